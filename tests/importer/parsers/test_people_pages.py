"""A lab's page of members is known by its title or by its file, from one vocabulary."""

import pytest

from importer.parsers.people_pages import is_people_file, is_people_title


@pytest.mark.parametrize(
    "name",
    ["People", "Our People", "Lab Members", "Meet the Team", "Mitarbeiterinnen", "Équipe", "Integrantes", "团队成员"],
)
def test_a_title_naming_the_page_of_members_in_any_of_the_languages_is_one(name):
    assert is_people_title(name)
    # the same words name its file, as site generators make file names of titles
    assert is_people_file(name.lower().replace(" ", "-") + ".md")


@pytest.mark.parametrize("name", ["Publications", "Teamwork in Ecology", "People and Places of the Andes", "Group"])
def test_a_title_that_only_holds_such_a_word_is_not(name):
    assert not is_people_title(name)


@pytest.mark.parametrize(
    "path, expected",
    [
        ("team.qmd", True),
        ("content/members/_index.md", True),
        ("lab_members.md", True),
        ("group.md", True),
        ("people/index.html", True),
        ("teamwork.md", False),
        ("_posts/2024-05-01-new-people.md", False),
        ("people.yml", False),
    ],
)
def test_a_sites_file_is_its_page_of_members_by_its_name(path, expected):
    assert is_people_file(path) is expected
