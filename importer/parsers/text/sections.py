"""Cut a homepage or CV into sections, and the small line helpers every section reader uses.

`split_sections` finds headings written as markdown (`#`/`##`, any case),
whole-line bold, short plain lines naming a CV section ("EDUCATION",
"Professional Experience", "Awards & Honors"), and, in text extracted from a
PDF, the first tab-separated cell of a line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .. import lazy_re
from ..dates import MONTH, SEASON, strip_dates
from ..statuses import heads_unpublished_papers
from .heading_typos import mended_heading
from .heading_words import FOREIGN_WORDS, PHRASES, heading_phrase_kind, names_paper_group
from .job_titles import is_title_alone
from .public_writing import MEDIA_KIND, media_section_warning, names_public_writing, talks_section_warning
from .section_words import (
    _CJK_HEADING_WORDS,
    _FILLER,
    _HANGUL_HEADING_WORDS,
    _SECTION_ORDER,
    _WEAK_WORDS,
    SECTION_WORDS,
)

# --- sections ------------------------------------------------------------------------

_LIST_KINDS = ("experience", "education", "awards", "teaching", "service", "grants")
_MD_HEADING_RE = lazy_re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BOLD_LINE_RE = lazy_re.compile(r"^\s*(?:\*\*|__|<(?:strong|b)>)(.+?)(?:\*\*|__|</(?:strong|b)>)\s*:?\s*$", re.I)
_RULE_RE = lazy_re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,}|={3,})\s*$")
_COMMENT_RE = lazy_re.compile(r"<!--.*?-->", re.S)
_TEMPLATE_RE = lazy_re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S)
_TAG_RE = lazy_re.compile(r"</?[a-zA-Z][^<>]*>")
_MD_LINK_RE = lazy_re.compile(r"\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?\s*\)")
_STAR_BULLET_RE = lazy_re.compile(r"^(\s*)\*[ \t]+(?=\S)", re.M)
_EMPHASIS_RE = lazy_re.compile(r"\*{1,3}|(?<![\w_])_{1,3}|_{1,3}(?![\w_])|`")
_BULLET_RE = lazy_re.compile(r"^\s*(?:[-*+•·▪◦‣–]\s*|\d{1,2}[.)]\s+)")
_SPACE_RE = lazy_re.compile(r"[ \u00a0]+")


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
    text = _NBSP_RE.sub(" ", text)  # "&nbsp;&nbsp;[University](...)": spaces that indent a line
    text = _STAR_BULLET_RE.sub(r"\1- ", text)  # "* item" is a list item, as "- item" is, not emphasis
    text = text.replace("\\*", "*").replace("\\_", "_")
    text = _EMPHASIS_RE.sub("", text)
    return _SPACE_RE.sub(" ", text).strip()


_BR_END_RE = lazy_re.compile(r"[ \t]*(?:<br\s*/?>[ \t]*)+$", re.M | re.I)
_NBSP_RE = lazy_re.compile(r"&nbsp;?|&#160;")
# the pictographs a homepage sets before its rows ("🎓 PhD in X", "🔬 Staff Scientist"): no words of them
_LEAD_PICTOGRAPHS_RE = lazy_re.compile(r"^((?:[-*+•]\s+)?)(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?\s*)+")
_FIELD_LINE_RE = lazy_re.compile(r"^\s*[^\s:：][^:：]{0,15}[:：]\s*\S")  # "E-Mail: ...", "姓名：王小明"
_CJK_HEADING_RE = lazy_re.compile(r"^[\u4e00-\u9fff\s/、与和及·]{2,12}[:：]?$")
_HANGUL_HEADING_RE = lazy_re.compile(r"^[\uac00-\ud7a3\s/·,&]{2,16}[:：]?$")  # "학력", "수상 및 장학금"


def _cjk_heading(text: str) -> str | None:
    text = plain(text).strip()
    if _HANGUL_HEADING_RE.match(text):
        return next((kind for word, kind in _HANGUL_HEADING_WORDS if word in text.replace(" ", "")), None)
    if not _CJK_HEADING_RE.match(text):
        return None
    return next((kind for word, kind in _CJK_HEADING_WORDS if word in text), None)


# The document's own title ("Lebenslauf", "Curriculum Vitae"): below an introduction, a career told year by year.
_CV_TITLE_RE = lazy_re.compile(
    r"^\W*(?:lebenslauf|curriculum(?:\s+vitae)?|currículo|cv|c\.v\.|résumé|resume)\W*$", re.I
)
_CJK_RE = lazy_re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_HANGUL_RE = lazy_re.compile(r"[\uac00-\ud7a3]")


def is_cv_title(heading: str) -> bool:
    """ "Curriculum Vitae", "Lebenslauf": a heading over the whole career, degrees and positions together."""
    return bool(_CV_TITLE_RE.match(plain(heading)))


def classify_heading(text: str) -> str | None:
    """The section kind a heading names ("Awards & Honors" -> "awards"), or None.

    A heading in two languages ("Ausbildung / Education", "教育背景 Education") is read part by part.
    """
    cjk = _cjk_heading(text)
    if cjk:
        return cjk
    flat = plain(text)
    parts = [p for p in re.split(r"\s*[/|｜]\s*|\s*[（(]\s*|\s*[)）]\s*|\s+[–—-]\s+", flat) if p.strip()]
    if len(parts) > 1:
        return next((kind for part in parts if (kind := _classify_one(part))), None)
    return _classify_one(flat)


_LONG_FOREIGN_HEADING = 8  # words: a longer line is a sentence, whatever words it holds


def _classify_one(text: str) -> str | None:
    if _CJK_RE.search(text):
        cjk = "".join(_CJK_RE.findall(text))
        if len(cjk) <= 8:
            found = next((kind for word, kind in _CJK_HEADING_WORDS if word in cjk), None)
            if found:
                return found
        text = _CJK_RE.sub(" ", text)
    if _HANGUL_RE.search(text):  # "학력 | Education", "Publications (논문)"
        hangul = "".join(_HANGUL_RE.findall(text))
        hangul_words = _HANGUL_HEADING_WORDS if len(hangul) <= 10 else ()
        if found := next((kind for word, kind in hangul_words if word in hangul), None):
            return found
        text = _HANGUL_RE.sub(" ", text)
    # Turkish capital dotted I lowers to "i" and a combining dot, which would split "İletişim" in two
    words = re.findall(r"[^\W\d_]+|&", text.replace("İ", "i").lower())
    phrase = PHRASES.get(" ".join(words)) or heading_phrase_kind(text)
    if phrase:
        return phrase
    if names_public_writing(words):  # "Blog", "In the press", "Artículos de divulgación": never papers
        return MEDIA_KIND
    foreign = {kind for kind, vocab in FOREIGN_WORDS.items() if any(w in vocab for w in words)}
    if foreign and len(words) <= 5:
        return min(foreign, key=_SECTION_ORDER.index)
    # a long heading that names its kind twice: "Trabalhos completos publicados em anais de congressos"
    named_twice = {kind for kind in foreign if sum(w in FOREIGN_WORDS[kind] for w in words) >= 2}
    if named_twice and len(words) <= _LONG_FOREIGN_HEADING:
        return min(named_twice, key=_SECTION_ORDER.index)
    if not words or len(words) > 6:
        return None
    meaningful = [w for w in words if w not in _FILLER]
    if not meaningful:
        if "experience" in words or "experiences" in words:  # "Research Experience", "Work Experience"
            return "experience"
        if words in (["work"], ["professional", "work"], ["academic", "work"]):  # the posts held
            return "experience"
        if "research" in words:
            return "interests"  # "Research" alone heads a research statement
        if "background" in words:
            return "education"
        return None
    kinds, weak = set(), set()
    for word in meaningful:
        found = [kind for kind, vocab in SECTION_WORDS.items() if word in vocab]
        if not found:
            return None
        (weak if word in _WEAK_WORDS else kinds).update(found)
    return min(kinds or weak, key=_SECTION_ORDER.index)


def _classify_alone(text: str) -> str | None:
    """The kind a heading alone on its line names, a section word misspelt by one letter mended."""
    kind = classify_heading(text)
    if kind and kind != "people" and is_title_alone(plain(text)):
        return None  # "Maître de conférences" under the name: the person's post, though "conférences" heads talks
    mended = None if kind else mended_heading(text)
    return classify_heading(mended) if mended else kind


def _looks_like_title(text: str) -> bool:
    """A heading that is a publication or project title rather than a section."""
    words = plain(text).split()
    return len(words) >= 4 or ":" in text or "](" in text or bool(re.fullmatch(r"\W*\d{4}\W*", plain(text)))


def split_sections(text: str) -> list[Section]:
    """Cut a document into sections; text before the first heading is "intro"."""
    sections = [Section("intro", "", first_line=1)]
    for number, raw in enumerate(text.split("\n"), start=1):
        current = sections[-1]
        heading = _heading_of(raw, current, sections)
        if heading is None:
            if not _RULE_RE.match(raw):
                current.lines.append(raw)
            continue
        kind, title, level, rest, tabbed = heading
        sections.append(Section(kind, title, [rest] if rest.strip() else [], number, tabbed, level))
    _page_title_heads_intro(sections)
    _particulars_head_intro(sections)
    _career_under_title(sections)
    return sections


# The document's title before the owner's name: "Lebenslauf – Ana Ruiz", "Curriculum Vitae: Ana Ruiz"
_CV_TITLE_LEAD_RE = lazy_re.compile(
    r"^\W*(lebenslauf|curriculum(?:\s+vitae)?|currículo|cv|c\.v\.|résumé|resume)(?:\s*[-–—:|·]\s*|\s+(?:of|von|de|di)\s+)",
    re.I,
)
# A CV's row led by its date: "seit 10/2019  Professorin ...", "2012 – 2019  ...", "März 2019 – heute ...",
# "2010.09-2014.06 清华大学 ..."; a date alone on its line, over its row, counts as a row.
_DATE_LED_ROW_RE = lazy_re.compile(
    rf"^(?:since|seit|ab|depuis|desde|dal|from|von)?\s*(?:{MONTH}\s*|{SEASON}\s*)?[\d./]*(?:19|20)\d{{2}}(?!\d)"
    rf"(?:\W*\S.*[^\W\d_])?",  # or the date alone, its row on the next line
    re.I,
)


def _date_alone(line: str) -> bool:
    return not re.search(r"[^\W\d_]{2}", strip_dates(plain(line)))


def _career_under_title(sections: list[Section]) -> None:
    """ "Lebenslauf" or "Curriculum Vitae" at the top, then rows led by their dates with no heading of their
    kind over them: the career told year by year, read as a "Lebenslauf" section is (positions and degrees
    apart). The lines above the first row stay the page's header."""
    intro = sections[0]
    titled, title, rows, others = None, "", [], 0
    for index, raw in enumerate(intro.lines):
        flat = plain(_MD_HEADING_PREFIX_RE.sub("", raw))
        if not flat:
            continue
        if titled is None:
            lead = _CV_TITLE_LEAD_RE.match(flat)
            if (_CV_TITLE_RE.match(flat) or lead) and "](" not in raw and "://" not in raw:  # not a link to the CV
                titled, title = index, (lead.group(1) if lead else flat.strip(" :#*"))
        elif _DATE_LED_ROW_RE.match(_without_bullet(flat)):
            rows.append(index)
        elif rows:
            others += 1
    # rows under the title, most lines below the first one: a homepage's news or prose under a "CV" line is not
    if titled is None or len(rows) < 2 or others > len(rows):
        return
    first = rows[0]
    filled = [index for index, raw in enumerate(intro.lines) if raw.strip()]
    above = [index for index in filled if titled < index < first]
    if above and _date_alone(intro.lines[first]) and _date_alone(intro.lines[filled[-1]]):
        first = above[-1]  # each row's date under it, the last line a date: the row above the first date is one
    career = Section("experience", title, intro.lines[first:], intro.first_line + first, intro.tabbed, 1)
    del intro.lines[first:]
    sections.insert(1, career)


