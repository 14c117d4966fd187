"""A bare Django site around django-publications 1.2.0, the peer of bench/load.py and bench/import.py.

Run with the python of a virtualenv that holds django-publications (never labsite's):

    python peer_site.py import lab.bib     # migrate, import through its admin BibTeX import, print JSON
    gunicorn peer_site:application          # serve it (PEER_DB names the SQLite file)

Not part of labsite: it imports nothing from it.
"""

import json
import os
import sys
import time

import django
from django.conf import settings

if not settings.configured:
    settings.configure(
        DEBUG=False,
        SECRET_KEY="peer-bench-only-" + "x" * 40,
        ALLOWED_HOSTS=["*"],
        ROOT_URLCONF=__name__,
        INSTALLED_APPS=[
            "django.contrib.admin",
            "django.contrib.auth",
            "django.contrib.contenttypes",
            "django.contrib.sessions",
            "django.contrib.messages",
            "django.contrib.staticfiles",
            "publications",
        ],
        MIDDLEWARE=[
            "django.middleware.security.SecurityMiddleware",
            "django.contrib.sessions.middleware.SessionMiddleware",
            "django.middleware.common.CommonMiddleware",
            "django.middleware.csrf.CsrfViewMiddleware",
            "django.contrib.auth.middleware.AuthenticationMiddleware",
            "django.contrib.messages.middleware.MessageMiddleware",
        ],
        TEMPLATES=[
            {
                "BACKEND": "django.template.backends.django.DjangoTemplates",
                "APP_DIRS": True,
                "OPTIONS": {
                    "context_processors": [
                        "django.template.context_processors.request",
                        "django.contrib.auth.context_processors.auth",
                        "django.contrib.messages.context_processors.messages",
                    ]
                },
            }
        ],
        DATABASES={
            "default": {
                "ENGINE": "django.db.backends.sqlite3",
                "NAME": os.environ.get("PEER_DB", "peer.sqlite3"),
                "CONN_MAX_AGE": 60,
            }
        },
        STATIC_URL="/static/",
        USE_TZ=True,
        DEFAULT_AUTO_FIELD="django.db.models.AutoField",
    )
    django.setup()

from django.contrib import admin  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402
from django.urls import include, path  # noqa: E402

urlpatterns = [path("admin/", admin.site.urls), path("publications/", include("publications.urls"))]
application = get_wsgi_application()


def import_bibtex(file_name):
    from django.contrib.auth.models import User
    from django.core.management import call_command
    from django.test import Client

    from publications.models import Publication

    call_command("migrate", verbosity=0)
    User.objects.create_superuser("admin", "admin@example.org", "admin-password-peer")
    client = Client()
    client.force_login(User.objects.get(username="admin"))
    text = open(file_name, encoding="utf-8").read()
    start, start_cpu = time.perf_counter(), time.process_time()
    response = client.post("/admin/publications/publication/import_bibtex/", {"bibliography": text})
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - start_cpu
    if response.status_code not in (200, 302):
        raise SystemExit(f"import answered {response.status_code}")
    count = Publication.objects.count()
    if not count:
        raise SystemExit("nothing was imported: " + response.content.decode()[:2000])
    # The author with about 160 papers (as labsite's member page), and a paper in the middle.
    authors = {}
    for authors_text in Publication.objects.values_list("authors", flat=True):
        for name in authors_text.split(", "):
            authors[name] = authors.get(name, 0) + 1
    author = min(authors, key=lambda name: abs(authors[name] - 160))
    middle = Publication.objects.order_by("pk")[count // 2]
    surname = author.split()[-1].lower()
    print(
        json.dumps(
            {
                "count": count,
                "import_seconds": seconds,
                "import_cpu_seconds": cpu_seconds,
                "author": f"/publications/{author.lower().replace(' ', '+')}/",
                "author_surname": surname,
                "author_papers": authors[author],
                "detail": f"/publications/{middle.pk}/",
            }
        )
    )


if __name__ == "__main__" and sys.argv[1:2] == ["import"]:
    import_bibtex(sys.argv[2])
