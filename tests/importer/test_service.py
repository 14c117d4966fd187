"""The import service: files in, people and publications out, safely and idempotently."""

import json
import shutil
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from importer.exchange import export_site
from importer.models import SourceDocument
from importer.services import import_documents
from people.models import Education, Person
from publications.models import Authorship, Publication

FIXTURES = Path(__file__).parent / "fixtures" / "service"


def snapshot():
    """Everything an import can change, as plain data."""
    return json.dumps(export_site(), sort_keys=True, default=str)


@pytest.fixture
def lab_files(tmp_path):
    folder = tmp_path / "lab"
    shutil.copytree(FIXTURES, folder)
    return folder


def test_documents_of_two_people_become_people_and_one_record_per_paper(db, lab_files):
    report = import_documents([lab_files])

    assert not report.failed
    assert set(Person.objects.values_list("slug", flat=True)) == {"amara-okafor", "kofi-mensah"}
    # The OSDI paper is in all three files; the preprint in two: one record each.
    assert Publication.objects.count() == 3
    tiered = Publication.objects.get(title="Tiered Checkpointing for Elastic Training")
    assert tiered.venue.acronym == "OSDI"
    assert tiered.doi == "10.5555/tiered.2024"  # from the .bib, merged with the homepage's links
    assert {link.label for link in tiered.links.all()} == {"PDF", "Code"}
    authors = list(tiered.authorships.order_by("position"))
    assert [a.name for a in authors] == ["Amara Okafor", "Kofi Mensah", "Tomas Lindgren"]
    assert [a.equal_contribution for a in authors] == [True, True, False]  # marks from the homepage kept
    assert [a.person.slug if a.person else None for a in authors] == ["amara-okafor", "kofi-mensah", None]


def test_publications_imported_before_their_author_are_linked_once_the_author_exists(db, lab_files):
    import_documents([lab_files / "amara.bib"])
    assert not Authorship.objects.filter(person__isnull=False).exists()

    import_documents([lab_files / "amara_homepage.md"])

    caching = Publication.objects.get(title="Caching Embeddings for Recommendation Serving")
    assert caching.authorships.get(position=1).person.slug == "amara-okafor"


def test_running_the_same_import_again_changes_nothing_and_says_so(db, lab_files):
    import_documents([lab_files])
    before = snapshot()

    report = import_documents([lab_files])

    assert snapshot() == before
    assert all(f.status == "unchanged" for f in report.files)
    assert "nothing changed" in report.summary()


def test_dry_run_writes_nothing_but_reports_what_would_change(db, lab_files):
    report = import_documents([lab_files], dry_run=True)

    assert Person.objects.count() == 0
    assert Publication.objects.count() == 0
    assert SourceDocument.objects.count() == 0
    assert sum(f.publications_created for f in report.files) == 3
    assert "dry run" in report.summary()


def test_an_admin_edit_survives_a_reimport_and_the_conflict_is_reported(db, lab_files):
    import_documents([lab_files])
    amara = Person.objects.get(slug="amara-okafor")
    amara.affiliation = "Eastvale Institute"
    amara.edited_fields = ["affiliation"]
    amara.save()
    changed = lab_files / "amara_homepage.md"
    changed.write_text(changed.read_text().replace("third-year", "fourth-year"))

    report = import_documents([changed])

    amara.refresh_from_db()
    assert amara.affiliation == "Eastvale Institute"
    assert any("affiliation" in c and "edited in the admin" in c for c in report.files[0].conflicts)


def test_a_bad_file_among_good_ones_is_reported_and_changes_nothing(db, lab_files):
    (lab_files / "broken.bin").write_bytes(b"\x00\x01\x02 not a document \x00")

    report = import_documents([lab_files])

    failed = [f for f in report.files if f.status == "failed"]
    assert [Path(f.path).name for f in failed] == ["broken.bin"]
    assert "binary" in failed[0].error
    assert Person.objects.count() == 2  # the good files still imported


def test_strict_makes_the_whole_run_all_or_nothing(db, lab_files):
    (lab_files / "broken.bin").write_bytes(b"\x00\x00\x00")

    with pytest.raises(Exception, match="nothing was imported"):
        import_documents([lab_files], strict=True)

    assert Person.objects.count() == 0
    assert Publication.objects.count() == 0


def test_command_exits_non_zero_when_a_file_failed_and_names_it(db, lab_files, capsys):
    bad = lab_files / "empty.md"
    bad.write_text("")
    with pytest.raises(CommandError):
        call_command("import_profiles", str(lab_files))
    out = capsys.readouterr().out
    assert "empty.md: not imported" in out