def _particulars_head_intro(sections: list[Section]) -> None:
    """ "## Persönliche Daten" / "Contact" first, over the name, title and address, or a first section of
    labelled fields only ("个人简历" over "姓名：…", "职称：…"): the page's header."""
    if len(sections) < 3 or any(line.strip() for line in sections[0].lines):
        return
    filled = [line for line in sections[1].lines if line.strip()]
    fields = len(filled) >= 2 and all(_FIELD_LINE_RE.match(line) for line in filled)
    if sections[1].kind == "contact" or fields and sections[1].kind in ("bio", "other"):
        sections[0].lines.extend(sections[1].lines)
        del sections[1]


def _page_title_heads_intro(sections: list[Section]) -> None:
    """ "# Research" at the top of a page, over the owner's name line and "## ..." sections: the page's
    title, and the few lines under it the page's header, not a research statement."""
    if len(sections) < 3 or any(line.strip() for line in sections[0].lines):
        return
    title, following = sections[1], sections[2]
    header = [line for line in title.lines if line.strip()]
    if title.level == 1 and title.kind in ("interests", "bio") and following.level > 1 and len(header) <= 3:
        sections[0].lines.extend(title.lines)
        del sections[1]


def _enclosing(sections: list[Section], level: int) -> Section | None:
    """The section a heading of `level` sits under: the last one opened by a heading above its level."""
    return next((s for s in reversed(sections) if 0 < s.level < level), None)


