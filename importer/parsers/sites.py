"""A folder of a site generator read as one site: which files say what, and whose they are.

Plain Python: the file names of a folder and a way to read a small file in, a SitePlan out.

`plan_site(names, read)` tells the generator from its files (Hugo Blox, academicpages, al-folio,
minimal-mistakes, Quarto, greenelab's lab-website-template, or Jekyll/Hugo at large), and says
of every file how it is read:

- skipped, with the reason: the site's configuration (read for its owner's name, e-mail and links), its
  layouts, styles, scripts, images and fonts, a rendered copy of sources that are there too,
  pages the generator fills from other files (no text of their own), legal notices, read-mes,
  the template's sample pages and drafts (importer.parsers.site_samples), and the copies of a
  multilingual site's pages in its other languages (importer.parsers.site_languages);
- "member" (a lab template's member page), "roster" (a data file listing people),
  "news" / "news-list" (a news item or blog post / a data file of them), "project" / "projects"
  (a project page / a data file of them); a talk, course or book page is skipped unless it is a
  working paper;
- "owner" (any other file of a personal site: its owner's about, CV and contact pages, its
  bibliography), "papers" (any other file of a lab's site: its lists and pages of papers,
  no one's profile), or "read" (as any file is read on its own: a member's CV).

The owner is the person the configuration or the title page names once (a person's name, not
a lab's or a template's "Your Name"); a site of a lab (member pages or a roster) has none.
importer.parsers.site_pages reads a file the way its plan says, in the parse child.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from . import lazy_re
from .linkedin_csv import export_plan
from .photo_keys import owner_photo
from .records import DocumentError
from .site_authors import AUTHOR_DATA_RE, author_title_page
from .site_bundles import citation_titles
from .site_cards import paper_page_dates
from .site_citations import stale_citations
from .site_config import (
    ignored_files,
    load_config,
    names_a_group,
    owner_contacts,
    owner_from_configs,
    owner_names,
    owner_title,
    read_configs,
    site_generator,
)
from .site_data import data_file_kind, pair_member_data, theme_data_reason
from .site_email_owner import config_email
from .site_folders import REPOSITORY_FILES_RE, hidden_reason, is_repository_file, plan_within
from .site_languages import TRANSLATED_MEMBER_DIRS, SiteLanguages, site_languages, translated_name
from .site_page_reasons import LEGAL_RE, page_reason, section_reason
from .site_profiles import profile_images
from .site_reasons import (
    CONFIG_NAMES,
    code_fill_reason,
    data_loop_reason,
    quarto_ignored,
    rendered_beside,
)
from .site_samples import example_member_reason, other_persons_cv_reason, profile_over_sample, sample_reason
from .site_text import (  # noqa: F401  (the readers of a site's files take them from here too)
    CODE_CHUNK_RE,
    TEMPLATE_RE,
    file_extension,
    front_matter,
    own_text,
    own_words,
)

__all__ = ["SiteFile", "SitePlan", "plan_site"]

# --------------------------------------------------------------------------- what a file is, by its place

# Folders of a generator's machinery: templates, styles, scripts, assets, caches, output.
_MACHINERY_DIRS = frozenset(
    {
        "_layouts",
        "_includes",
        "_sass",
        "_styles",
        "_scripts",
        "_plugins",
        "_cite",
        "_freeze",
        "_extensions",
        "layouts",
        "themes",
        "archetypes",
        "i18n",
        "resources",
        "node_modules",
        "vendor",
        "site_libs",
        "config",
        "bin",
        "scripts",
        "markdown_generator",
        "data",  # Hugo's data/ folder: settings of the theme's widgets
    }
)
_RENDERED_DIRS = frozenset({"_site", "docs", "public"})
_ASSET_EXTENSIONS = frozenset(
    "css scss sass less js mjs ts map png jpg jpeg gif svg webp ico bmp tif tiff avif woff woff2 ttf otf eot "
    "mp4 webm mp3 wav zip gz tgz xml rss atom ipynb py rb sh r jl toml lock liquid".split()
)
_PAGE_EXTENSIONS = frozenset({"md", "markdown", "qmd", "rmd", "html", "htm"})
_SOURCE_EXTENSIONS = frozenset({"md", "markdown", "qmd", "rmd"})
# The owner's own pages, read however little they say (a name and a photo are a profile too).
_OWNER_PAGE_RE = lazy_re.compile(r"^(?:about|about-?me|bio|biography|cv|resume|vita|contact)$", re.I)
_NEWS_DIRS = frozenset(
    "_news _posts post posts news lab-news group-news events blog updates announcements aktuelles actualites noticias".split()
)
_PROJECT_DIRS = frozenset({"_projects", "project", "projects"})
_LATE_KINDS = frozenset({"news", "news-list", "project", "projects"})
# a folder of member pages; a lab may file its former members in a folder of their own (content/alumni/x.md)
_MEMBER_DIRS = (
    frozenset("_members _people _team _alumni _person people members team alumni lab-members".split())
    | TRANSLATED_MEMBER_DIRS
)
_TALK_DIRS = frozenset(
    {"_talks", "_teaching", "_teachings", "_books", "event", "events", "talk", "talks", "slides", "course", "courses"}
    # a site's courses and talks in its own language: cursos, cours, Lehre, corsi, palestras, charlas, Vorträge
    | set(
        "teaching cursos curso cours kurse lehre corsi docencia ensino disciplinas palestra palestras charlas".split()
    )
    | {"vortraege", "vorträge", "exposes", "exposés"}
)
_DOCUMENT_EXTENSIONS = frozenset({"pdf", "docx", "doc", "odt"})
_CV_NAME_RE = lazy_re.compile(r"cv|r[ée]sum[ée]|vita|lebenslauf|curriculum", re.I)
_LISTING_RE = lazy_re.compile(r"archive|sitemap|^tags?$|categor", re.I)
_PROFILE_CONFIG_RE = lazy_re.compile(r"_(?:quarto|config)[-_][\w-]+\.ya?ml")  # _quarto-fr.yml: a profile's settings
_DISABLED_RE = lazy_re.compile(r"[_~]$|\.(?:bak|orig|old|off|disabled|swp|tmp)$|\.(?:md|qmd|rmd|html?)d+$", re.I)
_SITE_DATA_RE = lazy_re.compile(
    r"^_?data/(?:navigation|ui-text|socials?|repositories|coauthors|venues|sources|orcid|links|types|roles|"
    r"theme|menus?|settings|i18n|citation_style|tools|authors?|pubmed|google-scholar|scholar)\b",
    re.I,
)


@dataclass
class SiteFile:
    """How one file of a planned site is read: its kind, the site's owner and the template's roles."""

    kind: str
    owner: str | None = None
    roles: dict[str, str] = field(default_factory=dict)
    contacts: dict[str, str] = field(default_factory=dict)  # the owner's e-mail and links the configuration gives
    owner_names: list[str] = field(default_factory=list)  # the owner's name as their papers print it
    language: str | None = None  # a multilingual site's own language, which its pages are read in
    languages: frozenset[str] = frozenset()  # all of a multilingual site's languages
    member_data: dict = field(default_factory=dict)  # a member page's member, from their data file (site_data)
    owner_title: str = ""  # the owner's title the configuration gives (site_config.owner_title)
    card_dates: dict[str, tuple[str, str]] = field(default_factory=dict)  # paper page path -> date, venue (site_cards)
    owner_photo: str = ""  # the owner's photo the configuration names (photo_keys.owner_photo)
    head: str = ""  # the person a lab's site runs under (its configuration's name, Hugo's primary user)
    stale: frozenset[str] = frozenset()  # the ids of a generated citations file's stale entries (site_citations)
    paper_title: str = ""  # a paper page's citation file (cite.bib): the page's title (site_bundles)
    email: str = ""  # the e-mail of a personal site that names no owner (site_email_owner)


@dataclass
class SitePlan:
    generator: str | None = None  # "Hugo Blox", "al-folio", ... ; None: not a site generator's folder
    owner: str | None = None  # the site's owner, named by its configuration or title page
    contacts: dict[str, str] = field(default_factory=dict)  # the owner's e-mail and links (owner_contacts)
    owner_names: list[str] = field(default_factory=list)  # the owner's name forms (site_config.owner_names)
    roles: dict[str, str] = field(default_factory=dict)  # a lab template's role slug -> its description
    skipped: dict[str, str] = field(default_factory=dict)  # file name -> why it is not read
    kinds: dict[str, str] = field(default_factory=dict)  # file name -> member, roster, news, ... (see above)
    prefix: str = ""  # the folder of the site inside the folder given ("lab-website-main/"), if any
    sites: list[SitePlan] = field(default_factory=list)  # the sites of a folder holding several, each its own
    languages: SiteLanguages = field(default_factory=SiteLanguages)  # a multilingual site's languages
    member_data: dict[str, dict] = field(default_factory=dict)  # member page -> its member's data file, loaded
    owner_title: str = ""  # the owner's title the configuration gives (site_config.owner_title)
    card_dates: dict[str, tuple[str, str]] = field(default_factory=dict)  # paper page path -> date, venue (site_cards)
    owner_photo: str = ""  # the owner's photo the configuration names (photo_keys.owner_photo)
    head: str = ""  # the person a lab's site runs under (SiteFile.head)
    stale: dict[str, frozenset[str]] = field(default_factory=dict)  # citations file -> stale ids (site_citations)
    paper_titles: dict[str, str] = field(default_factory=dict)  # a paper page's cite.bib -> the page's title
    email: str = ""  # the e-mail of a personal site that names no owner (site_email_owner)

    def site_of(self, name: str) -> SitePlan:
        """The plan of the site `name` is a file of: one of `sites`, else this one."""
        site = next((site for site in self.sites if name.startswith(site.prefix)), None)
        return site.site_of(name) if site is not None else self

    def site_file(self, name: str) -> SiteFile:
        """How the file `name` (not skipped) is read: its kind, and its site's owner and roles."""
        site = self.site_of(name)
        kind, languages = self.kinds.get(name, "read"), site.languages
        return SiteFile(
            kind,
            site.owner,
            site.roles,
            site.contacts,
            site.owner_names,
            languages.default,
            languages.codes,
            site.member_data.get(name, {}),
            site.owner_title,
            site.card_dates if file_extension(name) in ("html", "htm") else {},
            site.owner_photo,
            site.head,
            site.stale.get(name.removeprefix(site.prefix), frozenset()),
            site.paper_titles.get(name.removeprefix(site.prefix), ""),
            site.email,
        )

    def order(self, name: str) -> int:
        """People first (members and rosters, then the owner's pages: a paper page names the members by their
        Hugo user names), so papers link to them; news and projects last."""
        if self.site_of(name) is not self:
            return self.site_of(name).order(name)
        kind, name = self.kinds.get(name, "read"), name.removeprefix(self.prefix)
        # a paper page's own cite.bib (its authors' full names) comes with the pages, before its page (by name)
        owners = kind == "owner" and (
            not name.endswith(".bib") or name.endswith("/cite.bib") or name in self.paper_titles
        )
        return 0 if kind in ("member", "roster") else 1 if owners else 3 if kind in _LATE_KINDS else 2


