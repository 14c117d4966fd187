import django_tables2 as tables

from .models import Publication


class PublicationTable(tables.Table):
    citation = tables.TemplateColumn(
        template_name="publications/_citation_cell.html",
        verbose_name="Publication",
        order_by=("title",),
    )
    venue = tables.Column(
        accessor="venue__acronym", verbose_name="Venue", order_by=("venue__acronym", "venue_text"), default="—",
        linkify=lambda record: record.venue.get_absolute_url() if record.venue_id else None,
    )
    year = tables.Column(default="—", order_by=("year", "title"))
    kind = tables.Column(verbose_name="Kind")

    class Meta:
        model = Publication
        fields = ("citation", "venue", "year", "kind")
        order_by = ("-year",)
        attrs = {"class": "publications"}
        empty_text = "No publications match."
        template_name = "django_tables2/table.html"

    def render_venue(self, value, record):
        return value or record.venue_text or "—"
