"""A lab site's people page written in markdown (team.qmd, people.md), read as the lab's roster.

A Quarto or Jekyll lab site without member pages lists its people on one page: its groups as
headings ("# PhD Candidates"), each member a smaller heading with their title and a date or two
in bold lines under it, wrapped in the HTML and Quarto divs that lay them out as cards:

    <div class="team-card">
    <img src="images/team/ana.jpg">

    ### Dr Ana Ruiz
    **Postdoctoral Fellow**
    **Start:** 2023
    </div>

Such a page is the same roster importer.parsers.html_roster reads from a rendered page, once its
layout is taken away: the lines that are only HTML tags, Quarto's ::: fences, rules and images go,
a bold line under a member's name is that member's line (their title, not another member), and a
date's label ("Start:", "Graduated:") leaves its date. Plain Python: the page's text in, the
roster document (or None: not a people page) out.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_roster import people_page
from .markdown_html import inline_html_as_markdown
from .people_pages import is_people_title
from .records import DocumentError, ParsedDocument
from .sites import front_matter

__all__ = ["lab_people_page"]

_LAYOUT_LINE_RE = lazy_re.compile(
    r"^\s*(?:(?:</?[a-zA-Z][^<>]*>\s*)+|:{3,}.*|(?:-{3,}|\*{3,}|_{3,})|!\[[^\]]*\]\([^)]*\)(?:\{[^}]*\})?)\s*$"
)
_MAILTO_RE = lazy_re.compile(r"\[[^\]]*\]\(mailto:([^)\s]+)\)", re.I)  # "[Email](mailto:x@y)": the address itself
_SUMMARY_RE = lazy_re.compile(r"<summary\b[^>]*>.*?</summary>", re.I)
_HEADING_RE = lazy_re.compile(r"^#{1,6}\s")
# "[**Ana\nRuiz**](url)": a bold name the source wraps over two lines, one name in one paragraph
_SPLIT_BOLD_RE = lazy_re.compile(r"(^|\[)\*\*([^*\n]{1,60})\n([^*\n]{1,40})\*\*", re.M)
_YEAR_RE = lazy_re.compile(r"(?:19|20)\d\d")
_BOLD_LINE_RE = lazy_re.compile(r"^\*\*(.+?)\*\*(.*)$")
# "Start: 2022", "Graduated: 2024": the label of a date, which the roster reads from the date itself
_DATE_LABEL_RE = lazy_re.compile(
    r"^(?:start(?:ed)?|since|joined|from|end(?:ed)?|until|left|graduated|beginn|seit|début|inicio)\s*:\s*(?=\S)",
    re.I,
)


# Words a paragraph about a person goes on with after their name ("is", "joined", "manages", "handles")
_PERSON_VERBS = (
    r"(?:is|was|has|had|joined|joins|manages|managed|coordinates|coordinated|handles|runs|ran|leads|led|heads|"
    r"supports|assists|works|worked|studies|studied|received|holds|held|visited|visits|is visiting|will|comes|"
    r"came|earned|completed|oversees|serves|served|spent|spends|focuses|investigates|develops|keeps|helps|"
    r"organi[sz]es|administers|takes care)"
)
# A paragraph that opens with a person's name and goes on in prose ("Sandra Kellow manages the group's budget",
# "**Dr. Helga Nordqvist** is Professor of X."), as a team page's staff and visitors are often written
_PROSE_NAME_RE = lazy_re.compile(
    r"^(?:\*\*(?P<bold>[^*\n]{3,80})\*\*|(?P<plain>(?:(?:Dr|Prof)\.?\s+)?[A-ZÀ-Þ][\w'’.-]*"
    r"(?:\s+(?:(?:van|von|de|da|del|der|di|du|le|la)\s+)*[A-ZÀ-Þ][\w'’-]+){1,3}))\s+(?P<rest>"
    + _PERSON_VERBS
    + r"\b[^\n]*)$"
)
# Words a sentence opens with that no one's name does ("The Drift Lab welcomes", "Contact Ana Ruiz for")
_NOT_A_NAME_START_RE = lazy_re.compile(
    r"^(?:the|our|your|this|these|contact|please|if|we|all|each|every|any|new|open|current|former|prospective|"
    r"interested|visiting|summer|winter|spring|autumn|fall|google|join)\b",
    re.I,
)
# "is Professor of Physical Oceanography", "is a PhD student": the title the sentence gives the person
_IS_TITLE_RE = lazy_re.compile(
    r"^(?:is|was)\s+(?:(?:a|an|the|our)\s+)?(?P<title>[^.,;()]{3,80}?)(?=[.,;(]|\s+(?:who|working|and|since|at|with)\b|$)"
)
_PROSE_LINE_WORDS = 8  # fewer words after the name: a short note, not a paragraph the roster keeps as a bio


def _prose_member(line: str) -> list[str] | None:
    """A paragraph that introduces a person, as a card: their name in bold, the title the sentence gives them,
    and the sentences after it; None for a paragraph that opens with no person's name."""
    from .citations import looks_like_name
    from .names import names_an_institution, without_titles
    from .roles import role_from_group, role_from_title

    found = _PROSE_NAME_RE.match(line)
    if found is None:
        return None
    name = without_titles(found.group("bold") or found.group("plain")).strip()
    if not (2 <= len(name.split()) <= 5) or not looks_like_name(name) or _NOT_A_NAME_START_RE.match(name):
        return None
    if role_from_title(name, runs_group=False) or role_from_group(name) or names_an_institution(name):
        return None
    rest = found.group("rest").strip()
    card = [f"**{name}**"]
    title = _IS_TITLE_RE.match(rest)
    if title and role_from_title(title.group("title").strip(), runs_group=False):
        card.append(title.group("title").strip())
        rest = rest[title.end() :].lstrip(" .,;")
    rest = re.sub(r"^(?:and|who)\s+", "", rest)
    if len(rest.split()) > _PROSE_LINE_WORDS:  # "keeps the freezers running": about them, so said with their name
        card.append(f"{name} {rest}" if rest[:1].islower() else rest)
    return card


