"""Pages saved from generated sites (Quarto, a Jekyll theme, WordPress, a university CMS): their content is read,
never the navigation, sidebars of links, tables of contents or footers around it (fictional pages)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown

PAGES = Path(__file__).resolve().parent.parent / "fixtures" / "pages"
MACHINERY_WORDS = (
    "Teaching",
    "On this page",
    "Recent Posts",
    "Archives",
    "In this section",
    "Privacy",
    "Built with",
    "Search",
    "Copy",
    "Cite",
)


def _read(name):
    return read_document(name, (PAGES / name).read_bytes())


def _everything(document):
    return repr(document)


@pytest.mark.parametrize(
    "name",
    [
        "quarto_about.html",
        "academicpages_about.html",
        "wordpress_page.html",
        "university_profile.html",
        "hugoblox_home.html",
    ],
)
def test_no_menu_sidebar_toc_or_footer_word_reaches_the_import(name):
    document = _read(name)
    assert document.publications
    for word in MACHINERY_WORDS:
        assert word not in _everything(document), (name, word)


def test_a_quarto_page_whose_body_is_marked_as_a_navbar_page_is_read():
    document = _read("quarto_about.html")
    assert [p.title for p in document.publications] == [
        "Rivers Under Stone",
        "Mud in Motion",
        "Silt and Its Discontents",
    ]
    assert document.profile.name == "Odile Marchetti"


def test_the_author_sidebar_beside_a_jekyll_themes_content_keeps_name_email_and_affiliation():
    profile = _read("academicpages_about.html").profile
    assert (profile.name, profile.email, profile.affiliation) == (
        "Odile Marchetti",
        "odile.marchetti@westvale.example.edu",
        "Westvale University",
    )


def test_a_wordpress_lab_page_is_read_and_the_lab_is_not_taken_for_a_person():
    document = _read("wordpress_page.html")
    assert [p.title for p in document.publications] == ["Rivers Under Stone", "Silt and Its Discontents"]
    assert document.profile is None or document.profile.name != "Marchetti Hydrology Group"


def test_a_university_profile_inside_a_hidden_class_wrapper_is_read():
    document = _read("university_profile.html")
    assert (document.profile.name, document.profile.email) == ("Odile Marchetti", "o.marchetti@westvale.example.ac.uk")
    assert [p.title for p in document.publications] == ["Rivers Under Stone", "Mud in Motion"]


def test_a_page_whose_every_wrapper_has_a_machinery_class_word_still_has_text():
    page = (
        "<html><body><div class='hidden-xs nav-wrapper'><div class='menu-open'>"
        "<h1>Odile Marchetti</h1><p>Hydrologist at Westvale University.</p>"
        "<h2>Publications</h2><ul><li>Odile Marchetti, Kofi Brandt. Rivers Under Stone. "
        "<em>Journal of Imaginary Hydrology</em>, 2022.</li></ul></div></div></body></html>"
    )
    assert "Rivers Under Stone" in html_to_markdown(page).markdown
    assert [p.title for p in read_document("index.html", page.encode()).publications] == ["Rivers Under Stone"]


def test_a_small_main_beside_the_rest_of_a_hand_written_page_does_not_hide_it():
    page = (
        "<html><body><main><p>Welcome!</p></main><h1>Odile Marchetti</h1><h2>Publications</h2><ul>"
        + "".join(
            f"<li>Odile Marchetti, Kofi Brandt. Rivers Under Stone {n}. <em>Journal of Imaginary Hydrology</em>, 2022.</li>"
            for n in range(5)
        )
        + "</ul></body></html>"
    )
    assert len(read_document("index.html", page.encode()).publications) == 5


def test_a_hugo_blox_homepage_keeps_the_contact_icons_a_theme_hides_from_screen_readers():
    document = _read("hugoblox_home.html")
    profile = document.profile
    assert (profile.name, profile.email) == ("Odile Marchetti", "odile.marchetti@westvale.example.edu")
    assert {link.label for link in profile.links} >= {"Google Scholar", "GitHub"}
    assert [p.title for p in document.publications] == ["Rivers Under Stone"]
