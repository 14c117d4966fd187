"""A lab's "People" page saved as HTML: its members under role headings, read as a roster.

A lab's site lists its members under headings that name their group ("Postdocs",
"Doktorandinnen und Doktoranden", "Alumni / Ehemalige", "博士生"): each member is a
sub-heading or a bold line with a line or two under it (position, e-mail), or one list item
("Dr. Felix Hartmann (PhD 2017–2021, now at University of Vienna)"). Such a page names no
owner: reading it as one person's page would take the lab's name or its first member for
its owner. It is read as a roster when at least two headings name groups of people holding
three members or more (or one "People" heading over members whose lines give their titles, or over a
group heading of its own, "Team", whatever the cards give; a page saved with no heading at all is named
by its file, "people.html"), its top heading is no person's name, no heading names a section of one
person's CV (publications, education, experience, awards) and nobody writes in the first person ("I am",
"Je suis"). The page's markdown (importer.parsers.html) in, the roster document
(importer.parsers.structured.roster) out.
"""

from __future__ import annotations

import re

from . import lazy_re
from .citations import looks_like_name
from .names import names_an_institution, without_titles
from .people_pages import is_people_file, is_people_title
from .records import ParsedDocument
from .roles import role_from_group, role_from_title
from .roster_entries import MASCOT_RE
from .structured.roster import parse_roster

__all__ = ["people_page"]

