"""Why a file of a site folder is no page of the site, from its name beside the others' or its own words.

importer.parsers.sites plans a folder by the place of each file; here are the names of the site's
configuration files, the reasons a file in a readable place is still not read (a page rendered
beside its source, a file Quarto does not render) and which page is a working paper's. Plain
Python: file names and front matter in, a reason (or None: the file is read) out.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from . import lazy_re

__all__ = [
    "CONFIG_NAMES",
    "code_fill_reason",
    "data_loop_reason",
    "is_working_paper_page",
    "quarto_ignored",
    "rendered_beside",
]

# A site's configuration and build files, by their names (read for the owner by importer.parsers.site_config)
CONFIG_NAMES = frozenset(
    {
        "_config.yml",
        "_config.yaml",
        "_quarto.yml",
        "_quarto.yaml",
        "_metadata.yml",
        "hugo.toml",
        "hugo.yaml",
        "hugo.yml",
        "hugo.json",
        "config.toml",
        "config.yaml",
        "config.yml",
        "theme.toml",
        "gemfile",
        "gemfile.lock",
        "package.json",
        "package-lock.json",
        "yarn.lock",
        "go.mod",
        "go.sum",
        "netlify.toml",
        "vercel.json",
        "dockerfile",
        "makefile",
        "cname",
        "requirements.txt",
        "citation.cff",
        "_redirects",
        "robots.txt",
        ".nojekyll",
    }
)
_SOURCES = ("qmd", "rmd", "md")  # the sources a page is rendered from, beside it
_WORKING_PAPER_RE = lazy_re.compile(r"^_?(?:wps?|working[-_ ]?papers?|papers|preprints|research[-_ ]?papers?)$", re.I)


def is_working_paper_page(name: str, meta: dict) -> bool:
    """A page of a working-paper collection: filed in `_wps/` (or so named by `collection:`), with a title."""
    folders = PurePosixPath(name).parts[:-1]
    collection = str(meta.get("collection") or "")
    in_collection = any(_WORKING_PAPER_RE.match(f) for f in folders[:2]) or bool(_WORKING_PAPER_RE.match(collection))
    return in_collection and isinstance(meta.get("title"), str) and bool(meta["title"].strip())


def rendered_beside(name: str, names: set[str]) -> str | None:
    """Why an HTML page is not read when its source is in the folder (research.html next to research.qmd: Quarto
    or R Markdown rendered in place; a Jekyll site's output committed beside its sources, members/x.html from
    _members/x.md): the source is read instead."""
    path = PurePosixPath(name)
    if path.suffix.lower() not in (".html", ".htm"):
        return None
    sources = [path.with_suffix(f".{e}") for e in _SOURCES]
    if len(path.parts) > 1:  # Jekyll's collection page, output to the collection's folder: members/x.html
        sources += [PurePosixPath("_" + path.parts[0], *path.parts[1:]).with_suffix(f".{e}") for e in _SOURCES]
    dated = _RENDERED_POST_RE.fullmatch(name)
    if dated:  # a post, output to its date's folders: 2025/09/15/title.html from _posts/2025-09-15-title.md
        sources += [PurePosixPath(f"_posts/{'-'.join(dated.group(1, 2, 3))}-{dated.group(4)}.{e}") for e in _SOURCES]
    source = next((str(s) for s in sources if str(s) in names), None)
    return f"a rendered copy of {source}, which is read instead" if source else None


_RENDERED_POST_RE = lazy_re.compile(r"((?:19|20)\d\d)/(\d\d)/(\d\d)/([^/]+)\.html?")


def quarto_ignored(name: str, generator: str | None) -> str | None:
    """Quarto renders no file whose name starts with "_" (posts/_template.qmd, _draft.qmd): no page of the site."""
    path = PurePosixPath(name)
    if generator == "Quarto" and path.name.startswith("_") and path.suffix.lower() in (".qmd", ".rmd", ".md"):
        return "a file Quarto does not render (its name starts with '_'): a template or draft, no page of the site"
    return None


# A Liquid loop over a data file: the page prints `_data/publist.yml` or `_data/team_members.yml`, which are read
_DATA_LOOP_RE = lazy_re.compile(r"\{%-?\s*for\s+\w+\s+in\s+site\.data\.\w")
_FILLED_PAGE_OWN_WORDS = 80  # an introduction of a few lines above the loop; a page that says more is read


def data_loop_reason(body: str, own_words: int) -> str | None:
    """Why a lab's page that prints the site's data files (its `{% for x in site.data.y %}`), with little text of
    its own (`own_words` words), is not read: those files are, each on its own."""
    if own_words < _FILLED_PAGE_OWN_WORDS and _DATA_LOOP_RE.search(body):
        return "a page the generator fills from the site's data files (which are read instead)"
    return None


# A code chunk that reads a data file (R's read.csv/readRDS/read_yaml, pandas' read_csv, a bibliography), whose
# output is the page's list: Quarto and R Markdown pages of papers or people made from the site's data
_DATA_CHUNK_RE = lazy_re.compile(
    r"^```+\s*\{\s*(?:r|python|ojs)\b[^\n]*\}[^`]*?\b(?:read[._](?:csv|csv2|delim|table|excel|xlsx|rds|yaml|json|bib)|"
    r"readRDS|fromJSON|read_yaml|read_bib|ReadBib|bib2df|pd\.read_\w+|yaml\.safe_load|json\.load|source\()",
    re.M | re.I,
)
_LIST_ITEM_RE = lazy_re.compile(r"^\s{0,3}(?:[-*+]|\d{1,3}[.)])\s+\S", re.M)


def code_fill_reason(body: str, own_words: int) -> str | None:
    """Why a Quarto or R Markdown page whose list its code makes from the site's data files (papers.qmd running
    `read.csv("papers/pubs.csv")`), with little text of its own and no list of its own, is not read: those
    files are, each on its own."""
    if own_words >= _FILLED_PAGE_OWN_WORDS or not _DATA_CHUNK_RE.search(body):
        return None
    if _LIST_ITEM_RE.search(_CHUNK_RE.sub("", body)):
        return None  # a list of its own beside the code: read
    return "a page its code fills from the site's data files (which are read instead)"


_CHUNK_RE = lazy_re.compile(r"^```.*?^```[ \t]*$", re.S | re.M)
