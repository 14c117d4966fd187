"""PDF layouts with a narrow column beside the text: an old Europass CV's dates left of several posts, and a
listing page printed from a browser with each item's date and authors right of it (all fictional)."""

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.parsers.test_cv_template_kinds import OLD_EUROPASS
from tests.importer.pdfs import Para, make_pages_pdf, text_width, typeset

# --- an old Europass CV: each post's dates in the label column; short titles beside them are no venue badges

POSTS = [
    ("01/10/2020 – Present", "Research associate", "Marsh Institute, Utrecht (Netherlands)"),
    ("01/10/2019 – 30/09/2020", "Assistant lecturer", "Marsh Institute, Utrecht (Netherlands)"),
    (
        "01/03/2017 – 30/09/2020",
        "Postdoctoral research associate in computational hydrology of fictional flood plains and deltas",
        "Quillon University of Applied Sciences, Ghent (Belgium)",
    ),
    (
        "01/09/2013 – 28/02/2017",
        "Doctoral researcher in sediment budgets of rivers that run uphill in winter",
        "Brackwater Polytechnic, Delft (Netherlands)",
    ),
]


def _europass(posts) -> list[Para]:
    paras = [
        Para("Curriculum Vitae", left="Europass", indent=150, size=14),
        Para("Maarten Oosterveld-Riis", left="PERSONAL INFORMATION", indent=150, size=12, space_before=8),
        Para("maarten.or@example.org", indent=150, size=9),
        Para("WORK EXPERIENCE", size=11, space_before=10),
    ]
    for dates, title, employer in posts:
        paras.append(Para(title, left=dates, indent=150, size=11, space_before=4))
        paras.append(Para(employer, indent=150, size=9))
        paras.append(Para("• Models of water that nobody asked for", indent=150, size=9))
    return paras


def test_every_europass_post_keeps_its_dates_on_its_titles_row():
    text = extract_pdf_text(typeset(_europass(POSTS)))
    lines = text.split("\n")
    for dates, title, employer in POSTS:
        assert f"{title}\t{dates.replace(' – ', '–')}" in lines or f"{title}\t{dates}" in lines, text
        assert employer in lines
    assert not any(line.startswith("• 01/") for line in lines)  # a date is no item of a list


def test_the_old_europass_fixtures_posts_keep_their_titles():
    document = read_document("europass_2013.pdf", typeset(OLD_EUROPASS))
    assert [(e.title, e.start_year) for e in document.profile.experience] == [
        ("Research associate", 2020),
        ("Doctoral researcher", 2016),
    ]


def test_europass_posts_with_long_titles_are_read_as_posts():
    document = read_document("europass.pdf", typeset(_europass(POSTS)))
    assert [(e.organization, e.start_year, e.end_year) for e in document.profile.experience] == [
        ("Marsh Institute", 2020, None),
        ("Marsh Institute", 2019, 2020),
        ("Quillon University of Applied Sciences", 2017, 2020),
        ("Brackwater Polytechnic", 2013, 2017),
    ]
    assert all(e.title for e in document.profile.experience)


# --- a listing printed from a browser: title and venue left, date and authors in a narrow right column ----

PAPERS = [
    (
        "Counting imaginary otters along a river that bends twice in the fog",
        "Journal of Fictional Ecology",
        "Mar 3, 2024",
        "Ines Marlowe, Tobias Renk, Yara Quist",
    ),
    ("A tidy model of puddle depth", "Proceedings of the Damp Conference", "Nov 12, 2023", "Tobias Renk, Ines Marlowe"),
    (
        "Lichens that prefer the north side of fictional towers: a long survey of nothing much",
        "Annals of Made-up Botany",
        "Jun 1, 2022",
        "Yara Quist, Ines Marlowe, Odile Fenwick-Baer",
    ),
]


def _wrapped(text: str, size: float, bold: bool, room: float) -> list[str]:
    lines, current = [], ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and text_width(candidate, size, bold=bold) > room:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current]


def _listing(papers, *, right_x: float = 440, room: float = 330, author_room: float = 100) -> bytes:
    items = [(72, 740, "Ines Marlowe", 20, True), (72, 715, "Publications", 16, True)]
    y = 680.0
    for title, venue, date, authors in papers:
        left = [(line, 12, True) for line in _wrapped(title, 12, True, room)] + [(venue, 10, False)]
        right = [(date, 9)] + [(line, 9) for line in _wrapped(authors, 9, False, author_room)]
        left_y = right_y = y
        for text, size, bold in left:
            items.append((72, left_y, text, size, bold))
            left_y -= size * 1.3
        for text, size in right:
            items.append((right_x, right_y, text, size, False))
            right_y -= size * 1.3
        y = min(left_y, right_y) - 20
    return make_pages_pdf([items])


def test_a_listings_narrow_column_is_read_with_the_item_beside_it():
    text = extract_pdf_text(_listing(PAPERS))
    assert (
        "**Counting imaginary otters along a river that bends twice in the fog**\n"
        "Ines Marlowe, Tobias Renk, Yara Quist\n"
        "Journal of Fictional Ecology\tMar 3, 2024\n"
    ) in text
    assert "Yara Quist, Ines Marlowe, Odile Fenwick-Baer\nAnnals of Made-up Botany\tJun 1, 2022" in text


def test_a_listings_papers_keep_their_titles_authors_and_years():
    document = read_document("publications.pdf", _listing(PAPERS))
    assert [(p.title, [a.name for a in p.authors], p.year) for p in document.publications] == [
        (PAPERS[0][0], ["Ines Marlowe", "Tobias Renk", "Yara Quist"], 2024),
        (PAPERS[1][0], ["Tobias Renk", "Ines Marlowe"], 2023),
        (PAPERS[2][0], ["Yara Quist", "Ines Marlowe", "Odile Fenwick-Baer"], 2022),
    ]


def test_places_under_a_cvs_dates_on_the_right_stay_on_their_rows():
    # a CV's right column: the dates, and the town under them, beside the post and its employer
    posts = [
        ("Research engineer", "Halvard Marine Robotics", "2019 – 2023", "Tromsø, Norway"),
        ("Doctoral researcher", "Brackenridge University", "2015 – 2019", "Lyon, France"),
        ("Research intern", "Quillon Labs", "2014 – 2015", "Ghent, Belgium"),
    ]
    items = [(72, 740, "Odile Fenwick-Baer", 20, True), (72, 710, "Experience", 14, True)]
    y = 690
    for title, employer, dates, town in posts:
        filler = "Built grippers for imaginary fish and tested them in a very small tank every week"
        items += [(72, y, title, 11, True), (440, y, dates, 10, False)]
        items += [(72, y - 14, employer, 10, False), (440, y - 14, town, 10, False)]
        items += [(72, y - 28, filler, 10, False)]
        y -= 50
    text = extract_pdf_text(make_pages_pdf([items]))
    assert "Research engineer\t2019 – 2023\nHalvard Marine Robotics\tTromsø, Norway" in text
