"""One CV, whatever format it arrives in: reStructuredText, LaTeX and HTML written by pandoc, a PDF
printed by a browser, a pasted PDF text saved as LaTeX, RST or Word. Each format's structure (line
blocks, headings, bold titles, ties, paragraph spacing) reaches the same CV readers the plain text does.

The fixtures (tests/importer/fixtures/converted/) are fictional, written the way pandoc writes them."""

from pathlib import Path

import pypandoc
import pytest

from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown
from importer.parsers.latex import latex_to_markdown
from importer.parsers.pdflayout import Line, Page, layout_text
from importer.parsers.pdfwrap import join_wrapped

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "converted"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


def _papers(document) -> dict[str, object]:
    return {paper.title: paper for paper in document.publications}


# --- reStructuredText: line blocks and wrapped paragraphs --------------------------------------


def test_a_cv_of_line_blocks_is_read_as_restructuredtext():
    text = (FIXTURES / "cv_line_blocks.rst").read_text()
    assert detect_format(text) == "rst"


def test_line_blocks_wrapped_at_the_column_keep_each_papers_title_authors_and_venue():
    document = _read("cv_line_blocks.rst")
    assert document.profile.name == "Tomasz Wierzba"
    assert document.profile.email == "t.wierzba@ridgeway.example.edu"
    assert document.profile.advisors == ["Ilse Marwick"]
    papers = _papers(document)
    lantern = papers["Lantern: Fast Recovery of Sharded Key-Value Stores after Rack Failures"]
    assert [a.name for a in lantern.authors] == ["Tomasz Wierzba", "Noor Haddad", "Pavel Lindqvist", "Ilse Marwick"]
    assert [a.name for a in lantern.authors if a.equal_contribution] == ["Tomasz Wierzba", "Noor Haddad"]
    assert lantern.year == 2024
    assert papers["Driftwood: Scheduling Elastic Training Jobs on Spot Instances"].year == 2022


def test_a_papers_title_underlined_as_a_heading_among_the_papers_is_a_paper():
    papers = _papers(_read("cv_line_blocks.rst"))
    saltmarsh = papers["Saltmarsh: Provenance Tracking for Streaming Dataflows in the Wild"]
    assert [a.name for a in saltmarsh.authors] == ["Akua Mensah", "Tomasz Wierzba", "Jonas Petrauskas"]
    assert saltmarsh.year == 2023
    assert len(papers) == 3  # the bold venue line under it is no paper of its own


def test_the_section_after_the_papers_is_still_a_section():
    profile = _read("cv_line_blocks.rst").profile
    assert [(e.organization, e.title, e.start_year) for e in profile.experience] == [
        ("Northwind Research", "Research Intern", 2023)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "| Years | Degree |\n| 2019 | Ph.D., Westvale University |\n| 2015 | B.Sc., Northfield College |\n",
        "Ana Ruiz\n| tel. 555 0101\nResearch Scientist\n",
    ],
)
def test_table_rows_or_one_bar_are_no_line_blocks(text):
    assert detect_format(text) != "rst"


# --- HTML: a paper's title set as a heading ----------------------------------------------------


def test_paper_titles_set_as_headings_under_publications_are_papers():
    document = _read("papers_as_headings.html")
    papers = _papers(document)
    assert set(papers) == {
        "Tidewater: Approximate Joins over Compressed Sensor Logs",
        "Reedbed: Skew-Resistant Partitioning for Distributed Sorts",
        "Mudflat: Sampling Plans for Exploratory Queries",
        "Saltmarsh: Provenance Tracking for Streaming Dataflows",
        "Kestrel: Learned Cardinality Estimates That Admit Their Doubt",
    }
    saltmarsh = papers["Saltmarsh: Provenance Tracking for Streaming Dataflows"]
    assert [a.name for a in saltmarsh.authors] == ["Akua Mensah", "Ines Carvalho", "Jonas Petrauskas"]
    assert (saltmarsh.year, saltmarsh.kind) == (2023, "journal")
    kestrel = papers["Kestrel: Learned Cardinality Estimates That Admit Their Doubt"]
    assert [a.name for a in kestrel.authors if a.equal_contribution] == ["Ines Carvalho", "Olga Sorensen"]
    assert kestrel.kind == "preprint"


def test_a_group_heading_among_the_papers_stays_a_heading():
    markdown = html_to_markdown((FIXTURES / "papers_as_headings.html").read_text()).markdown
    assert "## Refereed Journal and Conference Articles" in markdown
    assert "- **Saltmarsh: Provenance Tracking for Streaming Dataflows**\n  Akua Mensah" in markdown


