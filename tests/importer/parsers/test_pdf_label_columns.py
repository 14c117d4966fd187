"""Two-column PDF CVs whose left column holds the section labels (res.cls, Word tables): a label printed
over two lines is one label, the section beside it reads as it would under a heading, and a one-page
CV's footer (its date stamp, address and page number) is no part of the last section."""

import pytest

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import Para, make_pages_pdf, typeset

LABEL_X, TEXT_X = 72, 178

# (label, text) rows of a res.cls-like CV: the labels in bold beside the first lines of their sections.
RESCLS_ROWS = [
    ("Education", "Fenwick University, Eastmoor"),
    ("", "Ph.D., Limnology (Sediment Transport in Alpine Lakes), June 2011"),
    ("", "M.Sc. in Environmental Physics (with distinction), September 2006"),
    ("", "B.Sc. Physics (first class honours), July 2005"),
    ("Research", "Lake sediment dynamics, cold-water ecology, long-term environmental monitoring,"),
    ("Interests", "citizen-science sampling networks."),
    ("Professional", "Fenwick University, Eastmoor. From October 2018 (Associate Professor of Limnology)."),
    ("Experience", "Head of the Freshwater Dynamics Lab; teaches the graduate course on lake physics."),
    ("", "Kessel Institute for Water Research, Brandholm. 2013-2018 (Research Scientist):"),
    ("", "winter mixing in ice-covered lakes, sensor buoys for long-term monitoring."),
    ("", "Ostvik Polar Station, Ostvik. 2011-2013 (Postdoctoral Fellow)."),
    ("Honors and", "Early Career Award, Society for Freshwater Science, 2019"),
    ("Awards", "Fenwick Teaching Prize, 2021"),
]


def _rescls_pdf(footer: bool = True) -> bytes:
    items = [
        (LABEL_X, 750, "Ilse Marwood-Quan", 18, True),
        (LABEL_X, 730, "Department of Limnology, Fenwick University, Harlow Street 4, Eastmoor", 9, False),
    ]
    y = 705
    for label, text in RESCLS_ROWS:
        if label:
            items.append((LABEL_X, y, label, 10, True))
        items.append((TEXT_X, y, text, 10, False))
        y -= 13
    if footer:
        items += [
            (LABEL_X, 36, "Last updated March 2024", 8, False),
            (260, 36, "https://limnology.fenwick.example/~imq", 8, False),
            (540, 36, "1", 8, False),
        ]
    return make_pages_pdf([items])


@pytest.fixture(scope="module")
def rescls_text() -> str:
    return extract_pdf_text(_rescls_pdf())


@pytest.fixture(scope="module")
def rescls_profile():
    return read_document("cv.pdf", _rescls_pdf()).profile


def test_a_label_printed_over_two_lines_is_one_label_on_its_sections_first_row(rescls_text):
    lines = rescls_text.split("\n")
    assert any(line.startswith("Research Interests\tLake sediment dynamics") for line in lines)
    assert any(line.startswith("Honors and Awards\tEarly Career Award") for line in lines)
    assert "Interests" not in [line.split("\t")[0] for line in lines]
    # the section's second line, which had the label's second word beside it, goes on with its first
    assert "long-term environmental monitoring, citizen-science sampling networks." in rescls_text


def test_positions_printed_employer_dates_title_are_read_with_their_dates(rescls_text, rescls_profile):
    assert "Kessel Institute for Water Research, Brandholm\t2013-2018\nResearch Scientist" in rescls_text
    found = {(e.organization.split(",")[0], e.start_year, e.end_year) for e in rescls_profile.experience}
    assert {("Kessel Institute for Water Research", 2013, 2018), ("Ostvik Polar Station", 2011, 2013)} <= found
    assert ("Fenwick University", 2018, None) in found
    titles = {e.organization.split(",")[0]: e.title for e in rescls_profile.experience}
    assert titles["Ostvik Polar Station"] == "Postdoctoral Fellow"


