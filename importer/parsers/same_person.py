"""Whether two names a person goes by in different documents may be the one person.

A CV states "Marisol Beatriz Quintero-Vallejo"; the BibTeX beside it prints "Quintero Vallejo,
Marisol B.", "M. B. Quintero-Vallejo" or "Marisol Quintero". These are compatible: the same
family name (accents, hyphens and a nobiliary particle aside), the same first given name (or its
initial), and middle names that agree where both give one, in full or by initial, or are left out
by one of them. Compatibility is symmetric and says "may be": the caller decides only when one
person is compatible (two J. Smiths are two people). Plain Python.
"""

from __future__ import annotations

from functools import lru_cache

from .names import name_tokens

# Words between the given names and the family name that a document may print or leave out.
PARTICLES = frozenset("van von der den de del della di da du dos das do la le ten ter zu".split())


@lru_cache(maxsize=4096)
def _parts(name: str) -> tuple[tuple[str, ...], str] | None:
    """(given names, family name) of a name, the particles dropped; None for a name of one word."""
    tokens = name_tokens(name)
    if len(tokens) < 2:
        return None
    kept = [tokens[0], *(t for t in tokens[1:-1] if t not in PARTICLES), tokens[-1]]
    return tuple(kept[:-1]), kept[-1]


def _word_agrees(one: str, other: str) -> bool:
    """A full given name agrees with itself only; an initial with the names it begins."""
    if len(one) > 1 and len(other) > 1:
        return one == other
    return one[0] == other[0]


def _given_agree(one: tuple[str, ...], other: tuple[str, ...]) -> bool:
    if all(len(t) > 1 for t in one + other) and "".join(one) == "".join(other):
        return True  # "Yin-Min" and "Yinmin"
    if not _word_agrees(one[0], other[0]):
        return False
    shorter, longer = sorted((one[1:], other[1:]), key=len)
    position = 0
    for word in shorter:  # each middle name of the shorter list agrees with one of the longer, in order
        while position < len(longer) and not _word_agrees(word, longer[position]):
            position += 1
        if position == len(longer):
            return False
        position += 1
    return True


def may_be_same_person(one: str, other: str) -> bool:
    """True when two names may name one person (see the module's rule).

    "Marisol Beatriz Quintero-Vallejo" ~ "Quintero Vallejo, Marisol B." ~ "M. Quintero-Vallejo";
    "José García" ~ "Jose Garcia"; "Jan van der Berg" ~ "Jan Berg". Never "Marisol Beatriz
    Quintero" ~ "Marta Quintero", nor "Marisol Beatriz Quintero" ~ "Marisol Elena Quintero".
    """
    if not one or not other:
        return False
    first, second = _parts(one), _parts(other)
    if first is None or second is None:
        return False
    if sorted(first[0] + (first[1],)) == sorted(second[0] + (second[1],)):
        return True  # the family name printed first without a comma
    return first[1] == second[1] and _given_agree(first[0], second[0])
