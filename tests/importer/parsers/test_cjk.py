"""Chinese names and pages: a Han name and its pinyin are one person (fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.names import han_name_matches, han_romanisations, romanise_han_name

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "cjk"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


@pytest.mark.parametrize(
    "han, spellings",
    [
        ("王小明", ("Xiaoming Wang", "Wang Xiaoming")),
        ("欧阳娜娜", ("Nana Ouyang", "Ouyang Nana")),  # a two-character family name
        ("单雪", ("Xue Shan", "Shan Xue")),  # 单 is read Shan as a family name
    ],
)
def test_romanisations_in_both_orders(han, spellings):
    assert han_romanisations(han) == spellings


@pytest.mark.parametrize(
    "latin, same",
    [
        ("Xiaoming Wang", True),
        ("Wang Xiaoming", True),
        ("Xiao-Ming Wang", True),
        ("WANG Xiaoming", True),
        ("Xiaoming Zhang", False),
        ("X. Wang", False),  # initials are too weak to tie a Han name to a person
    ],
)
def test_a_han_name_and_its_pinyin(latin, same):
    assert han_name_matches("王小明", latin) is same


def test_not_a_han_name():
    assert romanise_han_name("Wang") is None and romanise_han_name("王") is None


def test_chinese_page_imports_like_its_english_counterpart():
    document = read("homepage_zh.md")
    profile = document.profile
    assert profile.name == "Xiaowen Lin" and profile.alt_names == ["林晓雯"]
    assert any("林晓雯" in note and "pinyin" in note for note in profile.review_notes)
    assert profile.email == "xwlin@donghu.example.edu.cn"
    assert profile.role == "phd" and profile.affiliation == "东湖大学"
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("东湖大学", "phd", 2020, None),  # 2020.09 – 至今: ongoing
        ("西江大学", "bachelor", 2016, 2020),
    ]
    assert [a.year for a in profile.awards] == [2022, 2023]  # not the page's 最后更新 (last updated) footer
    chinese, english = document.publications
    assert chinese.title == "面向多核的乐观并发控制"
    assert [a.name for a in chinese.authors] == ["林晓雯", "周建国"]
    assert chinese.authors[0].highlighted
    assert (chinese.venue_text, chinese.year, chinese.kind) == ("软件学报, 2023", 2023, "journal")
    assert english.title == "Skew-Aware Transaction Scheduling"


def test_a_section_heading_in_chinese_is_never_taken_for_a_name():
    document = read("group_publications.md")
    assert document.profile is None
    assert [a.name for a in document.publications[0].authors] == ["周建国", "林晓雯", "陈浩"]


def test_a_japanese_page_keeps_its_kanji_name_unread_in_pinyin():
    text = (
        "# 山田太郎\n\n東都大学の准教授です。分散システムを研究しています。\n\n"
        "## 論文\n\n1. **山田太郎**, 佐藤花子. 分散合意の高速化. 情報処理学会論文誌, 2023.\n"
    )
    document = read_document("index.md", text.encode())
    assert document.profile.name == "山田太郎" and document.profile.alt_names == []
    [paper] = document.publications
    assert (paper.title, [a.name for a in paper.authors], paper.year) == (
        "分散合意の高速化",
        ["山田太郎", "佐藤花子"],
        2023,
    )


def test_korean_page_names_its_owner_in_latin_letters_and_keeps_the_hangul():
    document = read("homepage_ko.md")
    profile = document.profile
    assert profile.name == "Seoyun Han" and profile.alt_names == ["한서윤"]
    assert any("한서윤" in note and "Revised Romanization" in note for note in profile.review_notes)
    assert profile.email == "syhan@namgang.example.ac.kr" and profile.role == "phd"
    korean, english = document.publications
    assert [a.name for a in korean.authors] == ["한서윤", "오민재"] and korean.authors[0].highlighted
    assert [a.name for a in english.authors] == ["Seoyun Han", "Minjae Oh", "Daeho Kwon"]


def test_an_english_page_keeps_the_hangul_name_printed_beside_the_latin_one():
    text = "# Seo-Yoon Han (한서윤)\n\nI am a PhD student at Namgang University working on storage systems.\n"
    profile = read_document("index.md", text.encode()).profile
    assert profile.name == "Seo-Yoon Han" and profile.alt_names == ["한서윤"]
    assert not profile.review_notes  # the page spells the name itself: nothing to check


@pytest.mark.parametrize("heading", ["연구실", "구성원", "조교수", "이력서"])
def test_a_korean_word_heading_a_page_is_never_spelled_as_a_persons_name(heading):
    text = f'# {heading}\n\n## 논문\n\n1. 한서윤, 오민재, "분산 저장소의 일관성 검증", 『한국정보과학회논문지』 제50권 제2호, 2023.\n'
    profile = read_document("index.md", text.encode()).profile
    assert profile is None or (profile.alt_names == [] and not profile.review_notes)
