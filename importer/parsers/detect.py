"""The one format detector: which parser reads a document, from its content (never its file name).

detect_format(text) says "labsite-export", "bibtex", "structured", "json",
"html", "latex", "front-matter", "open-front-matter" (opened, never closed), "rtf",
"typst", "rst", "org", "asciidoc", "toml-cv", "linkedin-csv", the exports "csl-json", "ris", "medline", "refer", "orcid-csv" and "orcid-json", "europass", "yaml" or "text"; is_publication_page(meta) says whether front
matter describes one paper; looks_structured(data) whether loaded YAML/JSON is
a structured CV, author page or publication list.
"""

from __future__ import annotations

import itertools
import json
import re

from . import lazy_re
from .asciidoc import looks_like_asciidoc
from .exports import database_format, looks_like_csl, looks_like_orcid_csv, looks_like_orcid_json, looks_like_ris
from .frontmatter import OPENED_FRONT_MATTER_RE, split_front_matter
from .html import looks_like_html
from .latex import looks_like_latex
from .linkedin_csv import linkedin_csv_part
from .medline import looks_like_medline
from .refer import looks_like_refer
from .roster_csv import looks_like_roster_csv
from .roster_shape import looks_like_roster, one_person
from .roster_toml import looks_like_roster_toml
from .toml_cv import looks_like_toml_cv

__all__ = ["detect_format", "is_publication_page", "looks_structured", "STRUCTURED_KEYS"]

_BIBTEX_ENTRY_RE = lazy_re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.M)
STRUCTURED_KEYS = {
    "cv-yaml": {"cv", "sections", "education", "experience", "work", "publications", "basics", "awards", "skills"},
    "hugo-author": {"role", "organizations", "interests", "social", "education", "user_groups", "superuser"},
}
_BIBTEX_BLOCK_RE = lazy_re.compile(r"@\s*\w+\s*[{(][^@]*?\n\s*[})]", re.S)
# jekyll-scholar's bibliography (al-folio's _bibliography/papers.bib) opens with an empty front matter
_EMPTY_FRONT_MATTER_RE = lazy_re.compile(r"\A---[ \t]*\n---[ \t]*\n\s*")
_YAML_COMMENTS_RE = lazy_re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)+")
_MARKDOWN_RE = lazy_re.compile(r"^\s{0,3}#{1,6}\s|\]\([^)\s]+\)", re.M)
# Typst: set-up lines at the start of a line (`#set page(...)`, `#show: ...`, `#import "..."`, `#let x = ...`).
_TYPST_SETUP_RE = lazy_re.compile(r"^#(?:set|show|import|let|include)\b[ (:]", re.M)
_TYPST_HEADING_RE = lazy_re.compile(r"^=+ \S", re.M)
# reStructuredText: directives, link targets, `text <url>`_ links, :roles:`...`, a title over- and
# underlined, bibliographic fields (:Author:) and simple-table borders. Underlined headings alone are
# not a sign: plain-text CVs underline theirs too. A line block ("| " lines keeping their breaks, a long
# one wrapped under two spaces) counts once per line it runs on; a table row ends in "|", a line block does not.
_RST_MARKUP_RE = lazy_re.compile(
    r"^\.\. [\w:-]+::|^\.\. _[^:\n]+:|`[^`\n]+ <[^>\n]+>`__?|:\w+:`[^`\n]+`"
    r"|^\| [^\n]*[^|\s][ \t]*(?=\n(?:\| |  +\S))"
    r"|^([=\-~^\"*+#])\1{2,}\n[^\n]+\n\1{3,}$"
    r"|^:(?:author|authors|date|contact|address|organization|version|status|copyright):\s"
    r"|^=+(?: +=+)+[ \t]*$",
    re.M | re.I,
)
# Org: `#+TITLE:` keyword lines, or star headings beside [[link][text]] links and property drawers.
_ORG_KEYWORD_RE = lazy_re.compile(
    r"^#\+(?:title|author|email|date|options|startup|language|setupfile|begin_\w+)\b", re.M | re.I
)
_ORG_HEADING_RE = lazy_re.compile(r"^\*+ \S", re.M)
_ORG_SIGN_RE = lazy_re.compile(r"\[\[[^\]\n]+\]\[[^\]\n]+\]\]|^\s*:PROPERTIES:\s*$", re.M)
# Europass XML: a SkillsPassport (v3), Candidate (2020+) or learnerinfo (v2) root after the declaration,
# processing instructions (a v2 file's stylesheet), comments or a DOCTYPE.
_EUROPASS_XML_RE = lazy_re.compile(
    r"\A\s*(?:<\?xml[^>]*>\s*)?(?:<\?[^>]*\?>\s*|<!--.*?-->\s*|<!DOCTYPE[^\[>]*(?:\[.*?\])?\s*>\s*)*"
    r"<(?:\w+:)?(SkillsPassport|Candidate|learnerinfo)\b",
    re.S,
)
_PUBLICATION_KEYS = {"title", "authors", "author", "venue", "year", "journal", "booktitle", "conference", "citation"}
# Keys only CSL items carry, quoted as JSON writes them: a file with them that no JSON reader takes is a
# broken CSL export (a comma too many, a file cut short), said so, not read as a CV's text
_CSL_KEYS_TEXT_RE = lazy_re.compile(r'"(?:container-title|issued|DOI|citation-key)"\s*:')


