"""What a member and a visitor do in a real browser (Debian's Chromium via Playwright)."""

import re

import pytest
from PIL import Image

from publications.models import Authorship, Publication, Venue

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def log_in(page, live_server, username, password):
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")


def test_member_edits_bio_and_photo_and_sees_them_on_their_page(
    transactional_db, live_server, page, screenshot, member, other_member, tmp_path
):
    photo = tmp_path / "portrait.png"
    Image.new("RGB", (320, 400), (40, 110, 170)).save(photo)

    log_in(page, live_server, "ada", "ada-password-123")
    page.goto(f"{live_server.url}/admin/people/person/{member.pk}/change/")
    page.fill("#id_bio", "Ada builds **elastic schedulers** for GPU clusters.")
    page.set_input_files("#id_photo", str(photo))
    page.click("input[name=_save]")
    page.wait_for_url(re.compile(r".*/admin/people/person/.*"))
    assert page.locator(".errornote, .errorlist").count() == 0, page.locator(".errornote, .errorlist").all_inner_texts()

    page.goto(f"{live_server.url}/people/{member.slug}/")
    bio = page.locator(".bio")
    assert "Ada builds elastic schedulers for GPU clusters." in bio.inner_text()
    assert bio.locator("strong").inner_text() == "elastic schedulers"
    portrait = page.locator("img.photo")
    assert portrait.get_attribute("alt") == "Photo of Ada Abara"
    assert portrait.evaluate("img => img.complete && img.naturalWidth") > 0, "the photo did not load"
    served = page.request.get(live_server.url + portrait.get_attribute("src"))
    assert served.ok and served.headers["content-type"].startswith("image/")
    screenshot("member-page")

    # Another member's record, asked for by its primary key, shows nothing of theirs.
    response = page.goto(f"{live_server.url}/admin/people/person/{other_member.pk}/change/")
    assert response.status in (200, 302, 403, 404)
    assert page.locator("#id_name").count() == 0
    content = page.content()
    assert "Bruno Brennick" not in content
    assert "bruno.secret@example.edu" not in content
    assert response.status != 200 or "doesn’t exist" in content or "doesn't exist" in content


def test_visitor_filters_publications_by_venue_and_year(transactional_db, live_server, page, screenshot):
    osdi = Venue.objects.create(
        slug="osdi", acronym="OSDI", name="USENIX Symposium on Operating Systems Design and Implementation"
    )
    sosp = Venue.objects.create(slug="sosp", acronym="SOSP", name="ACM Symposium on Operating Systems Principles")
    for key, title, venue, year in [
        ("a", "Elastic Caching for Key-Value Stores", osdi, 2020),
        ("b", "Predictable Batching for Deep Learning Jobs", osdi, 2020),
        ("c", "Fast Recovery for Microservices", osdi, 2021),
        ("d", "Scalable Tracing for Serverless Functions", sosp, 2020),
    ]:
        publication = Publication.objects.create(key=key, title=title, venue=venue, year=year)
        Authorship.objects.create(publication=publication, position=1, name="Ada Abara")

    page.goto(f"{live_server.url}/publications/")
    assert page.locator(".pub-list > li").count() == 4
    page.select_option("#id_venue", label="OSDI")
    page.fill("#id_year", "2020")
    page.get_by_role("button", name="Filter").click()
    page.wait_for_url(re.compile(r".*venue=osdi.*"))

    assert re.search(r"[?&]year=2020(&|$)", page.url)
    rows = page.locator(".pub-list > li")
    assert rows.count() == 2
    titles = sorted(rows.locator("a.title").all_inner_texts())
    assert titles == ["Elastic Caching for Key-Value Stores", "Predictable Batching for Deep Learning Jobs"]
    for row in rows.all():
        assert "OSDI" in row.inner_text() and "2020" in row.inner_text()
    assert page.locator("p.count").inner_text() == "2 publications match."
    # The form keeps what was chosen.
    assert page.locator("#id_venue").input_value() == "osdi"
    assert page.locator("#id_year").input_value() == "2020"
    screenshot("publications-filtered")
