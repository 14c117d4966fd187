"""Lab rosters: one file listing many people, and the member pages of lab-site templates.

A roster is a YAML/JSON list of people (`_data/people.yml`, `members.yml`, `team.yml`), or
a mapping of group labels to such lists ({faculty: [...], current: [...], alumni: [...]},
{pi: [...], phd: [...]}), or a list of groups ([{group: PhD students, members: [...]}]).
A member page is one person's front matter over a markdown body (greenelab's
lab-website-template `_members/*.md`: `name`, a `role:` slug from the template's own role
list, `group: alum`, `aliases:`, a `links:` map; the body's `YEAR &nbsp; Title, Organisation`
lines under kramdown attribute lists `{:.x}` and in `<details>` blocks).

Each person becomes a ParsedProfile with a role, the dates in the lab, other names and links.
The example a template ships in place of a person ("Your Name", "Jane Doe", lorem ipsum, an
invitation to join) is no person: it is left out and said so.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from importer.parsers.photo_keys import photo_of
from importer.parsers.records import (
    DocumentError,
    ParsedDocument,
    ParsedEducation,
    ParsedExperience,
    ParsedProfile,
    ParsedPublication,
)
from importer.parsers.roles import role_from_group, role_from_slug, role_from_title
from importer.parsers.roster_entries import is_hidden, is_mascot, names_listed
from importer.parsers.roster_shape import (
    GROUP_WORDS_RE,
    entry_name,
    looks_like_person,
    lowered_keys,
    names_someone,
    native_alias,
    nickname_alias,
    people_in,
    roster_groups,
    without_envelope,
)
from importer.parsers.site_dates import term_start

from .. import lazy_re
from .cv import _add_link
from .examples import TO_COME_RE, is_example_email, is_example_person
from .fields import _EMAIL_RE, _first, _text, _year_range, degree_from_text
from .person_file import entry_papers
from .roster_lines import LONE_LINK_RE, next_post, place_from_position, plain_title, read_short_bio, read_title_line
from .roster_links import names_no_one
from .roster_numbered import (
    is_time_only,
    name_link,
    name_tail,
    read_dated_tail,
    read_degree,
    read_name_tails,
    read_numbered_lines,
)
from .roster_roles import (
    flagged_role,
    head_of_list,
    is_junior,
    is_tagline,
    one_full_professor,
    role_unstated,
    settle_role,
    slug_role,
    tells_of,
)

# --------------------------------------------------------------------------- what a person entry holds

_POSITION_KEYS = (
    "position",
    "title",
    "job_title",
    "subtitle",
    "description",
    "designation",
    "rank",
    "status_text",
    "enrollment",  # "RI PhD, Fall 2023": a student's programme, the place they hold
    "info",  # allanlab's "PhD Student, started Sep 2015" (structured.roster_numbered)
)
_ROLE_KEYS = ("role", "type", "category", "level")  # level: postdoc | phd | ms (a CV's list of advisees)
_GROUP_KEYS = ("group", "status", "membership", "section", "team")
_BIO_KEYS = ("bio", "about", "summary", "blurb", "research", "description_long")
_START_KEYS = ("start", "startdate", "start_date", "joined", "since", "from", "start_year", "year_start", "year_joined")
_END_KEYS = ("end", "enddate", "end_date", "left", "until", "to", "end_year", "year_end", "graduated", "year_left")
_YEARS_KEYS = ("years", "period", "dates", "tenure", "duration")
_ALIAS_KEYS = ("aliases", "alt_names", "other_names", "alias", "publication_names")
_AFFILIATION_KEYS = ("affiliation", "institution", "university", "department", "organization")
_INTEREST_KEYS = ("interests", "research_interests", "keywords", "topics")
# Keys whose value is an address or a user name on a network; the key says which.
_LINK_KEYS = frozenset(
    {
        "website",
        "webpage",
        "homepage",
        "home-page",
        "home_page",
        "url",
        "web",
        "site",
        "personal_website",
        "github",
        "gitlab",
        "twitter",
        "x",
        "linkedin",
        "orcid",
        "scholar",
        "google-scholar",
        "google_scholar",
        "googlescholar",
        "gscholar",
        "researchgate",
        "bluesky",
        "mastodon",
        "dblp",
        "cv",
    }
)
_SALUTATION_RE = lazy_re.compile(r"(?:dr|mr|mrs|ms|mx|miss|dra|sr|sra|herr|frau)\.?", re.I)
# "jdoe [at] lab [dot] edu", and in an e-mail field alone "jdoe at lab.edu"
_AT_RE = lazy_re.compile(r"\s*[\[({]\s*at\s*[\])}]\s*", re.I)
_BARE_AT_RE = lazy_re.compile(r"^\s*([\w.+-]{1,64})\s+at\s+([\w-]+(?:\.[\w-]+)+)\s*$", re.I)
_DOT_RE = lazy_re.compile(r"\s*[\[({]\s*dot\s*[\])}]\s*", re.I)
_HOME_ICONS = frozenset({"house", "home", "globe", "link", "website", "web", "house-user", "homepage"})
_HOMEPAGE_KEYS = frozenset(
    {"webpage", "website", "homepage", "home-page", "home_page", "url", "web", "site", "personal_website"}
)
_ALUMNI_GROUP_RE = lazy_re.compile(r"\balum(?:n\w*|s)?\b|\bformer\b|\bpast\b|\bgraduated\b", re.I)  # "group: alum"


# --------------------------------------------------------------------------- one person


def _date_of(value: Any, *, end: bool = False) -> dt.date | None:
    """A date from 2021, "2023-03-01", a YAML date, "[2024-05-01]", "Fall 2019"; a year alone is its first day
    (its last day for an end)."""
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    text = _text(value)
    match = re.search(r"\b((?:19|20)\d{2})-(\d{1,2})(?:-(\d{1,2}))?\b", text)
    if match:
        try:
            return dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3) or 1))
        except ValueError:
            pass
    match = re.search(r"\b((?:19|20)\d{2})\b", text)
    if not match:
        return None
    term = None if end else term_start(text)  # "Fall 2019": the term's first month, not January
    return dt.date(int(match.group(1)), 12, 31) if end else term or dt.date(int(match.group(1)), 1, 1)


_DOUBLED_SCHEME_RE = lazy_re.compile(r"^(?:https?://)+(?=https?://)", re.I)  # "https://https://x.org" typed twice


def _add_links(profile: ParsedProfile, entry: dict) -> None:
    for key, value in entry.items():
        if key in ("email", "mail", "e-mail"):
            spelled = _AT_RE.sub("@", _DOT_RE.sub(".", _text(value)))  # "jdoe [at] lab [dot] edu"
            spelled = _BARE_AT_RE.sub(r"\1@\2", spelled)
            found = _EMAIL_RE.search(spelled)
            if found and not profile.email and not is_example_email(found.group(0)):
                profile.email = found.group(0)
        elif key in _LINK_KEYS and _text(value) and not TO_COME_RE.fullmatch(_text(value)) and not _switch(value):
            url = _DOUBLED_SCHEME_RE.sub("", _text(value))
            if names_no_one(url):  # "bluesky: https://bsky.app/": the template's line, no one's profile
                continue
            _add_link(profile, url, "homepage" if key in _HOMEPAGE_KEYS else key.replace("_", "-"))
    links = entry.get("links") or entry.get("social") or entry.get("socials") or entry.get("linktree")
    if isinstance(links, dict):
        _add_links(profile, {str(k).lower(): v for k, v in links.items() if k != "links"})
    elif isinstance(links, list):
        for item in links:
            if isinstance(item, dict):
                item = lowered_keys(item)
                url = _text(_first(item, "url", "href", "link"))
                hint = (_text(_first(item, "label", "name", "icon", "text", "type")).split() or [""])[-1].lower()
                hint = re.sub(r"^fa-", "", hint)  # an icon's name: "fa-brands fa-orcid"
                url = _DOUBLED_SCHEME_RE.sub("", url)
                if url and not names_no_one(url):
                    _add_link(profile, url, "homepage" if hint in _HOME_ICONS else hint)
            elif isinstance(item, str) and not names_no_one(item):
                _add_link(profile, item)


def _switch(value: Any) -> bool:
    """ "github: 0", "twitter: false": a template's switch for an icon, no address."""
    return _text(value).strip().lower() in _YES_NO | {"0", "1", "none", "null"}


