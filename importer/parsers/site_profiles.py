"""al-folio's profiles layout: a lab's people page that shows a page of each member's own.

Plain Python. A page with `layout: profiles` lists the site's people under `profiles:`, each entry's
`content:` naming a page (`people_pages/ana_ruiz.md`, found beside the profiles page or in `_pages/`). Those
pages have no front matter: the member's name is their first heading, the lines under it their name in
another script (with its reading in brackets) and their position, then a row of linked icons (e-mail, ORCID,
GitHub) and any text about them. importer.parsers.sites reads them as member pages, and they are read here.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Callable
from pathlib import PurePosixPath

from . import lazy_re

__all__ = ["profile_contents", "profile_images", "profile_page_meta"]

_PROFILES_LAYOUT_RE = lazy_re.compile(r"^layout:\s*['\"]?profiles['\"]?\s*$", re.M)
# `content: people_pages/ana_ruiz.md` in a profiles entry (read from the text: a slip in the YAML of such long
# lists is common, and the list is still meant)
_CONTENT_RE = lazy_re.compile(
    r"^\s*-?\s*content:\s*['\"]?([\w./ -]{1,200}?\.(?:md|markdown|html))['\"]?\s*(?:#.*)?$", re.M
)
_FRONT_RE = lazy_re.compile(r"\A\ufeff?\s*---[ \t]*\n(.*?)\n---[ \t]*(?:\n|\Z)", re.S)


def profile_contents(names: set[str], read: Callable[[str], str | None]) -> set[str]:
    """The pages a site's profiles pages name as their people's (`content:` of `layout: profiles` pages)."""
    return set(profile_images(names, read))


def profile_images(names: set[str], read: Callable[[str], str | None]) -> dict[str, str]:
    """Each page a site's profiles pages name as a person's -> the photo its entry gives ("" if none), as a path
    from the site's root: al-folio looks for an entry's `image:` in assets/img/."""
    found: dict[str, str] = {}
    for name in sorted(names):
        if PurePosixPath(name).suffix.lower() not in (".md", ".markdown", ".html"):
            continue
        front = _FRONT_RE.match(read(name) or "")
        if front is None or not _PROFILES_LAYOUT_RE.search(front.group(1)):
            continue
        folder = PurePosixPath(name).parent
        for entry in _ENTRY_RE.split(front.group(1))[1:]:  # one entry of the list at a time, its keys in any order
            content = _CONTENT_RE.search(entry)
            if content is None:
                continue
            image = _IMAGE_RE.search(entry)
            for base in (folder, PurePosixPath("_pages"), PurePosixPath(".")):
                candidate = (base / content.group(1).strip()).as_posix().removeprefix("./")
                if candidate in names:
                    found.setdefault(candidate, _photo_path(image.group(1).strip() if image else ""))
                    break
    shared = Counter(found.values())  # one picture shown for several people: the template's stand-in, no one's
    return {page: "" if shared[photo] > 1 or _STAND_IN_RE.search(photo) else photo for page, photo in found.items()}


def _photo_path(image: str) -> str:
    if not image or re.match(r"^(?:[a-z][a-z0-9+.-]*:|//|/|assets/)", image, re.I):
        return image
    return "/assets/img/" + image


# an entry of the `profiles:` list: "  - align: left" (an entry indented a space too little is still one)
_ENTRY_RE = lazy_re.compile(r"^\s*-\s+(?=[\w-]+:)", re.M)
_STAND_IN_RE = lazy_re.compile(
    r"(?:^|/)(?:default|placeholder|blank|no[-_]?(?:photo|image)|anonymous|unknown)[^/]*$", re.I
)
_IMAGE_RE = lazy_re.compile(r"^\s*-?\s*image:\s*['\"]?([^'\"#\n]{1,300}?)['\"]?\s*(?:#.*)?$", re.M)


_HEADING_RE = lazy_re.compile(r"^\s{0,3}#{1,6}\s+(?P<name>[^\n#]{2,120}?)\s*#*\s*$", re.M)
_ANCHOR_RE = lazy_re.compile(r"<a\b[^>]{0,500}?href=\"(?P<href>[^\"]{1,500})\"[^>]{0,500}>", re.I)
_TITLE_RE = lazy_re.compile(r"title=\"([^\"]{1,60})\"", re.I)
_EMAIL_RE = lazy_re.compile(r"^(?:mailto:)?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)$", re.I)
_TAG_RE = lazy_re.compile(r"<[^<>]{0,500}>|<!--.*?-->", re.S)
# A reading in brackets after a name in another script: "白井 紗世子 (しらい さよこ)", "（いぬい なおと）"
_READING_RE = lazy_re.compile(r"\s*[(（][^)）]{1,40}[)）]\s*$")
_LATIN_RE = lazy_re.compile(r"[A-Za-z]")


def profile_page_meta(text: str) -> tuple[dict, str] | None:
    """(the member's fields as a member page's front matter would give them, the rest of the page) for a
    profile page with no front matter, its first line a heading; None for any other page."""
    heading = _HEADING_RE.match(text.lstrip("\ufeff"))
    if heading is None or text.lstrip().startswith("---"):
        return None
    meta: dict = {"name": heading.group("name").strip()}
    rest = text.lstrip("\ufeff")[heading.end() :].split("\n")
    taken = 0  # the short lines under the heading, before its icons or its text: other names, the position
    for index, line in enumerate(rest):
        stripped = " ".join(line.split())
        if not stripped:
            continue
        if stripped.startswith("<") or len(stripped) > 80 or taken == 3:
            break
        taken, body_from = taken + 1, index + 1
        if not _LATIN_RE.search(stripped) and taken == 1:  # their name in their own script, not its reading
            meta["aliases"] = [_READING_RE.sub("", stripped).strip()]
        elif "position" not in meta:
            meta["position"] = stripped
    body = "\n".join(rest[body_from:] if taken else rest)
    links: dict[str, str] = {}
    for anchor in _ANCHOR_RE.finditer(body):
        href = html.unescape(anchor.group("href")).strip()
        email = _EMAIL_RE.match(href)
        title = _TITLE_RE.search(anchor.group(0))
        if email:  # an e-mail written as a link's address, with or without "mailto:"
            meta.setdefault("email", email.group(1))
        elif href.startswith(("http://", "https://")):
            links[(title.group(1) if title else href).lower()] = href
    if links:
        meta["links"] = links
    return meta, _TAG_RE.sub("", body).strip()
