"""Titles written as links after marked authors, the name-year form of one author, escaped quotes,
entries without a year, "Family, I. & I. Family" and arXiv venues (fictional entries)."""

from __future__ import annotations

import pytest

from importer.parsers.citations import parse_citation, parse_publications


def _names(pub):
    return [author.name for author in pub.authors]


@pytest.mark.parametrize(
    "entry",
    [
        "Quill R*, Tamsin C. [Lantern signals in foggy harbours](https://doi.org/10.1/x). "
        "***Journal of Harbour Optics***, 2021.",
        "Quill R†, Tamsin C#. [Lantern signals in foggy harbours](https://doi.org/10.1/x). "
        "**Journal of Harbour Optics**, 2021.",
        'Quill R*, Tamsin C. <a href="https://doi.org/10.1/x">Lantern signals in foggy harbours</a>. '
        "<em>Journal of Harbour Optics</em>, 2021.",
    ],
)
def test_a_linked_title_after_marked_authors_is_the_title(entry):
    pub = parse_citation(entry)
    assert pub.title == "Lantern signals in foggy harbours"
    assert _names(pub) == ["R. Quill", "C. Tamsin"]
    assert pub.venue_text.startswith("Journal of Harbour Optics")
    assert pub.year == 2021
    assert pub.links[0].url == "https://doi.org/10.1/x"


def test_one_author_with_the_year_in_brackets_keeps_the_year_out_of_the_name():
    pub = parse_citation("Wren Halloway (2017). [Slow drift of floating leaves](https://example.org/x). Leaf Letters.")
    assert _names(pub) == ["Wren Halloway"]
    assert pub.title == "Slow drift of floating leaves"
    assert pub.year == 2017
    assert pub.venue_text.startswith("Leaf Letters")


def test_escaped_quotes_of_a_generated_citation_and_its_volume_stay_out_of_the_title_and_venue():
    pub = parse_citation(
        "Halloway, W. (2023). &quot;Wind over the pebble beach.&quot; "
        "<i>Proceedings of the Pebble Conference</i>. 1(2)."
    )
    assert pub.title == "Wind over the pebble beach"
    assert _names(pub) == ["W. Halloway"]
    assert "1(2)" not in pub.venue_text
    assert pub.venue_text.startswith("Proceedings of the Pebble Conference")
    assert pub.year == 2023
    assert pub.kind == "conference"


def test_a_volume_and_issue_after_a_journal_named_proceedings_keep_it_a_journal():
    pub = parse_citation(
        "Halloway, W. (2023). Wind over the pebble beach. "
        "<i>Proceedings of the Pebble Academy of Sciences</i>, 120(2), 1-9."
    )
    assert pub.kind == "journal"


@pytest.mark.parametrize(
    ("entry", "authors"),
    [
        ("Rowan Quill. Moss growth on north faces. Journal of Moss Studies 702: 33–48.", ["Rowan Quill"]),
        (
            "Quill R, Tamsin C, Halloway W. Moss growth on north faces. Journal of Moss Studies 702: 33–48.",
            ["R. Quill", "C. Tamsin", "W. Halloway"],
        ),
    ],
)
def test_an_entry_without_a_year_is_a_paper_without_a_year(entry, authors):
    pubs, _ = parse_publications(f"- {entry}\n")
    assert len(pubs) == 1
    assert pubs[0].title == "Moss growth on north faces"
    assert _names(pubs[0]) == authors
    assert pubs[0].venue_text == "Journal of Moss Studies"
    assert pubs[0].year is None


def test_a_lone_name_before_a_sentence_without_a_venue_is_still_not_a_paper():
    pubs, _ = parse_publications("- Rowan Quill. Talks about moss. Many thanks to everyone.\n")
    assert all(pub.authors == [] or pub.title != "Talks about moss" for pub in pubs)


@pytest.mark.parametrize(
    "entry",
    [
        "Quill, R. & C. Tamsin. 2024. Bird song at dawn in wet meadows. Journal of Meadow Ecology.",
        "Quill, R. and C. Tamsin. 2024. Bird song at dawn in wet meadows. Journal of Meadow Ecology.",
    ],
)
def test_first_author_inverted_then_given_first_after_and(entry):
    pub = parse_citation(entry)
    assert pub.title == "Bird song at dawn in wet meadows"
    assert _names(pub) == ["R. Quill", "C. Tamsin"]
    assert pub.year == 2024
    assert pub.venue_text.startswith("Journal of Meadow Ecology")


def test_first_author_inverted_and_no_year():
    pub = parse_citation(
        "Quill, R.T. & C. Tamsin. Bird song at dawn in wet meadows. Journal of Meadow Ecology 12: 4–9."
    )
    assert pub.title == "Bird song at dawn in wet meadows"
    assert _names(pub) == ["R.T. Quill", "C. Tamsin"]


@pytest.mark.parametrize(
    "entry",
    [
        "Rowan Quill, Cara Tamsin. Learning to sort river stones. arXiv preprint arXiv:2401.01234, 2024.",
        'R. Quill and C. Tamsin, "Learning to sort river stones," arXiv preprint arXiv:2401.01234, 2024.',
        "Quill, R., & Tamsin, C. (2024). Learning to sort river stones. *arXiv preprint arXiv:2401.01234*.",
        "Quill R, Tamsin C. Learning to sort river stones. arXiv preprint arXiv:2401.01234, 2024.",
        "Quill R, Tamsin C, Halloway W. Learning to sort river stones. arXiv preprint arXiv:2401.01234; 2024.",
    ],
)
def test_an_arxiv_preprint_venue_is_a_preprint(entry):
    pub = parse_citation(entry)
    assert pub.title == "Learning to sort river stones"
    assert pub.kind == "preprint"
    assert pub.arxiv == "2401.01234"
    assert pub.year == 2024
