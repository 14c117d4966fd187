"""Owners of bibliographies in any field, and biblatex as BibTeX (importer/parsers/owner.py,
importer/parsers/bibtex; fictional entries)."""

import json

import pytest

from importer.parsers.documents import read_document
from importer.parsers.owner import choose_owner
from importer.parsers.records import ParsedAuthor, ParsedPublication

# The owner printed three ways, as exports mix them; two entries without her (most, not all).
_SPELLINGS = ("Marchetti, Livia", "L. M. Marchetti", "Livia Marchetti", "Marchetti, L.")
_FAMILIES = [f"{a}{b}" for a in ("Ab", "Ek", "Ol", "Ru", "Va") for b in ("ara", "oso", "ine", "uta", "emi")]


def _coauthor(index: int, given: str = "Kim") -> str:
    return f"{_FAMILIES[index % len(_FAMILIES)]}, {given}"


def _bib(entries: list[tuple[str, str, int]]) -> bytes:
    return "\n".join(
        f"@article{{k{index},\n  author = {{{authors}}},\n  title = {{Estuary study number {index}}},\n"
        f"  journal = {{Journal of Coastal Morphology}},\n  year = {{{year}}},\n}}\n"
        for index, (authors, _title, year) in enumerate(entries)
    ).encode()


def test_an_owner_in_most_entries_under_varying_spellings_is_chosen_and_the_report_says_how_sure():
    entries = [
        (f"{_SPELLINGS[i % 4]} and {_coauthor(i)} and {_coauthor(i + 1, 'Ana')}", "", 2000 + i % 20) for i in range(23)
    ] + [("Osei, Kwame and Lindgren, Tove", "", 2010), ("Halloran, Tess and Mbeki, Rudo", "", 2011)]
    document = read_document("marchetti.bib", _bib(entries))
    assert document.profile.name == "Livia Marchetti"
    assert document.profile.name_inferred
    assert any("the one author in 23 of 25 entries" in w for w in document.warnings)
    owned = [p for p in document.publications if any(a.highlighted for a in p.authors)]
    assert len(owned) == 23  # every spelling linked to her


def test_too_few_entries_with_one_author_choose_no_owner():
    entries = [("Marchetti, Livia and Osei, Kwame", "", 2020)] * 6 + [("Ruiz, Ana and Lind, Per", "", 2021)] * 3
    document = read_document("lab.bib", _bib(entries))
    assert document.profile is None
    assert any("no owner found" in w for w in document.warnings)


def _paper(*names, year=2020):
    return ParsedPublication("T", authors=[ParsedAuthor(n) for n in names], year=year)


def test_a_name_changed_by_marriage_counts_as_one_owner():
    older = [_paper("Maria Santos", f"Kim {_FAMILIES[i]}") for i in range(4)]
    newer = [_paper(f"Ana {_FAMILIES[10 + i]}", "Maria Oliveira") for i in range(6)]
    name, how = choose_owner(older + newer)
    assert name == "Maria Oliveira"  # the name in most entries
    assert "10 of 10" in how and "'Maria Santos'" in how


def test_two_people_with_one_given_name_on_the_same_paper_are_two_people():
    papers = [_paper("Maria Santos", "Maria Oliveira", f"Kim {_FAMILIES[i]}") for i in range(3)]
    papers += [_paper("Maria Santos", f"Ana {_FAMILIES[5 + i]}") for i in range(3)] + [
        _paper("Maria Oliveira", "Eli Fay")
    ]
    name, how = choose_owner(papers)
    # Oliveira is not Santos (never one person's two names): Santos alone, 6 of 7, a clear majority.
    assert name == "Maria Santos"
    assert "an author of 6 of 7 entries" in how and "also printed" not in how


