"""What the upload and review pages say is plain words for a lab admin: no command, setting, code or
Python value; lines named one way; what a news file brings shown as news. The documents are fictional."""

import io
import zipfile
from datetime import timedelta
from types import SimpleNamespace

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils import timezone

from content.models import News
from importer.models import SourceDocument
from importer.reports import FileReport
from importer.templatetags.importer_review import as_said, item_label, lines_said
from people.models import Person, Role
from publications.models import Publication

from .test_plan_review import form_data
from .test_uploads import review_data, zipped

UPLOAD = "admin:importer_sourcedocument_upload"

CV = b"""# Wenna Calloway-Drift

Ph.D. student, Department of Limnology, Fenmoor University

## Publications

1. Calloway-Drift W, Osterby K. Diel oxygen cycles in shallow marl ponds. *Journal of Imaginary Limnology* 12:1-9, 2017.
"""

SITE = {
    "_config.yml": "title: Fenmoor Lab\n",
    "_news/announcement_1.md": "---\nlayout: post\ntitle: A grant for the marl ponds\ndate: 2023-04-02\n---\n"
    "The lab was given a three-year grant to count the oxygen of the marl ponds through every season.\n",
    "_bibliography/papers.bib": "@article{drift2019,\n  title={Oxygen under Ice},\n  author={Calloway-Drift, Wenna},\n"
    "  journal={Journal of Imaginary Limnology},\n  year={2019}\n}\n",
}


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def post_files(client, *files, follow=True):
    uploads = [SimpleUploadedFile(name, data) for name, data in files]
    return client.post(reverse(UPLOAD), {"document": uploads}, follow=follow)


def test_a_file_report_is_sentences_without_capitals_or_counts_of_nothing():
    report = FileReport("cv.md", format="markdown-cv", person="wenna-calloway-drift", person_action="created")
    report.publications_created, report.members_linked = 3, 3
    assert report.summary() == (
        "cv.md (markdown cv): Added the person wenna-calloway-drift. 3 new papers. 3 papers linked to the lab's members."
    )
    assert FileReport("a.bib", format="bibtex", publications_merged=1).summary() == (
        "a.bib (bibtex): 1 paper merged into ones already on the site."
    )
    failed = FileReport("x.md", status="failed", error="the file is empty").summary()
    assert failed == "x.md: not imported: the file is empty" and "FAILED" not in failed


def test_the_page_s_filters_say_lines_choices_lists_and_degrees_as_words():
    assert lines_said({"lines": [28, 28]}) == "Line 28"
    assert lines_said({"lines": [28, 31]}) == "Lines 28–31"
    assert as_said("faculty", "role") == "Faculty" and as_said("pi", "role") == Role.PI.label
    assert as_said(["E. Yamaguchi", "Elif Y."], "alt names") == "E. Yamaguchi, Elif Y."
    education = {"label": "University of Westbrook — phd", "values": {"degree": {"value": "phd"}}}
    assert item_label(education) == "University of Westbrook — Ph.D."


def test_sizes_are_said_in_megabytes_and_exactly_when_rounding_would_hide_the_excess(admin_client, settings):
    settings.IMPORT_MAX_BYTES = 5 * 1024 * 1024
    page = post_files(admin_client, ("big.bib", b"%" * (6 * 1024 * 1024)))
    html = page.content.decode()
    assert "big.bib: the file is 6 MB; the limit is 5 MB." in html
    assert "LABSITE_IMPORT_MAX_BYTES" not in html and "5,242,880" not in html


def test_an_empty_file_of_several_is_named(admin_client):
    page = post_files(admin_client, ("cv.md", CV), ("notes.md", b""))
    assert "notes.md: The submitted file is empty." in page.content.decode()
    assert not SourceDocument.objects.exists()


def test_an_excel_workbook_is_refused_on_the_form_by_what_it_holds_whatever_its_name(admin_client):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as workbook:
        workbook.writestr("[Content_Types].xml", "<Types/>")
        workbook.writestr("xl/workbook.xml", "<workbook/>")
    page = post_files(admin_client, ("publications.csv", buffer.getvalue()))
    assert "publications.csv: Excel workbooks are not read; export it as CSV" in page.content.decode()
    assert not SourceDocument.objects.exists()  # refused, not queued to fail later


def test_the_same_bytes_uploaded_while_the_first_waits_for_review_are_not_kept_twice(admin_client):
    first = post_files(admin_client, ("cv.md", CV))
    document = SourceDocument.objects.get()
    assert document.status == "planned"
    again = post_files(admin_client, ("cv-copy.md", CV))
    assert SourceDocument.objects.count() == 1
    review = reverse("admin:importer_sourcedocument_review", args=[document.pk])
    assert again.redirect_chain[-1][0] == review == first.request["PATH_INFO"]
    said = again.content.decode()
    assert f'The same upload is already waiting: <a href="{review}">review cv.md</a>.' in said


