"""A person's homepage or CV as text: sections, and the profile they describe.

`split_sections` finds headings written as markdown (`#`/`##`, any case),
whole-line bold, short plain lines naming a CV section ("EDUCATION",
"Professional Experience", "Awards & Honors"), and, in text extracted from a
PDF, the first tab-separated cell of a line. `parse_text_document` reads the
person (name, contact, position, education, experience, ...) and their
publications out of those sections.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .citations import document_vocabulary, find_legend, looks_like_name, parse_publications
from .links import NETWORK_LABELS, host_label, network_url
from .names import normalise_name, split_authors, strip_markers, title_case_name
from .owner import settle_owner
from .records import (
    DocumentError,
    ParsedAward,
    ParsedDocument,
    ParsedEducation,
    ParsedExperience,
    ParsedLink,
    ParsedProfile,
    ParsedPublication,
    ParsedService,
    ParsedTeaching,
)

MAX_LINE = 4000

__all__ = ["Section", "classify_heading", "split_sections", "parse_text_document"]

# --- sections ------------------------------------------------------------------------

SECTION_WORDS = {
    "teaching": {"teaching"},
    "publications": {
        "publications",
        "publication",
        "papers",
        "paper",
        "preprints",
        "manuscripts",
        "articles",
        "conference",
        "journal",
        "bibliography",
    },
    "patents": {"patents", "patent"},
    "awards": {
        "awards",
        "award",
        "honors",
        "honours",
        "honor",
        "scholarships",
        "scholarship",
        "fellowships",
        "prizes",
        "achievements",
        "grants",
    },
    "education": {"education", "educations", "degrees", "schooling"},
    "service": {"service", "services", "reviewing", "activities", "outreach"},
    "skills": {"skills", "skill", "technical", "tools", "languages"},
    "talks": {"talks", "talk", "presentations", "invited", "seminars"},
    "projects": {"projects", "project", "software", "systems"},
    "interests": {"interests", "interest", "topics"},
    "experience": {
        "experience",
        "experiences",
        "employment",
        "positions",
        "appointments",
        "internships",
        "internship",
        "career",
        "history",
    },
    "bio": {"about", "biography", "bio", "me", "summary", "introduction", "profile", "overview"},
    "news": {"news", "updates"},
    "contact": {"contact", "contacts"},
    "misc": {"hobbies", "misc", "miscellaneous", "personal", "others", "life", "fun"},
    # other people (a faculty member's students, a group roster): never the owner's facts or papers
    "people": {
        "students",
        "student",
        "advisees",
        "mentees",
        "mentoring",
        "advising",
        "supervision",
        "alumni",
        "members",
        "team",
        "collaborators",
    },
}
_FILLER = {
    "selected",
    "recent",
    "professional",
    "working",
    "work",
    "academic",
    "research",
    "and",
    "of",
    "the",
    "my",
    "other",
    "in",
    "for",
    "full",
    "list",
    "peer",
    "reviewed",
    "refereed",
    "industry",
    "industrial",
    "previous",
    "current",
    "all",
    "&",
    "a",
    "background",
    "side",
    "experience",
    "experiences",
    "former",
    "graduate",
    "graduated",
    "phd",
    "doctoral",
    "visiting",
}
_SECTION_ORDER = list(SECTION_WORDS)

_MD_HEADING_RE = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BOLD_LINE_RE = re.compile(r"^\s*(?:\*\*|__|<(?:strong|b)>)(.+?)(?:\*\*|__|</(?:strong|b)>)\s*:?\s*$", re.I)
_RULE_RE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,}|={3,})\s*$")
_COMMENT_RE = re.compile(r"<!--.*?-->", re.S)
_TEMPLATE_RE = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S)
_TAG_RE = re.compile(r"</?[a-zA-Z][^<>]*>")
_MD_LINK_RE = re.compile(r"\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?\s*\)")
_EMPHASIS_RE = re.compile(r"\*{1,3}|(?<![\w_])_{1,3}|_{1,3}(?![\w_])|`")
_BULLET_RE = re.compile(r"^\s*(?:[-*+•·▪◦‣–]\s*|\d{1,2}[.)]\s+)")
_SPACE_RE = re.compile(r"[ \u00a0]+")


@dataclass
class Section:
    kind: str  # a key of SECTION_WORDS, "intro" (before any heading) or "other"
    heading: str
    lines: list[str] = field(default_factory=list)
    first_line: int = 1
    tabbed: bool = False  # from PDF text: content lines carry tab-separated cells
    level: int = 0

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def plain(text: str) -> str:
    """Text without markdown/HTML markup, links reduced to their text."""
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    text = _TAG_RE.sub("", text)
    text = text.replace("\\*", "*").replace("\\_", "_")
    text = _EMPHASIS_RE.sub("", text)
    return _SPACE_RE.sub(" ", text).strip()


def classify_heading(text: str) -> str | None:
    """The section kind a heading names ("Awards & Honors" -> "awards"), or None."""
    words = re.findall(r"[a-z&]+", plain(text).lower())
    if not words or len(words) > 6:
        return None
    meaningful = [w for w in words if w not in _FILLER]
    if not meaningful:
        if "experience" in words or "experiences" in words:  # "Research Experience", "Work Experience"
            return "experience"
        if "research" in words:
            return "interests"  # "Research" alone heads a research statement
        if "background" in words:
            return "education"
        return None
    kinds = set()
    for word in meaningful:
        found = [kind for kind, vocab in SECTION_WORDS.items() if word in vocab]
        if not found:
            return None
        kinds.update(found)
    return min(kinds, key=_SECTION_ORDER.index)


def _looks_like_title(text: str) -> bool:
    """A heading that is a publication or project title rather than a section."""
    words = plain(text).split()
    return len(words) >= 4 or ":" in text or "](" in text or bool(re.fullmatch(r"\W*\d{4}\W*", plain(text)))


def split_sections(text: str) -> list[Section]:
    """Cut a document into sections; text before the first heading is "intro"."""
    sections = [Section("intro", "", first_line=1)]
    for number, raw in enumerate(text.split("\n"), start=1):
        current = sections[-1]
        heading = _heading_of(raw, current)
        if heading is None:
            if not _RULE_RE.match(raw):
                current.lines.append(raw)
            continue
        kind, title, level, rest, tabbed = heading
        sections.append(Section(kind, title, [rest] if rest.strip() else [], number, tabbed, level))
    return sections


def _heading_of(raw: str, current: Section):
    """(kind, heading, level, rest of line, tabbed) when `raw` starts a section."""
    md = _MD_HEADING_RE.match(raw)
    if md:
        level, title = len(md.group(1)), md.group(2)
        kind = classify_heading(title)
        if kind:
            return kind, plain(title), level, "", False
        if current.kind == "intro":
            return None  # a name or greeting heading before any section
        if current.kind in ("publications", "patents", "projects", "talks") and (
            level > current.level or _looks_like_title(title)
        ):
            return None  # a title or subheading inside the list
        if current.kind != "intro" and _looks_like_title(title) and current.level and level >= current.level:
            return None
        return "other", plain(title), level, "", False
    bold = _BOLD_LINE_RE.match(raw)
    if bold:
        kind = classify_heading(bold.group(1))
        return (kind, plain(bold.group(1)), current.level or 2, "", False) if kind else None
    if "\t" in raw:
        first, _, rest = raw.partition("\t")
        if first.strip() and not _BULLET_RE.match(first):
            kind = classify_heading(first)
            if kind and len(first.split()) <= 4:
                return kind, first.strip(), 1, rest, True
        return None
    stripped = raw.strip()
    if not stripped or stripped.endswith((".", ",", ";")) or _BULLET_RE.match(raw) or len(stripped) > 60:
        return None
    kind = classify_heading(stripped.rstrip(":"))
    if kind and (stripped[0].isupper() or stripped[0] in "*_#<"):
        return kind, plain(stripped).rstrip(":"), current.level if current.kind != "intro" else 1, "", False
    return None


# --- dates, institutions, degrees --------------------------------------------------------

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_SEASON = r"(?:Spring|Summer|Fall|Autumn|Winter)"
_RANGE_RE = re.compile(  # "Sep 2019 – Present", "2017 - 2021", "2022.09 - now" (AcadHomepage)
    rf"(?:{_MONTH}\s*|{_SEASON}\s*|\d{{1,2}}/)?((?:19|20)\d{{2}})(?:[./]\d{{1,2}}\b)?\s*(?:[-–—~]+|\bto\b|\buntil\b)\s*"
    rf"(?:(?:{_MONTH}\s*|{_SEASON}\s*|\d{{1,2}}/)?((?:19|20)\d{{2}})(?:[./]\d{{1,2}}\b)?|(present|now|current|today|date|ongoing))",
    re.I,
)
_YEAR_RE = re.compile(r"(?<![\d.])((?:19|20)\d{2})(?![\d])")
_INSTITUTION_NOUN = (
    r"(?:University|Universit[àäé]t?|Universidad|Università|Institute|College|Academy|Polytechnic|"
    r"School|Laboratory|Laboratories|Lab|Labs|Center|Centre|ETH|EPFL|MIT|KAIST|CMU|UCLA)"
)
_INSTITUTION_RE = re.compile(
    rf"((?:[A-Z][\w.&'’-]*\s+){{0,6}}{_INSTITUTION_NOUN}\b(?:,?\s+(?:of|at|in|for)\s+(?:the\s+)?[A-Z][\w.&'’-]*"
    rf"(?:\s+(?:and|&|of|for)?\s*[A-Z][\w.&'’-]*){{0,6}})?(?:\s*\([A-Z][\w&.-]*\))?)"
)
# "Universidad Politécnica de Madrid", "Università degli Studi di Milano": the name follows the noun.
_ROMANCE_INSTITUTION_RE = re.compile(
    r"((?:Universidad|Universidade|Università|Université|Universitat|Universitatea|Instituto|Istituto|Institut|"
    r"Politecnico|Politécnica|École|Escuela|Escola)(?:\s+(?:[A-Z][\w'’.-]*|d[eiou]|del|della|degli|des|da|dos|das|la|"
    r"las|los|y|e|i|d['’][A-Z][\w'’-]*)(?![\w'’]))*(?<=[\w.]))"
)
_SMALL_UNIT_RE = re.compile(r"\b(?:Lab|Labs|Laboratory|Group|Center|Centre|School)$")
_DEGREES = [
    (
        "phd",
        re.compile(r"\bPh\.?\s?D\b\.?|\bDoctor(?:ate| of Philosophy| of Science)\b|\bD\.?Phil\b|\bDoctoral\b", re.I),
    ),
    (
        "master",
        re.compile(
            r"\b(?:M\.\s?S\.?c?|MSc|M\.?S\.?E\.?|MS|M\.\s?Eng\.?|MEng|M\.?Phil\.?|M\.\s?A\.|MBA|"
            r"Master(?:'s|s)?)(?=[\s,.;:)]|$)",
            re.I,
        ),
    ),
    (
        "bachelor",
        re.compile(
            r"\b(?:B\.\s?S\.?c?|BSc|BS|B\.\s?E\.?|BE|B\.\s?Eng\.?|BEng|B\.\s?A\.|BA|B\.?\s?Tech\.?|"
            r"Bachelor(?:'s|s)?|Undergraduate)(?=[\s,.;:)]|$)"
        ),
    ),
]
_BACHELOR_WORD_RE = re.compile(r"\bbachelor(?:'s|s)?\b|\bundergraduate\b", re.I)
# What ends a degree's title: punctuation, a column gap, a date, or the next field.
_DEGREE_END_RE = re.compile(
    r"[,;\t(]|\s(?:Related|GPA|Advisor|Adviser|Supervisor|Thesis|Overall|Rank)\b|\s[-–—]\s|\s{2,}"
    r"|\s(?=(?:19|20)\d\d\b)|\s(?=(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d)"
)


def year_range(text: str) -> tuple[int | None, int | None, bool] | None:
    """(start, end, ongoing) from "Sep 2019 – Present", "2017 - 2021"; None when absent."""
    match = _RANGE_RE.search(text)
    if match:
        start = int(match.group(1))
        end = int(match.group(2)) if match.group(2) else None
        return start, end, match.group(3) is not None
    return None


def find_institution(text: str, *, prefer_university: bool = False) -> str:
    """The first institution named in `text` ("Universidad Politécnica de Madrid", "Peking University").

    With prefer_university, "Harbor Lab, Eastbrook University" gives the university, not the lab.
    """
    matches = [m for m in (_ROMANCE_INSTITUTION_RE.search(text), _INSTITUTION_RE.search(text)) if m]
    if not matches:
        return ""
    match = min(matches, key=lambda m: m.start())
    if prefer_university and _SMALL_UNIT_RE.search(match.group(1)):
        bigger = [m for m in _INSTITUTION_RE.finditer(text, match.end()) if not _SMALL_UNIT_RE.search(m.group(1))]
        if bigger:
            match = bigger[0]
    found = match.group(1).strip()
    # "Peking University Pursuing Ph.D." - stop before words that begin the degree.
    found = re.split(r"\s+(?:Pursuing|Ph\.?D|Bachelor|Master|B\.S|M\.S|Undergraduate|Department|School of)\b", found)[0]
    return found.strip(" ,")


def find_degree(text: str) -> tuple[str, str, str]:
    """(level, title as printed, field) for the first degree named in `text`."""
    for level, pattern in _DEGREES:
        match = pattern.search(text)
        if not match:
            continue
        if (
            level == "bachelor"
            and not _BACHELOR_WORD_RE.search(match.group(0))
            and len(match.group(0)) <= 2
            and not re.search(r"\b(?:in|of)\b", text[match.end() : match.end() + 5])
        ):
            continue  # a bare "BS"/"BA"/"BE" needs "in ..." after it to be a degree
        tail = text[match.start() :]
        end = _DEGREE_END_RE.search(tail, len(match.group(0)))
        title = tail[: end.start()] if end else tail
        title = re.sub(r"^Pursuing\s+", "", title).strip(" .")
        title = " ".join(title.split()[:10])
        field_match = re.search(r"\b(?:in|of)\s+(.+)$", title)
        field_text = field_match.group(1).strip(" .") if field_match else ""
        if field_text.lower().startswith(("science", "arts", "engineering", "philosophy")) and " in " in field_text:
            field_text = field_text.split(" in ", 1)[1]
        return level, title, field_text
    return "other", "", ""


# --- small line helpers --------------------------------------------------------------


def _entry_lines(section: Section) -> list[str]:
    """Content lines of a section: markup removed, tabs kept as cell separators."""
    out = []
    for raw in section.lines:
        raw = _TEMPLATE_RE.sub("", raw)
        cells = [plain(c) for c in raw.split("\t")]
        line = "\t".join(c for c in cells if c)
        if line.strip() and not _RULE_RE.match(line):
            out.append(line)
    return out


def _without_bullet(line: str) -> str:
    return _BULLET_RE.sub("", line, count=1).strip()


_ADVISOR_RE = re.compile(r"\b(?:co-?)?(?:advisors?|advisers?|supervisors?|mentors?)\s*[:：]\s*([^\t\n]+)", re.I)
_ADVISED_BY_RE = re.compile(
    r"\b(?:co-?)?(?:supervi\w*|advised|mentored|guided)\s+by\s+([^\n]+)|"
    r"\bworking with\s+((?:Prof(?:essor)?\.?|Dr\.)\s+[^\n]+)",
    re.I,
)
_HONORIFIC_RE = re.compile(r"\b(?:Prof(?:essor)?|Dr|Mr|Ms|Mrs)\.?\s+")


def _names_in(text: str) -> list[str]:
    """Person names listed in a phrase: "Prof. A B & Prof. C D from Lab" -> ["A B", "C D"]."""
    text = _HONORIFIC_RE.sub("", plain(text))
    text = re.split(r"[.;()]|\s(?:from|at|in|who|since|during|on|where|with)\s", text)[0]
    names = []
    for piece in split_authors(text):
        name = strip_markers(piece)[0]
        if looks_like_name(name) and len(name.split()) >= 2:
            names.append(name)
    return names


def _add_unique(items: list[str], new: list[str]) -> None:
    seen = {normalise_name(x) for x in items}
    for item in new:
        if normalise_name(item) not in seen:
            items.append(item)
            seen.add(normalise_name(item))


# --- education -----------------------------------------------------------------------


def parse_education(section: Section, advisors: list[str]) -> list[ParsedEducation]:
    entries: list[ParsedEducation] = []
    state: dict[int, dict] = {}  # per entry: what has been filled
    for line in _entry_lines(section):
        text = _without_bullet(line.replace("\t", " \t "))
        flat = text.replace("\t", " ")
        institution = find_institution(text.split("\t")[0]) or find_institution(flat)
        level, title, field_text = find_degree(text)  # a tab ends the degree cell: "Ph.D. in CS\t2020 – present"
        title, field_text = title.strip(), field_text.strip()
        years = year_range(flat)
        current = entries[-1] if entries else None
        filled = state.get(id(current), {})
        starts_new = institution and (
            current is None or (current.institution and (filled.get("degree") or filled.get("years")))
        )
        if starts_new or (current is None and (title or years)):
            current = ParsedEducation(institution=institution)
            entries.append(current)
            filled = state.setdefault(id(current), {})
        if current is None:
            continue
        if not current.institution and institution:
            current.institution = institution
        advisor = _ADVISOR_RE.search(text)
        if advisor:
            filled.setdefault("advisors", []).extend(_names_in(advisor.group(1)))
        if title and not filled.get("degree"):
            current.degree, current.degree_title, current.field = level, title, field_text
            filled["degree"] = True
        if years and not filled.get("years"):
            current.start_year, current.end_year = years[0], years[1]
            filled["years"] = True
        elif (
            not filled.get("years")
            and not years
            and re.fullmatch(r"\W*(?:(?:in|since)\s+)?(?:19|20)\d{2}\W*", flat.strip())
        ):
            current.end_year = int(_YEAR_RE.search(flat).group(1))
            filled["years"] = True
        elif not filled.get("years") and not years and title and len(_YEAR_RE.findall(flat)) == 1:
            current.end_year = int(_YEAR_RE.search(flat).group(1))  # "2012 Ph.D. in Computer Science, U of T"
            filled["years"] = True
        if not (institution and line.strip().startswith(institution)) and not title and not years:
            current.details = f"{current.details}\n{flat.strip()}".strip()
    ranked = sorted(entries, key=lambda e: {"phd": 0, "master": 1, "bachelor": 2}.get(e.degree, 3))
    for entry in ranked:
        names = state.get(id(entry), {}).get("advisors")
        if names:
            _add_unique(advisors, names)
            break
    return entries


# --- experience ----------------------------------------------------------------------

_JOB_TITLE = (
    r"(?:(?:Senior|Junior|Staff|Principal|Lead|Visiting|Research|Software|Hardware|Machine Learning|ML|"
    r"Teaching|Student|Summer|Graduate|Engineering|Research Software|Undergraduate|Ph\.?D\.?|Postdoctoral|Team|R&D|Algorithm|Applied|Data|"
    r"Systems?|Backend|Frontend|Full[- ]Stack|AI|Technical|Exchange|Chief|Associate|Assistant|Full)\s+)*"
    r"(?:Intern(?:ship)?|Engineer|Assistant|Researcher|Scientist|Member|Developer|Professor|Fellow|Manager|"
    r"Lead|Consultant|Analyst|Associate|Scholar|Student|Director|Architect|Postdoc|Chair|Head|Officer|"
    r"Lecturer|Instructor|Founder|Co-?founder|CTO|CEO)s?(?:\s+Interns?)?"
)
_JOB_TITLE_LINE_RE = re.compile(rf"^\s*{_JOB_TITLE}\s*$", re.I)
_TRAILING_TITLE_RE = re.compile(rf"^(.*?\S)\s+({_JOB_TITLE})\s*$", re.I)
_TITLE_AT_RE = re.compile(rf"^\s*({_JOB_TITLE})\s*(?:at|@|,|-|–)\s+(.+)$", re.I)
_DETAIL_START_RE = re.compile(
    r"^(?:advisor|adviser|mentor|supervisor|manager|host|collaborat\w*|work(?:ed|ing) with|"
    r"project|topic|focus\w*|thesis|gpa|courses?)\b",
    re.I,
)


_PLACE_TAIL_RE = re.compile(
    r"(?:,\s*[A-Z][\w .'’-]{1,30})?,\s*(?:USA|U\.S\.A?\.?|US|United States|UK|United Kingdom|China|"
    r"Canada|Germany|France|Switzerland|Japan|Singapore|Korea|India|Spain|Italy|Netherlands|"
    r"Australia|Israel|Hong Kong(?: SAR)?|CA|NY|WA|MA|PA)\.?\s*$"
)


def _split_org_title(text: str) -> tuple[str, str]:
    text = text.strip(" ,;-–|")
    at = _TITLE_AT_RE.match(text)
    if at:
        return at.group(2).strip(), at.group(1).strip()
    if "," in text:
        head, tail = (p.strip() for p in text.split(",", 1))
        if _JOB_TITLE_LINE_RE.match(tail):
            return head, tail
        if _JOB_TITLE_LINE_RE.match(head):
            return tail, head
    trailing = _TRAILING_TITLE_RE.match(text)
    if trailing and not _JOB_TITLE_LINE_RE.match(text):
        organization, title = trailing.group(1).strip(), trailing.group(2).strip().split()
        # "Acme Research Research Intern": a title never repeats a word, the first belongs to the name.
        while len(title) > 1 and title[0].lower() in (w.lower() for w in title[1:]):
            organization, title = f"{organization} {title[0]}", title[1:]
        return organization, " ".join(title)
    return text, ""


def _strip_dates(text: str) -> str:
    text = _RANGE_RE.sub(" ", text)
    text = re.sub(
        rf"\b(?:{_MONTH}|{_SEASON})\s*(?:19|20)\d{{2}}\b|\b(?:19|20)\d{{2}}[./](?:0?[1-9]|1[0-2])\b|\b(?:19|20)\d{{2}}\b",
        " ",
        text,
        flags=re.I,
    )
    return _SPACE_RE.sub(" ", text).strip(" ,;-–|")


def parse_experience(section: Section) -> list[ParsedExperience]:
    entries: list[ParsedExperience] = []
    for line in _entry_lines(section):
        bulleted = bool(_BULLET_RE.match(line))
        text = _without_bullet(line)
        cells = [c.strip() for c in text.split("\t") if c.strip()]
        flat = " ".join(cells)
        if not flat:
            continue
        years = year_range(flat)
        current = entries[-1] if entries else None
        words = flat.split()
        if years and len(_strip_dates(flat).split()) <= 3 and current is not None and current.start_year is None:
            current.start_year, current.end_year = years[0], years[1]
            continue
        if (
            bulleted
            and (current is None or years or _YEAR_RE.search(flat) and _TITLE_AT_RE.match(_strip_dates(flat)))
            and not _DETAIL_START_RE.match(flat)
            and len(words) <= 15
        ):
            pass  # "- 2023.06 - 2023.09, NVIDIA Research, Santa Clara": a bulleted list of positions
        elif bulleted or line.startswith("\t") and len(words) > 12 or len(words) > 15 or _DETAIL_START_RE.match(flat):
            if current is not None:
                current.details = f"{current.details}\n{flat}".strip()
            continue
        if _JOB_TITLE_LINE_RE.match(flat) and current is not None and not current.title:
            current.title = flat
            continue
        main = _strip_dates(cells[0]) if cells else ""
        organization, title = _split_org_title(main)
        named = [c for c in (_strip_dates(c) for c in cells) if c]
        if len(named) >= 2 and _JOB_TITLE_LINE_RE.match(
            named[0]
        ):  # "Research Assistant\tHarbor Lab, X University\t2020 –"
            organization, title = named[1], named[0]
        elif len(named) >= 2 and _JOB_TITLE_LINE_RE.match(named[1]) and not title:
            organization, title = named[0], named[1]
        organization = _PLACE_TAIL_RE.sub("", organization.strip(" .,;—–-")).strip(" .,;—–-")
        if not organization:
            continue
        entry = ParsedExperience(organization=organization, title=title)
        single = _YEAR_RE.findall(flat)
        if years:
            entry.start_year, entry.end_year = years[0], years[1]
        elif len(single) == 1:  # "Summer 2022": began and ended that year
            entry.start_year = entry.end_year = int(single[0])
        entries.append(entry)
    return entries


# --- awards, teaching, service, skills ---------------------------------------------------

_DATE_CELL_RE = re.compile(rf"^(?:(?:{_MONTH}\s*)?(?:19|20)\d{{2}}[\s,;&-]*)+$", re.I)
_ORG_END_SPLIT_RE = re.compile(
    r"\b(?:University|Institute|College|Academy|Foundation|Society|Association|Laboratory|"
    r"Challenge|Competition|Conference|Contest|Olympiad|Program)\b(\s+)(?=[A-Z])"
)


def parse_awards(section: Section) -> list[ParsedAward]:
    awards: list[ParsedAward] = []
    for line in _entry_lines(section):
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        if not cells:
            continue
        if len(cells) == 1 and _DATE_CELL_RE.match(cells[0]):
            if awards and awards[-1].year is None:
                awards[-1].year = int(_YEAR_RE.findall(cells[0])[-1])
            continue
        dates = [c for c in cells[1:] if _DATE_CELL_RE.match(c)]
        text = " ".join(c for c in cells if c not in dates)
        groups = re.split(r"(?<=\d)\s+(?=(?:[A-Z][a-z]+\.?\s*)?\d)", dates[-1]) if dates else []
        titles = [text]
        if len(groups) > 1:
            parts = [
                p.strip() for p in _ORG_END_SPLIT_RE.sub(lambda m: m.group(0).rstrip() + "\x00", text).split("\x00")
            ]
            if len(parts) == len(groups):
                titles = parts
        for index, title in enumerate(titles):
            year = None
            source = groups[index] if index < len(groups) and len(titles) > 1 else (dates[-1] if dates else text)
            found = _YEAR_RE.findall(source)
            if found:
                year = int(found[0] if len(titles) > 1 or dates else found[-1])
            title = _strip_dates(title) if not dates else title
            title = re.sub(
                r"\(\s*\)|[$€£¥]\s?\d[\d,.]*\s*[kKmM]?\b", " ", title
            )  # "(2021)" once the year is out; "$550,000"
            title = re.sub(r"(?:\s*,)+\s*$|(?<=,)(?:\s*,)+", "", title)
            name, _, organization = title.rpartition(",") if "," in title else (title, "", "")
            awards.append(
                ParsedAward(
                    title=_SPACE_RE.sub(" ", title).strip(" ,;"),
                    organization=organization.strip() if name else "",
                    year=year,
                )
            )
    return awards


_TERM_RE = re.compile(
    rf"\b{_SEASON}\s*(?:19|20)\d{{2}}\b|\b(?:19|20)\d{{2}}\s*{_SEASON}\b|\b(?:19|20)\d{{2}}(?:[-–/]\d{{2,4}})?\b", re.I
)
_TEACHING_ROLE = r"(?:(?:Head|Lead|Senior|Chief)\s+)?(?:TA|Teaching Assistant|Teaching Fellow|Instructor|Lecturer|Grader|Tutor|Co-?instructor|Course Assistant)s?"
_TEACHING_ROLE_LINE_RE = re.compile(rf"^\s*{_TEACHING_ROLE}\s*:?\s*$", re.I)
_ROLE_COURSE_RE = re.compile(rf"^\s*({_TEACHING_ROLE})\s*(?:[:,–-]|\bfor\b|\bof\b)\s*(.+)$", re.I)
_COURSE_ROLE_RE = re.compile(rf"^(.+?)\s*[(,–-]\s*({_TEACHING_ROLE})\s*\)?\s*$", re.I)


def parse_teaching(section: Section) -> list[ParsedTeaching]:
    items: list[ParsedTeaching] = []
    role = ""
    for line in _entry_lines(section):
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        if not cells:
            continue
        flat = " ".join(cells)
        if _TEACHING_ROLE_LINE_RE.match(flat):
            role = flat.rstrip(":").strip()
            continue
        terms = [t.strip() for t in _TERM_RE.findall(flat)]
        rest = _TERM_RE.sub(" ", cells[0])
        if not re.search(r"[A-Za-z]{3}", re.sub(rf"\b{_SEASON}\b", "", _TERM_RE.sub(" ", flat), flags=re.I)):
            if items:
                items[-1].terms.extend(terms)
            continue
        rest = rest.strip(" ,;")  # "Course (Instructor), Fall 2023, Fall 2024" once the terms are taken out
        course, this_role = rest, role
        match = _ROLE_COURSE_RE.match(rest) or None
        if match:
            this_role, course = match.group(1), match.group(2)
        else:
            match = _COURSE_ROLE_RE.match(rest)
            if match:
                course, this_role = match.group(1), match.group(2)
        course = re.sub(rf"\b{_SEASON}\b", " ", course, flags=re.I)
        course = re.sub(r"(?:[\s,;]+(?:&|and))+\s*$", "", course)  # "Databases, Fall 2022 & Spring 2023"
        course = _SPACE_RE.sub(" ", course).strip(" ,;:-–")
        if course:
            items.append(ParsedTeaching(course=course, role=this_role.strip(), terms=terms))
    return items


_SERVICE_ROLE_RE = re.compile(
    r"reviewer|committee|chair|organizer|organiser|editor|member|volunteer|judge|"
    r"\bPC\b|\bAEC\b|session|program",
    re.I,
)


def parse_service(section: Section) -> list[ParsedService]:
    items: list[ParsedService] = []
    role = ""
    for line in _entry_lines(section):
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        if not cells:
            continue
        if len(cells) >= 2:
            venue = " ".join(cells[1:])
            years = _YEAR_RE.findall(venue)
            items.append(ParsedService(role=cells[0], venue=_strip_dates(venue), year=int(years[0]) if years else None))
            continue
        text = cells[0]
        if ":" in text:
            head, tail = (p.strip() for p in text.split(":", 1))
            for venue in re.split(r",\s*|;\s*", tail):
                if venue:
                    years = _YEAR_RE.findall(venue)
                    items.append(ParsedService(head, _strip_dates(venue), int(years[0]) if years else None))
            continue
        if _SERVICE_ROLE_RE.search(text) and not _YEAR_RE.search(text):
            role = text
            continue
        for venue in re.split(r",\s*|;\s*", text):
            if venue:
                years = _YEAR_RE.findall(venue)
                items.append(
                    ParsedService(role or text, _strip_dates(venue) or venue, int(years[0]) if years else None)
                )
    return items


def parse_skills(section: Section) -> list[str]:
    skills: list[str] = []
    for line in _entry_lines(section):
        text = _without_bullet(line).replace("\t", " ")
        if ":" in text:
            text = text.split(":", 1)[1]
        for item in re.split(r",\s*|;\s*|\s+/\s+|\s+·\s+", text):
            item = item.strip(" .")
            if item and len(item) <= 60 and item not in skills:
                skills.append(item)
    return skills


# --- intro: name, contact, position, bio ---------------------------------------------------

_EMAIL_RE = re.compile(r"(?:mailto:)?\b([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\b")
_OBFUSCATED_EMAIL_RE = re.compile(
    r"\b([\w.+-]+)\s*(?:[\[({<]\s*at\s*[\])}>]|\s+at\s+|\s+AT\s+)\s*"
    r"([\w-]+(?:\s*(?:[\[({<]\s*dot\s*[\])}>]|\s+dot\s+|\s+DOT\s+|\.)\s*[\w-]+)+)",
    re.I,
)
_EMAIL_CUE_RE = re.compile(r"\be-?mail\b[^.\n]{0,12}$", re.I)
_DOT_WORD_RE = re.compile(r"\s*(?:[\[({<]\s*dot\s*[\])}>]|\s+dot\s+)\s*", re.I)
_I_AM_RE = re.compile(
    r"\b(?:I am|I'm|I’m|My name is|This is|Hi,? I'm)\s+((?:[A-Z][\w'’-]*\.?\s+){0,3}[A-Z][\w'’-]+)"
    r"(\s*[(（][^()（）]{1,30}[)）])?"
)
_THIRD_PERSON_RE = re.compile(
    r"^((?:[A-Z][\w'’-]+\s+){1,3}[A-Z][\w'’-]+)\s+(?:is|was|has been)\s+(?:a|an|the|currently)\b"
)
_NAME_LABEL_RE = re.compile(r"^\s*(?:full\s+)?name\s*[:：]\s*(.+?)\s*$", re.I)
_PAREN_ALT_RE = re.compile(r"[(（]([^()（）]+)[)）]")
_NON_LATIN_RE = re.compile(r"[^\x00-\u024f\s]")
_BARE_URL_RE = re.compile(r"(?<![(\w])(https?://[^\s<>()\[\]\"']+)")
_LABELLED_LINK_RE = re.compile(
    r"\b(Homepage|Home page|Website|Web|Blog|GitHub|Github|Google Scholar|Scholar|ORCID|"
    r"LinkedIn|Twitter|DBLP|Email|E-mail)\s*[:：]\s*([^\s◇|·•,;]+)",
    re.I,
)
_NOT_A_PROFILE_LINK_RE = re.compile(
    r"//(?:img\.shields\.io|badgen\.net|cdn\.jsdelivr\.net|raw\.githubusercontent\.com)/|"
    r"\.(?:png|jpe?g|gif|svg|webp|ico)(?:\?|$)",
    re.I,
)  # badges and images
_ROLES = [
    (
        re.compile(
            r"\bvisiting\s+(?:(?:Ph\.?\s?D\.?|doctoral|graduate|master'?s?)\s+)?(?:student|scholar|researcher)\b", re.I
        ),
        "visitor",
    ),
    (re.compile(r"\b(?:Ph\.?\s?D\.?|doctoral)\s*(?:student|candidate|researcher)\b", re.I), "phd"),
    (re.compile(r"\b(?:master'?s?|M\.?S\.?|M\.?Phil\.?|M\.?Eng\.?)\s*(?:student|candidate)\b", re.I), "master"),
    (
        re.compile(r"\bpost-?doc(?:toral)?(?:\s+(?:researcher|fellow|scholar|associate|research fellow))?\b", re.I),
        "postdoc",
    ),
    (re.compile(r"\b(?:assistant|associate|adjunct)\s+professor\b", re.I), "faculty"),
    (re.compile(r"(?<!\bby )(?<!\bwith )\b(?:full\s+|chair\s+)?professor\b(?!\s+(?-i:[A-Z]))", re.I), "pi"),
    (
        re.compile(r"\b(?:undergraduate|undergrad|bachelor'?s?\s+student|senior student|junior student)\b", re.I),
        "undergrad",
    ),
    (re.compile(r"\bvisiting\s+(?:student|scholar|researcher)\b", re.I), "visitor"),
    (
        re.compile(
            r"\b(?:(?:senior|staff|principal|research)\s+)*(?:research\s+scientist|scientist|researcher|"
            r"engineer|member of technical staff)(?:\s+and\s+(?:researcher|engineer|scientist))?\b",
            re.I,
        ),
        "researcher",
    ),
]
_LEADS_LAB_RE = re.compile(
    r"\bI (?:lead|direct|head|run|founded)\s+(?:the\s+)?(?:[A-Z][\w&-]*\s+){0,6}"
    r"(?:Lab|Laboratory|Group|Research Group|Center)\b"
)
_ROLE_BY_DEGREE = {
    "phd": ("phd", "Ph.D. Student"),
    "master": ("master", "Master's Student"),
    "bachelor": ("undergrad", "Undergraduate Student"),
}
_AT_PHRASE_RE = re.compile(
    r"\b(?:at|in|with|of)\s+(?:the\s+)?([^,;.\n]+?)(?=\s*(?:[,;]|\.\s|\.$|$|\s+where\b|"
    r"\s+since\b|\s+working\b|\s+under\b|\s+and I\b))"
)
_OBTAINED_RE = re.compile(
    r"\b(?:obtained|received|earned|got|completed|finished|hold|holds)\s+(?:my|a|the|his|her|their)\s+"
    r"(.{2,90}?)\s+from\s+(?:the\s+)?(.{3,90}?)(?:\s+in\s+((?:19|20)\d{2}))?(?=[,;]|\.\s|\.$|\s+under\b|"
    r"\s+supervised\b|\s+advised\b|\s+where\b|\s+and\b|$)"
)
_WAS_AT_RE = re.compile(
    r"\b(?:was|worked as|served as|interned|have been|had been)\s+(?:an?\s+)?(.{0,40}?)\s*(?:at|with|in)\s+"
    r"(?:the\s+)?([^,;]{3,90}?)\s+(?:from|between)\s+((?:19|20)\d{2})\s+(?:to|until|and|-|–)\s+"
    r"((?:19|20)\d{2}|present|now)"
)
_WAS_POSTDOC_RE = re.compile(
    r"\b(?:I was|I worked as|I spent \w+ years? as)\s+an?\s+(postdoc|postdoctoral (?:researcher|fellow|scholar)|"
    r"visiting (?:researcher|scholar|professor))\s+(?:at|with)\s+(?:the\s+)?"
    r"([A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|for|at|de))*?)(?=[,;.]|\s+(?:from|in|between|where|and|under|working)\b|$)"
)
_UNIT_OF_RE = re.compile(r"^.*?\b(?:team|group|lab|division|unit)\s+(?:of|at)\s+(?:the\s+)?(.+)$", re.I)
_INTERESTED_RE = re.compile(
    r"\b(?:research interests?|interests|my research)\s+(?:is|are|include|includes|lies?|lie|spans?|"
    r"covers?|focuses on)\s+(?:in\s+)?"
    r"(?:the\s+)?(?:intersection\s+of\s+|areas?\s+of\s+)?(.+?)(?:\.\s|\.$|$)|"
    r"\binterested in\s+(.+?)(?:\.\s|\.$|:|$)|"
    r"\bresearch interests?\s*[:：]\s*(.+?)(?:\.\s|\.$|$)",
    re.I,
)


def _name_candidate(text: str) -> tuple[str, list[str]] | None:
    """(name, alt names) when a line is just a person's name, maybe with one in another script."""
    text = plain(text).strip(" ,")
    alt = [a.strip() for a in _PAREN_ALT_RE.findall(text) if _NON_LATIN_RE.search(a)]
    bare = _PAREN_ALT_RE.sub(" ", text).strip()
    if (
        not bare
        or len(bare) > 50
        or classify_heading(bare)
        or re.search(r"\b(?:CV|Curriculum|Vitae|Resume|Résumé|Homepage|About|Home|Welcome|Publications?)\b", bare, re.I)
    ):
        return None
    if len(bare.split()) < 2 or not looks_like_name(bare):
        return None
    return title_case_name(bare), alt


