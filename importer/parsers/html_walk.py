"""The walk of an HTML page's elements that writes them as markdown (importer.parsers.html reads pages).

Headings, lists, paragraphs, table rows, links and emphasis (b/strong/u as **bold**, em/i as *italic*)
become markdown; scripts, menus, footers, hidden and machinery elements are left out (`html_content`);
what a theme's boxes stand for is decided in `html_boxes`. A list item whose parts are blocks (title,
authors, venue) keeps them as the item's lines, and a paragraph of whole entries cut by <br> becomes a list.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_boxes import (
    CATEGORIES_RE,
    DATES_RE,
    FIELD_LABEL_RE,
    FIGURE_NUMBER_RE,
    SPACES_RE,
    ZERO_WIDTH_RE,
    bold_heading,
    category_words,
    dated_row,
    entry_part,
    field_row,
    hidden_label,
    holds_blocks,
    leading_bold_title,
    only_links,
    styled_heading,
    styled_name,
    title_heading,
)
from .html_content import bounded, is_machinery
from .html_fields import blocks, field_items, field_label, group_term, keyword_terms, labelled_pairs
from .html_lists import BARE_YEAR_RE as _BARE_YEAR_RE
from .html_lists import groups_papers as _groups_papers
from .html_lists import names_publications as _names_publications
from .html_tables import card_cells, desk_columns, joined_cells, layout_row
from .html_themes import entry_box_lines, entry_date_line, listing_table_head, name_run
from .links import link_label

__all__ = ["markdown_of"]

MAX_DEPTH = 80  # deeper nesting is read as plain text (real pages nest 20 to 40 deep)
_BLOCK_TAGS = frozenset(
    "div section article main header aside address blockquote center dl figure figcaption hr table tbody thead "
    "tfoot body html ul ol pre details summary".split()
)
_PARAGRAPH_TAGS = frozenset({"p", "dd", "dt", "caption"})
_BOLD_TAGS = frozenset({"b", "strong", "u"})
_ITALIC_TAGS = frozenset({"em", "i", "cite"})
_SPACES_RE, _ZERO_WIDTH_RE = SPACES_RE, ZERO_WIDTH_RE
_MARKER_SUP_RE = lazy_re.compile(r"^[\s*†‡§#✉,]+$")
_BOLD_NUMBER_RE = lazy_re.compile(r"^(- )?\*\*([(\[]\d{1,4}[)\]]|\d{1,4}\.)\*\*\s*")


# Marks a list item's second and later lines, which keep their indent: the reader takes them as that item's.
_CONTINUATION = "\ue000"  # a private-use character (an icon font's glyph in a page's text is dropped)


class _Writer:
    """Builds markdown from an lxml tree: pieces of text and block breaks."""

    def __init__(self):
        self.parts: list[str] = []
        self.in_publications = False  # under a "Publications" heading: each paragraph is one entry
        self.by_class = True  # class and id words count as signs of site machinery
        self.item_of_papers = False  # writing one list item of a list of papers (its authors' profile links)

    def text(self, value: str | None) -> None:
        if value:
            value = _ZERO_WIDTH_RE.sub("", value)
            value = _SPACES_RE.sub(" ", value)
            if value:
                self.parts.append(value)

    def raw(self, value: str) -> None:
        self.parts.append(value)

    def block(self, lines: int = 1) -> None:
        self.parts.append("\n" * lines)

    def result(self) -> str:
        lines = []
        for line in "".join(self.parts).split("\n"):
            line = re.sub(r" {2,}", " ", line).strip().replace(_CONTINUATION, "  ")
            line = re.sub(r"\*\*(\s*)\*\*", r"\1", line)  # bold around nothing; two bold runs joined, their space kept
            line = _BOLD_NUMBER_RE.sub(r"\1\2 ", line)  # "**(48)** Zhou, P.; ...": the entry's number, not a name
            line = _SPLIT_ITALICS_RE.sub(r"*[\1](\2)", line)
            lines.append(line)
        text = "\n".join(lines)
        return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


# Word and OpenDocument set each run's italics apart: "<a><em>Lab</em></a><em>, Town</em>" is one italic
# phrase with a link in it, "*[Lab](url), Town*", as a hand-written page writes it.
_SPLIT_ITALICS_RE = lazy_re.compile(r"\[\*([^*\[\]\n]+)\*\]\(([^()\s]+)\)\*(?=[^*\s])")


def _inline_text(element, depth: int = 0, *, strip: bool = True) -> str:
    """The element's content (not its tail) as one line of markdown."""
    writer = _Writer()
    _children(element, writer, depth, 0, inline=True)
    text = re.sub(r"\s+", " ", "".join(writer.parts))
    return text.strip() if strip else text


