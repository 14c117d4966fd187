"""A paper's `citation:` field in a lab site's data file of papers, read for its authors, year and venue.

Plain Python: the field's text (and the paper's title) in, its parts out (importer.parsers.structured.fields).

Lab templates that keep each paper as `title:` and `citation:` print the reference's other parts in that one field,
the lab's members in bold: `citation: "**Okafor CN**, Lind PJ, Marsh T. (2023) *Journal of Reed Ecology*."`, at
times with the title again between the year and the venue. With no `authors:` beside it, the names before the
bracketed year are the paper's authors and what follows it (less the title) its venue; a field that does not
open with a list of names and a year in brackets is left to be read as the venue alone, as before.
"""

from __future__ import annotations

import html
import re

from .. import lazy_re
from ..venues import venue_kind

__all__ = ["citation_parts"]

# "Okafor CN, Lind PJ. (2023) *Journal*.": the names, the year in brackets, the rest
_CITATION_RE = lazy_re.compile(
    r"^(?P<authors>[^()]+?)[\s,;:]*\(\s*(?P<year>(?:19|20)\d{2})[a-z]?\s*\)[\s.,;:]*(?P<rest>.*)$", re.S
)
# "*Zootaxa*.", "_Molecular Ecology_": the venue alone in italics, as citations print a journal's name
_ITALIC_VENUE_RE = lazy_re.compile(r"(\*(?!\*)[^*]+\*|_(?!_)[^_]+_|<i>[^<]+</i>|<em>[^<]+</em>)[\s.,;]*$", re.I)
_LAST_INITIALS_RE = lazy_re.compile(r",\s*(?:[A-Z]\.[\s-]*)+\**$")
_INITIAL_RE = lazy_re.compile(r"\b[A-Z]{1,3}\b(?![a-z])|\b[A-Z]\.")
_EMPHASIS_RE = lazy_re.compile(r"\*{1,3}|(?<!\w)_{1,2}|_{1,2}(?!\w)|</?(?:b|i|em|strong)>", re.I)


def _plain(text: str) -> str:
    return " ".join(_EMPHASIS_RE.sub("", text).split())


def citation_parts(citation: str, title: str) -> tuple[str, int, str, str | None] | None:
    """(the authors as printed, with their emphasis; the year; the venue; "journal" when the venue is printed in
    italics alone, as a journal's name is, else None) of a `citation:` field, or None when it does not open with
    names and a bracketed year."""
    from ..citations.common import looks_like_author_list, looks_like_name

    match = _CITATION_RE.match(" ".join(html.unescape(citation).split()))
    if not match:
        return None
    authors = match.group("authors").strip(" ,;")
    if not _LAST_INITIALS_RE.search(authors):  # "Alves, M." keeps its initial's stop; "Lind PJ." loses the sentence's
        authors = authors.rstrip(" .")
    one = looks_like_name(_plain(authors)) and _INITIAL_RE.search(_plain(authors))  # "Lind PJ", not "Science"
    if not (looks_like_author_list(_plain(authors)) or one):
        return None
    italic = _ITALIC_VENUE_RE.search(match.group("rest").strip())
    rest = _plain(match.group("rest"))
    plain_title = _plain(title).rstrip(" .")
    quoted = rest.lstrip("\"“'‘")
    if plain_title and quoted.lower().startswith(plain_title.lower()):  # "(2023) Title. *Venue*.", '"Title."'
        rest = quoted[len(plain_title) :].lstrip(".,\"”'’ ")
    venue = rest.strip(" .,;:")
    alone = italic is not None and _plain(italic.group(1)).strip(" .,;:") == venue
    # a meeting's proceedings or a book's chapter ("In ...") is in italics too
    in_book = re.match(r"in\s", venue, re.I) is not None
    journal = (
        "journal" if alone and venue and not in_book and venue_kind(venue) not in ("conference", "workshop") else None
    )
    return authors, int(match.group("year")), venue, journal
