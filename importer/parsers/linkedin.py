"""LinkedIn "Save to PDF" profiles: the laid-out text of the two columns, rewritten as a markdown CV.

The export has a narrow column (Contact, Top Skills, Languages, Certifications, Honors-Awards,
Publications) beside the main one (the name, the headline, the location, then Summary,
Experience, Education), with its headings in the profile's language. The PDF reader lays the
narrow column out first; this puts the name first and writes each position as one line:

    Company                     ->  - Senior Lecturer, Westvale University, September 2019 - Present
    Senior Lecturer                   Westvale, Imaginaria
    September 2019 - Present (5 years 3 months)
    Westvale, Imaginaria

(roles held at one company under its total time are each written with that company), and each
degree as "Degree, School, 2012 - 2016" from "School" over "Degree · (2012 - 2016)".
"""

from __future__ import annotations

import re

from . import lazy_re
from .pdfemphasis import plain_text

__all__ = ["add_listed_publications", "looks_like_linkedin", "linkedin_markdown"]

# The narrow column's headings in the languages LinkedIn writes a profile in (general words of the export).
_SIDEBAR_HEADINGS = {
    "contact": "Contact",
    "kontakt": "Contact",
    "coordonnées": "Contact",
    "contactar": "Contact",
    "contato": "Contact",
    "contatti": "Contact",
    "top skills": "Skills",
    "top-kenntnisse": "Skills",
    "principales compétences": "Skills",
    "aptitudes principales": "Skills",
    "principais competências": "Skills",
    "competenze principali": "Skills",
    "languages": "Languages",
    "sprachen": "Languages",
    "langues": "Languages",
    "idiomas": "Languages",
    "lingue": "Languages",
    "certifications": "Certifications",
    "zertifikate": "Certifications",
    "certificaciones": "Certifications",
    "certificações": "Certifications",
    "certificazioni": "Certifications",
    "honors-awards": "Honors and Awards",
    "auszeichnungen": "Honors and Awards",
    "distinctions": "Honors and Awards",
    "reconocimientos y premios": "Honors and Awards",
    "prêmios": "Honors and Awards",
    "riconoscimenti e premi": "Honors and Awards",
    "publications": "Publications",
    "veröffentlichungen": "Publications",
    "publicaciones": "Publications",
    "publicações": "Publications",
    "pubblicazioni": "Publications",
    "patents": "Patents",
    "patente": "Patents",
    "brevets": "Patents",
    "patentes": "Patents",
    "brevetti": "Patents",
}
_PROFILE_URL_RE = lazy_re.compile(r"linkedin\.com/in/", re.I)
_PAGE_RE = lazy_re.compile(r"^\s*(?:Page|Seite|Página|Pagina)\s+\d+\s+(?:of|von|de|di|sur)\s+\d+\s*$", re.I)
_YEAR = r"(?:19|20)\d\d"
# "September 2019 - Present (5 years 3 months)", "2016 - 2019 (3 Jahre)", "janvier 2020 - aujourd'hui (4 ans)".
_DATES_RE = lazy_re.compile(rf"^(?P<dates>[^()]*\b{_YEAR}\b[^()]*?)\s*\((?P<length>[^()]{{1,40}})\)\s*$")
# A company's total time above the roles held there: "3 years 2 months", "1 an 5 mois" (no year in it).
_LENGTH_ONLY_RE = lazy_re.compile(r"^\d{1,2}\s+\w+(?:\s+\d{1,2}\s+\w+)?$")
_PLACE_RE = lazy_re.compile(
    r"^[^.!?:;]{2,60}$"
)  # "Westvale, Imaginaria", "Greater Northfield Area": a short line, no sentence
_DEGREE_YEARS_RE = lazy_re.compile(rf"\s*[·•]?\s*\((?P<years>[^()]*\b{_YEAR}\b[^()]*)\)\s*$")


def looks_like_linkedin(text: str) -> bool:
    """The export's own marks: a profile address followed by "(LinkedIn)", and its narrow column's headings."""
    head = plain_text(text[:6000])
    if not (_PROFILE_URL_RE.search(head) and "(LinkedIn)" in head):
        return False
    return sum(1 for line in head.split("\n") if line.strip().casefold() in _SIDEBAR_HEADINGS) >= 2


