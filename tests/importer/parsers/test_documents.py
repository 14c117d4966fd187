"""read_document: size, decoding, format detection from content, PDF in a child process, and
the property that any input gives a ParsedDocument or a DocumentError (fictional fixtures)."""

import json
import sys
import types
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from importer.parsers.citations import parse_citation
from importer.parsers.documents import decode, detect_format, extract_pdf_text, read_document
from importer.parsers.records import DocumentError, ParsedDocument, ParsedPublication
from tests.importer.pdfs import make_pdf

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CV = "Mara Quill\nPh.D. Student, Westvale University\n\nEducation\nWestvale University\nPh.D. in Geology, 2020 - Present\n"


def test_markdown_homepage_with_front_matter():
    document = read_document("index.md", (FIXTURES / "homepage_quill.md").read_bytes())
    assert document.format == "markdown-homepage"
    assert document.profile.name == "Mara Quill"
    assert len(document.publications) == 2


def test_plain_text_cv():
    document = read_document("cv.txt", (FIXTURES / "cv_varga.txt").read_bytes())
    assert document.format == "text-cv"
    assert document.profile.name == "Ilse Varga"


def test_crlf_and_utf8_bom_are_normalised():
    document = read_document("cv.txt", b"\xef\xbb\xbf" + CV.replace("\n", "\r\n").encode())
    assert document.profile.name == "Mara Quill"
    assert document.profile.education[0].start_year == 2020


def test_utf16_with_bom():
    document = read_document("cv.txt", CV.replace("Mara", "Mára").encode("utf-16"))
    assert document.profile.name == "Mára Quill"


def test_latin1_fallback():
    document = read_document("cv.txt", CV.replace("Mara", "Mára").encode("latin-1"))
    assert document.profile.name == "Mára Quill"


def test_decode_prefers_utf8():
    assert decode("Mára ✓".encode()) == "Mára ✓"


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "empty"),
        (b"  \n\r\n ", "empty"),
        (b"Mara\x00\x01\x02\x03Quill", "binary"),
    ],
)
def test_unreadable_files(data, message):
    with pytest.raises(DocumentError, match=message):
        read_document("x", data)


def test_python_yaml_tags_are_refused():
    data = b"---\nname: !!python/object/apply:os.system ['echo hi']\n---\n# Mara Quill\n"
    with pytest.raises(DocumentError, match="YAML"):
        read_document("x.md", data)


def test_broken_front_matter_fails_the_file_at_the_files_line():
    data = b"---\nlayout: about\ntitle: [unclosed\npermalink: /\n---\n" + CV.encode()
    with pytest.raises(DocumentError) as raised:
        read_document("x.md", data)
    assert raised.value.line in (3, 4)  # the broken line or the one where YAML noticed, counted in the file
    assert "front matter is not valid YAML" in str(raised.value) and "nothing" in str(raised.value)


def test_front_matter_name_and_html_comments():
    data = b"---\nname: Mara Quill\n---\n<!-- I am Ilse Varga -->\nI am a Ph.D. student at Westvale University.\n"
    document = read_document("x.md", data)
    assert document.profile.name == "Mara Quill"
    assert document.profile.role == "phd"


def test_format_is_detected_from_content_not_name():
    assert read_document("cv.pdf", CV.encode()).format == "text-cv"
    assert detect_format("@article{quill2020,\n  title={Stones},\n  author={Quill, Mara}\n}\n") == "bibtex"
    assert detect_format(json.dumps({"basics": {"name": "Mara Quill"}, "work": []})) == "structured"
    assert (
        detect_format("---\nrole: PhD student\norganizations:\n  - name: Westvale\ninterests: [rocks]\n---\nbio\n")
        == "front-matter"
    )


def test_labsite_export():
    site = {"format": "labsite-export", "version": 1, "people": [], "publications": []}
    document = read_document("export.json", json.dumps(site).encode())
    assert document.format == "labsite-export" and document.site == site
    with pytest.raises(DocumentError, match="people"):
        read_document("export.json", json.dumps({"format": "labsite-export", "people": {}}).encode())


def test_bibtex_is_routed_to_the_bibtex_parser(monkeypatch):
    calls = []
    fake = types.ModuleType("importer.parsers.bibtex")
    fake.parse_bibtex = lambda text, name: calls.append((text, name)) or ParsedDocument(name, "bibtex")
    monkeypatch.setitem(sys.modules, "importer.parsers.bibtex", fake)
    document = read_document("refs.txt", b"@inproceedings{quill2020,\n  title={Stones},\n}\n")
    assert document.format == "bibtex"
    assert calls and calls[0][1] == "refs.txt"


@pytest.mark.parametrize(
    "data",
    [
        json.dumps({"basics": {"name": "Mara Quill"}, "work": [], "education": []}).encode(),
        b"cv:\n  name: Mara Quill\n  sections:\n    education: []\n",
        b"---\ntitle: Mara Quill\nrole: PhD Student\norganizations:\n  - name: Westvale\ninterests:\n  - rocks\n---\nBio.\n",
        b"- title: Stones\n  authors: Mara Quill\n  year: 2020\n- title: Pebbles\n  authors: Ilse Varga\n  venue: PSYS\n",
    ],
)
def test_structured_documents_are_routed(monkeypatch, data):
    fake = types.ModuleType("importer.parsers.structured")
    fake.parse_structured = lambda name, text: ParsedDocument(name, "cv-yaml")
    monkeypatch.setitem(sys.modules, "importer.parsers.structured", fake)
    assert read_document("profile.txt", data).format == "cv-yaml"


