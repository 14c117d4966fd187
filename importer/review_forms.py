"""The review page's forms: the document's owner and address, and a row per paper and CV record of its plan."""

from django import forms

from people.models import Person

from .review import RECORD_LISTS, Edits


class ReviewForm(forms.Form):
    person = forms.ModelChoiceField(
        Person.objects.order_by("name"),
        required=False,
        label="Whose document this is",
        help_text="Leave empty to keep the person the plan found or makes.",
    )
    name = forms.CharField(max_length=200, required=False, label="Their name", help_text="As the site shows it.")
    base_url = forms.URLField(
        required=False,
        assume_scheme="https",
        label="The site's address",
        help_text="Where the document's own links point into (https://jdoe.github.io/): they are made complete.",
    )


class PaperForm(forms.Form):
    index = forms.IntegerField(widget=forms.HiddenInput)
    include = forms.BooleanField(required=False, initial=True, label="Save this paper")
    title = forms.CharField(max_length=500)
    year = forms.IntegerField(required=False, min_value=1800, max_value=2200)
    venue_text = forms.CharField(max_length=500, required=False, label="Venue")


class RecordForm(forms.Form):
    kind = forms.ChoiceField(choices=[(kind, kind) for kind in RECORD_LISTS], widget=forms.HiddenInput)
    index = forms.IntegerField(widget=forms.HiddenInput)
    include = forms.BooleanField(required=False, initial=True, label="Save this record")


# Rows the page lets the admin correct: with the form's other fields they stay under Django's
# DATA_UPLOAD_MAX_NUMBER_FIELDS (1,000) a post may send. The papers and records past them are
# listed, and saved as read.
EDITABLE_PAPERS = 150
EDITABLE_RECORDS = 50
PaperFormSet = forms.formset_factory(PaperForm, extra=0, max_num=EDITABLE_PAPERS, validate_max=True)
RecordFormSet = forms.formset_factory(RecordForm, extra=0, max_num=EDITABLE_RECORDS, validate_max=True)


def review_initial(plan):
    """The forms' initial values from a plan: the person it found, each paper and record it would save."""
    person_item = next((i for i in plan.get("items", ()) if i["kind"] == "person"), None)
    person = plan.get("person")
    if person is None and person_item and person_item["action"] != "create":
        person = Person.objects.filter(slug=person_item.get("ref")).values_list("pk", flat=True).first()
    review = {"person": person, "name": person_item["label"] if person_item else "", "base_url": plan.get("base_url")}
    papers, records = [], []
    for item in plan.get("items", ()):
        if item.get("index") is None or item["action"] not in ("create", "merge"):
            continue
        values = {name: value["value"] for name, value in item.get("values", {}).items()}
        if item["kind"] == "publication":
            papers.append(
                {
                    "index": item["index"],
                    "include": True,
                    "title": item["label"],
                    "year": values.get("year"),
                    "venue_text": values.get("venue_text") or "",
                }
            )
        elif item["kind"] in RECORD_LISTS:
            records.append({"kind": item["kind"], "index": item["index"], "include": True})
    return review, papers[:EDITABLE_PAPERS], records[:EDITABLE_RECORDS]


def edits_from(review, papers, records, initial_name):
    """The Edits the bound, valid forms ask for."""
    edits = Edits()
    for form in papers:
        data = form.cleaned_data
        if not data.get("include"):
            edits.dropped_papers.add(data["index"])
        else:
            edits.papers[data["index"]] = {k: data[k] for k in ("title", "year", "venue_text")}
    for form in records:
        data = form.cleaned_data
        if not data.get("include"):
            edits.dropped_records.setdefault(data["kind"], set()).add(data["index"])
    name = review.cleaned_data.get("name", "").strip()
    edits.name = name if name != initial_name else ""
    return edits
