"""Gaps closed in the reading of citations and CV text: Google Scholar's cut author lists, one author
with the year in brackets, the heads of groups among positions, and the Portuguese and Spanish
headings of a CV's sections (importer.parsers.citations, .text, .roles; fictional fixtures)."""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.roles import role_from_title
from importer.parsers.text import classify_heading, parse_text_document, split_sections
from importer.parsers.text.experience import parse_experience
from importer.parsers.text.sections import Section

# --- Google Scholar's form: initials then family name, no stops, the list cut ----------------

SCHOLAR_LIST = (
    "A Okafor-Lind, I Valtonen-Osei, K Brandvold, L Moreau, R Ekholm et al. (2019). Title of the paper. "
    "Journal of Things 12(3), 45–67.\n"
    "B Haverkamp, A Okafor-Lind, T Nilsen, M Duarte, S Ferreira ... (2021). Another study of soil microbes. "
    "Soil Biology Letters 4, 1–12.\n"
    "A Okafor-Lind, K Brandvold (2023). A third paper on peat. Journal of Things 16(1), 1–20.\n"
)


@pytest.mark.parametrize("one_per_line", [False, True])
def test_a_list_of_scholar_citations_cut_with_et_al_is_one_entry_a_line(one_per_line):
    publications, warnings = parse_publications(SCHOLAR_LIST, one_per_line=one_per_line)
    assert warnings == []
    assert [p.title for p in publications] == [
        "Title of the paper",
        "Another study of soil microbes",
        "A third paper on peat",
    ]
    first, second, third = publications
    assert [a.name for a in first.authors] == [
        "A Okafor-Lind",
        "I Valtonen-Osei",
        "K Brandvold",
        "L Moreau",
        "R Ekholm",
    ]
    assert first.authors_truncated and second.authors_truncated and not third.authors_truncated
    assert [a.name for a in second.authors][-1] == "S Ferreira"
    assert [p.year for p in publications] == [2019, 2021, 2023]
    assert first.venue_text.startswith("Journal of Things")
    assert second.venue_text.startswith("Soil Biology Letters")
    assert first.kind == "journal"


@pytest.mark.parametrize("cut", ["...", "…"])
def test_a_list_cut_by_an_ellipsis_right_before_the_title(cut):
    # a Scholar profile's line: the cut list, then the title with no stop between them
    publication = parse_citation(
        f"A Okafor-Lind, I Valtonen-Osei, K Brandvold, L Moreau, R Ekholm, {cut} Title of the paper. "
        "Journal of Things 12 (3), 45-67, 2019"
    )
    assert [a.name for a in publication.authors][-1] == "R Ekholm"
    assert len(publication.authors) == 5 and publication.authors_truncated
    assert publication.title == "Title of the paper"
    assert publication.venue_text.startswith("Journal of Things")
    assert publication.year == 2019


def test_an_author_line_with_its_venue_under_a_title_is_still_read_so():
    # "Authors. Venue 2021." under its title: the year closes the line, no title follows it
    publications, _ = parse_publications("Pebble Sorting at Scale\nAna Ruiz, Bo Li et al. PebbleConf 2021.\n")
    assert [p.title for p in publications] == ["Pebble Sorting at Scale"]
    assert [a.name for a in publications[0].authors] == ["Ana Ruiz", "Bo Li"]
    assert publications[0].year == 2021


# --- one author, the year in brackets after the name -----------------------------------------


@pytest.mark.parametrize(
    ("text", "author", "title", "venue", "year"),
    [
        ("Kwame Asante-Holm (2024). Title of the preprint. *ArXiv*.", "Kwame Asante-Holm", "Title of the preprint", "ArXiv", 2024),
        ("Asante-Holm, K. (2024). Title. Journal 3, 1–9.", "K. Asante-Holm", "Title", "Journal", 2024),
        (
            "**Mireille Sandoval-Ekström** (2022). Peat fires in a warming north. Journal of Soils 8, 10–19.",
            "Mireille Sandoval-Ekström",
            "Peat fires in a warming north",
            "Journal of Soils",
            2022,
        ),
    ],
)  # fmt: skip
def test_a_single_author_with_the_year_in_brackets(text, author, title, venue, year):
    publication = parse_citation(text)
    assert [a.name for a in publication.authors] == [author]
    assert publication.title == title
    assert publication.venue_text.startswith(venue)
    assert publication.year == year


def test_a_single_author_citation_among_others_is_its_own_entry():
    text = "Kwame Asante-Holm (2024). Title of the preprint. *ArXiv*.\nAsante-Holm, K. (2023). Soil carbon. Journal 3, 1–9.\n"
    publications, warnings = parse_publications(text)
    assert warnings == []
    assert [(p.title, p.year) for p in publications] == [("Title of the preprint", 2024), ("Soil carbon", 2023)]
    assert publications[0].kind == "preprint"


