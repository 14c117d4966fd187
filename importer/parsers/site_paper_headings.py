"""A lab's papers page that gives each paper as a heading: the headings read as the list of papers they are.

Plain Python: the page's markdown in, the same markdown out with each citation heading as a list item.

A custom Jekyll or Hugo lab site often writes its publications page as one heading per paper, the whole
citation in it, with badges, pictures and videos under it:

    ## 2026
    <h3 id="24">[24] Okafor, T., <strong>Lindqvist, M.</strong>, & Brandt, J. Title. Phys. Rev. Fluids (2026).</h3>
    ### Ruiz, A., & Osei, B. Another title. arXiv preprint arXiv:2601.01234 (2026). {#another-title}

A heading names a section, so the page's readers take such a heading for one and lose the paper. A heading
that is a citation (authors with initials, a year, and more words than any section's name) is that paper:
it becomes a list item, its running number, anchor and HTML tags left out, its bold names kept bold; and a
page whose headings above its first paper name no section of papers ("# Research", "## 2025") gets one.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["citation_headings"]

_MARKDOWN_HEADING_RE = lazy_re.compile(r"^#{2,6}\s+(?P<text>.+?)\s*(?:\{#[^}]*\})?\s*$")
_HTML_HEADING_RE = lazy_re.compile(r"^\s*<h([2-6])\b[^>]*>(?P<text>.+?)</h\1>\s*$", re.I)
_BOLD_TAG_RE = lazy_re.compile(r"</?(?:strong|b)\s*>", re.I)
_TAG_RE = lazy_re.compile(r"<[^<>]+>")
_NUMBER_RE = lazy_re.compile(r"^\s*\[\d{1,4}\]\s*")
_YEAR_RE = lazy_re.compile(r"\b(?:19|20)\d{2}\b")
# An author as a citation prints them: "Okafor, T.", "Brandt, J. H." or "T. Okafor"
_AUTHOR_RE = lazy_re.compile(r"\b[A-Z][\w'’-]+,\s+[A-Z]\.(?:\s?-?[A-Z]\.)*|\b[A-Z]\.(?:\s?-?[A-Z]\.)*\s+[A-Z][\w'’-]+")
_MIN_WORDS = 8  # "Journal Articles", "Work in Progress": a section's name is short


def _citation(text: str) -> str | None:
    """The heading's text as a citation ("**Ruiz, A.**" bold kept), or None for a section's heading."""
    plain = _TAG_RE.sub("", _BOLD_TAG_RE.sub("**", text))
    plain = _NUMBER_RE.sub("", " ".join(plain.split()))
    bare = plain.replace("**", "")
    if len(bare.split()) < _MIN_WORDS or not _YEAR_RE.search(bare) or not _AUTHOR_RE.search(bare):
        return None
    return plain


def citation_headings(text: str) -> str:
    """The page with each heading that holds a whole citation turned into a list item, and the HTML under it
    (its tags, pictures, videos) left out; other lines as they are. A page that names no section of papers
    above its first citation ("# Research", "## 2025") gets one, so its items are read as the papers they are."""
    lines: list[str] = []
    first, heading_above, named = None, None, False
    under_paper, in_tag = False, False
    for line in text.split("\n"):
        heading = _HTML_HEADING_RE.match(line) or _MARKDOWN_HEADING_RE.match(line)
        if heading or line.startswith("#"):
            citation = _citation(heading.group("text")) if heading else None
            under_paper, in_tag = citation is not None, False
            if citation is not None:
                first = len(lines) if first is None else first
                lines.append(f"- {citation}")
                continue
            if first is None:
                heading_above = len(lines)
                named = named or _names_papers(heading.group("text") if heading else line)
        elif under_paper and (in_tag or line.lstrip().startswith("<")):
            in_tag = ">" not in line  # a tag written over several lines ("<video autoplay\n  poster=...>")
            continue  # "<div class='tags'><span>Drops</span></div>", an <iframe>: the page's layout, no citation
        lines.append(line)
    if first is None:
        return text
    if not named:
        lines.insert(first if heading_above is None else heading_above, "# Publications\n")
    return "\n".join(lines)


def _names_papers(heading: str) -> bool:
    from .text import classify_heading  # the one heading vocabulary

    return classify_heading(_TAG_RE.sub("", heading).lstrip("# ").strip()) == "publications"
