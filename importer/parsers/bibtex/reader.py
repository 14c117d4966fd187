"""The file: bibtexparser splits it into blocks; an unbalanced entry is reported by key and line, not imported."""

from __future__ import annotations

import bisect
import hashlib
import logging
import re
from array import array

import bibtexparser
from bibtexparser import model as bib_model

from importer.parsers.records import DocumentError, ParsedDocument, ParsedPublication

from .. import lazy_re
from .comments import blank_comment_blocks
from .decode import _evaluate
from .entries import _describe, _fields_of, _line_of, _publication

# Lenient reading of a block bibtexparser could not parse.
_HEADER_RE = lazy_re.compile(r"@\s*([A-Za-z]+)\s*[{(]\s*([^,\s{}()=]*)\s*,?")
_FIELD_START_RE = lazy_re.compile(r"\s*,?\s*([A-Za-z][\w+\-:.]*)\s*=\s*")


_NEXT_FIELD_LINE_RE = lazy_re.compile(r"\n\s*(?:[A-Za-z][\w+\-:.]*\s*=|@|\}\s*$)")
_NEXT_FIELD_INLINE_RE = lazy_re.compile(r",\s*[A-Za-z][\w+\-:.]*\s*=")


def _read_value(raw: str, start: int) -> tuple[str, int, bool]:
    """(raw value, end position, closed) of the value starting at `start`.

    An unclosed value ends where the next field visibly starts: a line
    "name = ...", or ", name =" later on its own line.
    """
    if start >= len(raw):
        return "", start, False
    opener = raw[start]
    if opener not in '{"':
        match = re.compile(r"[^,}\n]+").match(raw, start)
        end = match.end() if match else start
        return raw[start:end].strip(), end, True
    depth, index = 0, start
    while index < len(raw):
        char = raw[index]
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if opener == "{" and depth == 0:
                return raw[start : index + 1], index + 1, True
        elif char == '"' and opener == '"' and index > start and depth == 0:
            return raw[start : index + 1], index + 1, True
        index += 1
    # Never closed: cut at the next field.
    next_line = _NEXT_FIELD_LINE_RE.search(raw, start)
    end = next_line.start() if next_line else len(raw)
    inline = _NEXT_FIELD_INLINE_RE.search(raw, start, end)
    if inline:
        end = inline.start()
    value = raw[start + 1 : end].strip().rstrip(",}").strip().replace("{", "").replace("}", "")
    return "{" + value + "}", end, False


def _recover(raw: str) -> tuple[str | None, str | None, dict[str, str], bool]:
    """(entry type, key, raw fields, complete) of a malformed entry, as far as readable."""
    header = _HEADER_RE.search(raw)
    if not header:
        return None, None, {}, False
    fields: dict[str, str] = {}
    complete = True
    position = header.end()
    while True:
        match = _FIELD_START_RE.match(raw, position)
        if not match:
            following = re.compile(r"\n\s*([A-Za-z][\w+\-:.]*)\s*=\s*").search(raw, position)
            if not following:
                break
            complete, match = False, following
        value, position, closed = _read_value(raw, match.end())
        complete = complete and closed
        fields.setdefault(match.group(1).lower(), value)
    return header.group(1).lower(), header.group(2) or None, fields, complete


# "@article{key" and the first field on the next line, the comma after the key forgotten (a hand-edited file)
_KEY_WITHOUT_COMMA_RE = lazy_re.compile(
    r"^([ \t]*@[ \t]*[A-Za-z]+[ \t]*[{(][ \t]*([^,\s{}()=@]+))(?=[ \t]*\n\s*[A-Za-z][\w+\-:.]*\s*=)", re.M
)


def _with_key_commas(text: str, line_offset: int, warnings: list[str]) -> str:
    """`text` with the comma put back after each key that lacks one; each such entry is named in `warnings`."""

    def mend(match: re.Match) -> str:
        line = line_offset + text.count("\n", 0, match.start()) + 1
        warnings.append(f"{_describe(match.group(2), line)}: no comma after the key; read as if it had one")
        return match.group(1) + ","

    return _KEY_WITHOUT_COMMA_RE.sub(mend, text)


