"""The CV sections that list things: awards, teaching, service, skills."""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import MONTH as _MONTH
from ..dates import SEASON as _SEASON
from ..dates import YEAR_RE as _YEAR_RE
from ..degree_notes import without_bracketed_place
from ..records import (
    ParsedAward,
    ParsedService,
    ParsedTeaching,
)
from .experience import _strip_dates
from .fields import (
    year_range,
)
from .sections import (
    _BULLET_RE,
    _SPACE_RE,
    Section,
    _entry_lines,
    _indented_entry_lines,
    _without_bullet,
)

# --- awards, teaching, service, skills ---------------------------------------------------

_DATE_CELL_RE = lazy_re.compile(rf"^(?:(?:{_MONTH}\s*)?(?:19|20)\d{{2}}[\s,;&-]*)+$", re.I)
_ORG_END_SPLIT_RE = lazy_re.compile(
    r"\b(?:University|Institute|College|Academy|Foundation|Society|Association|Laboratory|"
    r"Challenge|Competition|Conference|Contest|Olympiad|Program)\b(\s+)(?=[A-Z])"
)


_RESEARCH_GRANT_RE = lazy_re.compile(
    r"\b(?:Co-?PI|PI|Principal Investigator)\b|[$€£¥]\s?\d|\b\d+(?:\.\d+)?\s?(?:M|K|million)\b"
)


_NAMED_HONOUR_RE = lazy_re.compile(r"\b(?:award|fellowship|prize|medal|scholarship|CAREER)\b", re.I)


def _next_heading(awards: list[ParsedAward], line: str, following: list[tuple[int, str]]) -> bool:
    """Is this line the heading of another section, printed as plain text (a PDF's): a word or
    three without a year or a bullet, after awards that all have one, over bullets or prose?"""
    words = line.split()
    if len(awards) < 2 or any(a.year is None for a in awards) or not 1 <= len(words) <= 3:
        return False
    if _BULLET_RE.match(line) or re.search(r"\d", line) or not all(w[:1].isupper() for w in words):
        return False
    return bool(following) and (bool(_BULLET_RE.match(following[0][1])) or len(following[0][1].split()) > 14)


def parse_awards(section: Section) -> list[ParsedAward]:
    """The honours list: one award a line; a nested bullet or a sentence under one is its description."""
    awards: list[ParsedAward] = []
    parent_indent = -1
    lines = _indented_entry_lines(section)
    labels = _group_labels(lines)
    for index, (indent, line) in enumerate(lines):
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        if not cells:
            continue
        if index in labels:  # "- **Scholarships**" over its dated awards: a group's name, its items the awards
            parent_indent = lines[index + 1][0]
            continue
        if _next_heading(awards, line, lines[index + 1 : index + 2]):
            break  # "Impact" over bullets of prose, after the dated awards: a section the headings do not know
        if awards and (
            (_BULLET_RE.match(line) and indent > parent_indent)
            or re.match(r"[a-z(]", cells[0])
            or (len(cells[0].split()) > 14 and cells[0].endswith("."))
        ):
            continue  # "  - awarded to 3 of 400 applicants": about the award above, not another one
        if (section.kind == "grants" or _RESEARCH_GRANT_RE.search(" ".join(cells))) and not _NAMED_HONOUR_RE.search(
            " ".join(cells)
        ):
            continue  # "NSF Medium, PI, $1.2M, 2021–2025": a grant held, not an honour ("NSF CAREER" is one)
        wrapped = (
            awards and awards[-1].year is None and re.search(r"\b(?:on|of|for|in|and|the|&)$|,$", awards[-1].title)
        )
        if wrapped and not _BULLET_RE.match(line):  # "Best Paper Award, Symposium on" / "Cloud Computing 2021"
            year = _YEAR_RE.findall(cells[-1])
            awards[-1].title = _SPACE_RE.sub(" ", f"{awards[-1].title} {_strip_dates(' '.join(cells))}").strip(" ,;")
            awards[-1].year = int(year[0]) if year else None
            continue
        parent_indent = indent
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
            span = year_range(source)
            if span:
                year = span[0]  # "Doctoral Fellowship, 2021–2024": awarded in 2021
            elif found:
                year = int(found[0] if len(titles) > 1 or dates else found[-1])
            if not dates and _DAY_FIRST_RE.match(title):  # "25 Nov 2015: Prize": the day goes with its date
                title = _DAY_FIRST_RE.sub("", title, count=1)
            title = _strip_dates(title) if not dates else title
            title = re.sub(
                r"\([\s,;&–-]*\)|\[[\s,;&–-]*\]|[$€£¥]\s?\d[\d,.]*\s*[kKmM]?\b", " ", title
            )  # "(2021)" once the year is out; "$550,000"
            # "Prize of X. Awarded yearly for ..., endowed with 1,000 €": the sentences after the name tell of it
            head, stop, told = title.partition(". ")
            lower = [w for w in told.split() if w[:1].islower()]  # a sentence, not "Institute for Open Knowledge"
            if stop and len(lower) >= 3 and told[:1].isupper() and re.search(r"[^\W\d_]{3}$", head):
                title = head
            title = re.sub(r"(?:\s*,)+\s*$|(?<=,)(?:\s*,)+", "", title)
            name, _, organization = title.rpartition(",") if "," in title else (title, "", "")
            if name and "," in name and without_bracketed_place(f"x, {organization.strip()}") == "x":
                name, _, organization = name.rpartition(",")  # "..., Kestrel Foundation, Germany": the country is where
            organization = without_bracketed_place(organization.strip())  # "University of X (Germany)"
            title = _SPACE_RE.sub(" ", title).strip(" ,;:.|–-")
            if not re.search(r"\w", title):
                continue  # a date alone, its entry out of reach (a PDF's columns interleaved)
            awards.append(ParsedAward(title=title, organization=organization.strip() if name else "", year=year))
    return awards


