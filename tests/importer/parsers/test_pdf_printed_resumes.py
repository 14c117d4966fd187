"""Resumes printed to PDF from a browser or a word processor (all fictional): lines broken by hand in the
middle of a sentence or a link, each position under a subheading set larger than the text, paper titles
in bold, and a CV whose text had lost its line breaks printed as one long paragraph."""

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import Para, make_pages_pdf, make_positioned_pdf, text_width, typeset

LEFT = 90.0
BULLET_TEXT = 102.0  # a typed bullet's text, and the lines under it


def _resume() -> bytes:
    """A markdown resume printed from a browser: its source's lines kept as they were typed (each a <br>)."""
    items, y = [], 740.0

    def put(text, size=12.0, font=False, x=LEFT, gap=0.0):
        nonlocal y
        y -= gap + size * 1.15
        items.append((x, y, text, size, font))

    put("Wenna Ostrander", 24, True)
    put("Employment History", 18, True, gap=14)
    put("Tidewater Instruments, 2018-present", 14, True, gap=8)
    put("(Port Isolde, ME)", 14, True)
    put("Principal Firmware Engineer", 12, "Helvetica-Oblique", gap=6)
    put("• I rebuilt the sensor pipeline of the harbour buoys and", gap=6)
    put("cut their power draw in half across three hardware", x=BULLET_TEXT)
    put("generations.", x=BULLET_TEXT)
    put("• I hired and led a team of five engineers.")
    put("Quillmark Systems, 2012-2018", 14, True, gap=10)
    put("(Lorient, France)", 14, True)
    put("Embedded Software Engineer", 12, "Helvetica-Oblique", gap=6)
    put("• I wrote the bootloader of", gap=6)
    put("every field unit shipped since 2014.", x=BULLET_TEXT)
    put("Education", 18, True, gap=14)
    put("M.S. in Electrical Engineering, Brightwater University, 2012.", gap=6)
    return make_pages_pdf([items])


def test_a_bullets_lines_broken_by_hand_mid_sentence_are_one_item():
    lines = extract_pdf_text(_resume()).splitlines()
    assert (
        "• I rebuilt the sensor pipeline of the harbour buoys and cut their power draw in half across three "
        "hardware generations." in lines
    )
    assert "• I wrote the bootloader of every field unit shipped since 2014." in lines
    assert "• I hired and led a team of five engineers." in lines


def test_a_positions_heading_set_larger_than_the_text_is_a_subheading_with_its_second_line():
    lines = extract_pdf_text(_resume()).splitlines()
    assert "### Tidewater Instruments, 2018-present (Port Isolde, ME)" in lines
    assert "### Quillmark Systems, 2012-2018 (Lorient, France)" in lines
    # the name (the largest text) and the section headings stay as they were
    assert "Wenna Ostrander" in lines and "Employment History" in lines and "Education" in lines


def test_the_positions_under_their_subheadings_are_read_with_titles_and_years():
    profile = read_document("ostrander_resume.pdf", _resume()).profile
    assert profile.name == "Wenna Ostrander"
    found = [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience]
    assert found == [
        ("Tidewater Instruments", "Principal Firmware Engineer", 2018, None),
        ("Quillmark Systems", "Embedded Software Engineer", 2012, 2018),
    ]


def _paper_list() -> bytes:
    """A list of papers printed from a web page: title, authors and venue each on a line of its own."""
    rows = [
        "• Tidal gossip for sparse harbour sensors",
        "van der Molen, P. and Ostrander, W.",
        "arXiv preprint arXiv:2301.01234, 2023",
        "• Buoys that sleep through the storm",
        "Wenna Ostrander, Piet van der Molen",
        "in Proc. of the Imaginary Workshop on Wet Networks, 2021",
    ]
    intro = [
        "The harbour sensing group studies how small buoys talk to each other and to the shore through",
        "fog, storms and long winters; these are its papers, newest first, with the preprints among them.",
    ]
    items = [(LEFT, 730.0 - 14 * n, line, 11, False) for n, line in enumerate(intro)]
    items.append((LEFT, 690.0, "Publications", 16, True))
    items += [
        (LEFT if row.startswith("•") else BULLET_TEXT, 666.0 - 14 * n, row, 11, False) for n, row in enumerate(rows)
    ]
    return make_pages_pdf([items])


def test_a_papers_venue_or_authors_line_opening_in_lowercase_stays_its_own_line():
    lines = extract_pdf_text(_paper_list()).splitlines()
    assert "van der Molen, P. and Ostrander, W." in lines
    assert "arXiv preprint arXiv:2301.01234, 2023" in lines
    assert "in Proc. of the Imaginary Workshop on Wet Networks, 2021" in lines


def test_a_link_broken_by_hand_over_two_lines_is_one_link():
    url = "https://harbour.example/exchange"
    first, second = "We shipped the Harbour Data", "Exchange to every port."
    start = 72 + text_width("We shipped the ", 10)
    links = [
        (start, 698, 72 + text_width(first, 10), 710, url),
        (72, 684, 72 + text_width("Exchange", 10), 696, url),
    ]
    text = extract_pdf_text(make_positioned_pdf([(72, 700, first), (72, 686, second)], links=links))
    assert f"We shipped the [Harbour Data Exchange]({url}) to every port." in text


