"""The CV sections about a career: education and the advisors named in it (experience: experience.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from .. import lazy_re
from ..citations import looks_like_name
from ..dates import ONGOING_RE, expand_leading_short_years, strip_dates
from ..dates import YEAR_RE as _YEAR_RE
from ..degree_notes import is_grade_line, split_note, tidy_education, with_note
from ..degrees import degree_level, degree_matches
from ..names import normalise_name, split_authors, strip_markers, without_titles, without_titles_in
from ..records import (
    ParsedEducation,
    ParsedExperience,
    ParsedService,
)
from .degree_rows import concluded_studies, town_after_degree
from .experience import _is_date_only
from .experience import parse_experience as _parse_experience
from .fields import (
    STUDIES_RE,
    find_degree,
    find_institution,
    year_range,
)
from .sections import (
    Section,
    _indented_entry_lines,
    _without_bullet,
    plain,
)

# The advisor's label in the CV languages: "Betreuer:", "Directeur de thèse :", "Orientador:", "Relatore:",
# "dir. Pr X", "导师："
_ADVISOR_RE = lazy_re.compile(
    r"(?:\b(?:co-?)?(?:advisors?|advisers?|supervisors?|mentors?|betreuer(?:in)?|doktorvater|doktormutter|"
    r"(?:co-?)?direct(?:eur|rice|or|ora)(?:e?s)?(?:\s+de\s+(?:thèse|tesis|tese))?|orientador(?:a|es|as)?|relat(?:ore|rice|ori)|"
    r"tutor(?:e)?)\s*[:：]|\bdir\.|导师[:：]?)\s*([^\t\n]+)",
    re.I,
)
_ADVISED_BY_RE = lazy_re.compile(
    r"\b(?:co-?)?(?:supervi\w*|advised|mentored|guided)\s+by\s+([^\n]+)|"
    r"\bworking with\s+((?:Prof(?:essor)?\.?|Dr\.)\s+[^\n]+)|"
    r"\bunder\s+the\s+(?:joint\s+|co-?)?(?:supervision|guidance|direction|mentorship)\s+of\s+([^\n]+)|"
    r"\b(?:sous\s+la\s+direction\s+d[eu]|unter\s+der\s+(?:Betreuung|Leitung)\s+von|bajo\s+la\s+direcci[óo]n\s+de|"
    r"sob\s+(?:a\s+)?orienta[çc][ãa]o\s+d[eoa]|sotto\s+la\s+supervisione\s+di)\s+([^\n]+)|"
    r"\b(?:my|her|his|their)\s+(?:Ph\.?D\.?\s+|doctoral\s+)?(?:co-?)?(?:advis[oe]rs?|supervisors?)\s+(?:is|are|was|were)\s+([^\n]+)",
    re.I,
)


# Titles written in lower case, as Dutch and Flemish CVs do: "Prof. dr. ir. A B", "dr. C D"
_LOWER_CASE_TITLES_RE = lazy_re.compile(r"(?<![\w.])(?:prof|dr|ir|drs)\.\s+", re.I)
# "and" between two names in the CV languages (Spanish, Portuguese, Italian, French, German, Dutch)
_AND_IN_CV_LANGUAGES_RE = lazy_re.compile(r"\s+(?:y|e|et|und|en)\s+(?=[A-ZÀ-Þ])")


def _names_in(text: str) -> list[str]:
    """Person names listed in a phrase: "Prof. A B & Prof. C D from Lab" -> ["A B", "C D"]."""
    text = _LOWER_CASE_TITLES_RE.sub("", without_titles_in(plain(text)))
    text = _AND_IN_CV_LANGUAGES_RE.sub(" and ", text)  # "Dr. Tomás Irigoyen y Dra. Lucía Parra"
    text = re.split(r"(?<!\b[A-Z])\.|[;()|·•◇]|\s(?:from|at|in|who|since|during|on|where|with)\s", text)[0]
    names = []
    for piece in split_authors(text):
        name = without_titles(strip_markers(piece)[0])
        if looks_like_name(name) and len(name.split()) >= 2:
            names.append(name)
    return names


def _add_unique(items: list[str], new: list[str]) -> None:
    seen = {normalise_name(x) for x in items}
    for item in new:
        if normalise_name(item) not in seen:
            items.append(item)
            seen.add(normalise_name(item))


def parse_experience(section: Section, service: list[ParsedService] | None = None) -> list[ParsedExperience]:
    """The positions of the section (experience.py), a post's share or leave printed in brackets after its
    title ("Research Assistant (50%)", "Lecturer (part-time)") moved to its details."""
    entries = _parse_experience(section, service)
    for entry in entries:
        if entry.title.count("(") > entry.title.count(")"):
            # "Chargée de recherche (CDD, temps partiel)", cut at its comma: the title, the note to the details
            entry.title, opened = (part.strip() for part in entry.title.split("(", 1))
            entry.details = with_note(entry.details, opened)
        entry.title, note = split_note(entry.title, post=True)
        entry.details = with_note(entry.details, note)
    return entries


# --- education -----------------------------------------------------------------------


def parse_education(section: Section, advisors: list[str]) -> list[ParsedEducation]:
    entries: list[ParsedEducation] = []
    state: dict[int, dict] = {}  # per entry: what has been filled
    section = replace(section, lines=[expand_leading_short_years(line) for line in section.lines])  # "10/09 -- 12/14:"
    indented = _indented_entry_lines(section)
    lines = [line for _indent, line in indented]
    # a list whose items hold nested details ("- Maestro en X" over "  - Fecha: 2007", "  - Instituto Y"): each
    # degree at the outer level is an entry of its own
    outer = min(indent for indent, _line in indented) if indented else 0
    nested = any(indent > outer for indent, _line in indented)
    pending = None  # "2022" over "Ph.D. in Computer Science, Vestby University": dates that come first
    dates_first = bool(lines) and _is_date_only(lines[0])
    for index, line in enumerate(lines):
        text = _without_bullet(line.replace("\t", " \t "))
        flat = text.replace("\t", " ")
        if dates_first and _is_date_only(flat):
            found = year_range(flat)
            pending = (found[0], found[1]) if found else (None, int(_YEAR_RE.search(flat).group(1)))
            continue
        if entries and flat.startswith("/"):  # "**Master 2**, ENSAI" over "/ Université Rennes 1": a joint degree
            entries[-1].details = f"{entries[-1].details}\n{flat.lstrip('/ ').rstrip(' .')}".strip()
            continue
        # cell by cell first: PDF columns and table cells each hold one thing
        institution = next((found for cell in text.split("\t") if (found := find_institution(cell))), "")
        institution = institution or find_institution(flat) or _initials_cell(text)
        university = find_institution(flat, prefer_university=True) if institution else ""
        if university and institution not in university and university not in institution:
            institution = university  # "am Institut für X, Universität Y": the degree's university
        if _DETAIL_LABEL_RE.match(flat):
            institution = ""  # "Research group: X Lab, University Y", "课题组：…研究所": where the degree was done
        level, title, field_text = find_degree(text)  # a tab ends the degree cell: "Ph.D. in CS\t2020 – present"
        title, field_text = title.strip(), field_text.strip()
        quoted = _QUOTED_THESIS_RE.search(title)
        if quoted:  # 'Ph.D "Geometry of X" under the supervision of ...': the thesis's title is no part of the degree
            title, field_text = title[: quoted.start()].strip(), "" if field_text in title else field_text
        if _GROUP_NOT_FIELD_RE.fullmatch(field_text):
            field_text = ""  # "Ph.D. candidate in the X group": with whom, not the field
        if title and not field_text and _HAN_RE.search(title):
            field_text = _han_major(flat, institution, title)
        if title and not institution:
            institution, field_text = town_after_degree(flat, title, field_text)
        studies = STUDIES_RE.match(strip_dates(flat))  # "2006 – 2011  Studium der Chemie, Universität X (Diplom)"
        if studies and not field_text:
            level, title, field_text = (
                (level, title, studies.group(1)) if title else ("other", studies.group(0), studies.group(1))
            )
        before_year = _TRAINING_BEFORE_YEAR_RE.match(flat) if not title and institution else None
        if before_year and institution not in before_year.group(1) and not find_institution(before_year.group(1)):
            # "Clinical Fellowship 2021 Lakeview Hospital, Department of X": a training of no degree's name, dated,
            # then where it was done (a Word CV's paragraph, the title once bold)
            level, title = "other", before_year.group(1).strip(" *_|,–-")
        if not title and institution and _is_degree_abbreviation(flat.split(",")[0]):
            level, title = "other", flat.split(",")[0].strip()  # "MPH, University of X, 2008"
        lead = strip_dates(flat.split(",")[0]).strip(" -–|") if not title and institution else ""
        if _LEAD_CELL_RE.fullmatch(lead) and institution not in lead and not find_institution(lead):
            level, title = degree_level(lead), lead  # "Degree in Geography, Universidad de Sevilla, 2003"
        years = year_range(flat)
        current = entries[-1] if entries else None
        filled = state.get(id(current), {})
        if (
            current is not None
            and filled.get("degree")
            and not (title or institution)
            and is_grade_line(strip_dates(flat))
        ):
            # "Note: magna cum laude" under its degree (a definition list repeats the degree's dates after it)
            current.details = with_note(current.details, strip_dates(flat).strip(" ,;–-"))
            continue
        # "  * ~30% developed at University of X" nested under its degree: where part of it was done, no entry
        detail_item = nested and indented[index][0] > outer and not title
        starts_new = (
            institution
            and not detail_item
            and (current is None or (current.institution and (filled.get("degree") or filled.get("years"))))
        )
        # "**Lorient University**" once above "- Ph.D. ..., 2021 –" and "- M.Eng. ..., 2019 – 2021"
        under_heading = (
            not institution and title and current is not None and filled.get("degree") and filled.get("heading")
        )
        # a date line above opens the next entry; its degree may come before its institution
        dated_degree = pending is not None and title and not institution
        # a row naming another degree with its own dates, under one that has both, is the next degree even
        # when its place is not recognised ("Studium Master Informatik an der HS Ostfeld, 2010–2012"); the same
        # degree told again ("Bachelor of Science mit der Arbeit: ..., 2010") is not
        printed_years = _YEAR_RE.findall(flat)
        end_year = years[1] if years else int(printed_years[0]) if len(printed_years) == 1 else None
        next_degree = (
            not institution
            and title
            and end_year
            and current is not None
            and filled.get("degree")
            and filled.get("years")
            # ... told with other years, it is another ("2017-2018: X, Master" over "2014-2018: Y, Bachelor and Master")
            and not (
                level == current.degree
                and end_year == current.end_year
                and (not years or current.start_year in (None, years[0]))
            )
        )
        # "**Doctor of Medicine** 2012" over its school, after "**Clinical Fellowship** 2021" over its own: a dated
        # degree under an entry that began with its dates and has its place is the next entry
        dated_after_place = (
            title
            and not institution
            and end_year
            and current is not None
            and current.institution
            and filled.get("years")
            and not filled.get("degree")
            and not filled.get("heading")
        )
        # "**Clinical Fellowship** 2021" over "Lakeview Hospital, Department of X": a training of no degree's
        # name, dated, over the place it was done
        dated_over_place = (
            not title
            and not institution
            and len(printed_years) == 1
            and 1 <= len(strip_dates(flat).split()) <= 8
            and index + 1 < len(lines)
            and _is_place_line(lines[index + 1])
            and (current is None or bool(current.institution))
        )
        # a dated degree with its place, under a dated degree whose place was not recognised ("Since 2017, Ph.D.
        # candidate in the X group" over "at KMBL"): the next entry, unless it is the same degree told again
        placed_degree = (
            institution
            and title
            and (years or printed_years)
            and current is not None
            and not current.institution
            and filled.get("degree")
            and filled.get("years")
            # ... or the same level with other years ("2021: Maîtrise X" over "2018-2021: ... licence Y (Université Z)")
            and (level != current.degree or (years and (current.start_year, current.end_year) != years[:2]))
        )
        # a line that is only a degree's title ("MSc in Biodiversity, Ecology and Evolution"), under an entry that
        # has its degree, place and years: the next entry, its place and years on the lines below
        after_complete = (
            title
            and not institution
            and not printed_years
            and flat.strip(" *_").startswith(title)
            and indented[index][0] == outer  # not a nested "bachelor thesis: ..." under its degree
            and not _THESIS_LINE_RE.search(flat)
            and len(flat.split()) <= 12
            and current is not None
            and current.institution
            and filled.get("degree")
            and filled.get("years")
            and level != "other"
        )
        outer_degree = nested and indented[index][0] == outer and title and current is not None and filled.get("degree")
        new_entry = (
            outer_degree
            or starts_new
            or under_heading
            or dated_degree
            or placed_degree
            or after_complete
            or next_degree
            or dated_after_place
            or dated_over_place
        )
        if new_entry or (current is None and (title or years)):
            heading = current.institution if under_heading else ""
            current = ParsedEducation(institution=institution or heading)
            entries.append(current)
            filled = state.setdefault(id(current), {})
            if under_heading:
                filled["heading"] = True
            elif institution and not title:
                filled["heading"] = True
            if pending:
                current.start_year, current.end_year = pending
                filled["years"], pending = True, None
            if dated_over_place:
                filled["lead"] = strip_dates(flat).strip(" *_|")  # "**Clinical Fellowship** 2021": what it was
                current.end_year, filled["years"] = int(printed_years[0]), True
        if current is None:
            continue
        filled["rows"] = f"{filled.get('rows', '')}\n{flat}"
        if not current.institution and not institution and (at := _AT_PLACE_RE.fullmatch(flat.strip())):
            current.institution = at.group(1)  # "at KMBL" under the degree: where it is done, by a name no rule knows
            continue
        if not current.institution and institution:
            current.institution = institution
        advisor = _ADVISOR_RE.search(text) or _ADVISED_BY_RE.search(text)
        if advisor:
            filled.setdefault("advisors", []).extend(_names_in(next(g for g in advisor.groups() if g)))
        if title and not filled.get("degree"):
            current.degree, current.degree_title, current.field = level, title, field_text
            filled["degree"] = True
        if years and not filled.get("years"):
            current.start_year, current.end_year = years[0], years[1]
            filled["years"] = True
        elif not years and not _YEAR_RE.search(flat) and title and ONGOING_RE.search(flat):
            current.ongoing = True  # "Present, PhD, Computer Science, Lakeview University"
        elif (
            not filled.get("years")
            and not years
            and re.fullmatch(r"\W*(?:(?:in|since)\s+)?(?:19|20)\d{2}\W*", flat.strip())
        ):
            current.end_year = int(_YEAR_RE.search(flat).group(1))
            filled["years"] = True
        elif (
            not filled.get("years")
            and filled.get("degree")
            and not (title or institution)
            and len(printed_years) == 1
            and len(strip_dates(flat).split()) <= 6
        ):
            # "Fecha de obtención del grado: 11/03/2011", "Conferred 2011": the date under the degree
            current.end_year, filled["years"] = int(printed_years[0]), True
        elif not filled.get("years") and not years and title and len(_YEAR_RE.findall(flat)) == 1:
            current.end_year = int(_YEAR_RE.search(flat).group(1))  # "2012 Ph.D. in Computer Science, U of T"
            filled["years"] = True
        if not (institution and line.strip().startswith(institution)) and not title and not years:
            current.details = f"{current.details}\n{flat.strip()}".strip()
    for entry in entries:
        lead = state.get(id(entry), {}).get("lead")
        if lead and entry.institution and not entry.degree_title and len(lead.split()) <= 8:
            entry.degree_title = lead  # a training of no degree's name, over the place it was done
    for entry in entries:
        # the diploma's level may show in the other degrees' rows ("Dr. rer. nat., Kiel University" below it)
        tidy_education(entry, state.get(id(entry), {}).get("rows", ""), context="\n".join(lines))
    # a row of dates and a school no degree or university names ("Grundschule, 1992–1996") is no degree
    entries = concluded_studies([e for e in entries if e.institution or e.degree_title])
    # The current degree's advisor when the CV names several: ongoing first, then the highest degree.
    ranked = sorted(
        entries, key=lambda e: (e.end_year is not None, {"phd": 0, "master": 1, "bachelor": 2}.get(e.degree, 3))
    )
    for entry in ranked:
        names = state.get(id(entry), {}).get("advisors")
        if names:
            _add_unique(advisors, names)
            break
    return entries


_QUOTED_THESIS_RE = lazy_re.compile(r"\s[\"“«„]")
_THESIS_LINE_RE = lazy_re.compile(r":|\b(?:thesis|dissertation|arbeit|tesis|tese|tesi|mémoire)\b", re.I)
_GROUP_NOT_FIELD_RE = lazy_re.compile(r"the\s.*\b(?:group|lab|laboratory|team)", re.I)
_AT_PLACE_RE = lazy_re.compile(r"at\s+([A-Z][\w&.'’-]*(?:\s+(?:of|for|de|[A-Z][\w&.'’-]*)){0,6})")
_TRAINING_BEFORE_YEAR_RE = lazy_re.compile(
    r"^\W*([^\W\d][^\d,;:()]{2,80}?)\s+(?:19|20)\d{2}\s+(?=[^\W\d])(?!.*(?:19|20)\d{2})"
)


def _is_place_line(line: str) -> bool:
    """A line that names only where: an institution, no degree and no year."""
    flat = _without_bullet(line).replace("\t", " ")
    return (
        bool(find_institution(flat)) and not _YEAR_RE.search(flat) and degree_level(flat, whole_value=False) == "other"
    )


# A degree's labelled detail, never the next degree's place
_DETAIL_LABEL_RE = lazy_re.compile(
    r"^\W*(?:(?:research\s+)?(?:group|lab|laboratory)|advis[eo]rs?|supervisors?|thesis|dissertation|"
    # ... in the other CV languages: "Tesi: ...", "Relatori: ...", "Thèse : ...", "Orientador: ...", "Betreuer: ..."
    r"tesi|tesis|tese|th[èe]se|relator[ei]|relatrice|directeur|directrice|director[ae]?|orientador[a]?|betreuer(?:in)?|"
    r"课题组|研究组|实验室|导师|指导教师|研究室|指導教員|論文|지도교수|연구실)\s*[:：]",
    re.I,
)
# the cell before the place, when no degree is known in the row: the degree as the CV words it
_LEAD_CELL_RE = lazy_re.compile(r"[^\W\d_][^\d:;()]{2,60}")
_HAN_RE = lazy_re.compile(r"[\u3400-\u9fff\uac00-\ud7a3]")  # Han characters, or Korean Hangul
_GRADUATED_RE = lazy_re.compile(r"卒業|毕业|畢業|修了|졸업|수료")
_HAN_WORDS_RE = lazy_re.compile(r"[\u3400-\u9fff]{2,20}|[\uac00-\ud7a3]{2,20}")


def _han_major(row: str, institution: str, degree: str) -> str:
    """ "2010.09-2014.06 清华大学 计算机系 学士", "2014.03 ~ 2019.02 한빛대학교 전자공학과 박사": in a Chinese,
    Japanese or Korean row the words between the university and the degree name the major (its "专业" or "학과"
    word dropped)."""
    rest = strip_dates(row).replace(institution, " ", 1).replace(degree, " ", 1)
    # a word of graduating ("卒業", "毕业", "수석졸업" with top marks) is how the degree ended, not its major
    words = [w for w in _HAN_WORDS_RE.findall(rest) if not any(degree_matches(w)) and not _GRADUATED_RE.search(w)]
    # a Japanese graduate school's name holds the major: "大学院情報科学研究科" -> "情報科学"
    major = re.sub(r"^大学院", "", words[0]) if len(words) == 1 else ""
    # ... and a Korean department's: "전자공학과" -> "전자공학"
    return re.sub(r"(?:专业|系|学院|研究科|専攻|学科|전공|(?<=학)[과부])$", "", major)


def _is_degree_abbreviation(cell: str) -> bool:
    """A degree of no known vocabulary, printed as capitals before the institution: "MPH", "MB BCh BAO"."""
    words = cell.split()
    return 0 < len(words) <= 4 and all(
        re.fullmatch(r"[A-Z][A-Za-z.]{1,5}", word) and sum(c.isupper() for c in word) >= 2 for word in words
    )


_INITIALS_CELL_RE = lazy_re.compile(r"[A-Z]{2,6}")


def _initials_cell(text: str) -> str:
    """ "B.Sc. in Geology, QRU, 2002": a degree's line may name its university by initials alone, in a
    cell of their own that is not the degree's."""
    if degree_level(text, whole_value=False) == "other":
        return ""
    cells = [c.strip(" .") for c in re.split(r"[,;\t()]", text)]  # "Ph.D. in Biomedicine (QRU, 2020)"
    return next(
        (
            cell
            for index, cell in enumerate(cells[1:], 1)
            if _INITIALS_CELL_RE.fullmatch(cell)
            and degree_level(cell, whole_value=True) == "other"
            and not _abbreviates(cell, cells[index - 1])
        ),
        "",
    )


def _abbreviates(initials: str, before: str) -> bool:
    """ "Bachelor of Science in Computer Engineering (BSCE)": capitals that shorten the words before them,
    the degree's own letters, not a university's."""
    heads = "".join(word[0] for word in re.findall(r"[A-Z]\w*", before))
    letters = iter(heads)
    return bool(heads) and initials[0] == heads[0] and all(letter in letters for letter in initials)
