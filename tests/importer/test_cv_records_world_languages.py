"""Education and posts in the CVs of researchers outside computing, in the languages they write them in.

tests/importer/fixtures/cv_records_world holds fictional documents in real layouts: a German physicist's
moderncv "Lebenslauf" (a "Promotion" whose field lists three subjects, a "Diplom-Physiker (Note 1,3)", a
country in brackets after the university, posts at "50%" and "Teilzeit"); a Spanish biologist's moderncv
("Doctorado ... (Sobresaliente cum laude)", a town and country as the place, a "Licenciatura" whose field is
a list, a "Diplomatura"); an academicpages cv.md in English of a chemist trained in Germany ("Diploma in
Physics" beside a "Dr. rer. nat.", "(with distinction)", "(Germany)", awards whose organisation ends in its
country); a degree list whose university and year sit in brackets ("Ph.D. in X (QRU, 2020)"); a Portuguese "Doutoramento"; an Italian
"Laurea magistrale (110/110 e lode)"; a French page whose degrees sit under "Studies", each school with its town
and country in brackets; a Hugo Blox author page whose courses hold the same brackets.
"""

from pathlib import Path

from importer.exchange import export_site
from importer.parsers.degree_notes import split_note, without_bracketed_place
from importer.parsers.degrees import degree_level, diploma_level
from importer.parsers.text.fields import find_degree
from importer.services import import_documents

WORLD = Path(__file__).parent / "fixtures" / "cv_records_world"


def _person(path):
    report = import_documents([WORLD / path])
    assert not report.failed, report.summary()
    people = export_site()["people"]
    assert len(people) == 1, [p["name"] for p in people]
    return people[0]


def _education(person):
    return [(e["degree"], e["degree_title"], e["field"], e["institution"], e["end_year"]) for e in person["education"]]


def test_a_german_physicists_grade_and_country_stay_out_of_the_degree_and_the_university(db):
    person = _person("lebenslauf_physik_de.tex")
    assert _education(person) == [
        (
            "phd",
            "Dr. rer. nat. in Physik, Chemie und Materialwissenschaften",
            "Physik, Chemie und Materialwissenschaften",
            "Technische Universität Nordheim",
            2016,
        ),
        ("master", "Diplom-Physiker", "", "Universität Kalberg", 2012),
        ("other", "Auslandsstudium", "", "Brackwater University", 2010),
    ]
    diplom = person["education"][1]
    assert "Note 1,3" in diplom["details"]
    assert "magna cum laude" in person["education"][0]["details"]
    # a post's share of a full post, or its part time, is a detail of the post, not its title
    assert [(x["title"], x["details"]) for x in person["experience"]] == [
        ("Wissenschaftlicher Mitarbeiter", "50%"),
        ("Doktorand", "Teilzeit"),
    ]


def test_a_spanish_biologists_degrees_keep_their_fields_and_drop_their_grades(db):
    person = _person("cv_biologia_es.tex")
    assert _education(person) == [
        ("phd", "Doctorado en Biología Molecular", "Biología Molecular", "Universidad de Montesol", 2016),
        ("master", "Máster Universitario en Genética", "Genética", "Universidad de Montesol", 2011),
        (
            "bachelor",
            "Licenciatura en Biología, Ecología y Evolución",
            "Biología, Ecología y Evolución",
            "Universidad de Pampa Alta",
            2010,
        ),
        # the three-year "diplomatura" is a first degree, not a German "Diplom"
        ("bachelor", "Diplomatura en Enfermería", "Enfermería", "Universidad de Pampa Alta", 2005),
    ]
    assert person["education"][0]["details"].startswith("Sobresaliente cum laude")
    assert person["advisors"] == ["Elvira Sanz Robles"]
    assert [(x["title"], x["organization"]) for x in person["experience"]] == [
        ("Investigadora postdoctoral", "Instituto de Biomedicina de Valdeluz (IBV)"),  # an acronym stays
        ("Becaria predoctoral", "Universidad de Montesol"),
    ]


def test_an_english_cv_of_a_chemist_trained_in_germany(db):
    person = _person("cv.md")
    assert _education(person) == [
        (
            "phd",
            "PhD in Physics, Chemistry and Materials",
            "Physics, Chemistry and Materials",
            "University of Hollenbeck",
            2019,
        ),
        ("master", "MSc in Chemistry", "Chemistry", "Brackwater University", 2015),
        # a diploma beside a German doctorate is the German five-year diploma
        ("master", "Diploma in Physics", "Physics", "Eastmarsh University", 2011),
        ("phd", "Dr. rer. nat", "", "Kestrelburg University", 2014),
    ]
    assert person["education"][1]["details"] == "with distinction"
    assert person["education"][3]["details"] == "summa cum laude"
    assert [(x["title"], x["organization"], x["details"]) for x in person["experience"]] == [
        ("Postdoctoral Researcher", "Lakeview Institute of Marine Chemistry", ""),
        ("Research Assistant", "University of Hollenbeck", "part-time"),
    ]
    # the country after an award's organisation is where it is
    assert [(a["organization"], a["year"]) for a in person["awards"]] == [
        ("University of Hollenbeck", 2019),
        ("Kestrel Foundation", 2018),
    ]


