"""The languages of a multilingual site folder: which one is the site's own, and which files translate it.

A Hugo site declares its languages in its configuration (`defaultContentLanguage`, a `languages:`
map or config/_default/languages.yaml, each language's `contentDir`) and keeps each language's
pages under content/<lang>/; a Jekyll site with polyglot declares `languages:` and `default_lang`
and keeps the other languages' pages under <lang>/ or marks them `lang:`. A page is read once, in
the site's default language (English when none is declared); its copies in the other languages are
translations, skipped with the file they translate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["SiteLanguages", "site_languages"]

_CODE_RE = re.compile(r"[a-z]{2}(?:[-_][a-z]{2,4})?", re.I)


@dataclass
class SiteLanguages:
    default: str | None = None  # the site's own language; None: a site in one language
    folders: dict[str, str] = field(default_factory=dict)  # a language's folder ("content/de") -> its code

    def language_of(self, name: str, meta: dict | None = None) -> str | None:
        """The language a file is written in: by its folder, else by its `lang:` front matter."""
        if self.default is None:
            return None
        folder = max((f for f in self.folders if name.startswith(f + "/")), key=len, default=None)
        if folder is not None:
            return self.folders[folder]
        lang = (meta or {}).get("lang") or (meta or {}).get("language")
        return _code(lang) if isinstance(lang, str) and _CODE_RE.fullmatch(lang.strip()) else self.default

    def translation_reason(self, name: str, names: set[str], meta: dict | None = None) -> str | None:
        """Why a file is not read: it is a translation of a page of the site's default language; None if it is one."""
        lang = self.language_of(name, meta)
        if lang is None or lang == self.default:
            return None
        original = self._original(name, names)
        of = original if original else f"the site's pages in '{self.default}'"
        return f"a translation ('{lang}') of {of}, which is read instead"

    def _original(self, name: str, names: set[str]) -> str | None:
        """The default language's file at the same place ("content/de/x/index.md" -> "content/en/x/index.md")."""
        folder = max((f for f in self.folders if name.startswith(f + "/")), key=len, default=None)
        if folder is None:
            return None
        rest = name[len(folder) + 1 :]
        homes = [f for f, code in self.folders.items() if code == self.default]
        parent = folder.rsplit("/", 1)[0] if "/" in folder else ""
        candidates = [f"{home}/{rest}" for home in homes] + [f"{parent}/{rest}".lstrip("/")]
        return next((c for c in candidates if c in names and c != name), None)


def _code(value: str) -> str:
    return re.split(r"[-_]", value.strip().lower())[0]


def site_languages(names: set[str], configs: dict[str, dict]) -> SiteLanguages:
    """The languages a site declares, or keeps in language folders; one language: SiteLanguages() (no default)."""
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
            declared.update((_code(c), None) for c in languages if isinstance(c, str) and _CODE_RE.fullmatch(c))
        for key in ("defaultContentLanguage", "default_lang", "defaultLanguage"):
            if isinstance(config.get(key), str) and _CODE_RE.fullmatch(config[key].strip()):
                default = _code(config[key])
    folders = {}
    for code, folder in declared.items():
        if folder:
            folders[folder] = code
        for root in ("content", ""):  # content/<lang>/ (Hugo) or <lang>/ (polyglot)
            candidate = f"{root}/{code}".lstrip("/")
            if any(n.startswith(candidate + "/") for n in names):
                folders.setdefault(candidate, code)
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
    return SiteLanguages(default=default, folders=folders)
