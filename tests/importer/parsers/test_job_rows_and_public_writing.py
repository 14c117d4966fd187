"""Two faults of real CVs (fictional fixtures): a job title no word list knows, which the row's layout
marks as the title (the bold part, the part before the organisation, a title line over its organisation's
dated row); and blog posts, press items, popular articles and talks, which are never papers."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.text import Section, classify_heading
from importer.parsers.text.cv import parse_experience

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def read(folder, name):
    return read_document(name, (FIXTURES / folder / name).read_bytes())


def jobs(document):
    return [(e.title, e.organization, e.start_year, e.end_year) for e in document.profile.experience]


def titles(document):
    return [p.title for p in document.publications]


# --- job titles read by their place in the row --------------------------------------------------


def test_bold_titles_before_the_organisation_in_a_pandoc_cv():
    assert jobs(read("job_rows", "pandoc_bold_titles.md")) == [
        ("Catchment Restoration Planner", "Tillbrook River Trust", 2019, None),
        ("Natural Resources Management Technician", "Marlowe Regional Water Agency", 2015, 2019),
        ("Wetland Survey Lead", "Corran Valley Conservancy, Brisk Hollow", 2013, 2015),
        # the organisation first, then a title ending in its agent noun: not "Analyst" of "Flood Risk"
        ("Flood Risk Analyst", "Harwick Regional Council", 2012, 2013),
        ("Seasonal Ranger", "Fellmoor National Park Authority", 2011, 2011),
    ]


def test_spanish_titles_in_bold_and_title_lines_over_their_organisation():
    assert jobs(read("job_rows", "dos_lineas_es.md")) == [
        ("Profesora Ayudante Doctora", "Universidad de Valdemora, Departamento de Geografía", 2020, None),
        ("Técnica de cartografía temática", "Confederación Hidrográfica del Alberche", 2016, 2020),
        ("Consultora en ordenación del territorio", "Estudio Ribera Paisaje S.L., Villacastín", 2013, 2016),
        # no bold and no known noun: a title line in a section whose rows put the title first
        ("Land-Use Data Steward", "Meseta Observatory Network", 2011, 2013),
    ]


def test_a_plain_text_resume_of_title_lines_and_an_organisation_without_title():
    assert jobs(read("job_rows", "resume_two_lines.txt")) == [
        ("Vaccine Program Evaluator", "Northfield Public Health Institute", 2019, None),
        ("Community Health Outreach Coordinator", "Lakemont County Health Department", 2016, 2019),
        # an organisation and its town, no title: neither becomes one
        ("", "Kestrel Analytics, Dunmore", 2014, 2016),
    ]


def test_organisation_lines_over_dated_title_lines_as_awesome_cv_prints_them():
    assert jobs(read("job_rows", "awesomecv_orgs_over_titles.txt")) == [
        ("Professor of Development Economics", "Faculty of Economics", 2019, None),
        ("Associate Professor of Statistics", "Department of Applied Statistics", 2014, 2019),
        ("Senior Survey Methodologist", "Central Savings Authority", 2010, 2014),
        ("Poverty Measurement Adviser", "Brackwater Policy Trust", 2008, 2010),
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["Kestrel Analytics, Lorient, 2018–2020", "Brightwater Labs, Oakhaven, 2016–2018"],
            [("", "Kestrel Analytics, Lorient", 2018, 2020), ("", "Brightwater Labs, Oakhaven", 2016, 2018)],
        ),
        (
            ["Manchester, UK, 2019–2021", "Research Scientist, Kestrel AI, 2021–"],
            [("", "Manchester", 2019, 2021), ("Research Scientist", "Kestrel AI", 2021, None)],
        ),
        (  # a bold organisation with a known title after a dash: the title stays the title
            ["- **Pellucid Bank**, Port Aster --- Software Engineering Intern, 2021--2022"],
            [("Software Engineering Intern", "Pellucid Bank, Port Aster", 2021, 2022)],
        ),
        (  # a bold organisation is no title; a bold title beside it is
            ["**Brightwater Foundation**, Oakhaven, 2016–2018", "**Field Botanist**, Kestrel Herbarium, 2018–2020"],
            [("", "Brightwater Foundation, Oakhaven", 2016, 2018), ("Field Botanist", "Kestrel Herbarium", 2018, 2020)],
        ),
    ],
)
def test_organisations_and_towns_never_become_titles(lines, expected):
    entries = parse_experience(Section("experience", "Experience", lines))
    assert [(e.title, e.organization, e.start_year, e.end_year) for e in entries] == expected


# --- writing for the public is not a paper -------------------------------------------------------


def test_blog_posts_outreach_and_press_under_publications_are_no_papers():
    document = read("public_writing", "homepage_blog_press.md")
    assert titles(document) == [
        "Drought legacies in upland oak stands",
        "Seed rain after canopy dieback",
        "Root carbon in ageing stands",  # "In press" is a status of papers, not the press
    ]
    notes = " ".join(document.warnings)
    for heading in ("Blog posts", "Outreach articles", "In the press", "Talks"):
        assert f"'{heading}'" in notes


def test_spanish_divulgacion_and_congress_talks_are_no_papers():
    document = read("public_writing", "cv_divulgacion_es.md")
    assert titles(document) == [
        "Cobertura de vacunación en zonas rurales",
        "Mortalidad evitable en municipios pequeños",
    ]
    assert any("'Artículos de divulgación'" in w for w in document.warnings)


def test_french_vulgarisation_and_media_are_no_papers():
    document = read("public_writing", "cv_vulgarisation_fr.md")
    assert titles(document) == [
        "Transitions de phase dans les verres de spin dilués",
        "Relaxation lente et vieillissement",
    ]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Blog", "media"),
        ("Recent posts", "media"),
        ("Popular science", "media"),
        ("Selected media appearances", "media"),
        ("Articoli divulgativi", "media"),
        ("Outreach", "service"),  # outreach work (school visits, open days) stays service
        ("In press", None),  # a status of papers, read by the papers' own rule
        ("Posts held", None),
        ("Open Press Collective", None),  # an organisation's name, not a heading
        ("Social media", "links"),
        ("Public health publications", "publications"),
        # papers and public writing under one heading: the papers are kept
        ("Publications and Media", "publications"),
        ("Publicaciones y divulgación", "publications"),
        ("Press and media", "media"),
    ],
)
def test_headings_of_writing_for_the_public(heading, kind):
    assert classify_heading(heading) == kind