def _find_email(text: str) -> str | None:
    match = _EMAIL_RE.search(text)
    if match:
        return match.group(1).rstrip(".")
    for match in _OBFUSCATED_EMAIL_RE.finditer(text):
        raw = match.group(0)
        if not re.search(r"[\[({<]\s*at\s*[\])}>]|\sat\s", raw, re.I):
            continue
        if (
            re.search(r"\s+at\s+", raw, re.I)
            and not _DOT_WORD_RE.search(raw)
            and not _EMAIL_CUE_RE.search(text[max(0, match.start() - 30) : match.start()])
        ):
            continue  # "a researcher at Example.org" is prose, not an address; "My email is x at y.edu" is one
        host = _DOT_WORD_RE.sub(".", match.group(2)).replace(" ", "")
        return f"{match.group(1)}@{host}".lower()
    return None


def _link_label(url: str) -> str:
    return host_label(url) or "Homepage"


def _full_url(url: str) -> str:
    return url if re.match(r"https?://", url) else f"https://{url}"


def _collect_links(lines: list[str], profile: ParsedProfile, *, any_url: bool, bare_urls: bool = False) -> None:
    seen = {link.url for link in profile.links}

    def add(label: str, url: str) -> None:
        url = url.rstrip(".,;")
        if (
            url
            and url not in seen
            and not url.startswith(("#", "mailto:", "../", "/"))
            and "@" not in url
            and not _NOT_A_PROFILE_LINK_RE.search(url)
        ):
            seen.add(url)
            profile.links.append(ParsedLink(label, url))

    for line in lines:
        for label, value in _LABELLED_LINK_RE.findall(plain(line)):
            key = label.lower().replace(" ", "")
            if key in ("email", "e-mail"):
                continue
            if "." in value or "/" in value:
                add(
                    _link_label(value) if key not in ("homepage", "website", "web", "blog") else "Homepage",
                    _full_url(value),
                )
            elif key in ("github", "twitter", "linkedin", "orcid") and network_url(NETWORK_LABELS[key], value):
                add(NETWORK_LABELS[key], network_url(NETWORK_LABELS[key], value))
        for url in _BARE_URL_RE.findall(_MD_LINK_RE.sub(" ", line)) if bare_urls else []:
            add(_link_label(url), url)
        for _text, url in _MD_LINK_RE.findall(line):
            if url.startswith("http") and (any_url or _link_label(url) != "Homepage"):
                add(_link_label(url), url)


