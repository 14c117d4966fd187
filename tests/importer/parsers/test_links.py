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


def test_profile_links_in_a_later_section_of_a_markdown_page_are_the_owners():
    from importer.parsers.documents import read_document

    page = (
        "# Ivo Marsh\n\nPhD student at Eastfield University.\n\n## Research\n\nI build on "
        "[PyTorch](https://github.com/pytorch/pytorch).\n\n## Elsewhere\n\n"
        "[My GitHub](https://github.com/ivo-marsh) · [ORCID](https://orcid.org/0000-0002-0000-000X)\n\n"
        '## Publications\n\n- **Ivo Marsh**. "Stones." [Code](https://github.com/ivo-marsh/stones) PSYS 2020.\n'
    )
    links = read_document("index.md", page.encode()).profile.links
    assert [(l.label, l.url) for l in links] == [
        ("GitHub", "https://github.com/ivo-marsh"),
        ("ORCID", "https://orcid.org/0000-0002-0000-000X"),
    ]  # a repository someone builds on, or a paper's code, is not a profile link
