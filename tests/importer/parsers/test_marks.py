"""Equal-contribution and corresponding marks belong to the authors who carry them."""

import pytest

from importer.parsers.citations import parse_citation


def marks(citation):
    publication = parse_citation(citation)
    return [(a.name, a.equal_contribution, a.corresponding) for a in publication.authors], publication.warnings


@pytest.mark.parametrize(
    "citation",
    [
        r"Ana Ruiz\*, Bo Li\*, Chen Wu. Pebble Caches. NordOS 2022.",
        r"Ana Ruiz \*, Bo Li \*, Chen Wu. Pebble Caches. NordOS 2022.",
        "Ana Ruiz*, Bo Li*, Chen Wu. Pebble Caches. NordOS 2022.",
        "Ana Ruiz<sup>*</sup>, Bo Li<sup>*</sup>, Chen Wu. Pebble Caches. NordOS 2022.",
        "Ana Ruiz<sup>1,*</sup>, Bo Li<sup>2,*</sup>, Chen Wu<sup>2</sup>. Pebble Caches. NordOS 2022.",
        "Ana Ruiz¹*, Bo Li²*, Chen Wu². Pebble Caches. NordOS 2022.",
        r"**Ana Ruiz**\*, Bo Li\*, Chen Wu. Pebble Caches. NordOS 2022.",
    ],
)
def test_marks_stay_on_the_authors_who_carry_them(citation):
    authors, _warnings = marks(citation)
    assert authors == [("Ana Ruiz", True, False), ("Bo Li", True, False), ("Chen Wu", False, False)]


def test_an_author_list_in_italics_carries_no_marks():
    authors, _warnings = marks("*Ana Ruiz, Bo Li, Chen Wu*. Pebble Caches. NordOS 2022.")
    assert authors == [("Ana Ruiz", False, False), ("Bo Li", False, False), ("Chen Wu", False, False)]


def test_a_lone_mark_is_reported_not_applied():
    authors, warnings = marks("Ana Ruiz, Bo Li, Chen Wu*. Pebble Caches. NordOS 2022.")
    assert [a[1] for a in authors] == [False, False, False]
    assert warnings == ["equal-contribution mark on one author only (Chen Wu); not applied"]


def test_the_legend_decides_what_a_star_means():
    authors, _warnings = marks("Ana Ruiz, Bo Li, Chen Wu*. Pebble Caches. NordOS 2022. (* corresponding author)")
    assert authors == [("Ana Ruiz", False, False), ("Bo Li", False, False), ("Chen Wu", False, True)]
    authors, _warnings = marks(
        "Ana Ruiz*, Bo Li*, Chen Wu†. Pebble Caches. NordOS 2022. (*: equal contribution, †: corresponding author)"
    )
    assert authors == [("Ana Ruiz", True, False), ("Bo Li", True, False), ("Chen Wu", False, True)]


def test_long_runs_of_spaces_and_markup_do_not_hang():
    import time

    start = time.perf_counter()
    for filler in (" " * 8000, " ." * 4000, "**" * 4000):
        parse_citation(f"Ana Ruiz<sup>{filler[:30]}1</sup>. Pebble Caches. {filler} NordOS 2022. {filler} Best Paper")
    assert time.perf_counter() - start < 30  # a bound for a hang (backtracking took minutes), not a speed


def test_without_a_legend_a_mark_on_one_author_beside_a_shared_one_is_not_equal_contribution():
    authors, _warnings = marks("Ana Ruiz*, Bo Li*, Chen Wu†. Pebble Caches. NordOS 2022.")
    assert [(a[0], a[1]) for a in authors] == [("Ana Ruiz", True), ("Bo Li", True), ("Chen Wu", False)]


@pytest.mark.parametrize(
    "authors",
    [
        r"**Ana Ruiz***\*, Bo Li\*, Chen Wu, Dara Moss* (\*co-first authors)",  # a PDF's italic run, marked up
        r"***Ana Ruiz**\*, Bo Li\*, Chen Wu, Dara Moss* (\*co-first authors)",  # the same list in markdown
    ],
)
def test_where_marks_are_escaped_a_bare_star_is_italics(authors):
    publication = parse_citation(f"**Pebble Caches for Tiny Stores**\n{authors}\nNordOS 2022")
    assert [(a.name, a.equal_contribution) for a in publication.authors] == [
        ("Ana Ruiz", True),
        ("Bo Li", True),
        ("Chen Wu", False),
        ("Dara Moss", False),
    ]
    assert publication.authors[0].highlighted
