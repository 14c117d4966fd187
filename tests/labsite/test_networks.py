"""One table of profile networks (labsite.networks): a link the importer labels shows under the same
name, with its network's icon, on the member's page and in the member's JSON Resume."""

import pytest

from importer.parsers.latex import latex_to_markdown
from importer.parsers.links import link_label, profile_link_label
from importer.parsers.site_config import owner_contacts
from labsite.networks import NETWORKS, network_called, network_of, network_url

ADDRESSES = [
    "https://github.com/ada-ab",
    "https://scholar.google.com/citations?user=Xy12AbC",
    "https://orcid.org/0000-0002-1825-0097",
    "https://twitter.com/ada_ab",
    "https://x.com/ada_ab",
    "https://www.linkedin.com/in/ada-ab",
    "https://dblp.org/pid/00/0000.html",
    "https://bsky.app/profile/ada.bsky.social",
    "https://gitlab.com/ada-ab",
]


@pytest.mark.parametrize("url", ADDRESSES)
def test_the_importer_labels_a_link_by_the_name_the_member_page_shows(url):
    assert link_label(url) == network_of(url)[1]


def test_x_is_x_for_the_importer_and_the_visitor():
    assert link_label("https://twitter.com/ada_ab") == network_of("https://twitter.com/ada_ab")[1] == "X"
    header = latex_to_markdown("\\name{Ada}{Abara}\n\\social[twitter]{ada_ab}\n").markdown
    assert "[X](https://twitter.com/ada_ab)" in header
    assert owner_contacts({"_config.yml": {"x_username": "ada_ab"}}) == {"X": "https://twitter.com/ada_ab"}


def test_a_persons_own_page_is_told_from_a_repository_or_a_post():
    assert profile_link_label("https://x.com/ada_ab") == "X"
    assert profile_link_label("https://x.com/ada_ab/status/1") is None
    assert profile_link_label("https://github.com/ada-ab/solver") is None


def test_a_label_names_a_network_as_a_whole_word_and_a_lone_x_only_alone():
    assert network_of("https://example.org/~ada", "My ORCID") == ("orcid", "ORCID")
    assert network_of("https://example.org/~ada", "Semantic Scholar") == ("globe", "Semantic Scholar")
    assert network_of("https://example.org/~ada", "X") == ("x", "X")
    assert network_of("https://example.org/project-x", "Project X") is None
    assert network_of("https://medium.com/@ada", "Essays") is None


def test_every_name_and_word_names_one_network_and_user_addresses_are_the_networks_own():
    for network in NETWORKS:
        assert network_called(network.name) is network
        assert all(network_called(word) is network for word in network.words)
        if network.user_url:
            assert network_of(network_url(network.name, "ada_ab"))[1] == network.name
