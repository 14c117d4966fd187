"""A page that is one publication list: its title says "Publications", its headings are parts of the list.

A site's publications page (front matter `title: Publications`), or a document pandoc made a
page of (an reStructuredText or Org file whose title is "Publications", which pandoc puts in
its title block, written out as the page's first heading), often groups its papers under
headings of their own: topics ("Glasses", "FFT solvers"), years, venues. Those headings name
no CV section, so the text reader would end the list at the first of them. When no heading
of the page names a section, a "Publications" heading is put above all of them and each of
them is moved one level down, so every group is a part of the list.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html import title_name
from .text import classify_heading

__all__ = ["as_publications_page"]

_HEADING_RE = lazy_re.compile(r"^\s{0,3}#{1,6}\s+(.+)$", re.M)
_FIRST_HEADING_RE = lazy_re.compile(r"\A\s*#\s+(.+?)\s*\n")


def as_publications_page(title, text: str) -> str:
    """The page's text with its headings under one "Publications" heading (see the module's docstring)."""
    first = _FIRST_HEADING_RE.match(text)
    page_title = title if isinstance(title, str) and title.strip(" -") else None
    if page_title is None and first:
        page_title = first.group(1)  # the title block of a page pandoc made
    if page_title is None or classify_heading(title_name(page_title) or page_title) != "publications":
        return text
    body = text[first.end() :] if first and classify_heading(first.group(1)) == "publications" else text
    if any(classify_heading(heading) for heading in _HEADING_RE.findall(body)):
        return text
    return "# Publications\n\n" + re.sub(r"^(\s{0,3})(#{1,5})(?=\s)", r"\1#\2", body, flags=re.M)
