"""Lists of papers and kinds of work beyond computer science, as CVs print them: a heading in any
language ends the entry above it and never becomes a venue, chemistry lists numbered in bold, physics
references without a title, patents, chapters, meeting abstracts and book reviews.

Every person, title and number here is invented; journal names may be real ones.
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications


def names(pub):
    return [a.name for a in pub.authors]


# --- sections of papers ---------------------------------------------------------------------------


def test_a_heading_in_any_language_ends_the_entry_above_it():
    text = (
        "1. Bolz, H., Tiede, K. (2022). Cadmium isotopes in pebble basins. *Geochimica et Cosmochimica Acta*, 318, 45–61.\n"
        "2. Bolz, H. (eingereicht). Porewater molybdenum as a pebble proxy. *Chemical Geology*.\n\n"
        "### Konferenzbeiträge\n\n"
        "- Bolz, H., Reuter, P. (2018). Trace metals in the pebble sea. Goldschmidt Konferenz, Boston.\n"
    )
    pubs, _ = parse_publications(text)
    assert [p.venue_text for p in pubs] == [
        "Geochimica et Cosmochimica Acta 2022",
        "Chemical Geology",
        "Goldschmidt Konferenz, Boston 2018",
    ]
    assert [p.kind for p in pubs][-1] == "conference"
    assert pubs[1].status == "submitted"


@pytest.mark.parametrize("heading", ["### Communications à des congrès", "#### Capítulos de libros", "### Altro"])
def test_a_markdown_heading_over_a_list_is_never_a_venue(heading):
    text = (
        "- Ruiz, A. (2021). Pebbles at dawn. *Journal of Stones*, 3(1), 1–9.\n\n"
        f"{heading}\n\n- Ruiz, A. (2019). Moss at dusk. In B. Li (Ed.), *Book of Moss* (pp. 1–20). Pebble Press.\n"
    )
    pubs, _ = parse_publications(text)
    assert [p.title for p in pubs] == ["Pebbles at dawn", "Moss at dusk"]
    assert pubs[0].venue_text == "Journal of Stones 2021"


def test_an_entry_own_status_beats_its_heading():
    text = (
        "- Althoff, M. K., Ng, W., & Okon, R. (in press). Pupil dilation and pebbles. *Psychophysiology*.\n"
        "- Althoff, M. K. (submitted). Pebble attention.\n"
        "- Althoff, M. K., & Ng, W. Pebble memory at night. *Sleep*.\n"
    )
    pubs, _ = parse_publications(text, heading="Manuscripts under review and in preparation")
    assert [p.status for p in pubs] == ["published", "submitted", "submitted"]


@pytest.mark.parametrize(
    "numbered",
    [
        (
            "**32. [Cobalt-Catalyzed Pebble Coupling](https://doi.org/10.1000/j.1)**",
            "**Okoye, C. N.**; Harrow, J. P.; Varga, I. B.*",
        ),
        ("**32. Cobalt-Catalyzed Pebble Coupling**", "__Okoye, C. N.__; Harrow, J. P.; Varga, I. B.*"),
        ("<strong>32. Cobalt-Catalyzed Pebble Coupling</strong>", "Okoye, C. N.; Harrow, J. P.; Varga, I. B.*"),
    ],
)
def test_a_chemistry_group_list_numbered_in_bold(numbered):
    title, authors = numbered
    second = title.replace("32.", "31.").replace("Cobalt", "Nickel")
    text = (
        f"{title}\n{authors} *J. Am. Chem. Soc.* **2024**, *146*, 1123–1131.\n\n"
        f"{second}\n{authors} *Angew. Chem. Int. Ed.* **2023**, *63*, e202400002.\n"
    )
    pubs, _ = parse_publications(text)
    assert [p.title for p in pubs] == ["Cobalt-Catalyzed Pebble Coupling", "Nickel-Catalyzed Pebble Coupling"]
    assert [names(p) for p in pubs] == [["C. N. Okoye", "J. P. Harrow", "I. B. Varga"]] * 2
    assert [p.venue_text for p in pubs] == ["J. Am. Chem. Soc. 2024", "Angew. Chem. Int. Ed. 2023"]


def test_a_physics_reference_without_a_title_is_listed_under_its_reference_and_reported():
    text = (
        "1. A. Ruiz, B. Li, and C. Wu, Pebble interferometry, Phys. Rev. Lett. **130**, 123601 (2023).\n"
        "2. T. Hira, A. Ruiz, and B. Li, Opt. Express **29**, 22041 (2021).\n"
    )
    pubs, warnings = parse_publications(text)
    assert [p.title for p in pubs] == ["Pebble interferometry", "Opt. Express 29, 22041"]
    assert [a.name for a in pubs[1].authors] == ["T. Hira", "A. Ruiz", "B. Li"]
    assert (pubs[1].venue_text, pubs[1].year, pubs[1].kind) == ("Opt. Express 2021", 2021, "journal")
    assert warnings == [
        "line 2: no title printed: the paper is listed under its reference 'Opt. Express 29, 22041': add its title"
    ]


# --- kinds of work: patents, chapters, meeting abstracts, book reviews ----------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Oyel, H.; Delac, M. Tandem catalyst for pebble reduction. US Patent 11,234,567, 2022.",
        "Oyel, H.; Delac, M. Tandem catalyst for pebble reduction. U.S. Patent 11,234,567 B2, March 3, 2022.",
    ],
)
def test_an_acs_patent_line(printed):
    pub = parse_citation(printed)
    assert (pub.title, names(pub), pub.kind, pub.year) == (
        "Tandem catalyst for pebble reduction",
        ["H. Oyel", "M. Delac"],
        "patent",
        2022,
    )


@pytest.mark.parametrize("one_per_line", [True, False])
def test_a_patent_wrapped_onto_a_second_line_is_one_entry(one_per_line):
    text = (
        "Oyel, H.; Delac, M. Tandem catalyst for pebble reduction.\n"
        "US Patent 11,234,567, 2022.\n"
        "Oyel, H.; Ruiz, A. Pebble sorter with moss. US Patent 10,987,654, 2020.\n"
    )
    pubs, _ = parse_publications(text, one_per_line=one_per_line)
    assert [(p.title, p.kind, p.year) for p in pubs] == [
        ("Tandem catalyst for pebble reduction", "patent", 2022),
        ("Pebble sorter with moss", "patent", 2020),
    ]


@pytest.mark.parametrize(
    "printed",
    [
        "Weidner, K. (2023): Self-organisation in the pebble. In: Schaal, B. (ed.): Physik der Steine. Springer, Berlin, pp. 45–78.",
        "Weidner, K. (2023). Self-organisation in the pebble. In B. Schaal (Hrsg.), *Physik der Steine* (S. 45–78). Springer.",
        "Weidner K. 2023. Self-organisation in the pebble. En: Schaal B (ed.) *Physik der Steine*. Springer, Berlin, pp. 45–78.",
        "Weidner K (2023) Self-organisation in the pebble. In: Schaal B (eds) Physik der Steine. Springer, Berlin, pp 45–78",
    ],
)
def test_a_chapter_in_the_languages_of_cvs(printed):
    pub = parse_citation(printed)
    assert (pub.title, names(pub), pub.kind) == ("Self-organisation in the pebble", ["K. Weidner"], "chapter")
    assert pub.venue_text == "Physik der Steine 2023"


@pytest.mark.parametrize(
    "printed",
    [
        "Okeke CN, Lind PJ. Early outcomes of pebble care. Conference on Pebble Infections (CPI); 2023 Feb 19-22; Seattle, WA. Abstract 812.",
        "Okeke CN, Lind PJ. Early outcomes of pebble care. Poster presented at: Conference on Pebble Infections (CPI); 2023 Feb 19; Seattle, WA.",
    ],
)
def test_a_vancouver_meeting_abstract(printed):
    pub = parse_citation(printed)
    assert (pub.title, names(pub), pub.kind) == (
        "Early outcomes of pebble care",
        ["C. N. Okeke", "P. J. Lind"],
        "conference",
    )
    assert (pub.venue_text, pub.year) == ("Conference on Pebble Infections (CPI) 2023", 2023)


@pytest.mark.parametrize("heading", ["## Book Reviews", "### Rezensionen", "### Comptes rendus"])
def test_book_reviews_under_their_heading_are_not_books(heading):
    text = (
        f"{heading}\n\n"
        "- Vasquez-Holm, Elena. 2022. Review of *The Great Gravel Slump*, by Harald Penrith. "
        "*Business History Review* 96 (1): 201–203.\n"
        "- Vasquez-Holm, Elena. 2020. Review of *Moss and Money*, by Ana Ruiz. *Journal of Stones* 9 (2): 1–3.\n"
    )
    pubs, _ = parse_publications(text)
    assert [p.kind for p in pubs] == ["other", "other"]
