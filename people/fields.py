"""A list of short strings, stored as JSON and edited one per line."""

from django import forms
from django.db import models


class LinesFormField(forms.CharField):
    widget = forms.Textarea(attrs={"rows": 3, "cols": 60})

    def prepare_value(self, value):
        if isinstance(value, (list, tuple)):
            return "\n".join(str(item) for item in value)
        return value

    def to_python(self, value):
        if isinstance(value, (list, tuple)):
            return [str(item).strip() for item in value if str(item).strip()]
        text = super().to_python(value) or ""
        return [line.strip() for line in text.splitlines() if line.strip()]

    def has_changed(self, initial, data):
        return list(initial or []) != self.to_python(data)


class ListField(models.JSONField):
    """A JSON list of strings; in forms, a textarea with one item per line."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("default", list)
        kwargs.setdefault("blank", True)
        super().__init__(*args, **kwargs)

    def formfield(self, **kwargs):
        return models.Field.formfield(self, form_class=LinesFormField, required=not self.blank, **kwargs)
