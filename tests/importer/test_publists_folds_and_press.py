"""Two layouts of publication lists: papers folded in raw HTML inside a markdown page, and manuscripts "in
press" written in Spanish, Portuguese, Italian or French.

tests/importer/fixtures/publists holds fictional lists with real layouts: an economist's research page
(a Jekyll page in markdown) whose papers are each a `<details>` fold, the summary holding the linked title,
"(w/ <a>Coauthor</a>, ...)", a line break, the month and year, "show abstract" and links, and the folded
text the abstract; one summary opens with a bold "JMP" label. And a list in APA whose manuscripts
are "(en prensa)", "(no prelo)", "(in stampa)", "(sous presse)".
"""

from pathlib import Path

from .exported_papers import imported_papers

LISTS = Path(__file__).parent / "fixtures" / "publists"


def _papers(filename):
    return imported_papers(LISTS / filename)


def test_papers_folded_in_html_are_one_entry_each(db):
    papers = _papers("economist_folds.md")
    # one entry a fold: no line of a summary, and no abstract, is a paper of its own
    assert set(papers) == {
        "Ferry schedules and the sale of dried fish on the Lantern Islands",
        "Rainfall insurance and the timing of seed purchases: Evidence from the Pale Hills",
        "The shadow price of well water: Estimating the losses from falling aquifers in the Amber Valley",
    }
    authors, _, year, kind, status = papers["Ferry schedules and the sale of dried fish on the Lantern Islands"]
    # the coauthors, linked or not, in order; the owner may be added to them
    assert [a for a in authors if a in {"Odalys Brenneck", "Tamsin Roudabeh", "Ilona Marchetti"}] == [
        "Odalys Brenneck",
        "Tamsin Roudabeh",
        "Ilona Marchetti",
    ]
    assert (year, kind, status) == (2022, "preprint", "submitted")
    authors, venue, year, *_ = papers[
        "Rainfall insurance and the timing of seed purchases: Evidence from the Pale Hills"
    ]
    assert [a for a in authors if a in {"Pelle Strandqvist", "Mireille Fanchon", "Kwame Osei-Larbi"}] == [
        "Pelle Strandqvist",
        "Mireille Fanchon",
        "Kwame Osei-Larbi",
    ]
    assert (venue, year) == (None, 2020)
    # the "JMP" label before the title names no author
    authors, venue, year, *_ = papers[
        "The shadow price of well water: Estimating the losses from falling aquifers in the Amber Valley"
    ]
    assert "JMP" not in authors and venue is None and year == 2019


def test_in_press_in_spanish_portuguese_italian_and_french_is_a_journal_article(db):
    papers = _papers("press_romance.md")
    assert len(papers) == 7
    expected = {
        "Memoria de trabajo y lectura en voz alta en niños bilingües": (
            ["L. Ferrán", "M. Ochoa"],
            "Psicología Escolar Aplicada",
            None,
        ),
        "Atención sostenida en aulas rurales de montaña": (
            ["M. Ochoa", "L. Ferrán", "T. Quiroga"],
            "Estudios sobre el Aula",
            2021,
        ),
        "Memória de trabalho e leitura em escolas do campo": (
            ["L. Ferrán", "R. Albuquerque"],
            "Psicologia da Sala de Aula",
            None,
        ),
        "Memoria di lavoro e lettura condivisa": (
            ["L. Ferrán", "G. Bellucci"],
            "Psicologia Clinica della Scuola",
            None,
        ),
        "Mémoire de travail et lecture silencieuse": (
            ["C. Dumoulin", "L. Ferrán"],
            "Cahiers de Psychologie Scolaire",
            None,
        ),
    }
    for title, (authors, venue, year) in expected.items():
        # "(en prensa)", "(no prelo)", "(in stampa)", "(sous presse)": taken by the journal it names
        assert papers[title] == (authors, venue, year, "journal", "published"), title
    assert papers["Lectura compartida en familias migrantes"][2:] == (2019, "journal", "published")
    # a book in press stays a book: its title in italics, its publisher after it
    assert papers["El aula que escucha"][1:] == ("Editorial Brisa", None, "book", "published")
