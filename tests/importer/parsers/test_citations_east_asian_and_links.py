"""Japanese and Korean references, and links on an author's name or on the venue (fictional entries)."""

import pytest

from importer.parsers.citations import parse_citation, parse_publications


def _names(pub):
    return [a.name for a in pub.authors]


def _owners(pub):
    return [a.name for a in pub.authors if a.highlighted]


@pytest.mark.parametrize(
    ("entry", "title", "authors", "venue", "year"),
    [
        (
            "山本健太, 佐藤花子「格子のスピン波」『日本物理学会誌』Vol.75, No.3, pp.120-128, 2020年",
            "格子のスピン波",
            ["山本健太", "佐藤花子"],
            "日本物理学会誌",
            2020,
        ),
        (
            "山本健太・佐藤花子・鈴木一郎「磁性薄膜の輸送現象」『応用物理』第88巻第2号, 45-52頁, 2019年 (査読有)",
            "磁性薄膜の輸送現象",
            ["山本健太", "佐藤花子", "鈴木一郎"],
            "応用物理",
            2019,
        ),
        (
            "山本 健太，佐藤 花子「Spin Waves in Layered Magnets」『Journal of the Pebble Society』"
            "Vol.89, No.4, pp.1-8, 2020年（査読有）",
            "Spin Waves in Layered Magnets",
            ["山本 健太", "佐藤 花子"],
            "Journal of the Pebble Society",
            2020,
        ),
        (
            "2018年 山本健太, 佐藤花子「格子振動の理論」『物性研究』12巻3号, pp.5-9",
            "格子振動の理論",
            ["山本健太", "佐藤花子"],
            "物性研究",
            2018,
        ),
        (
            '山本健太, 佐藤花子, "Quantum Pebbles in Narrow Channels," Physical Review B, Vol.101, pp.12-20, 2021.',
            "Quantum Pebbles in Narrow Channels",
            ["山本健太", "佐藤花子"],
            "Physical Review B",
            2021,
        ),
        (
            '김민수, 이지은, "격자 스핀파의 이론", 『한국물리학회지』, 제12권 제3호, 120-128쪽, 2020.',
            "격자 스핀파의 이론",
            ["김민수", "이지은"],
            "한국물리학회지",
            2020,
        ),
        (
            "김민수, 이지은, 박서연, 「자성 박막의 수송」, 『새물리』 70(2), pp. 45-52, 2019.",
            "자성 박막의 수송",
            ["김민수", "이지은", "박서연"],
            "새물리",
            2019,
        ),
    ],
)
def test_japanese_and_korean_references(entry, title, authors, venue, year):
    pub = parse_citation(entry)
    assert pub.title == title
    assert _names(pub) == authors
    assert pub.venue_text.startswith(venue)
    assert pub.year == year
    assert pub.kind == "journal"


@pytest.mark.parametrize(
    "entry",
    [
        "○山本健太，佐藤花子「格子のスピン波」『日本物理学会誌』Vol.75, 2020年",
        "<u>山本健太</u>・佐藤花子「格子のスピン波」『日本物理学会誌』Vol.75, 2020年",
        "**山本健太**, 佐藤花子「格子のスピン波」『日本物理学会誌』Vol.75, 2020年",
    ],
)
def test_the_owner_marked_as_japanese_lists_mark_it(entry):
    pub = parse_citation(entry)
    assert _names(pub) == ["山本健太", "佐藤花子"]
    assert _owners(pub) == ["山本健太"]


def test_names_cut_short_in_japanese():
    pub = parse_citation("山本健太, 佐藤花子 他「格子のスピン波」『日本物理学会誌』75巻, 2020年")
    assert _names(pub) == ["山本健太", "佐藤花子"]
    assert pub.authors_truncated


def test_an_english_entry_with_quotes_is_left_to_the_general_reader():
    pub = parse_citation('Rowan Quill and Cara Tamsin, "Pebble Caches for Narrow Channels," Journal of Stones, 2020.')
    assert pub.title == "Pebble Caches for Narrow Channels"
    assert _names(pub) == ["Rowan Quill", "Cara Tamsin"]


def test_a_japanese_list_reads_entry_by_entry():
    section = (
        "- ○山本健太, 佐藤花子「格子のスピン波」『日本物理学会誌』Vol.75, No.3, pp.120-128, 2020年\n"
        "- 佐藤花子, ○山本健太「磁性薄膜の輸送現象」『応用物理』第88巻第2号, 45-52頁, 2019年\n"
    )
    pubs, warnings = parse_publications(section)
    assert warnings == []
    assert [p.title for p in pubs] == ["格子のスピン波", "磁性薄膜の輸送現象"]
    assert [_owners(p) for p in pubs] == [["山本健太"], ["山本健太"]]


