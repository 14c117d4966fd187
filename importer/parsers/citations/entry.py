"""One publication as printed (one line or a few lines) -> ParsedPublication."""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import two_digit_year as _two_digit_year
from ..names import settle_lone_mark
from ..records import DocumentError, ParsedAuthor, ParsedLink, ParsedPublication
from ..statuses import ACCEPTED_RE, PUBLISHED, status_in
from ..venues import year_from_venue_text
from .article_types import article_type, preprint_or_thesis, title_or_reference
from .chemistry import read_chemistry
from .chicago import uninvert_first_author
from .cleaning import _PRINTED_DOI_RE, _clean_title, _clean_venue, is_chapter, series_after_title, without_language_note
from .coauthored import coauthors_after_title
from .columns import ColumnLayout, _repair_wrapped_columns, date_cells_last
from .common import (
    _APA_RE,
    _ARXIV_RE,
    _AWARD_RE,
    _BADGE_RE,
    _BOLD_RE,
    _COMMENT_RE,
    _DATE_ONLY_RE,
    _DOI_RE,
    _HEADING_RE,
    _ICON_RE,
    _ITALIC_RE,
    _JOURNAL_RE,
    _LONE_BOLD_RE,
    _MD_LINK_RE,
    _NUMBERING_RE,
    _PREPRINT_RE,
    _TEMPLATE_RE,
    _VENUE_START_RE,
    _clean_spaces,
    _kind_of,
    _resolve_venue,
    _strip_markup,
    _take_legend,
    _take_links,
    doi_of,
    guess_venue_acronym,
    looks_like_author_list,
    looks_like_name,
    unwrap_name_links,
)
from .east_asian import underline_as_owner
from .emphasis import bold_italic_at, bold_italic_names_as_bold, name_among_names, stop_after_italics
from .entry_authors import parse_authors
from .given_first import spaced_initials
from .link_titles import title_from_link, title_link_after_authors, unwrapped_entry_link, venue_dates_or_numbers
from .national import _DOCUMENT_TYPE_RE, gbt_document_kind, gbt_publisher
from .pure import read_pure
from .quotes import quoted_title
from .styles import read_style_lines
from .title_first import is_note_line, names_after_quote, names_after_title
from .title_over_names import names_then_venue
from .typography import pandoc_scripts_plain, plain_print
from .year_first import plain_status_in_year_slot, year_first_as_apa

_HAN_AUTHOR = r"\**[\u4e00-\u9fff·]{2,5}\**\s*[*†#]?"
_CJK_CITATION_RE = lazy_re.compile(
    rf"^\s*(?P<authors>(?:{_HAN_AUTHOR}\s*[,，、]\s*)*{_HAN_AUTHOR}(?:\s*[,，、]?\s*等)?)\s*[.．。:：]\s*"
    r"(?P<title>[^.．。]+?)\s*[.．。]\s*(?P<venue>.+)$"
)


# What closes a link whose text is the quoted title: '["Title,"](https://x.org/a)' or '["Title"](#)'
_LINK_AROUND_QUOTES_RE = lazy_re.compile(r"\s*\]\(\s*([^()\s]*)\s*\)")
# A star right after a name's last initial and before a comma, a bracket or the next name is a mark, as
# markdown's escaped "\*" is: the page's markdown was unescaped before the list reached the reader
_BARE_MARK_RE = lazy_re.compile(r"(?<=\b[A-Z]\.)\*(?=[,;(&]|\s+(?:[(&]|and\b|[A-Z][\w'’-]+,))")
# A word quoted inside a sentence, not a quoted title: lower-case words run into the quote and out of it
_QUOTED_WORD_IN_SENTENCE_RE = lazy_re.compile(r"\b[a-z]{2,}\s$")
# A venue's own words after an italic run: the run was the title, even with "Transactions" in it.
_VENUE_AFTER_RE = lazy_re.compile(
    r"\b(?:Proceedings|Proc\.|Conference|Symposium|Workshop|Journal|Transactions|arXiv)\b|\bIn\s+[A-Z]", re.I
)


