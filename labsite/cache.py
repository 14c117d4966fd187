"""A per-process memory cache, bounded in bytes as well as in entries.

Django's LocMemCache counts entries only: 5,000 entries of which some are whole-list downloads
of several megabytes each made a worker's memory grow by hundreds of megabytes under a steady
load. This one keeps the total size of the pickled values under OPTIONS["MAX_BYTES"] (and their
number under OPTIONS["MAX_ENTRIES"]): the least recently used go first, and a value larger than
a quarter of the budget is not kept at all (it is rendered again on the next request: a
whole-list download of a big lab is streamed from the format writers, cheap to remake,
expensive to hold once per worker).

It is a cache backend of its own, written against BaseCache's public interface (Django's
documented way to add one), not a LocMemCache with its internals overridden. Like LocMemCache,
every instance with one LOCATION shares one store per process, and values are pickled so that
what a caller changes afterwards is not what the next request gets.
"""

import pickle
import threading
import time
from collections import OrderedDict

from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache

DEFAULT_MAX_BYTES = 16 * 1024 * 1024
DEFAULT_MAX_ENTRIES = 300  # as LocMemCache
LARGEST_SHARE = 4  # one value may use at most a quarter of the budget


class _Store:
    """One named cache's values: key -> (pickled value, expiry time or None), least recently used first."""

    def __init__(self):
        self.values = OrderedDict()
        self.total = 0  # bytes of the pickled values
        self.lock = threading.Lock()

    def alive(self, key):
        """The entry under `key` unless it is missing or has expired (then it goes); the caller holds the lock."""
        entry = self.values.get(key)
        if entry is not None and entry[1] is not None and entry[1] <= time.time():
            self.remove(key)
            return None
        return entry

    def put(self, key, pickled, expires, max_bytes, max_entries):
        self.remove(key)  # an older value under this key is wrong now, kept or not
        if len(pickled) > max_bytes // LARGEST_SHARE:
            return
        self.values[key] = (pickled, expires)
        self.total += len(pickled)
        while self.values and (self.total > max_bytes or len(self.values) > max_entries):
            _, (oldest, _) = self.values.popitem(last=False)
            self.total -= len(oldest)

    def remove(self, key):
        entry = self.values.pop(key, None)
        if entry is not None:
            self.total -= len(entry[0])
        return entry is not None


_stores = {}  # LOCATION -> _Store, shared by the instances Django makes (one per thread)
_stores_lock = threading.Lock()


class BoundedLocMemCache(BaseCache):
    pickle_protocol = pickle.HIGHEST_PROTOCOL

    def __init__(self, name, params):
        super().__init__(params)
        options = params.get("OPTIONS", {})
        self.max_bytes = int(options.get("MAX_BYTES", DEFAULT_MAX_BYTES))
        self.max_entries = int(options.get("MAX_ENTRIES", params.get("max_entries", DEFAULT_MAX_ENTRIES)))
        with _stores_lock:
            self.store = _stores.setdefault(name, _Store())

    @property
    def size(self):
        """Bytes held now (the pickled values)."""
        return self.store.total

    @property
    def entries(self):
        """Values held now (expired ones not yet looked at among them)."""
        return len(self.store.values)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version=version)
        pickled = pickle.dumps(value, self.pickle_protocol)
        with self.store.lock:
            if self.store.alive(key) is not None:
                return False
            self.store.put(key, pickled, self.get_backend_timeout(timeout), self.max_bytes, self.max_entries)
            return True

    def get(self, key, default=None, version=None):
        key = self.make_and_validate_key(key, version=version)
        with self.store.lock:
            entry = self.store.alive(key)
            if entry is None:
                return default
            self.store.values.move_to_end(key)
        return pickle.loads(entry[0])

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version=version)
        pickled = pickle.dumps(value, self.pickle_protocol)
        with self.store.lock:
            self.store.put(key, pickled, self.get_backend_timeout(timeout), self.max_bytes, self.max_entries)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version=version)
        with self.store.lock:
            entry = self.store.alive(key)
            if entry is None:
                return False
            self.store.values[key] = (entry[0], self.get_backend_timeout(timeout))
            return True

    def incr(self, key, delta=1, version=None):
        key = self.make_and_validate_key(key, version=version)
        with self.store.lock:
            entry = self.store.alive(key)
            if entry is None:
                raise ValueError(f"Key '{key}' not found")
            value = pickle.loads(entry[0]) + delta
            self.store.put(key, pickle.dumps(value, self.pickle_protocol), entry[1], self.max_bytes, self.max_entries)
        return value

    def has_key(self, key, version=None):
        key = self.make_and_validate_key(key, version=version)
        with self.store.lock:
            return self.store.alive(key) is not None

    def delete(self, key, version=None):
        key = self.make_and_validate_key(key, version=version)
        with self.store.lock:
            return self.store.remove(key)

    def clear(self):
        with self.store.lock:
            self.store.values.clear()
            self.store.total = 0