# A date written day first ("25 Nov 2015", "12. Mai 2016"): the day, which no year pattern takes with the rest
_DAY_FIRST_RE = lazy_re.compile(rf"^\s*\d{{1,2}}\.?\s+(?={_MONTH}\s*(?:19|20)\d{{2}})")
_GROUP_LABEL_RE = lazy_re.compile(r"[^\W\d_][^\d:;,.]{0,40}")


def _group_labels(lines: list[tuple[int, str]]) -> set[int]:
    """Where an honours list names its groups ("Scholarships", "奖学金", "Competitions"): a short undated item
    whose nested items, each dated, are the awards."""
    labels = set()
    for index, (indent, line) in enumerate(lines[:-1]):
        label = _without_bullet(line).strip(" :：")
        children = []
        for child_indent, child in lines[index + 1 :]:
            if child_indent <= indent:
                break
            children.append(child)
        if (
            children
            and _GROUP_LABEL_RE.fullmatch(label)
            and len(label.split()) <= 4
            and all(_BULLET_RE.match(c) and _YEAR_RE.search(c) and len(c.split()) <= 20 for c in children)
        ):
            labels.add(index)
    return labels


_TERM_RE = lazy_re.compile(
    rf"\b{_SEASON}\s*(?:19|20)\d{{2}}(?:/\d{{2,4}})?\b|\b(?:19|20)\d{{2}}\s*{_SEASON}\b|"
    rf"\b(?:19|20)\d{{2}}\b(?:[-–/]\d{{2,4}}\b|\s*[-–]\s*(?:present|now|today|current)\b)?",  # "2021–present": ongoing
    re.I,
)
_TEACHING_ROLE = r"(?:(?:Head|Lead|Senior|Chief)\s+)?(?:TA|Teaching Assistant|Teaching Fellow|Instructor|Lecturer|Grader|Tutor|Co-?instructor|Course Assistant)s?"
_LONGEST_COURSE_WORDS = 12
# "I", "my", "we" in the CV languages: "Je suis formateur ...", "Ich habe ...", "J'ai enseigné ..."
_FIRST_PERSON_RE = lazy_re.compile(
    r"(?<![\w'’])(?:I|[Mm]y|[Ww]e|[Oo]ur|[Jj]e|[Jj]['’]|[Nn]ous|[Ii]ch|[Ww]ir|[Mm]eine?|[Yy]o|[Nn]osotros|[Ee]u|[Nn]ós|[Ii]o|[Nn]oi)(?![\w])"
)
# A post heading its courses: "Assistant Professor, Westvale University, ..." (a title, then its organisation)
_POST_RE = lazy_re.compile(
    r"^((?:(?:Visiting|Adjunct|Associate|Assistant|Senior|Junior|Graduate|Teaching|Research|Full)\s+)*"
    r"(?:Professor|Lecturer|Instructor|Teaching Assistant|Teaching Fellow|Associate|Fellow|Tutor|Dozent(?:in)?|"
    r"Professeure?|Maître(?:sse)? de conférences|Profesor(?:a)?|Professore(?:ssa)?|Ricercat(?:ore|rice)))\s*,\s*\S",
    re.I,
)
_TEACHING_ROLE_LINE_RE = lazy_re.compile(rf"^\s*{_TEACHING_ROLE}\s*:?\s*$", re.I)
_ROLE_COURSE_RE = lazy_re.compile(rf"^\s*({_TEACHING_ROLE})\s*(?:[:,–-]|\bfor\b|\bof\b)\s*(.+)$", re.I)
_COURSE_ROLE_RE = lazy_re.compile(rf"^(.+?)\s*[(,–-]\s*({_TEACHING_ROLE})\s*\)?\s*$", re.I)


