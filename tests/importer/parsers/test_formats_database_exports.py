"""Bibliographic databases' exports read without a database (fictional records): which format each
file is, and the rules of each reader that the end-to-end test (tests/importer/test_database_exports.py)
does not show one by one."""

import json
from pathlib import Path

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError
from importer.parsers.structured import parse_structured

FIXTURES = Path(__file__).parent.parent / "fixtures" / "exports_db"


def _read(name, text):
    return read_document(name, text.encode())


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("dblp_person.bib", "bibtex"),
        ("dblp_person.xml", "dblp-xml"),
        ("lattes.xml", "lattes-xml"),
        ("wos.txt", "wos"),
        ("scopus.csv", "scopus-csv"),
        ("scholar.csv", "scholar-csv"),
        ("scholar.ris", "ris"),
        ("scholar.enw", "refer"),
        ("openalex.json", "works-json"),
        ("semantic_scholar.json", "works-json"),
        ("crossref.json", "csl-json"),
    ],
)
def test_each_export_is_told_by_its_content(name, kind):
    assert detect_format((FIXTURES / name).read_text(encoding="utf-8-sig")) == kind


def test_a_csv_of_orcid_works_is_still_orcids():
    assert detect_format("title,type,doi\nA paper,journal-article,10.1/x\n") == "orcid-csv"


def test_dblp_xml_leaves_out_edited_volumes_and_homonym_numbers():
    xml = (
        '<?xml version="1.0" encoding="US-ASCII"?>\n<dblpperson name="Wen Qiao 0003" pid="1/2" n="2">\n'
        '<r><proceedings key="conf/x/2020"><editor>Wen Qiao 0003</editor><title>Proceedings of X 2020.</title>'
        "<year>2020</year></proceedings></r>\n"
        '<r><inproceedings key="conf/x/Qiao20"><author>Wen Qiao 0003</author><author>Lea M&#252;ller</author>'
        "<title>Is it a Heap?</title><year>2020</year><booktitle>X</booktitle></inproceedings></r>\n</dblpperson>\n"
    )
    document = _read("qiao.xml", xml)
    (paper,) = document.publications
    assert ([a.name for a in paper.authors], paper.title) == (["Wen Qiao", "Lea Müller"], "Is it a Heap?")
    assert document.profile.name == "Wen Qiao"
    assert any("proceedings" in warning for warning in document.warnings)


@pytest.mark.parametrize(
    "xml",
    [
        '<dblpperson name="A B"><r><article><title>Open',
        '<!DOCTYPE dblpperson [<!ENTITY x "y">]><dblpperson name="A B"><r><article><title>&x;</title></article></r>'
        "</dblpperson>",
    ],
)
def test_a_broken_or_entity_declaring_xml_export_is_refused_by_name(xml):
    with pytest.raises(DocumentError, match="dblp.xml"):
        _read("dblp.xml", xml)


def test_web_of_science_runs_titles_on_and_lists_one_author_a_line():
    text = (
        "FN Clarivate Analytics Web of Science\nVR 1.0\nPT J\nAU Ito, H\n   Oduya, P\nAF Ito, Hana\n   Oduya, Pius\n"
        "TI Wave setup on a reef\n   flat\nSO JOURNAL OF COASTAL RESEARCH\nDT Review\nPY 2016\nER\n\nEF\n"
    )
    (paper,) = _read("savedrecs.txt", text).publications
    assert ([a.name for a in paper.authors], paper.title) == (["Hana Ito", "Pius Oduya"], "Wave setup on a reef flat")
    assert (paper.venue_text, paper.kind, paper.year) == ("Journal of Coastal Research", "journal", 2016)


def test_scopus_authors_without_full_names_are_split_at_their_initials():
    text = (
        '"Authors","Title","Year","Source title","Document Type"\n'
        '"Ito H., Oduya P.J., Sand A.","Wave setup on a reef flat","2016","Journal of Coastal Research","Article"\n'
    )
    (paper,) = _read("scopus.csv", text).publications
    assert [a.name for a in paper.authors] == ["H. Ito", "P. J. Oduya", "A. Sand"]


