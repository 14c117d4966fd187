import django_filters
from django import forms
from django.forms.utils import flatatt
from django.utils.html import escape
from django.utils.safestring import mark_safe

from people.models import Person

from .models import Kind, Publication, Status, Venue


class QuickSelect(forms.Select):
    """A <select> written in Python: Django renders each option through a template, which cost
    more than the rest of a publication list (a lab has a hundred members and dozens of venues)."""

    def render(self, name, value, attrs=None, renderer=None):
        chosen = set(self.format_value(value))
        options = []
        for option_value, label in self.choices:
            if isinstance(label, (list, tuple)):  # option groups: none here, but keep Django's way for them
                return super().render(name, value, attrs, renderer)
            text = "" if option_value is None else str(option_value)
            picked = " selected" if text in chosen else ""
            options.append(f'<option value="{escape(text)}"{picked}>{escape(label)}</option>')
        attributes = flatatt(self.build_attrs(self.attrs, {**(attrs or {}), "name": name}))
        return mark_safe(f"<select{attributes}>{''.join(options)}</select>")


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
