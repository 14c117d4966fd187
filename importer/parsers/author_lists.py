"""A printed author list split into its people.

Lists are printed given name first with commas ("Ana Ruiz, Bo Li and Cy Wu"), family name first in
pairs ("Ruiz, Ana, Li, Bo"; "Smith, JA, Doe, AB"), family name first between semicolons ("Smith, J.;
Doe, A. B."; "Ibarra Montoya, Lucía Fernanda; de la Peña, Rocío"), or mixing the two ("J. Smith,
A. B. Doe; C. Roe"; "Tavora M., Doe, R. S., Ruiz A."). A suffix printed as a name of its own ("Ode, Marvin
Tal, Jr.") stays with its person; "et al." in any language ends the list. Plain Python.
"""

from __future__ import annotations

import re

from . import lazy_re
from .name_forms import caps_are_initials, is_suffix

_TAG_RE = lazy_re.compile(r"</?[a-zA-Z][^<>]*>")
_SPACE_RE = lazy_re.compile(r"\s+")

# "et al." and how the other languages print it: German "u. a.", French "et coll.", Spanish "y otros",
# Portuguese "e outros", Italian "e altri", Scandinavian "m.fl.", Polish "i in.", Czech "a kol.", Russian
# "и др.", Chinese "等", Japanese "ほか" / "他", Korean "외"
_ETAL_RE = lazy_re.compile(
    r"(?:,?\s*(?:\bet\.?\s*al\b\.?|\band others\b|…|\.\.\.|(?-i:\bu\.\s?a\b\.?)|\bund andere\b|\bet (?:coll|al(?:ii|ia))\b\.?|"
    r"\b[ye] (?:otros|outros|altri|col)\b\.?|\bm\.\s?fl\b\.?|(?-i:\bi in\.)|(?-i:\ba kol\.)|\bи\s+(?:др|соавт)\b\.?|"
    r"\s?(?:等人?|ほか|他)|\s외))\s*$",
    re.I,
)
# "and" before the last author in the other languages CVs are written in ("J. Roth und M. Falk",
# "A. Ruiz y B. Li", "C. Lenz et L. Marin"). Taken only before a whole name (two or more
# capitalised words or initials, then the end or a comma), so that a surname holding the word
# ("José Ortega y Gasset", "Ana Santos e Silva") stays one name.
_UPPER = "A-ZÀ-ÖØ-ÞĀ-Ž"
_FOREIGN_AND_RE = lazy_re.compile(
    rf"(?<=[^\W\d_]|\.),?\s+(?:und|et|y|e|i|en|og|och)\s+"
    rf"(?=[{_UPPER}][\w'’.-]*(?:\s+(?:[{_UPPER}][\w'’.-]*|d[aeiou]s?|de\s+la|van|von|der|del|di)){{1,4}}\s*(?:[,;*†‡]|$))"
)


def has_et_al(text: str) -> bool:
    """True when an author list ends with "et al." / "and others" (in any of the languages above)."""
    return bool(_ETAL_RE.search(_TAG_RE.sub("", text or "").strip(" ,;*_")))


def et_al_in_english(text: str) -> str:
    """ "Quill CM, Vale DD, et coll." -> "Quill CM, Vale DD, et al.": the other languages' "et al." as the
    readers of a style know it (an ellipsis, a list cut short, stays)."""
    cut = _ETAL_RE.search(text or "")
    if cut is None or re.search(r"\bet\.?\s*al\b|…|\.\.\.", cut.group(0), re.I):
        return text
    return f"{text[: cut.start()]}, et al."


# The stop that ends a list after a name's own stop or its bold: "Ruiz, A. B.**.", "Li, C. D.."
_STOP_AFTER_LIST_RE = lazy_re.compile(r"(\.(?:\*\*|__)?)\s*\.+$")


def split_authors(text: str) -> list[str]:
    """Split a printed author list into names (markers left on each name).

    Handles commas, " and ", "&", the Oxford comma, semicolons, lists written entirely as
    "Last, First" pairs ("Zhong, Yinmin and Jin, Xin"), and the mixes of the module's examples.
    A trailing "et al." is dropped (see has_et_al).
    """
    text = _TAG_RE.sub(lambda m: m.group(0) if m.group(0).lower().startswith(("<sup", "</sup")) else "", text or "")
    text = _ETAL_RE.sub("", text.strip().strip(" ,;")).strip().strip(" ,;")
    text = _SPACE_RE.sub(" ", text)
    text = _STOP_AFTER_LIST_RE.sub(r"\1", text)  # "**Ruiz, A. B.**." and "Li, C. D..": the list's stop, typed twice
    text = _FOREIGN_AND_RE.sub(" and ", text)
    if ";" in text:
        pieces = [p.strip() for p in re.split(r";|\band\b|&", text)]
        pieces = [p for p in pieces if p]
        inverted_list = sum(p.count(",") == 1 for p in pieces) * 2 > len(pieces)
        return [name for piece in pieces for name in _semicolon_piece(piece, inverted_list)]
    text = re.sub(r",?\s+(?:and|&)\s+", ", ", text)
    text = re.sub(r"\s*&\s*", ", ", text)
    return _comma_list([p.strip() for p in text.split(",") if p.strip()])


def _semicolon_piece(piece: str, inverted_list: bool) -> list[str]:
    """The people of what stands between two semicolons: one "Family, Given", or names parted by commas."""
    if "," not in piece:
        return [piece]
    parts = [p.strip() for p in piece.split(",") if p.strip()]
    bare = [p for p in parts if not is_suffix(p)]
    if len(bare) != 2:
        return _comma_list(parts)
    family, given = bare
    if _initials_only(given) or len(given.split()) == 1 or len(family.split()) == 1 or family.split()[0].islower():
        return [piece]  # "Doe, A. B.", "Roe, Cy", "Roe, Cyra Jane", "de la Cruz, Ana María"
    if _initials_only(family.split()[0]) or not inverted_list:
        return _comma_list(parts)  # "J. Smith, A. B. Doe; C. Roe": names in reading order
    return [piece]  # "Ibarra Montoya, Lucía Fernanda" among the list's other "Family, Given" names


