"""Structured profile documents: YAML publication lists, YAML/JSON CVs, Hugo author pages.

Plain Python, no Django import: text in, ParsedDocument out.

Formats (the `format` of the returned document):

* "yaml-publications" - a Jekyll `_data/*.yml` (or JSON) publication list: a list
  of mappings with `title` and some of authors/author, venue/journal/booktitle/
  conference/publisher, year/date, link/url/paperurl/pdf/code/slides/video/
  website/arxiv/doi, award/note, abstract, selected, type/category, status.
  A mapping whose values are such lists ({"2024": [...], "2023": [...]} or
  {"publications": [...]}) is accepted too. No profile.
* "cv-yaml" / "cv-json" - an al-folio `cv.yml` (a list of sections with `title`,
  `type: map|nested_list|time_table|list` and `contents`), a JSON Resume
  (`basics`, `work`, `education`, `awards`, `publications`, `skills`, ...) or a
  RenderCV file (`cv: {name, email, social_networks, sections: {...}}`).
  "cv-json" when the text is JSON, "cv-yaml" otherwise.
* "hugo-author" - a Hugo Blox / Wowchemy `content/authors/*/_index.md`: YAML
  front matter between `---` lines (`title` is the name, `role`,
  `organizations`, `interests`, `education.courses`, `social`, `email`,
  `user_groups`, ...) and a markdown body that is the bio.

Detector contract, for the dispatcher:

    detect_structured(text, name="") -> str | None
    looks_structured(text, name="") -> bool   # detect_structured(...) is not None

`detect_structured` returns the format `parse_structured` would produce, or
None. It never raises, never executes YAML tags (safe_load only), and only
parses text whose first meaningful line looks like JSON (`{`/`[`), YAML (`key:`
or `- `) or front matter (`---`). It says None for a markdown homepage whose
front matter is ordinary page metadata (permalink, layout, ...), for prose,
and for YAML/JSON of any other shape, so the dispatcher can fall back to the
markdown or text parsers. `name` is optional and only breaks ties (a file
named "*.json" is JSON even if it fails to parse, so the error is reported
by parse_structured instead of the text being read as prose).

`parse_structured(name, text)` raises DocumentError, never another exception,
for unparsable YAML/JSON, unsafe tags (`!!python/object`), and shapes it does
not know; the message names the key or field that is wrong.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

import yaml

from importer.parsers.dates import ONGOING_RE as _ONGOING_RE
from importer.parsers.dates import YEAR_RE as _YEAR_RE
from importer.parsers.dates import date_range
from importer.parsers.records import (
    DocumentError,
    ParsedAuthor,
    ParsedAward,
    ParsedDocument,
    ParsedEducation,
    ParsedExperience,
    ParsedLink,
    ParsedProfile,
    ParsedPublication,
    ParsedService,
    ParsedTeaching,
)
from importer.parsers.roles import current_role, role_from_group, role_from_title
from importer.parsers.venues import resolve_venue

__all__ = [
    "parse_structured",
    "detect_structured",
    "looks_structured",
    "degree_from_text",
    "role_from_text",
    "link_label",
]

# --------------------------------------------------------------------------- vocabularies

_DEGREE_PATTERNS = (
    ("phd", re.compile(r"\bph\.?\s?d\b|\bd\.?\s?phil\b|\bdoctor|\bdoctoral\b|\bdr\.?\s?rer\b|\bd\.?sc\b", re.I)),
    (
        "master",
        re.compile(
            r"\bmaster|\bm\.?\s?s\.?c?\b|\bm\.?\s?eng\b|\bm\.?\s?phil\b|\bm\.?\s?a\.(?!\w)|\bmba\b|"
            r"\bm\.?\s?tech\b|\bm\.s\.|\bs\.?m\.",
            re.I,
        ),
    ),
    (
        "bachelor",
        re.compile(
            r"\bbachelor|\bb\.?\s?s\.?c?\b|\bb\.?\s?eng\b|\bb\.?\s?e\.(?!\w)|\bb\.?\s?a\.(?!\w)|"
            r"\bb\.?\s?tech\b|\bundergraduate\b|\bb\.s\.|\bbe\b|\bba\b|\bs\.?b\.",
            re.I,
        ),
    ),
)

# Checked in order: the first pattern that matches decides.
_LINK_HOSTS = (
    ("scholar.google.", "Google Scholar"),
    ("github.com", "GitHub"),
    ("orcid.org", "ORCID"),
    ("twitter.com", "Twitter"),
    ("x.com", "Twitter"),
    ("linkedin.com", "LinkedIn"),
    ("dblp.", "DBLP"),
    ("semanticscholar.org", "Semantic Scholar"),
    ("researchgate.net", "ResearchGate"),
    ("gitlab.com", "GitLab"),
    ("youtube.com", "YouTube"),
    ("bsky.app", "Bluesky"),
)
_NETWORK_LABELS = {
    "github": "GitHub",
    "google-scholar": "Google Scholar",
    "googlescholar": "Google Scholar",
    "google scholar": "Google Scholar",
    "scholar": "Google Scholar",
    "orcid": "ORCID",
    "twitter": "Twitter",
    "x": "Twitter",
    "x-twitter": "Twitter",
    "linkedin": "LinkedIn",
    "linkedin-in": "LinkedIn",
    "dblp": "DBLP",
    "researchgate": "ResearchGate",
    "gitlab": "GitLab",
    "youtube": "YouTube",
    "homepage": "Homepage",
    "website": "Homepage",
    "home": "Homepage",
    "globe": "Homepage",
    "cv": "CV",
    "ai": "Google Scholar",
    "graduation-cap": "Google Scholar",
    "semantic-scholar": "Semantic Scholar",
    "bluesky": "Bluesky",
    "mastodon": "Mastodon",
}
# Usernames of these networks become URLs when a file gives only the username.
_NETWORK_URLS = {
    "GitHub": "https://github.com/{}",
    "Twitter": "https://twitter.com/{}",
    "LinkedIn": "https://www.linkedin.com/in/{}",
    "ORCID": "https://orcid.org/{}",
    "Google Scholar": "https://scholar.google.com/citations?user={}",
    "GitLab": "https://gitlab.com/{}",
}
_EMAIL_RE = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")


def degree_from_text(text: str) -> str:
    """phd, master, bachelor or other, from "Ph.D. in CS", "M.Sc.", "B.E.", ..."""
    for degree, pattern in _DEGREE_PATTERNS:
        if pattern.search(text or ""):
            return degree
    return "other"


def role_from_text(text: str) -> str | None:
    """The role vocabulary word for a printed position or group label ("PhD Student" -> phd), or None.

    One vocabulary for every format (importer/parsers/roles.py); a title that could be a PI's is
    `faculty` here, since a label alone does not say who runs the group.
    """
    return role_from_group(text)


def link_label(url: str, hint: str = "") -> str:
    """The label of a profile link: GitHub, Google Scholar, ORCID, ..., Homepage."""
    lowered = (url or "").lower()
    for host, label in _LINK_HOSTS:
        if host in lowered:
            return label
    hint_label = _NETWORK_LABELS.get((hint or "").strip().lower())
    if hint_label:
        return hint_label
    return (hint or "").strip().title() if hint and hint.strip().lower() not in ("link", "url") else "Homepage"


# --------------------------------------------------------------------------- small readers


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return "; ".join(_text(v) for v in value if _text(v))
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_text(v)}" for k, v in value.items() if _text(v))
    return " ".join(str(value).split())


def _year_of(value: Any) -> int | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (dt.date, dt.datetime)):
        return value.year
    if isinstance(value, int):
        return value if 1950 <= value <= 2100 else None
    match = _YEAR_RE.search(str(value))
    return int(match.group(1)) if match else None


def _year_range(value: Any) -> tuple[int | None, int | None]:
    """(start, end) from "2019 - 2023", "2021 - present", 2020 (a single year is the end)."""
    if isinstance(value, (int, dt.date)) and not isinstance(value, bool):
        year = _year_of(value)
        return None, year
    text = _text(value)
    found = date_range(text)
    if found:
        return found[0], found[1]
    years = [int(y) for y in _YEAR_RE.findall(text)]
    if not years:
        return None, None
    if len(years) == 1:
        if _ONGOING_RE.search(text) or re.search(r"\d\s*[-–—]\s*$", text):
            return years[0], None
        return None, years[0]
    return years[0], (None if _ONGOING_RE.search(text.split(str(years[-1]))[-1]) else years[-1])


def _strip_markup(text: str) -> tuple[str, bool]:
    """(text without markdown/HTML emphasis, whether it was bold/underlined)."""
    highlighted = bool(re.search(r"\*\*|__|<b>|<strong>|<u>|\*\*\*", text))
    text = re.sub(r"</?(?:b|strong|u|em|i)>", "", text)
    text = re.sub(r"(\*{1,3}|_{2})(.+?)\1", r"\2", text)
    return text.strip(), highlighted


_AUTHOR_MARKERS_RE = re.compile(r"\s*(?:<sup>[^<]*</sup>|\\?[*†‡§#]|\^\s*\*|\(equal contribution\))\s*")


def _author(raw: Any) -> ParsedAuthor | None:
    if isinstance(raw, dict):
        raw = raw.get("name") or " ".join(
            filter(None, [_text(raw.get("first") or raw.get("given")), _text(raw.get("last") or raw.get("family"))])
        )
    text, highlighted = _strip_markup(_text(raw))
    equal = bool(re.search(r"[*†‡§#]|<sup>\s*[*†‡]", text))
    corresponding = "✉" in text
    name = _AUTHOR_MARKERS_RE.sub(" ", text).replace("✉", "")
    name = " ".join(name.split()).strip(" ,;")
    if not name:
        return None
    return ParsedAuthor(name=name, equal_contribution=equal, corresponding=corresponding, highlighted=highlighted)


def _authors(value: Any) -> tuple[list[ParsedAuthor], bool]:
    """Authors from a list or a printed string ("A, B, and C" / "A and B"); (authors, truncated)."""
    truncated = False
    if isinstance(value, str):
        text = value.strip()
        if re.search(r"(?:,?\s*\bet\.?\s*al\.?|\band others|\.\.\.|…)\s*$", text, re.I):
            truncated = True
            text = re.sub(r"(?:,?\s*\bet\.?\s*al\.?|\band others|\.\.\.|…)\s*$", "", text, flags=re.I)
        parts = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*;\s*", text)
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        return [], False
    authors = []
    for part in parts:
        if isinstance(part, str) and re.fullmatch(r"\s*(?:others|et\.? al\.?)\s*", part, re.I):
            truncated = True
            continue
        author = _author(part)
        if author:
            authors.append(author)
    return authors, truncated


def _first(mapping: dict, *keys: str) -> Any:
    for key in keys:
        value = mapping.get(key)
        if value not in (None, "", [], {}):
            return value
    return None


def _require_list(value: Any, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise DocumentError(f"'{where}' should be a list, got {type(value).__name__}")
    return value


def _require_mapping(value: Any, where: str) -> dict:
    if not isinstance(value, dict):
        raise DocumentError(f"'{where}' should be a mapping, got {type(value).__name__}")
    return value


# --------------------------------------------------------------------------- publications

_PUB_LINK_KEYS = (
    ("pdf", "PDF"),
    ("paper", "PDF"),
    ("paperurl", "Paper"),
    ("link", "Paper"),
    ("url", "Paper"),
    ("html", "HTML"),
    ("code", "Code"),
    ("github", "Code"),
    ("slides", "Slides"),
    ("video", "Video"),
    ("talk", "Video"),
    ("poster", "Poster"),
    ("website", "Project"),
    ("project", "Project"),
    ("blog", "Blog"),
    ("supp", "Supplementary"),
    ("bibtex", "BibTeX"),
)
_KIND_WORDS = (
    ("workshop", "workshop"),
    ("preprint", "preprint"),
    ("manuscript", "preprint"),
    ("arxiv", "preprint"),
    ("journal", "journal"),
    ("article", "journal"),
    ("conference", "conference"),
    ("proceedings", "conference"),
    ("thesis", "thesis"),
    ("dissertation", "thesis"),
    ("book", "book"),
    ("chapter", "chapter"),
    ("patent", "patent"),
)


def _kind_of(category: str, venue: str) -> str | None:
    """The kind a list's `type`/`category` names, else what the venue is known or named as."""
    known = resolve_venue(venue) if venue else None
    for word, kind in _KIND_WORDS:
        if word in category.lower():
            return kind
    if known is not None:
        return known.kind
    if re.search(r"\bworkshop\b", venue, re.I):
        return "workshop"
    if re.search(r"\barxiv\b|\bcorr\b", venue, re.I):
        return "preprint"
    if re.search(r"\bjournal\b|\btransactions\b|\bletters\b", venue, re.I):
        return "journal"
    if re.search(r"\bconference\b|\bsymposium\b|\bproceedings\b", venue, re.I):
        return "conference"
    return None


