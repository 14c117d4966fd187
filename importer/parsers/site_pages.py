"""Reading one file of a planned site folder (importer.parsers.sites): by the kind its plan gives it.

A member page, roster, news item, project page or projects list is read here; any other file as
importer.parsers.documents.read_document reads it, a page of the site's owner with the owner named,
a lab's shared publication list with no owner. Plain Python, run in the parse child.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import PurePosixPath

import yaml

from . import lazy_re
from .decoding import decode, normalise
from .photo_keys import add_owner_photo
from .records import DocumentError, NoOwnerFound, ParsedDocument, ParsedLink, ParsedNews, ParsedProject
from .site_authors import AUTHOR_DATA_RE, read_author_data
from .site_bundles import same_paper_title
from .site_cards import dated_cards
from .site_citations import without_stale
from .site_dates import date_in_words
from .site_email_owner import owner_by_email
from .site_languages import in_language
from .site_layout import inline_reference_links, without_pandoc_layout
from .site_members import in_two_scripts, lab_head_role, with_member_data
from .site_owner_papers import owners_papers_only
from .site_paper_headings import citation_headings
from .site_papers import nested_bullets, working_paper
from .site_people_table import settle_alumni_page
from .site_profiles import profile_page_meta
from .site_repair import mend_front_matter
from .site_samples import without_sample_body
from .sites import CODE_CHUNK_RE, TEMPLATE_RE, SiteFile, file_extension, front_matter, own_text
from .structured.pages import HUGO_AUTHOR_PATH_RE, _is_hugo_author
from .structured.roster_roles import role_unstated

__all__ = ["read_site_document"]

_MARKDOWN = frozenset({"md", "markdown", "qmd", "rmd"})
_PAGES = _MARKDOWN | {"html", "htm"}


def read_site_document(
    name: str,
    data: bytes,
    kind: str,
    *,
    person: str | None = None,
    base_url: str | None = None,
    roles: dict[str, str] | None = None,
    site: SiteFile | None = None,
) -> ParsedDocument:
    """Read one file of a planned site: a member page, roster, news item or project by its kind, any other
    file as read_document reads it (the owner's page with the owner named, and the e-mail and links the
    configuration gives the owner)."""
    roles = site.roles if site is not None and roles is None else roles
    mended = mend_front_matter(normalise(decode(bytes(data)))) if file_extension(name) in _PAGES else None
    if mended is not None:  # a slip in the front matter's YAML: the page is read as meant, and the mend said
        data = mended[0].encode()
    if site is not None and site.language and file_extension(name) in _PAGES:  # its text in the site's language
        data = in_language(normalise(decode(bytes(data))), site.language, site.languages).encode()
    if site is not None and site.stale:  # a lab template's generated citations no longer from its sources
        data = without_stale(normalise(decode(bytes(data))), site.stale).encode()
    if site is not None and site.card_dates:  # a rendered page's cards of papers, dated from the papers' pages
        data = dated_cards(normalise(decode(bytes(data))), site.card_dates).encode()
    if site is not None and site.member_data and kind == "member":  # the member its data file names (site_data)
        data = with_member_data(normalise(decode(bytes(data))), site.member_data).encode()
    if file_extension(name) in _MARKDOWN and b"]:" in data:  # "[Rutgers][1]" ... "[1]: https://...": inline
        data = inline_reference_links(normalise(decode(bytes(data)))).encode()
    document = _read(name, data, kind, person=person, base_url=base_url, roles=roles)
    same_paper_title(document, name, site)  # a paper page's cite.bib: the paper of the page beside it
    if mended is not None:
        document.warnings += [f"{name}: {note}" for note in mended[1]]
    if site is not None and site.email and kind == "read":  # a personal site naming no owner but its e-mail
        owner_by_email(document, site.email)
    if site is not None and not site.owner:  # a lab's site: the professor it runs under is its PI
        lab_head_role(document.profile, _safe_meta(data), site.head)
        if kind == "read" and document.profile is not None and HUGO_AUTHOR_PATH_RE.search(name):
            role_unstated(document.profile)  # a lab's author page with no role, title or group (roster_roles)
    if site is not None and kind == "owner" and site.owner:
        _add_contacts(document, site.owner, {**_about_links(data), **site.contacts}, site.owner_names)
        _position_from_subtitle(document, data, site.owner_title)
        add_owner_photo(document.profile, site.owner, _safe_meta(data), site.owner_photo)
        owners_papers_only(document, site.owner_names or [site.owner])
    return document


def _position_from_subtitle(document: ParsedDocument, data: bytes, configured: str = "") -> None:
    """The owner's title as their about page's `subtitle` gives it (al-folio's "Assistant Professor of X,
    <a>University</a>."), else as the site's configuration does (`configured`): the site's own word for the
    present, over a title its prose may name of the past. A page with no text of its own that introduces its
    owner in its front matter's `description` (Hugo Apéro's home page) gives their bio."""
    from .roles import role_from_title  # the one reader of a printed title

    profile = document.profile
    try:
        meta, _body = front_matter(normalise(decode(bytes(data))))
    except DocumentError:
        return
    subtitle = " ".join(re.sub(r"<[^>]{0,300}>", " ", str(meta.get("subtitle") or configured)).split()).strip(" .")
    introduction = " ".join(str(meta.get("description") or "").split())
    if profile is not None and not profile.bio and len(introduction.split()) >= 20:
        profile.bio = introduction  # Hugo Apéro's home page: its owner's introduction, in its front matter
    title, _comma, place = subtitle.partition(",")
    role = role_from_title(title.strip()) if 0 < len(title) <= 120 else None
    if profile is None or role is None:
        return
    profile.position, profile.role = title.strip(), role
    if place.strip():  # the place of that title, over one the prose names with another
        profile.affiliation = place.strip()


def _about_links(data: bytes) -> dict[str, str]:
    """The links of a Quarto "about" page (`about: links:` in its front matter): its owner's, {label: url}."""
    try:
        meta, _body = front_matter(normalise(decode(bytes(data))))
    except DocumentError:
        return {}
    about = meta.get("about")
    if not isinstance(about, dict) or not isinstance(about.get("links"), list):
        return {}
    from .records import ParsedProfile
    from .structured.roster import _add_links  # the one reader of a person's link list

    holder = ParsedProfile()
    _add_links(holder, {"links": about["links"]})
    found = {link.label: link.url for link in holder.links}
    return {**found, "email": holder.email} if holder.email else found


