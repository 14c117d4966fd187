"""Publications as printed on homepages and CVs: split a section into entries,
and read one entry into a ParsedPublication.

Entries come as markdown list items, numbered lines ("[3]", "3."), headings or
bold lines carrying the title followed by author and venue lines, or one line
per entry in text extracted from a PDF (where a column layout may have pushed
parts of wrapped lines to the end of the line, after a tab).

One entry is read in this order: links and footnote legends are taken out,
the title is found (quoted, bold, a markdown link, or the line above the
author line), the text before it is the author list and the text after it the
venue, from which come the year, kind and status.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .dates import CURRENT_YEAR
from .dates import YEAR_RE as _YEAR_RE
from .dates import two_digit_year as _two_digit_year
from .names import has_et_al, split_authors, strip_markers
from .records import DocumentError, ParsedAuthor, ParsedLink, ParsedPublication

__all__ = [
    "parse_citation",
    "split_entries",
    "parse_publications",
    "guess_venue_acronym",
    "looks_like_author_list",
    "ColumnLayout",
    "learn_column_layout",
    "document_vocabulary",
]


LINK_LABELS = {
    "paper": "Paper",
    "pdf": "PDF",
    "code": "Code",
    "slides": "Slides",
    "slide": "Slides",
    "video": "Video",
    "talk": "Talk",
    "project": "Project",
    "preprint": "Preprint",
    "arxiv": "arXiv",
    "poster": "Poster",
    "website": "Website",
    "web": "Website",
    "doi": "DOI",
    "artifact": "Artifact",
    "demo": "Demo",
    "blog": "Blog",
    "bibtex": "BibTeX",
    "bib": "BibTeX",
    "github": "Code",
    "abstract": "Abstract",
    "html": "Paper",
    "link": "Paper",
    "dataset": "Dataset",
    "data": "Dataset",
    "homepage": "Project",
    "page": "Project",
    "project page": "Project",
    "full paper": "Paper",
    "extended version": "Paper",
    "recording": "Video",
    "youtube": "Video",
    "media": "Media",
    "press": "Media",
}
_LABEL_WORDS = "|".join(sorted((re.escape(k) for k in LINK_LABELS), key=len, reverse=True))

_COMMENT_RE = re.compile(r"<!--.*?(?:-->|$)", re.S)
_TEMPLATE_RE = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S)
_MD_LINK_RE = re.compile(
    r"\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+\"[^\"]*\")?\s*\)"
)
_HTML_LINK_RE = re.compile(r"<a\s[^>]*?href\s*=\s*[\"']([^\"']*)[\"'][^>]*>(.*?)</a>", re.I | re.S)
_BARE_LABELS_RE = re.compile(rf"\[\s*(?:{_LABEL_WORDS})(?:\s*[/|,]\s*(?:{_LABEL_WORDS}))*\s*\]", re.I)
_EMPTY_BRACKETS_RE = re.compile(r"\[\s*[\]|/,-]*\s*\]|\(\s*\)")
_TAG_RE = re.compile(r"</?(?!sup\b)[a-zA-Z][^<>]*>")
_ANY_TAG_RE = re.compile(r"</?[a-zA-Z][^<>]*>")
_NUMBERING_RE = re.compile(r"^\s*(?:[-*+•·▪◦]\s+|\[\s*[A-Za-z]?\d+\s*\]\.?\s*|\(?\d{1,3}[.)]\s+|[A-Z]\d{1,3}[.)]?\s+)")
_HEADING_RE = re.compile(r"^\s*#{1,6}\s*")
_QUOTED_RE = re.compile(r"[\"“”]\s*(.+?)\s*[,.]?\s*[\"“”]")
_BADGE_RE = re.compile(
    r"<(div|span)\s[^>]*class\s*=\s*[\"'][^\"']*\bbadge\b[^\"']*[\"'][^>]*>(?P<html>[^<]*)</\1>|"
    r"^\s*(?:[-*+]\s+)?`{1,2}(?P<code>[^`\n]{2,40})`{1,2}|"
    r"^\s*(?:[-*+]\s+)?(?:\*\*)?\[(?P<tag>[A-Z][A-Za-z&-]{1,15}\s?['’]?\s?\d{2}(?:\d{2})?)\](?:\*\*)?",
    re.I | re.M,
)
_APA_RE = re.compile(r"^(.+?)\s*\(((?:19|20)\d{2})[a-z]?\)\.\s+(.+)$")
_ITALIC_RE = re.compile(
    r"(?<![*\w\\])\*(?![*\s])([^*]+?)(?<![\s\\])\*(?![*\w])|(?<![\w_])_(?![_\s])([^_]+?)(?<!\s)_(?![\w_])|"
    r"<(?:em|i)>(.*?)</(?:em|i)>",
    re.I,
)
_BOLD_RE = re.compile(r"\*\*(.+?)\*\*|__(.+?)__|<(?:strong|b)>(.*?)</(?:strong|b)>", re.I | re.S)
_EMPHASIS_RE = re.compile(
    r"(?<![\w*])\*{1,3}(?=\S)|(?<=\S)\*{1,3}(?![\w*])|(?<![\w_])_{1,3}(?=\S)|(?<=\S)_{1,3}(?![\w_])"
)
_SPACE_RE = re.compile(r"[ \t\u00a0]+")
_ICON_RE = re.compile(
    r"[\U0001F000-\U0001FAFF\u2600-\u2708\u270A-\u271C\u271E-\u27BF\uFE0F]|:[a-z_]+:|<i class=[^>]*></i>|<img[^>]*>",
    re.I,
)

# Footnote legends: "(*co-first authors)", "(<sup>†</sup>Equal contribution)", "✉ corresponding author".
# Linear on any line: a match never begins inside a run of spaces or of markers, and the runs are
# taken whole (possessive). Backtracking through long runs hung the import on lines of "****" or spaces.
_LEGEND_RE = re.compile(
    r"(?:\(|(?<!\s))\s*+(?:<sup>\s*+)?(?<![*†‡§#✉])(\\?[*†‡§#✉]++)\s*+(?:</sup>\s*+)?:?\s*+"
    r"(equal(?:ly)?[ -]contribut\w*|contributed equally|co-?first[ -]author\w*|joint first[ -]author\w*|"
    r"corresponding[ -]author\w*|corresponding)\s*\)?\.?",
    re.I,
)
_EQUAL_NOTE_RE = re.compile(
    r"\(?\b(?:first author )?with equal contributions?\b\.?\)?|\(?\bequal contribution\)?\.?", re.I
)

_SUBMITTED_RE = re.compile(
    r"\b(?:submitted(?: to)?|under (?:review|submission)|in submission|in review|"
    r"under revision|major revision)\b",
    re.I,
)
_ACCEPTED_RE = re.compile(r"\b(?:to appear(?: in| at)?|accepted(?: to| at| in| by)?|forthcoming(?: in)?)\b", re.I)
_ARXIV_RE = re.compile(
    r"(?:arxiv(?:\.org/(?:abs|pdf)/|[\s:]*(?:preprint)?[\s:]*(?:arxiv)?[\s:]*\(?)|\()(\d{4}\.\d{4,5})(?:v\d+)?", re.I
)
_DOI_RE = re.compile(r"(?:doi\.org/|doi:\s*|\b)(10\.\d{4,9}/[^\s\"<>\])]+[^\s\"<>\]).,;])", re.I)
_AWARD_RE = re.compile(
    r"\b((?:Best|Distinguished|Outstanding)\s+(?:Student\s+|Short\s+|Long\s+)?"
    r"(?:Paper|Artifact|Demo|Poster|Presentation)(?:\s+Award)?(?:\s+(?:Runner[- ]up|Nominee|"
    r"Nomination|Finalist|Candidate|Honorable Mention))?|Honorable Mention|Spotlight|Oral)\b",
    re.I,
)
_RANKING_RE = re.compile(
    r"[,(]?\s*\b(?:CCF|CORE)[- ]?[ABC]\*?\b\)?|\(\s*(?:acceptance rate|accept(?:ed)?)[^)]*\)", re.I
)

_SHORT_YEAR_RE = re.compile(r"[A-Za-z)][ ]?['’‘`](\d{2})\b")
_ACRONYM = r"[A-Za-z][A-Za-z0-9&+/-]{0,14}"
_PAREN_ACRONYM_RE = re.compile(rf"\(\s*(?:<i>)?({_ACRONYM})(?:</i>)?\s*(?:['’‘`]?\s*(?:\d{{2}}|\d{{4}}))?\s*(?:\)|,|$)")
_YEAR_ACRONYM_RE = re.compile(rf"\b({_ACRONYM}?[A-Z]{_ACRONYM}?)\s*(?:['’‘`]\s*\d{{2}}\b|\s\d{{4}}\b|\d{{2}}\b)")
_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE_ONLY_RE = re.compile(
    rf"^\s*(?:(?:\d{{1,2}}\s+)?{_MONTHS}\s*(?:\d{{1,2}},?\s*)?)?(?:19|20)\d{{2}}\s*\.?\s*$", re.I
)
_VENUE_START_RE = re.compile(
    r"\b\d{1,3}(?:st|nd|rd|th)\b|\b(?:Proceedings|Proc\.|International|Conference|Symposium|"
    r"Workshop|Journal|Transactions|(?:19|20)\d{2}\b)",
    re.I,
)
_NOT_ACRONYMS = {
    "CCF",
    "CORE",
    "IEEE",
    "ACM",
    "USENIX",
    "IFIP",
    "SIAM",
    "AAAI",
    "USA",
    "UK",
    "PDF",
    "DOI",
    "URL",
    "In",
    "To",
    "The",
    "Proc",
    "Vol",
    "No",
    "pp",
    "CA",
    "WA",
    "NY",
    "MA",
    "TX",
    "PA",
    "NJ",
    "IL",
}

_JOURNAL_RE = re.compile(
    r"\b(?:Transactions|Journal|Letters|Magazine|Surveys|Review|Communications of|"
    r"Proc\. VLDB Endow|Sciences?\b(?! Conference))|\b(?:IEEE|ACM)(?:/\w+)?\s+T[A-Z]{1,5}\b"
)
_WORKSHOP_RE = re.compile(r"\bWorkshops?\b|\bHot[A-Z]\w+|\bHot Topics\b", re.I)
_PREPRINT_RE = re.compile(r"\barxiv\b|\bpreprint\b|\btechnical report\b|\btech\.? report\b|\bcorr\b|\bbiorxiv\b", re.I)
_THESIS_RE = re.compile(
    r"\b(?:Ph\.?\s?D\.?|Master'?s?|Bachelor'?s?|Doctoral)\s+(?:thesis|dissertation)\b|\bdissertation\b", re.I
)
_PATENT_RE = re.compile(r"\bpatent\b|\bU\.?S\.? Patent\b", re.I)
_CONFERENCE_RE = re.compile(r"\b(?:Conference|Symposium|Proceedings|Proc\.|Congress|Meeting)\b", re.I)

_NAME_WORD_RE = re.compile(
    r"^(?:[A-ZÀ-ÖØ-ÞŁŚŠŽČĆŘŐŰ][\w'’.-]*|[A-Z]\.|(?:[A-Z]\.-?)+[A-Z]?\.?|van|von|de|der|den|da|di|du|del|la|le|dos|bin|al|y)$"
)
_NOT_NAME_RE = re.compile(
    r"\b(?:Conference|Symposium|Proceedings|Journal|Transactions|University|Institute|IEEE|ACM|"
    r"USENIX|Workshop|arXiv|Preprint|Press|Vol|Award|Paper|Team Lead|Department|School|College|"
    r"Laborator(?:y|ies)|Center|Centre|Building|Road|Street|Avenue|Curriculum|Vitae|Homepage)\b|\d",
    re.I,
)


def _clean_spaces(text: str) -> str:
    return _SPACE_RE.sub(" ", text).strip()


def _strip_markup(text: str) -> str:
    """Plain text of a title or venue: no tags, emphasis, icons or link syntax."""
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    text = _ANY_TAG_RE.sub("", text)
    text = _ICON_RE.sub("", text)
    text = text.replace("\\*", "*").replace("\\_", "_")
    text = _EMPHASIS_RE.sub("", text)
    return _clean_spaces(text)


def looks_like_name(piece: str) -> bool:
    """A printed author: 1-5 capitalised words or initials, no venue words or digits."""
    name = strip_markers(piece)[0]
    if not name or len(name) > 60 or _NOT_NAME_RE.search(name):
        return False
    family, comma, given = name.partition(",")
    if comma and given.strip() and "," not in given:
        name = f"{given.strip()} {family.strip()}"  # "Reyes, D." as split_authors pairs them
    words = name.split()
    if not 1 <= len(words) <= 5:
        return False
    if len(words) == 1:
        return bool(re.fullmatch(r"[A-Z][a-z]+|[^\W\d_A-Za-z]{2,6}", words[0]))  # a mononym or a CJK name
    return all(_NAME_WORD_RE.match(w) for w in words) and not all(len(w) <= 2 and w.isupper() for w in words)


def looks_like_author_list(line: str) -> bool:
    """True for a line that is (mostly) a list of person names."""
    text = _LEGEND_RE.sub("", line)
    text = _EQUAL_NOTE_RE.sub("", text)
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    text = _TAG_RE.sub("", text).strip(" .;")
    if not text or len(text) > 3000:
        return False
    pieces = split_authors(text)
    if not pieces:
        return False
    named = sum(1 for p in pieces if looks_like_name(p))
    if len(pieces) == 1:
        return named == 1 and (has_et_al(text) or "**" in line or "<strong>" in line.lower() or "<b>" in line.lower())
    return named >= 2 and named >= 0.8 * len(pieces)


def _year_from(text: str) -> int | None:
    """The year a venue string gives: the last 4-digit year, else a 'YY after a name."""
    years = [int(y) for y in _YEAR_RE.findall(text) if 1950 <= int(y) <= CURRENT_YEAR + 2]
    if years:
        return years[-1]
    short = _SHORT_YEAR_RE.findall(text)
    return _two_digit_year(short[-1]) if short else None