_RUN_ON_FIELD_RE = lazy_re.compile(r"^[^@]*?,\s*[A-Za-z][\w+\-:.]*\s*=\s*[{\"\d]")
# An entry whose "@" was taken away ("ARTICLE{key, ..."): the way BibTeX users switch an entry off, since
# BibTeX reads it as a comment. Its fields are its own, never a run-on of the entry before it.
_DISABLED_ENTRY_RE = lazy_re.compile(r"^\s*[A-Za-z]+\s*[{(]\s*[^\s,{}()=\"]+\s*,")


def parse_bibtex(text: str, source_name: str) -> ParsedDocument:
    """Parse a BibTeX file into publications (format "bibtex", no profile)."""
    if text is None or "@" not in text:
        raise DocumentError(f"{source_name}: not BibTeX (no @entry found)")
    reader = BibtexReader(source_name)
    publications = reader.read(text.replace("\r\n", "\n").replace("\r", "\n"))
    warnings = reader.take_warnings() + reader.finish()
    return ParsedDocument(
        source_name=source_name, format="bibtex", profile=None, publications=publications, warnings=warnings
    )


class SeenKeys:
    """The keys read so far, 8 bytes each (a 64-bit digest): a file's keys are held to its end.

    As a set of strings they were 130 bytes a key, megabytes for a lab's file read in pieces.
    Two different keys share a digest once in about 10^19 pairs: the second is then reported as
    a duplicate key, an entry kept all the same (`_block`).
    """

    RECENT = 4096  # digests held in a set before they join the sorted array

    def __init__(self):
        self.recent: set[int] = set()
        self.sorted = array("Q")

    @staticmethod
    def _digest(key: str) -> int:
        return int.from_bytes(hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=8).digest(), "big")

    def __contains__(self, key: str) -> bool:
        digest = self._digest(key)
        if digest in self.recent:
            return True
        at = bisect.bisect_left(self.sorted, digest)
        return at < len(self.sorted) and self.sorted[at] == digest

    def add(self, key: str) -> None:
        self.recent.add(self._digest(key))
        if len(self.recent) >= self.RECENT:
            self.sorted = array("Q", sorted([*self.sorted, *self.recent]))
            self.recent = set()


