"""A paper written before its author's page was imported links that author once the run has made everyone."""

from types import SimpleNamespace

from importer.relinking import _ReportsBySource
from importer.services import import_documents
from people.models import Person
from publications.models import Authorship

BIB = """@article{wren2022gravel, title={Gravel Routing at Scale}, author={Wren, Tomasz and Brandt, Ilse},
  journal={ACM TOCS}, year={2022}}
@article{wren2023pebble, title={Pebble Caches for Slow Disks}, author={Wren, Tomasz and Okafor, Chidi},
  journal={ACM TOCS}, year={2023}}
"""
HOMEPAGE = """---
title: Ilse Brandt
permalink: /
---

I am a Ph.D. student at the Fictional Institute of Technology, advised by Prof. Tomasz Wren.

## Publications

- **Ilse Brandt**, Chidi Okafor, "Sand Tables for Streaming Joins", *VLDB '24*.
"""


def _lab(tmp_path):
    folder = tmp_path / "lab"
    folder.mkdir()
    (folder / "a-papers.bib").write_text(BIB)  # read first: Ilse Brandt is nobody yet
    (folder / "z-ilse.md").write_text(HOMEPAGE)
    return folder


def test_an_author_met_before_her_page_is_linked_at_the_end_of_the_run(db, tmp_path):
    report = import_documents([_lab(tmp_path)])

    ilse = Person.objects.get(slug="ilse-brandt")
    gravel = Authorship.objects.get(publication__title="Gravel Routing at Scale", name="Ilse Brandt")
    assert (gravel.person, gravel.auto_linked) == (ilse, True)
    assert Authorship.objects.get(name="Chidi Okafor", publication__title="Pebble Caches for Slow Disks").person is None
    assert report.relinked == ["Ilse Brandt → ilse-brandt"]
    bib_report, page_report = report.files
    assert bib_report.members_linked == 3  # Tomasz Wren twice, then Ilse Brandt once she exists
    assert page_report.members_linked == 1


def test_a_second_run_relinks_nothing(db, tmp_path):
    folder = _lab(tmp_path)
    import_documents([folder])

    report = import_documents([folder])

    assert report.relinked == []
    assert Authorship.objects.filter(person__slug="ilse-brandt").count() == 2


def test_a_papers_document_is_the_first_report_whose_path_ends_with_its_name():
    reports = [SimpleNamespace(path=path, members_linked=0) for path in ("x/a.bib", "a.bib", "site/papers/a.bib")]
    by_source = _ReportsBySource(reports)
    paper = SimpleNamespace(sources=["missing.md", "papers/a.bib"])

    by_source.recount(paper, +1)
    by_source.recount(SimpleNamespace(sources=["a.bib"]), +1)  # "x/a.bib" is the run's first "a.bib"
    by_source.recount(SimpleNamespace(sources=["nothing.bib"]), +1)

    assert [r.members_linked for r in reports] == [1, 0, 1]


def test_an_undone_link_never_counts_below_zero():
    report = SimpleNamespace(path="docs/cv.md", members_linked=1)
    by_source = _ReportsBySource([report])

    for _ in range(2):
        by_source.recount(SimpleNamespace(sources=["cv.md"]), -1)

    assert report.members_linked == 0
