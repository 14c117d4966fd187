"""What Crossref adds to a work found with a DOI: its authors (ORCID lists none) and its versions.

Crossref records that a posted preprint "is-preprint-of" a journal's DOI, and that a paper
"has-preprint". When the other version is on the site, the work found is that publication:
`related_pk` names it, and the sync merges the two (both links kept, the published venue shown)
instead of offering a second record. Only works the site does not have are asked about, at
most CROSSREF_AT_MOST a check; a Crossref failure leaves the works as the source gave them.
"""

from __future__ import annotations

from urllib.parse import quote

from django.conf import settings
from django.db.models import Q

from importer.parsers.records import ParsedAuthor, ParsedLink
from publications.models import Publication

from .fetch import SourceFailed

CROSSREF_AT_MOST = 25  # works looked up at Crossref in one member's check
PREPRINT_OF, HAS_PREPRINT = "is-preprint-of", "has-preprint"


def enrich(fetcher, works):
    """Fill authors and find the site's other version of `works` (ParsedPublication with a DOI); a note or ""."""
    asked = [w for w in works if w.doi][:CROSSREF_AT_MOST]
    for parsed in asked:
        try:
            record = crossref_record(fetcher, parsed.doi)
        except SourceFailed as err:
            return f"{err}: the co-authors and other versions of {len(asked)} works were not looked up"
        if record is None:
            continue
        if not parsed.authors:
            parsed.authors = [ParsedAuthor(name) for name in record["authors"]]
        _relate(parsed, record["relations"])
    return ""


def _relate(parsed, relations):
    for relation, is_preprint in ((PREPRINT_OF, True), (HAS_PREPRINT, False)):
        same = Q()
        for doi in relations.get(relation, []):
            same |= Q(doi__iexact=doi)
        other = Publication.objects.filter(same).only("pk").first() if same else None
        if other is None:
            continue
        parsed.related_pk = other.pk
        if is_preprint:  # the site's record is the published one: this DOI becomes a link to the preprint
            parsed.links.append(ParsedLink("Preprint", f"https://doi.org/{parsed.doi}"))
            parsed.doi, parsed.kind, parsed.venue_text = None, "preprint", None
        else:  # the site's record is the preprint, whose DOI it keeps: the published one is linked
            parsed.links.append(ParsedLink("Published version", f"https://doi.org/{parsed.doi}"))
        return


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
