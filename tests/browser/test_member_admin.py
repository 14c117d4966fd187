"""A member's whole afternoon in the admin, in Chromium: profile, education, photo, three ways to add
a paper; then the public pages show exactly that. And axe finds nothing critical or serious."""

import re

import httpx
import pytest
import respx
from PIL import Image
from playwright.sync_api import expect

from importer.adding import CROSSREF
from publications.models import Publication

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

BIBTEX = """@inproceedings{abara2025caches,
  title = {Pasted Paper on Elastic Caches},
  author = {Abara, Ada and Brennick, Bruno},
  booktitle = {Proceedings of EuroSys},
  year = {2025},
}"""

CROSSREF_WORK = {
    "message": {
        "DOI": "10.1145/3600006.3613139",
        "type": "journal-article",
        "title": ["Looked-Up Paper on Schedulers"],
        "author": [{"given": "Ada", "family": "Abara"}, {"given": "Hye-jin", "family": "Kim"}],
        "container-title": ["ACM Transactions on Computer Systems"],
        "issued": {"date-parts": [[2024]]},
    }
}


def log_in(page, live_server, username, password):
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")


def no_errors(page):
    errors = page.locator(".errornote, .errorlist")
    assert errors.count() == 0, errors.all_inner_texts()


def test_member_edits_profile_and_adds_papers_three_ways_and_the_site_shows_exactly_that(
    transactional_db, live_server, page, screenshot, member, other_member, tmp_path
):
    photo = tmp_path / ("PXL_20260412_093512345.PORTRAIT.ORIGINAL_" + "9" * 90 + ".jpg")
    Image.new("RGB", (300, 400), (40, 110, 170)).save(photo)
    log_in(page, live_server, "ada", "ada-password-123")

    # Profile: bio in markdown (previewed), an education row, a photo with a phone's long name.
    page.goto(f"{live_server.url}/admin/people/person/{member.pk}/change/")
    page.fill("#id_bio", "Ada builds **elastic schedulers**.")
    page.locator("#bio-preview strong", has_text="elastic schedulers").wait_for()
    page.locator("#education-group .add-row a").click()
    page.fill("#id_education-0-institution", "Example University")
    page.select_option("#id_education-0-degree", "phd")
    page.fill("#id_education-0-start_year", "2022")
    page.set_input_files("#id_photo", str(photo))
    screenshot("member-profile-form")
    page.click("input[name=_continue]")
    page.wait_for_load_state()
    no_errors(page)
    assert page.locator("img.photo-thumbnail").count() == 1

    # A paper typed in: three authors, the labmate linked as his name is typed, Ada moved to the top.
    page.goto(f"{live_server.url}/admin/publications/publication/add/")
    page.fill("#id_title", "Carbon-Aware Scheduling of Training Jobs")
    page.fill("#id_year", "2026")
    for index, name in enumerate(["Amy Coauthor", "Ada Abara", "Bruno Brennick"]):
        page.locator("#authorships-group .add-row a").click()
        page.fill(f"#id_authorships-{index}-name", name)
    # expect() polls without eval, which the Content-Security-Policy forbids (wait_for_function needs it).
    expect(page.locator("#id_authorships-2-person")).to_have_value(str(other_member.pk), timeout=10_000)
    assert page.locator("#id_authorships-1-person").input_value() == str(member.pk)
    assert page.locator("#authorships-2 .author-match").inner_text() == "Linked to lab member Bruno Brennick."
    page.check("#id_authorships-2-equal_contribution")
    page.locator("#authorships-1 button.author-up").click()
    assert page.locator("#authorships-1 input.author-position").input_value() == "1"
    assert page.locator("#authorships-0 input.author-position").input_value() == "2"
    screenshot("member-add-paper")
    page.click("input[name=_save]")
    page.wait_for_url(re.compile(r".*/admin/publications/publication/$"))
    assert "Only “Bruno Brennick” is marked as an equal contribution" in page.locator(".messagelist").inner_text()
    typed = Publication.objects.get(title="Carbon-Aware Scheduling of Training Jobs")
    assert typed.key == "abara2026carbon"

    # A paper pasted as BibTeX: previewed, then saved.
    page.goto(f"{live_server.url}/admin/publications/publication/add-from/")
    page.fill("#id_bibtex", BIBTEX)
    page.click("input[value=Preview]")
    assert "linked to Bruno Brennick" in page.locator(".preview-entry").inner_text()
    assert not Publication.objects.filter(title="Pasted Paper on Elastic Caches").exists()
    page.click("input[value=Save]")
    page.wait_for_url(re.compile(r".*/admin/publications/publication/\d+/change/$"))
    pasted = Publication.objects.get(title="Pasted Paper on Elastic Caches")
    # The site's own key (first author, year, first title word), not the pasted one.
    assert pasted.key == "abara2025pasted"

    # A paper by DOI, against a fake Crossref (the live server runs in this process).
    with respx.mock(assert_all_called=True) as fake:
        fake.get(CROSSREF + "10.1145/3600006.3613139").mock(return_value=httpx.Response(200, json=CROSSREF_WORK))
        page.goto(f"{live_server.url}/admin/publications/publication/add-from/")
        page.fill("#id_identifier", "10.1145/3600006.3613139")
        page.click("input[value=Preview]")
        assert "Looked-Up Paper on Schedulers" in page.locator(".preview-entry").inner_text()
        screenshot("member-add-by-doi-preview")
        page.click("input[value=Save]")
        page.wait_for_url(re.compile(r".*/admin/publications/publication/\d+/change/$"))
    looked_up = Publication.objects.get(doi="10.1145/3600006.3613139")
    assert looked_up.key == "abara2024looked"

    # The public pages show exactly that.
    page.goto(f"{live_server.url}/people/{member.slug}/")
    assert page.locator(".bio strong").inner_text() == "elastic schedulers"
    assert "Example University" in page.content()
    assert page.locator("img.photo").evaluate("img => img.complete && img.naturalWidth") > 0
    for title in (typed.title, pasted.title, looked_up.title):
        assert page.get_by_role("link", name=title).count() >= 1, title
    page.goto(f"{live_server.url}/people/{other_member.slug}/")
    assert page.get_by_role("link", name=typed.title).count() >= 1
    assert page.get_by_role("link", name=pasted.title).count() >= 1
    assert page.get_by_role("link", name=looked_up.title).count() == 0
    page.goto(f"{live_server.url}/publications/abara2026carbon/")
    citation = page.locator(".full-citation .authors").inner_text()
    assert re.sub(r"\s+", " ", citation).startswith("Ada Abara, Amy Coauthor, Bruno Brennick*")
    assert "Ada Abara, Amy Coauthor, Ada Abara" not in page.content()
    screenshot("member-paper-public")


