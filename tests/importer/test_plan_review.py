"""An upload in the admin is reviewed before it is saved: its plan beside its text, edits, Apply, a stale plan."""

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from importer.models import SourceDocument
from people.models import Education, Person
from publications.models import Authorship, Publication

FIXTURES = Path(__file__).parent / "fixtures"


def rows():
    return Person.objects.count(), Publication.objects.count(), Authorship.objects.count(), Education.objects.count()


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def upload(client, path):
    """Upload `path` in the admin; the test settings run its task at once. Returns (document, review page)."""
    response = client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile(path.name, path.read_bytes())},
        follow=True,
    )
    document = SourceDocument.objects.get(name=path.name)
    return document, response


def form_data(page, **changes):
    """The review form as the page shows it, as a browser would post it; `changes`: field name -> value
    (None: a checkbox left unticked)."""
    data = {}
    forms = [page.context["review"]]
    for formset in (page.context["papers"], page.context["records"]):
        forms += [formset.management_form, *formset]
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


def test_an_upload_is_shown_as_its_plan_and_nothing_is_written_before_apply(admin_client):
    path = FIXTURES / "homepage_quill.md"
    document, page = upload(admin_client, path)
    assert rows() == (0, 0, 0, 0)
    assert document.status == "planned"
    assert page.request["PATH_INFO"] == reverse("admin:importer_sourcedocument_review", args=[document.pk])
    html = page.content.decode()
    assert "Sorting Pebbles at Scale" in html and "Gravel Logs" in html
    assert 'id="L13"' in html  # the document's text, line by line, beside the plan
    assert "Nothing is saved until you apply it" in document.report
    assert "--" not in document.report
    # Its relative links need the site's address: said as the page's field is named, not as an option.
    assert "give the site&#x27;s address" in html and "--base-url" not in html


def test_an_unticked_cv_record_is_not_saved_and_the_others_are(admin_client):
    document, page = upload(admin_client, FIXTURES / "homepage_quill.md")
    records = page.context["records"]
    assert [form.initial["kind"] for form in records] == ["education", "education"]
    data = form_data(page, **{f"{records[0].prefix}-include": None})
    admin_client.post(reverse("admin:importer_sourcedocument_review", args=[document.pk]), data)
    assert list(Education.objects.values_list("institution", flat=True)) == ["Westvale College"]
    assert Publication.objects.count() == 2


def test_what_the_admin_edits_is_what_is_saved(admin_client):
    path = FIXTURES / "homepage_quill.md"
    owner = Person.objects.create(name="Mara Quillfeather", slug="mara-quillfeather", role="phd")
    document, page = upload(admin_client, path)
    papers = page.context["papers"]
    titles = [form.initial["title"] for form in papers]
    assert titles == ["Sorting Pebbles at Scale", "Gravel Logs"]
    first, second = (form.prefix for form in papers)
    data = form_data(
        page,
        person=owner.pk,
        **{f"{first}-title": "Sorting Pebbles at Planet Scale", f"{first}-year": "2023", f"{second}-include": None},
    )
    review = reverse("admin:importer_sourcedocument_review", args=[document.pk])
    done = admin_client.post(review, data, follow=True)

    assert list(Publication.objects.values_list("title", "year")) == [("Sorting Pebbles at Planet Scale", 2023)]
    assert Person.objects.count() == 1  # the owner chosen: no new person
    paper = Publication.objects.get()
    assert paper.authorships.filter(person=owner).exists()
    document.refresh_from_db()
    assert document.status == "imported"
    html = done.content.decode()
    assert reverse("admin:publications_publication_change", args=[paper.pk]) in html
    assert reverse("admin:people_person_change", args=[owner.pk]) in html
    assert "--" not in document.report


def test_a_stale_plan_is_planned_again_and_applies_only_when_posted_again(
    admin_client, django_capture_on_commit_callbacks
):
    path = FIXTURES / "homepage_quill.md"
    document, page = upload(admin_client, path)
    planned_version = document.plan["version"]
    with django_capture_on_commit_callbacks(execute=True):  # a change of the site, committed meanwhile
        Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")  # the site changes meanwhile
    before = rows()
    review = reverse("admin:importer_sourcedocument_review", args=[document.pk])

    again = admin_client.post(review, form_data(page), follow=True)
    assert rows() == before  # nothing written
    assert "The site changed while you reviewed" in again.content.decode()
    document.refresh_from_db()
    assert document.status == "planned" and document.plan["version"] != planned_version
    admin_client.post(review, form_data(again))
    assert Publication.objects.count() == 2
    assert Person.objects.filter(name="Mara Quill").exists()


def test_a_guessed_owner_is_flagged_with_how_it_was_chosen(admin_client):
    document, page = upload(admin_client, FIXTURES / "owner" / "publications.md")
    assert rows() == (0, 0, 0, 0)
    html = page.content.decode()
    assert "Guessed" in html and "3 of 3 entries" in html
