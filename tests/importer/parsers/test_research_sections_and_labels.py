"""CVs and homepages outside computing: a "Research" heading over dated posts, degrees or projects,
doctoral sections, "Position:" / "Funktion:" label lines, job titles the role words do not know, and
rows of profile links (importer.parsers.text; fictional fixtures in the layouts of Quarto and
academicpages pages, a university CMS person page and hand-written markdown)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.text import classify_heading, parse_text_document

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "research_sections"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


def _titles(document) -> list[str]:
    return [pub.title for pub in document.publications]


# --- "Research" over dated rows ------------------------------------------------------------


def test_dated_posts_and_degrees_under_research_are_the_career_not_interests():
    profile = _read("ecologist_research_rows.md").profile
    assert profile.research_interests == []
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("University of Brightwater", "phd", 2016, 2021),
        ("Brightwater College", "master", 2014, 2016),
    ]
    [post] = profile.experience
    assert post.title.startswith("Postdoctoral research") and post.organization.startswith("Lakeside University")
    assert (post.start_year, post.end_year) == (2021, None)


def test_dated_projects_under_research_are_neither_interests_nor_papers():
    document = _read("sociologist_projects.md")
    assert document.profile.research_interests == []
    assert document.profile.experience == []  # a project's investigator is not the owner's post
    assert _titles(document) == [
        "Trust and turnout in small municipalities",
        "Leaving home late: rural youth transitions",
    ]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Past & Related Projects", "projects"),
        ("Research projects", "projects"),
        ("Current projects", "projects"),
        ("Ongoing Projects", "projects"),
        ("Doctoral studies", "education"),
        ("Postdoctoral research", "experience"),
        ("Professional Networks", "links"),
        ("Find me on", "links"),
        ("Academic Profiles", "links"),
        ("Research", "interests"),
        ("Research Interests", "interests"),
    ],
)
def test_heading_kinds(heading, kind):
    assert classify_heading(heading) == kind


def test_a_research_statement_stays_prose_though_it_names_a_year():
    profile = _read("statement_research.md").profile
    assert profile.experience == [] and profile.education == []
    assert "coastal sediments store carbon" in profile.bio


def test_research_topics_stay_interests():
    text = (
        "# Ana Lindqvist\n\nPhD student, Vale University\n\n## Research\n\n- Seed banks\n- Fire ecology\n- Soil fungi\n"
    )
    profile = parse_text_document("ana.md", text).profile
    assert profile.research_interests == ["Seed banks", "Fire ecology", "Soil fungi"]
    assert profile.experience == []


# --- doctoral sections ---------------------------------------------------------------------


def test_doctoral_research_is_the_degree_and_postdoctoral_research_the_posts():
    profile = _read("linguist_doctoral.md").profile
    [phd] = profile.education
    assert (phd.institution, phd.degree, phd.field, phd.start_year, phd.end_year) == (
        "University of Eastbridge",
        "phd",
        "Linguistics",
        2014,
        2019,
    )
    assert "Evidential marking" in phd.details  # the thesis line stays with its degree
    assert [(e.title, e.organization) for e in profile.experience] == [
        ("Postdoctoral researcher", "Meridian Institute for Language Science"),
        ("Research fellow", "University of Eastbridge"),
    ]
    assert profile.research_interests == []


def test_doctoral_studies_are_education():
    profile = _read("psychologist_doctoral_studies.md").profile
    assert [(e.degree, e.institution) for e in profile.education] == [
        ("phd", "University of Oakhaven"),
        ("master", "Varna Bay University"),
    ]
    assert profile.research_interests == ["Anxiety in adolescence", "Sleep and mood regulation"]


# --- label lines and job titles --------------------------------------------------------------


def test_position_and_organisation_labels_are_not_mixed_up():
    profile = _read("staff_page_labels.md").profile
    assert profile.position == "Senior Policy Advisor"  # whole, though "Advisor" names no role
    assert profile.affiliation == "Northsea University"
    assert profile.email == "k.mellenhoff@example.org"


def test_a_german_cms_person_page_gives_funktion_and_einrichtung():
    profile = _read("cms_person_page.html").profile
    assert profile.name == "Jörg Albrecht Tiedemann"
    assert profile.position == "Leiter der Arbeitsgruppe Bodenökologie"
    assert profile.affiliation == "Universität Hallenfeld"


@pytest.mark.parametrize(
    ("lines", "position", "affiliation"),
    [
        (
            ["Position: Research Associate, Department of Botany, Vale University"],
            "Research Associate",
            "Vale University",
        ),
        (["Institution: Kestrel Polytechnic", "Position: Lab Manager"], "Lab Manager", "Kestrel Polytechnic"),
        (["Affiliation: Meridian Institute", "Job title: Data Steward"], "Data Steward", "Meridian Institute"),
        (["Institut: Institut für Meereskunde", "Funktion: Doktorandin"], "Doktorandin", "Institut für Meereskunde"),
    ],
)
def test_labelled_position_and_affiliation(lines, position, affiliation):
    text = "# Noor Vandermeer\n\n" + "\n".join(f"{line}  " for line in lines) + "\n\n## Teaching\n\n- Botany 101\n"
    profile = parse_text_document("noor.md", text).profile
    assert (profile.position, profile.affiliation) == (position, affiliation)


def test_a_subtitle_job_title_without_a_role_word_is_the_position():
    profile = _read("sociologist_projects.md").profile
    assert profile.position == "Data Analyst"
    assert profile.role is None  # no role the site knows: left for the admin
    assert profile.affiliation == "Northfjord Institute for Social Research"


def test_a_subtitle_that_is_a_place_or_a_sentence_is_no_position():
    for subtitle in ("Northfjord Institute for Social Research", "I like maps and long walks", "Oslo, Norway"):
        profile = parse_text_document("x.md", f"# Hanne Solvik\n\n{subtitle}\n\n## Teaching\n\n- Maps 101\n").profile
        assert profile.position == "", subtitle


# --- rows of profile links -------------------------------------------------------------------


def test_link_cards_under_professional_networks_are_links_not_papers():
    document = _read("epidemiologist_link_cards.md")
    assert _titles(document) == ["Missing data in rural clinic records", "Linking registries across districts"]
    assert [(link.label, link.url) for link in document.profile.links] == [
        ("ORCID", "https://orcid.org/0000-0002-1234-5678"),
        ("Google Scholar", "https://scholar.google.com/citations?user=abcd1234"),
        ("ResearchGate", "https://www.researchgate.net/profile/Rafael-Oduya"),
        ("LinkedIn", "https://www.linkedin.com/in/rafaeloduya"),
    ]


def test_a_find_me_on_list_after_the_papers_is_links_not_papers():
    document = _read("economist_find_me_on.md")
    assert len(document.publications) == 2
    assert not any("orcid" in title.casefold() or "researchgate" in title.casefold() for title in _titles(document))
    assert {link.label for link in document.profile.links} == {"ORCID", "Google Scholar", "ResearchGate"}


def test_a_quarto_subtitle_job_title_is_the_position_and_its_place_the_affiliation():
    profile = _read("quarto_about_subtitle.qmd").profile
    assert (profile.position, profile.role, profile.affiliation) == ("Senior Statistician", None, "Vale University")


@pytest.mark.parametrize(
    ("subtitle", "title"),
    [
        ("Data Analyst", "Data Analyst"),
        ("Research Officer at Kestrel Trust", "Research Officer"),
        ("Clinical Psychologist | Vale University", "Clinical Psychologist"),
        ("Ecology & evolution", ""),
        ("Oslo, Norway", ""),
        ("Kestrel Institute of Hydrology", ""),
        ("Email: ana@example.org", ""),
    ],
)
def test_job_title_subtitles(subtitle, title):
    from importer.parsers.text.position_lines import job_title

    assert job_title(subtitle)[0] == title


def test_academicpages_research_section_of_posts_with_nested_places():
    profile = _read("academicpages_research_setext.md").profile
    assert [
        (e.title, e.organization.split(" Department")[0], e.start_year, e.end_year) for e in profile.experience
    ] == [
        ("Postdoctoral research", "Harbourside University", 2011, 2017),
        ("Graduate research", "Meridian Institute of Technology", 2005, 2011),
        ("Undergraduate research", "Kestrel State University", 2003, 2004),
    ]
    assert profile.experience[0].details == "Advisor: Ottilie Brandvold"
    assert [e.degree for e in profile.education] == ["bachelor", "phd"]  # research rows are no second degree
    assert profile.research_interests == []


def test_academicpages_research_section_of_dated_projects_is_not_experience():
    document = _read("academicpages_research_projects.md")
    assert document.profile.experience == [] and document.profile.research_interests == []
    assert document.publications == []
    assert [e.degree for e in document.profile.education] == ["phd", "master"]


def test_doctoral_research_told_again_beside_the_phd_is_one_degree():
    text = (
        "# Lior Abramsky\n\n## Education\n\n- PhD in Ecology, University of Brightwater, 2021\n\n"
        "## Research\n\n- 2016–2021: Doctoral research on ant seed dispersal, University of Brightwater\n"
        "- 2021–present: Postdoctoral researcher, Lakeside University\n"
    )
    profile = parse_text_document("lior.md", text).profile
    assert [(e.degree, e.institution) for e in profile.education] == [("phd", "University of Brightwater")]
    assert [(e.title, e.organization) for e in profile.experience] == [
        ("Postdoctoral researcher", "Lakeside University")
    ]


def test_a_moderncv_title_is_the_job_title_and_dated_projects_under_research_are_not_papers():
    tex = (
        "\\documentclass{moderncv}\n\\name{Hanne}{Solvik}\n\\title{Data Analyst}\n\\email{hanne@example.org}\n"
        "\\begin{document}\n\\makecvtitle\n\\section{Research}\n"
        "\\cventry{2022--2025}{Youth mobility in rural regions}{Regional Research Fund}{}{}{Survey design.}\n"
        "\\cventry{2019--2022}{Trust in local government}{Municipal Council Network}{}{}{}\n"
        "\\section{Publications}\n\\cvitem{2022}{Solvik, H., \\& Lysaker, A. (2022). Trust and turnout in small "
        "municipalities. \\emph{Scandinavian Political Studies}, 45(2), 201--222.}\n\\end{document}\n"
    )
    document = read_document("solvik.tex", tex.encode())
    assert (document.profile.name, document.profile.position) == ("Hanne Solvik", "Data Analyst")
    assert _titles(document) == ["Trust and turnout in small municipalities"]
    assert document.profile.experience == [] and document.profile.research_interests == []


def test_a_links_section_gives_the_profile_sites_not_every_page_it_links():
    text = (
        "# Ana Lindqvist\n\nPhD student, Vale University\n\n## Links\n\n"
        "- [Fire Ecology Lab](https://fire-lab.example.org)\n- [My ORCID record](https://orcid.org/0000-0002-5555-6666)\n"
        "- https://github.com/analindqvist\n"
    )
    profile = parse_text_document("ana.md", text).profile
    assert [(link.label, link.url) for link in profile.links] == [
        ("ORCID", "https://orcid.org/0000-0002-5555-6666"),
        ("GitHub", "https://github.com/analindqvist"),
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "Marta Lindqvist's Personal Website",
        "Homepage of Marta Lindqvist",
        "Welcome to Marta Lindqvist's homepage",
        "Marta Lindqvist’s site",
    ],
)
def test_a_page_titled_as_its_owners_website_names_the_owner(heading):
    text = f"# {heading}\n\nI am a PhD candidate in chemistry at Westvale University.\n"
    assert read_document("README.md", text.encode()).profile.name == "Marta Lindqvist"
