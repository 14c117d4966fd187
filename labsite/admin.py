from django.contrib import admin, messages
from django.contrib.contenttypes.models import ContentType
from django.contrib.contenttypes.views import shortcut
from django.core.exceptions import ObjectDoesNotExist, ValidationError
from django.http import Http404
from django.urls import NoReverseMatch, path, reverse
from django.utils.html import format_html

# The admin index in a lab's words, in the order a PI looks for things:
# (heading, label for CSS and ids, [(app label, model, name shown, or None for the model's own)]).
# Models of any other app follow in their own sections, before "Access".
SECTIONS = (
    ("The lab", "lab", (("people", "Lab", "Lab settings"), ("people", "Person", None))),
    (
        "Publications",
        "publications",
        (
            ("publications", "Publication", None),
            ("publications", "Venue", None),
            ("sync", "FoundWork", "Works found for members"),
            ("sync", "SyncProfile", "Members' publication sources"),
        ),
    ),
    (
        "News, research and pages",
        "content",
        (("content", "News", None), ("content", "Project", "Research projects"), ("content", "Page", None)),
    ),
    (
        "Imports",
        "imports",
        (
            ("importer", "SourceDocument", "Imported documents"),
            ("django_tasks_database", "DBTaskResult", "Import jobs"),
        ),
    ),
)
# Logins and the lockout records of failed logins: rarely opened, so last.
ACCESS = ("Access", "access", (("auth", "User", "Logins (users)"), ("auth", "Group", "Groups")))
ACCESS_APPS = {"auth", "axes"}


class LabAdminSite(admin.AdminSite):
    """The admin, headed with the lab's name as lab admins set it, its index grouped as a lab thinks."""

    index_title = "Edit the lab's site"

    def each_context(self, request):
        from people.models import Lab

        context = super().each_context(request)
        name = Lab.current(request).name
        context.update(site_header=f"{name} — site administration", site_title=name)
        return context

    def get_app_list(self, request, app_label=None):
        app_list = super().get_app_list(request, app_label)
        if app_label is not None:  # an app's own page lists that app's models, as Django has it
            return app_list
        return lab_sections(app_list, request)

    def get_urls(self):
        from content.setup_admin import setup_lab_view

        urls = super().get_urls()
        for pattern in urls:
            if getattr(pattern, "name", None) == "view_on_site":
                pattern.callback = self.admin_view(view_public_on_site)
        return [path("setup/", self.admin_view(setup_lab_view), name="setup_lab"), *urls]

    def index(self, request, extra_context=None):
        """The index, which offers lab admins the setup page: first of all while the site shows the demo."""
        from people.demo_accounts import renamed_lab_reason
        from people.models import is_lab_admin

        context = dict(extra_context or {})
        if is_lab_admin(request.user):
            context["setup_lab_url"] = reverse("admin:setup_lab")
            context["site_is_demo"] = not renamed_lab_reason()
        return super().index(request, context)

    def register(self, model_or_iterable, admin_class=None, **options):
        """Every model admin says where a saved public record is on the site (ViewOnSiteAfterSave)."""
        admin_class = admin_class or admin.ModelAdmin
        if not issubclass(admin_class, ViewOnSiteAfterSave):
            admin_class = type(
                admin_class.__name__,
                (ViewOnSiteAfterSave, admin_class),
                {"__module__": admin_class.__module__, "__doc__": admin_class.__doc__},
            )
        super().register(model_or_iterable, admin_class, **options)


def lab_sections(app_list, request):
    """Django's app list (apps, each with the models this user may see) regrouped into SECTIONS."""
    models = {(app["app_label"], model["object_name"]): model for app in app_list for model in app["models"]}
    sections = []
    for heading, label, entries in SECTIONS:
        section = _section(heading, label, entries, models)
        section["models"] += _people_rows(request, label)
        sections.append(section)
    lockouts = [
        ("axes", model["object_name"], None)
        for app in app_list
        if app["app_label"] == "axes"
        for model in app["models"]
    ]
    access = _section(ACCESS[0], ACCESS[1], (*ACCESS[2], *lockouts), models)
    others = []
    for app in app_list:
        rest = [model for model in app["models"] if (app["app_label"], model["object_name"]) in models]
        if rest and app["app_label"] not in ACCESS_APPS:
            others.append({**app, "models": rest})
            for model in rest:
                models.pop((app["app_label"], model["object_name"]))
    return [section for section in [*sections, *others, access] if section["models"]]


def _section(heading, label, entries, models):
    """A section of the index: the listed models this user may see, under the names a lab uses."""
    shown = []
    for app_label, object_name, name in entries:
        model = models.pop((app_label, object_name), None)
        if model is not None:
            shown.append({**model, "name": name or model["name"]})
    return {"name": heading, "app_label": label, "app_url": "", "has_module_perms": True, "models": shown}


def _people_rows(request, label):
    """Rows of the People list a lab admin looks for under the lab's words: "Members' logins" in
    the lab's section, the people an import left for review in the imports' section."""
    from people.models import Person, is_lab_admin

    if not is_lab_admin(request.user):
        return []
    try:
        people = reverse("admin:people_person_changelist")
    except NoReverseMatch:
        return []
    if label == "lab":
        return [_link_row("Members' logins", "MembersLogins", f"{people}?user__isnull=0")]
    waiting = Person.objects.filter(needs_review=True).count() if label == "imports" else 0
    if waiting:
        name = f"People waiting for review after an import ({waiting})"
        return [_link_row(name, "PeopleToReview", f"{people}?needs_review__exact=1")]
    return []


def _link_row(name, object_name, url):
    """An index row that links to a filtered list (no "Add")."""
    return {"name": name, "object_name": object_name, "admin_url": url, "add_url": None, "view_only": True}


class ViewOnSiteAfterSave:
    """After a public record is saved, a message links to it on the site (through "view on site")."""

    def response_add(self, request, obj, post_url_continue=None):
        response = super().response_add(request, obj, post_url_continue)
        self._say_where_on_site(request, obj)
        return response

    def response_change(self, request, obj):
        response = super().response_change(request, obj)
        self._say_where_on_site(request, obj)
        return response

    def _say_where_on_site(self, request, obj):
        if admin.options.IS_POPUP_VAR in request.POST or not getattr(obj, "is_public", True):
            return
        published = getattr(type(obj)._default_manager, "published", None)
        if published is not None and not published().filter(pk=obj.pk).exists():
            return  # news dated later: nothing to see on the site yet
        url = self.get_view_on_site_url(obj)
        if url:
            self.message_user(request, format_html('See it on the site: <a href="{}">{}</a>', url, obj), messages.INFO)


def view_public_on_site(request, content_type_id, object_id):
    """Django's "view on site" redirect, which must not reveal where a hidden record would live."""
    from people.models import is_lab_admin

    if not is_lab_admin(request.user):
        try:
            model = ContentType.objects.get_for_id(content_type_id).model_class()
            obj = model._default_manager.get(pk=object_id)
        except (ObjectDoesNotExist, AttributeError, ValueError, ValidationError):
            raise Http404("No such object.")
        if not getattr(obj, "is_public", True):
            raise Http404("No such object.")
    return shortcut(request, content_type_id, object_id)
