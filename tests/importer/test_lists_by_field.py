"""Publication lists written by hand in fields outside computing, as researchers put them on their pages.

tests/importer/fixtures/lists_by_field holds fictional lists with the layouts found on real pages: a
clinician's reference list, one paragraph a paper with nothing but a blank line between them (Vancouver
names, a group of collaborators as the author, the issue's day after the journal, a preprint server's
numbers, full names typed in the order of a CV); a chemist's numbered list opening each entry with its
title in bold and the names after it, under setext headings and rules, with a line of highlights under
some entries; English GB/T 7714 references typed with full-width punctuation or with no space after a
stop, the year after the names, proceedings with their publisher; a historian's German list whose
authors end with "u.a.", with proceedings where a book would stand; a geophysicist's page of articles in
AGU's style and of meeting abstracts, in the name-year form, AGU's and the EGU's; a historian's ORCID
works, whose chapters carry the book's chapter number before their titles, beside her CV; an optical
engineer's list in Springer's style (names, a colon, the year in brackets at the end) with a paper of SPIE's
proceedings in Vancouver's; a physicist's collaboration papers, the collaboration named before its people.
"""

from pathlib import Path

from importer.exchange import export_site
from importer.services import import_documents

from .exported_papers import imported_papers

FIELDS = Path(__file__).parent / "fixtures" / "lists_by_field"


def _papers(filename):
    return imported_papers(FIELDS / filename)


def test_a_clinicians_paragraphs_are_one_paper_each(db):
    papers = _papers("clinician_paragraphs.md")
    assert len(papers) == 7  # no two paragraphs run into one, the link to the full list is no paper
    assert papers["stepledger: Counting stair climbs from wrist sensors in care homes"] == (
        ["Marisol Ketterby", "Tobiah Wrenfield", "Ilse Ostrowska-Bell", "Dov Pemberton-Oyelaran"],
        "Journal of Pebble Mobility",  # the month of the submission is no part of the journal's name
        2025,
        "journal",
        "submitted",
    )
    # Vancouver's "Heggarty LE." ends the names though no word of two letters comes before its stop
    authors, venue, year, _, status = papers["A registry of lighthouse keepers' lung function, 1990-2019"]
    assert authors[0] == "P. K. Tamsworth" and authors[-1] == "L. E. Heggarty"
    assert (venue, year, status) == ("Pebble Science", 2025, "submitted")
    assert papers["Fog Days and Asthma Clinic Attendance on Three Islands"][1:4] == ("medRxiv", 2025, "preprint")
    assert papers["Ferry cancellations and missed dialysis sessions, 2016–2020"][1:4] == (
        "Pebble Climate Health",
        2025,
        "journal",
    )


def test_a_group_author_and_the_issues_day_after_the_journal(db):
    papers = _papers("clinician_paragraphs.md")
    assert papers["Seaweed-harvest injuries in 40 fishing districts, 1990–2021: findings of the Kelp Injury Study"] == (
        ["Harbour Burden Collaborators"],
        "The Pebble Journal of Medicine",
        2021,
        "journal",
        "published",
    )
    # "Journal. January 2022." and "Journal. 12 Jan 2017.": the day the issue came out, no part of the title
    # nor of the journal's name, and a journal's mark
    assert papers["Whistling lung among net menders, 1990–2019: a cohort followed by postcard"][1:4] == (
        "Pebble Medicine Reports",
        2022,
        "journal",
    )
    assert papers["Sardine paste in school lunches: what the canteen ledgers show"] == (
        ["M. Ketterby", "P. K. Tamsworth", "L. E. Heggarty"],
        "Child Nutrition Quarterly",
        2017,
        "journal",
        "published",
    )