def _split_single_line(text: str) -> tuple[str, str, str, str | None]:
    """(authors, title, venue, title_url) for an entry printed on one line."""
    cjk = _CJK_CITATION_RE.match(text)  # "林晓雯, 周建国. 面向多核的乐观并发控制. 软件学报, 2023."
    if cjk:
        authors = re.sub(r"\s*[,，、]?\s*等$", "", cjk.group("authors"))
        authors = "; ".join(re.split(r"\s*[,，、]\s*", authors))  # one Han name is one word: never "Last, First"
        if cjk.group("authors").rstrip().endswith("等"):
            authors += "; et al."
        venue, title = cjk.group("venue"), cjk.group("title")
        in_proceedings = re.search(r"\[\s?C\s?\]\s*//", title)  # "标题[C]//学术论坛. 2010.": the proceedings
        if in_proceedings:
            title, venue = title[: in_proceedings.start()], f"{title[in_proceedings.end() :]}, {venue}"
        dated = re.match(r"(.+?)\s*[,，]\s*((?:19|20)\d{2})\b", venue)  # "环境科学学报, 2019, 39(4): 1021-1030"
        title = _DOCUMENT_TYPE_RE.sub("", title)  # GB/T 7714: "面向多核的乐观并发控制[J]"
        return authors, title, f"{dated.group(1)}, {dated.group(2)}" if dated else venue, None
    if linked_title := title_link_after_authors(text):  # "Quill R*, Tamsin C. [Title](url). ***Journal***"
        return linked_title
    quoted = quoted_title(text)
    if quoted and _QUOTED_WORD_IN_SENTENCE_RE.search(text[: quoted[0]]) and re.match(r"\s+[a-z]", text[quoted[1] :]):
        quoted = None  # "classification of hydrocarbon “leads” in seismic images": a word quoted in the title
    opening_link = _MD_LINK_RE.match(text.lstrip())
    if quoted and opening_link and quoted[1] <= len(text) - len(text.lstrip()) + opening_link.end(1):
        quoted = None  # '[A reading of the "Pebble Boys"](url)': the quotes are inside the linked title
    if quoted and _strip_markup(quoted[2]).split():
        title, url = quoted[2], None
        inner = _MD_LINK_RE.fullmatch(title.strip())
        if inner:
            title, url = inner.group(1), inner.group(2)
        before, after = text[: quoted[0]], text[quoted[1] :]
        linked = _LINK_AROUND_QUOTES_RE.match(after) if before.rstrip().endswith("[") else None
        if linked:  # 'Cai, Zong-qi, and Bo Li, ["Title"](url), *Journal*': the link holds the quoted title
            before, after = before.rstrip()[:-1], after[linked.end() :]
            url = url or (linked.group(1) if linked.group(1) != "#" else None)
        dated = re.search(r"[.,]?\s*\(?((?:19|20)\d{2})[a-z]?\)?[.,:]?\s*$", before)
        if dated and looks_like_author_list(before[: dated.start()]):  # 'Ana Ruiz and Bo Li. 2022. "Title."'
            before, after = before[: dated.start()], f"{after} {dated.group(1)}"
        return *names_after_quote(before, title, after), url  # '"Title", Ana Ruiz, Bo Li, Journal'
    if named := names_after_title(text):  # "**Title.** A. Ruiz and C. Li *J. Chem.*": the names after the title
        return named
    for bold in _BOLD_RE.finditer(text):
        inner = next(g for g in bold.groups() if g is not None)
        if len(_strip_markup(inner).split()) >= 3 and not looks_like_author_list(inner):
            before = _strip_markup(text[: bold.start()]).strip()
            if bold_italic_at(text, bold.start()) and before and not looks_like_author_list(before.strip(" .,:")):
                continue  # "Authors. Title. ***Journal of Soils***, 2025": bold italics after the title set a journal
            if re.search(r"\s[a-z]+$", before) and not looks_like_author_list(before):
                continue  # "These are the projects that **ended in journals**.": a sentence's emphasis, no title
            if name_among_names(inner, before, text[bold.end() :]):
                continue  # "Ruiz, A., ***J. R. Lind***, & B. Li": the owner's name in bold, among the others
            link = _MD_LINK_RE.fullmatch(inner.strip())
            named = None if before else names_then_venue(text[bold.end() :].strip(" .,;"))
            if named:  # "**Title** Ruiz, A., Li, B. (2020). Journal, 12": the names, then the venue
                return named[0], (link.group(1) if link else inner), named[1], (link.group(2) if link else None)
            return (
                text[: bold.start()],
                (link.group(1) if link else inner),
                text[bold.end() :],
                (link.group(2) if link else None),
            )
    linked = title_from_link(text)
    if linked:
        before, title, url, after = linked
        tail = after.strip(" ,;.-–")
        if not _strip_markup(before).strip(" ,;.-–") and tail and looks_like_author_list(tail):
            return tail, title, "", url  # "[Title](url), A. Author, B. Author" (venue in a badge before it)
        return before, title, after, url
    for italic in _ITALIC_RE.finditer(text):  # "Authors. *Title*. Venue, 2024."
        inner = next(g for g in italic.groups() if g is not None)
        before = text[: italic.start()].strip()
        if (
            len(inner.split()) >= 3
            and before.endswith((".", ",", ":"))
            and looks_like_author_list(before.strip(" .,:"))
            and (
                # "*Undo Logs for Pebble Transactions.* ACM Transactions on ...": a venue follows it
                _VENUE_AFTER_RE.search(text[italic.end() :])
                or not (_VENUE_START_RE.search(inner) or _JOURNAL_RE.search(inner) or _PREPRINT_RE.search(inner))
            )
        ):
            return before, inner, text[italic.end() :], None
    # "Authors. Title. Venue." - sentences split at a period after a word of 2+ letters.
    # "Bo Li." ends a sentence too: a capital and one letter is a short surname, not an initial.
    # "on GPUs." / "for RDMA. In" end a title too: a plural acronym, or capitals before a capital.
    apa = _APA_RE.match(text)  # "Chen, Y., Asante, K., & Reyes, D. (2024). Title. In Venue."
    if apa:
        title, _, venue = apa.group(3).partition(". ")
        # one author, the year in brackets after the name: "Kwame Asante (2024). Title. *ArXiv*." - the
        # title's words and a venue after them tell the name from a title ("Pebble Caches (2019). In Proc. X")
        one_author = looks_like_name(_strip_markup(apa.group(1)).strip(" ,")) and (
            len(_strip_markup(title).split()) >= 2 and _strip_markup(venue).strip(" .")
        )
        if looks_like_author_list(apa.group(1)) or one_author:
            return apa.group(1), title, f"{venue} {apa.group(2)}".strip(), None
    sentences = [
        s
        for s in re.split(
            # not after the pages' and volume's abbreviations: "..., 2020, pp. 55–60." is all venue
            r"(?<=[a-z\u00df-\u00f6\u00f8-\u00ff0-9\])]{2})(?<!\bpp)(?<!\b[Vv]ol)(?<!\b[Nn]o)\.\s+|(?<=\b[A-Z][a-z])(?<!\bNo)\.\s+|"
            r"(?<=\bu\.\sa|\b u\.a)\.\s+|"  # "João. Title", and German's "et al.": "M. Falk, u. a. Title"
            r"(?<=[a-z][*†‡§#])\.\s+|"
            r"(?<=[a-z]\*\*)\.\s+|(?<=[a-z]__)\.\s+|(?<=[a-z]\.\*\*)\s+|"  # "..., and **Jo Owner**. Title"
            r"(?<=[A-Z]s)\.\s+|(?<=[A-Z]{2})\.\s+(?=[A-Z])|(?<=[?!])\s+|"
            r"(?<=\s\.\.\.)\s+(?=[A-Z])|(?<=\s…)\s+(?=[A-Z])",  # Google Scholar's cut list: "R Ekholm, ... Title"
            text,
        )
        if s.strip()
    ]
    if len(sentences) >= 3 and looks_like_author_list(sentences[0]) and _DATE_ONLY_RE.match(sentences[1]):
        # ACM reference format: "Authors. 2024. Title. In Venue." - the year goes with the venue
        return sentences[0], sentences[2], " ".join(sentences[3:] + [sentences[1]]), None
    if len(sentences) >= 2 and looks_like_author_list(sentences[0]):
        if (
            len(sentences) >= 4
            and sentences[1].endswith(("?", "!"))
            and not re.match(r"In\s|(?:19|20)\d{2}\b", sentences[2])
            and not _VENUE_START_RE.search(sentences[2])
        ):  # "Too Many Knobs! Understanding Over-Designed Configuration. In Proceedings ...": one title
            return sentences[0], f"{sentences[1]} {sentences[2]}", " ".join(sentences[3:]), None
        return sentences[0], sentences[1], " ".join(sentences[2:]), None
    if (
        len(sentences) >= 3
        and looks_like_name(_strip_markup(sentences[0]))
        and len(sentences[1].split()) >= 2
        and not looks_like_name(sentences[1])
        and venue_dates_or_numbers(" ".join(sentences[2:]))
    ):
        # a single author: "R. Chandrasekhar. Title. Venue, 2021." (or "Venue, in press.", or "Venue 7: 3–8.")
        return sentences[0], sentences[1], " ".join(sentences[2:]), None
    if len(sentences) >= 2 and looks_like_author_list(sentences[1]):
        return sentences[1], sentences[0], " ".join(sentences[2:]), None
    titled = _TITLE_THEN_ITALIC_RE.match(text)
    if titled and len(_strip_markup(titled.group(1)).split()) >= 3:
        return "", titled.group(1), titled.group(2), None  # an owner's list naming no one: "Title. *Journal*."
    return "", text, "", None