def _wrap(writer: _Writer, element, depth: int, mark: str) -> None:
    """Bold or italic text as markdown emphasis, the spaces around it kept outside the marks."""
    inner = _inline_text(element, depth, strip=False)
    core = inner.strip()
    if core.strip("*_ "):
        core = core.replace(mark + mark, "") if mark == "*" else core.replace("**", "")  # no emphasis in emphasis
        core = re.sub(r"(?<!\\)\*", r"\\*", core) if mark == "*" else core  # "<em>Bo Li*</em>": a mark, kept
        lead = " " if inner[:1].isspace() else _gap(writer, core if mark == "*" else "")
        trail = " " if inner[-1:].isspace() else ""
        writer.raw(f"{lead}{mark}{core}{mark}{trail}")
    elif inner:
        writer.raw(" ")


def _link(writer: _Writer, element, depth: int) -> None:
    """A link as [text](address); an icon-only link is named after its site; an anchor keeps only its text."""
    href = (element.get("href") or "").strip()
    inner = _inline_text(element, depth)
    if (writer.in_publications or writer.item_of_papers) and _AUTHOR_LINK_RE.search(
        f"{element.get('rel') or ''} {element.get('class') or ''}"
    ):
        writer.raw(inner)  # an author linked to their profile (Pure, a CMS): a name of the author list, no link
        return
    permalink = not inner.strip() and "#" in href  # an icon linking a place on the page: a heading's, "back to top"
    if not href or href.startswith(("#", "javascript:", "data:")) or permalink:
        writer.raw(f" {inner} " if inner else "")
        return
    label = inner.strip() or link_label(href, element.get("title") or element.get("aria-label") or "")
    label = label.replace("[", "(").replace("]", ")")
    writer.raw(f"{_gap(writer)}[{label}]({href.replace(' ', '%20').replace(')', '%29')})")


_AUTHOR_LINK_RE = lazy_re.compile(r"(?:^|\s)(?:person|author)(?:$|\s)", re.I)


def _gap(writer: _Writer, italic: str = "") -> str:
    """A space between a stop and the link or emphasis glued to it: "Quill R*.<a>Title</a>.<em>Venue</em>" reads
    as "Quill R*. [Title](...). *Venue*", the authors, the title and the venue apart; and between a word and the
    capitalised italics glued to it ("Great Tits<em>Parus major</em>": a species' name after its common one),
    which markdown would not read as italics."""
    last = "".join(writer.parts[-3:])[-3:]
    if italic[:1].isupper() and last[-1:].isalpha():
        return " "
    return " " if last[-1:] in (".", ",", ";") and last[-2:-1].strip() and not last.endswith("..") else ""


def _card_link(writer: _Writer, element, depth: int, lists: int) -> None:
    """A card made one link: its parts stay lines of their own (name, title, affiliation), the address
    goes on its first line, which names what the card is about ("[Ines Ravel](https://...)")."""
    inner = _Writer()
    inner.by_class, inner.in_publications = writer.by_class, writer.in_publications
    _children(element, inner, depth, lists)
    # a card's entry keeps its continued lines ("  Authors" under "- Title") marked as the entry's
    lines = [f"{_CONTINUATION}{line[2:]}" if line.startswith("  ") else line for line in inner.result().split("\n")]
    href = (element.get("href") or "").strip()
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is not None and href and not href.startswith(("#", "javascript:", "data:")):
        mark, text = re.match(r"^(#{1,6}\s+|[-*+]\s+)?(.*)$", lines[first]).groups()
        if "](" not in text:
            lines[first] = (
                f"{mark or ''}[{text.replace('[', '(').replace(']', ')')}]({href.replace(' ', '%20').replace(')', '%29')})"
            )
    writer.block(2)
    writer.raw("\n".join(lines))
    writer.block(2)
    writer.in_publications = inner.in_publications


