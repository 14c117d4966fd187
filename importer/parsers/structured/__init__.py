"""Structured profile documents: YAML publication lists, YAML/JSON CVs, Hugo author pages.

Plain Python, no Django import: text in, ParsedDocument out.

Formats (the `format` of the returned document):

* "yaml-publications" - a Jekyll `_data/*.yml` (or JSON) publication list: a list
  of mappings with `title` and some of authors/author, venue/journal/booktitle/
  conference/publisher, year/date, link/url/paperurl/pdf/code/slides/video/
  website/arxiv/doi, award/note, abstract, selected, type/category, status.
  A mapping whose values are such lists ({"2024": [...], "2023": [...]} or
  {"publications": [...]}) is accepted too. No profile.
* "cv-yaml" / "cv-json" - an al-folio `cv.yml` (a list of sections with `title`,
  `type: map|nested_list|time_table|list` and `contents`), a JSON Resume
  (`basics`, `work`, `education`, `awards`, `publications`, `skills`, ...) or a
  RenderCV file (`cv: {name, email, social_networks, sections: {...}}`).
  "cv-json" when the text is JSON, "cv-yaml" otherwise.
* "hugo-author" - a Hugo Blox / Wowchemy `content/authors/*/_index.md`: YAML
  front matter between `---` lines (`title` is the name, `role`,
  `organizations`, `interests`, `education.courses`, `social`, `email`,
  `user_groups`, ...) and a markdown body that is the bio.

Which documents come here is decided by importer.parsers.detect (the one
format detector). Modules: fields.py (shared readers and one publication
record), cv.py (the CV formats), pages.py (front-matter pages), loader.py
(safe loading and the choice between these formats).

`parse_structured(name, text)` raises DocumentError, never another exception,
for unparsable YAML/JSON, unsafe tags (`!!python/object`), and shapes it does
not know; the message names the key or field that is wrong.
"""

from ..links import link_label
from .fields import degree_from_text, role_from_text
from .loader import parse_structured

__all__ = ["parse_structured", "degree_from_text", "role_from_text", "link_label"]
