"""What a CV or homepage says about its owner, read right: dates, education, experience,
awards, affiliation and advisors from messy fictional documents of several kinds."""

from pathlib import Path

import pytest

from importer.parsers.text import parse_text_document

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "accuracy"


def read(name):
    return parse_text_document(name, (FIXTURES / name).read_text(encoding="utf-8")).profile


def test_students_cv_with_internships_talks_and_mentoring():
    profile = read("student_cv_intern.md")
    assert (profile.role, profile.affiliation, profile.advisors) == ("phd", "Lorient University", ["Odile Brassac"])
    # one university heading above two degrees
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Lorient University", 2021, None),
        ("master", "Lorient University", 2019, 2021),
        ("bachelor", "Universidad de Valdemora", 2015, 2019),
    ]
    # dates in parentheses after the title and on the next line; nested bullets are descriptions
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Kestrel AI, Paris", "Research Intern", 2023, 2023),
        ("Pebblestone Inc", "Software Engineering Intern", 2020, 2020),
        ("Lorient University", "Teaching Assistant", 2022, 2022),
    ]
    assert "Mentored by Dr. Ines Carvalho." in profile.experience[0].details
    # the honours list as listed: a paper's award listed there stays an award (it is also the paper's note)
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Lorient Doctoral Fellowship", 2021),
        ("Best Student Paper Award, NordOS", 2022),
        ("Dean's List", 2018),
    ]


def test_best_paper_printed_after_a_citation_is_the_papers_note():
    document = parse_text_document("cv.md", (FIXTURES / "student_cv_intern.md").read_text(encoding="utf-8"))
    pebble = next(p for p in document.publications if p.title.startswith("Pebble"))
    assert pebble.note == "Best Student Paper Award"
    assert [(a.name, a.equal_contribution) for a in pebble.authors] == [
        ("Tomás Okwuosa-Lindgren", True),
        ("Ana Ruiz", True),
        ("Odile Brassac", False),
    ]


def test_chinese_cv_from_pdf_columns():
    profile = read("chinese_cv_from_pdf.txt")
    assert (profile.name, profile.role, profile.advisors) == ("Jiaxin Wen-Hao", "phd", ["Liang Qiao"])
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Westmarch University of Technology", 2020, None),
        ("bachelor", "Eastriver University", 2016, 2020),
    ]
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Research Intern", 2023, 2023),
        ("Visiting Student", 2022, 2022),
    ]  # the talk, the mentoring and the reviewing printed among them are not positions
    assert ("Reviewer", "ICML", 2024) in [(s.role, s.venue, s.year) for s in profile.service]
    assert [a.title for a in profile.awards] == ["National Scholarship", "Outstanding Graduate of Eastriver University"]


def test_european_cv_in_two_languages():
    profile = read("european_cv.txt")
    assert (profile.name, profile.role, profile.affiliation) == ("Henrike Vasquez-Albrecht", "researcher", "ETH Zurich")
    assert profile.advisors == ["Jens Hallberg"]
    assert [(e.degree, e.field, e.institution, e.start_year) for e in profile.education] == [
        ("phd", "Computer Science", "Technische Universität Dresden", 2013),
        ("master", "Informatik", "Universität Leipzig", 2011),
        ("bachelor", "Informatik", "Universität Leipzig", 2008),
    ]
    assert [(e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Institute for Applied Fjord Computing, ETH Zurich", 2021, None),  # "since 2021"
        ("Max Planck Institute for Stream Systems, Saarbrücken", 2017, 2020),  # "09/2017 - 12/2020"
        ("University of Edinburgh", 2016, 2016),
    ]
    assert ("Reviewer", "ACM TODS", 2019) in [(s.role, s.venue, s.year) for s in profile.service]


def test_professors_homepage_in_prose():
    profile = read("professor_homepage.md")
    assert (profile.role, profile.position, profile.affiliation) == (
        "pi",
        "Associate Professor",
        "University of Edinburgh",
    )
    assert profile.advisors == ["Odile Brassac"]
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Lorient University", 2012),
        ("bachelor", "University of Valdemora", 2007),
    ]
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Kestrel Research", "Postdoctoral Researcher", 2012, 2014)
    ]
    # a dated fellowship in prose is an award; the paper's award in the news is not
    assert [(a.title, a.year) for a in profile.awards] == [("Royal Society University Research Fellowship", 2019)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I received my M.Eng. degree from Lorient University in June 2024.", [("master", "Lorient University", 2024)]),
        ("I hold a Ph.D. from the University of Valdemora (2015).", [("phd", "University of Valdemora", 2015)]),
        ("I am interested in a PhD from a good school.", []),
        (
            "Before that I did my B.Sc. at the Lorient University of Science and Technology (2015 – 2019).",
            [("bachelor", "Lorient University of Science and Technology", 2019)],
        ),
    ],
)
def test_degrees_in_prose(sentence, expected):
    profile = parse_text_document("about.md", f"# Mara Quill\n\n{sentence}\n").profile
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == expected


