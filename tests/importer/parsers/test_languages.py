"""CVs and homepages in German, French, Spanish, Portuguese and Italian: headings, dates, degrees and
institutions read by general words and CLDR month names, never by lists of names (fictional fixtures)."""

from pathlib import Path

import pytest
from babel.core import Locale

from importer.parsers.dates import LANGUAGES, date_range, strip_dates
from importer.parsers.degrees import degree_level
from importer.parsers.documents import read_document
from importer.parsers.text import classify_heading, find_institution, split_sections

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "languages"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("Ausbildung", "education"),
        ("Akademische Ausbildung", "education"),
        ("Berufserfahrung", "experience"),
        ("Beruflicher Werdegang", "experience"),
        ("Publikationen", "publications"),
        ("Ausgewählte Veröffentlichungen", "publications"),
        ("Auszeichnungen und Preise", "awards"),
        ("Lehre", "teaching"),
        ("Formação acadêmica", "education"),
        ("Experiência profissional", "experience"),
        ("Publicações", "publications"),
        ("Prêmios e distinções", "awards"),
        ("Formación académica", "education"),
        ("Experiencia profesional", "experience"),
        ("Publicaciones", "publications"),
        ("Premios", "awards"),
        ("Docencia", "teaching"),
        ("Experiencia docente", "teaching"),
        ("Formation", "education"),
        ("Expérience professionnelle", "experience"),
        ("Distinctions", "awards"),
        ("Enseignement", "teaching"),
        ("Istruzione", "education"),
        ("Esperienza lavorativa", "experience"),
        ("Pubblicazioni", "publications"),
        ("Premi e riconoscimenti", "awards"),
        ("Forschungsinteressen", "interests"),
        ("Über mich", "bio"),
        ("À propos", "bio"),
        ("Drittmittel", "grants"),
        ("Mitgliedschaften", "service"),
        ("Betreuung von Abschlussarbeiten", "people"),
        ("Doktoranden", "people"),
        ("Áreas de atuação", "interests"),
        ("Atuação profissional", "experience"),
        ("Sprachkenntnisse", "skills"),
        ("Aktuelles", "news"),
        ("Brevets", "patents"),
        # Europass and LinkedIn headings in these languages
        ("SCHUL- UND BERUFSBILDUNG", "education"),
        ("ÉDUCATION ET FORMATION", "education"),
        ("Top Skills", "skills"),
        ("Zusammenfassung", "bio"),
        ("Aptitudes principales", "skills"),
        ("Coordonnées", "contact"),
        ("Ausbildung / Education", "education"),
        ("教育经历", "education"),
        # English stays English: a foreign word never outvotes the heading's own kind
        ("Teaching Experience", "teaching"),
        ("Research Experience", "experience"),
        # a journal's name alone on a line is not a heading
        ("Nature Communications", None),
        ("Lebenslauf", None),
    ],
)
def test_headings_in_the_cv_languages(heading, kind):
    assert classify_heading(heading) == kind


def test_lebenslauf_under_an_introduction_is_the_career_and_as_a_title_is_not_a_section():
    homepage = "# Jana Weißkopf\n\nIch forsche zu Gezeiten.\nMehr Text über mich.\nNoch eine Zeile.\n\n## Lebenslauf\n- 2020 – heute Postdoc, Universität Nordheide\n"
    assert [s.kind for s in split_sections(homepage)] == ["intro", "experience"]
    title_page = "# Lebenslauf\n\nJana Weißkopf\n\n## Ausbildung\n- 2019 Promotion, Universität Nordheide\n"
    assert [s.kind for s in split_sections(title_page)] == ["intro", "education"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("März 2019 – heute", (2019, None, True)),
        ("10/2019 – heute", (2019, None, True)),
        ("seit 2021", (2021, None, True)),
        ("seit 10/2021", (2021, None, True)),
        ("15. Juni 2019 – 30. Juni 2021", (2019, 2021, False)),
        ("2019 bis 2021", (2019, 2021, False)),
        ("septembre 2020 - aujourd'hui", (2020, None, True)),
        ("1er septembre 2020 – 31 août 2022", (2020, 2022, False)),
        ("novembre 2019 – en cours", (2019, None, True)),
        ("enero de 2018 a la actualidad", (2018, None, True)),
        ("desde 2020", (2020, None, True)),
        ("enero de 2018 – diciembre de 2019", (2018, 2019, False)),
        ("jan. 2017 – atual", (2017, None, True)),
        ("março de 2021 – presente", (2021, None, True)),
        ("ottobre 2019 - oggi", (2019, None, True)),
        ("dal 2019", (2019, None, True)),
        ("gen 2021 – ott 2021", (2021, 2021, False)),
        ("Sept. 2022 - Aug. 2023", (2022, 2023, False)),
        ("a partir de 2020", (2020, None, True)),
        ("septembre 2019 – à présent", (2019, None, True)),
        ("2018 – em curso", (2018, None, True)),
        ("marzo 2020 – en curso", (2020, None, True)),
        ("2019 – ad oggi", (2019, None, True)),
        ("enero 2019 – actualmente", (2019, None, True)),
    ],
)
def test_dates_in_the_cv_languages(text, expected):
    assert date_range(text) == expected
    assert strip_dates(f"Postdoc, Nordheide {text}") == "Postdoc, Nordheide"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_cldr_month_name_of_a_cv_language_dates_a_range(language):
    months = Locale.parse(language).months
    for width in ("wide", "abbreviated"):
        for name in months["format"][width].values():
            assert date_range(f"{name} 2019 – {name.capitalize()} 2020") == (2019, 2020, False), (language, name)


