"""The authors of one citation: its printed list read into people, their marks and the owner's emphasis."""

from __future__ import annotations

import re

from .. import lazy_re
from ..author_lists import et_al_in_english
from ..name_forms import given_first, prints_initials_run_together
from ..names import drop_dblp_number, has_et_al, split_authors, strip_markers
from ..owner import italic_name
from ..records import ParsedAuthor
from .common import _AUTHOR_COUNT_NOTE_RE, _ELLIPSIS_RE, _MD_LINK_RE, _strip_markup
from .styles import vancouver_names

# the editors' role after their names, "..., eds." / "..., ed." / "(Eds.)" (never a given name "Ed": lower case,
# or the stop and the brackets around it)
_EDITORS_ROLE_RE = lazy_re.compile(r"(?:,\s*(?:eds?\.?|editors?)|\s*\((?:[Ee]ds?|Hrsg|Hg)\.?\)|,\s*Eds\.)\s*\.?\s*$")


def parse_authors(text: str, legend: dict[str, str]) -> tuple[list[ParsedAuthor], bool]:
    """The people of an entry's author list, each name in reading order, and whether the list was cut short."""
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    whole = re.fullmatch(r"\s*([*_])(?![*_])([^*_]+?)(?<![*_\\])\1\s*[.,]?\s*", text)
    if whole and "," in whole.group(2):  # "*Ana Ruiz, Bo Li, Chen Wu*": the list in italics, no marks
        text = whole.group(2)
    else:  # "***Ana Ruiz**\*, Bo Li\*, Chen Wu*": a list in italics with the owner in bold inside
        italic = re.fullmatch(r"\s*\*(?=\*\*[^*]|[^*\s])(.*?[^\\*\s])\*\s*[.,]?\s*", text, re.S)
        if italic and "," in italic.group(1) and italic.group(1).replace("\\*", "").count("*") % 2 == 0:
            text = italic.group(1)
    bold = re.fullmatch(r"\s*(\*\*|__)((?:(?!\1).)+?)\1\s*[.,]?\s*", text)
    if bold and len(split_authors(bold.group(2))) > 2:  # "**Ruiz, Ana, Bo Li, and Cy Wu**": the list set apart
        text = bold.group(2)
    if "\\*" in text:
        text = _bare_stars_dropped(text)
    text = re.sub(r"<(b|strong)\b[^>]*>(.*?)</\1>", r"**\2**", text, flags=re.I | re.S)  # split_authors drops tags
    text = re.sub(r"\s*[，、]\s*", ", ", text)  # "Yi Huang，Chang Xu": full-width commas between Latin names
    text = _AUTHOR_COUNT_NOTE_RE.sub("", text)
    text = _EDITORS_ROLE_RE.sub("", text)  # "Ana Ruiz and Bo Li, eds.": the editors of a book, named as its authors
    # "Okafor CN, **Lind PJ**, Brandt K." on a line of its own: Vancouver names, stored initials first
    text = et_al_in_english(text.strip())  # "Quill CM, Vale DD, et coll.", "… u. a.": "et al." as styles print it
    text = vancouver_names(text.strip().removesuffix(".")) or text
    truncated = has_et_al(text) or any(_ELLIPSIS_RE.fullmatch(p) for p in split_authors(text))
    authors, marks = [], []
    initials_style = prints_initials_run_together(split_authors(_strip_markup(text)))  # "Roe C", "Doe AB"
    for piece in split_authors(text):
        # the owner in bold, or in code as a markdown page may set its owner apart: "`Ruiz, A.`, Osei, K."
        highlighted = bool(re.search(r"\*\*|__|`|<(?:strong|b)\b", piece, re.I))
        name, equal, corresponding = strip_markers(piece, legend)
        name = _strip_markup(name).strip(" ,;:")
        name = drop_dblp_number(name)
        if not name or re.fullmatch(r"et\.? al\.?|others", name, re.I) or _ELLIPSIS_RE.fullmatch(name):
            continue
        name = given_first(name, initials_style=initials_style)  # "Asante, Kwame", "Yu, LI"; "JP Smith" as printed
        authors.append(ParsedAuthor(name, equal, corresponding, highlighted, italic=italic_name(piece)))
        marks.append(set(_EQUAL_MARK_RE.findall(piece.replace("**", ""))))
    if not legend:
        _settle_mixed_marks(authors, marks)
    return authors, truncated


_EQUAL_MARK_RE = lazy_re.compile(r"[*†‡§#]")
_BOLD_ITALIC_RE = lazy_re.compile(r"(?<!\*)\*\*\*(?!\*)")
_LONE_STAR_RE = lazy_re.compile(r"(?<![*\\])\*(?!\*)")


def _bare_stars_dropped(text: str) -> str:
    """ "**Ana Ruiz***\\*, Bo Li\\*, Dara Moss*": where a list writes its marks escaped, a bare "*" opens or
    closes italics (a PDF's italic run marked up around the list), never a mark. They come in pairs; a list
    with an odd one left is kept as printed."""
    lone = len(_BOLD_ITALIC_RE.findall(text)) + len(_LONE_STAR_RE.findall(_BOLD_ITALIC_RE.sub("", text)))
    if lone % 2:
        return text
    return _LONE_STAR_RE.sub("", _BOLD_ITALIC_RE.sub("**", text))


def _settle_mixed_marks(authors: list[ParsedAuthor], marks: list[set[str]]) -> None:
    """No legend, two marks: "Ana*, Bo*, Chen†" - the mark shared by several authors is the equal
    contribution; the one on a single author means something else (corresponding, most often)."""
    counts = {mark: sum(mark in found for found in marks) for mark in set().union(*marks)} if marks else {}
    shared = {mark for mark, count in counts.items() if count >= 2}
    if len(counts) < 2 or not shared:
        return
    for author, found in zip(authors, marks, strict=True):
        if found and not found & shared:
            author.equal_contribution = False
