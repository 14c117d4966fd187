"""Sections and profile fields of markdown and plain-text homepages/CVs (fictional fixtures)."""
from pathlib import Path

import pytest

from people.importing.profile import classify_heading, parse_text_document, split_sections
from people.importing.records import DocumentError

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("heading, kind", [
    ("EDUCATION", "education"), ("Professional Experience", "experience"), ("Awards & Honors", "awards"),
    ("Teaching Experience", "teaching"), ("Services", "service"), ("Skills", "skills"),
    ("Selected Publications", "publications"), ("Research & Publications", "publications"),
    ("Research Interests", "interests"), ("Patents", "patents"), ("**AWARDS**", "awards"),
    ("Teaching Assistant", None), ("Invited Reviewer", None), ("Hello, this is Mara.", None),
])
def test_classify_heading(heading, kind):
    assert classify_heading(heading) == kind


def test_split_sections_of_each_heading_style():
    text = ("# MARA QUILL\nintro line\n## education\nA\n**Awards**\nB\nSKILLS\nC\n"
            "Teaching\t TA: Rocks 101\tFall 2020\n\tTA: Rocks 102\n### ***Side Projects***\nD\n")
    kinds = [(s.kind, s.lines) for s in split_sections(text)]
    assert kinds[0] == ("intro", ["# MARA QUILL", "intro line"])
    assert kinds[1:5] == [("education", ["A"]), ("awards", ["B"]), ("skills", ["C"]),
                          ("teaching", [" TA: Rocks 101\tFall 2020", "\tTA: Rocks 102"])]
    assert kinds[5][0] == "projects"
    assert split_sections(text)[4].tabbed


def test_long_headings_inside_publications_stay_entries():
    text = "## Publications\n## **Gravel Two: Routing Stones in Clusters**\nMara Quill, Ilse Varga\nPSYS 2020\n## Hobbies\nx"
    kinds = [s.kind for s in split_sections(text)]
    assert kinds == ["intro", "publications", "misc"]


def test_markdown_homepage_profile():
    document = parse_text_document("quill.md", (FIXTURES / "homepage_quill.md").read_text().split("---\n", 2)[2],
                                   metadata={"title": "Mara Quill"})
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
        ("Northfield University (NU)", "phd", 2017, 2022), ("Westvale College", "bachelor", 2013, 2017)]
    assert [(x.organization, x.title, x.start_year, x.end_year) for x in profile.experience] == [
        ("Rockworks Labs", "research intern", 2020, 2021),
        ("Westvale Institute of Technology", "Postdoctoral Researcher", 2022, None)]
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Pebble Fellowship, NU", 2021), ("Gravel Prize, NU", 2019), ("Merit Student, Westvale College", 2016)]
    assert [(t.course, t.role, t.terms) for t in profile.teaching] == [
        ("Introduction to Rocks", "Teaching Assistant", ["Fall 2019", "Fall 2020"]),
        ("Sediment Processing", "Teaching Assistant", ["Spring 2021"])]
    assert [(s.role, s.venue, s.year) for s in profile.service][:1] == [("Program Committee", "PSYS", 2024)]
    assert {s.venue for s in profile.service[1:]} == {"Journal of Pebbles", "Stone Letters"}
    assert profile.skills == ["Python", "Rust"]
    assert [p.title for p in document.publications] == ["Sorting Pebbles at Scale"]


@pytest.mark.parametrize("line, email", [
    ("Contact: mara.quill@example.edu", "mara.quill@example.edu"),
    ("[email](mailto:mara@example.edu)", "mara@example.edu"),
    ("mara[at]example[dot]edu", "mara@example.edu"),
    ("mara (at) rocks (dot) example (dot) org", "mara@rocks.example.org"),
    ("mara AT example DOT edu", "mara@example.edu"),
    ("I work at Example. I like rocks and pebbles very much.", None),
])
def test_email_forms(line, email):
    document = parse_text_document("x.txt", f"Mara Quill\n\n{line}\n\nEducation\nWestvale College\nB.S. in Geology, 2020\n")
    assert document.profile.email == email


@pytest.mark.parametrize("position, role", [
    ("Ph.D. Candidate", "phd"), ("Master's student", "master"), ("Postdoc", "postdoc"),
    ("Assistant Professor", "faculty"), ("Associate Professor", "faculty"), ("Professor", "pi"),
    ("Research Scientist", "researcher"), ("Software Engineer", "researcher"), ("Undergraduate student", "undergrad"),
])
def test_role_from_position_line(position, role):
    document = parse_text_document("x.txt", f"Mara Quill\n{position}, Westvale University\n")
    assert document.profile.role == role
    assert document.profile.affiliation == "Westvale University"


