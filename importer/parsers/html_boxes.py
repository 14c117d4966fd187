"""The boxes a site theme builds its pages from, and what each stands for in a page's markdown.

Themes (Quarto listings, Hugo Blox, Jekyll CV layouts, Distill) set content in <div>s styled to look
like something else: a card made one link around a name, a title and an affiliation; a row of category
labels; a box styled as a section's heading ("cv-section"); a box holding a person's name ("cv-name",
an h-card's "p-name"); a timeline entry of a role, a place and its dates; a caption numbered by the
generator ("Figure 1:"). Each test here looks at one box (plain lxml elements, no Django) and says what
it is; `importer.parsers.html` writes it as markdown accordingly.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_content import bounded, is_machinery

__all__ = [
    "CATEGORIES_RE",
    "DATES_RE",
    "FIELD_LABEL_RE",
    "FIGURE_NUMBER_RE",
    "SPACES_RE",
    "ZERO_WIDTH_RE",
    "category_words",
    "dated_row",
    "entry_part",
    "field_row",
    "hidden_label",
    "only_links",
    "holds_blocks",
    "styled_heading",
    "styled_name",
]

SPACES_RE = lazy_re.compile(r"[ \t\r\n\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
ZERO_WIDTH_RE = lazy_re.compile(r"[\u200b-\u200d\u2060\ufeff\u00ad\ue000]")  # \ue000: the writer's continuation mark
_SPACES_RE, _ZERO_WIDTH_RE = SPACES_RE, ZERO_WIDTH_RE


# The number Quarto and pandoc set before a caption: it is the page's layout, and "Figure 1" reads as a name.
FIGURE_NUMBER_RE = lazy_re.compile(
    r"^[\s\u00a0]*(?:figure|fig\.|abbildung|abb\.|figura|illustration|图|表|table|tableau|tabla|tabelle|tabela)"
    r"[\s\u00a0]*\d+[.:：][\s\u00a0]*",
    re.I,
)


# A card's row of category or tag labels (Quarto listings, Hugo themes): each label a <div> or <span> of its own.
CATEGORIES_RE = lazy_re.compile(r"(?:^|\s)(?:listing-categories|categories|post-categories|tags|post-tags)(?:$|\s)")
_CATEGORY_WORDS = 4


def category_words(element) -> list[str]:
    """The labels of a row of categories, or [] when it holds anything else (text of its own, long lines)."""
    labels = [c for c in element if isinstance(c.tag, str)]
    if (element.text or "").strip() or any((c.tail or "").strip(" ,;|·\n\t") for c in labels):
        return []
    words = [_SPACES_RE.sub(" ", c.text_content()).strip() for c in labels if c.tag in ("div", "span", "a")]
    if not words or len(words) != len(labels) or any(not w or len(w.split()) > _CATEGORY_WORDS for w in words):
        return []
    return words


# A box styled as a section's heading: "cv-section", "section-title", "section-heading", "heading".
_SECTION_CLASS_RE = lazy_re.compile(
    r"(?:^|\s)(?:[a-z]+-)?section(?:-title|-heading|-header|-name)?(?:$|\s)|(?:^|\s)heading(?:$|\s)", re.I
)
_HEADING_WORDS = 8


def styled_heading(element) -> str:
    """The text of a box that is a section's heading in all but its tag, else ""."""
    if not _SECTION_CLASS_RE.search(element.get("class") or ""):
        return ""
    if any(isinstance(c.tag, str) and c.tag not in ("span", "i", "b", "strong", "em", "small") for c in element):
        return ""
    text = _SPACES_RE.sub(" ", element.text_content()).strip()
    return text if 0 < len(text.split()) <= _HEADING_WORDS and not text.endswith((".", ",", ";")) else ""


