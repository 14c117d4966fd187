"""Values kept for the duration of one static build (staticsite), which reads a site that does not
change meanwhile: the layout's shared fragments, rendered once instead of on every page, and the
rows of a list, read once in order for all its pages instead of a query per page.

Outside a build (`kept()`) nothing is kept: every value is made when it is asked for, as before.
Each build starts empty, so a change of the site between two builds is never served stale.
"""

from collections import OrderedDict
from contextlib import contextmanager

# Whole lists kept at a time, the most recently used: a list's pages are rendered close together
# (the crawl takes found links first), and 3,000 rows with their entries are a few megabytes.
LISTS_KEPT = 12

_kept = None  # {namespace: OrderedDict} while a build runs


@contextmanager
def kept():
    """Keep values for the duration of the `with` block (a build; forked processes inherit it)."""
    global _kept
    previous, _kept = _kept, {}
    try:
        yield
    finally:
        _kept = previous


def active():
    return _kept is not None


def value(namespace, key, make, limit=None):
    """`make()`, kept under (namespace, key) while a build runs; at most `limit` values of the namespace."""
    if _kept is None:
        return make()
    values = _kept.setdefault(namespace, OrderedDict())
    if key in values:
        values.move_to_end(key)
        return values[key]
    made = values[key] = make()
    if limit is not None and len(values) > limit:
        values.popitem(last=False)
    return made
