"""A page's list of papers made ready for the walk (html_walk): its introduction, and its entries' labels.

A publications page often opens its list with a few paragraphs: the heading's subtitle ("Dr. Ana Ruiz,
1950-2020", "84 papers since 1998"), a lead in praise of the work, a filter's count ("Showing all 84").
The walk reads a paragraph under such a heading as an entry, as pages that set each paper in a <p> need;
these paragraphs come before the section's list of items (an <ol> or <ul> of two entries or more), so they
are its introduction, and are set as plain text (no emphasis a reader could take for a title): no paper is
made of them. Paragraphs after the list's start, and sections with no list, are left as they are.

An entry may open with its label in bold ("<strong>A25.</strong> Ruiz, A., ..." - the 25th article, "J3",
"C-12"): a number, not a name, so it is set as plain text, as a list's own numbers are; in bold it would
read as the first author, highlighted as a page's owner is.
"""

from __future__ import annotations

from . import lazy_re

__all__ = ["BARE_YEAR_RE", "groups_papers", "names_publications", "settle_publication_lists"]

_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_EMPHASIS = ("b", "strong", "em", "i", "u", "mark")
_MIN_ITEMS = 2  # a list of one item may be the introduction's own aside
_MAX_INTRODUCTION = 6  # more paragraphs than this before a list are papers set as paragraphs, not a lead
_ENTRY_WORDS = 6  # an entry of a list of papers: names, a title, a venue
_LINKED_TITLE_WORDS = 4  # "[Tidal mixing in estuaries](...)": a paper's title made a link
# "A25.", "J3", "[C12]", "P-7)", "12.": a category's letters and the entry's number
_LABEL_RE = lazy_re.compile(r"[\[(]?[A-Z]{0,3}[-‑]?\d{1,4}[.)\]:]?")
BARE_YEAR_RE = lazy_re.compile(r"[*_\s]*(?:19|20)\d{2}[*_\s:]*")  # "**2024**" over the year's papers


def names_publications(heading: str) -> bool:
    """A heading over a list of papers ("Publications", "Veröffentlichungen", "Patents")."""
    from .text import classify_heading  # the one heading vocabulary

    return classify_heading(heading) in ("publications", "patents")


def groups_papers(heading: str) -> bool:
    """A sub-heading among papers: a year ("2024") or a kind of papers ("Journal articles", "Konferenzbeiträge")."""
    from .text.heading_words import names_paper_group

    return bool(BARE_YEAR_RE.fullmatch(heading)) or names_paper_group(heading)


def settle_publication_lists(body) -> None:
    """Sets the paragraphs between a publications heading and its first list of entries as plain blocks, and
    the bold labels opening the entries of its lists as plain text."""
    waiting: list = []  # the paragraphs of a publications section before its first list
    in_publications, listed = False, False
    for element in body.iter():  # once through the page: linear in its size (at most 5 MB)
        tag = element.tag if isinstance(element.tag, str) else ""
        if tag in _HEADINGS:
            heading = " ".join(element.text_content().split())
            in_publications = names_publications(heading) or in_publications and groups_papers(heading)
            waiting, listed = [], False
        elif not in_publications:
            continue
        elif tag == "li":
            _unbold_label(element)
        elif tag == "p" and not listed and not any(a.tag == "li" for a in element.iterancestors()):
            waiting.append(element)
        elif tag in ("ol", "ul") and not listed and _entries(element) >= _MIN_ITEMS:
            if len(waiting) <= _MAX_INTRODUCTION and not any(_entry_like(p) for p in waiting):
                for paragraph in waiting:
                    _as_plain_block(paragraph)
            waiting, listed = [], True  # the list has begun: what follows is the walk's to read


def _entries(element) -> int:
    """How many of the list's items read as papers: a few words at least, not a row of "PDF" and "Code" links."""
    items = [child for child in element if isinstance(child.tag, str) and child.tag == "li"]
    return sum(1 for item in items[:50] if len(item.text_content().split()) >= _ENTRY_WORDS)


def _entry_like(paragraph) -> bool:
    """A paragraph set as a paper is ("Title<br>Authors<br>Venue", a linked title): then the list after it is
    more of the same, or its links, and no paragraph before it is an introduction."""
    if any(isinstance(child.tag, str) and child.tag == "br" for child in paragraph.iter()):
        return True
    return any(len(link.text_content().split()) >= _LINKED_TITLE_WORDS for link in paragraph.iter("a"))


def _as_plain_block(paragraph) -> None:
    for emphasis in list(paragraph.iter(*_EMPHASIS)):
        if emphasis is not paragraph:
            emphasis.drop_tag()
    paragraph.tag = "div"


def _unbold_label(item) -> None:
    """The entry's opening bold label as plain text: "<li><p><b>A25.</b> Ruiz, A. ..." reads "A25. Ruiz, A. ..."."""
    first = item
    for _ in range(3):  # the label sits at the item's start, or at the start of its first paragraph
        if (first.text or "").strip() or not len(first) or not isinstance(first[0].tag, str):
            return
        first = first[0]
        if first.tag in ("b", "strong"):
            if _LABEL_RE.fullmatch(first.text_content().strip()) and not len(first):
                first.drop_tag()
            return
