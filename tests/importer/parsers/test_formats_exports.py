"""Reference-manager and profile exports: CSL-JSON, RIS, ORCID works as CSV and JSON (fictional records)."""

import json

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError

CSL_ITEMS = [
    {
        "id": "marchetti2022rivers",
        "type": "article-journal",
        "title": "Rivers Under Stone: 50% Less Silt & More Sand",
        "author": [
            {"family": "Marchetti", "given": "Odile"},
            {"family": "Brandt", "given": "Kofi"},
            {"literal": "Westvale Hydrology Consortium"},
        ],
        "container-title": "Journal of Imaginary Hydrology",
        "issued": {"date-parts": [[2022, 3, 14]]},
        "DOI": "10.5555/jih.2022.014",
    },
    {
        "id": "brandt2020silt",
        "type": "paper-conference",
        "title": "Silt and Its Discontents",
        "author": [{"family": "Brandt", "given": "Kofi"}, {"family": "Marchetti", "given": "Odile"}],
        "container-title": "Proceedings of the Sediment Symposium",
        "issued": {"date-parts": [["2020"]]},
    },
    {
        "id": "marchetti2024sand",
        "type": "article",
        "title": "Sand, Reconsidered",
        "author": [{"family": "Marchetti", "given": "Odile"}],
        "publisher": "arXiv",
        "number": "arXiv:2401.01234",
        "URL": "http://arxiv.org/abs/2401.01234",
        "issued": {"date-parts": [[2024, 1]]},
    },
    {
        "id": "marchetti2025mud",
        "type": "article-journal",
        "title": "Mud in Motion",
        "author": [{"family": "Marchetti", "given": "Odile"}, {"family": "de Vries", "given": "Anouk"}],
        "container-title": "Letters in Imaginary Geology",
        "status": "submitted",
        "issued": {"raw": "2025"},
    },
]


def test_a_zotero_csl_json_export_is_read_field_by_field():
    document = read_document("My Library.json", json.dumps(CSL_ITEMS, indent=2).encode())
    assert document.format == "csl-json"
    rivers, silt, sand, mud = document.publications
    assert rivers.title == "Rivers Under Stone: 50% Less Silt & More Sand"
    assert [a.name for a in rivers.authors] == ["Odile Marchetti", "Kofi Brandt", "Westvale Hydrology Consortium"]
    assert (rivers.venue_text, rivers.year, rivers.kind, rivers.doi) == (
        "Journal of Imaginary Hydrology",
        2022,
        "journal",
        "10.5555/jih.2022.014",
    )
    assert (silt.kind, silt.year, silt.venue_text) == ("conference", 2020, "Proceedings of the Sediment Symposium")
    assert (sand.kind, sand.arxiv) == ("preprint", "2401.01234")
    assert (mud.status, mud.year, [a.name for a in mud.authors][1]) == ("submitted", 2025, "Anouk de Vries")
    assert rivers.key == "marchetti2022rivers"
    assert document.profile.name == "Odile Marchetti"  # the one author of every item


def test_a_list_of_publication_records_that_is_not_csl_stays_a_publication_list():
    records = [{"title": "Rivers Under Stone", "authors": "Odile Marchetti, Kofi Brandt", "year": 2022}]
    assert read_document("pubs.json", json.dumps(records).encode()).format != "csl-json"


RIS = """TY  - JOUR
AU  - Marchetti, Odile
AU  - Brandt, Kofi
TI  - Rivers Under Stone
T2  - Journal of Imaginary Hydrology
PY  - 2022///
DO  - 10.5555/jih.2022.014
UR  - https://example.org/rivers
ER  -

TY  - CPAPER
AU  - Brandt, Kofi
AU  - Marchetti, Odile
TI  - Silt and Its Discontents
T2  - Proceedings of the Sediment Workshop
PY  - 2020
ER  -

TY  - THES
AU  - Marchetti, Odile
TI  - Water Beneath Westvale
PB  - Westvale University
PY  - 2021
ER  -
"""


