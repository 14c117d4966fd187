"""What the import's process does about the parse child it forks (importer.limits.ParseWorker).

The child is forked from the process running the import, so it starts with everything that
process holds, its database sockets among them, which it must not keep.
"""

import contextlib

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
