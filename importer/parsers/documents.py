"""The one entry point for import_profiles: bytes of a file in, ParsedDocument out.

`read_document` checks the size, decodes the bytes (refusing binary), normalises
line ends, asks importer.parsers.detect for the format (from the content, never
the file name: a page named people.qmd is only tried first as a site's page of
members, as its folder would read it) and hands the text to the parser for that format:

- PDF (`%PDF-`): text laid out by importer.parsers.pdf, then read as a CV;
- Word .docx and OpenDocument .odt (zip archives told apart by what they hold,
  importer.parsers.containers), RTF, Typst, reStructuredText and Org: turned
  into HTML by pandoc (importer.parsers.pandoc), then read as HTML; any other
  binary format (spreadsheets, slides, old Office files, images, archives) is
  refused by its name;
- exports of reference managers and profiles (CSL-JSON, RIS, ORCID works) ->
  importer.parsers.exports; Europass CVs (XML, JSON) -> importer.parsers.europass;
  a LinkedIn "Save to PDF" profile is rewritten by importer.parsers.linkedin;
- a labsite export (JSON with "format": "labsite-export");
- BibTeX -> importer.parsers.bibtex.parse_bibtex;
- structured CVs and pages (YAML/JSON: cv.yml, JSON Resume, Jekyll publication
  data, Hugo Blox author and publication pages, academicpages items)
  -> importer.parsers.structured.parse_structured;
- HTML (importer.parsers.html) and LaTeX (importer.parsers.latex): turned into
  markdown, then read like markdown;
- everything else: markdown or plain text -> importer.parsers.text.

Then, for every format: HTML entities are decoded in every value, relative
links are made absolute against `base_url` or left out, a document with
publications and no stated owner gets one (importer.parsers.owner), an owner
named in Han characters is named in pinyin (importer.parsers.cjk). Malformed
front matter fails the file at its line (at line 1 when never closed); a file
that only includes others fails naming them (importer.parsers.includes).
"""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path

import yaml

from . import lazy_re
from .bigbibtex import big_bibtex
from .citations import looks_like_name
from .cjk import add_han_name, han_name_hint, romanise_han_owner
from .containers import binary_kind
from .decoding import decode, normalise
from .detect import STRUCTURED_KEYS, detect_format, is_publication_page, looks_structured
from .entities import decode_entities, may_hold_entities
from .europass import read_europass
from .exports import DATABASE_FORMATS, read_export
from .frontmatter import page_values_filled, split_front_matter
from .html import html_to_markdown, looks_like_html, title_name
from .html_roster import people_page
from .includes import includes_only_error
from .latex import latex_to_markdown
from .linkedin import add_listed_publications, linkedin_markdown, looks_like_linkedin
from .linkedin_csv import read_linkedin_csv
from .links import profile_link_label, relative_links_warning, resolve_relative_links
from .markdown_html import inline_html_as_markdown
from .markup_prepare import prepared_text
from .owner import OwnerTally, mark_owner, record_owner, settle_owner
from .pandoc import PANDOC_FORMATS, pandoc_to_html, typst_fallback_markdown
from .pdf import extract_pdf_text
from .pdfrunon import reflow_run_on_text
from .people_pages import is_people_file
from .profile_lattes_text import lattes_text_markdown
from .publications_page import as_publications_page as _as_publications_page
from .records import DocumentError, NoOwnerFound, ParsedDocument, ParsedLink
from .site_config import is_quarto_project
from .stated_owner import restate_owner
from .text import classify_heading, parse_text_document
from .yaml_mend import mended_records

__all__ = ["read_document", "read_document_parts", "decode", "detect_format", "extract_pdf_text"]


# read by importer.parsers.exports
EXPORT_FORMATS = ("csl-json", "ris", "medline", "refer", "orcid-csv", "orcid-json", *DATABASE_FORMATS)
_MARKDOWN_SIGN_RE = lazy_re.compile(r"^\s{0,3}#{1,6}\s|\*\*[^*\n]{1,200}\*\*|\]\([^)\s]{1,500}\)", re.M)
_UNSAFE_TAG_RE = lazy_re.compile(r"!!python/|!<tag:yaml.org,2002:python/")


