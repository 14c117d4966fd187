"""XML exports of reference managers and profiles: EndNote's XML and ORCID's record XML.

- EndNote XML (`<xml><records><record>...`, also Zotero's and Mendeley's "EndNote XML" export):
  `ref-type` (its `name`: "Journal Article", "Book Section"...), `contributors/authors/author`,
  `titles/title`, `titles/secondary-title` (the journal, the book or the conference), `periodical`,
  `dates/year`, `electronic-resource-num` (the DOI), `urls/related-urls/url` (or `web-urls`), `abstract`. Each value
  may be wrapped in `<style>` elements, which carry nothing but fonts.
- ORCID record XML (the public API's default answer, saved as is: `<record:record>`,
  `<activities:works>`, `<bulk:bulk>` or one `<work:work>`): turned into the shape of ORCID's JSON
  and read by importer.parsers.orcid, so both say the same about a work.

The XML is parsed by importer.parsers.database_exports, without DTDs, entities or network access.
"""

from __future__ import annotations

import re

from . import lazy_re
from .export_fields import bare_doi, export_entry, export_name, year_in
from .refer import ENDNOTE_TYPES

__all__ = ["endnote_entries", "looks_like_endnote_xml", "looks_like_orcid_xml", "orcid_xml_data"]

_ENDNOTE_ROOT_RE = lazy_re.compile(r"\A<xml>\s*<records>\s*<record>")
_ORCID_ROOT_RE = lazy_re.compile(
    r"\A<(?:\w+:)?(?:record|works|bulk|work|activities-summary)\b[^>]*www\.orcid\.org/ns/", re.S
)

# Entry types whose `secondary-title` is where they appeared (a journal, a book, a conference)
_CONTAINED = ("article", "inproceedings", "incollection")


def looks_like_endnote_xml(root_text: str) -> bool:
    """`root_text`: the document from its root element on (declaration and comments removed)."""
    return bool(_ENDNOTE_ROOT_RE.match(root_text))


def looks_like_orcid_xml(root_text: str) -> bool:
    return bool(_ORCID_ROOT_RE.match(root_text))


def _local(element) -> str:
    tag = element.tag if isinstance(element.tag, str) else ""
    return tag.rsplit("}", 1)[-1]


def _text(element) -> str:
    """An element's whole text, whatever `<style>` elements wrap it, with its lines joined."""
    if element is None:
        return ""
    return " ".join("".join(element.itertext()).split())


def _find(record, path: str):
    """The first element at `path` ("titles/title") below `record`, or None."""
    node = record
    for name in path.split("/"):
        node = next((child for child in node if _local(child) == name), None)
        if node is None:
            return None
    return node


def _all(record, path: str) -> list:
    parent_path, _, name = path.rpartition("/")
    parent = _find(record, parent_path) if parent_path else record
    return [child for child in parent if _local(child) == name] if parent is not None else []


def endnote_entries(root, warnings: list[str]) -> list:
    """The entries (entry type, BibTeX fields, None, "record N") of an EndNote XML document's records."""
    records = _all(root, "records/record")
    if not records:
        warnings.append("the EndNote XML holds no <record>")
    entries = []
    for number, record in enumerate(records, 1):
        ref_type = _find(record, "ref-type")
        type_name = (ref_type.get("name", "") if ref_type is not None else "").strip().lower()
        entry_type = ENDNOTE_TYPES.get(type_name, "misc")
        authors = [export_name(_text(a)) for a in _all(record, "contributors/authors/author") if _text(a)]
        if not authors and entry_type == "book":  # an edited book names its editors as secondary authors
            authors = [export_name(_text(a)) for a in _all(record, "contributors/secondary-authors/author")]
        container = _text(_find(record, "titles/secondary-title")) or _text(_find(record, "periodical/full-title"))
        # EndNote writes a record's links in related-urls; Mendeley's and Zotero's EndNote XML in web-urls
        urls = [_text(u) for u in _all(record, "urls/related-urls/url") + _all(record, "urls/web-urls/url")]
        dates = _text(_find(record, "dates/year")) or _text(_find(record, "dates/pub-dates/date"))
        entries.append(
            export_entry(
                entry_type,
                f"record {number}",
                title=_text(_find(record, "titles/title")),
                author=[a for a in authors if a],
                container=container if entry_type in _CONTAINED else "",
                year=year_in(dates),
                doi=bare_doi(_text(_find(record, "electronic-resource-num"))),
                url=next((u for u in urls if re.match(r"https?://", u)), ""),
                volume=_text(_find(record, "volume")),
                number=_text(_find(record, "number")),
                publisher=_text(_find(record, "publisher")) if entry_type not in _CONTAINED else "",
                abstract=_text(_find(record, "abstract")),
            )
        )
    return entries


# ORCID's JSON holds these as lists even when there is one; the XML repeats the element instead.
_ORCID_LISTS = frozenset({"group", "work-summary", "external-id", "contributor", "researcher-url", "keyword"})


def _orcid_node(element):
    """An ORCID XML element as ORCID's JSON has it: a leaf is its text, else a dict of its children (by
    local name) and attributes."""
    children = [child for child in element if isinstance(child.tag, str)]
    if not children:
        return (element.text or "").strip()
    node: dict = {key.rsplit("}", 1)[-1]: value for key, value in element.attrib.items()}
    for child in children:
        name, value = _local(child), _orcid_node(child)
        if name in _ORCID_LISTS:
            node.setdefault(name, []).append(value)
        else:
            node.setdefault(name, value)
    return node


def orcid_xml_data(root) -> dict:
    """ORCID XML (a record, its works, a bulk answer or one work) as the JSON importer.parsers.orcid reads."""
    if _local(root) == "bulk":
        return {"bulk": [{"work": _orcid_node(child)} for child in root if _local(child) == "work"]}
    data = _orcid_node(root)
    if not isinstance(data, dict):
        return {}
    if _local(root) == "activities-summary":
        return {"activities-summary": data}
    return data
