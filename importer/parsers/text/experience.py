"""The experience section of a CV: positions with organisation, title and years.

`parse_experience` is a line-by-line state machine (pending dates, a title awaiting its
organisation, nested bullets); its states are clearer in one loop than spread over helpers."""

from __future__ import annotations

import re
from dataclasses import replace

from .. import lazy_re
from ..dates import MONTH, ONGOING_RE, strip_dates
from ..dates import YEAR_RE as _YEAR_RE
from ..records import (
    ParsedExperience,
    ParsedService,
)
from ..roles import find_title
from .cjk_jobs import month_rows_as_ranges, split_cjk_post, starts_with_cjk_title
from .fields import (
    find_institution,
    year_range,
)
from .job_rows import (
    after_host,
    bold_leads,
    clean_organization,
    cuts_a_part,
    dated_row,
    is_dated_title,
    is_title_line,
    join_wrapped_rows,
    title_by_position,
    titles_first,
    titles_under_organisations,
    without_place_after_dates,
    without_town,
)
from .job_titles import FOREIGN_JOB_TITLE as _FOREIGN_JOB_TITLE
from .job_titles import JOB_TITLE as _JOB_TITLE
from .job_titles import JOB_TITLE_LINE_RE as _JOB_TITLE_LINE_RE
from .job_titles import LOOSE_TITLE_LINE_RE as _LOOSE_TITLE_LINE_RE
from .job_titles import TITLE_IN_FIELD_RE as _TITLE_IN_FIELD_RE
from .job_titles import TITLE_LABEL_RE, TRADE_TITLE_LINE_RE, title_among_parts
from .nested_posts import post_over_organisation as _post_over_organisation
from .nested_posts import roles_under_organisation
from .nested_posts import title_under_organisation as _title_under_organisation
from .sections import (
    _BULLET_RE,
    Section,
    _indented_entry_lines,
    _without_bullet,
)
from .unhosted_posts import is_dated_lone_title, is_unhosted_post, kept_posts

_TITLE_LEAD_RE = lazy_re.compile(
    rf"^\s*({_JOB_TITLE})(?:\s*$|\s*[,.;:·|–—]\s+|\s+(?=mentored|advised|supervised|with|in)\b)", re.I
)
_TRAILING_TITLE_RE = lazy_re.compile(rf"^(.*?\S)\s+({_JOB_TITLE})\s*$", re.I)
_TITLE_AT_RE = lazy_re.compile(rf"^\s*({_JOB_TITLE})\s*(?:at|with|@|,|-|–|—|\||·)\s+(.+)$", re.I)
# "Postdoc am Institut für X", "Gastwissenschaftlerin an der Harbor University", "Chercheuse à l'Institut X",
# "Ricercatrice presso l'Università di X": a title, then "at" in the CV languages, then the organisation
_TITLE_AT_FOREIGN_RE = lazy_re.compile(
    rf"^\s*({_JOB_TITLE}|{_FOREIGN_JOB_TITLE})\s+(?:am|an\s+der|an\s+dem|beim|bei(?:\s+der)?|à(?:\s+l['’])?|au|chez|"
    r"presso(?:\s+(?:il|la|l['’]))?|na|no|em)\s*([A-ZÀ-Þ].+)$"
)
# Not positions: talks, mentoring, reviewing and other service printed among the jobs.
_NOT_A_POSITION_RE = lazy_re.compile(
    r"\b(?:invited talks?|talks?|keynotes?|presentations?|presented|posters?|seminars?|panel(?:ist)?|tutorials?|"
    r"mentor(?:s|ing)?|volunteer(?:ing)?|reviewers?|reviewing|program committee|PC member|"
    r"(?:session|track|workshop|general|program|publicity|web) (?:co-?)?chair|organi[sz](?:er|ing)|judge)\b",
    re.I,
)
_SERVICE_WORD_RE = lazy_re.compile(
    r"\b(?:volunteer|reviewer|reviewing|program committee|PC member|chair|organi[sz]|judge)", re.I
)
_DETAIL_START_RE = lazy_re.compile(
    r"^(?:advisor|adviser|mentor|supervisor|manager|host|collaborat\w*|work(?:ed|ing) with|"
    r"project|topic|focus\w*|thesis|gpa|courses?)\b"
    # a footnote to the post above ("⋆ Formerly University X", "† Précédemment Université Y"): the same post's note
    r"|^[⋆*†‡]+\.?\s|^(?:formerly|previously|pr[ée]c[ée]demment|anciennement|fr[üu]her|vormals|anteriormente|"
    r"precedentemente|gi[àa])\s",
    re.I,
)


