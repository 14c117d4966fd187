"""GOST 7.1 / 7.0.5, the reference standard of Russian and other post-Soviet CVs, in Russian or English.

"Quill R.T., Tamsin B. Spin waves in lattices // Phys. Rev. B. 2018. Vol. 98, No. 1. P. 014401."
The "//" stands between the paper and its source; the names come first ("Family I.I.") or after the
title behind a slash ("Title / R.T. Quill, B. Tamsin // Journal. – 2018. – Т. 98, № 1. – С. 10–20."),
and the year follows the journal's name after a stop.

Russian lists often leave the "//" out, a stop (or a stop and a dash) standing in its place:
"Иванов И. И., Петров П. П. Название статьи. Журнал. 2020. Т. 12, № 3. С. 1–9." or
"Название статьи / И. И. Иванов. – Журнал. – 2020. – Т. 12."; such a line is
read when its names are GOST's and it prints GOST's volume or pages ("Т.", "№", "С.").
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from .common import _BOLD_CLOSE, _BOLD_OPEN, _MARKS, _YEAR, StyleRead, _strip_markup

_CAPITAL = r"[A-ZÀ-ÖØ-ÞА-ЯЁ]"
_INITIALS = rf"{_CAPITAL}[a-zа-яё]?\.(?:\s?-?{_CAPITAL}[a-zа-яё]?\.){{0,2}}"
_FAMILY = rf"{_CAPITAL}[\w'’]+(?:-{_CAPITAL}[\w'’]+)?"
_FAMILY_FIRST = rf"{_BOLD_OPEN}{_FAMILY}\s+{_INITIALS}{_BOLD_CLOSE}{_MARKS}"
_GIVEN_FIRST = rf"{_BOLD_OPEN}{_INITIALS}\s?{_FAMILY}{_BOLD_CLOSE}{_MARKS}"
_ET_AL = r"(?:,?\s*(?:et\s+al\.|и\s+др\.))?"
_NAMES_FIRST_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_FAMILY_FIRST}(?:,\s*{_FAMILY_FIRST}){{0,60}}){_ET_AL}\s+(?P<title>\S.+)$"
)
_RESPONSIBILITY_RE = lazy_re.compile(rf"\s+/\s+(?P<authors>{_GIVEN_FIRST}(?:,\s*{_GIVEN_FIRST}){{0,60}}){_ET_AL}\s*$")
# the source's name ends at the stop before the year, a dash may stand after the stop: "Журнал. – 2018."
_SOURCE_RE = lazy_re.compile(rf"^(?P<source>.+?)\.?\s+(?:[–—-]\s+)?(?P<year>{_YEAR})\b")
_VOLUME_RE = lazy_re.compile(r"(?<!\w)(?:Vol|V|Т|Том|No|№)\.?\s*\d", re.I)  # "№" is no word's letter: no \b before it
_ONE_RE = lazy_re.compile(rf"^({_BOLD_OPEN})({_FAMILY})\s+({_INITIALS})({_BOLD_CLOSE}{_MARKS})$")


def _given_first(authors: str) -> str:
    """ "Quill R.T., Tamsin B." -> "R.T. Quill, B. Tamsin" (bold and marks kept)."""
    names = []
    for piece in re.split(r",\s*", authors.strip()):
        one = _ONE_RE.match(piece.strip())
        names.append(f"{one.group(1)}{one.group(3)} {one.group(2)}{one.group(4)}" if one else piece.strip())
    return ", ".join(names)


# the title's end where no "//" stands: a stop (a dash may follow it) before a capital
_SENTENCE_END_RE = lazy_re.compile(r"(?<=[^\s.][^\s.])\.\s+(?:[–—-]\s+)?(?=[A-ZА-ЯЁ«\"])")
_RESPONSIBILITY_INLINE_RE = lazy_re.compile(
    rf"\s+/\s+(?P<authors>{_GIVEN_FIRST}(?:,\s*{_GIVEN_FIRST}){{0,60}}{_ET_AL})\.?\s+(?:[–—-]\s+)?(?=[A-ZА-ЯЁ«\"])"
)
_CYRILLIC_NUMBERS_RE = lazy_re.compile(r"(?:^|[\s.,–—-])(?:Т|Том|№|С|Вып)\.?\s*\d")


def _without_slashes(text: str) -> tuple[str, str] | None:
    """(names and title, source) of a Russian line that prints no "//" (a stop in its place)."""
    if not _CYRILLIC_NUMBERS_RE.search(text):
        return None
    behind_slash = _RESPONSIBILITY_INLINE_RE.search(text)  # "Название / И. И. Иванов. – Журнал. – 2020."
    if behind_slash:
        return text[: behind_slash.end("authors")], text[behind_slash.end() :]
    first = _NAMES_FIRST_RE.match(text)
    if first is None:
        return None
    end = _SENTENCE_END_RE.search(text, first.start("title"))
    if end is None:
        return None
    return text[: end.start()], text[end.end() :]


def read_gost(text: str) -> StyleRead | None:
    head, slashes, source = text.partition(" // ")
    if not slashes:
        head, source = _without_slashes(text) or (text, "")
    if not source.strip():
        return None
    responsibility = _RESPONSIBILITY_RE.search(head)
    first = _NAMES_FIRST_RE.match(head)
    if responsibility:  # the slash's list is complete where the heading names the first author only
        start = first.start("title") if first and first.start("title") < responsibility.start() else 0
        title = head[start : responsibility.start()]
        authors = responsibility.group("authors")
    elif first:
        title, authors = first.group("title"), _given_first(first.group("authors"))
    else:
        return None
    found = _SOURCE_RE.match(_strip_markup(source).strip())
    title = _strip_markup(title).strip(" .")
    if found is None or len(title.split()) < 2:
        return None
    # a meeting's place, and a publisher's, stand before the year: "Proc. Conf. Metals. – Moscow, 2017"
    journal = re.sub(r"\.\s+(?:[–—-]\s+)?[A-ZА-ЯЁ][^.,:]{1,40}\.?(?::\s*[^.,]{2,60})?,?\s*$", "", found.group("source"))
    journal = journal.strip(" .,–—-")
    return StyleRead(
        authors,
        title,
        f"{journal} {found.group('year')}",
        kind="journal" if _VOLUME_RE.search(source) else None,
        status=status_in(source),
    )
