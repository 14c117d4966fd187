"""The only code that writes imported documents to the database.

The parsers (importer.parsers) turn a file into dataclasses; this module
decides who and what they are in the site: which person a profile belongs to,
which publication a citation is (one record per paper), which lab members are
among its authors. Each file is written in its own transaction, so a bad file
changes nothing and the others still import.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import hashlib
import json
import logging
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.text import slugify
from rapidfuzz import fuzz

from importer.parsers.documents import read_document
from importer.parsers.names import match_strength, name_keys
from importer.parsers.names import normalise_name as _normalise_name
from importer.parsers.records import DocumentError, ParsedDocument, ParsedProfile, ParsedPublication
from importer.parsers.venues import resolve_venue
from people.models import (
    Award,
    Education,
    Experience,
    Person,
    PersonLink,
    Role,
    Service,
    Teaching,
    unique_slug,
)
from publications.keys import unique_key
from publications.models import Authorship, Kind, Publication, PublicationLink, Status, Venue, is_safe_link, title_key

from .models import SourceDocument

logger = logging.getLogger(__name__)

# Author names repeat across a lab's documents; normalising each once saves most of the work.
normalise_name = functools.lru_cache(maxsize=65536)(_normalise_name)

PERSON_TEXT_FIELDS = ("email", "position", "role", "affiliation", "bio")
PERSON_LIST_FIELDS = ("alt_names", "advisors", "research_interests", "skills")
PUBLICATION_FIELDS = ("year", "kind", "status", "venue", "venue_text", "doi", "arxiv", "abstract", "note")
ROLES = {choice.value for choice in Role}
KINDS = {choice.value for choice in Kind}
STATUSES = {choice.value for choice in Status}


class ImportFailed(Exception):
    """The run as a whole cannot go on (no such path, --person unknown, --strict and a file failed)."""


@dataclass
class FileReport:
    path: str
    status: str = "imported"  # imported, unchanged, failed
    format: str = ""
    person: str | None = None
    person_action: str = ""  # created, updated, unchanged
    publications_created: int = 0
    publications_merged: int = 0
    publications_unchanged: int = 0
    members_linked: int = 0
    changes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    error: str | None = None

    def summary(self, details=False):
        if self.status == "failed":
            return f"{self.path}: FAILED: {self.error}"
        parts = [self.format]
        if self.person:
            parts.append(f"person {self.person} {self.person_action}")
        parts.append(
            f"publications {self.publications_created} new, {self.publications_merged} merged, "
            f"{self.publications_unchanged} unchanged"
        )
        parts.append(f"{self.members_linked} member link{'s' if self.members_linked != 1 else ''}")
        head = f"{self.path}: {'; '.join(parts)}"
        if self.status == "unchanged":
            head += " — nothing changed"
        lines = [head]
        if details:
            lines += [f"  {change}" for change in self.changes]
        lines += [f"  conflict: {c}" for c in self.conflicts]
        lines += [f"  warning: {w}" for w in self.warnings]
        return "\n".join(lines)


@dataclass
class ImportReport:
    files: list[FileReport] = field(default_factory=list)
    dry_run: bool = False
    relinked: list[str] = field(default_factory=list)
    ambiguous: list[str] = field(default_factory=list)

    @property
    def failed(self):
        return [f for f in self.files if f.status == "failed"]

    @property
    def changed(self):
        return any(f.status == "imported" for f in self.files) or bool(self.relinked)

    def summary(self):
        lines = [f.summary(details=self.dry_run) for f in self.files]
        lines += [f"ambiguous author: {a}" for a in self.ambiguous]
        ok = len(self.files) - len(self.failed)
        tail = f"{ok} of {len(self.files)} file(s) imported"
        if self.failed:
            tail += f", {len(self.failed)} failed"
        if not self.changed and not self.failed:
            tail += "; nothing changed"
        if self.dry_run:
            tail += " (dry run: nothing was written)"
        return "\n".join(lines + [tail + "."])

    def as_dict(self):
        return {
            "dry_run": self.dry_run,
            "files": [asdict(f) for f in self.files],
            "ambiguous_authors": self.ambiguous,
            "failed": len(self.failed),
        }


# ---------------------------------------------------------------------------
# Finding the files


def expand_paths(paths):
    """Files named, found under folders (recursively), or matched by globs, in a stable order."""
    found, missing = [], []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found += sorted(
                p
                for p in path.rglob("*")
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        elif path.is_file():
            found.append(path)
        else:
            matches = sorted(Path(m) for m in glob.glob(str(raw), recursive=True) if Path(m).is_file())
            if matches:
                found += matches
            else:
                missing.append(str(raw))
    if missing:
        raise ImportFailed("No such file or folder: " + ", ".join(missing))
    unique, seen = [], set()
    for path in found:
        if path.resolve() not in seen:
            seen.add(path.resolve())
            unique.append(path)
    return unique


# ---------------------------------------------------------------------------
# Recognising lab members among authors


class MemberIndex:
    """All people's names, keyed for fast candidate lookup; match_strength decides."""

    def __init__(self):
        self.by_key = {}
        self.by_full_name = {}  # normalised name -> person pk, for finding a document's owner
        self.names = {}
        for person in Person.objects.only("pk", "name", "alt_names", "slug"):
            self.add(person)

    def add(self, person):
        self.names[person.pk] = (person, person.all_names)
        for name in person.all_names:
            self.by_full_name.setdefault(normalise_name(name), person.pk)
            for key in _index_keys(name):
                self.by_key.setdefault(key, set()).add(person.pk)

    def candidates(self, printed):
        if not self.by_key:
            return set()
        pks = set()
        for key in _index_keys(printed):
            pks |= self.by_key.get(key, set())
        return pks

    def best(self, printed):
        """(person, strength) for the one person the printed name fits best, or (None, [tied people])."""
        scored = []
        for pk in self.candidates(printed):
            person, names = self.names[pk]
            strength = match_strength(printed, names)
            if strength:
                scored.append((strength, person))
        if not scored:
            return None, []
        top = max(s for s, _ in scored)
        winners = [p for s, p in scored if s == top]
        if len(winners) == 1:
            return winners[0], top
        return None, winners


