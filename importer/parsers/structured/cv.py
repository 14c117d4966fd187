"""The CV formats: al-folio cv.yml, JSON Resume and RenderCV, from their sections to a ParsedProfile."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from importer.parsers.degree_notes import tidy_education
from importer.parsers.links import HOST_LABELS, NETWORK_LABELS, link_label, network_url
from importer.parsers.names import advisor_names
from importer.parsers.records import (
    DocumentError,
    ParsedAuthor,
    ParsedAward,
    ParsedDocument,
    ParsedEducation,
    ParsedExperience,
    ParsedLink,
    ParsedProfile,
    ParsedService,
    ParsedTeaching,
)
from importer.parsers.roles import current_role, is_current, role_from_title
from importer.parsers.text.fields import find_institution

from .. import lazy_re
from .fields import (
    _EMAIL_RE,
    _ONGOING_RE,
    _first,
    _publications,
    _require_list,
    _require_mapping,
    _strip_markup,
    _text,
    _year_of,
    _year_range,
    degree_from_text,
)

# --------------------------------------------------------------------------- CV pieces


@dataclass
class _Clues:
    """What a CV says beside its records and the closing rules weigh (see _finish)."""

    current_jobs: list = field(default_factory=list)
    label_places: list = field(default_factory=list)
    education_notes: list = field(default_factory=list)
    job_notes: list = field(default_factory=list)  # (the job, its free text)

    def add_experience(self, profile: ParsedProfile, item: Any, where: str) -> None:
        profile.experience.append(_experience(item, where))
        self.job_notes.append((profile.experience[-1], _entry_notes(item)))
        if _says_ongoing(item):
            self.current_jobs.append(profile.experience[-1])

    def add_education(self, profile: ParsedProfile, item: Any, where: str) -> None:
        profile.education.append(_education(item, where))
        self.education_notes.append(_entry_notes(item))


def _education(item: Any, where: str) -> ParsedEducation:
    if isinstance(item, str):
        return ParsedEducation(institution=item, degree=degree_from_text(item), details=item)
    item = {str(k).lower(): v for k, v in _require_mapping(item, where).items()}
    degree_title = _text(_first(item, "studytype", "degree", "title", "course", "qualification"))
    field = _text(_first(item, "area", "field", "major"))
    institution = _text(_first(item, "institution", "school", "university", "organization", "name"))
    start = _year_of(_first(item, "startdate", "start_date", "start", "date_start", "from"))
    end_value = _first(item, "enddate", "end_date", "end", "date_end", "to", "graduation")
    end = _year_of(end_value)
    if start is None and end is None:
        start, end = _year_range(_first(item, "year", "years", "date", "dates"))
    if end_value is not None and _ONGOING_RE.search(_text(end_value)):
        end = None
    details = _text(_first(item, "description", "highlights", "summary", "details", "courses", "score"))
    if not institution and not degree_title:
        raise DocumentError(f"{where}: an education entry needs 'institution' or a degree")
    if not field:
        named = re.search(r"\b(?:in|of)\s+(.+)$", degree_title)  # "PhD in Electrical and Computer Engineering"
        field = named.group(1).strip(" .") if named and degree_from_text(degree_title) != "other" else ""
    full_title = degree_title if not field or field in degree_title else f"{degree_title} in {field}".strip()
    entry = ParsedEducation(
        institution=institution,
        degree=degree_from_text(degree_title),
        degree_title=full_title,
        field=field,
        start_year=start,
        end_year=end,
        details=details,
    )
    return tidy_education(entry, f"{full_title}, {institution}")


def _says_ongoing(item: Any) -> bool:
    """An entry whose end is written "present"/"now" (with or without a start year)."""
    if not isinstance(item, dict):
        return False
    lowered = {str(k).lower(): v for k, v in item.items()}
    end = _first(lowered, "enddate", "end_date", "end", "date_end", "to")
    if end is not None:
        return bool(_ONGOING_RE.search(_text(end)))
    dates = _text(_first(lowered, "year", "years", "date", "dates"))
    return bool(dates and _ONGOING_RE.search(dates))


def _experience(item: Any, where: str) -> ParsedExperience:
    if isinstance(item, str):
        return ParsedExperience(organization=item, details=item)
    item = {str(k).lower(): v for k, v in _require_mapping(item, where).items()}
    organization = _text(_first(item, "company", "institution", "organization", "name", "employer"))
    title = _text(_first(item, "position", "title", "role"))
    start = _year_of(_first(item, "startdate", "start_date", "start", "date_start", "from"))
    end_value = _first(item, "enddate", "end_date", "end", "date_end", "to")
    end = _year_of(end_value)
    if start is None and end is None:
        start, end = _year_range(_first(item, "year", "years", "date", "dates"))
    if start is None and end is not None and not _ONGOING_RE.search(_text(end_value)):
        start = end if end_value is None else start  # "year: 2023" for a job: it began and ended then
    details = _text(_first(item, "description", "highlights", "summary", "details"))
    if not organization and not title:
        raise DocumentError(f"{where}: an experience entry needs 'company'/'institution' or 'position'")
    return ParsedExperience(organization=organization, title=title, start_year=start, end_year=end, details=details)


# "2022: Early Career Award", "2019 – Best Paper Award": a bullet that opens with its year
_LEADING_YEAR_RE = lazy_re.compile(r"^\s*((?:19|20)\d{2})(?:\s*[-–—]\s*(?:19|20)?\d{2})?\s*[:–—\-,|]\s*(?=\S)")


def _dated_award(title: str, organization: str = "", year: int | None = None) -> ParsedAward:
    leading = _LEADING_YEAR_RE.match(title)
    if leading:
        title, year = title[leading.end() :], year or int(leading.group(1))
    return ParsedAward(title=title.strip(), organization=organization, year=year or _year_of(title))


def _awards(item: Any, where: str) -> list[ParsedAward]:
    if isinstance(item, str):
        return [_dated_award(item)]
    item = {str(k).lower(): v for k, v in _require_mapping(item, where).items()}
    year = _year_of(_first(item, "date", "year", "years"))
    organization = _text(_first(item, "awarder", "organization", "institution", "issuer"))
    if isinstance(item.get("items"), list):  # al-folio: {year, items: [...]}
        return [
            ParsedAward(title=_text(entry), organization=organization, year=year)
            for entry in item["items"]
            if _text(entry)
        ]
    title = _text(_first(item, "title", "name", "award", "label", "bullet"))
    if not title:
        raise DocumentError(f"{where}: an award needs a 'title'")
    details = _text(item.get("details"))
    if details and not organization and item.get("label"):
        if _LEADING_YEAR_RE.match(f"{title}: x") and year is None:  # RenderCV one-line entry {label: 2022, details}
            title, year = details, _year_of(title)
        else:
            title = f"{title}: {details}"
    if year is not None:
        return [ParsedAward(title=title, organization=organization, year=year)]
    return [_dated_award(title, organization)]


def _teaching(item: Any, where: str) -> ParsedTeaching:
    if isinstance(item, str):
        return ParsedTeaching(course=item)
    item = {str(k).lower(): v for k, v in _require_mapping(item, where).items()}
    course = _text(_first(item, "course", "title", "name"))
    terms = item.get("terms") or item.get("semesters") or item.get("year") or item.get("date")
    terms_list = [_text(t) for t in terms] if isinstance(terms, list) else ([_text(terms)] if terms else [])
    return ParsedTeaching(course=course or _text(item), role=_text(_first(item, "role", "position")), terms=terms_list)


def _service(item: Any, where: str) -> ParsedService:
    if isinstance(item, str):  # "Program Committee, USENIX FAST 2025"
        role, _, venue = item.partition(", ")
        venue = re.sub(r"[\s,]*\b(?:19|20)\d{2}\b", "", venue).strip(" ,")
        return ParsedService(role=role.strip() if venue else item, venue=venue, year=_year_of(item))
    item = {str(k).lower(): v for k, v in _require_mapping(item, where).items()}
    return ParsedService(
        role=_text(_first(item, "role", "title", "position", "name")) or _text(item),
        venue=_text(_first(item, "venue", "conference", "organization", "institution")),
        year=_year_of(_first(item, "year", "date")),
    )


def _skills(value: Any) -> list[str]:
    skills = []
    for item in value if isinstance(value, list) else [value]:
        if isinstance(item, dict):
            lowered = {str(k).lower(): v for k, v in item.items()}
            keywords = lowered.get("keywords") or lowered.get("details") or lowered.get("items")
            if isinstance(keywords, list):
                skills.extend(_text(k) for k in keywords if _text(k))
            elif isinstance(keywords, str):
                skills.extend(s.strip() for s in keywords.split(",") if s.strip())
            elif _first(lowered, "name", "label"):
                skills.append(_text(_first(lowered, "name", "label")))
        elif isinstance(item, str):
            skills.extend(s.strip() for s in item.split(",") if s.strip())
    return skills


def _add_link(profile: ParsedProfile, url: str, hint: str = "") -> None:
    url = (url or "").strip()
    if not url:
        return
    if url.lower().startswith("mailto:"):
        profile.email = profile.email or url[7:].split("?")[0].strip()
        return
    if _EMAIL_RE.fullmatch(url):
        profile.email = profile.email or url
        return
    label = link_label(url, hint)
    if not re.match(r"^[a-z][a-z0-9+.\-]*:|^/|^www\.", url, re.I):
        # a bare id with what a template's line left behind it: "Xk2mAAAAJ&hl", "0000-0002-1825-0097# your orcid"
        url = network_url(label, re.split(r"[&#?\s]", url, maxsplit=1)[0])
        if url is None:
            return  # a bare username of an unknown network is not a link
    if all(link.url != url for link in profile.links):
        profile.links.append(ParsedLink(label=label, url=url))


# Section titles -> what they hold. First matching keyword wins.
_SECTION_KINDS = (
    ("other", lazy_re.compile(r"other interests|hobbies|personal interests|extracurricular|references", re.I)),
    # talks and mentoring are not positions, whatever the heading adds ("Mentoring Experience")
    ("other", lazy_re.compile(r"\btalks?\b|presentation|keynote|seminar|mentor|advising|students|leadership", re.I)),
    ("service", lazy_re.compile(r"volunteer|outreach", re.I)),
    ("publications", lazy_re.compile(r"publication|papers|preprint", re.I)),
    ("education", lazy_re.compile(r"education|degree|academic background|studies", re.I)),
    ("awards", lazy_re.compile(r"award|honou?r|prize|fellowship|scholarship", re.I)),
    ("other", lazy_re.compile(r"grants?\b|funding", re.I)),  # grants held are not honours
    ("teaching", lazy_re.compile(r"teaching|courses? taught|\bta\b", re.I)),
    ("service", lazy_re.compile(r"service|review|committee|program committee|\bpc\b|organiz", re.I)),
    ("skills", lazy_re.compile(r"skill|languages|tools|technolog", re.I)),
    ("interests", lazy_re.compile(r"interest|research areas?|research topics", re.I)),
    ("experience", lazy_re.compile(r"experience|employment|position|work|career|appointment|internship", re.I)),
    ("general", lazy_re.compile(r"general|personal|contact|basic|about|information", re.I)),
)


def _section_kind(title: str) -> str | None:
    for kind, pattern in _SECTION_KINDS:
        if pattern.search(title):
            return kind
    return None


def _apply_general(profile: ParsedProfile, pairs: list[tuple[str, Any]], places: list[str] | None = None) -> None:
    """Name/value pairs of a "General Information" map or a RenderCV header.

    `places` collects what a label names after the title when it is not plainly an institution
    ("Research Scientist, Quillon"): the affiliation only if no current position names one.
    """
    for key, value in pairs:
        key_l, text = key.lower(), _text(value)
        if not text:
            continue
        if "name" in key_l and "user" not in key_l and not profile.name:
            profile.name = text
        elif "mail" in key_l:
            match = _EMAIL_RE.search(text)
            profile.email = profile.email or (match.group(0) if match else text)
        elif key_l in ("position", "title", "label", "headline", "role", "current position", "job"):
            # "Postdoctoral Researcher, Harbor Lab, Eastbrook University" or "Research Scientist at Quillon"
            position, *where = [p.strip() for p in re.split(r",|\s+(?:at|@)\s+", text)]
            if where and role_from_title(position):
                text = position
                # "Assistant Professor, Computer Systems and Architecture": a field, not an employer
                if find_institution(where[-1]):
                    profile.affiliation = profile.affiliation or where[-1]
                elif places is not None:
                    places.append(where[-1])
            profile.position = profile.position or text
            profile.role = profile.role or role_from_title(text)
        elif key_l in ("affiliation", "institution", "organization", "organisation", "university", "employer"):
            profile.affiliation = profile.affiliation or text
        elif key_l in ("advisor", "advisors", "supervisor", "supervisors"):
            profile.advisors.extend(n for n in advisor_names(value) if n not in profile.advisors)
        elif key_l in ("website", "homepage", "url", "web", "site"):
            _add_link(profile, text, "homepage")
        elif key_l in NETWORK_LABELS or any(host.strip("/").split(".")[0] in key_l for host, _ in HOST_LABELS):
            _add_link(profile, text, key_l)
        elif key_l in ("summary", "bio", "about", "biography"):
            profile.bio = profile.bio or str(value).strip()


def _apply_section(
    profile: ParsedProfile, publications: list, clues: _Clues, kind: str | None, title: str, contents: Any, where: str
) -> None:
    items = contents if isinstance(contents, list) else [contents]
    if kind == "publications":
        publications.extend(_publications(items, where))
    elif kind == "education":
        for i, item in enumerate(items):
            clues.add_education(profile, item, f"{where}[{i}]")
    elif kind == "experience":
        for i, item in enumerate(items):
            clues.add_experience(profile, item, f"{where}[{i}]")
    elif kind == "awards":
        for i, item in enumerate(items):
            profile.awards.extend(_awards(item, f"{where}[{i}]"))
    elif kind == "teaching":
        profile.teaching.extend(_teaching(item, f"{where}[{i}]") for i, item in enumerate(items))
    elif kind == "service":
        profile.service.extend(_service(item, f"{where}[{i}]") for i, item in enumerate(items))
    elif kind == "skills":
        profile.skills.extend(_skills(items))
    elif kind == "interests":
        for item in items:
            if isinstance(item, dict):
                lowered = {str(k).lower(): v for k, v in item.items()}
                profile.research_interests.append(_text(_first(lowered, "title", "name", "label")))
            elif _text(item):
                profile.research_interests.append(_strip_markup(re.sub(r"<[^>]+>", "", _text(item)))[0])
    elif kind == "general":
        pairs = []
        for item in items:
            if isinstance(item, dict):
                lowered = {str(k).lower(): v for k, v in item.items()}
                if "name" in lowered and "value" in lowered:  # al-folio map: {name, value}
                    pairs.append((_text(lowered["name"]), lowered["value"]))
                else:
                    pairs.extend((str(k), v) for k, v in item.items())
        _apply_general(profile, pairs, clues.label_places)
    else:  # "other" and unknown sections
        profile.review_notes.append(f"section '{title}' ({where}) not imported")


# --------------------------------------------------------------------------- the CV formats


def _alfolio_cv(data: list, source_name: str, fmt: str) -> ParsedDocument:
    profile, publications, clues = ParsedProfile(), [], _Clues()
    for index, section in enumerate(data):
        where = f"[{index}]"
        section = _require_mapping(section, where)
        title = _text(section.get("title"))
        if "contents" not in section:
            raise DocumentError(f"{where} ('{title}'): a cv.yml section needs 'contents'")
        kind = _section_kind(title)
        if kind is None and _text(section.get("type")) == "map":
            kind = "general"
        _apply_section(profile, publications, clues, kind, title, section["contents"], f"{where}.contents")
    return _finish(source_name, fmt, profile, publications, clues)


def _json_resume(data: dict, source_name: str, fmt: str) -> ParsedDocument:
    profile, publications, clues = ParsedProfile(), [], _Clues()
    basics = data.get("basics") or {}
    basics = _require_mapping(basics, "basics")
    # A postal "location" is not an affiliation, so it is not read.
    _apply_general(
        profile, [(k, v) for k, v in basics.items() if k not in ("profiles", "location")], clues.label_places
    )
    for index, entry in enumerate(_require_list(basics.get("profiles") or data.get("profiles"), "basics.profiles")):
        entry = {str(k).lower(): v for k, v in _require_mapping(entry, f"basics.profiles[{index}]").items()}
        _add_link(profile, _text(entry.get("url") or entry.get("username")), _text(entry.get("network")))
    for index, item in enumerate(_require_list(data.get("work"), "work")):
        clues.add_experience(profile, item, f"work[{index}]")
    for index, item in enumerate(_require_list(data.get("volunteer"), "volunteer")):
        profile.service.append(_service(item, f"volunteer[{index}]"))
    for index, item in enumerate(_require_list(data.get("education"), "education")):
        clues.add_education(profile, item, f"education[{index}]")
    for index, item in enumerate(_require_list(data.get("awards"), "awards")):
        profile.awards.extend(_awards(item, f"awards[{index}]"))
    publications.extend(_publications(data.get("publications"), "publications"))
    profile.skills.extend(_skills(_require_list(data.get("skills"), "skills")))
    for item in _require_list(data.get("interests"), "interests"):
        if isinstance(item, dict):
            profile.research_interests.append(_text(item.get("name")))
            profile.research_interests.extend(_text(k) for k in item.get("keywords") or [] if _text(k))
        elif _text(item):
            profile.research_interests.append(_text(item))
    return _finish(source_name, fmt, profile, publications, clues)


def _rendercv(data: dict, source_name: str, fmt: str) -> ParsedDocument:
    cv = _require_mapping(data["cv"], "cv")
    profile, publications, clues = ParsedProfile(), [], _Clues()
    header = [(k, v) for k, v in cv.items() if k not in ("sections", "social_networks", "phone")]
    _apply_general(profile, header, clues.label_places)
    for index, entry in enumerate(_require_list(cv.get("social_networks"), "cv.social_networks")):
        entry = {str(k).lower(): v for k, v in _require_mapping(entry, f"cv.social_networks[{index}]").items()}
        _add_link(profile, _text(entry.get("url") or entry.get("username")), _text(entry.get("network")))
    sections = _require_mapping(cv.get("sections") or {}, "cv.sections")
    for title, contents in sections.items():
        where = f"cv.sections.{title}"
        kind = _section_kind(str(title).replace("_", " "))
        _apply_section(profile, publications, clues, kind, str(title), _require_list(contents, where), where)
    return _finish(source_name, fmt, profile, publications, clues)


_ADVISOR_NOTE_RE = lazy_re.compile(
    r"\b(?:co-?)?(?:advis[oe]rs?|supervisors?)\s*:\s*(?:(?:Prof(?:essor)?|Dr)\.?\s+)?([^;\n]+)", re.I
)
# "Co-advised by Prof. A and B.", "Mentored by Dr. A, focused on ...": the names end where the capitals do.
_TITLED_NAME = (
    r"(?:(?:Prof(?:essor)?|Dr|Drs)\.?\s+)?[A-Z][\w'’-]*\.?"
    r"(?:\s+(?:[A-Z][\w'’-]*\.?|van|von|de|der|da|di|le|la|del|dos)){0,5}"
)
# The verbs in any case, the names capitalised; "by" is needed: "Supervised Master Students" is what the owner did.
_ADVISED_BY_RE = lazy_re.compile(
    r"\b(?i:(?:co-?)?(?:advised|supervised|mentored)\s+by|under the (?:supervision|guidance|direction) of)"
    rf"\s+({_TITLED_NAME}(?:\s*(?:,\s*and|,|and|&)\s+{_TITLED_NAME})*)"
)
# A job of the doctorate itself, whose mentor is the advisor; an internship's mentor is not.
_DOCTORAL_JOB_RE = lazy_re.compile(r"research assistant|graduate (?:student )?research|doctoral|ph\.?\s?d", re.I)
_TEMPORARY_JOB_RE = lazy_re.compile(r"\bintern(?:ship)?\b|\bvisiting\b|\bsummer\b", re.I)
_STUDENT_ROLES = ("phd", "master", "undergrad")
_EDUCATION_NOTE_KEYS = ("description", "highlights", "summary", "details", "courses", "thesis", "note", "notes")


def _entry_notes(item: Any) -> str:
    """Every free-text field of an education or job entry, and its advisor keys as "Advisor: X" lines."""
    if not isinstance(item, dict):
        return ""
    lowered = {str(k).lower(): v for k, v in item.items()}
    notes = [_text(lowered[key]) for key in _EDUCATION_NOTE_KEYS if lowered.get(key)]
    notes += [
        f"Advisor: {_text(lowered[k])}" for k in ("advisor", "advisors", "supervisor", "supervisors") if lowered.get(k)
    ]
    return "\n".join(notes)


def _names_noted(text: str) -> list[str]:
    names = [n for m in _ADVISOR_NOTE_RE.finditer(text) for n in advisor_names(m.group(1))]
    names += [n for m in _ADVISED_BY_RE.finditer(text) for n in advisor_names(m.group(1))]
    return names


def _settle_affiliation(profile: ParsedProfile, current_jobs: list, label_places: list) -> None:
    """The current position's organisation: a student's is where the degree is studied for, not an internship."""
    jobs = [e for e in profile.experience if e.organization and (is_current(e) or any(e is j for j in current_jobs))]
    lasting = [e for e in jobs if not _TEMPORARY_JOB_RE.search(e.title)]
    studying = [e for e in profile.education if is_current(e) and e.institution]
    if profile.role in _STUDENT_ROLES and studying:
        profile.affiliation = studying[0].institution
    elif lasting:
        titled = [e for e in lasting if profile.position and e.title.casefold() == profile.position.casefold()]
        profile.affiliation = (titled or lasting)[0].organization
    elif label_places:
        profile.affiliation = label_places[0]
    elif studying or jobs:
        profile.affiliation = studying[0].institution if studying else jobs[0].organization
    elif profile.position:  # a résumé whose jobs carry no dates: the first listed is the current one
        undated = [e for e in profile.experience if e.organization and e.start_year is None and e.end_year is None]
        profile.affiliation = undated[0].organization if undated else ""


def _finish(
    source_name: str,
    fmt: str,
    profile: ParsedProfile,
    publications: list,
    clues: _Clues | None = None,
) -> ParsedDocument:
    """The closing rules of every structured CV: name, advisors, role, affiliation and the owner's marks."""
    clues = clues or _Clues()
    warnings = []
    if not profile.name:
        profile.review_notes.append("no name in the document")
        warnings.append(f"{source_name}: no name found")
    profile.research_interests = [i for i in profile.research_interests if i]
    if not profile.advisors:
        notes = [entry.details for entry in profile.education] + clues.education_notes
        for note in notes:  # al-folio: description "Advisor: Prof. X"; RenderCV: "Co-advised by A and B."
            profile.advisors.extend(n for n in _names_noted(note) if n not in profile.advisors)
    if not profile.advisors:  # a JSON Resume: "Mentored by Dr. X" under the graduate research assistantship
        for job, notes in clues.job_notes:
            if _DOCTORAL_JOB_RE.search(job.title) and not _TEMPORARY_JOB_RE.search(job.title):
                names = [n for m in _ADVISED_BY_RE.finditer(notes) for n in advisor_names(m.group(1))]
                profile.advisors.extend(n for n in names if n not in profile.advisors)
    if not profile.role:
        profile.role, entry = current_role(profile.experience, profile.education)
        if entry is not None and hasattr(entry, "organization"):  # a current job: its title
            profile.position = profile.position or entry.title
    if not profile.affiliation:
        _settle_affiliation(profile, clues.current_jobs, clues.label_places)
    if profile.name:
        owner = profile.name.casefold()
        for publication in publications:
            for author in publication.authors:
                if author.name.casefold() == owner:
                    author.highlighted = True
            if not publication.authors:  # a CV lists its owner's papers; one that names no authors is at least theirs
                publication.authors, publication.authors_truncated = (
                    [ParsedAuthor(profile.name, highlighted=True)],
                    True,
                )
    return ParsedDocument(
        source_name=source_name, format=fmt, profile=profile, publications=publications, warnings=warnings
    )
