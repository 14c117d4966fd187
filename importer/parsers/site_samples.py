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

__all__ = ["sample_reason"]

_LOREM_RE = re.compile(r"\blorem ipsum\b", re.I)
# A numbered placeholder: "Blog Post number 1", "Paper Title Number 3", "project 1", "Talk 2", "Portfolio item 1".
_NUMBERED_TITLE_RE = re.compile(
    r"^\W*(?:future\s+)?(?:blog\s+post|post|paper\s+title|paper|publication|project|talk|tutorial|"
    r"portfolio\s+item|teaching\s+experience|announcement|news\s+item)\s+(?:number\s+|no\.?\s*|#\s*)?\d{1,2}\W*$",
    re.I,
)
# The sentences the templates' sample posts and projects are written in.
_SAMPLE_PHRASE_RE = re.compile(
    r"\b(?:this is a sample (?:blog )?post|a simple inline announcement|a long announcement with details|"
    r"every project has a beautiful|this is an example (?:post|project|publication))\b",
    re.I,
)
# The generators themselves: their sample posts introduce them ("Welcome to Hugo Blox Builder").
_GENERATOR_RE = re.compile(
    r"\b(?:hugo\s*blox|wowchemy|academicpages|academic\s*pages|al-folio|hugo\s+academic|minimal\s+mistakes|"
    r"academic\s+theme|source\s+themes)\b",
    re.I,
)

# How a sample post introduces its generator, where a real one would only mention it ("I moved to Hugo Blox").
_INTRODUCING_RE = re.compile(
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
    from .structured.roster import is_example_person  # the one rule for a template's placeholder person

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
