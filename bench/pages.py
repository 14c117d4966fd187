"""Queries and server time of the public pages on a large generated lab.

    python bench/pages.py [--people 100] [--publications 10000] [--requests 20] [--seed 7]

Sets Django up by itself against a throwaway SQLite database in a temporary
folder (the project's db.sqlite3 is not touched), migrates, generates a lab,
then requests each page with Django's test Client and prints, per page, the
number of SQL queries and the median time over the requests. Target: at most
15 queries and under 50 ms for every page. Exits 1 when a page misses it.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_QUERIES = 15
MAX_MS = 50.0


def configure(folder):
    os.environ.update(
        DJANGO_SETTINGS_MODULE="labsite.settings",
        DATABASE_URL=f"sqlite:///{folder / 'bench.sqlite3'}",
        DATABASE_CONN_MAX_AGE="0",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="bench-only-not-secret",
        DJANGO_ALLOWED_HOSTS="testserver,localhost",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_SECURE_COOKIES="0",
        LABSITE_PLAIN_STATIC="1",
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

    response = client.get(url)  # warm-up: template loading, first-use caches
    if response.status_code != (404 if "no-such" in url else 200):
        raise SystemExit(f"{url} answered {response.status_code}")
    with CaptureQueriesContext(connection) as context:
        client.get(url)
    queries = list(context.captured_queries)  # before the next request resets the log
    wall, cpu = [], []
    for _ in range(requests):
        start, start_cpu = time.perf_counter(), time.process_time()
        client.get(url)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return len(queries), statistics.median(wall), statistics.median(cpu), queries


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--people", type=int, default=100)
    parser.add_argument("--publications", type=int, default=10000)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--show-queries", action="store_true", help="Print the SQL of each page.")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="labsite-bench-") as folder:
        configure(Path(folder))
        from django.core.management import call_command
        from django.test import Client

        from content.demo import make_demo_content
        from content.models import News, Project
        from people.generate import generate_lab
        from people.models import Person
        from publications.models import Venue

        call_command("migrate", verbosity=0)
        start = time.perf_counter()
        generate_lab(people=args.people, publications=args.publications, seed=args.seed)
        make_demo_content()  # portraits, news, projects, Join us, selected papers
        print(
            f"Generated {args.people} people and {args.publications} publications "
            f"in {time.perf_counter() - start:.1f} s (SQLite, {folder})."
        )

        member = Person.objects.public().current().exclude(role="pi").order_by("display_order").first()
        venue = Venue.objects.get(slug="osdi")
        pages = [
            ("home", "/"),
            ("people", "/people/"),
            ("member page", member.get_absolute_url()),
            ("publications", "/publications/"),
            ("publications, filtered", "/publications/?venue=osdi&year=2020"),
            ("venues", "/venues/"),
            ("venue page", venue.get_absolute_url()),
            ("citation list", "/publications/?view=list"),
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
        client = Client()
        print(f"\n{'page':<24} {'url':<38} {'queries':>7} {'median ms':>10} {'cpu ms':>7}")
        missed = []
        for label, url in pages:
            count, median, cpu, captured = measure(client, url, args.requests)
            flag = "" if count <= MAX_QUERIES and median < MAX_MS else "  <- misses target"
            if flag:
                missed.append(label)
            print(f"{label:<24} {url:<38} {count:>7} {median:>10.1f} {cpu:>7.1f}{flag}")
            if args.show_queries:
                for query in captured:
                    print(f"    {query['time']}s  {query['sql'][:300]}")
        print(
            f"\nTarget: at most {MAX_QUERIES} queries and under {MAX_MS:.0f} ms median "
            f"over {args.requests} requests. 'cpu ms' is this process's CPU time, which other "
            f"load on the machine disturbs less; load average now {os.getloadavg()[0]:.1f}."
        )
        if missed:
            print("Missed by: " + ", ".join(missed))
            return 1
        print("Every page meets the target.")
        return 0


if __name__ == "__main__":
    sys.exit(main())
