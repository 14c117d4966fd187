"""BibTeX out: `write_bibtex` (dicts or objects -> text) and the entry a publication makes.

Equal contribution is written as `author+an = {1=equal}` plus a note "* Equal contribution: A, B",
which the importer's BibTeX reader reads back, so an export re-imports as the same publications.

The BibTeX a visitor copies from a publication's Cite box (`citable_bibtex`) goes into other
people's papers: it holds only bibliographic fields, none of the site's own notes ("Best Paper
Award", "Under review", the equal-contribution note), links, abstract or acronym.
"""

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache

from labsite.paper_links import LINK_FIELD_BY_LABEL

from .common import authors_of, link_url, venue_acronym, venue_name

_AND_RE = re.compile(r"\s+and\s+", re.I)
_SUBMITTED_RE = re.compile(r"\b(?:under\s+(?:review|submission)|in\s+submission|submitted)\b", re.I)

_LATEX_SPECIALS = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_LATEX_SPECIALS_RE = re.compile(r"[\\&%$#_{}~^]")
_ENTRY_TYPE_BY_KIND = {
    "conference": "inproceedings",
    "workshop": "inproceedings",
    "journal": "article",
    "preprint": "misc",
    "thesis": "phdthesis",
    "book": "book",
    "chapter": "incollection",
    "patent": "patent",
    "other": "misc",
}
_VENUE_FIELD_BY_TYPE = {
    "inproceedings": "booktitle",
    "incollection": "booktitle",
    "article": "journal",
    "phdthesis": "school",
    "book": "publisher",
    "misc": "howpublished",
    "patent": "howpublished",
}


def _braces_balance(text: str) -> bool:
    """True when every "}" closes an earlier "{" and none is left open: one pass, in C where possible."""
    if "{" not in text and "}" not in text:
        return True
    if text.count("{") != text.count("}"):
        return False
    depth = 0
    for match in _BRACE_RE.finditer(text):
        depth += 1 if match.group() == "{" else -1
        if depth < 0:
            return False
    return True


_BRACE_RE = re.compile(r"[{}]")
_NOT_IN_KEY_RE = re.compile(r"[\s,{}()=\"#%'\\]")
_HYPHEN_BEFORE_HYPHEN_RE = re.compile(r"-(?=-)")


def escape_latex(text: str, *, spell_out_braces: bool = False) -> str:
    """`text` with the LaTeX special characters escaped; non-ASCII kept as UTF-8.

    BibTeX counts braces even when escaped, so unbalanced (or, with
    `spell_out_braces`, any) braces are written \\textbraceleft{} / \\textbraceright{}.
    """
    escaped = _LATEX_SPECIALS_RE.sub(lambda m: _LATEX_SPECIALS[m.group(0)], text)
    if "--" in escaped:  # TeX prints "--" as a dash; "-{}-" is two hyphens
        escaped = _HYPHEN_BEFORE_HYPHEN_RE.sub("-{}", escaped)
    if spell_out_braces or not _braces_balance(text):
        escaped = escaped.replace(r"\{", r"\textbraceleft{}").replace(r"\}", r"\textbraceright{}")
    return escaped


def _get(entry, name: str, default=None):
    # A plain dict first: the abstract Mapping check is slow, and a download asks it of every author.
    if type(entry) is dict or isinstance(entry, Mapping):
        return entry.get(name, default)
    return getattr(entry, name, default)


def _getter(entry):
    """get(name, default=None) of an entry given as a dict or as an object; asked once per entry, for a
    download asks a score of fields of each (a plain dict first: the abstract Mapping check is slow)."""
    if type(entry) is dict or isinstance(entry, Mapping):
        return entry.get
    return lambda name, default=None: getattr(entry, name, default)


def _author_name_and_flag(author) -> tuple[str, bool]:
    if isinstance(author, str):
        return author, False
    return str(_get(author, "name", "") or ""), bool(_get(author, "equal_contribution", False))


