"""Exported BibTeX fed back to import_profiles into an empty site gives the same publications."""

from importer.services import import_documents
from people.generate import generate_lab
from people.models import Person
from publications.models import Publication, Venue


def described(publications):
    """What a reader of the list compares: title, authors in order with marks, venue, year, kind."""
    return sorted(
        (
            p.title,
            tuple((a.name, a.equal_contribution) for a in p.authorships.order_by("position")),
            p.venue.acronym if p.venue else None,
            p.year,
            p.kind,
        )
        for p in publications
    )


def test_exported_bibtex_imports_into_an_empty_site_as_the_same_publications(client, db, tmp_path):
    generate_lab(people=8, publications=40, seed=11)
    response = client.get("/publications.bib")
    assert response.status_code == 200
    before = described(Publication.objects.public())
    bib = tmp_path / "lab.bib"
    bib.write_bytes(response.getvalue())

    Publication.objects.all().delete()
    Venue.objects.all().delete()
    Person.objects.all().delete()
    report = import_documents([bib])

    assert not report.failed, report.summary()
    assert described(Publication.objects.all()) == before
