"""LaTeX CVs typed through the author's own macros, friggeri-cv entries and pandoc-made LaTeX (fictional fixtures)."""

from pathlib import Path

from importer.parsers.dates import expand_short_years
from importer.parsers.documents import read_document
from importer.parsers.latex import latex_to_markdown
from importer.parsers.latex_commands import READER_ARGUMENTS
from importer.parsers.latex_macros import MAX_GROWTH, MIN_ROOM, expand_macros, take_definitions

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "latex"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def expand(source):
    text, macros = take_definitions(source)
    return expand_macros(text, macros, READER_ARGUMENTS)


def test_article_cv_written_with_its_own_macros():
    document = read("article_macros.tex")
    profile = document.profile
    assert profile.name == "Ilse Varga"
    assert profile.email == "i.varga@valbonne.example.edu"  # \myemail, used in the title block
    assert [(e.title, e.organization.split(",")[0], e.start_year, e.end_year) for e in profile.experience] == [
        ("Associate Professor", "Université de Valbonne", 2021, None),  # \post{..}{\mytitle}{\school, ..}
        ("Chercheuse Postdoctorale", "Centre for Integrative Soil Research (CISR) / Northgate University", 2017, 2021),
    ]
    # a \resumeSubheading of two arguments (the document's own) is expanded, not read as Jake's four
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "Université de Montclair", 2013, 2017),
        ("master", "University of Eastbridge", 2009, 2013),  # "M.Sci."
    ]
    # the post over the course list is no course, nor is the "Undergraduate:" label or the sentence
    assert [(t.course, t.role, t.terms) for t in profile.teaching] == [
        ("Soil Ecology", "Associate Professor", ["2021 – present"]),
        ("Statistics for Biologists", "Associate Professor", ["2021 – present"]),
    ]
    assert [(p.title, p.year) for p in document.publications] == [  # thebibliography's \bibitem entries
        ("Earthworm burrows as hotspots of nitrogen cycling", 2023),
        ("Fungal networks under drought", 2020),
    ]


def test_macro_definitions_and_layout_leave_no_text_behind():
    cv = latex_to_markdown((FIXTURES / "article_macros.tex").read_text())
    for leaked in ("#1", "Minion", "1pt", "2.4in", "bio-geo", "cm#", "l@", "[t]", "%", "\\"):
        assert leaked not in cv.markdown, leaked
    assert "## Positions" in cv.markdown and "## Teaching" in cv.markdown  # \section redefined: still a heading
    # a key the CV cites is reported, a macro's parameter is not
    assert any("varga2023roots" in w and "#1" not in w for w in cv.warnings)


def test_friggeri_cv():
    document = read("friggeri.tex")
    profile = document.profile
    assert profile.name == "Jonas Felix Brenner"  # \header{first}{last}{what they are}
    assert profile.email == "jonas.brenner@kaltenberg.example.de"
    assert [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("bachelor", "Universität Kaltenberg", 2012, 2015),  # "10/12-08/15"
        ("master", "Universität Kaltenberg", 2015, 2017),
    ]
    assert [(e.title, e.organization, e.start_year) for e in profile.experience] == [
        ("Doctoral Researcher", "Observatorium Kaltenberg", 2018)
    ]
    (paper,) = document.publications  # {date}{venue}{authors}{title}: put in a citation's order
    assert (paper.title, paper.year) == ("Shadows cast by warped inner disks", 2019)
    assert [a.name for a in paper.authors] == ["J. F. Brenner", "K. Wohlgemuth", "E. Asante"]
    assert "bubble diagram" not in latex_to_markdown((FIXTURES / "friggeri.tex").read_text()).markdown