def _add_contacts(document: ParsedDocument, owner: str, contacts: dict[str, str], names: list[str]) -> None:
    """The owner's e-mail, links and other names (al-folio's scholar names, the name their page in another
    language gives) from the site's plan, on the owner's page (the page's own win)."""
    profile = document.profile
    if profile is None or (profile.name or "").casefold() != owner.casefold():
        return
    profile.alt_names += [n for n in names if n != profile.name and n not in profile.alt_names]
    profile.email = profile.email or contacts.get("email")
    have = {link.url.rstrip("/") for link in profile.links}
    profile.links += [
        ParsedLink(label, url) for label, url in contacts.items() if label != "email" and url.rstrip("/") not in have
    ]


def _read(
    name: str, data: bytes, kind: str, *, person: str | None, base_url: str | None, roles: dict[str, str] | None
) -> ParsedDocument:
    from .documents import read_document  # the reader of any file on its own

    if data.lstrip()[:3] == b"+++":  # TOML front matter (Hugo): given to the readers as YAML
        meta, body = front_matter(normalise(decode(bytes(data))))
        data = ("---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False) + "---\n" + body).encode()
    if file_extension(name) in ("qmd", "rmd"):  # a Quarto/R Markdown page's code chunks are code, not its text
        data = without_pandoc_layout(CODE_CHUNK_RE.sub("", normalise(decode(bytes(data))))).encode()
    if kind in ("owner", "read", "papers") and file_extension(name) in ("md", "markdown", "qmd", "rmd"):
        paper = _paper_page(name, data) or working_paper(name, data, person if kind == "owner" else None)
        if paper is not None:
            return paper
        data = citation_headings(decode(nested_bullets(data))).encode()
    if kind in ("owner", "read", "papers") and file_extension(name) in ("md", "markdown", "qmd", "rmd"):
        from .site_people_table import people_table

        table = people_table(name, normalise(decode(bytes(data))), only_table=kind != "papers")
        if table is not None:
            return table  # a page that lists the lab's people (its alumni) in a table: no one's own page
    if kind == "papers" and file_extension(name) in ("md", "markdown", "qmd", "rmd"):
        from .site_people_page import lab_people_page

        roster = lab_people_page(name, normalise(decode(bytes(data))))
        if roster is not None:  # the lab's people page (team.qmd): its members
            return settle_alumni_page(roster, str(_safe_meta(data).get("title") or ""))
    if kind == "papers":
        try:
            return _without_owner(read_document(name, data, base_url=base_url))
        except NoOwnerFound:
            return ParsedDocument(  # a lab's home or team page in prose: the lab's, no one's profile, no papers
                source_name=name, format="site-page", warnings=[f"{name}: a page of the lab with no papers; not read"]
            )
    if kind in ("news", "news-list", "project", "projects"):
        return _about_owner(_site_content(name, data, kind), person)
    if kind in ("member", "roster"):
        text = normalise(decode(bytes(data)))
        if kind == "roster":
            from .people_files import read_people_file

            return read_people_file(name, text, roles)
        if AUTHOR_DATA_RE.search(name):
            return read_author_data(name, text)
        meta, body = front_matter(text)
        # al-folio's profile page: a heading, no front matter but the photo its profiles entry gives (site_profiles)
        profile = None if set(meta) - {"image"} else profile_page_meta(body)
        meta, body = ({**meta, **profile[0]}, profile[1]) if profile else (meta, body)
        from .structured.roster import member_page

        group_page = _group_page(name, text, meta)
        if group_page is not None:
            return group_page
        if not meta.get("name") and meta.get("title"):
            meta = {**meta, "name": meta["title"], "title": None}
        both = in_two_scripts(str(meta.get("name") or ""))
        if both:  # "Lin Qiao 乔林": the Latin name, and the name in the member's own script
            aliases = meta.get("aliases") if isinstance(meta.get("aliases"), list) else []
            meta = {**meta, "name": both[0], "aliases": [*aliases, both[1]]}
        return member_page(meta, body, name, roles)
    if kind in ("owner", "read") and HUGO_AUTHOR_PATH_RE.search(name):  # its template's sample bio left out
        data = (text := without_sample_body(name, normalise(decode(bytes(data))))).encode()
        meta, _body = front_matter(text)
        if _is_hugo_author(meta, name) and not _is_hugo_author(meta):
            # a profile in the authors' folder that says no more than a name and a role: still a Hugo author page
            from .structured import parse_structured

            return parse_structured(name, text)
    return read_document(name, data, person=person if kind == "owner" else None, base_url=base_url)


def _safe_meta(data: bytes) -> dict:
    try:
        return front_matter(normalise(decode(bytes(data))))[0]
    except DocumentError:
        return {}


# Words a page titles a group of people with, which no person's name is ("Lab Alumni", "Volunteers")
_GROUP_NOUN_RE = lazy_re.compile(
    r"\b(?:alumn(?:i|ae)|former\s+members|volunteers|visitors|interns|collaborators|affiliates|undergrad(?:uate)?s)\b",
    re.I,
)


def _group_page(name: str, text: str, meta: dict) -> ParsedDocument | None:
    """A page in the members' folder that lists a group of them ("Lab Alumni", "Undergraduate Students &
    Volunteers") rather than being one: its people as a roster, or said so when they cannot be read."""
    from .citations import looks_like_name
    from .roles import role_from_group
    from .roster_shape import GROUP_WORDS_RE, entry_name
    from .site_people_page import lab_people_page
    from .site_people_table import people_table

    title = " ".join(str(meta.get("name") or meta.get("title") or "").split())
    group = role_from_group(title) or GROUP_WORDS_RE.search(title) or _GROUP_NOUN_RE.search(title)
    if not group or (looks_like_name(entry_name({"name": title})) and not _GROUP_NOUN_RE.search(title)):
        return None  # "Lab Alumni" is no one's name, though it is written as one
    roster = lab_people_page(name, text) or people_table(name, text)  # its people as headings, or in a table
    if roster is not None:
        return settle_alumni_page(roster, title)
    return ParsedDocument(
        source_name=name,
        format="roster",
        warnings=[f"{name}: a page of a group of the lab's people ({title!r}) whose list could not be read; not read"],
    )


_VENUE_KEYS = ("journal", "venue", "publication", "booktitle", "publisher", "container-title")
_PAPER_SIGNS = frozenset({"doi", "pub-info", "citation", *_VENUE_KEYS})


# The folders of a site's paper pages (publication/2022-.../index.qmd), each page a paper with its author list.
_PAPER_FOLDER_RE = lazy_re.compile(r"^_?(?:publications?|papers?|pubs|articles)$", re.I)
_VENUE_LINE_RE = lazy_re.compile(r"[^\n.!?]{2,100}")  # "JAMA Network Open": a short line, no sentence
_ABSTRACT_HEADING_RE = lazy_re.compile(r"^#{1,6}\s*(?:abstract|summary|zusammenfassung|résumé|resumen)\s*\n", re.I)
_DOI_URL_RE = lazy_re.compile(r"https?://(?:dx\.)?doi\.org/(10\.\d{4,9}/\S+)", re.I)


def _linked_doi(links) -> str | None:
    """The DOI a page's `links:` list points to (`- name: Publication, url: https://doi.org/10...`), if any."""
    if not isinstance(links, list):
        return None
    for link in links[:50]:
        url = link.get("url") or link.get("href") if isinstance(link, dict) else None
        found = _DOI_URL_RE.match(url) if isinstance(url, str) else None
        if found:
            return found.group(1)
    return None


def _paper_page(name: str, data: bytes) -> ParsedDocument | None:
    """A page about one paper in a generator's own shape (a Quarto article page: title, author list, date,
    doi or pub-info), read from its front matter; None for any other page (the readers' own tests decide)."""
    from .detect import is_publication_page

    try:
        meta, body = front_matter(normalise(decode(bytes(data))))
    except DocumentError:
        return None
    meta = {str(k).lower(): v for k, v in meta.items()}
    authors = meta.get("author") or meta.get("authors")
    if isinstance(authors, str) and meta.get("pub-info"):  # author: "Kwame Mensah, Lars Holm"
        authors = [a for a in re.split(r"\s*(?:;|,|&|\band\b)\s*", authors) if a.strip()]
    in_papers = any(_PAPER_FOLDER_RE.match(folder) for folder in PurePosixPath(name).parts[:-1][:2])
    # authors = "Ana Ruiz, Ben Ito, and Cai Lund" with a journal, or in the papers' folder: the printed list
    printed = isinstance(authors, str) and bool(meta.keys() & _PAPER_SIGNS or in_papers)
    if is_publication_page(meta) or not meta.get("title") or not (isinstance(authors, list) or printed):
        return None
    linked_doi = _linked_doi(meta.get("links"))
    dated = meta.get("date") or meta.get("year") or meta.get("pub_date")  # "pub_date: 2022-12-01"
    if not (meta.keys() & _PAPER_SIGNS or linked_doi or in_papers) or not dated:
        return None
    from .structured.fields import _publication

    item = dict(meta, authors=authors)
    if linked_doi:  # Hugo Apéro's and Quarto's `links:` buttons: the one to doi.org is the paper's DOI
        item.setdefault("doi", linked_doi)
    description = " ".join(str(meta.get("description") or "").split())
    if not any(meta.get(k) for k in _VENUE_KEYS) and _VENUE_LINE_RE.fullmatch(description):
        item["venue"] = description  # a paper page's one-line `description` is what its listing shows: the venue
        item.pop("description")
    if not str(meta.get("abstract") or "").strip():
        item["abstract"] = _ABSTRACT_HEADING_RE.sub("", body.strip()).strip()
    cited = item.pop("citation", None)
    if isinstance(cited, dict):  # Quarto's citation metadata (CSL): the venue is its container-title
        item.setdefault("venue", cited.get("container-title") or "")
        item.setdefault("type", cited.get("type") or "")
    info = meta.get("pub-info")
    if isinstance(info, dict) and not any(meta.get(k) for k in _VENUE_KEYS):
        reference = str(info.get("reference") or "")
        italic = re.search(
            r"\*([^*\n]{2,200})\*|<(?:i|em)>([^<]{2,200})</(?:i|em)>", reference
        )  # the venue is set in italics
        after_title = re.search(r"[\"”]\s*,?\s*([^\"”]{2,200})$", reference)
        venue = (italic.group(1) or italic.group(2)) if italic else after_title.group(1) if after_title else ""
        item["venue"] = re.sub(r"[*_]|<[^>]{0,200}>", "", venue).strip(" ,.")
    item.setdefault("abstract", body.strip())
    try:
        publication = _publication(item, name)
    except DocumentError:
        return None
    return ParsedDocument(source_name=name, format="publication-page", publications=[publication])


def _site_content(name: str, data: bytes, kind: str) -> ParsedDocument:
    """A news item or project page, or a data file listing them."""
    text = normalise(decode(bytes(data)))
    if kind in ("projects", "news-list"):
        items, warnings = _own_items(name, _listed(name, text))
        if kind == "news-list":
            news = [_news_item(name, i, x) for i, x in items]
            return ParsedDocument(source_name=name, format="news", news=news, warnings=warnings)
        projects = [_project(f"{name}: project [{i}]", x, str(x.get("description") or "")) for i, x in items]
        return ParsedDocument(source_name=name, format="projects", projects=projects, warnings=warnings)
    meta, body = front_matter(text)
    if kind == "news":
        return ParsedDocument(source_name=name, format="news", news=[_news(name, meta, body)])
    return ParsedDocument(source_name=name, format="project", projects=[_project(name, meta, body)])


def _about_owner(document: ParsedDocument, owner: str | None) -> ParsedDocument:
    """A personal site's news are about its owner, and its projects the owner's work."""
    if owner:
        for item in document.news:
            item.about = owner
        for project in document.projects:
            project.members = [owner]
    return document


def _without_owner(document: ParsedDocument) -> ParsedDocument:
    """A lab's publication list or page is no one person's: an owner chosen from its entries is taken back,
    and what a page seemed to say of a person is left to the member pages and rosters."""
    document.warnings = [w for w in document.warnings if "owner chosen as" not in w and "no owner found" not in w]
    profile = document.profile
    if document.format == "roster" or profile is None:
        return document
    if not profile.name_inferred:
        document.profile = None
        return document
    from .owner import owner_key

    key = owner_key(profile.name or "")
    for publication in document.publications:
        for author in publication.authors:
            if owner_key(author.name) == key:
                author.highlighted = False
    document.profile = None
    return document


def _summary(text: str, limit: int) -> str:
    """The first sentence of a text, at most `limit` characters."""
    plain = own_text(re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)).replace("*", "")
    sentence = re.split(r"(?<=[.!?])\s", plain, maxsplit=1)[0]
    return sentence if len(sentence) <= limit else sentence[: limit - 1].rsplit(" ", 1)[0] + "…"


