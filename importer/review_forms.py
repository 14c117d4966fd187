"""The review page's forms: the document's person and address, and a row per paper and CV record of its plan.

Every value the plan would save is a field, shown as planned; what the lab admin changes is
what is saved (importer.review.Edits). A row left unticked is not saved, and its values are
not checked: the admin need not correct what they drop.
"""

import re

from django import forms
from django.conf import settings

from people.models import DegreeLevel, Person, Role
from publications.models import Kind, Status

from .review import RECORD_LISTS, Edits, matched_papers
from .review_fields import (
    ArxivField,
    AuthorsField,
    DoiField,
    LinksField,
    ListField,
    ParagraphsField,
    WebAddressField,
    YearField,
    validate_paper_link,
    validate_web_address,
)

PERSON_FIELDS = ("name", "role", "email", "position", "affiliation", "bio", "links")
PERSON_FIELDS += ("advisors", "research_interests", "skills", "now_at")
PAPER_FIELDS = ("title", "authors", "venue_text", "year", "kind", "status", "doi", "arxiv", "links", "note")


def _text(max_length, label, *, required=False, **kwargs):
    return forms.CharField(max_length=max_length, required=required, label=label, **kwargs)


def _choice(choices, label, unknown):
    return forms.ChoiceField(choices=[("", unknown), *choices], required=False, label=label)


class ReviewForm(forms.Form):
    person = forms.ModelChoiceField(
        Person.objects.order_by("name"),
        required=False,
        label="Whose document this is",
        help_text="Leave empty: its papers are added on their own.",
    )
    base_url = WebAddressField(
        required=False,
        label="The site's address",
        help_text="Where the document's own links point into (https://jdoe.github.io/): they are made complete.",
    )
    name = _text(200, "Their name", help_text="As the site shows it.")
    role = _choice(Role.choices, "Role", "Not given")
    email = forms.EmailField(required=False, label="E-mail")
    position = _text(200, "Position", help_text="Free text, e.g. “Ph.D. Candidate”.")
    affiliation = _text(300, "Affiliation")
    bio = ParagraphsField(label="Bio", widget=forms.Textarea(attrs={"rows": 4}))
    links = LinksField(
        validate_url=validate_web_address,
        label="Links",
        help_text="Homepage first, one a line: a label, a colon, the address (Homepage: https://…).",
    )
    advisors = ListField(label="Advisors")
    research_interests = ListField(label="Research interests")
    skills = ListField(label="Skills")
    now_at = _text(300, "Now at", help_text="For alumni: where they went.")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Said from the plan: what an empty choice keeps (the person found or made, the role they get).
        if owner := self.initial.get("owner_words"):
            self.fields["person"].help_text = owner
        if "role" in self.fields and (unset := self.initial.get("role_unset_words")):
            self.fields["role"].choices = [("", unset), *Role.choices]


def _plan_words(item):
    """What the person form's empty choices keep, from the plan's person `item` (None: it names nobody)."""
    if item is None:
        return {"owner_words": "Leave empty: its papers are added on their own."}
    if item["action"] == "create":
        return {
            "owner_words": f"Leave empty to add {item['label']} as a new person.",
            "role_unset_words": f"Not given: a new person is added as {Role(Role.PHD).label}",
        }
    if item.get("same_as"):  # added by another file of the same upload (importer.bundles), not on the site yet
        return {
            "owner_words": f"Leave empty for {item['label']}, whom {item['same_as']} adds.",
            "role_unset_words": f"Not given: the role {item['same_as']} gives them",
        }
    role = Person.objects.filter(slug=item.get("ref")).values_list("role", flat=True).first()
    kept = f"keeps their role on the site, {Role(role).label}" if role in Role.values else "keeps their role"
    return {
        "owner_words": f"Leave empty for {item['label']}, already on the site.",
        "role_unset_words": f"Not given: {kept}",
    }


class PositionField(forms.IntegerField):
    """A row's position in the document, hidden: an int whether shown first or posted back (the page
    finds the row's plan item, its excerpt and lines, by it)."""

    widget = forms.HiddenInput

    def prepare_value(self, value):
        try:
            return int(value)
        except (TypeError, ValueError):
            return value


