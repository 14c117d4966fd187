"""Hostile or broken inputs to the import service: each fails alone, by name and reason, or is made safe."""

import json

from importer.services import import_documents
from people.models import Person, PersonLink
from publications.models import PublicationLink


def test_a_labsite_export_cannot_plant_script_links_on_people_or_publications(db, tmp_path):
    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [
                    {
                        "name": "Xavier Script",
                        "slug": "xavier-script",
                        "links": [
                            {"label": "Homepage", "url": "javascript:alert(document.cookie)"},
                            {"label": "GitHub", "url": "https://github.com/xavier"},
                        ],
                    }
                ],
                "publications": [
                    {
                        "title": "A Paper With Links",
                        "links": [
                            {"label": "PDF", "url": "java\tscript:alert(1)"},
                            {"label": "Code", "url": "https://example.org/code"},
                        ],
                    }
                ],
            }
        )
    )

    report = import_documents([document])

    assert not report.failed
    person = Person.objects.get(slug="xavier-script")
    assert list(PersonLink.objects.filter(person=person).values_list("url", flat=True)) == ["https://github.com/xavier"]
    assert list(PublicationLink.objects.values_list("url", flat=True)) == ["https://example.org/code"]


def test_a_labsite_export_with_wrong_types_fails_naming_the_record_and_keeps_nothing(db, tmp_path):
    from publications.models import Publication

    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [{"name": "Fine Person", "slug": "fine-person"}],
                "publications": [
                    {"title": "Fine"},
                    {"title": "Odd", "venue": {"acronym": ["X"]}, "authors": [{"name": ["a"]}]},
                ],
            }
        )
    )

    report = import_documents([document])

    (failure,) = report.failed
    assert "site.json" in failure.summary()
    assert "publications[1]" in failure.error
    assert not Person.objects.exists() and not Publication.objects.exists()


def test_a_year_no_calendar_has_is_not_stored(db, tmp_path):
    from publications.models import Publication

    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [],
                "publications": [{"title": "Far Future", "year": 10**12}],
            }
        )
    )

    assert not import_documents([document]).failed
    assert Publication.objects.get().year is None


def test_a_labsite_export_with_slugs_no_address_can_hold_leaves_every_page_working(client, db, tmp_path):
    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [
                    {"name": "Jürgen Ünal", "slug": "jürgen-ünal"},
                    {"name": "Slash Person", "slug": "a b/../c"},
                    {"name": "!!!", "slug": "!!!"},
                ],
                "publications": [
                    {
                        "title": "A Venue Odd",
                        "venue": {"acronym": "!!", "name": "??", "slug": "ö/ö"},
                        "authors": [{"name": "Jürgen Ünal", "member": "jürgen-ünal"}],
                    }
                ],
            }
        )
    )

    assert not import_documents([document]).failed

    for address in ("/", "/people/", "/publications/", "/venues/", "/sitemap.xml"):
        assert client.get(address).status_code == 200, address
    jurgen = Person.objects.get(name="Jürgen Ünal")
    assert client.get(jurgen.get_absolute_url()).status_code == 200
    from publications.models import Authorship

    assert Authorship.objects.get().person == jurgen


def test_a_file_over_the_size_limit_is_refused_unread_and_not_kept(db, tmp_path, settings, monkeypatch):
    from pathlib import Path

    from importer.models import SourceDocument

    settings.IMPORT_MAX_BYTES = 1000
    big = tmp_path / "video.bib"
    big.write_bytes(b"@misc{a, title={A}}\n" + b"%" * 5000)
    read = []
    original = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda self: read.append(self.name) or original(self))

    report = import_documents([big])

    (failure,) = report.failed
    assert "video.bib" in failure.summary() and "the limit is" in failure.error
    assert "video.bib" not in read  # a 4 GB file in the folder is not read into memory to be refused
    kept = SourceDocument.objects.get()
    assert kept.status == "failed" and len(bytes(kept.content)) <= 1000