def _plain_markdown(body: str) -> str:
    """The page's markdown without its layout: its headings and the lines under them."""
    lines: list[str] = []
    in_card = False  # under a heading, in the lines that follow it without a blank line
    body = _SPLIT_BOLD_RE.sub(r"\1**\2 \3**", _SUMMARY_RE.sub("", inline_html_as_markdown(body)))
    for raw in body.split("\n"):
        line = _MAILTO_RE.sub(r"\1", raw.rstrip().removesuffix("\\").rstrip())
        if _LAYOUT_LINE_RE.match(line):
            continue
        if not line:
            in_card = False
            lines.append("")
            continue
        if _HEADING_RE.match(line):
            in_card = True
            lines.append(line)
            continue
        card = _prose_member(line) if not in_card and (not lines or not lines[-1]) else None
        if card is not None:  # a paragraph of its own that introduces a person: that person's card
            lines.extend(card)
            in_card = True
            continue
        bold = _BOLD_LINE_RE.match(line)
        if bold and in_card:
            line = (bold.group(1) + bold.group(2)).strip()  # the member's title, not another member
        line = _DATE_LABEL_RE.sub("", line)
        if in_card and _YEAR_RE.fullmatch(line) and lines and _YEAR_RE.fullmatch(lines[-1]):
            lines[-1] += f"–{line}"  # "Start: 2021" over "End: 2024": the years 2021–2024
            continue
        lines.append(line)
    return "\n".join(lines)


def lab_people_page(name: str, text: str) -> ParsedDocument | None:
    """The lab's roster when the page lists the lab's people under group headings; None for any other page."""
    try:
        meta, body = front_matter(text)
    except DocumentError:
        return None  # read as any page, and failed at its line there
    markdown = _plain_markdown(body)
    title = " ".join(str(meta.get("title") or "").split()) if isinstance(meta, dict) else ""
    if is_people_title(title) and not re.match(r"\s*#\s", markdown):
        # "title: People" over "## Ana Ruiz", the head's card: the page is the lab's, its first heading a member
        markdown = f"# {title}\n\n{markdown}"
    return people_page(name, markdown)
