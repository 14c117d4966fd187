"""Quirks of citations found importing realistic lab documents (tests/importer/fixtures/realistic).

Every fixture here is invented: fictional people, papers and links.
"""

import pytest

from importer.parsers.citations import (
    guess_venue_acronym,
    parse_citation,
    parse_publications,
)


def names(pub):
    return [a.name for a in pub.authors]


def equal(pub):
    return [a.name for a in pub.authors if a.equal_contribution]


def test_last_first_authors_of_a_text_cv_are_stored_first_name_first():
    pub = parse_citation(
        "[2]\tChen, Yue, Asante, Kwame, and Reyes, Daniel. “Sparrow: Speculative Prefetching "
        "for Disaggregated Memory.” In OSDI’24."
    )
    assert names(pub) == ["Yue Chen", "Kwame Asante", "Daniel Reyes"]
    assert (guess_venue_acronym(pub.venue_text), pub.year) == ("OSDI", 2024)


def test_italic_title_between_authors_and_venue():
    pub = parse_citation(
        "1. **Lucía Fernández**, Yue Chen, Marta Iglesias. *Sparrow-2: Hardware-Assisted Prefetching "
        "for CXL Memory Pools*. Submitted to EuroSys 2026."
    )
    assert pub.title == "Sparrow-2: Hardware-Assisted Prefetching for CXL Memory Pools"
    assert names(pub) == ["Lucía Fernández", "Yue Chen", "Marta Iglesias"]
    assert (pub.status, pub.year) == ("submitted", 2026)


def test_italic_venue_after_a_plain_title_is_still_the_venue():
    pub = parse_citation(
        "Ana Ruiz, Bo Li. Fast Tiering for Object Stores. *IEEE Transactions on Cloud Computing*, 2024."
    )
    assert pub.title == "Fast Tiering for Object Stores"  # "Li." ends the author list: a short surname
    assert names(pub) == ["Ana Ruiz", "Bo Li"]
    assert (pub.venue_text, pub.year, pub.kind) == ("IEEE Transactions on Cloud Computing, 2024", 2024, "journal")


ACADHOMEPAGE = """<div class='paper-box'><div class='paper-box-image'><div><div class="badge">CVPR 2025</div><img src='a.png'></div></div>
<div class='paper-box-text' markdown="1">

[Occlusion-Robust Hand Tracking from Event Cameras](https://arxiv.org/abs/2503.09876)

**Wenjun Liu**, Mei Tanaka

[**Project**](https://evhand.example.io)
- Hand tracking that survives occlusion.
- Runs at 1 kHz.
</div>
</div>

- ``NSDI 2025`` [Meridian: Consistent Snapshots for Serverless Workflows](https://example.org/m.pdf), Kwame Asante, **Wenjun Liu**
"""


def test_acadhomepage_paper_box_is_one_entry_and_its_badge_is_the_venue():
    pubs, _ = parse_publications(ACADHOMEPAGE)
    assert [p.title for p in pubs] == [
        "Occlusion-Robust Hand Tracking from Event Cameras",
        "Meridian: Consistent Snapshots for Serverless Workflows",
    ]
    hands, meridian = pubs
    assert (guess_venue_acronym(hands.venue_text), hands.year, hands.kind) == ("CVPR", 2025, "conference")
    assert hands.arxiv == "2503.09876"
    assert (guess_venue_acronym(meridian.venue_text), meridian.year) == ("NSDI", 2025)
    assert names(meridian) == ["Kwame Asante", "Wenjun Liu"]


def test_year_headings_group_papers_and_are_not_part_of_the_paper_above():
    pubs, _ = parse_publications(
        '### 2025\n\n- Ana Ruiz, Bo Lin. "Prism: Join Ordering." ICML 2025. '
        '<span style="color:red">(Spotlight)</span>\n\n### 2023\n\n'
        '- Bo Lin, <b>Ana Ruiz</b>. "Tidepool: View Maintenance." VLDB 2023.\n'
    )
    assert [(p.title, p.year, p.venue_text) for p in pubs] == [
        ("Prism: Join Ordering", 2025, "ICML 2025"),
        ("Tidepool: View Maintenance", 2023, "VLDB 2023"),
    ]
    assert [a.highlighted for a in pubs[1].authors] == [False, True]  # <b> marks the owner like ** does


