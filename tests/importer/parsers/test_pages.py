"""One paper per page: academicpages _publications/ items and Hugo Blox publication pages (fictional)."""

from pathlib import Path

from importer.parsers.documents import read_document

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def read(path):
    return read_document(Path(path).name, (FIXTURES / path).read_bytes())


def test_academicpages_citation_holds_the_author_list():
    [paper] = read("academicpages/2024-05-10-reef-acoustics.md").publications
    assert paper.title == "Listening to reefs: passive acoustics for coral health"
    assert [a.name for a in paper.authors] == ["M. Kamau", "L. Sørensen", "S. Tupou"]  # entities decoded
    assert (paper.venue_text, paper.year) == ("Marine Ecology Progress Series", 2024)
    assert [(l.label, l.url) for l in paper.links] == [("PDF", "http://mkamau.example.io/files/reef-acoustics.pdf")]


def test_academicpages_citation_with_the_year_after_the_authors():
    document = read("academicpages/2022-11-01-bleaching.md")
    [paper] = document.publications
    assert [a.name for a in paper.authors] == ["Miriam Kamau", "Lars Sørensen"]
    assert (paper.kind, paper.year) == ("journal", 2022)
    assert not document.warnings  # one paper per page names no owner, and that is no problem


def test_hugo_publication_page_user_names_codes_and_links():
    [paper] = read("hugo/content/publication/wave-2024/index.md").publications
    assert [(a.name, a.user_name, a.equal_contribution) for a in paper.authors] == [
        ("tomas-reyes", "tomas-reyes", True),
        ("Lucía Ferrer", "", True),
        ("admin", "admin", False),
    ]
    assert (paper.kind, paper.year, paper.doi) == ("journal", 2024, "10.1000/jpo.2024.001")
    assert paper.venue_text == "Journal of Physical Oceanography"
    assert {l.label for l in paper.links} == {"PDF", "Code"}


def test_hugo_publication_type_number_and_in_before_the_venue():
    [paper] = read("hugo/content/publication/tides-2023/index.md").publications
    assert (paper.kind, paper.year) == ("conference", 2023)
    assert paper.venue_text == "Proceedings of the Coastal Engineering Conference"
