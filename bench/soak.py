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
import html
import html.parser
import http.cookiejar
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
MEMBER_PASSWORD = "soak-member-password-1"

BOMB = """basics: {name: Eve Bomb}
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
skills: [{name: Bombs, keywords: *i}]
"""


# --- setting up -------------------------------------------------------------------------


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def site_env(folder, database_url, port):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "LABSITE_"))}
    env.update(
        DJANGO_SETTINGS_MODULE="labsite.settings",
        DATABASE_URL=database_url,
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="soak-only-not-secret-" + "x" * 40,
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        DJANGO_SECURE_SSL_REDIRECT="0",  # plain HTTP on loopback, as `make demo`
        DJANGO_SECURE_COOKIES="0",
        DJANGO_HSTS_SECONDS="0",
        MEDIA_ROOT=str(folder / "media"),
        HOST="127.0.0.1",
        PORT=str(port),
        LOG_LEVEL="WARNING",
        LABSITE_LOG_REQUESTS="1",  # one line per request in gunicorn.log, for the slow-request list
        PYTHONPATH=str(ROOT),
    )
    return env


def manage(env, *args, check=True, **kwargs):
    return subprocess.run([PYTHON, str(ROOT / "manage.py"), *args], env=env, cwd=ROOT, check=check, **kwargs)


