"""One role vocabulary for every format (importer/parsers/roles.py), and the order of trust:
a current title, then the current position or degree, then a site's group label."""

import json
from pathlib import Path

import pytest

from importer.parsers.roles import ROLES, role_from_group, role_from_title
from importer.parsers.structured import parse_structured
from importer.parsers.text import parse_text_document
from people.models import Role

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "roles"


def read(name):
    return parse_text_document(name, (FIXTURES / name).read_text(encoding="utf-8"))


def test_the_vocabulary_is_the_models_role_choices():
    assert ROLES == tuple(Role.values)


@pytest.mark.parametrize(
    ("title", "own", "lab"),
    [
        ("Professor", "pi", "faculty"),
        ("Associate Professor of Computer Science", "pi", "faculty"),
        ("Assistant Professor", "pi", "faculty"),
        ("Senior Lecturer", "faculty", "faculty"),
        ("Postdoctoral Research Fellow", "postdoc", "postdoc"),
        ("Ph.D. Candidate", "phd", "phd"),
        ("Master's student", "master", "master"),
        ("Undergraduate Researcher", "undergrad", "undergrad"),
        ("Research Scientist", "researcher", "researcher"),
        ("Staff Software Engineer", "researcher", "researcher"),
        ("Member of Technical Staff", "researcher", "researcher"),
        ("Research Software Engineer", "staff", "staff"),
        ("Lab Manager", "staff", "staff"),
        ("Visiting Ph.D. Student", "visitor", "visitor"),
        ("Research Intern", None, None),
        ("Graduate Research Assistant", None, None),
        ("Chess player", None, None),
    ],
)
def test_titles_name_one_role_whatever_the_format(title, own, lab):
    assert role_from_title(title, runs_group=True) == own
    assert role_from_title(title, runs_group=False) == lab


def test_professor_is_the_pi_in_every_format_of_their_own_document():
    # Before: "Professor" was `faculty` from YAML/JSON Resume but `pi` from markdown, and
    # "Assistant Professor" `faculty` from markdown. Now a professor's own document makes them the PI.
    resume = {"basics": {"name": "Odile Brassac", "label": "Professor"}}
    assert parse_structured("cv.json", json.dumps(resume)).profile.role == "pi"
    cv_yml = "- title: General Information\n  type: map\n  contents:\n    - name: Full Name\n      value: Odile Brassac\n    - name: Position\n      value: Assistant Professor\n"
    assert parse_structured("cv.yml", cv_yml).profile.role == "pi"
    markdown = parse_text_document("about.md", "# Odile Brassac\nAssistant Professor, Lorient University\n")
    assert markdown.profile.role == "pi"


@pytest.mark.parametrize(
    ("label", "role"),
    [
        ("Principal Investigators", "pi"),
        ("Alumni", "alumni"),
        ("Grad Students", "phd"),
        ("Visitors", "visitor"),
        ("External Collaborators", "collaborator"),
        ("Faculty", "faculty"),
    ],
)
def test_group_labels(label, role):
    assert role_from_group(label) == role


def test_a_student_filed_under_principal_investigators_stays_a_student():
    page = "---\ntitle: Noor Haddad\nrole: PhD Student\nuser_groups:\n  - Principal Investigators\n---\n"
    assert parse_structured("_index.md", page).profile.role == "phd"
    professor = "---\ntitle: Noor Haddad\nrole: Professor\nuser_groups:\n  - Principal Investigators\n---\n"
    assert parse_structured("_index.md", professor).profile.role == "pi"
    untitled = (
        "---\ntitle: Noor Haddad\norganizations:\n  - name: Lorient University\nuser_groups:\n  - Grad Students\n---\n"
    )
    assert parse_structured("_index.md", untitled).profile.role == "phd"


def test_professors_long_cv_is_the_pi_at_the_university():
    profile = read("professor_long_cv.txt").profile
    assert (profile.name, profile.role, profile.affiliation) == ("Halvard Østby-Mercer", "pi", "Vestby University")
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Professor", 2016, None),
        ("Associate Professor", 2009, 2016),
        ("Assistant Professor", 2005, 2009),
        ("Postdoctoral Fellow", 2003, 2005),
    ]
    assert [(e.degree, e.field, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Computer Science", "University of Tromsvik", 2003),
        ("master", "Mathematics", "University of Tromsvik", 1999),
    ]
    assert ("Reviewer", "ACM Transactions on Fjords") in [(s.role, s.venue) for s in profile.service]
    # the honours list only: a description under an award is not another, grants held are not honours
    assert [(a.title, a.year) for a in profile.awards] == [
        ("ACM Distinguished Member", 2022),
        ("NSF CAREER Award", 2010),
        ("Best Paper Award, NordOS", 2004),
    ]


def test_industry_resume_is_a_researcher_not_a_student():
    profile = read("industry_resume.md").profile
    assert (profile.role, profile.position, profile.affiliation) == (
        "researcher",
        "Staff Software Engineer",
        "Corvid Data Inc",
    )
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Corvid Data Inc", "Staff Software Engineer", 2021, None),
        ("Pellucid Cloud", "Software Engineer", 2017, 2021),
        ("Orchid Labs", "Research Intern", 2016, 2016),
    ]


def test_students_one_page_cv():
    profile = read("student_one_page.txt").profile
    assert (profile.role, profile.affiliation, profile.advisors) == (
        "phd",
        "Edgewater Institute of Technology",
        ["Matteo Saldanha"],
    )
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Edgewater Institute of Technology", 2021, None),
        ("bachelor", "Cedar Hill University", 2017, 2021),
    ]


@pytest.mark.parametrize(
    ("bio", "role"),
    [
        (
            "I was an Assistant Professor at Lorient University. I am now a research scientist at Kestrel AI.",
            "researcher",
        ),
        ("Before joining Kestrel AI, I was a postdoc at Lorient University.", None),
        ("I advise PhD students and postdocs on storage systems at Kestrel AI.", None),
        ("I work with Professor Tobin Ashgrove on gravel routing.", None),
        ("I received my Ph.D. from Lorient University and am now a Postdoctoral Researcher at Kestrel AI.", "postdoc"),
        ("Associate Professor, Lorient University, 2012 - 2018", None),
    ],
)
def test_past_titles_and_other_peoples_titles_never_set_the_role(bio, role):
    document = parse_text_document("about.md", f"# Odile Brassac\n\n{bio}\n")
    assert document.profile.role == role


def test_current_position_speaks_when_no_title_is_stated():
    text = (
        "# Odile Brassac\n\n## Experience\n- Principal Scientist, Kestrel AI, 2021 – present\n"
        "- Assistant Professor, Lorient University, 2014 – 2021\n\n## Education\n- Ph.D., Lorient University, 2014\n"
    )
    profile = parse_text_document("cv.md", text).profile
    assert (profile.role, profile.affiliation) == ("researcher", "Kestrel AI")


@pytest.mark.parametrize(
    "bio",
    [
        "I am a Ph.D. candidate at Lorient University. In Fall 2026 I will join Kestrel University as an Assistant Professor.",
        "I am a fifth-year PhD student at Lorient University and an incoming Assistant Professor at Kestrel University.",
    ],
)
def test_a_future_title_is_not_the_current_role(bio):
    assert parse_text_document("about.md", f"# Odile Brassac\n\n{bio}\n").profile.role == "phd"
