"""BibTeX as lab sites really write it (fictional fixture lab_sites_wild.bib): commented-out entries,
HTML marks in titles, a status after the venue, braced and capitalised names, role notes, two kinds of marks."""

from pathlib import Path

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.bibtex.comments import blank_comment_blocks
from importer.parsers.exports import read_export

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "bibtex" / "lab_sites_wild.bib"


@pytest.fixture(scope="module")
def papers():
    document = parse_bibtex(FIXTURE.read_text(encoding="utf-8"), FIXTURE.name)
    return {paper.key: paper for paper in document.publications}


def names(paper):
    return [author.name for author in paper.authors]


def test_entries_inside_a_comment_block_are_not_papers(papers):
    assert "vantongeren2025prize" not in papers
    assert "vantongeren2024tool" not in papers
    assert len(papers) == 6


def test_comment_blanking_keeps_line_numbers_and_the_entries_after_it():
    text = "@comment{\n@misc{a, title={Hidden}}\n}\n@article{b, title={Shown}, author={Roe, Sam}, year=2020}\n"
    blanked = blank_comment_blocks(text)
    assert blanked.count("\n") == text.count("\n")
    assert "Hidden" not in blanked and "@article{b" in blanked
    document = parse_bibtex(text, "x.bib")
    assert [(p.title, p.line) for p in document.publications] == [("Shown", 4)]


def test_a_comment_without_entries_or_never_closed_is_left_alone():
    text = "@comment{jabref-meta: databaseType:bibtex;}\n@article{b, title={T}, author={Roe, Sam}}\n"
    assert blank_comment_blocks(text) == text
    unclosed = "@comment{ note\n@article{b, title={T}, author={Roe, Sam}}\n"
    assert blank_comment_blocks(unclosed) == unclosed


def test_html_marks_leave_the_title(papers):
    assert papers["vantongeren2024sponge"].title == (
        "Symbiont turnover in the intertidal sponge Halichondria fictiva across H2S gradients"
    )


def test_daggers_and_stars_in_one_list_are_equal_contribution_and_corresponding(papers):
    authors = papers["vantongeren2024sponge"].authors
    assert [(a.name, a.equal_contribution, a.corresponding) for a in authors] == [
        ("Chidi Okonkwo", True, False),
        ("Liesbeth van Tongeren", True, False),
        ("Ilse Marsh", False, False),
        ("Quentin Faraday", False, True),
    ]


def test_stars_for_equal_and_a_dagger_for_the_last_author():
    text = "@article{k, title={T}, author={Li*, Ann and Wu*, Bo and Chen†, Cy}, journal={Cell}, year=2020}"
    authors = parse_bibtex(text, "x.bib").publications[0].authors
    assert [(a.equal_contribution, a.corresponding) for a in authors] == [(True, False), (True, False), (False, True)]


def test_a_status_after_the_venue_is_the_status_not_part_of_the_venue(papers):
    paper = papers["vantongeren2026kelp"]
    assert paper.venue_text == "Journal of Experimental Marine Biology and Ecology"
    assert (paper.kind, paper.status) == ("journal", "submitted")


def test_a_name_braced_whole_is_read_family_first_and_a_role_note_is_read(papers):
    paper = papers["marsh2023reef"]
    assert names(paper) == ["Ilse Marsh", "Chidi Okonkwo", "Quentin Faraday"]
    assert [a.corresponding for a in paper.authors] == [False, False, True]


def test_escaped_braces_in_a_corporate_name_are_not_printed(papers):
    assert names(papers["agency2022tides"]) == ["Coastal Monitoring and Survey Agency"]


def test_a_list_of_names_in_one_brace_group_is_split(papers):
    assert names(papers["catalogue2001"]) == ["Ilse Marsh", "Chidi Okonkwo", "Quentin Faraday"]


@pytest.mark.parametrize("field", ["{Acme, Inc.}", "{Office of Science, Energy Department}", "{Ana Ruiz, Bo Li}"])
def test_braced_names_that_are_not_one_person_family_first_stay_whole(field):
    text = f"@misc{{k, title={{T}}, author={{{field}}}, year=2020}}"
    assert len(parse_bibtex(text, "x.bib").publications[0].authors) == 1


def test_bibtex_names_in_capitals_are_kept_as_written(papers):
    # BibTeX is also the site's own export: a name stored in capitals must come back as it was stored.
    assert names(papers["capitals2019"]) == ["CHIDI OKONKWO", "Ilse Marsh", "CMS COLLABORATION"]


