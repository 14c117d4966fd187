import html

import django_filters
from django import forms
from django.forms.models import ModelChoiceIterator
from django.forms.utils import flatatt
from django.utils.safestring import mark_safe

from labsite.pagecache import query_key, remembered
from people.models import Person

from .models import Kind, Publication, Status, Venue


class QuickSelect(forms.Select):
    """A <select> written in Python: Django renders each option through a template, which cost
    more than the rest of a publication list (a lab has a hundred members and dozens of venues).
    A model field's options (the members, the venues) are read once per change of the site."""

    def render(self, name, value, attrs=None, renderer=None):
        options = self._options()
        if options is None:  # option groups: none here, but keep Django's way for them
            return super().render(name, value, attrs, renderer)
        chosen = set(self.format_value(value))
        html = "".join(
            f'<option value="{escaped}"{" selected" if text in chosen else ""}>{label}</option>'
            for text, escaped, label in options
        )
        attributes = flatatt(self.build_attrs(self.attrs, {**(attrs or {}), "name": name}))
        return mark_safe(f"<select{attributes}>{html}</select>")

    def _options(self):
        """[(value, value escaped, label escaped)]; None when the choices are grouped."""
        choices = self.choices
        if isinstance(choices, ModelChoiceIterator):
            parts = (
                "select-options",
                query_key(choices.queryset),
                choices.field.to_field_name,
                choices.field.empty_label,
            )
            return remembered(parts, lambda: _as_text(choices))
        return _as_text(choices)


def _as_text(choices):
    # The standard library's escape, as django.utils.html.escape does it without its lazy-text wrapper:
    # a list of a hundred members escapes two hundred plain strings.
    options = []
    for value, label in choices:
        if isinstance(label, (list, tuple)):
            return None
        text = "" if value is None else str(value)
        options.append((text, html.escape(text), html.escape(str(label))))
    return options


class VenuePublicationFilter(django_filters.FilterSet):
    """The filters of a venue's page, where the venue is fixed."""

    # max_length: SQLite refuses LIKE patterns over 50,000 bytes, and no title is that long.
    q = django_filters.CharFilter(
        method="search", label="Search", help_text="Words in the title or an author's name.", max_length=200
    )
    year = django_filters.NumberFilter(min_value=1000, max_value=9999)
    kind = django_filters.ChoiceFilter(choices=Kind.choices, empty_label="Any kind", widget=QuickSelect)
    status = django_filters.ChoiceFilter(choices=Status.choices, empty_label="Any status", widget=QuickSelect)
    member = django_filters.ModelChoiceFilter(
        queryset=Person.objects.public().only("name", "slug").order_by("name"),  # the select needs no more
        to_field_name="slug",
        method="by_member",
        label="Lab member",
        empty_label="Any member",
        widget=QuickSelect,
    )

    class Meta:
        model = Publication
        fields = ["q", "year", "kind", "status", "member"]

    def by_member(self, queryset, name, value):
        return queryset.by_member(value) if value else queryset

    def search(self, queryset, name, value):
        return queryset.search(value) if value.strip() else queryset


class PublicationFilter(VenuePublicationFilter):
    venue = django_filters.ModelChoiceFilter(
        queryset=Venue.objects.all(), to_field_name="slug", empty_label="Any venue", widget=QuickSelect
    )

    class Meta(VenuePublicationFilter.Meta):
        fields = ["q", "year", "kind", "status", "venue", "member"]
