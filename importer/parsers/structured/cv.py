"""The CV formats: al-folio cv.yml, JSON Resume and RenderCV, from their sections to a ParsedProfile."""

from __future__ import annotations

import re
from typing import Any

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
    return ParsedEducation(
        institution=institution,
        degree=degree_from_text(degree_title),
        degree_title=full_title,
        field=field,
        start_year=start,
        end_year=end,
        details=details,
    )


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


def _awards(item: Any, where: str) -> list[ParsedAward]:
    if isinstance(item, str):
        return [ParsedAward(title=item, year=_year_of(item))]
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
        title = f"{title}: {details}"
    return [ParsedAward(title=title, organization=organization, year=year)]


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
        url = network_url(label, url)
        if url is None:
            return  # a bare username of an unknown network is not a link
    if all(link.url != url for link in profile.links):
        profile.links.append(ParsedLink(label=label, url=url))


# Section titles -> what they hold. First matching keyword wins.
_SECTION_KINDS = (
    ("other", re.compile(r"other interests|hobbies|personal interests|extracurricular|references", re.I)),
    # talks and mentoring are not positions, whatever the heading adds ("Mentoring Experience")
    ("other", re.compile(r"\btalks?\b|presentation|keynote|seminar|mentor|advising|students|leadership", re.I)),
    ("service", re.compile(r"volunteer|outreach", re.I)),
    ("publications", re.compile(r"publication|papers|preprint", re.I)),
    ("education", re.compile(r"education|degree|academic background|studies", re.I)),
    ("awards", re.compile(r"award|honou?r|prize|fellowship|scholarship", re.I)),
    ("other", re.compile(r"grants?\b|funding", re.I)),  # grants held are not honours
    ("teaching", re.compile(r"teaching|courses? taught|\bta\b", re.I)),
    ("service", re.compile(r"service|review|committee|program committee|\bpc\b|organiz", re.I)),
    ("skills", re.compile(r"skill|languages|tools|technolog", re.I)),
    ("interests", re.compile(r"interest|research areas?|research topics", re.I)),
    ("experience", re.compile(r"experience|employment|position|work|career|appointment|internship", re.I)),
    ("general", re.compile(r"general|personal|contact|basic|about|information", re.I)),
)


def _section_kind(title: str) -> str | None:
    for kind, pattern in _SECTION_KINDS:
        if pattern.search(title):
            return kind
    return None


def _apply_general(profile: ParsedProfile, pairs: list[tuple[str, Any]]) -> None:
    """Name/value pairs of a "General Information" map or a RenderCV header."""
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
            position, *where = [p.strip() for p in text.split(",")]
            if where and role_from_title(position):  # "Postdoctoral Researcher, Harbor Lab, Eastbrook University"
                text = position
                profile.affiliation = profile.affiliation or where[-1]
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
    profile: ParsedProfile, publications: list, kind: str | None, title: str, contents: Any, where: str
) -> None:
    items = contents if isinstance(contents, list) else [contents]
    if kind == "publications":
        publications.extend(_publications(items, where))
    elif kind == "education":
        profile.education.extend(_education(item, f"{where}[{i}]") for i, item in enumerate(items))
    elif kind == "experience":
        profile.experience.extend(_experience(item, f"{where}[{i}]") for i, item in enumerate(items))
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
        _apply_general(profile, pairs)
    else:  # "other" and unknown sections
        profile.review_notes.append(f"section '{title}' ({where}) not imported")


# --------------------------------------------------------------------------- the CV formats


def _alfolio_cv(data: list, source_name: str, fmt: str) -> ParsedDocument:
    profile, publications = ParsedProfile(), []
    for index, section in enumerate(data):
        where = f"[{index}]"
        section = _require_mapping(section, where)
        title = _text(section.get("title"))
        if "contents" not in section:
            raise DocumentError(f"{where} ('{title}'): a cv.yml section needs 'contents'")
        kind = _section_kind(title)
        if kind is None and _text(section.get("type")) == "map":
            kind = "general"
        _apply_section(profile, publications, kind, title, section["contents"], f"{where}.contents")
    return _finish(source_name, fmt, profile, publications)


