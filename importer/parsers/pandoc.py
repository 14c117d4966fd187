"""Documents in markup formats pandoc reads (Word, OpenDocument, RTF, Typst, reStructuredText, Org) -> HTML.

pandoc (the binary the `pypandoc-binary` wheel ships) turns each of them into one
HTML page, which importer.parsers.html reads like any homepage: headings, lists,
tables (a row's dates cell put after the entry), emphasis and links become the
markdown the text reader reads. HTML rather than markdown as the meeting point,
so the rules for tables and list items live in one reader. With `--standalone`
the document's own title and author (a Word file's properties, a Typst
`#set document`, an Org `#+AUTHOR:`) come as <title> and <meta name="author">,
the name hints the HTML reader already uses.

LaTeX stays with importer.parsers.latex. Measured on a real CV of the corpus written with
a CV class (\\name{...}, \\info{...} and a tabular of degrees): pandoc's output has no
name, e-mail or homepage (it drops the macros it does not know), so the file would fail
for want of an owner; latex.py reads the name, the contact lines and the same degrees.

Markdown stays with importer.parsers.text too. Measured on the seeds and the corpus sets,
markdown read through pandoc (`markdown+hard_line_breaks` to HTML, then the HTML reader)
scored lower than the text reader on the same files (seeds 0.963 against 0.998, set1 0.955
against 0.957, set2 and the fictional eval equal): one markdown CV lost 9 of its 37 papers
(bold title paragraphs, each followed by its author and venue lines, came back as one block),
and the asterisks that mark equal contribution after an author's name became emphasis. CVs
typed in markdown use its signs as punctuation as often as as markup; the text reader reads
them line by line, as they were typed.

pandoc runs as a child of the parse process under bounds of its own, so it can
never outlive or outgrow the parse: `--sandbox` (no file or network is read:
an `.. include::`, `#+INCLUDE:` or `#include` of the document reads nothing), a
wall-clock timeout, a CPU-time limit and a heap limit (`+RTS -M`), and the
signal to die when its parent dies (a parse child killed at its own limit takes
pandoc with it).
"""

from __future__ import annotations

import os
import re
import resource
import signal
import subprocess

from . import lazy_re
from .records import DocumentError
from .typst_grids import year_rows
from .word_pages import word_page

__all__ = ["PANDOC_FORMATS", "pandoc_to_html", "typst_fallback_markdown"]

# The importer's format name -> (pandoc's reader, the words a report uses for the format).
PANDOC_FORMATS = {
    "docx": ("docx", "Word document"),
    "odt": ("odt", "OpenDocument text"),
    "rtf": ("rtf", "RTF document"),
    "typst": ("typst", "Typst document"),
    "rst": ("rst", "reStructuredText document"),
    "org": ("org", "Org document"),
}
PANDOC_SECONDS = 20  # below the parse child's own limit (30 s by default), so pandoc's failure is named
PANDOC_HEAP_MB = 768  # what pandoc may allocate; the parse child's own memory limit is also inherited

_PR_SET_PDEATHSIG = 1


def _pandoc_path() -> str:
    try:
        import pypandoc  # the wheel that ships the binary; imported when a document needs it

        return pypandoc.get_pandoc_path()
    except (ImportError, OSError) as err:
        raise DocumentError(f"pandoc is not installed, so this format cannot be read ({err})") from None


def _child_bounds():
    """What pandoc's process runs before pandoc does: die with the parse child, use no more CPU than allowed.

    Made before the fork (ctypes is imported here, when a document needs pandoc, not in the child)."""
    import ctypes.util  # imported when a document needs pandoc

    libc_name = ctypes.util.find_library("c")
    libc = ctypes.CDLL(libc_name, use_errno=True) if libc_name else None
    cpu = int(PANDOC_SECONDS) + 1

    def bound() -> None:
        if libc is not None:
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        try:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        except (ValueError, OSError):
            pass

    return bound


