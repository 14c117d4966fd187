"""CVs written in R Markdown or Quarto: pagedown resumes, pandoc LaTeX-template CVs, Quarto column
layouts. Their markup (code chunks, pandoc attributes, LaTeX layout, setext headings) is layout, and an
R chunk that builds entries from a data file gives no entry. The fixtures are fictional."""

from __future__ import annotations

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError
from importer.parsers.text.rmarkdown import without_rmarkdown_markup

FIXTURES = Path(__file__).parent / "fixtures" / "rmarkdown_cv"


def _read(name: str):
    path = FIXTURES / name
    return read_document(path.name, path.read_bytes())


def test_pagedown_resume_entries_are_read_as_title_organisation_place_dates():
    document = _read("pagedown_resume.Rmd")
    profile = document.profile
    assert profile.name == "Marisol Quenby"
    assert profile.email == "m.quenby@saltmarsh-uni.example.org"
    degrees = {(e.degree, e.institution, e.field, e.start_year, e.end_year) for e in profile.education}
    assert degrees == {
        ("phd", "Saltmarsh University", "Ecology and Evolution", 2016, 2020),
        ("master", "University of Westhaven", "Marine Biology", None, 2015),
    }
    jobs = {(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience}
    assert jobs == {
        ("Lecturer in Coastal Ecology", "Saltmarsh University", 2023, None),
        ("Postdoctoral Research Fellow", "Institute for Tidal Systems", 2020, 2023),
    }
    # "N/A" for a missing place, a logo before the employer: neither is part of an entry
    assert not any("N/A" in f"{e.organization} {e.details}" for e in profile.experience)
    assert not any("logo" in e.organization or "{" in e.organization for e in profile.experience)


def test_pagedown_section_headings_and_region_headings_are_no_skills():
    profile = _read("pagedown_resume.Rmd").profile
    assert not any(word in " ".join(profile.skills) for word in ("Main", "Aside", "{#title}", "Marisol"))


def test_r_chunks_give_no_entries_and_written_out_papers_are_read():
    document = _read("pagedown_resume.Rmd")
    titles = sorted(p.title for p in document.publications)
    assert titles == ["Cordgrass roots hold the marsh edge", "Sediment supply and the fate of tidal marshes"]
    paper = next(p for p in document.publications if p.title.startswith("Sediment"))
    assert paper.year == 2021
    assert [a.name for a in paper.authors] == ["T. Harrow", "M. Quenby", "P. Ilse"]
    assert "Journal of Coastal Ecology" in paper.venue_text
    everything = " ".join(
        [*(p.title for p in document.publications), *(e.details for e in document.profile.experience)]
    )
    assert "print_section" not in everything and "read_csv" not in everything


def test_latex_template_cv_takes_post_affiliation_and_email_from_its_fields():
    profile = _read("pdf_template_cv.Rmd").profile
    assert profile.name == "Tobiah R. Vanterpool"
    assert profile.position == "Postdoctoral Researcher"
    assert profile.role == "postdoc"
    assert profile.affiliation == "Northgate University"
    assert profile.email == "t.vanterpool@northgate.example.edu"


def test_latex_layout_commands_leave_no_trace_in_entries():
    document = _read("pdf_template_cv.Rmd")
    profile = document.profile
    institutions = {e.institution for e in profile.education}
    assert institutions == {"Northgate University", "University of Corran"}
    awards = {(a.title, a.year) for a in profile.awards}
    assert ("Dean's Medal for Doctoral Research", 2023) in awards
    assert len(awards) == 2  # a "\normalfont" alone on its line is no award
    assert not any("\\" in a.title for a in profile.awards)
    assert [p.title for p in document.publications] == [
        "Household crowding and influenza transmission in northern towns"
    ]


def test_quarto_link_attributes_and_shortcodes_stay_out_of_organisations_and_venues():
    document = _read("quarto_columns_cv.qmd")
    job = document.profile.experience[0]
    assert job.title == "Chargée de recherche"
    assert job.organization.startswith("Institut Kestrel d'Économie")
    assert "target" not in job.organization and "{" not in job.organization
    paper = document.publications[0]
    assert paper.title == "Les prix agricoles et la sécheresse"
    assert "target" not in paper.venue_text and "Revue d'économie rurale" in paper.venue_text


def test_cv_made_only_of_code_chunks_is_refused_with_its_reason():
    text = "---\ntitle: CV\n---\n\n## Publications\n\n```{r}\nprint_section('articles')\n```\n"
    with pytest.raises(DocumentError, match="name"):
        read_document("cv.qmd", text.encode())


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Macquarie Merit List \\hfill 2019 \\thinspace", "Macquarie Merit List, 2019"),
        ("## Harbor University \\normalfont Lakeford, Canada", "## Harbor University, Lakeford, Canada"),
        ("Kestrel Lab \\normalfont \\hfill 2020", "Kestrel Lab, 2020"),
        ('[Insee](https://x.example){target="_blank"}, Paris.', "[Insee](https://x.example), Paris."),
        ("![AXA](logo.svg){width=10%} Kestrel Insurance", " Kestrel Insurance"),
        ("Education {data-icon=graduation-cap data-concise=true}", "Education"),
        ('[English version]{.content-visible when-profile="en"}', "English version"),
        ("Updated `r Sys.Date()`.", "Updated ."),
        ("SWPS Campus\\", "SWPS Campus  "),  # pandoc's line break as markdown's: it parts an entry's fields
        ("\\vspace{-.05in}", ""),
    ],
)
def test_markup_of_one_line(line, expected):
    assert without_rmarkdown_markup(line) == expected


