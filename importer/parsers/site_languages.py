"""The languages of a multilingual site folder: which one is the site's own, and which files translate it.

A Hugo site declares its languages in its configuration (`defaultContentLanguage`, a `languages:`
map or config/_default/languages.yaml, each language's `contentDir`) and keeps each language's
pages under content/<lang>/ or beside the page they translate, named for their language
(_index.fr.md beside _index.md); a Jekyll site with polyglot declares `languages:` and
`default_lang` and keeps the other languages' pages under <lang>/ or marks them `lang:`, one with
jekyll-multiple-languages-plugin keeps them under _i18n/<lang>/ (polyglot its data under _data/<lang>/);
a Quarto site translated with babelquarto names its `mainlanguage` and `languages` and its translations
index.es.qmd, one built in a profile per language (`profile: group: [[en, fr]]`, the first the default)
writes every language in the same page, in fenced divs shown in one profile only (in_language). A page is
read once, in the site's default language (English when none is declared); its copies in the other
languages are translations, skipped with the file they translate. A Hugo page names the page it translates by
its `translationKey` wherever each language keeps it (content/de/personen/x.md beside content/en/people/x.md);
a person's, a paper's or a news item's page found in another language only is its one copy, and read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from . import lazy_re

__all__ = ["TRANSLATED_MEMBER_DIRS", "SiteLanguages", "in_language", "site_languages", "translated_name"]

# A members' folder named in the site's other languages (Hugo sections are named in each language)
TRANSLATED_MEMBER_DIRS = frozenset(
    "personen mitglieder mitarbeiter mitarbeitende membres equipe équipe miembros equipo integrantes membros membri "
    "persone".split()
)

_CODE_RE = lazy_re.compile(r"[a-z]{2}(?:[-_][a-z]{2,4})?", re.I)
# The roots a language's folder sits in: Hugo's content/<lang>/, polyglot's <lang>/ and _data/<lang>/ (its data in
# each language), the plugin's _i18n/<lang>/, a multilingual al-folio's _pages/<lang>/ ("_pages/en-us/": a
# language's folder may name its region too)
_LANGUAGE_ROOTS = ("content", "", "_i18n", "_data", "_pages")


@dataclass
class SiteLanguages:
    default: str | None = None  # the site's own language; None: a site in one language
    folders: dict[str, str] = field(default_factory=dict)  # a language's folder ("content/de") -> its code
    codes: frozenset[str] = frozenset()  # every language the site declares or keeps a folder of
    meta_of: Callable[[str], dict] | None = field(default=None, repr=False, compare=False)  # a page's front matter
    _keyed_pages: dict[str, list[str]] | None = field(default=None, repr=False, compare=False)

    def __getstate__(self) -> dict:
        """The languages without the page reader: a site's plan is sent on from the process that made it."""
        return {**self.__dict__, "meta_of": None}

    def language_of(self, name: str, meta: dict | None = None) -> str | None:
        """The language a file is written in: by its folder, its name (x.fr.md) or its `lang:` front matter."""
        if self.default is None:
            return None
        folder = self._folder(name)
        if folder is not None:
            return self.folders[folder]
        named = self._named_language(name)
        if named is not None:
            return named
        lang = (meta or {}).get("lang") or (meta or {}).get("language")
        return _code(lang) if isinstance(lang, str) and _CODE_RE.fullmatch(lang.strip()) else self.default

    def translation_reason(self, name: str, names: set[str], meta: dict | None = None) -> str | None:
        """Why a file is not read: it is a translation of a page of the site's default language; None if it is one."""
        lang = self.language_of(name, meta)
        if lang is None or lang == self.default:
            return None
        twin = self._keyed_twin(name, _key(meta), names)
        if twin is not None:
            return f"a translation ('{lang}') of {twin} (the same `translationKey`), which is read instead"
        original = self._original(name, names)
        if original is None and self._folder(name) is None and self._named_language(name) is not None:
            return None  # "x.en.md" with no "x.md" beside it: the page is in that language only, its one copy
        folder = self._folder(name)
        if original is None and folder and _ITEM_PAGE_RE.search(name[len(folder) :]):
            return None  # a person's, paper's or news item's page in that language's folder only: its one copy
        of = original if original else f"the site's pages in '{self.default}'"
        return f"a translation ('{lang}') of {of}, which is read instead"

    def _keyed_twin(self, name: str, key: str | None, names: set[str]) -> str | None:
        """The page a page with a `translationKey` translates: the default language's page of that key (or the
        page whose folder or file the key names), else the first of that key's pages in the other languages."""
        if key is None or self.meta_of is None:
            return None
        if self._keyed_pages is None:  # every page's key, read once for the site
            self._keyed_pages = {}
            for other in sorted(names):
                if PurePosixPath(other).suffix.lower() in _PAGE_SUFFIXES and (found := _key(self.meta_of(other))):
                    self._keyed_pages.setdefault(found, []).append(other)
        others = [n for n in self._keyed_pages.get(key, []) if n != name]
        default = [n for n in others if self.language_of(n, self.meta_of(n)) == self.default]
        if default:
            return default[0]
        slug = key.rstrip("/").rsplit("/", 1)[-1]
        named = [n for n in names if _slug(n) == slug and self.language_of(n) == self.default]
        if named and PurePosixPath(name).suffix.lower() in _PAGE_SUFFIXES:
            return sorted(named)[0]  # Hugo's key when none is given is the page's path: "springs" for springs/
        return next((n for n in others if n < name), None)

    def _folder(self, name: str) -> str | None:
        return max((f for f in self.folders if name.startswith(f + "/")), key=len, default=None)

    def _named_language(self, name: str) -> str | None:
        """The language a file's name ends in ("_index.fr.md" -> "fr"), if the site has that language."""
        suffixes = PurePosixPath(name).suffixes
        if len(suffixes) < 2:
            return None
        code = suffixes[-2].lstrip(".")
        return _code(code) if _CODE_RE.fullmatch(code) and _code(code) in self.codes else None

    def _original(self, name: str, names: set[str]) -> str | None:
        """The default language's file at the same place ("content/de/x/index.md" -> "content/en/x/index.md",
        "x/_index.fr.md" -> "x/_index.md")."""
        folder = self._folder(name)
        if folder is None:
            path = PurePosixPath(name)
            if self._named_language(name) is None:
                return None
            bare = path.with_suffix("").with_suffix(path.suffix)  # _index.fr.md -> _index.md
            candidates = [str(bare), str(bare.with_suffix(f".{self.default}{path.suffix}"))]
            return next((c for c in candidates if c in names), None)
        rest = name[len(folder) + 1 :]
        homes = [f for f, code in self.folders.items() if code == self.default]
        parent = folder.rsplit("/", 1)[0] if "/" in folder else ""
        candidates = [f"{home}/{rest}" for home in homes] + [f"{parent}/{rest}".lstrip("/")]
        return next((c for c in candidates if c in names and c != name), None)


