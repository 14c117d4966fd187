"""A document's bytes as the importer holds them: in memory when they came so, else a file read a chunk at a time.

A file named to import_profiles, or an upload big enough for Django to have written it to a
temporary file, is never read whole by the importer's process: it is hashed and stored a
chunk at a time, and the parse child is given its path (importer.parsers.bigbibtex reads a big
BibTeX file from it in pieces). So the process's memory stays flat in the file's size.
"""

from __future__ import annotations

import codecs
import hashlib
import os
from pathlib import Path

CHUNK = 1024 * 1024


class Source:
    """`data` (bytes) or the file at `path`; `limit`: only that many of its first bytes. `size`: how many."""

    def __init__(self, data: bytes | None = None, *, path: Path | str | None = None, limit: int | None = None):
        self.data = bytes(data) if data is not None else None
        self.path = Path(path) if path is not None else None
        self.limit = limit
        self.size = len(self.data) if self.data is not None else os.stat(self.path).st_size
        if limit is not None:
            self.size = min(self.size, limit)

    @classmethod
    def of_file(cls, path) -> Source:
        """The file at `path`; OSError when it cannot be opened."""
        with open(path, "rb"):
            pass
        return cls(path=path)

    @classmethod
    def of_upload(cls, upload) -> Source:
        """A Django UploadedFile (or bytes): its temporary file when it has one, else its bytes."""
        if isinstance(upload, (bytes, bytearray, memoryview)):
            return cls(upload)
        if hasattr(upload, "temporary_file_path"):
            return cls.of_file(upload.temporary_file_path())
        upload.seek(0)
        return cls(upload.read())

    def cut(self, limit: int) -> Source:
        """Only the first `limit` bytes (what a document too big to import keeps)."""
        if self.data is not None:
            return Source(self.data[:limit])
        return Source(path=self.path, limit=limit)

    def to_parse(self):
        """What the parse child reads: the bytes, or the file's path."""
        return self.data if self.data is not None else self.path

    def chunks(self, size: int = CHUNK):
        """The bytes, in order, `size` at a time."""
        if self.data is not None:
            for start in range(0, self.size, size):
                yield self.data[start : min(start + size, self.size)]
            return
        left = self.size
        with self.path.open("rb") as file:
            while left > 0 and (chunk := file.read(min(size, left))):
                left -= len(chunk)
                yield chunk

    def read(self) -> bytes:
        """All the bytes at once: for a small document only."""
        return self.data[: self.size] if self.data is not None else b"".join(self.chunks())

    def head(self, size: int) -> bytes:
        return self.cut(size).read()

    def sha256(self) -> str:
        digest = hashlib.sha256()
        for chunk in self.chunks():
            digest.update(chunk)
        return digest.hexdigest()


def text_of(data: bytes, *, cut: bool = False) -> str:
    """The document as text for the admin; without NUL characters, which PostgreSQL's text refuses.

    `cut`: `data` is the start of a longer document (a character cut at its end is left out).
    """
    encoding = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else "utf-8-sig"  # as the parsers decode
    try:
        return codecs.getincrementaldecoder(encoding)().decode(data, final=not cut).replace("\x00", "")
    except UnicodeError:
        return data.decode("latin-1").replace("\x00", "")
