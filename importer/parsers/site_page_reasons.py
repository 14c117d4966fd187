"""Why a page of a site folder in a readable place is still not read: a legal notice, a listing Quarto fills
from other files, a page the generator fills from other files (no text of its own).

Plain Python, for importer.parsers.sites: a page's name and text in, the reason (or None: the page is read) out.
A paper's page, a working paper's, an owner's page and a Hugo author page naming someone are read however little
they say.
"""

from __future__ import annotations

import re

from . import lazy_re
from .records import DocumentError
from .site_config import person_name
from .site_reasons import is_working_paper_page
from .site_text import file_extension, front_matter, own_words

__all__ = ["LEGAL_RE", "page_reason", "section_reason"]

LEGAL_RE = lazy_re.compile(
    r"impressum|imprint|privacy|datenschutz|legal|disclaimer|cookies?|terms|accessibility|barrierefreiheit|"
    r"mentions[-_ ]l[ée]gales|aviso[-_ ]legal|privacidad|colophon",
    re.I,
)


def page_reason(name: str, text: str | None, *, short_is_fine: bool = False) -> str | None:
    """Why a page is not read: a legal notice, or a page the generator fills from other files."""
    if text is None:
        return None
    if _COMMENTED_OUT_RE.fullmatch(text):
        return "a page commented out whole (an HTML comment): the site shows nothing of it"
    try:
        meta, body = front_matter(text)
    except DocumentError:
        return None  # read, and failed at its line like any malformed front matter
    if LEGAL_RE.search(str(meta.get("title", ""))):
        return "a legal notice (imprint, privacy), not a profile"
    if meta.get("listing") and not meta.get("about") and not short_is_fine and own_words(body) < _LISTING_OWN_WORDS:
        return "a listing Quarto fills from other files (its `listing:`), with little text of its own"
    from .detect import is_publication_page  # the one test of a paper's page

    if (
        is_publication_page(meta)
        or is_working_paper_page(name, meta)
        or file_extension(name) in ("html", "htm")
        and not meta
    ):
        return None
    if str(meta.get("type") or "").strip().lower() in ("book", "docs"):  # Wowchemy's course and docs layout
        return "a course or documentation page (Hugo's book layout), not a profile"
    # A Hugo author page is a person however little it says, named by its title, `name` or first and last name
    named = [meta.get(k) or "" for k in ("title", "name")] + [
        f"{meta.get('first_name') or ''} {meta.get('last_name') or ''}"
    ]
    author_page = re.search(r"(?:^|/)authors?/[^/]+/_?index\.\w+$", name) is not None
    if short_is_fine or (author_page and any(map(person_name, named))):
        return None  # an owner's page, or a Hugo author page
    if author_page and not "".join(map(str, named)).strip():
        return "an author page that names no one (no title, name, first_name or last_name)"
    # Hugo Apéro's home page, titled with its owner's name, introduces them in its front matter's `description`
    introduced = bool(person_name(meta.get("title"))) and (
        own_words(str(meta.get("description") or "")) >= _INTRODUCTION_WORDS
    )
    if (
        own_words(body) < 8
        and not introduced
        and not any(k in meta for k in ("social", "organizations", "authors", "about", "profile", "pub-info", "doi"))
    ):
        return "a page the generator fills from other files (it has no text of its own)"
    return None


def section_reason(text: str | None) -> str | None:
    """Why a page among the members' pages is not one: a section of a page builder (Wowchemy's `widget: people`,
    Hugo Blox's `block:` or a landing page's `sections:`), which the generator fills from the people's profiles."""
    try:
        meta, body = front_matter(text or "")
    except DocumentError:
        return None
    sections = meta.get("sections")
    built = bool(meta.get("widget") or meta.get("block")) or (
        isinstance(sections, list) and any(isinstance(s, dict) and s.get("block") for s in sections)
    )
    if built and own_words(body) < _INTRODUCTION_WORDS:
        return "a section of a page the generator builds from the people's profiles (a widget or block)"
    return None


_COMMENTED_OUT_RE = lazy_re.compile(r"\s*<!--(?:(?!-->).)*-->\s*", re.S)
_INTRODUCTION_WORDS = 20  # a paragraph about someone, not a page's one-line summary
_LISTING_OWN_WORDS = 80  # a listing's few lines of introduction; an about page above a list of posts says more
