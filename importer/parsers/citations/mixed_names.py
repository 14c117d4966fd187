"""Vancouver author lists typed by hand, whose names are not all in one form: a name inverted with a
comma among Vancouver's ("Rahn M, Crane, N., Ilves K"; "Rahn, AR, HE Crane, Ilves, K.", a name initials
first among them), or every name inverted with a comma, the
initials unpunctuated and the names apart by semicolons ("Smith, JA; Doe, AB; Roe, C."), as
reference managers' exports and PubMed-like lists print them.

vancouver_spelling rewrites such a list in Vancouver's one form ("Rahn M, Crane N, Ilves K. Title...")
so that the Vancouver reader reads the entry; anything else is left to the other styles.
"""

from __future__ import annotations

import re

from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _MARKS

_NAMES_AT_MOST = 60
# one name: its family name, a comma or not, then initials with stops or without ("JA", "J.A.", "J. A.")
_NAME_RE = re.compile(
    rf"(?P<open>{_BOLD_OPEN})(?P<family>{_FAMILY})(?P<comma>,?)\s*"
    r"(?P<initials>(?:[A-Z]\.\s?-?){1,3}|[A-Z]{1,3}\b)"
    rf"(?P<close>{_BOLD_CLOSE}{_MARKS})"
)
# a name initials first among them: "HE Vassel", "H. E. Vassel" (its family name one word, then a comma or the end)
_INITIALS_FIRST_RE = re.compile(
    rf"(?P<open>{_BOLD_OPEN})(?P<initials>(?:[A-Z]\.\s?-?){{1,3}}|[A-Z]{{1,3}})\s+"
    rf"(?P<family>[A-ZÀ-ÖØ-Þ\u0100-\u017f][a-zß-öø-ÿ\u0100-\u017f'’-]+)(?P<close>{_BOLD_CLOSE}{_MARKS})(?=,)"
)
_SEPARATOR_RE = re.compile(r"\s*(?P<mark>[,;])\s*(?:(?:and|&)\s+)?")
# the list's end: a stop (perhaps the last initial's own) or a colon, then the title
_END_RE = re.compile(r"\s*[.:]?\s*(?=\S)")
_UNPUNCTUATED_RE = re.compile(r"[.\s-]")


def vancouver_spelling(text: str) -> str | None:
    """The entry with its author list in Vancouver's one form, or None when the list is no such
    mixture (a list in one form is read as it is by the styles' own readers)."""
    names: list[re.Match] = []
    marks: set[str] = set()
    position = 0
    while len(names) < _NAMES_AT_MOST:
        # initials first tried first: "HE Vassel" is no family name "H" with its initial "E"
        name = (_INITIALS_FIRST_RE.match(text, position) if names else None) or _NAME_RE.match(text, position)
        if name is None:
            return None
        names.append(name)
        position = name.end()
        separator = _SEPARATOR_RE.match(text, position)
        if separator is None or not (
            _NAME_RE.match(text, separator.end()) or _INITIALS_FIRST_RE.match(text, separator.end())
        ):
            break
        marks.add(separator.group("mark"))
        position = separator.end()
    end = _END_RE.match(text, position)
    if (
        len(names) < 2
        or end is None
        or not (text[:position].rstrip().endswith(".") or end.group().strip() in (".", ":"))
    ):
        return None
    inverted = [bool(n.re is _NAME_RE and n.group("comma")) for n in names]
    unpunctuated = any("." not in n.group("initials") for n in names)
    mixed = any(inverted) and not all(inverted)
    # all inverted and apart by semicolons: ACS's form, read by ACS when the initials have their stops
    semicolons = all(inverted) and marks == {";"} and unpunctuated
    if not (mixed or semicolons):
        return None
    spelled = ", ".join(
        f"{n.group('open')}{n.group('family')} {_UNPUNCTUATED_RE.sub('', n.group('initials'))}{n.group('close')}"
        for n in names
    )
    return f"{spelled}. {text[end.end() :]}"
