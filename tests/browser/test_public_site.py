"""The public site in Chromium: every page at 1,280 and 390 px, light and dark, with no axe violations;
the layout facts a visitor notices; screenshots of each page for a person to look at."""

import pytest

from content.demo import make_demo_content
from content.models import News, Project
from people.generate import generate_lab
from people.models import Person, Role
from publications.models import Publication, Venue

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.fixture
def demo_lab(transactional_db):
    generate_lab(people=14, publications=80, seed=7)
    make_demo_content()
    newest = Publication.objects.public().newest_first().first()
    newest.abstract = "We show how to serve large models on fewer GPUs. " * 3
    newest.save()  # as an edit would: its stored list entry is made again


def busiest_member():
    return max(
        Person.objects.public().current().exclude(role=Role.PI),
        key=lambda p: Publication.objects.public().by_member(p).count(),
    )


def public_pages():
    """(name, path) of every kind of public page, as a newcomer would open them."""
    member = busiest_member()
    publication = Publication.objects.public().exclude(abstract="").first()
    return [
        ("home", "/"),
        ("people", "/people/"),
        ("member", member.get_absolute_url()),
        ("publications", "/publications/"),
        ("publications-citations", "/publications/?view=list"),
        ("publication", publication.get_absolute_url()),
        ("venue", Venue.objects.get(slug="osdi").get_absolute_url()),
        ("venues", "/venues/"),
        ("news", "/news/"),
        ("news-item", News.objects.order_by("-date").first().get_absolute_url()),
        ("research", "/research/"),
        ("project", Project.objects.order_by("order").first().get_absolute_url()),
        ("join-us", "/join-us/"),
        ("search", "/search/?q=serving"),
        ("not-found", "/no-such-page/"),
    ]


def load(page, url):
    page.goto(url)
    # Portraits load lazily: scroll through the page so that the screenshot shows them.
    page.evaluate(
        "async () => { for (let y = 0; y < document.body.scrollHeight; y += 700) {"
        " window.scrollTo(0, y); await new Promise(r => setTimeout(r, 20)); } window.scrollTo(0, 0); }"
    )
    page.wait_for_load_state("networkidle")


def test_every_public_page_passes_axe_at_both_widths_in_both_schemes_without_horizontal_scroll(
    demo_lab, live_server, chromium, screenshot_dir
):
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    problems = []
    for scheme in ("light", "dark"):
        for label, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            context = chromium.new_context(viewport=viewport, color_scheme=scheme)
            page = context.new_page()
            for name, path in public_pages():
                load(page, live_server.url + path)
                page.screenshot(path=screenshot_dir / f"{name}-{label}-{scheme}.png", full_page=True)
                results = axe.run(page)
                if results.violations_count:
                    problems.append(f"{name} {label} {scheme}:\n{results.generate_report()}")
                overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
                if overflow > 0:
                    problems.append(f"{name} {label} {scheme}: {overflow} px of horizontal scroll")
            context.close()
    assert not problems, "\n".join(problems)


def test_the_pi_comes_first_on_the_home_page_and_on_people(demo_lab, live_server, page):
    pi = Person.objects.get(role=Role.PI)
    for path in ("/", "/people/"):
        page.goto(live_server.url + path)
        first = page.locator(".people-grid .person-card .name").first
        assert first.inner_text() == pi.name, path
        assert "lead" in page.locator(".people-grid .person-card").first.get_attribute("class")
    # The PI's card is larger than a student's.
    pi_box = page.locator(".person-card.lead .portrait").bounding_box()
    other_box = page.locator(".person-card:not(.lead) .portrait").first.bounding_box()
    assert pi_box["width"] > other_box["width"]


def test_the_member_page_highlights_its_owner_and_its_toggles_open_without_javascript(demo_lab, live_server, chromium):
    member = busiest_member()
    context = chromium.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server.url + member.get_absolute_url())
    owners = page.locator(".pub .authors strong.owner")
    assert owners.count() == Publication.objects.public().by_member(member).count()
    assert owners.first.inner_text() == member.name
    assert owners.first.evaluate("e => parseInt(getComputedStyle(e).fontWeight)") >= 700
    bibtex = page.locator(".pub details.bibtex").first
    assert not bibtex.locator("pre").is_visible()
    bibtex.locator("summary").click()
    assert bibtex.locator("pre").is_visible() and "@" in bibtex.locator("pre").inner_text()
    page.goto(live_server.url + "/publications/?view=list")
    abstract = page.locator(".pub details.abstract").first
    abstract.locator("summary").click()
    assert "fewer GPUs" in abstract.locator("p").inner_text()
    # With scripts off the filter panel is open and the theme toggle hidden: nothing needs JavaScript.
    assert page.locator(".filters").is_visible()
    assert not page.locator("#theme-toggle").is_visible()
    context.close()


def test_the_dark_mode_toggle_is_remembered_and_the_filter_panel_folds_on_a_phone(demo_lab, live_server, chromium):
    context = chromium.new_context(viewport=PHONE, color_scheme="light")
    page = context.new_page()
    page.goto(live_server.url + "/publications/")
    background = "getComputedStyle(document.body).backgroundColor"
    assert page.evaluate(background) == "rgb(255, 255, 255)"
    assert not page.locator(".filters").is_visible()  # folded away on a phone
    page.locator("details.filter-panel summary").click()
    assert page.locator(".filters").is_visible()
    page.locator("#theme-toggle").click()
    assert page.locator("#theme-toggle").get_attribute("aria-pressed") == "true"
    assert page.evaluate(background) == "rgb(20, 24, 28)"
    page.goto(live_server.url + "/people/")
    # Chosen before the first paint: the theme attribute is set by the script in <head>.
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate(background) == "rgb(20, 24, 28)"
    context.close()


def test_long_addresses_wrap_on_a_phone(demo_lab, live_server, chromium):
    publication = Publication.objects.public().first()
    publication.links.update(url="https://example.org/" + "a-very-long-path-segment/" * 12 + "paper.pdf")
    Publication.objects.filter(pk=publication.pk).update(note="https://example.org/" + "x" * 200)
    context = chromium.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(live_server.url + publication.get_absolute_url())
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    context.close()