class BibtexReader:
    """Reads a BibTeX document in one piece, or in pieces of whole entries one after another (split_entries).

    What a piece defines stays known to the pieces after it, as in one pass over the whole text:
    @string macros, the keys of the entries and macros read (a key again is a duplicate), the
    entry a run-on block belongs to. `read` returns a piece's publications; its warnings are
    kept until `take_warnings`; `finish` gives the last warnings, or raises DocumentError when
    no entry of the whole document was a publication.
    """

    def __init__(self, source_name: str, later_parents: dict[str, str] | None = None):
        self.source_name = source_name
        # Parents that may stand after their children in a file read in pieces, as text by
        # lower-cased key (importer.parsers.bigbibtex): read when a child needs one not read yet.
        self.later_parents = dict(later_parents or {})
        self.warnings: list[str] = []
        self.first_warnings: list[str] = []  # what a document none of whose entries could be read is refused with
        self.macros: dict[str, str] = {}
        self.undefined: list[str] = []
        self.entries_seen = 0
        self.publications_read = 0
        self.entry_keys = SeenKeys()  # of the pieces read before, as bibtexparser's Library keeps them
        self.string_keys = SeenKeys()
        self.last_entry: list = []  # (entry, its publication or None) of the block just read
        self.referenced = SeenKeys()  # keys some `crossref`/`xdata` named, lower-cased
        self.parents: dict[str, dict[str, str]] = {}  # the fields of those entries, by lower-cased key
        self.held: list = []  # (position, entry, fields, line) of children waiting for the end of the piece

    def take_warnings(self) -> list[str]:
        taken, self.warnings = self.warnings, []
        self.first_warnings += taken[: 3 - len(self.first_warnings)]
        return taken

    def read(self, text: str, line_offset: int = 0) -> list[ParsedPublication]:
        """The publications of `text` (whole entries; lines already "\n"), whose first line is the file's line_offset + 1."""
        # bibtexparser logs every malformed block; we report them as warnings instead.
        splitter_logger = logging.getLogger("bibtexparser")
        previous_level = splitter_logger.level
        splitter_logger.setLevel(logging.CRITICAL)
        try:
            text = blank_comment_blocks(text)  # entries commented out inside @comment{...} are no papers
            library = bibtexparser.parse_string(text, parse_stack=[])
            # a key that lost its comma fails its entry: looked for only when an entry failed, then read again
            if any(isinstance(b, bib_model.ParsingFailedBlock) for b in library.blocks) and (
                _KEY_WITHOUT_COMMA_RE.search(text)
            ):
                text = _with_key_commas(text, line_offset, self.warnings)
                library = bibtexparser.parse_string(text, parse_stack=[])
        except Exception as error:  # the splitter should not raise; if it does, the file is unreadable
            raise DocumentError(f"{self.source_name}: not readable as BibTeX ({error})") from error
        finally:
            splitter_logger.setLevel(previous_level)
        publications: list[ParsedPublication] = []
        for block in library.blocks:
            for key in _parent_keys_of(block):
                self.referenced.add(key)
        for block in library.blocks:
            if line_offset:
                _move_lines(block, line_offset)
            self._block(self._earlier_duplicate(block), publications)
        self._settle_children(publications)
        self.publications_read += len(publications)
        return publications

    def _settle_children(self, publications: list[ParsedPublication]) -> None:
        """The children held in this piece, read with what their parents give, each where it stood in the file.

        BibTeX wants a parent after its children, so they wait for the end of the piece. A file read
        whole is one piece; a big file read in pieces remembers the parents of the pieces read (up to
        MAX_PARENTS) and reads one from a later piece out of `later_parents`; a child whose parent is
        in neither is read with its own fields, with a warning.
        """
        held, self.held = self.held, []
        for position, entry, fields, line in reversed(held):
            where = _describe(entry.key, line)
            merged = dict(fields)
            for key in _parent_keys(fields):
                parent = self.parents.get(key) or self._later_parent(key)
                if parent is None:
                    self.warnings.append(f"{where}: crossref '{key}' not found; read without its fields")
                else:
                    inherit(merged, parent, whole=fields.get("crossref", "").strip().lower() != key)
            publication = _publication(entry.key, entry.entry_type.lower(), merged, line, self.warnings)
            if publication is not None:
                publications.insert(position, publication)

    def _later_parent(self, key: str) -> dict[str, str] | None:
        """The fields of the parent `key` from its text kept by the first pass, or None."""
        text = self.later_parents.pop(key, None)
        if text is None:
            return None
        try:
            library = bibtexparser.parse_string(text, parse_stack=[])
        except Exception:  # the piece that holds it reports what is wrong with it
            return None
        for block in library.blocks:
            if isinstance(block, bib_model.Entry) and block.key.lower() == key:
                # Its warnings are given once, when the piece that holds it is read.
                fields = _fields_of(block, self.macros, [], _describe(block.key, None), [])
                self._remember_parent(key, fields, _describe(block.key, None))
                return fields
        return None

    def _earlier_duplicate(self, block):
        """A block whose key an earlier piece defined, as bibtexparser marks one the same piece defined."""
        if isinstance(block, bib_model.Entry):
            keys = self.entry_keys
        elif isinstance(block, bib_model.String):
            keys = self.string_keys
        else:
            return block
        if block.key in keys:
            return bib_model.DuplicateBlockKeyBlock(
                key=block.key, previous_block=None, duplicate_block=block, start_line=block.start_line, raw=block.raw
            )
        keys.add(block.key)
        return block

    def _add_entry(self, entry: bib_model.Entry, publications, extra_warning: str | None = None) -> None:
        self.entries_seen += 1
        self.last_entry[:] = [entry, None, publications]
        line = _line_of(entry)
        where = _describe(entry.key, line)
        if extra_warning:
            self.warnings.append(f"{where}: {extra_warning}")
        fields = _fields_of(entry, self.macros, self.undefined, where, self.warnings)
        entry_type = entry.entry_type.lower()
        if entry.key and entry.key.lower() in self.referenced:
            self._remember_parent(entry.key.lower(), fields, where)
            if entry_type == "xdata" or not fields.get("author", "").strip():
                return  # a parent only: what its children share (a proceedings volume), not a paper of the owner
        if entry_type == "xdata":
            return  # biblatex data container nothing names: no paper either
        if _parent_keys(fields):
            self.held.append((len(publications), entry, fields, line))
            return
        publication = _publication(entry.key, entry_type, fields, line, self.warnings)
        if publication is not None:
            publications.append(publication)
            self.last_entry[1] = publication

    def _block(self, block, publications) -> None:
        warnings, macros = self.warnings, self.macros
        if (
            isinstance(block, bib_model.ImplicitComment)
            and self.last_entry
            and _RUN_ON_FIELD_RE.search(block.raw or "")
            and not _DISABLED_ENTRY_RE.match(block.raw or "")
        ):
            entry, publication, where = self.last_entry  # "title={A Title}} With Junk}, author={...}": closed too early
            if publication is not None:
                where.remove(publication)
            self.held = [child for child in self.held if child[1] is not entry]
            warnings.append(f"{_describe(entry.key, _line_of(entry))}: unbalanced braces or quotes; entry not imported")
            self.last_entry.clear()
            return
        if not isinstance(block, bib_model.ImplicitComment):
            self.last_entry.clear()
        elif _DISABLED_ENTRY_RE.match(block.raw or "") and _RUN_ON_FIELD_RE.search(block.raw or ""):
            head = (block.raw or "").strip().split(",", 1)[0]
            warnings.append(f"line {_line_of(block)}: '{head}' has no '@' (switched off); not imported")
        if isinstance(block, bib_model.String):
            undefined_here: list[str] = []
            macros[block.key.strip().lower()] = _evaluate(str(block.value), macros, undefined_here)
        elif isinstance(block, bib_model.Entry):
            self._add_entry(block, publications)
        elif isinstance(block, bib_model.DuplicateBlockKeyBlock):
            if isinstance(block.ignore_error_block, bib_model.Entry):
                self._add_entry(block.ignore_error_block, publications, "duplicate key; both entries kept")
            elif isinstance(block.ignore_error_block, bib_model.String):
                warnings.append(f"line {_line_of(block)}: @string '{block.key}' defined twice, the last kept")
                macros[block.key.strip().lower()] = _evaluate(str(block.ignore_error_block.value), macros, [])
        elif isinstance(block, bib_model.DuplicateFieldKeyBlock):
            self._add_entry(block.ignore_error_block, publications)
        elif isinstance(block, bib_model.ParsingFailedBlock):
            raw = block.raw or ""
            entry_type, key, _raw_fields, _complete = _recover(raw)
            line = _line_of(block)
            if entry_type in (None, "comment", "preamble", "string"):
                if entry_type is None and raw.strip():
                    warnings.append(f"line {line}: unreadable block skipped")
                return
            self.entries_seen += 1  # an unbalanced entry is a failed entry: reported by key and line, never a paper
            warnings.append(f"{_describe(key, line)}: unbalanced braces or quotes; entry not imported")

    def _remember_parent(self, key: str, fields: dict[str, str], where: str) -> None:
        if key in self.parents or len(self.parents) < MAX_PARENTS:
            self.parents[key] = fields
        elif len(self.parents) == MAX_PARENTS:
            self.parents[""] = {}  # counted once: the warning below is given once
            self.warnings.append(f"{where}: more than {MAX_PARENTS} crossref parents; later ones not inherited")

    def finish(self) -> list[str]:
        """The document's last warnings; DocumentError when none of its entries was a publication."""
        warnings = self.take_warnings()
        if self.undefined:
            names = ", ".join(sorted(set(self.undefined))[:10])
            warnings.append(f"undefined @string macros kept as text: {names}")
        if not self.publications_read:
            if self.entries_seen == 0:
                raise DocumentError(f"{self.source_name}: not BibTeX (no @entry found)")
            detail = "; ".join((self.first_warnings + warnings)[:3])
            raise DocumentError(
                f"{self.source_name}: none of {self.entries_seen} BibTeX entries could be recovered ({detail})"
            )
        return warnings


