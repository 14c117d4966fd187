"""What a site folder's configuration says: its generator, and its owner's name, e-mail and links.

The owner is the person the configuration (an author block, al-folio's first and last name, a
site's title) or the title page names: a person's name, not a lab's or a template's "Your Name".
Plain Python: the configurations, read as mappings, in.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable

import yaml

from . import lazy_re
from .citations import looks_like_name
from .links import network_url
from .names import without_titles
from .people_pages import is_people_file

__all__ = [
    "ignored_files",
    "load_config",
    "names_a_group",
    "owner_contacts",
    "owner_from_configs",
    "owner_names",
    "person_name",
    "read_configs",
    "site_generator",
]

_LAB_WORDS_RE = lazy_re.compile(
    r"\b(?:lab|labs|laboratory|group|team|centre|center|institute|blog|notes|site|website|homepage|research|"
    r"project|journal|portfolio|academic|personal)\b",
    re.I,
)

# A title that names a group of people ("Tidewater Ecology Lab", "Arbeitsgruppe Meyer", "Équipe Dynamo")
_GROUP_TITLE_RE = lazy_re.compile(
    r"\b(?:lab|labs|laboratory|laborator(?:y|ies|io|ium|oire)|labor|group|gruppe|arbeitsgruppe|forschungsgruppe|"
    r"team|équipe|equipe|grupo|gruppo|centre|center|centro|zentrum|institute|institut|instituto|unit|"
    r"consortium|collective|lehrstuhl)\b|研究室|课题组|实验室|研究组|(?-i:\bAG\s+[A-ZÄÖÜ])",  # "AG Meyer": Arbeitsgruppe
    re.I,
)
# Words of a page's title that no one's name holds ("Who We Are", "Meet Our People", "Über uns")
_PAGE_TITLE_WORDS = frozenset(
    "who we are our us me my about welcome home meet what is this hello contact people members news "
    "publications projects uns über nous qui sommes somos quienes nosotros".split()
)

# A configuration's files, by their names in the site's folder.
_CONFIG_FILES = ("_config.yml", "_config.yaml", "_quarto.yml", "_quarto.yaml", "hugo.yaml", "hugo.toml")
_HUGO_CONFIG_PARTS = ("hugo.", "config.", "params.", "languages.")


def read_configs(names: set[str], read: Callable[[str], str | None]) -> dict[str, dict]:
    """The site's configuration files, each read as a mapping: {file name: its settings}.

    al-folio's _data/socials.yml holds the keys its _config.yml once held (`email`, `github_username`,
    ...); _data/author.yml is an author block of its own.
    """
    configs = {}
    for name in sorted(names):
        base = name.split("/")[-1].lower()
        top_config = "/" not in name and _HUGO_CONFIG_RE.fullmatch(name) is not None  # blogdown's config.yaml
        if (
            base in _CONFIG_FILES
            or top_config
            or (name.startswith("config/_default/") and base.startswith(_HUGO_CONFIG_PARTS))
        ):
            configs[name] = load_config(read(name))
        elif re.fullmatch(r"_data/author\.ya?ml", name):
            configs[name] = {"author": load_config(read(name))}
        elif re.fullmatch(r"_data/socials\.ya?ml", name):
            configs[name] = load_config(read(name))
    return configs


_HUGO_CONFIG_RE = lazy_re.compile(r"(?:config/_default/)?(?:hugo|config)\.(?:toml|ya?ml|json)")


def site_generator(names: set[str], configs: dict[str, dict]) -> str | None:
    """The generator a site folder was made for, from its files' names and its configuration's theme."""
    tops = {n.split("/", 1)[0] for n in names}
    config_text = " ".join(str(c.get(k, "")) for c in configs.values() for k in ("theme", "remote_theme", "module"))
    if "_members" in tops and any(n.startswith("_data/") and re.search(r"citations|types|roles", n) for n in names):
        return "lab-website-template"
    if any(n.startswith("content/") and re.search(r"/authors?/[^/]+/_?index\.", f"/{n}") for n in names) or re.search(
        r"hugo-?blox|wowchemy", config_text, re.I
    ):
        return "Hugo Blox"
    if "_bibliography" in tops or "_news" in tops:
        return "al-folio"
    if "_publications" in tops:
        return "academicpages"
    if re.search(r"minimal-mistakes", config_text, re.I):
        return "minimal-mistakes"
    if any(n.split("/")[-1] in ("_quarto.yml", "_quarto.yaml") for n in names) or any(
        n.endswith(".qmd") for n in names
    ):
        return "Quarto"
    if any(n.endswith("/search.json") or "/site_libs/" in f"/{n}" for n in names):
        return "Quarto"
    if "_config.yml" in names or "_config.yaml" in names:
        return "Jekyll"
    if tops & {"content", "data", "archetypes", "themes"} and any(_HUGO_CONFIG_RE.fullmatch(n) for n in names):
        return "Hugo"  # hugo.toml, or the older config.yaml (blogdown's Hugo Apéro sites) beside content/ or data/
    return None


def is_quarto_project(data) -> bool:
    """A loaded `_quarto.yml`: Quarto's project configuration (`project: {type: website}`), no one's CV."""
    project = data.get("project") if isinstance(data, dict) else None
    return isinstance(project, dict) and ("type" in project or bool({"website", "book", "manuscript"} & set(data)))


def load_config(text: str | None) -> dict:
    """A configuration file's settings, YAML or TOML (`title = "Ana Ruiz"` reads as one YAML string: TOML)."""
    if not text:
        return {}
    try:
        data = yaml.safe_load(text)
    except (yaml.YAMLError, ValueError, RecursionError):
        data = None
    if not isinstance(data, dict):
        try:
            data = tomllib.loads(text)
        except (tomllib.TOMLDecodeError, ValueError):
            return {}
    return data if isinstance(data, dict) else {}


