"""The rules that turn a PDF's positioned lines into text, on hand-placed lines (no PDF needed)."""

import pytest

from importer.parsers.pdflayout import Line, Page, clean_line_text, join_wrapped, layout_text

CHAR = 5.0  # points per character of the hand-placed lines below
SIZE = 10.0
LEADING = 12.0


def line(x: float, y: float, text: str, size: float = SIZE) -> Line:
    return Line(x, y, x + CHAR * len(text), y + size * 0.7, text, size)


def wrapped_paragraph(x: float, y: float, lines: list[str], *, hanging: float = 0, right: float = 540) -> list[Line]:
    """Lines set left-aligned between x and `right`, each (but the last) ending at the right margin."""
    placed = []
    for number, text in enumerate(lines):
        start = x if number == 0 else x + hanging
        if number < len(lines) - 1:  # a full line: its characters spread to the margin, as justified text
            placed.append(Line(start, y, right, y + SIZE * 0.7, text, SIZE))
        else:
            placed.append(line(start, y, text))
        y -= LEADING
    return placed


def page(lines: list[Line]) -> Page:
    return Page(612, 792, lines)


@pytest.mark.parametrize(
    ("upper", "lower", "joined"),
    [
        ("the struc-", "ture of the cage", "the structure of the cage"),
        ("with Anna Smith-", "Jones and others", "with Anna Smith-Jones and others"),
        ("Chem. Sci. 2018, 9, 5521-", "5530.", "Chem. Sci. 2018, 9, 5521-5530."),
        ("Neuron. 2022, 110, 612–", "627.", "Neuron. 2022, 110, 612–627."),
        ("a self-", "supervised model", "a self-supervised model"),
        ("a state-of-the-", "art result", "a state-of-the-art result"),
        ("doi: https://doi.org/10.1021/", "jacs.1c01234", "doi: https://doi.org/10.1021/jacs.1c01234"),
        ("an unbroken", "line", "an unbroken line"),
        ("a dash -", "then more", "a dash - then more"),
        ("soft\u00ad", "ware", "software"),
    ],
)
def test_a_word_broken_at_a_line_end_is_mended_and_a_real_hyphen_kept(upper, lower, joined):
    assert join_wrapped(upper, lower) == joined


def test_a_compound_the_document_prints_hyphenated_elsewhere_keeps_its_hyphen():
    assert join_wrapped("a data-", "driven method", {"data-driven"}) == "a data-driven method"
    assert join_wrapped("a data-", "driven method") == "a datadriven method"


def test_ligatures_are_spelt_out_and_symbol_glyphs_without_text_dropped():
    assert clean_line_text("eﬃcient ﬂuorinated ﬁlms of stuﬀ") == "efficient fluorinated films of stuff"
    assert clean_line_text("(cid:5) Early detection of errors") == "• Early detection of errors"
    assert clean_line_text("Phone (cid:66) 555 0100") == "Phone 555 0100"


def _cv_page(number: int, body: list[Line]) -> Page:
    running = [
        line(72, 756, f"Okafor — Curriculum Vitae — {number}"),
        line(290, 36, f"Page {number} of 3"),
    ]
    return page(running + body)


def test_running_headers_page_numbers_and_the_repeated_name_go():
    pages = [
        _cv_page(1, [line(72, 700, "Chidinma Okafor", size=16), line(72, 670, "Education")]),
        page([line(72, 756, "Chidinma Okafor", size=8), line(72, 700, "Experience"), line(300, 40, "2")]),
        _cv_page(3, [line(72, 700, "Publications")]),
    ]
    pages[1].lines.append(line(72, 650, "Senior Lecturer, Riverbend"))
    pages.append(_cv_page(4, [line(72, 700, "Service")]))
    text = layout_text(pages)
    assert text.replace("\f", "").split("\n") == [
        "Chidinma Okafor",
        "Education",
        "Experience",
        "Senior Lecturer, Riverbend",
        "Publications",
        "Service",
    ]


def test_the_owners_name_in_the_header_of_the_second_of_two_pages_goes():
    pages = [
        page([line(72, 700, "Chidinma Okafor", size=16), line(72, 670, "Education"), line(72, 658, "MD, Riverbend")]),
        page([line(72, 756, "Chidinma Okafor, CV – 2", size=8), line(72, 700, "Service"), line(72, 688, "Reviewer")]),
    ]
    text = layout_text(pages).replace("\f", "")
    assert text.split("\n") == ["Chidinma Okafor", "Education", "MD, Riverbend", "Service", "Reviewer"]


