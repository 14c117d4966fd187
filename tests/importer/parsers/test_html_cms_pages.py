"""University CMS pages, lab People pages and theme markup as real sites save them (fictional pages):
a People page is read as a roster, a CMS sidebar's navigation tree is left out, a contact table's label
cells stay labels, a theme's row of buttons stays with its entry, and a title naming a group is no name."""

from pathlib import Path

from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown, title_name
from importer.parsers.html_roster import people_page

PAGES = Path(__file__).resolve().parent.parent / "fixtures" / "pages"


def _read(name):
    return read_document(name, (PAGES / name).read_bytes())


def test_lab_people_page_is_read_as_a_roster_with_roles_and_alumni():
    document = _read("lab_people.html")
    assert document.profile is None  # the lab is no person
    people = {p.name: p for p in document.people}
    assert set(people) == {
        "Tamsin Okoro-Lindqvist",
        "Ines Ravel",
        "Joseph Kagame",
        "Wen-Hsuan Liang",
        "Baptiste Moreau",
        "Harriet Quist",
        "Oren Balakrishnan",
    }
    assert people["Tamsin Okoro-Lindqvist"].role == "pi"
    assert people["Tamsin Okoro-Lindqvist"].email == "t.okoro@saltmere.edu"
    assert people["Ines Ravel"].role == "postdoc"
    assert people["Wen-Hsuan Liang"].role == "phd"
    assert people["Harriet Quist"].role == "alumni"
    assert people["Harriet Quist"].now_at == "Marine Biological Station Sandvik"
    assert people["Harriet Quist"].left.year == 2021
    assert people["Oren Balakrishnan"].role == "alumni"


GERMAN_TEAM = """<html><head><title>Team – Arbeitsgruppe Hydrogeologie – Universität Talheim</title></head><body>
<main><h1>Team</h1>
<h2>Leitung</h2><h3>Prof. Dr. Ruth Ebersbach</h3><p>E-Mail: ebersbach@uni-talheim.de</p>
<h2>Doktorandinnen und Doktoranden</h2><h3>Malte Fröhlich, M.Sc.</h3><p>Grundwasserneubildung</p>
<h3>Ayşe Demirci, M.Sc.</h3><p>Karstaquifere</p>
<h2>Ehemalige</h2><ul><li>Dr. Timo Kessel (Doktorand 2015–2019, jetzt Landesamt für Umwelt)</li></ul>
</main></body></html>"""


def test_german_people_page_with_role_headings():
    document = read_document("team.html", GERMAN_TEAM.encode())
    roles = {p.name: p.role for p in document.people}
    assert roles == {"Ruth Ebersbach": "pi", "Malte Fröhlich": "phd", "Ayşe Demirci": "phd", "Timo Kessel": "alumni"}
    assert document.profile is None


OWN_PAGE_WITH_STUDENTS = """<html><body><main><h1>Ruth Ebersbach</h1><p>Professor of Hydrogeology, Talheim.</p>
<h2>PhD Students</h2><ul><li>Malte Fröhlich</li><li>Ayşe Demirci</li></ul>
<h2>Alumni</h2><ul><li>Timo Kessel (PhD 2019)</li></ul></main></body></html>"""


def test_a_persons_own_page_listing_students_is_no_roster():
    assert people_page("own.html", html_to_markdown(OWN_PAGE_WITH_STUDENTS).markdown) is None
    document = read_document("own.html", OWN_PAGE_WITH_STUDENTS.encode())
    assert document.profile is not None and document.profile.name == "Ruth Ebersbach"


def test_cms_sidebar_navigation_tree_and_global_navigation_are_left_out():
    markdown = html_to_markdown((PAGES / "plone_profile.html").read_text()).markdown
    assert "Docenti" not in markdown and "Tecnici" not in markdown
    assert "Didattica" not in markdown
    document = _read("plone_profile.html")
    assert document.publications[0].venue_text.startswith("Analytical Chemistry")
    assert "Docenti" not in document.publications[0].venue_text


