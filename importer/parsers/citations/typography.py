"""Text as a PDF or a word processor prints it, made plain before a citation is read.

ftfy undoes what extraction does to Unicode (ligatures "ﬁ" "ﬀ" "ﬃ", mojibake such as
"â€™", C1 controls); German and French quotation marks become English curly ones; other
quotes, full-width punctuation and HTML entities are left as they are, since the citation
reader and the HTML parser read those themselves. Soft hyphens
go, Unicode hyphens become the plain one, and a DOI cut at a line end is put back together. An "et al."
in italics is plain text (the cut of a list, not a venue), and the spaces a PubMed citation lost when its
wrapped lines were joined by hand are put back (joined_lines.py).
"""

from __future__ import annotations

import re

import ftfy

from .. import lazy_re
from .joined_lines import mend_joined_lines

_CONFIG = ftfy.TextFixerConfig(
    unescape_html=False,
    uncurl_quotes=False,
    fix_character_width=False,  # "，" and "（" are read as they are by the Chinese rules
    explain=False,
)
_SOFT_HYPHEN_RE = lazy_re.compile(r"\u00ad[ \t]*(?:\n[ \t]*)?")
# A DOI broken at a line end, before or after its punctuation (where style guides allow the break):
# "10.1103/Phys" + "\n" + ".Rev.108" or "10.1021/jacs." + "\n" + "3c01234".
_BROKEN_DOI_RE = lazy_re.compile(
    r"(\b10\.\d{4,9}/[^\s\"<>]*?(?:[-./_]|(?=\n[ \t]*[-./_])))\n[ \t]*(?![\[(]|\d{1,4}[.)]\s)(?=[^\s\"<>]*\d)"
)
_MAX_TEXT = 2_000_000
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})
# The asterisks a word processor offers ("Lind, P.✱", "Ruiz A∗"): the one a mark after a name is read as
_ASTERISKS = str.maketrans({"\u2731": "*", "\u2732": "*", "\u204e": "*", "\u2217": "*"})
# German and French quotation marks around a title ("„Titel“", "« Titre »", "»Titel«") as the English
# curly ones the citation reader knows; the spaces French typesetting puts inside guillemets go with them
_NATIONAL_QUOTES_RE = lazy_re.compile(
    r"„(?P<low>[^“”„\n]{1,500})[“”]|«[\s\u00a0\u202f]*(?P<french>[^«»\n]{1,500}?)[\s\u00a0\u202f]*»|"
    r"»(?P<inward>[^«»\n]{1,500})«"
)

# The quotation marks a generator escaped, read as the marks themselves (other entities stay for the HTML parser)
_QUOTE_ENTITIES = {"quot": '"', "#34": '"', "#x22": '"', "ldquo": "“", "rdquo": "”"}
_QUOTE_ENTITY_RE = lazy_re.compile(r"&(quot|#34|#x22|ldquo|rdquo);", re.I)


# pandoc's sub- and superscripts in a title, "CO~2~", "H~2~O", "^13^C", "Fe^3+^": read as plain text. Only a
# short run of digits and signs (or one letter) between the marks: a tie or an approximate "~5" is no script
_SCRIPT = r"(?=[^~^\s]*[0-9+\u2212]|[A-Za-z]{mark})([A-Za-z0-9+\u2212-]{{1,6}})"
_SUBSCRIPT_RE = lazy_re.compile(r"(?<![~\\])~" + _SCRIPT.format(mark="~") + r"~(?!~)")
_SUPERSCRIPT_RE = lazy_re.compile(r"(?<![\^\\])\^" + _SCRIPT.format(mark=r"\^") + r"\^(?!\^)")

_ITALIC_ET_AL_RE = lazy_re.compile(r"(?<![*_\w])(\*|_)(et\s+al\.?)\1(?![*_\w])")


def pandoc_scripts_plain(text: str) -> str:
    """ "Uptake of CO~2~ and ^13^C" -> "Uptake of CO2 and 13C"."""
    if "~" in text:
        text = _SUBSCRIPT_RE.sub(r"\1", text)
    return _SUPERSCRIPT_RE.sub(r"\1", text) if "^" in text else text


def plain_print(text: str) -> str:
    """`text` with ligatures, mojibake, soft hyphens and line-broken DOIs mended (bounded length)."""
    text = text[:_MAX_TEXT]
    if not text.isascii():
        text = ftfy.fix_text(text, _CONFIG)
        text = _SOFT_HYPHEN_RE.sub("", text)
        # the Unicode hyphens a word processor types, in names too ("Hamdi‑Sultan", "P.‑C."): the plain one
        text = text.translate(_HYPHENS).translate(_ASTERISKS)
        text = _NATIONAL_QUOTES_RE.sub(lambda m: f"“{m.group('low') or m.group('french') or m.group('inward')}”", text)
    if "&" in text:  # academicpages' citation: '&quot;Title.&quot; <i>Venue</i>': the quotes around a title
        text = _QUOTE_ENTITY_RE.sub(lambda m: _QUOTE_ENTITIES[m.group(1).lower()], text)
    if "et al" in text:  # "Ruiz A, Lind P, *et al.*": the cut as the names end, not an italic venue
        text = _ITALIC_ET_AL_RE.sub(r"\2", text)
    text = mend_joined_lines(text)
    return _BROKEN_DOI_RE.sub(r"\1", text) if "10." in text else text
