"""PDF text, extracted by pdfminer.six in a child process with a time and memory limit.

The layout is rebuilt from pdfminer's text lines and their positions: lines on
one baseline become one row of tab-separated cells (a date printed left of, or
right of, its entry stays on the entry's row); a page split into two columns
is read as a date column beside the entries when the left column holds dates
(and a few labels) aligned with the right one, else column by column (a sidebar
is never interleaved with the main text, even where its short lines happen to
fall on the main column's baselines).
"""

from __future__ import annotations

import os
import subprocess
import sys

from .records import DocumentError

__all__ = ["extract_pdf_text", "PDF_SECONDS", "PDF_MEMORY_BYTES"]

PDF_SECONDS = 20
PDF_MEMORY_BYTES = 1024**3
_PDF_CHILD = r"""
import io, re, resource, sys
limit = int(sys.argv[1])
try:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ValueError, OSError):
    pass
data = sys.stdin.buffer.read()
from pdfminer.high_level import extract_pages
from pdfminer.layout import LAParams, LTTextContainer, LTTextLine

# char_margin 2 / line_margin 0.3: a date column 10 pt left of the entries stays a separate line,
# and lines of two columns are never merged into one box; the rows are rebuilt below.
PARAMS = LAParams(char_margin=2.0, line_margin=0.3, word_margin=0.1, detect_vertical=False)
DATE = re.compile(r"(?:19|20)\d\d|present|today|now", re.I)
ONLY_DATES = re.compile(
    r"^(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|today|now|current)"
    r"(?:\s*[-–—]+\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|today|now|current))?$",
    re.I,
)


def text_lines(page):
    found = []
    stack = list(page)
    while stack:
        item = stack.pop()
        if isinstance(item, LTTextLine):
            text = " ".join(item.get_text().split())
            if text:
                found.append((item.x0, item.y0, item.x1, item.y1, text))
        elif isinstance(item, LTTextContainer) or hasattr(item, "__iter__"):
            try:
                stack.extend(item)
            except TypeError:
                pass
    return found


def column_split(lines, width):
    # (x where a left column ends and a right column starts, header lines above both) or (None, [])
    for split in sorted({round(x1) + 1 for _, _, x1, _, _ in lines if x1 < 0.5 * width}):
        crossing = [l for l in lines if l[0] < split - 1 < l[2] - 2]
        others = [l for l in lines if l not in crossing]
        if crossing and (len(crossing) > 3 or min(l[1] for l in crossing) < max(l[3] for l in others) - 2):
            continue  # a line crosses it below the page's header
        left = [l for l in others if l[2] <= split]
        right = [l for l in others if l[0] >= split - 1]
        if len(left) >= 3 and len(right) >= 3 and len(left) + len(right) == len(others):
            return split, crossing
    return None, []


def rows(lines):
    # lines top-down; lines on one baseline become one row of tab-separated cells, left to right
    out = []
    for line in sorted(lines, key=lambda l: (-l[3], l[0])):
        height = max(line[3] - line[1], 1)
        if out and abs(out[-1][0] - line[3]) < 0.5 * height:
            out[-1][1].append(line)
        else:
            out.append([line[3], [line]])
    result = []
    for _, cells in out:
        texts = [l[4] for l in sorted(cells, key=lambda l: l[0])]
        if len(texts) > 1 and ONLY_DATES.match(texts[0]):
            texts = texts[1:] + texts[:1]  # a date column's date goes after its entry, as right-aligned dates do
        result.append("\t".join(texts))
    return result


def page_text(page):
    lines = text_lines(page)
    split, header = column_split(lines, page.width)
    if split is None:
        return "\n".join(rows(lines))
    top = "\n".join(rows(header)) + "\n" if header else ""  # a name across the top of both columns
    lines = [l for l in lines if l not in header]
    left = [l for l in lines if l[2] <= split]
    right = [l for l in lines if l[2] > split]
    # A date column holds dates (and a few labels); a sidebar of short lines (contact, skills) holds few.
    dated = sum(1 for l in left if DATE.search(l[4]))
    short = sum(1 for l in left if DATE.search(l[4]) or len(l[4].split()) <= 4)
    datelike = dated >= 0.4 * len(left) and short >= 0.7 * len(left)
    aligned = sum(1 for l in left if any(abs(r[3] - l[3]) < 0.6 * max(l[3] - l[1], 1) for r in right))
    if datelike and aligned >= 0.6 * len(left):
        return top + "\n".join(rows(lines))  # a date column: each date goes with the entry on its row
    return top + "\n".join(rows(left)) + "\n\n" + "\n".join(rows(right))  # a sidebar: one column, then the other


try:
    pages = [page_text(page) for page in extract_pages(io.BytesIO(data), laparams=PARAMS)]
except MemoryError:
    sys.stderr.write("PDF needs too much memory")
    sys.exit(3)
except Exception as err:
    sys.stderr.write(type(err).__name__ + ": " + str(err)[:300])
    sys.exit(2)
sys.stdout.buffer.write("\n\f".join(pages).encode("utf-8", "replace"))
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