_INLINE_TAGS = frozenset({"span", "i", "b", "strong", "em", "small", "a", "time", "abbr", "sup", "sub", "br"})
_NAME_CLASS_RE = lazy_re.compile(r"(?:^|[\s_-])(?:name|fn|p-name|full-name|fullname)(?:$|\s)", re.I)
_ROW_PARTS = (2, 5)
_ROW_PART_WORDS = 15
# A box's or a cell's dates: "2015", "Sept 2019", "09.2024 – present", "2015/2019", "03/2023-current", "since 10/2005".
DATES_RE = lazy_re.compile(
    r"^(?:(?:since|seit|ab|depuis|desde|dal|dall'|from)\s+)?"
    r"(?:(?:\d{1,2}[./])?(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d)(?:\s*(?:[-–—/]+|to|bis|à|a)\s*"
    r"(?:(?:\d{1,2}[./])?(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|now|today|current|ongoing|heute|aktuell|"
    r"aujourd'hui|presente|actualidad|atual|oggi))?$",
    re.I,
)
# The label cell of a CMS profile's contact table, in the languages such pages are written in.
FIELD_LABEL_RE = lazy_re.compile(
    r"^[*_]*(?:e-?mail|phone|telephone|tel\.?|telefon|téléphone|teléfono|telefone|telefono|fax|office|room|raum|"
    r"büro|bureau|ufficio|despacho|sala|address|adresse|anschrift|indirizzo|dirección|endereço|affiliation|"
    r"struttura|institution|department|abteilung|position|funktion|qualifica|cargo|fonction|homepage|website|"
    r"web|orcid)[*_]*:?$",
    re.I,
)


def _leaf_text(element) -> str:
    """The text of a box holding only inline markup, else ""."""
    if any(isinstance(c.tag, str) and c.tag not in _INLINE_TAGS for c in element):
        return ""
    return _SPACES_RE.sub(" ", _ZERO_WIDTH_RE.sub("", element.text_content())).strip()


def styled_name(element) -> str:
    """The name in a box whose class says it holds a person's name (a CV theme's hero, an h-card's p-name)."""
    from .citations import looks_like_name  # the one test of what a name looks like

    if not _NAME_CLASS_RE.search(element.get("class") or ""):
        return ""
    text = _leaf_text(element)
    latin = re.sub(r"\s*[\u3400-\u9fff]{2,4}$", "", text)  # "Lei WANG 王磊": the name and its Han spelling
    return text if 2 <= len(latin.split()) <= 6 and looks_like_name(latin) else ""


def dated_row(element) -> list[str]:
    """A box of a few short boxes, one of them its dates (a CV theme's timeline entry): its parts, the
    dates last, as a CV line; [] for any other box."""
    parts = [c for c in element if isinstance(c.tag, str)]
    if not _ROW_PARTS[0] <= len(parts) <= _ROW_PARTS[1] or (element.text or "").strip():
        return []
    if any((c.tail or "").strip() or is_machinery(c) for c in parts):
        return []
    texts = [_leaf_text(c) if c.tag in ("div", "span", "p", "time") else "" for c in parts]
    if any(not t or len(t.split()) > _ROW_PART_WORDS for t in texts):
        return []
    dates = [t for t in texts if DATES_RE.match(t)]
    if len(dates) != 1:
        return []
    return [t for t in texts if t not in dates] + dates


_CARD_BLOCKS = frozenset({"div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol", "section", "article"})


def holds_blocks(element) -> bool:
    """A link around blocks: a theme's whole card made clickable (Quarto listings, Hugo Blox people cards)."""
    return any(isinstance(e.tag, str) and e.tag in _CARD_BLOCKS for e in bounded(element.iterdescendants()))


_HIDDEN_LABEL_CLASS_RE = lazy_re.compile(r"(?:^|\s)(?:screen-reader-text|sr-only|visually-hidden)(?:$|\s)")
_LABEL_WORDS = 3