@pytest.mark.parametrize(
    ("bio", "experience"),
    [
        (
            "In summer 2022 I was a software engineering intern on the storage team at Pebblecorp.",
            [("Pebblecorp", "Software Engineering Intern", 2022, 2022)],
        ),
        (
            "Before her Ph.D., she worked as a backend engineer at Gravel Works in Lorient (2019–2021).",
            [("Gravel Works", "Backend Engineer", 2019, 2021)],
        ),
        ("I was a research engineer at Pebblecorp. I liked it.", []),  # undated: not a record
    ],
)
def test_past_jobs_told_in_a_dated_sentence_are_experience(bio, experience):
    profile = parse_text_document("about.md", f"# Mara Quill\n\n{bio}\n").profile
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == experience


@pytest.mark.parametrize(
    ("bio", "awards"),
    [
        ("I was awarded the Lorient Early Career Fellowship in 2020.", [("Lorient Early Career Fellowship", 2020)]),
        ("I am supported by the Lorient Early Career Fellowship.", []),  # undated: not an award
    ],
)
def test_fellowships_in_prose_are_awards_only_when_dated(bio, awards):
    profile = parse_text_document("about.md", f"# Mara Quill\n\n{bio}\n").profile
    assert [(a.title, a.year) for a in profile.awards] == awards


def test_markdown_tables_of_positions_and_degrees():
    profile = read("table_cv.md")
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Corvid AI", "Research Scientist", 2022, None),
        ("University of Valdemora", "Postdoctoral Researcher", 2021, 2022),
        ("Pebblestone Research", "Research Intern", 2019, 2019),
    ]  # the header row is not a position
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Lorient University", 2021),
        ("bachelor", "University of Valdemora", 2016),
    ]


def test_jemdoc_homepage_of_an_assistant_professor():
    profile = read("jemdoc.txt")
    assert (profile.name, profile.role, profile.affiliation) == ("Ingrid Vål", "pi", "Northfjord University")
    assert profile.advisors == ["Halvard Østby-Mercer"]
    assert [(e.degree, e.field, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Computer Science", "Vestby University", 2019),
        ("master", "Computer Science", "Vestby University", 2015),
        ("bachelor", "Mathematics", "Tromsvik College", 2013),
    ]
    assert [(e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Northfjord University", 2021, None),
        ("Kestrel Research", 2019, 2021),
    ]


def test_engineers_json_resume_without_a_label_takes_the_current_job():
    from importer.parsers.structured import parse_structured

    profile = parse_structured("resume.json", (FIXTURES / "resume_engineer.json").read_text()).profile
    assert (profile.role, profile.position, profile.affiliation) == (
        "researcher",
        "Senior Software Engineer",
        "Corvid Data Inc",
    )


def test_hugo_professor_under_principal_investigators_is_the_pi():
    from importer.parsers.structured import parse_structured

    profile = parse_structured("_index.md", (FIXTURES / "hugo_pi.md").read_text()).profile
    assert (profile.role, profile.affiliation) == ("pi", "Lorient University")


def test_pdf_columns_title_over_organisation_with_dates_in_a_column():
    profile = read("pdf_columns.txt")
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Kestrel AI, Paris", "Research Intern", 2023, 2023),
        ("Pellucid Cloud", "Software Engineer", 2017, 2020),
        ("Cedar Hill University", "Undergraduate Researcher", 2016, 2016),  # its year on the line above
    ]
    assert "Presented results at an internal seminar." in profile.experience[0].details
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Westmarch University", 2020, None),
        ("bachelor", "Cedar Hill University", 2013, 2017),
    ]
    assert profile.advisors == ["Matteo Saldanha"]


