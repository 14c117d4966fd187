"""The lab admin's corrections, kept when the plan they were made on is made again.

A plan is made again, instead of applied, when the site's data changed while the admin reviewed
it, when they gave another site's address (the document's links are then read again with it), or
when the document reads differently from when it was planned. What they typed and unticked is not
thrown away: each correction goes to the same item of the new plan, found by what it is (a paper by
its title's key, a CV record by its kind and its first value's key, at the same place in the
document when it is still there), and the review page shows the new plan with them, for the admin
to check and apply again. An item the new plan no longer offers to save (it is on the site now, or
is read otherwise) is named in the message, its corrections left out.

Kept with the document's plan ("kept"), as the rows of the new plan name them: a page reloaded shows
them still. Only what the admin changed is kept, so the rest of each row is the new plan's.
"""

from django import forms

from publications.titles import title_key

from .models import SourceDocument
from .review_forms import PAPER_FIELDS, PERSON_FIELDS, RECORD_FIELDS, RECORD_NOUNS, changed_values, planned_rows

SHOWN_VANISHED = 20  # items the message names one by one; the rest are counted
PAPER = "publication"

# Why a plan was made again, as the message says it.
SITE_CHANGED = "The site changed while you reviewed: the plan was made again"
ADDRESS_CHANGED = "The site's address changed the links: they were read again"
READ_OTHERWISE = "The document now reads differently from when it was planned: the plan was made again"


def reason_to_plan_again(form, plan, stale):
    """Why a reviewed plan must be made again before it is applied, as the message says it; None to apply it.

    `form`: the bound, valid form with the site's address (`base_url`); `stale`: importer.review.is_stale.
    """
    if address_changed(form, plan):
        return ADDRESS_CHANGED
    return SITE_CHANGED if stale else None


def address_changed(form, plan):
    """Whether the site's address posted is not the one the plan read the links with."""
    field = form.fields["base_url"]
    planned = plan.get("base_url") or ""
    try:
        planned = field.clean(planned)  # as the form would have cleaned it: "jdoe.github.io" is https://…
    except forms.ValidationError:
        pass
    return (form.cleaned_data.get("base_url") or "") != (planned or "")


def corrections(review):
    """What the admin changed on a bound, valid importer.review_sets.DocumentReview, from its plan:
    {"person": {field: value}, "rows": [{"kind", "index", "key", "label", "include", "values"}]}."""
    person_planned, papers_planned, records_planned = planned_rows(review.plan)
    rows = []
    planned = {row["index"]: row for row in papers_planned}
    for form in review.papers:
        row = planned.get(form.cleaned_data["index"], {})
        rows += _corrected(form, PAPER, row.get("title"), row, PAPER_FIELDS)
    planned = {(row["kind"], row["index"]): row for row in records_planned}
    for form in review.records:
        kind = form.cleaned_data["kind"]
        row = planned.get((kind, form.cleaned_data["index"]), {})
        names = list(RECORD_FIELDS[kind]())
        rows += _corrected(form, kind, row.get(names[0]), row, names)
    return {"person": changed_values(review.review, person_planned, PERSON_FIELDS), "rows": rows}


def _corrected(form, kind, label, planned, names):
    """[the row's corrections] (none when the admin left it as planned)."""
    data = form.cleaned_data
    included = bool(data.get("include"))
    values = changed_values(form, planned, names) if included else {}  # an unticked row's values are not checked
    if included and not values:
        return []
    label = str(label or "")
    key = title_key(label)
    return [{"kind": kind, "index": data["index"], "key": key, "label": label, "include": included, "values": values}]


def carried_over(kept, plan):
    """(the corrections `kept` as the new `plan`'s rows name them, [what is no longer there, as the page
    names it]). A row is found at its place in the document if it is the same item there, else by its key."""
    _person, papers, records = planned_rows(plan)
    places = {(PAPER, row["index"]): title_key(str(row["title"] or "")) for row in papers}
    for row in records:
        first = next(iter(RECORD_FIELDS[row["kind"]]()))
        places[(row["kind"], row["index"])] = title_key(str(row.get(first) or ""))
    found, taken = {}, set()
    for number, row in enumerate(kept["rows"]):  # the same item at the same place first
        place = (row["kind"], row["index"])
        if places.get(place) == row["key"]:
            found[number] = place
            taken.add(place)
    for number, row in enumerate(kept["rows"]):  # then an item of the same key, moved
        if number not in found:
            place = next(
                (p for p, key in places.items() if p not in taken and p[0] == row["kind"] and key == row["key"]), None
            )
            if place is not None:
                found[number] = place
                taken.add(place)
    rows, vanished = {}, []
    for number, row in enumerate(kept["rows"]):
        if number in found:
            kind, index = found[number]
            rows[f"{kind}:{index}"] = {"include": row["include"], **row["values"]}
        else:
            vanished.append(f"{RECORD_NOUNS.get(row['kind'], 'Paper')} “{row['label'][:80]}”")
    return {"person": kept["person"], "rows": rows}, vanished


def with_kept(kept, person, papers, records):
    """Put the corrections kept with a plan (carried_over) on the forms' initial values, in place."""
    if not kept:
        return
    person.update(kept.get("person", {}))
    rows = kept.get("rows", {})
    for row in papers:
        row.update(rows.get(f"{PAPER}:{row['index']}", {}))
    for row in records:
        row.update(rows.get(f"{row['kind']}:{row['index']}", {}))


def keep_with_plan(document, kept):
    """Keep `kept` with the document's new plan (written with update(): no signal, as keep_plan writes it)."""
    SourceDocument.objects.filter(pk=document.pk).update(plan={**document.plan, "kept": kept})
    document.refresh_from_db()


def replanned_message(reason, vanished):
    """The message shown with the plan made again: why, that the corrections were kept, what vanished."""
    text = f"{reason}; your corrections were kept where the items are still there; check and apply again."
    if vanished:
        named = ", ".join(vanished[:SHOWN_VANISHED])
        more = len(vanished) - SHOWN_VANISHED
        text += f" No longer in the plan, so their corrections were left out: {named}"
        text += f" and {more} more." if more > 0 else "."
    return text
