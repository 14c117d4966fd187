"""A Lattes CV (Brazil's national CV platform, lattes.cnpq.br) saved as HTML, written as a homepage's markdown.

Every Lattes CV has the same markup: the name in `h2.nome`, the summary in `p.resumo`, and sections in
`div.title-wrapper` blocks (an `<h1>` and an anchor naming the section) of `layout-cell` rows: a narrow
cell (years, or a label such as "Vínculo institucional") beside a wide one (the entry). Productions are
grouped under `div.cita-artigos` subheadings ("Artigos completos publicados em periódicos",
"Capítulos de livros publicados", ...), journal articles in `div.artigo-completo`, each entry cited in
the ABNT style ("SILVA, J. A.; SOUZA, M. . Title. Journal, v. 12, p. 1-10, 2019.") after hidden
sorting spans (`informacao-artigo`). Supervisions, talks, abstracts and other productions are not
papers and are left out.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["PAPER_GROUPS", "POSITION_RE", "lattes_citation", "lattes_markdown", "years_span"]

MAX_ROWS = 5000
_SPACES_RE = lazy_re.compile(r"\s+")
_YEARS_RE = lazy_re.compile(r"^((?:19|20)\d\d)\s*(?:-\s*((?:19|20)\d\d|atual|actual|present))?$", re.I)
# The production groups that hold papers, by the words of their subheading, and the heading written for them.
PAPER_GROUPS = (
    (lazy_re.compile(r"^artigos completos publicados", re.I), "Journal articles"),
    (lazy_re.compile(r"^artigos aceitos", re.I), "Accepted articles"),
    (lazy_re.compile(r"^livros publicados", re.I), "Books"),
    (lazy_re.compile(r"^cap[ií]tulos de livros", re.I), "Book chapters"),
    # "(completo)" in the PDF export; "(resumo)", "(resumo expandido)" are abstracts, not papers
    (
        lazy_re.compile(
            r"^trabalhos (?:completos publicados em anais|publicados em anais de eventos \(completo\))", re.I
        ),
        "Conference papers",
    ),
)
# ABNT's "In: LIRA, R. B. (Org.). Book title. 1ed. City: Publisher, 2020": the book, its editors left out
# (read as the proceedings of a meeting otherwise).
_CHAPTER_RE = lazy_re.compile(r"\bIn:\s*(?:[^()]{1,300}?\((?:orgs?|eds?|coords?)\.?\)\.?\s*)?([^.]{3,300})\.\s*", re.I)
POSITION_RE = lazy_re.compile(r"enquadramento funcional\s*:\s*([^,.]+)", re.I)


def _text(element) -> str:
    return _SPACES_RE.sub(" ", element.text_content().replace("\u00a0", " ")).strip() if element is not None else ""


def _classes(element) -> set[str]:
    return set((element.get("class") or "").split())


def _lines(element) -> list[str]:
    """The element's text cut at its <br> tags."""
    parts = [element.text or ""]
    for child in element.iter():
        if child is element:
            continue
        if isinstance(child.tag, str) and child.tag == "br":
            parts.append("\n")
        elif isinstance(child.tag, str) and "informacao-artigo" in _classes(child):
            parts.append(child.tail or "")
            continue
        else:
            parts.append(child.text or "")
        parts.append(child.tail or "")
    return [line for line in (_SPACES_RE.sub(" ", p).strip() for p in "".join(parts).split("\n")) if line]


def _cells(section) -> list[tuple[str, object]]:
    """The section's rows in page order: ("label", narrow cell), ("entry", wide cell), ("group", subheading)."""
    rows = []
    for element in section.iter():
        classes = _classes(element)
        if "inst_back" in classes or "cita-artigos" in classes:
            rows.append(("group", element))
        elif "layout-cell" in classes and ("layout-cell-3" in classes or "layout-cell-1" in classes):
            rows.append(("label", element))
        elif "layout-cell" in classes and ("layout-cell-9" in classes or "layout-cell-11" in classes):
            rows.append(("entry", element))
        if len(rows) >= MAX_ROWS:
            break
    return rows


def years_span(label: str) -> str:
    match = _YEARS_RE.match(label)
    if not match:
        return ""
    end = match.group(2) or ""
    end = "present" if end.lower() in ("atual", "actual", "present") else end
    return f"{match.group(1)} – {end}" if end else match.group(1)


