"""CVs typed in AsciiDoc, Org and TOML: each gives its owner and its papers (fictional fixtures)."""

from __future__ import annotations

from pathlib import Path

from importer.parsers.asciidoc import asciidoc_markdown, looks_like_asciidoc
from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.org_markup import prepare_org
from importer.parsers.toml_cv import looks_like_toml_cv, toml_cv_markdown

FIXTURES = Path(__file__).parent / "fixtures" / "markup_cvs"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


def _titles(document) -> list[str]:
    return [p.title for p in document.publications]


def test_asciidoc_cv_is_detected_and_gives_its_author_and_papers():
    text = (FIXTURES / "asciidoc_cv.adoc").read_text()
    assert detect_format(text) == "asciidoc"
    document = _read("asciidoc_cv.adoc")
    assert document.profile.name == "Ilse Vandermolen"
    assert document.profile.email == "ilse.vandermolen@example.org"
    titles = _titles(document)
    assert "Seasonal drift of copepod larvae in shallow estuaries" in titles
    assert "A sediment trap census of benthic diatoms" in titles
    first = next(p for p in document.publications if p.title.startswith("Seasonal"))
    assert first.year == 2021


def test_asciidoc_markup_leaves_no_macros_attributes_or_images():
    markdown = asciidoc_markdown((FIXTURES / "asciidoc_cv.adoc").read_text())
    assert markdown.startswith("# Ilse Vandermolen")
    assert "image:" not in markdown and "[cols=" not in markdown and ":toc:" not in markdown
    assert "[ORCID](https://orcid.org/0000-0002-1825-0097)" in markdown
    assert "- 2014 -- 2018 | PhD in Marine Ecology, University of Ghent" in markdown
    assert "keep in sync" not in markdown  # a comment line


def test_typst_and_markdown_are_not_taken_for_asciidoc():
    assert not looks_like_asciidoc("= Jane Roe\n\n== Education\n\n- PhD, 2010\n")  # one sign only
    assert not looks_like_asciidoc("# Jane Roe\n\n## Education\n:smile: and link:x[y]\n")
    typst = '#import "@preview/modern-cv:0.7.0": *\n#show: resume.with(author: (firstname: "A"))\n= Work\n'
    assert detect_format(typst) == "typst"


def test_org_cv_with_keywords_in_a_drawer_keeps_its_author_and_sections():
    text = (FIXTURES / "org_keyword_drawer_cv.org").read_text()
    assert detect_format(text) == "org"  # its "# ..." comment line is no markdown heading
    document = _read("org_keyword_drawer_cv.org")
    assert document.profile.name == "Tomasz Wielgosz"
    assert "Tidal loading of shallow faults in the Carpathian foreland" in _titles(document)
    assert "Aftershock decay under fluid injection" in _titles(document)


def test_prepare_org_unwraps_only_a_drawer_of_keywords_and_separates_headings():
    prepared = prepare_org(":PROPERTIES:\n#+AUTHOR: A B\n#+TITLE: CV\n:END:\nline\\\\\n* Next\n")
    assert ":PROPERTIES:" not in prepared and "#+TITLE: A B\n#+SUBTITLE: CV" in prepared
    assert "line\\\\\n\n* Next" in prepared
    kept = ":PROPERTIES:\n:ID: 42\n:END:\n* One\n"
    assert prepare_org(kept).startswith(":PROPERTIES:\n:ID: 42\n:END:\n")
    listing = prepare_org("#+TITLE: Publications\n#+AUTHOR: A B\n")
    assert "#+TITLE: Publications" in listing  # the title says what the list is
    block = prepare_org("#+begin_src python\nx = 1\n* not a heading\n#+end_src\n")
    assert "x = 1\n* not a heading" in block


def test_toml_cv_gives_its_owner_education_and_papers():
    text = (FIXTURES / "toml_cv.toml").read_text()
    assert detect_format(text) == "toml-cv"
    document = _read("toml_cv.toml")
    assert document.profile.name == "Aurelio Pantaleoni"
    assert document.profile.email == "a.pantaleoni@example.it"
    papers = {p.title: p for p in document.publications}
    assert set(papers) == {
        "Sparse preconditioners for coupled porous media flow",
        "Adaptive meshing of fractured reservoirs",
    }
    assert papers["Adaptive meshing of fractured reservoirs"].year == 2016
    assert "template text" not in toml_cv_markdown(text)


def test_toml_without_a_person_or_sections_is_no_cv():
    assert not looks_like_toml_cv('baseURL = "https://example.org/"\ntitle = "Lab"\n[params]\nauthor = "X"\n')
    assert not looks_like_toml_cv("name = 'A B'\n[tool.ruff]\nline-length = 100\n")
    assert not looks_like_toml_cv("not = toml = at all\n")


def test_two_cyrillic_names_in_the_russian_order_are_turned_by_their_endings():
    from importer.parsers.cyrillic import cyrillic_latin_name

    assert cyrillic_latin_name("Зорин Глеб") == "Gleb Zorin"
    assert cyrillic_latin_name("Белова Ирина") == "Irina Belova"  # "-ина" of the given name does not count
    assert cyrillic_latin_name("Ирина Белова") == "Irina Belova"
    assert cyrillic_latin_name("Глеб Зорин") == "Gleb Zorin"
    assert cyrillic_latin_name("Марина Ильина") == "Marina Ilina"  # both end in "-ина": as written


