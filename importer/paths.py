"""The files an import is given (files, folders, globs), and the names they are known by."""

import glob
import os
from pathlib import Path

from .reports import ImportFailed


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
            found += sorted(
                (p, p.relative_to(path).as_posix())
                for p in path.rglob("*")
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        elif path.is_file():
            found.append((path, path.name))
        else:
            matches = sorted(Path(m) for m in glob.glob(str(raw), recursive=True) if Path(m).is_file())
            if matches:
                found += [(m, m.as_posix()) for m in matches]
            else:
                missing.append(str(raw))
    if missing:
        raise ImportFailed("No such file or folder: " + ", ".join(missing))
    unique, seen = [], set()
    for path, name in found:
        if path.resolve() not in seen:
            seen.add(path.resolve())
            unique.append((path, name[-255:]))  # the end of a long path tells it apart; the field holds 255
    return unique


def readable_name(file_name):
    """A file name the database and the terminal take: bytes that are not UTF-8 become �, control characters ?."""
    text = os.fsencode(file_name).decode("utf-8", errors="replace")
    return "".join("?" if ord(c) < 32 or 127 <= ord(c) < 160 else c for c in text)