def _table_row(writer: _Writer, element, depth: int, lists: int) -> None:
    cells = [cell for cell in element if isinstance(cell.tag, str) and cell.tag in ("td", "th")]
    if layout_row(cells) or not writer.in_publications and card_cells(cells):
        writer.block()  # a table used for page layout: each cell is a part of the page
        for cell in cells:
            if is_machinery(cell):
                continue
            if writer.in_publications and len([p for p in cell if isinstance(p.tag, str) and p.tag == "p"]) >= 2:
                _list_item(cell, writer, depth + 1, 1)  # a plugin's row of one paper: authors, title, venue
            else:
                _children(cell, writer, depth + 1, lists)
            writer.block()
        return
    label = cells[0].tag == "th" if len(cells) == 2 else False
    desk = desk_columns(element) if len(cells) > 2 else frozenset()
    cells = [_inline_text(cell, depth) for i, cell in enumerate(cells) if i not in desk and not is_machinery(cell)]
    cells = [c for c in cells if c]
    if len(cells) == 2 and (label or FIELD_LABEL_RE.match(cells[0])):
        cells[0] = cells[0].rstrip(" :") + ":"  # "Email | x@y.org", "Struttura | Dipartimento ...": a labelled field
    if len(cells) > 1 and DATES_RE.match(re.sub(r"[*_]", "", cells[0]).strip()):
        cells = cells[1:] + cells[:1]  # "2015 – 2019 | Ph.D., Westvale": the dates go after the entry
    if not cells:
        return
    writer.block()
    writer.raw(joined_cells(cells, entries=writer.in_publications))
    writer.block()


def _cms_field(element, label, writer: _Writer, depth: int, lists: int) -> None:
    """A CMS field (html_fields): "Label: value" when its value is one line ("Email", "Office"), its
    keywords joined on the label's line, else the label heads its values as a section."""
    name = _inline_text(label, depth).replace("**", "").strip(" :\u00a0")
    items = field_items(element, label)
    terms = [] if len(items) == 1 else keyword_terms([_inline_text(item, depth) for item in items[:50]])
    writer.block(2)
    if len(items) == 1 and not blocks(items[0]) or terms:
        writer.raw(f"{name}: {'; '.join(terms) if terms else _inline_text(items[0], depth)}")
        writer.block(2)
        return
    writer.raw(f"## {name}")
    writer.block(2)
    writer.in_publications = _names_publications(name)
    for item in items:
        _walk(item, writer, depth + 1, lists)


