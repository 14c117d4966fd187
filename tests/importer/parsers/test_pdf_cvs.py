"""Word-exported PDF CVs of several fields, typeset as word processors print them (all fictional).

Each runs over pages with a running header and "Page N of M" footers, wraps its references under a
hanging indent, hyphenates a word or two at line ends, prints ligatures and puts dates flush right.
"""

import re

import pytest

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import Para, make_pages_pdf, typeset

SOFT = "\u00ad"


def _heading(text: str) -> Para:
    return Para(text, bold=True, size=11, space_before=12)


def _entry(text: str, date: str) -> Para:
    return Para(text, right=date)


# A chemist: ACS references, numbered, with a hanging indent; ligatures and hyphenated words.
CHEMIST_REFERENCES = [
    "Lindqvist, A. R.; Ngata-Ruiz, H.; Haramaki, S. Photoredox-Catalysed C–H Amination of Electron-Poor "
    f"Arenes and Their Hetero{SOFT}cycles. J. Am. Chem. Soc. 2021, 143, 11234–11241.",
    "Ngata-Ruiz, H.; Obuya, P. K.; Lindqvist, A. R. A Stable ﬂuorinated Reagent for Eﬃcient Late-Stage "
    f"Deoxy{SOFT}ﬂuorination of Complex Alcohols. Angew. Chem. Int. Ed. 2020, 59, 20512–20518.",
    "Obuya, P. K.; Ngata-Ruiz, H. Mechanistic Studies of Nickel-Catalysed Cross-Electrophile Coupling "
    f"by In Situ Spectro{SOFT}electro{SOFT}chemistry. ACS Catal. 2019, 9, 7740–7751.",
    "Ngata-Ruiz, H.; Varga, B. Q.; Tembo, L. M.; Osei-Bonsu, K. Supramolecular Cages as Confined "
    "Reaction Vessels for Selective Oxidations in Water. Chem. Sci. 2018, 9, 5521–5530.",
    "Ngata-Ruiz, H.; Lindqvist, A. R. Understanding the Role of Hydrogen Bonding in Organocatalytic "
    "Aldol Reactions: A Combined Experimental and Computational Study. J. Org. Chem. 2017, 82, 4410–4422.",
]
CHEMIST = [
    Para("Hélène Ngata-Ruiz, Ph.D.", size=18, bold=True),
    Para("Department of Chemistry, University of Eastmoor", size=10),
    Para("h.ngata-ruiz@eastmoor.example.edu", size=10),
    _heading("EDUCATION"),
    _entry("Ph.D. in Organic Chemistry, University of Westfold", "2012 – 2017"),
    _entry("B.Sc. (Hons) in Chemistry, Lakeshore College", "2008 – 2012"),
    _heading("ACADEMIC APPOINTMENTS"),
    _entry("Assistant Professor of Chemistry, University of Eastmoor", "2020 – present"),
    _entry("Postdoctoral Fellow, Institute for Catalysis, Northgate", "2017 – 2020"),
    _heading("PUBLICATIONS"),
    *[Para(f"{n}. {ref}", hanging=18, space_before=3) for n, ref in enumerate(CHEMIST_REFERENCES * 4, start=1)],
]


def _pdf(paragraphs, **kwargs) -> bytes:
    return typeset(paragraphs, header="H. Ngata-Ruiz — Curriculum Vitae", footer="Page {page} of {pages}", **kwargs)


@pytest.fixture(scope="module")
def chemist_text() -> str:
    return extract_pdf_text(_pdf(CHEMIST))


def test_the_chemist_fixture_really_runs_over_pages_and_wraps(chemist_text):
    # The fixture is what it claims: several pages, references printed over more than one line.
    assert chemist_text.count("\f") >= 1


def test_running_header_and_page_footers_are_gone(chemist_text):
    assert "Curriculum Vitae" not in chemist_text
    assert not re.search(r"Page \d+ of \d+", chemist_text)
    assert chemist_text.lstrip().startswith("Hélène Ngata-Ruiz")


def _lines(text: str) -> list[str]:
    return text.replace("\f", "\n").split("\n")


