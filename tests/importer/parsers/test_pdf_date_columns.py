"""A narrow date column beside a CV's entries, as Word tables and LaTeX CV classes print it (all fictional).

The column is too narrow for a range, so "Sep 2021 –" wraps over "present"; the range stays one date,
on its entry's row, and the entry's own next line, beside the range's end, goes on with the entry.
"""

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import make_pages_pdf, text_width

DATES_X, ENTRY_X, RIGHT, SIZE, LEADING = 72.0, 150.0, 540.0, 10.0, 12.5

ENTRIES = [
    (
        ("Sep 2021 –", "present"),
        "Lecturer in Marine Ecology, School of Ocean Sciences, Saltmarsh University. Teaching benthic ecology "
        "and field methods; supervising four doctoral students.",
    ),
    (("Jan 2018 –", "Aug 2021"), "Research Fellow, Coral Reef Monitoring Unit, Isle of Pellmar Marine Station."),
    (("2016", "– 2017"), "Research Assistant, Department of Zoology, Kingsbridge University, on a project about kelp."),
    (("2015 –", "2016"), "Field Technician, Greyhaven Fisheries Trust."),
]


def _wrapped(text: str) -> list[str]:
    lines, current = [], ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and text_width(candidate, SIZE) > RIGHT - ENTRY_X:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current]


def _cv() -> bytes:
    items = [(DATES_X, 740, "Teodora Blanchard-Oyelaran", 16, True), (DATES_X, 712, "Employment", 12, True)]
    y = 712 - 2 * LEADING
    for dates, entry in ENTRIES:
        lines = _wrapped(entry)
        for number in range(max(len(lines), len(dates))):
            if number < len(dates):
                items.append((DATES_X, y - number * LEADING, dates[number], SIZE, False))
            if number < len(lines):
                items.append((ENTRY_X, y - number * LEADING, lines[number], SIZE, False))
        y -= (max(len(lines), len(dates)) + 0.6) * LEADING
    return make_pages_pdf([items])


def test_a_range_wrapped_in_a_narrow_column_is_one_date_on_its_entrys_row():
    lines = extract_pdf_text(_cv()).splitlines()
    assert lines[2:] == [
        f"{ENTRIES[0][1]}\tSep 2021 – present",
        f"{ENTRIES[1][1]}\tJan 2018 – Aug 2021",
        f"{ENTRIES[2][1]}\t2016 – 2017",
        f"{ENTRIES[3][1]}\t2015 – 2016",
    ]


def test_each_position_keeps_its_dates():
    experience = read_document("cv.pdf", _cv()).profile.experience
    assert [(job.title, job.start_year, job.end_year) for job in experience] == [
        ("Lecturer in Marine Ecology", 2021, None),
        ("Research Fellow", 2018, 2021),
        ("Research Assistant", 2016, 2017),
        ("Field Technician", 2015, 2016),
    ]


def test_an_email_under_a_postal_address_that_fills_its_line_stays_a_line_of_its_own():
    address = "Harbour Street 12, Flat 4, Old Town, 1010 Greyhaven, Imaginaria"
    prose = "Design of porous catalysts for gas separation; coordination of two national projects and " * 2
    items = [(DATES_X, 740, "Bartholomew Ngata-Lindqvist", 16, True), (ENTRY_X, 716, address, SIZE, False)]
    assert RIGHT - ENTRY_X - text_width(address, SIZE) < text_width("bnl@greyhaven.example", SIZE)
    items.append((ENTRY_X, 716 - LEADING, "bnl@greyhaven.example", SIZE, False))
    y = 716 - 3 * LEADING
    for number, line in enumerate(_wrapped(prose)):
        items.append((ENTRY_X, y - number * LEADING, line, SIZE, False))
    items.append((DATES_X, y, "2019 – 2023", SIZE, False))
    lines = extract_pdf_text(make_pages_pdf([items])).splitlines()
    assert lines[1:3] == [address, "bnl@greyhaven.example"]


def test_labels_and_ranges_wrapped_in_a_europass_left_column_are_one_each():
    # the 2004-2019 Europass layout: labels and dates set flush right in a column left of the entries
    edge, entry = 200.0, 224.0

    def right(y, text, size=SIZE):
        return (edge - text_width(text, size), y, text, size, False)

    items = [
        right(740, "PERSONAL"),
        (entry, 740, "Bartholomew Ngata-Lindqvist", 13, False),
        right(740 - LEADING, "INFORMATION"),
        (entry, 740 - 2 * LEADING, "bnl@greyhaven.example", SIZE, False),
        right(700, "WORK EXPERIENCE"),
        right(684, "01/03/2015–"),
        (entry, 684, "Postdoctoral Researcher", SIZE, False),
        right(684 - LEADING, "30/09/2019"),
        (entry, 684 - LEADING, "University of Westmarch, Westmarch (Imaginaria)", SIZE, False),
        right(640, "EDUCATION AND"),
        right(640 - LEADING, "TRAINING"),
        right(610, "2011 – 2015"),
        (entry, 610, "PhD in Chemistry, University of Westmarch", SIZE, False),
        right(594, "2009 – 2011"),
        (entry, 594, "MSc in Chemical Engineering, Greyhaven Polytechnic", SIZE, False),
        right(578, "2006 – 2009"),
        (entry, 578, "BSc in Chemistry, Greyhaven Polytechnic", SIZE, False),
    ]
    lines = extract_pdf_text(make_pages_pdf([items])).splitlines()
    assert lines == [
        "PERSONAL INFORMATION\tBartholomew Ngata-Lindqvist",
        "bnl@greyhaven.example",
        "WORK EXPERIENCE",
        "Postdoctoral Researcher\t01/03/2015–30/09/2019",
        "University of Westmarch, Westmarch (Imaginaria)",
        "EDUCATION AND TRAINING",
        "PhD in Chemistry, University of Westmarch\t2011 – 2015",
        "MSc in Chemical Engineering, Greyhaven Polytechnic\t2009 – 2011",
        "BSc in Chemistry, Greyhaven Polytechnic\t2006 – 2009",
    ]
