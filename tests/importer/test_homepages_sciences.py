"""One researcher's homepage outside computer science, saved as a single HTML page (R Markdown, Jekyll
themes, Quarto, WordPress), imported end to end. Every page is fictional, written with the markup its
generator makes: a name set only in the menu's brand, the meta tags or the e-mail address; profile
icons only in the menu; kramdown's definition lists of papers by year; abstracts folded under each
paper; a chemist's numbered entries; a "Software" section above the papers."""

from pathlib import Path

import lxml.html
import pytest

from importer.parsers.html import html_to_markdown
from importer.parsers.html_owner import chrome_links, chrome_name
from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "homepages_sciences"

# file -> (owner, position, affiliation, e-mail, {link label}, {title: year})
PAGES = {
    "rmarkdown_brand_only.html": (
        "Ilse Vandermeer",
        "Associate Professor",
        "University of the Northern Shore",
        "ilse.vandermeer@marsh.example.edu",
        {"Google Scholar", "ORCID"},
        {},
    ),
    "about_me_address_only.html": (
        "Tomas Quiroga Leal",
        "postdoctoral researcher",
        "University of Eastbrook",
        "tomas.quiroga.leal@eastbrook.example.edu",
        set(),
        {},
    ),
    "german_profile_brand.html": (
        "Hannelore Brückmann",
        "Professorin",
        "Universität Waldstein",
        "",
        {"ResearchGate"},
        {"Regenwurmgänge als Wege für gelösten Kohlenstoff": 2021, "Humusvorräte unter Dauergrünland": 2018},
    ),
    "kramdown_year_groups.html": (
        "Oskar Lindqvist-Marr",
        "Research Fellow",
        "Institute for Alpine Ecology",
        "oskar@alpine-eco.example.org",
        set(),
        {
            "Snowmelt timing and the flowering of alpine cushion plants": None,
            "Pollinator visits along an elevation gradient": 2022,
            "Seed banks of glacier forelands": 2022,
            "Frost damage in early-flowering gentians": 2019,
        },
    ),
    "economics_abstract_folds.html": (
        "Valeria Ostrowska",
        "PhD Candidate",
        "Northfield School of Economics",
        "v.ostrowska@nse.example.ac.uk",
        {"GitHub"},
        {
            "Credit Lines and the Timing of Small-Firm Hiring": None,
            "Minimum Wages and Commuting Zones": None,
            "Household Debt over the Business Cycle": None,
        },
    ),
    "quarto_software_and_papers.html": (
        "Maren Ødegaard",
        "",
        "",
        "",
        {"GitHub", "ORCID"},
        {
            "Counting cod with baited cameras in cold fjords": 2025,
            "Detection probability of juvenile saithe in kelp": 2023,
        },
    ),
}


@pytest.mark.parametrize("filename", sorted(PAGES))
def test_a_homepage_gives_its_owner_their_links_and_only_their_papers(db, filename):
    name, position, affiliation, email, links, papers = PAGES[filename]
    report = import_documents([FIXTURES / filename])
    assert not report.failed
    owner = Person.objects.get()  # co-authors, menus and footers make nobody a person
    assert (owner.name, owner.position, owner.affiliation, owner.email) == (name, position, affiliation, email)
    assert set(owner.links.values_list("label", flat=True)) == links
    assert dict(Publication.objects.values_list("title", "year")) == papers
    assert Publication.objects.filter(authorships__person=owner).distinct().count() == len(papers)


def test_a_name_read_from_the_menu_says_so(db):
    report = import_documents([FIXTURES / "rmarkdown_brand_only.html"])
    assert any("menu, meta tags or e-mail address" in w for f in report.files for w in f.warnings)


def test_the_menus_share_button_and_the_themes_footer_links_are_nobodys_profile(db):
    import_documents([FIXTURES / "rmarkdown_brand_only.html"])
    urls = list(Person.objects.get().links.values_list("url", flat=True))
    assert not any("intent/tweet" in url for url in urls)
    import_documents([FIXTURES / "kramdown_year_groups.html"])
    owner = Person.objects.get(name="Oskar Lindqvist-Marr")
    assert not owner.links.filter(url__contains="mmistakes").exists()  # "using the Minimal Mistakes theme"


