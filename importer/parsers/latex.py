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
`\\bibliography` are not invented: `LatexCv.cited` lists what the CV refers to.

The scanner reads each command's brace groups with a depth counter (no
regular expression spans nested braces) and goes at most MAX_DEPTH groups
deep, so its work is linear in the size of the file.

`command` is one long dispatch over the CV classes' commands (moderncv, awesome-cv, Jake's
resume, article): read as a table of cases, it is clearer whole than split across helpers. The
commands that only drop, break, space or head are tables in importer.parsers.latex_commands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .bibtex import latex_to_text
from .latex_commands import BREAK_COMMANDS, DROPPED_COMMANDS, HEADING_COMMANDS, SPACE_COMMANDS
from .links import NETWORK_LABELS, network_url

__all__ = ["LatexCv", "latex_to_markdown", "looks_like_latex"]

MAX_DEPTH = 40
_LATEX_SIGN_RE = re.compile(
    r"\\documentclass|\\begin\{document\}|\\cventry|\\cvitem|\\section\*?\{|\\moderncvstyle|\\resumeSubheading",
    re.M,
)
_COMMAND_RE = re.compile(r"\\([A-Za-z@]+)\*?|\\(.)", re.S)
_DATE_LABEL_RE = re.compile(r"^[\d\s\-–—/.,]*(?:19|20)\d{2}[\d\s\-–—/.,a-zA-Z]*$|^(?:present|now|today)$", re.I)


@dataclass
class LatexCv:
    markdown: str
    name: str = ""
    cited: list[str] = field(default_factory=list)  # \cite keys and \bibliography files the CV refers to
    warnings: list[str] = field(default_factory=list)


def looks_like_latex(text: str) -> bool:
    """A LaTeX document: \\documentclass, \\begin{document}, or moderncv's commands near the top."""
    return bool(_LATEX_SIGN_RE.search(text[:20000])) and text.count("\\") >= 5


def _strip_comments(text: str) -> str:
    return "\n".join(re.sub(r"(?<!\\)%.*", "", line) for line in text.split("\n"))


def _entry(title: str, organization: str, place: str, dates: str, description: str) -> str:
    head = ", ".join(p for p in (title, organization, place, dates) if p)
    description = "; ".join(re.sub(r"^[-\s]+", "", line) for line in description.split("\n") if line.strip(" -"))
    return f"\n- {head}" + (f"\n  - {description}" if description else "") + "\n"


