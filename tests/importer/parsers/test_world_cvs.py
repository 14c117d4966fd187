"""CVs written in Japanese, Korean, Chinese, Russian, Polish, Turkish and Dutch, read as a lab admin would.

tests/importer/fixtures/world_cvs holds fictional CVs in the shapes researchers write them in: a Japanese
略歴 told by the month each step happened, in era years ("平成25年4月", "令和元年") and ending "（現在に至る）";
a Japanese page with 現職 / 職歴 / 学歴 and degrees as "博士（理学）"; Korean 학력 / 경력사항 rows dated
"2014.03 ~ 2019.02" and "~ 현재", and a Korean CV whose institution heads its degrees; a Chinese 简历 with
bold labels ("**姓名：** 刘思远"); Russian CVs in markdown and moderncv (the name only in Cyrillic, "с 2019 г.
по н.в."); Polish, Turkish and Dutch CVs with their titles before the name ("dr inż.", "Doç. Dr.").
"""

from pathlib import Path

import pytest

from importer.parsers.cyrillic import cyrillic_latin_name
from importer.parsers.dates import date_range, strip_dates, western_era_years
from importer.parsers.degrees import degree_level
from importer.parsers.documents import read_document
from importer.parsers.roles import role_from_title
from importer.parsers.text import classify_heading, find_institution
from importer.parsers.text.cjk_jobs import month_rows_as_ranges, split_cjk_post

WORLD = Path(__file__).parent.parent / "fixtures" / "world_cvs"


def _read(filename):
    document = read_document(filename, (WORLD / filename).read_bytes())
    return document, document.profile


def _degrees(profile):
    return [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education]


def _jobs(profile):
    return [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("令和2年4月～現在", (2020, None, True)),
        ("平成元年4月～平成5年3月", (1989, 1993, False)),
        ("2018.02 - 재학중", (2018, None, True)),
        ("2019.03 ~ 현재", (2019, None, True)),
        ("2020.03 ~ 2022.08", (2020, 2022, False)),
        ("wrzesień 2019 – obecnie", (2019, None, True)),
        ("od 2019 do chwili obecnej", (2019, None, True)),
        ("Eylül 2018 – Haziran 2020", (2018, 2020, False)),
        ("2015 – günümüz", (2015, None, True)),
        ("Eylül 2018 - Halen", (2018, None, True)),
        ("сентября 2019 – по настоящее время", (2019, None, True)),
        ("с 2019 г. по н.в.", (2019, None, True)),
        ("2016–2019 гг.", (2016, 2019, False)),
        ("maart 2018 – heden", (2018, None, True)),
        ("sinds 2020", (2020, None, True)),
        ("2018 – hasta la fecha", (2018, None, True)),
        ("desde 2018 hasta la fecha", (2018, None, True)),
        ("2017 – até o momento", (2017, None, True)),
        ("Fecha de lectura: 2019", None),
        ("2018年9月－2022年6月", (2018, 2022, False)),
        ("2017 年 9 月至 2021 年 6 月", (2017, 2021, False)),
        ("2013年4月〜2016年3月", (2013, 2016, False)),
        ("2021년 3월 ~ 현재", (2021, None, True)),
        ("2021年4月より現職", (2021, None, True)),
        ("2020.3부터 한빛대학교 조교수", (2020, None, True)),
        ("**2022–** 准教授", (2022, None, True)),
        ("2019 – *Best paper*", None),  # a dash, then a title in italics: one year, no range
    ],
)
def test_dates_of_the_world_cvs(text, expected):
    assert date_range(text) == expected


