from django.utils.functional import SimpleLazyObject

from .models import Page


def navigation(request):
    """`nav_pages`: the pages a lab admin put in the navigation; read only when a page prints the menu."""
    return {"nav_pages": SimpleLazyObject(lambda: list(Page.objects.in_navigation()))}
