"""Author names as researchers in many sciences and languages print them (fictional people and titles)."""

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.east_asian_names import (
    east_asian_name_matches,
    hangul_name_matches,
    hangul_romanisations,
    romanise_east_asian_name,
)
from importer.parsers.name_forms import caps_are_initials, given_first, is_suffix, prints_initials_run_together
from importer.parsers.names import has_et_al, match_strength, name_tokens, split_authors
from importer.parsers.same_person import may_be_same_person


def authors_of(citation):
    return [a.name for a in parse_citation(citation).authors]


# --- capitals: a family name or initials run together -------------------------------------


@pytest.mark.parametrize("word", ["JA", "CN", "JP", "C", "AB", "J.A.", "RT"])
def test_capitals_that_are_initials(word):
    assert caps_are_initials(word)


@pytest.mark.parametrize("word", ["LI", "MA", "WU", "NG", "KIM", "LIU", "ZHANG", "DUPONT", "OKAFOR", "Li", "Smith"])
def test_capitals_that_are_a_family_name_or_no_capitals_at_all(word):
    assert not caps_are_initials(word)


def test_a_list_that_prints_initials_run_together_reads_its_short_capitals_as_initials():
    assert caps_are_initials("MA", initials_style=True) and not caps_are_initials("MA")
    assert prints_initials_run_together(["Tamsin CN", "Vale MA"])
    assert not prints_initials_run_together(["Wei ZHANG", "Jun MA"])


@pytest.mark.parametrize(
    "printed, reading",
    [
        ("Quan, LI", "Quan Li"),  # capitals after the comma mark the family name
        ("Tao, XU", "Tao Xu"),
        ("ZHOU, Minhui", "Minhui Zhou"),
        ("DUVAL, Jean-Rémi", "Jean-Rémi Duval"),
        ("Tamsin, JA", "J. A. Tamsin"),  # Vancouver's initials after a comma
        ("Tamsin, J.A.", "J. A. Tamsin"),
        ("Roe, C", "C. Roe"),
        ("Ibarra Montoya, Lucía Fernanda", "Lucía Fernanda Ibarra Montoya"),
        ("de la Peña, Rocío", "Rocío de la Peña"),
        ("van der Hoek, Jan", "Jan van der Hoek"),
        ("O'Dwyer, Siobhan", "Siobhan O'Dwyer"),
        ("McQuillan, Ewan", "Ewan McQuillan"),
        ("Ode, Marvin Tal, Jr.", "Marvin Tal Ode Jr."),
        ("Marvin Tal Ode, Jr.", "Marvin Tal Ode Jr."),
        ("Rowan Quill", "Rowan Quill"),
        ("DE LA PEÑA, Rocío", "Rocío de la Peña"),  # a family name in capitals, its particles written small
        ("VAN DER HOEK, Jan", "Jan van der Hoek"),
        ("O'DWYER, Siobhan", "Siobhan O'Dwyer"),
        ("MCQUILLAN, Ewan", "Ewan McQuillan"),
        ("SOUZA, Tiago Lusco de", "Tiago Lusco de Souza"),  # ABNT: the family name first, in capitals
        ("PEÑA FILHO, Rocio", "Rocio Peña Filho"),
    ],
)
def test_a_name_is_read_given_name_first(printed, reading):
    assert given_first(printed) == reading


def test_short_capitals_in_a_list_of_initials_stay_initials():
    assert given_first("Vale, MA", initials_style=True) == "M. A. Vale"
    assert given_first("Vale, MA") == "Vale Ma"


@pytest.mark.parametrize("piece, suffix", [("Jr.", True), ("III", True), ("Filho", True), ("Jo", False), ("ii", False)])
def test_suffixes(piece, suffix):
    assert is_suffix(piece) is suffix


# --- the words a name is compared by ----------------------------------------------------