def test_pandoc_made_cv_with_stored_title_block_and_csl_references():
    cv = latex_to_markdown(
        "\\documentclass{article}\n"
        "\\def\\name#1{\\def\\@name{#1}}\n\\def\\info#1{\\def\\@info{#1}}\n"
        "\\def\\maketitle{\\hbox to 0.98\\textwidth{\\begin{tabular}{l}\\textbf{\\@name}\\\\ Chargée de recherche"
        "\\end{tabular}\\begin{tabular}{rl}\\@info\\end{tabular}}}\n"
        "\\newenvironment{CSLReferences}[2]{\\begin{list}{}{}}{\\end{list}}\n"
        "\\name{Odile Marchetti}\n"
        "\\info{\\faIcon{envelope} & \\href{mailto:o.marchetti@lagune.example.fr}{o.marchetti@lagune.example.fr}\\\\%\n}\n"
        "\\begin{document}\n\\maketitle\n"
        "\\section{Formation}\n\\begin{longtable}{ll}\n"
        "2012-2015 & \\parbox[t]{0.85\\textwidth}{\\textbf{Doctorat en Océanographie}\\hfill{\\footnotesize "
        "Université de Lagune}\\newline Brest, France}\\\\\n\\end{longtable}\n"
        "\\section{Publications}\n\\begin{CSLReferences}{1}{1}\n"
        "\\bibitem[\\citeproctext]{ref-marchetti2020}\n1. \\textbf{Marchetti, O.}, \\& Kerbrat, Y. (2020).\n"
        "Tidal mixing in shallow\nlagoons. \\emph{Estuarine Letters}, \\emph{4}(2), 11--19.\n"
        "\\end{CSLReferences}\n\\end{document}"
    )
    assert cv.name == "Odile Marchetti"
    assert "o.marchetti@lagune.example.fr" in cv.markdown and "envelope" not in cv.markdown
    assert "to 0.98" not in cv.markdown and "ref-marchetti2020" not in cv.markdown and "11\n" not in cv.markdown
    # a table row is one CV line, its date cell last; a wrapped citation is one line
    assert "- **Doctorat en Océanographie**, Université de Lagune, Brest, France, 2012-2015" in cv.markdown
    assert "Tidal mixing in shallow lagoons." in cv.markdown


def test_commands_the_reader_knows_are_not_expanded_unless_the_document_gives_fewer_arguments():
    text = expand(
        "\\renewcommand{\\section}[1]{\\parbox{3cm}{#1}}\n"
        "\\newcommand{\\resumeSubheading}[2]{\\item \\textbf{#1} #2}\n"
        "\\newcommand{\\resumeItem}[1]{\\item #1}\n"
        "\\section{Awards}\\resumeSubheading{Postdoc}{2020}\\resumeItem{x}"
    )
    assert "\\section{Awards}" in text and "\\resumeItem{x}" in text
    assert "\\item \\textbf{Postdoc} 2020" in text


def test_definition_forms_and_bounds():
    assert expand("\\def\\lab{Soil Lab}\\let\\old\\lab\\lab{} and \\old") == "Soil Lab{} and \\old"
    assert expand("\\NewDocumentCommand\\pair{mm}{#2, #1}\\pair{A}{B}") == "B, A"
    assert expand("\\newcommand{\\opt}[2][x]{#1-#2}\\opt{b} \\opt[a]{b}") == "x-b a-b"
    assert expand("\\newenvironment{box}[1][r]{\\fontfamily{cm#1}}{}text") == "text"
    source = "\\def\\boom{\\boom\\boom}\\boom"  # a macro that uses itself: bounded, never endless
    assert len(expand(source)) <= max(MAX_GROWTH * len(source), MIN_ROOM)
    # definitions never closed: each group takes the rest once, the document is still read
    broken = "\\documentclass{article}" + "\\newcommand\\b[ " * 500 + "\\def\\a{x " * 500 + "\\begin{document}hi"
    assert "newcommand" not in latex_to_markdown(broken).markdown


def test_month_and_two_digit_year_columns():
    assert expand_short_years("10/15-08/18") == "10/2015-08/2018"
    assert expand_short_years("03/19") == "03/2019"
    assert expand_short_years("10/18 - present") == "10/2018 - present"
    assert expand_short_years("Workshop 10/15, Paris") == "Workshop 10/15, Paris"  # running text: left alone
