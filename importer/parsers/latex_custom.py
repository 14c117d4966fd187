"""What the LaTeX CV reader (importer.parsers.latex) makes of a CV written with a class or macros it cannot see.

Many researchers' CVs use a class file that is not part of the document (Trey Hunner's `resume.cls`
with `\\begin{rSubsection}{Organisation}{Dates}{Title}{Place}`, the Wilson template's
`\\job{dates}{...}{employer}{url}{title}{text}`, a lab's own `.sty`): the reader never sees what those
commands print, only their arguments. So:

- an environment the reader does not know, opened with two arguments or more, is one entry of the CV:
  its arguments are the entry's fields ("Fjordvik College, 2015 – 2017, Lecturer, Fjordvik, WA") and its
  `\\item`s are that entry's details, one level under it;
- a command the reader does not know, followed by two brace groups or more, is read the same way: one
  list item whose fields are its non-empty arguments (a field ending in a dash, "March 2023 -", runs on
  into the next, "Present": one date range). Fields go in the order CV lines use: a job title first,
  the dates last; a bare URL (printed as an icon) is dropped; a long last argument, or one holding a
  list, is the entry's details on lines under it;
- TeX's old font switches at the start of a group (`{\\bf Title}`, `{\\em Journal}`, `{\\bf \\em Owner, A.}`)
  are bold and italics, as `\\textbf`/`\\emph` are: a citation's title and venue are told apart by them;
- an `\\address{...}` holding an e-mail address gives the CV's e-mail (resume.cls prints it there);
- a bullet (`$\\bullet$`, `\\textbullet`) that starts a line inside a list starts an item of its own: a
  description list's `\\item[2025]` followed by three bulleted papers is three papers of 2025;
  anywhere else a bullet separates words;
- `\\hfill` between a line's two columns ("{\\bf Ph.D.} \\hfill 2017") is a comma between them;
- twentysecondcv's `\\cvname`, `\\cvjobtitle`, `\\cvmail` give the owner; the classes' profile commands
  (`\\cvlinkedin`, `\\orcid`, `\\googlescholar` ...) give links to the person's pages (latex_profiles);
- a footer's "Updated on \\today" (the day of typesetting, not a date of the CV's) is left out.

Bounded like the rest of the scanner: at most MAX_FIELDS groups are read as one entry's fields.
"""

from __future__ import annotations

import re

from . import lazy_re
from .latex_profiles import PROFILE_COMMANDS, TWO_ARGUMENT_PROFILES, profile_link
from .latex_text import is_dates
from .links import NETWORK_LABELS
from .roles import find_title

__all__ = ["CustomCommands", "finish_lines", "font_switch", "marked"]

MAX_FIELDS = 9  # a LaTeX macro takes at most nine arguments
_TITLE_WORDS = 8  # a job title is a few words; a longer field that starts with one is a sentence
_DESCRIPTION_WORDS = 10  # an argument this long is the entry's description, not one of its fields

