"""A real import worker for tests/importer/test_killed_worker.py, run as its own process.

    python tests/importer/worker_process.py upload ENTRIES   # queue a lab's BibTeX of ENTRIES papers
    python tests/importer/worker_process.py work [STALL]     # run `db_worker` until the queue is empty

With STALL, the parse child writes its process id to the file STALL as it starts reading the
document, then waits there: the test kills this worker at that moment, as a deploy or an
out-of-memory kill would. The database, temporary folder
and settings come from the environment the test gives.
"""

import os
import sys
import time
from pathlib import Path

import django

STALL_SECONDS = 120  # longer than the test waits: only the kill ends it


def lab_bibtex(entries):
    """A fictional lab's papers, each with its own DOI and title."""
    return "\n".join(
        f"@article{{w{n},\n  title = {{Killed Workers and Half-Written Imports, Part {n}}},\n"
        f"  author = {{Ilse Quorn and Tomas Vell}},\n  journal = {{Journal of Interrupted Tests}},\n"
        f"  year = {{{2000 + n % 25}}},\n  doi = {{10.5555/killed.{n}}},\n}}\n"
        for n in range(entries)
    )


def stall_in_the_parse_child(marker):
    from importer.parsers.bibtex import BibtexReader

    worker_pid, read = os.getpid(), BibtexReader.read

    def stalling_read(self, *args):
        if os.getpid() != worker_pid:  # in the parse child, reading the document
            Path(marker).write_text(str(os.getpid()))
            time.sleep(STALL_SECONDS)
        return read(self, *args)

    BibtexReader.read = stalling_read


def main(command, argument=None):
    django.setup()
    from django.core.management import call_command

    from importer import models

    models.PART_BYTES = 4096  # kept in parts: the worker writes it to a temporary file to read it
    if command == "upload":
        from importer.tasks import queue_upload
        from people.models import Person

        # Whose papers they are, as the upload form says.
        owner, _ = Person.objects.get_or_create(slug="ilse-quorn", defaults={"name": "Ilse Quorn", "role": "phd"})
        document = queue_upload("lab.bib", lab_bibtex(int(argument)).encode(), person=owner)
        print(document.pk)
        return
    if argument:
        stall_in_the_parse_child(argument)
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", "--interval", "0.1", verbosity=0)


if __name__ == "__main__":
    main(*sys.argv[1:])
