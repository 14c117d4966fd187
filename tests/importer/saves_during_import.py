"""A child process of test_short_transactions: `setup`, `import` or `save`, on the SQLite file DATABASE_URL names.

setup: migrate, add a member, write a BibTeX file of COUNT entries to PATH.
import: import PATH (the command's way: import_documents), in transactions of 200 publications.
save: save the member's profile every few milliseconds until PATH's COUNT publications are
      all there; print JSON: the errors, and how many publications each save saw committed.
"""

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "labsite.settings")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402

from importer import batches  # noqa: E402
from importer.services import import_documents  # noqa: E402
from people.models import Person  # noqa: E402
from publications.models import Publication  # noqa: E402


def setup(path, count):
    call_command("migrate", verbosity=0)
    Person.objects.create(name="Ada Abara", slug="ada-abara")
    entries = [
        f"@article{{e{n},\n  title = {{A Study of Batched Writes Number {n}}},\n"
        f"  author = {{Ada Abara and Bruno Brennick{n % 50}}},\n  journal = {{Journal of Tests}},\n"
        f"  year = {{{2000 + n % 25}}},\n  doi = {{10.5555/batch.{n}}},\n}}\n"
        for n in range(count)
    ]
    Path(path).write_text("\n".join(entries))


def save(count, limit=300):
    member = Person.objects.get(slug="ada-abara")
    errors, seen = [], []
    started = time.monotonic()
    while time.monotonic() - started < limit:
        try:
            member.bio = f"Saved {len(seen)} times during an import."
            member.save(update_fields=["bio"])
            seen.append(Publication.objects.count())
        except Exception as err:  # what a member would see as a 500
            errors.append(f"{type(err).__name__}: {err}")
        if seen and seen[-1] >= count:
            break
        time.sleep(0.005)
    print(json.dumps({"errors": errors, "seen": seen}))


if __name__ == "__main__":
    what, path, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if what == "setup":
        setup(path, count)
    elif what == "import":
        batches.WRITE_BATCH = 200  # ten transactions: ten chances for the saves to get in
        report = import_documents([path])
        print(report.summary())
    else:
        save(count)