def _teaching_lines(section: Section) -> list[tuple[str, str, list[str]]]:
    """(line, the role its post gives, the post's terms) of each course line of the section.

    A post with its courses under it ("Assistant Professor, Westvale University, 2016 – present" and
    the courses indented below, as a LaTeX CV's entry with its list) is no course: its title is
    the courses' role and its years their terms; a label over a list ("Undergraduate:") neither."""
    lines = _indented_entry_lines(section)
    out: list[tuple[str, str, list[str]]] = []
    posts: list[tuple[int, str, list[str]]] = []  # (indent, role, terms) of the posts above this line
    for index, (indent, line) in enumerate(lines):
        while posts and posts[-1][0] >= indent:
            posts.pop()
        has_children = index + 1 < len(lines) and lines[index + 1][0] > indent
        text = _without_bullet(line).replace("\t", " ").strip()
        post = _POST_RE.match(text)
        if has_children and (post or text.endswith(":")):
            role = post.group(1) if post else (posts[-1][1] if posts else "")
            terms = [t.strip() for t in _TERM_RE.findall(text)] or (posts[-1][2] if posts else [])
            posts.append((indent, role, terms))
            continue
        role, terms = (posts[-1][1], posts[-1][2]) if posts else ("", [])
        out.extend((item, role, terms) for item in _course_list(line))
    return out


# What a course line's terms leave once taken out: a range's "now" before or after the course ("2021--heute: X",
# "X, –heute") and an academic year's abbreviation after it ("X — a.a. 2024/2025", "aa.aa. 2020/21 e 2021/22")
_LEFT_BY_TERMS_RE = lazy_re.compile(
    r"^[\s\-–—]*(?:heute|today|present|now|aujourd['’]hui|oggi|hoy|hoje|presente|actualidad)\s*[:,]\s*"
    r"|[\s,;]*[-–—]+\s*(?:heute|today|present|now|aujourd['’]hui|oggi|hoy|hoje|presente|actualidad)\s*$"
    r"|[\s,;—–-]*\b(?:aa\.\s?aa|a\.\s?a|a\.\s?y)\.(?:\s+(?:e|and|et|y|und))?[\s,;]*$",
    re.I,
)


