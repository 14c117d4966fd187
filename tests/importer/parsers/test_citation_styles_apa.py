"""APA 7 references as CVs print them (PDF text and markdown/HTML), written from the APA style guide.

Every person, title and journal here is invented.
"""

import pytest

from importer.parsers.citations import parse_citation


def names(pub):
    return [a.name for a in pub.authors]


@pytest.mark.parametrize(
    "printed",
    [
        # markdown, italic journal and volume
        "Okafor, C. N., Lind, P. J., & Brandt, K. (2021). Pebbles and people: A field study. "
        "*Journal of Stone Psychology*, *12*(3), 45–67. https://doi.org/10.1000/jsp.2021.045",
        # PDF text: no markup, a hyphen in the page range
        "Okafor, C. N., Lind, P. J., & Brandt, K. (2021). Pebbles and people: A field study. "
        "Journal of Stone Psychology, 12(3), 45-67.",
        # HTML
        "Okafor, C. N., Lind, P. J., & Brandt, K. (2021). Pebbles and people: A field study. "
        "<i>Journal of Stone Psychology</i>, 12(3), 45–67.",
        # a list item with the owner in bold
        "- **Okafor, C. N.**, Lind, P. J., & Brandt, K. (2021). Pebbles and people: A field study. "
        "_Journal of Stone Psychology_, 12(3), 45–67.",
    ],
)
def test_journal_article(printed):
    pub = parse_citation(printed)
    assert pub.title == "Pebbles and people: A field study"
    assert names(pub) == ["C. N. Okafor", "P. J. Lind", "K. Brandt"]
    assert pub.venue_text == "Journal of Stone Psychology 2021"
    assert (pub.year, pub.status, pub.kind) == (2021, "published", "journal")


def test_a_chapter_keeps_its_editors_out_of_the_authors_and_the_venue():
    pub = parse_citation(
        "Okafor, C. N., & Lind, P. J. (2020). Gravel in the mind. In E. Marsh & F. Oduya (Eds.), "
        "*Handbook of stone cognition* (pp. 1–20). Pebble Press."
    )
    assert pub.title == "Gravel in the mind"
    assert names(pub) == ["C. N. Okafor", "P. J. Lind"]
    assert pub.venue_text == "Handbook of stone cognition 2020"
    assert "Marsh" not in pub.venue_text and "Oduya" not in " ".join(names(pub))
    assert (pub.kind, pub.year) == ("chapter", 2020)


def test_a_chapter_with_one_editor_and_an_edition():
    pub = parse_citation(
        "Brandt, K. (2018). Moss as memory. In T. Ruiz (Ed.), *Essays on moss* (2nd ed., pp. 33-58). Lichen House."
    )
    assert (pub.title, names(pub), pub.kind) == ("Moss as memory", ["K. Brandt"], "chapter")
    assert pub.venue_text == "Essays on moss 2018"


def test_proceedings_in_apa_are_not_chapters():
    pub = parse_citation(
        "Lind, P. J., & Okafor, C. N. (2022). Sorting pebbles. In *Proceedings of the Annual Meeting of the "
        "Stone Science Society* (pp. 12–18)."
    )
    assert pub.title == "Sorting pebbles"
    assert pub.kind != "chapter"


@pytest.mark.parametrize(
    ("printed", "status", "kind"),
    [
        (
            "Okafor, C. N., & Lind, P. J. (in press). Pebbles as signals. *Journal of Stone Psychology*.",
            "published",
            None,
        ),
        ("Okafor, C. N., & Lind, P. J. (submitted). Pebbles as noise.", "submitted", None),
        ("Okafor, C. N., & Lind, P. J. (in preparation). Pebbles as noise.", "submitted", None),
        ("Okafor, C. N., & Lind, P. J. (Under review). Pebbles as noise.", "submitted", None),
        (
            "Okafor, C. N., & Lind, P. J. (forthcoming). Pebbles as signals. *Journal of Stone Psychology*.",
            "published",
            None,
        ),
    ],
)
def test_a_status_in_the_place_of_the_date_gives_no_year(printed, status, kind):
    pub = parse_citation(printed)
    assert pub.title in ("Pebbles as signals", "Pebbles as noise")
    assert names(pub) == ["C. N. Okafor", "P. J. Lind"]
    assert (pub.status, pub.year) == (status, None)


def test_under_review_in_brackets_after_the_title():
    pub = parse_citation("Okafor, C. N., & Lind, P. J. (2024). Gravel choices [Under review].")
    assert (pub.title, pub.status, pub.year) == ("Gravel choices", "submitted", 2024)