@functools.lru_cache(maxsize=65536)
def _index_keys(name):
    """Keys under which a name is filed: its full form and initials forms, both token orders."""
    keys = set()
    for key in name_keys(name):
        keys.add(key)
        tokens = key.split()
        if len(tokens) > 1:
            keys.add(f"{tokens[0][0]} {tokens[-1]}")  # initial + family
            keys.add(f"{tokens[-1][0]} {tokens[0]}")  # family printed first
            keys.add(" ".join(sorted(tokens)))
    for inner in re.findall(r"[(（]([^()（）]+)[)）]", name or ""):
        keys |= {normalise_name(inner)}
    return frozenset(k for k in keys if k)


# ---------------------------------------------------------------------------
# Finding the same publication again


class PublicationIndex:
    """Identifiers of every publication, loaded once per run, kept up to date as we write.

    Values are primary keys, or the unsaved Publication itself while a document's
    new publications wait to be written in bulk.
    """

    def __init__(self):
        self.by_doi, self.by_arxiv, self.by_title = {}, {}, {}
        self.by_shape = {}  # (numbers in the title, length) -> title keys, for near-duplicate look-ups
        self.years = {}
        self.keys = set()
        rows = Publication.objects.values_list("pk", "doi", "arxiv", "title_key", "key", "year")
        for pk, doi, arxiv, tkey, key, year in rows:
            self.add(pk, doi, arxiv, tkey, key, year)

    def add(self, ref, doi, arxiv, tkey, key, year=None):
        if doi:
            self.by_doi[doi.lower()] = ref
        if arxiv:
            self.by_arxiv[arxiv] = ref
        if tkey:
            self.by_title.setdefault(tkey, ref)  # the first record of a title is the one to merge into
            self.by_shape.setdefault((_numbers(tkey), len(tkey)), set()).add(tkey)
            self.years[tkey] = year
        self.keys.add(key)

    def find(self, parsed: ParsedPublication, tkey):
        if parsed.doi and parsed.doi.lower() in self.by_doi:
            return self.by_doi[parsed.doi.lower()]
        if parsed.arxiv and parsed.arxiv in self.by_arxiv:
            return self.by_arxiv[parsed.arxiv]
        if tkey in self.by_title:
            return self.by_title[tkey]
        near = self._near_title(tkey, parsed.year)
        return self.by_title[near] if near else None

    def _near_title(self, tkey, year):
        """A title one typo away (a hyphen, a dropped letter), with the same numbers and no other year.

        Titles that merely share a long ending ("... More Than 10,000 GPUs") stay apart.
        """
        if len(tkey) < 25:
            return None
        numbers = _numbers(tkey)
        for length in range(len(tkey) - 3, len(tkey) + 4):
            for other in self.by_shape.get((numbers, length), ()):
                other_year = self.years.get(other)
                if year and other_year and abs(year - other_year) > 1:
                    continue
                if fuzz.ratio(tkey, other) >= 97:
                    return other
        return None


def _numbers(tkey):
    return tuple(re.findall(r"\d+", tkey))


# ---------------------------------------------------------------------------
# The importer


class Importer:
    def __init__(self, *, owner=None, report=None):
        self.owner = owner  # a Person given with --person
        self.members = MemberIndex()
        self.publications = PublicationIndex()
        self.venues = {v.slug: v for v in Venue.objects.all()}
        self.touched_publications = set()
        self.new_people = []
        self.report = report or ImportReport()

    # -- one file -----------------------------------------------------------------

    def import_file(self, path: Path, *, name=None):
        name = _readable(name or path.name)
        file_report = FileReport(path=_readable(str(path)))
        max_bytes = settings.IMPORT_MAX_BYTES
        try:
            with path.open("rb") as file:
                data = file.read(max_bytes + 1)  # no more: a huge file is refused, not read into memory
                size = os.fstat(file.fileno()).st_size if len(data) > max_bytes else len(data)
        except OSError as err:
            file_report.status, file_report.error = "failed", f"cannot read the file: {err.strerror or err}"
            return file_report
        return self.import_bytes(name, data, file_report, size=size)

    def import_bytes(self, name, data, file_report=None, *, size=None):
        file_report = file_report or FileReport(path=name)
        max_bytes = settings.IMPORT_MAX_BYTES
        size = len(data) if size is None else size
        try:
            if size > max_bytes:
                raise DocumentError(
                    f"the file is {size / 1024 / 1024:.1f} MB; the limit is {max_bytes / 1024 / 1024:.0f} MB"
                )
            parsed = read_document(name, data, person=self.owner.name if self.owner else None)
        except DocumentError as err:
            file_report.status, file_report.error = "failed", str(err)
            self._record_failure(name, data, str(err))
            return file_report
        file_report.format = parsed.format
        file_report.warnings += parsed.warnings
        digest = hashlib.sha256(data).hexdigest()
        previous = SourceDocument.objects.filter(sha256=digest, status="imported").first()
        try:
            with transaction.atomic():
                writer = DocumentWriter(self, name, parsed, file_report)
                writer.write()
                changed = bool(file_report.changes)
                if previous is None or changed:
                    document = previous or SourceDocument(name=name, sha256=digest)
                    document.content = data
                    document.text = _text_of(data)
                    document.format = parsed.format
                    document.person = writer.person
                    document.status = "imported"
                    document.imported_at = timezone.now()
                    document.report = file_report.summary()
                    document.save()
        except DocumentError as err:
            self._rebuild_indexes()
            file_report.status, file_report.error = "failed", str(err)
            return file_report
        except Exception as err:  # a bug or a database limit: report it, keep the other files
            logger.error("importing %s failed", name, exc_info=settings.DEBUG)
            self._rebuild_indexes()
            file_report.status = "failed"
            file_report.error = f"could not be written ({type(err).__name__}: {err}); nothing from it was kept"
            return file_report
        if not file_report.changes:
            file_report.status = "unchanged"
        return file_report

    def _record_failure(self, name, data, reason):
        """Keep a failed document too, so the admin can read why (skipped in dry runs by rollback)."""
        data = data[: settings.IMPORT_MAX_BYTES]  # of a file too big, what fits: enough to tell what it was
        digest = hashlib.sha256(data).hexdigest()
        if not SourceDocument.objects.filter(sha256=digest).exists():
            SourceDocument.objects.create(
                name=name,
                sha256=digest,
                content=data,
                text=_text_of(data)[:200_000],
                status="failed",
                report=f"{name}: FAILED: {reason}",
                imported_at=timezone.now(),
            )

    def _rebuild_indexes(self):
        self.members = MemberIndex()
        self.publications = PublicationIndex()
        self.venues = {v.slug: v for v in Venue.objects.all()}

    def note_ambiguous(self, printed, people):
        names = " and ".join(sorted(p.name for p in people))
        message = f"“{printed}” fits {names}; linked neither"
        if message not in self.report.ambiguous:
            self.report.ambiguous.append(message)

    # -- after all files ------------------------------------------------------------

    def relink(self):
        """Decide again who the authors of this run's publications are, now that every person exists."""
        if not self.new_people:
            return  # everyone an author could be was known when the papers were written
        # Authors who may be one of the new people: unlinked, or linked by name (now maybe ambiguous).
        new_keys = set()
        for person in self.new_people:
            for name in person.all_names:
                new_keys |= _index_keys(name)
        publication_ids = {
            publication_id
            for name, publication_id in Authorship.objects.filter(
                Q(person__isnull=True) | Q(auto_linked=True)
            ).values_list("name", "publication_id")
            if _index_keys(name) & new_keys
        }
        if not publication_ids:
            return
        rows = Authorship.objects.filter(publication_id__in=publication_ids).select_related("person", "publication")
        for authorship in rows:
            if authorship.person_id and not authorship.auto_linked:
                continue  # linked by hand or by an export: not ours to change
            if "authorships" in authorship.publication.edited_fields:
                continue  # the admin decided who the authors are
            person, strength_or_ties = self.members.best(authorship.name)
            if person is None and strength_or_ties:
                self.note_ambiguous(authorship.name, strength_or_ties)
            new_pk = person.pk if person else None
            if authorship.person_id != new_pk:
                authorship.person_id = new_pk
                authorship.auto_linked = person is not None
                authorship.save(update_fields=["person", "auto_linked"])
                if person:
                    self.report.relinked.append(f"{authorship.name} → {person.slug}")


