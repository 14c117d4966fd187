"""One publication as printed -> ParsedPublication, and splitting a section into entries.

Every fixture here is invented: fictional people, papers and links.
"""

import pytest

from importer.parsers.citations import (
    document_vocabulary,
    guess_venue_acronym,
    parse_citation,
    parse_publications,
    split_entries,
)
from importer.parsers.records import DocumentError


def names(pub):
    return [a.name for a in pub.authors]


def equal(pub):
    return [a.name for a in pub.authors if a.equal_contribution]


def test_markdown_list_item_with_quoted_linked_title_and_bold_owner():
    pub = parse_citation(
        'Ilse Varga, **Mara Quill**, Tobin Ashgrove, "[Sorting Pebbles at Scale](../files/pebbles.pdf)", '
        "*in the Proceedings of the 12th USENIX Symposium on Pebble Systems (**PSYS'23**), Lisbon, June 2023.*"
    )
    assert pub.title == "Sorting Pebbles at Scale"
    assert names(pub) == ["Ilse Varga", "Mara Quill", "Tobin Ashgrove"]
    assert [a.highlighted for a in pub.authors] == [False, True, False]
    assert equal(pub) == []
    assert pub.year == 2023
    assert guess_venue_acronym(pub.venue_text) == "PSYS"
    assert pub.kind == "conference"
    assert pub.links[0].url == "../files/pebbles.pdf" and pub.links[0].label == "PDF"


def test_sup_markers_with_legend_and_bracketed_link():
    pub = parse_citation(
        'Ilse Varga<sup>†</sup>, **Mara Quill**<sup>†</sup>, Tobin Ashgrove, "Gravel: Fast Pebble Logs", '
        "*in Proceedings of the 3rd Symposium on Pebble Systems (**PSYS ’26**), May 2026.* "
        "(<sup>†</sup>Equal contribution) [[Preprint](../files/gravel.pdf)]."
    )
    assert names(pub) == ["Ilse Varga", "Mara Quill", "Tobin Ashgrove"]
    assert equal(pub) == ["Ilse Varga", "Mara Quill"]
    assert pub.year == 2026
    assert [(l.label, l.url) for l in pub.links] == [("Preprint", "../files/gravel.pdf")]
    assert "Equal" not in (pub.venue_text or "")


def test_legend_can_make_dagger_mean_corresponding():
    pub = parse_citation(
        'Ilse Varga*, Mara Quill*, Tobin Ashgrove†, "Moss on Stones", PSYS 2024. '
        "(* equal contribution, † corresponding author)"
    )
    assert equal(pub) == ["Ilse Varga", "Mara Quill"]
    assert [a.name for a in pub.authors if a.corresponding] == ["Tobin Ashgrove"]


def test_envelope_marks_corresponding_author():
    pub = parse_citation('Ilse Varga, Tobin Ashgrove✉, "Moss on Stones", PSYS 2024.')
    assert [a.corresponding for a in pub.authors] == [False, True]
    assert equal(pub) == []


def test_title_line_authors_line_venue_line():
    pub = parse_citation(
        "Pebblenet: Routing Gravel in Data Centers\n"
        "Mara Quill*, Tobin Ashgrove*, Ilse Varga (*co-first authors)\n"
        "19th USENIX Symposium on Pebble Systems (PSYS '24)\n[Paper/Slides/Talk] [Code] -"
    )
    assert pub.title == "Pebblenet: Routing Gravel in Data Centers"
    assert names(pub) == ["Mara Quill", "Tobin Ashgrove", "Ilse Varga"]
    assert equal(pub) == ["Mara Quill", "Tobin Ashgrove"]
    assert pub.year == 2024
    assert guess_venue_acronym(pub.venue_text) == "PSYS"
    assert pub.links == []  # labels without a URL are not links


def test_bold_title_block_with_escaped_markers():
    pub = parse_citation(
        "**Quarry: Serving Rocks with Elastic Buckets**\n\n"
        "Tobin Ashgrove\\*, **Mara Quill<sup>\\*</sup>**, Ilse Varga\n\n(\\*Equal Contribution)\n\n"
        "**In preprint**"
    )
    assert pub.title == "Quarry: Serving Rocks with Elastic Buckets"
    assert equal(pub) == ["Tobin Ashgrove", "Mara Quill"]
    assert pub.kind == "preprint"
    assert pub.year is None


