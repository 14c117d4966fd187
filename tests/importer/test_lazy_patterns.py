"""The parsers' patterns, compiled on first use (importer.parsers.lazy_re), match exactly as re's do."""

import importlib
import pkgutil
import re

import pytest

import importer.parsers
from importer.parsers import lazy_re


def test_every_pattern_the_parsers_hold_compiles():
    """A bad pattern would only fail when a document first needs it: compile them all here instead."""
    for module in pkgutil.walk_packages(importer.parsers.__path__, "importer.parsers."):
        importlib.import_module(module.name)
    lazy_re.compile_all()
    assert all("compiled" in vars(pattern) for pattern in lazy_re._MADE)


def test_a_lazy_pattern_finds_what_re_finds():
    text = "Varga, I. (2021). Gravel Routing, 2019-2020 & 1999."
    lazy = lazy_re.LazyPattern(r"(?P<year>(?:19|20)\d{2})", re.I)
    plain = re.compile(r"(?P<year>(?:19|20)\d{2})", re.I)
    assert lazy.pattern == plain.pattern  # before it is compiled: patterns are built from others
    assert "compiled" not in vars(lazy)
    assert lazy.search(text).group("year") == "2021"
    assert lazy.findall(text) == plain.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert lazy.sub("YEAR", text, count=2) == plain.sub("YEAR", text, count=2)
    assert lazy.subn("", text) == plain.subn("", text)
    assert lazy.split(text, maxsplit=1) == plain.split(text, maxsplit=1)
    assert lazy.match(text) is None and lazy.fullmatch("2021").group() == "2021"
    assert (lazy.flags, lazy.groups, lazy.groupindex) == (plain.flags, plain.groups, plain.groupindex)
    assert lazy.search.__self__ is lazy.compiled()  # the compiled pattern's own method from now on


def test_a_bad_pattern_fails_when_first_used():
    broken = lazy_re.LazyPattern(r"(?P<year>\d{4}")
    with pytest.raises(re.error, match="missing \\)"):
        broken.search("2021")