@pytest.mark.parametrize(
    "printed, tokens",
    [
        ("JP Tamsin", ["j", "p", "tamsin"]),  # initials run together before the family name
        ("Tamsin JA", ["j", "a", "tamsin"]),  # and after it, as medicine prints them
        ("Tamsin, JA", ["j", "a", "tamsin"]),
        ("Quan, LI", ["quan", "li"]),
        ("Quan LI", ["quan", "li"]),
        ("ZHOU Minhui", ["minhui", "zhou"]),
        ("Kaiwen HE", ["kaiwen", "he"]),
        ("Marvin Tal Ode Jr.", ["marvin", "tal", "ode"]),  # a suffix is no family name
        ("Ode, Marvin Tal, Jr.", ["marvin", "tal", "ode"]),
    ],
)
def test_name_tokens(printed, tokens):
    assert name_tokens(printed) == tokens


@pytest.mark.parametrize(
    "printed, known, strength",
    [
        ("JP Tamsin", "Jonah Peter Tamsin", 1),
        ("Tamsin, JA", "Jael A. Tamsin", 1),
        ("Quan, LI", "Quan Li", 2),
        ("Lucía Ibarra Montoya", "Lucía Fernanda Ibarra Montoya", 1),  # a middle name left out
        ("L. Ibarra Montoya", "Lucía Fernanda Ibarra Montoya", 1),
        ("Ibarra Montoya, Lucía", "Lucía Fernanda Ibarra Montoya", 1),
        ("Lucía Ibarra", "Lucía Fernanda Ibarra Montoya", 0),  # another family name
        ("Marta Ibarra Montoya", "Lucía Fernanda Ibarra Montoya", 0),
        ("J.-R. Duval", "Jean-Rémi Duval", 1),  # a hyphenated given name's initials
        ("JR Duval", "Jean-Rémi Duval", 1),
        ("Rémi Duval", "Jean-Rémi Duval", 0),
        ("M. di Stefano", "Marco di Stefano", 1),
        ("Di Stefano, Marco", "Marco di Stefano", 2),
        ("E. Mc Quillan", "Ewan McQuillan", 1),  # "Mc" printed apart
        ("MCQUILLAN, Ewan", "Ewan McQuillan", 2),
        ("Siobhan ODwyer", "Siobhan O'Dwyer", 2),
        ("Marvin T. Ode Jr.", "Marvin Ode", 1),  # a suffix is no family name
        ("Marvin Tal Ode Jr.", "Marvin Ode", 0),  # a full middle name the person does not have
    ],
)
def test_printed_names_match_the_names_a_person_is_known_by(printed, known, strength):
    assert match_strength(printed, [known]) == strength


