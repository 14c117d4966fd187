"""CV layouts as people write them: positions as subheadings, dates on the line below, titles in
sentence case, degrees with their university in initials (fictional CVs of each kind)."""

from importer.parsers.dates import date_range
from importer.parsers.text import classify_heading, parse_text_document

PANDOC_RESUME = """Ines Okonkwo-Bray
=================

Overview
--------

I build storage systems and lead small teams.

Employment History
------------------

### Kestrel Cloud, 2019-present<br> (Lorient, OR)

***Kestrel Cloud Storage Team***<br>

*Senior Reliability Software Engineer*

-   I moved the block store to a new replication protocol and wrote the
    migration plan that the team followed over two years.
-   I mentored four engineers.

### Pebblecorp, 2011-2019<br> (Eastmoor, WA)

**Founding member** of the storage group.

*Staff Engineering Manager*

-   I hired the team and shipped the first
    release of the product.

### Harbor Systems, 2009-2011<br> (Lindenau, TX)

*Software Engineer III*

Education
---------

Master of Science in Computer Sciences (**MSCS**), QRU Lindenau, 2007.

Bachelor of Science in Computer Engineering (BSCE), QRU, 2002.
"""

PDF_CV = """TOMAS VRBA
Employment:
Associate Professor in Computer Science, Eastbrook University, Eastbrook, NY.
2008–present
Visiting Researcher, Pebblecorp, Lindenau, NY.
2015–2016
Software Engineer, Harbor Technologies, Piscataway, NJ.
Summer 2000/2001
Education:
Ph.D. in Computer Science, University of Lakeland at Riverside.
2002
"""

HOMEPAGE = """# Wen Achterberg

PhD student
School of Software, Lindenau University

Email: wen.achterberg at example dot org

## Work Experience

- Compiler research intern (2023.6-2023.8)
*Pebble Tech, Lorient, China*
Researched on superoptimization.

- Security research intern (2020.6-2020.8)
*Harbor Blade Team, Harbor Tech, Eastmoor*

## Intern Experience

- Platform of Machine Learning, **Kestrel Cloud**, Lorient. *Intern System Researcher*. (03/2023 - 05/2023)
"""

LATEX_LIKE = """# Arvid Lindqvist

## Education and Qualifications

 Present, PhD, Computer Science and Engineering, University of Lakeland

 MS, Computer Science and Engineering, University of Lakeland, 2017

## Work Experience

- Internship at Pebblecorp *From May., 2019 to Aug., 2019*
"""


def _experience(profile):
    return [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience]


def test_positions_written_as_subheadings_with_wrapped_bullets():
    profile = parse_text_document("resume.md", PANDOC_RESUME).profile
    assert _experience(profile) == [
        ("Kestrel Cloud", "Senior Reliability Software Engineer", 2019, None),
        ("Pebblecorp", "Staff Engineering Manager", 2011, 2019),
        ("Harbor Systems", "Software Engineer III", 2009, 2011),
    ]
    assert "migration plan that the team followed" in profile.experience[0].details  # one bullet, two lines
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("QRU Lindenau", "master", 2007),
        ("QRU", "bachelor", 2002),  # a university named by its initials, in a cell of its own
    ]
    assert profile.role == "researcher" and profile.affiliation == "Kestrel Cloud"


def test_a_title_with_its_field_and_the_dates_on_the_line_below():
    profile = parse_text_document("cv.txt", PDF_CV).profile
    assert _experience(profile) == [
        ("Eastbrook University", "Associate Professor in Computer Science", 2008, None),
        ("Pebblecorp", "Visiting Researcher", 2015, 2016),
        ("Harbor Technologies", "Software Engineer", 2000, 2001),
    ]
    assert (profile.role, profile.affiliation) == ("pi", "Eastbrook University")
    assert profile.education[0].institution == "University of Lakeland at Riverside"


def test_sentence_case_titles_units_of_organisations_and_a_title_under_the_name():
    profile = parse_text_document("index.md", HOMEPAGE).profile
    assert profile.email == "wen.achterberg@example.org"  # "PhD student" under the name is no section
    assert _experience(profile) == [
        ("Pebble Tech", "Compiler research intern", 2023, 2023),
        ("Harbor Blade Team, Harbor Tech, Eastmoor", "Security research intern", 2020, 2020),
        ("Platform of Machine Learning, Kestrel Cloud, Lorient", "Intern System Researcher", 2023, 2023),
    ]
    assert profile.experience[0].details == "Researched on superoptimization."


def test_a_degree_under_way_with_no_year_and_dates_with_commas():
    profile = parse_text_document("cv.md", LATEX_LIKE).profile
    phd = profile.education[0]
    assert (phd.institution, phd.degree, phd.start_year, phd.end_year, phd.ongoing) == (
        "University of Lakeland",
        "phd",
        None,
        None,
        True,
    )
    assert (profile.role, profile.affiliation) == ("phd", "University of Lakeland")
    assert _experience(profile) == [("Pebblecorp", "Internship", 2019, 2019)]
    assert date_range("from 2019 to 2021") == (2019, 2021, False)  # the range "from" starts, not "since"


def test_headings_of_these_layouts():
    assert classify_heading("Education and Qualifications") == "education"
    assert classify_heading("Intern Experience") == "experience"
    assert classify_heading("PhD student") is None
    assert classify_heading("PhD Students") == "people"


TIME_LOCATION_CV = """# Ruth Adeyemi-Lind

## Experience

### Research Assistant <time> 2019 – Present </time>

<location> Coastal Modelling Laboratory (CML), Lakeview University, Lakeview, Texas </location>

- Built a tide simulator.

### Graduate Student Programmer <time> 2017 – 2019 </time>

<location> Teaching and Learning Center (TLC), Lakeview University, Lakeview, Texas </location>

- Kept the center's web pages up to date.
"""


def test_a_title_heading_over_its_organisation_line():
    profile = parse_text_document("cv.md", TIME_LOCATION_CV).profile
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Research Assistant", 2019, None),
        ("Graduate Student Programmer", 2017, 2019),
    ]
    assert all("Lakeview University" in e.organization for e in profile.experience)


MEDICINE_CV = """# Amara Osei-Lindqvist, MD, PhD

Assistant Professor of Medicine, Division of Cardiology, Eastbrook University School of Medicine

## Education and Training

- 2008 MD, Lakeview University School of Medicine
- 2012 PhD, Physiology, Lakeview University

## Academic Appointments

- 2018–present Assistant Professor of Medicine, Eastbrook University School of Medicine
"""


def test_a_professional_degree_is_an_entry_of_its_own():
    profile = parse_text_document("cv.md", MEDICINE_CV).profile
    assert [(e.degree, e.degree_title, e.end_year) for e in profile.education] == [
        ("other", "MD", 2008),
        ("phd", "PhD", 2012),
    ]
    assert (profile.name, profile.role) == ("Amara Osei-Lindqvist", "pi")