def test_a_legend_above_the_list_applies_to_every_entry():
    text = (
        "(† equal contribution, * corresponding author)\n"
        "[C2] Ana Ruiz†, Bo Lin†, Cy Diaz*. Prism: Robust Join Ordering. ICML 2025.\n"
        "[C1] Ana Ruiz, Cy Diaz*. Lumen: Learned Cardinality Estimation. NeurIPS 2024.\n"
    )
    prism, lumen = parse_publications(text)[0]
    assert [(a.equal_contribution, a.corresponding) for a in prism.authors] == [
        (True, False),
        (True, False),
        (False, True),
    ]
    assert [(a.name, a.equal_contribution, a.corresponding) for a in lumen.authors] == [
        ("Ana Ruiz", False, False),
        ("Cy Diaz", False, True),
    ]


def test_in_submission_is_a_status_not_a_venue():
    pub = parse_citation("[C1] Ana Ruiz, Bo Lin. Ferry: Adaptive Query Routing. In submission.")
    assert (pub.title, pub.venue_text, pub.status, pub.kind) == (
        "Ferry: Adaptive Query Routing",
        None,
        "submitted",
        "preprint",
    )


def test_entries_wrapped_by_a_pdf_are_joined_and_hyphenated_words_mended():
    text = (
        "[1] M. Zhang, L. Brandt, and C. Okafor. Prism: Robust join ordering with\n"
        "bounded regret. In Proceedings of the 42nd International Conference on Machine\n"
        "Learning (ICML), 2025.\n"
        "[2] C. Okafor, M. Zhang, and L. Brandt. Tidepool: Incremental view mainte-\n"
        "nance for streaming lakehouses. Proc. VLDB Endow., 16(12):4012–4025, 2023.\n"
        "Chidi Okafor — Curriculum Vitae 2\n"
    )
    pubs, _ = parse_publications(text)
    assert [(p.title, p.year) for p in pubs] == [
        ("Prism: Robust join ordering with bounded regret", 2025),
        ("Tidepool: Incremental view maintenance for streaming lakehouses", 2023),
    ]
    assert "Curriculum" not in pubs[1].venue_text
    assert guess_venue_acronym(pubs[0].venue_text) == "ICML"


def test_markdown_entry_lines_are_not_joined():
    pub = parse_citation(
        "**Sparrow: Speculative Prefetching for Far Memory**\nYue Chen, Kwame Asante\narXiv preprint, 2024"
    )
    assert (pub.title, [a.name for a in pub.authors], pub.kind) == (
        "Sparrow: Speculative Prefetching for Far Memory",
        ["Yue Chen", "Kwame Asante"],
        "preprint",
    )


@pytest.mark.parametrize(
    "printed",
    [
        # ACM reference format: the year is a sentence of its own before the title
        "Yue Chen, Kwame Asante, and Daniel Reyes. 2024. Sparrow: Speculative Prefetching for Disaggregated Memory. "
        "In Proceedings of the 18th USENIX Symposium on Operating Systems Design and Implementation (OSDI '24). 455–471.",
        # APA: "Last, I." authors and the year in parentheses
        "Chen, Y., Asante, K., & Reyes, D. (2024). Sparrow: Speculative Prefetching for Disaggregated Memory. "
        "In OSDI (pp. 455–471).",
        # a venue tag in brackets before the title, authors after it
        "- **[OSDI'24]** Sparrow: Speculative Prefetching for Disaggregated Memory. Yue Chen, Kwame Asante, Daniel Reyes.",
        # lines separated by <br>
        "Sparrow: Speculative Prefetching for Disaggregated Memory<br>Yue Chen, Kwame Asante, Daniel Reyes<br>OSDI 2024",
    ],
)
def test_common_citation_styles_give_title_authors_and_venue(printed):
    pub = parse_citation(printed)
    assert pub.title == "Sparrow: Speculative Prefetching for Disaggregated Memory"
    assert len(pub.authors) == 3 and pub.authors[2].name in ("Daniel Reyes", "D. Reyes")
    assert (guess_venue_acronym(pub.venue_text), pub.year, pub.kind) == ("OSDI", 2024, "conference")


