"""A source that is down, slow, rate-limiting or answering garbage leaves everything as it was,
and the member's status says so in plain words."""

import datetime
import json

import pytest
from django.utils import timezone

from publications.models import Publication
from sync.fetch import retry_after
from sync.models import FoundWork, SyncProfile
from sync.services import check
from tests.factories import make_publication

from .records import ADA_ORCID, orcid_work, orcid_works

ORCID_PATH = f"/orcid/v3.0/{ADA_ORCID}/works"


@pytest.fixture
def ada(member):
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    make_publication(member, title="Careful Caches", doi="10.5555/cc.7")
    FoundWork.objects.create(title="Waiting Already", title_key="waiting already").members.add(member)
    return member


def state():
    return (
        sorted(Publication.objects.values_list("title", "doi", "arxiv", "sources")),
        sorted(FoundWork.objects.values_list("title", "status")),
    )


def orcid_hits(fake):
    return [hit for hit in fake.hits if hit.startswith(ORCID_PATH)]


@pytest.mark.parametrize(
    ("answer", "message", "asked"),
    [
        (
            lambda fake: fake.answer("oops", status=503, content_type="text/plain"),
            "ORCID answered with the error 503",
            3,
        ),
        (lambda fake: fake.drip(seconds=0.3, in_headers=True), "ORCID did not answer in time", 3),
        (lambda fake: fake.answer("<html><h1>Maintenance</h1></html>", content_type="text/html"), "not valid JSON", 1),
        (lambda fake: fake.answer(json.dumps({"group": "not a list"})), "not a list of works", 1),
        (lambda fake: fake.answer(json.dumps({"error": "no"}), status=400), "ORCID answered with the error 400", 1),
    ],
    ids=["down", "slow", "html", "wrong-shape", "refused"],
)
def test_a_failing_source_changes_nothing_and_says_why(sources, ada, answer, message, asked):
    sources.routes[ORCID_PATH] = answer(sources)
    before = state()

    result = check(ada.sync_profile)

    assert state() == before
    assert message in result.errors[0]
    assert len(orcid_hits(sources)) == asked  # a failure that may pass is asked again, a bounded number of times
    profile = SyncProfile.objects.get(pk=ada.pk)
    assert message in profile.last_error and "asked again at the next check" in profile.last_error
    assert profile.last_checked is not None


def test_an_unreachable_source_is_named(sources, ada, settings):
    settings.LABSITE_ORCID_API_URL = "http://127.0.0.1:9"  # the discard port: nothing listens
    settings.LABSITE_LOOKUP_ALLOW_HOSTS = [sources.origin, "127.0.0.1:9"]
    before = state()
    result = check(ada.sync_profile)
    assert state() == before
    assert "ORCID could not be reached" in result.errors[0]


def test_a_429_stops_asking_until_the_time_it_gave(sources, ada, other_member):
    sources.routes[ORCID_PATH] = sources.answer("slow down", status=429, headers=[("Retry-After", "3600")])
    SyncProfile.objects.create(person=other_member, orcid="0000-0002-1694-233X")
    sources.routes["/orcid/v3.0/0000-0002-1694-233X/works"] = sources.answer(orcid_works(orcid_work("Never Asked")))
    before = state()

    from sync.services import check_all

    results = check_all()

    assert state() == before
    assert len(orcid_hits(sources)) == 1  # not retried, and the next member's ORCID is not asked this run
    assert all("ORCID asked this site to wait (too many requests); checked again after" in r.errors[0] for r in results)
    profile = SyncProfile.objects.get(pk=ada.pk)
    paused = datetime.datetime.fromisoformat(profile.paused_until["orcid"])
    assert datetime.timedelta(minutes=59) < paused - timezone.now() <= datetime.timedelta(hours=1)

    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Found Later")))
    result = check(profile)  # before the time it gave: not asked
    assert len(orcid_hits(sources)) == 1
    assert "asked this site to wait" in result.errors[0]
    result = check(profile, now=paused + datetime.timedelta(seconds=1))
    assert result.errors == []
    assert FoundWork.objects.filter(title="Found Later").exists()
    assert SyncProfile.objects.get(pk=ada.pk).paused_until == {}


def test_retry_after_is_read_as_seconds_or_a_date_and_bounded():
    now = timezone.now().replace(microsecond=0)
    assert retry_after("120", now) == now + datetime.timedelta(seconds=120)
    later = now + datetime.timedelta(minutes=5)
    assert retry_after(later.strftime("%a, %d %b %Y %H:%M:%S GMT"), now) == later
    assert retry_after("", now) == now + datetime.timedelta(hours=1)
    assert retry_after("soon, maybe", now) == now + datetime.timedelta(hours=1)
    assert retry_after("999999999999", now) == now + datetime.timedelta(days=7)


