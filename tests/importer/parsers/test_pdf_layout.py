"""PDF CVs in two columns: dates stay with their entries, a sidebar is never interleaved with the main text."""

from importer.parsers.documents import read_document
from importer.parsers.pdf import extract_pdf_text
from tests.importer.pdfs import make_positioned_pdf

# moderncv: dates in a narrow left column, on the baseline of their entry.
MODERNCV = [
    (150, 740, "Dorota Kaczmarek"),
    (150, 700, "Education"),
    (60, 680, "2016 - 2021"),
    (150, 680, "Ph.D. in Computer Science, Ridgeway University"),
    (60, 666, "2014 - 2016"),
    (150, 666, "M.Sc. in Computer Science, Lowmarsh University"),
    (150, 630, "Experience"),
    (60, 610, "2021 - present"),
    (150, 610, "Assistant Professor, Ridgeway University"),
    (60, 596, "2019"),
    (150, 596, "Research Intern, Northwind Research"),
]

# A sidebar of contact and skills beside the main column; its lines fall between the main lines.
SIDEBAR = [
    (40, 742, "Contact"),
    (40, 724, "amadou@example.org"),
    (40, 706, "Skills"),
    (40, 688, "Python, R, Stan"),
    (40, 670, "Languages"),
    (40, 652, "French, Wolof"),
    (220, 745, "Amadou Diallo"),
    (220, 715, "Education"),
    (220, 697, "Ph.D. in Statistics, Universite de Montclair, 2018 - 2022"),
    (220, 679, "Publications"),
    (220, 661, "A. Diallo, C. Fontaine. Conformal prediction under shift. JASA, 2023."),
]


def test_dates_in_a_left_column_stay_on_the_row_of_their_entry():
    text = extract_pdf_text(make_positioned_pdf(MODERNCV))
    assert "Ph.D. in Computer Science, Ridgeway University\t2016 - 2021" in text
    assert "Research Intern, Northwind Research\t2019" in text


def test_moderncv_pdf_reads_dates_with_their_entries():
    profile = read_document("cv.pdf", make_positioned_pdf(MODERNCV)).profile
    assert profile.name == "Dorota Kaczmarek"
    assert [(e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", 2016, 2021),
        ("master", 2014, 2016),
    ]
    assert [(e.title, e.start_year) for e in profile.experience][:1] == [("Assistant Professor", 2021)]


def test_a_sidebar_is_read_before_the_main_column_never_interleaved():
    lines = extract_pdf_text(make_positioned_pdf(SIDEBAR)).split("\n")
    sidebar = ["Contact", "amadou@example.org", "Skills", "Python, R, Stan", "Languages", "French, Wolof"]
    assert [l for l in lines if l in sidebar] == sidebar
    main = [l for l in lines if l.startswith(("Amadou", "Education", "Ph.D.", "Publications", "A. Diallo"))]
    assert len(main) == 5
    assert max(lines.index(s) for s in sidebar) < min(lines.index(m) for m in main)


def test_a_name_across_the_top_of_both_columns_comes_first_and_the_columns_stay_apart():
    page = [(40, 770, "AMADOU DIALLO - Postdoctoral Researcher in Statistics"), *SIDEBAR]
    lines = extract_pdf_text(make_positioned_pdf(page)).split("\n")
    assert lines[0].startswith("AMADOU DIALLO")
    assert lines.index("French, Wolof") < lines.index("Education")
    assert "Skills" not in " ".join(l for l in lines if "\t" in l)  # no sidebar line glued to a main line


def test_a_sidebar_on_the_main_columns_baselines_is_still_read_apart():
    # Contact and skills lines that happen to share the main column's baselines are no date column.
    page = [
        (40, 742, "Contact"),
        (220, 742, "Education"),
        (40, 728, "amadou@example.org"),
        (220, 728, "Ph.D. in Statistics, Universite de Montclair"),
        (40, 714, "Skills"),
        (220, 714, "Sep 2018 - Jun 2022"),
        (40, 700, "Python, R, Stan"),
        (220, 700, "Experience"),
        (40, 686, "Languages"),
        (220, 686, "Data Science Intern, Northwind Research"),
        (40, 672, "French, Wolof"),
        (220, 672, "May 2020 - Aug 2020"),
    ]
    lines = extract_pdf_text(make_positioned_pdf(page)).split("\n")
    assert "\t" not in "\n".join(lines)
    assert lines.index("French, Wolof") < lines.index("Education")
    assert lines[lines.index("Data Science Intern, Northwind Research") + 1] == "May 2020 - Aug 2020"


def test_a_line_wrapped_before_a_short_word_is_joined_with_its_continuation():
    """A browser or word processor wraps a line when the next word and the space before it do not fit:
    a line may end a few points short of the margin, a bit more than a short word's width."""
    from importer.parsers.pdflayout import Line, Page, layout_text

    texts = [
        "Publications",
        "Noor Haddad, Pavel Lindqvist, Ines Carvalho, Tomasz Wierzbicki, Akua Mensah, Lio",
        "Bertrand, Chidi Okafor, Marta Ruiz, Sven Holm, Leila Farahani, Ikaika Kahale, Amara",
        "Nwosu, Jonas Petrauskas, Elif Demir, Keanu Alapai, Rosa Lindgren, Dmitri Volkov,",
        "Bertrand, Femi Adeyemi, Olga Sorensen, Rafael Quintero, Hana Kobayashi, Otto",
        "Wei Wang, “Slow Tides in Shallow Estuaries”, in the Proceedings of the Coastal",
        "Dynamics Conference (Coastal ’24), Lisbon, 2024.",
    ]
    widths = [70, 432, 432, 430, 414, 432, 250]  # the column is 432 points wide; the fifth line ends 18 short of it
    char = widths[4] / len(texts[4])  # its average character
    assert 3 * char < 432 - widths[4] < 4 * char  # "Wei" alone would have fitted; with the space before it, not
    lines = [
        Line(90, 700 - 13.5 * i, 90 + width, 710 - 13.5 * i, text, 12.0)
        for i, (text, width) in enumerate(zip(texts, widths, strict=True))
    ]
    text = layout_text([Page(612, 792, lines)])
    assert "Hana Kobayashi, Otto Wei Wang, “Slow Tides" in text
