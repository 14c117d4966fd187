"""Lighthouse's performance figures of every kind of public page, on a phone and on a desktop.

    python bench/lighthouse.py [--runs 3] [--lighthouse PATH] [--chromium /usr/bin/chromium] [--url URL]

Lighthouse is not a dependency of the site: install it anywhere, e.g.
`npm install --prefix /tmp/lighthouse lighthouse@12.8` (Node 20), and pass
`--lighthouse /tmp/lighthouse/node_modules/.bin/lighthouse` (or have `lighthouse` on PATH).

Without --url, in a temporary folder: a SQLite database, the demo lab (`generate_lab --people 14
--publications 80 --seed 7`, then `demo_content`: portraits, group photo, projects), its static
files collected as in production (hashed, compressed), served by gunicorn with DJANGO_DEBUG=0
and the page cache on, each page requested once first (warm). With --url, that site's pages
(its home, /people/, /publications/, /research/ and the first member and publication they link to).

Each page is measured --runs times with Lighthouse's mobile defaults (a mid-range phone,
simulated slow 4G, 4x CPU slowdown) and with `--preset=desktop`; the table gives the median
of each figure. Targets: every page 95 or more on mobile, CLS at most 0.05 and LCP
at most 1.5 s. Exits 1 when a page misses one.
"""

import argparse
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
TARGETS = {"score": 95, "cls": 0.05, "lcp_ms": 1500}
# Lighthouse now and then loses a page load's trace ("NO_NAVSTART"): such a run is made again.
ATTEMPTS = 3
# A bench-only settings module: production settings, static files collected into the bench's folder.
BENCH_SETTINGS = """
from labsite.settings import *  # noqa: F403

STATIC_ROOT = {static_root!r}
"""


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def site_env(folder):
    return {
        **os.environ,
        "PYTHONPATH": f"{folder}{os.pathsep}{ROOT}",
        "DJANGO_SETTINGS_MODULE": "bench_lighthouse_settings",
        "DATABASE_URL": f"sqlite:///{folder / 'bench.sqlite3'}",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "bench-only-not-secret-" + "x" * 40,
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DJANGO_SECURE_COOKIES": "0",
        "DJANGO_HSTS_SECONDS": "0",
        "LABSITE_SERVE_MEDIA": "1",
        "MEDIA_ROOT": str(folder / "media"),
        "LABSITE_PAGE_CACHE": "1",
        "LABSITE_VERSION_FILE": str(folder / "site-version"),
        "LOG_LEVEL": "ERROR",
    }


def manage(folder, *args):
    subprocess.run([PYTHON, "manage.py", *args], cwd=ROOT, env=site_env(folder), check=True, stdout=subprocess.DEVNULL)


def make_demo(folder):
    (folder / "bench_lighthouse_settings.py").write_text(BENCH_SETTINGS.format(static_root=str(folder / "static")))
    manage(folder, "migrate", "--noinput", "-v", "0")
    manage(folder, "generate_lab", "--people", "14", "--publications", "80", "--seed", "7")
    manage(folder, "demo_content")
    manage(folder, "collectstatic", "--noinput", "-v", "0")


def serve(folder, port):
    command = [str(Path(PYTHON).parent / "gunicorn"), "-c", str(ROOT / "gunicorn.conf.py"), "-w", "2"]
    command += ["-b", f"127.0.0.1:{port}", "labsite.wsgi"]
    process = subprocess.Popen(
        command, cwd=ROOT, env=site_env(folder), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    for _ in range(200):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process
        except OSError:
            time.sleep(0.1)
    stop(process)
    raise SystemExit(f"gunicorn did not start on port {port}")


def stop(process):
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=20)