def test_a_title_before_a_bracketed_year_is_not_taken_for_an_author():
    # the words before the year could be a name, but no title follows: nothing but a venue
    publication = parse_citation("Pebble Caches (2019). In Proceedings of the Pebble Conference.")
    assert publication.authors == []


# --- the heads of groups among positions -----------------------------------------------------

LAB_HEAD_TITLES = [
    "Group Leader",
    "Research Group Leader",
    "Team Leader",
    "Head of Group",
    "Lab Head",
    "Principal Investigator",
]


@pytest.mark.parametrize("title", LAB_HEAD_TITLES)
def test_the_heads_of_groups_are_titles_not_organisations(title):
    lines = [f"{title}, Institute of Soil Biology, 2019–present", f"Centre for Peatland Studies — {title} (2012–2019)"]
    entries = parse_experience(Section("experience", "Experience", lines))
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in entries] == [
        ("Institute of Soil Biology", title, 2019, None),
        ("Centre for Peatland Studies", title, 2012, 2019),
    ]


def test_a_head_of_group_over_its_institute_in_a_column_layout():
    lines = [
        "Group Leader\t2019–present",
        "Institute of Soil Biology",
        "Principal Investigator\t2014–2019",
        "Kestrel Institute",
    ]
    entries = parse_experience(Section("experience", "Experience", lines))
    assert [(e.organization, e.title) for e in entries] == [
        ("Institute of Soil Biology", "Group Leader"),
        ("Kestrel Institute", "Principal Investigator"),
    ]


@pytest.mark.parametrize("title", LAB_HEAD_TITLES)
def test_the_heads_of_groups_are_pis(title):
    assert role_from_title(title) == "pi"
    assert role_from_title(title, runs_group=False) == "pi"


@pytest.mark.parametrize("title", ["Team Lead", "Software Team Lead", "Team Member"])
def test_a_team_lead_in_industry_is_no_pi(title):
    assert role_from_title(title) != "pi"


# --- Portuguese and Spanish headings ---------------------------------------------------------


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Capítulos de livros publicados", "publications"),
        ("Livros publicados/organizados ou edições", "publications"),
        ("Artigos completos publicados em periódicos", "publications"),
        ("Trabalhos completos publicados em anais de congressos", "publications"),
        ("Resumos publicados em anais de congressos", "publications"),
        ("Formação acadêmica/titulação", "education"),
        ("Atuação profissional", "experience"),
        ("Prêmios e títulos", "awards"),
        ("Artículos en revistas", "publications"),
        ("Capítulos de libro", "publications"),
        ("Libros", "publications"),
        ("Premios y distinciones", "awards"),
    ],
)
def test_portuguese_and_spanish_headings(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize(
    "heading",
    ["Apresentações de trabalho", "Participação em bancas de trabalhos de conclusão", "Revisor de periódico"],
)
def test_headings_of_talks_and_service_are_not_papers(heading):
    assert classify_heading(heading) != "publications"


def test_a_long_line_naming_papers_twice_is_still_a_sentence_past_eight_words():
    line = "Livros e capítulos publicados pela editora da universidade estadual do planalto central"
    assert classify_heading(line) is None


PORTUGUESE_CV = """Marina Tavares Quintela

Formação acadêmica/titulação
2015 - 2019 Doutorado em Ecologia. Universidade Federal do Cerrado, Brasil.

Atuação profissional
Instituto de Biologia do Solo — Group Leader (2019–)

Artigos completos publicados em periódicos
Quintela, M. T. (2021). Decomposição de serapilheira em veredas. Revista Brasileira de Solos 12, 1–9.

Trabalhos completos publicados em anais de congressos
Quintela, M. T. (2018). Fungos de solo em veredas. Anais do Congresso de Ecologia 2018.

Prêmios e títulos
2020 Prêmio Jovem Pesquisadora, Sociedade de Ecologia.
"""


def test_a_portuguese_cv_in_plain_text_is_read_section_by_section():
    kinds = [(s.kind, s.heading) for s in split_sections(PORTUGUESE_CV)][1:]
    assert [kind for kind, _ in kinds] == ["education", "experience", "publications", "publications", "awards"]
    document = parse_text_document("cv.txt", PORTUGUESE_CV)
    assert [(e.organization, e.title, e.start_year) for e in document.profile.experience] == [
        ("Instituto de Biologia do Solo", "Group Leader", 2019)
    ]
    assert [(p.title, p.year) for p in document.publications] == [
        ("Decomposição de serapilheira em veredas", 2021),
        ("Fungos de solo em veredas", 2018),
    ]
    assert [e.degree for e in document.profile.education] == ["phd"]
    assert [a.year for a in document.profile.awards] == [2020]
