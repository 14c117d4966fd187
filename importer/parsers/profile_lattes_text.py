"""A Lattes CV exported as PDF or RTF (its text), written as a homepage's markdown.

The export prints the name and "Curriculum Vitae" at the top, then sections under their fixed titles
("Formação acadêmica/titulação", "Atuação profissional", "Produção bibliográfica", ...), set apart by
rules of underscores. A degree opens with its years ("2011 - 2015 Doutorado em Ecologia."), its
institution on the next line; an institution of "Atuação profissional" is numbered ("1. Universidade
... - UFPN") and its bonds open with their years ("2016 - Atual Vínculo: ..., Enquadramento
funcional: Professora Adjunta"). A paper is numbered, its authors on the first line ("1. LIMA, C. F.,
QUINTELA, M. T."), its title and venue on the next. Read as plain text, the authors' line is taken
for a paper and the title for its venue; here each part is put where the markdown reader expects it.
Text in, markdown (or None when the text is no Lattes export) out.
"""

from __future__ import annotations

import re

from . import lazy_re
from .profile_lattes import PAPER_GROUPS, POSITION_RE, lattes_citation, years_span

__all__ = ["lattes_text_markdown"]

MAX_LINES = 20000
_RULE_RE = lazy_re.compile(r"^_{10,}\s*$")
_YEARS_LINE_RE = lazy_re.compile(r"^((?:19|20)\d\d\s*-\s*(?:(?:19|20)\d\d|atual|actual))\s+(.+)$", re.I)
_NUMBERED_RE = lazy_re.compile(r"^(\d{1,4})\.\s+(.+)$")
# "LIMA, C. F., QUINTELA, M. T.": a comma after an initial, then the next surname in capitals
_AUTHOR_BREAK_RE = lazy_re.compile(r"(?<=\.),\s+(?=[A-ZÀ-Ý][A-ZÀ-Ý'\- ]+,)")
# The export's section titles: a line that is one of them starts a section.
_SECTION_RE = lazy_re.compile(
    r"^(?:dados pessoais|forma[çc][ãa]o acad[êe]mica/titula[çc][ãa]o|p[óo]s-doutorado|forma[çc][ãa]o complementar|"
    r"atua[çc][ãa]o profissional|linhas de pesquisa|projetos de pesquisa|[áa]reas de atua[çc][ãa]o|idiomas|"
    r"pr[êe]mios e t[íi]tulos|produ[çc][ãa]o|produ[çc][õo]es|produ[çc][ãa]o bibliogr[áa]fica|produ[çc][ãa]o t[ée]cnica|"
    r"demais tipos de produ[çc][ãa]o t[ée]cnica|bancas|eventos|orienta[çc][õo]es(?: e supervis[õo]es)?|"
    r"outras informa[çc][õo]es relevantes)\s*$",
    re.I,
)
_SUBGROUP_RE = lazy_re.compile(
    r"^(?:artigos|livros|cap[íi]tulos|trabalhos|resumos|apresenta[çc][õo]es|textos? em jornais|outras produ)", re.I
)


def looks_like_lattes_text(text: str) -> bool:
    head = text[:3000].lower()
    return ("curriculum vitae" in head or "lattes.cnpq.br" in head) and bool(
        re.search(r"^forma[çc][ãa]o acad[êe]mica/titula[çc][ãa]o\s*$", text, re.I | re.M)
    )


# The CV's page on the Lattes site, copied as text, prints what the export puts on one line on two: the
# years over the degree or the bond ("2008 - 2012" / "Doutorado em Química."), the number over the paper
# ("1." / "SILVA, A. ; ..."); it prints the institution of a post unnumbered, over "Vínculo institucional",
# and the page's controls and counts among the papers ("Ordenar por", "Citações:WEB OF SCIENCE 3").
_LONE_YEARS_RE = lazy_re.compile(r"^(?:19|20)\d\d\s*-\s*(?:(?:19|20)\d\d|atual|actual)$", re.I)
_LONE_NUMBER_RE = lazy_re.compile(r"^\d{1,4}\.$")
_PAGE_CONTROL_RE = lazy_re.compile(
    r"^(?:ordenar por|ordem cronol[óo]gica|ordem de import[âa]ncia|cita[çc][õo]es\s*:)", re.I
)
_BOND_HEADING = "vínculo institucional"


