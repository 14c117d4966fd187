"""What an import will do, item by item: the plan a dry run prints and a lab admin reviews.

The writer (DocumentWriter) records here each decision it takes while it writes: every
person, CV record, link and paper is created, merged into one already there (the fields
that change, old → new), removed (a record this document no longer gives) or skipped (a
duplicate, or nothing new). A plan is made by writing in a transaction that is then rolled
back, so what it says is what applying does: there is one way to write.

Where each value came from: the parsers give a paper the line it starts on; the plan reads
its entry from there to the next paper's, and finds each of its values in that entry. A
profile's values and CV records carry no line, so they are found in the whole text (their
first occurrence). A value not printed as stored (a kind, a role, a title that had LaTeX
accents undone) gets no line: the plan never names a line that does not hold the value.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter

from importer.source import text_of

MAX_ITEMS = 5000  # items a plan keeps; the rest are only counted (a 20,000-entry file's plan stays small)
MAX_ENTRY_LINES = 40  # lines of one paper's entry at most (the last one runs to the end of its section)
MAX_EXCERPT = 600  # characters of an entry's excerpt
SHORTEST_FOUND = 3  # a shorter value ("1", "of") would be "found" anywhere: it is not looked for

# Values the writer derives rather than reads (codes, flags): never looked for in the text.
DERIVED = {"kind", "status", "role", "degree", "selected", "needs_review", "sources", "review_notes"}


def document_text(data: bytes) -> str | None:
    """The text whose lines a plan names: a text document's; None for a PDF, a Word file, an archive."""
    if data.startswith((b"%PDF", b"PK\x03\x04", b"{\\rtf")) or b"\x00" in data[:8192]:
        return None
    return text_of(data)


class Plan:
    """The items of one document's import, in the order they were decided."""

    def __init__(self, text: str | None = None, publications=()):
        self.items: list[dict] = []
        self.more = 0
        self.locator = Locator(text, publications) if text else None

    def add(
        self, kind, action, label, *, ref="", changes=None, reason="", values=None, line=None, guess="", index=None
    ):
        """Record one decision. `changes`: field -> (old, new); `values`: field -> value read from the
        document; `line`: where its entry starts, when the parser knows it; `index`: its position
        among the document's papers (what the review page's form names)."""
        if len(self.items) >= MAX_ITEMS:
            self.more += 1
            return
        item = {"kind": kind, "action": action, "label": _plain(label)}
        if ref:
            item["ref"] = ref
        if index is not None:
            item["index"] = index
        if reason:
            item["reason"] = reason
        if guess:
            item["guess"] = guess
        if changes:
            item["changes"] = {name: [_plain(old), _plain(new)] for name, (old, new) in changes.items()}
        if values:
            item["values"] = self._provenance(values, line, item)
        self.items.append(item)

    def _provenance(self, values, line, item):
        located = {}
        lines = self.locator.entry(line) if self.locator and line else None
        if lines:
            item["source"] = {"lines": list(lines), "excerpt": self.locator.excerpt(*lines)}
        for name, value in values.items():
            if value in (None, "", [], ()):
                continue
            entry = {"value": _plain(value)}
            if self.locator and name not in DERIVED:
                found = self.locator.find(value, lines)
                if found:
                    entry["line"] = found
            located[name] = entry
        return located

    def counts(self):
        """{(kind, action): how many}, of the items kept."""
        counted = {}
        for item in self.items:
            key = (item["kind"], item["action"])
            counted[key] = counted.get(key, 0) + 1
        return counted

    def as_dict(self):
        return {"items": self.items, "more": self.more}


class Locator:
    """Finds values in a document's text: within a paper's entry, or anywhere."""

    def __init__(self, text: str, publications=()):
        self.lines = text.splitlines()
        self.folded = [_fold(line) for line in self.lines]
        self.shift = self._shift(publications)
        self.starts = sorted({p.line + self.shift for p in publications if p.line})

    def _shift(self, publications):
        """How many lines the parsers' numbers are behind the file's.

        A parser counts the lines of what it reads: a page's body without its front matter, a
        section's text. Lines are only ever taken off before an entry, so each paper's title is
        at or after the line the parser gives; the gap most papers agree on is the document's.
        """
        gaps = Counter()
        for parsed in publications[:MAX_ITEMS]:
            if parsed.line and parsed.title:
                found = self.find(parsed.title, (parsed.line, len(self.lines)))
                if found:
                    gaps[found - parsed.line] += 1
        return gaps.most_common(1)[0][0] if gaps else 0

    def entry(self, line):
        """(first, last) file line of the entry the parser says starts at `line`: to the next entry or the end."""
        line += self.shift
        if not 1 <= line <= len(self.lines):
            return None
        later = [start for start in self.starts if start > line]
        last = min(later[0] - 1 if later else len(self.lines), line + MAX_ENTRY_LINES - 1, len(self.lines))
        headings = [n for n in range(line + 1, last + 1) if self.lines[n - 1].lstrip().startswith("#")]
        if headings:  # the next section's heading ends the last entry of a section
            last = headings[0] - 1
        while last > line and not self.lines[last - 1].strip():
            last -= 1
        return (line, last)

    def excerpt(self, first, last):
        text = "\n".join(self.lines[first - 1 : last])
        return text if len(text) <= MAX_EXCERPT else text[: MAX_EXCERPT - 1] + "…"

    def find(self, value, within=None):
        """The number of the first line holding `value` (in `within`, (first, last), if given), or None."""
        for piece in _pieces(value):
            wanted = _fold(str(piece))
            if len(wanted) < SHORTEST_FOUND:
                continue
            first, last = within or (1, len(self.lines))
            for number in range(first, last + 1):
                if wanted in self.folded[number - 1]:
                    return number
            # A title wrapped over two lines: its first words are on the line it starts on.
            head = " ".join(wanted.split()[:6])
            if within and len(head) >= 12 and head != wanted:
                for number in range(first, last + 1):
                    if head in self.folded[number - 1]:
                        return number
        return None


def _pieces(value):
    """What to look for: a list's first item stands for the list (its authors: the first author)."""
    if isinstance(value, (list, tuple)):
        return [v for v in value if v not in (None, "")][:1]
    return [value]


def _fold(text):
    return " ".join(re.sub(r"[*_`{}\\]", "", text).casefold().split())


def _plain(value):
    """A value as JSON holds it: a saved object by its name, a date as ISO text."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return str(value)