@pytest.mark.parametrize(
    "venue, year, acronym",
    [
        ("PSYS '24", 2024, "PSYS"),
        ("PSYS’24", 2024, "PSYS"),
        ("(PSYS ’26)", 2026, "PSYS"),
        ("PSYS 2025", 2025, "PSYS"),
        ("ACM PEBBLECOMM 2023, CCF-A", 2023, "PEBBLECOMM"),
        ("In Proceedings of the 23rd Symposium on Pebble Systems (PSYS'21), Denver, CO, USA", 2021, "PSYS"),
        ("*In* Proceedings of the Pebble Conference, March 14, 2019", 2019, None),
    ],
)
def test_venue_and_year_styles(venue, year, acronym):
    pub = parse_citation(f"Mara Quill, Tobin Ashgrove. Gravel Sorting Revisited. {venue}")
    assert pub.year == year
    assert guess_venue_acronym(pub.venue_text) == acronym


def test_et_al_truncates_and_is_not_an_author():
    pub = parse_citation('M. Quill, T. Ashgrove , I. Varga, <i>et al.</i> , "Pebble logs," in PSYS 2022.')
    assert names(pub) == ["M. Quill", "T. Ashgrove", "I. Varga"]
    assert pub.authors_truncated


def test_arxiv_id_gives_year_and_preprint():
    pub = parse_citation("Stone Soup for Schedulers\nMara Quill, Tobin Ashgrove\narXiv preprint (2311.01234)")
    assert pub.arxiv == "2311.01234"
    assert pub.year == 2023
    assert pub.kind == "preprint"


@pytest.mark.parametrize(
    "venue, status",
    [
        ("Submitted to PSYS'25", "submitted"),
        ("Under review at Journal of Pebbles", "submitted"),
        ("In submission", "submitted"),
        ("To appear in PSYS 2025", "published"),
        ("Accepted to PSYS 2025", "published"),
        ("PSYS 2025", "published"),
    ],
)
def test_status(venue, status):
    pub = parse_citation(f"Gravel Sorting Revisited\nMara Quill, Tobin Ashgrove\n{venue}")
    assert pub.status == status


@pytest.mark.parametrize(
    "venue, kind",
    [
        ("Journal of Pebble Research 2021", "journal"),
        ("IEEE Transactions on Pebble Systems (TPEB), 2022", "journal"),
        ("IEEE TPEB 2024", "journal"),
        ("3rd Workshop on Pebble Systems (PebbleWS 2023)", "workshop"),
        ("Proceedings of the International Conference on Pebbles 2020", "conference"),
        ("arXiv:2401.00001", "preprint"),
        ("PhD thesis, Example University, 2020", "thesis"),
    ],
)
def test_kind(venue, kind):
    pub = parse_citation(f"Gravel Sorting Revisited\nMara Quill, Tobin Ashgrove\n{venue}")
    assert pub.kind == kind


def test_paper_without_venue_is_a_preprint_with_the_date_as_year():
    pub = parse_citation(
        'Mara Quill, Tobin Ashgrove, "Boulders: A Rolling Study", *December 2025* [[Preprint](../files/boulders.pdf)].'
    )
    assert pub.venue_text is None
    assert pub.kind == "preprint"
    assert pub.year == 2025


def test_links_doi_and_award():
    pub = parse_citation(
        'Mara Quill and Tobin Ashgrove. "Gravel Sorting Revisited." PSYS 2022. '
        "**Best Paper Award.** [PDF](https://example.org/g.pdf) [Code](https://example.org/code) "
        "[Slides](https://example.org/s) [Video](https://example.org/v) [Project](https://example.org/p) "
        "doi:10.1234/psys.2022.42"
    )
    assert [l.label for l in pub.links] == ["PDF", "Code", "Slides", "Video", "Project"]
    assert pub.doi == "10.1234/psys.2022.42"
    assert pub.note == "Best Paper Award"
    assert pub.year == 2022


def test_heading_with_linked_title_and_icon():
    pub = parse_citation(
        '### [Gravel Sorting Revisited <i class="fa fa-file"></i>](https://example.org/g)\n'
        "Mara Quill, Tobin Ashgrove\nPSYS 2022"
    )
    assert pub.title == "Gravel Sorting Revisited"
    assert pub.links[0].url == "https://example.org/g"


def test_no_title_is_an_error():
    with pytest.raises(DocumentError):
        parse_citation("   \n  ")


SECTION_LIST = """
- Mara Quill, Tobin Ashgrove, "First Pebble Paper", PSYS 2021.

- Mara Quill, "Second Pebble Paper", *June 2022*.

{% include base_path %}
"""

