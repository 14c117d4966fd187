"""The search page in Chromium: one ranked list of mixed results, read the same at 1,280 and 390 px,
light and dark, with no axe violations and no horizontal scroll; pages and kinds keep the words typed."""

import pytest

from content.demo import make_demo_content
from content.models import Page
from people.generate import generate_lab

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

QUERY = "learning"  # in the demo: a venue, papers, people and (below) a page


@pytest.fixture
def lab_with_mixed_results(transactional_db):
    generate_lab(people=14, publications=80, seed=7)
    make_demo_content()
    Page.objects.create(
        title="Teaching",
        slug="teaching",
        body="We teach the graduate **operating systems** course, and a seminar on machine learning systems.",
    )


def test_mixed_results_are_one_list_at_both_widths_in_both_schemes(
    lab_with_mixed_results, live_server, chromium, screenshot_dir
):
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    problems = []
    for scheme in ("light", "dark"):
        for label, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            context = chromium.new_context(viewport=viewport, color_scheme=scheme)
            page = context.new_page()
            page.goto(f"{live_server.url}/search/?q={QUERY}")
            page.screenshot(path=screenshot_dir / f"search-mixed-{label}-{scheme}.png", full_page=True)
            kinds = page.locator(".search-hits .hit-kind").all_text_contents()
            assert {"Venue", "Publication", "Person", "Page"} <= set(kinds), kinds  # several kinds, in one list
            assert page.locator("ol.search-hits").count() == 1
            results = axe.run(page)
            if results.violations_count:
                problems.append(f"{label} {scheme}:\n{results.generate_report()}")
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            if overflow > 0:
                problems.append(f"{label} {scheme}: {overflow} px of horizontal scroll")
            context.close()
    assert not problems, "\n".join(problems)


def test_a_kind_link_and_the_next_page_keep_the_words_typed(lab_with_mixed_results, live_server, page):
    page.goto(f"{live_server.url}/search/?q={QUERY}")
    page.locator(".search-kinds a", has_text="Publications").click()
    assert f"q={QUERY}" in page.url and "kind=publications" in page.url
    assert set(page.locator(".search-hits .hit-kind").all_text_contents()) == {"Publication"}
    assert page.locator("#search-q").input_value() == QUERY
    page.goto(f"{live_server.url}/search/?q=for")
    if page.locator(".pagination a[rel=next]").count():
        first = page.locator(".search-hits .hit-title").all_inner_texts()
        page.locator(".pagination a[rel=next]").click()
        assert "q=for" in page.url and "page=2" in page.url
        assert not set(first) & set(page.locator(".search-hits .hit-title").all_inner_texts())
