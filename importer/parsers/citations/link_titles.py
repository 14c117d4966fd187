"""Entries whose title is a markdown link right after the authors' names.

"Quill R*, Tamsin C. [Title](https://doi.org/...). ***Journal***, 2021." and, with the year after a
single author's name, "Wren Halloway (2017). [Title](url). Venue." A link is the title here even when
the venue that follows is in bold, and the year in brackets after the names goes with the venue, not
into a name.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from ..venues import looks_like_journal_reference, year_from_venue_text
from .common import _MD_LINK_RE, _strip_markup, looks_like_author_list, looks_like_name

# "(2017)." closing the names: the name-year form
_YEAR_AFTER_NAMES_RE = lazy_re.compile(
    r"\s*(?:\(((?:19|20)\d{2})[a-z]?\)|(?<=[.,]\s)((?:19|20)\d{2})[a-z]?)\s*[.,:]?\s*$"
)
_MARKS_RE = lazy_re.compile(r"[*†‡§#✉]")
_QUOTED_LABEL_RE = lazy_re.compile(r"^\s*[\"“](.+?)[.,]?[\"”]\s*[.,]?\s*$", re.S)
_MIN_TITLE_WORDS = 3  # "[PDF]", "[Code](url)" and a name in a link are no titles


def title_link_after_authors(text: str) -> tuple[str, str, str, str] | None:
    """(authors, title, venue, url) when the first markdown link follows a list of names and a stop,
    else None."""
    link = _MD_LINK_RE.search(text)
    if link is None:
        return None
    title, before, after = link.group(1), text[: link.start()], text[link.end() :]
    title = _QUOTED_LABEL_RE.sub(r"\1", title)  # MLA's ["Title".](url): the quotes and the stop are the style's
    plain_title = _strip_markup(title)
    if venue_link := _venue_link_after_title(before, plain_title, link.group(2)):
        return venue_link
    if len(plain_title.split()) < _MIN_TITLE_WORDS or looks_like_author_list(plain_title):
        return None
    if re.match(r"\s*[\"“][^\"”]{3,}[\"”]", _strip_markup(before)):
        return None  # '"Title", A. Ruiz. [Nature 12, 3 (2015)](url)': the title is the quoted one before the link
    if not re.search(r"[.,:]\s*$", before):
        return None  # 'Authors, "[Title](url)," ...': the quoted title is read as quoted
    dated = _YEAR_AFTER_NAMES_RE.search(before)
    year = (dated.group(1) or dated.group(2)) if dated else ""
    names_text = before[: dated.start()] if dated else before
    names = _MARKS_RE.sub("", _strip_markup(names_text)).strip(" .,:;")
    if not names or not (looks_like_author_list(names) or looks_like_name(names)):
        return None
    return names_text, title, f"{after.rstrip(' .')} {year}".strip(), link.group(2)


def venue_dates_or_numbers(venue: str) -> bool:
    """Whether what follows a lone author's name and a title is a venue: it has a year or a status,
    or a journal's volume and pages ("Journal of Moss Studies 702: 33–48", a CV whose years stand in
    a column of their own)."""
    return bool(year_from_venue_text(venue) or status_in(venue) or looks_like_journal_reference(venue))


def _venue_link_after_title(before: str, label: str, url: str) -> tuple[str, str, str, str] | None:
    """ "Rowan Quill, Cara Tamsin. Title. [Journal of Stones, 2020](url).": the names and the title are
    sentences of their own before the link, so the link is the venue (its url the paper's)."""
    sentences = re.split(r"(?<=[^\s.]{2})\.\s+", before.strip(), maxsplit=1)
    if len(sentences) != 2 or not sentences[1].rstrip().endswith("."):
        return None
    names, title = sentences[0], sentences[1].rstrip()[:-1].strip()
    plain_names = _MARKS_RE.sub("", _strip_markup(names)).strip(" ,")
    if not (looks_like_author_list(plain_names) or looks_like_name(plain_names)):
        return None
    if len(_strip_markup(title).split()) < 2 or looks_like_author_list(_strip_markup(title)):
        return None
    if not venue_dates_or_numbers(label):
        return None  # "Names. Some words. [Title](url)": a link with no year nor volume is no venue
    return names, title, label, url


# A whole entry printed inside one link: "[Ruiz, A. (2020). Title. *Journal*, 3(1), 1-9.](https://doi.org/...)"
_WHOLE_ENTRY_LINK_RE = lazy_re.compile(
    r"^(?P<mark>\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?)\[(?P<text>[^\[\]]{20,1500})\]\((?P<url>[^()\s]+)\)\s*[.,;]?\s*$"
)
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
# The names end at the year ("Ruiz, A. (2020)." or "Ruiz, A. and Li, B. 2021.") or at the first full stop
_NAMES_END_RE = lazy_re.compile(r"\s*[(\[]?(?:19|20)\d{2}[a-z]?[)\]]?[.,:]?\s|(?<![A-Z])\.\s")


def unwrapped_entry_link(block: str) -> str:
    """`block` with an entry printed whole inside one markdown link read as the entry, its address a link
    after it; any other block as it is (a linked title alone is the title: title_link_after_authors)."""
    match = _WHOLE_ENTRY_LINK_RE.match(block)
    if match is None:
        return block
    text, url = match.group("text").strip(), match.group("url")
    names = _NAMES_END_RE.search(text)
    if not _YEAR_RE.search(text):
        return block
    if names is None or not looks_like_author_list(text[: names.start()]):
        text = _names_first(text)
        if text is None:
            return block
    return f"{match.group('mark')}{text} [{'PDF' if url.lower().endswith('.pdf') else 'Paper'}]({url})"


def _names_first(text: str) -> str | None:
    """ "Title. A. Ruiz, B. Chen. Journal 3 (2020)." (the title first, as some lists print a linked entry)
    as "A. Ruiz, B. Chen. Title. Journal 3 (2020).", the order the citation's reader knows; None when no
    sentence after the first few words is a list of names."""
    for stop in re.finditer(r"(?<=[^\s.]{2})[.?!]\s+", text):
        title, rest = text[: stop.end()].strip(), text[stop.end() :]
        if len(title.split()) < _MIN_TITLE_WORDS:
            continue
        names = _NAMES_END_RE.search(rest)
        if names is None:
            return None
        if looks_like_author_list(rest[: names.start()]) and "," in rest[: names.start()]:
            return f"{rest[: names.end()].strip()} {title} {rest[names.end() :].strip()}"
    return None


# A list item that is a paper's title and nothing else, linked to the paper: "- [Title of the Paper](doi)"
_LONE_LINKED_TITLE_RE = lazy_re.compile(
    r"^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?[*_]{0,2}\[(?P<title>[^\[\]]{15,300})\]\((?P<url>[^()\s]+)\)[*_]{0,2}\s*[.,]?\s*$"
)
# where such a link leads when it is the paper's: a DOI, a file, a publisher's or an archive's article page, or
# the site's own page for the paper (not a news story or a blog post about it)
_PAPER_ADDRESS_RE = lazy_re.compile(
    r"\b10\.\d{4,9}/|\.pdf(?:$|[?#])|arxiv\.org|biorxiv|medrxiv|ssrn|pubmed|ncbi\.nlm|repec|hal\.|zenodo|osf\.io|"
    r"scholar\.archive|semanticscholar|jstor|/doi/|/articles?/|/publications?/|/papers?/|journals?[./]|/abs/|"
    r"/content/|^/?(?!https?:)[\w./-]+$",
    re.I,
)
_MIN_LONE_TITLE_WORDS = 4  # "[PubMed list](url)", "[Lab Papers](url)": no titles


def lone_linked_title(entry: str) -> bool:
    """Whether a list item is only a paper's title linked to the paper, as a publications page of its owner
    may list them (the names, venue and year left to the page it links to)."""
    match = _LONE_LINKED_TITLE_RE.match(entry)
    if match is None or not _PAPER_ADDRESS_RE.search(match.group("url")):
        return False
    title = _strip_markup(match.group("title"))
    return len(title.split()) >= _MIN_LONE_TITLE_WORDS and not looks_like_author_list(title)


def title_from_link(text: str) -> tuple[str, str | None, str, str] | None:
    """(before, title, url, after) when the title is a markdown link."""
    match = _MD_LINK_RE.search(text)
    if not match or len(_strip_markup(match.group(1)).split()) < 2:
        return None
    # MLA's ["Title."](url): the quotes and the stop inside them are the style's, not the title's
    return text[: match.start()], _QUOTED_LABEL_RE.sub(r"\1", match.group(1)), match.group(2), text[match.end() :]