_POSTS_AT_RE = lazy_re.compile(r"^([A-Z][^,;:()]{2,80}?)\s+(?:at|@)\s+(?:the\s+)?(\S.*)$")
_SENTENCE_CASE_POST_RE = lazy_re.compile(
    r"(?i:(?:[^\W\d_][\w-]*\s+){0,4}(?:researcher|scientist|fellow(?:ship)?|professor|lecturer|postdoc|"
    r"assistant|intern(?:ship)?|visitor|scholar|engineer|associate|research\s+stay))"
)
_DASH_SEPARATOR_RE = lazy_re.compile(r"\s+(?:--|—|–|\|)\s+")
_JOB_TITLE_WORD_RE = lazy_re.compile(rf"\b{_JOB_TITLE}\b", re.I)


def _split_org_title(text: str) -> tuple[str, str]:
    text = text.strip(" ,;:-–|").lstrip(". ")  # "**2020–2023.** Title, Organisation" once its dates are out
    cjk = split_cjk_post(text)
    if cjk:
        return cjk
    among = title_among_parts(text)  # "PhD Candidate, FPI grant, Instituto X, Madrid": the parts that name where
    if among:
        return among
    at = _TITLE_AT_RE.match(text) or _TITLE_AT_FOREIGN_RE.match(text)
    if at:
        return after_host(text, at.group(2)).strip(), at.group(1).strip()
    at = _POSTS_AT_RE.match(text)  # "Environmental Scientist and Visiting Researcher at the University of X"
    if (
        at
        and _LOOSE_TITLE_LINE_RE.match(re.split(r"\s+(?:and|&)\s+", at.group(1))[-1])
        and find_institution(at.group(2))
    ):
        return at.group(2).strip(), at.group(1).strip()
    if at and _SENTENCE_CASE_POST_RE.fullmatch(at.group(1)) and find_institution(at.group(2)):
        # "Guest young researcher at the University of X", "Postdoctoral fellowship at Y University": a post
        # in sentence case, as European CVs write it, then where
        return at.group(2).strip(" ."), at.group(1).strip()
    halves = _DASH_SEPARATOR_RE.split(text, maxsplit=1)
    if len(halves) == 2:  # "Pebblecorp, Toronto, ON -- Software Engineer II" / "Research Intern | Kestrel AI"
        titled = [bool(_JOB_TITLE_WORD_RE.search(half)) for half in halves]
        if titled == [False, True]:
            return halves[0], halves[1]
        if titled == [True, False]:
            return halves[1], halves[0]
    sentences = re.split(r"(?<=[^\s.]{3})\.\s+", text.rstrip(". "))
    if len(sentences) >= 2 and (_JOB_TITLE_LINE_RE.match(sentences[-1]) or _LOOSE_TITLE_LINE_RE.match(sentences[-1])):
        return ". ".join(sentences[:-1]), sentences[-1]  # "Platform Team, Kestrel Cloud, Lorient. R&D Engineer."
    if "," in text:
        head, tail = (p.strip() for p in text.split(",", 1))
        if _JOB_TITLE_LINE_RE.match(tail):
            return head, tail
        if _JOB_TITLE_LINE_RE.match(head) or _TITLE_IN_FIELD_RE.match(head):
            return tail, head  # "Associate Professor in Computer Science, Eastbrook University"
        led = find_title(head)
        if led and led.start == 0 and find_institution(tail) and not find_institution(head):
            return (
                tail,
                head,
            )  # "Postdoctoral research on alpine pollinators, Lakeside University": the post, then where
        loose = _LOOSE_TITLE_LINE_RE.match(head) or TRADE_TITLE_LINE_RE.match(head)
        if loose and not find_institution(head) and not _LOOSE_TITLE_LINE_RE.match(tail):
            return tail, head  # "Research Earth Scientist, Ministry of Forests, Prince George": a title, then where
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