def person_name(value) -> str | None:
    """The value when it is a person's name ("Rafael Quintero"), not a lab's or site's ("Tidewater Lab")."""
    if not isinstance(value, str):
        return None
    name = without_titles(" ".join(re.sub(r"<[^>]{0,200}>", " ", value).split()))  # "Dr. Ana Ruiz": her name
    if not 2 <= len(name.split()) <= 5 or _LAB_WORDS_RE.search(name) or _GROUP_TITLE_RE.search(name):
        return None
    if not looks_like_name(name):
        return None
    if any(word.casefold() in _PAGE_TITLE_WORDS for word in re.findall(r"[^\W\d_]+", name)):
        return None  # a page's title ("Who We Are", "About Me", "Welcome Home"), not a name
    from .structured.examples import is_example_person  # "Your Name": a template's default, left in place

    return None if is_example_person(name) else name


# The author block's links (academicpages, minimal-mistakes): key -> the network (labsite.networks),
# whose address a bare user name is on.
_AUTHOR_LINKS = {
    "orcid": "ORCID",
    "googlescholar": "Google Scholar",
    "google_scholar": "Google Scholar",
    "github": "GitHub",
    "linkedin": "LinkedIn",
    "researchgate": "ResearchGate",
    "twitter": "X",
    "bluesky": "Bluesky",
    "uri": "Homepage",
    "website": "Homepage",
}
# The site's own keys for its owner's profiles (al-folio's _config.yml, later its _data/socials.yml).
_SITE_LINKS = {
    "github_username": "GitHub",
    "gitlab_username": "GitLab",
    "scholar_userid": "Google Scholar",
    "orcid_id": "ORCID",
    "twitter_username": "X",
    "x_username": "X",
    "linkedin_username": "LinkedIn",
    "research_gate_profile": "ResearchGate",
    "semanticscholar_id": "Semantic Scholar",
    "dblp_url": "DBLP",
    "bluesky_url": "Bluesky",
}
_EMAIL_RE = lazy_re.compile(r"[^@\s]+@[^@\s]+\.\w+")
# "jo[at]example.edu": written so that harvesters miss it (al-folio's own advice)
_AT_RE = lazy_re.compile(r"\s*[\[(]\s*at\s*[\])]\s*", re.I)
_DOT_RE = lazy_re.compile(r"\s*[\[(]\s*dot\s*[\])]\s*", re.I)
# A template's placeholder ("you@example.com"), left in place: nobody's address.
_PLACEHOLDER_EMAIL_RE = lazy_re.compile(r"(?:you|your|yourname|your[._]?name|name|user|username|email)@", re.I)


def _email(value) -> str | None:
    if not isinstance(value, str):
        return None
    value = _DOT_RE.sub(".", _AT_RE.sub("@", value.strip().removeprefix("mailto:")))
    return value if _EMAIL_RE.fullmatch(value) and not _PLACEHOLDER_EMAIL_RE.match(value) else None


