"""YAML/JSON publication lists and CVs, and Hugo author pages (plain functions, fictional fixtures)."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError, ParsedDocument
from importer.parsers.structured import (
    degree_from_text,
    link_label,
    parse_structured,
    role_from_text,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "structured"


def load(name):
    return parse_structured(name, (FIXTURES / name).read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- publication lists


def test_yaml_publication_list():
    document = load("publications.yml")
    assert document.format == "yaml-publications" and document.profile is None
    skyline, drift, admission, hotos = document.publications
    assert skyline.title == "Skyline: Elastic Prefill Scheduling for GPU Clusters"
    assert [(a.name, a.equal_contribution, a.highlighted) for a in skyline.authors] == [
        ("Mira Kovalenko", False, True),
        ("Tobias Lindqvist", True, False),
        ("Jonas Weber", True, False),
        ("Priya Raghunathan", False, False),
    ]
    assert (skyline.year, skyline.kind, skyline.venue_text, skyline.note) == (
        2026,
        "conference",
        "USENIX NSDI '26",
        "Best Paper Award",
    )
    assert [(l.label, l.url) for l in skyline.links] == [
        ("PDF", "/assets/pdf/skyline.pdf"),
        ("Code", "https://github.com/example-lab/skyline"),
    ]
    # Authors as a list mixing strings and mappings; a YAML date; an arXiv link.
    assert [a.name for a in drift.authors] == ["Xiaoyu Chen", "Mira Kovalenko", "Sam Okafor"]
    assert (drift.year, drift.kind, drift.arxiv) == (2024, "preprint", "2408.01234")
    # "author" singular, "et al.", a quoted year, a status, a doi URL.
    assert [a.name for a in admission.authors] == ["Mira Kovalenko", "Jonas Weber"]
    assert admission.authors_truncated and admission.status == "submitted"
    assert (admission.year, admission.kind, admission.doi) == (2025, "journal", "10.1109/TNET.2025.0001")
    assert hotos.kind == "workshop"


def test_publication_list_grouped_by_year_and_as_json():
    grouped = "2024:\n  - title: A\n    year: 2024\n2023:\n  - title: B\n    year: 2023\n"
    assert [p.title for p in parse_structured("pubs.yml", grouped).publications] == ["A", "B"]
    as_json = json.dumps([{"title": "C", "authors": ["X Y"], "venue": "OSDI '24"}])
    document = parse_structured("pubs.json", as_json)
    assert document.format == "yaml-publications" and document.publications[0].kind == "conference"


# --------------------------------------------------------------------------- CVs


def test_alfolio_cv_yml():
    document = load("alfolio_cv.yml")
    profile = document.profile
    assert document.format == "cv-yaml"
    assert (profile.name, profile.email, profile.role, profile.affiliation) == (
        "Mira Kovalenko",
        "mira.kovalenko@example.edu",
        "phd",
        "Example Institute of Technology",
    )
    assert profile.advisors == ["Tobias Lindqvist", "Anaïs Dubois"]
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Example Institute of Technology", 2021, None),
        ("bachelor", "Northfield University", 2017, 2021),
    ]
    assert [(x.title, x.organization, x.start_year, x.end_year) for x in profile.experience] == [
        ("Research Intern", "Example Cloud Labs", 2023, 2023)
    ]
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Best Paper Award, NSDI", 2024),
        ("Graduate Fellowship", 2024),
    ]
    assert profile.research_interests == ["Distributed systems", "Machine learning systems"]
    assert [(l.label, l.url) for l in profile.links] == [("GitHub", "https://github.com/mkovalenko-example")]
    assert any("Other Interests" in note for note in profile.review_notes)  # hobbies are not research


def test_json_resume():
    document = load("resume.json")
    profile = document.profile
    assert document.format == "cv-json"
    assert (profile.name, profile.role, profile.position, profile.email) == (
        "Jonas Weber",
        "postdoc",
        "Postdoctoral Researcher",
        "jonas.weber@example.org",
    )
    assert profile.affiliation == "Example Institute of Technology"  # the current job
    assert [(l.label, l.url) for l in profile.links] == [
        ("Homepage", "https://jonas-weber.example.org"),
        ("GitHub", "https://github.com/jweber-example"),
        ("X", "https://twitter.com/jweber_example"),
        ("Google Scholar", "https://scholar.google.com/citations?user=EXAMPLE"),
    ]
    assert [(e.degree, e.field, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Computer Science", 2019, 2024),
        ("master", "Computer Engineering", 2016, 2018),
    ]
    assert profile.awards[0].organization == "Example Society" and profile.awards[0].year == 2024
    assert profile.skills == ["Rust", "C++"]
    assert document.publications[0].title == "Tail Latency, Revisited"
    assert document.publications[0].kind == "journal" and document.publications[0].year == 2023


def test_rendercv_yaml():
    document = load("rendercv.yaml")
    profile = document.profile
    assert document.format == "cv-yaml" and profile.name == "Priya Raghunathan"
    assert ("ORCID", "https://orcid.org/0000-0000-0000-0001") in [(l.label, l.url) for l in profile.links]
    assert ("LinkedIn", "https://www.linkedin.com/in/priya-r-example") in [(l.label, l.url) for l in profile.links]
    assert profile.education[0].degree == "master" and profile.education[0].end_year is None
    assert profile.teaching[0].course == "Operating Systems"
    lattice = document.publications[0]
    assert [(a.name, a.highlighted) for a in lattice.authors] == [("Priya Raghunathan", True), ("Jonas Weber", False)]
    assert lattice.year == 2025


# --------------------------------------------------------------------------- Hugo author pages


def test_hugo_author_profile():
    document = load("hugo_author.md")
    profile = document.profile
    assert document.format == "hugo-author"
    assert profile.name == "Anaïs Dubois"
    assert profile.position == "Professor of Computer Science"
    assert profile.role == "pi"  # the "Principal Investigators" group says more than the title
    assert profile.email == "anais.dubois@example.edu"  # only given as a mailto: link
    assert profile.affiliation == "Example Institute of Technology"
    assert profile.research_interests == ["Operating Systems", "Cloud Computing"]
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Northfield University", 2012),
        ("bachelor", "Lakeside College", 2006),
    ]
    labels = [l.label for l in profile.links]
    assert labels == ["GitHub", "Google Scholar", "ORCID"]  # the commented-out Twitter is not data
    assert profile.bio.startswith("Anaïs Dubois leads the **Elastic Systems** group.")


def test_hugo_student_alumni_and_anchor_links():
    profile = load("hugo_student.md").profile
    assert profile.role == "alumni" and profile.position == "PhD Student"
    assert profile.email is None
    assert [(l.label, l.url) for l in profile.links] == [("X", "https://twitter.com/sam_example")]


# --------------------------------------------------------------------------- vocabularies


@pytest.mark.parametrize(
    "text, role",
    [
        ("PhD Student", "phd"),
        ("Ph.D. Candidate", "phd"),
        ("Professor of Computer Science", "faculty"),
        ("Assistant Professor", "faculty"),
        ("Postdoctoral Fellow", "postdoc"),
        ("Master's student", "master"),
        ("Undergraduate Researcher", "undergrad"),
        ("Visiting PhD Student", "visitor"),
        ("Research Scientist", "researcher"),
        ("Lab Manager", "staff"),
        ("Former PhD student", "alumni"),
        ("Principal Investigator", "pi"),
        ("Grad Students", "phd"),
        ("External Collaborator", "collaborator"),
        ("Chess player", None),
    ],
)
def test_role_vocabulary(text, role):
    assert role_from_text(text) == role


@pytest.mark.parametrize(
    "text, degree",
    [
        ("Ph.D. in Computer Science", "phd"),
        ("PhD", "phd"),
        ("Doctor of Philosophy", "phd"),
        ("M.Sc.", "master"),
        ("MS", "master"),
        ("Master of Engineering", "master"),
        ("B.E. in CS", "bachelor"),
        ("BEng", "bachelor"),
        ("B.Sc. in Mathematics", "bachelor"),
        ("Bachelor of Arts", "bachelor"),
        ("Diploma", "other"),
    ],
)
def test_degree_vocabulary(text, degree):
    assert degree_from_text(text) == degree


@pytest.mark.parametrize(
    "url, hint, label",
    [
        ("https://github.com/x", "", "GitHub"),
        ("https://scholar.google.com/citations?user=x", "", "Google Scholar"),
        ("https://orcid.org/0000", "", "ORCID"),
        ("https://x.com/someone", "", "X"),
        ("https://www.linkedin.com/in/x", "", "LinkedIn"),
        ("https://x.example.org", "", "Homepage"),
        ("https://x.example.org", "website", "Homepage"),
    ],
)
def test_link_labels(url, hint, label):
    assert link_label(url, hint) == label


# --------------------------------------------------------------------------- detection


@pytest.mark.parametrize(
    "name, expected",
    [
        ("publications.yml", "yaml-publications"),
        ("alfolio_cv.yml", "cv-yaml"),
        ("resume.json", "cv-json"),
        ("rendercv.yaml", "cv-yaml"),
        ("hugo_author.md", "hugo-author"),
        ("hugo_student.md", "hugo-author"),
    ],
)
def test_detects_each_fixture(name, expected):
    data = (FIXTURES / name).read_bytes()
    assert read_document(name, data).format == expected  # the one detector sends it to parse_structured
    assert load(name).format == expected


# --------------------------------------------------------------------------- errors


def test_python_object_tag_is_a_document_error():
    text = "- title: !!python/object/apply:os.system ['echo hacked']\n"
    with pytest.raises(DocumentError, match="unsupported YAML tag"):
        parse_structured("evil.yml", text)


def test_invalid_yaml_reports_the_line():
    with pytest.raises(DocumentError) as raised:
        parse_structured("bad.yml", "- title: A\n  year: 2020\n - title: B\n")
    assert raised.value.line == 3 and "bad.yml" in str(raised.value)


@pytest.mark.parametrize(
    "text, words",
    [
        ('{"basics": {"name": "X"}, "education": "Northfield University"}', ["education", "list"]),
        ('{"basics": ["X"], "work": []}', ["basics", "mapping"]),
        ("- title: A\n- 42\n- title: C\n", ["publications[1]", "mapping"]),
        ("- title: A\n  year: 2020\n- year: 2021\n  venue: X\n", ["publications[1]", "title"]),
        ("- title: Education\n  type: time_table\n", ["contents"]),
        ('{"config": {"debug": true}, "version": 2}', ["config", "version"]),
        ("---\ntitle: Not A Person\nlayout: post\n---\nbody", ["layout", "Hugo"]),
        ("cv:\n  name: X\n  sections:\n    education: Northfield\n", ["cv.sections.education", "list"]),
    ],
)
def test_unknown_shapes_name_the_wrong_key(text, words):
    with pytest.raises(DocumentError) as raised:
        parse_structured("doc.yml", text)
    for word in words:
        assert word in str(raised.value)


@settings(max_examples=200, deadline=None)
@given(
    st.text(max_size=300)
    | st.text(st.sampled_from(list("-:{}[]\"'#\n !&*|>title: basics cv sections---")), max_size=200)
    | st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=10),
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "title",
                        "basics",
                        "cv",
                        "sections",
                        "education",
                        "work",
                        "contents",
                        "authors",
                        "year",
                        "name",
                        "social",
                    ]
                ),
                children,
                max_size=4,
            )
        ),
        max_leaves=20,
    ).map(json.dumps)
)
def test_parse_structured_never_raises_anything_but_document_error(text):
    try:
        result = parse_structured("fuzz.yml", text)
    except DocumentError:
        return
    assert isinstance(result, ParsedDocument)


def test_alfolio_cv_position_with_place_advisor_note_field_and_service_strings():
    text = """