def hidden_label(element) -> str:
    """A field's label kept for screen readers ("<span class="screen-reader-text">E-Mail: </span>" before
    the address, in CMS person templates): it says what the value after it is. Other hidden text ("Skip
    to content", "opens in a new tab") is no label: ""."""
    if not _HIDDEN_LABEL_CLASS_RE.search(element.get("class") or ""):
        return ""
    if any(isinstance(c.tag, str) and c.tag != "br" for c in element):
        return ""
    text = SPACES_RE.sub(" ", element.text_content()).strip()
    return text if text.endswith(":") and 0 < len(text.split()) <= _LABEL_WORDS else ""


_ENTRY_PARTS = 3  # paragraphs an entry sets under its title: authors, venue, a note
_TITLE_WORDS = 4
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_ENDS_WITH_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}[)\].,]*$")
_ENTRY_WORDS = 4  # a paragraph this long is a paper's reference or title, not a label
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_BARE_YEAR_RE = lazy_re.compile(r"(?:19|20)\d{2}")
# "2024", "March 2024", "12 March 2024", "March 12, 2024", "2024-03-12", "2024-03", "03/2024"
_ONLY_DATE_RE = lazy_re.compile(
    rf"(?:(?:\d{{1,2}}\s+)?{_MONTH}\s+(?:\d{{1,2}},?\s+)?)?(?:19|20)\d{{2}}"
    r"|(?:19|20)\d{2}[-/.]\d{1,2}(?:[-/.]\d{1,2})?|(?:\d{1,2}[-/.]){1,2}(?:19|20)\d{2}",
    re.I,
)


def bold_heading(element) -> str:
    """ "<p><strong>Publications</strong></p>": a section's heading set as a bold paragraph (Word, a
    converted document, a site builder's text block); its words, or "" for any other paragraph."""
    from .text import classify_heading  # the one heading vocabulary

    text = SPACES_RE.sub(" ", element.text_content()).strip()
    bold = "".join(b.text_content() for b in element.iter("strong", "b") if b.getparent().tag not in ("strong", "b"))
    if not text or len(text.split()) > _HEADING_WORDS or SPACES_RE.sub(" ", bold).strip() != text:
        return ""
    return text if classify_heading(text.rstrip(":")) else ""


_HEADING_WORDS = 5


def _bold_title(element) -> bool:
    """A paragraph wholly in bold that reads as a paper's title (not a year, not a sub-heading)."""
    from .text import classify_heading  # the one heading vocabulary

    text = SPACES_RE.sub(" ", element.text_content()).strip()
    bold = "".join(b.text_content() for b in element.iter("strong", "b") if b.getparent().tag not in ("strong", "b"))
    if not text or SPACES_RE.sub(" ", bold).strip() != text:
        return False
    if _ENDS_WITH_YEAR_RE.search(text):
        return False  # "**Journal of X (JX 2024)**": the venue line of the entry above, set in bold too
    return len(text.split()) >= _TITLE_WORDS and not classify_heading(text.rstrip(":"))


_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


def title_heading(element) -> bool:
    """A heading among papers that is a paper's title: "<h3>Title</h3>" over the authors and venue
    paragraphs (a document converted by pandoc, a theme's entry). A group's name ("Journal articles",
    "Under review") or a year is a sub-heading, not a title."""
    from .statuses import heads_unpublished_papers
    from .text import classify_heading  # the one heading vocabulary
    from .text.heading_words import names_paper_group

    if not isinstance(element.tag, str) or element.tag.lower() not in _HEADING_TAGS:
        return False
    text = SPACES_RE.sub(" ", element.text_content()).strip().rstrip(":")
    if len(text.split()) < _TITLE_WORDS or classify_heading(text):
        return False
    return not names_paper_group(text) and not heads_unpublished_papers(text)