def test_chunks_are_blanked_line_for_line_and_div_fences_kept():
    text = 'a\n```{r, echo=FALSE}\nx <- 1\n```\n::: {.column width="10%"}\nb'
    assert without_rmarkdown_markup(text) == 'a\n\n\n\n::: {.column width="10%"}\nb'


def test_setext_heading_needs_a_short_line_alone_over_its_rule():
    text = "\nMain\n=====\n\nEducation {#education}\n------\n"
    assert without_rmarkdown_markup(text) == "\n# Main\n\n\n## Education\n\n"
    prose = "\nA long paragraph of prose that goes on, and on.\n---\n\nKestrel Lab {#lab}\n"
    assert without_rmarkdown_markup(prose) == prose.replace(" {#lab}", "")


def test_plain_markdown_without_rmarkdown_markup_keeps_its_underlined_lines():
    text = "Harbor University\n-----------------\n\n### Lecturer\n\nKestrel Lab\n\nLakeford\n\n2019\n"
    assert without_rmarkdown_markup(text) == text


def test_a_lone_subheading_over_a_year_is_no_pagedown_entry():
    text = "### Talks {#talks}\n\nKestrel Workshop\n\n2019\n"
    assert without_rmarkdown_markup(text) == "### Talks\n\nKestrel Workshop\n\n2019\n"


def test_title_typo_gives_way_to_the_author_field():
    # the fixture's title says "Marisol Quenbys's CV"; its author field says "Marisol Quenby"
    assert _read("pagedown_resume.Rmd").profile.name == "Marisol Quenby"


def test_bold_name_under_a_date_line_is_parted_from_its_degree():
    profile = _read("student_cv.Rmd").profile
    degrees = {(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education}
    assert ("master", "University Joaquín de Alcalá", 2019, 2020) in degrees
    assert ("bachelor", "University of Corvera", 2014, 2019) in degrees
    assert any(e.degree == "phd" and e.institution == "University of Eastmoor" for e in profile.education)


def test_a_line_opened_by_a_slash_is_a_joint_degrees_second_school():
    profile = _read("student_cv.Rmd").profile
    by_title = {e.degree_title: e for e in profile.education}
    joint = by_title["Master 2 d'écologie quantitative"]
    assert (joint.institution, joint.start_year, joint.end_year) == ("Kestrel Graduate School", 2018, 2019)
    assert "Université de Vallon" in joint.details
    licence = by_title["Licence de biologie des organismes"]
    assert (licence.institution, licence.start_year, licence.end_year) == ("Université de Brévent", 2016, 2017)


def test_placements_are_positions_with_their_place_in_brackets():
    jobs = {(e.title, e.organization, e.start_year) for e in _read("student_cv.Rmd").profile.experience}
    assert ("Field assistant", "Sierra Alta Field Station", 2019) in jobs
    assert any(title == "Lab intern" and "Harbor Lab" in org for title, org, _year in jobs)


def test_french_interventions_are_talks_not_papers():
    document = _read("student_cv.Rmd")
    assert document.publications == []
    assert any("Interventions" in w and "talks" in w for w in document.warnings)
