"""Who edits which person in the admin: lab admins everyone, members only themselves."""

import datetime

import pytest
from django.contrib.auth.models import Group
from django.urls import reverse

from people.models import Education, Person, PersonLink, Role
from tests.adminforms import admin_form_data
from tests.factories import make_person

DENIED = (302, 403, 404)


def change_url(person):
    return reverse("admin:people_person_change", args=[person.pk])


@pytest.fixture
def bruno_education(other_member):
    return Education.objects.create(person=other_member, institution="Bruno's University", degree_title="B.Sc.")


def test_member_logs_in_at_the_admin_with_their_password(client, member):
    response = client.post(
        reverse("admin:login"), {"username": "ada", "password": "ada-password-123", "next": reverse("admin:index")}
    )
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:index")
    assert client.get(reverse("admin:index")).status_code == 200


# --- seeing -----------------------------------------------------------------------------------


def test_member_sees_only_their_own_person_in_the_list(client, member, other_member):
    client.force_login(member.user)
    response = client.get(reverse("admin:people_person_changelist"))
    html = response.content.decode()
    assert response.status_code == 200
    assert member.name in html
    assert other_member.name not in html
    assert other_member.email not in html


def test_member_searching_for_another_member_finds_nothing(client, member, other_member):
    client.force_login(member.user)
    response = client.get(reverse("admin:people_person_changelist"), {"q": "bruno"})
    assert response.status_code == 200
    assert response.context["cl"].result_count == 0
    assert other_member.email not in response.content.decode()


def test_member_list_filter_still_shows_only_themselves(client, member, other_member):
    client.force_login(member.user)
    response = client.get(reverse("admin:people_person_changelist"), {"role__exact": Role.PHD})
    assert list(response.context["cl"].result_list) == [member]


@pytest.mark.parametrize(
    "url_name", ["admin:people_person_change", "admin:people_person_history", "admin:people_person_delete"]
)
def test_member_cannot_open_another_members_pages(client, member, other_member, url_name):
    client.force_login(member.user)
    response = client.get(reverse(url_name, args=[other_member.pk]))
    assert response.status_code in DENIED
    assert other_member.email not in response.content.decode()


def test_member_opens_and_sees_their_own_profile(client, member):
    client.force_login(member.user)
    response = client.get(change_url(member))
    assert response.status_code == 200
    assert member.email in response.content.decode()


def test_member_cannot_see_users_or_groups(client, member):
    client.force_login(member.user)
    assert client.get(reverse("admin:auth_user_changelist")).status_code == 403
    assert client.get(reverse("admin:auth_group_changelist")).status_code == 403
    assert client.get(reverse("admin:auth_user_change", args=[member.user.pk])).status_code == 403
    index = client.get(reverse("admin:index")).content.decode()
    assert reverse("admin:auth_user_changelist") not in index
    assert reverse("admin:auth_group_changelist") not in index
    assert reverse("admin:people_person_changelist") in index


def test_member_cannot_see_imported_documents_or_import_one(client, member):
    from django.core.files.uploadedfile import SimpleUploadedFile

    from importer.models import SourceDocument

    client.force_login(member.user)
    assert client.get(reverse("admin:importer_sourcedocument_changelist")).status_code == 403
    upload_url = reverse("admin:importer_sourcedocument_upload")
    assert client.get(upload_url).status_code == 403
    document = SimpleUploadedFile("cv.md", b"# Ada Abara\n\nRole: Faculty\n", "text/markdown")
    assert client.post(upload_url, {"document": document}).status_code == 403
    assert not SourceDocument.objects.exists()


def test_staff_login_without_a_person_sees_no_people(client, staff_without_person, member):
    client.force_login(staff_without_person)
    assert client.get(reverse("admin:people_person_changelist")).status_code == 403
    assert client.get(change_url(member)).status_code in DENIED


def test_autocomplete_for_people_returns_only_the_member_themselves(client, member, other_member):
    client.force_login(member.user)
    response = client.get(
        reverse("admin:autocomplete"),
        {"app_label": "publications", "model_name": "authorship", "field_name": "person", "term": ""},
    )
    assert response.status_code == 200
    ids = [row["id"] for row in response.json()["results"]]
    assert ids == [str(member.pk)]
    assert other_member.name not in response.content.decode()


def test_autocomplete_for_users_is_refused_to_members(client, member):
    client.force_login(member.user)
    response = client.get(
        reverse("admin:autocomplete"),
        {"app_label": "people", "model_name": "person", "field_name": "user", "term": "b"},
    )
    assert response.status_code == 403