def test_a_word_that_begins_like_a_month_is_not_a_date():
    assert strip_dates("Marketing Lead 2019 – 2020") == "Marketing Lead"
    assert strip_dates("General Chair 2019") == "General Chair"
    assert strip_dates("Outreach Fellow 2021") == "Outreach Fellow"


@pytest.mark.parametrize(
    "text, level",
    [
        ("Promotion (Dr. rer. nat.) in Ozeanographie", "phd"),
        ("Doctorat en informatique", "phd"),
        ("Doctorado en Física", "phd"),
        ("Doutorado em Ecologia", "phd"),
        ("Dottorato di ricerca in Chimica", "phd"),
        ("Diplom-Physiker", "master"),
        ("Mestrado em Biologia", "master"),
        ("Máster en Biotecnología", "master"),
        ("Laurea magistrale in Chimica", "master"),
        ("Licence Mathématiques", "bachelor"),
        ("Licenciatura en Física", "bachelor"),
        ("Laurea triennale in Fisica", "bachelor"),
        ("Diploma in Computer Science", "other"),
    ],
)
def test_degrees_by_their_names_in_the_cv_languages(text, level):
    assert degree_level(text) == level


@pytest.mark.parametrize(
    "text, institution",
    [
        # initials and a town, as an item of a list: any, not a list of known names
        ("Postdoctoral Researcher, QRU Lindenau", "QRU Lindenau"),
        ("Senior Researcher, Institute for Applied Tides, KVT Eastmoor", "KVT Eastmoor"),
        ("Research Fellow, Eastmoor Children's Hospital, Lindenau", "Eastmoor Children's Hospital"),
        (
            "Wissenschaftliche Mitarbeiterin am Institut für Küstenhydrologie, Universität Nordheide",
            "Universität Nordheide",
        ),
        ("Investigador, Departamento de Física, Universidad de Montecalvo", "Universidad de Montecalvo"),
        ("Dottoranda presso l'Università di Collealto", "Università di Collealto"),
    ],
)
def test_institutions_are_found_by_general_words(text, institution):
    assert find_institution(text, prefer_university=True) == institution


def test_initials_inside_a_sentence_are_not_an_institution():
    assert find_institution("I work on ML Systems and AI Safety.") == ""


