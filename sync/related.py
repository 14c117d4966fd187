"""What Crossref adds to a work found with a DOI: its authors (ORCID lists none) and its other versions.

Crossref records that a posted preprint "is-preprint-of" a journal's DOI, and that a paper
"has-preprint". Each such DOI gives the work another way to be looked for in the site
(importer.versions.as_version_of); the importer's plan then says whether the site has that
version, and merging the two (both links kept, the published version shown) is the importer's.
Only works the site does not have are asked about, at most CROSSREF_AT_MOST a check; a Crossref
failure leaves the works as the source gave them.
"""

from __future__ import annotations

from urllib.parse import quote

from django.conf import settings

from importer.parsers.records import ParsedAuthor
from importer.versions import as_version_of

from .fetch import SourceFailed

CROSSREF_AT_MOST = 25  # works looked up at Crossref in one member's check
PREPRINT_OF, HAS_PREPRINT = "is-preprint-of", "has-preprint"


def enrich(fetcher, works):
    """Fill the authors of `works` (ParsedPublication) with a DOI; (note or "", {position: [other versions]}).

    The other versions are the work as the record of each DOI Crossref relates it to would be found.
    """
    asked = [(position, w) for position, w in enumerate(works) if w.doi][:CROSSREF_AT_MOST]
    versions = {}
    for position, parsed in asked:
        try:
            record = crossref_record(fetcher, parsed.doi)
        except SourceFailed as err:
            works_text = f"{len(asked)} work{'' if len(asked) == 1 else 's'}"
            return f"{err}: the co-authors and other versions of {works_text} were not looked up", versions
        if record is None:
            continue
        if not parsed.authors:
            parsed.authors = [ParsedAuthor(name) for name in record["authors"]]
        relations = record["relations"]
        others = [as_version_of(parsed, doi, is_the_preprint=True) for doi in relations[PREPRINT_OF]]
        others += [as_version_of(parsed, doi, is_the_preprint=False) for doi in relations[HAS_PREPRINT]]
        if others:
            versions[position] = others
    return "", versions


def crossref_record(fetcher, doi):
    """{"authors": [names], "relations": {relation: [DOIs]}} of a DOI at Crossref, or None if unknown."""
    url = f"{settings.LABSITE_CROSSREF_API_URL.rstrip('/')}/works/{quote(doi, safe='/:;()')}"
    answer = fetcher.json(url, service="Crossref")
    if answer is None:
        return None
    message = answer.get("message") if isinstance(answer.get("message"), dict) else {}
    authors = []
    for author in message.get("author") if isinstance(message.get("author"), list) else []:
        if isinstance(author, dict):
            given, family = _text(author.get("given")), _text(author.get("family"))
            name = f"{given} {family}".strip() if family else _text(author.get("name"))
            if name:
                authors.append(" ".join(name.split())[:200])
    relations = {}
    declared = message.get("relation") if isinstance(message.get("relation"), dict) else {}
    for relation in (PREPRINT_OF, HAS_PREPRINT):
        items = declared.get(relation) if isinstance(declared.get(relation), list) else []
        relations[relation] = [
            _text(item.get("id"))
            for item in items
            if isinstance(item, dict) and _text(item.get("id-type")).lower() == "doi" and _text(item.get("id"))
        ][:10]
    return {"authors": authors[:500], "relations": relations}


def _text(value):
    return value.strip() if isinstance(value, str) else ""
