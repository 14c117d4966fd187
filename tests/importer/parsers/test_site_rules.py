"""The rules a site folder's plan and pages are read by: template samples, languages, the owner's
contacts, titles with dates, kramdown sub-bullets, and the roles of lab templates and CV languages."""

import datetime

import pytest

from importer.parsers.records import ParsedProfile
from importer.parsers.roles import role_from_group, role_from_slug, role_from_title
from importer.parsers.site_config import owner_contacts, owner_names
from importer.parsers.site_languages import site_languages
from importer.parsers.site_papers import nested_bullets
from importer.parsers.site_samples import sample_reason
from importer.parsers.structured.roster import read_title_line


@pytest.mark.parametrize(
    "meta, body, why",
    [
        ({"title": "Notes"}, "Lorem ipsum I can't remember the rest.", "lorem ipsum"),
        ({"title": "A paper", "abstract": "Lorem ipsum dolor sit amet."}, "", "lorem ipsum"),
        ({"title": "Blog Post number 1"}, "Some words of a first post.", "sample page"),
        ({"title": "Paper Title Number 3", "venue": "Journal 1"}, "", "sample page"),
        ({"title": "project 2"}, "A showcase of pictures.", "sample page"),
        ({"title": "Welcome to Wowchemy, the website builder"}, "Hello.", "site generator"),
        ({"title": "A study", "citation": 'Your Name, You. (2015). "A study." Journal 2.'}, "", "placeholder"),
        ({"title": "A study", "authors": ["You", "Mira Stolz"]}, "", "placeholder"),
        ({"title": "Calving fronts", "draft": True}, "", "a draft"),
        ({}, "A simple inline announcement.", "sample text"),
    ],
)
def test_a_templates_sample_page_is_told_by_its_text_title_or_author(meta, body, why):
    assert why in sample_reason(meta, body)


@pytest.mark.parametrize(
    "meta, body",
    [
        ({"title": "Field season in the Julian Alps", "authors": ["admin"]}, "Three weeks of sampling springs."),
        ({"title": "Project Aurora", "draft": False}, "Modelling aquifers."),
        ({"title": "Visa lotteries", "citation": "Okwuosa, C. (2024). Visa lotteries. NBER."}, ""),
        ({"title": "Two decades of kelp"}, "Our 20 years of kelp surveys, in numbers."),
        ({"title": "This site now runs on Hugo Blox"}, "I moved my pages from WordPress."),
    ],
)
def test_a_sites_own_page_is_no_sample(meta, body):
    assert sample_reason(meta, body) is None


def test_a_hugo_site_declares_its_default_language_and_each_languages_folder():
    names = {"content/en/authors/admin/_index.md", "content/de/authors/admin/_index.md", "content/en/post/x.md"}
    configs = {
        "config/_default/hugo.yaml": {"defaultContentLanguage": "en"},
        "config/_default/languages.yaml": {"en": {"contentDir": "content/en"}, "de": {"contentDir": "content/de"}},
    }
    languages = site_languages(names, configs)
    assert languages.default == "en"
    assert languages.translation_reason("content/en/post/x.md", names) is None
    assert languages.translation_reason("content/de/authors/admin/_index.md", names) == (
        "a translation ('de') of content/en/authors/admin/_index.md, which is read instead"
    )


def test_a_polyglot_site_marks_translations_by_folder_or_front_matter():
    names = {"publikationen.md", "en/publications.md", "team.md"}
    languages = site_languages(names, {"_config.yml": {"languages": ["de", "en"], "default_lang": "de"}})
    assert languages.translation_reason("en/publications.md", names).startswith("a translation ('en')")
    assert languages.translation_reason("team.md", names, {"lang": "en"}).startswith("a translation ('en')")
    assert languages.translation_reason("publikationen.md", names, {"lang": "de"}) is None


def test_without_a_default_english_is_read_and_a_site_in_one_language_has_no_translations():
    names = {"content/en/a.md", "content/fr/a.md"}
    assert site_languages(names, {}).translation_reason("content/fr/a.md", names).startswith("a translation ('fr')")
    one = site_languages({"content/post/a.md"}, {"hugo.yaml": {"defaultContentLanguage": "en"}})
    assert one.default is None and one.translation_reason("content/post/a.md", set()) is None


