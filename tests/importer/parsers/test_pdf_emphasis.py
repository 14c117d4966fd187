"""Bold and italic runs of PDF text, read from the fonts, reach the readers as markdown emphasis (all fictional).

A publication list exported from a word processor or typeset by LaTeX prints the CV owner's name in
bold and the journal in italics; the PDF reader passes both on as the HTML reader does ("**...**",
"*...*"), so the owner is told from the co-authors and the venue from the title.
"""

import pytest

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from importer.parsers.pdfemphasis import font_style, join_emphasised, plain_text, tidy_emphasis
from tests.importer.pdfs import Para, make_pages_pdf, make_positioned_pdf, text_width, typeset

WORD_FONTS = ("ABCDEF+Calibri", "ABCDEF+Calibri-Bold", "ABCDEF+Calibri-Italic")
TEX_FONTS = ("GHIJKL+CMR10", "GHIJKL+CMBX10", "GHIJKL+CMTI10")

REFERENCES = [
    "Okafor, C. N., **Lindqvist, A. R.**, & Wu, B. (2021). Sampling sparse graphs with random walks under a "
    "privacy budget. *Journal of Imaginary Networks*, 12(3), 45–67.",
    "**Lindqvist, A. R.**, & Moreau, E. (2020). Degree-corrected block models for weighted trade networks. "
    "*Annals of Made-up Statistics*, 48(2), 901–925.",
    "Baptiste, H., Soranzo, F., **Lindqvist, A. R.**, Kaur, P., & Olumide, T. (2019). Community detection at "
    "scale: a benchmark of nine algorithms on synthetic and observed graphs. *Physical Review Pretend*, 100, 032301.",
    "**Lindqvist, A. R.** (2018). Spectral clustering with side information. In *Proceedings of the Conference "
    "on Fictional Learning* (pp. 112–120).",
    "Moreau, E., & **Lindqvist, A. R.** (2017). Stochastic blockmodels with covariates for sparse and noisy "
    "graphs. *Network Science Imaginary*, 5(1), 1–22.",
]


def _publication_list(fonts) -> bytes:
    paragraphs = [Para("Publications", size=13, bold=True, space_before=6)]
    paragraphs += [Para(ref, hanging=18, marks=True, space_before=4, fonts=fonts) for ref in REFERENCES]
    return typeset(paragraphs, footer="{page}")


@pytest.mark.parametrize("fonts", [WORD_FONTS, TEX_FONTS], ids=["word", "tex"])
def test_owner_in_bold_and_venue_in_italics_are_passed_on(fonts):
    text = extract_pdf_text(_publication_list(fonts))
    lines = text.splitlines()
    assert lines[0] == "Publications"  # a heading set wholly in bold says nothing more: plain
    assert len(lines) == 1 + len(REFERENCES)  # each reference wrapped over two lines is one line again
    assert sum("**Lindqvist, A. R.**" in line for line in lines) == len(REFERENCES)
    assert "*Journal of Imaginary Networks*, 12(3)" in text
    # an italic run that wraps over the line end is one run
    assert "In *Proceedings of the Conference on Fictional Learning* (pp. 112–120)." in text


def test_owner_in_bold_marks_the_owner_of_a_bare_publication_list():
    document = read_document("publications.pdf", _publication_list(WORD_FONTS))
    papers = document.publications
    assert len(papers) == len(REFERENCES)
    for paper in papers:
        highlighted = [author.name for author in paper.authors if author.highlighted]
        assert highlighted == ["A. R. Lindqvist"], paper.title
    by_year = {paper.year: paper for paper in papers}
    assert by_year[2021].venue_text.startswith("Journal of Imaginary Networks")
    assert by_year[2021].title == "Sampling sparse graphs with random walks under a privacy budget"


def test_a_cv_whose_name_heads_the_page_keeps_its_owner_and_sections():
    paragraphs = [
        Para("Astrid R. Lindqvist", size=18, bold=True),
        Para("Department of Network Science, Westmoor University", size=10),
        Para("Education", size=12, bold=True, space_before=8),
        Para("**Ph.D. in Statistics**, *Eastbrook University*", right="2012 – 2017", marks=True),
        Para("Publications", size=12, bold=True, space_before=8),
        *[Para(f"{n}. {ref}", hanging=18, marks=True, space_before=3) for n, ref in enumerate(REFERENCES, 1)],
    ]
    document = read_document("cv.pdf", typeset(paragraphs))
    assert document.profile.name == "Astrid R. Lindqvist"
    assert [(e.degree, e.institution, e.end_year) for e in document.profile.education] == [
        ("phd", "Eastbrook University", 2017)
    ]
    assert len(document.publications) == len(REFERENCES)
    assert all(any(a.highlighted for a in paper.authors) for paper in document.publications)