def _links(block: dict, keys: dict[str, str], found: dict[str, str]) -> None:
    """Each key's link, as an address or a user name on its network, unless its label is found already."""
    for key, label in keys.items():
        value = block.get(key)
        if isinstance(value, int):  # an id YAML read as a number (scholar ids are not, Scopus ids are)
            value = str(value)
        if not isinstance(value, str) or not value.strip() or label in found:
            continue
        value = value.strip()
        url = value if re.match(r"https?://", value) else network_url(label, value)
        if url:
            found[label] = url


def ignored_files(configs: dict[str, dict]) -> list[re.Pattern]:
    """The patterns of the files Hugo is told to leave out (`ignoreFiles = ["\\.Rmd$", "_cache$"]`): no pages
    of the site (an R Markdown source beside the page it renders)."""
    patterns = []
    for config in configs.values():
        values = config.get("ignoreFiles") or config.get("ignorefiles")
        for value in values[:50] if isinstance(values, list) else []:
            try:
                patterns.append(re.compile(str(value)[:200]))
            except re.error:
                continue  # a pattern Hugo would reject too: it ignores nothing here
    return patterns


def names_a_group(configs: dict[str, dict], names: set[str]) -> bool:
    """Whether a site whose owner is no one person is a group's: its title names a lab, group or team
    ("Sorghum Pathology Group"), or one of its pages lists its people (team.qmd, people.md)."""
    for config in configs.values():
        website = config.get("website")
        title = website.get("title") if isinstance(website, dict) else config.get("title")
        if isinstance(title, str) and _GROUP_TITLE_RE.search(title):
            return True
    return any(is_people_file(name) for name in names)


def owner_contacts(configs: dict[str, dict]) -> dict[str, str]:
    """The owner's e-mail and links the configuration gives: {"email": ..., label: url}.

    From an author block (academicpages, minimal-mistakes) and from the site's own keys (al-folio's
    `email`, `github_username`, `scholar_userid`, `orcid_id`, ...); the site is its owner's, so
    these are the owner's. A configuration whose author is a template's "Your Name" gives none.
    """
    found: dict[str, str] = {}
    for config in configs.values():
        _navbar_contacts(config, found)
        author = config.get("author")
        if isinstance(author, dict) and author.get("name") is not None and not person_name(author.get("name")):
            continue  # a template's or a lab's author block: not the owner's details
        for block, keys in ((author if isinstance(author, dict) else {}, _AUTHOR_LINKS), (config, _SITE_LINKS)):
            email = _email(block.get("email"))
            if email and "email" not in found:
                found["email"] = email
            _links(block, keys, found)
    return found


def owner_title(configs: dict[str, dict]) -> str:
    """The owner's title as the configuration's author block gives it (academicpages' and minimal-mistakes'
    `author: bio: "PhD Student in Economics, University of Westmark"`, shown under the owner's photo): a title
    line, not a sentence about them; "" when there is none."""
    from .roles import role_from_title  # the one reader of a printed title

    for config in configs.values():
        author = config.get("author")
        if not isinstance(author, dict) or not person_name(author.get("name")):
            continue
        bio = " ".join(str(author.get("bio") or "").split())
        if 0 < len(bio) <= 120 and not bio.endswith(".") and role_from_title(bio.partition(",")[0].strip()):
            return bio
    return ""


# A Quarto navbar's icons for its owner's profiles (`- icon: github, href: https://github.com/...`)
_NAVBAR_ICONS = {"github": "GitHub", "linkedin": "LinkedIn", "twitter": "X", "mastodon": "Mastodon", "orcid": "ORCID"}


def _navbar_contacts(config: dict, found: dict[str, str]) -> None:
    """The owner's e-mail and profiles a Quarto site's navbar links to (`href: mailto:...`, a GitHub icon)."""
    website = config.get("website")
    navbar = website.get("navbar") if isinstance(website, dict) else None
    if not isinstance(navbar, dict):
        return
    items = [i for side in ("left", "right", "tools") if isinstance(navbar.get(side), list) for i in navbar[side][:50]]
    for item in items:
        href = item.get("href") if isinstance(item, dict) else None
        if not isinstance(href, str):
            continue
        email = _email(href) if href.lower().startswith("mailto:") else None
        label = _NAVBAR_ICONS.get(str(item.get("icon") or "").lower())
        if email and "email" not in found:
            found["email"] = email
        repository = label == "GitHub" and re.search(r"github\.com/[^/\s]+/[^/\s]+", href)  # the site's source
        if label and re.match(r"https?://", href) and label not in found and not repository:
            found[label] = href.strip()


