"""Pages saved from university CMSs (TYPO3, Drupal, SharePoint, a Chinese faculty CMS) and site builders
(WordPress with Elementor, Wix, Squarespace), by labs outside computer science (fictional pages): the
person, their papers and a lab's members are read; consent banners, mega-menus, breadcrumbs, ribbons and
sidebars are not; a page wrapped whole in an ASP.NET <form> still has its text."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown

PAGES = Path(__file__).resolve().parent.parent / "fixtures" / "cms_pages"
CHROME = (
    "cookie",
    "Cookie",
    "Datenschutzeinstellungen",
    "Alle akzeptieren",
    "Bachelor Biologie",
    "Startseite",
    "Browse",
    "Academic staff",
    "Gerenciar consentimento",
    "Posts recentes",
    "Nous recrutons",
    "tout accepter",
    "当前位置",
    "师资队伍",
    "版权所有",
    "Upcoming events",
    "Proudly created",
)


def _read(name):
    return read_document(name, (PAGES / name).read_bytes())


def _markdown(name):
    return html_to_markdown((PAGES / name).read_text(encoding="utf-8")).markdown


@pytest.mark.parametrize("name", sorted(p.name for p in PAGES.glob("*.html")))
def test_no_banner_menu_breadcrumb_or_footer_word_reaches_the_markdown(name):
    markdown = _markdown(name)
    assert markdown.strip()
    leaked = [word for word in CHROME if word in markdown]
    assert leaked == []


def test_a_sharepoint_page_wrapped_whole_in_a_form_is_read():
    document = _read("sharepoint_profile.html")
    assert document.profile.name == "Oluwaseun Adebayo-Marsh"
    assert document.profile.email == "o.adebayo-marsh@ferncliffe.example"
    assert "toddlers learn words" in document.profile.bio
    titles = {p.title: p for p in document.publications}
    assert set(titles) == {
        "Overheard labels and vocabulary growth in bilingual toddlers",
        "Eye-tracking joint attention in the home: A feasibility study",
        "Word learning from third-party conversations",
    }
    assert titles["Word learning from third-party conversations"].year == 2019


def test_a_search_form_is_still_left_out():
    page = """<html><body><main><h1>Ines Garrido</h1><p>Ecologist at Westmoor University.</p>
    <form role="search" action="/search"><label>Search the site</label><input name="q"><button>Go</button></form>
    </main></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "Ines Garrido" in markdown
    assert "Search the site" not in markdown


def test_drupal_fields_are_labelled_lines_and_a_hidden_label_keeps_its_field():
    markdown = _markdown("drupal_profile.html")
    assert markdown.startswith("# Marisol Quintanar\n")  # "field--label-hidden" hides a label, not the name
    assert "Position: Associate Professor of Geochemistry" in markdown
    assert "Office: Geology Hall 214" in markdown
    assert "Research Areas: Isotope geochemistry; Paleoclimate" in markdown
    assert "## Selected Publications" in markdown
    document = _read("drupal_profile.html")
    assert document.profile.position == "Associate Professor of Geochemistry"
    assert document.profile.email == "mquintanar@eastbridge.example"
    assert "monsoon variability" in document.profile.bio
    assert [p.year for p in document.publications] == [2022, 2020]
    assert document.publications[0].venue_text.startswith("Geochimica et Cosmochimica Acta")


def test_a_typo3_page_is_read_from_its_content_box_without_mega_menu_or_cookie_box():
    markdown = _markdown("typo3_de_profile.html")
    assert markdown.startswith("# Prof. Dr. Henrike Vossberg\n")
    assert "Sonderforschungsbereich" not in markdown
    document = _read("typo3_de_profile.html")
    assert document.profile.name == "Henrike Vossberg"
    assert document.profile.email == "henrike.vossberg@uni-lindenau.example"
    assert [p.year for p in document.publications] == [2023, 2021, 2018]
    assert document.publications[1].title == "Membrane tension gates vesicle fission in yeast"


