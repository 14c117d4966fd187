"""Emphasis as lab pages print a journal's name: bold and italic at once.

Biology and agronomy pages set the journal in bold italics, "***Rice*** 2024, 17:67" in markdown and
"<b><i>Rice</i></b>" in HTML. The style readers know a journal in italics; bold on top of it says
nothing more about where the title ends, so it is read as italics.
"""

from __future__ import annotations

import re

from .. import lazy_re

_BOLD_ITALIC_RE = lazy_re.compile(
    r"(?:\*\*\*|___)(?=\S)(?P<md>[^*_<>]{1,300}?)(?<=\S)(?:\*\*\*|___)"
    r"|<(?P<outer>b|strong)>\s*<(?P<inner>i|em)>(?P<html>[^<]{1,300})</(?P=inner)>\s*</(?P=outer)>"
    r"|<(?P<outer2>i|em)>\s*<(?P<inner2>b|strong)>(?P<html2>[^<]{1,300})</(?P=inner2)>\s*</(?P=outer2)>",
    re.I,
)


def bold_italic_as_italic(text: str) -> str:
    """ "***Rice***" and "<b><i>Rice</i></b>" -> "*Rice*"."""
    return _BOLD_ITALIC_RE.sub(lambda m: f"*{(m.group('md') or m.group('html') or m.group('html2')).strip()}*", text)


# A person's name with initials set in bold italics ("***Varga, I. K.***", "***I. K. Varga***") is the owner
# highlighted among the authors, as bold alone would be
_INITIALED_NAME_RE = lazy_re.compile(
    r"[A-Z][\w'’-]+,\s*(?:[A-Z]\.\s?-?){1,3}|(?:[A-Z]\.\s?-?){1,3}\s*[A-Z][\w'’-]+|[A-Z][\w'’-]+\s+[A-Z]{1,3}"
)
_BOLD_ITALIC_MD_RE = lazy_re.compile(r"\*\*\*(?=\S)([^*]{2,60}?)(?<=\S)\*\*\*")


def bold_italic_names_as_bold(text: str) -> str:
    """ "***Varga, I. K.***, T. O. Reyes" -> "**Varga, I. K.**, T. O. Reyes"."""
    if "***" not in text:
        return text
    return _BOLD_ITALIC_MD_RE.sub(
        lambda m: f"**{m.group(1)}**" if _INITIALED_NAME_RE.fullmatch(m.group(1).rstrip(",")) else m.group(0), text
    )


def name_among_names(inner: str, before: str, after: str) -> bool:
    """Whether a bold run is one author's name between the others' ("Ruiz, A., **J. R. Lind**, & B. Li"),
    not a title: the owner highlighted."""
    from .common import _strip_markup, looks_like_name

    after = after[:6].lstrip(" *_")
    return looks_like_name(_strip_markup(inner).strip(" ,.")) and bool(
        re.search(r"(?:[,&]|\band)$", before) or re.match(r"(?:[,&]|and\b)", after)
    )


def bold_italic_at(text: str, start: int) -> bool:
    """Whether the bold run opening at `start` ("***Rice***", "<b><i>Rice</i></b>") is italic as a whole too."""
    return _BOLD_ITALIC_RE.match(text, start) is not None


# An italic title that ends with its own stop: "*A title about soils.* Geoderma 12: 1-9". Sentences are cut
# at a stop before a space, and ".* " is none: the stop goes after the italics, where the readers look for it.
# A run with stops inside, or of one or two words, is an abbreviated journal ("*J. Pebble Chem. Soc.*",
# "*Plant Physiol.*"): its last stop is the abbreviation's and stays.
_STOP_INSIDE_ITALICS_RE = lazy_re.compile(
    r"(?P<open>(?<![\w*])\*(?![\s*])|(?<![\w_])_(?![\s_])|<(?P<tag>i|em)>)"
    r"(?P<inner>[^*_<>.\n]{1,400}?\w)\.(?P<close>\*(?![*\w])|_(?![_\w])|</(?P=tag)>)(?=\s|$)",
    re.I,
)


def stop_after_italics(text: str) -> str:
    """ "*A title about soils.* Geoderma" -> "*A title about soils*. Geoderma"."""

    def moved(match: re.Match) -> str:
        opener, closer = match.group("open"), match.group("close")
        if (not match.group("tag") and closer != opener) or len(match.group("inner").split()) < 3:
            return match.group(0)  # "*..._" is no pair; a run of one or two words is a journal
        return f"{opener}{match.group('inner')}{closer}."

    return _STOP_INSIDE_ITALICS_RE.sub(moved, text)
