"""A review is made stale only by a committed change of the site's data; a plan made again keeps the
lab admin's corrections on the items still there, and names those that are not.

The documents are fictional (tests/importer/fixtures and the BibTeX of test_uploads).
"""

from pathlib import Path

import pytest
from django.urls import reverse

from importer.models import SourceDocument
from importer.review import is_stale
from importer.services import import_upload
from people.models import Education, Person
from publications.models import Publication

from .test_plan_review import form_data, upload
from .test_uploads import PAPERS_BIB, file_review, paper_row, review_data
from .test_uploads import upload as upload_files

FIXTURES = Path(__file__).parent / "fixtures"
QUILL = FIXTURES / "homepage_quill.md"
CV = ("cv_varga.txt", (FIXTURES / "cv_varga.txt").read_bytes())
BIB = ("papers.bib", PAPERS_BIB)


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """A block whose changes count as committed: what on_commit waits for is run at its end."""
    return lambda: django_capture_on_commit_callbacks(execute=True)


def review_url(document):
    return reverse("admin:importer_sourcedocument_review", args=[document.pk])


def rows_of(page):
    """{title or first value: the bound or unbound row} of a single review page's papers and records."""
    found = {form["title"].value(): form for form in page.context["papers"]}
    found |= {form["institution"].value(): form for form in page.context["records"] if "institution" in form.fields}
    return found


def quill_without_pebbles():
    """The same homepage with its first paper left out: importing it puts the rest on the site."""
    text = QUILL.read_text()
    return "\n".join(line for line in text.splitlines() if "Sorting Pebbles" not in line).encode()


def test_planning_another_document_or_a_committed_upload_leaves_a_review_valid(admin_client, committed):
    document, page = upload(admin_client, QUILL)
    with committed():  # its upload, its task's rows, its dry run (rolled back): nothing the plan read
        upload(admin_client, FIXTURES / "cv_varga.txt")
    document.refresh_from_db()
    assert not is_stale(document)

    done = admin_client.post(review_url(document), form_data(page), follow=True)

    document.refresh_from_db()
    assert document.status == "imported", done.content.decode()[:2000]
    assert Publication.objects.count() == 2


def test_a_member_saving_a_publication_makes_a_review_stale(admin_client, committed, member, publication_of):
    document, _page = upload(admin_client, QUILL)
    with committed():
        paper = publication_of(member, title="Counting Cobbles")
    document.refresh_from_db()
    assert is_stale(document)
    upload(admin_client, FIXTURES / "cv_varga.txt")
    with committed():
        paper.note = "Best Poster"
        paper.save()
    other = SourceDocument.objects.get(name="cv_varga.txt")
    assert is_stale(other)


def test_a_plan_made_again_keeps_the_corrections_of_the_items_still_there_and_names_the_others(admin_client, committed):
    document, page = upload(admin_client, QUILL)
    found = rows_of(page)
    pebbles, gravel, westvale = found["Sorting Pebbles at Scale"], found["Gravel Logs"], found["Westvale College"]
    data = form_data(
        page,
        position="Ph.D. Candidate",
        **{
            pebbles.add_prefix("title"): "Sorting Pebbles at Planet Scale",
            pebbles.add_prefix("year"): "2023",
            gravel.add_prefix("note"): "Best Poster",
            westvale.add_prefix("field"): "Earth Science",
        },
    )
    with committed():  # the rest of the homepage is put on the site meanwhile, by another upload
        import_upload("quill-copy.md", quill_without_pebbles())
    before = (Person.objects.count(), Publication.objects.count(), Education.objects.count())

    again = admin_client.post(review_url(document), data, follow=True)

    assert (Person.objects.count(), Publication.objects.count(), Education.objects.count()) == before
    html = again.content.decode()
    assert "The site changed while you reviewed" in html and "your corrections were kept" in html
    assert "Gravel Logs" in html.split("No longer in the plan")[1]
    assert "Westvale College" in html.split("No longer in the plan")[1]
    shown = rows_of(again)
    assert set(shown) == {"Sorting Pebbles at Planet Scale"}  # the others are on the site now: no rows
    assert shown["Sorting Pebbles at Planet Scale"]["year"].value() == 2023
    assert again.context["review"]["position"].value() == "Ph.D. Candidate"

    admin_client.post(review_url(document), form_data(again))

    assert Publication.objects.filter(title="Sorting Pebbles at Planet Scale", year=2023).exists()
    assert not Publication.objects.filter(note="Best Poster").exists()  # its correction was named as left out


