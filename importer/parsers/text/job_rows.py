"""Which part of an experience row is the job title when no word of the title vocabulary says so.

Pandoc and LaTeX CV templates (and the R `vitae` package) print a post as "**Title**, Organisation,
Place, dates", or as a title line over "Organisation, Place  dates". A title such as "Natural Resources
Management Technician" or "Técnica de campo" is in no word list; its place in the row says what it is:
the bold part, or the first part before an organisation, in a section whose rows put the title first.
An organisation loses the town, country and length of the post printed after it (clean_organization).
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..citations import looks_like_name
from ..dates import DATE_RANGE_RE, expand_leading_short_years, strip_dates
from ..roles import find_title
from .fields import PLACE_TAIL_RE, find_institution
from .job_titles import JOB_TITLE_LINE_RE, TITLE_IN_FIELD_RE
from .sections import _BULLET_RE, plain

# Words that make a phrase an organisation's name, never a job title ("Regional Water Agency",
# "Green Valley Trust", "Ministerio de Sanidad", "Stiftung Naturschutz").
_ORG_NOUN_RE = lazy_re.compile(
    r"\b(?:Agency|Trust|Company|Corp(?:oration)?|Inc|Ltd|LLC|GmbH|Council|Ministry|Foundation|Bank|Institute|"
    r"University|College|Hospital|Association|Society|Authority|Commission|Organi[sz]ation|Museum|Survey|"
    r"Department|Dept|Office|Services?|Cent(?:er|re)|Laborator(?:y|ies)|School|Agencia|Ministerio|Fundaci[óo]n|"
    r"Instituto|Consejo|Confederaci[óo]n|Ayuntamiento|Universi\w+|Minist[èe]re|Fondation|Ministerium|Stiftung|"
    r"Beh[öo]rde|Servicio|Centro|Empresa|Agence|Conseil)\b"
)
# The noun a title ends with in the CV languages: an agent ("Technician", "Coordinator", "Ecologist",
# "Técnico", "Coordinadora", "Chargée"), which an organisation's or a town's name does not end with.
# German nouns of a trade, a woman's form or "-loge" ("Leitende Meteorologin", "Geologe", "Chemikerin")
_GERMAN_AGENT_RE = lazy_re.compile(r"[a-zäöüß]{3}(?:(?:er|or|ist|log|ant|ent|eur)in|loge)$")
_GERMAN_AGENT_WORD_RE = lazy_re.compile(r"[A-ZÄÖÜ][a-zäöüß]{5,}(?:(?:er|or|ist|log|ant|ent|eur)in)")
_AGENT_NOUN_RE = lazy_re.compile(
    r"(?:[a-zà-ÿ]{2}(?:er|or|[iy]st|ian|ant|ent|ee|eur|euse|rice|ic[oa]|ora|ad[oa]|ista|ente|erin|ée)|"
    r"(?:Officer|Manager|Head|Lead|Chair|Staff|Fellow|Postdoc|Intern|Clerk|Aide|Expert|Specialist))s?$|"
    + _GERMAN_AGENT_RE.pattern
)
_BOLD_LEAD_RE = lazy_re.compile(r"^\s*(?:\*\*|__)([^*_]{2,120}?)(?:\*\*|__)\s*(?:[,;:|–—@-]|at\s|$)")
_LIST_MARK_RE = lazy_re.compile(r"^\s*(?:[-*+•]\s+|\d{1,2}[.)]\s+)")  # "- **Title**": not the bold's own stars
# what parts a bold title from its organisation: "**Barista** @ Coffee Chain", "**Ranger** at Parks Trust"
_AFTER_LEAD_RE = lazy_re.compile(r"^\s*(?:[,;:|–—@-]+|at\s)\s*")
_MAX_TITLE_WORDS = 8
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def bold_leads(lines: list[str]) -> set[str]:
    """The texts printed in bold at the start of a section's rows ("**Field Technician**, Agency, 2019")."""
    found = set()
    for line in lines:
        lead = _BOLD_LEAD_RE.match(_LIST_MARK_RE.sub("", line, count=1))
        if lead:
            found.add(plain(lead.group(1)).strip(" ,.;:"))
    return found


def _names_organisation(part: str) -> bool:
    return bool(find_institution(part) or _ORG_NOUN_RE.search(part))


def _could_be_title(part: str) -> bool:
    """A short phrase that names no organisation, or that ends in an agent noun ("Office Manager")."""
    words = part.split()
    if not words or len(words) > _MAX_TITLE_WORDS or re.search(r"\d|https?:|@", part):
        return False
    if not part[0].isalpha() or part[0].islower():  # a capital, or a letter of a script without case
        return False
    if find_institution(part):
        return False
    return not _ORG_NOUN_RE.search(part) or bool(_AGENT_NOUN_RE.search(words[-1]))


