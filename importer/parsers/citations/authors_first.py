"""Lists that print each paper's authors first, then its title, then its venue, one to a line.

"Ana Ruiz, Bo Li" / "**Pebble Sorting at Scale**" / "*Pebble Letters*, 2023": the author line opens
the entry, and the lines under it, up to the next author line, are its title and venue. Read as a
list whose titles stand above their authors, each venue would be taken for the next paper's title;
each entry is handed on in that usual order, its title first.
"""

from __future__ import annotations

from .common import _YEAR_RE, _strip_markup

__all__ = ["authors_first_entries"]


def authors_first_entries(lines: list[tuple[int, str]], authorish: list[bool]) -> list[tuple[int, str]] | None:
    """The entries of such a list, each as (the number of its author line, its title over its authors and
    the rest), or None when the list is not one: it opens with an author line, and every author line
    has a title under it (a line with no year, not another author line)."""
    if len(lines) < 2 or not authorish[0] or sum(authorish) < 2:
        return None
    for index, whole in enumerate(authorish):
        if whole and (
            index + 1 >= len(lines) or authorish[index + 1] or _YEAR_RE.search(_strip_markup(lines[index + 1][1]))
        ):
            return None
    entries: list[tuple[int, list[str]]] = []
    for (number, line), whole in zip(lines, authorish, strict=True):
        if whole:
            entries.append((number, [line]))
        elif len(entries[-1][1]) == 1:
            entries[-1][1].insert(0, line)  # the title, above its authors
        else:
            entries[-1][1].append(line)
    return [(number, "\n".join(body)) for number, body in entries]
