"""Publication lists in the citation styles of the fields outside computer science, as researchers'
and labs' pages print them (fictional people and titles; real journal names), each read as a whole
document, and the single entries that went wrong in such lists:

- a biologist's numbered list in Nature's name order with a word processor's marks: "✱" for equal
  contribution, "✉" for the corresponding author (after a space, or before the list's own stop), circled
  letters for the kind, and venues looser than Nature's "Journal 12, 34 (2021)": "In: Book (Series,
  vol. 8), pp. 41–58 (2025)", "EMBO Reports (accepted 08/2024)", "bioRxiv, pp.2024-04, (2024)";
- a historian's CV: quoted titles with no names before them, "Journal 22 (1991), 101-139",
  "Journal 4, 2(1983), 61-77", "(Fall 1987), 112-125", "ser. 6, vol. 12", "forthcoming in", a chapter
  "In Book. Edited by ... London: Continuum, 2003. Pp. 1-21." and a book "Title (Kestrel University
  Press, 1996)." (the owner's, as a book printed with no author is);
- a Spanish APA page: "(2016, 2017)", "Presentado en <meeting>, <town>.", "[Descargar](file.pdf)", a DOI
  printed as a link labelled with its address, and a link to the owner's Google Scholar profile above
  the list (no name, no paper);
- an MLA list with each quoted title inside its link ('["Title".](url)') and the owner in bold followed by
  the list's stop ("**Quill, R. T.**.");
- a page of titles, each with its DOI, under year headings, one quoting a word ("“lucky” pebbles"), and an
  introduction that links to a CV;
- a physicist's "Publications" page whose only heading is "## Letters and articles".
"""

from pathlib import Path

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document
from importer.parsers.statuses import PUBLISHED, SUBMITTED

LISTS = Path(__file__).resolve().parent.parent / "fixtures" / "outside_cs"


def _read(name: str):
    file = LISTS / name
    return read_document(file.name, file.read_bytes())


def _papers(name: str):
    return [(p.title, [a.name for a in p.authors], p.year, p.venue_text, p.kind) for p in _read(name).publications]


def test_nature_names_with_a_word_processors_marks_and_loose_venues():
    document = _read("nature_marks.md")
    assert document.profile.name == "B. Q. Varga"
    assert [(p.title, p.year, p.venue_text, p.kind) for p in document.publications] == [
        (
            "Expressing tagged pebble kinases in moss cells",
            2025,
            "Pebble Kinases: Methods and Protocols 2025",
            "chapter",
        ),
        ("Gravel-sensing domains recruit moss ligases", 2024, "EMBO Reports 2024", "journal"),
        (
            "The grammar of lichen modifications: chemistry and evolution of covalent tags",
            2024,
            "BioEssays 2024",
            "journal",
        ),
        ("Moss ligases tag pebble RNA", 2024, "bioRxiv 2024", "preprint"),
        ("A gated chamber marks stray lichen proteins", 2021, "Elife 2021", "journal"),
        ("Outlook on the specificity of pebble transferases", 2021, "FEBS J. 2021", "journal"),
    ]
    chapter, accepted, _review, preprint, gated, outlook = document.publications
    assert [a.name for a in chapter.authors] == ["H. E. Lindqvist", "K. A. Osei", "B. Q. Varga"]  # "H.E." spaced
    assert [a.corresponding for a in chapter.authors] == [False, False, True]
    assert [a.name for a in preprint.authors][-2:] == ["N. Haddad", "T. Brink"]  # "Brink, T.✉." ends the names
    assert [(a.equal_contribution, a.corresponding) for a in gated.authors] == [
        (True, False),
        (True, False),
        (True, False),
        (False, False),
        (False, True),  # "Lind, P. ✉": the mark after a space
    ]
    assert accepted.status == PUBLISHED and outlook.authors[-1].corresponding


@pytest.mark.parametrize(
    "citation, title, venue, kind",
    [
        (
            "Osei, K.A., Varga, B.Q.✉ Tagging pebbles in moss. In: Pebble Methods (Stone Biology, vol. 2), "
            "pp. 3–9 (2022).",
            "Tagging pebbles in moss",
            "Pebble Methods 2022",
            "chapter",
        ),
        (
            "Varga, B. Q. & Lind, P. Moss and gravel. eLife, 11, e7001, (2022).",
            "Moss and gravel",
            "eLife 2022",
            "journal",
        ),
    ],
)
def test_nature_names_then_a_venue_in_a_looser_form(citation, title, venue, kind):
    paper = parse_citation(citation)
    assert (paper.title, paper.venue_text, paper.kind) == (title, venue, kind)


def test_names_then_a_status_in_the_venues_place_are_left_to_the_general_reading():
    paper = parse_citation(
        "Ruiz, A., & Li, B. Moss indexes for pebbles. In preparation for submission to *Journal of Stones*."
    )
    assert (paper.title, paper.venue_text, paper.status) == ("Moss indexes for pebbles", "Journal of Stones", SUBMITTED)