_LONG_ENTRY_WORDS = 30
# a job title opening a longer phrase: "Postdoctoral Researcher with the Ecosystems Lab (PI: ...)"
_TITLE_FIRST_RE = lazy_re.compile(rf"^(?:{_JOB_TITLE})\s+(?:with|at|in|of)\b", re.I)


def _is_undated_post(flat: str, current: ParsedExperience | None) -> bool:
    """A list of posts with no years ("Associate Professor, Westvale University" / "Scientific Director,
    Open Press Project"), each a list item like the one before: a post, not the previous one's detail."""
    head, comma, rest = flat.partition(",")
    return (
        current is not None
        and current.start_year is None
        and bool(comma)
        and len(flat.split()) <= 12
        and bool(_JOB_TITLE_LINE_RE.match(head.strip(" *_")))
        and not _JOB_TITLE_LINE_RE.match(rest.strip(" *_"))
    )


def _is_titled_entry(flat: str) -> bool:
    """A position written out long: a job title, then its organisation's full name, place and years
    ("Maître de Conférences, Université Grenoble Alpes (UGA), Laboratoire d'Écologie Alpine, Grenoble, 2023 -
    présent"), not a sentence of details."""
    head = _strip_dates(flat).split(",", 1)[0].strip(" *_:")
    titled = (
        _JOB_TITLE_LINE_RE.match(head)
        or _TITLE_FIRST_RE.match(head)
        or _LOOSE_TITLE_LINE_RE.match(head)
        or TRADE_TITLE_LINE_RE.match(head)
    )
    if bool(year_range(flat)) and "," in flat and bool(titled):
        return True
    # the title among its parts, the organisation named: "Instituto X, Madrid, Research Assistant, 2021 - 2022",
    # "Reader in Psychology (Associate Professor), School of X, University of Y, August 2012"
    return bool(_YEAR_RE.search(flat)) and title_among_parts(_strip_dates(flat)) is not None


