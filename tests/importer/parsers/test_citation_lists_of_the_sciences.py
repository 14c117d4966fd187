"""Publication lists in the citation styles of the sciences outside computing, as CVs and homepages print
them (fictional people, titles and lists; real journal names): ecology's author-year form, Springer's
biology form, IEEE with a conference's city and month, group authors, APA 7, Vancouver, ACS, AMS, GSA,
economics, APS and IOP physics, Elsevier's name-year form.

Each list is a file of tests/importer/fixtures/sciences_lists; its fields are written by hand in
expected.json there."""

import json
import re
from pathlib import Path

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.venues import without_place_and_date

LISTS = Path(__file__).resolve().parent.parent / "fixtures" / "sciences_lists"
EXPECTED = json.loads((LISTS / "expected.json").read_text(encoding="utf-8"))
OWNERS = {"10_economics_working_papers.md": "Ilse Brandauer"}  # an economist's "(with ...)" leaves the owner out


def names(pub) -> list[str]:
    return [author.name for author in pub.authors]


def spaced(name: str) -> str:
    """ "T.J. Marwick" and "T. J. Marwick" are one name: the lists print initials either way."""
    return re.sub(r"\.(?=[A-Z])", ". ", name)


@pytest.mark.parametrize("filename", sorted(name for name in EXPECTED if not name.startswith("_")))
def test_every_field_of_a_list(filename):
    pubs, warnings = parse_publications((LISTS / filename).read_text(encoding="utf-8"), owner=OWNERS.get(filename))
    expected = EXPECTED[filename]
    assert [p.title for p in pubs] == [e["title"] for e in expected], warnings
    for pub, want in zip(pubs, expected, strict=True):
        got = {
            "authors": [spaced(n) for n in names(pub)],
            "venue": pub.venue_text,
            "year": pub.year,
            "kind": pub.kind,
            "truncated": pub.authors_truncated,
            "status": pub.status,
        }
        assert got == {
            "authors": want["authors"],
            "venue": want["venue"],
            "year": want["year"],
            "kind": want["kind"],
            "truncated": want.get("truncated", False),
            "status": want.get("status", "published"),
        }, want["title"]


# --- ecology's and biology's author-year forms ------------------------------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Hartwell, M. J., C. D. Ngata, and E. Thornbury. 2022. Seed dispersal by birds in woodlands. Ecology 103: 1203-1215.",
        "Hartwell, M. J., C. D. Ngata, and E. Thornbury (2022) Seed dispersal by birds in woodlands. Ecology 103: 1203-1215.",
        "Hartwell, M.J., C.D. Ngata, and E. Thornbury. 2022. Seed dispersal by birds in woodlands. Ecology 103:1203–1215.",
        "Hartwell MJ, Ngata CD, Thornbury E (2022) Seed dispersal by birds in woodlands. Ecology 103:1203–1215",
        "Hartwell, M.J., Ngata, C.D., Thornbury, E., 2022. Seed dispersal by birds in woodlands. Ecology 103, 1203–1215.",
        "**Hartwell, MJ**, Ngata, CD and Thornbury, E. 2022. Seed dispersal by birds in woodlands. *Ecology* 103: 1203-1215.",
    ],
)
def test_the_year_after_the_authors_and_the_volume_before_a_colon(printed):
    pub = parse_citation(printed)
    assert [spaced(n) for n in names(pub)] == ["M. J. Hartwell", "C. D. Ngata", "E. Thornbury"]
    assert (pub.title, pub.venue_text, pub.year, pub.kind) == (
        "Seed dispersal by birds in woodlands",
        "Ecology 2022",
        2022,
        "journal",
    )


def test_an_ecology_cv_without_years_reads_its_first_author_inverted():
    # the year stands in a column of its own; the first author is "Family, I.I.", the others "I.I. Family"
    pub = parse_citation(
        "Brandvold, K.A., **R.T. Okonkwo**, M. Sellers. Thermal limits shape crayfish range edges. "
        "Accepted with minor revisions at Freshwater Biology."
    )
    assert [spaced(n) for n in names(pub)] == ["K. A. Brandvold", "R. T. Okonkwo", "M. Sellers"]
    assert [a.highlighted for a in pub.authors] == [False, True, False]
    assert (pub.title, pub.venue_text) == ("Thermal limits shape crayfish range edges", "Freshwater Biology")


def test_a_journal_reference_without_a_year_names_only_the_journal():
    pub = parse_citation(
        "Farrow, R.G., M.L. Ibsen, **R.T. Okonkwo**. Observer drift in long-term bird counts. "
        "Ecology and Evolution. 4(12): 2563--2576."
    )
    assert (pub.title, pub.venue_text, pub.kind) == (
        "Observer drift in long-term bird counts",
        "Ecology and Evolution",
        "journal",
    )


def test_an_autolinked_doi_leaves_nothing_in_the_venue():
    pub = parse_citation(
        "**Okonkwo, R.T.**, J.W. Halvorsen, M.M. Petrakis. Metapopulation rescue under drought. "
        "Ecological Applications. In press. <http://doi.org/10.1890/99-0001.1>."
    )
    assert (pub.venue_text, pub.kind, pub.doi) == ("Ecological Applications", "journal", "10.1890/99-0001.1")
    assert [spaced(n) for n in names(pub)] == ["R. T. Okonkwo", "J. W. Halvorsen", "M. M. Petrakis"]


def test_a_bold_volume_is_no_part_of_the_journal():
    pub = parse_citation(
        "Halvorsen, G., <b> R.T. Okonkwo </b>, J.S. Lind, and R.J. Gamble. 2013. Testing fishing responses with "
        "ecosystem indicators. Ecological Modelling <b>265</b>:45–55."
    )
    assert (pub.venue_text, pub.year, pub.kind) == ("Ecological Modelling 2013", 2013, "journal")


