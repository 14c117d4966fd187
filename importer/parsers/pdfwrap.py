"""Lines of a PDF page joined into the paragraphs they were printed as (importer.parsers.pdflayout's rows).

A line that wraps (the next line's first word would not have fitted on it) is joined with its
continuation, flush or under a hanging indent, so a reference printed over four lines is one line of
text; a word hyphenated at the line end is put back together ("struc-" + "ture"), a name or number
keeps its hyphen ("Smith-" + "Jones", "101-" + "109"). A table's cell wraps at the cell's edge, short
of the page's margin; a labelled line of personal details ("E-mail: ...") never goes on the one above.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from . import lazy_re
from .dates import YEAR_RE, strip_dates
from .pdfemphasis import join_emphasised, plain_text

__all__ = [
    "Line",
    "Row",
    "only_dates",
    "usual_leading",
    "block_margins",
    "continues_paragraph",
    "paragraphs_of",
    "join_rows",
    "join_wrapped",
    "hyphenated_words",
]


@dataclass(frozen=True)
class Line:
    """One text line as pdfminer found it: its box in points (origin bottom left) and font size."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float
    first_word: float = 0.0  # the printed width of its first word, 0 when not known
    marked: str = ""  # its text with bold and italic runs marked (importer.parsers.pdfemphasis), "" if none

    @property
    def printed(self) -> str:
        """The text as the row prints it: marked when the line has bold or italic runs."""
        return self.marked or self.text


@dataclass
class Row:
    """Lines on one baseline; `main` is the cell the text of the row is in, `texts[at]` its text (a date
    cell moves after it; a section label printed left of it stays first)."""

    cells: list[Line]
    main: Line
    texts: list[str] = field(default_factory=list)
    at: int = 0

    @property
    def text(self) -> str:
        return "\t".join(self.texts)


_ONLY_DATES_RE = lazy_re.compile(
    r"^(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|today|now|current)"
    r"(?:\s*[-–—]+\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|today|now|current))?$",
    re.I,
)
_DATES_CELL_CHARS = 40  # a date column's cell ("10/2014 – 03/2019", "seit März 2021") is short


def only_dates(text: str) -> bool:
    """Whether `text` is a date or a range and nothing else, in any of the CV languages ("2016 – atual",
    "seit 04/2020", "10/2014 – 03/2019", "Oct 2019 – present")."""
    if _ONLY_DATES_RE.match(text):
        return True
    return len(text) <= _DATES_CELL_CHARS and bool(YEAR_RE.search(text)) and not strip_dates(text)


# A line that begins a new item: a bullet, "[12]", "[CHI'17]", "12.", "(3)", "3)".
ITEM_START_RE = lazy_re.compile(r"^(?:[•◦▪‣∙·●○■□➢➤►✓✔*–—-]\s|\[[^\]]{1,20}\]\s|\(?\d{1,3}[.)]\s)")