def test_a_file_whose_name_is_not_utf8_imports_under_a_readable_name(db, tmp_path):
    import os
    import shutil
    from pathlib import Path

    from importer.models import SourceDocument
    from publications.models import Publication

    folder = tmp_path / "cvs"
    folder.mkdir()
    # A Latin-1 name, as old archives and Windows shares make: "café.bib".
    target = Path(os.fsdecode(os.fsencode(str(folder)) + b"/caf\xe9.bib"))
    shutil.copy(Path(__file__).resolve().parents[2] / "samples" / "uma-ekwueme.bib", target)

    report = import_documents([folder])

    assert not report.failed, report.summary()
    assert Publication.objects.exists()
    assert SourceDocument.objects.get().name == "caf\ufffd.bib"
    assert "caf\ufffd.bib" in report.summary()


def test_a_role_or_kind_given_as_a_list_or_object_is_named_as_outside_the_vocabulary(db, tmp_path):
    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [{"name": "Rolf List", "role": ["phd"]}],
                "publications": [],
            }
        )
    )
    other = tmp_path / "other.json"
    other.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [],
                "publications": [{"title": "K", "kind": {"a": 1}}],
            }
        )
    )

    first, second = import_documents([document, other]).failed

    assert first.error.startswith("people[0].role:")
    assert second.error.startswith("publications[0].kind:")


def test_overlong_and_non_text_values_in_a_labsite_export_fit_the_fields(db, tmp_path):
    """Over-long values would import on SQLite but fail the file on PostgreSQL, and make the admin refuse to save."""
    from publications.models import Publication, Venue

    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [
                    {
                        "name": "N" * 1000,
                        "slug": "long-person",
                        "position": "P" * 1000,
                        "affiliation": "A" * 1000,
                        "email": 12345,
                    }
                ],
                "publications": [
                    {
                        "title": "Long Fields",
                        "doi": "10.1/" + "d" * 500,
                        "arxiv": "x" * 500,
                        "note": "n" * 1000,
                        "venue": {"acronym": "V" * 200, "name": "W" * 1000},
                    }
                ],
            }
        )
    )

    assert not import_documents([document]).failed

    person = Person.objects.get(slug="long-person")
    assert (len(person.name), len(person.position), len(person.affiliation), person.email) == (200, 200, 300, "12345")
    publication = Publication.objects.get()
    assert (len(publication.doi), len(publication.arxiv), len(publication.note)) == (200, 50, 300)
    venue = Venue.objects.get()
    assert (len(venue.acronym), len(venue.name)) == (50, 300)


def test_a_list_where_text_goes_fails_the_file_naming_the_record_and_field(db, tmp_path):
    document = tmp_path / "site.json"
    document.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [{"name": "Fine"}, {"name": "Listy Bio", "bio": ["one", "two"]}],
                "publications": [],
            }
        )
    )

    (failure,) = import_documents([document]).failed

    assert failure.error.startswith("people[1]: bio: expected text")
    assert not Person.objects.exists()


def test_the_size_limit_is_the_setting_alone_and_its_message_names_it(db, tmp_path, settings):
    """A 6 MB file imports once LABSITE_IMPORT_MAX_BYTES allows it; over the limit, the error gives the limit."""
    six_mb = tmp_path / "big.bib"
    six_mb.write_bytes(b"@misc{big, title={A Paper Worth Six Megabytes}, year={2024}}\n" + b"% padding\n" * 630_000)
    assert six_mb.stat().st_size > 6 * 1024 * 1024

    settings.IMPORT_MAX_BYTES = 8 * 1024 * 1024
    (imported,) = import_documents([six_mb]).files
    assert imported.status == "imported" and imported.publications_created == 1

    settings.IMPORT_MAX_BYTES = 5 * 1024 * 1024
    (refused,) = import_documents([six_mb]).files
    assert refused.status == "failed"
    size = six_mb.stat().st_size
    assert refused.error == f"the file is {size:,} bytes; the limit is 5,242,880 bytes (LABSITE_IMPORT_MAX_BYTES)"
