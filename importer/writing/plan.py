"""What an import will do, item by item: the plan a dry run prints and a lab admin reviews.

The writer (DocumentWriter) records here each decision it takes while it writes: every
person, CV record, link and paper is created, merged into one already there (the fields
that change, old → new), removed (a record this document no longer gives) or skipped (a
duplicate, or nothing new). A plan is made by writing in a transaction that is then rolled
back, so what it says is what applying does: there is one way to write.

Where each value came from: the parsers give a paper the line it starts on; the plan reads
its entry from there to the next paper's (a BibTeX entry: from its "@type{" line to its closing
brace), and finds each of its values in that entry (in a BibTeX entry, on the line its field is
written on). A profile's values and CV records carry no line, nor does a paper of a YAML list:
the list item that holds most of a record's values is its entry, and a value it does not hold
(or of a record no item holds) is found in the whole text (its first occurrence). A value not
printed as stored (a kind, a role, a title that had LaTeX accents undone) gets no line: the
plan never names a line that does not hold the value.
"""

from __future__ import annotations

import bisect
import datetime
import itertools
import re
from collections import Counter

from importer.source import text_of

MAX_ITEMS = 5000  # items a plan keeps; the rest are only counted (a 20,000-entry file's plan stays small)
MAX_ENTRY_LINES = 40  # lines of one paper's entry at most (the last one runs to the end of its section)
MAX_EXCERPT = 600  # characters of an entry's excerpt
SHORTEST_FOUND = 3  # a shorter value ("1", "of") would be "found" anywhere: it is not looked for
MAX_BIBTEX_LINES = 400  # lines of one BibTeX entry at most (an abstract, a list of keywords)
MAX_OCCURRENCES = 30  # lines a value may be on and still tell which list item holds its record
MAX_LIST_DEPTH = 20  # list items nested in one another that are told apart

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
        lines = None
        if self.locator:  # a record without a line: the list item that holds its values, if one does
            lines = self.locator.entry(line) if line else self.locator.record(values)
        for name, value in values.items():
            if value in (None, "", [], ()):
                continue
            entry = {"value": _plain(value)}
            if self.locator and name not in DERIVED:
                found = self.locator.find(value, lines, names=name == "authors")
                if found is None and lines and not line:  # a value the list item does not hold
                    found = self.locator.find(value)
                if found:
                    entry["line"] = found
            located[name] = entry
        found = [entry["line"] for entry in located.values() if "line" in entry]
        if lines and (line or all(lines[0] <= number <= lines[1] for number in found)):
            item["source"] = {"lines": list(lines), "excerpt": self.locator.excerpt(*lines)}
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
        self.joined = "\n".join(self.folded) + "\n"  # searched at once: a value never spans lines once folded
        self.offsets = list(itertools.accumulate((len(line) + 1 for line in self.folded), initial=0))
        self.bibtex = _bibtex_entries(self.lines)
        self.list_items = _list_items(self.lines)
        self.shift = self._shift(publications)
        self.starts = sorted({p.line + self.shift for p in publications if p.line})

    def _shift(self, publications):
        """How many lines the parsers' numbers are behind the file's.

        A parser counts the lines of what it reads: a page's body without its front matter, a
        section's text. Lines are only ever taken off before an entry, so each paper's entry opens
        at or before its title, at or after the line the parser gives; the gap most papers agree
        on is the document's. A BibTeX entry opens on its "@type{" line, however far below it its
        title is written: the title's place inside its entry is no gap.
        """
        gaps = Counter()
        for parsed in publications[:MAX_ITEMS]:
            if parsed.line in self.bibtex:  # the parser read the file itself: its lines are the file's
                gaps[0] += 1
            elif parsed.line and parsed.title:
                found = self.find(parsed.title, (parsed.line, len(self.lines)))
                if found:
                    gaps[max(self._opening(found), parsed.line) - parsed.line] += 1
        return gaps.most_common(1)[0][0] if gaps else 0

    def _opening(self, line):
        """The line a BibTeX entry holding `line` opens on; `line` itself outside BibTeX entries."""
        for first in range(line, max(line - MAX_BIBTEX_LINES, 0), -1):
            if first in self.bibtex:
                return first if self.bibtex[first] >= line else line
        return line

    def entry(self, line):
        """(first, last) file line of the entry the parser says starts at `line`: to the next entry or the end."""
        line += self.shift
        if not 1 <= line <= len(self.lines):
            return None
        if line in self.bibtex:  # from its "@type{" line to its closing brace
            return (line, self.bibtex[line])
        index = bisect.bisect_right(self.starts, line)
        later = self.starts[index : index + 1]  # the next entry's start, if any
        last = min(later[0] - 1 if later else len(self.lines), line + MAX_ENTRY_LINES - 1, len(self.lines))
        headings = [n for n in range(line + 1, last + 1) if self.lines[n - 1].lstrip().startswith("#")]
        if headings:  # the next section's heading ends the last entry of a section
            last = headings[0] - 1
        while last > line and not self.lines[last - 1].strip():
            last -= 1
        return (line, last)

    def record(self, values):
        """(first, last) of the list item that holds most of a record's values (a CV record, a paper of a
        YAML list carry no line), the smallest if several hold as many; None unless one holds two of
        them and at least half of those the text holds (a profile's values are all over the text).
        A value written on many lines (a year, a common venue) tells no item apart: it is not counted."""
        held, written = Counter(), 0
        for name, value in values.items():
            if name in DERIVED or value in (None, "", [], ()):
                continue
            occurrences = self._occurrences(value)
            if not occurrences or len(occurrences) > MAX_OCCURRENCES:
                continue
            written += 1
            held.update({item for number in occurrences for item in self.list_items.get(number, ())})
        best = max(held.values(), default=0)
        if best < 2 or 2 * best < written:
            return None
        return min((item for item, count in held.items() if count == best), key=lambda i: (i[1] - i[0], i[0]))

    def excerpt(self, first, last):
        text = "\n".join(self.lines[first - 1 : last])
        return text if len(text) <= MAX_EXCERPT else text[: MAX_EXCERPT - 1] + "…"

    def find(self, value, within=None, *, names=False):
        """The number of the first line holding `value` (in `within`, (first, last), if given), or None.

        In a BibTeX entry, the line its field is written on (`names`: a list of people, found by
        the first one's family name, as BibTeX writes "Quill, Mara")."""
        if within and within[0] in self.bibtex and self.bibtex[within[0]] == within[1]:
            return self._find_field(value, within, names=names)
        for piece in _pieces(value):
            wanted = _fold(str(piece))
            if len(wanted) < SHORTEST_FOUND:
                continue
            first, last = within or (1, len(self.lines))
            found = self._first_line(wanted, first, last)
            if found:
                return found
            # A title wrapped over two lines: its first words are on the line it starts on.
            head = " ".join(wanted.split()[:6])
            if within and len(head) >= 12 and head != wanted:
                found = self._first_line(head, first, last)
                if found:
                    return found
        return None

    def _first_line(self, wanted, first, last):
        """The number of the first of lines first..last whose folded text holds `wanted`, or None."""
        if not 1 <= first <= last:
            return None
        position = self.joined.find(wanted, self.offsets[first - 1], self.offsets[min(last, len(self.lines))] - 1)
        return bisect.bisect_right(self.offsets, position) if position >= 0 else None

    def _find_field(self, value, within, *, names):
        """The first line of the BibTeX field whose value is `value`, else of the first that holds it."""
        fields = _bibtex_fields(self.lines, *within)
        for piece in _pieces(value):
            wanted = _fold(str(piece))
            if len(wanted) < SHORTEST_FOUND:
                continue
            exact = [number for number, text in fields if text == wanted]
            holding = [number for number, text in fields if wanted in text]
            family = wanted.split()[-1] if names and " " in wanted else ""
            if family and not holding:
                pattern = re.compile(rf"(?<!\w){re.escape(family)}(?!\w)")
                holding = [number for number, text in fields if pattern.search(text)]
            found = exact or holding
            if found:
                return found[0]
        return None

    def _occurrences(self, value):
        """The lines holding `value`, up to one more than MAX_OCCURRENCES (past that, their number is all
        that matters)."""
        found = []
        for piece in _pieces(value):
            wanted = _fold(str(piece))
            if len(wanted) < SHORTEST_FOUND:
                continue
            number = self._first_line(wanted, 1, len(self.lines))
            while number and len(found) <= MAX_OCCURRENCES:
                found.append(number)
                number = self._first_line(wanted, number + 1, len(self.lines))
        return found


