"""Requests a second under load: gunicorn with production settings, wrk, a 3,000-paper lab.

    python bench/load.py [--publications 3000] [--people 100] [--duration 10] [--peer-python PATH] [--generated]

In a temporary folder: migrates a SQLite database, generates the lab and loads its papers the way
a lab does, with `import_profiles` of their BibTeX (--generated: keeps the generator's rows), then for each
public page runs `wrk -t2 -c8` against gunicorn (2 sync workers, DJANGO_DEBUG=0; --threads N for more) with
the page cache off (cold: every request rendered), then on (warm), and against
WhiteNoise serving the same HTML as a static file. With --peer-python (the python of a
virtualenv holding django-publications 1.2.0, never a labsite dependency) the same lab
is imported into django-publications through its BibTeX import and its year, author
and detail pages are measured in the same run. Prints req/s, p50 and p99 per page.
Needs wrk (Debian: apt-get install wrk). Targets: see the end of the output.
"""

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def labsite_env(folder, page_cache):
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "labsite.settings",
        "DATABASE_URL": f"sqlite:///{folder / 'bench.sqlite3'}",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "bench-only-not-secret-" + "x" * 40,
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LABSITE_PLAIN_STATIC": "1",
        "MEDIA_ROOT": str(folder / "media"),
        "LABSITE_PAGE_CACHE": "1" if page_cache else "0",
        "LABSITE_VERSION_FILE": str(folder / "site-version"),
        "LOG_LEVEL": "ERROR",
    }


def manage(folder, *args):
    subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=labsite_env(folder, False), check=True, stdout=subprocess.PIPE
    )


def lab_arguments(parser):
    """--people, --publications, --seed: the generated lab every bench/ script measures."""
    parser.add_argument("--people", type=int, default=100)
    parser.add_argument("--publications", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)


def make_lab(folder, args):
    """A migrated SQLite database in `folder` holding the generated lab of `args`; returns the seconds
    the generation took."""
    manage(folder, "migrate", "--noinput", "-v", "0")
    start = time.perf_counter()
    manage(
        folder, "generate_lab", "--people", str(args.people), "--publications", str(args.publications),
        "--seed", str(args.seed),
    )  # fmt: skip
    return time.perf_counter() - start


LAB_BIBTEX = """
import sys, django
django.setup()
from publications.formats import stream
from publications.models import Publication, Venue
with open(sys.argv[1], "w", encoding="utf-8") as out:
    out.writelines(stream(Publication.objects.order_by("pk"), "bib"))
Publication.objects.all().delete()
Venue.objects.recount()
"""


def load_by_import(folder):
    """The generated lab's papers written out as one BibTeX file, removed, and imported from it with
    import_profiles, as a lab moving to labsite loads them; returns the seconds the import took."""
    bib = folder / "lab.bib"
    subprocess.run([PYTHON, "-c", LAB_BIBTEX, str(bib)], cwd=ROOT, env=labsite_env(folder, False), check=True)
    start = time.perf_counter()
    manage(folder, "import_profiles", str(bib))
    return time.perf_counter() - start


def serve(command, env, cwd, port):
    process = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    for _ in range(200):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process
        except OSError:
            time.sleep(0.1)
    stop(process)
    raise SystemExit(f"server on port {port} did not start: {' '.join(command)}")


def stop(process):
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=20)


def gunicorn(python, module, env, cwd, port, args):
    """gunicorn serving `module` with the bench's workers and threads, whatever a gunicorn.conf.py in
    `cwd` says (labsite's own sets 2 threads): every server of a run is set up alike."""
    gunicorn_bin = str(Path(python).parent / "gunicorn")
    command = [gunicorn_bin, "-c", "/dev/null", "-w", str(args.workers), "--threads", str(args.threads)]
    command += ["-b", f"127.0.0.1:{port}", "--log-level", "error", module]
    return serve(command, env, cwd, port)


def fetch(url):
    request = urllib.request.Request(url, headers={"X-Forwarded-Proto": "https"})
    with urllib.request.urlopen(request) as response:
        return response.read()


