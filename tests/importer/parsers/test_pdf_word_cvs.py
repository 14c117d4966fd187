"""CVs written in a word processor by researchers outside computer science, exported to PDF (all fictional).

Their pages mix layouts a word processor makes: a Word table with the dates in its left column and the
entries wrapped at the cell's edge, a block of labelled personal details, a publication list set in two
newspaper columns between full-width sections, a header naming the CV on a one-page CV. Each page is
drawn here line by line where a word processor prints it.
"""

import re

import pypandoc
import pytest

from importer.parsers.documents import read_document
from importer.parsers.names import without_titles
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import make_pages_pdf, text_width

SIZE = 10
LEADING = 12.5
LEFT, RIGHT = 60.0, 552.0  # the page's text margins


def _wrapped(text: str, width: float, size: float = SIZE) -> list[str]:
    """`text` broken into lines no wider than `width`, as a word processor breaks it."""
    lines, current = [], ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and text_width(candidate, size) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current]


class Page:
    """A page filled top-down: full-width paragraphs, table rows and a band of two columns."""

    def __init__(self, top: float = 760.0):
        self.items: list[tuple] = []
        self.y = top

    def line(self, text: str, *, x: float = LEFT, size: float = SIZE, bold: bool = False, gap: float = 0) -> None:
        self.y -= gap + (size * 1.25 if size != SIZE else LEADING)
        self.items.append((x, self.y, text, size, bold))

    def paragraph(self, text: str, *, hanging: float = 0, gap: float = 0, justify: bool = False) -> None:
        """`text` wrapped at the right margin; justified, each line but the last reaches the margin."""
        parts = _wrapped(text, RIGHT - LEFT - hanging)
        for number, part in enumerate(parts):
            x = LEFT + (hanging if number else 0)
            self.y -= (gap if number == 0 else 0) + LEADING
            spacing = (RIGHT - x - text_width(part, SIZE)) / len(part) if justify and number < len(parts) - 1 else 0
            self.items.append((x, self.y, part, SIZE, False, round(spacing, 3)))

    def row(self, label: str, entry: str, *, cell_x: float = 170.0, cell_right: float = 520.0) -> None:
        """A table row: the label (a date) in the left cell, the entry wrapped at the right cell's edge."""
        for number, part in enumerate(_wrapped(entry, cell_right - cell_x)):
            self.line(part, x=cell_x)
            if number == 0:
                self.items.append((LEFT, self.y, label, SIZE, False))

    def band(self, left: list[str], right: list[str], *, hanging: float = 14.0, gutter: float = 22.0) -> None:
        """Two newspaper columns of references, each under a hanging indent, side by side."""
        width = (RIGHT - LEFT - gutter) / 2
        top = self.y
        bottoms = []
        for x, references in ((LEFT, left), (LEFT + width + gutter, right)):
            self.y = top
            for reference in references:
                for number, part in enumerate(_wrapped(reference, width - hanging)):
                    self.line(part, x=x + (hanging if number else 0), gap=3 if number == 0 else 0)
            bottoms.append(self.y)
        self.y = min(bottoms)


def _pdf(*pages: Page) -> bytes:
    return make_pages_pdf([page.items for page in pages])


def _lines(text: str) -> list[str]:
    return [line for line in text.replace("\f", "\n").split("\n") if line.strip()]


# --- a psychologist: the publication list in two columns, full-width sections above and below it ---

LEFT_REFERENCES = [
    "Mbatha, N., Kowalczyk, J., & Ferreira-Lund, T. (2023). Sleep timing and mood in shift-working "
    "nurses: An experience sampling study. Journal of Sleep Research, 32(4), e13822.",
    "Ferreira-Lund, T., & Mbatha, N. (2021). Morning light exposure and depressive symptoms in "
    "older adults living alone. Chronobiology International, 38(2), 201-214.",
]
RIGHT_REFERENCES = [
    "Ostrowski, P., Mbatha, N., & Quist, H. (2019). Bedtime procrastination among university "
    "students across three countries. Sleep Health, 5(6), 590-597.",
    "Mbatha, N. (2017). Chronotype and academic performance in secondary school pupils. "
    "Learning and Individual Differences, 55, 118-126.",
]


