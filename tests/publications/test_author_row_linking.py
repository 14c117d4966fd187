"""A labmate typed in an author row without being picked from the list (or with JavaScript off)
is linked on save when the printed name is exactly one member's name or other name."""

from django.urls import reverse

from publications.admin import labmates_by_name
from publications.models import Publication
from tests.factories import make_person

from .test_admin_authors import ADD_URL, authors_of, paper_data


def test_a_typed_labmate_is_linked_and_the_paper_shows_on_their_page(client, member, other_member):
    client.force_login(member.user)
    data = paper_data(client, [(member.name, member, False), ("bruno  brennick", None, False)])
    assert client.post(reverse(ADD_URL), data).status_code == 302
    paper = Publication.objects.get()
    assert authors_of(paper) == [(1, member.name, member.pk), (2, "bruno  brennick", other_member.pk)]
    assert paper.title in client.get(other_member.get_absolute_url()).content.decode()


def test_a_labmates_other_name_links_them_too(client, member, other_member):
    other_member.alt_names = ["Brennick, B."]
    other_member.save()
    client.force_login(member.user)
    data = paper_data(client, [(member.name, member, False), ("B. Brennick", None, False)])
    assert client.post(reverse(ADD_URL), data).status_code == 302
    assert authors_of(Publication.objects.get())[1] == (2, "B. Brennick", other_member.pk)


def test_a_name_two_members_share_links_neither(client, member, other_member):
    make_person("Bruno Brennick", slug="bruno-brennick-2", email="bb2@example.edu")
    client.force_login(member.user)
    data = paper_data(client, [(member.name, member, False), ("Bruno Brennick", None, False)])
    assert client.post(reverse(ADD_URL), data).status_code == 302
    assert authors_of(Publication.objects.get())[1] == (2, "Bruno Brennick", None)


def test_only_an_exact_name_links_and_hidden_people_are_never_guessed(client, member, other_member):
    make_person("Hidden Hugo", is_public=False)
    client.force_login(member.user)
    rows = [(member.name, member, False), ("Bruno Brenick", None, False), ("Hidden Hugo", None, False)]
    assert client.post(reverse(ADD_URL), paper_data(client, rows)).status_code == 302
    assert [person for _p, _n, person in authors_of(Publication.objects.get())] == [member.pk, None, None]


def test_a_lab_admin_typing_a_members_name_links_them(client, lab_admin, other_member):
    client.force_login(lab_admin)
    data = paper_data(client, [("Amy Coauthor", None, False), ("Bruno Brennick", None, False)])
    assert client.post(reverse(ADD_URL), data).status_code == 302
    assert authors_of(Publication.objects.get()) == [(1, "Amy Coauthor", None), (2, "Bruno Brennick", other_member.pk)]


def test_the_index_of_names_marks_shared_names_as_ambiguous(db):
    ada = make_person("Ada Lee", alt_names=["A. Lee"])
    make_person("Alan Lee", alt_names=["A. Lee"])
    names = labmates_by_name()
    assert names["ada lee"] == ada and names["a lee"] is None
