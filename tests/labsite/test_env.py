"""One reader per kind of setting (labsite/env.py): one meaning of yes and no, a clear error."""

import re
from pathlib import Path

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


def variables_read(source):
    """The names a settings module reads through labsite/env.py's readers."""
    return set(re.findall(r"(?:env_(?:str|bool|int|float|list)|_given)\(\s*[\"']([A-Z][A-Z0-9_]*)[\"']", source))


def test_every_variable_the_settings_read_is_in_the_readmes_table():
    root = Path(__file__).resolve().parents[2]
    read = set()
    for module in ("labsite/settings.py", "labsite/services.py", "labsite/env.py", "gunicorn.conf.py"):
        read |= variables_read((root / module).read_text())
    table = (root / "README.md").read_text().split("| variable | default | meaning |", 1)[1].split("\n\n", 1)[0]
    rows = [row.split("|") for row in table.splitlines() if row.startswith("|")]
    documented = {name for row in rows for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", row[1])}
    assert {"DJANGO_DEBUG", "CACHE_URL", "EMAIL_URL", "MEDIA_STORAGE_URL", "AWS_S3_CUSTOM_DOMAIN", "PORT"} <= read
    assert read - documented == set()


def test_the_readers_read_a_given_mapping_as_they_read_the_environment():
    assert env_bool("LABSITE_EXAMPLE", False, {"LABSITE_EXAMPLE": "yes"}) is True
    assert env_int("LABSITE_EXAMPLE", 3, {"LABSITE_EXAMPLE": " "}) == 3
    with pytest.raises(EnvironmentValueError, match="LABSITE_EXAMPLE='soon'"):
        env_float("LABSITE_EXAMPLE", 1, {"LABSITE_EXAMPLE": "soon"})
