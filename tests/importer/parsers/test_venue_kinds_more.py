"""A journal whose name has no clue word is a journal when its record places the paper in one; Scholar's
bare initials are dotted, a group's name never is. All names, titles and records are invented."""

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.database_exports import database_format
from importer.parsers.export_fields import export_name, scholar_names
from importer.parsers.exports import read_export
from importer.parsers.venues import has_journal_places, venue_kind

SCHOLAR_CSV = """Authors,Title,Publication,Volume,Number,Pages,Year,Publisher
"MK Roy, T Lind, EU Consortium",Sediment pulses along a pretend shelf,Marine Geology,412,,106-118,2021,Elsevier
"Lind, Tova; Roy, Mara K",Plankton blooms in an invented lake,Limnology and Oceanography,,3,801-815,2020,
"JP Varga, WHO",Invented carbon ratios,Geochimica et Cosmochimica Acta,301,,1-20,2019,
"Q Nwosu, NASA Team",An imaginary ecosystem survey,Ecosphere,,,,2023,
"""


def _papers(text):
    return read_export("pubs.csv", text, database_format(text)).publications


@pytest.mark.parametrize(
    ("record", "expected"),
    [
        ({"volume": "412"}, "journal"),
        ({"issn": "0025-3227"}, "journal"),
        ({"number": "3", "pages": "801-815"}, "journal"),
        ({"pages": "801-815"}, None),  # a chapter or a proceedings paper has pages too
        ({}, None),
        (None, None),
    ],
)
def test_a_record_with_a_journals_places_makes_a_plain_name_a_journal(record, expected):
    assert venue_kind("Ecosphere", record) == expected


def test_the_venues_words_and_the_table_decide_before_the_record():
    assert venue_kind("Workshop on Pretend Sediments", {"volume": "2"}) == "workshop"
    assert venue_kind("Proceedings of the Imaginary Symposium", {"volume": "3"}) == "conference"
    assert not has_journal_places({"volume": " ", "issue": ""})


def test_scholar_csv_rows_with_a_volume_or_an_issue_are_journal_papers():
    kinds = {p.venue_text: p.kind for p in _papers(SCHOLAR_CSV)}
    assert kinds["Marine Geology"] == "journal"
    assert kinds["Limnology and Oceanography"] == "journal"
    assert kinds["Geochimica et Cosmochimica Acta"] == "journal"
    assert kinds["Ecosphere"] != "journal"  # a name alone says nothing


def test_scholar_csv_initials_are_dotted_and_groups_kept_whole():
    authors = [[a.name for a in p.authors] for p in _papers(SCHOLAR_CSV)]
    assert authors[0] == ["M. K. Roy", "T. Lind", "EU Consortium"]
    assert authors[1] == ["Tova Lind", "Mara K. Roy"]
    assert authors[2] == ["J. P. Varga", "WHO"]
    assert authors[3] == ["Q. Nwosu", "NASA Team"]


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("MK Roy", "Roy, M. K."),
        ("T Lind", "Lind, T."),
        ("AB Okafor-Smith", "Okafor-Smith, A. B."),
        ("P Zielińska", "Zielińska, P."),
        ("T de Lind", "de Lind, T."),
        ("EU Consortium", "{EU Consortium}"),
        ("ATLAS Collaboration", "{ATLAS Collaboration}"),
        ("NASA Team", "{NASA Team}"),
        ("WHO", "{WHO}"),
        ("US Geological Survey", "{US Geological Survey}"),
        ("KU Institute", "{KU Institute}"),
    ],
)
def test_export_name_dots_initials_before_a_family_name_only(printed, expected):
    assert export_name(printed) == expected


def test_a_scholar_list_ending_in_a_group_of_one_word_is_still_a_list():
    assert scholar_names("JP Varga, WHO") == ["JP Varga", " WHO"]
    assert scholar_names("Varga, Jana") == ["Varga, Jana"]  # one name, family first


def test_scholar_bibtex_initials_are_dotted():
    document = parse_bibtex(
        "@misc{a, title={Pretend plankton}, author={Roy, MK and Lind, Tova}, howpublished={Ecosphere},"
        " volume={9}, year={2020}}\n"
        "@misc{b, title={Pretend sediments}, author={Lind, T}, howpublished={Ecosphere}, year={2021}}\n",
        "pubs.bib",
    )
    first, second = document.publications
    assert [a.name for a in first.authors] == ["M. K. Roy", "Tova Lind"]
    assert first.kind == "journal"
    assert [a.name for a in second.authors] == ["T. Lind"]
    assert second.kind == "other"


@pytest.mark.parametrize(
    "printed",
    [
        "Marine Geology, 412, 106-118",  # APA
        "Ecosphere, 14, e04412",  # APA, an article number
        "Marine Geology 412 (2021) 106118",  # Elsevier
        "Marine Geology, vol. 412, pp. 106-118",  # IEEE
    ],
)
def test_a_citations_volume_and_pages_make_a_plain_name_a_journal(printed):
    assert venue_kind(printed) == "journal"


@pytest.mark.parametrize("printed", ["Ecosphere", "Pretend Society Press, 2019, 10-20", "Marine Geology, 2019, 10-20"])
def test_a_year_is_no_volume_and_a_name_alone_no_journal(printed):
    assert venue_kind(printed) != "journal"


def test_a_data_files_volume_makes_its_unknown_venue_a_journal_and_a_name_alone_does_not():
    from importer.parsers.documents import read_document

    data = """- title: Sediment pulses after storms on a narrow shelf
  authors: Ana Quill, Bo Tamsin
  venue: Marine Geology
  volume: 412
  year: 2021
- title: Burrow networks of a shore crab
  authors: Ana Quill
  venue: Ecosphere
  year: 2022
"""
    papers = read_document("publications.yml", data.encode(), person="Ana Quill").publications
    assert [(p.venue_text, p.kind) for p in papers] == [("Marine Geology", "journal"), ("Ecosphere", None)]