def test_contact_table_label_cells_stay_labels():
    markdown = html_to_markdown((PAGES / "plone_profile.html").read_text()).markdown
    assert "Email: [giulia.ferrandi@unimontebruno.it]" in markdown
    assert "Telefono: +39 0577 23 4410" in markdown
    assert _read("plone_profile.html").profile.email == "giulia.ferrandi@unimontebruno.it"


BUTTON_ROW = """<html><body><main><h1>Noor Haddad</h1><h2>Publications</h2>
<div class="pub-list-item">Noor Haddad, Piet Verhoeven (2022). Soil crusts and dust emission. <em>Aeolian Research</em>.
<p><a class="btn btn-sm" href="https://example.org/cite.bib">Cite</a> <a class="btn btn-sm" href="https://doi.org/10.1000/aeo.2022.1">DOI</a></p></div>
</main></body></html>"""


def test_a_row_of_buttons_stays_with_its_entry():
    markdown = html_to_markdown(BUTTON_ROW).markdown
    assert "- [Cite]" not in markdown
    assert "  [Cite](https://example.org/cite.bib) [DOI](https://doi.org/10.1000/aeo.2022.1)" in markdown.splitlines()


def test_a_title_naming_a_group_in_another_language_is_no_name():
    assert title_name("Team – Arbeitsgruppe Bodenökologie – Universität Talheim") == ""
    assert title_name("Équipe Glaciologie | Laboratoire des Sciences de la Terre") == ""
    assert title_name("王立明课题组") == ""
    assert title_name("Home | Ruth Ebersbach") == "Ruth Ebersbach"


FRENCH_TABLE_ROSTER = """<html><head><title>Membres - Équipe Hydrologie - Laboratoire des Eaux</title></head><body>
<div id="contenu"><h1>Membres de l'équipe</h1>
<h2>Membres permanents</h2><table><tr><th>Nom</th><th>Statut</th><th>Courriel</th></tr>
<tr><td>Odile Ferrand</td><td>Maîtresse de conférences</td><td>odile.ferrand@ldeaux.fr</td></tr></table>
<h2>Doctorants</h2><table>
<tr><td>Yasmine Haddou</td><td>Doctorante depuis 2024</td><td>yasmine.haddou@ldeaux.fr</td></tr>
<tr><td>Lucas Perrin</td><td>Doctorant depuis 2025</td><td>lucas.perrin@ldeaux.fr</td></tr></table>
<h2>Post-doctorants</h2><table><tr><td>Kwame Asante</td><td>Post-doctorant</td><td>kwame.asante@ldeaux.fr</td></tr></table>
<h2>Anciens membres</h2><ul><li>Margaux Vidal, doctorante 2017-2020, actuellement ingénieure à Météo-France</li></ul>
</div></body></html>"""


def test_french_roster_in_tables_with_plural_role_headings():
    document = read_document("membres.html", FRENCH_TABLE_ROSTER.encode())
    people = {p.name: p for p in document.people}
    assert set(people) == {"Odile Ferrand", "Yasmine Haddou", "Lucas Perrin", "Kwame Asante", "Margaux Vidal"}
    assert people["Yasmine Haddou"].role == "phd" and people["Yasmine Haddou"].email == "yasmine.haddou@ldeaux.fr"
    assert people["Yasmine Haddou"].joined.year == 2024
    assert people["Kwame Asante"].role == "postdoc"
    assert people["Margaux Vidal"].role == "alumni"
    assert people["Margaux Vidal"].now_at == "ingénieure à Météo-France"


CHINESE_MEMBERS = """<html><head><title>团队成员 - 催化化学课题组</title></head><body><div class="content">
<h2>课题组负责人</h2><div><h4>韩明远 教授</h4><p>邮箱：hanmy@example.edu.cn</p></div>
<h2>博士研究生</h2><div><h4>吴嘉欣</h4><p>2022级</p></div><div><h4>郑浩</h4><p>2023级</p></div>
<h2>已毕业学生</h2><ul><li>高子涵（博士，2021届，现任职于中国科学院）</li></ul>
</div></body></html>"""


