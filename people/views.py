from itertools import groupby

from django.db.models import Prefetch
from django.views.generic import DetailView, TemplateView

from labsite.pagecache import CountingPaginator
from publications.entries import read_for_member_page
from publications.models import Authorship, Publication

from .models import ROLE_ORDER, Person, Role

MEMBER_PAGE_SIZE = 50  # publications per page of a member's page; the whole list is a download


def group_by_role(people):
    """[(role, role label, [people])] in the lab's order of roles (the PI first)."""
    by_role = sorted(people, key=lambda p: (ROLE_ORDER.index(p.role), p.display_order, p.name))
    return [(role, Role(role).label, list(members)) for role, members in groupby(by_role, key=lambda p: p.role)]


def by_role(people):
    """People in the order of /people/: by role, then as the lab orders them."""
    return [person for _role, _label, members in group_by_role(people) for person in members]


class PeopleView(TemplateView):
    template_name = "people/person_list.html"

    def get_context_data(self, **kwargs):
        theses = Authorship.objects.filter(publication__kind="thesis", publication__is_public=True).select_related(
            "publication"
        )
        people = list(
            Person.objects.public()
            .in_display_order()
            .prefetch_related("links", Prefetch("authorships", queryset=theses, to_attr="theses"))
        )
        current = [p for p in people if not p.is_alumni]
        # The most recently gone first; alumni without a date last.
        alumni = sorted(
            (p for p in people if p.is_alumni),
            key=lambda p: (p.left is None, -p.left.toordinal() if p.left else 0, p.name),
        )
        return super().get_context_data(groups=group_by_role(current), alumni=alumni, **kwargs)


def group_by_year(publications):
    """[(heading, [publications])]: the selected ones first (when any), then by year, newest first."""
    groups = []
    for selected, items in groupby(publications, key=lambda p: p.selected):
        if selected:
            groups.append(("Selected", list(items)))
        else:
            for year, in_year in groupby(items, key=lambda p: p.year):
                groups.append((str(year) if year else "Year unknown", list(in_year)))
    return groups


class PersonDetailView(DetailView):
    template_name = "people/person_detail.html"
    context_object_name = "person"

    def get_queryset(self):
        return Person.objects.public().prefetch_related(
            "education", "experience", "awards", "teaching", "service", "links"
        )

    def get_context_data(self, **kwargs):
        theirs = Publication.objects.public().by_member(self.object)
        # Selected papers open the list, then the rest by year; a page at a time.
        ordered = (
            theirs.for_lists()
            .prefetch_related(None)
            .order_by("-selected", Publication._meta.ordering[0], "title", "pk")
        )
        page = CountingPaginator(ordered, MEMBER_PAGE_SIZE).get_page(self.request.GET.get("page"))
        read_for_member_page(page, self.request, self.object)  # unless the page's entries are kept
        return super().get_context_data(
            publications=page.object_list,
            publication_page=page,
            publication_groups=group_by_year(page.object_list),
            # The chart counts the rows the pages show: the same queryset, so one SQL text names both
            # the count kept for the pages and the chart (labsite.pagecache.query_key).
            their_publications=ordered,
            **kwargs,
        )


__all__ = ["PeopleView", "PersonDetailView", "by_role", "group_by_role"]
