"""Front-matter pages: Hugo Blox author pages and one-paper pages (academicpages, Hugo Blox publications)."""

from __future__ import annotations

import re
from typing import Any

from importer.parsers.degree_notes import tidy_education
from importer.parsers.names import advisor_names, without_titles
from importer.parsers.photo_keys import photo_of
from importer.parsers.records import (
    DocumentError,
    ParsedDocument,
    ParsedEducation,
    ParsedProfile,
)
from importer.parsers.roles import role_from_group, role_from_title
from importer.parsers.statuses import status_in
from importer.parsers.venues import resolve_venue

from .. import lazy_re
from .cv import _add_link, _education, _finish
from .fields import (
    _EMAIL_RE,
    SUBMITTED_RE,
    _first,
    _publication,
    _require_list,
    _require_mapping,
    _strip_markup,
    _text,
    _year_of,
    _year_range,
    degree_from_text,
)
from .roster import read_title_line

# --------------------------------------------------------------------------- Hugo author pages

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
        "profiles",
    }
)
_PAGE_KEYS = frozenset({"permalink", "layout", "redirect_from", "author_profile", "excerpt", "sidebar"})


# Where Hugo keeps a person's profile: content/authors/<user name>/_index.md (content/<lang>/authors/... too)
HUGO_AUTHOR_PATH_RE = lazy_re.compile(r"(?:^|/)authors?/[^/]+/_?index\.(?:md|markdown)$", re.I)


def _is_hugo_author(meta: Any, name: str = "") -> bool:
    """Front matter of a Hugo author profile: a name and two of its keys, or one in the authors' folder
    (an Academic page may say no more than `name:` and `role:`)."""
    if not isinstance(meta, dict):
        return False
    keys = {str(k).lower() for k in meta}
    if keys & _PAGE_KEYS:
        return False
    # Hugo Blox's newer profiles split the name into first_name and last_name, some with no title at all
    named = bool(keys & {"title", "name"}) or {"first_name", "last_name"} <= keys
    return named and len(keys & _HUGO_KEYS) >= (1 if HUGO_AUTHOR_PATH_RE.search(name) else 2)


_LANGUAGE_ROLE_RE = lazy_re.compile(r"role[-_]?([a-z]{2})")  # "roleEn", "role_zh": the role in one language


def _role_of(meta: dict) -> str:
    """The author's `role`; on a multilingual site that keeps it per language ("roleEn", "role_de"), the
    English one, else the first given."""
    if _text(meta.get("role")):
        return _text(meta.get("role"))
    by_language = {m.group(1): _text(v) for k, v in meta.items() if (m := _LANGUAGE_ROLE_RE.fullmatch(k)) and _text(v)}
    return by_language.get("en") or next(iter(by_language.values()), "")


def _hugo_author(meta: dict, body: str, source_name: str) -> ParsedDocument:
    meta = {str(k).lower(): v for k, v in meta.items()}
    profile = ParsedProfile(photo=photo_of(meta))
    profile.name = without_titles(_text(_first(meta, "title", "name"))) or None  # "Ana Ruiz, MD PhD"
    if not profile.name and (meta.get("first_name") or meta.get("last_name")):
        profile.name = f"{_text(meta.get('first_name'))} {_text(meta.get('last_name'))}".strip()
    profile.position = _role_of(meta)
    groups = [_text(g) for g in _require_list(meta.get("user_groups"), "user_groups")]
    profile.role = role_from_title(profile.position, runs_group=False)
    for group in groups:  # the title first; "Alumni" or "Visitors" says more than a past title
        group_role = role_from_group(group)
        if group_role in ("alumni", "visitor") or (group_role and not profile.role):
            profile.role = group_role
        elif group_role == "pi" and profile.role == "faculty":
            profile.role = "pi"  # a professor filed under the lab's principal investigators runs it
    read_title_line(profile)  # "Postdoctoral Researcher (2017–2020), now Assistant Professor at X"
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
    for key in ("advisors", "advisor", "supervisors", "supervisor"):
        if meta.get(key):
            profile.advisors.extend(n for n in advisor_names(meta[key]) if n not in profile.advisors)
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
            # "year: 2021–present" is a range: the start, and no end yet; "year: 2020" is the end
            ranged_start, end = _year_range(_first(course, "year", "date_end", "end_date", "end", "date"))
            start = start if start is not None else ranged_start
            institution = _text(_first(course, "institution", "school", "university"))
            if not institution and not degree_title:  # the template's empty entry, left as it came
                continue
            profile.education.append(
                tidy_education(
                    ParsedEducation(
                        institution=institution,
                        degree=degree_from_text(degree_title),
                        degree_title=degree_title,
                        start_year=start,
                        end_year=end,
                    ),
                    f"{degree_title}, {institution}",
                )
            )
        else:
            profile.education.append(_education(course, where))
    email = _text(meta.get("email"))
    if email and _EMAIL_RE.search(email):
        profile.email = _EMAIL_RE.search(email).group(0)
    # `social` in Academic and Wowchemy, `profiles` in Hugo Blox's later templates: the same icon and link entries
    links_key = "social" if meta.get("social") else "profiles"
    for index, entry in enumerate(_require_list(meta.get(links_key), links_key)):
        entry = {str(k).lower(): v for k, v in _require_mapping(entry, f"{links_key}[{index}]").items()}
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
    printed = _printed_form(source_name, profile.name or "")
    if printed:  # the name the site's papers print, which Hugo links to this page by its folder
        profile.alt_names.append(printed)
    short_bio = _text(meta.get("bio"))
    profile.bio = body.strip() or short_bio
    papers = _read_body(profile, body, source_name) if body.strip() else []
    if body.strip() and short_bio and short_bio not in profile.bio:
        profile.review_notes.append(f"short bio: {short_bio}")
    if meta.get("superuser") is True and profile.role is None:
        profile.review_notes.append("site superuser")
    return _finish(source_name, "hugo-author", profile, papers)


