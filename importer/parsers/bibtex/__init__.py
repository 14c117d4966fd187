"""BibTeX in: `parse_bibtex` (text -> ParsedDocument); the writer is publications/formats/bibtex.py.

No Django import: a parser is text in, dataclasses out (see
importer/parsers/records.py).

Parsing uses bibtexparser 2 only to split the file into blocks (an empty parse
stack); string macros, `#` concatenation, month macros and LaTeX are handled
here because that is several times faster than the middlewares and pylatexenc
on every field. LaTeX is decoded by a small converter for what bibliographies
contain (accents, escaped specials, protecting braces, \\emph and friends);
only a value with anything else (math, unknown macros) goes to pylatexenc.
Decoded values are cached, since author lists and venues repeat.

What the parser understands:

* `@string` macros, `#` concatenation, `jan`..`dec`;
* names as "Last, First", "First Last", "Last, Jr, First", `{Protected Names}`,
  `and others` (-> authors_truncated); `editor` is never authors;
* equal-contribution markers in names (`Zhong*`, `\\textsuperscript{*}`, `$^*$`,
  `\\dag`, `†`, `‡`, `§`, `#`) are stripped and recorded; `✉`/`\\Letter` mark the
  corresponding author; a biblatex `author+an = {1=equal; 2=highlight}`
  annotation and a `note = {* Equal contribution: A, B}` statement (what
  `write_bibtex` produces) are read back;
* al-folio fields: `abbr` (appended to the venue text as "(ABBR)" when the venue
  text does not already name it, so venue resolution finds it), `pdf`, `code`,
  `slides`, `video`, `poster`, `website`, `html`, `blog`, `supp` -> links
  (relative file names kept as given), `award`/`award_name` -> note, `abstract`,
  `arxiv`, `selected` (-> ParsedPublication.selected); a bare file name in
  `pdf`/`poster`/`slides`/`supp` is al-folio's `assets/pdf/NAME`, a relative
  address resolved against the site's address (`--base-url`) or left out;
* authors separated by commas ("A B, C D and E F") told apart from
  "Last, First and Last, First"; DBLP's numbers ("Wei Wang 0001") dropped;
* DBLP exports: `biburl`/`bibsource`/`timestamp` ignored, CoRR entries
  (`journal = {CoRR}`, `eprinttype = {arXiv}`) read as arXiv preprints;
* entry type -> kind (workshops and arXiv/CoRR detected from the venue);
* "under review"/"submitted" in note, booktitle or journal -> status "submitted"; a status after the
  venue ("Journal X (submitted)") leaves the venue's name; an @unpublished naming a journal is a journal paper;
* lab sites' habits: entries commented out inside `@comment{...}` are no papers (comments.py); HTML marks
  in titles ("<i>Homo</i>"), ranking tags ("[A+] Title"), a year in `abbr` ("TSC 2021"), "Poster
  presentation at MEETING" (the meeting is the venue), a `preprint` link field; a name braced whole
  ("{Doe, Jane}"), a list braced as one name, "(corresponding author)" after a name, daggers and stars
  in one list (name_forms.py); biblatex `subtitle`, MathSciNet `fjournal`, HAL eprints.

Duplicate keys keep both entries; duplicate fields keep the first. An entry with
unbalanced braces or quotes (one left open, or closed early so that its fields run on
after it) is a failed entry: reported, never a publication. Every such event is a
warning "entry 'key' at line N: ...". Text with no BibTeX entry, or with no
entry that has a title, raises DocumentError.
"""

from .decode import latex_to_text
from .reader import BibtexReader, parse_bibtex, split_entries

__all__ = ["BibtexReader", "parse_bibtex", "latex_to_text", "split_entries"]