- title: General Information
  type: map
  contents:
    - name: Full Name
      value: Priya Natarajan
    - name: Position
      value: Postdoctoral Researcher, Harbor Systems Lab, Eastbrook University
- title: Education
  type: time_table
  contents:
    - title: PhD in Electrical and Computer Engineering
      institution: Carnegie Mellon University
      year: 2018 - 2023
      description:
        - "Advisor: Prof. George Amdahl"
- title: Academic Service
  type: list
  contents:
    - Program Committee, USENIX FAST 2025
    - Reviewer, IEEE TPDS
"""
    profile = parse_structured("cv.yml", text).profile
    assert (profile.position, profile.role, profile.affiliation) == (
        "Postdoctoral Researcher",
        "postdoc",
        "Eastbrook University",
    )
    assert profile.advisors == ["George Amdahl"]
    assert profile.education[0].field == "Electrical and Computer Engineering"
    assert [(s.role, s.venue, s.year) for s in profile.service] == [
        ("Program Committee", "USENIX FAST", 2025),
        ("Reviewer", "IEEE TPDS", None),
    ]


ACADEMICPAGES_PUBLICATION = """---
title: "Lumen: Learned Cardinality Estimation Without Query Workloads"
collection: publications
category: manuscripts
permalink: /publication/2024-12-10-lumen
date: 2024-12-10
venue: 'Proceedings of the VLDB Endowment'
paperurl: 'https://example.org/lumen.pdf'
citation: 'Zhang, M., Okafor, C., &amp; Brandt, L. (2024). &quot;Lumen.&quot; <i>PVLDB</i>, 17(3).'
---
We estimate cardinalities from data alone.
"""

HUGO_PUBLICATION = """---
title: 'Lumen: Learned Cardinality Estimation without Query Workloads'
authors: [admin, Chidi Okafor]
date: '2024-12-10T00:00:00Z'
publication_types: ['paper-conference']
publication: In *Advances in Neural Information Processing Systems (NeurIPS 2024)*
url_pdf: 'https://example.org/lumen.pdf'
url_code: 'https://github.com/example/lumen'
---
"""


def test_academicpages_publication_page_is_one_journal_paper_with_authors_from_its_citation():
    doc = parse_structured("_publications/2024-12-10-lumen.md", ACADEMICPAGES_PUBLICATION)
    assert (doc.format, doc.profile) == ("publication-page", None)
    [pub] = doc.publications
    assert (pub.title, pub.year, pub.kind, pub.venue_text) == (
        "Lumen: Learned Cardinality Estimation Without Query Workloads",
        2024,
        "journal",
        "Proceedings of the VLDB Endowment",
    )
    assert [a.name for a in pub.authors] == ["M. Zhang", "C. Okafor", "L. Brandt"]
    assert [(link.label, link.url) for link in pub.links] == [("PDF", "https://example.org/lumen.pdf")]
    assert pub.abstract == "We estimate cardinalities from data alone."


def test_hugo_publication_page_marks_admin_as_a_user_name_for_the_import_to_resolve():
    doc = parse_structured("content/publication/lumen/index.md", HUGO_PUBLICATION)
    [pub] = doc.publications
    assert (pub.kind, pub.year, pub.venue_text) == (
        "conference",
        2024,
        "Advances in Neural Information Processing Systems (NeurIPS 2024)",
    )
    assert [(a.name, a.user_name) for a in pub.authors] == [("admin", "admin"), ("Chidi Okafor", "")]
    assert [link.label for link in pub.links] == ["PDF", "Code"]


def test_cv_yml_talks_mentoring_and_grants_are_not_positions_or_honours():
    text = (
        "- title: General Information\n  type: map\n  contents:\n    - name: Full Name\n      value: Ana Ruiz\n"
        "- title: Mentoring Experience\n  type: time_table\n  contents:\n"
        "    - title: Mentor\n      institution: Lorient Coding Club\n      year: 2021 - 2022\n"
        "- title: Invited Talks\n  type: time_table\n  contents:\n"
        "    - title: Keynote\n      institution: NordOS\n      year: 2023\n"
        "- title: Research Grants\n  type: list\n  contents:\n    - NSF Medium, PI, 2021\n"
        "- title: Volunteer Experience\n  type: time_table\n  contents:\n"
        "    - title: Student Volunteer\n      institution: SOSP\n      year: 2023\n"
        "- title: Work Experience\n  type: time_table\n  contents:\n"
        "    - title: Research Intern\n      institution: Kestrel AI\n      year: 2022\n"
    )
    profile = parse_structured("cv.yml", text).profile
    assert [(e.organization, e.title) for e in profile.experience] == [("Kestrel AI", "Research Intern")]
    assert profile.awards == []
    assert [s.role for s in profile.service] == ["Student Volunteer"]
