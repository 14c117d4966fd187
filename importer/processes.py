"""Which process holds something, and whether it still runs.

An import worker killed in the middle of a document (a deploy, an out-of-memory kill) runs no
clean-up: its temporary file stays, and the document it was importing still says "importing".
So both are named by the process that holds them, and a later process tells what a dead one left
behind from what a running one holds. A process is named by its host, its id and the moment it
started, since ids are reused and start times are not (`this_process`). Imports no Django.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import stat
import tempfile
from pathlib import Path

SCRATCH_PREFIX = "labsite-import-"  # + the user id: the folder of the importer's temporary files


def _stat_of(pid):
    """(state letter, start) of process `pid` from /proc: start is the boot's id and the clock tick it
    started at; ("", "") where /proc does not say (not Linux, or no such process)."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            fields = file.read().rpartition(")")[2].split()  # after the command name, which may hold spaces
        with open("/proc/sys/kernel/random/boot_id") as file:
            boot = file.read().strip()[:8]
        return fields[0], f"{boot}.{fields[19]}"  # fields 3 (state) and 22 (starttime) of proc(5)
    except (OSError, IndexError):
        return "", ""


def _started():
    return _stat_of(os.getpid())[1]


def this_process() -> str:
    """This process's name: "host pid start" (see is_running)."""
    return f"{socket.gethostname()} {os.getpid()} {_started()}"


def _alive(pid: int, started: str) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # another user's process: it exists
    state, now_started = _stat_of(pid)
    if state == "Z":
        return False  # ended, not yet reaped by its parent
    return now_started == started  # a different start: the id was given to another process since


def is_running(name: str) -> bool | None:
    """Whether the process `this_process()` returned as `name` still runs; None when that cannot be
    told from here (another host's process, or a name not of that form)."""
    try:
        host, pid, started = (name or "").split(" ")
        pid = int(pid)
    except ValueError:
        return None
    if host != socket.gethostname():
        return None
    return _alive(pid, started)


# --- temporary files -------------------------------------------------------------------------


def scratch_folder() -> Path | None:
    """This user's folder of the importer's temporary files, made if needed; None when the name is
    taken by something that is not a private folder of this user (another's file or link in /tmp)."""
    folder = Path(tempfile.gettempdir()) / f"{SCRATCH_PREFIX}{os.getuid()}"
    try:
        with contextlib.suppress(FileExistsError):
            folder.mkdir(mode=0o700)
        info = folder.lstat()
    except OSError:  # a temporary folder this process may not write in: tempfile says so when it is used
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        return None
    return folder


def sweep_scratch(folder: Path | None = None) -> list[Path]:
    """Remove the temporary files of processes that no longer run; returns those removed."""
    folder = folder or scratch_folder()
    if folder is None:
        return []
    removed = []
    for path in folder.iterdir():
        pid, _, rest = path.name.partition("-")
        started, separator, _ = rest.partition("-")
        if not (pid.isdigit() and separator) or _alive(int(pid), started):
            continue
        with contextlib.suppress(FileNotFoundError):  # swept by another process meanwhile
            if path.is_dir() and not path.is_symlink():  # an upload unpacked to be read (importer.bundles)
                shutil.rmtree(path)
            else:
                path.unlink()
            removed.append(path)
    return removed


@contextlib.contextmanager
def scratch_file(suffix=""):
    """A temporary file (open for writing, binary) removed when the block ends.

    It is named by this process ("pid-start-…" in scratch_folder()), so that when the process is
    killed before the end of the block, the next one to make a scratch file removes it.
    """
    folder = scratch_folder()
    if folder is not None:
        sweep_scratch(folder)
    prefix = f"{os.getpid()}-{_started()}-"
    with tempfile.NamedTemporaryFile(dir=folder, prefix=prefix if folder else SCRATCH_PREFIX, suffix=suffix) as file:
        yield file