def shown_as_typed(form, kept=()):
    """Make a bound form's fields (but `kept`) take any text: shown again as typed, not checked.

    What the lab admin dropped (a row, a whole file) is not saved, so a "20x5" in it stops nothing.
    """
    for name, field in form.fields.items():
        if name not in kept:
            form.fields[name] = forms.CharField(
                required=False, label=field.label, help_text=field.help_text, widget=field.widget
            )


class ReviewRow(forms.Form):
    """A paper or a record: its fields are checked only when it is ticked."""

    include = forms.BooleanField(required=False, initial=True)
    index = PositionField()
    kept = ("include", "index")  # what an unticked row still needs; not among its values

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields.update(self.value_fields_of_its_kind())
        included = self.fields["include"].widget.value_from_datadict(self.data, self.files, self.add_prefix("include"))
        if self.is_bound and not included:
            shown_as_typed(self, self.kept)

    def value_fields_of_its_kind(self):
        return {}

    def value_fields(self):
        """The bound fields of the values it saves (not its checkbox nor its hidden position)."""
        return [self[name] for name in self.fields if name not in self.kept]


class PaperForm(ReviewRow):
    title = _text(500, "Title", required=True)
    authors = AuthorsField(label="Authors")
    venue_text = _text(500, "Venue")
    year = YearField(label="Year")
    kind = _choice(Kind.choices, "Kind", "As the venue says")
    status = forms.ChoiceField(choices=Status.choices, required=False, label="Status")
    doi = DoiField()
    arxiv = ArxivField()
    links = LinksField(validate_url=validate_paper_link, label="Links")
    note = _text(300, "Note", help_text="E.g. “Best Paper Award”.")

    def describe(self):
        return "Paper", self["title"].value()


# The fields of each kind of CV record, as its model (people.models) names them; the first is required.
RECORD_FIELDS = {
    "education": lambda: {
        "institution": _text(300, "Institution", required=True),
        "degree": forms.ChoiceField(choices=DegreeLevel.choices, required=False, label="Degree level"),
        "degree_title": _text(300, "Degree", help_text="E.g. “Ph.D. in Computer Science”."),
        "field": _text(300, "Field"),
        "start_year": YearField(label="Start year"),
        "end_year": YearField(label="End year", help_text="Empty while ongoing."),
        "details": ParagraphsField(label="Details"),
    },
    "experience": lambda: {
        "organization": _text(300, "Organization", required=True),
        "title": _text(300, "Title"),
        "start_year": YearField(label="Start year"),
        "end_year": YearField(label="End year", help_text="Empty while ongoing."),
        "details": ParagraphsField(label="Details"),
    },
    "award": lambda: {
        "title": _text(500, "Award", required=True),
        "organization": _text(300, "Organization"),
        "year": YearField(label="Year"),
    },
    "teaching": lambda: {
        "course": _text(300, "Course", required=True),
        "role": _text(200, "Role", help_text="E.g. “Teaching Assistant”."),
        "terms": ListField(label="Terms"),
    },
    "service": lambda: {
        "role": _text(300, "Role", required=True, help_text="E.g. “Program Committee”."),
        "venue": _text(300, "Venue"),
        "year": YearField(label="Year"),
    },
}
RECORD_NOUNS = {"education": "Education", "experience": "Experience", "award": "Award"}
RECORD_NOUNS |= {"teaching": "Teaching", "service": "Service"}


class RecordForm(ReviewRow):
    kind = forms.ChoiceField(choices=[(kind, kind) for kind in RECORD_LISTS], widget=forms.HiddenInput)
    kept = ("include", "index", "kind")

    def value_fields_of_its_kind(self):
        """Its kind's fields: the hidden field says which kind it is (or, unbound, its initial values)."""
        kind = self.data.get(self.add_prefix("kind")) if self.is_bound else self.initial.get("kind")
        return RECORD_FIELDS.get(kind, dict)()

    def clean(self):
        data = super().clean()
        start, end = data.get("start_year"), data.get("end_year")
        if start and end and end < start:
            self.add_error("end_year", f"{end} is before its start year, {start}.")
        return data

    def describe(self):
        kind = self["kind"].value()
        first = next(iter(RECORD_FIELDS.get(kind, dict)()), None)
        return RECORD_NOUNS.get(kind, "Record"), self[first].value() if first else ""