# A sentence's end: a word of two lower-case letters or more, then ". " and a capital ("M.Sc. student" has none).
_SENTENCE_END_RE = lazy_re.compile(r"[a-z]{2,}[.!?]\s+[A-Z]")
_YES_NO = frozenset({"true", "false", "yes", "no", "y", "n"})


def person_from_entry(
    entry: dict, where: str, *, group: str = "", roles: dict[str, str] | None = None
) -> ParsedProfile | None:
    """One person of a roster or member page; None for the template's example person."""
    if not isinstance(entry, dict):
        raise DocumentError(f"{where}: expected a mapping for a person, got {type(entry).__name__}")
    entry = lowered_keys(entry)
    name = entry_name(entry)
    if not name:
        raise DocumentError(f"{where}: a person needs a 'name'")
    if not names_someone(name):
        raise DocumentError(f"{where}: {name!r} is not a person's name")
    # a Quarto page's "about:" is its layout (template, image, links), not a text about the person
    bio = _text(_first({k: v for k, v in entry.items() if not isinstance(v, dict)}, *_BIO_KEYS))
    bio = "" if TO_COME_RE.fullmatch(bio) else bio  # "description: TBD": nothing written yet
    if is_example_person(name, bio):
        return None
    profile = ParsedProfile(name=name, bio=bio, photo=photo_of(entry))
    role_slug = _text(_first(entry, *_ROLE_KEYS))
    is_slug = bool(role_slug) and " " not in role_slug.strip() and role_slug.isascii()  # "role: 教授" is a title
    titles = [plain_title(_text(entry.get(key))) for key in _POSITION_KEYS if _text(entry.get(key))]
    linked = [(key, LONE_LINK_RE.fullmatch(_text(entry.get(key)))) for key in _POSITION_KEYS]
    titles = [t for t in titles if t]
    # "role: Postdoctoral Scholar" over "position: postdoc": the slug files the person, the role is the title
    code = _text(entry.get("position")).strip()
    code = code if code and " " not in code and code == code.lower() and role_from_slug(code) else ""
    if code and role_slug and not is_slug:  # with no title of its own, the code stays the title ("technician")
        titles = [t for t in titles if t != code]
    if role_slug and not is_slug and (entry.get("position") is None or code):
        titles.insert(
            0, plain_title(role_slug)
        )  # "role: PhD candidate, Economics" is the title; a "description" the bio
    tail = name_tail(entry)
    if tail and not is_time_only(tail):
        titles.insert(0, tail)  # "Ana Ruiz, Ph.D. 2018": the degree they took in the lab, and when
    # "title: Dr." is how to address them; "description: TBD" says nothing yet
    titles = [t for t in titles if not _SALUTATION_RE.fullmatch(t) and not TO_COME_RE.fullmatch(t)]
    position = next((t for t in titles if len(t) <= 120 and not _SENTENCE_END_RE.search(t) and not tells_of(t)), "")
    described_only = not role_slug and not any(_text(entry.get(k)) for k in _POSITION_KEYS if k != "description")
    if described_only and is_tagline(position):  # "description: Population dynamics": what they work on
        profile.research_interests.append(position)
        position = ""
    long_texts = [t for t in titles if t != position]  # a "description" that is a paragraph is the bio
    affiliation = _text(_first(entry, *_AFFILIATION_KEYS))
    if not position and role_from_title(affiliation.partition(",")[0], runs_group=False):
        position, affiliation = affiliation, ""  # "department: Former Postdoctoral Researcher, UCLA"
    if not profile.bio and long_texts:
        profile.bio = long_texts[0]
    described = (roles or {}).get(role_slug.lower(), "") if is_slug else role_slug  # the template's words for it
    if is_slug and not described and re.search(r"[a-z][-_][a-z]", role_slug) and role_from_slug(role_slug):
        described = " ".join(w.capitalize() for w in re.split(r"[-_]+", role_slug))  # "principal-investigator"
    profile.position = position or described
    own_group = _text(_first(entry, *_GROUP_KEYS))
    start, end = _year_range(_first(entry, *_YEARS_KEYS))
    profile.joined = _date_of(_first(entry, *_START_KEYS, "started")) or (dt.date(start, 1, 1) if start else None)
    profile.left = _date_of(_first(entry, *_END_KEYS, "ended"), end=True) or (dt.date(end, 12, 31) if end else None)
    profile.now_at = next_post(entry)
    gone = profile.left is not None and profile.left < dt.date.today()
    former = gone or bool(_ALUMNI_GROUP_RE.search(" ".join([group, own_group])))
    current = entry.get("current")
    if not profile.now_at and former and isinstance(current, str) and current.strip().lower() not in _YES_NO:
        profile.now_at = _text(current)  # an alumnus's "current: Assistant Professor, EPFL"
    if not profile.now_at and former:  # an alumnus's "note: Postdoc at Duke", or the text of a link to the next job
        profile.now_at = _text(_first(entry, "note", "link_text", "notes"))
    flagged = flagged_role(entry)  # "is_pi: true", "is_current: false"
    alumni_sign = bool(profile.now_at) or former or flagged == "alumni"
    candidates = [described, role_slug, position] if is_slug else [described, position, code]
    settle_role(profile, candidates, " ".join(filter(None, [group, own_group])), alumni_sign)
    profile.role = "pi" if flagged == "pi" and profile.role != "alumni" else profile.role
    read_title_line(profile)
    read_short_bio(profile)
    if tail:
        (read_dated_tail if is_time_only(tail) else read_degree)(profile, tail)
    if isinstance(entry.get("degree"), str):
        read_degree(profile, entry["degree"])
    read_name_tails(profile, entry)
    read_numbered_lines(profile, entry)
    aliases = _first(entry, *_ALIAS_KEYS)
    aliases = [aliases] if isinstance(aliases, str) else aliases if isinstance(aliases, list) else []
    aliases = [
        *aliases,
        nickname_alias(entry),
        native_alias(entry),
    ]  # "Lukas (Luke) Barthel" signs papers "Luke Barthel" too
    preferred = entry.get("preferred_name")
    if isinstance(preferred, str):  # preferred_name: "Wei (Willow) Zhang"
        aliases += [entry_name({"name": preferred}), nickname_alias({"name": preferred})]
    profile.alt_names = list(dict.fromkeys(_text(a) for a in aliases if _text(a) and _text(a) != name))
    profile.affiliation = affiliation
    place_from_position(profile)
    interests = _first(entry, *_INTEREST_KEYS)
    if isinstance(interests, str):
        interests = [i.strip() for i in interests.split(",")]
    profile.research_interests = [_text(i) for i in interests or [] if _text(i)] if isinstance(interests, list) else []
    _add_links(profile, entry)
    if name_link(entry):
        _add_link(profile, name_link(entry), "homepage")
    for _key, link in linked:  # "position: **[Google Scholar Profile](https://...)**": a link, not a title
        if link:
            _add_link(profile, link.group(2), link.group(1))
    about = entry.get("about")
    if isinstance(about, dict) and isinstance(about.get("links"), list):  # a Quarto "about" page's links
        _add_links(profile, {"links": about["links"]})
    return profile


