"""The rules an economist's list needs, one at a time (fictional people and titles): coauthors that
close the entry, "Revise and Resubmit, *Journal*", the working paper's year kept under an R&R, the
"Revise and Resubmit" heading, paragraphs of a job market candidate's page and HTML in markdown."""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.markdown_html import inline_html_as_markdown
from importer.parsers.statuses import heads_unpublished_papers

OWNER = "Chidi Okafor"


def names(pub):
    return [a.name for a in pub.authors]


def test_coauthors_after_the_venue_leave_the_quoted_title_alone():
    pub = parse_citation(
        '"Gravel Rents and Voting," *Pebble Political Review* 116(2): 455-471, 2022 (with Ana Ruiz).', owner=OWNER
    )
    assert (pub.title, names(pub)) == ("Gravel Rents and Voting", [OWNER, "Ana Ruiz"])
    assert (pub.venue_text, pub.year, pub.status) == ("Pebble Political Review 2022", 2022, "published")


def test_revise_and_resubmit_then_a_comma_names_the_journal():
    pub = parse_citation(
        "**Moss Taxes and Hiring** (joint with Bo Li) *Revise and Resubmit, Journal of Pebble Economics*", owner=OWNER
    )
    assert (pub.venue_text, pub.status, pub.year) == ("Journal of Pebble Economics", "submitted", None)


def test_a_working_paper_under_revision_at_a_journal_keeps_its_year():
    pub = parse_citation(
        '"Stone Prices" (with Bo Li), NBER Working Paper No. 31245, 2023. **R&R at *Econometrica***', owner=OWNER
    )
    assert (pub.venue_text, pub.year, pub.status) == ("Econometrica 2023", 2023, "submitted")


@pytest.mark.parametrize("heading", ["Revise and Resubmit", "R&R", "Revised & Resubmitted", "Job Market Paper"])
def test_headings_of_papers_not_yet_taken(heading):
    assert heads_unpublished_papers(heading)


def test_revise_and_resubmit_heading_gives_its_papers_their_status():
    pubs, _ = parse_publications(
        "## Revise and Resubmit\n\n- **Pebble Runs**, with Bo Li. *Quarterly Journal of Economics*.\n", owner=OWNER
    )
    assert [(p.title, names(p), p.status) for p in pubs] == [("Pebble Runs", [OWNER, "Bo Li"], "submitted")]


JOB_MARKET_PAGE = """## Job Market Paper

**Gravel Wages and Job Search**
*Abstract:* I study how gravel wages change where workers search, using records of every job posting.
[[Paper](https://example.org/jmp.pdf)] [[Slides](https://example.org/slides.pdf)]

## Working Papers

**Moss Taxes and Hiring** (joint with Bo Li and Ana Ruiz)
*Revise and Resubmit, Journal of Pebble Economics*

**Stone Insurance and Spousal Labor**
Pebble Institute Discussion Paper No. 16012, 2023
"""


def test_paragraphs_of_a_job_market_page_are_one_paper_each():
    pubs, warnings = parse_publications(JOB_MARKET_PAGE, owner=OWNER)
    assert [(p.title, names(p), p.venue_text, p.year, p.status) for p in pubs] == [
        ("Gravel Wages and Job Search", [OWNER], None, None, "submitted"),
        ("Moss Taxes and Hiring", [OWNER, "Bo Li", "Ana Ruiz"], "Journal of Pebble Economics", None, "submitted"),
        (
            "Stone Insurance and Spousal Labor",
            [OWNER],
            "Pebble Institute Discussion Paper No. 16012, 2023",  # the series as printed
            2023,
            "submitted",
        ),
    ]
    assert not warnings
    assert "Abstract" not in " ".join(p.venue_text or "" for p in pubs)


def test_a_bold_title_over_its_authors_is_still_a_citation_with_those_authors():
    pubs, _ = parse_publications(
        "## Publications\n\n**Pebble Sorting at Scale**\nAna Ruiz, Chidi Okafor\n*Journal of Stones*, 2021\n",
        owner=OWNER,
    )
    assert [(p.title, names(p)) for p in pubs] == [("Pebble Sorting at Scale", ["Ana Ruiz", "Chidi Okafor"])]


def test_a_bold_title_alone_among_published_papers_is_not_given_to_the_owner():
    pubs, _ = parse_publications("## Publications\n\n**Pebble Sorting at Scale**\n", owner=OWNER)
    assert pubs == []


def test_html_headings_and_folded_abstracts_in_markdown():
    page = (
        '<h2 style="border-bottom: 1px solid #ddd;">Working Papers</h2>\n\n**Moss Taxes**\n\n'
        "<details>\n<summary>Full abstract</summary>\n\nWe study moss.\n\n</details>\n\n"
        "<details><summary>Older drafts</summary>\n\n**Gravel Rents**\n</details>\n"
    )
    assert inline_html_as_markdown(page) == (
        "## Working Papers\n\n**Moss Taxes**\n\n\n\n<details><summary>Older drafts</summary>\n\n**Gravel Rents**\n</details>\n"
    )