def test_a_title_ending_in_a_plural_acronym_ends_at_its_period():
    pub = parse_citation(
        "Yan Chen, Chidi Okafor. Quokka: Vectorized Query Compilation on GPUs. "
        "Proc. VLDB Endow. 18(6): 1721-1734 (2025)"
    )
    assert (pub.title, pub.year, guess_venue_acronym(pub.venue_text)) == (
        "Quokka: Vectorized Query Compilation on GPUs",
        2025,
        "VLDB",
    )


def test_a_lowercase_in_venue_line_is_not_joined_to_the_title():
    pub = parse_citation("Yue Chen, Kwame Asante\nSparrow: Speculative Prefetching for Far Memory\nin OSDI 2024")
    assert (pub.title, guess_venue_acronym(pub.venue_text), pub.year) == (
        "Sparrow: Speculative Prefetching for Far Memory",
        "OSDI",
        2024,
    )


@pytest.mark.parametrize("run", [b" ", b"*", b"#", "†".encode(), b"* "])
def test_a_cv_with_long_runs_of_spaces_or_markers_does_not_hang(run):
    # A PDF's text or a column layout can hold thousands of spaces on a line, a divider thousands of
    # stars; the footnote-legend pattern once backtracked over such runs and the import hung.
    import time

    from importer.parsers.documents import read_document

    data = b"Jane Doe\n\nPublications\n" + (b"- A" + run * 5000 + b"B\n") * 40
    started = time.monotonic()
    read_document("cv.md", data)
    assert time.monotonic() - started < 60  # a bound for a hang, not a speed: bench/ measures that


SECTION_WRAPPED_PARAGRAPHS = """Gravel One: Sorting Pebbles by Size and by Colour
Mara Quill, Tobin Ashgrove
PSYS 2021

Gravel Two: Routing Streams around Very Large and
Stubborn Boulders
Ilse Varga*, Mara Quill*
Journal of Pebbles 2020 (*equal contribution)

Gravel Three: Stacking Flat Stones on Uneven Pebble-
Beds
Mara Quill, Ilse Varga
PSYS 2019
"""


def test_a_title_wrapped_over_two_lines_of_its_paragraph_is_one_title():
    pubs, _ = parse_publications(SECTION_WRAPPED_PARAGRAPHS)
    assert [(p.title, p.year) for p in pubs] == [
        ("Gravel One: Sorting Pebbles by Size and by Colour", 2021),
        ("Gravel Two: Routing Streams around Very Large and Stubborn Boulders", 2020),
        ("Gravel Three: Stacking Flat Stones on Uneven Pebble-Beds", 2019),
    ]
    assert equal(pubs[1]) == ["Ilse Varga", "Mara Quill"]
    assert names(pubs[2]) == ["Mara Quill", "Ilse Varga"]


def test_a_venue_line_apart_from_its_entry_is_not_taken_into_the_next_title():
    text = "Gravel One: Sorting\nMara Quill, Tobin Ashgrove\n\nPSYS 2021\nGravel Two: Routing\nIlse Varga, Mara Quill\n"
    pubs, _ = parse_publications(text)
    assert [(p.title, p.year) for p in pubs] == [("Gravel One: Sorting", 2021), ("Gravel Two: Routing", None)]


def test_a_quoted_title_wrapped_onto_the_next_line_is_whole():
    for opening, closing in (('"', '"'), ("\u201c", "\u201d")):
        pub = parse_citation(
            f"- M. Quill, T. Ashgrove, I. Varga. {opening}Gravel Two: Routing Streams around\n"
            f"  Large-Scale Boulder Fields.{closing} PSYS 2022."
        )
        assert (pub.title, pub.year, names(pub)) == (
            "Gravel Two: Routing Streams around Large-Scale Boulder Fields",
            2022,
            ["M. Quill", "T. Ashgrove", "I. Varga"],
        )


def test_an_italic_title_with_a_journal_word_is_the_title_when_a_venue_follows_it():
    pub = parse_citation(
        "**Mara Quill**, Tobin Ashgrove. *Undo Logs for Pebble Transactions.* "
        "ACM Transactions on Pebble Systems (TOPS), 12(3), 2022."
    )
    assert (pub.title, pub.year, pub.venue_text) == (
        "Undo Logs for Pebble Transactions",
        2022,
        "ACM Transactions on Pebble Systems (TOPS), 12(3), 2022",
    )
    # An italic journal after a plain title is still the venue.
    pub = parse_citation("Mara Quill, Tobin Ashgrove. Undo Logs for Pebbles. *Journal of Pebbles*, 12(3), 2022.")
    assert (pub.title, pub.venue_text) == ("Undo Logs for Pebbles", "Journal of Pebbles, 12(3), 2022")