_TITLE_THEN_ITALIC_RE = lazy_re.compile(
    r"^([^*_<]{10,400}?)[.,]\s+((?:\*|_|<i>|<em>)[^*_<]{2,200}(?:\*|_|</i>|</em>).*)$"
)
_AUTHORS_INTO_VENUE_RE = lazy_re.compile(r"^(.{3,3000}?)[.,]?\s+(\*[^*\s].*)$")
# "**Title**, _Venue_ 12(3), 2020" over or under the authors' line: the bold is the title, the rest its venue
_BOLD_TITLE_THEN_VENUE_RE = lazy_re.compile(
    r"^\s*(?:\*\*|__)(?P<title>[^*_]+?)(?:\*\*|__)\s*[,.]\s+(?P<venue>.*(?:[*_]|\d).*)$"
)


def _split_lines(lines: list[str]) -> tuple[str, str, str, str | None]:
    """(authors, title, venue, title_url) for an entry printed over several lines."""
    lines = [lines[0], *(line for line in lines[1:] if not is_note_line(line))]  # "**Highlight:** • [Cover](url)"
    author_index = next((i for i, line in enumerate(lines) if looks_like_author_list(line)), None)
    if author_index == 0 and len(lines) > 1 and _LONE_BOLD_RE.fullmatch(lines[0]) and looks_like_author_list(lines[1]):
        author_index = 1  # "**Efficient Pebble Sorting**" over "Ana Ruiz, Bo Li": the bold line is the title
    if author_index is None and len(lines) >= 3 and _BOLD_RE.fullmatch(lines[0].strip()):
        if looks_like_name(_strip_markup(lines[1]).strip(" .,")):
            author_index = 1  # "**Title**" / "Kenji Morita" / venue: a single author
    if author_index is None and len(lines) > 1 and (named := names_then_venue(lines[1], lines[0])):
        lines, author_index = [lines[0], *named, *lines[2:]], 1  # "**Title**" over "Ruiz, A. (2020). Journal, 12"
    if author_index is None and len(lines) > 1 and (run_on := _AUTHORS_INTO_VENUE_RE.match(lines[1])):
        if looks_like_author_list(run_on.group(1)):  # "Title" over "A. Ruiz, B. Li. *Venue*, 2020."
            lines, author_index = [lines[0], run_on.group(1), run_on.group(2), *lines[2:]], 1
    if author_index is None:
        authors, title, venue, url = _split_single_line(lines[0])
        return authors, title, " ".join([venue, *lines[1:]]), url
    if author_index == 0:
        if len(lines) == 1:
            return lines[0], "", "", None
        title_line, venue_lines = lines[1], lines[2:]
    else:
        title_line, venue_lines = " ".join(lines[:author_index]), lines[author_index + 1 :]
    title, url = title_line, None
    bold = _BOLD_TITLE_THEN_VENUE_RE.match(title_line)
    if bold and len(bold.group("title").split()) >= 3:
        title_line, venue_lines = bold.group("title"), [bold.group("venue"), *venue_lines]
        title = title_line
    link = _MD_LINK_RE.search(title_line)
    if link and len(_strip_markup(link.group(1)).split()) >= 2:
        title, url = link.group(1), link.group(2)
    return lines[author_index], title, " ".join(venue_lines), url


