"""The lab admin can correct any value of a reviewed upload: what they change is what is saved, nothing else."""

from pathlib import Path

import pytest
from django.conf import settings
from django.db import transaction
from django.urls import reverse

from importer.models import SourceDocument
from importer.parsers.records import ParsedAuthor, ParsedPublication
from importer.review import edited_authors
from importer.review_fields import AuthorsField, LinksField, validate_paper_link
from importer.review_forms import (
    PAPER_POST_FIELDS,
    PERSON_POST_FIELDS,
    PaperFormSet,
    record_post_fields,
    review_initial,
)
from people.models import Award, Education, Experience, Person, PersonLink, Service, Teaching
from publications.models import Publication

from .test_plan_review import form_data, rows, upload

FIXTURES = Path(__file__).parent / "fixtures"
EMPTY_PAPERS = {"papers-TOTAL_FORMS": "0", "papers-INITIAL_FORMS": "0"}
CV = FIXTURES / "cv_varga.txt"


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def snapshot():
    """Everything an import of a CV saves, as comparable values."""
    people = {
        p.slug: (p.name, p.role, p.email, p.position, p.affiliation, p.bio) for p in Person.objects.order_by("slug")
    }
    links = sorted(PersonLink.objects.values_list("label", "url"))
    papers = {
        p.key: (
            p.title,
            [a.name for a in p.authorships.order_by("position")],
            p.year,
            p.venue_text,
            p.kind,
            p.status,
            p.doi,
            p.arxiv,
            p.note,
            sorted(p.links.values_list("label", "url")),
        )
        for p in Publication.objects.order_by("key")
    }
    records = {
        model.__name__: sorted(
            tuple(str(v) for v in row)
            for row in model.objects.values_list(
                # The person by slug, not id: PostgreSQL does not give a deleted row's id again.
                "person__slug",
                *[f.name for f in model._meta.fields if f.name not in ("id", "edited", "person")],
            )
        )
        for model in (Education, Experience, Award, Teaching, Service)
    }
    return {"people": people, "links": links, "papers": papers, **records}


def review_url(document):
    return reverse("admin:importer_sourcedocument_review", args=[document.pk])


def apply_with(client, path, **changes):
    """Upload `path`, post its review page with `changes` (from the page's forms: a callable of the page)."""
    document, page = upload(client, path)
    data = form_data(page, **(changes.pop("of_page")(page) if "of_page" in changes else {}), **changes)
    return document, page, client.post(review_url(document), data, follow=True)


