"""The lines a website's template prints on every page, taken out before a homepage is read.

A page saved from a site, or its markdown source with the theme's footer pasted in, carries a
copyright line ("© 2025 Ana Ruiz. Powered by Jekyll"), the date the page was last built and the
page's title ("Home | Ana Ruiz"). None of it is about the person: a long copyright line is no bio,
a build date no position. A line is taken out only when it is chrome from its first word, so a
sentence that mentions copyright or an update is kept.
"""

from __future__ import annotations

import re

from .. import lazy_re

__all__ = ["without_page_chrome"]

_CHROME_WORDS = 30  # a footer is a line or two; a longer line is a paragraph that starts with the word
# ... and a few hundred characters: the patterns below are never tried on a longer line (a PDF's line of
# thousands of spaces would make the page title's pattern backtrack over each of them)
_CHROME_CHARACTERS = 300
# "©" or "Copyright" and its year; not "(c) 2019 ...", which is as often the third item of a lettered list
_COPYRIGHT_RE = lazy_re.compile(r"^\W{0,4}(?:©|&copy;|copyright\s*(?:©|&copy;|\(c\)|(?:19|20)\d\d))", re.I)
# "Powered by Jekyll & Minimal Mistakes", "Built with Hugo Blox": only with a site builder or theme named,
# since a software project's line may say what it is built with
_BUILT_WITH_RE = lazy_re.compile(
    r"^\W{0,4}(?:powered\s+by|built\s+with|made\s+with|created\s+with|generated\s+(?:by|with|using)|"
    r"site\s+(?:built|made|generated)\s+(?:with|by|using))\s.*?\b(?:jekyll|hugo|quarto|wowchemy|blox|al-folio|"
    r"academicpages|minimal\s+mistakes|github\s+pages|gitlab\s+pages|wordpress|squarespace|wix|weebly|gatsby|"
    r"mkdocs|sphinx|docusaurus|netlify|pelican|hexo|eleventy|distill|blogdown|bookdown|google\s+sites|theme|template)\b",
    re.I,
)
# "Last updated: 3 March 2025", "Page last modified on ...", "Zuletzt aktualisiert am ...", "Dernière mise à jour : ..."
_UPDATED_RE = lazy_re.compile(
    r"^\W{0,4}(?:(?:this\s+)?page\s+)?(?:last\s+(?:updated|modified|revised|changed|edited|built)|updated\s*(?:on\s|:)|"
    r"zuletzt\s+(?:aktualisiert|geändert|bearbeitet)|letzte\s+(?:aktualisierung|änderung)|"
    r"derni[èe]re\s+mise\s+[àa]\s+jour|mis\s+[àa]\s+jour\s+le|[úu]ltima\s+actualizaci[óo]n|actualizado\s+(?:el|en)\s|"
    r"ultimo\s+aggiornamento|[úu]ltima\s+atualiza[çc][ãa]o)",
    re.I,
)
# "Home | Ana Ruiz", "Ana Ruiz – About me": the page's title, the name of the site's page beside the site's name
_PAGE_WORD = r"(?:home|homepage|home\s+page|about|about\s+me|welcome|personal\s+(?:website|homepage|page))"
_SEPARATOR = r"(?:\s*[|–—·•]\s*|\s+-\s+)"
_PART = r"([^|–—·•\s][^|–—·•]*?)"  # the site's name: one part, no separator inside (not a menu of pages)
_PAGE_TITLE_RE = lazy_re.compile(
    rf"^\W{{0,4}}(?:{_PAGE_WORD}{_SEPARATOR}{_PART}|{_PART}{_SEPARATOR}{_PAGE_WORD})\W*$", re.I
)


def without_page_chrome(text: str) -> str:
    """The text with its template's copyright, "built with" and "last updated" lines taken out, and a
    page title's "Home |" taken off the name beside it."""
    kept = []
    for line in text.split("\n"):
        short = len(line) <= _CHROME_CHARACTERS and len(line.split()) <= _CHROME_WORDS
        if short and (_COPYRIGHT_RE.match(line) or _BUILT_WITH_RE.match(line) or _UPDATED_RE.match(line)):
            continue
        title = _PAGE_TITLE_RE.match(line) if short else None
        kept.append((title.group(1) or title.group(2)) if title else line)
    return "\n".join(kept)
