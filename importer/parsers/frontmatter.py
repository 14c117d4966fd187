"""Front matter: the YAML between "---" lines (or TOML between "+++" lines) that opens a page of a
static site (Jekyll, Hugo, Quarto, al-folio), found by one pattern for every reader of it: the
parsers, and importer.limits, which checks a front matter's YAML aliases before they read it.
"""

from __future__ import annotations

import re

from . import lazy_re

# A byte-order mark and blank lines may come first; YAML's block may also end with "...".
FRONT_MATTER_RE = lazy_re.compile(
    r"\A\ufeff?\s*(?:(?P<yaml>---)|\+\+\+)[ \t]*\n(?P<block>.*?)\n(?(yaml)(?:---|\.\.\.)|\+\+\+)[ \t]*(?:\n|\Z)",
    re.S,
)
# Opened on the first line, a key on the next (comments and blank lines between), and never closed.
OPENED_FRONT_MATTER_RE = lazy_re.compile(
    r"\A\ufeff?\s*(?:---|\+\+\+)[ \t]*\n(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*[\w-]+[ \t]*(?::(?:[ \t]|$)|=)", re.M
)


def split_front_matter(text: str) -> tuple[str, str, str] | None:
    """("yaml" or "toml", the block, the text after it) of a text that opens with front matter, else None."""
    match = FRONT_MATTER_RE.match(text)
    if match is None:
        return None
    rest = text[match.end() :]
    again = FRONT_MATTER_RE.match(rest)
    if again and again.group("yaml") == match.group("yaml") and _title_line(again) == _title_line(match) != "":
        # The block pasted twice (the second a copy with the same title): it is no text of the page.
        rest = rest[again.end() :]
    return ("yaml" if match.group("yaml") else "toml"), match.group("block"), rest


_TITLE_LINE_RE = lazy_re.compile(r"^title[ \t]*[:=][^\n]*$", re.M)


def _title_line(match: re.Match) -> str:
    found = _TITLE_LINE_RE.search(match.group("block"))
    return " ".join(found.group().split()) if found else ""


# A Jekyll page that writes its CV in its own front matter and prints it with Liquid
# ("{{ page.education | markdownify }}"): the rendered page shows the value where the tag stands.
_PAGE_VALUE_RE = lazy_re.compile(
    r"\{\{-?\s*page\.(?P<key>[\w-]+)\s*(?:\|\s*(?:markdownify|strip|newline_to_br)\s*)*-?\}\}"
)


def page_values_filled(body: str, front: dict) -> str:
    """`body` with each Liquid tag printing one of the page's own text values replaced by that value."""

    def value(match: re.Match) -> str:
        found = front.get(match.group("key"))
        return f"\n\n{found.strip()}\n\n" if isinstance(found, str) and "\n" in found.strip() else match.group(0)

    return _PAGE_VALUE_RE.sub(value, body)