# --------------------------------------------------------------------------- reading small files


# --------------------------------------------------------------------------- the plan


def plan_site(names: list[str], read: Callable[[str], str | None]) -> SitePlan:
    """How to read each file of a site folder; `read(name)` gives a small file's text (None if too big).

    A folder whose only content is one site's folder (a repository's download, "mylab-site/...",
    beside at most its read-me and licence) is planned from that folder, a few levels down at most,
    exactly as if that folder were given; a folder holding several sites' folders is each of them
    (SitePlan.sites). Hidden files and macOS's __MACOSX copies are no files of any site.
    """
    hidden = {name: reason for name in names if (reason := hidden_reason(name))}
    plan = plan_within(
        "",
        [name for name in names if name not in hidden],
        plan_at=lambda prefix, kept: _plan_at(prefix, kept, read),
        several=_several,
    )
    plan.skipped.update(hidden)
    return plan


def _several(prefix: str, sites: list[SitePlan], beside: dict[str, str]) -> SitePlan:
    """One plan of the sites a folder holds, each file read as its own site's plan says."""
    plan = SitePlan(generator=", ".join(dict.fromkeys(site.generator for site in sites)), prefix=prefix)
    plan.sites = sites
    for site in sites:
        plan.skipped.update(site.skipped)
        plan.kinds.update(site.kinds)
    plan.skipped.update(beside)
    return plan


