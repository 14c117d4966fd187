"""The entries of a lab template's generated citations file that no longer come from the site's own sources.

Plain Python, for importer.parsers.sites (which finds them) and importer.parsers.site_pages (which reads the
file without them).

greenelab's lab-website-template writes `_data/citations.yaml` ("DO NOT EDIT, GENERATED AUTOMATICALLY") from
the ORCIDs `_data/orcid.yaml` and the members' pages give and from `_data/sources.yaml`, each entry saying
where it came from (`plugin: orcid.py`, `orcid: ...`; `plugin: sources.py`). A lab that replaced the
template's ORCID and sources but has not run the process since keeps the template's own entries: papers of
someone the site no longer lists, sources it removed, an example whose description is still lorem ipsum.
Those are not the lab's papers; the entries the site's own ORCIDs and sources give are.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath

import yaml

from . import lazy_re
from .records import DocumentError
from .site_text import front_matter

__all__ = ["CITATIONS_RE", "stale_citations", "without_stale"]

CITATIONS_RE = lazy_re.compile(r"^_data/citations\.ya?ml$")
_ORCID_RE = lazy_re.compile(r"\d{4}-\d{4}-\d{4}-\d{3}[\dX]")
_LOREM_RE = lazy_re.compile(r"\blorem ipsum\b", re.I)


def stale_citations(names: set[str], read: Callable[[str], str | None]) -> dict[str, frozenset[str]]:
    """{citations file: the ids of its entries the site's sources no longer give} (no entry when none is)."""
    found = {}
    for name in sorted(n for n in names if CITATIONS_RE.match(n)):
        entries = _load_list(read(name))
        members = _members_orcids(names, read)
        stale = {str(e.get("id")) for e in entries if _is_stale(e, names, read, members)}
        if stale and len(stale) < len(entries):  # all of them stale: the file is read as it is, not emptied
            found[name] = frozenset(stale)
    return found


def _is_stale(entry: dict, names: set[str], read: Callable[[str], str | None], members: set[str]) -> bool:
    """Whether the source file the entry came from (`file: orcid.yaml`, each plugin reading _data/<plugin>*)
    is gone while others of its plugin are there, or no longer gives its ORCID or id; or it is lorem ipsum."""
    if _LOREM_RE.search(str(entry.get("description") or "")):
        return True
    plugin = PurePosixPath(str(entry.get("plugin") or "")).stem
    origin = str(entry.get("file") or "")
    if not plugin or not origin or plugin not in ("orcid", "sources"):
        return False
    if f"_data/{origin}" not in names:  # the file it came from is gone: stale if the site has another instead
        return any(re.fullmatch(rf"_data/{plugin}[^/]*\.(?:ya?ml|json)", n) for n in names)
    text = read(f"_data/{origin}") or ""
    if plugin == "orcid":
        orcid = str(entry.get("orcid") or "")
        return bool(orcid) and orcid not in set(_ORCID_RE.findall(text)) | members
    return bool(entry.get("id")) and str(entry.get("id")) not in text


def without_stale(text: str, stale: frozenset[str]) -> str:
    """The citations file's text without the entries of `stale` ids."""
    entries = _load_list(text)
    if not entries:
        return text
    kept = [e for e in entries if str(e.get("id")) not in stale]
    return yaml.safe_dump(kept, allow_unicode=True, sort_keys=False)


def _load_list(text: str | None) -> list[dict]:
    try:
        data = yaml.safe_load(text or "")
    except yaml.YAMLError:
        return []
    return [e for e in data if isinstance(e, dict)] if isinstance(data, list) else []


def _members_orcids(names: set[str], read: Callable[[str], str | None]) -> set[str]:
    """The ORCIDs the members' pages give (`orcid:` or `links: {orcid: ...}`)."""
    found = set()
    for name in names:
        if PurePosixPath(name).parts[:1] != ("_members",):
            continue
        try:
            meta = front_matter(read(name) or "")[0]
        except DocumentError:
            continue
        links = meta.get("links") if isinstance(meta.get("links"), dict) else {}
        found.update(_ORCID_RE.findall(f"{meta.get('orcid') or ''} {links.get('orcid') or ''}"))
    return found
