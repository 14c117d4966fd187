"""A zip uploaded to import (a saved site folder, a folder of CVs or BibTeX files), unpacked safely.

A zip is read by its listing first (`check_archive`): a member whose path would leave the folder
it is unpacked into (`../`, an absolute path, a drive letter, a link), or an archive of too many
files or too many bytes, refuses the whole archive, naming the member, before anything of it is
read. Unpacking (`unpack_archive`) counts the bytes each member really gives, not the sizes its
listing claims, so a lying listing cannot unpack more than the limits. A member that cannot be
read (damaged, encrypted) or is bigger than a document may be is left out and named; the others
are unpacked. Several files uploaded at once are packed into one zip (`pack_files`), so that an
upload is always one kept document, read the same way.

Imports no Django: the limits are given by the caller (importer.bundles).
"""

from __future__ import annotations

import io
import shutil
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

MAX_MEMBERS = 2000  # files one archive may hold: a lab's site is a few hundred
UNPACKED_FACTOR = 20  # an archive unpacks to at most this many times the biggest document allowed
PACKED_FACTOR = 10  # an uploaded archive is at most this many times the biggest document allowed
CHUNK = 64 * 1024
BUNDLE = "zip"  # the format of a kept upload of several files or of a zip (importer.bundles)

# Office, OpenDocument and Apple files are zips too: they are documents, read whole (importer.parsers.containers).
_DOCUMENT_MARKERS = ("[Content_Types].xml", "mimetype", "Index/Document.iwa")
_LEFT_OUT_FOLDERS = ("__MACOSX",)  # the resource forks macOS adds to a zip it makes


class ArchiveRefused(Exception):
    """The archive as a whole is not read; the message names the member and why."""


@dataclass
class Unpacked:
    """An unpacked archive: the folder its files are in, and the members left out, with why."""

    folder: Path
    files: list[str] = field(default_factory=list)
    left_out: dict[str, str] = field(default_factory=dict)  # member name -> why it was not unpacked


def is_archive(file) -> bool:
    """Whether `file` (a path or a binary file object) is a zip of files to import, not a zip-based document."""
    try:
        if not zipfile.is_zipfile(file):
            return False
        with zipfile.ZipFile(file) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return False
    finally:
        if hasattr(file, "seek"):
            file.seek(0)
    return not any(marker in names for marker in _DOCUMENT_MARKERS)


def check_archive(file, *, max_bytes: int) -> list[zipfile.ZipInfo]:
    """The members to unpack, from the archive's listing; raises ArchiveRefused naming what is refused.

    `max_bytes`: the biggest document the importer reads (a member is at most that; the archive
    unpacks to at most UNPACKED_FACTOR times it). A member over it is not refused here: it is
    left out when unpacking, and named.
    """
    try:
        with zipfile.ZipFile(file) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError, ValueError, EOFError) as err:
        raise ArchiveRefused(f"the zip archive cannot be opened ({err}); is it damaged?") from None
    finally:
        if hasattr(file, "seek"):
            file.seek(0)
    members, total, seen = [], 0, set()
    limit = UNPACKED_FACTOR * max_bytes
    for info in infos:
        name = member_path(info)
        if name is None:
            continue  # a folder, or macOS's or a hidden file: nothing to import
        if name in seen:
            raise ArchiveRefused(f"{info.filename}: the archive holds two files of this name")
        seen.add(name)
        members.append(info)
        if len(members) > MAX_MEMBERS:
            raise ArchiveRefused(f"{info.filename}: the archive holds more than {MAX_MEMBERS:,} files (the limit)")
        if info.file_size <= max_bytes:  # a bigger member is left out when unpacking, so not counted
            total += info.file_size
        if total > limit:
            raise ArchiveRefused(
                f"{info.filename}: the archive unpacks to more than {limit:,} bytes (the limit) from this file on"
            )
    if not members:
        raise ArchiveRefused("the zip archive holds no file to import")
    return members


