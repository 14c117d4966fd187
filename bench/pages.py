"""Queries, server time and size of every public page, at several sizes of lab: does anything grow?

    python bench/pages.py [--sizes 3000,30000,100000] [--people 100] [--requests 10] [--seed 7]
                          [--postgres postgres://USER@HOST:PORT/DB]

For each size, in a child process: a throwaway SQLite database in a temporary folder (the
project's db.sqlite3 is not touched), or with --postgres a throwaway database made on that
server (the URL's database is only connected to, to create and drop it), migrated, a
generated lab of that many publications,
then each page requested with Django's test Client with the page cache off: the number of
SQL queries, the median wall and CPU time over the requests, and the bytes sent.
Then one table: per page, CPU ms at each size (on PostgreSQL, where the queries run in the
server's processes, the wall ms of the request) and the ratio of the largest to the smallest.
Targets (issues 13 and 14): at most 15 queries, the same at every size, and every page
within 20% of its time at the smallest size (a whole-list download: of its time per KB,
since it is linear in the bytes it sends). The member pages are a member's with 160 papers
at every size (`member_with`). Exits 1 when a page misses them.
"""

import argparse
import contextlib
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
MAX_QUERIES = 15
MAX_GROWTH = 1.20
SLOW_MS = 2000  # a page slower than this is measured once, not `requests` times
WHOLE_LIST = "whole list"  # the labels of the downloads of every paper
MEMBER_PAPERS = 160  # a prolific member's page: a member with ~160 papers


def configure(folder, database_url):
    os.environ.update(
        DJANGO_SETTINGS_MODULE="labsite.settings",
        DATABASE_URL=database_url or f"sqlite:///{folder / 'bench.sqlite3'}",
        DATABASE_CONN_MAX_AGE="0",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="bench-only-not-secret",
        DJANGO_ALLOWED_HOSTS="testserver,localhost",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_SECURE_COOKIES="0",
        LABSITE_PLAIN_STATIC="1",
        LABSITE_PAGE_CACHE="0",
        LABSITE_VERSION_FILE=str(folder / "site-version"),
        MEDIA_ROOT=str(folder / "media"),
    )
    sys.path.insert(0, str(ROOT))
    import warnings

    import django

    # No collectstatic here: plain static storage needs no staticfiles/ folder.
    warnings.filterwarnings("ignore", message="No directory at")
    django.setup()


def measure(client, url, requests):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    start = time.perf_counter()
    response = client.get(url)  # warm-up: template loading, first-use caches
    size = _served(response)
    first_ms = (time.perf_counter() - start) * 1000
    if response.status_code != (404 if "no-such" in url else 200):
        raise SystemExit(f"{url} answered {response.status_code}")
    with CaptureQueriesContext(connection) as context:
        _served(client.get(url))
    queries = len(context.captured_queries)  # now: the next request empties the log
    wall, cpu = [], []
    for _ in range(1 if first_ms > SLOW_MS else requests):
        start, start_cpu = time.perf_counter(), time.process_time()
        _served(client.get(url))
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return {
        "queries": queries,
        "wall": statistics.median(wall),
        "cpu": statistics.median(cpu),
        "bytes": size,
    }


def _served(response):
    """The bytes of `response`, taken a piece at a time as a WSGI server sends them: a streamed download
    is never held whole (joining 80 MB of pieces into one string is not what serving it costs)."""
    return sum(len(piece) for piece in response)


