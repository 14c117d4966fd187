"""The admin of the sync: a member enters their ORCID iD, checks now, and reviews what was found
for them; the lab admin sees everyone's status."""

import json
import re

from django.urls import reverse

from publications.models import Publication
from sync.models import FoundWork, SyncProfile

from .records import ADA_ORCID, orcid_work, orcid_works

ORCID_PATH = f"/orcid/v3.0/{ADA_ORCID}/works"


def test_a_member_enters_their_orcid_checks_and_accepts_one(client, sources, member):
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(orcid_work("Kept Paper", kind="conference-paper"), orcid_work("Dropped Paper"))
    )
    client.force_login(member.user)
    response = client.post(
        reverse("admin:sync_syncprofile_add"),
        {"person": member.pk, "orcid": f"https://orcid.org/{ADA_ORCID}", "dblp": "", "openalex": "", "enabled": "on"},
    )
    assert response.status_code == 302
    assert SyncProfile.objects.get(pk=member.pk).orcid == ADA_ORCID

    response = client.post(reverse("admin:sync_syncprofile_check", args=[member.pk]), follow=True)
    assert "2 new waiting for review" in response.content.decode()

    changelist = reverse("admin:sync_foundwork_changelist")
    kept, dropped = FoundWork.objects.get(title="Kept Paper"), FoundWork.objects.get(title="Dropped Paper")
    client.post(changelist, {"action": "accept_works", "_selected_action": [kept.pk]})
    client.post(changelist, {"action": "reject_works", "_selected_action": [dropped.pk]})

    assert list(Publication.objects.values_list("title", flat=True)) == ["Kept Paper"]
    assert FoundWork.objects.get(pk=dropped.pk).status == "rejected"
    assert "Kept Paper" in client.get(member.get_absolute_url()).content.decode()


def test_a_mistyped_orcid_is_refused_on_the_form(client, member):
    client.force_login(member.user)
    response = client.post(
        reverse("admin:sync_syncprofile_add"),
        {"person": member.pk, "orcid": "0000-0002-1825-0098", "dblp": "", "openalex": "", "enabled": "on"},
    )
    assert response.status_code == 200
    assert "does not check out" in response.content.decode()
    assert not SyncProfile.objects.exists()


def test_a_member_sees_and_reviews_only_what_was_found_for_them(client, member, other_member):
    theirs = FoundWork.objects.create(title="Bruno's Find", title_key="brunos find")
    theirs.members.add(other_member)
    mine = FoundWork.objects.create(title="Ada's Find", title_key="adas find")
    mine.members.add(member)
    client.force_login(member.user)
    page = client.get(reverse("admin:sync_foundwork_changelist"), follow=True).content.decode()
    assert "Found for you" in page and "Ada&#x27;s Find" in page and "Bruno" not in page
    client.post(reverse("admin:sync_foundwork_changelist"), {"action": "accept_works", "_selected_action": [theirs.pk]})
    assert FoundWork.objects.get(pk=theirs.pk).status == "waiting"
    assert not Publication.objects.exists()


def test_a_member_cannot_check_or_edit_another_members_sources(client, member, other_member):
    SyncProfile.objects.create(person=other_member, orcid=ADA_ORCID)
    client.force_login(member.user)
    assert client.post(reverse("admin:sync_syncprofile_check", args=[other_member.pk])).status_code == 403
    response = client.post(
        reverse("admin:sync_syncprofile_add"),
        {"person": other_member.pk, "orcid": ADA_ORCID, "dblp": "", "openalex": "", "enabled": "on"},
    )
    assert response.status_code == 200  # the person field offers only their own record
    assert SyncProfile.objects.count() == 1


def test_the_lab_admin_sees_each_members_status(client, lab_admin, member):
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID, last_error="ORCID did not answer in time (5 seconds)")
    FoundWork.objects.create(title="Waiting One", title_key="waiting one").members.add(member)
    client.force_login(lab_admin)
    page = client.get(reverse("admin:sync_syncprofile_changelist")).content.decode()
    assert "Ada Abara" in page and "ORCID did not answer in time (5 seconds)" in page
    assert '<td class="field-waiting_count">1</td>' in page


def test_check_now_says_when_lookups_are_switched_off(client, lab_admin, member, settings):
    settings.LABSITE_LOOKUP = False
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    client.force_login(lab_admin)
    response = client.post(
        reverse("admin:sync_syncprofile_changelist"),
        {"action": "check_now", "_selected_action": [member.pk]},
        follow=True,
    )
    assert "switched off" in response.content.decode()


def test_a_member_picks_their_openalex_author_from_a_search(client, sources, member):
    member.affiliation = "Harbor Institute of Technology"
    member.save()
    SyncProfile.objects.create(person=member)
    authors = [
        {"id": "https://openalex.org/A5000000009", "display_name": "Ada Abara", "works_count": 3,
         "last_known_institutions": [{"display_name": "Faraway College"}]},
        {"id": "https://openalex.org/A5000000001", "display_name": "Ada Abara", "works_count": 41,
         "last_known_institutions": [{"display_name": "Harbor Institute of Technology"}],
         "orcid": f"https://orcid.org/{ADA_ORCID}"},
        {"id": "https://openalex.org/W123", "display_name": "Not An Author"},
    ]  # fmt: skip
    sources.routes["/openalex/authors"] = sources.answer(json.dumps({"results": authors}))
    client.force_login(member.user)
    url = reverse("admin:sync_syncprofile_openalex", args=[member.pk])

    page = client.get(url).content.decode()

    assert "search=Ada+Abara" in sources.hits[0]
    rows = re.findall(r'name="openalex" value="(A\d+)"', page)
    assert rows == ["A5000000001", "A5000000009"]  # of her institution first; a work's id is no author
    assert client.post(url, {"openalex": "A5000000001"}).status_code == 302
    assert SyncProfile.objects.get(pk=member.pk).openalex == "A5000000001"
    client.post(url, {"openalex": "W1"})
    assert SyncProfile.objects.get(pk=member.pk).openalex == "A5000000001"


def test_another_members_openalex_search_is_refused(client, member, other_member):
    SyncProfile.objects.create(person=other_member)
    client.force_login(member.user)
    assert client.get(reverse("admin:sync_syncprofile_openalex", args=[other_member.pk])).status_code == 403


def test_with_lookups_switched_off_no_search_or_queued_check_asks_anything(client, sources, member, settings):
    from sync.tasks import check_member

    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Never Asked")))
    settings.LABSITE_LOOKUP = False
    client.force_login(member.user)

    page = client.get(reverse("admin:sync_syncprofile_openalex", args=[member.pk])).content.decode()
    assert "switched off on this site (LABSITE_LOOKUP=0)" in page
    assert "switched off" in check_member.call(member.pk)  # a check queued before it was switched off
    assert sources.hits == []
    assert not FoundWork.objects.exists()


def test_check_now_with_orcid_down_says_so_and_changes_nothing(client, sources, member):
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    sources.routes[ORCID_PATH] = sources.answer("oops", status=503, content_type="text/plain")
    client.force_login(member.user)
    response = client.post(reverse("admin:sync_syncprofile_check", args=[member.pk]), follow=True)
    assert [m.level_tag for m in response.context["messages"]] == ["warning"]
    errors = re.findall(r'<ul class="errorlist">(.*?)</ul>', response.content.decode(), re.S)
    assert "ORCID answered with the error 503 (asked 3 times); asked again at the next check" in errors[0]
    assert not FoundWork.objects.exists() and not Publication.objects.exists()