def translated_name(title, owner: str, known: list[str]) -> list[str]:
    """The owner's name as their page in another language writes it ("李明" beside "Ming Li"), if it is another
    name of theirs: [it], else []."""
    from .site_config import person_name

    name = " ".join(str(title or "").split())
    han = re.fullmatch(r"[\u3400-\u9fff]{2,4}", name)
    if (han or person_name(name)) and name.casefold() != owner.casefold() and name not in known:
        return [name]
    return []


# One person's, paper's or news item's page, at the same place in every language's folder when it is translated
# unless a `translationKey` ties it to its translation elsewhere
_ITEM_PAGE_RE = lazy_re.compile(
    r"^/(?:authors|people|members|team|_members|people_pages|profiles|publications?|papers?|post|posts|news|blog|"
    r"aktuelles|"
    r"neuigkeiten|actualites|actualités|noticias|notizie|novidades|publikationen|publications|publicaciones|"
    rf"publica[çc][õo]es|pubblicazioni|{'|'.join(sorted(TRANSLATED_MEMBER_DIRS))})/[^/]+(?:/_?index)?\.\w+$",
    re.I,
)
_PAGE_SUFFIXES = frozenset({".md", ".markdown", ".html", ".htm", ".qmd", ".rmd", ".org", ".adoc"})


def _key(meta: dict | None) -> str | None:
    """The page a page names as the one it translates (Hugo's `translationKey`), wherever that one is kept."""
    value = (meta or {}).get("translationKey") or (meta or {}).get("translationkey")
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return str(value).strip() or None


def _slug(name: str) -> str:
    """A page's own name: its file's ("x.md" -> x) or, for an index page, its folder's ("x/index.md" -> x)."""
    path = PurePosixPath(name)
    stem = path.name.split(".")[0]
    return path.parent.name if stem in ("index", "_index") else stem


def _regional_folders(names: set[str], root: str, code: str) -> set[str]:
    """The folders under `root` named for the language `code` with a region ("_pages/en-us" for "en")."""
    prefix = f"{root}/" if root else ""
    found = set()
    for name in names:
        if name.startswith(prefix) and name.count("/") > prefix.count("/"):
            folder = name[len(prefix) :].split("/", 1)[0]
            if "-" in folder and _CODE_RE.fullmatch(folder) and _code(folder) == code:
                found.add(prefix + folder)
    return found


def _code(value: str) -> str:
    return re.split(r"[-_]", value.strip().lower())[0]


def _codes(values) -> list[str]:
    return [_code(c) for c in values if isinstance(c, str) and _CODE_RE.fullmatch(c.strip())]


