"""On SQLite, a document's transaction that takes the write lock only when it first writes.

The site's transactions are IMMEDIATE (they take the write lock at BEGIN). An import that
changes nothing (a document imported again) would still make a member's save wait; begun
DEFERRED, it never does. If another save committed between its first read and its first
write, SQLite refuses the late lock at once: the caller then writes the document again from
the start, holding the lock from the start.
"""

import contextlib

from django.db import OperationalError, transaction


class LateLockRefused(Exception):
    """SQLite would not let a transaction that began by reading start writing: begin again."""


def late_lock_possible():
    """True on SQLite outside any transaction: the only place a transaction can be begun DEFERRED."""
    connection = transaction.get_connection()
    return connection.vendor == "sqlite" and not connection.in_atomic_block


@contextlib.contextmanager
def lock_on_first_write():
    """BEGIN DEFERRED for the transactions opened inside (the site's default is IMMEDIATE)."""
    connection = transaction.get_connection()
    connection.ensure_connection()
    mode, connection.transaction_mode = connection.transaction_mode, "DEFERRED"
    try:
        yield
    finally:
        connection.transaction_mode = mode


def is_late_lock_refusal(err):
    """True when `err` is SQLite refusing the write lock to a transaction begun DEFERRED."""
    return isinstance(err, OperationalError) and "locked" in str(err)
