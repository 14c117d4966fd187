"""An industry résumé as plain text (fictional): positions with their bullets, the employer as affiliation."""

from importer.parsers.text import parse_text_document

RESUME = """JONAS EKBERG
Oslo, Norway  |  jonas.ekberg@example.com  |  github.com/jekberg

SUMMARY
Backend engineer with 6+ years building payment systems. Background in distributed databases.

EXPERIENCE
Fjellpay, Oslo -- Senior Software Engineer, Ledger Team (Mar 2021 - Present)
  * Own the settlement service handling 12k req/s; cut p99 latency by 40%.
  * On-call lead for the Ledger rotation (2022-2023).
Nordkapp Data | Software Engineer (Jul 2018 - Feb 2021)
  * Built the change-data-capture pipeline.

INTERNSHIPS
Research Intern -- Vestby Systems Lab (Jun 2017 - Aug 2017)
  * Prototyped a log-structured key-value store.

EDUCATION
Vestby University -- M.A.Sc. Computer Engineering (Sep 2016 - Jun 2018)
Fjordline University -- B.A.Sc. Electrical Engineering (Sep 2012 - Jun 2016)
"""


def test_bullets_under_a_position_are_its_description_not_positions():
    experience = parse_text_document("resume.txt", RESUME, fmt="text-cv").profile.experience
    assert experience[0].organization.startswith("Fjellpay")  # "Fjellpay, Oslo": a city is not told from a unit
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in experience[1:]] == [
        ("Nordkapp Data", "Software Engineer", 2018, 2021),
        ("Vestby Systems Lab", "Research Intern", 2017, 2017),
    ]
    assert (experience[0].title, experience[0].start_year, experience[0].end_year) == (
        "Senior Software Engineer, Ledger Team",
        2021,
        None,
    )
    assert "settlement service" in experience[0].details


def test_the_affiliation_is_the_current_employer_not_a_phrase_of_the_summary():
    profile = parse_text_document("resume.txt", RESUME, fmt="text-cv").profile
    assert profile.affiliation == "Fjellpay"
    assert profile.role in ("researcher", "staff")


def test_applied_science_degrees_are_bachelor_and_master():
    education = parse_text_document("resume.txt", RESUME, fmt="text-cv").profile.education
    assert [(e.institution, e.degree) for e in education] == [
        ("Vestby University", "master"),
        ("Fjordline University", "bachelor"),
    ]
