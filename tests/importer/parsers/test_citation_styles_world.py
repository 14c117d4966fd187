"""Citation styles of the sciences and languages beyond computer science, as CVs print them:
biology's name-year Vancouver, Chicago author-date, Harvard, ABNT, GB/T 7714 in English, APA
written in French, Spanish, Portuguese and German, and the statuses of those languages.
Lists of such papers and kinds of work (patents, chapters...) are in test_citation_lists_and_kinds_world.

Every person, title and number here is invented; journal names may be real ones.
"""

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.statuses import status_in


def names(pub):
    return [a.name for a in pub.authors]


# --- biology's and ecology's name-year Vancouver ----------------------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        "Wrobel PA, Kastner J (2021) Mud genomes of a brackish bay. Environmental Microbiology 23(11): 6754–6770.",
        "- **Wrobel PA**, Kastner J (2021) Mud genomes of a brackish bay. *Environmental Microbiology* 23(11):6754-6770",
        "Wrobel PA, Kastner J. 2021. Mud genomes of a brackish bay. *Environmental Microbiology* 23: 6754–6770.",
        "3. Wrobel PA, Kastner J. 2021. Mud genomes of a brackish bay. Environmental Microbiology 23 (11): 6754-70. "
        "doi:10.1111/1462-2920.99999",
    ],
)
def test_name_year_vancouver(printed):
    pub = parse_citation(printed)
    assert pub.title == "Mud genomes of a brackish bay"
    assert names(pub) == ["P. A. Wrobel", "J. Kastner"]
    assert pub.venue_text == "Environmental Microbiology 2021"
    assert (pub.year, pub.kind, pub.status) == (2021, "journal", "published")


def test_name_year_vancouver_with_hyphenated_families_and_an_accent():
    pub = parse_citation(
        "Berrio-Ortuño L, Quintela J, Olmos R. 2020. Dispersión de semillas por aves. *Ecosistemas* 29(1): 2110."
    )
    assert names(pub) == ["L. Berrio-Ortuño", "J. Quintela", "R. Olmos"]
    assert (pub.venue_text, pub.kind) == ("Ecosistemas 2020", "journal")


@pytest.mark.parametrize("group", ["PEBBLE-TB Study Group", "Gravel Trial Investigators", "Moss Consortium"])
def test_vancouver_group_author_is_kept_and_the_entry_read(group):
    pub = parse_citation(
        f"Mwaura J, Okeke CN, Hauge S, Lind PJ; {group}. Isoniazid for pebble miners. "
        "J Acquir Immune Defic Syndr. 2021;87(2):801-9."
    )
    assert names(pub) == ["J. Mwaura", "C. N. Okeke", "S. Hauge", "P. J. Lind", group]
    assert (pub.title, pub.venue_text, pub.year) == (
        "Isoniazid for pebble miners",
        "J Acquir Immune Defic Syndr 2021",
        2021,
    )


def test_a_doi_keeps_its_balanced_parentheses():
    pub = parse_citation(
        "Okeke CN, Lind PJ. Viral suppression in pebble towns. Lancet HIV. 2023;10(2):e101-9. "
        "doi:10.1016/S2352-3018(23)00011-1."
    )
    assert pub.doi == "10.1016/S2352-3018(23)00011-1"
    assert parse_citation("Okeke CN. Gravel. Lancet. 2020;1:2. (doi:10.1000/abc.1)").doi == "10.1000/abc.1"


@pytest.mark.parametrize(
    ("printed", "venue", "kind", "status"),
    [
        (
            "Wrobel P, Vaal H (2024) Diel cycles of pebbles. *Pebble Journal* 18: wrae012.",
            "Pebble Journal 2024",
            "journal",
            "published",
        ),
        (
            "Wrobel P, Vaal H (2025) Phosphonates in pebbles. *bioRxiv* doi: 10.1101/2025.01.10.000001 (in review at *PNAS*)",
            "bioRxiv 2025",
            "preprint",
            "submitted",
        ),
    ],
)
def test_name_year_article_numbers_and_preprints(printed, venue, kind, status):
    pub = parse_citation(printed)
    assert (pub.venue_text, pub.kind, pub.status) == (venue, kind, status)
    assert names(pub) == ["P. Wrobel", "H. Vaal"]


