import pytest
from django.core.exceptions import ValidationError

from publications.models import PublicationLink
from tests.factories import make_publication


def test_a_javascript_link_stored_on_a_publication_is_not_printed(client, db):
    publication = make_publication(title="Links That Bite")
    PublicationLink.objects.create(publication=publication, label="PDF", url="javascript:alert(1)")
    PublicationLink.objects.create(publication=publication, label="Code", url="https://example.org/code")

    page = client.get("/publications/").content.decode()

    assert "javascript:" not in page
    assert 'href="https://example.org/code"' in page


@pytest.mark.parametrize("url", ["javascript:alert(1)", " data:text/html,<b>x</b>", "vbscript:msgbox"])
def test_the_admin_refuses_a_link_that_is_not_a_web_address(db, url):
    link = PublicationLink(publication=make_publication(), label="PDF", url=url)
    with pytest.raises(ValidationError, match="not a web address"):
        link.full_clean()


@pytest.mark.parametrize("url", ["https://example.org/a.pdf", "paper.pdf", "/files/paper.pdf", "mailto:a@b.c"])
def test_web_addresses_and_relative_files_are_accepted(db, url):
    PublicationLink(publication=make_publication(), label="PDF", url=url).full_clean()


def test_markup_in_titles_authors_and_venues_is_printed_as_text(client, db):
    from publications.models import Venue

    venue = Venue.objects.create(acronym="<b>X</b>", name="Evil", slug="evil")
    make_publication(
        title="<script>alert(1)</script> Title",
        venue=venue,
        authors=['<img src=x onerror="a()">'],
        note="<i>Best</i>",
        venue_text="",
    )

    page = client.get("/publications/").content.decode()

    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)&lt;/script&gt; Title" in page
    assert "<img src=x" not in page and "&lt;img src=x onerror=" in page
    assert "<b>X</b>" not in page and "<i>Best</i>" not in page


@pytest.mark.parametrize(
    "url", ["java\tscript:alert(1)", "java\nscript:alert(1)", "\x01javascript:alert(1)", "\x1f javascript:alert(1)"]
)
def test_a_script_link_hidden_by_tabs_or_control_characters_is_refused_and_not_printed(client, db, url):
    # Browsers drop tabs and newlines anywhere in an address, and control characters before it.
    publication = make_publication(title="Hidden Scheme")
    link = PublicationLink(publication=publication, label="PDF", url=url)
    with pytest.raises(ValidationError, match="not a web address"):
        link.full_clean()
    link.save()

    page = client.get("/publications/").content.decode()

    assert "script:alert" not in page


def test_a_javascript_link_on_a_person_is_not_printed_on_their_page_or_cv(client, db):
    from people.models import PersonLink
    from tests.factories import make_person

    person = make_person("Lina Links")
    PersonLink.objects.create(person=person, label="Homepage", url="javascript:alert(1)")
    PersonLink.objects.create(person=person, label="GitHub", url="javascript:alert(2)")
    PersonLink.objects.create(person=person, label="Scholar", url="https://scholar.example.org/lina")

    for address in (person.get_absolute_url(), person.get_absolute_url() + "cv/"):
        page = client.get(address).content.decode()
        assert "javascript:" not in page, address
        assert "https://scholar.example.org/lina" in page, address
