"""CVs of researchers outside computer science, as PDF text and Word files give them (fictional):
physics, chemistry, history, medicine, economics and Dutch CVs, each with the habits of its field."""

import pytest

from importer.parsers.citations import parse_publications
from importer.parsers.degrees import degree_level
from importer.parsers.text import classify_heading, find_degree, find_institution, parse_text_document


def _one(entry: str):
    publications, warnings = parse_publications(entry)
    assert len(publications) == 1, warnings
    return publications[0]


def _names(publication) -> list[str]:
    return [author.name for author in publication.authors]


# --- citations of the sciences and the humanities --------------------------------------------


def test_aps_reference_with_two_authors_joined_by_and():
    paper = _one("[14] A. Okafor and P.-J. van der Heijden, Monopole dynamics beyond the dumbbell model, "
                 "Phys. Rev. B 104, 224410 (2021).")  # fmt: skip
    assert paper.title == "Monopole dynamics beyond the dumbbell model"
    assert _names(paper) == ["A. Okafor", "P.-J. van der Heijden"]
    assert (paper.year, paper.kind) == (2021, "journal")


def test_aps_reference_to_an_eprint_is_a_preprint():
    paper = _one("[12] P.-J. van der Heijden and M. de Groot, Fractional charges in dipolar spin ice, "
                 "arXiv:1809.01234 [cond-mat.str-el] (2018).")  # fmt: skip
    assert paper.title == "Fractional charges in dipolar spin ice"
    assert _names(paper) == ["P.-J. van der Heijden", "M. de Groot"]
    assert (paper.year, paper.kind) == (2018, "preprint")


def test_acs_title_of_capitalised_words_is_not_taken_for_the_journal():
    paper = _one("11. Abara, T. N.†; Feld, S.†; Deshpande-Morrow, A. R.* Nickel-Catalyzed Cross-Coupling of "
                 "Aziridines. Angew. Chem. Int. Ed. 2022, 61, e202201234.")  # fmt: skip
    assert paper.title == "Nickel-Catalyzed Cross-Coupling of Aziridines"
    assert _names(paper) == ["T. N. Abara", "S. Feld", "A. R. Deshpande-Morrow"]
    assert [a.equal_contribution for a in paper.authors] == [True, True, False]
    assert paper.year == 2022


def test_acs_abbreviated_journal_alone_stays_the_journal():
    # the title on the line above: "ACS Appl. Mater. Interfaces" is all journal, no title in it
    paper = _one("1. Pebble Catalysts for Water Splitting\n"
                 "Ruiz, A.; Li, B. ACS Appl. Mater. Interfaces 2020, 12, 101–109.")  # fmt: skip
    assert (paper.title, paper.venue_text) == (
        "Pebble Catalysts for Water Splitting",
        "ACS Appl. Mater. Interfaces 2020",
    )


@pytest.mark.parametrize(
    ("entry", "title", "authors", "kind", "year"),
    [
        (
            "Bellandi-Rourke, Chiara. Merchants of the Middle Sea: Genoese Trade and Credit, 1380–1450. "
            "Ithaca: Northfield University Press, 2016.",
            "Merchants of the Middle Sea: Genoese Trade and Credit, 1380–1450",
            ["Chiara Bellandi-Rourke"],
            "book",
            2016,
        ),
        (
            "Bellandi-Rourke, Chiara, and Tomas Okeke, eds. Ports and Power in the Late Medieval Mediterranean. "
            "Leiden: Harrow, 2021.",
            "Ports and Power in the Late Medieval Mediterranean",
            ["Chiara Bellandi-Rourke", "Tomas Okeke"],
            "book",
            2021,
        ),
        (
            'Bellandi-Rourke, Chiara, Tomas J. Okeke, and Ana Ruiz. "Notaries and the Making of Trust in Genoa." '
            "Speculum 94, no. 2 (2019): 401–437.",
            "Notaries and the Making of Trust in Genoa",
            ["Chiara Bellandi-Rourke", "Tomas J. Okeke", "Ana Ruiz"],
            "journal",
            2019,
        ),
        (
            'Bellandi-Rourke, Chiara. "Salt Monopolies." In The Handbook of Medieval Trade, edited by Tomas '
            "Okeke, 112–130. Oxford: Northfield University Press, 2020.",
            "Salt Monopolies",
            ["Chiara Bellandi-Rourke"],
            "chapter",
            2020,
        ),
    ],
)
def test_chicago_bibliography_entries_of_a_historian(entry, title, authors, kind, year):
    paper = _one(entry)
    assert (paper.title, _names(paper), paper.kind, paper.year) == (title, authors, kind, year)


