"""The venue table and `resolve_venue` / `year_from_venue_text` (no database)."""

import dataclasses

import pytest

from importer.parsers.venues import KNOWN_VENUES, KnownVenue, resolve_venue, venue_by_acronym, year_from_venue_text


@pytest.mark.parametrize(
    "text, acronym",
    [
        ("OSDI '24", "OSDI"),
        ("OSDI’24", "OSDI"),
        ("(NSDI ’26)", "NSDI"),
        ("NSDI 2025", "NSDI"),
        (
            "in the Proceedings of the 23rd USENIX Symposium on Networked Systems Design and "
            "Implementation (NSDI'26), Renton, WA",
            "NSDI",
        ),
        ("USENIX Symposium on Operating Systems Design and Implementation (OSDI 2024)", "OSDI"),
        ("IEEE Transactions on Parallel and Distributed Systems", "TPDS"),
        ("ACM SoCC", "SoCC"),
        ("Proc. VLDB Endow.", "VLDB"),
        ("Proceedings of the VLDB Endowment", "VLDB"),
        ("PVLDB 17(4)", "VLDB"),
        ("arXiv preprint arXiv:2408.08586", "arXiv"),
        ("CoRR abs/2501.04567", "arXiv"),
        ("USENIX ATC '23", "ATC"),
        ("2023 USENIX Annual Technical Conference", "ATC"),
        ("the 53rd Annual IEEE/IFIP International Conference on Dependable Systems and Networks (DSN'23)", "DSN"),
        ("Proceedings of the ACM SIGOPS 30th Symposium on Operating Systems Principles", "SOSP"),
        ("Advances in Neural Information Processing Systems 36", "NeurIPS"),
        ("NIPS 2017", "NeurIPS"),
        ("International Conference on Machine Learning", "ICML"),
        ("Proceedings of Machine Learning and Systems 5", "MLSys"),
        ("International Conference on Machine Learning and Systems", "MLSys"),
        ("The VLDB Journal", "VLDBJ"),
        ("IEEE/ACM Transactions on Networking", "ToN"),
        ("ACM Computing Surveys", "CSUR"),
        ("Science China Information Sciences", "SCIS"),
        ("IEEE Transactions on Services Computing", "TSC"),
        ("Communications of the ACM", "CACM"),
        ("IEEE Symposium on Security and Privacy (S&P)", "S&P"),
        ("33rd USENIX Security Symposium", "USENIX Security"),
        ("SC '23", "SC"),
        (
            "Proceedings of the International Conference for High Performance Computing, Networking, "
            "Storage and Analysis",
            "SC",
        ),
        ("ACM International Conference on Supercomputing", "ICS"),
        ("ICSE 2024", "ICSE"),
        ("Euro-Par 2023: Parallel Processing", "Euro-Par"),
        ("Middleware '23", "Middleware"),
        ("NSDI26", "NSDI"),
        # An acronym in parentheses wins over the full name around it.
        ("Symposium on Operating Systems Principles (OSDI '24)", "OSDI"),
    ],
)
def test_resolves_venues_as_printed_in_citations(text, acronym):
    venue = resolve_venue(text)
    assert venue is not None, text
    assert venue.acronym == acronym


@pytest.mark.parametrize(
    "text, acronym",
    [
        ("HotOS '23", "HotOS"),
        ("Proceedings of the Workshop on Hot Topics in Operating Systems", "HotOS"),
        ("Proceedings of the 4th Workshop on Machine Learning and Systems (EuroMLSys '24)", "EuroMLSys"),
        ("HotNets 2022", "HotNets"),
        ("12th USENIX Workshop on Hot Topics in Storage and File Systems", "HotStorage"),
        ("Workshop on Resource Disaggregation and Serverless (WORDS '23)", "WORDS"),
    ],
)
def test_workshops_resolve_to_the_workshop(text, acronym):
    venue = resolve_venue(text)
    assert venue is not None and venue.acronym == acronym and venue.kind == "workshop"


