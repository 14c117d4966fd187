"""HTML homepages (hand-written, jemdoc, Google Sites, WordPress) read like their markdown counterparts.

Every fixture is invented: fictional people, papers and links.
"""

import dataclasses
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown, title_name
from importer.parsers.records import DocumentError

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "html"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def strings(value):
    """Every string a parsed document holds."""
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value):
        yield from strings(dataclasses.asdict(value))
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*.html")))
def test_no_value_keeps_an_entity_a_tag_or_site_machinery(name):
    document = read(name)
    for text in strings(document):
        assert not re.search(r"&(?:[a-z]+|#\d+|#x[0-9a-f]+);", text, re.I), text
        assert not re.search(r"</?(?!sup\b)[a-z][a-z0-9]*\b[^>]*>", text, re.I), text
        for noise in ("dataLayer", "gtag", "Skip to content", "Proudly powered", "Recent Posts", "Report abuse"):
            assert noise not in text
        assert "\u00a0" not in text


def test_handwritten_page():
    document = read("handwritten_index.html")
    profile = document.profile
    assert document.format == "html"
    assert profile.name == "Tomasz Wielgosz"
    assert profile.email == "twielgosz@northmoor.edu"
    assert profile.role == "pi"  # an assistant professor's own page: they run their group
    assert {l.label for l in profile.links} >= {"Google Scholar", "GitHub", "DBLP"}  # the GitHub link is an icon
    assert [(e.degree, e.institution, e.end_year) for e in profile.education][:2] == [
        ("phd", "Westvale University", 2019),
        ("master", "University of Lowmarsh", 2014),
    ]
    assert [a.title for a in profile.awards] == [
        "NSF CAREER Award",
        "Westvale University Outstanding Dissertation Award",
    ]
    titles = [p.title for p in document.publications]
    assert titles == [
        "Crash-Consistent Logs Without Fences",
        "Verifying Journaling File Systems & Their Recovery",
        "Tiered Storage for Serverless Functions",
    ]
    first = document.publications[0]
    assert [a.name for a in first.authors] == ["Tomasz Wielgosz", "Anaïs Lefèvre", "Kofi Mensah"]
    assert first.authors[0].highlighted and first.year == 2024
    assert document.publications[2].note == "Best Paper Award"
    assert "Last updated" not in profile.bio


def test_jemdoc_page_menu_and_footer_are_left_out():
    document = read("jemdoc.html")
    profile = document.profile
    assert profile.name == "Selin Aydemir"
    assert profile.role == "phd"
    assert profile.advisors == ["Ragnhild Halvorsen"]
    assert [p.title for p in document.publications] == [
        "Sketch-Guided Synthesis of Probabilistic Programs",
        "Typed Holes for Inference Programs",
    ]
    assert [p.venue_text for p in document.publications] == ["OOPSLA 2024", "POPL 2023"]
    assert all(any(a.highlighted and a.name == "Selin Aydemir" for a in p.authors) for p in document.publications)
    assert "jemdoc" not in profile.bio and "Page generated" not in profile.bio


def test_saved_google_sites_page():
    document = read("google_sites.html")
    profile = document.profile
    assert profile.name == "Ravi Chandrasekhar"
    assert profile.email == "ravi.c@lakeshore.example.org"
    assert profile.role == "postdoc"
    assert [p.title for p in document.publications] == [
        "Granger Causality Under Irregular Sampling",
        "Fair Rankings with Uncertain Groups",
    ]
    assert [p.year for p in document.publications] == [2023, 2022]


def test_wordpress_page_takes_the_name_from_the_author_meta_when_the_heading_is_about():
    document = read("wordpress.html")
    profile = document.profile
    assert profile.name == "Fiona McAllister"
    assert profile.email == "f.mcallister@glenross.example.ac.uk"
    assert profile.bio.startswith("I’m a Lecturer in Marine Ecology")
    assert [(l.label, l.url) for l in profile.links] == [  # from the contact paragraph
        ("ORCID", "https://orcid.org/0000-0002-1825-0097"),
        ("X", "https://twitter.com/fionamcsea"),
    ]
    assert [p.year for p in document.publications] == [2024, 2022]
    assert "Fieldwork season" not in " ".join(strings(document))