def test_a_title_an_author_list_a_record_organisation_and_a_role_edited_are_exactly_what_changes(admin_client):
    with transaction.atomic():  # the same CV applied as planned, to compare with, then undone
        apply_with(admin_client, CV)
        as_planned = snapshot()
        transaction.set_rollback(True)
    assert rows() == (0, 0, 0, 0)

    def edits(page):
        (paper,) = page.context["papers"]
        assert paper["authors"].value() == "Ilse Varga\nMara Quill\nTobin Ashgrove"  # one name a line
        experience = next(f for f in page.context["records"] if f.initial["kind"] == "experience")
        assert experience.initial["organization"] == "Rockworks Labs"
        assert page.context["review"].initial["role"] == "postdoc"
        return {
            f"{paper.prefix}-title": "Sorting Pebbles at Planet Scale",
            f"{paper.prefix}-authors": "Ilse Varga\nMara L. Quill; Wen Oduya\nTobin Ashgrove",
            f"{experience.prefix}-organization": "Rockworks Laboratories",
            "role": "researcher",
        }

    document, _page, done = apply_with(admin_client, CV, of_page=edits)
    assert done.redirect_chain, done.content.decode()[:2000]
    document.refresh_from_db()
    assert document.status == "imported"
    saved = snapshot()

    (key,) = saved["papers"]
    title, authors, *rest = saved["papers"][key]
    (planned_title, planned_authors, *planned_rest) = as_planned["papers"][next(iter(as_planned["papers"]))]
    assert (title, authors) == (
        "Sorting Pebbles at Planet Scale",
        ["Ilse Varga", "Mara L. Quill", "Wen Oduya", "Tobin Ashgrove"],
    )
    assert (planned_title, planned_authors) == (
        "Sorting Pebbles at Scale",
        ["Ilse Varga", "Mara Quill", "Tobin Ashgrove"],
    )
    assert rest == planned_rest  # its year, venue, kind, status, DOI, links: as read

    (person,) = saved["people"].values()
    (planned_person,) = as_planned["people"].values()
    assert person[1] == "researcher" and planned_person[1] == "postdoc"
    assert person[:1] + person[2:] == planned_person[:1] + planned_person[2:]

    changed = [(a, b) for a, b in zip(as_planned["Experience"], saved["Experience"], strict=True) if a != b]
    assert len(changed) == 1
    before, after = changed[0]
    assert "Rockworks Labs" in before and "Rockworks Laboratories" in after
    assert [v for v in before if v != "Rockworks Labs"] == [v for v in after if v != "Rockworks Laboratories"]
    # The admin's correction is their edit: the record is marked edited, as an edit in the admin marks it.
    assert Experience.objects.get(organization="Rockworks Laboratories").edited
    for kind in ("Education", "Award", "Teaching", "Service", "links"):
        assert saved[kind] == as_planned[kind], kind


def test_every_other_value_of_a_paper_a_person_and_a_record_can_be_corrected(admin_client):
    def edits(page):
        (paper,) = page.context["papers"]
        education = next(f for f in page.context["records"] if f.initial["kind"] == "education")
        award = next(f for f in page.context["records"] if f.initial["kind"] == "award")
        return {
            f"{paper.prefix}-year": "2024",
            f"{paper.prefix}-venue_text": "Journal of Pebbles",
            f"{paper.prefix}-kind": "journal",
            f"{paper.prefix}-status": "submitted",
            f"{paper.prefix}-doi": "https://doi.org/10.5555/pebbles.2024.7",
            f"{paper.prefix}-arxiv": "2401.01234",
            f"{paper.prefix}-links": "PDF: https://example.edu/pebbles.pdf\nhttps://example.edu/code",
            f"{paper.prefix}-note": "Best Paper Award",
            f"{education.prefix}-start_year": "2016",
            f"{education.prefix}-details": "Thesis: Pebbles\nAdvisor: Tobin Ashgrove",
            f"{award.prefix}-title": "Pebble Fellowship (first class)",
            "email": "ilse@example.edu",
            "bio": "Studies pebbles.",
            "links": "Homepage: https://ilse.example.edu/",
            "research_interests": "pebble sorting; gravel routing",
        }

    apply_with(admin_client, CV, of_page=edits)
    paper = Publication.objects.get()
    assert (paper.year, paper.venue_text, paper.kind, paper.status) == (
        2024,
        "Journal of Pebbles",
        "journal",
        "submitted",
    )
    assert (paper.doi, paper.arxiv, paper.note) == ("10.5555/pebbles.2024.7", "2401.01234", "Best Paper Award")
    assert sorted(paper.links.values_list("label", "url")) == [
        ("Link", "https://example.edu/code"),
        ("PDF", "https://example.edu/pebbles.pdf"),
    ]
    phd = Education.objects.get(degree="phd")
    assert (phd.start_year, phd.end_year) == (2016, 2022)
    assert phd.details == "Thesis: Pebbles\nAdvisor: Tobin Ashgrove"  # its line breaks kept
    award = Award.objects.get(year=2021)
    assert (award.title, award.organization) == ("Pebble Fellowship (first class)", "NU")
    person = Person.objects.get()
    assert (person.email, person.bio) == ("ilse@example.edu", "Studies pebbles.")
    assert person.research_interests == ["pebble sorting", "gravel routing"]
    assert person.advisors == ["Tobin Ashgrove"]  # left as read
    assert list(PersonLink.objects.values_list("label", "url")) == [("Homepage", "https://ilse.example.edu/")]


