"""One table of profile networks, for the icons of member pages and for JSON Resume profiles."""

import pytest

from people.networks import NETWORKS, network_of
from people.resume import _network
from people.templatetags.icons import ICONS, link_kind


@pytest.mark.parametrize(
    ("url", "label", "expected"),
    [
        ("https://github.com/ada", "", ("github", "GitHub")),
        ("https://scholar.google.com/citations?user=x", "Scholar", ("scholar", "Google Scholar")),
        ("https://twitter.com/ada", "", ("x", "X")),
        ("https://x.com/ada", "", ("x", "X")),
        ("https://gitlab.example.org/ada", "", ("globe", "GitLab")),
        ("https://example.org/~ada", "My ORCID", ("orcid", "ORCID")),
    ],
)
def test_a_network_is_known_by_its_address_or_its_label(url, label, expected):
    assert network_of(url, label) == expected


def test_an_unknown_address_is_no_network_and_a_globe_under_its_own_label():
    assert network_of("https://ada.example.org/", "Homepage") is None
    assert link_kind("https://ada.example.org/", "Blog") == ("globe", "Blog")


def test_the_member_page_and_the_resume_name_the_same_network():
    class Link:
        url, label = "https://twitter.com/ada", "Tweets"

    assert link_kind(Link.url, Link.label)[1] == _network(Link) == "X"


def test_every_network_has_an_icon_of_the_sprite():
    assert {network.icon for network in NETWORKS} <= set(ICONS)
