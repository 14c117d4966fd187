"""Uploaded photos, served by Django, are kept by browsers for a year: their names change at every upload."""

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from people.photos import store_photo
from tests.factories import make_image, make_person


@pytest.fixture
def photographed(db, settings):
    settings.LABSITE_PAGE_CACHE = False
    person = make_person("Mira Solberg")
    store_photo(person, make_image("JPEG", size=(400, 300)))
    person.save()
    return person


@pytest.mark.parametrize("field", ["photo", "photo_medium", "photo_small"])
def test_an_uploaded_photo_is_served_as_immutable(client, photographed, field):
    url = getattr(photographed, field).url
    response = client.get(url)
    assert response.status_code == 200
    assert response["Cache-Control"] == "public, max-age=31536000, immutable"
    assert b"".join(response.streaming_content)[:2] == b"\xff\xd8"  # a JPEG


def test_a_revalidation_of_a_photo_keeps_the_header(client, photographed):
    first = client.get(photographed.photo_small.url)
    again = client.get(photographed.photo_small.url, HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
    assert again.status_code == 304
    assert again["Cache-Control"] == "public, max-age=31536000, immutable"


@pytest.mark.parametrize("name", ["photos/portrait.jpg", "projects/1f0e2d3c4b5a69788796a5b4c3d2e1f0-160.jpg"])
def test_a_file_under_a_name_of_its_uploaders_choosing_is_not_immutable(client, db, name):
    stored = default_storage.save(name, ContentFile(b"\xff\xd8 not really a photo"))
    response = client.get(f"/media/{stored}")
    assert response.status_code == 200
    assert "immutable" not in response.get("Cache-Control", "")


def test_a_missing_photo_is_a_404(client, db):
    assert client.get("/media/photos/0123456789abcdef0123456789abcdef-160.jpg").status_code == 404
