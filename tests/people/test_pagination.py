"""A list's page links: the request's query with another page, written as Django's {% querystring %} writes it."""

import re

import pytest
from django.core.paginator import Paginator
from django.template import RequestContext, Template
from django.test import RequestFactory

QUERIES = [
    "",
    "page=7",
    "view=list&page=7&group=kind",
    "page=7&member=ana-ruiz&member=bo-li",
    "q=Caf%C3%A9+%26+co&page=7",
]


def render(source, query, **context):
    request = RequestFactory().get("/publications/?" + query)
    return Template("{% load labsite %}" + source).render(RequestContext(request, context))


def hrefs(html):
    return re.findall(r'href="([^"]*)"', html)


@pytest.mark.parametrize("query", QUERIES)
def test_each_link_is_the_query_with_its_page_as_querystring_writes_it_and_the_first_has_no_page(query):
    page = Paginator(range(500), 25).page(7)  # 20 pages: 1 … 5 6 7 8 9 … 20

    html = render("{% pagination page 'Pages of publications' %}", query, page=page)

    expected = []
    for number in (6, 1, 5, 6, 7, 8, 9, 20, 8):  # ← Newer, the numbers, Older →
        tag = "{% querystring page=None %}" if number == 1 else f"{{% querystring page={number} %}}"
        expected.append(render(tag, query))
    assert hrefs(html) == expected
    assert '<nav class="pagination" aria-label="Pages of publications">' in html
    assert html.count('<span class="ellipsis">…</span>') == 2
    assert f'<a href="{expected[4]}" aria-current="page">7</a>' in html
    assert 'rel="prev">← Newer</a>' in html and 'rel="next">Older →</a>' in html


def test_the_first_page_of_a_list_with_no_other_query_links_to_itself_and_one_page_has_no_links():
    first = Paginator(range(60), 25).page(1)
    html = render("{% pagination page %}", "", page=first)
    assert hrefs(html) == ["", "?page=2", "?page=3", "?page=2"]  # 1 (here), 2, 3, Older →
    assert 'aria-label="Pages"' in html and "Newer" not in html
    assert render("{% pagination page %}", "", page=Paginator(range(10), 25).page(1)).strip() == ""