def _date(value, name: str) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    found = re.search(r"((?:19|20)\d{2})-(\d{2})-(\d{2})", str(value or "")) or re.search(
        r"((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})(?!\d)",
        name,  # Jekyll takes "2025-10-6-title.md" too
    )
    if found:
        try:
            return dt.date(int(found.group(1)), int(found.group(2)), int(found.group(3)))
        except ValueError:
            return None
    return date_in_words(str(value or ""))  # allanlab's news.yml: "date: November 2022"


_EMOJI_CODE_RE = lazy_re.compile(r"(?<![\w:]):[a-z0-9_+-]{2,40}:(?![\w:])")  # ":sparkles:", a theme's emoji


def _news(name: str, meta: dict, body: str) -> ParsedNews:
    body = _EMOJI_CODE_RE.sub("", re.sub(r"\n{3,}", "\n\n", TEMPLATE_RE.sub("", body)))
    body = re.sub(r"[ \t]+(?=\n|$)", "", body).strip()
    title = _plain_line(str(meta.get("title") or "")) or _summary(body, 200)
    if not title:
        raise DocumentError(f"{name}: a news item with neither a title nor any text")
    date = _date(meta.get("date"), name)
    if date is None:
        raise DocumentError(f"{name}: a news item needs a date ('date:' or a file name such as 2024-03-01-...)")
    return ParsedNews(title=title[:200], date=date, body=body)


