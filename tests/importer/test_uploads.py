"""Several files, or a zip, uploaded in the admin: planned together, reviewed file by file, written on Apply only.

The sites and documents here are fictional, made in the tests.
"""

import io
import os
import zipfile
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from importer import archives
from importer.models import SourceDocument
from importer.processes import scratch_folder
from people.models import Person
from publications.models import Authorship, Publication

FIXTURES = Path(__file__).parent / "fixtures"
UPLOAD = "admin:importer_sourcedocument_upload"

PAPERS_BIB = b"""@article{ashgrove2022gravel,
  author = {Tobin Ashgrove and Wren Halloway},
  title = {Gravel Bars as Archives of Flood Timing},
  journal = {Journal of Sedimentary Research},
  year = {2022}
}

@inproceedings{halloway2024cobble,
  author = {Wren Halloway and Tobin Ashgrove},
  title = {Counting Cobbles with Drones},
  booktitle = {Proceedings of the Symposium on Pebble Systems},
  year = {2024}
}
"""

# A small Jekyll lab site in greenelab's lab-website-template layout: a roster of members and the
# citation list the template generates.
SITE = {
    "_config.yaml": "title: Fenwater Lab\ncollections:\n  members:\n    output: true\n",
    "_members/odile-brask.md": "---\nname: Odile Brask\nrole: pi\n---\n\nOdile studies how fens store water.\n",
    "_members/teo-marsh.md": "---\nname: Teo Marsh\nrole: phd\n---\n\nTeo maps peat with ground radar.\n",
    "_data/citations.yaml": (
        "- id: doi:10.5555/fen.2023.01\n"
        "  title: Water tables of a raised fen over ten summers\n"
        "  authors:\n  - Teo Marsh\n  - Odile Brask\n"
        "  publisher: Wetlands Ecology\n  date: '2023-04-02'\n  type: paper\n"
        "- id: doi:10.5555/fen.2021.07\n"
        "  title: Ground radar transects through blanket peat\n"
        "  authors:\n  - Odile Brask\n  - Ines Calloway\n"
        "  publisher: Geoderma\n  date: '2021-09-14'\n  type: paper\n"
    ),
    "_includes/footer.html": "<footer>Fenwater Lab</footer>\n",
    "index.md": "---\ntitle: Home\n---\n\nThe Fenwater Lab.\n",
}


def rows():
    return Person.objects.count(), Publication.objects.count(), Authorship.objects.count()


def zipped(members, *, top="", compression=zipfile.ZIP_STORED):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=compression) as archive:
        for name, text in members.items():
            archive.writestr(top + name, text)
    return buffer.getvalue()


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def upload(client, *files):
    """Post `files` ((name, bytes) pairs) to the upload form at once; returns the page it ends on."""
    uploads = [SimpleUploadedFile(name, data) for name, data in files]
    return client.post(reverse(UPLOAD), {"document": uploads}, follow=True)


def review_data(page, **changes):
    """The review form as the page shows it, as a browser posts it; `changes`: field -> value (None: unticked)."""
    forms = [page.context["form"]]
    for review in page.context["file_reviews"]:
        if review is not None:
            forms += [review.review, review.papers.management_form, *review.papers]
            forms += [review.records.management_form, *review.records]
    data = {}
    for form in forms:
        for name in form.fields:
            value = form[name].value()  # as the page shows it: an author list as its lines
            data[form.add_prefix(name)] = "" if value is None else value
    data = {name: ("on" if value is True else value) for name, value in data.items() if value is not False}
    for name, value in changes.items():
        if value is None:
            data.pop(name, None)
        else:
            data[name] = value
    return data


def file_review(page, name):
    """The forms of the file `name` on a review page of several files (importer.review_sets.DocumentReview)."""
    files = page.context["form"].files_read
    return next(r for entry, r in zip(files, page.context["file_reviews"], strict=True) if entry["name"] == name)


def paper_row(page, file_name, title):
    """The paper row (a bound PaperForm) of `title` in the file `file_name`."""
    return next(f for f in file_review(page, file_name).papers if title in f["title"].value())


def box_named(page, label_part):
    """The name of the tick box (of a file, or of a paper) whose label holds `label_part`."""
    form = page.context["form"]
    for name, field in form.fields.items():
        if label_part in str(field.label):
            return name
    for review in page.context["file_reviews"]:
        for row in review.papers if review else ():
            if label_part in row["title"].value():
                return row.add_prefix("include")
    raise LookupError(label_part)