# --- Chicago author-date -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "printed",
    [
        'Vasquez-Holm, Elena, and Marten Ogunbiyi. 2023. "Railways and Rural Credit." *Journal of Economic History* 83 (2): 412–450.',
        "Vasquez-Holm, Elena, and Marten Ogunbiyi. 2023. “Railways and Rural Credit.” Journal of Economic History 83 (2): 412–50.",
        '- **Vasquez-Holm, Elena**, and Marten Ogunbiyi. 2023. "Railways and Rural Credit." <i>Journal of Economic History</i> 83(2): 412-450.',
    ],
)
def test_chicago_article(printed):
    pub = parse_citation(printed)
    assert (pub.title, names(pub)) == ("Railways and Rural Credit", ["Elena Vasquez-Holm", "Marten Ogunbiyi"])
    assert (pub.venue_text, pub.year, pub.kind) == ("Journal of Economic History 2023", 2023, "journal")


def test_chicago_forthcoming_with_three_authors_invents_no_year():
    pub = parse_citation(
        'Ogunbiyi, Marten, Elena Vasquez-Holm, and Dmitri Sokolsky. Forthcoming. "Commodity Booms." '
        "*Economic History Review*."
    )
    assert names(pub) == ["Marten Ogunbiyi", "Elena Vasquez-Holm", "Dmitri Sokolsky"]
    assert (pub.title, pub.year, pub.status) == ("Commodity Booms", None, "published")
    assert pub.venue_text == "Economic History Review"


def test_chicago_book_and_book_review():
    book = parse_citation(
        "Vasquez-Holm, Elena. 2019. *Silver and Credit: Banking on the River*. Cambridge: Pebble University Press."
    )
    assert (book.title, names(book), book.kind) == (
        "Silver and Credit: Banking on the River",
        ["Elena Vasquez-Holm"],
        "book",
    )
    assert (book.venue_text, book.year) == ("Pebble University Press 2019", 2019)
    review = parse_citation(
        "Vasquez-Holm, Elena. 2022. Review of *The Great Gravel Slump*, by Harald Penrith. "
        "*Business History Review* 96 (1): 201–203."
    )
    assert names(review) == ["Elena Vasquez-Holm"]  # the reviewed book's author is not an author
    assert (review.kind, review.venue_text) == ("other", "Business History Review 2022")


def test_academicpages_generated_chicago_citation():
    pub = parse_citation(
        "Echevarría, Tomás and Lucía Marrero. (2023). &quot;Who Bears Payroll Taxes?&quot; "
        "<i>AEJ: Economic Policy</i>. 15(2)"
    )
    assert (names(pub), pub.title, pub.year) == (
        ["Tomás Echevarría", "Lucía Marrero"],
        "Who Bears Payroll Taxes?",
        2023,
    )


def test_names_in_given_family_order_are_not_taken_for_chicago():
    pub = parse_citation('Ana Ruiz and Bo Li. 2022. "Pebble Caches Revisited." <i>Coral Reefs</i> 41.')
    assert names(pub) == ["Ana Ruiz", "Bo Li"]
    assert pub.year == 2022


# --- Harvard --------------------------------------------------------------------------------------


@pytest.mark.parametrize("quotes", [("'", "'"), ("‘", "’")])
def test_harvard_single_quoted_title(quotes):
    opening, closing = quotes
    pub = parse_citation(
        f"Aalto-Mbeki, S., Ribeiro, C.M. and Tangaroa, W. (2024) {opening}Magma ascent rates at a pebble volcano{closing}, "
        "Journal of Volcanology and Geothermal Research, 445, 107966."
    )
    assert pub.title == "Magma ascent rates at a pebble volcano"
    assert names(pub) == ["S. Aalto-Mbeki", "C.M. Ribeiro", "W. Tangaroa"]
    assert (pub.venue_text, pub.kind) == ("Journal of Volcanology and Geothermal Research 2024", "journal")


@pytest.mark.parametrize(
    "series", ["GNS Science Report 2021/15", "Survey Reports No. 12", "Open File Report 2019-1042"]
)
def test_a_numbered_report_of_an_institute_is_not_a_journal(series):
    pub = parse_citation(
        f"Aalto-Mbeki, S. and Dunmore, P.J. (2021) Volcanic hazard of the plateau. {series}. Lower Hutt."
    )
    assert (pub.kind, pub.venue_text) == ("other", f"{series} 2021")