_MARKUP_RE = lazy_re.compile(r"<[^<>]{1,200}>|^#+\s*|^\*\*|\*\*$")
_HEADING_KEYS = ("name", "title", "heading", "section", "group", "label", "category")


def _divider(entry: Any) -> str | None:
    """The group an entry of a list of people heads rather than being one of them ("name: <h3>Alumni</h3>",
    "- section: Former members" with nothing else), or None."""
    if not isinstance(entry, dict):
        return None
    lowered = lowered_keys(entry)
    raw = _text(_first(lowered, *_HEADING_KEYS))
    label = " ".join(_MARKUP_RE.sub(" ", raw).split()).strip(" :")
    alone = all(key in _HEADING_KEYS or value in (None, "", [], {}) for key, value in lowered.items())
    if not label or not (alone or label != raw) or len(label) > 60:  # a heading is a few words, not a person's line
        return None
    return label if role_from_group(label) or GROUP_WORDS_RE.search(label) else None


def parse_roster(data: Any, source_name: str, roles: dict[str, str] | None = None) -> ParsedDocument:
    """Everyone a roster lists, with the group each is filed under; the template's example left out."""
    data = without_envelope(data)  # {"count": 3, "results": [...]}: a web service's answer
    groups = [("", data)] if people_in(data) else roster_groups(data)
    document = ParsedDocument(source_name=source_name, format="roster")
    stem = source_name.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    filed = "alumni" if _ALUMNI_FOLDER_RE.search(stem) else ""  # _data/alumni.yml: everyone in it has left
    seen = set()
    for label, members in groups:
        divider = ""
        members = [one for entry in members for one in (names_listed(entry) or [entry])]  # "name: Others"
        for index, entry in enumerate(members):
            where = f"{label}[{index}]" if label else f"[{index}]"
            heading = _divider(entry)
            if heading is not None:  # "- name: <h3>Alumni</h3>": everyone below it is filed under it
                divider = heading
                continue
            if not looks_like_person(entry):
                example = isinstance(entry, dict) and is_example_person(entry_name(entry), entry_name(entry))
                what = "is the template's example member" if example else "names no person"
                document.warnings.append(f"{source_name}: {where} {what}; skipped")
                continue
            if is_mascot(entry):  # "name: Bullet, role: Lab Security": the lab's dog
                document.warnings.append(f"{source_name}: {where} is the lab's mascot, no person; skipped")
                continue
            if is_hidden(entry):  # `hidden: true`: the site does not show this entry
                document.warnings.append(f"{source_name}: {where} ({entry_name(entry)}) is hidden on the site; skipped")
                continue
            group = " ".join(filter(None, [filed, label, divider]))
            person = person_from_entry(entry, where, group=group, roles=roles)
            if person is None:
                document.warnings.append(f"{source_name}: {where} is the template's example member; skipped")
            elif person.name.casefold() not in seen:
                seen.add(person.name.casefold())
                document.people.append(person)
                document.publications += entry_papers(entry, where)  # a faculty directory's papers of each
    faculty = [p for p in document.people if p.role == "faculty"]
    if len(faculty) == 1 and not any(p.role == "pi" for p in document.people) and not is_junior(faculty[0]):
        faculty[0].role = "pi"  # the one professor of a lab's roster runs it (not its one instructor)
    one_full_professor(document.people)
    head_of_list(document.people)
    for person in document.people:
        role_unstated(person)
    return document


