"""Structured CVs (RenderCV, JSON Resume, Typst templates): the current employer, the advisors, dated bullets.

Every person, place and title here is invented.
"""

import json

from importer.parsers.documents import read_document

RENDERCV = """cv:
  name: Orla Vantongeren
  label: Associate Professor, Probabilistic Machine Learning
  email: orla.vantongeren@kestrel.example.edu
  sections:
    education:
      - institution: Northmoor University
        area: Statistics
        degree: PhD
        start_date: ""
        end_date: ""
        highlights:
          - "Thesis: Sparse priors for streaming inference"
          - Co-advised by Prof. Lena Okafor and Tomas Brandt.
    experience:
      - company: Kestrel Institute of Technology
        position: Associate Professor
        start_date: ""
        end_date: present
      - company: Brightwater Research
        position: Postdoctoral Researcher
        start_date: ""
        end_date: ""
    honors_and_awards:
      - bullet: "2022: Early Career Award, Baltic Statistics Society"
      - label: "2014"
        details: Best Dissertation Prize
"""


def test_a_rendercv_label_naming_a_field_leaves_the_affiliation_to_the_current_job():
    profile = read_document("cv.yaml", RENDERCV.encode()).profile
    assert (profile.role, profile.position) == ("pi", "Associate Professor")
    assert profile.affiliation == "Kestrel Institute of Technology"  # not "Probabilistic Machine Learning"
    assert profile.advisors == ["Lena Okafor", "Tomas Brandt"]
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Early Career Award, Baltic Statistics Society", 2022),
        ("Best Dissertation Prize", 2014),
    ]


def test_a_label_naming_an_employer_is_kept_when_no_job_says_otherwise():
    text = RENDERCV.replace("Probabilistic Machine Learning", "Quillon Analytics").split("  sections:")[0]
    profile = read_document("cv.yaml", text.encode()).profile
    assert (profile.position, profile.affiliation) == ("Associate Professor", "Quillon Analytics")


RESUME = {
    "basics": {
        "name": "Tavish Okonkwo-Reyes",
        "label": "PhD Candidate in Electrical Engineering",
        "email": "tokonkwo@marlow.example.edu",
    },
    "work": [
        {
            "name": "Quillon Semiconductors",
            "position": "Hardware Research Intern",
            "startDate": "2025-06",
            "endDate": "Present",
            "summary": "Mentored by Dr. Ines Varga on analog front-ends.",
        },
        {
            "name": "Marlow State University, Sensing Systems Lab",
            "position": "Graduate Research Assistant",
            "startDate": "2021-08",
            "endDate": "Present",
            "summary": "Mentored by Dr. Dorian Achebe, focused on energy-harvesting sensor nodes.",
            "highlights": [
                "Compared supervised fine-tuning with prompting for sensor logs.",
                "Supervised Undergraduate Researchers on two tape-outs.",
            ],
        },
    ],
    "education": [
        {"institution": "Marlow State University", "studyType": "Ph.D.", "startDate": "2021-08", "endDate": ""},
        {"institution": "University of Lagos", "studyType": "B.Eng.", "startDate": "2015", "endDate": "2019"},
    ],
}


def test_a_students_affiliation_is_the_university_not_the_current_internship():
    profile = read_document("resume.json", json.dumps(RESUME).encode()).profile
    assert profile.role == "phd"
    assert profile.affiliation == "Marlow State University"
    # the research assistantship's mentor is the advisor; the internship's is not, nor whom the owner supervised
    assert profile.advisors == ["Dorian Achebe"]


def test_an_advisor_in_the_education_courses_is_read_beside_a_summary():
    resume = json.loads(json.dumps(RESUME))
    resume["work"] = resume["work"][:1]
    resume["education"][0].update(summary="Dissertation on wake-up receivers.", courses=["Advisor: Prof. Lin Osei"])
    profile = read_document("resume.json", json.dumps(resume).encode()).profile
    assert profile.advisors == ["Lin Osei"]
    assert profile.affiliation == "Marlow State University"


TYPST_MODERN = """#import "@preview/fictional-cv:0.7.0": *

#show: resume.with(
  author: (
    firstname: "Mireille",
    lastname: "Abernathy-Koh",
    email: "mireille.ak@veldt.example.edu",
    homepage: "mireilleak.example.org",
    orcid: "0000-0002-1825-0097",
    positions: (
      "Research Scientist",
    ),
  ),
)

= Experience

#resume-entry(
  title: "Research Scientist",
  location: "Veldt, Netherlands",
  date: "2022 - Present",
  description: "Veldt Institute for Climate Data",
)

#cv-entry(
  title: [Visiting Researcher],
  society: [Tarrow Institute of Technology],
  date: [2017],
)

= Education

#resume-entry(
  title: "Nordvik University",
  location: "Oslo, Norway",
  date: "2014 - 2019",
  description: "PhD in Atmospheric Physics",
)

#resume-item[
  - Supervisor: Dr. Henrik Aasgaard
]
"""


def test_typst_template_calls_written_over_several_lines_are_read_as_entries():
    document = read_document("cv.typ", TYPST_MODERN.encode())  # pandoc cannot fetch the package
    profile = document.profile
    assert (profile.name, profile.email) == ("Mireille Abernathy-Koh", "mireille.ak@veldt.example.edu")
    assert profile.affiliation == "Veldt Institute for Climate Data"  # the place of the entry is left out
    assert {link.url for link in profile.links} >= {
        "https://mireilleak.example.org",
        "https://orcid.org/0000-0002-1825-0097",
    }
    assert [(e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Veldt Institute for Climate Data", 2022, None),
        ("Tarrow Institute of Technology", 2017, 2017),  # brilliant-cv: content blocks as arguments
    ]
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [("Nordvik University", "phd", 2019)]
    assert profile.advisors == ["Henrik Aasgaard"]
    assert "#resume-item" not in " ".join(e.title + e.organization for e in profile.experience)


def test_a_label_written_title_at_employer_gives_both():
    resume = {"basics": {"name": "Eluned Prasad-Hart", "label": "Postdoctoral Researcher at Fenwick Institute"}}
    profile = read_document("resume.json", json.dumps(resume).encode()).profile
    assert (profile.role, profile.position, profile.affiliation) == (
        "postdoc",
        "Postdoctoral Researcher",
        "Fenwick Institute",
    )
