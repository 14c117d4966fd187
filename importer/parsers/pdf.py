"""PDF text, extracted by pdfminer.six in a child process with a time and memory limit.

The child hands over pdfminer's text lines with their boxes and font sizes, page
by page; importer.parsers.pdflayout rebuilds the text from them (rows and
columns, running headers and footers, wrapped lines, ligatures).

A page printed from a browser or a word processor draws its list bullets as
shapes: a line with a small dot or square just left of it gets a "•", so each
item still begins a new entry. Its links are annotations over the text: a
linked run becomes a markdown link ("[PDF](https://...)"), as a web page's
link does, so an arXiv or DOI address still dates and places a paper; a link
split by a line break is one link again.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from .pdflayout import MAX_LINES, Line, Page, layout_text
from .pdfrunon import split_dated_positions
from .records import DocumentError

__all__ = ["extract_pdf_text", "PDF_SECONDS", "PDF_MEMORY_BYTES"]

PDF_SECONDS = 20
PDF_MEMORY_BYTES = 1024**3
# two links to one address with only a space between: one link that a line break split
_SPLIT_LINK_RE = re.compile(r"\[([^\[\]\n]+)\]\((https?://[^\s()]+)\) \[([^\[\]\n]+)\]\(\2\)")
_PDF_CHILD = r"""
import io, json, resource, sys
limit, max_lines = int(sys.argv[1]), int(sys.argv[2])
try:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ValueError, OSError):
    pass
data = sys.stdin.buffer.read()
from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTChar, LTCurve, LTTextContainer, LTTextLine
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdftypes import resolve1

# char_margin 2 / line_margin 0.3: a date column 10 pt left of the entries stays a separate line,
# and lines of two columns are never merged into one box; the rows are rebuilt by pdflayout.
# more small shapes than a page of lists has bullets: a chart's markers; more links than a page of papers
MAX_BULLETS, MAX_LINKS = 400, 1000
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


def is_bullet(item):
    # a list's bullet drawn as a shape (Chromium, Word): a small dot or square, not a rule or an icon
    if not isinstance(item, LTCurve) or abs(item.width - item.height) > 1.5:
        return False
    return 1.5 <= item.width <= 8 and 1.5 <= item.height <= 8


def bulleted(found, bullets):
    # a line with a drawn bullet just left of it, at its height, begins a list item as a typed bullet does
    for line in found:
        x0, y0, _, y1, text, size, _ = line
        beside = any(0 <= x0 - b.x1 <= 2.5 * size and y0 <= (b.y0 + b.y1) / 2 <= y1 for b in bullets)
        if beside and text[0] not in "•◦▪●■":
            line[4] = "• " + text
    return found


def page_links(page):
    # the web links of the page's annotations, (x0, y0, x1, y1, url): a printed "[PDF]" or "(paper)" keeps
    # its address, as a web page's link does (an arXiv or DOI address dates and places a paper)
    try:
        return [link for annot in (resolve1(page.annots) or [])[:MAX_LINKS] if (link := web_link(resolve1(annot)))]
    except Exception:  # a malformed annotation costs its links, never the page's text
        return []


def web_link(annot):
    action = resolve1(annot.get("A")) if isinstance(annot, dict) else None
    uri = resolve1(action.get("URI")) if isinstance(action, dict) else None
    rect = resolve1(annot.get("Rect")) if isinstance(annot, dict) else None
    if not isinstance(uri, bytes) or not isinstance(rect, list) or len(rect) != 4:
        return None
    url = uri.decode("utf-8", "replace").strip()
    if not url.startswith(("http://", "https://")) or len(url) > 500 or any(c in url for c in " ()[]"):
        return None
    x0, y0, x1, y1 = (float(resolve1(v)) for v in rect)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1), url)


def linked_text(line, links):
    # the line's text with each linked run of it written as a markdown link; None when nothing is linked
    pieces = []
    for item in line:
        url = None
        if isinstance(item, LTChar):
            x, y = (item.x0 + item.x1) / 2, (item.y0 + item.y1) / 2
            url = next((u for x0, y0, x1, y1, u in links if x0 <= x <= x1 and y0 <= y <= y1), None)
        pieces.append([item.get_text(), url])
    if not any(url for _, url in pieces):
        return None
    for before, piece, after in zip(pieces, pieces[1:], pieces[2:]):
        if piece[1] is None and not piece[0].strip() and before[1] and before[1] == after[1]:
            piece[1] = before[1]  # a space between two linked words
    out, run, run_url = "", "", None
    for text, url in pieces + [["", None]]:
        if url != run_url or not text:
            words = run.strip()
            if run_url and words and "://" not in words and not words.startswith("www."):
                out += run[: len(run) - len(run.lstrip())] + f"[{words}]({run_url})" + run[len(run.rstrip()):]
            else:
                out += run
            run, run_url = "", url
        run += text
    return " ".join(out.split())


def text_lines(page, links):
    found, bullets = [], []
    stack = list(page)
    while stack:
        item = stack.pop()
        if is_bullet(item):
            bullets.append(item)
        elif isinstance(item, LTTextLine):
            plain = line_text(item)
            text = (links and linked_text(item, links)) or plain
            if text:
                # the first word's printed width, not its link's: whether it would have fitted above
                found.append([round(item.x0, 2), round(item.y0, 2), round(item.x1, 2), round(item.y1, 2), text,
                              font_size(item), first_word_width(item, plain)])
        elif isinstance(item, LTTextContainer) or hasattr(item, "__iter__"):
            try:
                stack.extend(item)
            except TypeError:
                pass
    return bulleted(found, bullets) if len(bullets) <= MAX_BULLETS else found


pages, count = [], 0
try:
    manager = PDFResourceManager()
    device = PDFPageAggregator(manager, laparams=PARAMS)
    interpreter = PDFPageInterpreter(manager, device)
    for pdf_page in PDFPage.get_pages(io.BytesIO(data)):
        interpreter.process_page(pdf_page)
        page = device.get_result()
        lines = text_lines(page, page_links(pdf_page))[: max(max_lines - count, 0)]
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
    return split_dated_positions(_joined_links(layout_text(_pages(result.stdout))))


def _joined_links(text: str) -> str:
    """One link for a linked title wrapped over two lines: "[A Long](u) [Title](u)" -> "[A Long Title](u)"."""
    while True:
        joined = _SPLIT_LINK_RE.sub(r"[\1 \3](\2)", text)
        if joined == text:
            return text
        text = joined


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
