"""PDF text, extracted by pdfminer.six in a child process with a time and memory limit.

The child hands over pdfminer's text lines with their boxes and font sizes, page
by page; importer.parsers.pdflayout rebuilds the text from them (rows and
columns, running headers and footers, wrapped lines, ligatures).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from .pdflayout import MAX_LINES, Line, Page, layout_text
from .pdfrunon import split_dated_positions
from .records import DocumentError

__all__ = ["extract_pdf_text", "PDF_SECONDS", "PDF_MEMORY_BYTES"]

PDF_SECONDS = 20
PDF_MEMORY_BYTES = 1024**3
_PDF_CHILD = r"""
import io, json, resource, sys
limit, max_lines = int(sys.argv[1]), int(sys.argv[2])
try:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ValueError, OSError):
    pass
data = sys.stdin.buffer.read()
from pdfminer.high_level import extract_pages
from pdfminer.layout import LAParams, LTChar, LTTextContainer, LTTextLine

# char_margin 2 / line_margin 0.3: a date column 10 pt left of the entries stays a separate line,
# and lines of two columns are never merged into one box; the rows are rebuilt by pdflayout.
PARAMS = LAParams(char_margin=2.0, line_margin=0.3, word_margin=0.1, detect_vertical=False)


def font_size(line):
    sizes = sorted(round(char.size, 1) for char in line if isinstance(char, LTChar) and char.get_text().strip())
    return sizes[len(sizes) // 2] if sizes else round(line.y1 - line.y0, 1)


def line_text(line):
    text = " ".join(line.get_text().split())
    words = text.split()
    if len(words) < 4 or sum(len(word) == 1 for word in words) < 0.8 * len(words):
        return text
    # Letter-spaced ("E X P E R I E N C E"): the words are where the gaps are wider than between letters.
    chars = [char for char in line if isinstance(char, LTChar) and char.get_text().strip()]
    gaps = [b.x0 - a.x1 for a, b in zip(chars, chars[1:])]
    if not gaps:
        return text
    letter_gap = sorted(gaps)[len(gaps) // 2]
    width = sum(char.width for char in chars) / len(chars)
    out = chars[0].get_text()
    for gap, char in zip(gaps, chars[1:]):
        out += (" " if gap > letter_gap + 0.5 * width else "") + char.get_text()
    return out


def first_word_width(line, text):
    # the printed width of the line's first word; 0 when the text was rebuilt (letter-spaced words)
    chars = []
    for item in line:
        if not isinstance(item, LTChar) or not item.get_text().strip():
            if chars:
                break
            continue
        chars.append(item)
    if not chars or "".join(char.get_text() for char in chars) != text.split()[0]:
        return 0.0
    return round(chars[-1].x1 - chars[0].x0, 2)


def text_lines(page):
    found = []
    stack = list(page)
    while stack:
        item = stack.pop()
        if isinstance(item, LTTextLine):
            text = line_text(item)
            if text:
                found.append([round(item.x0, 2), round(item.y0, 2), round(item.x1, 2), round(item.y1, 2), text,
                              font_size(item), first_word_width(item, text)])
        elif isinstance(item, LTTextContainer) or hasattr(item, "__iter__"):
            try:
                stack.extend(item)
            except TypeError:
                pass
    return found


pages, count = [], 0
try:
    for page in extract_pages(io.BytesIO(data), laparams=PARAMS):
        lines = text_lines(page)[: max(max_lines - count, 0)]
        count += len(lines)
        pages.append({"width": page.width, "height": page.height, "lines": lines})
        if count >= max_lines:
            break
except MemoryError:
    sys.stderr.write("PDF needs too much memory")
    sys.exit(3)
except Exception as err:
    sys.stderr.write(type(err).__name__ + ": " + str(err)[:300])
    sys.exit(2)
sys.stdout.buffer.write(json.dumps(pages, ensure_ascii=False).encode("utf-8", "replace"))
"""


def extract_pdf_text(data: bytes, *, seconds: float = PDF_SECONDS, memory: int = PDF_MEMORY_BYTES) -> str:
    """Text of a PDF, extracted in a child process that cannot hang or exhaust memory."""
    try:
        result = subprocess.run(
            [sys.executable, "-c", _PDF_CHILD, str(memory), str(MAX_LINES)],
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
    return split_dated_positions(layout_text(_pages(result.stdout)))


def _pages(output: bytes) -> list[Page]:
    """The child's pages of positioned lines, as pdflayout reads them."""
    try:
        pages = json.loads(output.decode("utf-8", "replace"))
        return [
            Page(
                float(page["width"]),
                float(page["height"]),
                [
                    Line(float(x0), float(y0), float(x1), float(y1), str(text), float(size), float(first_word))
                    for x0, y0, x1, y1, text, size, first_word in page["lines"]
                ],
            )
            for page in pages
        ]
    except (ValueError, TypeError, KeyError) as err:
        raise DocumentError(f"PDF text extraction returned unreadable output ({type(err).__name__})") from None
