"""Links made once and remembered (and cached cards) follow the address the site is served under (a sub-path's SCRIPT_NAME)."""

import pytest
from django.template import Context, Template
from django.urls import get_script_prefix, set_script_prefix

from publications.formats.html import person_url, publication_url, venue_url
from tests.factories import make_person


@pytest.fixture
def under_a_sub_path():
    previous = get_script_prefix()
    yield lambda prefix: set_script_prefix(prefix)
    set_script_prefix(previous)


def person_card(person):
    return Template("{% load people_cards %}{% person_card person %}").render(Context({"person": person}))


@pytest.mark.django_db
def test_remembered_links_follow_the_script_prefix(under_a_sub_path):
    person = make_person(name="Ada Lovelace")
    assert f'href="/people/{person.slug}/"' in person_card(person)
    assert publication_url("ada2020") == "/publications/ada2020/"
    under_a_sub_path("/lab/")
    assert f'href="/lab/people/{person.slug}/"' in person_card(person)
    assert person_url(person.slug) == f"/lab/people/{person.slug}/"
    assert publication_url("ada2020") == "/lab/publications/ada2020/"
    assert venue_url("osdi") == "/lab/venues/osdi/"
