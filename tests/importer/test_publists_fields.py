"""Publication lists from economics, psychology, history and physics pages, as their authors lay them out.

tests/importer/fixtures/publists holds fictional lists with real layouts: an economist's research page
(academicpages) whose entries name only the coauthors, "(with [Name](url), [Name](url), and [Name](url))",
with the status on the next line ("Revise & Resubmit at *Journal*") and a registry's link under an
entry; a German psychologist's list as reference managers print German APA ("Family, Given; Family, Given
(2021): Title. In: Journal 14 (2), S. 101–118."), with chapters in edited books and a monograph; and a
psychologist's manuscripts whose state is labelled "Status: In press", "Status: In Review"; an economist's
Chicago author-date list whose working papers name their number and series ("Working Paper 31877, Bureau of ...");
a historian's CV in Chicago's bibliography with her name left out of every entry; a physicist's references
whose volume is bold before an e-print ("JHEP **03** (2020) 145, arXiv:...").
"""

from pathlib import Path

from .exported_papers import imported_papers

LISTS = Path(__file__).parent / "fixtures" / "publists"


def _papers(filename):
    return imported_papers(LISTS / filename)


def test_an_economists_linked_coauthors_and_resubmission(db):
    papers = _papers("economist_research.md")
    assert len(papers) == 5
    authors, venue, _, _, status = papers["Ferry Fares and Island Labor Markets: Evidence from Two Archipelagos"]
    # the serial comma before the last linked name, and names linked after a comma, are all coauthors
    assert [a for a in authors if a != "Kwabena Iversholt"] == [
        "Odalys Brenneck",
        "Tamsin Roudabeh",
        "Mireille Fanchon",
    ]
    assert (venue, status) == ("Journal of Pebble Development", "submitted")
    authors, venue, *_ = papers["Tides, Tolls, and Trade Routes: Measuring Market Access on Small Islands"]
    assert "Pelle Strandqvist" in authors and "Mireille Fanchon" in authors
    assert venue is None
    # "[[RCT Registry]](url)" under an entry is a link, never the paper's venue
    # "(w/ ...)": "with" cut short
    assert papers["Bait Markets and the Cost of Distance"][0][-3:] == [
        "Tamsin Roudabeh",
        "Pelle Strandqvist",
        "Ilona Marchetti",
    ]
    seaweed = papers["Seaweed Cooperatives and Household Savings: A Field Experiment on the Outer Shoals"]
    assert seaweed[1] is None and "Kwabena Iversholt" in seaweed[0]


def test_german_apa_with_semicolons_and_year_before_the_colon(db):
    papers = _papers("german_psychology.md")
    assert len(papers) == 4
    assert papers["Wellengang und Stimmung. Eine Tagebuchstudie an der Küste"] == (
        ["Wiebke Hallgarten", "Jannik Oberdorfer", "Ulrike Sprenkel"],
        "Zeitschrift für Kieselpsychologie",  # its volume, issue and "S." pages are no part of its name
        2021,
        "journal",
        "published",
    )
    assert papers["Gezeitenwissen im Alltag"][:3] == (
        ["Jannik Oberdorfer", "Wiebke Hallgarten"],
        "Journal of Pebble Cognition",
        2019,
    )
    # "In: Editors (Hg.): Book. Place: Publisher, S. 45–62.": the chapter's book, not its editors
    assert papers["Ufer als Lernorte"][1:4] == ("Handbuch der Küstenpädagogik", 2020, "chapter")
    assert papers["Die stille Brandung"][1:4] == ("Möwenverlag", 2017, "book")


def test_status_labels_are_read_as_the_state_not_the_venue(db):
    papers = _papers("status_lines.md")
    assert len(papers) == 3
    assert papers["Pebble sorting as a window on early categorization"] == (
        ["A. M. Quintrell", "T. Vasquez-Lund", "B. Oyelaran"],
        "Journal of Stone Cognition",
        2025,
        "journal",
        "published",
    )
    calm = papers["Why tide pools feel calm: An appraisal account"]
    assert calm[0] == ["T. Vasquez-Lund", "C. Harrowgate"]
    assert (calm[1], calm[4]) == (None, "submitted")  # "Status" is no journal
    shells = papers["Counting shells under time pressure"]
    assert (shells[1], shells[2], shells[4]) == ("Pebble Psychology Letters", 2024, "submitted")


def test_chicago_working_papers_name_their_series(db):
    papers = _papers("economics_chicago.md")
    assert len(papers) == 4
    # "Working Paper 31877, Bureau of ...": the series that issues it is the venue, its number is not
    assert papers["Fishing Licenses and the Price of Bait"] == (
        ["Inès Valdermoor", "Ayesha Qorvani", "Lior Hempstead"],
        "Bureau of Coastal Research Working Paper",
        2023,
        "preprint",
        "submitted",
    )
    assert papers["Salt, Ships, and Sovereign Debt"][1:4] == (
        "Centre for Island Policy Discussion Paper",
        2021,
        "preprint",
    )
    assert papers["Tolls on Narrow Straits"][1:4] == ("Review of Tidal Studies", 2019, "journal")


def test_a_historians_cv_without_her_name_on_each_entry(db):
    papers = _papers("historian_cv.md")
    assert len(papers) == 4
    # "*Title*. City: Publisher, 2019.": Chicago's book with its author left out, the owner's
    assert papers["The Shore and the State: Fishing Rights in Early Modern Ports"] == (
        ["Selma Quarrington"],
        "Pebble University Press",
        2019,
        "book",
        "published",
    )
    assert papers["Harbor Voices"][:4] == (["Selma Quarrington", "Tomas Odunlade"], "Strand Books", 2016, "book")
    # '"Title." *Journal* 33, no. 2 (2020)' and '"Title." In *Book*, edited by ...': their venues
    assert papers["Ferrymen's Guilds in the Northern Ports"][1:4] == ("Journal of Coastal History", 2020, "journal")
    assert papers["Salt Ledgers and Harbor Courts"][1:4] == ("Maritime Law before 1800", 2021, "chapter")


def test_a_physicists_bold_volume_before_an_eprint(db):
    papers = _papers("physics_refs.md")
    assert len(papers) == 3
    # 'JHEP **03** (2020) 145, arXiv:1912.00077': the journal's reference, the e-print only its link
    _, venue, year, kind, _ = papers["Search for tidal resonances in pebble collisions"]
    assert (year, kind) == (2020, "journal") and venue != "arXiv"
    assert papers["Granular flow in slowly rotating drums"][0] == ["N. Varghese-Holm", "L. Okonjo", "P. Strandberg"]
    assert papers["Granular flow in slowly rotating drums"][2:4] == (2021, "journal")
