"""An upload reviewed before anything of it is saved: its plan kept with the document, the lab admin's edits.

The worker parses an upload and plans it (importer.services.plan_upload): the plan says what
each person, record and paper would become, and is kept on the document with the site's
version at that moment. The lab admin reads it beside the document's text, unticks, corrects,
chooses the owner, and applies (importer.services.apply_upload): the document is parsed again,
the edits are made to what the parsers read, and the writer writes it. A site that changed in
between (another import, an edit: labsite.pagecache's version moved on) makes the plan stale:
it is planned again and shown again before anything is written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from django.urls import NoReverseMatch, reverse

from labsite.pagecache import current_version
from people.models import Person
from publications.models import Publication

from .models import SourceDocument

PLANNED = "planned"
# A CV record's kind in a plan (its model's name) -> the profile's list of them.
RECORD_LISTS = {"education": "education", "experience": "experience", "award": "awards", "teaching": "teaching"}
RECORD_LISTS["service"] = "service"

# The command's options, as a lab admin in the admin does the same thing: one wording per option.
_WEB_WORDS = (
    (re.compile(r"(?:pass|name it with|give) --person(?: SLUG)?"), "choose the person it belongs to"),
    (re.compile(r"give --base-url with the site's address"), "give the site's address"),
    (re.compile(r"--base-url"), "the site's address"),
    (re.compile(r"--person(?: SLUG)?"), "the person it belongs to"),
)


def in_web_words(text: str) -> str:
    """A report's text with the command's options said as the review page's fields are named."""
    for pattern, words in _WEB_WORDS:
        text = pattern.sub(words, text)
    return text


class StalePlan(Exception):
    """The document, parsed again, no longer has what the plan's edits name: it must be planned again."""


@dataclass
class Edits:
    """What the lab admin changed on the review page: papers and records by their position in the document."""

    dropped_papers: set[int] = field(default_factory=set)
    papers: dict[int, dict] = field(default_factory=dict)  # position -> {"title", "year", "venue_text"}
    dropped_records: dict[str, set[int]] = field(default_factory=dict)  # kind -> positions
    name: str = ""  # the person's name, as corrected

    def apply_to(self, parsed):
        """Make the edits to a parsed document (importer.parsers.records.ParsedDocument), as parsed again."""
        publications = parsed.publications
        for position, values in self.papers.items():
            if position >= len(publications):
                raise StalePlan(f"paper {position + 1}: the document now has {len(publications)} papers")
            paper = publications[position]
            paper.title = values.get("title") or paper.title
            paper.year = values.get("year", paper.year)
            paper.venue_text = values.get("venue_text", paper.venue_text) or None
        parsed.publications = [p for i, p in enumerate(publications) if i not in self.dropped_papers]
        profile = parsed.profile
        if profile is None:
            return
        for kind, dropped in self.dropped_records.items():
            name = RECORD_LISTS[kind]
            setattr(profile, name, [r for i, r in enumerate(getattr(profile, name)) if i not in dropped])
        if self.name and self.name != profile.name:
            profile.name, profile.name_inferred = self.name, False  # a person's word, no longer a guess


def keep_plan(document, file_report, *, person=None, base_url=""):
    """Keep an upload's plan (or why it could not be read) with its document, for the review page.

    Written with update(), which sends no signal: saving the document must not itself move the
    site's version on and make the plan it keeps stale at once.
    """
    plan = file_report.plan.as_dict() if file_report.plan is not None else {"items": [], "more": 0}
    failed = file_report.status == "failed"
    data = {
        **plan,
        "version": current_version(),
        "person": person.pk if person else None,
        "base_url": base_url or "",
        "format": file_report.format,
        "warnings": [in_web_words(w) for w in file_report.warnings.shown()],
    }
    report = in_web_words(file_report.summary()) if failed else summary(data)
    SourceDocument.objects.filter(pk=document.pk).update(
        plan=data, status="failed" if failed else PLANNED, report=report, format=file_report.format
    )
    document.refresh_from_db()


def is_stale(document) -> bool:
    """Whether the site changed since the document was planned."""
    return document.plan.get("version") != current_version()


def summary(plan) -> str:
    """What applying the plan would do, in a sentence a lab admin reads."""
    counts = {}
    for item in plan.get("items", ()):
        counts[(item["kind"], item["action"])] = counts.get((item["kind"], item["action"]), 0) + 1
    papers = ", ".join(
        f"{counts.get(('publication', action), 0)} {words}"
        for action, words in (("create", "new"), ("merge", "to update"), ("skip", "already on the site"))
    )
    people = counts.get(("person", "create"), 0)
    head = f"Ready to review: papers {papers}"
    if people:
        head += f"; {people} new {'person' if people == 1 else 'people'}"
    return head + ". Nothing is saved until you apply it."


def changed_links(items):
    """(label, admin change link, what happened) of every person and paper a plan made or changed."""
    slugs = [i["ref"] for i in items if i["kind"] == "person" and i["action"] in ("create", "merge") and i.get("ref")]
    keys = [i["ref"] for i in items if i["kind"] == "publication" and i["action"] in ("create", "merge")]
    people = dict(Person.objects.filter(slug__in=slugs).values_list("slug", "pk"))
    papers = dict(Publication.objects.filter(key__in=keys).values_list("key", "pk"))
    links = []
    for item in items:
        pk, name = None, None
        if item["kind"] == "person":
            pk, name = people.get(item.get("ref")), "admin:people_person_change"
        elif item["kind"] == "publication":
            pk, name = papers.get(item.get("ref")), "admin:publications_publication_change"
        if pk is None or item["action"] not in ("create", "merge"):
            continue
        try:
            url = reverse(name, args=[pk])
        except NoReverseMatch:  # that admin is not installed: the name alone
            url = ""
        links.append(
            {"label": item["label"], "url": url, "action": "added" if item["action"] == "create" else "updated"}
        )
    return links


def keep_applied(document, file_report):
    """After applying: the document's report says what was saved, with a link to each person and paper."""
    items = file_report.plan.as_dict()["items"] if file_report.plan is not None else []
    links = changed_links(items)
    if file_report.status == "failed":
        report = in_web_words(file_report.summary())
    else:
        report = (
            f"Saved: {len(links)} {'person or paper' if len(links) == 1 else 'people and papers'} added or updated."
        )
        if not links:
            report = "Saved: nothing new; everything in this document was on the site already."
        report += "\n" + in_web_words(file_report.summary())  # what was read, with its warnings
    plan = {**document.plan, "applied": links}
    status = {"failed": "failed"}.get(file_report.status, "imported")
    SourceDocument.objects.filter(pk=document.pk).update(plan=plan, report=report, status=status)
    document.refresh_from_db()
    return links