def _as_export_lines(lines: list[str]) -> list[str]:
    """The page's copy in the export's layout (the export's own lines pass unchanged)."""
    out: list[str] = []
    for line in lines:
        if _PAGE_CONTROL_RE.match(line):
            continue
        if out and (_LONE_YEARS_RE.match(out[-1]) or _LONE_NUMBER_RE.match(out[-1])) and line:
            out[-1] = f"{out[-1]} {line}"
            continue
        unnumbered = out and out[-1] and not _NUMBERED_RE.match(out[-1]) and not _RULE_RE.match(out[-1])
        if line.lower() == _BOND_HEADING and unnumbered:
            out[-1] = f"0. {out[-1]}"  # the institution above its bonds, numbered as the export numbers it
        out.append(line)
    return out


def _sections(lines: list[str]) -> list[tuple[str, list[str]]]:
    sections: list[tuple[str, list[str]]] = [("", [])]
    for line in lines:
        if _SECTION_RE.match(line):
            sections.append((line.lower(), []))
        elif line and not _RULE_RE.match(line):
            sections[-1][1].append(line)
    return sections


def _education(lines: list[str]) -> list[str]:
    items: list[str] = []
    for number, line in enumerate(lines):
        if match := _YEARS_LINE_RE.match(line):
            institution = lines[number + 1] if number + 1 < len(lines) else ""
            if _YEARS_LINE_RE.match(institution):
                institution = ""
            parts = [match.group(2).rstrip(" ."), institution.rstrip(" .")]
            items.append(f"- {', '.join(p for p in parts if p)}, {years_span(match.group(1))}")
    return items


def _experience(lines: list[str]) -> list[str]:
    items: list[str] = []
    institution = ""
    joined = _joined_bonds(lines)
    for line in joined:
        if numbered := _NUMBERED_RE.match(line):
            institution = numbered.group(2).strip()
        elif (match := _YEARS_LINE_RE.match(line)) and institution:
            position = POSITION_RE.search(match.group(2))
            if match.group(2).lower().startswith("vínculo") or position:
                title = position.group(1).strip() if position else match.group(2).split(",")[0].split(":")[-1]
                items.append(f"- {title.strip()}, {institution}, {years_span(match.group(1))}")
    return items


def _joined_bonds(lines: list[str]) -> list[str]:
    """A bond's line wrapped by the page ("Carga\\nhorária: 40") joined again."""
    joined: list[str] = []
    for line in lines:
        if joined and _YEARS_LINE_RE.match(joined[-1]) and re.match(r"^[a-zà-ý]", line):
            joined[-1] += " " + line
        else:
            joined.append(line)
    return joined


def _productions(lines: list[str]) -> list[str]:
    out: list[str] = []
    group = None
    entry: list[str] = []

    def close() -> None:
        if entry and group:
            authors = _AUTHOR_BREAK_RE.sub("; ", entry[0]).rstrip(" .,")
            rest = " ".join(entry[1:])
            out.append(f"- {lattes_citation(f'{authors}. {rest}', group)}")
        entry.clear()

    for line in lines:
        numbered = _NUMBERED_RE.match(line)
        if not numbered and _SUBGROUP_RE.match(line):
            close()
            group = next((name for pattern, name in PAPER_GROUPS if pattern.search(line)), None)
            if group:
                out += ["", f"### {group}", ""]
        elif numbered:
            close()
            entry.append(numbered.group(2))
        elif entry:
            entry.append(line)
    close()
    return out


_READERS = (
    (lazy_re.compile(r"^forma[çc][ãa]o acad[êe]mica", re.I), "Education", _education),
    (lazy_re.compile(r"^atua[çc][ãa]o profissional", re.I), "Professional experience", _experience),
    (lazy_re.compile(r"^produ[çc][ãa]o(?: bibliogr[áa]fica)?$", re.I), "Publications", _productions),
)


def lattes_text_markdown(text: str) -> str | None:
    """The CV as markdown when the text is a Lattes export, else None."""
    if not looks_like_lattes_text(text):
        return None
    lines = _as_export_lines([line.strip() for line in text.split("\n")[:MAX_LINES]])
    name = next((line for line in lines if line and line.lower() != "curriculum vitae"), "")
    out = [f"# {name}", ""]
    papers: list[str] = []
    for title, body in _sections(lines):
        for pattern, heading, read in _READERS:
            if title and pattern.match(title):
                items = read(body)
                if heading == "Publications":
                    papers += items
                elif items:
                    out += [f"## {heading}", "", *items, ""]
    if papers:
        out += ["## Publications", *papers, ""]
    return "\n".join(out).strip() + "\n"
