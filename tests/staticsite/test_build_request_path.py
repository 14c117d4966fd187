"""build_static asks every page of the site the way a visitor does, warns of a member's broken link,
and replaces its output folder whole or not at all."""

import datetime
import io
from unittest import mock
from urllib.parse import urlsplit

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client, override_settings

from content.models import News
from people.generate import generate_lab
from people.models import Person
from publications.models import Publication
from staticsite.builder import Builder
from staticsite.links import file_for

MISSING = "/people/no-such-member/"


class StampMiddleware:
    """A middleware of the site's own that marks every HTML page it sends."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.get("Content-Type", "").startswith("text/html"):
            response.content += b"<!-- stamped by the site's middleware -->"
        return response


def _build(out, *options):
    said, warned = io.StringIO(), io.StringIO()
    call_command("build_static", str(out), "--jobs", "1", *options, stdout=said, stderr=warned)
    return said.getvalue(), warned.getvalue()


def _files(out):
    return {str(path.relative_to(out)): path.read_bytes() for path in out.rglob("*") if path.is_file()}


def _member_with_a_broken_link():
    person = Person.objects.public().order_by("pk").first()
    person.bio = f"Before joining, see [my old page]({MISSING}) and [the list](/publications/)."
    person.save()
    return person


def test_a_broken_link_in_a_bio_is_a_warning_naming_the_page_and_the_member(db, tmp_path):
    generate_lab(people=3, publications=6, seed=4)
    person = _member_with_a_broken_link()
    out = tmp_path / "out"

    said, warned = _build(out)

    assert f"{person.get_absolute_url()} links to {MISSING}, which answers 404" in warned
    assert person.name in warned
    assert "1 broken links in members' own text" in said
    assert MISSING.strip("/") + "/index.html" not in _files(out)
    assert (out / file_for(person.get_absolute_url(), "")).exists()  # the rest of the site is built
    _, again = _build(out)
    assert person.name in again  # a build with warnings is not skipped as up to date: it says them again


def test_with_strict_a_broken_link_in_a_bio_fails_and_leaves_the_previous_build(db, tmp_path):
    generate_lab(people=3, publications=6, seed=4)
    out = tmp_path / "out"
    _build(out)
    before = _files(out)
    person = _member_with_a_broken_link()

    with pytest.raises(CommandError) as failed:
        _build(out, "--strict")

    message = str(failed.value)
    assert f"{person.get_absolute_url()} links to {MISSING}" in message and person.name in message
    assert _files(out) == before
    assert [path.name for path in tmp_path.iterdir()] == ["out"]  # no half-built folder left beside it


def test_a_broken_link_that_is_no_members_own_fails_the_build(db, tmp_path):
    generate_lab(people=2, publications=3, seed=2)
    News.objects.create(title="Moved", date=datetime.date(2020, 1, 2), body=f"Our page is [here]({MISSING}).")

    with pytest.raises(CommandError, match=f"links to {MISSING}, which answers 404$"):
        _build(tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_a_page_that_fails_to_render_leaves_the_previous_build_as_it_was(db, tmp_path):
    generate_lab(people=3, publications=6, seed=5)
    out = tmp_path / "out"
    _build(out)
    (out / "CNAME").write_text("lab.example.org\n")  # a file of the site's owner, not of a build
    before = _files(out)
    publication = Publication.objects.public().order_by("pk").first()
    publication.title = "Changed since the last build"
    publication.save()
    person = Person.objects.public().order_by("pk").first()
    with mock.patch("people.views.PersonDetailView.get_context_data", side_effect=RuntimeError("a broken view")):
        with pytest.raises(CommandError, match=f"{person.get_absolute_url()}, which answers 500"):
            _build(out)
    assert _files(out) == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["out"]

    _build(out)  # and once the page renders again, the new build replaces it, the owner's file kept
    after = _files(out)
    assert after["CNAME"] == b"lab.example.org\n"
    assert b"Changed since the last build" in after[file_for(publication.get_absolute_url(), "")]


def test_each_file_is_what_the_sites_request_handling_sends(db, tmp_path):
    generate_lab(people=3, publications=60, seed=6)
    out = tmp_path / "out"
    with override_settings(MIDDLEWARE=[*settings.MIDDLEWARE, f"{__name__}.StampMiddleware"]):
        _build(out)
        builder = Builder(out)
        publication = Publication.objects.public().order_by("pk").first()
        person = Person.objects.public().order_by("pk").first()
        addresses = [
            "/",
            person.get_absolute_url(),
            f"{person.get_absolute_url()}cv/",
            publication.get_absolute_url(),
            "/publications/?page=2",
            "/publications/?group=year&page=2&view=list",
        ]
        with override_settings(**builder._overrides()):
            client = Client(HTTP_HOST="localhost")
            for address in addresses:
                parts = urlsplit(address)
                sent = client.get(address).content.decode()
                assert sent.endswith("<!-- stamped by the site's middleware -->")
                _, expected = builder._rewrite_html(sent, parts.path)
                assert (out / file_for(parts.path, parts.query)).read_text() == expected, address
            for address in ("/publications.bib", f"/publications/{publication.key}.ris", "/publications.atom"):
                assert (out / file_for(address, "")).read_bytes() == client.get(address).getvalue(), address