def test_pdf_text_is_parsed_as_cv():
    document = read_document(
        "cv.bin",
        make_pdf(
            [
                "Mara Quill",
                "Ph.D. Student, Westvale University",
                "Education",
                "Westvale University",
                "Ph.D. in Geology, 2020 - Present",
            ]
        ),
    )
    assert document.format == "pdf"
    assert document.profile.name == "Mara Quill"
    assert document.profile.role == "phd"


@pytest.mark.parametrize(
    "data, message",
    [
        (b"%PDF-1.4\nthis is not really a pdf at all", "PDF cannot be read"),
        (make_pdf(["Mara Quill"])[:80], "PDF cannot be read"),
        (make_pdf(["Mara Quill"], encrypt=True), "encrypted"),
    ],
)
def test_broken_and_encrypted_pdfs(data, message):
    with pytest.raises(DocumentError, match=message):
        read_document("cv.pdf", data)


def test_pdf_extraction_time_limit():
    with pytest.raises(DocumentError, match="longer than"):
        extract_pdf_text(make_pdf(["Mara Quill"]), seconds=0.001)


def test_pdf_with_no_text():
    with pytest.raises(DocumentError, match="no extractable text"):
        read_document("scan.pdf", make_pdf([]))


FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CV_ALPHABET = st.sampled_from(
    list("abcXYZ *\\†‡✉\"“”'[]()<>{}%#-_:;,.@\t\n\r0123456789")
    + [
        "**",
        "<sup>",
        "</sup>",
        "et al.",
        "2024",
        "'24",
        "arXiv:2401.00001",
        "Ph.D.",
        "Education",
        "Publications",
        "---\n",
        "- ",
        "[1] ",
        "{% include x %}",
        "<!--",
        "-->",
        "Mara Quill",
        "University",
        "Sep 2019 – Present",
        "!!python/object",
        "@article{",
    ]
)


@FAST
@given(st.binary(max_size=400))
def test_read_document_bytes_never_crash(data):
    try:
        assert isinstance(read_document("x", data), ParsedDocument)
    except DocumentError:
        pass


@FAST
@given(st.lists(CV_ALPHABET, max_size=80).map("".join))
def test_read_document_text_never_crash(text):
    if text.lstrip().startswith("@"):
        text = "x" + text  # BibTeX goes to another module
    try:
        assert isinstance(read_document("x", text.encode()), ParsedDocument)
    except DocumentError:
        pass


@FAST
@given(st.one_of(st.text(max_size=300), st.lists(CV_ALPHABET, max_size=60).map("".join)))
def test_parse_citation_never_crashes(text):
    try:
        assert isinstance(parse_citation(text), ParsedPublication)
    except DocumentError:
        pass


def test_plain_text_cv_starting_with_label_lines_is_not_yaml():
    data = (
        b"Name: Mara Quill\nEmail: mara@example.edu\n\nEducation\nWestvale University\nPh.D. in Geology, 2019 - 2023\n"
    )
    document = read_document("cv.txt", data)
    assert document.profile.email == "mara@example.edu"
    assert document.profile.education[0].institution == "Westvale University"


def test_python_tag_in_a_yaml_document_is_refused():
    with pytest.raises(DocumentError, match="YAML"):
        read_document("cv.yml", b"name: !!python/object/apply:os.system ['echo hi']\nemail: x\n")


def test_yaml_files_opening_with_comment_lines_are_structured():
    publications = b"# Lab publications (rendered by _layouts/pubs.html)\n\n- title: A Paper on Things\n  authors: Ana Ruiz, Bo Li\n  venue: OSDI'24\n  year: 2024\n"
    doc = read_document("_data/publications.yml", publications)
    assert (doc.format, doc.profile, [p.title for p in doc.publications]) == (
        "yaml-publications",
        None,
        ["A Paper on Things"],
    )
    cv = (
        b"# al-folio CV\n- title: General Information\n  type: map\n  contents:\n"
        b"    - name: Full Name\n      value: Priya Natarajan\n"
    )
    assert read_document("cv.yml", cv).profile.name == "Priya Natarajan"


def test_random_bytes_without_nul_are_refused_as_binary():
    import random

    rng = random.Random(7)
    noise = bytes(rng.randrange(1, 256) for _ in range(4000))
    with pytest.raises(DocumentError, match="binary"):
        read_document("photo.jpg.md", noise)


def test_text_with_a_few_odd_characters_is_still_text():
    data = ("Mara Quill\nPh.D. student at Westvale University\x07\n" + "I study rocks and rivers. " * 20).encode()
    assert read_document("cv.txt", data).profile.name == "Mara Quill"


@pytest.mark.parametrize(
    "name, data",
    [
        (
            "about.md",
            "# Mara Quill\n\nI study rocks &amp; rivers at Westvale&nbsp;University as a PhD student.\n\n"
            '## Publications\n\n- **Mara Quill**, Ivo Marsh. "Stones &ndash; and Pebbles." In PSYS 2020.\n',
        ),
        (
            "papers.yml",
            '- title: "Stones &ndash; and Pebbles"\n  authors: Mara Quill\n  venue: "R&amp;R Letters"\n  year: 2020\n'
            "- title: Sand\n  authors: Mara Quill\n  year: 2021\n",
        ),
    ],
)
def test_no_imported_value_keeps_an_html_entity_whatever_the_format(name, data):
    document = read_document(name, data.encode())
    values = [document.publications[0].title, document.publications[0].venue_text or ""]
    if document.profile is not None:
        values.append(document.profile.bio)
    assert not any("&" in v and ";" in v.split("&", 1)[1][:8] for v in values)
    assert document.publications[0].title == "Stones – and Pebbles"
