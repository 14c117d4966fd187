"""Pages rendered by site generators outside computer science's usual themes (fictional pages): Quarto
listings of member cards, a Distill publication list, a Quarto list with cover figures, and a Jekyll CV
page written in HTML boxes inside its markdown. Each is read for its people, papers and CV lines; the
cards' layout, figures, badges and footers are left out."""

from pathlib import Path

from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown, title_name
from importer.parsers.markdown_html import inline_html_as_markdown

PAGES = Path(__file__).resolve().parent.parent / "fixtures" / "pages"


def _read(name):
    return read_document(name, (PAGES / name).read_bytes())


def _texts(document):
    parts = [p.title for p in document.publications] + [p.venue_text or "" for p in document.publications]
    parts += [p.name for p in document.people] + [p.position or "" for p in document.people]
    return " ".join(parts)


def test_a_quarto_listing_of_member_cards_is_a_roster_with_roles():
    document = _read("quarto_listing_people.html")
    assert document.profile is None
    roles = {p.name: p.role for p in document.people}
    assert roles == {
        "Tomé Vasconcelos": "pi",
        "Iolanda Brandão": "postdoc",
        "Gaspard Lemoine-Achá": "staff",
        "Ravi Okafor-Mendes": "phd",
        "Lívia Tenório": "master",
    }
    positions = {p.name: p.position for p in document.people}
    assert positions["Iolanda Brandão"] == "Postdoctoral researcher"
    assert "Figure" not in _texts(document)  # "Figure 1: Part of the team ...": a caption, nobody's name


def test_a_card_made_one_link_keeps_its_parts_on_lines_of_their_own():
    markdown = html_to_markdown((PAGES / "quarto_listing_people.html").read_text()).markdown
    assert (
        "##### [Tomé Vasconcelos](https://tome-vasconcelos.example.org/)\n\nProfessor\n\nInstituto Tapajós" in markdown
    )
    assert "Part of the team at the floodplain station" in markdown and "Figure 1" not in markdown
    assert "On this page" not in markdown and "Built with" not in markdown


def test_a_listing_without_a_heading_is_named_by_its_title_and_keeps_its_categories():
    document = _read("quarto_listing_untitled.html")
    people = {p.name: p for p in document.people}
    assert set(people) == {"María José Arenas", "Tobías Quintero", "Lucía Ferrando", "Ignacio Villalba"}
    assert people["María José Arenas"].role == "pi"
    assert people["Lucía Ferrando"].role == "master"
    assert people["Tobías Quintero"].position == "Ongoing, Doctorate"  # the card's labels, one line as printed


def test_a_distill_publication_list_reads_titles_authors_and_venues():
    document = _read("distill_publications.html")
    assert document.profile.name == "Heloísa Camargo"  # "<title>Heloísa Camargo: Publications</title>"
    papers = {p.title: p for p in document.publications}
    assert set(papers) == {
        "Tidal pulses reshape crab burrow networks in subtropical mangroves",
        "Sampling gaps in southern Atlantic benthos: a century of dredge records",
    }
    tidal = papers["Tidal pulses reshape crab burrow networks in subtropical mangroves"]
    assert [a.name for a in tidal.authors] == ["H. Camargo", "R.T. Ossowski", "A.P. Lindqvist"]
    assert tidal.year == 2024 and tidal.venue_text.startswith("Estuarine Ecology Letters")
    gaps = papers["Sampling gaps in southern Atlantic benthos: a century of dredge records"]
    assert gaps.year == 2021 and [a.name for a in gaps.authors] == ["M.F. Duarte-Siqueira", "H. Camargo"]
    assert "draft left out" not in _texts(document)  # commented out in the page


def test_an_entry_whose_link_holds_a_year_is_one_entry_over_two_lines():
    page = (
        '<html><body><main><h2>Publications</h2><p><a href="https://doi.org/10.5555/x.2019.4">Pebble drift in '
        "braided rivers</a><br>Ana Ruiz, Bo Lindqvist. <i>River Letters</i>, 2019.</p></main></body></html>"
    )
    markdown = html_to_markdown(page).markdown
    assert "- [Pebble drift in braided rivers](https://doi.org/10.5555/x.2019.4)\n  Ana Ruiz" in markdown


def test_figures_under_a_paper_are_no_part_of_its_venue():
    document = _read("quarto_publications_figures.html")
    [paper] = document.publications
    assert paper.title == "Highland maize landraces carry a shared cold-tolerance haplotype"
    assert paper.venue_text == "Plant Genetics Reports, 2025"
    assert len(paper.authors) == 4 and paper.year == 2025


