"""A Word CV's table of labels and values, as pandoc writes it in HTML, rewritten as the lines it means.

Form-like CV templates (the older Europass template above all, and many national and institutional
ones copied from it) set the whole CV as a two-column table: a short label on the left ("Dates",
"Occupation or position held", "Name and address of employer", "E-mail"), its value on the right.
Read row by row, each label would be a line of its own, and a position would be spread over three
lines the CV reader takes for three entries. Here:

- rows before the first dates row, and a table of personal details alone, become "Label: value" lines, the name
  written given name first when the form asks for it surname first ("Surname, First name");
- each dates row opens an entry, and the rows up to the next one are its fields: the entry is one
  list item, "Title, Employer, dates", the CV line the reader knows, with any longer field
  (main activities, subjects covered) on a line of its own under it.

A table whose left cells are not all labels (dates, long text, numbers) is left alone: a dated
table ("2019–2023 | Ph.D., ...") is read well as it is. Plain lxml elements in and out, no Django.
"""

from __future__ import annotations

import re

import lxml.html

from . import lazy_re

__all__ = ["rewrite_label_tables"]

_LABEL_WORDS = 8  # "Name and type of organisation providing education and training" is 8 words
_MIN_ROWS = 3
# A row that opens an entry: its dates ("Dates", "Period", "From - to", in the languages the forms come in).
_DATES_LABEL_RE = lazy_re.compile(
    r"^(?:dates?|period|from\s*[-–/]\s*to|dates?\s*\(from\s*[-–]\s*to\)|zeitraum|datum|daten|"
    r"période|periode|dates?\s*\(de\s*[-–]\s*à\)|fechas?|periodo|período|data|date\s*\(da\s*[-–]\s*a\)|"
    r"datas?|okres|období|időszak|perioada|jaar|periode)$",
    re.I,
)
# A value that is who the CV is about, asked surname first ("Surname(s) / First name(s)", "Name").
_NAME_LABEL_RE = lazy_re.compile(
    r"^(?:(?:sur)?names?|(?:sur)?name\(s\).*|nom(?:\s*/\s*prénom)?.*|name|nachname.*|apellidos?.*)$", re.I
)
# A personal detail's label: a table of them without dates (the form's first block) is rewritten too.
_PERSONAL_LABEL_RE = lazy_re.compile(
    r"^(?:e-?mail|address|telephone\(?s?\)?|phone|mobile|nationality|citizenship|website|homepage|"
    r"adresse|téléphone|courriel|nationalité|anschrift|telefon|staatsangehörigkeit|correo electrónico|"
    r"dirección|teléfono|nacionalidad|indirizzo|telefono|nazionalità)$",
    re.I,
)
_SKIPPED_LABEL_RE = lazy_re.compile(  # a form's field that says nothing a profile keeps
    r"^(?:type of business or sector|level in national or international classification|gender|sex|"
    r"date of birth|place of birth|marital status|signature)$",
    re.I,
)
_ORGANISATION_LABEL_RE = lazy_re.compile(
    r"employer|organi[sz]ation|institution|establishment|arbeitgeber|employeur|empleador", re.I
)
_DETAIL_WORDS = 12  # a field value this long is a description under the entry, not part of its line


def rewrite_label_tables(root) -> bool:
    """Each label table under `root` replaced by its lines; whether any was."""
    changed = False
    for table in list(root.iter("table")):
        rows = _label_rows(table)
        if rows is None:
            continue
        parent = table.getparent()
        if parent is None:
            continue
        position = parent.index(table)
        for offset, block in enumerate(_blocks(rows)):
            parent.insert(position + offset, block)
        block_tail = table.tail
        parent.remove(table)
        if block_tail and block_tail.strip():
            previous = parent[position - 1] if position else None
            if previous is not None:
                previous.tail = (previous.tail or "") + block_tail
        changed = True
    return changed


def _text(cell) -> str:
    return re.sub(r"\s+", " ", cell.text_content()).strip(" :\u00a0")


def _label_rows(table) -> list[tuple[str, object]] | None:
    """[(label, value cell)] when every row is a short label beside a value and one at least opens an
    entry with its dates; None for any other table."""
    if next(table.iterancestors("table"), None) is not None:
        return None
    rows = []
    for row in table.iter("tr"):
        cells = [c for c in row if isinstance(c.tag, str) and c.tag in ("td", "th")]
        if len(cells) != 2:
            return None
        label, value = _text(cells[0]), _text(cells[1])
        if not value:
            continue
        if label and (len(label.split()) > _LABEL_WORDS or re.search(r"\d", label)):
            return None
        rows.append((label, cells[1]))
    dated = any(_DATES_LABEL_RE.match(label) for label, _ in rows)
    named = any(_NAME_LABEL_RE.match(label) for label, _ in rows)
    personal = sum(bool(_PERSONAL_LABEL_RE.match(label)) for label, _ in rows)
    if len(rows) < _MIN_ROWS or not (dated or (named and personal) or personal >= 2):
        return None
    return rows


def _blocks(rows) -> list:
    blocks, entries, entry = [], None, None
    for label, cell in rows:
        value = _text(cell)
        if _SKIPPED_LABEL_RE.match(label):
            continue
        if _DATES_LABEL_RE.match(label):
            if entries is None:
                entries = lxml.html.Element("ul")
                blocks.append(entries)
            entry = {"dates": value, "title": [], "organisation": [], "details": []}
            entries.append(_item(entry))  # filled in place as its fields come
            continue
        if entry is None:  # the personal details, before any entry
            paragraph = lxml.html.Element("p")
            named = _NAME_LABEL_RE.match(label)  # "Surname(s) / First name(s)": written the way a CV reader knows
            paragraph.text = f"Name: {_given_first(value)}" if named else f"{label}: {value}"
            blocks.append(paragraph)
            continue
        if len(value.split()) > _DETAIL_WORDS:
            entry["details"].append(f"{label}: {value}" if label else value)
        elif _ORGANISATION_LABEL_RE.search(label):
            entry["organisation"].append(value)
        else:
            entry["title"].append(value)
        entries.replace(entries[-1], _item(entry))
    return blocks


def _item(entry) -> object:
    item = lxml.html.Element("li")
    first = lxml.html.Element("p")
    first.text = ", ".join([*entry["title"], *entry["organisation"], entry["dates"]])
    item.append(first)
    for detail in entry["details"]:
        paragraph = lxml.html.Element("p")
        paragraph.text = detail
        item.append(paragraph)
    return item


def _given_first(value: str) -> str:
    """ "Ruiz Pérez, Ana" -> "Ana Ruiz Pérez": the form asked for the surname first."""
    parts = [p.strip() for p in value.split(",")]
    if len(parts) == 2 and all(parts) and all(len(p.split()) <= 3 for p in parts):
        return f"{parts[1]} {parts[0]}"
    return value
