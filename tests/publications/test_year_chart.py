"""The publications-per-year chart: drawn once per change of the site, and drawn again after one."""

import re

import pytest

from tests.factories import make_person, make_publication


def _chart(html):
    return re.search(r'<figure class="chart-figure".*?</figure>', html, re.S).group(0)


@pytest.mark.django_db
def test_a_members_chart_is_the_same_on_every_page_and_follows_changes(client):
    ada = make_person("Ada Lovelace")
    for n in range(60):  # two pages of a member's publications (50 a page)
        make_publication(ada, year=2000 + n % 3)
    first, second = (client.get(f"/people/ada-lovelace/?page={page}").content.decode() for page in (1, 2))
    assert _chart(first) == _chart(second)
    assert "<td>20</td>" in _chart(first)  # 20 papers a year

    make_publication(ada, year=2002)  # a change of the site: the chart is drawn again
    assert "<td>21</td>" in _chart(client.get("/people/ada-lovelace/").content.decode())
