"""A LaTeX CV's own macros (`\\newcommand`, `\\renewcommand`, `\\def`...), expanded before the CV is read.

Researchers who write their CV in plain `article` define their entry layout once
(`\\newcommand{\\pub}[3]{\\textbf{#1}, \\emph{#2}, #3}`, `\\def\\mytitle{Assistant Professor}`,
`\\newcommand\\hangbibentry[1]{\\hangpara{1.5em}{1}\\bibentry{#1}.\\par}`) and write their entries
with it: without the definitions the reader sees unknown commands and loses the text their
bodies hold (a position's title, a `\\bibentry` key, a whole table of degrees). So the
definitions are taken out of the document and every use of a macro is replaced by its body
with its arguments put in, as TeX would.

A command the CV reader knows itself (`\\section`, `\\cventry`, `\\resumeSubheading`...) is
read by the reader, not expanded, even when the document redefines its look
(`\\renewcommand{\\section}[1]{\\parbox{...}{\\sectionstyle{#1}}}` still heads a section); only
a redefinition taking FEWER arguments than the reader reads is the document's own command
(a `\\resumeSubheading` of 2 arguments read as 4 would swallow the next entry).

Bounded: at most MAX_PASSES rounds of expansion (a macro that uses another is expanded in the
next round; a macro that uses itself stops there) and the text may grow to at most
MAX_GROWTH times its size (or MIN_ROOM characters); a brace group never closed takes the rest of the
document once, and an [option list] spans at most MAX_OPTIONS characters, so a document cannot make
the work unbounded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import lazy_re

__all__ = ["Macro", "expand_macros", "take_definitions"]

MAX_PASSES = 8
MAX_GROWTH = 4
MIN_ROOM = 200_000
MAX_OPTIONS = 500  # characters an [option list] may span: a "[" never closed is no option list

_DEFINITION_RE = lazy_re.compile(
    r"\\(?:(?:re)?newcommand|providecommand|DeclareRobustCommand)\*?\s*|\\[egx]?def\s*(?=\\)|\\let\s*(?=\\)"
    r"|\\(?:New|Renew|Provide|Declare)DocumentCommand\s*|\\(?:re)?newenvironment\*?\s*"
)
_NAME_RE = lazy_re.compile(r"\\([A-Za-z@]+|.)")
_USE_RE = lazy_re.compile(r"\\([A-Za-z@]+)")
_PARAMETER_RE = lazy_re.compile(r"##|#([1-9])")


@dataclass(frozen=True)
class Macro:
    arguments: int
    body: str
    default: str | None = None  # the first argument is optional when it has a default


def _group(text: str, pos: int, opener: str = "{") -> tuple[str | None, int]:
    """(content, position after) of the brace (or bracket) group at `pos` after spaces, or (None, pos)."""
    closer = "}" if opener == "{" else "]"
    start = pos
    while start < len(text) and text[start] in " \t\n":
        start += 1
    if start >= len(text) or text[start] != opener:
        return None, pos
    depth, index = 0, start
    end = len(text) if opener == "{" else min(len(text), start + MAX_OPTIONS)
    while index < end:
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if char == opener:
            depth += 1
        elif char == closer:
            depth -= 1
            if depth == 0:
                return text[start + 1 : index], index + 1
        elif opener == "[" and char == "{":  # a bracket inside braces does not close: [label={]}]
            content, after = _group(text, index)
            index = after if content is not None else index + 1
            continue
        index += 1
    if opener == "{":  # never closed: the rest of the document is its content, read once
        return text[start + 1 :], len(text)
    return None, pos


def _name(text: str, pos: int) -> tuple[str | None, int]:
    """The macro name defined at `pos`: `{\\name}` or `\\name`."""
    braced, after = _group(text, pos)
    if braced is not None:
        match = _NAME_RE.fullmatch(braced.strip())
        return (match.group(1) if match else None), after
    match = _NAME_RE.match(text, pos + (len(text[pos:]) - len(text[pos:].lstrip())))
    return (match.group(1), match.end()) if match else (None, pos)


def _definition(text: str, match: re.Match) -> tuple[str | None, Macro | None, int]:
    """(name, macro, end) of the definition starting at `match`; macro None for one that cannot be expanded."""
    keyword = match.group(0).strip().rstrip("*").lstrip("\\")
    if keyword.endswith("environment"):  # its begin and end code are layout: taken out, never expanded
        _, pos = _group(text, match.end())
        for opener in ("[", "[", "{", "{"):
            _, pos = _group(text, pos, opener)
        return None, None, pos
    name, pos = _name(text, match.end())
    if name is None:
        return None, None, match.end()
    if keyword == "let":  # \let\a\b or \let\a=\b: an alias, nothing to read
        other = re.match(r"\s*=?\s*\\(?:[A-Za-z@]+|.)", text[pos:])
        return name, None, pos + (other.end() if other else 0)
    if keyword.endswith("def"):
        parameters = re.match(r"(?:#[1-9])*", text[pos:]).group(0)
        body, end = _group(text, pos + len(parameters))
        if body is None:  # delimited parameters (\def\x#1.{...}): TeX's own business
            return name, None, pos
        return name, Macro(len(parameters) // 2, body), end
    if keyword.endswith("DocumentCommand"):  # xparse: {m m o}: mandatory arguments only
        spec, pos = _group(text, pos)
        body, end = _group(text, pos)
        if spec is None or body is None:
            return name, None, pos
        kinds = re.sub(r"\s", "", spec)  # "m m" or "mm": each letter an argument
        return name, (Macro(len(kinds), body) if set(kinds) <= {"m"} else None), end
    count, after = _group(text, pos, "[")
    if count is not None:
        pos = after
    default, after = _group(text, pos, "[")
    if default is not None:
        pos = after
    body, end = _group(text, pos)
    if body is None:
        return name, None, pos
    arguments = int(count.strip()) if count and count.strip().isdigit() else 0
    return name, Macro(min(arguments, 9), body, default), end


def take_definitions(text: str) -> tuple[str, dict[str, Macro]]:
    """The text without its macro definitions, and the macros it defines (the last definition wins)."""
    macros: dict[str, Macro] = {}
    kept: list[str] = []
    pos = 0
    for match in _DEFINITION_RE.finditer(text):
        if match.start() < pos:
            continue  # inside a definition already taken out
        name, macro, end = _definition(text, match)
        kept.append(text[pos : match.start()])
        pos = max(end, match.end())
        if name and macro is not None:
            macros[name] = macro
        elif name:
            macros.pop(name, None)  # redefined as something we cannot expand: the old body is not it
    kept.append(text[pos:])
    return "".join(kept), macros


def _argument(text: str, pos: int) -> tuple[str, int]:
    """One undelimited argument: a brace group, else the next command or character."""
    group, after = _group(text, pos)
    if group is not None:
        return group, after
    while pos < len(text) and text[pos] in " \t\n":
        pos += 1
    command = _NAME_RE.match(text, pos)
    if command:
        return command.group(0), command.end()
    return text[pos : pos + 1], pos + 1


def _substitute(macro: Macro, arguments: list[str]) -> str:
    def argument(match: re.Match) -> str:
        if match.group(0) == "##":
            return "#"
        index = int(match.group(1)) - 1
        return arguments[index] if index < len(arguments) else ""

    return _PARAMETER_RE.sub(argument, macro.body)


def _expand_once(text: str, macros: dict[str, Macro], room: int) -> tuple[str, bool]:
    out: list[str] = []
    pos = 0
    size = 0
    changed = False
    for match in _USE_RE.finditer(text):
        if match.start() < pos or match.group(1) not in macros:
            continue
        macro = macros[match.group(1)]
        after = match.end()
        arguments: list[str] = []
        count = macro.arguments
        if macro.default is not None and count:
            optional, later = _group(text, after, "[")
            arguments.append(optional if optional is not None else macro.default)
            after = later if optional is not None else after
            count -= 1
        for _ in range(count):
            value, after = _argument(text, after)
            arguments.append(value)
        replacement = _substitute(macro, arguments)
        piece = text[pos : match.start()]
        size += len(piece) + len(replacement)
        if size > room:
            break
        out.append(piece)
        out.append(replacement)
        pos = after
        changed = True
    out.append(text[pos:])
    return "".join(out), changed


def expand_macros(text: str, macros: dict[str, Macro], reader_arguments: dict[str, int]) -> str:
    """`text` with the uses of `macros` replaced by their bodies; a command the reader reads with at most
    as many arguments as the document's definition gives is left to the reader."""
    text = chosen_branches(text)
    room = max(MAX_GROWTH * len(text), MIN_ROOM)
    wanted: dict[str, Macro] = {}
    for _ in range(MAX_PASSES):
        # a macro that stores its argument (\\def\\info#1{\\def\\@info{#1}}) defines another once expanded
        wanted.update(
            (name, macro)
            for name, macro in macros.items()
            if name not in reader_arguments or macro.arguments < reader_arguments[name]
        )
        if not wanted:
            break
        text, changed = _expand_once(text, wanted, room)
        if not changed:
            break
        text, macros = take_definitions(text)
    return text


