"""A preprint and its published version are one paper: the published venue shown, the preprint kept as a link.

A preprint server's record (arXiv, bioRxiv, medRxiv, SSRN, Research Square, ...) and a journal's or
a conference's record of the same paper meet when the importer finds one for the other: the same
DOI or arXiv id, or the same title key (importer.matching). They are then versions of one work when
one is a preprint, the other is not, and their authors share a family name (a list of no authors
contradicts nothing; a shared arXiv id or DOI is as good as a shared author). The record keeps the
published version's title, DOI, venue, kind and year, the arXiv id, and the preprint's DOI as a link, in
whichever order the two arrive.

A thesis or a patent is a work of its own: a paper of its title (a thesis's chapter published at a
conference, the paper of a patent) is another publication, unless the two share a DOI
(distinct_works). A kind not known ("other") contradicts nothing. Only these two: a reader tells them
from their own words ("PhD thesis", `@phdthesis`, a patent number), while "book" is at times a guess
from an italic title, and a guess must not split one paper in two.

Plain Python over parsed publications and stored ones: the writer (importer.writing.publications)
and the publication sync ask it the same questions.
"""

from __future__ import annotations

import dataclasses
import re

from importer.parsers.names import normalise_name
from importer.parsers.records import ParsedLink
from publications.titles import title_key

# DOI prefixes of preprint servers. bioRxiv and medRxiv share Cold Spring Harbor's 10.1101 with its
# journals (Genome Research is 10.1101/gr.…): only their own shape, a date or a bare number, is a preprint.
_PREPRINT_DOI_RE = re.compile(
    r"^10\.(?:48550/arxiv\.|1101/(?:\d{4}\.\d{2}\.\d{2}\.)?\d{6,}(?:v\d+)?$|2139/ssrn\.|21203/rs\.|20944/preprints"
    r"|31219/osf\.io/|31234/osf\.io/|31235/osf\.io/|26434/chemrxiv|36227/techrxiv|22541/au\.|1590/scielopreprints)",
    re.I,
)
_ARXIV_DOI_RE = re.compile(r"^10\.48550/arxiv\.(\d{4}\.\d{4,5}|[a-z\-]+(?:\.[a-z]{2})?/\d{7})(?:v\d+)?$", re.I)
_PREPRINT_VENUE_RE = re.compile(
    r"\b(?:arxiv|corr|biorxiv|medrxiv|chemrxiv|psyarxiv|socarxiv|techrxiv|eartharxiv|ssrn|research\s*square"
    r"|preprints\.org|authorea|preprint|e-?print)\b",
    re.I,
)
_SERVER_NAMES = (
    ("10.48550/", "arXiv"),
    ("10.1101/", "bioRxiv"),
    ("10.2139/", "SSRN"),
    ("10.21203/", "Research Square"),
)


def arxiv_of_doi(doi) -> str | None:
    """The arXiv id of an arXiv DOI ("10.48550/arXiv.2305.01234" -> "2305.01234"), else None."""
    match = _ARXIV_DOI_RE.match((doi or "").strip())
    return match[1] if match else None


def arxiv_doi(arxiv) -> str:
    """The DOI arXiv gives an id, lower-cased as the importer compares DOIs ("2305.01234" -> "10.48550/arxiv.2305.01234")."""
    return f"10.48550/arxiv.{arxiv}".lower()


def is_preprint_doi(doi) -> bool:
    return bool(_PREPRINT_DOI_RE.match((doi or "").strip()))


def is_preprint(*, kind=None, doi=None, arxiv=None, venue_text=None, venue=None) -> bool:
    """Whether a record is a preprint server's: its kind, its DOI's prefix, or its venue's words.

    A record with a journal's DOI is the published one, whatever its kind or venue say. An arXiv id
    makes a preprint only of a record with no DOI, no venue and no kind: published papers carry theirs.
    """
    if kind == "preprint" or (venue is not None and getattr(venue, "kind", None) == "preprint"):
        return not doi or is_preprint_doi(doi)
    if doi:
        return is_preprint_doi(doi)
    names = " ".join(filter(None, [venue_text, getattr(venue, "name", ""), getattr(venue, "acronym", "")]))
    if names:
        return bool(_PREPRINT_VENUE_RE.search(names))
    return bool(arxiv) and kind in (None, "other")


def parsed_is_preprint(parsed, kind=None, venue=None) -> bool:
    return is_preprint(
        kind=kind or parsed.kind, doi=parsed.doi, arxiv=parsed.arxiv, venue_text=parsed.venue_text, venue=venue
    )


def family_names(names) -> set[str]:
    """The family names of printed author names, folded ("Okafor, C." and "Chidi Okafor" give "okafor").

    A name's first word counts too when it is no initial: "Wang Wei" and "Wei Wang" are one person.
    """
    families = set()
    for name in names:
        tokens = normalise_name(name or "").split()
        if tokens:
            families.add(tokens[-1])
        if len(tokens) > 1 and len(tokens[0]) > 1:
            families.add(tokens[0])  # "Wang Wei" printed family first, as often as "Wei Wang"
    return families


def authors_meet(names, other_names) -> bool:
    """Two author lists that may be one paper's: a family name in common, or a list that names no one."""
    mine, theirs = family_names(names), family_names(other_names)
    return not mine or not theirs or bool(mine & theirs)


# Kinds whose record is never another kind's version: a thesis and the paper of its chapter are two works.
_WORKS_OF_THEIR_OWN = frozenset({"thesis", "patent"})


