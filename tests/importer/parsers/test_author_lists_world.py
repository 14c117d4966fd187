"""Printed author lists as researchers outside computer science type them on their own publication
lists: name orders mixed in one list, "Jr." among the names, "Surname, Given and Surname, Given",
an APA list with no date after it, a line of twenty and more names running into the journal, a
first author in backticks and a year in brackets before italic names.

Every person, title and journal name here is invented (journal names follow real patterns).
"""

from importer.parsers.author_lists import split_authors
from importer.parsers.citations import parse_citation
from importer.parsers.citations.common import looks_like_author_list


def names(pub):
    return [a.name for a in pub.authors]


# --- 1. name orders mixed in one list ---------------------------------------------------


def test_a_list_mixing_family_first_with_and_without_comma_is_read_name_by_name():
    pub = parse_citation(
        "Tavora M., Quill A. S., Brennholt, R. S., Ruiz A. 2017. Seed rain under fig trees in "
        "fragmented savanna. Biological Conservation 210: 12-20."
    )
    assert names(pub) == ["M. Tavora", "A. S. Quill", "R. S. Brennholt", "A. Ruiz"]
    assert pub.title == "Seed rain under fig trees in fragmented savanna"
    assert pub.year == 2017


def test_a_list_mixing_inverted_and_initials_first_names_is_read_name_by_name():
    pub = parse_citation(
        "Okonjo, AR, HE Vassel, Marrow, B. 2019. Soil moisture under pine canopies. "
        "Forest Ecology and Management 44: 1-9."
    )
    assert names(pub) == ["A. R. Okonjo", "H. E. Vassel", "B. Marrow"]
    assert pub.title == "Soil moisture under pine canopies"
    assert pub.year == 2019


def test_split_authors_keeps_a_lone_family_name_with_the_initials_after_it():
    assert split_authors("Tavora M., Quill A. S., Brennholt, R. S., Ruiz A.") == [
        "Tavora M.",
        "Quill A. S.",
        "Brennholt, R. S.",
        "Ruiz A.",
    ]
    assert split_authors("Okonjo, AR, HE Vassel, Marrow, B.") == ["Okonjo, AR", "HE Vassel", "Marrow, B."]


# --- 2. "Jr." among the names -------------------------------------------------------------


def test_jr_after_an_inverted_name_stays_with_its_person():
    pub = parse_citation(
        "Ode, M. T., Jr., Ruiz, A. (2020). Grit in alpine streams. Freshwater Biology, 65(2), 100-110."
    )
    assert names(pub) == ["M. T. Ode Jr.", "A. Ruiz"]
    assert pub.title == "Grit in alpine streams"


def test_jr_after_a_given_first_name_stays_with_its_person_and_the_next_name_is_no_title():
    pub = parse_citation(
        "Marvin T. Ode Jr., Ana Ruiz. Grit and gravel in alpine streams. Freshwater Biology 65 (2020) 100-110."
    )
    assert names(pub) == ["Marvin T. Ode Jr.", "Ana Ruiz"]
    assert pub.title == "Grit and gravel in alpine streams"
    assert pub.year == 2020


# --- 3. "Surname, Given and Surname, Given"; APA without a date after the names ------------


def test_two_and_three_inverted_people_with_full_given_names():
    two = parse_citation(
        "Ruiz, Ana and Lindqvist, Viktor. 2021. Pollen loads of alpine bumblebees. Ecology 102: e03311."
    )
    assert names(two) == ["Ana Ruiz", "Viktor Lindqvist"]
    assert two.title == "Pollen loads of alpine bumblebees"
    three = parse_citation(
        "Ruiz, Ana, Osei, Kwame and Lindqvist, Viktor. 2021. Nectar robbing on steep slopes. Oikos 130: 44-51."
    )
    assert names(three) == ["Ana Ruiz", "Kwame Osei", "Viktor Lindqvist"]
    assert three.title == "Nectar robbing on steep slopes"


def test_an_apa_list_with_its_year_only_after_the_preprint_keeps_authors_and_title():
    pub = parse_citation(
        "Ruiz, A., Osei, K., & Lindqvist, V. Counting pebbles with weak labels. arXiv preprint arXiv:2601.01234 (2026)."
    )
    assert names(pub) == ["A. Ruiz", "K. Osei", "V. Lindqvist"]
    assert pub.title == "Counting pebbles with weak labels"
    assert pub.year == 2026
    assert pub.arxiv == "2601.01234"


def test_the_same_list_with_its_date_after_the_names_is_read_as_before():
    pub = parse_citation("Ruiz, A., Osei, K., & Lindqvist, V. (2026). Counting pebbles. Oikos, 12, 3-9.")
    assert names(pub) == ["A. Ruiz", "K. Osei", "V. Lindqvist"]
    assert pub.year == 2026


# --- 4. a long line of names running into the journal -----------------------------------

_FAMILIES = (
    "Lindqvist Osei Ruiz Tamm Varga Brandt Quill Okafor Hillmer Wuest Lerato Roeder Doering Vale "
    "Vinter Tavora Ashgrove Mensah Kaur Satoh Bergin Nowacki Costa"
).split()


def _long_list() -> str:
    letters = "ABCDEFGHJKLMNOPRSTUVW"
    return ", ".join(f"{letters[i % 21]}. {letters[(i * 5) % 21]}. {f}" for i, f in enumerate(_FAMILIES))


def test_a_line_of_many_names_then_the_journal_is_no_author_list():
    line = f"{_long_list()}, Nature Ecology & Evolution 8, 12-20 (2024)."
    assert not looks_like_author_list(line)
    assert looks_like_author_list(_long_list())  # the names alone still are one


# --- 5. backticks and a year in brackets before the names -------------------------------


def test_a_first_author_in_backticks_keeps_the_author():
    pub = parse_citation("`Ruiz, A.`, Osei, K. (2020). Moss on north faces. Journal of Bryology, 12, 3-9.")
    assert names(pub) == ["A. Ruiz", "K. Osei"]
    assert [a.highlighted for a in pub.authors] == [True, False]  # the code span sets the owner apart
    assert pub.title == "Moss on north faces"
    assert pub.year == 2020


def test_a_badge_in_code_before_the_title_is_still_no_author():
    pub = parse_citation("`Ecology 2020` Moss on north faces. A. Ruiz, K. Osei. Journal of Bryology, 12, 3-9.")
    assert "Ecology" not in " ".join(names(pub))


def test_a_year_in_brackets_before_italic_names_keeps_the_author_and_the_year():
    pub = parse_citation("(2019) *Hillmer, S.*, Ruiz, A. Moss on the north faces of boulders. Journal of Bryology.")
    assert names(pub) == ["S. Hillmer", "A. Ruiz"]
    assert pub.title == "Moss on the north faces of boulders"
    assert pub.year == 2019


def test_a_bare_year_before_bold_inverted_names_moves_after_them():
    pub = parse_citation("- 2021. **Ruiz, A.**, & Hillmer, S. Lichens on old walls. Journal of Bryology, 9, 1-5.")
    assert names(pub) == ["A. Ruiz", "S. Hillmer"]
    assert pub.authors[0].highlighted
    assert pub.title == "Lichens on old walls"
    assert pub.year == 2021