_HEADING_RE = lazy_re.compile(r"^(#{1,6})\s+(.+)$")
_BOLD_LINE_RE = lazy_re.compile(r"^\*\*([^*]{3,80})\*\*[\s,.:–—-]*(.*)$")  # "**Name**. Postdoc"
_ITEM_RE = lazy_re.compile(r"^[-*+]\s+(.+)$")
_INVITATION_RE = lazy_re.compile(
    r"\b(?:join(?:ing)?|prospective|interested\s+in|opportunit(?:y|ies)|vacanc(?:y|ies)|open\s+positions?|positions\s+available)\b",
    re.I,
)
_LABELLED_MEMBER_RE = lazy_re.compile(
    r"^([^:–—]{2,40}?)\s*[:–—]\s+(\S.{3,80})$"
)  # "PI: Dr Ana Ruiz", "Lab Manager – Bo Li"
_EMAIL_RE = lazy_re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# "2017–2021", "2019 - present", and "2023–" (still there: the dash with no end); a visit's season goes with
# its year ("spring 2024"), as no part of a title or a place
_YEARS_RE = lazy_re.compile(
    r"(?:\b(?:spring|summer|fall|autumn|winter)\s+)?(?:19|20)\d\d(?:\s*[-–—]+\s*(?:(?:(?:spring|summer|fall|autumn|winter)\s+)?(?:19|20)\d\d|present|heute|now|today|atual|presente|oggi)|"
    r"\s*[-–—]+(?=\s*(?:[)\],;]|$)))?",
    re.I,
)
# "now at", "jetzt", "actuellement", "ahora en", "agora na", "ora presso", "现", "→"
_NOW_RE = lazy_re.compile(
    r"\b(?:now(?:\s+at)?|currently(?:\s+at)?|jetzt(?:\s+an\s+der|\s+bei|\s+am)?|heute|actuellement|"
    r"maintenant|désormais|ahora(?:\s+en)?|actualmente(?:\s+en)?|atualmente(?:\s+n[ao])?|agora(?:\s+n[ao])?|"
    r"attualmente(?:\s+presso)?|ora(?:\s+presso)?)\b\s*:?\s*|"
    r"现(?:任职于|就职于|任|为|在)?(?=\S)|"
    r"(?:→|⟶|->)\s*",  # "Abel Fontaine → PhD student at X": where the arrow points, they went
    re.I,
)
# "ahora en el Instituto ...", "actuellement au CNRS": the place, without its preposition
_NOW_LEAD_RE = lazy_re.compile(  # lower case only: "A Coruña" keeps its "A"
    r"^\s*(?:(?:at|an der|bei|am|à|au|chez|en|em|presso)\s+)?(?:(?:the|an|el|la|los|las|le|les|o|a|il|lo)\s+|l['’])?"
)
_PHONE_RE = lazy_re.compile(
    r"(?:\b(?:tel|phone|telephone|telefon|téléphone|teléfono|telefone|telefono|fax|raum|room|office|büro|bureau)\b\.?"
    r"|电话|办公室)\s*[:：]?\s*\+?[\d\s()./-]{3,}",
    re.I,
)
_LINK_RE = lazy_re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MAILTO_RE = lazy_re.compile(r"\]\(mailto:([\w.+-]+@[\w-]+(?:\.[\w-]+)+)[)?]", re.I)
# A nickname in brackets between a given name and a family name ("Elizabeth (Libby) King", "Jacob “Jake” Green")
_NICKNAME_IN_NAME_RE = lazy_re.compile(
    r"^((?:(?:Dr|Prof)\.?\s+)?[A-ZÀ-Þ][\w'’.-]{1,30})\s+[(“\"][A-ZÀ-Þ][\w'’.-]{1,20}[)”\"]\s+(?=[A-ZÀ-Þ])"
)
_NAME_END_RE = lazy_re.compile(r"\s*(?:\(|,|;|\s[–—-]\s|:|\||[（，；：]|→|⟶|->)")
# A title printed after a Chinese name on a member card ("林海峰 教授")
_HAN_TITLE_RE = lazy_re.compile(r"\s*(?:副?教授|副?研究员|讲师|博士后?|老师|助理教授)$")
_HELPERS = (
    r"volunteers|interns|trainees|freiwillige|praktikant(?:inn)?en|bénévoles|voluntari[oa]s|volontari|tirocinanti"
)
# A group of members that names no role ("Membres permanents", "Team"): each member's title gives it
_MEMBERS_RE = lazy_re.compile(
    r"\b(?:members?|membres?|mitglieder|students|studierende|étudiant(?:e|)s|estudiantes|estudantes|studenti|mitarbeiter(?:innen)?|miembros|membros|membri|team|équipe|equipo|equipe|"
    r"people|personen|personnes|personas|pessoas|persone|sekretariat|verwaltung|technik|hilfskräfte|gäste|"
    r"secrétariat|stagiaires|invités|técnicos|becarios|visitantes|tecnici|tesisti|ospiti|"
    # the group's head or heads, whose own line gives their title: "Coordenação", "Leitung", "Direction"
    r"coordena[çc][ãa]o|coordination|coordinaci[óo]n|coordinamento|leitung|direction|direcci[óo]n|dire[çc][ãa]o|"
    r"direzione|leadership|" + _HELPERS + r")\b|成员|人员|学生|组长|负责人|带头人|志愿者|实习生",
    # helpers of the lab whom no role names: volunteers, interns, trainees
    re.I,
)
_ENGLISH_HELPERS = ("volunteers", "interns", "trainees")
_HELPER_RE = lazy_re.compile(rf"\b(?:{_HELPERS})\b|志愿者|实习生", re.I)
# The heading over a Chinese group's head ("课题组长", "课题组负责人", "学术带头人"); it names a group, no person
_HAN_LEADER_RE = lazy_re.compile(r"(?:组长|负责人|带头人)$")
# A person writing about themselves ("I am", "Je suis", "我是"): their own page, whatever it lists
_FIRST_PERSON_RE = lazy_re.compile(
    r"\b(?:I am|I'm|my research|ich bin|meine forschung|je suis|mes recherches|soy|mi investigación|sou|"
    r"minha pesquisa|sono|la mia ricerca)\b|我是|我的研究",
    re.I,
)
MAX_LINE_WORDS = 30  # a member's line ("Name, Doctorante (2022-2025), name@lab.fr"), not a paragraph
_CARD_LINE_WORDS = 8  # a title or a few interests under a member's name
_SEPARATORS = " ,;:–—-()|（），；："  # stripped from the ends of a member's parts
_CV_SECTIONS = frozenset({"publications", "education", "experience", "awards"})
MIN_GROUPS = 2
_FEW_LINES = 3  # an intro and a contact line around a page's one group, not a page of its own
MIN_MEMBERS = 3


