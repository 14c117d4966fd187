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
import os
import re
import subprocess
import sys

import yaml

from .profile import parse_text_document
from .records import DocumentError, ParsedDocument

__all__ = ["read_document", "decode", "detect_format", "extract_pdf_text"]

PDF_SECONDS = 20
PDF_MEMORY_BYTES = 1024**3

_FRONT_MATTER_RE = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
_BIBTEX_ENTRY_RE = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.M)
_STRUCTURED_KEYS = {
    "cv-yaml": {"cv", "sections", "education", "experience", "work", "publications", "basics", "awards", "skills"},
    "hugo-author": {"role", "organizations", "interests", "social", "education", "user_groups", "superuser"},
}
_MARKDOWN_SIGN_RE = re.compile(r"^\s{0,3}#{1,6}\s|\*\*[^*\n]{1,200}\*\*|\]\([^)\s]{1,500}\)", re.M)
_BIBTEX_BLOCK_RE = re.compile(r"@\s*\w+\s*[{(][^@]*?\n\s*[})]", re.S)
_UNSAFE_TAG_RE = re.compile(r"!!python/|!<tag:yaml.org,2002:python/")
_YAML_COMMENTS_RE = re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)+")
_PUBLICATION_KEYS = {"title", "authors", "author", "venue", "year", "journal", "booktitle", "conference"}


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


def _looks_structured(data) -> bool:
    """Keys of a structured CV, JSON Resume, Hugo author, or a list of publication records."""
    if isinstance(data, list):
        records = [x for x in data[:20] if isinstance(x, dict)]
        if records and len(records) == len(data[:20]) and all("contents" in r and "title" in r for r in records):
            return True  # an al-folio _data/cv.yml: a list of {title, type, contents} sections
        return bool(records) and all(len(_PUBLICATION_KEYS & {str(k).lower() for k in r}) >= 2 for r in records)
    if not isinstance(data, dict):
        return False
    keys = {str(k).lower() for k in data}
    return (
        bool(keys & {"cv", "basics", "sections"})
        or len(keys & _STRUCTURED_KEYS["hugo-author"]) >= 2
        or len(keys & _STRUCTURED_KEYS["cv-yaml"]) >= 2
        or ("education" in keys and isinstance(data.get("education"), dict))
    )


def detect_format(text: str) -> str:
    """ "labsite-export", "bibtex", "structured", "front-matter" or "text"."""
    stripped = text.lstrip()
    if stripped.startswith("{"):
        try:
            data = json.loads(stripped)
        except (ValueError, RecursionError):
            return "text"
        if isinstance(data, dict) and data.get("format") == "labsite-export":
            return "labsite-export"
        return "structured" if _looks_structured(data) else "json"
    if stripped.startswith("[") and stripped.rstrip().endswith("]"):
        try:
            return "structured" if _looks_structured(json.loads(stripped)) else "text"
        except (ValueError, RecursionError):
            pass
    if _FRONT_MATTER_RE.match(text):
        return "front-matter"
    entries = _BIBTEX_ENTRY_RE.findall(text)
    if entries and stripped.startswith(("@", "%")):
        return "bibtex"
    sample = stripped[:200000]
    if len(entries) >= 2 and sum(len(m) for m in _BIBTEX_BLOCK_RE.findall(sample)) > 0.5 * len(sample):
        return "bibtex"
    body = _YAML_COMMENTS_RE.sub("", stripped)  # a _data/*.yml file often opens with "# ..." comment lines
    if re.match(r"\A[\w-]+\s*:\s*\S|\A-\s+[\w-]+\s*:", body) and "\n" in body:
        return "yaml"
    return "text"


def is_publication_page(meta) -> bool:
    """Front matter of a page about one paper (academicpages _publications/, Hugo Blox content/publication/)."""
    if not isinstance(meta, dict):
        return False
    keys = {str(k).lower() for k in meta}
    if "title" not in keys:
        return False
    return (
        str(meta.get("collection", "")).lower() == "publications"
        or "publication_types" in keys
        or ("venue" in keys and bool(keys & {"citation", "paperurl"}))
        or ("publication" in keys and "authors" in keys)
    )


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
        if _looks_structured(data_obj):
            return _structured(name, text)
    metadata: dict = {}
    warnings: list[str] = []
    front = _FRONT_MATTER_RE.match(text) if kind == "front-matter" else None
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
            and _looks_structured(loaded)
            and {str(k).lower() for k in loaded} & _STRUCTURED_KEYS["hugo-author"] - {"education"}
        ):
            return _structured(name, text)
        metadata = loaded if isinstance(loaded, dict) else {}
        text = text[front.end() :] if loaded is not None or not warnings else text
    fmt = "markdown-homepage" if front else ("markdown-cv" if _is_markdown(text) else "text-cv")
    document = parse_text_document(name, text, metadata=metadata, fmt=fmt, person=person)
    document.warnings[:0] = warnings
    return document


# --- PDF ---------------------------------------------------------------------------

_PDF_CHILD = r"""
import resource, sys
limit = int(sys.argv[1])
try:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ValueError, OSError):
    pass
data = sys.stdin.buffer.read()
import io
from pdfminer.high_level import extract_text
try:
    text = extract_text(io.BytesIO(data))
except MemoryError:
    sys.stderr.write("PDF needs too much memory")
    sys.exit(3)
except Exception as err:
    sys.stderr.write(type(err).__name__ + ": " + str(err)[:300])
    sys.exit(2)
sys.stdout.buffer.write(text.encode("utf-8", "replace"))
"""


def extract_pdf_text(data: bytes, *, seconds: float = PDF_SECONDS, memory: int = PDF_MEMORY_BYTES) -> str:
    """Text of a PDF, extracted in a child process that cannot hang or exhaust memory."""
    try:
        result = subprocess.run(
            [sys.executable, "-c", _PDF_CHILD, str(memory)],
            input=data,
            capture_output=True,
            timeout=seconds,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        )
    except subprocess.TimeoutExpired:
        raise DocumentError(f"PDF text extraction took longer than {seconds:g} s; the file may be malformed") from None
    except OSError as err:
        raise DocumentError(f"cannot start PDF text extraction: {err}") from None
    if result.returncode != 0:
        reason = result.stderr.decode("utf-8", "replace").strip().splitlines()
        reason = reason[-1] if reason else f"exit status {result.returncode}"
        if "PDFPasswordIncorrect" in reason or "encrypt" in reason.lower():
            raise DocumentError("PDF is encrypted; export an unencrypted copy")
        if "memory" in reason.lower():
            raise DocumentError(f"PDF needs more than {memory // 1024**2} MB to read")
        raise DocumentError(f"PDF cannot be read: {reason}")
    return result.stdout.decode("utf-8", "replace")