def test_acs_names_parted_by_semicolons_are_not_read_as_nature_names():
    paper = parse_citation(
        "Ferreira, L. M.; Varga, B. Q.; Nakamura, T. *Copper Rings of Pebble Aziridines.* Submitted."
    )
    assert paper.title == "Copper Rings of Pebble Aziridines"
    assert [a.name for a in paper.authors] == ["L. M. Ferreira", "B. Q. Varga", "T. Nakamura"]


def test_a_humanities_cv_of_quoted_titles_volumes_years_and_pages():
    document = _read("humanities_cv.md")
    assert _papers("humanities_cv.md") == [
        (
            "Harbour Charts and Their Makers in Hanseatic Lübeck",
            ["Odile Brassac"],
            1996,
            "Kestrel University Press 1996",
            "book",
        ),
        (
            "Ink on Vellum: Teaching Navigation with the Charts of Jens Ulvsund",
            [],
            2009,
            "Journal of Maritime Learning 2009",
            "journal",
        ),
        (
            "Cargo Lists as Evidence: Salt and Herring at Visby",
            [],
            2001,
            "Northern Trade Review 2001",
            "journal",
        ),
        ("Bells at Sea: Signals and Silence aboard Cog Ships", [], 1991, "Viator Nauticus 1991", "journal"),
        ("Notes on a Lost Harbour Chart of Gdańsk", [], 1983, "Res Nauticae", "journal"),
        (
            "The Compass and the Creed: Pilots' Oaths in the Hanse Towns",
            [],
            1987,
            "Maritime Thought",
            "journal",
        ),
        ("Rope Makers' Guilds in Sixteenth-Century Riga", [], 1990, "The Harbour Journal", "journal"),
        (
            "Tide Tables in Print",
            [],
            2003,
            "Sea Knowledge in the Early Modern North",
            "chapter",
        ),
    ]
    assert document.publications[1].status == PUBLISHED  # "forthcoming in"


def test_the_physics_volume_before_its_page_and_year_is_kept_as_printed():
    paper = parse_citation("J. Wendel and K. Ost. Spin waves in gravel. Physical Review B 98, 1 (2018).")
    assert paper.venue_text == "Physical Review B 98, 1 (2018)"


def test_a_spanish_apa_page_with_its_download_links_and_a_scholar_link_above():
    document = _read("apa_espanol.md")
    assert document.profile.name == "M. Quintana-Roig"  # chosen from the entries, not the Scholar link
    assert _papers("apa_espanol.md") == [
        (
            "Piedras abiertas y tecnología",
            ["M. Quintana-Roig", "L. Á. Ferrer Soler"],
            2016,
            "Revista de Gravas 2016",
            "journal",
        ),
        (
            "Moodle y las piedras",
            ["M. Quintana-Roig", "P. Salas", "L. Á. Ferrer"],
            2009,
            "Moot de Guijarros 2009",
            "conference",
        ),
        ("Análisis de guijarros con software libre", ["L. Á. Ferrer", "M. Quintana-Roig"], 2004, None, "book"),
        (
            "Evaluación de la recogida de cantos rodados",
            ["P. Salas", "M. Quintana-Roig", "L. Á. Ferrer"],
            2001,
            "Revista Española de Salud Pública 2001",
            "journal",
        ),
    ]
    assert document.publications[-1].doi == "10.1234/resp.2001.75"


def test_mla_titles_quoted_inside_their_links():
    document = _read("mla_linked.md")
    assert document.profile.name == "R. T. Quill"
    assert _papers("mla_linked.md") == [
        (
            "Pebble Play in Primary Schools",
            ["M. Lindgren", "R. T. Quill", "K. A. Osei"],
            2023,
            "Revista de Psicologia das Pedras",
            "journal",
        ),
        (
            "Were the Trolls Stones? Erosion, Memory, and Gravel in Island Folklore",
            ["R. T. Quill"],
            2021,
            "Revista Contrapedra",
            "journal",
        ),
        ("Cinema as a Maker of Pebbles", ["R. T. Quill", "A. D. O. Halloran"], 2019, "Revista Cascalho", "journal"),
    ]


def test_titles_with_their_dois_under_year_headings():
    document = _read("titles_and_dois.md")
    assert [(p.title, p.year, p.doi) for p in document.publications] == [
        ("Constrained clustering of gravel flow units in pebble reservoirs", 2019, "10.1016/j.peb.2019.104417"),
        (
            "Automatic sorting of “lucky” pebbles in river images through convolutional networks",
            2019,
            "10.1016/j.peb.2019.02.031",
        ),
        ("Placing Gravel Zones from Centrality Measures", 2016, "10.1016/j.peb.2016.03.114"),
    ]
    # a publisher's DOI and no venue: published somewhere the list does not say, no preprint
    assert {p.kind for p in document.publications} == {"other"}