def test_revise_and_resubmit_names_the_journal():
    pub = parse_citation(
        "Okafor, C. N., Lind, P. J., & Brandt, K. (2023). Moss on stones [R&R at *Journal of Moss Studies*]."
    )
    assert pub.title == "Moss on stones"
    assert pub.status == "submitted"
    assert pub.venue_text == "Journal of Moss Studies 2023"


def test_a_dissertation():
    pub = parse_citation(
        "Okafor, C. N. (2019). *Sediment and self* [Doctoral dissertation, University of Nowhere]. Stone Repository."
    )
    assert (pub.title, names(pub), pub.kind, pub.year) == ("Sediment and self", ["C. N. Okafor"], "thesis", 2019)


def test_a_dissertation_noted_in_parentheses():
    pub = parse_citation("Okafor, C. N. (2019). Sediment and self (Dissertation). University of Nowhere.")
    assert (pub.title, pub.kind) == ("Sediment and self", "thesis")


def test_a_book():
    pub = parse_citation("Lind, P. J. (2017). *The quiet life of gravel* (2nd ed.). Pebble Press.")
    assert (pub.title, names(pub), pub.kind, pub.year) == ("The quiet life of gravel", ["P. J. Lind"], "book", 2017)


def test_twenty_one_or_more_authors_cut_with_an_ellipsis():
    pub = parse_citation(
        "Okafor, C. N., Lind, P. J., Brandt, K., Oduya, T., Marsh, E., Ruiz, A., . . . Wu, C. (2021). "
        "A big pebble study. *Journal of Stone Psychology*, *12*(3), 45–67."
    )
    assert names(pub) == ["C. N. Okafor", "P. J. Lind", "K. Brandt", "T. Oduya", "E. Marsh", "A. Ruiz", "C. Wu"]
    assert pub.authors_truncated
    assert pub.title == "A big pebble study"


def test_bold_owner_and_equal_contribution_marks():
    pub = parse_citation(
        "**Okafor, C. N.**\\*, & Lind, P.\\* (2021). Twin pebbles. *Journal of Stone Psychology*, 1(2), 3–4."
    )
    assert [(a.name, a.equal_contribution, a.highlighted) for a in pub.authors] == [
        ("C. N. Okafor", True, True),
        ("P. Lind", True, False),
    ]


def test_an_italic_title_before_a_journal_is_an_article_not_a_book():
    pub = parse_citation("Lind, P. J., & Okafor, C. N. (2024). *Soil under pebbles*. Global Pebble Biology, 30(2).")
    assert (pub.title, pub.kind, pub.venue_text) == ("Soil under pebbles", "journal", "Global Pebble Biology 2024")


def test_a_working_paper_in_apa():
    pub = parse_citation("Lind, P. (2020). Moss markets (Working Paper No. 77). Pebble Institute.")
    assert (pub.title, pub.kind, pub.status, pub.year) == ("Moss markets", "preprint", "submitted", 2020)


def test_full_given_names_in_apa_order():
    pub = parse_citation("Okafor, Chidi N., & Lind, Petra (2021). Pebbles by name. *Journal of Stones*, 3(1), 1–9.")
    assert names(pub) == ["Chidi N. Okafor", "Petra Lind"]
    assert (pub.title, pub.year) == ("Pebbles by name", 2021)


def test_a_paper_presentation():
    pub = parse_citation(
        "Okafor, C. (2022, May 5–7). *Pebbles in public* [Paper presentation]. Pebble Conference 2022, Lisbon, Portugal."
    )
    assert (pub.title, pub.kind, pub.year) == ("Pebbles in public", "conference", 2022)
    assert "Lisbon" not in pub.venue_text


def test_reject_and_resubmit_is_not_published():
    pub = parse_citation("Okafor, C. N., & Lind, P. (2023). Moss money [Reject & resubmit at *Journal of Moss*].")
    assert (pub.title, pub.status, pub.venue_text) == ("Moss money", "submitted", "Journal of Moss 2023")


def test_a_first_author_and_et_al():
    pub = parse_citation("Anticevic, A., et al. (2013). Thalamic pebbles. *Pebble Imaging*, 12, 1-9.")
    assert (names(pub), pub.authors_truncated, pub.title) == (["A. Anticevic"], True, "Thalamic pebbles")


def test_an_italic_title_before_a_conference_is_not_a_journal_article():
    pub = parse_citation("Wei, J., Lind, P., & Okafor, C. (2022). <em>Chain-of-Pebble Prompting</em>. NordML 2022.")
    assert (pub.title, pub.year) == ("Chain-of-Pebble Prompting", 2022)
    assert pub.kind not in ("journal", "book")
