"""Marks mean what the document's legend says: only equal-contribution marks become equal-contribution
data; a student, advisee or mentee mark is dropped, never read as an equal contribution.

Every person and title here is invented.
"""

import pytest

from importer.parsers.citations import find_legend, parse_citation, parse_publications
from importer.parsers.text import parse_text_document


def marks(pub):
    return [(a.name, a.equal_contribution, a.corresponding) for a in pub.authors]


@pytest.mark.parametrize(
    ("legend_text", "expected"),
    [
        (
            "* equal contribution; † corresponding author; ‡ student/advisee co-author; ^ undergraduate mentee",
            {"*": "equal", "†": "corresponding", "‡": "other", "^": "other"},
        ),
        ("(‡ denotes student co-author)", {"‡": "other"}),
        ("Authors marked § are advisees.", {"§": "other"}),
        ("(† = student author, * = equal contribution)", {"†": "other", "*": "equal"}),
        ("(† denotes equal contribution)", {"†": "equal"}),
    ],
)
def test_find_legend(legend_text, expected):
    assert find_legend(legend_text) == expected


def test_a_bullet_starting_with_a_star_is_no_legend():
    assert find_legend("Papers:\n* Student Paper Award finalist") == {}


def test_student_marks_are_dropped_and_equal_marks_kept():
    legend = find_legend("* equal contribution; † corresponding author; ‡ student co-author; ^ undergraduate mentee")
    pub = parse_citation("Ana Ruiz*‡, Bo Li*, Chen Wu^, Dee Oak†. Pebble Caches. NordOS 2022.", legend=legend)
    assert marks(pub) == [
        ("Ana Ruiz", True, False),
        ("Bo Li", True, False),
        ("Chen Wu", False, False),
        ("Dee Oak", False, True),
    ]


def test_a_student_mark_on_several_authors_is_not_equal_contribution():
    pubs, warnings = parse_publications(
        "(‡ student co-author)\n\n- Ana Ruiz‡, Bo Li‡, Chen Wu. Pebble Caches. NordOS 2022.\n"
        "- Ana Ruiz, Dee Oak‡. Gravel Logs. NordOS 2023.\n"
    )
    assert [marks(p) for p in pubs] == [
        [("Ana Ruiz", False, False), ("Bo Li", False, False), ("Chen Wu", False, False)],
        [("Ana Ruiz", False, False), ("Dee Oak", False, False)],
    ]
    assert not any("equal-contribution" in w for p in pubs for w in p.warnings)


def test_a_legend_above_the_list_holds_for_every_subsection():
    document = parse_text_document(
        "ruiz.md",
        "# Ana Ruiz\n\nPebbles, gravel and moss.\n\n## Publications\n\n"
        "‡ advisee co-author; * equal contribution\n\n### Journal Articles\n\n"
        "- Ana Ruiz, Bo Li‡, Chen Wu‡. Pebble Caches. Journal of Stones, 2022.\n\n### Conference Papers\n\n"
        "- Bo Li*, Dee Oak*, Ana Ruiz. Gravel Logs. NordOS 2023.\n",
    )
    by_title = {p.title: p for p in document.publications}
    assert [a.equal_contribution for a in by_title["Pebble Caches"].authors] == [False, False, False]
    assert [a.name for a in by_title["Pebble Caches"].authors] == ["Ana Ruiz", "Bo Li", "Chen Wu"]
    assert [a.equal_contribution for a in by_title["Gravel Logs"].authors] == [True, True, False]


def test_an_italic_author_list_with_the_owner_in_bold_ends_in_no_mark():
    pub = parse_citation(
        "**Pebble Caches for Gravel Stores**\n\n"
        "***Ana Ruiz**\\*, Bo Li\\*, Chen Wu\\*, Dee Oak, Eli Moss* (\\*co-first authors)\n\nNordOS 2024"
    )
    assert [(a.name, a.equal_contribution) for a in pub.authors] == [
        ("Ana Ruiz", True),
        ("Bo Li", True),
        ("Chen Wu", True),
        ("Dee Oak", False),
        ("Eli Moss", False),  # the closing "*" of the italics is not a mark
    ]
    assert pub.authors[0].highlighted


def test_an_italic_list_without_marks_gives_none():
    pub = parse_citation("**Pebble Caches**\n\n*Ana Ruiz, **Bo Li**, Chen Wu*\n\nNordOS 2024")
    assert [(a.name, a.equal_contribution, a.highlighted) for a in pub.authors] == [
        ("Ana Ruiz", False, False),
        ("Bo Li", False, True),
        ("Chen Wu", False, False),
    ]
