"""A site's data files of people and papers, wherever its generator keeps them; and a member's page paired with
the data file that names its member.

Plain Python: file names (and a way to read a small file) in, kinds and pairs out (importer.parsers.sites).

Sites keep their people in data files beside their pages, not only in Jekyll's `_data/people.yml`:

- a Hugo theme of a lab's own keeps them in Hugo's `data/` folder (otherwise the theme's settings): a roster
  (`data/alumni.yaml`), a file a member (`data/members/<slug>.yaml`: given_name, family_name, role) and the
  lab's bibliography (`data/biblio.yaml`, `data/publications.json`, CSL or a list of papers), unless the file
  holds a theme's settings (`data/people.yaml`: `card_style: round`);
- a Quarto site lists a group of people from a YAML file in its people folder (`people/alumni/alumni.yaml`,
  `team/collaborators.yml`: `title` the name, `subtitle` the role), which its people page's listing reads.

A member's page that does not name its member (`member: carling_bieg` over a paragraph) is paired with the
data file of that member, `data/members/carling_bieg.yaml`: the two are one person, read together from the
page (importer.parsers.site_pages), and the data file is not read on its own as well.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath

import yaml

from . import lazy_re

__all__ = ["ROSTER_RE", "data_file_kind", "pair_member_data", "theme_data_reason"]

_PEOPLE_WORDS = r"people|members|team|alumni|roster|lab|group|staff|personnel"
# _data/people.yml, data/alumni.yaml, _data/team_members.json, _data/alumni.csv: a file listing people
ROSTER_RE = lazy_re.compile(rf"^_?data/(?:{_PEOPLE_WORDS})[\w-]*\.(?:ya?ml|json|toml|csv)$")
# data/members/carling_bieg.yaml: one member's file, in a folder of them
_PERSON_DATA_RE = lazy_re.compile(r"^_?data/(?:people|members|team|alumni|staff|persons)/([\w.-]+)\.(?:ya?ml|json)$")
# data/biblio.yaml, data/publications.json: the site's bibliography in its data folder
_PAPER_DATA_RE = lazy_re.compile(
    r"^data/(?:biblio(?:graphy)?|publications?|papers|pubs|citations|references)\.(?:ya?ml|json)$", re.I
)
_DATA_EXTENSIONS = frozenset({"yaml", "yml", "json"})


def data_file_kind(name: str, member_dirs: frozenset[str]) -> str | None:
    """ "roster", "papers" or None (not a data file of people or papers) for the file `name` of a site; a file
    in the site's members' folder (its first folder below Hugo's content/ among `member_dirs`) that is data
    lists people."""
    if ROSTER_RE.match(name) or _PERSON_DATA_RE.match(name):
        return "roster"
    if _PAPER_DATA_RE.match(name):
        return "papers"
    path = PurePosixPath(name)
    folders = [d.lower() for d in path.parts[:-1] if d.lower() != "content"]
    if folders and folders[0] in member_dirs and path.suffix.lower().lstrip(".") in _DATA_EXTENSIONS:
        return "roster"
    return None


def member_data_pairs(
    member_pages: list[str], data_names: list[str], meta_of: Callable[[str], dict], is_named: Callable[[dict], bool]
) -> dict[str, str]:
    """{member page: its member's data file} for the member pages that name no one (`is_named` of their front
    matter is false) and whose `member:`/`person:`/`slug:` value, or folder or file name, is the name of
    exactly one member's data file."""
    files: dict[str, list[str]] = {}
    for data_name in data_names:
        found = _PERSON_DATA_RE.match(data_name)
        if found:
            files.setdefault(found.group(1).lower(), []).append(data_name)
    if not files:
        return {}
    pairs = {}
    for page in member_pages:
        meta = meta_of(page)
        if is_named(meta):
            continue
        path = PurePosixPath(page)
        slug = path.parent.name if path.stem in ("index", "_index") else path.stem
        keys = [str(meta.get(k) or "").strip().lower() for k in ("member", "person", "slug", "id")] + [slug.lower()]
        match = next((files[k] for k in keys if k and len(files.get(k, [])) == 1), None)
        if match:
            pairs[page] = match[0]
    return pairs


def pair_member_data(
    kinds: dict[str, str], skipped: dict[str, str], read: Callable[[str], str | None], meta_of: Callable[[str], dict]
) -> dict[str, dict]:
    """{member page: its member's data, loaded} for a site's plan (its `kinds` and `skipped`, which are updated:
    a paired data file is read with its page, not on its own)."""
    from .people_files import mend_glued_values
    from .roster_shape import entry_name
    from .site_config import load_config

    def is_named(meta: dict) -> bool:
        return bool(entry_name(meta) or str(meta.get("title") or "").strip())

    pages = [name for name, kind in kinds.items() if kind == "member"]
    data_names = [name for name, kind in kinds.items() if kind == "roster"]
    paired = {}
    for page, data_name in member_data_pairs(pages, data_names, meta_of, is_named).items():
        data = load_config(mend_glued_values(read(data_name) or "")[0])
        if data:
            paired[page] = data
            del kinds[data_name]
            skipped[data_name] = f"read with the page of its member ({page}), which names no one itself"
    return paired


def theme_data_reason(name: str, text: str | None) -> str | None:
    """Why a file of Hugo's data folder named for people or papers is not read: it holds a theme's settings
    (`data/people.yaml`: `card_style: round`), no person and no paper."""
    from .people_files import mend_glued_values
    from .roster_shape import looks_like_person, looks_like_roster

    if not name.startswith("data/") or text is None:
        return None
    try:
        loaded = yaml.safe_load(mend_glued_values(text)[0])
    except (yaml.YAMLError, ValueError, RecursionError):
        return None  # read, and reported at its line
    if isinstance(loaded, dict) and not looks_like_person(loaded):
        loaded = next((value for value in loaded.values() if isinstance(value, list)), loaded)  # {papers: [...]}
    if isinstance(loaded, list) or looks_like_roster(loaded) or looks_like_person(loaded):
        return None
    return _SETTINGS_REASON


_SETTINGS_REASON = "a theme's settings in Hugo's data folder (no list of people or papers)"
