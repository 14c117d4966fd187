"""Soak test: the site under readers, members saving and hostile imports, on gunicorn.

    python bench/soak.py [--minutes 5] [--readers 3] [--workers 3] [--entries 5000] [--import-pause 30]
                         [--database sqlite|postgres|both] [--keep]

Starts gunicorn with production settings (DJANGO_DEBUG=0, WhiteNoise, hashed static
files) on 127.0.0.1 against a throwaway SQLite database in a temporary folder and,
when LABSITE_TEST_DATABASE_URL names a PostgreSQL database, against that too (it is
emptied first: give it a scratch database). For the whole run:

- readers request a mix of public pages (home, people, a person, publications with
  filters, a publication, venues, the Atom feed, a BibTeX download);
- two members, logged in through the admin, each save their profile and one of their
  papers every second, as a browser would (the change form, its inlines and CSRF);
- `import_profiles` imports a BibTeX file of --entries entries and a 400-byte YAML alias
  bomb, and again every --import-pause seconds (the later runs find every paper again);

then prints, per minute: requests, 5xx responses (must be 0), p50 and p99 response
times, member saves done and failed, and the gunicorn workers' total RSS. Every loop
is bounded by the deadline and talks only to 127.0.0.1. Exits 1 on any 5xx or failed save.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from soak_load import Stats, importer, member, reader, uploader
from soak_site import PYTHON, ROOT, free_port, set_up_site, site_env, start_gunicorn, worker_rss_mb


def soak(label, database_url, args):
    folder = Path(tempfile.mkdtemp(prefix="labsite-soak-"))
    try:
        port = free_port()
        env = site_env(folder, database_url.format(folder=folder), port)
        print(f"== {label}: setting up in {folder}", flush=True)
        facts = set_up_site(env, folder, args.entries)
        log = (folder / "gunicorn.log").open("w")
        server, base = start_gunicorn(env, args.workers, log)
        worker = subprocess.Popen(
            [PYTHON, str(ROOT / "manage.py"), "db_worker", "--no-reload", "--interval", "1"],
            env=env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            started = time.monotonic()
            deadline = started + args.minutes * 60
            stats = Stats(started, args.minutes)
            threads = [
                threading.Thread(target=reader, args=(base, facts, stats, deadline, n, args.list_view))
                for n in range(args.readers)
            ]
            threads += [
                threading.Thread(target=member, args=(base, who, stats, deadline, n))
                for n, who in enumerate(facts["members"])
            ]
            threads.append(threading.Thread(target=importer, args=(env, folder, stats, deadline, args.import_pause)))
            threads.append(threading.Thread(target=uploader, args=(base, folder, stats, deadline)))
            for thread in threads:
                thread.daemon = True
                thread.start()
            while time.monotonic() < deadline:
                time.sleep(min(5, max(0, deadline - time.monotonic())))
                stats.rss.setdefault(stats.minute(), []).append(worker_rss_mb(server.pid))
            for thread in threads:
                thread.join(timeout=120)
        finally:
            for process in (server, worker):
                process.terminate()
                try:
                    process.wait(timeout=30)
                except subprocess.TimeoutExpired:  # a task still running: the run is over anyway
                    process.kill()
                    process.wait(timeout=30)
            log.close()
        return report(label, stats, folder)
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)


def report(label, stats, folder):
    print(f"\n{label}: per minute")
    print(
        f"{'minute':>6} {'requests':>9} {'5xx':>5} {'other':>6} {'p50 ms':>8} {'p99 ms':>8} {'saves':>6} {'failed':>7} {'RSS MB':>8}"
    )
    total = errors = failed = 0
    for minute in sorted(stats.times):
        times = sorted(stats.times[minute])
        p50 = statistics.median(times)
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        rss = max(stats.rss.get(minute, [0]))
        print(
            f"{minute + 1:>6} {len(times):>9} {stats.errors[minute]:>5} {stats.other[minute]:>6} {p50:>8.1f} {p99:>8.1f} "
            f"{stats.saves[minute]:>6} {stats.failed_saves[minute]:>7} {rss:>8.0f}"
        )
        total += len(times)
        errors += stats.errors[minute]
        failed += stats.failed_saves[minute]
    print(f"total: {total} requests, {errors} 5xx, {failed} failed saves")
    for note in stats.notes:
        print("  " + note)
    server_log = (folder / "gunicorn.log").read_text(errors="replace")
    tracebacks = server_log.count("Traceback")
    server_errors = server_log.count("ERROR django.request")
    print(
        f"  gunicorn log: {len(server_log.splitlines())} lines, {server_errors} server errors, {tracebacks} tracebacks"
    )
    timed_lines = re.findall(r"labsite\.requests (\S+ \S+) (\d+) (\d+)ms", server_log)
    slowest = sorted(timed_lines, key=lambda t: -int(t[2]))[:5]
    print("  slowest in Django: " + "; ".join(f"{what} {status} {ms} ms" for what, status, ms in slowest))
    return errors == 0 and failed == 0 and server_errors == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=float(os.environ.get("SOAK_MINUTES", "5")))
    parser.add_argument("--readers", type=int, default=3)
    parser.add_argument("--import-pause", type=float, default=30, help="Seconds between import runs.")
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--entries", type=int, default=5000)
    parser.add_argument("--database", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument(
        "--list-view",
        action="store_true",
        help="Readers also ask for /publications/?view=list (every paper on one page).",
    )
    parser.add_argument("--keep", action="store_true", help="Keep the temporary folder (database, logs).")
    args = parser.parse_args()
    runs = []
    if args.database in ("sqlite", "both"):
        runs.append(("SQLite", "sqlite:///{folder}/soak.sqlite3"))
    postgres = os.environ.get("LABSITE_TEST_DATABASE_URL", "")
    if args.database in ("postgres", "both"):
        if postgres.startswith("postgres"):
            runs.append(("PostgreSQL", postgres))
        else:
            print("PostgreSQL run skipped: set LABSITE_TEST_DATABASE_URL=postgres://... (a scratch database)")
    ok = all([soak(label, url, args) for label, url in runs])
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
