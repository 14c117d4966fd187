"""Adding and editing a paper in the admin gives right data: key, authors in order, the right links,
the co-author policy, a history that says what changed, and no lost updates."""

import html
import importlib

import pytest
from django.apps import apps
from django.contrib.admin.models import LogEntry
from django.urls import reverse

from publications.models import Authorship, FormerKey, Publication
from tests.adminforms import admin_form_data
from tests.factories import make_person

ADD_URL = "admin:publications_publication_add"


def change_url(publication):
    return reverse("admin:publications_publication_change", args=[publication.pk])


def paper_data(client, authors, **fields):
    """POST data for the add page: `authors` is [(name, person or None, equal contribution)]."""
    data = admin_form_data(client.get(reverse(ADD_URL)))
    data.update({"title": "Carbon-Aware Scheduling of Training Jobs", "year": "2026", "kind": "conference"})
    data.update({"status": "published", "is_public": "on", "authorships-TOTAL_FORMS": str(len(authors))})
    for index, (name, person, equal) in enumerate(authors):
        data[f"authorships-{index}-name"] = name
        if person is not None:
            data[f"authorships-{index}-person"] = str(person.pk)
        if equal:
            data[f"authorships-{index}-equal_contribution"] = "on"
    data.update(fields)
    return data


def authors_of(publication):
    return list(publication.authorships.order_by("position").values_list("position", "name", "person"))


def test_key_is_made_from_the_first_author_once_the_authors_exist(client, member):
    client.force_login(member.user)
    data = paper_data(client, [("Amy Coauthor", None, False), (member.name, member, False)])
    response = client.post(reverse(ADD_URL), data)
    assert response.status_code == 302
    publication = Publication.objects.get()
    assert publication.key == "coauthor2026carbon"
    assert not FormerKey.objects.exists()  # the provisional key was never public
    assert client.get(f"/publications/{publication.key}/").status_code == 200


def test_a_key_typed_by_the_member_is_kept(client, member):
    client.force_login(member.user)
    client.post(reverse(ADD_URL), paper_data(client, [(member.name, member, False)], key="my-key"))
    assert Publication.objects.get().key == "my-key"


def test_changing_a_key_keeps_the_old_address_redirecting(client, member, publication_of):
    publication = publication_of(member, key="abara2024study")
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(publication)))
    data["key"] = "abara2024better"
    assert client.post(change_url(publication), data).status_code == 302
    response = client.get("/publications/abara2024study/")
    assert response.status_code == 301
    assert response["Location"] == "/publications/abara2024better/"


def test_data_migration_rekeys_anon_papers_and_keeps_their_addresses(member):
    paper = Publication.objects.create(title="Carbon Budgets for Clusters", year=2026, key="anon2026carbon")
    Authorship.objects.create(publication=paper, position=1, name="Lee, Ada")
    nameless = Publication.objects.create(title="Untitled Notes", year=2020, key="anon2020untitled")
    taken = Publication.objects.create(title="Carbon", year=2026, key="lee2026carbon")
    migration = importlib.import_module("publications.migrations.0005_rekey_anonymous_papers")
    migration.rekey(apps, None)
    paper.refresh_from_db()
    nameless.refresh_from_db()
    assert paper.key == "lee2026carbona"  # lee2026carbon belongs to another paper
    assert nameless.key == "anon2020untitled"  # no authors: nothing better to make
    assert FormerKey.objects.get(key="anon2026carbon").publication == paper
    assert taken.key == "lee2026carbon"


def test_old_anon_address_redirects_to_the_new_key(client, member, publication_of):
    paper = publication_of(member, key="abara2026carbon")
    FormerKey.objects.create(key="anon2026carbon", publication=paper)
    response = client.get("/publications/anon2026carbon/")
    assert response.status_code == 301 and response["Location"] == "/publications/abara2026carbon/"
    assert client.get("/publications/anon2026carbon.bib")["Location"] == "/publications/abara2026carbon.bib"
    paper.is_public = False
    paper.save()
    assert client.get("/publications/anon2026carbon/").status_code == 404
    assert client.get("/publications/anon2026carbon.bib").status_code == 404


