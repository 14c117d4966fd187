"""Patterns compiled when first used, not when their module is imported.

The parsers hold some 1,600 patterns, and compiling them was most of what a process importing
the importer spent before reading its first file, though a BibTeX file uses a few dozen of them.
`compile` returns a stand-in that compiles its pattern on first use and then holds the compiled
pattern's own methods, so a match costs what it costs on re's pattern. `pattern` is there from
the start, for the patterns built from others.

A match's `re` is the compiled pattern, never the stand-in: the modules that tell which pattern
matched by `match.re is X` compile with re. `compile_all()` compiles every pattern made so far: a
process about to fork parse children one after another does it once, so that they inherit the
compiled patterns instead of each compiling the ones it uses (importer.limits.ParseWorker).
"""

import re

_METHODS = ("search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split")
_MADE: list["LazyPattern"] = []


class LazyPattern:
    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self._flags = flags
        _MADE.append(self)

    def compiled(self) -> re.Pattern:
        """The compiled pattern (compiled now if it was not yet); a bad pattern raises re.error here."""
        compiled = re.compile(self.pattern, self._flags)
        for name in _METHODS:
            setattr(self, name, getattr(compiled, name))  # found before the class's methods from now on
        self.compiled = lambda: compiled
        return compiled

    def search(self, *args, **kwargs):
        return self.compiled().search(*args, **kwargs)

    def match(self, *args, **kwargs):
        return self.compiled().match(*args, **kwargs)

    def fullmatch(self, *args, **kwargs):
        return self.compiled().fullmatch(*args, **kwargs)

    def sub(self, *args, **kwargs):
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args, **kwargs):
        return self.compiled().subn(*args, **kwargs)

    def findall(self, *args, **kwargs):
        return self.compiled().findall(*args, **kwargs)

    def finditer(self, *args, **kwargs):
        return self.compiled().finditer(*args, **kwargs)

    def split(self, *args, **kwargs):
        return self.compiled().split(*args, **kwargs)

    def __getattr__(self, name):  # flags, groups, groupindex
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __repr__(self):
        return f"lazy_re.compile({self.pattern!r}, {self._flags})"


def compile(pattern: str, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)


def compile_all() -> None:
    """Compile every pattern made so far (those compiled already are not compiled again)."""
    for pattern in _MADE:
        pattern.compiled()
