"""Copies of an uploaded picture sized for the screen: WebP and AVIF at a few widths, beside it.

Made when a picture is uploaded (people.photos.store_photo; a project's picture and the lab's
group photo when saved, content/apps.py), kept in the media storage next to the picture:
`lab/group.jpg` gets `lab/group.w480.webp`, `lab/group.w480.avif`, ... and a list of what was
made, `lab/group.renditions.json`, which pages read (once per change of the site, through the
page cache's `remembered`) to write their `srcset`. A picture stored before renditions existed
has no list: pages show it as it is until `manage.py make_renditions` makes its copies.

A copy is never wider than the picture; a picture narrower than the largest width asked for
gets one copy at its own width. AVIF only where Pillow was built with it.
"""

import io
import json
import posixpath

from django.conf import settings
from django.core.files.base import ContentFile
from django.utils.html import format_html, format_html_join
from PIL import Image, ImageOps, features

from labsite.pagecache import remembered

# (format, file-name ending, MIME type, Pillow's options): the best first, as <source> lists them.
FORMATS = [
    ("AVIF", "avif", "image/avif", {"quality": 55, "speed": 6}),
    ("WEBP", "webp", "image/webp", {"quality": 78, "method": 4}),
]
MANIFEST_SUFFIX = ".renditions.json"


def formats():
    """The formats this Pillow can write, best first."""
    return [entry for entry in FORMATS if features.check(entry[1])]


def _stem(name):
    return posixpath.splitext(name)[0]


def manifest_name(name):
    return _stem(name) + MANIFEST_SUFFIX


def rendition_name(name, width, extension):
    return f"{_stem(name)}.w{width}.{extension}"


def make(storage, name, widths, source=None):
    """Write the copies of the stored picture `name` at `widths` (pixels) and their list; return the list.

    `source` is the picture as bytes when the caller has them (else it is read from `storage`).
    Copies listed for a picture of the same name before are deleted first.
    """
    remove(storage, name)
    if source is None:
        with storage.open(name, "rb") as handle:
            source = handle.read()
    with Image.open(io.BytesIO(source)) as original:
        original.load()
        image = ImageOps.exif_transpose(original)
    has_alpha = image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info)
    image = image.convert("RGBA" if has_alpha else "RGB")
    made_widths = sorted({min(width, image.width) for width in widths})
    written = {}
    for width in made_widths:
        copy = image.copy()
        if width < image.width:
            copy = copy.resize((width, max(1, round(image.height * width / image.width))), Image.Resampling.LANCZOS)
        for pillow_format, extension, _mime, options in formats():
            buffer = io.BytesIO()
            copy.save(buffer, pillow_format, **options)
            written.setdefault(extension, []).append(width)
            _write(storage, rendition_name(name, width, extension), buffer.getvalue())
    manifest = {"widths": made_widths, "formats": sorted(written), "width": image.width, "height": image.height}
    _write(storage, manifest_name(name), json.dumps(manifest).encode())
    return manifest


def remove(storage, name):
    """Delete the copies of `name` and their list, if it has any."""
    manifest = read(storage, name)
    if manifest is None:
        return
    for extension in manifest["formats"]:
        for width in manifest["widths"]:
            storage.delete(rendition_name(name, width, extension))
    storage.delete(manifest_name(name))


def read(storage, name):
    """The list of the copies of `name` ({"widths", "formats", "width", "height"}), None if it has none."""
    try:
        with storage.open(manifest_name(name), "rb") as handle:
            return json.loads(handle.read())
    except (FileNotFoundError, OSError, ValueError):
        return None


def known(field_file):
    """`read()` for a stored picture, asked of the storage once per change of the site."""
    if not field_file:
        return None
    storage, name = field_file.storage, field_file.name
    # {} for none: the cache keeps it (a None would be asked again on every page).
    return remembered(("renditions", type(storage).__name__, name), lambda: read(storage, name) or {})


def _write(storage, name, data):
    if storage.exists(name):
        storage.delete(name)
    saved = storage.save(name, ContentFile(data))
    if saved != name:  # the storage chose another name: the list would point at nothing
        raise OSError(f"The media storage saved {name!r} as {saved!r}; cannot keep a rendition there.")


def picture(field_file, alt, width, height, sizes, fallback=None, **attributes):
    """<picture> with a <source> per format (srcset at every width made, `sizes`) and an <img>.

    The <img> shows `fallback` (a stored file, e.g. a smaller JPEG) or the picture itself to
    browsers without those formats, and before its renditions are made. `attributes` are
    added to the <img> (class, loading, fetchpriority), in order; empty ones are left out.
    A static copy (build_static) gets the <img> alone: it copies only the files pages link to.
    """
    img_file = fallback or field_file
    parts = [("src", img_file.url), ("alt", alt), ("width", width), ("height", height)]
    parts += [(key, value) for key, value in attributes.items() if value]
    img = format_html("<img{}>", format_html_join("", ' {}="{}"', parts))
    manifest = None if settings.LABSITE_STATIC_COPY else known(field_file)
    if not manifest:
        return img
    sources = format_html_join(
        "",
        '<source type="{}" srcset="{}" sizes="{}">',
        (
            (
                mime,
                ", ".join(
                    f"{field_file.storage.url(rendition_name(field_file.name, w, ext))} {w}w"
                    for w in manifest["widths"]
                ),
                sizes,
            )
            for _format, ext, mime, _options in FORMATS
            if ext in manifest["formats"]
        ),
    )
    return format_html("<picture>{}{}</picture>", sources, img)
