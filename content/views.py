"""The home page, news, research, markdown pages and site search."""

from django.core.paginator import Paginator
from django.db.models import Prefetch
from django.http import HttpResponse
from django.utils.cache import patch_cache_control
from django.views.generic import DetailView, ListView, TemplateView

from people.models import Lab, Person
from people.views import by_role
from publications.entries import read_for_entries
from publications.models import Publication

from .colours import accent_css
from .models import News, Page, Project
from .search import KINDS, MAX_QUERY, PER_PAGE, search, words_of

HOME_NEWS = 4
HOME_PUBLICATIONS = 5
HOME_PROJECTS = 6


class HomeView(TemplateView):
    """Hero, research themes, news, selected and newest publications, people (PI first), join us and contact."""

    template_name = "home.html"

    def get_context_data(self, **kwargs):
        lab = Lab.current(self.request)
        context = {"current_members": [], "home_pages": []}
        # The people are read for the JSON-LD too, so always; the rest only for the sections shown.
        context["current_members"] = by_role(
            Person.objects.public()
            .current()
            .only("name", "slug", "role", "position", "photo_small", "display_order", "left", "research_interests")
        )
        if lab.show_research:
            context["projects"] = Project.objects.public().in_order()[:HOME_PROJECTS]
        if lab.show_news:
            context["news"] = News.objects.published().only("title", "slug", "date")[:HOME_NEWS]
        if lab.show_publications:
            public = Publication.objects.public()
            rows = public.for_lists().prefetch_related(None).newest_first()
            selected = list(rows.filter(selected=True)[:HOME_PUBLICATIONS])
            # The newest besides the selected ones, so that no paper is listed twice.
            newest = list(rows.filter(selected=False)[:HOME_PUBLICATIONS])
            read_for_entries(selected + newest, self.request)  # unless every entry is kept
            context["selected_publications"], context["newest_publications"] = selected, newest
            context["home_publications"] = selected + newest  # one question for the legend of both lists
            context["chart_publications"] = public
        if lab.show_join:
            context["home_pages"] = Page.objects.on_home()
        return super().get_context_data(**context, **kwargs)


class NewsListView(ListView):
    template_name = "content/news_list.html"
    context_object_name = "news"
    paginate_by = 10

    def get_queryset(self):
        return (
            News.objects.published()
            .select_related("person")
            .only("title", "slug", "date", "body", "person__name", "person__slug", "person__is_public")
        )


class NewsDetailView(DetailView):
    template_name = "content/news_detail.html"
    context_object_name = "item"

    def get_queryset(self):
        return News.objects.published().select_related("person")


class ResearchView(ListView):
    template_name = "content/research.html"
    context_object_name = "projects"

    def get_queryset(self):
        members = Person.objects.public().only("name", "slug", "photo_small", "role").order_by("display_order", "name")
        return Project.objects.public().in_order().prefetch_related(Prefetch("members", queryset=members))


class ProjectDetailView(DetailView):
    template_name = "content/project_detail.html"
    context_object_name = "project"
    PUBLICATIONS = 50

    def get_queryset(self):
        members = Person.objects.public().prefetch_related("links").order_by("display_order", "name")
        return Project.objects.public().prefetch_related(Prefetch("members", queryset=members))

    def get_context_data(self, **kwargs):
        rows = Publication.objects.public().filter(projects=self.object).for_lists().prefetch_related(None)
        publications = list(rows.newest_first()[: self.PUBLICATIONS])
        read_for_entries(publications, self.request)  # unless every entry is kept
        return super().get_context_data(project_publications=publications, **kwargs)


class PageView(DetailView):
    template_name = "content/page.html"
    context_object_name = "page"

    def get_queryset(self):
        return Page.objects.public()


class SearchView(TemplateView):
    """One ranked list of what matches the words typed (content/search.py), a page at a time,
    narrowed to one kind of result on request."""

    template_name = "content/search.html"

    def get_context_data(self, **kwargs):
        text = self.request.GET.get("q", "").strip()
        kind = self.request.GET.get("kind", "")
        kind = kind if kind in KINDS else ""
        found = search(text)
        page = Paginator(found.of_kind(kind), PER_PAGE).get_page(self.request.GET.get("page"))
        return super().get_context_data(
            q=text,
            searched=bool(words_of(text)),
            found=found,
            kind=kind,
            page_obj=page,
            too_long=len(text) > MAX_QUERY,
            **kwargs,
        )


def lab_css(request):
    """The lab's accent colour as CSS (a file, so no inline style is needed); cached for a day."""
    colour = Lab.current(request).accent_color or "#1f5fa8"
    response = HttpResponse(accent_css(colour), content_type="text/css; charset=utf-8")
    patch_cache_control(response, public=True, max_age=86400)
    return response
