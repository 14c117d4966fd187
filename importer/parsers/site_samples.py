"""What a site generator ships as its sample content, left in place by the site's owner: never imported.

Templates come with example posts, papers and projects for their owners to replace ("Blog Post
number 1", "Paper Title Number 1" by "Your Name", "Welcome to Hugo Blox", pages of lorem ipsum);
many sites keep some of them. A page is the template's when it holds lorem ipsum anywhere (its
front matter too), when an author is the template's placeholder person, when its title is a
numbered placeholder or names the generator itself. A page marked `draft: true` is not published
on the site either. Plain Python: a page's front matter and body in, the reason out.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = [
    "example_member_reason",
    "other_persons_cv_reason",
    "profile_over_sample",
    "sample_reason",
    "without_sample_body",
]

_LOREM_RE = lazy_re.compile(r"\blorem ipsum\b", re.I)
# A numbered placeholder: "Blog Post number 1", "Paper Title Number 3", "project 1", "Talk 2", "Portfolio item 1".
_NUMBERED_TITLE_RE = lazy_re.compile(
    r"^\W*(?:future\s+)?(?:blog\s+post|post|paper\s+title|paper|publication|project|talk|tutorial|"
    r"portfolio\s+item|teaching\s+experience|announcement|news\s+item)\s+(?:number\s+|no\.?\s*|#\s*)?\d{1,2}\W*$",
    re.I,
)
# The sentences the templates' sample posts and projects are written in.
_SAMPLE_PHRASE_RE = lazy_re.compile(
    r"\b(?:this is a sample (?:blog )?post|a simple inline announcement|a long announcement with details|"
    r"every project has a beautiful|this is an example (?:post|project|publication))\b",
    re.I,
)
# The generators themselves: their sample posts introduce them ("Welcome to Hugo Blox Builder").
_GENERATOR_RE = lazy_re.compile(
    r"\b(?:hugo\s*blox|wowchemy|academicpages|academic\s*pages|al-folio|hugo\s+academic|minimal\s+mistakes|"
    r"academic\s+theme|source\s+themes)\b",
    re.I,
)

# How a sample post introduces its generator, where a real one would only mention it ("I moved to Hugo Blox").
_INTRODUCING_RE = lazy_re.compile(
    r"\bwelcome\b|\bget(?:ting)? started\b|\bdemo\b|\bexample\b|\btemplate\b|\bbuilder\b|\btheme\b|"
    r"\bdocumentation\b|\bhow to use\b",
    re.I,
)


def _text_of(value, limit: int = 50) -> str:
    """Every string a front matter value holds (nested lists and maps), joined."""
    if isinstance(value, str):
        return value
    if limit <= 0:
        return ""
    if isinstance(value, dict):
        return " ".join(_text_of(v, limit - 1) for v in list(value.values())[:200])
    if isinstance(value, list):
        return " ".join(_text_of(v, limit - 1) for v in value[:200])
    return ""


def _authors(meta: dict) -> list[str]:
    authors = meta.get("authors") or meta.get("author") or []
    if isinstance(authors, str):
        authors = re.split(r"\s*(?:,|;|\band\b|&)\s*", authors)
    names = [a.get("name") if isinstance(a, dict) else a for a in authors if isinstance(a, str | dict)]
    citation = meta.get("citation")
    if isinstance(citation, str):  # academicpages: 'Your Name, You. (2009). "Paper Title Number 1."'
        names += re.split(r"\s*,\s*|\s+and\s+", re.split(r"\s*[.(]\s*(?:\(|\d)", citation, maxsplit=1)[0])
    return [" ".join(n.split()) for n in names if isinstance(n, str) and n.strip()]


def sample_reason(meta: dict, body: str) -> str | None:
    """Why a page is the template's sample (or an unpublished draft), not the site's own; None if it is its own."""
    from .structured.examples import is_example_person  # the one rule for a template's placeholder person

    if meta.get("draft") is True or str(meta.get("draft", "")).strip().lower() == "true":
        return "a draft, not published on the site"
    if _LOREM_RE.search(body) or _LOREM_RE.search(_text_of(meta)):
        return "the template's sample text (lorem ipsum), not the site's own"
    if _SAMPLE_PHRASE_RE.search(body) or _SAMPLE_PHRASE_RE.search(_text_of(meta)):
        return "the template's sample text, not the site's own"
    title = " ".join(str(meta.get("title") or "").split())
    if _NUMBERED_TITLE_RE.match(title):
        return f"the template's sample page ({title!r}), not the site's own"
    introduction = f"{title} {meta.get('summary') or ''}"
    if _GENERATOR_RE.search(introduction) and _INTRODUCING_RE.search(introduction):
        return f"the template's sample page (it introduces the site generator: {title[:80]!r})"
    example = next((a for a in _authors(meta) if is_example_person(a)), None)
    if example is not None:
        return f"the template's example (its author is the placeholder {example!r})"
    return None


_LATIN_NAME_RE = lazy_re.compile(r"[A-Za-z\u00c0-\u024f .,'’-]+")


def _cv_name(data) -> str | None:
    """The person a CV data file names: JSON Resume's `basics.name`, a top-level `name`, or al-folio's
    cv.yml "General Information" map with its "Full Name"."""
    if isinstance(data, dict):
        basics = data.get("basics")
        name = basics.get("name") if isinstance(basics, dict) else data.get("name")
        return name if isinstance(name, str) else None
    for section in data[:50] if isinstance(data, list) else []:
        contents = section.get("contents") if isinstance(section, dict) else None
        for item in contents[:50] if isinstance(contents, list) else []:
            if isinstance(item, dict) and str(item.get("name", "")).strip().lower() in ("full name", "name"):
                return item.get("value") if isinstance(item.get("value"), str) else None
    return None


# Where al-folio keeps its owner's CV as data (and ships an example person's in its place).
_TEMPLATE_CV_RE = lazy_re.compile(r"assets/json/resume\.json|_data/(?:cv|resume)\.(?:ya?ml|json)")


def other_persons_cv_reason(name: str, read, owner_names: list[str]) -> str | None:
    """Why a personal site's CV data file (assets/json/resume.json, _data/cv.yml) is not read: it names someone
    other than the site's owner, so it is the template's example CV left in place; None otherwise.
    `read(name)` gives the file's text. A CV elsewhere in the folder may be a member's, and is read."""
    import json

    import yaml

    from .owner import owner_key

    if not _TEMPLATE_CV_RE.fullmatch(name):
        return None
    text = read(name)
    try:
        data = json.loads(text or "") if (text or "").lstrip().startswith("{") else yaml.safe_load(text or "")
    except (ValueError, yaml.YAMLError, RecursionError):
        return None
    name = _cv_name(data)
    latin = [n for n in owner_names if _LATIN_NAME_RE.fullmatch(n)]
    if not name or not latin or not _LATIN_NAME_RE.fullmatch(name):
        return None  # no name, or names in two scripts ("李明" and "Ming Li" are one person's)

    def family(person: str) -> str:  # "Bob Smith" and "Robert Smith" are one person's names
        return owner_key(person).split(" ")[-1]

    if family(name) in {family(n) for n in latin}:
        return None
    return f"the template's example CV: it names {' '.join(name.split())[:80]!r}, not the site's owner"


def example_member_reason(name: str, text: str | None) -> str | None:
    """Why a member page (or Hugo Blox data/authors file) is not read: the template's example member."""
    from .records import DocumentError
    from .roster_shape import entry_name
    from .site_authors import AUTHOR_DATA_RE, author_data_reason
    from .site_text import front_matter, own_text
    from .structured.examples import is_example_person  # the one rule for a template's example

    if AUTHOR_DATA_RE.search(name):
        return author_data_reason(text)
    try:
        meta, body = front_matter(text or "")
    except DocumentError:
        return None
    member = entry_name(meta) or str(meta.get("title") or "")
    if is_example_person(member, own_text(body)):
        return "the template's example member (an invitation to join, no real person)"
    return None