def test_whole_cells_in_one_style_bullets_and_addresses_stay_plain():
    italic, bold = "Helvetica-Oblique", "Helvetica-Bold"
    page = [
        (72, 700, "Selected Talks", 12, bold),
        (72, 680, "• Graph sampling in practice, Imaginary Workshop", 10, italic),
        (72, 665, "2021", 10, bold),
        (120, 665, "Keynote, Conference on Fictional Learning", 10, False),
        (72, 650, "Web:", 10, False),
        (100, 650, "https://lindqvist.example/cv", 10, italic),
    ]
    text = extract_pdf_text(make_pages_pdf([page]))
    assert "*" not in text
    assert "• Graph sampling in practice, Imaginary Workshop" in text
    assert "https://lindqvist.example/cv" in text


def test_a_literal_asterisk_is_kept_and_escaped_only_beside_emphasis():
    # the equal-contribution mark after the owner's bold name is a literal asterisk
    pieces = [("Okafor, C. N.*, ", False), ("Lindqvist, A. R.", True), ("*, & Wu, B. (2021). Title one.", False)]
    page, x = [], 72.0
    for text, bold in pieces:
        page.append((x, 700, text, 10, bold))
        x += text_width(text, 10, bold=bold)
    page.append((72, 680, "Plain line with a mark*, and nothing in bold.", 10, False))
    first, second = extract_pdf_text(make_pages_pdf([page])).splitlines()
    assert first == "Okafor, C. N.\\*, **Lindqvist, A. R.**\\*, & Wu, B. (2021). Title one."
    assert second == "Plain line with a mark*, and nothing in bold."


@pytest.mark.parametrize(
    ("name", "style"),
    [
        ("ABCDEF+Times-Bold", "b"),
        ("CMBX10", "b"),
        ("Arial,BoldItalic", "b"),
        ("NimbusRomNo9L-Medi", "b"),
        ("SourceSansPro-Semibold", "b"),
        ("ABCDEF+Calibri-Italic", "i"),
        ("CMTI10", "i"),
        ("SFSL1000", "i"),
        ("NimbusRomNo9L-ReguItal", "i"),
        ("MinionPro-It", "i"),
        ("LiberationSerif-Italic", "i"),
        ("CMR10", ""),
        ("TimesNewRomanPSMT", ""),
        ("Roboto-Medium", ""),
        ("ABCDEF+Digit", ""),
    ],
)
def test_font_style_from_the_font_name(name, style):
    assert font_style(name) == style


def test_emphasis_helpers():
    assert plain_text("**Lindqvist, A.**\\*, *Journal A*") == "Lindqvist, A.*, Journal A"
    assert join_emphasised("In *Proceedings of the", "Conference*, 2019") == (
        "In *Proceedings of the",
        "Conference*, 2019",
    )
    assert join_emphasised("a *struc-*", "*ture* here") == ("a *struc-", "ture* here")
    assert tidy_emphasis("**A Long** **Title**, and *B* *C*\t**2021**") == "**A Long Title**, and *B C*\t2021"
    assert tidy_emphasis("1. **Heading:**\nplain \\* mark") == "1. Heading:\nplain * mark"


def test_an_underlined_name_is_marked_as_the_web_page_readers_mark_underlining():
    # "Zhou, W.; Marchetti, L.; Osei, K. ..." with "Marchetti, L." underlined, and a table's border
    # under a line that runs on past its text (a border, not an underline)
    before, name, after = "1. Zhou, W.; ", "Marchetti, L.", "; Osei, K. Selective hydrogenation. J. Imag. Chem. 2021."
    start = 72 + text_width(before, 10)
    end = start + text_width(name, 10)
    bordered = "A line in a bordered table"
    items = [(72, 700, before + name + after), (72, 660, bordered)]
    shapes = [
        f"{start:.2f} 698.2 {end - start:.2f} 0.6 re f",  # the underline, just under the baseline
        f"66 657 {text_width(bordered, 10) + 60:.2f} 0.6 re f",  # the table's border, wider than its text
    ]
    text = extract_pdf_text(make_positioned_pdf(items, shapes=shapes))
    assert text.splitlines() == [f"{before}**{name}**{after}", bordered]


def test_positions_run_together_as_res_cls_prints_them_are_split_through_their_emphasis():
    from importer.parsers.pdfrunon import split_dated_positions

    line = (
        "Experience\t**Kestrel Labs**, Northvale. 2002–2006 (*Principal Scientist*): built a toolkit. "
        "**Harrow Systems**, Eastmere. 2006–2010 (*Senior Engineer*): led the storage team."
    )
    assert split_dated_positions(line).splitlines() == [
        "Experience",
        "Kestrel Labs, Northvale\t2002–2006",
        "Principal Scientist",
        "built a toolkit.",
        "",
        "Harrow Systems, Eastmere\t2006–2010",
        "Senior Engineer",
        "led the storage team.",
    ]
