"""BibTeX in: `parse_bibtex` (text -> ParsedDocument); the writer is publications/formats/bibtex.py.

No Django import: a parser is text in, dataclasses out (see
people/importing/records.py).

Parsing uses bibtexparser 2 only to split the file into blocks (an empty parse
stack); string macros, `#` concatenation, month macros and LaTeX are handled
here because that is several times faster than the middlewares and pylatexenc
on every field. LaTeX is decoded by a small converter for what bibliographies
contain (accents, escaped specials, protecting braces, \\emph and friends);
only a value with anything else (math, unknown macros) goes to pylatexenc.
Decoded values are cached, since author lists and venues repeat.

What the parser understands:

* `@string` macros, `#` concatenation, `jan`..`dec`;
* names as "Last, First", "First Last", "Last, Jr, First", `{Protected Names}`,
  `and others` (-> authors_truncated); `editor` is never authors;
* equal-contribution markers in names (`Zhong*`, `\\textsuperscript{*}`, `$^*$`,
  `\\dag`, `†`, `‡`, `§`, `#`) are stripped and recorded; `✉`/`\\Letter` mark the
  corresponding author; a biblatex `author+an = {1=equal; 2=highlight}`
  annotation and a `note = {* Equal contribution: A, B}` statement (what
  `write_bibtex` produces) are read back;
* al-folio fields: `abbr` (appended to the venue text as "(ABBR)" when the venue
  text does not already name it, so venue resolution finds it), `pdf`, `code`,
  `slides`, `video`, `poster`, `website`, `html`, `blog`, `supp` -> links
  (relative file names kept as given), `award`/`award_name` -> note, `abstract`,
  `arxiv`; `selected` is recognised but ParsedPublication has no field for it;
* entry type -> kind (workshops and arXiv/CoRR detected from the venue);
* "under review"/"submitted" in note, booktitle or journal -> status "submitted".

Duplicate keys keep both entries; duplicate fields keep the first; a malformed
entry is recovered as far as its fields can be read. Every such event is a
warning "entry 'key' at line N: ...". Text with no BibTeX entry, or with no
entry that has a title, raises DocumentError.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache

import bibtexparser
from bibtexparser import model as bib_model

from importer.parsers.dates import YEAR_RE as _YEAR_RE
from importer.parsers.records import DocumentError, ParsedAuthor, ParsedDocument, ParsedLink, ParsedPublication
from importer.parsers.venues import PREPRINT, WORKSHOP, resolve_venue, year_from_venue_text

__all__ = ["parse_bibtex", "latex_to_text"]

MONTH_MACROS = {
    "jan": "January",
    "feb": "February",
    "mar": "March",
    "apr": "April",
    "may": "May",
    "jun": "June",
    "jul": "July",
    "aug": "August",
    "sep": "September",
    "oct": "October",
    "nov": "November",
    "dec": "December",
}

# al-folio button fields, in the order they are shown.
LINK_FIELDS = (
    ("pdf", "PDF"),
    ("code", "Code"),
    ("slides", "Slides"),
    ("video", "Video"),
    ("poster", "Poster"),
    ("website", "Project"),
    ("html", "HTML"),
    ("blog", "Blog"),
    ("supp", "Supplementary"),
)
_LINK_FIELD_BY_LABEL = {label.lower(): name for name, label in LINK_FIELDS}

# Fields whose value is prose (decoded from LaTeX); everything else is an identifier or URL.
_TEXT_FIELDS = frozenset(
    {
        "title",
        "booktitle",
        "journal",
        "howpublished",
        "note",
        "abstract",
        "award",
        "award_name",
        "school",
        "institution",
        "publisher",
        "series",
        "abbr",
        "organization",
        "type",
        "annote",
    }
)

_SUBMITTED_RE = re.compile(r"\b(?:under\s+(?:review|submission)|in\s+submission|submitted)\b", re.I)
_STATUS_ONLY_RE = re.compile(
    r"\s*(?:under\s+(?:review|submission)|in\s+submission|submitted|in\s+preparation)\.?\s*", re.I
)
_WORKSHOP_RE = re.compile(r"\bworkshops?\b", re.I)
_ARXIV_VENUE_RE = re.compile(r"\barxiv\b|\bcorr\b", re.I)
_ARXIV_ID_RE = re.compile(
    r"(?:arxiv[:/\s]*(?:abs/|pdf/)?)?(\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?", re.I
)
_ARXIV_URL_RE = re.compile(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})", re.I)
_DOI_PREFIX_RE = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.I)
_EQUAL_NOTE_RE = re.compile(r"(?:^|[;.]\s*)\*\s*Equal contribution:\s*(?P<names>.*)$", re.I | re.S)
_ANNOTATION_RE = re.compile(r"(\d+)\s*=\s*\"?([^;\"]*)\"?")


# --------------------------------------------------------------------------- LaTeX -> text

# Placeholders for characters that must survive brace removal and the "unknown macro" check.
_OPEN, _CLOSE, _DOLLAR, _BACKSLASH, _TILDE = "\ue000", "\ue001", "\ue002", "\ue003", "\ue004"

_COMBINING_ACCENTS = {
    '"': "\u0308",
    "'": "\u0301",
    "`": "\u0300",
    "^": "\u0302",
    "~": "\u0303",
    "=": "\u0304",
    ".": "\u0307",
    "u": "\u0306",
    "v": "\u030c",
    "H": "\u030b",
    "c": "\u0327",
    "k": "\u0328",
    "r": "\u030a",
    "d": "\u0323",
    "b": "\u0331",
}
_LETTER_MACROS = {
    "ss": "ß",
    "ae": "æ",
    "AE": "Æ",
    "oe": "œ",
    "OE": "Œ",
    "aa": "å",
    "AA": "Å",
    "o": "ø",
    "O": "Ø",
    "l": "ł",
    "L": "Ł",
    "i": "ı",
    "j": "ȷ",
    "dh": "ð",
    "DH": "Ð",
    "th": "þ",
    "TH": "Þ",
}
_SYMBOL_MACROS = {
    "textasciitilde": _TILDE,
    "textasciicircum": "^",
    "textbackslash": _BACKSLASH,
    "textbraceleft": _OPEN,
    "textbraceright": _CLOSE,
    "textunderscore": "_",
    "textbar": "|",
    "textless": "<",
    "textgreater": ">",
    "textendash": "–",
    "textemdash": "—",
    "textquoteright": "’",
    "textquoteleft": "‘",
    "textquotedblleft": "“",
    "textquotedblright": "”",
    "textregistered": "®",
    "texttrademark": "™",
    "textcopyright": "©",
    "dag": "†",
    "ddag": "‡",
    "textdagger": "†",
    "textdaggerdbl": "‡",
    "S": "§",
    "P": "¶",
    "ldots": "…",
    "dots": "…",
    "textellipsis": "…",
    "copyright": "©",
    "pounds": "£",
    "euro": "€",
    "LaTeX": "LaTeX",
    "TeX": "TeX",
    "BibTeX": "BibTeX",
    "&": "&",
    "%": "%",
    "$": "$",
    "#": "#",
    "_": "_",
    " ": " ",
    ",": " ",
    ";": " ",
    "!": "",
    "/": "",
    "-": "",
    "\\": " ",
    "@": "",
}
# Commands whose argument is kept as text: formatting we drop.
_TEXT_COMMANDS = (
    "emph",
    "textbf",
    "textit",
    "texttt",
    "textsc",
    "textsf",
    "textrm",
    "textsl",
    "textup",
    "textmd",
    "textnormal",
    "mbox",
    "hbox",
    "text",
    "mathrm",
    "mathit",
    "mathbf",
    "mathsf",
    "mathtt",
    "mathcal",
    "uppercase",
    "MakeUppercase",
    "lowercase",
    "MakeLowercase",
    "url",
    "nolinkurl",
    "bf",
    "it",
    "em",
    "sc",
    "tt",
    "rm",
    "sf",
    "sl",
    "small",
    "large",
    "Large",
    "footnotesize",
    "scriptsize",
    "normalsize",
)

_ESCAPED_BRACES_RE = re.compile(r"\\([{}$])")
_ACCENT_SYMBOL_RE = re.compile(
    r"\\([\"'`^~=.])\s*(?:\{\s*(\\[ij](?![A-Za-z])|[A-Za-z])\s*\}|(\\[ij](?![A-Za-z])|[A-Za-z]))"
)
_ACCENT_LETTER_RE = re.compile(r"\\([uvHckrdb])(?:\s*\{\s*(\\[ij](?![A-Za-z])|[A-Za-z])\s*\}|\s+([A-Za-z]))")
_LETTER_MACRO_RE = re.compile(
    r"\\(" + "|".join(sorted(_LETTER_MACROS, key=len, reverse=True)) + r")(?![A-Za-z])\s*(?:\{\})?"
)
_SYMBOL_MACRO_RE = re.compile(
    r"\\("
    + "|".join(re.escape(s) for s in sorted(_SYMBOL_MACROS, key=len, reverse=True) if s.isalpha())
    + r")(?![A-Za-z])\s?(?:\{\})?|\\([&%#_ ,;!/\-\\@])"
)
_HREF_RE = re.compile(r"\\href\s*\{[^{}]*\}\s*\{([^{}]*)\}")
_TEXT_COMMAND_RE = re.compile(r"\\(?:" + "|".join(sorted(_TEXT_COMMANDS, key=len, reverse=True)) + r")(?![A-Za-z])\s*")
_TILDE_RE = re.compile(r"(?<!\\)~")
_SPACES_RE = re.compile(r"\s+")

_pylatexenc_converter = None


def _pylatexenc(value: str) -> str:
    global _pylatexenc_converter
    if _pylatexenc_converter is None:
        from pylatexenc.latex2text import LatexNodes2Text

        _pylatexenc_converter = LatexNodes2Text(math_mode="text", strict_latex_spaces=True)
    try:
        return _pylatexenc_converter.latex_to_text(value)
    except Exception:  # pylatexenc is lenient, but never let a bad value end the import
        return value.replace("{", "").replace("}", "").replace("\\", "")


def _accent(match: re.Match) -> str:
    base = match.group(2) or match.group(3)
    base = {"\\i": "i", "\\j": "j"}.get(base, base)
    return unicodedata.normalize("NFC", base + _COMBINING_ACCENTS[match.group(1)])


def _symbol(match: re.Match) -> str:
    return _SYMBOL_MACROS[match.group(1) or match.group(2)]


@lru_cache(maxsize=65536)
def latex_to_text(value: str) -> str:
    """Plain Unicode text of a BibTeX field value (without its outer delimiters)."""
    if not any(c in value for c in "\\{}$~"):
        return _SPACES_RE.sub(" ", value).strip()
    text = _ESCAPED_BRACES_RE.sub(lambda m: {"{": _OPEN, "}": _CLOSE, "$": _DOLLAR}[m.group(1)], value)
    if "\\" in text:
        text = _ACCENT_SYMBOL_RE.sub(_accent, text)
        text = _ACCENT_LETTER_RE.sub(_accent, text)
        text = _LETTER_MACRO_RE.sub(lambda m: _LETTER_MACROS[m.group(1)], text)
        text = _HREF_RE.sub(r"\1", text)
        text = _TEXT_COMMAND_RE.sub("", text)
        text = _SYMBOL_MACRO_RE.sub(_symbol, text)
    if "\\" in text or "$" in text:  # something we do not know: let pylatexenc decide
        text = _pylatexenc(value)
    else:
        text = _TILDE_RE.sub(" ", text).replace("{", "").replace("}", "")
        text = (
            text.replace(_OPEN, "{")
            .replace(_CLOSE, "}")
            .replace(_DOLLAR, "$")
            .replace(_BACKSLASH, "\\")
            .replace(_TILDE, "~")
        )
    return _SPACES_RE.sub(" ", text).strip()


def _clean_identifier(value: str) -> str:
    """A URL, DOI or file name: braces and escapes removed, nothing else touched."""
    if "\\" not in value and "{" not in value and "}" not in value:
        return value.strip()
    value = re.sub(r"\\url\s*\{([^{}]*)\}", r"\1", value)
    value = re.sub(r"\\([_%&#~])", r"\1", value)
    return value.replace("{", "").replace("}", "").strip()


# --------------------------------------------------------------------------- values and macros


def _split_concatenation(raw: str) -> list[str]:
    """Split a raw value on `#` outside braces and quotes."""
    parts, depth, in_quotes, start = [], 0, False, 0
    for index, char in enumerate(raw):
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        elif char == '"' and depth == 0 and (index == 0 or raw[index - 1] != "\\"):
            in_quotes = not in_quotes
        elif char == "#" and depth == 0 and not in_quotes:
            parts.append(raw[start:index])
            start = index + 1
    parts.append(raw[start:])
    return parts


def _evaluate(raw: str, macros: Mapping[str, str], undefined: list[str]) -> str:
    """The value of a raw field: delimiters removed, macros resolved, `#` concatenated."""
    raw = raw.strip()
    if raw[:1] == "{" and raw[-1:] == "}" and "#" not in raw:
        return raw[1:-1]
    pieces = []
    for part in _split_concatenation(raw) if "#" in raw else [raw]:
        part = part.strip()
        if not part:
            continue
        if (part[0] == "{" and part[-1] == "}") or (part[0] == '"' and part[-1] == '"' and len(part) > 1):
            pieces.append(part[1:-1])
        elif part.isdigit():
            pieces.append(part)
        elif part.lower() in macros:
            pieces.append(macros[part.lower()])
        elif part.lower() in MONTH_MACROS:
            pieces.append(MONTH_MACROS[part.lower()])
        else:
            undefined.append(part)
            pieces.append(part)
    return "".join(pieces)


# --------------------------------------------------------------------------- names

_MARKER_RE = re.compile(
    r"\\textsuperscript\s*\{((?:[^{}]|\{[^{}]*\})*)\}"  # \textsuperscript{*}, \textsuperscript{\dag}
    r"|\$([^$]*)\$"  # $^*$, $^{\dagger}$
    r"|\\(dagger|ddagger|dag|ddag|ast|star|Letter)(?![A-Za-z])\s*(?:\{\})?"
    r"|\^\s*\{?\s*\*\s*\}?"  # a bare ^* or ^{*}
    r"|\\#|(?<!\\)[*†‡§#✉]"
)
_MATH_MARKER_RE = re.compile(r"^[\s^{}*,\d†‡§#]*(?:\\(?:dagger|ddagger|dag|ddag|ast|star)[\s^{}*,\d]*)*$")
_EQUAL_HINT_RE = re.compile(r"[*†‡§#]|\\(?:dagger|ddagger|dag|ddag|ast|star)|ast|dag")
_AND_RE = re.compile(r"\s+and\s+", re.I)


def _split_top_level(raw: str, separator: re.Pattern) -> list[str]:
    """Split on `separator` matches that are outside braces ("{Barnes and Noble}" stays whole)."""
    if "{" not in raw:
        return separator.split(raw)
    parts, depth, start, counted = [], 0, 0, 0
    for match in separator.finditer(raw):
        segment = raw[counted : match.start()]  # brace depth, counted in C rather than char by char
        depth += segment.count("{") - segment.count("}")
        counted = match.start()
        if depth <= 0 and match.end() > match.start():
            parts.append(raw[start : match.start()])
            start = match.end()
    parts.append(raw[start:])
    return parts


_COMMA_RE = re.compile(r"\s*,\s*")


@lru_cache(maxsize=65536)
def _parse_name(raw: str) -> tuple[str, bool, bool]:
    """(display name, equal contribution, corresponding) of one BibTeX name."""
    equal = corresponding = False

    def strip(match: re.Match) -> str:
        nonlocal equal, corresponding
        whole = match.group(0)
        superscript, math, macro = match.group(1), match.group(2), match.group(3)
        if math is not None and not _MATH_MARKER_RE.match(math):
            return whole  # real math in a name: leave it to the decoder
        if macro == "Letter" or "✉" in whole:
            corresponding = True
        elif superscript is not None:
            equal = equal or bool(_EQUAL_HINT_RE.search(superscript))
        else:
            equal = equal or bool(_EQUAL_HINT_RE.search(whole))
        return ""

    stripped = _MARKER_RE.sub(strip, raw) if any(c in raw for c in "\\$*†‡§#✉^") else raw
    parts = [latex_to_text(part) for part in _split_top_level(stripped.strip(), _COMMA_RE)]
    parts = [p for p in parts if p]
    if len(parts) == 2:  # Last, First
        name = f"{parts[1]} {parts[0]}"
    elif len(parts) >= 3:  # Last, Jr, First
        name = f"{parts[2]} {parts[0]} {parts[1]}"
    else:
        name = parts[0] if parts else ""
    return _SPACES_RE.sub(" ", name).strip(), equal, corresponding


def _parse_authors(raw: str) -> tuple[list[ParsedAuthor], bool]:
    authors, truncated = [], False
    for raw_name in _split_top_level(raw.strip(), _AND_RE):
        raw_name = raw_name.strip()
        if not raw_name:
            continue
        if raw_name.lower() in ("others", "et al.", "et al"):
            truncated = True
            continue
        name, equal, corresponding = _parse_name(raw_name)
        if name:
            authors.append(ParsedAuthor(name=name, equal_contribution=equal, corresponding=corresponding))
    return authors, truncated


def _apply_annotations(authors: list[ParsedAuthor], annotation: str) -> None:
    """biblatex data annotation: `author+an = {1=equal; 3=highlight,corresponding}`."""
    for position, meanings in _ANNOTATION_RE.findall(annotation):
        index = int(position) - 1
        if not 0 <= index < len(authors):
            continue
        for meaning in re.split(r"[,\s]+", meanings.lower()):
            if meaning in ("equal", "equalcontribution", "co-first", "cofirst"):
                authors[index].equal_contribution = True
            elif meaning in ("highlight", "me", "self", "owner"):
                authors[index].highlighted = True
            elif meaning in ("corresponding", "corr"):
                authors[index].corresponding = True


def _name_key(name: str) -> str:
    return _SPACES_RE.sub(" ", name).strip().casefold()


# --------------------------------------------------------------------------- entries


def _line_of(block: bib_model.Block) -> int | None:
    return block.start_line + 1 if block.start_line is not None else None


def _describe(key: str | None, line: int | None) -> str:
    where = f" at line {line}" if line else ""
    return f"entry '{key}'{where}" if key else f"block{where}"


def _arxiv_id(*candidates: str | None) -> str | None:
    for candidate in candidates:
        if not candidate:
            continue
        match = _ARXIV_URL_RE.search(candidate) or _ARXIV_ID_RE.search(candidate)
        if match:
            return match.group(1)
    return None


def _year(fields: Mapping[str, str], venue_text: str | None, arxiv: str | None) -> int | None:
    for name in ("year", "date", "issued"):
        match = _YEAR_RE.search(fields.get(name, ""))
        if match:
            return int(match.group(1))
    return year_from_venue_text(venue_text or "") or (year_from_venue_text(arxiv) if arxiv else None)


def _kind(entry_type: str, venue_text: str, fields: Mapping[str, str], arxiv: str | None) -> str:
    known = resolve_venue(venue_text) if venue_text else None
    names_workshop = bool(_WORKSHOP_RE.search(venue_text)) or (known is not None and known.kind == WORKSHOP)
    is_arxiv = bool(_ARXIV_VENUE_RE.search(venue_text)) or (known is not None and known.kind == PREPRINT)
    if entry_type in ("inproceedings", "conference"):
        return "workshop" if names_workshop else "conference"
    if entry_type == "article":
        return "preprint" if is_arxiv else "journal"
    if entry_type in ("phdthesis", "mastersthesis", "thesis"):
        return "thesis"
    if entry_type in ("book", "proceedings", "mvbook"):
        return "book"
    if entry_type in ("incollection", "inbook", "bookinbook"):
        return "chapter"
    if entry_type == "patent":
        return "patent"
    if entry_type in ("misc", "unpublished", "online", "electronic", "preprint", "techreport", "report"):
        archive = fields.get("archiveprefix", "").lower()
        if is_arxiv or archive == "arxiv" or arxiv or entry_type == "preprint":
            return "preprint"
    return "other"


def _links(fields: Mapping[str, str], arxiv: str | None, doi: str | None) -> list[ParsedLink]:
    links, seen = [], set()

    def add(label: str, url: str) -> None:
        if url and url not in seen:
            seen.add(url)
            links.append(ParsedLink(label=label, url=url))

    url = fields.get("url")
    if url and not (doi and doi in url):
        if "arxiv.org" in url:
            add("arXiv", url)
        else:
            add("PDF" if url.lower().endswith(".pdf") else "Paper", url)
    for name, label in LINK_FIELDS:
        add(label, fields.get(name, ""))
    return links


def _publication(
    key: str | None, entry_type: str, fields: dict[str, str], line: int | None, warnings: list[str]
) -> ParsedPublication | None:
    """One publication from evaluated (but not yet LaTeX-decoded) fields; None without a title."""
    where = _describe(key, line)
    text = {name: latex_to_text(value) for name, value in fields.items() if name in _TEXT_FIELDS}
    ids = {name: _clean_identifier(value) for name, value in fields.items() if name not in _TEXT_FIELDS}

    title = text.get("title", "")
    if not title:
        warnings.append(f"{where}: missing title")
        return None

    entry_warnings: list[str] = []
    authors, truncated = _parse_authors(fields["author"]) if fields.get("author", "").strip() else ([], False)
    if not authors and not truncated:
        entry_warnings.append(f"{where}: no authors")
    if fields.get("author+an"):
        _apply_annotations(authors, ids.get("author+an", ""))

    venue_text = (
        text.get("booktitle")
        or text.get("journal")
        or text.get("howpublished")
        or text.get("school")
        or text.get("institution")
        or text.get("publisher")
        or ""
    )
    if _STATUS_ONLY_RE.fullmatch(venue_text):
        venue_text = ""  # "booktitle = {Under review}" names no venue; it sets the status below
    howpublished_url = re.fullmatch(r"\s*(?:\\url\{)?\s*(https?://[^\s{}]+)\s*\}?\s*", venue_text)
    if howpublished_url:  # "howpublished = {\url{https://...}}": a link, not a venue
        venue_text = ""
        if not ids.get("url"):
            ids = {**ids, "url": howpublished_url.group(1)}
    abbr = text.get("abbr", "")
    if abbr:
        known = resolve_venue(venue_text) if venue_text else None
        if not venue_text:
            venue_text = abbr
        elif (known is None or known.acronym != abbr) and not re.search(rf"(?<!\w){re.escape(abbr)}(?!\w)", venue_text):
            venue_text = f"{venue_text} ({abbr})"

    eprint = ids.get("eprint", "")
    archive = ids.get("archiveprefix", "").lower()
    arxiv = _arxiv_id(
        ids.get("arxiv"),
        eprint if (archive in ("", "arxiv") and eprint) else None,
        venue_text if _ARXIV_VENUE_RE.search(venue_text) else None,
        ids.get("volume") if _ARXIV_VENUE_RE.search(venue_text) else None,  # CoRR: volume = {abs/2501.04567}
        ids.get("url"),
    )
    doi = _DOI_PREFIX_RE.sub("", ids.get("doi", "")) or None
    if not doi and "doi.org/" in ids.get("url", ""):
        doi = _DOI_PREFIX_RE.sub("", ids["url"])

    note = text.get("note", "")
    equal_statement = _EQUAL_NOTE_RE.search(note)
    if equal_statement:
        note = note[: equal_statement.start()].strip(" ;.") if equal_statement.start() else ""
        if not fields.get("author+an"):  # the annotation, by position, is exact; names may repeat
            marked = {_name_key(n) for n in equal_statement.group("names").split(",")}
            for author in authors:
                if _name_key(author.name) in marked:
                    author.equal_contribution = True
    status = "published"
    if any(_SUBMITTED_RE.search(text.get(name, "")) for name in ("note", "booktitle", "journal", "howpublished")):
        status = "submitted"
    award = text.get("award") or text.get("award_name") or ""
    if award and award not in note:
        note = f"{note}; {award}" if note else award

    year = _year(ids, venue_text, arxiv)
    if "year" in ids and not _YEAR_RE.search(ids["year"]):
        entry_warnings.append(f"{where}: year '{ids['year']}' is not a year")

    publication = ParsedPublication(
        title=title,
        authors=authors,
        authors_truncated=truncated,
        venue_text=venue_text or None,
        year=year,
        kind=_kind(entry_type, venue_text, ids, arxiv),
        status=status,
        doi=doi,
        arxiv=arxiv,
        abstract=text.get("abstract", ""),
        note=note,
        links=_links(ids, arxiv, doi),
        key=key,
        line=line,
        warnings=entry_warnings,
    )
    warnings.extend(entry_warnings)
    return publication


def _fields_of(entry: bib_model.Entry, macros, undefined, where: str, warnings: list[str]) -> dict[str, str]:
    fields: dict[str, str] = {}
    for field in entry.fields:
        name = field.key.strip().lower()
        if name in fields:
            warnings.append(f"{where}: field '{name}' given twice, the first kept")
            continue
        fields[name] = _evaluate(field.value, macros, undefined) if isinstance(field.value, str) else str(field.value)
    return fields


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

    def add_entry(entry: bib_model.Entry, extra_warning: str | None = None) -> None:
        nonlocal entries_seen
        entries_seen += 1
        line = _line_of(entry)
        where = _describe(entry.key, line)
        if extra_warning:
            warnings.append(f"{where}: {extra_warning}")
        fields = _fields_of(entry, macros, undefined, where, warnings)
        publication = _publication(entry.key, entry.entry_type.lower(), fields, line, warnings)
        if publication is not None:
            publications.append(publication)

    for block in library.blocks:
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
            entries_seen += 1
            where = _describe(key, line)
            fields = {name: _evaluate(value, macros, undefined) for name, value in raw_fields.items() if value}
            readable = ", ".join(fields) or "nothing"
            warnings.append(f"{where}: malformed entry (unbalanced braces or quotes); recovered {readable}")
            publication = _publication(key, entry_type, fields, line, warnings)
            if publication is not None:
                publications.append(publication)

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