def _readable(file_name):
    """A file name the database and the terminal take: bytes that are not UTF-8 become �, control characters ?."""
    text = os.fsencode(file_name).decode("utf-8", errors="replace")
    return "".join("?" if ord(c) < 32 or 127 <= ord(c) < 160 else c for c in text)


def _text_of(data):
    """The document as text for the admin; without NUL characters, which PostgreSQL's text refuses."""
    for encoding in ("utf-8-sig", "utf-16"):
        try:
            return data.decode(encoding).replace("\x00", "")
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1").replace("\x00", "")


class DocumentWriter:
    """Writes one parsed document; records every change in the file's report."""

    def __init__(self, importer: Importer, source: str, parsed: ParsedDocument, report: FileReport):
        self.importer = importer
        self.source = source
        self.parsed = parsed
        self.report = report
        self.person = None
        self.pending = []  # (publication, authorships, links) to write in bulk

    def write(self):
        if self.parsed.format == "labsite-export":
            SiteLoader(self).load(self.parsed.site or {})
            return
        profile = self.parsed.profile
        if profile is not None or self.importer.owner is not None:
            self.person = self.write_person(profile or ParsedProfile())
        for parsed in self.parsed.publications:
            self.write_publication(parsed)
        self.flush()

    # -- people -----------------------------------------------------------------------

    def find_person(self, profile: ParsedProfile):
        if self.importer.owner is not None:
            return self.importer.owner
        if profile.email:
            match = Person.objects.filter(email__iexact=profile.email).first()
            if match:
                return match
        if not profile.name:
            return None
        pk = self.importer.members.by_full_name.get(normalise_name(profile.name))
        return Person.objects.filter(pk=pk).first() if pk else None

    def write_person(self, profile: ParsedProfile):
        person = self.find_person(profile)
        if person is None:
            if not profile.name:
                raise DocumentError("no person's name found in the document; name it with --person SLUG")
            role = profile.role if profile.role in ROLES else Role.PHD
            person = Person(name=profile.name, slug=unique_slug(Person, profile.name), role=role)
            person.sources = [self.source]
            person.field_sources = {"name": self.source, **({"role": self.source} if profile.role in ROLES else {})}
            person.save()
            self.importer.members.add(person)
            self.importer.new_people.append(person)
            self.report.person_action = "created"
            self.report.changes.append(f"created person {person.slug}")
        else:
            self.report.person_action = "unchanged"
        self.report.person = person.slug
        changed = self.update_person(person, profile)
        if changed and self.report.person_action != "created":
            self.report.person_action = "updated"
        return person

    def update_person(self, person, profile):
        changed = []
        values = {name: getattr(profile, name) for name in PERSON_TEXT_FIELDS}
        if values["role"] not in ROLES:
            values["role"] = None
        for name, value in values.items():
            if value in (None, ""):
                continue
            if self._set_field(person, name, value):
                changed.append(name)
        if profile.name and normalise_name(profile.name) != normalise_name(person.name):
            values_alt = [profile.name]
        else:
            values_alt = []
        for name in PERSON_LIST_FIELDS:
            incoming = list(getattr(profile, name)) + (values_alt if name == "alt_names" else [])
            if self._merge_list(person, name, incoming):
                changed.append(name)
        if profile.name_inferred and not person.needs_review:
            person.needs_review = True
            changed.append("needs_review")
        notes = [n for n in profile.review_notes if n not in person.review_notes]
        if notes:
            person.review_notes = list(person.review_notes) + notes
            changed.append("review_notes")
        if self.source not in person.sources:
            person.sources = list(person.sources) + [self.source]
            changed.append("sources")
        if changed:
            person.save()
            self.importer.members.add(person)
            self.report.changes.append(f"person {person.slug}: {', '.join(changed)}")
        changed += self.add_records(person, profile)
        return changed

    def _merge_list(self, person, name, incoming):
        """Items this document gave before are replaced by what it gives now; others' items stay."""
        fold = normalise_name if name in ("alt_names", "advisors") else str.casefold
        origin = dict(person.field_sources.get(f"{name}[]", {}))  # item -> document it came from
        current = list(getattr(person, name))
        kept = [x for x in current if origin.get(x) != self.source]
        known = {fold(x) for x in kept} | ({fold(person.name)} if name == "alt_names" else set())
        result = list(kept)
        for item in incoming:
            if item and fold(item) not in known:
                known.add(fold(item))
                result.append(item)
                origin.setdefault(item, self.source)
        if result == current:
            return False
        if name in person.edited_fields:
            self.report.conflicts.append(
                f"{person.slug}.{name}: edited in the admin; kept {current!r}, import says {result!r}"
            )
            return False
        setattr(person, name, result)
        person.field_sources = {**person.field_sources, f"{name}[]": {x: origin[x] for x in result if x in origin}}
        return True

    def _set_field(self, obj, name, value):
        """Set an imported value unless someone edited it, or another document gave it first."""
        current = getattr(obj, name)
        if current == value:
            return False
        label = f"{getattr(obj, 'slug', None) or getattr(obj, 'key', '')}.{name}"
        if name in obj.edited_fields:
            self.report.conflicts.append(f"{label}: edited in the admin; kept {current!r}, import says {value!r}")
            return False
        owner = obj.field_sources.get(name)
        if current not in (None, "") and owner not in (None, self.source):
            self.report.warnings.append(f"{label}: kept {current!r} from {owner}; this document says {value!r}")
            return False
        setattr(obj, name, value)
        obj.field_sources = {**obj.field_sources, name: self.source}
        return True

    def add_records(self, person, profile):
        """Add CV records this person does not have yet; never delete or overwrite."""
        changed = []
        specs = (
            (
                Education,
                profile.education,
                ("institution", "degree", "start_year", "end_year"),
                ("institution", "degree", "degree_title", "field", "start_year", "end_year", "details"),
            ),
            (
                Experience,
                profile.experience,
                ("organization", "start_year", "end_year", "title"),
                ("organization", "title", "start_year", "end_year", "details"),
            ),
            (Award, profile.awards, ("title", "year"), ("title", "organization", "year")),
            (Teaching, profile.teaching, ("course", "role", "terms"), ("course", "role", "terms")),
            (Service, profile.service, ("role", "venue", "year"), ("role", "venue", "year")),
        )
        for model, items, key_fields, fields in specs:
            stored = list(model.objects.filter(person=person))
            incoming_keys = {self._record_key(item, key_fields) for item in items}
            stale = [
                r.pk
                for r in stored
                if r.source == self.source and not r.edited and self._record_key(r, key_fields) not in incoming_keys
            ]
            if stale:  # this document no longer says so (it changed, or is read better now)
                model.objects.filter(pk__in=stale).delete()
                changed.append(f"removed {len(stale)} {model._meta.verbose_name_plural}")
            existing = {self._record_key(r, key_fields) for r in stored if r.pk not in stale}
            next_order = len(stored) - len(stale)
            new = []
            for item in items:
                key = self._record_key(item, key_fields)
                if key in existing:
                    continue
                existing.add(key)
                values = {f: _clip(getattr(item, f), model, f) for f in fields}
                new.append(model(person=person, source=self.source, order=next_order + len(new), **values))
            if new:
                model.objects.bulk_create(new)
                changed.append(str(model._meta.verbose_name_plural))
        links = profile.links
        if links:
            existing = set(PersonLink.objects.filter(person=person).values_list("url", flat=True))
            new = []
            for link in links:
                url = (link.url or "").strip()
                if not url or url in existing or not re.match(r"https?://", url):
                    continue
                existing.add(url)
                new.append(
                    PersonLink(
                        person=person,
                        label=link.label[:100] or "Link",
                        url=url[:500],
                        source=self.source,
                        order=len(existing),
                    )
                )
            if new:
                PersonLink.objects.bulk_create(new)
                changed.append("links")
        if changed:
            self.report.changes.append(f"person {person.slug}: added {', '.join(changed)}")
        return changed

    @staticmethod
    def _record_key(record, fields):
        def key(value):
            if isinstance(value, str):
                return normalise_text(value)
            if isinstance(value, (list, tuple)):
                return tuple(normalise_text(str(v)) for v in value)
            return value

        return tuple(key(getattr(record, f)) for f in fields)

    # -- publications ---------------------------------------------------------------

    def venue_for(self, parsed: ParsedPublication):
        text = (parsed.venue_text or "").strip()
        if not text:
            return None
        known = resolve_venue(text)
        if known is not None:
            slug = slugify(known.acronym)[:100]
            venue = self.importer.venues.get(slug)
            if venue is None:
                venue = Venue.objects.create(
                    acronym=known.acronym, name=known.name, kind=known.kind, slug=slug, aliases=list(known.aliases)
                )
                self.importer.venues[slug] = venue
            return venue
        acronym = guess_acronym(text)
        name = clean_venue_name(text)
        slug = slugify(acronym or name)[:100] or "venue"
        venue = self.importer.venues.get(slug)
        if venue is None:
            venue = Venue.objects.create(
                acronym=acronym, name=name[:300] or acronym, kind=parsed.kind or "conference", slug=slug
            )
            self.importer.venues[slug] = venue
        return venue

    def write_publication(self, parsed: ParsedPublication):
        title = " ".join((parsed.title or "").split())
        if not title:
            self.report.warnings.append(f"line {parsed.line}: a publication without a title was skipped")
            return
        tkey = title_key(title)
        venue = self.venue_for(parsed)
        kind = parsed.kind or (venue.kind if venue else "other")
        existing = self.importer.publications.find(parsed, tkey)
        if isinstance(existing, Publication):  # the same paper twice in this document
            self.flush()
            existing = existing.pk
        if existing is None:
            self.create_publication(parsed, title, tkey, venue, kind)
        else:
            self.merge_publication(existing, parsed, venue, kind)

    def create_publication(self, parsed, title, tkey, venue, kind):
        """Queue a new publication; flush() writes the document's new ones in a few queries."""
        names = [a.name for a in parsed.authors]
        index = self.importer.publications
        key = parsed.key if parsed.key and _usable_key(parsed.key, index.keys) else None
        key = key or unique_key(title, parsed.year, names, taken=index.keys)
        index.keys.add(key)
        publication = Publication(
            title=title[:500],
            title_key=tkey,
            key=key,
            year=parsed.year,
            kind=kind,
            status=parsed.status or "published",
            venue=venue,
            venue_text=(parsed.venue_text or "")[:500],
            doi=(parsed.doi or "")[:200],
            arxiv=(parsed.arxiv or "")[:50],
            abstract=parsed.abstract or "",
            note=(parsed.note or "")[:300],
            authors_truncated=parsed.authors_truncated,
            sources=[self.source],
        )
        publication.field_sources = {
            f: self.source for f in PUBLICATION_FIELDS if getattr(publication, f) not in (None, "")
        }
        authors = []
        for position, author in enumerate(parsed.authors, 1):
            person = self.person_for_author(author)
            authors.append(
                Authorship(
                    position=position,
                    name=author.name[:200],
                    person=person,
                    equal_contribution=author.equal_contribution,
                    corresponding=author.corresponding,
                    auto_linked=person is not None,
                )
            )
            self.report.members_linked += person is not None
        links = self.new_links(parsed)
        self.pending.append((publication, authors, links))
        index.add(publication, publication.doi, publication.arxiv, tkey, key, publication.year)
        self.report.publications_created += 1
        self.report.changes.append(f"created publication {key}")

    def flush(self):
        if not self.pending:
            return
        created = Publication.objects.bulk_create([p for p, _, _ in self.pending], batch_size=500)
        authorships, links = [], []
        index = self.importer.publications
        for publication, (_, authors, pub_links) in zip(created, self.pending, strict=True):
            for row in authors:
                row.publication = publication
            for row in pub_links:
                row.publication = publication
            authorships += authors
            links += pub_links
            index.add(
                publication.pk,
                publication.doi,
                publication.arxiv,
                publication.title_key,
                publication.key,
                publication.year,
            )
            self.importer.touched_publications.add(publication.pk)
        Authorship.objects.bulk_create(authorships, batch_size=1000)
        PublicationLink.objects.bulk_create(links, batch_size=1000)
        self.pending = []

    def person_for_author(self, author):
        if author.highlighted and self.person is not None:
            return self.person  # printed in bold on the owner's own document
        person, ties = self.importer.members.best(author.name)
        if person is None and ties:
            self.importer.note_ambiguous(author.name, ties)
        return person

    def new_links(self, parsed, existing=()):
        """Unsaved links of a parsed publication that `existing` (label, url) pairs lack."""
        urls = {url for _, url in existing}
        rows = []
        for link in parsed.links:
            url = (link.url or "").strip()
            if not url or url in urls or not is_safe_link(url):
                continue
            urls.add(url)
            rows.append(
                PublicationLink(label=link.label[:50] or "Link", url=url[:500], order=len(existing) + len(rows))
            )
        return rows

    def merge_publication(self, pk, parsed, venue, kind):
        """The same paper again: fill what is missing, keep what is there, lose nothing."""
        publication = Publication.objects.get(pk=pk)
        changed = []
        incoming = {
            "year": parsed.year,
            "doi": parsed.doi or "",
            "arxiv": parsed.arxiv or "",
            "abstract": parsed.abstract or "",
            "note": parsed.note or "",
        }
        # A published version wins over a preprint of the same paper.
        is_upgrade = publication.kind == "preprint" and kind not in ("preprint", None) and venue is not None
        if is_upgrade or (publication.venue is None and venue is not None):
            incoming.update({"venue": venue, "venue_text": parsed.venue_text or "", "kind": kind})
            if parsed.status == "published" and publication.status == "submitted":
                incoming["status"] = "published"
        elif publication.status == "submitted" and parsed.status == "published" and venue == publication.venue:
            incoming["status"] = "published"
        for name, value in incoming.items():
            if value in (None, ""):
                continue
            current = getattr(publication, name)
            if current in (None, "") or (name in ("venue", "venue_text", "kind", "status") and current != value):
                if name in publication.edited_fields:
                    if current != value:
                        self.report.conflicts.append(f"{publication.key}.{name}: edited in the admin; kept {current!r}")
                    continue
                setattr(publication, name, value)
                publication.field_sources = {**publication.field_sources, name: self.source}
                changed.append(name)
        if self.source not in publication.sources:
            publication.sources = list(publication.sources) + [self.source]
            changed.append("sources")
        authors_changed = self.merge_authors(publication, parsed)
        new_links = self.new_links(parsed, existing=list(publication.links.values_list("label", "url")))
        for link in new_links:
            link.publication = publication
        PublicationLink.objects.bulk_create(new_links)
        links_changed = bool(new_links)
        if changed:
            publication.save()
            self.importer.publications.add(
                publication.pk,
                publication.doi,
                publication.arxiv,
                publication.title_key,
                publication.key,
                publication.year,
            )
        if changed or authors_changed or links_changed:
            what = changed + (["authors"] if authors_changed else []) + (["links"] if links_changed else [])
            self.report.changes.append(f"merged into {publication.key}: {', '.join(what)}")
            self.report.publications_merged += 1
            self.importer.touched_publications.add(publication.pk)
        else:
            self.report.publications_unchanged += 1

    def merge_authors(self, publication, parsed):
        current = list(publication.authorships.all())
        if "authorships" in publication.edited_fields:
            return False
        incoming = parsed.authors
        more_complete = (len(incoming) > len(current) and not parsed.authors_truncated) or (
            publication.authors_truncated and not parsed.authors_truncated and len(incoming) >= len(current)
        )
        if more_complete:
            # Keep what the old list knew (links, marks) on the authors of the new one.
            old = {normalise_name(a.name): a for a in current}
            publication.authorships.all().delete()
            rows = []
            for position, author in enumerate(incoming, 1):
                before = old.get(normalise_name(author.name))
                person = self.person_for_author(author) or (before.person if before else None)
                rows.append(
                    Authorship(
                        publication=publication,
                        position=position,
                        name=author.name[:200],
                        person=person,
                        equal_contribution=author.equal_contribution or bool(before and before.equal_contribution),
                        corresponding=author.corresponding or bool(before and before.corresponding),
                        auto_linked=bool(person) and not (before and before.person_id and not before.auto_linked),
                    )
                )
            Authorship.objects.bulk_create(rows)
            if publication.authors_truncated and not parsed.authors_truncated:
                publication.authors_truncated = False
                publication.save(update_fields=["authors_truncated"])
            return True
        # Same or shorter list: add the marks, fuller spellings and the owner's link this document knows.
        changed = False
        for author, match in self._pair_authors(current, incoming):
            updates = []
            if _fuller_name(author.name, match.name):
                match.name = author.name[:200]
                updates.append("name")
            if author.equal_contribution and not match.equal_contribution:
                match.equal_contribution = True
                updates.append("equal_contribution")
            if author.corresponding and not match.corresponding:
                match.corresponding = True
                updates.append("corresponding")
            if author.highlighted and self.person is not None and match.person_id is None:
                match.person, match.auto_linked = self.person, True
                updates += ["person", "auto_linked"]
                self.report.members_linked += 1
            if updates:
                match.save(update_fields=updates)
                changed = True
        return changed

    @staticmethod
    def _pair_authors(current, incoming):
        """(incoming author, stored authorship) pairs that are the same person.

        Lists of one length pair by position when the names fit ("C. Okafor" ~ "Chidi
        Okafor"); otherwise by the normalised name.
        """
        if len(current) == len(incoming):
            return [
                (new, old) for new, old in zip(incoming, current, strict=True) if match_strength(new.name, [old.name])
            ]
        by_name = {}
        for old in current:
            by_name.setdefault(normalise_name(old.name), old)
        return [(new, by_name[normalise_name(new.name)]) for new in incoming if normalise_name(new.name) in by_name]


