"""A member's own profile in the admin: plain refusal for others' records, photo names and formats,
bio preview, photo thumbnail, records newest first, labelled inline fields, no lost updates."""

import re

from django.contrib.admin.models import LogEntry
from django.test import Client
from django.urls import reverse

from people.models import Education
from tests.adminforms import admin_form_data
from tests.factories import make_image


def change_url(person):
    return reverse("admin:people_person_change", args=[person.pk])


def test_member_opening_another_profile_is_told_plainly(client, member, other_member):
    client.force_login(member.user)
    response = client.get(change_url(other_member))
    assert response.status_code == 403
    html = response.content.decode()
    assert "You can edit only your own profile." in html
    assert "doesn’t exist" not in html and "Perhaps it was deleted" not in html
    assert "Bruno" not in html and "bruno.secret@example.edu" not in html
    assert reverse("admin:people_person_change", args=[member.pk]) in html  # the way to their own


def test_a_profile_that_does_not_exist_keeps_djangos_message(client, member):
    client.force_login(member.user)
    response = client.get(reverse("admin:people_person_change", args=[999999]), follow=True)
    assert "doesn’t exist" in response.content.decode()


def test_photo_with_a_very_long_file_name_is_accepted_and_stored_under_a_generated_name(client, member):
    name = "PXL_20260412_093512345.PORTRAIT.ORIGINAL-" + "x" * 120 + ".jpg"
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data["photo"] = make_image("JPEG", name=name)
    assert client.post(change_url(member), data).status_code == 302
    member.refresh_from_db()
    assert member.photo and "PXL" not in member.photo.name and len(member.photo.name) < 100


def test_a_file_of_another_format_names_only_the_formats_accepted(client, member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data["photo"] = make_image("BMP", name="scan.bmp")
    response = client.post(change_url(member), data)
    assert response.status_code == 200
    errors = " ".join(response.context["adminform"].form.errors["photo"])
    assert "JPEG, PNG or WebP" in errors
    for not_accepted in ("gif", "pdf", "psd", "tiff"):
        assert not_accepted not in errors.lower()


def test_bio_preview_renders_markdown_safely(client, member):
    client.force_login(member.user)
    url = reverse("admin:people_person_preview_markdown")
    response = client.post(url, {"text": "Ada builds **schedulers**. <script>alert(1)</script>"})
    assert response.status_code == 200
    assert "<strong>schedulers</strong>" in response.content.decode()
    assert "<script>" not in response.content.decode()
    assert client.get(url).status_code == 405
    anonymous = Client()
    assert anonymous.post(url, {"text": "x"}).status_code in (302, 403)


def test_profile_page_has_the_preview_hook_and_the_current_photo(client, member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data["photo"] = make_image("PNG", name="me.png")
    client.post(change_url(member), data)
    member.refresh_from_db()
    html = client.get(change_url(member)).content.decode()
    assert 'data-preview-url="/admin/people/person/preview-markdown/"' in html
    assert f'src="{member.photo_small.url}"' in html and 'alt="Your current photo"' in html


def test_education_is_listed_newest_first(client, member):
    for institution, start, end in [
        ("Old College", 2010, 2014),
        ("Ongoing University", 2022, None),
        ("Mid", 2015, 2017),
    ]:
        Education.objects.create(person=member, institution=institution, start_year=start, end_year=end)
    client.force_login(member.user)
    html = client.get(change_url(member)).content.decode()
    positions = [html.index(f'value="{name}"') for name in ("Ongoing University", "Mid", "Old College")]
    assert positions == sorted(positions)


def test_every_inline_input_has_an_accessible_name(client, member):
    Education.objects.create(person=member, institution="Somewhere")
    client.force_login(member.user)
    html = client.get(change_url(member)).content.decode()
    for tag in re.findall(r"<(?:input|select|textarea)\b[^>]*name=\"education-0-[^\"]+\"[^>]*>", html):
        if 'type="hidden"' in tag:
            continue
        element_id = re.search(r'id="([^"]+)"', tag).group(1)
        assert "aria-label=" in tag or f'for="{element_id}"' in html, tag


def test_profile_saved_in_two_windows_shows_the_conflict_and_keeps_the_input(client, member):
    client.force_login(member.user)
    first = admin_form_data(client.get(change_url(member)))
    second = admin_form_data(client.get(change_url(member)))
    first["position"] = "Ph.D. Candidate"
    assert client.post(change_url(member), first).status_code == 302
    second["bio"] = "Typed in the second window."
    second["education-TOTAL_FORMS"] = "1"
    second.update({"education-0-institution": "Second Window University", "education-0-degree": "phd"})
    second["education-0-order"] = "0"
    response = client.post(change_url(member), second)
    assert response.status_code == 200
    html = response.content.decode()
    assert "This record was changed after you opened it" in html and "Ph.D. Candidate" in html
    assert "Typed in the second window." in html and "Second Window University" in html
    member.refresh_from_db()
    assert member.position == "Ph.D. Candidate" and member.bio == ""
    again = client.post(change_url(member), admin_form_data(response))
    assert again.status_code == 302, again.context["errors"]
    member.refresh_from_db()
    assert (
        member.bio == "Typed in the second window." and member.education.get().institution == "Second Window University"
    )


def test_profile_history_names_the_old_and_new_values(client, member):
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data["affiliation"] = "Example University"
    client.post(change_url(member), data)
    assert "Affiliation: (empty) → “Example University”" in LogEntry.objects.get().get_change_message()


def test_lab_admin_index_links_the_document_upload(client, lab_admin):
    client.force_login(lab_admin)
    html = client.get(reverse("admin:index")).content.decode()
    assert "Import a document" in html


def test_lab_admin_puts_a_profile_back_with_its_education(client, member, lab_admin):
    Education.objects.create(person=member, institution="Real University", start_year=2018)
    client.force_login(member.user)
    data = admin_form_data(client.get(change_url(member)))
    data["bio"] = "Oops"
    data["education-0-DELETE"] = "on"
    assert client.post(change_url(member), data).status_code == 302
    entry = LogEntry.objects.get()
    client.force_login(lab_admin)
    client.post(reverse("admin:people_person_revert", args=[member.pk, entry.pk]))
    member.refresh_from_db()
    assert member.bio == "" and member.education.get().institution == "Real University"
