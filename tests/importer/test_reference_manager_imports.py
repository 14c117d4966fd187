"""EndNote XML and ORCID's record XML imported end to end (fictional records in
tests/importer/fixtures/reference_managers): every paper stored with its venue and DOI, and linked
to the person the file is about."""

from pathlib import Path

from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "reference_managers"


def _papers():
    return {p.title: p for p in Publication.objects.select_related("venue")}


def test_an_endnote_library_gives_its_papers_linked_to_their_common_author(db):
    import_documents([FIXTURES / "endnote_library.xml"])
    papers = _papers()
    assert set(papers) == {
        "Meltwater pulses reshape diatom blooms in a high-Arctic fjord",
        "Sea-ice algae through the polar night",
        "Fjords in a Warming Arctic",
    }
    article = papers["Meltwater pulses reshape diatom blooms in a high-Arctic fjord"]
    assert (article.year, article.kind, article.doi) == (2023, "journal", "10.5555/lno.2023.0042")
    assert article.venue.name == "Limnology and Oceanography"
    person = Person.objects.get(name="Petra Lindqvist")
    assert set(Publication.objects.filter(authorships__person=person).values_list("title", flat=True)) == set(papers)


def test_an_orcid_record_xml_gives_its_person_and_works(db):
    import_documents([FIXTURES / "orcid_record.xml"])
    person = Person.objects.get(name="Ifeoma Adebayo-Reyes")
    titles = set(Publication.objects.filter(authorships__person=person).values_list("title", flat=True))
    assert titles == {
        "Earthworm burrows steer nitrate leaching under maize",
        "Cover crops and the winter carbon budget of clay soils",
    }
    assert _papers()["Earthworm burrows steer nitrate leaching under maize"].doi == "10.5555/soil.2024.118"


def test_an_orcid_record_without_works_still_gives_its_person_and_links(db, tmp_path):
    record = tmp_path / "orcid.json"
    record.write_text(
        '{"orcid-identifier": {"path": "0000-0003-0000-0002"}, "person": {"name": {"given-names": {"value": "Noa"},'
        ' "family-name": {"value": "Peretz"}}}, "activities-summary": {"works": {"group": []}}}',
        encoding="utf-8",
    )
    report = import_documents([record])
    assert not report.failed
    person = Person.objects.get(name="Noa Peretz")
    assert list(person.links.values_list("url", flat=True)) == ["https://orcid.org/0000-0003-0000-0002"]
    assert not Publication.objects.exists()
