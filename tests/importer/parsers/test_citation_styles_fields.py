"""Citation styles of medicine, mathematics, ecology, psychology, economics and the humanities as
people type them on CVs: the rules of mathematics.py and the style readers they complete."""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.citations.mathematics import read_ams_plain


def _read(text, **kwargs):
    pub = parse_citation(text, **kwargs)
    return pub.title, [a.name for a in pub.authors], pub.venue_text, pub.year, pub.kind, pub.status


# --- mathematics without italics ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "R. Quill, Amenable groups and their boundaries, Duke Math. J. 170 (2021), no. 4, 611–650. MR4312345",
            ("Amenable groups and their boundaries", ["R. Quill"], "Duke Math. J. 2021", 2021, "journal"),
        ),
        (  # MathSciNet: inverted names with semicolons, the title a sentence, a series before the volume
            "Quill, R.; Tamsin, B. K. Lattices in rank one. Ann. Sci. Éc. Norm. Supér. (4) 53 (2020), no. 2, 455–490.",
            ("Lattices in rank one", ["R. Quill", "B. K. Tamsin"], "Ann. Sci. Éc. Norm. Supér. 2020", 2020, "journal"),
        ),
        (  # inverted names with commas and "and", a comma before the volume, a journal in full
            "Quill, R., Tamsin, B. K., and Orme, D. Tilings of the plane, Contributions to Discrete Mathematics, 15 (2018), no. 1.",
            (
                "Tilings of the plane",
                ["R. Quill", "B. K. Tamsin", "D. Orme"],
                "Contributions to Discrete Mathematics 2018",
                2018,
                "journal",
            ),
        ),
        (  # the title holds commas: only the last piece before the volume is the journal
            "R. Quill, Rings, modules, and sheaves, Math. Ann. 375 (2019), 101–130.",
            ("Rings, modules, and sheaves", ["R. Quill"], "Math. Ann. 2019", 2019, "journal"),
        ),
    ],
)
def test_ams_references_typed_without_italics(text, expected):
    assert _read(text)[:5] == expected


def test_a_paper_to_appear_keeps_its_journal_and_no_year():
    title, authors, venue, year, _kind, status = _read(
        "R. Quill and B. Tamsin, On rigid hyperbolic surfaces, Geom. Topol., to appear."
    )
    assert (title, authors, year, status) == (
        "On rigid hyperbolic surfaces",
        ["R. Quill", "B. Tamsin"],
        None,
        "published",
    )
    assert venue.startswith("Geom. Topol")


def test_a_submitted_paper_names_no_journal_and_its_arxiv_id_dates_it():
    assert _read("R. Quill, A remark on Hecke operators, submitted. arXiv:2201.01234") == (
        "A remark on Hecke operators",
        ["R. Quill"],
        None,
        2022,
        "preprint",
        "submitted",
    )


def test_a_preprint_word_is_no_part_of_the_title():
    title, authors, venue, year, kind, _status = _read(
        "R. Quill and D. Orme, Boundaries of free groups, preprint (2023), arXiv:2305.04567."
    )
    assert (title, authors, venue, year, kind) == (
        "Boundaries of free groups",
        ["R. Quill", "D. Orme"],
        "arXiv 2023",
        2023,
        "preprint",
    )


def test_a_one_word_piece_after_the_name_is_the_title_not_an_author():
    assert _read("R. Quill, Groups, graphs, and trees, Math. Ann. 375 (2019), 101–130.")[:2] == (
        "Groups, graphs, and trees",
        ["R. Quill"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "R. Quill, *Italic titles are the other reader's*, J. Algebra **12** (2020), 1–9.",
        'R. Quill, "Quoted titles too", J. Algebra 12 (2020), 1–9.',
        "R. Quill, B. Tamsin, Phys. Lett. B 716 (2012) 1.",  # no title at all
        "Quill R, Tamsin B. Pebble counts in dry meadows. Oikos. 2020;129:1-9.",  # no "vol (year)"
    ],
)
def test_the_plain_ams_reader_leaves_other_forms_alone(text):
    assert read_ams_plain(text) is None


