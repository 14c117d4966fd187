"""A publication formatted as a reference in ACM, IEEE and APA style, by citeproc-py.

The CSL files in publications/csl/ are the official ones from
https://github.com/citation-style-language/styles (CC BY-SA 3.0, headers kept).
APA is the 5th-edition style: citeproc-py cannot yet process the 7th-edition
apa.csl (citeproc-py issue #146).
"""

import hashlib
import html
import json
import re
import threading
from functools import cache
from pathlib import Path

from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
from citeproc.source.json import CiteProcJSON
from django.core.cache import cache as django_cache
from django.utils.safestring import mark_safe

from .csl import csl_item

CSL_DIR = Path(__file__).resolve().parent.parent / "csl"

# name -> (label, CSL file)
STYLES = {
    "acm": ("ACM", "association-for-computing-machinery.csl"),
    "ieee": ("IEEE", "ieee.csl"),
    "apa": ("APA", "apa-5th-edition.csl"),
}

# Variables a style would print twice: APA 5th prints the container ("In X") and "Presented at X".
STYLE_SKIPS = {"apa": ("event",)}

_lock = threading.Lock()  # citeproc-py keeps state on the style while it formats
_NUMBER_RE = re.compile(r"^\s*\[\d+\]\s*")
_DOUBLE_STOP_RE = re.compile(r"\.(?:\s+\.)+")  # ". ." left by an empty group, never an ellipsis


@cache
def _style(name):
    return CitationStylesStyle(str(CSL_DIR / STYLES[name][1]), validate=False)


def _escaped(value):
    """citeproc-py's HTML formatter does not escape the item's text; we do, before."""
    if isinstance(value, str):
        return html.escape(value, quote=False)
    if isinstance(value, list):
        return [_escaped(v) for v in value]
    if isinstance(value, dict):
        return {k: _escaped(v) for k, v in value.items()}
    return value


def format_item(item, style):
    """HTML of one CSL-JSON item in `style` (safe: the text is escaped, only <i>/<b> are markup).

    Kept in the cache under the item's own content, so a changed publication is formatted
    afresh and an unchanged one never twice (citeproc-py costs ~4 ms a style).
    """
    key = "labsite:csl:" + style + ":" + hashlib.sha1(json.dumps(item, sort_keys=True).encode()).hexdigest()
    text = django_cache.get(key)
    if text is None:
        text = _format_item(item, style)
        django_cache.set(key, text, 30 * 24 * 3600)
    return mark_safe(text)


def _format_item(item, style):
    item = _escaped({**item, "id": "item"})
    for unused in ("abstract", "note", "citation-key", "custom", *STYLE_SKIPS.get(style, ())):
        item.pop(unused, None)
    with _lock:
        bibliography = CitationStylesBibliography(_style(style), CiteProcJSON([item]), formatter.html)
        bibliography.register(Citation([CitationItem("item")]))
        text = str(bibliography.bibliography()[0])
    text = _NUMBER_RE.sub("", text)
    text = _DOUBLE_STOP_RE.sub(".", text)
    return re.sub(r"\s+", " ", text).strip()


def formatted_citations(publication, request=None):
    """[(style name, label, HTML)] for the Cite box."""
    item = csl_item(publication, request, page_url=False)
    return [(name, label, format_item(item, name)) for name, (label, _file) in STYLES.items()]