def _comma_list(parts: list[str]) -> list[str]:
    """Names parted by commas: each one whole, or "Family, Given" pairs, a suffix kept with its name."""
    suffixes: dict[int, str] = {}  # a suffix printed after a comma, by the part it follows
    bare: list[str] = []
    for part in parts:
        if is_suffix(part) and bare:
            suffixes[len(bare) - 1] = part
        else:
            bare.append(part)
    if len(bare) >= 2 and len(bare) % 2 == 0 and _looks_like_last_first(bare):
        return [
            f"{_with_suffix(bare[i], suffixes.get(i) or suffixes.get(i + 1))}, {bare[i + 1]}"
            for i in range(0, len(bare), 2)
        ]
    names = [_with_suffix(part, suffixes.get(i)) for i, part in enumerate(bare)]
    if len(bare) >= 3 and any(_inverted_at(bare, i) for i in range(len(bare) - 1)):
        return _joined_inverted(bare, suffixes)
    if (
        len(bare) >= 3
        and _LONE_WORD_RE.fullmatch(bare[0])
        and (_LONE_WORD_RE.fullmatch(bare[1]) or _initials_only(bare[1]))
        and all(len(p.split()) >= 2 for p in bare[2:])
    ):
        # only the first author inverted, as social scientists print it: "Roth, Anja and Lukas Brenneisen"
        return [f"{_with_suffix(bare[0], suffixes.get(0) or suffixes.get(1))}, {bare[1]}", *names[2:]]
    return names


def _inverted_at(bare: list[str], index: int) -> bool:
    """Whether a family name alone stands at `index` and its initials alone after it ("Doe", "R. S.")."""
    return bool(_LONE_WORD_RE.fullmatch(_PARTICLES_RE.sub("", bare[index]))) and _initials_only(bare[index + 1])


def _joined_inverted(bare: list[str], suffixes: dict[int, str]) -> list[str]:
    """A list mixing orders, "Tavora M., Doe, R. S., Ruiz A." or "Doe, AR, HE Roe, Lind, B.": a family name
    alone, then initials alone, is one person; every other part is a person of its own (initials alone are
    never a person)."""
    names: list[str] = []
    index = 0
    while index < len(bare):
        if index + 1 < len(bare) and _inverted_at(bare, index):
            suffix = suffixes.get(index) or suffixes.get(index + 1)
            names.append(f"{_with_suffix(bare[index], suffix)}, {bare[index + 1]}")
            index += 2
        else:
            names.append(_with_suffix(bare[index], suffixes.get(index)))
            index += 1
    return names


def _with_suffix(name: str, suffix: str | None) -> str:
    return f"{name} {suffix}" if suffix else name


# one capitalised word of letters (a family or given name alone), markers allowed after it; a romanised
# given name keeps its second syllable in lower case after the hyphen ("Zong-qi", "Seung-hoon")
_LONE_WORD_RE = lazy_re.compile(rf"[{_UPPER}][^\W\d_]+(?:-[{_UPPER}]?[^\W\d_]+)?[*†‡]*")
# initials alone: "J.", "A. B.", "J.-P.", and run together in capitals ("JA", "C")
_DOTTED_INITIALS_RE = lazy_re.compile(r"(?:[A-Z]\.\s*-?\s*)+")
# a family name: one word, after particles ("van der Berg", "de la Cruz"), or two words when a list prints initials
_PARTICLES_RE = lazy_re.compile(
    r"(?<![\w'’-])(?:(?:van|von|de|der|den|da|di|du|del|della|la|le|dos|das|do|ter|ten|zu|al|el|bin)\s+)+"
)


_CJK_RE = lazy_re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]")


def _initials_only(text: str) -> bool:
    text = text.strip().rstrip("*†‡")
    return bool(_DOTTED_INITIALS_RE.fullmatch(text)) or (len(text.split()) == 1 and caps_are_initials(text))


def _looks_like_last_first(parts: list[str]) -> bool:
    """Every second piece a family name, and the others given names or initials: "Smith, JA, Doe, AB",
    "Ibarra Montoya, L. F., de la Peña, R.", "Li, XU, Wei, ZHANG"."""
    if any(_CJK_RE.search(p) for p in parts):
        return False  # "林晓雯, 周建国": a name in Han characters, kana or Hangul is whole, family name first
    families, given = parts[0::2], parts[1::2]
    # "A. D. O.": three initials are still one given name
    initials_given = all(len(p.split()) <= 2 or _initials_only(p) for p in given) and any(
        _initials_only(p) for p in given
    )
    longest = 2 if initials_given and all(_initials_only(p) for p in given) else 1
    if not all(len(_PARTICLES_RE.sub("", p).split()) <= longest for p in families):
        return False
    if any(_initials_only(p) for p in families):
        return False  # "J. Smith, A. B. Doe": names in reading order
    # "Ode, Marvin Tal, Quill, Rowan": a lone word, then a given name, again and again; a list in
    # reading order has no person of one word at every second place
    full_given = len(parts) >= 4 and all(len(p.split()) <= 3 for p in given)
    full_given = full_given and all(_LONE_WORD_RE.fullmatch(_PARTICLES_RE.sub("", p)) for p in families)
    return initials_given or full_given or all(len(p.split()) == 1 for p in parts)
