"""The labsite-export format, both ways: `export_site()` writes the whole site, SiteLoader reads it back.

See shared/docs/export-format.md. Loading never overwrites: a person or publication the
site already has wins over the export's copy.
"""

import contextlib
import re

from django.utils.text import slugify

from importer.parsers.records import DocumentError, ParsedPublication
from people.models import Award, Education, Experience, Person, PersonLink, Role, Service, Teaching
from publications.keys import unique_key
from publications.models import Authorship, Publication, PublicationLink, Venue, is_safe_link
from publications.titles import title_key

from .writing.fields import KINDS, ROLES, STATUSES, clip, text_value, usable_key


class SiteLoader:
    """Loads a labsite-export document: the backup and migration format."""

    def __init__(self, writer):  # a writing.DocumentWriter: its importer, report and person
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
        self.writer.importer.publications.prepare(
            _probe(data) for data in site["publications"] if isinstance(data, dict) and data.get("title")
        )
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
            name=text_value(data["name"], Person, "name"),
            slug=slug,
            role=role,
            alt_names=_strings(data.get("alt_names")),
            position=text_value(data.get("position"), Person, "position"),
            affiliation=text_value(data.get("affiliation"), Person, "affiliation"),
            email=text_value(data.get("email"), Person, "email"),
            advisors=_strings(data.get("advisors")),
            bio=text_value(data.get("bio"), Person, "bio"),
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
        if importer.publications.find(_probe(data), tkey) is not None:
            self.report.publications_unchanged += 1
            return
        key = data.get("key") if data.get("key") and usable_key(str(data["key"]), importer.publications.keys) else None
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
            doi=text_value(data.get("doi"), Publication, "doi"),
            arxiv=text_value(data.get("arxiv"), Publication, "arxiv"),
            sources=_strings(data.get("sources")),
            abstract=text_value(data.get("abstract"), Publication, "abstract"),
            note=text_value(data.get("note"), Publication, "note"),
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
                acronym=text_value(data.get("acronym"), Venue, "acronym"),
                name=text_value(data.get("name") or data.get("acronym"), Venue, "name"),
                kind=data.get("kind") or "conference",
                aliases=_strings(data.get("aliases")),
            )
            importer.venues[slug] = venue
        return venue


def _probe(data):
    """What PublicationIndex needs to find an exported publication in the site."""
    text = {name: data.get(name) if isinstance(data.get(name), str) else None for name in ("doi", "arxiv")}
    return ParsedPublication(title=" ".join(str(data["title"]).split()), **text)


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
            values[name] = clip(str(value or ""), model, name)
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
            for a in publication.authors_in_order()
        ],
        "venue": {"acronym": venue.acronym, "name": venue.name, "kind": venue.kind} if venue else None,
        "year": publication.year,
        "kind": publication.kind,
        "status": publication.status,
        "links": [{"label": link.label, "url": link.url} for link in publication.links_in_order()],
        "doi": publication.doi or None,
        "arxiv": publication.arxiv or None,
        "abstract": publication.abstract,
        "note": publication.note,
        "sources": list(publication.sources),
    }