# --------------------------------------------------------------------------- member pages

_ATTRIBUTE_LIST_RE = lazy_re.compile(r"\{:\s*[^{}\n]*\}")  # kramdown {:.left} {: .small}
_TAG_RE = lazy_re.compile(r"</?(?:details|summary|div|span|p|br|small|strong|b|em|i|img|figure)\b[^>]*>", re.I)
# The page's own photo and its rules: "![Ana](featured.jpg)", "---" (no words of the member's)
_PICTURE_OR_RULE_RE = lazy_re.compile(r"(?m)^[ \t]*(?:!\[[^\]]*\]\([^)]*\)(?:\{[^}]*\})?|-{3,}|\*{3,})[ \t]*$")
_TEMPLATE_RE = lazy_re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S)
_SUMMARY_RE = lazy_re.compile(r"<summary\b[^>]{0,200}>.{0,300}?</summary>", re.S | re.I)
_RECORD_LINE_RE = lazy_re.compile(
    r"^\s*(?:[-*]\s+)?(?P<years>(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|present|now|current))?)"
    r"(?:\s|&nbsp;|\u00a0|[:|·-])+(?P<rest>\S.*)$",
    re.I,
)


def _record(line: str) -> ParsedEducation | ParsedExperience | None:
    """'2014 &nbsp; PhD, Marine Ecology, University of Nordhavn' -> an education; a title and place -> a position."""
    match = _RECORD_LINE_RE.match(line)
    if not match:
        return None
    parts = [p.strip() for p in match.group("rest").replace("&nbsp;", " ").split(",") if p.strip()]
    if len(parts) < 2:
        return None
    start, end = _year_range(match.group("years"))
    single = start is None and end is not None
    degree = degree_from_text(parts[0])
    if degree != "other":
        return ParsedEducation(
            institution=", ".join(parts[2:] if len(parts) > 2 else parts[1:]),
            degree=degree,
            degree_title=parts[0],
            field=parts[1] if len(parts) > 2 else "",
            start_year=start,
            end_year=end,
        )
    return ParsedExperience(
        organization=", ".join(parts[1:]),
        title=parts[0],
        start_year=end if single else start,
        end_year=None if single else end,
    )


