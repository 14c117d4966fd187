"""University-CMS pages and LaTeX CVs laid out the way portals and classes print them (fictional fixtures):
portal "Research output" lists, many citations in one <br>-cut paragraph, a date column beside a
citation, res.cls positions, qualifiers in degrees, month words inside institution names."""

from importer.parsers.citations import parse_citation
from importer.parsers.degrees import degree_level
from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown
from importer.parsers.latex import latex_to_markdown
from importer.parsers.text import classify_heading, parse_text_document
from importer.parsers.text.fields import find_degree, find_institution


def read_html(body: str):
    page = f"<html><head><title>Profile</title></head><body>{body}</body></html>"
    return read_document("profile.html", page.encode())


def read_tex(body: str):
    text = "\\documentclass{article}\n\\begin{document}\n" + body + "\n\\end{document}\n"
    return read_document("cv.tex", text.encode())


# --- headings ------------------------------------------------------------------------------


def test_research_output_headings_are_publications():
    for heading in ("Research output", "Research outputs", "Outputs", "Scholarly output"):
        assert classify_heading(heading) == "publications", heading
    assert classify_heading("Research") != "publications"


def test_a_heading_inside_a_list_item_is_the_entries_first_line():
    markdown = html_to_markdown(
        "<h2>Research output</h2><ul><li><div><h3 class='title'>Moss carpets and frost heave</h3>"
        "Quill, T. &amp; Marrow, E., 2021, In: Arctic Notes. 4, 2, p. 11-19</div></li></ul>"
    ).markdown
    assert "### Moss carpets" not in markdown
    assert "- Moss carpets and frost heave" in markdown


def test_a_list_of_dated_entries_right_under_the_name_is_warned_about():
    text = (
        "# Jane Roe\n\nLecturer at the University of Tarnbury.\n\n## Things we made\n\n"
        "- Roe J, Smith A (2020) Frogs in ponds at dusk. Journal of Frogs 12: 1-10.\n"
        "- Roe J (2019) Tadpoles at night in winter. Journal of Frogs 11: 5-9.\n"
    )
    document = parse_text_document("roe.md", text, fmt="markdown")
    assert any("2 dated list item(s)" in warning for warning in document.warnings)


# --- one paragraph, many entries --------------------------------------------------------------


def test_a_paragraph_of_citations_cut_by_br_is_one_entry_per_line_under_year_groups():
    document = read_html(
        "<h1>Mirela Tosk</h1><h2>Publications</h2><p><strong>2022</strong><br>"
        "Tosk M, Brandl P (2022) Lichen crusts slow dune erosion. Catena 210: 105912.<br>"
        "Brandl P, <strong>Tosk M</strong> (2022) Salt spray shapes foredune grasses. Plant and Soil 470: 33-47.<br>"
        "<strong>2020</strong><br>Tosk M (2020) Sand burial and moss survival. Oikos 129: 1501-1512.</p>"
    )
    papers = {(p.title, p.year) for p in document.publications}
    assert papers == {
        ("Lichen crusts slow dune erosion", 2022),
        ("Salt spray shapes foredune grasses", 2022),
        ("Sand burial and moss survival", 2020),
    }


def test_title_authors_venue_lines_of_one_entry_stay_one_entry():
    markdown = html_to_markdown(
        "<h2>Publications</h2><p>Lichen crusts slow dune erosion<br>M. Tosk, P. Brandl<br>Catena 210, 2022</p>"
    ).markdown
    assert markdown.count("\n- ") + markdown.startswith("- ") == 1


def test_qualifications_cut_by_br_are_one_degree_each():
    document = read_html(
        "<h1>Orla Fennick</h1><h3>Qualifications</h3><p>PhD Epidemiology, University of Dunmarra, 2014<br>"
        "MPH, University of Dunmarra, 2010<br>MB BCh BAO, Carrowmore University, 2007</p>"
    )
    education = [(e.degree_title, e.institution, e.end_year) for e in document.profile.education]
    assert education == [
        ("PhD Epidemiology", "University of Dunmarra", 2014),
        ("MPH", "University of Dunmarra", 2010),
        ("MB BCh BAO", "Carrowmore University", 2007),
    ]


def test_degree_rows_under_curriculum_vitae_are_education():
    document = read_html(
        "<h1>Jonas Weyl</h1><p>Postdoctoral researcher</p><p>Institute of Limnology</p><p>weyl@example.org</p>"
        "<h2>Curriculum Vitae</h2><table>"
        "<tr><td>since 2020</td><td>Postdoc, Institute of Limnology, University of Grauheim</td></tr>"
        "<tr><td>2016 – 2020</td><td>PhD in Ecology, University of Ostbruck</td></tr></table>"
    )
    assert [(e.degree, e.institution) for e in document.profile.education] == [("phd", "University of Ostbruck")]
    assert [e.start_year for e in document.profile.experience] == [2020]


