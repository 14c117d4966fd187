"""A file whose content is in other files it includes: a LaTeX main file of `\\input{...}` lines, a
Quarto page of `{{< include _cv.qmd >}}`, a Sphinx page of `.. bibliography:: refs.bib`.

Such a file names no one and lists nothing, so reading it finds no owner; what the admin needs to
hear is where the content is. `included_files` says which files a document only includes;
`includes_only_error` is the failure that names them, which the reader raises instead of "no owner".
"""

from __future__ import annotations

import re

from . import lazy_re
from .decoding import decode, normalise
from .records import DocumentError

__all__ = ["included_files", "includes_only_error"]

_INCLUDE_RES = (
    # LaTeX: \input{sections/header}, \include{pubs}, \subfile{cv/education}, \import{dir/}{file}
    lazy_re.compile(r"\\(?:input|include|subfile|subimport|import)\s*\{([^{}\n]*)\}(?:\s*\{([^{}\n]*)\})?"),
    # LaTeX's list of papers made from BibTeX files: \bibliography{refs}, \addbibresource{refs.bib}
    lazy_re.compile(r"\\(?:bibliography|addbibresource)\s*(?:\[[^\]\n]*\])?\{([^{}\n]*)\}"),
    # Quarto and Hugo shortcodes: {{< include _cv.qmd >}}, {{< readfile file="cv.md" >}}, {{% include "x.md" %}}
    lazy_re.compile(r"\{\{[<%]\s*(?:include|readfile)\s+(?:file\s*=\s*)?[\"']?([^\s\"'>%]+)[\"']?\s*[>%]\}\}"),
    # Jekyll: {% include cv.md %}, {% include_relative _pages/cv.md %}
    lazy_re.compile(r"\{%-?\s*include(?:_relative)?\s+([^\s%]+)[^%\n]*-?%\}"),
    # reStructuredText and Sphinx: .. include:: cv.rst, .. bibliography:: refs.bib (with its options below)
    lazy_re.compile(r"^\.\.\s+(?:include|literalinclude|bibliography)::[ \t]*(\S*)[^\n]*(?:\n[ \t]+:[^\n]*)*", re.M),
    # Typst: #include "sections/cv.typ"; mkdocs snippets: --8<-- "cv.md"
    lazy_re.compile(r"^[ \t]*#include\s+\"([^\"\n]+)\"", re.M),
    lazy_re.compile(r"^[ \t]*-{2}8<-{2}\s+\"([^\"\n]+)\"", re.M),
)
_FRONT_MATTER_RE = lazy_re.compile(r"\A---\n.*?\n---[ \t]*\n", re.S)
_COMMENT_RES = (
    lazy_re.compile(r"(?<![\\{])%(?!\})[^\n]*"),  # LaTeX (a Liquid tag's "{%" and "%}" are no comment)
    lazy_re.compile(r"<!--.*?-->", re.S),  # HTML, markdown
    lazy_re.compile(r"^[ \t]*//[^\n]*", re.M),  # Typst
)
# what else such a file holds: commands and their arguments, set-up lines, headings' underlines, fences
_LAYOUT_RES = (
    lazy_re.compile(r"\\[A-Za-z@]+\*?(?:\s*\[[^\]\n]*\])*(?:\s*\{[^{}\n]*\})*"),
    lazy_re.compile(r"^[ \t]*#(?:set|show|import|let)\b[^\n]*", re.M),
    lazy_re.compile(r"^[=\-~^*#:`]{3,}[^\n]*$", re.M),
)
_WORD_RE = lazy_re.compile(r"[^\W\d_]{2,}")
_HEADING_WORDS = 4  # "Curriculum Vitae", "Publications": a heading over the includes, no content of its own


def included_files(text: str) -> list[str]:
    """The files `text` includes when it holds nothing of its own besides them (comments, layout
    commands, front matter and a short heading aside); [] when it includes nothing or has content."""
    text = _FRONT_MATTER_RE.sub("", text, count=1)
    for comment in _COMMENT_RES:
        text = comment.sub("", text)
    included: list[str] = []

    def take(match: re.Match) -> str:
        path = "".join(group for group in match.groups() if group)
        if not path and "bibliography::" in match.group(0):  # sphinxcontrib-bibtex: the files conf.py names
            path = "the .bib files of bibtex_bibfiles in conf.py"
        if match.group(0).startswith("\\bibliography"):  # \bibliography{refs,more}: refs.bib and more.bib
            path = ", ".join(p.strip() if p.strip().endswith(".bib") else f"{p.strip()}.bib" for p in path.split(","))
        if path and path not in included:
            included.append(path)
        return " "

    for include in _INCLUDE_RES:
        text = include.sub(take, text)
    if not included:
        return []
    for layout in _LAYOUT_RES:
        text = layout.sub(" ", text)
    return included if len(_WORD_RE.findall(text)) <= _HEADING_WORDS else []


def includes_only_error(name: str, data: bytes) -> DocumentError | None:
    """The failure of a file that only includes others, naming them; None for any other file (a PDF or a
    Word file, which includes none)."""
    try:
        text = normalise(decode(bytes(data)))
    except DocumentError:
        return None
    included = included_files(text)
    if not included:
        return None
    return DocumentError(
        f"{name} only includes other files ({', '.join(included)}): its content is in them; import those files instead"
    )
