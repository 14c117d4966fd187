"""Layouts of real database and reference-manager exports: Web of Science printing a given name's last
initial after a comma of its own ("Tarasenko, O., V") and a suffix last ("Quill, Robert A., Jr."), in its
plain-text and tab-delimited (UTF-16) exports; Scopus CSV with its columns named in the language of its
interface; an ORCID-fed RIS file where its owner's name is printed with and without its stroked letters;
Mendeley's EndNote XML with its links in web-urls. Fictional records in tests/importer/fixtures/export_layouts."""

from pathlib import Path

import pytest

from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "export_layouts"


def _imported(*paths):
    import_documents(list(paths))
    return {p.title: p for p in Publication.objects.select_related("venue")}


def _names(publication):
    return [a.name for a in publication.authorships.order_by("position")]


def test_web_of_science_initials_after_a_comma_and_suffixes_last(db):
    found = _imported(FIXTURES / "wos_initials_after_comma.txt")
    calibration = found["Calibration of a segmented krypton calorimeter with cosmic muons at low rates"]
    assert _names(calibration) == ["O. V. Tarasenko", "G. I. Belyakov", "Robert A. Quill Jr.", "Pia J. Nordhagen"]
    assert (calibration.year, calibration.kind) == (2021, "journal")
    assert calibration.venue.name == "Journal of Applied Detector Engineering"
    decay = found["Search for a rare radiative decay with the KRC-2 detector"]
    assert _names(decay) == ["G. I. Belyakov", "O. V. Tarasenko", "Yu V. Ostrova", "KRC-2 Collaboration"]
    assert decay.year == 2020


def test_web_of_science_tab_delimited_in_utf16(db, tmp_path):
    header = "PT\tAU\tBA\tBE\tGP\tAF\tBF\tCA\tTI\tSO\tSE\tLA\tDT\tPY\tVL\tDI\tUT"
    columns = header.split("\t")

    def row(**values):
        return "\t".join(values.get(column, "") for column in columns)

    rows = [
        header,
        row(PT="J", AU="Tarasenko, OV; Belyakov, GI", AF="Tarasenko, O., V; Belyakov, G., I", TI="Slow Muons",
            SO="PHYSICS OF LIGHT NUCLEI", DT="Article", PY="2021"),
        row(PT="J", AU="Quill, RA", AF="Quill, Robert A., Jr.", CA="KRC-2 Collaboration", TI="Fast Muons",
            SO="JOURNAL OF APPLIED DETECTOR ENGINEERING", DT="Article", PY="2019"),
    ]  # fmt: skip
    path = tmp_path / "savedrecs.txt"
    path.write_bytes(("\r\n".join(rows) + "\r\n").encode("utf-16"))
    found = _imported(path)
    assert _names(found["Slow Muons"]) == ["O. V. Tarasenko", "G. I. Belyakov"]
    assert _names(found["Fast Muons"]) == ["Robert A. Quill Jr.", "KRC-2 Collaboration"]
    assert found["Fast Muons"].venue.name == "Journal of Applied Detector Engineering"


def test_scopus_csv_with_columns_in_the_interface_language(db):
    found = _imported(FIXTURES / "scopus_interface_chinese.csv")
    assert len(found) == 4
    flow = found["A Fractional Flow Model for Drifting Sea Ice"]
    assert _names(flow) == ["Maren Lindqvist", "Tobenna Okonjo", "Sjoerd Haverkamp"]
    assert (flow.year, flow.kind, flow.venue.name, flow.doi) == (
        2019,
        "journal",
        "Journal of Polar Computation",
        "10.9999/jpc.2019.1000001",
    )
    echoes = found["Sparse Radar Echoes from Melt Ponds"]
    assert (echoes.year, echoes.kind) == (2026, "conference")
    # the title's translation Scopus appends in brackets is no part of it
    assert "Key methods for sea-ice completion：a review" in found
    owner = Person.objects.get()
    assert owner.name == "Maren Lindqvist"
    assert all(p.authorships.filter(person=owner).exists() for p in found.values())


def test_an_owner_spelled_with_and_without_stroked_letters_is_one_person(db):
    found = _imported(FIXTURES / "orcid_names_with_strokes.ris")
    # the same paper given twice (from two sources of the ORCID record) is one paper
    assert len(found) == 5
    owner = Person.objects.get()
    assert owner.name == "Mirosław Głąbiński"
    assert all(p.authorships.filter(person=owner).exists() for p in found.values())
    quay = found["Quay Length and Waiting Times"]
    assert _names(quay) == ["Kjersti Halvorsen", "Miroslaw Glabinski"]
    assert (quay.year, quay.venue.name) == (2022, "Maritime Operations Review")


def test_endnote_xml_links_in_web_urls(db):
    found = _imported(FIXTURES / "endnote_web_urls.xml")
    sparse = found["Sparse Gradients for Streaming Factorisation"]
    assert (sparse.arxiv, sparse.year, sparse.kind) == ("2101.09876", 2021, "preprint")
    assert _names(sparse) == ["Tilde Varenholt", "Chike Amadi", "Y. Rui Lopes"]
    shallow = found["Wide & Shallow Ranking for Tiny Shops"]
    assert (shallow.doi, shallow.year) == ("10.9999/2999999.2999001", 2019)
    assert shallow.venue.name.endswith("Workshop on Retail Recommenders")
    assert shallow.kind == "workshop"


def test_a_broken_csl_export_says_where_its_json_breaks(tmp_path):
    from importer.parsers.documents import read_document
    from importer.parsers.records import DocumentError

    cut = '[{"type": "article-journal", "title": "Drift", "issued": {"date-parts": [[2020]]},}]'
    with pytest.raises(DocumentError, match=r"csl-json export is not valid JSON: .*line 1 column \d+"):
        read_document("library.json", cut.encode())


def test_a_scopus_csv_exported_without_its_source_title(db, tmp_path):
    path = tmp_path / "scopus.csv"
    path.write_text(
        "\ufeffAuthors,Author(s) ID,Title,Year,Link,EID\n"
        '"Lindqvist M.; Okonjo T.","1; 2","Brine Channels in Young Ice","2021","https://www.scopus.com/x","2-s2.0-9"\n',
        encoding="utf-8",
    )
    brine = _imported(path)["Brine Channels in Young Ice"]
    assert _names(brine) == ["M. Lindqvist", "T. Okonjo"]
    assert brine.year == 2021
