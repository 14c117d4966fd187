"""CVs of well-known templates and their printed text: old and new Europass PDFs, awesome-cv (LaTeX and
PDF) with positions in capitals, lower-case section headings, and a "Name - CV" title over papers that
print the owner as "Family, I." (all people, places and papers fictional)."""

import pytest

from importer.parsers.documents import read_document
from importer.parsers.text.capitals import unshouted
from tests.importer.pdfs import Para, typeset


def _heading(text: str) -> Para:
    return Para(text, bold=True, size=12, space_before=10)


def _posts(document):
    return [(e.title, e.organization, e.start_year, e.end_year) for e in document.profile.experience]


# --- Europass ------------------------------------------------------------------------------------------

OLD_EUROPASS = [
    Para("Curriculum Vitae", left="Europass", indent=150, size=14),
    Para("Teodora Vasilescu-Brandt", left="PERSONAL INFORMATION", indent=150, size=12, space_before=8),
    Para("7 Strada Plopilor, 400000 Cluj-Napoca (Romania)", indent=150, size=9),
    Para("teodora.vb@example.org", indent=150, size=9),
    Para("Sex Female | Date of birth 11/02/1987 | Nationality Romanian", indent=150, size=9),
    Para("Research associate", left="POSITION", indent=150, size=12, space_before=8),
    Para("WORK EXPERIENCE", size=11, space_before=10),
    Para("Research associate", left="01/10/2020–Present", indent=150, size=11),
    Para("Institute of Lowland Hydrology, Cluj-Napoca (Romania)", indent=150, size=9),
    Para("• Flood models for rivers that do not exist", indent=150, size=9),
    Para("Doctoral researcher", left="01/10/2016–30/09/2020", indent=150, size=11),
    Para("Tallow University of Technology, Graz (Austria)", indent=150, size=9),
    Para("EDUCATION AND TRAINING", size=11, space_before=10),
    Para("PhD in Hydrology", left="10/2016–09/2020", indent=150, size=11, right="EQF level 8"),
    Para("Tallow University of Technology, Graz (Austria)", indent=150, size=9),
    Para("PERSONAL SKILLS", size=11, space_before=10),
    Para("Romanian", left="Mother tongue(s)", indent=150, size=9),
]


def test_old_europass_pdf_names_the_person_not_the_label_beside_the_name():
    document = read_document("europass_2013.pdf", typeset(OLD_EUROPASS))
    assert document.profile.name == "Teodora Vasilescu-Brandt"
    assert [(e.organization, e.start_year, e.end_year) for e in document.profile.experience] == [
        ("Institute of Lowland Hydrology", 2020, None),  # the town and the bracketed country dropped
        ("Tallow University of Technology", 2016, 2020),
    ]


def test_old_europass_text_posts_keep_their_titles_and_lose_the_town():
    text = (
        "Europass\tCurriculum Vitae\nPERSONAL INFORMATION\tTeodora Vasilescu-Brandt\nteodora.vb@example.org\n"
        "WORK EXPERIENCE\nResearch associate\t01/10/2020–Present\n"
        "Institute of Lowland Hydrology, Cluj-Napoca (Romania)\n▪ Flood models for rivers that do not exist\n"
        "Doctoral researcher\t01/10/2016–30/09/2020\nTallow University of Technology, Graz (Austria)\n"
    )
    document = read_document("europass.txt", text.encode())
    assert document.profile.name == "Teodora Vasilescu-Brandt"
    assert _posts(document) == [
        ("Research associate", "Institute of Lowland Hydrology", 2020, None),
        ("Doctoral researcher", "Tallow University of Technology", 2016, 2020),
    ]


def test_the_particulars_label_on_a_line_of_its_own_is_no_name_either():
    text = "Europass Curriculum Vitae\nPersonal information\nTeodora Vasilescu-Brandt\nteodora.vb@example.org\n"
    assert read_document("europass.txt", text.encode()).profile.name == "Teodora Vasilescu-Brandt"


NEW_EUROPASS = [
    Para("Joaquim Ferreira-Lund", size=20, bold=True),
    Para(
        "Date of birth: 14/06/1990 | Nationality: Portuguese | Phone number: (+351) 910000000 | Email address: "
        "joaquim.fl@example.org | Address: Rua das Flores 9, 4050-000, Porto, Portugal (Home)",
        size=8,
    ),
    _heading("WORK EXPERIENCE"),
    Para("01/09/2019 – CURRENT – Porto, Portugal", size=8),
    Para("RESEARCH ENGINEER – HALVARD MARINE ROBOTICS", bold=True),
    Para("Grippers for imaginary fish, tested in a very small tank.", size=9),
    Para("15/01/2015 – 31/08/2019 – Lyon, France", size=8),
    Para("DOCTORAL RESEARCHER – BRACKENRIDGE UNIVERSITY", bold=True),
    _heading("EDUCATION AND TRAINING"),
    Para("01/09/2015 – 30/06/2019 – Lyon, France", size=8),
    Para("PHD IN ROBOTICS – Brackenridge University", bold=True),
]