def fetch(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read().decode("utf-8", errors="replace")


def first_link(html, pattern):
    match = re.search(rf'href="({pattern})"', html)
    return match.group(1) if match else None


def pick_pages(base):
    """(page type, address) of every kind of public page, found by following the site's own links."""
    people = fetch(f"{base}/people/")
    publications = fetch(f"{base}/publications/")
    research = fetch(f"{base}/research/")
    pages = [("home", "/"), ("people", "/people/")]
    member = first_link(people, r"/people/[a-z0-9-]+/")
    if member:
        pages.append(("member page", member))
    pages.append(("publications", "/publications/"))
    publication = first_link(publications, r"/publications/[a-z0-9-]+/")
    if publication:
        pages.append(("a publication", publication))
    pages.append(("research", "/research/"))
    project = first_link(research, r"/research/[a-z0-9-]+/")
    if project:
        pages.append(("a project", project))
    return pages


def lighthouse(binary, chromium, url, desktop):
    command = [
        binary, url, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ]  # fmt: skip
    if desktop:
        command.append("--preset=desktop")
    for _attempt in range(ATTEMPTS):
        out = subprocess.run(
            command, env={**os.environ, "CHROME_PATH": chromium}, capture_output=True, text=True, timeout=300
        )
        if out.returncode == 0:
            break
    else:
        raise SystemExit(f"lighthouse failed {ATTEMPTS} times on {url}:\n{out.stderr[-2000:]}")
    report = json.loads(out.stdout)
    audits = report["audits"]
    return {
        "score": round(report["categories"]["performance"]["score"] * 100),
        "lcp_ms": audits["largest-contentful-paint"]["numericValue"],
        "cls": audits["cumulative-layout-shift"]["numericValue"],
        "tbt_ms": audits["total-blocking-time"]["numericValue"],
        "kib": audits["total-byte-weight"]["numericValue"] / 1024,
    }


def median_of(runs):
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def measure(args, base):
    pages = pick_pages(base)
    for _name, path in pages:  # warm: every page in the page cache
        fetch(base + path)
    rows, missed = [], []
    for name, path in pages:
        for form in ("mobile", "desktop"):
            runs = [
                lighthouse(args.lighthouse, args.chromium, base + path, form == "desktop") for _ in range(args.runs)
            ]
            figures = median_of(runs)
            rows.append((name, form, figures))
            print(f"  {name} ({form}): {figures['score']:.0f}", file=sys.stderr, flush=True)
            if form == "mobile" and (
                figures["score"] < TARGETS["score"]
                or figures["cls"] > TARGETS["cls"]
                or figures["lcp_ms"] > TARGETS["lcp_ms"]
            ):
                missed.append(name)
    return rows, missed


def print_table(rows, runs):
    print(f"\nLighthouse performance, median of {runs} run{'s' if runs != 1 else ''}")
    print("| page | form | score | LCP | CLS | TBT | bytes |")
    print("|---|---|---|---|---|---|---|")
    for name, form, f in rows:
        print(
            f"| {name} | {form} | {f['score']:.0f} | {f['lcp_ms'] / 1000:.1f} s | {f['cls']:.3f} "
            f"| {f['tbt_ms']:.0f} ms | {f['kib']:.0f} KiB |"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="Lighthouse runs per page and form factor (median).")
    parser.add_argument("--lighthouse", default=shutil.which("lighthouse"), help="The lighthouse command.")
    parser.add_argument("--chromium", default="/usr/bin/chromium", help="The Chromium (or Chrome) to drive.")
    parser.add_argument("--url", help="Measure this running site instead of a demo lab made for the run.")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error(f"--runs must be 1 or more, not {args.runs}")
    if not args.lighthouse or not Path(args.lighthouse).exists():
        parser.error(
            f"no lighthouse command (--lighthouse {args.lighthouse}): "
            "npm install --prefix /tmp/lighthouse lighthouse@12.8, then "
            "--lighthouse /tmp/lighthouse/node_modules/.bin/lighthouse"
        )
    if not Path(args.chromium).exists():
        parser.error(f"no Chromium at {args.chromium} (Debian: apt-get install chromium)")
    if args.url:
        rows, missed = measure(args, args.url.rstrip("/"))
    else:
        with tempfile.TemporaryDirectory(prefix="labsite-lighthouse-") as name:
            folder = Path(name)
            make_demo(folder)
            port = free_port()
            process = serve(folder, port)
            try:
                rows, missed = measure(args, f"http://127.0.0.1:{port}")
            finally:
                stop(process)
    print_table(rows, args.runs)
    targets = f"score >= {TARGETS['score']}, CLS <= {TARGETS['cls']}, LCP <= {TARGETS['lcp_ms'] / 1000:.1f} s"
    if missed:
        print(f"\nMissed on mobile ({targets}): {', '.join(missed)}")
        return 1
    print(f"\nEvery page met the mobile targets ({targets}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