def test_typing_ones_own_name_links_it_instead_of_adding_a_second_author(client, member):
    client.force_login(member.user)
    data = paper_data(client, [("A. Abara", None, False), ("Amy Coauthor", None, False)])
    member.alt_names = ["A. Abara"]
    member.save()
    assert client.post(reverse(ADD_URL), data).status_code == 302
    assert authors_of(Publication.objects.get()) == [(1, "A. Abara", member.pk), (2, "Amy Coauthor", None)]


def test_the_same_member_twice_is_refused(client, member):
    client.force_login(member.user)
    data = paper_data(client, [("Ada Abara", None, False), ("Amy Coauthor", None, False), ("Ada Abara", member, False)])
    response = client.post(reverse(ADD_URL), data)
    assert response.status_code == 200
    assert "Ada Abara is listed twice (authors 1 and 3)" in response.content.decode()
    assert not Publication.objects.exists()


def test_positions_follow_the_numbers_and_then_the_rows(client, member):
    client.force_login(member.user)
    data = paper_data(client, [("First Typed", None, False), (member.name, member, False), ("Third Row", None, False)])
    data.update({"authorships-0-position": "2", "authorships-1-position": "1", "authorships-2-position": ""})
    assert client.post(reverse(ADD_URL), data).status_code == 302
    assert [name for _p, name, _m in authors_of(Publication.objects.get())] == [member.name, "First Typed", "Third Row"]
    assert [p for p, _n, _m in authors_of(Publication.objects.get())] == [1, 2, 3]


def test_reordering_renumbers_rows_that_were_not_touched(client, member, publication_of):
    paper = publication_of(member, authors=["Bo Second", "Cy Third"])
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(paper)))
    data["authorships-2-position"] = "1"  # Cy moved to the top; the others keep their numbers
    assert client.post(change_url(paper), data).status_code == 302
    assert [(p, n) for p, n, _m in authors_of(paper)] == [(1, "Cy Third"), (2, "Ada Abara"), (3, "Bo Second")]


def test_a_lone_equal_contribution_mark_is_a_warning(client, member):
    client.force_login(member.user)
    data = paper_data(client, [(member.name, member, True), ("Amy Coauthor", None, False)])
    response = client.post(reverse(ADD_URL), data, follow=True)
    assert "Only “Ada Abara” is marked as an equal contribution" in response.content.decode()
    assert Publication.objects.get().authorships.filter(equal_contribution=True).count() == 1


def test_two_equal_contribution_marks_raise_no_warning(client, member):
    client.force_login(member.user)
    data = paper_data(client, [(member.name, member, True), ("Amy Coauthor", None, True)])
    response = client.post(reverse(ADD_URL), data, follow=True)
    assert "equal contribution:" not in response.content.decode()


def test_member_may_choose_any_public_labmate(client, member, other_member):
    hidden = make_person("Hidden Hugo", is_public=False)
    client.force_login(member.user)
    response = client.get(reverse(ADD_URL))
    choices = response.context["inline_admin_formsets"][0].formset.empty_form.fields["person"].queryset
    assert set(choices) == {member, other_member}
    assert hidden not in choices


def test_paper_with_a_labmate_appears_on_both_pages(client, member, other_member):
    client.force_login(member.user)
    data = paper_data(
        client,
        [(member.name, member, True), ("Bruno Brennick", other_member, True), ("Amy Coauthor", None, False)],
    )
    assert client.post(reverse(ADD_URL), data).status_code == 302
    for person in (member, other_member):
        assert "Carbon-Aware Scheduling of Training Jobs" in client.get(person.get_absolute_url()).content.decode()


@pytest.fixture
def shared(member, other_member, publication_of):
    return publication_of(member, other_member, title="Written Together", authors=["Amy Coauthor"])


def test_member_cannot_unlink_a_coauthors_row(client, member, other_member, shared):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(shared)))
    data["authorships-1-person"] = ""
    response = client.post(change_url(shared), data)
    assert response.status_code == 200
    assert "“Bruno Brennick” is another member's author row" in html.unescape(response.content.decode())
    assert shared.authorships.filter(person=other_member).exists()


