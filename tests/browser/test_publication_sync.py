"""A member's publications kept current, in Chromium: they enter their ORCID iD, check now against a
fake ORCID, see two new works (their preprint of a paper on the site merged, not offered), accept
one, and their public page shows it. axe finds nothing critical or serious on any page of the way."""

import re

import pytest
from playwright.sync_api import expect

from publications.models import Publication
from sync import fetch
from tests.factories import make_publication, make_venue
from tests.fakeservice import FakeService
from tests.sync.records import ADA_ORCID, orcid_work, orcid_works

from .test_member_admin import log_in, no_errors


def serious_problems(axe, page, name):
    """axe's critical and serious findings on the page, one line each."""
    violations = axe.run(page).response["violations"]
    return [
        f"{name}: {v['id']} ({v['impact']}) {[node['target'] for node in v['nodes'][:3]]}"
        for v in violations
        if v["impact"] in ("critical", "serious")
    ]


pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def test_a_member_checks_their_orcid_and_accepts_one_work(
    transactional_db, live_server, page, screenshot, member, settings, monkeypatch
):
    from axe_playwright_python.sync_playwright import Axe

    axe, problems = Axe(), []
    venue = make_venue("JIS", "Journal of Imaginary Systems", "journal")
    published = make_publication(member, title="Lazy Logs for Busy Brokers", venue=venue, kind="journal")
    with FakeService() as orcid:
        settings.LABSITE_LOOKUP = True
        settings.LABSITE_LOOKUP_ALLOW_HOSTS = [orcid.origin]
        settings.LABSITE_ORCID_API_URL = orcid.url("")
        monkeypatch.setattr(fetch, "BACKOFF_SECONDS", 0.01)
        orcid.routes[f"/v3.0/{ADA_ORCID}/works"] = orcid.answer(
            orcid_works(
                orcid_work("Quiet Queues for Loud Clusters", journal="Journal of Imaginary Systems", year=2025),
                orcid_work("Sorting Socks at Scale", kind="conference-paper", year=2024),
                orcid_work("Lazy Logs for Busy Brokers", kind="preprint", arxiv="2401.01234", year=2023),
            )
        )
        log_in(page, live_server, "ada", "ada-password-123")

        page.goto(f"{live_server.url}/admin/sync/syncprofile/add/")
        problems += serious_problems(axe, page, "sources-form")
        page.select_option("#id_person", str(member.pk))
        page.fill("#id_orcid", f"https://orcid.org/{ADA_ORCID}")
        page.click("input[name=_continue]")
        page.wait_for_url(re.compile(r".*/admin/sync/syncprofile/\d+/change/$"))
        no_errors(page)

        page.get_by_role("button", name="Check now").click()
        page.wait_for_load_state()
        message = page.locator(".messagelist").inner_text()
        assert "2 new waiting for review" in message and "1 merged into the site's" in message
        screenshot("sync-checked")
        problems += serious_problems(axe, page, "sources-checked")
        page.get_by_role("link", name=re.compile("2 works found for Ada Abara")).click()

    expect(page.locator("#result_list tbody tr")).to_have_count(2)  # waits for the list to load
    problems += serious_problems(axe, page, "found-for-you")
    assert not Publication.objects.filter(title="Quiet Queues for Loud Clusters").exists()
    page.locator("#result_list tbody tr", has_text="Quiet Queues for Loud Clusters").locator(
        "input.action-select"
    ).check()
    page.select_option("select[name=action]", "accept_works")
    page.click("button[name=index]")
    page.wait_for_load_state()
    assert "On the site: Quiet Queues for Loud Clusters" in page.locator(".messagelist").inner_text()
    screenshot("sync-accepted")

    page.goto(f"{live_server.url}/admin/")
    status = page.locator("#publication-sync li.sync-member", has_text="Ada Abara").inner_text()
    assert "(ORCID)" in status and "1 work waiting for review" in status  # one accepted, one still waiting
    problems += serious_problems(axe, page, "admin-index")
    screenshot("sync-dashboard")

    page.goto(f"{live_server.url}/people/{member.slug}/")
    problems += serious_problems(axe, page, "member-page")
    assert page.get_by_role("link", name="Quiet Queues for Loud Clusters").count() >= 1
    assert page.get_by_role("link", name="Sorting Socks at Scale").count() == 0
    published.refresh_from_db()
    assert published.arxiv == "2401.01234"
    assert problems == [], "\n".join(problems)
