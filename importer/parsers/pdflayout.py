"""Text of a PDF rebuilt from its positioned lines, the way a reader sees the page.

importer.parsers.pdf hands over, page by page, pdfminer's text lines with their
boxes and font sizes. Here they become the text the CV reader reads:

- running headers and footers go: a line at the top or bottom edge of the page
  that comes back on most pages at the same height (its digits aside, so
  "Jane Doe, CV 2" and "Jane Doe, CV 3" are one line), "Page 2 of 7", a lone
  page number, and the owner's name repeated atop later pages; a footer row
  that stamps the page ("Last updated March 2024", its address, its number)
  goes even on a one-page CV, where nothing repeats, as does the header a
  browser prints atop a web page (the time it was printed, the page's title)
  and the site's own footer below its text ("© 2024 Jane Doe. Powered by ...");
- lines on one baseline become one row of tab-separated cells (a date printed
  left of, or right of, its entry stays on the entry's row, after it, a range
  a narrow date column wrapped ("Sep 2021 –" over "present") too; a list's
  number, or a venue's badge ("ICML"), set apart by a tab stays in front of
  its text, which wraps under itself);
- a page split into two columns is read as a date column beside the entries
  when the left column holds dates aligned with the right one, as section
  labels when it holds a few short lines each beside the first line of its
  section (res.cls, Word tables; a label printed over two lines, "Research" over
  "Interests", is one label), else column by column (a sidebar is never
  interleaved with the main text); a band of two newspaper columns between
  full-width text (importer.parsers.pdfbands) is read above, left, right, below; a narrow column of
  each item's date and authors beside a listing's items goes with its item (importer.parsers.pdfmetacolumn);
- a header naming the CV ("Jane Doe – Curriculum Vitae") goes when the name
  is printed again on the page;
- a line that wraps (the next line's first word would not have fitted on it)
  is joined with its continuation, flush or under a hanging indent, so a
  reference printed over four lines is one line of text; a word hyphenated at
  the line end is put back together ("struc-" + "ture"), a name or number
  keeps its hyphen ("Smith-" + "Jones", "101-" + "109");
- ligatures (ﬁ ﬂ ﬀ ﬃ) become their letters, glyphs of symbol fonts that have
  no text ("(cid:5)") go, and one printed as a line's bullet becomes "•".
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from . import lazy_re
from .dates import MONTH
from .pdfbands import find_band
from .pdfemphasis import plain_text
from .pdfheadings import mark_entry_headings
from .pdfmetacolumn import find_meta_items, items_read
from .pdfwrap import (
    Line,
    Row,
    block_margins,
    continues_paragraph,
    hyphenated_words,
    join_rows,
    join_wrapped,
    only_dates,
    paragraphs_of,
    usual_leading,
)
from .text import classify_heading

__all__ = ["Line", "Page", "layout_text", "clean_line_text", "join_wrapped", "MAX_LINES"]

MAX_LINES = 200_000  # more lines than any CV or publication list; the rest of a huge PDF is not read


@dataclass
class Page:
    width: float
    height: float
    lines: list[Line]


_DATE_RE = lazy_re.compile(r"(?:19|20)\d\d|present|today|now", re.I)
_LIGATURES_RE = lazy_re.compile("[\ufb00-\ufb06]")
_CID_RE = lazy_re.compile(r"\(cid:\d+\)\s*")
_LEADING_CID_RE = lazy_re.compile(r"^(?:\(cid:\d+\)\s*)+(?=\S)")
# "Page 3", "Page 3 of 7", "Jane Doe, CV - page 3", "Seite 3 von 7", "p. 3"
_PAGE_NUMBER_RE = lazy_re.compile(
    r"^(?:.{0,80}?[\s,|·•–—-])?(?:page|p\.|pg\.|seite|página|pagina)\s*\d{1,3}"
    r"(?:\s*(?:of|/|de|von|di|sur)\s*\d{1,3})?$",
    re.I,
)
# A page's date stamp: "Last updated March 2024", "Updated: 03/2024", "Stand: März 2024", "Mis à jour le 3 mai 2024"
_UPDATED_RE = lazy_re.compile(
    r"^(?:(?:last\s+)?(?:updated|modified|revised|compiled)(?:\s+on)?|stand|zuletzt aktualisiert|"
    r"mise? à jour(?:\s+le)?|actualizado(?:\s+el)?|aggiornato(?:\s+al)?)\s*:?\s*"
    # only a date after it: "Revised and resubmitted, 2024" is a paper's status
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\.?\s+)?(?:{MONTH}\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?(?:\d{{1,2}}[./-]){{0,2}}"
    r"(?:19|20)\d\d(?:[-/.]\d{1,2}){0,2}\.?$",
    re.I,
)
# What a running header calls the document, in the CV languages
_CV_TITLE_RE = lazy_re.compile(
    r"\b(?:curriculum vitae|CV|lebenslauf|résumé|resume|currículum|currículo|curriculum)\b", re.I
)
_URL_ONLY_RE = lazy_re.compile(r"^(?:https?://|file:///|www\.)\S+$", re.I)
# The time a browser printed the page, in its header: "11/26/24, 10:02 PM", "26.11.24, 22:02", "2024-11-26 22:02"
_PRINTED_AT_RE = lazy_re.compile(
    r"^(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2}),?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?$"
)
# "3", "- 3 -", "3 / 7", "3 of 7"
_ONLY_NUMBER_RE = lazy_re.compile(r"^[-–—\s]*\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?[-–—\s]*$", re.I)
_MARKER_RE = lazy_re.compile(r"^(?:[•◦▪‣∙·●○■□➢➤►✓✔*–—-]|\[[^\]]{1,20}\]|\(?\d{1,3}[.)])$")
# a date range left open at a line's end ("Sep 2021 –"), and the dash of one ("2019 – 2021", "– present")
_OPEN_RANGE_RE = lazy_re.compile(r"(?:(?:19|20)\d\d|\d{1,2}/(?:19|20)?\d\d)\s*[-–—]+$")
_RANGE_DASH_RE = lazy_re.compile(r"^\s*[-–—]+\s*\S|\S\s*[-–—]+\s*\S")
# A badge set apart before an entry: a venue's or a paper's short name, one word ("ICML", "NeurIPS", "J3", "[C12]")
_BADGE_RE = lazy_re.compile(r"^\[?[A-Za-z][\w&'’.-]{0,11}\]?$")
_BADGE_TEXT_WORDS = 3
# A web site's footer: "© 2024 Jane Doe", "Copyright 2024 ...", "Powered by Jekyll with al-folio theme"
_SITE_FOOTER_RE = lazy_re.compile(
    r"^(?:©|\(c\)\s|copyright\b|(?:this )?(?:site |website )?(?:powered by|built with)\b)", re.I
)
_SITE_FOOTER_ROWS = 2
_MIRRORED_ROWS = 2  # lines that end at the mirror of the left margin, to take it for the right one
_GUTTER = 12.0  # points between a sidebar's text and the column beside it
FULL_WIDTH = -1.0  # a block's column end when it spans the page above or below a band of two columns
_EDGE = 0.15  # share of the page height at its top and bottom where headers and footers are printed


def clean_line_text(text: str) -> str:
    """One line's text with its ligatures spelt out and symbol-font glyphs without text dropped."""
    text = " ".join(text.split())
    if "\ufb00" <= max(text, default=" "):
        text = _LIGATURES_RE.sub(lambda match: unicodedata.normalize("NFKC", match.group()), text)
    if "(cid:" in text:
        text = _LEADING_CID_RE.sub("• ", text)  # an icon font's bullet still starts an item
        text = _CID_RE.sub("", text).strip()
    return text


