"""Every public page runs the same few SQL queries whether the lab has 10 or 1,000 publications."""

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext

from people.generate import generate_lab
from people.models import Person
from publications.models import Publication, Venue

MAX_QUERIES = 15
SMALL, LARGE = 10, 1000


def busiest_member():
    return max(Person.objects.public(), key=lambda p: Publication.objects.public().by_member(p).count())


# Each page as a function of the generated lab, so the same page is asked of both labs.
PAGES = {
    "home": lambda: "/",
    "people": lambda: "/people/",
    "person": lambda: busiest_member().get_absolute_url(),
    "publications": lambda: "/publications/",
    "publications-filtered-sorted": lambda: "/publications/?kind=conference&sort=venue&page=2",
    "publications-bad-filters": lambda: "/publications/?year=abc&venue=nope&sort=bogus&page=999",
    "publications-search": lambda: "/publications/?q=for",
    "publications-member": lambda: f"/publications/?member={busiest_member().slug}",
    "publications-as-citations": lambda: "/publications/?view=list&group=kind",
    "publication": lambda: Publication.objects.public().order_by("pk").first().get_absolute_url(),
    "venues": lambda: "/venues/",
    "venue": lambda: Venue.objects.get(slug="osdi").get_absolute_url(),
}


def queries_for(client, url):
    client.get(url)  # warm whatever is cached per process, so both labs are measured alike
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200, url
    return len(captured)


def wipe():
    Publication.objects.all().delete()
    Person.objects.all().delete()
    Venue.objects.all().delete()
    get_user_model().objects.all().delete()


@pytest.mark.parametrize("page", PAGES)
def test_public_page_runs_a_fixed_number_of_queries(client, db, page):
    generate_lab(people=12, publications=SMALL, seed=7)
    small = queries_for(client, PAGES[page]())
    wipe()
    generate_lab(people=12, publications=LARGE, seed=7)
    assert Publication.objects.count() == LARGE
    large = queries_for(client, PAGES[page]())
    print(f"{page}: {small} queries with {SMALL} publications, {large} with {LARGE}")
    assert small == large
    assert large <= MAX_QUERIES