def test_the_role_s_empty_choice_and_the_owner_s_help_say_what_the_plan_does(admin_client):
    page = post_files(admin_client, ("cv.md", CV))
    review = page.context["review"]
    assert review["role"].value() == "phd" or review["role"].value() == ""
    assert review.fields["role"].choices[0] == ("", "Not given: a new person is added as Ph.D. student")
    assert "Leave empty to add Wenna Calloway-Drift as a new person." in page.content.decode()

    Person.objects.create(name="Wenna Calloway-Drift", slug="wenna-calloway-drift", role=Role.POSTDOC)
    SourceDocument.objects.all().delete()
    page = post_files(admin_client, ("cv.md", CV))
    choices = page.context["review"].fields["role"].choices
    assert choices[0] == ("", "Not given: keeps their role on the site, Postdoctoral researcher")
    assert "already on the site" in page.context["review"].fields["person"].help_text


def test_a_venue_is_shown_and_saved_without_the_year_printed_after_it(admin_client):
    page = post_files(admin_client, ("cv.md", CV))
    (paper,) = page.context["papers"]
    assert paper["venue_text"].value() == "Journal of Imaginary Limnology"
    admin_client.post(page.request["PATH_INFO"], form_data(page))
    assert Publication.objects.get().venue_text == "Journal of Imaginary Limnology"


def test_a_site_s_address_is_http_or_https_only(admin_client):
    page = post_files(admin_client, ("cv.md", CV))
    done = admin_client.post(page.request["PATH_INFO"], form_data(page, base_url="ftp://fenmoor.example.org/"))
    assert done.status_code == 200 and "is not a web address" in done.content.decode()
    assert not Publication.objects.exists()


def test_a_zipped_site_s_news_file_is_reviewed_as_news_and_reported_saved(admin_client):
    page = post_files(admin_client, ("fenmoor.zip", zipped(SITE, top="fenmoor-main/")))
    html = page.content.decode()
    news = next(f for f in page.context["read_files"] if f["name"] == "_news/announcement_1.md")
    assert news["review"] is None and news["box"] is not None  # no person chooser; untick to leave it out
    assert "Add the news item</strong> “A grant for the marl ponds”, dated 2023-04-02" in html
    assert "The lab was given a three-year grant" in news["news_excerpt"]
    section = html[html.index('_news/announcement_1.md <span class="bundle-format">(news)') :]
    section = section[: section.index("</section>")]
    assert "names no person" not in section and "Whose document this is" not in section
    assert "Lines 1–6 of _bibliography/papers.bib" in html
    # Every value's line said the same way, a year's as a title's.
    assert '<span class="review-line">_bibliography/papers.bib, line 5</span>' in html
    assert '<span class="review-line">line' not in html

    done = admin_client.post(page.request["PATH_INFO"], review_data(page), follow=True)
    document = SourceDocument.objects.get(format="zip")
    assert document.status == "imported"
    said = done.content.decode()
    news = News.objects.get()
    link = reverse("admin:content_news_change", args=[news.pk])
    # Under "Saved from this document", and counted in the report's first line; named by its title, not its slug.
    assert f'<li>Added: <a href="{link}">the news item “A grant for the marl ponds”</a></li>' in said
    assert "1 news item" in document.report.splitlines()[0], document.report
    assert "_news/announcement_1.md (news): Added the news item “A grant for the marl ponds”." in document.report
    assert news.slug not in document.report


def test_a_document_s_page_says_reading_and_tells_the_lab_admin_when_no_worker_reads(admin_client):
    document = SourceDocument.objects.create(name="cv.md", sha256="0" * 64, status="queued")
    page = admin_client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    assert "Waiting to be read; this takes a minute." in page and "db_worker" not in page
    assert "Fingerprint (SHA-256)" in page and "Sha256" not in page
    SourceDocument.objects.filter(pk=document.pk).update(created=timezone.now() - timedelta(minutes=10))
    page = admin_client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    assert "import worker does not seem to run" in page

    SourceDocument.objects.filter(pk=document.pk).update(status="importing")
    page = admin_client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    assert "Reading… This page shows" in page and "Importing now" not in page

    SourceDocument.objects.filter(pk=document.pk).update(status="planned", format="markdown-cv")
    page = admin_client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    assert "markdown cv" in page and "markdown-cv" not in page
    SourceDocument.objects.filter(pk=document.pk).update(status="planned")
    page = admin_client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    assert "Review what it will save, and apply</a> Nothing from it is saved before you apply it." in page


def test_a_queued_document_s_report_says_it_waits_to_be_read_without_naming_a_command(db, monkeypatch):
    from importer import tasks

    queued = SimpleNamespace(enqueue=lambda *args: None)  # no worker reads it yet
    monkeypatch.setattr(tasks, "import_uploaded_document", queued)
    document = tasks.queue_upload("cv.md", CV)
    assert (document.status, document.report) == ("queued", "cv.md: waiting to be read; this takes a minute.")


def test_a_document_s_status_is_said_in_words_on_its_page_in_the_list_and_in_the_filter(admin_client):
    document = SourceDocument.objects.create(name="cv.md", sha256="0" * 64, status="planned")
    page = admin_client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    assert "Waiting for your review" in page
    listed = admin_client.get(reverse("admin:importer_sourcedocument_changelist")).content.decode()
    assert "Waiting for your review" in listed and ">planned<" not in listed
    filtered = admin_client.get(reverse("admin:importer_sourcedocument_changelist") + "?status=imported")
    assert "cv.md" not in filtered.content.decode()
    assert list(filtered.context["cl"].queryset) == []
    kept = admin_client.get(reverse("admin:importer_sourcedocument_changelist") + "?status=planned")
    assert list(kept.context["cl"].queryset) == [document]