def test_new_europass_pdf_keeps_the_town_after_the_dates_out_of_the_organisation():
    document = read_document("europass_2023.pdf", typeset(NEW_EUROPASS))
    assert document.profile.name == "Joaquim Ferreira-Lund"
    assert _posts(document) == [
        ("Research Engineer", "Halvard Marine Robotics", 2019, None),
        ("Doctoral Researcher", "Brackenridge University", 2015, 2019),
    ]
    assert [(e.degree, e.field, e.institution) for e in document.profile.education] == [
        ("phd", "Robotics", "Brackenridge University")
    ]


def test_new_europass_text_with_the_dates_under_each_post():
    text = (
        "Joaquim Ferreira-Lund\n\nWORK EXPERIENCE\n\nRESEARCH ENGINEER – HALVARD MARINE ROBOTICS\n"
        "01/09/2019 – CURRENT – Porto, Portugal\n\nDOCTORAL RESEARCHER – BRACKENRIDGE UNIVERSITY\n"
        "15/01/2015 – 31/08/2019 – Lyon, France\n"
    )
    assert _posts(read_document("europass.txt", text.encode())) == [
        ("Research Engineer", "Halvard Marine Robotics", 2019, None),
        ("Doctoral Researcher", "Brackenridge University", 2015, 2019),
    ]


# --- awesome-cv ----------------------------------------------------------------------------------------

AWESOME_PDF = [
    Para("Wenonah Aldaine-Strom", size=24, bold=True),
    Para("Postdoctoral Researcher · Soft Matter", size=9),
    Para("wenonah@aldaine.example.org | aldaine.example.org", size=8),
    _heading("Experience"),
    Para("Institute of Quiet Materials, Brackenridge University", bold=True, right="Lyon, France"),
    Para("POSTDOCTORAL RESEARCHER", size=8, right="Jan. 2022 - Present"),
    Para("• Gels that set at the wrong time.", size=9),
    Para("Nordlys AI", bold=True, right="Oslo, Norway"),
    Para("MEMBER OF TECHNICAL STAFF", size=8, right="Jun. 2020 - Dec. 2021"),
    Para("Harrowgate Robotics", bold=True, right="Boston, MA"),
    Para("RESEARCH INTERN", size=8, right="Jun. 2019 - Aug. 2019"),
    Para("Olmsted College", bold=True, right="Porto, Portugal"),
    Para("TEACHING ASSISTANT", size=8, right="2017 - 2019"),
    _heading("Education"),
    Para("Olmsted College", bold=True, right="Porto, Portugal"),
    Para("PH.D. IN PHYSICS", size=8, right="2016 - 2020"),
]


def test_awesome_cv_pdf_positions_in_capitals_are_titles_under_their_organisations():
    document = read_document("awesome.pdf", typeset(AWESOME_PDF))
    assert _posts(document) == [
        ("Postdoctoral Researcher", "Institute of Quiet Materials, Brackenridge University", 2022, None),
        ("Member of Technical Staff", "Nordlys AI", 2020, 2021),
        ("Research Intern", "Harrowgate Robotics", 2019, 2019),  # never a heading, though "intern" names one
        ("Teaching Assistant", "Olmsted College", 2017, 2019),
    ]
    assert [(e.degree, e.field, e.institution) for e in document.profile.education] == [
        ("phd", "Physics", "Olmsted College")
    ]


AWESOME_TEX = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Wenonah}{Aldaine-Strom}
\position{Postdoctoral Researcher}
\email{wenonah@aldaine.example.org}
\begin{document}
\makecvheader
\cvsection{Experience}
\begin{cventries}
  \cventry
    {POSTDOCTORAL RESEARCHER} % Job title
    {Institute of Quiet Materials, Brackenridge University} % Organization
    {Lyon, France} % Location
    {Jan. 2022 - Present} % Date(s)
    {
      \begin{cvitems}
        \item {Gels that set at the wrong time.}
      \end{cvitems}
    }
  \cventry
    {VISITING SCHOLAR}
    {KESTREL LAB, NORTHWIND INSTITUTE}
    {Oslo, Norway}
    {Summer 2019}
    {}
  \cventry
    {RESEARCH ENGINEER}
    {CERN}
    {Geneva, Switzerland}
    {2017 - 2018}
    {}