def test_one_crossref_work_is_read_from_its_message():
    work = {
        "status": "ok",
        "message-type": "work",
        "message": {
            "DOI": "10.5555/reef.1",
            "type": "journal-article",
            "title": ["Wave setup on a reef flat"],
            "container-title": ["Coral Reefs"],
            "author": [{"given": "Hana", "family": "Ito"}],
            "issued": {"date-parts": [[2016, 3]]},
        },
    }
    (paper,) = _read("work.json", json.dumps(work)).publications
    assert (paper.title, paper.venue_text, paper.year, paper.doi) == (
        "Wave setup on a reef flat",
        "Coral Reefs",
        2016,
        "10.5555/reef.1",
    )


def test_a_lattes_doctorate_under_way_names_the_advisor():
    xml = (
        '<CURRICULO-VITAE><DADOS-GERAIS NOME-COMPLETO="Davi Ramos Couto"><FORMACAO-ACADEMICA-TITULACAO>'
        '<DOUTORADO NOME-INSTITUICAO="Universidade de Parte Alguma" NOME-CURSO="Ecologia" STATUS-DO-CURSO="EM_ANDAMENTO"'
        ' ANO-DE-INICIO="2022" ANO-DE-CONCLUSAO="" NOME-COMPLETO-DO-ORIENTADOR="Helena Prado Viana"/>'
        "</FORMACAO-ACADEMICA-TITULACAO></DADOS-GERAIS><PRODUCAO-BIBLIOGRAFICA><ARTIGOS-ACEITOS-PARA-PUBLICACAO>"
        '<ARTIGO-ACEITO-PARA-PUBLICACAO><DADOS-BASICOS-DO-ARTIGO TITULO-DO-ARTIGO="Formigas do cerrado"'
        ' ANO-DO-ARTIGO="2024"/><DETALHAMENTO-DO-ARTIGO TITULO-DO-PERIODICO-OU-REVISTA="Biotropica"/>'
        '<AUTORES NOME-COMPLETO-DO-AUTOR="Davi Ramos Couto" ORDEM-DE-AUTORIA="1"/></ARTIGO-ACEITO-PARA-PUBLICACAO>'
        "</ARTIGOS-ACEITOS-PARA-PUBLICACAO></PRODUCAO-BIBLIOGRAFICA></CURRICULO-VITAE>"
    )
    document = _read("curriculo.xml", xml)
    (education,) = document.profile.education
    assert (education.degree, education.start_year, education.end_year, education.ongoing) == ("phd", 2022, None, True)
    assert document.profile.advisors == ["Helena Prado Viana"]
    (paper,) = document.publications
    assert (paper.title, paper.venue_text, paper.kind, paper.year) == (
        "Formigas do cerrado",
        "Biotropica",
        "journal",
        2024,
    )


@pytest.mark.parametrize(
    ("fields", "kind"),
    [
        ("note = {US Patent 11,234,567}, publisher = {Google Patents}", "patent"),
        ("note = {EP Patent 3,456,789}", "patent"),
        ("journal = {World Patent Information}, volume = {52}", "journal"),
    ],
)
def test_a_scholar_patent_is_a_patent(fields, kind):
    entry_type = "article" if "journal" in fields else "misc"
    (paper,) = parse_bibtex(
        f"@{entry_type}{{k, title = {{Anchoring a buoy}}, author = {{Roe, Rick}}, {fields}}}", "refs.bib"
    ).publications
    assert paper.kind == kind


def test_a_cv_entry_pointing_to_the_whole_list_is_no_paper():
    cv = """cv:
  name: Oriane Tessaro
  sections:
    Publications:
      - title: Complete publication record
        authors:
          - Oriane Tessaro and collaborators
        publisher: Tessaro Lab publications page
        releaseDate: ""
      - title: Full list on Google Scholar
      - title: Papers
        authors: [Oriane Tessaro]
        publisher: Journal of Ice Studies
        releaseDate: "2019"
"""
    document = parse_structured("cv.yml", cv)
    assert [(p.title, p.year) for p in document.publications] == [("Papers", 2019)]


