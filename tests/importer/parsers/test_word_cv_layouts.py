"""CVs and publication lists typed in Word (and saved as OpenDocument), in the layouts a word processor
makes, all fictional: the name as a big bold first paragraph or in the Title style, section headings
that are bold paragraphs, dates in the left column of a borderless table, Word's auto-numbering whose
continuation lines are indented paragraphs, the name only in the page header, contact lines in a
text box, and the form-like tables of labels and values of the older Europass template.

The files are written as Word writes them (tests/importer/word_documents.py), not by pandoc's own
Word writer, whose tidy output hides most of these shapes; a homepage turned into Word by pandoc is
checked too, since that is how some researchers make their Word CV.
"""

import io
import zipfile

import pypandoc

from importer.parsers.documents import read_document
from importer.parsers.word_pages import header_name
from tests.importer.word_documents import WordDocument, paragraph_xml, tab

NUMBERS = WordDocument.NUMBERS


def _read(document: WordDocument, name: str = "cv.docx"):
    return read_document(name, document.docx())


def _dated_table_cv() -> WordDocument:
    doc = WordDocument()
    doc.paragraph(("Marisol T. Ferreira-Lund", {"b": True, "sz": 40}), align="center")
    doc.paragraph("Department of Coastal Ecology, Westvale University", align="center")
    doc.paragraph("marisol.lund@westvale.example.edu | +1 555 0100", align="center")
    doc.paragraph(("EDUCATION", {"b": True}))
    doc.table(
        [
            [
                "2014–2019",
                [paragraph_xml(("Ph.D., Marine Biology", {"b": True})), paragraph_xml("Northfield University")],
            ],
            ["2010–2014", [paragraph_xml(("B.Sc., Biology", {"b": True})), paragraph_xml("Lakeshore College")]],
        ]
    )
    doc.paragraph(("PROFESSIONAL EXPERIENCE", {"b": True}))
    doc.table(
        [
            ["2022–present", "Assistant Professor, Department of Coastal Ecology, Westvale University"],
            ["2019–2022", "Postdoctoral Fellow, Institute of Tidal Studies, Harbor City"],
        ]
    )
    doc.paragraph(("AWARDS", {"b": True}))
    doc.table([["2021", "Young Investigator Award, Society for Estuarine Science"]])
    doc.paragraph(("PUBLICATIONS", {"b": True}))
    for authors, year, title, journal, pages in (
        (
            "Ferreira-Lund, M. T., & Okafor, B.",
            2023,
            "Seagrass meadows under shifting tides",
            "Estuarine Letters",
            "41(2)",
        ),
        (
            "Halvorsen, K., Ferreira-Lund, M. T., & Diaz, R.",
            2021,
            "Sediment trapping by oyster reefs",
            "Coastal Notes",
            "12",
        ),
    ):
        doc.paragraph(f"{authors} ({year}). {title}. ", (journal, {"i": True}), f", {pages}, 1–9.", numbered=NUMBERS)
    return doc