def test_two_files_are_one_plan_shown_file_by_file_and_nothing_is_written_before_apply(admin_client):
    page = upload(admin_client, ("quill.md", (FIXTURES / "homepage_quill.md").read_bytes()), ("papers.bib", PAPERS_BIB))

    document = SourceDocument.objects.get()
    assert (document.status, document.format) == ("planned", "zip")
    assert document.name == "2 files: papers.bib, quill.md"
    assert rows() == (0, 0, 0)
    assert page.request["PATH_INFO"] == reverse("admin:importer_sourcedocument_review", args=[document.pk])
    files = {f["name"]: f for f in document.plan["files"]}
    assert set(files) == {"quill.md", "papers.bib"} and {f["status"] for f in files.values()} == {"planned"}
    planned = {(i["file"], i["kind"], i["label"]) for i in document.plan["items"] if i["action"] == "create"}
    assert {
        ("quill.md", "publication", "Sorting Pebbles at Scale"),
        ("papers.bib", "publication", "Gravel Bars as Archives of Flood Timing"),
        ("papers.bib", "publication", "Counting Cobbles with Drones"),
    } <= planned
    html = page.content.decode()
    # Each value beside its file, its line and the excerpt it was read from.
    assert "papers.bib, line 3" in html  # the title of the first entry
    assert "Gravel Bars as Archives of Flood Timing" in html
    assert "quill.md, line" in html
    assert "Nothing from these files is saved until you apply them" in html

    done = admin_client.post(page.request["PATH_INFO"], review_data(page), follow=True)

    titles = set(Publication.objects.values_list("title", flat=True))
    assert titles == {
        "Sorting Pebbles at Scale",
        "Gravel Logs",
        "Gravel Bars as Archives of Flood Timing",
        "Counting Cobbles with Drones",
    }
    assert Person.objects.filter(name="Mara Quill").exists()
    document.refresh_from_db()
    assert document.status == "imported"
    assert document.report.startswith("Saved: ")
    paper = Publication.objects.get(title="Counting Cobbles with Drones")
    assert reverse("admin:publications_publication_change", args=[paper.pk]) in done.content.decode()
    assert SourceDocument.objects.filter(
        name="papers.bib", status="imported"
    ).exists()  # each file kept, as the command


def test_unticked_files_and_papers_of_a_several_file_upload_are_not_saved(admin_client):
    page = upload(admin_client, ("quill.md", (FIXTURES / "homepage_quill.md").read_bytes()), ("papers.bib", PAPERS_BIB))
    data = review_data(page, **{box_named(page, "quill.md"): None, box_named(page, "Counting Cobbles"): None})

    admin_client.post(page.request["PATH_INFO"], data)

    assert list(Publication.objects.values_list("title", flat=True)) == ["Gravel Bars as Archives of Flood Timing"]
    assert not Person.objects.filter(name="Mara Quill").exists()


def test_a_zipped_jekyll_site_is_planned_as_one_site_with_its_people_and_papers(admin_client):
    page = upload(admin_client, ("fenwater-site.zip", zipped(SITE, top="fenwater-main/")))

    document = SourceDocument.objects.get()
    assert (document.status, document.format) == ("planned", "zip")
    assert rows() == (0, 0, 0)
    created = {(i["kind"], i["label"]) for i in document.plan["items"] if i["action"] == "create"}
    assert {("person", "Odile Brask"), ("person", "Teo Marsh")} <= created
    assert {
        ("publication", "Water tables of a raised fen over ten summers"),
        ("publication", "Ground radar transects through blanket peat"),
    } <= created
    statuses = {f["name"]: f["status"] for f in document.plan["files"]}
    # Named as the site names them: the saved folder the zip holds is the site's.
    assert statuses["_members/teo-marsh.md"] == "planned"
    assert statuses["_includes/footer.html"] == "skipped"  # a layout: listed, not imported
    assert "_data/citations.yaml" in page.content.decode()
    assert "fenwater-main/_members/teo-marsh.md" in document.text  # the upload's text lists the zip's files

    admin_client.post(page.request["PATH_INFO"], review_data(page))

    teo = Person.objects.get(name="Teo Marsh")
    paper = Publication.objects.get(title="Water tables of a raised fen over ten summers")
    assert paper.authorships.filter(person=teo).exists()  # the site's papers linked to its people
    assert Person.objects.filter(name="Odile Brask").exists()


@pytest.mark.parametrize(
    ("member", "said"),
    [
        ("../outside.md", "../outside.md: a path outside the archive"),
        ("/etc/cron.d/job", "/etc/cron.d/job: a path outside the archive"),
        ("C:/Users/x/cv.md", "C:/Users/x/cv.md: a path outside the archive"),
    ],
)
def test_a_zip_with_a_member_outside_its_folder_is_refused_naming_it(admin_client, member, said):
    page = upload(admin_client, ("site.zip", zipped({"cv.md": "# Wren Halloway\n", member: "x"})))

    assert said in page.content.decode().replace("&#x27;", "'")
    assert not SourceDocument.objects.exists()
    assert rows() == (0, 0, 0)


