"""How people write names in BibTeX beyond its own rules: a whole name braced, a list in one brace group,
a role noted after the name, marks of two meanings in one author list."""

from __future__ import annotations

import re

from importer.parsers.export_fields import names_a_body
from importer.parsers.names import names_an_institution

from .. import lazy_re

__all__ = ["braced_names", "mark_kinds", "role_note", "settle_mark_kinds"]

# A name wholly in one brace group with commas inside: "{Marchal, Élodie}", "{Ann Lee, Bo Chen, Cy Park}"
_BRACED_WHOLE_RE = lazy_re.compile(r"\{([^{}]*,[^{}]*)\}")
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "del", "della", "la", "le", "dos", "das"})
# A company's suffix makes a braced "{Acme, Inc.}" a name to keep whole
_COMPANY_RE = lazy_re.compile(r"^(?:inc|ltd|llc|gmbh|co|corp|plc|ag|sa|s\.a|bv|kg)\.?$", re.I)


def _person_words(text: str, most: int) -> bool:
    """True when `text` reads as part of a person's name: 1 to `most` capitalised words (any script) or
    particles, no digits, no company suffix, no institution."""
    words = text.split()
    if not 1 <= len(words) <= most or any(c.isdigit() for c in text):
        return False
    if any(_COMPANY_RE.match(word) for word in words) or names_an_institution(text) or names_a_body(text):
        return False  # "{Chile, Ministerio de Salud}" names a body, not a person written family first
    return all(word[:1].isupper() or word.lower() in _PARTICLES for word in words)


def braced_names(piece: str) -> list[str] | None:
    """The names of a name wholly braced with commas inside, or None to read it as BibTeX does.

    "{Marchal, Élodie}" is one person written family first (the braces were meant to protect
    the name, not to make "Marchal, Élodie" its display form); "{Ann Lee, Bo Chen, Cy Park}" is
    a list written into one brace group (an author field exported by a catalogue). Two parts of two
    words or more ("{Reyes Muñoz, Alejandro}"? "{Ann Lee, Bo Chen}"?) cannot be told apart and stay
    whole, as does anything that is not a person's name ("{Acme, Inc.}", "{Office of Science, DOE}").
    """
    whole = _BRACED_WHOLE_RE.fullmatch(piece.strip())
    if not whole:
        return None
    parts = [part.strip() for part in whole.group(1).split(",")]
    if len(parts) == 2 and all(_person_words(part, 3) for part in parts):
        if len(parts[0].split()) == 1 or len(parts[1].split()) == 1:
            return [f"{parts[0]}, {parts[1]}"]
        return None
    if len(parts) >= 3 and all(len(part.split()) >= 2 and _person_words(part, 4) for part in parts):
        return ["{" + part + "}" for part in parts]  # each as written: the catalogue's order is kept
    return None


# "Keane, Darragh (corresponding author)", "Lee, Ann (equal contribution)": the role, noted after the name
_ROLE_NOTE_RE = lazy_re.compile(
    r"\s*\(\s*(?:(?P<corresponding>corresponding(?:\s+author)?|corr\.?)|"
    r"(?P<equal>equal(?:ly)?\s+contribut\w*|co-?first(?:\s+author)?))\s*\)",
    re.I,
)


def role_note(raw: str) -> tuple[str, bool, bool]:
    """(name without its role note, equal contribution, corresponding) of one raw name."""
    found = _ROLE_NOTE_RE.search(raw)
    if not found:
        return raw, False, False
    return raw[: found.start()] + raw[found.end() :], bool(found.group("equal")), bool(found.group("corresponding"))


# The kinds of marks on one author: "s" a star (*), "d" a dagger (†, ‡), "o" another (§, #)
STAR, DAGGER, OTHER = "s", "d", "o"
_STAR_RE = lazy_re.compile(r"[*∗⁎]|ast|star")
_DAGGER_RE = lazy_re.compile(r"[†‡]|dag")
_OTHER_RE = lazy_re.compile(r"[§#]")


def mark_kinds(mark: str) -> str:
    """The kinds of the marks in `mark` (a marker as written: "*", "\\dag", "$^{\\dagger}$", "§")."""
    return (
        (STAR if _STAR_RE.search(mark) else "")
        + (DAGGER if _DAGGER_RE.search(mark) else "")
        + (OTHER if _OTHER_RE.search(mark) else "")
    )


def settle_mark_kinds(kinds: list[str]) -> tuple[list[bool], list[bool]]:
    """(equal contribution, corresponding) of each author from the kinds of marks on each.

    One list with both stars and daggers uses one for the equal contributors and the other for
    the corresponding authors ("Abe†, Ota†, ..., Mori*" or "Li*, Wu*, ..., Chen†").
    Which is which: the corresponding author stands last, so the kind the last author carries (when
    they carry one of the two) marks the corresponding authors, when the other kind is on two authors
    or more (an equal contribution is shared). Otherwise every mark is an equal contribution.
    """
    corresponding_kind = ""
    if any(STAR in k for k in kinds) and any(DAGGER in k for k in kinds) and kinds:
        last = kinds[-1].replace(OTHER, "")
        other = DAGGER if last == STAR else STAR
        if last in (STAR, DAGGER) and sum(other in k for k in kinds) >= 2:  # equal contribution is shared
            corresponding_kind = last
    equal = [bool(k.replace(corresponding_kind, "")) if corresponding_kind else bool(k) for k in kinds]
    corresponding = [bool(corresponding_kind) and corresponding_kind in k for k in kinds]
    return equal, corresponding