def _heading_of(raw: str, current: Section, sections: list[Section] = ()):
    """(kind, heading, level, rest of line, tabbed) when `raw` starts a section."""
    md = _MD_HEADING_RE.match(raw)
    if md:
        level, title = len(md.group(1)), md.group(2)
        kind = _classify_alone(title) or ("publications" if _heads_papers(title) else None)
        parent = _enclosing(list(sections), level) if current.kind != "intro" else None
        if not kind and parent is not None and parent.kind in ("publications", "patents"):
            # "### Book chapters" after "### Articles" under "## Publications": a sub-heading stays in
            # its parent's section until a heading at or above the parent's level closes it
            if level <= current.level and not _looks_like_title(title):
                kind = parent.kind
        if kind:
            return kind, plain(title), level, "", False
        if _CV_TITLE_RE.match(plain(title)) and (
            current.kind != "intro" or sum(1 for line in current.lines if line.strip()) > 2
        ):
            return "experience", plain(title), level, "", False  # "## Lebenslauf" under a homepage's introduction
        if current.kind == "intro":
            return None  # a name or greeting heading before any section
        if current.kind in ("publications", "patents", "projects", "talks") and (
            level > current.level or _looks_like_title(title)
        ):
            return None  # a title or subheading inside the list
        if current.kind != "intro" and _looks_like_title(title) and current.level and level >= current.level:
            return None
        if current.kind in _LIST_KINDS and level > current.level and not is_cv_title(current.heading):
            return None  # "### Kestrel AI (2022.06 - 2022.09)" under "## Experience": an entry, not a section
        return "other", plain(title), level, "", False
    bold = _BOLD_LINE_RE.match(raw)
    if bold:
        kind = _classify_alone(bold.group(1)) or ("publications" if _heads_papers(bold.group(1), current) else None)
        return (kind, plain(bold.group(1)), current.level or 2, "", False) if kind else None
    if "\t" in raw:
        first, _, rest = raw.partition("\t")
        if first.strip() and not _BULLET_RE.match(first):
            kind = classify_heading(first)
            if kind == current.kind and _DATED_RE.search(rest) and not strip_dates(rest).strip(" \t,–—-"):
                # "RESEARCH INTERN<tab>Jun. 2015 - Aug. 2015" among posts: a dated row of its own section
                return None
            if kind and len(first.split()) <= 4:
                return kind, first.strip(), 1, rest, True
        return None
    stripped = raw.strip()
    if not stripped or stripped.endswith((".", ",", ";")) or _BULLET_RE.match(raw) or len(stripped) > 60:
        return None
    if "," in stripped and _DATED_RE.search(stripped):
        return None  # "B.Com. (Honours), University of X, 2012": an entry of its section, not "Honours"
    kind = _classify_alone(stripped.rstrip(":")) or (
        "publications" if _plain_line_heads_papers(stripped, current) else None
    )
    # a capital, or a letter of a script without case (教育经历, 工作经历)
    caseless = stripped[0].isalpha() and stripped[0].lower() == stripped[0].upper()
    if kind and (
        stripped[0].isupper() or caseless or stripped[0] in "*_#<" or _set_apart_in_lower_case(stripped, current)
    ):
        return kind, plain(stripped).rstrip(":"), current.level if current.kind != "intro" else 1, "", False
    return None


