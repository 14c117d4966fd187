"""LaTeX in field values to Unicode (a fast converter, pylatexenc for the rest), @string macros and # concatenation."""

from __future__ import annotations

import csv
import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from .. import lazy_re
from .fields import MONTH_MACROS

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

_ESCAPED_BRACES_RE = lazy_re.compile(r"\\([{}$])")
_ACCENT_SYMBOL_RE = lazy_re.compile(
    r"\\([\"'`^~=.])\s*(?:\{\s*(\\[ij](?![A-Za-z])|[A-Za-z])\s*\}|(\\[ij](?![A-Za-z])|[A-Za-z]))"
)
_ACCENT_LETTER_RE = lazy_re.compile(r"\\([uvHckrdb])(?:\s*\{\s*(\\[ij](?![A-Za-z])|[A-Za-z])\s*\}|\s+([A-Za-z]))")
_LETTER_MACRO_RE = lazy_re.compile(
    r"\\(" + "|".join(sorted(_LETTER_MACROS, key=len, reverse=True)) + r")(?![A-Za-z])\s*(?:\{\})?"
)
_SYMBOL_MACRO_RE = lazy_re.compile(
    r"\\("
    + "|".join(re.escape(s) for s in sorted(_SYMBOL_MACROS, key=len, reverse=True) if s.isalpha())
    + r")(?![A-Za-z])\s?(?:\{\})?|\\([&%#_ ,;!/\-\\@])"
)
_HREF_RE = lazy_re.compile(r"\\href\s*\{[^{}]*\}\s*\{([^{}]*)\}")
_TEXT_COMMAND_RE = lazy_re.compile(
    r"\\(?:" + "|".join(sorted(_TEXT_COMMANDS, key=len, reverse=True)) + r")(?![A-Za-z])(?:\{\})?"
)
_TILDE_RE = lazy_re.compile(r"(?<!\\)~")
_SPACES_RE = lazy_re.compile(r"\s+")

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


# ADS and astro-ph exports write journals as the macros of aas_macros.sty ("journal = {\\apj}"): a fixed
# set, kept as data (macro -> venue name), expanded before an unknown macro is given to pylatexenc (which empties it).
JOURNAL_MACROS_FILE = Path(__file__).parent.parent / "data" / "aas_journal_macros.tsv"


@lru_cache(maxsize=1)
def journal_macros() -> dict[str, str]:
    """macro name (without the backslash) -> venue name, read once from JOURNAL_MACROS_FILE."""
    with JOURNAL_MACROS_FILE.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file, delimiter="\t"))
    macros = {}
    for number, row in enumerate(rows, start=2):
        macro, venue = (row.get("macro") or "").strip(), (row.get("venue") or "").strip()
        if not re.fullmatch(r"[A-Za-z]+", macro) or not venue:
            raise ValueError(f"{JOURNAL_MACROS_FILE.name} line {number}: bad row (macro {macro!r}, venue {venue!r})")
        macros[macro] = venue
    return macros


@lru_cache(maxsize=1)
def printed_journal_abbreviations() -> dict[str, str]:
    """What a macro prints in an AAS reference list ("ApJ", "A&A", "Proc. SPIE") -> venue name: the
    abbreviations astronomers' CVs copy from ADS. Keys are lower-case, without dots or spaces."""
    with JOURNAL_MACROS_FILE.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file, delimiter="\t"))
    venues = {}
    for number, row in enumerate(rows, start=2):
        printed = (row.get("printed") or "").strip()
        if not printed:
            raise ValueError(
                f"{JOURNAL_MACROS_FILE.name} line {number}: no printed abbreviation for {row.get('macro')!r}"
            )
        venues.setdefault(abbreviation_key(printed), row["venue"].strip())
    return venues


def abbreviation_key(printed: str) -> str:
    """ "Proc. SPIE" and "Proc.SPIE" are one abbreviation."""
    return re.sub(r"[\s.~]", "", printed).lower()


@lru_cache(maxsize=1)
def _journal_macro_re() -> re.Pattern:
    names = sorted(journal_macros(), key=len, reverse=True)
    return re.compile(r"\\(" + "|".join(names) + r")(?![A-Za-z])\s*")


