"""What a lab admin corrected or unticked in the review of a document, made again on each import of it.

A review's edits are the admin's own word, as an edit in the admin is: the values they typed are
written over the site's (the paper the plan matched keeps being that paper, found by its key,
whatever its title became), the fields are marked as edited (later imports keep them), and an
unticked paper or record is left out. The review is kept with the document
(SourceDocument.plan["review"]), each item named by what the document said (its identity as
read), so the next import of a document of the same name makes the same corrections and leaves
out the same items, whatever else changed in it.
"""

from __future__ import annotations

import dataclasses
import json

from django.db.models import Q

from importer.models import SourceDocument
from importer.parsers.names import normalise_name, strip_markers
from importer.parsers.records import ParsedAuthor, ParsedLink
from importer.statuses import IMPORTED
from publications.titles import title_key

# A CV record's kind in a plan (its model's name) -> the profile's list of them.
RECORD_LISTS = {
    "education": "education",
    "experience": "experience",
    "award": "awards",
    "teaching": "teaching",
    "service": "service",
}

# A corrected value of a paper -> the publication's fields it is written to (and marked edited).
PAPER_FIELDS = {
    "title": ("title",),
    "authors": ("authorships",),
    "year": ("year",),
    "venue_text": ("venue", "venue_text"),
    "kind": ("kind",),
    "status": ("status",),
    "doi": ("doi",),
    "arxiv": ("arxiv",),
    "note": ("note",),
    "links": (),
}


def empty_review():
    return {"papers": [], "records": [], "person": {}}


def paper_identity(paper) -> str:
    """A paper as the document gives it: its title (as the importer compares titles), year, DOI, arXiv id."""
    return "|".join(
        [
            title_key(" ".join((paper.title or "").split())),
            str(paper.year or ""),
            (paper.doi or "").lower(),
            paper.arxiv or "",
        ]
    )


def record_identity(kind, record) -> str:
    return kind + json.dumps(dataclasses.asdict(record), sort_keys=True, default=str)


def plain(value):
    """A corrected value as JSON keeps it (a list of links as [label, url] pairs)."""
    return json.loads(json.dumps(value, default=str))


def person_value(profile, name):
    """A value of a parsed profile as JSON keeps it (its links as [label, url] pairs)."""
    if name == "links":
        return [[link.label, link.url] for link in profile.links]
    return plain(getattr(profile, name, None))


def kept_review(plan, name):
    """The review a document's applied plan keeps for its file `name`: an upload of one document keeps
    its own (plan["review"]), an upload of several files one a file (plan["reviews"][name])."""
    reviews = plan.get("reviews") or {}
    return reviews[name] if name in reviews else plan.get("review")


def remembered_review(source):
    """The review kept with the last reviewed document of this name, uploaded alone or among several files,
    or an empty one."""
    plan = (
        SourceDocument.objects.filter(status=IMPORTED)
        .filter(Q(name=source, plan__has_key="review") | Q(plan__reviews__has_key=source))
        .order_by("-pk")
        .values_list("plan", flat=True)
        .first()
    )
    review = kept_review(plan or {}, source) or {}
    return {**empty_review(), **review}


def merged(earlier, later):
    """`earlier` review with `later`'s items over it: an item of both (by what the document said) is `later`'s."""
    papers = {entry["as_read"]: entry for entry in earlier["papers"]}
    for entry in later["papers"]:
        before = papers.get(entry["as_read"])
        if before and not entry["dropped"] and not before["dropped"]:
            entry = {**entry, "values": {**before["values"], **entry["values"]}, "key": entry["key"] or before["key"]}
        papers[entry["as_read"]] = entry
    records = {entry["as_read"]: entry for entry in earlier["records"]}
    records.update({entry["as_read"]: entry for entry in later["records"]})
    return {
        "papers": list(papers.values()),
        "records": list(records.values()),
        "person": {**earlier["person"], **later["person"]},
    }


def make_review(parsed, review):
    """Make a kept review's corrections to a parsed document that does not have them yet.

    Returns {paper identity, as corrected: its entry of the review} of the papers corrected (here
    or before), for the writer: the entry's "key" names the site's paper the plan matched.
    """
    corrected = {}
    papers = {entry["as_read"]: entry for entry in review["papers"]}
    done = {entry.get("as_corrected"): entry for entry in review["papers"] if entry.get("as_corrected")}
    kept = []
    for paper in parsed.publications:
        identity = paper_identity(paper)
        entry = papers.get(identity) or done.get(identity)  # as read, or corrected already (by Edits)
        if entry is not None and entry["dropped"]:
            continue
        if entry is not None:  # made again: a correction made before stands beside one made now
            edit_paper(paper, entry["values"])
            corrected[paper_identity(paper)] = entry
        kept.append(paper)
    parsed.publications = kept
    profile = parsed.profile
    if profile is None:
        return corrected
    records = {entry["as_read"]: entry for entry in review["records"]}
    for kind, name in RECORD_LISTS.items():
        items = []
        for record in getattr(profile, name):
            entry = records.get(record_identity(kind, record))
            if entry is not None and entry["values"] is None:
                continue  # unticked
            if entry is not None:
                for field_name, value in entry["values"].items():
                    setattr(record, field_name, value)
            items.append(record)
        setattr(profile, name, items)
    for name, change in review["person"].items():
        if person_value(profile, name) == change["as_read"]:
            edit_person(profile, {name: change["value"]})
    return corrected


def corrected_records(review) -> set[str]:
    """The identities of the records the admin corrected, as written."""
    return {entry["as_corrected"] for entry in review["records"] if entry.get("as_corrected")}


def edit_paper(paper, values):
    """A parsed paper with the admin's values: what the writer then reads as if the document said it."""
    for name, value in values.items():
        if name == "authors":
            paper.authors = edited_authors(paper.authors, value)
        elif name == "links":
            paper.links = [ParsedLink(label, url) for label, url in value]
        elif name in ("title", "note"):
            setattr(paper, name, value)
        elif name == "status":
            paper.status = value or paper.status
        else:  # year, venue_text, kind, doi, arxiv: empty is "none"
            setattr(paper, name, value if value not in ("", None) else None)


def edited_authors(authors, names):
    """The author list the admin typed, each name still carrying what the document marked on it.

    A name that is one of the document's authors (as the importer compares names) keeps that
    author's marks (the owner's bold, an equal contribution); a name typed anew carries the marks
    typed with it (Ana Ruiz*), read as a document's are.
    """
    printed = {}
    for author in authors:
        printed.setdefault(normalise_name(author.name), []).append(author)
    result = []
    for typed in names:
        name, equal, corresponding = strip_markers(typed)
        same = printed.get(normalise_name(name))
        if same:
            author = same.pop(0)
            author.name = name
            author.equal_contribution |= equal
            author.corresponding |= corresponding
        else:
            author = ParsedAuthor(name, equal, corresponding)
        result.append(author)
    return result


def edit_person(profile, values):
    for name, value in values.items():
        if name == "name":
            if value:  # an emptied name keeps the one read
                profile.name, profile.name_inferred = value, False  # a person's word, no longer a guess
        elif name == "links":
            profile.links = [ParsedLink(label, url) for label, url in value]
        elif name == "role":
            profile.role = value or None
        elif name == "email":
            profile.email = value or None
        else:  # position, affiliation, bio, now_at; advisors, research interests, skills (lists)
            setattr(profile, name, value)