def _publication_records(items) -> bool:
    records = [x for x in items[:20] if isinstance(x, dict)]
    return bool(records) and all(len(_PUBLICATION_KEYS & {str(k).lower() for k in r}) >= 2 for r in records)


def looks_structured(data) -> bool:
    """Keys of a structured CV, JSON Resume, Hugo author, or a list of publication records."""
    if looks_like_roster(data):  # a lab roster (_data/people.yml): read by importer.parsers.structured.roster
        return True
    if looks_like_csl(data):  # pandoc's CSL-YAML (`references:`): read as a CSL export
        return True
    if isinstance(data, list):
        records = [x for x in data[:20] if isinstance(x, dict)]
        if records and len(records) == len(data[:20]) and all("contents" in r and "title" in r for r in records):
            return True  # an al-folio _data/cv.yml: a list of {title, type, contents} sections
        return _publication_records(data)
    if not isinstance(data, dict):
        return False
    keys = {str(k).lower() for k in data}
    if data and all(isinstance(v, list) and _publication_records(v) for v in data.values()):
        return True  # a Jekyll _data/publications.yml grouped by topic or year: {group: [records]}
    return (
        bool(keys & {"cv", "basics", "sections"})
        or len(keys & STRUCTURED_KEYS["hugo-author"]) >= 2
        or len(keys & STRUCTURED_KEYS["cv-yaml"]) >= 2
        or ("education" in keys and isinstance(data.get("education"), dict))
    )


