"""Author fields: 'Last, First and ...', comma-separated lists, markers of equal contribution, annotations."""

from __future__ import annotations

import re
from functools import lru_cache

from importer.parsers.csl_names import not_a_name
from importer.parsers.export_fields import dotted_initials
from importer.parsers.names import drop_dblp_number
from importer.parsers.records import ParsedAuthor

from .. import lazy_re
from .decode import _SPACES_RE, latex_to_text
from .fields import _ANNOTATION_RE
from .name_forms import braced_names, mark_kinds, role_note, settle_mark_kinds

# --------------------------------------------------------------------------- names

_MARKER_RE = lazy_re.compile(
    r"\\textsuperscript\s*\{((?:[^{}]|\{[^{}]*\})*)\}"  # \textsuperscript{*}, \textsuperscript{\dag}
    r"|\$([^$]*)\$"  # $^*$, $^{\dagger}$
    r"|\\(dagger|ddagger|dag|ddag|ast|star|Letter)(?![A-Za-z])\s*(?:\{\})?"
    r"|\^\s*\{?\s*\*\s*\}?"  # a bare ^* or ^{*}
    r"|\\#|(?<!\\)[*∗⁎†‡§#✉]"
)
_MATH_MARKER_RE = lazy_re.compile(r"^[\s^{}*,\d†‡§#]*(?:\\(?:dagger|ddagger|dag|ddag|ast|star)[\s^{}*,\d]*)*$")
_EQUAL_HINT_RE = lazy_re.compile(r"[*∗⁎†‡§#]|\\(?:dagger|ddagger|dag|ddag|ast|star)|ast|dag")
_AND_RE = lazy_re.compile(r"\s+and\s+", re.I)


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


_COMMA_RE = lazy_re.compile(r"\s*,\s*")


@lru_cache(maxsize=4096)
def _parse_name(raw: str) -> tuple[str, str, bool, bool]:
    """(display name, kinds of its marks (name_forms.mark_kinds), equal contribution stated, corresponding)
    of one BibTeX name."""
    kinds = ""
    equal = corresponding = False
    if "(" in raw:
        raw, equal, corresponding = role_note(raw)

    def strip(match: re.Match) -> str:
        nonlocal kinds, corresponding
        whole = match.group(0)
        superscript, math, macro = match.group(1), match.group(2), match.group(3)
        if math is not None and not _MATH_MARKER_RE.match(math):
            return whole  # real math in a name: leave it to the decoder
        if macro == "Letter" or "✉" in whole:
            corresponding = True
        elif _EQUAL_HINT_RE.search(superscript if superscript is not None else whole):
            kinds += mark_kinds(whole)
        return ""

    stripped = _MARKER_RE.sub(strip, raw) if any(c in raw for c in "\\$*∗⁎†‡§#✉^") else raw
    parts = [latex_to_text(part) for part in _split_top_level(stripped.strip(), _COMMA_RE)]
    parts = [p for p in parts if p]
    if len(parts) == 2:  # Last, First; Scholar's bare initials ("Roy, MK") dotted as other formats print them
        name = f"{dotted_initials(parts[1]) if _INITIALS_RE.fullmatch(parts[1]) else parts[1]} {parts[0]}"
    elif len(parts) >= 3:  # Last, Jr, First
        name = f"{parts[2]} {parts[0]} {parts[1]}"
    else:
        name = parts[0] if parts else ""
    if "{" in name or "}" in name:  # "Environment \\{and\\} Climate Change": braces no name prints
        name = name.replace("{", "").replace("}", "")
    name = drop_dblp_number(_SPACES_RE.sub(" ", name).strip())
    return name, kinds, equal, corresponding


_INITIALS_RE = lazy_re.compile(r"(?:[A-Z]\.?\s*-?\s*){1,3}")
_PARTICLE_RE = lazy_re.compile(r"^(?:van|von|de|der|den|da|di|du|del|della|la|le|dos|das|bin|al|ten|ter)\b")


