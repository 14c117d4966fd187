"""A paper added by pasting BibTeX gets the site's own key, whatever key the paste had (README: members)."""

import pytest
from django.urls import reverse

from publications.models import FormerKey, Publication
from tests.factories import make_person

ADD_FROM = "admin:publications_publication_add_from"

PASTED = """
@article{x2025,
  title = {The Quiet Drift of Gravel Beds},
  author = {Quorn, Ilse and Vell, Tomas},
  journal = {Journal of Interrupted Tests},
  year = {2025},
}
"""


@pytest.fixture
def ilse(client, django_user_model):
    user = django_user_model.objects.create_user("ilse", "ilse@example.edu", "ilse-password-123", is_staff=True)
    person = make_person("Ilse Quorn", user=user, email="ilse@example.edu")
    client.force_login(user)
    return person


def test_a_pasted_key_gives_way_to_the_sites_own(client, ilse):
    response = client.post(reverse(ADD_FROM), {"action": "save", "bibtex": PASTED})

    publication = Publication.objects.get()
    assert response.status_code == 302
    assert publication.key == "quorn2025quiet"  # first author's family name, year, first title word
    assert not FormerKey.objects.exists()  # never shown under "x2025": nothing to redirect
    assert client.get(publication.get_absolute_url()).status_code == 200


def test_a_paper_already_on_the_site_keeps_its_key_when_pasted_again(client, ilse, publication_of):
    kept = publication_of(ilse, title="The Quiet Drift of Gravel Beds", year=2025, key="gravel-drift")

    client.post(reverse(ADD_FROM), {"action": "save", "bibtex": PASTED})

    assert list(Publication.objects.values_list("pk", "key")) == [(kept.pk, "gravel-drift")]
