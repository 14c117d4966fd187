"""A member card's title set above the member's name: `<div class="person-role">PhD Student</div><h3>Ana
Ruiz</h3>`. Themes print the title as a small line over the name (a "kicker" or "eyebrow"); read in the
page's order it would close the card before it, so every member would get the next member's title. Moved
under the name, it is that member's line, as a card that prints it below the name gives it. A card that sets
the member's photo and contact icons in a box beside the box of the title and name has them moved too.

Plain lxml trees in; the tree is changed in place before `importer.parsers.html_walk` writes it.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_titles import title_name

__all__ = ["settle_kickers"]

# class words of a line that says what a member is: "person-role", "member-position", "job-title", "eyebrow"
_KICKER_CLASS_RE = lazy_re.compile(
    r"(?:^|[\s_-])(?:role|roles|position|designation|job|jobtitle|kicker|eyebrow|overline|pretitle)(?:$|[\s_-])",
    re.I,
)
_KICKER_TAGS = frozenset({"div", "p", "span", "small", "strong", "em"})
_BLOCK_TAGS = frozenset({"div", "p", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article"})
_MAX_WORDS = 8  # "Postdoctoral Research Associate": a title, not a paragraph about the member
_HEADINGS = ("h2", "h3", "h4", "h5", "h6")


def _previous_element(element):
    previous = element.getprevious()
    while previous is not None and not isinstance(previous.tag, str):  # a comment between them
        previous = previous.getprevious()
    return previous


def _kicker(heading):
    """The short title line right above a heading that names a person, or None."""
    kicker = _previous_element(heading)
    if kicker is None or kicker.tag not in _KICKER_TAGS or not _KICKER_CLASS_RE.search(kicker.get("class") or ""):
        return None
    words = kicker.text_content().split()
    if not words or len(words) > _MAX_WORDS:
        return None
    if any(isinstance(part.tag, str) and part.tag in _BLOCK_TAGS for part in kicker.iterdescendants()):
        return None
    name = re.sub(r"\s+", " ", heading.text_content()).strip()
    return kicker if title_name(name) else None  # "<h2>Publications</h2>" under a profile's position stays put


def _contact_box(heading):
    """The box of a member's photo and contact icons set beside the box of their name: the element before
    the heading's box, holding an e-mail link and a few words at most, and no heading; or None."""
    box = heading.getparent()
    if (
        box is None
        or box.tag != "div"
        or any(isinstance(e.tag, str) and e.tag not in _KICKER_TAGS for e in _before(heading))
    ):
        return None
    media = _previous_element(box)
    if media is None or media.tag != "div" or any(True for _ in media.iter("h1", *_HEADINGS)):
        return None
    if not any((a.get("href") or "").startswith("mailto:") for a in media.iter("a")):
        return None
    return media if len(media.text_content().split()) <= _MAX_WORDS else None


def _before(element):
    previous = _previous_element(element)
    while previous is not None:
        yield previous
        previous = _previous_element(previous)


def _move_after(element, anchor) -> None:
    """Moves `element` right after `anchor`, the text after it left where it was."""
    tail, element.tail = element.tail, None
    previous = element.getprevious()
    if previous is not None:
        previous.tail = (previous.tail or "") + (tail or "")
    else:
        parent = element.getparent()
        parent.text = (parent.text or "") + (tail or "")
    anchor.addnext(element)
    element.tail = "\n"


def settle_kickers(body) -> None:
    """Moves each member's title line from above their name to below it, and the contact icons a card sets
    beside the name's box under the name."""
    for heading in list(body.iter(*_HEADINGS)):
        kicker = _kicker(heading)
        if kicker is None:
            continue
        media = _contact_box(heading)
        _move_after(kicker, heading)
        if media is not None:
            _move_after(media, kicker)
