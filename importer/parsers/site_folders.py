"""Where the sites of a folder given are: the folder itself, the one site folder it holds, or several.

Plain Python over file names (importer.parsers.sites plans each site found). A download of a
repository is a folder holding the site's folder ("mylab-site/_config.yml"), perhaps beside its
read-me and licence, perhaps one folder further down ("upload/mylab-site-main/..."): it is read
exactly as that folder would be. A site's own folder (content/, the rendered docs/) may also be all
a folder holds: a folder is a site of its own when its configuration is at its top. Hidden files
and macOS's __MACOSX copies in a zip belong to no site.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath

from . import lazy_re

SITE_LEVELS = 2  # folders below the folder given a site is looked for in
REPOSITORY_FILES_RE = lazy_re.compile(
    r"^(?:readme|changelog|license|licence|contributing|code_of_conduct|security)\b", re.I
)
_CONFIGURATION_RE = lazy_re.compile(
    r"^(?:_config|_quarto|hugo|config)\.(?:ya?ml|toml|json)$|^config/_default/(?:hugo|config|params)\.", re.I
)
_REPOSITORY_FILES_NOTE = "the repository's read-me, licence or documentation"


def is_repository_file(name: str) -> bool:
    """README.md, LICENSE, CHANGELOG: a repository's own files beside the site's folder."""
    stem = PurePosixPath(name).stem
    return bool(REPOSITORY_FILES_RE.match(stem) or re.fullmatch(r"[A-Z][A-Z0-9_-]{2,}", stem))


def hidden_reason(name: str) -> str | None:
    """Why a file of no site is not read (a hidden file, a __MACOSX copy), or None."""
    parts = name.split("/")
    if "__MACOSX" in parts[:-1]:
        return "macOS's copy of a zipped file's attributes (__MACOSX), not a file of the site"
    if any(part.startswith(".") for part in parts):
        return "a hidden file (a tool's settings, a system file), not a file of the site"
    return None


def plan_within(prefix: str, names: list[str], *, plan_at: Callable, several: Callable, levels: int = SITE_LEVELS):
    """The plan of the files under `prefix`: of the site there, of the one site folder it holds, or of the
    several sites it holds. `plan_at(prefix, names)` plans the files under a prefix as one site;
    `several(prefix, plans, beside)` makes one plan of several sites' plans."""
    inside = [n[len(prefix) :] for n in names if n.startswith(prefix)]
    folders = sorted({n.split("/", 1)[0] for n in inside if "/" in n})
    loose = [prefix + n for n in inside if "/" not in n]
    if not levels or not all(is_repository_file(n) for n in loose):
        return plan_at(prefix, names)
    beside = dict.fromkeys(loose, _REPOSITORY_FILES_NOTE)

    def inner(folder):
        return plan_within(f"{prefix}{folder}/", names, plan_at=plan_at, several=several, levels=levels - 1)

    if len(folders) == 1:
        plan = inner(folders[0]) if _configured(folders[0], inside, levels - 1) else None
        if plan is None or plan.generator is None:
            here = plan_at(prefix, names)
            if here.generator is not None:  # content/ or docs/ given alone: the folder above is the site
                return here
            plan = plan or inner(folders[0])
        plan.skipped.update(beside)
        return plan
    configured = [folder for folder in folders if _configured(folder, inside, levels - 1)]
    if len(configured) >= 2:
        sites = [plan for plan in map(inner, configured) if plan.generator is not None]
        if len(sites) >= 2:
            return several(prefix, sites, beside)
    return plan_at(prefix, names)


def _configured(folder: str, names: list[str], levels: int) -> bool:
    """Whether `folder` has a site generator's configuration at its top (_config.yml, hugo.toml, ...), or
    holds only a folder that has (`levels` down at most)."""
    within = [n[len(folder) + 1 :] for n in names if n.startswith(folder + "/")]
    if any(_CONFIGURATION_RE.match(n) for n in within):
        return True
    folders = {n.split("/", 1)[0] for n in within if "/" in n}
    loose = [n for n in within if "/" not in n]
    return (
        levels > 0
        and len(folders) == 1
        and all(map(is_repository_file, loose))
        and _configured(folders.pop(), within, levels - 1)
    )
