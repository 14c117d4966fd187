"""Small factories for tests: plain functions with sensible defaults."""

import itertools

from django.utils.text import slugify

from people.models import Person
from publications.models import Authorship, Publication, Venue

_counter = itertools.count(1)


def make_person(name, **fields):
    fields.setdefault("slug", slugify(name))
    fields.setdefault("role", "phd")
    return Person.objects.create(name=name, **fields)


def make_venue(
    acronym="OSDI", name="USENIX Symposium on Operating Systems Design and Implementation", kind="conference"
):
    venue, _ = Venue.objects.get_or_create(
        slug=slugify(acronym) or "venue", defaults={"acronym": acronym, "name": name, "kind": kind}
    )
    return venue


def make_publication(*people, title=None, year=2024, venue=None, authors=(), **fields):
    """A publication whose authors are `people` (linked) followed by `authors` (plain names)."""
    n = next(_counter)
    title = title or f"A Study of Things, Part {n}"
    publication = Publication.objects.create(
        title=title, key=fields.pop("key", f"paper{n}"), year=year, venue=venue, **fields
    )
    position = 1
    for person in people:
        Authorship.objects.create(publication=publication, position=position, name=person.name, person=person)
        position += 1
    for name in authors:
        Authorship.objects.create(publication=publication, position=position, name=name)
        position += 1
    return publication


def make_image(image_format="JPEG", size=(64, 48), exif=None, mode="RGB", name=None):
    """An uploaded image file (SimpleUploadedFile) made with Pillow; `exif` is a PIL.Image.Exif."""
    import io

    from django.core.files.uploadedfile import SimpleUploadedFile
    from PIL import Image

    buffer = io.BytesIO()
    options = {"exif": exif} if exif is not None else {}
    Image.new(mode, size, "teal").save(buffer, image_format, **options)
    suffix = {"JPEG": "jpg"}.get(image_format, image_format.lower())
    content_type = f"image/{image_format.lower()}"
    return SimpleUploadedFile(name or f"photo.{suffix}", buffer.getvalue(), content_type=content_type)