@lru_cache(maxsize=4096)  # a lab's members and their co-authors are named again in entry after entry
def _bibtex_name(name: str) -> str:
    escaped = escape_latex(name.strip(), spell_out_braces=True)
    # A comma or a literal "and" would be read as name syntax; braces keep the name whole.
    if "," in escaped or _AND_RE.search(escaped):
        return "{" + escaped + "}"
    return escaped


@lru_cache(maxsize=1024)
def _word_pattern(word: str) -> re.Pattern:
    """`word` standing alone ("ICML" in "ICML Workshop", not in "ICMLA"); a lab's few venues ask it of every entry."""
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def _key_for(get, authors: list[str], year, used: set[str]) -> str:
    key = _NOT_IN_KEY_RE.sub("", str(get("key") or "").strip())
    if not key:
        last = authors[0].split()[-1] if authors and authors[0].split() else "anon"
        title_words = re.findall(r"[A-Za-z0-9]+", str(get("title", "") or ""))
        ascii_last = unicodedata.normalize("NFKD", last).encode("ascii", "ignore").decode() or "anon"
        key = f"{ascii_last.lower()}{year or ''}{title_words[0].lower() if title_words else ''}"
        key = re.sub(r"[^A-Za-z0-9_:\-]", "", key) or "entry"
    candidate, suffix = key, 0
    while candidate in used:
        suffix += 1
        candidate = f"{key}{chr(ord('a') + suffix - 1) if suffix <= 26 else suffix}"
    used.add(candidate)
    return candidate


def _braced(value: str) -> str:
    """A URL or identifier: kept literally, but braces must balance inside {}."""
    value = str(value).strip()
    if not _braces_balance(value):
        value = value.replace("{", "").replace("}", "")
    return "{" + value.replace("\n", " ") + "}"


def write_bibtex(entries: Iterable, *, citable: bool = False) -> str:
    """BibTeX for publications given as dicts or ParsedPublication-like objects (see bibtex_texts)."""
    return "\n".join(bibtex_texts(entries, citable=citable))


def bibtex_texts(entries: Iterable, *, citable: bool = False) -> Iterator[str]:
    """Each entry's BibTeX, in order, for publications given as dicts or ParsedPublication-like objects.

    Keys read: key, kind, title, authors ([{"name", "equal_contribution"}] or
    names), venue_name (or venue_text), venue_acronym, year, doi, arxiv,
    links ([{"label", "url"}]), note, abstract, status. Equal contribution is
    written as `author+an = {1=equal; 3=equal}` plus a note
    "* Equal contribution: A, B"; `parse_bibtex` reads both back.

    `citable`: only what a reference list needs (see the module's docstring); one `url`,
    the first link's, when neither a DOI nor an arXiv id finds the paper.
    """
    used_keys: set[str] = set()  # a key taken by an entry before is not given again
    for entry in entries:
        get = _getter(entry)
        kind = str(get("kind") or "other")
        entry_type = _ENTRY_TYPE_BY_KIND.get(kind, "misc")
        authors = [_author_name_and_flag(a) for a in (get("authors") or [])]
        names = [name for name, _ in authors if name.strip()]
        year = get("year")
        key = _key_for(get, names, year, used_keys)
        fields: list[tuple[str, str]] = []

        fields.append(("title", "{{" + escape_latex(str(get("title", "") or "")) + "}}"))
        if names:
            fields.append(("author", "{" + " and ".join(_bibtex_name(n) for n in names) + "}"))
            if get("authors_truncated"):
                fields[-1] = ("author", fields[-1][1][:-1] + " and others}")
        equal_positions = [str(i) for i, (name, equal) in enumerate(authors, 1) if equal and name.strip()]
        if equal_positions and not citable:
            fields.append(("author+an", "{" + "; ".join(f"{i}=equal" for i in equal_positions) + "}"))

        venue = str(get("venue_name") or get("venue_text") or "").strip()
        acronym = str(get("venue_acronym") or "").strip()
        arxiv = str(get("arxiv") or "").strip()
        if venue:
            fields.append((_VENUE_FIELD_BY_TYPE.get(entry_type, "howpublished"), "{" + escape_latex(venue) + "}"))
        if acronym and not citable and not _word_pattern(acronym).search(venue):
            fields.append(("abbr", "{" + escape_latex(acronym) + "}"))  # only where the venue does not name it
        if year:
            fields.append(("year", "{" + str(year) + "}"))
        doi = str(get("doi") or "").strip()
        if doi:
            fields.append(("doi", _braced(doi)))
        if arxiv:
            fields.append(("eprint", _braced(arxiv)))
            fields.append(("archiveprefix", "{arXiv}"))

        if citable:
            first_url = next((str(_get(link, "url", "") or "") for link in get("links") or []), "")
            if first_url and not doi and not arxiv:
                fields.append(("url", _braced(first_url)))
        else:
            fields += _site_fields(get, authors, arxiv, {name for name, _ in fields})

        body = ",\n".join(f"  {name} = {value}" for name, value in fields)
        yield f"@{entry_type}{{{key},\n{body}\n}}\n"