def test_a_section_heading_after_heading_titled_papers_still_closes_the_list():
    profile = _read("papers_as_headings.html").profile
    assert [(e.organization, e.start_year) for e in profile.experience] == [("Harrowgate Research", 2021)]


def test_papers_under_a_bold_paragraph_heading_keep_authors_run_on_after_their_bold_titles():
    """A page whose headings are bold paragraphs and whose entries lost their line breaks to spaces:
    "**Title** Authors *Venue 2024* [Arxiv]" on one line; the bold title and the italic venue bound
    the authors."""
    document = _read("bold_headings_page.html")
    papers = _papers(document)
    assert set(papers) == {
        "Sparse Kernels for Streaming Graph Analytics",
        "Lossless Compression of Gradient Updates in Federated Training",
        "Bounded Staleness for Parameter Servers on Spot Instances",
    }
    sparse = papers["Sparse Kernels for Streaming Graph Analytics"]
    assert [a.name for a in sparse.authors] == ["Ola Brandvik", "Chidi Okafor", "Marta Ruiz"]
    assert sparse.year == 2024
    lossless = papers["Lossless Compression of Gradient Updates in Federated Training"]
    assert [a.name for a in lossless.authors if a.equal_contribution] == ["Marta Ruiz", "Ola Brandvik"]
    bounded = papers["Bounded Staleness for Parameter Servers on Spot Instances"]
    assert [a.name for a in bounded.authors] == ["Sven Holm", "Ola Brandvik"]
    assert (bounded.year, bounded.kind) == (2022, "journal")


def test_a_bold_paragraph_heading_ends_the_papers_list():
    markdown = html_to_markdown((FIXTURES / "bold_headings_page.html").read_text()).markdown
    assert "\n**Teaching**\n" in markdown
    assert "- CS 210" not in markdown  # the course under it is no entry of the papers' list


def test_a_link_in_italics_split_into_runs_is_one_italic_phrase():
    """Word and OpenDocument keep each run's italics apart: "<a><em>Team</em></a><em>, Company</em>"."""
    experience = _read("experience_runs.html").profile.experience
    assert [(e.organization, e.title, e.start_year) for e in experience] == [
        ("Brightwater Labs, Lakeside", "Compiler research intern", 2023),
        ("Quillon Red Team, Quillon Tech, Port Varna", "Security research intern", 2021),
    ]


# --- LaTeX written by pandoc -------------------------------------------------------------------


def test_texorpdfstring_headings_give_their_title_once():
    document = _read("cv_pandoc.tex")
    assert document.profile.name == "Amara Nwosu"
    titles = [paper.title for paper in document.publications]
    assert titles == [
        "Brine: Low-Latency Snapshots for Disaggregated Memory Pools",
        "Kelp: Adaptive Batching for Serverless Inference at the Edge",
    ]
    kelp = document.publications[1]
    assert [a.name for a in kelp.authors] == ["Hana Kobayashi", "Amara Nwosu", "Otto Lindgren"]
    assert kelp.year == 2023
    assert [e.organization for e in document.profile.experience] == ["Brightwater Labs"]


def test_a_tie_before_a_link_is_a_space():
    markdown = latex_to_markdown((FIXTURES / "cv_pandoc.tex").read_text()).markdown
    assert "Prof. [Rafael Quintero](" in markdown
    assert "Ph.D. student" in markdown
    assert _read("cv_pandoc.tex").profile.advisors == ["Rafael Quintero"]


# --- a PDF's text pasted into a document of another format ---------------------------------------

RUN_ON = (
    "Henrike Alvarsdottir (Rike) Education University of Kessel, Norland Ph.D., Marine Biology "
    "(Kelp Forest Ecology), May 2009 M.Sc. in Oceanography (with Distinction), June 2004 B.Sc. Biology "
    "(first class), June 2003 Research Kelp forest recovery, coastal food webs, ocean warming. Interests "
    "Research Norland Institute of Marine Science, Kessel, Norland. From March Experience 2015 "
    "(Professor of Marine Ecology). Urchin barrens: a ten-year survey of grazing fronts along the "
    "western fjords. Tidewater Station, Brennholm, Norland. 2011 (Visiting Scientist): growth of kelp "
    "under heat waves. Coastal Research Agency, Port Varna, Norland. 2009–2015 (Senior Scientist): "
    "monitoring of protected bays, with K. L. Osei and B. Varga."
)