def _plain(text: str) -> str:
    text = _LINE_BREAK_RE.sub(" ", _LINK_RE.sub(r"\1", text))
    return text.replace("**", "").replace("*", "").strip()


_LINE_BREAK_RE = lazy_re.compile(
    r"<br\s*/?>|\\$", re.I
)  # "Name (Postdoc 2019-2021) <br>": the line's end, kept as HTML
_BOLD_GROUP_LEVEL = 7  # deeper than any heading: the next heading ends the group
# The last word of a group's name, plural ("Students", "Researchers", "Alumni"): one member's title is singular
_PLURAL_END_RE = lazy_re.compile(r"(?:[a-z]s|alumn(?:i|ae)|people|staff|team)\W*$", re.I)


def _names_a_group(text: str) -> bool:
    """Whether a bold line alone names a group of members ("**Ph.D. Students**", "**Alumni:**"), as a heading does;
    a member's title in bold ("**PhD Student**") does not."""
    plain = _plain(text).rstrip(" :")
    if len(plain.split()) > 5 or not _PLURAL_END_RE.search(plain):
        return False
    return bool(role_from_group(plain) or _MEMBERS_RE.search(plain))


def _name_of(text: str) -> tuple[str, str]:
    """The member's name at the start of a line, and what follows it ("(PhD 2017–2021, now at X)")."""
    plain = _NICKNAME_IN_NAME_RE.sub(r"\1 ", _plain(text), count=1)  # "Elizabeth (Libby) King": Elizabeth King
    cut = _NAME_END_RE.search(plain)
    head, rest = (plain[: cut.start()], plain[cut.start() :]) if cut else (plain, "")
    title = _HAN_TITLE_RE.search(head.strip())
    if title:  # "钟雅琴 研究员": the title after the name is the member's position
        rest = f"{title.group().strip()} {rest}"
    name = without_titles(_HAN_TITLE_RE.sub("", head.strip()))
    if not (2 <= len(name.split()) <= 6 or re.fullmatch(r"[\u4e00-\u9fff]{2,4}", name)) or not looks_like_name(name):
        return "", ""
    if re.fullmatch(r"[Xx\s.]+", name) or MASCOT_RE.search(name):  # "Lab Dogs": the lab's animals' heading
        return "", ""  # "XXX XXX": a template's place for a name not filled in
    if role_from_title(name, runs_group=False) or _HAN_LEADER_RE.search(name) or re.search("(?:成员|学生)$", name):
        return "", ""  # "Postdoctoral Fellow", "PhD Candidate": a member's title on a line of its own
    return name, _POSTNOMINAL_RE.sub("", rest.strip(_SEPARATORS)).strip(_SEPARATORS)


# The degree a member's name carries ("Jana Kowalczyk, M.Sc.", "Ines Ravel, PhD"): what they hold, not their
# position in the lab (a postdoc's "PhD" would read as a PhD student).
_POSTNOMINAL_RE = lazy_re.compile(
    r"^(?:M\.?\s?Sc\.?|B\.?\s?Sc\.?|M\.\s?A\.|B\.\s?A\.|MA|BA|Ph\.?\s?D\.?|M\.?\s?Eng\.?|M\.?\s?Ed\.?|MD|M\.D\.|"
    r"MPH|Dipl\.-?\s?[A-Z][\w.-]*|Dr\.\s?(?:rer\.\s?nat\.|med\.|phil\.|sc\.\s?agr\.)|Mag\.|Lic\.)"
    r"(?=\s*(?:[,;(|–—]|$))"
)
# A telephone extension or number alone between commas ("Sekretärin, -4400"): the desk's, not the member's.
_NUMBER_PART_RE = lazy_re.compile(r"(?:^|,)\s*[+\-–(]?\d[\d\s()./–-]{2,}(?=\s*(?:,|$))")