def test_one_failing_source_does_not_stop_the_others(sources, ada):
    profile = ada.sync_profile
    profile.dblp = "h/AdaAbara"
    profile.save()
    sources.routes[ORCID_PATH] = sources.answer("<<<", content_type="application/json")
    sources.routes["/dblp/pid/h/AdaAbara.xml"] = sources.answer(
        '<dblpperson name="Ada Abara"><r><article key="j/1"><author>Ada Abara</author>'
        "<title>From dblp Alone.</title><year>2022</year><journal>J. Imag. Syst.</journal></article></r></dblpperson>",
        content_type="application/xml",
    )
    result = check(profile)
    assert [e.split(":")[0] for e in result.errors] == [
        "ORCID's answer was not valid JSON; asked again at the next check"
    ]
    assert FoundWork.objects.filter(title="From dblp Alone", status="waiting").exists()


def test_dblp_entity_tricks_are_refused(sources, ada):
    profile = ada.sync_profile
    profile.orcid, profile.dblp = "", "h/AdaAbara"
    profile.save()
    sources.routes["/dblp/pid/h/AdaAbara.xml"] = sources.answer(
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><dblpperson><r><article><title>&a;</title>'
        "</article></r></dblpperson>",
        content_type="application/xml",
    )
    before = state()
    result = check(profile)
    assert state() == before
    assert "dblp's answer could not be read" in result.errors[0]


def test_requests_to_one_service_are_spaced_within_a_run(sources, monkeypatch):
    from sync import fetch

    monkeypatch.setattr(fetch, "INTERVAL_SECONDS", {"dblp": 1.0, None: 0.0})
    sources.routes["/dblp/pid/h/AdaAbara.xml"] = sources.answer("<dblpperson/>", content_type="application/xml")
    pauses = []
    fetcher = fetch.Fetcher(sleep=pauses.append)
    url = sources.url("/dblp/pid/h/AdaAbara.xml")
    fetcher.text(url, service="dblp")
    fetcher.text(sources.url("/dblp/other"), service="OpenAlex")
    fetcher.text(url, service="dblp")
    assert len(pauses) == 1 and 0 < pauses[0] <= 1.0  # only dblp's second request waited its turn


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (lambda fake: fake.answer("oops", status=502, content_type="text/plain"), "answered with the error 502"),
        (lambda fake: fake.answer("slow down", status=429, headers=[("Retry-After", "60")]), "asked this site to wait"),
        (lambda fake: fake.answer("<html>Gone fishing</html>", content_type="text/html"), "answer"),
    ],
    ids=["down", "rate-limited", "garbage"],
)
@pytest.mark.parametrize("source", ["dblp", "openalex"])
def test_dblp_and_openalex_failing_change_nothing_either(sources, ada, source, answer, message):
    from .records import openalex_pages, openalex_work

    profile = ada.sync_profile
    profile.orcid, profile.dblp, profile.openalex = "", "h/AdaAbara", "A5000000001"
    profile.save()
    works = [[openalex_work("Page One", ["Ada Abara"])], [openalex_work("Page Two", ["Ada Abara"])]]
    sources.routes["/openalex/works"] = openalex_pages(sources, works)
    sources.routes["/dblp/pid/h/AdaAbara.xml"] = sources.answer("<dblpperson/>", content_type="application/xml")
    failing = answer(sources)
    if source == "dblp":
        sources.routes["/dblp/pid/h/AdaAbara.xml"] = failing
    else:  # the second page fails: the first is not offered alone
        first = openalex_pages(sources, works)
        sources.routes["/openalex/works"] = lambda h: (failing if "cursor=1" in h.path else first)(h)
    before = state()

    result = check(profile, [source])

    assert state() == before
    assert len(result.errors) == 1 and message in result.errors[0]
    assert message in SyncProfile.objects.get(pk=ada.pk).last_error


def test_crossref_failing_still_offers_the_works_and_says_what_was_not_looked_up(sources, ada):
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Needs Co-authors", doi="10.5555/nc.1")))
    sources.routes["/crossref/works/10.5555/nc.1"] = sources.answer("oops", status=503, content_type="text/plain")
    result = check(ada.sync_profile)
    assert FoundWork.objects.filter(title="Needs Co-authors", status="waiting").exists()
    assert "Crossref answered with the error 503" in result.errors[0]
    assert "the co-authors and other versions of 1 work were not looked up" in result.errors[0]
