"""A site's data file of people (`_data/people.yml`, `team.yml`, `members.json`) read as a roster.

Plain Python: the file's text in, a roster ParsedDocument out (importer.parsers.structured.roster).
Forks leave such files in shapes a plain YAML reading gets wrong or refuses: a list item whose dash was
forgotten (YAML folds two people into one mapping and keeps the second: the dash is put back and the
line named), or a file that only lists the People page's groups in their order (the template's settings,
no people: nothing to read, said so). Anything else that names no one is an error naming the file.
"""

from __future__ import annotations

from .records import DocumentError, ParsedDocument
from .roster_shape import lists_group_names, looks_like_roster, mend_forgotten_dashes

__all__ = ["read_people_file"]


def read_people_file(name: str, text: str, roles: dict[str, str] | None = None) -> ParsedDocument:
    """Everyone the people file `name` lists; `roles` are the template's words for its role slugs."""
    from .structured.loader import _load
    from .structured.roster import parse_roster

    mended, lines = mend_forgotten_dashes(text)
    loaded, _container = _load(mended)
    if lists_group_names(loaded):
        return ParsedDocument(source_name=name, format="roster", warnings=[f"{name}: names groups, no people"])
    if not looks_like_roster(loaded):
        raise DocumentError(
            f"{name}: a people file that lists no people (expected a list of mappings with 'name', "
            "or groups of them under labels such as 'current' and 'alumni')"
        )
    document = parse_roster(loaded, name, roles)
    document.warnings += [
        f"{name}: line {line} starts a person of its own but had no '- ' before it; read as if it had" for line in lines
    ]
    return document
