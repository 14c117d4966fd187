"""One reader per kind of setting (labsite/env.py): one meaning of yes and no, a clear error."""

import pytest

from labsite.env import EnvironmentValueError, env_bool, env_float, env_int, env_list, env_str


@pytest.mark.parametrize(
    ("text", "expected"), [("1", True), ("TRUE", True), (" on ", True), ("0", False), ("No", False)]
)
def test_yes_and_no_are_read_one_way(monkeypatch, text, expected):
    monkeypatch.setenv("LABSITE_EXAMPLE", text)
    assert env_bool("LABSITE_EXAMPLE", not expected) is expected


def test_unset_or_empty_means_the_default(monkeypatch):
    monkeypatch.delenv("LABSITE_EXAMPLE", raising=False)
    assert env_bool("LABSITE_EXAMPLE", True) is True
    monkeypatch.setenv("LABSITE_EXAMPLE", " ")
    assert env_int("LABSITE_EXAMPLE", 7) == 7
    assert env_list("LABSITE_EXAMPLE", ["a"]) == ["a"]
    assert env_str("LABSITE_EXAMPLE", "fallback") == "fallback"


@pytest.mark.parametrize(
    ("reader", "text", "message"),
    [
        (env_bool, "maybe", r"LABSITE_EXAMPLE='maybe' is not a yes/no value"),
        (env_int, "5 MB", r"LABSITE_EXAMPLE='5 MB' is not a whole number"),
        (env_float, "fast", r"LABSITE_EXAMPLE='fast' is not a number"),
    ],
)
def test_a_value_that_cannot_be_read_names_the_variable_and_the_value(monkeypatch, reader, text, message):
    monkeypatch.setenv("LABSITE_EXAMPLE", text)
    with pytest.raises(EnvironmentValueError, match=message):
        reader("LABSITE_EXAMPLE", 1)


def test_lists_are_comma_separated_without_blanks(monkeypatch):
    monkeypatch.setenv("LABSITE_EXAMPLE", "lab.example.edu, ,www.lab.example.edu,")
    assert env_list("LABSITE_EXAMPLE", []) == ["lab.example.edu", "www.lab.example.edu"]
    monkeypatch.setenv("LABSITE_EXAMPLE", "2.5")
    assert env_float("LABSITE_EXAMPLE", 1) == 2.5