# --- other languages and national standards -------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "authors"),
    [
        (
            "Vautrin-Mbaye, C. et Diallo, A. (2023). « Microcrédit et scolarisation ». *Revue d'économie du développement*, 31(2), 45-78.",
            ["C. Vautrin-Mbaye", "A. Diallo"],
        ),
        (
            "Mestral, A. et Quéré, L. (2023), « Microcrédit et scolarisation », *Revue d'économie du développement*, 31(2), p. 45-78.",
            ["A. Mestral", "L. Quéré"],
        ),
        (
            "Garrido, M., Ruiz, A. y Soto, B. (2023). „Microcrédit et scolarisation“. Revue d'économie du développement, 31(2), 45-78.",
            ["M. Garrido", "A. Ruiz", "B. Soto"],
        ),
        (
            "Lima, R. e Prado, T. (2023). “Microcrédit et scolarisation.” Revue d'économie du développement, 31(2), 45–78.",
            ["R. Lima", "T. Prado"],
        ),
    ],
)
def test_apa_in_other_languages(printed, authors):
    pub = parse_citation(printed)
    assert (pub.title, names(pub)) == ("Microcrédit et scolarisation", authors)
    assert (pub.venue_text, pub.year) == ("Revue d'économie du développement 2023", 2023)


@pytest.mark.parametrize(
    ("printed", "kind"),
    [
        ("- Mestral, A., Daubin, C. « Remittances and pebbles », document de travail, 2024.", "preprint"),
        ("Mestral, A., Daubin, C. „Remittances and pebbles“, Arbeitspapier, 2024.", "preprint"),
        ("Mestral, A., Daubin, C. « Remittances and pebbles », *Revue d'économie*, 2024.", None),
    ],
)
def test_apa_names_a_quoted_title_and_the_year_last(printed, kind):
    pub = parse_citation(printed)
    assert (pub.title, names(pub), pub.year) == ("Remittances and pebbles", ["A. Mestral", "C. Daubin"], 2024)
    if kind:
        assert (pub.kind, pub.status) == (kind, "submitted")


@pytest.mark.parametrize(
    "printed",
    [
        "TAVEIRA, R. A.; XAVIER, P.; MOTTA, L. Quantum Hall plateaus in pebble bilayers. Physical Review B, v. 104, p. 115402, 2021.",
        "**TAVEIRA, R. A.**; XAVIER, P.; MOTTA, L. Quantum Hall plateaus in pebble bilayers. "
        "Physical Review B, v. 104, n. 11, p. 115402-115410, 2021.",
        "1. TAVEIRA, Rui A.; XAVIER, P.; MOTTA, L. Quantum Hall plateaus in pebble bilayers. Physical Review B, vol. 104, 2021.",
    ],
)
def test_abnt(printed):
    pub = parse_citation(printed)
    assert pub.title == "Quantum Hall plateaus in pebble bilayers"
    assert names(pub)[1:] == ["P. Xavier", "L. Motta"] and names(pub)[0].endswith("Taveira")
    assert (pub.venue_text, pub.year, pub.kind) == ("Physical Review B 2021", 2021, "journal")


def test_abnt_family_with_particles():
    pub = parse_citation(
        "DOS SANTOS, M.; TAVEIRA, R. A. Bombas topológicas. Revista Brasileira de Física, v. 43, p. 1, 2022."
    )
    assert names(pub) == ["M. dos Santos", "R. A. Taveira"]


def test_abnt_proceedings():
    pub = parse_citation(
        "TAVEIRA, R. A.; XAVIER, P. Efeitos de borda em pedras. In: Encontro de Física 2015, Natal. "
        "Anais do Encontro de Física, 2015."
    )
    assert (pub.title, pub.kind, pub.venue_text, pub.year) == (
        "Efeitos de borda em pedras",
        "conference",
        "Encontro de Física 2015",
        2015,
    )