# Layout commands of two groups or more whose groups are never text (counters, lengths, keys)
_LAYOUT_WITH_GROUPS = frozenset(
    {
        "addtocounter",
        "settowidth",
        "settoheight",
        "settodepth",
        "newlength",
        "setkeys",
        "newcounter",
        "stepcounter",
        "refstepcounter",
        "addtolength",
        "newfontfamily",
        "setlist",
        "tikzset",
        "pgfkeys",
        "smartdiagramset",
        "usetikzlibrary",
        "sectionfont",
        "subsectionfont",
        "markright",
        "markboth",
        "pdfbookmark",
        "bibliographystyle",
        "newtheorem",
        "frac",
        "dfrac",
        "binom",
    }
)
# twentysecondcv's sidebar: the name, what they are, the e-mail and profiles (the network's label)
_TWENTY_CONTACTS = {
    "cvname": "",
    "cvjobtitle": "",
    "cvmail": "",
}
# Environments that are layout or lists the reader already reads: never an entry of their own
_KNOWN_ENVIRONMENTS = frozenset(
    {
        "document",
        "center",
        "flushleft",
        "flushright",
        "itemize",
        "enumerate",
        "description",
        "list",
        "tabbing",
        "quote",
        "quotation",
        "small",
        "footnotesize",
        "tikzpicture",
        "figure",
        "table",
        "refsection",
        "refsegment",
        "filecontents",
        "filecontents*",
        "multicols",
        "multicols*",
        "minipage",
        "wrapfigure",
        "adjustwidth",
        "spacing",
        "thebibliography",
        "CSLReferences",
    }
)
_BOLD_SWITCHES = {"bf", "bfseries", "textbf"}
_ITALIC_SWITCHES = {"em", "it", "itshape", "sl", "slshape"}
# Size and family switches that may stand before a bold or italic switch: "{\\large\\bf Title}"
_FONT_SWITCH_RE = lazy_re.compile(
    r"\s*((?:\\(?:bf|bfseries|em|it|itshape|sl|slshape|large|Large|LARGE|huge|Huge|small|footnotesize|"
    r"scriptsize|normalsize|sc|scshape|rm|sf|tt|rmfamily|sffamily|ttfamily|upshape|mdseries|normalfont)"
    r"(?![A-Za-z])\s*)+)"
)
_BLANK_LINE_RE = lazy_re.compile(r"[ \t]*\n[ \t]*\n")
BULLET = "\x1e"  # stands for a bullet until the lines are put together (bullet_items)
COLUMN = "\x1d"  # stands for \\hfill between a line's two columns until the lines are put together
_COLUMN_RE = lazy_re.compile(r"[ \t]*\x1d[\x1d \t]*")
_BULLET_ITEM_RE = lazy_re.compile(r"^([ \t]*)- (?:(.*?)[ \t]*)?\x1e[ \t]*(.*)$")
_BULLET_LINE_RE = lazy_re.compile(r"^[ \t]*\x1e[ \t]*(.*)$")
_DATE_LABEL_RE = lazy_re.compile(r"^[\d\s\-–—/.,]*(?:19|20)\d{2}[\d\s\-–—/.,a-zA-Z]*$|^(?:present|now|today)$", re.I)
_UPDATED_LINE_RE = lazy_re.compile(
    r"^[ \t*_]*(?:last\s+)?(?:updated|revised|mis à jour|aktualisiert|stand|actualizado)(?:\s+(?:on|le|am|el))?"
    r"[ \t:*_]*$\n?",
    re.I | re.M,
)
_LIST_ITEM_RE = lazy_re.compile(r"^[ \t]*- ", re.M)
_RUN_ON_RE = lazy_re.compile(r"[-–—]\s*[*_]*$")
_URL_RE = lazy_re.compile(r"^(?:https?://|www\.)\S+$")
_EMAIL_RE = lazy_re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def font_switch(content: str) -> tuple[str, str]:
    """(markdown mark, the group's text after its switches) for a group opening with TeX's font switches:
    "**" bold, "*" italic, "***" both, "" neither (the content unchanged)."""
    match = _FONT_SWITCH_RE.match(content)
    if not match:
        return "", content
    if content[match.end() :].startswith("{"):  # "\\bf{2023}": a command with its argument, not a switch
        return "", content
    names = set(re.findall(r"\\([A-Za-z]+)", match.group(1)))
    mark = ("**" if names & _BOLD_SWITCHES else "") + ("*" if names & _ITALIC_SWITCHES else "")
    return (mark, content[match.end() :]) if mark else ("", content)


def marked(mark: str, text: str) -> str:
    """A switched group's text in its markdown mark, with a space after it as the group's end ends a word."""
    if not mark or not text.strip():
        return text
    text = text.replace("**", "") if "**" in mark else text  # bold inside bold is one bold run
    return f"{mark}{text.strip()}{mark} "


