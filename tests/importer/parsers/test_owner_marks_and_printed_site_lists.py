"""The owner told by a mark the list puts on one name (italics, as al-folio prints it), and a lab site's
publication list printed to PDF (venue badges beside titles, button rows under the venue). Fictional."""

from importer.parsers.documents import read_document
from importer.parsers.owner import choose_owner, italic_name
from importer.parsers.pdfsitelists import printed_site_list
from importer.parsers.records import ParsedAuthor, ParsedPublication


def _paper(*names, italic=None):
    return ParsedPublication(title="A title", authors=[ParsedAuthor(n, italic=n == italic) for n in names])


def test_a_name_alone_in_italics_across_the_list_is_its_owner():
    # two authors on three papers each: no owner by count, the italics tell
    papers = [
        _paper("Wren Halloway", "Odile Brask", italic="Odile Brask"),
        _paper("Odile Brask", "Kasimir Lund", italic="Odile Brask"),
        _paper("Wren Halloway", "Kasimir Lund"),
        _paper("Wren Halloway", "Odile Brask", "Tamar Eze", italic="Odile Brask"),
        _paper("Tamar Eze", "Kasimir Lund"),
    ]
    name, how = choose_owner(papers)
    assert name == "Odile Brask"
    assert "italics" in how
    assert choose_owner([_paper(*[a.name for a in p.authors]) for p in papers])[0] is None  # no mark, no owner


def test_italics_on_a_lone_author_or_on_several_names_set_no_one_apart():
    lone = [_paper("Odile Brask", italic="Odile Brask") for _ in range(2)] + [_paper("Wren Halloway", "Tamar Eze")]
    assert choose_owner(lone)[0] is None
    several = [
        ParsedPublication(
            title="T", authors=[ParsedAuthor("Odile Brask", italic=True), ParsedAuthor("Tamar Eze", italic=True)]
        )
        for _ in range(3)
    ] + [_paper("Wren Halloway", "Kasimir Lund")]
    assert choose_owner(several)[0] is None


def test_italic_name_is_a_whole_name_in_italics_not_a_venue_or_a_bold_name():
    assert italic_name("*Odile Brask*")
    assert italic_name(" and <em>Odile Brask</em>")
    assert italic_name("_O. Brask_,")
    assert not italic_name("Odile Brask")
    assert not italic_name("**Odile Brask**")
    assert not italic_name("Odile *Brask* and Wren")


_ALFOLIO_ITEM = """<li><div class="row"><div class="col-sm-2 abbr"><abbr class="badge">{badge}</abbr></div>
<div class="col-sm-8"><div class="title">{title}</div><div class="author">{authors}</div>
<div class="periodical"><em>{venue}</em>, {year}</div>
<div class="links"><a class="abstract btn btn-sm" role="button">Abs</a>
<a class="bibtex btn btn-sm" role="button">Bib</a></div></div></div></li>"""


def test_an_al_folio_page_names_its_owner_by_the_italic_name():
    rows = [
        ("ICML", "Folded priors for sparse sensors", "Wren Halloway,&nbsp;<em>Odile Brask</em>", "In Proc. ICML", 2024),
        (
            "NeurIPS",
            "Brittle margins in tiny models",
            "<em>Odile Brask</em>,&nbsp;and&nbsp;Kasimir Lund",
            "In NeurIPS",
            2023,
        ),
        ("JMLR", "Drift-aware kernel tests", "Wren Halloway,&nbsp;and&nbsp;Kasimir Lund", "JMLR", 2022),
        (
            "AISTATS",
            "Thin posteriors for orchards",
            "Tamar Eze,&nbsp;and&nbsp;<em>Odile Brask</em>",
            "In AISTATS",
            2021,
        ),
        ("UAI", "Counting shadows from above", "Wren Halloway,&nbsp;and&nbsp;Tamar Eze", "In UAI", 2020),
    ]
    items = "".join(_ALFOLIO_ITEM.format(badge=b, title=t, authors=a, venue=v, year=y) for b, t, a, v, y in rows)
    page = f"<html><body><h1>publications</h1><ol class='bibliography'>{items}</ol></body></html>"
    document = read_document("publications.html", page.encode())
    assert document.profile is not None and document.profile.name == "Odile Brask"
    assert any("italics" in note for note in document.profile.review_notes)
    brask = [a for p in document.publications for a in p.authors if a.name == "Odile Brask"]
    assert len(brask) == 3 and all(a.highlighted for a in brask)


