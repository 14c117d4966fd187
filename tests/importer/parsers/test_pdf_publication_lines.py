"""A publication list printed from a web page or a word processor (all fictional): each paper a title
line, an author line and a venue line in italics, evenly spaced with no gap between the papers.

The author line that fills its line is not joined with the venue under it, and a venue with no year
("Pebble Letters", "(PSS'24)") under a wrapped author list is the end of its paper, not the first line
of the next title.
"""

import pytest

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import Para, text_width, typeset

# exactly as wide as the text column: the venue's first word would not have fitted after it
FULL_LINE_AUTHORS = "Marta Quillon-Reyes, Ivo Pekkanen, Saoirse O'Mahony, Priya Ramasundaram, Jonah Feld, Noor El-Amin"
WRAPPED_AUTHORS = (
    "Tobin Ashgrove, Marta Quillon-Reyes, Lena Brückner, Wendell Okafor, Kasimir Ødegård, Félix Marchetti, "
    "Ansel Drue, Ivo Pekkanen, Jonah Feld"
)
PAPERS = [
    ("Grain sorting in braided gravel-bed rivers under flashy floods", WRAPPED_AUTHORS, "Pebble Letters"),
    (
        "Bedload pulses recorded by a low-cost hydrophone array",
        FULL_LINE_AUTHORS,
        "Annual Meeting of the Pretend Sediment Society",
    ),
    (
        "A benchmark of morphodynamic models for pretend river restoration",
        "Noor El-Amin and Marta Quillon-Reyes",
        "Proc. of the Pebble Sorting Symposium (PSS'24)",
    ),
    (
        "Armouring of a regulated river bed after dam removal",
        WRAPPED_AUTHORS,
        "Journal of Imaginary Geomorphology, 2021",
    ),
]


def _list_pdf(*, bold_titles: bool) -> bytes:
    paragraphs = [Para("Marta Quillon-Reyes", size=16, bold=True), Para("Publications", size=12, bold=True)]
    for title, authors, venue in PAPERS:
        paragraphs += [
            Para(f"**{title}**" if bold_titles else title, marks=bold_titles),
            Para(authors),
            Para(f"*{venue}*", marks=True),
        ]
    return typeset(paragraphs)


def test_the_fixture_prints_the_author_line_as_wide_as_the_column():
    assert 466 < text_width(FULL_LINE_AUTHORS, 10) <= 468  # 612 points wide, 72 each side


def test_an_italic_venue_under_a_full_author_line_stays_a_line_of_its_own():
    lines = extract_pdf_text(_list_pdf(bold_titles=False)).splitlines()
    assert FULL_LINE_AUTHORS in lines
    assert "Annual Meeting of the Pretend Sediment Society" in lines


def test_each_paper_of_an_evenly_spaced_list_keeps_its_title_authors_and_venue():
    for bold_titles in (False, True):
        publications = read_document("quillon_reyes_papers.pdf", _list_pdf(bold_titles=bold_titles)).publications
        assert [p.title for p in publications] == [title for title, _, _ in PAPERS]
        by_title = {p.title: p for p in publications}
        first, second, third, _ = (by_title[title] for title, _, _ in PAPERS)
        assert first.venue_text == "Pebble Letters"
        assert len(first.authors) == 9 and first.authors[-1].name == "Jonah Feld"
        assert [a.name for a in second.authors][-2:] == ["Jonah Feld", "Noor El-Amin"]
        assert second.venue_text.startswith("Annual Meeting of the Pretend Sediment Society")
        assert third.venue_text.startswith("Proc. of the Pebble Sorting Symposium") and third.year == 2024


def test_a_venue_without_a_year_under_a_wrapped_author_list_is_no_start_of_the_next_title():
    """Two papers: too few lines reach the right margin to tell where it is, so the author list that
    wrapped stays two lines; the venue line under them still ends the first paper."""
    paragraphs = [Para("Marta Quillon-Reyes", size=16, bold=True), Para("Publications", size=12, bold=True)]
    for title, authors, venue in (PAPERS[0], PAPERS[2]):
        paragraphs += [Para(title), Para(authors), Para(f"*{venue}*", marks=True)]
    first, second = read_document("quillon_reyes_short_list.pdf", typeset(paragraphs)).publications
    assert (first.title, first.venue_text, len(first.authors)) == (PAPERS[0][0], "Pebble Letters", 9)
    assert second.title == PAPERS[2][0]
    assert [a.name for a in second.authors] == ["Noor El-Amin", "Marta Quillon-Reyes"]


def test_a_venue_line_of_button_words_set_as_a_phrase_is_kept():
    from importer.parsers.pdfsitelists import printed_site_list

    text = "Bedload pulses in a pretend river\nIvo Pekkanen, Noor El-Amin\narXiv preprint\nABS ARXIV PDF\nPDF Cite Code"
    assert printed_site_list(text).split("\n")[:3] == text.split("\n")[:3]
    assert "PDF" not in printed_site_list(text)


