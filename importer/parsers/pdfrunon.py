"""A PDF CV's text that lost its line breaks, put back into the lines the CV reader reads.

Text copied out of a PDF viewer, or scraped from a site that shows PDFs as text, often
comes as one run-on line per page. When the CV was set with its section labels in a
left column (res.cls and the Word-table CVs), each label was printed beside the first
lines of its section, so the labels are now interleaved with the text, a two-line
label split around the section's first line:

    "... July 1989 Research Large-scale systems. Interests Research ETH Zurich,
    Switzerland. From January Experience 2007 (Professor of Physics). ..."

Here the labels are found (a section word standing alone, no punctuation of its own;
the first word of a two-line label is joined with its second word one line later),
each section starts on a line of its own, and the section text is split into entries:
at sentence ends, after a date that ends a degree or an entry, and before a degree.
An entry written "Employer, Town. 2002-2006 (Title): what was done." becomes the
employer and dates over the title, the layout the experience reader knows.
"""

from __future__ import annotations

import re

from . import lazy_re
from .dates import MONTH
from .pdfemphasis import plain_text
from .pdflayout import join_wrapped
from .roles import find_title
from .text import classify_heading

__all__ = ["reflow_run_on_text", "split_dated_positions"]

_RUN_ON_CHARS = 600  # longer than a paragraph of a CV's bio is printed on one line, shorter than a page
_LABEL_GAP = 160  # characters between the two words of a two-line label: about one line of the text beside it
# Words that open a two-line label ("Research / Interests") but alone name no section in the run-on text.
_OPENING_WORDS = frozenset(
    "research academic professional selected work invited other "
    "personal recent current previous refereed peer journal conference industrial industry".split()
)
_LEADING_WORDS = frozenset("of and in for the on to with at a an her his their our my its".split())
_YEAR = r"(?:19|20)\d\d"
_DATES = (
    rf"(?:(?:From|Since)\s+)?(?:{MONTH}\s+)?{_YEAR}"
    rf"(?:\s*[-–—]+\s*(?:(?:{MONTH}\s+)?{_YEAR}|[Pp]resent|[Nn]ow|[Tt]oday))?"
)
# "2002–2006 (Principal Scientist): P2, a toolkit ..." / "From January 2007 (Professor of Physics)."
_DATED_TITLE_RE = lazy_re.compile(rf"^({_DATES})\s*\(([^()]{{3,80}})\)\s*[.:;,]?\s*(.*)$", re.S)
_DATED_TITLE_IN_LINE_RE = lazy_re.compile(rf"(?:^|(?<=\.\s))({_DATES})\s*\(([^()]{{3,80}})\)")
_ABBREVIATION_RE = lazy_re.compile(
    r"(?:^|[\s(])(?:[A-Za-z]|[A-Za-z]{1,3}\.[A-Za-z.]{1,6}|[A-Z][a-z]?|et al|e\.g|i\.e|vs|St|Dr|Prof)$"
)
_DEGREE_START_RE = lazy_re.compile(
    r"(?<=[^\W\d_]) (?=(?:Ph\.\s?D\.|D\.Phil\.|M\.\s?Sc\.|M\.\s?S\.|M\.\s?A\.|B\.\s?Sc\.|B\.\s?S\.|B\.\s?A\.|"
    r"Diploma|Master|Bachelor|Doctor(?:ate| of)|Habilitation)[\s,])"
)
_DATE_END_RE = lazy_re.compile(rf"(?<=[\s,(]){MONTH}\s+{_YEAR}\b(?=\s+[A-Z])|(?<=, ){_YEAR}\b(?=\s+[A-Z])")
_HYPHEN_BREAK_RE = lazy_re.compile(r"(\S+-) ([a-z]\S*)")
_STRAY_ACCENT_RE = lazy_re.compile(
    r"(?<=[^\W\d_])[\u00a8\u00b4\u02dc\u02c6`]\s?(?=[\s,.;:])"
)  # "Zurich¨ ," for "Zürich,"


def reflow_run_on_text(text: str) -> str:
    """`text` with each run-on line that holds a CV's interleaved section labels split into
    its sections and entries; any other text is returned unchanged."""
    if len(text) < _RUN_ON_CHARS or not any(len(line) >= _RUN_ON_CHARS for line in text.split("\n")):
        return text
    return "\n".join(_reflowed(line) if len(line) >= _RUN_ON_CHARS else line for line in text.split("\n"))


def _reflowed(line: str) -> str:
    words = list(re.finditer(r"\S+", line))
    labels = _labels(words)
    if len({classify_heading(label) for _start, _used, label in labels}) < 2:
        return line  # one section word in a long paragraph is a word of the paragraph
    used = {index for _start, indices, _label in labels for index in indices}
    starts = {start: label for start, _indices, label in labels}
    out: list[str] = []
    current: list[str] = []
    for index, word in enumerate(words):
        if index in starts:
            out.append(" ".join(current))
            out.append(f"\n{starts[index]}")
            current = []
        if index not in used:
            current.append(word.group())
    out.append(" ".join(current))
    head, *sections = out
    lines = [head.strip()] if head.strip() else []
    for heading, body in zip(sections[::2], sections[1::2], strict=False):
        lines += [heading, *_entries(body)]
    return "\n".join(lines)


