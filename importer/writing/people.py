"""A parsed profile written to a Person and its CV records: fill, never overwrite an edit."""

import dataclasses
import re

from importer.matching import normalise_name
from importer.parsers.names import has_han
from importer.parsers.records import DocumentError, ParsedProfile
from people.models import Award, Education, Experience, Person, PersonLink, Role, Service, Teaching, unique_slug

from .fields import PERSON_LIST_FIELDS, PERSON_TEXT_FIELDS, ROLES, clip, normalise_text, quoted
from .photos import take_photo

PLANNED_PERSON_FIELDS = ("name", *PERSON_TEXT_FIELDS, *PERSON_LIST_FIELDS)

_LATIN_RE = re.compile(r"[A-Za-z]{2}")
_LATIN_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9'’-]+")


def _han_only(value) -> bool:
    """A text in Han characters with no word in Latin letters."""
    return isinstance(value, str) and has_han(value) and not _LATIN_RE.search(value)


def _latin(value) -> bool:
    return isinstance(value, str) and bool(_LATIN_RE.search(value))


def _named(obj) -> str:
    """Whose a value is, as a lab admin reads it: "Ana Ruiz's", or "the paper “Title”'s"."""
    if isinstance(obj, Person):
        return f"{obj.name}'s"
    title = getattr(obj, "title", "") or getattr(obj, "key", "")
    return f"the paper {quoted(title[:80])}'s"


def _translated(award, other) -> bool:
    """Whether `award` and `other` (of two documents of one person) are one award in two languages:
    the same year, one title in Han characters whose words in Latin letters ("VLDB") the other's has
    too ("2023年 VLDB 最佳论文提名" and "VLDB Best Paper Nomination")."""
    if award.year is None or award.year != other.year:
        return False
    titles = [award.title, other.title]
    han = [t for t in titles if has_han(t)]
    if len(han) != 1:
        return False
    latin = titles[1 - titles.index(han[0])]
    words = {w.casefold() for w in _LATIN_WORD_RE.findall(han[0])}
    return bool(words) and words <= {w.casefold() for w in _LATIN_WORD_RE.findall(latin)}


def _organization_once(award):
    """The award with its organization named once: a CV line "Jiukun Prize, PKU, 2021" is read as the
    title "Jiukun Prize, PKU" of PKU, and the pages show an award as its title, then its organization."""
    organization = (award.organization or "").strip()
    head, comma, tail = award.title.rpartition(",")
    if organization and comma and head.strip() and tail.strip().casefold() == organization.casefold():
        return dataclasses.replace(award, title=head.strip())
    return award


# (a role, one that gives a person's place more exactly): the second is kept (PersonWriting._role_gives_way)
_MORE_SPECIFIC_ROLES = {("alumni", role) for role in ROLES - {"alumni"}} | {
    ("faculty", "pi"),
    ("researcher", "postdoc"),
}