def parse_teaching(section: Section) -> list[ParsedTeaching]:
    items: list[ParsedTeaching] = []
    role = ""
    for line, post_role, post_terms in _teaching_lines(section):
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        if not cells:
            continue
        flat = " ".join(cells)
        if _TEACHING_ROLE_LINE_RE.match(flat):
            role = flat.rstrip(":").strip()
            continue
        if len(flat.split()) > _LONGEST_COURSE_WORDS and _FIRST_PERSON_RE.search(flat):
            continue  # "During my PhD I have supervised ...": a sentence about teaching, no course
        terms = [t.strip() for t in _TERM_RE.findall(flat)] or list(post_terms)
        rest = _TERM_RE.sub(" ", cells[0])
        if not re.search(
            r"[A-Za-z]{3}|[\u3400-\u9fff]{2}", re.sub(rf"\b{_SEASON}\b", "", _TERM_RE.sub(" ", flat), flags=re.I)
        ):
            if items:
                items[-1].terms.extend(terms)
            continue
        rest = rest.strip(" ,;")  # "Course (Instructor), Fall 2023, Fall 2024" once the terms are taken out
        course, this_role = rest, post_role or role
        match = _ROLE_COURSE_RE.match(rest) or None
        if match:
            this_role, course = match.group(1), match.group(2)
        else:
            match = _COURSE_ROLE_RE.match(rest)
            if match:
                course, this_role = match.group(1), match.group(2)
        course = re.sub(rf"\b{_SEASON}\b", " ", course, flags=re.I)
        course = re.sub(r"(?:[\s,;]+(?:&|and))+\s*$", "", course)  # "Databases, Fall 2022 & Spring 2023"
        # "Databases (L2), depuis 2018": the word for "since" stays behind once its year went
        course = re.sub(r"[\s,;]+(?:since|seit|ab|depuis|desde|dal|dès)\s*$", "", course, flags=re.I)
        course = re.sub(r"[-–~]?\s*(?:至今|现在)", " ", course)  # "(本科生, 2020-至今)" once its year went
        course = _LEFT_BY_TERMS_RE.sub("", course)  # "2021--heute: Vorlesung X", "X — a.a. 2024/2025 e 2025/2026"
        course = re.sub(r"\([\s,;–-]+", "(", re.sub(r"[\s,;–-]+\)", ")", course))  # "(, L2)", "(L2, )"
        course = re.sub(r"\(\s*\)", " ", course)
        course = _SPACE_RE.sub(" ", course).strip(" ,;:-–")
        course = re.sub(r"(?<=[a-z]{4})\.$", "", course)  # "Spanish Phonetics." (an abbreviation keeps its dot)
        if course:
            items.append(ParsedTeaching(course=course, role=this_role.strip(), terms=terms))
    return items


_CJK_LIST_LABEL_RE = lazy_re.compile(r"^[\u3400-\u9fff]{1,12}\s*[:：]\s*")


def _course_list(line: str) -> list[str]:
    """A Chinese page's courses, one line or several: "本科生课程：《数据结构》、《操作系统》" gives each course,
    "数据结构（本科生，2020-至今）" the course with its note in ASCII brackets."""
    if not re.search(r"[\u3400-\u9fff]", line):
        return [line]
    line = line.replace("（", " (").replace("）", ")").replace("，", ", ").replace("；", "; ")
    line = _CJK_LIST_LABEL_RE.sub("", _without_bullet(line))  # "研究生课程：" names whom the courses are for
    items = line.replace("《", "").replace("》", "").split("、")
    return [item.strip() for item in items if item.strip()]


_SERVICE_ROLE_RE = lazy_re.compile(
    r"reviewer|committee|chair|organizer|organiser|editor|member|volunteer|judge|"
    r"\bPC\b|\bAEC\b|session|program",
    re.I,
)


_ROLE_FOR_VENUE_RE = lazy_re.compile(
    r"^((?:[\w-]+\s+){0,3}(?:reviewer|member|chair|editor|organi[sz]er|volunteer)s?)\s+(?:for|of|at)\s+(.+)$", re.I
)


# "Since 2023: Member of ...", "2019–2021: Reviewer for ...": the item's date as its label
_LEAD_DATE_LABEL_RE = lazy_re.compile(
    r"^(?:(?:since|seit|depuis|desde|dal|from)\s+)?((?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|present|now))?)\s*:\s*(\S.+)$",
    re.I,
)


# A heading that is the role, its lines the venues: "Peer reviewer for", "Editorial board member of"
_ROLE_HEADING_RE = lazy_re.compile(r"^\W*(.*?\b(?:reviewer|referee|editor|member)s?)\s+(?:for|of)\W*$", re.I)


