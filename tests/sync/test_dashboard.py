"""The admin's index shows the publication sync per member: when last checked, what waits for review,
and why a source gave nothing, in the words of the check; a member sees their own row only."""

import html
import re

import pytest
from django.urls import reverse

from sync.models import FoundWork, SyncProfile
from sync.services import check

from .records import ADA_ORCID, orcid_work, orcid_works

ORCID_PATH = f"/orcid/v3.0/{ADA_ORCID}/works"


def rows(page):
    """{member: text of their row} of the index's publication sync table."""
    found = re.findall(r'<li class="sync-member">(.*?)\n    </li>', page, re.S)
    return {
        re.search(r"<a [^>]*>([^<]+)</a>", row)[1]: " ".join(html.unescape(re.sub(r"<[^>]+>", " ", row)).split())
        for row in found
    }


@pytest.fixture
def ada(member):
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    return member


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        (lambda fake: fake.answer("oops", status=503, content_type="text/plain"), "ORCID answered with the error 503"),
        (lambda fake: fake.drip(seconds=0.3, in_headers=True), "ORCID did not answer in time"),
        (lambda fake: fake.answer("<html>Maintenance</html>", content_type="text/html"), "ORCID's answer was not"),
    ],
    ids=["down", "slow", "garbage"],
)
def test_the_lab_admin_reads_on_the_index_why_a_source_gave_nothing(client, sources, lab_admin, ada, answer, said):
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Found First")))
    check(ada.sync_profile)
    sources.routes[ORCID_PATH] = answer(sources)
    check(ada.sync_profile)  # fails: what the first found still waits

    client.force_login(lab_admin)
    row = rows(client.get(reverse("admin:index")).content.decode())["Ada Abara"]

    assert said in row and "asked again at the next check" in row
    assert "(ORCID)" in row and "checked 0 minutes ago" in row
    assert "1 work waiting for review" in row
    assert FoundWork.objects.get().status == "waiting"


def test_a_rate_limited_source_says_when_it_is_asked_again(client, sources, lab_admin, ada):
    sources.routes[ORCID_PATH] = sources.answer("slow down", status=429, headers=[("Retry-After", "86400")])
    check(ada.sync_profile)
    client.force_login(lab_admin)
    row = rows(client.get(reverse("admin:index")).content.decode())["Ada Abara"]
    assert "ORCID asked this site to wait (too many requests); checked again after" in row
    assert "nothing waiting for review" in row


def test_a_member_sees_their_own_status_only(client, sources, ada, other_member):
    SyncProfile.objects.create(person=other_member, dblp="123/4567", last_error="dblp could not be reached")
    FoundWork.objects.create(title="Theirs", title_key="theirs").members.add(other_member)
    client.force_login(ada.user)
    page = client.get(reverse("admin:index")).content.decode()
    assert list(rows(page)) == ["Ada Abara"]
    assert "not checked yet" in rows(page)["Ada Abara"]
    assert "dblp could not be reached" not in page


def test_a_member_without_sources_is_invited_to_give_them(client, member):
    client.force_login(member.user)
    page = client.get(reverse("admin:index")).content.decode()
    assert "Give your ORCID iD, dblp id or OpenAlex id" in page
    assert reverse("admin:sync_syncprofile_add") in page


def test_the_index_says_when_lookups_are_switched_off(client, lab_admin, member, settings):
    settings.LABSITE_LOOKUP = False
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID, enabled=False)
    client.force_login(lab_admin)
    page = client.get(reverse("admin:index")).content.decode()
    assert "switched off on this site (LABSITE_LOOKUP=0)" in page
    assert "(ORCID, not on the schedule)" in rows(page)["Ada Abara"]