def test_portuguese_and_italian_degrees_by_their_own_names(db):
    person = _person("curriculo_quimica_pt.md")
    assert _education(person) == [
        ("phd", "Doutoramento em Química", "Química", "Universidade de Vila Serena", 2018),
        ("master", "Mestrado em Química Orgânica", "Química Orgânica", "Universidade de Vila Serena", 2013),
        ("bachelor", "Licenciatura em Química", "Química", "Universidade do Alto Tâmega", 2011),
    ]
    assert person["education"][0]["details"] == "Aprovado com Distinção"
    assert person["education"][1]["details"] == "18 valores"
    assert [x["organization"] for x in person["experience"]] == ["Instituto de Tecnologia Química de Vila Serena"]


def test_an_italian_laurea_with_its_mark_in_brackets(db):
    person = _person("cv_fisica_it.md")
    assert _education(person) == [
        ("phd", "Dottorato di ricerca in Fisica", "Fisica", "Università di Valmora", 2019),
        ("master", "Laurea magistrale in Fisica", "Fisica", "Università di Valmora", 2015),
        ("bachelor", "Laurea triennale in Fisica", "Fisica", "Università degli Studi di Castelrupe", 2013),
    ]
    assert person["education"][1]["details"] == "110/110 e lode"


def test_degrees_under_studies_each_school_with_its_town_and_country(db):
    person = _person("formation_fr.md")
    assert [(e["degree"], e["institution"], e["start_year"], e["end_year"]) for e in person["education"]] == [
        ("other", "École Normale de Brévent", 2014, 2017),
        ("master", "Polytechnic Institute of Lakeshore", 2017, 2019),
        ("phd", "Université de Corlay", 2019, 2023),
    ]
    # "(CDD, temps partiel)": the bracket's comma does not cut the title
    assert [(x["title"], x["organization"]) for x in person["experience"]] == [
        ("Chargée de recherche", "Institut des Sciences du Vivant de Corlay")
    ]


def test_a_hugo_author_pages_courses_read_alike(db):
    person = _person("hugo/content/authors/ilse/_index.md")
    assert [(e["degree"], e["degree_title"], e["institution"], e["details"]) for e in person["education"]] == [
        ("phd", "PhD in Biochemistry", "Universität Kalberg", "magna cum laude"),
        ("master", "Diploma in Biology", "Universität Lindau", ""),
        ("master", "MSc in Plant Sciences, Ecology and Evolution", "Brackwater University", ""),
    ]


def test_the_notes_and_places_of_a_row_by_themselves():
    assert split_note("MSc in Chemistry (with distinction)") == ("MSc in Chemistry", "with distinction")
    assert split_note("Diplom (Note 1,3)") == ("Diplom", "Note 1,3")
    assert split_note("BSc (Honours) in Marine Biology") == ("BSc (Honours) in Marine Biology", "")
    assert split_note("PhD in Geology, summa cum laude") == ("PhD in Geology", "summa cum laude")
    assert split_note("Postdoctoral Fellow (Marie Curie)") == ("Postdoctoral Fellow (Marie Curie)", "")
    assert split_note("Lecturer (0.5 FTE)", post=True) == ("Lecturer", "0.5 FTE")
    assert without_bracketed_place("Universidad de Montesol (Valdeluz, España)") == "Universidad de Montesol"
    assert without_bracketed_place("Università di Valmora, Italia") == "Università di Valmora"
    assert without_bracketed_place("Instituto de Biomedicina (IBV)") == "Instituto de Biomedicina (IBV)"


def test_degree_levels_and_titles_in_more_languages():
    assert degree_level("Doutoramento em Biologia") == "phd"
    assert degree_level("Docteur en Chimie") == "phd"
    assert degree_level("Maîtrise de Physique") == "master"
    assert degree_level("DEA Océanographie") == "master"
    assert degree_level("Magíster en Ciencias") == "master"
    assert degree_level("Diplomatura en Óptica") == "bachelor"
    assert degree_level("Diploma in Physics") == "other"  # alone, nothing tells which diploma
    assert diploma_level("Diploma in Physics", "Universität Lindau") == "master"
    assert diploma_level("Diploma in Physics", "Eastmarsh University", 2001, 2006) == "master"  # five years
    assert diploma_level("Diploma in Physics", "Eastmarsh University", 2005, 2006) is None
    assert diploma_level("High School Diploma in Physics", "Germany") is None
    assert diploma_level("Diploma in Education", "Universität Lindau") is None
    # the field goes on after a comma when it lists subjects, not when a place follows
    assert find_degree("PhD in Physics, Chemistry and Materials, University of X")[1] == (
        "PhD in Physics, Chemistry and Materials"
    )
    assert find_degree("MSc in Physics, Lindau, Germany")[1] == "MSc in Physics"
    assert find_degree("PhD in Economics, Lakeview and QRU")[1] == "PhD in Economics"


def test_degrees_with_their_university_and_year_in_brackets(db):
    person = _person("cv_biomedicina.md")
    assert _education(person) == [
        ("phd", "Ph.D. in Biomedicine", "Biomedicine", "UVL", 2020),
        ("master", "M.S. in Biomedical Engineering", "Biomedical Engineering", "Lakeview University", 2015),
        ("bachelor", "B.Sc. in Biotechnology", "Biotechnology", "UVL", 2013),
    ]
