"""A rendered page's cards of papers dated from the pages they link to, in the same site folder.

Plain Python. Hugo Blox's masonry and showcase views show a paper as a card of its title alone (its summary
and buttons are no reference): no year, no venue, so the card reads as no paper. The card links to the paper's
own page (`/publication/reed-beds/`), whose source in the folder (content/publication/reed-beds/index.md)
dates it and names its venue in its front matter. The card is given them, as Hugo's other views print them
(`pub-publication`, `article-date`), before the page is read; a card whose page names no venue is left as it is.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import PurePosixPath

from . import lazy_re

__all__ = ["dated_cards", "paper_page_dates"]

_PAPER_FOLDERS = frozenset({"publication", "publications", "papers", "paper", "pubs", "articles"})
_SOURCES = frozenset({".md", ".markdown", ".qmd", ".rmd"})
_LANGUAGE_RE = lazy_re.compile(r"[a-z]{2}(?:-[a-z]{2})?")
MAX_PAGES = 2000  # more paper pages than a site of a lab or a person holds: no cards dated


def _key(section: str, slug: str) -> str:
    return f"/{section.lower()}/{slug.lower()}/"


def paper_page_dates(names: list[str], meta_of: Callable[[str], dict]) -> dict[str, tuple[str, str]]:
    """{"/publication/reed-beds/": (its date, its venue)} for the site's paper pages (Hugo's
    content/<section>/<slug>/index.md or <slug>.md in a papers section) that give both."""
    found: dict[str, tuple[str, str]] = {}
    pages = [n for n in names if PurePosixPath(n).suffix.lower() in _SOURCES]
    for name in pages[:MAX_PAGES]:
        parts = [p for p in PurePosixPath(name).parts if p != "content" and not _LANGUAGE_RE.fullmatch(p)]
        slug = parts[-2] if len(parts) >= 3 and PurePosixPath(name).stem in ("index", "_index") else None
        slug = slug or (PurePosixPath(parts[-1]).stem if len(parts) == 2 else None)
        if slug is None or parts[0].lower() not in _PAPER_FOLDERS:
            continue
        meta = meta_of(name)
        date = str(meta.get("date") or meta.get("year") or "").strip()
        venue = re.sub(r"[*_]", "", str(meta.get("publication") or meta.get("venue") or "")).strip()
        if date and venue:
            found[_key(parts[0], slug)] = (date[:10], venue[:300])
    return found


# A card's title: a heading holding one link (the masonry card's <h4><a href>, the showcase's title box)
_TITLE_RE = lazy_re.compile(
    r"(?P<open><(?P<tag>h[1-6])\b[^>]{0,300}>\s*<a\b[^>]{0,300}?href=\"(?P<href>[^\"]{1,500})\"[^>]{0,300}>"
    r"[^<]{1,500}</a>\s*</(?P=tag)>)",
    re.I,
)


_DATED_RE = lazy_re.compile(r"article-date|pub-publication|listing-date", re.I)


def dated_cards(text: str, dates: dict[str, tuple[str, str]]) -> str:
    """The page with each card whose title links to a dated paper page of the site given that page's venue and
    date (see the module's doc); the page as it is when none does."""
    if not dates or "card" not in text:
        return text

    def dated(found: re.Match) -> str:
        segments = [s for s in re.sub(r"^[a-z]+://[^/]+", "", found.group("href"), flags=re.I).split("/") if s]
        segments = [s for s in segments if s not in (".", "..")]
        known = dates.get(_key(*segments[-2:])) if len(segments) >= 2 else None
        following = text[found.end() : found.end() + 1500].split("<h", 1)[0]
        if known is None or _DATED_RE.search(following):
            return found.group(0)  # not a paper page of the site, or a view that prints its date already
        date, venue = (html.escape(value) for value in known)
        return (
            f'{found.group(0)}<span class="pub-publication"><em>{venue}</em></span>'
            f'<span class="article-date">{date}</span>'
        )

    return _TITLE_RE.sub(dated, text)