def test_humanities_paper_groups_are_publication_headings():
    assert classify_heading("BOOKS") == "publications"
    assert classify_heading("Articles and Book Chapters") == "publications"
    assert classify_heading("Edited Volumes") == "publications"
    assert classify_heading("Monographs") == "publications"


# --- degrees and institutions --------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "level"),
    [
        ("MA, Medieval Studies, Università di Castelvecchio", "master"),
        ("MA in History, Colmore University", "master"),
        ("BA summa cum laude, History and Italian, Pellham College", "bachelor"),
        ("2001 BA, History, Pellham College", "bachelor"),
        ("B.Com. (Honours), University of Cape Meridian, 2012", "bachelor"),
        ("MPH, School of Public Health, Coastline University", "master"),
        ("LLB, University of Dunmarra", "bachelor"),
        ("Postdoc, Harwick University, Boston, MA, USA", "other"),  # a state, not a degree
    ],
)
def test_degrees_of_other_sciences(line, level):
    assert find_degree(line)[0] == level


def test_capital_ma_only_is_a_masters():
    assert degree_level("Ma, in Beijing", whole_value=False) == "other"


@pytest.mark.parametrize(
    ("text", "institution"),
    [
        ("PhD in Physics, Universiteit van Amstelveen, the Netherlands. Thesis: x", "Universiteit van Amstelveen"),
        ("BSc Physics and Astronomy, Rijksuniversiteit Noordwaard", "Rijksuniversiteit Noordwaard"),
        ("MSc, Vrije Universiteit Amstelveen", "Vrije Universiteit Amstelveen"),
        ("MD, Faculdade de Medicina de Serra Alta", "Faculdade de Medicina de Serra Alta"),
        # a faculty beside its university is a unit of it
        ("Licenciatura, Facultad de Ciencias, Universidad de Valdemora", "Universidad de Valdemora"),
    ],
)
def test_institutions_named_in_dutch_and_by_their_faculty(text, institution):
    assert find_institution(text) == institution


# --- whole CVs -------------------------------------------------------------------------------

PHYSICS_CV = """Curriculum Vitae
Dr. Pieter-Jan van der Heijden
Senior Lecturer in Theoretical Physics
p.vanderheijden@galloway.example.ac.uk
Education
PhD in Theoretical Physics, Universiteit van Amstelveen. Supervisor: Prof. dr. Maarten de Groot\t2009 – 2013
MSc Physics (cum laude), Universiteit van Amstelveen\t2006 – 2009
"""


def test_dutch_degrees_and_lower_case_titles_of_the_supervisor():
    profile = parse_text_document("cv.txt", PHYSICS_CV).profile
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("Universiteit van Amstelveen", "phd", 2009, 2013),
        ("Universiteit van Amstelveen", "master", 2006, 2009),
    ]
    assert profile.advisors == ["Maarten de Groot"]


CHEMISTRY_HEADER = """ANJALI R. DESHPANDE-MORROW
Assistant Professor, Department of Chemistry and Biochemistry
Westbrook State University, Corvallis Hall 311, Westbrook, OR 97330
deshpande@chem.westbrook.example.edu
Education
Ph.D., Chemistry, 2014, University of Tarrant
"""


def test_university_on_the_line_below_a_title_and_its_department():
    profile = parse_text_document("cv.txt", CHEMISTRY_HEADER).profile
    assert (profile.position, profile.affiliation) == ("Assistant Professor", "Westbrook State University")


HISTORY_CV = """CHIARA BELLANDI-ROURKE
Professor of History
cbellandi@ashgrove.example.edu
EMPLOYMENT
2022–\tProfessor, Department of History, Ashgrove University
Associate Professor, Department of History, Ashgrove University\t2015–2022
EDUCATION
MA, Medieval Studies, Università di Castelvecchio\t2003
BOOKS
Bellandi-Rourke, Chiara. Merchants of the Middle Sea: Genoese Trade and Credit. Ithaca: Northfield University Press, 2016.
"""


def test_history_cv_open_ended_date_column_and_book_section():
    document = parse_text_document("cv.txt", HISTORY_CV)
    experience = [(e.title, e.start_year, e.end_year) for e in document.profile.experience]
    assert experience == [("Professor", 2022, None), ("Associate Professor", 2015, 2022)]
    assert [(e.degree, e.end_year) for e in document.profile.education] == [("master", 2003)]
    assert [(p.kind, p.year) for p in document.publications] == [("book", 2016)]


