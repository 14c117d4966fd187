"""Checking members' sources, offering what is new, and writing what a member accepts.

A check asks each source a member gave (sync.readers), then sorts what they list:

- a work the site has already (the same DOI, arXiv id or title, as the importer matches them;
  a preprint of a paper on the site; a published version of a preprint on the site) is merged
  into it by the importer's writer: the missing DOI, arXiv id or link filled in, nothing lost;
- a work waiting for review already gets this member and this source added: one candidate per paper;
- a work rejected before is not offered again; anything else waits as a new FoundWork.

Nothing reaches the public site until a FoundWork is accepted (`accept`), and then through the
importer's writer, so de-duplication and member linking are the ones every import uses. A
source that fails changes nothing: its works are not read, and the member's status says why.
"""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from importer.matching import PublicationIndex
from importer.parsers.names import match_strength
from importer.parsers.records import ParsedAuthor, ParsedDocument, ParsedLink, ParsedPublication
from importer.reports import FileReport, ImportReport
from importer.services import Importer
from importer.writing import DocumentWriter
from publications.models import Authorship, Publication
from publications.titles import title_key

from .fetch import Fetcher, RateLimited, SourceFailed
from .models import SOURCES, FoundWork, SyncProfile
from .readers import read_dblp, read_openalex, read_orcid
from .related import enrich

READERS = {"orcid": read_orcid, "dblp": read_dblp, "openalex": read_openalex}
SWITCHED_OFF = "Looking up members' publications is switched off on this site (LABSITE_LOOKUP=0)"


class SyncOff(Exception):
    """The site asks no outside service (LABSITE_LOOKUP=0)."""


@dataclass
class CheckResult:
    person: str
    found: int = 0  # works the sources listed, one per paper
    offered: int = 0  # new candidates waiting for review
    joined: int = 0  # candidates already waiting that this check found again
    merged: int = 0  # works on the site that got something they lacked
    on_site: int = 0  # works on the site with nothing new
    rejected_before: int = 0
    answered: list[str] = field(default_factory=list)  # the sources that gave a list of works
    errors: list[str] = field(default_factory=list)

    def summary(self):
        counts = [
            (self.joined, "already waiting"),
            (self.merged, "merged into the site's"),
            (self.on_site, "already on the site"),
            (self.rejected_before, "rejected before"),
        ]
        parts = [f"{self.offered} new waiting for review", *(f"{n} {label}" for n, label in counts if n)]
        text = f"{self.person}: {self.found} work{'' if self.found == 1 else 's'} listed; {', '.join(parts)}"
        return text + "".join(f"\n  {error}" for error in self.errors)


def check_all(*, person_slug=None, sources=None, fetcher=None):
    """Check every member who opted in (or the one of `person_slug`); [CheckResult]."""
    if not settings.LABSITE_LOOKUP:
        raise SyncOff(SWITCHED_OFF)
    profiles = SyncProfile.objects.select_related("person").order_by("person__name")
    if person_slug:
        profiles = profiles.filter(person__slug=person_slug)
    else:
        profiles = profiles.filter(enabled=True)
    stopped = {}  # source -> RateLimited of this run: asked no more, for anyone
    fetcher = fetcher or Fetcher()
    return [check(profile, sources, fetcher=fetcher, stopped=stopped) for profile in profiles if profile.ids()]


def check(profile, sources=None, *, fetcher=None, stopped=None, now=None):
    """Ask `profile`'s sources (all, or those named in `sources`), offer what is new; a CheckResult."""
    if not settings.LABSITE_LOOKUP:
        raise SyncOff(SWITCHED_OFF)
    now = now or timezone.now()
    fetcher = fetcher or Fetcher()
    stopped = {} if stopped is None else stopped
    paused = dict(profile.paused_until)
    result = CheckResult(person=profile.person.name)
    listed = {}
    for source, identifier in profile.ids().items():
        if sources and source not in sources:
            continue
        until = _time(paused.get(source))
        if source in stopped or (until and until > now):
            limited = stopped.get(source) or RateLimited(SOURCES[source], until)
            result.errors.append(str(limited))
            continue
        try:
            listed[source] = READERS[source](fetcher, identifier)
            paused.pop(source, None)
        except RateLimited as err:
            stopped[source] = err
            paused[source] = err.until.isoformat()
            result.errors.append(str(err))
        except SourceFailed as err:
            result.errors.append(f"{err}; asked again at the next check")
    result.answered = list(listed)
    works = _one_per_paper(listed)
    result.found = len(works)
    _sort(profile.person, works, result, fetcher)
    profile.last_checked = now
    profile.last_error = "\n".join(result.errors)
    profile.paused_until = paused
    profile.save(update_fields=["last_checked", "last_error", "paused_until"])
    return result