def test_era_years_and_bracketed_present_leave_the_post():
    assert western_era_years("平成25年3月 修了、令和元年 受賞") == "2013年3月 修了、2019年 受賞"
    assert strip_dates("2021年4月 西原大学 工学部 准教授（現在に至る）") == "西原大学 工学部 准教授"
    assert strip_dates("Доцент, кафедра физики (2015 г. – 2019 г.)") == "Доцент, кафедра физики"
    assert strip_dates("Publication list 2020") == "Publication list"  # "lis" is a Polish month only whole


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("現職", "experience"),
        ("略歴", "experience"),
        ("学会発表", "talks"),
        ("研究費", "grants"),
        ("학력", "education"),
        ("경력사항", "experience"),
        ("수상경력", "awards"),  # an award history, not a career
        ("발표논문", "publications"),  # papers published, not talks
        ("학력 | Education", "education"),
        ("Wykształcenie", "education"),
        ("Doświadczenie zawodowe", "experience"),
        ("Nagrody i wyróżnienia", "awards"),
        ("İletişim", "contact"),
        ("İlgi Alanları", "interests"),
        ("Öğretim Deneyimi", "teaching"),
        ("Образование", "education"),
        ("Опыт работы", "experience"),
        ("Список публикаций", "publications"),
        ("Werkervaring", "experience"),
        ("Over mij", "bio"),
    ],
)
def test_headings_of_the_world_cvs(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize(
    "text, level",
    [
        ("修士（理学）", "master"),
        ("博士前期課程", "master"),  # the master's half of a Japanese doctoral course
        ("博士後期課程", "phd"),
        ("博士研究員", "other"),  # a postdoc's post, no degree
        ("東山大学 工学部 機械工学科 卒業", "bachelor"),
        ("석사", "master"),
        ("кандидат физико-математических наук", "phd"),
        ("Ведущий специалист", "other"),  # a job title, not the specialist's diploma
        ("Yüksek Lisans", "master"),
        ("Lisans", "bachelor"),
        ("Studia inżynierskie", "bachelor"),
        ("Inżynier oprogramowania", "other"),
        ("Gepromoveerd", "phd"),
    ],
)
def test_degrees_of_the_world_cvs(text, level):
    assert degree_level(text, whole_value=False) == level


@pytest.mark.parametrize(
    "title, role",
    [
        ("准教授", "pi"),
        ("助教", "faculty"),
        ("日本学術振興会 特別研究員（PD）", "postdoc"),
        ("客員研究員", "visitor"),
        ("조교수", "pi"),
        ("박사후연구원", "postdoc"),
        ("Старший научный сотрудник", "researcher"),
        ("Доцент", "faculty"),
        ("Аспирант", "phd"),
        ("Kierownik zespołu", "pi"),
        ("Dr. Öğretim Üyesi", "faculty"),
        ("Araştırma Görevlisi", None),  # an assistant: the degree studied for says the role
        ("promovendus", "phd"),
    ],
)
def test_titles_of_the_world_cvs(title, role):
    assert role_from_title(title) == role


def test_institutions_in_other_scripts_and_word_orders():
    assert find_institution("Moleküler Biyoloji, Ege Kıyısı Üniversitesi, 2009–2014") == "Ege Kıyısı Üniversitesi"
    assert (
        find_institution("**Северный государственный университет** — магистр") == "Северный государственный университет"
    )
    assert find_institution("постдок, Университет Альтбурга (Германия)") == "Университет Альтбурга"
    assert find_institution("2014.03 ~ 2019.02 한빛대학교 전자공학과 박사") == "한빛대학교"
    assert find_institution("2019.03 ~ 2021.02 선임연구원") == ""  # a senior researcher, no institute
    assert find_institution("客員研究員、マックス・プランク研究所（ドイツ）") == "マックス・プランク研究所"


def test_posts_in_a_cjk_row_and_rows_dated_by_their_first_month():
    assert split_cjk_post("准教授、東都大学 大学院理学研究科") == ("東都大学 大学院理学研究科", "准教授")
    assert split_cjk_post("미래전자기술연구원 선임연구원") == ("미래전자기술연구원", "선임연구원")
    assert split_cjk_post("日本学術振興会 特別研究員（PD）、西都大学 理学部") == (
        "西都大学 理学部",
        "日本学術振興会 特別研究員（PD）",
    )
    rows = ["- 2013年4月　西原大学 助教", "- 2021年4月　西原大学 准教授（現在に至る）"]
    assert month_rows_as_ranges(rows) == [
        "- 2013年4月～2021年4月　西原大学 助教",
        "- 2021年4月～現在　西原大学 准教授（現在に至る）",
    ]
    assert month_rows_as_ranges(rows[:1]) == rows[:1]  # one row alone says nothing of when it ended


def test_cyrillic_names_in_latin_letters():
    assert cyrillic_latin_name("Дмитрий Орлов") == "Dmitriy Orlov"
    assert cyrillic_latin_name("Волкова Анна Сергеевна") == "Anna Volkova"  # family name first, then the patronymic
    assert cyrillic_latin_name("Анна Сергеевна Волкова") == "Anna Volkova"
    assert cyrillic_latin_name("Anna Volkova") is None


def test_japanese_career_told_by_month_in_era_years():
    document, profile = _read("ryakureki_ja.md")
    assert (profile.name, profile.alt_names[:1]) == ("Naoki Takahashi", ["高橋 直樹"])
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("bachelor", "東山大学", 2008),
        ("master", "東山大学", 2010),
        ("phd", "東山大学", 2013),
    ]
    assert [e.field for e in profile.education[1:]] == ["工学", "工学"]
    assert _jobs(profile) == [("助教", "西原大学 工学部", 2013, 2021), ("准教授", "西原大学 工学部", 2021, None)]
    assert (profile.position, profile.role) == ("准教授", "pi")
    assert [(a.title, a.year) for a in profile.awards] == [
        ("日本機械学会 奨励賞（研究）", 2019),
        ("東山大学 工学研究科長賞", 2012),
    ]
    assert not document.publications  # the talks at meetings are not papers