# --- author lists --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, names",
    [
        ("Tamsin, J.; Vale, A. B.; Roe, C.", ["Tamsin, J.", "Vale, A. B.", "Roe, C."]),
        ("J. Tamsin, A. B. Vale; C. Roe", ["J. Tamsin", "A. B. Vale", "C. Roe"]),
        ("Jonah Tamsin, Alba Vale; Cyra Roe", ["Jonah Tamsin", "Alba Vale", "Cyra Roe"]),
        (
            "Ibarra Montoya, Lucía Fernanda; de la Peña, Rocío; dos Anjos, Tiago",
            ["Ibarra Montoya, Lucía Fernanda", "de la Peña, Rocío", "dos Anjos, Tiago"],
        ),
        ("Tamsin, JA, Vale, AB, Roe, C", ["Tamsin, JA", "Vale, AB", "Roe, C"]),
        (
            "Ibarra Montoya, L. F., de la Peña, R., & dos Anjos, T.",
            ["Ibarra Montoya, L. F.", "de la Peña, R.", "dos Anjos, T."],
        ),
        (
            "Ode, Marvin Tal, Jr., Quill, Rowan, III, and Ashgrove, Tobin",
            ["Ode Jr., Marvin Tal", "Quill III, Rowan", "Ashgrove, Tobin"],
        ),
        (
            "Marvin Tal Ode, Jr., Rowan Quill and Tobin Ashgrove",
            ["Marvin Tal Ode Jr.", "Rowan Quill", "Tobin Ashgrove"],
        ),
        ("Quan, LI, Tao, XU and Minhui, ZHOU", ["Quan, LI", "Tao, XU", "Minhui, ZHOU"]),
        ("Tamsin, J., A. B. Vale and C. Roe", ["Tamsin, J.", "A. B. Vale", "C. Roe"]),
        ("Ibarra, Lucía Fernanda; Rocío Peña; Tiago Anjos", ["Ibarra, Lucía Fernanda", "Rocío Peña", "Tiago Anjos"]),
        (
            "Orrin H. Vale, Dana C. Quill, Edwin F. Lusco, Jr., and Tobin C. Ashgrove",
            ["Orrin H. Vale", "Dana C. Quill", "Edwin F. Lusco Jr.", "Tobin C. Ashgrove"],
        ),
        ("Vale, W. D., Jr., and Quill, D. G.", ["Vale Jr., W. D.", "Quill, D. G."]),
        ("M. D. Lusco, J. A. Vale, Jr., and A. Quill", ["M. D. Lusco", "J. A. Vale Jr.", "A. Quill"]),
        (
            "Ibarra, Lucía, Daniel Quill, and Mara Vale",
            ["Ibarra, Lucía", "Daniel Quill", "Mara Vale"],
        ),  # "el": no particle
        ("林晓雯, 周建国", ["林晓雯", "周建国"]),  # names in Han characters are whole, never "Family, Given" pairs
    ],
)
def test_author_lists_split_into_their_people(text, names):
    assert split_authors(text) == names


@pytest.mark.parametrize(
    "text",
    [
        "J.-R. Duval, M.-C. Lenoir, u. a.",
        "Tomás Ibarra, Inês Lusco e outros",
        "Dana Quill, Orrin Vale y otros",
        "Dana Quill, Orrin Vale, et coll.",
        "Dana Quill, Orrin Vale e altri",
        "Dana Quill, Orrin Vale m.fl.",
        "Dana Quill, Orrin Vale i in.",
        "Орлов А. В., Седов Б. Г. и др.",
        "林晓雯, 周建国 等",
        "山田太郎, 鈴木花子 ほか",
        "한서윤, 오민재 외",
    ],
)
def test_et_al_in_the_languages_lists_are_printed_in(text):
    assert has_et_al(text)
    assert len(split_authors(text)) == 2


def test_capitals_within_a_name_are_not_taken_for_et_al():
    assert not has_et_al("Dana Quill, Orrin U. A.") and not has_et_al("Dana Quill, Orrin Vale")


# --- whole citations -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "citation, names",
    [
        (
            "Quan, LI; Tao, XU; Minhui, ZHOU. Sorting river pebbles by size. Journal of Pebbles, 2021, 12(3): 45-67.",
            ["Quan Li", "Tao Xu", "Minhui Zhou"],
        ),
        (
            "ZHOU, Minhui; LI, Quan. Sorting river pebbles by colour. Journal of Pebbles, 2020.",
            ["Minhui Zhou", "Quan Li"],
        ),
        (
            "DUVAL, Jean-Rémi; LENOIR, Marie-Claude. Une étude des galets. Revue des Galets, 2019.",
            ["Jean-Rémi Duval", "Marie-Claude Lenoir"],
        ),
        (
            "Ibarra Montoya, Lucía Fernanda; de la Peña, Rocío; dos Anjos, João. Guijarros del valle alto. "
            "Revista de Piedras, 2018.",
            ["Lucía Fernanda Ibarra Montoya", "Rocío de la Peña", "João dos Anjos"],
        ),
        (
            "J. Tamsin, A. B. Vale; C. Roe. Counting pebbles by hand. Journal of Pebbles, 2017.",
            ["J. Tamsin", "A. B. Vale", "C. Roe"],
        ),
        (
            "J.-R. Duval, M.-C. Lenoir, u. a. Kiesel sortieren. Zeitschrift für Kiesel, 2015.",
            ["J.-R. Duval", "M.-C. Lenoir"],
        ),
        (
            "Ode, Marvin Tal, Jr., Quill, Rowan, III, and Ashgrove, Tobin. Counting pebbles. Journal of Pebbles, 2014.",
            ["Marvin Tal Ode Jr.", "Rowan Quill III", "Tobin Ashgrove"],
        ),
    ],
)
def test_citations_keep_each_person_whole_and_in_reading_order(citation, names):
    assert authors_of(citation) == names


