from django.utils.functional import SimpleLazyObject

from labsite.pagecache import remembered

from .models import Page


def navigation(request):
    """`nav_pages`: the pages a lab admin put in the navigation; read only when a page prints the menu."""
    # Read once per change of the site, not on every page: every page prints the menu.
    return {
        "nav_pages": SimpleLazyObject(lambda: remembered(("nav-pages",), lambda: list(Page.objects.in_navigation())))
    }