# A year (range) and a word opening a line begin the next dated entry of a list ("2016 Fall  Teaching
# Assistant, ..."); a year with its punctuation goes on with a reference ("J. Am. Chem. Soc." / "2021, 143").
_DATED_START_RE = lazy_re.compile(
    r"^(?:19|20)\d\d(?:\s*[-–—/]\s*(?:(?:19|20)?\d\d|present|now|today))?\s+[^\W\d]", re.I
)
# An author list opening a line after a full stop begins the next reference of a list printed flush,
# without numbers or space between: "Okafor CN, Lind PJ. ..." / "Lindqvist, A. R.; ..." / "Smith, J., & ...".
_AUTHOR_START_RE = lazy_re.compile(
    r"^[A-Z][^\W\d_'’-]*(?:['’-][A-Z]?[^\W\d_]+)*(?:,\s*(?:[A-Z]\.\s?){1,3}[,;&]|\s+[A-Z]{1,3},)"
)
# Two full names and a comma opening a line: "Ana Ruiz, Tomas J. Vell, ..." or the line two names alone
# (a title above it has no comma).
_NAME_WORDS = r"(?:[A-ZÀ-Þ][^\W\d_]*\.?[ \t]+|[A-ZÀ-Þ]\.[ \t]*){1,3}[A-ZÀ-Þ][^\W\d_]+(?:[-'’][A-ZÀ-Þ]?[^\W\d_]+)?"
_NAMES_START_RE = lazy_re.compile(rf"^{_NAME_WORDS}\*?,[ \t]+{_NAME_WORDS}\*?(?:,|[ \t]+and\b|[ \t]*$)")
# A line ending in a word no title or sentence ends with ("In Proceedings of the" / "AGU Fall Meeting, ...")
_MID_PHRASE_END_RE = lazy_re.compile(r"\b(?:of|the|[Ii]n|and|for|on|at|to|with|a|an|from|by)$")
# A line that is an e-mail address alone, and a line ending where one goes on ("E-mail:", "contact me at")
_EMAIL_ONLY_RE = lazy_re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+\.?$")
_OPEN_BEFORE_ADDRESS_RE = lazy_re.compile(r"(?:[:(]|\b(?:at|to|email|e-mail|mail|contact))$", re.I)
# A line ending in "since", "from", "to" (in the CV languages) goes on with the date on the line under it.
_OPEN_BEFORE_DATE_RE = lazy_re.compile(
    r"\b(?:since|from|until|till|to|in|seit|ab|bis|im|depuis|de|du|en|jusqu['’]en|desde|hasta|dal|dall['’]|al|fino al|"
    r"a partir de|até|em)$",
    re.I,
)
# A labelled line of a personal details block: "E-mail:", "Date of birth:", "Nationalité :", "Tél. :".
_FIELD_LABEL_RE = lazy_re.compile(r"^[^\W\d][\w.'’-]*(?:\s[\w.'’-]+){0,3}\s?:\s", re.I)
_TABLE_ROWS = 3  # lines of a table's column that show where its cells wrap
# A word a hyphen joins to another (not a hyphenated break): "self-" + "supervised" keeps it.
_COMPOUND_PREFIXES = frozenset({"self", "non", "cross", "well", "semi", "quasi", "half", "co", "ex"})
# Han, kana, and the ideographic and full-width punctuation printed with them
_UNSPACED_SCRIPT_RE = lazy_re.compile("[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60]")
# lowercase words that open a line of their own: a venue, a paper's status, a name's particle
_OWN_LINE_RE = lazy_re.compile(
    r"(?:in|arxiv|to appear|preprint|accepted|submitted|under (?:review|submission)|forthcoming|proc|proceedings|"
    r"e-print|van|von|de|der|den|da|di|du|le|la|del|della|dos|das|ter|ten)\b",
    re.I,
)
# the opening of a venue's line: "18th European Conference on ...", "Proceedings of ...", "IEEE Transactions ..."
_VENUE_OPENING_RE = lazy_re.compile(
    r"(?:\d{1,3}(?:st|nd|rd|th)\s|(?:Proceedings|Proc\.|In Proc(?:eedings|\.)|International|Conference|Symposium|"
    r"Workshop|Journal|Transactions|IEEE|ACM|USENIX)\b)"
)
# an author's marks and notes: "Zhao*", "Lee†", "(*co-first authors)", "(equal contribution)"
_NAME_NOTES_RE = lazy_re.compile(r"\([^()]*\)|[*†‡§¶#]+|\bet al\.?")
_NAME_SEPARATORS_RE = lazy_re.compile(r",|;|\band\b|&")
# a name's word: "Ana", "J.", "J.-P.", "Marrow-Tate", "O’Neil", "Łukasz" (its case is checked apart)
_NAME_WORD_RE = lazy_re.compile(r"[^\W\d_]+\.?(?:['’-][^\W\d_]+\.?)*")
_NAME_PARTICLES = frozenset("van von de der den da di del della dos das du le la ter ten".split())
_NAME_WORDS_MAX = 5
# a line set wholly in one style, "*Venue, 2022*" or "**A Title**" (its end's punctuation aside)
_WHOLE_STYLE_RE = lazy_re.compile(r"(\*\*?)(?!\*)(.+?)(?<![*\\])\1[.,;]?")
# a venue's line ending with its year: "(OSDI '18)", "(SC 2023)", "2021.", "SIGMOD 2023"
_YEAR_END_RE = lazy_re.compile(r"(?:(?:19|20)\d\d|['’]\d\d)\)?\.?$")
_BRACKETED_RE = lazy_re.compile(r"^\([^()]+\)[.,;]?$")
_SENTENCE_WORDS = 4  # words of a line broken off in a sentence; fewer are an item of a list or a label
_PLAIN_WORD_RE = lazy_re.compile(r"[^\W\d_][^\W\d_'’-]*[,;:.!?)]*(?:\s|$)")
_LINK_END_RE = lazy_re.compile(r"\]\((\S+?)\)$")
_LINK_START_RE = lazy_re.compile(r"^\[[^\[\]]+\]\((\S+?)\)")
_URLISH_RE = lazy_re.compile(r"(?:https?://|www\.|doi\.org|\b10\.\d{4,9}/)", re.I)