def titles_first(rows: list[str]) -> bool:
    """Do the section's rows put the title before the organisation? True when more rows open with a known
    title ("Research Scientist, Kestrel AI, 2019") than with an organisation ("Kestrel AI, Research
    Scientist")."""
    title_first = org_first = 0
    for row in rows:
        parts = [p.strip(" \t|;:–—-") for p in strip_dates(row).split(",") if p.strip(" \t|;:–—-")]
        if len(parts) < 2:
            continue
        led = find_title(parts[0])
        if led and led.start == 0 and not _names_organisation(parts[0]):
            title_first += 1
        elif _names_organisation(parts[0]) and any(_led_by_title(part) or _is_agent_title(part) for part in parts[1:]):
            org_first += 1  # "Kestrel AI, Research Scientist"; "Kestrel AI, Lorient" says nothing of the order
    return title_first > org_first


def title_by_position(text: str, bold: set[str], section_titles_first: bool) -> tuple[str, str] | None:
    """(organisation, title) of "Title, Organisation[, Place]" whose title no vocabulary knows, when the row
    says by its layout that the first part is the title: printed in bold, followed by an organisation's
    name, or in a section of title-first rows and ending in an agent noun. None when it does not."""
    text = text.strip(" ,;:|–—-")  # "2018– | Principal Ecologist, ...": the row's cell rule
    lead = next((b for b in bold if text.startswith(b) and _AFTER_LEAD_RE.match(text[len(b) :])), None)
    rest_titled = lead and any(
        _led_by_title(part.strip(" —–-|")) for part in re.split(r",|\s[—–|-]+\s", text[len(lead) :])
    )
    if lead and _could_be_title(lead) and not rest_titled:  # "**Barista** @ Coffee Chain, Town": the bold part
        rest = _AFTER_LEAD_RE.sub("", text[len(lead) :], count=1).strip()
        return (without_town(rest), lead) if rest else None
    parts = [p.strip() for p in text.split(",")]
    if len(parts) < 2 or not all(parts):
        return None
    head, rest = parts[0], parts[1:]
    if _names_organisation(head) and _is_agent_title(rest[0]):
        return head, rest[0]  # "Harwick Regional Council, Flood Risk Analyst": the organisation first
    if not _could_be_title(head):
        return None
    followed_by_org = _names_organisation(rest[0])
    # one word ending like an agent may be a town ("Manchester"): alone, that ending says too little
    agent = len(head.split()) >= 2 and bool(_AGENT_NOUN_RE.search(head.split()[-1]))
    # ... but a long German word of a woman's trade is no town ("Wetterbeobachterin", "Meteorologin")
    agent = agent or bool(_GERMAN_AGENT_WORD_RE.fullmatch(head))
    if not (head in bold or followed_by_org or section_titles_first and agent):
        return None
    return without_town(", ".join(rest)), head


def _led_by_title(part: str) -> bool:
    found = find_title(part)
    return bool(found) and found.start == 0


def _is_agent_title(part: str) -> bool:
    words = part.split()
    return (
        len(words) >= 2
        and _could_be_title(part)
        and not _names_organisation(part)
        and bool(_AGENT_NOUN_RE.search(words[-1]))
    )


def without_town(organisation: str) -> str:
    """ "Regional Water Agency, Springfield" -> "Regional Water Agency": a short last part naming no
    organisation, after a part that names one, is the town it is in."""
    parts = [p.strip() for p in organisation.split(",")]
    if len(parts) >= 2 and _names_organisation(parts[0]) and not _names_organisation(parts[-1]):
        if len(parts[-1].split()) <= 3:
            return ", ".join(parts[:-1])
    return organisation


def is_title_line(text: str, bold: set[str], next_row: str, section_titles_first: bool = False) -> bool:
    """A line that is only a title, over its organisation's dated row ("Soil Mapping Officer" over "Regional
    Soil Service, Dunmore  2019–2021"): bold, or ending in an agent noun, naming no organisation itself."""
    if not _could_be_title(text) or re.search(r",|\s(?:--|—|–|\||·|@|at)\s", text) or _names_organisation(text):
        return False
    if _BULLET_RE.match(next_row) or not _YEAR_RE.search(next_row):
        return False  # the line below is a detail, or undated: not an organisation's dated row
    below = strip_dates(next_row).strip(" ,;|–—-")
    led = find_title(below)
    if not below or (led and led.start == 0):
        return False  # the row below is only a date, or is itself a title: this line is no title over it
    # bold, or ending in an agent noun, or any short phrase in a section whose rows put the title first
    several_words = len(text.split()) >= 2
    return text in bold or several_words and (section_titles_first or bool(_AGENT_NOUN_RE.search(text.split()[-1])))


