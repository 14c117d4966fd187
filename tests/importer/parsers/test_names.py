"""Name utilities: markers, author lists, normalised keys and matching printed authors to people."""

import re

import pytest

from importer.parsers import names
from importer.parsers.names import (
    has_et_al,
    match_strength,
    name_keys,
    name_matches,
    normalise_name,
    split_authors,
    strip_markers,
    title_case_name,
)


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("Mara Quill*", ("Mara Quill", True, False)),
        ("Mara Quill\\*", ("Mara Quill", True, False)),
        ("Mara Quill†", ("Mara Quill", True, False)),
        ("Mara Quill‡", ("Mara Quill", True, False)),
        ("Mara Quill<sup>*</sup>", ("Mara Quill", True, False)),
        ("Mara Quill<sup>†</sup>", ("Mara Quill", True, False)),
        ("**Mara Quill<sup>\\*</sup>**", ("Mara Quill", True, False)),
        ("<strong>Mara Quill*</strong>", ("Mara Quill", True, False)),
        ("Mara Quill✉", ("Mara Quill", False, True)),
        ("Mara Quill (corresponding author)", ("Mara Quill", False, True)),
        ("Tobin Ashgrove (Advisor)", ("Tobin Ashgrove", False, False)),
        ("**Mara Quill**", ("Mara Quill", False, False)),
        ("T. A. Ashgrove", ("T. A. Ashgrove", False, False)),
    ],
)
def test_strip_markers(raw, expected):
    assert strip_markers(raw) == expected


def test_legend_decides_what_a_marker_means():
    assert strip_markers("Mara Quill†", {"†": "corresponding"}) == ("Mara Quill", False, True)
    assert strip_markers("Mara Quill*", {"*": "equal"}) == ("Mara Quill", True, False)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Mara Quill, Tobin Ashgrove, Ilse Varga", ["Mara Quill", "Tobin Ashgrove", "Ilse Varga"]),
        ("Mara Quill and Tobin Ashgrove", ["Mara Quill", "Tobin Ashgrove"]),
        ("Mara Quill, Tobin Ashgrove, and Ilse Varga", ["Mara Quill", "Tobin Ashgrove", "Ilse Varga"]),
        ("Mara Quill & Tobin Ashgrove", ["Mara Quill", "Tobin Ashgrove"]),
        ("Quill, Mara and Ashgrove, Tobin", ["Quill, Mara", "Ashgrove, Tobin"]),
        ("Quill, M.; Ashgrove, T.", ["Quill, M.", "Ashgrove, T."]),
        ("M. Quill, T. Ashgrove, et al.", ["M. Quill", "T. Ashgrove"]),
        ("M. Quill , T. Ashgrove, <i>et al.</i> ,", ["M. Quill", "T. Ashgrove"]),
    ],
)
def test_split_authors(text, expected):
    assert split_authors(text) == expected


def test_et_al_detected():
    assert has_et_al("M. Quill, T. Ashgrove, et al.")
    assert has_et_al("Mara Quill and others")
    assert not has_et_al("Mara Quill, Tobin Ashgrove")


@pytest.mark.parametrize("name", ["Quill, Mara", "MARA QUILL", "Mára  Quill", "QUILL Mara", "mara quill"])
def test_normalise_name(name):
    assert normalise_name(name) == "mara quill"


def test_name_keys_have_full_and_initials_forms():
    assert name_keys("Mara Quill") == {"mara quill", "m quill"}
    assert "m j quill" in name_keys("Mara-Jo Quill")


@pytest.mark.parametrize(
    "printed, known, strength",
    [
        ("Mara Quill", ["Mara Quill"], 2),
        ("MARA QUILL", ["Mara Quill"], 2),
        ("Quill, Mara", ["Mara Quill"], 2),
        ("Mára Quill", ["Mara Quill"], 2),
        ("M. Quill", ["Mara Quill"], 1),
        ("M Quill", ["Mara Quill"], 1),
        ("M.-J. Quill", ["Mara-Jo Quill"], 1),
        ("玛拉", ["Mara Quill (玛拉)"], 2),
        ("Mara Quill (玛拉)", ["玛拉"], 2),
        ("T. Quill", ["Mara Quill"], 0),
        ("Mara Quinn", ["Mara Quill"], 0),
        ("", ["Mara Quill"], 0),
    ],
)
def test_match_strength(printed, known, strength):
    assert match_strength(printed, known) == strength
    assert name_matches(printed, known) is (strength > 0)


def test_initials_can_fit_two_people_so_full_match_is_stronger():
    members = {"mara": ["Mara Quill"], "milo": ["Milo Quill"]}
    strengths = {slug: match_strength("M. Quill", names) for slug, names in members.items()}
    assert strengths == {"mara": 1, "milo": 1}
    assert match_strength("Milo Quill", members["milo"]) > match_strength("Milo Quill", members["mara"])


def test_title_case_name():
    assert title_case_name("MARA QUILL") == "Mara Quill"
    assert title_case_name("Mara QUILL") == "Mara Quill"
    assert title_case_name("M. QUILL") == "M. Quill"


PRINTED = [
    "Zhong, Yinmin",
    "ZHONG Yinmin",
    "Yínmin  Zhong",
    "Z. Ye",
    "Z.-Y. Ye.",
    "Jean-Luc Picard,",
    ",Smith, John",
    "O'Brien, Máire",
    "D’Angelo, Ana",
    "José  María Núñez-García ",
    "王伟",
    "Hanyu Zhao (赵汉宇)",
    "**Ada Abara**",
    "<b>Ada</b> Abara*",
    "Ann Lee1",
    "Bo Chen†, ",
    "Chen Bo (corresponding author)",
    "E. Ng ✉",
    "A. Kumar.",
    "Lee, A.",
    "de la Cruz, J. P.",
    "ÅSA Lindqvist",
    "",
]


@pytest.mark.parametrize("printed", PRINTED)
def test_a_plain_name_is_stripped_as_the_full_rules_strip_it(printed, monkeypatch):
    """strip_markers' fast path for names of letters, spaces and punctuation gives what the full rules give."""
    fast = (names.strip_markers(printed), names.normalise_name(printed), names.name_keys(printed))
    monkeypatch.setattr(names, "_PLAIN_NAME_RE", re.compile(r"(?!)"))  # never plain: the full rules
    assert fast == (names.strip_markers(printed), names.normalise_name(printed), names.name_keys(printed))
