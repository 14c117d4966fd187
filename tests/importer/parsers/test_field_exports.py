"""Exports researchers outside computer science keep: RIS from EndNote and publishers' sites (DOI in M3 or
N1, journal only in JA, "Family,Given" without a space), Web of Science records with a group author (CA),
Scopus CSV with a title in two languages, bodies named with a comma. Fictional records."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.export_fields import doi_in_note, export_name

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "field_exports"


def _papers(name: str) -> dict:
    document = read_document(name, (FIXTURES / name).read_bytes())
    return {paper.title: paper for paper in document.publications}, document.warnings


def test_a_ris_doi_written_in_m3_or_n1_or_an_escaped_link_is_the_papers_doi():
    papers, _ = _papers("lab_endnote.ris")
    assert papers["Slow folding intermediates of an invented lectin trapped in domain-swapped dimers"].doi == (
        "10.5555/pnas.2016.0441"
    )
    assert papers["A Server for Everyone Who Models Imaginary Proteins"].doi == "10.5555/journal.pone.0077001"
    assert papers["Global map of invented host-virus contacts"].doi == "10.5555/nature.2014.1010"
    assert papers["Borders Without Maps: Sovereignty in an Imagined Archipelago"].doi == "10.5555/cac.1998.0042"


def test_a_ris_journal_named_only_in_ja_or_with_a_trailing_comma_is_the_venue():
    papers, _ = _papers("lab_endnote.ris")
    contacts = papers["Global map of invented host-virus contacts"]
    assert contacts.venue_text == "Nature"
    assert (contacts.year, contacts.kind) == (2014, "journal")
    assert (
        papers["Borders Without Maps: Sovereignty in an Imagined Archipelago"].venue_text == "Cooperation and Conflict"
    )


def test_ris_names_keep_apostrophes_particles_and_people_with_a_group_word_as_family():
    papers, _ = _papers("lab_endnote.ris")
    lectin = papers["Slow folding intermediates of an invented lectin trapped in domain-swapped dimers"]
    assert [a.name for a in lectin.authors] == ["Lucía M. I. Quintero-Baltazar", "Renzo D'Amato", "Adaeze Okonkwo-Hale"]
    contacts = papers["Global map of invented host-virus contacts"]
    assert [a.name for a in contacts.authors] == ["Sigrid Halvorsen", "Odile M. Service"]
    borders = papers["Borders Without Maps: Sovereignty in an Imagined Archipelago"]
    assert [a.name for a in borders.authors] == ["Eeva Lindqvist"]


def test_a_body_named_with_a_comma_is_one_author_kept_as_written():
    papers, _ = _papers("lab_endnote.ris")
    report = papers["Informe conjunto sobre vigilancia de enfermedades inventadas"]
    assert [a.name for a in report.authors] == ["Chile, Ministerio de Salud", "Brasil, Ministério da Saúde"]


def test_a_ris_record_without_a_title_is_left_out_with_a_warning_naming_it():
    papers, warnings = _papers("lab_endnote.ris")
    assert len(papers) == 5
    assert any("record 6" in w and "title" in w for w in warnings)


def test_a_web_of_science_group_author_is_kept_after_the_people():
    papers, _ = _papers("wos_groups.txt")
    paper = papers["Seagrass meadows of an imaginary coast lose their grazers"]
    assert [a.name for a in paper.authors] == [
        "Mara J. Varga-Nkemelu",
        "M.-J. Endara",
        "Ana Clara Ferreira Lima",
        "Pacific Seagrass Watch Network",
    ]
    assert paper.doi == "10.5555/meps.2022.0688"


def test_a_scopus_title_given_in_two_languages_is_the_first_one():
    papers, _ = _papers("scopus_bilingual.csv")
    assert "Water reuse in invented hospitals of the Northeast" in papers
    assert "[Untranslated] notes on a fictional drought" in papers  # a bracket that opens a title stays


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Chile, Ministerio de Salud", "{Chile, Ministerio de Salud}"),
        ("Service, Odile M.", "Service, Odile M."),
        ("García, María de los Ángeles", "García, María de los Ángeles"),
        ("Paula, Vanessa Romário de", "Paula, Vanessa Romário de"),
        ("O/'Neill, Ciarán", "O'Neill, Ciarán"),
    ],
)
def test_export_names_tell_a_body_from_a_person(raw, expected):
    assert export_name(raw) == expected


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        (("doi: 10.5555/x.1",), "10.5555/x.1"),
        (("PhD Thesis", ["10.5555/x.2."]), "10.5555/x.2"),
        (("Comment on 10.5555/x.3 by the editors",), ""),
        (("Export Date: 12 March 2024",), ""),
    ],
)
def test_a_doi_is_read_from_a_note_only_when_the_note_is_the_doi(values, expected):
    assert doi_in_note(*values) == expected


def test_a_sites_summary_of_an_orcid_record_is_its_person_and_their_writings():
    document = read_document("orcid.json", (FIXTURES / "orcid_summary.json").read_bytes())
    assert document.profile.name == "Ximena Olabarrieta Quispe"
    assert "https://orcid.org/0000-0002-1825-0097" in [link.url for link in document.profile.links]
    [paper] = document.publications
    assert paper.title == "Sueño y pantallas en adolescentes de una ciudad imaginaria"
    assert (paper.year, paper.doi, paper.venue_text) == (2023, "10.5555/rpf.2023.118", "Revista de Psicología Ficticia")
    assert any("work 2" in w and "dataset" in w for w in document.warnings)


def test_a_zotero_placeholder_author_and_a_catalogues_dotted_given_name():
    papers, warnings = _papers("zotero_library.json")
    assert papers["Una cooperativa de panaderos inventada (1 de 2)"].authors == []
    assert [a.name for a in papers["Poesía y ciudad : un Uruguay que no existió"].authors] == ["Teodoro Urquiza"]
    assert any("item 2" in w and "no title" in w for w in warnings)


def test_pubmed_particles_written_into_the_initials():
    papers, _ = _papers("pubmed_particles.csv")
    authors = [a.name for a in papers["Invented vectors of an imaginary river basin"].authors]
    assert authors == ["R. B. Quenta", "J. de F. Maia", "M. dos S. Costa", "C. L. Dos Santos"]
