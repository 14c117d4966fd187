"""From the admin's setup page to a member editing their profile, in Chromium: the e-mailed link, the set-password
page in the lab's name, the admin's index, the 403 a member meets; axe finds nothing serious; and the
publication chart's last year fits a phone."""

import re

import pytest
from django.core import mail

from people.models import Person
from tests.factories import make_publication

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

LINK = re.compile(r"https?://\S+/accounts/reset/\S+/")


def serious_violations(page, axe, name):
    problems = []
    for label, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(viewport)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > viewport["width"]:
            problems.append(f"{name} at {viewport['width']} px is {width} px wide")
        for violation in axe.run(page).response["violations"]:
            if violation["impact"] in ("critical", "serious"):
                targets = [node["target"] for node in violation["nodes"][:3]]
                problems.append(f"{name} at {label}: {violation['id']} ({violation['impact']}) {targets}")
    page.set_viewport_size(DESKTOP)
    return problems


def test_a_pi_sets_up_the_lab_and_the_invited_member_edits_their_profile(
    transactional_db, live_server, page, screenshot, lab_admin, settings
):
    from axe_playwright_python.sync_playwright import Axe

    settings.LAB_URL = ""  # the links then use the address the PI opened the admin on
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "pi")
    page.fill("#id_password", "pi-password-123")
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    page.click("#setup-lab a")
    page.fill("#id_name", "Harbor Systems Lab")
    page.fill("#id_description", "We build storage systems you can trust.")
    page.fill("#id_invite", "Bo Li <bo@harbor.example>")
    page.click("#setup-lab-form input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    assert "Invitations sent to Bo Li (bo@harbor.example)" in page.inner_text(".messagelist")
    page.context.clear_cookies()  # the PI is done; Bo opens the e-mail on his own machine

    message = next(m for m in mail.outbox if m.to == ["bo@harbor.example"])
    axe, problems = Axe(), []

    page.goto(LINK.search(message.body).group(0))
    page.wait_for_selector("#id_new_password1")
    assert "Harbor Systems Lab" in page.inner_text("#site-name") and "Django" not in page.title()
    problems += serious_violations(page, axe, "set-password")
    screenshot("invited-set-password")
    page.fill("#id_new_password1", "bo-own-Pass-77")
    page.fill("#id_new_password2", "bo-own-Pass-77")
    page.click("input[type=submit]")
    page.wait_for_url(re.compile(r"/accounts/reset/done/$"))

    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "bo-li")
    page.fill("#id_password", "bo-own-Pass-77")
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    assert page.locator("caption", has_text="The lab").count() == 1
    problems += serious_violations(page, axe, "member index")

    bo = Person.objects.get(name="Bo Li")
    page.goto(f"{live_server.url}/admin/people/person/{bo.pk}/change/")
    page.fill("#id_bio", "Bo studies storage.")
    page.click("input[name=_save]")
    page.wait_for_selector(".messagelist")
    assert "See it on the site" in page.inner_text(".messagelist")
    assert Person.objects.get(pk=bo.pk).bio == "Bo studies storage."

    response = page.goto(f"{live_server.url}/admin/auth/user/")
    assert response.status == 403
    assert "This page is for lab admins" in page.inner_text("main")
    problems += serious_violations(page, axe, "403")
    screenshot("member-403")
    assert problems == [], "\n".join(problems)


def test_a_lab_admins_index_and_setup_page_are_axe_clean(transactional_db, live_server, page, lab_admin, screenshot):
    from axe_playwright_python.sync_playwright import Axe

    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "pi")
    page.fill("#id_password", "pi-password-123")
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    captions = [text.strip() for text in page.locator("caption").all_text_contents()]
    assert captions[0] == "The lab" and captions[-1] == "Access"
    axe = Axe()
    problems = serious_violations(page, axe, "lab admin index")
    page.click("#setup-lab a")
    page.wait_for_selector("#setup-lab-form")
    problems += serious_violations(page, axe, "setup page")
    page.fill("#id_name", "Harbor Systems Lab")
    page.fill("#id_description", "Storage.")
    page.fill("#id_invite", "Bo Li bo@harbor.example")
    page.click("#setup-lab-form input[type=submit]")
    page.wait_for_selector(".errornote")
    problems += serious_violations(page, axe, "setup page with an error")
    screenshot("admin-setup-lab")
    assert problems == [], "\n".join(problems)


def test_the_charts_last_year_label_fits_a_phone(transactional_db, live_server, page):
    for year in range(2007, 2026):  # 19 years: the last label is one a phone shows
        make_publication(year=year, kind="workshop" if year % 2 else "conference")
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/publications/")
    chart = page.locator("svg.chart").bounding_box()
    labels = page.locator("svg.chart text.axis:not(.minor)")
    last = labels.nth(labels.count() - 1)
    assert last.text_content() == "2025"
    box = last.bounding_box()
    assert box["x"] >= chart["x"] and box["x"] + box["width"] <= chart["x"] + chart["width"] + 0.5