def member_path(info: zipfile.ZipInfo) -> str | None:
    """The member's path in the folder it is unpacked into; None for one that is skipped quietly.

    Raises ArchiveRefused for a path that would leave that folder, and for a link.
    """
    raw = info.filename
    name = raw.replace("\\", "/")  # zips made on Windows may use its separator
    parts = PurePosixPath(name).parts
    if name.startswith("/") or (parts and len(parts[0]) == 2 and parts[0][1] == ":") or ".." in parts:
        raise ArchiveRefused(f"{raw}: a path outside the archive's folder; the archive is not read")
    if stat.S_ISLNK(info.external_attr >> 16):
        raise ArchiveRefused(f"{raw}: a link, which is not followed; the archive is not read")
    if info.is_dir() or name.endswith("/"):
        return None
    if any(part.startswith(".") or part in _LEFT_OUT_FOLDERS for part in parts):
        return None
    return "/".join(part for part in parts if part not in ("", "."))


def unpack_archive(file, folder: Path, *, max_bytes: int) -> Unpacked:
    """Unpack the members `check_archive` lists into `folder` (which must exist); raises ArchiveRefused.

    A member bigger than `max_bytes`, or one that cannot be read, is left out and named in the result.
    """
    members = check_archive(file, max_bytes=max_bytes)
    unpacked = Unpacked(folder=folder)
    root = folder.resolve()
    budget = UNPACKED_FACTOR * max_bytes
    with zipfile.ZipFile(file) as archive:
        for info in members:
            name = member_path(info)
            target = (root / name).resolve()
            if not target.is_relative_to(root):  # member_path refuses these: this is the last guard
                raise ArchiveRefused(f"{info.filename}: a path outside the archive's folder; the archive is not read")
            if info.file_size > max_bytes:
                unpacked.left_out[name] = f"the file is {info.file_size:,} bytes; the limit is {max_bytes:,} bytes"
                continue
            try:
                written = _unpack_member(archive, info, target, min(max_bytes, budget))
            except _TooBig:
                target.unlink(missing_ok=True)
                if budget <= max_bytes:
                    raise ArchiveRefused(
                        f"{info.filename}: the archive unpacks to more than {UNPACKED_FACTOR * max_bytes:,} bytes "
                        "(the limit) from this file on"
                    ) from None
                unpacked.left_out[name] = f"the file unpacks to more than {max_bytes:,} bytes (the limit)"
                continue
            except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, EOFError, ValueError) as err:
                target.unlink(missing_ok=True)
                unpacked.left_out[name] = f"cannot be read from the archive ({_reason(err)})"
                continue
            budget -= written
            unpacked.files.append(name)
    return unpacked


class _TooBig(Exception):
    pass


def _unpack_member(archive, info, target, limit):
    """Copy one member to `target`, at most `limit` bytes (past it: _TooBig); returns the bytes written."""
    if info.flag_bits & 0x1:
        raise RuntimeError("it is encrypted")
    target.parent.mkdir(parents=True, exist_ok=True)
    written = 0
    with archive.open(info) as member, open(target, "xb") as out:
        while chunk := member.read(CHUNK):
            written += len(chunk)
            if written > limit:
                raise _TooBig
            out.write(chunk)
    return written


def _reason(err):
    text = str(err) or type(err).__name__
    return text if len(text) < 120 else text[:119] + "…"


def pack_files(files, out) -> list[str]:
    """Write `files` ((name, binary file object) pairs) into the zip `out`, the same bytes for the same files.

    Each is written under its own name (a name given twice gets " (2)"); returns the names used.
    A fixed date, and the files in order of name, make the archive's bytes (and so its hash) depend
    on the files only: the same files uploaded again are told to be the same upload.
    """
    used, named = set(), []
    for name, file in files:
        stem, dot, ext = name.rpartition(".")
        base, count = name, 1
        while name in used:
            count += 1
            name = f"{stem} ({count}).{ext}" if dot and stem else f"{base} ({count})"
        used.add(name)
        named.append((name, file))
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, file in sorted(named, key=lambda pair: pair[0]):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with archive.open(info, "w") as member:
                file.seek(0)
                shutil.copyfileobj(file, member, CHUNK)
    return sorted(name for name, _ in named)


def listing(file) -> str:
    """The archive's files, one a line, with their sizes: what the admin shows as an upload's text."""
    if isinstance(file, (bytes, bytearray)):
        file = io.BytesIO(file)
    try:
        with zipfile.ZipFile(file) as archive:
            infos = [info for info in archive.infolist() if not info.is_dir()]
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return ""
    lines = [f"{info.filename} ({info.file_size:,} bytes)" for info in infos[:MAX_MEMBERS]]
    return "\n".join(lines + ([f"… and {len(infos) - MAX_MEMBERS:,} more"] if len(infos) > MAX_MEMBERS else []))