def distinct_works(kind, doi, other_kind, other_doi) -> bool:
    """Whether two records of one title are two works by their kinds: of two known kinds, one a thesis
    or a patent, and no DOI in common."""
    if doi and other_doi and doi.strip().lower() == other_doi.strip().lower():
        return False
    known = {kind, other_kind} - {None, "", "other"}
    return len(known) == 2 and bool(known & _WORKS_OF_THEIR_OWN)


def same_work(first, second) -> bool:
    """Whether two parsed publications are versions of one work (the rule of this module's docstring)."""
    if distinct_works(first.kind, first.doi, second.kind, second.doi):
        return False
    if parsed_is_preprint(first) == parsed_is_preprint(second):
        return False
    shared_id = _arxiv(first) and _arxiv(first) == _arxiv(second)
    if not shared_id and title_key(first.title) != title_key(second.title):
        return False
    return authors_meet([a.name for a in first.authors], [a.name for a in second.authors])


def _arxiv(parsed):
    return parsed.arxiv or arxiv_of_doi(parsed.doi)


def preprint_link(doi) -> ParsedLink | None:
    """A link to a preprint server's DOI other than arXiv's (an arXiv id is shown as its own link)."""
    if not doi or not is_preprint_doi(doi) or arxiv_of_doi(doi):
        return None
    label = next((name for prefix, name in _SERVER_NAMES if doi.lower().startswith(prefix)), "Preprint")
    return ParsedLink(label, f"https://doi.org/{doi}")


def combine(parsed, other):
    """Fold `other`, another version of `parsed`'s work found elsewhere, into `parsed`: the published one wins."""
    preprint, published = (parsed, other) if parsed_is_preprint(parsed) else (other, parsed)
    arxiv = _arxiv(preprint) or _arxiv(published)
    link = preprint_link(preprint.doi)
    for name in ("title", "year", "doi", "status"):
        setattr(parsed, name, getattr(published, name) or getattr(preprint, name))
    # The published version's venue, or none: its kind is then its venue's (the preprint's would say "preprint").
    parsed.kind, parsed.venue_text = published.kind, published.venue_text
    if parsed.doi and is_preprint_doi(parsed.doi):
        parsed.doi = None  # the published version's has none: the preprint's is its arXiv id or link
    parsed.arxiv = arxiv
    if len(other.authors) > len(parsed.authors):
        parsed.authors = other.authors
    urls = {link.url for link in parsed.links}
    for extra in [*other.links, *([link] if link else [])]:
        if extra.url not in urls:
            parsed.links.append(extra)
            urls.add(extra.url)


def join_versions(publication, parsed, venue, kind):
    """What merging `parsed` into the stored `publication` does when they are two versions of one work.

    Returns (venue, kind, replaced): the venue and kind the merge is to use, and the stored fields the
    published version replaces. `parsed` is changed as the merge needs it: a preprint's DOI becomes a
    link (or its arXiv id), never the published record's DOI. Both preprints, or both published:
    (venue, kind, set()). None when they are two works (distinct_works), or when they met by title
    alone, one is a preprint, and no author of one is an author of the other: two papers, not two versions.
    """
    if distinct_works(publication.kind, publication.doi, kind or parsed.kind, parsed.doi):
        return None
    # A stored record's kind was its venue's when written: its venue is not loaded (a query per merge).
    stored_preprint = is_preprint(
        kind=publication.kind, doi=publication.doi, arxiv=publication.arxiv, venue_text=publication.venue_text
    )
    incoming_preprint = parsed_is_preprint(parsed, kind, venue)
    if stored_preprint == incoming_preprint:
        return venue, kind, set()
    shared_id = bool(publication.arxiv) and publication.arxiv == _arxiv(parsed)
    shared_id = shared_id or bool(publication.doi and parsed.doi and publication.doi.lower() == parsed.doi.lower())
    stored_names = [a.name for a in publication.authorships.all()]
    if not shared_id and not authors_meet(stored_names, [a.name for a in parsed.authors]):
        return None
    if incoming_preprint:  # the site has the published version: the preprint adds its id and link only
        parsed.arxiv = _arxiv(parsed)
        if link := preprint_link(parsed.doi):
            parsed.links.append(link)
        parsed.doi, parsed.venue_text = None, None
        return None, None, set()
    # The site has the preprint: the published version's DOI, venue and year are shown, the preprint linked.
    parsed.arxiv = parsed.arxiv or _arxiv(publication)
    if link := preprint_link(publication.doi):
        parsed.links.append(link)
    replaced = {"title", "venue", "venue_text", "kind", "year"}
    if parsed.doi and is_preprint_doi(publication.doi):
        replaced.add("doi")
    return venue, kind, replaced


def as_version_of(parsed, other_doi, *, is_the_preprint):
    """A copy of `parsed` as the record of `other_doi`, its other version by an explicit relation
    (Crossref's is-preprint-of / has-preprint), would be found and merged into.

    A preprint of a published DOI is looked for by that DOI, bringing its arXiv id and link. A paper
    with an arXiv preprint is looked for by the arXiv id, so the merge makes it the published record;
    with another server's preprint, by the preprint's DOI, its own DOI kept as a link.
    """
    version = dataclasses.replace(parsed, links=list(parsed.links), authors=list(parsed.authors))
    if is_the_preprint:
        version.arxiv = _arxiv(parsed)
        if link := preprint_link(parsed.doi):
            version.links.append(link)
        version.doi, version.kind, version.venue_text = other_doi, None, None
    elif arxiv := arxiv_of_doi(other_doi):
        version.arxiv = arxiv
    else:
        if parsed.doi:
            version.links.append(ParsedLink("Published version", f"https://doi.org/{parsed.doi}"))
        version.doi = other_doi
    return version
