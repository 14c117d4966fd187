"""The dataclasses every parser returns, and the one error they raise."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


class DocumentError(Exception):
    """A document that cannot be imported; the message names where and why."""

    def __init__(self, message: str, *, line: int | None = None):
        self.line = line
        super().__init__(f"line {line}: {message}" if line else message)


class NoOwnerFound(DocumentError):
    """A document that names no person to own it (and none was given)."""


@dataclass
class ParsedLink:
    label: str  # "PDF", "Code", "Slides", "Video", "Project", "Homepage", "GitHub", ...
    url: str


@dataclass
class ParsedAuthor:
    name: str  # as printed, markers (* † ‡ <sup>) and "(Advisor)" notes stripped
    equal_contribution: bool = False
    corresponding: bool = False
    highlighted: bool = False  # printed in bold / marked as the document's owner
    user_name: str = ""  # a Hugo Blox user name ("admin", "jdoe"): the person of content/authors/<user_name>/
    italic: bool = False  # the one author of the list printed in italics (al-folio's owner): owner.py weighs it


@dataclass
class ParsedPublication:
    title: str
    authors: list[ParsedAuthor] = field(default_factory=list)
    authors_truncated: bool = False  # the source printed "et al." / "and others"
    venue_text: str | None = None  # the venue as printed ("OSDI '24", "Proc. of ...")
    year: int | None = None
    kind: str | None = None  # conference, journal, workshop, preprint, thesis, book, chapter, patent, other
    status: str = "published"  # or "submitted"
    doi: str | None = None
    arxiv: str | None = None  # bare id, "2408.08586"
    abstract: str = ""
    note: str = ""  # "Best Paper Award", ...
    selected: bool = False  # al-folio's `selected`: shown first on the authors' pages
    links: list[ParsedLink] = field(default_factory=list)
    key: str | None = None  # citation key when the source has one (BibTeX)
    line: int | None = None  # where it starts in the source
    warnings: list[str] = field(default_factory=list)


@dataclass
class ParsedEducation:
    institution: str
    degree: str = "other"  # phd, master, bachelor, other
    degree_title: str = ""  # "Ph.D. in Computer Science"
    field: str = ""
    start_year: int | None = None
    end_year: int | None = None  # None: ongoing or unknown
    details: str = ""
    ongoing: bool = False  # said to be under way ("Present, PhD, ...") though no year is printed


@dataclass
class ParsedExperience:
    organization: str
    title: str = ""
    start_year: int | None = None
    end_year: int | None = None
    details: str = ""


@dataclass
class ParsedAward:
    title: str
    organization: str = ""
    year: int | None = None


@dataclass
class ParsedTeaching:
    course: str
    role: str = ""
    terms: list[str] = field(default_factory=list)


@dataclass
class ParsedService:
    role: str
    venue: str = ""
    year: int | None = None


@dataclass
class ParsedProfile:
    name: str | None = None
    name_inferred: bool = False  # guessed (e.g. the author in every publication): flag for review
    alt_names: list[str] = field(default_factory=list)
    email: str | None = None
    position: str = ""  # "Ph.D. Candidate"
    role: str | None = (
        None  # pi, faculty, postdoc, researcher, staff, phd, master, undergrad, visitor, collaborator, alumni
    )
    # the role a new member is filed under when no document gives one: a lab's roster or member page that names
    # none ("researcher", flagged for review); None: the writer's own default
    fallback_role: str | None = None
    affiliation: str = ""
    advisors: list[str] = field(default_factory=list)
    bio: str = ""  # markdown
    research_interests: list[str] = field(default_factory=list)
    links: list[ParsedLink] = field(default_factory=list)
    education: list[ParsedEducation] = field(default_factory=list)
    experience: list[ParsedExperience] = field(default_factory=list)
    awards: list[ParsedAward] = field(default_factory=list)
    teaching: list[ParsedTeaching] = field(default_factory=list)
    service: list[ParsedService] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    review_notes: list[str] = field(default_factory=list)
    joined: date | None = None  # a lab roster's or member page's dates in the lab
    left: date | None = None
    now_at: str = ""  # an alumnus's next position, as the roster says it
    photo: str = ""  # the photo's path as the file wrote it ("/assets/img/ana.jpg"); importer.photo_files reads it


@dataclass
class ParsedNews:
    """A site's news item or blog post (al-folio _news/, Jekyll _posts/, Hugo content/post/)."""

    title: str
    date: date
    body: str = ""
    about: str = ""  # the person the item is about: a personal site's owner


@dataclass
class ParsedProject:
    """A site's research project (al-folio _projects/, Hugo content/project/, a projects list)."""

    title: str
    summary: str = ""
    description: str = ""
    links: list[ParsedLink] = field(default_factory=list)
    members: list[str] = field(default_factory=list)  # the people who work on it: a personal site's owner


@dataclass
class ParsedDocument:
    """What one file says: usually one person's profile and their publications.

    A BibTeX file or a publication list has no profile (profile is None).
    A labsite-export document carries the whole site in `site` instead.
    """

    source_name: str
    format: str  # markdown-homepage, markdown-cv, text-cv, pdf, bibtex, yaml-publications, cv-yaml, cv-json, hugo-author, labsite-export
    profile: ParsedProfile | None = None
    publications: list[ParsedPublication] = field(default_factory=list)
    site: dict | None = None
    warnings: list[str] = field(default_factory=list)
    people: list[ParsedProfile] = field(default_factory=list)  # a lab roster: everyone it lists
    news: list[ParsedNews] = field(default_factory=list)
    projects: list[ParsedProject] = field(default_factory=list)
    review: dict | None = None  # a lab admin's corrections of it, made before it is written (a review)