MAX_PARENTS = 20000  # crossref/xdata parents whose fields are remembered (a proceedings volume: a few fields)

# What a child takes from its crossref parent when it does not give it itself: where and when it appeared.
INHERITED_FIELDS = (
    "booktitle",
    "journal",
    "journaltitle",
    "year",
    "date",
    "month",
    "publisher",
    "editor",
    "series",
    "volume",
    "address",
    "location",
    "organization",
    "institution",
    "school",
    "eventtitle",
)
_NOT_INHERITED = frozenset({"title", "author", "crossref", "xdata", "doi", "url", "pages", "eprint", "ids"})


def inherit(child: dict[str, str], parent: dict[str, str], *, whole: bool = False) -> None:
    """Fills `child`'s missing fields from its parent: a crossref parent's title is the child's booktitle.

    `whole`: an xdata container, every field of which its children share (but a title or an author)."""
    if not whole and not (child.get("booktitle") or child.get("journal") or child.get("journaltitle")):
        venue = parent.get("booktitle") or parent.get("title")
        if venue:
            child["booktitle"] = venue
    names = [name for name in parent if name not in _NOT_INHERITED] if whole else INHERITED_FIELDS
    for name in names:
        if parent.get(name) and not child.get(name, "").strip():
            child[name] = parent[name]


