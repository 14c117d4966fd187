"""The HTML pandoc writes for a Word or OpenDocument file, with each list entry made whole again.

A word processor has no list item of several paragraphs: an entry typed as a numbered title
line and, under it, its authors and venue is one numbered paragraph and then paragraphs
of its own. pandoc reads those as they are stored: the numbered line as a list of one item,
the lines under it as a block quote when they are indented (Word's "continue the item"
look), or as a list of their own when they carry a numbering without a number (what pandoc's
own Word writer gives the continuation of a multi-paragraph item). Read so, the title stands
apart from the lines that make it a paper. Here the lines go back into the item they continue,
and the numbered lists one block quote cut in two become one list again, so the HTML reader
sees the entry as its author typed it.

pandoc also leaves out the page header, where a CV typed in a word processor often prints its
owner's name ("Ana Ruiz | Curriculum Vitae" on every page) and nowhere else. A header line that
names a person is given to the page as its author (<meta name="author">), the name hint the HTML
reader takes when the text names nobody itself.
"""

from __future__ import annotations

import html
import io
import re
import zipfile

import lxml.etree
import lxml.html

from . import lazy_re
from .citations import looks_like_name
from .html_titles import title_name
from .word_label_tables import rewrite_label_tables

__all__ = ["joined_list_entries", "word_page"]

_LISTS = ("ul", "ol")
_CONTINUATION_LINES = 6  # an entry's authors, venue, links, note; a longer indented block stands on its own


def word_page(page: str, data: bytes, kind: str) -> str:
    """pandoc's HTML of a Word ("docx") or OpenDocument ("odt") file, its list entries whole and the
    name its page header prints, if any, as its author."""
    page = joined_list_entries(page)
    if '<meta name="author"' in page:
        return page
    name = header_name(data, kind)
    if not name:
        return page
    return page.replace("</head>", f'<meta name="author" content="{html.escape(name)}" />\n</head>', 1)


def joined_list_entries(page: str) -> str:
    """`page` with each list item's continuation paragraphs moved into it, and its tables of labels and
    values (importer.parsers.word_label_tables) written as lines; unchanged when there are none."""
    if "<blockquote" not in page and page.count("<li") < 2 and "<table" not in page:
        return page
    try:
        root = lxml.html.document_fromstring(page)
    except (lxml.etree.ParserError, ValueError):
        return page
    changed = rewrite_label_tables(root)
    for parent in list(root.iter()):
        changed |= _join_children(parent)
    if not changed:
        return page
    return lxml.html.tostring(root, encoding="unicode", doctype="<!DOCTYPE html>")


def _join_children(parent) -> bool:
    changed = False
    children = [child for child in parent if isinstance(child.tag, str)]
    index = 0
    while index < len(children) - 1:
        current, following = children[index], children[index + 1]
        if current.tag in _LISTS and not _gap(current) and _continues(current, following):
            item = current[-1]
            for block in _continuation_blocks(following):
                item.append(block)
            parent.remove(following)
            del children[index + 1]
            changed = True
            continue
        if current.tag == following.tag == "ol" and not _gap(current) and _numbered_on(current, following):
            for item in list(following):
                current.append(item)
            parent.remove(following)
            del children[index + 1]
            changed = True
            continue
        index += 1
    return changed


def _gap(element) -> bool:
    """Text between two blocks (not only white space) keeps them apart."""
    return bool((element.tail or "").strip())


def _items(element) -> list:
    return [child for child in element if child.tag == "li"]


def _continues(current, following) -> bool:
    """Whether `following` holds the paragraphs of `current`'s last item."""
    items = _items(current)
    if not items or items[-1] is not current[-1]:
        return False
    if following.tag == "blockquote":  # indented paragraphs under a numbered one: a few lines, not a block of text
        blocks = [child for child in following if isinstance(child.tag, str)]
        return len(blocks) <= _CONTINUATION_LINES and all(child.tag in ("p", "div") for child in blocks)
    if following.tag in _LISTS:  # a list of one item after an item that is only its bold title
        return len(_items(following)) == 1 and len(following) == 1 and _title_only(items[-1])
    return False