def layout_text(pages: list[Page]) -> str:
    """The text of `pages`: rows of tab-separated cells, wrapped lines joined, pages split by form feeds."""
    pages = [Page(p.width, p.height, [_cleaned(line) for line in p.lines]) for p in pages]
    for page in pages:
        page.lines = [line for line in page.lines if line.text]
    _drop_running_lines(pages)
    if pages:
        _drop_site_footer(pages[-1])
    blocks_by_page = [_page_blocks(page) for page in pages]
    leading = usual_leading([[rows for rows, _ in blocks] for blocks in blocks_by_page])
    known = hyphenated_words(plain_text(row.text) for blocks in blocks_by_page for rows, _ in blocks for row in rows)
    single = [row for blocks in blocks_by_page if len(blocks) == 1 for row in blocks[0][0]]
    page_margins = block_margins(single)  # where the lines of one-column pages begin and end
    if page_margins[1] <= page_margins[0] and single:
        page_margins = _mirrored_margins(single, pages[0].width) or page_margins
    texts: list[list[list[list[Row]]]] = []  # pages of blocks of paragraphs of rows
    for blocks in blocks_by_page:
        # text above and below a band of two columns: the right column ends where the page's lines end
        every_row = [row for rows, _ in blocks for row in rows]
        full_margins = page_margins if page_margins[1] > page_margins[0] else block_margins(every_row)
        texts.append(
            [
                paragraphs_of(
                    rows,
                    page_margins
                    if len(blocks) == 1
                    else full_margins
                    if column_end == FULL_WIDTH
                    else block_margins(rows, abs(column_end)),
                    leading,
                    known,
                )
                for rows, column_end in blocks
            ]
        )
        texts[-1] = _details_beside_items(texts[-1], [column_end for _, column_end in blocks])
    # A paragraph that goes on over a page break, on pages of one column
    for before, after in zip(texts, texts[1:], strict=False):
        if len(before) == 1 and len(after) == 1 and before[0] and after[0]:
            upper, lower = before[0][-1], after[0][0]
            if continues_paragraph(upper, lower[0], page_margins, leading, same_page=False):
                join_rows(upper[0], lower[0], known)
                upper.extend(after[0].pop(0))
    mark_entry_headings(texts, known)
    return "\n\f".join(
        "\n\n".join("\n".join(p[0].text for p in paragraphs if p[0].texts) for paragraphs in blocks) for blocks in texts
    )


