"""LaTeX and Typst CVs of researchers in physics and economics, as real ones are written, with fictional people.

tests/importer/fixtures/latex_typst_sciences holds: a theorist's plain `article` CV whose paper titles hold inline
formulas ("a $\\mathbb{Z}_2$ symmetric", "$T_c$", "\\(SU(2)\\)"), whose names are spelled with lettered accents
("Fran\\c{c}oise", "Dvo\\v{r}\\'akov\\'a"), and whose journals are printed as INSPIRE and ADS print them ("Phys.Lett.
B812", "A \\& A, Volume 642, id.L9"); a physicist's Typst CV whose papers are a grid laid out a column at a time
(one block of years, one block of entries, spaced with empty lines), each entry a styling call around its title
and a `#link(...)[...]` around its journal; an economist's Typst CV written with a template's own calls
(`#info(name: ...)`, `#education(...)[` its lines `]`), a commented-out phone line and papers given only as
`#cite(<key>)`.
"""

from pathlib import Path

from importer.exchange import export_site
from importer.parsers.documents import read_document
from importer.parsers.latex import latex_to_markdown
from importer.services import import_documents

FIXTURES = Path(__file__).parent / "fixtures" / "latex_typst_sciences"


def _site(name):
    report = import_documents([FIXTURES / name])
    assert not report.failed, report.summary()
    site = export_site()
    assert len(site["people"]) == 1, [p["name"] for p in site["people"]]
    return site["people"][0], site["publications"]


def _papers(publications):
    return sorted(
        (p["title"], [a["name"] for a in p["authors"]], p["year"], p["venue"]["name"] if p["venue"] else None)
        for p in publications
    )


def test_formulas_in_titles_keep_their_spaces_and_accents_their_letters(db):
    person, publications = _site("cv_teorica_math_titles.tex")
    assert person["name"] == "Françoise Dvořáková"
    assert person["email"] == "f.dvorakova@itp.kaltenbrunn.example.de"
    assert [(e["degree"], e["institution"], e["end_year"]) for e in person["education"]] == [
        ("phd", "Universität Kaltenbrunn", 2016),
        ("master", "Univerzita Horní Lhota", 2012),
    ]
    assert [(x["title"], x["organization"], x["start_year"]) for x in person["experience"]] == [
        ("Research Associate", "Institut für Theoretische Physik, Universität Kaltenbrunn", 2019),
        ("Postdoctoral Fellow", "Centre de Physique des Ondes, Marçay", 2016),
    ]
    assert [(a["title"], a["year"]) for a in person["awards"]] == [
        ("Ludmila Šebestová Prize for young theorists", 2018)
    ]
    assert _papers(publications) == [
        (
            "Decay rates at Tc and the 10^-3 anomaly in SU(2) models",
            ["F. Dvořáková", "M. Ceccon", "T. Reinholt"],
            2020,
            "Nuclear Physics B",
        ),
        (
            "Dust rings around an α-stable protostellar disk",
            ["L. Aubrac", "F. Dvořáková"],
            2020,
            "Astronomy & Astrophysics",
        ),
        (
            "Spectral gaps of a ℤ2 symmetric lattice gauge model",
            ["F. Dvořáková", "T. Reinholt"],
            2021,
            "Physics Letters B",
        ),
    ]
    assert all(p["kind"] == "journal" for p in publications)


def test_a_lone_bullet_formula_still_separates_and_a_lone_dollar_is_a_dollar():
    source = r"""\documentclass{article}\begin{document}\section{Skills}
\begin{itemize}\item Stata $\bullet$ R $\cdot$ Julia\end{itemize}
\section{Grants}
\begin{itemize}\item Seed grant of 5000\$ from the Tarsala Fund, 2019 \item Travel award, \$800, 2021\end{itemize}
\end{document}"""
    markdown = latex_to_markdown(source).markdown
    assert "Stata" in markdown and "R" in markdown and "Julia" in markdown and "$" not in markdown.split("## Grants")[0]
    assert "5000$ from the Tarsala Fund, 2019" in markdown
    assert "Travel award, $800, 2021" in markdown


def test_a_typst_grid_laid_out_a_column_at_a_time_gives_one_paper_a_row(db):
    person, publications = _site("cv_column_grid.typ")
    assert person["name"] == "Oren Valtonen-Sabe"
    assert person["email"] == "oren.valtonen@norrvik.example.fi"
    assert [(e["degree"], e["institution"], e["end_year"]) for e in person["education"]] == [
        ("phd", "Norrvik University", 2023),
        ("bachelor", "Tarsala University", 2018),
    ]
    assert _papers(publications) == [
        (
            "Axion clouds around slowly rotating remnants",
            ["O. Valtonen-Sabe", "K. Lindqvist"],
            2025,
            "Journal of Cosmology and Astroparticle Physics",
        ),
        (
            "Gravitational echoes from a first-order transition",
            ["O. Valtonen-Sabe", "M. Koskela"],
            2022,
            "Journal of High Energy Physics",
        ),
        (
            "Neural emulators for relic abundance scans",
            ["P. Haaranen", "O. Valtonen-Sabe", "K. Lindqvist"],
            2024,
            "Physical Review D",
        ),
    ]


def test_a_typst_template_s_own_calls_give_the_owner_and_entries_with_their_lines(db):
    person, publications = _site("cv_template_calls.typ")
    assert person["name"] == "Maëlle Quintaval"
    assert person["email"] == "maelle.quintaval@brevannes.example.fr"
    assert [(e["degree"], e["institution"], e["start_year"], e["end_year"]) for e in person["education"]] == [
        ("phd", "Université de Brévannes", 2017, 2021),
        ("master", "École Normale de Sarlieu", 2015, 2017),
    ]
    assert "Supervisor: Armand Desroches" in person["education"][0]["details"]
    assert [(x["title"], x["organization"], x["start_year"]) for x in person["experience"]] == [
        ("Assistant Professor", "Université de Brévannes", 2023)
    ]
    assert publications == []  # `#cite(<key>)`: the paper is in a bibliography file the CV does not hold


def test_a_commented_out_line_of_a_typst_cv_is_no_text():
    document = read_document("cv_template_calls.typ", (FIXTURES / "cv_template_calls.typ").read_bytes())
    assert "+33" not in document.profile.bio and "papers.yml" not in document.profile.bio
    assert all("+33" not in x.details for x in document.profile.education)


def test_the_first_branch_of_the_document_s_own_conditional_is_read_and_iffalse_is_set_aside():
    source = r"""\documentclass[a4paper,extended]{adcv}
\newif\ifextended
\adcvname{Ilse}{Marwede}{Doktorandin}
\begin{document}
\section{Publikationen}
\ifextended
  \begin{enumerate}
  \item I.~Marwede, K.~Oberth. \emph{Sediment pulses below alpine dams}. Hydrological Processes, 2022.
  \end{enumerate}
\else
  \href{https://scholar.example.org/imarwede}{1 Publikation} in einer Fachzeitschrift.
\fi
\iffalse
\section{Alte Vortr\"age}
\begin{itemize}\item Ein Vortrag, der nicht mehr gezeigt wird, 2015\end{itemize}
\fi
\end{document}"""
    document = read_document("lebenslauf.tex", source.encode())
    assert [(p.title, p.year) for p in document.publications] == [("Sediment pulses below alpine dams", 2022)]
    markdown = latex_to_markdown(source).markdown
    assert "1 Publikation" not in markdown and "Alte Vorträge" not in markdown