class _Scanner:
    awesome = False  # awesome-cv orders \cventry's arguments differently from moderncv
    # europasscv: `\ecvtime{dates}` `\ecvbigitem{title}` `\ecvitem{}{employer}`: the dates wait for the employer
    ecv_dates = ""
    ecv_open = False
    in_publications = False  # under a publications heading: a date label is a citation's year
    # inside a tabular only "\\\\" ends a row: a line of the source is a space, and "\\newline" breaks a line
    # of one cell ("2013 & Silver Medal of the X \\newline Regional Contest \\\\"), so the row goes on
    tables_open = 0

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

    # -- conversion ---------------------------------------------------------------------

    def convert(self, text: str, depth: int = 0) -> str:
        if depth > MAX_DEPTH:
            return latex_to_text(text)
        key = (text, depth, bool(self.tables_open))
        if key not in self.memo:  # an argument converted twice costs once, however deep
            inner = _Scanner(text)
            inner.name_parts, inner.cited, inner.header = self.name_parts, self.cited, self.header
            inner.awesome, inner.memo, inner.tables_open = self.awesome, self.memo, self.tables_open
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
                out.append(_decode(source.replace("\n", " ") if self.tables_open else source))
                plain.clear()

        while pos < len(text):
            match = _COMMAND_RE.search(text, pos)
            brace = text.find("{", pos, match.start() if match else len(text))
            if brace != -1:  # a bare group: its text
                plain.append(text[pos:brace])
                content, pos = self.group(brace)
                flush()
                out.append(self.convert(content or "", depth + 1))
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

    def _ecv_close(self) -> str:
        """Ends a europasscv entry no employer line followed, with its dates."""
        was_open, dates = self.ecv_open, self.ecv_dates.strip()
        self.ecv_open, self.ecv_dates = False, ""
        if not was_open:
            return ""
        return f", {dates}\n" if dates else "\n"

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
            _, _, pos = self.args(pos, DROPPED_COMMANDS[name])
            return "", pos
        if name == "end" and self.ecv_open:  # the last europasscv entry of the list: its dates
            pending = self._ecv_close()
            replacement, pos = self.command(name, pos, depth)
            return pending + replacement, pos
        if name in ("begin", "end"):
            environment, pos = self.group(pos)
            if name == "begin":
                _, pos = self.group(pos, "[")  # \begin{enumerate}[label={}]: layout options, not text
            if name == "begin" and environment in _TABLES:
                _, pos2 = self.group(pos)  # column spec
                pos = pos2 if environment not in ("tabularx", "tabular*") else self.group(self.group(pos)[1])[1]
            if environment in _TABLES:
                self.tables_open = max(0, self.tables_open + (1 if name == "begin" else -1))
            if name == "begin" and environment == "rSection":  # resume.cls: \begin{rSection}{Education}
                _, (title,), pos = self.args(pos, 1)
                heading = conv(title)
                self._enter_section(heading, top=True)
                return f"\n\n## {heading}\n\n", pos
            return "\n", pos
        if name == "ecvtime":
            pending = self._ecv_close()
            _, (dates,), pos = self.args(pos, 1)
            self.ecv_dates = conv(dates)
            return pending, pos
        if name == "ecvsection" and self.ecv_open:
            pending = self._ecv_close()
            replacement, pos = self.command(name, pos, depth)
            return pending + replacement, pos
        if name == "ecvbigitem":
            pending = self._ecv_close() if self.ecv_open else ""
            _, (title,), pos = self.args(pos, 1)
            self.ecv_open = True
            while pos < len(self.text) and self.text[pos] in " \t\n":  # the employer line joins the title's
                pos += 1
            return f"{pending}\n- {conv(title)}", pos
        if name == "ecvitem":
            _, (label, value), pos = self.args(pos, 2)
            label, value = conv(label), conv(value)
            if self.ecv_open and not label:
                dates = self.ecv_dates
                self.ecv_open, self.ecv_dates = False, ""
                return f", {value}" + (f", {dates}" if dates else "") + "\n", pos
            if _DATE_LABEL_RE.match(label):
                return f"\n- {value}, {label}\n", pos
            return f"\n  - {label + ': ' if label else ''}{value}\n", pos
        if name == "ecvname":  # europecv: "Surname, Name"
            _, (value,), pos = self.args(pos, 1)
            family, comma, given = conv(value).partition(",")
            self.name_parts["name"] = f"{given.strip()} {family.strip()}" if comma else family.strip()
            return "", pos
        if name in ("ecvemail", "ecvhomepage"):
            return self.command(name[3:], pos, depth)
        if name == "ecvpersonalinfo":
            _, pos = self.group(pos, "[")
            return "", pos
        if name in HEADING_COMMANDS:
            _, (title,), pos = self.args(pos, 1)
            heading = conv(title)
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
        if name == "title" and "name" not in self.name_parts:
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
            return _entry(title, organization, place, dates, description), pos
        if name in ("resumeSubheading", "resumeQuadHeading"):  # Jake's resume
            _, values, pos = self.args(pos, 4)
            first, second, third, fourth = (conv(v) for v in values)
            if _DATE_LABEL_RE.match(second) or re.search(r"(?:19|20)\d\d", second):  # {title}{dates}{org}{place}
                return _entry(first, third, fourth, second, ""), pos
            return _entry(third, first, second, fourth, ""), pos  # {org}{place}{title}{dates}
        if name in ("resumeItem", "resumeSubItem", "cvhonor"):
            count = 4 if name == "cvhonor" else 1
            _, values, pos = self.args(pos, count)
            if name == "cvhonor":  # {award}{event}{place}{date}
                award, event, _place, date = (conv(v) for v in values)
                return f"\n- {', '.join(x for x in (award, event, date) if x)}\n", pos
            return f"\n  - {conv(values[0])}\n", pos
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
            head = ", ".join(p for p in (title, organization, place, dates) if p)
            if grade:
                head += f" ({grade})"
            body = f"\n  - {description}" if description else ""
            return f"\n- {head}{body}\n", pos
        if name in ("cvitem", "cvitemwithcomment"):
            _, values, pos = self.args(pos, 2 if name == "cvitem" else 3)
            label, value = conv(values[0]), conv(values[1])
            comment = conv(values[2]) if len(values) > 2 else ""
            if not label:
                line = value
            elif _DATE_LABEL_RE.match(label) and self.in_publications:
                line = f"{value.rstrip()} ({label})"  # the citation's year, where the citation readers look
            elif _DATE_LABEL_RE.match(label):
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
        if name == "item":
            label, pos2 = self.group(pos, "[")
            pos = pos2 if label is not None else pos
            return f"\n- {conv(label) + ' ' if label else ''}", pos
        if name in ("textbf", "underline", "uline", "bfseries"):
            _, (value,), pos = self.args(pos, 1)
            bold = conv(value)
            return f"**{bold}**" if bold else "", pos
        if name in ("emph", "textit", "textsl"):
            _, (value,), pos = self.args(pos, 1)
            italic = conv(value)
            return f"*{italic}*" if italic else "", pos
        if name == "href":
            _, (url, value), pos = self.args(pos, 2)
            return f"[{conv(value) or url.strip()}]({url.strip()})", pos
        if name == "url":
            _, (url,), pos = self.args(pos, 1)
            return url.strip(), pos
        if name in ("input", "include", "subfile"):
            _, (file_name,), pos = self.args(pos, 1)
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
        return (
            f"\\{name}{{}}",
            pos,
        )  # any other command: decoded with the text (\\L, \\ss, \\ldots); its groups read as text


