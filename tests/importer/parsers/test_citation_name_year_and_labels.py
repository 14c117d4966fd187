"""Name-year lists of biology and medicine, physics references printing no title, labels that make a
piece no research paper (a letter, an editorial, a book review), and a journal's abbreviated name
keeping its last stop. Every name, title and journal below is invented."""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.records import DocumentError
from importer.parsers.venues import trim_venue_end


def _read(text):
    pub = parse_citation(text)
    return pub.title, [a.name for a in pub.authors], pub.venue_text, pub.year, pub.kind


# --- the year after the names -------------------------------------------------------------------

_PEBBLE = "Pebble drift in alpine streams"


@pytest.mark.parametrize(
    "printed",
    [
        "Quill RB, Tamsin C and Oren D. 2024. Pebble drift in alpine streams. Stone Journal 36: 12-24.",
        "Quill RB, Tamsin C & Oren D. 2024. Pebble drift in alpine streams. Stone Journal 36: 12-24.",
        "Quill RB, Tamsin C, Oren D 2024. Pebble drift in alpine streams. Stone Journal 36: 12-24.",
        "Quill RB, Tamsin C, Oren D, 2024. Pebble drift in alpine streams. Stone Journal 36(2): 12-24.",
        "**Quill RB**, Tamsin C, Oren D. **2024**. Pebble drift in alpine streams. *Stone Journal* 36: 12-24.",
        "Quill RB, Tamsin C, Oren D. 2024a. Pebble drift in alpine streams. Stone Journal 36.",
    ],
)
def test_the_year_after_the_names_goes_to_the_year_and_the_journal_keeps_its_name(printed):
    assert _read(printed) == (_PEBBLE, ["R. B. Quill", "C. Tamsin", "D. Oren"], "Stone Journal 2024", 2024, "journal")


@pytest.mark.parametrize(
    "names",
    [
        "Rowan Quill, Cole Tamsin, Dana Oren",
        "Rowan Quill, Cole Tamsin & Dana Oren",
        "**Rowan Quill**, Cole Tamsin, Dana Oren",
    ],
)
def test_full_names_given_name_first_before_a_bracketed_year_are_not_read_inverted(names):
    title, authors, venue, year, _ = _read(f"{names} (2024). {_PEBBLE}. Stone Journal 36: 12-24.")
    assert (title, authors, venue, year) == (
        _PEBBLE,
        ["Rowan Quill", "Cole Tamsin", "Dana Oren"],
        "Stone Journal 2024",
        2024,
    )


def test_one_inverted_full_name_is_still_one_author():
    assert _read(f"Quill, Rowan (2024). {_PEBBLE}. Stone Journal 36: 12-24.")[1] == ["Rowan Quill"]


def test_initials_printed_apart_are_iop_not_a_family_name_ending_in_an_initial():
    title, authors, venue, year, _ = _read(
        "Marwick T J, Oyelaran P K and Stenholm L 2020 Exact sums of pebble chains J. Phys. A: Math. Theor. 53 125001"
    )
    assert (title, authors, venue, year) == (
        "Exact sums of pebble chains",
        ["T. J. Marwick", "P. K. Oyelaran", "L. Stenholm"],
        "J. Phys. A: Math. Theor. 2020",
        2020,
    )


# --- Vancouver lists cut short ------------------------------------------------------------------


@pytest.mark.parametrize("cut", [", and others.", " and others.", ", et al.", " et al."])
def test_a_vancouver_list_cut_short_still_reads_its_names(cut):
    pub = parse_citation(f"Okafor CN, Lind PJ, Quill R{cut} Gravel counts in neonatal wards. Lancet. 2021;14(2):101-9.")
    assert [a.name for a in pub.authors] == ["C. N. Okafor", "P. J. Lind", "R. Quill"]
    assert pub.authors_truncated
    assert (pub.title, pub.venue_text) == ("Gravel counts in neonatal wards", "Lancet 2021")


# --- a reference printing no title --------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "title", "authors", "venue", "year"),
    [
        (
            "A. B. Quill, C. Tamsin, Phys. Lett. B 716, 1 (2012)",
            "Phys. Lett. B 716, 1",
            ["A. B. Quill", "C. Tamsin"],
            "Phys. Lett. B 2012",
            2012,
        ),
        (
            "A. B. Quill, C. Tamsin, and D. Oren, Phys. Rev. Lett. 120, 061801 (2018).",
            "Phys. Rev. Lett. 120, 061801",
            ["A. B. Quill", "C. Tamsin", "D. Oren"],
            "Phys. Rev. Lett. 2018",
            2018,
        ),
    ],
)
def test_a_physics_reference_without_a_title_is_listed_under_its_reference(printed, title, authors, venue, year):
    pub = parse_citation(printed)
    assert ((pub.title, [a.name for a in pub.authors], pub.venue_text, pub.year, pub.kind)) == (
        title,
        authors,
        venue,
        year,
        "journal",
    )
    assert pub.warnings == [f"no title printed: the paper is listed under its reference {title!r}: add its title"]


