"""Two works of one title stay two publications; old sources keep their years.

A thesis and the later paper of its chapter often share a title, and so do a patent and its paper:
they are two works unless they share a DOI (a book is at times a reader's guess, and is not kept apart). A preprint and its published
version are still one. A historian's export dates an edition 1545 or a source 1887 in its year
fields; prose (a CV, a list) still reads "1545" as a number.
"""

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.dates import CURRENT_YEAR, field_year, first_year, years_in
from importer.services import import_documents
from importer.versions import distinct_works
from publications.charts import year_chart, year_chart_svg
from publications.models import Publication

THESIS = r"""
@phdthesis{marlowe2021thesis,
  title = {Sediment Memory in Braided River Channels},
  author = {Ines Marlowe},
  school = {University of Eastvale},
  year = {2021},
}
"""
PAPER = r"""
@article{marlowe2022sediment,
  title = {Sediment memory in braided river channels},
  author = {Marlowe, Ines and Quist, Aldo},
  journal = {Water Resources Research},
  doi = {10.5555/wrr.2022.0431},
  year = {2022},
}
"""
# The thesis as a university repository registers it: the paper's DOI, so one work after all.
THESIS_WITH_THE_PAPERS_DOI = THESIS.replace("year = {2021},", "year = {2021},\n  doi = {10.5555/WRR.2022.0431},")
BOOK = r"""
@book{ferrand2019atlas,
  title = {An Atlas of Forgotten Harbours},
  author = {Odile Ferrand},
  publisher = {Northgate Press},
  year = {2019},
}
"""
CHAPTER = r"""
@incollection{ferrand2020atlas,
  title = {An Atlas of Forgotten Harbours},
  author = {Odile Ferrand},
  booktitle = {Coastal Histories Revisited},
  publisher = {Northgate Press},
  year = {2020},
}
"""
PREPRINT = r"""
@article{quist2023lattice,
  title = {Lattice Sketches for Streaming Joins},
  author = {Aldo Quist and Ines Marlowe},
  journal = {arXiv preprint arXiv:2307.04412},
  year = {2023},
}
"""
PUBLISHED = r"""
@inproceedings{quist2024lattice,
  title = {Lattice sketches for streaming joins},
  author = {Quist, Aldo and Marlowe, Ines},
  booktitle = {Proceedings of the VLDB Endowment},
  doi = {10.5555/vldb.2024.118},
  year = {2024},
}
"""


def _import(tmp_path, *texts, suffix="bib"):
    for number, text in enumerate(texts):
        path = tmp_path / f"works{number}.{suffix}"
        path.write_text(text, encoding="utf-8")
        report = import_documents([path])
        assert not report.failed, report.summary()


def _works():
    return sorted(Publication.objects.values_list("kind", "year"))


@pytest.mark.parametrize("entries", [THESIS + PAPER, PAPER + THESIS])
def test_a_thesis_and_its_paper_of_one_title_in_one_file_are_two_publications(db, tmp_path, entries):
    _import(tmp_path, entries)

    assert _works() == [("journal", 2022), ("thesis", 2021)]


@pytest.mark.parametrize("files", [(THESIS, PAPER), (PAPER, THESIS)])
def test_a_thesis_and_its_paper_in_two_files_are_two_publications(db, tmp_path, files):
    _import(tmp_path, *files)

    assert _works() == [("journal", 2022), ("thesis", 2021)]


def test_importing_both_again_adds_nothing(db, tmp_path):
    _import(tmp_path, THESIS + PAPER, PAPER, THESIS, THESIS + PAPER)

    assert _works() == [("journal", 2022), ("thesis", 2021)]
    paper = Publication.objects.get(kind="journal")
    assert (paper.doi, paper.authorships.count()) == ("10.5555/wrr.2022.0431", 2)


def test_a_book_and_a_chapter_of_one_title_are_not_told_apart_by_their_kinds(db, tmp_path):
    _import(tmp_path, BOOK, CHAPTER)  # "book" may be a guess from an italic title: kinds alone do not split them

    assert Publication.objects.count() == 1


def test_a_thesis_and_a_paper_sharing_a_doi_are_one_publication(db, tmp_path):
    _import(tmp_path, THESIS_WITH_THE_PAPERS_DOI, PAPER)

    assert Publication.objects.count() == 1


@pytest.mark.parametrize("entries", [PREPRINT + PUBLISHED, PUBLISHED + PREPRINT])
def test_a_preprint_and_its_published_version_are_still_one(db, tmp_path, entries):
    _import(tmp_path, entries)

    paper = Publication.objects.get()
    assert (paper.kind, paper.year, paper.doi, paper.arxiv) == (
        "conference",
        2024,
        "10.5555/vldb.2024.118",
        "2307.04412",
    )