def parse_experience(section: Section, service: list[ParsedService] | None = None) -> list[ParsedExperience]:
    """Positions with organisation, title and years; nested bullets are a position's description.

    Layouts: "Title, Org, dates" on one line; a title line (dates in a column) over an
    organisation line; dates on their own line after an entry, or before every entry (then
    they belong to the entry below). Talks, mentoring, reviewing and volunteering printed
    among the positions are not positions: service goes to `service`, the rest nowhere.
    """
    section = replace(section, lines=month_rows_as_ranges(section.lines))  # "2013年4月 助教" until the next post
    section = replace(section, lines=[dated_row(line) for line in section.lines])
    blocks = _subheading_blocks(section)
    if blocks:
        return [entry for block in blocks for entry in _experience_block(block, service)]
    entries: list[ParsedExperience] = []
    lines = [
        (indent, without_place_after_dates(line)) for indent, line in join_wrapped_rows(_indented_entry_lines(section))
    ]
    rows = [line for _indent, line in lines]
    bold, rows_title_first, titles_under = (
        bold_leads(section.lines),
        titles_first(rows),
        titles_under_organisations(rows),
    )
    dates_first = bool(lines) and _is_date_only(lines[0][1])
    parent_indent, pending, awaiting_org, last_open = -1, None, False, False
    started: ParsedExperience | None = None
    for index, (indent, line) in enumerate(lines):
        bulleted = bool(_BULLET_RE.match(line))
        if bulleted and entries and indent > parent_indent:
            if (label := TITLE_LABEL_RE.match(_without_bullet(line))) and not entries[-1].title:
                entries[-1].title = label.group(1).strip(" .")  # "  - Cargo: Secretário Executivo"
            entries[-1].details = f"{entries[-1].details}\n{_without_bullet(line)}".strip()
            continue  # a nested bullet: the description of the position above
        cells = [c.strip() for c in _without_bullet(line).split("\t") if c.strip()]
        flat = " ".join(cells)
        if not flat:
            continue
        # a cell first: "2022–" in its column is open-ended, though "2022– Professor" joined is no range
        cell_range = next((found for cell in cells if (found := year_range(cell))), None)
        dates = cell_range[:2] if cell_range else _line_dates(flat)
        current, words = (entries[-1] if entries else None), flat.split()
        was_open, last_open = last_open, any(_OPEN_DATE_CELL_RE.search(c) for c in cells)
        if was_open and current is not None and len(cells) == 2 and _END_DATE_CELL_RE.fullmatch(cells[1]):
            # a table row wrapped in both columns: "Sep 2021 –\tProfessor, Marlow" / "University\tpresent"
            if not _YEAR_RE.search(cells[0]) and len(cells[0].split()) <= 6:
                current.organization = clean_organization(f"{current.organization} {cells[0]}")
                end = _YEAR_RE.findall(cells[1])
                current.end_year = int(end[-1]) if end else None
                continue
        if dates and _is_date_only(flat):
            if dates_first or current is None or current.start_year is not None:
                pending = dates  # "2019 – 2021" above the entry it dates
            else:
                current.start_year, current.end_year = dates
            continue
        if (
            dates
            and titles_under
            and current is not None
            and current.organization
            and not (current.title or current.details)
            and current.start_year is None
            and (first := _strip_dates(cells[0]))
            and is_dated_title(first)
        ):
            # "School of Economics   Springfield" over "Subject Specialist Econometrics   2011–2013" (awesome-cv)
            current.title, (current.start_year, current.end_year) = first, dates
            continue
        if (
            dates
            and len(_strip_dates(flat).split()) <= 3
            and current is not None
            and current.organization
            and current.start_year is None
        ):
            current.start_year, current.end_year = dates
            rest = _strip_dates(flat)
            if rest and not current.title and _JOB_TITLE_LINE_RE.match(rest):
                current.title = rest  # "Pebblestone Research" / "Software Engineering Intern · Summer 2021"
            continue
        if (
            bulleted
            and (
                current is None
                or year_range(flat)
                or _YEAR_RE.search(flat)
                and (_TITLE_AT_RE.match(_strip_dates(flat)) or starts_with_cjk_title(_strip_dates(flat)))
                or _is_titled_entry(flat)  # "April - July 2025, Institute X, Visiting PhD candidate"
                or is_dated_lone_title(flat)  # "Praktikum, 2014" after the description of the post above
            )
            and not _DETAIL_START_RE.match(flat)
            # its words, not its dates ("(2001 - 2015)" is three tokens)
            and (len(_strip_dates(flat).split()) <= 15 or _LONG_ENTRY_WORDS >= len(words) and _is_titled_entry(flat))
        ) or (bulleted and indent == parent_indent and (_is_undated_post(flat, current) or _dated_title_item(flat))):
            pass  # "- 2023.06 - 2023.09, Kestrel Research, Santa Clara": a bulleted list of positions
        elif (
            bulleted
            # a long row under a date line of its own is the entry dated ("Maître de conférences, Université X /
            # Institut Y (Z), Paris, France."), not a description
            or (len(words) > 15 and not _is_titled_entry(flat) and (pending is None or len(words) > _LONG_ENTRY_WORDS))
            or _DETAIL_START_RE.match(flat)
        ):
            if current is not None:
                current.details = f"{current.details}\n{flat}".strip()
            continue
        named = [c for c in (_strip_dates(c) for c in cells) if c]
        main = named[0] if named else ""
        field_title = bool(_TITLE_IN_FIELD_RE.match(main)) and not find_institution(main)
        if awaiting_org and current is not None and dates and current.start_year is None and not field_title:
            if not (_JOB_TITLE_LINE_RE.match(main) or find_title(main)) and len(named) == 1:
                # "Soil Mapping Officer" over "Regional Soil Service, Dunmore  2019–2021": its organisation and years
                current.organization, awaiting_org = clean_organization(without_town(main)), False
                current.start_year, current.end_year = dates
                continue
        if awaiting_org and current is not None and not dates and not (_JOB_TITLE_LINE_RE.match(main) or field_title):
            current.organization, awaiting_org = clean_organization(" ".join(named)), False
            continue  # "Research Intern      Jun 2023 – Sep 2023" / "Kestrel AI, Paris"
        lead = _TITLE_LEAD_RE.match(main) or _FIELD_NOUN_LEAD_RE.match(main)
        if lead and current is not None and current.organization and not current.title and not dates:
            current.title = lead.group(1)  # "Kestrel AI (2022)" / "Research Intern, mentored by ..."
            rest = main[lead.end() :].strip(" ,.;")
            if rest:
                current.details = f"{current.details}\n{rest}".strip()
            continue
        if (
            not dates
            and pending is None  # under a date line of its own, a row ending in a stop opens the entry dated
            and current is not None
            and current.organization
            and current.title
            and re.fullmatch(r"[A-Z][^.]*\s\S*[a-z]{4,}\.", main)
            and len(main.split()) >= 3
        ):
            current.details = f"{current.details}\n{main}".strip()  # "Researched on superoptimization."
            continue
        # "University Lecturer  2019–present" over "Department of X, University of Y": a dated line that is
        # only a job title opens the entry, and the undated line under it is its organisation.
        dated_title = dates and not find_institution(main) and _LOOSE_TITLE_LINE_RE.match(main)
        named_fellowship = _NAMED_FELLOWSHIP_RE.match(main) and not find_institution(main)
        # "Associate Professor of Limnology": a title and its field, no organisation
        if len(named) == 1 and (
            _JOB_TITLE_LINE_RE.match(main)
            or field_title
            or _SENTENCE_CASE_TITLE_RE.match(main)
            or dated_title
            or named_fellowship
            or is_unhosted_post(main)  # "Freiwilliges Ökologisches Jahr, 2015–2016": no organisation to name
            or index + 1 < len(lines)
            and is_title_line(main, bold, lines[index + 1][1].replace("\t", " "), rows_title_first)
        ):
            if current is not None and current.organization and not current.title and not dates:
                current.title = main  # the organisation first, its title on the next line
                continue
            entry = ParsedExperience("", main)
            entry.start_year, entry.end_year = dates or pending or (None, None)
            entries.append(entry)
            parent_indent, pending, awaiting_org = indent, None, True
            continue
        awaiting_org = False
        organization, title = _org_and_title(main, named)
        positional = title_by_position(main, bold, rows_title_first) if not title or cuts_a_part(main, title) else None
        if positional:  # "**Natural Resources Management Technician**, Regional Water Agency, Springfield"
            organization, title = clean_organization(positional[0]), positional[1]
        if not organization:
            continue
        if _NOT_A_POSITION_RE.search(f"{title} {organization}"):
            if service is not None and _SERVICE_WORD_RE.search(flat):
                year = _YEAR_RE.search(flat)
                role, venue = (title, organization) if title else _split_service(_strip_dates(flat))
                service.append(ParsedService(role, venue, int(year.group(1)) if year else None))
            parent_indent = indent
            entries.append(ParsedExperience(organization="", title=""))  # a placeholder: its bullets are not jobs
            continue
        entry = ParsedExperience(organization=organization, title=title)
        entry.start_year, entry.end_year = dates or pending or (None, None)
        if not entries and dates and len(_YEAR_RE.findall(flat)) == 1 and _MONTH_YEAR_RE.search(flat):
            started = entry  # "Reader in X, University of Y, August 2012": the first post, dated by one month
        entries.append(entry)
        parent_indent, pending = indent, None
    _held_since(entries, started)
    # A line with no title, no date and no institution ("advertisement", a name, an address) is no position.
    entries = roles_under_organisation(entries)  # "Kestrel AI" over its dated posts, nested
    entries = _post_over_organisation(entries)
    entries = _title_under_organisation(entries)
    return kept_posts(entries)