def test_a_title_on_the_line_above_the_reference_is_still_the_title():
    pub = parse_citation(
        "Gravel transport at the pebble threshold\nA. B. Quill, C. Tamsin, Phys. Lett. B 716, 1 (2012)"
    )
    assert (pub.title, pub.warnings) == ("Gravel transport at the pebble threshold", [])


def test_a_list_says_which_line_printed_no_title():
    text = (
        "1. A. B. Quill, C. Tamsin, Cobble lattices at low energy, Phys. Rev. D 98, 052011 (2018).\n"
        "2. A. B. Quill, D. Oren, Phys. Rev. Lett. 120, 061801 (2018).\n"
    )
    pubs, warnings = parse_publications(text)
    assert [p.title for p in pubs] == ["Cobble lattices at low energy", "Phys. Rev. Lett. 120, 061801"]
    assert len(warnings) == 1 and warnings[0].startswith("line 2: no title printed")


# --- letters, editorials and reviews of books ---------------------------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Okafor CN, Lind PJ. Gravel counts in neonatal wards [Letter]. Lancet. 2021;14(2):101-9.",
        "Okafor CN, Lind PJ. Gravel counts in neonatal wards. Editorial. Lancet. 2021;14(2):101-9.",
        "Okafor CN, Lind PJ. Gravel counts in neonatal wards (Letter to the Editor). Lancet. 2021;14(2):101-9.",
        'Okafor, C. N. "Gravel counts in neonatal wards." Lancet 14 (2021): 101-109. Letter.',
    ],
)
def test_a_letter_or_an_editorial_is_kind_other_and_its_label_leaves_the_title(printed):
    title, _, venue, year, kind = _read(printed)
    assert (title, venue, year, kind) == ("Gravel counts in neonatal wards", "Lancet 2021", 2021, "other")


@pytest.mark.parametrize("label", ["Editorial", "Letter to the Editor", "Invited Commentary"])
def test_a_label_opening_the_title_marks_the_kind_and_stays_in_the_title(label):
    title, _, venue, _, kind = _read(f"Okafor CN, Lind PJ. {label}: gravel at the bedside. Lancet. 2021;14(2):101-9.")
    assert (title, venue, kind) == (f"{label}: gravel at the bedside", "Lancet 2021", "other")


def test_a_word_like_a_label_inside_a_title_changes_nothing():
    _, _, _, _, kind = _read("Okafor CN, Lind PJ. A letter from the pebble ward. Lancet. 2021;14(2):101-9.")
    assert kind == "journal"


def test_a_review_of_a_book_by_someone_is_kind_other():
    title, authors, venue, year, kind = _read(
        "Quill, Rowan. Review of The Pebble Empire, by Cole Tamsin. Journal of Stone History 12 (2019): 33-35."
    )
    assert (title, authors, venue, year, kind) == (
        "Review of The Pebble Empire, by Cole Tamsin",
        ["Rowan Quill"],
        "Journal of Stone History 2019",
        2019,
        "other",
    )


def test_a_review_article_stays_a_journal_paper():
    _, _, _, _, kind = _read("Quill R, Tamsin C. Review of gravel sorting methods. Stone Journal. 2020;12(3):44-51.")
    assert kind == "journal"


# --- the last stop of an abbreviated name -------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("Math. Ann.", "Math. Ann."),
        ("Math. Ann.,", "Math. Ann."),
        ("Commun. Math. Phys.;", "Commun. Math. Phys."),
        ("Biochem. J.", "Biochem. J."),
        ("Freshwater Biology.", "Freshwater Biology"),
        ("J. Algebra.", "J. Algebra"),
        ("Phys. Lett. B.", "Phys. Lett. B"),
        ("Stone Journal", "Stone Journal"),
    ],
)
def test_an_abbreviation_keeps_its_stop_and_a_full_name_loses_the_sentence_stop(printed, name):
    assert trim_venue_end(printed) == name


# --- a publisher's acronym opening its journals' names ------------------------------------------


@pytest.mark.parametrize(
    ("venue", "acronym"),
    [
        ("BMC Pebble Ecology 2024", None),  # every BMC journal would be one venue "BMC"
        ("JAMA Pebble Medicine 2023", None),
        ("PLoS Gravel Biology 2022", None),
        ("JAMA 2019", "JAMA"),  # the journal itself
        ("ACM PebbleConf 2023", "PebbleConf"),
    ],
)
def test_a_publishers_acronym_before_a_journals_name_is_not_the_venues(venue, acronym):
    from importer.parsers.venues import guess_acronym

    assert guess_acronym(venue) == acronym


def test_an_astronomers_reference_without_a_title_is_listed_under_it_and_a_bare_status_is_not():
    pub = parse_citation("Okafor, C. N., Lind, P. J., & Smith, A. 2019, ApJ, 876, 12")
    assert (pub.title, pub.venue_text, pub.year) == ("ApJ, 876, 12", "The Astrophysical Journal 2019", 2019)
    with pytest.raises(DocumentError):  # nothing names a paper "submitted to ApJ" and untitled
        parse_citation("Okafor, C. N. 2024, ApJ, submitted")
