"""The review page of several files, or of a zip: each file's person, papers and CV records, corrected as one document's are.

Each file read gets the single review's forms (importer.review_sets.DocumentReview), under its
own prefix: its person (chosen or corrected), a row per paper and per record, each with its box.
A box per file leaves the whole file out. Errors name the file, the row and the field; nothing
is written before Apply (importer.bundles.apply_bundle), and a plan the site has moved on from
(or read with another site's address) is planned again and shown again, with the lab admin's
corrections and unticked files kept (importer.review_kept).

Django takes at most DATA_UPLOAD_MAX_NUMBER_FIELDS fields in a post, so the page holds no more:
the files' person forms first (in the plan's order), then their rows shared out evenly. A file
past what fits is listed with what it will save and can still be left out, and the rows past
what fits are listed too; both are saved as read.
"""

from django import forms
from django.contrib import messages
from django.shortcuts import redirect
from django.template.response import TemplateResponse

from people.models import Person

from .review import RECORD_LISTS, StalePlan, is_stale
from .review_fields import WebAddressField
from .review_forms import post_budget, review_initial, rows_post_fields
from .review_kept import (
    READ_OTHERWISE,
    carried_over,
    corrections,
    keep_with_plan,
    reason_to_plan_again,
    replanned_message,
)
from .review_sets import FILE_POST_FIELDS, DocumentReview
from .statuses import FAILED, LEFT_OUT, PLANNED, SKIPPED

EDITABLE_FILES = 200  # files a page gives a box to: each is a field of the post
NEWS = "news"  # the format of a site's news item (a Jekyll _news/ or _posts/ file): no person, no papers
EXCERPT_CHARACTERS = 300  # of a news item's text, shown on its review