def test_each_reference_is_one_line_with_its_hyphenated_words_mended(chemist_text):
    lines = _lines(chemist_text)
    references = [line for line in lines if re.match(r"\d+\. ", line)]
    assert len(references) == 20
    assert all(line.rstrip().endswith(".") and re.search(r"\b(?:19|20)\d\d\b", line) for line in references)
    assert "Heterocycles. J. Am. Chem. Soc. 2021, 143, 11234–11241." in references[0]
    assert "Spectroelectrochemistry" in chemist_text
    assert "Ngata-Ruiz" in references[1]  # a hyphenated name is never mended into one word


def test_ligatures_are_spelt_out(chemist_text):
    assert "A Stable fluorinated Reagent for Efficient Late-Stage Deoxyfluorination" in chemist_text
    assert not re.search("[\ufb00-\ufb06]", chemist_text)


def test_dates_printed_flush_right_stay_with_their_entry(chemist_text):
    assert "Assistant Professor of Chemistry, University of Eastmoor\t2020 – present" in chemist_text
    assert "Ph.D. in Organic Chemistry, University of Westfold\t2012 – 2017" in chemist_text


def test_the_chemist_cv_reads_as_a_cv():
    document = read_document("ngata-ruiz-cv.pdf", _pdf(CHEMIST))
    profile = document.profile
    assert profile.name.startswith("Hélène Ngata-Ruiz")
    assert [(e.degree, e.end_year) for e in profile.education] == [("phd", 2017), ("bachelor", 2012)]
    titles = {pub.title for pub in document.publications}
    assert "Photoredox-Catalysed C–H Amination of Electron-Poor Arenes and Their Heterocycles" in titles
    assert len(titles) == 5  # each reference printed four times is one paper


# A physician: Vancouver references in brackets, a lone page number as footer.
PHYSICIAN_REFERENCES = [
    "Okafor CN, Lind PJ, Brandt K, Sato-Whitfield M, et al. Early antibiotic de-escalation in "
    "community-acquired pneumonia: a multicentre cohort study. Lancet Infect Dis. 2021;21(4):512-20.",
    "Brandt K, Okafor CN. Procalcitonin-guided therapy in the emergency department: a randomised "
    "trial. BMJ Open. 2020;10(7):e035521.",
    "Okafor CN, Haddad RJ, Brandt K. Outcomes of outpatient parenteral antimicrobial therapy in "
    f"older adults with multi{SOFT}morbidity. J Antimicrob Chemother. 2019;74(9):2731-8.",
    "Lind PJ, Okafor CN. Sepsis recognition in rural hospitals: a qualitative study of nursing "
    "staff. BMC Health Serv Res. 2018;18(1):455.",
]
PHYSICIAN = [
    Para("CURRICULUM VITAE", size=14, bold=True),
    Para("Chidinma N. Okafor, MD, MPH", size=12, bold=True, space_before=6),
    _heading("Education"),
    _entry("MD, Faculty of Medicine, University of Riverbend", "2006 – 2012"),
    _entry("MPH, School of Public Health, Coastline University", "2014 – 2015"),
    _heading("Clinical and Academic Positions"),
    _entry("Consultant Physician in Infectious Diseases, Riverbend General Hospital", "2019 – present"),
    _entry("Senior Lecturer in Medicine, University of Riverbend", "2019 – present"),
    _heading("Peer-Reviewed Publications"),
    *[Para(f"[{n}] {ref}", hanging=22, space_before=2) for n, ref in enumerate(PHYSICIAN_REFERENCES * 6, start=1)],
]


def test_vancouver_references_are_one_line_each_and_the_page_numbers_are_gone():
    text = extract_pdf_text(typeset(PHYSICIAN, footer="{page}"))
    assert text.count("\f") >= 1
    references = [line for line in _lines(text) if re.match(r"\[\d+\] ", line)]
    assert len(references) == 24
    assert "with multimorbidity. J Antimicrob Chemother. 2019;74(9):2731-8." in references[2]
    assert not [line for line in _lines(text) if re.fullmatch(r"\s*\d+\s*", line)]


def test_the_physician_cv_reads_its_name_and_papers():
    document = read_document("okafor.pdf", typeset(PHYSICIAN, footer="{page}"))
    assert document.profile.name.endswith("Okafor")
    titles = {pub.title for pub in document.publications}
    assert "Procalcitonin-guided therapy in the emergency department: a randomised trial" in titles
    assert len(titles) == 4