def test_name_from_i_am_with_other_script():
    document = parse_text_document("x.txt", "Hello, this is Mara.\nI am Mara Quill (玛拉), an engineer at Rockworks "
                                            "Cloud, where we build gravel systems for everyone.\n")
    assert document.profile.name == "Mara Quill"
    assert document.profile.alt_names == ["玛拉"]
    assert document.profile.role == "researcher"
    assert "Rockworks Cloud" in document.profile.affiliation


def test_missing_name_inferred_from_publications():
    text = ("Education\tWestvale University Pursuing Ph.D. in Geology\tSep 2019 – Present\t\n"
            "Publications\t1. M. Quill, T. Ashgrove, \"Stones,\" in PSYS 2020.\t\n"
            "\t I. Varga, and M. Quill, \"Pebbles,\" in PSYS 2021.\t\n")
    document = parse_text_document("x.txt", text)
    assert document.profile.name == "M. Quill"
    assert document.profile.name_inferred
    assert document.profile.review_notes
    assert document.profile.role == "phd" and document.profile.affiliation == "Westvale University"


def test_two_authors_in_every_publication_is_no_evidence():
    text = ("Education\tWestvale University Pursuing Ph.D. in Geology\tSep 2019 – Present\t\n"
            "Publications\t1. M. Quill, T. Ashgrove, \"Stones,\" in PSYS 2020.\t\n"
            "\t T. Ashgrove, and M. Quill, \"Pebbles,\" in PSYS 2021.\t\n")
    with pytest.raises(DocumentError):
        parse_text_document("x.txt", text)


def test_highlighted_author_preferred_when_inferring():
    text = ("## About\nI study stones and pebbles and gravel in the field for a long time now, every day.\n"
            "## Publications\n- **Mara Quill**, Ilse Varga, \"Stones\", PSYS 2020.\n"
            "- Ilse Varga, **Mara Quill**, \"Pebbles\", PSYS 2021.\n- Rock Team, \"Gravel\", PSYS 2022.\n")
    assert parse_text_document("x.md", text).profile.name == "Mara Quill"


def test_no_name_and_no_evidence_is_an_error():
    with pytest.raises(DocumentError, match="--person"):
        parse_text_document("x.txt", "Education\nWestvale University\nPh.D. in Geology, 2019 - 2023\n")


def test_person_argument_names_the_owner():
    document = parse_text_document("x.txt", "Education\nWestvale University\nPh.D. in Geology, 2019 - 2023\n",
                                   person="Mara Quill")
    assert document.profile.name == "Mara Quill"


def test_publication_list_without_profile():
    document = parse_text_document("pubs.md", "## Publications\n- Mara Quill, \"Stones\", PSYS 2020.\n"
                                              "- Ilse Varga, \"Pebbles\", PSYS 2021.\n")
    assert document.profile is None
    assert len(document.publications) == 2


def test_html_tags_and_comments_stripped_from_entries():
    text = ("# Mara Quill\n<!-- hidden: Education\nSecret University -->\n## Awards\n"
            "- <b>Gravel Prize</b>, Westvale College, 2019\n")
    profile = parse_text_document("x.md", text).profile
    assert [(a.title, a.year) for a in profile.awards] == [("Gravel Prize, Westvale College", 2019)]
    assert profile.education == []


def test_professor_named_in_a_bio_is_not_the_owners_role():
    document = parse_text_document("x.md", "# Mara Quill\nI study pebbles and work with Professor Tobin Ashgrove on "
                                           "gravel routing at Westvale University.\n")
    assert document.profile.role is None


def test_department_line_is_not_a_name():
    document = parse_text_document("x.txt", "Department of Geology\nMara Quill\nPh.D. Student, Westvale University\n")
    assert document.profile.name == "Mara Quill"


def test_header_links_become_full_urls():
    document = parse_text_document("x.txt", "MARA QUILL\nHomepage: maraquill.example.org ◇ Github: mquill\n"
                                            "https://scholar.google.com/citations?user=xyz\n"
                                            "Ph.D. Student, Westvale University\n")
    assert [(l.label, l.url) for l in document.profile.links] == [
        ("Homepage", "https://maraquill.example.org"), ("GitHub", "https://github.com/mquill"),
        ("Google Scholar", "https://scholar.google.com/citations?user=xyz")]
    assert document.profile.name == "Mara Quill"