def test_the_same_paper_twice_is_still_one(db, tmp_path):
    _import(tmp_path, PAPER + PAPER.replace("marlowe2022sediment", "marlowe2022b"), PAPER)

    assert _works() == [("journal", 2022)]


def test_only_works_of_their_own_kind_are_kept_apart():
    assert distinct_works("thesis", "", "conference", None)
    assert distinct_works("patent", None, "journal", None)
    assert not distinct_works("book", None, "chapter", None)  # a book is at times a guess
    assert not distinct_works("thesis", "10.5555/X", "journal", "10.5555/x")  # one DOI: one work
    assert not distinct_works("preprint", None, "journal", None)  # versions of one paper
    assert not distinct_works("conference", None, "journal", None)
    assert not distinct_works("thesis", None, "other", None)  # a kind not known contradicts nothing
    assert not distinct_works("thesis", None, "thesis", None)


HISTORIAN_BIBTEX = r"""
@book{vesalio1545,
  title = {De mensuris agrorum libri tres},
  author = {Vesalio, Tommaso},
  publisher = {Apud Fratres Lunari},
  year = {1545},
}
@article{harrow1887,
  title = {On the Tithe Barns of the Western Vale},
  author = {Harrow, Edmund},
  journal = {Transactions of the Vale Antiquarian Society},
  date = {1887-03},
}
@misc{undated,
  title = {A Note on Wax Seals},
  author = {Harrow, Edmund},
  year = {1312},
}
"""
HISTORIAN_CSL = """[
 {"id": "a", "type": "book", "title": "Letters from the Salt Road",
  "author": [{"family": "Ostrand", "given": "Maren"}], "issued": {"date-parts": [[1612]]}},
 {"id": "b", "type": "article-journal", "title": "The Parish Rolls Reconsidered",
  "author": [{"family": "Ostrand", "given": "Maren"}], "container-title": "Archive Notes",
  "issued": {"raw": "1899"}}
]"""
HISTORIAN_RIS = """TY  - BOOK
AU  - Ostrand, Maren
TI  - A Herbal of the Northern Marches
PY  - 1568
ER  -

TY  - JOUR
AU  - Ostrand, Maren
TI  - Mill Leases in the Fen Country
JO  - Archive Notes
Y1  - 1854///
ER  -

TY  - JOUR
AU  - Ostrand, Maren
TI  - Ferry Tolls of the Lower Reach
JO  - Archive Notes
DA  - 1702/05/01
ER  -
"""


def test_a_historians_bibtex_keeps_years_from_1400_on():
    document = parse_bibtex(HISTORIAN_BIBTEX, source_name="historian.bib")

    assert [p.year for p in document.publications] == [1545, 1887, None]
    assert any("1312" in warning for warning in document.warnings)


def test_a_historians_csl_and_ris_exports_keep_their_years(db, tmp_path):
    _import(tmp_path, HISTORIAN_CSL, suffix="json")
    _import(tmp_path, HISTORIAN_RIS, suffix="ris")

    assert sorted(Publication.objects.values_list("year", flat=True)) == [1568, 1612, 1702, 1854, 1899]


def test_a_year_field_reads_from_1400_to_next_year():
    assert [field_year(v) for v in ("1545", "c. 1620", "1887-03-02", 1901, "1399", "")] == [
        1545,
        1620,
        1887,
        1901,
        None,
        None,
    ]
    assert field_year(str(CURRENT_YEAR + 1)) == CURRENT_YEAR + 1
    assert field_year(str(CURRENT_YEAR + 2)) is None
    assert field_year("arXiv 2401.1999") is None  # an id's tail


def test_prose_still_ignores_old_numbers():
    line = "Translated the 1545 edition (1,620 pages), 2019 – 2021, Vale Archive"

    assert years_in(line) == [2019, 2021]
    assert first_year("Catalogued 1887 letters in 2015") == 2015


def test_the_year_chart_draws_a_list_with_a_sixteenth_century_edition(db, tmp_path):
    _import(tmp_path, HISTORIAN_BIBTEX + PAPER)

    chart = year_chart(Publication.objects.all())
    svg = year_chart_svg(chart, "Publications by year")

    # The 1545 and 1887 papers are summed into the first bar, not drawn as centuries of empty ones.
    assert (chart.total, len(chart.years), chart.first_label) == (3, 1, "2022 and before")
    assert svg.startswith("<svg") and svg.count("<rect") >= 1
    assert chart.kinds[0][0] == "journal" and chart.table[0] == ("2022 and before", ["2", "1"])  # 1887, 2022; 1545