_MONTH_YEAR_RE = lazy_re.compile(rf"{MONTH}\s*(?:19|20)\d{{2}}")
# "* Summer 2015: Research Assistant": a term or month and a year, a colon, the title
_DATED_ITEM_RE = lazy_re.compile(r"^\s*(?:[A-Z][a-z]+\.?\s+)?(?:19|20)\d{2}\s*:\s*(.+)$")


def _dated_title_item(flat: str) -> bool:
    """An item of the list of posts, beside the one above: its date, then its title."""
    found = _DATED_ITEM_RE.match(flat)
    return bool(found) and bool(_JOB_TITLE_LINE_RE.match(found.group(1)) or _LOOSE_TITLE_LINE_RE.match(found.group(1)))


def _held_since(entries: list[ParsedExperience], started: ParsedExperience | None) -> None:
    """The first post dated by the month it began ("August 2012"), over posts that each carry a closed range
    and began no later: the post held since then, not one of that year only."""
    others = [e for e in entries[1:] if e.start_year]
    if started is None or not entries or started is not entries[0] or not others:
        return
    if all(e.end_year and e.end_year != e.start_year and e.start_year <= started.start_year for e in others):
        started.end_year = None


# "Compiler research intern", "Security research intern": a title written in sentence case, the field first.
_SENTENCE_CASE_TITLE_RE = lazy_re.compile(
    r"^[A-Z][a-z]+(?:\s+[a-z]+){0,3}\s+(?:intern|engineer|researcher|scientist|developer|assistant|fellow|analyst)$"
)
# A fellowship named for its funder is a title, not an employer: "Carlsberg Postdoctoral Fellow",
# "Marie Curie Fellow", "Humboldt Research Fellow"
_NAMED_FELLOWSHIP_RE = lazy_re.compile(
    r"^(?:[A-Z][\w'’.-]*\s+){1,3}(?:Postdoctoral\s+|Research\s+|Junior\s+|Senior\s+)?(?:Fellow|Scholar)s?$"
)
_SUBHEADING_RE = lazy_re.compile(r"^\s{0,3}#{2,6}\s+\S")