def linkedin_markdown(text: str) -> str:
    from .text import classify_heading  # the one heading vocabulary

    # the export sets a name, a company, a heading in bold: nothing the rewrite needs marked
    lines = [line.strip() for line in plain_text(text).split("\n") if not _PAGE_RE.match(line)]
    sections: list[tuple[str, list[str]]] = [("", [])]  # (heading, lines); the first holds the name block
    for line in lines:
        key = line.casefold()
        if key in _SIDEBAR_HEADINGS:
            sections.append((_SIDEBAR_HEADINGS[key], []))
        elif line and len(line) < 60 and classify_heading(line) in ("bio", "experience", "education"):
            sections.append((line, []))
        else:
            sections[-1][1].append(line)
    identity = _identity(sections)
    out = identity
    for heading, body in sections:
        if heading == "Contact":
            out += _joined(body)
        elif heading in _SIDEBAR_HEADINGS.values():
            out += ["", f"## {heading}", ""] + [f"- {line}" for line in _joined(body) if line]
        elif heading and classify_heading(heading) == "experience":
            out += ["", f"## {heading}", ""] + _positions([b for b in body if b])
        elif heading and classify_heading(heading) == "education":
            out += ["", f"## {heading}", ""] + _degrees([b for b in body if b])
        elif heading:
            out += ["", f"## {heading}", ""] + body
    return "\n".join(out).strip() + "\n"


def _identity(sections) -> list[str]:
    """The name block (name, headline, location): the lines just above the main column's first heading.

    The PDF reader ends the narrow column with a blank line; without one, the last three lines are taken."""
    first_main = next((i for i, (h, _b) in enumerate(sections) if h and h not in _SIDEBAR_HEADINGS.values()), None)
    if first_main is None:
        return []
    heading, body = sections[first_main - 1]
    cut = max((i for i, line in enumerate(body) if not line), default=None)
    block = body[cut + 1 :] if cut is not None else body[-3:]
    del body[len(body) - len(block) :]
    block = [line for line in block if line]
    if not block:
        return []
    return [f"# {block[0]}", "", *block[1:], ""]


def _joined(body: list[str]) -> list[str]:
    """Lines the narrow column wrapped: an address or e-mail cut after "-", "/", "." or "@", a title whose
    next line begins in lower case."""
    out: list[str] = []
    for line in body:
        last = out[-1].split()[-1] if out and out[-1].split() else ""
        if line and re.search(r"[-/.@]$", last) and re.search(r"[/@.]", last[:-1]):
            out[-1] += line
        elif line and out and out[-1] and line[0].islower():
            out[-1] += " " + line
        else:
            out.append(line)
    return [_ADDRESS_RE.sub(_labelled_address, line) for line in out]


_ADDRESS_RE = lazy_re.compile(r"(?P<url>(?:https?://)?[\w.-]+\.[a-z]{2,}/\S*)\s*\((?P<label>[A-Za-z][\w ]{1,20})\)")


def _labelled_address(match) -> str:
    """ "www.linkedin.com/in/jdoe (LinkedIn)" -> "LinkedIn: https://www.linkedin.com/in/jdoe"."""
    url = match.group("url")
    return f"{match.group('label')}: {url if url.startswith('http') else 'https://' + url}"


def add_listed_publications(document, markdown: str) -> None:
    """The titles the narrow column lists under Publications, as the owner's papers.

    LinkedIn prints a title alone (no authors, venue or year), which the citation reader rightly
    does not take for a paper; the profile's owner is its one known author, the list marked incomplete."""
    from .records import ParsedAuthor, ParsedPublication

    owner = document.profile.name if document.profile is not None else None
    known = {p.title.casefold() for p in document.publications}
    inside = False
    for line in markdown.split("\n"):
        if line.startswith("## "):
            inside = line == "## Publications"
        elif inside and line.startswith("- ") and owner and line[2:].strip().casefold() not in known:
            title = line[2:].strip()
            document.publications.append(
                ParsedPublication(title=title, authors=[ParsedAuthor(owner, highlighted=True)], authors_truncated=True)
            )
            known.add(title.casefold())


def _positions(body: list[str]) -> list[str]:
    dated = [i for i, line in enumerate(body) if _DATES_RE.match(line)]
    out, company, grouped, previous = [], "", False, None
    for number, index in enumerate(dated):
        title = body[index - 1] if index >= 1 else ""
        before = index - 2
        if before >= 0 and _LENGTH_ONLY_RE.match(body[before]):
            company, grouped = (body[before - 1] if before >= 1 else ""), True  # the company's total time
        elif grouped and previous is not None and before <= previous + 1:
            pass  # the next role at the same company: only a location line lies between
        elif before >= 0 and (previous is None or before > previous):
            company, grouped = body[before], False
        dates = _DATES_RE.match(body[index]).group("dates")
        out.append(f"- {', '.join(p for p in (title, company, dates) if p)}")
        end = dated[number + 1] - 2 if number + 1 < len(dated) else len(body)
        details = body[index + 1 : max(end, index + 1)]
        if details and _PLACE_RE.match(details[0]):
            details = details[1:]  # the place under the dates: not a part of the employer's name
        out += [f"  {line}" for line in details]
        previous = index
    return out


def _degrees(body: list[str]) -> list[str]:
    out = []
    for index, line in enumerate(body):
        years = _DEGREE_YEARS_RE.search(line)
        if not years or index == 0:
            continue
        degree = line[: years.start()].strip(" ·•,")
        school = body[index - 1]
        out.append(f"- {', '.join(p for p in (degree, school, years.group('years').strip()) if p)}")
    return out