# TeX's own tests (\ifx, \ifnum ...) compare values the reader does not have: left as they are
_PRIMITIVE_TESTS = frozenset(
    "ifx ifnum ifdim ifcase ifodd ifcat ifmmode ifvmode ifhmode ifinner ifvoid ifhbox ifvbox ifeof ifdefined "
    "ifcsname iffontchar if".split()
)
_CONDITIONAL_RE = lazy_re.compile(r"(\\newif\s*)?\\(if[A-Za-z@]*|else|fi)(?![A-Za-z@])")


def chosen_branches(text: str) -> str:
    """The document's own conditionals resolved as the author compiles it: `\\ifextended` long text `\\else`
    short text `\\fi` keeps the first branch (the second says the same in brief: read both, a CV would list
    its papers twice, or a count of them as a paper), `\\iffalse` ... `\\fi` (text set aside) keeps none."""
    out, start, stack = [], 0, []  # stack: None for TeX's own test, else whether the branch open is kept
    for match in _CONDITIONAL_RE.finditer(text):
        word = match.group(2)
        if match.group(1) or text.startswith("{", match.end()):
            continue  # \newif\ifextended: a declaration; \ifthenelse{...}{...}: a command of its arguments
        if word.startswith("if"):
            kept = all(stack_kept is not False for stack_kept in stack)
            if kept:
                out.append(text[start : match.start()])
            stack.append(None if word in _PRIMITIVE_TESTS else word != "iffalse")
            start = match.start() if stack[-1] is None else match.end()
            continue
        if not stack:
            continue  # a \fi of a test opened in a definition
        if stack[-1] is None:
            if word == "fi":
                stack.pop()
            continue
        if all(kept is not False for kept in stack):
            out.append(text[start : match.start()])
        if word == "else":
            stack[-1] = not stack[-1]
        else:
            stack.pop()
        start = match.end()
    if all(kept is not False for kept in stack):
        out.append(text[start:])
    return "".join(out)
