"""Readers for the export formats, and a lab that grows, shared by the export tests."""

import csv
import io
import itertools

from people.generate import generate_lab
from people.models import Person
from publications.models import Authorship, Publication, PublicationLink, Venue

SPECIAL_TITLE = "Braces {x}, 100% & Ünïcödé: 数据中心 for #1 $x_1$ ~ tricks"
SPECIAL_AUTHORS = ["José Núñez", "赵汉宇", "Zoë O'Brien-Smith", "Ludwig van Beethoven", "Ada Lovelace"]


def read_ris(text):
    """A small RIS reader: [{tag: [values]}], one dict per record."""
    records, current = [], None
    for line in text.splitlines():
        if not line.strip():
            continue
        tag, _, value = line.partition("  - ")
        tag = tag.strip()
        if tag == "TY":
            current = {}
        if current is None:
            raise AssertionError(f"RIS line outside a record: {line!r}")
        if tag == "ER":
            records.append(current)
            current = None
            continue
        current.setdefault(tag, []).append(value)
    assert current is None, "last RIS record not closed with ER"
    return records


def ris_name(value):
    family, _, given = value.partition(", ")
    return f"{given} {family}" if given else family


def read_csv(text):
    return list(csv.DictReader(io.StringIO(text)))


def expected(publications):
    """{key: (title, [authors in order], [equal], venue name, year)} of publications as stored."""
    rows = {}
    for p in publications:
        authors = list(p.authorships.all())
        rows[p.key] = (
            p.title,
            [a.name for a in authors],
            [a.equal_contribution for a in authors],
            p.venue.name if p.venue_id else p.venue_text,
            p.year,
        )
    return rows


def public_publications():
    return list(Publication.objects.public().with_authors())


def make_special_publication(person=None):
    """A publication whose every field has something a naive writer would break."""
    venue, _ = Venue.objects.get_or_create(
        slug="s-d", defaults={"acronym": "S&D", "name": "Systems & Data {Workshop} 100%", "kind": "workshop"}
    )
    publication = Publication.objects.create(
        title=SPECIAL_TITLE,
        key="nunez2024braces",
        year=2024,
        kind="workshop",
        venue=venue,
        doi="10.1145/3600006.3613165",
        note="Best Paper & 50% off",
        abstract="We study {things} at 100% & more.\nTwo lines.",
    )
    names = ([person.name] if person else []) + SPECIAL_AUTHORS
    Authorship.objects.bulk_create(
        [
            Authorship(
                publication=publication,
                position=i,
                name=name,
                equal_contribution=i <= 2,
                person=person if person and name == person.name else None,
            )
            for i, name in enumerate(names, 1)
        ]
    )
    PublicationLink.objects.create(publication=publication, label="PDF", url="https://example.org/papers/braces.pdf")
    return publication


_seeds = itertools.count(100)


def grow_lab(people=12, publications=40, member=None):
    """Add a generated lab's worth of people and publications; `member` becomes an author of all the new ones."""
    before = set(Publication.objects.values_list("pk", flat=True))
    generate_lab(people=people, publications=publications, seed=next(_seeds), logins=0)
    if member is not None:
        new = Publication.objects.exclude(pk__in=before)
        Authorship.objects.bulk_create(
            [Authorship(publication=p, position=50, name=member.name, person=member) for p in new]
        )
    return Person.objects.count(), Publication.objects.count()
