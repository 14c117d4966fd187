from django.utils.functional import SimpleLazyObject, lazy

from .models import Lab


def lab(request):
    """`lab`, `lab_name` and `lab_description` for every template; read only when a page uses them."""
    current = SimpleLazyObject(lambda: Lab.shown(request))
    return {
        "lab": current,
        "lab_name": lazy(lambda: current.name, str)(),
        "lab_description": lazy(lambda: current.description, str)(),
    }
