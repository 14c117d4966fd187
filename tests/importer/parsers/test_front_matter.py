"""One pattern finds the front matter of a page (importer.parsers.frontmatter), for format detection,
the page readers of a static site and the structured loaders alike."""

import pytest

from importer.parsers.detect import detect_format
from importer.parsers.frontmatter import split_front_matter
from importer.parsers.records import DocumentError
from importer.parsers.sites import front_matter


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("---\ntitle: Ada\n---\nBody\n", ("yaml", "title: Ada", "Body\n")),
        ("---\ntitle: Ada\n...\nBody", ("yaml", "title: Ada", "Body")),  # YAML's own end marker
        ("\ufeff\n---\ntitle: Ada\n---\n", ("yaml", "title: Ada", "")),  # a byte-order mark, a blank line
        ('+++\ntitle = "Ada"\n+++\nBody', ("toml", 'title = "Ada"', "Body")),
        ('+++\ntitle = "Ada"\n...\nBody', None),  # TOML closes with its own fence only
        ("No front matter\n---\n", None),
    ],
)
def test_front_matter_is_split_one_way(text, expected):
    assert split_front_matter(text) == expected


def test_every_reader_agrees_on_what_front_matter_is():
    page = "---\nname: Ada Abara\n...\nI study caches.\n"
    assert detect_format(page) == "front-matter"
    assert front_matter(page) == ({"name": "Ada Abara"}, "I study caches.\n")
    assert front_matter('+++\nname = "Ada Abara"\n+++\nHi') == ({"name": "Ada Abara"}, "Hi")
    assert detect_format("---\nname: Ada Abara\nbio: never closed\n\nI study caches.\n") == "open-front-matter"
    with pytest.raises(DocumentError, match="never closed"):
        front_matter('+++\nname = "Ada Abara"\nI study caches.\n')