def test_a_student_and_the_advisor_on_every_paper_the_student_first_more_often_owns_the_file():
    papers = [_paper("Jun Park", f"Kim {_FAMILIES[i]}", "Rosa Lindqvist") for i in range(3)]
    papers += [_paper(f"Ana {_FAMILIES[5 + i]}", "Jun Park", "Rosa Lindqvist") for i in range(4)]
    name, how = choose_owner(papers)
    assert name == "Jun Park"
    assert "first author of 3" in how and "Rosa Lindqvist" in how


def test_two_authors_on_every_paper_and_first_equally_often_choose_no_owner():
    papers = [_paper("Jun Park", "Rosa Lindqvist"), _paper("Rosa Lindqvist", "Jun Park")] * 3
    name, how = choose_owner(papers)
    assert name is None and "neither is first more often" in how


def test_two_authors_on_every_one_of_a_few_papers_choose_no_owner():
    papers = [_paper("Jun Park", "Rosa Lindqvist", f"Kim {_FAMILIES[i]}") for i in range(2)]
    name, how = choose_owner(papers)
    assert name is None and "too few to tell" in how


def test_biblatex_fields_read_as_their_bibtex_twins():
    text = rb"""
@article{tide21,
  author = {Marchetti, Livia AND Osei, Kwame and others},
  title = {Tidal sediment transport in estuaries},
  journaltitle = {Journal of Coastal Morphology},
  date = {2021-03-15},
  eprint = {2103.01234},
  eprinttype = {arxiv},
}
@online{tide20,
  author = {Livia Marchetti, Kwame Osei, and Ana Ruiz,},
  title = {Sediment budgets of small estuaries},
  date = {2020},
  eprint = {2004.04321},
  eprinttype = {arXiv},
}
@article{tide19,
  author = {Marchetti, L. and , Ruiz, A. AND {others}},
  title = {Mud flats},
  journal = {Estuarine Letters},
  year = 2019,
}
"""
    document = read_document("tides.bib", text)
    first, second, third = document.publications
    assert [a.name for a in first.authors] == ["Livia Marchetti", "Kwame Osei"] and first.authors_truncated
    assert (first.venue_text, first.year, first.arxiv, first.kind) == (
        "Journal of Coastal Morphology",
        2021,
        "2103.01234",
        "journal",
    )
    assert [a.name for a in second.authors] == ["Livia Marchetti", "Kwame Osei", "Ana Ruiz"]
    assert (second.year, second.arxiv, second.kind) == (2020, "2004.04321", "preprint")
    assert [a.name for a in third.authors] == ["L. Marchetti", "A. Ruiz"] and third.authors_truncated
    assert document.profile.name == "Livia Marchetti"


def test_a_csl_json_export_gets_its_owner_too():
    items = [
        {
            "type": "article-journal",
            "title": f"Kelp forest survey {i}",
            "author": [
                {"family": "Ekwueme", "given": "Tomasz" if i % 2 else "T."},
                {"family": _FAMILIES[i], "given": "Ana"},
            ],
            "container-title": "Marine Ecology Letters",
            "issued": {"date-parts": [[2015 + i]]},
        }
        for i in range(5)
    ]
    document = read_document("export.json", json.dumps(items).encode())
    assert document.profile.name == "Tomasz Ekwueme"
    assert any("5 of 5" in w for w in document.warnings)


def test_a_ris_export_whose_owner_is_in_most_entries_gets_that_owner():
    records = []
    for index in range(10):
        authors = [f"{_FAMILIES[index]}, Ana"] if index == 9 else ["Quintela, Beatriz T.", f"{_FAMILIES[index]}, Ana"]
        records.append(
            "TY  - JOUR\n"
            + "".join(f"AU  - {a}\n" for a in authors)
            + f"TI  - Savanna soil carbon study {index}\nT2  - Journal of Tropical Ecology\nPY  - {2010 + index}\nER  - \n"
        )
    document = read_document("export.ris", "\n".join(records).encode())
    assert document.profile.name == "Beatriz T. Quintela"
    assert any("9 of 10" in w for w in document.warnings)