def _psychologist() -> Page:
    page = Page()
    page.line("Nomvula Mbatha, PhD", size=16, bold=True)
    page.line("Department of Psychology, Ridgewater University · n.mbatha@ridgewater.example.edu", gap=4)
    page.line("Academic Positions", bold=True, gap=10)
    page.row("2020 – present", "Senior Lecturer in Psychology, Ridgewater University")
    page.row("2016 – 2020", "Postdoctoral Research Fellow, Centre for Sleep and Cognition, Ridgewater University")
    page.line("Publications", bold=True, gap=10)
    page.band(LEFT_REFERENCES, RIGHT_REFERENCES)
    page.line("Grants", bold=True, gap=14)
    page.paragraph(
        "2022 – 2025 Sleep and wellbeing in shift workers, National Research Council, principal investigator"
    )
    return page


@pytest.fixture(scope="module")
def psychologist_text() -> str:
    return extract_pdf_text(_pdf(_psychologist()))


def test_a_band_of_two_columns_is_read_column_by_column(psychologist_text):
    lines = _lines(psychologist_text)
    starts = [next(i for i, line in enumerate(lines) if line.startswith(ref[:30])) for ref in LEFT_REFERENCES]
    starts += [next(i for i, line in enumerate(lines) if line.startswith(ref[:30])) for ref in RIGHT_REFERENCES]
    assert starts == sorted(starts)  # the left column's references first, then the right column's
    for reference in LEFT_REFERENCES + RIGHT_REFERENCES:
        assert reference in lines  # each printed over several lines, read as one
    assert "\t" not in "\n".join(lines[starts[0] :])  # no line of one column beside a line of the other


def test_the_text_above_and_below_the_band_stays_whole_and_in_its_place(psychologist_text):
    lines = _lines(psychologist_text)
    assert lines[0] == "Nomvula Mbatha, PhD"
    assert "Senior Lecturer in Psychology, Ridgewater University\t2020 – present" in lines
    assert lines.index("Publications") < lines.index(LEFT_REFERENCES[0]) < lines.index("Grants")
    assert lines.index(RIGHT_REFERENCES[-1]) < lines.index("Grants")  # the heading below is not in a column


def test_the_psychologists_papers_are_read_with_their_authors_and_years():
    document = read_document("mbatha-cv.pdf", _pdf(_psychologist()))
    assert document.profile.name == "Nomvula Mbatha"
    assert document.profile.email == "n.mbatha@ridgewater.example.edu"
    papers = {pub.title: pub for pub in document.publications}
    assert set(papers) == {
        "Sleep timing and mood in shift-working nurses: An experience sampling study",
        "Morning light exposure and depressive symptoms in older adults living alone",
        "Bedtime procrastination among university students across three countries",
        "Chronotype and academic performance in secondary school pupils",
    }
    paper = papers["Bedtime procrastination among university students across three countries"]
    assert [author.name for author in paper.authors] == ["P. Ostrowski", "N. Mbatha", "H. Quist"]
    assert (paper.year, paper.venue_text.startswith("Sleep Health")) == (2019, True)


def test_a_table_of_two_short_columns_is_not_a_band():
    page = Page()
    page.paragraph(
        "Teaching: lectures in developmental psychology and research methods for undergraduate and "
        "master's students, and supervision of final-year projects in the School of Psychology."
    )
    page.line("Languages", bold=True, gap=8)
    for language, level in [
        ("German", "native"),
        ("English", "fluent, C2"),
        ("French", "good, B2"),
        ("Spanish", "basic"),
    ]:
        page.line(language)
        page.items.append((330.0, page.y, level, SIZE, False))
    page.line("Memberships", bold=True, gap=8)
    page.paragraph(
        "European Association of Developmental Psychology; British Psychological Society; Sleep Research Society"
    )
    lines = _lines(extract_pdf_text(_pdf(page)))
    assert "English\tfluent, C2" in lines
    assert lines.index("Languages") < lines.index("German\tnative") < lines.index("Memberships")


# --- a German biologist: a Word table of dates and entries, a block of personal details -------------


STUDIES = (
    "Studium der Biologie (Diplom) mit den Schwerpunkten Zellbiologie und Genetik, Universität Freiburg im Breisgau"
)