def guess_venue_acronym(text: str | None) -> str | None:
    """'18th USENIX Symposium ... (OSDI '24)' -> 'OSDI'; 'ACM SIGCOMM 2023' -> 'SIGCOMM'."""
    if not text:
        return None
    text = _ANY_TAG_RE.sub("", text)
    for match in _PAREN_ACRONYM_RE.finditer(text):
        word = match.group(1)
        if sum(c.isupper() for c in word) >= 2 and word not in _NOT_ACRONYMS and not word.isdigit():
            return word
    for match in _YEAR_ACRONYM_RE.finditer(text):
        word = match.group(1)
        if sum(c.isupper() for c in word) >= 2 and word not in _NOT_ACRONYMS:
            return word
    words = [
        w
        for w in re.findall(r"\b[A-Za-z][A-Za-z-]*[A-Z][A-Za-z-]*\b", text)
        if sum(c.isupper() for c in w) >= 2 and w not in _NOT_ACRONYMS and not w.startswith(("CCF", "CORE"))
    ]
    return words[-1] if len(words) == 1 else None


def _resolve_venue(text: str):
    """The curated venue table when it is installed (it is optional)."""
    try:
        from importer.parsers.venues import resolve_venue
    except Exception:  # the table is another module's; the parser works without it
        return None
    try:
        return resolve_venue(text)
    except Exception:
        return None