def test_a_double_family_name_printed_whole_and_cut_short_is_one_owner():
    whole = [_paper("María José Ferrándiz Olmos", f"Kim {_FAMILIES[i]}") for i in range(5)]
    short = [_paper(f"Ana {_FAMILIES[10 + i]}", "M. J. Ferrándiz") for i in range(5)]
    name, how = choose_owner(whole + short)
    assert name in ("María José Ferrándiz Olmos", "M. J. Ferrándiz") and "10 of 10" in how


def test_an_author_of_a_clear_majority_owns_an_export_that_also_lists_collaboration_papers():
    # A physicist's export: four of her papers and one of a collaboration that does not name her.
    entries = [(f"Marchetti, Livia and {_coauthor(i)}", "", 2020 + i) for i in range(4)]
    entries += [("Abara, Kim and Ekoso, Ana and others", "", 2019)]
    document = read_document("inspire.bib", _bib(entries))
    assert document.profile.name == "Livia Marchetti"
    assert document.profile.name_inferred  # flagged for review
    assert any("an author of 4 of 5 entries" in note for note in document.profile.review_notes)
    assert any("an author of 4 of 5 entries" in w for w in document.warnings)


def test_a_majority_one_entry_ahead_of_the_next_author_in_five_owns_the_file():
    # A PubMed export: the owner in 4 of 5 (two spellings), her closest co-author in 3.
    authors = [
        ("Sorensen, Mette K.", "Abara, T"),
        ("Abara, T", "Sorensen, M K"),
        ("Ekoso, R J", "Sorensen, M K"),
        ("Sorensen, M K", "Abara, T"),
        ("Olune, H", "Rusemi, P"),
    ]
    name, how = choose_owner([_paper(*names) for names in authors])
    assert name == "Sorensen, Mette K." and "an author of 4 of 5 entries; the next author is in 3" in how


@pytest.mark.parametrize(
    ("owner_in", "next_in", "total"),
    [(5, 5, 7), (12, 11, 20)],  # a tie; a lead of one entry in twenty
)
def test_a_majority_not_far_ahead_of_the_next_author_chooses_no_owner(owner_in, next_in, total):
    papers = [
        _paper(
            *(["Maria Santos"] if n < owner_in else []),
            *(["Jun Park"] if n >= total - next_in else []),
            f"Kim {_FAMILIES[n % 25]}",
        )
        for n in range(total)
    ]
    name, how = choose_owner(papers)
    assert name is None and "not far ahead" in how


def test_a_majority_of_too_few_entries_chooses_no_owner():
    papers = [_paper("Maria Santos", f"Kim {_FAMILIES[i]}") for i in range(2)] + [_paper("Eli Fay", "Ana Ruiz")]
    assert choose_owner(papers)[0] is None  # 2 of 3


def test_under_three_entries_in_five_chooses_no_owner():
    papers = [_paper("Maria Santos", f"Kim {_FAMILIES[i]}") for i in range(5)]
    papers += [_paper(f"Eli {_FAMILIES[10 + i]}", f"Ana {_FAMILIES[15 + i]}") for i in range(4)]
    assert choose_owner(papers)[0] is None  # 5 of 9


def test_two_given_names_under_one_initial_and_family_name_are_two_people_not_an_owner():
    from importer.parsers.owner import choose_owner
    from importer.parsers.records import ParsedAuthor, ParsedPublication

    def paper(*names):
        return ParsedPublication(title="A Paper", authors=[ParsedAuthor(name=n) for n in names])

    papers = [paper("Lia Marsh", "Tove Ek"), paper("Lena Marsh", "Ivo Dal"), paper("Lia Marsh", "Ana Vik")]
    owner, how = choose_owner(papers)
    assert owner is None, how  # "L. Marsh" is printed as two different given names
    papers = [paper("José Marsh", "Tove Ek"), paper("Jose Marsh", "Ivo Dal"), paper("J. Marsh", "Ana Vik")]
    assert choose_owner(papers)[0] == "José Marsh"  # one given name, with and without its accent