def test_a_reference_naming_the_owner_atop_a_later_page_stays():
    pages = [
        page([line(72, 700, "Chidinma Okafor", size=16), line(72, 670, "Publications")]),
        page([line(72, 756, "Brandt K, Chidinma Okafor. Procalcitonin-guided therapy. BMJ Open. 2020.")]),
    ]
    assert layout_text(pages).replace("\f", "").split("\n")[-1].startswith("Brandt K, Chidinma Okafor.")


def test_a_year_heading_opening_every_page_is_no_running_header():
    papers = {2023: "Tidal mixing in fjords.", 2022: "Sediment plumes.", 2021: "Ice-shelf basal melt."}
    pages = [page([line(72, 740, str(year)), line(72, 720, title)]) for year, title in papers.items()]
    assert layout_text(pages).replace("\f", "").split("\n") == [
        "2023",
        "Tidal mixing in fjords.",
        "2022",
        "Sediment plumes.",
        "2021",
        "Ice-shelf basal melt.",
    ]


def test_a_line_at_the_page_edge_that_is_not_repeated_stays():
    # (a date stamp there, "Updated March 2024", is the page's footer: test_cv_footers.py)
    pages = [page([line(72, 720, "Research Statement"), line(72, 60, "References on request, 2024")])]
    assert layout_text(pages).split("\n") == ["Research Statement", "References on request, 2024"]


def test_a_reference_under_a_hanging_indent_is_one_line_and_the_next_number_starts_another():
    body = wrapped_paragraph(
        72,
        700,
        ["1. Brandt K, Okafor CN. Procalcitonin-guided therapy in the", "emergency department. BMJ Open."],
        hanging=18,
    )
    body += wrapped_paragraph(
        72, 676, ["2. Lind PJ, Okafor CN. Sepsis recognition in rural hospitals:", "a study."], hanging=18
    )
    body += wrapped_paragraph(
        72, 652, ["3. Okafor CN. A third paper that fills the whole line to the", "margin. Lancet."]
    )
    assert layout_text([page(body)]).split("\n") == [
        "1. Brandt K, Okafor CN. Procalcitonin-guided therapy in the emergency department. BMJ Open.",
        "2. Lind PJ, Okafor CN. Sepsis recognition in rural hospitals: a study.",
        "3. Okafor CN. A third paper that fills the whole line to the margin. Lancet.",
    ]


def statement(y: float) -> list[Line]:
    """A justified paragraph of three full lines and a short last one, starting at `y`."""
    texts = [
        "Our group studies how small molecules cross the membranes of",
        "bacterial cells, combining synthesis, spectroscopy and models",
        "of transport, with the aim of designing antibiotics that reach",
        "their targets.",
    ]
    return wrapped_paragraph(72, y, texts)


def test_short_lines_a_blank_gap_a_new_size_and_an_indented_paragraph_are_not_joined():
    body = [
        line(72, 700, "Ph.D. in Chemistry"),  # short: nothing wrapped
        line(72, 688, "Advisor: Prof. Lindqvist"),
        *wrapped_paragraph(72, 660, ["A research statement that runs to the right margin and", "on."]),
        line(72, 630, "Teaching", size=14),  # a blank gap above and a larger size
        Line(72, 610, 540, 617, "First paragraph of a statement that runs to the margin and", SIZE),
        Line(72, 598, 540, 605, "goes on to the margin on its second line as well, and", SIZE),
        line(90, 586, "Second paragraph, indented on its first line."),
    ]
    assert layout_text([page(body)]).split("\n") == [
        "Ph.D. in Chemistry",
        "Advisor: Prof. Lindqvist",
        "A research statement that runs to the right margin and on.",
        "Teaching",
        "First paragraph of a statement that runs to the margin and goes on to the margin on its second line as well, and",
        "Second paragraph, indented on its first line.",
    ]


def test_a_paragraph_goes_on_over_a_page_break():
    first = statement(130)[:3]
    second = [line(72, 720, "their targets."), line(72, 690, "Service")]
    text = layout_text([page(first), page(second)]).replace("\f", "")
    assert text.split("\n")[0].endswith("with the aim of designing antibiotics that reach their targets.")
    assert text.split("\n")[1] == "Service"


