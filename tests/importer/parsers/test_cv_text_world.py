"""Homepages and CVs as researchers outside computing write them: a bio in the third person in German,
French or Spanish, junior and teaching titles under the name (a line of profile links between), the
page's chrome (copyright, page title, "last updated"), files that only include others, mkdocs
admonitions and Typst grids of years beside citations (importer.parsers.text, .documents, .pandoc;
fictional fixtures)."""

import re

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError, NoOwnerFound
from importer.parsers.text.page_chrome import without_page_chrome


def _read(name: str, text: str):
    return read_document(name, text.encode("utf-8"))


# --- a bio in the third person names its owner, in any of the CV languages ---------------------


@pytest.mark.parametrize(
    ("text", "position"),
    [
        (
            "Dr. Carmen Vidal ist Postdoktorandin am Institut für Limnologie der Universität Kestrelburg. "
            "Sie untersucht den Kohlenstoffkreislauf in Seen.\n",
            "Postdoktorandin",
        ),
        (
            "Élodie Marchetti est maîtresse de conférences à l'Université de Nordmarsh. "
            "Elle travaille sur la dynamique des sols.\n",
            "maîtresse de conférences",
        ),
        (
            "Carmen de la Vega es investigadora en la Universidad de Valdoria. Trabaja en ecología de suelos.\n",
            "investigadora",
        ),
        ("Dr. Carmen Vidal is a postdoc at the University of Valdoria. She works on lake carbon.\n", "postdoc"),
        (
            "Prof. Dr. Carmen Vidal ist seit 2020 Professorin für Hydrologie an der Universität Kestrelburg.\n",
            "Professorin",
        ),
        ("Giulia Ferrante è ricercatrice presso l'Università di Valdoria. Studia i suoli alpini.\n", "ricercatrice"),
    ],
)
def test_a_bio_in_the_third_person_names_its_owner(text, position):
    profile = _read("about.md", text).profile
    expected = re.split(r" (?:ist|est|es|is|è) ", text)[0].removeprefix("Prof. ").removeprefix("Dr. ")
    assert profile.name == expected
    assert profile.position == position


def test_a_third_person_sentence_about_a_thing_names_nobody():
    text = "Die Limnologie ist eine Wissenschaft von den Binnengewässern und ihren Lebewesen, seit langem.\n"
    with pytest.raises(NoOwnerFound):
        _read("about.md", text)


# --- junior and teaching titles under the name, profile links between ----------------------------


@pytest.mark.parametrize(
    ("text", "position", "affiliation"),
    [
        (
            "# Tomasz Brzeski\n\nResearch assistant, Department of Soil Science, University of Valdoria\n\n"
            "My work is on roots and the fungi that live with them.\n",
            "Research assistant",
            "University of Valdoria",
        ),
        (
            "# Tomasz Brzeski\n\n[Google Scholar](https://scholar.google.com/citations?user=abc) | "
            "[ORCID](https://orcid.org/0000-0002-1825-0097) | [GitHub](https://github.com/tbrzeski)\n\n"
            "Research Assistant\n\nUniversity of Nordmarsh\n\nMy work is on roots and the fungi that live with them.\n",
            "Research Assistant",
            "University of Nordmarsh",
        ),
        (
            "# Tomasz Brzeski\n\nTeaching Fellow in Economics, University of Nordmarsh\n\n"
            "I teach macroeconomics to first-year students.\n",
            "Teaching Fellow in Economics",
            "University of Nordmarsh",
        ),
        (
            "# Tomasz Brzeski\n\nScholar · ORCID · GitHub\n\nTeaching fellow\n\nUniversity of Nordmarsh\n",
            "Teaching fellow",
            "University of Nordmarsh",
        ),
        (
            "Tomasz Brzeski\nScholar | ORCID | GitHub\nResearch Associate\nUniversity of Nordmarsh\n\n"
            "EDUCATION\nPhD in Ecology, University of Nordmarsh, 2021\n",
            "Research Associate",
            "University of Nordmarsh",
        ),
        (
            "# Tomasz Brzeski\n\n[Scholar](https://scholar.google.com/x) | [ORCID](https://orcid.org/0000-0002-1825-0097)"
            "\n\nLecturer in Hydrology\n\nUniversity of Nordmarsh\n",
            "Lecturer",
            "University of Nordmarsh",
        ),
    ],
)
def test_junior_and_teaching_titles_are_the_current_position(text, position, affiliation):
    profile = _read("index.md", text).profile
    assert profile.name == "Tomasz Brzeski"
    assert profile.position == position
    assert profile.affiliation == affiliation


def test_a_lecturers_title_gives_the_faculty_role():
    profile = _read(
        "index.md", "# Tomasz Brzeski\n\nScholar | ORCID\n\nLecturer in Hydrology, University of Nordmarsh\n"
    ).profile
    assert profile.role == "faculty"


# --- the page's chrome is never the bio ----------------------------------------------------------


@pytest.mark.parametrize(
    "chrome",
    [
        "© 2025 Ingrid Halvorsen. Powered by Jekyll & Minimal Mistakes, hosted on GitHub Pages.",
        "Copyright (c) 2024 Ingrid Halvorsen. All rights reserved. Built with Hugo and the Blox theme.",
        "Home | Ingrid Halvorsen",
        "Ingrid Halvorsen - Home",
        "Last updated: 3 March 2025",
        "Page last modified on 12 January 2025 by the site's own build script, every night.",
        "Zuletzt aktualisiert am 3. März 2025",
    ],
)
def test_page_chrome_is_never_the_bio(chrome):
    text = f"{chrome}\n\n# Ingrid Halvorsen\n\nPhD student, University of Valdoria\n\n{chrome}\n"
    profile = _read("index.md", text).profile
    assert profile.name == "Ingrid Halvorsen"
    assert profile.bio == ""