def test_a_chemists_list_with_the_title_before_the_names(db):
    papers = _papers("chemistry_numbered_titles.md")
    assert len(papers) == 6  # the rules, headings, pictures and highlights are no papers
    assert papers["A Cyanovinyl Alcohol (NC–CH═CHOH) Trapped on Comet-Dust Mimics"] == (
        ["N. F. Wexford", "R. T. Quenneville", "O. I. Vallecillo"],  # the corresponding author's star is a mark
        "J. Pebble Chem. Soc.",
        2023,
        "journal",
        "published",
    )
    assert papers["Caging Boron Monofluoride in Neon at Four Kelvin"][1:4] == ("ChemRxiv", 2024, "preprint")
    # a title of one word and its formula is still the title, the names after it the authors
    assert papers["Fluorovinylidene (F2C═C:)"][0] == [
        "B. Okorafor-Lee",
        "M. Ruthven",
        "R. T. Quenneville",
        "P. R. Mthembu-Ray",
    ]
    # the line of highlights under an entry, and the German edition after its semicolon, leave the journal
    assert papers["Why soot forms faster over copper grids: a beam study of small radicals"][1] == (
        "J. Pebble Phys. Chem. A"
    )
    assert papers["Thioformic Acid Dimers – A Hydrogen Bond That Bends"][1:3] == ("Angew. Pebble Chem. Int. Ed.", 2021)


def test_gbt_references_typed_with_full_width_punctuation(db):
    papers = _papers("gbt_fullwidth.md")
    assert len(papers) == 6
    assert papers["A century of orchard frost diaries"] == (
        ["K. E. Marstrand", "G. Castelfranchi", "S. Sjoholm"],
        "Quarterly Journal of Terrace Hydrology",
        2021,
        "journal",
        "published",
    )
    assert papers["Why terrace walls crack after wet springs on limestone"][0] == [
        "G. Castelfranchi",
        "C. Nwachukwu",
        "S. Sjoholm",
    ]
    assert papers["Dew harvest on dry-stone walls measured with sponge gauges"][:3] == (
        ["C. Nwachukwu", "G. Castelfranchi"],
        "Letters in Slope Physics",
        2018,
    )
    # the year printed right after the names dates the paper; it is no title
    assert papers["Goat grazing and the slow creep of scree fans"][1:3] == (
        "Letters in Slope Physics",
        2016,
    )
    # "[C]//Proceedings. Place: Publisher, 2015": the publisher and its town are no part of the meeting's name
    assert papers["Counting rice terraces from kite photographs"][1:4] == (
        "Advances in Slope Information Processing Systems",
        2015,
        "conference",
    )


def test_a_historians_german_list(db):
    papers = _papers("historians_german.md")
    assert len(papers) == 6
    # "u.a." after the names is German for "et al."; "in: arXiv preprint (2022)" a preprint
    assert papers["Barrels, Bushels and Pounds – Converting Old Salt Measures by Machine"][0][0] == "Lena Lemmerhirt"
    assert papers["Barrels, Bushels and Pounds – Converting Old Salt Measures by Machine"][2:4] == (2022, "preprint")
    # a meeting's proceedings where a book would stand: a conference paper, the title without them
    assert papers["Three Salt Gazetteers Side by Side"][:4] == (
        ["Ilse Varnholt", "Pawel Dorembus"],
        "Salzforum 2023 Proceedings",
        2023,
        "conference",
    )
    assert papers["Mapping Mule Trains from Ferry Receipts"][2:4] == (
        2019,
        "conference",
    )
    assert papers["Wie man ein Zollbuch liest: Hände, Tinten, Lücken"][1:4] == (
        "Zeitschrift für Salzgeschichte",
        2020,
        "journal",
    )


