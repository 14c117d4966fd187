"""The soak test's load: readers of public pages, members saving in the admin, imports and uploads.

Each actor runs in its own thread until the deadline and records every request in `Stats`.
Used by bench/soak.py; every request goes to 127.0.0.1.
"""

import html
import html.parser
import http.cookiejar
import random
import re
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import defaultdict

from soak_site import MEMBER_PASSWORD, manage


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