def test_japanese_page_with_current_post_and_degrees_by_field():
    _document, profile = _read("gyoseki_ja.md")
    assert (profile.name, profile.alt_names) == ("Kenta Yamamoto", ["山本 健太"])  # the heading 現職 is no name
    assert [(e.degree, e.field, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "理学", "西都大学", 2017),
        ("master", "理学", "西都大学", 2014),
        ("bachelor", "物理", "南海大学", 2012),
    ]
    assert _jobs(profile) == [
        ("准教授", "東都大学 大学院理学研究科 物理学専攻", 2022, None),
        ("助教", "北陸科学技術大学 物質科学系", 2019, 2022),
        ("日本学術振興会 特別研究員（PD）", "西都大学 理学部", 2017, 2019),
        ("客員研究員", "マックス・プランク研究所（ドイツ）", 2016, 2016),
    ]


def test_korean_cv_rows():
    document, profile = _read("gyeongryeok_ko.md")
    assert (profile.name, profile.alt_names) == ("Minji Kim", ["김민지"])
    assert _degrees(profile) == [
        ("phd", "한빛대학교", 2014, 2019),
        ("master", "한빛대학교", 2012, 2014),
        ("bachelor", "누리대학교", 2008, 2012),
    ]
    assert [e.field for e in profile.education] == ["전자공학", "전자공학", "전기전자공학"]
    assert _jobs(profile) == [
        ("조교수", "한빛대학교 전자공학과", 2021, None),
        ("선임연구원", "미래전자기술연구원", 2019, 2021),
    ]
    assert [a.year for a in profile.awards] == [2020, 2018]
    assert [p.title for p in document.publications] == ["Low-power spiking neural network accelerator for edge devices"]


def test_korean_degrees_under_their_institution():
    _document, profile = _read("hakryeok_subheadings_ko.md")
    assert _degrees(profile) == [("master", "연세강 대학교", 2020, 2022), ("bachelor", "연세강 대학교", 2014, 2020)]
    assert [e.degree_title for e in profile.education] == ["석사", "학사"]
    assert "수석졸업" not in [e.field for e in profile.education]  # graduated top of the class: no major
    assert _jobs(profile) == [("연구원", "한결환경연구소", 2022, None)]


def test_chinese_cv_with_bold_labels():
    _document, profile = _read("jianli_bold_labels_zh.md")
    assert (profile.name, profile.alt_names) == ("Siyuan Liu", ["刘思远"])
    assert _degrees(profile) == [("phd", "南湖大学", 2012, 2017), ("master", "南湖大学", 2009, 2012)]
    assert _jobs(profile)[0] == ("副研究员", "东岭大学 材料科学与工程学院", 2020, None)


@pytest.mark.parametrize("filename", ["rezume_ru.md", "rezume_ru.tex"])
def test_russian_cvs(filename):
    document, profile = _read(filename)
    assert profile.education[0].degree == "phd"
    assert profile.education[0].institution.endswith(("университет", "Светлова"))
    current = profile.experience[0]
    assert (current.start_year, current.end_year) == (2019, None)
    assert current.title.lower() in ("старший научный сотрудник", "ведущий научный сотрудник")
    assert profile.awards and profile.awards[0].year in (2018, 2020)


def test_russian_name_in_cyrillic_only_is_spelled_in_latin_and_flagged():
    document, profile = _read("rezume_ru.tex")
    assert (profile.name, profile.alt_names) == ("Dmitriy Orlov", ["Дмитрий Орлов"])
    assert any("Latin letters" in note for note in profile.review_notes)
    assert [e.degree for e in profile.education] == ["phd", "master"]  # the specialist's diploma


def test_russian_name_printed_with_its_latin_spelling():
    _document, profile = _read("rezume_ru.md")
    assert (profile.name, profile.alt_names) == ("Anna Volkova", ["Анна Сергеевна Волкова"])
    assert not profile.review_notes
    assert _jobs(profile)[2] == ("постдок", "Университет Альтбурга (Германия)", 2014, 2015)


