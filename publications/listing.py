"""The citation-list view of a publication list: `?view=list&group=year|kind`, beside the table."""

from itertools import groupby

from django.db.models import Case, F, Value, When

from .models import Kind

GROUPINGS = {"year": "Year", "kind": "Kind"}
KIND_ORDER = [choice.value for choice in Kind]


def group_publications(publications, group="year"):
    """[(heading, [publications])]: newest year first, or kinds in the order of Kind."""
    if group == "kind":
        ordered = sorted(
            publications,
            key=lambda p: (KIND_ORDER.index(p.kind) if p.kind in KIND_ORDER else 99, -(p.year or 0), p.title),
        )
        return [
            (Kind(kind).label if kind in KIND_ORDER else kind, list(items))
            for kind, items in groupby(ordered, key=lambda p: p.kind)
        ]
    ordered = sorted(publications, key=lambda p: (p.year is None, -(p.year or 0), p.title))
    return [
        (str(year) if year else "Year unknown", list(items)) for year, items in groupby(ordered, key=lambda p: p.year)
    ]


class CitationListMixin:
    """Adds `citation_groups` to the context when the list is asked for as citations.

    The list is paged like the table (?page=, ?per_page= up to the table's cap), so a
    page's HTML stays bounded at any lab size; the whole list is a download.
    """

    def get_citation_grouping(self):
        if self.request.GET.get("view") != "list":
            return None
        group = self.request.GET.get("group", "year")
        return group if group in GROUPINGS else "year"

    def get_table_data(self):
        data = super().get_table_data()
        grouping = self.get_citation_grouping()
        if grouping == "kind":
            order = Case(*(When(kind=kind, then=Value(i)) for i, kind in enumerate(KIND_ORDER)), default=Value(99))
            return data.order_by(order, F("year").desc(nulls_last=True), "title", "pk")
        if grouping == "year":
            return data.order_by(F("year").desc(nulls_last=True), "title", "pk")
        return data

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        grouping = self.get_citation_grouping()
        context["citation_view"] = "list" if grouping else "table"
        context["citation_grouping"] = grouping
        context["groupings"] = GROUPINGS
        if grouping:
            # This page of the table's rows, grouped (the rows are already in group order).
            publications = [row.record for row in context["table"].page.object_list]
            context["citation_publications"] = publications
            context["citation_groups"] = group_publications(publications, grouping)
        return context