_CELL_LINE = ", "  # what a line break inside a tabular's cell becomes
_WRAPPED_PHRASE_RE = re.compile(r"(?:\b(?:of|the|and|in|for|on|to|a|an|at|by|with)|[,&(-])$")
_TABLES = ("tabular", "tabular*", "tabularx", "longtable", "tabu")
# Custom CV classes print their contact lines from the preamble ("\\info{\\faicon{envelope} & jo@x.org}")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_SINGLE_QUOTED_RE = re.compile(r"(?<![\\\w`])`(?![`{])([^`\n]{1,300}?)(?<!\\)'(?!['`]|[^\W\d_])")


def _decode(text: str) -> str:
    """Plain LaTeX text to Unicode, line by line (line breaks carry structure), keeping the spaces around it."""
    text = text.replace("---", "—").replace("--", "–").replace("``", "“").replace("''", "”")
    # `Title': TeX's single quotes (never half of ``Title''); an apostrophe inside ("Bristol's") is not the closing one
    text = _SINGLE_QUOTED_RE.sub(r"‘\1’", text)
    text = re.sub(r"(?<!\\)&", _CELL, text)  # a tabular's column separator (\& is an ampersand)
    lines = []
    for line in text.split("\n"):
        if not line.strip():
            lines.append(" " if line else "")
            continue
        lead = " " if line[:1].isspace() else ""
        trail = " " if line[-1:].isspace() else ""
        lines.append(_CELL.join(f"{lead}{latex_to_text(cell)}{trail}" for cell in line.split(_CELL)))
    return "\n".join(lines)


_CELL = "\x1f"  # stands for a tabular's "&" until the rows are put together
_DATES_RE = re.compile(
    r"^(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d(?:\s*[-–—/]+\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|now|today))?$",
    re.I,
)


def _table_line(line: str) -> str:
    """'2015–2019 & Ph.D., Westvale' -> 'Ph.D., Westvale, 2015–2019' (dates after the entry, as CV lines put them)."""
    if _CELL not in line:
        return line
    indent = line[: len(line) - len(line.lstrip())]
    cells = [c.strip() for c in line.split(_CELL) if c.strip()]
    if len(cells) > 1 and _DATES_RE.match(cells[0].strip("*_ ")):
        cells = cells[1:] + cells[:1]
    return indent + ", ".join(cells)


def latex_to_markdown(text: str) -> LatexCv:
    """A LaTeX CV as markdown the CV reader understands, with its name and what it cites."""
    text = _strip_comments(text)
    begin = text.find("\\begin{document}")
    preamble, body = (text[:begin], text[begin + len("\\begin{document}") :]) if begin != -1 else ("", text)
    end = body.find("\\end{document}")
    body = body[:end] if end != -1 else body
    awesome = bool(re.search(r"\\documentclass(?:\[[^\]]*\])?\{awesome-cv\}", preamble))
    scanner = _Scanner(preamble)
    scanner.awesome = awesome
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
    parts = scanner.name_parts
    name = parts.get("name") or " ".join(p for p in (parts.get("firstname"), parts.get("familyname")) if p)
    name = name or parts.get("author", "") or parts.get("title", "")
    lines = [re.sub(r"(?<=\S) {2,}", " ", _table_line(line).rstrip()) for line in converted.split("\n")]
    lines = [re.sub(r"^(\s*[-#]+) +", r"\1 ", line) for line in lines]
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    head = ([f"# {name}"] if name else []) + scanner.header
    markdown = "\n\n".join(p for p in ("\n".join(head), markdown) if p) + "\n"
    warnings = []
    cited = list(dict.fromkeys(scanner.cited))
    if cited:
        shown = ", ".join(cited[:5]) + (" ..." if len(cited) > 5 else "")
        warnings.append(
            f"the CV refers to {len(cited)} publication key(s), bibliography or other file(s) it does not hold "
            f"({shown}); nothing is invented for them: import those files too"
        )
    return LatexCv(markdown=markdown, name=name, cited=cited, warnings=warnings)
