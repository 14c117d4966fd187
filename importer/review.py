"""An upload reviewed before anything of it is saved: its plan kept with the document, the lab admin's edits.

The worker parses an upload and plans it (importer.services.plan_upload): the plan says what
each person, record and paper would become, and is kept on the document with the site's
version at that moment. The lab admin reads it beside the document's text, unticks, corrects,
chooses the owner, and applies (importer.services.apply_upload): the document is parsed again,
the edits are made to what the parsers read, and the writer writes it. A site that changed in
between (another import applied, an edit of a person or a paper committed: labsite.pagecache's
data version moved on) makes the plan stale: it is planned again and shown again, with the admin's
corrections kept (importer.review_kept), before anything is written. Planning another document (a
dry run, rolled back) or the importer's own bookkeeping rows do not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from django.urls import NoReverseMatch, reverse

from content.models import News, Project
from labsite.pagecache import data_version
from people.models import Person
from publications.models import Publication

from .models import SourceDocument
from .reports import saved_count
from .statuses import FAILED, IMPORTED, PLANNED
from .writing.corrections import (
    RECORD_LISTS,
    edit_paper,
    edit_person,
    empty_review,
    paper_identity,
    person_value,
    plain,
    record_identity,
)
from .writing.corrections import edited_authors as edited_authors  # the review page's fields use it

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
    """What the lab admin changed on the review page: papers and records by their position in the document.

    Only the values the admin changed are here, so a value left as planned is written as the
    parsers read it (an author's marks, a link the site's address completes). What they changed
    is their word, as an edit in the admin is: written over the site's values and kept by later
    imports (importer.writing.corrections).
    """

    dropped_papers: set[int] = field(default_factory=set)
    papers: dict[int, dict] = field(default_factory=dict)  # position -> {field: the admin's value}
    dropped_records: dict[str, set[int]] = field(default_factory=dict)  # kind -> positions
    records: dict[str, dict[int, dict]] = field(default_factory=dict)  # kind -> position -> {field: value}
    person: dict = field(default_factory=dict)  # field -> value: the document's person, as corrected
    matched: dict[int, str] = field(default_factory=dict)  # position -> key of the site's paper the plan matched

    def apply_to(self, parsed):
        """Make the edits to a parsed document (importer.parsers.records.ParsedDocument), as parsed again;
        what they were made to is kept on it (parsed.review), for the writer and the next import."""
        review = empty_review()
        publications = parsed.publications
        for position, values in self.papers.items():
            if position >= len(publications):
                raise StalePlan(f"paper {position + 1}: the document now has {len(publications)} papers")
            paper = publications[position]
            as_read = paper_identity(paper)
            edit_paper(paper, values)
            entry = {"as_read": as_read, "as_corrected": paper_identity(paper), "values": plain(values)}
            review["papers"].append({**entry, "key": self.matched.get(position), "dropped": False})
        for position in sorted(self.dropped_papers):
            if position < len(publications):
                entry = {"as_read": paper_identity(publications[position]), "values": {}}
                review["papers"].append({**entry, "key": None, "dropped": True})
        parsed.publications = [p for i, p in enumerate(publications) if i not in self.dropped_papers]
        profile = parsed.profile
        if profile is not None:
            self._apply_to_profile(profile, review)
        parsed.review = review

    def _apply_to_profile(self, profile, review):
        for kind, edited in self.records.items():
            records = getattr(profile, RECORD_LISTS[kind])
            for position, values in edited.items():
                if position >= len(records):
                    raise StalePlan(f"{kind} {position + 1}: the document now has {len(records)} of them")
                as_read = record_identity(kind, records[position])
                for name, value in values.items():
                    setattr(records[position], name, value)
                as_corrected = record_identity(kind, records[position])
                review["records"].append({"as_read": as_read, "as_corrected": as_corrected, "values": plain(values)})
        for kind, dropped in self.dropped_records.items():
            name = RECORD_LISTS[kind]
            records = getattr(profile, name)
            review["records"] += [
                {"as_read": record_identity(kind, r), "values": None} for i, r in enumerate(records) if i in dropped
            ]
            setattr(profile, name, [r for i, r in enumerate(records) if i not in dropped])
        review["person"] = {
            name: {"as_read": person_value(profile, name), "value": plain(value)} for name, value in self.person.items()
        }
        edit_person(profile, self.person)


def matched_papers(plan) -> dict[int, str]:
    """{position: key} of the papers a plan found on the site: a correction of one is made to that paper."""
    return {
        item["index"]: item["ref"]
        for item in plan.get("items", ())
        if item["kind"] == "publication" and item["action"] in ("merge", "skip") and "index" in item and item.get("ref")
    }


def keep_plan(document, file_report, *, person=None, base_url=""):
    """Keep an upload's plan (or why it could not be read) with its document, for the review page.

    `version` is the site's data version (labsite.pagecache.data_version) the plan was made from.
    Written with update(), which sends no signal: the page cache need not forget anything for it.
    """
    plan = file_report.plan.as_dict() if file_report.plan is not None else {"items": [], "more": 0}
    failed = file_report.status == FAILED
    data = {
        **plan,
        "version": data_version(),
        "person": person.pk if person else None,
        "base_url": base_url or "",
        "format": file_report.format,
        "warnings": [in_web_words(w) for w in file_report.warnings.shown()],
    }
    report = in_web_words(file_report.summary()) if failed else summary(data)
    SourceDocument.objects.filter(pk=document.pk).update(
        plan=data, status=FAILED if failed else PLANNED, report=report, format=file_report.format
    )
    document.refresh_from_db()


def is_stale(document) -> bool:
    """Whether a committed change of the site's data (people, papers, venues, records, news) came
    after the document was planned."""
    return document.plan.get("version") != data_version()


def summary(plan) -> str:
    """What applying the plan would do, in a sentence a lab admin reads."""
    counts = {}
    for item in plan.get("items", ()):
        # What another file of the same upload adds (importer.bundles) is neither on the site nor new.
        key = (item["kind"], "same" if item.get("same_as") else item["action"])
        counts[key] = counts.get(key, 0) + 1
    papers = ", ".join(
        f"{counts.get(('publication', action), 0)} {words}"
        for action, words in (("create", "new"), ("merge", "to update"), ("skip", "already on the site"))
    )
    if same := counts.get(("publication", "same")):
        papers += f", {same} also in another file (merged into one)"
    people = counts.get(("person", "create"), 0)
    head = f"Ready to review: papers {papers}"
    if people:
        head += f"; {people} new {'person' if people == 1 else 'people'}"
    return head + ". Nothing is saved until you apply it."


# A plan item's kind -> (its model, the field its "ref" names it by, its admin page, how a report names one).
SAVED_KINDS = {
    "person": (Person, "slug", "admin:people_person_change", "{}"),
    "publication": (Publication, "key", "admin:publications_publication_change", "{}"),
    "news": (News, "slug", "admin:content_news_change", "the news item “{}”"),
    "project": (Project, "slug", "admin:content_project_change", "the project “{}”"),
}


def changed_links(items):
    """(label, admin change link, what happened, kind) of every person, paper, news item and project a plan
    made or changed, each named by its name or title."""
    found = {}
    for kind, (model, ref_field, _page, _said) in SAVED_KINDS.items():
        refs = [i["ref"] for i in items if i["kind"] == kind and i["action"] in ("create", "merge") and i.get("ref")]
        found[kind] = dict(model.objects.filter(**{f"{ref_field}__in": refs}).values_list(ref_field, "pk"))
    links = []
    for item in items:
        if item["kind"] not in SAVED_KINDS or item["action"] not in ("create", "merge"):
            continue
        pk = found[item["kind"]].get(item.get("ref"))
        if pk is None:
            continue
        _model, _ref, page, said = SAVED_KINDS[item["kind"]]
        try:
            url = reverse(page, args=[pk])
        except NoReverseMatch:  # that admin is not installed: the name alone
            url = ""
        action = "added" if item["action"] == "create" else "updated"
        links.append({"label": said.format(item["label"]), "url": url, "action": action, "kind": item["kind"]})
    return links


def review_to_keep(file_report):
    """The review (corrections, unticked items) of a file written, kept with its upload: made again on the
    next import of a file of that name (importer.writing.corrections); None when there is none to keep."""
    return file_report.review if file_report.review and file_report.status != FAILED else None


def keep_applied(document, file_report):
    """After applying: the document's report says what was saved, with a link to each person and paper."""
    items = file_report.plan.as_dict()["items"] if file_report.plan is not None else []
    links = changed_links(items)
    if file_report.status == FAILED:
        report = in_web_words(file_report.summary())
    else:
        report = f"Saved: {saved_count(links)} added or updated."
        if not links:
            report = "Saved: nothing new; everything in this document was on the site already."
        report += "\n" + in_web_words(file_report.summary())  # what was read, with its warnings
    plan = {**document.plan, "applied": links}
    if review_to_keep(file_report):
        plan["review"] = file_report.review
    status = FAILED if file_report.status == FAILED else IMPORTED
    SourceDocument.objects.filter(pk=document.pk).update(plan=plan, report=report, status=status)
    document.refresh_from_db()
    return links
