"""The publication entries of the academic site templates, as their rendered pages set them.

academicpages (a Jekyll theme) sets each paper as a box: its title as a heading, "Published in <venue>,
<year>", an excerpt, then "Recommended citation: <the whole reference>" with its download links. The
reference says everything the box says, and says the authors the box leaves out: the box is one paper,
read from its reference; its title heading, venue line and excerpt would read as a second paper. A box
with no reference is its title and its venue line, the excerpt left out. A paper's own page sets the same
labelled reference under its abstract: the one paper the page lists.
A Quarto listing sets each paper as a box of fields, each a class of its own: the title ("listing-title"), a
subtitle (the venue, on publication listings), the authors, the date, categories and a description. The
paper is its title, its authors and its venue with the date's year; the categories and the description
(its abstract) are no part of the reference. Hugo Blox's stream, card and showcase views set the same parts;
its masonry view sets a card of a title heading, a summary and buttons: the paper is its title.
A Quarto listing on a page of people sets each member as such a box: their name (linked to their page) as
the title, their role as the subtitle or description; the walk writes it as a member's item, not a paper.
Plain lxml elements in, lines of markdown out; `importer.parsers.html_walk` writes them.
"""

from __future__ import annotations

import copy
import datetime
import re

from . import lazy_re
from .html_boxes import SPACES_RE
from .html_content import bounded

__all__ = ["entry_box_lines", "entry_date_line", "listing_table_head", "name_run"]

# The label a template prints before a paper's own reference, when the reference has a year.
_CITATION_LABEL_RE = lazy_re.compile(
    r"^\s*(?:recommended\s+citation|suggested\s+citation|cite\s+as|how\s+to\s+cite|citation)\s*:\s*(?=.*\b(?:19|20)\d\d\b)",
    re.I | re.S,
)
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_ENTRY_PARTS = 8  # title, venue line, excerpt, reference, a teaser and a read-time line: a paper's box, not a page
_WORD_RE = lazy_re.compile(r"\w+")
_YEAR_LINE_RE = lazy_re.compile(r"[*_]*((?:19|20)\d{2})[*_.]*")


def entry_date_line(line: str) -> str:
    """A line going on with an entry that is only a year ("2019", "**2019**") as "(2019)": the entry's year,
    which the citation readers would take, written alone, for a heading over the papers below it."""
    year = _YEAR_LINE_RE.fullmatch(line.strip())
    return f"({year.group(1)})" if year else line


def entry_box_lines(element, inline_text, *, papers: bool) -> list[str]:
    """The lines of the one paper a template's box sets (academicpages, a Quarto listing under a heading of
    papers, `papers`: a listing of people or posts is no list of papers), the first to be a list item and
    the others its continued lines; [] for any other box."""
    if element.tag == "p":
        return _reference_lines(element, inline_text) if _CITATION_LABEL_RE.match(element.text_content()) else []
    lines = _cited_entry_lines(element, inline_text)
    if lines or not papers:
        return lines or _listing_person_lines(element)
    return _listing_entry_lines(element, inline_text)


def _cited_entry_lines(element, inline_text) -> list[str]:
    """The lines of one paper for a box of a title heading and a labelled reference ("Recommended citation:"),
    `inline_text(element)` writing an element as one line of markdown: the reference, its label left out,
    then the links after it; the title first when the reference does not give it. [] for any other box."""
    parts = [c for c in element if isinstance(c.tag, str)]
    if not parts or len(parts) > _ENTRY_PARTS:
        return []
    headings = [c for c in parts if c.tag.lower() in _HEADINGS]
    references = [c for c in parts if c.tag.lower() == "p" and _CITATION_LABEL_RE.match(c.text_content())]
    if len(headings) != 1:
        return []
    if not references:
        return _published_lines(headings[0], parts, inline_text)
    if len(references) != 1:
        return []
    lines = _reference_lines(references[0], inline_text)
    title = inline_text(headings[0]).replace("**", "").strip()
    given = _words(headings[0].text_content()) <= _words(references[0].text_content())
    return lines if given else [f"**{title}**", *lines]


def _reference_lines(paragraph, inline_text) -> list[str]:
    """A labelled reference ("Recommended citation: ...") as a paper's lines: the reference without its
    label, then the links after its line break."""
    reference, links = _reference_and_links(paragraph, inline_text)
    reference = _CITATION_LABEL_RE.sub("", reference, count=1).strip()
    return [reference, links] if links else [reference]


_PUBLISHED_LABEL_RE = lazy_re.compile(r"^\s*published\s+in\s+", re.I)
_PUBLISHED_RE = lazy_re.compile(r"^\s*published\s+in\b.*\b(?:19|20)\d\d\b", re.I | re.S)


def _published_lines(heading, parts, inline_text) -> list[str]:
    """A box with no reference: its title and its "Published in <venue>, <year>" line, the paper; the excerpt
    under them is its abstract, no entry of its own."""
    venues = [c for c in parts if c.tag.lower() == "p" and _PUBLISHED_RE.match(c.text_content())]
    if len(venues) != 1:
        return []
    title = inline_text(heading).replace("**", "").strip()
    venue = _PUBLISHED_LABEL_RE.sub("", inline_text(venues[0]), count=1)  # the label is no part of the venue
    return [f"**{title}**", venue] if title else []


