"""LaTeX CVs (.tex): moderncv and plain `article` CVs, turned into the markdown the CV reader reads.

moderncv's `\\name{First}{Last}`, `\\email`, `\\homepage`, `\\social[github]{..}`
become the header; `\\section`/`\\subsection` headings; `\\cventry{dates}{title}
{organisation}{place}{grade}{description}` a list item "title, organisation,
place, dates" with its description under it; `\\cvitem{label}{text}` an item
"label: text" (or "text, 2021" when the label is a date); `itemize`/`enumerate`
items list items; `\\textbf`/`\\underline` bold, `\\emph`/`\\textit` italics,
`\\href` links. The text of every argument is decoded (accents, escaped
specials, `--`) by importer.parsers.bibtex.latex_to_text, which hands anything
unusual to pylatexenc. Publications given only as `\\cite` keys or a
`\\bibliography` are not invented: `LatexCv.cited` lists what the CV refers to;
a `thebibliography` (or pandoc's CSL) list's `\\bibitem` entries are read as the citations they are.
friggeri-cv's `\\header{first}{last}{subtitle}` and `\\entry{dates}{title}{organisation}{text}` are
read like moderncv's. The document's own macros are expanded first (importer.parsers.latex_macros);
the rules for plain text, table rows and entries are in importer.parsers.latex_text.

The scanner reads each command's brace groups with a depth counter (no
regular expression spans nested braces) and goes at most MAX_DEPTH groups
deep, so its work is linear in the size of the file.

`command` is one long dispatch over the CV classes' commands (moderncv, awesome-cv, Jake's
resume, article): read as a table of cases, it is clearer whole than split across helpers. The
commands that only drop, break, space or head are tables in importer.parsers.latex_commands.
europecv/europasscv's entry commands (`\\ecvtime`, `\\ecvbigitem`, `\\ecvitem`) are read in
importer.parsers.latex_europass; the entries of a class or style file the document does not hold
(resume.cls's `\\begin{rSubsection}`, a template's `\\job{...}{...}`) in importer.parsers.latex_custom.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import lazy_re
from .bibtex import latex_to_text
from .dates import expand_short_years
from .latex_commands import (
    BREAK_COMMANDS,
    DROPPED_COMMANDS,
    ENVIRONMENT_ARGUMENTS,
    HEADING_COMMANDS,
    LAYOUT_PREFIXES,
    READER_ARGUMENTS,
    SPACE_COMMANDS,
)
from .latex_custom import CustomCommands, finish_lines, font_switch, marked
from .latex_europass import DATE_LABEL_RE, EuropassCommands
from .latex_macros import expand_macros, take_definitions
from .latex_text import (
    CELL,
    EMPTY_BEFORE_ITEM_RE,
    EMPTY_ITEM_RE,
    citation,
    cited_warnings,
    decode,
    entry,
    is_town,
    literal_span,
    nested,
    strip_comments,
    table_line,
    unwrapped,
)
from .links import NETWORK_LABELS, network_url

__all__ = ["LatexCv", "latex_to_markdown", "looks_like_latex"]

MAX_DEPTH = 40
_LATEX_SIGN_RE = lazy_re.compile(
    r"\\documentclass|\\begin\{document\}|\\cventry|\\cvitem|\\section\*?\{|\\moderncvstyle|\\resumeSubheading", re.M
)
_COMMAND_RE = lazy_re.compile(r"\\([A-Za-z@]+)\*?|\\(.)", re.S)


@dataclass
class LatexCv:
    markdown: str
    name: str = ""
    cited: list[str] = field(default_factory=list)  # \cite keys and \bibliography files the CV refers to
    warnings: list[str] = field(default_factory=list)


def looks_like_latex(text: str) -> bool:
    """A LaTeX document: \\documentclass, \\begin{document}, or moderncv's commands near the top."""
    return bool(_LATEX_SIGN_RE.search(text[:20000])) and text.count("\\") >= 5


