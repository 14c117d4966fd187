"""PDF text, extracted by pdfminer.six in a child process with a time and memory limit."""

from __future__ import annotations

import os
import subprocess
import sys

from .records import DocumentError

__all__ = ["extract_pdf_text", "PDF_SECONDS", "PDF_MEMORY_BYTES"]

PDF_SECONDS = 20
PDF_MEMORY_BYTES = 1024**3
_PDF_CHILD = r"""
import resource, sys
limit = int(sys.argv[1])
try:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ValueError, OSError):
    pass
data = sys.stdin.buffer.read()
import io
from pdfminer.high_level import extract_text
try:
    text = extract_text(io.BytesIO(data))
except MemoryError:
    sys.stderr.write("PDF needs too much memory")
    sys.exit(3)
except Exception as err:
    sys.stderr.write(type(err).__name__ + ": " + str(err)[:300])
    sys.exit(2)
sys.stdout.buffer.write(text.encode("utf-8", "replace"))
"""


def extract_pdf_text(data: bytes, *, seconds: float = PDF_SECONDS, memory: int = PDF_MEMORY_BYTES) -> str:
    """Text of a PDF, extracted in a child process that cannot hang or exhaust memory."""
    try:
        result = subprocess.run(
            [sys.executable, "-c", _PDF_CHILD, str(memory)],
            input=data,
            capture_output=True,
            timeout=seconds,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        )
    except subprocess.TimeoutExpired:
        raise DocumentError(f"PDF text extraction took longer than {seconds:g} s; the file may be malformed") from None
    except OSError as err:
        raise DocumentError(f"cannot start PDF text extraction: {err}") from None
    if result.returncode != 0:
        reason = result.stderr.decode("utf-8", "replace").strip().splitlines()
        reason = reason[-1] if reason else f"exit status {result.returncode}"
        if "PDFPasswordIncorrect" in reason or "encrypt" in reason.lower():
            raise DocumentError("PDF is encrypted; export an unencrypted copy")
        if "memory" in reason.lower():
            raise DocumentError(f"PDF needs more than {memory // 1024**2} MB to read")
        raise DocumentError(f"PDF cannot be read: {reason}")
    return result.stdout.decode("utf-8", "replace")
