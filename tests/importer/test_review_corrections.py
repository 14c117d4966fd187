"""What a reviewed plan writes: the admin's corrections are their word, kept by later imports; no change is no update."""

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from importer.models import SourceDocument
from people.models import Award, Experience, PersonLink, Teaching
from publications.models import Publication

from .test_plan_review import form_data

CV = Path(__file__).parent / "fixtures" / "cv_varga.txt"
HOMEPAGE = "https://ilse-varga.example.org/"

PEBBLES_BIB = """@inproceedings{varga2023pebbles,
  title = {Sorting Pebbles at Scale},
  author = {Varga, Ilse and Quill, Mara and Ashgrove, Tobin},
  booktitle = {PSYS 2023},
  year = {2023},
  doi = {10.5555/psys.2023.11},
}

@article{quill2022gravel,
  title = {Routing Gravel Through Narrow Channels},
  author = {Quill, Mara and Varga, Ilse},
  journal = {Journal of Pebbles},
  year = {2022},
}
"""

TWO_VERSIONS_BIB = """@misc{oduya2023sand,
  title = {Counting Sand Grains with Sparse Sensors},
  author = {Oduya, Wen and Varga, Ilse},
  year = {2023},
  eprint = {2305.04321},
  archivePrefix = {arXiv},
}

@inproceedings{oduya2024sand,
  title = {Counting Sand Grains with Sparse Sensors},
  author = {Oduya, Wen and Varga, Ilse},
  booktitle = {PSYS 2024},
  year = {2024},
  doi = {10.5555/psys.2024.3},
}
"""


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def upload(client, name, data: bytes):
    """Upload `data` as `name`; returns (its document, the review page)."""
    page = client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile(name, data)},
        follow=True,
    )
    return SourceDocument.objects.filter(name=name).latest("pk"), page


def apply(client, name, data, edits=lambda page: {}):
    """Upload, review with `edits` (a callable of the page: field -> value, None unticks), apply."""
    document, page = upload(client, name, data)
    assert document.status == "planned", document.report
    done = client.post(
        reverse("admin:importer_sourcedocument_review", args=[document.pk]),
        form_data(page, **edits(page)),
        follow=True,
    )
    assert done.redirect_chain, done.content.decode()[:2000]
    document.refresh_from_db()
    return document, page


def paper_form(page, title):
    return next(form for form in page.context["papers"] if form.initial["title"] == title)


def record_form(page, kind, **values):
    return next(
        form
        for form in page.context["records"]
        if form.initial["kind"] == kind and all(form.initial.get(k) == v for k, v in values.items())
    )


def test_a_title_corrected_on_an_update_row_is_written_to_the_paper_the_plan_matched(admin_client):
    apply(admin_client, CV.name, CV.read_bytes())
    (paper,) = Publication.objects.all()
    key = paper.key

    document, page = upload(admin_client, "pebbles.bib", PEBBLES_BIB.encode())
    html = page.content.decode()
    assert "Update “Sorting Pebbles at Scale” (on the site)" in html
    assert "stays as it is" not in html  # the page says what applying does: the admin's values are written
    assert "what you correct here is written over the site's values" in html
    assert "<p>Changes: DOI</p>" in html  # a field said in words, not by its name in the code

    def edits(page):
        form = paper_form(page, "Sorting Pebbles at Scale")
        return {
            f"{form.prefix}-title": "Sorting River Pebbles at Scale",
            f"{form.prefix}-authors": "Ilse Varga\nMara Quill\nTobin Ashgrove\nWen Oduya",
        }

    admin_client.post(
        reverse("admin:importer_sourcedocument_review", args=[document.pk]), form_data(page, **edits(page))
    )
    assert Publication.objects.count() == 2  # the bib's other paper added; no copy of the corrected one
    corrected = Publication.objects.get(key=key)
    assert corrected.title == "Sorting River Pebbles at Scale"
    assert [a.name for a in corrected.authorships.order_by("position")] == [
        "Ilse Varga",
        "Mara Quill",
        "Tobin Ashgrove",
        "Wen Oduya",
    ]
    assert corrected.doi == "10.5555/psys.2023.11"  # what the document adds, added
    assert {"title", "authorships"} <= set(corrected.edited_fields)
    assert corrected.authorships.get(name="Ilse Varga").person is not None  # the owner's link kept

    # The same file again, as read: the corrected paper is found, and kept as the admin wrote it.
    apply(admin_client, "pebbles.bib", PEBBLES_BIB.encode() + b"\n")
    assert Publication.objects.count() == 2
    assert Publication.objects.get(key=key).title == "Sorting River Pebbles at Scale"

    # Reviewed again, another value corrected: the title corrected before stands beside it.
    def year(page):
        form = paper_form(page, "Sorting River Pebbles at Scale")  # the plan shows the paper as corrected
        return {f"{form.prefix}-year": "2024"}

    with_note = PEBBLES_BIB.replace("year = {2023},", "year = {2023},\n  note = {Best Paper Award},", 1)
    apply(admin_client, "pebbles.bib", with_note.encode(), year)
    corrected = Publication.objects.get(key=key)
    assert (corrected.title, corrected.year, corrected.note) == (
        "Sorting River Pebbles at Scale",
        2024,
        "Best Paper Award",
    )
    assert Publication.objects.count() == 2