ECONOMICS_EDUCATION = """# Rosalind Achterberg-Mbeki

## Education

M.A. in Economics, University of Cape Meridian, 2013

B.Com. (Honours), University of Cape Meridian, 2012

## Honors

Best Dissertation Award, Tolland University, 2019
"""


def test_degree_with_honours_in_brackets_is_an_entry_not_a_heading():
    profile = parse_text_document("cv.md", ECONOMICS_EDUCATION).profile
    assert [(e.degree, e.end_year) for e in profile.education] == [("master", 2013), ("bachelor", 2012)]
    assert len(profile.awards) == 1


# --- names with particles, wrapped entries, the CV languages -------------------------------------


def test_spanish_author_with_particles_is_a_name():
    paper = _one("1. M. J. Echeverría de la Fuente, P. Lindqvist, T. Irigoyen. Luminescent copper(I)\n"
                 "clusters with bridging phosphines. Inorg. Chem. 2022, 61, 4410–4421.")  # fmt: skip
    assert paper.title == "Luminescent copper(I) clusters with bridging phosphines"  # wrapped after "(I)"
    assert _names(paper) == ["M. J. Echeverría de la Fuente", "P. Lindqvist", "T. Irigoyen"]


def test_name_year_entries_wrapped_in_a_plain_list():
    publications, warnings = parse_publications(
        "Ní Bhriain-Castellanos S*, Feeney E (2021) Kelp forest collapse under marine heatwaves.\n"
        "Global Change Biology 27(8): 1650–1662.\n"
        "Ní Bhriain-Castellanos S, Halloran P, Feeney E (2016) Larval dispersal limits recovery of\n"
        "urchin barrens. Proceedings of the Royal Society B 283: 20161234."
    )
    assert not warnings
    assert [(p.title, p.year, p.kind) for p in publications] == [
        ("Kelp forest collapse under marine heatwaves", 2021, "journal"),
        ("Larval dispersal limits recovery of urchin barrens", 2016, "journal"),
    ]
    assert _names(publications[1]) == ["S. Ní Bhriain-Castellanos", "P. Halloran", "E. Feeney"]


SPANISH_CV = """María José Echeverría de la Fuente
Profesora Titular de Química Inorgánica
FORMACIÓN ACADÉMICA
Doctora en Química, Universidad de Valdemora. Directores: Dr. Tomás Irigoyen y Dra. Lucía Parra\t2006 – 2010
"""


def test_spanish_thesis_directors_joined_by_y():
    profile = parse_text_document("cv.txt", SPANISH_CV).profile
    assert profile.advisors == ["Tomás Irigoyen", "Lucía Parra"]
    assert [(e.institution, e.degree) for e in profile.education] == [("Universidad de Valdemora", "phd")]


def test_university_college_keeps_its_town():
    assert find_institution("BSc (Hons) Marine Biology, University College Dunmarra") == "University College Dunmarra"


def test_field_after_the_title_and_the_institute_on_the_line_below():
    header = ("Siobhán Ní Bhriain-Castellanos\nResearch Group Leader, Marine Ecology\n"
              "Institute of Coastal Research, Karsholm Marine Station\ns.nb@karsholm.example.org\n")  # fmt: skip
    profile = parse_text_document("cv.txt", header).profile
    assert profile.affiliation == "Institute of Coastal Research"


def test_a_company_after_the_title_stays_the_affiliation():
    profile = parse_text_document(
        "cv.txt", "Ana Ruiz\nResearch Scientist, Kestrel AI\nana@kestrel.example.com\n"
    ).profile
    assert profile.affiliation == "Kestrel AI"


# --- medicine's group authors, an economist's job-market CV ----------------------------------------


def test_vancouver_group_author_first():
    paper = _one("2. NeoAMR Study Group; Okonkwo-Ferreira A. Carbapenem resistance among neonates with "
                 "culture-confirmed sepsis. Clin Infect Dis. 2021 Jun 15;72(12):2107-2115. Epub 2020 Nov 3.")  # fmt: skip
    assert _names(paper) == ["NeoAMR Study Group", "A. Okonkwo-Ferreira"]
    assert (paper.year, paper.kind) == (2021, "journal")


def test_entry_cut_after_a_comma_keeps_its_year():
    publications, _ = parse_publications(
        '"Property Taxes and Municipal Investment" (with Edith Carmody), Journal of Public Economics,\n'
        "2023, 221, 104870."
    )
    assert [(p.title, p.year) for p in publications] == [("Property Taxes and Municipal Investment", 2023)]


