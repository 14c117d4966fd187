"""Small factories for tests: plain functions with sensible defaults."""
import itertools

from django.utils.text import slugify

from people.models import Person
from publications.models import Authorship, Publication, Venue

_counter = itertools.count(1)


def make_person(name, **fields):
    fields.setdefault("slug", slugify(name))
    fields.setdefault("role", "phd")
    return Person.objects.create(name=name, **fields)


def make_venue(acronym="OSDI", name="USENIX Symposium on Operating Systems Design and Implementation", kind="conference"):
    venue, _ = Venue.objects.get_or_create(slug=acronym.lower(), defaults={"acronym": acronym, "name": name, "kind": kind})
    return venue


def make_publication(*people, title=None, year=2024, venue=None, authors=(), **fields):
    """A publication whose authors are `people` (linked) followed by `authors` (plain names)."""
    n = next(_counter)
    title = title or f"A Study of Things, Part {n}"
    publication = Publication.objects.create(
        title=title, key=fields.pop("key", f"paper{n}"), year=year, venue=venue, **fields
    )
    position = 1
    for person in people:
        Authorship.objects.create(publication=publication, position=position, name=person.name, person=person)
        position += 1
    for name in authors:
        Authorship.objects.create(publication=publication, position=position, name=name)
        position += 1
    return publication