def _publication(item: Any, where: str) -> ParsedPublication:
    if isinstance(item, str):
        raise DocumentError(f"{where}: expected a mapping with 'title', got text {item[:40]!r}")
    item = _require_mapping(item, where)
    lowered = {str(k).lower(): v for k, v in item.items()}
    title = _text(_first(lowered, "title", "name"))
    if not title:
        raise DocumentError(f"{where}: missing 'title'")
    authors, truncated = _authors(_first(lowered, "authors", "author"))
    venue = _text(
        _first(
            lowered,
            "venue",
            "journal",
            "booktitle",
            "conference",
            "publisher",
            "publication",
            "howpublished",
            "citation",
        )
    )
    date = _first(lowered, "year", "date", "releasedate", "release_date", "published")
    category = _text(_first(lowered, "type", "category", "kind"))
    note_parts = [_text(_first(lowered, "award", "award_name", "awards")), _text(lowered.get("note"))]
    status = "published"
    status_text = " ".join([_text(lowered.get("status")), _text(lowered.get("note")), venue])
    if re.search(r"\b(?:under review|under submission|submitted|in submission)\b", status_text, re.I):
        status = "submitted"
    links, seen = [], set()
    arxiv = _text(lowered.get("arxiv")) or None
    doi = _text(lowered.get("doi")) or None
    for key, label in _PUB_LINK_KEYS:
        url = _text(lowered.get(key))
        if url and url not in seen:
            seen.add(url)
            if "arxiv.org" in url:
                label = "arXiv"
            elif label == "Paper" and url.lower().endswith(".pdf"):
                label = "PDF"
            links.append(ParsedLink(label=label, url=url))
    if arxiv:
        match = re.search(r"(\d{4}\.\d{4,5})", arxiv)
        arxiv = match.group(1) if match else arxiv
    else:
        for link in links:
            match = re.search(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5})", link.url)
            if match:
                arxiv = match.group(1)
                break
    if doi:
        doi = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", doi, flags=re.I)
    return ParsedPublication(
        title=_strip_markup(title)[0],
        authors=authors,
        authors_truncated=truncated,
        venue_text=venue or None,
        year=_year_of(date),
        kind=_kind_of(category, venue),
        status=status,
        doi=doi,
        arxiv=arxiv,
        abstract=_text(_first(lowered, "abstract", "summary", "excerpt", "description")),
        note="; ".join(p for p in note_parts if p),
        links=links,
    )


