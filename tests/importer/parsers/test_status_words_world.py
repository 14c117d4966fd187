"""A paper's status as CVs in many languages write it: after the venue, in the year's place, as a
section heading, and in a "Work in progress" list.

In press, accepted and forthcoming papers are published (the venue has taken them); submitted,
under review and in-preparation papers are submitted. A status word is never part of the venue and
never gives a year. Every person, title and venue here is invented.
"""

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.documents import read_document
from importer.parsers.statuses import PUBLISHED, SUBMITTED, status_from_heading, status_in
from importer.parsers.text import parse_text_document


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Conditionally accepted at Journal of Stones", PUBLISHED),
        ("Tijdschrift voor Stenen, in druk", PUBLISHED),
        ("Kwartalnik Kamieni (przyjęty do druku)", PUBLISHED),
        ("Журнал камней. — В печати", PUBLISHED),
        ("Журнал камней (принято к печати)", PUBLISHED),
        ("石学会論文誌, 印刷中", PUBLISHED),
        ("石学会論文誌（採録決定）", PUBLISHED),
        ("돌학회지, 게재 예정", PUBLISHED),
        ("石头学报, 录用", PUBLISHED),
        ("Rivista di Pietre, di prossima pubblicazione", PUBLISHED),
        ("Ingediend bij Tijdschrift voor Stenen", SUBMITTED),
        ("Wysłany do Kwartalnika Kamieni", SUBMITTED),
        ("Systemy Złożone", None),
        ("W przygotowaniu", SUBMITTED),
        ("Направлено в Журнал камней", SUBMITTED),
        ("На рецензии", SUBMITTED),
        ("Sottoposto a Rivista di Pietre", SUBMITTED),
        ("石头学报, 在投", SUBMITTED),
        ("돌학회지, 심사 중", SUBMITTED),
        ("Unpublished manuscript", SUBMITTED),
        ("Mimeo, 2024", SUBMITTED),
        ("Manuscript", SUBMITTED),
        # words that only look like statuses
        ("Was erscheint uns wahr?", None),
        ("Journal of Pressure Studies", None),
        ("Manuscript Studies", None),
        ("Revue des Soumissions", None),
    ],
)
def test_status_words_of_many_languages(text, status):
    assert status_in(text) == status


@pytest.mark.parametrize(
    ("printed", "venue", "status"),
    [
        ("Ruiz, A., Li, B. Pebble caches. Tijdschrift voor Stenen, in druk.", "Tijdschrift voor Stenen", PUBLISHED),
        (
            "Ruiz, A., Li, B. Pebble caches. Ingediend bij Tijdschrift voor Stenen.",
            "Tijdschrift voor Stenen",
            SUBMITTED,
        ),
        ("Ruiz A., Li B. Pebble caches. Kwartalnik Kamieni, w druku.", "Kwartalnik Kamieni", PUBLISHED),
        ("Ruiz A., Li B. Pebble caches. Sottoposto a Rivista di Pietre.", "Rivista di Pietre", SUBMITTED),
        ("Ruiz A., Li B. Pebble Caches. Accepté dans Revue des Pierres.", "Revue des Pierres", PUBLISHED),
        (
            "Ana Ruiz, Bo Li. Pebble Caches. Conditionally accepted at Journal of Stones.",
            "Journal of Stones",
            PUBLISHED,
        ),
        ('Kenta Yamamoto, Hanako Sato, "Pebble caches," Journal of Stones, 印刷中.', "Journal of Stones", PUBLISHED),
        ("Minsu Kim, Jieun Lee. Pebble Caches. Journal of Stones, 게재 예정.", "Journal of Stones", PUBLISHED),
        ("Ana Ruiz, Bo Li. Pebble Caches. Unpublished manuscript.", None, SUBMITTED),
    ],
)
def test_a_status_after_the_venue_leaves_the_venue(printed, venue, status):
    pub = parse_citation(printed)
    assert (pub.venue_text, pub.status, pub.year) == (venue, status, None)


