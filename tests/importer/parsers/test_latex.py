"""LaTeX CVs: moderncv and plain article CVs read like their markdown counterparts (fictional fixtures)."""

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.latex import latex_to_markdown

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "latex"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def test_moderncv():
    document = read("moderncv.tex")
    profile = document.profile
    assert document.format == "latex-cv"
    assert profile.name == "Dorota Kaczmarek"
    assert profile.email == "d.kaczmarek@ridgeway.example.edu"
    assert {(l.label, l.url) for l in profile.links} >= {
        ("GitHub", "https://github.com/dkacz"),
        ("ORCID", "https://orcid.org/0000-0001-0000-0000"),
        ("Homepage", "https://dkaczmarek.example.io"),
    }
    phd, msc = profile.education
    assert (phd.degree, phd.institution, phd.start_year, phd.end_year) == ("phd", "Ridgeway University", 2016, 2021)
    assert "Learned Index Structures for Spatial Data" in phd.details
    assert (msc.degree, msc.start_year, msc.end_year) == ("master", 2014, 2016)
    assert profile.advisors == ["Henrik Sallén"]
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Assistant Professor", 2021, None),
        ("Research Intern", 2019, 2019),
    ]
    assert profile.experience[0].details == "Leading the Spatial Data Systems group."
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Best Paper Award, SIGSPATIAL", 2022),
        ("Dissertation Prize of the Polish Computer Society", 2021),
    ]


def test_cite_keys_are_reported_not_invented():
    document = read("moderncv.tex")
    assert document.publications == []
    assert any("kaczmarek2023" in w and "nothing is invented" in w for w in document.warnings)


def test_article_cv_with_sections_and_itemize():
    document = read("article_cv.tex")
    profile = document.profile
    assert profile.name == "Amadou Diallo"
    assert profile.role == "postdoc"
    assert profile.email == "adiallo@lakemont.example.edu"
    assert [e.institution for e in profile.education] == ["Université de Montclair", "École Polytechnique de Thiès"]
    assert [(p.title, p.year, p.kind) for p in document.publications] == [
        ("Conformal prediction under covariate shift", 2023, "journal"),
        ("Adaptive sampling for rare events", 2022, "conference"),
    ]
    assert all(any(a.highlighted for a in p.authors) for p in document.publications)  # \textbf marks the owner
    assert profile.teaching[0].course == "STAT 210 Probability"


def test_accents_dashes_quotes_and_symbols_are_decoded():
    cv = latex_to_markdown(
        "\\documentclass{article}\\begin{document}\\section{Education}\n"
        "\\begin{itemize}\\item M.Sc., Technical University of \\L{}\\'od\\'z, 2014--2016 ``quoted''\\end{itemize}"
        "\\end{document}"
    )
    assert "- M.Sc., Technical University of Łódź, 2014–2016 “quoted”" in cv.markdown
    assert "\\" not in cv.markdown and "{" not in cv.markdown


def test_detected_from_content_and_deep_braces_stay_bounded():
    assert detect_format((FIXTURES / "moderncv.tex").read_text()) == "latex"
    deep = "\\documentclass{article}\\begin{document}\\section{A}" + "{" * 3000 + "x" + "}" * 3000 + "\\end{document}"
    assert "x" in latex_to_markdown(deep).markdown


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="\\{}[]%$&#_^~ abcAB12\n", max_size=300))
def test_any_latex_like_text_converts_without_crashing(text):
    latex_to_markdown("\\documentclass{article}\\begin{document}" + text)


def test_jakes_resume_template_headings_in_both_argument_orders():
    profile = read("jakes_resume.tex").profile
    assert profile.name == "Priya Raghunathan"
    assert profile.email == "priya.r@eastfield.example.edu"
    assert {l.label for l in profile.links} >= {"GitHub", "LinkedIn"}
    [school] = profile.education
    assert (school.institution, school.degree, school.start_year, school.end_year) == (
        "Eastfield University",
        "bachelor",
        2021,
        2025,
    )
    assert [(e.title, e.organization, e.start_year) for e in profile.experience] == [
        ("Undergraduate Research Assistant", "Eastfield University Systems Lab", 2023),
        ("Software Engineering Intern", "Northwind Research", 2022),
    ]


def test_awesome_cv_orders_cventry_arguments_its_own_way():
    profile = read("awesome_cv.tex").profile
    assert profile.name == "Lars Østergaard"  # a name that starts with a letter outside A-Z
    assert (profile.position, profile.role) == ("Research Scientist", "researcher")
    assert [(e.title, e.start_year) for e in profile.experience] == [("Research Scientist", 2021)]
    assert profile.experience[0].details == "Leads work on efficient fine-tuning."
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "University of Kestrel", 2021)
    ]
    assert [(a.title, a.year) for a in profile.awards] == [("Outstanding Reviewer, NeurIPS", 2023)]


def test_tabular_rows_with_dates_first_and_an_escaped_ampersand_in_a_heading():
    tex = (
        "\\documentclass{article}\\begin{document}\n{\\Large\\textbf{Mina Farahani}}\\\\\n"
        "PhD Candidate, Westvale University\n\\section*{Education}\n\\begin{tabular}{ll}\n"
        "2019--present & Ph.D. in Physics, Westvale University \\\\\n"
        "2015--2019 & B.Sc. in Physics, Lowmarsh University \\\\\n\\end{tabular}\n"
        "\\section*{Honors \\& Awards}\n\\begin{tabular}{ll}\n2022 & Outstanding TA Award \\\\\n\\end{tabular}\n"
        "\\end{document}\n"
    )
    profile = read_document("cv.tex", tex.encode()).profile
    assert profile.name == "Mina Farahani"
    assert [(e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", 2019, None),
        ("bachelor", 2015, 2019),
    ]
    assert [(a.title, a.year) for a in profile.awards] == [("Outstanding TA Award", 2022)]


def test_included_files_are_reported_not_guessed():
    tex = "\\documentclass{article}\\begin{document}\\section{Publications}\\input{pubs.tex}\\end{document}"
    cv = latex_to_markdown(tex)
    assert cv.cited == ["file pubs.tex"] and "pubs.tex" in cv.warnings[0]


def test_nested_commands_cost_linear_work():
    deep = "\\documentclass{article}\\begin{document}" + "\\textbf{" * 2000 + "x" + "}" * 2000 + "\\end{document}"
    unclosed = "\\documentclass{article}\\begin{document}" + "\\textbf{" * 5000 + "x"
    assert "x" in latex_to_markdown(deep).markdown
    assert "x" in latex_to_markdown(unclosed).markdown  # once exponential: each level converted its argument twice
