"""LaTeX CVs written with a class or macros the file does not hold (resume.cls, the Wilson template's \\job,
description lists of bulleted papers under a year): read from their arguments (fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.latex import latex_to_markdown
from importer.parsers.latex_custom import font_switch

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "latex"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def test_resume_cls_entries_email_and_bold_groups():
    document = read("resume_cls.tex")
    profile = document.profile
    assert profile.name == "Ingrid M. Solvang"
    assert profile.email == "ingrid.solvang@fjordvik.example.edu"  # written in \address{...}
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "University of Westmark", 2017),
        ("bachelor", "University of Karvola", 2012),
    ]
    # \begin{rSubsection}{organisation}{dates}{title}{place}: the title leads, the dates end the line
    assert [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Assistant Professor", "Fjordvik College", 2017, None),
        ("Research Assistant", "Westmark Institute for Public Health", 2015, 2017),
    ]
    # {\bf Title} and {\em Venue} are bold and italics: the citation reader tells title from venue by them
    assert [(p.title, p.year, [a.name for a in p.authors]) for p in document.publications] == [
        ("Weighting Adjustments for Nonresponse in Panel Surveys", 2021, ["I. Solvang", "P. Oduya"]),
        ("Small Area Estimation of Lichen Cover", 2020, ["T. Haraldsen", "I. Solvang", "L. M. Brekke"]),
    ]
    assert document.publications[0].venue_text.startswith("Journal of Survey Statistics and Methodology")


def test_resume_cls_entry_items_are_details_under_the_entry():
    markdown = latex_to_markdown((FIXTURES / "resume_cls.tex").read_text()).markdown
    assert "- Assistant Professor, Fjordvik College, Fjordvik, WA, August 2017 - present\n" in markdown
    assert "\n  - Teach regression and survey sampling" in markdown
    assert "## Education\n\n**Ph.D., Statistics**, 2017" in markdown  # a heading's one argument, not an entry
    assert "\n **University of Westmark**, Westmark, WA\n" in markdown  # \hfill between two columns: a comma


def test_macro_from_a_missing_style_file_is_an_entry_of_its_fields():
    document = read("wilson_job.tex")
    profile = document.profile
    assert profile.name == "Lucía Arandes Villar"
    assert profile.email == "lucia.arandes@icmz.example.es"
    assert [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience][0] == (
        "Postdoctoral Researcher",
        "Instituto de Materiales de Montecierzo (IMM)",
        2023,
        None,
    )
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Universidad de Montecierzo", 2019, 2023)
    ]
    markdown = latex_to_markdown((FIXTURES / "wilson_job.tex").read_text()).markdown
    assert "March 2023 - Present" in markdown  # "{March 2023 -}{Present}": one date range
    assert "imm.example.es" not in markdown  # a bare link argument is the class's icon, not a field
    assert "  - Theory of hybrid superconducting devices" in markdown  # the long last argument: details
    assert "̄" not in markdown  # tabbing's "\=" is a tab stop, not a macron
    assert document.publications == []  # \printbibliography: nothing invented
    assert any("pubs.bib" in w for w in document.warnings)


def test_bulleted_papers_under_a_year_label_are_papers_of_that_year():
    document = read("description_bullets.tex")
    assert document.profile.name == "Tomasz Wierzba"
    assert [(p.title, p.year, len(p.authors)) for p in document.publications] == [
        ("Committor functions for heatwave onset", 2024, 2),
        ("Importance splitting for rare summer extremes", 2024, 3),
        ("A stochastic weather generator for alpine valleys", 2022, 2),
    ]
    assert document.publications[0].venue_text.startswith("Journal of Climate")
    markdown = latex_to_markdown((FIXTURES / "description_bullets.tex").read_text()).markdown
    assert "Updated on" not in markdown  # the page's date line, without the date \today printed


def test_bullets_inside_a_line_stay_separators():
    source = r"""\documentclass{article}\begin{document}\section{Skills}
\begin{itemize}\item Python $\bullet$ R $\bullet$ Julia\end{itemize}\end{document}"""
    markdown = latex_to_markdown(source).markdown
    assert "- Python R Julia" in " ".join(markdown.split(" ")).replace("  ", " ")


def test_nested_bold_is_one_bold_run():
    source = r"""\documentclass{moderncv}\firstname{Ada}\familyname{Quell}\begin{document}
\section{Publications}
\cvitem{}{\underline{Rask P, \textbf{Quell A}}, Imre B. \textit{Spore dormancy in soil fungi}. Mycologia, \textbf{2023}.}
\end{document}"""
    markdown = latex_to_markdown(source).markdown
    assert "**Rask P, Quell A**, Imre B." in markdown
    assert "****" not in markdown


@pytest.mark.parametrize(
    ("group", "mark", "rest"),
    [
        (r"\bf Title", "**", "Title"),
        (r"\em Journal", "*", "Journal"),
        (r"\bf \em Owner, A.", "***", "Owner, A."),
        (r"\large\bf Heading", "**", "Heading"),
        (r"\LARGE\scshape Name", "", r"\LARGE\scshape Name"),  # no bold or italic switch: unchanged
        (r"\bf{2023-}", "", r"\bf{2023-}"),  # a command with its argument, not a switch
        ("plain words", "", "plain words"),
    ],
)
def test_font_switch(group, mark, rest):
    found_mark, found_rest = font_switch(group)
    assert found_mark == mark
    assert found_rest.strip() == rest


def test_unknown_command_with_one_argument_and_layout_commands_are_not_entries():
    source = r"""\documentclass{article}\begin{document}\section{Experience}
\addtocounter{page}{1}
\cvtag{Python}
Lecturer, Karvola University, 2019--2021
\end{document}"""
    markdown = latex_to_markdown(source).markdown
    assert "page, 1" not in markdown and "- page" not in markdown
    assert "- Python" not in markdown


def test_twentysecondcv_sidebar_and_entries():
    document = read("twentysecondcv.tex")
    profile = document.profile
    assert profile.name == "Ophélie Marchetti"  # \cvname{\huge{...}}
    assert profile.email == "o.marchetti@thalassa.example.fr"
    assert profile.role == "postdoc"  # the first line of \cvjobtitle
    assert ("GitHub", "https://github.com/omarchetti") in {(link.label, link.url) for link in profile.links}
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Université de Port-Vendres", 2019, 2023)
    ]
    assert [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Chercheuse postdoctorale", "Station marine de Cap-Béar", 2023, 2025)
    ]
    assert "Suivi acoustique des herbiers" in profile.experience[0].details
    assert "(+33)" not in latex_to_markdown((FIXTURES / "twentysecondcv.tex").read_text()).markdown
