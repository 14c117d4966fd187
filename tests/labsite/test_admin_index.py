"""The admin as a lab sees it: an index in the lab's words, Access last, a 403 inside the site with
what a member may do instead, "see it on the site" after saving, and the site's favicon."""

import re

import pytest
from django.urls import reverse

from content.models import News
from people.models import Lab
from tests.factories import make_person


def section_headings(html):
    return re.findall(r'<caption>\s*(?:<a [^>]*>|<span class="section">)([^<]+)<', html)


def section_of(html, heading):
    """The HTML of the index's section under `heading`."""
    start = html.index(f'<span class="section">{heading}</span>')
    return html[start : html.index("</table>", start)]


def test_a_lab_admin_index_reads_as_the_lab_with_access_last(client, superuser):
    client.force_login(superuser)
    html = client.get(reverse("admin:index")).content.decode()
    assert section_headings(html) == ["The lab", "Publications", "News, research and pages", "Imports", "Access"]
    lab = section_of(html, "The lab")
    assert "Lab settings" in lab and reverse("admin:people_lab_changelist") in lab and "People" in lab
    assert "Members&#x27; logins" in lab or "Members' logins" in lab
    access = section_of(html, "Access")
    for name in ("admin:auth_user_changelist", "admin:auth_group_changelist", "admin:axes_accessattempt_changelist"):
        assert reverse(name) in access
    assert "Authentication and Authorization" not in html and ">Axes<" not in html
    assert "Research projects" in section_of(html, "News, research and pages")


def test_a_member_index_shows_their_sections_only(client, member):
    client.force_login(member.user)
    html = client.get(reverse("admin:index")).content.decode()
    assert section_headings(html) == ["The lab", "Publications"]
    assert "Lab settings" not in html and "Access" not in html


def test_an_apps_own_page_still_lists_that_app(client, superuser):
    client.force_login(superuser)
    html = client.get(reverse("admin:app_list", args=["auth"])).content.decode()
    assert reverse("admin:auth_user_changelist") in html


def test_members_logins_list_the_people_with_a_login(client, lab_admin, member, other_member):
    from people.models import Person

    make_person("No Login Nils")
    client.force_login(lab_admin)
    response = client.get(f"{reverse('admin:people_person_changelist')}?user__isnull=0")
    assert response.status_code == 200
    shown = set(response.context["cl"].result_list)
    assert shown == set(Person.objects.filter(user__isnull=False)) and len(shown) == 2


def test_people_an_import_left_for_review_are_one_click_away(client, lab_admin):
    make_person("Guessed Gil", needs_review=True)
    client.force_login(lab_admin)
    imports = section_of(client.get(reverse("admin:index")).content.decode(), "Imports")
    assert "People waiting for review after an import (1)" in imports
    assert f"{reverse('admin:people_person_changelist')}?needs_review__exact=1" in imports


def test_a_member_refused_a_page_gets_the_site_and_what_they_may_do(client, member):
    Lab.objects.create(name="Harbor Systems Lab")
    client.force_login(member.user)
    response = client.get(reverse("admin:auth_user_changelist"))
    assert response.status_code == 403
    html = response.content.decode()
    assert '<main id="content">' in html and "Harbor Systems Lab" in html
    assert "This page is for lab admins" in html
    assert reverse("admin:people_person_change", args=[member.pk]) in html
    assert reverse("admin:publications_publication_add") in html
    assert member.get_absolute_url() in html


def test_someone_logged_out_refused_a_page_is_offered_the_login(client, db, rf):
    from django.contrib.auth.models import AnonymousUser
    from django.core.exceptions import PermissionDenied
    from django.views.defaults import permission_denied

    request = rf.get("/somewhere/")
    request.user = AnonymousUser()
    html = permission_denied(request, PermissionDenied()).content.decode()
    assert "Log in" in html and "next=/somewhere/" in html


def _saved(client, data):
    response = client.post(reverse("admin:content_news_add"), data, follow=True)
    assert response.status_code == 200
    return response.content.decode()


NEWS = {"title": "Paper accepted", "slug": "", "date": "2025-01-02", "body": "Yes.", "person": ""}


def test_saving_public_news_links_to_it_on_the_site(client, lab_admin):
    client.force_login(lab_admin)
    html = _saved(client, {**NEWS, "is_public": "on"})
    link = re.search(r'See it on the site: <a href="([^"]+)">Paper accepted</a>', html)
    assert link
    item = News.objects.get()
    assert client.get(link.group(1))["Location"].endswith(item.get_absolute_url())


def test_saving_hidden_news_offers_no_link(client, lab_admin):
    client.force_login(lab_admin)
    assert "See it on the site" not in _saved(client, NEWS)


def test_a_member_saving_their_profile_is_shown_where_it_is(client, member):
    from tests.adminforms import admin_form_data

    client.force_login(member.user)
    url = reverse("admin:people_person_change", args=[member.pk])
    data = admin_form_data(client.get(url))
    data["bio"] = "I study queues."
    html = client.post(url, data, follow=True).content.decode()
    assert "See it on the site" in html


@pytest.mark.parametrize("logged_in", [True, False])
def test_admin_pages_carry_the_sites_favicon(client, lab_admin, logged_in):
    if logged_in:
        client.force_login(lab_admin)
    html = client.get(reverse("admin:index" if logged_in else "admin:login")).content.decode()
    assert re.search(r'<link rel="icon" href="[^"]*favicon[^"]*">', html)


def test_news_dated_later_offers_no_link_yet(client, lab_admin):
    client.force_login(lab_admin)
    assert "See it on the site" not in _saved(client, {**NEWS, "date": "2999-01-01", "is_public": "on"})