def _safe_yaml(text: str, what: str):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        raise DocumentError(
            f"{what} is not valid YAML: {getattr(err, 'problem', None) or err}", line=mark.line + 1 if mark else None
        ) from None
    except (ValueError, TypeError, RecursionError) as err:
        raise DocumentError(f"{what} is not valid YAML: {err}") from None


def _structured(name: str, text: str) -> ParsedDocument:
    from importer.parsers.structured import parse_structured  # another module; imported when needed

    return parse_structured(name, text)


def _bibtex(name: str, text: str) -> ParsedDocument:
    from importer.parsers.bibtex import parse_bibtex  # another module; imported when needed

    return parse_bibtex(text, name)


def _labsite_export(name: str, text: str) -> ParsedDocument:
    try:
        site = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise DocumentError(f"labsite export is not valid JSON: {err}") from None
    if not isinstance(site, dict) or not all(isinstance(site.get(key), list) for key in ("people", "publications")):
        raise DocumentError("labsite export must be an object with 'people' and 'publications' lists")
    return ParsedDocument(source_name=name, format="labsite-export", site=site)


def _heading_name(markdown: str) -> str | None:
    """The first heading near the top when it is a person's name."""
    for line in markdown.split("\n")[:15]:
        heading = re.match(r"#{1,6}\s+(.+)", line)
        if heading:
            text = re.sub(r"[*_]", "", heading.group(1)).strip()
            return text if 1 < len(text.split()) < 6 and looks_like_name(text) and not classify_heading(text) else None
    return None


def _html(
    name: str, text: str, person: str | None, metadata: dict | None = None, *, fmt: str = "html"
) -> ParsedDocument:
    """An HTML page read as the markdown it amounts to; the name from <meta name=author> or <title> if needed.

    `fmt` names the format the page was made from (pandoc writes Word, Typst ... documents as HTML)."""
    page = html_to_markdown(text)
    if not page.markdown.strip():
        if fmt in PANDOC_FORMATS:
            raise DocumentError(f"the {PANDOC_FORMATS[fmt][1]} has no text")
        raise DocumentError("the HTML page has no text (only scripts, menus or images)")
    if (roster := people_page(name, page.markdown)) is not None:
        return roster  # a lab's People page: its members, no owner
    metadata = dict(metadata or {})
    hint = page.author or title_name(page.title)
    named = any(isinstance(metadata.get(key), str) for key in ("name", "author"))
    if hint and not named and not _heading_name(page.markdown):
        metadata["name"] = hint
    source = page.name_source or ("author meta tag" if page.author else "title")
    markdown = _as_publications_page(page.title or metadata.get("title"), page.markdown)
    markdown = _run_on_text(markdown)  # a page or a Word file can hold the same pasted PDF text a .txt does
    hint = han_name_hint(metadata, markdown)
    document = parse_text_document(name, markdown, metadata=hint.metadata, fmt=fmt, person=person or hint.owner)
    add_han_name(document, hint.han)
    _add_profile_links(document, markdown)
    document.warnings[:0] = page.warnings
    if document.profile is not None and metadata.get("name") and document.profile.name == metadata["name"]:
        document.warnings.append(f"{name}: the owner's name was taken from the page's {source}")
    return document


_MD_LINK_RE = lazy_re.compile(r"\[([^\[\]\n]{0,200})\]\(([^()\s]{1,500})\)")


def _add_profile_links(document: ParsedDocument, markdown: str) -> None:
    """Profile-site links anywhere above the publications (a contact paragraph, social icons) are the owner's."""
    profile = document.profile
    if profile is None:
        return
    known = {link.url for link in profile.links}
    for line in markdown.split("\n"):
        heading = re.match(r"#{1,6}\s+(.+)", line)
        if heading and classify_heading(heading.group(1)) in ("publications", "patents", "talks", "people"):
            break
        for _text, url in _MD_LINK_RE.findall(line):
            label = profile_link_label(url)
            if label and url not in known and not any(l.label == label for l in profile.links):
                profile.links.append(ParsedLink(label, url))
                known.add(url)


def _latex(name: str, text: str, person: str | None) -> ParsedDocument:
    """A LaTeX CV read as the markdown it amounts to; \\cite keys reported, never invented."""
    cv = latex_to_markdown(text)
    markdown = _run_on_text(cv.markdown)
    document = parse_text_document(name, markdown, fmt="latex-cv", person=person)
    _add_profile_links(document, markdown)
    document.warnings[:0] = [f"{name}: {w}" for w in cv.warnings]
    return document


