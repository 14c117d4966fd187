"""Files that reference managers and bibliographic databases export, as labs bring them: a Zotero
biblatex file (TeX dashes, a key without its comma, a list cut with "…"), PubMed's CSV, a Google
Scholar list copied from its pages, a Scopus CSV with its "[No author name available]", MEDLINE with a
whole book and a record without a title, CSL-JSON name particles, ORCID works whose ids are on the
group. Fictional records in tests/importer/fixtures/library_exports."""

from pathlib import Path

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.documents import read_document

FIXTURES = Path(__file__).parent.parent / "fixtures" / "library_exports"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


def _by_title(document) -> dict:
    return {p.title: p for p in document.publications}


def test_tex_dashes_in_a_title_print_as_dashes_and_braced_hyphens_stay_hyphens():
    papers = _by_title(_read("zotero_biblatex.bib"))
    assert "Reef soundscape recordings 2015\u20132020" in papers
    assert "Coral Reef Soundscapes as Indicators of Recovery\u2014a Ten-Year View" in papers
    assert "Flags --verbose and --dry-run in field software" in papers


def test_an_entry_whose_key_lost_its_comma_is_read_and_named_in_a_warning():
    document = _read("zotero_biblatex.bib")
    paper = _by_title(document)["Hydrophones on a shoestring: a do-it-yourself guide"]
    assert [a.name for a in paper.authors] == ["Olof Tveitnes", "Ingrid Vallenstedt"]
    assert (paper.year, paper.venue_text) == (2019, "Methods in Ecology and Evolution")
    assert any("'berg_handwritten_2019' at line 23: no comma after the key" in w for w in document.warnings)


@pytest.mark.parametrize("mark", ["…", "...", "{others}", "et al."])
def test_a_name_list_cut_short_marks_the_paper_truncated_and_names_no_one_after(mark):
    bib = f"@article{{k, title={{A}}, author={{Lind, Ada and Roy, Ben and {mark}}}, journal={{Oikos}}, year=2020}}"
    paper = parse_bibtex(bib, "cut.bib").publications[0]
    assert [a.name for a in paper.authors] == ["Ada Lind", "Ben Roy"]
    assert paper.authors_truncated


def test_a_biblatex_consortium_stays_one_author_in_its_place():
    paper = _by_title(_read("zotero_biblatex.bib"))[
        "Coral Reef Soundscapes as Indicators of Recovery\u2014a Ten-Year View"
    ]
    assert [a.name for a in paper.authors] == [
        "Ingrid Vallenstedt",
        "Bruno Urdaneta-Ramírez",
        "Thị Hà Quách",
        "Reef Acoustics Consortium",
    ]
    assert (paper.kind, paper.year, paper.venue_text) == ("journal", 2021, "Nature Communications")


def test_pubmed_csv_rows_give_journal_papers_and_preprints_and_name_a_row_without_title():
    document = _read("pubmed.csv")
    assert document.format == "pubmed-csv"
    papers = _by_title(document)
    assert set(papers) == {
        "Tail regrowth in geckos depends on a dormant stem cell pool",
        "Regeneration of lizard tails: an overview",
        "Gecko tail blastema single-cell profiles",
    }
    first = papers["Tail regrowth in geckos depends on a dormant stem cell pool"]
    assert [a.name for a in first.authors] == [
        "S. Abernathy-Kwon",
        "M. F. Teixeira",
        "B. A. Akintola",
        "Squamate Regeneration Network",
    ]
    assert (first.year, first.kind, first.venue_text, first.doi) == (
        2024,
        "journal",
        "Dev Cell",
        "10.1016/j.devcel.2024.99.001",
    )
    preprint = papers["Gecko tail blastema single-cell profiles"]
    assert (preprint.kind, preprint.venue_text) == ("preprint", "bioRxiv")
    assert any("row 5 (PMID 39999104) has no title" in w for w in document.warnings)


def test_a_scholar_list_copied_from_its_pages_splits_names_on_commas_and_reads_the_ellipsis_as_a_cut():
    papers = _by_title(_read("scholar_copied.csv"))
    assert [a.name for a in papers["Sediment cores as archives of fjord oxygen"].authors] == [
        "T. Skjelbred",
        "M. K. Olagunju",
        "P. Zielińska",
    ]
    cut = papers["Benthic foraminifera after a century of warming"]
    assert [a.name for a in cut.authors] == ["M. K. Olagunju", "T. Skjelbred"]
    assert cut.authors_truncated
    # one "Family, Given" name is still one person, not two
    assert [a.name for a in papers["Oxygen in Norwegian fjords"].authors] == ["Tora Skjelbred"]


def test_scopus_placeholder_for_no_authors_is_no_author_and_a_row_without_title_is_named():
    document = _read("scopus_unnamed.csv")
    papers = _by_title(document)
    assert papers["Correction to: Sediment cores as archives of fjord oxygen"].authors == []
    assert [a.name for a in papers["Sediment cores as archives of fjord oxygen"].authors] == [
        "Tora Skjelbred",
        "Mary Kemi Olagunju",
    ]
    assert any(w.startswith("row 4 has no title") for w in document.warnings)


def test_medline_reads_a_whole_book_from_its_book_title_and_names_a_record_without_title():
    document = _read("medline_books.nbib")
    papers = _by_title(document)
    book = papers["Respiratory Physiology of Swine: A Practical Handbook"]
    assert (book.kind, book.year, book.venue_text) == ("book", 2021, "Example University Press")
    article = papers["Ventilator weaning in small animal models"]
    assert [a.name for a in article.authors] == [
        "Aleksander Brzezinski",
        "Porcine Lung Study Group",
        "Nomvula Mahlangu",
    ]
    assert article.venue_text == "Laboratory Animals"
    assert any("record 3 (PMID 39999203) has no title" in w for w in document.warnings)


def test_csl_name_particles_are_kept_once_before_the_family_name():
    paper = _read("csl_particles.json").publications[0]
    assert [a.name for a in paper.authors] == [
        "Maarten van Wijnbergen",
        "Aurélie de Fontanelle",
        "Sanne van Leeuwen",
        "Wadden Sea Ringing Group",
    ]


def test_orcid_works_take_the_ids_their_group_holds_and_link_arxiv_by_its_bare_id():
    papers = _by_title(_read("orcid_groups.json"))
    preprint = papers["Moraine dating with cosmogenic nuclides"]
    assert (preprint.kind, preprint.arxiv) == ("preprint", "2104.99999")
    assert [link.url for link in preprint.links] == ["https://arxiv.org/abs/2104.99999"]
    assert papers["Cirque glaciers of the Andes"].doi == "10.1000/example.2019.7"


def test_biblatex_extended_names_read_as_the_names_they_spell():
    papers = _by_title(_read("bbt_extended_names.bib"))
    assert [a.name for a in papers["Stopover of waders on tidal flats"].authors] == [
        "Maarten van Wijnbergen",
        "Aurélie Fontanelle",
        "Chihiro Hatakeyama",
        "María José de la Cruz",
    ]


def test_a_software_entry_links_its_repository_as_code():
    paper = _by_title(_read("bbt_extended_names.bib"))["ringtools: Bird ring analysis in R"]
    assert [(link.label, link.url) for link in paper.links] == [("Code", "https://github.com/example-lab/ringtools")]