def _one_per_paper(listed):
    """[(ParsedPublication, [sources])]: the works of all sources, one per paper, each filled from the others."""
    works, by_key = [], {}
    for source, publications in listed.items():
        for parsed in publications:
            keys = _keys(parsed)
            found = next((by_key[k] for k in keys if k in by_key), None)
            if found is None:
                found = (parsed, [source])
                works.append(found)
            else:
                _fill(found[0], parsed)
                if source not in found[1]:
                    found[1].append(source)
            for key in _keys(found[0]):
                by_key.setdefault(key, found)
    return works


def _keys(parsed):
    keys = {("title", title_key(parsed.title))}
    if parsed.doi:
        keys.add(("doi", parsed.doi.lower()))
    if parsed.arxiv:
        keys.add(("arxiv", parsed.arxiv))
    return keys


def _fill(parsed, other):
    """What `other` (the same paper from another source) knows that `parsed` lacks."""
    for name in ("year", "kind", "venue_text", "doi", "arxiv"):
        if not getattr(parsed, name) and getattr(other, name):
            setattr(parsed, name, getattr(other, name))
    if parsed.kind == "preprint" and other.kind not in (None, "preprint") and other.venue_text:
        parsed.kind, parsed.venue_text = other.kind, other.venue_text  # the published version is what is shown
    if len(other.authors) > len(parsed.authors):
        parsed.authors = other.authors
    urls = {link.url for link in parsed.links}
    parsed.links += [link for link in other.links if link.url not in urls]


def _sort(person, works, result, fetcher):
    """Merge what the site has, join or add candidates for the rest (one transaction)."""
    index = PublicationIndex()
    index.prepare([parsed for parsed, _ in works])
    known, fresh = [], []
    for parsed, sources in works:
        (known if index.find(parsed, title_key(parsed.title)) is not None else fresh).append((parsed, sources))
    # Other versions and authors are asked outside the transaction, of works not found before only.
    asked = [parsed for parsed, _ in fresh if parsed.doi and not _found_before(parsed).exists()]
    if note := enrich(fetcher, asked):
        result.errors.append(note)
    known += [(parsed, sources) for parsed, sources in fresh if getattr(parsed, "related_pk", None) is not None]
    fresh = [(parsed, sources) for parsed, sources in fresh if getattr(parsed, "related_pk", None) is None]
    with transaction.atomic():
        if known:
            _importer, report = write_publications([parsed for parsed, _ in known], "publication sync")
            result.merged, result.on_site = report.publications_merged, report.publications_unchanged
        for parsed, sources in fresh:
            _candidate(person, parsed, sources, result)


def _found_before(parsed):
    """The FoundWorks that are `parsed`: the same title key, DOI or arXiv id."""
    match = Q(title_key=title_key(parsed.title))
    if parsed.doi:
        match |= Q(doi__iexact=parsed.doi)
    if parsed.arxiv:
        match |= Q(arxiv=parsed.arxiv)
    return FoundWork.objects.filter(match).order_by("pk")