# A brackets' place in short: "Univ. of X", "Inst. for Y", "Dept. of Z", or an acronym ("(IMEDEA)")
_PLACE_ABBREVIATION_RE = lazy_re.compile(
    r"\b(?:Univ|Inst|Dept|Coll|Ctr|Lab|Hosp|Acad|Fac)\.|^[A-Z][A-Z&-]{1,9}(?:\s|$)"
)


def _place_after_name(text: str, group_role: str | None) -> str:
    """The place in brackets right after a member's name ("Dr. Pia Ostrander (Univ. of Eastbrook), spring 2024"):
    their home institution, when the brackets hold no title, date or pronouns; else ""."""
    plain = _NICKNAME_IN_NAME_RE.sub(r"\1 ", _plain(text), count=1)  # "Elizabeth (Libby) King": Elizabeth King
    cut = _NAME_END_RE.search(plain)
    found = re.match(r"\s*\(([^()]{2,80})\)", plain[cut.start() :]) if cut else None
    inner = found.group(1).strip() if found else ""
    if not inner[:1].isupper() or re.search(r"\d|/", inner) or _NOW_RE.search(inner) or len(inner.split()) > 8:
        return ""
    if _POSTNOMINAL_RE.match(inner) or role_from_title(inner, runs_group=False):
        return ""
    # a visitor's or a collaborator's brackets name where they come from; anyone else's, when it reads as a place
    if group_role in ("visitor", "collaborator") or names_an_institution(inner) or _PLACE_ABBREVIATION_RE.search(inner):
        return inner
    return ""


# A field of study written like a name ("Marine Biology", "Applied Physics"): a member's subject, no member
_FIELD_OF_STUDY_RE = lazy_re.compile(r"(?:logy|ics|istry|ience|ering|sophy|onomy)$", re.I)
_LIST_SEPARATOR_RE = lazy_re.compile(r"\s*(?:[,;·|]|\s(?:and|&|und|et)\s)\s*")


def _names_listed(text: str) -> list[str]:
    """The names of a line that lists two members or more and nothing else ("Ava Lindqvist, Berit Osei and Caspar
    Mundt"); [] for any other line, as "Ana Ruiz, PhD" or "Ana Ruiz, Postdoc, ana@lab.org"."""
    parts = [part for part in _LIST_SEPARATOR_RE.split(_plain(text)) if part] if text else []
    # two parts between a comma are a name and its detail ("Berit Osei, Marine Biology"); an "and" joins two names
    if len(parts) < 2 or len(parts) == 2 and not re.search(r"\s(?:and|&|und|et)\s", text):
        return []
    names = [_name_of(part) for part in parts]
    if not all(name and not rest for name, rest in names) or any(
        names_an_institution(part) or _FIELD_OF_STUDY_RE.search(part) for part in parts
    ):
        return []
    return [name for name, _rest in names]


def _entry(name: str, lines: list[str], *, alumni: bool) -> dict:
    """A roster entry: the e-mail, years and next position its lines give, and its first other line as the
    position ("PhD Student"; a card's interests below it are not)."""
    entry: dict = {"name": name}
    mailto = next((m.group(1) for line in lines if (m := _MAILTO_RE.search(line))), "")
    if mailto:
        entry["email"] = mailto  # a card's envelope icon: the address is in the link, not in its text
    lines = [part for line in lines for part in _bracketed_lead(line)]
    # a sentence about the member ("She founded the group in 2012.") is their bio, kept whole: its years are
    # the story's, not the member's dates, which a line of their own gives
    rest = [
        _plain(line) if _is_paragraph(_plain(line)) else _entry_fields(_plain(line), entry, alumni=alumni)
        for line in lines
    ]
    position = next(
        (line for line in rest if line and not _is_paragraph(line) and not _OTHERS_LABEL_RE.match(line)), ""
    )
    titled = next((_titled_head(line) for line in rest if _titled_head(line)), "")
    position = titled if titled and not role_from_title(position, runs_group=False) else position
    if position:
        entry["position"] = position
        _mark_standing(position, entry)
    # a card's paragraphs ("Carmen studies working memory in ageing ..."; the head's "I am ..."): the member's bio
    bio = "\n\n".join(line for line in rest if line != position and _is_paragraph(line))
    if bio:
        entry["bio"] = bio
    return entry