_UNIT = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def wrk(url, duration, threads=2, connections=8):
    out = subprocess.run(
        [
            "wrk",
            f"-t{threads}",
            f"-c{connections}",
            f"-d{duration}s",
            "--latency",
            "-H",
            "X-Forwarded-Proto: https",
            url,
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))

    def percentile(p):
        match = re.search(rf"^\s+{p}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M)
        return float(match.group(1)) * _UNIT[match.group(2)] if match else float("nan")

    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {"rps": rate, "p50": percentile(50), "p99": percentile(99), "errors": int(errors.group(1)) if errors else 0}


def pick_pages(folder):
    """The pages measured, as addresses on the generated lab."""
    script = textwrap.dedent(
        """
        import json, django
        django.setup()
        from django.db.models import Count
        from people.models import Person
        from publications.models import Publication
        people = Person.objects.public().annotate(n=Count("authorships")).order_by("pk")
        member = min(people, key=lambda p: abs(p.n - 160))
        paper = Publication.objects.public().order_by("pk")[len(Publication.objects.all()) // 2]
        print(json.dumps({"member": member.get_absolute_url(), "papers": member.n,
                          "detail": paper.get_absolute_url()}))
        """
    )
    out = subprocess.run(
        [PYTHON, "-c", script], cwd=ROOT, env=labsite_env(folder, False), check=True, capture_output=True, text=True
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    return found, [
        ("year list", "/publications/?view=list&year=2020"),
        (f"member page ({found['papers']} papers)", found["member"]),
        ("/publications/", "/publications/"),
        ("detail page", found["detail"]),
        ("whole list as BibTeX", "/publications.bib"),
        ("home", "/"),
        ("venues", "/venues/"),
        ("sitemap page", "/sitemap-publications.xml"),
    ]


WHITENOISE_APP = """
from whitenoise import WhiteNoise

def not_found(environ, start_response):
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"not found"]

application = WhiteNoise(not_found, root={root!r}, index_file=True, autorefresh=False)
"""


def static_copies(folder, base, pages):
    """Each page's HTML saved as a file, and the address WhiteNoise serves it at."""
    root = folder / "static-copy"
    addresses = {}
    for index, (_label, path) in enumerate(pages):
        name = f"page{index}.html"
        (root).mkdir(exist_ok=True)
        (root / name).write_bytes(fetch(base + path))
        addresses[path] = "/" + name
    (folder / "static_app.py").write_text(WHITENOISE_APP.format(root=str(root)))
    return addresses


def run_peer(args, folder, bibtex, duration):
    """django-publications 1.2.0 in its own virtualenv: import the same lab, measure three pages."""
    project = folder / "peer"
    project.mkdir()
    shutil.copy(Path(__file__).with_name("peer_site.py"), project / "peer_site.py")
    (project / "lab.bib").write_bytes(bibtex)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "peer_site", "PEER_DB": str(project / "peer.sqlite3")}
    out = subprocess.run(
        [args.peer_python, "peer_site.py", "import", "lab.bib"], cwd=project, env=env, capture_output=True, text=True
    )
    if out.returncode != 0:
        print(f"peer: the import failed:\n{out.stderr[-2000:]}")
        return None
    info = json.loads(out.stdout.strip().splitlines()[-1])
    port = free_port()
    process = gunicorn(args.peer_python, "peer_site:application", env, project, port, args)
    try:
        base = f"http://127.0.0.1:{port}"
        results = {}
        for label, path in (
            ("year page", "/publications/year/2020/"),
            ("author page", info["author"]),
            ("detail page", info["detail"]),
            ("whole list as BibTeX", "/publications/?bibtex"),
        ):
            fetch(base + path)
            results[label] = (path, wrk(base + path, duration))
        return info, results
    finally:
        stop(process)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    lab_arguments(parser)
    parser.add_argument("--duration", type=int, default=10, help="Seconds of wrk per page and mode.")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=1, help="Threads per worker; 1: sync workers.")
    parser.add_argument("--peer-python", help="python of a virtualenv with django-publications==1.2.0")
    parser.add_argument("--generated", action="store_true", help="Measure the generator's rows, not imported ones.")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("wrk is not installed (Debian: apt-get install wrk).")

    with tempfile.TemporaryDirectory(prefix="labsite-load-") as name:
        folder = Path(name)
        generated = make_lab(folder, args)
        loaded = "" if args.generated else f", imported from its BibTeX in {load_by_import(folder):.1f} s"
        print(
            f"Lab: {args.people} people, {args.publications} publications "
            f"(generated in {generated:.1f} s{loaded}); load average {os.getloadavg()[0]:.1f}."
        )
        found, pages = pick_pages(folder)
        rows = {label: {} for label, _ in pages}

        for mode, cached in (("cold", False), ("warm", True)):
            port = free_port()
            process = gunicorn(PYTHON, "labsite.wsgi", labsite_env(folder, cached), ROOT, port, args)
            try:
                base = f"http://127.0.0.1:{port}"
                if mode == "warm":
                    copies = static_copies(folder, base, pages)
                for label, path in pages:
                    fetch(base + path)  # warm-up (and, warm, fills the cache)
                    rows[label][mode] = wrk(base + path, args.duration)
            finally:
                stop(process)

        port = free_port()
        process = gunicorn(
            PYTHON, "static_app:application", {**os.environ, "PYTHONPATH": str(folder)}, folder, port, args
        )
        try:
            for label, path in pages:
                rows[label]["static"] = wrk(f"http://127.0.0.1:{port}{copies[path]}", args.duration)
        finally:
            stop(process)

        peer = None
        if args.peer_python:
            bibtex = subprocess.run(
                [
                    PYTHON,
                    "-c",
                    "import django; django.setup(); from django.test import Client; "
                    "import sys; sys.stdout.buffer.write(Client(HTTP_HOST='localhost', HTTP_X_FORWARDED_PROTO='https').get('/publications.bib').getvalue())",
                ],
                cwd=ROOT,
                env=labsite_env(folder, False),
                capture_output=True,
                check=True,
            ).stdout
            peer = run_peer(args, folder, bibtex, args.duration)

    workers = "sync workers" if args.threads == 1 else f"workers of {args.threads} threads"
    print(f"\nwrk -t2 -c8 -d{args.duration}s, gunicorn {args.workers} {workers}; req/s, p50 / p99 in ms")
    print(
        f"{'page':<34} {'cold req/s':>10} {'p50':>7} {'p99':>7} {'warm req/s':>10} {'p50':>6} {'p99':>6} "
        f"{'static req/s':>12} {'p50':>6} {'p99':>6} {'warm/static':>11}"
    )
    for label, _path in pages:
        cold, warm, static = rows[label]["cold"], rows[label]["warm"], rows[label]["static"]
        print(
            f"{label:<34} {cold['rps']:>10.1f} {cold['p50']:>7.1f} {cold['p99']:>7.1f} {warm['rps']:>10.1f} "
            f"{warm['p50']:>6.2f} {warm['p99']:>6.2f} {static['rps']:>12.1f} {static['p50']:>6.2f} {static['p99']:>6.2f} "
            f"{warm['rps'] / static['rps']:>10.0%}"
        )
        if cold["errors"] or warm["errors"]:
            print(f"  ({cold['errors']} + {warm['errors']} non-2xx answers)")
    if peer:
        info, results = peer
        print(
            f"\ndjango-publications 1.2.0, the same lab imported from labsite's BibTeX in {info['import_seconds']:.1f} s "
            f"({info['count']} publications):"
        )
        for label, (path, result) in results.items():
            print(f"{label:<34} {result['rps']:>10.1f} {result['p50']:>7.1f} {result['p99']:>7.1f}   {path}")
    print(
        "\nTargets: cold year list, member page and /publications/ >= 5x the peer's year and author pages;"
        " detail >= the peer's; the whole list as BibTeX cold >= the peer's and under 200 ms; warm >= 50% of static,"
        " p99 under 20 ms."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