def _candidate(person, parsed, sources, result):
    tkey = title_key(parsed.title)
    work = _found_before(parsed).select_for_update().first()
    if work is None:
        try:
            with transaction.atomic():  # a check of another member may be adding the same paper right now
                work = FoundWork.objects.create(
                    title=parsed.title,
                    title_key=tkey,
                    year=parsed.year,
                    doi=parsed.doi or "",
                    arxiv=parsed.arxiv or "",
                    sources=sources,
                    data=_data(parsed),
                )
        except IntegrityError:
            work = _found_before(parsed).select_for_update().first()
        else:
            work.members.add(person)
            result.offered += 1
            return
    if work.status == FoundWork.Status.WAITING:
        stored = publication_of(work.data)
        _fill(stored, parsed)
        work.data = _data(stored)
        work.doi, work.arxiv = work.doi or parsed.doi or "", work.arxiv or parsed.arxiv or ""
        work.sources = [*work.sources, *(s for s in sources if s not in work.sources)]
        work.save()
        work.members.add(person)
        result.joined += 1
    elif work.status == FoundWork.Status.REJECTED:
        result.rejected_before += 1
    else:  # accepted once, then removed from the site: that was decided too
        result.on_site += 1


def _data(parsed):
    return dataclasses.asdict(parsed)


def publication_of(data):
    """The ParsedPublication a FoundWork keeps (its `data`), fields of another shape left out."""
    names = {f.name for f in dataclasses.fields(ParsedPublication)} - {"authors", "links"}
    values = {name: data[name] for name in names if name in data}
    values["authors"] = [ParsedAuthor(**a) for a in data.get("authors", []) if isinstance(a, dict)]
    values["links"] = [ParsedLink(**link) for link in data.get("links", []) if isinstance(link, dict)]
    return ParsedPublication(**values)


def write_publications(publications, source_name):
    """Write parsed publications through the importer's writer, in the caller's transaction; (Importer, FileReport).

    A work whose other version Crossref names (sync.related sets `related_pk`) is merged into it."""
    importer = Importer(report=ImportReport())
    report = FileReport(path=source_name, format="publication sync")
    related = [p for p in publications if getattr(p, "related_pk", None) is not None]
    document = ParsedDocument(source_name=source_name, format="publication sync")
    document.publications = [p for p in publications if getattr(p, "related_pk", None) is None]
    writer = DocumentWriter(importer, source_name, document, report)
    writer.write()
    for parsed in related:
        venue = writer.venue_for(parsed)
        writer.merge_publication(parsed.related_pk, parsed, venue, parsed.kind or (venue.kind if venue else None))
    importer.publish()
    return importer, report


def accept(work, user=None):
    """Put a waiting FoundWork on the site; the Publication (new, or the one it turned out to be)."""
    with transaction.atomic():
        work = FoundWork.objects.select_for_update().get(pk=work.pk)
        if work.status != FoundWork.Status.WAITING:
            return work.publication
        parsed = publication_of(work.data)
        members = list(work.members.all())
        if not parsed.authors:  # ORCID lists titles, not authors: the members it was found for are
            parsed.authors = [ParsedAuthor(member.name) for member in members]
        importer, _report = write_publications([parsed], "publication sync (accepted)")
        found = importer.publications.find(parsed, title_key(parsed.title))
        publication = Publication.objects.get(pk=found.pk if isinstance(found, Publication) else found)
        for member in members:
            _link_member(publication, member)
        work.status, work.publication = FoundWork.Status.ACCEPTED, publication
        work.decided_at, work.decided_by = timezone.now(), user
        work.save()
    return publication


def reject(work, user=None):
    """A rejected work is kept, so that no check offers it again."""
    FoundWork.objects.filter(pk=work.pk, status=FoundWork.Status.WAITING).update(
        status=FoundWork.Status.REJECTED, decided_at=timezone.now(), decided_by=user
    )


def _link_member(publication, member):
    """The member a work was found for is one of its authors: link the author their names fit."""
    authorships = list(publication.authorships.all())
    if any(a.person_id == member.pk for a in authorships):
        return
    names = member.all_names
    for authorship in authorships:
        if authorship.person_id is None and match_strength(authorship.name, names):
            Authorship.objects.filter(pk=authorship.pk).update(person=member, auto_linked=True)
            return


def _time(text):
    try:
        return datetime.datetime.fromisoformat(text) if text else None
    except (TypeError, ValueError):
        return None
