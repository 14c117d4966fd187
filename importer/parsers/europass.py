"""Europass CVs saved as XML or JSON: the person, their work experience, education and publications.

Two layouts are read, by the local names of their elements (namespaces vary between versions):

- Europass v3 ("SkillsPassport", XML or JSON): `LearnerInfo` with `Identification`
  (`PersonName` FirstName/Surname, `ContactInfo` Email/Website), `Headline`,
  `WorkExperience` (Period From/To/Current, Position, Employer), `Education` (Period,
  Title, Organisation) and `Achievement` sections (a "Publications" one holds the list, as HTML).
- Europass v2 XML (2005-2012, "learnerinfo", lower-case names): `identification` (firstname,
  lastname, `contactinfo` email), `workexperiencelist` (period from/to years, position,
  employer name) and `educationlist` (period, title, organisation name).
- Europass 2020+ XML ("Candidate", HR-XML words): `CandidatePerson` (GivenName, FamilyName,
  Communication), `EmployerHistory` (OrganizationName, PositionTitle, StartDate/EndDate,
  CurrentIndicator), `EducationOrganizationAttendance` (OrganizationName, DegreeName,
  AttendancePeriod), and publications in a `PublicationHistory` when present.

The XML is parsed without DTDs, entities or network access. A Europass CV saved as PDF or
Word is read like any CV of that format (its headings: Work experience, Education and training).
"""

from __future__ import annotations

import json
import re

import lxml.etree

from . import lazy_re
from .records import DocumentError, ParsedDocument, ParsedEducation, ParsedExperience, ParsedLink, ParsedProfile

__all__ = ["read_europass"]

_XML_PARSER = lxml.etree.XMLParser(
    resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False, remove_comments=True
)
_YEAR_RE = lazy_re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")


def read_europass(name: str, text: str) -> ParsedDocument:
    from .structured.cv import _finish  # the structured CVs' one closing rule (role, affiliation, owner marks)

    if text.lstrip().startswith("{"):
        try:
            learner = json.loads(text)["SkillsPassport"].get("LearnerInfo") or {}
        except (ValueError, RecursionError, AttributeError) as err:
            raise DocumentError(f"Europass JSON cannot be read: {err}") from None
        profile, publications_html = _from_v3(_Json(learner))
    else:
        try:
            root = lxml.etree.fromstring(text.encode("utf-8"), parser=_XML_PARSER)
        except lxml.etree.XMLSyntaxError as err:
            raise DocumentError(f"Europass XML is not well-formed: {err}", line=getattr(err, "lineno", None)) from None
        if root.getroottree().docinfo.internalDTD is not None:  # entities: none is ever expanded, nor read
            raise DocumentError("Europass XML declaring its own DTD or entities (<!DOCTYPE ... [...]>) is not read")
        node = _Xml(root)
        if _local(root.tag) == "SkillsPassport":
            profile, publications_html = _from_v3(node.child("LearnerInfo"))
        elif _local(root.tag) == "learnerinfo":
            profile, publications_html = _from_v2(node), []
        else:
            profile, publications_html = _from_candidate(node)
    publications = _publications(name, publications_html)
    return _finish(name, "europass", profile, publications)


# --------------------------------------------------------------------------- one view of XML and JSON


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class _Xml:
    def __init__(self, element):
        self.element = element

    def child(self, name):
        for element in self.element if self.element is not None else ():
            if _local(element.tag) == name:
                return _Xml(element)
        return _Xml(None)

    def children(self, name):
        return [_Xml(e) for e in (self.element if self.element is not None else ()) if _local(e.tag) == name]

    def descendants(self, name):
        if self.element is None:
            return []
        return [_Xml(e) for e in self.element.iter() if _local(e.tag) == name]

    def text(self) -> str:
        if self.element is None:
            return ""
        return " ".join("".join(self.element.itertext()).split())

    def attribute(self, name) -> str:
        return (self.element.get(name) or "") if self.element is not None else ""


class _Json:
    """A Europass v3 JSON object seen as the XML: lists are the XML's repeated elements; attributes are keys."""

    def __init__(self, value):
        self.value = value

    def child(self, name):
        value = self.value.get(name) if isinstance(self.value, dict) else None
        if name in ("WorkExperienceList", "EducationList", "AchievementList"):
            return _Json(self.value)  # JSON keeps the items directly under LearnerInfo
        return _Json(value)

    def children(self, name):
        value = self.value.get(name) if isinstance(self.value, dict) else None
        return [_Json(v) for v in value] if isinstance(value, list) else ([_Json(value)] if value else [])

    def descendants(self, name):
        return self.children(name)

    def text(self) -> str:
        value = self.value
        if isinstance(value, dict):
            value = value.get("Label") or value.get("Contact") or value.get("Name") or ""
        return " ".join(str(value).split()) if isinstance(value, (str, int)) else ""

    def attribute(self, name) -> str:
        value = self.value.get(name.title()) if isinstance(self.value, dict) else None
        return str(value) if value is not None else ""


# --------------------------------------------------------------------------- Europass v3


def _year(node) -> int | None:
    match = _YEAR_RE.search(node.attribute("year") or node.text())
    return int(match.group(1)) if match else None


def _period(node) -> tuple[int | None, int | None]:
    period = node.child("Period")
    current = period.child("Current").text().lower() == "true"
    return _year(period.child("From")), None if current else _year(period.child("To"))


