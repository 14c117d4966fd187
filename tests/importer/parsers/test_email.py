"""E-mail addresses as homepages print them to keep spam robots away (fictional addresses)."""

import pytest

from importer.parsers.text.intro import _find_email


@pytest.mark.parametrize(
    "text, address",
    [
        ("Email: mara.quill@cs.example.edu", "mara.quill@cs.example.edu"),
        ("mara [dot] quill [at] cs [dot] example [dot] edu", "mara.quill@cs.example.edu"),
        ("Contact: mquill (at) example.edu", "mquill@example.edu"),
        ("mquill *at* cs.example.edu", "mquill@cs.example.edu"),  # an HTML page's <i>at</i>
        ("mquill _at_ cs.example.edu", "mquill@cs.example.edu"),
        ("first.last AT example DOT org", "first.last@example.org"),
        ("My email is mquill at example.edu.", "mquill@example.edu"),
        ("mara{dot}quill{at}example{dot}edu", "mara.quill@example.edu"),
    ],
)
def test_obfuscated_addresses_are_read_whole(text, address):
    assert _find_email(text) == address


@pytest.mark.parametrize(
    "text",
    [
        "I am a researcher at Example.org working on storage.",
        "She was a visiting student at MIT in 2019.",
        "Talk at Stanford (2023).",
    ],
)
def test_prose_with_at_is_not_an_address(text):
    assert _find_email(text) is None


def test_a_long_run_of_dotted_words_is_searched_in_linear_time():
    """A page of "a.a.a.…" took minutes (the search restarted at every letter); now it is one pass."""
    import time

    started = time.monotonic()
    assert _find_email("a." * 200_000) is None
    assert time.monotonic() - started < 60  # was over 300 s: a bound for a hang, not a speed target
