"""The alias check of importer.limits reads a page's front matter where the parsers find it: with the
parsers' own pattern, so a bomb in any front matter they would read is refused before they read it."""

import pytest

from importer.limits import LimitExceeded, check_yaml_aliases
from importer.parsers.frontmatter import split_front_matter

BOMB = "\n".join(
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [
        f"{level}: &{level} [" + ",".join([f"*{prev}"] * 9) + "]"
        for prev, level in zip("abcdefgh", "bcdefghi", strict=True)
    ]
)
# Markdown after the front matter: not YAML, so only the front matter can be checked.
BODY = "\n# About\n\n* [talks]: see *below* {soon}\n: a line YAML refuses\n"


@pytest.mark.parametrize("opening", ["---\n", "\ufeff---\n", "\n\n---  \n"])
@pytest.mark.parametrize("closing", ["---\n", "...\n"])
def test_a_bomb_in_front_matter_the_parsers_read_is_refused(opening, closing):
    page = f"{opening}title: Eve\n{BOMB}\n{closing}{BODY}"
    assert split_front_matter(page)[0] == "yaml"
    with pytest.raises(LimitExceeded, match="alias"):
        check_yaml_aliases(page.encode())


def test_front_matter_with_a_few_aliases_and_toml_front_matter_pass():
    check_yaml_aliases(f"---\ntitle: Eve\nbase: &b {{x: 1}}\nother: *b\n---\n{BODY}".encode())
    check_yaml_aliases(f'+++\ntitle = "Eve & Co"\n+++\n{BODY}'.encode())