def member_page(meta: dict, body: str, source_name: str, roles: dict[str, str] | None = None) -> ParsedDocument:
    """A lab template's member page: the person of its front matter, their records and bio from the body."""
    text = _SUMMARY_RE.sub("", body or "")  # a <details> block's summary is its caption, not the person's text
    text = _TODO_LINE_RE.sub("", text)  # "[TODO add links]": a note to the site's editor
    text = _TEMPLATE_RE.sub("", _TAG_RE.sub("", _ATTRIBUTE_LIST_RE.sub("", _PICTURE_OR_RULE_RE.sub("", text))))
    bio_lines = []
    records = []
    for line in text.split("\n"):
        record = _record(line)
        if record is not None:
            records.append(record)
        else:
            bio_lines.append(line.rstrip())
    prose = _BIO_HEADING_RE.sub("", re.sub(r"\n{3,}", "\n\n", "\n".join(bio_lines)).strip())
    profile = person_from_entry(meta, source_name, group=_folder_group(source_name), roles=roles)
    stem = source_name.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
    if profile is None or is_example_person(profile.name or "", prose) or stem in _TRIAL_PAGE_NAMES or is_mascot(meta):
        return ParsedDocument(
            source_name=source_name,
            format="member-page",
            warnings=[f"{source_name}: the template's example member, no person; skipped"],
        )
    profile.bio = "" if TO_COME_RE.fullmatch(prose) else prose or profile.bio
    profile.education = [r for r in records if isinstance(r, ParsedEducation)]
    profile.experience = [r for r in records if isinstance(r, ParsedExperience)]
    prose = _LABEL_LINE_RE.sub(r"## \1", prose)  # "Awards:" over a list: a section as a heading makes one
    papers = []
    if not records and _SECTION_HEADING_RE.search(prose):
        papers = _read_sections(profile, prose, source_name)
    if _ALUMNI_FOLDER_RE.search(source_name.rsplit("/", 1)[0] if "/" in source_name else ""):
        profile.role = "alumni"  # filed among the lab's former members
    role_unstated(profile)
    return ParsedDocument(source_name=source_name, format="member-page", profile=profile, publications=papers)


