"""The review of several files corrects each file as the review of one document does: its person, its papers,
its CV records; what the lab admin changes is what is saved, nothing else, and nothing before Apply.

The documents are fictional (tests/importer/fixtures and the BibTeX below).
"""

from pathlib import Path

import pytest
from django.conf import settings
from django.db import transaction

from importer.bundle_review import file_budgets
from importer.models import SourceDocument
from importer.review_forms import PAPER_POST_FIELDS, post_budget
from importer.review_sets import FILE_POST_FIELDS
from people.models import Person
from publications.models import Publication

from .test_review_edits import snapshot
from .test_uploads import PAPERS_BIB, file_review, paper_row, review_data, rows, upload

FIXTURES = Path(__file__).parent / "fixtures"
CV = ("cv_varga.txt", (FIXTURES / "cv_varga.txt").read_bytes())
BIB = ("papers.bib", PAPERS_BIB)


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def post(client, page, **changes):
    return client.post(page.request["PATH_INFO"], review_data(page, **changes), follow=True)


def test_a_role_in_file_1_an_author_list_in_file_2_a_record_and_an_unticked_paper_are_exactly_what_changes(
    admin_client,
):
    with transaction.atomic():  # the same files applied as planned, to compare with, then undone
        page = upload(admin_client, CV, BIB)
        post(admin_client, page)
        as_planned = snapshot()
        transaction.set_rollback(True)
    assert rows() == (0, 0, 0)

    page = upload(admin_client, CV, BIB)
    cv, bib = file_review(page, "cv_varga.txt"), file_review(page, "papers.bib")
    assert cv.review["role"].value() == "postdoc" and cv.review["name"].value() == "Ilse Varga"
    experience = next(f for f in cv.records if f.initial["kind"] == "experience")
    assert experience["organization"].value() == "Rockworks Labs"
    cobbles = paper_row(page, "papers.bib", "Counting Cobbles")
    assert cobbles["authors"].value() == "Wren Halloway\nTobin Ashgrove"
    gravel = paper_row(page, "papers.bib", "Gravel Bars")
    assert bib.review["name"].value() == ""  # a BibTeX file names no person

    done = post(
        admin_client,
        page,
        **{
            cv.review.add_prefix("role"): "researcher",
            experience.add_prefix("organization"): "Rockworks Laboratories",
            cobbles.add_prefix("authors"): "Wren Halloway\nTobin Ashgrove; Wen Oduya",
            gravel.add_prefix("include"): None,
        },
    )

    assert done.redirect_chain, done.content.decode()[:3000]
    assert SourceDocument.objects.get(format="zip").status == "imported"
    saved = snapshot()
    assert saved["people"].keys() == as_planned["people"].keys()
    person = saved["people"]["ilse-varga"]
    planned_person = as_planned["people"]["ilse-varga"]
    assert person[1] == "researcher" and planned_person[1] == "postdoc"
    assert person[:1] + person[2:] == planned_person[:1] + planned_person[2:]  # the rest of the person as read
    titles = {value[0]: key for key, value in saved["papers"].items()}
    planned_titles = {value[0]: key for key, value in as_planned["papers"].items()}
    assert set(planned_titles) - set(titles) == {"Gravel Bars as Archives of Flood Timing"}  # unticked: not saved
    cobbles_saved = saved["papers"][titles["Counting Cobbles with Drones"]]
    cobbles_planned = as_planned["papers"][planned_titles["Counting Cobbles with Drones"]]
    assert cobbles_saved[1] == ["Wren Halloway", "Tobin Ashgrove", "Wen Oduya"]
    assert cobbles_saved[2:] == cobbles_planned[2:]  # its year, venue, kind...: as read
    pebbles = "Sorting Pebbles at Scale"
    assert saved["papers"][titles[pebbles]] == as_planned["papers"][planned_titles[pebbles]]
    changed = [(a, b) for a, b in zip(as_planned["Experience"], saved["Experience"], strict=True) if a != b]
    ((before, after),) = changed
    assert "Rockworks Labs" in before and "Rockworks Laboratories" in after
    for kind in ("Education", "Award", "Teaching", "Service", "links"):
        assert saved[kind] == as_planned[kind], kind


def test_an_invalid_year_in_file_2_is_an_error_naming_the_file_and_the_paper_and_nothing_is_written(admin_client):
    page = upload(admin_client, CV, BIB)
    cobbles = paper_row(page, "papers.bib", "Counting Cobbles")
    cv = file_review(page, "cv_varga.txt")

    answer = post(
        admin_client,
        page,
        **{cobbles.add_prefix("year"): "20x5", cv.review.add_prefix("email"): "ilse at westvale"},
    )

    assert answer.status_code == 200 and not answer.redirect_chain
    assert rows() == (0, 0, 0)
    assert SourceDocument.objects.get(format="zip").status == "planned"
    html = answer.content.decode()
    assert "papers.bib: Paper 2 “Counting Cobbles with Drones”, Year: “20x5” is not a year" in html
    assert "cv_varga.txt: The person, E-mail: Enter a valid email address." in html
    assert f'href="#{cobbles["year"].auto_id}"' in html  # each error leads to its field
    assert "20x5" in html  # shown again as typed

    corrected = {cobbles.add_prefix("year"): "2025", cv.review.add_prefix("email"): "ilse@westvale.edu"}
    assert post(admin_client, answer, **corrected).redirect_chain  # corrected: applied
    assert Publication.objects.get(title="Counting Cobbles with Drones").year == 2025
    assert Person.objects.get(name="Ilse Varga").email == "ilse@westvale.edu"


