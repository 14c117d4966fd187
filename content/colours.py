"""The lab's accent colour, adjusted so that text in it stays readable on both colour schemes."""

LIGHT_BACKGROUND = "#ffffff"
DARK_BACKGROUND = "#14181c"
MIN_CONTRAST = 4.8  # WCAG AA asks 4.5 for body text; a little margin for the tinted panels


def _rgb(hex_colour):
    hex_colour = hex_colour.lstrip("#")
    return tuple(int(hex_colour[i : i + 2], 16) for i in (0, 2, 4))


def _hex(rgb):
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in rgb)


def luminance(hex_colour):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in _rgb(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(colour, background, towards):
    """`colour` mixed step by step towards `towards` (black or white) until it reads on `background`."""
    rgb, target = _rgb(colour), _rgb(towards)
    for step in range(21):
        mixed = _hex(tuple(c + (t - c) * step / 20 for c, t in zip(rgb, target, strict=True)))
        if contrast(mixed, background) >= MIN_CONTRAST:
            return mixed
    return towards


def accent_css(colour):
    light = readable_on(colour, "#eef3f9", "#000000")  # on the tinted panels too
    dark = readable_on(colour, "#1e252c", "#ffffff")
    dark_vars = f"--accent: {dark}; --accent-bg: {_hex(tuple(c * 0.25 + 20 for c in _rgb(dark)))};"
    return (
        f":root {{ --accent: {light}; --accent-bg: {_hex(tuple(255 - (255 - c) * 0.1 for c in _rgb(light)))}; }}\n"
        f':root[data-theme="dark"] {{ {dark_vars} }}\n'
        f'@media (prefers-color-scheme: dark) {{ :root:not([data-theme="light"]) {{ {dark_vars} }} }}\n'
    )
