"""Venues of every science as data: journals by name, ISO 4 and dotless abbreviation, acronym;
kinds from what a venue is, and from its words when the table does not know it (no database)."""

import pytest

from importer.parsers.venue_table import KnownVenue, VenueDataError, VenueTable, read_venues
from importer.parsers.venues import (
    kind_from_words,
    known_venues,
    resolve_venue,
    venue_by_acronym,
    venue_kind,
)


@pytest.mark.parametrize(
    "printed, name",
    [
        # multidisciplinary
        ("Nature 615, 112-118 (2023)", "Nature"),
        ("Science. 2022;377(6601):eabn1234", "Science"),
        ("Nat. Commun. 14, 2201 (2023)", "Nature Communications"),
        ("Nat Commun. 2021;12(1):88", "Nature Communications"),
        ("Sci. Adv. 9, eadf0001", "Science Advances"),
        ("PLoS One. 2020;15(4):e0231234", "PLOS ONE"),
        ("eLife 12:RP88001", "eLife"),
        # physics and astronomy
        ("Phys. Rev. Lett. 131, 041801 (2023)", "Physical Review Letters"),
        ("Phys.Rev.D 108 (2023) 052011", "Physical Review D"),
        ("Physical Review B 104, 115143", "Physical Review B"),
        ("JHEP 05 (2023) 123", "Journal of High Energy Physics"),
        ("J. High Energy Phys. 2021, 77", "Journal of High Energy Physics"),
        ("Nucl.Phys.B 990 (2023) 116180", "Nuclear Physics B"),
        ("Eur. Phys. J. C 83, 512", "The European Physical Journal C"),
        ("Astrophys. J. 950, 12 (2023)", "The Astrophysical Journal"),
        ("ApJ 912, 44", "The Astrophysical Journal"),
        ("Mon. Not. R. Astron. Soc. 520, 1", "Monthly Notices of the Royal Astronomical Society"),
        ("MNRAS 501, 2234", "Monthly Notices of the Royal Astronomical Society"),
        ("Astron. Astrophys. 650, A12", "Astronomy & Astrophysics"),
        ("Astronomy and Astrophysics", "Astronomy & Astrophysics"),
        # chemistry and materials
        ("J. Am. Chem. Soc. 2023, 145, 1021-1030", "Journal of the American Chemical Society"),
        ("JACS Au 2022, 2, 455", "JACS Au"),
        ("Angew. Chem. Int. Ed. 2021, 60, 1", "Angewandte Chemie International Edition"),
        ("Chem. Sci. 2020, 11, 9", "Chemical Science"),
        ("ACS Nano 2019, 13, 1", "ACS Nano"),
        ("Nano Lett. 2022, 22, 300", "Nano Letters"),
        ("J. Phys. Chem. B 2021, 125, 7", "The Journal of Physical Chemistry B"),
        ("J Phys Chem C", "The Journal of Physical Chemistry C"),
        ("Inorg. Chem. 2018, 57, 1", "Inorganic Chemistry"),
        ("Org. Lett. 2024, 26, 11", "Organic Letters"),
        # biology and medicine
        ("Cell Rep. 2022;39(3):110700", "Cell Reports"),
        ("Cell 184, 1-15 (2021)", "Cell"),
        ("Nucleic Acids Res. 2021;49(D1):D1", "Nucleic Acids Research"),
        ("Bioinformatics 39(1), btac001", "Bioinformatics"),
        ("Genome Res. 2019;29:1", "Genome Research"),
        ("N Engl J Med. 2021;384(5):403-416", "The New England Journal of Medicine"),
        ("New England Journal of Medicine", "The New England Journal of Medicine"),
        ("Lancet. 2020;395(10223):497-506", "The Lancet"),
        ("JAMA. 2019;321(2):1", "JAMA"),
        ("BMJ 2020;368:m1", "BMJ"),
        ("Nat Med. 2023;29:1", "Nature Medicine"),
        ("Blood. 2021;137(1):1-9", "Blood"),
        ("J Clin Invest. 2020;130(2):1", "The Journal of Clinical Investigation"),
        # economics and psychology
        ("American Economic Review 111(4): 1-40", "American Economic Review"),
        ("Q. J. Econ. 136, 1", "The Quarterly Journal of Economics"),
        ("Journal of Political Economy", "Journal of Political Economy"),
        ("Econometrica 89(2)", "Econometrica"),
        ("Rev. Econ. Stud.", "The Review of Economic Studies"),
        ("Psychol Sci. 2020;31(1):1", "Psychological Science"),
        ("J Pers Soc Psychol. 2019;116(3):1", "Journal of Personality and Social Psychology"),
    ],
)
def test_journals_of_every_science_resolve_to_their_canonical_name(printed, name):
    venue = resolve_venue(printed)
    assert venue is not None, printed
    assert (venue.name, venue.kind) == (name, "journal")