def _pandoc(name: str, data: bytes, kind: str, person: str | None) -> ParsedDocument:
    """A document pandoc reads (Word, OpenDocument, RTF, Typst, reStructuredText, Org), read as the page it makes."""
    try:
        page = pandoc_to_html(data, kind)
    except DocumentError:
        if kind != "typst":
            raise
        text = typst_fallback_markdown(normalise(decode(data)))  # a template package pandoc cannot fetch
        document = parse_text_document(name, text, fmt=kind, person=person)
        _add_profile_links(document, text)
        return document
    return _html(name, page, person, fmt=kind)


_CAPS_NAME_HEADING_RE = lazy_re.compile(
    r"^(\s*(?:[A-Z][A-Z'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][A-Z'’-]+|[A-Z]\.)){1,3})\s+"
    r"((?:[A-Z][A-Za-z&]*\s+){0,3}[A-Z][A-Za-z&]*\s*:?)\s*$"
)


def _run_on_text(text: str) -> str:
    """A document's text as the plain-text reader takes it: a paragraph running on with a CV's section
    labels inside (text pasted from a PDF) cut into its sections; the name and first heading of one line
    ("JANE DOE Employment:") set apart. Any other text is returned unchanged."""
    return split_name_from_heading(reflow_run_on_text(text))


def split_name_from_heading(text: str) -> str:
    """'JANE Q. DOE Employment:' (a PDF puts the name and the first heading on one line) -> two lines."""
    if (lattes := lattes_text_markdown(text)) is not None:  # a Lattes CV's PDF export, rewritten as markdown
        return lattes
    lines = text.split("\n")
    for index, line in enumerate(lines[:12]):
        match = _CAPS_NAME_HEADING_RE.match(line)
        if match and classify_heading(match.group(2).rstrip(": ")) and looks_like_name(match.group(1).strip().title()):
            lines[index] = f"{match.group(1).strip()}\n{match.group(2).strip()}"
            break
    return "\n".join(lines)


def _opened_front_matter(text: str) -> str:
    """A file opening with "---" and key lines but no closing "---": a YAML document with its start marker
    ("yaml"), or front matter never closed, which fails the file at its first line."""
    try:
        loaded = yaml.safe_load(text)
    except (yaml.YAMLError, ValueError, TypeError, RecursionError):
        loaded = None
    if isinstance(loaded, (dict, list)):
        return "yaml"
    raise DocumentError(
        "front matter opened on line 1 is never closed (no '---' line ends it); nothing of this file was imported",
        line=1,
    )


def _is_markdown(text: str) -> bool:
    return bool(_MARKDOWN_SIGN_RE.search(text[:20000]))


def read_document(name: str, data: bytes, *, person: str | None = None, base_url: str | None = None) -> ParsedDocument:
    """Parse one file. `person` names the owner when the document never does. Raises DocumentError,
    with the reason, for anything that cannot be imported. A document with
    publications and no stated owner gets the one its prose names (importer.parsers.stated_owner), else
    one chosen by importer.parsers.owner, or none, and says which in its warnings. Relative links are
    made absolute against `base_url` (the site the file comes from) or left out with a warning."""
    try:
        document = _read(name, data, person=person)
    except NoOwnerFound as failure:  # a main file of \input{...} lines: say which files hold its content
        raise includes_only_error(name, data) or failure from None
    if document.format != "labsite-export":
        decode_entities(document)
        resolve_relative_links(document, base_url)
        romanise_han_owner(document)
    one_paper_page = document.format == "publication-page"  # its authors are matched one by one; no owner
    if document.format != "labsite-export" and person is None and document.publications and not one_paper_page:
        if document.profile is None or not document.profile.name:
            settle_owner(document)
        restate_owner(document, name, data)  # "Papers by Ana Ruiz": over the entries' guess
    return document


