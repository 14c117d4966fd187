"""Citation lines printed in forms colleagues' CVs mix: ADS's other ways of printing an astronomy
journal's numbers, single authors, author lists mixing Vancouver's and inverted names, GSA's full given
names, APA without a year, notes in brackets after a name, Russian GOST lines with no "//", Japanese
references whose parts are apart by colons, and the folding of letters NFKD leaves whole.

Every person, title and number here is invented; journal names may be real ones.
"""

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.names import name_keys, name_matches, strip_markers


def names(pub):
    return [a.name for a in pub.authors]


# --- astronomy: the journal and numbers as ADS prints them ---------------------------------------


@pytest.mark.parametrize(
    ("printed", "venue"),
    [
        (
            "Quarrow, T., Fenwick, L. 2019, A & A, Volume 617, id.L7, Dust lanes of pebble stars",
            "Astronomy & Astrophysics",
        ),
        ("Quarrow, T., Fenwick, L. 2019, Dust lanes of pebble stars, A&A 617, L7", "Astronomy & Astrophysics"),
        (
            "Quarrow, T., Fenwick, L., 2019, Dust lanes of pebble stars, A & A, Volume 617, id.L7",
            "Astronomy & Astrophysics",
        ),
        (
            "Quarrow, T., & Fenwick, L. 2019, MNRAS, Volume 500, Issue 2, pp.1234-1250, Dust lanes of pebble stars",
            "Monthly Notices of the Royal Astronomical Society",
        ),
        ("Quarrow, T., & Fenwick, L. 2019, ApJ 900, 12, Dust lanes of pebble stars", "The Astrophysical Journal"),
    ],
)
def test_astronomy_journal_numbers_in_any_of_ads_forms(printed, venue):
    pub = parse_citation(printed)
    assert names(pub) == ["T. Quarrow", "L. Fenwick"]
    assert pub.title == "Dust lanes of pebble stars"
    assert (pub.venue_text, pub.year, pub.kind) == (f"{venue} 2019", 2019, "journal")


def test_apa_astronomy_entry_keeps_the_journal_and_leaves_the_numbers_out_of_the_title():
    pub = parse_citation(
        "Quarrow, T.; Fenwick, L. (2021). Dust lanes of pebble stars. MNRAS, Volume 500, Issue 2, pp.1234-1250"
    )
    assert (pub.title, pub.venue_text, pub.year, pub.kind) == ("Dust lanes of pebble stars", "MNRAS", 2021, "journal")


def test_a_title_word_with_a_number_is_no_journal():
    pub = parse_citation("Quarrow, T. 2019, Seven pebbles 3, and more, A&A 617, L7")
    assert pub.venue_text == "Astronomy & Astrophysics 2019"
    assert pub.title == "Seven pebbles 3, and more"


# --- single authors ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "author"),
    [
        ("Okonjo, T. (2021). Gravel towns of the north. Journal of Pebbles, 3(2), 1-9.", "T. Okonjo"),
        ("Vallet C. Gravel towns of the north. Journal of Pebbles. 2021;3(2):1-9.", "C. Vallet"),
        ("Vallet C (2021) Gravel towns of the north. Journal of Pebbles 3:1-9.", "C. Vallet"),
    ],
)
def test_a_paper_with_one_author(printed, author):
    pub = parse_citation(printed)
    assert names(pub) == [author]
    assert (pub.title, pub.venue_text, pub.year) == ("Gravel towns of the north", "Journal of Pebbles 2021", 2021)


# --- author lists mixing forms -------------------------------------------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Rahnfeld M, Okorie N., Ilvessalo K. Gravel towns of the north. J Pebbles. 2020;12:1-5.",
        "Rahnfeld M, Okorie, N., Ilvessalo K. Gravel towns of the north. J Pebbles. 2020;12:1-5.",
        "Rahnfeld, M.; Okorie, N; Ilvessalo, K. Gravel towns of the north. J Pebbles. 2020;12:1-5.",
        "Rahnfeld, M; Okorie, N; Ilvessalo, K. Gravel towns of the north. J Pebbles 2020;12:1-5.",
    ],
)
def test_vancouver_names_mixed_with_inverted_ones(printed):
    pub = parse_citation(printed)
    assert names(pub) == ["M. Rahnfeld", "N. Okorie", "K. Ilvessalo"]
    assert (pub.title, pub.year, pub.kind) == ("Gravel towns of the north", 2020, "journal")


def test_semicolons_and_unpunctuated_initials_with_no_year():
    pub = parse_citation("Smithers, JA; Doerr, AB; Roek, C. Gravel towns of the north. J Pebbles 12:1-5.")
    assert names(pub) == ["J. A. Smithers", "A. B. Doerr", "C. Roek"]
    assert (pub.title, pub.venue_text, pub.year, pub.kind) == (
        "Gravel towns of the north",
        "J Pebbles",
        None,
        "journal",
    )


def test_one_form_throughout_is_left_to_its_own_style():
    pub = parse_citation("Rahnfeld, M., & Okorie, N. (2020). Gravel towns of the north. J Pebbles, 12, 1-5.")
    assert names(pub) == ["M. Rahnfeld", "N. Okorie"]
    assert pub.venue_text == "J Pebbles 2020"


# --- GSA with given names in full, APA without a year --------------------------------------------


def test_gsa_list_with_full_given_names():
    pub = parse_citation(
        "Lio, Yuna, and Wuest, Bodo, 2021, Gravel towns of the north: Journal of Pebbles, v. 12, p. 1–9."
    )
    assert names(pub) == ["Yuna Lio", "Bodo Wuest"]
    assert (pub.title, pub.venue_text, pub.kind) == ("Gravel towns of the north", "Journal of Pebbles 2021", "journal")