def _labels(words: list[re.Match]) -> list[tuple[int, tuple[int, ...], str]]:
    """(index of the word the section starts at, indices of the label's words, label) for each label."""
    found = []
    taken: set[int] = set()
    depth = 0  # a word in brackets is never a label
    for index, word in enumerate(words):
        text = word.group()
        depth = max(0, depth + text.count("(") - text.count(")"))
        if index in taken or depth or not _label_word(text):
            continue
        if index and words[index - 1].group().casefold() in _LEADING_WORDS:
            continue  # "the Department of Education", "her Teaching": a word of a sentence
        lower = text.casefold()
        second = next(
            (
                later
                for later in range(index + 1, len(words))
                if words[later].start() - word.end() <= _LABEL_GAP
                and later not in taken
                and _label_word(words[later].group())
                and words[later].group().casefold() not in _OPENING_WORDS
                and classify_heading(f"{text} {words[later].group()}")
            ),
            None,
        )
        if lower in _OPENING_WORDS and second is None:
            continue
        if second is not None and lower in _OPENING_WORDS:
            taken.update({index, second})
            found.append((index, (index, second), f"{text} {words[second].group()}"))
        elif classify_heading(text):
            taken.add(index)
            found.append((index, (index,), text))
    return found


def _label_word(text: str) -> bool:
    """A word a label column prints alone: capitalised, all letters, no punctuation of its own."""
    return len(text) >= 4 and text.isalpha() and text[0].isupper() and text[1:].islower()


def _entries(body: str) -> list[str]:
    """A section's run-on text as entry lines: split at sentence ends, dates that end an entry, degrees."""
    body = _STRAY_ACCENT_RE.sub("", body)
    body = _HYPHEN_BREAK_RE.sub(lambda match: join_wrapped(match.group(1), match.group(2)), body.strip())
    body = _DEGREE_START_RE.sub("\n", body)
    body = _DATE_END_RE.sub(lambda match: match.group() + "\n", body)
    pieces: list[str] = []
    for part in body.split("\n"):
        pieces += _sentences(part.strip())
    return _dated_titles_apart(pieces)


def split_dated_positions(text: str) -> str:
    """`text` with each line that runs positions together as res.cls prints them ("Employer, Town.
    2002-2006 (Title): what was done. Next Employer. ...") split into employer and dates over the title,
    its bold and italics dropped ("2002-2006 (*Title*)" reads as the plain text).
    A section label in front of the line ("Experience" + tab) goes on a line of its own above them."""
    out = []
    for line in text.split("\n"):
        line = plain_text(line) if "*" in line and _DATED_TITLE_IN_LINE_RE.search(plain_text(line)) else line
        label, tab, rest = line.partition("\t")
        if not tab or not classify_heading(label):
            label, rest = "", line
        if any(find_title(match.group(2)) for match in _DATED_TITLE_IN_LINE_RE.finditer(rest)):
            out += [label] if label else []
            out += _dated_titles_apart(_sentences(rest.strip()))
        else:
            out.append(line)
    return "\n".join(out)


def _dated_titles_apart(pieces: list[str]) -> list[str]:
    lines: list[str] = []
    for piece in pieces:
        dated = _DATED_TITLE_RE.match(piece)
        if dated and not find_title(dated.group(2)):
            dated = None  # "1998 (with J. Ruiz)": a note, not a position's title
        if dated and lines and not lines[-1].endswith((":", ";")) and "\t" not in lines[-1]:
            # "Employer, Town." then "2002–2006 (Title): details": employer and dates over the title
            dates = re.sub(r"^(?:From|Since)\s+(.+)$", r"\1 – present", dated.group(1))
            employer = f"{lines.pop().rstrip('.')}\t{dates}"
            lines += ["", employer] if lines and lines[-1] else [employer]  # a blank line between positions
            lines.append(dated.group(2).strip())
            if dated.group(3).strip():
                lines.append(dated.group(3).strip())
            continue
        lines.append(piece)
    return lines


def _sentences(text: str) -> list[str]:
    """`text` split after each full stop that ends a sentence (not "Ph.D." nor "U.C.")."""
    out, begin = [], 0
    for stop in re.finditer(r"\.\s+(?=[A-Z0-9])", text):
        before = text[begin : stop.start()]
        if _ABBREVIATION_RE.search(before):
            continue
        out.append(text[begin : stop.start() + 1].strip())
        begin = stop.end()
    rest = text[begin:].strip()
    return [*out, rest] if rest else out
