"""Pages deep in a long list are read by ids found once per change of the site, and are the same pages."""

import re

import pytest

from people.generate import generate_lab
from publications import models
from publications.models import Publication


def keys_on(client, url):
    html = client.get(url).content.decode()
    return re.findall(r'<a class="title" href="/publications/([^/"]+)/"', html)


@pytest.mark.django_db
def test_a_deep_page_lists_the_rows_offset_would_and_follows_changes(client, monkeypatch):
    generate_lab(people=6, publications=60, seed=3)
    pages = ["/publications/?page=3", "/publications/?view=list&page=3", "/publications/?per_page=10&page=5"]
    shallow = {url: keys_on(client, url) for url in pages}
    assert all(len(keys) >= 10 for keys in shallow.values())

    monkeypatch.setattr(models, "DEEP_ROWS", 5)  # every page after the first is now "deep"
    assert {url: keys_on(client, url) for url in pages} == shallow

    # A change makes a new version of the site: the page is found again, not read from old ids.
    first = Publication.objects.get(key=shallow[pages[0]][0])
    first.delete()
    monkeypatch.setattr(models, "DEEP_ROWS", 10**9)
    expected = keys_on(client, pages[0])
    monkeypatch.setattr(models, "DEEP_ROWS", 5)
    assert keys_on(client, pages[0]) == expected and first.key not in expected


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
    from django.db.models import F

    from publications.listing import KIND_ORDER

    generate_lab(people=6, publications=70, seed=4)
    everything = sorted(
        Publication.objects.public(),
        key=lambda p: (KIND_ORDER.index(p.kind), p.year is None, -(p.year or 0), p.title, p.pk),
    )
    for page in (1, 2, 3):
        expected = [p.key for p in everything[(page - 1) * 25 : page * 25]]
        assert keys_on(client, f"/publications/?view=list&group=kind&page={page}") == expected

    ordered = Publication.objects.public().for_lists().order_by(F("year").desc(nulls_last=True), "title", "pk")
    assert [p.pk for p in ordered.paged_by_ids()[10:20]] == [p.pk for p in ordered[10:20]]