def _walk(element, writer: _Writer, depth: int, lists: int, *, inline: bool = False) -> None:
    tag = element.tag if isinstance(element.tag, str) else ""
    if tag and (label := hidden_label(element)):
        writer.text(f"{label} ")  # "E-Mail:" read aloud before the address: the field's label
        writer.text(element.tail)
        return
    if not tag or is_machinery(element, by_class=writer.by_class) or _KIND_LABEL_RE.search(element.get("class") or ""):
        writer.text(element.tail)  # a comment, a script or a menu: only the text after it counts
        return
    tag = tag.lower()
    if depth > MAX_DEPTH:
        writer.text(element.text_content())
    elif tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
        heading = _inline_text(element, depth).replace("**", "")
        if inline:
            writer.raw(f" {heading} ")
        elif heading and writer.in_publications and title_heading(element):
            writer.block(2)
            writer.raw(f"- **{heading}**")  # a paper's title set as a heading: its entry's first line
            writer.block()
        elif heading:
            writer.block(2)
            writer.raw(f"{'#' * int(tag[1])} {heading}")
            writer.block(2)
            writer.in_publications = _names_publications(heading) or writer.in_publications and _groups_papers(heading)
    elif tag == "br":
        writer.block()
    elif tag == "a" and not inline and holds_blocks(element):
        _card_link(writer, element, depth, lists)
    elif tag == "a":
        _link(writer, element, depth)
    elif tag in _BOLD_TAGS or tag == "span" and _STYLED_BOLD_RE.search(element.get("style") or ""):
        _wrap(writer, element, depth, "**")
    elif tag in _ITALIC_TAGS or tag == "span" and _STYLED_ITALIC_RE.search(element.get("style") or ""):
        _wrap(writer, element, depth, "*")
    elif tag == "sup":
        inner = _inline_text(element, depth)
        writer.raw(f"<sup>{inner}</sup>" if _MARKER_SUP_RE.match(inner) else "")
    elif (
        tag in _ENTRY_BOXES
        and not inline
        and (lines := entry_box_lines(element, lambda e: _inline_text(e, depth), papers=writer.in_publications))
    ):
        writer.block(2)  # academicpages' or a Quarto listing's paper: one entry, not its excerpt or categories
        if tag == "p" and not writer.in_publications:  # a paper's own page: its reference is the paper it lists
            writer.raw("## Publications\n\n")
            writer.in_publications = True
        writer.raw("\n".join([f"- {lines[0]}", *(f"{_CONTINUATION}{line}" for line in lines[1:])]))
        writer.block(2)
    elif listing_table_head(element):
        pass  # a Quarto listing table's "Date | Title | Author" heads: its layout, no paper
    elif writer.in_publications and tag in ("div", "span") and _YEAR_NUMBER_RE.fullmatch(element.text_content()):
        pass  # "2025 · 12" over a paper: its year and its number in the list, which the reference says again
    elif tag in ("span", "div") and (names := name_run(element)):
        writer.raw(f" {', '.join(names)} ")  # "<span>A B</span><span>C D</span>": two authors, not one name
    elif tag == "li" and not inline or tag == "div" and not inline and _CSL_ENTRY_RE.search(element.get("class") or ""):
        _list_item(element, writer, depth, max(lists, 1))  # a CSL bibliography's entry (Zotpress, citeproc): an item
    elif not inline and CATEGORIES_RE.search(element.get("class") or "") and (words := category_words(element)):
        writer.block()
        writer.raw(", ".join(words))  # a listing card's categories ("Ongoing", "PhD"): one line, as printed
        writer.block()
    elif (
        _BADGE_RE.search(element.get("class") or "")
        and (not inline or tag == "span")
        or tag == "abbr"
        and "badge" in (element.get("class") or "")
    ):
        badge = _inline_text(element, depth)
        writer.raw(f" `{badge}` " if badge else "")
    elif tag == "tr" and not inline:
        _table_row(writer, element, depth, lists)
    elif tag == "dl" and not inline and (pairs := labelled_pairs(element, by_class=writer.by_class)):
        writer.block(2)
        for label, value in pairs:
            writer.raw(f"{_inline_text(label, depth).rstrip(' :')}: {_inline_text(value, depth)}")
            writer.block()
        writer.block(2)
    elif tag == "div" and not inline and (label := field_label(element)) is not None:
        _cms_field(element, label, writer, depth, lists)
    elif tag in ("ul", "ol") and not inline:
        writer.block()
        _children(element, writer, depth, lists + 1)
        writer.block()
    elif tag in ("div", "p") and not inline and (name := styled_name(element)):
        writer.block(2)
        writer.raw(f"### {name}")  # a theme's hero or card: "<div class="cv-name">Ana Ruiz</div>"
        writer.block(2)
    elif tag == "div" and not inline and not writer.in_publications and (fields := field_row(element)):
        writer.block(2)
        writer.raw(", ".join(_inline_text(f, depth) for f in fields))  # "Name, Position, e-mail": one record
        writer.block(2)
    elif tag == "div" and not inline and not writer.in_publications and (parts := dated_row(element)):
        writer.block(2)
        writer.raw(", ".join(parts))  # a timeline's entry: "Lecturer | Westvale University | 2015 – 2019"
        writer.block(2)
    elif tag in ("div", "p") and not inline and (heading := styled_heading(element)):
        writer.block(2)
        writer.raw(f"## {heading}")  # "<div class="cv-section">Education</div>": a heading made by its style
        writer.block(2)
        writer.in_publications = _names_publications(heading)
    elif tag == "figure" and writer.in_publications:
        pass  # a paper's cover or key figure under its entry: a picture and its caption, no part of the list
    elif tag == "figcaption" and FIGURE_NUMBER_RE.match(element.text or ""):
        element.text = FIGURE_NUMBER_RE.sub("", element.text, count=1)  # "Figure 1: The team in 2023"
        _walk(element, writer, depth, lists, inline=inline)
        return
    elif tag == "p" and not inline and (heading := bold_heading(element)):
        writer.block(2)
        writer.raw(f"**{heading}**")  # a heading set as a bold paragraph: the papers under it are entries
        writer.block(2)
        writer.in_publications = _names_publications(heading)
    elif tag == "p" and not inline and _BULLET_RE.match(element.text or ""):
        element.text = _BULLET_RE.sub("", element.text, count=1)  # "• Entry" typed in Word or RTF: a list item
        _list_item(element, writer, depth, lists + 1)
    elif tag == "p" and not inline and (lines := _whole_entry_lines(element, depth)):
        _entry_lines(writer, lines)
    elif tag == "p" and not inline and writer.in_publications and only_links(element):
        writer.raw(" ")  # a theme's row of buttons ("Cite", "DOI", "PDF") below an entry: still that entry
        _children(element, writer, depth, lists, inline=True)
    elif tag in ("p", "div") and not inline and writer.in_publications and _inline_part(element):
        inner = _Writer()  # the entry's authors, venue ... under its title: more lines of that entry
        _children(element, inner, depth, 0, inline=True)
        for line in filter(str.strip, inner.result().split("\n")):
            writer.raw(f"{_CONTINUATION}{entry_date_line(line)}")
            writer.block()
    elif tag == "p" and not inline and writer.in_publications and _BARE_YEAR_RE.fullmatch(_inline_text(element, depth)):
        writer.block(2)
        writer.raw(_inline_text(element, depth))  # "**2024**" over the year's papers: their group, no entry
        writer.block(2)
    elif tag == "p" and not inline and writer.in_publications and _inline_text(element, depth).strip("*_ "):
        _list_item(element, writer, depth, 1)  # "Title<br>Authors<br>Venue": one entry of the list
    elif tag in ("dd", "dt") and not inline and blocks(element):
        writer.block(2)  # kramdown's "2015" over a list of that year's papers: the list stays a list
        _children(element, writer, depth, lists)
        writer.block(2)
    elif tag == "dt" and not inline and writer.in_publications and (group := group_term(element)):
        writer.block(2)
        writer.raw(f"### {group}")  # the term a definition list sets over a group of papers: its heading
        writer.block(2)
    elif tag in _PARAGRAPH_TAGS and not inline:
        writer.block(2)
        _children(element, writer, depth, lists, inline=True)
        writer.block(2)
    elif (tag in _BLOCK_TAGS or tag == "li" or tag == "tr") and not inline:
        writer.block()
        _children(element, writer, depth, lists)
        writer.block()
    elif tag in _BLOCK_TAGS or tag in _PARAGRAPH_TAGS or tag in ("li", "tr", "td", "th"):
        writer.raw(" ")  # a block inside an inline context: keep the words apart
        _children(element, writer, depth, lists, inline=True)
        writer.raw(" ")
    else:
        _children(element, writer, depth, lists, inline=inline)
    writer.text(element.tail)