def test_underlined_author_is_the_owner_of_a_publications_only_page():
    document = read("publications_only.html")
    assert document.profile.name == "B. Lindqvist"
    assert document.profile.name_inferred
    assert len(document.publications) == 3
    assert document.publications[0].kind == "journal"


def test_markdown_with_some_html_stays_markdown_and_html_fragments_are_html():
    markdown = "# Noor Haddad\n\n<p align='center'><img src='me.png'></p>\n\nI am a PhD student.\n\n## Publications\n\n- A. B. Title. 2020\n"
    assert detect_format(markdown) == "text"
    fragment = "<div class='bio'><h2>Noor Haddad</h2><p>PhD student</p><ul><li>One</li><li>Two</li></ul></div>"
    assert detect_format(fragment) == "html"


def test_entities_emphasis_links_and_lists_become_markdown():
    page = html_to_markdown(
        "<html><body><h1>Noor&nbsp;Haddad</h1><p>I&rsquo;m a <em>PhD</em> student &amp; "
        "<a href='https://github.com/nhaddad'>coder</a>.</p><ul><li><b>N. Haddad</b>, Paper.</li></ul>"
        "<footer>Copyright</footer></body></html>"
    )
    assert page.markdown == (
        "# Noor Haddad\n\nI’m a *PhD* student & [coder](https://github.com/nhaddad).\n\n- **N. Haddad**, Paper.\n"
    )


def test_deep_nesting_is_read_in_bounded_work():
    html = "<html><body>" + "<div>" * 1500 + "<p>Noor Haddad</p>" + "</div>" * 1500 + "</body></html>"
    assert "Noor Haddad" in html_to_markdown(html).markdown


@pytest.mark.parametrize(
    "title, name",
    [
        ("Jane Q. Doe's Homepage", "Jane Q. Doe"),
        ("Home | Jane Doe", "Jane Doe"),
        ("Jane Doe - Home", "Jane Doe"),
        ("Homepage of Jane Doe", "Jane Doe"),
        ("Home", ""),
    ],
)
def test_name_in_the_title(title, name):
    assert title_name(title) == name


def test_name_only_in_the_title():
    data = b"<html><head><title>Lukas Brenner | Home</title></head><body><h2>About</h2><p>I am a PhD student at Westvale University working on compilers.</p></body></html>"
    assert read_document("index.html", data).profile.name == "Lukas Brenner"


def test_alfolio_rendered_publications_page_reads_title_authors_venue_and_badge():
    document = read("alfolio_publications.html")
    assert document.profile.name == "Ngozi Eze"
    sparse, scaling = document.publications
    assert (sparse.title, sparse.year, sparse.kind, sparse.arxiv) == (
        "Sparse Mixtures Are Calibrated Mixtures",
        2024,
        "conference",
        "2401.09876",
    )
    assert [a.name for a in sparse.authors] == ["Ngozi Eze", "Pieter Jansen", "Hamid Rahimi"]
    assert "ICLR" in sparse.venue_text
    assert (scaling.title, scaling.year, scaling.kind) == ("Temperature Scaling Under Label Shift", 2023, "journal")
    assert not any("calibrated." in p.title or "@" in p.title for p in document.publications)  # hidden abstract, bibtex


def test_only_a_persons_own_profile_pages_are_taken_from_the_text():
    from importer.parsers.links import profile_link_label

    assert profile_link_label("https://github.com/nhaddad") == "GitHub"
    assert profile_link_label("https://github.com/pytorch/pytorch") is None  # a repository
    assert profile_link_label("https://twitter.com/nhaddad/status/1") is None  # a post
    assert profile_link_label("https://scholar.google.co.uk/citations?hl=en&user=AbC-12") == "Google Scholar"


