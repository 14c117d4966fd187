"""How a CV's structure is read: publication sub-headings, names with titles, institutions and jobs.

Every document here is invented; each case stands for a kind of CV seen in the sciences and in
the languages CVs are written in."""

from __future__ import annotations

import pytest

from importer.parsers.citations import looks_like_name
from importer.parsers.dates import strip_dates
from importer.parsers.names import advisor_names, names_an_institution, without_titles
from importer.parsers.text import parse_text_document
from importer.parsers.text.cv import parse_experience
from importer.parsers.text.fields import find_degree, find_institution
from importer.parsers.text.sections import Section, split_sections

APA_CV = """# Tamsin R. Okwuosa, Ph.D.

Associate Professor of Psychology, University of Lowmoor

## Publications

### Peer-reviewed articles

Okwuosa, T. R., & Vell, P. (2023). Attention and reward in older adults. *Psychological Science*, 34(2), 101-115.

### Book chapters

Okwuosa, T. R., & Marsh, H. (2022). Reward across the lifespan. In H. Quill (Ed.), *Handbook of Aging* (pp. 12-30). Kestrel Press.

### Manuscripts under review

Okwuosa, T. R. (under review). Value-driven capture in adolescents. *Cognition*.

## Teaching

- Cognitive Psychology (2020 - present)
"""


def test_a_sub_heading_under_publications_stays_publications_until_the_parent_level_closes():
    sections = split_sections(APA_CV)
    kinds = [(s.kind, s.heading) for s in sections[1:]]
    assert kinds == [
        ("publications", "Publications"),
        ("publications", "Peer-reviewed articles"),
        ("publications", "Book chapters"),
        ("publications", "Manuscripts under review"),
        ("teaching", "Teaching"),
    ]


def test_the_book_chapter_under_its_own_sub_heading_is_imported_as_a_chapter():
    document = parse_text_document("cv.md", APA_CV)
    titles = {pub.title: pub for pub in document.publications}
    assert set(titles) == {
        "Attention and reward in older adults",
        "Reward across the lifespan",
        "Value-driven capture in adolescents",
    }
    assert titles["Reward across the lifespan"].kind == "chapter"
    assert titles["Value-driven capture in adolescents"].status == "submitted"
    assert document.profile.name == "Tamsin R. Okwuosa"


@pytest.mark.parametrize(
    "heading",
    [
        "Published and Forthcoming Articles",
        "Books",
        "Book Reviews",
        "Peer-reviewed",
        "In review",
        "Reports",
        "Abstracts",
        "Documents de travail",
        "Articles soumis",
        "Konferenzbeiträge",
        "Trabalhos completos publicados em anais de congressos",
        "Artículos en revistas",
    ],
)
def test_headings_naming_a_kind_or_status_of_papers_head_publications(heading):
    text = f"# Orla Venn\n\n## {heading}\n\nVenn, O. (2021). A title of a paper. *Journal of Tests*, 1, 1-2.\n"
    assert split_sections(text)[1].kind == "publications"


def test_a_paper_title_holding_a_kind_word_is_not_a_heading_and_a_status_note_is_not_one():
    text = "# Orla Venn\n\n## Publications\n\n### Why most published findings on reefs fail to replicate\n\nVenn, O.\n"
    assert [s.heading for s in split_sections(text)[1:]] == ["Publications"]
    plain = "Orla Venn\n\nPUBLICATIONS\n[1] Tidal: a scheduler for reefs\nSubmitted to ATC'25\nIN PRESS\n[2] Another paper\n"
    headings = [s.heading for s in split_sections(plain)[1:]]
    assert headings == ["PUBLICATIONS", "IN PRESS"]


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("Prof. Dr. Konstanze Wehrhahn", "Konstanze Wehrhahn"),
        ("Dr. rer. nat. Henrike Baltrusch", "Henrike Baltrusch"),
        ("PD Dr. Ana Ruiz-Falcó", "Ana Ruiz-Falcó"),
        ("Mag. Lena Oberhuber", "Lena Oberhuber"),
        ("Ing. Tomás Kral", "Tomás Kral"),
        ("Dott.ssa Giulia Ferraboschi", "Giulia Ferraboschi"),
        ("Sra. Lucía Marroquín", "Lucía Marroquín"),
        ("Sr. Tomás Echeverría", "Tomás Echeverría"),
        ("Chidera N. Okoli, MD, MPH", "Chidera N. Okoli"),
        ("Signe Haugvik, MD PhD", "Signe Haugvik"),
        ("Mira Tallroth, M.Sc.", "Mira Tallroth"),
        ("Ana Ruiz-Falcó, FRCP", "Ana Ruiz-Falcó"),
        ("Bo Lindqvist, PhD", "Bo Lindqvist"),
        ("Jun MA", "Jun MA"),  # two capitals after a name without a comma are a family name
        ("M. Ruiz", "M. Ruiz"),  # an initial, not "Monsieur"
    ],
)
def test_one_rule_strips_honorifics_before_and_degrees_after_a_name(printed, name):
    assert without_titles(printed) == name