def member_with(papers):
    """A current member with exactly `papers` papers, at every size of lab: a prolific member's page.

    generate_lab spreads papers evenly over its 100 people, so a member has ~60 papers at 3,000
    and ~2,000 at 100,000; comparing those pages would measure the member, not the site. The
    member with the fewest papers is linked to more (as a last author) or unlinked from the rest
    (their name stays printed, as an author the site does not know) until they have `papers`.
    """
    from django.db.models import Count, Max

    from labsite.pagecache import bump
    from people.models import Person
    from publications.models import Authorship, Publication

    member = Person.objects.public().current().annotate(n=Count("authorships")).order_by("n", "pk").first()
    theirs = Authorship.objects.filter(person=member).order_by("publication_id")
    extra = list(theirs.values_list("pk", "publication_id")[papers:])
    Authorship.objects.filter(pk__in=[pk for pk, _ in extra]).update(person=None)
    if member.n < papers:
        others = (
            Publication.objects.public().exclude(authorships__person=member)
            .annotate(last=Max("authorships__position")).order_by("pk")[: papers - member.n]
        )  # fmt: skip
        Authorship.objects.bulk_create(
            Authorship(publication=p, position=(p.last or 0) + 1, name=member.name, person=member) for p in others
        )
    bump()
    assert Authorship.objects.filter(person=member).count() == papers
    return member