def _plan_at(prefix: str, names: list[str], read: Callable[[str], str | None]) -> SitePlan:
    """plan_site for the files under `prefix`, keyed by their names in the folder given."""
    inner = [n[len(prefix) :] for n in names if n.startswith(prefix)]
    plan = _plan(inner, lambda name: read(prefix + name))
    plan.skipped = {prefix + n: reason for n, reason in plan.skipped.items()}
    plan.kinds = {prefix + n: kind for n, kind in plan.kinds.items()}
    plan.prefix = prefix
    return plan


def _plan(names: list[str], read: Callable[[str], str | None]) -> SitePlan:
    all_names = set(names)
    configs = read_configs(all_names, read)
    plan = SitePlan(generator=site_generator(all_names, configs))
    if plan.generator is None:
        export = export_plan(all_names, read)  # LinkedIn's data export: one person's, named by its Profile.csv
        if export is not None:
            plan.generator, (plan.owner, plan.skipped, parts) = "LinkedIn export", export
            plan.kinds = dict.fromkeys(parts, "owner")
        return plan
    languages = plan.languages = site_languages(all_names, configs, lambda name: _safe_meta(read(name)))
    for name in ("_data/types.yaml", "_data/types.yml", "_data/roles.yaml", "_data/roles.yml"):
        if name in all_names:
            for slug, spec in load_config(read(name)).items():
                if isinstance(spec, dict) and isinstance(spec.get("description"), str):
                    plan.roles[str(slug).lower()] = spec["description"]
    rendered = {
        d
        for d in _RENDERED_DIRS
        if any(n.startswith(d + "/") and file_extension(n) in ("html", "htm") for n in all_names)
        and not any(n.startswith(d + "/") and file_extension(n) in _SOURCE_EXTENSIONS for n in all_names)
    }
    sources = {
        n
        for n in all_names
        if n.split("/", 1)[0] not in rendered and file_extension(n) in _SOURCE_EXTENSIONS and not is_repository_file(n)
    }
    profiles = profile_images(all_names, read)  # al-folio's profiles layout: its people's pages -> their photos
    lab = len(profiles) > 1 or any(_is_member_page(n) or data_file_kind(n, _MEMBER_DIRS) == "roster" for n in all_names)
    pages = any(map(_is_member_page, all_names))  # whether the members have pages of their own
    title_pages = []
    for name in sorted(all_names):
        if re.fullmatch(r"(?:content/(?:[a-z]{2}/)?)?authors?/admin/_index\.md|index\.qmd|about\.qmd", name):
            title_pages.append(_safe_meta(read(name)))
        elif AUTHOR_DATA_RE.search(name):  # Hugo Blox's data/authors/me.yaml, `is_owner: true`
            title_pages.append(author_title_page(read(name)))
        elif re.fullmatch(r"(?:(?:docs|_site|public)/)?index\.html?", name):  # a rendered site's title page
            title = re.search(r"<title[^>]{0,200}>([^<]{1,200})</title>", read(name) or "", re.I)
            title_pages.append({"title": title.group(1).strip()} if title else {})
    plan.owner = None if lab else owner_from_configs(configs, title_pages)
    plan.head = (owner_from_configs(configs, title_pages) or "") if lab else ""
    lab = lab or (plan.owner is None and names_a_group(configs, all_names))
    plan.contacts = owner_contacts(configs) if plan.owner else {}
    plan.owner_names = owner_names(configs, plan.owner) if plan.owner else []
    plan.owner_title = owner_title(configs) if plan.owner else ""
    plan.owner_photo = owner_photo(configs) if plan.owner else ""
    plan.email = config_email(configs) if not (plan.owner or lab) else ""
    rendered_only = not sources
    ignored = ignored_files(configs)
    for name in names:
        reason, kind = _place(name, plan, rendered=set() if rendered_only else rendered, lab=lab, pages=pages)
        kind = "member" if name in profiles and reason is None else kind
        if reason is None:
            reason = rendered_beside(name, all_names) or quarto_ignored(name, plan.generator)
        if reason is None and any(pattern.search(name) for pattern in ignored):
            reason = "a file the site's configuration tells Hugo to ignore (its `ignoreFiles`)"
        page = file_extension(name) in _PAGE_EXTENSIONS
        if reason is None and languages.default:
            reason = languages.translation_reason(name, all_names, _safe_meta(read(name)) if page else {})
            if reason and plan.owner and re.search(r"(?:^|/)authors?/admin/_index(?:\.[\w-]+)?\.md$", name):
                plan.owner_names += translated_name(_safe_meta(read(name)).get("title"), plan.owner, plan.owner_names)
        if reason is None and page and kind in ("owner", "read", "papers", "news", "project"):
            reason = None if profile_over_sample(name, read(name)) else _sample_reason(read(name))
        if reason is None and kind in ("owner", "read", "papers") and page:
            reason = page_reason(name, read(name), short_is_fine=kind == "owner" and _is_owner_page(name))
        if reason is None and kind in ("roster", "papers", "owner") and name.startswith("data/"):
            reason = theme_data_reason(name, read(name))  # Hugo's data folder: a theme's settings unless data
        if reason is None and kind in ("papers", "owner") and page:  # allanlab's publications.md prints a data file
            body = _safe_body(read(name))
            reason = (data_loop_reason(body, own_words(body)) if kind == "papers" else None) or code_fill_reason(
                body, own_words(body)
            )
        if reason is None and kind == "owner" and plan.owner:
            reason = other_persons_cv_reason(name, read, plan.owner_names or [plan.owner])
        if reason is None and kind == "member":
            reason = example_member_reason(name, read(name)) or (section_reason(read(name)) if page else None)
        if reason is None and kind in ("talk", "project"):
            from .detect import is_publication_page  # the one test of a paper's page

            if file_extension(name) in _PAGE_EXTENSIONS and is_publication_page(_safe_meta(read(name))):
                kind = "papers" if lab else "owner"  # a working paper filed among projects or talks is a paper
            elif kind == "talk":
                reason = "a talk, event, course or book page (these are not imported)"
        if reason is not None:
            plan.skipped[name] = reason
        else:
            plan.kinds[name] = "owner" if kind == "owner" and plan.owner else ("read" if kind == "owner" else kind)
    plan.member_data = pair_member_data(plan.kinds, plan.skipped, read, lambda name: _safe_meta(read(name)))
    for page, photo in profiles.items():  # a profiles entry's `image:`, the photo of the page it names
        if photo and plan.kinds.get(page) == "member":
            plan.member_data[page] = {"image": photo, **plan.member_data.get(page, {})}
    plan.stale = stale_citations(all_names, read) if plan.generator else {}
    plan.paper_titles = citation_titles(plan.kinds, read)
    if any(file_extension(name) in ("html", "htm") for name in plan.kinds):  # a rendered page's cards of papers
        plan.card_dates = paper_page_dates(names, lambda name: _safe_meta(read(name)))
    return plan


