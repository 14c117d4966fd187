"""Photos uploaded in the admin: only real JPEG/PNG/WebP images, re-encoded without metadata."""

import io
import os

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils.html import escape
from PIL import ExifTags, Image

from tests.adminforms import admin_form_data
from tests.factories import make_image


def gps_exif():
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "SpyCam"
    gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
    gps[ExifTags.GPS.GPSLatitudeRef] = "N"
    gps[ExifTags.GPS.GPSLatitude] = (52.0, 31.0, 12.0)
    gps[ExifTags.GPS.GPSLongitudeRef] = "E"
    gps[ExifTags.GPS.GPSLongitude] = (13.0, 24.0, 0.0)
    return exif


def upload_photo(client, person, upload):
    url = reverse("admin:people_person_change", args=[person.pk])
    data = admin_form_data(client.get(url))
    data["photo"] = upload
    return client.post(url, data)


def form_errors(response):
    return response.context["adminform"].form.errors.get("photo", [])


def test_uploaded_jpeg_loses_its_exif_and_gets_a_generated_name(client, member):
    upload = make_image("JPEG", size=(2000, 1500), exif=gps_exif(), name="ada-at-home.jpg")
    assert Image.open(io.BytesIO(upload.read())).getexif().get_ifd(ExifTags.IFD.GPSInfo)  # the test file has GPS
    upload.seek(0)
    client.force_login(member.user)
    response = upload_photo(client, member, upload)
    assert response.status_code == 302
    member.refresh_from_db()
    longest = {"photo": 1200, "photo_medium": 480, "photo_small": 160}
    for field_name, size in longest.items():
        stored = getattr(member, field_name)
        assert stored.name.startswith("photos/")
        assert "ada-at-home" not in stored.name
        with stored.open("rb") as handle:
            data = handle.read()
        assert b"SpyCam" not in data and b"Exif\x00\x00" not in data
        with Image.open(io.BytesIO(data)) as image:
            assert image.format == "JPEG"
            assert dict(image.getexif()) == {}
            assert max(image.size) == size


def test_png_with_transparency_stays_a_png_without_metadata(client, member):
    client.force_login(member.user)
    response = upload_photo(client, member, make_image("PNG", mode="RGBA", exif=gps_exif()))
    assert response.status_code == 302
    member.refresh_from_db()
    with member.photo_small.open("rb") as handle, Image.open(handle) as image:
        assert image.format == "PNG" and image.mode == "RGBA"
        assert dict(image.getexif()) == {}


def test_webp_is_accepted(client, member):
    client.force_login(member.user)
    assert upload_photo(client, member, make_image("WEBP")).status_code == 302
    member.refresh_from_db()
    assert member.photo_medium.name.endswith(".jpg")


def test_replacing_a_photo_removes_every_old_size(client, member, django_capture_on_commit_callbacks):
    client.force_login(member.user)
    upload_photo(client, member, make_image("JPEG"))
    member.refresh_from_db()
    old_paths = [getattr(member, name).path for name in ("photo", "photo_medium", "photo_small")]
    with django_capture_on_commit_callbacks(execute=True):
        upload_photo(client, member, make_image("JPEG"))
    member.refresh_from_db()
    assert [path for path in old_paths if os.path.exists(path)] == []
    assert all(os.path.exists(getattr(member, name).path) for name in ("photo", "photo_medium", "photo_small"))


def test_clearing_a_photo_removes_its_files(client, member, django_capture_on_commit_callbacks):
    client.force_login(member.user)
    upload_photo(client, member, make_image("JPEG"))
    member.refresh_from_db()
    old_paths = [getattr(member, name).path for name in ("photo", "photo_medium", "photo_small")]
    url = reverse("admin:people_person_change", args=[member.pk])
    data = admin_form_data(client.get(url))
    data["photo-clear"] = "on"
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(url, data).status_code == 302
    member.refresh_from_db()
    assert not member.photo and not member.photo_medium and not member.photo_small
    assert [path for path in old_paths if os.path.exists(path)] == []


def test_an_upload_named_like_another_media_file_does_not_delete_it(
    client, member, settings, django_capture_on_commit_callbacks
):
    settings.MEDIA_ROOT.mkdir(parents=True, exist_ok=True)
    bystander = settings.MEDIA_ROOT / "report.jpg"
    bystander.write_bytes(b"someone else's file")
    client.force_login(member.user)
    with django_capture_on_commit_callbacks(execute=True):
        assert upload_photo(client, member, make_image("JPEG", name="report.jpg")).status_code == 302
    assert bystander.read_bytes() == b"someone else's file"


@pytest.mark.parametrize(
    "upload, message",
    [
        (SimpleUploadedFile("photo.jpg", b"This is not a picture, only text.\n" * 20, "image/jpeg"), "image"),
        (make_image("GIF", mode="P", name="photo.gif"), "JPEG, PNG or WebP"),
        (make_image("BMP", name="photo.bmp"), "JPEG, PNG or WebP"),
        (make_image("GIF", mode="P", name="disguised.jpg"), "JPEG, PNG or WebP"),
    ],
    ids=["text-renamed-jpg", "gif", "bmp", "gif-renamed-jpg"],
)
def test_files_that_are_not_accepted_images_are_refused_with_a_message(client, member, upload, message):
    client.force_login(member.user)
    response = upload_photo(client, member, upload)
    assert response.status_code == 200
    errors = form_errors(response)
    assert errors and message in " ".join(errors)
    assert escape(errors[0]) in response.content.decode()  # shown to the user, not only in the form
    member.refresh_from_db()
    assert not member.photo and not member.photo_small


def test_a_photo_over_10_mb_is_refused_with_a_message(client, member):
    buffer = io.BytesIO()
    Image.frombytes("RGB", (1900, 1900), os.urandom(1900 * 1900 * 3)).save(buffer, "PNG", compress_level=0)
    assert buffer.tell() > 10 * 1024 * 1024
    client.force_login(member.user)
    response = upload_photo(client, member, SimpleUploadedFile("big.png", buffer.getvalue(), "image/png"))
    assert response.status_code == 200
    message = f"The photo is {buffer.tell():,} bytes; the limit is 10,485,760 bytes (10 MB)."
    assert message in " ".join(form_errors(response))
    assert message in response.content.decode()
    member.refresh_from_db()
    assert not member.photo


def test_a_photo_over_40_megapixels_is_refused_with_a_message(client, member):
    client.force_login(member.user)
    response = upload_photo(client, member, make_image("PNG", size=(8000, 6000), mode="1"))
    assert response.status_code == 200
    assert "the limit is 40 megapixels" in " ".join(form_errors(response))
    member.refresh_from_db()
    assert not member.photo


def test_a_truncated_jpeg_is_refused_with_a_message_not_an_error_page(client, member):
    data = make_image("JPEG", size=(600, 600)).read()
    client.force_login(member.user)
    response = upload_photo(client, member, SimpleUploadedFile("cut.jpg", data[: len(data) // 2], "image/jpeg"))
    assert response.status_code == 200
    assert "not an image that can be read" in " ".join(form_errors(response))
    member.refresh_from_db()
    assert not member.photo


def test_lists_show_the_small_size_and_profiles_the_medium_size(client, member):
    client.force_login(member.user)
    upload_photo(client, member, make_image("JPEG", size=(900, 900)))
    client.logout()
    member.refresh_from_db()
    people = client.get(reverse("people:person-list")).content.decode()
    profile = client.get(member.get_absolute_url()).content.decode()
    assert member.photo_small.url in people and member.photo.url not in people
    assert member.photo_medium.url in profile and member.photo.url not in profile