# "%" after an even number of backslashes ("\\\\%" ends a line, then comments): "\\%" is a percent sign
class _Scanner(EuropassCommands, CustomCommands):
    awesome = False  # awesome-cv orders \cventry's arguments differently from moderncv
    in_publications = False  # under a publications heading: a date label is a citation's year
    # inside a tabular only "\\\\" ends a row: a line of the source is a space, and "\\newline" breaks a line
    # of one cell ("2013 & Silver Medal of the X \\newline Regional Contest \\\\"), so the row goes on
    tables_open = 0
    in_preamble = False
    lists_open = 0  # itemize/enumerate/description levels open: a nested list's items are indented

    def __init__(self, text: str):
        self.text = text
        self.memo: dict = {}
        self.name_parts: dict[str, str] = {}
        self.cited: list[str] = []
        self.header: list[str] = []

    # -- groups -----------------------------------------------------------------------

    def group(self, pos: int, opener: str = "{") -> tuple[str | None, int]:
        """(content, position after) of the group at `pos` (after spaces), or (None, pos)."""
        closer = "}" if opener == "{" else "]"
        start = pos
        while start < len(self.text) and self.text[start] in " \t\n":
            start += 1
        if start >= len(self.text) or self.text[start] != opener:
            return None, pos
        depth, index = 0, start
        while index < len(self.text):
            char = self.text[index]
            if char == "\\":
                index += 2
                continue
            if char == "{" or (opener == "[" and char == "["):
                depth += 1
            elif char == closer or (opener == "[" and char == "}"):
                depth -= 1
                if depth == 0:
                    return self.text[start + 1 : index], index + 1
            index += 1
        return self.text[start + 1 :], len(self.text)

    def _profile_link(self, label: str | None, user_name: str) -> None:
        """A moderncv/awesome-cv \\social or \\github line as a header link, when the network is known."""
        url = network_url(label, user_name) if label else None
        if url:
            self.header.append(f"[{label}]({url})")

    def args(self, pos: int, count: int) -> tuple[str | None, list[str], int]:
        optional, pos2 = self.group(pos, "[")
        if optional is not None:
            pos = pos2
        values = []
        for _ in range(count):
            value, pos = self.group(pos)
            values.append(value or "")
        return optional, values, pos

    def layout_args(self, pos: int, count: int) -> int:
        """The position after a layout command's [options] and `count` arguments; an argument is a group or,
        as TeX reads it, one command (\\setlength\\itemsep{1pt})."""
        while True:
            optional, after = self.group(pos, "[")
            if optional is None:
                break
            pos = after
        for _ in range(count):
            value, after = self.group(pos)
            if value is None:
                token = re.match(r"\s*\\(?:[A-Za-z@]+|.)", self.text[pos:])
                if not token:
                    break
                after = pos + token.end()
            pos = after
        return pos

    # -- conversion ---------------------------------------------------------------------

    def convert(self, text: str, depth: int = 0) -> str:
        if depth > MAX_DEPTH:
            return latex_to_text(text)
        key = (text, depth, bool(self.tables_open), self.lists_open)
        if key not in self.memo:  # an argument converted twice costs once, however deep
            inner = _Scanner(text)
            inner.name_parts, inner.cited, inner.header = self.name_parts, self.cited, self.header
            inner.awesome, inner.memo, inner.tables_open = self.awesome, self.memo, self.tables_open
            inner.in_preamble, inner.lists_open = self.in_preamble, self.lists_open
            self.memo[key] = inner.run(depth)
        return self.memo[key]

    def run(self, depth: int = 0) -> str:
        out: list[str] = []
        plain: list[str] = []
        pos = 0
        text = self.text

        def flush() -> None:
            if plain:
                source = "".join(plain)
                out.append(decode(source.replace("\n", " ") if self.tables_open else source))
                plain.clear()

        while pos < len(text):
            match = _COMMAND_RE.search(text, pos)
            brace = text.find("{", pos, match.start() if match else len(text))
            limit = brace if brace != -1 else (match.start() if match else len(text))
            if (end := literal_span(text, pos, limit)) is not None:  # math, lettered accents: decoded whole
                plain.append(text[pos:end])
                pos = end
                continue
            if brace != -1:  # a bare group: its text
                plain.append(text[pos:brace])
                content, pos = self.group(brace)
                flush()
                mark, content = font_switch(content or "")  # {\bf Title}: bold, as \textbf{Title}
                out.append(marked(mark, self.convert(content, depth + 1)))
                continue
            if not match:
                plain.append(text[pos:])
                break
            plain.append(text[pos : match.start()])
            name, symbol = match.group(1), match.group(2)
            if symbol is not None:
                if symbol == "\\":
                    flush()
                    out.append("\n")
                    pos = match.end()
                    _, pos = self.group(pos, "[")  # \\[2pt]
                elif symbol in "=>+<" and text[match.end() : match.end() + 1] in ("", " ", "\t", "\n", "\\"):
                    pos = match.end()  # tabbing's tab stops ("\= ", "\> "), not a macron accent: a space
                    plain.append(" ")
                else:
                    plain.append(match.group(0))  # accents and escaped specials: decoded with the text
                    pos = match.end()
                    if symbol in "'`^\"~=.uvHckrdb" and pos < len(text) and text[pos] == "{":
                        content, pos = self.group(pos)
                        plain.append("{" + (content or "") + "}")
                continue
            flush()
            replacement, pos = self.command(name, match.end(), depth)
            if replacement.startswith("\\"):
                plain.append(replacement)
            elif replacement == _CELL_LINE and out:
                out[-1] = out[-1].rstrip(" ")  # "Asia China \\newline Regional" -> "Asia China, Regional"
                # a phrase wrapped by hand goes on ("Contest of the \\newline Northern Provinces")
                out.append(" " if _WRAPPED_PHRASE_RE.search(out[-1]) else replacement)
            else:
                out.append(replacement)
        flush()
        return "".join(out)

    def _enter_section(self, heading: str, *, top: bool) -> None:
        """Whether the items that follow are publications: a section says so, a subsection of no kind
        ("2023", "Selected") stays in its section."""
        from .text import classify_heading  # the one heading vocabulary

        kind = classify_heading(heading)
        if top or kind:
            self.in_publications = kind in ("publications", "patents")

    def command(self, name: str, pos: int, depth: int) -> tuple[str, int]:
        conv = lambda s: self.convert(s, depth + 1).strip()  # noqa: E731
        if name in DROPPED_COMMANDS:
            after = self.layout_args(pos, DROPPED_COMMANDS[name])
            if name == "address":
                self.address_email(pos, after)
            return "", after
        if name in LAYOUT_PREFIXES:
            pos = self.layout_args(pos, LAYOUT_PREFIXES[name])
            text, after = self.group(pos)
            return (conv(text), after) if text is not None else ("", pos)
        europass = self.europass_command(name, pos, depth) or self.custom_command(name, pos, depth)
        if europass is not None:
            return europass
        if name in ("begin", "end"):
            environment, pos = self.group(pos)
            if name == "begin":
                _, pos = self.group(pos, "[")  # \begin{enumerate}[label={}]: layout options, not text
            if name == "begin" and environment in _TABLES:
                if environment in ("tabularx", "tabular*"):  # {width}[t]{column spec}
                    pos = self.group(self.group(pos)[1], "[")[1]
                _, pos = self.group(pos)  # column spec
            if name == "begin" and environment in ENVIRONMENT_ARGUMENTS:
                pos = self.layout_args(pos, ENVIRONMENT_ARGUMENTS[environment])
            if environment in _TABLES:
                self.tables_open = max(0, self.tables_open + (1 if name == "begin" else -1))
            if environment in _LISTS:
                self.lists_open = max(0, self.lists_open + (1 if name == "begin" else -1))
            elif name == "end" and self.end_entry(environment):
                return "\n", pos
            elif name == "begin" and environment not in (*_TABLES, *ENVIRONMENT_ARGUMENTS, "rSection"):
                if (custom := self.begin_entry(environment or "", pos, depth)) is not None:
                    return custom  # a class's entry we cannot see: \begin{rSubsection}{org}{dates}{title}
            if name == "begin" and environment == "rSection":  # resume.cls: \begin{rSection}{Education}
                _, (title,), pos = self.args(pos, 1)
                heading = conv(title)
                self._enter_section(heading, top=True)
                return f"\n\n## {heading}\n\n", pos
            return "\n", pos
        if name in HEADING_COMMANDS:
            _, (title,), pos = self.args(pos, 1)
            heading = " ".join(conv(title).split())  # a heading wrapped over lines is one line
            self._enter_section(heading, top=HEADING_COMMANDS[name] in ("#", "##"))
            return f"\n\n{HEADING_COMMANDS[name]} {heading}\n\n", pos
        if name in ("name", "firstname", "familyname", "author"):
            count = 2 if name == "name" else 1
            _, values, pos = self.args(pos, count)
            if name == "name":
                self.name_parts["name"] = " ".join(filter(None, (conv(v) for v in values)))
            else:
                self.name_parts[name] = conv(values[0])
            return "", pos
        if name == "title":  # moderncv's job title under \name ("Data Analyst"); article's, a name at worst
            _, (value,), pos = self.args(pos, 1)
            self.name_parts.setdefault("title", conv(value))
            return "", pos
        if name == "email":
            _, (value,), pos = self.args(pos, 1)
            self.header.append(f"Email: {conv(value)}")
            return "", pos
        if name == "homepage":
            _, (value,), pos = self.args(pos, 1)
            url = conv(value)
            self.header.append(f"Homepage: {url if re.match(r'https?://', url) else 'https://' + url}")
            return "", pos
        if name == "social":
            network, (value,), pos = self.args(pos, 1)
            self._profile_link(NETWORK_LABELS.get((network or "").strip().lower()), conv(value))
            return "", pos
        if name == "cventry" and self.awesome:  # awesome-cv: {position}{organisation}{place}{dates}{description}
            _, values, pos = self.args(pos, 5)
            title, organization, place, dates, description = (conv(v) for v in values)
            return entry(title, organization, place, dates, description), pos
        if name in ("resumeSubheading", "resumeQuadHeading"):  # Jake's resume
            _, values, pos = self.args(pos, 4)
            first, second, third, fourth = (conv(v) for v in values)
            if DATE_LABEL_RE.match(second) or re.search(r"(?:19|20)\d\d", second):  # {title}{dates}{org}{place}
                return entry(first, third, fourth, second, ""), pos
            return entry(third, first, second, fourth, ""), pos  # {org}{place}{title}{dates}
        if name in ("resumeItem", "resumeSubItem", "cvhonor"):
            count = 4 if name == "cvhonor" else 1
            _, values, pos = self.args(pos, count)
            if name == "cvhonor":  # {award}{event}{place}{date}
                award, event, _place, date = (conv(v) for v in values)
                return f"\n- {', '.join(x for x in (award, event, date) if x)}\n", pos
            return f"\n  - {conv(values[0])}\n", pos
        if name == "header" and "name" not in self.name_parts:  # friggeri-cv: {first}{last}{what they are}
            _, (first, last, subtitle), pos = self.args(pos, 3)
            self.name_parts["name"] = " ".join(p for p in (conv(first), conv(last)) if p)
            if conv(subtitle):
                self.header.append(conv(subtitle))
            return "", pos
        if name == "entry":  # friggeri-cv's entrylist: {dates}{title}{organisation}{description}
            _, values, pos = self.args(pos, 4)
            dates, title, organization, description = (conv(v) for v in values)
            dates = expand_short_years(dates)
            if self.in_publications:
                return f"\n- {citation(dates, (title, organization, description))}\n", pos
            head = ", ".join(p for p in (title, organization, dates) if p)
            return f"\n- {head}{nested(description)}\n", pos
        if name in ("position", "tagline", "headertitle"):
            _, (value,), pos = self.args(pos, 1)
            position = conv(value)
            if position:
                self.header.append(position)
            return "", pos
        if name in ("github", "linkedin", "gitlab", "orcid", "twitter"):
            _, (value,), pos = self.args(pos, 1)
            self._profile_link(NETWORK_LABELS[name], conv(value))
            return "", pos
        if name == "cventry":
            _, values, pos = self.args(pos, 6)
            dates, title, organization, place, grade, description = (conv(v) for v in values)
            dates = expand_short_years(dates)
            if organization and is_town(place):
                place = ""  # moderncv prints the town apart: no part of the organisation's name
            head = ", ".join(p for p in (title, organization, place, dates) if p)
            if grade:
                head += f" ({grade})"
            return f"\n- {head}{nested(description)}\n", pos
        if name in ("cvitem", "cvitemwithcomment"):
            _, values, pos = self.args(pos, 2 if name == "cvitem" else 3)
            label, value = conv(values[0]), conv(values[1])
            comment = conv(values[2]) if len(values) > 2 else ""
            if not label:
                line = value
            elif DATE_LABEL_RE.match(label) and self.in_publications:
                line = f"{value.rstrip()} ({label})"  # the citation's year, where the citation readers look
            elif DATE_LABEL_RE.match(label):
                line = f"{value}, {label}"
            else:
                line = f"{label}: {value}"
            return f"\n- {line}{f' ({comment})' if comment else ''}\n", pos
        if name in ("cvlistitem", "cvlistdoubleitem"):
            _, values, pos = self.args(pos, 1 if name == "cvlistitem" else 2)
            return "".join(f"\n- {item}\n" for item in (conv(v) for v in values) if item), pos
        if name == "cvdoubleitem":
            _, values, pos = self.args(pos, 4)
            items = [(conv(values[0]), conv(values[1])), (conv(values[2]), conv(values[3]))]
            return "".join(f"\n- {k}: {v}\n" if k else f"\n- {v}\n" for k, v in items if v), pos
        if name in ("hbox", "vbox", "vtop"):  # \\hbox to 0.98\\textwidth{...}: the box's size is layout
            size = re.match(r"\s*(?:to|spread)\s*-?[\d.]*\s*(?:\\[A-Za-z@]+|[a-z]{2})", self.text[pos:])
            return "", pos + (size.end() if size else 0)
        if "@" in name:  # a class's internal command (\\@name, \\@info): nothing to show by itself
            return "", pos
        if name == "bibitem":  # thebibliography's (or pandoc's CSL) entry: [label]{key}, the citation follows
            _, _, pos = self.args(pos, 1)
            return "\n- ", pos
        if name == "item":
            label, pos2 = self.group(pos, "[")
            pos = pos2 if label is not None else pos
            # a list inside a table's cell details that row's entry: nested under it
            indent = "  " * (max(0, self.lists_open - 1) + bool(self.tables_open))
            return f"\n{indent}- {conv(label) + ' ' if label else ''}", pos
        if name == "hfill" and self.tables_open:  # "\\textbf{Postdoc}\\hfill{Univ. X}": a column of the row
            return CELL, pos
        if name in ("textbf", "underline", "uline", "bfseries"):
            _, (value,), pos = self.args(pos, 1)
            bold = conv(value).replace("**", "")  # \underline{A, \textbf{B}}: one bold run, not nested marks
            return f"**{bold}**" if bold else "", pos
        if name == "texorpdfstring":  # pandoc's and hyperref's {what is typeset}{what the PDF outline says}
            _, (value, _outline), pos = self.args(pos, 2)
            return conv(value), pos
        if name in ("emph", "textit", "textsl"):
            _, (value,), pos = self.args(pos, 1)
            italic = conv(value)
            return f"*{italic}*" if italic else "", pos
        if name == "href":
            _, (url, value), pos = self.args(pos, 2)
            url = url.strip(" \t\n{}")  # \newcommand{\site}{{https://...}}: the braces are TeX's, not the URL's
            return f"[{conv(value) or url}]({url})", pos
        if name == "url":
            _, (url,), pos = self.args(pos, 1)
            return url.strip(), pos
        if name in ("input", "include", "subfile"):
            _, (file_name,), pos = self.args(pos, 1)
            if not self.in_preamble:  # the preamble's inputs are settings (\input{glyphtounicode}), not CV text
                self.cited.append(f"file {file_name.strip()}")  # its text is in another file
            return "", pos
        if name in ("cite", "citep", "citet", "nocite", "fullcite", "citeauthor", "bibentry"):
            _, (keys,), pos = self.args(pos, 1)
            self.cited.extend(k.strip() for k in keys.split(",") if k.strip())
            return "", pos
        if name in ("bibliography", "addbibresource", "nobibliography"):
            _, (files,), pos = self.args(pos, 1)
            self.cited.extend(f"bibliography {f.strip()}" for f in files.split(",") if f.strip())
            return "", pos
        if name in ("printbibliography", "maketitle", "makecvtitle", "makecvheader", "today", "thepage"):
            _, pos = self.group(pos, "[")
            return "", pos
        if name in ("newline", "linebreak") and self.tables_open:
            return _CELL_LINE, pos  # a line of one cell: the row goes on
        if name in BREAK_COMMANDS:
            return "\n", pos
        if name in SPACE_COMMANDS:
            return " ", pos
        if pos < len(self.text) and self.text[pos] == "[":  # \\smartdiagram[bubble diagram]{...}: options
            pos = self.group(pos, "[")[1]
        # a macro we cannot see with its fields (\job{dates}{employer}{title}) is an entry; any other command is
        # decoded with the text (\\L, \\ss, \\ldots), its groups read as text
        return self.argument_entry(name, pos, depth) or (f"\\{name}{{}}", pos)