def _reference_and_links(paragraph, inline_text) -> tuple[str, str]:
    """The reference before the paragraph's first line break, and the links after it ("Download Paper")."""
    children = list(paragraph)
    cut = next((i for i, c in enumerate(children) if isinstance(c.tag, str) and c.tag.lower() == "br"), None)
    if cut is None:
        return inline_text(paragraph), ""
    before, after = copy.deepcopy(paragraph), copy.deepcopy(paragraph)
    for child in list(before)[cut:]:
        before.remove(child)
    after.text = children[cut].tail
    for child in list(after)[: cut + 1]:
        after.remove(child)
    return inline_text(before), inline_text(after)


def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD_RE.findall(text.lower()))


_RUN_NAMES = (2, 100)


def name_run(element) -> list[str]:
    """The names of an author list set as spans with nothing between them (Hugo Blox's "author-highlighted"
    span among plain ones, its commas lost): each span one name, to be written apart. [] for any other box."""
    from .citations import looks_like_name  # the one test of what a name looks like

    spans = [c for c in element if isinstance(c.tag, str)]
    if not _RUN_NAMES[0] <= len(spans) <= _RUN_NAMES[1] or (element.text or "").strip():
        return []
    if any(c.tag.lower() != "span" or (c.tail or "").strip() or len(c) for c in spans):
        return []
    names = [SPACES_RE.sub(" ", c.text_content()).strip() for c in spans]
    return names if all(2 <= len(n.split()) <= 5 and looks_like_name(n) for n in names) else []


_LISTING_ITEM_RE = lazy_re.compile(r"(?:^|\s)(?:quarto-post|quarto-grid-item)(?:$|\s)")
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_SHORT_DATE_RE = lazy_re.compile(r"^\s*\d{1,2}/\d{1,2}/\d\d\s*$")  # Quarto's short date format, "11/14/23"
_LISTING_TABLE_RE = lazy_re.compile(r"(?:^|\s)quarto-listing-table(?:$|\s)")


def _listing_table(element) -> bool:
    return any(_LISTING_TABLE_RE.search(t.get("class") or "") for t in element.iterancestors("table"))


def _listing_row(element) -> bool:
    """A row of a Quarto listing's table layout: a paper's date, title and authors in cells."""
    return element.tag == "tr" and element.getparent().tag != "thead" and _listing_table(element)


def listing_table_head(element) -> bool:
    """The column heads of a Quarto listing's table ("Date", "Title", "Author"): the layout, no paper."""
    return element.tag == "thead" and _listing_table(element)


def _full_date(date: str) -> str:
    """A listing's date with its year in full: "Mar 1, 2024" and "2024-03-01" as printed, the short
    "3/1/24" as "Mar 1, 2024"; "" without a year."""
    if _YEAR_RE.search(date):
        return date
    if not _SHORT_DATE_RE.match(date):
        return ""
    for form in ("%m/%d/%y", "%d/%m/%y"):  # "31/1/24": the day first
        try:
            day = datetime.datetime.strptime(date, form)
        except ValueError:
            continue
        return f"{day:%b} {day.day}, {day.year}"
    return ""


# Hugo Blox's stream, card and showcase views of papers: the same parts under the theme's own class words.
_HUGO_ITEM_RE = lazy_re.compile(r"(?:^|\s)(?:stream-item|card-simple|view-showcase)(?:$|\s)")
_CARD_RE = lazy_re.compile(r"(?:^|\s)card(?:$|\s)")
_CARD_TEXT_RE = lazy_re.compile(r"(?:^|\s)card-text(?:$|\s)")


def _masonry_title(element):
    """The title heading of Hugo Blox's masonry card (a "card" box holding a "card-text" box: its image link,
    its title heading, a summary and buttons); None for any other box."""
    if not _CARD_RE.search(element.get("class") or ""):
        return None
    for text in element:
        if isinstance(text.tag, str) and _CARD_TEXT_RE.search(text.get("class") or ""):
            headings = [c for c in text if isinstance(c.tag, str) and c.tag.lower() in _HEADINGS]
            return headings[0] if len(headings) == 1 else None
    return None


_HUGO_FIELDS = {"article-title": "listing-title", "pub-publication": "listing-subtitle", "article-date": "listing-date"}


def _listing_fields(element) -> dict:
    """The parts of a listing's item by what they hold ("listing-title", "listing-author", ...); {} for a box
    that is no listing's item."""
    quarto = _LISTING_ITEM_RE.search(element.get("class") or "") or _listing_row(element)
    masonry = None if quarto else _masonry_title(element)
    hugo = not quarto and (masonry is not None or _HUGO_ITEM_RE.search(element.get("class") or ""))
    if not quarto and not hugo:
        return {}
    fields = {} if masonry is None else {"listing-title": masonry}  # its summary and buttons: no reference
    for part in bounded(element.iter(), 500):
        for name in (part.get("class") or "").split():
            name = _HUGO_FIELDS.get(name, name) if hugo else name
            if name.startswith("listing-") and name not in fields:
                fields[name] = part
            elif hugo and name == "article-metadata" and "listing-author" not in fields:
                authors = next((c for c in part if isinstance(c.tag, str) and c.tag == "div"), None)
                fields["listing-author"] = authors  # its first box: the authors, the date and venue beside it
    return fields