# Site builders (Wix, Google Sites, Squarespace) and word processors' HTML set emphasis by a span's style:
# an underlined or bold author is the page's owner, an italic run the venue, as with <u>, <b> and <i>.
_STYLED_BOLD_RE = lazy_re.compile(r"font-weight\s*:\s*(?:bold|[6-9]00)|text-decoration(?:-line)?\s*:\s*underline", re.I)
_STYLED_ITALIC_RE = lazy_re.compile(r"font-style\s*:\s*italic", re.I)
_ENTRY_BOXES = frozenset({"article", "div", "li", "section", "tr", "p"})
_CSL_ENTRY_RE = lazy_re.compile(r"(?:^|\s)(?:csl-entry|pub-list-item)(?:$|\s)")  # Hugo Blox's entry: an item too
_YEAR_NUMBER_RE = lazy_re.compile(r"\s*(?:19|20)\d{2}\s*[·|•/–-]\s*\d{1,4}\s*")
_BULLET_RE = lazy_re.compile(r"^\s*[•◦▪▫●○■□➢►‣⁃]\s*")
_ITEM_BLOCKS = frozenset({"div", "p", "ul", "ol", "table", "h3", "h4", "h5", "h6", "section", "article"})
# A paper's kind or status set as a label ("badge", Bootstrap 3's "label", teachPress's "tp_pub_type").
_BADGE_RE = lazy_re.compile(r"(?:^|\s)(?:badge|label-(?:default|primary|success|info|warning|danger))(?:$|\s)")
# A publication plugin's kind label after the title ("Artikel", "Konferenz" in teachPress): the site's word
# for the kind, read into the title if written; the venue line says the kind.
_KIND_LABEL_RE = lazy_re.compile(r"(?:^|\s)(?:tp_pub_type|pub-type|publication-type)(?:$|\s)")


def _inline_part(element) -> bool:
    """A paragraph, or a box of inline text ("<div class="meta">Authors · Venue</div>" under a title heading),
    going on with the entry above it."""
    return (element.tag == "p" or not blocks(element)) and entry_part(element)


