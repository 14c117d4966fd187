"""Positions written out long and the headings over them, as real CVs print them: a title anywhere among
the comma-separated parts ("Institute X, Madrid, Research Assistant, 2019 - 2021"), a note of the post's
history inside the title, a degree student's post ("PhD Candidate", "Graduate Intern"); German section
names and a heading word misspelt by one letter; a job title under the name that is no section heading
(importer.parsers.text; fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.text import parse_text_document, split_sections
from importer.parsers.text.experience import parse_experience
from importer.parsers.text.heading_typos import mended_heading
from importer.parsers.text.job_titles import is_job_title, title_among_parts
from importer.parsers.text.sections import Section, classify_heading

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "cv_long_posts"


def _read(name: str):
    return parse_text_document(name, (FIXTURES / name).read_text(encoding="utf-8"))


def _jobs(document) -> list[tuple[str, str, int | None, int | None]]:
    return [(e.title, e.organization, e.start_year, e.end_year) for e in document.profile.experience]


# --- long employment lines: every one a position ------------------------------------------------------


def test_every_long_employment_line_of_a_psychology_cv_is_a_position():
    jobs = _jobs(_read("employment_psychology_en.md"))
    assert [(title, organization, start) for title, organization, start, _end in jobs] == [
        (
            "Reader in Cognitive Psychology (Associate Professor)",
            "School of Cognitive Science, Harrowgate University",
            2016,
        ),
        ("Wellcome Trust Career Development Fellow", "School of Cognitive Science, Harrowgate University", 2010),
        ("Postdoctoral Associate", "School of Cognitive Science, Harrowgate University", 2007),
        ("Post-doctoral Research Assistant", "Department of Psychology, Lindenfeld University", 2005),
    ]
    assert [end for *_rest, end in jobs] == [None, 2016, 2010, 2006]  # the first, dated by its month, still held
    profile = _read("employment_psychology_en.md").profile
    assert (profile.position, profile.affiliation) == (
        "Reader in Cognitive Psychology (Associate Professor)",
        "Harrowgate University",
    )


def test_a_post_of_one_month_among_others_of_one_month_stays_of_that_year():
    section = Section(
        "experience",
        "Internships",
        [
            "- Research Intern, Department of Hydrology, Brackwater University, June 2022",
            "- Research Intern, Institute of Soil Science, Lindenfeld University, July 2021",
        ],
    )
    assert [(e.start_year, e.end_year) for e in parse_experience(section, [])] == [(2022, 2022), (2021, 2021)]


def test_positions_that_start_with_the_organisation_or_a_doctoral_title():
    document = _read("employment_org_first_en.md")
    assert _jobs(document)[:3] == [
        ("PhD Candidate", "Instituto de Física de Sólidos (IFS), CSIC", 2021, None),
        ("Visiting PhD candidate", "Halvorsen Institute, University of Nordvik", 2023, 2023),
        ("Research Assistant", "Instituto de Física de Sólidos (IFS), CSIC", 2019, 2021),
    ]
    assert document.profile.role == "phd"


def test_a_research_section_listing_student_posts_is_read_as_positions():
    jobs = _jobs(_read("employment_org_first_en.md"))
    assert jobs[3:] == [
        ("Graduate Intern", "Tidewater Design Lab", 2017, 2018),
        ("Graduate Student Researcher", "Harbour Data Project", 2015, 2017),
    ]


def test_other_writing_lists_papers():
    document = _read("employment_org_first_en.md")
    assert [(p.title, p.year) for p in document.publications] == [
        ("Why nanowires matter for everyone", 2022),
        ("Teaching quantum transport with simulations", 2021),
    ]
    assert not any("Other writing" in w for w in document.warnings)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tidewater Institute, Portland, Research Assistant", ("Tidewater Institute, Portland", "Research Assistant")),
        (
            "PhD Candidate, FPI grant, Instituto de Suelos, Montealto",
            ("Instituto de Suelos, Montealto", "PhD Candidate"),
        ),
        (
            "Research Fellow (promoted in 2012) School of Botany, Harrowgate University",
            ("School of Botany, Harrowgate University", "Research Fellow"),
        ),
        ("Kestrel Robotics, Senior Engineer, Lyon", None),  # no part names an institution: left to the other rules
        ("Built a pipeline, then a dashboard", None),
    ],
)
def test_title_among_the_parts_of_a_position(text, expected):
    assert title_among_parts(text) == expected


@pytest.mark.parametrize(
    ("part", "expected"),
    [
        ("PhD Candidate", True),
        ("Doctoral researcher", True),
        ("Research Assistant", True),
        ("Studentische Hilfskraft", True),
        ("Reader in Marine Biology", True),
        ("Research Associate School of Botany", False),  # a title run into its organisation
        ("Harrowgate University", False),
        ("Taught statistics to undergraduates", False),
    ],
)
def test_a_part_that_is_a_job_title(part, expected):
    assert is_job_title(part) is expected


# --- headings ------------------------------------------------------------------------------------


def test_german_career_headings_and_a_misspelt_awards_heading():
    text = (FIXTURES / "lebenslauf_headings_de.md").read_text(encoding="utf-8")
    kinds = [(s.heading, s.kind) for s in split_sections(text)[1:]]
    assert kinds == [
        ("Aktuelle Anstellung", "experience"),
        ("Arbeitserfahrung", "experience"),
        ("Berufliche Tätigkeit", "experience"),
        ("Ausbildung", "education"),
        ("Auszeichungen", "awards"),
    ]
    document = _read("lebenslauf_headings_de.md")
    assert _jobs(document) == [
        (
            "Wissenschaftler",
            "Plattform Datenanalyse, Forschungsinstitut für Bodenökologie (FIBÖ), Kassel",
            2021,
            None,
        ),
        ("Wissenschaftler", "Institut für Pflanzenphysiologie, Universität Brachtal", 2015, 2021),
        (
            "Studentische Hilfskraft",
            "Institut für Botanik, Universität Brachtal",
            2010,
            2012,
        ),
        ("Wissenschaftlicher Mitarbeiter", "Landesamt für Umwelt Nordheide", 2013, 2014),
    ]
    assert [(a.title.split(",")[0], a.year) for a in document.profile.awards] == [
        ("Promotionspreis der Gesellschaft für Bodenökologie", 2016)
    ]
    assert not any("not read" in w for w in document.warnings)


@pytest.mark.parametrize(
    ("heading", "mended"),
    [
        ("Auszeichungen", "auszeichnungen"),  # a letter dropped
        ("Teachign", "teaching"),  # two letters swapped
        ("Publicattions", "publications"),  # a letter doubled
        ("Doctorant", None),  # one letter short of "doctorants", but another word (a post), not a slip
        ("Awrads", None),  # too short to mend safely
        ("Kestrel Laboratories", None),
        ("Selected Publicatons of the Soil Ecology Group", None),  # a longer line: not mended
    ],
)
def test_a_heading_word_misspelt_by_one_letter(heading, mended):
    assert mended_heading(heading) == mended


def test_a_misspelt_heading_counts_only_alone_on_its_line():
    assert classify_heading("Auszeichungen") is None  # the word itself, as a table cell would be read
    sections = split_sections("# A B\n\n## Publicatons\n\n- Okafor, A. (2020). A title. *Soil Letters*, 3, 1-9.\n")
    assert [s.kind for s in sections] == ["intro", "publications"]


def test_a_job_title_under_the_name_is_the_position_not_a_talks_heading():
    document = _read("header_title_fr.md")
    text = (FIXTURES / "header_title_fr.md").read_text(encoding="utf-8")
    assert [s.kind for s in split_sections(text)] == ["intro", "education", "experience"]
    assert (document.profile.position, document.profile.role) == ("Maître de conférences", "faculty")
    assert not any("talks" in w for w in document.warnings)
    assert classify_heading("Conférences") == "talks"  # alone, the word still heads talks
    assert [s.kind for s in split_sections("# A B\n\nPhD Students\n\n- C D\n")] == ["intro", "people"]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Volunteer Engagement", "service"),
        ("Volunteering", "service"),
        ("Ehrenamtliches Engagement", "service"),
        ("Public Engagement", "media"),  # writing and talking for the public, told apart first
        ("Engagement", None),
    ],
)
def test_volunteering_headings_are_service(heading, kind):
    assert classify_heading(heading) == kind