def test_invalid_values_are_errors_naming_the_paper_or_record_and_field_and_nothing_is_written(admin_client):
    document, page = upload(admin_client, CV)

    def post(**changes):
        return admin_client.post(review_url(document), form_data(page, **changes))

    (paper,) = page.context["papers"]
    education = next(f for f in page.context["records"] if f.initial["kind"] == "education")
    experience = next(f for f in page.context["records"] if f.initial["kind"] == "experience")
    answer = post(
        **{
            f"{paper.prefix}-year": "20x5",
            f"{paper.prefix}-doi": "pebbles-2023",
            f"{education.prefix}-end_year": "2011",
            f"{experience.prefix}-end_year": "2019",
            f"{paper.prefix}-authors": "Ilse Varga\n" + "A" * 201,
        }
    )
    assert answer.status_code == 200
    assert rows() == (0, 0, 0, 0)  # nothing of it written
    html = answer.content.decode()
    form = answer.context["papers"].forms[0]
    assert set(form.errors) == {"year", "doi", "authors"}
    assert "Paper 1 “Sorting Pebbles at Scale”, Year: “20x5” is not a year" in html
    assert "Paper 1 “Sorting Pebbles at Scale”, DOI: “pebbles-2023” is not a DOI" in html
    assert "Paper 1 “Sorting Pebbles at Scale”, Authors: Line 2:" in html
    assert "Education 1 “Northfield University (NU)”, End year: 2011 is before its start year, 2017." in html
    assert "Experience 1 “Rockworks Labs”, End year: 2019 is before its start year, 2020." in html  # by kind
    assert f'href="#{form["year"].auto_id}"' in html  # each error leads to its field
    assert 'aria-invalid="true"' in html
    assert "Lines 41–" in html and "line 41</a>" in html  # shown again with its excerpt, its values with their lines
    document.refresh_from_db()
    assert document.status == "planned"

    done = post(**{f"{paper.prefix}-year": "2025"})  # corrected: applied
    assert done.status_code == 302
    assert Publication.objects.get().year == 2025


def test_an_unticked_paper_is_not_saved_and_its_values_are_not_checked(admin_client):
    document, page = upload(admin_client, FIXTURES / "homepage_quill.md")
    first, second = page.context["papers"]
    data = form_data(page, **{f"{second.prefix}-include": None, f"{second.prefix}-year": "20x5"})
    assert admin_client.post(review_url(document), data).status_code == 302
    assert list(Publication.objects.values_list("title", flat=True)) == ["Sorting Pebbles at Scale"]


def test_the_review_page_shows_each_value_with_the_line_it_was_read_on(admin_client):
    document, page = upload(admin_client, CV)
    html = page.content.decode()
    name_line = document.plan["items"][0]["values"]["name"]["line"]
    assert (
        f'<label for="id_name">Their name</label> <a class="review-line" href="#L{name_line}">line {name_line}</a>'
        in html
    )
    assert "Rockworks Labs" in html and 'name="records-0-institution"' in html
    assert "Ilse Varga\nMara Quill\nTobin Ashgrove</textarea>" in html


def test_an_author_list_is_read_one_name_a_line_or_between_semicolons_by_the_importer_s_own_splitting():
    field = AuthorsField()
    assert field.clean("Ana Ruiz; Bo Li and Chen Wu\nReyes, Dana\n\n  Eli   Moss ") == [
        "Ana Ruiz",
        "Bo Li",
        "Chen Wu",
        "Reyes, Dana",
        "Eli Moss",
    ]
    owner = ParsedAuthor("Mara Quill", highlighted=True)
    authors = edited_authors([owner, ParsedAuthor("Ilse Varga", equal_contribution=True)], ["mara quill", "Wen Oduya*"])
    assert [(a.name, a.highlighted, a.equal_contribution) for a in authors] == [
        ("mara quill", True, False),  # the document's bold owner, still linked to the owner
        ("Wen Oduya", False, True),  # a mark typed is read as a document's
    ]