def test_job_market_paper_title_alone_is_the_owners_paper():
    publications, _ = parse_publications('"Tax Enforcement and Informal Firms"', owner="Luis Vega Ruiz")
    assert [(p.title, _names(p)) for p in publications] == [("Tax Enforcement and Informal Firms", ["Luis Vega Ruiz"])]
    assert parse_publications('"Tax Enforcement and Informal Firms"')[0] == []  # nobody to credit: no paper


JOB_MARKET_CV = """Luis Fernando de la Vega Ruiz
Department of Economics, Harlow University
ldelavega@harlow.example.edu
Job Market Paper
"Tax Enforcement and Informal Firms: Evidence from Audits"
Fields
Public Economics, Labor Economics
Teaching Experience
Teaching Fellow, Ec 1410 Public Economics, 2022–2024
References
Professor Edith Carmody, Harlow University, ecarmody@harlow.example.edu
Professor Raj Mehta, Harlow University, rmehta@harlow.example.edu
"""


def test_job_market_cv_sections():
    document = parse_text_document("cv.txt", JOB_MARKET_CV)
    assert [p.title for p in document.publications] == ["Tax Enforcement and Informal Firms: Evidence from Audits"]
    assert len(document.profile.teaching) == 1  # the referees are not courses
    assert document.profile.email == "ldelavega@harlow.example.edu"


FRENCH_PUBLICATIONS = """Ouvrages
Duchâtel-Mbaye, Hélène. Les marchands de Nantes et la traite. Rennes : Presses universitaires de Montbrison, 2019.
Articles dans des revues à comité de lecture
Duchâtel-Mbaye, Hélène et Paul Viguier. « Les assurances maritimes au XVIIIe siècle ». Revue d'histoire moderne, vol. 64, no 1, 2017, p. 88-112.
"""


def test_french_groups_in_sentence_case_and_guillemets():
    publications, warnings = parse_publications(FRENCH_PUBLICATIONS)
    assert not warnings
    assert [(p.title, p.kind, p.year, _names(p)) for p in publications] == [
        ("Les marchands de Nantes et la traite", "book", 2019, ["Hélène Duchâtel-Mbaye"]),
        ("Les assurances maritimes au XVIIIe siècle", "journal", 2017, ["Hélène Duchâtel-Mbaye", "Paul Viguier"]),
    ]


def test_a_note_in_sentence_case_under_an_entry_is_no_heading():
    publications, _ = parse_publications(
        "Ruiz, Ana. “Salt and Credit.” Speculum 94, no. 2 (2019): 401–437.\nUnder review\n"
        "Ruiz, Ana. “Pebbles and Trust.” Speculum 95, no. 1 (2020): 1–30."
    )
    assert [p.kind for p in publications] == ["journal", "journal"]


@pytest.mark.parametrize(
    ("authors_and_venue", "authors", "venue"),
    [
        ("Ruiz, A.; Li, B. J. Am. Chem. Soc. 2020, 142, 101–109.", ["A. Ruiz", "B. Li"], "J. Am. Chem. Soc. 2020"),
        ("Ruiz, A. M.; Smith, J. A. Chem. Sci. 2021, 12, 11–19.", ["A. M. Ruiz", "J. A. Smith"], "Chem. Sci. 2021"),
    ],
)
def test_acs_line_under_its_title_where_the_journal_starts_like_an_initial(authors_and_venue, authors, venue):
    paper = _one(f"1. Pebble Catalysts for Water Splitting\n{authors_and_venue}")
    assert (paper.title, _names(paper), paper.venue_text) == ("Pebble Catalysts for Water Splitting", authors, venue)


GERMAN_PROFESSOR_CV = """Prof. Dr. Tobias Rehmann-Okoro
Lehrstuhl für Physische Geographie, Universität Hallerbach
tobias.rehmann@uni-hallerbach.example.de
Akademischer Werdegang
seit 04/2020\tW3-Professor für Physische Geographie, Universität Hallerbach
Ausbildung
Habilitation in Physischer Geographie, Universität Lindtal\t2018
Promotion (Dr. rer. nat.), Universität Kornberg\t2008 – 2012
"""