def test_command_reports_a_missing_path(db):
    with pytest.raises(CommandError, match="No such file or folder: /no/such/place"):
        call_command("import_profiles", "/no/such/place")


def test_json_report_is_machine_readable(db, lab_files, capsys):
    call_command("import_profiles", str(lab_files), "--json")
    report = json.loads(capsys.readouterr().out)
    assert report["failed"] == 0
    assert {Path(f["path"]).name for f in report["files"]} == {"amara.bib", "amara_homepage.md", "kofi_cv.md"}


def test_export_then_import_into_an_empty_site_gives_the_same_document(db, lab_files, tmp_path):
    import_documents([lab_files])
    first = export_site()
    export_file = tmp_path / "export.json"
    export_file.write_text(json.dumps(first))

    Publication.objects.all().delete()
    Person.objects.all().delete()
    import_documents([export_file])

    assert export_site() == first


def test_the_original_document_is_kept_with_its_report(db, lab_files):
    import_documents([lab_files / "kofi_cv.md"])
    document = SourceDocument.objects.get(name="kofi_cv.md")
    assert "KOFI MENSAH" in document.text
    assert bytes(document.content) == (lab_files / "kofi_cv.md").read_bytes()
    assert document.person.slug == "kofi-mensah"
    assert "kofi_cv.md" in document.report


def test_a_document_read_differently_later_replaces_its_own_records_only(db, lab_files):
    import_documents([lab_files])
    kofi = Person.objects.get(slug="kofi-mensah")
    Education.objects.create(person=kofi, institution="Added By Hand University", degree="master", edited=True)
    cv = lab_files / "kofi_cv.md"
    cv.write_text(cv.read_text().replace("*Sep 2020 - Present*", "*Sep 2019 - Present*"))

    import_documents([cv])

    years = sorted((e.institution, e.start_year) for e in kofi.education.all())
    assert years == [("Added By Hand University", None), ("University of Eastvale", 2019)]


def test_two_members_fitting_one_initialled_name_link_neither(db, tmp_path):
    Person.objects.create(name="Yara Zhou", slug="yara-zhou")
    Person.objects.create(name="Yusuf Zhou", slug="yusuf-zhou")
    bib = tmp_path / "shared.bib"
    bib.write_text(
        "@article{a1, title={Ambiguity in Author Lists}, author={Y. Zhou and Quinn Rautio},"
        " journal={ACM Transactions on Computer Systems}, year={2021}}\n"
    )

    report = import_documents([bib])

    authorship = Authorship.objects.get(name="Y. Zhou")
    assert authorship.person is None
    assert any("Y. Zhou" in a and "linked neither" in a for a in report.ambiguous)


def test_person_option_names_the_owner_of_a_document_without_a_name(db, tmp_path):
    owner = Person.objects.create(name="Quinn Rautio", slug="quinn-rautio")
    bib = tmp_path / "mine.bib"
    bib.write_text(
        "@inproceedings{q1, title={Quiet Queues}, author={Quinn Rautio and Ada Abara}, booktitle={NSDI}, year={2020}}\n"
    )

    import_documents([bib], person_slug="quinn-rautio")

    assert Publication.objects.get(title="Quiet Queues").authorships.get(position=1).person == owner
    assert "mine.bib" in Person.objects.get(pk=owner.pk).sources


def test_a_later_source_spells_out_initials_and_adds_its_marks(db, tmp_path):
    first = tmp_path / "a.bib"
    first.write_text(
        "@inproceedings{t1, title={Tidal Caches for Edge Storage}, author={C. Okafor and M. Zhang},"
        " booktitle={FAST}, year={2023}}\n"
    )
    second = tmp_path / "b.bib"
    second.write_text(
        "@inproceedings{t2, title={Tidal Caches for Edge Storage}, author={Chidi Okafor and"
        " Mei Zhang}, booktitle={FAST}, year={2023}, note={* Equal contribution: Mei Zhang}}\n"
    )

    import_documents([first])
    import_documents([second])

    publication = Publication.objects.get()
    assert [a.name for a in publication.authorships.order_by("position")] == ["Chidi Okafor", "Mei Zhang"]