# "## Bio" over the page's text: the page's one section, which the bio needs no heading for
_BIO_HEADING_RE = lazy_re.compile(r"^#{1,6}\s*(?:bio|biography|about(?:\s+me)?)\s*:?\s*\n+", re.I)


def _folder_group(source_name: str) -> str:
    """The group a member page's folder files it under (people/pi/, people/grad-students/), or ""."""
    folder = source_name.rsplit("/", 2)[-2] if source_name.count("/") >= 1 else ""
    words = " ".join(re.split(r"[-_]+", folder)).strip()
    return words if words and (slug_role(folder) or role_from_group(words)) else ""


_TODO_LINE_RE = lazy_re.compile(r"(?mi)^\s*\[?\s*(?:todo|fixme|tbd)\b[^\n]{0,200}$")
# _members/test.md, example.md: a page made to try the member layout, whoever it names
_TRIAL_PAGE_NAMES = frozenset({"test", "example", "sample", "template", "dummy", "placeholder"})
_SECTION_HEADING_RE = lazy_re.compile(r"(?m)^#{1,4}\s+\S")
# A line that labels the list under it ("Awards:", "**Selected publications:**" over a bulleted or numbered
# list), as member pages often set a section
_LABEL_LINE_RE = lazy_re.compile(r"(?m)^\**([A-Z][\w &/,-]{2,40}?)\**\s*:\s*\**\s*$(?=\n+\s*(?:[-*+]|\d{1,3}[.)])\s)")
_ALUMNI_FOLDER_RE = lazy_re.compile(
    # _data/alumni.yml, people/people_past.yml, _members/former/: the file or folder of those who have left
    r"(?:^|/|[-_])(?:alumni|alums?|former|past|ehemalige|anciens|antiguos)(?:[-_]\w+)?(?:/|$)",
    re.I,
)


def _read_sections(profile: ParsedProfile, prose: str, source_name: str) -> list[ParsedPublication]:
    """A member page written as a short CV ("## Education", "## Experience", "## Selected publications"): its
    sections read as a CV's are, the prose above them the bio; the papers it lists are the member's."""
    from importer.parsers.text import parse_text_document  # text/ reads markdown; the page only hands it over

    document = parse_text_document(source_name, f"# {profile.name}\n\n{prose}", fmt="markdown-cv", person=profile.name)
    found = document.profile
    if found is None:
        return []
    profile.bio = re.split(r"(?m)^#{1,6}\s", prose, maxsplit=1)[0].strip() or profile.bio
    profile.education = list(found.education)
    profile.experience = list(found.experience)
    profile.awards = profile.awards or list(found.awards)
    profile.email = profile.email or found.email
    return list(document.publications)