# An economist: working papers and publications as bullets, with co-authors after "with".
ECONOMIST = [
    Para("Tomasz Wierzbicki-Hale", size=16, bold=True),
    Para("Department of Economics", align="right"),
    Para("Harbourview University", align="right"),
    Para("t.wh@harbourview.example.edu", align="right"),
    _heading("Working Papers"),
    Para(
        "• Minimum Wages and the Geography of Low-Wage Employment: Evidence from Cross-Border Counties "
        "(with Anneliese Brandt and Kofi Mensah-Larbi). NBER Working Paper No. 31207, 2023.",
        hanging=10,
        space_before=3,
    ),
    Para(
        "• Credit Constraints and the Timing of Firm Entry over the Business Cycle (job market paper). "
        "Revise and resubmit at the Review of Economic Studies, 2022.",
        hanging=10,
        space_before=3,
    ),
    _heading("Publications"),
    Para(
        f"• Household Leverage and Regional Con{SOFT}sumption Responses to Interest-Rate Shocks "
        "(with Mei-Ling Castellanos). American Economic Journal: Macroeconomics, 2021, 13(2), 145–183.",
        hanging=10,
        space_before=3,
    ),
]


def test_a_right_aligned_address_block_stays_lines_and_bullets_keep_their_items():
    text = extract_pdf_text(typeset(ECONOMIST, header="Wierzbicki-Hale CV {page}"))
    lines = _lines(text)
    assert "Department of Economics" in lines
    assert "Harbourview University" in lines  # short lines set flush right are not one paragraph
    bullets = [line for line in lines if line.startswith("• ")]
    assert len(bullets) == 3
    assert bullets[0].endswith("(with Anneliese Brandt and Kofi Mensah-Larbi). NBER Working Paper No. 31207, 2023.")
    assert "Regional Consumption Responses" in bullets[2]


# A Word numbered list: the number, a tab, the text under a hanging indent; dates in a left column.
NEUROSCIENTIST = [
    Para("Ingrid Solberg-Achebe", size=16, bold=True),
    _heading("Positions"),
    Para(
        "Postdoctoral Research Fellow in Computational Neuroscience and Machine Learning, Northgate Institute "
        "for Brain Research",
        right="2021 – present",
    ),
    Para("Doctoral Researcher, Graduate School of Systems Neuroscience, Lakeshore", right="2016 – 2021"),
    Para("Research Assistant", indent=90, left="2014 – 2016"),
    _heading("Journal Articles"),
    *[
        Para(
            f"Solberg-Achebe I, Moreau T, Hallström E. Grid-cell-like codes emerge in recurrent networks "
            f"trained on path integration with noisy velocity inputs (study {n}). Neuron. 2022;110(4):612-27.",
            marker=f"{n}.",
            hanging=22,
            space_before=2,
        )
        for n in range(1, 9)
    ],
]


def test_a_tabbed_list_number_starts_its_reference_and_the_reference_is_one_line():
    text = extract_pdf_text(typeset(NEUROSCIENTIST, footer="{page}"))
    references = [line for line in _lines(text) if re.match(r"\d+\. Solberg-Achebe I", line)]
    assert len(references) == 8
    assert all(line.endswith("Neuron. 2022;110(4):612-27.") for line in references)


def test_a_title_wrapped_before_its_right_aligned_date_is_one_entry_with_the_date():
    lines = _lines(extract_pdf_text(typeset(NEUROSCIENTIST)))
    assert (
        "Postdoctoral Research Fellow in Computational Neuroscience and Machine Learning, Northgate Institute "
        "for Brain Research\t2021 – present"
    ) in lines
    assert "Doctoral Researcher, Graduate School of Systems Neuroscience, Lakeshore\t2016 – 2021" in lines
    assert "Research Assistant\t2014 – 2016" in lines


def test_letter_spaced_headings_read_as_words():
    # Word resume templates space a heading's letters apart; the words are where the gaps are wider.
    page = [
        (72, 740, "Rosalind Achterberg", 16, True),
        (72, 700, "RESEARCH EXPERIENCE", 11, True, 3),
        (72, 684, "Field Ecologist, Saltmarsh Observatory", 10, False),
        (72, 660, "EDUCATION", 11, True, 3),
        (72, 644, "M.Sc. in Ecology, University of Westfold", 10, False),
    ]
    lines = extract_pdf_text(make_pages_pdf([page])).split("\n")
    assert lines[1] == "RESEARCH EXPERIENCE"
    assert lines[3] == "EDUCATION"
    assert lines[2] == "Field Ecologist, Saltmarsh Observatory"
