"""The record a build leaves in OUT/: the files it wrote and what they were made from.

`files` lets the next build remove what no page produces any more; `fingerprint` (the
site's version, the last date-driven day that came, the build's options and the code
that renders the pages) lets it render
nothing at all when none of them changed and every file is still in place.
"""

import hashlib
import json
import os
from pathlib import Path

import django
from django.apps import apps
from django.conf import settings

from labsite import pagecache

NAME = ".labsite-build.json"
CODE_SUFFIXES = (".py", ".html", ".txt", ".xml", ".css", ".js", ".svg", ".png", ".jpg", ".ico", ".woff2", ".json")


def read(out):
    """{"fingerprint": str, "files": set}, empty for a folder no build wrote (or an unreadable record)."""
    try:
        recorded = json.loads((Path(out) / NAME).read_text())
    except (FileNotFoundError, ValueError):
        recorded = []
    if isinstance(recorded, list):  # written before builds had a fingerprint
        recorded = {"files": recorded}
    return {"fingerprint": recorded.get("fingerprint", ""), "files": set(recorded.get("files", ()))}


def write(out, fingerprint, files):
    (Path(out) / NAME).write_text(json.dumps({"fingerprint": fingerprint, "files": sorted(files)}, indent=0))


def up_to_date(out, previous, fingerprint):
    """True when the previous build was made from the same site, options and code, and left every file."""
    if not fingerprint or previous["fingerprint"] != fingerprint or not previous["files"]:
        return False
    out = Path(out)
    return all((out / name).is_file() for name in previous["files"])


def fingerprint(*options):
    """What the pages are made from; empty when the site's version is unknown (no build is skipped then)."""
    version = pagecache.current_version()
    if not version:
        return ""
    # A news item whose day has come, or a member whose `left` date has, changes pages with no save.
    dated = str(pagecache.date_driven_changes()[0])
    digest = hashlib.sha256(json.dumps([version, dated, django.get_version(), *options]).encode())
    for folder in sorted(_code_folders()):
        for directory, folders, names in os.walk(folder):
            folders[:] = sorted(name for name in folders if name != "__pycache__" and not name.startswith("."))
            for name in sorted(names):
                if name.endswith(CODE_SUFFIXES):
                    stat = os.stat(os.path.join(directory, name))
                    digest.update(f"{directory}/{name}:{stat.st_size}:{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _code_folders():
    """The project's own apps, template and static folders (not the virtualenv's packages)."""
    base = Path(settings.BASE_DIR).resolve()
    folders = {Path(config.path).resolve() for config in apps.get_app_configs()}
    folders = {folder for folder in folders if base in folder.parents}
    for engine in settings.TEMPLATES:
        folders.update(Path(folder).resolve() for folder in engine.get("DIRS", ()))
    folders.update(
        Path(entry if isinstance(entry, str | Path) else entry[1]).resolve() for entry in settings.STATICFILES_DIRS
    )
    return {folder for folder in folders if folder.is_dir()}