def _title_only(item) -> bool:
    """An item whose whole text is one bold run: a paper's title, its authors to follow."""
    blocks = [child for child in item if isinstance(child.tag, str)]
    if len(blocks) == 1 and blocks[0].tag == "p":
        blocks = [child for child in blocks[0] if isinstance(child.tag, str)]
        holder = item[0]
    else:
        holder = item
    text = (holder.text or "").strip()
    if text or len(blocks) != 1 or blocks[0].tag not in ("strong", "b") or (blocks[0].tail or "").strip():
        return False
    return len(blocks[0].text_content().split()) >= 2


def _continuation_blocks(following) -> list:
    if following.tag == "blockquote":
        return [child for child in following if isinstance(child.tag, str)]
    item = _items(following)[0]
    blocks = []
    if (item.text or "").strip():  # an item whose first line is bare text
        paragraph = lxml.html.Element("p")
        paragraph.text = item.text
        blocks.append(paragraph)
        item.text = None
    for child in list(item):
        if child.tag in ("p", "div", "ul", "ol", "blockquote", "table"):
            blocks.append(child)
        elif blocks and blocks[-1].tag == "p":
            blocks[-1].append(child)
        else:
            paragraph = lxml.html.Element("p")
            paragraph.append(child)
            blocks.append(paragraph)
    return blocks


def _numbered_on(current, following) -> bool:
    """A numbered list whose numbering goes on from the one before it (`<ol start="3">` after two items)."""
    start = following.get("start")
    return bool(start and start.isdigit() and int(start) == int(current.get("start") or 1) + len(_items(current)))


_HEADER_PART_RE = lazy_re.compile(r"^word/(header|footer)\d*\.xml$")
_PART_BYTES = 1_000_000  # a header is a line or two; a bigger part is not read
_HEADER_LINES = 12
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
_STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
_XML_PARSER = lxml.etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)


def header_name(data: bytes, kind: str) -> str:
    """The person a page header (or footer) names: "Ana Ruiz | Curriculum Vitae" -> "Ana Ruiz"; "" if none."""
    for line in header_lines(data, kind):
        name = title_name(line)
        if name and looks_like_name(name):
            return name
    return ""


def header_lines(data: bytes, kind: str) -> list[str]:
    """The paragraphs of the page headers, then of the footers, a tab or line break written " | "."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        if kind == "docx":
            parts = sorted(
                (n for n in archive.namelist() if _HEADER_PART_RE.match(n)),
                key=lambda n: (_HEADER_PART_RE.match(n).group(1) != "header", n),
            )
        else:
            parts = ["styles.xml"] if "styles.xml" in archive.namelist() else []
        lines = []
        for part in parts[:8]:
            if archive.getinfo(part).file_size > _PART_BYTES:
                continue
            root = lxml.etree.fromstring(archive.read(part), _XML_PARSER)
            lines += _docx_lines(root) if kind == "docx" else _odt_lines(root)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError, lxml.etree.XMLSyntaxError):
        return []
    return [line for line in lines if line][:_HEADER_LINES]


def _docx_lines(root) -> list[str]:
    lines = []
    for paragraph in root.iter(f"{_W}p"):
        pieces = []
        for node in paragraph.iter(f"{_W}t", f"{_W}tab", f"{_W}br"):
            pieces.append(node.text or "" if node.tag == f"{_W}t" else " | ")
        lines.append(_line("".join(pieces)))
    return lines


def _odt_lines(root) -> list[str]:
    lines = []
    for box in root.iter(f"{_STYLE}header", f"{_STYLE}footer"):
        for paragraph in box.iter(f"{_TEXT}p", f"{_TEXT}h"):
            pieces = [paragraph.text or ""]
            for node in paragraph.iterdescendants():
                pieces.append(" | " if node.tag in (f"{_TEXT}tab", f"{_TEXT}line-break") else node.text or "")
                pieces.append(node.tail or "")
            lines.append(_line("".join(pieces)))
    return lines


def _line(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"(?:\s*\|\s*)+", " | ", text)).strip(" |")
