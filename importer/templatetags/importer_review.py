"""The review page's look-ups: where a value was read ({{ item|line_of:field.name }}), a field's name in words."""

from django import template

register = template.Library()


@register.filter
def line_of(item, name):
    """The document's line a plan item's value `name` was read on, or None."""
    return ((item or {}).get("values", {}).get(name) or {}).get("line")


# Fields whose values are short: side by side where the page is wide enough (a year, a kind, a DOI).
SHORT_VALUES = {"year", "start_year", "end_year", "doi", "arxiv", "email"}


@register.filter
def is_short(field):
    return field.widget_type == "select" or field.name in SHORT_VALUES


@register.filter
def lines_said(source):
    """An excerpt's lines as a sentence begins them: "Line 28" for one line, "Lines 28–31" for several."""
    first, last = source["lines"]
    return f"Line {first}" if first == last else f"Lines {first}–{last}"


@register.filter
def as_said(value, name):
    """A planned value as the page says it: a list's items joined with commas, a choice by its label."""
    from people.models import DegreeLevel, Role

    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    choices = {"role": Role, "degree": DegreeLevel}.get(name)
    if choices is not None and value in choices.values:
        return choices(value).label
    return value


@register.filter
def item_label(item):
    """A plan item's label as the page says it: an education's degree by its label ("Ph.D."), not its code."""
    label = item.get("label") or ""
    degree = ((item.get("values") or {}).get("degree") or {}).get("value")
    said = as_said(degree, "degree")
    if degree and said != degree and label.endswith(f" — {degree}"):
        return f"{label.removesuffix(degree)}{said}"
    return label


# A plan's field names as the review page says them.
FIELD_WORDS = {
    "venue_text": "venue as printed",
    "doi": "DOI",
    "arxiv": "arXiv id",
    "kind": "kind of publication",
    "authorships": "authors",
    "now_at": "now at",
    "research_interests": "research interests",
    "alt_names": "other names",
}


@register.filter
def field_words(name):
    """A plan's field name in words ("venue_text" -> "venue as printed")."""
    return FIELD_WORDS.get(name, str(name).replace("_", " "))


@register.filter
def format_said(name):
    """A reader's name as words: "markdown-homepage" is said "markdown homepage"."""
    return str(name or "").replace("-", " ").replace("_", " ")