_PRINTED = """publications
ICML\tFolded priors for sparse sensors in wet soil\t2024
Wren Halloway, Odile Brask, and Kasimir Lund
*In Proceedings of the 41st International Conference on Machine Learning*, Jul 2024
Abs\tBib\t[PDF](https://example.org/folded.pdf)
JMLR\tDrift-aware kernel tests for field stations\t2022
Wren Halloway, and Odile Brask
*Journal of Machine Learning Research*, 2022
[HTML](https://example.org/drift)
arXiv\tCounting shadows from above with weak labels
Odile Brask, Tamar Eze, and Kasimir Lund *arXiv preprint arXiv:2201.01234*, 2022
Abs\tBib"""


def test_a_printed_site_list_loses_badges_and_dead_buttons_and_parts_its_papers():
    lines = printed_site_list(_PRINTED).split("\n")
    assert lines[:3] == ["publications", "2024", "• Folded priors for sparse sensors in wet soil"]
    assert "[PDF](https://example.org/folded.pdf)" in lines and "Abs" not in "\n".join(lines)
    assert "• Counting shadows from above with weak labels" in lines
    assert lines[lines.index("[HTML](https://example.org/drift)") + 1] == ""


def test_a_cv_label_column_and_a_lone_badge_are_left_alone():
    cv = "Education\tPhD in Soil Physics, Northfield University\nWren Halloway, and Odile Brask, advisors\n"
    assert printed_site_list(cv) == cv
    one = "ICML\tFolded priors for sparse sensors in wet soil\nWren Halloway, and Odile Brask\n"
    assert printed_site_list(one) == one
    prose = "Code and data are shared on request.\nPDF Code\n"
    assert printed_site_list(prose).splitlines()[0] == "Code and data are shared on request."


def test_a_title_linked_within_the_site_keeps_its_underline_from_marking_it_as_the_owner():
    """A saved page printed from a browser: the title links to the site's own page ("file:///..."), which
    keeps no address, and the browser underlines it as a link; the owner's name is the underlined one
    outside any link."""
    from importer.parsers.pdf import extract_pdf_text
    from tests.importer.pdfs import make_positioned_pdf, text_width

    before, title = "Wren Halloway, Odile Brask (2023). ", "Drift-aware kernel tests for field stations"
    start = 72 + text_width(before, 10)
    end = start + text_width(title, 10)
    owner_end = 72 + text_width("Wren Halloway", 10)
    shapes = [f"{start:.2f} 698.2 {end - start:.2f} 0.6 re f", f"72 698.2 {owner_end - 72:.2f} 0.6 re f"]
    links = [(start, 697, end, 710, "file:///publication/drift-aware/")]
    text = extract_pdf_text(make_positioned_pdf([(72, 700, before + title + ".")], shapes=shapes, links=links))
    assert text.strip() == f"**Wren Halloway**, Odile Brask (2023). {title}."


def test_an_academicpages_reference_loses_its_label_and_its_download_link_ends_the_paper():
    text = (
        "Publications\nFolded priors for sparse sensors\nPublished in *Soil Sensing Letters*, 2024\n"
        'Recommended citation: Brask, O., Lund, K. (2024). "Folded priors for sparse sensors." '
        "*Soil Sensing Letters*. 4(2).\n[Download Paper](https://example.org/folded.pdf)\n"
        "Thin posteriors for orchards\nPublished in *Farm Analytics*, 2021\n"
        'Recommended citation: Eze, T., Brask, O. (2021). "Thin posteriors for orchards." *Farm Analytics*.'
    )
    lines = printed_site_list(text).split("\n")
    assert lines[3].startswith("Brask, O., Lund, K. (2024).")
    assert lines[4:6] == ["[Download Paper](https://example.org/folded.pdf)", ""]
    assert lines[-1].startswith("Eze, T., Brask, O. (2021).")
    # a label with no reference after it stays
    assert printed_site_list("Citation: see the lab's page") == "Citation: see the lab's page"


def test_italics_on_a_student_do_not_outrank_the_author_of_every_entry():
    papers = [_paper("Odile Brask", "Wren Halloway", italic="Wren Halloway") for _ in range(3)]
    papers += [_paper("Odile Brask", "Tamar Eze"), _paper("Kasimir Lund", "Odile Brask")]
    assert choose_owner(papers)[0] == "Odile Brask"