def _kind_of(venue_text: str | None, block: str, has_arxiv: bool) -> str | None:
    if venue_text:
        if _PATENT_RE.search(venue_text):
            return "patent"
        if _THESIS_RE.search(venue_text):
            return "thesis"
        if _WORKSHOP_RE.search(venue_text):
            return "workshop"
        known = _resolve_venue(venue_text)
        if known is not None and getattr(known, "kind", None):
            return known.kind
        if _PREPRINT_RE.search(venue_text):
            return "preprint"
        if _JOURNAL_RE.search(venue_text):
            return "journal"
        if _CONFERENCE_RE.search(venue_text) or guess_venue_acronym(venue_text):
            return "conference"
        return "other"
    if has_arxiv or _PREPRINT_RE.search(block):
        return "preprint"
    return "preprint"  # a paper printed without any venue is a preprint


def _take_links(text: str, links: list[ParsedLink]) -> str:
    """Move [Label](url) links with a known label into `links`; keep other links' text."""

    def markdown(match: re.Match) -> str:
        label, url = match.group(1).strip(), match.group(2).strip()
        canonical = LINK_LABELS.get(_strip_markup(label).strip("[] ").lower())
        if canonical:
            if url and url != "#":
                links.append(ParsedLink(canonical, url))
            return " "
        return match.group(0)

    def html(match: re.Match) -> str:
        url, label = match.group(1).strip(), _strip_markup(match.group(2))
        canonical = LINK_LABELS.get(label.strip("[] ").lower())
        if canonical:
            if url and url != "#":
                links.append(ParsedLink(canonical, url))
            return " "
        return f"[{match.group(2)}]({url})"

    text = _HTML_LINK_RE.sub(html, text)
    text = _MD_LINK_RE.sub(markdown, text)
    text = _BARE_LABELS_RE.sub(" ", text)
    text = _EMPTY_BRACKETS_RE.sub(" ", text)
    return text