def test_chinese_member_page_with_titles_after_names_and_class_years():
    document = read_document("members.html", CHINESE_MEMBERS.encode())
    people = {p.name: p for p in document.people}
    assert set(people) == {"韩明远", "吴嘉欣", "郑浩", "高子涵"}
    assert people["韩明远"].role == "pi" and people["韩明远"].email == "hanmy@example.edu.cn"
    assert people["吴嘉欣"].role == "phd" and people["吴嘉欣"].joined.year == 2022
    assert people["高子涵"].role == "alumni" and people["高子涵"].now_at == "中国科学院"


CONTACT_LIST = """<html><body><div class="profile"><h1>Dr. Andrés Solano Vidal</h1><p>Profesor Titular de Ecología</p>
<dl class="profile-contact"><dt>Correo electrónico</dt><dd><a href="mailto:asolano@ualmeda.es">asolano@ualmeda.es</a></dd>
<dt>Despacho</dt><dd>Edificio C, 2.14</dd></dl>
<dl><dt>2009–2014</dt><dd>Doctorado en Biología, Universidad de Almeda</dd></dl></div></body></html>"""


def test_contact_definition_list_is_written_as_labelled_fields():
    markdown = html_to_markdown(CONTACT_LIST).markdown
    assert "Correo electrónico: [asolano@ualmeda.es](mailto:asolano@ualmeda.es)" in markdown
    assert "Despacho: Edificio C, 2.14" in markdown
    assert "2009–2014:" not in markdown  # a dated entry is no labelled field
    assert read_document("p.html", CONTACT_LIST.encode()).profile.email == "asolano@ualmeda.es"


THEME_EDUCATION = """<html><body><main><h1>Mirela Dragan</h1><p>Assistant Professor, Northgate University.</p>
<div class="section-subheading">Education</div><ul class="ul-edu fa-ul">
<li><i class="fa-li fas fa-graduation-cap"></i><div class="description"><p class="course">PhD in Demography, 2018</p>
<p class="institution">University of Rostock</p></div></li>
<li><i class="fa-li fas fa-graduation-cap"></i><div class="description"><p class="course">MSc in Statistics, 2013</p>
<p class="institution">University of Bucharest</p></div></li></ul></main></body></html>"""


def test_a_list_items_second_line_stays_in_that_item():
    markdown = html_to_markdown(THEME_EDUCATION).markdown
    assert "- PhD in Demography, 2018\n  University of Rostock" in markdown
    education = read_document("p.html", THEME_EDUCATION.encode()).profile.education
    assert [(e.degree, e.institution, e.end_year) for e in education] == [
        ("phd", "University of Rostock", 2018),
        ("master", "University of Bucharest", 2013),
    ]


BLOCK_EDITOR_TEAM = """<html><head><title>Our Team &#8211; Soil Microbiology Group</title></head><body><main>
<h1>Our Team</h1><h2>Group Leader</h2>
<div class="wp-block-columns"><div class="wp-block-column"><p><strong>Prof. Sigrid Vatne</strong><br>Professor of Microbiology<br>
sigrid.vatne@fjellby.no</p></div></div>
<h2>PhD Students</h2><div class="wp-block-columns">
<div class="wp-block-column"><p><strong>Elias Brekke</strong><br>Phage ecology</p></div>
<div class="wp-block-column"><p><strong>Farah Siddiqui</strong><br>Biofilms</p></div></div>
<h2>Former members</h2><p>Dr. Ola Nesheim (Postdoc, 2018–2021), now Lecturer at Vestby University<br>Dr. Rut Aune (PhD, 2015–2019)</p>
</main></body></html>"""


