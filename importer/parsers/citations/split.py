"""A publications section split into entries, each read with parse_citation."""

from __future__ import annotations

import re

from .. import lazy_re
from ..records import DocumentError, ParsedAuthor, ParsedPublication
from ..statuses import SUBMITTED, status_from_heading, status_in
from .article_types import UNTITLED_WARNING
from .author_lines import AUTHORS_SENTENCE_RE, authors_and_venue
from .authors_first import authors_first_entries
from .columns import learn_column_layout
from .common import (
    _BADGE_RE,
    _HEADING_RE,
    _LONE_BOLD_RE,
    _TEMPLATE_RE,
    _YEAR_RE,
    _strip_markup,
    looks_like_author_list,
    looks_like_name,
)
from .entry import parse_citation
from .heading_scope import HeadingScope
from .headings import MD_HEADING_LINE_RE as _MD_HEADING_LINE_RE
from .headings import YEAR_HEADING_RE, kind_from_heading, names_software, subheading_of, year_of_heading
from .legends import find_legend, is_legend
from .link_titles import lone_linked_title
from .own_paragraphs import own_paper_paragraphs, owners_title_alone
from .paragraphs import citation_paragraphs
from .social_sciences import _apa_names, read_with_coauthors
from .title_over_names import mark_single_authors, paragraph_titles
from .typography import plain_print
from .wrapped_authors import join_wrapped_author_lines

# --- splitting a section into entries ------------------------------------------------
# A PDF's running header/footer inside a list: "Chidi Okafor — Curriculum Vitae 2", "Page 3 of 5"
_RUNNING_HEAD_RE = lazy_re.compile(
    r"^\s*(?:.{0,60}\b(?:Curriculum Vitae|CV|Résumé|Resume)\s*[-–—|·]?\s*\d{1,2}|Page\s+\d+(?:\s*(?:of|/)\s*\d+)?)\s*$",
    re.I,
)
_PAPER_BOX_RE = lazy_re.compile(r"<div\s[^>]*class\s*=\s*[\"']paper-box[\"']", re.I)
_ITEM_START_RE = lazy_re.compile(
    r"^\s{0,3}(?:[-*+•]\s+|\(?\d{1,3}[.)]\s+|\[\s*[A-Za-z]?\d{1,3}\s*\])|"  # "(30) Title": numbered in brackets
    r"^\s*(?:\*\*|__|<b>|<strong>)\s*\d{1,3}[.)]\s"  # "**32. Title**": a chemistry group's numbered list
)
_PROSE_RE = lazy_re.compile(
    r"^(?:I|I'm|I've|My|We|Our|In my|This|These|Here|See|Please|Click|Visit|For a|A full|The full)\b"
)
_FULL_LIST_RE = lazy_re.compile(r"\b(?:full|complete|all)\b.{0,40}\b(?:list|publications)\b|google scholar|dblp", re.I)


def _is_prose(line: str) -> bool:
    plain = _strip_markup(line)
    return bool(_PROSE_RE.match(plain)) or len(plain.split()) > 60


_LAYOUT_MARKS_RE = lazy_re.compile(r"^ {0,3}>(?: ?>)* ?|(?<=\S)[ \t]*\\$")  # a blockquote's ">", a hard break's "\\"
# what a link whose text and address were template variables leaves: "[**{{ site.me }}**]({{ site.url }})"
_EMPTY_LINK_RE = lazy_re.compile(r"\[(?:\*\*|__|\*|_)*\]\(\s*\)")


def _without_template_leftovers(line: str) -> str:
    """The line without site machinery, or the markdown layout of a blockquote and of a hard line break."""
    line = _TEMPLATE_RE.sub("", line)
    if _EMPTY_LINK_RE.search(line):  # "Bo Li, [****](), Ana Ruiz and []()": the names left
        line = _EMPTY_LINK_RE.sub("", line)
        line = re.sub(r"(?:\s*,)+\s*(?=,|\s+and\b|$)|^\s*,\s*|\s+and\s*$", "", line)
    return _LAYOUT_MARKS_RE.sub("", line)