def _fuller_name(new, old):
    """True when `new` spells out what `old` gives as initials ("Chidi Okafor" for "C. Okafor")."""

    def initials(name):
        return sum(1 for token in name.replace(".", ". ").split() if len(token.strip(".-")) <= 1)

    return initials(new) < initials(old) and len(new) > len(old)


def normalise_text(value):
    return re.sub(r"[\W_]+", " ", (value or "").casefold()).strip()


def _clip(value, model, field_name):
    if isinstance(value, str):
        max_length = model._meta.get_field(field_name).max_length
        return value[:max_length] if max_length else value
    return value


def _text(value, model, field_name):
    """A value of a labsite export as the text the field holds: '' for none, clipped to its length."""
    if isinstance(value, (list, dict)):
        raise DocumentError(f"{field_name}: expected text, got {type(value).__name__} {json.dumps(value)[:60]}")
    return _clip("" if value is None or value is False else str(value), model, field_name)


def _usable_key(key, taken):
    return bool(re.fullmatch(r"[-a-zA-Z0-9_]{1,120}", key)) and key not in taken


_ACRONYM_IN_TEXT = re.compile(r"\(([A-Z][A-Za-z0-9&-]*[A-Z][A-Za-z0-9&-]*)(?:\s*['’]?\s*\d{2,4})?\)")
_LEADING_ACRONYM = re.compile(r"^([A-Z][A-Za-z0-9&-]*[A-Z][A-Za-z0-9&-]*)\s*(?:['’]\s*\d{2}|\d{4}|$)")


