"""Every admin page a lab admin or a member opens, in Chromium at 1,280 and 390 px: axe finds nothing
serious or critical (the index, the change lists, the change forms, the import review, the 403)."""

import pytest

from content.models import News, Page, Project
from people.models import Lab

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORDS = {"pi": "pi-password-123", "ada": "ada-password-123"}

LAB_ADMIN_PAGES = [
    ("index", "/admin/"),
    ("people", "/admin/people/person/"),
    ("publications", "/admin/publications/publication/"),
    ("news", "/admin/content/news/"),
    ("projects", "/admin/content/project/"),
    ("pages", "/admin/content/page/"),
    ("venues", "/admin/publications/venue/"),
    ("imported documents", "/admin/importer/sourcedocument/"),
    ("person form", "/admin/people/person/{member}/change/"),
    ("publication form", "/admin/publications/publication/{paper}/change/"),
    ("news form", "/admin/content/news/{news}/change/"),
    ("project form", "/admin/content/project/{project}/change/"),
    ("page form", "/admin/content/page/{page}/change/"),
    ("import review", "/admin/importer/sourcedocument/{document}/review/"),
]

MEMBER_PAGES = [
    ("index", "/admin/"),
    ("people", "/admin/people/person/"),
    ("publications", "/admin/publications/publication/"),
    ("news", "/admin/content/news/"),
    ("own person form", "/admin/people/person/{member}/change/"),
    ("publication form", "/admin/publications/publication/{paper}/change/"),
    ("publication add form", "/admin/publications/publication/add/"),
    ("news add form", "/admin/content/news/add/"),
    ("403", "/admin/auth/user/"),
]

PLAIN_CV = b"""# Kit Lorne

Kit Lorne is a Ph.D. student in the lab.

## Publications

- Kit Lorne, Ada Abara. Sorting Pebbles at Scale. In Proceedings of EuroSys, 2024.
"""


def lab_with_one_of_everything(member, other_member, publication_of):
    """One record of each kind, so every list has a row and every form has its widgets filled."""
    from importer.tasks import queue_upload

    lab = Lab.current()
    lab.members_post_news = True
    lab.save()
    paper = publication_of(member, other_member, title="Shared Paper", authors=["Amy Coauthor"])
    news = News.objects.create(title="Ada joins the lab", slug="ada-joins", body="Welcome.", person=member)
    project = Project.objects.create(title="Elastic Caches", slug="elastic-caches", summary="Caches.")
    project.members.add(member)
    project.publications.add(paper)
    page = Page.objects.create(title="Teaching", slug="teaching", body="Courses.")
    document = queue_upload("kit-lorne.md", PLAIN_CV)
    return {
        "member": member.pk,
        "paper": paper.pk,
        "news": news.pk,
        "project": project.pk,
        "page": page.pk,
        "document": document.pk,
    }


def serious_violations(page, axe, name):
    problems = []
    for label, viewport in (("1280", DESKTOP), ("390", PHONE)):
        page.set_viewport_size(viewport)
        for violation in axe.run(page).response["violations"]:
            if violation["impact"] in ("critical", "serious"):
                targets = [node["target"] for node in violation["nodes"][:3]]
                problems.append(f"{name} at {label} px: {violation['id']} ({violation['impact']}) {targets}")
    page.set_viewport_size(DESKTOP)
    return problems


@pytest.mark.parametrize(("username", "pages"), [("pi", LAB_ADMIN_PAGES), ("ada", MEMBER_PAGES)])
def test_every_admin_page_has_no_serious_axe_violation_at_both_widths(
    transactional_db, live_server, page, lab_admin, member, other_member, publication_of, username, pages
):
    from axe_playwright_python.sync_playwright import Axe

    ids = lab_with_one_of_everything(member, other_member, publication_of)
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORDS[username])
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    axe, problems = Axe(), []
    for name, address in pages:
        response = page.goto(live_server.url + address.format(**ids))
        expected = 403 if name == "403" else 200
        assert response.status == expected, f"{name}: {page.url} answered {response.status}"
        page.wait_for_load_state("load")
        problems += serious_violations(page, axe, name)
    assert problems == [], "\n".join(problems)
