"""One document's review forms together: its person, its papers, its CV records, and what the page shows of them.

The review of one upload shows one set; the review of several files (importer.bundle_review)
shows one a file, each under its own prefix, so each file's values are corrected with the same
forms and fields (importer.review_forms) and saved by the same rule (edits_from).
"""

from .review_forms import (
    PaperFormSet,
    RecordFormSet,
    ReviewForm,
    edits_from,
    review_initial,
    rows_post_fields,
    shown_as_typed,
)
from .review_kept import with_kept


class FileReviewForm(ReviewForm):
    """The person of one file of several: the site's address is asked once, for all of them."""

    base_url = None


# Fields a file's set sends besides its rows: its person's form and its two formsets' management forms.
FILE_POST_FIELDS = len(FileReviewForm.base_fields) + 2 * 4


class DocumentReview:
    """A document's (or a file's) person form, paper rows and record rows, from its plan; bound to a post or not.

    `budget`: the fields its rows may send (review_initial); `checked=False`: the lab admin left the
    whole document out, so its values are shown again as typed and not checked. A plan made again
    while it was reviewed shows the admin's corrections kept with it (importer.review_kept).
    """

    def __init__(self, plan, data=None, *, prefix="", budget=None, checked=True, person_form=FileReviewForm):
        self.plan = plan
        self.initial, papers_initial, records_initial = review_initial(plan, budget)
        with_kept(plan.get("kept"), self.initial, papers_initial, records_initial)
        self.rows_initial = (papers_initial, records_initial)
        self.review = person_form(data, initial=self.initial, prefix=prefix.rstrip("-") or None)
        self.papers = PaperFormSet(data, initial=papers_initial, prefix=f"{prefix}papers")
        self.records = RecordFormSet(data, initial=records_initial, prefix=f"{prefix}records")
        self.checked = checked
        if data is not None and not checked:
            shown_as_typed(self.review)
            for form in (*self.papers, *self.records):
                shown_as_typed(form, form.kept)

    def is_valid(self):
        results = [self.review.is_valid(), self.papers.is_valid(), self.records.is_valid()]
        return all(results) or not self.checked

    def edits(self):
        """The importer.review.Edits the valid, bound forms ask for."""
        return edits_from(self.review, self.papers, self.records, self.plan)

    def chosen_person(self):
        """The person the lab admin chose as whose document it is, if they changed it from what was shown."""
        chosen = self.review.cleaned_data.get("person")
        if chosen is None or chosen.pk == self.initial.get("person"):
            return None
        return chosen

    def error_summary(self):
        """Each error, naming the person or the row and the field: [{"id": the field's, "text": the sentence}]."""
        if not self.checked:
            return []
        errors = [
            {"id": field.auto_id, "text": f"The person, {field.label}: {error}"}
            for field in self.review
            for error in field.errors
        ]
        errors += [{"id": "", "text": str(error)} for error in self.review.non_field_errors()]
        errors += self.papers.error_summary() + self.records.error_summary()
        errors += [{"id": "", "text": f"Papers: {error}"} for error in self.papers.non_form_errors()]
        errors += [{"id": "", "text": f"CV records: {error}"} for error in self.records.non_form_errors()]
        return errors

    def shown(self):
        """What the page shows: each row with its plan item, the person's items, the items it cannot edit."""
        items = self.plan.get("items", [])
        by_index = {(i["kind"], i.get("index")): i for i in items if i.get("index") is not None}
        papers_initial, records_initial = self.rows_initial
        editable = {("publication", row["index"]) for row in papers_initial}
        editable |= {(row["kind"], row["index"]) for row in records_initial}
        return {
            "review": self.review,
            "papers": self.papers,
            "records": self.records,
            "paper_rows": [(form, by_index.get(("publication", form["index"].value()))) for form in self.papers],
            "record_rows": [
                (form, by_index.get((form["kind"].value(), form["index"].value()))) for form in self.records
            ],
            "person_items": [with_change_rows(i) for i in items if i["kind"] == "person"],
            "other_items": [
                i
                for i in items
                if i["kind"] != "person"
                and not (i["action"] in ("create", "merge") and (i["kind"], i.get("index")) in editable)
            ],
        }

    def post_fields(self):
        """The fields its forms send in a post (at most: every box ticked)."""
        return len(self.review.fields) + 2 * 4 + rows_post_fields(*self.rows_initial)


def with_change_rows(item):
    """A plan's item with its changes as rows: field, old value, new value, the line it was read on."""
    values = item.get("values", {})
    rows = [
        {"name": name.replace("_", " "), "old": old, "new": new, "line": values.get(name, {}).get("line")}
        for name, (old, new) in item.get("changes", {}).items()
    ]
    return {**item, "fields": rows}