def test_the_owners_contacts_and_name_forms_come_from_the_configuration():
    configs = {
        "_config.yml": {
            "author": {
                "name": "Chidera Okwuosa",
                "email": "co@lsu.example.edu",
                "orcid": "0000-0002-0000-0001",
                "github": "cokwuosa",
                "googlescholar": "https://scholar.google.com/citations?user=ABC",
                "twitter": "",
            },
            "scholar": {"last_name": ["Høgsbro"], "first_name": ["Mattias", "M."]},
        }
    }
    assert owner_contacts(configs) == {
        "email": "co@lsu.example.edu",
        "ORCID": "https://orcid.org/0000-0002-0000-0001",
        "Google Scholar": "https://scholar.google.com/citations?user=ABC",
        "GitHub": "https://github.com/cokwuosa",
    }
    assert owner_names(configs, "Mattias Høgsbro") == ["Mattias Høgsbro", "M. Høgsbro"]
    assert owner_contacts({"_config.yml": {"author": {"name": "Your Name", "email": "you@x.org"}}}) == {}


def test_kramdown_sub_bullets_join_the_item_above():
    text = b"* **Assistant Professor**, *Lakeshore State*\n** Chicago, IL\n** Aug 2020 - present\n\n**Bold** line\n"
    assert nested_bullets(text) == (
        b"* **Assistant Professor**, *Lakeshore State*, Chicago, IL, Aug 2020 - present\n\n**Bold** line\n"
    )


@pytest.mark.parametrize(
    "position, title, joined, left, now_at",
    [
        ("MSc student 2019–2021, now at FONAG", "MSc student", 2019, 2021, "FONAG"),
        ("PhD student (since 2021)", "PhD student", 2021, None, ""),
        ("Postdoc (2017–2020), now Assistant Professor at Umeå University", "Postdoc", 2017, 2020, None),
        ("Doktorand seit 10/2021", "Doktorand", datetime.date(2021, 10, 1), None, ""),
        ("Associate professor, started Jan 2016", "Associate professor", datetime.date(2016, 1, 1), None, ""),
        ("Bachelor student, Spring 2024", "Bachelor student", datetime.date(2024, 3, 1), None, ""),
        ("Professor of Known Things", "Professor of Known Things", None, None, ""),
    ],
)
def test_a_position_line_gives_its_dates_and_where_they_went(position, title, joined, left, now_at):
    profile = ParsedProfile(name="Ana Rosales", position=position)
    read_title_line(profile)
    assert profile.position == title
    assert profile.joined == (datetime.date(joined, 1, 1) if isinstance(joined, int) else joined)
    assert profile.left == (datetime.date(left, 12, 31) if left else None)
    if now_at is not None:
        assert profile.now_at == now_at
    else:
        assert profile.now_at.startswith("Assistant Professor at")
    assert (profile.role == "alumni") == bool(profile.now_at or left)


@pytest.mark.parametrize(
    "title, role",
    [
        ("Wissenschaftliche Mitarbeiterin (Postdoc)", "postdoc"),  # the role spelled out beside the title
        ("Maîtresse de conférences", "faculty"),
        ("Maître de conférences HDR", "faculty"),
        ("Lehrstuhlinhaberin", "pi"),
        ("Research Scientist (visiting)", "researcher"),
    ],
)
def test_titles_of_cv_languages(title, role):
    assert role_from_title(title) == role


@pytest.mark.parametrize("label", ["leitung", "Gruppenleitung", "Head", "Direction", "Dirección"])
def test_a_groups_head_is_its_pi(label):
    assert role_from_group(label) == "pi"


@pytest.mark.parametrize(
    "slug, role",
    [("principal-investigator", "pi"), ("research-scientist", "researcher"), ("phd", "phd"), ("web-site", None)],
)
def test_a_templates_role_slug_of_several_words_is_read_as_its_words(slug, role):
    assert role_from_slug(slug) == role


def test_a_member_pages_role_slug_of_several_words_gives_role_and_position():
    from importer.parsers.structured.roster import member_page

    meta = {"name": "Akua Mensah", "role": "principal-investigator"}
    profile = member_page(meta, "Akua leads the lab.", "_members/akua-mensah.md").profile
    assert (profile.role, profile.position) == ("pi", "Principal Investigator")


def test_the_owners_name_in_a_translation_of_their_page_is_a_name_of_theirs():
    from importer.parsers.sites import plan_site

    files = {
        "config/_default/hugo.yaml": "defaultContentLanguage: en\nlanguages:\n  en: {contentDir: content/en}\n"
        "  zh: {contentDir: content/zh}\nmodule: {imports: [{path: github.com/HugoBlox/blox-bootstrap}]}\n",
        "content/en/authors/admin/_index.md": "---\ntitle: Wen Qiao\nrole: Lecturer\n---\nWen studies rivers.\n",
        "content/zh/authors/admin/_index.md": "---\ntitle: 乔文\nrole: 讲师\n---\n乔文研究河流。\n",
    }
    plan = plan_site(list(files), files.get)
    assert plan.owner == "Wen Qiao"
    assert plan.skipped["content/zh/authors/admin/_index.md"].startswith("a translation ('zh') of content/en/")
    assert plan.owner_names == ["Wen Qiao", "乔文"]