def test_links_are_label_colon_address_lines_checked_by_the_paper_link_rule():
    field = LinksField(validate_url=validate_paper_link)
    assert field.clean("PDF: https://a.example/p.pdf\nhttps://a.example/code") == [
        ("PDF", "https://a.example/p.pdf"),
        ("", "https://a.example/code"),
    ]
    with pytest.raises(Exception, match="Line 1"):
        field.clean("Slides: javascript:alert(1)")


def test_a_long_plan_is_cut_to_what_one_post_may_send():
    plan = {"items": []}
    for index in range(400):
        plan["items"].append({"kind": "publication", "action": "create", "label": f"Paper {index}", "index": index})
    for index in range(200):
        plan["items"].append({"kind": "education", "action": "create", "label": "A College", "index": index})
    _review, papers, records = review_initial(plan)
    sent = PERSON_POST_FIELDS + len(papers) * PAPER_POST_FIELDS + sum(record_post_fields(r["kind"]) for r in records)
    assert sent <= settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
    assert len(papers) >= 50 and len(records) >= 20
    assert [p["index"] for p in papers] == list(range(len(papers)))  # the first ones, in order


def test_a_paper_edit_on_a_document_that_now_has_fewer_papers_is_a_stale_plan():
    from importer.parsers.records import ParsedDocument
    from importer.review import Edits, StalePlan

    parsed = ParsedDocument(source_name="x.bib", format="bibtex", publications=[ParsedPublication(title="One")])
    with pytest.raises(StalePlan, match="paper 3"):
        Edits(papers={2: {"title": "Three"}}).apply_to(parsed)


def test_nothing_is_kept_of_a_review_until_apply(admin_client):
    document, page = upload(admin_client, CV)
    assert rows() == (0, 0, 0, 0) and SourceDocument.objects.get().status == "planned"
    assert page.context["papers"].forms and page.context["records"].forms


def test_a_text_a_browser_sends_back_with_cr_lf_line_breaks_is_no_change(db):
    from importer.review_forms import RecordFormSet, ReviewForm, edits_from

    plan = {
        "items": [
            {"kind": "person", "action": "create", "label": "Ana Ruiz", "values": {"bio": {"value": "One.\nTwo."}}},
            {
                "kind": "experience",
                "action": "create",
                "label": "Rockworks Labs",
                "index": 0,
                "values": {"organization": {"value": "Rockworks Labs"}, "details": {"value": "- sorted\n- routed"}},
            },
        ]
    }

    def post(details, bio):
        data = {"name": "Ana Ruiz", "bio": bio, "records-TOTAL_FORMS": "1", "records-INITIAL_FORMS": "1"}
        data |= {"records-0-kind": "experience", "records-0-index": "0", "records-0-include": "on"}
        data |= {"records-0-organization": "Rockworks Labs", "records-0-details": details}
        review, records = ReviewForm(data), RecordFormSet(data, prefix="records")
        assert review.is_valid() and records.is_valid(), (review.errors, records.errors)
        return edits_from(review, PaperFormSet(prefix="papers", data=EMPTY_PAPERS), records, plan)

    same = post("- sorted\r\n- routed", "One.\r\nTwo.")
    assert (same.person, same.records) == ({}, {})
    edited = post("- sorted\r\n- routed\r\n- kept", "One.\r\nTwo.")
    assert edited.records == {
        "experience": {
            0: {
                "organization": "Rockworks Labs",
                "title": "",
                "start_year": None,
                "end_year": None,
                "details": "- sorted\n- routed\n- kept",
            }
        }
    }
