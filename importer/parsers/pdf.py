"""PDF text, extracted by pdfminer.six in a child process with a time and memory limit.

The child hands over pdfminer's text lines with their boxes and font sizes, page
by page; importer.parsers.pdflayout rebuilds the text from them (rows and
columns, running headers and footers, wrapped lines, ligatures).

A page printed from a browser or a word processor draws its list bullets as
shapes: a line with a small dot or square just left of it gets a "•", so each
item still begins a new entry. Its links are annotations over the text: a
linked run becomes a markdown link ("[PDF](https://...)"), as a web page's
link does, so an arXiv or DOI address still dates and places a paper; a link
split by a line break is one link again. Each character's font tells its
bold and italic runs, written as markdown emphasis as a web page's are
(importer.parsers.pdfemphasis): the CV owner's name in bold in an author list,
a journal in italics. A lab site's publication list printed from a browser loses its
venue badges and dead buttons ("Abs", "Bib"), its papers parted (importer.parsers.pdfsitelists).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from . import lazy_re
from .pdfemphasis import BOLD_FONT_RE, ITALIC_FONT_RE, tidy_emphasis
from .pdflayout import MAX_LINES, Line, Page, layout_text
from .pdfrunon import reflow_run_on_text, split_dated_positions
from .pdfsitelists import printed_site_list
from .records import DocumentError

__all__ = ["extract_pdf_text", "PDF_SECONDS", "PDF_MEMORY_BYTES"]

PDF_SECONDS = 20
PDF_MEMORY_BYTES = 1024**3
# two links to one address with only a space between: one link that a line break split
_SPLIT_LINK_RE = lazy_re.compile(r"\[([^\[\]\n]+)\]\((https?://[^\s()]+)\) \[([^\[\]\n]+)\]\(\2\)")
_PDF_CHILD = r"""
import io, json, re, resource, sys
limit, max_lines = int(sys.argv[1]), int(sys.argv[2])
try:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
except (ValueError, OSError):
    pass
data = sys.stdin.buffer.read()
from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTChar, LTCurve, LTLine, LTRect, LTTextContainer, LTTextLine
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdftypes import resolve1

# char_margin 2 / line_margin 0.3: a date column 10 pt left of the entries stays a separate line,
# and lines of two columns are never merged into one box; the rows are rebuilt by pdflayout.
# more small shapes than a page of lists has bullets: a chart's markers; more links than a page of papers
MAX_BULLETS, MAX_LINKS, MAX_RULES = 400, 1000, 2000
PARAMS = LAParams(char_margin=2.0, line_margin=0.3, word_margin=0.1, detect_vertical=False)
MAX_FONTS = 1000  # more fonts than a document sets its text in; the rest read as plain
BOLD_RE, ITALIC_RE = re.compile(sys.argv[3], re.I), re.compile(sys.argv[4], re.I)


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
        x0, y0, _, y1, text, size = line[:6]
        beside = any(0 <= x0 - b.x1 <= 2.5 * size and y0 <= (b.y0 + b.y1) / 2 <= y1 for b in bullets)
        if beside and text[0] not in "•◦▪●■":
            line[4] = "• " + text
            line[7] = "• " + line[7] if line[7] else ""
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
        # a link within the site, printed from a saved page ("file:///publication/..."): no address to
        # keep, but its underline is a link's, not an owner's mark ("" is a link with no address)
        url = ""
    x0, y0, x1, y1 = (float(resolve1(v)) for v in rect)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1), url)


def font_style(font):
    # "b" for a bold font, "i" for an italic one (bold wins), "" else: by its name ("ABCDEF+Times-Bold",
    # "CMBX10", "Calibri,Italic", "NimbusRomNo9L-Medi", "CMTI10"), else by its descriptor's weight and slant
    name = str(font.fontname or "").split("+")[-1]
    descriptor = getattr(font, "descriptor", None) or {}
    try:
        weight = float(resolve1(descriptor.get("FontWeight", 0)) or 0)
        angle = float(resolve1(descriptor.get("ItalicAngle", 0)) or 0)
    except (TypeError, ValueError):
        weight = angle = 0.0
    if BOLD_RE.search(name) or weight >= 600:
        return "b"
    if ITALIC_RE.search(name) or angle <= -5:
        return "i"
    return ""


