"""A paper's page and its citation file in one folder of a site (a Hugo page bundle): one paper.

Hugo Blox keeps each paper in a folder of its own, content/publication/<slug>/: its page (index.md)
beside the paper's BibTeX (cite.bib, or any name its author chose: "smith2019.bib"). Both are read, as
files of their own (the citation gives the DOI, the full names and the key the page may lack), and the
writer finds the paper the other made by its DOI or its title. A page's title is often edited after
its citation was made (a subtitle dropped, a word changed) and its date is the day it went online, not
the year the citation prints: the writer would take them for two papers. The citation of a folder
holding one paper page takes that page's title, the site's own for the paper, so the two are one.
Plain Python: file names and a way to read a small file in, {citation file: its page's title} out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath

from . import lazy_re
from .records import DocumentError, ParsedDocument
from .site_text import file_extension, front_matter

__all__ = ["citation_titles", "same_paper_title"]

_PAGE_EXTENSIONS = frozenset({"md", "markdown", "qmd", "rmd"})
# An entry of a BibTeX file; @string, @comment and @preamble are none
_ENTRY_RE = lazy_re.compile(r"^\s*@(?!string\b|comment\b|preamble\b)[a-z]+\s*[{(]", re.I | re.M)


def citation_titles(names, read: Callable[[str], str | None]) -> dict[str, str]:
    """{BibTeX file: the title of the paper page beside it} for each folder holding one paper page (its
    index.md) and BibTeX files of one entry each: a citation file of many entries is a bibliography."""
    folders: dict[str, list[str]] = {}
    for name in names:
        folders.setdefault(str(PurePosixPath(name).parent), []).append(name)
    found = {}
    for files in folders.values():
        citations = [n for n in files if file_extension(n) == "bib"]
        pages = [
            n for n in files if file_extension(n) in _PAGE_EXTENSIONS and PurePosixPath(n).stem in ("index", "_index")
        ]
        if not citations or len(pages) != 1:
            continue
        title = _page_title(pages[0], read(pages[0]))
        for citation in citations:
            if title and len(_ENTRY_RE.findall(read(citation) or "")) == 1:
                found[citation] = title
    return found


def _page_title(name: str, text: str | None) -> str:
    """The title of a paper's page, as the page is read (its markup gone), or "" for a page of no paper."""
    from .detect import is_publication_page  # the one test of a paper's page
    from .structured.pages import _publication_page  # the one reader of a paper's page

    try:
        meta, body = front_matter(text or "")
        if not is_publication_page(meta):
            return ""
        publications = _publication_page(meta, body, name).publications
    except (DocumentError, ValueError, TypeError, RecursionError):
        return ""
    return publications[0].title if len(publications) == 1 else ""


def same_paper_title(document: ParsedDocument, name: str, site) -> None:
    """The one entry of a paper page's citation file (`name`, of the site's file `site`, a SiteFile) titled
    as the page is (citation_titles)."""
    title = site.paper_title if site is not None and file_extension(name) == "bib" else ""
    if len(document.publications) == 1 and title:
        document.publications[0].title = title
