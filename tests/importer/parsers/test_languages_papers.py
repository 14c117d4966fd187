"""Publication lists and headers of CVs written in German, French, Spanish, Portuguese, Italian and
Chinese: "und"/"et"/"y"/"e" before the last author, status words in the language ("im Erscheinen",
"（已接收）"), ranks after "Profesor", the CV's own title before the name (fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.degrees import degree_level
from importer.parsers.documents import read_document
from importer.parsers.names import split_authors
from importer.parsers.roles import find_title
from importer.parsers.statuses import PUBLISHED, SUBMITTED, status_in
from importer.parsers.text.intro import _name_candidate, is_header_line

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "languages_papers"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


@pytest.mark.parametrize(
    "printed, names",
    [
        ("J. Roth und M. Falk", ["J. Roth", "M. Falk"]),
        ("C. Lenz, A. Bastide et L. Marin", ["C. Lenz", "A. Bastide", "L. Marin"]),
        ("A. Ruiz y B. Li", ["A. Ruiz", "B. Li"]),
        ("Ana Ruiz e Bruno Lima", ["Ana Ruiz", "Bruno Lima"]),
        ("Jan de Vries en Piet Bakker", ["Jan de Vries", "Piet Bakker"]),
        # the word inside a compound surname is no "and": the part after it is not a whole name
        ("José Ortega y Gasset", ["José Ortega y Gasset"]),
        ("Ana Santos e Silva, B. Li", ["Ana Santos e Silva", "B. Li"]),
        # only the first author inverted
        ("Roth, Anja und Lukas Brenneisen", ["Roth, Anja", "Lukas Brenneisen"]),
        ("Roth, Anja, Lukas Brenneisen and Kai Ober", ["Roth, Anja", "Lukas Brenneisen", "Kai Ober"]),
    ],
)
def test_the_last_author_after_and_in_other_languages(printed, names):
    assert split_authors(printed) == names


@pytest.mark.parametrize(
    "citation, authors, venue, status",
    [
        (
            "J. Wendeberg, K. Ostermann und P. Lahr. Spinwellen in frustrierten Gittern. Physical Review B 98, 1 (2018).",
            ["J. Wendeberg", "K. Ostermann", "P. Lahr"],
            "Physical Review B 98, 1 (2018)",
            PUBLISHED,
        ),
        (
            "Ruoxi Lin, Wei Chen. Scalable Graph Transformers. NeurIPS 2024（已接收）.",
            ["Ruoxi Lin", "Wei Chen"],
            "NeurIPS 2024",
            PUBLISHED,
        ),
        (
            "M. Zhou. Fractional excitations in frustrated magnets. Reviews of Modern Physics (在审).",
            ["M. Zhou"],
            "Reviews of Modern Physics",
            SUBMITTED,
        ),
        (
            "M. Zhou. Fractional excitations in frustrated magnets. Reviews of Modern Physics (submitted).",
            ["M. Zhou"],
            "Reviews of Modern Physics",
            SUBMITTED,
        ),
    ],
)
def test_citations_with_the_words_of_their_language(citation, authors, venue, status):
    paper = parse_citation(citation)
    assert ([a.name for a in paper.authors], paper.venue_text, paper.status) == (authors, venue, status)


@pytest.mark.parametrize(
    "text, status",
    [
        ("European Sociological Review, im Erscheinen", PUBLISHED),
        ("erscheint in: Soziale Welt", PUBLISHED),
        ("Rendiconti Lincei, in corso di pubblicazione", PUBLISHED),
        ("Revista de Biología (aceptada)", PUBLISHED),
        ("Química Nova (em avaliação)", SUBMITTED),
        ("Revista de Biología (en evaluación)", SUBMITTED),
        ("Nuovo Cimento (in valutazione)", SUBMITTED),
        ("计算机学报【已录用】", PUBLISHED),
        ("Was erscheint uns wahr?", None),
    ],
)
def test_status_words_of_the_cv_languages(text, status):
    assert status_in(text) == status


@pytest.mark.parametrize(
    "text, title",
    [
        ("**Profesor Titular**, Departamento de Ecología", "Profesor Titular"),
        ("Professora Adjunta — Departamento de Química", "Professora Adjunta"),
        ("Professore associato di Fisica", "Professore associato"),
        ("Associate Professor of Biology", "Associate Professor"),
    ],
)
def test_a_rank_after_the_professor_is_part_of_the_title(text, title):
    assert find_title(text).text == title


def test_graduacao_is_a_first_degree():
    assert degree_level("Graduação em Química") == "bachelor"


def test_german_cv_with_und_between_authors():
    document = read("lebenslauf_und_de.txt")
    assert [[a.name for a in p.authors] for p in document.publications] == [
        ["J. Wendeberg", "K. Ostermann", "P. Lahr"],
        ["J. Wendeberg", "M. Falk"],
        ["M. Falk", "J. Wendeberg"],
    ]
    assert [p.year for p in document.publications] == [2018, 2020, None]
    assert document.profile.name == "Johanna Wendeberg"


def test_german_homepage_with_the_first_author_inverted():
    papers = read("werdegang_soziologie_de.md").publications
    assert [[a.name for a in p.authors] for p in papers] == [
        ["Lukas Brenneisen"],
        ["Lukas Brenneisen", "Anja Roth"],
        ["Anja Roth", "Lukas Brenneisen"],
    ]
    assert [p.status for p in papers] == [PUBLISHED] * 3


def test_spanish_cv_titled_before_the_name():
    profile = read("curriculum_es.md").profile
    assert (profile.name, profile.position, profile.role) == ("Martín Arguedas Solís", "Profesor Titular", "pi")


def test_chinese_cv_with_a_bracketed_status():
    document = read("jianli_zh.md")
    last = document.publications[-1]
    assert (last.title, last.venue_text, last.year, last.status) == (
        "Scalable Graph Transformers",
        "NeurIPS 2024",
        2024,
        PUBLISHED,
    )
    assert [p.title for p in document.publications][2] == "图神经网络综述"


def test_teaching_since_a_year_keeps_no_since_word():
    teaching = read("curriculum_es.md").profile.teaching
    assert [(t.course, t.terms) for t in teaching] == [("Ecología General (Grado en Biología)", ["2012"])]


def test_chinese_plain_text_cv_headings_without_markup():
    document = read("jianli_zh.txt")
    profile = document.profile
    assert [(e.institution, e.degree) for e in profile.education] == [("南岭大学", "phd"), ("北川大学", "bachelor")]
    assert [a.title for a in profile.awards] == ["南岭大学青年教师奖"]
    # GB/T 7714: the "[J]" after the title is the document type, not part of the title
    assert [p.title for p in document.publications] == [
        "金属有机框架材料的合成与应用",
        "Porous frameworks for carbon capture",
        "多孔材料中的气体吸附",
    ]
    assert [a.name for a in document.publications[1].authors] == ["S. Wang", "L. Chen", "M. Zhao"]


def test_gbt_initials_without_periods_need_the_document_type():
    with_type = parse_citation(
        "Wang S, Chen LY. Porous frameworks for carbon capture[J]. Energy Chemistry, 2021, 5(2): 1-9."
    )
    assert [a.name for a in with_type.authors] == ["S. Wang", "L. Y. Chen"]
    assert (with_type.title, with_type.year) == ("Porous frameworks for carbon capture", 2021)


def test_personal_particulars_heading_over_the_name():
    profile = read("persoenliche_daten_de.md").profile
    assert (profile.name, profile.email, profile.role) == (
        "Friederike Auenhain",
        "friederike.auenhain@uni-steinach.de",
        "postdoc",
    )


def test_a_status_word_leaves_no_stray_punctuation_in_the_venue():
    paper = parse_citation(
        "Roth, Anja und Lukas Brenneisen (2025): Migration und Bildung. European Sociological Review, im Erscheinen."
    )
    assert (paper.venue_text, paper.year, paper.status) == ("European Sociological Review 2025", 2025, PUBLISHED)


def test_chinese_plain_text_cv_header_and_aligned_columns():
    profile = read("jianli_zh.txt").profile
    assert (profile.name, profile.alt_names, profile.email, profile.position, profile.bio) == (
        "Siyuan Wang",
        ["王思远"],
        "wangsy@nanling.edu.cn",
        "副研究员",
        "",
    )
    # two spaces align the columns of "2019年1月 - 至今  南岭大学 化学与分子工程学院  副研究员"
    assert [(e.organization, e.title, e.start_year) for e in profile.experience] == [
        ("南岭大学 化学与分子工程学院", "副研究员", 2019),
        ("新加坡国立大学", "博士后", 2015),
    ]


def test_a_fellowship_after_the_title_leaves_the_institution_below():
    profile = read("curriculum_cajal_es.txt").profile
    assert (profile.position, profile.affiliation) == ("Investigadora", "Instituto de Ciencias del Mar de Poniente")
    papers = read("curriculum_cajal_es.txt").publications
    assert [[a.name for a in p.authors] for p in papers] == [
        ["L. Benavente Ochoa", "J. Marín", "P. Quiroga"],
        ["J. Marín", "L. Benavente Ochoa"],
        ["L. Benavente Ochoa"],
    ]
    assert [p.status for p in papers] == [PUBLISHED, PUBLISHED, SUBMITTED]


def test_portuguese_homepage_with_month_names_and_abnt_papers():
    document = read("pagina_pt.md")
    profile = document.profile
    assert (profile.name, profile.role, profile.advisors) == ("Rafael Nogueira Teles", "phd", ["Lúcia Brandão"])
    assert [(e.degree, e.start_year, e.end_year) for e in profile.education if e.degree != "phd"] == [
        ("master", 2019, 2021),
        ("bachelor", 2014, 2018),
    ]
    assert [(p.year, p.status) for p in document.publications] == [
        (2022, PUBLISHED),
        (2023, PUBLISHED),
        (None, SUBMITTED),
    ]


@pytest.mark.parametrize(
    "line", ["郑雨桐 ZHENG Yutong", "Yutong Zheng 郑雨桐", "郑雨桐 (Yutong Zheng)", "ZHENG Yutong (郑雨桐)"]
)
def test_a_name_in_han_and_latin_letters_side_by_side(line):
    assert _name_candidate(line) == ("Yutong Zheng", ["郑雨桐"])


def test_chinese_homepage_heading_name_and_service_with_full_width_colon():
    profile = read("zhuye_zh.md").profile
    assert (profile.name, profile.alt_names, profile.position) == ("Yutong Zheng", ["郑雨桐"], "助理教授")
    assert [(s.role, s.venue) for s in profile.service] == [("审稿人", "IEEE TWC"), ("审稿人", "IEEE JSAC")]


def test_german_engineering_cv_titles_quotes_and_terms():
    document = read("lebenslauf_ingenieur_de.txt")
    profile = document.profile
    assert (profile.name, profile.position, profile.role, profile.affiliation) == (
        "Tobias Lindqvist-Harms",  # "Prof. Dr.-Ing." before the name
        "Universitätsprofessor (W2)",
        "pi",
        "Technische Hochschule Auenfeld",
    )
    assert [(t.course, t.terms) for t in profile.teaching] == [
        ("Regelungstechnik I (Vorlesung)", ["WS 2021/22"]),
        ("Optimale Steuerung (Seminar)", ["SS 2022"]),
    ]
    # „Titel“ in German quotation marks; "Bd. 69, Nr. 4, S. 300–312" is no part of the journal's name
    assert [(p.title, p.venue_text, p.year) for p in document.publications] == [
        ("Modellprädiktive Regelung für Roboterarme", "at – Automatisierungstechnik", 2021),
        ("Learning-based MPC for manipulators", "IEEE Transactions on Control Systems Technology", 2022),
    ]


def test_french_titles_in_guillemets():
    papers = read("cv_guillemets_fr.txt").publications
    assert [(p.title, [a.name for a in p.authors]) for p in papers] == [
        ("Oxydes lamellaires pour batteries sodium-ion", ["A. Vasseur-Lemoine", "S. Guérin"]),
        ("Layered oxides for sodium-ion batteries", ["S. Guérin", "M. Petit", "A. Vasseur-Lemoine"]),
    ]


@pytest.mark.parametrize(
    "line, header",
    [
        ("Dipartimento di Agraria, Università degli Studi di Valcolle", True),
        ("Institut für Physik, Universität Lindental", True),
        ("Maître de conférences, Université de Valbrune", True),
        ("Sono ricercatrice presso il Dipartimento di Matematica", False),
        ("Ich bin Doktorandin im Institut für Physik", False),
    ],
)
def test_header_lines_in_the_cv_languages(line, header):
    assert is_header_line(line) is header


def test_italian_cv_header_is_no_bio():
    profile = read("curriculum_it.txt").profile
    assert (profile.position, profile.role, profile.affiliation, profile.bio) == (
        "Dottoranda",
        "phd",
        "Università degli Studi di Valcolle",
        "",
    )
    assert [(e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", 2021, None),
        ("master", 2018, 2021),
        ("bachelor", 2015, 2018),
    ]
