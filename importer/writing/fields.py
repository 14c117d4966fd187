"""The fields an import writes, and how a value is made to fit one."""

import json
import re

from importer.parsers.records import DocumentError
from people.models import Role
from publications.models import Kind, Status

PERSON_TEXT_FIELDS = ("email", "position", "role", "affiliation", "bio", "joined", "left", "now_at")
PERSON_LIST_FIELDS = ("alt_names", "advisors", "research_interests", "skills")
PUBLICATION_FIELDS = ("year", "kind", "status", "venue", "venue_text", "doi", "arxiv", "abstract", "note")
ROLES = {choice.value for choice in Role}
KINDS = {choice.value for choice in Kind}
STATUSES = {choice.value for choice in Status}


def normalise_text(value):
    return re.sub(r"[\W_]+", " ", (value or "").casefold()).strip()


def clip(value, model, field_name):
    if isinstance(value, str):
        max_length = model._meta.get_field(field_name).max_length
        return value[:max_length] if max_length else value
    return value


def text_value(value, model, field_name):
    """A value of a labsite export as the text the field holds: '' for none, clipped to its length."""
    if isinstance(value, (list, dict)):
        raise DocumentError(f"{field_name}: expected text, got {type(value).__name__} {json.dumps(value)[:60]}")
    return clip("" if value is None or value is False else str(value), model, field_name)


def usable_key(key, taken):
    return bool(re.fullmatch(r"[-a-zA-Z0-9_]{1,120}", key)) and key not in taken


def quoted(value, limit=120):
    """A value as a sentence to a lab admin gives it: in quotation marks, a list's items joined, a long one cut."""
    if isinstance(value, (list, tuple)):
        value = ", ".join(str(item) for item in value)
    text = " ".join(str(value if value is not None else "").split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return f"“{text}”"