def read_document_parts(
    name: str,
    source: bytes | Path,
    *,
    person: str | None = None,
    base_url: str | None = None,
    piece: int = 1000,
    check=None,
):
    """read_document for a document that may be a big BibTeX file: what it holds, as it is read.

    `source`: the document's bytes, or the path of its file, which is then never read whole
    when it is a big BibTeX file (importer.parsers.bigbibtex). `check(data)` is called with the
    bytes of a document read whole before any parser sees them (a big BibTeX file is only ever
    read as BibTeX).

    A generator. For anything but a BibTeX file of more than `piece` entries it yields one
    ("whole", document). For such a file it reads a quarter of `piece` entries at a time and
    yields ("owner", profile or None, number of publications or None when not known yet) once the
    owner is settled (as read_document would settle it), then ("part", [pickled (publications,
    warnings), ...]) for each `piece` entries or so, in order, and at the end ("end", last warnings,
    number of publications). The owner is settled as soon as no owner can be chosen whatever the
    entries still to read hold (importer.parsers.owner.OwnerTally), or at the end; the pieces read
    before are held, pickled, until then. Reading less than a part at a time lets the owner be
    settled, and the writer start, sooner. Raises DocumentError as read_document does, before the
    "owner" message when nothing of the file is usable.
    """
    big = big_bibtex(source, piece, max(1, piece // 4))
    if big is None:
        data = source if isinstance(source, (bytes, bytearray)) else Path(source).read_bytes()
        if check is not None:
            check(data)
        yield ("whole", read_document(name, data, person=person, base_url=base_url))
        return
    from importer.parsers.bibtex import BibtexReader  # another module; imported when needed

    reader, dropped, held = BibtexReader(name, big.later_parents), [], []
    tally = OwnerTally() if person is None else None  # a stated owner: nothing to choose
    settled, said_no_owner = False, False
    for text_piece, line_offset, at_after, highlight_after in big.pieces():
        part = ParsedDocument(source_name=name, format="bibtex", publications=reader.read(text_piece, line_offset))
        part.warnings = reader.take_warnings()
        if may_hold_entities(text_piece):  # else no value read from it can: no walk over them
            decode_entities(part)
        resolve_relative_links(part, base_url, dropped)
        said_no_owner = said_no_owner or any("no owner found" in w for w in part.warnings)
        if tally is not None:
            tally.add(part.publications)
        held.append(
            (pickle.dumps((part.publications, part.warnings), protocol=pickle.HIGHEST_PROTOCOL), len(part.publications))
        )
        if (
            not settled
            and reader.publications_read
            and (tally is None or tally.cannot_have_owner(at_after, highlight_after))
        ):
            settled = True
            if tally is not None:
                tally.forget_names()  # no owner whatever the rest holds: only the entries are counted on
            yield ("owner", None, None)
        if settled:
            ready, held = _parts(held, piece)
            yield from (("part", blobs) for blobs in ready)
    document = ParsedDocument(source_name=name, format="bibtex", warnings=reader.finish())
    decode_entities(document)  # as read_document does to the whole document, its name included
    if dropped:
        document.warnings.append(relative_links_warning(document.source_name, dropped))
    count = reader.publications_read
    if tally is not None:
        owner, how = tally.choice()
        if owner is None and said_no_owner:
            document.profile = None
        else:
            record_owner(document, owner, how, count, tally.written_names(owner) if owner else [])
        if owner is not None:
            held = [(_marked(blob, owner, tally.other_spellings(owner)), size) for blob, size in held]
    if not settled:
        yield ("owner", document.profile, count)
    ready, rest = _parts(held, piece)
    yield from (("part", blobs) for blobs in [*ready, [blob for blob, _ in rest]] if blobs)
    yield ("end", document.warnings, count)


def _parts(held: list[tuple[bytes, int]], piece: int) -> tuple[list[list[bytes]], list[tuple[bytes, int]]]:
    """(the held pickled pieces in parts of `piece` publications or more, what is left over) of
    `held` (pickled piece, its number of publications)."""
    parts, part, size = [], [], 0
    for blob, count in held:
        part.append((blob, count))
        size += count
        if size >= piece:
            parts.append([blob for blob, _ in part])
            part, size = [], 0
    return parts, part


def _marked(blob: bytes, owner: str, also: frozenset[str]) -> bytes:
    publications, warnings = pickle.loads(blob)
    mark_owner(publications, owner, also)
    return pickle.dumps((publications, warnings), protocol=pickle.HIGHEST_PROTOCOL)


def _read(name: str, data: bytes, *, person: str | None = None) -> ParsedDocument:
    if not isinstance(data, (bytes, bytearray)):
        raise DocumentError("expected the file's bytes")
    if not data.strip():
        raise DocumentError("empty file")
    if data.lstrip()[:5] == b"%PDF-":
        text = extract_pdf_text(bytes(data))
        if not text.strip():
            raise DocumentError("PDF has no extractable text (scanned images?)")
        text = normalise(text)
        if looks_like_linkedin(text):  # a LinkedIn "Save to PDF" profile: its two columns as one CV
            markdown = linkedin_markdown(text)
            document = parse_text_document(name, markdown, fmt="linkedin-pdf", person=person)
            add_listed_publications(document, markdown)
            return document
        return parse_text_document(name, split_name_from_heading(text), fmt="pdf", person=person)
    kind = binary_kind(bytes(data))  # refuses, by name, the binary formats that are not read
    if kind is not None:
        return _pandoc(name, bytes(data), kind, person)
    text = normalise(decode(bytes(data)))
    if not text.strip():
        raise DocumentError("empty file")
    kind = detect_format(text)
    text = prepared_text(kind, text)  # AsciiDoc and TOML CVs become markdown; Org is made ready for pandoc
    if kind in PANDOC_FORMATS:
        return _pandoc(name, text.encode("utf-8"), kind, person)
    if kind == "open-front-matter":
        kind = _opened_front_matter(text)
    if kind in EXPORT_FORMATS:
        return read_export(name, text, kind)
    if kind == "europass":
        return read_europass(name, text)
    if kind == "linkedin-csv":
        return read_linkedin_csv(name, text, person)
    if kind == "labsite-export":
        return _labsite_export(name, text)
    if kind == "bibtex":
        return _bibtex(name, text)
    if kind == "structured":
        return _structured(name, text)
    if kind == "json":
        raise DocumentError("JSON document of an unknown kind (not a labsite export, JSON Resume or CV)")
    if kind == "yaml":
        try:
            data_obj = _safe_yaml(text, "document")
        except DocumentError:
            if _UNSAFE_TAG_RE.search(text):
                raise
            if (mended := mended_records(name, text)) is not None:
                return mended  # a data file of records with a pasted line YAML refuses (importer.parsers.yaml_mend)
            data_obj = None  # "Email: ..." lines of a plain-text CV look like YAML at first
        if looks_structured(data_obj):
            return _structured(name, text)
        if is_quarto_project(data_obj):
            raise DocumentError("a Quarto project's configuration (_quarto.yml), no one's CV: import the site's folder")
    if kind == "html":
        return _html(name, text, person)
    if kind == "latex":
        return _latex(name, text, person)
    metadata: dict = {}
    warnings: list[str] = []
    front = split_front_matter(text) if kind == "front-matter" else None
    if front and is_people_file(Path(name).name):
        from .site_people_page import lab_people_page  # the reader a site's folder gives this page

        if (roster := lab_people_page(name, text)) is not None:
            return roster  # "title: People" over Quarto's card divs: the same members as from the folder
    if front:
        try:
            loaded = _safe_yaml(front[1], "front matter")
        except DocumentError as err:  # the file's line: the YAML starts on line 2, under "---"
            message = str(err).removeprefix(f"line {err.line}: ") if err.line else str(err)
            raise DocumentError(f"{message}; nothing of this file was imported", line=(err.line or 0) + 1) from None
        if is_publication_page(loaded):
            return _structured(name, text)  # one paper per page: academicpages _publications/, Hugo Blox
        if (
            isinstance(loaded, dict)
            and looks_structured(loaded)
            and {str(k).lower() for k in loaded} & STRUCTURED_KEYS["hugo-author"] - {"education"}
        ):
            return _structured(name, text)
        metadata = loaded if isinstance(loaded, dict) else {}
        text = page_values_filled(front[2], metadata)
        if looks_like_html(text):  # a Jekyll page written in HTML under its front matter
            return _html(name, text, person, metadata)
    text = inline_html_as_markdown(_as_publications_page(metadata.get("title"), text))
    if (roster := people_page(name, text)) is not None:
        return roster  # a lab's People page written in markdown: its members, no owner
    fmt = "markdown-homepage" if front else ("markdown-cv" if _is_markdown(text) else "text-cv")
    text = _run_on_text(text) if fmt == "text-cv" else text
    hint = han_name_hint(metadata, text)
    document = parse_text_document(name, text, metadata=hint.metadata, fmt=fmt, person=person or hint.owner)
    add_han_name(document, hint.han)
    _add_profile_links(document, text)
    document.warnings[:0] = warnings
    return document
