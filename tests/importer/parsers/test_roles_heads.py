"""Who runs a lab is read from the titles CVs print for it, in the CV languages; an owner whose
document says nothing about them (a publication list) has no role invented."""

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import ParsedExperience
from importer.parsers.roles import current_role, role_from_title


@pytest.mark.parametrize(
    "title",
    [
        "Professor",
        "Associate Professor",
        "Tenure-track Assistant Professor",
        "Group leader",
        "PI",
        "Lab head",
        "Head of the Glacier Dynamics Lab",
        "Direktor",
        "Direktorin des Instituts für Limnologie",
        "Laborleiterin",
        "Institutsleiter",
        "Professeur des universités",
        "Director, Center for Coastal Robotics",
        "Director of the Ostvik Institute",
    ],
)
def test_a_professors_or_lab_heads_title_is_pi_on_their_own_cv(title):
    assert role_from_title(title) == "pi"


def test_tenure_track_alone_is_faculty_and_a_directory_engineer_is_no_director():
    assert role_from_title("tenure-track faculty") == "faculty"
    assert role_from_title("Directory Services Engineer") != "pi"


def test_a_current_professorship_wins_over_a_visiting_post_listed_first():
    experience = [
        ParsedExperience(organization="Brightwater Laboratories", title="Visiting Scientist", start_year=2024),
        ParsedExperience(organization="University of Tarrow", title="Associate Professor", start_year=2019),
    ]
    role, entry = current_role(experience, [])
    assert (role, entry.organization) == ("pi", "University of Tarrow")


def test_a_visiting_post_alone_still_names_the_visitor():
    experience = [
        ParsedExperience(organization="Brightwater Laboratories", title="Visiting Scientist", start_year=2024)
    ]
    assert current_role(experience, [])[0] == "visitor"


def test_a_publication_lists_owner_has_no_role_invented():
    page = (
        "# Publications\n\n"
        "1. **Jonas Vella**, Mira Okafor. Sparse Lattice Schedulers for Edge Inference. In *EuroSys*, 2023.\n"
        "2. **Jonas Vella**. Schedulers for Small Clusters. Ph.D. Thesis, Northfield University, 2021.\n"
        "3. Mira Okafor, **Jonas Vella**, Tal Berger. Fast Paths in Kernel Bypass. In *NSDI*, 2022.\n"
    )
    profile = read_document("publications.md", page.encode()).profile
    assert profile.name == "Jonas Vella"
    assert not profile.role  # unknown: the site adds the person with its default role, marked as not given


def test_a_company_heading_over_its_research_center_keeps_the_company():
    # "### Company, years" over the unit ("... Center") and the title: the unit is no organisation heading
    cv = (
        "Tal Berger\n==========\n\nExperience\n----------\n\n"
        "### Northwind Systems, 2012-2016<br> (Elm Falls)\n\n**Storage Technology Center, Security**<br>\n\n"
        "*Software Engineer*\n\n-   I wrote the encrypted page cache.\n\n"
        "### Kestrel Cloud, 2016-2020<br> (Lorient)\n\n**Platform Security**<br>\n\n*Staff Engineer*\n\n"
        "-   I led the key management team.\n"
    )
    profile = read_document("resume.txt", cv.encode()).profile
    found = [(e.organization.split(",")[0], e.title, e.start_year, e.end_year) for e in profile.experience]
    assert ("Northwind Systems", "Software Engineer", 2012, 2016) in found
