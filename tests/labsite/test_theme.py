"""A lab's override folder (LABSITE_THEME_DIR, else site/): its templates and static files win."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.core.management import call_command

from labsite.env import EnvironmentValueError, theme_dir, theme_folders
from tests.factories import make_person

ROOT = Path(__file__).resolve().parent.parent.parent


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def theme(tmp_path):
    """A theme folder that restyles by extending the shipped templates, as the README shows."""
    folder = tmp_path / "lab-theme"
    write(
        folder / "templates" / "base.html",
        '{% extends "base.html" %}{% block footer %}<footer class="lab-footer">Footer of the Theme Lab</footer>'
        "{% endblock %}",
    )
    write(
        folder / "templates" / "people" / "person_detail.html",
        '{% extends "people/person_detail.html" %}{% block member_bio %}<p class="lab-bio">A themed bio of '
        "{{ person.name }}</p>{% endblock %}",
    )
    write(folder / "templates" / "home.html", '{% extends "home.html" %}{% block home_news %}{% endblock %}')
    write(folder / "static" / "css" / "site.css", ":root { --accent: #0a7d4f; --font-body: Georgia, serif; }\n")
    return folder


@pytest.fixture
def themed_settings(settings, theme):
    """TEMPLATES and STATICFILES_DIRS as labsite/settings.py builds them with LABSITE_THEME_DIR=theme."""
    settings.TEMPLATES = [
        {**settings.TEMPLATES[0], "DIRS": [*theme_folders(theme, "templates"), ROOT / "templates"]},
    ]
    settings.STATICFILES_DIRS = [*theme_folders(theme, "static"), ROOT / "static"]
    return settings


def test_the_theme_folder_is_the_variable_else_site_beside_manage_py_else_none(tmp_path, monkeypatch):
    monkeypatch.delenv("LABSITE_THEME_DIR", raising=False)
    assert theme_dir(tmp_path) is None
    (tmp_path / "site").mkdir()
    assert theme_dir(tmp_path) == tmp_path / "site"

    (tmp_path / "elsewhere").mkdir()
    monkeypatch.setenv("LABSITE_THEME_DIR", "elsewhere")  # relative: to the project
    assert theme_dir(tmp_path) == tmp_path / "elsewhere"
    monkeypatch.setenv("LABSITE_THEME_DIR", str(tmp_path / "elsewhere"))
    assert theme_dir(tmp_path) == tmp_path / "elsewhere"


def test_a_theme_folder_that_does_not_exist_is_an_error_naming_the_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("LABSITE_THEME_DIR", "no-such-theme")
    with pytest.raises(EnvironmentValueError, match=r"LABSITE_THEME_DIR='no-such-theme'.*not a folder"):
        theme_dir(tmp_path)


def test_only_the_folders_a_theme_has_are_searched(tmp_path):
    (tmp_path / "templates").mkdir()
    assert theme_folders(tmp_path, "templates") == [tmp_path / "templates"]
    assert theme_folders(tmp_path, "static") == []  # a missing folder would be a staticfiles warning
    assert theme_folders(None, "templates") == []


def test_the_settings_put_the_theme_first_for_templates_and_static_files(theme):
    code = (
        "import django; django.setup(); from django.template.loader import get_template; "
        "from django.contrib.staticfiles import finders; "
        "print(get_template('base.html').origin.name); print(finders.find('css/site.css')); "
        "print(finders.find('js/theme.js'))"
    )
    environment = {**os.environ, "DJANGO_SETTINGS_MODULE": "labsite.settings", "LABSITE_THEME_DIR": str(theme)}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    template, stylesheet, script = result.stdout.split()
    assert template == str(theme / "templates" / "base.html")
    assert stylesheet == str(theme / "static" / "css" / "site.css")
    assert script == str(ROOT / "static" / "js" / "theme.js")  # what the theme lacks comes from labsite


def test_override_templates_show_on_the_home_page_and_member_pages(client, db, themed_settings):
    person = make_person("Ines Quartermaine", bio="The shipped bio text.")
    home = client.get("/").content.decode()
    assert "Footer of the Theme Lab" in home
    assert "Members' login" not in home  # the shipped footer is replaced, not added to
    assert 'id="news-heading"' not in home  # a home section emptied by the theme
    assert 'id="lab-heading"' in home  # the sections it does not name stay

    page = client.get(f"/people/{person.slug}/").content.decode()
    assert "A themed bio of Ines Quartermaine" in page
    assert "The shipped bio text." not in page
    assert "Footer of the Theme Lab" in page


def test_an_override_stylesheet_is_found_inlined_and_collected(client, db, themed_settings, tmp_path):
    found = finders.find("css/site.css")
    assert Path(found) == themed_settings.STATICFILES_DIRS[0] / "css" / "site.css"
    assert "--font-body: Georgia, serif" in client.get("/").content.decode()

    themed_settings.STATIC_ROOT = tmp_path / "collected"
    call_command("collectstatic", interactive=False, verbosity=0)
    collected = (tmp_path / "collected" / "css" / "site.css").read_text()
    assert collected == (themed_settings.STATICFILES_DIRS[0] / "css" / "site.css").read_text()
    assert (tmp_path / "collected" / "js" / "theme.js").exists()


def test_the_static_copy_carries_the_override_templates_and_files(db, themed_settings, tmp_path):
    person = make_person("Ines Quartermaine", bio="The shipped bio text.")
    out = tmp_path / "copy"
    call_command("build_static", str(out), stdout=io.StringIO())

    assert "Footer of the Theme Lab" in (out / "index.html").read_text()
    member_page = (out / "people" / person.slug / "index.html").read_text()
    assert "A themed bio of Ines Quartermaine" in member_page
    assert (out / "static" / "css" / "site.css").read_text() == (
        themed_settings.STATICFILES_DIRS[0] / "css" / "site.css"
    ).read_text()