def _take_legend(text: str, legend: dict[str, str]) -> str:
    def record(match: re.Match) -> str:
        meaning = "corresponding" if "corresponding" in match.group(2).lower() else "equal"
        for marker in match.group(1).replace("\\", ""):
            legend[marker] = meaning
        return " "

    text = _LEGEND_RE.sub(record, text)
    return _EQUAL_NOTE_RE.sub(" ", text)


def _title_from_link(text: str) -> tuple[str, str | None, str, str] | None:
    """(before, title, url, after) when the title is a markdown link."""
    match = _MD_LINK_RE.search(text)
    if not match or len(_strip_markup(match.group(1)).split()) < 2:
        return None
    return text[: match.start()], match.group(1), match.group(2), text[match.end() :]


def _split_single_line(text: str) -> tuple[str, str, str, str | None]:
    """(authors, title, venue, title_url) for an entry printed on one line."""
    quoted = _QUOTED_RE.search(text)
    if quoted and _strip_markup(quoted.group(1)).split():
        title, url = quoted.group(1), None
        inner = _MD_LINK_RE.fullmatch(title.strip())
        if inner:
            title, url = inner.group(1), inner.group(2)
        return text[: quoted.start()], title, text[quoted.end() :], url
    for bold in _BOLD_RE.finditer(text):
        inner = next(g for g in bold.groups() if g is not None)
        if len(_strip_markup(inner).split()) >= 3 and not looks_like_author_list(inner):
            link = _MD_LINK_RE.fullmatch(inner.strip())
            return (
                text[: bold.start()],
                (link.group(1) if link else inner),
                text[bold.end() :],
                (link.group(2) if link else None),
            )
    linked = _title_from_link(text)
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
            and not _VENUE_START_RE.search(inner)
            and not _JOURNAL_RE.search(inner)
            and not _PREPRINT_RE.search(inner)
        ):
            return before, inner, text[italic.end() :], None
    # "Authors. Title. Venue." - sentences split at a period after a word of 2+ letters.
    # "Bo Li." ends a sentence too: a capital and one letter is a short surname, not an initial.
    # "on GPUs." / "for RDMA. In" end a title too: a plural acronym, or capitals before a capital.
    apa = _APA_RE.match(text)  # "Chen, Y., Asante, K., & Reyes, D. (2024). Title. In Venue."
    if apa and looks_like_author_list(apa.group(1)):
        title, _, venue = apa.group(3).partition(". ")
        return apa.group(1), title, f"{venue} {apa.group(2)}".strip(), None
    sentences = [
        s
        for s in re.split(
            r"(?<=[a-z0-9\])]{2})\.\s+|(?<=\b[A-Z][a-z])\.\s+|(?<=[a-z][*†‡§#])\.\s+|"
            r"(?<=[A-Z]s)\.\s+|(?<=[A-Z]{2})\.\s+(?=[A-Z])|(?<=[?!])\s+",
            text,
        )
        if s.strip()
    ]
    if len(sentences) >= 3 and looks_like_author_list(sentences[0]) and _DATE_ONLY_RE.match(sentences[1]):
        # ACM reference format: "Authors. 2024. Title. In Venue." - the year goes with the venue
        return sentences[0], sentences[2], " ".join(sentences[3:] + [sentences[1]]), None
    if len(sentences) >= 2 and looks_like_author_list(sentences[0]):
        return sentences[0], sentences[1], " ".join(sentences[2:]), None
    if len(sentences) >= 2 and looks_like_author_list(sentences[1]):
        return sentences[1], sentences[0], " ".join(sentences[2:]), None
    return "", text, "", None