def _position_and_affiliation(sentences: list[str]) -> tuple[str, str | None, str]:
    """(position, role, affiliation) from header lines and bio sentences."""
    for sentence in sentences:
        for pattern, role in _ROLES:
            match = pattern.search(sentence)
            if not match:
                continue
            position = match.group(0).strip()
            after = sentence[match.end() :]
            affiliation = find_institution(after, prefer_university=True)
            if not affiliation:
                at = _AT_PHRASE_RE.search(after)
                if at and not re.match(r"(?:the\s+)?(?:field|area|areas|intersection|topics?)\b", at.group(1), re.I):
                    affiliation = at.group(1).strip()
                elif "," in after:
                    affiliation = after.split(",")[1].strip() if not after.split(",")[0].strip() else ""
                unit = _UNIT_OF_RE.match(affiliation)
                if unit:
                    affiliation = unit.group(1).strip()
            if not find_institution(affiliation) and re.match(r"\s*of\s", after):
                # "Associate Professor of Computer Science": a field; the institution is on another line
                affiliation = next(
                    (found for other in sentences if (found := find_institution(other, prefer_university=True))), ""
                )
            return position, role, affiliation.strip(" .")
    return "", None, ""


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[a-z\])])[.!?]\s+|\n+", text) if s.strip()]