def test_an_elementor_team_page_is_a_roster_with_its_coordinator_and_open_ended_years():
    document = _read("elementor_team_pt.html")
    assert document.profile is None
    people = {p.name: p for p in document.people}
    assert people["Lúcia Marques Tavares"].role == "pi"
    assert people["Lúcia Marques Tavares"].email == "lucia.tavares@ufxx.example"
    rafael = people["Rafael Quintela Bastos"]
    assert (rafael.role, rafael.position, rafael.joined.year) == ("postdoc", "Pós-doutorando, bolsista FAPXX", 2023)
    assert people["Mariana Sato Ribeiro"].role == "phd"
    assert people["Bruno Cavalcanti Reis"].role == "alumni"
    assert people["Bruno Cavalcanti Reis"].now_at == "Instituto de Pesca"
    assert "Posts recentes" not in repr(document)


def test_team_cards_under_current_members_and_students_headings_are_members():
    document = _read("team_cards.html")
    people = {p.name: p for p in document.people}
    assert set(people) == {
        "Eleanor Marlow",
        "Ruan Haoyu",
        "Priya Venkataraman",
        "Tomás Ibarra Solís",
        "Oskar Lindahl",
        "Mei Takahashi",
    }
    assert people["Eleanor Marlow"].email == "e.marlow@greenfield.example"  # the envelope icon's link
    assert people["Priya Venkataraman"].role == "phd"
    assert people["Tomás Ibarra Solís"].role == "master"
    assert people["Oskar Lindahl"].role == "alumni"


def test_wix_styled_spans_are_emphasis_and_bold_years_group_the_papers():
    markdown = _markdown("wix_publications.html")
    assert "**Kovalenko I**" in markdown  # underlined by a span's style
    assert "*Cell Reports*" in markdown  # italic by a span's style
    assert "- 2024" not in markdown and "**2024**" in markdown
    document = _read("wix_publications.html")
    assert [p.year for p in document.publications] == [2024, 2024, 2022]
    assert document.publications[0].venue_text.startswith("Brain, Behavior, and Immunity")


def test_a_french_squarespace_profile():
    document = _read("squarespace_fr_profile.html")
    assert document.profile.name == "Aurélie Desrosiers"
    assert document.profile.email == "aurelie.desrosiers@cnrs.example"
    assert {p.year for p in document.publications} == {2024, 2023}


def test_a_chinese_faculty_page_without_its_breadcrumb_trail():
    markdown = _markdown("cn_faculty.html")
    assert "首页" not in markdown
    document = _read("cn_faculty.html")
    assert document.profile.email == "ouyangmz@chem.example.edu.cn"
    assert len(document.publications) == 3


@pytest.mark.parametrize(
    "banner",
    [
        '<div id="CybotCookiebotDialog"><p>This site uses cookies for statistics and marketing.</p></div>',
        '<div class="cc-window cc-banner"><span>We use cookies to ensure you get the best experience.</span></div>',
        '<div id="usercentrics-root"><p>Wir verwenden Technologien von Drittanbietern.</p></div>',
        '<div class="consent-bar"><p>Utilizamos galletas propias y de terceros.</p></div>',
    ],
)
def test_consent_banners_of_any_tool_are_left_out_of_a_page_without_main(banner):
    page = f"""<html><body>{banner}<h1>Dr. Ilse Brandvold</h1>
    <p>Marine ecologist, Nordvik University. Email: ilse.brandvold@nordvik.example</p>
    <h2>Publications</h2><ul><li>Brandvold I, Sato K (2022) Kelp forest recovery after urchin removal.
    Marine Ecology Progress Series 690: 1-14.</li></ul></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "Ilse Brandvold" in markdown and "Kelp forest recovery" in markdown
    assert not any(word in markdown for word in ("cookies", "Drittanbietern", "galletas"))


def test_a_bootstrap_badge_is_no_field_label():
    page = """<html><body><main><h1>Jonas Feld</h1><h2>Publications</h2>
    <div class="pub"><span class="label label-info">Preprint</span> <a href="https://doi.org/10.1/x">Soil
    microbes under drought</a>, J. Feld and A. Ruiz, bioRxiv, 2024.</div></main></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "Preprint:" not in markdown
    assert "Soil microbes under drought" in markdown