def guess_acronym(text):
    """The acronym an unknown venue is printed with: "... (ICCD'22)" or "MoNeTec 2024"."""
    match = _ACRONYM_IN_TEXT.search(text) or _LEADING_ACRONYM.match(text.strip())
    return match.group(1)[:50] if match else ""


def clean_venue_name(text):
    text = re.sub(r"^(?:in\s+)?(?:the\s+)?(?:proceedings\s+of\s+(?:the\s+)?)?", "", text.strip(), flags=re.I)
    text = re.sub(r"\s*\([^)]*\)\s*", " ", text)
    text = re.sub(r",?\s*(?:\b(?:19|20)\d\d\b|['’]\d\d)\s*\.?$", "", text.strip())
    return " ".join(text.split()).strip(" ,.;")


# ---------------------------------------------------------------------------
# The labsite-export format, both ways


class SiteLoader:
    """Loads a labsite-export document: the backup and migration format."""

    def __init__(self, writer: DocumentWriter):
        self.writer = writer
        self.report = writer.report

    def load(self, site):
        if not isinstance(site.get("people"), list) or not isinstance(site.get("publications"), list):
            raise DocumentError("a labsite-export document needs 'people' and 'publications' lists")
        slugs = {}
        for index, data in enumerate(site["people"]):
            if not isinstance(data, dict) or not data.get("name"):
                raise DocumentError(f"people[{index}]: a person needs a 'name'")
            if data.get("role") not in (None, "") and not (isinstance(data["role"], str) and data["role"] in ROLES):
                raise DocumentError(f"people[{index}].role: {data['role']!r} is not one of {', '.join(sorted(ROLES))}")
            with _naming(f"people[{index}]"):
                slugs[data.get("slug") or slugify(data["name"])] = self.load_person(data)
        for index, data in enumerate(site["publications"]):
            if not isinstance(data, dict) or not str(data.get("title") or "").strip():
                raise DocumentError(f"publications[{index}]: a publication needs a 'title'")
            for name, allowed in (("kind", KINDS), ("status", STATUSES)):
                if data.get(name) not in (None, "") and not (isinstance(data[name], str) and data[name] in allowed):
                    raise DocumentError(
                        f"publications[{index}].{name}: {data[name]!r} is not one of {', '.join(sorted(allowed))}"
                    )
            with _naming(f"publications[{index}]"):
                self.load_publication(data, slugs)

    def load_person(self, data):
        slug = _address_slug(data.get("slug"), data["name"], max_length=200)
        person = Person.objects.filter(slug=slug).first()
        if person is not None:
            return person  # already in the site: what it holds there wins
        role = data.get("role") if data.get("role") in ROLES else Role.PHD
        person = Person.objects.create(
            name=_text(data["name"], Person, "name"),
            slug=slug,
            role=role,
            alt_names=_strings(data.get("alt_names")),
            position=_text(data.get("position"), Person, "position"),
            affiliation=_text(data.get("affiliation"), Person, "affiliation"),
            email=_text(data.get("email"), Person, "email"),
            advisors=_strings(data.get("advisors")),
            bio=_text(data.get("bio"), Person, "bio"),
            research_interests=_strings(data.get("research_interests")),
            skills=_strings(data.get("skills")),
            sources=_strings(data.get("sources")),
            needs_review=bool(data.get("needs_review")),
            review_notes=_strings(data.get("review_notes")),
        )
        for order, item in enumerate(data.get("education") or []):
            Education.objects.create(
                person=person,
                order=order,
                **_pick(
                    item,
                    Education,
                    ("institution", "degree", "degree_title", "field", "start_year", "end_year", "details"),
                ),
            )
        for order, item in enumerate(data.get("experience") or []):
            Experience.objects.create(
                person=person,
                order=order,
                **_pick(item, Experience, ("organization", "title", "start_year", "end_year", "details")),
            )
        for order, item in enumerate(data.get("awards") or []):
            Award.objects.create(person=person, order=order, **_pick(item, Award, ("title", "organization", "year")))
        for order, item in enumerate(data.get("teaching") or []):
            Teaching.objects.create(
                person=person,
                order=order,
                course=str(item.get("course") or "")[:300],
                role=str(item.get("role") or "")[:200],
                terms=_strings(item.get("terms")),
            )
        for order, item in enumerate(data.get("service") or []):
            Service.objects.create(person=person, order=order, **_pick(item, Service, ("role", "venue", "year")))
        for order, item in enumerate(data.get("links") or []):
            if isinstance(item, dict) and re.match(r"(https?|mailto):", str(item.get("url") or "").strip(), re.I):
                PersonLink.objects.create(
                    person=person, order=order, label=str(item.get("label") or "Link")[:100], url=str(item["url"])[:500]
                )
        self.writer.importer.members.add(person)
        self.report.changes.append(f"created person {person.slug}")
        return person

    def load_publication(self, data, slugs):
        importer = self.writer.importer
        title = " ".join(str(data["title"]).split())
        tkey = title_key(title)
        venue = self.venue(data.get("venue"))
        probe = ParsedPublication(title=title, doi=data.get("doi"), arxiv=data.get("arxiv"))
        if importer.publications.find(probe, tkey) is not None:
            self.report.publications_unchanged += 1
            return
        key = data.get("key") if data.get("key") and _usable_key(str(data["key"]), importer.publications.keys) else None
        authors = [a for a in data.get("authors") or [] if isinstance(a, dict) and a.get("name")]
        key = key or unique_key(title, data.get("year"), [a["name"] for a in authors], taken=importer.publications.keys)
        importer.publications.keys.add(key)
        publication = Publication.objects.create(
            title=title[:500],
            key=key,
            year=_int_or_none(data.get("year")),
            kind=data.get("kind") or "other",
            status=data.get("status") or "published",
            venue=venue,
            doi=_text(data.get("doi"), Publication, "doi"),
            arxiv=_text(data.get("arxiv"), Publication, "arxiv"),
            sources=_strings(data.get("sources")),
            abstract=_text(data.get("abstract"), Publication, "abstract"),
            note=_text(data.get("note"), Publication, "note"),
        )
        importer.publications.add(
            publication.pk, publication.doi, publication.arxiv, publication.title_key, key, publication.year
        )
        Authorship.objects.bulk_create(
            [
                Authorship(
                    publication=publication,
                    position=position,
                    name=str(a["name"])[:200],
                    person=slugs.get(a.get("member"))
                    or (Person.objects.filter(slug=a.get("member")).first() if a.get("member") else None),
                    equal_contribution=bool(a.get("equal_contribution")),
                    corresponding=bool(a.get("corresponding")),
                )
                for position, a in enumerate(authors, 1)
            ]
        )
        PublicationLink.objects.bulk_create(
            [
                PublicationLink(
                    publication=publication,
                    label=str(link.get("label") or "Link")[:50],
                    url=str(link["url"])[:500],
                    order=order,
                )
                for order, link in enumerate(data.get("links") or [])
                if isinstance(link, dict) and link.get("url") and is_safe_link(str(link["url"]))
            ]
        )
        self.report.publications_created += 1
        self.report.changes.append(f"created publication {key}")

    def venue(self, data):
        if not isinstance(data, dict) or not (data.get("acronym") or data.get("name")):
            return None
        importer = self.writer.importer
        slug = _address_slug(data.get("slug"), data.get("acronym") or data.get("name"), max_length=100) or "venue"
        venue = importer.venues.get(slug)
        if venue is None:
            venue = Venue.objects.create(
                slug=slug,
                acronym=_text(data.get("acronym"), Venue, "acronym"),
                name=_text(data.get("name") or data.get("acronym"), Venue, "name"),
                kind=data.get("kind") or "conference",
                aliases=_strings(data.get("aliases")),
            )
            importer.venues[slug] = venue
        return venue