class PersonWriting:
    """The people half of DocumentWriter (needs self.importer, self.source, self.report, self.person)."""

    def find_person(self, profile: ParsedProfile):
        if self.importer.owner is not None:
            return self.importer.owner
        if profile.email:
            match = Person.objects.filter(email__iexact=profile.email).first()
            if match:
                return match
        if not profile.name:
            return None
        members = self.importer.members
        pk = members.by_full_name.get(normalise_name(profile.name))
        if pk is not None:
            return Person.objects.filter(pk=pk).first()
        if profile.name_inferred:  # "B. Lindqvist" chosen from the entries: a member it fits
            person, _strength = members.best(profile.name)
            if person is not None:
                return person
        # The CV's "Marisol Beatriz Quintero-Vallejo" is the bibliography's "Quintero Vallejo, Marisol B.":
        # the one person the name may be, never one this document wrote itself (a roster's two names are two).
        person, others = members.same_person(profile.name, unless=lambda p: self.source in p.sources)
        if others:
            names = " and ".join(sorted(p.name for p in others))
            self.report.warnings.append(
                f"The person {quoted(profile.name)} may be {names}; added as a person of their own: "
                "merge them in the admin if they are one."
            )
        elif person is not None and not profile.name_inferred and _name_was_guessed(person):
            self._take_stated_name(person, profile.name)
        return person

    def _take_stated_name(self, person, name):
        """A person named so far by a name guessed from papers takes the name a document states."""
        if "name" in person.edited_fields:
            return
        guessed = person.name
        person.name = name
        person.field_sources = {**person.field_sources, "name": self.source}
        person.alt_names = [*person.alt_names, guessed]
        person.save()
        self.importer.members.add(person)
        self.report.changes.append(f"person {person.slug}: name {quoted(name)} (was {quoted(guessed)}, a guess)")

    def write_person(self, profile: ParsedProfile):
        person = self.find_person(profile)
        if person is None:
            if not profile.name:
                raise DocumentError("no person's name found in the document; name it with --person SLUG")
            role = profile.role if profile.role in ROLES else (profile.fallback_role or Role.PHD)
            person = Person(name=profile.name, slug=unique_slug(Person, _slug_name(profile)), role=role)
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
        before = self._planned_values(person) if self.plan is not None else None
        changed = []
        values = {name: getattr(profile, name) for name in PERSON_TEXT_FIELDS}
        if values["role"] not in ROLES:
            values["role"] = None
        own_page = profile is self.parsed.profile  # a page of the person's own, not a roster's entry
        if own_page and self._role_gives_way(person, values["role"]):
            self.report.warnings.append(
                f"Replaced {person.name}'s role on the site, {quoted(person.role)} (from "
                f"{person.field_sources['role']}), with this page's {quoted(values['role'])}."
            )
            person.field_sources = {k: v for k, v in person.field_sources.items() if k not in ("role", "position")}
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
        if own_page and person.field_sources.get("role") == self.source:
            self.importer.role_pages[person.pk] = self.source
        if self.source not in person.sources:
            person.sources = list(person.sources) + [self.source]
            changed.append("sources")
        if changed:
            person.save()
            self.importer.members.add(person)
            self.report.changes.append(f"person {person.slug}: {', '.join(changed)}")
        if before is not None:
            self._plan_person(person, profile, before)
        changed += self.add_records(person, profile)
        changed += take_photo(self, person, profile)
        return changed

    def _role_gives_way(self, person, role):
        """Whether the role another page of the person's own gave in this import gives way to `role`.

        Two pages of one person on one site (a Hugo site's `admin` and named author pages, a member page
        left from before) may file them in two roles. The more specific of two that agree is kept ("pi" over
        "faculty", "postdoc" over "researcher"), and a current role over "alumni": a member who came back
        gets a page of their own, while the former one stays in place. A roster's entry is not a page of
        their own: a lab files its former members in its alumni list, while their pages stay as they were.
        Otherwise the first page's role stays, with a warning, as for any other field."""
        holder = self.importer.role_pages.get(person.pk)
        if role is None or holder in (None, self.source) or holder != person.field_sources.get("role"):
            return False
        return "role" not in person.edited_fields and (person.role, role) in _MORE_SPECIFIC_ROLES

    @staticmethod
    def _planned_values(person):
        return {name: getattr(person, name) for name in PLANNED_PERSON_FIELDS}

    def _plan_person(self, person, profile, before):
        created = self.report.person_action == "created"
        after = self._planned_values(person)
        changes = {
            name: (None if created else before[name], value)
            for name, value in after.items()
            if value not in (None, "", []) and (created or value != before[name])
        }
        if created:
            action = "create"
        else:
            action = "merge" if changes else "skip"
        values = {name: getattr(profile, name, None) for name in PLANNED_PERSON_FIELDS}
        self.plan.add(
            "person",
            action,
            person.name,
            ref=person.slug,
            changes=changes,
            values=values,
            reason="" if changes else "already on the site; nothing new",
            guess="; ".join(profile.review_notes) if profile.name_inferred or profile.review_notes else "",
        )

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
        whose = f"{_named(obj)} {name.replace('_', ' ')}"
        if name in obj.edited_fields:
            self.report.conflicts.append(f"{label}: edited in the admin; kept {current!r}, import says {value!r}")
            return False
        owner = obj.field_sources.get(name)
        if current not in (None, "") and owner not in (None, self.source):
            if not (_han_only(current) and _latin(value)):
                self.report.warnings.append(
                    f"Kept {whose} on the site, {quoted(current)} (from {owner}); this document says {quoted(value)}."
                )
                return False
            # The site is written in English: another document's 东湖大学 gives way to Donghu University.
            self.report.warnings.append(
                f"Replaced {whose} on the site, {quoted(current)} (from {owner}), with this document's {quoted(value)}."
            )
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
            (
                Award,
                [_organization_once(a) for a in profile.awards],
                ("title", "organization", "year"),  # "Best Paper Award" of KDD and of ICDE are two
                ("title", "organization", "year"),
            ),
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
            if self.plan is not None:
                for record in stored:
                    if record.pk in stale:
                        self._plan_record(model, "remove", record, fields, reason="this document no longer gives it")
            existing = {self._record_key(r, key_fields) for r in stored if r.pk not in stale}
            next_order = len(stored) - len(stale)
            new = []
            for position, item in enumerate(items):
                key = self._record_key(item, key_fields)
                if key in existing or _same_but_a_start(key, existing, key_fields):
                    self._plan_record(model, "skip", item, fields, reason="already on the site")
                    continue
                if model is Award and any(_translated(item, r) for r in stored if r.source != self.source):
                    self._plan_record(model, "skip", item, fields, reason="already on the site in another language")
                    continue  # the English page's award, as a Chinese page of the same person lists it
                existing.add(key)
                values = {f: clip(getattr(item, f), model, f) for f in fields}
                self._plan_record(model, "create", item, fields, index=position)
                edited = self.is_corrected_record(model._meta.model_name, item)  # corrected in a review
                new.append(
                    model(person=person, source=self.source, order=next_order + len(new), edited=edited, **values)
                )
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
                    if url and self.plan is not None:
                        why = "already on the site" if url in existing else "not a web address"
                        self.plan.add("link", "skip", url, values={"url": url}, reason=why)
                    continue
                existing.add(url)
                if self.plan is not None:
                    self.plan.add("link", "create", url, values={"label": link.label, "url": url})
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

    def _plan_record(self, model, action, record, fields, reason="", index=None):
        """`index`: the record's position in the profile's list of its kind (what a review names it by)."""
        if self.plan is None:
            return
        values = {name: getattr(record, name) for name in fields}
        label = " — ".join(str(values[name]) for name in fields[:2] if values[name] not in (None, ""))
        self.plan.add(model._meta.model_name, action, label, values=values, reason=reason, index=index)

    @staticmethod
    def _record_key(record, fields):
        def key(value):
            if isinstance(value, str):
                return normalise_text(value)
            if isinstance(value, (list, tuple)):
                return tuple(normalise_text(str(v)) for v in value)
            return value

        return tuple(key(getattr(record, f)) for f in fields)