@pytest.mark.parametrize(
    "text",
    [
        "NeurIPS Workshop on ML for Systems",
        "OSDI '24 Workshop on Sustainable Computing",
        "Proceedings of the Workshop on Serverless Computing co-located with ASPLOS",
        "ICDE Workshops 2023",
    ],
)
def test_unknown_workshops_never_resolve_to_the_main_conference(text):
    assert resolve_venue(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "fast systems for everyone",
        "Proceedings of the sc meeting",
        "Charleston, SC",
        "Muscat",
        "osdi-like",
        "Journal of Obscure Results",
        "",
        "   ",
    ],
)
def test_acronyms_need_whole_words_and_their_case(text):
    assert resolve_venue(text) is None


def test_kinds():
    assert resolve_venue("IEEE TPDS").kind == "journal"
    assert resolve_venue("OSDI").kind == "conference"
    assert resolve_venue("arXiv").kind == "preprint"
    assert resolve_venue("HotCloud '20").kind == "workshop"


@pytest.mark.parametrize(
    "text, year",
    [
        ("OSDI '24", 2024),
        ("NSDI ’26", 2026),
        ("NSDI 2025", 2025),
        ("arXiv preprint arXiv:2408.08586", 2024),
        ("arXiv:2012.12345v3", 2020),
        ("(DSN'23)", 2023),
        ("Proceedings of the 23rd Symposium", None),
        ("SOSP '99", 1999),
        ("NSDI26", 2026),
        ("IEEE TPDS 35(2)", None),
        ("", None),
    ],
)
def test_year_from_venue_text(text, year):
    assert year_from_venue_text(text) == year


def test_table_is_consistent():
    kinds = {"conference", "journal", "workshop", "preprint", "book", "thesis", "patent"}
    keys = [v.key for v in KNOWN_VENUES]
    assert len(keys) == len(set(keys))
    assert all(
        isinstance(v, KnownVenue) and v.kind in kinds and v.name and isinstance(v.aliases, tuple) for v in KNOWN_VENUES
    )
    # Every venue's acronym, name and aliases find it again (no alias shadows another venue).
    for venue in KNOWN_VENUES:
        if venue.acronym:
            assert venue_by_acronym(venue.acronym) == venue
        for spelling in (venue.name, *venue.aliases):
            assert resolve_venue(spelling) == venue, (venue.key, spelling)


def test_every_acronym_resolves_to_itself_with_a_year():
    for venue in KNOWN_VENUES:
        if not venue.acronym or " " in venue.acronym:
            continue
        assert resolve_venue(f"{venue.acronym} '24") == venue, venue.acronym


def test_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        KNOWN_VENUES[0].acronym = "X"


def test_thousands_of_numbered_editions_resolve_to_their_series():
    # How fast is bench/import.py's to measure; here, that every edition of a long file resolves.
    texts = [
        f"Proceedings of the {i}th USENIX Symposium on Networked Systems Design and Implementation "
        f"(NSDI '{i % 100:02d}), City {i}"
        for i in range(5000)
    ]
    assert all(resolve_venue(text).acronym == "NSDI" for text in texts)


@pytest.mark.parametrize(
    "text, acronym",
    [
        ("Proc. of the ACM MoNeTec 2023", "MoNeTec"),
        ("18th Workshop on Quiet Networks (QuietNet '24)", "QuietNet"),
        ("ICCD'22", "ICCD"),
        ("Journal of Placid Studies", None),
        ("IEEE Trans. 2021", None),
    ],
)
def test_one_acronym_guesser_for_venues_the_table_does_not_know(text, acronym):
    from importer.parsers.citations import guess_venue_acronym
    from importer.parsers.venues import guess_acronym

    assert guess_acronym(text) == acronym
    assert guess_venue_acronym is guess_acronym  # the citation reader asks the same rule