@pytest.mark.parametrize("count", [3, 1])
def test_a_year_in_a_date_column_beside_the_title_dates_the_paper_and_leaves_its_title(count):
    """A CV's table: the year in a narrow left column beside each paper's title, its authors and its
    venue (a meeting and its town, no year) on the lines under the title; two names alone on the
    line under a title are its authors, not the title's end, when no margin shows where lines wrap."""
    papers = [
        (
            "2023",
            "Mid-infrared combs from a pretend microresonator",
            "R. Eikeland-Tovar, L. Virtanen, P. Ngata",
            "Conference on Imaginary Lasers and Electro-Optics (CILEO)",
        ),
        (
            "2022",
            "Thermal tuning of silicon nitride ring filters",
            "L. Virtanen, R. Eikeland-Tovar",
            "European Pretend Optics Meeting, Lund",
        ),
        (
            "2021",
            "Dispersion engineering with slot waveguides",
            "R. Eikeland-Tovar, P. Ngata",
            "Photonics Imaginary Workshop",
        ),
    ][-count:]
    paragraphs = [Para("Rasmus Eikeland-Tovar", size=16, bold=True), Para("Conference Papers", size=12, bold=True)]
    for year, title, authors, venue in papers:
        paragraphs += [
            Para(title, left=year, indent=60),
            Para(authors, indent=60),
            Para(f"*{venue}*", marks=True, indent=60),
        ]
    publications = read_document("eikeland_tovar_cv.pdf", typeset(paragraphs)).publications
    assert [(p.title, p.year) for p in publications] == [(title, int(year)) for year, title, _, _ in papers]
    assert publications[-1].venue_text.startswith("Photonics Imaginary Workshop")
    assert [a.name for a in publications[-1].authors] == ["R. Eikeland-Tovar", "P. Ngata"]
    if count > 1:
        assert publications[1].venue_text.startswith("European Pretend Optics Meeting")
        assert [a.name for a in publications[1].authors] == ["L. Virtanen", "R. Eikeland-Tovar"]


AUTHORS_FIRST = [
    (
        "Ines Marwick-Soto, Joaquim Brell, Ade Fashola",
        "Latent pebble models for river sediment sorting",
        "Journal of Imaginary Geomorphology, 2023",
    ),
    (
        "Joaquim Brell, Ines Marwick-Soto",
        "Counting grains with pretend lasers",
        "Proc. of the Pebble Sorting Symposium (PSS'22)",
    ),
    (
        "Ade Fashola, Ines Marwick-Soto, Nilufar Kasymova, Ottilie Brandvold",
        "Flash flood sediment pulses in arid catchments",
        "Pretend Hydrology Letters",
    ),
]


def test_a_list_of_authors_over_their_title_and_venue_reads_each_paper():
    paragraphs = [Para("Ines Marwick-Soto", size=16, bold=True), Para("Publications", size=12, bold=True)]
    for authors, title, venue in AUTHORS_FIRST:
        paragraphs += [Para(authors), Para(f"**{title}**", marks=True), Para(f"*{venue}*", marks=True)]
    publications = read_document("marwick_soto.pdf", typeset(paragraphs)).publications
    assert [p.title for p in publications] == [title for _, title, _ in AUTHORS_FIRST]
    assert [len(p.authors) for p in publications] == [3, 2, 4]
    assert publications[0].venue_text == "Journal of Imaginary Geomorphology, 2023"
    assert (
        publications[1].venue_text.startswith("Proc. of the Pebble Sorting Symposium") and publications[1].year == 2022
    )


def test_the_same_list_in_markdown_paragraphs_reads_each_paper():
    text = "# Ines Marwick-Soto\n\n## Publications\n\n" + "\n\n".join(
        f"{authors}  \n**{title}**  \n*{venue}*" for authors, title, venue in AUTHORS_FIRST
    )
    publications = read_document("marwick_soto.md", text.encode()).publications
    assert [p.title for p in publications] == [title for _, title, _ in AUTHORS_FIRST]
    assert publications[2].venue_text == "Pretend Hydrology Letters"


def test_short_lines_that_happen_to_end_together_are_no_right_margin():
    """Three short titles end within a few points of each other, far left of where a line of authors
    ends: that is no margin the lines wrap at, so the venue under a title is not its second line."""
    from importer.parsers.pdflayout import Line, Page, layout_text

    rows = [
        ("Ines Marwick-Soto, Joaquim Brell, Ade Fashola", 322),
        ("Latent pebble models for river sediment sorting", 334),
        ("Journal of Imaginary Geomorphology, 2023", 304),
        ("Joaquim Brell, Ines Marwick-Soto", 256),
        ("Counting grains with pretend lasers", 274),
        ("Proc. of the Pebble Sorting Symposium (PSS'22)", 325),
        ("Ade Fashola, Ines Marwick-Soto, Nilufar Kasymova, Ottilie Brandvold", 434),
        ("Flash flood sediment pulses in arid catchments", 329),
        ("Pretend Hydrology Letters", 218),
    ]
    lines = [Line(90, 700 - 14 * i, end, 709 - 14 * i, text, 12.0) for i, (text, end) in enumerate(rows)]
    assert layout_text([Page(612, 792, lines)]).splitlines() == [text for text, _ in rows]