def detect_format(text: str) -> str:
    """The format's name (see the module's docstring)."""
    stripped = text.lstrip()
    if database := database_format(stripped):  # a bibliographic database's export (importer.parsers.exports)
        return database
    if stripped.startswith("{\\rtf"):
        return "rtf"
    if stripped.startswith("{"):
        try:
            data = json.loads(stripped)
        except (ValueError, RecursionError):
            return "csl-json" if _CSL_KEYS_TEXT_RE.search(stripped[:4000]) else "text"
        if isinstance(data, dict) and data.get("format") == "labsite-export":
            return "labsite-export"
        if looks_like_orcid_json(data):
            return "orcid-json"
        if looks_like_europass(stripped, data):
            return "europass"
        if looks_like_csl(data):  # a lone CSL item or {"items": [...]}
            return "csl-json"
        return "structured" if looks_structured(data) or one_person(data) else "json"  # one_person: their own file
    if stripped.startswith("[") and stripped.rstrip().endswith("]"):
        try:
            data = json.loads(stripped)
        except (ValueError, RecursionError):
            if _CSL_KEYS_TEXT_RE.search(stripped[:4000]):
                return "csl-json"  # read_export says where the JSON breaks
            data = None
        if looks_like_csl(data):
            return "csl-json"
        if data is not None:
            return "structured" if looks_structured(data) else "text"
    if stripped.startswith("<") and looks_like_europass(stripped):
        return "europass"
    if looks_like_html(text):
        return "html"
    if looks_like_latex(text):
        return "latex"
    front = split_front_matter(text)
    if front is not None:
        if front[0] == "yaml":  # TOML front matter is a site's page (importer.parsers.sites), read as its text
            return "front-matter"
    elif OPENED_FRONT_MATTER_RE.match(text):
        return "open-front-matter"
    entries = _BIBTEX_ENTRY_RE.findall(text)
    if entries and _EMPTY_FRONT_MATTER_RE.sub("", stripped).startswith(("@", "%")):
        return "bibtex"
    sample = stripped[:200000]
    if len(entries) >= 2 and sum(len(m) for m in _BIBTEX_BLOCK_RE.findall(sample)) > 0.5 * len(sample):
        return "bibtex"
    if looks_like_ris(stripped):
        return "ris"
    if looks_like_medline(stripped):
        return "medline"
    if looks_like_refer(stripped):
        return "refer"
    if linkedin_csv_part(stripped):  # a part of LinkedIn's data export (Profile.csv, Positions.csv ...)
        return "linkedin-csv"
    if looks_like_roster_csv(stripped) or looks_like_roster_toml(stripped):  # read by importer.parsers.structured
        return "structured"
    if looks_like_orcid_csv(stripped):
        return "orcid-csv"
    if looks_like_toml_cv(stripped):  # a CV generator's cv.toml: read as the markdown CV it amounts to
        return "toml-cv"
    markup = markup_format(stripped[:200000])
    if markup:
        return markup
    body = _YAML_COMMENTS_RE.sub("", stripped)  # a _data/*.yml file often opens with "# ..." comment lines
    body = _YAML_COMMENTS_RE.sub("", re.sub(r"\A---[ \t]*\n", "", body))  # and the document-start marker
    if re.match(r"\A[\w-]+\s*:\s*\S|\A-\s+[\w-]+\s*:", body) and "\n" in body:
        return "yaml"
    return "text"


def markup_format(text: str) -> str | None:
    """ "typst", "asciidoc", "rst" or "org" when the text is written in one of them (and is not markdown), else None."""
    if len(_TYPST_SETUP_RE.findall(text)) >= 2 or (_TYPST_SETUP_RE.search(text) and _TYPST_HEADING_RE.search(text)):
        return "typst"
    if looks_like_asciidoc(text):
        return "asciidoc"
    if _ORG_KEYWORD_RE.search(text) and _ORG_HEADING_RE.search(text):
        return "org"  # before markdown's signs: an Org file's "# ..." comment lines look like markdown headings
    if _MARKDOWN_RE.search(text):
        return None
    if _ORG_KEYWORD_RE.search(text) or (len(_ORG_HEADING_RE.findall(text)) >= 2 and _ORG_SIGN_RE.search(text)):
        return "org"
    if sum(1 for _ in itertools.islice(_RST_MARKUP_RE.finditer(text), 2)) >= 2:
        return "rst"
    return None


def looks_like_europass(text: str, data=None) -> bool:
    """Europass XML (a SkillsPassport or Candidate document), or Europass JSON (`data`, already loaded)."""
    if isinstance(data, dict):
        return isinstance(data.get("SkillsPassport"), dict)
    match = _EUROPASS_XML_RE.match(text[:4000])
    return bool(match) and (match.group(1) == "SkillsPassport" or "europass" in text[:4000].lower())


def is_publication_page(meta) -> bool:
    """Front matter of a page about one paper (academicpages _publications/, Hugo Blox content/publication/)."""
    if not isinstance(meta, dict):
        return False
    keys = {str(k).lower() for k in meta}
    if "title" not in keys:
        return False
    return (
        str(meta.get("collection", "")).lower() == "publications"
        or "publication_types" in keys
        or ("venue" in keys and bool(keys & {"citation", "paperurl"}))
        or ("publication" in keys and "authors" in keys)
    )
