"""What a page's <title> says: whose page it is, and what kind of page.

"Jane Doe's Homepage", "Home | Jane Doe" and "Heloísa Camargo: Publications" name the page's owner; a
piece naming a group or an institution ("Hydrology Group") or reading as a paper's title ("Tidal mixing
in estuaries") names nobody, nor does one naming a part of a CV ("Professional experience"). "GEOLAB - People" says the page lists a lab's members, which heads a listing
page that sets no heading of its own. Plain strings in, strings out.
"""

from __future__ import annotations

import re

from . import lazy_re
from .people_pages import is_people_title

__all__ = ["ORGANISATION_RE", "title_name", "titled_by_page"]

_TITLE_NOISE_RE = lazy_re.compile(
    r"(?:'s|’s)\s+(?:home\s*page|homepage|personal\s+(?:page|website)|website|page)\b|"
    r"\b(?:home\s*page|homepage|personal\s+(?:page|website)|website|home|about(?:\s+me)?|welcome)\b(?:\s+of\b)?|"
    # the page's kind, a CV in the languages of CVs: "Curriculum vitae - Ana Ruiz", "Lebenslauf | Jan Berg"
    r"\b(?:curr[íi]cul(?:um|o)(?:\s+vitae)?|lebenslauf|cv)\b|(?<!\w)r[ée]sum[ée](?!\w)",
    re.I,
)
# A title's piece that names a group or an institution ("Hydrology Group", "School of Earth Sciences").
ORGANISATION_RE = lazy_re.compile(
    r"\b(?:group|lab|labs|laboratory|team|university|universit[äéà]t?|institute|institut|school|department|"
    r"faculty|college|centre|center|society|association|foundation|"
    r"équipe|groupe|laboratoire|faculté|université|grupo|equipo|laboratorio|departamento|dipartimento|"
    r"facultad|faculdade|universidad|universidade|instituto|istituto|centro|gruppo)\b|"
    # German compounds end in the organisation word: "Arbeitsgruppe", "Forschungslabor", "Lehrstuhl für ..."
    r"(?:gruppe|labor|lehrstuhl|fachgebiet|fakultät|zentrum|institut)\b|"
    r"课题组|实验室|研究组|研究所|大学|学院|"
    r"(?-i:\bAG\b)",  # "AG Bodenökologie": an Arbeitsgruppe
    re.I,
)
_NAME_WORDS = 5
# Words a name never holds and a paper's or a page's title does: "Tidal mixing in estuaries | Lab".
_TITLE_WORDS_RE = lazy_re.compile(r"\b(?:of|in|on|the|and|for|with|to|from|an|by|und|para|por|em|dans|pour)\b")
_TITLE_SEPARATORS_RE = lazy_re.compile(r"\s+[|\-–—:·•»]\s+|\s*[|·•»]\s*|(?<=\w):\s+")  # "Ana Ruiz: Publications"


def title_name(title: str) -> str:
    """The part of a <title> that can be a name: "Jane Doe's Homepage" -> "Jane Doe", "Home | Jane Doe" -> "Jane Doe"."""
    pieces = [p for p in _TITLE_SEPARATORS_RE.split(title or "") if p.strip()]
    for piece in pieces:
        cleaned = _TITLE_NOISE_RE.sub(" ", piece)
        cleaned = re.sub(r"\s+", " ", cleaned).strip(" ,.-–—:|'’")
        if (
            cleaned
            and 2 <= len(cleaned.split()) <= _NAME_WORDS
            and not re.search(r"\d", cleaned)  # "Curriculum Vitae  Page 2": a page number, no name
            and not ORGANISATION_RE.search(cleaned)
            and not _TITLE_WORDS_RE.search(cleaned)
            and not _names_a_section(cleaned)
        ):
            return cleaned
    return ""


def _names_a_section(piece: str) -> bool:
    """A piece naming the page's part of a CV ("Professional experience – Ana Ruiz", "Research interests"):
    what the page holds, not whose it is."""
    from .text import classify_heading  # the one heading vocabulary

    return classify_heading(piece) is not None


def titled_by_page(markdown: str, title: str) -> str:
    """A listing page that sets no heading of its own (a Quarto listing of member cards) headed by the
    piece of its <title> naming it a page of people ("GEOLAB - People"): what the cards are is said there."""
    if re.search(r"^#{1,3}\s", markdown, re.M):
        return markdown
    piece = next((p.strip() for p in _TITLE_SEPARATORS_RE.split(title or "") if is_people_title(p)), "")
    return f"# {piece}\n\n{markdown}" if piece else markdown
