import django_tables2 as tables

from labsite.pagecache import CountingPaginator

from .models import Publication

MAX_PER_PAGE = 100


class PublicationTable(tables.Table):
    # Every ordering ends in "pk", so that pages neither repeat nor skip rows that tie.
    citation = tables.TemplateColumn(
        template_name="publications/_citation_cell.html",
        verbose_name="Title",
        order_by=("title", "pk"),
    )
    venue = tables.Column(
        accessor="venue__acronym",
        verbose_name="Venue",
        order_by=("venue__acronym", "venue_text", "title", "pk"),
        default="—",
        linkify=lambda record: record.venue.get_absolute_url() if record.venue_id else None,
    )
    year = tables.Column(default="—", order_by=("year", "title", "pk"))
    kind = tables.Column(verbose_name="Kind", order_by=("kind", "title", "pk"))

    class Meta:
        model = Publication
        fields = ("citation", "venue", "year", "kind")
        order_by = ("-year",)
        attrs = {"class": "publications"}
        empty_text = "No publications match."
        template_name = "django_tables2/table.html"

    def paginate(self, paginator_class=CountingPaginator, per_page=None, page=1, *args, **kwargs):
        # ?per_page= comes from the address: keep it between 1 and MAX_PER_PAGE, so it neither
        # breaks the paginator (0, -1) nor asks for every publication on one page.
        per_page = min(max(per_page or self._meta.per_page, 1), MAX_PER_PAGE)
        return super().paginate(paginator_class, per_page, page, *args, **kwargs)

    def render_venue(self, value, record):
        return value or record.venue_text or "—"
