"""Degrees as CVs print them: one vocabulary for every format (phd, master, bachelor, other).

>>> degree_level("Ph.D. in Computer Science"), degree_level("B.A.Sc."), degree_level("BS")
('phd', 'bachelor', 'bachelor')
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["degree_level", "degree_matches"]

DEGREES = [
    (
        "phd",
        re.compile(
            r"\bPh\.?\s?D\b\.?|\bDoctor(?:ate| of Philosophy| of Science| of Engineering)\b|\bD\.?Phil\b|\bDoctoral\b"
            r"|博士(?!后)",
            re.I,
        ),
    ),
    (
        "master",
        re.compile(
            r"\b(?:M\.\s?A\.\s?Sc\.?|MASc|M\.\s?S\.?c?|MSc|M\.?S\.?E\.?|MS|M\.\s?Eng\.?|MEng|M\.?Phil\.?|M\.\s?A\.|MBA|"
            r"M\.?\s?Tech\.?|S\.M\.|Master(?:'s|s)?)(?=[\s,.;:)]|$)|硕士",
            re.I,
        ),
    ),
    (
        "bachelor",
        re.compile(
            r"\b(?:B\.\s?A\.\s?Sc\.?|BASc|B\.\s?S\.?c?|BSc|BS|B\.\s?E\.?|BE|B\.\s?Eng\.?|BEng|B\.\s?A\.|BA|B\.?\s?Tech\.?|"
            r"S\.B\.|Bachelor(?:'s|s)?|Undergraduate)(?=[\s,.;:)]|$)|学士|本科",
            re.I,
        ),
    ),
    # German and Swiss doctorates by their own names, when no "Ph.D." stands beside them.
    ("phd", re.compile(r"\bDr\.?\s?(?:rer|phil|sc|ing)\.|\bD\.\s?Sc\b", re.I)),
]
_BACHELOR_WORD_RE = re.compile(r"\bbachelor(?:'s|s)?\b|\bundergraduate\b", re.I)


def degree_matches(text: str, *, whole_value: bool = False) -> Iterator[tuple[str, re.Match]]:
    """(level, match) of each degree vocabulary that names a degree in `text`, highest degree first.

    In running text a bare "BS", "BA" or "BE" needs "in ..." or "of ..." after it ("BE in EE"); in a
    field that holds only the degree (`whole_value`, a YAML or JSON Resume value) it is one by itself.
    """
    for level, pattern in DEGREES:
        match = pattern.search(text)
        if not match:
            continue
        if (
            level == "bachelor"
            and not whole_value
            and not _BACHELOR_WORD_RE.search(match.group(0))
            and len(match.group(0)) <= 2
            and match.group(0).isascii()  # 学士 is a degree by itself
            and not re.search(r"\b(?:in|of)\b", text[match.end() : match.end() + 5])
        ):
            continue
        yield level, match


def degree_level(text: str | None, *, whole_value: bool = True) -> str:
    """phd, master, bachelor or other: the highest degree `text` names."""
    return next((level for level, _ in degree_matches(text or "", whole_value=whole_value)), "other")