def test_a_paper_unticked_stays_unticked_when_the_plan_is_made_again(admin_client, committed):
    document, page = upload(admin_client, QUILL)
    gravel = rows_of(page)["Gravel Logs"]
    data = form_data(page, **{gravel.add_prefix("include"): None})
    with committed():
        Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")

    again = admin_client.post(review_url(document), data, follow=True)

    assert not Publication.objects.exists()
    assert "No longer in the plan" not in again.content.decode()
    assert rows_of(again)["Gravel Logs"]["include"].value() is False
    admin_client.post(review_url(document), form_data(again))
    assert list(Publication.objects.values_list("title", flat=True)) == ["Sorting Pebbles at Scale"]


def test_a_new_site_address_reads_the_links_again_and_says_so(admin_client):
    document, page = upload(admin_client, QUILL)
    pebbles = rows_of(page)["Sorting Pebbles at Scale"]
    assert "pebbles.pdf" not in pebbles["links"].value()  # "../files/pebbles.pdf": no address to complete it with
    data = form_data(
        page,
        base_url="https://maraquill.github.io/",
        **{pebbles.add_prefix("title"): "Sorting Pebbles at Planet Scale"},
    )

    again = admin_client.post(review_url(document), data, follow=True)

    assert not Publication.objects.exists()
    html = again.content.decode()
    assert "The site&#x27;s address changed the links: they were read again" in html
    assert "site changed" not in html
    pebbles = rows_of(again)["Sorting Pebbles at Planet Scale"]
    assert "https://maraquill.github.io/files/pebbles.pdf" in pebbles["links"].value()

    admin_client.post(review_url(document), form_data(again))

    paper = Publication.objects.get(title="Sorting Pebbles at Planet Scale")
    assert list(paper.links.values_list("url", flat=True)) == ["https://maraquill.github.io/files/pebbles.pdf"]


def test_several_files_made_again_keep_each_file_s_corrections_and_unticked_rows_and_files(admin_client, committed):
    page = upload_files(admin_client, CV, BIB, ("quill.md", QUILL.read_bytes()))
    cv = file_review(page, "cv_varga.txt")
    cobbles, gravel = paper_row(page, "papers.bib", "Counting Cobbles"), paper_row(page, "papers.bib", "Gravel Bars")
    quill_box = next(name for name, field in page.context["form"].fields.items() if "quill.md" in str(field.label))
    data = review_data(
        page,
        **{
            cv.review.add_prefix("role"): "researcher",
            cobbles.add_prefix("title"): "Counting Cobbles with Flying Drones",
            gravel.add_prefix("include"): None,
            quill_box: None,
        },
    )
    with committed():
        Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")

    again = admin_client.post(page.request["PATH_INFO"], data, follow=True)

    assert not Publication.objects.exists()
    assert "The site changed while you reviewed" in again.content.decode()
    assert file_review(again, "cv_varga.txt").review["role"].value() == "researcher"
    assert paper_row(again, "papers.bib", "Flying Drones")["include"].value() is True
    assert paper_row(again, "papers.bib", "Gravel Bars")["include"].value() is False
    assert again.context["form"][quill_box].value() is False

    admin_client.post(page.request["PATH_INFO"], review_data(again))

    titles = set(Publication.objects.values_list("title", flat=True))
    assert "Counting Cobbles with Flying Drones" in titles
    assert "Gravel Bars as Archives of Flood Timing" not in titles
    assert not Publication.objects.filter(title="Gravel Logs").exists()  # quill.md stayed left out
    assert Person.objects.get(name="Ilse Varga").role == "researcher"
