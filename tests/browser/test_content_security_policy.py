"""The site's own pages, public and admin, run under the Content-Security-Policy with nothing blocked."""

import pytest

from people.models import PersonLink
from publications.models import PublicationLink
from tests.factories import make_publication

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def watch_violations(page):
    violations = []
    page.on("console", lambda msg: "Content Security Policy" in msg.text and violations.append(msg.text))
    return violations


def test_public_and_admin_pages_break_no_rule_of_the_policy(transactional_db, live_server, page, screenshot, member):
    paper = make_publication(member, title="Elastic Schedulers", doi="10.1/x")
    PublicationLink.objects.create(publication=paper, label="Code", url="https://github.com/lab/code")
    PersonLink.objects.create(person=member, label="Homepage", url="https://ada.example.edu/")
    member.bio = "Ada builds **schedulers**. ![tracker](http://tracker.example/p.gif)"
    member.save()
    violations = watch_violations(page)

    public = [
        "/",
        "/people/",
        f"/people/{member.slug}/",
        f"/people/{member.slug}/cv/",
        "/publications/",
        "/publications/?view=list",
        paper.get_absolute_url(),
        "/venues/",
        "/admin/login/",
        "/admin/password_reset/",
    ]
    for path in public:
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
        assert "script-src 'self'" in response.headers["content-security-policy"]
    # The cite box's copy button is a static script: it still works under the policy.
    page.goto(live_server.url + paper.get_absolute_url())
    screenshot("publication-under-csp")

    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "ada")
    page.fill("#id_password", "ada-password-123")
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    screenshot("admin-index-under-csp")
    for path in [
        f"/admin/people/person/{member.pk}/change/",
        "/admin/publications/publication/",
        f"/admin/publications/publication/{paper.pk}/change/",
        "/admin/publications/publication/add/",
    ]:
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
    # The admin's inline "add another" is script: it runs.
    page.goto(f"{live_server.url}/admin/people/person/{member.pk}/change/")
    screenshot("admin-person-under-csp")
    assert violations == []