class StyledAggregator(PDFPageAggregator):
    # remembers each font's style by its name, which each character keeps
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.styles = {}

    def render_char(self, matrix, font, *args):
        # a font without a name of its own ("unknown") cannot be told from another one so named: plain
        name = getattr(font, "fontname", "unknown")
        if name not in self.styles and name != "unknown" and len(self.styles) < MAX_FONTS:
            try:
                self.styles[name] = font_style(font)
            except Exception:  # a font with a malformed name or descriptor reads as plain, never fails the page
                self.styles[name] = ""
        return super().render_char(matrix, font, *args)


def line_pieces(line, links, styles, underlined):
    # [text, url, style] of each of the line's characters; a space between two linked words is linked,
    # one between two words of one style has their style; an underlined word not linked (a link is
    # underlined as a link) is marked as bold, as the web page readers mark <u>
    pieces = []
    for item in line:
        url, style = None, None
        if isinstance(item, LTChar):
            x, y = (item.x0 + item.x1) / 2, (item.y0 + item.y1) / 2
            url = next((u for x0, y0, x1, y1, u in links if x0 <= x <= x1 and y0 <= y <= y1), None)
            text = item.get_text()
            # a glyph without text ("(cid:5)": a bullet, a ligature) takes the style around it, as a space does
            style = None if not text.strip() or text.startswith("(cid:") else styles.get(item.fontname, "")
            if style is not None and url is None and id(item) in underlined:
                style = "b"
        pieces.append([item.get_text(), url, style])
    for before, piece, after in zip(pieces, pieces[1:], pieces[2:]):
        if piece[1] is None and not piece[0].strip() and before[1] and before[1] == after[1]:
            piece[1] = before[1]
    after, following = "", []
    for piece in reversed(pieces):
        following.append(after)
        after = piece[2] if piece[2] is not None else after
    before = ""
    for piece, after in zip(pieces, reversed(following)):
        if piece[2] is None:
            piece[2] = before if before == after else ""
        else:
            before = piece[2]
    return pieces


def styled(pieces):
    # the pieces' text with each run of a style in markdown marks, its spaces outside them; a run inside
    # a word, or without a letter or digit, stays plain
    found = runs(pieces, 2)
    texts = ["".join(text for text, _, _ in run) for run in found]
    out = ""
    for index, (run, text) in enumerate(zip(found, texts)):
        style, text = run[0][2], text.replace("*", "\\*")
        words = text.strip()
        glued = (index and texts[index - 1][-1:].isalnum() and text[:1].isalnum()) or (
            index + 1 < len(texts) and text[-1:].isalnum() and texts[index + 1][:1].isalnum()
        )
        # an address stays bare: the link readers take it to its last character
        bare = "://" in words or "@" in words or words.lower().startswith("www.")
        if style and words and not glued and not bare and any(char.isalnum() for char in words):
            mark = "**" if style == "b" else "*"
            text = text[: len(text) - len(text.lstrip())] + mark + words + mark + text[len(text.rstrip()) :]
        out += text
    return out


def runs(pieces, key):
    found = []
    for piece in pieces:
        if found and found[-1][0][key] == piece[key]:
            found[-1].append(piece)
        else:
            found.append([piece])
    return found


def line_texts(line, plain, links, styles, underlined):
    # (the line's text with its linked runs as markdown links, "" when nothing is linked; the same with
    # its bold and italic runs marked, "" when none is or the text was rebuilt from letter-spaced words)
    if not links and not underlined and not any(styles.get(getattr(item, "fontname", None)) for item in line):
        return "", ""  # the commonest line: nothing linked, nothing bold, italic or underlined
    pieces = line_pieces(line, links, styles, underlined)
    has_styles = any(style for _, _, style in pieces) and plain == " ".join(line.get_text().split())
    linked = written(pieces, False) if any(url for _, url, _ in pieces) else ""
    return linked, written(pieces, True) if has_styles else ""


