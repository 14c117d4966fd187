"""What the import's process does about the parse child it forks (importer.limits.ParseWorker).

The child is forked from the process running the import, so it starts with everything that
process holds: its database sockets, which it must not keep, and its objects, which the
garbage collector of both processes would otherwise walk again and again.
"""

import contextlib
import gc

from django.db import connections


def database_sockets():
    """The sockets of this thread's open database connections (PostgreSQL's; SQLite has none): a forked
    parse child must not hold them (importer.limits.ParseWorker)."""
    sockets = []
    for wrapper in connections.all(initialized_only=True):
        fileno = getattr(wrapper.connection, "fileno", None)
        if fileno is not None:
            with contextlib.suppress(Exception):  # closed or broken: nothing to hold
                sockets.append(fileno())
    return sockets


@contextlib.contextmanager
def older_objects_frozen():
    """An import with what was alive before it (Django, the parsers' tables) left out of garbage collections.

    A big import keeps tens of thousands of objects alive until their batch is written (model
    instances waiting for bulk_create, the indexes of what the run wrote), so the collector's
    full collections come several times in one import, and each walks every object of the
    process, Django's and the parsers' included. On a lab of thousands of papers those walks are
    a large share of the import's time; with the objects of before set aside (gc.freeze) they
    walk the import's own objects only. The parse child, forked during the import, inherits
    that. gc.unfreeze() hands them back to the collector at the end.
    """
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