def _prepare_lines(
    block: str, layout: ColumnLayout | None = None
) -> tuple[list[str], list[ParsedLink], dict[str, str]]:
    links: list[ParsedLink] = []
    legend: dict[str, str] = {}
    text = _COMMENT_RE.sub(" ", block.replace("\r\n", "\n").replace("\r", "\n"))
    text = _TEMPLATE_RE.sub(" ", text)
    lines = []
    for raw in date_cells_last(text).split("\n"):
        if "\t" in raw:
            cells = [c.strip() for c in raw.split("\t")]
            cells = [c for c in cells if c]
            raw = _repair_wrapped_columns(cells[0], cells[1:], layout) if cells else ""
        line = _HEADING_RE.sub("", raw)
        line = _NUMBERING_RE.sub("", line, count=1) if not lines else line
        if not lines:  # "**32. [Title](url)**": the number inside the bold is no part of the title
            line = re.sub(r"^(\*\*|__|<b>|<strong>)\s*\d{1,3}[.)]\s+", r"\1", line, flags=re.I)
        line = _take_links(line, links)
        line = _take_legend(line, legend)
        line = _ICON_RE.sub(" ", line)
        line = _clean_spaces(line).strip(" –|")
        line = re.sub(r"^-+\s*|\s+-+$|^\s+|\s+$", "", line)  # keep "mainte-": a word a PDF hyphenated
        if re.fullmatch(r"[-–—|·•*_.,()\[\]\s]*", line):
            continue
        lines.append(line)
    # "*Published*: **`November 13, 2019`**" on a line of its own: the day it went online, no part of the
    # venue; it goes when the venue's line dates the paper too
    dated = [line for line in lines if _DATE_LABEL_RE.fullmatch(re.sub(r"[*_`]", "", line).strip())]
    if dated and any(re.search(r"\b(?:19|20)\d{2}\b", line) for line in lines if line not in dated):
        lines = [line for line in lines if line not in dated]
    return lines, links, legend


