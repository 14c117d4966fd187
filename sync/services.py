"""Checking members' sources, offering what is new, and writing what a member accepts.

A check asks each source a member gave (sync.readers), then sorts what they list by the
importer's plan (importer.services.import_works, a dry run): the same matching every import uses.

- a work the plan would merge or skip (the same DOI, arXiv id or title key; a preprint of a paper on
  the site; the published version of a preprint on it, importer.versions) is the site's: it is
  written by the importer, the missing DOI, arXiv id or link filled in, nothing lost;
- a work the plan would create is new: it waits for review as a FoundWork, one per paper (the other
  versions and sources of a work waiting join it), however many members it is found for;
- a work rejected before is not offered again.

Nothing reaches the public site until a FoundWork is accepted (`accept`), and then through the
importer's writer (import_works), so de-duplication and member linking are the ones every import
uses. A source that fails changes nothing: its works are not read, and the member's status says why.
"""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from importer.parsers.names import match_strength
from importer.parsers.records import ParsedAuthor, ParsedLink, ParsedPublication
from importer.services import import_works
from importer.versions import arxiv_of_doi, combine, same_work
from publications.models import Authorship, Publication
from publications.titles import title_key

from .fetch import SWITCHED_OFF, Fetcher, RateLimited, SourceFailed
from .models import SOURCES, FoundWork, SyncProfile
from .readers import read_dblp, read_openalex, read_orcid
from .related import enrich

READERS = {"orcid": read_orcid, "dblp": read_dblp, "openalex": read_openalex}
SYNC_SOURCE, ACCEPTED_SOURCE = "publication sync", "publication sync (accepted)"  # the sources the site names


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
    try:
        _sort(profile.person, works, result, fetcher)
    except SiteChanged as err:  # rolled back: nothing of this check was written
        result.errors.append(str(err))
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
    if arxiv := parsed.arxiv or arxiv_of_doi(parsed.doi):
        keys.add(("arxiv", arxiv))
    return keys


def _fill(parsed, other):
    """What `other` (the same paper from another source) knows that `parsed` lacks.

    A preprint and its published version are combined by the importer's rule (importer.versions)."""
    if same_work(parsed, other):
        combine(parsed, other)
        return
    for name in ("year", "kind", "venue_text", "doi", "arxiv"):
        if not getattr(parsed, name) and getattr(other, name):
            setattr(parsed, name, getattr(other, name))
    if len(other.authors) > len(parsed.authors):
        parsed.authors = other.authors
    urls = {link.url for link in parsed.links}
    parsed.links += [link for link in other.links if link.url not in urls]


class SiteChanged(Exception):
    """The site changed between the plan and the write: a work planned as known would have been new."""


def _sort(person, works, result, fetcher):
    """Merge what the site has, join or add candidates for the rest, as the importer's plan decides.

    The plan is the importer's dry run of the works (importer.services.import_works): a work it would
    merge or skip is the site's, one it would create is new. Other versions of the new ones are asked
    of Crossref outside any transaction; then, in one transaction, the works are planned again with
    what Crossref said, the site's are merged and the new ones offered.
    """
    publications = [parsed for parsed, _ in works]
    fresh = [position for position, known in enumerate(_on_site(publications)) if not known]
    # Other versions and authors are asked of works not found before only.
    asked = [
        position
        for position in fresh
        if publications[position].doi and not _found_before(publications[position]).exists()
    ]
    note, versions = enrich(fetcher, [publications[position] for position in asked])
    if note:
        result.errors.append(note)
    others = {asked[number]: found for number, found in versions.items()}
    with transaction.atomic():
        alternatives = [(position, version) for position, found in others.items() for version in found]
        on_site = _on_site(publications)
        known = {position: publications[position] for position in range(len(publications)) if on_site[position]}
        # Planned apart: in one document a work's other version would be found as the work itself.
        versions_on_site = _on_site([version for _, version in alternatives])
        for (position, version), version_on_site in zip(alternatives, versions_on_site, strict=True):
            if version_on_site and position not in known:
                known[position] = version  # Crossref's other version is on the site: merged into it
        if known:
            report = import_works(list(known.values()), SYNC_SOURCE)
            if any(item["action"] == "create" for item in _publication_items(report)):
                raise SiteChanged("the site changed during the check; the works are sorted at the next check")
            result.merged, result.on_site = report.publications_merged, report.publications_unchanged
        for position, (parsed, sources) in enumerate(works):
            if position not in known:
                _candidate(person, parsed, sources, result)


def _on_site(publications):
    """[bool]: whether the importer would merge each of `publications` into (or skip it for) a record of the
    site, by its plan of importing them all (a dry run). One that would join another of them is not."""
    if not publications:
        return []
    items = _publication_items(import_works(publications, SYNC_SOURCE, dry_run=True))
    created = {item.get("ref") for item in items if item["action"] == "create"}
    on_site = [False] * len(publications)
    for item in items:
        ref, position = item.get("ref"), item.get("index")
        if item["action"] in ("merge", "skip") and ref and ref not in created and position is not None:
            on_site[position] = True
    return on_site


def _publication_items(report):
    return [item for item in report.plan.items if item["kind"] == "publication"]


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
        item = _publication_items(import_works([parsed], ACCEPTED_SOURCE))[0]
        publication = Publication.objects.get(key=item["ref"])
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