# --- LaTeX ---------------------------------------------------------------------------------


def test_a_date_label_beside_a_citation_is_its_year():
    document = read_tex(
        "\\section{Publications}\n\\subsection{Journal articles}\n"
        "\\cvitem{2021}{\\textbf{Halvorsen T}, Imre B. Stomatal closure in flooded barley. "
        "\\emph{Plant Physiology} 185(3): 901--915.}\n"
        "\\section{Experience}\n\\cvitem{2019}{Research assistant, Fjordvik University}"
    )
    (paper,) = document.publications
    assert (paper.title, paper.venue_text, paper.year, paper.kind) == (
        "Stomatal closure in flooded barley",
        "Plant Physiology 2021",
        2021,
        "journal",
    )


def test_vancouver_citation_without_a_year_keeps_authors_and_journal():
    paper = parse_citation(
        "Halvorsen T, Imre B. Stomatal closure in flooded barley. *Plant Physiology* 185(3): 901-915."
    )
    assert [a.name for a in paper.authors] == ["T. Halvorsen", "B. Imre"]
    assert (paper.title, paper.venue_text, paper.year) == (
        "Stomatal closure in flooded barley",
        "Plant Physiology",
        None,
    )


def test_tex_quotes_become_curly_and_list_options_do_not_leak():
    markdown = latex_to_markdown(
        "\\documentclass{article}\\begin{document}\\begin{enumerate}[label={}]\n"
        "\\item `Pamphlets and the Kelmsford press', \\textit{Past Notes}, 3 (2019), 1--9.\n"
        "\\item ``A printer's ledger'' and \\'{e}t\\'{e}\n\\end{enumerate}\\end{document}"
    ).markdown
    assert "‘Pamphlets and the Kelmsford press’" in markdown
    assert "“A printer's ledger”" in markdown and "été" in markdown
    assert "label" not in markdown and "[" not in markdown


def test_res_cls_title_and_dates_line_over_its_organisation():
    document = read_tex(
        "\\name{Saara}{Niemi}\n\\section*{Positions}\n{\\sl University Lecturer} \\hfill 2018--present \\\\\n"
        "Department of Peat Studies, University of Vaskila\n\n"
        "{\\sl Postdoctoral Researcher} \\hfill 2013--2018 \\\\\nMire Carbon Institute, Halla\n"
    )
    assert [(e.title, e.organization, e.start_year) for e in document.profile.experience] == [
        ("University Lecturer", "Department of Peat Studies, University of Vaskila", 2018),
        ("Postdoctoral Researcher", "Mire Carbon Institute, Halla", 2013),
    ]


# --- fields --------------------------------------------------------------------------------


def test_a_degree_with_a_qualifier_in_brackets():
    assert find_degree("BA (Hons) History, University of Kelmsford, 2010") == (
        "bachelor",
        "BA (Hons) History",
        "History",
    )
    assert degree_level("BSc (Agr. & For.) Forestry, Vaskila University", whole_value=False) == "bachelor"
    assert degree_level("BA (Smith) went home", whole_value=False) == "other"


def test_a_month_word_of_an_institution_name_is_kept():
    assert find_institution("Instituto de Ciencias del Mar, Universidad de Pehuén") == "Instituto de Ciencias del Mar"
    assert find_institution("Instituto de Ciencias del Mar Sep. 2020") == "Instituto de Ciencias del Mar"
    assert find_institution("Halden Institute of Technology May 2019 - Present") == "Halden Institute of Technology"


def test_tex_double_quotes_are_never_read_as_two_single_quotes():
    from importer.parsers.latex import latex_to_markdown

    source = (
        "\\documentclass{article}\\begin{document}\\section{Publications}\\begin{itemize}\n"
        "\\item \\textbf{Ines Marlow}, Teo Vance. ``Quiet Queues 7.'' \\emph{TOCS}, 2022.\n"
        "\\item Ines Marlow. `A Single-Quoted Title', \\emph{Placid Letters}, 2021.\n"
        "\\end{itemize}\\end{document}"
    )
    markdown = latex_to_markdown(source).markdown
    assert "“Quiet Queues 7.”" in markdown
    assert "‘A Single-Quoted Title’" in markdown
