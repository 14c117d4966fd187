"""Publication exports and lists as reference managers and databases write them (fictional records):
math in BibTeX titles, a status before a venue, RIS and CSL theses, MEDLINE group authors and chapters,
and a DOI printed after an IEEE citation."""

import pytest

from importer.parsers.bibtex import latex_to_text, parse_bibtex
from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document


def _one_bib(text):
    (publication,) = parse_bibtex(text, "refs.bib").publications
    return publication


def _read(name, text):
    return read_document(name, text.encode())


# --------------------------------------------------------------------------- BibTeX


@pytest.mark.parametrize(
    ("latex", "text"),
    [
        (r"Uptake of CO$_2$ by kelp", "Uptake of CO2 by kelp"),
        (r"A $\delta^{18}$O record", "A δ18O record"),
        (r"H$_{2}$O ice and $^{13}$C", "H2O ice and 13C"),
        (r"The $\alpha$-helix", "The α-helix"),
        (r"Costs of \$5 and \$6", "Costs of $5 and $6"),  # escaped dollars open no math
    ],
)
def test_math_in_a_title_loses_its_script_marks(latex, text):
    assert latex_to_text(latex) == text


@pytest.mark.parametrize(
    ("howpublished", "venue", "status"),
    [
        ("Submitted to Earth and Planetary Science Letters", "Earth and Planetary Science Letters", "submitted"),
        ("Accepted at the Baltic Geodesy Days", "the Baltic Geodesy Days", "published"),
        ("Under review", None, "submitted"),
    ],
)
def test_a_status_before_the_venue_is_the_status_not_part_of_the_venue(howpublished, venue, status):
    paper = _one_bib(
        "@misc{h24, author = {Haldorsen, Signe and Ait-Kaci, Yasmine}, title = {Transient deformation at Hengill},"
        f" howpublished = {{{howpublished}}}, year = {{2024}}}}"
    )
    assert (paper.venue_text, paper.status, paper.year) == (venue, status, 2024)


@pytest.mark.parametrize("entry_type", ["book", "collection", "proceedings"])
def test_an_edited_volume_without_authors_is_its_editors_book(entry_type):
    paper = _one_bib(
        f"@{entry_type}{{v, title = {{Soils of the Nordic Countries}}, editor = {{Doe, Jane and Roe, Rick}},"
        " publisher = {Springer}, year = {2018}}"
    )
    assert ([a.name for a in paper.authors], paper.kind, paper.warnings) == (["Jane Doe", "Rick Roe"], "book", [])


def test_a_chapter_keeps_its_author_and_not_the_books_editor():
    paper = _one_bib(
        "@incollection{c, title = {A chapter}, author = {Doe, Jane}, editor = {Roe, Rick},"
        " booktitle = {Soils Again}, year = {2020}}"
    )
    assert ([a.name for a in paper.authors], paper.kind, paper.venue_text) == (["Jane Doe"], "chapter", "Soils Again")


# --------------------------------------------------------------------------- RIS and CSL


def test_a_ris_thesis_appeared_at_its_publisher_and_the_longer_journal_name_wins():
    ris = (
        "TY  - THES\nAU  - Lefebvre, Anaïs\nTI  - Circuits inhibiteurs du cortex\nPB  - Université de Nulle Part\n"
        "PY  - 2015\nER  - \n\nTY  - JOUR\nAU  - Lefebvre, A\nTI  - Dopamine in the prefrontal cortex\n"
        "JO  - Biol. Psychiatry\nJF  - Biological Psychiatry\nPY  - 2021\nER  - \n"
    )
    thesis, article = _read("works.ris", ris).publications
    assert (thesis.kind, thesis.venue_text, thesis.year) == ("thesis", "Université de Nulle Part", 2015)
    assert (article.kind, article.venue_text) == ("journal", "Biological Psychiatry")


def test_a_csl_thesis_appeared_at_its_university():
    csl = (
        '[{"id": "t", "type": "thesis", "title": "Essays on household finance", "publisher": "Fenwick School of'
        ' Economics", "genre": "PhD Thesis", "author": [{"family": "Chowdhury", "given": "Farhana"}],'
        ' "issued": {"date-parts": [[2016]]}}]'
    )
    (thesis,) = _read("library.json", csl).publications
    assert (thesis.kind, thesis.venue_text, thesis.year) == ("thesis", "Fenwick School of Economics", 2016)