@pytest.mark.parametrize(
    "filename, name, first_degree, first_job",
    [
        (
            "zyciorys_pl.md",
            "Tomasz Wierzbicki",
            ("phd", "Politechnika Nadmorska", 2012, 2016),
            ("Adiunkt", "Wydział Elektroniki, Politechnika Nadmorska", 2016, None),
        ),
        (
            "ozgecmis_tr.md",
            "Elif Karakaya",
            ("phd", "Ege Kıyısı Üniversitesi", 2009, 2014),
            ("Doçent", "Moleküler Biyoloji ve Genetik Bölümü, Boğaziçi Kıyı Üniversitesi", 2020, None),
        ),
        (
            "loopbaan_nl.md",
            "Pieter van den Akker",
            ("phd", "Universiteit van Lindenburg", 2013, 2017),
            ("Universitair docent", "Universiteit van Lindenburg", 2020, None),
        ),
    ],
)
def test_polish_turkish_and_dutch_cvs(filename, name, first_degree, first_job):
    _document, profile = _read(filename)
    assert profile.name == name  # "dr inż.", "Doç. Dr.", "Dr." are titles, not the name
    assert _degrees(profile)[0] == first_degree
    assert _jobs(profile)[0] == first_job
    assert [e.degree for e in profile.education][1] == "master"


def test_japanese_name_with_its_latin_spelling_after_a_slash():
    _document, profile = _read("keireki_slash_ja.md")
    assert (profile.name, profile.alt_names) == ("Ryo Sasaki", ["佐々木 遼"])  # 々 is part of a Japanese name
    assert _jobs(profile) == [
        ("特任准教授", "北斗大学 大学院情報理工学系研究科", 2020, None),
        ("特任助教", "北斗大学 大学院情報理工学系研究科", 2018, 2020),
        ("特別研究員 (PD)", "日本学術振興会", 2017, 2018),
    ]
    assert [(e.degree, e.field, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "情報理工学", 2012, 2017)
    ]


def test_chinese_homepage_with_grouped_honours_and_nested_posts():
    _document, profile = _read("zhuye_grouped_awards_zh.md")
    # the group names ("奖学金", "竞赛奖项") are no awards; the dated items under them are
    assert [(a.title, a.year) for a in profile.awards] == [
        ("国家奖学金", 2020),
        ("南湖大学一等奖学金", 2016),
        ("全国大学生程序设计竞赛银奖", 2017),
    ]
    # "课题组：软件工程研究所 ..." is where the master's was done, not the next degree's institution
    assert _degrees(profile) == [("master", "南湖大学", 2018, 2021), ("bachelor", "南湖大学", 2014, 2018)]
    # the first nested line names the post; the province and city after the comma are no part of the name
    assert _jobs(profile) == [("助理研究员", "东湖科技研究院", 2023, None), ("", "西岭软件有限公司", 2021, 2023)]


def test_columns_aligned_with_no_break_spaces():
    _document, profile = _read("werdegang_nbsp_de.md")
    assert _jobs(profile) == [
        ("Juniorprofessorin (W1) für Hydrologie", "Universität Lindental", 2021, None),
        ("Postdoc", "Institut für Umweltphysik, Universität Lindental", 2017, 2021),
    ]
    assert _degrees(profile) == [
        ("phd", "Universität Lindental", 2013, 2017),
        ("master", "Technische Universität Bergstadt", 2011, 2013),
    ]


def test_a_korean_name_alone_is_spelled_in_latin_letters_and_kept_as_written():
    _document, profile = _read("ireum_only_ko.md")  # no Latin spelling printed: the usual one, flagged to check
    assert (profile.name, profile.alt_names) == ("Seoyeon Lee", ["이서연"])
    assert any("이서연" in note and "Revised Romanization" in note for note in profile.review_notes)
    assert _jobs(profile) == [("조교수", "한빛대학교 화학과", 2021, None)]


def test_japanese_latex_resume_with_the_kanji_name_over_the_latin_one():
    _document, profile = _read("rirekisho_jake_ja.tex")
    assert (profile.name, profile.alt_names) == ("Ayaka Nakamura", ["中村 彩花"])
    assert [(e.degree, e.field, e.institution, e.start_year, e.end_year) for e in profile.education] == [
        ("phd", "理学", "東海林大学", 2016, 2019),
        ("bachelor", "理学", "東海林大学", 2010, 2014),
    ]
    # the prefecture after the comma is where, not who
    assert _jobs(profile) == [("准教授", "南陵大学 理学部", 2022, None), ("博士研究員", "北辰研究所", 2019, 2022)]


def test_a_russian_field_written_in_lower_case():
    _document, profile = _read("rezume_ru.md")
    assert [(e.degree, e.field) for e in profile.education] == [
        ("phd", "теоретическая физика"),
        ("master", "прикладная математика"),
    ]


def test_a_kanji_name_on_a_japanese_page_is_not_read_in_pinyin():
    page = "# 山本健太\n\n## 職歴\n\n- 2019年4月～現在　東都大学 大学院理学研究科 准教授\n".encode()
    profile = read_document("cv.md", page).profile
    assert (profile.name, profile.review_notes) == ("山本健太", [])
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [("准教授", 2019, None)]