def _biologist() -> Page:
    page = Page()
    page.line("Lebenslauf", size=16, bold=True)
    page.line("Dr. rer. nat. Henrike Sauerbrey", bold=True, gap=6)
    page.line("Persönliche Daten", bold=True, gap=10)
    page.line(
        "Anschrift: Institut für Pflanzenphysiologie, Universität Elbhausen, Am Botanischen Garten 4, 01234 Elbhausen"
    )
    page.line("E-Mail: h.sauerbrey@uni-elbhausen.example.de")
    page.line("Staatsangehörigkeit: deutsch")
    page.line("Forschungsinteressen", bold=True, gap=10)
    page.paragraph(  # justified, as Word sets a paragraph: its lines reach the page's margin
        "Signalwege der Hitzestressantwort in Chloroplasten, Kommunikation zwischen Plastiden und Zellkern, "
        "Wurzelwachstum bei Nährstoffmangel, quantitative Bildgebung in lebenden Pflanzenzellen und "
        "Modellierung von Kalziumsignalen in Wurzelhaaren unter wechselnden Umweltbedingungen, Züchtung "
        "hitzetoleranter Sorten gemeinsam mit Partnern aus der angewandten Pflanzenforschung",
        justify=True,
    )
    page.line("Beruflicher Werdegang", bold=True, gap=10)
    page.row(
        "seit 04/2021",
        "Arbeitsgruppenleiterin, Institut für Pflanzenphysiologie, Universität Elbhausen, Abteilung Stressbiologie",
    )
    page.row(
        "10/2016 – 03/2021", "Postdoktorandin, Max-Planck-Institut für Molekulare Pflanzenphysiologie, Potsdam-Golm"
    )
    page.line("Ausbildung", bold=True, gap=10)
    page.row(
        "10/2012 – 09/2016", "Promotion (Dr. rer. nat.) in Pflanzenbiologie, Ludwig-Maximilians-Universität München"
    )
    # wrapped at the cell's edge where "Genetik," would still have fitted before the page's margin
    page.row("2006 – 2012", STUDIES)
    page.line("Publikationen", bold=True, gap=10)
    page.paragraph(
        "1. Sauerbrey H, Nakamura T, Obuya P (2022) A chloroplast kinase relays heat stress to nuclear gene "
        "expression. Plant Cell 34: 2201-2219",
        hanging=14,
    )
    page.paragraph(
        "2. Nakamura T, Sauerbrey H (2019) Root hair growth under phosphate starvation depends on a "
        "calcium oscillator. New Phytol 221: 1450-1462",
        hanging=14,
    )
    return page


@pytest.fixture(scope="module")
def biologist_text() -> str:
    return extract_pdf_text(_pdf(_biologist()))


def test_dates_of_a_table_in_any_cv_language_go_after_their_entries_and_the_cell_text_is_one_line(biologist_text):
    lines = _lines(biologist_text)
    assert (
        "Arbeitsgruppenleiterin, Institut für Pflanzenphysiologie, Universität Elbhausen, Abteilung "
        "Stressbiologie\tseit 04/2021"
    ) in lines
    assert (
        "Promotion (Dr. rer. nat.) in Pflanzenbiologie, Ludwig-Maximilians-Universität München\t10/2012 – 09/2016"
    ) in lines
    assert f"{STUDIES}\t2006 – 2012" in lines


def test_labelled_personal_details_stay_one_a_line(biologist_text):
    lines = _lines(biologist_text)
    assert "E-Mail: h.sauerbrey@uni-elbhausen.example.de" in lines
    assert any(line.startswith("Anschrift:") and "E-Mail" not in line for line in lines)


def test_the_biologists_cv_reads_its_degrees_and_papers_and_no_personal_detail_as_a_paper():
    document = read_document("lebenslauf.pdf", _pdf(_biologist()))
    profile = document.profile
    assert (profile.name, profile.email) == ("Henrike Sauerbrey", "h.sauerbrey@uni-elbhausen.example.de")
    assert ("phd", 2012, 2016) in {(e.degree, e.start_year, e.end_year) for e in profile.education}
    assert [(pub.title, pub.year) for pub in document.publications] == [
        ("A chloroplast kinase relays heat stress to nuclear gene expression", 2022),
        ("Root hair growth under phosphate starvation depends on a calcium oscillator", 2019),
    ]