def _safe_meta(text: str | None) -> dict:
    try:
        return front_matter(text or "")[0]
    except DocumentError:
        return {}


def _safe_body(text: str | None) -> str:
    try:
        return front_matter(text or "")[1]
    except DocumentError:
        return ""


def _inner_dirs(name: str) -> list[str]:
    """The folders of a file below Hugo's content/ and a language's folder ("content/de/post/x.md" -> [post])."""
    dirs = [d.lower() for d in name.split("/")[:-1]]
    return [d for d in dirs if d != "content" and not re.fullmatch(r"[a-z]{2}(?:-[a-z]{2})?", d)]


def _is_member_page(name: str) -> bool:
    """A page in a members' folder (_members/x.md, content/people/x/index.md), not that folder's own listing."""
    inner = _inner_dirs(name)
    listing = len(inner) == 1 and PurePosixPath(name).stem in ("index", "_index")
    return bool(inner) and inner[0] in _MEMBER_DIRS and file_extension(name) in _PAGE_EXTENSIONS and not listing


def _place(name: str, plan: SitePlan, *, rendered: set[str], lab: bool, pages: bool) -> tuple[str | None, str]:
    """(why the file is skipped or None, its kind) from its place in the folder."""
    parts = name.split("/")
    base, extension = parts[-1].lower(), file_extension(name)
    dirs = [p.lower() for p in parts[:-1]]
    if base in CONFIG_NAMES or dirs[:2] == ["config", "_default"] or _PROFILE_CONFIG_RE.fullmatch(base):
        return "the site's configuration (read for its owner's name, e-mail and links)", ""
    stem = PurePosixPath(parts[-1]).stem
    if REPOSITORY_FILES_RE.match(base) or (len(parts) == 1 and re.fullmatch(r"[A-Z][A-Z0-9_-]{2,}", stem)):
        return "the repository's read-me, licence or documentation", ""
    if dirs and dirs[0] in rendered:
        return "a rendered copy of the site's sources, which are read instead", ""
    if AUTHOR_DATA_RE.search(name):
        return None, "member"  # a person's profile, in Hugo Blox's data folder (importer.parsers.site_authors)
    data_kind = data_file_kind(name, _MEMBER_DIRS)  # people and papers in a data file (site_data), Hugo's data/ too
    if data_kind:
        return None, data_kind if data_kind == "roster" or lab else "owner"
    if any(d in _MACHINERY_DIRS for d in dirs[:2]) or any(d in ("site_libs", "node_modules") for d in dirs):
        if extension not in ("bib", "pdf", "docx"):
            return "the generator's templates, styles or scripts", ""
    if extension in _ASSET_EXTENSIONS or base in ("search.json", "listings.json"):
        return "an image, style sheet, script or feed of the site", ""
    if dirs == ["_i18n"] and extension in ("yml", "yaml", "json"):
        return "the site's words for its menus and buttons in one language (jekyll-multiple-languages-plugin)", ""
    if _SITE_DATA_RE.match(name):
        return "the site's data for its templates (menus, icons, citation sources), not a profile", ""
    if dirs[:1] == ["_drafts"]:
        return "a draft, not published on the site", ""
    if _DISABLED_RE.search(base):  # "index.md_", "about.md~", "cv.md.bak", "papers.mdddd": switched off by its name
        return "a disabled or backup copy of a file (the generator renders no page of it)", ""
    if base.startswith("404."):
        return "the site's page-not-found page", ""
    if LEGAL_RE.search(stem):
        return "a legal notice (imprint, privacy), not a profile", ""
    if extension in _DOCUMENT_EXTENSIONS and not _CV_NAME_RE.search(stem):
        return "a file the site links to (a paper, slides or a poster), not a profile", ""
    if extension in _PAGE_EXTENSIONS and _LISTING_RE.search(stem):
        return "a listing the generator makes (archive, tags, sitemap)", ""
    inner = _inner_dirs(name)
    top = inner[0] if inner else ""
    if top in _MEMBER_DIRS and extension in _PAGE_EXTENSIONS:
        if not _is_member_page(name) and pages:
            return "the members' listing page (each member has a page of their own)", ""
        if not _is_member_page(name):
            return None, "papers" if lab else "read"  # the one page listing the members: read as a roster
        return None, "member"
    if re.fullmatch(r"_?data/projects\.(?:ya?ml|json)", name):
        return None, "projects"
    if re.fullmatch(r"_?data/news\.(?:ya?ml|json)", name):
        return None, "news-list"
    if top in _NEWS_DIRS | _PROJECT_DIRS and extension in ("html", "htm"):
        return "a rendered post or project page (its title and date are read from a source page only)", ""
    if top in _NEWS_DIRS:
        return None, "news"
    if top in _PROJECT_DIRS or top == "_portfolio":
        return None, "project"  # a portfolio item that is a paper is read as one (read_site_document)
    if top in _TALK_DIRS:
        return None, "talk"
    if lab and re.search(r"(?:^|/)authors?/[^/]+/_?index\.\w+$", name):
        return None, "read"  # a Hugo author page of a lab's site: a member's profile (structured.pages)
    if lab and _CV_NAME_RE.search(stem):
        return None, "read"  # a member's CV names its member
    if lab:  # a lab's lists and pages: no owner, their authors linked to the members by name
        return None, "papers"
    return None, "owner"  # a personal site's pages are its owner's, unless they name another


def _is_owner_page(name: str) -> bool:
    parts = PurePosixPath(name).parts
    stem = PurePosixPath(name).stem
    return bool(
        _OWNER_PAGE_RE.match(stem)
        or (stem in ("index", "_index") and len(parts) > 1 and _OWNER_PAGE_RE.match(parts[-2]))
    )


def _sample_reason(text: str | None) -> str | None:
    try:
        meta, body = front_matter(text or "")
    except DocumentError:
        return None
    return sample_reason(meta, own_text(body))