_BIBTEX_HEAD_RE = re.compile(r"^\s*@\s*(?!(?:comment|preamble|string)\b)[a-z][\w-]*\s*([{(])", re.I)
_BIBTEX_FIELD_RE = re.compile(r"^\s*,?\s*[a-z][\w:.+-]*\s*=", re.I)
_LIST_ITEM_RE = re.compile(r"^(\s*)(?:[-*+]|\d{1,3}[.)])(?:\s|$)")


def _bibtex_entries(lines):
    """{line an entry opens on ("@article{"): the line its closing brace is on}, of a BibTeX text's entries.

    An entry left open ends before the next one, or after MAX_BIBTEX_LINES lines."""
    entries, number = {}, 0
    while number < len(lines):
        head = _BIBTEX_HEAD_RE.match(lines[number])
        if not head:
            number += 1
            continue
        opener = head.group(1)
        closer = "}" if opener == "{" else ")"
        depth, last, scanned = 0, None, number
        for offset in range(MAX_BIBTEX_LINES):
            if offset and (number + offset >= len(lines) or _BIBTEX_HEAD_RE.match(lines[number + offset])):
                break
            scanned = number + offset
            text = lines[scanned][head.start(1) :] if not offset else lines[scanned]
            for char in text:
                if char == opener or (char == "{" and opener == "("):
                    depth += 1
                elif char == closer or (char == "}" and opener == "("):
                    depth -= 1
                    if depth == 0:
                        last = scanned
                        break
            if last is not None:
                break
        if last is None:  # never closed: up to the next entry, without the blank lines before it
            last = scanned
            while last > number and not lines[last].strip():
                last -= 1
        entries[number + 1] = last + 1
        number = last + 1
    return entries