def _set_apart_in_lower_case(line: str, current: Section) -> bool:
    """ "publications", "selected publications": a heading a minimal layout prints in lower case, alone on its
    line and after a line that ended (a blank, a full stop, a year, a row), so never a wrapped sentence's end."""
    if line != line.lower() or len(line.split()) > 3:
        return False
    before = next((previous.rstrip() for previous in reversed(current.lines)), "")
    return not before.strip() or "\t" in before or before.endswith((".", ")", "]", "|")) or before[-1].isdigit()


_DATED_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def unread_section_warning(section: Section) -> str | None:
    """A section under a heading the importer cannot place, holding dated lines of several words (papers,
    positions): a warning naming it, so that it is never dropped unseen. None for any other section."""
    if section.kind == "intro":
        # "# Name" then "## Scholarly works" and its list: a heading right under the name reads as the
        # page's own title, so a list of dated entries there is said, not dropped unseen
        listed = [line for line in section.lines if _BULLET_RE.match(line)]
        dated = sum(1 for line in listed if _DATED_RE.search(line) and len(line.split()) >= 6)
        if dated < 2:
            return None
        return f"{dated} dated list item(s) before the first section heading were not read (papers or positions?)"
    if section.kind == MEDIA_KIND:
        return media_section_warning(section.first_line, section.heading, section.lines)
    if section.kind == "talks":
        return talks_section_warning(section.first_line, section.heading, section.lines)
    if section.kind != "other":
        return None
    dated = sum(1 for line in section.lines if _DATED_RE.search(line) and len(line.split()) >= 6)
    if not dated:
        return None
    return (
        f"line {section.first_line}: section {section.heading!r} was not read (its heading names no kind of "
        f"section); its {dated} dated line(s) are left out"
    )


