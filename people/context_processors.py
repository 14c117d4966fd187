from django.utils.functional import SimpleLazyObject, lazy

from .models import Lab

# Made once: lazy() builds a class each time it is called.
_name = lazy(lambda lab: lab.name, str)
_description = lazy(lambda lab: lab.description, str)


def lab(request):
    """`lab`, `lab_name` and `lab_description` for every template; read only when a page uses them."""
    current = SimpleLazyObject(lambda: Lab.shown(request))
    return {"lab": current, "lab_name": _name(current), "lab_description": _description(current)}
