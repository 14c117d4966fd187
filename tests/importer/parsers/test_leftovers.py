"""Kinds of documents the QA rounds found misread: Pure research-output pages, journal names the
venue table must not cut, Hugo Blox author lists, and a publications page's legend (fictional)."""

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document
from importer.parsers.structured.pages import _publication_page
from importer.parsers.venues import kind_from_words, resolve_venue

# --- Elsevier Pure "Research output" listings --------------------------------------------------

PURE_PAGE = """<html><head><title>Maaike Oosterwold - Research portal Universiteit Dijkmond</title></head><body>
<main><div class="person-details"><h1><span class="person-name">Maaike Oosterwold</span></h1>
<p class="job-title">Associate Professor</p></div>
<h2>Research output</h2>
<ul class="list-results">
<li class="list-result-item"><div class="rendering"><h3 class="title"><a href="#"><span>Tidal pebbles and
school belonging</span></a></h3><a class="link person">Oosterwold, M.</a>, <a class="link person">Haddad, R. K.</a>
&amp; Brink, T., Mar 2023, In: <span class="journal">Journal of Pebble Education</span>. 41, 2, p. 201-219 19 p.
<p class="type">Research output: Contribution to journal › Article › Academic › peer-review</p></div></li>
<li class="list-result-item"><div class="rendering"><h3 class="title"><a href="#"><span>Counting gravel
in classrooms</span></a></h3><a class="link person">Oosterwold, M.</a>, 2020, <i>Handbook of Gravel Studies.</i>
Veldkamp, J. (ed.). Pebble Press, p. 12-30
<p class="type">Research output: Chapter in Book/Report/Conference proceeding › Chapter › Academic</p></div></li>
<li class="list-result-item"><div class="rendering"><h3 class="title"><a href="#"><span>Shingle and
self-esteem</span></a></h3>Haddad, R. K. &amp; <a class="link person">Oosterwold, M.</a>, Accepted/In press,
In: <span class="journal">Pebble Development</span>.
<p class="type">Research output: Contribution to journal › Article › Academic › peer-review</p></div></li>
</ul></main></body></html>"""


def test_pure_page_gives_every_research_output():
    papers = {p.title: p for p in read_document("portal.html", PURE_PAGE.encode()).publications}
    assert set(papers) == {
        "Tidal pebbles and school belonging",
        "Counting gravel in classrooms",
        "Shingle and self-esteem",
    }
    article = papers["Tidal pebbles and school belonging"]
    assert [a.name for a in article.authors] == ["M. Oosterwold", "R. K. Haddad", "T. Brink"]
    assert article.venue_text.startswith("Journal of Pebble Education")
    assert (article.year, article.kind) == (2023, "journal")
    chapter = papers["Counting gravel in classrooms"]
    assert [a.name for a in chapter.authors] == ["M. Oosterwold"]  # the editor is not an author
    assert chapter.venue_text.startswith("Handbook of Gravel Studies")
    assert (chapter.year, chapter.kind) == (2020, "chapter")
    accepted = papers["Shingle and self-esteem"]
    assert (accepted.venue_text, accepted.year, accepted.kind) == ("Pebble Development", None, "journal")


@pytest.mark.parametrize(
    "block, authors, venue, year, kind",
    [
        (
            "Deep tides in small harbours\nOkoro, A. B., Lind, C. & Marsh, D., 2021, "
            "In: Pebble Communications. 12, 1, 4567.",
            ["A. B. Okoro", "C. Lind", "D. Marsh"],
            "Pebble Communications",
            2021,
            "journal",
        ),
        (
            "Fast gravel sorting\nOkoro, A. B., 12 Jun 2022, Proceedings of the Pebble Conference. Shingle Press, p. 1-10"
            "\nResearch output: Chapter in Book/Report/Conference proceeding › Conference contribution",
            ["A. B. Okoro"],
            "Proceedings of the Pebble Conference",
            2022,
            "conference",
        ),
    ],
)
def test_pure_entry_variants(block, authors, venue, year, kind):
    paper = parse_citation(block)
    assert [a.name for a in paper.authors] == authors
    assert paper.venue_text.startswith(venue)
    assert (paper.year, paper.kind) == (year, kind)


def test_pure_reader_leaves_other_two_line_entries_alone():
    paper = parse_citation("Pebble Catalysis\nOkafor, C. N.; Lind, P. J. *J. Pebble Chem.* **2021**, *14*, 101.")
    assert paper.title == "Pebble Catalysis"
    assert [a.name for a in paper.authors] == ["C. N. Okafor", "P. J. Lind"]
    assert paper.year == 2021


# --- the venue table -------------------------------------------------------------------------


