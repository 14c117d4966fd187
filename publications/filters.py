import django_filters

from people.models import Person

from .models import Kind, Publication, Status, Venue


class VenuePublicationFilter(django_filters.FilterSet):
    """The filters of a venue's page, where the venue is fixed."""

    # max_length: SQLite refuses LIKE patterns over 50,000 bytes, and no title is that long.
    q = django_filters.CharFilter(
        method="search", label="Search", help_text="Words in the title or an author's name.", max_length=200
    )
    year = django_filters.NumberFilter(min_value=1000, max_value=9999)
    kind = django_filters.ChoiceFilter(choices=Kind.choices, empty_label="Any kind")
    status = django_filters.ChoiceFilter(choices=Status.choices, empty_label="Any status")
    member = django_filters.ModelChoiceFilter(
        queryset=Person.objects.public().only("name", "slug").order_by("name"),  # the select needs no more
        to_field_name="slug",
        field_name="authorships__person",
        label="Lab member",
        empty_label="Any member",
        distinct=True,
    )

    class Meta:
        model = Publication
        fields = ["q", "year", "kind", "status", "member"]

    def search(self, queryset, name, value):
        return queryset.search(value) if value.strip() else queryset


class PublicationFilter(VenuePublicationFilter):
    venue = django_filters.ModelChoiceFilter(
        queryset=Venue.objects.all(), to_field_name="slug", empty_label="Any venue"
    )

    class Meta(VenuePublicationFilter.Meta):
        fields = ["q", "year", "kind", "status", "venue", "member"]
