"""BibTeX as ADS, JabRef and INSPIRE export it, and citation styles of the geosciences, mathematics
and the humanities (all names, titles and identifiers invented)."""

import pytest

from importer.parsers.bibtex import BibtexReader, latex_to_text, parse_bibtex
from importer.parsers.bibtex.decode import journal_macros
from importer.parsers.citations import parse_citation
from importer.parsers.roles import find_title, role_from_title
from importer.parsers.venues import guess_acronym


def _one(text):
    (publication,) = parse_bibtex(text, "refs.bib").publications
    return publication


# --- ADS journal macros -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("macro", "venue"),
    [
        (r"\apj", "The Astrophysical Journal"),
        (r"{\mnras}", "Monthly Notices of the Royal Astronomical Society"),
        (r"\aap", "Astronomy & Astrophysics"),
        (r"\prd", "Physical Review D"),
        (r"\apjl", "The Astrophysical Journal Letters"),
    ],
)
def test_an_aas_journal_macro_is_the_journal_it_stands_for(macro, venue):
    assert latex_to_text(macro) == venue


def test_the_macro_table_is_read_from_data_and_an_unknown_macro_is_still_dropped():
    assert journal_macros()["pasp"] == "Publications of the Astronomical Society of the Pacific"
    assert latex_to_text(r"\notajournalmacro") == ""


def test_an_ads_article_with_a_journal_doi_and_an_eprint_is_a_journal_paper():
    paper = _one(
        "@ARTICLE{2023ApJ...901..17Q, author = {{Quenneville}, Amara and {Tiwari}, Lorcan},"
        " title = {Cold gas in quiet dwarfs}, journal = {\\apj}, year = 2023,"
        " doi = {10.3847/1538-4357/abc123}, archivePrefix = {arXiv}, eprint = {2301.04567}}"
    )
    assert (paper.kind, paper.venue_text, paper.year, paper.arxiv) == (
        "journal",
        "The Astrophysical Journal",
        2023,
        "2301.04567",
    )


def test_an_article_with_only_a_journal_doi_and_an_eprint_is_not_a_preprint():
    paper = _one(
        "@article{q1, author = {Quenneville, Amara}, title = {Warm gas in loud dwarfs},"
        " doi = {10.1093/mnras/stab999}, eprint = {2101.00001}, archivePrefix = {arXiv}, year = {2021}}"
    )
    assert paper.kind == "journal"


def test_an_article_on_arxiv_alone_stays_a_preprint():
    paper = _one(
        "@article{q2, author = {Quenneville, Amara}, title = {Hot gas in silent dwarfs},"
        " doi = {10.48550/arXiv.2402.00002}, eprint = {2402.00002}, archivePrefix = {arXiv}, year = {2024}}"
    )
    assert (paper.kind, paper.venue_text) == ("preprint", "arXiv")


# --- crossref and xdata ------------------------------------------------------------------

CROSSREF = """
@InProceedings{child1,
  author = {Varga, Ilona and Okonkwo, Dele},
  title = {Sparse seismic arrays in glacial valleys},
  crossref = {meeting2020},
  pages = {S11-02},
}
@InProceedings{child2,
  author = {Okonkwo, Dele},
  title = {Icequakes at night},
  booktitle = {Own Booktitle Workshop},
  crossref = {meeting2020},
}
@Proceedings{meeting2020,
  title = {Fictional Fall Meeting Abstracts},
  year = {2020},
  publisher = {Fictional Geophysical Union},
  editor = {Lindqvist, Maja},
}
"""


def test_a_crossref_child_takes_booktitle_and_year_from_its_parent_given_after_it():
    document = parse_bibtex(CROSSREF, "refs.bib")
    first, second = document.publications
    assert (first.title, first.venue_text, first.year, first.kind) == (
        "Sparse seismic arrays in glacial valleys",
        "Fictional Fall Meeting Abstracts",
        2020,
        "conference",
    )
    assert (second.venue_text, second.year) == ("Own Booktitle Workshop", 2020)  # its own field wins