def test_degrees_under_one_institution_heading_are_each_read(rescls_profile):
    assert [(e.degree, e.end_year) for e in rescls_profile.education] == [
        ("phd", 2011),
        ("master", 2006),
        ("bachelor", 2005),
    ]
    assert rescls_profile.education[0].institution == "Fenwick University"


def test_the_sections_beside_the_labels_are_read(rescls_profile):
    assert rescls_profile.name == "Ilse Marwood-Quan"
    assert "Lake sediment dynamics" in rescls_profile.research_interests
    assert [(a.title, a.year) for a in rescls_profile.awards] == [
        ("Early Career Award, Society for Freshwater Science", 2019),
        ("Fenwick Teaching Prize", 2021),
    ]


def test_the_footer_of_a_one_page_cv_is_gone(rescls_text):
    assert "Last updated" not in rescls_text
    assert "limnology.fenwick.example" not in rescls_text


def test_a_sidebar_of_contact_lines_is_still_no_label_column():
    # Short lines beside the text, on its baselines, that name no section: a sidebar, read apart.
    rows = [
        ("Contact", "Education"),
        ("ilse@fenwick.example", "Ph.D. in Limnology, Fenwick University, 2011"),
        ("+44 1632 960 123", "Experience"),
        ("Eastmoor", "Research Scientist, Kessel Institute, 2013 - 2018"),
    ]
    items = [(LABEL_X, 750, "Ilse Marwood-Quan", 16, True)]
    for number, (left, right) in enumerate(rows):
        items += [(LABEL_X, 700 - 14 * number, left, 10, False), (240, 700 - 14 * number, right, 10, False)]
    text = extract_pdf_text(make_pages_pdf([items]))
    assert "\t" not in text
    assert text.index("Eastmoor") < text.index("Education")


def _one_page_cv(footer: str) -> bytes:
    heading = dict(size=12, bold=True, space_before=8)
    paragraphs = [
        Para("Tomasz Reyes-Lindqvist", size=16, bold=True),
        Para("Awards", **heading),
        Para("Best Poster Award, Nordic Hydrology Meeting", right="2022"),
        Para("Graduate Fellowship, Eastmoor Water Trust", right="2020"),
    ]
    return typeset(paragraphs, footer=footer)


@pytest.mark.parametrize(
    "footer",
    [
        "Last updated March 2024",
        "Last updated: 03/2024 - https://reyes-lindqvist.example/cv",
        "Updated 12 March 2024",
        "Stand: März 2024",
        "Updated: 2024-03-01",
    ],
)
def test_a_one_page_cvs_date_stamp_is_no_award(footer):
    profile = read_document("cv.pdf", _one_page_cv(footer)).profile
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Best Poster Award, Nordic Hydrology Meeting", 2022),
        ("Graduate Fellowship, Eastmoor Water Trust", 2020),
    ]


def test_an_award_at_the_foot_of_the_page_stays():
    # a real last entry printed low on the page is no stamp: nothing about it says "updated"
    paragraphs = [Para("Tomasz Reyes-Lindqvist", size=16, bold=True), Para("Awards", size=12, bold=True)]
    paragraphs += [Para(f"Departmental Prize number {n}, Eastmoor", right=str(2000 + n)) for n in range(1, 50)]
    profile = read_document("cv.pdf", typeset(paragraphs)).profile
    assert len(profile.awards) == 49


def test_a_papers_status_at_the_foot_of_the_page_is_no_date_stamp():
    paragraphs = [Para("Tomasz Reyes-Lindqvist", size=16, bold=True), Para("Publications", size=12, bold=True)]
    words = ["in rotating drums", "of bidisperse beads in long rotating drums", "", "of wet grains"]
    paragraphs += [
        Para(f"Reyes-Lindqvist T. Segregation {words[n % 4]}, part {n}. Granular Matter, 2020.") for n in range(1, 42)
    ]
    paragraphs.append(Para("Revised and resubmitted, 2024"))
    text = extract_pdf_text(typeset(paragraphs))
    assert text.rstrip().split("\n")[-1] == "Revised and resubmitted, 2024"
