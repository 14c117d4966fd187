"""The parts of a printed name: a family name in capitals, initials run together, a suffix.

Lists in many sciences and languages print a family name in capitals ("ZHANG, Wei", "Wei ZHANG",
"Jean-Pierre DUPONT", and after the comma too: "Yu, LI"), while medicine and ecology print a
person's initials run together in capitals ("Smith JA", "Smith, JA", "JP Smith"). They are told
apart by the capitals themselves: initials are one letter, or letters without a vowel ("JP",
"CN"), or two letters that are no family name; a word of four letters or more with a vowel
("ZHANG", "DUPONT") and the short family names of East Asia ("LI", "MA", "KIM") are family names.
When the list itself prints initials run together elsewhere ("Roe C", "Doe AB"), its short
capitals are initials too. Plain Python.
"""

from __future__ import annotations

import re

from . import lazy_re

# Family names of two or three letters that East Asian and Vietnamese researchers print in capitals
# ("Jun MA", "Yu, LI", "Seoyeon KIM"); two capitals that are not one of these are a person's initials.
_SHORT_FAMILY_NAMES = frozenset(
    "LI MA WU XU YU HU HE LU DU GU QI YE JI SU FU MO BI GE YI OU XI NI ZU HA KO OH NA NO RA RO SO DO LE LY VU HO "
    "TA NG AN IM UM OK BAE CHO RYU SEO JOO WOO KOO YOO KIM LEE LIM HAN OH SON NAM MIN JIN WON YUN LIU WEI SUN "
    "LIN YAN GAO BAI PAN QIN REN SHI TAN WAN YAO ZOU LUO HOU NIU MAO DAI FAN FEI GUO HAO JIA KOU LAI LEI LIAO "
    "MAI MEI MIU NIE OUY PEI QIU RAO SHU SUI TAO TIAN WEN XIA XIE XIN XUE YANG YIN YOU YUAN ZHA ZHU TRAN PHAM "
    "NGO DAO BUI DANG VO LA TO TU AU IP".split()
)
_VOWELS = frozenset("AEIOUY")
# "Jr.", "Sr.", "II", "III", "IV", and as other languages print them: "Jr", "Júnior", "Filho", "Neto"
SUFFIX_RE = lazy_re.compile(r"(?:Jr|Sr|Jnr|Snr|II|III|IV|Júnior|Junior|Filho|Neto|Sobrinho)\.?", re.I)
_SUFFIX_WORDS = frozenset("jr sr jnr snr ii iii iv".split())


def is_suffix(piece: str) -> bool:
    """'Jr.', 'III', 'Filho': a suffix printed after a name, never a name of its own."""
    piece = (piece or "").strip(" ,")
    return bool(SUFFIX_RE.fullmatch(piece)) and (piece[:1].isupper())


def without_suffix_words(words: list[str]) -> list[str]:
    """Folded name words without a suffix at their end: [martin, luther, king, jr] -> [martin, luther, king]."""
    while len(words) > 2 and words[-1] in _SUFFIX_WORDS:
        words = words[:-1]
    return words


def caps_are_initials(word: str, *, initials_style: bool = False) -> bool:
    """Whether a word in capitals is a person's initials run together ("JA", "CN", "JP") and no family name.

    `initials_style` says that the list prints initials run together elsewhere, so that short
    capitals that could be either ("MA", "LE") are initials there.
    """
    letters = word.replace(".", "").replace("-", "")
    if not letters.isalpha() or not letters.isupper():
        return False
    if len(letters) == 1:
        return True
    if letters == "NG":  # a family name with no vowel
        return False
    if not _VOWELS & set(letters):
        return True
    if len(letters) >= 4 or (len(letters) == 3 and letters in _SHORT_FAMILY_NAMES):
        return False
    if initials_style:
        return True
    if len(letters) == 2:
        return letters not in _SHORT_FAMILY_NAMES
    return not re.fullmatch(r"[B-DF-HJ-NP-TV-Z]{1,2}[AEIOUY]{1,2}[BCDFGHJKLMNPRSTVWXZ]?", letters)


