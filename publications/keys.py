"""Stable citation keys: first author's family name, year, first title word."""

import re
import unicodedata

from anyascii import anyascii

STOP_WORDS = {"a", "an", "the", "on", "of", "for", "in", "to", "and", "towards", "toward", "with", "via", "is"}


def ascii_words(text):
    folded = unicodedata.normalize("NFKD", text or "").encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", folded.lower())
    if not words and text:  # a name or title in another script (山本, 김민지, Щеглова): spelled in ASCII letters
        words = re.findall(r"[a-z0-9]+", anyascii(text).lower())
    return words


def base_key(title, year, author_names):
    family = ""
    if author_names:
        first = author_names[0]
        family = first.split(",")[0] if "," in first else (first.split() or [""])[-1]
    family_words = ascii_words(family)
    title_words = [w for w in ascii_words(title) if w not in STOP_WORDS] or ascii_words(title)
    parts = [
        family_words[-1] if family_words else "anon",
        str(year or "nd"),
        title_words[0] if title_words else "untitled",
    ]
    return "".join(parts)[:100]


def unique_key(title, year, author_names, taken):
    """A key not in `taken`: a set (bulk imports, no query per key) or anything that answers `in`.

    A set gets the new key added, so the next call in the same run avoids it too.
    """
    base = base_key(title, year, author_names)
    key, n = base, 1
    while key in taken:
        key = suffixed(base, n)
        n += 1
    if isinstance(taken, set):
        taken.add(key)
    return key


def suffixed(base, n):
    """The key unique_key tries after `n` taken ones: base + a, ..., z, then base + 27, 28, ..."""
    return f"{base}{chr(ord('a') + n - 1)}" if n <= 26 else f"{base}{n}"