def set_up_site(env, folder, entries):
    """Migrate, generate a lab, give two members a known password, write the import files."""
    manage(env, "migrate", "--noinput", stdout=subprocess.DEVNULL)
    manage(env, "flush", "--noinput", stdout=subprocess.DEVNULL)  # a scratch PostgreSQL database starts empty
    manage(env, "collectstatic", "--noinput", "--verbosity", "0")
    manage(env, "generate_lab", "--people", "30", "--publications", "600", "--seed", "11", "--logins", "2")
    manage(
        {**env, "DJANGO_SUPERUSER_PASSWORD": MEMBER_PASSWORD},
        "createsuperuser",
        "--noinput",
        "--username",
        "soak-admin",
        "--email",
        "admin@example.edu",
    )
    script = (
        "import json\n"
        "from people.models import Person\n"
        "from publications.models import Publication\n"
        "out = []\n"
        "for p in Person.objects.exclude(user=None).filter(user__is_superuser=False).order_by('pk')[:2]:\n"
        f"    p.user.set_password({MEMBER_PASSWORD!r}); p.user.is_staff = True; p.user.save()\n"
        "    paper = Publication.objects.by_member(p).order_by('pk').first()\n"
        "    out.append({'username': p.user.username, 'person': p.pk, 'paper': paper.pk if paper else None})\n"
        "slugs = list(Person.objects.public().values_list('slug', flat=True)[:20])\n"
        "keys = list(Publication.objects.public().values_list('key', flat=True)[:50])\n"
        "names = list(Person.objects.values_list('name', flat=True)[:10])\n"
        "print(json.dumps({'members': out, 'slugs': slugs, 'keys': keys, 'names': names}))\n"
    )
    import json

    facts = json.loads(
        manage(env, "shell", "-c", script, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    )
    if len(facts["members"]) < 2 or not all(m["paper"] for m in facts["members"]):
        raise SystemExit("the generated lab has fewer than two members with a paper")
    bib = folder / "imports" / "big.bib"
    bib.parent.mkdir(parents=True, exist_ok=True)
    rng = random.Random(5)
    with bib.open("w") as out:
        for n in range(entries):
            authors = " and ".join([rng.choice(facts["names"]), f"Coauthor{n % 97} Person{n % 89}"])
            out.write(
                f"@inproceedings{{soak{n},\n  title = {{Soak Study Number {n} of Elastic Systems}},\n"
                f"  author = {{{authors}}},\n  booktitle = {{Proceedings of the Soak Workshop}},\n"
                f"  year = {{{2000 + n % 25}}},\n}}\n\n"
            )
    (folder / "imports" / "bomb.yaml").write_text(BOMB)
    return facts


def start_gunicorn(env, workers, log):
    process = subprocess.Popen(
        [PYTHON, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"), "labsite.wsgi"],
        env={**env, "WEB_CONCURRENCY": str(workers), "GUNICORN_THREADS": "2", "GUNICORN_TIMEOUT": "60"},
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{env['PORT']}"
    for _ in range(100):
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=2) as response:
                if response.status == 200:
                    return process, base
        except (OSError, urllib.error.URLError):
            time.sleep(0.2)
    process.terminate()
    raise SystemExit("gunicorn did not answer /healthz within 20 s")


def worker_rss_mb(master_pid):
    """Total resident memory of gunicorn's workers (the master's children), in MB."""
    total = 0
    try:
        children = Path(f"/proc/{master_pid}/task/{master_pid}/children").read_text().split()
    except OSError:
        return 0.0
    for pid in children:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024


# --- the load ---------------------------------------------------------------------------


class Stats:
    def __init__(self, started, minutes):
        self.started = started
        self.last_minute = max(0, int(-(-minutes // 1)) - 1)
        self.lock = threading.Lock()
        self.times = defaultdict(list)  # minute -> [ms]
        self.errors = defaultdict(int)  # minute -> 5xx count
        self.other = defaultdict(int)  # minute -> connection errors, 4xx on public pages
        self.saves = defaultdict(int)
        self.failed_saves = defaultdict(int)
        self.rss = {}
        self.notes = []
        self.local = threading.local()

    def minute(self):
        """The minute of the run (from 0); a request still in flight at the end counts in the last one."""
        return min(int((time.monotonic() - self.started) // 60), self.last_minute)

    def request(self, ms, status):
        with self.lock:
            minute = self.minute()
            self.times[minute].append(ms)
            if status >= 500:
                self.errors[minute] += 1
            elif status >= 400 or status == 0:
                self.other[minute] += 1


def timed(opener, stats, url, data=None, headers=None):
    request = urllib.request.Request(url, data=data, headers=headers or {})
    start = time.perf_counter()
    try:
        with opener.open(request, timeout=70) as response:  # past gunicorn's 60 s: its own 5xx is seen
            body = response.read()
            status = response.status
            stats.local.url = response.geturl()  # where redirects led, for this thread
    except urllib.error.HTTPError as err:
        body, status = err.read(), err.code
    except (OSError, urllib.error.URLError):
        body, status = b"", 0
    stats.request((time.perf_counter() - start) * 1000, status)
    return status, body


def reader(base, facts, stats, deadline, seed, list_view=False):
    rng = random.Random(seed)
    opener = urllib.request.build_opener()
    pages = ["/", "/people/", "/publications/", "/venues/", "/publications.atom"]
    if list_view:
        pages.append("/publications/?view=list")  # every publication on one page
    while time.monotonic() < deadline:
        choice = rng.random()
        if choice < 0.4:
            url = rng.choice(pages)
        elif choice < 0.6:
            url = f"/people/{rng.choice(facts['slugs'])}/"
        elif choice < 0.8:
            url = f"/publications/{rng.choice(facts['keys'])}/"
        elif choice < 0.95:
            url = f"/publications/?year={rng.randint(2015, 2026)}&q={rng.choice(['learning', 'system', 'graph', ''])}"
        else:
            url = "/publications.bib?year=2024"
        timed(opener, stats, base + url)


class FormReader(html.parser.HTMLParser):
    """The values a browser would submit from the POST form with id `form_id`."""

    def __init__(self, form_id):
        super().__init__()
        self.form_id = form_id
        self.fields, self.in_form, self.textarea, self.select = [], False, None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and a.get("id") == self.form_id:
            self.in_form = True
        if not self.in_form:
            return
        name = a.get("name")
        if tag == "input" and name:
            kind = a.get("type", "text").lower()
            if kind in ("checkbox", "radio") and "checked" not in a:
                return
            if kind in ("submit", "button", "file", "image"):
                return
            self.fields.append([name, a.get("value", "on" if kind in ("checkbox", "radio") else "")])
        elif tag == "textarea" and name:
            self.textarea = [name, ""]
            self.fields.append(self.textarea)
        elif tag == "select" and name:
            self.select = [name, None, "multiple" in a]
        elif tag == "option" and self.select is not None and "selected" in a:
            self.fields.append([self.select[0], a.get("value", "")])

    def handle_data(self, data):
        if self.textarea is not None:
            self.textarea[1] += data

    def handle_endtag(self, tag):
        if tag == "textarea":
            self.textarea = None
        elif tag == "select":
            self.select = None
        elif tag == "form" and self.in_form:
            self.in_form = False


def log_in(base, username, stats):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    status, body = timed(opener, stats, base + "/admin/login/")
    form = FormReader("login-form")
    form.feed(body.decode("utf-8", "replace"))
    data = {name: value for name, value in form.fields}
    data.update(username=username, password=MEMBER_PASSWORD, next="/admin/")
    status, body = timed(
        opener,
        stats,
        base + "/admin/login/",
        urllib.parse.urlencode(data).encode(),
        {"Referer": base + "/admin/login/"},
    )
    if b"Log out" not in body and b"logout" not in body:
        raise SystemExit(f"member {username} could not log in (status {status})")
    return opener


def save(opener, stats, url, form_id, change):
    """GET a change form, change one field, POST it back; True when the admin accepted it."""
    status, body = timed(opener, stats, url)
    if status != 200:
        return False
    form = FormReader(form_id)
    form.feed(body.decode("utf-8", "replace"))
    fields = [list(f) for f in form.fields]
    change(fields)
    fields.append(["_continue", "Save and continue editing"])
    data = urllib.parse.urlencode([tuple(field) for field in fields]).encode()
    status, body = timed(opener, stats, url, data, {"Referer": url})
    return status == 302 or (status == 200 and b"errornote" not in body and b"errorlist" not in body)


def member(base, who, stats, deadline, seed):
    opener = log_in(base, who["username"], stats)
    person_url = f"{base}/admin/people/person/{who['person']}/change/"
    paper_url = f"{base}/admin/publications/publication/{who['paper']}/change/"
    n = 0
    while time.monotonic() < deadline:
        tick = time.monotonic()
        n += 1

        def bio(fields, n=n):
            for field in fields:
                if field[0] == "bio":
                    field[1] = f"Soak edit {n} by {who['username']}: elastic schedulers and **systems**."

        def note(fields, n=n):
            for field in fields:
                if field[0] == "note":
                    field[1] = f"soak {n}"

        for url, form_id, change in ((person_url, "person_form", bio), (paper_url, "publication_form", note)):
            ok = save(opener, stats, url, form_id, change)
            with stats.lock:
                (stats.saves if ok else stats.failed_saves)[stats.minute()] += 1
        time.sleep(max(0.0, 1.0 - (time.monotonic() - tick)))


def importer(env, folder, stats, deadline, pause):
    """import_profiles of the big BibTeX file and the alias bomb, every `pause` seconds until the deadline.

    The first run creates the 5,000 papers; later runs find them all again (nothing changes).
    """
    runs = 0
    while time.monotonic() < deadline - 5:
        if runs:
            time.sleep(min(pause, max(0, deadline - time.monotonic() - 5)))
            if time.monotonic() >= deadline - 5:
                break
        start = time.monotonic()
        try:
            result = manage(
                env,
                "import_profiles",
                str(folder / "imports" / "big.bib"),
                str(folder / "imports" / "bomb.yaml"),
                check=False,
                capture_output=True,
                text=True,
                timeout=max(10, deadline - time.monotonic() + 30),
            )
        except subprocess.TimeoutExpired:
            elapsed = time.monotonic() - start
            stats.notes.append(f"import run {runs + 1}: still running {elapsed:.0f} s after it began; stopped")
            return
        runs += 1
        output = (result.stdout + result.stderr).strip().splitlines()
        bomb = next((line for line in output if "bomb.yaml" in line), "bomb.yaml: (not reported)")
        stats.notes.append(
            f"import run {runs}: {time.monotonic() - start:.1f} s, exit {result.returncode}; {bomb.strip()[:160]}"
        )


def uploader(base, folder, stats, deadline):
    """A lab admin uploads the alias bomb and a small BibTeX file in the admin; the worker imports them."""
    opener = log_in(base, "soak-admin", stats)
    url = f"{base}/admin/importer/sourcedocument/upload/"
    for name in ("bomb.yaml", "small.bib"):
        status, body = timed(opener, stats, url)
        form = FormReader("upload-form")
        form.feed(body.decode("utf-8", "replace"))
        token = dict(form.fields).get("csrfmiddlewaretoken", "")
        if name == "small.bib":
            content = (
                "@article{small1, title={Uploaded During The Soak}, author={Ann Author}, journal={J}, year={2024}}"
            )
        else:
            content = (folder / "imports" / name).read_text()
        boundary = "soakboundary7MA4YWxkTrZu0gW"
        data = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="csrfmiddlewaretoken"\r\n\r\n{token}\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="document"; filename="{name}"\r\n'
            f"Content-Type: application/octet-stream\r\n\r\n{content}\r\n--{boundary}--\r\n"
        ).encode()
        start = time.monotonic()
        status, body = timed(
            opener, stats, url, data, {"Content-Type": f"multipart/form-data; boundary={boundary}", "Referer": url}
        )
        answered = time.monotonic() - start
        outcome = "no answer"
        while time.monotonic() < deadline:
            page = body.decode("utf-8", "replace")
            if 'http-equiv="refresh"' not in page:
                text = html.unescape(re.sub(r"<[^>]+>", " ", page))
                found = re.findall(re.escape(name) + r": (?:FAILED|[a-z-]+;)[^\n]{0,140}", text)
                outcome = " ".join(found[-1].split()) if found else "(no report on its page)"
                break
            time.sleep(2)
            status, body = timed(opener, stats, stats.local.url)
        stats.notes.append(f"admin upload of {name}: the upload answered in {answered:.2f} s; worker: {outcome}")


# --- the run -----------------------------------------------------------------------------


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