def test_a_cv_with_its_name_as_a_big_paragraph_and_dates_in_a_table_column():
    document = _read(_dated_table_cv())
    profile = document.profile
    assert profile.name == "Marisol T. Ferreira-Lund"
    assert profile.email == "marisol.lund@westvale.example.edu"
    schools = {(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education}
    assert schools == {("phd", "Northfield University", 2014, 2019), ("bachelor", "Lakeshore College", 2010, 2014)}
    jobs = {(e.title, e.start_year, e.end_year) for e in profile.experience}
    assert ("Assistant Professor", 2022, None) in jobs
    assert ("Postdoctoral Fellow", 2019, 2022) in jobs
    assert [a.year for a in profile.awards] == [2021]
    assert [p.title for p in document.publications] == [
        "Seagrass meadows under shifting tides",
        "Sediment trapping by oyster reefs",
    ]
    assert [a.name for a in document.publications[1].authors] == ["K. Halvorsen", "M. T. Ferreira-Lund", "R. Diaz"]


def _numbered_titles_cv() -> WordDocument:
    doc = WordDocument()
    doc.header_paragraph("Tobias Renwick", tab(), "Curriculum Vitae", align="right")
    doc.paragraph("Tobias Renwick", style="Title")
    doc.paragraph("Associate Professor of Computer Science, Eastbrook Institute of Technology")
    doc.paragraph("Email: t.renwick@eastbrook.example.edu")
    doc.paragraph(("Publications", {"b": True, "sz": 28}))
    for title, authors, venue in (
        (
            "Sketching Streams with Bounded Regret",
            "Tobias Renwick, Ilse Marchand, and Pavel Oduya",
            "In Proceedings of the Symposium on Imaginary Algorithms (SIA), 2022",
        ),
        ("Cache-Oblivious Ledgers", "Ilse Marchand and Tobias Renwick", "Journal of Hypothetical Systems, 14(3), 2019"),
        (
            "Lock-Free Gardens",
            "Tobias Renwick and Quentin Abelard",
            "In Proceedings of the Workshop on Invented Structures, 2016",
        ),
    ):
        doc.paragraph((title, {"b": True}), numbered=NUMBERS)  # Word numbers the title line only
        doc.paragraph(authors, indent=720)  # the lines under it: indented, unnumbered
        doc.paragraph(venue, indent=720)
    return doc


def test_numbered_title_lines_keep_the_indented_lines_under_them():
    document = _read(_numbered_titles_cv())
    assert document.profile.name == "Tobias Renwick"
    papers = {p.title: p for p in document.publications}
    assert list(papers) == ["Sketching Streams with Bounded Regret", "Cache-Oblivious Ledgers", "Lock-Free Gardens"]
    assert [a.name for a in papers["Sketching Streams with Bounded Regret"].authors] == [
        "Tobias Renwick",
        "Ilse Marchand",
        "Pavel Oduya",
    ]
    assert [p.year for p in papers.values()] == [2022, 2019, 2016]
    assert not [w for w in document.warnings if "not read as a publication" in w]


HOMEPAGE_MARKDOWN = """# Ines Kovalenko

Research scientist. ines.kovalenko@eastbrook.example.org

# Publications

- **Packing Sparse Tensors for Tiny Accelerators**

  ***Ines Kovalenko**\\*, Omar Lindqvist\\*, Ruth Achebe* (\\*equal contribution)

  Proceedings of the Conference on Invented Systems (***CIS'24***)

  [Paper](https://example.org/packing.pdf)

- **Elastic Checkpoints for Imaginary Clusters**

  *Omar Lindqvist, **Ines Kovalenko**, Ruth Achebe*

  Journal of Fictional Computing 2022 (***JFC'22***)
"""


def test_a_homepage_saved_as_word_by_pandoc_keeps_each_paper_whole_and_its_equal_contribution_marks(tmp_path):
    path = tmp_path / "homepage.docx"
    pypandoc.convert_text(HOMEPAGE_MARKDOWN, "docx", format="md", outputfile=str(path))
    document = read_document("homepage.docx", path.read_bytes())
    assert document.profile.name == "Ines Kovalenko"
    papers = {p.title: p for p in document.publications}
    assert list(papers) == [
        "Packing Sparse Tensors for Tiny Accelerators",
        "Elastic Checkpoints for Imaginary Clusters",
    ]
    first = papers["Packing Sparse Tensors for Tiny Accelerators"]
    assert [(a.name, a.equal_contribution) for a in first.authors] == [
        ("Ines Kovalenko", True),
        ("Omar Lindqvist", True),
        ("Ruth Achebe", False),
    ]
    assert first.year == 2024
    assert papers["Elastic Checkpoints for Imaginary Clusters"].year == 2022


def test_the_same_cv_saved_as_opendocument_is_read_alike(tmp_path):
    path = tmp_path / "homepage.odt"
    pypandoc.convert_text(HOMEPAGE_MARKDOWN, "odt", format="md", outputfile=str(path))
    document = read_document("upload.bin", path.read_bytes())
    assert document.format == "odt"
    assert [p.title for p in document.publications] == [
        "Packing Sparse Tensors for Tiny Accelerators",
        "Elastic Checkpoints for Imaginary Clusters",
    ]


def _europass_cv(*, header: bool) -> WordDocument:
    doc = WordDocument()
    if header:
        doc.header_paragraph(("Henrike Vasquez-Olsen", {"b": True}), tab(), "Curriculum Vitae")
    doc.footer_paragraph("Page 1 of 2")
    doc.text_box(paragraph_xml("h.vasquez@northfield.example.org"), paragraph_xml("+44 20 5550 1234"))
    doc.paragraph(("PERSONAL INFORMATION", {"b": True}))
    doc.table(
        [
            ["Surname(s) / First name(s)", "Vasquez-Olsen, Henrike"],
            ["E-mail", "h.vasquez@northfield.example.org"],
            ["Nationality", "Danish"],
        ]
    )
    doc.paragraph(("WORK EXPERIENCE", {"b": True}))
    doc.table(
        [
            ["Dates", "01/2020 – present"],
            ["Occupation or position held", "Senior Research Scientist"],
            ["Name and address of employer", "Northfield Institute of Soil Science, Aarby"],
            ["Type of business or sector", "Research"],
            ["Dates", "09/2016 – 12/2019"],
            ["Occupation or position held", "Research Associate"],
            ["Name and address of employer", "Westvale University, Department of Agronomy"],
        ]
    )
    doc.paragraph(("EDUCATION AND TRAINING", {"b": True}))
    doc.table(
        [
            ["Dates", "2012 – 2016"],
            ["Title of qualification awarded", "PhD in Soil Physics"],
            ["Name and type of organisation providing education and training", "Westvale University"],
        ]
    )
    doc.paragraph(("PUBLICATIONS", {"b": True}))
    doc.paragraph(
        "Vasquez-Olsen H, Brekke J, Amadi C. Water retention in compacted loess. Soil Dynamics Quarterly. "
        "2022;18(3):211-224.",
        numbered=NUMBERS,
    )
    doc.paragraph(
        "Brekke J, Vasquez-Olsen H. Root channels as preferential pathways. Journal of Invented Agronomy. "
        "2019;7:55-63.",
        numbered=NUMBERS,
    )
    return doc


def test_a_europass_form_of_labels_and_values_reads_its_positions_and_degrees():
    document = _read(_europass_cv(header=False))
    profile = document.profile
    assert profile.name == "Henrike Vasquez-Olsen"  # asked surname first, given name first here
    assert profile.email == "h.vasquez@northfield.example.org"
    jobs = {(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience}
    assert jobs == {
        ("Senior Research Scientist", "Northfield Institute of Soil Science, Aarby", 2020, None),
        ("Research Associate", "Westvale University, Department of Agronomy", 2016, 2019),
    }
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [("phd", "Westvale University", 2016)]
    assert len(document.publications) == 2


def test_the_name_in_the_page_header_names_the_owner():
    doc = _europass_cv(header=True)
    assert header_name(doc.docx(), "docx") == "Henrike Vasquez-Olsen"
    document = _read(doc)
    assert document.profile.name == "Henrike Vasquez-Olsen"


def test_a_header_that_names_nobody_gives_no_name():
    doc = WordDocument()
    doc.header_paragraph("Curriculum Vitae", tab(), "Page 2")
    doc.footer_paragraph("Department of Tidal Studies | Westvale University")
    doc.paragraph("Some text.")
    assert header_name(doc.docx(), "docx") == ""


def test_the_header_of_an_opendocument_file_names_the_owner(tmp_path):
    path = tmp_path / "cv.odt"
    pypandoc.convert_text("Some text.\n", "odt", format="md", outputfile=str(path))
    header = (
        '<office:master-styles><style:master-page style:name="Standard"><style:header>'
        "<text:p>Rosalind Achterberg<text:tab/>Curriculum Vitae</text:p>"
        "</style:header></style:master-page></office:master-styles>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            data = source.read(item.filename)
            if item.filename == "styles.xml":
                text = data.decode()
                if "<office:master-styles>" in text:
                    start, end = text.index("<office:master-styles>"), text.index("</office:master-styles>")
                    text = text[:start] + header + text[end + len("</office:master-styles>") :]
                else:
                    text = text.replace("</office:document-styles>", header + "</office:document-styles>")
                data = text.encode()
            target.writestr(item, data)
    assert header_name(out.getvalue(), "odt") == "Rosalind Achterberg"


def test_a_publication_list_with_bold_years_and_numbered_entries():
    doc = WordDocument()
    doc.paragraph("Rafael Ngata", style="Title")
    doc.paragraph("Publications", style="Heading1")
    doc.paragraph(("2023", {"b": True}))
    doc.paragraph(
        "Ngata, R., Sørlie, P. and Chen, L. Glacial meltwater and fjord stratification.",
        "<w:r><w:br/></w:r>",
        ("Journal of Fictional Oceanography", {"i": True}),
        " 33, 12–29.",
        numbered=NUMBERS,
        indent=360,
        hanging=360,
    )
    doc.paragraph(
        "Abara, T. and Ngata, R. Tidal mixing in narrow straits. ",
        ("Ocean Letters of Nowhere", {"i": True}),
        " 9, 101–109.",
        numbered=NUMBERS,
    )
    doc.paragraph(("2021", {"b": True}))
    doc.paragraph(
        "Ngata, R. Internal waves over a sill. ",
        ("Journal of Fictional Oceanography", {"i": True}),
        " 31, 77–90.",
        numbered=NUMBERS,
    )
    document = _read(doc, "publications.docx")
    assert document.profile.name == "Rafael Ngata"
    assert [(p.title, p.year) for p in document.publications] == [
        ("Glacial meltwater and fjord stratification", 2023),
        ("Tidal mixing in narrow straits", 2023),
        ("Internal waves over a sill", 2021),
    ]
