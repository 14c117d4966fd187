"""Fictional portraits and a group-photo placeholder, drawn with Pillow (never downloaded), for the demo."""

import io
import random

from PIL import Image, ImageDraw, ImageFilter

BACKGROUNDS = ["#c9dcf0", "#d5ead9", "#f3e1c7", "#e3d9f1", "#f2d4d8", "#cfe6e8", "#ece5cb", "#dfe3e8"]
SKIN = ["#f5d0b5", "#e8b894", "#c98e62", "#a86b45", "#7d4a2c", "#5a3420", "#f1c8a5", "#d9a57c"]
HAIR = ["#2b1d14", "#4a3020", "#6b4b2a", "#a8773f", "#d8b26a", "#1d1d1f", "#7a7a7a", "#8c3b22"]
CLOTHES = ["#2f4a6d", "#3d6b52", "#7a3b3b", "#4b3f72", "#2e5f66", "#6b5a2e", "#444b55", "#a0522d"]


def _person(draw, rng, cx, cy, scale):
    """A head and shoulders in flat colours, centred on (cx, cy)."""
    skin, hair, clothes = rng.choice(SKIN), rng.choice(HAIR), rng.choice(CLOTHES)
    head_w, head_h = 0.34 * scale, 0.42 * scale
    shoulders_top = cy + 0.24 * scale
    draw.rectangle([cx - 0.08 * scale, cy + 0.1 * scale, cx + 0.08 * scale, shoulders_top + 0.08 * scale], fill=skin)
    draw.ellipse([cx - 0.55 * scale, shoulders_top, cx + 0.55 * scale, shoulders_top + 0.9 * scale], fill=clothes)
    # the collar: a V of skin
    draw.polygon(
        [
            (cx - 0.09 * scale, shoulders_top + 0.01 * scale),
            (cx + 0.09 * scale, shoulders_top + 0.01 * scale),
            (cx, shoulders_top + 0.1 * scale),
        ],
        fill=skin,
    )
    style = rng.randrange(3)
    if style == 2:  # long hair behind the head
        draw.rounded_rectangle(
            [cx - head_w * 0.62, cy - head_h * 0.55, cx + head_w * 0.62, cy + head_h * 0.55], 0.2 * scale, fill=hair
        )
    draw.ellipse([cx - head_w / 2, cy - head_h / 2, cx + head_w / 2, cy + head_h / 2], fill=skin)
    if style in (0, 2):  # hair on top
        draw.chord(
            [cx - head_w * 0.55, cy - head_h * 0.62, cx + head_w * 0.55, cy + head_h * 0.15], 180, 360, fill=hair
        )
    else:  # short crop
        draw.chord(
            [cx - head_w * 0.52, cy - head_h * 0.58, cx + head_w * 0.52, cy + head_h * 0.05], 170, 370, fill=hair
        )
    eye_y = cy + 0.02 * scale
    for dx in (-0.07, 0.07):
        draw.ellipse(
            [
                cx + dx * scale - 0.012 * scale,
                eye_y - 0.012 * scale,
                cx + dx * scale + 0.012 * scale,
                eye_y + 0.012 * scale,
            ],
            fill="#2a2a2a",
        )
    draw.arc(
        [cx - 0.06 * scale, cy + 0.06 * scale, cx + 0.06 * scale, cy + 0.13 * scale],
        20,
        160,
        fill="#6b3a2e",
        width=max(1, int(0.012 * scale)),
    )


def portrait(seed, size=480):
    """A square JPEG (bytes) of a fictional person; the same seed gives the same face."""
    rng = random.Random(seed)
    image = Image.new("RGB", (size, size), rng.choice(BACKGROUNDS))
    draw = ImageDraw.Draw(image)
    _person(draw, rng, size / 2, size * 0.42, size)
    image = image.filter(ImageFilter.SMOOTH)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=88)
    return buffer.getvalue()


def group_photo(seed, people=9, width=1280, height=800):
    """A JPEG (bytes) of a row of fictional people in front of a wall: the group photo's placeholder."""
    rng = random.Random(seed)
    image = Image.new("RGB", (width, height), "#dfe6ee")
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, int(height * 0.72), width, height], fill="#b9c3cc")  # floor
    for i in range(6):  # windows
        x = 60 + i * (width - 120) / 6
        draw.rectangle(
            [x + 15, 60, x + (width - 120) / 6 - 15, int(height * 0.42)], fill="#f4f8fb", outline="#c6d0da", width=6
        )
    back, front = people // 2, people - people // 2
    for row, count, y, scale in ((0, back, height * 0.42, height * 0.36), (1, front, height * 0.55, height * 0.42)):
        for i in range(count):
            cx = width * (i + 0.5 + (0.5 if row == 0 else 0)) / (count + (1 if row == 0 else 0))
            _person(draw, rng, cx, y, scale)
    image = image.filter(ImageFilter.SMOOTH)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=85)
    return buffer.getvalue()