@pytest.mark.parametrize(
    ("printed", "title", "status", "year"),
    [
        # APA with the status beside the year, either way round
        ("Ruiz, A., & Li, B. (2025, in press). Pebble caches. Journal of Stones.", "Pebble caches", PUBLISHED, 2025),
        ("Ruiz, A., & Li, B. (in press, 2025). Pebble caches. Journal of Stones.", "Pebble caches", PUBLISHED, 2025),
        # the year's place in brackets after initials-last names
        ("Ruiz A., Li B. (sous presse). Pebble caches. Revue des Pierres.", "Pebble caches", PUBLISHED, None),
        ("Ruiz A., Li B. (in press). Pebble caches. Journal of Stones.", "Pebble caches", PUBLISHED, None),
        ("Ruiz AB, Li C (submitted) Pebble caches. Journal of Stones.", "Pebble caches", SUBMITTED, None),
        # Chicago's "Forthcoming" with the year after it, ACM's status where the year goes
        (
            'Ruiz, Ana, and Bo Li. Forthcoming 2026. "Pebble Caches." Journal of Stones.',
            "Pebble Caches",
            PUBLISHED,
            2026,
        ),
        ("Ana Ruiz and Bo Li. In press. Pebble Caches. In Proceedings of NordOS.", "Pebble Caches", PUBLISHED, None),
        # Vancouver's status in brackets after the year, in Italian
        (
            "Ruiz A., Li B. Pebble caches. Rivista di Pietre, 2025 (in corso di stampa).",
            "Pebble caches",
            PUBLISHED,
            2025,
        ),
        # East Asian lists: the status in brackets where the year goes, after the names
        (
            "山本健太・佐藤花子（印刷中）「小石キャッシュの研究」『石学会論文誌』",
            "小石キャッシュの研究",
            PUBLISHED,
            None,
        ),
        (
            "山本健太・佐藤花子（投稿中）「小石キャッシュの研究」『石学会論文誌』",
            "小石キャッシュの研究",
            SUBMITTED,
            None,
        ),
        ("김민수, 이지은 (게재 예정). 조약돌 캐시 연구. 돌학회지.", "조약돌 캐시 연구", PUBLISHED, None),
        ("Kim, M., & Lee, J. (심사 중). Pebble caches. Journal of Stones.", "Pebble caches", SUBMITTED, None),
    ],
)
def test_a_status_in_the_years_place(printed, title, status, year):
    pub = parse_citation(printed)
    assert (pub.title, pub.status, pub.year) == (title, status, year)
    assert [a.name for a in pub.authors][:1] in (
        ["A. Ruiz"],
        ["A. B. Ruiz"],
        ["Ana Ruiz"],
        ["山本健太"],
        ["김민수"],
        ["M. Kim"],
    )
    assert not status_in(pub.venue_text or "")


@pytest.mark.parametrize(
    ("heading", "status"),
    [
        ("Articles soumis", SUBMITTED),
        ("Eingereichte Manuskripte", SUBMITTED),
        ("Manuscripts in Preparation", SUBMITTED),
        ("W przygotowaniu", SUBMITTED),
        ("Ingediende artikelen", SUBMITTED),
        ("Направленные в журналы", SUBMITTED),
        ("投稿中の論文", SUBMITTED),
        ("审稿中论文", SUBMITTED),
        ("심사 중인 논문", SUBMITTED),
        ("Articles sous presse", None),
        ("Im Druck", None),
        ("Prace w druku", None),
        ("В печати", None),
        ("Направленные в печать", None),
        ("印刷中", None),
        ("已录用论文", None),
        ("게재 예정 논문", None),
    ],
)
def test_status_headings_of_many_languages(heading, status):
    assert status_from_heading(heading) == status


@pytest.mark.parametrize(
    ("in_press", "in_preparation"),
    [("W druku", "W przygotowaniu"), ("В печати", "В подготовке"), ("In druk", "In voorbereiding")],
)
def test_plain_status_headings_give_their_status_to_the_papers_below(in_press, in_preparation):
    document = parse_text_document(
        "kowal.txt",
        "Pia Kowal\nAdiunkt, Instytut Kamieni\n\nPUBLICATIONS\n\nJournal articles\n"
        "Ana Ruiz, Pia Kowal. Pebble Caches. Journal of Stones, 2022.\n"
        "Ana Ruiz, Pia Kowal. Gravel Logs. Journal of Stones, 2021.\n\n"
        f"{in_press}\nPia Kowal, Bo Li. Moss Indexes for Pebbles. Pebble Letters.\n\n"
        f"{in_preparation}\nPia Kowal, Chen Wu. Lichens on Boulders. Journal of Stones.\n\n"
        "TEACHING\nStones 101, 2020-2024.\n",
    )
    assert [(p.title, p.venue_text, p.status, p.year) for p in document.publications[2:]] == [
        ("Moss Indexes for Pebbles", "Pebble Letters", PUBLISHED, None),
        ("Lichens on Boulders", "Journal of Stones", SUBMITTED, None),
    ]


@pytest.mark.parametrize("heading", ["Articles soumis", "W przygotowaniu", "Направленные в журналы", "在审"])
def test_a_status_subheading_in_sentence_case_among_pdf_lines(heading):
    pubs, _warnings = parse_publications(
        f"Ana Ruiz, Bo Li. Pebble Caches. Journal of Stones, 2022.\n{heading}\n"
        "Ana Ruiz, Bo Li. Gravel Logs. Journal of Stones.\n",
        one_per_line=True,
    )
    assert [(p.title, p.status) for p in pubs] == [("Pebble Caches", PUBLISHED), ("Gravel Logs", SUBMITTED)]