def _education(section) -> list[str]:
    items, years = [], ""
    for kind, cell in _cells(section):
        if kind == "label":
            years = years_span(_text(cell))
        elif kind == "entry" and years:
            lines = [line.rstrip(" .") for line in _lines(cell)]
            if lines:
                items.append(f"- {', '.join(lines[:2])}, {years}")
            years = ""
    return items


def _experience(section) -> list[str]:
    """One item per bond ("Vínculo") with an institution: its position and years."""
    items, institution, label = [], "", ""
    for kind, cell in _cells(section):
        if kind == "group":
            institution = _text(cell).rstrip(" .")
            label = ""
        elif kind == "label":
            label = _text(cell)
        elif kind == "entry" and institution and years_span(label):
            text = _text(cell)
            position = POSITION_RE.search(text)
            if text.lower().startswith("vínculo") or position:
                title = position.group(1).strip() if position else text.split(",")[0].split(":")[-1].strip()
                items.append(f"- {title}, {institution}, {years_span(label)}")
    return items


def lattes_citation(citation: str, group: str) -> str:
    """An ABNT citation of a Lattes CV tidied for the citation reader: "SOUZA, M. . Title" loses its
    doubled stop, "Journal. , v.41" its stray comma; a chapter names its book, not its editors, and
    no volume ("v. 1" of a book reads as a journal's)."""
    citation = re.sub(r"\s+;", ";", citation)
    citation = re.sub(r"\s*\.\s+\.\s*", ". ", citation)
    citation = re.sub(r"\.\s*,\s*", ", ", citation)
    citation = re.sub(r"(?<=[^.\s])\s+In:", ". In:", citation, count=1)  # "Title In: Book" (the PDF export)
    if group == "Book chapters":
        citation = _CHAPTER_RE.sub(lambda m: f"In *{m.group(1).strip()}*, ", citation, count=1)
        citation = re.sub(r",\s*v\.\s*\d+\s*(?=,)", "", citation)
    return citation.strip()


def _productions(section) -> list[str]:
    lines: list[str] = []
    heading = None
    for kind, cell in _cells(section):
        if kind == "group":
            words = _text(cell)
            heading = next((name for pattern, name in PAPER_GROUPS if pattern.search(words)), None)
            if heading:
                lines += ["", f"### {heading}", ""]
        elif kind == "entry" and heading:
            citation = lattes_citation(" ".join(_lines(cell)), heading)
            doi = next((a.get("href") for a in cell.iter("a") if "doi" in (a.get("href") or "")), None)
            if citation:
                lines.append(f"- {citation}" + (f" [DOI]({doi})" if doi else ""))
    return lines


_SECTIONS = (
    (lazy_re.compile(r"^forma[çc][ãa]o acad[êe]mica", re.I), "Education", _education),
    (lazy_re.compile(r"^atua[çc][ãa]o profissional", re.I), "Professional experience", _experience),
    (lazy_re.compile(r"^produ[çc][õo]es", re.I), "Publications", _productions),
)


def lattes_markdown(root) -> str | None:
    """The CV as markdown when the page is a Lattes CV, else None."""
    sections = root.xpath(".//div[contains(concat(' ', normalize-space(@class), ' '), ' title-wrapper ')][h1]")
    name_element = next(iter(root.xpath(".//*[contains(concat(' ', normalize-space(@class), ' '), ' nome ')]")), None)
    if name_element is None or not any(_text(s.find("h1")).lower().startswith("produ") for s in sections):
        return None
    out = [f"# {_text(name_element)}", ""]
    summary = next(iter(root.xpath(".//p[contains(concat(' ', normalize-space(@class), ' '), ' resumo ')]")), None)
    if summary is not None:
        for note in summary.xpath(".//span"):
            note.drop_tree()  # "(Texto informado pelo autor)"
        out += [_text(summary), ""]
    for section in sections:
        title = _text(section.find("h1"))
        for pattern, heading, read in _SECTIONS:
            if pattern.search(title):
                items = read(section)
                if items:
                    out += [f"## {heading}", "", *items, ""]
    return "\n".join(out).strip() + "\n"