@pytest.mark.parametrize(
    "printed",
    [
        "Proceedings of the National Academy of Sciences",
        "Proceedings of the National Academy of Sciences of the United States of America",
        "Proc. Natl. Acad. Sci. U.S.A. 120, e2301234120 (2023)",
        "Proc Natl Acad Sci U S A. 2021;118(3):e2016001118",
        "Proc. Natl. Acad. Sci. USA",
        "PNAS 119 (12)",
    ],
)
def test_pnas_is_a_journal_however_it_is_printed(printed):
    venue = resolve_venue(printed)
    assert venue is not None and venue.acronym == "PNAS"
    assert venue.kind == "journal" and venue_kind(printed) == "journal"


@pytest.mark.parametrize(
    "printed, name",
    [
        ("PNAS Nexus 2, pgad001", "PNAS Nexus"),
        ("Nature Physics 19, 1", "Nature Physics"),
        ("Science Advances", "Science Advances"),
        ("The Lancet Oncology 24(3)", "The Lancet Oncology"),
        ("BMC Bioinformatics 22, 1", "BMC Bioinformatics"),
        ("Briefings in Bioinformatics", "Briefings in Bioinformatics"),
        ("JAMA Netw Open. 2022;5(1)", "JAMA Network Open"),
        ("Cell Stem Cell", "Cell Stem Cell"),
    ],
)
def test_a_journal_named_inside_a_longer_name_is_the_longer_one(printed, name):
    assert resolve_venue(printed).name == name


@pytest.mark.parametrize(
    "printed",
    [
        "Lecture Notes in Computer Science",  # not Science
        "Nature Reviews Placid Studies",  # a journal the table does not know, not Nature
        "Eur. J. Placid Immunol.",
        "Cell. Mol. Placid Sci.",
        "Springer Nature",
        "the nature of cells",  # common words, not the journals
        "JAMA Placidology",
        # a conference's name too: the start of another's is not that conference
        "IEEE/ACM International Conference on Big Data Computing, Applications and Technologies",
    ],
)
def test_a_short_name_inside_an_unknown_name_is_not_that_venue(printed):
    assert resolve_venue(printed) is None


@pytest.mark.parametrize(
    "printed, kind",
    [
        ("NBER Working Paper No. 31234", "preprint"),
        ("medRxiv 2023.01.01.23280001", "preprint"),
        ("bioRxiv", "preprint"),
        ("Journal of Physics: Conference Series 2438, 012001", "conference"),
        ("IEEE Micro 43(2)", "journal"),
    ],
)
def test_the_kind_comes_from_what_the_venue_is(printed, kind):
    assert resolve_venue(printed).kind == kind


@pytest.mark.parametrize(
    "printed, kind",
    [
        ("Journal of Placid Studies", "journal"),
        ("Placid Physics Letters", "journal"),
        ("Annual Review of Quiet Things", "journal"),
        ("Transactions of the Placid Society", "journal"),
        ("Annals of Calm", "journal"),
        ("J. Placid Stud. 12, 3", "journal"),
        ("J Placid Stud. 2021;12(3):4-9", "journal"),
        ("Placid Res Lett", "journal"),
        ("Proceedings of the Royal Society of Placidia", "journal"),
        ("Proceedings of the 9th International Conference on Calm Systems", "conference"),
        ("Symposium on Quiet Computing", "conference"),
        ("2nd Workshop on Silent Data", "workshop"),
        ("Placid Institute Working Paper 12", "preprint"),
        ("Placid Archive preprint 4123", "preprint"),
        ("PhD Thesis, University of Placidia", "thesis"),
        ("Doctoral dissertation", "thesis"),
        ("US Patent 11,234,567", "patent"),
        ("Placid University Press", "book"),
        ("Nature Placidity", "journal"),  # a publisher's family of journals
        ("Tuesday seminar", None),
    ],
)
def test_an_unknown_venue_gets_its_kind_from_its_words(printed, kind):
    assert resolve_venue(printed) is None
    assert kind_from_words(printed) == kind
    assert venue_kind(printed) == kind


