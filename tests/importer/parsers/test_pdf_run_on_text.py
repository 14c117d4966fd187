"""A PDF CV's text that lost its line breaks (copied from a viewer, scraped from a site that shows PDFs
as text): one run-on line, with the left column's section labels interleaved, a two-line label split
around the first line of its section. The labels and entries are found again."""

from importer.parsers.documents import read_document
from importer.parsers.pdfrunon import reflow_run_on_text, split_dated_positions

RUN_ON = (
    "Marguerite Okonjo-Haas (Maggie) Education University of Tarrow, Northvale Ph.D., Applied Physics "
    "(Granular Media and Soft Matter), March 2004 Diploma in Physics (passed with Distinction), July 1999 "
    "B.Sc. Mathematics and Physics (first class), June 1998 Research Granular flows, soft-matter rheology, "
    "laboratory avalanches. Interests Research Polytechnic Institute of Lorwen, Lorwen¨ , Calvaria. From "
    "September Experience 2012 (Professor of Experimental Physics). Avalanche flume: a twelve-metre channel "
    "for dense granular flows with high-speed imag- ing. Sandpile: open data on grain-scale friction "
    "(with U.T. Northvale). Brightwater Laboratories, Kestrel Bay, Calvaria. 2008 (Visiting Scientist): "
    "segregation in rotating drums. Harrowgate Research, Elm Falls, Northvale. 2004–2012 (Senior Research "
    "Scientist): powder handling in pharmaceutical production lines, with J. R. Mbeki and A. Tollan. "
    "Teaching Granular Physics (graduate course), every spring since 2013. Continuum Mechanics for "
    "engineers, 2014–2019."
)


def _read(text: str):
    return read_document("okonjo_cv_pdftext.txt", text.encode()).profile


def test_the_interleaved_labels_become_headings_on_lines_of_their_own():
    lines = reflow_run_on_text("Marguerite Okonjo-Haas\n" + RUN_ON).split("\n")
    assert {"Education", "Research Interests", "Research Experience", "Teaching"} <= set(lines)
    assert not any(line.startswith(("Interests", "Experience")) for line in lines)


def test_degrees_under_one_institution_are_each_read_with_their_year():
    profile = _read(RUN_ON)
    assert profile.name == "Marguerite Okonjo-Haas"
    assert [(e.degree, e.end_year) for e in profile.education] == [("phd", 2004), ("other", 1999), ("bachelor", 1998)]
    assert profile.education[0].institution == "University of Tarrow"


def test_positions_printed_employer_dates_title_are_read():
    profile = _read(RUN_ON)
    found = [(e.organization.split(",")[0], e.title, e.start_year, e.end_year) for e in profile.experience]
    assert found == [
        ("Polytechnic Institute of Lorwen", "Professor of Experimental Physics", 2012, None),
        ("Brightwater Laboratories", "Visiting Scientist", 2008, 2008),
        ("Harrowgate Research", "Senior Research Scientist", 2004, 2012),
    ]
    assert profile.role == "pi"
    assert profile.affiliation.startswith("Polytechnic Institute of Lorwen")
    assert "¨" not in profile.affiliation


def test_words_broken_at_the_old_line_ends_are_mended():
    text = reflow_run_on_text(RUN_ON)
    assert "high-speed imaging" in text


def test_a_long_paragraph_naming_one_section_word_is_left_alone():
    bio = (
        "Marguerite Okonjo-Haas studies how sand, snow and powders flow, from the grain to the avalanche, "
        "with flumes, rotating drums and high-speed cameras in a laboratory she built at the Polytechnic "
        "Institute of Lorwen. She works with engineers on powder handling and with the Department of "
        "Education on open data for schools. Her Teaching covers granular physics and continuum mechanics; "
        "her Awards include a young investigator grant from the Calvarian Science Foundation (2015) and the "
        "Lorwen prize for teaching (2019). Before Lorwen she spent eight years at Harrowgate Research and a "
        "summer at Brightwater Laboratories, and she received her doctorate from the University of Tarrow."
    )
    assert len(bio) > 600
    assert reflow_run_on_text(bio) == bio


def test_a_cv_with_its_line_breaks_is_left_alone():
    cv = "Marguerite Okonjo-Haas\n\nEducation\nPh.D., Applied Physics, University of Tarrow, 2004\n"
    assert reflow_run_on_text(cv) == cv


def test_a_dated_note_in_brackets_is_no_position():
    line = "Okonjo-Haas M, Tollan A. Grain friction in drums. Phys. Rev. E. 2019 (with erratum in 2020)."
    assert split_dated_positions(line) == line
