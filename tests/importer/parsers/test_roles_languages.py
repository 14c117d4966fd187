"""Roles from what people write, in every CV language, and a template's role slug over the prose
(importer/parsers/roles.py; fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.roles import ROLES, role_from_group, role_from_slug, role_from_title

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "roles_languages"


@pytest.mark.parametrize(
    ("title", "own", "lab"),
    [
        ("MSc student", "master", "master"),
        ("master's candidate", "master", "master"),
        ("research scientist", "researcher", "researcher"),
        ("staff scientist", "researcher", "researcher"),
        ("lab manager", "staff", "staff"),
        ("PhD candidate", "phd", "phd"),
        ("undergraduate researcher", "undergrad", "undergrad"),
        ("visiting scholar", "visitor", "visitor"),
        ("Postdoc", "postdoc", "postdoc"),
        # German
        ("Doktorand", "phd", "phd"),
        ("Doktorandin", "phd", "phd"),
        ("Postdoktorandin", "postdoc", "postdoc"),
        ("wissenschaftlicher Mitarbeiter", "researcher", "researcher"),
        ("Wissenschaftliche Mitarbeiterin", "researcher", "researcher"),
        ("Masterstudentin", "master", "master"),
        ("Juniorprofessorin", "pi", "faculty"),
        ("Arbeitsgruppenleiterin", "pi", "pi"),
        ("Gastwissenschaftler", "visitor", "visitor"),
        # French
        ("doctorant", "phd", "phd"),
        ("doctorante", "phd", "phd"),
        ("chercheur postdoctoral", "postdoc", "postdoc"),
        ("chercheuse postdoctorale", "postdoc", "postdoc"),
        ("Maître de conférences", "faculty", "faculty"),  # a lecturer's rank, not the head of a group
        ("Chargée de recherche", "researcher", "researcher"),
        ("étudiante en master", "master", "master"),
        # Spanish
        ("estudiante de doctorado", "phd", "phd"),
        ("Investigadora postdoctoral", "postdoc", "postdoc"),
        ("Investigador principal", "pi", "pi"),
        ("Profesora titular", "pi", "faculty"),
        # Portuguese
        ("doutorando", "phd", "phd"),
        ("Doutoranda", "phd", "phd"),
        ("Mestranda", "master", "master"),
        ("Pós-doutorando", "postdoc", "postdoc"),
        ("Pesquisadora visitante", "visitor", "visitor"),
        # Italian
        ("dottorando", "phd", "phd"),
        ("Dottoranda", "phd", "phd"),
        ("Assegnista di ricerca", "postdoc", "postdoc"),
        ("Professore associato", "pi", "faculty"),
        ("Ricercatrice", "researcher", "researcher"),
    ],
)
def test_titles_in_every_cv_language(title, own, lab):
    assert role_from_title(title) == own
    assert role_from_title(title, runs_group=False) == lab


def test_an_assistant_names_no_role_in_a_cv_but_is_staff_on_a_roster():
    assert role_from_title("research assistant") is None  # the degree being studied for says it
    assert role_from_group("Research Assistants") == "staff"
    assert role_from_group("Graduate Research Assistants") == "phd"
    assert role_from_group("Undergraduate Research Assistants") == "undergrad"


@pytest.mark.parametrize(
    "label, role",
    [("Ehemalige", "alumni"), ("Anciens membres", "alumni"), ("Doktorand*innen", "phd"), ("Programmers", "staff")],
)
def test_group_labels_in_the_cv_languages(label, role):
    assert role_from_group(label) == role


@pytest.mark.parametrize(
    "slug, role",
    [
        ("pi", "pi"),
        ("phd", "phd"),
        ("postdoc", "postdoc"),
        ("undergrad", "undergrad"),
        ("masters", "master"),
        ("programmer", "staff"),
        ("research-scientist", "researcher"),
        ("Alum", "alumni"),
        ("mascot", None),  # a template's joke role names no person's role
        ("Professor of Marine Biology", None),  # a printed title, not a slug
        ("", None),
        (None, None),
    ],
)
def test_template_role_slugs(slug, role):
    assert role_from_slug(slug) == role
    assert role_from_slug(slug) in (*ROLES, None)


@pytest.mark.parametrize(
    "name, role",
    [
        ("member_postdoc.md", "postdoc"),  # the slug wins over the prose's "PhD student"
        ("member_masters.md", "master"),  # the slug says what "research assistant" does not
        ("member_prose.md", "phd"),  # a printed title in front matter is no slug: the prose's Doktorand stands
    ],
)
def test_a_role_slug_in_front_matter_wins_over_the_prose(name, role):
    document = read_document(name, (FIXTURES / name).read_bytes())
    assert document.profile.role == role


def test_several_titles_printed_together_are_trusted_as_a_cv_is():
    assert role_from_title("Security Engineer | Security Researcher | PhD Candidate") == "phd"
    assert role_from_title("Software Engineer; Postdoc") == "postdoc"
    assert role_from_title("Assistant Professor / Lab Director") == "pi"
    assert role_from_title("Research Scientist") == "researcher"