# A member's standing among a card's categories ("Graduated, Master", "Ongoing, Doctorate"): whether they are still
# in the lab. The line stays the member's position as printed; a standing that says they left makes them alumni.
_LEFT_RE = lazy_re.compile(
    r"^(?:graduated|former|alumn(?:i|us|a|ae)|past|finished|completed|ehemalig\w*|abgeschlossen|ancien(?:ne)?s?|"
    r"dipl[oô]m[ée]e?s?|egresad[oa]s?|graduad[oa]s?|egress[oa]s?|formad[oa]s?|ex)$",
    re.I,
)


def _mark_standing(line: str, entry: dict) -> None:
    """Sets the entry's status when a card's line of categories says the member has left the lab."""
    parts = [part.strip() for part in line.split(",")]
    if len(parts) < 2 or any(len(part.split()) > 3 for part in parts):
        return
    left = next((part for part in parts if _LEFT_RE.match(part)), None)
    if left:
        entry.setdefault("status", left)  # "Graduated": an alumnus, whatever their degree


# "(PhD 2023–2026) – Glacier retreat vegetation. Co-supervised with ...": the member's title and years in
# brackets at the line's start, then what they work on
# (its opening bracket may be gone with the separators after the name)
_BRACKETED_LEAD_RE = lazy_re.compile(r"^\s*\(?([^()]{2,60})\)\s*(?:[–—:-]\s*|,\s*)?(.*)$")


def _bracketed_lead(line: str) -> list[str]:
    """A member's line opening with their title or years in brackets, as two lines: those (a line of fields)
    and what follows (their topic, a bio); any other line as it is."""
    found = _BRACKETED_LEAD_RE.match(_plain(line))
    if not found or not (_YEARS_RE.search(found.group(1)) or role_from_title(found.group(1), runs_group=False)):
        return [line]
    return [found.group(1), found.group(2)] if found.group(2) else [found.group(1)]


# A line about someone else beside the member ("Supervisor: Dr A. Ruiz", "Advisor: ..."): never their position
_OTHERS_LABEL_RE = lazy_re.compile(
    r"^(?:co-?)?(?:supervisor|supervised by|advisor|adviser|mentor|host|betreuer(?:in)?|directeur|director[a]?)s?\b",
    re.I,
)
# "PhD: Drivers of variability in microcosms": the degree they worked for, then their thesis
_DEGREE_LABEL_RE = lazy_re.compile(r"^(Ph\.?\s?D\.?|M\.?\s?Sc\.?|MSc|Masters?|Diploma|Doctorate|DPhil)\s*:\s*\S", re.I)


def _titled_head(line: str) -> str:
    """The member's title a longer line opens with: "PhD" of "PhD: <thesis>", "Visiting PhD Candidate" of "Visiting
    PhD Candidate, Department of X, University of Y."; "" when the line opens with no title."""
    degree = _DEGREE_LABEL_RE.match(line)
    if degree:
        return degree.group(1)
    head = line.split(",", 1)[0].strip(" .")
    return head if "," in line and len(head.split()) <= 5 and role_from_title(head, runs_group=False) else ""


def _is_paragraph(line: str) -> bool:
    return len(line.split()) > _CARD_LINE_WORDS and line.rstrip().endswith((".", "!", "。"))


