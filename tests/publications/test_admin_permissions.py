"""Who edits which publication in the admin: lab admins all, members those they are a linked author of."""

import pytest
from django.urls import reverse

from publications.models import Authorship, Publication
from tests.adminforms import admin_form_data
from tests.factories import make_venue

DENIED = (302, 403, 404)


def change_url(publication):
    return reverse("admin:publications_publication_change", args=[publication.pk])


@pytest.fixture
def papers(member, other_member, publication_of):
    """Ada's paper, Bruno's paper (from 1999, so its year is recognisable), and one they share."""
    return {
        "ada": publication_of(member, title="Ada Writes Alone"),
        "bruno": publication_of(other_member, title="Bruno's Secret Draft", year=1999),
        "shared": publication_of(member, other_member, title="Written Together"),
    }


def test_member_sees_only_publications_they_wrote(client, member, papers):
    client.force_login(member.user)
    response = client.get(reverse("admin:publications_publication_changelist"))
    html = response.content.decode()
    assert response.status_code == 200
    assert papers["ada"].title in html and papers["shared"].title in html
    assert "Bruno&#x27;s Secret Draft" not in html and "Bruno's Secret Draft" not in html


def test_member_year_filter_offers_only_years_of_their_publications(client, member, papers):
    client.force_login(member.user)
    response = client.get(reverse("admin:publications_publication_changelist"))
    assert "1999" not in response.content.decode()
    response = client.get(reverse("admin:publications_publication_changelist"), {"year": "1999"})
    assert response.status_code == 200
    assert response.context["cl"].result_count == 0


def test_member_search_does_not_reach_other_publications(client, member, papers):
    client.force_login(member.user)
    response = client.get(reverse("admin:publications_publication_changelist"), {"q": "Secret"})
    assert response.context["cl"].result_count == 0


@pytest.mark.parametrize(
    "url_name",
    [
        "admin:publications_publication_change",
        "admin:publications_publication_history",
        "admin:publications_publication_delete",
    ],
)
def test_member_cannot_open_another_members_publication(client, member, papers, url_name):
    client.force_login(member.user)
    response = client.get(reverse(url_name, args=[papers["bruno"].pk]))
    assert response.status_code in DENIED
    assert "Secret Draft" not in response.content.decode()


def test_member_post_to_another_members_publication_changes_nothing(client, member, papers):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(papers["ada"])))
    data["title"] = "Defaced"
    response = client.post(change_url(papers["bruno"]), data)
    assert response.status_code in DENIED
    papers["bruno"].refresh_from_db()
    assert papers["bruno"].title == "Bruno's Secret Draft"


def test_member_edits_a_publication_they_share(client, member, other_member, papers):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(papers["shared"])))
    data["note"] = "Best Paper Award"
    response = client.post(change_url(papers["shared"]), data)
    assert response.status_code == 302
    papers["shared"].refresh_from_db()
    assert papers["shared"].note == "Best Paper Award"
    assert set(papers["shared"].authorships.values_list("person", flat=True)) == {member.pk, other_member.pk}


def test_member_who_leaves_themselves_out_is_told_and_not_silently_added(client, member):
    client.force_login(member.user)
    add_url = reverse("admin:publications_publication_add")
    data = admin_form_data(client.get(add_url))
    data.update(
        {
            "title": "A New Result",
            "key": "abara2025new",
            "year": "2025",
            "kind": "conference",
            "status": "published",
            "authorships-TOTAL_FORMS": "1",
            "authorships-0-position": "1",
            "authorships-0-name": "C. Coauthor",
        }
    )
    response = client.post(add_url, data)
    assert response.status_code == 200
    assert "You are not among the authors" in response.content.decode()
    assert not Publication.objects.filter(key="abara2025new").exists()


def test_member_cannot_link_another_member_when_adding_a_publication(client, member, other_member):
    client.force_login(member.user)
    add_url = reverse("admin:publications_publication_add")
    data = admin_form_data(client.get(add_url))
    data.update(
        {
            "title": "Claimed For Bruno",
            "key": "claimed",
            "year": "2025",
            "kind": "conference",
            "status": "published",
            "authorships-TOTAL_FORMS": "1",
            "authorships-0-position": "1",
            "authorships-0-name": "Bruno Brennick",
            "authorships-0-person": str(other_member.pk),
        }
    )
    response = client.post(add_url, data)
    assert response.status_code == 200  # the form comes back with an error
    assert not Publication.objects.filter(key="claimed").exists()
    assert not Authorship.objects.filter(person=other_member).exists()


