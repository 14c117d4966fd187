"""A document's bytes to the text its parsers read: decoded (refusing binary) and normalised."""

from __future__ import annotations

import re

from . import lazy_re
from .records import DocumentError

_NUL_MESSAGE = "binary file (contains NUL bytes); expected text, markdown or PDF"


def decode(data: bytes) -> str:
    """Bytes to text: UTF-8 (BOM or not), UTF-16 with a BOM, else cp1252/Latin-1."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as err:
            raise DocumentError(f"cannot decode UTF-16 text: {err.reason}") from None
        if "\x00" in text:
            raise DocumentError(_NUL_MESSAGE)
        return text
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\x00" in data:  # anywhere: a NUL deep in a file is as sure a sign of binary as one at its start
        raise DocumentError(_NUL_MESSAGE)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
    if looks_binary(text):
        raise DocumentError("binary file (mostly control characters, not text); expected text, markdown, HTML or PDF")
    return text


_CONTROL_RE = lazy_re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ufffd]")


def looks_binary(text: str) -> bool:
    """Random bytes decode to text full of control characters; real documents have almost none."""
    sample = text[:65536]
    controls = len(_CONTROL_RE.findall(sample))
    return controls >= 8 and controls > 0.02 * len(sample)


def normalise(text: str) -> str:
    """One "\\n" for every line end; no control characters but tabs and line ends."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n").replace("\u2029", "\n")
    text = text.replace("\x0c", "\n")  # form feeds between PDF pages
    return re.sub(r"[\x00-\x08\x0b\x0e-\x1f\x7f]", "", text)