def _publications(items: Any, where: str) -> list[ParsedPublication]:
    return [_publication(item, f"{where}[{index}]") for index, item in enumerate(_require_list(items, where))]


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
        template = _NETWORK_URLS.get(label)
        if template is None:
            return  # a bare username of an unknown network is not a link
        url = template.format(url.lstrip("@"))
    if all(link.url != url for link in profile.links):
        profile.links.append(ParsedLink(label=label, url=url))


# Section titles -> what they hold. First matching keyword wins.
_SECTION_KINDS = (
    ("other", re.compile(r"other interests|hobbies|personal interests|extracurricular|references", re.I)),
    ("publications", re.compile(r"publication|papers|preprint", re.I)),
    ("education", re.compile(r"education|degree|academic background|studies", re.I)),
    ("awards", re.compile(r"award|honou?r|prize|fellowship|scholarship|grant", re.I)),
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
            names = value if isinstance(value, list) else re.split(r"\s*(?:,|;|\band\b)\s*", text)
            profile.advisors.extend(_text(n) for n in names if _text(n))
        elif key_l in ("website", "homepage", "url", "web", "site"):
            _add_link(profile, text, "homepage")
        elif key_l in _NETWORK_LABELS or any(host.split(".")[0] in key_l for host, _ in _LINK_HOSTS):
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
                profile.advisors.extend(
                    n.strip()
                    for n in re.split(r"\s*(?:,|;|&|\band\b)\s*", match.group(1))
                    if n.strip() and n.strip() not in profile.advisors
                )
    if not profile.role:
        profile.role, _entry = current_role(profile.experience, profile.education)
    if profile.position and not profile.affiliation:
        current = [e for e in profile.experience if e.end_year is None and e.start_year and e.organization]
        if current:
            profile.affiliation = current[0].organization
    if profile.name:
        owner = profile.name.casefold()
        for publication in publications:
            for author in publication.authors:
                if author.name.casefold() == owner:
                    author.highlighted = True
    return ParsedDocument(
        source_name=source_name, format=fmt, profile=profile, publications=publications, warnings=warnings
    )


# --------------------------------------------------------------------------- Hugo author pages

_FRONT_MATTER_RE = re.compile(r"\A\ufeff?\s*---[ \t]*\n(.*?)\n---[ \t]*(?:\n|\Z)(.*)\Z", re.S)
_HUGO_KEYS = frozenset(
    {
        "role",
        "organizations",
        "social",
        "user_groups",
        "superuser",
        "interests",
        "education",
        "highlight_name",
        "first_name",
        "last_name",
        "bio",
        "authors",
        "email",
    }
)
_PAGE_KEYS = frozenset({"permalink", "layout", "redirect_from", "author_profile", "excerpt", "sidebar"})


def _is_hugo_author(meta: Any) -> bool:
    if not isinstance(meta, dict):
        return False
    keys = {str(k).lower() for k in meta}
    if keys & _PAGE_KEYS:
        return False
    return bool(keys & {"title", "name"}) and len(keys & _HUGO_KEYS) >= 2


def _hugo_author(meta: dict, body: str, source_name: str) -> ParsedDocument:
    meta = {str(k).lower(): v for k, v in meta.items()}
    profile = ParsedProfile()
    profile.name = _text(_first(meta, "title", "name")) or None
    if not profile.name and (meta.get("first_name") or meta.get("last_name")):
        profile.name = f"{_text(meta.get('first_name'))} {_text(meta.get('last_name'))}".strip()
    profile.position = _text(meta.get("role"))
    groups = [_text(g) for g in _require_list(meta.get("user_groups"), "user_groups")]
    profile.role = role_from_title(profile.position, runs_group=False)
    for group in groups:  # the title first; "Alumni" or "Visitors" says more than a past title
        group_role = role_from_group(group)
        if group_role in ("alumni", "visitor") or (group_role and not profile.role):
            profile.role = group_role
        elif group_role == "pi" and profile.role == "faculty":
            profile.role = "pi"  # a professor filed under the lab's principal investigators runs it
    for index, organization in enumerate(_require_list(meta.get("organizations"), "organizations")):
        if isinstance(organization, str):
            name, url = organization, ""
        else:
            organization = _require_mapping(organization, f"organizations[{index}]")
            name, url = _text(organization.get("name")), _text(organization.get("url"))
        if name and not profile.affiliation:
            profile.affiliation = name
            if url:
                profile.review_notes.append(f"organization page: {url}")
        elif name:
            profile.review_notes.append(f"also affiliated with {name}")
    interests = meta.get("interests")
    if isinstance(interests, str):
        interests = [interests]
    profile.research_interests = [_text(i) for i in _require_list(interests, "interests") if _text(i)]
    education = meta.get("education")
    if isinstance(education, dict):
        courses = _require_list(education.get("courses"), "education.courses")
    else:
        courses = _require_list(education, "education")
    for index, course in enumerate(courses):
        where = f"education.courses[{index}]"
        if isinstance(course, dict):
            course = {str(k).lower(): v for k, v in course.items()}
            degree_title = _text(_first(course, "course", "area", "degree", "title"))
            start = _year_of(_first(course, "date_start", "start_date", "start"))
            end = _year_of(_first(course, "year", "date_end", "end_date", "end", "date"))
            institution = _text(_first(course, "institution", "school", "university"))
            if not institution and not degree_title:
                raise DocumentError(f"{where}: needs 'course' or 'institution'")
            profile.education.append(
                ParsedEducation(
                    institution=institution,
                    degree=degree_from_text(degree_title),
                    degree_title=degree_title,
                    start_year=start,
                    end_year=end,
                )
            )
        else:
            profile.education.append(_education(course, where))
    email = _text(meta.get("email"))
    if email and _EMAIL_RE.search(email):
        profile.email = _EMAIL_RE.search(email).group(0)
    for index, entry in enumerate(_require_list(meta.get("social"), "social")):
        entry = {str(k).lower(): v for k, v in _require_mapping(entry, f"social[{index}]").items()}
        link = _text(entry.get("link") or entry.get("url"))
        icon = _text(entry.get("icon"))
        if (
            icon in ("envelope", "at", "email")
            and link
            and not link.lower().startswith("mailto:")
            and _EMAIL_RE.fullmatch(link)
        ):
            link = "mailto:" + link
        if link.startswith("#") or link.startswith("/#"):  # "#contact": an anchor on the same site
            continue
        _add_link(profile, link, icon)
    short_bio = _text(meta.get("bio"))
    profile.bio = body.strip() or short_bio
    if body.strip() and short_bio and short_bio not in profile.bio:
        profile.review_notes.append(f"short bio: {short_bio}")
    if meta.get("superuser") is True and profile.role is None:
        profile.review_notes.append("site superuser")
    return _finish(source_name, "hugo-author", profile, [])


# --------------------------------------------------------------------------- one publication per page

# academicpages' _publications/*.md categories, and Hugo Blox publication_types (names or old numbers).
_PAGE_KINDS = {
    "conferences": "conference",
    "manuscripts": "journal",
    "books": "book",
    "paper-conference": "conference",
    "article-journal": "journal",
    "article": "preprint",
    "chapter": "chapter",
    "thesis": "thesis",
    "report": "preprint",
    "patent": "patent",
    "book": "book",
    "1": "conference",
    "2": "journal",
    "3": "preprint",
    "4": "preprint",
    "5": "book",
    "6": "chapter",
    "7": "thesis",
    "8": "patent",
}
_CITATION_YEAR_RE = re.compile(r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)\.?")


def _publication_page(meta: dict, body: str, source_name: str) -> ParsedDocument:
    from importer.parsers.citations import parse_citation  # another parser module; imported when needed

    meta = {str(k).lower(): v for k, v in meta.items()}
    item = dict(meta)
    item["venue"] = re.sub(
        r"^\s*In\s+", "", _strip_markup(_text(_first(meta, "venue", "publication", "publication_short")))[0]
    )
    for key, label in (
        ("url_pdf", "pdf"),
        ("url_code", "code"),
        ("url_slides", "slides"),
        ("url_video", "video"),
        ("url_project", "project"),
        ("url_poster", "poster"),
    ):
        if _text(meta.get(key)):
            item[label] = meta[key]
    types = meta.get("publication_types")
    category = _text(types[0] if isinstance(types, list) and types else types or meta.get("category"))
    item.pop("category", None)
    item.pop("type", None)
    warnings = []
    authors = meta.get("authors")
    if isinstance(authors, list) and any(_text(a).lower() == "admin" for a in authors):
        item["authors"] = [a for a in authors if _text(a).lower() != "admin"]
        warnings.append(f"{source_name}: author 'admin' (the site owner) is not named in this page; left out")
    publication = _publication(item, source_name)
    publication.kind = _PAGE_KINDS.get(category.lower()) or publication.kind
    citation = _text(meta.get("citation"))
    if (
        not publication.authors and citation
    ):  # academicpages: 'Zhang, M., and Okafor, C. (2024). "Title." <i>Venue</i>.'
        import html

        try:
            cited = parse_citation(_CITATION_YEAR_RE.sub(" ", html.unescape(citation)))
            publication.authors, publication.authors_truncated = cited.authors, cited.authors_truncated
        except DocumentError:
            pass
    if not publication.abstract and body.strip():
        publication.abstract = body.strip()
    publication.warnings.extend(warnings)
    return ParsedDocument(
        source_name=source_name, format="publication-page", publications=[publication], warnings=warnings
    )


# --------------------------------------------------------------------------- detection and parsing

_YAMLISH_RE = re.compile(r"^(?:-\s|-$|[\"']?[\w][\w .\-]*[\"']?\s*:(?:\s|$))")


def _first_meaningful_line(text: str) -> str:
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return stripped
    return ""


def _load(text: str) -> tuple[Any, str]:
    """(data, "json"|"yaml"|"front-matter"), raising DocumentError; data for front matter is (meta, body)."""
    stripped = text.lstrip("\ufeff").strip()
    if stripped.startswith("---"):
        match = _FRONT_MATTER_RE.match(text.lstrip("\ufeff"))
        if match:
            return (_safe_yaml(match.group(1)), match.group(2)), "front-matter"
    if stripped[:1] in ("{", "["):
        try:
            return json.loads(stripped), "json"
        except (ValueError, RecursionError):
            pass  # YAML flow style is a superset; try that before giving up
    return _safe_yaml(stripped), "yaml"


def _safe_yaml(text: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.constructor.ConstructorError as error:
        raise DocumentError(f"unsupported YAML tag: {error.problem or error}", line=_yaml_line(error)) from None
    except yaml.YAMLError as error:
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise DocumentError(f"not valid YAML/JSON: {problem}", line=_yaml_line(error)) from None
    except (RecursionError, ValueError, TypeError, OverflowError) as error:
        raise DocumentError(f"not valid YAML/JSON: {type(error).__name__}") from None


def _yaml_line(error: Exception) -> int | None:
    mark = getattr(error, "problem_mark", None)
    return mark.line + 1 if mark is not None else None


def _looks_like_publication_list(value: Any) -> bool:
    if not isinstance(value, list) or not value:
        return False
    mappings = [item for item in value if isinstance(item, dict)]
    if len(mappings) < max(1, len(value) // 2):
        return False
    with_title = sum(1 for item in mappings if any(str(k).lower() == "title" for k in item))
    return with_title >= max(1, len(mappings) // 2)


_ALFOLIO_SECTION_TYPES = frozenset({"map", "nested_list", "time_table", "list"})


def _looks_like_alfolio_cv(value: Any) -> bool:
    """A list of sections: every item a mapping, and they carry `contents` or an al-folio `type`."""
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        return False
    return all("contents" in item or str(item.get("type")) in _ALFOLIO_SECTION_TYPES for item in value)


_RESUME_KEYS = frozenset(
    {
        "basics",
        "work",
        "education",
        "awards",
        "publications",
        "skills",
        "volunteer",
        "interests",
        "references",
        "projects",
        "languages",
        "certificates",
    }
)


def _classify(data: Any, container: str) -> str | None:
    """The format name for loaded data, or None if it is no structured profile document."""
    if container == "front-matter":
        meta, _body = data
        from importer.parsers.documents import is_publication_page  # one rule for both modules

        if is_publication_page(meta):
            return "publication-page"
        return "hugo-author" if _is_hugo_author(meta) else None
    cv_format = "cv-json" if container == "json" else "cv-yaml"
    if _looks_like_alfolio_cv(data):
        return cv_format
    if _looks_like_publication_list(data):
        return "yaml-publications"
    if isinstance(data, dict):
        keys = {str(k).lower() for k in data}
        if "cv" in keys and isinstance(data.get("cv"), dict):
            return cv_format
        if "basics" in keys or len(keys & _RESUME_KEYS) >= 2:
            return cv_format
        if data and all(_looks_like_publication_list(v) for v in data.values()):
            return "yaml-publications"
        if keys == {"publications"} or keys == {"papers"}:
            return "yaml-publications"
    return None


def detect_structured(text: str, name: str = "") -> str | None:
    """The format parse_structured would give `text`, or None (see the module docstring)."""
    if not isinstance(text, str) or not text.strip():
        return None
    first = _first_meaningful_line(text.lstrip("\ufeff"))
    is_json_name = name.lower().endswith(".json")
    if not (
        first.startswith(("{", "[", "---"))
        or _YAMLISH_RE.match(first)
        or is_json_name
        or name.lower().endswith((".yml", ".yaml"))
    ):
        return None
    try:
        data, container = _load(text)
    except DocumentError:
        # A .json/.yml file that does not parse is still meant to be structured.
        return ("cv-json" if is_json_name else "cv-yaml") if name.lower().endswith((".json", ".yml", ".yaml")) else None
    except Exception:  # detection never raises
        return None
    try:
        return _classify(data, container)
    except Exception:
        return None


def looks_structured(text: str, name: str = "") -> bool:
    """True when parse_structured is the parser for `text`."""
    return detect_structured(text, name) is not None


def parse_structured(name: str, text: str) -> ParsedDocument:
    """Parse a YAML/JSON publication list or CV, or a Hugo author page."""
    if not isinstance(text, str) or not text.strip():
        raise DocumentError(f"{name}: empty document")
    try:
        data, container = _load(text)
        fmt = _classify(data, container)
        if fmt is None:
            raise DocumentError(f"{name}: {_describe_shape(data, container)}")
        return _dispatch(fmt, data, container, name)
    except DocumentError as error:
        message = str(error)
        if error.line and message.startswith(f"line {error.line}: "):
            message = message[len(f"line {error.line}: ") :]  # DocumentError adds it again
        raise DocumentError(
            message if message.startswith(f"{name}:") else f"{name}: {message}", line=error.line
        ) from None
    except RecursionError:
        raise DocumentError(f"{name}: document too deeply nested") from None
    except (AttributeError, KeyError, TypeError, ValueError, IndexError) as error:
        # A shape no rule expected: report it as this document's problem, not a crash.
        raise DocumentError(f"{name}: unexpected structure ({type(error).__name__}: {error})") from None


def _dispatch(fmt: str, data: Any, container: str, name: str) -> ParsedDocument:
    if fmt == "hugo-author":
        meta, body = data
        return _hugo_author(meta, body, name)
    if fmt == "publication-page":
        meta, body = data
        return _publication_page(meta, body, name)
    if fmt == "yaml-publications":
        if isinstance(data, list):
            publications = _publications(data, "publications")
        else:
            publications = []
            for key, value in data.items():
                publications.extend(_publications(value, str(key)))
        return ParsedDocument(source_name=name, format=fmt, publications=publications)
    if isinstance(data, list):
        return _alfolio_cv(data, name, fmt)
    if "cv" in {str(k).lower() for k in data} and isinstance(data.get("cv"), dict):
        return _rendercv(data, name, fmt)
    return _json_resume(data, name, fmt)


def _describe_shape(data: Any, container: str) -> str:
    if container == "front-matter":
        meta, _body = data
        keys = ", ".join(sorted(str(k) for k in meta)) if isinstance(meta, dict) else type(meta).__name__
        return (
            f"front matter with keys ({keys}) is not a Hugo author profile "
            "(expected 'title' plus 'role', 'organizations', 'social', 'interests', ...)"
        )
    if isinstance(data, dict):
        keys = ", ".join(sorted(str(k) for k in data)[:12])
        return (
            f"top-level keys ({keys}) are neither a JSON Resume ('basics', 'work', 'education'), "
            "a RenderCV ('cv') nor a publication list"
        )
    if isinstance(data, list):
        first = data[0] if data else None
        if isinstance(first, dict):
            return (
                f"list items with keys ({', '.join(sorted(str(k) for k in first)[:12])}) have no 'title' "
                "(publication list) or 'contents' (al-folio cv.yml)"
            )
        return f"a list of {type(first).__name__ if data else 'nothing'}, not publications or CV sections"
    return f"a single {type(data).__name__} value, not a publication list, CV or author profile"