# --- changing ---------------------------------------------------------------------------------


def test_member_edits_their_own_bio(client, member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data["bio"] = "I work on *schedulers*."
    response = client.post(change_url(member), data)
    assert response.status_code == 302
    member.refresh_from_db()
    assert member.bio == "I work on *schedulers*."
    assert "bio" in member.edited_fields


def test_member_cannot_change_role_dates_login_or_slug(client, member, other_member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data.update(
        role=Role.PI,
        joined="2001-01-01",
        left="2002-02-02",
        user=str(other_member.user.pk),
        slug="the-boss",
        display_order="-100",
        is_public="",
        bio="changed",
    )
    response = client.post(change_url(member), data)
    assert response.status_code == 302
    member.refresh_from_db()
    assert member.bio == "changed"
    assert (member.role, member.joined, member.left, member.slug) == (Role.PHD, None, None, "ada-abara")
    assert member.user.username == "ada"
    assert member.display_order == 0
    assert member.is_public


def test_member_post_to_another_members_profile_changes_nothing(client, member, other_member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data.update(name="Hacked", bio="hacked")
    response = client.post(change_url(other_member), data)
    assert response.status_code in DENIED
    other_member.refresh_from_db()
    assert other_member.name == "Bruno Brennick"
    assert other_member.bio == ""


def test_member_cannot_add_a_person(client, member):
    client.force_login(member.user)
    url = reverse("admin:people_person_add")
    assert client.get(url).status_code == 403
    response = client.post(url, {"name": "Someone New", "slug": "someone-new", "role": "phd"})
    assert response.status_code == 403
    assert not Person.objects.filter(slug="someone-new").exists()


def test_member_cannot_delete_their_own_or_another_person(client, member, other_member):
    client.force_login(member.user)
    for person in (member, other_member):
        response = client.post(reverse("admin:people_person_delete", args=[person.pk]), {"post": "yes"})
        assert response.status_code in DENIED
    assert Person.objects.filter(pk__in=[member.pk, other_member.pk]).count() == 2


def test_member_bulk_delete_action_is_ignored(client, member, other_member):
    client.force_login(member.user)
    response = client.post(
        reverse("admin:people_person_changelist"),
        {"action": "delete_selected", "_selected_action": [other_member.pk, member.pk], "post": "yes"},
    )
    assert response.status_code == 200
    assert Person.objects.filter(pk__in=[member.pk, other_member.pk]).count() == 2


def test_member_cannot_run_give_login(client, member, other_member):
    other_member.user = None
    other_member.save()
    client.force_login(member.user)
    client.post(
        reverse("admin:people_person_changelist"),
        {"action": "give_login", "_selected_action": [other_member.pk]},
    )
    other_member.refresh_from_db()
    assert other_member.user is None


# --- inlines ----------------------------------------------------------------------------------


def test_member_adds_education_to_their_own_profile(client, member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data.update(
        {
            "education-TOTAL_FORMS": "1",
            "education-0-institution": "Example University",
            "education-0-degree": "phd",
            "education-0-order": "0",
        }
    )
    response = client.post(change_url(member), data)
    assert response.status_code == 302
    education = member.education.get()
    assert education.institution == "Example University"
    assert education.edited


def test_forged_inline_post_with_another_persons_education_id_changes_nothing(
    client, member, other_member, bruno_education
):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data.update(
        {
            "education-TOTAL_FORMS": "1",
            "education-INITIAL_FORMS": "1",
            "education-0-id": str(bruno_education.pk),
            "education-0-person": str(member.pk),
            "education-0-institution": "Stolen University",
            "education-0-degree": "phd",
            "education-0-order": "0",
        }
    )
    client.post(change_url(member), data)
    bruno_education.refresh_from_db()
    assert bruno_education.institution == "Bruno's University"
    assert bruno_education.person == other_member


def test_forged_inline_delete_of_another_persons_education_changes_nothing(
    client, member, other_member, bruno_education
):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data.update(
        {
            "education-TOTAL_FORMS": "1",
            "education-INITIAL_FORMS": "1",
            "education-0-id": str(bruno_education.pk),
            "education-0-institution": "x",
            "education-0-degree": "phd",
            "education-0-order": "0",
            "education-0-DELETE": "on",
        }
    )
    client.post(change_url(member), data)
    assert Education.objects.filter(pk=bruno_education.pk, person=other_member).exists()


def test_forged_extra_inline_form_with_another_persons_id_does_not_take_it_over(
    client, member, other_member, bruno_education
):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data.update(
        {
            "education-TOTAL_FORMS": "1",
            "education-INITIAL_FORMS": "0",
            "education-0-id": str(bruno_education.pk),
            "education-0-person": str(other_member.pk),
            "education-0-institution": "Stolen University",
            "education-0-degree": "phd",
            "education-0-order": "0",
        }
    )
    client.post(change_url(member), data)
    bruno_education.refresh_from_db()
    assert bruno_education.institution == "Bruno's University"
    assert bruno_education.person == other_member
    assert not other_member.education.filter(institution="Stolen University").exists()


def test_member_post_to_another_members_inlines_changes_nothing(client, member, other_member, bruno_education):
    client.force_login(member.user)
    data = {
        "name": "Bruno Brennick",
        "education-TOTAL_FORMS": "1",
        "education-INITIAL_FORMS": "1",
        "education-MIN_NUM_FORMS": "0",
        "education-MAX_NUM_FORMS": "1000",
        "education-0-id": str(bruno_education.pk),
        "education-0-person": str(other_member.pk),
        "education-0-institution": "Defaced",
        "education-0-degree": "phd",
        "education-0-order": "0",
    }
    response = client.post(change_url(other_member), data)
    assert response.status_code in DENIED
    bruno_education.refresh_from_db()
    assert bruno_education.institution == "Bruno's University"


# --- lab admins -------------------------------------------------------------------------------


def test_lab_admin_sees_everyone(client, lab_admin, member, other_member):
    client.force_login(lab_admin)
    response = client.get(reverse("admin:people_person_changelist"))
    html = response.content.decode()
    assert member.name in html and other_member.name in html


def test_lab_admin_changes_anyones_role_and_dates(client, lab_admin, other_member):
    client.force_login(lab_admin)
    data = admin_form_data(client.get(change_url(other_member)))
    data.update(role=Role.ALUMNI, left="2025-07-01", now_at="Acme Research")
    response = client.post(change_url(other_member), data)
    assert response.status_code == 302
    other_member.refresh_from_db()
    assert other_member.role == Role.ALUMNI
    assert other_member.left == datetime.date(2025, 7, 1)


def test_lab_admin_adds_and_deletes_people(client, lab_admin):
    client.force_login(lab_admin)
    add = client.get(reverse("admin:people_person_add"))
    data = admin_form_data(add)
    data.update(name="New Student", slug="new-student", role="phd")
    assert client.post(reverse("admin:people_person_add"), data).status_code == 302
    person = Person.objects.get(slug="new-student")
    client.post(reverse("admin:people_person_delete", args=[person.pk]), {"post": "yes"})
    assert not Person.objects.filter(slug="new-student").exists()


def test_lab_admin_sees_users(client, lab_admin, member):
    client.force_login(lab_admin)
    response = client.get(reverse("admin:auth_user_changelist"))
    assert response.status_code == 200
    assert member.user.username in response.content.decode()


def test_superuser_edits_a_person_with_links(client, superuser, other_member):
    PersonLink.objects.create(person=other_member, label="Homepage", url="https://example.edu/~bruno")
    client.force_login(superuser)
    response = client.get(change_url(other_member))
    assert response.status_code == 200
    assert "https://example.edu/~bruno" in response.content.decode()


def test_removing_a_user_from_lab_admins_takes_away_everyone_else(client, lab_admin, member, other_member):
    lab_admin.groups.remove(Group.objects.get(name="Lab admins"))
    make_person("Pat Investigator", user=lab_admin)
    client.force_login(lab_admin)
    assert client.get(change_url(other_member)).status_code in DENIED


def test_a_member_lands_on_an_admin_index_that_points_to_their_own_profile(client, member, other_member):
    client.force_login(member.user)
    index = client.get(reverse("admin:index")).content.decode()
    assert "Your profile" in index
    assert reverse("admin:people_person_change", args=[member.pk]) in index
    assert reverse("admin:people_person_change", args=[other_member.pk]) not in index


def test_view_on_site_does_not_reveal_where_a_hidden_person_would_live(client, member, db):
    from django.contrib.contenttypes.models import ContentType

    from people.models import Person

    hidden = Person.objects.create(name="Hidden Person", slug="hidden-person-slug", is_public=False)
    client.force_login(member.user)
    content_type = ContentType.objects.get_for_model(Person)
    response = client.get(reverse("admin:view_on_site", args=[content_type.pk, hidden.pk]))
    assert response.status_code == 404
    assert "hidden-person-slug" not in response.get("Location", "")
    shown = client.get(reverse("admin:view_on_site", args=[content_type.pk, member.pk]))
    assert shown.status_code == 302 and member.slug in shown["Location"]
