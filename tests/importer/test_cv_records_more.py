"""CV records of researchers outside computing, in the languages they write them: a German moderncv Lebenslauf
(a volunteer year, an internship and a civilian service named without an organisation, the town in the class's
own slot), a Spanish one (a doctorate "en Ciencias en" its field, a town after the university's comma), a
Portuguese markdown CV, academic years written "2015/16" or "curso 2017-2018"; and the members of a lab among
a paper's authors: a Chinese name a roster writes family first, Japanese names kept in kanji with the
romanised name the document gives beside them.

Every person, title, institution and venue here is fictional.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from importer.parsers.dates import date_range, strip_dates
from importer.parsers.documents import read_document
from importer.parsers.latex_text import is_town
from importer.parsers.names import match_strength
from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import authors

FIXTURES = Path(__file__).parent / "fixtures" / "cv_records_more"


def _profile(name: str):
    return read_document(name, (FIXTURES / name).read_bytes()).profile


def _posts(profile) -> dict[str, tuple[str, int | None, int | None]]:
    return {e.title: (e.organization, e.start_year, e.end_year) for e in profile.experience}


def test_posts_named_without_an_organisation_keep_their_title():
    posts = _posts(_profile("lebenslauf_bodenkunde.tex"))
    # moderncv's {title}{}: the title, and where it was done when the description says so
    assert posts["Freiwilliges Ökologisches Jahr"] == ("Naturschutzstation am Moorsee", 2015, 2016)
    assert posts["Praktikum"] == ("Landschaftspflegeverband Unterhain", 2014, 2014)
    # a sentence under the title is what was done, not an organisation
    assert posts["Zivildienst"] == ("", 2010, 2011)
    assert all(title for title in posts)
    assert not any(org.startswith(("Freiwilliges", "Praktikum", "Zivildienst")) for org, _, _ in posts.values())


def test_the_town_in_the_class_slot_is_no_part_of_the_organisation():
    profile = _profile("lebenslauf_bodenkunde.tex")
    posts = _posts(profile)
    assert posts["Wissenschaftliche Mitarbeiterin"] == ("Institut für Bodenkunde Kelmsdorf", 2021, None)
    assert posts["Doktorandin"][0] == "Universität Wellbrück"
    assert [e.institution for e in profile.education] == ["Universität Wellbrück"] * 2 + ["Hochschule Ostrand"]


def test_a_town_after_the_comma_goes_and_a_town_inside_the_name_stays():
    profile = _profile("cv_ecologia_es.tex")
    assert [e.institution for e in profile.education] == ["Universidad de Ejemplo", "Universidad del Sur Ficticio"]
    posts = _posts(profile)
    # nothing sets the town apart from the name: it may be part of it
    assert posts["Investigadora postdoctoral"] == ("Institut Fictif de Biologie Lyon", 2021, 2023)
    assert posts["Asistente de investigación"] == ("Universidad de Ejemplo", 2020, 2021)
    assert posts["Profesora ayudante"] == ("Universidad de Ejemplo", 2019, 2020)  # "curso 2019-2020"


@pytest.mark.parametrize(
    ("name", "title", "field"),
    [
        ("cv_ecologia_es.tex", "Doctor en Ciencias en Ecología", "Ecología"),
        ("lebenslauf_bodenkunde.tex", "Dr. rer. nat. in Chemie", "Chemie"),
        ("curriculo_pt.md", "Doutor em Ciências na área de Ecologia", "Ecologia"),
    ],
)
def test_a_doctorate_in_the_sciences_of_a_field_reads_the_degree_and_the_field(name, title, field):
    doctorate = next(e for e in _profile(name).education if e.degree == "phd")
    assert (doctorate.degree_title, doctorate.field) == (title, field)


def test_academic_years_are_ranges_over_two_years():
    profile = _profile("academic_years.md")
    assert [(e.start_year, e.end_year) for e in profile.experience] == [
        (2015, 2016),
        (2016, 2017),
        (2017, 2018),
        (2018, 2019),
        (2019, 2020),
    ]
    assert profile.experience[2].organization == "Universidad de Ejemplo"  # "curso" is no part of it
    grant = profile.awards[-1]
    assert (grant.title, grant.organization, grant.year) == (
        "Stipendium, Studienstiftung Beispiel",
        "Studienstiftung Beispiel",
        2016,
    )


def test_a_stipend_of_an_academic_year_keeps_a_clean_title_and_its_first_year():
    awards = {a.title: a.year for a in _profile("lebenslauf_bodenkunde.tex").awards}
    assert awards["Deutschlandstipendium, Universität Wellbrück"] == 2016


def test_a_portuguese_cv_keeps_an_internship_and_a_service_without_organisation():
    posts = _posts(_profile("curriculo_pt.md"))
    assert posts["Estagiário"] == ("Museu de Zoologia do Cerrado", 2011, 2012)
    assert posts["Serviço militar"] == ("", 2008, 2009)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2015/16", (2015, 2016, False)),
        ("WS 2016/17", (2016, 2017, False)),
        ("2019/09", None),  # a month
        ("2011/12 - 2014/06", (2011, 2014, False)),  # months of a range
        ("2019/09, 2020 - 2022", (2020, 2022, False)),
        ("2015–2016", (2015, 2016, False)),
    ],
)
def test_a_year_and_the_next_ones_two_digits_are_an_academic_year(text, expected):
    assert date_range(text) == expected


def test_the_words_of_an_academic_year_go_with_its_dates():
    assert strip_dates("Universidad de Ejemplo, curso 2017-2018") == "Universidad de Ejemplo"
    assert strip_dates("Université X, année universitaire 2019-2020") == "Université X"


@pytest.mark.parametrize(
    ("place", "town"),
    [
        ("Kelmsdorf", True),
        ("Frankfurt am Main", True),
        ("Temuco, Chile", True),
        ("Department of Physics", False),
        ("Universidad de Ejemplo", False),
        ("Advisor: Prof. Ana Ruiz", False),
    ],
)
def test_the_place_slot_holds_a_town_or_something_else(place, town):
    assert is_town(place) is town


@pytest.mark.parametrize(
    ("printed", "member", "strength"),
    [
        ("T. Zhang", "Zhang Tao", 1),
        ("Zhang, T.", "Zhang Tao", 1),
        ("Tao Zhang", "Zhang Tao", 2),
        ("T. Zhang", "Tao Zhang", 1),
        ("P. Martin", "Martin Paul", 0),  # no Chinese family name first: not read family first
        ("X. Zhang", "Zhang Tao", 0),
    ],
)
def test_a_chinese_name_written_family_first_matches_its_initials(printed, member, strength):
    assert match_strength(printed, [member]) == strength


def test_lab_members_are_found_among_authors_and_named_in_addresses_by_their_romanised_names(db):
    import_documents([FIXTURES / "lab_site"])
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"桐山 大翔", "楠木遥香", "Zhang Tao", "Liang Meiyu"}  # the spaced kanji name too
    assert people["桐山 大翔"].slug == "hiroto-kiriyama"
    assert people["楠木遥香"].slug == "haruka-kusunoki"  # not the kanji's Chinese readings
    assert authors("Moss carpets buffer soil temperature on volcanic slopes") == [
        ("Hiroto Kiriyama", "hiroto-kiriyama"),
        ("T. Zhang", "zhang-tao"),
        ("M. Liang", "liang-meiyu"),
    ]
    assert [slug for _name, slug in authors("Root exudates of alpine sedges under warming")] == [
        "zhang-tao",
        "haruka-kusunoki",
        "hiroto-kiriyama",
    ]


def test_a_japanese_homepage_keeps_the_kanji_name_and_takes_its_address_from_the_alias(db):
    profile = _profile("kiriyama_homepage.md")
    assert profile.name == "桐山 大翔"
    assert profile.alt_names == ["Hiroto Kiriyama"]  # the page's old address under the same key is no name
    import_documents([FIXTURES / "kiriyama_homepage.md"])
    person = Person.objects.get()
    assert person.slug == "hiroto-kiriyama"
    assert [(e.title, e.start_year) for e in person.experience.order_by("order")] == [("准教授", 2020), ("助教", 2017)]


def _owned(name: str, owner: str):
    return read_document(name, (FIXTURES / name).read_bytes(), person=owner).profile


def test_dated_degrees_each_keep_their_entry_when_one_place_is_unknown():
    education = _owned("cv_academicpages.md", "Wiebke Saarinen").education
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in education] == [
        ("phd", "HMBL", 2019, None),  # "_Since September 2019_": underscores are no letters of "Since"
        ("master", "University of Heldstadt", 2016, 2019),
        ("bachelor", "University of Heldstadt", 2013, 2016),
    ]
    assert education[0].field == ""  # "in the X group" says with whom, not the field


def test_dated_posts_nested_under_their_organisation_are_posts_of_their_own():
    experience = _owned("cv_academicpages.md", "Wiebke Saarinen").experience
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in experience] == [
        ("Protein Design, Corvina Therapeutics", "Associate Scientist", 2024, None),
        ("Protein Design, Corvina Therapeutics", "Sr. Research Associate", 2023, 2024),
        ("Protein Design, Corvina Therapeutics", "Intern", 2022, 2023),
    ]
    assert experience[0].details.startswith("Screening enzyme variants")


def test_a_section_of_degrees_and_posts_together_gives_each_its_kind():
    profile = _profile("cv_in_brief.qmd")
    assert [(e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", 2017, 2021),
        ("master", 2014, 2016),
    ]
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [("Postdoctoral fellow", 2021, 2023)]
    assert "Morava University" in profile.experience[0].organization


def test_a_degree_over_its_place_over_its_years_after_a_whole_entry_is_the_next_degree():
    education = _profile("resume_lines.qmd").education
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in education] == [
        ("phd", "University of Rochebelle", 2013, 2016),
        ("master", "University of Saint-Aubin", 2012, 2013),
    ]
