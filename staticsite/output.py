"""The folder a build writes, replaced whole: a visitor of OUT/ sees the previous build or the new one,
never a mix, and a build that fails leaves the previous one as it was.

The new site is written into a folder beside OUT/ (the same disk, so renaming it is instant), then
swapped in. A file whose bytes are those of the previous build is a hard link to it, not a copy:
the same file, with its modification time, so a server or a sync tool sees it unchanged. Files in
OUT/ that no build wrote (a CNAME, a .git folder, .nojekyll) are carried over the same way.
"""

import glob
import os
import shutil
from pathlib import Path


class OutputError(Exception):
    """OUT/ cannot be replaced; the message names the folder and why."""


class Staging:
    """A folder beside `out` to write the new site into; `swap()` puts it in place of `out`."""

    def __init__(self, out):
        out = Path(out)
        self.out = out.resolve() if out.is_symlink() else out  # the folder a link names is the one replaced
        self.folder = self.out.parent / f".{self.out.name}.building-{os.getpid()}"
        self._folders = set()  # the folders of the staging folder made so far (by this process)

    def __enter__(self):
        self._remove_leftovers()
        try:
            self.folder.mkdir(parents=True)
        except OSError as err:
            raise OutputError(f"{self.folder}: cannot make the folder to build {self.out} in ({err}).") from err
        return self

    def __exit__(self, kind, error, traceback):
        shutil.rmtree(self.folder, ignore_errors=True)  # nothing left once swapped, or on a failure
        return False

    def _remove_leftovers(self):
        """Remove what builds that were killed (their process gone) left beside OUT/: their staging
        folders and the previous builds they were retiring. A build still running keeps its own."""
        for kind in ("building", "previous"):
            for folder in self.out.parent.glob(f".{glob.escape(self.out.name)}.{kind}-*"):
                pid = folder.name.rpartition("-")[2]
                if pid.isdigit() and (int(pid) == os.getpid() or not _running(int(pid))):
                    shutil.rmtree(folder, ignore_errors=True)

    def write(self, relative, body):
        """Put `body` at `relative`; True when written, False when the previous build's file had those bytes."""
        target = self.folder / relative
        if target.parent not in self._folders:
            target.parent.mkdir(parents=True, exist_ok=True)
            self._folders.add(target.parent)
        previous = self.out / relative
        try:
            if previous.stat().st_size == len(body) and previous.read_bytes() == body:
                _link(previous, target)
                return False
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            pass
        # Never written through: a file already here may be a link to the previous build's, still served.
        target.unlink(missing_ok=True)
        target.write_bytes(body)
        return True

    def carry_over(self, previous_files, skip):
        """Link into the new site the files of OUT/ that no build wrote (not in `previous_files`)
        and that the new site does not hold (`skip`)."""
        if not self.out.is_dir():
            return
        # A folder of the previous build is made again only for a file kept in it; any other is kept,
        # empty or not (an empty folder may matter to its owner: a .git folder's).
        build_folders = {parent.as_posix() for name in previous_files for parent in Path(name).parents}
        for directory, folders, names in os.walk(self.out):
            here = Path(directory)
            relative_folder = here.relative_to(self.out)
            if relative_folder.as_posix() not in build_folders:
                (self.folder / relative_folder).mkdir(parents=True, exist_ok=True)
            linked_folders = [name for name in folders if (here / name).is_symlink()]
            folders[:] = [name for name in folders if name not in linked_folders]
            for name in names + linked_folders:
                relative = (relative_folder / name).as_posix()
                target = self.folder / relative
                if relative in previous_files or relative in skip or os.path.lexists(target):
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                if (here / name).is_symlink():
                    target.symlink_to(os.readlink(here / name))
                else:
                    _link(here / name, target)

    def swap(self):
        """Put the staging folder in place of OUT/ (OUT/ is the previous build until the last rename)."""
        retired = self.out.parent / f".{self.out.name}.previous-{os.getpid()}"
        shutil.rmtree(retired, ignore_errors=True)
        had_previous = self.out.exists()
        try:
            if had_previous:
                self.out.rename(retired)
            self.folder.rename(self.out)
        except OSError as err:
            if had_previous and not self.out.exists():
                retired.rename(self.out)
            raise OutputError(f"{self.out}: could not put the new build in its place ({err}).") from err
        shutil.rmtree(retired, ignore_errors=True)


def _running(pid):
    """Whether a process `pid` exists (one of another user's counts: it may be a build)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _link(source, target):
    """`target` as the same file as `source`; a copy where the disk has no hard links."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)