def _interests_from(text: str) -> list[str]:
    match = _INTERESTED_RE.search(text)
    if not match:
        return []
    phrase = plain(match.group(1) or match.group(2) or match.group(3))
    phrase = re.split(r"\.\s|:\s", phrase)[0]
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+|;\s*", phrase)
    return [p.strip(" .") for p in parts if p.strip(" .") and len(p.split()) <= 8]


# --- the whole document ------------------------------------------------------------------


def _intro_profile(intro: Section, metadata: dict, profile: ParsedProfile) -> list[str]:
    """Fill name, contact, position from front matter and the intro; return its prose lines."""
    lines = [l for l in (_TEMPLATE_RE.sub("", x) for x in intro.lines) if l.strip()]
    for key in ("name", "title", "author"):
        value = metadata.get(key)
        if isinstance(value, str) and not profile.name:
            found = _name_candidate(value)
            if found:
                profile.name, profile.alt_names = found
    prose = []
    for index, line in enumerate(lines):
        labelled = _NAME_LABEL_RE.match(plain(line))
        if labelled and not profile.name:
            found = _name_candidate(labelled.group(1))
            if found:
                profile.name, profile.alt_names = found
                continue
        heading = _MD_HEADING_RE.match(line)
        if not profile.name and (heading or index < 3) and not _I_AM_RE.search(line):
            found = _name_candidate(heading.group(2) if heading else line.split("\t")[0])
            if found:
                profile.name, profile.alt_names = found
                continue
        if (
            len(plain(line).split()) >= 8
            and not _LABELLED_LINK_RE.search(plain(line))
            and not _looks_like_address(plain(line))
        ):
            prose.append(line)
    if not profile.name:
        for line in lines:
            match = _I_AM_RE.search(plain(line))
            if match and len(match.group(1).split()) >= 2 and looks_like_name(match.group(1)):
                profile.name = title_case_name(match.group(1).strip())
                if match.group(2):
                    alt = _PAREN_ALT_RE.search(match.group(2)).group(1).strip()
                    if _NON_LATIN_RE.search(alt):
                        profile.alt_names = [alt]
                break
    return prose