def _entry_fields(text: str, entry: dict, *, alumni: bool) -> str:
    """Takes the e-mail, next position and years out of one line into the entry; returns what is left."""
    email = _EMAIL_RE.search(text)
    if email:
        entry.setdefault("email", email.group())
        text = text.replace(email.group(), " ")
    now = _NOW_RE.search(text)
    if now:
        entry.setdefault("now_at", _NOW_LEAD_RE.sub("", text[now.end() :]).strip(_SEPARATORS))
        text = text[: now.start()]
    text = re.sub(r"(?<=\d)\s*[级届]", "", text)  # "2021级": the year a student joined, "2020届" left
    years = _YEARS_RE.search(text)
    if years and "years" not in entry and "start" not in entry:
        # one year under a current group ("PhD candidate, since 2021") is when they joined, not when they left
        if re.search(r"[-–—]$", years.group()):
            entry["start"] = years.group().rstrip(" -–—")  # "since 2023", written "2023–"
        else:
            entry["years" if re.search("[-–—]", years.group()) or alumni else "start"] = years.group()
        text = text[: years.start()] + text[years.end() :]
        # "(2023–)", "(desde 2022)": what is left of the brackets around the years
        text = re.sub(r"[(\[]\s*(?:since|seit|ab|depuis|desde|dal|dall'|from)?\s*[)\]]", " ", text, flags=re.I)
        text = re.sub(r"\b(?:since|seit|depuis|desde|dal|dall'|from)\s*$", "", text.rstrip(" ,;"), flags=re.I)
    text = re.sub(r"\b(?:e-?mail|mail|correo|courriel)\s*:|(?:电子)?邮箱\s*[:：]", " ", text, flags=re.I)
    text = _NUMBER_PART_RE.sub(" ", _PHONE_RE.sub(" ", text))
    text = re.sub(r"\s+([,;])", r"\1", re.sub(r"\s+", " ", text)).strip(_SEPARATORS)
    return text + ")" if text.count("(") > text.count(")") else text  # "(RTD-B)" keeps the ")" stripped above


def _card_follows(lines: list[str], index: int, level: int) -> bool:
    """Whether a heading as high as its group's heading is a member's card: a deeper heading (their title) or
    a short line follows it (a Hugo Blox people block sets group and name alike in <h2>), not a paragraph."""
    following = next((line for line in lines[index + 1 : index + 6] if line.strip()), "")
    deeper = _HEADING_RE.match(following)
    if deeper:
        return len(deeper.group(1)) > level
    return 0 < len(following.split()) <= _CARD_LINE_WORDS


