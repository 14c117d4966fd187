"""A page may not take an address the site already answers: the admin says which, and nothing is renamed."""

import pytest
from django.core.exceptions import ValidationError

from content.models import Page, site_address


def page_post(client, slug, title="News"):
    return client.post(
        "/admin/content/page/add/",
        {"title": title, "slug": slug, "summary": "", "body": "Our news.", "nav_order": "", "is_public": "on"},
    )


@pytest.mark.parametrize(
    ("slug", "address"),
    [
        ("news", "/news/"),
        ("News", "/news/"),
        ("people", "/people/"),
        ("publications", "/publications/"),
        ("venues", "/venues/"),
        ("research", "/research/"),
        ("search", "/search/"),
        ("admin", "/admin/"),
        ("accounts", "/accounts/"),
        ("static", "/static/"),
        ("media", "/media/"),
        ("healthz", "/healthz"),
    ],
)
def test_the_admin_refuses_a_page_at_a_site_address_and_names_that_address(client, lab_admin, slug, address):
    client.force_login(lab_admin)
    response = page_post(client, slug)
    assert response.status_code == 200  # the form again, not a redirect to the list
    errors = response.context["adminform"].form.errors["slug"]
    assert any(address in error for error in errors), errors
    assert not Page.objects.exists()  # nothing saved, under this slug or another one


def test_a_free_address_is_saved_exactly_as_typed(client, lab_admin):
    client.force_login(lab_admin)
    response = page_post(client, "newsletter", title="Newsletter")
    assert response.status_code == 302
    page = Page.objects.get()
    assert page.slug == "newsletter" and page.get_absolute_url() == "/newsletter/"
    assert client.get("/newsletter/").status_code == 200


def test_a_page_already_at_an_address_is_not_reserved_by_itself(db):
    Page.objects.create(title="Teaching", slug="teaching", body="Courses.")
    assert site_address("teaching") is None
    Page(title="Teaching", slug="teaching-2", body="x").full_clean()


def test_the_model_rule_is_the_same_outside_the_admin(db):
    with pytest.raises(ValidationError, match="/search/ is an address the site already uses"):
        Page(title="Search", slug="search", body="x").full_clean()


def test_an_empty_address_is_made_from_the_title_and_checked_the_same_way(client, lab_admin):
    client.force_login(lab_admin)
    response = page_post(client, "", title="News")
    assert any("/news/" in error for error in response.context["adminform"].form.errors["slug"])
    assert page_post(client, "", title="Teaching & Outreach").status_code == 302
    assert Page.objects.get().slug == "teaching-outreach"


def test_the_address_is_not_filled_in_while_the_title_is_typed(client, lab_admin):
    """Typing into a pre-filled address appended to it: "news" became /newsnews/, silently."""
    client.force_login(lab_admin)
    response = client.get("/admin/content/page/add/")
    assert response.context["adminform"].prepopulated_fields == []
    assert 'data-prepopulated-fields="[]"' in response.content.decode()