def _split_lines(lines: list[str]) -> tuple[str, str, str, str | None]:
    """(authors, title, venue, title_url) for an entry printed over several lines."""
    author_index = next((i for i, line in enumerate(lines) if looks_like_author_list(line)), None)
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
    link = _MD_LINK_RE.search(title_line)
    if link and len(_strip_markup(link.group(1)).split()) >= 2:
        title, url = link.group(1), link.group(2)
    return lines[author_index], title, " ".join(venue_lines), url


@dataclass
class ColumnLayout:
    """How wide, in characters, the left part and the pushed-out right part of a wrapped line are.

    Learnt from the document's own entries whose title opening quote was pushed to
    the right part (there the split point is certain), and used to put the right
    parts of other entries back in place.
    """

    left: float
    right: float | None
    vocabulary: frozenset = frozenset()


_LAST_AUTHOR_RE = re.compile(r"\band\s+((?:[A-Z]\.?\s*-?\s*)+(?:[A-Z][a-z'’-]*)?)(?=\s)")
_LINE_BREAK_IN_TAIL_RE = re.compile(r"\s[,.]?[\"”]")  # "workload ,\"": a space before the closing quote


def _cells(line: str) -> list[str]:
    return [c for c in (_TAG_RE.sub("", cell).strip() for cell in line.split("\t")) if c]


def learn_column_layout(lines: list[str], vocabulary: frozenset = frozenset()) -> ColumnLayout | None:
    lefts, rights = [], []
    for line in lines:
        cells = _cells(_NUMBERING_RE.sub("", line.strip(), count=1))
        if len(cells) < 2 or _QUOTED_RE.search(cells[0]):
            continue
        tail = " ".join(cells[1:])
        opening = re.search(r"[\"“]", tail)
        last_author = _LAST_AUTHOR_RE.search(cells[0])
        if not opening or not last_author:
            continue
        lefts.append(last_author.end())
        gap = _LINE_BREAK_IN_TAIL_RE.search(tail, opening.end())
        if gap:
            rights.append(gap.start())
    if not lefts:
        return None
    return ColumnLayout(sum(lefts) / len(lefts), sum(rights) / len(rights) if rights else None, vocabulary)


def _boundary_near(text: str, target: float, start: int = 0, end: int | None = None) -> int | None:
    """The word boundary in text[start:end] nearest to `target` characters."""
    end = len(text) if end is None else end
    spots = [m.start() for m in re.finditer(r"\s", text) if start < m.start() < end] + [end]
    return min(spots, key=lambda s: abs(s - target)) if spots else None


def _join(left: str, right: str, vocabulary: frozenset) -> str:
    """Glue a word cut at the column edge back together when the document knows the whole word."""
    left, right = left.rstrip(), right.lstrip()
    if not left or not right:
        return f"{left}{right}"
    before = re.search(r"[\w-]+$", left)
    after = re.match(r"[a-z][\w-]*", right)
    if before and after:
        glued = (before.group(0) + after.group(0)).lower()
        if glued in vocabulary:
            return f"{left}{right}"
        if before.group(0).lower().endswith(after.group(0).lower()) and len(after.group(0)) <= 2:
            return f"{left}{right[len(after.group(0)) :]}"  # the cut letters printed twice
    return f"{left} {right}"