def latex_to_text(value: str) -> str:
    """Plain Unicode text of a BibTeX field value (without its outer delimiters).

    Short values (names, venues, months) repeat and are remembered; a long one (an abstract,
    a title) is seen once, and remembering it would only grow memory with the file.
    """
    return _short_latex_to_text(value) if len(value) <= CACHED_LENGTH else _latex_to_text(value)


CACHED_LENGTH = 160


@lru_cache(maxsize=4096)
def _short_latex_to_text(value: str) -> str:
    return _latex_to_text(value)


def _latex_to_text(value: str) -> str:
    if not any(c in value for c in "\\{}$~"):
        return _dashes(_SPACES_RE.sub(" ", value).strip())
    text = _dashes(_ESCAPED_BRACES_RE.sub(lambda m: {"{": _OPEN, "}": _CLOSE, "$": _DOLLAR}[m.group(1)], value))
    if "\\" in text:
        text = _ACCENT_SYMBOL_RE.sub(_accent, text)
        text = _ACCENT_LETTER_RE.sub(_accent, text)
        text = _LETTER_MACRO_RE.sub(lambda m: _LETTER_MACROS[m.group(1)], text)
        text = _HREF_RE.sub(r"\1", text)
        text = _TEXT_COMMAND_RE.sub("", text)
        text = _SYMBOL_MACRO_RE.sub(_symbol, text)
        text = _journal_macro_re().sub(lambda m: journal_macros()[m.group(1)], text)
    if "\\" in text or "$" in text:  # something we do not know: let pylatexenc decide
        text = _pylatexenc(_MATH_RE.sub(_without_scripts, value) if "$" in value else value)
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


def _dashes(text: str) -> str:
    """TeX's ligatures of hyphens: "---" prints an em dash, "--" an en dash ("1990--2000", "Ca--Mg"). Read
    before braces go, as TeX does: "-{}-" is two hyphens. (pylatexenc, for what goes to it, reads them alike.)"""
    return text.replace("---", "\u2014").replace("--", "\u2013") if "--" in text else text


# Inline math, where titles in the sciences print their formulas: "CO$_2$", "$\\delta^{18}$O".
_MATH_RE = lazy_re.compile(r"(?<!\\)\$([^$]{1,200})\$")
_SCRIPT_RE = lazy_re.compile(r"[_^](?=[{\w+\\-])")


# "$^\\circ$C", "$40^{\\circ}$": the degree sign, printed as a raised circle
_DEGREE_RE = lazy_re.compile(r"\^\s*(?:\{\s*\\circ\s*\}|\\circ(?![A-Za-z]))")
_SPACED_WORD_RE = lazy_re.compile(r"\\([A-Za-z]+)(?=\s)")


@lru_cache(maxsize=512)
def _takes_no_argument(name: str) -> bool:
    """A symbol ("\\beta", "\\pm"), not a command of arguments ("\\sqrt", "\\mathrm"), as pylatexenc knows them."""
    from pylatexenc.latexwalker import get_default_latex_context_db

    spec = get_default_latex_context_db().get_macro_spec(name)
    return spec is None or not getattr(getattr(spec, "args_parser", None), "argspec", "")


def _keep_space(word: re.Match) -> str:
    """TeX swallows the space after a control word; in a title's formula "$\\beta = 0.3 \\pm 0.1$" it is
    the space the formula is printed with ("β = 0.3 ± 0.1"), so a symbol keeps it."""
    return word.group() + "{}" if _takes_no_argument(word.group(1)) else word.group()


def _without_scripts(match: re.Match) -> str:
    """Math with its sub- and superscript marks dropped: a title says "CO2" and "δ18O", not "CO_2" and "δ^18O".
    A power of a number keeps its mark: "10$^{10}$ M$_\\odot$" is "10^10 M⊙", where "1010" would change the number."""
    body, before = match.group(1), match.string[match.start() - 1 : match.start()]
    body = _SPACED_WORD_RE.sub(_keep_space, _DEGREE_RE.sub("°", body))

    def mark(script: re.Match) -> str:
        previous = body[script.start() - 1] if script.start() else before
        return "^" if script.group() == "^" and previous.isdigit() else ""

    return "$" + _SCRIPT_RE.sub(mark, body) + "$"


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
