"""Sections and profile fields of markdown and plain-text homepages/CVs (fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.records import DocumentError
from importer.parsers.text import classify_heading, find_institution, parse_text_document, split_sections

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("EDUCATION", "education"),
        ("Professional Experience", "experience"),
        ("Awards & Honors", "awards"),
        ("Teaching Experience", "teaching"),
        ("Services", "service"),
        ("Skills", "skills"),
        ("Selected Publications", "publications"),
        ("Research & Publications", "publications"),
        ("Research Interests", "interests"),
        ("Patents", "patents"),
        ("**AWARDS**", "awards"),
        ("Teaching Assistant", None),
        ("Invited Reviewer", None),
        ("Hello, this is Mara.", None),
    ],
)
def test_classify_heading(heading, kind):
    assert classify_heading(heading) == kind


def test_split_sections_of_each_heading_style():
    text = (
        "# MARA QUILL\nintro line\n## education\nA\n**Awards**\nB\nSKILLS\nC\n"
        "Teaching\t TA: Rocks 101\tFall 2020\n\tTA: Rocks 102\n### ***Side Projects***\nD\n"
    )
    kinds = [(s.kind, s.lines) for s in split_sections(text)]
    assert kinds[0] == ("intro", ["# MARA QUILL", "intro line"])
    assert kinds[1:5] == [
        ("education", ["A"]),
        ("awards", ["B"]),
        ("skills", ["C"]),
        ("teaching", [" TA: Rocks 101\tFall 2020", "\tTA: Rocks 102"]),
    ]
    assert kinds[5][0] == "projects"
    assert split_sections(text)[4].tabbed


def test_long_headings_inside_publications_stay_entries():
    text = "## Publications\n## **Gravel Two: Routing Stones in Clusters**\nMara Quill, Ilse Varga\nPSYS 2020\n## Hobbies\nx"
    kinds = [s.kind for s in split_sections(text)]
    assert kinds == ["intro", "publications", "misc"]


def test_markdown_homepage_profile():
    document = parse_text_document(
        "quill.md", (FIXTURES / "homepage_quill.md").read_text().split("---\n", 2)[2], metadata={"title": "Mara Quill"}
    )
    profile = document.profile
    assert profile.name == "Mara Quill" and not profile.name_inferred
    assert profile.role == "phd" and profile.position == "Ph.D. student"
    assert profile.affiliation == "Northfield University of Science and Technology"
    assert profile.advisors == ["Tobin Ashgrove", "Ilse Varga"]
    assert profile.email == "mquill@example.edu"
    assert ("GitHub", "https://github.com/maraquill") in [(l.label, l.url) for l in profile.links]
    assert "Google Scholar" in [l.label for l in profile.links]
    bachelor = [e for e in profile.education if e.degree == "bachelor"]
    assert [(e.institution, e.end_year) for e in bachelor] == [("Westvale College", 2021)]
    assert profile.research_interests == ["pebble systems", "gravel routing", "stone-age storage"]
    assert "Old intro" not in profile.bio
    assert [p.title for p in document.publications] == ["Sorting Pebbles at Scale", "Gravel Logs"]


def test_plain_text_cv_profile():
    document = parse_text_document("varga.txt", (FIXTURES / "cv_varga.txt").read_text())
    profile = document.profile
    assert profile.name == "Ilse Varga"
    assert profile.email == "ilse.varga@westvale.edu"
    assert profile.role == "postdoc"
    assert profile.affiliation == "Westvale Institute of Technology"
    assert profile.advisors == ["Tobin Ashgrove"]  # the internship mentor is not an advisor
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("Northfield University (NU)", "phd", 2017, 2022),
        ("Westvale College", "bachelor", 2013, 2017),
    ]
    assert [(x.organization, x.title, x.start_year, x.end_year) for x in profile.experience] == [
        ("Rockworks Labs", "research intern", 2020, 2021),
        ("Westvale Institute of Technology", "Postdoctoral Researcher", 2022, None),
    ]
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Pebble Fellowship, NU", 2021),
        ("Gravel Prize, NU", 2019),
        ("Merit Student, Westvale College", 2016),
    ]
    assert [(t.course, t.role, t.terms) for t in profile.teaching] == [
        ("Introduction to Rocks", "Teaching Assistant", ["Fall 2019", "Fall 2020"]),
        ("Sediment Processing", "Teaching Assistant", ["Spring 2021"]),
    ]
    assert [(s.role, s.venue, s.year) for s in profile.service][:1] == [("Program Committee", "PSYS", 2024)]
    assert {s.venue for s in profile.service[1:]} == {"Journal of Pebbles", "Stone Letters"}
    assert profile.skills == ["Python", "Rust"]
    assert [p.title for p in document.publications] == ["Sorting Pebbles at Scale"]


@pytest.mark.parametrize(
    "line, email",
    [
        ("Contact: mara.quill@example.edu", "mara.quill@example.edu"),
        ("[email](mailto:mara@example.edu)", "mara@example.edu"),
        ("mara[at]example[dot]edu", "mara@example.edu"),
        ("mara (at) rocks (dot) example (dot) org", "mara@rocks.example.org"),
        ("mara AT example DOT edu", "mara@example.edu"),
        ("I work at Example. I like rocks and pebbles very much.", None),
    ],
)
def test_email_forms(line, email):
    document = parse_text_document(
        "x.txt", f"Mara Quill\n\n{line}\n\nEducation\nWestvale College\nB.S. in Geology, 2020\n"
    )
    assert document.profile.email == email


@pytest.mark.parametrize(
    "position, role",
    [
        ("Ph.D. Candidate", "phd"),
        ("Master's student", "master"),
        ("Postdoc", "postdoc"),
        ("Assistant Professor", "pi"),
        ("Associate Professor", "pi"),
        ("Professor", "pi"),
        ("Research Scientist", "researcher"),
        ("Software Engineer", "researcher"),
        ("Undergraduate student", "undergrad"),
    ],
)
def test_role_from_position_line(position, role):
    document = parse_text_document("x.txt", f"Mara Quill\n{position}, Westvale University\n")
    assert document.profile.role == role
    assert document.profile.affiliation == "Westvale University"


def test_name_from_i_am_with_other_script():
    document = parse_text_document(
        "x.txt",
        "Hello, this is Mara.\nI am Mara Quill (玛拉), an engineer at Rockworks "
        "Cloud, where we build gravel systems for everyone.\n",
    )
    assert document.profile.name == "Mara Quill"
    assert document.profile.alt_names == ["玛拉"]
    assert document.profile.role == "researcher"
    assert "Rockworks Cloud" in document.profile.affiliation


def test_missing_name_inferred_from_publications():
    text = (
        "Education\tWestvale University Pursuing Ph.D. in Geology\tSep 2019 – Present\t\n"
        'Publications\t1. M. Quill, T. Ashgrove, "Stones," in PSYS 2020.\t\n'
        '\t I. Varga, and M. Quill, "Pebbles," in PSYS 2021.\t\n'
    )
    document = parse_text_document("x.txt", text)
    assert document.profile.name == "M. Quill"
    assert document.profile.name_inferred
    assert document.profile.review_notes
    assert document.profile.role == "phd" and document.profile.affiliation == "Westvale University"


def test_two_authors_in_every_publication_is_no_evidence_and_the_papers_still_import():
    text = (
        "Education\tWestvale University Pursuing Ph.D. in Geology\tSep 2019 – Present\t\n"
        'Publications\t1. M. Quill, T. Ashgrove, "Stones," in PSYS 2020.\t\n'
        '\t T. Ashgrove, and M. Quill, "Pebbles," in PSYS 2021.\t\n'
    )
    document = parse_text_document("x.txt", text)
    assert document.profile is None
    assert [p.title for p in document.publications] == ["Stones", "Pebbles"]
    assert any("no owner found" in w and "imported without one" in w for w in document.warnings)


def test_highlighted_author_preferred_when_inferring():
    text = (
        "## About\nI study stones and pebbles and gravel in the field for a long time now, every day.\n"
        '## Publications\n- **Mara Quill**, Ilse Varga, "Stones", PSYS 2020.\n'
        '- Ilse Varga, **Mara Quill**, "Pebbles", PSYS 2021.\n- Rock Team, "Gravel", PSYS 2022.\n'
    )
    assert parse_text_document("x.md", text).profile.name == "Mara Quill"


def test_no_name_and_no_evidence_is_an_error():
    with pytest.raises(DocumentError, match="--person"):
        parse_text_document("x.txt", "Education\nWestvale University\nPh.D. in Geology, 2019 - 2023\n")


def test_person_argument_names_the_owner():
    document = parse_text_document(
        "x.txt", "Education\nWestvale University\nPh.D. in Geology, 2019 - 2023\n", person="Mara Quill"
    )
    assert document.profile.name == "Mara Quill"


def test_publication_list_without_profile():
    document = parse_text_document(
        "pubs.md", '## Publications\n- Mara Quill, "Stones", PSYS 2020.\n- Ilse Varga, "Pebbles", PSYS 2021.\n'
    )
    assert document.profile is None
    assert len(document.publications) == 2


def test_html_tags_and_comments_stripped_from_entries():
    text = (
        "# Mara Quill\n<!-- hidden: Education\nSecret University -->\n## Awards\n"
        "- <b>Gravel Prize</b>, Westvale College, 2019\n"
    )
    profile = parse_text_document("x.md", text).profile
    assert [(a.title, a.year) for a in profile.awards] == [("Gravel Prize, Westvale College", 2019)]
    assert profile.education == []


def test_professor_named_in_a_bio_is_not_the_owners_role():
    document = parse_text_document(
        "x.md",
        "# Mara Quill\nI study pebbles and work with Professor Tobin Ashgrove on "
        "gravel routing at Westvale University.\n",
    )
    assert document.profile.role is None


def test_department_line_is_not_a_name():
    document = parse_text_document("x.txt", "Department of Geology\nMara Quill\nPh.D. Student, Westvale University\n")
    assert document.profile.name == "Mara Quill"


def test_header_links_become_full_urls():
    document = parse_text_document(
        "x.txt",
        "MARA QUILL\nHomepage: maraquill.example.org ◇ Github: mquill\n"
        "https://scholar.google.com/citations?user=xyz\n"
        "Ph.D. Student, Westvale University\n",
    )
    assert [(l.label, l.url) for l in document.profile.links] == [
        ("Homepage", "https://maraquill.example.org"),
        ("GitHub", "https://github.com/mquill"),
        ("Google Scholar", "https://scholar.google.com/citations?user=xyz"),
    ]
    assert document.profile.name == "Mara Quill"


# --- quirks found importing realistic lab documents (tests/importer/fixtures/realistic) ---


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("RESEARCH EXPERIENCE", "experience"),
        ("Research", "interests"),
        ("📖 Educations", "education"),
        ("Students", "people"),
        ("Current PhD Students", "people"),
        ("💻 Internships", "experience"),
    ],
)
def test_classify_heading_of_realistic_pages(heading, kind):
    assert classify_heading(heading) == kind


FACULTY_PAGE = """I am an **Assistant Professor** at Eastbrook University, where I lead the Harbor Systems Lab.
My research spans operating systems and disaggregated memory.

