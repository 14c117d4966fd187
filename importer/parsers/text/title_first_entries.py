"""Papers printed title first, their authors and year on the next line, as R Markdown and Quarto CVs
and hand-made lists often set them:

    1.  [Snow-off dates over the Kestrel Plateau](https://doi.org/...)\\
        Arlen, HG, **TO Brask** and VN Coll. 2020.\\
        Atmosphere-Ocean, 61, 112--127.

A citation reader expects the authors first; each such entry is written on its first line as
"Arlen, HG, **TO Brask** and VN Coll (2020). [Snow-off dates ...](...). Atmosphere-Ocean, 61, 112--127.",
the lines it went on over left blank, so that every entry keeps the number of the line it starts on.

Only an entry whose first line has no year, names no authors and ends in a line break ("\\" or two
spaces), and whose next line is the authors (a list of names, or one) followed by the year, is turned;
anything else (a list a citation reader already reads, title over "Ruiz, A., 2020, Venue") is left as printed.
Plain Python: text in, text out.
"""

from __future__ import annotations

from .. import lazy_re
from ..citations import looks_like_author_list, looks_like_name

__all__ = ["authors_before_titles"]

_ITEM_RE = lazy_re.compile(r"^([ \t]*(?:\d{1,3}[.)]|[-*+•])[ \t]+)(\S.*)$")
_CONTINUATION_RE = lazy_re.compile(r"^([ \t]+)(\S.*)$")
# the authors, then the year that ends their sentence: "Arlen, HG and VN Coll. 2020." / "Coll V (2019)"
_AUTHORS_YEAR_RE = lazy_re.compile(r"^(.{3,400}?)[.,]?\s+\(?((?:19|20)\d{2})[a-z]?\)?[.,]?(?:\s|\\|$)")
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_MARKUP_RE = lazy_re.compile(r"\*{1,3}|(?<!\w)_{1,3}|_{1,3}(?!\w)|</?(?:b|strong|u|em|i)>|\\$")
_LINK_RE = lazy_re.compile(r"\[([^\[\]\n]*)\]\([^()\n]*\)")


def _plain(text: str) -> str:
    return _MARKUP_RE.sub("", _LINK_RE.sub(r"\1", text)).strip()


def _names_authors(text: str) -> bool:
    """The authors of an entry: a list of names, or one name ("Brask, TO", "TO Brask")."""
    if looks_like_author_list(text):
        return True
    family, comma, given = text.partition(",")
    name = f"{given.strip()} {family.strip()}" if comma else text
    return looks_like_name(name.strip()) and len(name.split()) >= 2


def authors_before_titles(text: str) -> str:
    """`text` (a publications section) with each title-first entry written authors first, on one line."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    for index in range(len(lines) - 1):
        item = _ITEM_RE.match(lines[index])
        following = _CONTINUATION_RE.match(lines[index + 1])
        # the layout of line breaks within an item ("\\" or two spaces ending the title's line), each line a field
        broken = lines[index].endswith(("\\", "  "))
        if not item or not following or not broken or _ITEM_RE.match(lines[index + 1]):
            continue
        title, authors_line = item.group(2), following.group(2)
        plain_title = _plain(title)
        if _YEAR_RE.search(plain_title) or _names_authors(plain_title.rstrip(". ")):
            continue
        found = _AUTHORS_YEAR_RE.match(_plain(authors_line))
        if not found or not _names_authors(found.group(1).strip()):
            continue
        # the authors as printed (their bold marks the owner), up to the year
        year_at = authors_line.find(found.group(2))
        authors = authors_line[:year_at].rstrip(" .,(")
        rest = [authors_line[year_at + len(found.group(2)) :].strip(" .,)\\")]
        end = index + 2
        while end < len(lines) and (more := _CONTINUATION_RE.match(lines[end])) and not _ITEM_RE.match(lines[end]):
            rest.append(more.group(2).rstrip("\\ "))
            end += 1
        title = title.rstrip("\\ ").rstrip()
        title = title if title.endswith((".", "?", "!")) else f"{title}."
        tail = " ".join(part for part in rest if part)
        lines[index] = f"{item.group(1)}{authors} ({found.group(2)}). {title} {tail}".rstrip()
        for blank in range(index + 1, end):
            lines[blank] = ""
    return "\n".join(lines)