def test_a_german_list_cut_short_is_marked_truncated():
    paper = parse_citation("J.-R. Duval, M.-C. Lenoir, u. a. Kiesel sortieren. Zeitschrift für Kiesel, 2015.")
    assert paper.title == "Kiesel sortieren" and paper.year == 2015 and paper.authors_truncated


@pytest.mark.parametrize("cut", ["et al.", "et coll.", "u. a."])
def test_a_vancouver_list_cut_short_in_any_language_is_read_alike(cut):
    paper = parse_citation(
        f"Quill CM, Vale DD, Lind CJ, {cut} Calcium in river pebbles. Pebble Int. 2016;27(1):367-76."
    )
    assert [a.name for a in paper.authors] == ["C. M. Quill", "D. D. Vale", "C. J. Lind"]
    assert paper.authors_truncated and paper.title == "Calcium in river pebbles"


# --- Hangul ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hangul, spellings",
    [
        ("한서윤", ("Seoyun Han", "Han Seoyun")),
        ("이서연", ("Seoyeon Lee", "Lee Seoyeon")),  # 이 is spelled Lee
        ("박지성", ("Jiseong Park", "Park Jiseong")),
        ("남궁민수", ("Minsu Namgung", "Namgung Minsu")),  # a family name of two syllables
    ],
)
def test_hangul_names_are_spelled_family_name_last(hangul, spellings):
    assert hangul_romanisations(hangul) == spellings


@pytest.mark.parametrize(
    "latin, same",
    [
        ("Seoyun Han", True),
        ("Han Seo-yun", True),
        ("Seo-Yoon Han", True),  # an English-language spelling of the same sounds
        ("Seoyun Kim", False),
        ("Minjae Han", False),
        ("S. Han", False),
    ],
)
def test_a_hangul_name_and_its_latin_spellings(latin, same):
    assert hangul_name_matches("한서윤", latin) is same
    assert east_asian_name_matches("한서윤", latin) is same


def test_han_and_hangul_are_each_read_their_own_way():
    assert romanise_east_asian_name("王小明") == "Xiaoming Wang"
    assert romanise_east_asian_name("한서윤") == "Seoyun Han"
    assert romanise_east_asian_name("Wang") is None


def test_capitals_after_the_comma_are_never_spelled_as_initials_in_an_earth_science_list():
    paper = parse_citation(
        "Quan, LI, and Tao, WU, 2021, Sorting river pebbles by size: Journal of Pebbles, v. 12, p. 1-4."
    )
    assert not any(a.name.startswith(("L. I.", "W. U.")) for a in paper.authors)
    paper = parse_citation(
        "Okonkwo, RT, and Brandvold, ME, 2021, Sorting river pebbles by size: Journal of Pebbles, v. 12, p. 1-4."
    )
    assert [a.name for a in paper.authors] == ["R. T. Okonkwo", "M. E. Brandvold"]


@pytest.mark.parametrize(
    "one, other, same",
    [
        ("Quan, LI", "Quan Li", True),
        ("Tamsin, JA", "Jael Amara Tamsin", True),
        ("Ibarra Montoya, Lucía Fernanda", "Lucía Ibarra Montoya", True),
        ("Ode, Marvin Tal, Jr.", "Marvin T. Ode", True),
        ("Quan, LI", "Quan Liu", False),
    ],
)
def test_names_of_one_person_in_two_documents(one, other, same):
    assert may_be_same_person(one, other) is same