def usual_leading(blocks_by_page: list[list[list[Row]]]) -> dict[int, float]:
    """The most common distance between baselines of consecutive rows, per font size."""
    distances: dict[int, Counter[int]] = {}
    for blocks in blocks_by_page:
        for block in blocks:
            for upper, lower in zip(block, block[1:], strict=False):
                if abs(upper.main.size - lower.main.size) < 0.6:
                    gap = upper.main.y0 - lower.main.y0
                    if 0 < gap < 3 * upper.main.size:
                        distances.setdefault(round(upper.main.size), Counter())[round(gap)] += 1
    return {size: _line_leading(counter) for size, counter in distances.items()}


_TIGHTER_LEADING = 0.75  # a gap this much below the commonest: the commonest is a space between paragraphs
_TIGHTER_LINES = 3  # wrapped lines seen at the tighter gap before it is taken for the leading


def _line_leading(gaps: Counter[int]) -> float:
    """The distance between a paragraph's lines, from the gaps between rows of one font size: the
    commonest, unless the rows are mostly one-line paragraphs apart (a document converted from
    HTML or Word, each line a paragraph) and the few lines that wrapped show a clearly tighter one."""
    common = gaps.most_common(1)[0][0]
    tighter = [gap for gap, count in gaps.items() if gap <= _TIGHTER_LEADING * common and count >= _TIGHTER_LINES]
    return float(max(tighter, key=lambda gap: gaps[gap]) if tighter else common)