def _site_fields(get, authors, arxiv, taken) -> list[tuple[str, str]]:
    """The fields of the site's own export besides the bibliographic ones: links (al-folio's
    pdf, code, slides...), the note (with "Under review" and the equal contribution) and the abstract."""
    fields: list[tuple[str, str]] = []
    url_written = False
    for link in get("links") or []:
        label, url = str(_get(link, "label", "") or ""), str(_get(link, "url", "") or "")
        if not url:
            continue
        field_name = LINK_FIELD_BY_LABEL.get(label.lower())
        if field_name and field_name not in taken:
            fields.append((field_name, _braced(url)))
            taken.add(field_name)
        elif not url_written and not (label.lower() == "arxiv" and arxiv):
            fields.append(("url", _braced(url)))
            url_written = True

    note = str(get("note") or "").strip()
    if str(get("status") or "") == "submitted" and not _SUBMITTED_RE.search(note):
        note = f"{note}; Under review" if note else "Under review"
    equal_names = [name for name, equal in authors if equal and name.strip()]
    if equal_names:
        statement = "* Equal contribution: " + ", ".join(equal_names)
        note = f"{note}; {statement}" if note else statement
    if note:
        fields.append(("note", "{" + escape_latex(note) + "}"))
    abstract = str(get("abstract") or "").strip()
    if abstract:
        fields.append(("abstract", "{" + escape_latex(abstract) + "}"))
    return fields


def bibtex_entry(publication, request=None):
    """The dict `write_bibtex` takes."""
    return {
        "key": publication.key,
        "kind": publication.kind,
        "status": publication.status,
        "title": publication.title,
        "authors": [{"name": a.name, "equal_contribution": a.equal_contribution} for a in authors_of(publication)],
        "authors_truncated": publication.authors_truncated,
        "venue_name": venue_name(publication),
        "venue_acronym": venue_acronym(publication),
        "year": publication.year,
        "doi": publication.doi,
        "arxiv": publication.arxiv,
        "links": [{"label": link.label, "url": link_url(link, request)} for link in publication.links_in_order()],
        "note": publication.note,
        "abstract": publication.abstract,
    }


def citable_bibtex(publication, request=None):
    """The BibTeX of a publication's Cite box: bibliographic fields only."""
    return write_bibtex([bibtex_entry(publication, request)], citable=True)


def bibtex_pieces(publications, request=None):
    """The BibTeX download of `publications`, a piece per publication: joined, it is to_bibtex()."""
    for index, text in enumerate(bibtex_texts(bibtex_entry(p, request) for p in publications)):
        yield text if index == 0 else "\n" + text


def to_bibtex(publications, request=None):
    return "".join(bibtex_pieces(publications, request))