def _repair_wrapped_columns(main: str, fragments: list[str], layout: ColumnLayout | None = None) -> str:
    """Rebuild an entry whose wrapped-line tails were pushed after a tab.

    PDF text from a two-column layout can give "A. Lee, and B. Ki scheduling for
    X 2024.<TAB>m, "Fast ," Journal of Y": the left part of every printed line,
    then the right parts. When the title's opening quote sits in the right
    parts, the title is its head there plus the unquoted middle of the left part;
    when the title is in the left part, the first right part goes back where the
    first printed line ended (the layout says about where).
    """
    main = _TAG_RE.sub("", main)
    tail = _TAG_RE.sub("", " ".join(f for f in fragments if f))
    vocabulary = layout.vocabulary if layout else frozenset()
    if not tail:
        return main
    quoted = _QUOTED_RE.search(main)
    if quoted:
        if layout and layout.right:
            cut = _boundary_near(main, layout.left, quoted.start(1), quoted.end(1))
            piece_end = _boundary_near(tail, layout.right)
            piece = tail[:piece_end] if piece_end else ""
            plausible = (
                cut is not None
                and abs(cut - layout.left) <= 0.1 * layout.left + 3
                and cut < quoted.end(1)
                and not re.search(r"[\d\"“”()]", piece)
            )
            if plausible:
                rest = tail[piece_end:]
                title = _join(
                    _join(main[quoted.start(1) : cut], piece, vocabulary), main[cut : quoted.end(1)], vocabulary
                )
                return f"{main[: quoted.start(1)]}{title}{main[quoted.end(1) :]} {rest}".strip()
        return f"{main} {tail}".strip()
    opening = re.search(r"[\"“]", tail)
    last_author = _LAST_AUTHOR_RE.search(main)
    if not opening or not last_author:
        return f"{main} {tail}".strip()
    before_quote, after_quote = tail[: opening.start()], tail[opening.end() :]
    closing = re.search(r"[\"”]", after_quote)
    title_tail = after_quote[: closing.start()] if closing else after_quote
    rest = after_quote[closing.end() :] if closing else ""
    head, continuation = title_tail, ""
    gap = _LINE_BREAK_IN_TAIL_RE.search(tail, opening.end())
    if layout and layout.right and not (gap and closing and gap.start() >= opening.end() + closing.start() - 1):
        split = _boundary_near(title_tail, layout.right - opening.end())
        if split is not None:
            head, continuation = title_tail[:split], title_tail[split:]
    authors = main[: last_author.end()].rstrip()
    joined = before_quote.strip(" ,")
    if joined:
        glue = "" if authors[-1:].islower() else " "
        authors = f"{authors}{glue}{joined}"
    middle = main[last_author.end() :]
    start = _VENUE_START_RE.search(middle)
    venue = middle[start.start() :] if start else ""
    middle = middle[: start.start()] if start else middle
    title = _join(head.strip(" ,"), middle.strip(" ,"), vocabulary)
    if continuation.strip(" ,"):
        title = _join(title, continuation.strip(" ,"), vocabulary)
    return f'{authors}, "{_clean_spaces(title)}," {venue} {rest}'.strip()


def document_vocabulary(text: str) -> frozenset:
    """Lower-case words of a document, to recognise a word cut in two by a column edge."""
    return frozenset(w.lower() for w in re.findall(r"[A-Za-z][\w-]{3,}", text[:500000]))


def _prepare_lines(
    block: str, layout: ColumnLayout | None = None
) -> tuple[list[str], list[ParsedLink], dict[str, str]]:
    links: list[ParsedLink] = []
    legend: dict[str, str] = {}
    text = _COMMENT_RE.sub(" ", block.replace("\r\n", "\n").replace("\r", "\n"))
    text = _TEMPLATE_RE.sub(" ", text)
    lines = []
    for raw in text.split("\n"):
        if "\t" in raw:
            cells = [c.strip() for c in raw.split("\t")]
            cells = [c for c in cells if c]
            raw = _repair_wrapped_columns(cells[0], cells[1:], layout) if cells else ""
        line = _HEADING_RE.sub("", raw)
        line = _NUMBERING_RE.sub("", line, count=1) if not lines else line
        line = _take_links(line, links)
        line = _take_legend(line, legend)
        line = _ICON_RE.sub(" ", line)
        line = _clean_spaces(line).strip(" –|")
        line = re.sub(r"^-+\s*|\s+-+$|^\s+|\s+$", "", line)  # keep "mainte-": a word a PDF hyphenated
        if re.fullmatch(r"[-–—|·•*_.,()\[\]\s]*", line):
            continue
        lines.append(line)
    return lines, links, legend


def _parse_authors(text: str, legend: dict[str, str]) -> tuple[list[ParsedAuthor], bool]:
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    text = re.sub(r"<(b|strong)\b[^>]*>(.*?)</\1>", r"**\2**", text, flags=re.I | re.S)  # split_authors drops tags
    truncated = has_et_al(text)
    authors = []
    for piece in split_authors(text):
        highlighted = bool(re.search(r"\*\*|__|<(?:strong|b)\b", piece, re.I))
        name, equal, corresponding = strip_markers(piece, legend)
        name = _strip_markup(name).strip(" ,;:")
        if not name or re.fullmatch(r"et\.? al\.?|others", name, re.I):
            continue
        family, comma, given = name.partition(",")
        if comma and given.strip() and "," not in given:  # "Asante, Kwame" (a CV in "Last, First" style)
            name = f"{given.strip()} {family.strip()}"
        authors.append(ParsedAuthor(name, equal, corresponding, highlighted))
    return authors, truncated


def _clean_title(title: str) -> str:
    title = _strip_markup(title)
    title = title.strip(" ,;:")
    if title.endswith(".") and not re.search(r"\b[A-Z]\.$|etc\.$", title):
        title = title[:-1]
    return title.strip("\"“”' ").strip()