def _heads_papers(title: str, current: Section | None = None) -> bool:
    """A heading of a group of papers. A markdown heading says so by its words alone; a bold or plain
    line ("IN PRESS", "Reports") only among papers, where a line like it is not a title or a note."""
    flat = plain(title)
    if heads_unpublished_papers(flat):
        return True
    return names_paper_group(flat) and (current is None or current.kind in ("publications", "patents"))


def _plain_line_heads_papers(line: str, current: Section) -> bool:
    """ "IN PRESS", "Reports", "Book chapters" alone on a line among papers; "Submitted to ATC'25" under a
    paper's title is its note."""
    return (
        len(line.split()) <= 4
        and not re.search(r"\d|\b(?:to|at|in|by)\s+[A-Z]", line)
        and names_paper_group(plain(line))
        and current.kind in ("publications", "patents")
    )


# --- small line helpers --------------------------------------------------------------


_MD_HEADING_PREFIX_RE = lazy_re.compile(r"^\s{0,3}#{1,6}\s+")
_TABLE_ROW_RE = lazy_re.compile(r"^\s*\|(.*)\|\s*$")
_TABLE_HEADER_WORDS = {
    "period", "date", "dates", "year", "years", "time", "when", "duration", "position", "title", "role", "job",
    "organization", "organisation", "company", "employer", "institution", "university", "school", "place",
    "location", "where", "degree", "field", "major", "award", "awards", "honor", "description", "details",
    "advisor", "notes", "venue", "course", "term", "semester",
    # the same columns in German and Chinese tables: "| Zeitraum | Tätigkeit | Einrichtung |", "| 时间 | 学校 | 学位 |"
    "zeitraum", "zeit", "jahr", "tätigkeit", "funktion", "einrichtung", "arbeitgeber", "abschluss", "studiengang",
    "fach", "ort",
    "时间", "起止时间", "年份", "日期", "学校", "院校", "毕业院校", "单位", "工作单位", "机构", "专业", "学位", "学历",
    "职务", "职称", "职位", "岗位", "奖项", "奖项名称", "名称", "课程", "课程名称", "授予单位", "备注",
}  # fmt: skip


def _entry_lines(section: Section) -> list[str]:
    """Content lines of a section: markup removed, tabs kept as cell separators."""
    return [line for _indent, line in _indented_entry_lines(section)]


# a line the next one goes on from: a markdown hard break ("  " or "\\" at its end), or a comma left open
_CONTINUED_RE = lazy_re.compile(r"(?:  |\\|,\s*)$")
_FIELD_LINE_KINDS = ("experience", "education", "awards", "service", "teaching")

_NBSP_GAP_RE = lazy_re.compile(r"[ \t]+(?:&nbsp;|&#160;|\u00a0)+[ \t]*|(?:&nbsp;|&#160;|\u00a0){2,}[ \t]*")
_BOLD_OPEN_RANGE_RE = lazy_re.compile(
    # "**2022–**", "**Sep 2022 –**", "**09/2022–**"
    r"^(\s*(?:[-*+•·]\s+)?)(?:\*\*|__)((?:[^\W\d_]{3,9}\.?\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2}(?:[./]\d{1,2})?\s*[-–—])"
    r"\s*(?:\*\*|__)\s*"
)


