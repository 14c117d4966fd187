"""The files an import is given (files, folders, globs), the names they are known by, and how the
files of a site generator's folder are read (importer.parsers.sites)."""

import glob
import logging
import os
from pathlib import Path

from .limits import LimitExceeded, check_yaml_aliases
from .parsers.sites import plan_site
from .reports import FileReport, ImportFailed
from .statuses import SKIPPED

logger = logging.getLogger(__name__)

PLAN_READS_AT_MOST = 256 * 1024  # a configuration or page the plan reads is small; a bigger one is not read for it


def expand_paths(paths):
    """(file, source name) pairs: files named, found under folders (recursively), or matched by globs.

    The source name tells documents apart in reports and in what each value was read from:
    a file named on its own is known by its file name; a file found under a folder by its path
    from that folder ("content/publication/flash/index.md"), since sites keep many files of
    one name; a glob's match by the path as matched. The order is stable.
    """
    found, missing = [], []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found += _folder_files(path)
        elif path.is_file():
            found.append((path, path.name))
        else:
            matches = sorted(Path(m) for m in glob.glob(str(raw), recursive=True))
            folders = _folders([raw])  # a folder "profiles/*" matches is read as a folder given by name
            for match in matches:
                if match.is_dir():
                    found += _folder_files(match) if match.resolve() in folders else []
                else:
                    found.append((match, match.as_posix()))
            if not matches:
                missing.append(str(raw))
    if missing:
        raise ImportFailed("No such file or folder: " + ", ".join(missing))
    unique, seen = [], set()
    for path, name in found:
        if path.resolve() not in seen:
            seen.add(path.resolve())
            unique.append((path, name[-255:]))  # the end of a long path tells it apart; the field holds 255
    return unique


def _folder_files(folder):
    return sorted(
        (p, p.relative_to(folder).as_posix())
        for p in folder.rglob("*")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(folder).parts)
    )


def folder_roots(paths):
    """The folders an import was given (named, or matched by a glob): what a file's relative paths may reach."""
    return _folders(paths)


def _folders(paths):
    """The folders among `paths`, named or matched by a glob."""
    found = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.append(path.resolve())
        elif not path.exists() and "**" not in str(raw):  # a recursive glob's folders hold its files, not sites
            found += [Path(m).resolve() for m in sorted(glob.glob(str(raw))) if Path(m).is_dir()]
    return found


def readable_name(file_name):
    """A file name the database and the terminal take: bytes that are not UTF-8 become �, control characters ?."""
    text = os.fsencode(file_name).decode("utf-8", errors="replace")
    return "".join("?" if ord(c) < 32 or 127 <= ord(c) < 160 else c for c in text)


def plan_folders(paths, files, run):
    """The files in the order to import them, the skipped files' reports, and how to read each site file.

    Each folder among `paths` that a site generator made is one site (importer.parsers.sites):
    its configuration, layouts and assets are skipped and listed, people come first so that
    papers link to them, news and projects last. `run(func, *args)` runs `func` in the parse
    child (under its limits), which reads the few small files the plan needs. Returns
    (files, skipped FileReports, {resolved path: SiteFile}).
    """
    planned, skipped, site_files = [], [], {}
    roots = _folders(paths)
    by_root = {root: [] for root in roots}
    for path, name in files:
        root = next((r for r in roots if path.resolve().is_relative_to(r)), None)
        (by_root[root] if root is not None else planned).append((path, name))
    for root, members in by_root.items():
        relative = [path.resolve().relative_to(root).as_posix() for path, _name in members]
        try:
            plan = run(_plan_in_child, str(root), relative)
        except Exception as err:  # a limit passed, or a bug: the folder is read file by file, as before sites
            logger.warning("planning the site %s failed", root, exc_info=not isinstance(err, LimitExceeded))
            plan = None
            reason = f"not read as one site ({type(err).__name__}: {err}); its files are read one by one"
            skipped.append(FileReport(path=readable_name(str(root)), status=SKIPPED, error=reason))
        if plan is None or plan.generator is None:
            planned += members
            continue
        ordered = sorted(zip(relative, members, strict=True), key=lambda pair: plan.order(pair[0]))
        for name, (path, shown) in ordered:
            if name in plan.skipped:
                skipped.append(
                    FileReport(
                        path=readable_name(str(path)), status=SKIPPED, format=plan.generator, error=plan.skipped[name]
                    )
                )
                continue
            site_files[path.resolve()] = plan.site_file(name)  # its own site's, of a folder of several
            planned.append((path, shown))
    return planned, skipped, site_files


def _plan_in_child(root, names):
    """In the parse child: the site's plan, reading its small files (an alias bomb refused before YAML walks it)."""

    def read(name):
        path = Path(root, name)
        try:
            if path.stat().st_size > PLAN_READS_AT_MOST:
                return None
            data = path.read_bytes()
        except OSError:
            return None
        try:
            check_yaml_aliases(data)
        except LimitExceeded:
            return None  # the file itself is refused, with the reason, when it is read
        return data.decode("utf-8", "replace")

    return plan_site(names, read)