def test_dates_printed_above_every_entry_belong_to_the_entry_below():
    profile = read("dates_before.txt")
    assert [(e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Kestrel Research", 2022, None),
        ("Vestby University", 2017, 2022),
    ]
    assert [(e.degree, e.end_year) for e in profile.education] == [("phd", 2022), ("bachelor", 2017)]
    assert profile.role == "postdoc"


@pytest.mark.parametrize(
    ("header", "affiliation"),
    [
        ("Researcher, Qwen Team, Alibaba Group", "Alibaba Group"),
        ("Senior Research Scientist @ Kestrel DeepMind", "Kestrel DeepMind"),
        ("Software Engineer at Pebblestone Seed, Beijing, China", "Pebblestone Seed"),
        ("PhD student in Computer Systems and Architecture, University of Edinburgh", "University of Edinburgh"),
        ("Ph.D. Student, Systems Group, Department of Computer Science, ETH Zurich", "ETH Zurich"),
        ("Assistant Professor, Department of Computer Science, Lakeshore University, USA", "Lakeshore University"),
        ("I am a research scientist in the Qwen team of Alibaba Group.", "Alibaba Group"),
    ],
)
def test_affiliation_is_the_organisation_a_visitor_expects(header, affiliation):
    profile = parse_text_document("about.md", f"# Mara Quill\n{header}\n").profile
    assert profile.affiliation == affiliation


def test_advisors_from_structured_fields_are_whole_names_without_titles():
    from importer.parsers.structured import parse_structured

    resume = '{"basics": {"name": "Ana Ruiz", "label": "PhD Student"}, "meta": {}}'
    cv_yml = (
        "- title: General Information\n  type: map\n  contents:\n    - name: Full Name\n      value: Ana Ruiz\n"
        "    - name: Advisor\n      value: Prof. Dr. Jens Hallberg and Dr. Odile Brassac\n"
    )
    assert parse_structured("cv.yml", cv_yml).profile.advisors == ["Jens Hallberg", "Odile Brassac"]
    hugo = "---\ntitle: Ana Ruiz\nrole: PhD Student\norganizations:\n  - name: Lorient University\nadvisors:\n  - Prof. Liang Qiao\n---\n"
    assert parse_structured("_index.md", hugo).profile.advisors == ["Liang Qiao"]
    assert parse_structured("resume.json", resume).profile.advisors == []
    markdown = parse_text_document(
        "about.md", "# Ana Ruiz\nPh.D. student, Lorient University\n", metadata={"advisor": "Prof. Odile Brassac"}
    )
    assert markdown.profile.advisors == ["Odile Brassac"]


@pytest.mark.parametrize(
    ("bio", "role", "affiliation"),
    [
        (
            "I am a third-year Ph.D. student in the Paul G. Allen School of Computer Science & Engineering at the "
            "University of Washington, advised by Prof. Ana Ruiz.",
            "phd",
            "University of Washington",
        ),
        (
            "Currently, I am a Member of Technical Staff at OpenAI. Before that, I received my PhD from Stanford "
            "University in 2021.",
            "researcher",
            "OpenAI",
        ),
        ("I am a postdoctoral fellow at the Simons Institute, UC Berkeley.", "postdoc", "Simons Institute"),
        ("I am a final-year undergraduate student at Tsinghua University.", "undergrad", "Tsinghua University"),
        ("I'm a master's student at Carnegie Mellon University.", "master", "Carnegie Mellon University"),
    ],
)
def test_role_and_affiliation_from_a_homepage_bio(bio, role, affiliation):
    profile = parse_text_document("about.md", f"# Mara Quill\n\n{bio}\n").profile
    assert (profile.role, profile.affiliation) == (role, affiliation)


def test_entries_written_as_subheadings_under_a_cv_section():
    profile = read("md_headings.md")
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Kestrel AI", "Research Intern", 2022, 2022),
        ("Pebblestone Research", "Software Engineering Intern", 2021, 2021),
    ]
    assert "mentored by Dr. Ines Carvalho" in profile.experience[0].details
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Lorient University", 2020, None),
        ("bachelor", "Universidad de Valdemora", 2016, 2020),
    ]


