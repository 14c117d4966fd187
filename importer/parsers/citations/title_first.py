"""Entries that print the title first, in bold, and the names after it.

Chemistry and physics groups number their papers and open each with the title: "(30) **A Title.**
A. B. Ruiz, C. Li and D. Wu *J. Pebble Chem.*, **2021**, *143*, 1–9" - the names run from the title to
the journal, which the italics (or a full stop after the last name) set apart. What follows the bold
title is split there, so that the names are read as the authors, not as part of the venue.
"""

from __future__ import annotations

import html
import re

from .. import lazy_re
from ..statuses import status_in
from .common import _resolve_venue, _strip_markup, looks_like_author_list, looks_like_name
from .title_over_names import _VENUE_WORD_RE

# the names, then the journal in italics: "A. Ruiz and C. Li *J. Chem.*, 2021" / "A. Ruiz, C. Li, <i>Chem</i>"
# (a star right after a name, "Li* and", is the corresponding author's mark, not italics)
_NAMES_THEN_ITALICS_RE = lazy_re.compile(
    r"^(?P<names>(?:[^*_<]|(?<=\w)\*(?=[\s,;])|(?<=,)\*(?=\s)){3,3000}?)[.,;]?\s+"
    r"(?P<venue>(?:\*(?![*\s])|_(?![_\s])|<i>|<em>).+)$",
    re.I,
)
# the names, a full stop, then the venue: "A. Ruiz, C. Li. Journal of Pebbles 12, 2020."
_NAMES_THEN_SENTENCE_RE = lazy_re.compile(r"^(?P<names>.{3,3000}?(?:[a-z\u00df-\u00ff]{2}|[*†‡]))\.\s+(?P<venue>\S.*)$")


_BOLD_TITLE_RE = lazy_re.compile(
    r"^\s*(?:\*\*(?P<md>[^*]+?)\*\*|__(?P<under>[^_]+?)__|<(?P<tag>b|strong)>(?P<html>.+?)</(?P=tag)>)", re.I
)
# a reference ends at the first stop or semicolon after its year (a second edition's reference, "Highlight:"
# notes and links may follow): "*J. Chem.*, **2021**, *143*, 1–9, [doi:10.1/x](url); *Angew. Chem.* ..."
_DATED_END_RE = lazy_re.compile(r"\b(?:19|20)\d{2}\b.*?(?=[.;](?:\s|$))")
_NAMES_SIGN_RE = lazy_re.compile(r",|\band\b|&|\b[A-Z]\.")
_LINK_RE = lazy_re.compile(r"\[(?P<text>[^\]]+)\]\((?P<url>[^)\s]+)\)")


def names_after_title(text: str) -> tuple[str, str, str, str | None] | None:
    """(names, title, venue, title url) when the entry opens with its title in bold and the authors'
    names follow it; else None."""
    bold = _BOLD_TITLE_RE.match(text)
    if not bold:
        return None
    title = next(g for g in bold.group("md", "under", "html") if g is not None).strip()
    plain = _strip_markup(title).strip(" .")
    if looks_like_author_list(plain) or looks_like_name(plain) or re.match(r"\s*(?:,|and\b|&)", text[bold.end() :]):
        return None  # "**A. Ruiz**, C. Li. Title.": the owner's name in bold opens the names
    rest = text[bold.end() :].lstrip(" .,:;")
    for pattern in (_NAMES_THEN_ITALICS_RE, _NAMES_THEN_SENTENCE_RE):
        match = pattern.match(rest)
        names = _strip_markup(match.group("names")).strip(" ,;") if match else ""
        # names, not a journal's two words ("Nature Physics"): a list of them, or initials
        listed = names and _NAMES_SIGN_RE.search(names) and looks_like_author_list(names)
        # one name alone before a status: "**Title**. Ana Ruiz. *In progress*." (not "Nature Physics. 2020")
        alone = names and looks_like_name(names) and _is_status(_strip_markup(match.group("venue")))
        if listed or alone:
            venue = match.group("venue")
            dated = _DATED_END_RE.search(venue)  # the reference ends at the stop after its year
            venue = venue[: dated.end()] if dated else venue
            link = _LINK_RE.fullmatch(title)
            if link:
                return match.group("names").strip(" ,;"), link.group("text"), venue, link.group("url")
            return match.group("names").strip(" ,;"), title, venue, None
    return None


# A line of notes under a reference, its label before a colon and its items after bullets: "**Highlight:** •
# [Press release](url) • [Cover](url)", "Media coverage: • ..." - no part of the venue
_NOTE_LINE_RE = lazy_re.compile(r"^\s*(?:\*\*|__|<b>)?\s*[A-Z][\w -]{2,30}:\s*(?:\*\*|__|</b>)?\s*[•·]")


def is_note_line(line: str) -> bool:
    return _NOTE_LINE_RE.match(line) is not None


def _is_status(text: str) -> bool:
    """A venue that is only a paper's status: "In progress.", "Under review", "Submitted"."""
    text = text.strip(" .,;()[]")
    return bool(text) and len(text.split()) <= 4 and status_in(text) is not None


# the stop after a list's last name, before the venue: "..., and Ana Ruiz. Physical Review Letters 114"
_LAST_NAME_STOP_RE = lazy_re.compile(r"(?<=\w[a-z\u00df-\u00ff])\.\s+(?=\S)")
_MARK_RE = lazy_re.compile(r"\\?[*†‡§#]")  # the equal contributors' and the corresponding author's marks
_NAME_SEPARATOR_RE = lazy_re.compile(r",\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+")


def names_after_quote(before: str, title: str, after: str) -> tuple[str, str, str]:
    """(names, title, venue) of an entry that opens with its quoted title and names its authors after it,
    comma by comma, as physics pages do: '"Title", Ana Ruiz, Bo Li, and Cy Wu, Journal 12, 3 (2015)'. The
    names run to the first piece that is no name; an entry with names before its title is left as it is."""
    if _strip_markup(before).strip(" *_,.:;[") or not after.strip():
        return before, title, after
    text = html.unescape(after).replace("\xa0", " ").lstrip(" *_,.:;")
    start, names = 0, []
    for cut in [*_NAME_SEPARATOR_RE.finditer(text), None]:
        piece = text[start : cut.start() if cut else len(text)]
        name = _MARK_RE.sub("", _strip_markup(piece)).strip()
        stop = _LAST_NAME_STOP_RE.search(piece)  # "and Ana Ruiz. Journal 12": the last name, then the venue
        last = _MARK_RE.sub("", _strip_markup(piece[: stop.start()])) if stop else ""
        if stop and names and looks_like_name(last):
            return ", ".join([*names, piece[: stop.start()].strip()]), title, text[start + stop.end() :]
        if (
            not name
            or re.search(r"\d", name)
            or not looks_like_name(name)
            or _resolve_venue(name)
            or _VENUE_WORD_RE.search(name)
        ):
            break  # "Nature 12", "Physical Review A": the venue begins
        names.append(piece.strip())
        start = cut.end() if cut else len(text)
    if len(names) < 2:  # one name-like phrase alone may be a magazine or a publisher: "The Harbour Times"
        return before, title, after
    return ", ".join(names), title, text[start:].strip(" ,")
