"""Chemistry groups' publication lists in the styles of Angewandte Chemie, the RSC and Nature Chemistry
(fictional people and titles; real journal names), and entries no author line claims.

- Angewandte: "A. B. Family, C. Family, Title, *Angew. Chem. Int. Ed.* **2023**, *62*, e2023...;
  *Angew. Chem.* **2023**, *135*, ..." - the German edition after the semicolon is the same paper;
- RSC: "A. B. Family and C. Family, Title, *Chem. Sci.*, 2023, **14**, 7711–7718.", plain or marked up;
- both print no title in many lists: such an entry is reported as left out, never read with the
  journal's name as its title and a journal's word as an author;
- Nature Chemistry: "Family, A. B., Family, C. & Family, D. Title. *Nat. Chem.* **12**, 345–350 (2020)."
"""

from pathlib import Path

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.documents import read_document

LISTS = Path(__file__).resolve().parent.parent / "fixtures" / "chemistry_styles"


def _read(name: str):
    file = LISTS / name
    return read_document(file.name, file.read_bytes())


def _papers(document) -> list[tuple[str, list[str], int | None, str | None]]:
    return [(p.title, [a.name for a in p.authors], p.year, p.venue_text) for p in document.publications]


def test_every_paper_of_an_angewandte_and_rsc_group_page():
    document = _read("angewandte_and_rsc_group.md")
    assert _papers(document) == [
        (
            "Cobalt-Catalysed Hydroamination of Unactivated Pebbles",
            ["H. Okonjo-Rask", "T. Bellweather", "M.-C. Duvalier"],
            2023,
            "Angew. Chem. Int. Ed. 2023",  # the German edition is no second venue
        ),
        (
            "Strain-release amination of bicyclic sulfones",  # wrapped over two lines
            ["T. Bellweather", "H. Okonjo-Rask"],
            2023,
            "Chem. Sci. 2023",
        ),
        (
            "Chiral phosphoric acids in continuous flow",  # plain text, the title ending in a stop
            ["R. de la Fuente", "S. Marwick-Tal", "M.-C. Duvalier"],
            2021,
            "Angew. Chem., Int. Ed. 2021",
        ),
        (
            "Visible-light decarboxylation of amino acids",
            ["S. Marwick-Tal", "M.-C. Duvalier"],
            2021,
            "Dalton Trans. 2021",
        ),
        (
            "A bench-stable nickel precatalyst for C–N coupling",
            ["J. Q. Pemberton-Ayodele", "M.-C. Duvalier"],
            2019,
            "J. Mater. Chem. A 2019",
        ),
    ]
    first = document.publications[0]
    assert "H. Okonjo-Rask" in [a.name for a in first.authors if a.highlighted]  # in bold
    assert [a.name for a in first.authors if a.corresponding] == ["M.-C. Duvalier"]  # "Duvalier,*"
    assert first.authors_truncated is False
    assert document.publications[3].authors_truncated is True  # "et al."


def test_an_entry_without_a_title_is_reported_by_its_line():
    warnings = _read("angewandte_and_rsc_group.md").warnings
    left_out = [w for w in warnings if "a citation without a title was left out" in w]
    assert [w.split(":")[0] for w in left_out] == ["line 16", "line 21"]


def test_every_paper_of_a_nature_chemistry_list():
    assert _papers(_read("nature_chemistry_list.md")) == [
        (
            "Self-sorting cages from bent bipyridyl ligands",
            ["H. Okonjo-Rask", "T. Bellweather", "M.-C. Duvalier"],
            2020,
            "Nat. Chem. 2020",
        ),
        ("Mechanochemical access to strained silacycles", ["M.-C. Duvalier"], 2022, "Nat. Chem. 2022"),
        (
            "A photoswitchable anion receptor in water",
            ["S. Marwick-Tal", "R. de la Fuente", "M.-C. Duvalier"],
            2022,
            "Nature 2022",
        ),
    ]


def test_a_journal_is_never_read_as_a_title_nor_its_word_as_an_author():
    for entry in (
        "C. Li, D. Q. Ruiz, Angew. Chem. Int. Ed. 2018, 57, 8691-8696; Angew. Chem. 2018, 130, 8827-8832.",
        "C. Li and D. Q. Ruiz, *Chem. Sci.*, 2015, 6, 4403-4425.",
        "C. Li, D. Q. Ruiz, *J. Mater. Chem. A* **2018**, *6*, 15102-15109.",
    ):
        pubs, warnings = parse_publications(entry)
        assert pubs == []
        assert warnings and "a citation without a title was left out" in warnings[0]


def test_a_title_after_the_last_name_s_stop():
    pub = parse_citation(
        "A. Ruiz, B. Q. Lind. Hydrogen-bonded helices in water. *Angew. Chem.* **2019**, *131*, 901–905."
    )
    assert (pub.title, [a.name for a in pub.authors], pub.year, pub.venue_text) == (
        "Hydrogen-bonded helices in water",
        ["A. Ruiz", "B. Q. Lind"],
        2019,
        "Angew. Chem. 2019",
    )


def test_lines_above_the_first_author_line_are_reported_not_dropped():
    pubs, warnings = parse_publications(
        "Sorting Pebbles by Colour in Dry Riverbeds\n"
        "Journal of Gravel Studies, 12, 33-40, 2019.\n"
        "\n"
        "Counting Sand Grains With Cheap Cameras\n"
        "Mara Quill, Tobin Ashgrove\n"
        "Journal of Gravel Studies, 14, 1-9, 2021.\n",
        first_line=10,
    )
    assert [(p.title, [a.name for a in p.authors]) for p in pubs] == [
        ("Counting Sand Grains With Cheap Cameras", ["Mara Quill", "Tobin Ashgrove"])
    ]
    assert warnings == [
        "line 10: not read as a publication: 'Sorting Pebbles by Colour in Dry Riverbeds\\nJournal of Gravel'"
    ]


def test_a_short_line_above_the_first_author_line_is_no_warning():
    pubs, warnings = parse_publications(
        "Selected papers\n\nCounting Sand Grains\nMara Quill, Tobin Ashgrove\nPSYS 2021\n"
    )
    assert [p.title for p in pubs] == ["Counting Sand Grains"]
    assert warnings == []
