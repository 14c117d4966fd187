"""Nothing moves once painted: the publication list on a phone keeps its layout from the first paint."""

import time

import pytest

from people.generate import generate_lab

from .conftest import PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

# Every layout shift not caused by the visitor, summed, as Chromium reports them (Lighthouse's CLS).
RECORD_SHIFTS = """
window.labsiteShifts = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (entry) {
    if (!entry.hadRecentInput) {
      window.labsiteShifts.push({value: entry.value, nodes: entry.sources.map(function (s) {
        return s.node ? s.node.nodeName + "." + String(s.node.className && s.node.className.baseVal !== undefined ? s.node.className.baseVal : s.node.className) : "?";
      })});
    }
  });
}).observe({type: "layout-shift", buffered: true});
"""


@pytest.fixture
def phone(chromium):
    context = chromium.new_context(viewport=PHONE, device_scale_factor=3)
    context.set_default_timeout(15_000)
    page = context.new_page()
    page.add_init_script(RECORD_SHIFTS)
    yield page
    context.close()


def slow_deferred_script(route):
    """A deferred script that arrives late: the page is painted long before it has loaded, as on a phone."""
    time.sleep(0.8)
    route.continue_()


def test_the_publication_list_does_not_shift_on_a_phone(live_server, phone):
    generate_lab(people=6, publications=40, seed=5)
    phone.route("**/static/js/copy.js", slow_deferred_script)
    phone.goto(f"{live_server.url}/publications/", wait_until="load")
    phone.wait_for_timeout(300)
    shifts = phone.evaluate("window.labsiteShifts")
    assert sum(shift["value"] for shift in shifts) < 0.01, shifts
    # The chart keeps its shape before it is laid out: the markup says how large it is.
    chart = phone.locator("svg.chart")
    assert chart.get_attribute("width") and chart.get_attribute("height")
    # The filters are folded on a phone, and open when asked.
    panel = phone.locator("details.filter-panel")
    assert panel.get_attribute("open") is None
    phone.locator("details.filter-panel > summary").click()
    assert phone.locator("form.filters").is_visible()