def test_german_professor_grade_and_habilitation():
    profile = parse_text_document("cv.txt", GERMAN_PROFESSOR_CV).profile
    assert [(e.title, e.organization, e.start_year) for e in profile.experience] == [
        ("W3-Professor für Physische Geographie", "Universität Hallerbach", 2020)
    ]
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("Universität Lindtal", "other", 2018),  # the habilitation is no second doctorate
        ("Universität Kornberg", "phd", 2012),
    ]
    assert profile.role == "pi"


def test_harvard_reference_with_pp_pages_is_a_journal_article():
    paper = _one("Rehmann-Okoro, T. and Feld, A. (2022) 'Permafrost thaw and slope failure in the Alps', "
                 "Geomorphology, 401, pp. 108–121.")  # fmt: skip
    assert (paper.title, paper.kind, paper.year) == ("Permafrost thaw and slope failure in the Alps", "journal", 2022)


def test_apa_entries_wrapped_with_a_doi_line_under_a_legend():
    publications, warnings = parse_publications(
        "(* denotes student author)\n"
        "Okwuosa-Brennan, C., Delgado, M.*, & Fairweather, J. (2023). Word learning from overheard speech. "
        "Child Development, 94(2), 455–470.\n"
        "https://doi.org/10.1111/cdev.13800\n"
        "Delgado, M.*, & Okwuosa-Brennan, C. (2021). Infants track speaker reliability across\n"
        "languages. Developmental Science, 24(5), e13101."
    )
    assert not warnings
    assert [(p.title, p.year, p.kind) for p in publications] == [
        ("Word learning from overheard speech", 2023, "journal"),
        ("Infants track speaker reliability across languages", 2021, "journal"),
    ]
    assert publications[0].doi == "10.1111/cdev.13800"


def test_one_author_with_the_year_after_the_name_starts_an_entry():
    publications, _ = parse_publications(
        "Rehmann-Okoro, T., Lind, P. and Szabo, K. (2019) 'Rock glacier kinematics from InSAR', "
        "Earth Surface Processes and Landforms, 44(3), pp. 701–715.\n"
        "Rehmann-Okoro, T. (2017): Hangrutschungen im Hochgebirge. In: Weber, K. (Hrsg.): Geomorphologie der "
        "Alpen. Berlin: Springer, S. 45–67."
    )
    assert [p.year for p in publications] == [2019, 2017]


WRAPPED_DATE_COLUMN = """Chiamaka Okwuosa-Brennan
ACADEMIC APPOINTMENTS
Sep 2021 –\tAssociate Professor, Department of Psychological and Brain Sciences, Marlow
University\tpresent
Sep 2015 –\tAssistant Professor, Department of Psychology, Dunmore State
University\tAug 2021
"""


def test_table_rows_wrapped_in_both_columns():
    profile = parse_text_document("cv.txt", WRAPPED_DATE_COLUMN).profile
    assert [(e.organization, e.start_year, e.end_year) for e in profile.experience] == [
        ("Department of Psychological and Brain Sciences, Marlow University", 2021, None),
        ("Department of Psychology, Dunmore State University", 2015, 2021),
    ]


WORD_TABLE_CV = """# Ingrid Solheim-Nakamura

# Employment

2019–present

**Professor of Astrophysics**

Department of Physics, Nordvik Institute of Technology, Norway

2010–2013

**Carlsberg Postdoctoral Fellow**

Niels Holm Institute, Copenhagen

# Education

2001–2006

**Siv.ing. (MSc) in Applied Physics**

Nordvik Institute of Technology
"""


def test_word_table_cells_of_dates_titles_and_institutions():
    profile = parse_text_document("cv.md", WORD_TABLE_CV).profile
    assert [(e.title, e.organization, e.start_year) for e in profile.experience] == [
        ("Professor of Astrophysics", "Department of Physics, Nordvik Institute of Technology", 2019),
        ("Carlsberg Postdoctoral Fellow", "Niels Holm Institute, Copenhagen", 2010),  # a fellowship: no employer
    ]
    assert [(e.institution, e.degree, e.start_year) for e in profile.education] == [
        ("Nordvik Institute of Technology", "master", 2001)
    ]


def test_vancouver_book_chapter_of_a_single_author():
    paper = _one("Okafor CN. Heart failure with preserved ejection fraction. In: Lind PJ, editor. Textbook of "
                 "Cardiology. 3rd ed. London: Harrow; 2019. p. 123-45.")  # fmt: skip
    assert (paper.title, _names(paper), paper.kind, paper.year, paper.venue_text) == (
        "Heart failure with preserved ejection fraction",
        ["C. N. Okafor"],
        "chapter",
        2019,
        "Textbook of Cardiology 2019",
    )