def test_capitalised_names_of_an_ris_export_are_written_in_name_case():
    text = (
        "TY  - JOUR\nAU  - ZIELIŃSKA, ŁUCJA\nAU  - GROSS-WEBER JP\nAU  - LIGO SCIENTIFIC COLLABORATION\n"
        "TI  - A fictional title\nPY  - 2021\nER  - \n"
    )
    paper = read_export("x.ris", text, "ris").publications[0]
    assert names(paper) == ["Łucja Zielińska", "J. P. Gross-Weber", "LIGO SCIENTIFIC COLLABORATION"]


def one(entry: str):
    return parse_bibtex(entry, "x.bib").publications[0]


@pytest.mark.parametrize("tag", ["[A+]", "[A*]", "[CCF-A]", "[Q1]", "[B]"])
def test_a_ranking_tag_before_the_title_is_not_part_of_it(tag):
    paper = one(f"@article{{k, title={{{tag} Fictional routing of delivery drones}}, author={{Roe, Sam}}, year=2021}}")
    assert paper.title == "Fictional routing of delivery drones"


@pytest.mark.parametrize("title", ["[18F]FDG uptake in a fictional cohort", "[A]symmetric fictional dimers"])
def test_a_bracket_that_is_the_titles_own_stays(title):
    assert one(f"@article{{k, title={{{title}}}, author={{Roe, Sam}}, year=2021}}").title == title


def test_the_year_of_an_alfolio_badge_is_not_added_to_the_venue():
    paper = one(
        "@inproceedings{k, abbr={HPDC 2021}, title={T}, author={Roe, Sam}, year=2021,"
        " booktitle={Proceedings of the Fictional Symposium on Distributed Things}}"
    )
    assert paper.venue_text == "Proceedings of the Fictional Symposium on Distributed Things (HPDC)"


def test_an_asterisk_operator_marks_a_name_and_is_not_printed():
    paper = one("@article{k, title={T}, author={∗Roe, Sam and ∗Poe, Ann and Lee, Bo}, journal={Cell}, year=2021}")
    assert [(a.name, a.equal_contribution) for a in paper.authors] == [
        ("Sam Roe", True),
        ("Ann Poe", True),
        ("Bo Lee", False),
    ]


def test_a_presentation_at_a_meeting_names_the_meeting_as_venue():
    paper = one(
        "@misc{k, title={T}, author={Roe, Sam}, year=2022,"
        " howpublished={Invited talk at the Annual Meeting of the Fictional Limnology Society}}"
    )
    assert paper.venue_text == "Annual Meeting of the Fictional Limnology Society"
    assert paper.note == "Invited talk"


def test_a_preprint_field_is_a_link():
    paper = one(
        "@article{k, title={T}, author={Roe, Sam}, journal={Cell}, year=2022,"
        " preprint={https://www.biorxiv.org/content/10.1101/2021.01.01.000001v1}}"
    )
    assert [(link.label, link.url) for link in paper.links] == [
        ("Preprint", "https://www.biorxiv.org/content/10.1101/2021.01.01.000001v1")
    ]


def test_mathscinet_full_journal_name_is_the_venue():
    paper = one(
        "@article {MR1234567, AUTHOR = {Roe, S. and Poe, A.}, TITLE = {Fictional operators},"
        " JOURNAL = {Fict. J. Math. Anal.}, FJOURNAL = {Fictional Journal of Mathematical Analysis},"
        " YEAR = {2016}, MRNUMBER = {1234567}}"
    )
    assert (paper.venue_text, paper.kind) == ("Fictional Journal of Mathematical Analysis", "journal")


@pytest.mark.parametrize(
    ("title", "subtitle", "whole"),
    [
        ("Tides", "a fictional history", "Tides: a fictional history"),
        ("Why tides?", "A fictional answer", "Why tides? A fictional answer"),
    ],
)
def test_a_biblatex_subtitle_is_printed_after_the_title(title, subtitle, whole):
    entry = f"@book{{k, title={{{title}}}, subtitle={{{subtitle}}}, author={{Roe, Sam}}, publisher={{Harbour Press}}}}"
    assert one(entry).title == whole


def test_a_hal_deposit_is_a_preprint_with_its_link():
    paper = one("@misc{k, title={T}, author={Roe, Sam}, eprint={hal-01234567}, eprinttype={hal}, year=2022}")
    assert (paper.kind, paper.venue_text) == ("preprint", "HAL")
    assert [(link.label, link.url) for link in paper.links] == [("HAL", "https://hal.science/hal-01234567")]