def _clean_venue(venue: str) -> str | None:
    venue = _RANKING_RE.sub(" ", venue)
    venue = _strip_markup(venue)
    venue = _AWARD_RE.sub(" ", venue)
    venue = _SUBMITTED_RE.sub(" ", venue)  # before "In ..." goes: "In submission."
    venue = re.sub(r"^\s*(?:[,.;:]\s*)*(?:in\s+)?(?:the\s+)?", "", venue, flags=re.I)
    venue = _ACCEPTED_RE.sub(" ", venue)
    venue = _EMPTY_BRACKETS_RE.sub(" ", venue)
    venue = _clean_spaces(venue).strip(" ,.;:-–")
    if venue.startswith("(") and venue.endswith(")") and venue.count("(") == 1:
        venue = venue[1:-1].strip()
    elif venue.endswith("(") or venue.count("(") < venue.count(")") and venue.endswith(")"):
        venue = venue[:-1].strip()
    if not venue or _DATE_ONLY_RE.match(venue) or not re.search(r"[A-Za-z]{2}", venue):
        return None
    return venue


_WRAPPED_END_RE = re.compile(r"[\w,;&-]$")  # a line cut mid-sentence: ends in a word, a comma or a hyphen


def _unwrap(lines: list[str]) -> list[str]:
    """Join lines a PDF or a word processor wrapped: "... ordering with" + "bounded regret. In ..."."""
    out: list[str] = []
    for line in lines:
        previous = out[-1] if out else ""
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


def parse_citation(
    block: str, *, legend: dict[str, str] | None = None, layout: ColumnLayout | None = None
) -> ParsedPublication:
    """Read one publication as printed (one line or a few lines).

    Raises DocumentError when no title can be found in the block.
    """
    if not isinstance(block, str):
        raise DocumentError("a citation must be text")
    block = re.sub(r"<br\s*/?>", "\n", block[:20000], flags=re.I)  # "Title<br>Authors<br>Venue"
    badge = _BADGE_RE.search(
        block
    )  # AcadHomepage: <div class="badge">CVPR 2025</div>, or ``NSDI 2025`` before the title
    if badge:
        block = block[: badge.start()] + " " + block[badge.end() :]
    badge_text = _strip_markup(badge.group("html") or badge.group("code") or badge.group("tag") or "") if badge else ""
    lines, links, found_legend = _prepare_lines(block, layout)
    lines = _unwrap(lines)
    legend = {**(legend or {}), **found_legend}
    if not lines:
        raise DocumentError("empty citation")
    if len(lines) == 1:
        authors_text, title, venue_raw, title_url = _split_single_line(lines[0])
    else:
        authors_text, title, venue_raw, title_url = _split_lines(lines)
    title = _clean_title(title)
    if not title or not re.search(r"\w", title):
        raise DocumentError(f"no title in citation {block[:60]!r}")
    if title_url and title_url != "#":
        links.insert(0, ParsedLink("PDF" if title_url.lower().endswith(".pdf") else "Paper", title_url))
    authors, truncated = _parse_authors(authors_text, legend)
    whole = " ".join(lines)
    arxiv = next(
        (
            m.group(1)
            for m in _ARXIV_RE.finditer(whole + " " + " ".join(l.url for l in links))
            if "arxiv" in whole.lower() or any("arxiv" in l.url.lower() for l in links)
        ),
        None,
    )
    doi_match = _DOI_RE.search(whole + " " + " ".join(l.url for l in links))
    if badge_text and (not _clean_venue(venue_raw or "") or guess_venue_acronym(badge_text)):
        venue_raw = badge_text  # the badge names the venue; lines under a paper box describe the paper
    award = _AWARD_RE.search(venue_raw)
    status = "submitted" if _SUBMITTED_RE.search(venue_raw) and not _ACCEPTED_RE.search(venue_raw) else "published"
    venue = _clean_venue(venue_raw)
    year = _year_from(_strip_markup(venue_raw)) if venue_raw else None
    if year is None and arxiv:
        year = _two_digit_year(arxiv[:2])
    kind = _kind_of(venue, whole, bool(arxiv))
    return ParsedPublication(
        title=title,
        authors=authors,
        authors_truncated=truncated,
        venue_text=venue,
        year=year,
        kind=kind,
        status=status,
        doi=doi_match.group(1) if doi_match else None,
        arxiv=arxiv,
        note=award.group(1) if award else "",
        links=links,
    )


# --- splitting a section into entries ------------------------------------------------

# A PDF's running header/footer inside a list: "Chidi Okafor — Curriculum Vitae 2", "Page 3 of 5"
_RUNNING_HEAD_RE = re.compile(
    r"^\s*(?:.{0,60}\b(?:Curriculum Vitae|CV|Résumé|Resume)\s*[-–—|·]?\s*\d{1,2}|Page\s+\d+(?:\s*(?:of|/)\s*\d+)?)\s*$",
    re.I,
)
_YEAR_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s*|\*\*)?(?:19|20)\d{2}(?:\*\*)?\s*:?\s*$")  # "### 2024" groups papers
_PAPER_BOX_RE = re.compile(r"<div\s[^>]*class\s*=\s*[\"']paper-box[\"']", re.I)
_ITEM_START_RE = re.compile(r"^\s{0,3}(?:[-*+•]\s+|\d{1,3}[.)]\s+|\[\s*[A-Za-z]?\d{1,3}\s*\])")
_PROSE_RE = re.compile(r"^(?:I|I'm|I've|My|We|Our|In my|This|These|Here|See|Please|For a|A full|The full)\b")
_FULL_LIST_RE = re.compile(r"\b(?:full|complete|all)\b.{0,40}\b(?:list|publications)\b|google scholar|dblp", re.I)