# Hugo Blox's paper page as its template leaves it: "Add the **full text** or **supplementary notes** for the
# publication here using Markdown formatting."
_PLACEHOLDER_BODY_RE = lazy_re.compile(
    r"^\s*Add the \W{0,2}full text\W{0,2} or \W{0,2}supplementary notes\W{0,2} for the publication here[^\n]*$",
    re.I | re.M,
)
# An HTML span (styled) closing a paper's title: a label shown beside it, not words of the title
_STYLED_LABEL_RE = lazy_re.compile(r"\s*<span\b[^>]{0,200}>(.{0,200}?)</span>\s*$", re.I | re.S)
_AUTHOR_FOLDER_RE = lazy_re.compile(r"(?:^|/)authors?/([a-z][a-z0-9]*(?:[-_][a-z0-9]+){1,5})/_?index\.\w+$")


def _printed_form(source_name: str, name: str) -> str | None:
    """The fuller name an author page's folder spells (content/authors/jm-rowan-ellis/ for "Rowan Ellis":
    "JM Rowan Ellis"): Hugo Blox links a paper's author to the page whose folder is the author's name made
    a slug, so the papers print the person so. None when the folder is the name itself, or another name."""
    found = _AUTHOR_FOLDER_RE.search(source_name)
    if not found or not name:
        return None
    words = re.split(r"[-_]", found.group(1))
    own = [w.lower() for w in re.findall(r"[^\W\d_]+", name)]
    if len(words) <= len(own) or not own or [w for w in words if w in own] != own:
        return None  # not the page's name with more of it (its initials, a middle name)
    return " ".join(w.upper() if len(w) <= 2 else w.capitalize() for w in words)


def _read_body(profile: ParsedProfile, body: str, source_name: str) -> list:
    """The page's markdown below the front matter, read as a homepage is: its "## Awards" list, the
    advisor and past jobs its bio names, the papers its "## Selected publications" lists (the author's).
    The front matter's own fields win; the body fills the rest."""
    from importer.parsers.text import parse_text_document  # text/ reads markdown; pages only hand it over

    document = parse_text_document(
        source_name, f"# {profile.name or 'Author'}\n\n{body}", fmt="markdown-homepage", person=profile.name
    )
    found = document.profile
    profile.bio = re.split(r"(?m)^#{1,6}\s", body, maxsplit=1)[0].strip() or profile.bio  # the prose, not the lists
    profile.advisors.extend(n for n in found.advisors if n not in profile.advisors)
    for records in ("awards", "experience", "teaching", "service"):
        if not getattr(profile, records):
            setattr(profile, records, list(getattr(found, records)))
    if not profile.education:
        profile.education = list(found.education)
    return list(document.publications)


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
# academicpages' generic categories tell a journal from a conference and no more: a venue the table knows as
# something else (a working-paper series, a workshop) keeps the table's kind.
_TEMPLATE_CATEGORIES = frozenset({"manuscripts", "conferences"})
_TEMPLATE_KINDS = frozenset({"journal", "conference"})
_HUGO_USER_RE = lazy_re.compile(r"([a-z0-9][a-z0-9_.-]{0,60})\s*[*†‡]?")  # "admin", "jdoe", "robert-ford*"
# "(2024)." or ". 2022." after the authors of an academicpages citation
_CITATION_YEAR_RE = lazy_re.compile(r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)\.?|(?<=\.)\s+(?:19|20)\d{2}[a-z]?\.(?=\s)")


