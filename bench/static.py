"""build_static of a generated lab, timed: the first build, a second with nothing changed, one after an edit.

    python bench/static.py [--publications 3000] [--people 100] [--seed 7] [--jobs N] [--settle SECONDS]

In a temporary folder: migrates a fresh SQLite database, generates the lab (the same
`generate_lab` as bench/load.py), then runs `manage.py build_static OUT/` three times, each
a process of its own timed from the outside (wall clock, Django's start-up included):
into an empty folder; again with nothing changed (nothing should be rendered or written);
and after one publication's title is edited (every page is rendered, only the files whose
bytes changed are written). Prints the times (wall, and the CPU seconds of all its processes,
the program's own and the kernel's) beside Hugo's and Jekyll's for the same lab on this machine
(7.4 s and 41 s), the number of files, and the machine's load average (other work on
the machine makes every figure slower).

The first build's kernel time depends on the disk as much as on the build. On ext4 without a
journal (this workplace's disks: no /proc/fs/jbd2), the kernel does not hand out again an inode
freed in the last half minute, or the last five and a half minutes while its block is unwritten:
each new file scans past every such inode of its block group. After a program deleted thousands
of files (this script's previous run, removing its own build), making the next 14,000 files costs
seconds of kernel time, whatever program makes them. `--settle 360` waits that long before the
first build, as a first build on a machine that deleted nothing lately would run; the "disk" line
says how long making empty files took just before the first build.
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import PYTHON, ROOT, lab_arguments, labsite_env, make_lab, manage  # noqa: E402

PEERS = {"Hugo": 7.4, "Jekyll": 41.0}  # seconds for the same 3,000-paper lab, measured on this machine
PROBE_FILES = 300  # empty files made (and left) to tell a disk that charges for new files from one that does not
EDIT = """
from publications.models import Publication
publication = Publication.objects.public().order_by("pk").first()
publication.title += " (revised)"
publication.save()
"""


def build(folder, out, jobs):
    command = [PYTHON, "manage.py", "build_static", str(out)] + (["--jobs", str(jobs)] if jobs else [])
    start, used = time.perf_counter(), _cpu()
    done = subprocess.run(command, cwd=ROOT, env=labsite_env(folder, False), check=True, capture_output=True, text=True)
    user, system = (after - before for after, before in zip(_cpu(), used, strict=True))
    return time.perf_counter() - start, user, system, done.stdout.strip().splitlines()[-1]


def _cpu():
    """(user, system) CPU seconds of the finished child processes (and theirs): the work, whatever else the machine runs."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime, usage.ru_stime


def probe_disk(folder):
    """Microseconds per empty file made in `folder`: a few tens where the disk hands out inodes at once,
    hundreds where it first scans past inodes freed lately. The files stay: removing them would add to that."""
    folder.mkdir()
    start = time.perf_counter()
    for number in range(PROBE_FILES):
        os.close(os.open(folder / str(number), os.O_WRONLY | os.O_CREAT, 0o644))
    return 1e6 * (time.perf_counter() - start) / PROBE_FILES


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    lab_arguments(parser)
    parser.add_argument("--jobs", type=int, default=None, help="build_static --jobs (default: one per CPU)")
    parser.add_argument(
        "--settle", type=float, default=0, help="seconds to wait before the first build (see above; 360 to be sure)"
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="labsite-static-") as name:
        folder = Path(name)
        make_lab(folder, args)
        out = folder / "site"
        print(f"Lab: {args.people} people, {args.publications} publications; {os.cpu_count()} CPUs.")
        if args.settle:
            print(f"Waiting {args.settle:.0f} s before the first build.", flush=True)
            os.sync()
            time.sleep(args.settle)
        per_file = probe_disk(folder / "probe")
        rows = []
        for label in ("first build", "nothing changed", "one title edited"):
            if label == "one title edited":
                manage(folder, "shell", "-c", EDIT)
            load = os.getloadavg()[0]
            seconds, user, system, summary = build(folder, out, args.jobs)
            rows.append((label, seconds, user, system, load, summary))
        files = sum(1 for path in out.rglob("*") if path.is_file())
        size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())

    print(f"\n{'build_static':<20}{'wall s':>8}{'user s':>8}{'sys s':>7}{'load':>6}  result")
    for label, seconds, user, system, load, summary in rows:
        print(f"{label:<20}{seconds:>8.1f}{user:>8.1f}{system:>7.1f}{load:>6.1f}  {summary.split(': ', 1)[-1]}")
    for peer, seconds in PEERS.items():
        print(f"{peer + ' (measured)':<20}{seconds:>8.1f}")
    print(f"\n{files} files, {size / 1e6:.0f} MB.")
    print(
        f"Disk: an empty file took {per_file:.0f} µs to make just before the first build"
        + (" (inodes freed lately: see --settle)." if per_file > 100 else ".")
    )


if __name__ == "__main__":
    main()