def _list_item(element, writer: _Writer, depth: int, lists: int) -> None:
    """One list item: one line, or, when its parts are blocks or lines (title, authors, venue), several lines."""
    indent = "  " * max(lists - 1, 0)
    writer.block()
    parts = ("br", *_ITEM_BLOCKS)
    if not any(isinstance(c.tag, str) and c.tag in parts for c in bounded(element.iterdescendants())):
        if writer.in_publications and (title := leading_bold_title(element)) is not None:
            _title_over_rest(writer, element, title, indent, depth, lists)
            return
        writer.raw(indent + "- ")
        _children(element, writer, depth, lists, inline=True)
        writer.block()
        return
    inner = _Writer()
    inner.by_class, inner.item_of_papers = writer.by_class, writer.in_publications or writer.item_of_papers
    _children(element, inner, depth, lists)
    # "<li><h3>Title</h3> Authors, 2023</li>" (Pure portals): a heading inside an item is its first line
    lines = [_MD_HEADING_RE.sub("", line) for line in inner.result().split("\n") if line.strip()]
    for number, line in enumerate(lines):
        writer.raw(f"{indent}- {line.lstrip('- ')}" if number == 0 else f"{_CONTINUATION}{line}")
        writer.block()


def _title_over_rest(writer: _Writer, element, title, indent: str, depth: int, lists: int) -> None:
    """An entry's bold title as its first line, the authors after it on the next, and the venue in
    italics right after the authors (no mark between them) on a line of its own."""
    writer.raw(f"{indent}- **{_inline_text(title, depth)}**")
    writer.block()
    lines = [_Writer()]
    lines[0].text(title.tail)
    for sibling in title.itersiblings():
        said = "".join(lines[-1].parts).strip()
        if isinstance(sibling.tag, str) and sibling.tag.lower() in _ITALIC_TAGS and said and said[-1].isalnum():
            lines.append(_Writer())
        _walk(sibling, lines[-1], depth + 1, lists, inline=True)
    for part in lines:
        line = re.sub(r"\s+", " ", "".join(part.parts)).strip()
        if line:
            writer.raw(f"{_CONTINUATION}{line}")
            writer.block()


_MD_HEADING_RE = lazy_re.compile(r"^#{1,6}\s+")
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_LINK_TARGET_RE = lazy_re.compile(r"\]\([^)\s]*\)")


def _whole_entry_lines(element, depth: int) -> list[str]:
    """The lines of a paragraph cut by <br> when each is a whole entry ("Ossmann H (2023) Title. Journal.",
    "PhD Epidemiology, University of X, 2012"), with bare year lines between them; else []. Lines that are
    the parts of one entry (title, authors, venue) have at most one year among them."""
    if not any(isinstance(c.tag, str) and c.tag.lower() == "br" for c in element.iterdescendants()):
        return []
    inner = _Writer()
    _children(element, inner, depth, 0)
    lines = [line.strip() for line in inner.result().split("\n") if line.strip()]
    entries = [line for line in lines if not _BARE_YEAR_RE.fullmatch(line)]
    printed = [_LINK_TARGET_RE.sub("]", line) for line in entries]  # a DOI's "2021" in a link is no year
    whole = [line for line in printed if _YEAR_RE.search(line) and len(line.split()) >= 4]
    return lines if len(entries) >= 2 and len(whole) == len(entries) else []


def _entry_lines(writer: _Writer, lines: list[str]) -> None:
    """One list item per whole entry; a bare year line is the heading of the year group under it."""
    writer.block(2)
    for line in lines:
        if _BARE_YEAR_RE.fullmatch(line):
            writer.block(2)
            writer.raw(line)
            writer.block(2)
        else:
            writer.raw(f"- {line}")
            writer.block()
    writer.block(2)


def _children(element, writer: _Writer, depth: int, lists: int, *, inline: bool = False) -> None:
    writer.text(element.text)
    for child in element:
        _walk(child, writer, depth + 1, lists, inline=inline)


def markdown_of(elements, *, by_class: bool = True) -> str:
    """`elements` (of one page) as markdown, one after the other; `by_class`: class and id words count as
    signs of site machinery."""
    writer = _Writer()
    writer.by_class = by_class
    for element in elements:
        _walk(element, writer, 0, 0)
        writer.block(2)
    return writer.result()