def test_a_pipe_table_of_publications_gives_one_paper_per_row():
    document = _read("publication_table.md")
    papers = {p.title: p for p in document.publications}
    assert "Soil microbial turnover under repeated drought pulses" in papers
    assert "Root exudate chemistry across a savanna rainfall gradient" in papers
    assert papers["Root exudate chemistry across a savanna rainfall gradient"].year == 2019  # from the year cell


def test_only_tables_headed_as_publications_are_unpiped():
    from importer.parsers.markdown_tables import unpiped_publication_tables

    text = (FIXTURES / "publication_table.md").read_text()
    rewritten = unpiped_publication_tables(text)
    assert "| Year | Publication" not in rewritten and "| ---- |" not in rewritten
    assert "| Course | Term |\n|---|---|\n| Soil ecology | 2021 |" in rewritten  # a teaching table stays
    assert "Plant and Soil, 440, 77-91. (2019)" in rewritten


def test_topic_headings_of_a_publications_page_are_parts_of_its_list():
    for name in ("topic_publications.md", "topic_publications.rst"):  # front matter title, pandoc's title block
        titles = _titles(read_document(name, (FIXTURES / name).read_bytes(), person="lena-marchetti"))
        assert "Ambient noise budgets of a fjord under seasonal ice" in titles, name
        assert "Brine channel growth in first-year ice cores" in titles, name


def test_a_publications_page_with_section_headings_of_its_own_is_left_alone():
    from importer.parsers.publications_page import as_publications_page

    text = "# Journal articles\n\n- A paper\n\n# Talks\n\n- A talk\n"
    assert as_publications_page("Publications", text) == text
    assert as_publications_page("Teaching", "# Spring\n\n- A course\n") == "# Spring\n\n- A course\n"
    assert as_publications_page("Publications", "# 2020\n\n- A paper\n").startswith("# Publications\n\n## 2020")


def test_linkedin_export_profile_names_its_owner():
    document = _read("linkedin_Profile.csv")
    assert detect_format((FIXTURES / "linkedin_Profile.csv").read_text()) == "linkedin-csv"
    assert document.profile.name == "Ingrid Solvang"
    assert document.profile.position == "Postdoctoral Researcher in Hydrology"
    assert [link.url for link in document.profile.links] == ["https://isolvang.example.org"]


def test_linkedin_export_positions_need_the_person_and_say_so():
    import pytest

    from importer.parsers.records import DocumentError

    with pytest.raises(DocumentError, match="Positions.csv names no one.*--person"):
        _read("linkedin_Positions.csv")
    data = (FIXTURES / "linkedin_Positions.csv").read_bytes()
    jobs = read_document("Positions.csv", data, person="ingrid-solvang").profile.experience
    assert [(j.organization, j.title, j.start_year, j.end_year) for j in jobs] == [
        ("University of Bergen", "Postdoctoral Researcher", 2021, None),
        ("Norwegian Water Directorate", "Research Intern", 2018, 2018),
    ]


def test_linkedin_export_publications_are_imported_even_without_an_owner():
    (paper,) = _read("linkedin_Publications.csv").publications
    assert paper.title == "Rain-on-snow events in a warming fjord climate"
    assert (paper.year, paper.venue_text, paper.authors_truncated) == (
        2022,
        "Hydrology and Earth System Sciences",
        True,
    )


def test_europass_v2_learnerinfo_gives_the_person_jobs_and_degrees():
    text = (FIXTURES / "europass_v2.xml").read_text()
    assert detect_format(text) == "europass"  # after the declaration and the stylesheet instruction
    profile = _read("europass_v2.xml").profile
    assert (profile.name, profile.email) == ("Teodora Vasilescu", "t.vasilescu@example.ro")
    (job,) = profile.experience
    assert (job.organization, job.title, job.start_year, job.end_year) == (
        "Babeș-Bolyai University",
        "Research assistant",
        2016,
        2020,
    )
    (degree,) = profile.education
    assert (degree.institution, degree.degree, degree.end_year) == ("University of Bucharest", "phd", 2016)


def test_asciidoc_cv_kept_in_a_label_table_gives_its_owner():
    text = (FIXTURES / "asciidoc_table_cv.adoc").read_text()
    assert detect_format(text) == "asciidoc"
    markdown = asciidoc_markdown(text)
    assert "## Personal information\n\nOskar Lindqvist\nAddress: Storgatan 9, Uppsala" in markdown
    assert "pass:" not in markdown and "[small]" not in markdown and "<color" not in markdown
    document = _read("asciidoc_table_cv.adoc")
    assert document.profile.name == "Oskar Lindqvist"


def test_prepare_org_keeps_an_author_the_options_hide():
    prepared = prepare_org("#+AUTHOR: Ada Quist\n#+options: toc:nil author:nil num:nil\n* Education\n")
    assert "#+options: toc:nil  num:nil" in prepared and "author:nil" not in prepared
    assert prepare_org("text about author:nil\n") == "text about author:nil\n"  # only in an options line
