"""Kinds of entries in the publication lists of researchers beyond computing: software and data sets
listed beside the papers (never papers), theses and preprints cited APA-style with an italic title
(never books), status headings that end at the next heading (a year's too), and chemistry's
abbreviated journals and title-first references.

Every person, title, package and number here is invented; journal names may be real ones.
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.text.document import parse_text_document
from importer.parsers.text.sections import classify_heading


def names(pub):
    return [a.name for a in pub.authors]


# --- 1. software and data sets are not papers ------------------------------------------------------


_PAPER = "- Ruiz, A., Lind, C. (2021). Moss growth on pebble shores. *Journal of Ecology*, 109(3), 1–12.\n"
_SOFTWARE_ITEMS = (
    "- Ruiz, A. (2022). pebblr: Tools for counting pebbles. R package version 1.2. https://cran.r-project.org/package=pebblr\n"
    "- Ruiz, A., Lind, C. (2020). Data from: Moss growth on pebble shores. Dryad Digital Repository. "
    "https://doi.org/10.5061/dryad.x1y2z3\n"
)


@pytest.mark.parametrize(
    "heading", ["Software", "Software and data", "Data", "Datasets", "R packages", "Code", "Software & Data"]
)
@pytest.mark.parametrize("level", ["##", "###"])
def test_a_software_or_data_section_of_a_cv_holds_no_papers(heading, level):
    cv = (
        "# Ana Ruiz\n\nAssociate Professor of Ecology\n\n## Publications\n\n"
        f"{_PAPER}\n{level} {heading}\n\n{_SOFTWARE_ITEMS}\n## Teaching\n\n- Ecology of shores (BIO 210)\n"
    )
    document = parse_text_document("cv.md", cv)
    assert [p.title for p in document.publications] == ["Moss growth on pebble shores"]


@pytest.mark.parametrize("heading", ["### Software", "**Data sets**", "### Code and data"])
def test_a_software_heading_among_papers_ends_them_until_the_next_heading(heading):
    text = (
        f"{_PAPER}\n{heading}\n\n{_SOFTWARE_ITEMS}\n### Book chapters\n\n"
        "- Ruiz, A. (2019). Moss at dusk. In B. Li (Ed.), *Book of Moss* (pp. 1–20). Pebble Press.\n"
    )
    pubs, _ = parse_publications(text)
    assert [p.title for p in pubs] == ["Moss growth on pebble shores", "Moss at dusk"]


def test_a_code_link_or_label_under_a_paper_is_no_software_heading():
    text = (
        "**Pebble sorting at scale**\nAna Ruiz, Bo Li\nPSYS 2021\n[Code](https://example.org/pebbles)\n\n"
        "**Moss in winter**\nAna Ruiz, Cy Wu\nNordOS 2022\n"
    )
    assert [p.title for p in parse_publications(text)[0]] == ["Pebble sorting at scale", "Moss in winter"]
    pdf_lines = (
        "Ana Ruiz, Bo Li. Pebble sorting at scale. PSYS 2021.\nCode\nAna Ruiz, Cy Wu. Moss in winter. NordOS 2022.\n"
    )
    pubs, _ = parse_publications(pdf_lines, one_per_line=True)
    assert [p.title for p in pubs] == ["Pebble sorting at scale", "Moss in winter"]


@pytest.mark.parametrize("heading", ["Personal data", "Data collection", "Data analysis skills"])
def test_headings_that_only_hold_the_word_data_are_no_software_section(heading):
    assert classify_heading(heading) != "projects"


def test_personal_data_under_the_name_still_gives_the_owner_particulars():
    cv = (
        "# Ana Ruiz\n\nPersonal data\n\nEmail: ana.ruiz@pebble-uni.example\n\n## Publications\n\n"
        f"{_PAPER}\n## Data\n\n{_SOFTWARE_ITEMS}"
    )
    document = parse_text_document("cv.md", cv)
    assert document.profile.email == "ana.ruiz@pebble-uni.example"
    assert [p.title for p in document.publications] == ["Moss growth on pebble shores"]


# --- 2. theses cited APA-style ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entry", "venue"),
    [
        (
            "Ruiz, A. (2019). Moss on the pebble shore [Doctoral dissertation, University of Lisbon].",
            "University of Lisbon",
        ),
        ("Ruiz, A. (2019). *Moss on the pebble shore* [PhD thesis, Universidade de Lisboa].", "Universidade de Lisboa"),
        (
            "Ruiz, A. (2019). *Musgos da costa de seixos* (Tese de doutorado). Universidade de Lisboa.",
            "Universidade de Lisboa",
        ),
        (
            "Ruiz, A. (2019). *Moss on the pebble shore* [Master's thesis, University of Lisbon]. ProQuest.",
            "ProQuest",
        ),
        (
            "Ruiz, A. (2019). *Moss on the pebble shore*. Doctoral dissertation, University of Lisbon.",
            "University of Lisbon",
        ),
        (
            "Ruiz, A. (2019). *Moss on the pebble shore*. PhD thesis, University of Lisbon, Portugal.",
            "University of Lisbon",
        ),
    ],
)
def test_a_thesis_cited_apa_style_is_a_thesis_not_a_book(entry, venue):
    pub = parse_citation(entry)
    assert (pub.kind, names(pub), pub.year) == ("thesis", ["A. Ruiz"], 2019)
    assert pub.venue_text.startswith(venue)
    assert "dissertation" not in pub.title.lower() and "tese" not in pub.title.lower()


def test_a_thesis_under_a_books_heading_stays_a_thesis():
    text = "- Ruiz, A. (2019). *Moss on the pebble shore* [Doctoral dissertation, University of Lisbon].\n"
    pubs, _ = parse_publications(text)
    assert [p.kind for p in pubs] == ["thesis"]


# --- 3. preprints with an italic title --------------------------------------------------------------


@pytest.mark.parametrize(
    "entry",
    [
        "Ruiz, A., Lind, C. (2024). *Moss on the pebble shore in winter*. arXiv:2401.01234.",
        "Ruiz, A., & Lind, C. (2024). *Moss on the pebble shore in winter*. bioRxiv. https://doi.org/10.1101/2024.01.02.573456",
        "Ruiz, A. (2023). *Moss on the pebble shore in winter* [Preprint]. PsyArXiv.",
        "Ruiz, A., Lind, C. (2024). *Moss on the pebble shore in winter*. medRxiv, 2024.02.11.24302345.",
    ],
)
def test_a_preprint_with_an_italic_title_is_no_book(entry):
    pub = parse_citation(entry)
    assert pub.kind == "preprint"
    assert pub.title == "Moss on the pebble shore in winter"
    assert pub.year in (2023, 2024)


def test_a_book_with_an_italic_title_stays_a_book():
    pub = parse_citation("Ruiz, A. (2020). *The pebble shore: A natural history*. Pebble Press.")
    assert (pub.kind, pub.venue_text) == ("book", "Pebble Press 2020")


# --- 4. a status heading ends at the next heading --------------------------------------------------


@pytest.mark.parametrize("status_heading", ["### Work in progress", "### Submitted", "### In preparation"])
def test_a_status_heading_ends_at_the_next_year_heading(status_heading):
    text = (
        f"{status_heading}\n\n- Ruiz, A. Moss in winter. Manuscript.\n\n## 2026\n\n"
        "- Ruiz, A., Lind, C. (2026). Moss in spring. *Journal of Ecology*, 1, 1–9.\n\n## 2025\n\n"
        "- Ruiz, A. (2025). Moss in autumn. *Oikos*, 2, 3–9.\n"
    )
    pubs, _ = parse_publications(text)
    assert [(p.title, p.status, p.year) for p in pubs] == [
        ("Moss in winter", "submitted", None),
        ("Moss in spring", "published", 2026),
        ("Moss in autumn", "published", 2025),
    ]


def test_a_status_section_of_a_cv_ends_at_the_next_year_heading():
    cv = (
        "# Ana Ruiz\n\n## Publications\n\n### Work in progress\n\n- Ruiz, A. Moss in winter. Manuscript.\n\n"
        "## 2026\n\n- Ruiz, A., Lind, C. (2026). Moss in spring. *Journal of Ecology*, 1, 1–9.\n\n## 2025\n\n"
        "- Ruiz, A. (2025). Moss in autumn. *Oikos*, 2, 3–9.\n"
    )
    pubs = parse_text_document("cv.md", cv).publications
    assert [(p.title, p.status) for p in pubs] == [
        ("Moss in winter", "submitted"),
        ("Moss in spring", "published"),
        ("Moss in autumn", "published"),
    ]


def test_years_grouping_the_papers_of_a_status_heading_keep_it():
    text = (
        "## Submitted\n\n### 2026\n\n- Ruiz, A. Moss in winter. Manuscript.\n\n### 2025\n\n"
        "- Ruiz, A. Moss in the fog. Manuscript.\n\n## Journal articles\n\n"
        "- Ruiz, A. (2025). Moss in autumn. *Oikos*, 2, 3–9.\n"
    )
    pubs, _ = parse_publications(text)
    assert [(p.title, p.status) for p in pubs] == [
        ("Moss in winter", "submitted"),
        ("Moss in the fog", "submitted"),
        ("Moss in autumn", "published"),
    ]


def test_a_year_heading_keeps_the_kind_of_the_heading_above_it():
    text = (
        "### Book chapters\n\n#### 2021\n\n- Ruiz, A. (2021). Moss at dusk. In B. Li (Ed.), *Book of Moss*. Pebble Press.\n"
        "\n#### 2020\n\n- Ruiz, A. Moss at dawn. In *Moss and Stone*, Pebble Press, 2020.\n"
    )
    pubs, _ = parse_publications(text)
    assert [p.kind for p in pubs] == ["chapter", "chapter"]


# --- 5. chemistry's abbreviated journals and title-first references --------------------------------


@pytest.mark.parametrize(
    "entry",
    [
        "A. B. Ruiz, C. Lind, Pebble kinases in moss. *J. Biol. Chem.* 299, 1-9 (2023).",
        "A. B. Ruiz, C. Lind. Pebble kinases in moss. *J. Biol. Chem.* 299, 1-9 (2023).",
        "A. B. Ruiz and C. Lind, Pebble kinases in moss, *J. Biol. Chem.* 299, 1-9 (2023).",
        "Ruiz AB, Lind C. Pebble kinases in moss. *J. Biol. Chem.* 299, 1-9 (2023).",
        "Ruiz AB, Lind C (2023) Pebble kinases in moss. *J. Biol. Chem.* 299:1-9.",
        "Ruiz AB, Lind C (2023) Pebble kinases in moss. J. Biol. Chem. 299:1-9.",
        "Ruiz, A. B., Lind, C. (2023). Pebble kinases in moss. *J. Biol. Chem.* 299, 1-9 (2023).",
    ],
)
def test_an_italic_abbreviated_journal_does_not_cut_the_title(entry):
    pub = parse_citation(entry)
    assert pub.title == "Pebble kinases in moss"
    assert names(pub) == ["A. B. Ruiz", "C. Lind"]
    assert pub.venue_text.startswith("J. Biol. Chem")
    assert (pub.year, pub.kind) == (2023, "journal")


@pytest.mark.parametrize(
    ("entry", "authors", "venue"),
    [
        (
            "Pebble hydration in supercooled water, A. B. Ruiz, C. Lind, J. Chem. Phys. 128, 044506 (2008).",
            ["A. B. Ruiz", "C. Lind"],
            "J. Chem. Phys. 2008",
        ),
        (
            "Pebble hydration in supercooled water, A. B. Ruiz, C. Lind and D. Osei, *J. Chem. Phys.* **128**, 044506 (2008).",
            ["A. B. Ruiz", "C. Lind", "D. Osei"],
            "J. Chem. Phys. 2008",
        ),
        (
            "Slow moss, fast pebbles, A. Ruiz, Phys. Rev. E 78, 011501 (2008).",
            ["A. Ruiz"],
            "Phys. Rev. E 2008",
        ),
    ],
)
def test_a_chemistry_entry_printed_title_first(entry, authors, venue):
    pub = parse_citation(entry)
    assert pub.title in ("Pebble hydration in supercooled water", "Slow moss, fast pebbles")
    assert names(pub) == authors
    assert (pub.venue_text, pub.year, pub.kind) == (venue, 2008, "journal")


def test_a_title_with_commas_before_authors_without_initials_is_not_cut():
    pub = parse_citation("Ana Ruiz, Bo Li. Pebbles, moss and shores. *J. Biol. Chem.* 299, 1-9 (2023).")
    assert pub.title == "Pebbles, moss and shores"
    assert names(pub) == ["Ana Ruiz", "Bo Li"]
