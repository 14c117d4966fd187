"""Papers a personal site keeps in a collection of its own, and the template markdown its CV pages use.

academicpages sites keep working papers in a collection beside _publications (`_wps/`,
`_workingpapers/`, declared in _config.yml): a page per paper with a title, a date, a `venue:`
that often holds the paper's status ("Revise and Resubmit, Quarterly Journal of Economics",
"Job Market Paper") and `coauthors: 'with Samira Haddad and Jiwoo Park'`; the owner is the
first author. Its CV page nests details under an item with kramdown's "** " bullets. Plain Python.
"""

from __future__ import annotations

import re

from . import lazy_re
from .decoding import decode, normalise
from .records import DocumentError, ParsedAuthor, ParsedDocument
from .site_reasons import is_working_paper_page
from .sites import front_matter

__all__ = ["nested_bullets", "working_paper"]

_NESTED_BULLET_RE = lazy_re.compile(rb"(?m)^(\*{2,6})[ \t]+(?=\S)")


# academicpages' CV: "* Summer 2015: Research Assistant" over indented "  * Github University" bullets.
_DATED_ITEM_RE = lazy_re.compile(rb"^[*-][ \t]+[^\n:]{0,40}\b(?:19|20)\d\d\b[^\n:]{0,30}:[ \t]*\S")
_SUB_BULLET_RE = lazy_re.compile(rb"^[ \t]{2,}[*-][ \t]+(\S[^\n]*?)[ \t]*$")
_LABELLED_RE = lazy_re.compile(rb"^[\w ]{1,30}:\s")  # "Duties included: ...", "Supervisor: ...": details, not the place


def dated_item_places(data: bytes) -> bytes:
    """The indented bullets under a dated item of academicpages' CV that name its place ("Github University",
    "Department of X") joined to the item, as one line the CV reader reads ("* 2015: Title, Github University");
    labelled details ("Supervisor: ...") stay below it."""
    if not re.search(rb"(?m)^[ \t]{2,}[*-][ \t]", data):
        return data
    lines: list[bytes] = []
    joining = False
    for line in data.split(b"\n"):
        sub = _SUB_BULLET_RE.match(line)
        if joining and sub and not _LABELLED_RE.match(sub.group(1)):
            lines[-1] = lines[-1].rstrip(b" \t\r,;") + b", " + sub.group(1).rstrip(b"\r")
            continue
        joining = bool(_DATED_ITEM_RE.match(line))
        lines.append(line)
    return b"\n".join(lines)


def nested_bullets(data: bytes) -> bytes:
    """kramdown's "** detail" lines (a bullet inside the item above: its place, its dates) joined to that item,
    as one line the CV reader reads ("* **Title**, *Org*, Chicago, IL, Aug 2020 - present")."""
    data = dated_item_places(data)
    if not _NESTED_BULLET_RE.search(data):
        return data
    lines: list[bytes] = []
    for line in data.split(b"\n"):
        nested = _NESTED_BULLET_RE.match(line)
        if nested and lines and lines[-1].strip():
            lines[-1] = lines[-1].rstrip(b" \t,;") + b", " + line[nested.end() :].strip()
        else:
            lines.append(line)
    return b"\n".join(lines)


def _coauthors(value) -> list[str]:
    """ "with Samira Haddad and Jiwoo Park" -> the two names."""
    if isinstance(value, list):
        return [" ".join(str(v).split()) for v in value if str(v).strip()]
    text = re.sub(r"^\s*(?:joint\s+)?with\s+", "", str(value or ""), flags=re.I)
    parts = re.split(r"\s*(?:,|;|&|\band\b)\s*", text)
    return [" ".join(p.split()) for p in parts if len(p.split()) >= 2]


def working_paper(name: str, data: bytes, owner: str | None) -> ParsedDocument | None:
    """A working-paper page as one paper (its status from its venue or text), or None for any other page."""
    from .detect import is_publication_page
    from .structured.pages import _publication_page  # the reader of a generator's paper page

    try:
        meta, body = front_matter(normalise(decode(bytes(data))))
    except DocumentError:
        return None
    if not is_working_paper_page(name, meta):
        return None
    if not is_publication_page(meta):
        meta = {**meta, "publication_types": meta.get("publication_types") or ["report"]}  # a working paper
    document = _publication_page(meta, body, name)
    document.format = "working-paper-page"
    for publication in document.publications:
        if not publication.kind or publication.kind == "journal" and not publication.venue_text:
            publication.kind = "preprint"
        if not publication.authors and ("coauthors" in meta or owner):
            names = ([owner] if owner else []) + _coauthors(meta.get("coauthors"))
            publication.authors = [ParsedAuthor(name=n, highlighted=n == owner) for n in names]
    return document