def test_kramdown_year_groups_keep_one_entry_per_paper_and_leave_the_press_out():
    markdown = html_to_markdown((FIXTURES / "kramdown_year_groups.html").read_text()).markdown
    assert "### 2022" in markdown and "### 2019" in markdown
    entries = [line for line in markdown.splitlines() if line.startswith("- ") and "Lindqvist-Marr" in line]
    assert len(entries) == 4


def test_folded_abstracts_are_neither_entries_nor_text_of_the_list():
    markdown = html_to_markdown((FIXTURES / "economics_abstract_folds.html").read_text()).markdown
    assert "loan-level records" not in markdown and "Estudiamos" not in markdown
    assert "Abstract" not in markdown and "Resumen" not in markdown


def test_a_chemists_bold_entry_numbers_are_no_authors(db):
    import_documents([FIXTURES / "chemistry_numbered_entries.html"])
    names = set(Publication.objects.values_list("authorships__name", flat=True))
    assert not any(ch.isdigit() for name in names for ch in name)
    assert Person.objects.get().name == "M. J. Brennan"  # bold in every entry
    assert dict(Publication.objects.values_list("title", "year")) == {
        "A water-soluble cage that binds sulfate": 2024,
        "Halide recognition by a tripodal urea": 2023,
        "Foldamers that sense chloride": 2021,
    }


def _page(html: str):
    root = lxml.html.document_fromstring(html)
    return root, root.find("body")


def test_an_address_names_the_owner_only_when_the_sites_host_spells_the_same_name():
    html = (
        "<html><head><title>About me | {host}.github.io</title></head><body><h1>About me</h1>"
        "<p>Contact: lena.marsh@bio.example.org</p></body></html>"
    )
    root, body = _page(html.format(host="lenamarsh"))
    assert chrome_name(root, body, "About me | lenamarsh.github.io") == "Lena Marsh"
    root, body = _page(html.format(host="coralwatch"))
    assert chrome_name(root, body, "About me | coralwatch.github.io") == ""


def test_a_brand_printed_nowhere_else_and_a_labs_brand_name_nobody():
    brand = '<html><body><nav class="navbar"><a class="navbar-brand" href="/">{}</a></nav><p>{}</p></body></html>'
    root, body = _page(brand.format("Tidal Flats", "We count snails on the mudflats."))
    assert chrome_name(root, body, "Home") == ""  # two capitalised words, but no family name printed again
    root, body = _page(brand.format("Okafor Lab", "Dr. Okafor and her students count snails."))
    assert chrome_name(root, body, "Home") == ""
    root, body = _page(brand.format("Prof. Dr. Chidi Okafor", "Chidi Okafor counts snails."))
    assert chrome_name(root, body, "Home") == "Chidi Okafor"


def test_links_inside_a_sentence_are_not_profile_icons():
    html = (
        "<html><body><p>Text</p><footer><p>Site by <a href='https://github.com/themeauthor'>a friend</a>"
        " using a free theme, thanks!</p><ul><li><a href='https://orcid.org/0000-0001-2345-6789'>"
        "<i class='ai ai-orcid'></i></a></li></ul></footer></body></html>"
    )
    root, body = _page(html)
    assert chrome_links(body, "Text") == "[ORCID](https://orcid.org/0000-0001-2345-6789)"


def test_a_labs_people_page_gets_no_links_from_its_menu():
    html = (
        "<html><head><title>Kelp Lab - People</title></head><body><nav><a href='https://github.com/kelplab'>"
        "<i class='fa fa-github'></i></a></nav><h1>People</h1><ul><li>Ana Ruiz, PhD student</li>"
        "<li>Bo Chen, postdoc</li></ul></body></html>"
    )
    assert "github.com/kelplab" not in html_to_markdown(html).markdown