def _from_v3(learner):
    identification = learner.child("Identification")
    person = identification.child("PersonName")
    name = f"{person.child('FirstName').text()} {person.child('Surname').text()}".strip()
    contact = identification.child("ContactInfo")
    profile = ParsedProfile(name=name or None)
    emails = [e.child("Contact").text() or e.text() for e in contact.children("Email")] or [
        contact.child("Email").text()
    ]
    profile.email = next((e for e in emails if "@" in e), None)
    for website in contact.descendants("Website"):
        url = website.child("Contact").text() or website.text()
        if url.startswith("http"):
            profile.links.append(ParsedLink("Homepage", url))
    profile.position = learner.child("Headline").child("Description").text()
    for work in learner.child("WorkExperienceList").children("WorkExperience"):
        start, end = _period(work)
        organization = work.child("Employer").child("Name").text()
        if organization or work.child("Position").text():
            profile.experience.append(
                ParsedExperience(organization, title=work.child("Position").text(), start_year=start, end_year=end)
            )
    for education in learner.child("EducationList").children("Education"):
        profile.education.append(_education(education.child("Organisation").child("Name").text(), education))
    publications = [  # the Description holds the list as HTML (escaped inside the XML)
        a.child("Description").text()
        for a in learner.child("AchievementList").children("Achievement")
        if re.search(r"publi", a.child("Title").text(), re.I)
    ]
    return profile, publications


def _education(institution: str, node) -> ParsedEducation:
    from .structured.fields import degree_from_text  # the one degree vocabulary

    start, end = _period(node)
    title = node.child("Title").text()
    return ParsedEducation(
        institution, degree=degree_from_text(title), degree_title=title, start_year=start, end_year=end
    )


# --------------------------------------------------------------------------- Europass v2 (learnerinfo)


def _v2_years(node) -> tuple[int | None, int | None]:
    period = node.child("period")
    return _year(period.child("from")), _year(period.child("to"))


def _from_v2(learner):
    from .structured.fields import degree_from_text  # the one degree vocabulary

    identification = learner.child("identification")
    name = f"{identification.child('firstname').text()} {identification.child('lastname').text()}".strip()
    profile = ParsedProfile(name=name or None)
    email = identification.child("contactinfo").child("email").text()
    profile.email = email if "@" in email else None
    profile.position = learner.child("application").child("label").text()
    for work in learner.child("workexperiencelist").children("workexperience"):
        start, end = _v2_years(work)
        organization, title = work.child("employer").child("name").text(), work.child("position").text()
        if organization or title:
            profile.experience.append(ParsedExperience(organization, title=title, start_year=start, end_year=end))
    for education in learner.child("educationlist").children("education"):
        start, end = _v2_years(education)
        title = education.child("title").text()
        profile.education.append(
            ParsedEducation(
                education.child("organisation").child("name").text(),
                degree=degree_from_text(title),
                degree_title=title,
                start_year=start,
                end_year=end,
            )
        )
    return profile


# --------------------------------------------------------------------------- Europass 2020+ (HR-XML)


def _date_year(node, name) -> int | None:
    found = node.descendants(name)
    return _year(found[0]) if found else None


def _from_candidate(root):
    from .structured.fields import degree_from_text  # the one degree vocabulary

    person = root.descendants("CandidatePerson")
    person = person[0] if person else root
    name = " ".join(filter(None, [_first_text(person, "GivenName"), _first_text(person, "FamilyName")]))
    profile = ParsedProfile(name=name or None)
    for channel in person.descendants("Communication"):
        code, uri = _first_text(channel, "ChannelCode").lower(), _first_text(channel, "URI")
        if code == "email" and "@" in uri:
            profile.email = profile.email or uri
        elif uri.startswith("http"):
            profile.links.append(ParsedLink("Homepage", uri))
    for employer in root.descendants("EmployerHistory"):
        organization = _first_text(employer, "OrganizationName")
        for position in employer.descendants("PositionHistory") or [employer]:
            current = _first_text(position, "CurrentIndicator").lower() == "true"
            profile.experience.append(
                ParsedExperience(
                    organization,
                    title=_first_text(position, "PositionTitle"),
                    start_year=_date_year(position, "StartDate"),
                    end_year=None if current else _date_year(position, "EndDate"),
                )
            )
    for attendance in root.descendants("EducationOrganizationAttendance"):
        title = _first_text(attendance, "DegreeName") or _first_text(attendance, "EducationLevelCode")
        current = _first_text(attendance, "CurrentIndicator").lower() == "true"
        profile.education.append(
            ParsedEducation(
                _first_text(attendance, "OrganizationName"),
                degree=degree_from_text(title),
                degree_title=title,
                start_year=_date_year(attendance, "StartDate"),
                end_year=None if current else _date_year(attendance, "EndDate"),
            )
        )
    publications = []
    for publication in root.descendants("Publication"):
        line = ". ".join(
            filter(None, [_first_text(publication, n) for n in ("Author", "Title", "PublicationName", "Year")])
        )
        publications.append(f"<li>{line}</li>" if line else "")
    return profile, ["<ul>" + "".join(publications) + "</ul>"] if any(publications) else []


def _first_text(node, name) -> str:
    found = node.descendants(name)
    return found[0].text() if found else ""


# --------------------------------------------------------------------------- publications


def _publications(name: str, pieces: list[str]) -> list:
    """The publications section (HTML, as Europass writes it) read like a homepage's publication list."""
    from .html import html_to_markdown
    from .text import parse_text_document

    html = "".join(p for p in pieces if p)
    if not html.strip():
        return []
    body = html if "<" in html else "<p>" + html.replace("\n", "<br>") + "</p>"
    markdown = html_to_markdown(f"<html><body><h2>Publications</h2>{body}</body></html>").markdown
    return parse_text_document(name, markdown, fmt="europass").publications