def prints_initials_run_together(names: list[str]) -> bool:
    """Whether a list prints initials run together: a name ending in a capital alone or in capitals without a vowel."""
    for name in names:
        words = name.replace(",", " ").split()
        if len(words) >= 2 and any(w[:1].islower() or not w.isupper() for w in words):
            last = words[-1].rstrip(".*†‡")
            if last.isalpha() and last.isupper() and (len(last) == 1 or not _VOWELS & set(last)):
                return True
    return False


# Particles of a family name, written small when the name is no longer in capitals: "DE LA CRUZ" -> "de la Cruz"
_PARTICLES = frozenset("van von der den de del della di da du dos das do la le ter ten zu".split())


def capitalised(word: str) -> str:
    """A word of a name printed in capitals, as it is written: 'LI' -> 'Li', 'ØSTBY-MERCER' -> 'Østby-Mercer',
    "O'DWYER" -> "O'Dwyer", 'MCQUILLAN' -> 'McQuillan'."""
    parts = re.split(r"([-'’])", word)
    written = "".join(p if p in "-'’" else p[:1] + p[1:].lower() for p in parts)
    if re.match(r"Mc[^\W\d_]", written):
        written = written[:2] + written[2].upper() + written[3:]
    return written


def _capitalised_family(words: list[str]) -> list[str]:
    """'DE LA CRUZ' -> 'de la Cruz': the particles small, the rest capitalised."""
    return [
        w.lower() if w.lower() in _PARTICLES and i < len(words) - 1 else capitalised(w) for i, w in enumerate(words)
    ]


def _is_capitals_family(word: str) -> bool:
    letters = re.sub(r"[-'’]", "", word)
    return len(letters) > 1 and letters.isalpha() and letters.isupper() and not caps_are_initials(letters)


def given_first(name: str, *, initials_style: bool = False) -> str:
    """A printed name in reading order, given names first: "Asante, Kwame" -> "Kwame Asante".

    A family name may hold two words ("Ibarra Montoya, Lucía Fernanda" -> "Lucía Fernanda Ibarra Montoya");
    a suffix goes last ("Ode, Marvin Tal, Jr." -> "Marvin Tal Ode Jr."). Capitals after the
    comma are the family name ("Yu, LI" -> "Yu Li"; "ZHANG, Wei" -> "Wei Zhang"), and initials run
    together are spelled as initials ("Smith, JA" -> "J. A. Smith"; `initials_style` as in
    caps_are_initials). A name without a comma is returned as printed.
    """
    parts = [part.strip() for part in name.split(",")]
    suffix = parts.pop() if len(parts) > 1 and is_suffix(parts[-1]) else ""
    if len(parts) == 1:
        return f"{parts[0]} {suffix}".strip() if suffix else name
    if len(parts) != 2 or not parts[0] or not parts[1]:
        return name
    family, given = parts
    given_words = given.split()
    family_words = family.split()
    capitals = [w for w in family_words if _is_capitals_family(w)]
    if len(given_words) == 1 and not capitals and _is_capitals_family(given) and not initials_style:
        family, given = capitalised(given), family  # "Yu, LI": the capitals mark the family name
    elif len(given_words) == 1 and caps_are_initials(given, initials_style=initials_style):
        given = spelled_initials(given)
    elif capitals and not given.isupper() and all(w in capitals or w.lower() in _PARTICLES for w in family_words):
        family = " ".join(_capitalised_family(family_words))  # "ZHANG, Wei", "DE LA CRUZ, Ana"
    return " ".join(p for p in (given, family, suffix) if p)


def spelled_initials(letters: str) -> str:
    """'JA' -> 'J. A.', 'J-P' -> 'J.-P.': initials run together, spelled with their stops."""
    if "-" in letters:
        return "-".join(spelled_initials(part) for part in letters.split("-"))
    return " ".join(f"{c}." for c in letters if c.isalpha())