def parse_service(section: Section) -> list[ParsedService]:
    items: list[ParsedService] = []
    role_heading = _ROLE_HEADING_RE.match(section.heading or "")
    role = role_heading.group(1).strip() if role_heading else ""
    for line in _entry_lines(section):
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        if not cells:
            continue
        if len(cells) >= 2:
            venue = " ".join(cells[1:])
            years = _YEAR_RE.findall(venue)
            items.append(ParsedService(role=cells[0], venue=_strip_dates(venue), year=int(years[0]) if years else None))
            continue
        # full-width punctuation of Chinese lists read as ASCII: "审稿人：IEEE TWC，IEEE JSAC"
        text = cells[0].replace("：", ": ").replace("，", ", ").replace("；", "; ")
        dated = _LEAD_DATE_LABEL_RE.match(text)  # "Since 2023: Member of the Kestrel Society."
        if dated:
            text = f"{dated.group(2).rstrip('. ')} ({dated.group(1)})"
        role_for = _ROLE_FOR_VENUE_RE.match(text)
        if not role_for and len(text.split()) > 10 and text.endswith(".") and not _YEAR_RE.search(text):
            continue  # a sentence of prose under the heading ("Provide an overview of ..."), no post
        if role_for and ":" not in text:  # "Reviewer for ACM TODS (2019–2022)"
            years = _YEAR_RE.findall(role_for.group(2))
            venue = _strip_dates(role_for.group(2)) or role_for.group(2)
            items.append(ParsedService(role_for.group(1).strip(), venue, int(years[0]) if years else None))
            continue
        if ":" in text:
            head, tail = (p.strip() for p in text.split(":", 1))
            for venue in re.split(r",\s*|;\s*", tail):
                if venue:
                    years = _YEAR_RE.findall(venue)
                    items.append(ParsedService(head, _strip_dates(venue), int(years[0]) if years else None))
            continue
        head, comma, tail = text.partition(",")
        if comma and _SERVICE_ROLE_RE.search(head) and tail.strip() and len(head.split()) <= 5:
            years = _YEAR_RE.findall(tail)  # "Reviewer, ACM Transactions on Fjords"
            items.append(
                ParsedService(head.strip(), _strip_dates(tail) or tail.strip(), int(years[0]) if years else None)
            )
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


# A news item that tells of an honour won: "Sep 2021 – Awarded the Vector Institute Scholarship in AI.",
# "2023: I received the Kestrel Prize for Young Limnologists!". The item's own subject (nobody else's:
# "Congratulations to Ana on ...", "Our paper won ...") and a named honour, dated by the item.
_NEWS_AWARD_RE = lazy_re.compile(
    r"^(?:I\s+(?:was\s+)?)?(?i:awarded|received|won|was named)\s+(?:the\s+|a\s+|an\s+|my\s+)?"
    r"((?:[A-Z][\w'’&.-]*\s+){1,8}(?:Fellowship|Award|Prize|Scholarship|Medal)"
    r"(?:\s+(?:in|for|of)\s+(?:[A-Z][\w'’&-]*)(?:\s+(?:and\s+|&\s+)?[A-Z][\w'’&-]*){0,5})?)"
)
_NEWS_DATE_LEAD_RE = lazy_re.compile(rf"^\W*(?:{_MONTH}\.?\s*)?(?:\d{{1,2}},?\s*)?((?:19|20)\d{{2}})\b[\W_]*", re.I)


def news_awards(section: Section) -> list[ParsedAward]:
    """The honours a news list says its owner won, each with the year of its item."""
    awards: list[ParsedAward] = []
    for line in _entry_lines(section):
        item = _without_bullet(line).replace("*", "").replace("\t", " ").strip()
        date = _NEWS_DATE_LEAD_RE.match(item)
        if not date:
            continue
        honour = _NEWS_AWARD_RE.match(item[date.end() :])
        if honour and not re.search(r"\bpaper\b", honour.group(1), re.I):  # a paper's award is the paper's
            awards.append(ParsedAward(title=honour.group(1).strip(), organization="", year=int(date.group(1))))
    return awards