def test_a_parent_without_authors_that_others_reference_is_not_a_publication():
    titles = [p.title for p in parse_bibtex(CROSSREF, "refs.bib").publications]
    assert "Fictional Fall Meeting Abstracts" not in titles


def test_a_parent_with_authors_is_a_publication_too():
    text = (
        "@incollection{ch, author = {Varga, Ilona}, title = {A chapter on moraines}, crossref = {bk}}\n"
        "@book{bk, author = {Okonkwo, Dele}, title = {The Book of Moraines}, year = {2018}, publisher = {Pebble Press}}\n"
    )
    chapter, book = parse_bibtex(text, "refs.bib").publications
    assert (chapter.venue_text, chapter.year, chapter.kind) == ("The Book of Moraines", 2018, "chapter")
    assert book.title == "The Book of Moraines"


def test_biblatex_xdata_fields_are_shared_and_the_container_is_no_paper():
    text = (
        "@xdata{pressinfo, publisher = {Pebble Press}, year = {2017}}\n"
        "@book{b1, author = {Varga, Ilona}, title = {Glaciers Without Ice}, xdata = {pressinfo}}\n"
    )
    (book,) = parse_bibtex(text, "refs.bib").publications
    assert (book.title, book.year, book.venue_text) == ("Glaciers Without Ice", 2017, "Pebble Press")


def test_a_missing_crossref_parent_is_reported_and_the_child_kept():
    document = parse_bibtex(
        "@inproceedings{c, author = {Varga, Ilona}, title = {Lonely child paper}, crossref = {nowhere}}", "refs.bib"
    )
    assert [p.title for p in document.publications] == ["Lonely child paper"]
    assert any("crossref 'nowhere' not found" in w for w in document.warnings)


def test_read_in_pieces_a_parent_of_an_earlier_piece_is_still_known_and_still_no_paper():
    reader = BibtexReader("big.bib")
    first = reader.read(
        "@proceedings{conf, title = {Fictional Symposium on Moraines}, year = {2019}}\n"
        "@inproceedings{a, author = {Varga, Ilona}, title = {Moraine dating one}, crossref = {conf}}\n"
    )
    second = reader.read(
        "@inproceedings{b, author = {Varga, Ilona}, title = {Moraine dating two}, crossref = {conf}}\n"
    )
    assert [(p.title, p.venue_text, p.year) for p in first + second] == [
        ("Moraine dating one", "Fictional Symposium on Moraines", 2019),
        ("Moraine dating two", "Fictional Symposium on Moraines", 2019),
    ]


# --- INSPIRE collaboration ---------------------------------------------------------------


def test_an_inspire_collaboration_is_a_corporate_author_at_the_end_of_a_cut_list():
    paper = _one(
        '@article{X:2022a, author = "Brannigan, Oskar and others", collaboration = "KITE",'
        ' title = "{Search for pebbles}", journal = "Phys. Rev. D", year = "2022"}'
    )
    assert [a.name for a in paper.authors] == ["Oskar Brannigan", "KITE Collaboration"]
    assert paper.authors_truncated


def test_a_collaboration_already_in_the_author_list_is_not_added_twice():
    paper = _one(
        "@article{X:2022b, author = {Brannigan, Oskar and {KITE Collaboration}}, collaboration = {KITE},"
        " title = {Search for stones}, journal = {JHEP}, year = {2022}}"
    )
    assert [a.name for a in paper.authors] == ["Oskar Brannigan", "KITE Collaboration"]
    assert not paper.authors_truncated


# --- citation styles ---------------------------------------------------------------------


def test_copernicus_authors_end_at_the_colon_and_the_year_is_last():
    paper = parse_citation(
        "Brightwell, O., Nakagawa-Lund, P., and Ferro, T.: Nocturnal ozone over pebble fields,"
        " Atmos. Chem. Phys., 21, 2011–2030, https://doi.org/10.5194/acp-21-2011-2021, 2021."
    )
    assert [a.name for a in paper.authors] == ["O. Brightwell", "P. Nakagawa-Lund", "T. Ferro"]
    assert (paper.title, paper.year, paper.kind, paper.doi) == (
        "Nocturnal ozone over pebble fields",
        2021,
        "journal",
        "10.5194/acp-21-2011-2021",
    )
    assert paper.venue_text.startswith("Atmos. Chem. Phys")