def _is_prose(line: str) -> bool:
    plain = _strip_markup(line)
    return bool(_PROSE_RE.match(plain)) or len(plain.split()) > 60


def split_entries(text: str, *, one_per_line: bool = False) -> list[tuple[int, str]]:
    """Cut a publications section into (line number, entry text) pairs.

    `one_per_line` is for text extracted from a PDF, where an entry is a line.
    Otherwise list items or numbered items start entries; failing those, an
    entry is the line(s) above an author line, the author line, and the short
    lines after it (venue, links, notes).
    """
    raw_lines = text.split("\n")
    lines = [(i, _TEMPLATE_RE.sub("", line)) for i, line in enumerate(raw_lines)]
    lines = [
        (i, line)
        for i, line in lines
        if line.strip() and not _YEAR_HEADING_RE.match(line) and not _RUNNING_HEAD_RE.search(line)
    ]
    if one_per_line:
        return [(i, line) for i, line in lines if not _FULL_LIST_RE.search(line) or len(line) > 200]
    if any(_PAPER_BOX_RE.search(line) for _, line in lines):
        return _split_at(lines, _box_and_item_starts(lines))
    item_lines = [i for i, line in lines if _ITEM_START_RE.match(line)]
    if len(item_lines) >= 2 or (item_lines and len(lines) <= 4):
        return _split_at(lines, set(item_lines))
    return _split_at_author_lines(lines)


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
        elif _is_prose(line) and not line.startswith((" ", "\t")):
            entries.append((number, [line]))
        else:
            entries[-1][1].append(line)
    return [(number, "\n".join(body)) for number, body in entries]


def _split_at_author_lines(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    authorish = [looks_like_author_list(_HEADING_RE.sub("", line)) for _, line in lines]
    entries: list[tuple[int, list[str]]] = []
    pending: list[tuple[int, str]] = []  # lines not yet given to an entry
    for index, (number, line) in enumerate(lines):
        if authorish[index]:
            if pending:
                title_at = len(pending) - 1
                # Lines before the title line that are venue/notes belong to the previous entry.
                if entries:
                    entries[-1][1].extend(l for _, l in pending[:title_at] if not _is_prose(l))
                entries.append((pending[title_at][0], [pending[title_at][1], line]))
                pending = []
            else:
                entries.append((number, [line]))  # an author line with no title above it
            continue
        pending.append((number, line))
        if entries and len(pending) >= 2 and not authorish[index]:
            # Two lines after an entry without an author line: the first was venue/notes.
            _, first = pending.pop(0)
            if not _is_prose(first):
                entries[-1][1].append(first)
    if entries:
        entries[-1][1].extend(l for _, l in pending if not _is_prose(l) and not _FULL_LIST_RE.search(l))
    else:
        entries = [(n, [l]) for n, l in pending]
    return [(number, "\n".join(body)) for number, body in entries]


def _is_publication(pub: ParsedPublication) -> bool:
    """Reject what is not a paper: notes, links to full lists, prose."""
    words = pub.title.split()
    if not words or len(pub.title) > 400 or _FULL_LIST_RE.search(pub.title):
        return False
    if len(words) == 1 and not (pub.authors and (pub.year or pub.venue_text)):
        return False
    if _PROSE_RE.match(pub.title) and not pub.authors:
        return False
    return bool(pub.authors) or pub.year is not None or pub.venue_text is not None or pub.arxiv is not None


def find_legend(text: str) -> dict[str, str]:
    """Marker meanings a document states once: "(† equal contribution, * corresponding author)"."""
    legend: dict[str, str] = {}
    _take_legend(text, legend)
    return legend


def parse_publications(
    text: str,
    *,
    first_line: int = 1,
    one_per_line: bool = False,
    kind: str | None = None,
    vocabulary: frozenset = frozenset(),
    legend: dict[str, str] | None = None,
) -> tuple[list[ParsedPublication], list[str]]:
    """Every publication in a section; returns (publications, warnings).

    `kind` forces a kind for sections that say what their entries are
    (a "Patents" or "Theses" section).
    """
    publications, warnings = [], []
    entries = split_entries(text, one_per_line=one_per_line)
    layout = learn_column_layout([e for _, e in entries], vocabulary) if one_per_line else None
    legend = {**(legend or {}), **find_legend(text)}  # stated once, above or below the list
    for number, entry in entries:
        try:
            pub = parse_citation(entry, legend=legend, layout=layout)
        except DocumentError:
            continue
        if not _is_publication(pub):
            if len(entry) > 40 and not _is_prose(entry) and not _FULL_LIST_RE.search(entry):
                warnings.append(f"line {first_line + number}: not read as a publication: {entry[:60]!r}")
            continue
        pub.line = first_line + number
        if kind:
            pub.kind = kind
        publications.append(pub)
    return publications, warnings
