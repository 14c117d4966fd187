"""ACS references (chemistry) as group pages and CVs print them, written from the ACS Guide to Scholarly
Communication: "Family, I. I.; Family, I." authors, the journal abbreviated in italics, the year in bold.

Every person, title and journal abbreviation here is invented.
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications


def names(pub):
    return [a.name for a in pub.authors]


@pytest.mark.parametrize(
    "printed",
    [
        # a linked title on one line, authors and venue on the next (a group website)
        "[Ligand Effects in Pebble Catalysis](https://example.org/paper1)\n"
        "Okafor, C. N.; Lind, P. J.; Brandt, K. *J. Pebble Chem. Soc.* **2021**, *143*, 1234–1240.",
        # the same in bold, without a link
        "**Ligand Effects in Pebble Catalysis**\n"
        "Okafor, C. N.; Lind, P. J.; Brandt, K. *J. Pebble Chem. Soc.* **2021**, *143*, 1234–1240.",
        # one line, markdown
        "Okafor, C. N.; Lind, P. J.; Brandt, K. Ligand Effects in Pebble Catalysis. "
        "*J. Pebble Chem. Soc.* **2021**, *143*, 1234–1240.",
        # one line as a PDF prints it: no markup at all
        "Okafor, C. N.; Lind, P. J.; Brandt, K. Ligand Effects in Pebble Catalysis. "
        "J. Pebble Chem. Soc. 2021, 143, 1234–1240.",
        # HTML
        "Okafor, C. N.; Lind, P. J.; Brandt, K. Ligand Effects in Pebble Catalysis. "
        "<i>J. Pebble Chem. Soc.</i> <b>2021</b>, <i>143</i>, 1234–1240.",
    ],
)
def test_acs_entry(printed):
    pub = parse_citation(printed)
    assert pub.title == "Ligand Effects in Pebble Catalysis"
    assert names(pub) == ["C. N. Okafor", "P. J. Lind", "K. Brandt"]
    assert pub.year == 2021
    assert pub.venue_text == "J. Pebble Chem. Soc. 2021"
    assert pub.kind == "journal"


def test_the_linked_title_gives_the_paper_link():
    pub = parse_citation(
        "[Ligand Effects in Pebble Catalysis](https://example.org/paper1)\n"
        "Okafor, C. N.; Lind, P. J. *J. Pebble Chem. Soc.* **2021**, *143*, 1234–1240."
    )
    assert [link.url for link in pub.links] == ["https://example.org/paper1"]


def test_owner_in_bold_and_a_corresponding_mark():
    pub = parse_citation(
        "Gravel Frameworks for Moss Capture\n"
        "Lind, P. J.; **Okafor, C. N.**; Oduya, T.✉ *Pebble Mater.* **2019**, *31*, e1900123."
    )
    assert names(pub) == ["P. J. Lind", "C. N. Okafor", "T. Oduya"]
    assert [a.highlighted for a in pub.authors] == [False, True, False]
    assert [a.corresponding for a in pub.authors] == [False, False, True]
    assert pub.year == 2019


def test_a_group_page_list_of_acs_entries():
    section = (
        "1. [Ligand Effects in Pebble Catalysis](https://example.org/p1)\n"
        "   Okafor, C. N.; Lind, P. J. *J. Pebble Chem. Soc.* **2021**, *143*, 1234–1240.\n"
        "2. [Moss Capture in Porous Gravel](https://example.org/p2)\n"
        "   Brandt, K.; Okafor, C. N. *Angew. Pebble Chem., Int. Ed.* **2020**, *59*, 4455–4460.\n"
    )
    pubs, _warnings = parse_publications(section)
    assert [p.title for p in pubs] == ["Ligand Effects in Pebble Catalysis", "Moss Capture in Porous Gravel"]
    assert [names(p) for p in pubs] == [["C. N. Okafor", "P. J. Lind"], ["K. Brandt", "C. N. Okafor"]]
    assert [p.year for p in pubs] == [2021, 2020]
    assert pubs[1].venue_text == "Angew. Pebble Chem., Int. Ed. 2020"


@pytest.mark.parametrize(
    "printed",
    [
        "Pruyn, T. M. et al. Pebble Catalysis at Scale. *J. Pebble Chem. Soc.* **2025**, *147*, 4347–4348.",
        "Pruyn, T. M.; Oduya, T.; *et al.* Pebble Catalysis at Scale. *J. Pebble Chem. Soc.* **2025**, *147*, 4347.",
    ],
)
def test_a_cut_acs_list(printed):
    pub = parse_citation(printed)
    assert pub.title == "Pebble Catalysis at Scale"
    assert names(pub)[0] == "T. M. Pruyn" and "et al." not in " ".join(names(pub))
    assert pub.authors_truncated
    assert pub.year == 2025


def test_initials_without_spaces_and_accents():
    pub = parse_citation(
        "Posada-Pérez, S.; Ramírez, P.J.; Evans, J. Active Pebble Catalysts. *J. Pebble Chem. Soc.* **2016**, 138, 8269."
    )
    assert names(pub) == ["S. Posada-Pérez", "P.J. Ramírez", "J. Evans"]


@pytest.mark.parametrize(
    "authors_and_venue",
    [
        "Y. Chen, S. Ji, Y. Wang, J. Dong, *Angew. Pebble Chem. Int. Ed.* **2017**, *56*, 6937.",  # Wiley
        "Y. Chen, S. Ji, Y. Wang and J. Dong, *Angew. Pebble Chem. Int. Ed.*, 2017, **56**, 6937.",  # RSC
    ],
)
def test_wiley_and_rsc_lines_under_a_title(authors_and_venue):
    pub = parse_citation("Single-Boron Pebbles for Moss Reduction\n" + authors_and_venue)
    assert pub.title == "Single-Boron Pebbles for Moss Reduction"
    assert names(pub) == ["Y. Chen", "S. Ji", "Y. Wang", "J. Dong"]
    assert (pub.venue_text, pub.year, pub.kind) == ("Angew. Pebble Chem. Int. Ed. 2017", 2017, "journal")