def test_a_zip_over_the_limits_is_refused_naming_the_member_where_it_passes_them(admin_client, settings, monkeypatch):
    monkeypatch.setattr(archives, "MAX_MEMBERS", 2)
    page = upload(admin_client, ("many.zip", zipped({"a.md": "a", "b.md": "b", "c.md": "c"})))
    assert "c.md: the archive holds more than 2 files" in page.content.decode()
    monkeypatch.undo()

    settings.IMPORT_MAX_BYTES = 1000  # unpacked, a zip may hold 20 times as much: 20,000 bytes
    big = {f"cv{n:02}.md": "x" * 900 for n in range(30)}
    page = upload(admin_client, ("big.zip", zipped(big, compression=zipfile.ZIP_DEFLATED)))  # a few kB, packed
    assert "cv22.md: the archive unpacks to more than 20,000 bytes" in page.content.decode()
    assert not SourceDocument.objects.exists()
    assert rows() == (0, 0, 0)


def test_a_bad_member_is_named_and_the_others_are_still_planned(admin_client, settings):
    settings.IMPORT_MAX_BYTES = 4000
    members = {
        "papers.bib": PAPERS_BIB.decode(),
        "huge.md": "# Notes\n\n" + "pebbles " * 600,  # 4,809 bytes: over the limit
        "broken.md": "# Teo Marsh\n\nTeo maps peat with ground radar.\n",
    }
    data = bytearray(zipped(members))
    start = data.index(b"Teo maps peat")  # stored, not compressed: its bytes changed, its checksum no longer fits
    data[start : start + 3] = b"Leo"

    page = upload(admin_client, ("notes.zip", bytes(data)))

    document = SourceDocument.objects.get()
    files = {f["name"]: f for f in document.plan["files"]}
    assert files["huge.md"]["status"] == "left out" and "the limit is 4,000 bytes" in files["huge.md"]["error"]
    assert files["broken.md"]["status"] == "left out" and "cannot be read" in files["broken.md"]["error"]
    assert files["papers.bib"]["status"] == "planned"
    html = page.content.decode()
    assert "huge.md" in html and "broken.md" in html and "Counting Cobbles with Drones" in html
    assert rows() == (0, 0, 0)


def test_a_zip_with_other_files_is_refused_and_so_is_a_file_too_big(admin_client, settings):
    page = upload(admin_client, ("site.zip", zipped(SITE)), ("papers.bib", PAPERS_BIB))
    assert "site.zip: a zip is uploaded on its own" in page.content.decode()

    settings.IMPORT_MAX_BYTES = 100
    page = upload(admin_client, ("papers.bib", PAPERS_BIB), ("cv.md", b"# Wren\n"))
    assert "papers.bib: the file is" in page.content.decode()
    assert not SourceDocument.objects.exists()


def test_the_same_files_uploaded_again_are_told_to_be_the_same_upload(admin_client):
    files = (("quill.md", (FIXTURES / "homepage_quill.md").read_bytes()), ("papers.bib", PAPERS_BIB))
    page = upload(admin_client, *files)
    admin_client.post(page.request["PATH_INFO"], review_data(page))
    before = rows()

    again = upload(admin_client, *reversed(files))

    assert "nothing changed" in again.content.decode()
    assert SourceDocument.objects.filter(format="zip").count() == 1
    assert rows() == before


def test_the_unpacked_files_are_removed_once_read(admin_client):
    upload(admin_client, ("site.zip", zipped(SITE)))
    assert SourceDocument.objects.get().status == "planned"
    assert not [p for p in scratch_folder().iterdir() if p.name.startswith(f"{os.getpid()}-") and p.is_dir()]