def _groups(lines: list[str]) -> tuple[dict[str, list[dict]], set[str], list[str]]:
    """{group heading: [entries]} of the page, the sections of one person's CV its headings name, and the
    lines that are no member's."""
    from .text import classify_heading  # the one heading vocabulary

    groups: dict[str, list[dict]] = {}
    outside: list[str] = []
    group, group_level, cv_sections = "", 0, set()
    member: tuple[str, list[str]] | None = None
    in_rows = False  # the member was read from a plain line (a table's row): the next plain line is the next row

    def close() -> None:
        nonlocal member, member_years
        if member and group:
            # "#### Ana Ruiz (2021-2023)": the years in the member's heading are their time in the lab
            lines = [member_years, *member[1]] if member_years else member[1]
            entry = _entry(member[0], lines, alumni=role_from_group(group) == "alumni")
            if member_place:
                entry.setdefault("affiliation", member_place)
            helper = _HELPER_RE.search(group)
            if helper and not role_from_group(group) and "position" not in entry:
                word = helper.group()  # "Volunteers": what each of them is, as no role names it
                entry["position"] = word[0].upper() + word[1:-1] if word.lower() in _ENGLISH_HELPERS else word
            if _HAN_LEADER_RE.search(group):
                entry["role"] = "pi"  # "课题组长": the group's head, whatever their title ("研究员") says
            groups.setdefault(group, []).append(entry)
        member, member_years = None, ""

    member_level, member_place, member_years = 0, "", ""
    former, former_level = "", 0  # the heading of the lab's former members, over headings of their groups
    by_heading = False  # the member was read from a heading of their own: the lines up to the next heading are theirs
    aside = False  # under a heading that invites readers to join the lab
    for index, line in enumerate(lines):
        heading = _HEADING_RE.match(line)
        if heading:
            level, text = len(heading.group(1)), _plain(heading.group(2))
            if member and not member[1] and level > member_level:
                member[1].append(text)  # Hugo Blox's "<h2>Name</h2><h3>Professor</h3>": the title under the name
                continue
            labelled = _LABELLED_MEMBER_RE.match(text)
            if labelled and role_from_group(labelled.group(1)) and _name_of(labelled.group(2))[0]:
                close()  # "PI: Dr Ana Ruiz": the group and its one member in one heading
                group, group_level = labelled.group(1), level
                member, member_level, in_rows, by_heading = (_name_of(labelled.group(2))[0], []), level, False, True
                continue
            name, _rest = _name_of(text)
            # "PhD Students", "Our Team" name a group; "Ines Ravel, PhD" and "韩明远 教授" a member
            names_group = bool(_MEMBERS_RE.search(text) or role_from_group(name or text))
            deeper = level > group_level or level == group_level and _card_follows(lines, index, level)
            name = name if group and deeper and not names_group else ""
            close()
            heading_years = _YEARS_RE.match(_rest) if name else None
            member_years = heading_years.group() if heading_years else ""
            if name:
                member, member_level, in_rows, by_heading = (name, []), level, False, True
            elif names_group:
                nested = former and level > former_level and role_from_group(text) != "alumni"
                # "## Lab Alumni" over "### Graduate Researchers": the students of that heading have left
                group, group_level = (f"{former}: {text}" if nested else text), level
                if not nested:
                    former, former_level = (text, level) if role_from_group(text) == "alumni" else ("", 0)
            else:
                if classify_heading(text) in _CV_SECTIONS:
                    cv_sections.add(classify_heading(text))
                # "## Interested in graduate studies?" (a Quarto callout's title) is a note inside the group
                if level <= group_level and not _INVITATION_RE.search(text):
                    group, group_level = "", 0
                if level <= former_level:
                    former, former_level = "", 0
            aside = not name and not names_group and bool(_INVITATION_RE.search(text))
            continue
        if aside:
            continue  # "Interested in Joining Us?": the head's invitation, in the first person, is no one's profile
        bold = _BOLD_LINE_RE.match(line.strip())
        if bold and not bold.group(2) and (member is None or member[1]) and _names_a_group(bold.group(1)):
            close()  # "**Ph.D. Students**" over a list of names: a heading written in bold, below any real heading
            group, group_level = _plain(bold.group(1)).rstrip(" :"), _BOLD_GROUP_LEVEL
            continue
        if not group or not line.strip():
            outside.append(line)
            continue
        if member and by_heading:  # "- **M.Sc.** Chem. Eng., Purdue", "**Research Interest:** ...": their own lines
            member[1].append(line)
            continue
        bold, item = _BOLD_LINE_RE.match(line), _ITEM_RE.match(line)
        start = bold.group(1) if bold else item.group(1) if item else ""
        if not start and (not member or in_rows) and len(line.split()) <= MAX_LINE_WORDS:
            start = line  # a table's row: "Name, Status, e-mail"
        listed = [] if bold else _names_listed(start)
        if listed:  # "Ava Lindqvist, Berit Osei and Caspar Mundt": a group's members run on in one line
            for listed_name in listed:
                close()
                member, member_place = (listed_name, [""]), ""  # no title under it: a line, not a card
            in_rows, by_heading = True, False
            continue
        name, rest = _name_of(start) if start else ("", "")
        if name:
            close()
            member_place = "" if bold else _place_after_name(start, role_from_group(group))
            if member_place:  # "(Univ. of Eastbrook), spring 2024": the season and year are left for the dates
                rest = rest.removeprefix(member_place).lstrip(_SEPARATORS)
            member, in_rows, by_heading = (name, [bold.group(2) if bold else rest]), not (bold or item), False
        elif member:
            member[1].append(line)
        else:
            outside.append(line)  # a group's own text, before its first member
    close()
    return groups, cv_sections, outside