def test_a_markdown_cv_written_in_html_boxes():
    document = _read("jekyll_cv_divs.md")
    profile = document.profile
    assert profile.name == "Yara Lindholm-Achebe"
    assert profile.email == "y.lindholm@vesterhavn.example.edu"
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Norrvik University", 2011, 2016),
        ("master", "Norrvik University", 2009, 2011),
    ]
    assert [(e.title, e.start_year) for e in profile.experience] == [
        ("Associate Professor", 2020),
        ("Postdoctoral Researcher", 2016),
    ]
    assert "forgets" not in (profile.bio or "")  # the page's footer box
    assert document.publications == []


def test_html_boxes_holding_markdown_are_left_to_the_markdown_reader():
    page = '<div markdown="1">\n## Teaching\n- Soils 101\n</div>\n\n<div class="note">\n- Field course\n</div>\n'
    assert inline_html_as_markdown(page) == page
    table = "<table>\n<tr><td>2019</td><td>PhD, Norrvik University</td></tr>\n</table>\n"
    assert inline_html_as_markdown(table).strip() == "PhD, Norrvik University, 2019"


def test_a_title_naming_the_owner_before_a_colon():
    assert title_name("Heloísa Camargo: Publications") == "Heloísa Camargo"
    assert title_name("Publicações: Heloísa Camargo") == "Heloísa Camargo"
    assert title_name("Lab: Hydrology Group") == ""


def test_a_title_line_over_authors_running_into_the_venue():
    paper = parse_citation(
        "Pebble drift in braided rivers\nAna Ruiz, Bo Lindqvist. *River Letters*, v. 3, p. 12, 2019."
    )
    assert paper.title == "Pebble drift in braided rivers"
    assert [a.name for a in paper.authors] == ["Ana Ruiz", "Bo Lindqvist"]
    assert paper.venue_text.startswith("River Letters") and paper.year == 2019


def test_a_hugo_academic_page_of_one_paper_is_that_paper():
    document = _read("hugo_publication_page.html")
    assert document.profile is None  # "Okonkwo-Haldane Lab" in <meta name="author">: the site's, nobody's name
    [paper] = document.publications
    assert paper.title == "Neural crest traces in inner-ear cartilage of the axolotl"
    assert [a.name for a in paper.authors] == ["T. Brannigan", "S. Oyelaran-Voss", "M. Ilves", "C. Okonkwo-Haldane"]
    assert paper.year == 2019 and paper.venue_text.startswith("Developmental Dynamics Letters")
    assert paper.doi == "10.5555/axolotl.2019.12"
    assert "Abstract" not in (paper.venue_text or "") and "Search" not in paper.title


def test_a_label_box_named_heading_is_no_section_heading():
    page = '<html><body><main><div class="row"><div class="pub-row-heading">Type</div><div>Journal</div></div></main></body></html>'
    assert "#" not in html_to_markdown(page).markdown
    boxed = '<html><body><main><div class="cv-section">Education</div><p>PhD, Norrvik University, 2016</p></main></body></html>'
    assert html_to_markdown(boxed).markdown.startswith("## Education\n")


def test_a_title_that_reads_as_a_paper_names_nobody():
    assert title_name("Neural crest traces in inner-ear cartilage of the axolotl | Okonkwo-Haldane Lab") == ""
    assert title_name("Ludwig van der Berg - Publications") == "Ludwig van der Berg"


def test_a_cms_person_template_keeps_its_screen_reader_labels():
    page = (PAGES / "univis_person.html").read_text()
    markdown = html_to_markdown(page).markdown
    assert "- E-Mail: [irmgard.vollrath@talheim.example.de]" in markdown
    assert "- Organisation: Lehrstuhl für Hydrogeologie" in markdown
    assert "Zum Inhalt springen" not in markdown and "Impressum" not in markdown
    document = read_document("univis_person.html", page.encode())
    assert document.profile.name == "Irmgard Vollrath-Ekwueme"
    assert document.profile.position == "Akademische Rätin"
    assert document.profile.email == "irmgard.vollrath@talheim.example.de"
    nitrate = document.publications[0]
    assert nitrate.title == "Rückhalt von Nitrat in einem verkarsteten Grundwasserleiter"
    assert [a.name for a in nitrate.authors] == ["Irmgard Vollrath-Ekwueme", "Malte Fröhlich", "Ayşe Demirci"]
    assert nitrate.year == 2021 and nitrate.doi == "10.5555/gw.2021.26"


def test_a_theme_contact_widget_holding_the_address_is_read():
    document = _read("hugo_academic_contact_widget.html")  # <div class="row contact-widget">: no sidebar
    profile = document.profile
    assert profile.name == "Tamar Okafor-Lindgren"
    assert profile.email == "t.okafor-lindgren@example.org"
    assert profile.position == "Postdoctoral Researcher"
    assert [(e.degree, e.institution) for e in profile.education][:2] == [
        ("phd", "Marsh Ecology Centre"),
        ("master", "University of Ravensholm"),
    ]
