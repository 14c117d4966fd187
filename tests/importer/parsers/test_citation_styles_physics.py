"""Physics references as APS journals and INSPIRE-HEP print them, written from the APS style guide.

A collaboration paper cuts its author list with "et al."; the collaboration and "et al." are not
authors, and the member named before them is. Every person, title and collaboration is invented.
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications


def names(pub):
    return [a.name for a in pub.authors]


@pytest.mark.parametrize(
    "printed",
    [
        "B.Q. Varga et al. (Example Collaboration), Search for gravel bosons in pebble collisions, "
        "Phys. Rev. D 108, 052011 (2023)",
        'B. Q. Varga et al. [Example Collaboration], "Search for gravel bosons in pebble collisions," '
        "Phys. Rev. D **108**, 052011 (2023), arXiv:2301.01234 [hep-ex].",
        # INSPIRE's own format: journal, volume, (year), issue, page
        'B.Q. Varga et al. (Example Collaboration), "Search for gravel bosons in pebble collisions", '
        "Phys.Rev.D 108 (2023) 5, 052011",
        # title on its own line, the collaboration line under it
        "Search for gravel bosons in pebble collisions\n"
        "B.Q. Varga et al. (Example Collaboration), Phys. Rev. D 108, 052011 (2023)",
    ],
)
def test_a_collaboration_paper(printed):
    pub = parse_citation(printed)
    assert pub.title == "Search for gravel bosons in pebble collisions"
    assert names(pub) in (["B.Q. Varga"], ["B. Q. Varga"])
    assert pub.authors_truncated
    assert (pub.year, pub.kind, pub.status) == (2023, "journal", "published")
    assert pub.venue_text.startswith(("Phys. Rev. D", "Phys.Rev.D"))


def test_an_aps_reference_with_a_full_author_list():
    pub = parse_citation(
        "A. Ruiz, B. Q. Varga, and C. Wu, Pebble transport in granular media, Phys. Rev. E 98, 012345 (2018)."
    )
    assert names(pub) == ["A. Ruiz", "B. Q. Varga", "C. Wu"]
    assert not pub.authors_truncated
    assert (pub.title, pub.year, pub.kind) == ("Pebble transport in granular media", 2018, "journal")
    assert pub.venue_text == "Phys. Rev. E 2018"


def test_an_aps_reference_with_a_quoted_title_and_the_owner_in_bold():
    pub = parse_citation(
        'A. Ruiz, **B. Q. Varga**, and C. Wu, "Jamming of wet gravel," Phys. Rev. Lett. 120, 108001 (2018).'
    )
    assert names(pub) == ["A. Ruiz", "B. Q. Varga", "C. Wu"]
    assert [a.highlighted for a in pub.authors] == [False, True, False]
    assert (pub.title, pub.year) == ("Jamming of wet gravel", 2018)


def test_an_inspire_list_of_collaboration_papers():
    section = (
        "1. Observation of pebble oscillations\n"
        "   B.Q. Varga et al. (Example Collaboration), Phys. Rev. Lett. 131, 021801 (2023)\n"
        "2. Measurement of the gravel cross section\n"
        "   K. Holm et al. (Example Collaboration), Eur. Phys. J. C 82, 1020 (2022)\n"
    )
    pubs, _warnings = parse_publications(section)
    assert [p.title for p in pubs] == ["Observation of pebble oscillations", "Measurement of the gravel cross section"]
    assert [names(p) for p in pubs] == [["B.Q. Varga"], ["K. Holm"]]
    assert all(p.authors_truncated for p in pubs)
    assert [p.year for p in pubs] == [2023, 2022]


def test_a_computer_science_citation_is_not_read_as_physics():
    pub = parse_citation("Ana Ruiz, Bo Li. Pebble Caches. Proceedings of NordOS 14, 1234 (2021).")
    assert pub.title == "Pebble Caches"
    assert names(pub) == ["Ana Ruiz", "Bo Li"]


def test_inspire_listing_with_the_collaboration_and_affiliations():
    pub = parse_citation(
        "Search for gravel bosons in pebble collisions\n"
        "Example Collaboration • B.Q. Varga (Example U.), A. Ruiz (Nowhere Inst.) et al.\n"
        "e-Print: 2301.01234 [hep-ex]\n"
        "Phys.Rev.D 108 (2023) 5, 052011"
    )
    assert pub.title == "Search for gravel bosons in pebble collisions"
    assert names(pub) == ["B.Q. Varga", "A. Ruiz"]
    assert pub.authors_truncated
    assert (pub.year, pub.kind, pub.arxiv) == (2023, "journal", "2301.01234")


def test_a_cut_list_over_a_conference_venue_is_left_to_the_general_reader():
    pub = parse_citation("Pebble Caches at Scale\nAna Ruiz, Bo Li, et al.\nNordOS 2022")
    assert (pub.title, names(pub), pub.authors_truncated, pub.year) == (
        "Pebble Caches at Scale",
        ["Ana Ruiz", "Bo Li"],
        True,
        2022,
    )
    assert "NordOS" in pub.venue_text


@pytest.mark.parametrize(
    "line",
    [
        "T. Aaltonen et al. (Example Collaboration), Phys. Rev. Lett.100, 161802 (2008)",  # no space after the journal
        "T. Aaltonen *et. al* (Example Collaboration), Phys. Rev. D100, 161802 (2008)",  # italic "et. al", glued volume
        "T. Aaltonen et al. (PEX), Prog. Theor. Exp. Phys. 2008, 083C01 (2008)",  # a group in brackets, a lettered page
    ],
)
def test_variants_of_the_collaboration_line(line):
    pub = parse_citation("Pebble neutrinos seen at last\n" + line)
    assert pub.title == "Pebble neutrinos seen at last"
    assert names(pub) == ["T. Aaltonen"]
    assert pub.authors_truncated
    assert (pub.year, pub.kind) == (2008, "journal")


def test_a_reference_without_a_title_is_listed_under_its_reference_not_misread():
    pub = parse_citation("R. L. Workman et al. (PEX), Prog. Theor. Exp. Phys. 2022, 083C01 (2022)")
    assert (pub.title, pub.venue_text, pub.year) == (
        "Prog. Theor. Exp. Phys. 2022, 083C01",
        "Prog. Theor. Exp. Phys. 2022",
        2022,
    )
    assert ([a.name for a in pub.authors], pub.authors_truncated) == (["R. L. Workman"], True)
    pub = parse_citation(
        "[B. Q. Varga et al. (Example Collaboration), Phys. Rev. D94, 092005 (2016)](https://doi.org/10.1000/x)"
    )
    assert (pub.title, pub.venue_text, pub.kind) == ("Phys. Rev. D 94, 092005", "Phys. Rev. D 2016", "journal")
    assert pub.warnings == [
        "no title printed: the paper is listed under its reference 'Phys. Rev. D 94, 092005': add its title"
    ]


@pytest.mark.parametrize(
    ("printed", "title", "authors", "venue"),
    [
        # AMS (mathematics): the title in italics, the volume in bold
        (
            "A. Ruiz and B. Li, *Pebble caches and gravel*, J. Stones **12** (2021), 1–9.",
            "Pebble caches and gravel",
            ["A. Ruiz", "B. Li"],
            "J. Stones 2021",
        ),
        # APS with the title unquoted and the journal in italics
        (
            "A. Ruiz, B. Li, and C. Wu, Pebble caches for stones, *J. Stones* **12**, 1–9 (2021).",
            "Pebble caches for stones",
            ["A. Ruiz", "B. Li", "C. Wu"],
            "J. Stones 2021",
        ),
    ],
)
def test_authors_title_journal_separated_by_commas(printed, title, authors, venue):
    pub = parse_citation(printed)
    assert (pub.title, names(pub), pub.venue_text, pub.year, pub.kind) == (title, authors, venue, 2021, "journal")


def test_a_comma_separated_reference_with_a_status():
    pub = parse_citation("Ana Ruiz and Bo Li, Pebble Caches, *Journal of Stones* (accepted, 2024).")
    assert (pub.title, names(pub), pub.status, pub.year) == ("Pebble Caches", ["Ana Ruiz", "Bo Li"], "published", 2024)