def _indented_entry_lines(section: Section) -> list[tuple[int, str]]:
    """(indentation, line) of each content line: a nested bullet is indented more than its parent.

    A markdown list item wrapped over several lines (the next lines indented under its text, as
    pandoc and editors write them) is one line.
    """
    out: list[tuple[int, str]] = []
    item_column = None  # where the text of the last list item starts
    lines = section.lines
    if any("<" in line for line in lines):  # an HTML tag broken over lines ("<a\nhref=...>") goes whole
        # a line ending in "<br/>" is a hard break, as two spaces are ("**PhD in X**<br/>" then the university)
        lines = _TAG_RE.sub("", _BR_END_RE.sub("  ", "\n".join(lines))).split("\n")
    # a markdown hard break ("**Associate Professor**  " then the organisation) parts an entry's fields
    fields_break = section.kind in _FIELD_LINE_KINDS
    hard_break = False
    for raw in lines:
        raw = _TEMPLATE_RE.sub("", raw)
        indent = len(raw) - len(raw.lstrip(" "))
        lazy = hard_break and indent < (item_column or 0) and not _MD_HEADING_PREFIX_RE.match(raw)
        if (
            item_column is not None
            and out
            and raw.strip()
            and (indent >= item_column or lazy)
            and not _BULLET_RE.match(raw)
        ):
            if "\t" not in raw:
                joint = ", " if fields_break and hard_break and not out[-1][1].endswith(",") else " "
                out[-1] = (out[-1][0], f"{out[-1][1]}{joint}{plain(raw)}".strip())
                hard_break = _CONTINUED_RE.search(raw) is not None
                continue
        hard_break = _CONTINUED_RE.search(raw) is not None
        bullet = _BULLET_RE.match(raw)
        item_column = bullet.end() if bullet and bullet.end() > indent + 1 else None
        raw = _MD_HEADING_PREFIX_RE.sub("", raw)  # an entry written as a subheading
        table = _TABLE_ROW_RE.match(raw)
        if table:  # "| 2021 – 2022 | Postdoc | University of X |": cells, like a PDF's columns
            cells = [c.strip() for c in table.group(1).split("|")]
            if all(re.fullmatch(r":?-{2,}:?|", c) for c in cells) or all(
                c.casefold() in _TABLE_HEADER_WORDS for c in cells if c
            ):
                continue  # the rule under a table's header, or the header
            raw = "\t".join(cells)
        # "**2022–** Professor": an open range set apart in bold is a cell of its own (a dash then a title is none)
        raw = _BOLD_OPEN_RANGE_RE.sub(r"\1\2\t", raw)
        raw = _NBSP_GAP_RE.sub("\t", raw)  # "2013 – 2017 &nbsp; Promotion, ...": spaces that align a column
        # an ideographic space separates cells too, and so do spaces aligning Han columns ("南岭大学  副研究员")
        cells = [plain(c) for c in re.split(r"\t|\u3000+|(?<=[\u3400-\u9fff])[ ]{2,}(?=[\u3400-\u9fff])", raw)]
        line = _LEAD_PICTOGRAPHS_RE.sub(r"\1", "\t".join(c for c in cells if c))
        if line.strip() and not _RULE_RE.match(line) and not _PAGE_FOOTER_RE.match(line):
            out.append((len(raw) - len(raw.lstrip(" ")), line))
    return out


# A page's footer under its last list: "Last updated: September 2025", "最后更新：2025年9月", "© 2025 ...".
_PAGE_FOOTER_RE = lazy_re.compile(
    # "Stand: Mai 2024", "Aggiornato al 3/2024", "Mise à jour : mai 2024": the same in the other CV languages
    r"^\s*(?:(?:last\s+(?:updated|modified|update)|page\s+(?:generated|last\s+updated)|powered\s+by|copyright)\b"
    r"|(?:stand|aktualisiert|aggiornat[oa]|mise\s+à\s+jour|actualizado|atualizado)(?:\s+(?:am|vom|al|le|el|em))?\s*[:：]?\s*"
    r"(?:\d{1,2}[./]\s*)?(?:\S+\s+)?(?:19|20)\d{2}\s*$"
    r"|©|最后更新|最后修改|更新于|更新时间)",
    re.I,
)


def _without_bullet(line: str) -> str:
    return _BULLET_RE.sub("", line, count=1).strip()