def test_a_zip_based_document_is_still_read_as_one_document():
    """A Word file is a zip too: it is a document, not an archive of files."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document/>")
    assert not archives.is_archive(io.BytesIO(buffer.getvalue()))
    assert archives.is_archive(io.BytesIO(zipped(SITE)))


def test_a_stale_plan_of_several_files_is_planned_again_and_applies_only_when_posted_again(
    admin_client, django_capture_on_commit_callbacks
):
    page = upload(admin_client, ("quill.md", (FIXTURES / "homepage_quill.md").read_bytes()), ("papers.bib", PAPERS_BIB))
    document = SourceDocument.objects.get()
    planned_version = document.plan["version"]
    with django_capture_on_commit_callbacks(execute=True):  # a change of the site, committed meanwhile
        Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")  # the site changes meanwhile
    before = rows()

    again = admin_client.post(page.request["PATH_INFO"], review_data(page), follow=True)

    assert rows() == before  # nothing written: planned again instead
    document.refresh_from_db()
    assert document.status == "planned" and document.plan["version"] != planned_version
    assert "The site changed while you reviewed" in again.content.decode()
    admin_client.post(page.request["PATH_INFO"], review_data(again))
    assert Publication.objects.filter(title="Counting Cobbles with Drones").exists()


def test_the_folder_of_a_killed_worker_s_unpacked_upload_is_removed_by_the_next(tmp_path):
    from importer.processes import sweep_scratch

    dead = tmp_path / "999999999-00000000.1-unpacked-x"  # no such process
    (dead / "_members").mkdir(parents=True)
    (dead / "_members" / "cv.md").write_text("# Wren Halloway\n")

    assert sweep_scratch(tmp_path) == [dead]
    assert not dead.exists()


def test_several_files_are_downloaded_as_the_zip_they_were_kept_as(admin_client):
    upload(admin_client, ("quill.md", (FIXTURES / "homepage_quill.md").read_bytes()), ("papers.bib", PAPERS_BIB))
    document = SourceDocument.objects.get()

    response = admin_client.get(reverse("admin:importer_sourcedocument_download", args=[document.pk]))

    assert ".zip" in response["Content-Disposition"]
    with zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content))) as archive:
        assert archive.read("papers.bib") == PAPERS_BIB


def test_a_zipped_hugo_site_is_planned_as_the_command_plans_its_folder(admin_client):
    from importer.services import import_documents

    folder = FIXTURES / "sites" / "hugoblox"
    dry_run = import_documents([folder], dry_run=True)  # `import_profiles FOLDER --dry-run`
    members = {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
    page = upload(admin_client, ("amara-site.zip", zipped(members, top="amara-site/")))

    document = SourceDocument.objects.get()
    planned = sorted((i["kind"], i["action"], i["label"]) for i in document.plan["items"])
    assert ("person", "create", "Amara Okafor") in planned
    assert ("publication", "create", "Kelp canopy recovery after the 2021 heatwave") in planned
    assert planned == sorted(
        (i["kind"], i["action"], i["label"]) for f in dry_run.files if f.plan for i in f.plan.items
    )
    assert rows() == (0, 0, 0)

    admin_client.post(page.request["PATH_INFO"], review_data(page))

    owner = Person.objects.get()
    paper = Publication.objects.get(title="Kelp canopy recovery after the 2021 heatwave")
    assert paper.authorships.filter(person=owner).exists()


def test_unpacking_refuses_a_path_outside_and_a_link_and_trusts_no_size_the_listing_claims(tmp_path):
    outside = zipped({"cv.md": "# Wren\n", "a/../../escape.md": "x"})
    with pytest.raises(archives.ArchiveRefused, match=r"a/\.\./\.\./escape\.md: a path outside"):
        archives.unpack_archive(io.BytesIO(outside), tmp_path, max_bytes=10_000)
    assert not any(tmp_path.iterdir())  # refused from its listing: nothing unpacked

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        link = zipfile.ZipInfo("site/cv.md")
        link.external_attr = 0o120777 << 16  # a symbolic link, to wherever its text says
        archive.writestr(link, "/etc/passwd")
    with pytest.raises(archives.ArchiveRefused, match="site/cv.md: a link"):
        archives.unpack_archive(io.BytesIO(buffer.getvalue()), tmp_path, max_bytes=10_000)

    # A listing that says a member is 10 bytes while it holds 5,000: no more than 10 are read, and it is left out.
    data = bytearray(zipped({"notes.md": "pebbles " * 625, "cv.md": "# Wren Halloway\n"}))
    entry = data.index(b"PK\x01\x02")  # the central directory's first entry: notes.md
    data[entry + 24 : entry + 28] = (10).to_bytes(4, "little")  # its uncompressed size
    unpacked = archives.unpack_archive(io.BytesIO(bytes(data)), tmp_path, max_bytes=10_000)
    assert unpacked.files == ["cv.md"]
    assert "cannot be read" in unpacked.left_out["notes.md"]
    assert not (tmp_path / "notes.md").exists()


def test_a_paper_corrected_on_the_review_of_several_files_is_saved_as_corrected(admin_client):
    page = upload(admin_client, ("quill.md", (FIXTURES / "homepage_quill.md").read_bytes()), ("papers.bib", PAPERS_BIB))
    row = paper_row(page, "quill.md", "Gravel Logs")
    assert row["year"].value() == 2025

    admin_client.post(
        page.request["PATH_INFO"],
        review_data(page, **{row.add_prefix("title"): "Gravel Logs, Revised", row.add_prefix("year"): "2026"}),
    )

    assert Publication.objects.filter(title="Gravel Logs, Revised", year=2026).exists()
    assert not Publication.objects.filter(title="Gravel Logs").exists()
    unchanged = Publication.objects.get(title="Gravel Bars as Archives of Flood Timing")  # left as read
    assert (unchanged.year, unchanged.venue.name if unchanged.venue else None) == (
        2022,
        "Journal of Sedimentary Research",
    )