def _name_was_guessed(person) -> bool:
    """Whether the person's name is one chosen from their papers (importer.parsers.owner's review note says so)."""
    guessed = f"owner chosen as {person.name!r}"
    return any(note.startswith("name not stated") and guessed in note for note in person.review_notes)


def _same_but_a_start(key, existing, fields):
    """Whether a record of `existing` is this one, one of the two giving no start year: a site's prose
    ("Ph.D., Westvale University, 2020") and its JSON Resume (2015–2020) name the same degree."""
    if "start_year" not in fields:
        return False
    start = fields.index("start_year")
    rest = key[:start] + key[start + 1 :]
    return any(
        (key[start] is None or other[start] is None) and other[:start] + other[start + 1 :] == rest
        for other in existing
    )


_LATIN_NAME_RE = re.compile(r"[A-Za-zÀ-ɏ][A-Za-zÀ-ɏ'’.-]*(?:\s+[A-Za-zÀ-ɏ][A-Za-zÀ-ɏ'’.-]*){1,4}")


def _slug_name(profile):
    """The name a new person's address is made of: a name written in Han characters, kana or Hangul is spelled
    by the romanised name the document gives beside it ("Hiroto Kiriyama" for 桐山 大翔), for a character's
    reading out of context is often not the person's (Japanese kanji read in pinyin)."""
    if re.search(r"[A-Za-z]", profile.name):
        return profile.name
    return next((n for n in profile.alt_names if _LATIN_NAME_RE.fullmatch(n.strip())), profile.name)
