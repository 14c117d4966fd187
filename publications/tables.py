import django_tables2 as tables
from django.core.paginator import Paginator

from labsite.metadata import absolute_url

from .formats.common import authors_of, venue_acronym, venue_name
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

    def paginate(self, paginator_class=Paginator, per_page=None, page=1, *args, **kwargs):
        # ?per_page= comes from the address: keep it between 1 and MAX_PER_PAGE, so it neither
        # breaks the paginator (0, -1) nor asks for every publication on one page.
        per_page = min(max(per_page or self._meta.per_page, 1), MAX_PER_PAGE)
        return super().paginate(paginator_class, per_page, page, *args, **kwargs)

    def render_venue(self, value, record):
        return value or record.venue_text or "—"


class PublicationExportTable(tables.Table):
    """The CSV columns: one row per publication, authors in order."""

    key = tables.Column(verbose_name="key")
    title = tables.Column(verbose_name="title")
    authors = tables.Column(verbose_name="authors", empty_values=(), accessor="pk")
    equal_contribution = tables.Column(verbose_name="equal contribution", empty_values=(), accessor="pk")
    venue = tables.Column(verbose_name="venue", empty_values=(), accessor="pk")
    venue_acronym = tables.Column(verbose_name="venue acronym", empty_values=(), accessor="pk")
    year = tables.Column(verbose_name="year", default="")
    kind = tables.Column(verbose_name="kind")
    status = tables.Column(verbose_name="status")
    doi = tables.Column(verbose_name="doi", default="")
    arxiv = tables.Column(verbose_name="arxiv", default="")
    url = tables.Column(verbose_name="url", empty_values=(), accessor="pk")
    note = tables.Column(verbose_name="note", default="")

    def __init__(self, data, request=None, **kwargs):
        self.export_request = request
        super().__init__(data, **kwargs)

    def value_authors(self, record):
        return "; ".join(a.name for a in authors_of(record))

    def value_equal_contribution(self, record):
        return "; ".join(a.name for a in authors_of(record) if a.equal_contribution)

    def value_venue(self, record):
        return venue_name(record)

    def value_venue_acronym(self, record):
        return venue_acronym(record)

    def value_kind(self, record):
        return record.kind

    def value_status(self, record):
        return record.status

    def value_url(self, record):
        return absolute_url(record.get_absolute_url(), self.export_request)
