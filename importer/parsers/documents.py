"""The one entry point for import_profiles: bytes of a file in, ParsedDocument out.

`read_document` checks the size, decodes the bytes, normalises line ends,
recognises the format from the content (never from the file name) and hands
the text to the parser for that format:

- PDF (`%PDF-`): text extracted by pdfminer.six in a child process with a time
  and memory limit, then read as a CV;
- a labsite export (JSON with "format": "labsite-export");
- BibTeX (mostly `@type{` entries) -> importer.parsers.bibtex.parse_bibtex;
- structured CVs (YAML/JSON: cv.yml, JSON Resume, Jekyll publication data, Hugo
  Blox author front matter) -> importer.parsers.structured.parse_structured;
- everything else: markdown or plain text -> profile.parse_text_document.
"""

from __future__ import annotations

import json
import re

import yaml

from .detect import FRONT_MATTER_RE, STRUCTURED_KEYS, detect_format, is_publication_page, looks_structured
from .pdf import extract_pdf_text
from .records import DocumentError, ParsedDocument
from .text import parse_text_document

__all__ = ["read_document", "decode", "detect_format", "extract_pdf_text"]


_MARKDOWN_SIGN_RE = re.compile(r"^\s{0,3}#{1,6}\s|\*\*[^*\n]{1,200}\*\*|\]\([^)\s]{1,500}\)", re.M)
_UNSAFE_TAG_RE = re.compile(r"!!python/|!<tag:yaml.org,2002:python/")


def decode(data: bytes) -> str:
    """Bytes to text: UTF-8 (BOM or not), UTF-16 with a BOM, else cp1252/Latin-1."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as err:
            raise DocumentError(f"cannot decode UTF-16 text: {err.reason}") from None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\x00" in data[:8192]:
        raise DocumentError("binary file (contains NUL bytes); expected text, markdown or PDF")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n").replace("\u2029", "\n")
    text = text.replace("\x0c", "\n")  # form feeds between PDF pages
    return re.sub(r"[\x00-\x08\x0b\x0e-\x1f\x7f]", "", text)


def _safe_yaml(text: str, what: str):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        raise DocumentError(
            f"{what} is not valid YAML: {getattr(err, 'problem', None) or err}", line=mark.line + 1 if mark else None
        ) from None
    except (ValueError, TypeError, RecursionError) as err:
        raise DocumentError(f"{what} is not valid YAML: {err}") from None


def _structured(name: str, text: str) -> ParsedDocument:
    from importer.parsers.structured import parse_structured  # another module; imported when needed

    return parse_structured(name, text)


def _bibtex(name: str, text: str) -> ParsedDocument:
    from importer.parsers.bibtex import parse_bibtex  # another module; imported when needed

    return parse_bibtex(text, name)


def _labsite_export(name: str, text: str) -> ParsedDocument:
    try:
        site = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise DocumentError(f"labsite export is not valid JSON: {err}") from None
    if (
        not isinstance(site, dict)
        or not isinstance(site.get("people"), list)
        or not isinstance(site.get("publications"), list)
    ):
        raise DocumentError("labsite export must be an object with 'people' and 'publications' lists")
    return ParsedDocument(source_name=name, format="labsite-export", site=site)


def _is_markdown(text: str) -> bool:
    return bool(_MARKDOWN_SIGN_RE.search(text[:20000]))


def read_document(name: str, data: bytes, *, person: str | None = None) -> ParsedDocument:
    """Parse one file. `person` names the owner when the document never does.

    Raises DocumentError, with the reason, for anything that cannot be imported.
    """
    if not isinstance(data, (bytes, bytearray)):
        raise DocumentError("expected the file's bytes")
    if not data.strip():
        raise DocumentError("empty file")
    if data.lstrip()[:5] == b"%PDF-":
        text = extract_pdf_text(bytes(data))
        if not text.strip():
            raise DocumentError("PDF has no extractable text (scanned images?)")
        return parse_text_document(name, _normalise(text), fmt="pdf", person=person)
    text = _normalise(decode(bytes(data)))
    if not text.strip():
        raise DocumentError("empty file")
    kind = detect_format(text)
    if kind == "labsite-export":
        return _labsite_export(name, text)
    if kind == "bibtex":
        return _bibtex(name, text)
    if kind == "structured":
        return _structured(name, text)
    if kind == "json":
        raise DocumentError("JSON document of an unknown kind (not a labsite export, JSON Resume or CV)")
    if kind == "yaml":
        try:
            data_obj = _safe_yaml(text, "document")
        except DocumentError:
            if _UNSAFE_TAG_RE.search(text):
                raise
            data_obj = None  # "Email: ..." lines of a plain-text CV look like YAML at first
        if looks_structured(data_obj):
            return _structured(name, text)
    metadata: dict = {}
    warnings: list[str] = []
    front = FRONT_MATTER_RE.match(text) if kind == "front-matter" else None
    if front:
        try:
            loaded = _safe_yaml(front.group(1), "front matter")
        except DocumentError as err:
            if _UNSAFE_TAG_RE.search(front.group(1)):
                raise
            loaded, warnings = None, [f"front matter ignored: {err}"]
        if is_publication_page(loaded):
            return _structured(name, text)  # one paper per page: academicpages _publications/, Hugo Blox
        if (
            isinstance(loaded, dict)
            and looks_structured(loaded)
            and {str(k).lower() for k in loaded} & STRUCTURED_KEYS["hugo-author"] - {"education"}
        ):
            return _structured(name, text)
        metadata = loaded if isinstance(loaded, dict) else {}
        text = text[front.end() :] if loaded is not None or not warnings else text
    fmt = "markdown-homepage" if front else ("markdown-cv" if _is_markdown(text) else "text-cv")
    document = parse_text_document(name, text, metadata=metadata, fmt=fmt, person=person)
    document.warnings[:0] = warnings
    return document