def test_member_cannot_delete_a_coauthors_row(client, member, other_member, shared):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(shared)))
    data["authorships-1-DELETE"] = "on"
    response = client.post(change_url(shared), data)
    assert response.status_code == 200
    assert "only they or a lab admin may remove it" in response.content.decode()
    assert shared.authorships.count() == 3


def test_member_cannot_hide_a_paper_a_coauthor_shares(client, member, other_member, shared):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(shared)))
    data.pop("is_public")
    response = client.post(change_url(shared), data)
    assert response.status_code == 200
    assert "Bruno Brennick also wrote this paper" in response.content.decode()
    shared.refresh_from_db()
    assert shared.is_public
    # Bruno can still open his paper.
    client.force_login(other_member.user)
    assert client.get(change_url(shared)).status_code == 200


def test_member_edits_their_own_row_and_plain_names_on_a_shared_paper(client, member, other_member, shared):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(shared)))
    data["authorships-0-corresponding"] = "on"
    data["authorships-2-name"] = "Amy B. Coauthor"
    data["title"] = "Written Together, Revised"
    assert client.post(change_url(shared), data).status_code == 302
    assert authors_of(shared) == [
        (1, "Ada Abara", member.pk),
        (2, "Bruno Brennick", other_member.pk),
        (3, "Amy B. Coauthor", None),
    ]


def test_lab_admin_may_unlink_and_hide(client, lab_admin, other_member, shared):
    client.force_login(lab_admin)
    data = admin_form_data(client.get(change_url(shared)))
    data["authorships-1-person"] = ""
    data.pop("is_public")
    assert client.post(change_url(shared), data).status_code == 302
    shared.refresh_from_db()
    assert not shared.is_public and not shared.authorships.filter(person=other_member).exists()


def test_history_says_what_a_member_changed_and_a_lab_admin_reads_it(client, member, lab_admin, shared):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(shared)))
    data["title"] = "Written Together Again"
    data["authorships-2-name"] = "Amy B. Coauthor"
    assert client.post(change_url(shared), data).status_code == 302
    entry = LogEntry.objects.get(object_id=str(shared.pk))
    message = entry.get_change_message()
    assert "Title: “Written Together” → “Written Together Again”" in message
    assert "“Amy Coauthor” → “Amy B. Coauthor”" in message
    client.force_login(lab_admin)
    history = client.get(reverse("admin:publications_publication_history", args=[shared.pk])).content.decode()
    assert "“Written Together” → “Written Together Again”" in history
    assert "ada" in history


def test_saving_a_paper_changed_since_it_was_opened_shows_the_conflict_and_keeps_the_input(
    client, member, other_member, shared
):
    client.force_login(member.user)
    mine = admin_form_data(client.get(change_url(shared)))
    # Bruno saves first, from another browser.
    from django.test import Client

    bruno = Client()
    bruno.force_login(other_member.user)
    theirs = admin_form_data(bruno.get(change_url(shared)))
    theirs["year"] = "2025"
    assert bruno.post(change_url(shared), theirs).status_code == 302

    mine["note"] = "Best Paper Award"
    mine["authorships-TOTAL_FORMS"] = "4"
    mine["authorships-3-name"] = "Dee Fourth"
    response = client.post(change_url(shared), mine)
    assert response.status_code == 200
    html = response.content.decode()
    assert "This record was changed after you opened it" in html
    assert "bruno" in html and "Year: “2024” → “2025”" in html
    assert 'value="Best Paper Award"' in html and 'value="Dee Fourth"' in html  # nothing typed is lost
    shared.refresh_from_db()
    assert shared.year == 2025 and shared.note == ""
    # Saving again (the form now carries the version just shown) keeps this member's input.
    again = admin_form_data(response)
    assert client.post(change_url(shared), again).status_code == 302
    shared.refresh_from_db()
    assert shared.note == "Best Paper Award"
    assert shared.authorships.filter(name="Dee Fourth", position=4).exists()


