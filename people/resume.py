"""A member's profile as JSON Resume (https://jsonresume.org/schema), the printable CV built from it,
and the schema.org Person that member pages carry.
"""

import json
import re
from urllib.parse import urlsplit

from django.http import HttpResponse
from django.views.generic import DetailView

from labsite.metadata import absolute_url, reverse_cached
from publications.models import Publication

from .models import Lab, Person
from .networks import network_of

HOMEPAGE_LABELS = {"homepage", "home page", "website", "personal website", "web", "home"}


def _year(value):
    return str(value) if value else None


def _network(link):
    found = network_of(link.url, link.label)
    return found[1] if found else None


def _username(url):
    path = [part for part in urlsplit(url).path.split("/") if part]
    return path[-1] if path else ""


def homepage(person):
    for link in person.links.all():
        if link.label.strip().lower() in HOMEPAGE_LABELS:
            return link.url
    return None


def _compact(data):
    """Drop empty values, so the resume holds only what is known."""
    if isinstance(data, dict):
        return {k: _compact(v) for k, v in data.items() if v not in (None, "", [], {})}
    if isinstance(data, list):
        return [_compact(v) for v in data]
    return data


def member_publications(person):
    return Publication.objects.public().by_member(person).newest_first().resume_rows()


def json_resume(person, publications, request=None):
    """The JSON Resume of `person` (prefetched records), with their public publications (resume_rows())."""
    profiles = [
        {"network": _network(link) or link.label, "username": _username(link.url), "url": link.url}
        for link in person.links.all()
        if link.label.strip().lower() not in HOMEPAGE_LABELS
    ]
    image = absolute_url(person.photo_medium.url, request) if person.photo_medium else None
    resume = {
        "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
        "basics": {
            "name": person.name,
            "label": person.position or person.get_role_display(),
            "image": image,
            "email": person.email,
            "url": homepage(person) or absolute_url(person.get_absolute_url(), request),
            "summary": person.bio,
            "location": {},
            "profiles": profiles,
        },
        "work": [
            {
                "name": Lab.shown(request).name,
                "position": person.position or person.get_role_display(),
                "url": absolute_url("/", request),
                "startDate": person.joined.isoformat() if person.joined else None,
                "endDate": person.left.isoformat() if person.left else None,
            },
        ]
        + [
            {
                "name": item.organization,
                "position": item.title,
                "startDate": _year(item.start_year),
                "endDate": _year(item.end_year),
                "summary": item.details,
            }
            for item in person.experience.all()
        ],
        "volunteer": [
            {"organization": item.venue, "position": item.role, "startDate": _year(item.year)}
            for item in person.service.all()
        ],
        "education": [
            {
                "institution": item.institution,
                "area": item.field,
                "studyType": item.degree_title or item.get_degree_display(),
                "startDate": _year(item.start_year),
                "endDate": _year(item.end_year),
            }
            for item in person.education.all()
        ],
        "awards": [
            {"title": item.title, "date": _year(item.year), "awarder": item.organization}
            for item in person.awards.all()
        ],
        "publications": [
            {
                "name": p["title"],
                "publisher": p["venue"],
                "releaseDate": _year(p["year"]),
                "url": absolute_url(reverse_cached("publications:publication-detail", p["key"]), request),
                "summary": p["note"],
                # Not in the JSON Resume schema (which allows extra fields): what a CV prints.
                "authors": [name for name, _ in p["authors"]],
                "venueShort": p["venue__acronym"] or "",
                "status": p["status"],
                "equalContribution": [name for name, equal in p["authors"] if equal],
            }
            for p in publications
        ],
        "skills": [{"name": skill} for skill in person.skills],
        "interests": [{"name": interest} for interest in person.research_interests],
        "references": [],
        "projects": [],
        # Not in the schema: teaching has no JSON Resume section.
        "teaching": [
            {"course": item.course, "role": item.role, "terms": list(item.terms)} for item in person.teaching.all()
        ],
        "meta": {"canonical": absolute_url(person.get_absolute_url().rstrip("/") + ".json", request)},
    }
    return _compact(resume)


def person_data(person, request=None):
    """schema.org Person for a member's page."""
    same_as = [link.url for link in person.links.all() if re.match(r"^https?://", link.url)]
    data = {
        "@context": "https://schema.org",
        "@type": "Person",
        "@id": absolute_url(person.get_absolute_url(), request),
        "url": absolute_url(person.get_absolute_url(), request),
        "name": person.name,
        "jobTitle": person.position or person.get_role_display(),
        "affiliation": {"@type": "ResearchOrganization", "name": person.affiliation or Lab.shown(request).name},
        "memberOf": {
            "@type": "ResearchOrganization",
            "name": Lab.shown(request).name,
            "url": absolute_url("/", request),
        },
    }
    if person.alt_names:
        data["alternateName"] = list(person.alt_names)
    if person.photo_medium:
        data["image"] = absolute_url(person.photo_medium.url, request)
    if same_as:
        data["sameAs"] = same_as
    if person.research_interests:
        data["knowsAbout"] = list(person.research_interests)
    if person.is_alumni:
        data["alumniOf"] = data.pop("memberOf")
    return data


class PersonRecordsMixin:
    def get_queryset(self):
        return Person.objects.public().prefetch_related(
            "education", "experience", "awards", "teaching", "service", "links"
        )

    def get_resume(self):
        """The JSON Resume of the person. Shared: add to a copy."""
        return json_resume(self.object, member_publications(self.object), self.request)


class PersonResumeView(PersonRecordsMixin, DetailView):
    """/people/<slug>.json: JSON Resume."""

    def render_to_response(self, context, **kwargs):
        resume = self.get_resume()
        response = HttpResponse(
            json.dumps(resume, ensure_ascii=False, indent=2) + "\n", content_type="application/json; charset=utf-8"
        )
        response["Content-Disposition"] = f'inline; filename="{self.object.slug}.json"'
        return response


class PersonCVView(PersonRecordsMixin, DetailView):
    """/people/<slug>/cv/: the JSON Resume, printed."""

    template_name = "people/person_cv.html"
    context_object_name = "person"

    def get_context_data(self, **kwargs):
        resume = dict(self.get_resume())
        resume["has_equal_contribution"] = any(item.get("equalContribution") for item in resume.get("publications", ()))
        return super().get_context_data(resume=resume, **kwargs)