# --------------------------------------------------------------------------- MEDLINE

MEDLINE = """PMID- 35999901
DP  - 2022 Sep
TI  - Plasma proteins predict progression of lung fibrosis in two
      independent cohorts.
FAU - Abernathy-Kaur, Priya
AU  - Abernathy-Kaur P
CN  - PULMO-OMICS Investigators
FAU - Oduya, Emmanuel K
AU  - Oduya EK
PT  - Journal Article
JT  - Nature medicine
LID - 10.1038/s41591-022-09999-x [doi]

PMID- 33000003
DP  - 2020 Dec
TI  - [Diagnostic criteria for lung disease: a survey of German centres].
FAU - Abernathy-Kaur, Priya
PT  - English Abstract
PT  - Journal Article
JT  - Deutsche medizinische Wochenschrift (1946)

PMID- 36000004
DP  - 2022
TI  - Antifibrotic Drugs.
BTI - LungTox: Clinical Information on Drug-Induced Lung Injury
FAU - Abernathy-Kaur, Priya
PT  - Review
PT  - Book Chapter
"""


def test_medline_group_authors_translated_titles_and_chapters():
    article, translated, chapter = _read("pubmed.nbib", MEDLINE).publications
    assert [a.name for a in article.authors] == [
        "Priya Abernathy-Kaur",
        "PULMO-OMICS Investigators",
        "Emmanuel K. Oduya",
    ]
    assert article.doi == "10.1038/s41591-022-09999-x"
    assert translated.title == "Diagnostic criteria for lung disease: a survey of German centres"
    assert (chapter.kind, chapter.venue_text) == (
        "chapter",
        "LungTox: Clinical Information on Drug-Induced Lung Injury",
    )


# --------------------------------------------------------------------------- printed citations


@pytest.mark.parametrize(
    "tail", [", doi: 10.1109/TBME.2021.3129999.", ". https://doi.org/10.1109/TBME.2021.3129999", "."]
)
def test_an_ieee_citation_keeps_its_year_and_kind_whatever_doi_follows(tail):
    paper = parse_citation(
        'R. Al-Mansouri, K. Tanaka, and D. Ferreira-Lopes, "A wearable inertial sensor for gait monitoring,"'
        " IEEE Trans. Biomed. Eng., vol. 69, no. 5, pp. 1654-1663, May 2022" + tail
    )
    assert (paper.year, paper.kind) == (2022, "journal")
    assert "doi" not in (paper.venue_text or "").lower()
    assert paper.doi == (None if tail == "." else "10.1109/TBME.2021.3129999")


@pytest.mark.parametrize(
    ("citation", "venue", "year", "status"),
    [
        ("Smith J, Doe A. Naps and memory. Anaesthesia. In press.", "Anaesthesia", None, "published"),
        (
            "Smith J, Doe A. Naps and memory. J Bone Joint Surg Am. Submitted 2024.",
            "J Bone Joint Surg Am 2024",
            2024,
            "submitted",
        ),
        ("Smith J, Doe A. Naps and memory. BMJ. 2024 (in press).", "BMJ 2024", 2024, "published"),
    ],
)
def test_a_vancouver_status_after_the_journal_keeps_the_journal(citation, venue, year, status):
    paper = parse_citation(citation)
    assert (paper.title, paper.venue_text, paper.year, paper.kind, paper.status) == (
        "Naps and memory",
        venue,
        year,
        "journal",
        status,
    )


@pytest.mark.parametrize(
    ("citation", "authors", "venue"),
    [
        (
            "Vik, R., Obi, C. N. & Lindgren, M. Orthogeriatric care in Europe. Nat. Rev. Rheumatol. 18, 555–567 (2022).",
            ["R. Vik", "C. N. Obi", "M. Lindgren"],
            "Nat. Rev. Rheumatol. 2022",
        ),
        (
            "**Vik, R.** et al. Orthogeriatric care in Europe. *Nat. Commun.* **13**, 1234 (2022).",
            ["R. Vik"],
            "Nat. Commun. 2022",
        ),
        (
            "Vik, R. and Lindgren, M. Orthogeriatric care in Europe. Proc. Natl Acad. Sci. USA 119, e2100001 (2022).",
            ["R. Vik", "M. Lindgren"],
            "Proc. Natl Acad. Sci. USA 2022",
        ),
    ],
)
def test_nature_style_references_end_their_title_before_the_journal(citation, authors, venue):
    paper = parse_citation(citation)
    assert (paper.title, [a.name for a in paper.authors], paper.venue_text) == (
        "Orthogeriatric care in Europe",
        authors,
        venue,
    )
    assert (paper.year, paper.kind) == (2022, "journal")