def test_a_date_wrapped_after_since_goes_on_with_its_line():
    page = Page()
    page.line("Posizione attuale", bold=True)
    entry = "Ricercatrice a tempo determinato in Economia Politica, Dipartimento di Scienze Economiche e Sociali, dal"
    page.paragraph(f"{entry} 2022")
    page.line("Esperienze professionali", bold=True, gap=8)
    page.paragraph(
        "Assegnista di ricerca presso il Servizio Studi Regionali della Banca Centrale, Divisione Analisi "
        "Territoriale, con compiti di ricerca e di supporto alla Direzione"
    )
    page.line("2019 – 2021")
    page.line("Istruzione", bold=True, gap=8)
    page.paragraph(
        "Dottorato di ricerca in Economia presso la Scuola Superiore di Studi Economici, con una tesi sul "
        "credito alle imprese esportatrici nelle regioni del Mezzogiorno, 2014 – 2019"
    )
    lines = _lines(extract_pdf_text(_pdf(page)))
    assert len([item for item in page.items if item[2] == "2022"]) == 1  # the fixture wraps the year alone
    assert f"{entry} 2022" in lines
    assert "2019 – 2021" in lines  # the dates of an entry that ends, on a line of their own, stay apart


def test_a_reference_wrapped_under_a_hanging_indent_before_a_word_that_just_fitted_is_one_line():
    # Renderers space words their own way: the line broke before "en" though it would just have fitted.
    page = Page()
    page.line("Publicaciones", bold=True)
    first = "Quintero Salas, M., Ibarra, J., & Ledesma, C. (2020). Rumiación y ansiedad social durante la adolescencia"
    second = "en centros educativos rurales. Revista de Psicología Clínica con Niños y Adolescentes, 7(2), 33–41."
    room = RIGHT - (LEFT + text_width(first, SIZE))
    assert text_width(" en", SIZE) + 4 < room < text_width(" en", SIZE) + SIZE  # "en" had room to spare
    page.line(first)
    page.line(second, x=LEFT + 14)
    page.paragraph(
        "Ibarra, J., & Quintero Salas, M. (2018). Preocupación, sueño y rendimiento académico en estudiantes de "
        "bachillerato: un estudio con diarios. Anales de Psicología, 34(1), 1–12.",
        hanging=14,
        justify=True,
    )
    page.paragraph(
        "Ledesma, C., Quintero Salas, M., & Ibarra, J. (2017). Validación de una escala breve de rumiación para "
        "adolescentes hispanohablantes en contextos escolares. Psicothema, 29(3), 401–408.",
        hanging=14,
        justify=True,
    )
    page.paragraph(
        "Quintero Salas, M. (2015). Rumiación y preocupación: dos formas de pensamiento repetitivo en la "
        "adolescencia temprana. Tesis doctoral, Universidad de Sevilla.",
        hanging=14,
        justify=True,
    )
    lines = _lines(extract_pdf_text(_pdf(page)))
    assert f"{first} {second}" in lines


def test_a_header_naming_the_cv_goes_when_the_name_is_printed_below():
    page = Page(top=800)
    page.items.append((380.0, 815.0, "Rosário Vilanova Prates – Curriculum Vitae", 8, False))
    page.line("Rosário Vilanova Prates", size=16, bold=True, gap=40)
    page.line("Dados pessoais", bold=True, gap=8)
    page.line("E-mail: r.prates@ufvale.example.br")
    page.line("Professora Associada, Universidade Federal do Vale")
    assert _lines(extract_pdf_text(_pdf(page)))[0] == "Rosário Vilanova Prates"

    alone = Page(top=800)  # the header is the only place the name is printed: it stays
    alone.items.append((380.0, 815.0, "Rosário Vilanova Prates – Curriculum Vitae", 8, False))
    alone.line("Dados pessoais", bold=True, gap=40)
    alone.line("E-mail: r.prates@ufvale.example.br")
    assert "Rosário Vilanova Prates – Curriculum Vitae" in extract_pdf_text(_pdf(alone))