class BundleReviewForm(forms.Form):
    """The owner and the site's address for every file, and a box per file read (ticked: saved)."""

    person = forms.ModelChoiceField(
        Person.objects.order_by("name"),
        required=False,
        label="Whose documents these are",
        help_text="For every file whose own person is left empty below. Leave empty for a lab's site or "
        "several people's CVs: each file's owner is the one it names.",
    )
    base_url = WebAddressField(
        required=False,
        label="The site's address",
        help_text="Where the documents' own links point into (https://jdoe.github.io/): they are made complete.",
    )

    def __init__(self, plan, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.files_read = [f for f in plan.get("files", ()) if f["status"] == PLANNED]
        left_out = set(plan.get("kept", {}).get("dropped", ()))  # unticked before the plan was made again
        for number, entry in enumerate(self.files_read[:EDITABLE_FILES]):
            self.fields[f"file_{number}"] = forms.BooleanField(
                required=False, initial=entry["name"] not in left_out, label=f"Save what {entry['name']} gives"
            )

    def file_box(self, number):
        return self[f"file_{number}"] if f"file_{number}" in self.fields else None

    def dropped_files(self):
        """The names of the files unticked (a bound form, validated)."""
        return {
            entry["name"]
            for number, entry in enumerate(self.files_read)
            if f"file_{number}" in self.fields and not self.cleaned_data.get(f"file_{number}")
        }


def file_plans(plan, files):
    """Each file's own plan, as one document's review reads it: its items (each with the lines it was
    read on) and the person chosen for it when it was planned."""
    by_file = {}
    kept = plan.get("kept", {}).get("files", {})
    for item in plan.get("items", ()):
        by_file.setdefault(item.get("file"), []).append(item)
    plans = []
    for entry in files:
        lines = entry.get("lines", {})
        items = []
        for item in by_file.get(entry["name"], ()):
            read_on = sorted({v["line"] for v in item.get("values", {}).values() if str(v.get("line")) in lines})
            shown = [] if item.get("source") else [(n, lines[str(n)]) for n in read_on]
            items.append({**item, "lines": shown, "value_rows": value_rows(item)})
        plans.append({"items": items, "person": entry.get("person"), "kept": kept.get(entry["name"])})
    return plans


def file_budgets(plans, budget):
    """The fields each file's rows may send: None for a file past what `budget` holds, whose forms are not shown.

    Every file that fits first gets its person's form; the rest is shared out evenly, a file that
    needs less than its share leaving the difference to the others.
    """
    shown = min(len(plans), max(budget, 0) // FILE_POST_FIELDS)
    left = budget - shown * FILE_POST_FIELDS
    wants = [rows_post_fields(*review_initial(plan, left)[1:]) for plan in plans[:shown]]
    shares = [None] * len(plans)
    for done, number in enumerate(sorted(range(shown), key=lambda n: wants[n])):
        shares[number] = min(wants[number], left // (shown - done))
        left -= shares[number]
    return shares


def file_reviews(form, plans, data=None, dropped=()):
    """A DocumentReview per file read (None past what one post holds), prefixed by its number."""
    budget = post_budget() - 1 - len(form.fields)  # the CSRF token and the form of the whole upload
    reviews = []
    for number, (entry, plan, share) in enumerate(
        zip(form.files_read, plans, file_budgets(plans, budget), strict=True)
    ):
        if share is None or entry.get("format") == NEWS:  # a news item has no person or paper to correct
            reviews.append(None)
            continue
        checked = entry["name"] not in dropped
        reviews.append(DocumentReview(plan, data, prefix=f"file{number}-", budget=share, checked=checked))
    return reviews


def bundle_edits(form, reviews):
    """The importer.bundles.BundleEdits the valid forms ask for: files unticked, each file's edits and owner."""
    from .bundles import BundleEdits

    edits = BundleEdits(dropped_files=form.dropped_files())
    for entry, review in zip(form.files_read, reviews, strict=True):
        if review is None or entry["name"] in edits.dropped_files:
            continue
        file_edits = review.edits()
        changes = (file_edits.person, file_edits.papers, file_edits.records)
        if any(changes) or file_edits.dropped_papers or file_edits.dropped_records:
            edits.files[entry["name"]] = file_edits  # else it is saved as read (a big BibTeX file as it streams)
        # Chosen when planned, it stays theirs unless cleared; else only a change is a choice.
        owner = review.review.cleaned_data.get("person") if entry.get("person") else review.chosen_person()
        if owner is not None:
            edits.owners[entry["name"]] = owner
    return edits


def bundle_review_view(model_admin, request, document):
    """The review page of several files: each file's forms, each value beside the line it was read on; Apply."""
    from .bundles import apply_bundle, plan_bundle  # imported when used: loading the parsers is slow
    from .tasks import stored_source

    plan = document.plan
    data = request.POST if request.method == "POST" else None
    form = BundleReviewForm(plan, data, initial={"person": plan.get("person"), "base_url": plan.get("base_url")})
    valid = form.is_valid() if data is not None else False
    plans = file_plans(plan, form.files_read)
    reviews = file_reviews(form, plans, data, form.dropped_files() if data is not None else ())
    if valid and all([review.is_valid() for review in reviews if review is not None]):
        person, base_url = form.cleaned_data["person"], form.cleaned_data["base_url"] or None
        edits = bundle_edits(form, reviews)
        with stored_source(document) as source:
            reason = reason_to_plan_again(form, plan, is_stale(document))
            if reason is None:
                try:
                    apply_bundle(document, source, person=person, base_url=base_url, edits=edits)
                except StalePlan:
                    reason = READ_OTHERWISE
            if reason is not None:  # planned again and shown again, with the admin's corrections on it
                kept = {entry["name"]: corrections(review) for entry, review in _corrected_files(form, reviews, edits)}
                plan_bundle(document, source, person=person, base_url=base_url, owners=edits.owners)
                vanished = _keep_corrections(document, kept, edits.dropped_files)
                model_admin.message_user(request, replanned_message(reason, vanished), messages.WARNING)
                return redirect("admin:importer_sourcedocument_review", document.pk)
        document.refresh_from_db()
        level = messages.ERROR if document.status == FAILED else messages.SUCCESS
        model_admin.message_user(request, document.report.splitlines()[0], level)
        return redirect("admin:importer_sourcedocument_change", document.pk)
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "original": document,
        "title": f"Review {document.name}",
        "form": form,
        "file_reviews": reviews,
        "plan": plan,
        **_sections(plan, form, plans, reviews),
    }
    excerpts = news_excerpts(document, form.files_read)
    for shown in context["read_files"]:
        shown["news_excerpt"] = excerpts.get(shown["name"])
    return TemplateResponse(request, "admin/importer/sourcedocument/bundle_review.html", context)


def _corrected_files(form, reviews, edits):
    """(file entry, its DocumentReview) of each file kept ticked whose forms the page showed."""
    return [
        (entry, review)
        for entry, review in zip(form.files_read, reviews, strict=True)
        if review is not None and entry["name"] not in edits.dropped_files
    ]


def _keep_corrections(document, kept, dropped):
    """Carry each file's corrections (importer.review_kept) over to the files' new plan, and the files
    unticked; returns what is no longer there, named with its file."""
    if document.status != PLANNED:  # the upload could not be read again: nothing to show them on
        return []
    files = {f["name"]: f for f in document.plan.get("files", ()) if f["status"] == PLANNED}
    plans = dict(zip(files, file_plans(document.plan, list(files.values())), strict=True))
    carried, vanished = {}, []
    for name, corrected in kept.items():
        if name not in plans:
            vanished.append(f"{name} (not read this time)")
            continue
        carried[name], gone = carried_over(corrected, plans[name])
        vanished += [f"{name}: {item}" for item in gone]
    keep_with_plan(document, {"files": carried, "dropped": sorted(dropped & files.keys())})
    return vanished


def _sections(plan, form, plans, reviews):
    """What the page lists: each file read with its forms (or its items, past what a post holds); those not read."""
    read, errors = [], []
    for field in (form["person"], form["base_url"]):
        errors += [{"id": field.auto_id, "text": f"{field.label}: {error}"} for error in field.errors]
    for number, (entry, file_plan, review) in enumerate(zip(form.files_read, plans, reviews, strict=True)):
        shown = {**entry, "box": form.file_box(number), "items": file_plan["items"], "review": None}
        if review is not None:
            shown["review"] = review.shown()
            shown["items"] = shown["review"]["other_items"]
            errors += [{**error, "text": f"{entry['name']}: {error['text']}"} for error in review.error_summary()]
            shown["rows_left"] = _rows_left(review)
        read.append(shown)
    not_read = [f for f in plan.get("files", ()) if f["status"] in (FAILED, LEFT_OUT)]
    skipped = [f for f in plan.get("files", ()) if f["status"] == SKIPPED]
    return {"read_files": read, "failed_files": not_read, "skipped_files": skipped, "review_errors": errors}


def news_excerpts(document, files):
    """{file name: the start of its text} of the news files read: read from the kept zip, a few hundred bytes each."""
    import io
    import zipfile

    from .parsers.frontmatter import split_front_matter
    from .tasks import stored_source

    wanted = [entry["name"] for entry in files[:EDITABLE_FILES] if entry.get("format") == NEWS]
    if not wanted:
        return {}
    excerpts = {}
    with stored_source(document) as source:
        kept = source.to_parse()
        with zipfile.ZipFile(io.BytesIO(kept) if isinstance(kept, (bytes, bytearray)) else kept) as archive:
            members = archive.namelist()
            for name in wanted:
                # Named as the site names it: the zip may hold the site's folder, whose name is left out.
                member = next((m for m in members if m == name or m.endswith("/" + name)), None)
                if member is not None:
                    with archive.open(member) as file:
                        text = file.read(4 * EXCERPT_CHARACTERS + 2000).decode("utf-8", "replace")
                    parts = split_front_matter(text)
                    body = " ".join((parts[2] if parts else text).split())
                    excerpts[name] = body[:EXCERPT_CHARACTERS] + ("…" if len(body) > EXCERPT_CHARACTERS else "")
    return excerpts


def _rows_left(review):
    """How many of a file's papers and records are past what the post holds (saved as read)."""
    papers, records = review.rows_initial
    rows = [
        item
        for item in review.plan["items"]
        if item.get("index") is not None
        and item["action"] in ("create", "merge")
        and (item["kind"] == "publication" or item["kind"] in RECORD_LISTS)
    ]
    return len(rows) - len(papers) - len(records)


def value_rows(item):
    """Each value of an item: its field, what will be saved (old → new for a change), the line it was read on."""
    values, changes = item.get("values", {}), item.get("changes", {})
    rows = []
    for name in list(changes) + [n for n in values if n not in changes]:
        old, new = changes.get(name, (None, values.get(name, {}).get("value")))
        line = values.get(name, {}).get("line")
        rows.append({"key": name, "name": name.replace("_", " "), "old": _shown(old), "new": _shown(new), "line": line})
    return rows


def _shown(value):
    """A value as the page says it: a list's items joined."""
    return ", ".join(str(v) for v in value) if isinstance(value, list) else value