def test_corrections_and_unticked_items_of_a_cv_stand_when_it_is_imported_again(admin_client):
    text = CV.read_text().replace("ilse.varga AT westvale DOT edu", f"ilse.varga AT westvale DOT edu\n\n{HOMEPAGE}")

    def edits(page):
        rockworks = record_form(page, "experience", organization="Rockworks Labs")
        gravel = record_form(page, "award", year=2019)
        merit = record_form(page, "award", year=2016)
        (paper,) = page.context["papers"]
        assert HOMEPAGE in page.context["review"]["links"].value()
        return {
            f"{rockworks.prefix}-end_year": "2022",
            f"{gravel.prefix}-title": "Gravel Prize (gold)",
            f"{merit.prefix}-include": None,
            f"{paper.prefix}-include": None,
            "links": "",
        }

    apply(admin_client, CV.name, text.encode(), edits)
    assert Experience.objects.get(organization="Rockworks Labs").end_year == 2022
    assert sorted(Award.objects.values_list("title", flat=True)) == ["Gravel Prize (gold)", "Pebble Fellowship"]
    assert not PersonLink.objects.exists() and not Publication.objects.exists()

    # The same CV again, with a course added: the corrections stand, nothing comes back.
    again = text.replace(
        "Sediment Processing\n\nSpring 2021", "Sediment Processing\n\nSpring 2021\n\nRock Mechanics\n\nFall 2022"
    )
    document, _page = apply(admin_client, CV.name, again.encode())
    assert document.status == "imported", document.report
    assert list(Experience.objects.filter(organization="Rockworks Labs").values_list("end_year", flat=True)) == [2022]
    assert sorted(Award.objects.values_list("title", flat=True)) == ["Gravel Prize (gold)", "Pebble Fellowship"]
    assert not PersonLink.objects.exists() and not Publication.objects.exists()
    assert Teaching.objects.filter(course__icontains="Rock Mechanics").exists()  # the other change, imported


def test_a_file_that_changes_nothing_a_visitor_sees_is_already_on_the_site(admin_client):
    apply(admin_client, "pebbles.bib", PEBBLES_BIB.encode())
    updated = dict(Publication.objects.values_list("key", "updated"))

    for name, data in (
        ("pebbles.bib", PEBBLES_BIB.encode() + b"\n"),
        ("pebbles-copy.bib", b"% a copy\n" + PEBBLES_BIB.encode()),
    ):
        document, _page = upload(admin_client, name, data)
        assert "papers 0 new, 0 to update, 2 already on the site" in document.report
        document, _page = apply(admin_client, name, data)
        assert document.plan["applied"] == []
        assert document.report.startswith("Saved: nothing new")
        assert dict(Publication.objects.values_list("key", "updated")) == updated
    for paper in Publication.objects.all():
        assert paper.sources == ["pebbles.bib", "pebbles-copy.bib"]  # the source link alone


@pytest.mark.parametrize("published_first", [False, True])
def test_a_preprint_and_its_published_version_in_one_file_are_one_new_paper(admin_client, published_first):
    preprint, published = TWO_VERSIONS_BIB.split("\n\n")
    data = "\n\n".join([published, preprint] if published_first else [preprint, published]).encode()
    document, page = upload(admin_client, "sand.bib", data)
    (item,) = [i for i in document.plan["items"] if i["kind"] == "publication"]
    assert item["action"] == "create"
    assert item["version"] == "with its preprint, arXiv:2305.04321"
    assert "papers 1 new, 0 to update" in document.report
    assert "(with its preprint, arXiv:2305.04321)" in page.content.decode()

    document, _page = apply(admin_client, "sand.bib", data)
    (paper,) = Publication.objects.all()
    assert (paper.year, paper.doi, paper.arxiv) == (2024, "10.5555/psys.2024.3", "2305.04321")
    assert [link["action"] for link in document.plan["applied"]] == ["added"]


def test_the_same_entry_twice_in_one_file_is_one_new_paper_with_one_row(admin_client):
    first, second = PEBBLES_BIB.split("\n\n")
    again = second.replace("quill2022gravel", "quill2022gravel-again").replace(
        "  year = {2022},", "  year = {2022},\n  doi = {10.5555/jp.2022.7},"
    )
    data = "\n\n".join([first, second, again]).encode()
    document, page = upload(admin_client, "pebbles.bib", data)
    items = [i for i in document.plan["items"] if i["kind"] == "publication"]
    assert [i["action"] for i in items] == ["create", "create", "skip"]
    assert items[2]["reason"] == "the same paper as entry 2 above; merged into it"
    assert len(page.context["papers"]) == 2  # no editable row for the entry given again
    html = page.content.decode()
    assert "the same paper as entry 2 above; merged into it" in html and "(on the site)" not in html
    assert "papers 2 new, 0 to update" in document.report

    document, _page = apply(admin_client, "pebbles.bib", data)
    assert Publication.objects.count() == 2
    assert Publication.objects.get(title__startswith="Routing Gravel").doi == "10.5555/jp.2022.7"  # merged into it
    assert [link["action"] for link in document.plan["applied"]] == ["added", "added"]
    assert "2 new papers; 1 entry gives again a paper above, merged into it." in document.report
