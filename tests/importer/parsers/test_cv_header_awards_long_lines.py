"""A plain-text or markdown CV read whole: its header is no bio, its honours stay awards, and a line or
entry too long to read is named in a warning with the limit (never left out without a word)."""

from importer.parsers.citations.split import MAX_TITLE
from importer.parsers.documents import read_document
from importer.parsers.text import parse_text_document
from importer.parsers.text.document import MAX_LINE
from importer.parsers.text.intro import is_header_line

TEXT_CV = """\
ODILE MARCHETTI-VANCE
Postdoctoral Researcher, Institute for Invented Linguistics, Harrowgate University
Email: o.marchetti@harrowgate.example.edu
Web: https://omarchetti.example.net

EDUCATION
2015-2020  Ph.D. Computer Science, Tallis Technical University

HONORS
2022  Outstanding Paper Award, ACL
2017  Graduate Fellowship, Tallis Foundation

PUBLICATIONS
[1] O. Marchetti-Vance and P. Quist. "Morphology for Toy Grammars." In Proceedings of ACL 2022, pp. 10-20.
[2] P. Quist and O. Marchetti-Vance. "Agreement in Invented Languages." Transactions of the ACL, 10:1-15, 2022.
"""


def test_an_award_in_the_honours_list_stays_an_award():
    document = parse_text_document("cv.txt", TEXT_CV)
    awards = [(a.title, a.year) for a in document.profile.awards]
    assert awards == [("Outstanding Paper Award, ACL", 2022), ("Graduate Fellowship, Tallis Foundation", 2017)]
    # two papers that year could be the one awarded: it is noted on neither, rather than on a guess
    assert [p.note for p in document.publications] == ["", ""]


def test_an_award_naming_its_paper_is_also_noted_on_that_paper():
    text = TEXT_CV.replace(
        "2022  Outstanding Paper Award, ACL", "2022  Outstanding Paper Award for Morphology for Toy Grammars"
    )
    document = parse_text_document("cv.txt", text)
    assert [a.year for a in document.profile.awards] == [2022, 2017]
    assert [p.note for p in document.publications] == ["Outstanding Paper Award", ""]


def test_the_header_line_is_no_bio():
    profile = parse_text_document("cv.txt", TEXT_CV).profile
    assert profile.bio == ""
    assert (profile.position, profile.affiliation) == ("Postdoctoral Researcher", "Harrowgate University")


def test_prose_under_a_header_is_the_bio():
    text = (
        "# Ansel Whitford-Oyelaran\n\n"
        "Ansel Whitford-Oyelaran — Postdoctoral researcher, Dept. of Botany, Marlow Vale University\n\n"
        "I study how invented mosses survive drought, combining field surveys with greenhouse experiments.\n"
    )
    profile = parse_text_document("cv.md", text, fmt="markdown-cv").profile
    assert (
        profile.bio
        == "I study how invented mosses survive drought, combining field surveys with greenhouse experiments."
    )


def test_a_name_dashed_to_its_title_is_the_name_and_no_bio():
    text = (
        "Ansel Whitford-Oyelaran — Postdoctoral researcher, Dept. of Botany, Marlow Vale University\n"
        "ansel@marlow.example.edu\n\n"
        "PUBLICATIONS\n"
        '[1] A. Whitford-Oyelaran. "Mosses of the Invented Shore." Journal of Placid Botany 3:1-9, 2021.\n'
    )
    profile = read_document("cv.txt", text.encode()).profile
    assert (profile.name, profile.position, profile.affiliation, profile.bio) == (
        "Ansel Whitford-Oyelaran",
        "Postdoctoral researcher",
        "Marlow Vale University",
        "",
    )


def test_what_a_header_line_is():
    assert is_header_line("Postdoctoral Researcher, Institute for Invented Linguistics, Harrowgate University")
    assert is_header_line("Ana Ruiz — Ph.D. student, Dept. of Botany, Marlow Vale University")
    assert is_header_line("ana@marlow.example.edu · https://ana.example.net · +1 555 0100 · Office 3.14, Hall B")
    assert not is_header_line("Dr. Ruiz is Professor of Botany at the University of Marlow Vale,")
    assert not is_header_line("I am a PhD student in the Department of Botany at Marlow Vale")
    assert not is_header_line("研究方向为苔藓植物的耐旱机制与野外调查方法研究")


def test_a_title_too_long_to_be_one_is_left_out_with_a_warning():
    title = "Very " * 100 + "Long Title"
    text = f"# Greta Halloway\n\n## Publications\n\n1. G. Halloway. {title}. *Nature* 2020.\n2. G. Halloway. Mosses of the Invented Shore. *Nature* 2021.\n"
    document = read_document("cv.md", text.encode())
    assert [p.title for p in document.publications] == ["Mosses of the Invented Shore"]
    assert any(w.startswith("line 5: a title of 510 characters") and f"the {MAX_TITLE}" in w for w in document.warnings)


def test_a_line_too_long_to_read_is_named_with_the_limit():
    title = "Very " * 40_000
    text = f"# Greta Halloway\n\n## Publications\n\n1. G. Halloway. {title}. *Nature* 2020.\n"
    document = read_document("cv.md", text.encode())
    assert document.publications == []
    said = "\n".join(document.warnings)
    assert f"line 5 ({len(text.splitlines()[4]):,} characters)" in said
    assert f"{MAX_LINE:,} characters a line may have" in said
    assert "line 5: a title of" in said  # and the entry it held, cut, is too long to be a paper


def test_lines_of_a_normal_length_say_nothing():
    document = parse_text_document("cv.txt", TEXT_CV)
    assert document.warnings == []


def test_an_unknown_heading_after_dated_awards_is_no_award():
    text = (
        "Ilse Marrowby\nAssistant Professor, Tarn Valley University\n\n"
        "Awards and Honors\n"
        "2019 Best Poster Award, Invented Systems Symposium\n"
        "2016 Tarn Valley Graduate Fellowship\n"
        "Broader Impact\n"
        "• My tools for invented file systems are used by three regional libraries and a museum archive.\n"
        "• I organise a summer school on toy operating systems for secondary school students every year.\n"
    )
    awards = parse_text_document("cv.pdf", text, fmt="pdf").profile.awards
    assert [(a.title, a.year) for a in awards] == [
        ("Best Poster Award, Invented Systems Symposium", 2019),
        ("Tarn Valley Graduate Fellowship", 2016),
    ]