def _bio_facts(text: str, profile: ParsedProfile) -> None:
    """Education, experience and advisors stated in sentences of a bio."""
    flat = plain(text)
    for match in _OBTAINED_RE.finditer(flat):
        level, title, field_text = find_degree(match.group(1))
        if level == "other":
            continue
        institution = find_institution(match.group(2)) or match.group(2).strip()
        end = int(match.group(3)) if match.group(3) else None
        profile.education.append(ParsedEducation(institution, level, title, field_text, None, end))
    for match in _WAS_AT_RE.finditer(flat):
        organization = match.group(2).strip()
        unit = _UNIT_OF_RE.match(organization)
        end = match.group(4)
        profile.experience.append(
            ParsedExperience(
                unit.group(1).strip() if unit else organization,
                match.group(1).strip(),
                int(match.group(3)),
                int(end) if end.isdigit() else None,
            )
        )
    for match in _WAS_POSTDOC_RE.finditer(flat):  # "Before joining X I was a postdoc at Y" (no years given)
        organization = match.group(2).strip()
        if not any(e.organization == organization for e in profile.experience):
            title = "Postdoctoral Researcher" if match.group(1).lower() == "postdoc" else match.group(1).title()
            profile.experience.append(ParsedExperience(organization, title))
    for match in _ADVISED_BY_RE.finditer(flat):
        _add_unique(profile.advisors, _names_in(match.group(1) or match.group(2)))


