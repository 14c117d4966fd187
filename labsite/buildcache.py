"""Values kept for the duration of one static build (staticsite), which reads a site that does not
change meanwhile: the layout's shared fragments, rendered once instead of on every page, and the
rows of a list, read once in order for all its pages instead of a query per page.

Outside a build (`kept()`) nothing is kept: every value is made when it is asked for, as before.
Each build starts empty, so a change of the site between two builds is never served stale. What
is kept is the process's, as the build's settings are (override_settings): a build owns its process.
"""

from collections import OrderedDict
from contextlib import contextmanager

# Rows of whole lists kept at a time (a few kilobytes each with its entry), the most recently used:
# enough for every list of a lab of a few thousand papers (its views, venues and members), whose
# pages the crawl reaches in no particular order; a bigger lab reads a list again when it comes back.
LIST_ROWS_KEPT = 50_000

_kept = None  # {namespace: [OrderedDict of values, their total size]} while a build runs


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


def value(namespace, key, make, limit=None, size=lambda value: 1):
    """`make()`, kept under (namespace, key) while a build runs; the values of a namespace weigh
    `size(value)` each, at most `limit` in all (the least recently used go first, never the last)."""
    if _kept is None:
        return make()
    kept = _kept.setdefault(namespace, [OrderedDict(), 0])
    values = kept[0]
    if key in values:
        values.move_to_end(key)
        return values[key]
    made = values[key] = make()
    kept[1] += size(made)
    while limit is not None and kept[1] > limit and len(values) > 1:
        kept[1] -= size(values.popitem(last=False)[1])
    return made