_CELL_LINE = ", "  # what a line break inside a tabular's cell becomes
_WRAPPED_PHRASE_RE = lazy_re.compile(r"(?:\b(?:of|the|and|in|for|on|to|a|an|at|by|with)|[,&(-])$")
_LISTS = ("itemize", "enumerate", "description", "cvitems", "entrylist")
_TABLES = ("tabular", "tabular*", "tabularx", "longtable", "tabu")
# Custom CV classes print their contact lines from the preamble ("\\info{\\faicon{envelope} & jo@x.org}")
_EMAIL_RE = lazy_re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def latex_to_markdown(text: str) -> LatexCv:
    """A LaTeX CV as markdown the CV reader understands, with its name and what it cites."""
    text, macros = take_definitions(strip_comments(text))
    text = unwrapped(expand_macros(text, macros, READER_ARGUMENTS))
    begin = text.find("\\begin{document}")
    preamble, body = (text[:begin], text[begin + len("\\begin{document}") :]) if begin != -1 else ("", text)
    end = body.find("\\end{document}")
    body = body[:end] if end != -1 else body
    awesome = bool(re.search(r"\\documentclass(?:\[[^\]]*\])?\{awesome-cv\}", preamble))
    scanner = _Scanner(preamble)
    scanner.awesome, scanner.in_preamble = awesome, True
    preamble_text = scanner.run()
    email = _EMAIL_RE.search(preamble_text)
    if email and not any(line.startswith("Email:") for line in scanner.header):
        scanner.header.append(f"Email: {email.group(0)}")  # the class prints it in the title block
    body_scanner = _Scanner(body)
    body_scanner.awesome = awesome
    body_scanner.name_parts, body_scanner.cited, body_scanner.header = (
        scanner.name_parts,
        scanner.cited,
        scanner.header,
    )
    converted = body_scanner.run()
    title_block = re.split(r"^#", converted, maxsplit=1, flags=re.M)[0]  # a title block the document made itself
    email = _EMAIL_RE.search(title_block)
    if email and not any(line.startswith("Email:") for line in scanner.header):
        scanner.header.append(f"Email: {email.group(0)}")
    parts = scanner.name_parts
    name = parts.get("name") or " ".join(p for p in (parts.get("firstname"), parts.get("familyname")) if p)
    name = name or parts.get("author", "") or parts.get("title", "")
    lines = [re.sub(r"(?<=\S) {2,}", " ", table_line(line).rstrip()) for line in converted.split("\n")]
    lines = [re.sub(r"^(\s*[-#]+) +", r"\1 ", line) for line in lines]
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    # "\\item" then a table row on lines of its own (a custom entry macro): the row is the item's text
    markdown = finish_lines(EMPTY_ITEM_RE.sub(r"\1- \2", EMPTY_BEFORE_ITEM_RE.sub("", markdown)))
    named = parts.get("name") or parts.get("firstname") or parts.get("familyname")
    subtitle = [parts["title"]] if named and parts.get("title") else []  # moderncv prints it under the name
    head = ([f"# {name}"] if name else []) + subtitle + scanner.header
    markdown = "\n\n".join(p for p in ("\n".join(head), markdown) if p) + "\n"
    cited = list(dict.fromkeys(scanner.cited))
    return LatexCv(markdown=markdown, name=name, cited=cited, warnings=cited_warnings(cited))