def test_an_export_with_a_bad_value_names_the_field_and_imports_nothing(db, tmp_path):
    export = tmp_path / "bad-export.json"
    export.write_text(
        json.dumps(
            {
                "format": "labsite-export",
                "version": 1,
                "people": [{"slug": "ann-lee", "name": "Ann Lee", "role": "phd"}],
                "publications": [{"key": "lee2020x", "title": "X", "kind": "poem", "authors": []}],
            }
        )
    )

    report = import_documents([export])

    assert "publications[0].kind: 'poem' is not one of" in report.files[0].error
    assert Person.objects.count() == 0


def test_the_admin_upload_refuses_a_file_over_the_limit_with_a_message(client, lab_admin, settings):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.urls import reverse

    settings.IMPORT_MAX_BYTES = 1000
    client.force_login(lab_admin)
    response = client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile("big.bib", b"%" * 5000)},
    )
    assert response.status_code == 200
    assert "the limit is" in response.content.decode()
    assert SourceDocument.objects.count() == 0


def test_a_lab_admin_uploads_a_document_and_reads_its_report(client, lab_admin, lab_files):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.urls import reverse

    client.force_login(lab_admin)
    upload = SimpleUploadedFile("kofi_cv.md", (lab_files / "kofi_cv.md").read_bytes())
    response = client.post(reverse("admin:importer_sourcedocument_upload"), {"document": upload}, follow=True)

    # Read and planned first (tests/importer/test_plan_review.py); saved when applied.
    document = SourceDocument.objects.get(name="kofi_cv.md")
    assert document.status == "planned" and "Kofi Mensah" in response.content.decode()
    assert not Person.objects.exists()
    from importer.services import apply_upload
    from importer.tasks import stored_source

    with stored_source(document) as source:
        apply_upload(document, source)
    document.refresh_from_db()
    assert document.status == "imported" and "added or updated" in document.report
    assert Person.objects.filter(slug="kofi-mensah").exists()


OWNER_FIXTURES = Path(__file__).parent / "fixtures" / "owner"


