"""The review page's fields for values a form has no field for: a year, a DOI, an author list, links.

Each field shows a value as the lab admin reads and types it (an author list one name a line)
and cleans what they typed back into the value the parsers would have given, or an error that
names the value and the line it is on.
"""

import re

from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator

from publications.models import validate_safe_link

from .parsers.dates import EARLIEST_FIELD_YEAR
from .parsers.names import split_authors

MAX_AUTHORS = 1000  # names one paper's list may hold on the page (a physics collaboration's included)
MAX_LINKS = 50
MAX_NAME = 200  # characters of an author's name as the site keeps it (Authorship.name)


class YearField(forms.IntegerField):
    """A year of four digits; "20x5" or 325 is an error that quotes what was typed."""

    # A text box, not a number box: a browser would send a number box's "20x5" as nothing at all.
    widget = forms.TextInput(attrs={"inputmode": "numeric", "size": 6})

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        super().__init__(min_value=EARLIEST_FIELD_YEAR, max_value=2200, **kwargs)  # a historian's sources are old

    def to_python(self, value):
        text = str(value).strip() if value is not None else ""
        if text and not re.fullmatch(r"\d{4}", text):
            raise ValidationError(f"“{text[:20]}” is not a year: type four digits, e.g. 2023.", code="invalid")
        return super().to_python(text)


class DoiField(forms.CharField):
    """A DOI (10.1145/3600006.3613139), also as typed with doi: or https://doi.org/ before it; kept bare."""

    def __init__(self, **kwargs):
        super().__init__(max_length=200, required=False, label="DOI", **kwargs)

    def clean(self, value):
        from .adding import DOI  # imported when used, as the admin imports adding: it loads the importer

        text = super().clean(value)
        if not text:
            return ""
        match = DOI.match(text)
        if match is None:
            raise ValidationError(f"“{text[:60]}” is not a DOI: a DOI starts with 10. (10.1145/3600006.3613139).")
        return match.group(1).rstrip(".")


class ArxivField(forms.CharField):
    """An arXiv id (2401.01234 or hep-th/9901001), also as its address; kept bare, without a version."""

    def __init__(self, **kwargs):
        super().__init__(max_length=50, required=False, label="arXiv id", **kwargs)

    def clean(self, value):
        from .adding import ARXIV_ID

        text = super().clean(value)
        if not text:
            return ""
        match = ARXIV_ID.match(text)
        if match is None:
            raise ValidationError(f"“{text[:60]}” is not an arXiv id (2401.01234).")
        return match.group(1)


class AuthorsField(forms.CharField):
    """An author list, one name a line (or "; " between names): cleaned to the names, markers kept.

    A line with semicolons is split as the parsers split a printed list (importer.parsers.names);
    a line without one is one name, so "Reyes, Dana" stays one person. A mark after a name
    (Ana Ruiz*) means what it means in a document: the importer reads it when it saves.
    """

    widget = forms.Textarea(attrs={"rows": 4})

    def __init__(self, **kwargs):
        kwargs.setdefault("help_text", "One name a line, in order.")
        super().__init__(required=False, max_length=MAX_AUTHORS * (MAX_NAME + 2), **kwargs)

    def prepare_value(self, value):
        return "\n".join(value) if isinstance(value, (list, tuple)) else value

    def clean(self, value):
        text = super().clean(value)
        names = []
        for number, line in enumerate(text.splitlines(), 1):
            pieces = split_authors(line) if ";" in line else [line]
            for name in (" ".join(piece.split()) for piece in pieces):
                if len(name) > MAX_NAME:
                    raise ValidationError(
                        f"Line {number}: “{name[:40]}…” is longer than a name ({MAX_NAME} characters)."
                    )
                if name:
                    names.append(name)
        if len(names) > MAX_AUTHORS:
            raise ValidationError(f"{len(names)} names: a paper's list here holds at most {MAX_AUTHORS}.")
        return names


class LinksField(forms.CharField):
    """Links, one a line: "PDF: https://…" or the address alone. Cleaned to [(label, url)].

    `validate_url` is the rule of the place the links are saved in (a paper's or a person's).
    """

    widget = forms.Textarea(attrs={"rows": 2})

    def __init__(self, *, validate_url, **kwargs):
        kwargs.setdefault("help_text", "One a line: a label, a colon, the address (PDF: https://…).")
        super().__init__(required=False, max_length=MAX_LINKS * 600, **kwargs)
        self.validate_url = validate_url

    def prepare_value(self, value):
        if isinstance(value, (list, tuple)):
            return "\n".join(f"{label}: {url}" if label else url for label, url in value)
        return value

    def clean(self, value):
        text = super().clean(value)
        links = []
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            label, colon, url = line.strip().partition(": ")
            if not colon:
                label, url = "", label
            if not url.strip() or re.search(r"\s", url.strip()):
                raise ValidationError(f"Line {number}: “{line.strip()[:60]}” is not “label: address”.")
            try:
                self.validate_url(url.strip())
            except ValidationError as err:
                raise ValidationError(f"Line {number}: {' '.join(err.messages)}") from err
            links.append((label.strip()[:50], url.strip()))
        if len(links) > MAX_LINKS:
            raise ValidationError(f"{len(links)} links: at most {MAX_LINKS}.")
        return links


class WebAddressField(forms.URLField):
    """A site's address: http or https only (a URLField alone takes ftp:// too), "https://" assumed."""

    default_validators = []  # the one rule is validate_web_address

    def __init__(self, **kwargs):
        super().__init__(assume_scheme="https", **kwargs)
        self.validators.append(validate_web_address)


def validate_web_address(url):
    """A person's link: an http(s) address, as the writer keeps only those."""
    try:
        URLValidator(schemes=["http", "https"])(url)
    except ValidationError as err:
        raise ValidationError(f"“{url[:60]}” is not a web address (https://…).") from err


def validate_paper_link(url):
    validate_safe_link(url)  # the publication's own rule: http(s), mailto, ftp or a relative path


class ParagraphsField(forms.CharField):
    """A text of several lines (a bio, a record's details): a browser sends its line breaks as CR LF;
    they are kept as the parsers give them, LF, so a text left as it was is not a change."""

    widget = forms.Textarea(attrs={"rows": 3})

    def __init__(self, **kwargs):
        super().__init__(required=False, max_length=50_000, **kwargs)

    def to_python(self, value):
        return super().to_python(value).replace("\r\n", "\n").replace("\r", "\n")


class ListField(forms.CharField):
    """A short list typed on one line, "; " between its items (a course's terms, a person's advisors)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("help_text", "Separated by “; ”.")
        super().__init__(required=False, max_length=5000, **kwargs)

    def prepare_value(self, value):
        return "; ".join(value) if isinstance(value, (list, tuple)) else value

    def clean(self, value):
        return [item.strip() for item in super().clean(value).split(";") if item.strip()]