def test_lines_of_a_few_short_entries_are_never_joined():
    # No right margin can be told from three ragged lines: none of them is taken for a wrapped one.
    body = [line(72, 700, "Contact"), line(72, 688, "h.ngata-ruiz@eastmoor.example.edu"), line(72, 676, "Skills")]
    assert layout_text([page(body)]).split("\n") == ["Contact", "h.ngata-ruiz@eastmoor.example.edu", "Skills"]


def test_dates_on_the_entry_row_follow_the_entry_and_its_wrapped_text_joins_it():
    body = [
        *statement(740),
        line(72, 700, "2019 – 2022"),
        Line(150, 700, 540, 707, "Postdoctoral Fellow in the Laboratory of Molecular Pharmacology and", SIZE),
        line(150, 688, "Toxicology, Riverbend Institute"),
        line(72, 664, "2014 – 2019"),
        line(150, 664, "Ph.D. in Pharmacology, University of Eastmoor"),
    ]
    assert layout_text([page(body)]).split("\n")[1:] == [
        "Postdoctoral Fellow in the Laboratory of Molecular Pharmacology and Toxicology, Riverbend Institute"
        "\t2019 – 2022",
        "Ph.D. in Pharmacology, University of Eastmoor\t2014 – 2019",
    ]


def test_section_labels_left_of_the_text_stay_first_on_their_row_and_the_text_wraps_under_itself():
    # res.cls and Word tables: the section name at the left margin, on the first line of its section.
    body = [
        line(40, 700, "Education"),
        Line(150, 700, 540, 707, "Ph.D. in Marine Geology, University of Westfold, thesis on sediment", SIZE),
        line(150, 688, "transport in glacial fjords"),
        line(150, 676, "B.Sc. in Earth Sciences, Lakeshore College"),
        line(40, 652, "Publications"),
        Line(150, 652, 540, 659, "[1] Varga BQ, Tembo LM. Tidal mixing and sediment plumes in Arctic", SIZE),
        line(168, 640, "fjords. J Geophys Res Oceans. 2022;127:e2021JC01."),
        Line(150, 628, 540, 635, "[2] Tembo LM, Varga BQ. Basal melt of ice shelves under warming", SIZE),
        line(168, 616, "scenarios. Geophys Res Lett. 2021;48:e2020GL09."),
        Line(150, 604, 540, 611, "[3] Varga BQ. Turbidity currents measured from moorings over two", SIZE),
        line(168, 592, "winters. Mar Geol. 2020;421:106090."),
        line(40, 568, "Service"),
        line(150, 568, "Reviewer for Marine Geology"),
    ]
    assert layout_text([page(body)]).split("\n") == [
        "Education\tPh.D. in Marine Geology, University of Westfold, thesis on sediment transport in glacial fjords",
        "B.Sc. in Earth Sciences, Lakeshore College",
        "Publications\t[1] Varga BQ, Tembo LM. Tidal mixing and sediment plumes in Arctic fjords. "
        "J Geophys Res Oceans. 2022;127:e2021JC01.",
        "[2] Tembo LM, Varga BQ. Basal melt of ice shelves under warming scenarios. Geophys Res Lett. 2021;48:e2020GL09.",
        "[3] Varga BQ. Turbidity currents measured from moorings over two winters. Mar Geol. 2020;421:106090.",
        "Service\tReviewer for Marine Geology",
    ]


def test_a_reference_printed_flush_after_one_that_ended_at_the_margin_starts_its_own_line():
    body = [
        *statement(740),
        Line(72, 680, 540, 687, "Okafor CN, Lind PJ, Brandt K. Early antibiotic de-escalation in", SIZE),
        Line(72, 668, 538, 675, "pneumonia: a multicentre cohort study. Lancet Infect Dis. 2021;21:512.", SIZE),
        line(72, 656, "Brandt K, Okafor CN. Procalcitonin-guided therapy. BMJ Open. 2020;10:e03."),
    ]
    assert layout_text([page(body)]).split("\n")[1:] == [
        "Okafor CN, Lind PJ, Brandt K. Early antibiotic de-escalation in pneumonia: a multicentre cohort study. "
        "Lancet Infect Dis. 2021;21:512.",
        "Brandt K, Okafor CN. Procalcitonin-guided therapy. BMJ Open. 2020;10:e03.",
    ]