def test_a_linked_first_author_is_an_author():
    pub = parse_citation(
        "[Cara Tamsin](https://cara.example.org), Rowan Quill. Pebble caches for narrow channels. "
        "Journal of Stones, 2020."
    )
    assert pub.title == "Pebble caches for narrow channels"
    assert _names(pub) == ["Cara Tamsin", "Rowan Quill"]
    assert pub.year == 2020


def test_a_linked_title_after_the_names_is_still_the_title():
    pub = parse_citation(
        "Quill R*, Tamsin C. [Pebble caches for narrow channels](https://doi.org/10.1/y). ***Journal of Stones***, 2021."
    )
    assert pub.title == "Pebble caches for narrow channels"
    assert pub.venue_text.startswith("Journal of Stones")


@pytest.mark.parametrize(
    ("link", "venue"),
    [("[Journal of Stones, 2020]", "Journal of Stones"), ("[JOS 2020]", "JOS")],
)
def test_a_linked_venue_after_the_title_is_the_venue(link, venue):
    pub = parse_citation(
        f"Rowan Quill, Cara Tamsin. Pebble caches for narrow channels. {link}(https://doi.org/10.5555/stones.2020.1)."
    )
    assert pub.title == "Pebble caches for narrow channels"
    assert _names(pub) == ["Rowan Quill", "Cara Tamsin"]
    assert pub.venue_text.startswith(venue)
    assert pub.year == 2020
    assert pub.doi == "10.5555/stones.2020.1"


@pytest.mark.parametrize("item", ["- ", "3. ", "* "])
def test_a_linked_first_author_in_a_list_item_is_an_author(item):
    pubs, _ = parse_publications(
        f"{item}[Cara Tamsin](https://cara.example.org), Rowan Quill. Pebble caches for narrow channels. "
        "Journal of Stones, 2022."
    )
    assert [(p.title, _names(p)) for p in pubs] == [
        ("Pebble caches for narrow channels", ["Cara Tamsin", "Rowan Quill"])
    ]


def test_a_linked_title_before_names_is_still_the_title():
    pub = parse_citation("[Pebble caches for narrow channels](https://x.example.org), Rowan Quill, Cara Tamsin")
    assert pub.title == "Pebble caches for narrow channels"


@pytest.mark.parametrize(
    ("entry", "title", "authors", "venue", "year"),
    [
        (  # SIST 02, Japan's standard
            "山本健太, 佐藤花子. 格子のスピン波. 日本物理学会誌. 2020, 75(3), p.120-128.",
            "格子のスピン波",
            ["山本健太", "佐藤花子"],
            "日本物理学会誌",
            2020,
        ),
        (  # APA written in Korean
            "김민수, 이지은 (2020). 격자 스핀파의 이론. 한국물리학회지, 12(3), 120-128.",
            "격자 스핀파의 이론",
            ["김민수", "이지은"],
            "한국물리학회지",
            2020,
        ),
        (  # the year in full-width brackets after the names
            "山本健太（2021）「格子のスピン波」『日本物理学会誌』75(3), 120-128.",
            "格子のスピン波",
            ["山本健太"],
            "日本物理学会誌",
            2021,
        ),
    ],
)
def test_east_asian_references_in_sentences_and_name_year_form(entry, title, authors, venue, year):
    pub = parse_citation(entry)
    assert (pub.title, _names(pub), pub.year, pub.kind) == (title, authors, year, "journal")
    assert pub.venue_text.startswith(venue)


@pytest.mark.parametrize("note", ["(投稿中)", "(査読中)", "(심사 중)"])
def test_a_paper_under_review_in_japanese_or_korean_is_submitted(note):
    pub = parse_citation(f"山本健太, 佐藤花子「格子のスピン波」『日本物理学会誌』{note}")
    assert pub.title == "格子のスピン波"
    assert pub.status == "submitted"


def test_a_chinese_reference_keeps_its_own_reader():
    pub = parse_citation("林晓雯, 周建国. 面向多核的乐观并发控制[J]. 软件学报, 2023, 34(2): 1-10.")
    assert pub.title == "面向多核的乐观并发控制"
    assert _names(pub) == ["林晓雯", "周建国"]
    assert pub.year == 2023
