"""CSL-JSON, the format of citeproc-js, Zotero, Pandoc and citeproc-py."""

import json

from labsite.metadata import absolute_url

from ..models import Kind, Status
from .common import authors_of, equal_contribution_note, pdf_url, venue_acronym, venue_name

CSL_TYPES = {
    Kind.CONFERENCE: "paper-conference",
    Kind.WORKSHOP: "paper-conference",
    Kind.JOURNAL: "article-journal",
    Kind.PREPRINT: "article",
    Kind.THESIS: "thesis",
    Kind.BOOK: "book",
    Kind.CHAPTER: "chapter",
    Kind.PATENT: "patent",
    Kind.OTHER: "article",
}
# Lower-case words that belong to the family name: "Ludwig van Beethoven".
NAME_PARTICLES = {
    "van",
    "von",
    "de",
    "der",
    "den",
    "da",
    "di",
    "del",
    "della",
    "du",
    "le",
    "la",
    "dos",
    "das",
    "ter",
    "ten",
    "al",
    "bin",
    "ibn",
}


def split_name(name):
    """A CSL name: {"family", "given"}, or {"literal"} for one-word and CJK names.

    `given + " " + family` is the name again, so the split loses nothing.
    """
    words = name.split()
    if len(words) < 2 or not all(w[:1].isalpha() for w in words):
        return {"literal": name}
    family_start = len(words) - 1
    while family_start > 1 and words[family_start - 1] in NAME_PARTICLES:
        family_start -= 1
    return {"given": " ".join(words[:family_start]), "family": " ".join(words[family_start:])}


def joined_name(csl_name):
    if "literal" in csl_name:
        return csl_name["literal"]
    return " ".join(part for part in (csl_name.get("given"), csl_name.get("family")) if part)


def csl_item(publication, request=None, page_url=True):
    """One publication as a CSL-JSON item (citeproc-js, Zotero, Pandoc, citeproc-py)."""
    item = {
        "id": publication.key,
        "citation-key": publication.key,
        "type": CSL_TYPES.get(publication.kind, "article"),
        "title": publication.title,
        "author": [split_name(a.name) for a in authors_of(publication)],
    }
    if publication.year:
        item["issued"] = {"date-parts": [[publication.year]]}
    venue = venue_name(publication)
    if venue:
        item["container-title"] = venue
        if publication.kind in (Kind.CONFERENCE, Kind.WORKSHOP):
            item["event"] = venue
    if venue_acronym(publication):
        item["container-title-short"] = venue_acronym(publication)
    if publication.doi:
        item["DOI"] = publication.doi
    if publication.arxiv:
        item["number"] = f"arXiv:{publication.arxiv}"
    url = pdf_url(publication, request) or (absolute_url(publication.get_absolute_url(), request) if page_url else "")
    if url:
        item["URL"] = url
    if publication.abstract:
        item["abstract"] = publication.abstract
    notes = [n for n in (publication.note, equal_contribution_note(publication)) if n]
    if notes:
        item["note"] = "; ".join(notes)
    if publication.status == Status.SUBMITTED:
        item["status"] = "submitted"
    equal = [i for i, a in enumerate(authors_of(publication), 1) if a.equal_contribution]
    if equal:
        item["custom"] = {"equal-contribution": equal}
    return item


def csl_json_pieces(publications, request=None):
    """The CSL-JSON download of `publications` (a list), a piece per publication: joined, it is to_csl_json()."""
    empty = True
    for publication in publications:
        # Each item is indented one level deeper than a top-level object, as json.dumps(list, indent=2) does.
        item = json.dumps(csl_item(publication, request), ensure_ascii=False, indent=2).replace("\n", "\n  ")
        yield ("[\n  " if empty else ",\n  ") + item
        empty = False
    yield "[]\n" if empty else "\n]\n"


def to_csl_json(publications, request=None):
    return "".join(csl_json_pieces(publications, request))
