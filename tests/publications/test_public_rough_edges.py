"""Small things a visitor meets: the chart's year labels fit, its titles count in good English, the
filter box describes itself only with help text that exists, and the Cite box's BibTeX holds only
bibliographic fields."""

import re

import pytest

from publications.charts import YearChart, kind_label, year_chart_svg
from publications.formats.bibtex import write_bibtex
from publications.models import Authorship, Publication, PublicationLink, Status
from tests.factories import make_person, make_publication, make_venue

# site.css draws the year labels at 26 of the chart's 900 units on a phone; "2025" is then
# about 60 units wide, so its centre must stay 30 units from the right edge.
PHONE_LABEL_HALF_WIDTH = 30


def _year_labels(svg):
    return [
        (float(x), year) for x, year in re.findall(r'<text class="axis[^"]*" x="([\d.]+)"[^>]*>(\d{4})</text>', svg)
    ]


@pytest.mark.parametrize("years", [1, 3, 14, 20])
def test_the_last_year_label_fits_inside_the_chart(years):
    chart = YearChart(years=[(2006 + i, {"conference": 1}) for i in range(years)], kinds=[("conference", "x")])
    svg = year_chart_svg(chart, "t")
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    x, year = _year_labels(svg)[-1]
    assert year == str(2006 + years - 1)
    assert x + PHONE_LABEL_HALF_WIDTH <= width


def test_bar_titles_say_one_workshop_paper_and_two_journal_articles():
    chart = YearChart(years=[(2024, {"workshop": 1, "journal": 2, "other": 1})])
    chart.kinds = [("journal", kind_label("journal", 2)), ("workshop", kind_label("workshop", 2))]
    chart.kinds.append(("other", kind_label("other", 1)))
    titles = re.findall(r"<title>(\d{4}: [^<]*)</title>", year_chart_svg(chart, "t"))
    assert titles == ["2024: 2 journal articles", "2024: 1 workshop paper", "2024: 1 other"]


def test_the_chart_legend_is_plural(client, db):
    make_publication(year=2024, kind="workshop")
    html = client.get("/publications/").content.decode()
    assert "Workshop papers" in html and "1 workshop paper<" in html and "1 workshop papers" not in html


def test_every_aria_describedby_on_the_publication_list_points_at_an_element(client, db):
    make_publication(year=2024)
    make_venue()
    for url in ("/publications/", "/venues/osdi/"):
        html = client.get(url).content.decode()
        described = re.findall(r'aria-describedby="([^"]+)"', html)
        assert described, url  # the search box has help text
        for ids in described:
            for element_id in ids.split():
                assert f'id="{element_id}"' in html, (url, element_id)
        assert (
            "Words in the title or an author&#x27;s name." in html or "Words in the title or an author's name." in html
        )


@pytest.fixture
def site_noted_paper(db):
    ada, bo = make_person("Ada Abara"), make_person("Bo Brennick")
    paper = make_publication(
        ada, bo, title="Quiet Queues", year=2025, venue=make_venue(), note="Best Paper Award", abstract="We queue."
    )
    Authorship.objects.filter(publication=paper).update(equal_contribution=True)
    Publication.objects.filter(pk=paper.pk).update(status=Status.SUBMITTED)
    PublicationLink.objects.create(publication=paper, label="Code", url="https://example.org/quiet")
    paper.refresh_from_db()
    paper.save()  # a new version of the site: pages show the updates above, which sent no signal
    return Publication.objects.get(pk=paper.pk)


def _cite_box_bibtex(html):
    return re.search(r'<pre class="bibtex" id="cite-bibtex"[^>]*>(.*?)</pre>', html, re.S).group(1)


def test_the_cite_box_bibtex_holds_only_bibliographic_fields(client, site_noted_paper):
    bibtex = _cite_box_bibtex(client.get(site_noted_paper.get_absolute_url()).content.decode())
    fields = re.findall(r"^\s+([\w+]+) = ", bibtex, re.M)
    assert set(fields) <= {"title", "author", "booktitle", "year", "doi", "eprint", "archiveprefix", "url"}
    assert "Equal contribution" not in bibtex and "Under review" not in bibtex and "Best Paper" not in bibtex
    assert "Ada Abara and Bo Brennick" in bibtex and "year = {2025}" in bibtex
    assert "url = {https://example.org/quiet}" in bibtex  # no DOI or arXiv id: the link finds the paper


def test_the_sites_own_export_keeps_what_makes_it_re_import_the_same(client, site_noted_paper):
    response = client.get(f"/publications/{site_noted_paper.key}.bib")
    exported = b"".join(response.streaming_content).decode()
    assert "* Equal contribution: Ada Abara, Bo Brennick" in exported and "Under review" in exported
    assert "author+an = {1=equal; 2=equal}" in exported and "code = {https://example.org/quiet}" in exported


def test_citable_bibtex_prefers_the_doi_to_a_link():
    entry = {"title": "T", "authors": ["A B"], "year": 2020, "doi": "10.1/x", "links": [{"label": "PDF", "url": "u"}]}
    text = write_bibtex([entry], citable=True)
    assert "doi = {10.1/x}" in text and "url" not in text and "pdf" not in text
