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


HUGO_AUTHOR = """---
title: Ingrid Haugland
role: PhD Student
organizations:
  - name: Vestby University
education:
  courses:
    - course: PhD in Computer Science
      institution: Vestby University
      year: 2022–present
    - course: BSc in Informatics
      institution: Fjordline University
      year: 2021
user_groups:
  - Grad Students
---

Ingrid Haugland is a PhD student at Vestby University, advised by [Prof. Odd Brekke](https://example.edu/~brekke).
She works on storage for streaming systems.

## Awards

- Fjordline Graduate Fellowship, 2023
- Best Poster, Vestby Systems Day, 2022
"""


def test_a_hugo_author_pages_body_gives_its_awards_and_advisor():
    profile = read_document("_index.md", HUGO_AUTHOR.encode()).profile
    assert profile.advisors == ["Odd Brekke"]
    assert [a.title for a in profile.awards][:1] == ["Fjordline Graduate Fellowship"]
    assert len(profile.awards) == 2
    assert "## Awards" not in profile.bio and "storage for streaming" in profile.bio


def test_a_hugo_education_year_range_is_a_start_not_an_end():
    education = read_document("_index.md", HUGO_AUTHOR.encode()).profile.education
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in education] == [
        ("Vestby University", "phd", 2022, None),
        ("Fjordline University", "bachelor", None, 2021),
    ]
