"""Publication lists of PDF and plain-text CVs print an entry over several lines: the title, the authors
wrapped over two lines, the venue, the links. The authors' second line goes on the list ("Jon Veck," over
"Tomas Weir"), whatever follows it: a footnote legend, a blank line, the venue."""

import pytest

from importer.parsers.documents import read_document
from tests.importer.pdfs import make_pdf

ENTRIES = [
    "Mara Quell",
    "",
    "Publications",
    "",
    "Tidewater: Adaptive Placement for Streaming Joins",
    "Mara Quell*, Ivo Brandt*, Lena Farrow*, Oskar Ruhl, Pia Stenn, Jon Veck,",
    "Tomas Weir (*co-first authors)",
    "18th Symposium on Imaginary Systems (ISYS 2024)",
    "",
    "Gradient Folding for Sparse Training on Accelerators",
    "Ivo Brandt, Mara Quell, Lena Farrow, Oskar Ruhl, Pia Stenn, Jon Veck, Tomas",
    "Weir",
    "Proceedings of the Workshop on Made Up Things (MUT 2023)",
    "",
    "Lanterns for Lossy Links",
    "Mara Quell, Ivo Brandt, Lena Farrow, Oskar Ruhl, Pia Stenn, Jon Veck,",
    "Tomas Weir and Ansel Drue",
    "",
    "Journal of Pretend Networks, 2022",
]


def _check(document):
    by_title = {p.title: p for p in document.publications}
    assert set(by_title) == {
        "Tidewater: Adaptive Placement for Streaming Joins",
        "Gradient Folding for Sparse Training on Accelerators",
        "Lanterns for Lossy Links",
    }
    tidewater = by_title["Tidewater: Adaptive Placement for Streaming Joins"]
    assert [a.name for a in tidewater.authors][-2:] == ["Jon Veck", "Tomas Weir"]
    assert [a.name for a in tidewater.authors if a.equal_contribution] == ["Mara Quell", "Ivo Brandt", "Lena Farrow"]
    assert tidewater.venue_text.startswith("18th Symposium on Imaginary Systems")
    folding = by_title["Gradient Folding for Sparse Training on Accelerators"]
    assert [a.name for a in folding.authors][-1] == "Tomas Weir"
    lanterns = by_title["Lanterns for Lossy Links"]
    assert [a.name for a in lanterns.authors][-2:] == ["Tomas Weir", "Ansel Drue"]
    assert lanterns.venue_text.startswith("Journal of Pretend Networks")


@pytest.mark.parametrize("blank_before_venue", [False, True])
def test_a_text_cv_whose_author_lines_wrap(blank_before_venue):
    lines = list(ENTRIES)
    if blank_before_venue:
        lines.insert(lines.index("18th Symposium on Imaginary Systems (ISYS 2024)"), "")
    _check(read_document("cv.txt", "\n".join(lines).encode()))


def test_a_pdf_cv_whose_author_lines_wrap():
    # evenly spaced lines, no gap between entries: each venue's year ends its entry
    _check(read_document("cv.pdf", make_pdf([line or " " for line in ENTRIES])))