def _address_slug(slug, text, *, max_length):
    """`slug` when an address can hold it (ASCII letters, digits, - and _), else one made from `text`.

    '' when neither gives one (Person.save then makes one); pages reverse these into addresses.
    """
    if isinstance(slug, str) and re.fullmatch(r"[-a-zA-Z0-9_]+", slug):
        return slug[:max_length]
    return slugify(str(slug or ""))[:max_length] or slugify(str(text or ""))[:max_length]


@contextlib.contextmanager
def _naming(where):
    """A value of the wrong type deep in a record: a DocumentError naming the record."""
    try:
        yield
    except DocumentError as err:
        raise DocumentError(f"{where}: {err}") from err
    except (TypeError, ValueError, AttributeError, KeyError) as err:
        raise DocumentError(f"{where}: a value has the wrong type ({type(err).__name__}: {err})") from err


def _strings(value):
    if not isinstance(value, list):
        return []
    return [str(v) for v in value if v not in (None, "")]


def _int_or_none(value):
    """A year or count that fits the database's small integers (0 to 32767), else None."""
    try:
        number = int(value) if value not in (None, "") else None
    except (TypeError, ValueError, OverflowError):
        return None
    return number if number is None or 0 <= number <= 32767 else None


def _pick(item, model, fields):
    if not isinstance(item, dict):
        raise DocumentError(f"expected an object with {', '.join(fields)}, got {item!r:.60}")
    values = {}
    for name in fields:
        value = item.get(name)
        field_obj = model._meta.get_field(name)
        if field_obj.get_internal_type() == "PositiveSmallIntegerField":
            values[name] = _int_or_none(value)
        else:
            values[name] = _clip(str(value or ""), model, name)
    return values


