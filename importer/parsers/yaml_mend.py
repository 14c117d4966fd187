"""A lab site's YAML list of records (`_data/publications.yml`) that YAML refuses because of a few lines inside
one record, read without those lines.

Plain Python: the file's text in, the mended text and the numbers of the lines left out (importer.parsers.documents).

Editors of a site's data file paste a value beside a key that already opens a nested list (`links: <a ...>`
over `- name: ...` lines indented below it): YAML refuses the whole file at that line, and a reader that gives up
loses every record of it to a reading of its text as prose. Lines YAML refuses are left out one at a time, only
inside a record (an indented line, never a record's own `- ` line), and only while the file has many more lines
than are left out; what loads then is the list the site shows, and the lines left out are named.
"""

from __future__ import annotations

import yaml

__all__ = ["mended_records", "without_refused_lines"]

_MOST_LEFT_OUT = 12


def without_refused_lines(text: str) -> tuple[str, list[int]] | None:
    """(the text without the lines YAML refuses inside its records, their numbers), or None when the text loads
    as it is, or does not load as a list or mapping of records once such lines are left out."""
    lines = text.split("\n")
    numbers = list(range(1, len(lines) + 1))
    left_out: list[int] = []
    while True:
        try:
            loaded = yaml.safe_load("\n".join(lines))
        except yaml.MarkedYAMLError as error:
            mark = error.problem_mark
            if mark is None or not 0 <= mark.line < len(lines) or len(left_out) >= _MOST_LEFT_OUT:
                return None
            line = lines[mark.line]
            if not line[:1].isspace() or not line.strip():
                return None  # a record's own line, or the file's shape itself: not mended
            left_out.append(numbers.pop(mark.line))
            del lines[mark.line]
            if len(left_out) * 4 > len(numbers):
                return None
            continue
        except (yaml.YAMLError, ValueError, RecursionError):
            return None
        if not left_out or not isinstance(loaded, (list, dict)):
            return None
        return "\n".join(lines), left_out


def mended_records(name: str, text: str):
    """The ParsedDocument of a data file of records that loads once the lines YAML refuses inside its records are
    left out (each named in a warning), or None."""
    from .detect import looks_structured
    from .structured import parse_structured

    mended = without_refused_lines(text)
    if mended is None or not looks_structured(yaml.safe_load(mended[0])):
        return None
    document = parse_structured(name, mended[0])
    lines = ", ".join(str(number) for number in mended[1])
    document.warnings.append(
        f"{name}: line(s) {lines} do not fit the YAML around them (a value pasted beside a nested list?); left out"
    )
    return document