def test_advisors_lose_their_titles_and_degrees():
    assert advisor_names("Prof. Dr. Ana Ruiz-Falcó, PhD and Dr. rer. nat. Bo Lindqvist") == [
        "Ana Ruiz-Falcó",
        "Bo Lindqvist",
    ]


@pytest.mark.parametrize(
    "institution",
    [
        "Universität Oldenburg",
        "Technische Universität Graz",
        "Universidad de Granada",
        "Universidade de Lisboa",
        "Università di Pavia",
        "Université Lumière",
        "Institut Pasteur",
        "Instituto Balseiro",
        "Klinikum Nordstadt",
        "Kestrel College",
        "Westmarch Hospital",
    ],
)
def test_an_institution_of_any_language_is_not_a_name(institution):
    assert names_an_institution(institution)
    assert not looks_like_name(institution)


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("# Curriculum Vitae — Giulia Ferraboschi", "Giulia Ferraboschi"),
        ("# Lebenslauf\n\n**Dr. rer. nat. Henrike Baltrusch**\n\nUniversität Oldenburg", "Henrike Baltrusch"),
        ("# Chidera N. Okoli, MD, MPH", "Chidera N. Okoli"),
    ],
)
def test_the_owner_is_named_without_titles_and_never_as_an_institution(header, name):
    document = parse_text_document("cv.md", header + "\n\n## Education\n\n- PhD, Kestrel University, 2015\n")
    assert document.profile.name == name


@pytest.mark.parametrize(
    ("line", "institution"),
    [
        ("PhD, University of Wisconsin–Madison, 2019", "University of Wisconsin–Madison"),
        ("Doctorat, Université Paris 1 Panthéon-Sorbonne, 2018", "Université Paris 1 Panthéon-Sorbonne"),
        ("Master, Université de Rennes 2, 2015", "Université de Rennes 2"),
        ("博士，中国科学院大学，2018", "中国科学院大学"),
        ("Promotion, Universität Bremen. Dissertation: Spurenmetalle im Watt", "Universität Bremen"),
        ("Promotion, Universität Waldkirch. Betreuer: Prof. Dr. Anna Klee", "Universität Waldkirch"),
        ("Diplom, Ludwig-Maximilians-Universität München, 2010", "Ludwig-Maximilians-Universität München"),
        ("MSc, Norbridge School of Economics, 2014", "Norbridge School of Economics"),
        ("PhD, Peking University School of Physics, 2012", "Peking University"),
    ],
)
def test_institution_boundaries(line, institution):
    assert find_institution(line) == institution


def test_a_degree_title_ends_at_a_sentence_stop_and_of_science_is_not_the_field():
    assert find_degree("Doutorado em Física. Universidade Estadual de Campinas, 2016") == (
        "phd",
        "Doutorado em Física",
        "Física",
    )
    assert find_degree("Master of Science Geowissenschaften, Universität Bremen")[2] == "Geowissenschaften"


def test_job_titles_are_split_from_their_organisations_in_every_cv_language():
    lines = [
        "- seit 03/2019: Juniorprofessorin (W1) für Isotopengeochemie, Universität Oldenburg",
        "- janv. 2016 – juin 2017 : ATER, Université Lumière Lyon 2",
        "- 2020.12 – 至今\u3000浙江大学\u3000环境与资源学院\u3000副教授",
        "- **dal 2019 ad oggi** — Ricercatrice a tempo determinato (RTD-B), Università di Pavia",
        "- Lecturer (Assistant Professor) in Economics, Kestrel University, 2022–present",
        "- 2014 – 2015: Gastwissenschaftlerin, Oceanographic Institution of Wexcombe",
        "- 2013: Visiting researcher, Kestrel University (6 mesi)",
    ]
    found = [(e.title, e.organization, e.start_year) for e in parse_experience(Section("experience", "", lines))]
    assert found == [
        ("Juniorprofessorin (W1) für Isotopengeochemie", "Universität Oldenburg", 2019),
        ("ATER", "Université Lumière Lyon 2", 2016),
        ("副教授", "浙江大学", 2020),
        ("Ricercatrice a tempo determinato (RTD-B)", "Università di Pavia", 2019),
        ("Lecturer (Assistant Professor) in Economics", "Kestrel University", 2022),
        ("Gastwissenschaftlerin", "Oceanographic Institution of Wexcombe", 2014),
        ("Visiting researcher", "Kestrel University", 2013),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "dal 2019 ad oggi, Ricercatrice",
        "seit 2019 bis heute: Ricercatrice",
        "desde 2020 hasta la actualidad, Ricercatrice",
    ],
)
def test_a_since_date_goes_with_its_now_word(text):
    assert strip_dates(text) == "Ricercatrice"