def block_margins(block: list[Row], column_end: float = 0.0) -> tuple[float, float]:
    """Where the block's lines begin, and end: the right end reached by several of its rows (a stray
    long link aside, never a line of words far past it), or, in a left column, where the column beside
    it begins (`column_end`). The end is 0 when no rows agree on one (a few short lines): nothing there
    is known to be wrapped."""
    ends = sorted((row.cells[-1].x1 for row in block), reverse=True)
    if not ends:
        return 0.0, column_end
    left = min(row.cells[0].x0 for row in block)
    tolerance = max(3.0, 0.04 * (ends[0] - left))
    needed = max(2, min(3, len(ends)))
    strays = max(1, len(ends) // 10)  # lines sticking out past the margin (a long link) are few
    edge = next(
        (end for end in ends[: strays + 1] if sum(1 for other in ends if end - tolerance <= other <= end) >= needed),
        0.0,
    )
    if edge and any(row.cells[-1].x1 > edge + 2 * tolerance and _words_past_edge(row.cells[-1].text) for row in block):
        edge = 0.0  # a line of words reaches far past it: short lines that happen to end together, no margin
    return left, max(edge, column_end)


def _words_past_edge(text: str) -> bool:
    """Whether `text` is words a wrapped line would have broken, not one long link sticking out."""
    return len(text.split()) >= _SENTENCE_WORDS and not _URLISH_RE.search(text)


def continues_paragraph(
    paragraph: list[Row],
    lower: Row,
    margins: tuple[float, float],
    leading: dict[int, float],
    *,
    same_page: bool = True,
) -> bool:
    """Whether `lower` goes on with `paragraph` (its rows so far), the last of which wrapped before it."""
    first, upper = paragraph[0], paragraph[-1]
    left, edge = margins
    if len(lower.cells) > 1 or ITEM_START_RE.match(lower.main.text):
        return False  # a row with its own date, or a new item
    if _DATED_START_RE.match(lower.main.text):
        return False
    if (
        only_dates(lower.main.text)
        and not _OPEN_BEFORE_DATE_RE.search(upper.main.text)
        and not _BRACKETED_RE.match(lower.main.text)
    ):
        # the dates of the entry above, on a line of their own ("... dal" / "2022" goes on); dates in
        # brackets ("(07/2024 - 03/2026)") end the sentence above, wrapped when they did not fit
        return False
    labelled = _FIELD_LABEL_RE.match(plain_text(first.texts[first.at]) if first.texts else "")
    if labelled and _FIELD_LABEL_RE.match(lower.main.text):
        return False  # the next labelled line of a block of them ("Address: ..." / "E-mail: ...")
    if upper.main.text.endswith(".") and _AUTHOR_START_RE.match(lower.main.text):
        return False
    if _EMAIL_ONLY_RE.match(lower.main.text) and not _OPEN_BEFORE_ADDRESS_RE.search(upper.main.text):
        return False  # an address block's e-mail line under its postal address, not the end of a sentence
    if (
        _NAMES_START_RE.match(lower.main.text)
        and not any("," in row.main.text for row in paragraph)
        and not _MID_PHRASE_END_RE.search(upper.main.text)
    ):
        return False  # a paper's title filling its line, then the line of its authors' names
    if _venue_line_after(paragraph, lower.main.text) or _restyled_line_after_names(paragraph, lower.main):
        return False  # a paper's authors, or its venue and year, each on a line of its own
    if abs(upper.main.size - lower.main.size) >= 0.6:
        return False
    if same_page:
        usual = leading.get(round(upper.main.size), 1.4 * upper.main.size)
        if not 0 < upper.main.y0 - lower.main.y0 <= usual * 1.2 + 1:
            return False  # a blank line between them, or out of order
    if len(paragraph) == 1:
        if lower.main.x0 < first.main.x0 - 2:
            return False  # printed left of the line above: a new entry
    elif abs(lower.main.x0 - upper.main.x0) > 3:
        return False  # a new paragraph, indented or not under the lines above
    under = abs(lower.main.x0 - upper.main.x0) <= 3 or (
        len(paragraph) == 1
        and ITEM_START_RE.match(first.main.text)
        and lower.main.x0 - first.main.x0 <= 3 * first.main.size
    )
    if under and (
        _goes_on_mid_sentence(upper.main.text, lower.main.text)
        or _goes_on_link(first.texts[first.at] if first.texts else "", lower.texts[lower.at] if lower.texts else "")
    ):
        return True  # a line broken by hand (Shift+Enter, a <br>) in the middle of a sentence or a link
    if edge <= left:
        return False  # no margin the lines agree on: nothing is known to be wrapped
    if upper.main.x1 - upper.main.x0 < 0.5 * (edge - left):
        return False  # a short line set flush right (an address block), not a line of a paragraph
    # Under a hanging indent a line is its reference's next line, so a word that might just have fitted
    # (a renderer's own spacing) still counts as wrapped.
    slack = upper.main.size if lower.main.x0 > first.main.x0 + 3 else 0.0
    beside = upper.cells[upper.cells.index(upper.main) + 1 :]
    if beside:  # a date flush right of the line: its text wraps before the date, a column's gap away
        gap = 3 * (upper.main.x1 - upper.main.x0) / max(len(upper.main.text), 1)
        return _wrapped(upper.main, lower.main, (left, beside[0].x0 - gap), slack)
    return _wrapped(upper.main, lower.main, margins, slack)


def _venue_line_after(paragraph: list[Row], lower: str) -> bool:
    """Whether `lower` is the line after a paper's authors or its venue, which a page printed from
    the web sets each on a line of its own (title, authors, venue, a note): a venue's line ("18th
    European Conference on ...", "Proceedings of ...") under a list of names and nothing else, or
    a sentence opening under a venue's line that ends with its year ("... (OSDI '18)")."""
    texts = [row.main.text for row in paragraph]
    if _VENUE_OPENING_RE.match(lower):
        return _names_only(paragraph)
    return (
        len(texts) == 1
        and bool(_VENUE_OPENING_RE.match(texts[0]) and _YEAR_END_RE.search(texts[0]))
        and lower[:1].isupper()
    )


def _one_name(text: str) -> bool:
    """Whether `text` is one person's name: a few capitalised words, initials or particles."""
    words = text.split()
    return 0 < len(words) <= _NAME_WORDS_MAX and all(
        word in _NAME_PARTICLES or (word[0].isupper() and _NAME_WORD_RE.fullmatch(word)) for word in words
    )


def _names_only(paragraph: list[Row]) -> bool:
    """Whether the paragraph's lines so far are a list of two names or more ("Ana Ruiz*, Tomas Weir and ...")."""
    names = _NAME_NOTES_RE.sub(" ", " ".join(row.main.text for row in paragraph))
    pieces = [piece.strip() for piece in _NAME_SEPARATORS_RE.split(names) if piece.strip()]
    return len(pieces) >= 2 and all(_one_name(piece) for piece in pieces)


def _restyled_line_after_names(paragraph: list[Row], lower: Line) -> bool:
    """Whether `lower` is set wholly in italics (a venue) or in bold (the next paper's title) under a
    list of names whose last line is not: the page set the authors and the venue each on a line of
    their own, the change of style at the line's start shows it; a run of one style that wraps goes
    on in that style."""
    marked = lower.marked.strip()
    whole = _WHOLE_STYLE_RE.fullmatch(marked)
    if not whole or "*" in whole.group(2).replace("\\*", ""):
        return False
    if whole.group(1) == "**" and len(whole.group(2).split()) < _SENTENCE_WORDS:
        return False  # the owner's name in bold, wrapped onto a line of its own
    tail = paragraph[-1].main.printed.rstrip(" .,;")
    same_style = tail.endswith("**") if whole.group(1) == "**" else tail.endswith("*") and not tail.endswith("**")
    return not same_style and _names_only(paragraph)


def _goes_on_mid_sentence(upper: str, lower: str) -> bool:
    """Whether `lower` goes on with the sentence `upper` broke off with no stop: it opens with a
    lowercase word, or `upper` ends with a word no sentence ends with ("with", "of the"). A paper's
    title, authors and venue, each on a line of its own, never do: a venue's or a status's opening
    word ("in Proc.", "arXiv", "to appear") and a name's particle ("van der Berg") begin their own line,
    and a line of a few words is a list's item or a label, not a sentence broken off."""
    lower = lower.lstrip()
    if _OWN_LINE_RE.match(lower) or upper.rstrip().endswith((".", ":", ";", "!", "?")):
        return False
    if len(upper.split()) < _SENTENCE_WORDS:
        return False  # a list's short items ("python" over "pytorch"), a label over its value
    if not _PLAIN_WORD_RE.match(lower):
        return False  # an address, a link, a number: a line of its own
    return lower[:1].islower() or bool(_MID_PHRASE_END_RE.search(upper))


def _goes_on_link(upper: str, lower: str) -> bool:
    """Whether `lower` opens with the rest of the link `upper` ends with: one address, its text broken."""
    ending, opening = _LINK_END_RE.search(upper), _LINK_START_RE.match(lower)
    return bool(ending and opening) and ending.group(1) == opening.group(1)


def _wrapped(upper: Line, lower: Line, margins: tuple[float, float], slack: float = 0.0) -> bool:
    """Whether the first word of `lower` would not have fitted at the end of `upper`, so the line was
    wrapped before it.

    The word's width is its printed width (pdfminer's boxes) or, when not known, guessed from the
    line's average character; it must not fit with the space before it (which a wrap leaves out too),
    give or take `slack`; and no wrapped line leaves more than a long word's room (a quarter of the
    column) at its end."""
    width = upper.x1 - upper.x0
    if width <= 0 or not upper.text:
        return False
    left, edge = margins
    char = width / len(upper.text)
    next_word = lower.text.split()[0]
    # the word's printed width where known: an average over a line's spaces and narrow letters underrates it
    word = lower.first_word or (lower.x1 - lower.x0 if next_word == lower.text.strip() else char * len(next_word))
    room = max(edge, upper.x1) - upper.x1
    return room < word + char + slack and room < 0.25 * (max(edge, upper.x1) - left)


def paragraphs_of(
    block: list[Row], margins: tuple[float, float], leading: dict[int, float], known: set[str]
) -> list[list[Row]]:
    """The block's rows grouped into paragraphs; a paragraph's text is all in its first row."""
    paragraphs: list[list[Row]] = []
    edges = _table_column_edges(block)
    for row in block:
        if paragraphs and continues_paragraph(
            paragraphs[-1], row, edges.get(round(paragraphs[-1][0].main.x0), margins), leading
        ):
            join_rows(paragraphs[-1][0], row, known)
            paragraphs[-1].append(row)
        else:
            paragraphs.append([row])
    return paragraphs


def _table_column_edges(block: list[Row]) -> dict[int, tuple[float, float]]:
    """Margins of the entries of a table's column beside dates or labels, by where its lines begin.

    A table's cell wraps its text at the cell's edge, short of the page's right margin; the lines
    that begin where the dated rows' entries begin, and reach furthest, show where that edge is."""
    starts = {round(row.main.x0) for row in block if row.cells.index(row.main) > 0}
    ends: dict[int, list[float]] = {}
    for row in block:
        for start in starts:
            if abs(row.main.x0 - start) <= 2 and (row.cells.index(row.main) > 0 or len(row.cells) == 1):
                ends.setdefault(start, []).append(row.main.x1)
    return {start: (float(start), max(found)) for start, found in ends.items() if len(found) >= _TABLE_ROWS}


def join_rows(first: Row, lower: Row, known: set[str]) -> None:
    """Put `lower`'s text at the end of the text of its paragraph's first row (the main cell, before a date)."""
    first.texts[first.at] = join_wrapped(*join_emphasised(first.texts[first.at], lower.texts[lower.at]), known)
    lower.texts = []


def join_wrapped(upper: str, lower: str, known: set[str] = frozenset()) -> str:
    """Two lines of one paragraph as one: a word broken with a hyphen at the line end is mended.

    "struc-" + "ture" gives "structure"; "Smith-" + "Jones", "101-" + "109" and "self-" + "aware"
    keep their hyphen, as does a compound the document prints hyphenated elsewhere (`known`).
    """
    upper, lower = upper.rstrip(), lower.lstrip()
    if not upper or not lower:
        return upper + lower
    last = upper.split()[-1]
    if _URLISH_RE.search(last) and last[-1] in "/-_.=?&#":
        return upper + lower  # a link or DOI broken where it may be
    if upper.endswith("\u00ad"):
        return upper[:-1] + lower
    if _UNSPACED_SCRIPT_RE.match(upper[-1]) and _UNSPACED_SCRIPT_RE.match(lower[0]):
        return upper + lower  # Chinese and Japanese put no space between words, nor where a line wraps
    if upper.endswith(("-", "–")) and last[:-1].isdigit() and lower[0].isdigit():
        return upper + lower  # a page or number range: "5521-" + "5530"
    if not upper.endswith(("-", "\u2010")) or len(last) < 2 or not last[-2].isalpha():
        return f"{upper} {lower}"
    left = last[:-1]
    right = re.match(r"[^\s,.;:)]*", lower).group()
    if not lower[0].islower():
        return upper + lower  # "Smith-Jones", "COVID-19": a hyphen between names and numbers stays
    if "-" in left or left.casefold() in _COMPOUND_PREFIXES or f"{left}-{right}".casefold() in known:
        return upper + lower  # "state-of-the-art", "self-aware", or printed so elsewhere
    return upper[:-1] + lower


def hyphenated_words(texts) -> set[str]:
    """Hyphenated compounds printed within a line: "data-driven" seen once keeps its hyphen at a line end."""
    found: set[str] = set()
    for text in texts:
        if "-" in text:
            found.update(match.casefold() for match in re.findall(r"\b[^\W\d_]+-[^\W\d_]+\b", text))
    return found
