"""A lab roster kept as a spreadsheet and saved as CSV: one person a row.

`name,role,email,start,end` or `Name;Position;E-Mail;Since;Until;Now at`: a header with a name
column (a full name, or first and last names) and a role, position, e-mail or start column. The
rows become the mappings importer.parsers.structured.roster reads from a YAML roster, with the
columns under the keys it knows; "Family, Given" names are turned round.
"""

from __future__ import annotations

import csv
import io
import re

from . import lazy_re

__all__ = ["looks_like_roster_csv", "roster_csv_rows"]

# Spreadsheet column names -> the roster reader's keys (importer.parsers.structured.roster).
_COLUMN_KEYS = {
    "e-mail": "email",
    "e_mail": "email",
    "mail": "email",
    "vorname": "first_name",
    "given_name": "first_name",
    "first": "first_name",
    "nachname": "last_name",
    "family_name": "last_name",
    "last": "last_name",
    "surname": "last_name",
    # names run together by a spreadsheet's export: "FirstName", "LastName", "JobTitle"
    "firstname": "first_name",
    "givenname": "first_name",
    "lastname": "last_name",
    "familyname": "last_name",
    "job": "position",
    "jobtitle": "position",
    "job_title": "position",
    "now_at": "now_at",
    "jetzt": "now_at",
    "current_position": "now_at",
    "seit": "since",
    "bis": "until",
    "funktion": "position",
    "person": "name",  # "person,position,year": a lab's list of its alumni
    "member": "name",
    "year": "years",
    # a student's programme ("PhD", "MSc", "Postdoc") where a roster has no role column
    "program": "enrollment",
    "programme": "enrollment",
    "degree_program": "enrollment",
    "date_start": "start",
    "date_end": "end",
    "date_joined": "start",
    "start_date": "start",
    "end_date": "end",
    "date_left": "end",
}
_NAME_COLUMNS = frozenset({"name", "full_name", "first_name", "last_name"})
_DETAIL_COLUMNS = frozenset(
    {
        "role",
        "position",
        "title",
        "email",
        "start",
        "since",
        "joined",
        "from",
        "end",
        "until",
        "left",
        "status",
        "years",
        "enrollment",
    }
)
_HEADER_SAMPLE = 4096
# Letters after a comma that are a degree or suffix, not a given name: "Lena Marsh, PhD".
_SUFFIX_RE = lazy_re.compile(r"^(?:Ph\.?\s?D|M\.?D|M\.?Sc|B\.?Sc|M\.?A|Jr|Sr|DPhil|MBA|FRS|II|III)\.?$", re.I)


def _key(column: str) -> str:
    key = "_".join(column.strip().strip('"').lower().split())
    return _COLUMN_KEYS.get(key, key)


def _dialect(text: str):
    try:
        return csv.Sniffer().sniff(text[:_HEADER_SAMPLE], delimiters=",;\t")
    except csv.Error:
        return csv.excel


def looks_like_roster_csv(text: str) -> bool:
    """A header line naming a name column and a role, position, e-mail or start column, over rows of cells."""
    lines = text.lstrip("\ufeff").split("\n", 2)
    if len(lines) < 2 or not any(sep in lines[0] for sep in ",;\t"):
        return False
    header = next(csv.reader([lines[0]], _dialect(text)), [])
    keys = {_key(column) for column in header}
    return bool(keys & _NAME_COLUMNS) and bool(keys & _DETAIL_COLUMNS)


def _turned(name: str) -> str:
    """ "Okafor, Chinedu" -> "Chinedu Okafor"; a name without one comma, or with a degree after it, as written."""
    family, comma, given = name.partition(",")
    if not comma or "," in given or not given.strip() or _SUFFIX_RE.match(given.strip()):
        return name.strip()
    return f"{given.strip()} {family.strip()}"


def roster_csv_rows(text: str) -> list[dict[str, str]]:
    """The rows as {roster key: cell}, empty cells left out; raises csv.Error for a malformed file."""
    body = text.lstrip("\ufeff")
    rows = []
    for row in csv.DictReader(io.StringIO(body), dialect=_dialect(body)):
        entry = {_key(k): v.strip() for k, v in row.items() if isinstance(k, str) and isinstance(v, str) and v.strip()}
        if "name" in entry:
            entry["name"] = _turned(entry["name"])
        if entry:
            rows.append(entry)
    return rows