def test_an_ieee_venue_loses_its_volume_issue_and_pages_and_a_journal_keeps_its_article():
    ieee = parse_citation('R. Vik and K. Tanaka, "Sensor fusion for gait," Gait Letters, vol. 9, pp. 1234–1245, 2021.')
    assert (ieee.venue_text, ieee.year) == ("Gait Letters", 2021)
    apa = parse_citation("Vik, R., & Doe, A. (2020). Sleep and memory. The Journal of Naps, 5(3), 1–10.")
    assert apa.venue_text.startswith("The Journal of Naps")


PLAIN_LIST = """SELECTED PUBLICATIONS - Rashid Vik, MD PhD

Original articles

1. Vik R, Kettunen H. Early tranexamic acid in hip fracture: a trial. Lancet. 2023;401(10380):1123-32.
2. Kettunen H, Vik R. Frailty scores and mortality after laparotomy. BMJ Open. 2022;12(4):e059999.

Engineering collaborations

[3] R. Vik and K. Tanaka, "Deep learning for fall-risk prediction," in Proc. Annu. Conf. Gait Soc., Jul. 2022, pp. 210–213.

Reviews and other

4. Vik R, Hansen TB. Tranexamic acid in orthopaedics: a review. JAMA Surg. 2020;155(9):867-874.
"""


def test_a_plain_list_under_a_heading_with_the_owners_name_is_read_and_its_plain_subheadings_end_entries():
    document = _read("publications.txt", PLAIN_LIST)
    assert [p.title for p in document.publications] == [
        "Early tranexamic acid in hip fracture: a trial",
        "Frailty scores and mortality after laparotomy",
        "Deep learning for fall-risk prediction",
        "Tranexamic acid in orthopaedics: a review",
    ]
    conference = document.publications[2]
    assert conference.kind == "conference"
    assert "Reviews" not in conference.venue_text


# --------------------------------------------------------------------------- EndNote tagged (.enw)

ENW = """%0 Journal Article
%A Haldorsen, Signe K.
%A Mbeki, Thandiwe
%T Postseismic relaxation of the Alpine Fault
inferred from GNSS
%J Journal of Fictional Geodesy
%V 124
%D 2019
%R 10.1029/2018JB099999

%0 Thesis
%A Haldorsen, Signe K.
%T Crustal deformation of western Norway
%I University of Nowhere
%D 2015
%9 PhD thesis

%0 Edited Book
%E Haldorsen, Signe K.
%T Geodesy for Geologists
%I Fjord Press
%D 2022
"""


def test_an_endnote_tagged_export_is_read_as_an_export():
    from importer.parsers.detect import detect_format

    assert detect_format(ENW) == "refer"
    article, thesis, book = _read("library.enw", ENW).publications
    assert article.title == "Postseismic relaxation of the Alpine Fault inferred from GNSS"
    assert [a.name for a in article.authors] == ["Signe K. Haldorsen", "Thandiwe Mbeki"]
    assert (article.kind, article.venue_text, article.year, article.doi) == (
        "journal",
        "Journal of Fictional Geodesy",
        2019,
        "10.1029/2018JB099999",
    )
    assert (thesis.kind, thesis.venue_text, thesis.year) == ("thesis", "University of Nowhere", 2015)
    assert (book.kind, [a.name for a in book.authors], book.venue_text) == (
        "book",
        ["Signe K. Haldorsen"],
        "Fjord Press",
    )


def test_a_bibtex_file_opening_with_a_percent_comment_is_still_bibtex():
    from importer.parsers.detect import detect_format

    assert detect_format("% Exported by JabRef\n\n@article{a, title={T}, author={Doe, J.}, year=2020}\n") == "bibtex"