def test_a_term_with_its_year_is_not_an_author_line():
    pubs, _ = parse_publications(
        "TA, PEB101 Pebbles and\nBoulders, Winter 2024\n\nGravel One: Sorting\nMara Quill, Tobin Ashgrove\nPSYS 2021\n"
    )
    assert [p.title for p in pubs] == ["Gravel One: Sorting"]


def test_a_bullet_and_a_label_before_an_entry_are_not_part_of_it():
    # LaTeX CVs' \cvitem{[C3]}{...} reads as "- [C3]: ..."
    pub = parse_citation(
        "- [C3]: **Mara Quill**, Tobin Ashgrove. *Gravel Three: Stacking*. In Proceedings of PSYS 2024, Pebbleton."
    )
    assert (pub.title, names(pub), pub.year) == ("Gravel Three: Stacking", ["Mara Quill", "Tobin Ashgrove"], 2024)


def test_a_sentence_glued_above_the_first_title_is_not_part_of_it():
    text = "\nMore of them on my pebble page.\nGravel One: Sorting\nMara Quill, Tobin Ashgrove\nPSYS 2021\n"
    pubs, _ = parse_publications(text)
    assert [p.title for p in pubs] == ["Gravel One: Sorting"]


@pytest.mark.parametrize("owner", ["**Ilse Varga**.", "**Ilse Varga.**", "__Ilse Varga__."])
def test_a_bold_owner_ending_the_authors_ends_their_sentence(owner):
    # "..., and <b>Owner</b>. Plain Title. <i>Venue</i>, 2025." as homepages print their lists
    pub = parse_citation(
        f"Mara Quill, Tobin Ashgrove, and {owner} Gravel Four: Sifting Sand at Scale. "
        "*Proceedings of the Pebble Systems Conference (PSYS)*, Pebbleton, 2025."
    )
    assert (pub.title, pub.year, names(pub)) == (
        "Gravel Four: Sifting Sand at Scale",
        2025,
        ["Mara Quill", "Tobin Ashgrove", "Ilse Varga"],
    )
    assert [a.highlighted for a in pub.authors] == [False, False, True]


def test_citations_wrapped_over_lines_with_nothing_between_them_are_cut_where_authors_begin():
    text = (
        "Mara Quill, Ilse Varga, Tobin Ashgrove. Gravel Five: Carbon-Aware Pebble\n"
        "Polishing for Rivers. arXiv preprint arXiv:2503.01234, 2025.\n"
        "Ilse Varga, Mara Quill. Gravel Six:\n"
        "Sorting Sand on Tiered Beaches. Submitted to PSYS 2026.\n"
    )
    pubs, _ = parse_publications(text)
    assert [(p.title, p.year, p.kind, p.status) for p in pubs] == [
        ("Gravel Five: Carbon-Aware Pebble Polishing for Rivers", 2025, "preprint", "published"),
        ("Gravel Six: Sorting Sand on Tiered Beaches", 2026, "conference", "submitted"),
    ]
    assert names(pubs[1]) == ["Ilse Varga", "Mara Quill"]


def test_a_title_line_over_its_authors_and_venue_on_one_line():
    text = (
        "Gravel One: Sorting\n**Mara Quill**, Tobin Ashgrove. PSYS 2021.\n"
        "Gravel Two: Routing\nIlse Varga, **Mara Quill**. Journal of Pebbles 2020.\n"
    )
    pubs, _ = parse_publications(text)
    assert [(p.title, p.year, p.venue_text, p.kind) for p in pubs] == [
        ("Gravel One: Sorting", 2021, "PSYS 2021", "conference"),
        ("Gravel Two: Routing", 2020, "Journal of Pebbles 2020", "journal"),
    ]
    assert [[(a.name, a.highlighted) for a in p.authors] for p in pubs] == [
        [("Mara Quill", True), ("Tobin Ashgrove", False)],
        [("Ilse Varga", False), ("Mara Quill", True)],
    ]