_PROJECT_LINK_KEYS = (("external_link", "Project"), ("link", "Project"), ("url", "Project"), ("repo", "Code"))


def _project(name: str, meta: dict, body: str) -> ParsedProject:
    body = re.sub(r"\n{3,}", "\n\n", TEMPLATE_RE.sub("", body)).strip()
    title = " ".join(str(meta.get("title") or meta.get("name") or "").split())
    if not title:
        raise DocumentError(f"{name}: a project page needs a 'title'")
    summary = next(
        (" ".join(str(meta[k]).split()) for k in ("summary", "description", "subtitle", "excerpt") if meta.get(k)),
        "",
    )
    links = [
        ParsedLink(label, str(meta[key]).strip())
        for key, label in _PROJECT_LINK_KEYS
        if isinstance(meta.get(key), str) and re.match(r"https?://", meta[key].strip())
    ]
    return ParsedProject(title=title[:200], summary=_summary(summary or body, 300), description=body, links=links)


def _listed(name: str, text: str) -> list[tuple[int, dict]]:
    """The mappings of a data file's list (or of the first list a mapping holds), numbered."""
    data = yaml.safe_load(text)
    if isinstance(data, dict):
        data = next((v for v in data.values() if isinstance(v, list)), [])
    if not isinstance(data, list):
        raise DocumentError(f"{name}: expected a list of items, got {type(data).__name__}")
    items = []
    for index, item in enumerate(data):
        if not isinstance(item, dict):
            raise DocumentError(f"{name}: item [{index}] should be a mapping, got {type(item).__name__}")
        items.append((index, {str(k).lower(): v for k, v in item.items()}))
    return items


