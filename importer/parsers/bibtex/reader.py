"""The file: bibtexparser splits it into blocks; an unbalanced entry is reported by key and line, not imported."""

from __future__ import annotations

import logging
import re

import bibtexparser
from bibtexparser import model as bib_model

from importer.parsers.records import DocumentError, ParsedDocument, ParsedPublication

from .decode import _evaluate
from .entries import _describe, _fields_of, _line_of, _publication

# Lenient reading of a block bibtexparser could not parse.
_HEADER_RE = re.compile(r"@\s*([A-Za-z]+)\s*[{(]\s*([^,\s{}()=]*)\s*,?")
_FIELD_START_RE = re.compile(r"\s*,?\s*([A-Za-z][\w+\-:.]*)\s*=\s*")


_NEXT_FIELD_LINE_RE = re.compile(r"\n\s*(?:[A-Za-z][\w+\-:.]*\s*=|@|\}\s*$)")
_NEXT_FIELD_INLINE_RE = re.compile(r",\s*[A-Za-z][\w+\-:.]*\s*=")


def _read_value(raw: str, start: int) -> tuple[str, int, bool]:
    """(raw value, end position, closed) of the value starting at `start`.

    An unclosed value ends where the next field visibly starts: a line
    "name = ...", or ", name =" later on its own line.
    """
    if start >= len(raw):
        return "", start, False
    opener = raw[start]
    if opener not in '{"':
        match = re.compile(r"[^,}\n]+").match(raw, start)
        end = match.end() if match else start
        return raw[start:end].strip(), end, True
    depth, index = 0, start
    while index < len(raw):
        char = raw[index]
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if opener == "{" and depth == 0:
                return raw[start : index + 1], index + 1, True
        elif char == '"' and opener == '"' and index > start and depth == 0:
            return raw[start : index + 1], index + 1, True
        index += 1
    # Never closed: cut at the next field.
    next_line = _NEXT_FIELD_LINE_RE.search(raw, start)
    end = next_line.start() if next_line else len(raw)
    inline = _NEXT_FIELD_INLINE_RE.search(raw, start, end)
    if inline:
        end = inline.start()
    value = raw[start + 1 : end].strip().rstrip(",}").strip().replace("{", "").replace("}", "")
    return "{" + value + "}", end, False


def _recover(raw: str) -> tuple[str | None, str | None, dict[str, str], bool]:
    """(entry type, key, raw fields, complete) of a malformed entry, as far as readable."""
    header = _HEADER_RE.search(raw)
    if not header:
        return None, None, {}, False
    fields: dict[str, str] = {}
    complete = True
    position = header.end()
    while True:
        match = _FIELD_START_RE.match(raw, position)
        if not match:
            following = re.compile(r"\n\s*([A-Za-z][\w+\-:.]*)\s*=\s*").search(raw, position)
            if not following:
                break
            complete, match = False, following
        value, position, closed = _read_value(raw, match.end())
        complete = complete and closed
        fields.setdefault(match.group(1).lower(), value)
    return header.group(1).lower(), header.group(2) or None, fields, complete


_RUN_ON_FIELD_RE = re.compile(r"^[^@]*?,\s*[A-Za-z][\w+\-:.]*\s*=\s*[{\"\d]")


def parse_bibtex(text: str, source_name: str) -> ParsedDocument:
    """Parse a BibTeX file into publications (format "bibtex", no profile)."""
    if text is None or "@" not in text:
        raise DocumentError(f"{source_name}: not BibTeX (no @entry found)")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    # bibtexparser logs every malformed block; we report them as warnings instead.
    splitter_logger = logging.getLogger("bibtexparser")
    previous_level = splitter_logger.level
    splitter_logger.setLevel(logging.CRITICAL)
    try:
        library = bibtexparser.parse_string(text, parse_stack=[])
    except Exception as error:  # the splitter should not raise; if it does, the file is unreadable
        raise DocumentError(f"{source_name}: not readable as BibTeX ({error})") from error
    finally:
        splitter_logger.setLevel(previous_level)

    warnings: list[str] = []
    macros: dict[str, str] = {}
    undefined: list[str] = []
    publications: list[ParsedPublication] = []
    entries_seen = 0

    last_entry: list = []  # (entry, its publication or None) of the block just read

    def add_entry(entry: bib_model.Entry, extra_warning: str | None = None) -> None:
        nonlocal entries_seen
        entries_seen += 1
        last_entry[:] = [entry, None]
        line = _line_of(entry)
        where = _describe(entry.key, line)
        if extra_warning:
            warnings.append(f"{where}: {extra_warning}")
        fields = _fields_of(entry, macros, undefined, where, warnings)
        publication = _publication(entry.key, entry.entry_type.lower(), fields, line, warnings)
        if publication is not None:
            publications.append(publication)
            last_entry[1] = publication

    for block in library.blocks:
        if isinstance(block, bib_model.ImplicitComment) and last_entry and _RUN_ON_FIELD_RE.search(block.raw or ""):
            entry, publication = last_entry  # "title={A Title}} With Junk}, author={...}": closed too early
            if publication is not None:
                publications.remove(publication)
            warnings.append(f"{_describe(entry.key, _line_of(entry))}: unbalanced braces or quotes; entry not imported")
            last_entry.clear()
            continue
        if not isinstance(block, bib_model.ImplicitComment):
            last_entry.clear()
        if isinstance(block, bib_model.String):
            undefined_here: list[str] = []
            macros[block.key.strip().lower()] = _evaluate(str(block.value), macros, undefined_here)
        elif isinstance(block, bib_model.Entry):
            add_entry(block)
        elif isinstance(block, bib_model.DuplicateBlockKeyBlock):
            if isinstance(block.ignore_error_block, bib_model.Entry):
                add_entry(block.ignore_error_block, "duplicate key; both entries kept")
            elif isinstance(block.ignore_error_block, bib_model.String):
                warnings.append(f"line {_line_of(block)}: @string '{block.key}' defined twice, the last kept")
                macros[block.key.strip().lower()] = _evaluate(str(block.ignore_error_block.value), macros, [])
        elif isinstance(block, bib_model.DuplicateFieldKeyBlock):
            add_entry(block.ignore_error_block)
        elif isinstance(block, bib_model.ParsingFailedBlock):
            raw = block.raw or ""
            entry_type, key, raw_fields, _complete = _recover(raw)
            line = _line_of(block)
            if entry_type in (None, "comment", "preamble", "string"):
                if entry_type is None and raw.strip():
                    warnings.append(f"line {line}: unreadable block skipped")
                continue
            entries_seen += 1  # an unbalanced entry is a failed entry: reported by key and line, never a paper
            warnings.append(f"{_describe(key, line)}: unbalanced braces or quotes; entry not imported")

    if undefined:
        names = ", ".join(sorted(set(undefined))[:10])
        warnings.append(f"undefined @string macros kept as text: {names}")
    if not publications:
        if entries_seen == 0:
            raise DocumentError(f"{source_name}: not BibTeX (no @entry found)")
        detail = "; ".join(warnings[:3])
        raise DocumentError(f"{source_name}: none of {entries_seen} BibTeX entries could be recovered ({detail})")
    return ParsedDocument(
        source_name=source_name, format="bibtex", profile=None, publications=publications, warnings=warnings
    )