def test_a_publications_page_whose_only_heading_is_its_own_part_still_imports():
    document = _read("letters_page.md")
    assert _papers("letters_page.md") == [
        (
            "Pebble phonons in layered slate",
            ["M. R. Tamsin", "J. Q. Halloway", "B. J. Ode"],
            2021,
            "Science Advances 2021",
            "journal",
        ),
        (
            "Gravel transitions in stone circuits",
            ["J. Q. Halloway", "X. Lind"],
            2024,
            "Physical Review B 2024",
            "journal",
        ),
        ("Critical slowing of pebble entropy", ["J. Q. Halloway", "H. Ruiz", "T. Brink"], 2025, None, "preprint"),
    ]
    assert document.publications[-1].status == SUBMITTED  # "in preparation"


def test_a_doi_read_from_a_publishers_pdf_link_leaves_the_file_type():
    paper = parse_citation(
        "Ruiz, A., & Li, B. (2019). Revisiting pebble foraging. Stones, 1, 1–6. "
        "[\\[access\\]](https://link.example.com/content/pdf/10.3758/s13415-018-00999-z.pdf)"
    )
    assert paper.doi == "10.3758/s13415-018-00999-z"


@pytest.mark.parametrize(
    "printed, names",
    [
        ("**Quill, R. T.**. ", ["**Quill, R. T.**"]),
        ("Quill, R. T., Halloran, A. D. O.. ", ["Quill, R. T.", "Halloran, A. D. O."]),
        ("**Quill, R. T.**, Halloran, A. D. O.", ["**Quill, R. T.**", "Halloran, A. D. O."]),
    ],
)
def test_inverted_names_with_three_initials_and_the_lists_own_stop(printed, names):
    from importer.parsers.names import split_authors

    assert split_authors(printed) == names


def test_quotes_inside_a_linked_title_stay_in_the_title():
    paper = parse_citation(
        '[A reading of the "Pebble Boys" on film](https://doi.org/10.5555/peri.2019.12) (in Portuguese). '
        "_Revista Cascalho_, _1_(11), 234-249."
    )
    assert (paper.title, paper.venue_text, paper.doi) == (
        'A reading of the "Pebble Boys" on film',
        "Revista Cascalho",
        "10.5555/peri.2019.12",
    )


def test_unescaped_stars_after_initials_are_marks_not_an_italic_run():
    paper = parse_citation(
        "**Quill, R**., Lind, B., Osei, K.*, Brink, C.* (in press). Pebble sorting in the moss cortex. Cerebral Cortex."
    )
    assert paper.title == "Pebble sorting in the moss cortex"
    assert [(a.name, a.equal_contribution) for a in paper.authors] == [
        ("R. Quill", False),
        ("B. Lind", False),
        ("K. Osei", True),
        ("C. Brink", True),
    ]
    assert (paper.venue_text, paper.status) == ("Cerebral Cortex", PUBLISHED)


def test_gb_t_7714_document_types_and_abnt_theses_chapters_and_acronyms():
    assert _papers("gbt_and_abnt.md") == [
        ("卵石缓存的并发控制", ["石磊", "周晓雯"], 2021, "计算机学报, 2021", "journal"),
        ("卵石存储引擎的设计与实现", ["石磊"], 2019, "北京: 清华大学, 2019", "thesis"),  # "[D]"
        ("面向砾石的索引结构", ["周晓雯", "石磊"], 2018, "全国数据库学术会议, 2018", "conference"),  # "[C]//"
        ("Gravel indexes for moss stores", ["L. Shi", "X. W. Zhou"], 2020, "Journal of Pebble Systems 2020", "journal"),
        (
            "Pebble sorting on cold beaches",
            ["Rita C. L. Tavares"],
            2020,
            "Revista Brasileira de Cascalho 2020",
            "journal",
        ),
        (
            "Custos de cascalho em uma universidade federal com uso do modelo SES",
            ["R. T. Quill", "L. A. S. B. Moura"],
            2024,
            "PedraCustos 2024",  # ABNT prints the journal's city after it: no part of the name
            "journal",
        ),
        (
            "Técnicas de análise de seixos em áreas costeiras",
            ["L. Moura"],
            2015,
            "Universidade Estadual de Pedras 2015",
            "thesis",
        ),
        ("Avaliação heurística de seixos", ["R. T. Quill"], 1994, "Métodos de inspeção de cascalho 1994", "chapter"),
    ]


def test_a_gb_t_type_code_after_an_english_title_is_no_part_of_it():
    paper = parse_citation(
        "**Lin X.**, Zhou Y., Wang H. Gravel caching[J]. *Journal of Pebbles*, 2022, 215(4): 118233."
    )
    assert (paper.title, paper.venue_text, paper.kind) == ("Gravel caching", "Journal of Pebbles 2022", "journal")


def test_an_aip_journal_name_with_of_in_it_is_read_whole():
    paper = parse_citation(
        'Ruiz, A.B., C.D. Lind, and E.F. Osei, "Pebble binding of moss kinases," '
        "Journal of Biological Chemistry 301(4), 107731 (2025). (doi:10.5555/j.jbc.2025.4) 8.3.1"
    )
    assert (paper.title, paper.venue_text, paper.kind) == (
        "Pebble binding of moss kinases",
        "Journal of Biological Chemistry 2025",
        "journal",
    )
