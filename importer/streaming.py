"""A big BibTeX file read and written at once: the parse child reads a batch of entries while the last is written.

`read_streamed` starts the read in the import's parse child (importer.limits.ParseWorker.stream,
under the same wall-clock and memory limits as any parse, counted over the whole file) and
waits until the file's owner is settled (importer.parsers.documents.read_document_parts).
The child is given the file's path (importer.source.Source) and reads it a chunk at a time
(importer.parsers.bigbibtex): no process holds the whole file.
What it returns is either the parsed document, for any other file, or a StreamedDocument,
whose `pieces()` gives its publications WRITE_BATCH entries at a time as the child reads
them; importer.batches writes each in its own short transaction. Neither side ever holds
the whole file's publications, so memory stays flat in the file's size, and the two cores
read and write at the same time.

A file that cannot be read at all fails before anything is written, as any file does. One
that fails half-way (a limit passed, say) fails like a batch that cannot be written: the
batches written before are kept and the report says so.
"""

from __future__ import annotations

import pickle

from django.conf import settings

from importer.parsers.documents import read_document_parts
from importer.parsers.records import DocumentError, ParsedDocument

from . import batches
from .limits import LimitExceeded, check_yaml_aliases


class StreamedDocument:
    """A big BibTeX file being read: `parsed` (its owner's profile, no publications yet), then `pieces()`."""

    format = "bibtex"

    def __init__(self, name, profile, total, messages, file_report):
        self.parsed = ParsedDocument(source_name=name, format="bibtex", profile=profile)
        self.total = total  # its publications, once known (the end of the file read)
        self.messages = messages
        self.file_report = file_report

    def pieces(self):
        """Lists of parsed publications, in the file's order; their warnings go to the file's report."""
        for message in _limited(self.messages):
            if message[0] == "part":
                publications = []
                for blob in message[1]:
                    more, warnings = pickle.loads(blob)
                    publications += more
                    self.file_report.warnings += warnings
                yield publications
            elif message[0] == "end":
                _, warnings, self.total = message
                self.file_report.warnings += warnings


def read_streamed(name, source, file_report, *, worker, person=None, base_url=None):
    """The parsed document, or a StreamedDocument once the owner is settled; DocumentError as parse_document.

    `source`: the document (importer.source.Source); the child is given its bytes or its file's path.
    `worker` is the import's ParseWorker: its child reads the file under the parse limits.
    """
    messages = worker.stream(
        _read_checked,
        name,
        source.to_parse(),
        person,
        base_url,
        batches.WRITE_BATCH,
        seconds=settings.IMPORT_PARSE_SECONDS,
    )
    try:
        first = next(messages)
    except LimitExceeded as err:
        raise DocumentError(str(err)) from None
    if first[0] == "whole":
        for _ in messages:  # the child says it is done: it stays for the next file
            pass
        return first[1]
    _, profile, total = first
    return StreamedDocument(name, profile, total, messages, file_report)


def _limited(messages):
    """The messages, a limit passed in the child raised as the DocumentError any other file gets."""
    try:
        yield from messages
    except LimitExceeded as err:
        raise DocumentError(str(err)) from None


def _read_checked(name, source, person, base_url, piece):
    """In the child: read, a document read whole refused if it is an alias bomb before any parser walks it."""
    yield from read_document_parts(
        name, source, person=person, base_url=base_url, piece=piece, check=check_yaml_aliases
    )
