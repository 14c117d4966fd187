"""A page printed from a browser: list bullets drawn as shapes, not text, each still begin an item;
the links of the page (annotations over the text) keep their addresses, as on the web page."""

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import make_positioned_pdf


def _dot(x: float, y: float, radius: float = 1.85) -> str:
    """A filled disc drawn with Bezier curves, as Chromium prints a list's bullet."""
    k = 0.5523 * radius
    right, top, left, bottom = x + radius, y + radius, x - radius, y - radius
    return (
        f"{right} {y} m {right} {y + k} {x + k} {top} {x} {top} c "
        f"{x - k} {top} {left} {y + k} {left} {y} c "
        f"{left} {y - k} {x - k} {bottom} {x} {bottom} c "
        f"{x + k} {bottom} {right} {y - k} {right} {y} c f"
    )


# A homepage printed from the browser: each paper a list item of three lines (title, authors, venue),
# its bullet drawn left of the title; a short venue line would take the next title's first word.
PAPERS = [
    "Sparse Probes for Tidal Sensor Networks",
    "Marisol Quintero, Oskar Lindqvist",
    "SenSys 2023",
    "Low Regret Scheduling on Shared Ferries",
    "Oskar Lindqvist, Marisol Quintero, Ilse Brandvold",
    "INFOCOM 2021",
    "Gossip Under Churn",
    "Marisol Quintero",
    "PODC 2019",
]


def _homepage() -> bytes:
    items = [(40, 740, "Marisol Quintero"), (40, 712, "Publications")]
    bullets = []
    y = 690
    for index, line in enumerate(PAPERS):
        items.append((62, y, line))
        if index % 3 == 0:
            bullets.append(_dot(52, y + 3.5))
        y -= 14 if index % 3 != 2 else 20
    return make_positioned_pdf(items, size=11, shapes=bullets)


def test_a_line_beside_a_drawn_bullet_begins_a_list_item():
    lines = extract_pdf_text(_homepage()).splitlines()
    assert "• Sparse Probes for Tidal Sensor Networks" in lines
    assert "• Low Regret Scheduling on Shared Ferries" in lines
    assert "• Gossip Under Churn" in lines
    assert "SenSys 2023" in lines  # the venue is not run into the next paper's title
    assert "Marisol Quintero" in lines  # the name above the list has no bullet


def test_papers_of_a_printed_page_keep_their_venues_and_years():
    document = read_document("quintero.pdf", _homepage())
    papers = {paper.title: paper for paper in document.publications}
    assert set(papers) == {
        "Sparse Probes for Tidal Sensor Networks",
        "Low Regret Scheduling on Shared Ferries",
        "Gossip Under Churn",
    }
    assert [papers[title].year for title in sorted(papers)] == [2019, 2021, 2023]
    assert papers["Low Regret Scheduling on Shared Ferries"].authors[2].name == "Ilse Brandvold"
    assert document.profile is not None and document.profile.name == "Marisol Quintero"


def test_a_rule_or_an_icon_is_no_bullet():
    # a wide rule under a heading and a large icon are shapes too, but mark no list item
    rule = "40 705 200 0.7 re f"
    icon = "40 600 16 16 re f"
    text = extract_pdf_text(
        make_positioned_pdf([(40, 712, "Publications"), (62, 606, "Gossip Under Churn")], size=11, shapes=[rule, icon])
    )
    assert "•" not in text


def test_a_linked_title_wrapped_over_two_lines_keeps_one_link():
    arxiv = "https://arxiv.org/abs/2305.04417"
    items = [
        (40, 740, "Marisol Quintero"),
        (62, 720, "I study sensor networks on the coast and the tidal"),
        (62, 706, "ferries that carry their data between the harbours"),
        (62, 692, "in winter."),
        (40, 662, "Preprints"),
        (62, 640, "Tide-Aware Sampling for Sparse Coastal Sensor"),
        (62, 626, "networks"),
        (62, 612, "Marisol Quintero, Oskar Lindqvist"),
        (62, 598, "[PDF] mail"),
    ]
    links = [
        (60, 637, 300, 651, arxiv),
        (60, 623, 110, 637, arxiv),
        (66, 595, 84, 609, "https://example.org/tide.pdf"),
        (100, 595, 125, 609, "mailto:marisol@example.org"),
    ]
    page = make_positioned_pdf(items, size=11, shapes=[_dot(52, 643.5)], links=links)
    lines = extract_pdf_text(page).splitlines()
    assert f"• [Tide-Aware Sampling for Sparse Coastal Sensor networks]({arxiv})" in lines
    assert "[[PDF](https://example.org/tide.pdf)] mail" in lines  # a mail link is no web link
    paper = read_document("quintero.pdf", page).publications[0]
    assert paper.title == "Tide-Aware Sampling for Sparse Coastal Sensor networks"
    assert arxiv in {link.url for link in paper.links}
