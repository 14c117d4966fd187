"""Publication lists written by hand on the pages of labs in medicine, physics and the humanities.

tests/importer/fixtures/lab_lists_sciences holds fictional pages with the layouts found on real ones: a
clinic's list pasted from PubMed's text export with its wrapped lines joined without spaces ("Li X#.Title",
"2019Mar;31(2)", "Chem.2019 Aug 9") and PubMed's bracketed notes after a title; a core facility's list of
linked bold titles over Vancouver names (a particle joined to the family name, names left out with "...",
an italic "et al."); a physics lab's paragraphs that open with the quoted title and name the authors after
it, wrapped over lines; a humanities page with edited books ("..., eds."), quoted titles inside links with
their stops, "Co-authored with" lines, a heading by authorship and a list of names set in bold; an
economist's blocks of a bold title and its year over "*joint with ...*", a status and the venue.
"""

from pathlib import Path

from .exported_papers import imported_papers

LISTS = Path(__file__).parent / "fixtures" / "lab_lists_sciences"


def _papers(filename):
    return imported_papers(LISTS / filename)


def test_a_pubmed_list_whose_wrapped_lines_were_joined_without_spaces(db):
    papers = _papers("clinic_pubmed_joined.md")
    assert len(papers) == 7
    # "**Tarrowby M#**.Ferry ...": the names end at the glued stop, the title starts after it
    authors, venue, year, kind, _ = papers[
        "Ferry Distance and Survival After Brain Metastasis: a Registry-BasedIsland Study"
    ]
    assert authors == ["D. Mirelle", "K. Tolland", "S. Abernant", "M. Tarrowby"]
    assert (venue, year, kind) == ("Gull Neurosurg", 2020, "journal")
    # "2020 Aug17;8(5)" and "2019Mar;31(2)": the journal's dates read though their parts ran together
    assert papers["Protein maps of lighthouse keepers' adenomas for tailoredtreatment planning"][1:3] == (
        "Tidewater Med J",
        2020,
    )
    assert papers["Rowing-Boat Angiography in Flap Mapping of Island Patients"][1:3] == ("Gull Reconstr Surg", 2019)
    # "Curr Pebble Chem.2020 Aug 9": the journal before its glued year
    assert papers["Seaweed extracts against glioma: resistance and delivery by kelp"][1:3] == ("Curr Pebble Chem", 2020)
    # "... brain tumours.Zhong Hai ...": the title's last word glued to the journal's first
    authors, venue, year, _, _ = papers["Fishing families and the risk of brain tumours"]
    assert authors == ["M. Tarrowby", "H. Corran", "Y. Lisle"] and (venue, year) == ("Zhong Hai Yi Xue Za Zhi", 2019)
    # PubMed's "[published correction appears in ...]" after a title is no part of it
    assert "A tide-table score from routine scans sorts slow tumours from fast ones" in papers


def test_a_core_facilitys_bold_titles_over_vancouver_names(db):
    papers = _papers("core_facility_titles.md")
    assert len(papers) == 3  # the elided names do not run one entry into the next
    # a particle joined to the family name is read as Vancouver's as the others are
    assert papers["Harbour mussel broth slows weight gain of lab gulls"][0][:3] == [
        "F. A. Abernethy",
        "A. B. Kestrel",
        "O. deLuca",
    ]
    # "Quarrie M, Holtby M, ... Vantongeren C, *et al.*": the names printed, no italic "et al." taken for a venue
    authors, venue, year, _, _ = papers["Tide-driven diffusion in the swollen fins of sea bream"]
    assert (authors, venue, year) == (["M. Quarrie", "M. Holtby", "C. Vantongeren"], None, 2025)


def test_a_physics_labs_quoted_titles_with_the_names_after_them(db):
    papers = _papers("atom_lab_quoted.md")
    assert len(papers) == 4
    authors, _, year, kind, _ = papers["Chilling Pebble Lattices With Driftwood"]
    assert authors[:2] == ["Theodora Vellacott", "Elan Brisk"] and authors[-1] == "Matteo T. Scaletti"
    assert (year, kind) == (2016, "preprint")
    # the name wrapped over two lines ("Pedra" / "M. Quillfeather") is one name, the last one ends before the journal
    authors, venue, year, kind, _ = papers["Squeezing a Frozen Shoal of Sand Grains"]
    assert authors[0] == "Pedra M. Quillfeather" and authors[-1] == "Torvald K. Hollowmere" and len(authors) == 6
    assert (venue, year, kind) == ("Physical Review Letters", 2016, "journal")
    # the link around the journal is not the title: the quoted words before the names are
    authors, venue, year, _, _ = papers["Head-on Collisions of Wave-Borne Shells"]
    assert authors[0] == "J. H. V. Orrin" and (venue, year) == ("Nature Physics", 2015)
    assert papers["Phase Chart of a Lopsided Gull Gas"][4] == "submitted"


def test_a_humanities_page_of_books_articles_and_chapters(db):
    papers = _papers("humanities_eds.md")
    assert len(papers) == 7  # the "Co-authored articles" heading is a part of the list
    # "Ivo Henneberg and Annika Lindqvist, eds.": the editors, no person called "eds"
    authors, _, year, kind, _ = papers["Tidewater Novels After Their Authors: Fresh Readings"]
    assert (authors, year, kind) == (["Ivo Henneberg", "Annika Lindqvist"], 2015, "book")
    assert papers["Reading on the Jetty: Books Between Two Centuries"][0] == ["Annika Lindqvist"]
    # ["Title."](url): the quotes' stop is the style's, not the title's
    assert "Shoreline Grammar: Mapping a Novelist's Harbours" in papers
    # "Co-authored with J. Antsell and N. Lemaire-Garland, The Pebble Historian": the coauthors, then the venue
    authors, venue, year, _, _ = papers["Counting Gull Sightings in Parish Registers with R"]
    assert authors == ["J. Antsell", "N. Lemaire-Garland"] and year == 2022
    assert venue == "The Pebble Historian"
    # the whole list of names in bold, Chicago's first name inverted
    assert papers["Paired Lines in Fishermen's Work Songs"][0] == ["Marta Kowalczyk", "Xiaoting Xue", "Yuan Fenwick"]


def test_an_economists_blocks_of_title_coauthors_status_and_venue(db):
    papers = _papers("economist_blocks.md")
    assert len(papers) == 3
    authors, venue, year, _, status = papers["Which harbour tolls should be posted"]
    assert (authors, venue, year, status) == (["Alina Frankell"], None, 2018, "submitted")
    # the venue under its coauthors, without the manuscript's and the supplement's links
    authors, venue, year, kind, status = papers["Pulling estimates toward a pebble market's rules"]
    assert authors == ["Piet Fesslar"]
    assert (venue, year, kind, status) == ("Review of Pebble Economics and Statistics", 2018, "journal", "published")