def test_a_geophysicists_articles_and_meeting_abstracts(db):
    papers = _papers("geophysics_abstracts.html")
    assert len(papers) == 6
    # AGU's article: the title, the journal and its numbers set apart by commas, the year after the names
    assert papers["Frost heave beneath sheep paths: a decade of borehole records"][:4] == (
        ["T. M. Ravensworth", "H. A. Adeyemi-Hart", "B. Blomqvist-Ray"],
        "J. Pebble Geophys. Res. Solid Earth",
        2021,
        "journal",
    )
    assert papers["Slow creep of scree fans after goat grazing"][1:4] == ("Pebble Geophys. Lett.", 2019, "journal")
    # "Family, I., 2022. Title, Meeting, Town, Region, 14 June.": the meeting, not the town, is the venue
    assert papers["Ground-penetrating radar over dry-stone terraces: first results from the upland survey"][1:4] == (
        "Northern Slopes Forum",
        2022,
        "conference",
    )
    authors, venue, year, kind, _ = papers["Listening to scree with fibre-optic cables"]
    assert (len(authors), authors[-1], venue, year, kind) == (
        7,
        "H. A. Adeyemi-Hart",
        "Union Fall Meeting",
        2022,
        "conference",
    )
    # the EGU's form names the assembly after the title; AGU's says "presented at" the union's meeting
    assert papers["Dew on limestone pavements as a water source for moss"][1:4] == (
        "Alpine Geosciences General Assembly",
        2020,
        "conference",
    )
    assert papers["Hoarfrost on fence wires as a wind gauge"][:4] == (
        ["T. M. Ravensworth", "H. A. Adeyemi-Hart"],
        "PGU Fall Meeting",
        2020,
        "conference",
    )


def test_orcid_chapters_numbered_by_their_books_are_the_cvs_chapters(db):
    report = import_documents(
        [FIELDS / "orcid_chapters.json", FIELDS / "orcid_works.csv", FIELDS / "historian_chapters.md"]
    )
    assert not report.failed, report.summary()
    papers = {p["title"]: p for p in export_site()["publications"]}
    # "Chapter 4: Title", "7. Title", "Kapitel 3 – Title": the number is the book's; each chapter is the CV's
    assert sorted(papers) == [
        "1848: A Year of Salt Riots",  # an article's title that opens with a number keeps it
        "Ferry Receipts as a Source for River Trade",
        "Mule Trains over the Halberg Pass",
        "Salt Carts and Toll Gates in the Upper Valley",
    ]
    assert {p["kind"] for t, p in papers.items() if t != "1848: A Year of Salt Riots"} == {"chapter"}
    assert len(papers["Salt Carts and Toll Gates in the Upper Valley"]["sources"]) == 2


def test_an_engineers_list_in_springers_style(db):
    papers = _papers("optics_springer.md")
    assert len(papers) == 5
    # a volume of a society's proceedings, named after its meeting or not
    assert papers["Fringe counting on polished pebble mirrors"] == (
        ["L. Idlewild", "P. Ferncastle"],
        "Optical Pebble Metrology II",
        2019,
        "conference",
        "published",
    )
    assert papers["Interferometry of tide pools at dawn"][2:4] == (2018, "conference")
    assert papers["Speckle from wet sand at grazing angles"][:4] == (
        ["P. Ferncastle", "L. Idlewild", "K. Ashcombe"],
        "J. Pebble Opt.",
        2021,
        "journal",
    )
    # the editors before the book's title are no part of it
    assert papers["Lenses ground from beach glass"][1:4] == ("Handbook of Found Optics", 2020, "chapter")
    assert papers["Polarised glare over shingle"][1:4] == (
        "Coastal Optics Symposium",
        2017,
        "conference",
    )


def test_a_collaboration_named_before_its_people(db):
    papers = _papers("physics_collaborations.md")
    assert len(papers) == 4
    # "Example Collaboration, A. Author et al., Title, Journal": the people are the authors, the title is whole
    assert papers["Search for heavy scree in gravel collisions"][:4] == (
        ["T. Wolstenholme"],
        "Physical Review Letters",
        2018,
        "journal",
    )
    # "Example Collaboration (A. Author, B. Author, et al.), Title, JHEP 05 (2019) 123"
    assert papers["Measurement of the shingle cross section at 13 TeV"][0] == ["T. Wolstenholme", "U. Banerjee-Frost"]
    assert papers["Measurement of the shingle cross section at 13 TeV"][2] == 2019
    # the collaboration alone is the author
    assert papers["Observation of pebble oscillations in a cold gravel beam"][0] == ["The GRAVITON Collaboration"]