@pytest.mark.parametrize(
    "printed",
    [
        "**Lin X.**, Zhou Y., Wang H. Microplastic transport in karst aquifers. *Water Research*, 2022, 215: 118233.",
        "Lin X., Zhou Y., Wang H. Microplastic transport in karst aquifers[J]. Water Research, 2022, 215(4): 118233.",
        "- Lin X.\\*, Zhou Y., Wang H. Microplastic transport in karst aquifers. Water Research, 2022, 215: 118233-118240.",
    ],
)
def test_gbt_7714_in_english(printed):
    pub = parse_citation(printed)
    assert (pub.title, names(pub)) == ("Microplastic transport in karst aquifers", ["X. Lin", "Y. Zhou", "H. Wang"])
    assert (pub.venue_text, pub.year, pub.kind) == ("Water Research 2022", 2022, "journal")


@pytest.mark.parametrize("numbers", ["39(4): 1021-1030", "39: 1021-1030", "(4): 1021-1030", "39(4)"])
def test_a_chinese_venue_loses_its_volume_and_pages(numbers):
    pub = parse_citation(f"林晓菁, 周煜. 太湖沉积物中抗性基因的分布. 环境科学学报, 2019, {numbers}.")
    assert (pub.venue_text, pub.year, pub.kind) == ("环境科学学报, 2019", 2019, "journal")


@pytest.mark.parametrize(
    "line",
    [
        'Oren F. Ostergaard, Uma O. Falkenrath, Wen U. Nakashima. "Elastic Batching 89." *ATC*, 2013.',
        "**Oren F. Østergaard**, Uma O. Falkenrath. “Elastic Batching 89.” *ATC*, 2013.",
    ],
)
def test_a_given_name_and_middle_initial_is_not_a_gbt_family_name(line):
    publication = parse_citation(line)
    assert publication.title == "Elastic Batching 89"
    assert publication.authors[0].name.startswith("Oren F. ")


@pytest.mark.parametrize(
    ("printed", "status", "venue"),
    [
        (
            "Karaca, Ö., Weidner, K.: Motor-driven buckling of pebble bundles. Soft Matter (im Druck).",
            "published",
            "Soft Matter",
        ),
        (
            "Tupac, K., Chica, V. M. Drought legacy on páramo pebbles. *Water Resources Research* (under review).",
            "submitted",
            "Water Resources Research",
        ),
        (
            "Vautrin-Mbaye, C. et Roux, P. Land titling and pebbles. Soumis à *Journal of Development Economics*.",
            "submitted",
            "Journal of Development Economics",
        ),
        (
            "**Te Rangi, A.**, & Ferrand, G. Predator-free islands and pebbles. *Ecological Applications* (en prensa).",
            "published",
            "Ecological Applications",
        ),
    ],
)
def test_authors_and_a_status_without_a_year_are_a_paper(printed, status, venue):
    pub = parse_citation(printed)
    assert len(pub.authors) == 2 and pub.title.split()[0] in ("Motor-driven", "Drought", "Land", "Predator-free")
    assert (pub.status, pub.year, pub.venue_text) == (status, None, venue)


@pytest.mark.parametrize(
    ("printed", "status"),
    [
        ("Soto-Ramos, C., & Althoff, M. K. [Under review]. Distractor suppression in pebble search.", "submitted"),
        ("Bolz, H. (eingereicht). Porewater molybdenum as a pebble proxy. *Chemical Geology*.", "submitted"),
        ("Bolz, H. (im Druck). Porewater molybdenum as a pebble proxy. *Chemical Geology*.", "published"),
        ("Bolz, H. (sous presse). Porewater molybdenum as a pebble proxy. *Chemical Geology*.", "published"),
    ],
)
def test_a_status_in_the_date_slot_in_any_language(printed, status):
    pub = parse_citation(printed)
    assert (pub.status, pub.year) == (status, None)
    assert pub.title.endswith(("pebble search", "pebble proxy")) and len(pub.authors) >= 1


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Soumis à *Journal of Stones*", "submitted"),
        ("eingereicht bei Geology", "submitted"),
        ("enviado a Ecosistemas", "submitted"),
        ("submetido", "submitted"),
        ("im Druck", "published"),
        ("en prensa", "published"),
        ("no prelo", "published"),
        ("in corso di stampa", "published"),
        ("sous presse", "published"),
        ("Pebbles in the press of a river", None),
        ("Einreichung", None),
    ],
)
def test_statuses_of_the_cv_languages(text, status):
    assert status_in(text) == status