def split_entries(text: str, *, one_per_line: bool = False) -> list[tuple[int, str]]:
    """Cut a publications section into (line number, entry text) pairs.

    `one_per_line` is for text extracted from a PDF, where an entry is a line.
    Otherwise list items or numbered items start entries; failing those, an
    entry is the line(s) above an author line, the author line, and the short
    lines after it (venue, links, notes).
    """
    raw_lines = text.split("\n")
    lines = [(i, _without_template_leftovers(line)) for i, line in enumerate(raw_lines)]
    lines = [
        (i, line)
        for i, line in lines
        if line.strip() and not YEAR_HEADING_RE.match(line) and not _RUNNING_HEAD_RE.search(line)
    ]
    if one_per_line:
        return _mend_wrapped([(i, line) for i, line in lines if not _FULL_LIST_RE.search(line) or len(line) > 200])
    # A heading among the entries ("### Konferenzbeiträge") ends the entry above it and heads a group
    # of its own, whatever its language: each group is split alone, the heading an entry of one line.
    entries: list[tuple[int, str]] = []
    group: list[tuple[int, str]] = []
    for position, (number, line) in enumerate(lines):
        following = lines[position + 1][1] if position + 1 < len(lines) else ""
        after_blank = number > 0 and not raw_lines[number - 1].strip()
        if _group_heading(line, following) or (after_blank and _plain_group_heading(line, following)):
            entries.extend(_split_group(group) if group else [])
            entries.append((number, line))
            group = []
        else:
            group.append((number, line))
    return entries + (_split_group(group) if group else [])