def export_site():
    """The whole site as a labsite-export document (see shared/docs/export-format.md)."""
    people = Person.objects.order_by("name", "pk").prefetch_related(
        "education", "experience", "awards", "teaching", "service", "links"
    )
    publications = Publication.objects.with_authors().order_by(*Publication._meta.ordering, "pk")
    return {
        "format": "labsite-export",
        "version": 1,
        "people": [_export_person(p) for p in people],
        "publications": [_export_publication(p) for p in publications],
    }


def _export_person(person):
    return {
        "slug": person.slug,
        "name": person.name,
        "alt_names": list(person.alt_names),
        "role": person.role,
        "position": person.position,
        "affiliation": person.affiliation,
        "email": person.email or None,
        "advisors": list(person.advisors),
        "bio": person.bio,
        "research_interests": list(person.research_interests),
        "education": [
            {
                "institution": e.institution,
                "degree": e.degree,
                "degree_title": e.degree_title,
                "field": e.field,
                "start_year": e.start_year,
                "end_year": e.end_year,
                "details": e.details,
            }
            for e in person.education.all()
        ],
        "experience": [
            {
                "organization": e.organization,
                "title": e.title,
                "start_year": e.start_year,
                "end_year": e.end_year,
                "details": e.details,
            }
            for e in person.experience.all()
        ],
        "awards": [{"title": a.title, "organization": a.organization, "year": a.year} for a in person.awards.all()],
        "teaching": [{"course": t.course, "role": t.role, "terms": list(t.terms)} for t in person.teaching.all()],
        "service": [{"role": s.role, "venue": s.venue, "year": s.year} for s in person.service.all()],
        "skills": list(person.skills),
        "links": [{"label": link.label, "url": link.url} for link in person.links.all()],
        "sources": list(person.sources),
        "needs_review": person.needs_review,
        "review_notes": list(person.review_notes),
    }


