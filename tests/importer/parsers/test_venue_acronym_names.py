"""A venue whose name prints another venue's acronym ("Transactions of the ACL") is that venue, not the
one the acronym names: the longer, more specific name wins over the acronym inside it."""

import pytest

from importer.parsers.citations import parse_publications
from importer.parsers.venue_table import KnownVenue, VenueTable
from importer.parsers.venues import known_venues, resolve_venue


@pytest.mark.parametrize(
    ("printed", "key", "kind"),
    [
        ("Transactions of the ACL, 10:44-60, 2022", "TACL", "journal"),
        ("Trans. ACL 11:120-135", "TACL", "journal"),
        ("Trans. of the ACL, 2021", "TACL", "journal"),
        ("Transactions of the Association for Computational Linguistics 9", "TACL", "journal"),
        ("TACL 2023", "TACL", "journal"),
        ("Proceedings of ACL 2022, pp. 1123-1135", "ACL", "conference"),
        ("North American Chapter of the ACL (NAACL) 2022", "NAACL", "conference"),
        ("Findings of the ACL 2023", "Findings of the Association for Computational Linguistics", "conference"),
        ("Findings of EMNLP 2021", "Findings of the Association for Computational Linguistics", "conference"),
        ("EMNLP 2020", "EMNLP", "conference"),
        # the table's other pairs of a conference and a journal named alike
        ("ACM Trans. Graph. 42(4)", "TOG", "journal"),
        ("Transactions on Graphics 41, 6", "TOG", "journal"),
        ("Proc. ACM SIGGRAPH 2023", "SIGGRAPH", "conference"),
        ("The VLDB Journal 32(2)", "VLDBJ", "journal"),
        ("Proceedings of the VLDB Endowment 16(3)", "VLDB", "conference"),  # the table's row of VLDB itself
    ],
)
def test_a_name_that_prints_an_acronym_is_its_own_venue(printed, key, kind):
    venue = resolve_venue(printed)
    assert (venue.key, venue.kind) == (key, kind)


def test_every_name_with_another_venues_acronym_in_it_resolves_to_itself():
    """For every venue whose name ends with what another venue's acronym stands for, printing the
    acronym instead keeps the venue (the rule of the table, not a list of pairs)."""
    venues = known_venues()
    checked = 0
    for named in venues:
        words = named.name.split()
        for venue in venues:
            if venue is named or not named.acronym:
                continue
            for size in range(2, len(words)):
                tail = " ".join(words[-size:])
                initials = "".join(w[0] for w in words[-size:] if w[:1].isupper())
                if initials != named.acronym or not venue.name.endswith(" of the " + tail):
                    continue
                printed = venue.name[: -len(tail)] + named.acronym
                assert resolve_venue(printed) is venue, printed
                checked += 1
    assert checked >= 2  # TACL and NAACL name the ACL's association


def test_a_labs_own_table_follows_the_same_rule():
    table = VenueTable(
        [
            KnownVenue("SPS", "Annual Meeting of the Society for Placid Studies", "conference"),
            KnownVenue("TSPS", "Transactions of the Society for Placid Studies", "journal"),
            KnownVenue("JSPS", "Journal of the Society for Placid Studies", "journal"),
        ]
    )
    assert table.resolve("Transactions of the SPS 4:1-9").key == "TSPS"
    assert table.resolve("Trans. SPS 4").key == "TSPS"
    assert table.resolve("J. SPS 12(3)").key == "JSPS"
    assert table.resolve("Proceedings of SPS 2021").key == "SPS"


def test_a_cv_citation_in_the_acls_transactions_is_a_journal_article():
    pubs, _ = parse_publications(
        '[1] O. Brandvik and T. Quennell. "Probing Agreement in Toy Grammars." Transactions of the ACL, 10:44-60, 2022.\n'
        '[2] T. Quennell. "Sparse Parsing of Invented Languages." In Proceedings of ACL 2021, pp. 11-20.\n'
    )
    assert [(p.kind, p.year) for p in pubs] == [("journal", 2022), ("conference", 2021)]
    assert resolve_venue(pubs[0].venue_text).key == "TACL"