def _details_beside_items(blocks: list[list[list[Row]]], column_ends: list[float]) -> list[list[list[Row]]]:
    """The page's blocks with each block of a narrow column of details (its column end negative, not
    FULL_WIDTH) read into the item's block before it (importer.parsers.pdfmetacolumn)."""
    out: list[list[list[Row]]] = []
    for paragraphs, column_end in zip(blocks, column_ends, strict=True):
        if column_end < 0 and column_end != FULL_WIDTH and out:
            out[-1] = items_read(out[-1], paragraphs)
        else:
            out.append(paragraphs)
    return out


def _mirrored_margins(rows: list[Row], width: float) -> tuple[float, float] | None:
    """The margins of a short document, too few of whose lines reach its right margin for them to agree
    on it: browsers and word processors set the right margin as wide as the left one, so two lines
    ending just short of that mirror of the left margin show it."""
    left = min(row.cells[0].x0 for row in rows)
    right = width - left
    tolerance = max(3.0, 0.04 * (right - left))
    near = sum(1 for row in rows if right - tolerance <= row.cells[-1].x1 <= right + 2)
    return (left, right) if right > left and near >= _MIRRORED_ROWS else None


def _cleaned(line: Line) -> Line:
    # a glyph without text dropped from the front leaves a first word of another width
    first_word = 0.0 if _LEADING_CID_RE.match(line.text) or _CID_RE.match(line.text) else line.first_word
    marked = clean_line_text(line.marked) if line.marked else ""
    return Line(line.x0, line.y0, line.x1, line.y1, clean_line_text(line.text), line.size, first_word, marked)


# --- running headers, footers and page numbers ----------------------------------------


def _edge_rows(page: Page) -> list[list[Line]]:
    """The rows at the top and the bottom of the page, outermost first (up to two at each edge)."""
    rows = _baseline_groups(page.lines)
    top = [row for row in rows[:2] if min(line.y0 for line in row) >= page.height * (1 - _EDGE)]
    bottom = [row for row in rows[::-1][:2] if max(line.y1 for line in row) <= page.height * _EDGE]
    return top + [row for row in bottom if row not in top]


def _running_key(line: Line) -> str:
    return re.sub(r"\d+", "#", line.text.casefold())


