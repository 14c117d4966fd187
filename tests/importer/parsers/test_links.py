"""One host-to-label table for profile links, whatever document the link comes from."""

import pytest

from importer.parsers.links import link_label, network_url
from importer.parsers.structured import parse_structured
from importer.parsers.text import parse_text_document

LINKS = [
    ("https://gitlab.com/ivo-marsh", "GitLab"),
    ("https://openreview.net/profile?id=~Ivo_Marsh1", "OpenReview"),
    ("https://scholar.google.com/citations?user=abcDEF", "Google Scholar"),
    ("https://github.com/ivo-marsh", "GitHub"),
]


@pytest.mark.parametrize("url, label", LINKS)
def test_markdown_homepage_and_yaml_cv_label_a_link_alike(url, label):
    markdown = f"# Ivo Marsh\n\nPhD student at Eastfield University.\n\n[{label} profile]({url})\n"
    from_markdown = parse_text_document("ivo.md", markdown, fmt="markdown-cv").profile.links
    from_yaml = parse_structured(
        "cv.yml", f"cv:\n  name: Ivo Marsh\n  social_networks:\n    - network: site\n      url: {url}\n"
    ).profile.links
    assert [(l.label, l.url) for l in from_markdown] == [(label, url)]
    assert [(l.label, l.url) for l in from_yaml] == [(label, url)]


def test_a_bare_user_name_becomes_an_address_only_for_known_networks():
    assert network_url("GitHub", "@ivo-marsh") == "https://github.com/ivo-marsh"
    assert network_url("Myspace", "ivo") is None
    assert network_url("GitHub", "not a name") is None


def test_a_personal_site_is_a_homepage_and_a_hint_names_an_unknown_site():
    assert link_label("https://ivo-marsh.github.io/") == "Homepage"
    assert link_label("https://example.org/~ivo", "globe") == "Homepage"
    assert link_label("https://example.org/talks", "talks") == "Talks"