def _parent_keys(fields) -> list[str]:
    """The lower-cased keys an entry's `crossref` and biblatex `xdata` (a comma list) name."""
    keys = [fields.get("crossref", "").strip().lower()]
    keys += [key.strip().lower() for key in fields.get("xdata", "").split(",")]
    return [key for key in dict.fromkeys(keys) if key]


def _parent_keys_of(block) -> list[str]:
    """_parent_keys of a block bibtexparser read (its raw field values), before the block is read."""
    entry = getattr(block, "ignore_error_block", None) or block
    if not isinstance(entry, bib_model.Entry):
        return []
    raw = {}
    for field in entry.fields:
        name = field.key.strip().lower()
        if name in ("crossref", "xdata") and isinstance(field.value, str):
            raw[name] = field.value.strip().strip('{}"')
    return _parent_keys(raw) if raw else []


def _move_lines(block, offset):
    """Line numbers of a block read in a piece: the file's (and of the entry a failed block holds)."""
    for part in {id(b): b for b in (block, getattr(block, "ignore_error_block", None)) if b is not None}.values():
        if part.start_line is not None:
            part._start_line_in_file += offset


_ENTRY_START_RE = lazy_re.compile(r"^@", re.M)


def split_entries(text: str, size: int):
    """(piece, line offset, position after it) of `text` ("\n" lines) cut before an entry every `size` entries.

    A cut is made only where nothing is open: before an "@" that starts a line, where every
    brace opened before it is closed and the text before it ends a block ("}" or ")"). After a
    block that leaves braces unbalanced no cut is made, so a malformed entry never straddles
    two pieces and the pieces read as the whole text does.
    """
    return split_entry_stream((text,), size)


def split_entry_stream(chunks, size: int):
    """split_entries of the text `chunks` (an iterable of str) gives, read a chunk at a time.

    Holds the text of one piece and the chunk read at most; the pieces are those of the whole
    text, wherever the chunks are cut.
    """
    buffer, base = "", 0  # the text from the current piece's start; where it is in the whole text
    depth, counted, scanned, entries, lines, broken = 0, 0, 0, 0, 0, False
    for chunk in chunks:
        buffer += chunk
        position = scanned
        while not broken and (match := _ENTRY_START_RE.search(buffer, position)):
            at = position = match.start()
            position += 1
            between = buffer[counted:at]
            depth += between.count("{") - between.count("\\{") - between.count("}") + between.count("\\}")
            counted = at
            if depth < 0:
                broken = True  # braces closed that were never opened: no safe place to cut from here on
                break
            entries += 1
            if entries > size and depth == 0 and buffer[:at].rstrip().endswith(("}", ")")):
                yield buffer[:at], lines, base + at
                lines += buffer.count("\n", 0, at)
                buffer, base, counted, position, entries = buffer[at:], base + at, 0, 1, 1
        scanned = len(buffer)
    yield buffer, lines, base + len(buffer)