def leading_bold_title(element):
    """The bold title an entry opens with when its authors follow on the same line with no mark between
    ("<p><strong>Title</strong> Ana Ruiz, Tomas Vell <em>Venue 2024</em></p>", a paragraph whose line
    breaks a conversion turned to spaces); None for any other entry."""
    from .text import classify_heading  # the one heading vocabulary

    first = next(iter(element), None)
    if first is None or (element.text or "").strip() or not isinstance(first.tag, str):
        return None
    if first.tag.lower() not in ("strong", "b") or not _LETTER_AFTER_RE.match(first.tail or ""):
        return None
    title = SPACES_RE.sub(" ", first.text_content()).strip()
    if len(title.split()) < _TITLE_WORDS or classify_heading(title.rstrip(":")) or _ENDS_WITH_YEAR_RE.search(title):
        return None
    return first


_LETTER_AFTER_RE = lazy_re.compile(r"\s+[^\W\d_]")


def entry_part(element) -> bool:
    """A paragraph going on with the entry a bold title began in the paragraph before: Word documents and
    site builders set a paper as "**Title**", "Authors", "Venue, 2024" in paragraphs of their own. An entry
    ends at the next bold title, or after the paragraph that gave its year. A paragraph that is only a date
    ("March 2024") under an entry that gave no year is that entry's date (a card sets a paper without a
    venue as its reference, then its date)."""
    if _bold_title(element):
        return False
    if _date_of_entry_above(element):
        return True
    sibling = element.getprevious()
    for _ in range(_ENTRY_PARTS):
        if sibling is not None and not (sibling.tail or "").strip() and title_heading(sibling):
            return True
        if sibling is None or sibling.tag != "p" or (sibling.tail or "").strip():
            return False
        if _bold_title(sibling):
            return True
        if _YEAR_RE.search(sibling.text_content()):
            return False  # the entry above is whole: this paragraph is another
        sibling = sibling.getprevious()
    return False


def _date_of_entry_above(element) -> bool:
    """A paragraph that is only a date, right under a paragraph of an entry with no year of its own; a year
    alone is that entry's only where its box ends (a bare year over the next papers is their group)."""
    text = SPACES_RE.sub(" ", element.text_content()).strip(" *_()[].,")
    above = element.getprevious()
    if not _ONLY_DATE_RE.fullmatch(text) or above is None or above.tag != "p" or (above.tail or "").strip():
        return False
    if _BARE_YEAR_RE.fullmatch(text) and element.getnext() is not None:
        return False
    entry = SPACES_RE.sub(" ", above.text_content()).strip()
    return len(entry.split()) >= _ENTRY_WORDS and not _YEAR_RE.search(entry)


def only_links(element) -> bool:
    """A paragraph of links and nothing else: a row of buttons."""
    links = [a for a in bounded(element.iter("a")) if a.get("href")]
    words = element.text_content()
    for a in links:
        words = words.replace(a.text_content(), " ", 1)  # what the paragraph says besides its links
    return bool(links) and all(a.getparent() is element for a in links) and not words.strip(" |·•,;/\n\t")


_FIELD_BOX_RE = lazy_re.compile(r"(?:^|\s)views-field(?:$|\s)")  # a Views field; a node's own fields have labels
_ROW_FIELDS = (2, 8)


def field_row(element) -> list:
    """The fields of a directory's record (a Drupal Views row: name, position, e-mail, each a box of one short
    line), to be written as one line; [] for any other box."""
    parts = [c for c in element if isinstance(c.tag, str)]
    if not _ROW_FIELDS[0] <= len(parts) <= _ROW_FIELDS[1] or (element.text or "").strip():
        return []
    if any(not _FIELD_BOX_RE.search(c.get("class") or "") or (c.tail or "").strip() or is_machinery(c) for c in parts):
        return []
    texts = [_SPACES_RE.sub(" ", c.text_content()).strip() for c in parts]
    if any(len(t.split()) > _ROW_PART_WORDS for t in texts):
        return []
    for part in parts:  # each field a line: a label and inline markup inside, no paragraphs or lists
        if any(isinstance(e.tag, str) and e.tag in _CARD_BLOCKS and e.tag != "div" for e in bounded(part.iter())):
            return []
    return [c for c, t in zip(parts, texts, strict=True) if t]