def _title_link(title) -> str:
    """The address a listing's title links to: its own link, one inside it, or the link around the card."""
    link = title if title.tag == "a" else next(title.iter("a"), None)
    link = link if link is not None else next(title.iterancestors("a"), None)
    href = (link.get("href") or "").strip() if link is not None else ""
    return href.replace(" ", "%20")


def _listing_entry_lines(element, inline_text) -> list[str]:
    """The lines of one paper for a listing's item (a Quarto listing's default list, grid card or table row,
    a Hugo Blox stream or card): its title (linked to its page), its authors, and its subtitle with the
    date's year. [] for any other box."""
    fields = _listing_fields(element)
    title = fields.get("listing-title")
    if title is None or not title.text_content().strip():
        return []
    heading = SPACES_RE.sub(" ", title.text_content()).strip()
    href = _title_link(title)
    lines = [f"**[{heading}]({href})**" if href else f"**{heading}**"]
    author = fields.get("listing-author")
    if author is not None and (authors := inline_text(author).strip()):
        lines.append(authors)
    subtitle = fields.get("listing-subtitle")
    venue = inline_text(subtitle).strip().strip("*") if subtitle is not None else ""
    date = fields.get("listing-date")
    printed = _full_date(SPACES_RE.sub(" ", date.text_content()).strip()) if date is not None else ""
    if venue:
        year = _YEAR_RE.search(printed)
        return [*lines, f"*{venue}*, {year.group()}" if year else f"*{venue}*"]
    return [*lines, printed] if printed else lines  # "Mar 1, 2024": a date line, never a year group's heading


# A listing of people (a Quarto "people" or "team" page): every item's title a name, none dated or authored,
# and most items' subtitle or description a role ("PhD Student"), as a roster's members' own lines say.
_LISTING_RE = lazy_re.compile(r"(?:^|\s)quarto-listing(?:$|\s)")
_LISTING_LOOK = 3000  # elements of a listing looked at: a lab's people, with room to spare
_ITEM_FIELDS = ("listing-subtitle", "listing-description")


def _listing_of_people(element) -> bool:
    """Whether a Quarto listing's item stands among people: every item of its listing titled with a person's
    name (two to five words) and without a date or an author, which posts and papers have and people do not,
    and two in three of them giving a role in their subtitle or description (a projects' listing does not)."""
    listing = next((a for a in element.iterancestors() if _LISTING_RE.search(a.get("class") or "")), None)
    if listing is None:
        listing = next(element.iterancestors("table"), None) if element.tag == "tr" else element.getparent()
    # Asked of every item of the listing: the answer is kept on the listing, so the listing is read once.
    known = listing.get(_PEOPLE_MARK)
    if known is None:
        known = "1" if _items_are_people(listing) else "0"
        listing.set(_PEOPLE_MARK, known)
    return known == "1"


_PEOPLE_MARK = "data-labsite-people"


def _items_are_people(listing) -> bool:
    from .citations import looks_like_name  # the one test of what a name looks like
    from .roles import role_from_title

    items = [
        part
        for part in bounded(listing.iter(), _LISTING_LOOK)
        if _LISTING_ITEM_RE.search(part.get("class") or "") or _listing_row(part)
    ]
    named = 0
    for item in items:
        fields = _listing_fields(item)
        if "listing-date" in fields or "listing-author" in fields or "listing-title" not in fields:
            return False
        name = SPACES_RE.sub(" ", fields["listing-title"].text_content()).strip()
        if not (2 <= len(name.split()) <= 5 and looks_like_name(name)):
            return False
        said = (SPACES_RE.sub(" ", fields[f].text_content()).strip() for f in _ITEM_FIELDS if f in fields)
        named += any(role_from_title(text, runs_group=False) for text in said)
    return bool(items) and named * 3 >= len(items) * 2


def _listing_person_lines(element) -> list[str]:
    """The lines of one person for a Quarto listing's item (grid card, list item or table row) among people:
    their name linked to their page, then the subtitle (their role) and the description as printed; its
    categories and image left out. [] for any other box."""
    if not (_LISTING_ITEM_RE.search(element.get("class") or "") or _listing_row(element)):
        return []
    fields = _listing_fields(element)
    title = fields.get("listing-title")
    if title is None or not _listing_of_people(element):
        return []
    name = SPACES_RE.sub(" ", title.text_content()).strip()
    href = _title_link(title)
    lines = [f"[{name}]({href})" if href else name]
    for field in ("listing-subtitle", "listing-description"):
        part = fields.get(field)
        text = SPACES_RE.sub(" ", part.text_content()).strip() if part is not None else ""
        lines += [text] if text else []
    return lines
