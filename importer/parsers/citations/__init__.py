"""Publications as printed on homepages and CVs: split a section into entries,
and read one entry into a ParsedPublication.

Entries come as markdown list items, numbered lines ("[3]", "3."), headings or
bold lines carrying the title followed by author and venue lines, or one line
per entry in text extracted from a PDF (where a column layout may have pushed
parts of wrapped lines to the end of the line, after a tab).

One entry is read in this order: links and footnote legends are taken out,
the title is found (quoted, bold, a markdown link, or the line above the
author line), the text before it is the author list and the text after it the
venue, from which come the year, kind and status.

Before that, an entry in a style of its own is read by that style's rule: APA,
Vancouver (with biology's name-year form), ACS, APS/INSPIRE and IOP, Chicago
author-date (with ecology's initials), GSA and Elsevier's name-year form, a
group as the whole author list, ABNT, GB/T 7714 and the habits of economics
CVs (styles.py, social_sciences.py, chicago.py, earth_sciences.py, groups.py,
physics.py, national.py), AGU's and Springer's (agu.py, springer.py), and entries that print the
title in bold before the names (title_first.py). Text is first mended as PDFs
print it (typography.py: ligatures, soft hyphens, broken DOIs), and statuses
are read by importer/parsers/statuses.py wherever they are written.

Modules: common.py (the vocabulary and small readers), columns.py (two-column
PDF text), entry.py (parse_citation), cleaning.py (a title's and a venue's leftovers),
split.py (split_entries, parse_publications), paragraphs.py (a list of whole citations, one a
paragraph), legends.py (what a list says its marks mean),
headings.py (what headings over a list say: kinds, years) and heading_scope.py (how far
one reaches), year_first.py (a year printed before the names), styles.py with name_year.py, social_sciences.py, chicago.py, earth_sciences.py,
groups.py, physics.py, humanities.py, national.py and east_asian.py (Japanese and Korean) (citation styles), typography.py
(plain_print; joined_lines.py: PubMed's lines joined without spaces), article_types.py (letters, editorials, reviews of books, and papers printed
without a title, listed under their reference).
"""

from .columns import ColumnLayout, document_vocabulary, learn_column_layout
from .common import LINK_LABELS, guess_venue_acronym, looks_like_author_list, looks_like_name
from .entry import parse_citation
from .legends import find_legend
from .split import kind_from_heading, parse_publications, split_entries

__all__ = [
    "parse_citation",
    "split_entries",
    "parse_publications",
    "find_legend",
    "kind_from_heading",
    "guess_venue_acronym",
    "looks_like_author_list",
    "looks_like_name",
    "LINK_LABELS",
    "ColumnLayout",
    "learn_column_layout",
    "document_vocabulary",
]