def test_award_lines_in_the_forms_homepages_print():
    text = (
        "# Mara Quill\nPhD student, Lorient University\n\n## Honors and Awards\n"
        "- 2023: National Scholarship\n- [2022] Outstanding Reviewer, NordOS\n"
        "- Lorient Graduate Fellowship (2021-2023)\n- **Student Travel Grant**, 2022\n"
        "- Gold Medal, International Olympiad in Informatics, 2015\n  - Ranked 3rd among 300 contestants\n"
    )
    awards = parse_text_document("about.md", text).profile.awards
    assert [(a.title, a.year) for a in awards] == [
        ("National Scholarship", 2023),
        ("Outstanding Reviewer, NordOS", 2022),
        ("Lorient Graduate Fellowship", 2021),
        ("Student Travel Grant", 2022),
        ("Gold Medal, International Olympiad in Informatics", 2015),
    ]


def test_a_misspelled_institution_is_found_and_kept_as_printed():
    text = "Mara Quill\n\nEducation\nPh.D., Computer Science, Univeristy of Edinburgh, 2010\n"
    profile = parse_text_document("cv.txt", text).profile
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Univeristy of Edinburgh", 2010)
    ]
    thesis = "Mara Quill\n\nEducation\nPh.D., University of Lagos, 2007\nThesis: Robust Queries under Uncertainty\n"
    assert [e.institution for e in parse_text_document("cv.txt", thesis).profile.education] == ["University of Lagos"]


@pytest.mark.parametrize(
    ("header", "advisors"),
    [
        ("Ph.D. Student, Lorient University\nAdvisor: Prof. Odile Brassac\n", ["Odile Brassac"]),
        (
            "PhD Candidate | Lorient University | Advisors: Odile Brassac & Bo Li | mq@lorient.example.edu\n",
            ["Odile Brassac", "Bo Li"],
        ),
    ],
)
def test_advisors_labelled_under_the_name(header, advisors):
    assert parse_text_document("about.md", f"# Mara Quill\n{header}").profile.advisors == advisors


def test_internships_named_in_a_bio():
    bio = "I am a PhD student at Lorient University. I interned at Kestrel AI (Summer 2022) and Orchid Labs (2023)."
    profile = parse_text_document("about.md", f"# Mara Quill\n\n{bio}\n").profile
    assert [(e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Kestrel AI", 2022, 2022),
        ("Orchid Labs", 2023, 2023),
    ]
    assert profile.role == "phd"


@pytest.mark.parametrize(
    ("header", "affiliation"),
    [
        (
            "Assistant Professor\nDepartment of Computer Science\nNorthmoor Institute of Technology\n",
            "Northmoor Institute of Technology",
        ),
        (
            "Ph.D. Candidate\nDepartment of Computer Science, Eastfield University\nAdvisor: Prof. Ana Ruiz\n",
            "Eastfield University",
        ),
    ],
)
def test_a_title_alone_on_its_line_takes_the_institution_below_it(header, affiliation):
    assert parse_text_document("about.md", f"# Mara Quill\n{header}").profile.affiliation == affiliation


def test_affiliation_from_the_current_position_drops_the_city():
    text = "# Mara Quill\n\n## Experience\n- Assistant Professor, Ridgeway University, Kraków, 2021 – present\n"
    profile = parse_text_document("cv.md", text).profile
    assert (profile.role, profile.affiliation) == ("pi", "Ridgeway University")


def test_a_date_range_alone_in_an_awards_list_is_no_award():
    # A PDF's two columns interleaved: an internship's dates land among the awards.
    text = "# Mara Quill\n\n## Awards\n\nLorient Scholarship, 2022\n\nMay 2024 – Aug 2024\n"
    profile = parse_text_document("cv.md", text).profile
    assert [(a.title, a.year) for a in profile.awards] == [("Lorient Scholarship", 2022)]
