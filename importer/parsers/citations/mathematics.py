"""Mathematics (AMS and MathSciNet) and the "Authors, Title, Venue" lists of many CVs.

AMS prints "A. Ruiz and B. Li, *Pebble caches*, J. Stones **12** (2021), no. 3, 1–9." (the title in
italics, the volume in bold, the year in brackets after it); other CVs print "A. Ruiz and B. Li,
Pebble caches, *Journal of Stones* (accepted, 2024)." (the journal in italics): read_comma_separated.

In plain text (a CV typed in Word, a LaTeX CV turned into text) the italics and bold are gone:
"A. Ruiz and B. Li, Pebble caches, J. Stones 12 (2021), no. 3, 1–9. MR4012345", MathSciNet's
"Ruiz, A.; Li, B. Pebble caches. J. Stones 12 (2021), no. 3, 1–9." and "Ruiz, A., Li, B., and Wu, C.
Pebble caches, J. Stones, 12 (2021)."; a paper not printed yet ends "J. Stones, to appear.".
There the journal is told by its volume and bracketed year, or by its abbreviated words before the
status: read_ams_plain.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import SUBMITTED_RE, status_in
from .common import _FAMILY, _INITIALS, _MARKS, _YEAR, StyleRead, _strip_markup, last_name_before_title, looks_like_name
from .physics import _ET_AL_RE

# AMS: "A. Ruiz and B. Li, *Pebble caches*, J. Stones **12** (2021), 1–9." (the title in italics);
# elsewhere "A. Ruiz and B. Li, Pebble caches, *Journal of Stones* (accepted, 2024)." (the journal).
# A "*" opens emphasis only as markdown lets it: not before a space, and not between a letter and a stop
# ("Zhang Y*. Title": a corresponding author's mark); it closes likewise only after a letter or before a break.
_ITALIC_PIECE_RE = lazy_re.compile(
    r"(?:(?<![\w*])\*|\*(?=\w))(?![\s*])[^*]*?[^\s*](?:(?<=\w)\*|\*(?![\w*]))"
    r"|(?<!\w)_(?!_)[^_]+_|<i>[^<]+</i>|<em>[^<]+</em>"
)
_INITIAL_RE = lazy_re.compile(r"\b[A-Z]\.")


def _leading_names(text: str) -> int:
    """How far the comma-separated names at the start of `text` reach (0 when none, or not surely names)."""
    position, count, initials = 0, 0, False
    for match in re.finditer(r"[^,]+(?:,\s*|$)", text):
        piece = re.sub(r"^(?:and|&)\s+", "", match.group(0).strip(" ,"))
        names = [n.strip() for n in re.split(r"\s+(?:and|&)\s+", piece)]
        if not all(looks_like_name(n) and len(n.split()) >= 2 for n in names):
            break
        initials = initials or any(_INITIAL_RE.search(n) for n in names)
        count += len(names)
        position = match.end()
        if len(names) > 1 or re.match(r"(?:and|&)\s", match.group(0).strip()):
            break  # "and" comes before the last author
    return position if count and (initials or count >= 2) else 0


def read_comma_separated(text: str) -> StyleRead | None:
    if not _ITALIC_PIECE_RE.search(text):
        return None  # no italic title or journal after the names, wherever they end: not this style
    cut = _leading_names(text)
    if not cut:
        return None
    authors, rest = text[:cut].rstrip(" ,"), text[cut:]
    italic = next(
        (m for m in _ITALIC_PIECE_RE.finditer(rest) if not _ET_AL_RE.fullmatch(_strip_markup(m.group(0)))), None
    )
    if italic is None:
        return None
    before, inner, after = rest[: italic.start()].strip(" ,"), _strip_markup(italic.group(0)), rest[italic.end() :]
    if re.search(r"[\"“”]|\w\.(?:\s|$)|^(?:and|&)\s", before) or _ET_AL_RE.search(before):
        return None  # "..., and Kofi Mensah. “Title.” In ...": sentences, not a comma-separated reference
    if before:  # the title, then the journal in italics
        title, venue = before, f"{inner} {after}"
    else:  # the title in italics, then the journal (AMS)
        title, venue = inner, after.strip(" ,")
    years = re.findall(rf"\b{_YEAR}\b", after)
    status = status_in(after)
    if not (years or status) or len(title.split()) < 2:
        return None
    journal = re.split(
        r"\s*[,(]|\s+(?:\*\*|<b>)?\d+(?:\*\*|</b>)?\s*(?:[,(:]|$)", _strip_markup(venue).strip(" ,"), maxsplit=1
    )[0]
    kind = "journal" if re.search(r"(?:\*\*|<b>)\d{1,4}(?:\*\*|</b>)", after) else None  # a volume in bold
    return StyleRead(
        authors, title.strip(' ,"“”'), f"{journal} {years[-1] if years else ''}".strip(), kind=kind, status=status
    )


# --- plain text: no italics, no bold ---------------------------------------------------------

# "J. Stones 12 (2021)", "Ann. Sci. Éc. Norm. Supér. (4) 53 (2020)", "Contrib. Discrete Math., 21 (2025)",
# and the volume, year and page of older physics and engineering lists: "Appl. Phys. Lett. 112, 2018, 132401"
_VOLUME_YEAR_RE = lazy_re.compile(
    rf"(?<=[^\d\s,]),?\s+(?:\(\d\)\s+)?(?:\*\*)?\d{{1,4}}(?:\*\*)?\s*"
    rf"(?:\((?P<year>{_YEAR})\)(?=[,.;:]|\s*$|\s+(?:no\.|\d|MR|arXiv))|,\s*(?P<bare_year>{_YEAR}),\s*[A-Za-z]?\d+\b)"
)
# "J. Stones, to appear", "Geom. Topol. (to appear)": a status after the journal's name
_STATUS_AFTER_RE = lazy_re.compile(
    r",?\s+\(?(?P<status>to\s+appear|in\s+press|accepted|forthcoming|submitted|in\s+preparation|preprint)\)?(?=[.,;]|\s*$|\s+(?:arXiv|MR))",
    re.I,
)
# MathSciNet's inverted names: "Ruiz, A.; Li, B." and "Ruiz, A., Li, B., and Wu, C." (then a stop ends them)
_INVERTED_NAME = rf"{_FAMILY},\s*{_INITIALS}{_MARKS}"
_INVERTED_NAMES_RE = lazy_re.compile(
    rf"^\s*{_INVERTED_NAME}(?:\s*[;,]\s*(?:and\s+|&\s+)?{_INVERTED_NAME}|\s+(?:and|&)\s+{_INVERTED_NAME}){{0,40}}"
    # the names end where no initial follows ("Li, B. T." is not "Li, B." before a title "T. ...")
    rf"(?!\s?-?[A-Z]\.)(?P<sep>,?)(?=\s+[A-Z\d])"
)
_CONNECTORS = {"of", "and", "the", "de", "des", "du", "di", "der", "für", "for", "in", "on", "to", "&", "la", "et"}


def _journal_like(words: str) -> bool:
    """ "Duke Math. J.", "Contributions to Discrete Mathematics": capitalised words and abbreviations only."""
    tokens = words.split()
    if not 1 <= len(tokens) <= 10 or not tokens[0][:1].isupper():
        return False
    return all(t[:1].isupper() or t.lower() in _CONNECTORS or re.fullmatch(r"\(\d\)", t) for t in tokens)


def _split_title_journal(text: str, abbreviated: bool) -> tuple[str, str] | None:
    """ "Pebble caches, J. Stones" or "Pebble caches. J. Stones" -> ("Pebble caches", "J. Stones")."""
    for match in re.finditer(r"(?<=[^\s.])[.,]\s+(?=[A-Z])", text):  # the first cut that leaves a journal after it
        title, journal = text[: match.start()], text[match.end() :].strip(" ,.")
        if _journal_like(journal) and (not abbreviated or re.search(r"\b[A-Z][a-z]{0,5}\.", journal + ".")):
            return title.strip(), journal
    return None


def _names_end(text: str) -> tuple[str, str] | None:
    """(authors, the rest) for names printed given-first with commas, or inverted as MathSciNet prints them."""
    inverted = _INVERTED_NAMES_RE.match(text)
    if inverted:
        names = re.findall(rf"({_FAMILY}),\s*({_INITIALS})({_MARKS})", inverted.group(0))
        return ", ".join(f"{given} {family}{marks}" for family, given, marks in names), text[inverted.end() :]
    colon = re.match(r"([^:]{3,300}?):\s+(?=[A-Z\d])", text)  # "A. Ruiz, B. Li, and C. Wu: Title. J. Stones ..."
    if colon and _leading_names(colon.group(1)) == len(colon.group(1)):
        return colon.group(1), text[colon.end() :]
    cut = _leading_names(text)
    if (
        not cut
        or not text[:cut].rstrip().endswith(",")
        or re.match(r"(?:and|&)\s", text[cut:])
        or last_name_before_title(text[:cut], text[cut:])
    ):
        return None
    return text[:cut].rstrip(" ,"), text[cut:]


def read_ams_plain(text: str) -> StyleRead | None:
    """A mathematician's reference with its italics and bold lost (see the module's docstring)."""
    if _ITALIC_PIECE_RE.search(text) or re.search(r"[\"“”]", text):
        return None  # italics or quotes mark the title: the other readers know where it ends
    found = _names_end(text)
    if found is None:
        return None
    authors, rest = found
    volume = _VOLUME_YEAR_RE.search(rest)
    stated = None if volume else _STATUS_AFTER_RE.search(rest)
    end = volume or stated
    if end is None:
        return None
    head = rest[: end.start()].strip()
    parts = _split_title_journal(head, abbreviated=volume is None)
    if parts is None and stated and SUBMITTED_RE.fullmatch(stated.group("status")):
        parts = (head.strip(" ,."), "")  # "A. Ruiz, Pebble caches, submitted.": no journal yet
    if parts is None or len(parts[0].split()) < 2:
        return None
    title, journal = parts
    if re.search(r"\w\.\s", journal) and re.search(r"\b[A-Z][^\W\d_]{0,4}$", journal):
        journal += "."  # "Duke Math. J." keeps its last stop, which the cut took
    year = (volume.group("year") or volume.group("bare_year")) if volume else None
    return StyleRead(
        authors,
        title,
        f"{journal} {year or ''}".strip(),
        kind="journal" if journal else None,
        status=status_in(rest[end.start() :]),
    )
