"""A site's data file of people (`_data/people.yml`, `team.yml`, `members.json`) read as a roster.

Plain Python: the file's text in, a roster ParsedDocument out (importer.parsers.structured.roster).
Forks leave such files in shapes a plain YAML reading gets wrong or refuses: a list item whose dash was
forgotten (YAML folds two people into one mapping and keeps the second: the dash is put back and the
line named), or a file that only lists the People page's groups in their order (the template's settings,
no people: nothing to read, said so). A file of one member (a Hugo theme's `data/members/<slug>.yaml`:
given_name, family_name, role) is a roster of one; the items of a Quarto listing (`people/alumni.yaml`:
`title` the person's name, `subtitle` their role) are people named by their title. Anything else that
names no one is an error naming the file. A value typed against its key ("gscholar:d3qG"), which YAML
refuses in a mapping, is read as meant when the file would not load otherwise, and the line named. A CSV of
one `name` column is a roster of the whole names in it; one of first names alone ("Amy", "Dan") names no one the
site can show, and says so.
"""

from __future__ import annotations

import csv
import io
import re

import yaml

from . import lazy_re
from .records import DocumentError, ParsedDocument
from .roster_shape import entry_name, lists_group_names, looks_like_person, looks_like_roster, mend_forgotten_dashes

__all__ = ["mend_glued_values", "read_people_file"]


def read_people_file(name: str, text: str, roles: dict[str, str] | None = None) -> ParsedDocument:
    """Everyone the people file `name` lists; `roles` are the template's words for its role slugs."""
    from .structured.loader import _load
    from .structured.roster import parse_roster

    if name.lower().endswith(".csv"):
        listed = _name_column(name, text)
        if listed is not None:
            return listed
    text, glued = mend_glued_values(text)
    mended, lines = mend_forgotten_dashes(text)
    loaded, _container = _load(mended)
    if loaded is None:  # every entry commented out ("#- name: ..."): the site lists no one from it
        return ParsedDocument(
            source_name=name, format="roster", warnings=[f"{name}: empty, or only comments; no people"]
        )
    if lists_group_names(loaded):
        return ParsedDocument(source_name=name, format="roster", warnings=[f"{name}: names groups, no people"])
    loaded = _listing_people(loaded)
    if looks_like_person(loaded):
        loaded = [loaded]  # one member's own file
    if not looks_like_roster(loaded):
        raise DocumentError(
            f"{name}: a people file that lists no people (expected a list of mappings with 'name', "
            "or groups of them under labels such as 'current' and 'alumni')"
        )
    document = parse_roster(loaded, name, roles)
    document.warnings += [
        f"{name}: line {line} has no space after its key's colon; read as if it had" for line in glued
    ]
    document.warnings += [
        f"{name}: line {line} starts a person of its own but had no '- ' before it; read as if it had" for line in lines
    ]
    return document


def _name_column(name: str, text: str) -> ParsedDocument | None:
    """A CSV of one `name` column (a list of the lab's people for a page's menu): its rows that are whole names as a
    roster, or said so when they are first names only ("Amy", "Dan"); None for a CSV with more to say."""
    from .citations import looks_like_name
    from .roster_csv import looks_like_roster_csv
    from .structured.roster import parse_roster

    try:
        rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    except csv.Error:
        return None  # read as any roster, and its error named there
    if looks_like_roster_csv(text) or not rows or [c.strip().lower() for c in rows[0]] != ["name"]:
        return None
    names = [row[0].strip() for row in rows[1:] if row and row[0].strip()]
    people = [{"name": n} for n in names if len(n.split()) >= 2 and looks_like_name(n)]
    if people:
        return parse_roster(people, name)
    return ParsedDocument(
        source_name=name,
        format="roster",
        warnings=[f"{name}: lists {len(names)} first names and no whole name (e.g. {names[0]!r}); not read"]
        if names
        else [f"{name}: a name column with no names; not read"],
    )


def _listing_people(loaded):
    """A Quarto listing's items naming people by their `title` (and their role by `subtitle`), as roster entries
    (`name`, `position`); anything else as it is."""
    if not isinstance(loaded, list) or not all(isinstance(item, dict) for item in loaded) or not loaded:
        return loaded
    if any(entry_name(item) for item in loaded) or not all("title" in item for item in loaded):
        return loaded
    entries = []
    for item in loaded:
        entry = {key: value for key, value in item.items() if key not in ("title", "subtitle")}
        entry["name"] = item["title"]
        if item.get("subtitle") and not item.get("position"):
            entry["position"] = item["subtitle"]
        entries.append(entry)
    people = [entry for entry in entries if looks_like_person(entry)]
    return entries if len(people) * 2 > len(entries) else loaded


# "gscholar:d3qGj2YAAAAJ": a key and its value with no space between them (not "https://", a time "10:30")
_GLUED_RE = lazy_re.compile(r"^(\s*(?:-\s+)?[A-Za-z_][\w-]{0,40}):(?=[^\s/:\d])", re.M)


def mend_glued_values(text: str) -> tuple[str, list[int]]:
    """(text, the numbers of the lines mended): a YAML file that does not load because a value is typed
    against its key's colon, with the space put back; any other text as it is, with no lines."""
    try:
        yaml.safe_load(text)
        return text, []
    except (yaml.YAMLError, ValueError, RecursionError):
        pass
    lines = [number for number, line in enumerate(text.split("\n"), 1) if _GLUED_RE.match(line)]
    if not lines:
        return text, []
    mended = _GLUED_RE.sub(r"\1: ", text)
    try:
        yaml.safe_load(mended)
    except (yaml.YAMLError, ValueError, RecursionError):
        return text, []  # broken otherwise too: reported at its line as it is
    return mended, lines