def pages_of_the_lab(member):
    """(label, address) of every public page, chosen on the generated lab."""
    from content.models import News, Project
    from publications.models import Publication, Venue

    venue = Venue.objects.get(slug="osdi")
    paper = Publication.objects.public().order_by("pk")[Publication.objects.count() // 2]
    last_page = max(1, -(-Publication.objects.public().count() // 25))
    return [
        ("home", "/"),
        ("people", "/people/"),
        ("member page", member.get_absolute_url()),
        ("member page as JSON Resume", f"/people/{member.slug}.json"),
        ("publications", "/publications/"),
        ("publications, last page", f"/publications/?page={last_page}"),
        ("publications, filtered", "/publications/?venue=osdi&year=2020"),
        ("publications, search", "/publications/?q=scalable"),
        ("citation list, one year", "/publications/?view=list&year=2020"),
        ("citation list, every paper", "/publications/?view=list"),
        ("member's citation list", f"/publications/?view=list&member={member.slug}"),
        ("publication", paper.get_absolute_url()),
        ("venues", "/venues/"),
        ("venue page", venue.get_absolute_url()),
        ("whole list as BibTeX", "/publications.bib"),
        ("whole list as CSL-JSON", "/publications.json"),
        ("whole list as RIS", "/publications.ris"),
        ("whole list as CSV", "/publications.csv"),
        ("member's BibTeX", f"/people/{member.slug}/publications.bib"),
        ("feed", "/publications.atom"),
        ("member's feed", f"/people/{member.slug}/publications.atom"),
        ("sitemap index", "/sitemap.xml"),
        ("sitemap, publications p.1", "/sitemap-publications.xml"),
        ("robots.txt", "/robots.txt"),
        ("citation list, page 5", "/publications/?view=list&page=5"),
        ("member page, page 2", member.get_absolute_url() + "?page=2"),
        ("news", "/news/"),
        ("news item", News.objects.order_by("-date").first().get_absolute_url()),
        ("research", "/research/"),
        ("project", Project.objects.order_by("order").first().get_absolute_url()),
        ("join us (a page)", "/join-us/"),
        ("search", "/search/?q=serving"),
        ("not found", "/no-such-page/"),
    ]


@contextlib.contextmanager
def throwaway_postgres(server_url, size):
    """The URL of a new, empty database on the server of `server_url`, dropped afterwards."""
    import psycopg

    name = f"labsite_bench_{size}_{os.getpid()}"
    with psycopg.connect(server_url, autocommit=True) as server:
        server.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlsplit(server_url)._replace(path=f"/{name}").geturl()
    finally:
        with psycopg.connect(server_url, autocommit=True) as server:
            server.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def one_size(args):
    """Generate a lab of args.one_size publications and print the figures of every page as JSON."""
    with contextlib.ExitStack() as stack:
        folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="labsite-bench-"))
        database_url = stack.enter_context(throwaway_postgres(args.postgres, args.one_size)) if args.postgres else None
        configure(Path(folder), database_url)
        from django.core.management import call_command
        from django.test import Client

        from content.demo import make_demo_content
        from people.generate import generate_lab

        call_command("migrate", verbosity=0)
        start = time.perf_counter()
        generate_lab(people=args.people, publications=args.one_size, seed=args.seed)
        make_demo_content()  # portraits, news, projects, Join us, selected papers
        member = member_with(MEMBER_PAPERS)
        if args.postgres:  # statistics, as autovacuum gathers them on a site in use: the planner needs them
            from django.db import connection

            with connection.cursor() as cursor:
                cursor.execute("VACUUM ANALYZE")
        generated = time.perf_counter() - start
        # A server's process starts without what generating the lab left alive (100,000 papers' worth
        # at the largest size): set aside, so collections during the requests walk only theirs.
        gc.collect()
        gc.freeze()
        client = Client()
        results = {}
        for label, url in pages_of_the_lab(member):
            results[label] = {"url": url, **measure(client, url, args.requests)}
            print(f"  {args.one_size:>7} {label:<30} {results[label]['cpu']:>8.1f} ms cpu", file=sys.stderr)
        database = "PostgreSQL" if args.postgres else "SQLite"
        print(json.dumps({"size": args.one_size, "database": database, "generated": generated, "pages": results}))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="3000,30000,100000", help="Comma-separated numbers of publications.")
    parser.add_argument("--people", type=int, default=100)
    parser.add_argument("--requests", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--postgres", help="a PostgreSQL server's URL: measure on it instead of SQLite")
    parser.add_argument("--one-size", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one_size:
        return one_size(args)

    sizes = [int(size) for size in args.sizes.split(",")]
    runs = []
    for size in sizes:
        out = subprocess.run(
            [sys.executable, __file__, "--one-size", str(size), "--people", str(args.people),
             "--requests", str(args.requests), "--seed", str(args.seed)]
            + (["--postgres", args.postgres] if args.postgres else []),
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        run = json.loads(out.stdout.strip().splitlines()[-1])
        print(f"{size:,} publications generated in {run['generated']:.0f} s ({run['database']}).")
        runs.append(run)

    # On PostgreSQL the queries run in the server's processes, not this one's: time the request.
    measure_of = "wall" if args.postgres else "cpu"
    head = " ".join(f"{f'{size:,} {measure_of} ms':>15}" for size in sizes)
    print(f"\n{'page':<30} {'queries':>9} {head} {'largest/smallest':>17} {'KB at largest':>14}")
    missed = []
    for label in runs[0]["pages"]:
        figures = [run["pages"][label] for run in runs]
        queries = "/".join(str(f["queries"]) for f in figures)
        growth = figures[-1][measure_of] / max(figures[0][measure_of], 0.01)
        if label.startswith(WHOLE_LIST):  # a download of every paper: its time per byte sent
            growth /= figures[-1]["bytes"] / max(figures[0]["bytes"], 1)
        flag = " (per KB)" if label.startswith(WHOLE_LIST) else ""
        if len({f["queries"] for f in figures}) > 1 or figures[-1]["queries"] > MAX_QUERIES or growth > MAX_GROWTH:
            flag += "  <- grows"
            missed.append(label)
        cells = " ".join(f"{f[measure_of]:>15.1f}" for f in figures)
        print(f"{label:<30} {queries:>9} {cells} {growth:>16.2f}x {figures[-1]['bytes'] / 1024:>14.0f}{flag}")
    print(
        f"\n{'Wall time of a request' if args.postgres else 'CPU time of the serving process'}, median of {args.requests} requests (one for a page over "
        f"{SLOW_MS} ms), page cache off. Target: the same queries at every size (at most {MAX_QUERIES}) and "
        f"at most {MAX_GROWTH:.2f}x the smallest size's time; a download of the whole list, at most "
        f"{MAX_GROWTH:.2f}x its time per KB sent (it is linear in bytes). "
        f"Load average now {os.getloadavg()[0]:.1f}."
    )
    if missed:
        print("Grows with the lab: " + ", ".join(missed))
        return 1
    print("Every page is flat.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