def test_publications_only_file_creates_its_owner_flagged_for_review_and_links_them(db):
    report = import_documents([OWNER_FIXTURES / "one_author.bib"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Chidi Okáfor" and owner.needs_review
    assert any("the one author in 3 of 3 entries" in note for note in owner.review_notes)
    assert any("owner chosen" in w for w in report.files[0].warnings)
    assert Authorship.objects.filter(person=owner).count() == 3


def test_publications_only_file_matches_an_existing_member_by_initials(db):
    from tests.factories import make_person

    member = make_person("Britta Lindqvist")
    import_documents([Path(__file__).parent / "fixtures" / "html" / "publications_only.html"])

    assert Person.objects.count() == 1
    assert Authorship.objects.filter(person=member).count() == 3


def test_publications_without_an_owner_still_import(db):
    report = import_documents([OWNER_FIXTURES / "shared_lab.bib"])

    assert not report.failed and not Person.objects.exists()
    assert Publication.objects.count() == 3
    assert any("no owner found" in w for w in report.files[0].warnings)


BIBTEX_FIXTURES = Path(__file__).parent / "fixtures" / "bibtex"


def test_relative_pdf_names_resolve_against_base_url_or_are_left_out(db):
    report = import_documents([BIBTEX_FIXTURES / "handwritten.bib"])
    calibrated = Publication.objects.get(title="Calibrated Uncertainty for Tabular Transformers")
    assert not calibrated.links.filter(label="PDF").exists()  # never stored as a broken link
    assert any("--base-url" in w for w in report.files[0].warnings)

    import_documents([BIBTEX_FIXTURES / "handwritten.bib"], base_url="https://nkb.example.io")
    assert calibrated.links.get(label="PDF").url == "https://nkb.example.io/assets/pdf/bergstrom24_calibrated.pdf"


def test_base_url_must_be_an_address(db):
    with pytest.raises(CommandError, match="--base-url"):
        call_command("import_profiles", str(BIBTEX_FIXTURES / "handwritten.bib"), "--base-url", "nkb")


def test_selected_papers_are_kept_selected(db):
    import_documents([BIBTEX_FIXTURES / "handwritten.bib"])
    assert list(Publication.objects.filter(selected=True).values_list("title", flat=True)) == [
        "Calibrated Uncertainty for Tabular Transformers"
    ]


def test_dblp_conference_and_corr_versions_of_one_title_are_one_paper_and_other_titles_stay_apart(db):
    import_documents([BIBTEX_FIXTURES / "dblp_export.bib"])
    assert Publication.objects.count() == 2
    snapshots = Publication.objects.get(title="Log-Structured Snapshots for Disaggregated Memory")
    assert snapshots.kind == "conference" and snapshots.arxiv == "2403.01234"
    assert snapshots.venue.acronym == "SOSP"
    assert list(snapshots.authorships.values_list("name", flat=True)) == ["Wei Wang", "Lena Hartmann", "Rajesh Kumar"]


CJK_FIXTURES = Path(__file__).parent / "fixtures" / "cjk"


@pytest.mark.parametrize("order", [("homepage_zh.md", "homepage_en.md"), ("homepage_en.md", "homepage_zh.md")])
def test_chinese_and_english_pages_of_one_researcher_are_one_person(db, order):
    import_documents([CJK_FIXTURES / name for name in order])

    person = Person.objects.get(name="Xiaowen Lin")
    assert "林晓雯" in person.alt_names
    assert Person.objects.count() == 1
    assert Publication.objects.filter(title="Skew-Aware Transaction Scheduling").count() == 1
    # The site is in English, whichever page came first; an award both pages list is one award.
    assert person.affiliation == "Donghu University"
    assert sorted(person.awards.values_list("year", flat=True)) == [2022, 2023]


def test_han_author_names_in_a_list_link_to_the_member(db):
    import_documents([CJK_FIXTURES / "homepage_en.md"])  # the member is known only by her pinyin name
    import_documents([CJK_FIXTURES / "group_publications.md"])

    paper = Publication.objects.get(title="分布式事务的确定性执行")
    linked = {a.name: a.person.name if a.person else None for a in paper.authorships.all()}
    assert linked == {"周建国": None, "林晓雯": "Xiaowen Lin", "陈浩": None}


HUGO_SITE = Path(__file__).parent / "fixtures" / "hugo"


def test_hugo_user_names_resolve_to_the_people_of_the_author_pages_in_the_same_run(db):
    report = import_documents([HUGO_SITE])

    assert not report.failed
    waves = Publication.objects.get(title="Breaking internal waves on a sloping shelf")
    rows = [(a.name, a.person.slug if a.person else None, a.equal_contribution) for a in waves.authorships.all()]
    assert rows == [
        ("Tomás Reyes", "tomas-reyes", True),
        ("Lucía Ferrer", None, True),
        ("Inés Caballero", "ines-caballero", False),
    ]
    tides = Publication.objects.get(title="Tidal mixing in narrow straits")
    assert [a.name for a in tides.authorships.all()] == ["Inés Caballero", "Kwame Boateng"]


def test_a_hugo_user_name_without_its_author_page_is_kept_by_its_words_and_reported(db):
    report = import_documents([HUGO_SITE / "content" / "publication"])

    waves = Publication.objects.get(title="Breaking internal waves on a sloping shelf")
    # An author never drops out of the list; "admin" (the site's owner, not imported) names no one.
    assert [a.name for a in waves.authorships.order_by("position")] == ["Tomas Reyes", "Lucía Ferrer"]
    assert any("tomas-reyes" in w and "no author page" in w for f in report.files for w in f.warnings)


def test_an_unknown_venue_gets_the_acronym_the_citation_reader_sees(db, tmp_path):
    page = tmp_path / "pubs.md"
    page.write_text(
        "# Mara Quill\n\n## Publications\n\n"
        '- **Mara Quill**, Ivo Marsh. "Quiet Links for Noisy Rooms." Proc. of the ACM MoNeTec 2023.\n'
    )
    import_documents([page])
    venue = Publication.objects.get().venue
    assert (venue.acronym, venue.slug) == ("MoNeTec", "monetec")


def test_files_of_one_name_in_a_folder_are_told_apart(db, tmp_path):
    """Sites keep many files of one name (a papers.bib, an index.md per paper): each is its own source."""
    for folder, title in (("nadia", "Flash Crowds Considered Harmless"), ("tomas", "Tidal Scheduling for Lakes")):
        bib = tmp_path / folder / "papers.bib"
        bib.parent.mkdir()
        bib.write_text(
            f"@inproceedings{{{folder}23, title={{{title}}}, author={{Nadia Okonjo and Tomas Brandt}},"
            " booktitle={NSDI}, year={2023}}\n"
        )

    report = import_documents([tmp_path])

    assert [f.status for f in report.files] == ["imported", "imported"]
    assert sorted(s for p in Publication.objects.all() for s in p.sources) == ["nadia/papers.bib", "tomas/papers.bib"]
    assert not import_documents([tmp_path]).changed  # and running it again changes nothing
