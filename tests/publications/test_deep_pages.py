"""A list's pages are the rows of its whole order, a page at a time, paged once per request."""

import re

import pytest

from people.generate import generate_lab
from publications.models import Publication


def keys_on(client, url):
    html = client.get(url).content.decode()
    return re.findall(r'<a class="title" href="/publications/([^/"]+)/"', html)


@pytest.mark.django_db
def test_a_list_page_is_paged_once_with_the_requested_page_and_size(client, monkeypatch):
    from publications.tables import PublicationTable

    generate_lab(people=4, publications=30, seed=3)
    calls = []
    paginate = PublicationTable.paginate

    def counted(self, *args, **kwargs):
        calls.append(kwargs.get("page"))
        return paginate(self, *args, **kwargs)

    monkeypatch.setattr(PublicationTable, "paginate", counted)
    for url in ("/publications/?page=2", "/publications/?view=list&group=kind&page=2"):
        calls.clear()
        assert len(keys_on(client, url)) == 5  # 30 publications, 25 a page
        assert calls == [2]


@pytest.mark.django_db
def test_a_page_sorted_by_ids_lists_the_rows_of_the_whole_sort(client):
    from publications.listing import KIND_ORDER

    generate_lab(people=6, publications=70, seed=4)
    everything = sorted(
        Publication.objects.public(),
        key=lambda p: (KIND_ORDER.index(p.kind), p.year is None, -(p.year or 0), p.title, p.pk),
    )
    for page in (1, 2, 3):
        expected = [p.key for p in everything[(page - 1) * 25 : page * 25]]
        assert keys_on(client, f"/publications/?view=list&group=kind&page={page}") == expected
