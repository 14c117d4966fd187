"""A member's card is a template (people/_card.html) kept as a fragment keyed by the site's version:
a change to the site shows at once, a template edit after a restart, and nothing else re-renders it."""

import pytest

from labsite import pagecache
from people.models import Person
from tests.factories import make_person


@pytest.fixture
def fresh_process():
    """The templates as a new process finds them (the digest is taken once per process)."""
    pagecache.templates_digest.cache_clear()
    yield pagecache.templates_digest.cache_clear
    pagecache.templates_digest.cache_clear()


def test_a_card_is_kept_until_the_site_changes(client, db):
    ada = make_person("Ada Abara")
    assert "Ada Abara" in client.get("/people/").content.decode()

    Person.objects.filter(pk=ada.pk).update(name="Ada Renamed")  # no signal: the site's version stays
    assert "Ada Abara" in client.get("/people/").content.decode()  # the kept card

    pagecache.bump()  # what every save and import does
    html = client.get("/people/").content.decode()
    assert "Ada Renamed" in html and "Ada Abara" not in html


def test_a_lab_override_of_the_card_shows_on_the_first_request_after_a_restart(
    client, db, settings, tmp_path, fresh_process
):
    make_person("Ada Abara")
    assert 'class="person-card' in client.get("/people/").content.decode()

    (tmp_path / "people").mkdir()
    (tmp_path / "people" / "_card.html").write_text('<li class="lab-card">{{ person.name }}</li>')
    before = pagecache.site_version()
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [tmp_path, *settings.TEMPLATES[0]["DIRS"]]}]
    fresh_process()  # a restart: the site's data did not change, its templates did

    assert pagecache.site_version() != before
    html = client.get("/people/").content.decode()
    assert '<li class="lab-card">Ada Abara</li>' in html and 'class="person-card' not in html
