"""AsciiDoc documents (a CV or publication list typed in AsciiDoc) -> the markdown the text reader reads.

pandoc writes AsciiDoc but cannot read it, so the few constructs a CV uses are rewritten
here, line by line: the document title (`= Title`) and the author line under it, section
titles (`== Name`, `=== Name`), the header's `:author:` / `:email:` attributes, lists,
`link:URL[text]` and `URL[text]` links, `*strong*` and `_emphasis_`, and `|===` tables
(each row one line, its cells joined). Block attribute lines (`[cols=...]`, `[.role]`),
images, comments, block delimiters and list continuations carry no text and are dropped.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["asciidoc_markdown", "looks_like_asciidoc"]

_TITLE_RE = lazy_re.compile(r"^(={1,6}) +(\S.*?)\s*=*\s*$")
_HEADER_ATTRIBUTE_RE = lazy_re.compile(r"^:([\w-]+)!?:[ \t]*(.*)$")
_BLOCK_ATTRIBUTE_RE = lazy_re.compile(r"^\[[^\]\n]*\]\s*$")
_BLOCK_DELIMITER_RE = lazy_re.compile(r"^(?:-{4,}|={4,}|\.{4,}|\*{4,}|_{4,}|\+{4,}|--)\s*$")
_COMMENT_BLOCK_RE = lazy_re.compile(r"^/{4,}\s*$")
_IMAGE_RE = lazy_re.compile(r"\bimage::?[^\s\[]*\[[^\]]*\]")
_LINK_RE = lazy_re.compile(r"\blink:([^\s\[]+)\[([^\]]*)\]")
_URL_TEXT_RE = lazy_re.compile(r"\b((?:https?|mailto):[^\s\[\]]+)\[([^\]]*)\]")
_STRONG_RE = lazy_re.compile(r"(?<![\w*])\*([^*\n]+?)\*(?![\w*])")
_EMPHASIS_RE = lazy_re.compile(r"(?<![\w_])_([^_\n]+?)_(?![\w_])")
_LIST_RE = lazy_re.compile(r"^(\*{1,5}|-|\.{1,5}) +(\S.*)$")
_CROSS_REFERENCE_RE = lazy_re.compile(r"<<[^<>\n]*>>")
_PASS_RE = lazy_re.compile(r"\bpass:[a-z,]*\[((?:[^\[\]]|\[[^\[\]]*\])*)\]")
_TAG_RE = lazy_re.compile(r"</?[A-Za-z][^<>\n]*>")
_ROLE_SPAN_RE = lazy_re.compile(r"(?:\[[^\]\n]*\])?#([^#\n]+)#")  # [small]#text# or #text#: a styled span
_CELL_SPEC_RE = lazy_re.compile(r"^(?:\d*[+*])?[<>^.]*[aehlmsdv]?(?=[|!])")
_AUTHOR_LINE_RE = lazy_re.compile(r"^[^\s:=\[/<>|*#][^:\[\]|<>]{1,120}$")
# AsciiDoc's own signs: section titles of two or more "=", header attributes, `link:` macros,
# block attributes, table delimiters and `image:` macros; markdown, reST and Typst use none of them.
_SIGN_RES = (
    lazy_re.compile(r"^={2,6} +\S", re.M),
    lazy_re.compile(r"^:[\w-]+:(?:[ \t]|$)", re.M),
    lazy_re.compile(r"\blink:[^\s\[]+\["),
    lazy_re.compile(r"^\[(?:cols=|\.|\w+\]|source|quote|role=|%)", re.M),
    lazy_re.compile(r"^\|===\s*$", re.M),
    lazy_re.compile(r"\bimage::?[^\s\[]*\["),
)


def looks_like_asciidoc(text: str) -> bool:
    """A document opened by `= Title` (or a header attribute) with at least two other AsciiDoc signs."""
    head = text.lstrip()[:2000]
    if not (re.match(r"= +\S", head) or re.match(r":[\w-]+:(?:[ \t]|$)", head)):
        return False
    return sum(1 for sign in _SIGN_RES if sign.search(text)) >= 2


def _inline(line: str) -> str:
    line = _PASS_RE.sub(lambda m: _TAG_RE.sub("", m.group(1)), line)
    line = _ROLE_SPAN_RE.sub(r"\1", line)
    line = _IMAGE_RE.sub("", line)
    line = _LINK_RE.sub(lambda m: f"[{m.group(2) or m.group(1)}]({m.group(1)})", line)
    line = _URL_TEXT_RE.sub(lambda m: f"[{m.group(2) or m.group(1)}]({m.group(1)})", line)
    line = _CROSS_REFERENCE_RE.sub("", line)
    line = _STRONG_RE.sub(r"**\1**", line)
    line = _EMPHASIS_RE.sub(r"*\1*", line)
    return line.rstrip(" +").strip()


def _header(lines: list[str]) -> tuple[list[str], int]:
    """The document title, its author line and the author/e-mail attributes as markdown; the index after them."""
    out: list[str] = []
    index = 0
    author = email = None
    title = None
    while index < len(lines) and not lines[index].strip():
        index += 1
    if index < len(lines) and (match := re.match(r"^= +(\S.*)$", lines[index])):
        title = match.group(1).strip()
        index += 1
        if index < len(lines) and _AUTHOR_LINE_RE.match(lines[index].strip()):
            author = re.sub(r"\s*<[^>]*>\s*$", "", lines[index].strip())  # "Name <mail@host>"
            index += 1
    while index < len(lines) and (attribute := _HEADER_ATTRIBUTE_RE.match(lines[index])):
        key, value = attribute.group(1).lower(), attribute.group(2).strip()
        if key == "author" and value:
            author = value
        elif key == "email" and value:
            email = value
        index += 1
    if author:
        out.append(f"# {author}")
        if title and title.lower() not in {"cv", "resume", "curriculum vitae", "résumé"}:
            out.append(title)
    elif title:
        out.append(f"# {title}")
    if email:
        out.append(email)
    return out, index


def _row_lines(cells: list[str]) -> list[str]:
    """A table row as markdown: one list line, or, for a label cell beside cells of several lines (a
    Europass-style table: "PERSONAL INFORMATION" | name, address, e-mail), the label as a heading over them."""
    if len(cells) >= 2 and "\n" not in cells[0] and any("\n" in cell for cell in cells[1:]):
        label = cells[0]
        if len(label.split()) <= 6 and not re.search(r"\d", label):
            body = [line.strip() for cell in cells[1:] for line in cell.split("\n") if line.strip()]
            return ["", f"## {label.capitalize() if label.isupper() else label}", "", *body, ""]
    return [f"- {' | '.join(cell.replace(chr(10), ' ') for cell in cells)}"]


def _table_rows(lines: list[str], start: int) -> tuple[list[str], int]:
    """The rows of the `|===` table opening at `start` (a blank line or a new `|` line ends a row's cells)."""
    rows: list[list[str]] = []
    cells: list[str] = []
    broken = False  # the cell's last line ended in " +", AsciiDoc's hard line break
    index = start + 1
    while index < len(lines) and not lines[index].strip().startswith("|==="):
        line = lines[index].strip()
        if spec := _CELL_SPEC_RE.match(line):
            line = line[len(spec.group(0)) :]  # a cell's spec ("a|", ">.^|", "2+^|")
        if not line:
            if cells:
                rows.append(cells)
                cells = []
        elif line.startswith("|"):
            cells.extend(text for cell in line[1:].split("|") if (text := _inline(cell)) and text != "'''")
        elif cells and (text := _inline(line)):
            cells[-1] = f"{cells[-1]}{chr(10) if broken else ' '}{text}"  # the cell's text on its next line
        broken = line.endswith(" +")
        index += 1
    if cells:
        rows.append(cells)
    return [line for row in rows if any(row) for line in _row_lines(row)], index + 1


def asciidoc_markdown(text: str) -> str:
    """The AsciiDoc document as markdown (see the module's docstring)."""
    lines = text.splitlines()
    out, index = _header(lines)
    in_comment = False
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        index += 1
        if _COMMENT_BLOCK_RE.match(stripped):
            in_comment = not in_comment
            continue
        if in_comment or stripped.startswith("//") or _BLOCK_ATTRIBUTE_RE.match(stripped):
            continue
        if stripped.startswith("|==="):
            rows, index = _table_rows(lines, index - 1)
            out.extend([*rows, ""])
            continue
        if _BLOCK_DELIMITER_RE.match(stripped) or stripped == "+" or _HEADER_ATTRIBUTE_RE.match(stripped):
            continue
        if title := _TITLE_RE.match(stripped):
            name = _inline(title.group(2))
            if name and name != "!":  # "== !" is a title-less section of some CV themes
                out.extend(["", f"{'#' * len(title.group(1))} {name}", ""])
            continue
        if stripped.startswith(".") and not stripped.startswith("..") and len(stripped) > 1 and stripped[1] != " ":
            out.append(f"**{_inline(stripped[1:])}**")  # a block title (".Selected papers")
            continue
        if item := _LIST_RE.match(stripped):
            depth = len(item.group(1)) - 1 if item.group(1)[0] in "*." else 0
            out.append(f"{'  ' * depth}- {_inline(item.group(2))}")
            continue
        out.append(_inline(line))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip() + "\n"