def test_an_ris_export_is_read_record_by_record():
    document = read_document("export.ris", RIS.encode())
    assert document.format == "ris"
    rivers, silt, thesis = document.publications
    assert [a.name for a in rivers.authors] == ["Odile Marchetti", "Kofi Brandt"]
    assert (rivers.venue_text, rivers.year, rivers.kind, rivers.doi) == (
        "Journal of Imaginary Hydrology",
        2022,
        "journal",
        "10.5555/jih.2022.014",
    )
    assert (silt.kind, silt.year) == ("workshop", 2020)
    assert (thesis.title, thesis.kind, thesis.year) == ("Water Beneath Westvale", "thesis", 2021)
    assert rivers.key is None  # RIS has no citation keys; none is made up


ORCID_CSV = (
    "title,type,publication-date,journal-title,doi,citation-type,citation-value\n"
    "Rivers Under Stone,journal-article,2022-03-14,Journal of Imaginary Hydrology,10.5555/jih.2022.014,bibtex,"
    '"@article{marchetti2022, title={Rivers Under Stone}, author={Marchetti, Odile and Brandt, Kofi},'
    ' journal={Journal of Imaginary Hydrology}, year={2022}}"\n'
    "Silt and Its Discontents,conference-paper,2020,Proceedings of the Sediment Symposium,,,\n"
)


def test_an_orcid_works_csv_reads_the_bibtex_in_its_rows_and_the_columns_of_the_others():
    document = read_document("works.csv", ORCID_CSV.encode())
    assert document.format == "orcid-csv"
    rivers, silt = document.publications
    assert (rivers.title, [a.name for a in rivers.authors]) == (
        "Rivers Under Stone",
        ["Odile Marchetti", "Kofi Brandt"],
    )
    assert (silt.title, silt.kind, silt.year, silt.venue_text) == (
        "Silt and Its Discontents",
        "conference",
        2020,
        "Proceedings of the Sediment Symposium",
    )


def _summary(code, title, kind, year, journal=None, doi=None):
    work = {
        "put-code": code,
        "title": {"title": {"value": title}},
        "type": kind,
        "publication-date": {"year": {"value": str(year)}},
        "journal-title": {"value": journal} if journal else None,
    }
    if doi:
        work["external-ids"] = {"external-id": [{"external-id-type": "doi", "external-id-value": doi}]}
    return {"work-summary": [work]}


def test_an_orcid_record_json_names_its_owner_and_their_works():
    record = {
        "orcid-identifier": {"path": "0000-0000-0000-0000"},
        "person": {"name": {"given-names": {"value": "Odile"}, "family-name": {"value": "Marchetti"}}},
        "activities-summary": {
            "works": {
                "group": [
                    _summary(
                        11,
                        "Rivers Under Stone",
                        "journal-article",
                        2022,
                        "Journal of Imaginary Hydrology",
                        "10.5555/jih.2022.014",
                    ),
                    _summary(12, "Water Beneath Westvale", "dissertation-thesis", 2021),
                ]
            }
        },
    }
    document = read_document("orcid.json", json.dumps(record).encode())
    assert (document.format, document.profile.name) == ("orcid-json", "Odile Marchetti")
    rivers, thesis = document.publications
    assert (rivers.doi, rivers.kind, rivers.venue_text, rivers.year) == (
        "10.5555/jih.2022.014",
        "journal",
        "Journal of Imaginary Hydrology",
        2022,
    )
    assert thesis.kind == "thesis"
    # a work summary lists no contributors: the owner is one of them, and the list is marked incomplete
    assert [a.name for a in rivers.authors] == ["Odile Marchetti"] and rivers.authors_truncated


def test_orcid_full_works_with_a_bibtex_citation_are_read_from_it():
    works = {
        "bulk": [
            {
                "work": {
                    "put-code": 11,
                    "title": {"title": {"value": "Rivers Under Stone"}},
                    "type": "journal-article",
                    "citation": {
                        "citation-type": "bibtex",
                        "citation-value": "@article{m22, title={Rivers Under Stone}, author={Marchetti, Odile and Brandt, Kofi}, journal={Journal of Imaginary Hydrology}, year={2022}}",
                    },
                }
            }
        ]
    }
    document = read_document("works.json", json.dumps(works).encode())
    assert [a.name for a in document.publications[0].authors] == ["Odile Marchetti", "Kofi Brandt"]


def test_an_export_without_titles_is_refused_naming_the_format():
    items = [{"type": "article-journal", "title": "", "author": [{"family": "Marchetti", "given": "Odile"}]}]
    with pytest.raises(DocumentError, match="csl-json export holds no publication"):
        read_document("empty.json", json.dumps(items).encode())