# Under its organisation, a title led by its field, then a comma and the team: "Hydrology Intern, Flood Modelling"
_FIELD_NOUN_LEAD_RE = lazy_re.compile(
    r"^\s*((?:[A-Z][\w&/-]*\s+){1,3}(?:Intern|Engineer|Researcher|Scientist|Developer|Analyst|Consultant|Fellow))"
    r"\s*[,;·|–—]\s+"
)


def _subheading_blocks(section: Section) -> list[Section]:
    """A section whose positions are subheadings ("### Kestrel AI, 2019-2023 (Lorient)") with their
    title and description below each: one Section per position. Empty when the positions are lines."""
    starts = [i for i, line in enumerate(section.lines) if _SUBHEADING_RE.match(line)]
    if len(starts) < 2 or any(line.strip() for line in section.lines[: starts[0]]):
        return []
    bounds = [*starts, len(section.lines)]
    blocks = [Section(section.kind, "", section.lines[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]
    return blocks if sum(len(b.lines) > 2 for b in blocks) * 2 >= len(blocks) else []


def _experience_block(block: Section, service: list[ParsedService] | None) -> list[ParsedExperience]:
    """One position written as a subheading: the heading names the organisation and dates, the first
    line below that is a job title is its title, the rest its description."""
    lines = [line for _indent, line in _indented_entry_lines(block)]
    if not lines:
        return []
    heading, rest = lines[0].replace("\t", " "), lines[1:]
    dates = _line_dates(heading)
    named = [c for c in (_strip_dates(c) for c in heading.split("\t")) if c]
    organization, title = _org_and_title(_strip_dates(heading), named)
    if not title and rest and _JOB_TITLE_LINE_RE.match(organization) and find_institution(rest[0]):
        # "### Graduate Student Programmer 2018 – 2019" over "Learning Center (LC), Lakeview University"
        title, organization, rest = organization, clean_organization(rest[0].replace("\t", " ")), rest[1:]
    if not organization or (not title and _JOB_TITLE_LINE_RE.match(organization)):
        # "### Senior Engineer" over "Kestrel AI, 2019 - 2021": the heading is the title, read line by line
        return parse_experience(Section(block.kind, "", [heading, *rest]), service)
    if _NOT_A_POSITION_RE.search(f"{title} {organization}") or not organization:
        return []
    entry = ParsedExperience(organization=organization, title=title)
    entry.start_year, entry.end_year = dates or (None, None)
    for line in rest:
        flat = _without_bullet(line).replace("\t", " ").strip()
        bare = _strip_dates(flat).strip(" ·|,;–—-")
        lead = None if entry.title else _TITLE_LEAD_RE.match(bare)
        if not entry.title and (_LOOSE_TITLE_LINE_RE.match(bare) or _JOB_TITLE_LINE_RE.match(bare) or lead):
            # "*Software Engineering Intern* · Summer 2021", "Research Intern, mentored by Dr. X."
            entry.title = lead.group(1).strip() if lead else bare
            if lead and bare[lead.end() :].strip(" ,.;"):
                entry.details = f"{entry.details}\n{bare[lead.end() :].strip(' ,.;')}".strip()
        elif not _is_date_only(flat):
            entry.details = f"{entry.details}\n{flat}".strip()
            continue
        if entry.start_year is None and (dates := _line_dates(flat)):
            entry.start_year, entry.end_year = dates
    return [entry]


_OPEN_DATE_CELL_RE = lazy_re.compile(r"^\D{0,12}(?:19|20)\d{2}\s*[–—-]$")  # "Sep 2021 –" alone in its column
_END_DATE_CELL_RE = lazy_re.compile(rf"\D{{0,12}}(?:19|20)\d{{2}}|{ONGOING_RE.pattern}", re.I)


def _line_dates(flat: str) -> tuple[int | None, int | None] | None:
    """(start, end) of a range in the line, or (year, year) for one year ("Summer 2022")."""
    years = year_range(flat)
    if years:
        return years[0], years[1]
    single = _YEAR_RE.findall(flat)
    return (int(single[0]), int(single[0])) if len(single) == 1 else None


def _is_date_only(line: str) -> bool:
    """ "2019 – 2021", "Jun 2023 – present", "2016": a line that is nothing but a date."""
    flat = _without_bullet(line).replace("\t", " ")
    return bool(_YEAR_RE.search(flat)) and not re.search(r"[^\W\d_]{2}", _strip_dates(flat))


def _org_and_title(main: str, named: list[str]) -> tuple[str, str]:
    organization, title = _split_org_title(main)
    if len(named) >= 2 and (_JOB_TITLE_LINE_RE.match(named[0]) or _TITLE_IN_FIELD_RE.match(named[0])):
        organization, title = named[1], named[0]
    elif len(named) >= 2 and not title and (cell := next((c for c in named[1:] if _JOB_TITLE_LINE_RE.match(c)), None)):
        organization, title = named[0], cell  # "浙江大学　环境与资源学院　副教授": the job noun's cell is the title
    return clean_organization(organization), title


def _split_service(text: str) -> tuple[str, str]:
    """("Student Volunteer", "SOSP") from "Student Volunteer, SOSP"."""
    head, _, tail = text.partition(",")
    return (head.strip(), tail.strip()) if tail.strip() else (text.strip(), "")
