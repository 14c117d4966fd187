"""Vancouver/ICMJE references (medicine) as CVs print them, written from the ICMJE sample references.

Names are printed "Family Initials" ("Okafor CN"); they are stored "C. N. Okafor", the
given-name-first form every other reader gives. Every person, title and journal is invented.
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications


def names(pub):
    return [a.name for a in pub.authors]


@pytest.mark.parametrize(
    "printed",
    [
        "Okafor CN, Lind PJ, Brandt K, et al. Sodium intake and pebble formation in adults. "
        "J Stone Med. 2021;14(2):101-9.",
        "1. Okafor CN, Lind PJ, Brandt K, et al. Sodium intake and pebble formation in adults. "
        "J Stone Med. 2021 Mar;14(2):101-9. doi:10.1000/jsm.2021.101",
        "- **Okafor CN**, Lind PJ, Brandt K, et al. Sodium intake and pebble formation in adults. "
        "J Stone Med. 2021;14:101-9.",
        "[3] Okafor CN, Lind PJ, Brandt K, et al. Sodium intake and pebble formation in adults. "
        "J Stone Med 2021;14(2):101-9.",
    ],
)
def test_family_initials_names_and_a_cut_author_list(printed):
    pub = parse_citation(printed)
    assert pub.title == "Sodium intake and pebble formation in adults"
    assert names(pub) == ["C. N. Okafor", "P. J. Lind", "K. Brandt"]
    assert pub.authors_truncated  # "et al." cut the list; it is no author
    assert pub.year == 2021
    assert (pub.venue_text, pub.kind) == ("J Stone Med 2021", "journal")
    assert pub.status == "published"


def test_a_whole_author_list_with_particles_and_a_question_title():
    pub = parse_citation(
        "van der Berg AB, Oduya T, Marsh E. Does gravel heal? A randomised trial. Lancet Pebbles. 2019;7(1):e12-20."
    )
    assert names(pub) == ["A. B. van der Berg", "T. Oduya", "E. Marsh"]
    assert pub.title == "Does gravel heal? A randomised trial"
    assert not pub.authors_truncated
    assert (pub.year, pub.venue_text) == (2019, "Lancet Pebbles 2019")


def test_in_press_gives_no_year():
    pub = parse_citation("Okafor CN, Lind PJ. Moss in the clinic. J Stone Med. In press.")
    assert (pub.title, pub.status, pub.year) == ("Moss in the clinic", "published", None)
    assert names(pub) == ["C. N. Okafor", "P. J. Lind"]


def test_a_list_of_vancouver_references_in_a_pdf():
    section = (
        "Okafor CN, Lind PJ, Brandt K. Salt and stones: a cohort study. J Stone Med. 2020;13(4):88-95.\n"
        "Lind PJ, Okafor CN. Gravel exposure in children. Pediatr Pebbles. 2018;2:15-22.\n"
    )
    pubs, _warnings = parse_publications(section, one_per_line=True)
    assert [p.title for p in pubs] == ["Salt and stones: a cohort study", "Gravel exposure in children"]
    assert [names(p) for p in pubs] == [["C. N. Okafor", "P. J. Lind", "K. Brandt"], ["P. J. Lind", "C. N. Okafor"]]
    assert [p.year for p in pubs] == [2020, 2018]


def test_given_names_in_capitals_are_not_read_as_initials():
    pub = parse_citation("Bo LI, Jo WU. Pebble Caches. NordOS 2022.")
    assert names(pub) != ["L. I. Bo", "W. U. Jo"]


def test_ama_style_with_an_italic_journal():
    pub = parse_citation(
        "Lucchetti F, Céléreau E, Steullet P, et al. Constructing the pebble connectome. *Nature Pebbles*. 2025."
    )
    assert names(pub) == ["F. Lucchetti", "E. Céléreau", "P. Steullet"]
    assert (pub.title, pub.venue_text, pub.year) == ("Constructing the pebble connectome", "Nature Pebbles 2025", 2025)


def test_a_question_for_a_title_and_a_doi():
    pub = parse_citation(
        "Bundy DG, Byerley JS, Liles EA, et al. Does this pebble have moss? JAMA Pebbles. 2007;298(4):438-451. "
        "doi:10.1000/jp.298.4.438"
    )
    assert (pub.title, pub.year, pub.doi) == ("Does this pebble have moss?", 2007, "10.1000/jp.298.4.438")