def test_an_inspire_reference_without_a_title_is_listed_under_its_volume_and_page():
    pub = parse_citation("R. Quill, B. K. Tamsin, Phys. Lett. B 716 (2012) 1.")
    assert (pub.title, pub.venue_text, pub.year) == ("Phys. Lett. B 716, 1", "Phys. Lett. B 2012", 2012)
    assert "add its title" in pub.warnings[0]


# --- medicine: AMA's online dates --------------------------------------------------------------


def test_ama_published_online_gives_the_year_and_keeps_the_journal_out_of_the_title():
    assert _read(
        "Quill R, Tamsin B. Zinc and wound healing: a trial. JAMA Surg. Published online March 2, 2021. "
        "doi:10.1001/jamasurg.2021.0001"
    )[:5] == ("Zinc and wound healing: a trial", ["R. Quill", "B. Tamsin"], "JAMA Surg 2021", 2021, "journal")


def test_pubmeds_ahead_of_print_note_is_no_part_of_the_title():
    title, _authors, venue, year, _kind, _status = _read(
        "Orme D, Quill R. Gait speed in frail adults [published online ahead of print, 2021 Jan 5]. "
        "Age Ageing. 2021;50:33-41."
    )
    assert (title, venue, year) == ("Gait speed in frail adults", "Age Ageing 2021", 2021)


# --- humanities: MLA ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Quill, Rosalind. The Harbour Novel: Sea and Nation, 1840-1890. Oxford UP, 2017.",
            ("The Harbour Novel: Sea and Nation, 1840-1890", "Oxford UP 2017", "book"),
        ),
        (
            "Quill, Rosalind. Provincial Printers. U of Chicago P, 2011.",
            ("Provincial Printers", "U of Chicago P 2011", "book"),
        ),
        (
            'Quill, Rosalind. "Letters at Sea." *Reading the Harbour*, edited by Dara Orme, Routledge, 2020, pp. 45-67.',
            ("Letters at Sea", "Reading the Harbour 2020", "chapter"),
        ),
    ],
)
def test_mla_books_and_chapters(text, expected):
    title, authors, venue, _year, kind, _status = _read(text)
    assert (title, venue, kind) == expected and authors == ["Rosalind Quill"]


def test_a_title_then_a_full_stop_then_words_without_a_publisher_is_no_mla_book():
    kind = _read("Quill, Rosalind. Notes on harbours. Lecture given at the Pebble Society, 2011.")[4]
    assert kind != "book"  # no press, no university: not read as a book by its publisher


# --- ecology, psychology ------------------------------------------------------------------------


def test_harvard_abbreviated_journal_with_volume_and_page_range_is_a_journal():
    assert (
        _read("Quill, R.T. and Orme, D. (2020). Recharge in dry basins. Hydrol. Process. 34, 1201–1215.")[4]
        == "journal"
    )


def test_an_apa_manuscript_submitted_for_publication_has_no_venue():
    assert _read(
        "Quill, R., & Orme, D. (2023). *Peer mentoring in small schools* [Manuscript submitted for publication]. "
        "Department of Education, Pebble University."
    )[2:] == (None, 2023, "preprint", "submitted")


# --- economics ----------------------------------------------------------------------------------


def test_a_quoted_job_market_paper_alone_is_the_owners():
    text = (
        '- "Minimum Wages and Teen Hours" (with Dara Orme), *Journal of Labor Economics*, 2021.\n'
        '- "Tariffs and Local Politics" (Job Market Paper)\n'
        '- "Ports and Prices" (R&R at *Econometrica*)\n'
    )
    pubs, _warnings = parse_publications(text, owner="Rosalind Quill")
    assert [(p.title, [a.name for a in p.authors], p.status) for p in pubs] == [
        ("Minimum Wages and Teen Hours", ["Rosalind Quill", "Dara Orme"], "published"),
        ("Tariffs and Local Politics", ["Rosalind Quill"], "submitted"),
        ("Ports and Prices", ["Rosalind Quill"], "submitted"),
    ]


