"""The CV sections: education, experience, awards, teaching, service, skills."""

from __future__ import annotations

import re

from ..citations import looks_like_name
from ..dates import MONTH as _MONTH
from ..dates import SEASON as _SEASON
from ..dates import YEAR_RE as _YEAR_RE
from ..dates import strip_dates
from ..names import normalise_name, split_authors, strip_markers
from ..records import (
    ParsedAward,
    ParsedEducation,
    ParsedExperience,
    ParsedService,
    ParsedTeaching,
)
from .fields import (
    find_degree,
    find_institution,
    year_range,
)
from .sections import (
    _BULLET_RE,
    _SPACE_RE,
    Section,
    _entry_lines,
    _without_bullet,
    plain,
)

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
    text = re.split(r"(?<!\b[A-Z])\.|[;()]|\s(?:from|at|in|who|since|during|on|where|with)\s", text)[0]
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
    return strip_dates(text)


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