def _mend_wrapped(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """PDF lines, one entry a line, with the end of an entry wrapped onto the next line: "Ruiz, A.; Li, B.
    Title." over "US Patent 11,234,567, 2022." - a short line with the year that an entry without one
    lacks is that entry's end."""
    out: list[tuple[int, str]] = []
    for number, line in lines:
        if out and _continues(out[-1][1], line):
            out[-1] = (out[-1][0], f"{out[-1][1]} {line.strip()}")
        else:
            out.append((number, line))
    return out


def _continues(previous: str, line: str) -> bool:
    if "\t" in previous or "\t" in line or _YEAR_RE.search(previous) or not _YEAR_RE.search(line):
        return False
    if len(line.split()) > 12 or _ITEM_START_RE.match(line) or looks_like_author_list(line.split(".")[0]):
        return False
    plain = _strip_markup(previous)
    if plain.endswith(",") and re.match(r"[a-z\d(]", line.strip()) and not looks_like_author_list(plain):
        return True  # "..., Journal of Public Economics," over "2023, 221, 104870.": cut after a comma
    if not plain.endswith(".") or looks_like_author_list(plain):
        return False  # an entry's sentences end in a period; an author line over its venue line is not one
    cuts = [m.start() + 1 for m in re.finditer(r"\.\s+(?=[A-Z])", plain)][:12]
    # the entry begins with its authors, and a title follows them
    return any(looks_like_author_list(plain[:cut]) and len(plain[cut:].split()) >= 3 for cut in cuts)


def _group_heading(line: str, following: str) -> bool:
    """A markdown heading over a list ("### Konferenzbeiträge" / "- Bolzmann, H. ..."), or one whose words
    name a kind or status of papers; "### Pebble Caches" over its authors is an entry's title."""
    if not _MD_HEADING_LINE_RE.match(line):
        return False
    plain = _strip_markup(_HEADING_RE.sub("", line)).strip(" :")
    if not plain or len(plain.split()) > 8:
        return False
    return bool(
        _ITEM_START_RE.match(following)
        or kind_from_heading(plain)
        or status_from_heading(plain)
        or names_software(plain)
    )


def _plain_group_heading(line: str, following: str) -> bool:
    """A short line of words alone in a plain-text list, over a numbered or bulleted item ("Original
    articles", "Reviews and other"): a heading of the items below, never the end of the item above."""
    plain = _strip_markup(line).strip()
    return (
        bool(_ITEM_START_RE.match(following))
        and not _ITEM_START_RE.match(line)
        and not re.search(r"\]\(|•|:\s*\S", line)  # "[Homepage](url)", "**Highlight:** • [Cover](url)": notes
        and 0 < len(plain.split()) <= 6
        and plain[0].isupper()
        and not re.search(r"[\d.,;]", plain)
    )


def _split_group(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Entries of a run of lines with no heading among them."""
    lines = _mend_wrapped(lines)
    if any(_PAPER_BOX_RE.search(line) for _, line in lines):
        return _split_at(lines, _box_and_item_starts(lines))
    item_lines = [i for i, line in lines if _ITEM_START_RE.match(line)]
    if len(item_lines) >= 2 or (item_lines and len(lines) <= 4):
        return _split_at(lines, set(item_lines))
    if not item_lines and (paragraphs := own_paper_paragraphs(lines)):
        return paragraphs
    if not item_lines and (paragraphs := citation_paragraphs(lines, _is_prose, _FULL_LIST_RE, _joined)):
        return paragraphs
    citation_starts = _citation_starts(lines)
    if citation_starts:
        return [(number, _joined(body.split("\n"))) for number, body in _split_at(lines, citation_starts)]
    return _split_at_author_lines(lines)


# Biology's name-year form: "Ruiz AB, Li C (2021) Title ..." / "Ruiz AB, Li C. 2021. Title ..."; a status
# stands in the year's place: "Ruiz, A., & Li, C. (in press). Title ..."
_AUTHORS_YEAR_RE = lazy_re.compile(
    r"^(.+?)\.?(?:\s+\(?|\()(?:(?:19|20)\d{2}[a-z]?|(?i:in\s+press|forthcoming|submitted|in\s+preparation))\)?"
    r"(?:[.:,]?\s+|[.:,])\S"  # typed without a space: "Lind, J.E.(2018).A title"
)


# ACS's and MDPI's names, "Family, I.I.;" at least twice, open a citation whatever follows them:
# "Li, M.E.; Liang, S.H.L. Title. Journal. 19(1), 2607210."
_SEMICOLON_NAME = r"[A-Z][\w'’-]+(?:[ -][A-Z][\w'’-]+)?,\s*(?:[A-Z]\.\s?-?){1,4}"
_SEMICOLON_NAMES_RE = lazy_re.compile(rf"^\s*{_SEMICOLON_NAME}(?:\s*;\s*{_SEMICOLON_NAME})+\s+\S")


def _citation_starts(lines: list[tuple[int, str]]) -> set[int]:
    """The lines that begin a citation printed over a few lines with nothing between the citations
    ("Ana Ruiz, Bo Li. A Title That Goes" / "On. Venue, 2025." / "Cy Wu, ...): those that begin
    with their authors and go on; none when an author line stands alone (a title above it)."""
    starts, headings = set(), set()
    titles = paragraph_titles(lines, _LONE_BOLD_RE)  # "**Title**" over "Ruiz, A. (2020). Journal": starts there
    for number, line in (numbered for numbered in lines if numbered[0] not in titles):
        plain = _strip_markup(_BADGE_RE.sub(" ", line))  # "[MobiSys’16] Peng Huang, ...": the label is no author
        if _SEMICOLON_NAMES_RE.match(plain):
            starts.add(number)
            continue
        if authors_and_venue(line):
            return set()  # "Ana Ruiz, Bo Li. PSYS 2021." under its title
        sentence, dated = AUTHORS_SENTENCE_RE.match(plain), _AUTHORS_YEAR_RE.match(plain)
        if (sentence and looks_like_author_list(sentence.group(1))) or (
            # the year right after them marks the names, one author's too: "Ruiz, A. (2017): Title"
            dated
            and (
                looks_like_author_list(dated.group(1))
                or looks_like_name(dated.group(1))
                or _apa_names(f"{dated.group(1)}.") is not None  # APA's "Family, I." names, however typed
            )
        ):
            starts.add(number)
        elif looks_like_author_list(plain):
            return set()
        elif len(plain.split()) <= 5 and kind_from_heading(plain) and not _YEAR_RE.search(plain):
            headings.add(number)  # "Refereed Journal Article" between the entries: not a venue of the one above
    starts = {n for n in starts if n - 1 not in titles} | titles if starts else starts
    return starts | headings if len(starts) >= 2 and len(starts) < len(lines) else set()


def _box_and_item_starts(lines: list[tuple[int, str]]) -> set[int]:
    """AcadHomepage: each <div class='paper-box'> is one entry (its bullets are notes); list items outside too."""
    starts, depth = set(), 0
    for number, line in lines:
        if _PAPER_BOX_RE.search(line):
            starts.add(number)
            depth = 0
        elif depth <= 0 and _ITEM_START_RE.match(line):
            starts.add(number)
        if number in starts or depth > 0:
            depth += len(re.findall(r"<div\b", line, re.I)) - len(re.findall(r"</div>", line, re.I))
    return starts


def _split_at(lines: list[tuple[int, str]], starts: set[int]) -> list[tuple[int, str]]:
    entries: list[tuple[int, list[str]]] = []
    for number, line in lines:
        if number in starts or not entries:
            entries.append((number, [line]))
        elif (_is_prose(line) or _FULL_LIST_RE.search(line) and len(line) < 200) and not line.startswith((" ", "\t")):
            entries.append((number, [line]))  # "Full list on Google Scholar" under the list: not part of an entry
        else:
            entries[-1][1].append(line)
    return [(number, "\n".join(body)) for number, body in entries]


def _split_at_author_lines(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    ends: dict[int, int] = {}  # an author line wrapped over several: the number of its last line
    lines = join_wrapped_author_lines(lines, ends)
    authorish = [looks_like_author_list(_HEADING_RE.sub("", line)) for _, line in lines]
    # "Ana Ruiz, Bo Li. PSYS 2021." under its title: the authors' line, its venue split off
    split_off = [None if whole else authors_and_venue(line) for whole, (_, line) in zip(authorish, lines, strict=True)]
    authorish = [whole or parts is not None for whole, parts in zip(authorish, split_off, strict=True)]
    for index in range(len(lines) - 1):  # "**Efficient Pebble Sorting**" over "Ana Ruiz, Bo Li": a bold title
        if authorish[index] and authorish[index + 1] and _LONE_BOLD_RE.fullmatch(lines[index][1]):
            authorish[index] = False
    mark_single_authors(lines, authorish, _LONE_BOLD_RE)  # "**Title**" over "Petra Harlow": one author
    if (first := authors_first_entries(lines, authorish)) is not None:  # each paper's authors over its title
        return first
    entries: list[tuple[int, list[str]]] = []
    unclaimed: list[tuple[int, str]] = []
    last = -2  # the line number of the last line given to an entry
    pending: list[tuple[int, str]] = []  # lines not yet given to an entry
    for index, (number, line) in enumerate(lines):
        if authorish[index] and pending and _MD_HEADING_LINE_RE.match(pending[0][1]):
            heading = _strip_markup(_HEADING_RE.sub("", pending[0][1])).strip()
            if len(heading.split()) < 3 or any(_LONE_BOLD_RE.fullmatch(l) for _, l in pending[1:]):
                pending = pending[1:]  # "## Publications" over "**Title**": a heading, the title below it
        if authorish[index] and pending and _MD_HEADING_LINE_RE.match(pending[0][1]):
            # "### Title" over its venue and DOI lines, then the authors: the heading is the title
            title = _HEADING_RE.sub("", pending[0][1]).strip()
            author_lines = list(split_off[index]) if split_off[index] else [line]
            entries.append((pending[0][0], [title, *author_lines, *(l for _, l in pending[1:])]))
            pending, last = [], number
            continue
        if _MD_HEADING_LINE_RE.match(line) and not authorish[index]:
            if entries:  # a paper's heading: what was pending after the last entry was its venue or notes
                entries[-1][1].extend(l for _, l in pending if not _is_prose(l))
            pending = [(number, line)]
            continue
        if authorish[index]:
            if pending:
                title_at = _title_start(pending, number, last)
                # Lines above the title are the previous entry's venue/notes; above the first author line
                # nothing claims them (a paper printed without its authors?): reported, never dropped unseen.
                if entries:
                    entries[-1][1].extend(l for _, l in pending[:title_at] if not _is_prose(l))
                elif before := [(n, l) for n, l in pending[:title_at] if not _is_prose(l)]:
                    unclaimed.append((before[0][0], Unclaimed("\n".join(l for _, l in before))))
                author_lines = list(split_off[index]) if split_off[index] else [line]
                entries.append((pending[title_at][0], [_joined([l for _, l in pending[title_at:]]), *author_lines]))
                pending = []
            else:
                entries.append((number, [line]))  # an author line with no title above it
            # the line under a wrapped author list follows it with no gap: a venue, not a title's start
            last = ends.get(number, number)
            continue
        pending.append((number, line))
        if (
            entries
            and len(pending) >= 2
            and not _wrapped_title(pending, last)
            and not _MD_HEADING_LINE_RE.match(pending[0][1])
        ):
            # Two lines after an entry without an author line: the first was venue/notes.
            number_first, first = pending.pop(0)
            if not _is_prose(first):
                entries[-1][1].append(first)
                last = number_first
    if entries:
        entries[-1][1].extend(l for _, l in pending if not _is_prose(l) and not _FULL_LIST_RE.search(l))
    else:
        entries = [(n, [l]) for n, l in pending]
    return unclaimed + [(number, "\n".join(body)) for number, body in entries]


class Unclaimed(str):
    """Lines above a list's first author line that no entry took: warned about, never read as a paper."""


_WRAPPED_TITLE_LINES = 3  # a title wrapped over more lines than this is not taken for one


def _wrapped_title(block: list[tuple[int, str]], before: int) -> bool:
    """Whether `block` may be one title wrapped over its lines: a paragraph of its own (a blank line
    before it, none between its lines) that does not begin with a venue's year nor end a sentence
    before its last line, in a list whose entries are paragraphs."""
    numbers = [number for number, _ in block]
    return (
        len(block) <= _WRAPPED_TITLE_LINES
        and numbers[0] > before + 1
        and numbers == list(range(numbers[0], numbers[0] + len(numbers)))
        and not _YEAR_RE.search(block[0][1])
        # a sentence ends a line ("See the full list on Google Scholar."); a wrapped title goes on
        and not any(line.rstrip().endswith((".", "!", "?")) or _is_prose(line) for _, line in block[:-1])
        and not any(_FULL_LIST_RE.search(line) for _, line in block)
    )


def _joined(lines: list[str]) -> str:
    """A wrapped title's lines as one: "Retrieval-" + "Augmented", "mainte-" + "nance", else a space."""
    text = lines[0].strip()
    for line in lines[1:]:
        line = line.strip()
        if text.endswith("-") and not text.endswith(" -"):
            text = text[:-1] + line if line[:1].islower() else text + line
        else:
            text = f"{text} {line}"
    return text


def _title_start(pending: list[tuple[int, str]], author_line: int, last: int) -> int:
    """Where the title begins among the lines above an author line: the last line, or the last few when
    they are a title wrapped over them, right above the author line ("Sorting Pebbles by Size and by" /
    "Colour" / "Mara Quill, Tobin Ashgrove")."""
    if pending[-1][0] != author_line - 1:
        return len(pending) - 1
    for size in range(min(_WRAPPED_TITLE_LINES, len(pending)), 1, -1):
        start = len(pending) - size
        before = pending[start - 1][0] if start else last
        if _wrapped_title(pending[start:], before):
            return start
    return len(pending) - 1


# A quoted title first, alone or with what an economist notes after it: "(Job Market Paper)", "R&R at *JPE*"
_QUOTED_TITLE_ALONE_RE = lazy_re.compile(
    r"\s*(?:[-*+•]\s+|\[?\d{1,3}[.)\]]\s+)?[\"“](?:[^\"“”\s]+\s+){2,}[^\"“”]+[\"”][.,]?\s*(?:[(\[][^()\[\]\"“”]{2,80}[)\]]\.?\s*)?"
)
# No paper's title is longer: a longer "title" is a paragraph or a pasted run of text.
MAX_TITLE = 400


# The lower-case words a name may hold: its particles ("van der Berg", "de la Cruz y Peña", "bin Ahmad")
_NAME_PARTICLES = frozenset("van von der den de del della la le du dos das da di e y bin binti al ten ter zu".split())


def _sentence_words(name: str) -> int:
    """The lower-case words of an author's name that no name holds: a sentence's words."""
    return sum(w[:1].islower() and w not in _NAME_PARTICLES for w in name.split())


def _is_publication(pub: ParsedPublication) -> bool:
    """Reject what is not a paper: notes, links to full lists, prose."""
    words = pub.title.split()
    if not words or len(pub.title) > MAX_TITLE or _FULL_LIST_RE.search(pub.title):
        return False
    if len(words) == 1 and not (pub.authors and (pub.year or pub.venue_text)):
        return False
    if _PROSE_RE.match(pub.title) and not pub.authors:
        return False
    if pub.authors and sum(w[:1].islower() for w in pub.authors[0].name.split()) > 3:
        return False  # "Here you will find my papers ... on [ORCID](url)": a sentence taken for an author
    if pub.year is None and sum(_sentence_words(a.name) for a in pub.authors) > 3:
        return False  # "Articles, chapters and working papers by theme ... have [their own page](url)": a lead
    if len(words) >= 4 and any(link.label == "PDF" for link in pub.links):
        return True  # a mathematician's "Title" over "[Preprint. 8 pages. May 2025](paper.pdf)": the paper itself
    return bool(pub.authors) or pub.year is not None or pub.venue_text is not None or pub.arxiv is not None


def parse_publications(
    text: str,
    *,
    first_line: int = 1,
    one_per_line: bool = False,
    kind: str | None = None,
    vocabulary: frozenset = frozenset(),
    legend: dict[str, str] | None = None,
    owner: str | None = None,
    heading: str | None = None,
) -> tuple[list[ParsedPublication], list[str]]:
    """Every publication in a section; returns (publications, warnings).

    `heading`, the section's own heading, gives its status ("Under Review") to the entries that
    state none themselves.

    `kind` forces a kind for sections that say what their entries are
    (a "Patents" or "Theses" section). `owner`, the document's owner, is the author an entry
    leaves out when it names only the coauthors ("Title (with Ana Ruiz)").
    """
    text = plain_print(text)
    publications, warnings = [], []
    entries = split_entries(text, one_per_line=one_per_line)
    text_lines = text.split("\n")
    layout = learn_column_layout([e for _, e in entries], vocabulary) if one_per_line else None
    legend = {**(legend or {}), **find_legend(text)}  # stated once, above or below the list
    # a subheading line among the entries ("Under Review" in PDF text), else the section's heading
    scope, previous = HeadingScope(status_from_heading(heading)), -1
    for number, entry in entries:
        scope.years_between(text_lines, previous, number)  # "## 2026" after "Work in progress" ends it
        previous = number
        subheading = subheading_of(entry)
        if subheading is not None:
            scope.subheading(entry, subheading)
            continue
        scope.entry()
        if is_legend(entry) or scope.skipping:  # a legend; software or a data set under their heading
            continue
        heading_kind, heading_status = scope.kind, scope.status
        if isinstance(entry, Unclaimed):
            if len(entry) > 40 and not _FULL_LIST_RE.search(entry):
                warnings.append(f"line {first_line + number}: not read as a publication: {entry[:60]!r}")
            continue
        try:
            pub = parse_citation(entry, legend=legend, layout=layout, owner=owner)
        except DocumentError:
            if _YEAR_RE.search(entry) and len(entry) > 30 and not _is_prose(entry):  # "A. Ruiz, 2021."
                warnings.append(f"line {first_line + number}: a citation without a title was left out: {entry[:60]!r}")
            continue
        warnings += [f"line {first_line + number}: {w}" for w in pub.warnings if w.startswith(UNTITLED_WARNING)]
        if pub.year is None:
            pub.year = year_of_heading(text_lines, number)
        if heading_kind and pub.kind in (None, "other"):
            pub.kind = heading_kind
        if heading_status and status_in(_strip_markup(entry)) is None:  # "(in press)" under "Under review"
            pub.status = heading_status
        if len(pub.title) > MAX_TITLE:
            warnings.append(
                f"line {first_line + number}: a title of {len(pub.title):,} characters, longer than the "
                f"{MAX_TITLE} a title may have, was left out with its entry: {entry[:60]!r}"
            )
            continue
        if (
            owner
            and not pub.authors
            and (
                _QUOTED_TITLE_ALONE_RE.fullmatch(_strip_markup(entry))
                and (pub.status == SUBMITTED or not re.search(r"[(\[]", entry))
                or heading_status
                and owners_title_alone(entry)
            )
        ):
            # '"Tax Enforcement and Informal Firms"' alone under "Job Market Paper": the owner's own paper
            pub.authors.append(ParsedAuthor(owner, highlighted=True))
        lone_title = not pub.authors and lone_linked_title(entry)  # "- [Title](doi)" on the owner's list
        if lone_title:  # no venue says what it is: the heading does, else nothing ("preprint" only for arXiv's)
            pub.kind = heading_kind or ("preprint" if pub.arxiv else "other")
            pub.authors += [ParsedAuthor(owner, highlighted=True)] if owner else []
        if not (lone_title and not _FULL_LIST_RE.search(pub.title) or _is_publication(pub)):
            if len(entry) > 40 and not _is_prose(entry) and not _FULL_LIST_RE.search(entry):
                warnings.append(f"line {first_line + number}: not read as a publication: {entry[:60]!r}")
            continue
        pub.line = first_line + number
        if kind:
            pub.kind = kind
        publications.append(pub)
    if owner and any(read_with_coauthors(_strip_markup(entry)) for _, entry in entries):
        # A CV that names only the coauthors ("Title (with Ana Ruiz)") names nobody on a paper of
        # the owner's alone: the owner is its author.
        for pub in publications:
            if not pub.authors:
                pub.authors.append(ParsedAuthor(owner, highlighted=True))
    return publications, warnings