def _drop_running_lines(pages: list[Page]) -> None:
    """Remove the lines at a page's edges that are page numbers, or that come back on most pages."""
    edges = [_edge_rows(page) for page in pages]
    seen: Counter[tuple[str, int]] = Counter()
    for rows in edges:
        seen.update({(_running_key(line), round(line.y0 / 4)) for row in rows for line in row})
    title = _title(pages[0]) if pages else ""
    needed = max(2, (len(pages) + 1) // 2)

    def running(line: Line, page_number: int) -> bool:
        key = _running_key(line)
        repeats = sum(seen[(key, round(line.y0 / 4) + shift)] for shift in (-1, 0, 1))
        if len(pages) > 1 and repeats >= needed and re.search(r"[^\W\d_]", key):
            return True  # not a year heading that happens to open every page
        if _ONLY_NUMBER_RE.match(line.text) or _PAGE_NUMBER_RE.match(line.text):
            return True
        # the owner's name, printed large atop page 1, in a short header of the pages after it
        if page_number == 0 or not title or title not in line.text.casefold():
            return False
        return len(line.text.casefold().replace(title, " ").split()) <= 4

    def footer(row: list[Line], page: Page) -> bool:
        """A row at the bottom that only stamps the page: its date ("Last updated March 2024"), its
        number, the CV's address; printed on a one-page CV too, where nothing repeats."""
        if max(line.y1 for line in row) > page.height * _EDGE:
            return False
        stamps = [line for line in row if _UPDATED_RE.match(line.text) or _ONLY_NUMBER_RE.match(line.text)]
        return bool(stamps) and all(line in stamps or _URL_ONLY_RE.match(line.text) for line in row)

    def browser_header(row: list[Line], page: Page) -> bool:
        """The row a browser prints atop each page of a web page: the time it was printed, the page's title."""
        at_top = min(line.y0 for line in row) >= page.height * (1 - _EDGE)
        return at_top and len(row) <= 3 and any(_PRINTED_AT_RE.match(line.text) for line in row)

    def cv_header(row: list[Line], page: Page) -> bool:
        """A row atop the page that names the document ("Jane Doe – Curriculum Vitae"), printed on a
        one-page CV too: only when the name in it is printed again below, where the CV's reader finds it."""
        if len(row) != 1 or min(line.y0 for line in row) < page.height * (1 - _EDGE):
            return False
        text = row[0].text
        if not _CV_TITLE_RE.search(text):
            return False
        rest = " ".join(_CV_TITLE_RE.sub(" ", text).strip(" -–—|·•,:").split()).casefold()
        return bool(rest) and any(
            rest in " ".join(line.text.split()).casefold() for line in page.lines if line is not row[0]
        )

    for number, (page, rows) in enumerate(zip(pages, edges, strict=True)):
        dropped = {
            id(line)
            for row in rows
            if footer(row, page)
            or cv_header(row, page)
            or browser_header(row, page)
            or all(running(line, number) for line in row)
            for line in row
        }
        page.lines = [line for line in page.lines if id(line) not in dropped]


def _drop_site_footer(page: Page) -> None:
    """Remove the footer a web site prints below its last page's text ("© 2024 Jane Doe. Powered by Jekyll",
    "Last updated: March 2024"), wherever on the page the text ends: its last rows, while each of their
    lines is such a footer's."""
    rows = _baseline_groups(page.lines)
    dropped = set()
    for row in rows[::-1][:_SITE_FOOTER_ROWS]:
        if not all(_SITE_FOOTER_RE.search(line.text) or _UPDATED_RE.match(line.text) for line in row):
            break
        dropped.update(id(line) for line in row)
    page.lines = [line for line in page.lines if id(line) not in dropped]


def _title(page: Page) -> str:
    """The name printed atop the first page, larger than the text below it ("" if none is)."""
    rows = _baseline_groups(page.lines)
    if len(rows) < 2:
        return ""
    sizes = sorted(line.size for line in page.lines)
    top = max((line for row in rows[:3] for line in row), key=lambda line: line.size)
    words = top.text.split()
    if top.size < sizes[len(sizes) // 2] * 1.2 or not 2 <= len(words) <= 6:
        return ""
    return top.text.casefold()


# --- rows and columns --------------------------------------------------------------------


def _baseline_groups(lines: list[Line]) -> list[list[Line]]:
    """Lines top-down, those on one baseline (a smaller date on an entry's baseline too) together."""
    groups: list[list[Line]] = []
    for line in sorted(lines, key=lambda line: (-line.y1, line.x0)):
        height = max(line.y1 - line.y0, 1)
        if groups:
            last = groups[-1][0]
            if abs(last.y1 - line.y1) < 0.5 * height or abs(last.y0 - line.y0) < 0.25 * height:
                groups[-1].append(line)
                continue
        groups.append([line])
    return [sorted(group, key=lambda line: line.x0) for group in groups]


def _rows(lines: list[Line], labels_end: float = 0.0) -> list[Row]:
    """Rows of cells; left of `labels_end` stand section labels (as in res.cls), each on its entry's row."""
    rows = []
    for cells in _wrapped_dates_joined(_baseline_groups(lines)):
        texts = [line.printed for line in cells]
        if len(cells) > 1 and cells[0].x1 <= labels_end:
            rows.append(Row(cells, cells[1], texts, at=1))
        elif len(cells) > 1 and only_dates(cells[0].text):
            # a date column's date goes after its entry, as right-aligned dates do
            rows.append(Row(cells, cells[1], texts[1:] + texts[:1]))
        elif len(cells) > 1 and _MARKER_RE.match(cells[0].text) and cells[1].x0 - cells[0].x1 < 4 * cells[0].size:
            # a list's number or bullet set apart by a tab
            rows.append(Row(cells, cells[1], [f"{texts[0]} {texts[1]}", *texts[2:]]))
        elif len(cells) > 1 and _BADGE_RE.match(cells[0].text) and len(cells[1].text.split()) >= _BADGE_TEXT_WORDS:
            # a badge before the entry ("ICML", "J3", "[C12]"), as a web page prints it: the entry's lines wrap
            # under the entry, not under the badge
            rows.append(Row(cells, cells[1], texts, at=1))
        else:
            rows.append(Row(cells, cells[0], texts))
    return rows


def _wrapped_dates_joined(groups: list[list[Line]]) -> list[list[Line]]:
    """`groups` with a date range that a narrow date column wrapped ("Sep 2021 –" over "present") made
    one cell on the row of its start, so the entry's own next line, beside the range's end, goes on
    with the entry instead of starting a dated row of its own; a label in capitals wrapped there too."""
    out: list[list[Line]] = []
    for group in groups:
        upper = out[-1] if out else None
        found = _range_end(upper, group) if upper else None
        if found is None:
            out.append(group)
            continue
        start, end = found
        glued = re.search(r"\d[-–—]$", start.text)  # "01/03/2015–" over "30/09/2019" was one word
        text = f"{start.text}{'' if glued else ' '}{end.text}"
        joined = Line(min(start.x0, end.x0), start.y0, max(start.x1, end.x1), start.y1, text, start.size)
        out[-1] = [joined if line is start else line for line in upper]
        rest = [line for line in group if line is not end]
        if rest:
            out.append(rest)
    return out


def _range_end(upper: list[Line], lower: list[Line]) -> tuple[Line, Line] | None:
    """(the open date range in `upper`, its end in `lower` under it), or None: "2019 –" over "2021",
    "Sep 2021" over "– present", in one column (their left or right edges in line); or a section label
    in capitals that the column wrapped ("PERSONAL" over "INFORMATION", "EDUCATION AND" over "TRAINING")."""
    label = _wrapped_label(upper, lower)
    if label is not None:
        return label
    for start in upper:
        if not (len(upper) > 1 and only_dates(start.text)):
            continue
        for end in lower:
            in_line = abs(end.x0 - start.x0) < 2 or abs(end.x1 - start.x1) < 2
            if not in_line or not 0 < start.y0 - end.y0 <= 1.6 * max(start.size, end.size):
                continue
            if _OPEN_RANGE_RE.search(start.text) and only_dates(end.text) and not _RANGE_DASH_RE.search(end.text):
                return start, end
            if _RANGE_DASH_RE.match(end.text) and only_dates(end.text.lstrip(" -–—")):
                return start, end
    return None


def _wrapped_label(upper: list[Line], lower: list[Line]) -> tuple[Line, Line] | None:
    start, end = upper[0], lower[0]
    if len(lower) != 1 or (len(upper) > 1 and end.x1 > upper[1].x0 - 2):
        return None  # the line under it is alone, and beside what the label's row holds
    if not (abs(end.x0 - start.x0) < 2 or abs(end.x1 - start.x1) < 2):
        return None
    if not 0 < start.y0 - end.y0 <= 1.6 * max(start.size, end.size):
        return None
    if not (start.text.isupper() and end.text.isupper()) or len(f"{start.text} {end.text}".split()) > 4:
        return None
    kind = classify_heading(f"{start.text} {end.text}") or classify_heading(start.text)
    return (start, end) if kind and classify_heading(end.text) in (None, kind) else None


def _column_split(lines: list[Line], width: float) -> tuple[float | None, list[Line]]:
    """(x where a left column ends and a right column starts, header lines above both) or (None, [])."""
    for split in sorted({round(line.x1) + 1 for line in lines if line.x1 < 0.5 * width}):
        crossing = [line for line in lines if line.x0 < split - 1 < line.x1 - 2]
        if len(crossing) > 3:
            continue  # a page's header above both columns is a line or three
        others = [line for line in lines if not line.x0 < split - 1 < line.x1 - 2]
        if crossing and min(line.y0 for line in crossing) < max(line.y1 for line in others) - 2:
            continue  # a line crosses it below the page's header
        left = [line for line in others if line.x1 <= split]
        right = [line for line in others if line.x0 >= split - 1]
        if len(left) >= 3 and len(right) >= 3 and len(left) + len(right) == len(others):
            return split, crossing
    return None, []


def _page_blocks(page: Page) -> list[tuple[list[Row], float]]:
    """The page as blocks of rows read top-down, each with where a column beside it begins (0 if none):
    one block, or the header, a sidebar and the main column."""
    lines = page.lines
    split, header = _column_split(lines, page.width)
    listed = find_meta_items(lines, page.width) if split is None else None
    if listed is not None:  # each item's details in a narrow column beside it: -(its edge) marks that column
        top = [(_rows(listed.above), 0.0)] if listed.above else []
        pairs = [((_rows(a), listed.left_edge), (_rows(b), -listed.right_edge)) for a, b in listed.items]
        return top + [block for pair in pairs for block in pair]
    if split is None:
        band = find_band(_baseline_groups(lines), page.width)
        if band is None:
            return [(_rows(lines), 0.0)]
        full = [(_rows(part), FULL_WIDTH) for part in (band.above, band.below)]
        return [full[0], (_rows(band.left), band.left_end), (_rows(band.right), band.right_end), full[1]]
    in_header = {id(line) for line in header}
    lines = [line for line in lines if id(line) not in in_header]
    left = [line for line in lines if line.x1 <= split]
    right = [line for line in lines if line.x1 > split]
    # A date column holds dates (and a few labels); a sidebar of short lines (contact, skills) holds few.
    dated = sum(1 for line in left if _DATE_RE.search(line.text))
    short = sum(1 for line in left if _DATE_RE.search(line.text) or len(line.text.split()) <= 4)
    datelike = dated >= 0.4 * len(left) and short >= 0.7 * len(left)
    aligned = sum(
        1 for line in left if any(abs(other.y1 - line.y1) < 0.6 * max(line.y1 - line.y0, 1) for other in right)
    )
    if datelike and aligned >= 0.6 * len(left):
        return [(_rows(header + lines), 0.0)]  # a date column: each date goes with the entry on its row
    few = len(left) <= 0.5 * len(right) or _section_labels(left)
    if few and all(len(line.text.split()) <= 5 for line in left) and aligned >= 0.8 * len(left):
        # section labels, each beside the first line (or two) of its section
        return [(_rows(header + _joined_labels(lines, split), labels_end=split), 0.0)]
    top = [(_rows(header), 0.0)] if header else []  # a name across the top of both columns
    # A sidebar: one column, then the other; the sidebar's lines may run up to the gutter before the other.
    column_end = min(line.x0 for line in right) - _GUTTER
    return [*top, (_rows(left), column_end), (_rows(right), 0.0)]


def _label_pairs(left: list[Line]) -> list[tuple[Line, Line]]:
    """Labels printed over two lines ("Research" over "Interests"): the upper line and the one under it."""
    ordered = sorted(left, key=lambda line: -line.y1)
    pairs = []
    for upper, lower in zip(ordered, ordered[1:], strict=False):
        if not 0 < upper.y0 - lower.y0 <= 1.6 * max(upper.size, lower.size):
            continue  # not the next line of the column
        kind = classify_heading(f"{upper.text} {lower.text}")
        if kind and classify_heading(lower.text) in (None, kind):  # not two labels one under the other
            pairs.append((upper, lower))
    return pairs


def _section_labels(left: list[Line]) -> bool:
    """Whether the left column's lines are section labels: (nearly) each names a section, alone or with the
    line under it. Contact and skills lines of a sidebar do not."""
    paired = {id(line) for pair in _label_pairs(left) for line in pair}
    named = sum(1 for line in left if id(line) in paired or classify_heading(line.text))
    return len(left) >= 2 and named >= 0.8 * len(left)


def _joined_labels(lines: list[Line], split: float) -> list[Line]:
    """`lines` with each label printed over two lines made one, on the row of its upper line."""
    left = [line for line in lines if line.x1 <= split]
    joined = {}
    for upper, lower in _label_pairs(left):
        if id(upper) not in joined and id(lower) not in joined:
            text = f"{upper.text} {lower.text}"
            joined[id(upper)] = Line(upper.x0, upper.y0, max(upper.x1, lower.x1), upper.y1, text, upper.size)
            joined[id(lower)] = None
    return [joined.get(id(line), line) for line in lines if joined.get(id(line), line) is not None]