def test_a_quoted_line_with_a_bracketed_note_on_a_cv_without_an_owner_stays_authorless():
    pubs, _warnings = parse_publications('- "Ports and Prices" (R&R at *Econometrica*)\n')
    assert all(not p.authors for p in pubs)


# --- more of medicine's habits ------------------------------------------------------------------


def test_pubmeds_epub_without_a_volume_is_still_a_journal_paper():
    assert _read(
        "Quill R. Reading gases at the bedside. Nurs Stand. 2022 Jul 28. doi: 10.7748/ns.2022.e1. "
        "Epub ahead of print. PMID: 35811111."
    )[2:5] == ("Nurs Stand 2022", 2022, "journal")


def test_a_group_for_which_the_authors_write_is_an_author():
    assert _read("Quill R, Tamsin B; for the PEBBLE Trial Group. Statins after stroke. N Engl J Med. 2019;380:11-20.")[
        :2
    ] == ("Statins after stroke", ["R. Quill", "B. Tamsin", "PEBBLE Trial Group"])


def test_an_underlined_trainee_is_an_author_like_the_others():
    assert _read("Tamsin B, <u>Quill R</u>, Orme D. Statins after stroke. Stroke. 2023 Feb;54(2):e12-e19.")[:3] == (
        "Statins after stroke",
        ["B. Tamsin", "R. Quill", "D. Orme"],
        "Stroke 2023",
    )


def test_a_medrxiv_preprint_in_vancouver_style():
    assert _read("Quill R, Tamsin B. Statins after stroke. medRxiv [Preprint]. 2022 Mar 3. doi:10.1101/2022.03.01.1")[
        2:5
    ] == ("medRxiv 2022", 2022, "preprint")


def test_names_ended_by_a_colon_and_a_journal_to_appear():
    title, authors, venue, year, _kind, status = _read(
        "R. Quill, B. Tamsin, and D. Orme: On symmetric condensers. J. Comput. Appl. Math. (to appear)."
    )
    assert (title, authors, year, status) == (
        "On symmetric condensers",
        ["R. Quill", "B. Tamsin", "D. Orme"],
        None,
        "published",
    )
    assert venue.startswith("J. Comput. Appl. Math")


def test_a_status_taken_out_of_a_venue_leaves_no_space_before_its_comma():
    assert _read('Rosalind Quill, "One-bit channel estimates," IEEE Trans. Wireless Commun. (to appear), 2021.')[2] == (
        "IEEE Trans. Wireless Commun., 2021"
    )


def test_volume_year_and_page_after_the_journal():
    assert _read("R. Quill, B. Tamsin, Spin waves in lattices, Appl. Phys. Lett. 112, 2018, 132401.")[:5] == (
        "Spin waves in lattices",
        ["R. Quill", "B. Tamsin"],
        "Appl. Phys. Lett. 2018",
        2018,
        "journal",
    )


# --- GOST (Russian and other post-Soviet CVs) -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Quill R., Tamsin B., Orme D. Spin waves in lattices // Phys. Rev. B. 2018. Vol. 98. P. 014401.",
            ("Spin waves in lattices", ["R. Quill", "B. Tamsin", "D. Orme"], "Phys. Rev. B 2018", 2018, "journal"),
        ),
        (  # the first author as heading, all of them after the slash, dashes between the parts
            "Quill R.T. Spin waves in lattices / R.T. Quill, B. Tamsin // Phys. Rev. B. – 2018. – Vol. 98, No. 1. – P. 1.",
            ("Spin waves in lattices", ["R.T. Quill", "B. Tamsin"], "Phys. Rev. B 2018", 2018, "journal"),
        ),
        (
            "Квиль Р.Т., Тамсин Б. Спиновые волны в решётках // Вестник физики. 2019. Т. 98, № 2. С. 10–20.",
            ("Спиновые волны в решётках", ["Р.Т. Квиль", "Б. Тамсин"], "Вестник физики 2019", 2019, "journal"),
        ),
        (  # a meeting's town before the year is no part of its name
            "**Quill R.**, Tamsin B. Grain boundaries in steel // Proc. Int. Conf. on Metals. – Moscow, 2017. – P. 12–15.",
            (
                "Grain boundaries in steel",
                ["R. Quill", "B. Tamsin"],
                "Proc. Int. Conf. on Metals 2017",
                2017,
                "conference",
            ),
        ),
    ],
)
def test_gost_references(text, expected):
    assert _read(text)[:5] == expected