def test_a_title_link_and_venue_glued_to_the_stops_before_them_are_set_apart():
    page = """<html><body><main><h1>Publications</h1><h2>2025</h2><ul>
    <li><p>Okafor CN, Lindqvist E, Brandt H.<a href="https://doi.org/10.1/abc">Root exudates reshape the
    rhizosphere microbiome of drought-stressed sorghum</a>.<strong><em>Plant Physiology</em></strong> 2025,
    197(1):kiae123</p></li></ul></main></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "Brandt H. [Root exudates" in markdown
    assert "). ***Plant Physiology***" in markdown
    document = read_document("publications.html", page.encode())
    (paper,) = document.publications
    assert paper.title == "Root exudates reshape the rhizosphere microbiome of drought-stressed sorghum"
    assert [a.name for a in paper.authors] == ["C. N. Okafor", "E. Lindqvist", "H. Brandt"]
    assert paper.venue_text.startswith("Plant Physiology")
    assert paper.year == 2025


def test_a_staff_table_drops_its_telephone_and_room_columns_and_degrees_after_names():
    markdown = _markdown("physik_team_table.html")
    assert "-4412" not in markdown and "N 3.23" not in markdown  # the columns headed "Telefon" and "Raum"
    assert "Sie sind hier" not in markdown and "Cookies" not in markdown
    document = _read("physik_team_table.html")
    people = {p.name: p for p in document.people}
    assert people["Annika Brockmann"].role == "pi"
    assert people["Annika Brockmann"].email == "brockmann@physik.nordhafen.example"
    assert (people["Felix Aumüller"].role, people["Felix Aumüller"].position) == ("postdoc", "Postdoc")
    jana = people["Jana Kowalczyk"]
    assert (jana.role, jana.position) == ("phd", "Doktorandin")  # "M.Sc." is her degree, not her place
    assert people["Lea Sommerfeld"].role == "master"
    assert people["Petra Lindemann"].role == "staff"
    assert "-4400" not in people["Petra Lindemann"].position
    assert people["Moritz Engel"].now_at == "Lasertech Nord GmbH"
    assert people["Sofia Marinetti"].left.year == 2021


@pytest.mark.parametrize(
    "body",
    [
        '<form id="aspnetForm" action="./page.aspx"><div id="s4-workspace"><h1>Dr Ruth Aldane</h1>'
        "<p>Lecturer in Hydrology</p></div></form>",
        '<nav><a href="/">Home</a></nav><footer><p>Contact: Kaito Brenner, kaito@fjordlab.example</p></footer>',
        '<div class="hidden nav-wrapper"><span>Mireille Santos-Obi, Soil Ecology</span></div>',
    ],
)
def test_a_page_with_any_text_is_never_read_as_empty(body):
    markdown = html_to_markdown(f"<html><body>{body}</body></html>").markdown
    assert markdown.strip()


def test_a_divi_team_page_in_spanish_keeps_each_cards_title_years_and_bio():
    document = _read("divi_equipo_es.html")
    assert document.profile is None
    people = {p.name: p for p in document.people}
    carmen = people["Carmen Ibáñez Roldán"]
    assert (carmen.role, carmen.position) == ("pi", "Catedrática de Psicología Básica")
    assert carmen.bio.startswith("Carmen estudia la memoria de trabajo")
    alvaro = people["Álvaro Nieto Castaño"]
    assert (alvaro.role, alvaro.position, alvaro.joined.year) == ("phd", "Doctorando FPU", 2022)
    assert not alvaro.bio  # a few words of topic under a card are no biography
    assert people["Hugo Ferrán Lozano"].now_at == "Universidad de Almenara"
    assert "Elegant Themes" not in repr(document)


def test_a_research_portal_profile_reads_authors_linked_to_their_profiles():
    markdown = _markdown("pure_person.html")
    assert "Overview" not in markdown  # the row of tabs
    assert "[van der Molen, L.]" not in markdown  # an author's profile link is a name of the list
    document = _read("pure_person.html")
    assert document.profile.name == "Liesbeth van der Molen"
    assert document.profile.email == "l.vandermolen@westerkade.example"
    first, second = document.publications
    assert first.title == "Heatwaves shift grazing pressure from Daphnia to rotifers in shallow lakes"
    assert [a.name for a in first.authors] == ["L. van der Molen", "C. Okonkwo", "P. Dijkstra"]
    assert first.venue_text.startswith("Freshwater Biology")
    assert (first.year, second.year) == (2023, 2021)
    assert "Elsevier" not in repr(document)


def test_a_teachpress_list_is_one_entry_per_row_under_its_year_headings():
    markdown = _markdown("teachpress_de.html")
    assert "Suchbegriff" not in markdown and "BibTeX" not in markdown and "@article" not in markdown
    assert "Artikel" not in markdown  # the plugin's kind label after each title
    document = _read("teachpress_de.html")
    titles = {p.title: p for p in document.publications}
    paper = titles["Regenwurmgänge als Leitbahnen für Bodenwasser unter Trockenstress"]
    assert [a.name for a in paper.authors] == ["Merle Hinrichsen", "Jost Achterberg", "Derya Yilmaz"]
    assert paper.venue_text.startswith("Soil Biology and Biochemistry")
    assert paper.year == 2024
    assert titles["Mikrobielle Nekromasse in Ackerböden der Norddeutschen Tiefebene"].year == 2022
    assert document.profile is None or document.profile.name != "Bodenökologie Ag"  # "AG ...": a group


def test_csl_entries_of_a_zotpress_bibliography_are_entries():
    document = _read("zotpress.html")
    first, second = document.publications
    assert first.title == "Household air pollution and childhood pneumonia in peri-urban settlements"
    assert [a.name for a in first.authors] == ["S. Mbeki-Laurent", "D. Ferreira", "O. Haldane"]
    assert first.venue_text.startswith("The Lancet Planetary Health")
    assert (first.year, second.year) == (2023, 2021)
    assert second.title == "Cohort attrition in longitudinal surveys of informal settlements"


def test_a_drupal_views_directory_is_one_line_per_record_and_titles_are_no_members():
    markdown = _markdown("drupal_views_people.html")
    assert "[Kwame Asante](/people/kwame-asante), Postdoctoral Fellow, [kasante@" in markdown
    assert "Next ›" not in markdown
    document = _read("drupal_views_people.html")
    people = {p.name: p for p in document.people}
    assert set(people) == {"Ingrid Halvorsen", "Kwame Asante", "Yuna Park", "Theo Marchetti", "Amara Nwosu"}
    assert (people["Ingrid Halvorsen"].role, people["Ingrid Halvorsen"].email) == (
        "pi",
        "ihalvorsen@northmere.example",
    )
    assert people["Kwame Asante"].email == "kasante@northmere.example"
    assert people["Yuna Park"].email is None  # no other member's address
    assert (people["Theo Marchetti"].role, people["Theo Marchetti"].position) == ("phd", "PhD Candidate")


def test_a_short_drupal_node_keeps_one_labelled_line_per_field():
    page = """<html><body><main><h1 class="page-title">Tomasz Wrona</h1><article class="node"><div>
    <div class="field field--label-inline"><div class="field__label">Position</div>
    <div class="field__item">Research Associate</div></div>
    <div class="field field--label-inline"><div class="field-label">Phone:&nbsp;</div>
    <div class="field-items"><div class="field-item even">+1 555 0100</div></div></div>
    </div></article></main></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "Position: Research Associate\n" in markdown
    assert "Phone: +1 555 0100\n" in markdown


