"""CVs and rosters of labs outside computing, as their owners keep them: a German moderncv Lebenslauf of a
biologist (the doctorate told twice, working groups named by their leaders, a prize with its endowment), a
bioengineering lab's team.yml (a printed role over a code, "Add your bio" left in place, a visitor's programme
and home university) and an ecologist's markdown CV (posts "with" a person, a campus after its university's comma).

Every person, title, institution and venue here is fictional.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from importer.parsers.degrees import degree_level
from importer.parsers.documents import read_document
from importer.parsers.site_dates import term_start
from importer.parsers.text.fields import find_institution

FIXTURES = Path(__file__).parent / "fixtures" / "cvs_fields_world"


def _read(name: str, as_name: str | None = None):
    return read_document(as_name or name, (FIXTURES / name).read_bytes())


def test_a_german_doctorate_told_as_candidate_and_as_conferred_degree_is_one_doctorate():
    profile = _read("lebenslauf_mikrobiologie_de.tex").profile
    assert profile.name == "Henrike Albersmeyer"
    doctorates = [e for e in profile.education if e.degree == "phd"]
    assert len(doctorates) == 1
    assert doctorates[0].institution == "Universität Wellstedt"
    assert (doctorates[0].start_year, doctorates[0].end_year) == (2013, 2017)
    assert [e.degree for e in profile.education] == ["phd", "master"]


def test_a_working_group_named_by_its_leader_is_no_part_of_the_organisation():
    profile = _read("lebenslauf_mikrobiologie_de.tex").profile
    organisations = [e.organization for e in profile.experience]
    assert not any("Arbeitsgruppe" in o or "AG Prof" in o or "Vasbeck" in o for o in organisations), organisations
    assert any(o.startswith("Labor für Algenphysiologie") and "Universität Kallavesi" in o for o in organisations)
    helper = next(e for e in profile.experience if e.title == "Studentische Hilfskraft")
    assert helper.organization.count("(") == helper.organization.count(")")
    assert "Technische Universität Elmshagen" in helper.organization
    # the shared platform is a unit of the institute the person works at
    assert profile.affiliation.startswith("Forschungsinstitut für Küstenökologie")


def test_a_prize_keeps_its_name_not_the_sentences_and_the_sum_after_it():
    awards = _read("lebenslauf_mikrobiologie_de.tex").profile.awards
    assert len(awards) == 1
    assert awards[0].title.startswith("Promotionspreis des Zentrums für Wattbiologie")
    assert "Jährlich" not in awards[0].title and "€" not in awards[0].title
    assert awards[0].year == 2017
    assert "€" not in awards[0].organization and "500" not in awards[0].organization


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Verleihung des Doctor rerum naturalium", "phd"),
        ("Doctor philosophiae", "phd"),
        ("Doktorandin", "other"),  # the post of the doctoral years, read as a job where it is one
    ],
)
def test_the_latin_doctorate_names_a_doctorate_the_candidates_word_does_not(text, level):
    assert degree_level(text) == level


def test_a_roster_role_title_over_a_position_code_is_the_title_and_add_your_bio_keeps_the_member():
    document = _read("team_codes/_data/team.yml", "_data/team.yml")
    people = {p.name: p for p in document.people}
    assert set(people) == {
        "Idris Vantongeren",
        "Maelle Quarshie",
        "Tobiah Renwick",
        "Wendell Okafor",
        "Solveig Marchetti",
    }  # "John Doe" is the template's; the same member listed twice is one person
    assert (people["Idris Vantongeren"].role, people["Idris Vantongeren"].position) == ("pi", "Principal Investigator")
    assert (people["Maelle Quarshie"].role, people["Maelle Quarshie"].position) == ("postdoc", "Postdoctoral Scholar")
    assert people["Maelle Quarshie"].bio == ""
    assert people["Tobiah Renwick"].role == "alumni" and people["Tobiah Renwick"].position == "Ph.D. ME"
    visitor = people["Solveig Marchetti"]
    assert visitor.position == "Pathways Summer Intern"
    assert visitor.affiliation == "Coastal State University Port Alder"


def test_a_post_with_a_person_and_a_campus_after_its_universitys_comma():
    profile = _read("cv_ecology_with_hosts.md").profile
    assert profile.name == "Talia Brenneman"
    bachelor = next(e for e in profile.education if e.degree == "bachelor")
    assert bachelor.institution == "University of Carolina, Riverton"
    latest = next(e for e in profile.experience if e.start_year == 2020)
    assert latest.title == "Postdoctoral Researcher"
    assert "Achterberg" not in latest.organization and "University of Westmarch" in latest.organization
    assert "Achterberg" not in profile.affiliation
    earlier = next(e for e in profile.experience if e.start_year == 2016)
    assert "PI:" not in earlier.organization and "Fenwick" not in earlier.organization
    assert earlier.organization.endswith("Eastbrook University")


@pytest.mark.parametrize(
    ("text", "institution"),
    [
        ("B.S. in Geology, University of Carolina,Riverton, 2005", "University of Carolina, Riverton"),
        ("University of Carolina, Port Alder (2015)", "University of Carolina, Port Alder"),
        ("University of Carolina, Port Alder", "University of Carolina"),  # a town ending the line: not read as one
        ("Postdoc, University of Eastbrook, Eastbrook, 2017", "University of Eastbrook"),
        ("University of Westmarch, Lorient, OR", "University of Westmarch"),
        ("University of Westmarch, Spain", "University of Westmarch"),
        ("University of Westmarch, Department of Physics", "University of Westmarch"),
    ],
)
def test_a_campus_after_the_comma_belongs_to_the_university_a_town_before_a_state_does_not(text, institution):
    assert find_institution(text) == institution


def test_a_dated_title_over_nested_bullets_takes_the_first_nested_place_as_its_organisation():
    profile = _read("cv_chemistry_nested_posts.md").profile
    assert profile.name == "Ottilie Ravanel"
    posts = {(e.title, e.organization, e.start_year) for e in profile.experience}
    assert ("Research intern", "Laboratoire de Chimie Théorique", 2017) in posts
    assert ("Research Assistant", "Centre for Molecular Spectroscopy", 2015) in posts
    assistant = next(e for e in profile.experience if e.start_year == 2015)
    assert "Supervisor" in assistant.details and "Centre for" not in assistant.details


TERMS_ROSTER = """\
- name: Rosalind Achebe-Voss
  role: PhD student
  start: Fall 2019
- name: Kasimir Oyelaran
  role: Postdoc
  start: Sept. 2021
- name: Ilka Brandstetter
  role: Master's student
  start: 2022
"""


def test_a_roster_start_term_or_month_is_its_first_day_not_new_year():
    document = read_document("_data/people.yml", TERMS_ROSTER.encode())
    joined = {p.name: p.joined for p in document.people}
    assert joined["Rosalind Achebe-Voss"] == dt.date(2019, 9, 1)
    assert joined["Kasimir Oyelaran"] == dt.date(2021, 9, 1)
    assert joined["Ilka Brandstetter"] == dt.date(2022, 1, 1)  # a year alone: its first day


@pytest.mark.parametrize(
    ("text", "first_day"),
    [
        ("Fall 2019", dt.date(2019, 9, 1)),
        ("Summer 2015", dt.date(2015, 6, 1)),
        ("WS 2019/20", dt.date(2019, 10, 1)),
        ("janvier 2021", dt.date(2021, 1, 1)),
        ("Marketing 2019", None),
        ("2019", None),
    ],
)
def test_term_start_reads_seasons_semesters_and_months(text, first_day):
    assert term_start(text) == first_day