def _own_items(name: str, items: list[tuple[int, dict]]) -> tuple[list[tuple[int, dict]], list[str]]:
    """The items of a data file that are the site's own: the template's example entry left in the list
    (lorem ipsum, "project 1") is not, and is said so."""
    from .site_samples import sample_reason

    kept, warnings = [], []
    for index, item in items:
        reason = sample_reason(item, "")
        if reason is None:
            kept.append((index, item))
        else:
            warnings.append(f"{name}: item [{index}] skipped: {reason}")
    return kept, warnings


def _plain_line(text: str) -> str:
    """A headline as its page shows it: without HTML tags, a markdown link's text alone."""
    line = " ".join(own_text(re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)).split())
    return re.sub(r"\s+(?=[.,;:!?])", "", line)  # "<strong>grant</strong>." leaves no space before its stop


def _news_item(name: str, index: int, item: dict) -> ParsedNews:
    """One news item of a data file: its date and its headline or text (a headline with links or emphasis is
    the text too, so that they are kept)."""
    text = next((str(item[k]) for k in ("text", "content", "description", "news", "body") if item.get(k)), "")
    title = next((str(item[k]) for k in ("title", "headline", "name") if item.get(k)), "")
    if not text and title != _plain_line(title):
        text = title
    return _news(f"{name}: item [{index}]", {"title": title, "date": item.get("date")}, text)
