from django.contrib import messages
from django.http import Http404, StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.views import View
from django.views.generic import DetailView, ListView
from django_filters.views import FilterView
from django_tables2 import SingleTableMixin

from labsite.pagecache import CountingPaginator
from people.models import Person

from .entries import read_for_entries
from .filters import PublicationFilter, VenuePublicationFilter
from .formats import FORMATS, stream
from .listing import CitationListMixin
from .models import FormerKey, Publication, Venue
from .tables import PublicationTable


def export_response(publications, fmt, filename, request=None):
    """A download of the queryset `publications` in `fmt`, named `filename` plus the format's extension.

    Streamed from the format's writer (publications/formats) a chunk of rows at a time: memory
    does not grow with the list. The page cache keeps the whole download as it goes out.
    """
    if fmt not in FORMATS:
        raise Http404(f"No export format {fmt!r}.")
    content_type, extension = FORMATS[fmt]
    response = StreamingHttpResponse(stream(publications, fmt, request), content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}.{extension}"'
    return response


class ExportableListMixin:
    """`?format=bib|json|ris|csv` (or a `.bib` address) on a filtered list: all matches, as a download."""

    export_filename = "publications"

    def get_export_filename(self):
        return self.export_filename

    def get(self, request, *args, **kwargs):
        fmt = kwargs.get("format") or request.GET.get("format")
        if not fmt:
            return super().get(request, *args, **kwargs)
        filterset = self.get_filterset(self.get_filterset_class())
        if not filterset.is_bound or filterset.is_valid() or not self.get_strict():
            publications = filterset.qs
        else:
            publications = filterset.queryset.none()
        return export_response(publications, fmt, self.get_export_filename(), request)


class PublicationExportView(View):
    """/publications/<key>.bib, .json, .ris (and .csv)."""

    def get(self, request, key, format):
        publications = Publication.objects.public().filter(key=key)
        if not publications.exists():
            former = get_object_or_404(FormerKey, key=key, publication__is_public=True)
            return redirect("publications:publication-export", former.publication.key, format, permanent=True)
        return export_response(publications, format, key, request)


class MemberPublicationsExportView(View):
    """/people/<slug>/publications.bib: a member's public publications, newest first."""

    def get(self, request, slug, format):
        person = get_object_or_404(Person.objects.public(), slug=slug)
        publications = Publication.objects.public().by_member(person).newest_first()
        return export_response(publications, format, f"{person.slug}-publications", request)


class FilteredPublicationsMixin(ExportableListMixin, CitationListMixin, SingleTableMixin):
    table_class = PublicationTable
    table_pagination = {"per_page": 25}
    paginator_class = CountingPaginator

    def get_queryset(self):
        # The authors and links of the page's rows are read when an entry is not kept (entries.py).
        return Publication.objects.public().for_lists().prefetch_related(None)

    def get_table_kwargs(self):
        # No `request`: a table given one configures (sorts, counts, pages) itself from it, and
        # get_table configures it again: every list page was counted and sliced twice.
        return {"order_by": ()} if self.get_citation_grouping() else {}  # the groups' order, from get_table_data

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        filterset = context["filter"]
        if filterset.is_bound and not filterset.is_valid():
            messages.warning(
                self.request,
                "Some filters were not understood and were ignored: "
                + "; ".join(
                    f"{filterset.form.fields[name].label if name in filterset.form.fields else name} — {' '.join(errors)}"
                    for name, errors in filterset.errors.items()
                ),
            )
        context["match_count"] = context["table"].paginator.count
        read_for_entries((row.record for row in context["table"].page.object_list), self.request)
        return context


class PublicationListView(FilteredPublicationsMixin, FilterView):
    filterset_class = PublicationFilter
    template_name = "publications/publication_list.html"
    # Ignore the bad filter (with a message) rather than showing nothing.
    strict = False


class PublicationDetailView(DetailView):
    template_name = "publications/publication_detail.html"
    slug_field = "key"
    slug_url_kwarg = "key"
    context_object_name = "publication"

    def get_queryset(self):
        # Its authors and links are read when its page is rendered, not when the page is kept rendered.
        return Publication.objects.public().select_related("venue")

    def get(self, request, *args, **kwargs):
        try:
            return super().get(request, *args, **kwargs)
        except Http404:
            # A key the paper had before (an `anon…` key, or one changed in the admin) still leads to it.
            former = FormerKey.objects.filter(key=kwargs["key"], publication__is_public=True).first()
            if former is None:
                raise
            return redirect(former.publication, permanent=True)


class VenueListView(ListView):
    template_name = "publications/venue_list.html"
    context_object_name = "venues"

    def get_queryset(self):
        return Venue.objects.listed().order_by("acronym", "name")


class VenueDetailView(FilteredPublicationsMixin, FilterView):
    filterset_class = VenuePublicationFilter
    template_name = "publications/venue_detail.html"
    strict = False

    def dispatch(self, request, *args, **kwargs):
        self.venue = get_object_or_404(Venue, slug=kwargs["slug"])
        return super().dispatch(request, *args, **kwargs)

    def get_queryset(self):
        return super().get_queryset().filter(venue=self.venue)

    def get_context_data(self, **kwargs):
        return super().get_context_data(venue=self.venue, **kwargs)

    def get_export_filename(self):
        return f"venue-{self.venue.slug}-publications"