def _bibtex_fields(lines, first, last):
    """(line it starts on, its folded value) of each field of the BibTeX entry on lines first..last."""
    head = lines[first - 1]
    fields = []
    rest = head.split(",", 1)[1] if "," in head else ""  # "@misc{key, title = {...}}": fields on the head line
    if rest.strip():
        fields.append([first, rest])
    for number in range(first + 1, last + 1):
        line = lines[number - 1]
        if _BIBTEX_FIELD_RE.match(line) or not fields:
            fields.append([number, line])
        else:
            fields[-1][1] += " " + line
    values = []
    for number, text in fields:
        value = _fold(re.sub(r"^\s*,?\s*[a-z][\w:.+-]*\s*=", "", text, flags=re.I))
        values.append((number, value.strip(' ,"()').strip()))
    return values


def _list_items(lines):
    """{line: [(first, last) of each list item holding it, innermost first]}: a YAML or markdown list's
    items ("- title: ..." and the lines indented under it)."""
    holding: dict[int, list] = {}
    open_items: list[tuple[int, int]] = []  # (indent of its marker, first line)

    def close(until_indent, last):
        while open_items and open_items[-1][0] >= until_indent:
            _indent, first = open_items.pop()
            end = last
            while end > first and not lines[end - 1].strip():
                end -= 1
            for number in range(first, end + 1):
                holding.setdefault(number, []).append((first, end))

    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        close(indent, number - 1)  # the items this line is not indented under end above it
        if _LIST_ITEM_RE.match(line) and len(open_items) < MAX_LIST_DEPTH:
            open_items.append((indent, number))
    close(0, len(lines))
    return holding


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
