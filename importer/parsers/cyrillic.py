"""An owner named only in Cyrillic letters ("Дмитрий Орлов", "Волкова Анна Сергеевна"): named in Latin
letters, given name first and without the patronymic, as their papers in English print it; the name as
written is kept as another name, and the spelling flagged for review.

The spelling is the one the document's own papers print for that person when one does ("Dmitry Orlov"
beside "Дмитрий Орлов"), else the usual transliteration of Russian names (BGN/PCGN, as passports and
journals write them: "Дмитрий" -> "Dmitriy", "Щукин" -> "Shchukin").
"""

from __future__ import annotations

from . import lazy_re
from .records import ParsedDocument

__all__ = ["cyrillic_latin_name", "romanise_cyrillic_owner"]

_LETTERS = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
    "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
    "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
    "э": "e", "ю": "yu", "я": "ya",
    # Ukrainian and Belarusian letters of the same names
    "і": "i", "ї": "yi", "є": "ye", "ґ": "g", "ў": "w",
}  # fmt: skip
_CYRILLIC_NAME_RE = lazy_re.compile(
    r"[А-ЯЁІЇЄҐЎ][а-яёіїєґў]+(?:-[А-ЯЁІЇЄҐЎ][а-яёіїєґў]+)?(?:\s+[А-ЯЁІЇЄҐЎ][а-яёіїєґў]+(?:-[А-ЯЁІЇЄҐЎ][а-яёіїєґў]+)?){1,3}"
)
# a patronymic: "Сергеевна", "Иванович", "Ильинична"
_PATRONYMIC_RE = lazy_re.compile(r"\w+(?:ович|евич|ич|овна|евна|ична|инична)$")
# Family names by their endings: "-ов", "-ева", "-ский", "-енко" are never given names; "-ин", "-ина" are
# also the endings of given names ("Вениамин", "Ирина"), so they tell the order only beside a name without one.
_FAMILY_ENDING_RE = lazy_re.compile(r"\w+(?:ов|ова|ев|ева|ёв|ёва|ский|ская|цкий|цкая|енко|чук|юк)$")
_WEAK_FAMILY_ENDING_RE = lazy_re.compile(r"\w+(?:ин|ина|ын|ына)$")


def _spell(word: str) -> str:
    latin = "".join(_LETTERS.get(char, char) for char in word.lower())
    return "-".join(part.capitalize() for part in latin.split("-"))


def _family_first(first: str, second: str) -> bool:
    """Whether two names are written family name first, as their endings show."""
    if _FAMILY_ENDING_RE.match(first.lower()):
        return not _FAMILY_ENDING_RE.match(second.lower())
    if _WEAK_FAMILY_ENDING_RE.match(first.lower()):
        return not (_FAMILY_ENDING_RE.match(second.lower()) or _WEAK_FAMILY_ENDING_RE.match(second.lower()))
    return False


def cyrillic_latin_name(name: str) -> str | None:
    """ "Дмитрий Орлов" -> "Dmitriy Orlov"; "Волкова Анна Сергеевна" -> "Anna Volkova"; None for a name in
    any other script."""
    if not _CYRILLIC_NAME_RE.fullmatch((name or "").strip()):
        return None
    words = name.split()
    if len(words) == 3 and _PATRONYMIC_RE.match(words[2]):
        given, family = words[1], words[0]  # the Russian order: family name, given name, patronymic
    elif len(words) == 3 and _PATRONYMIC_RE.match(words[1]):
        given, family = words[0], words[2]
    elif len(words) == 2 and _family_first(*words):
        given, family = words[1], words[0]  # "Сёмин Кирилл": a CV's heading in the Russian order
    else:
        given, family = words[0], words[-1]
    return f"{_spell(given)} {_spell(family)}"


def _printed_spelling(document: ParsedDocument, spelled: str) -> str | None:
    """The owner as the document's papers spell them in full: an author with the same family name and
    given initial ("Dmitry Orlov" for "Dmitriy Orlov"); None when only initials are printed."""
    given, family = spelled.split()[0], spelled.split()[-1]
    for publication in document.publications:
        for author in publication.authors:
            words = author.name.replace(".", ". ").split()
            if (
                len(words) >= 2
                and words[-1].casefold() == family.casefold()
                and words[0][0].casefold() == given[0].casefold()
                and len(words[0].rstrip(".")) > 1
            ):
                return f"{words[0]} {words[-1]}"
    return None


def romanise_cyrillic_owner(document: ParsedDocument) -> None:
    """An owner named only in Cyrillic letters is named in Latin ones, the name as written kept as another
    name, flagged to check."""
    profile = document.profile
    if profile is None or not profile.name:
        return
    spelled = cyrillic_latin_name(profile.name)
    if not spelled:
        return
    written = profile.name
    profile.name = _printed_spelling(document, spelled) or spelled
    if written not in profile.alt_names:
        profile.alt_names.insert(0, written)
    note = f"name written {written} in the document; spelled {profile.name!r} in Latin letters: check it"
    profile.review_notes.append(note)
    document.warnings.append(f"{document.source_name}: {note}")