def test_british_medical_degrees_after_a_name_are_not_part_of_it():
    assert without_titles("Dr Alasdair K. Munro MBChB PhD FRCP(Edin)") == "Alasdair K. Munro"
    assert without_titles("Isla Fergusson BMBCh MRCP") == "Isla Fergusson"


# --- the same kind of CV kept as a Word document ------------------------------------------------------

SPANISH_CV = """
<h1>CURRICULUM VITAE</h1>
<p><b>Itziar Goñi Albéniz</b></p>
<h2>Datos personales</h2>
<table>
<tr><td>Fecha de nacimiento</td><td>04/02/1986</td></tr>
<tr><td>Nacionalidad</td><td>Española</td></tr>
<tr><td>Correo electrónico</td><td>itziar.goni@uvalle.example.es</td></tr>
</table>
<h2>Formación académica</h2>
<table>
<tr><td>2010 – 2014</td><td>Doctorado en Bioquímica, Universidad del Valle Alto</td></tr>
<tr><td>2004 – 2009</td><td>Licenciatura en Química, Universidad de Navarra</td></tr>
</table>
<h2>Publicaciones</h2>
<ol>
<li><b>Goñi Albéniz, I.</b>, Urrutia, M., &amp; Lasa, P. (2021). Estabilidad térmica de lipasas de
origen marino. <i>Biocatálisis</i>, 14(2), 33–41.</li>
<li>Urrutia, M., &amp; <b>Goñi Albéniz, I.</b> (2018). Cinética de enzimas inmovilizadas en sílice
mesoporosa. <i>Revista de Química Aplicada</i>, 7, 101–112.</li>
</ol>
<h2>Idiomas</h2>
<p>Español (nativo), Euskera (nativo), Inglés (C1)</p>
"""


def test_a_word_cv_with_a_table_of_personal_details_reads_its_owner_degrees_and_papers(tmp_path):
    path = tmp_path / "cv.docx"
    pypandoc.convert_text(SPANISH_CV, "docx", format="html", outputfile=str(path))
    document = read_document("cv.docx", path.read_bytes())
    profile = document.profile
    assert (profile.name, profile.email) == ("Itziar Goñi Albéniz", "itziar.goni@uvalle.example.es")
    assert ("phd", 2010, 2014) in {(e.degree, e.start_year, e.end_year) for e in profile.education}
    papers = [(pub.title, pub.year) for pub in document.publications]
    assert papers == [
        ("Estabilidad térmica de lipasas de origen marino", 2021),
        ("Cinética de enzimas inmovilizadas en sílice mesoporosa", 2018),
    ]
    owner = [a for pub in document.publications for a in pub.authors if re.search("Goñi", a.name)]
    assert len(owner) == 2 and all(author.highlighted for author in owner)


GERMAN_CLINICIAN_CV = """
<h1>Curriculum Vitae</h1>
<p><b>Dr. med. Jannik Oberhoff</b></p>
<p>E-Mail: j.oberhoff@klinikum-weserau.example.de</p>
<h2>Originalarbeiten</h2>
<ol>
<li><u>Oberhoff J</u>, Lindqvist A, Demir S. Frühe Mobilisation nach Hüftendoprothetik bei über 80-Jährigen.
Z Orthop Unfall 2022; 160: 301-308</li>
</ol>
<h2>Übersichtsarbeiten</h2>
<ol>
<li>Demir S, <u>Oberhoff J</u>. Periprothetische Infektionen: Diagnostik und Therapie. Orthopäde 2020; 49: 55-63</li>
</ol>
"""


def test_the_headings_of_a_german_medical_publication_list_are_publications(tmp_path):
    # "Originalarbeiten" (original articles) and "Übersichtsarbeiten" (reviews) head a physician's lists.
    path = tmp_path / "lebenslauf.docx"
    pypandoc.convert_text(GERMAN_CLINICIAN_CV, "docx", format="html", outputfile=str(path))
    document = read_document("lebenslauf.docx", path.read_bytes())
    assert document.profile.name == "Jannik Oberhoff"
    assert [(pub.title, pub.year) for pub in document.publications] == [
        ("Frühe Mobilisation nach Hüftendoprothetik bei über 80-Jährigen", 2022),
        ("Periprothetische Infektionen: Diagnostik und Therapie", 2020),
    ]