# --- IEEE: a conference's city and month are not its name ------------------------------------------


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        (
            "Proc. IEEE Int. Conf. on Robotics and Automation (ICRA), Paris, France, May 2020",
            "Proc. IEEE Int. Conf. on Robotics and Automation (ICRA) 2020",
        ),
        (
            "Proc. Annual Meeting of the Gait Society, St. Louis, MO, USA, Jun. 3-6, 2019",
            "Proc. Annual Meeting of the Gait Society 2019",
        ),
        (
            "Proc. of the 12th Conf. on Stones (CoS), May 31-June 4, 2020",
            "Proc. of the 12th Conf. on Stones (CoS) 2020",
        ),
        ("Symposium on Quiet Networks (QuietNet '24), Renton, WA", "Symposium on Quiet Networks (QuietNet '24)"),
        (
            "2021 IEEE International Conference on Robotics and Automation, Xi'an, China, 2021",
            "2021 IEEE International Conference on Robotics and Automation",
        ),
        # a journal's publisher, a name with commas, a venue with only its year: as printed
        ("Journal of Stones, Elsevier, 2020", "Journal of Stones, Elsevier, 2020"),
        ("Workshop on Stones, Sand, and Gravel", "Workshop on Stones, Sand, and Gravel"),
        (
            "Advances in Neural Information Processing Systems (NeurIPS), 2023",
            "Advances in Neural Information Processing Systems (NeurIPS), 2023",
        ),
    ],
)
def test_a_meetings_place_and_dates_go(printed, name):
    assert without_place_and_date(printed) == name


# --- a group as the whole author list ------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "group", "venue"),
    [
        (
            "Pebble Team. Pebble-2 technical report. arXiv preprint arXiv:2401.04567, 2024.",
            "Pebble Team",
            "arXiv preprint arXiv:2401.04567 2024",
        ),
        (
            "Pebble Team. 2024. Pebble-2 technical report. arXiv preprint arXiv:2401.04567.",
            "Pebble Team",
            "arXiv preprint arXiv:2401.04567 2024",
        ),
        (
            "The GRAVEL Collaboration. Pebble-2 technical report. Phys. Lett. B 716 (2024) 1-29.",
            "The GRAVEL Collaboration",
            "Phys. Lett. B 2024",
        ),
        (
            "MOSS Project Consortium. Pebble-2 technical report. Nature. 2024;489(7414):57-74.",
            "MOSS Project Consortium",
            "Nature 2024",
        ),
        (
            "MOSS Project Consortium (2024). Pebble-2 technical report. *Nature*, *489*(7414), 57–74.",
            "MOSS Project Consortium",
            "Nature 2024",
        ),
        ("**Pebble Team**. Pebble-2 technical report. arXiv:2401.04567, 2024.", "Pebble Team", "arXiv:2401.04567 2024"),
    ],
)
def test_a_group_author_is_one_literal_author(printed, group, venue):
    pub = parse_citation(printed)
    assert (names(pub), pub.title, pub.venue_text, pub.year) == ([group], "Pebble-2 technical report", venue, 2024)


def test_people_after_a_group_are_not_read_as_a_title():
    pub = parse_citation("The Pebble Project. Ana Ruiz, Bo Li. NordOS 2022.")
    assert (pub.title, names(pub)) == ("The Pebble Project", ["Ana Ruiz", "Bo Li"])


@pytest.mark.parametrize(
    ("printed", "title", "journal"),
    [
        (
            "Marwick, T.J., 1995, Pebble fabrics: A new method: Geology, v. 23, p. 683-686.",
            "Pebble fabrics: A new method",
            "Geology",
        ),
        (
            "Oduya, P., and Marwick, T.J., 1995, Failure of inclined boreholes: Journal of Geophysical Research: "
            "Solid Earth, v. 100, no. B7, p. 12791-12811.",
            "Failure of inclined boreholes",
            "Journal of Geophysical Research: Solid Earth",
        ),
    ],
)
def test_gsa_titles_and_journals_with_colons_of_their_own(printed, title, journal):
    pub = parse_citation(printed)
    assert (pub.title, pub.venue_text, pub.year, pub.kind) == (title, f"{journal} 1995", 1995, "journal")


@pytest.mark.parametrize(
    "line",
    [
        '- **Oren W. Jablonski**, Chiara L. Brennick, Elif H. Gundersen, "Fast Sharding for Serverless Functions", *TOCS \'25*.',
        '- **Oren W. Jablonski**, Sven B. Ekwueme, "Fast Sharding for Serverless Functions", SIGCOMM 2025.',
        "- Oren W. Jablonski, Sven B. Ekwueme. Fast Sharding for Serverless Functions. SIGCOMM 2025.",
        "- Oren W. Jablonski and Sven B. Ekwueme. Fast Sharding for Serverless Functions. In SIGCOMM, 2025.",
        "- Oren W. Jablonski. Fast Sharding for Serverless Functions. SIGCOMM 2025.",
    ],
)
def test_a_given_name_and_a_middle_initial_are_not_a_vancouver_name(line):
    """ "Oren W. Jablonski" also reads as the Vancouver name "Oren W" and a stop: one such name and no
    year the Vancouver patterns know is a computer scientist's homepage entry, read as one."""
    (publication,), _warnings = parse_publications(line + "\n")
    assert publication.title == "Fast Sharding for Serverless Functions"
    assert publication.authors[0].name == "Oren W. Jablonski" and publication.year == 2025