_ADDRESS_WORD_RE = re.compile(
    r"\b(?:Road|Rd|Street|St|Avenue|Ave|Building|Bldg|Room|Rm|Floor|District|Boulevard|Blvd|Suite|Lane|Drive|"
    r"P\.?\s?O\.?\s?Box|Zip|Postcode)\b\.?|\bNo\.\s?\d+",
    re.I,
)
_FIRST_PERSON_RE = re.compile(r"\b(?:I|my|me|am|is|was|are|we|our)\b", re.I)


def _looks_like_address(line: str) -> bool:
    """ "Room 816, Science Building, No. 5 Main Road, ..." is where to send mail, not a bio."""
    return bool(_ADDRESS_WORD_RE.search(line) and re.search(r"\d", line) and not _FIRST_PERSON_RE.search(line))


def parse_text_document(
    source_name: str, text: str, *, metadata: dict | None = None, fmt: str = "text-cv", person: str | None = None
) -> ParsedDocument:
    """Read a markdown or plain-text homepage/CV (already decoded, LF line ends)."""
    metadata = metadata or {}
    text = "\n".join(line[:MAX_LINE] for line in text.split("\n"))  # no CV line is longer; bounds regex work
    text = _COMMENT_RE.sub("", text)
    text = re.sub(r"<!--.*", "", text, flags=re.S)  # an unclosed comment hides the rest
    text = _TEMPLATE_RE.sub("", text)  # Liquid/Jinja ({% include %}, {{ site.x }}): site machinery, not content
    sections = split_sections(text)
    profile = ParsedProfile()
    document = ParsedDocument(source_name=source_name, format=fmt, profile=profile)
    intro = sections[0]
    prose = _intro_profile(intro, metadata, profile)
    header = [l for l in intro.lines if l.strip()][:8]

    publications: list[ParsedPublication] = []
    bio_parts = ["\n".join(prose)] if prose else []
    advisor_names: list[str] = []
    tabbed_document = any(s.tabbed for s in sections)
    vocabulary = document_vocabulary(text) if tabbed_document else frozenset()
    # A legend under "Publications" also holds for its "Conference Papers" / "Journal Papers" subsections.
    legend = find_legend("\n".join(s.text for s in sections if s.kind in ("publications", "patents")))
    for section in sections[1:]:
        if section.kind in ("publications", "patents"):
            pubs, warnings = parse_publications(
                section.text,
                first_line=section.first_line + (0 if section.tabbed else 1),
                one_per_line=section.tabbed or tabbed_document and "\t" in section.text,
                kind="patent" if section.kind == "patents" else None,
                vocabulary=vocabulary if tabbed_document else frozenset(),
                legend=legend,
            )
            publications.extend(pubs)
            document.warnings.extend(warnings)
        elif section.kind == "education":
            profile.education.extend(parse_education(section, advisor_names))
        elif section.kind == "experience":
            profile.experience.extend(parse_experience(section))
        elif section.kind == "awards":
            profile.awards.extend(parse_awards(section))
        elif section.kind == "teaching":
            profile.teaching.extend(parse_teaching(section))
        elif section.kind == "service":
            profile.service.extend(parse_service(section))
        elif section.kind == "skills":
            profile.skills.extend(parse_skills(section))
        elif section.kind in ("interests", "bio"):
            body = "\n".join(l.replace("\t", " ").strip() for l in section.lines if l.strip())
            items = [_without_bullet(plain(l)) for l in section.lines if _BULLET_RE.match(l)]
            if items and section.kind == "interests":
                profile.research_interests.extend(i for i in items if i)
            elif section.kind == "interests" and len(body.split()) <= 25 and "\n" not in body:
                # "Query optimization, learned database components, and streaming systems."
                parts = re.split(r",\s*(?:and\s+)?|;\s*|\s+and\s+", plain(body).rstrip("."))
                profile.research_interests.extend(p.strip() for p in parts if p.strip())
            elif body:
                bio_parts.append(body)
        elif section.kind == "contact":
            header.extend(section.lines)

    bio_text = "\n\n".join(p.strip() for p in bio_parts if p.strip())
    profile.bio = bio_text
    if not profile.research_interests:
        profile.research_interests = _interests_from(plain(bio_text)) or _interests_from(
            "\n".join(plain(line) for line in intro.lines)
        )  # "**Research interests:** a, b." under the greeting
    _bio_facts(bio_text, profile)
    _add_unique(profile.advisors, advisor_names)

    whole_intro = "\n".join(intro.lines)
    profile.email = _find_email("\n".join(header) + "\n" + whole_intro) or _find_email(
        "\n".join(l for s in sections if s.kind not in ("publications", "patents", "talks", "people") for l in s.lines)
    )
    _collect_links(header, profile, any_url=False, bare_urls=True)
    _collect_links(intro.lines, profile, any_url=False)
    position_lines = [plain(l) for l in header if len(plain(l).split()) <= 14] + _sentences(plain(bio_text))
    profile.position, profile.role, profile.affiliation = _position_and_affiliation(position_lines)
    if profile.role == "faculty" and _LEADS_LAB_RE.search(plain(bio_text)):
        profile.role = "pi"  # an assistant professor who leads the lab is its PI
    if profile.role == "phd" and profile.affiliation and not any(e.degree == "phd" for e in profile.education):
        profile.education.insert(0, ParsedEducation(profile.affiliation, "phd", profile.position))
    _fill_role_from_history(profile)

    if not profile.name:  # "Lena Brandt is a second-year PhD student ..." (a bio in the third person)
        third = _THIRD_PERSON_RE.match(plain(bio_text))
        if third and looks_like_name(third.group(1)):
            profile.name = third.group(1)
    document.publications = publications
    _settle_name(document, person)
    return document


def _fill_role_from_history(profile: ParsedProfile) -> None:
    """No position stated: an ongoing degree or job tells the role and affiliation."""
    ongoing = [e for e in profile.education if e.start_year and e.end_year is None]
    if not profile.role and ongoing:
        degree = min(ongoing, key=lambda e: ["phd", "master", "bachelor", "other"].index(e.degree))
        if degree.degree in _ROLE_BY_DEGREE:
            profile.role, default_position = _ROLE_BY_DEGREE[degree.degree]
            profile.position = profile.position or default_position
            profile.affiliation = profile.affiliation or degree.institution
    if not profile.affiliation and ongoing:
        profile.affiliation = ongoing[0].institution
    if not profile.affiliation:
        jobs = [x for x in profile.experience if x.start_year and x.end_year is None]
        if jobs:
            profile.affiliation = jobs[0].organization


def _settle_name(document: ParsedDocument, person: str | None) -> None:
    profile = document.profile
    if profile.name:
        return
    if person:
        profile.name = person
        return
    if document.publications:
        settle_owner(document)  # importer.parsers.owner: the one rule for every kind of document
        return
    raise DocumentError("no person's name found; pass --person SLUG")