def test_a_semantic_scholar_author_owns_their_papers():
    author = {
        "authorId": "42",
        "name": "Hana Ito",
        "papers": [
            {
                "paperId": "a1",
                "title": "Wave setup on a reef flat",
                "year": 2016,
                "venue": "Coral Reefs",
                "publicationTypes": ["JournalArticle"],
                "authors": [{"authorId": "7", "name": "Pius Oduya"}, {"authorId": "42", "name": "Hana Ito"}],
            },
        ],
    }
    document = _read("author.json", json.dumps(author))
    assert document.profile.name == "Hana Ito"
    (paper,) = document.publications
    assert ([a.name for a in paper.authors], paper.kind, paper.venue_text) == (
        ["Pius Oduya", "Hana Ito"],
        "journal",
        "Coral Reefs",
    )


def test_a_crossref_group_author_keeps_its_name():
    work = {
        "message": {
            "type": "journal-article",
            "title": ["Reef census"],
            "DOI": "10.5555/reef.2",
            "author": [{"given": "Hana", "family": "Ito"}, {"name": "Reef Watch Consortium", "sequence": "additional"}],
            "issued": {"date-parts": [[2018]]},
        }
    }
    (paper,) = _read("work.json", json.dumps(work)).publications
    assert [a.name for a in paper.authors] == ["Hana Ito", "Reef Watch Consortium"]


def test_web_of_science_tab_delimited_rows_are_records():
    text = (
        "PT\tAU\tAF\tTI\tSO\tDT\tPY\tDI\tUT\n"
        "J\tIto, H; Oduya, P\tIto, Hana; Oduya, Pius\tWave setup on a reef flat\tJOURNAL OF COASTAL RESEARCH\t"
        "Article\t2016\t10.5555/reef.1\tWOS:000000000000001\n"
    )
    assert detect_format(text) == "wos"
    (paper,) = _read("savedrecs.txt", text).publications
    assert ([a.name for a in paper.authors], paper.venue_text, paper.year, paper.doi) == (
        ["Hana Ito", "Pius Oduya"],
        "Journal of Coastal Research",
        2016,
        "10.5555/reef.1",
    )


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("IEEE TRANSACTIONS ON GEOSCIENCE AND REMOTE SENSING", "IEEE Transactions on Geoscience and Remote Sensing"),
        (
            "PROCEEDINGS OF THE ROYAL SOCIETY B-BIOLOGICAL SCIENCES",
            "Proceedings of the Royal Society B-Biological Sciences",
        ),
        ("JOURNAL OF PHYSICAL CHEMISTRY C", "Journal of Physical Chemistry C"),
        ("Marine Geology", "Marine Geology"),  # printed in mixed case: as printed
    ],
)
def test_a_journal_web_of_science_prints_in_capitals_reads_in_title_case(printed, name):
    text = f"PT J\nAU Ito, H\nTI Reef sediments\nSO {printed}\nPY 2016\nER\n"
    (paper,) = _read("savedrecs.txt", text).publications
    assert paper.venue_text == name


def test_a_lattes_abstract_is_no_paper():
    document = read_document("lattes.xml", (FIXTURES / "lattes.xml").read_bytes())
    assert "Sedimentos finos no periodo seco" not in {p.title for p in document.publications}
    assert any("NATUREZA=RESUMO" in warning for warning in document.warnings)


def test_a_csv_of_works_with_a_doi_column_keeps_its_authors_column():
    text = 'Authors,Title,Journal,Year,DOI\n"Ito, Hana; Oduya, Pius",Wave setup on a reef flat,Coral Reefs,2016,10.5555/r\n'
    (paper,) = _read("papers.csv", text).publications
    assert ([a.name for a in paper.authors], paper.venue_text, paper.year) == (
        ["Hana Ito", "Pius Oduya"],
        "Coral Reefs",
        2016,
    )
