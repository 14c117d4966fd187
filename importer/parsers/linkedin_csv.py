"""LinkedIn's data export ("Get a copy of your data"): its CSV files, each read on its own.

The archive holds one CSV per part of the profile, told apart by their header lines:

- Profile.csv (First Name, Last Name, Headline, Summary, Websites ...): the owner;
- Positions.csv (Company Name, Title, Location, Started On, Finished On): the owner's jobs;
- Education.csv (School Name, Start Date, End Date, Degree Name ...): the owner's degrees;
- Publications.csv (Name, Published On, Description, Publisher, Url): the owner's papers,
  printed without their authors (their author lists are marked incomplete).

Only Profile.csv names the owner. Positions and degrees are read for the person `--person`
names, or, in a folder holding the export, for the person its Profile.csv names (export_plan);
without either, the error says so. Papers are imported without an owner when none is named. Rows are bounded by the file size
limit the importer applies to every document.
"""

from __future__ import annotations

import csv
import io
from pathlib import PurePosixPath

from . import lazy_re
from .dates import years_in
from .degrees import degree_level
from .records import (
    DocumentError,
    ParsedAuthor,
    ParsedDocument,
    ParsedEducation,
    ParsedExperience,
    ParsedLink,
    ParsedProfile,
    ParsedPublication,
)
from .roles import role_from_title

__all__ = ["export_plan", "linkedin_csv_part", "read_linkedin_csv"]

# The columns that tell each part apart (LinkedIn has kept them since 2018, in English whatever the profile's language).
_PARTS = {
    "profile": {"first name", "last name", "headline"},
    "positions": {"company name", "title", "started on"},
    "education": {"school name", "degree name"},
    "publications": {"name", "published on", "publisher"},
}
_WEBSITE_RE = lazy_re.compile(r"(?:\[?[A-Za-z ]*:)?(https?://[^\s,\]]+)")


def _header(text: str) -> list[str]:
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    return [column.strip().strip('"').lower() for column in next(csv.reader([first]), [])]


def linkedin_csv_part(text: str) -> str | None:
    """ "profile", "positions", "education" or "publications" for a part of a LinkedIn export, else None."""
    if "," not in text[:500]:
        return None
    columns = set(_header(text))
    return next((part for part, needed in _PARTS.items() if needed <= columns), None)


def _rows(text: str) -> list[dict[str, str]]:
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    rows = []
    for row in reader:
        cells = {
            str(k).strip().lower(): (v or "").strip() for k, v in row.items() if k is not None and isinstance(v, str)
        }
        if any(cells.values()):
            rows.append(cells)
    return rows


def _year(value: str) -> int | None:
    years = years_in(value or "")
    return years[0] if years else None


def _profile(rows: list[dict[str, str]]) -> ParsedProfile:
    row = rows[0] if rows else {}
    name = " ".join(part for part in (row.get("first name", ""), row.get("last name", "")) if part)
    links = [ParsedLink("Homepage", url) for url in _WEBSITE_RE.findall(row.get("websites", ""))]
    headline = row.get("headline", "")  # "Postdoctoral Fellow in Soil Ecology at X": the title files the person
    return ParsedProfile(
        name=name or None, position=headline, role=role_from_title(headline), bio=row.get("summary", ""), links=links
    )


def _experience(row: dict[str, str]) -> ParsedExperience | None:
    if not (row.get("company name") or row.get("title")):
        return None
    return ParsedExperience(
        organization=row.get("company name", ""),
        title=row.get("title", ""),
        start_year=_year(row.get("started on", "")),
        end_year=_year(row.get("finished on", "")),
        details=row.get("description", ""),
    )


def _education(row: dict[str, str]) -> ParsedEducation | None:
    if not row.get("school name"):
        return None
    title = row.get("degree name", "")
    return ParsedEducation(
        institution=row["school name"],
        degree=degree_level(title) if title else "other",
        degree_title=title,
        start_year=_year(row.get("start date", "")),
        end_year=_year(row.get("end date", "")),
        details=row.get("notes", ""),
    )


def _publication(row: dict[str, str]) -> ParsedPublication | None:
    title = row.get("name", "")
    if not title:
        return None
    url = row.get("url", "")
    return ParsedPublication(
        title=title,
        authors_truncated=True,  # LinkedIn prints no authors
        venue_text=row.get("publisher") or None,
        year=_year(row.get("published on", "")),
        abstract=row.get("description", ""),
        links=[ParsedLink("Paper", url)] if url.startswith(("http://", "https://")) else [],
    )


def read_linkedin_csv(name: str, text: str, person: str | None = None) -> ParsedDocument:
    """A part of a LinkedIn data export (see the module's docstring) as a document."""
    part = linkedin_csv_part(text)
    try:
        rows = _rows(text)
    except csv.Error as err:
        raise DocumentError(f"a LinkedIn export's {part} file is not valid CSV: {err}") from None
    if part == "profile":
        profile = _profile(rows)
        if not profile.name:
            raise DocumentError("a LinkedIn export's Profile.csv with no first or last name")
        return ParsedDocument(source_name=name, format="linkedin-csv", profile=profile)
    if part == "publications":  # papers stand on their own: imported with no author when no one is named
        profile = ParsedProfile(name=person) if person else None
        papers = [paper for row in rows if (paper := _publication(row))]
        for paper in papers if person else []:  # the owner's papers: they are among its authors, the rest unprinted
            paper.authors = [ParsedAuthor(person, highlighted=True)]
        return ParsedDocument(source_name=name, format="linkedin-csv", profile=profile, publications=papers)
    if not person:
        raise DocumentError(
            f"a LinkedIn export's {part.capitalize()}.csv names no one (only Profile.csv does): "
            "import it with --person SLUG"
        )
    profile = ParsedProfile(name=person)
    for row in rows:
        if part == "positions" and (job := _experience(row)):
            profile.experience.append(job)
        elif part == "education" and (degree := _education(row)):
            profile.education.append(degree)
    return ParsedDocument(source_name=name, format="linkedin-csv", profile=profile)


def export_plan(names: set[str], read) -> tuple[str, dict[str, str], set[str]] | None:
    """A folder holding one LinkedIn data export, read as one person's: (the owner Profile.csv names,
    {CSV file: why it is not read}, the CSV files of the owner's profile), else None.

    Only Profile.csv names the owner; Positions, Education and Publications are theirs. The export's
    other CSV files (Connections, messages, invitations, skills, ads...) are other people or no
    profile at all: a connection is no member of the lab. `read(name)` gives a small file's text.
    """
    csvs = sorted(name for name in names if name.lower().endswith(".csv"))
    profiles = [name for name in csvs if PurePosixPath(name).name.lower() == "profile.csv"]
    if len(profiles) != 1:
        return None  # no export, or several people's: each file is read on its own
    text = read(profiles[0]) or ""
    if linkedin_csv_part(text) != "profile":
        return None
    try:
        owner = _profile(_rows(text)).name
    except csv.Error:
        return None
    if not owner:
        return None
    parts, skipped = set(), {}
    for name in csvs:
        part = linkedin_csv_part(read(name) or "")
        if part is None:
            skipped[name] = (
                f"a file of {owner}'s LinkedIn export that holds no part of the profile (only Profile, Positions, Education and Publications are read)"
            )
        elif name not in profiles:
            parts.add(name)
    return owner, skipped, parts