\end{cventries}
\end{document}
"""


def test_awesome_cv_latex_positions_in_capitals_read_as_written_on_a_page():
    assert _posts(read_document("cv.tex", AWESOME_TEX.encode())) == [
        ("Postdoctoral Researcher", "Institute of Quiet Materials, Brackenridge University", 2022, None),
        ("Visiting Scholar", "Kestrel Lab, Northwind Institute", 2019, 2019),
        ("Research Engineer", "CERN", 2017, 2018),  # an acronym stays
    ]


@pytest.mark.parametrize(
    ("printed", "written"),
    [
        ("MEMBER OF TECHNICAL STAFF", "Member of Technical Staff"),
        ("PH.D. IN PHYSICS", "Ph.D. in Physics"),
        ("B.SC. IN BIOLOGY", "B.Sc. in Biology"),
        ("HEAD OF AI", "Head of AI"),
        ("ÉCOLE DES EAUX CALMES", "École des Eaux Calmes"),
        ("O'DONNELL CENTRE", "O'Donnell Centre"),
        ("Research Intern", "Research Intern"),  # any lower-case letter: as printed
        ("CEO", "CEO"),
    ],
)
def test_unshouted(printed, written):
    assert unshouted(printed) == written


@pytest.mark.parametrize(
    ("printed", "written"),
    [
        ("UCLA SCHOOL OF MEDICINE", "UCLA School of Medicine"),
        ("NORTHFIELD STATE UNIVERSITY", "Northfield State University"),
        ("CERN", "CERN"),
    ],
)
def test_an_organisations_short_first_word_stays_its_acronym(printed, written):
    assert unshouted(printed, long_words=2, acronym_first=True) == written


# --- lower-case headings, "Name - CV" ----------------------------------------------------------------------

LOWER_CASE_HEADINGS = """# Tobiah Renwick-Saar

Assistant Professor, Department of Soil Ecology, Harlow Vale University
tobiah.renwick@harlowvale.example.edu

I have written on soil fungi for a decade, and my recent
publications
are listed below with the rest of my work.

education

- Ph.D. in Soil Ecology, University of Tallow, 2016

selected publications

1. Renwick-Saar, T., Oyelaran, M. (2023). Fungal threads in quiet meadows. Journal of Invented Ecology, 12(3), 45-60.
2. Oyelaran, M., Renwick-Saar, T., Falk, B. (2021). Carbon under the frost line. Soil Letters, 8, 101-112.
"""


def test_lower_case_headings_set_apart_start_sections_a_wrapped_word_does_not():
    document = read_document("renwick.md", LOWER_CASE_HEADINGS.encode())
    assert [(p.title, p.year) for p in document.publications] == [
        ("Fungal threads in quiet meadows", 2023),
        ("Carbon under the frost line", 2021),
    ]
    assert [(e.degree, e.institution) for e in document.profile.education] == [("phd", "University of Tallow")]
    assert "my recent" in document.profile.bio and "are listed below" in document.profile.bio


@pytest.mark.parametrize("title", ["Ilsabet Quarrington-Vos - CV", "Ilsabet Quarrington-Vos – Curriculum Vitae"])
def test_name_in_a_cv_title_wins_over_the_bold_initials_in_papers(title):
    text = f"""# {title}

Lecturer in Coastal Geomorphology, Harlow Vale University

## Publications

1. **Quarrington-Vos, I.**, Mbeki, T., & Lindahl, R. (2023). Shingle that remembers. *Journal of Invented Coasts*, 7(1), 1-14.
2. Mbeki, T., **Quarrington-Vos, I.** (2021). Tides over quiet sand. *Coastal Letters*, 3, 22-30.
"""
    document = read_document("cv.md", text.encode())
    assert document.profile.name == "Ilsabet Quarrington-Vos"
    assert not any("name not stated" in warning for warning in document.warnings)


# --- owners named in Han characters only -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("山本健太", "山本健太"),  # a family and a given name of two characters each: Japanese, kept as written
        ("王小明", "Xiaoming Wang"),  # a Chinese name: read in pinyin
        ("欧阳娜娜", "Nana Ouyang"),  # a Chinese family name of two characters
    ],
)
def test_a_han_name_is_read_in_pinyin_only_when_it_can_be_chinese(written, name):
    text = f"{written}\n\n## Education\n\n- Ph.D. in Physics, Olmsted College, 2019\n"
    assert read_document("cv.md", text.encode()).profile.name == name