# --- an economist's research page: hard line breaks, page buttons, "R&R at the *Journal*" ---------


def test_a_research_page_with_hard_line_breaks_and_button_links():
    text = (
        " **Sparse Instruments in Small Samples** \\\n"
        " Revise and Resubmit at the _Journal of Business & Economic Statistics_.\\\n"
        ' [<a style="cursor:pointer;" onclick="toggle(\'abs1\');">abstract</a>; '
        "[arXiv](https://arxiv.org/abs/2311.99999); [R package](https://example.org/siv/)].\n"
        "\n"
        " **Shrinkage for Panel Data** (with Bo Tamsin) \\\n"
        " _Journal of Econometrics_, 2023, 235(2): 1001-1020.\\\n"
    )
    pubs, _warnings = parse_publications(text, owner="Rosalind Quill")
    assert [(p.title, [a.name for a in p.authors], p.venue_text, p.status) for p in pubs] == [
        (
            "Sparse Instruments in Small Samples",
            ["Rosalind Quill"],
            "Journal of Business & Economic Statistics",
            "submitted",
        ),
        ("Shrinkage for Panel Data", ["Rosalind Quill", "Bo Tamsin"], "Journal of Econometrics 2023", "published"),
    ]
    assert {link.label for link in pubs[0].links} == {"arXiv", "Code"}


# --- geography, history: Harvard and Chicago books and chapters ------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # Harvard's chapter: the title quoted, a comma, "in" the editors "(eds)", the book, the imprint
            "Quill, R. (2019) 'Tide and the seaside town', in Tamsin, B. and Orme, D. (eds) Places of Salt. "
            "London: Routledge, pp. 45–67.",
            ("Tide and the seaside town", "Places of Salt 2019", "chapter"),
        ),
        (  # Harvard's book: the title, then city and publisher only
            "Quill, R. (2018) Urban Heat and Health. Bristol: Policy Press.",
            ("Urban Heat and Health", "Policy Press 2018", "book"),
        ),
        (
            "Quill R., Tamsin B. (2017). Heat in small cities. In: Orme D. (Ed.), Climate and Towns (pp. 12–30). Springer.",
            ("Heat in small cities", "Climate and Towns 2017", "chapter"),
        ),
        (  # Chicago author-date
            'Quill, Rosalind. 2016. "Pilgrims and Ports." In The Inland Sea, edited by Bo Tamsin, 101–24. Leiden: Brill.',
            ("Pilgrims and Ports", "The Inland Sea 2016", "chapter"),
        ),
        (
            "Quill, Rosalind. 2015. Ports of Faith: Pilgrimage and Trade. Ithaca: Cornell University Press.",
            ("Ports of Faith: Pilgrimage and Trade", "Cornell University Press 2015", "book"),
        ),
    ],
)
def test_books_and_chapters_of_the_author_date_styles(text, expected):
    title, _authors, venue, _year, kind, _status = _read(text)
    assert (title, venue, kind) == expected


def test_a_chicago_note_keeps_the_year_and_not_the_volume_of_its_journal():
    assert _read('R. Quill, "Pilgrims and ports," Journal of Inland Seas 18, no. 3 (Spring 2014): 201–230.')[2:4] == (
        "Journal of Inland Seas 2014",
        2014,
    )


def test_a_physics_preprint_submitted_to_a_journal_is_not_yet_published():
    assert _read('R. Quill, B. Tamsin, "Spin waves in lattices", submitted to Phys. Rev. B (2023), arXiv:2301.01234.')[
        4:
    ] == ("preprint", "submitted")