@pytest.mark.parametrize(
    "printed, name",
    [
        ("Lancet", "The Lancet"),
        ("Astrophysical Journal", "The Astrophysical Journal"),
        ("The Astrophysical Journal Letters", "The Astrophysical Journal Letters"),
        ("J. Chem. Phys. 158, 1", "The Journal of Chemical Physics"),
    ],
)
def test_a_journal_whose_name_begins_with_the_keeps_it(printed, name):
    assert resolve_venue(printed).name == name


@pytest.mark.parametrize(
    "printed, acronym",
    [("OSDI '23", "OSDI"), ("SOSP 2021", "SOSP"), ("NSDI26", "NSDI"), ("(EuroSys '24)", "EuroSys")],
)
def test_acronyms_with_a_year_still_name_their_conference(printed, acronym):
    assert resolve_venue(printed).acronym == acronym
    assert venue_by_acronym(acronym).acronym == acronym


def test_the_table_is_data_read_once():
    assert known_venues() is known_venues()
    fields = {venue.field for venue in known_venues()}
    assert {"physics", "chemistry", "biology", "medicine", "economics", "psychology"} <= fields
    assert {venue.venue_type for venue in known_venues()} >= {"journal", "proceedings", "workshop", "preprint-server"}


HEADER = "name\tacronym\tkind\tfield\tabbreviations\taliases\n"


@pytest.mark.parametrize(
    "rows, message",
    [
        ("Journal of Calm\t\tjornal\tphysics\t\t\n", "kind 'jornal'"),
        ("Journal of Calm\t\tjournal\tastrology\t\t\n", "field 'astrology'"),
        ("Journal of Calm\t\tjournal\tphysics\n", "4 columns"),
        ("\tJC\tjournal\tphysics\t\t\n", "without a name"),
        ("Journal of Calm\t\tjournal\tphysics\tJ. Calm || J Calm\t\n", "empty abbreviation"),
        ("Journal of Calm\t\tjournal\tphysics\t\t\nJournal of Calm\t\tjournal\tbiology\t\t\n", "line 2"),
        ("Journal of Calm\t\tjournal\tphysics\tJ. Calm\t\nCalm Letters\t\tjournal\tphysics\tJ Calm\t\n", "line 2"),
        ("Journal of Calm\t\tjournal\tphysics\t\tJOC\nCalm Letters\t\tjournal\tphysics\t\tJOC\n", "line 2"),
    ],
)
def test_a_bad_row_is_named_by_file_and_line(tmp_path, rows, message):
    path = tmp_path / "venues.tsv"
    path.write_text(HEADER + rows, encoding="utf-8")
    with pytest.raises(VenueDataError) as error:
        read_venues(path)
    assert str(path) in str(error.value) and message in str(error.value)


def test_a_table_of_extra_venues_matches_with_the_same_rules():
    own = KnownVenue("JCS", "Journal of Calm Studies", "journal", ("J. Calm Stud.", "Calm Studies Journal"))
    table = VenueTable([own, *known_venues()])
    assert table.resolve("J Calm Stud 12:3") == own
    assert table.resolve("JCS 2021") == own
    assert table.resolve("Phys. Rev. Lett. 130, 1").name == "Physical Review Letters"
    assert resolve_venue("J Calm Stud 12:3") is None  # the shipped table is not changed


@pytest.mark.parametrize(
    "printed, name",
    [  # as Google Scholar exports them: only the first word capitalised
        ("Nature communications", "Nature Communications"),
        ("Physical review letters", "Physical Review Letters"),
        ("Proceedings of the national academy of sciences", "Proceedings of the National Academy of Sciences"),
        ("The astrophysical journal", "The Astrophysical Journal"),
    ],
)
def test_journal_names_in_sentence_case_resolve(printed, name):
    assert resolve_venue(printed).name == name


@pytest.mark.parametrize("printed", ["Nature placidity reviews", "Blood calm journal", "Cell placid press"])
def test_a_known_name_followed_by_lower_case_words_of_an_unknown_journal_is_not_that_journal(printed):
    assert resolve_venue(printed) is None