def owner_from_configs(configs: dict[str, dict], title_pages: list[dict]) -> str | None:
    for config in configs.values():
        author = config.get("author")
        if isinstance(author, dict) and person_name(author.get("name")):
            return person_name(author.get("name"))
        if isinstance(author, str) and person_name(author):
            return person_name(author)
        parts = [config.get(k) for k in ("first_name", "middle_name", "last_name")]
        if isinstance(parts[0], str) and isinstance(parts[2], str):
            found = person_name(" ".join(p for p in parts if isinstance(p, str) and p.strip()))
            if found:
                return found
        if person_name(config.get("name")):
            return person_name(config.get("name"))
    for meta in title_pages:  # a Quarto "about" page, Hugo Blox's admin author: titled with the owner's name
        found = person_name(meta.get("title")) or person_name(meta.get("name"))
        if found:
            return found
    for config in configs.values():
        website = config.get("website")
        title = website.get("title") if isinstance(website, dict) else config.get("title")
        if title_name(title):
            return title_name(title)
    return None


# How a site's title frames its owner's name: "Ana Ruiz | Soil Ecology", "Ana Ruiz - Home", "Dr. Ana Ruiz · Lab"
_TITLE_PARTS_RE = lazy_re.compile(r"\s+[-–—]\s+|\s*[|·•»]\s*|:\s+")
_SITE_WORDS = (
    r"(?:personal\s+|academic\s+|professional\s+|official\s+)?(?:home\s*page|web\s*site|web\s*page|page|site|blog)"
)
# "Ana Ruiz's homepage", "Homepage of Ana Ruiz", "Site de Ana Ruiz", "Webseite von Ana Ruiz"
_WHOSE_SITE_RE = lazy_re.compile(
    rf"^(?P<a>.+?)['’]s?\s+{_SITE_WORDS}$|^(?:the\s+)?(?:{_SITE_WORDS}|webseite|homepage|p[áa]gina|sitio)\s+"
    r"(?:of|de|del|von|di|da|do)\s+(?P<b>.+)$",
    re.I,
)
# A field of study or a trade ("Marine Chemistry", "Theoretical Physics", "Soil Scientist"): a site's title, no name
_FIELD_RE = lazy_re.compile(
    r"\b(?:\w*(?:ologist|chemist|physicist|economist|scientist|engineer|ician|historian|professor|lecturer)|"
    r"\w+(?:ology|istry|onomy|ography|ophy|physics|matics|omics|etics)|science|sciences|economics|medicine|"
    r"engineering|history|linguistics|statistics|mechanics|dynamics|optics|photonics|robotics|evolution|ecology|"
    r"physics|biology|chemistry|geology|research|studies|theory|analysis|systems|materials|climate)\b",
    re.I,
)


def title_name(title) -> str | None:
    """The person a site's title names: the whole title ("Dr. Ana Ruiz"), else the one part of it that is a
    person's name ("Ana Ruiz | Soil Ecology", "Ana Ruiz's homepage"); never a field of study. The title of a
    group's site ("Ruiz Lab | Ana Ruiz") names the group's head, not the site's owner (names_a_group)."""
    if not isinstance(title, str):
        return None
    found = []
    for part in [title, *([] if _GROUP_TITLE_RE.search(title) else _TITLE_PARTS_RE.split(title))]:
        whose = _WHOSE_SITE_RE.match(part.strip())
        name = person_name(next(n for n in whose.groups() if n) if whose else part)
        if name and not _FIELD_RE.search(name):
            found.append(name)
        if found and part is title:
            break
    return found[0] if len(set(found)) == 1 else None


def owner_names(configs: dict[str, dict], owner: str) -> list[str]:
    """The owner's name and the forms al-folio's `scholar:` block gives it (`last_name: [Høgsbro]`,
    `first_name: [Mattias, M.]`): the names their papers print."""
    names = [owner]
    for config in configs.values():
        scholar = config.get("scholar")
        if not isinstance(scholar, dict):
            continue
        last, first = scholar.get("last_name"), scholar.get("first_name")
        lasts = [last] if isinstance(last, str) else last if isinstance(last, list) else []
        firsts = [first] if isinstance(first, str) else first if isinstance(first, list) else []
        for family in lasts[:10]:
            names += [
                f"{given} {family}" for given in firsts[:10] if isinstance(given, str) and isinstance(family, str)
            ]
    return list(dict.fromkeys(names))