def test_chicago_first_author_with_a_stop_after_the_year_is_not_gsa():
    pub = parse_citation("Lio, Yuna, and Bodo Wuest. 2021. Gravel towns of the north. Journal of Pebbles 12: 1–9.")
    assert names(pub) == ["Yuna Lio", "Bodo Wuest"]
    assert pub.title == "Gravel towns of the north"


def test_apa_work_in_progress_with_no_year_and_no_venue():
    pub = parse_citation("Kieselbach, A., & Moorcroft, B. Gravel towns of the north.")
    assert names(pub) == ["A. Kieselbach", "B. Moorcroft"]
    assert (pub.title, pub.venue_text, pub.year) == ("Gravel towns of the north", None, None)


# --- a note in brackets after a name -------------------------------------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Wenli Tao* (co-first authors), Annika Leer, Borin Pak. Gravel towns of the north. J Pebbles, 2020.",
        "Wenli Tao† (equal contribution), Annika Leer, Borin Pak. Gravel towns of the north. J Pebbles, 2020.",
        "Wenli Tao (joint first author), Annika Leer, Borin Pak. Gravel towns of the north. J Pebbles, 2020.",
    ],
)
def test_a_contribution_note_after_a_name_is_a_mark(printed):
    pub = parse_citation(printed)
    assert names(pub) == ["Wenli Tao", "Annika Leer", "Borin Pak"]
    assert (pub.title, pub.year) == ("Gravel towns of the north", 2020)


def test_a_contribution_note_marks_the_author_in_a_plain_list():
    assert strip_markers("Wenli Tao (co-first author)") == ("Wenli Tao", True, False)
    assert strip_markers("Annika Leer (contributed equally)") == ("Annika Leer", True, False)
    assert strip_markers("Borin Pak (student)") == ("Borin Pak", False, False)


# --- name folding --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "ascii"),
    [
        ("Radosława Kowalczyk", "Radoslawa Kowalczyk"),
        ("Søren Dalgaard", "Soren Dalgaard"),
        ("Đorđe Marković", "Dorde Markovic"),
        ("Jens Großmann", "Jens Grossmann"),
        ("Æsa Lund", "Aesa Lund"),
        ("Hervé Cœurdier", "Herve Coeurdier"),
        ("Aylin Işık", "Aylin Isik"),
    ],
)
def test_letters_nfkd_leaves_whole_fold_to_ascii(printed, ascii):
    assert name_keys(printed) & name_keys(ascii)
    assert name_matches(printed, [ascii])


def test_folding_keeps_different_names_apart():
    assert not name_matches("Søren Dalgaard", ["Saren Dalgaard"])


# --- Russian GOST without "//", Japanese parts apart by colons ----------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Иволгин И. И., Пескарёв П. П. Гравий северных городов. Журнал гальки. 2020. Т. 12, № 3. С. 1–9.",
        "Иволгин И.И., Пескарёв П.П. Гравий северных городов. – Журнал гальки. – 2020. – Т. 12, № 3. – С. 1–9.",
        "Гравий северных городов / И. И. Иволгин, П. П. Пескарёв. – Журнал гальки. – 2020. – Т. 12, № 3. – С. 1–9.",
    ],
)
def test_gost_without_its_double_slash(printed):
    pub = parse_citation(printed)
    assert [n.replace(" ", "") for n in names(pub)] == ["И.И.Иволгин", "П.П.Пескарёв"]
    assert (pub.title, pub.venue_text, pub.year, pub.kind) == (
        "Гравий северных городов",
        "Журнал гальки 2020",
        2020,
        "journal",
    )


def test_gost_without_double_slash_needs_its_numbers():
    pub = parse_citation("Иволгин И. И. Гравий северных городов. Заметки о гальке.")
    assert pub.venue_text != "Заметки о гальке 2020"


@pytest.mark.parametrize(
    "printed",
    [
        "山川太郎：砂利の町の研究：小石学会誌，Vol. 12, No. 3, pp. 1-9, 2020.",
        "山川太郎, 鈴村花子: 砂利の町の研究, 小石学会誌, Vol. 12, No. 3, pp. 1-9 (2020).",
    ],
)
def test_japanese_parts_apart_by_colons(printed):
    pub = parse_citation(printed)
    assert names(pub)[0] == "山川太郎"
    assert (pub.title, pub.venue_text, pub.year, pub.kind) == ("砂利の町の研究", "小石学会誌 2020", 2020, "journal")


@pytest.mark.parametrize(
    "printed",
    [
        "Quarrow T., Fenwick L., 2019, Dust lanes of pebble stars, MNRAS, 500, 1234",
        "Quarrow T. and Fenwick L., 2019, MNRAS, Volume 500, Issue 2, pp.1234-1250, Dust lanes of pebble stars",
    ],
)
def test_mnras_names_with_no_comma_before_their_initials(printed):
    pub = parse_citation(printed)
    assert names(pub) == ["T. Quarrow", "L. Fenwick"]
    assert pub.title == "Dust lanes of pebble stars"
    assert pub.venue_text == "Monthly Notices of the Royal Astronomical Society 2019"


def test_mnras_list_cut_by_et_al():
    pub = parse_citation("Quarrow T. C., Fenwick L. et al., 2021, A&A 617, L7, Dust lanes of pebble stars")
    assert names(pub) == ["T. C. Quarrow", "L. Fenwick"]
    assert pub.authors_truncated