# A status or label printed where the venue goes ("Job Market Paper", "Revise and Resubmit, ...").
_STATUS_IN_VENUE_RE = lazy_re.compile(
    r"^\s*(?:job market paper|working paper|work in progress|draft|revise (?:and|&) resubmit(?: at)?|r\s?&\s?r(?: at)?|"
    r"under review(?: at)?|submitted(?: to)?)\b[\s,:;.-]*",
    re.I,
)

# A venue printed emphasised and followed by nothing but its volume, issue and pages ("*J. Glaciol.*, 69(3), 1-14").
_EMPHASISED_VENUE_RE = lazy_re.compile(
    r"^\s*(?:In\s+)?(\*{1,2}|_)(?P<venue>[^*_]{2,300}?)\1"
    r"(?=[\s,.;:]*(?:(?:vol(?:ume)?\.?|no\.?|pp?\.?|pages?|issue|art(?:icle)?\.?)?\s*[\w()–—:/-]{0,20}\d[\w()–—:/-]{0,20}[\s,.;:]*)*$)",
    re.I,
)
# A chapter's book printed after its editors: "In A. Editor & B. Other (Eds.), *The Book* (pp. 139-152). City: X"
_IN_BOOK_RE = lazy_re.compile(
    r"^\s*In\s+[^*_]{0,300}?\((?:eds?|hrsg|dir|coords?|orgs?)\.?\),?\s*(\*{1,2}|_)(?P<venue>[^*_]{2,300}?)\1", re.I
)
_UNPUBLISHED_VENUE_RE = lazy_re.compile(r"^\s*(?:job market paper|working paper|work in progress|draft)\b", re.I)

# Hugo Blox authors written family name first with a bare comma: "Sheng,Yi", "Sheng,Yi*"
_FAMILY_COMMA_GIVEN_RE = lazy_re.compile(
    r"^\s*(?P<family>[^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*)?),(?P<given>[^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*)?)"
    r"(?P<marks>[*†‡§#✉]*)\s*$"
)
_BOLD_RE = lazy_re.compile(r"^\s*(\*\*|__)(.+?)\1\s*$")
_TRAILING_MARK_RE = lazy_re.compile(r"[*†‡§]\s*$")
_LONE_MARK_WARNING = "equal-contribution mark on one author only"


def _given_first(author: Any) -> Any:
    """ "Sheng,Yi" -> "Yi Sheng": a comma with no space is a family name written first."""
    match = _FAMILY_COMMA_GIVEN_RE.match(author) if isinstance(author, str) else None
    return f"{match.group('given')} {match.group('family')}{match.group('marks')}" if match else author


def _settle_hugo_marks(publication, printed: list, notes: list) -> None:
    """Hugo Blox's author_notes and marks: "Corresponding author" in a note, or a `*`/`†` after one
    author's name when no note speaks of equal contribution, marks the corresponding author."""
    notes = [_text(note) for note in notes]
    says_equal = any(re.search(r"equal", note, re.I) for note in notes)
    for author, note in zip(publication.authors, notes, strict=False):
        if re.search(r"correspond", note, re.I):
            author.corresponding = True
            author.equal_contribution = bool(re.search(r"equal", note, re.I))
    marked = [a for a, raw in zip(publication.authors, printed, strict=False) if _TRAILING_MARK_RE.search(_text(raw))]
    if len(marked) == 1 and not says_equal:
        marked[0].corresponding, marked[0].equal_contribution = True, False
        publication.warnings[:] = [w for w in publication.warnings if not w.startswith(_LONE_MARK_WARNING)]