def pandoc_to_html(data: bytes, kind: str) -> str:
    """The document (`kind`: a key of PANDOC_FORMATS) as a standalone HTML page; DocumentError when pandoc fails.

    A Word or OpenDocument page is then tidied by importer.parsers.word_pages: list entries made whole, form
    tables of labels written as lines, the page header's name given as the author."""
    reader, label = PANDOC_FORMATS[kind]
    command = [
        _pandoc_path(),
        "--sandbox",
        "--from",
        reader,
        "--to",
        "html5",
        "--standalone",
        "--wrap=none",
        "--metadata",
        "pagetitle= ",  # no warning for a document without a title
        "+RTS",
        f"-M{PANDOC_HEAP_MB}m",
        "-RTS",
    ]
    try:
        run = subprocess.run(
            command,
            input=data,
            capture_output=True,
            timeout=PANDOC_SECONDS,
            preexec_fn=_child_bounds(),
            env={"PATH": os.environ.get("PATH", ""), "LANG": "C.UTF-8"},
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise DocumentError(f"reading the {label} took longer than {PANDOC_SECONDS} s; it was stopped") from None
    except OSError as err:
        raise DocumentError(f"pandoc could not be started to read the {label}: {err}") from None
    if run.returncode != 0:
        if run.returncode in (-signal.SIGKILL, -signal.SIGXCPU, 251):  # 251: the heap limit
            raise DocumentError(f"reading the {label} needed more time or memory than allowed; it was stopped")
        reason = run.stderr.decode("utf-8", "replace").strip().splitlines()
        raise DocumentError(f"the {label} could not be read: {(reason or ['pandoc failed'])[-1][:300]}")
    page = run.stdout.decode("utf-8", "replace")
    return word_page(page, data, kind) if kind in ("docx", "odt") else page


_TYPST_HEADING_RE = lazy_re.compile(r"^(=+)\s+(.*)$")
# the template's set-up, and what stands for a bibliography's entries (`#cite(<key>, form: "full")`): no words
_TYPST_SETUP_RE = lazy_re.compile(r"^\s*#(?:import|include|set|show|let|bibliography|cite)\b")
_TYPST_GRID_RE = lazy_re.compile(r"^\s*#(?:grid|table)\s*\((.*)\)\s*$")
_TYPST_CALL_RE = lazy_re.compile(r"^\s*#[\w.-]+\s*\((.*)\)\s*(?:\[(.*)\])?\s*$")
_TYPST_LET_RE = lazy_re.compile(r'^\s*#let\s+(\w+)\s*=\s*"((?:[^"\\]|\\.)*)"')
_TYPST_OWNER_KEYS = {
    "name",
    "author",
    "firstname",
    "lastname",
    "email",
    "phone",
    "homepage",
    "github",
    "linkedin",
    "orcid",
    "personal-site",
    "website",
}
# A string argument, or a content block as argument (brilliant-cv: `title: [Research Scientist]`).
_TYPST_STRING_RE = lazy_re.compile(r'(?:(\w[\w-]*)\s*:\s*)?(?:"((?:[^"\\]|\\.)*)"|\[([^\[\]"]*)\])')


def typst_fallback_markdown(text: str) -> str:
    """A Typst CV written with a template package pandoc cannot fetch (`#import "@preview/..."`), read plainly.

    pandoc evaluates Typst and stops at the first function of a package it does not have; the
    document is still headings and one call per entry whose arguments are the entry's words:
    `#edu(institution: "Westvale University", degree: "PhD")` -> "Westvale University, PhD"; a call with a
    block of lines (`#education(...)[` lines `]`) is that entry with its lines under it; the call that opens
    the CV with a `name:` (`#info(name: "...")`) says who it is about; `// comments` are no text.
    """
    lines, owner, in_item, headed = [], {}, False, False
    source = [line for line in text.split("\n") if not _TYPST_COMMENT_RE.match(line)]  # "// phone: ...": no text
    for line in _typst_statements(source):
        edge = _TYPST_BLOCK_EDGE_RE.match(line)
        if edge:  # "#resume-item[" / "]": the block's lines are read as they are
            words = _typst_words(_typst_arguments(edge.group(1) or ""))
            if words:  # `#education(institution: "...", date: "...")[` then its lines: an entry, detailed under it
                lines += ["", "- " + ", ".join(_typst_inline(w) for w in words)]
            in_item = bool(words)
            continue
        heading = _TYPST_HEADING_RE.match(line)
        if heading:
            lines += ["", f"{'#' * min(len(heading.group(1)) + 1, 6)} {heading.group(2).strip()}", ""]
            in_item, headed = False, True
            continue
        if in_item and line.strip():
            lines.append("  - " + _typst_inline(line))
            continue
        # the template's set-up, or the call that opens the CV with who it is about (`#info(name: "...")`)
        if _TYPST_SETUP_RE.match(line) or (not headed and _TYPST_NAMED_CALL_RE.match(line)):
            let = _TYPST_LET_RE.match(line)
            pairs = [(let.group(1), let.group(2))] if let else _typst_arguments(line)
            for key, value in pairs:
                if key.lower() in _TYPST_OWNER_KEYS and value.strip():
                    key = "homepage" if key.lower() in ("personal-site", "website") else key.lower()
                    owner.setdefault(key, value.strip())
            position = _TYPST_POSITIONS_RE.search(line)  # modern-cv: positions: ("Research Scientist", ...)
            if position:
                owner.setdefault("position", position.group(1).strip())
            continue
        grid = _TYPST_GRID_RE.match(line)
        rows = year_rows(grid.group(1)) if grid else None
        if rows:  # `#grid(columns: 2, [2022], [citation], ...)`: each year over the entry beside it
            lines += [part for year, entry in rows for part in ("", year, "", "- " + _typst_inline(entry))]
            continue
        call = _TYPST_CALL_RE.match(line)
        if call:
            words = _typst_words(_typst_arguments(call.group(1)))
            if call.group(2):
                words.append(call.group(2))
            if words:
                lines.append("- " + ", ".join(_typst_inline(w) for w in words))
            continue
        lines.append(_typst_inline(line))
    name = owner.pop("name", None) or owner.pop("author", None)
    first, last = owner.pop("firstname", ""), owner.pop("lastname", "")
    name = name or f"{first} {last}".strip()
    if re.fullmatch(r"[\w-]+(?:\.[\w-]+)+(?:/\S*)?", owner.get("homepage", "")):  # "me.example.net": a bare host
        owner["homepage"] = "https://" + owner["homepage"]
    top = ([f"# {name}", ""] if name else []) + [f"{key.title()}: {value}" for key, value in owner.items()]
    return "\n".join([*top, *lines]).strip() + "\n"


_TYPST_BLOCK_EDGE_RE = lazy_re.compile(r"^\s*(?:#[\w.-]+\s*(?:\(([^()]*)\))?\s*\[|\])\s*$")
_TYPST_COMMENT_RE = lazy_re.compile(r"^\s*//")
_TYPST_NAMED_CALL_RE = lazy_re.compile(r'^\s*#[\w.-]+\s*\(.*\bname\s*:\s*"')
_TYPST_POSITIONS_RE = lazy_re.compile(r'\bpositions?\s*:\s*\(?\s*"((?:[^"\\]|\\.)*)"')
_TYPST_PLACE_KEYS = frozenset({"location", "address", "city", "country", "place"})
_TYPST_STATEMENT_LINES = 200  # one call's arguments; a call left open longer than this is not joined


def _typst_statements(lines: list[str]) -> list[str]:
    """Lines, with a call written over several lines (`#resume-entry(` ... `)`) joined into one."""
    joined, index = [], 0
    while index < len(lines):
        line, depth = lines[index], _typst_depth(lines[index])
        end = index
        if line.lstrip().startswith("#") and depth > 0:
            while depth > 0 and end + 1 < len(lines) and end - index < _TYPST_STATEMENT_LINES:
                end += 1
                depth += _typst_depth(lines[end])
            if depth == 0:
                line = " ".join(part.strip() for part in lines[index : end + 1])
            else:
                end = index  # never closed: read line by line
        joined.append(line)
        index = end + 1
    return joined


def _typst_arguments(text: str) -> list[tuple[str, str]]:
    """(key, value) of the string and content-block arguments of a call; key "" for a positional one. A
    colour (`accent-color: rgb("#7a3b12")`, `fill: "#eee"`) is how the entry looks, none of its words."""
    text = _TYPST_COLOUR_CALL_RE.sub(" ", text)
    return [
        (key, string or block)
        for key, string, block in _TYPST_STRING_RE.findall(text)
        if not _TYPST_COLOUR_KEY_RE.search(key) and not _TYPST_COLOUR_VALUE_RE.fullmatch(string or block)
    ]


_TYPST_COLOUR_CALL_RE = lazy_re.compile(r"\b(?:rgb|luma|cmyk|oklab|oklch|color\.\w+)\s*\([^()]*\)")
_TYPST_COLOUR_KEY_RE = lazy_re.compile(r"colou?r|fill|stroke", re.I)
_TYPST_COLOUR_VALUE_RE = lazy_re.compile(r"\s*#[0-9a-fA-F]{3,8}\s*")


def _typst_depth(line: str) -> int:
    """Parentheses opened minus closed on a line, strings and comments left out."""
    code = re.sub(r'"(?:[^"\\]|\\.)*"', "", line).split("//")[0]
    return code.count("(") - code.count(")")


def _typst_words(pairs) -> list[str]:
    """The string arguments of one call; a start and an end date written as one range; places left out."""
    words, start = [], None
    for key, value in pairs:
        if not value.strip() or key.lower() in _TYPST_PLACE_KEYS:
            continue
        if re.search(r"(?:^|-)(?:start|from)(?:-date)?$", key):
            start = value
        elif start is not None and re.search(r"(?:^|-)(?:end|to|until)(?:-date)?$", key):
            words.append(f"{start} – {value}")
            start = None
        else:
            words.append(value)
    return [*words, start] if start else words


def _typst_inline(value: str) -> str:
    value = re.sub(r"(?<![\w*])\*([^*\n]+)\*(?![\w*])", r"**\1**", value)  # Typst *strong* is markdown **strong**
    value = _TYPST_LINK_RE.sub(r"[\2](\1)", value)  # #link("https://...")[label]: a markdown link
    value = _TYPST_CONTENT_CALL_RE.sub(r"\1", value)  # #journal()[Title], #text(navy)[Title]: the content
    value = _TYPST_BRACKETED_LINK_RE.sub(r"\1", value)  # "[#link(...)[2212.11977]]": the link, unbracketed
    value = re.sub(r"#\w+\([^()]*\)", " ", value)  # #h(1fr), #v(2pt): spacing
    value = re.sub(r"(?<!\\)\\\s*$", "", value)  # a line break at the end ("Supervisor: A. Ruiz\\")
    return value.replace("\\@", "@").replace("\\#", "#").strip()


_TYPST_LINK_RE = lazy_re.compile(r'#link\("([^"\s]+)"\)\[([^\[\]]*)\]')
_TYPST_CONTENT_CALL_RE = lazy_re.compile(r"#[\w.-]+(?:\([^()]*\))?\[([^\[\]]*)\]")
_TYPST_BRACKETED_LINK_RE = lazy_re.compile(r"\[\s*(\[[^\[\]]*\]\([^()\s]*\))\s*\]")
