"""Pages of researchers and labs outside computer science, saved as HTML (fictional pages in the layouts of
real ones): a Quarto grid of member cards saved with no heading nor <title>, a project's "People" page whose
cards give work packages, a students list whose lines open with "(PhD 2023–2026) – topic", a memorial list of
papers under a subtitle, a count and a lead, a list whose entries open with a bold label ("A12."), and a CV
page of dated table rows titled "Professional experience – Name"."""

from pathlib import Path

from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown
from importer.parsers.html_titles import title_name

PAGES = Path(__file__).resolve().parent.parent / "fixtures" / "html_sweep"


def _read(name):
    return read_document(name, (PAGES / name).read_bytes())


def _people(document):
    return {person.name: person for person in document.people}


def test_a_quarto_grid_saved_without_heading_or_title_is_read_as_its_file_says():
    document = _read("people.html")
    assert document.format == "roster"
    people = _people(document)
    assert set(people) == {"Ximena Quintero-Lasso", "Tadeo Villamizar", "Renata Oyuela Maldonado", "Ivo Santamaría"}
    assert people["Ximena Quintero-Lasso"].role == "pi"
    assert people["Tadeo Villamizar"].role == "master"
    # "Graduated, Masters": the card's standing says they have left the lab
    assert (people["Ivo Santamaría"].position, people["Ivo Santamaría"].role) == ("Graduated, Masters", "alumni")


def test_a_people_page_whose_cards_give_work_packages_lists_the_team():
    document = _read("project_team.html")
    assert document.format == "roster"
    people = _people(document)
    assert set(people) == {
        "Amarante Fialho",
        "Bento Carvalhal",
        "Clélia Rouvier",
        "Dario Menezes",
        "Estelle Barandon",
        "Fabrício Tavares",
    }  # the open positions ("WP1 Engineer", "WP2 PhD student") are nobody
    assert people["Clélia Rouvier"].position == "Co-lead WP1"


def test_a_member_line_opening_with_title_and_years_in_brackets_gives_both_and_keeps_the_topic():
    document = _read("students_list.html")
    people = _people(document)
    assert "XXX XXX" not in people  # a template's unfilled place
    assert set(people) == {"Solène Garrigou", "Yannick Bordenave", "Nadia Oukhellou", "Théo Lamarque"}
    solene = people["Solène Garrigou"]
    assert (solene.position, solene.role) == ("PhD", "phd")
    assert (solene.joined.year, solene.left.year) == (2023, 2026)
    assert solene.bio.startswith("Seed banks of alpine scree slopes")
    assert people["Nadia Oukhellou"].role == "master"
    assert people["Théo Lamarque"].role == "alumni"


def test_a_list_s_subtitle_count_and_lead_are_no_papers():
    document = _read("memorial_publications.html")
    titles = [p.title for p in document.publications]
    assert titles == [
        "Tillering habit of finger millet under two spacings",
        "Inheritance of grain colour in finger millet",
        "Screening pearl millet for downy mildew resistance in the savanna",
        "Breeding millets for marginal lands",
    ]
    assert [p.year for p in document.publications] == [1966, 1968, 1974, 1983]
    markdown = html_to_markdown((PAGES / "memorial_publications.html").read_text(encoding="utf-8")).markdown
    assert "**five decades**" not in markdown  # the lead's emphasis would read as a paper's title


def test_a_bold_label_opening_an_entry_is_no_author():
    document = _read("labelled_publications.html")
    assert document.profile.name == "Margaux Delcambre"
    by_title = {p.title: p for p in document.publications}
    assert set(by_title) == {
        "Buried seeds of alpine scree slopes outlast the glaciers above them",
        "Storm surges and the flora of coastal lagoons",
        "Sheep grazing keeps dry grasslands diverse",
        "Rare orchids counted from the air: drone surveys in Mediterranean garrigue",
    }  # "(Add preprints here)" is no paper
    first = by_title["Buried seeds of alpine scree slopes outlast the glaciers above them"]
    assert [a.name for a in first.authors] == ["S. Garrigou", "A. Peyrolle", "M. Delcambre"]
    assert first.year == 2025


def test_two_bold_runs_side_by_side_keep_their_space():
    page = "<html><body><h2>Publications</h2><ul><li><b>A1.</b> <u>Ruiz, A.</u>, Li, B. (2020). <i>A title</i>. J.</li></ul></body></html>"
    assert "A1. **Ruiz, A.**" in html_to_markdown(page).markdown


def test_a_cv_page_titled_by_its_section_and_the_owner_is_the_owner_s():
    document = _read("experience.html")
    assert document.profile.name == "Konrad Albrechtsen"
    jobs = {e.title: e for e in document.profile.experience}
    assert (jobs["Senior researcher"].start_year, jobs["Senior researcher"].end_year) == (2021, None)
    assert jobs["Senior researcher"].organization.endswith("Nordhafen Institute for Social Research")
    assert (jobs["Lecturer"].start_year, jobs["Lecturer"].organization) == (2012, "various European universities")
    degrees = {e.degree: e for e in document.profile.education}
    assert degrees["phd"].institution == "University of Grauwald"
    assert degrees["master"].end_year == 2012


def test_a_title_piece_naming_a_cv_section_names_nobody():
    assert title_name("Professional experience – Konrad Albrechtsen") == "Konrad Albrechtsen"
    assert title_name("Research interests | Ana Ruiz") == "Ana Ruiz"
    assert title_name("Teaching") == ""


def test_papers_set_as_paragraphs_over_lists_of_their_links_stay_papers():
    page = """<html><body><h2>Publications</h2>
    <p><b>Tidal mixing in small estuaries</b><br>Ana Ruiz, Bo Lind<br>Estuaries 12, 2020</p>
    <ul><li><a href="a.pdf">PDF</a></li><li><a href="c">Code</a></li></ul>
    <p><b>Salt wedges in winter</b><br>Ana Ruiz<br>Coastal Journal 3, 2019</p>
    </body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "- **Tidal mixing in small estuaries**" in markdown
    assert "- **Salt wedges in winter**" in markdown
