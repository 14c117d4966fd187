"""Records of tagged lines, the shape shared by reference-manager exports such as PubMed's MEDLINE
(`TI  - value`) and EndNote's refer (`%T value`): each line opens with a tag, a value may go on over
the following lines, and a blank line ends a record.
"""

from __future__ import annotations

import re

__all__ = ["tagged_records", "values_by_tag"]


def tagged_records(text: str, tag_line: re.Pattern[str], continuation_indent: str = "") -> list[list[tuple[str, str]]]:
    """Each record's (tag, value) pairs in order. `tag_line` matches a tag line with the tag in group 1
    and the value in group 2; any other line that starts with `continuation_indent` goes on with the
    value before it (MEDLINE indents those by six spaces, refer does not indent them), and the rest
    are ignored."""
    records: list[list[tuple[str, str]]] = []
    current: list[tuple[str, str]] = []
    for line in text.lstrip("\ufeff").splitlines():
        match = tag_line.match(line)
        if not line.strip():
            if current:
                records.append(current)
            current = []
        elif match:
            current.append((match.group(1), match.group(2).strip()))
        elif current and line.startswith(continuation_indent):
            tag, value = current[-1]
            current[-1] = (tag, f"{value} {line.strip()}")
    if current:
        records.append(current)
    return records


def values_by_tag(record: list[tuple[str, str]]) -> dict[str, list[str]]:
    """Every value of a record under its tag, in the order the record gives them."""
    values: dict[str, list[str]] = {}
    for tag, value in record:
        values.setdefault(tag, []).append(value)
    return values