def _comma_list(piece: str) -> list[str] | None:
    """The names of "A B, C D, E F" (a list written with commas), or None for BibTeX's "Last, First"."""
    parts = [p.strip() for p in _split_top_level(piece, _COMMA_RE)]
    if len(parts) < 2 or not all(parts):
        return None
    if len(parts) % 2 == 0 and all(_INITIALS_RE.fullmatch(p) for p in parts[1::2]):
        if len(parts) == 2:
            return None  # "Doe, J.": one name, family first
        return [
            f"{family}, {given}" for family, given in zip(parts[0::2], parts[1::2], strict=True)
        ]  # "Doe, J., Ri, K."
    if _PARTICLE_RE.match(parts[0]) or re.fullmatch(r"(?:jr|sr|ii|iii|iv)\.?", parts[1], re.I):
        return None  # "van der Berg, Anna", "King, Jr., Martin"
    if all(len(p.split()) >= 2 or _INITIALS_RE.fullmatch(p) is None and "." in p for p in parts):
        return parts
    return None


# biblatex's extended name format, which Better BibTeX writes for a name with a particle:
# "family=Dijk, given=Maarten, prefix=van, useprefix=true"
_EXTENDED_NAME_RE = lazy_re.compile(r"\s*(?:family|given|prefix|suffix|useprefix|juniorcomma)(?:-i)?\s*=", re.I)
_EXTENDED_PART_RE = lazy_re.compile(r"([A-Za-z-]+)\s*=\s*(\{(?:[^{}]|\{[^{}]*\})*\}|\"[^\"]*\"|[^,]*)")


def _extended_name(piece: str) -> str:
    """The name of biblatex's extended format in BibTeX's own: "van Dijk, Maarten" (a suffix: "Dijk, Jr., Jan")."""
    parts = {key.lower(): value.strip() for key, value in _EXTENDED_PART_RE.findall(piece)}
    family = " ".join(v for v in (parts.get("prefix", ""), parts.get("family", "")) if v)
    given = parts.get("given", "")
    suffix = parts.get("suffix", "")
    if not family:
        return given
    if not given:
        return "{" + family + "}" if " " in family else family
    return ", ".join(v for v in (family, suffix, given) if v)


def _split_names(raw: str) -> list[str]:
    pieces = [p.strip().rstrip(",").strip() for p in _split_top_level(raw.strip(), _AND_RE)]  # "A B, C D, and E F"
    # Another name written "Family, Given" ("Cruz, Ana and De la Cruz, Maria Elena"): the field is BibTeX's own form.
    bibtex_form = any(p.count(",") == 1 and len(p.split(",")[0].split()) == 1 for p in pieces)
    names = []
    for piece in pieces:
        braced = braced_names(piece) if piece[:1] == "{" and "," in piece else None
        if braced:
            names.extend(braced)
            continue
        if "=" in piece and _EXTENDED_NAME_RE.match(piece):
            names.append(_extended_name(piece))
            continue
        one_comma = piece.count(",") == 1
        listed = _comma_list(piece) if "," in piece and not (one_comma and bibtex_form) else None
        names.extend(listed or [piece])
    return names


def _parse_authors(raw: str) -> tuple[list[ParsedAuthor], bool]:
    authors, truncated, kinds = [], False, []
    for raw_name in _split_names(raw):
        raw_name = raw_name.strip()
        if not raw_name:
            continue
        if re.fullmatch(
            r"\{?\s*(?:others|et\.?\s*al\.?|…|\.{3})\s*\}?", raw_name, re.I
        ):  # "and {others}", "AND et al.", "…"
            truncated = True
            continue
        name, marks, equal, corresponding = _parse_name(raw_name)
        left_out = not_a_name(name) if name else ""
        if left_out:  # "al., et" (an "et al." a reference manager split), a profile's link as an author
            truncated = truncated or left_out == "others"
            continue
        if name:
            authors.append(ParsedAuthor(name=name, equal_contribution=equal, corresponding=corresponding))
            kinds.append(marks)
    if any(kinds):
        for author, equal, corresponding in zip(authors, *settle_mark_kinds(kinds), strict=True):
            author.equal_contribution = author.equal_contribution or equal
            author.corresponding = author.corresponding or corresponding
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