def written(pieces, marked):
    text = ""
    for run in runs(pieces, 1):
        words = "".join(piece[0] for piece in run).strip()
        url = run[0][1]
        inner = styled(run) if marked else "".join(piece[0] for piece in run)
        if url and words and "://" not in words and not words.startswith("www."):
            text += inner[: len(inner) - len(inner.lstrip())] + f"[{inner.strip()}]({url})"
            text += inner[len(inner.rstrip()) :]
        else:
            text += inner
    return " ".join(text.split())


def is_underline(item):
    # a thin rule that may underline a run of text: the owner's name in an author list, as <u> is in a web page
    return isinstance(item, (LTRect, LTLine)) and item.height <= 1.5 and item.width >= 3


def underlined_chars(line, rules):
    # ids of the line's characters over a rule just under them that ends where they end: an underline,
    # not a table's border nor a rule across the page
    height = line.y1 - line.y0
    near = [rule for rule in rules if line.y0 - 3 <= (rule.y0 + rule.y1) / 2 <= line.y0 + 0.4 * height]
    found = set()
    if not near:
        return found
    chars = [char for char in line if isinstance(char, LTChar) and char.get_text().strip()]
    for rule in near:
        covered = [char for char in chars if rule.x0 - 1 <= (char.x0 + char.x1) / 2 <= rule.x1 + 1]
        if covered and covered[0].x0 - rule.x0 <= 3 and rule.x1 - covered[-1].x1 <= 3:
            found.update(id(char) for char in covered)
    return found


def text_lines(page, links, styles):
    lines, bullets, rules = [], [], []
    stack = list(page)
    while stack:
        item = stack.pop()
        if is_bullet(item):
            bullets.append(item)
        elif is_underline(item):
            rules.append(item)
        elif isinstance(item, LTTextLine):
            lines.append(item)
        elif isinstance(item, LTTextContainer) or hasattr(item, "__iter__"):
            try:
                stack.extend(item)
            except TypeError:
                pass
    rules = rules if len(rules) <= MAX_RULES else []
    found = []
    for item in lines:
        plain = line_text(item)
        linked, marked = line_texts(item, plain, links, styles, underlined_chars(item, rules))
        text = linked or plain
        if text:
            # the first word's printed width, not its link's: whether it would have fitted above
            found.append([round(item.x0, 2), round(item.y0, 2), round(item.x1, 2), round(item.y1, 2), text,
                          font_size(item), first_word_width(item, plain), marked if marked != text else ""])
    return bulleted(found, bullets) if len(bullets) <= MAX_BULLETS else found


pages, count = [], 0
try:
    manager = PDFResourceManager()
    device = StyledAggregator(manager, laparams=PARAMS)
    interpreter = PDFPageInterpreter(manager, device)
    for pdf_page in PDFPage.get_pages(io.BytesIO(data)):
        interpreter.process_page(pdf_page)
        page = device.get_result()
        lines = text_lines(page, page_links(pdf_page), device.styles)[: max(max_lines - count, 0)]
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
            [sys.executable, "-c", _PDF_CHILD, str(memory), str(MAX_LINES), BOLD_FONT_RE, ITALIC_FONT_RE],
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
    text = tidy_emphasis(_joined_links(layout_text(_pages(result.stdout))))
    # a CV printed from text that had lost its line breaks: one paragraph, its section labels interleaved
    return split_dated_positions(reflow_run_on_text(printed_site_list(text)))


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
                    Line(float(x0), float(y0), float(x1), float(y1), str(text), float(size), float(first), str(marked))
                    for x0, y0, x1, y1, text, size, first, marked in page["lines"]
                ],
            )
            for page in pages
        ]
    except (ValueError, TypeError, KeyError) as err:
        raise DocumentError(f"PDF text extraction returned unreadable output ({type(err).__name__})") from None