class ReviewFormSet(forms.BaseFormSet):
    def error_summary(self):
        """Each error of a row, naming the row and the field: {"id": the field's, "text": the sentence}."""
        summary, counted = [], {}
        for form in self.forms:
            noun, label = form.describe()
            number = counted[noun] = counted.get(noun, 0) + 1  # "Award 2": the second award on the page
            if not form.errors:
                continue
            for bound in form.value_fields():
                for error in bound.errors:
                    what = f"{noun} {number} “{str(label or '')[:60]}”"
                    summary.append({"id": bound.auto_id, "text": f"{what}, {bound.label}: {error}"})
        return summary


# Rows are capped: each sends a dozen fields and a post holds at most DATA_UPLOAD_MAX_NUMBER_FIELDS.
# The papers and records past what fits are listed, and saved as read.
EDITABLE_PAPERS = 500
EDITABLE_RECORDS = 300
PERSON_POST_FIELDS = 1 + len(ReviewForm.base_fields) + 2 * 4  # the CSRF token, the form, two management forms
PAPER_POST_FIELDS = len(PaperForm.base_fields)
PaperFormSet = forms.formset_factory(
    PaperForm, formset=ReviewFormSet, extra=0, max_num=EDITABLE_PAPERS, validate_max=True
)
RecordFormSet = forms.formset_factory(
    RecordForm, formset=ReviewFormSet, extra=0, max_num=EDITABLE_RECORDS, validate_max=True
)


def record_post_fields(kind):
    return len(RecordForm.base_fields) + len(RECORD_FIELDS[kind]())


def post_budget():
    """Fields one post may send (Django's DATA_UPLOAD_MAX_NUMBER_FIELDS; unlimited is taken as 10,000)."""
    return settings.DATA_UPLOAD_MAX_NUMBER_FIELDS or 10_000


def rows_post_fields(papers, records):
    """Fields the rows `papers` and `records` (as review_initial gives them) send in a post."""
    return len(papers) * PAPER_POST_FIELDS + sum(record_post_fields(row["kind"]) for row in records)


