"""build_static of a generated lab, timed: the first build, a second with nothing changed, one after an edit.

    python bench/static.py [--publications 3000] [--people 100] [--seed 7] [--jobs N]

In a temporary folder: migrates a fresh SQLite database, generates the lab (the same
`generate_lab` as bench/load.py), then runs `manage.py build_static OUT/` three times, each
a process of its own timed from the outside (wall clock, Django's start-up included):
into an empty folder; again with nothing changed (nothing should be rendered or written);
and after one publication's title is edited (every page is rendered, only the files whose
bytes changed are written). Prints the times (wall, and the CPU seconds of all its processes)
beside Hugo's and Jekyll's for the same lab on
this machine (issue 13: 7.4 s and 41 s), the number of files, and the machine's load average
(other work on the machine makes every figure slower).
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

PEERS = {"Hugo": 7.4, "Jekyll": 41.0}  # seconds for the same 3,000-paper lab, measured on this machine (issue 13)
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
    return time.perf_counter() - start, _cpu() - used, done.stdout.strip().splitlines()[-1]


def _cpu():
    """CPU seconds of the finished child processes (and theirs): the work, whatever else the machine runs."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    lab_arguments(parser)
    parser.add_argument("--jobs", type=int, default=None, help="build_static --jobs (default: one per CPU)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="labsite-static-") as name:
        folder = Path(name)
        make_lab(folder, args)
        out = folder / "site"
        print(f"Lab: {args.people} people, {args.publications} publications; {os.cpu_count()} CPUs.")
        rows = []
        for label in ("first build", "nothing changed", "one title edited"):
            if label == "one title edited":
                manage(folder, "shell", "-c", EDIT)
            load = os.getloadavg()[0]
            seconds, cpu, summary = build(folder, out, args.jobs)
            rows.append((label, seconds, cpu, load, summary))
        files = sum(1 for path in out.rglob("*") if path.is_file())
        size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())

    print(f"\n{'build_static':<20}{'wall s':>8}{'CPU s':>8}{'load':>6}  result")
    for label, seconds, cpu, load, summary in rows:
        print(f"{label:<20}{seconds:>8.1f}{cpu:>8.1f}{load:>6.1f}  {summary.split(': ', 1)[-1]}")
    for peer, seconds in PEERS.items():
        print(f"{peer + ' (issue 13)':<20}{seconds:>8.1f}")
    print(f"\n{files} files, {size / 1e6:.0f} MB. Target: the first build under Hugo's {PEERS['Hugo']} s.")


if __name__ == "__main__":
    main()
