"""The lists' indexes exist after every migration, and the home page's lists read them instead of sorting."""

import pytest
from django.db import connection

from publications.models import Publication
from tests.factories import make_publication


@pytest.mark.django_db
def test_every_index_the_model_declares_is_in_the_database():
    with connection.cursor() as cursor:
        constraints = connection.introspection.get_constraints(cursor, Publication._meta.db_table)
    present = {name for name, about in constraints.items() if about["index"]}
    declared = {index.name for index in Publication._meta.indexes}
    assert {"publication_list_order", "publication_selected_order"} <= declared
    assert declared <= present


@pytest.mark.django_db
@pytest.mark.skipif(
    connection.vendor != "sqlite", reason="the plan is SQLite's; PostgreSQL's depends on its statistics"
)
def test_the_newest_selected_papers_are_read_from_the_index_not_sorted():
    for n in range(30):
        make_publication(title=f"Paper {n}", year=2000 + n % 7, selected=n % 10 == 0)
    plan = _plan(Publication.objects.public().filter(selected=True).for_lists().newest_first()[:5])
    assert "publication_selected_order" in plan
    assert "TEMP B-TREE" not in plan


@pytest.mark.django_db
@pytest.mark.skipif(
    connection.vendor != "sqlite", reason="the plan is SQLite's; PostgreSQL's depends on its statistics"
)
def test_a_venues_feed_reads_its_newest_papers_from_the_index_not_sorted():
    from publications.feeds import VenuePublicationsFeed
    from publications.models import Venue

    venue = Venue.objects.create(name="Operating Systems Design", acronym="OSDI", slug="osdi")
    for n in range(30):
        make_publication(title=f"Paper {n}", year=2000 + n % 7, venue=venue)
    plan = _plan(VenuePublicationsFeed().newest(venue))
    assert "publication_venue_feed_order" in plan
    assert "TEMP B-TREE" not in plan


def _plan(queryset):
    """SQLite's query plan of `queryset`, its steps joined by " | "."""
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        return " | ".join(str(row[-1]) for row in cursor.fetchall())
