"""Cached pages that change with the calendar: kept until the next dated item's day comes, not a moment longer."""

import datetime
from unittest import mock

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from content.models import News
from labsite.pagecache import date_driven_changes
from tests.factories import make_person


class Clock:
    """The site's clock, moved on by hand: timezone.now() (and so timezone.localdate()) reads it."""

    def __init__(self, now):
        self.now = now

    def move_to(self, moment):
        self.now = moment


def day_start(day, hour=0, minute=0):
    """`day` at hour:minute in the site's time zone."""
    return timezone.make_aware(datetime.datetime.combine(day, datetime.time(hour, minute)))


@pytest.fixture
def page_cache(settings, db):
    settings.LABSITE_PAGE_CACHE = True
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def clock(settings):
    """Noon of the real today in the site's time zone, patched in for the test."""
    clock = Clock(day_start(timezone.localdate(), 12))
    with mock.patch("django.utils.timezone.now", lambda: clock.now):
        yield clock


def visit(client, url, **headers):
    """(response, html, number of queries)."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url, **headers)
    return response, response.content.decode(), len(captured)


def alumni_section(html):
    return html.partition('<h2 id="alumni">')[2]


@pytest.mark.parametrize("url", ["/", "/news/"])
def test_a_news_item_dated_tomorrow_appears_on_the_cached_page_when_its_day_comes(client, page_cache, clock, url):
    today = timezone.localdate()
    News.objects.create(title="Seminar Season Opens", date=today)
    News.objects.create(title="Reading Group Tomorrow", date=today + datetime.timedelta(days=1))

    _, html, _ = visit(client, url)
    assert "Seminar Season Opens" in html and "Reading Group Tomorrow" not in html
    clock.move_to(day_start(today, 23, 59))
    _, html, queries = visit(client, url)
    assert queries == 0, "kept until the day comes"
    assert "Reading Group Tomorrow" not in html

    clock.move_to(day_start(today + datetime.timedelta(days=1), 0, 1))
    _, html, queries = visit(client, url)
    assert queries > 0
    assert "Reading Group Tomorrow" in html and "Seminar Season Opens" in html


def test_a_member_whose_left_date_comes_moves_to_the_alumni_on_the_cached_pages(client, page_cache, clock):
    today = timezone.localdate()
    make_person("Orla Quist", left=today + datetime.timedelta(days=1))
    make_person("Tamsin Vale")

    people, home = visit(client, "/people/")[1], visit(client, "/")[1]
    assert "Orla Quist" in people and "Orla Quist" not in alumni_section(people)
    assert "Orla Quist" in home
    assert "Alumni" not in visit(client, "/people/orla-quist/")[1]

    clock.move_to(day_start(today + datetime.timedelta(days=1), 0, 1))
    people, home = visit(client, "/people/")[1], visit(client, "/")[1]
    assert "Orla Quist" in alumni_section(people)
    assert "Tamsin Vale" in people and "Tamsin Vale" not in alumni_section(people)
    assert "Orla Quist" not in home and "Tamsin Vale" in home
    assert 'class="alumni-note">Alumni' in visit(client, "/people/orla-quist/")[1]


def test_a_page_is_kept_past_midnight_until_the_next_dated_item_comes(client, page_cache, clock, settings):
    settings.LABSITE_PAGE_CACHE_SECONDS = 30 * 24 * 3600
    today = timezone.localdate()
    News.objects.create(title="Lab Retreat Announced", date=today + datetime.timedelta(days=10))

    assert "Lab Retreat Announced" not in visit(client, "/news/")[1]
    clock.move_to(day_start(today + datetime.timedelta(days=9), 23, 59))
    _, html, queries = visit(client, "/news/")
    assert queries == 0 and "Lab Retreat Announced" not in html
    clock.move_to(day_start(today + datetime.timedelta(days=10)))
    assert "Lab Retreat Announced" in visit(client, "/news/")[1]


def test_the_day_starts_at_midnight_in_the_sites_time_zone(client, page_cache, clock, settings):
    settings.TIME_ZONE = "Pacific/Auckland"  # 11 to 13 hours ahead of UTC
    auckland_today = timezone.localdate()
    tomorrow = auckland_today + datetime.timedelta(days=1)
    News.objects.create(title="Kia Ora Colloquium", date=tomorrow)
    clock.move_to(day_start(auckland_today, 23, 58))

    assert "Kia Ora Colloquium" not in visit(client, "/")[1]
    assert date_driven_changes()[1] == day_start(tomorrow)
    clock.move_to(day_start(tomorrow, 0, 1))  # still the day before in UTC
    assert timezone.now().astimezone(datetime.UTC).date() == auckland_today
    assert "Kia Ora Colloquium" in visit(client, "/")[1]


def test_a_conditional_get_is_answered_anew_when_a_dated_item_comes(client, page_cache, clock):
    today = timezone.localdate()
    News.objects.create(title="Poster Session", date=today + datetime.timedelta(days=1))
    first = client.get("/news/")
    last_modified = first["Last-Modified"]
    assert client.get("/news/", HTTP_IF_MODIFIED_SINCE=last_modified).status_code == 304

    clock.move_to(day_start(today + datetime.timedelta(days=1), 0, 1))
    again = client.get("/news/", HTTP_IF_MODIFIED_SINCE=last_modified)
    assert again.status_code == 200 and "Poster Session" in again.content.decode()
    assert again["Last-Modified"] != last_modified


def test_a_proxy_is_not_told_to_keep_a_page_past_its_day(client, page_cache, clock, settings):
    settings.LABSITE_CDN_MAX_AGE = 600
    today = timezone.localdate()
    News.objects.create(title="Thesis Defence", date=today + datetime.timedelta(days=1))
    clock.move_to(day_start(today, 23, 59))
    assert client.get("/news/")["Cache-Control"] == "public, max-age=60"
    assert client.get("/news/")["Cache-Control"] == "public, max-age=60"  # from the cache, the same


def test_the_next_change_is_counted_again_after_a_save(client, page_cache, clock):
    today = timezone.localdate()
    assert date_driven_changes() == (None, None)
    News.objects.create(title="Open Day", date=today + datetime.timedelta(days=3))
    make_person("Ines Ruiz", left=today - datetime.timedelta(days=2))
    assert date_driven_changes() == (
        day_start(today - datetime.timedelta(days=2)),
        day_start(today + datetime.timedelta(days=3)),
    )