def test_a_mathematicians_own_paper_with_coauthors_puts_the_owner_first():
    paper = parse_citation(
        "(with R. Quill and S. Amberly) *Rigidity of pebble lattices*, Ann. of Math. (2) **190** (2019), 1–40.",
        owner="Ines Tavener",
    )
    assert [a.name for a in paper.authors] == ["Ines Tavener", "R. Quill", "S. Amberly"]
    assert (paper.title, paper.year, paper.kind) == ("Rigidity of pebble lattices", 2019, "journal")


def test_a_mathematicians_own_paper_without_coauthors_needs_its_bold_volume_and_year():
    paper = parse_citation("*Entropy of pebble flows*, Invent. Math. **210** (2017), 11–50.", owner="Ines Tavener")
    assert ([a.name for a in paper.authors], paper.title, paper.year) == (
        ["Ines Tavener"],
        "Entropy of pebble flows",
        2017,
    )


def test_to_appear_with_an_arxiv_id_is_accepted_without_a_year_from_the_id():
    paper = parse_citation(
        "(with R. Quill) *Superrigid pebbles revisited*, Duke Math. J., to appear. arXiv:2203.04567",
        owner="Ines Tavener",
    )
    assert paper.title == "Superrigid pebbles revisited"
    assert (paper.status, paper.year, paper.arxiv, paper.kind) == ("published", None, "2203.04567", "journal")


def test_an_arxiv_preprint_still_takes_its_year_from_its_id():
    paper = parse_citation("Ines Tavener. Pebble flows revisited. arXiv:2203.04567")
    assert (paper.kind, paper.year) == ("preprint", 2022)


def test_a_vancouver_preprint_without_a_volume():
    paper = parse_citation(
        "Quill R, **Tavener I**. Night flights tune pebble output. *bioRxiv*. 2023. doi:10.1101/2023.03.04.531234"
    )
    assert [a.name for a in paper.authors] == ["R. Quill", "I. Tavener"]
    assert (paper.title, paper.year, paper.kind) == ("Night flights tune pebble output", 2023, "preprint")


def test_a_humanities_monograph_without_an_author_is_the_owners_book():
    paper = parse_citation(
        "*Ferrymen and Pamphlets in Old Kelmsford* (Kelmsford: Pebble University Press, 2019).", owner="Ines Tavener"
    )
    assert ([a.name for a in paper.authors], paper.title, paper.year, paper.kind) == (
        ["Ines Tavener"],
        "Ferrymen and Pamphlets in Old Kelmsford",
        2019,
        "book",
    )


def test_a_book_review_names_the_reviewer_not_the_reviewed_author():
    paper = parse_citation(
        "Review of B. Ashdown, *The Ferry in Wartime*, *Journal of Pebble History*, 12 (2021), 300–302.",
        owner="Ines Tavener",
    )
    assert [a.name for a in paper.authors] == ["Ines Tavener"]
    assert (paper.kind, paper.year) == ("other", 2021)
    assert paper.venue_text.startswith("Journal of Pebble History")


# --- venues and roles --------------------------------------------------------------------


@pytest.mark.parametrize("volume", ["VIII", "XIV", "IV", "XXIII"])
def test_a_roman_volume_numeral_is_never_an_acronym(volume):
    assert guess_acronym(f"Pebble Instrumentation for Astronomy {volume}") is None


def test_a_real_acronym_beside_a_volume_numeral_is_still_found():
    assert guess_acronym("Pebble Optics XIV (PEBOPT)") == "PEBOPT"


def test_the_role_in_brackets_after_a_title_wins():
    found = find_title("Research Associate (Postdoc) at the Pebble Institute")
    assert (found.role, found.text) == ("postdoc", "Research Associate")
    assert role_from_title("Research Associate") == "researcher"