def _within_post(papers, records, budget):
    """As many rows as `budget` fields may send: the papers first, a third kept for the records if they need it."""
    costs = [record_post_fields(row["kind"]) for row in records[:EDITABLE_RECORDS]]
    kept_for_records = min(sum(costs), budget // 3)
    papers = papers[: max(0, min(EDITABLE_PAPERS, (budget - kept_for_records) // PAPER_POST_FIELDS))]
    left = budget - len(papers) * PAPER_POST_FIELDS
    fitting = 0
    for cost in costs:
        if cost > left:
            break
        left -= cost
        fitting += 1
    return papers, records[:fitting]


def _person_initial(plan):
    items = plan.get("items", ())
    position = next((n for n, i in enumerate(items) if i["kind"] == "person"), None)
    if position is None:
        return None, {"name": "", **_plan_words(None)}
    item = items[position]
    values = {name: value["value"] for name, value in item.get("values", {}).items()}
    links = []
    for other in items[position + 1 :]:
        if other["kind"] == "person":
            break  # the next person's links
        if other["kind"] == "link":
            link = {name: value["value"] for name, value in other.get("values", {}).items()}
            if passes(validate_web_address, link.get("url") or ""):  # the writer keeps only these
                links.append((link.get("label") or "", link["url"]))
    role = values.get("role") if values.get("role") in Role.values else ""
    initial = {name: values.get(name) or "" for name in ("email", "position", "affiliation", "bio", "now_at")}
    initial |= {name: values.get(name) or [] for name in ("advisors", "research_interests", "skills")}
    return item, {**initial, "name": item["label"], "role": role, "links": links, **_plan_words(item)}


def review_initial(plan, budget=None):
    """The forms' initial values from a plan: the person it found, each paper and record it would save.

    Its rows are as many as `budget` fields may send (by default, what one post holds beside the
    person's form); the papers and records past them are saved as read.
    """
    review, papers, records = planned_rows(plan)
    papers = [{**row, "venue_text": venue_without_year(row["venue_text"], row["year"])} for row in papers]
    if budget is None:
        budget = post_budget() - PERSON_POST_FIELDS
    return (review, *_within_post(papers, records, budget))


def planned_rows(plan):
    """(the person's form's initial values, every paper's row, every record's row) of a plan, none cut."""
    person_item, person_values = _person_initial(plan)
    person = plan.get("person")
    if person is None and person_item and person_item["action"] != "create":
        person = Person.objects.filter(slug=person_item.get("ref")).values_list("pk", flat=True).first()
    review = {"person": person, "base_url": plan.get("base_url"), **person_values}
    papers, records = [], []
    for item in plan.get("items", ()):
        if item.get("index") is None or item["action"] not in ("create", "merge"):
            continue
        values = {name: value["value"] for name, value in item.get("values", {}).items()}
        if item["kind"] == "publication":
            papers.append(_paper_initial(item, values))
        elif item["kind"] in RECORD_LISTS:
            fields = RECORD_FIELDS[item["kind"]]()
            shown = {name: values.get(name, [] if name == "terms" else "") for name in fields}
            records.append({"kind": item["kind"], "index": item["index"], "include": True, **shown})
    return review, papers, records


def venue_without_year(venue, year):
    """A venue as it is saved: without the paper's own year a citation printed after it ("Evolution 2019").

    Shown so on the review page, it is saved so too: a value not as the plan read it is an edit.
    """
    if not venue or not year:
        return venue
    return re.sub(rf"[\s,;.]*\(?{year}\)?\.?$", "", venue).strip() or venue


def _paper_initial(item, values):
    links = [(link.get("label") or "", link.get("url") or "") for link in values.get("links") or ()]
    return {
        "index": item["index"],
        "include": True,
        "title": item["label"],
        "authors": list(values.get("authors") or ()),
        "year": values.get("year"),
        "venue_text": values.get("venue_text") or "",
        "kind": values.get("kind") or "",
        "status": values.get("status") or "",
        "doi": values.get("doi") or "",
        "arxiv": values.get("arxiv") or "",
        # Only the links the site would keep: a plain path to a file the upload did not bring is left out.
        "links": [(label, url) for label, url in links if passes(validate_paper_link, url)],
        "note": values.get("note") or "",
    }


def passes(validate, value):
    """Whether `value` passes the check `validate` (a Django validator)."""
    try:
        validate(value)
    except forms.ValidationError:
        return False
    return True


def changed_values(form, initial, names):
    """{field: cleaned value} of the fields whose value is not what the plan showed."""
    changed = {}
    for name in names:
        if name not in form.cleaned_data:
            continue
        field = form.fields[name]
        try:
            planned = field.clean(field.prepare_value(initial.get(name)))
        except forms.ValidationError:  # the plan's own value would not pass the form: any value is a change
            planned = initial.get(name)
        if form.cleaned_data[name] != planned:
            changed[name] = form.cleaned_data[name]
    return changed


def edits_from(review, papers, records, plan):
    """The Edits the bound, valid forms ask for: the rows unticked, the values changed from `plan`'s."""
    review_planned, papers_planned, records_planned = planned_rows(plan)
    edits = Edits(person=changed_values(review, review_planned, PERSON_FIELDS), matched=matched_papers(plan))
    planned = {row["index"]: row for row in papers_planned}
    for form in papers:
        data = form.cleaned_data
        if not data.get("include"):
            edits.dropped_papers.add(data["index"])
        elif changed := changed_values(form, planned.get(data["index"], {}), PAPER_FIELDS):
            edits.papers[data["index"]] = changed
    planned = {(row["kind"], row["index"]): row for row in records_planned}
    for form in records:
        data = form.cleaned_data
        if not data.get("include"):
            edits.dropped_records.setdefault(data["kind"], set()).add(data["index"])
            continue
        names = list(RECORD_FIELDS[data["kind"]]())
        if changed_values(form, planned.get((data["kind"], data["index"]), {}), names):
            # The whole record as shown: a value planned from another (an award's title, its
            # organisation named once) is then saved as the admin saw it.
            edits.records.setdefault(data["kind"], {})[data["index"]] = {name: data[name] for name in names}
    return edits
