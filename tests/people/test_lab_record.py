"""Lab admins edit the lab's name and description in the admin; the settings are the fallback."""

from django.urls import reverse

from people.models import Lab


def test_without_a_record_the_site_uses_the_settings(client, db, settings):
    settings.LAB_NAME = "Quiet Systems Group"
    settings.LAB_DESCRIPTION = "We make computers quieter."
    page = client.get("/").content.decode()
    assert "<title>Quiet Systems Group</title>" in page
    assert "We make computers quieter." in page


def test_a_lab_admin_edits_the_name_and_every_page_and_feed_follows(client, lab_admin):
    client.force_login(lab_admin)
    start = client.get(reverse("admin:people_lab_changelist"))
    assert start.status_code == 302 and reverse("admin:people_lab_add") in start["Location"]

    response = client.post(
        reverse("admin:people_lab_add"),
        {
            "name": "Harbor Systems Lab",
            "description": "Storage & networks, <b>fast</b>.",
        },
    )
    assert response.status_code == 302

    home = client.get("/").content.decode()
    assert "Harbor Systems Lab" in home
    assert "Storage &amp; networks, &lt;b&gt;fast&lt;/b&gt;." in home
    assert "Harbor Systems Lab: new publications" in client.get("/publications.atom").content.decode()
    assert "Harbor Systems Lab — site administration" in client.get(reverse("admin:index")).content.decode()
    assert client.get(reverse("admin:people_lab_changelist"))["Location"] == reverse(
        "admin:people_lab_change", args=[1]
    )


def test_there_is_only_ever_one_lab_record(db):
    Lab(name="A", description="a").save()
    Lab(name="B", description="b").save()
    assert list(Lab.objects.values_list("name", flat=True)) == ["B"]


def test_members_cannot_see_or_change_the_lab_record(client, member):
    Lab(name="Harbor Systems Lab", description="x").save()
    client.force_login(member.user)
    assert client.get(reverse("admin:people_lab_change", args=[1])).status_code in (302, 403, 404)
    client.post(reverse("admin:people_lab_change", args=[1]), {"name": "Taken Over", "description": "x"})
    assert Lab.objects.get().name == "Harbor Systems Lab"
    assert reverse("admin:people_lab_changelist") not in client.get(reverse("admin:index")).content.decode()