# A Hugo author page (content/authors/<user>/_index.md): a person's profile in its front matter
_AUTHOR_PAGE_RE = lazy_re.compile(r"(?:^|/)authors?/[^/]+/_?index\.(?:md|markdown)$", re.I)


def profile_over_sample(name: str, text: str | None) -> bool:
    """Whether a Hugo author page the template's sample text marks is a real person's profile all the same: its
    owner filled in the front matter (their name, role, organisation) and left the template's sample bio
    below it ("Lorem ipsum ..."), which names the template's person, not them. The page is read without that
    body (without_sample_body); the template's own page, its sample bio about the person it names, is not."""
    from .records import DocumentError
    from .site_config import person_name
    from .site_text import front_matter

    if not _AUTHOR_PAGE_RE.search(name):
        return False
    try:
        meta, body = front_matter(text or "")
    except DocumentError:
        return False
    name = person_name(meta.get("title"))
    if name is None or sample_reason(meta, "") is not None:
        return False
    return name.split()[-1].casefold() not in body.casefold()  # the sample bio is about someone else


def without_sample_body(name: str, text: str) -> str:
    """A Hugo author page's text without a body holding the template's sample text (profile_over_sample)."""
    from .records import DocumentError
    from .site_text import front_matter

    if not _AUTHOR_PAGE_RE.search(name):
        return text
    try:
        meta, body = front_matter(text)
    except DocumentError:
        return text
    if not body or sample_reason({}, body) is None or not text.endswith(body):
        return text
    return text[: len(text) - len(body)]