def _export_publication(publication):
    venue = publication.venue
    return {
        "key": publication.key,
        "title": publication.title,
        "authors": [
            {
                "name": a.name,
                "member": a.person.slug if a.person else None,
                "equal_contribution": a.equal_contribution,
                "corresponding": a.corresponding,
            }
            for a in publication.authorships.all()
        ],
        "venue": {"acronym": venue.acronym, "name": venue.name, "kind": venue.kind} if venue else None,
        "year": publication.year,
        "kind": publication.kind,
        "status": publication.status,
        "links": [{"label": link.label, "url": link.url} for link in publication.links.all()],
        "doi": publication.doi or None,
        "arxiv": publication.arxiv or None,
        "abstract": publication.abstract,
        "note": publication.note,
        "sources": list(publication.sources),
    }


# ---------------------------------------------------------------------------
# The entry points for the command and the admin


def import_documents(paths, *, dry_run=False, strict=False, person_slug=None, progress=None):
    """Import files (paths, folders, globs); returns an ImportReport. See import_profiles."""
    files = expand_paths(paths)
    owner = None
    if person_slug:
        owner = Person.objects.filter(slug=person_slug).first()
        if owner is None:
            raise ImportFailed(f"--person {person_slug}: no person has that slug")
    report = ImportReport(dry_run=dry_run)
    # Each file commits on its own, unless the run must be all-or-nothing or leave no trace.
    whole_run = transaction.atomic() if (dry_run or strict) else contextlib.nullcontext()
    with whole_run:
        importer = Importer(owner=owner, report=report)
        for index, path in enumerate(files, 1):
            with transaction.atomic():
                file_report = importer.import_file(path)
            report.files.append(file_report)
            if progress:
                progress(index, len(files), file_report)
            if strict and file_report.status == "failed":
                transaction.set_rollback(True)
                raise ImportFailed(f"{file_report.summary()}\n--strict: nothing was imported.")
        with transaction.atomic():
            importer.relink()
        if dry_run:
            transaction.set_rollback(True)
    return report


def import_upload(name, data, *, person=None):
    """Import one uploaded document (from the admin); returns its FileReport."""
    report = ImportReport()
    with transaction.atomic():
        importer = Importer(owner=person, report=report)
        file_report = importer.import_bytes(name, data)
        importer.relink()
    return file_report, report


def report_json(report):
    return json.dumps(report.as_dict(), indent=2, ensure_ascii=False)