def test_an_unticked_file_is_not_saved_and_its_values_are_not_checked(admin_client):
    page = upload(admin_client, CV, BIB)
    cv = file_review(page, "cv_varga.txt")
    (paper,) = cv.papers
    files = page.context["form"].files_read
    box = next(f"file_{n}" for n, entry in enumerate(files) if entry["name"] == "cv_varga.txt")

    done = post(admin_client, page, **{box: None, paper.add_prefix("year"): "20x5"})

    assert done.redirect_chain
    assert not Person.objects.exists()
    assert set(Publication.objects.values_list("title", flat=True)) == {
        "Gravel Bars as Archives of Flood Timing",
        "Counting Cobbles with Drones",
    }


def test_the_person_chosen_for_one_file_owns_its_papers(admin_client):
    owner = Person.objects.create(name="Wren Halloway", slug="wren-halloway", role="phd")
    page = upload(admin_client, CV, BIB)
    bib = file_review(page, "papers.bib")
    assert bib.review["person"].value() is None

    post(admin_client, page, **{bib.review.add_prefix("person"): str(owner.pk)})

    paper = Publication.objects.get(title="Counting Cobbles with Drones")
    assert paper.authorships.filter(person=owner).exists()
    varga = Person.objects.get(name="Ilse Varga")  # the other file keeps the owner it names
    assert Publication.objects.get(title="Sorting Pebbles at Scale").authorships.filter(person=varga).exists()


def many_papers(file_number, count):
    rivers = ["Ash", "Birch", "Cedar", "Dune", "Elm", "Fen", "Gorse", "Heath", "Iris", "Juniper", "Kelp", "Larch"]
    things = ["cobbles", "sand ripples", "peat cores", "scree", "boulders", "silt", "gravel bars", "terraces"]
    entries = []
    for n in range(count):
        title = f"{things[n % 8].capitalize()} of the {rivers[n // 8 % 12]} {['River', 'Creek', 'Brook'][file_number]}"
        entries.append(
            f"@article{{marsh{2000 + n}{file_number}x,\n  author = {{Teo Marsh and Odile Brask}},\n"
            f"  title = {{{title}}},\n  journal = {{Journal of Pebbles}},\n  year = {{{2000 + n % 24}}}\n}}\n"
        )
    return "\n".join(entries).encode()


def test_an_upload_with_more_papers_than_a_post_holds_sends_at_most_the_limit_and_saves_the_rest_as_read(
    admin_client,
):
    files = [(f"river{n}.bib", many_papers(n, 40)) for n in range(3)]  # 120 papers: 12 fields each, 1,440
    page = upload(admin_client, *files)
    reviews = page.context["file_reviews"]
    assert all(reviews)  # every file gets its forms
    data = review_data(page)
    assert len(data) <= settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
    shown = [len(r.papers.forms) for r in reviews]
    assert 0 < min(shown) and max(shown) - min(shown) <= 1  # shared out evenly
    assert sum(shown) < 120
    html = page.content.decode()
    assert "more than one page can send: they are listed below and saved as read" in html
    row = reviews[2].papers.forms[0]

    done = post(admin_client, page, **{row.add_prefix("title"): "Cobbles of the Ash Brook, Revised"})

    assert done.redirect_chain
    assert Publication.objects.count() == 120  # the papers past the page saved as read
    assert Publication.objects.filter(title="Cobbles of the Ash Brook, Revised").exists()


def test_files_past_what_a_post_holds_get_no_forms_and_the_rows_are_shared_out_evenly():
    plans = [{"items": []} for _ in range(60)]
    budgets = file_budgets(plans, post_budget() - 10)
    fitting = (post_budget() - 10) // FILE_POST_FIELDS
    assert budgets[:fitting] == [0] * fitting and budgets[fitting:] == [None] * (60 - fitting)

    def papers(count):
        return {"items": [{"kind": "publication", "action": "create", "label": "P", "index": n} for n in range(count)]}

    small, big, bigger = file_budgets([papers(2), papers(100), papers(100)], 700)
    assert small == 2 * PAPER_POST_FIELDS  # all it needs
    assert big == bigger and big + small + 3 * FILE_POST_FIELDS <= 700


def test_a_stale_plan_is_planned_again_keeping_the_person_chosen_for_a_file_and_nothing_is_written(
    admin_client, django_capture_on_commit_callbacks
):
    owner = Person.objects.create(name="Wren Halloway", slug="wren-halloway", role="phd")
    page = upload(admin_client, CV, BIB)
    bib = file_review(page, "papers.bib")
    with django_capture_on_commit_callbacks(execute=True):  # a change of the site, committed meanwhile
        Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")  # the site changes meanwhile

    again = post(admin_client, page, **{bib.review.add_prefix("person"): str(owner.pk)})

    assert "The site changed while you reviewed" in again.content.decode()
    assert not Publication.objects.exists()
    files = {f["name"]: f for f in SourceDocument.objects.get(format="zip").plan["files"]}
    assert files["papers.bib"]["person"] == owner.pk and "person" not in files["cv_varga.txt"]
    assert file_review(again, "papers.bib").review["person"].value() == owner.pk  # shown as chosen

    post(admin_client, again)

    assert Publication.objects.get(title="Counting Cobbles with Drones").authorships.filter(person=owner).exists()
