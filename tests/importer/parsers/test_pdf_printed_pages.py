"""A web page printed to PDF by a browser (all fictional): the browser's own header and footer go, and a
paper's title that wraps beside its venue badge (al-folio, Hugo Blox) is one line again."""

import pytest

from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import make_pages_pdf, text_width

SIZE, LEADING, TEXT_X, RIGHT = 11.0, 14.0, 160.0, 540.0
TITLE = "Variance bounds for twisted particle filters with a rather long title that wraps onto a second line"


def _title_lines() -> list[str]:
    words, lines, current = TITLE.split(), [], ""
    for word in words:
        if current and text_width(f"{current} {word}", SIZE, bold=True) > RIGHT - TEXT_X:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    return [*lines, current]


def _page(header: tuple[str, str], footer: tuple[str, str]) -> list[tuple]:
    first, second = _title_lines()
    return [
        (36, 770, header[0], 8, False),
        (260, 770, header[1], 8, False),
        (72, 720, "Publications", 16, True),
        (72, 690, "NeurIPS", 9, True),
        (TEXT_X, 690, first, SIZE, True),
        (TEXT_X, 690 - LEADING, second, SIZE, True),
        (TEXT_X, 690 - 2 * LEADING, "Petra Selvig, Hollis Brandt, and Ignatius Varga-Lund", SIZE, False),
        (TEXT_X, 690 - 3 * LEADING, "Advances in Imaginary Information Processing, 2019", SIZE, "Helvetica-Oblique"),
        (72, 620, "ICML", 9, True),
        (TEXT_X, 620, "Amortised smoothing for streaming time series", SIZE, True),
        (TEXT_X, 620 - LEADING, "Tamsin Okoye and Ignatius Varga-Lund", SIZE, False),
        (36, 30, footer[0], 8, False),
        (560, 30, footer[1], 8, False),
    ]


@pytest.mark.parametrize(
    ("header", "footer"),
    [
        (("11/26/24, 10:02 PM", "publications | Ignatius Varga-Lund"), ("https://ivl.example/publications/", "1/1")),
        (
            ("26.11.24, 22:02", "Publikationen – Ignatius Varga-Lund"),
            ("file:///home/ivl/site/publications.html", "1/1"),
        ),
    ],
)
def test_the_browsers_header_and_footer_go_on_a_one_page_print(header, footer):
    text = extract_pdf_text(make_pages_pdf([_page(header, footer)]))
    assert text.splitlines()[0] == "Publications"
    assert header[1] not in text and footer[0] not in text


def test_a_title_wrapped_beside_its_badge_is_one_line():
    lines = extract_pdf_text(make_pages_pdf([_page(("1/2/25, 9:15 AM", "x"), ("https://a.example/", "1/1"))]))
    lines = lines.splitlines()
    # the venue badge beside each title is where a paper begins (importer.parsers.pdfsitelists)
    # set in bold over its authors, as the page prints it: the title keeps its marks
    assert f"• **{TITLE}**" in lines
    assert "Petra Selvig, Hollis Brandt, and Ignatius Varga-Lund" in lines
    assert "• **Amortised smoothing for streaming time series**" in lines


def test_a_reference_whose_first_line_ends_mid_phrase_goes_on_with_a_venue_that_reads_like_names():
    """ "In Proceedings of the" cannot end a title, so "AGU Fall Meeting, San Francisco, 2019." under it is
    the rest of the reference, not the authors' line of the next one."""
    from importer.parsers.pdflayout import Line, Page, layout_text

    texts = [
        "1. Okonjo R, Tenkova M. Groundwater recharge under shifting snowmelt. Water Resour Res 58, 2022.",
        "2. Tenkova M. Uncertainty in catchment-scale travel time distributions. In Proceedings of the",
        "AGU Fall Meeting, San Francisco, 2019.",
        "3. Iwu S, Tenkova M. Soil moisture memory and drought propagation. Geophys Res Lett 47, 2020.",
    ]
    widths = [430, 432, 180, 428]
    lines = [
        Line(90, 700 - 13.5 * i, 90 + width, 710 - 13.5 * i, text, 11.0)
        for i, (text, width) in enumerate(zip(texts, widths, strict=True))
    ]
    assert layout_text([Page(612, 792, lines)]).splitlines() == [
        texts[0],
        f"{texts[1]} {texts[2]}",
        texts[3],
    ]


def test_a_short_list_wraps_at_the_mirror_of_its_left_margin():
    """Two references, each wrapped once: too few lines reach the right margin to agree on it, but a
    browser sets it as wide as the left one, so both still read as one line each."""
    left, width, size = 90.0, 612.0, 12.0
    references = [
        "• Quinlan, M., Rothwell, A. (2022). Ice nucleation in supercooled stratiform clouds of the shelf sea. "
        "J. Pretend Atmos. Sci. 79, 701-719.",
        "• Osei, B., Quinlan, M., Duval, P. (2021). Aerosol and cloud interactions over the southern ocean. "
        "Imaginary Geophysical Letters, 48, e2021GL0012.",
    ]
    items, y = [(left, 700, "Publications", 18, True)], 670.0
    for reference in references:
        lines, current = [], ""
        for word in reference.split():
            if current and text_width(f"{current} {word}", size) > width - 2 * left:
                lines.append(current)
                current = word
            else:
                current = f"{current} {word}".strip()
        lines.append(current)
        assert len(lines) == 2 and width - 2 * left - text_width(lines[0], size) < 0.04 * (width - 2 * left)
        for line in lines:
            items.append((left, y, line, size, False))
            y -= 13.5
    text = extract_pdf_text(make_pages_pdf([items], width=width))
    assert text.splitlines() == ["Publications", *references]


def test_the_sites_footer_below_the_last_entry_goes_but_a_last_line_of_text_stays():
    items = [
        (72, 720, "Publications", 16, True),
        (72, 690, "Amortised smoothing for streaming time series", SIZE, False),
        (72, 676, "Tamsin Okoye and Ignatius Varga-Lund. Imaginary Learning Letters, 2021.", SIZE, False),
        (72, 640, "© Copyright 2024 Ignatius Varga-Lund. Powered by Jekyll with a made-up theme.", 9, False),
        (72, 628, "Last updated: March 2024.", 9, False),
    ]
    text = extract_pdf_text(make_pages_pdf([items]))
    assert text.splitlines()[-1] == "Tamsin Okoye and Ignatius Varga-Lund. Imaginary Learning Letters, 2021."
    kept = extract_pdf_text(
        make_pages_pdf([items[:3] + [(72, 640, "Pipelines built with Python, 2022.", SIZE, False)]])
    )
    assert kept.splitlines()[-1] == "Pipelines built with Python, 2022."