_STATUS_NOTE_RE = lazy_re.compile(r"\s*[\[(]([^\[\]()]{2,80})[\])]\s*\.?\s*$")  # a note closing a title
# a line cut mid-sentence: ends in a word, a comma or a hyphen, or a bracket that is no year's: "copper(I)"
_WRAPPED_END_RE = lazy_re.compile(r"[\w,;&-]$|\([^()\d]{1,12}\)$")


def _unmatched_quote(line: str, this: str, other: str) -> bool:
    """Whether `line` has a double quote it does not match: an odd number of straight ones, or more
    curly ones `this` way than `other`."""
    return line.count('"') % 2 == 1 or line.count(this) > line.count(other)


def _unwrap(lines: list[str]) -> list[str]:
    """Join lines a PDF or a word processor wrapped: "... ordering with" + "bounded regret. In ..."."""
    out: list[str] = []
    for line in lines:
        previous = out[-1] if out else ""
        if _unmatched_quote(previous, "\u201c", "\u201d") and _unmatched_quote(line, "\u201d", "\u201c"):
            # a quoted title over two lines: '"Routing Streams around' + 'Large-Scale Boulder Fields."'
            out[-1] = f"{previous} {line}"
            continue
        if re.search(r"[a-z]-$", previous) and line[:1].islower():
            out[-1] = previous[:-1] + line  # a word hyphenated at the line end, a name too: "Oka-" + "for"
            continue
        ends_author_line = looks_like_author_list(previous) and not re.search(r"(?:,|\band|&)$", previous)
        if (
            previous
            and _WRAPPED_END_RE.search(previous)
            and re.match(r"[a-z(]|\d{1,4}\b(?![.)])", line)
            and not re.match(r"in\s+(?:the\s+)?(?:[A-Z]|[Pp]roc)", line)
            and not re.match(r"arxiv\b", line, re.I)
            and not ends_author_line
            and not _MD_LINK_RE.search(line[:3])
            and "**" not in previous[-3:]
        ):
            if previous.endswith("-") and not previous.endswith(" -") and line[0].islower():
                out[-1] = previous[:-1] + line  # "mainte-" + "nance"
            else:
                out[-1] = f"{previous} {line}"
            continue
        out.append(line)
    return out


