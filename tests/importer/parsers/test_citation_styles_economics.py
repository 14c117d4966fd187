"""Economics and humanities CVs: coauthors after "with", working papers, job market papers, book reviews.

The owner of the CV is the author these entries leave unprinted. Every person, title and series is invented.
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.text import parse_text_document


def names(pub):
    return [a.name for a in pub.authors]


@pytest.mark.parametrize(
    "printed",
    [
        "Pebble Prices and Trade (with Ana Ruiz and Bo Li), NBER Working Paper No. 12345, 2022.",
        '"Pebble Prices and Trade" (with Ana Ruiz and Bo Li). NBER Working Paper No. 12345 (2022).',
        "*Pebble Prices and Trade*, with Ana Ruiz and Bo Li. NBER Working Paper 12345, 2022.",
    ],
)
def test_a_working_paper_with_coauthors(printed):
    pub = parse_citation(printed, owner="Chidi Okafor")
    assert pub.title == "Pebble Prices and Trade"
    assert names(pub) == ["Chidi Okafor", "Ana Ruiz", "Bo Li"]
    assert pub.authors[0].highlighted
    assert (pub.kind, pub.status, pub.year) == ("preprint", "submitted", 2022)
    assert pub.venue_text.startswith("NBER Working Paper")


def test_without_a_known_owner_the_coauthors_are_kept():
    pub = parse_citation("Pebble Prices and Trade (with Ana Ruiz and Bo Li), NBER Working Paper No. 12345, 2022.")
    assert names(pub) == ["Ana Ruiz", "Bo Li"]


def test_revise_and_resubmit_at_a_journal_gives_no_year():
    pub = parse_citation(
        '"Gravel Markets in the Long Run" (with Ana Ruiz). R&R at *Journal of Pebble Economics*.', owner="Chidi Okafor"
    )
    assert (pub.title, names(pub)) == ("Gravel Markets in the Long Run", ["Chidi Okafor", "Ana Ruiz"])
    assert (pub.status, pub.year) == ("submitted", None)
    assert pub.venue_text == "Journal of Pebble Economics"


def test_job_market_paper():
    pub = parse_citation("Stones and Wages, with Bo Li. Job market paper.", owner="Chidi Okafor")
    assert (pub.title, names(pub)) == ("Stones and Wages", ["Chidi Okafor", "Bo Li"])
    assert (pub.status, pub.kind, pub.year, pub.note) == ("submitted", "preprint", None, "Job market paper")


def test_a_published_article_with_a_coauthor():
    pub = parse_citation(
        "Moss and Money (joint with Tomas Oduya), *Journal of Pebble Economics*, 2020, 12(1), 1–30.", owner="C. Okafor"
    )
    assert (pub.title, names(pub)) == ("Moss and Money", ["C. Okafor", "Tomas Oduya"])
    assert (pub.status, pub.year, pub.venue_text) == ("published", 2020, "Journal of Pebble Economics 2020")


def test_a_book_review():
    pub = parse_citation(
        "Review of *The Pebble Economy* by A. Ruiz. *Journal of Stone History*, 12(1), 2021.", owner="Chidi Okafor"
    )
    assert pub.title == "Review of The Pebble Economy by A. Ruiz"
    assert names(pub) == ["Chidi Okafor"]  # the reviewed book's author is not an author of the review
    assert (pub.kind, pub.year, pub.venue_text) == ("other", 2021, "Journal of Stone History 2021")


def test_a_title_with_the_word_with_is_not_a_coauthor_list():
    pub = parse_citation("Ana Ruiz, Bo Li. Serving Rocks with Elastic Buckets. NordOS 2022.")
    assert (pub.title, names(pub)) == ("Serving Rocks with Elastic Buckets", ["Ana Ruiz", "Bo Li"])


def test_an_economists_cv_puts_its_owner_among_the_authors():
    document = parse_text_document(
        "okafor_cv.md",
        "# Chidi Okafor\n\nAssistant Professor of Economics, University of Nowhere.\n\n"
        "## Working Papers\n\n"
        "- Pebble Prices and Trade (with Ana Ruiz and Bo Li), NBER Working Paper No. 12345, 2022.\n"
        "- Stones and Wages, with Bo Li. Job market paper.\n\n"
        "## Publications\n\n"
        "- Moss and Money (with Tomas Oduya), *Journal of Pebble Economics*, 2020.\n",
    )
    by_title = {p.title: p for p in document.publications}
    assert names(by_title["Pebble Prices and Trade"]) == ["Chidi Okafor", "Ana Ruiz", "Bo Li"]
    assert by_title["Stones and Wages"].status == "submitted"
    assert by_title["Moss and Money"].status == "published"
    assert names(by_title["Moss and Money"]) == ["Chidi Okafor", "Tomas Oduya"]


def test_with_after_a_quoted_title_and_initials_in_the_coauthors():
    pub = parse_citation(
        "“Gravel Wages,” with A. Ruiz and B. Li, *Journal of Pebble Economics*, 2021, 12(3): 45–67.",
        owner="Chidi Okafor",
    )
    assert (pub.title, names(pub)) == ("Gravel Wages", ["Chidi Okafor", "A. Ruiz", "B. Li"])
    assert (pub.venue_text, pub.year, pub.status) == ("Journal of Pebble Economics 2021", 2021, "published")


def test_revise_and_resubmit_after_a_dash():
    pub = parse_citation(
        "Gravel Wages (with A. Ruiz and B. Li) – Revise & Resubmit, Journal of Pebble Economics", owner="C. Okafor"
    )
    assert (pub.status, pub.year, pub.venue_text) == ("submitted", None, "Journal of Pebble Economics")


def test_volume_number_and_pages_spelled_out_are_not_the_venue():
    pub = parse_citation(
        '"Gravel Wages" (with A. Ruiz), *Journal of Pebble Economics*, Vol. 12, No. 3 (2021), pp. 45–67.',
        owner="Chidi Okafor",
    )
    assert (pub.venue_text, pub.year) == ("Journal of Pebble Economics 2021", 2021)


def test_a_paper_of_the_owner_alone_in_a_cv_that_names_only_coauthors():
    pubs, _warnings = parse_publications(
        '- "Gravel Wages" (with Ana Ruiz), *Journal of Pebble Economics*, 2021.\n'
        '- "Moss Rents," *Pebble Economic Review*, forthcoming.\n',
        owner="Chidi Okafor",
    )
    assert [names(p) for p in pubs] == [["Chidi Okafor", "Ana Ruiz"], ["Chidi Okafor"]]
    assert (pubs[1].status, pubs[1].year) == ("published", None)


def test_a_list_without_coauthor_lists_gets_no_owner_added():
    pubs, _warnings = parse_publications('- "Moss Rents," *Pebble Economic Review*, 2020.\n', owner="Chidi Okafor")
    assert names(pubs[0]) == []