def test_a_grid_of_photo_cards_in_a_table_is_one_member_per_cell():
    markdown = _markdown("cn_team_grid.html")
    assert "韦一鸣\n2021级博士" in markdown  # each cell's lines kept, not the row run into one line
    document = _read("cn_team_grid.html")
    assert document.profile is None
    people = {p.name: p for p in document.people}
    assert (people["钟雅琴"].role, people["钟雅琴"].position) == ("pi", "研究员")
    assert people["钟雅琴"].email == "zhongyq@ibp.example.cn"
    assert [people[n].role for n in ("韦一鸣", "骆晴川", "白子墨")] == ["phd", "phd", "phd"]
    assert people["贺南星"].role == "master" and people["贺南星"].joined.year == 2024
    assert (people["温书阳"].role, people["温书阳"].now_at) == ("alumni", "东海农业大学")


def test_a_row_of_one_entry_with_line_breaks_stays_one_line_among_papers():
    page = """<html><body><main><h2>Publications</h2><table>
    <tr><td>2021</td><td>Seasonal drift of soil fungal guilds<br>Ana Ruiz, Bo Lindgren<br>Mycologia 113, 2021</td></tr>
    <tr><td>2019</td><td>Spore rain under beech canopies<br>Bo Lindgren, Ana Ruiz<br>Fungal Ecology 41, 2019</td></tr>
    </table></main></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "Seasonal drift of soil fungal guilds Ana Ruiz, Bo Lindgren Mycologia 113, 2021" in markdown