_TRAILING_AWARD_RE = lazy_re.compile(
    rf"[.,;\s](?:\*\*|__|<(?:b|strong)>|[\s(\[🏆])*({_AWARD_RE.pattern})(?:\*\*|__|</(?:b|strong)>|[\s)\].!])*$", re.I
)
_SUP_MARKS_RE = lazy_re.compile(r"<sup>([^<]{0,40})</sup>", re.I)
_MARKS_ONLY_RE = lazy_re.compile(r"[\d,\s*†‡§#✉]*")


_DATE_LABEL_RE = lazy_re.compile(
    r"(?:first\s+)?(?:published|posted|online)(?:\s+online)?\s*:?\s*"
    r"(?:\d{1,2}\s+)?[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}",
    re.I,
)
_DOUBLED_STOP_RE = lazy_re.compile(r"(?<=\b[A-Z])\.\.(?=[,;])")


def parse_citation(
    block: str,
    *,
    legend: dict[str, str] | None = None,
    layout: ColumnLayout | None = None,
    owner: str | None = None,
) -> ParsedPublication:
    """Read one publication as printed (one line or a few lines).

    `owner` is the document's owner, put first among the authors of an entry that names only
    the coauthors ("Title (with Ana Ruiz)", an economist's CV) or none (a book review).
    Raises DocumentError when no title can be found in the block.
    """
    if not isinstance(block, str):
        raise DocumentError("a citation must be text")
    block = pandoc_scripts_plain(plain_print(block[:20000]))  # "CO~2~", "^13^C": a title's pandoc markup
    block = _BARE_MARK_RE.sub(r"\\*", block)  # "Lind, K.*, Ruiz, C.* (2020)": marks, not an italic run
    block = _DOUBLED_STOP_RE.sub(".", block)  # "Wilson, R.., Chambers, J.": a typed initial's stop twice
    block = spaced_initials(block)  # "S.C.Gupta": initials typed without a space before the name
    # "(2019) Hill, S., Ruiz, A. Title.": the year where APA prints it; "Names. *Accepted*. Title." a plain status
    block = year_first_as_apa(plain_status_in_year_slot(block))
    block = coauthors_after_title(block)  # "Co-authored with A. Ruiz, “Title,” Journal": the owner's
    # "*A title.* Venue": the title's stop after its italics; "***Lind, J. R.***": a name in bold
    block = stop_after_italics(bold_italic_names_as_bold(block))
    block = re.sub(r"<br\s*/?>", "\n", block, flags=re.I)  # "Title<br>Authors<br>Venue"
    block = without_language_note(unwrap_name_links(unwrapped_entry_link(block)))
    badge = _BADGE_RE.search(
        block
    )  # AcadHomepage: <div class="badge">CVPR 2025</div>, or ``NSDI 2025`` before the title
    if badge:
        block = block[: badge.start()] + " " + block[badge.end() :]
    badge_text = _strip_markup(badge.group("html") or badge.group("code") or badge.group("tag") or "") if badge else ""
    # "<span style="color:#4292E5;">Okonkwo R.T.</span>": a colour marks a name; its ";" and ":" would split the entry
    block = underline_as_owner(block)  # before underlines go: a Japanese list underlines its owner
    block = re.sub(r"</?(?:span|font|u|ins)\b[^>]*>", "", block, flags=re.I)  # "<u>Quill R</u>": a trainee
    # "... NordOS 2022. **Best Student Paper Award**": an award printed after the citation is its note
    block = block.rstrip()
    tail_start = max(0, len(block) - 160)  # only the end of the block: bounded work on any input
    trailing_award = _TRAILING_AWARD_RE.search(block, tail_start)
    if trailing_award:
        block = block[: trailing_award.start()] + "."
    # Marks in superscript, and affiliation numbers: "Ruiz<sup>*</sup>", "Ruiz¹*", "Wu<sup>2,†</sup>"
    block = _SUP_MARKS_RE.sub(
        lambda m: (
            "".join(c for c in m.group(1) if c in "*†‡§#✉") if _MARKS_ONLY_RE.fullmatch(m.group(1)) else m.group(0)
        ),
        block,
    )
    block = re.sub(r"(?<=\w)[¹²³⁴⁵⁶⁷⁸⁹⁰]+(?:,[¹²³⁴⁵⁶⁷⁸⁹⁰]+)*", "", block)
    lines, links, found_legend = _prepare_lines(block, layout)
    pure = read_pure(lines)  # before unwrapping: Pure's title line would be joined to its authors
    lines = _unwrap(lines)
    legend = {**(legend or {}), **found_legend}
    if not lines:
        raise DocumentError("empty citation")
    style = pure or read_chemistry(" ".join(lines)) or read_style_lines(lines)
    if style is not None:  # APA, Vancouver, ACS, APS, an economist's "with" list: the style's own rule
        authors_text, title, venue_raw, title_url = style.authors, style.title, style.venue, style.url
        linked_title = None if title_url else _MD_LINK_RE.fullmatch(title.strip(" .,"))
        if linked_title:  # "Quill R*, Tamsin C. [Title](url). ***Journal***, 2021": the link is the paper's
            title, title_url = linked_title.group(1), linked_title.group(2)
    elif len(lines) == 1:
        authors_text, title, venue_raw, title_url = _split_single_line(uninvert_first_author(lines[0]))
    else:
        authors_text, title, venue_raw, title_url = _split_lines([uninvert_first_author(lines[0]), *lines[1:]])
    note_after_title = _STATUS_NOTE_RE.search(title)
    if note_after_title and status_in(note_after_title.group(1)):  # "Pebble Caches [Under review]"
        title, venue_raw = title[: note_after_title.start()], f"{venue_raw} ({note_after_title.group(1)})"
    title, series = series_after_title(_clean_title(title))
    if series:
        venue_raw = f"{series}, {venue_raw}" if venue_raw else series
    title, untitled = title_or_reference(title, style)  # a physics reference prints none
    if not title or not re.search(r"\w", title):
        raise DocumentError(f"no title in citation {block[:60]!r}")
    if title_url and title_url != "#":
        links.insert(0, ParsedLink("PDF" if title_url.lower().endswith(".pdf") else "Paper", title_url))
    authors, truncated = parse_authors(authors_text, legend)
    if style is not None and style.group:  # one body: its "and" parts no names
        authors, truncated = [ParsedAuthor(_strip_markup(authors_text).strip(" .,"))], False
    if style is not None and style.owner_unprinted and owner:
        authors.insert(0, ParsedAuthor(owner, highlighted=True))
    lone = settle_lone_mark(authors)
    whole = " ".join(lines)
    arxiv = next(
        (
            m.group(1)
            for m in _ARXIV_RE.finditer(whole + " " + " ".join(l.url for l in links))
            if re.search(r"arxiv|e-?print", whole, re.I) or any("arxiv" in l.url.lower() for l in links)
        ),
        None,
    )
    doi_match = _DOI_RE.search(whole + " " + " ".join(l.url for l in links))
    if venue_raw and doi_match:  # "..., May 2022, doi: 10.1109/TBME.2021.31": the DOI's digits are no year
        venue_raw = _PRINTED_DOI_RE.sub("", venue_raw)
    given_at = _AWARD_RE.search(venue_raw or "")
    if (
        given_at
        and re.match(r"\s+(?:at|in)\s+\S", venue_raw[given_at.end() : given_at.end() + 8])
        and _clean_venue(venue_raw[: given_at.start()])
    ):  # "ICML 2021. Best Paper Award at the Pebble Workshop": the workshop gave the award, it is not the venue
        venue_raw = venue_raw[: given_at.start()].rstrip(" *_") + " " + given_at.group(1)
    printed_venue = venue_raw or ""
    # the badge names the venue, lines under a paper box describing the paper; but a badge no venue
    # goes by over a known journal ("`PebbleSeq`" before "... Nat Neurosci. 2021") is the project's tag
    printed_known = _resolve_venue(_clean_venue(venue_raw or "") or "") is not None
    if badge_text and (
        not _clean_venue(venue_raw or "")
        or (guess_venue_acronym(badge_text) and (not printed_known or _resolve_venue(badge_text) is not None))
    ):
        venue_raw = badge_text
    award = _AWARD_RE.search(venue_raw)
    status = (style.status if style is not None else None) or status_in(venue_raw) or PUBLISHED
    venue = _clean_venue(venue_raw)
    year = year_from_venue_text(_strip_markup(venue_raw)) if venue_raw else None
    if year is None and printed_venue is not venue_raw:
        year = year_from_venue_text(_strip_markup(printed_venue))  # "TMLR" badge, "Transactions on ..., 2023" below it
    kind = _kind_of(venue, whole, bool(arxiv))
    if printed_venue is not venue_raw and _clean_venue(printed_venue) and _resolve_venue(venue or "") is None:
        kind = _kind_of(_clean_venue(printed_venue), whole, bool(arxiv))  # an unknown badge: the printed venue says
    if style is not None and style.kind:
        kind = style.kind
    kind = gbt_document_kind(whole) or kind  # GB/T 7714's "[J]", "[D]", "[C]" say what the work is
    venue = gbt_publisher(venue, whole)
    title, kind = article_type(title, whole, kind)  # "Title [Letter]", "Review of *Book*, by C. Tamsin"
    kind, venue = preprint_or_thesis(kind, venue, whole)  # "*Title*. arXiv:2401.01234.": APA's italics, no book
    if kind in (None, "other", "journal") and is_chapter(printed_venue):  # a book's editors: no journal's
        kind = "chapter"  # "In A. Editor (Eds.), *Book* (pp. 3-21)": the editors and pages went with the cleaning
    if year is None and arxiv and kind == "preprint" and not ACCEPTED_RE.search(whole):
        # An arXiv id dates the preprint; a paper "to appear" in a journal has no year until it is printed.
        year = _two_digit_year(arxiv[:2])
    return ParsedPublication(
        title=title,
        authors=authors,
        authors_truncated=truncated,
        venue_text=venue,
        year=year,
        kind=kind,
        status=status,
        doi=doi_of(doi_match) if doi_match else None,
        arxiv=arxiv,
        note=award.group(1)
        if award
        else (trailing_award.group(1).strip() if trailing_award else (style.note if style is not None else "")),
        links=links,
        warnings=[w for w in (lone, untitled) if w],
    )