def _json_resume(data: dict, source_name: str, fmt: str) -> ParsedDocument:
    profile, publications = ParsedProfile(), []
    basics = data.get("basics") or {}
    basics = _require_mapping(basics, "basics")
    # A postal "location" is not an affiliation, so it is not read.
    _apply_general(profile, [(k, v) for k, v in basics.items() if k not in ("profiles", "location")])
    for index, entry in enumerate(_require_list(basics.get("profiles") or data.get("profiles"), "basics.profiles")):
        entry = {str(k).lower(): v for k, v in _require_mapping(entry, f"basics.profiles[{index}]").items()}
        _add_link(profile, _text(entry.get("url") or entry.get("username")), _text(entry.get("network")))
    for index, item in enumerate(_require_list(data.get("work"), "work")):
        profile.experience.append(_experience(item, f"work[{index}]"))
    for index, item in enumerate(_require_list(data.get("volunteer"), "volunteer")):
        profile.service.append(_service(item, f"volunteer[{index}]"))
    for index, item in enumerate(_require_list(data.get("education"), "education")):
        profile.education.append(_education(item, f"education[{index}]"))
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
    if profile.position and profile.experience and not profile.affiliation:
        current = [e for e in profile.experience if e.end_year is None and e.organization]
        if current:
            profile.affiliation = current[0].organization
    return _finish(source_name, fmt, profile, publications)


def _rendercv(data: dict, source_name: str, fmt: str) -> ParsedDocument:
    cv = _require_mapping(data["cv"], "cv")
    profile, publications = ParsedProfile(), []
    _apply_general(profile, [(k, v) for k, v in cv.items() if k not in ("sections", "social_networks", "phone")])
    for index, entry in enumerate(_require_list(cv.get("social_networks"), "cv.social_networks")):
        entry = {str(k).lower(): v for k, v in _require_mapping(entry, f"cv.social_networks[{index}]").items()}
        _add_link(profile, _text(entry.get("url") or entry.get("username")), _text(entry.get("network")))
    sections = _require_mapping(cv.get("sections") or {}, "cv.sections")
    for title, contents in sections.items():
        where = f"cv.sections.{title}"
        kind = _section_kind(str(title).replace("_", " "))
        _apply_section(profile, publications, kind, str(title), _require_list(contents, where), where)
    return _finish(source_name, fmt, profile, publications)


_ADVISOR_NOTE_RE = re.compile(
    r"\b(?:co-?)?(?:advis[oe]rs?|supervisors?)\s*:\s*(?:(?:Prof(?:essor)?|Dr)\.?\s+)?([^;\n]+)", re.I
)


def _finish(source_name: str, fmt: str, profile: ParsedProfile, publications: list) -> ParsedDocument:
    warnings = []
    if not profile.name:
        profile.review_notes.append("no name in the document")
        warnings.append(f"{source_name}: no name found")
    profile.research_interests = [i for i in profile.research_interests if i]
    if not profile.advisors:
        for entry in profile.education:  # al-folio: description "Advisor: Prof. X"
            for match in _ADVISOR_NOTE_RE.finditer(entry.details):
                profile.advisors.extend(n for n in advisor_names(match.group(1)) if n not in profile.advisors)
    if not profile.role:
        profile.role, entry = current_role(profile.experience, profile.education)
        if entry is not None and hasattr(entry, "organization"):  # a current job: its title and employer
            profile.position = profile.position or entry.title
            profile.affiliation = profile.affiliation or entry.organization
        elif entry is not None:
            profile.affiliation = profile.affiliation or entry.institution
    if profile.position and not profile.affiliation:
        current = [e for e in profile.experience if is_current(e) and e.organization]
        if current:
            profile.affiliation = current[0].organization
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
