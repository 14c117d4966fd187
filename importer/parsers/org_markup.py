"""Org documents made ready for pandoc's Org reader: what it would otherwise lose.

Two habits of Org CVs cost pandoc the owner or a section:

- the export keywords (`#+TITLE:`, `#+AUTHOR:`) wrapped in a file-level `:PROPERTIES:`
  drawer: pandoc drops the whole drawer, and with it the author's name;
- a `#+TITLE:` that is the CV's heading ("Curriculum Vitae", a job title) beside the
  `#+AUTHOR:` who owns it: pandoc's title block puts the title first, where a page's
  owner is looked for, so the author's name becomes the title and the title its subtitle
  (a page titled as a publication list keeps its title: that title says what the list is);
- `#+OPTIONS: author:nil` (a LaTeX class that prints the name itself, as moderncv does): pandoc
  then leaves the author out of the page, so the option is dropped and the owner kept;
- a heading typed right under a line ending in `\\\\` (Org's line break): pandoc
  reads the heading as that paragraph's last line, so the section is lost.

So the drawer's delimiters are removed (its keyword lines stay) and a blank line is put
before each heading, outside source and example blocks.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["prepare_org"]

_KEYWORD_RE = lazy_re.compile(r"^#\+(title|author|subtitle):[ \t]*(.*)$", re.I)
_HIDDEN_AUTHOR_RE = lazy_re.compile(r"(?<=\s)(?:author|email):nil\b", re.I)
_LIST_TITLES = {"publications", "publication list", "list of publications", "papers", "bibliography", "references"}
_HEADING_RE = lazy_re.compile(r"^\*+ \S")
_BLOCK_BEGIN_RE = lazy_re.compile(r"^\s*#\+begin_", re.I)
_BLOCK_END_RE = lazy_re.compile(r"^\s*#\+end_", re.I)


def _unwrap_leading_drawer(lines: list[str]) -> list[str]:
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None or lines[first].strip().upper() != ":PROPERTIES:":
        return lines
    end = next((i for i in range(first + 1, len(lines)) if lines[i].strip().upper() == ":END:"), None)
    if end is None or not any(line.lstrip().startswith("#+") for line in lines[first + 1 : end]):
        return lines  # a real property drawer (":ID: ..."): pandoc reads it as it should
    return lines[:first] + lines[first + 1 : end] + lines[end + 1 :]


def _author_as_title(lines: list[str]) -> list[str]:
    keywords = {}
    for index, line in enumerate(lines):
        if match := _KEYWORD_RE.match(line):
            keywords.setdefault(match.group(1).lower(), (index, match.group(2).strip()))
    if "author" not in keywords or "title" not in keywords or not keywords["author"][1]:
        return lines
    title_index, title = keywords["title"]
    if not title or title.lower().strip(" :") in _LIST_TITLES:
        return lines
    out = list(lines)
    out[title_index] = f"#+TITLE: {keywords['author'][1]}"
    if "subtitle" not in keywords:
        out.insert(title_index + 1, f"#+SUBTITLE: {title}")
    return out


def prepare_org(text: str) -> str:
    """The Org text ready for pandoc (see the module's docstring)."""
    lines = [
        _HIDDEN_AUTHOR_RE.sub("", line) if line.lower().startswith("#+options:") else line for line in text.splitlines()
    ]
    lines = _author_as_title(_unwrap_leading_drawer(lines))
    out: list[str] = []
    in_block = False
    for line in lines:
        if _BLOCK_BEGIN_RE.match(line):
            in_block = True
        elif _BLOCK_END_RE.match(line):
            in_block = False
        elif not in_block and _HEADING_RE.match(line) and out and out[-1].strip():
            out.append("")
        out.append(line)
    return "\n".join(out) + "\n"
