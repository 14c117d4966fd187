"""The soak test's site: a throwaway lab database, gunicorn in front of it, and the files to import.

Used by bench/soak.py; every server listens on 127.0.0.1 only.
"""

import json
import os
import random
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
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