def _publication_page(meta: dict, body: str, source_name: str) -> ParsedDocument:
    from importer.parsers.citations import parse_citation  # another parser module; imported when needed

    meta = {str(k).lower(): v for k, v in meta.items()}
    item = dict(meta)
    styled = _STYLED_LABEL_RE.search(_text(meta.get("title")))
    if styled:  # "Title <span style='color:blue'>[Job Market Paper]</span>": a label set beside the title
        item["title"] = _text(meta["title"])[: styled.start()].strip()
    printed = _text(_first(meta, "venue", "publication", "publication_short"))
    emphasised = _EMPHASISED_VENUE_RE.match(printed) or _IN_BOOK_RE.match(printed)
    if emphasised:  # "*Geoderma Regional*, 30, e00543": the emphasised journal, without its volume and pages
        printed = emphasised.group("venue")  # "In A. Editor (Ed.), *The Book* (pp. 1-9). Place: X": the book
    item["venue"] = re.sub(r"^\s*In\s+", "", _strip_markup(printed)[0])
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
    if not _text(meta.get("date")) and _text(meta.get("publishdate")):
        item["date"] = meta["publishdate"]  # Hugo dates a page by its publishDate when it has no date
    types = meta.get("publication_types")
    category = _text(types[0] if isinstance(types, list) and types else types or meta.get("category"))
    item.pop("category", None)
    item.pop("type", None)
    warnings = []
    authors = meta.get("authors")
    user_names = {}
    if isinstance(authors, list) and "publication_types" in meta or _text(meta.get("layout")) == "publication":
        # Hugo Blox: "admin" and other user names stand for the people of content/authors/<user name>/.
        for index, author in enumerate(authors if isinstance(authors, list) else []):
            match = _HUGO_USER_RE.fullmatch(_text(author))
            if match:
                user_names[index] = match.group(1)
    if user_names or "publication_types" in meta:  # "**Vogel, D.**": the site's owner, printed bold
        authors = (
            [_BOLD_RE.sub(r"\2", a) if isinstance(a, str) else a for a in authors]
            if isinstance(authors, list)
            else authors
        )
        item["authors"] = [_given_first(author) for author in authors] if isinstance(authors, list) else authors
    publication = _publication(item, source_name)
    label = re.search(r"\[([^\]]{2,60})\]", styled.group(1)) if styled else None
    if label and not publication.note:
        publication.note = label.group(1).strip()
    if user_names and len(publication.authors) == len(authors):
        for index, user_name in user_names.items():
            publication.authors[index].user_name = user_name
            publication.authors[index].name = user_name
    notes = meta.get("author_notes")
    if isinstance(notes, list):  # Hugo Blox: a note per author, "Equal contribution"
        for author, note in zip(publication.authors, notes, strict=False):
            if re.search(r"equal", _text(note), re.I):
                author.equal_contribution = True
    if isinstance(authors, list) and len(publication.authors) == len(authors) and "publication_types" in meta:
        _settle_hugo_marks(publication, authors, notes if isinstance(notes, list) else [])
    known = resolve_venue(publication.venue_text) if publication.venue_text else None
    if not (known and known.kind not in _TEMPLATE_KINDS and category.lower() in _TEMPLATE_CATEGORIES):
        publication.kind = _PAGE_KINDS.get(category.lower()) or publication.kind
    type_tokens = types if isinstance(types, list) else [types]
    for token in type_tokens:  # Hugo Blox sites write a status as a type: publication_types: ["under-review"]
        status = status_in(_text(token).replace("-", " ").replace("_", " "))
        if status and status != "published":
            publication.status = status
    citation = _text(meta.get("citation"))
    if (
        not publication.authors and citation
    ):  # academicpages: 'Zhang, M., and Okafor, C. (2024). "Title." <i>Venue</i>.'
        import html

        for printed in (html.unescape(citation), _CITATION_YEAR_RE.sub(" ", html.unescape(citation))):
            try:  # as printed first (an APA reader needs its year), then without the year
                cited = parse_citation(printed)
            except DocumentError:
                continue
            if cited.authors:
                publication.authors, publication.authors_truncated = cited.authors, cited.authors_truncated
                break
    if publication.status == "published" and SUBMITTED_RE.search(re.sub(r"\s+", " ", body)[:600]):
        publication.status = "submitted"  # "Revise and resubmit at the *American Economic Review*."
    if publication.venue_text:  # "Revise and Resubmit, Quarterly Journal of Economics": the journal, not the status
        venue = _STATUS_IN_VENUE_RE.sub("", publication.venue_text).strip(" ,;:.-")
        if not venue and publication.kind == "journal" and _UNPUBLISHED_VENUE_RE.match(publication.venue_text):
            publication.kind = "preprint"  # venue: 'Working Paper' under a journal category: a paper of no journal yet
        publication.venue_text = venue or None
    body = _PLACEHOLDER_BODY_RE.sub("", body)  # the template's invitation to write here: no text of the paper's
    if not publication.abstract and body.strip():
        publication.abstract = body.strip()
    publication.warnings.extend(warnings)
    return ParsedDocument(
        source_name=source_name, format="publication-page", publications=[publication], warnings=warnings
    )
