"""RIS, the format EndNote and most reference managers import."""

import re

from labsite.metadata import absolute_url

from ..models import Kind
from .common import authors_of, equal_contribution_note, link_url, venue_acronym, venue_name
from .csl import split_name

RIS_TYPES = {
    Kind.CONFERENCE: "CONF",
    Kind.WORKSHOP: "CONF",
    Kind.JOURNAL: "JOUR",
    Kind.PREPRINT: "UNPB",
    Kind.THESIS: "THES",
    Kind.BOOK: "BOOK",
    Kind.CHAPTER: "CHAP",
    Kind.PATENT: "PAT",
    Kind.OTHER: "GEN",
}


def ris_record(publication, request=None):
    def line(tag, value):
        value = re.sub(r"\s+", " ", str(value)).strip()
        return f"{tag}  - {value}" if value else None

    lines = [
        line("TY", RIS_TYPES.get(publication.kind, "GEN")),
        line("ID", publication.key),
        line("TI", publication.title),
    ]
    for author in authors_of(publication):
        csl = split_name(author.name)
        lines.append(line("AU", csl["literal"] if "literal" in csl else f"{csl['family']}, {csl['given']}"))
    if publication.year:
        lines.append(line("PY", publication.year))
    venue = venue_name(publication)
    if venue:
        lines.append(line("JO" if publication.kind == Kind.JOURNAL else "T2", venue))
    if venue_acronym(publication):
        lines.append(line("J2", venue_acronym(publication)))
    lines.append(line("DO", publication.doi))
    if publication.arxiv:
        lines.append(line("M1", f"arXiv:{publication.arxiv}"))
    lines.append(line("UR", absolute_url(publication.get_absolute_url(), request)))
    for link in publication.links_in_order():
        lines.append(line("L1" if link.label.strip().lower() == "pdf" else "UR", link_url(link, request)))
    lines.append(line("AB", publication.abstract))
    for note in (publication.note, equal_contribution_note(publication)):
        lines.append(line("N1", note))
    lines.append("ER  - ")
    return "\n".join(item for item in lines if item) + "\n"


def ris_pieces(publications, request=None):
    """The RIS download of `publications`, a piece per publication: joined, it is to_ris()."""
    for index, publication in enumerate(publications):
        record = ris_record(publication, request)
        yield record if index == 0 else "\n" + record


def to_ris(publications, request=None):
    return "".join(ris_pieces(publications, request))
