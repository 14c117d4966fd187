"""The owner a page of papers names in its prose: "Papers by Ana Ruiz", "Publications of A. Ruiz".

A personal site's publications page (academicpages' _pages/publications.md, copied out of its site)
often names its owner nowhere but in a sentence above the list. That name, when its entries print
it (an author of theirs is that person, "A. Ruiz" or "Ruiz, Ana"), is the page's owner, stated by the
page: fuller than the initials the entries print, and found where the entries alone tell no owner
(importer.parsers.owner). Plain Python: the page's text and its entries in, a name out.
"""

from __future__ import annotations

import re

from . import lazy_re
from .citations import looks_like_name
from .decoding import decode, normalise
from .names import match_strength
from .owner import mark_owner, owner_key
from .records import ParsedDocument, ParsedProfile

__all__ = ["name_owner", "restate_owner"]

_NAME = r"(?P<name>(?:[A-Z\u00c0-\u024f][\w.'’-]*\s+){1,4}[A-Z\u00c0-\u024f][\w'’-]+)"
_TITLES = r"(?:(?:Dr|Prof|Professor)\.?\s+)?"
# The words that say whose the papers are, in the languages sites are written in; the name capitalised
_STATED_RE = lazy_re.compile(
    r"(?i:\b(?:papers|publications|articles|works|preprints|bibliography|publikationen|veröffentlichungen|"
    r"publicaciones|pubblicazioni|publicações|publicacoes)\s+(?:written\s+)?(?:by|of|from|von|de|di|des|do|da)\s+)"
    + _TITLES
    + _NAME
    + r"|"
    + _NAME.replace("<name>", "<whose>")
    + r"['’]s?\s+(?i:(?:selected\s+|recent\s+|complete\s+)?(?:papers|publications|bibliography))\b"
)
_MARKUP_RE = lazy_re.compile(r"[*_`#>\[\]]|<[^>]{0,200}>")
_PAGES_RE = lazy_re.compile(r"\.(?:md|markdown|qmd|rmd|html?|txt)$", re.I)
_STATED_IN = 4000  # the prose above a page's list: its first characters


def restate_owner(document: ParsedDocument, name: str, data: bytes) -> None:
    """Name the owner of the page `name` as its prose does (see the module docstring), over one its entries
    alone suggested (importer.parsers.owner) or none."""
    profile = document.profile
    if not _PAGES_RE.search(name) or (profile is not None and profile.name and not profile.name_inferred):
        return
    stated = _stated_name(normalise(decode(bytes(data[: _STATED_IN * 4])))[:_STATED_IN], document)
    if stated is not None:
        name_owner(document, stated)


def name_owner(document: ParsedDocument, stated: str) -> None:
    """`stated` owns the document, over the owner its entries alone suggested (flagged for review) or none."""
    profile = document.profile
    if profile is not None and profile.name_inferred:  # the entries' choice, flagged for review, gives way
        for author in (a for p in document.publications for a in p.authors):
            author.highlighted = author.highlighted and owner_key(author.name) == owner_key(stated)
        notes = [n for n in profile.review_notes if n.startswith("name not stated")]
        profile.review_notes = [n for n in profile.review_notes if n not in notes]
        document.warnings = [w for w in document.warnings if not any(w.endswith(n) for n in notes)]
    document.warnings = [w for w in document.warnings if "no owner found" not in w]  # the prose names one
    profile = document.profile = profile or ParsedProfile()
    profile.name, profile.name_inferred = stated, False
    mark_owner(document.publications, stated)


def _stated_name(text: str, document: ParsedDocument) -> str | None:
    """The one name the prose gives as the papers' owner that some of its entries print; None if none or two."""
    authors = {a.name for p in document.publications[:200] for a in p.authors}
    found = set()
    for match in _STATED_RE.finditer(_MARKUP_RE.sub(" ", text)):
        words = (match.group("name") or match.group("whose")).split()
        for end in range(len(words), 1, -1):  # "Ana Ruiz. See also": the longest run that names an author
            name = " ".join(words[:end]).rstrip(".,;:")
            if looks_like_name(name) and any(match_strength(author, [name]) for author in authors):
                found.add(name)
                break
    keys = {owner_key(name) for name in found}
    return max(found, key=len) if len(keys) == 1 else None
