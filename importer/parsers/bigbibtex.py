"""A big BibTeX file read a piece of whole entries at a time, from its bytes or from its path, never held whole.

`big_bibtex(source, piece, read)` says whether a document (its bytes, or the path of the file) is a
BibTeX file of more than `piece` entries that importer.parsers.documents.read_document_parts
reads in pieces; if so it returns a BigBibtex, whose `pieces()` gives the pieces of `read`
entries (`piece` unless given) in order.

A file given by its path is read twice, a chunk at a time, and never decoded whole: a first
pass checks what `decode` and `detect_format` would say of the whole text (the encoding, that it
is text and BibTeX) and counts, for each piece, what the owner tally needs to know of the rest of
the file (importer.parsers.owner.OwnerTally.cannot_have_owner); the second reads the pieces.
Both cut the text at the same places (split_entry_stream is deterministic), so the counts fit.
Anything unusual (UTF-16, NUL bytes, binary, more than 64 KB of leading blank text) is left to
the whole read, which says what is wrong with it exactly as before.

A `crossref`/`xdata` child is read with its parent's fields wherever the parent stands.
BibTeX wants parents after their children, and exports such as DBLP's put every proceedings
volume at the end of the file, so the first pass also keeps the text of each entry some
earlier entry names as its parent (`later_parents`, bounded by count and size), and the reader
of the pieces reads a parent from there when a child's parent has not been read yet.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

from . import lazy_re
from .bibtex.reader import split_entry_stream
from .decoding import decode, looks_binary, normalise
from .detect import detect_format
from .latex import looks_like_latex
from .records import DocumentError

CHUNK = 1024 * 1024  # bytes read from the file at a time
_PREFIX = 65536  # characters of the text's start that `decode` and `detect_format` look at


class BigBibtex:
    """The pieces of a big BibTeX file: `pieces()` -> (text, line offset, "@" after it, a highlight may follow)."""

    def __init__(self, chunks, piece: int, after: list[tuple[int, bool]], later_parents: dict[str, str]):
        self._chunks = chunks  # a function: the file's normalised text, in chunks
        self._piece = piece
        self._after = after
        self.later_parents = later_parents  # lower-cased key -> the text of a crossref/xdata parent entry

    def pieces(self):
        for index, (text, line_offset, _end) in enumerate(split_entry_stream(self._chunks(), self._piece)):
            at_after, highlight_after = self._after[index] if index < len(self._after) else (0, False)
            yield text, line_offset, at_after, highlight_after


def big_bibtex(source, piece: int, read: int | None = None) -> BigBibtex | None:
    """A BigBibtex of pieces of `read` entries when `source` (bytes, or a file's path) is a BibTeX file of
    more than `piece` entries, else None."""
    read = read or piece
    if isinstance(source, (bytes, bytearray)):
        return _from_bytes(bytes(source), piece, read)
    return _from_path(Path(source), piece, read)


def _from_bytes(data: bytes, piece: int, read: int) -> BigBibtex | None:
    if not data.strip() or data.lstrip()[:5] == b"%PDF-" or data.count(b"@") <= piece:
        return None
    try:
        text = decode(data)
    except DocumentError:
        return None
    if detect_format(normalise(text)) != "bibtex":
        return None
    return _counted(lambda: (text,), piece, read)


def _from_path(path: Path, piece: int, read: int) -> BigBibtex | None:
    with path.open("rb") as file:
        start = file.read(8192 + 3)
        at_signs = 0
        file.seek(0)
        while block := file.read(CHUNK):
            at_signs += block.count(b"@")
    if at_signs <= piece or start.startswith((b"\xff\xfe", b"\xfe\xff")):  # few entries, or UTF-16: read whole
        return None
    if not start.strip() or start.lstrip()[:5] == b"%PDF-":
        return None  # a PDF, or text that starts far down the file: read whole
    skip = 3 if start.startswith(b"\xef\xbb\xbf") else 0
    if b"\x00" in start[skip : skip + 8192]:
        return None  # the whole read refuses it as binary
    for encoding in ("utf-8", "cp1252", "latin-1"):  # as `decode`: the first that reads the whole file
        try:
            return _counted(_file_text(path, encoding, skip), piece, read, checked=False)
        except UnicodeDecodeError:
            continue
    return None


def _file_text(path: Path, encoding: str, skip: int):
    """A function giving the file's text decoded with `encoding` (its first `skip` bytes left out), in chunks."""

    def chunks():
        decoder = codecs.getincrementaldecoder(encoding)()
        with path.open("rb") as file:
            file.seek(skip)
            while block := file.read(CHUNK):
                yield decoder.decode(block)
            yield decoder.decode(b"", final=True)

    return chunks


def _normalised(chunks):
    """The text of `chunks`, normalised as `normalise` normalises a whole text."""
    held = ""  # a "\r" at a chunk's end may be the first half of a "\r\n"
    for chunk in chunks:
        text = held + chunk
        held = "\r" if text.endswith("\r") else ""
        yield normalise(text[: len(text) - len(held)])
    if held:
        yield normalise(held)


def _counted(chunks, piece: int, read: int, *, checked: bool = True) -> BigBibtex | None:
    """A BigBibtex of the text `chunks()` gives in pieces of `read` entries, once a first pass counted what
    each piece leaves after it (None if the text has `piece` entries or fewer).

    Unless `checked` (the text is known to be BibTeX), the first pass also makes sure the whole
    text is what `decode` and `detect_format` would take for BibTeX; None if not.
    """
    raw, prefix, backslashes, entries = "", "", 0, 0
    stats = []  # per piece: its "@" and whether an annotation in it may highlight an author
    parents = ParentTexts()

    def watched():
        nonlocal raw, prefix, backslashes
        for chunk in chunks():
            raw += chunk[: _PREFIX - len(raw)]
            normalised = "".join(_normalised([chunk])) if len(prefix) < _PREFIX else ""
            prefix += normalised[: _PREFIX - len(prefix)]
            backslashes += chunk.count("\\")
            yield chunk

    for text, _line, _end in split_entry_stream(_normalised(watched()), read):
        entries += len(_ENTRY_START_RE.findall(text))
        parents.collect(text)
        stats.append((text.count("@"), last_highlight(text) >= 0))
    if entries <= piece:
        return None
    if not checked and not _is_bibtex(raw, prefix, backslashes):
        return None
    after, at_after, highlight_after = [], 0, False
    for at_signs, highlight in reversed(stats):
        after.append((at_after, highlight_after))
        at_after, highlight_after = at_after + at_signs, highlight_after or highlight
    return BigBibtex(lambda: _normalised(chunks()), read, after[::-1], parents.texts)


_ENTRY_START_RE = lazy_re.compile(r"^@", re.M)
_ENTRY_HEAD_RE = lazy_re.compile(r"^@\s*(\w+)\s*[{(]\s*([^,\s{}()]+)\s*,", re.M)
# A child's crossref = {key} or "key", or biblatex's xdata = {key1, key2}.
_PARENT_FIELD_RE = lazy_re.compile(r"\b(?:crossref|xdata)\s*=\s*[{\"]([^{}\"]*)[}\"]", re.I)
MAX_PARENT_TEXTS = 20000  # as many as BibtexReader remembers
MAX_PARENT_CHARS = 8 * 1024 * 1024  # a proceedings volume's entry is a few hundred characters


class ParentTexts:
    """The text of each entry named as a parent by an entry before it, gathered piece by piece."""

    def __init__(self):
        self.named: set[str] = set()
        self.texts: dict[str, str] = {}
        self.size = 0

    def collect(self, text: str) -> None:
        """Note the parents `text` (whole entries) names, and keep the entries of it that were named."""
        folded = text.casefold()  # as the search's IGNORECASE folds
        if "crossref" in folded or "xdata" in folded:  # most files name no parent: the search is skipped
            for match in _PARENT_FIELD_RE.finditer(text):
                self.named.update(key.strip().lower() for key in match.group(1).split(",") if key.strip())
        if not self.named:
            return  # no entry so far names a parent: none of these can be one
        heads = list(_ENTRY_HEAD_RE.finditer(text))
        for index, head in enumerate(heads):
            key = head.group(2).lower()
            if key not in self.named or key in self.texts or head.group(1).lower() in ("string", "comment"):
                continue
            end = heads[index + 1].start() if index + 1 < len(heads) else len(text)
            entry = text[head.start() : end]
            if len(self.texts) >= MAX_PARENT_TEXTS or self.size + len(entry) > MAX_PARENT_CHARS:
                return  # the rest are read as before: with their own fields, and a warning
            self.texts[key] = entry
            self.size += len(entry)


def _is_bibtex(raw: str, prefix: str, backslashes: int) -> bool:
    """Whether `decode` (not binary) and `detect_format` would take the whole text for BibTeX, from its start.

    `raw`: the decoded text's start; `prefix`: the normalised text's start; `backslashes`: how many
    the whole text has. Only a text that begins with "@" or "%" is taken (detect_format's first
    BibTeX rule): then JSON, HTML and front matter are ruled out by its start, as detect_format
    rules them out, and LaTeX by its start and the backslashes of the whole text.
    """
    if looks_binary(raw) or not prefix.lstrip().startswith(("@", "%")):
        return False
    top = prefix[:20000]
    if looks_like_latex(
        top + "\\" * (backslashes - top.count("\\"))
    ):  # its rule: a sign near the top, 5 backslashes in all
        return False
    return detect_format(prefix) == "bibtex"


# A biblatex "author+an" annotation is the one way a BibTeX entry highlights an author.
_ANNOTATION_RE = lazy_re.compile(r"\+an\s*=\s*", re.I)
_LITERAL_RE = lazy_re.compile(r'(?:\{([^{}]*)\}|"([^"{}]*)")\s*([#]?)')
_HIGHLIGHT_MEANING_RE = lazy_re.compile(r"highlight|me|self|owner", re.I)  # importer.parsers.bibtex.authors


def last_highlight(text: str) -> int:
    """Where the last annotation that may highlight an author starts (-1: none); one not spelled out may."""
    last = -1
    for match in _ANNOTATION_RE.finditer(text):
        literal = _LITERAL_RE.match(text, match.end())
        if (
            literal is None
            or literal.group(3)
            or _HIGHLIGHT_MEANING_RE.search(literal.group(1) or literal.group(2) or "")
        ):
            last = match.start()
    return last
