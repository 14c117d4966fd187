"""CV layouts found on real researchers' pages outside computing, with fictional people in them.

tests/importer/fixtures/cvs_real_layouts holds: a physicist's Jekyll homepage that writes its career in its own
front matter and prints it with Liquid ("{{ page.education | markdownify }}"), each row led by an emoji, its place
indented with "&nbsp;" runs under a title ended by "<br/>", posts and degrees under one "Experience and
Education" heading, the first degree an Italian "Laurea in Fisica"; an Italian statistician's pandoc CV
(definition lists under "Ruoli", "Titoli di studio", "Insegnamenti") whose thesis notes stand unindented
under each degree; a French mathematician's Hugo page whose "Parcours" is an HTML definition list (dates in
French abbreviations above each row, a footnote under a post, a doctorate's defence date and advisor under it)
over a list of degrees each "à" its place ("DEA de X à Corlay 3 (2015)"); a French astronomer's academicpages
cv.md whose posts are "Title à/au Organisation (dates)" bullets, some dated by two months of one year; an
ecologist's vitae R Markdown CV whose universities carry a town with a particle ("Vila de Serrano State University")
or the town after the name ("Johann-Albrecht University Lindenfeld").
"""

from pathlib import Path

from importer.exchange import export_site
from importer.parsers.degrees import degree_level
from importer.services import import_documents

FIXTURES = Path(__file__).parent / "fixtures" / "cvs_real_layouts"


def _person(path):
    report = import_documents([FIXTURES / path])
    assert not report.failed, report.summary()
    people = export_site()["people"]
    assert len(people) == 1, [p["name"] for p in people]
    return people[0]


def _education(person):
    return [(e["degree"], e["degree_title"], e["institution"], e["end_year"]) for e in person["education"]]


def test_a_career_printed_from_the_front_matter_gives_its_posts_and_degrees(db):
    person = _person("profilo_fisica_frontmatter.md")
    assert person["name"] == "Ilaria Brennacci"
    assert _education(person) == [
        ("phd", "Ph.D. in Experimental Physics", "Thornbury Institute of Technology", 2008),
        ("bachelor", "Laurea in Fisica", "Università degli Studi di Valdorme", 2003),
    ]
    assert [(x["title"], x["organization"], x["start_year"], x["end_year"]) for x in person["experience"]] == [
        ("Senior Staff Physicist", "Velmont Accelerator Centre", 2014, None),
        ("Postdoctoral Research Associate", "University of Carrow Falls", 2008, 2014),
    ]


def test_an_italian_pandoc_cv_keeps_each_thesis_note_with_its_degree_and_its_courses_out_of_the_degrees(db):
    person = _person("curriculum_statistica_it.md")
    assert _education(person) == [
        ("phd", "Dottorato di Ricerca in Statistica Applicata", "Università degli Studi di Montalba", 2008),
        ("bachelor", "Laurea in Scienze Statistiche", "Università degli Studi di Montalba", 2003),
    ]
    phd, laurea = person["education"]
    assert "Modelli gerarchici" in phd["details"] and "Stimatori robusti" not in phd["details"]
    assert laurea["details"] == "Tesi: Stimatori robusti per piccole aree."
    # "Ruoli" lists the posts; the degree programmes under "Insegnamenti" are where the courses were taught
    assert [(x["title"], x["start_year"], x["end_year"]) for x in person["experience"]] == [
        ("Professoressa Associata", 2016, None),
        ("Ricercatrice", 2009, 2016),
    ]


def test_the_italian_degrees_take_the_levels_the_law_gives_them():
    assert degree_level("Laurea in Fisica") == "bachelor"
    assert degree_level("Laurea magistrale in Fisica") == "master"
    assert degree_level("Laurea specialistica in Chimica") == "master"
    assert degree_level("Laurea (vecchio ordinamento) in Biologia") == "master"
    assert degree_level("Laurea quinquennale in Ingegneria") == "master"
    # a degree programme named in running text is no degree held
    assert degree_level("Corso di laurea in Fisica", whole_value=False) == "other"


def test_a_french_career_in_a_definition_list_keeps_each_post_its_note_and_the_doctorate_its_years(db):
    person = _person("parcours_fr.md")
    assert _education(person) == [
        ("phd", "Doctorat en Physique", "Université de Valmorin", 2020),
        ("master", "Maitrise de physique", "Université de Corlay", 2013),
        ("master", "DEA de Physique théorique", "Corlay 3", 2015),
        ("other", "Habilitation à diriger des recherches", "Université de Brissac", 2024),
    ]
    phd = person["education"][0]
    assert phd["start_year"] == 2016 and "Thèse soutenue le 14 décembre 2019" in phd["details"]
    posts = [(x["title"], x["organization"], x["start_year"], x["end_year"]) for x in person["experience"]]
    assert posts == [
        (
            "Maître de conférences",
            "Université de Brissac / Institut de Physique Théorique de Brissac-Les-Ormes (IPTB)",
            2021,
            None,
        ),
        ("Chercheur postdoctorant", "Institut Lavandier", 2020, 2021),
    ]
    assert "Précédemment" in person["experience"][0]["details"]


def test_french_posts_at_their_organisation_with_month_spans_are_one_post_each(db):
    person = _person("cv_astro_fr.md")
    assert _education(person) == [
        ("master", "Maitrise de physique fondamentale", "Université de Corlay", 1996),
        ("master", "DEA d'Astrophysique", "Corlay 3", 1998),
        ("phd", "Doctorat en Physique", "Université de Brissac", 2001),
    ]
    assert [(x["title"], x["organization"], x["start_year"], x["end_year"]) for x in person["experience"]] == [
        ("Stagiaire de recherche", "Centre Atmosphérique Lévrier", 1997, 1997),
        ("Stagiaire de recherche", "LPGA Fontbrune", 1998, 1998),
        ("Maitre de conférences classe normale", "Université de Brissac et Observatoire de Brissac", 2001, 2015),
        ("Maitre de conférences hors classe", "Université de Brissac et Observatoire de Brissac", 2015, None),
    ]


def test_two_months_of_one_year_are_a_range_in_that_year():
    from importer.parsers.dates import date_range, strip_dates

    assert date_range("Research intern, June–August 2019") == (2019, 2019, False)
    assert date_range("Stagiaire (avril-juillet 1998)") == (1998, 1998, False)
    assert strip_dates("Stagiaire au LPGA (avril-juillet 1998)") == "Stagiaire au LPGA"


def test_a_universitys_town_stays_in_its_name_before_or_after_the_noun(db):
    person = _person("vitae_ecologia.Rmd")
    assert [(e["degree"], e["institution"], e["start_year"], e["end_year"]) for e in person["education"]] == [
        ("bachelor", "Federal University of Monte Claro", 2009, 2014),
        ("master", "Vila de Serrano State University", 2015, 2017),
        ("phd", "Johann-Albrecht University Lindenfeld", 2018, 2022),
    ]