def people_page(source_name: str, markdown: str) -> ParsedDocument | None:
    """The page's members as a roster document when it is a lab's People page; else None."""
    if is_people_file(re.split(r"[/\\]", source_name)[-1]) and not re.search(r"^#{1,3}\s", markdown, re.M):
        # a listing of member cards saved without any heading or <title> (a Quarto grid): its file says what it is
        markdown = f"# People\n\n{markdown}"
    lines = markdown.split("\n")
    top = next((_HEADING_RE.match(line) for line in lines if _HEADING_RE.match(line)), None)
    title = _plain(top.group(2)) if top else ""
    if top and _name_of(title)[0] and not role_from_group(title) and not _MEMBERS_RE.search(title):
        return None  # a person's own page, with their students under it
    groups, cv_sections, outside = _groups(lines)
    groups = {label: members for label, members in groups.items() if members}
    # a CV's education or experience makes it one person's; the lab's papers may sit under its groups of people
    cv_section = bool(cv_sections - {"publications"}) or bool(cv_sections) and len(groups) < MIN_GROUPS
    first_person = any(_FIRST_PERSON_RE.search(line) for line in outside)  # a member's own blurb may say "I am"
    count = sum(len(m) for m in groups.values())
    # a page titled "People" over one member's card: a lab of one, or a page with only its head's card so far;
    # what is written in the first person there is that member's own
    lone = count == 1 and is_people_title(title) and not cv_section
    if not lone and (cv_section or first_person or count < MIN_MEMBERS):
        return None
    # one list of everyone ("People"): each member's own line says what they are
    if len(groups) < MIN_GROUPS and not lone:
        members = [m for group in groups.values() for m in group]
        titled = [m for m in members if role_from_title(m.get("position", ""), runs_group=False)]
        # a page of one group that names a role ("# Alumni", "## Undergraduates") and says little else lists
        # that group's people, bare names as they often are; on a page that says more they may be anyone's
        said = [line for line in outside if line.strip() and not _HEADING_RE.match(line)]
        one_role_group = len(groups) == 1 and role_from_group(next(iter(groups))) and len(said) <= _FEW_LINES
        # a "People" page whose members stand under a group heading of their own ("Team", "Members") says twice
        # that they are the lab's, whatever their cards give (a project's work packages, a place)
        named_twice = is_people_title(title) and any(label != title for label in groups)
        if len(titled) * 3 < len(members) * 2 and not one_role_group and not named_twice:
            return None
    # one card under the page's title, above its first group (a Quarto card page's head): the lab's head
    head = groups.get(title, []) if is_people_title(title) and list(groups)[:1] == [title] else []
    titled_head = head and role_from_title(head[0].get("position", ""), runs_group=False)
    if len(groups) >= MIN_GROUPS and len(head) == 1 and not titled_head:
        head[0]["role"] = "pi"
    if lone:
        ((label, (entry,)),) = groups.items()
        if not role_from_group(label) and not role_from_title(entry.get("position", ""), runs_group=False):
            entry["role"] = "pi"  # the one person the lab's page lists, under no group that says otherwise: its head
        paragraphs = " ".join(line.strip() or "\n" for line in outside if not _HEADING_RE.match(line)).split("\n")
        said = [" ".join(text.split()) for text in paragraphs if _FIRST_PERSON_RE.search(text)]
        if said and "bio" not in entry:
            entry["bio"] = "\n\n".join(said)  # "I'm an Associate Professor ...", next to the card: their own words
    document = parse_roster(groups, source_name)
    return document if len(document.people) >= (1 if lone else MIN_MEMBERS) else None
