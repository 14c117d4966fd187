"""LinkedIn "Save to PDF" profiles: two columns, headings in the profile's language (fictional profiles)."""

from importer.parsers.documents import read_document
from importer.parsers.linkedin import looks_like_linkedin
from tests.importer.pdfs import make_positioned_pdf


def _profile_pdf(sidebar, main):
    """The export's layout: a narrow column at the left, the main one beside it, a page footer."""
    items, y = [], 760
    for line in sidebar:
        if line:
            items.append((30, y, line))
        y -= 14
    y = 760
    for line in main:
        if line:
            items.append((220, y, line))
        y -= 16
    items.append((280, 30, "Page 1 of 1"))
    return make_positioned_pdf(items)


ENGLISH = _profile_pdf(
    [
        "Contact",
        "odile.marchetti@westvale.example.edu",
        "",
        "www.linkedin.com/in/odile-",
        "marchetti-0a1b2c (LinkedIn)",
        "",
        "Top Skills",
        "Hydrology",
        "Groundwater Modeling",
        "",
        "Honors-Awards",
        "Young Hydrologist Award",
        "",
        "Publications",
        "Rivers Under Stone",
    ],
    [
        "Odile Marchetti",
        "Senior Lecturer in Hydrology at Westvale University",
        "Westvale, Imaginaria",
        "",
        "Summary",
        "I study how water moves beneath the imaginary plains of Westvale.",
        "",
        "Experience",
        "Westvale University",
        "6 years 3 months",
        "Senior Lecturer",
        "September 2021 - Present (3 years 3 months)",
        "Westvale, Imaginaria",
        "Lecturer",
        "September 2018 - August 2021 (3 years)",
        "Westvale, Imaginaria",
        "Northfield College",
        "Postdoctoral Researcher",
        "October 2016 - August 2018 (1 year 11 months)",
        "Northfield",
        "",
        "Education",
        "Northfield College",
        "Doctor of Philosophy - PhD, Hydrology \u00b7 (2012 - 2016)",
    ],
)


def test_a_linkedin_profile_is_read_name_first_with_its_positions_and_degrees():
    document = read_document("Profile.pdf", ENGLISH)
    assert document.format == "linkedin-pdf"
    profile = document.profile
    assert (profile.name, profile.email) == ("Odile Marchetti", "odile.marchetti@westvale.example.edu")
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Westvale University", "Senior Lecturer", 2021, None),
        ("Westvale University", "Lecturer", 2018, 2021),
        ("Northfield College", "Postdoctoral Researcher", 2016, 2018),
    ]
    education = profile.education[0]
    assert (education.institution, education.degree, education.start_year, education.end_year) == (
        "Northfield College",
        "phd",
        2012,
        2016,
    )
    assert "https://www.linkedin.com/in/odile-marchetti-0a1b2c" in [link.url for link in profile.links]
    assert [a.title for a in profile.awards] == ["Young Hydrologist Award"]


def test_the_publications_a_linkedin_profile_lists_by_title_are_its_owners():
    paper = read_document("Profile.pdf", ENGLISH).publications[0]
    assert (paper.title, [a.name for a in paper.authors], paper.authors_truncated) == (
        "Rivers Under Stone",
        ["Odile Marchetti"],
        True,
    )


def test_a_german_linkedin_profile_is_read_the_same_way():
    document = read_document(
        "Profil.pdf",
        _profile_pdf(
            [
                "Kontakt",
                "jonas.adler@example.de",
                "www.linkedin.com/in/jonas-adler (LinkedIn)",
                "",
                "Top-Kenntnisse",
                "Geochemie",
            ],
            [
                "Jonas Adler",
                "Doktorand an der Hochschule Westheim",
                "Westheim, Deutschland",
                "",
                "Berufserfahrung",
                "Hochschule Westheim",
                "Wissenschaftlicher Mitarbeiter",
                "Oktober 2021 - Heute (3 Jahre 2 Monate)",
                "Westheim",
                "",
                "Ausbildung",
                "Hochschule Nordau",
                "Master of Science - MS, Geochemie \u00b7 (2019 - 2021)",
            ],
        ),
    )
    profile = document.profile
    assert (profile.name, profile.email) == ("Jonas Adler", "jonas.adler@example.de")
    assert [(e.organization, e.start_year) for e in profile.experience] == [("Hochschule Westheim", 2021)]
    assert ("Hochschule Nordau", "master", 2021) in [(e.institution, e.degree, e.end_year) for e in profile.education]


def test_an_ordinary_cv_with_a_contact_column_is_not_taken_for_a_linkedin_profile():
    text = "Contact\nodile.marchetti@westvale.example.edu\nhttps://marchetti.example.org\n\nPublications\nRivers Under Stone\n"
    assert not looks_like_linkedin(text)
    assert looks_like_linkedin(text.replace("https://marchetti.example.org", "www.linkedin.com/in/om (LinkedIn)"))