def test_the_bio_beside_the_chrome_is_kept():
    text = (
        "Home | Ingrid Halvorsen\n\n# Ingrid Halvorsen\n\nPhD student, University of Valdoria\n\n"
        "I study how sea ice changes the light that reaches the algae beneath it.\n\n"
        "Last updated: March 2025\n\n© 2025 Ingrid Halvorsen. Powered by Quarto.\n"
    )
    profile = _read("index.md", text).profile
    assert profile.bio == "I study how sea ice changes the light that reaches the algae beneath it."


@pytest.mark.parametrize(
    "line",
    [
        "(c) 2015 – 2017 Research assistant, Institute of Limnology, University of Kestrelburg",
        "Copyright law and the commons: a reading of three cases, with Tomasz Brzeski.",
        "Built with R and Stan, a model of lake carbon that runs in minutes.",
        "Updated estimates of river discharge were the topic of my master's thesis.",
    ],
)
def test_a_line_that_only_starts_like_chrome_is_kept(line):
    assert without_page_chrome(f"# Ingrid Halvorsen\n\n{line}\n").split("\n")[-2] == line


# --- a file that only includes others --------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "text", "included"),
    [
        (
            "main.tex",
            "\\documentclass[11pt]{article}\n\\usepackage{geometry}\n% the CV\n\\begin{document}\n"
            "\\input{sections/header}\n\\input{sections/education.tex}\n\\include{publications}\n\\end{document}\n",
            ["sections/header", "sections/education.tex", "publications"],
        ),
        ("cv.qmd", '---\ntitle: "CV"\nformat: html\n---\n\n{{< include _cv.qmd >}}\n', ["_cv.qmd"]),
        ("papers.rst", "Publications\n============\n\n.. bibliography:: refs.bib\n   :all:\n", ["refs.bib"]),
        ("papers.rst", ".. bibliography:: refs.bib\n   :all:\n   :style: plain\n", ["refs.bib"]),
        ("papers.rst", "Publications\n============\n\n.. bibliography::\n   :all:\n", ["bibtex_bibfiles in conf.py"]),
        ("cv.md", "---\nlayout: page\ntitle: CV\n---\n{% include_relative _cv/cv.md %}\n", ["_cv/cv.md"]),
        ("cv.typ", '#set page(margin: 1cm)\n#include "sections/cv.typ"\n', ["sections/cv.typ"]),
        (
            "papers.tex",
            "\\documentclass{article}\n\\begin{document}\n\\section*{Publications}\n\\nocite{*}\n"
            "\\bibliographystyle{plain}\n\\bibliography{journals,talks}\n\\end{document}\n",
            ["journals.bib", "talks.bib"],
        ),
    ],
)
def test_a_file_that_only_includes_others_says_so(name, text, included):
    with pytest.raises(DocumentError) as failure:
        _read(name, text)
    message = str(failure.value)
    assert "no person's name found" not in message
    assert "import" in message
    for path in included:
        assert path in message


def test_a_file_with_its_own_content_beside_an_include_is_read():
    text = (
        "\\documentclass{article}\n\\begin{document}\n\\section*{Ingrid Halvorsen}\nPhD student, University of Valdoria\n"
        "\\input{publications}\n\\end{document}\n"
    )
    assert _read("cv.tex", text).profile.name == "Ingrid Halvorsen"


# --- mkdocs admonitions and Typst grids ------------------------------------------------------


def test_an_admonitions_title_is_no_paper():
    text = (
        "# Ingrid Halvorsen\n\nI am a postdoc at the University of Valdoria.\n\n## Publications\n\n"
        '!!! note "Selected papers"\n'
        "    Halvorsen, I., & Moss, B. (2022). Light under thin sea ice. *Polar Biology*, 45, 1-12.\n\n"
        "    Halvorsen, I. (2020). Algae of the brine channels. *Marine Ecology*, 41, 33-40.\n\n"
        '??? tip "Preprints"\n'
        "    Halvorsen, I. (2024). Sea ice algae under a warming sky. *bioRxiv*.\n"
    )
    titles = [p.title for p in _read("index.md", text).publications]
    assert titles == ["Light under thin sea ice", "Algae of the brine channels", "Sea ice algae under a warming sky"]


_GRID = (
    "== Publications\n\n#grid(\n  columns: (3em, 1fr),\n  row-gutter: 0.8em,\n"
    "  [2022], [Halvorsen, I., & Moss, B. Light under thin sea ice. _Polar Biology_, 45, 1-12.],\n"
    "  [*2020*],\n  [Halvorsen, I. Algae of the brine channels. _Marine Ecology_, 41, 33-40.],\n)\n"
)


@pytest.mark.parametrize(
    "head",
    [
        '#import "@preview/basic-resume:0.2.8": *\n#show: resume.with(author: "Ingrid Halvorsen")\n\n',
        "#set page(margin: 1.5cm)\n\n= Ingrid Halvorsen\n\n",
    ],
)
def test_a_year_beside_a_citation_in_a_typst_grid_is_its_year(head):
    papers = _read("cv.typ", head + _GRID).publications
    assert [(p.title, p.year) for p in papers] == [
        ("Light under thin sea ice", 2022),
        ("Algae of the brine channels", 2020),
    ]
