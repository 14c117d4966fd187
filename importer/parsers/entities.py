"""HTML entities and ligature glyphs taken out of every value of a parsed document.

Pages, exports and PDFs write "&amp;", "&rsquo;", "&nbsp;" and the typesetter's ﬁ and ﬂ into titles,
names and venues; whatever format brought them, no imported value keeps one.
"""

import html
import unicodedata

from . import lazy_re

_ENTITY_RE = lazy_re.compile(r"&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});")

_LIGATURE_RE = lazy_re.compile("[\ufb00-\ufb06]")  # ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ: a PDF's or a typesetter's glyphs, never words


def _unescape(value: str) -> str:
    if not value.isascii() and _LIGATURE_RE.search(value):
        value = _LIGATURE_RE.sub(lambda m: unicodedata.normalize("NFKC", m.group()), value)
    if "&" not in value or not _ENTITY_RE.search(value):
        return value
    for _ in range(2):  # "&amp;amp;" written by a page generator twice
        value = html.unescape(value)
    return value.replace("\u00a0", " ")


def decode_entities(document) -> None:
    """No imported value keeps an HTML entity (&amp;, &rsquo;, &nbsp;) or a ligature glyph, whatever the format wrote it in."""
    stack = [document]
    while stack:
        item = stack.pop()
        for name, value in vars(item).items():
            if isinstance(value, str):
                decoded = _unescape(value)
                if decoded is not value:
                    setattr(item, name, decoded)
            elif isinstance(value, list):
                for index, element in enumerate(value):
                    if isinstance(element, str):
                        value[index] = _unescape(element)
                    elif hasattr(element, "__dataclass_fields__"):
                        stack.append(element)
            elif hasattr(value, "__dataclass_fields__"):
                stack.append(value)


def may_hold_entities(text: str) -> bool:
    """Whether anything read from `text` may hold an entity or a ligature glyph: it has an "&" or a ligature."""
    return "&" in text or bool(_LIGATURE_RE.search(text))