SECTION_BLOCKS = """Gravel One: Sorting
Mara Quill, Tobin Ashgrove
PSYS 2021 (PSYS '21)
[Paper] -
Gravel Two: Routing
Ilse Varga, Mara Quill
Journal of Pebbles 2020
Gravel Three: Stacking
Mara Quill, Ilse Varga, Tobin Ashgrove
PSYS 2019
In my spare time I collect pebbles of all sizes, which is a hobby I picked up when I was young and never dropped.
"""

SECTION_BOLD = """**Gravel One: Sorting**

Mara Quill, Tobin Ashgrove

PSYS 2021

## **Gravel Two: Routing**

Ilse Varga, **Mara Quill**

**Journal of Pebbles 2020**
"""


def test_split_list_items_ignoring_template_includes():
    pubs, _ = parse_publications(SECTION_LIST)
    assert [p.title for p in pubs] == ["First Pebble Paper", "Second Pebble Paper"]


def test_split_unseparated_title_author_venue_lines_and_skip_prose():
    pubs, _ = parse_publications(SECTION_BLOCKS)
    assert [p.title for p in pubs] == ["Gravel One: Sorting", "Gravel Two: Routing", "Gravel Three: Stacking"]
    assert [p.year for p in pubs] == [2021, 2020, 2019]
    assert pubs[2].venue_text == "PSYS 2019"


def test_split_bold_and_heading_titles():
    pubs, _ = parse_publications(SECTION_BOLD)
    assert [p.title for p in pubs] == ["Gravel One: Sorting", "Gravel Two: Routing"]
    assert pubs[1].kind == "journal"
    assert pubs[1].authors[1].highlighted


def test_numbered_entries():
    text = (
        "[1] Gravel One: Sorting\n\nMara Quill, Tobin Ashgrove\n\nSubmitted to PSYS'25\n\n"
        "[2] Gravel Two: Routing\n\nMara Quill*, Ilse Varga*\n\nPSYS 2023, CCF-A\n"
    )
    assert [n for n, _ in split_entries(text)] == [0, 6]
    pubs, _ = parse_publications(text)
    assert [p.status for p in pubs] == ["submitted", "published"]
    assert equal(pubs[1]) == ["Mara Quill", "Ilse Varga"]


def test_full_list_pointer_is_not_a_publication():
    pubs, _ = parse_publications(
        "See the full list at Google Scholar.\n"
        '- Mara Quill, Tobin Ashgrove, "Gravel One", PSYS 2021.\n'
        '- Mara Quill, "Gravel Two", PSYS 2022.\n'
    )
    assert [p.title for p in pubs] == ["Gravel One", "Gravel Two"]


def test_pdf_lines_with_wrapped_tails_after_a_tab():
    # Two-column PDF text: the right-hand parts of an entry's wrapped lines come after a tab.
    # Entry 1 has its title's opening quote in the right part (which fixes the column widths);
    # entry 2 has its title on the left, cut at the column edge; entry 3 has no right part.
    text = (
        "1. M. Quill, T. Ashgrove, I. Varga, and O. Pe routing pebbles in clusters 2024.\t"
        'nn, "Elastic gravel ," Journal of Pebbles,\t\n'
        '\tT. Ashgrove, M. Quill, and I. Varga, "Qua stone walls," in 9th Symposium on Pebbles (PSYS \'22), 2022.'
        "\trry stacking for\t\n"
        '\t M. Quill, and T. Ashgrove, "Stacking stones," in 9th Symposium on Pebbles (PSYS\t\'22), 2022.\t\n'
    )
    vocabulary = document_vocabulary("We built Quarry, a pebble stacker.")
    pubs, _ = parse_publications(text, one_per_line=True, vocabulary=vocabulary)
    assert [p.title for p in pubs] == [
        "Elastic gravel routing pebbles in clusters",
        "Quarry stacking for stone walls",
        "Stacking stones",
    ]
    assert names(pubs[0]) == ["M. Quill", "T. Ashgrove", "I. Varga", "O. Penn"]
    assert pubs[0].kind == "journal"
    assert [p.year for p in pubs] == [2024, 2022, 2022]
    assert guess_venue_acronym(pubs[2].venue_text) == "PSYS"


def test_patents_section_kind_forced():
    pubs, _ = parse_publications(
        "- Mara Quill, Tobin Ashgrove. Pebble Sorting Device. US Patent 1,234,567, 2020.", kind="patent"
    )
    assert pubs[0].kind == "patent"