RUN_ON = (
    "Ysolde Varga-Finch Education University of Marrowby, Eastholm Ph.D., Marine Acoustics, May 2006 "
    "Diploma in Physics (with Distinction), June 2001 B.Sc. Physics (first class), July 2000 Research "
    "Whale song propagation, harbour noise, sonar calibration. Interests Research Tidewater Institute, "
    "Port Isolde, Eastholm. From March Experience 2014 (Professor of Ocean Acoustics). Listening post: a "
    "network of moored hydrophones along the cold shelf. Saltmarsh Laboratories, Brine Cove, Eastholm. "
    "2006–2014 (Senior Research Scientist): acoustic tags for migrating seals, with O. Prent. Teaching "
    "Ocean Acoustics (graduate course), every autumn since 2015. Signal Processing for biologists, 2016–2020."
)


def test_a_cv_printed_from_text_without_line_breaks_is_read_section_by_section():
    profile = read_document("varga_finch_cv.pdf", typeset([Para(RUN_ON, size=10)])).profile
    assert profile.name == "Ysolde Varga-Finch"
    assert [(e.degree, e.end_year) for e in profile.education] == [("phd", 2006), ("other", 2001), ("bachelor", 2000)]
    found = [(e.organization.split(",")[0], e.title, e.start_year, e.end_year) for e in profile.experience]
    assert found == [
        ("Tidewater Institute", "Professor of Ocean Acoustics", 2014, None),
        ("Saltmarsh Laboratories", "Senior Research Scientist", 2006, 2014),
    ]


def _entry_with_wrapped_dates() -> bytes:
    """Positions as a web page lists them, each "Team, Employer, Town. Title. (dates)" on one line; the
    first's dates did not fit at the line's end and wrapped to the next line."""
    room = 612 - 2 * 72  # typeset's text width
    place = "Port Isolde, Maine, on the north quay by the old lighthouse and the ferry sheds".split()
    text, used = "", 0
    while used < len(place) and text_width(f"{text} (07/2019", 10) <= room:
        used += 1
        text = f"• Harbour Data Group, Tidewater Instruments, {' '.join(place[:used])}. Firmware Engineer."
    assert text_width(text, 10) <= room < text_width(f"{text} (07/2019", 10)  # the dates alone wrap
    paragraphs = [
        Para("Wenna Ostrander", size=18, bold=True),
        Para(
            "I build firmware for small instruments that live at sea: buoys, tide gauges and the radios that "
            "bring their readings home through fog, storms and long winters. Before that I wrote bootloaders "
            "for field units that nobody could reach once they were bolted to a pier.",
            space_before=6,
        ),
        Para("Work Experience", size=14, bold=True, space_before=8),
        Para(f"{text} (07/2019 - 03/2022)", hanging=12, space_before=4),
        Para("• Sensor Team, Quillmark Systems, Lorient. Embedded Engineer. (09/2016 - 06/2019)", hanging=12),
    ]
    return typeset(paragraphs)


def test_dates_in_brackets_wrapped_under_their_entry_stay_on_its_line():
    lines = extract_pdf_text(_entry_with_wrapped_dates()).splitlines()
    assert any(line.startswith("• Harbour Data Group") and line.endswith("(07/2019 - 03/2022)") for line in lines)
    assert "(07/2019 - 03/2022)" not in lines


def _wrap(text: str, width: float, size: float = 11) -> list[str]:
    lines, current = [], ""
    for word in text.split():
        if current and text_width(f"{current} {word}", size) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    return [*lines, current]


PROSE = (
    "I study how small instruments at sea share what they measure, and how a network of buoys can keep "
    "working through fog, storms and long winters without anyone rowing out to fix it. My group builds "
    "the radios, the firmware and the schedulers that decide who speaks when."
)
AUTHORS = "Wenna Ostrander*, Piet Lindqvist*, Ana Ruiz, Tomas Vell, Ilse Brandvold (*co-first authors)"
VENUE = "13th Imaginary Symposium on Operating Buoys Design and Implementation (OBDI ’18)"
HOBBIES = "In my spare time I sail small boats around the harbour and repair old radios for the museum."


def _homepage_with_full_lines(full_line: str) -> bytes:
    """A homepage printed from a browser, each paper's title, authors and venue a line of its own
    (<br>); `full_line` happens to fill its line to the right margin, where the prose wraps."""
    width = text_width(full_line, 11)
    rows = [*_wrap(PROSE, width), "", "Publications", "Buoys that sleep through the storm", AUTHORS, VENUE]
    rows += ["[Paper] [Code]", "", *_wrap(HOBBIES, width)]
    items, y = [(LEFT, 750.0, "Wenna Ostrander", 20, True)], 720.0
    for row in rows:
        y -= 8 if not row else 14
        if row:
            items.append((LEFT, y, row, *((14, True) if row == "Publications" else (11, False))))
    return make_pages_pdf([items])


def test_a_venue_under_an_author_line_that_fills_its_line_stays_its_own_line():
    lines = extract_pdf_text(_homepage_with_full_lines(AUTHORS)).splitlines()
    assert AUTHORS in lines and VENUE in lines
    paper = read_document("ostrander.pdf", _homepage_with_full_lines(AUTHORS)).publications[0]
    assert [a.name for a in paper.authors][-1] == "Ilse Brandvold"
    assert paper.year == 2018 and "Operating Buoys" in paper.venue_text


def test_prose_under_a_venue_line_that_fills_its_line_is_not_run_into_it():
    lines = extract_pdf_text(_homepage_with_full_lines(VENUE)).splitlines()
    assert VENUE in lines
    assert any(line.startswith("In my spare time") for line in lines)


def test_a_sidebars_short_lowercase_items_stay_one_to_a_line():
    skills = ["Skills", "python", "rust", "embedded linux", "Languages", "breton and english"]
    items = [(LEFT, 700.0 - 14 * n, line, 11, False) for n, line in enumerate(skills)]
    lines = extract_pdf_text(make_pages_pdf([items])).splitlines()
    assert lines == skills
