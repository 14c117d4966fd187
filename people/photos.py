"""Photos: only real images, re-encoded so no metadata (EXIF, GPS) survives.

Each upload is stored in three sizes (SIZES, JPEG or PNG) and, for pages, in WebP and AVIF at
RENDITION_WIDTHS (labsite/renditions.py), listed beside the small photo: the field every
list of people loads.
"""

import io
import uuid

from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction
from PIL import Image, ImageOps, UnidentifiedImageError

from labsite import renditions

MAX_BYTES = 10 * 1024 * 1024
MAX_PIXELS = 40_000_000
ALLOWED_FORMATS = {"JPEG", "PNG", "WEBP"}
# The file-name endings of those formats, for the form's first check (the content is checked after).
ACCEPTED_EXTENSIONS = ["jpg", "jpeg", "png", "webp"]
# (field name, longest side in pixels)
SIZES = (("photo", 1200), ("photo_medium", 480), ("photo_small", 160))
# Widths of the WebP/AVIF copies: portraits are shown 44 to 200 CSS pixels wide, on screens of 1 to 3x.
RENDITION_WIDTHS = (160, 320, 480, 640)


def validate_photo(upload):
    """Raise ValidationError unless the upload is a JPEG, PNG or WebP within the limits."""
    if upload.size > MAX_BYTES:
        # Exact figures: rounded to megabytes, a photo one byte over read "10.0 MB; the limit is 10 MB".
        raise ValidationError(
            f"The photo is {upload.size:,} bytes; the limit is {MAX_BYTES:,} bytes ({MAX_BYTES // 1024 // 1024} MB)."
        )
    upload.seek(0)
    try:
        with Image.open(upload) as image:
            image_format = image.format
            width, height = image.size
            if image_format not in ALLOWED_FORMATS:
                raise ValidationError(f"“{image_format}” images are not accepted; upload a JPEG, PNG or WebP photo.")
            if width * height > MAX_PIXELS:
                raise ValidationError(
                    f"The photo is {width}×{height} pixels; the limit is {MAX_PIXELS // 1_000_000} megapixels."
                )
            image.verify()
        # verify() does not decode JPEG data; decoding catches truncated or corrupt files here, not at saving.
        upload.seek(0)
        with Image.open(upload) as image:
            image.load()
    except ValidationError:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError) as err:
        raise ValidationError("This file is not an image that can be read; upload a JPEG, PNG or WebP photo.") from err
    finally:
        upload.seek(0)


def encoded_sizes(upload):
    """Re-encode an uploaded photo into the sizes the site shows, metadata dropped.

    Returns {field name: ContentFile} under one generated name.
    """
    upload.seek(0)
    with Image.open(upload) as original:
        original.load()
        image = ImageOps.exif_transpose(original)
    has_alpha = image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info)
    image = image.convert("RGBA" if has_alpha else "RGB")
    stem = uuid.uuid4().hex
    files = {}
    for field_name, longest in SIZES:
        copy = image.copy()
        copy.thumbnail((longest, longest), Image.Resampling.LANCZOS)
        buffer = io.BytesIO()
        if has_alpha:
            copy.save(buffer, "PNG", optimize=True)
            suffix = "png"
        else:
            copy.save(buffer, "JPEG", quality=85, optimize=True, progressive=True)
            suffix = "jpg"
        files[field_name] = ContentFile(buffer.getvalue(), name=f"{stem}-{longest}.{suffix}")
    return files


def store_photo(person, upload):
    """Replace a person's photo with the re-encoded sizes of an upload (not saved).

    The files the database held before are deleted once the transaction commits. Only those:
    by now the instance's `photo` may hold the raw upload, whose name is the uploader's to choose.
    """
    old_names = _stored_names(person)
    files = encoded_sizes(upload)
    largest = files["photo"].read()
    for field_name, content in files.items():
        getattr(person, field_name).save(content.name, content, save=False)
    make_renditions(person, source=largest)
    _delete_on_commit(person, old_names)


def make_renditions(person, source=None):
    """The WebP/AVIF copies of a person's stored photo, made from its largest size."""
    storage = person.photo_small.storage
    if source is None:
        with storage.open(person.photo.name, "rb") as handle:
            source = handle.read()
    return renditions.make(storage, person.photo_small.name, RENDITION_WIDTHS, source=source)


def clear_photo(person):
    """Remove a person's photo in every size (not saved); the files go once the transaction commits."""
    old_names = _stored_names(person)
    for field_name, _longest in SIZES:
        setattr(person, field_name, "")
    _delete_on_commit(person, old_names)


def _stored_names(person):
    if person.pk is None:
        return []
    row = type(person)._default_manager.filter(pk=person.pk).values_list(*(name for name, _ in SIZES)).first()
    return [name for name in row or () if name]


def _delete_on_commit(person, names):
    storage = person._meta.get_field("photo").storage

    def delete():
        for name in names:
            renditions.remove(storage, name)
            storage.delete(name)

    if names:
        transaction.on_commit(delete)