def finish_lines(markdown: str) -> str:
    """The converted CV's lines made whole: bulleted lines as items (bullet_items), a line's two columns
    (`\\hfill` between them) joined by a comma, and a page's "Updated on \\today" left without its date
    (\\today prints the day of typesetting) taken out."""
    lines = []
    for line in _UPDATED_LINE_RE.sub("", bullet_items(markdown)).split("\n"):
        left, _, right = line.partition(COLUMN)  # two columns: "left, right"; a column alone: itself
        right = _COLUMN_RE.sub(" ", right).strip()
        lines.append(
            f"{left.rstrip()}, {right}" if left.strip(" -*#") and right else f"{left.rstrip()} {right}".rstrip()
        )
    return "\n".join(lines)


def bullet_items(markdown: str) -> str:
    """Lines that open with a bullet as list items: "- 2025 • A" and " • B" -> "- A, 2025." and "- B, 2025."
    (the item's date label is each bulleted entry's date); a bullet inside a line is a space."""
    lines: list[str] = []
    indent, label = None, ""
    for line in markdown.split("\n"):
        item = _BULLET_ITEM_RE.match(line)
        continued = _BULLET_LINE_RE.match(line) if not item else None
        if item:
            indent, label = item.group(1), (item.group(2) or "").strip()
            text = item.group(3)
        elif continued:
            text = continued.group(1)
        else:
            if re.match(r"\s*(?:[-#]|$)", line) and not line.startswith(" "):
                indent, label = None, ""
            lines.append(line.replace(BULLET, " "))
            continue
        text = text.replace(BULLET, " ").strip()
        dated = bool(label) and bool(_DATE_LABEL_RE.match(label))
        words = f"{text.rstrip(' .')}, {label}." if dated else " ".join(p for p in (label, text) if p)
        lines.append(f"{indent or ''}- {words}")
    return "\n".join(lines)


def _fields(values: list[str]) -> str:
    """An entry's fields as one line, its dates last as CV lines put them: empty fields left out, a field
    ending in a dash run on into the next ("March 2023 -" "Present": one range)."""
    fields: list[str] = []
    # an argument holding a list ("\\begin{itemize}\\item ...") is the entry's details, under it
    listed = [v for v in values if _LIST_ITEM_RE.search(v)]
    for value in (" ".join(v.split()) for v in values if v not in listed):
        if _URL_RE.match(value):  # a link the class prints as an icon: not a field of the entry
            continue
        if value and fields and _RUN_ON_RE.search(fields[-1]):
            fields[-1] = f"{fields[-1]} {value}"
        elif value:
            fields.append(value)
    dates = [f for f in fields if is_dates(f)]
    rest = [f for f in fields if f not in dates]
    # the job title leads, as CV lines put it ("Lecturer, Fjordvik College"), whatever order the macro takes
    title = next((f for f in rest if _is_title(f)), None)
    if title is not None:
        rest = [title] + [f for f in rest if f is not title]
    # a last argument that is a sentence or more is the entry's description: a line under the entry
    details = [rest.pop()] if len(rest) > 1 and len(rest[-1].split()) >= _DESCRIPTION_WORDS else []
    details += [item.strip() for v in listed for item in _LIST_ITEM_RE.split(v) if item.strip()]
    return ", ".join(rest + dates) + "".join(f"\n  - {' '.join(d.split())}" for d in details)


def _is_title(field: str) -> bool:
    """A short field that opens with a title naming a role ("PhD Candidate, FPI grant", "Lecturer")."""
    found = find_title(field) if len(field.split()) <= _TITLE_WORDS else None
    return found is not None and found.start == 0