def test_block_editor_team_page_with_bold_names_under_a_team_title():
    document = read_document("team.html", BLOCK_EDITOR_TEAM.encode())
    assert document.profile is None  # "Our Team" is no person
    people = {p.name: p for p in document.people}
    assert set(people) == {"Sigrid Vatne", "Elias Brekke", "Farah Siddiqui", "Ola Nesheim", "Rut Aune"}
    assert people["Sigrid Vatne"].role == "pi" and people["Sigrid Vatne"].email == "sigrid.vatne@fjellby.no"
    assert people["Sigrid Vatne"].position == "Professor of Microbiology"
    assert people["Elias Brekke"].role == "phd"
    assert people["Ola Nesheim"].role == "alumni" and people["Ola Nesheim"].now_at == "Lecturer at Vestby University"


FLAT_PEOPLE = """<html><body><main><h1>People</h1>
<div class="card"><h3 class="card-title">Maren Tollefsen</h3><p class="card-text">Associate Professor</p></div>
<div class="card"><h3 class="card-title">Idris Bello</h3><p class="card-text">Postdoctoral Researcher</p></div>
<div class="card"><h3 class="card-title">Lucía Arrieta</h3><p class="card-text">PhD Student</p></div>
</main></body></html>"""


def test_one_people_list_whose_cards_give_titles_is_a_roster():
    roles = {p.name: p.role for p in read_document("people.html", FLAT_PEOPLE.encode()).people}
    assert roles == {"Maren Tollefsen": "pi", "Idris Bello": "postdoc", "Lucía Arrieta": "phd"}


def test_a_page_in_the_first_person_is_no_roster_whatever_it_lists():
    page = FLAT_PEOPLE.replace("<h1>People</h1>", "<h1>People</h1><p>I am a historian of science.</p>")
    assert people_page("people.html", html_to_markdown(page).markdown) is None
    topics = FLAT_PEOPLE.replace("Associate Professor", "Glacier melt").replace("Postdoctoral Researcher", "Sea ice")
    assert people_page("people.html", html_to_markdown(topics).markdown) is None  # titles unsaid: not a roster


HUGO_PEOPLE_BLOCK = """<html><body><main><div class="row people-widget">
<div class="col-md-12 section-heading"><h1>Meet the Team</h1></div>
<div class="col-md-12"><h2 class="mb-4">Principal Investigators</h2></div>
<div class="people-person"><div class="portrait-title"><h2><a href="/author/ansel-marsh/">Ansel Marsh</a></h2>
<h3>Professor of Oceanography</h3></div></div>
<div class="col-md-12"><h2 class="mb-4">Grad Students</h2></div>
<div class="people-person"><div class="portrait-title"><h2><a href="/author/keiko-arai/">Keiko Arai</a></h2><h3>PhD Student</h3>
<p class="people-interests">Ocean mixing, Internal waves</p></div></div>
<div class="people-person"><div class="portrait-title"><h2><a href="/author/dario-conti/">Dario Conti</a></h2><h3>PhD Student</h3></div></div>
<h2>Join Us</h2><p>We are always looking for motivated students to join the group; please write to us with your CV.</p>
</div></main></body></html>"""


def test_hugo_people_block_sets_groups_and_names_alike():
    document = read_document("people.html", HUGO_PEOPLE_BLOCK.encode())
    people = {p.name: p for p in document.people}
    assert set(people) == {"Ansel Marsh", "Keiko Arai", "Dario Conti"}  # "Join Us" is no member
    assert people["Ansel Marsh"].role == "pi" and people["Ansel Marsh"].position == "Professor of Oceanography"
    assert people["Keiko Arai"].role == "phd" and people["Keiko Arai"].position == "PhD Student"


