"""Bad input refused by name and place: unclosed front matter, formats not read, NUL bytes, a UTF-16 alias bomb."""

import io
import zipfile

import pytest

from importer.limits import LimitExceeded, check_yaml_aliases
from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError

CV = "# Odile Marchetti\n\n## Education\n\n- Ph.D. in Hydrology, Westvale University, 2016 - 2021\n"


def _zip(members):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in members.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def test_front_matter_never_closed_fails_the_file_at_its_first_line():
    data = ("---\ntitle: About\nlayout: single\n\n" + CV).encode()
    with pytest.raises(DocumentError) as raised:
        read_document("about.md", data)
    assert raised.value.line == 1
    assert "front matter opened on line 1 is never closed" in str(raised.value)


def test_a_yaml_file_opening_with_its_start_marker_is_still_yaml():
    data = b"---\n- title: Rivers Under Stone\n  authors: Odile Marchetti, Kofi Brandt\n  venue: Journal of Imaginary Hydrology\n  year: 2022\n"
    document = read_document("_data/publications.yml", data)
    assert [p.title for p in document.publications] == ["Rivers Under Stone"]


def test_a_text_cv_under_a_rule_line_is_not_front_matter():
    document = read_document("cv.md", ("---\n" + CV).encode())
    assert document.profile.name == "Odile Marchetti"


@pytest.mark.parametrize(
    "members, message",
    [
        (
            {"[Content_Types].xml": "<x/>", "xl/workbook.xml": "<workbook/>"},
            "Excel workbooks are not read; export it as CSV or paste the table",
        ),
        ({"[Content_Types].xml": "<x/>", "ppt/presentation.xml": "<p/>"}, "PowerPoint presentations are not read"),
        (
            {"mimetype": "application/vnd.oasis.opendocument.spreadsheet", "content.xml": "<x/>"},
            "OpenDocument spreadsheets",
        ),
        ({"mimetype": "application/epub+zip", "content.opf": "<x/>"}, "EPUB e-books are not read"),
        ({"notes/readme.md": "# Odile Marchetti\n", "photo.txt": "x"}, "a zip archive is not read as a document"),
    ],
)
def test_zip_based_formats_not_read_are_refused_by_name(members, message):
    with pytest.raises(DocumentError, match=message) as raised:
        read_document("upload", _zip(members))
    assert "binary file" not in str(raised.value)


OLE_HEADER = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504


@pytest.mark.parametrize(
    "data, message",
    [
        (
            OLE_HEADER + "WordDocument\x00".encode("utf-16-le") + b"\x00" * 64,
            r"Word 97-2003 documents \(.doc\) are not read",
        ),
        (OLE_HEADER + "Workbook\x00".encode("utf-16-le") + b"\x00" * 64, r"Excel 97-2003 workbooks \(.xls\)"),
        (OLE_HEADER + b"\x00" * 64, "Microsoft Office 97-2003 files are not read"),
        (b"\x89PNG\r\n\x1a\n" + b"\x00\x01" * 40, "PNG images are not read"),
        (b"\xff\xd8\xff\xe0" + b"\x00JFIF" * 20, "JPEG images are not read"),
        (b"GIF89a" + b"\x00" * 40, "GIF images are not read"),
        (b"\x1f\x8b\x08\x00" + b"\x00" * 40, "gzip archives are not read"),
        (b"PK\x03\x04" + b"\x00" * 40, "cannot be opened"),
    ],
)
def test_binary_formats_not_read_are_refused_by_name(data, message):
    with pytest.raises(DocumentError, match=message) as raised:
        read_document("upload", data)
    assert "binary file" not in str(raised.value)


def test_a_nul_byte_anywhere_in_a_text_document_refuses_it_as_binary():
    late = (CV + "Research on rivers and stones. " * 400).encode() + b"\x00" + b"more text\n"
    assert late.index(b"\x00") > 8192
    with pytest.raises(DocumentError, match="binary file"):
        read_document("cv.md", late)
    with pytest.raises(DocumentError, match="binary file"):
        read_document("cv.md", (CV + "x\x00y\n").encode("utf-16"))


def _alias_bomb():
    levels = "abcdefghi"
    lines = ["basics: {name: Eve Bomb}", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for previous, level in zip(levels, levels[1:], strict=False):
        lines.append(f"{level}: &{level} [" + ",".join([f"*{previous}"] * 9) + "]")
    return "\n".join(lines) + "\nskills: [{name: Bombs, keywords: *i}]\n"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-16-be", "utf-16-le"])
def test_a_yaml_alias_bomb_is_refused_before_parsing_in_every_encoding_read(encoding):
    data = _alias_bomb().encode(encoding)
    if encoding in ("utf-16-be", "utf-16-le"):
        data = ("\ufeff" + _alias_bomb()).encode(encoding)  # with its byte-order mark, as the reader needs
    with pytest.raises(LimitExceeded, match="alias"):
        check_yaml_aliases(data)
