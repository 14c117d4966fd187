"""Publication lists of the sciences outside computing as lab and personal pages print them (fictional
people, titles and numbers; real journal names):

- Taylor & Francis' form, the title in bold after the year in parentheses ("Names (2019) **Title**,
  Journal, 27(3), 301-318"), with pandoc's sub- and superscripts in titles ("CO~2~", "^15^N") read as
  plain text, and SPIE's comma form ('A. Name, B. Name, "Title," Proc. SPIE 11156, 111560Q (2019).');
- paragraphs of a bold title over one line: the names and the venue run together ("Family, Given et al.
  Journal, 58", "Family, I., Family, I. (2021). Journal, 27, 1-14"), or one author's name alone;
- German and French books whose title has commas and a subtitle before "Place: Publisher" (and the
  book's length after it, "312 S.", "240 p."), under a line that links to the owner's profile;
- ecology's name-year form with a status in italics where the year goes ("Names. *Accepted*. Title.");
- a list that pandoc or R Markdown filled to 72 columns, each item broken inside its names and title,
  the owner in bold italics (first as "***Family, I. I.***"), a DOI with an HTML comment inside it.
"""

from pathlib import Path

from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document

LISTS = Path(__file__).resolve().parent.parent / "fixtures" / "cite_lists"


def _papers(name: str):
    file = LISTS / name
    document = read_document(file.name, file.read_bytes())
    return document, [
        (p.title, [a.name for a in p.authors], p.year, p.venue_text, p.kind) for p in document.publications
    ]


def test_bold_titles_after_the_year_scripts_and_spie():
    document, papers = _papers("bold_after_year.md")
    assert document.profile.name == "R. Quennell"
    assert papers == [
        (
            "Fine root turnover in drained and rewetted alder carr",
            ["R. Quennell", "S. Adebayo", "E. Thorsby"],
            2019,
            "Wetlands Ecology and Management 2019",
            "journal",
        ),
        (
            "Uptake of CO2 by sphagnum lawns under raised H2O tables",
            ["S. Adebayo", "R. Quennell"],
            2022,
            "Plant and Soil 2022",
            "journal",
        ),
        (
            "Tracing 15N from litter into the fungal network of a wet heath",
            ["R. Quennell"],
            2020,
            "Soil Biology and Biochemistry 2020",
            "journal",
        ),
        (
            "Airborne thermal imaging of seepage in cut-over bogs",
            ["R. Quennell", "S. Adebayo", "M. Lindgren"],
            2019,
            "Proc. SPIE 11156, 111560Q (2019)",
            "conference",
        ),
        (
            "Calibrating a field spectrometer against peat moisture",
            ["M. Lindgren", "R. Quennell"],
            2021,
            "Proc. SPIE 11859, 118590B (2021)",
            "conference",
        ),
    ]


def test_bold_title_paragraphs_over_names_and_venue_or_one_author():
    document, papers = _papers("bold_title_blocks.md")
    assert document.profile.name == "Rhoswen Quennell"
    assert [(title, authors, year) for title, authors, year, _, _ in papers] == [
        ("Carbon loss from burnt moorland edges", ["Rhoswen Quennell"], None),
        ("Grazing pressure and cotton-grass recovery on blanket bog", ["R. Quennell", "E. Thorsby"], 2021),
        ("A field key to the bog mosses of the western isles", ["Rhoswen Quennell"], None),
        ("Peatland plants of the northern coast", ["Rhoswen Quennell"], None),
    ]
    assert papers[0][3].startswith("Journal of Applied Ecology")
    assert papers[1][3].startswith("Mires and Peat")
    assert papers[2][3] is None  # the author's name is no venue


def test_a_list_filled_to_a_width_is_read_item_by_item():
    document, papers = _papers("filled_list.md")
    assert document.profile.name == "M. E. Halloran"
    assert [(title, authors, year, venue) for title, authors, year, venue, _ in papers] == [
        (
            "Drift of leaf litter through braided alpine channels under shifting snowmelt",
            ["T. O. Varga", "M. E. Halloran", "K. Osei"],
            2023,
            "Freshwater Science 2023",
        ),
        (
            "Caddisfly cases as archives of stream temperature in glacial catchments",
            ["P. L. Okafor", "M. E. Halloran", "R. Tamsin"],
            2023,
            "Hydrobiologia 2023",
        ),
        (
            "Warming shortens the emergence window of mayflies in spring-fed streams of the northern uplands",
            [
                "M. E. Halloran",
                "D. Kessler",
                "A. J. Birkeland",
                "S. P. Nwosu",
                "L. Ferreira",
                "G. H. Lindqvist",
                "O. Marsh",
            ],
            2021,
            "Oikos 2021",
        ),
        (
            "Grazer identity and periphyton recovery after experimental floods in gravel-bed rivers",
            ["D. Kessler", "A. J. Birkeland", "S. P. Nwosu", "M. E. Halloran", "L. Ferreira", "O. Marsh"],
            2021,
            "Aquatic Sciences 2021",
        ),
    ]
    assert all(a.highlighted for p in document.publications for a in p.authors if a.name == "M. E. Halloran")


def test_book_titles_with_commas_and_subtitles_before_place_and_publisher():
    document, papers = _papers("buecher.md")
    assert document.profile.name == "A. Wendrich"
    assert papers == [
        (
            "Auen im Umbruch, Weiden, Biber und Hochwasser. Eine Einführung",
            ["A. Wendrich"],
            2016,
            "Kessler 2016",
            "book",
        ),
        (
            "Moore, Heiden und Wälder. Eine Landschaftsgeschichte des Nordens",
            ["A. Wendrich", "M. Palotai"],
            2019,
            "Brandauer 2019",
            "book",
        ),
        (
            "Les tourbières du plateau, histoire et avenir. Une approche écologique",
            ["A. Wendrich"],
            2021,
            "Éditions Ravel 2021",
            "book",
        ),
        ("Wasserhaushalt kleiner Moore", ["A. Wendrich"], 2012, "Hydrologische Blätter 2012", "journal"),
    ]  # the link to the profile above the list is no paper


def test_lines_that_only_look_like_scripts_or_a_name_stay_as_printed():
    # a tilde for "about" and a caret in a formula are no pandoc scripts; a journal under a title is no author
    about = parse_citation("Ruiz, A. (2020). Dispersal over ~5 km and ~10 m steps. Oikos, 12, 1-9.")
    assert about.title == "Dispersal over ~5 km and ~10 m steps"
    venue_under = parse_citation("**Seed rain on a burnt heath of the uplands**\nFunctional Ecology")
    assert venue_under.authors == []


def test_a_status_in_italics_where_the_year_goes():
    paper = parse_citation(
        "Marsh, D. S., K. A. Osei, and S. A. Lind. *Accepted*. Counting river herring above weirs with sonar. "
        "Transactions of the American Fisheries Society."
    )
    assert paper.title == "Counting river herring above weirs with sonar"
    assert [a.name for a in paper.authors] == ["D. S. Marsh", "K. A. Osei", "S. A. Lind"]
    assert paper.venue_text == "Transactions of the American Fisheries Society"