def test_member_opening_someone_elses_paper_gets_a_plain_page(client, member, other_member, publication_of):
    paper = publication_of(other_member, title="Bruno's Secret Draft")
    client.force_login(member.user)
    response = client.get(change_url(paper))
    assert response.status_code == 403
    html = response.content.decode()
    assert "You can edit only publications you are an author of." in html
    assert "Secret Draft" not in html and "doesn’t exist" not in html


def test_help_text_shows_the_address_pattern(client, member):
    client.force_login(member.user)
    assert "/publications/KEY/" in client.get(reverse(ADD_URL)).content.decode()


def test_lab_admin_puts_a_paper_back_as_it_was_before_a_members_change(client, member, lab_admin, shared):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(shared)))
    data["title"] = "Defaced Title"
    data["authorships-2-DELETE"] = "on"  # Amy's plain row
    assert client.post(change_url(shared), data).status_code == 302
    assert shared.authorships.count() == 2
    entry = LogEntry.objects.get(object_id=str(shared.pk))

    # A member may read the history but not put anything back.
    history_url = reverse("admin:publications_publication_history", args=[shared.pk])
    assert "Put back as before this change" not in client.get(history_url).content.decode()
    revert_url = reverse("admin:publications_publication_revert", args=[shared.pk, entry.pk])
    assert client.post(revert_url).status_code == 403

    client.force_login(lab_admin)
    assert "Put back as before this change" in client.get(history_url).content.decode()
    response = client.post(revert_url)
    assert response.status_code == 302 and response["Location"] == history_url
    shared.refresh_from_db()
    assert shared.title == "Written Together"
    assert [(p, n) for p, n, _m in authors_of(shared)] == [(1, "Ada Abara"), (2, "Bruno Brennick"), (3, "Amy Coauthor")]
    latest = LogEntry.objects.filter(object_id=str(shared.pk)).order_by("-pk").first()
    assert "Put back as it was before the change of" in latest.get_change_message()
    # The putting back can itself be undone.
    assert client.post(reverse("admin:publications_publication_revert", args=[shared.pk, latest.pk])).status_code == 302
    shared.refresh_from_db()
    assert shared.title == "Defaced Title"


def test_a_row_deleted_in_another_window_is_kept_with_what_was_typed_in_it(client, member, other_member, shared):
    from django.test import Client

    client.force_login(member.user)
    mine = admin_form_data(client.get(change_url(shared)))
    bruno = Client()
    bruno.force_login(other_member.user)
    theirs = admin_form_data(bruno.get(change_url(shared)))
    theirs["authorships-2-DELETE"] = "on"  # Bruno removes Amy
    assert bruno.post(change_url(shared), theirs).status_code == 302

    mine["authorships-2-name"] = "Amy B. Coauthor"  # Ada was correcting Amy's name meanwhile
    response = client.post(change_url(shared), mine)
    html = response.content.decode()
    assert "This record was changed after you opened it" in html and "Deleted authorship “Amy Coauthor”" in html
    assert 'value="Amy B. Coauthor"' in html and "Select a valid choice" not in html
    assert client.post(change_url(shared), admin_form_data(response)).status_code == 302
    assert [(p, n) for p, n, _m in authors_of(shared)] == [
        (1, "Ada Abara"),
        (2, "Bruno Brennick"),
        (3, "Amy B. Coauthor"),
    ]


def test_a_second_spelling_of_a_linked_editor_is_left_as_someone_else(client, member):
    client.force_login(member.user)
    data = paper_data(client, [("Ada Abara", member, False), ("A. Abara", None, False)])
    assert client.post(reverse(ADD_URL), data).status_code == 302
    assert authors_of(Publication.objects.get()) == [(1, "Ada Abara", member.pk), (2, "A. Abara", None)]


def test_member_gets_no_links_to_other_peoples_records_from_the_author_rows(client, member, shared):
    client.force_login(member.user)
    html = client.get(change_url(shared)).content.decode()
    assert "/admin/people/person/" not in html.split('id="authorships-group"')[1].split("</fieldset>")[0]