@pytest.mark.parametrize(
    "name, role, affiliation, education, experience",
    [
        (
            "lebenslauf_de.md",
            "researcher",
            "Universität Nordheide",
            [("Universität Nordheide", "phd", 2018, 2021), ("Technische Universität Lindenau", "master", 2015, 2017)],
            [
                ("Universität Nordheide", "Wissenschaftliche Mitarbeiterin", 2021, None),
                ("Fjordhaven Institut für Meeresforschung", "Doktorandin", 2018, 2021),
            ],
        ),
        (
            "curriculo_pt.md",
            "phd",
            "Universidade Federal de Serra Alta",
            [
                ("Universidade Federal de Serra Alta", "phd", 2021, None),
                ("Universidade Estadual do Vale Claro", "master", 2018, 2020),
            ],
            [("Instituto de Pesquisas do Cerrado", "Bolsista de iniciação científica", 2016, 2017)],
        ),
        (
            "cv_es.txt",
            "postdoc",
            "Universidad de Montecalvo",
            [("Universidad de Montecalvo", "phd", 2015, 2019), ("Universidad de Riosol", "bachelor", 2010, 2015)],
            [("Instituto de Óptica Aplicada", "Investigadora postdoctoral", 2020, None)],
        ),
        (
            "cv_fr.txt",
            "phd",
            "Université de Val-Sarrant",
            [
                ("Université de Val-Sarrant", "master", 2019, 2021),
                ("Université de Bois-Clair", "bachelor", 2016, 2019),
            ],
            [
                ("Laboratoire d'informatique de Val-Sarrant", "Doctorant", 2021, None),
                ("Institut des Systèmes Répartis", "Stagiaire de recherche", 2021, 2021),
            ],
        ),
        (
            "cv_it.md",
            "phd",
            "Università di Collealto",
            [("Università di Collealto", "phd", 2021, None), ("Università di Pianoverde", "master", 2019, 2021)],
            [("Istituto di Chimica dei Materiali", "Assegnista di ricerca", 2021, 2021)],
        ),
    ],
)
def test_cvs_in_the_cv_languages(name, role, affiliation, education, experience):
    profile = read(name).profile
    assert (profile.role, profile.affiliation) == (role, affiliation)
    dated = [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education if e.start_year]
    assert dated == education
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == experience
    assert profile.awards, "the awards section in its own language"


def test_a_german_semester_is_a_teaching_term():
    teaching = read("lebenslauf_de.md").profile.teaching
    assert [(t.course, t.terms) for t in teaching] == [("Einführung in die Ozeanographie", ["Wintersemester 2022/23"])]


@pytest.mark.parametrize(
    "name, position, role, affiliation, experience, degrees",
    [
        (
            "trayectoria_es.md",  # "**2020–actualidad.** Title, Organisation", "Dra." before the name
            "Profesora Titular",  # the rank is part of the title held, as "Associate Professor" is
            "pi",
            "Universidad de Valdemora",
            [
                ("Universidad de Valdemora", "Profesora Titular", 2020, None),
                ("Instituto de Química Avanzada (IQA), Valdemora", "Investigadora Ramón y Cajal", 2016, 2020),
                ("Universidad de Lindenau (Alemania)", "Investigadora postdoctoral", 2013, 2016),
            ],
            [("Universidad de Valdemora", "phd", 2013), ("Universidad de Riosol", "bachelor", 2008)],
        ),
        (
            "atuacao_pt.md",  # a rank after the noun: "Professor Adjunto"
            "Professor Adjunto",
            "pi",
            "Universidade Federal de Serra Alta",
            [
                ("Universidade Federal de Serra Alta", "Professor Adjunto", 2016, None),
                ("Instituto de Física Teórica do Vale", "Pós-doutorado", 2014, 2016),
            ],
            [
                ("Universidade Estadual do Vale Claro", "phd", 2014),
                ("Universidade Estadual do Vale Claro", "master", 2010),
                ("Universidade Federal de Serra Alta", "bachelor", 2008),
            ],
        ),
        (
            "parcours_fr.md",  # "Depuis septembre 2019 : Title, Organisation"
            "Maîtresse de conférences",
            "faculty",  # a lecturer's rank
            "Université de Bois-Sarrant",
            [
                ("Université de Bois-Sarrant", "Maîtresse de conférences", 2019, None),
                ("Institut de Biologie Marine, Port-Vallon", "Chercheuse postdoctorale", 2017, 2019),
                ("Université de Port-Vallon", "Doctorante", 2013, 2017),
            ],
            [("Université de Port-Vallon", "phd", 2017), ("Université de Port-Vallon", "master", 2013)],
        ),
        (
            "werdegang_de.txt",  # columns: "seit 04/2022<TAB>Title, Unit, University"
            "Arbeitsgruppenleiterin",
            "pi",
            "Universität Rheinfeld",  # not its Lehrstuhl
            [
                ("Lehrstuhl für Zellbiologie, Universität Rheinfeld", "Arbeitsgruppenleiterin", 2022, None),
                ("Max-Weber-Institut für Molekulare Medizin, Talheim", "Postdoktorandin", 2018, 2022),
                ("Universitätsklinikum Talheim", "Doktorandin", 2015, 2018),
            ],
            [
                ("Universität Talheim", "phd", 2018),
                ("Universität Rheinfeld", "master", 2014),
                ("Universität Rheinfeld", "bachelor", 2012),
            ],
        ),
    ],
)
def test_careers_as_written_in_the_cv_languages(name, position, role, affiliation, experience, degrees):
    profile = read(name).profile
    assert (profile.position, profile.role) == (position, role)
    assert profile.affiliation == affiliation
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == experience
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == degrees
