from itertools import groupby

from django.views.generic import DetailView, TemplateView

from publications.models import Publication

from .models import ROLE_ORDER, Person, Role


class HomeView(TemplateView):
    template_name = "home.html"

    def get_context_data(self, **kwargs):
        people = Person.objects.public().current().in_display_order()
        newest = Publication.objects.public().for_lists().newest_first()[:8]
        return super().get_context_data(current_members=people, newest_publications=newest, **kwargs)


def group_by_role(people):
    """[(role label, [people])] in the lab's order of roles."""
    by_role = sorted(people, key=lambda p: (ROLE_ORDER.index(p.role), p.display_order, p.name))
    return [(Role(role).label, list(members)) for role, members in groupby(by_role, key=lambda p: p.role)]


class PeopleView(TemplateView):
    template_name = "people/person_list.html"

    def get_context_data(self, **kwargs):
        people = list(Person.objects.public().in_display_order())
        current = [p for p in people if not p.is_alumni]
        # The most recently gone first; alumni without a date last.
        alumni = sorted(
            (p for p in people if p.is_alumni),
            key=lambda p: (p.left is None, -p.left.toordinal() if p.left else 0, p.name),
        )
        return super().get_context_data(groups=group_by_role(current), alumni=alumni, **kwargs)


class PersonDetailView(DetailView):
    template_name = "people/person_detail.html"
    context_object_name = "person"

    def get_queryset(self):
        return Person.objects.public().prefetch_related(
            "education", "experience", "awards", "teaching", "service", "links"
        )

    def get_context_data(self, **kwargs):
        publications = Publication.objects.public().by_member(self.object).for_lists().newest_first()
        return super().get_context_data(publications=publications, **kwargs)


__all__ = ["HomeView", "PeopleView", "PersonDetailView"]