def test_a_field_after_the_job_title_is_not_the_affiliation_and_a_phd_year_in_prose_is_read():
    document = parse_text_document(
        "page.md",
        "# Dr. Kaveh Rostamian\n\nSenior Lecturer in Geophysics\n\nSchool of Earth Sciences, Westmarch University\n\n"
        "I hold a PhD in Geophysics (2014) from the University of Lowmoor. I study induced seismicity.\n",
    )
    profile = document.profile
    assert (profile.position, profile.affiliation) == ("Senior Lecturer", "Westmarch University")
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "University of Lowmoor", 2014)
    ]


def test_a_section_the_importer_cannot_place_is_named_in_a_warning_not_dropped_unseen():
    text = (
        "# Orla Venn\n\n## Publications\n\n- Venn, O. (2021). A paper. *Journal of Tests*, 1, 1-2.\n\n"
        "## Fieldwork Campaigns\n\n- 2019: three months of sampling on the Kestrel Ridge transect\n"
    )
    warnings = parse_text_document("cv.md", text).warnings
    assert any("'Fieldwork Campaigns' was not read" in w for w in warnings)


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ("B.S. Chemistry, summa cum laude, Ashdown College, 2013", "Chemistry"),
        ("Ph.D. Chemical Engineering, Corran University, 2018", "Chemical Engineering"),
        ("Ph.D. Candidate, Kestrel University", ""),
        ("B.Sc., First Class Honours, Kestrel University", ""),
    ],
)
def test_the_field_written_right_after_a_degree_and_never_its_honours(line, field):
    assert find_degree(line)[2] == field


def test_an_institution_keeps_lower_case_words_of_its_name_and_loses_a_note():
    assert (
        find_institution("Doctorat, École normale supérieure de Valcourt, 2012")
        == "École normale supérieure de Valcourt"
    )
    assert find_institution("Profesora en el Departamento de Física de la Universidad de Valdemora") == (
        "Universidad de Valdemora"
    )
    lines = ["- 2021 – present: Postdoctoral Research Associate, Coastal Institute of Wexcombe (PI: Dr. Ana Ruiz)"]
    assert [e.organization for e in parse_experience(Section("experience", "", lines))] == [
        "Coastal Institute of Wexcombe"
    ]


def test_a_roster_entry_is_named_without_titles_or_degrees():
    from importer.parsers.roster_shape import entry_name

    assert entry_name({"name": "Prof. Dr. Konstanze Wehrhahn"}) == "Konstanze Wehrhahn"
    assert entry_name({"name": "Mira Tallroth, M.Sc."}) == "Mira Tallroth"


@pytest.mark.parametrize(
    "line",
    [
        "- 2015–2019 : Doctorat en économie, École d'économie de Valcourt (dir. Pr Jean-Luc Arnavon)",
        "- 2011–2015: Promotion, Universität Wexcombe. Betreuer: Prof. Dr. Jean-Luc Arnavon",
        "- Doutorado em Física, Universidade de Valcourt, 2014. Orientador: Jean-Luc Arnavon",
        "- Dottorato, Università di Valcourt, 2015, sotto la supervisione di Prof. Jean-Luc Arnavon",
    ],
)
def test_an_advisor_named_in_the_cv_language_is_read_without_titles(line):
    from importer.parsers.text.cv import parse_education

    advisors: list[str] = []
    parse_education(Section("education", "", [line]), advisors)
    assert advisors == ["Jean-Luc Arnavon"]


def test_a_hugo_author_page_names_its_person_without_degrees():
    from importer.parsers.documents import read_document

    page = "---\ntitle: Signe Haugvik, MD PhD\nrole: Associate Professor\norganizations:\n  - name: Fjordvik University\n---\n"
    assert read_document("_index.md", page.encode()).profile.name == "Signe Haugvik"


def test_a_research_page_title_over_the_owners_line_is_the_pages_header():
    text = (
        "# Research\n\n**Orla Venn-Castell** — Professor of Economic History, Ashford College\n\n"
        "## Books\n\nVenn-Castell, Orla. 2019. *Silver and Credit*. Cambridge: Kestrel Press.\n"
    )
    profile = parse_text_document("research.md", text).profile
    assert (profile.name, profile.affiliation) == ("Orla Venn-Castell", "Ashford College")
