"""The citation-list view of a publication list: `?view=list&group=year|kind`, beside the table."""

from itertools import groupby

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
    """Adds `citation_groups` to the context when the list is asked for as citations."""

    def get_citation_grouping(self):
        if self.request.GET.get("view") != "list":
            return None
        group = self.request.GET.get("group", "year")
        return group if group in GROUPINGS else "year"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        grouping = self.get_citation_grouping()
        context["citation_view"] = "list" if grouping else "table"
        context["citation_grouping"] = grouping
        context["groupings"] = GROUPINGS
        if grouping:
            # Every match, not a page: the table is built (for its count) but not rendered.
            publications = list(self.object_list)
            context["citation_publications"] = publications
            context["citation_groups"] = group_publications(publications, grouping)
        return context