def test_a_paper_in_press_under_a_submitted_heading_keeps_its_own_status():
    document = parse_text_document(
        "yamamoto.md",
        "# 山本 健太\n\n石学研究科 助教\n\n## 業績\n\n### 投稿中の論文\n\n"
        "- 山本健太, 佐藤花子「苔索引の設計」『石学会論文誌』印刷中\n"
        "- 山本健太「砂利ログの大規模化」『岩石レターズ』\n",
    )
    assert [(p.title, p.venue_text, p.status, p.year) for p in document.publications] == [
        ("苔索引の設計", "石学会論文誌", PUBLISHED, None),
        ("砂利ログの大規模化", "岩石レターズ", SUBMITTED, None),
    ]


def test_work_in_progress_keeps_its_status_and_takes_no_venue_from_status_words():
    document = parse_text_document(
        "ruiz.md",
        "# Ana Ruiz\n\nAssistant Professor of Pebble Science.\n\n## Publications\n\n### Journal Articles\n\n"
        "- Ruiz, A., & Li, B. (2022). Pebble caches. *Journal of Stones*, 8(2), 1–20.\n\n"
        "### Work in Progress\n\n"
        "- Ruiz, A., & Li, B. Moss indexes for pebbles. In preparation for submission to *Journal of Stones*.\n"
        "- Ruiz, A. Gravel logs at scale. Draft available upon request.\n"
        "- Ruiz, A., & Wu, C. Lichens on boulders. Data collection in progress.\n"
        '- Ana Ruiz and Bo Li. "Sand and silt in practice." Working paper.\n'
        "- Ana Ruiz, Chen Wu. Cobbles in context. Manuscript.\n",
    )
    by_title = {p.title: p for p in document.publications}
    assert by_title["Pebble caches"].status == PUBLISHED
    unpublished = [p for p in document.publications if p.title != "Pebble caches"]
    assert [(p.title, p.venue_text, p.status, p.year) for p in unpublished] == [
        ("Moss indexes for pebbles", "Journal of Stones", SUBMITTED, None),
        ("Gravel logs at scale", None, SUBMITTED, None),
        ("Lichens on boulders", None, SUBMITTED, None),
        ("Sand and silt in practice", None, SUBMITTED, None),
        ("Cobbles in context", None, SUBMITTED, None),
    ]


@pytest.mark.parametrize(
    ("fields", "status", "year"),
    [
        ("note = {im Druck}", PUBLISHED, None),
        ("note = {w przygotowaniu}", SUBMITTED, None),
        ("year = {2025}, note = {印刷中}", PUBLISHED, 2025),
        ("year = {sous presse}", PUBLISHED, None),
    ],
)
def test_bibtex_notes_in_other_languages(fields, status, year):
    document = parse_bibtex(
        f"@article{{ruiz, author = {{Ruiz, Ana}}, title = {{Pebble Caches}}, journal = {{Journal of Stones}}, {fields}}}",
        "ruiz.bib",
    )
    (pub,) = document.publications
    assert (pub.venue_text, pub.status, pub.year) == ("Journal of Stones", status, year)


def test_status_headings_of_a_web_page_in_other_languages():
    page = (
        "<!doctype html><html><head><title>Pia Kowal</title></head><body><main><h1>Pia Kowal</h1>"
        "<p>Adiunkt, Instytut Kamieni.</p><h2>Publikacje</h2>"
        "<h3>Artykuły</h3><ul><li>Pia Kowal, Bo Li. Pebble Caches. <i>Journal of Stones</i>, 2022.</li></ul>"
        "<h3>W druku</h3><ul><li>Pia Kowal, Bo Li. Moss Indexes for Pebbles. <i>Pebble Letters</i>.</li></ul>"
        "<h3>W przygotowaniu</h3><ul><li>Pia Kowal, Chen Wu. Lichens on Boulders. <i>Journal of Stones</i>.</li></ul>"
        "<h3>投稿中の論文</h3><ul><li>Pia Kowal, Chen Wu. Scree Slopes. <i>Journal of Stones</i>.</li></ul>"
        "</main></body></html>"
    )
    document = read_document("kowal.html", page.encode())
    assert [(p.title, p.status, p.year) for p in document.publications] == [
        ("Pebble Caches", PUBLISHED, 2022),
        ("Moss Indexes for Pebbles", PUBLISHED, None),
        ("Lichens on Boulders", SUBMITTED, None),
        ("Scree Slopes", SUBMITTED, None),
    ]
