"""Django's per-process memory cache, bounded in bytes as well as in entries.

LocMemCache counts entries only: 5,000 entries of which some are whole-list downloads of
several megabytes each made a worker's memory grow by hundreds of megabytes under a steady
load. This one also keeps the total size of the pickled values under OPTIONS["MAX_BYTES"]:
the least recently used go first, and a value larger than a quarter of the budget is not
kept at all (it is rendered again on the next request: a whole-list download of a big lab
is streamed from the format writers, cheap to remake, expensive to hold once per worker).
"""

import threading

from django.core.cache.backends.locmem import LocMemCache

DEFAULT_MAX_BYTES = 16 * 1024 * 1024
LARGEST_SHARE = 4  # one value may use at most a quarter of the budget


class _Sizes:
    """Bytes per key and their total, for one named cache (shared by its instances, one per thread)."""

    def __init__(self):
        self.of = {}
        self.total = 0

    def add(self, key, size):
        self.forget(key)
        self.of[key] = size
        self.total += size

    def forget(self, key):
        self.total -= self.of.pop(key, 0)

    def clear(self):
        self.of.clear()
        self.total = 0


_sizes = {}  # cache name -> _Sizes, shared like LocMemCache's own stores
_sizes_lock = threading.Lock()


class BoundedLocMemCache(LocMemCache):
    def __init__(self, name, params):
        super().__init__(name, params)
        self.max_bytes = int(params.get("OPTIONS", {}).get("MAX_BYTES", DEFAULT_MAX_BYTES))
        with _sizes_lock:
            self._sizes = _sizes.setdefault(name, _Sizes())

    @property
    def size(self):
        """Bytes held now (the pickled values)."""
        return self._sizes.total

    def _set(self, key, value, timeout=None):
        # Called with self._lock held, `value` already pickled (bytes).
        self._delete(key)  # an older value under this key is wrong now, kept or not
        if len(value) > self.max_bytes // LARGEST_SHARE:
            return
        super()._set(key, value, timeout)
        self._sizes.add(key, len(value))
        while self._sizes.total > self.max_bytes and len(self._cache) > 1:
            self._delete(next(reversed(self._cache)))  # LocMemCache keeps the most recently used first

    def _cull(self):
        super()._cull()
        for key in [key for key in self._sizes.of if key not in self._cache]:
            self._sizes.forget(key)

    def _delete(self, key):
        self._sizes.forget(key)
        return super()._delete(key)

    def incr(self, key, delta=1, version=None):
        value = super().incr(key, delta, version)
        key = self.make_and_validate_key(key, version=version)
        with self._lock:  # the counter's pickled size may have changed (a few bytes)
            if key in self._cache:
                self._sizes.add(key, len(self._cache[key]))
        return value

    def clear(self):
        with self._lock:
            self._cache.clear()
            self._expire_info.clear()
            self._sizes.clear()
