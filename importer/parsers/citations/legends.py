"""A list's legend: the note on how its entries are printed, and the meanings of the marks it states."""

from __future__ import annotations

import re

from .. import lazy_re
from .common import _YEAR_RE, _strip_markup, _take_legend

__all__ = ["find_legend", "is_legend"]

# A page's note on how its list is printed: "* denotes equal contribution; students I supervised
# are underlined.", "‡ indicates mentored undergraduate", "Lab members are in bold."
_LEGEND_SENTENCE_RE = lazy_re.compile(
    r"(?:^[-+\s]*|[.;:]\s+)\\?[*†‡§#✉^¶]+\s*(?:denotes?|indicates?|marks?|means?|=)\s"
    r"|\b(?:are|is)\s+(?:underlined|bold(?:ed|face)?|in\s+bold(?:face)?|in\s+italics?|italici[sz]ed)\b",
    re.I,
)


def is_legend(entry: str) -> bool:
    """Is this entry the list's legend rather than a publication (no year, states what marks mean)?"""
    plain = _strip_markup(entry)
    return not _YEAR_RE.search(plain) and bool(_LEGEND_SENTENCE_RE.search(plain))


def find_legend(text: str) -> dict[str, str]:
    """Marker meanings a document states once: "(† equal contribution, * corresponding author)"."""
    legend: dict[str, str] = {}
    _take_legend(text, legend)
    return legend