def test_known_name_inside_a_comma_separated_title_is_not_that_venue():
    assert resolve_venue("Geochemistry, Geophysics, Geosystems 2021").name == "Geochemistry, Geophysics, Geosystems"
    assert resolve_venue("Shingle, Geology, Pebbles 2021") is None
    assert resolve_venue("Geology, 44(2), 101-109").name == "Geology"


def test_journal_named_with_the_keeps_it():
    assert resolve_venue("ISME Journal").name == "The ISME Journal"


def test_the_abbreviation_inspire_prints_names_its_journal():
    assert resolve_venue("Mon. Not. Roy. Astron. Soc.").acronym == "MNRAS"


@pytest.mark.parametrize(
    "venue, kind",
    [
        ("Ecological Applications", "journal"),
        ("Pebble Research Letters", "journal"),
        ("Annual Review of Pebbles", "journal"),
        ("Shingle Engineering Research 2020, 12(3)", "journal"),
        ("Advances in Pebble Science", "journal"),
        ("Applications of Pebbles", None),
        ("Shingle Research Group Meeting", "conference"),
    ],
)
def test_kind_from_words_of_unknown_journals(venue, kind):
    assert kind_from_words(venue) == kind


def test_unknown_journal_named_by_its_words_is_a_journal():
    paper = parse_citation("Ruiz, A., & Li, B. Pebbles on islands. *Ecological Applications*.")
    assert paper.kind == "journal"


# --- Hugo Blox publication pages ---------------------------------------------------------------


def hugo_paper(authors, notes=None):
    meta = {"title": "Pebbles", "authors": authors, "publication_types": ["article-journal"]}
    meta.update({"publication": "Journal of Pebbles", "date": "2021-08-20"})
    if notes is not None:
        meta["author_notes"] = notes
    return _publication_page(meta, "", "index.md").publications[0]


def test_hugo_family_comma_given_is_turned_round():
    paper = hugo_paper(["Sheng,Yi", "Ana Ruiz", "Mei,Lin-Hua*"])
    assert [a.name for a in paper.authors] == ["Yi Sheng", "Ana Ruiz", "Lin-Hua Mei"]


def test_hugo_corresponding_author_note():
    paper = hugo_paper(["Yi Sheng", "Ana Ruiz"], ["", "Corresponding author"])
    assert [(a.corresponding, a.equal_contribution) for a in paper.authors] == [(False, False), (True, False)]


def test_hugo_lone_mark_is_the_corresponding_author():
    paper = hugo_paper(["Yi Sheng", "Ana Ruiz", "Bo Li*"])
    assert [a.corresponding for a in paper.authors] == [False, False, True]
    assert not any(a.equal_contribution for a in paper.authors)
    assert not any("one author only" in w for w in paper.warnings)


def test_hugo_marks_with_an_equal_contribution_note_stay_equal():
    paper = hugo_paper(["Yi Sheng*", "Ana Ruiz*", "Bo Li"], ["Equal contribution", "Equal contribution", ""])
    assert [a.equal_contribution for a in paper.authors] == [True, True, False]
    assert not any(a.corresponding for a in paper.authors)


# --- a publications page's legend ----------------------------------------------------------------

QUARTO_PAGE = """<html><head><meta name="generator" content="quarto-1.4.550">
<title>Publications – Mireille Okonkwo-Hart</title></head><body>
<main class="content" id="quarto-document-content">
<header id="title-block-header"><h1 class="title">Publications</h1></header>
<p>{legend}</p>
<section id="journal-articles" class="level2"><h2>Journal articles</h2><ol>
<li><p><strong>Okonkwo-Hart, M.</strong>*, Lindqvist, P.*, &amp; Abara, T. (2023). Pebble sorting by tidal currents.
<em>Journal of Coastal Pebbles</em>, 12(3), 101–115.</p></li>
<li><p>Abara, T., &amp; <strong>Okonkwo-Hart, M.</strong> (2021). Gravel beaches in winter storms.
<em>Marine Pebble Letters</em>, 8, 44–52.</p></li>
</ol></section></main></body></html>"""


@pytest.mark.parametrize(
    "legend",
    [
        "* denotes equal contribution; students I supervised are underlined.",
        "Mireille Okonkwo-Hart is a postdoc in coastal geology. <sup>‡</sup> indicates mentored undergraduate.",
        "Lab members are in bold.",
    ],
)
def test_publications_page_legend_is_not_a_publication(legend):
    document = read_document("publications.html", QUARTO_PAGE.format(legend=legend).encode())
    titles = [p.title for p in document.publications]
    assert titles == ["Pebble sorting by tidal currents", "Gravel beaches in winter storms"]
    assert not any("not read as a publication" in w for w in document.warnings)


@pytest.mark.parametrize("lab", ["Microsoft Research", "Google Research", "Samsung Research", "IBM Research"])
def test_a_companys_research_lab_is_no_journal(lab):
    from importer.parsers.venues import kind_from_words

    assert kind_from_words(lab) != "journal"
