"""Links in a labsite-export document: only web addresses are kept."""
import json

from people.models import Person, PersonLink
from people.services import import_documents
from publications.models import PublicationLink


def test_a_labsite_export_cannot_plant_script_links_on_people_or_publications(db, tmp_path):
    document = tmp_path / "site.json"
    document.write_text(json.dumps({
        "format": "labsite-export", "version": 1,
        "people": [{"name": "Xavier Script", "slug": "xavier-script", "links": [
            {"label": "Homepage", "url": "javascript:alert(document.cookie)"},
            {"label": "GitHub", "url": "https://github.com/xavier"},
        ]}],
        "publications": [{"title": "A Paper With Links", "links": [
            {"label": "PDF", "url": "java\tscript:alert(1)"},
            {"label": "Code", "url": "https://example.org/code"},
        ]}],
    }))

    report = import_documents([document])

    assert not report.failed
    person = Person.objects.get(slug="xavier-script")
    assert list(PersonLink.objects.filter(person=person).values_list("url", flat=True)) == ["https://github.com/xavier"]
    assert list(PublicationLink.objects.values_list("url", flat=True)) == ["https://example.org/code"]