FRENCH_PAGE = """<html><body><main><h1>Odile Ferrand</h1><p>Maîtresse de conférences, Université de Brévannes.</p>
<h2>Publications choisies</h2><ul>
<li>Ferrand, O. and Lenoir, P. (2021). Sediment fluxes in alpine torrents. <i>Geomorphology</i>, 389, 107840.</li>
</ul></main></body></html>"""


def test_french_publications_heading_with_a_qualifier():
    publications = read_document("p.html", FRENCH_PAGE.encode()).publications
    assert [(p.title, p.year) for p in publications] == [("Sediment fluxes in alpine torrents", 2021)]


SAVED_TABS = """<html><body><main><h1>Jana Novak</h1><p>Professor of Physics, University of Eastfield.</p>
<ul class="nav nav-tabs" role="tablist"><li><a href="#overview" role="tab">Overview</a></li></ul>
<div class="tab-content"><div id="overview" class="tab-pane active" role="tabpanel"><h2>Overview</h2><p>Quantum gases.</p></div>
<div id="pubs" class="tab-pane" role="tabpanel" style="display: none;" aria-hidden="true"><h2>Publications</h2>
<ul><li>J. Novak and P. Ilić, Cold atoms in optical lattices, Phys. Rev. A 101, 013601 (2020).</li></ul></div>
<div id="teach" class="tab-pane" hidden><h2>Teaching</h2><ul><li>PHYS 201 Quantum Mechanics</li></ul></div></div>
<div class="cookie-banner" style="display:none"><p>We use cookies.</p></div><div style="display:none"><p>Loading…</p></div>
</main></body></html>"""


def test_closed_tabs_saved_hidden_are_still_read():
    markdown = html_to_markdown(SAVED_TABS).markdown
    assert "## Publications" in markdown and "PHYS 201 Quantum Mechanics" in markdown
    assert "cookies" not in markdown and "Loading" not in markdown  # hidden machinery stays out
    document = read_document("p.html", SAVED_TABS.encode())
    assert [p.year for p in document.publications] == [2020]


SPANISH_PHOTO_TABLE = """<html><head><title>Miembros | Grupo de Ecología Marina</title></head><body><div id="content">
<h2>Investigador principal</h2>
<table><tr><td><img src="a.jpg"></td><td><b>Dra. Carmen Ibarra Soto</b><br>Profesora Titular<br>cibarra@uvalle.es</td></tr></table>
<h2>Estudiantes de doctorado</h2>
<table><tr><td><img src="b.jpg"></td><td><b>Pablo Herrera</b><br>Doctorando desde 2022</td></tr>
<tr><td><img src="c.jpg"></td><td><b>Lucía Mendoza</b><br>Doctoranda desde 2023</td></tr></table>
<h2>Antiguos miembros</h2>
<p>Dr. Iván Robles (doctorado 2016-2020), ahora en el Instituto de Oceanografía de Cádiz</p>
</div></body></html>"""


def test_spanish_members_in_photo_tables():
    people = {p.name: p for p in read_document("miembros.html", SPANISH_PHOTO_TABLE.encode()).people}
    assert {n: p.role for n, p in people.items()} == {
        "Carmen Ibarra Soto": "pi",
        "Pablo Herrera": "phd",
        "Lucía Mendoza": "phd",
        "Iván Robles": "alumni",
    }
    assert people["Carmen Ibarra Soto"].email == "cibarra@uvalle.es"
    assert people["Pablo Herrera"].position == "Doctorando" and people["Pablo Herrera"].joined.year == 2022
    assert people["Iván Robles"].now_at == "Instituto de Oceanografía de Cádiz"


def test_an_address_split_by_a_screen_reader_span_is_whole():
    page = (
        "<html><body><h1>Prof. Dr. Ruth Ebersbach</h1><p>Professorin für Hydrogeologie, Universität Talheim</p>"
        '<p>E-Mail: <a href="#" data-mailto-token="x">ebersbach<span class="sr-only">@</span>uni-talheim.de</a></p>'
        '<p><span class="sr-only">Opens in a new window</span></p></body></html>'
    )
    document = read_document("p.html", page.encode())
    assert document.profile.email == "ebersbach@uni-talheim.de"
    assert "Opens in a new window" not in html_to_markdown(page).markdown