MEMBER_PAGES = [
    ("index", "/admin/"),
    ("own-person", "/admin/people/person/{member}/change/"),
    ("publication-list", "/admin/publications/publication/"),
    ("publication-add", "/admin/publications/publication/add/"),
    ("publication-change", "/admin/publications/publication/{paper}/change/"),
    ("add-from", "/admin/publications/publication/add-from/"),
    ("not-yours", "/admin/people/person/{other}/change/"),
]


def test_member_admin_pages_fit_the_window_and_axe_finds_nothing_serious(
    transactional_db, live_server, page, screenshot, member, other_member, publication_of
):
    from axe_playwright_python.sync_playwright import Axe

    paper = publication_of(member, other_member, title="Shared Paper", authors=["Amy Coauthor"])
    member.education.create(institution="Example University", degree="phd", start_year=2020, details="Thesis on X")
    member.experience.create(organization="Example Lab", title="Intern", start_year=2019, end_year=2019)
    member.awards.create(title="Best Paper Award", year=2024)
    member.links.create(label="GitHub", url="https://github.com/ada")
    axe = Axe()
    log_in(page, live_server, "ada", "ada-password-123")
    problems = []
    for name, address in MEMBER_PAGES:
        page.goto(live_server.url + address.format(member=member.pk, paper=paper.pk, other=other_member.pk))
        for label, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            page.set_viewport_size(viewport)
            width = page.evaluate("document.documentElement.scrollWidth")
            if width > viewport["width"]:
                problems.append(f"{name} at {viewport['width']} px is {width} px wide")
            violations = axe.run(page).response["violations"]
            for violation in violations:
                if violation["impact"] in ("critical", "serious"):
                    targets = [node["target"] for node in violation["nodes"][:3]]
                    problems.append(f"{name} at {label}: {violation['id']} ({violation['impact']}) {targets}")
        page.set_viewport_size(DESKTOP)
        screenshot(f"admin-{name}")
    assert problems == [], "\n".join(problems)
