"""Word, OpenDocument, RTF, Typst, reStructuredText and Org documents, read through pandoc under bounds.

The Word and OpenDocument fixtures are written by pandoc itself from fictional markdown."""

import os
import stat
import time

import pypandoc
import pytest

from importer.limits import LimitExceeded, run_limited
from importer.parsers import documents, pandoc
from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError

CV_MARKDOWN = """---
title: Odile Marchetti
author: Odile Marchetti
---

odile.marchetti@westvale.example.edu

# Education

| Years | Degree |
|---|---|
| 2016 -- 2021 | Ph.D. in Hydrology, Westvale University |
| 2012 -- 2016 | B.Sc. in Geology, Northfield College |

# Publications

- Odile Marchetti, Kofi Brandt. Rivers Under Stone. *Journal of Imaginary Hydrology*, 2022.
- Kofi Brandt, Odile Marchetti. Silt and Its Discontents. In *Proceedings of the Sediment Symposium*, 2020.
"""


def _written(tmp_path, fmt):
    path = tmp_path / f"cv.{fmt}"
    pypandoc.convert_text(CV_MARKDOWN, fmt, format="md", outputfile=str(path))
    return path.read_bytes()


def _check_cv(document):
    profile = document.profile
    assert profile.name == "Odile Marchetti"
    assert profile.email == "odile.marchetti@westvale.example.edu"
    schools = {(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education}
    assert ("Westvale University", "phd", 2016, 2021) in schools
    assert [p.title for p in document.publications] == ["Rivers Under Stone", "Silt and Its Discontents"]
    assert [a.name for a in document.publications[0].authors] == ["Odile Marchetti", "Kofi Brandt"]
    assert document.publications[0].year == 2022


@pytest.mark.parametrize("fmt", ["docx", "odt"])
def test_word_and_opendocument_cvs_are_read_from_their_content(tmp_path, fmt):
    data = _written(tmp_path, fmt)
    assert data[:4] == b"PK\x03\x04"
    document = read_document("upload.bin", data)  # the name says nothing: the content does
    assert document.format == fmt
    _check_cv(document)


def test_a_word_cv_reads_within_the_parse_childs_memory_limit(tmp_path):
    data = _written(tmp_path, "docx")
    document = run_limited(read_document, "cv.docx", data, seconds=30, memory=300 * 1024 * 1024)
    _check_cv(document)


def test_rtf_restructuredtext_and_org_cvs_are_read(tmp_path):
    for fmt in ("rtf", "rst", "org"):
        text = pypandoc.convert_text(CV_MARKDOWN, fmt, format="md", extra_args=["--standalone"])
        assert detect_format(text) == fmt, fmt
        document = read_document(f"cv.{fmt}", text.encode())
        assert document.format == fmt
        assert document.profile.name == "Odile Marchetti", fmt
        assert [p.title for p in document.publications] == ["Rivers Under Stone", "Silt and Its Discontents"], fmt


TYPST_PLAIN = """#set page(margin: 1in)
#set document(title: "CV", author: "Odile Marchetti")

= Odile Marchetti
odile.marchetti\\@westvale.example.edu

== Education
*Westvale University* #h(1fr) 2016 -- 2021 \\
Ph.D. in Hydrology

== Publications
- Odile Marchetti, Kofi Brandt. Rivers Under Stone. _Journal of Imaginary Hydrology_, 2022.
"""

TYPST_TEMPLATE = """#import "@preview/fictional-resume:0.1.0": *
#let name = "Odile Marchetti"
#show: resume.with(author: name, email: "odile.marchetti@westvale.example.edu")

= Education
#edu(institution: "Westvale University", start-date: "Sep 2016", end-date: "Jun 2021", degree: "Ph.D. in Hydrology")
"""


def test_typst_cvs_are_read_with_or_without_a_template_package():
    plain = read_document("cv.typ", TYPST_PLAIN.encode())
    assert (plain.format, plain.profile.name) == ("typst", "Odile Marchetti")
    assert plain.profile.education[0].institution == "Westvale University"
    assert [p.title for p in plain.publications] == ["Rivers Under Stone"]
    templated = read_document("cv.typ", TYPST_TEMPLATE.encode())  # pandoc cannot fetch the package
    assert (templated.profile.name, templated.profile.email) == (
        "Odile Marchetti",
        "odile.marchetti@westvale.example.edu",
    )
    education = templated.profile.education[0]
    assert (education.institution, education.degree, education.start_year, education.end_year) == (
        "Westvale University",
        "phd",
        2016,
        2021,
    )


def test_markdown_is_not_taken_for_restructuredtext_org_or_typst():
    markdown = (
        "# Odile Marchetti\n\n## Education\n\n* Ph.D., Westvale University, 2021\n* [Homepage](https://example.org)\n"
    )
    assert detect_format(markdown) == "text"
    setext = "Odile Marchetti\n===============\n\nEducation\n---------\n\nPh.D., Westvale University, 2021\n"
    assert detect_format(setext) == "text"


def test_a_word_document_with_no_text_is_refused_naming_the_format(tmp_path):
    path = tmp_path / "empty.docx"
    pypandoc.convert_text("---\ntitle: ' '\n---\n", "docx", format="md", outputfile=str(path))
    with pytest.raises(DocumentError, match="Word document has no text"):
        read_document("empty.docx", path.read_bytes())


@pytest.mark.parametrize("fmt", ["docx", "odt"])
def test_a_word_cv_that_names_no_one_says_so_not_that_it_is_binary(tmp_path, fmt):
    path = tmp_path / f"cv.{fmt}"
    nameless = "# Education\n\n- Ph.D. in Hydrology, Westvale University, 2021\n\n# Awards\n\n- Silt Prize, 2020\n"
    pypandoc.convert_text(nameless, fmt, format="md", outputfile=str(path))
    with pytest.raises(DocumentError, match="no person's name found") as failure:
        read_document(path.name, path.read_bytes())
    assert "binary" not in str(failure.value)


def test_pandoc_past_its_time_is_stopped_and_named(tmp_path, monkeypatch):
    monkeypatch.setattr(pandoc, "PANDOC_SECONDS", 0.001)
    with pytest.raises(DocumentError, match="Word document took longer than"):
        read_document("cv.docx", _written(tmp_path, "docx"))


def test_pandoc_dies_with_a_parse_child_stopped_at_its_limit(tmp_path, monkeypatch):
    """A parse child killed at its time limit leaves no pandoc behind (it would run on, unbounded)."""
    pid_file = tmp_path / "pid"
    slow = tmp_path / "slow-pandoc"
    slow.write_text(f"#!/bin/sh\necho $$ > {pid_file}\nexec sleep 60\n")
    slow.chmod(slow.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(pandoc, "_pandoc_path", lambda: str(slow))
    with pytest.raises(LimitExceeded):
        run_limited(read_document, "cv.rst", b".. note:: x\n\n.. _a: https://example.org\n", seconds=1, memory=0)
    pid = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.05)
    assert not _alive(pid)


def _alive(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            return not any(line.startswith("State:") and "Z" in line.split()[1] for line in status)
    except FileNotFoundError:
        return False


def test_pandoc_reads_no_file_the_document_asks_for(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("Zebulon Quartermaine\n")
    document = f"Odile Marchetti\n===============\n\n.. include:: {secret}\n\n.. note:: fictional\n"
    try:
        parsed = read_document("cv.rst", document.encode())
    except DocumentError:
        return  # refused outright is as good
    assert "Zebulon" not in repr(parsed)


def test_no_pandoc_for_bibtex(monkeypatch):
    monkeypatch.setattr(documents, "pandoc_to_html", None)  # would fail if called
    document = read_document(
        "papers.bib", b"@article{a, title={Rivers Under Stone}, author={Marchetti, Odile}, year={2022}}\n"
    )
    assert [p.title for p in document.publications] == ["Rivers Under Stone"]
    assert os.path.exists(pandoc._pandoc_path())
