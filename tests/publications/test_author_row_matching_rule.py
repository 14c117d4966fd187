"""An author row a member types without picking the labmate from the list (or with JavaScript off) is
linked on save by the importer's matching rule, the same rule the page's as-you-type matching uses:
initials fit full given names, accents and case do not count, a name two members fit links neither."""

from django.urls import reverse

from publications.models import Publication
from tests.adminforms import admin_form_data
from tests.factories import make_person

from .test_admin_authors import ADD_URL, authors_of, change_url, paper_data

MATCH_URL = "admin:publications_publication_match_author"


def saved_authors(client, rows):
    response = client.post(reverse(ADD_URL), paper_data(client, rows))
    assert response.status_code == 302, response.content.decode()[:2000]
    return authors_of(Publication.objects.get())


def test_initials_for_a_labmates_given_name_link_them(client, member, other_member):
    client.force_login(member.user)
    authors = saved_authors(client, [(member.name, member, False), ("B. Brennick", None, False)])
    assert authors[1] == (2, "B. Brennick", other_member.pk)


def test_accents_case_and_family_name_first_do_not_matter(client, member, other_member):
    client.force_login(member.user)
    rows = [(member.name, member, False), ("BRENNICK, Brúno", None, False)]
    assert saved_authors(client, rows)[1] == (2, "BRENNICK, Brúno", other_member.pk)


def test_a_name_two_labmates_fit_links_neither(client, member, other_member):
    make_person("Berta Brennick", email="berta@example.edu")
    client.force_login(member.user)
    authors = saved_authors(client, [(member.name, member, False), ("B. Brennick", None, False)])
    assert authors[1] == (2, "B. Brennick", None)
    # The page's as-you-type matching says the same, and names both.
    answer = client.get(reverse(MATCH_URL), {"name": "B. Brennick"}).json()
    assert answer == {"member": None, "ambiguous": ["Berta Brennick", "Bruno Brennick"]}


def test_the_editors_own_initials_are_theirs_even_when_a_labmate_shares_them(client, member, other_member):
    make_person("Alan Abara", email="alan@example.edu")
    client.force_login(member.user)
    authors = saved_authors(client, [("A. Abara", None, False), ("Amy Coauthor", None, False)])
    assert authors[0] == (1, "A. Abara", member.pk)


def test_a_row_a_lab_admin_unlinks_is_not_linked_again(client, lab_admin, member, other_member, publication_of):
    paper = publication_of(member, other_member)
    client.force_login(lab_admin)
    data = admin_form_data(client.get(change_url(paper)))
    assert data["authorships-1-person"] == str(other_member.pk)
    data["authorships-1-person"] = ""
    assert client.post(change_url(paper), data).status_code == 302
    assert authors_of(paper)[1] == (2, "Bruno Brennick", None)


def test_a_row_left_unlinked_before_stays_so_when_the_paper_is_edited(client, member, other_member, publication_of):
    paper = publication_of(member, authors=["B. Brennick"])
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(paper)))
    data["title"] = "A Retitled Study"
    assert client.post(change_url(paper), data).status_code == 302
    assert authors_of(paper)[1] == (2, "B. Brennick", None)