Email: dreyes [at] eastbrook [dot] edu

## Students

* [Yue Chen](https://yuechen.example.io) (Ph.D. student, 2021–), yue@eastbrook.example.edu
* Ingrid Solberg (M.S. student)

## Publications

See my [Google Scholar](https://scholar.google.com/citations?user=X) for the full list.

## Talks

* *Disaggregated Memory Is Not Free*, Keynote at the Workshop on Resource Disaggregation (WORDS), 2024
"""


def test_faculty_page_students_list_is_not_the_owners_role_and_nothing_is_a_paper():
    doc = parse_text_document("about.md", FACULTY_PAGE, metadata={"title": "Daniel Reyes"}, fmt="markdown-homepage")
    profile = doc.profile
    assert (profile.name, profile.role, profile.position) == ("Daniel Reyes", "pi", "Assistant Professor")
    assert profile.affiliation == "Eastbrook University"
    assert profile.email == "dreyes@eastbrook.edu"
    assert profile.research_interests == ["operating systems", "disaggregated memory"]
    assert doc.publications == []


def test_visiting_student_is_a_visitor_at_the_university_not_the_lab():
    doc = parse_text_document(
        "cv.md",
        "# Lucía Fernández\n\nVisiting Ph.D. Student, Harbor Systems Lab, Eastbrook University\n",
        fmt="markdown-cv",
    )
    assert (doc.profile.role, doc.profile.position, doc.profile.affiliation) == (
        "visitor",
        "Visiting Ph.D. Student",
        "Eastbrook University",
    )


@pytest.mark.parametrize(
    "text, institution",
    [
        ("Universidad Politécnica de Madrid — Ph.D. in Computer Science", "Universidad Politécnica de Madrid"),
        ("M.Sc., Università degli Studi di Milano, Italy", "Università degli Studi di Milano"),
        ("Peking University, 2019", "Peking University"),
        # the words of a Chinese sentence before the name: "I am currently at ..." / "graduated from ..."
        ("我目前是东湖大学计算机学院的博士后", "东湖大学"),
        ("本科毕业于西江大学", "西江大学"),
        ("2019.06 – 2019.09　华为技术有限公司，实习生", "华为技术有限公司"),
    ],
)
def test_find_institution_with_the_name_after_the_noun(text, institution):
    assert find_institution(text) == institution


def test_word_cv_tab_columns_give_degree_job_title_and_single_year_jobs():
    text = (
        "Kwame Asante\r\nkwame@eastbrook.example.edu\r\n\r\nEDUCATION\r\n"
        "Eastbrook University\tPh.D. in Computer Science\t2020 – present\r\n"
        "\r\nRESEARCH EXPERIENCE\r\n"
        "Graduate Research Assistant\tHarbor Systems Lab, Eastbrook University\t2020 – present\r\n"
        "Software Engineering Intern\tGoogle\tSummer 2022\r\n"
    ).replace("\r\n", "\n")
    profile = parse_text_document("cv.txt", text).profile
    assert [(e.degree_title, e.field, e.start_year) for e in profile.education] == [
        ("Ph.D. in Computer Science", "Computer Science", 2020)
    ]
    assert [(x.organization, x.title, x.start_year, x.end_year) for x in profile.experience] == [
        ("Harbor Systems Lab, Eastbrook University", "Graduate Research Assistant", 2020, None),
        ("Google", "Software Engineering Intern", 2022, 2022),
    ]
    assert profile.bio == ""


ACAD_HOMEPAGE = """{% assign gsDataBaseUrl = "https://cdn.jsdelivr.net/gh/" | append: site.repository %}
<span class='anchor' id='about-me'></span>

I am Wenjun Liu (刘文俊), a Ph.D. student at Eastbrook University working with [Prof. Daniel Reyes](https://r.example.io). My email is wenjun.liu at eastbrook.example.edu. <a href='https://scholar.google.com/citations?user=L'><img src="https://img.shields.io/endpoint?url={{ url | url_encode }}"></a>

# 🎖 Honors and Awards
- *2024.10* Eastbrook Presidential Fellowship

# 📖 Educations
- *2022.09 - now*, Ph.D. in Computer Science, Eastbrook University

# 💻 Internships
- *2023.06 - 2023.09*, [NVIDIA Research](https://research.nvidia.com), Santa Clara, USA.
"""


def test_acadhomepage_dates_email_advisor_and_no_template_links():
    profile = parse_text_document("about.md", ACAD_HOMEPAGE, fmt="markdown-homepage").profile
    assert (profile.name, profile.alt_names) == ("Wenjun Liu", ["刘文俊"])
    assert profile.email == "wenjun.liu@eastbrook.example.edu"
    assert profile.advisors == ["Daniel Reyes"]
    assert [(a.title, a.year) for a in profile.awards] == [("Eastbrook Presidential Fellowship", 2024)]
    assert [(e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("Eastbrook University", 2022, None)
    ]
    assert [(x.organization, x.start_year) for x in profile.experience] == [("NVIDIA Research", 2023)]
    assert [link.url for link in profile.links] == ["https://scholar.google.com/citations?user=L"]


def test_a_researcher_at_a_place_is_still_not_an_email():
    profile = parse_text_document(
        "cv.md", "# Ana Ruiz\n\nI am a researcher at example.org since 2020.\n", fmt="markdown-cv"
    ).profile
    assert profile.email is None


def test_third_person_bio_names_the_owner():
    doc = parse_text_document(
        "index.md",
        "## About Me\n\nLena Brandt is a second-year PhD student at Lakeshore "
        "University, supervised by Chidi Okafor.\n",
        fmt="markdown-homepage",
    )
    assert (doc.profile.name, doc.profile.role, doc.profile.advisors) == ("Lena Brandt", "phd", ["Chidi Okafor"])


def test_bulleted_positions_with_a_single_season_year_are_entries_not_details():
    text = (
        "# Ana Ruiz\n\nana@example.edu\n\n## Industry Experience\n"
        "• Research Intern, Databricks, San Francisco, CA — Jun 2023 – Sep 2023\n"
        "• Software Engineer Intern, Tencent, Shenzhen — Summer 2020\n"
    )
    experience = parse_text_document("cv.txt", text).profile.experience
    assert [(x.organization, x.title, x.start_year, x.end_year) for x in experience] == [
        ("Databricks", "Research Intern", 2023, 2023),
        ("Tencent, Shenzhen", "Software Engineer Intern", 2020, 2020),
    ]


def test_family_name_in_capitals_first_advisor_in_parentheses_and_inline_interests():
    doc = parse_text_document(
        "cv.txt",
        "CHEN Yue (陈悦)\nPhD Candidate | Eastbrook University\n"
        "Research interests: memory systems, operating systems.\n\nEDUCATION\n"
        "2021 – present   Eastbrook University, Ph.D. in Computer Science (Advisor: Daniel Reyes)\n",
    )
    profile = doc.profile
    assert (profile.name, profile.alt_names) == ("Yue Chen", ["陈悦"])
    assert profile.advisors == ["Daniel Reyes"]
    assert profile.research_interests == ["memory systems", "operating systems"]


@pytest.mark.parametrize(
    "sentence, organization, title",
    [
        (
            "Before joining Eastbrook I was a postdoc at Westlake Institute of Technology, and I received my Ph.D. in 2019.",
            "Westlake Institute of Technology",
            "Postdoctoral Researcher",
        ),
        (
            "Previously, I was a visiting researcher at Google DeepMind working on RL.",
            "Google DeepMind",
            "Visiting Researcher",
        ),
    ],
)
def test_a_past_position_stated_in_the_bio_without_years(sentence, organization, title):
    doc = parse_text_document(
        "about.md",
        f"I am an Assistant Professor at Eastbrook University. {sentence}\n",
        metadata={"title": "Daniel Reyes"},
        fmt="markdown-homepage",
    )
    assert [(x.organization, x.title) for x in doc.profile.experience] == [(organization, title)]


def test_a_degree_title_stops_where_the_dates_column_begins():
    from importer.parsers.text import find_degree

    assert find_degree("Ph.D. in Computer Science  2019 - Present")[1:] == (
        "Ph.D. in Computer Science",
        "Computer Science",
    )
    assert find_degree("B.S. in Physics Sep 2014 - Jun 2018")[1] == "B.S. in Physics"


def test_a_postal_address_under_the_name_is_not_the_bio():
    from importer.parsers.text import parse_text_document

    text = (
        "# ADA QUILLFEATHER\n\nRoom 412, Hopper Building, No. 7 Lakeside Road, Eastvale District, 100871\n\n"
        "I am a third-year Ph.D. student working on storage systems for machine learning clusters.\n"
    )
    profile = parse_text_document("ada.md", text, fmt="markdown-cv").profile
    assert "Lakeside Road" not in profile.bio
    assert profile.bio.startswith("I am a third-year Ph.D. student")