def cuts_a_part(text: str, title: str) -> bool:
    """Was `title` cut from the end of a longer part of the row ("Analyst" of "Flood Risk Analyst")?"""
    # "São Paulo — Software Engineering Intern" holds its title whole, after a separator
    return any(
        part.strip().endswith(title) and part.strip()[: -len(title)].rstrip()[-1:].isalnum() for part in text.split(",")
    )


def join_wrapped_rows(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A row wrapped in the source after a comma ("**Fellow** @ School of Physics," / "Town University"):
    one row again, unless the line below is a list item or only a date."""
    out: list[tuple[int, str]] = []
    for indent, line in lines:
        if (
            out
            and out[-1][1].endswith(",")
            and "\t" not in line
            and "\t" not in out[-1][1]
            and not _BULLET_RE.match(line)
            and re.search(r"[^\W\d_]{2}", strip_dates(line))
        ):
            out[-1] = (out[-1][0], f"{out[-1][1]} {line.strip()}")
            continue
        out.append((indent, line))
    return out


def titles_under_organisations(rows: list[str]) -> bool:
    """Are the section's posts printed as an undated organisation line over a dated title line ("School of
    Economics   Springfield" / "Professor of Economics   2018–present"), as awesome-cv and moderncv print
    them? True when at least two such pairs have a known title below and more of them below than above."""
    below = above = 0
    for upper, lower in zip(rows, rows[1:], strict=False):
        if _YEAR_RE.search(upper) or not _YEAR_RE.search(lower):
            continue
        first_above = strip_dates(upper).split("\t")[0].strip(" ,;|–—-")
        first_below = strip_dates(lower).split("\t")[0].strip(" ,;|–—-")
        if _led_by_title(first_below) and not _names_organisation(first_below):
            below += 1
        elif _led_by_title(first_above) and not _names_organisation(first_above):
            above += 1
    return below >= 2 and below > above


def is_dated_title(text: str) -> bool:
    """A dated line's text that can be the title under its organisation: short, naming no organisation
    (or ending in an agent noun: "Senior Survey Methodologist")."""
    return _could_be_title(text)


# "(3 months)", "(6 mesi)", "(6 Monate)", "(3 meses)": how long, in the CV languages
_DURATION_RE = lazy_re.compile(
    r"\s*\(\s*(?:\d+|one|two|three|six)\s*(?:months?|weeks?|years?|mos?\.?|mesi|meses|mois|Monate|Wochen|"
    r"semanas|settimane|semaines|anni|años|anos|ans|Jahre)\s*\)",
    re.I,
)


def _is_place(text: str) -> bool:
    """ "Porto, Portugal", "Lorient, OR": a town and its country or state, and nothing else."""
    place = PLACE_TAIL_RE.search(f", {text.strip(' .,;—–-')}")
    return bool(place) and place.start() == 0


# the place after a post's dates, as the Europass editor prints it: "01/09/2019 – CURRENT – Porto, Portugal"
_PLACE_AFTER_DATES_RE = lazy_re.compile(r"\s*[–—|-]\s*([^–—|\d]{2,60})$")


def dated_row(line: str) -> str:
    """A position's row with its dates made plain: "01/22 -- present: Title" with its years in full ("01/2022 -
    present: Title"), and "**Assistant Professor of Surgery** 2021-present Lakeview University" (a Word CV's
    paragraph, its line break lost) in cells, the dates between the title and its organisation parting them."""
    line = expand_leading_short_years(line)
    found = DATE_RANGE_RE.search(line)
    if not found or "\t" in line:
        return line
    before, after = line[: found.start()], line[found.end() :]
    title = plain(_BULLET_RE.sub("", before, count=1)).strip()
    is_title = JOB_TITLE_LINE_RE.match(title) or TITLE_IN_FIELD_RE.match(title)
    if not re.match(r"\s+[^\W\d_a-z]", after) or "," in title or not is_title:
        return line
    return f"{before.rstrip()}\t{found.group(0).strip()}\t{after.strip()}"


def without_place_after_dates(line: str) -> str:
    """A dates line without the town and country printed after the dates; any other line as it is."""
    place = _PLACE_AFTER_DATES_RE.search(line)
    if place and _YEAR_RE.search(line[: place.start()]) and _is_place(place.group(1)):
        return line[: place.start()]
    return line


# A sentence after the organisation about the work done there, not part of its name
_WORK_SENTENCE_RE = lazy_re.compile(
    r"(?<=[^\W\d_]{2})\.\s+(?=(?:Work(?:ing|ed)|Supervis\w+|Advis\w+|Mentor\w*|Member|Funded|Hosted|Main|Duties)\b)"
)


def after_host(row: str, organization: str) -> str:
    """The organisation of "Postdoc with Ana Ruiz, Institute X": the person worked with is no part of it."""
    head, comma, rest = organization.partition(",")
    if not comma or not re.search(r"\bwith\s+" + re.escape(head.strip()[:30]), row):
        return organization
    if looks_like_name(head.strip()) and find_institution(rest) and not find_institution(head):
        return rest.strip()
    return organization


def clean_organization(text: str) -> str:
    """An organisation as a row prints it, without how long the post lasted and the town or country after it."""
    text = _DURATION_RE.sub("", text)  # "University of Edinburgh (3 months)"
    text = _WORK_SENTENCE_RE.split(text, maxsplit=1)[0]  # "Lab X, University Y. Working mainly with Ana Ruiz"
    text = re.sub(r"\s*\([^()]{1,60}:[^()]{1,80}\)\s*$", "", text)  # "Kestrel Institute (PI: Dr. Ana Ruiz)": a note
    text = _HEAD_NOTE_RE.sub("", text)  # "Lab X (PI: Ana Ruiz), Institute Y": the same note inside the chain
    place = re.search(r"\s*\(([^()]{2,40})\)\s*$", text)
    if place and PLACE_TAIL_RE.search(f", {place.group(1)}"):
        # "Kestrel AI, (Lorient, OR)": the town in brackets; "Kestrel AI, Lorient (France)", as Europass
        # prints it: the town before the bracketed country goes with it
        text = PLACE_TAIL_RE.sub("", f"{text[: place.start()].rstrip(' ,')}, {place.group(1)}")
    text = _HANPLACE_TAIL_RE.sub("", text)  # "东湖科技研究院，湖北武汉": the province and city after the name
    parts = [p for p in text.split(",") if p.strip()]
    if len(parts) > 1 and any(_LEADER_GROUP_RE.match(p.lstrip(" (")) for p in parts):
        # "Institute X, AG Prof. Ana Ruiz, Dept. of Y": the group named by its leader says with whom, not where
        kept = [p for p in parts if not _LEADER_GROUP_RE.match(p.lstrip(" ("))]
        opened = any(p.lstrip().startswith("(") and _LEADER_GROUP_RE.match(p.lstrip(" (")) for p in parts)
        text = ",".join(kept).strip() if kept else text
        if opened and text.count(")") > text.count("("):  # "(AG Prof. X, Dept. Y)": the bracket it opened
            text = re.sub(r"\)(?=[^)]*$)", "", text, count=1)
    return PLACE_TAIL_RE.sub("", text.strip(" .,;—–-")).strip(" .,;—–-")


_HEAD_NOTE_RE = lazy_re.compile(
    r"\s*\((?:PI|P\.I\.|supervisor|advisor|adviser|host|mentor|head|Betreuer\w*|Leitung|directeur|responsable)\s*:"
    r"[^()]{1,80}\)",
    re.I,
)
# A working group named by the person who leads it, in the languages CVs are written in: "AG Prof. X",
# "Arbeitsgruppe von X", "group of Prof. X", "équipe du Pr X", "grupo del Dr. X", "gruppo del Prof. X"
_LEADER_GROUP_RE = lazy_re.compile(
    r"\s*(?:in\s+(?:der|the)\s+)?(?:"
    r"(?:Arbeits)?[Gg]ruppe\s+von\b|(?-i:AG)\s+(?:Prof|Dr)\b|(?:research\s+)?(?:group|lab)\s+of\s+(?:Prof|Dr)\b|"
    r"(?:équipe|groupe)\s+(?:du|de)\s+(?:Prof|Pr|Dr)\b|grupo\s+(?:del|de)\s+(?:Prof|Dr)|gruppo\s+(?:del|di)\s+(?:Prof|Dr))",
    re.I,
)


# A Han place after an organisation's name and a full-width comma: a town names no unit (院, 系, 所, 室, 中心...)
# ("湖北武汉"), or any Han place named as one after a comma ("愛知県", "東京都", "浙江省", "杭州市")
_HANPLACE_TAIL_RE = lazy_re.compile(
    r"(?<=[\u3400-\u9fff）)])\s*(?:，\s*[\u3400-\u9fff]{2,6}(?<![院系所室部组科心司校学館馆局])|"
    r"[，,]\s*[\u3400-\u9fff]{1,5}[都道府県省市])\s*$"
)
