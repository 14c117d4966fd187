"""People's photos for the screen: WebP/AVIF copies at a few widths, made on upload, in <picture> srcsets."""

import io
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse
from PIL import Image, features

from labsite import renditions
from people.photos import RENDITION_WIDTHS, store_photo
from tests.adminforms import admin_form_data
from tests.factories import make_image, make_person

FORMATS = ["webp", "avif"] if features.check("avif") else ["webp"]


@pytest.fixture(autouse=True)
def no_page_cache(settings):
    settings.LABSITE_PAGE_CACHE = False


def stored_image(storage, name):
    with storage.open(name, "rb") as handle:
        image = Image.open(io.BytesIO(handle.read()))
        image.load()
    return image


def photographed(name, size=(900, 600)):
    person = make_person(name)
    store_photo(person, make_image("JPEG", size=size))
    person.save()
    return person


def test_an_upload_in_the_admin_makes_webp_and_avif_copies_at_every_width(client, member):
    url = reverse("admin:people_person_change", args=[member.pk])
    client.force_login(member.user)
    data = admin_form_data(client.get(url))
    data["photo"] = make_image("JPEG", size=(1800, 1200))
    assert client.post(url, data).status_code == 302
    member.refresh_from_db()
    storage, name = member.photo_small.storage, member.photo_small.name
    manifest = renditions.read(storage, name)
    assert manifest["widths"] == list(RENDITION_WIDTHS)
    assert manifest["formats"] == sorted(FORMATS)
    for width in RENDITION_WIDTHS:
        for extension in FORMATS:
            image = stored_image(storage, renditions.rendition_name(name, width, extension))
            assert image.format == extension.upper()
            # Made from the 1200-pixel photo, 3:2 kept.
            assert image.size == (width, round(width * 2 / 3))


def test_a_photo_narrower_than_the_widths_gets_one_copy_at_its_own_width(db):
    person = photographed("Noor Halvorsen", size=(300, 300))
    manifest = renditions.read(person.photo_small.storage, person.photo_small.name)
    assert manifest["widths"] == [160, 300]
    image = stored_image(person.photo_small.storage, renditions.rendition_name(person.photo_small.name, 300, "webp"))
    assert image.size == (300, 300)


def test_a_transparent_png_keeps_its_transparency_in_webp(db):
    buffer = io.BytesIO()
    Image.new("RGBA", (400, 400), (0, 128, 128, 100)).save(buffer, "PNG")
    person = make_person("Ilse Vantongeren")
    store_photo(person, SimpleUploadedFile("logo.png", buffer.getvalue(), content_type="image/png"))
    person.save()
    image = stored_image(person.photo_small.storage, renditions.rendition_name(person.photo_small.name, 320, "webp"))
    assert image.mode == "RGBA" and image.getpixel((10, 10))[3] == 100


def srcsets(html, extension):
    return re.findall(rf'<source type="image/{extension}" srcset="([^"]+)" sizes="([^"]+)">', html)


def test_lists_and_profiles_offer_the_copies_with_the_jpeg_as_fallback(client, db):
    person = photographed("Tove Marangoni")
    people = client.get(reverse("people:person-list")).content.decode()
    profile = client.get(person.get_absolute_url()).content.decode()
    for html in (people, profile):
        for extension in FORMATS:
            (srcset, sizes), *_ = srcsets(html, extension)
            assert [entry.split()[1] for entry in srcset.split(", ")] == [f"{w}w" for w in RENDITION_WIDTHS]
            assert renditions.rendition_name(person.photo_small.name, 320, extension) in srcset
            assert sizes.endswith("px")
    card = re.search(r"<picture>.*?</picture>", people).group(0)
    assert f'src="{person.photo_small.url}"' in card and 'loading="lazy"' in card and 'width="96"' in card
    photo = re.search(r"<picture>.*?</picture>", profile).group(0)
    assert f'src="{person.photo_medium.url}"' in photo and 'fetchpriority="high"' in photo
    assert 'loading="lazy"' not in photo  # the largest picture at the top of the page


def test_a_photo_stored_before_renditions_is_shown_plain_until_the_command_makes_them(client, db):
    person = photographed("Oskar Lindqvist")
    storage, name = person.photo_small.storage, person.photo_small.name
    renditions.remove(storage, name)  # as a photo uploaded before renditions existed
    assert not storage.exists(renditions.rendition_name(name, 160, "webp"))
    people = client.get(reverse("people:person-list")).content.decode()
    assert "<picture>" not in people and f'src="{person.photo_small.url}"' in people

    out = io.StringIO()
    call_command("make_renditions", "--dry-run", stdout=out)
    assert f"would make renditions of {name}" in out.getvalue()
    assert not storage.exists(renditions.rendition_name(name, 160, "webp"))
    call_command("make_renditions", stdout=io.StringIO())
    assert storage.exists(renditions.rendition_name(name, 160, "webp"))
    assert "<picture>" in client.get(reverse("people:person-list")).content.decode()
    again = io.StringIO()
    call_command("make_renditions", stdout=again)
    assert "0 pictures done" in again.getvalue()


def test_replacing_a_photo_removes_its_copies(db, django_capture_on_commit_callbacks):
    person = photographed("Vera Oyelaran")
    storage, old = person.photo_small.storage, person.photo_small.name
    with django_capture_on_commit_callbacks(execute=True):
        store_photo(person, make_image("JPEG", size=(500, 500)))
        person.save()
    assert not storage.exists(renditions.rendition_name(old, 160, "webp"))
    assert not storage.exists(renditions.manifest_name(old))
    assert storage.exists(renditions.rendition_name(person.photo_small.name, 160, "webp"))


def test_the_copies_are_served_as_immutable(client, db):
    person = photographed("Lucan Ferreira")
    for extension in FORMATS:
        name = renditions.rendition_name(person.photo_small.name, 320, extension)
        response = client.get(f"/media/{name}")
        assert response.status_code == 200
        assert response["Content-Type"] == f"image/{extension}"
        assert response["Cache-Control"] == "public, max-age=31536000, immutable"


def test_a_static_copy_shows_the_photo_alone(client, settings, db):
    person = photographed("Ines Kowalczyk")
    settings.LABSITE_STATIC_COPY = True  # build_static copies only what src= and href= name
    html = client.get(person.get_absolute_url()).content.decode()
    assert "<picture>" not in html and f'src="{person.photo_medium.url}"' in html