@pytest.mark.parametrize("fmt", ["latex", "rst", "docx"])
def test_a_run_on_pdf_text_is_read_the_same_in_any_format(fmt, tmp_path):
    text = f"Henrike Alvarsdottir (Rike)\nPage 1 of 4\n{RUN_ON}\n"
    source = "markdown+hard_line_breaks-yaml_metadata_block"
    path = tmp_path / f"cv.{'tex' if fmt == 'latex' else fmt}"
    pypandoc.convert_text(text, fmt, format=source, outputfile=str(path), extra_args=["--standalone"])
    profile = read_document(path.name, path.read_bytes()).profile
    assert profile.name == "Henrike Alvarsdottir"
    assert [(e.degree, e.end_year) for e in profile.education] == [("phd", 2009), ("master", 2004), ("bachelor", 2003)]
    found = [(e.organization.split(",")[0], e.title, e.start_year) for e in profile.experience]
    assert found == [
        ("Norland Institute of Marine Science", "Professor of Marine Ecology", 2015),
        ("Tidewater Station", "Visiting Scientist", 2011),
        ("Coastal Research Agency", "Senior Scientist", 2009),
    ]


# --- a PDF printed by a browser: paragraphs apart, lines of a paragraph close ------------------------

_EDGE = 522.0


def _page(rows: list[tuple[float, str, float]]) -> Page:
    """Lines at x=90 of 12 pt text: (distance below the line above, text, width)."""
    lines, y = [], 760.0
    for gap, text, width in rows:
        y -= gap
        lines.append(Line(90, y, 90 + width, y + 12, text, 12.0))
    return Page(612, 792, lines)


def test_one_line_paragraphs_set_apart_are_not_joined_though_a_line_fills_the_column():
    """Each line of the page is a paragraph of its own (a wide gap between them); only an author list
    that wraps shows the tight gap between a paragraph's lines. A title filling the column (with a
    comma, so it is not told by its words) stays apart from the paragraph under it."""
    rows = [(0, "Papers", 50)]
    for number, title in enumerate(["Quarry: Wear-Aware, Tiered Placement of Hot Objects", "Fen", "Moor"], 1):
        rows += [
            (25.5, f"[{number}] {title}", _EDGE - 92 if number == 1 else 200),
            (25.5, "Ada Quist, Mira Solberg, Tomas Vell, Noor Haddad, Pavel Lindqvist, Ines", _EDGE - 91),
            (13.5, "Carvalho, Akua Mensah", 130),
            (25.5, f"Symposium on Storage Systems (SoSS 202{number})", 250),
        ]
    lines = layout_text([_page(rows)]).split("\n")
    assert "[1] Quarry: Wear-Aware, Tiered Placement of Hot Objects" in lines
    assert (
        lines.count("Ada Quist, Mira Solberg, Tomas Vell, Noor Haddad, Pavel Lindqvist, Ines Carvalho, Akua Mensah")
        == 3
    )


def test_a_title_filling_its_line_stays_apart_from_the_authors_under_it():
    rows = [
        (0, "Selected Papers", 80),
        (13.5, "Brackwater: Consistent Snapshots of Replicated Logs on Shared Disks", _EDGE - 91),
        (13.5, "Ada Quist, Mira Solberg, Tomas Vell, Noor Haddad, Pavel Lindqvist, Ines", _EDGE - 92),
        (13.5, "Carvalho, Akua Mensah", 130),
        (13.5, "European Conference on Computer Systems (EuroSys 2022)", 300),
        (13.5, "Sedge: Cheap Checkpoints for Long Training Jobs", 280),
        (13.5, "Mira Solberg, Ada Quist, Tomas Vell, Noor Haddad, Pavel Lindqvist, Ines", _EDGE - 92),
        (13.5, "Carvalho", 50),
        (13.5, "USENIX Annual Technical Conference (ATC 2021)", 260),
    ]
    lines = layout_text([_page(rows)]).split("\n")
    assert lines[1] == "Brackwater: Consistent Snapshots of Replicated Logs on Shared Disks"
    assert lines[2] == "Ada Quist, Mira Solberg, Tomas Vell, Noor Haddad, Pavel Lindqvist, Ines Carvalho, Akua Mensah"


def test_a_chinese_title_wrapped_at_the_line_end_is_joined_without_a_space():
    assert join_wrapped("面向稀疏图计算的缓存", "替换策略研究") == "面向稀疏图计算的缓存替换策略研究"
    assert join_wrapped("林晓雨，周", "明：图数据库综述") == "林晓雨，周明：图数据库综述"
    assert join_wrapped("Kelp forests of the", "北海") == "Kelp forests of the 北海"
