"""Monogram portraits and a monogram group picture, drawn with Pillow (never downloaded), for the demo.

A drawn face reads as a mock-up; a person's initials on a soft colour reads as "no photo yet", which is
what a real lab's site shows for most members. The initials and the colour are the ones the site's own
templates use when a person has no photo, so a stored monogram and the template's fallback look alike."""

import io

from PIL import Image, ImageDraw, ImageFont

from .templatetags.icons import avatar_colour, initials

# The light theme's --a0 ... --a7 (static/css/site.css), indexed by avatar_colour's number.
PALETTE = ["#c7dcf3", "#cde9d9", "#f6dfc0", "#e2d6f3", "#f5d1d6", "#cfe7ea", "#e9e2c7", "#d9dde3"]
INK = "#1b2228"


def colour_of(name):
    """The soft background colour of a name's monogram, the same every time."""
    return PALETTE[int(avatar_colour(name).rsplit("-", 1)[1])]


def _draw_initials(draw, name, box):
    left, top, right, bottom = box
    draw.rectangle(box, fill=colour_of(name))
    height = bottom - top
    font = ImageFont.load_default(size=int(height * 0.38))  # Pillow's bundled font: same on every machine
    # A thin stroke of the ink's own colour gives the semi-bold weight of the site's initials.
    stroke = max(1, height // 100)
    centre = ((left + right) / 2, (top + bottom) / 2)
    draw.text(centre, initials(name), fill=INK, font=font, anchor="mm", stroke_width=stroke, stroke_fill=INK)


def monogram(name, size=480):
    """A square PNG (bytes): the name's initials on its soft colour; the same name gives the same image."""
    image = Image.new("RGB", (size, size))
    _draw_initials(ImageDraw.Draw(image), name, (0, 0, size - 1, size - 1))
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=True)
    return buffer.getvalue()


GAP = 16


def _tile_size(count, columns, width, height):
    rows = -(-count // columns)
    return min((width - GAP * (columns + 1)) // columns, (height - GAP * (rows + 1)) // rows)


def monogram_grid(names, width=1280, height=800):
    """A PNG (bytes): the names' monograms as tiles on a white ground, the group picture's placeholder.

    As many columns as make the tiles largest, so the tiles fill the picture whatever its shape."""
    if not names:
        raise ValueError("monogram_grid needs at least one name.")
    columns = max(range(1, len(names) + 1), key=lambda c: _tile_size(len(names), c, width, height))
    rows = -(-len(names) // columns)
    gap = GAP
    tile = _tile_size(len(names), columns, width, height)
    left = (width - columns * tile - (columns - 1) * gap) // 2
    top = (height - rows * tile - (rows - 1) * gap) // 2
    image = Image.new("RGB", (width, height), "#ffffff")
    draw = ImageDraw.Draw(image)
    for index, name in enumerate(names):
        row, column = divmod(index, columns)
        x, y = left + column * (tile + gap), top + row * (tile + gap)
        _draw_initials(draw, name, (x, y, x + tile - 1, y + tile - 1))
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=True)
    return buffer.getvalue()