def site_languages(
    names: set[str], configs: dict[str, dict], meta_of: Callable[[str], dict] | None = None
) -> SiteLanguages:
    """The languages a site declares, or keeps in language folders; one language: SiteLanguages() (no default).
    `meta_of` gives a page's front matter, for the pages that name their translation by `translationKey`."""
    declared: dict[str, str | None] = {}  # code -> its content folder, if named
    default = None
    for name, config in configs.items():
        base = name.split("/")[-1].lower()
        languages = config.get("languages")
        if base.startswith("languages."):  # config/_default/languages.yaml: the map itself
            languages = config
        if isinstance(languages, dict):
            for code, spec in languages.items():
                if isinstance(code, str) and _CODE_RE.fullmatch(code):
                    folder = spec.get("contentDir") if isinstance(spec, dict) else None
                    declared[_code(code)] = folder.strip("/") if isinstance(folder, str) else None
        elif isinstance(languages, list):  # Jekyll polyglot: languages: ["de", "en"]
            declared.update((c, None) for c in _codes(languages))
        profile = config.get("profile")  # Quarto's profiles, one a language: profile: {group: [[en, fr]]}
        if isinstance(profile, dict):
            group = profile.get("group")
            group = group[0] if isinstance(group, list) and group and isinstance(group[0], list) else group
            codes = _codes(group) if isinstance(group, list) else []
            if len(codes) >= 2 and len(codes) == len(group):
                declared.update((c, None) for c in codes)
                chosen = profile.get("default")
                chosen = chosen[0] if isinstance(chosen, list) and chosen else chosen
                default = _codes([chosen])[0] if _codes([chosen]) else codes[0]  # Quarto's default: the first
        babel = config.get("babelquarto")  # Quarto's babelquarto: mainlanguage, languages
        if isinstance(babel, dict):
            declared.update((c, None) for c in _codes([babel.get("mainlanguage")] + list(babel.get("languages") or [])))
            if isinstance(babel.get("mainlanguage"), str) and _CODE_RE.fullmatch(babel["mainlanguage"].strip()):
                default = _code(babel["mainlanguage"])
        for key in ("defaultContentLanguage", "default_lang", "defaultLanguage"):
            if isinstance(config.get(key), str) and _CODE_RE.fullmatch(config[key].strip()):
                default = _code(config[key])
    folders = {}
    for code, folder in declared.items():
        if folder:
            folders[folder] = code
        for root in _LANGUAGE_ROOTS:
            candidate = f"{root}/{code}".lstrip("/")
            if any(n.startswith(candidate + "/") for n in names):
                folders.setdefault(candidate, code)
            for regional in _regional_folders(names, root, code):
                folders.setdefault(regional, code)
    if not declared:  # undeclared: content/<lang>/ folders of two or more languages
        found = {n.split("/")[1] for n in names if n.startswith("content/") and n.count("/") >= 2}
        codes = {f for f in found if re.fullmatch(r"[a-z]{2}", f)}
        if len(codes) >= 2:
            folders = {f"content/{c}": c for c in codes}
    codes = set(folders.values()) | set(declared)
    if len(codes) < 2:
        return SiteLanguages()
    if default is None:
        default = "en" if "en" in codes else sorted(codes)[0]
    return SiteLanguages(default=default, folders=folders, codes=frozenset(codes), meta_of=meta_of)


# A Quarto fenced div shown in one profile or language only: ::: {.content-visible when-profile="fr"}
_FENCE_OPEN_RE = lazy_re.compile(r"^\s*:{3,}\s*\{([^{}\n]*)\}\s*$|^\s*:{3,}\s*[\w-]+\s*$")
_FENCE_CLOSE_RE = lazy_re.compile(r"^\s*:{3,}\s*$")
_SHOWN_RE = lazy_re.compile(
    r"\.content-(visible|hidden)\b[^}]*?\b(when|unless)-(?:profile|meta)\s*=\s*[\"']?(?:lang\.)?([\w-]+)"
)


def in_language(text: str, language: str, codes: frozenset[str]) -> str:
    """A page's text as the site shows it in `language`: without the fenced divs Quarto shows in another of
    the site's languages only (`.content-visible when-profile="fr"`, `.content-hidden when-profile="en"`)."""
    kept: list[str] = []
    depth, dropped_at = 0, None  # the depth of the fenced div being left out, if any
    for line in text.split("\n"):
        opened = _FENCE_OPEN_RE.match(line)
        if opened and not _FENCE_CLOSE_RE.match(line):
            depth += 1
            if dropped_at is None and not _shown(opened.group(1) or "", language, codes):
                dropped_at = depth
        elif _FENCE_CLOSE_RE.match(line) and depth:
            depth -= 1
            if dropped_at is not None and depth < dropped_at:
                dropped_at = None
                continue
        if dropped_at is None:
            kept.append(line)
    return "\n".join(kept)


def _shown(attributes: str, language: str, codes: frozenset[str]) -> bool:
    found = _SHOWN_RE.search(attributes)
    if found is None or _code(found.group(3)) not in codes:
        return True  # not a language's div (a callout, a profile of another kind): shown
    visible, when, named = found.group(1) == "visible", found.group(2) == "when", _code(found.group(3)) == language
    return (named == when) == visible
