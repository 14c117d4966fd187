"""A profile page's labelled fields, written "Label: value" (importer.parsers.html_walk writes the page).

University CMSs set a person's contact and facts as labelled fields, not as prose: a `<dl>` of short
labels and values ("Correo electrónico", "Office hours"), or Drupal's and Views' boxes, a label box
("field__label", "field-label", "views-label") followed by the value's box. A one-line value is written
on the label's line ("Email: ana@lab.org", "Position: Associate Professor"), a few keywords joined on
it ("Research Areas: Isotope geochemistry; Paleoclimate"), and a field of longer values is a section
headed by its label ("Education", "Selected Publications" over their items), as a hand-written page
would set it. Plain lxml elements in, the parts of each field out; importer.parsers.html_walk writes them.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_content import bounded, is_machinery
from .html_tables import LAYOUT_TAGS

__all__ = ["blocks", "field_items", "field_label", "keyword_terms", "labelled_pairs"]

_DL_LABEL_WORDS = 4  # "Correo electrónico", "Office hours": a label; a longer <dt> is an entry's title
# A CMS field's label box: Drupal's "field__label", Drupal 7's "field-label", Views' "views-label", a theme's
# "profile-label"; a bare "label" is Bootstrap's badge ("<span class="label">Preprint</span>"), no field's.
_FIELD_LABEL_CLASS_RE = lazy_re.compile(r"(?:^|\s)[a-z]+(?:-|__)label(?:$|\s)", re.I)
_FIELD_LABEL_WORDS = 5
_TERM_WORDS = 5  # "Isotope geochemistry": a keyword; a longer value ("Ph.D., Geology, ...") is a line of its own
_MAX_TERMS = 20
_LINK_RE = lazy_re.compile(r"\[([^\]]*)\]\([^)]*\)")


def blocks(element) -> bool:
    """Whether the element holds blocks (paragraphs, lists, boxes), not one line."""
    return any(isinstance(e.tag, str) and e.tag in LAYOUT_TAGS for e in bounded(element.iterdescendants()))


def labelled_pairs(element, *, by_class: bool = True) -> list[tuple]:
    """A contact box's <dl> of short labels and one-line values: its (<dt>, <dd>) pairs; [] for another <dl>."""
    items = [c for c in element if isinstance(c.tag, str) and not is_machinery(c, by_class=by_class)]
    if len(items) < 2 or len(items) % 2 or [c.tag for c in items] != ["dt", "dd"] * (len(items) // 2):
        return []
    pairs = [(items[i], items[i + 1]) for i in range(0, len(items), 2)]
    for label, value in pairs:
        text = re.sub(r"\s+", " ", label.text_content()).strip()
        if blocks(value) or not text or len(text.split()) > _DL_LABEL_WORDS or re.search(r"\d", text):
            return []
    return pairs


_GROUP_TERM_WORDS = 4  # "2015", "In prep", "Book chapters": a group's name, not an entry


def group_term(element) -> str:
    """A <dt> naming the group of papers its <dd> lists (kramdown's "2015" over that year's list), when it is
    a few words and the <dd> after it holds a list; else ""."""
    following = element.getnext()
    if following is None or following.tag != "dd" or not blocks(following):
        return ""
    text = re.sub(r"[*_]", "", re.sub(r"\s+", " ", element.text_content())).strip(" :")
    return text if text and len(text.split()) <= _GROUP_TERM_WORDS else ""


def field_label(element):
    """The label box a CMS field opens with ("<div class="field__label">Email</div>" before the value's box),
    when it is a short label followed by the field's value; else None."""
    children = [c for c in element if isinstance(c.tag, str)]
    if len(children) < 2 or (element.text or "").strip():
        return None
    label = children[0]
    if not _FIELD_LABEL_CLASS_RE.search(label.get("class") or "") or (label.tail or "").strip():
        return None
    if any(isinstance(c.tag, str) and c.tag not in ("span", "b", "strong", "em", "i", "br") for c in label):
        return None
    text = re.sub(r"\s+", " ", label.text_content()).strip(" :\u00a0")
    return label if text and len(text.split()) <= _FIELD_LABEL_WORDS else None


def field_items(element, label) -> list:
    """The field's value boxes, through the wrappers a CMS puts around them ("field__items" > "field__item")."""
    items = []
    for value in (c for c in element if isinstance(c.tag, str) and c is not label):
        while not (value.text or "").strip() and len(value) == 1 and value[0].tag == "div":
            value = value[0]
        inner = [c for c in value if isinstance(c.tag, str) and c.tag == "div"]
        items.extend(inner if inner and len(inner) == len(value) and not (value.text or "").strip() else [value])
    return items


def keyword_terms(texts: list[str]) -> list[str]:
    """A field's values when each is a keyword or two ("Isotope geochemistry", "Paleoclimate"), their link
    marks dropped; [] when any is a longer line ("Ph.D., Geology, 2006") or there are too many."""
    terms = [_LINK_RE.sub(r"\1", t).strip() for t in texts]
    if len(terms) > _MAX_TERMS or not all(
        t and len(t.split()) <= _TERM_WORDS and not re.search(r"\d", t) for t in terms
    ):
        return []
    return terms
