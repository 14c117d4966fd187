"""Publication-only documents: whose papers they are, chosen from the entries (fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.owner import choose_owner
from importer.parsers.records import ParsedAuthor, ParsedPublication

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def read(path):
    return read_document(Path(path).name, (FIXTURES / path).read_bytes())


def paper(*names, marked=()):
    return ParsedPublication("T", authors=[ParsedAuthor(n, highlighted=n in marked) for n in names])


@pytest.mark.parametrize(
    "path, owner, how",
    [
        ("owner/publications.md", "J. Ferreira-Lund", "highlighted (bold or underlined) in 3 of 3 entries"),
        ("html/publications_only.html", "B. Lindqvist", "highlighted (bold or underlined) in 3 of 3 entries"),
        ("owner/papers.yml", "Hanna Vikstrom", "the one author in 4 of 4 entries"),
        ("owner/one_author.bib", "Chidi Okáfor", "the one author in 3 of 3 entries"),
    ],
)
def test_the_owner_of_a_publications_only_document_and_how_it_was_chosen(path, owner, how):
    document = read(path)
    assert document.profile.name == owner
    assert document.profile.name_inferred  # flagged for review
    assert any(how in note for note in document.profile.review_notes)
    assert any(how in warning for warning in document.warnings)  # the import report says it
    for publication in document.publications:
        assert [a for a in publication.authors if a.highlighted], publication.title


def test_a_lab_bibtex_file_with_no_common_author_imports_its_papers_without_an_owner():
    document = read("owner/shared_lab.bib")
    assert document.profile is None
    assert len(document.publications) == 3
    assert any("no owner found" in w for w in document.warnings)


def test_initials_last_first_and_accents_count_as_one_author():
    name, how = choose_owner(
        [
            paper("Okáfor, Chidi", "S. Lindgren"),
            paper("C. Okafor", "R. Mbeki"),
            paper("T. Halloran", "Chidi Okafor"),
        ]
    )
    assert name in ("Chidi Okafor", "Okáfor, Chidi") and "3 of 3" in how


def test_nearly_all_means_at_most_one_entry_in_ten_without_the_owner():
    papers = [
        paper("Ana Duarte", f"Co {name}") for name in ("Abe", "Bo", "Cy", "Di", "Ed", "Fu", "Gil", "Hu", "Ivo")
    ] + [paper("Somebody Else", "Ana Other")]
    assert choose_owner(papers)[0] == "Ana Duarte"
    papers = [paper("Ana Duarte", "X Y") for _ in range(6)] + [paper("Q R", "S T") for _ in range(2)]
    assert choose_owner(papers)[0] is None


def test_a_highlighted_author_wins_over_a_frequent_one_and_one_paper_alone_says_nothing():
    papers = [
        paper("Li Wei", "Ana Duarte", marked=("Ana Duarte",)),
        paper("Li Wei", "Ana Duarte", marked=("Ana Duarte",)),
    ]
    assert choose_owner(papers)[0] == "Ana Duarte"
    assert choose_owner([paper("Li Wei", "Ana Duarte")])[0] is None


def test_papers_whose_authors_are_named_in_one_word_have_no_owner_and_no_crash():
    owner, how = choose_owner([paper("Plato", "Aristotle"), paper("Aristotle")])
    assert owner is None and how == "no author is highlighted or in nearly all of the 2 entries"
