"""Turn an admin add/change page (its response context) into the POST data a browser would send."""

import datetime


def _encode(bound_field):
    field = bound_field.field
    value = field.prepare_value(bound_field.value())
    if value is None:
        return None
    if isinstance(value, bool):
        return "on" if value else None
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if hasattr(value, "pk"):
        return str(value.pk)
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    if hasattr(value, "url") or hasattr(value, "read"):  # files are sent only when uploaded
        return None
    return str(value)


def _add_form(data, form):
    for name in form.fields:
        bound = form[name]
        if getattr(bound.field.widget, "input_type", None) == "file":
            continue
        value = _encode(bound)
        if value is not None:
            data[bound.html_name] = value


def admin_form_data(response):
    """POST data for the form on an admin add/change page, as it is shown (inlines included)."""
    data = {}
    _add_form(data, response.context["adminform"].form)
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        _add_form(data, formset.management_form)
        for form in formset.forms:
            _add_form(data, form)
    return data