def test_paragraph_per_paper_under_a_publications_heading():
    document = read("paragraphs_publications.html")
    assert document.profile.name == "Kenji Morita"
    assert document.profile.email == "morita@hokuto.example.ac.jp"
    rows = [(p.title, [a.name for a in p.authors], p.year) for p in document.publications]
    assert rows == [
        ("Compressed Suffix Trees for Streaming Genomes", ["Kenji Morita", "Aya Fujimoto", "Lukas Brenner"], 2020),
        ("Faster Lempel-Ziv Parsing in Small Space", ["Aya Fujimoto", "Kenji Morita"], 2019),
        ("Grammar Compression with Random Access", ["Kenji Morita"], 2022),  # a single author
    ]
    assert document.publications[0].doi == "10.4230/LIPIcs.CPM.2020.12"


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="<>/=\"' abpdivlihref&;#!-\n", max_size=300))
def test_any_tag_soup_reads_without_crashing(text):
    html_to_markdown("<html><body>" + text)
    try:
        read_document("page.html", ("<!DOCTYPE html><html><body>" + text).encode())
    except DocumentError:
        pass


def test_a_subsection_heading_gives_the_kind_an_entry_does_not():
    [*_, grammar] = read("paragraphs_publications.html").publications
    assert (grammar.venue_text.split()[0], grammar.kind) == ("Algorithmica", "journal")  # under "Journal Papers"


def test_table_rows_with_the_dates_first_read_like_lines_with_the_dates_last():
    page = (
        "<html><head><title>Ana Duarte</title></head><body><h1>Ana Duarte</h1><p>PhD student at Westvale University.</p>"
        "<h2>Education</h2><table><tr><td>2019 - present</td><td>Ph.D. in Geology, Westvale University</td></tr>"
        "<tr><td>2015 - 2019</td><td>B.Sc. in Geology, Lowmarsh University</td></tr></table>"
        "<h2>Publications</h2><table><tr><td>2023</td><td><b>A. Duarte</b>, K. Boateng. &quot;Sediment waves.&quot; "
        "<i>Geology</i>, 2023.</td></tr></table></body></html>"
    )
    document = read_document("index.html", page.encode())
    assert [(e.degree, e.start_year, e.end_year) for e in document.profile.education] == [
        ("phd", 2019, None),
        ("bachelor", 2015, 2019),
    ]
    [paper] = document.publications
    assert ([a.name for a in paper.authors], paper.year) == (["A. Duarte", "K. Boateng"], 2023)


def test_the_report_says_where_a_guessed_name_came_from():
    assert any("taken from the page's author meta tag" in w for w in read("wordpress.html").warnings)
    assert not any("taken from the page" in w for w in read("handwritten_index.html").warnings)  # the heading says


def test_plain_paragraphs_under_publications_are_entries_and_a_single_author_is_read():
    page = (
        "<html><body><h1>Ravi Chandrasekhar</h1><p>Postdoc at the Lakeshore Institute.</p><h2>Publications</h2>"
        "<p>R. Chandrasekhar, I. Solberg. Granger Causality Under Irregular Sampling. NeurIPS 2023.</p>"
        "<p>R. Chandrasekhar. Notes on Sampling. arXiv:2101.00001, 2021.</p></body></html>"
    )
    papers = read_document("index.html", page.encode()).publications
    assert [(p.title, [a.name for a in p.authors], p.year) for p in papers] == [
        ("Granger Causality Under Irregular Sampling", ["R. Chandrasekhar", "I. Solberg"], 2023),
        ("Notes on Sampling", ["R. Chandrasekhar"], 2021),
    ]


@pytest.mark.parametrize(
    "nest",
    [
        ('<a href="u"><span>', "</span></a>"),
        ("<h2><a href='u'><em>", "</em></a></h2>"),
        ("<ul><li><div>", "</div></li></ul>"),
    ],
)
def test_pathological_nesting_never_overflows_the_stack(nest):
    opening, closing = nest
    page = "<html><body>" + opening * 250 + "Noor Haddad" + closing * 250 + "</body></html>"  # 750 deep
    assert "Noor Haddad" in html_to_markdown(page).markdown