def test_member_links_a_labmate_to_their_own_publication(client, member, other_member, papers):
    client.force_login(member.user)
    url = change_url(papers["ada"])
    data = admin_form_data(client.get(url))
    data.update(
        {
            "authorships-TOTAL_FORMS": "2",
            "authorships-1-position": "2",
            "authorships-1-name": "Bruno Brennick",
            "authorships-1-person": str(other_member.pk),
        }
    )
    response = client.post(url, data)
    assert response.status_code == 302
    assert papers["ada"].authorships.filter(person=other_member, position=2).exists()


def test_forged_authorship_id_from_another_publication_changes_nothing(client, member, other_member, papers):
    bruno_authorship = papers["bruno"].authorships.get()
    client.force_login(member.user)
    url = change_url(papers["ada"])
    data = admin_form_data(client.get(url))
    data.update(
        {
            "authorships-0-id": str(bruno_authorship.pk),
            "authorships-0-name": "Ada Abara",
            "authorships-0-person": str(member.pk),
        }
    )
    client.post(url, data)
    bruno_authorship.refresh_from_db()
    assert (bruno_authorship.publication_id, bruno_authorship.person_id) == (papers["bruno"].pk, other_member.pk)


def test_member_cannot_delete_publications(client, member, papers):
    client.force_login(member.user)
    for publication in (papers["ada"], papers["bruno"]):
        client.post(reverse("admin:publications_publication_delete", args=[publication.pk]), {"post": "yes"})
    client.post(
        reverse("admin:publications_publication_changelist"),
        {"action": "delete_selected", "_selected_action": [papers["ada"].pk, papers["bruno"].pk], "post": "yes"},
    )
    assert Publication.objects.filter(pk__in=[papers["ada"].pk, papers["bruno"].pk]).count() == 2


def test_member_picks_a_venue_by_autocomplete_but_cannot_edit_venues(client, member):
    venue = make_venue()
    client.force_login(member.user)
    response = client.get(
        reverse("admin:autocomplete"),
        {"app_label": "publications", "model_name": "publication", "field_name": "venue", "term": "OSD"},
    )
    assert response.status_code == 200
    assert [row["id"] for row in response.json()["results"]] == [str(venue.pk)]
    change = client.post(
        reverse("admin:publications_venue_change", args=[venue.pk]),
        {"acronym": "X", "name": "X", "slug": "x", "kind": "other"},
    )
    assert change.status_code == 403
    venue.refresh_from_db()
    assert venue.acronym == "OSDI"


def test_lab_admin_edits_every_publication(client, lab_admin, papers):
    client.force_login(lab_admin)
    response = client.get(reverse("admin:publications_publication_changelist"))
    assert response.context["cl"].result_count == 3
    data = admin_form_data(client.get(change_url(papers["bruno"])))
    data["title"] = "Bruno's Published Paper"
    assert client.post(change_url(papers["bruno"]), data).status_code == 302
    papers["bruno"].refresh_from_db()
    assert papers["bruno"].title == "Bruno's Published Paper"


def test_lab_admin_with_a_profile_adding_a_students_paper_does_not_become_its_author(client, lab_admin, other_member):
    from tests.factories import make_person

    pi = make_person("Pat Investigator", user=lab_admin, role="pi")
    client.force_login(lab_admin)
    add_url = reverse("admin:publications_publication_add")
    data = admin_form_data(client.get(add_url))
    data.update(
        {
            "title": "Bruno's Thesis",
            "key": "brennick2025thesis",
            "year": "2025",
            "kind": "thesis",
            "status": "published",
            "authorships-TOTAL_FORMS": "1",
            "authorships-0-position": "1",
            "authorships-0-name": "Bruno Brennick",
            "authorships-0-person": str(other_member.pk),
        }
    )
    assert client.post(add_url, data).status_code == 302
    publication = Publication.objects.get(key="brennick2025thesis")
    assert list(publication.authorships.values_list("person", flat=True)) == [other_member.pk]
    assert not publication.authorships.filter(person=pi).exists()


def test_member_admin_index_offers_publications_but_not_venues(client, member):
    client.force_login(member.user)
    html = client.get(reverse("admin:index")).content.decode()
    assert reverse("admin:publications_publication_changelist") in html
    assert reverse("admin:publications_venue_changelist") not in html
    assert reverse("admin:publications_publication_add") in html