TITLE_ABOVE_MAIN = """<html><head><title>Staff profile | School of Geosciences</title></head><body>
<header class="site-header"><h1 class="site-title"><a href="/">School of Geosciences</a></h1></header>
<div class="region-highlighted"><div class="block-page-title-block"><h1 class="page-title">Dr Imogen Tallis-Barker</h1></div></div>
<main role="main"><p>Reader in Volcanology at the University of Carrowmore.</p>
<h2>Publications</h2><ul><li>Tallis-Barker I, Mwangi J (2022) Sulphur degassing at basaltic volcanoes. Bulletin of Volcanology 84: 33.</li>
<li>Okafor C, Tallis-Barker I (2020) Conduit flow in lava lakes. Journal of Volcanology and Geothermal Research 391: 106390.</li>
</ul></main></body></html>"""


def test_the_page_title_a_cms_sets_above_main_names_the_person():
    markdown = html_to_markdown(TITLE_ABOVE_MAIN).markdown
    assert markdown.startswith("# Dr Imogen Tallis-Barker")
    assert read_document("p.html", TITLE_ABOVE_MAIN.encode()).profile.name == "Imogen Tallis-Barker"
    one_title = TITLE_ABOVE_MAIN.replace('<h1 class="site-title"><a href="/">School of Geosciences</a></h1>', "")
    site_only = one_title.replace("page-title-block", "x").replace(
        '<h1 class="page-title">Dr Imogen Tallis-Barker</h1>', '<h1 class="site-name">School of Geosciences</h1>'
    )
    assert "School of Geosciences" not in html_to_markdown(site_only).markdown  # the site's name is no title


ITALIAN_PEOPLE = """<html><head><title>Persone – Laboratorio di Psicobiologia</title></head><body><main>
<h1>Persone</h1>
<h2>Responsabile</h2><p><strong>Prof.ssa Giovanna Lanfranchi</strong> – Professoressa ordinaria di Psicobiologia</p>
<h2>Ricercatori</h2><p><strong>Dott. Matteo Orsini</strong> – Ricercatore a tempo determinato (RTD-B)</p>
<h2>Dottorandi</h2><ul><li>Federico Gallo (XXXVII ciclo)</li><li>Sara Benedetti (XXXVIII ciclo)</li></ul>
<h2>Ex membri</h2><ul><li>Dott. Luca Ferri, dottorato 2018–2021, ora presso l'Università di Trento</li></ul>
</main></body></html>"""


def test_italian_people_page():
    people = {p.name: p for p in read_document("persone.html", ITALIAN_PEOPLE.encode()).people}
    assert {n: p.role for n, p in people.items()} == {
        "Giovanna Lanfranchi": "pi",
        "Matteo Orsini": "researcher",
        "Federico Gallo": "phd",
        "Sara Benedetti": "phd",
        "Luca Ferri": "alumni",
    }
    assert people["Matteo Orsini"].position == "Ricercatore a tempo determinato (RTD-B)"
    assert people["Luca Ferri"].now_at == "Università di Trento"


def test_office_staff_group_and_a_phone_line_are_no_position():
    page = """<html><body><main><h1>Team</h1><h2>Leitung</h2><h3>Prof. Dr. Ruth Ebersbach</h3><p>Lehrstuhlinhaberin</p>
    <h2>Doktoranden</h2><h3>Malte Fröhlich</h3><p>Grundwasser</p>
    <h2>Sekretariat</h2><p>Petra Lorenz<br>Tel. 0561 804-2210</p></main></body></html>"""
    people = {p.name: p for p in read_document("team.html", page.encode()).people}
    assert people["Petra Lorenz"].role == "staff"
    assert "0561" not in people["Petra Lorenz"].position