class CustomCommands:
    """The part of the LaTeX scanner for classes and macros it cannot see (mixed into it: it uses the
    scanner's `group`, `convert`, `text`, `header`, `lists_open` and `tables_open`)."""

    entry_environments: tuple[str, ...] = ()  # the unknown environments open as entries, innermost last

    def custom_command(self, name: str, pos: int, depth: int) -> tuple[str, int] | None:
        """A bullet inside a list, kept until the lines are put together (bullet_items); a line's two columns;
        twentysecondcv's name and contact commands; None for any other command."""
        if name in _TWENTY_CONTACTS:
            value, after = self.group(pos)
            if value is None:
                return None
            text = self.convert(value, depth + 1).strip()
            lines = [line.strip(" *") for line in text.split("\n") if line.strip(" *")]
            if name == "cvname" and lines:
                self.name_parts.setdefault("name", " ".join(lines))
            elif name == "cvjobtitle" and lines:
                self.header.append(lines[0])  # what they are; the lines under it are availability, licence...
            elif name == "cvmail" and lines:
                self.header.append(f"Email: {lines[0]}")
            return "", after
        if name in PROFILE_COMMANDS:
            return self._profile_command(name, pos, depth)
        if name in ("bullet", "textbullet") and self.lists_open:
            return BULLET, pos
        if name == "hfill" and not self.tables_open:  # "{\\bf Ph.D.} \\hfill 2017": the line's right column
            return COLUMN, pos
        return None

    def _profile_command(self, name: str, pos: int, depth: int) -> tuple[str, int] | None:
        """A class's header command for a profile (latex_profiles) as a header link to the person's page."""
        value, after = self.group(pos)
        if value is None:
            return None
        if name in TWO_ARGUMENT_PROFILES and not _BLANK_LINE_RE.match(self.text, after):
            shown, after_shown = self.group(after)  # awesome-cv's {ID}{the name shown}
            after = after_shown if shown is not None else after
        text = " ".join(self.convert(value, depth + 1).replace("*", " ").split())
        link = profile_link(PROFILE_COMMANDS[name], text)
        if link:
            line = f"Homepage: {link[1]}" if link[0] == NETWORK_LABELS["homepage"] else f"[{link[0]}]({link[1]})"
            if line not in self.header:  # awesome-cv's \\twitter and \\xtwitter side by side: one link
                self.header.append(line)
        return "", after

    def _groups(self, pos: int) -> tuple[list[str], int]:
        """The brace groups that follow `pos` (only spaces between them), at most MAX_FIELDS."""
        values: list[str] = []
        while len(values) < MAX_FIELDS:
            value, after = self.group(pos)
            if value is None or _BLANK_LINE_RE.match(self.text, pos):  # a blank line ends the arguments
                break
            if values and "\n" in self.text[pos : after - len(value) - 1] and font_switch(value)[0]:
                break  # "{\bf Title}" on a line of its own: the text that follows, not an argument
            values.append(value)
            pos = after
        return values, pos

    def argument_entry(self, name: str, pos: int, depth: int) -> tuple[str, int] | None:
        """An unknown command with two arguments or more as one list item of its fields; None otherwise."""
        if name in _LAYOUT_WITH_GROUPS or self.tables_open or getattr(self, "in_preamble", False):
            return None
        values, after = self._groups(pos)
        if len(values) < 2:
            return None
        line = _fields([self.convert(v, depth + 1).strip() for v in values])
        return (f"\n- {line}\n" if line else "\n"), after

    def begin_entry(self, environment: str, pos: int, depth: int) -> tuple[str, int] | None:
        """`\\begin{unknown}{a}{b}...`: an entry whose items are its details; None for any other environment."""
        if environment in _KNOWN_ENVIRONMENTS or self.tables_open:
            return None
        values, after = self._groups(pos)
        if len(values) < 2:
            return None
        self.entry_environments = (*self.entry_environments, environment)
        self.lists_open += 2  # the entry is a list item; its own items are one level under it
        line = _fields([self.convert(v, depth + 1).strip() for v in values])
        return (f"\n- {line}\n" if line else "\n"), after

    def end_entry(self, environment: str) -> bool:
        """Closes an entry environment opened by begin_entry; False for any other environment."""
        if not self.entry_environments or self.entry_environments[-1] != environment:
            return False
        self.entry_environments = self.entry_environments[:-1]
        self.lists_open = max(0, self.lists_open - 2)
        return True

    def address_email(self, start: int, end: int) -> None:
        """An e-mail address written in `\\address{...}` (resume.cls) is the CV's e-mail."""
        email = _EMAIL_RE.search(self.text[start:end])
        if email and not any(line.startswith("Email:") for line in self.header):
            self.header.append(f"Email: {email.group(0)}")
