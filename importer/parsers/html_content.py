"""Which parts of an HTML page are its content, and which are site machinery to leave out.

Site machinery: scripts, menus, navigation bars, footers, cookie banners, hidden
elements, and wrappers whose class or id words name them. A generated site's
content: its `<main>` (or `role="main"`), or its one outermost `<article>` with the
title block its theme sets beside it, when that holds most of the page's words;
with it, an author card or sidebar holding a contact (name, affiliation, e-mail).
Plain lxml trees in, elements out; `importer.parsers.html` writes them as markdown.
"""

from __future__ import annotations

import itertools
import re

from . import lazy_re

__all__ = ["bounded", "content_root", "is_machinery", "profile_parts"]

_DROP_TAGS = frozenset(
    {
        "script",
        "style",
        "noscript",
        "template",
        "nav",
        "footer",
        "form",
        "button",
        "select",
        "textarea",
        "iframe",
        "object",
        "embed",
        "canvas",
        "svg",
        "head",
        "input",
        "label",
        "img",
        "picture",
        "video",
        "audio",
        "map",
    }
)
# class/id words of site machinery: menus, navigation bars, footers, cookie banners, skip links, share buttons,
# a card's "Click to read bio" hint and the box standing in for a missing photo ("avatar-placeholder").
# "hidden" after "label-" or "title-" hides a field's label, not the field (Drupal's "field--label-hidden").
_MACHINERY_RE = lazy_re.compile(
    r"(?:^|[\s_-])(nav|navbar|navigation|menu|menubar|footer|site-footer|breadcrumbs?|cookie|skip-link|"
    r"screen-reader-text|sr-only|share|sharing|social-share|comments?|search|visually-hidden|ribbon|"
    r"(?<!label-)(?<!title-)hidden|d-none|bibtex|citation-modal|modal|toc|table-of-contents|pagination|pager|"
    r"hint|placeholder)(?=$|[\s_-])",
    re.I,
)
# A blog sidebar's widgets ("widget", "widget_search", "widget-area", "sidebar-widget"); a page builder's
# widgets ("elementor-widget-heading", "so-widget") are the page's own text boxes.
_WIDGET_RE = lazy_re.compile(r"(?:^|\s)(?:sidebar-)?widget(?:$|[\s_-])", re.I)
# The same words inside one class word: Plone's "portletNavigationTree", "portal-globalnav", "subnav", "sidenav",
# SharePoint's "sideNavBox" and "ms-core-listMenu-verticalBox", a CMS's "megamenu".
_COMPOUND_MACHINERY_RE = lazy_re.compile(
    r"(?<=[a-z])(?:Navigation|Breadcrumbs?)|(?<=[a-z])(?:Nav|Menu)(?=$|[A-Z\s_-])|"
    r"(?i:global|sub|side|top|mega|main)(?:nav|menu)(?:$|[\s_-])"
)
# Consent banners by the names of the tools that make them (Cookiebot, OneTrust, Borlabs, Complianz,
# Usercentrics, Klaro, tarteaucitron, iubenda, cookieconsent's "cc-window"): no word of the page.
_CONSENT_RE = lazy_re.compile(
    r"cookie|consent|gdpr|onetrust|borlabs|cmplz|usercentrics|klaro|tarteaucitron|iubenda|(?:^|\s)cc-(?:window|banner)",
    re.I,
)
# A tab's or a fold's panel: the browser saves the closed ones hidden ("display: none", aria-hidden).
_PANEL_RE = lazy_re.compile(
    r"(?:^|[\s_-])(?:tab-pane|tabpanel|tab-panel|tabs-panel|tab-content|accordion-body|accordion-content|"
    r"accordion-collapse|collapsible-content|panel-collapse|toggle-content)(?:$|[\s_-])",
    re.I,
)
# The words a breadcrumb trail opens with, in the languages of the pages read.
_BREADCRUMB_TEXT_RE = lazy_re.compile(
    r"\s*(?:you are here|sie sind hier|vous êtes ici|usted está aquí|está aquí|você está aqui|ti trovi in|"
    r"当前位置|您的位置|您现在的位置|现在位置|所在位置)\s*[:：]?",
    re.I,
)
_TAB_BAR_RE = lazy_re.compile(r"(?:^|\s)(?:tabs|tab-list|tablist|tab-bar)(?:$|\s)", re.I)
_ADDRESS_SIGNS = frozenset({"@", ".", "(at)", "(dot)", "[at]", "[dot]"})
_HIDDEN_STYLE_RE = lazy_re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
# A fold's label saying it hides a paper's abstract ("Full abstract", "Show abstract", "Resumo"): the fold is
# no entry of the list it sits in, and no part of the paper's reference.
_ABSTRACT_FOLD_RE = lazy_re.compile(
    r"\s*(?:(?:show|full|read|view|see|toggle)\s+(?:the\s+)?)?(?:abstract|summary|zusammenfassung|résumé|"
    r"resumen|resumo|riassunto|sommario)\s*[:.▸▾+]?\s*$",
    re.I,
)


def bounded(elements, count: int = 300):
    """A bounded look into a subtree: nested items never make the work grow with depth times size."""
    return itertools.islice(elements, count)


def is_machinery(element, *, by_class: bool = True) -> bool:
    """Site machinery to leave out; `by_class`: also judged by class and id words (a page whose content
    they would all drop, "hidden-xs" on its wrapper, is read again without them)."""
    tag = element.tag
    if tag in _DROP_TAGS:
        return tag != "form" or not _wraps_page(element)
    if element.get("role") in ("navigation", "contentinfo", "search", "menu", "menubar", "dialog", "alertdialog"):
        return True
    names = f"{element.get('class') or ''} {element.get('id') or ''}"
    if element.get("role") == "tabpanel" or _PANEL_RE.search(names):
        pass  # a CMS profile's closed tab or fold ("Publications", "Teaching"), hidden until clicked: content
    elif element.get("hidden") is not None:
        return True
    elif element.get("aria-hidden") == "true" and not any(a.get("href") for a in bounded(element.iter("a"), 50)):
        return True  # hidden from screen readers, yet seen: a theme's row of contact icons keeps its links
    elif _HIDDEN_STYLE_RE.search(element.get("style") or ""):
        return True
    if element.get("role") == "button" and not element.get("href"):
        return True  # al-folio's "Abs" / "Bib" toggles
    if tag == "details" and (summary := element.find("summary")) is not None:
        return bool(_ABSTRACT_FOLD_RE.match(summary.text_content()))
    if element.get("role") == "tablist" or tag in ("ul", "ol") and _TAB_BAR_RE.search(element.get("class") or ""):
        return True  # a profile's row of tabs ("Overview", "Research output"): the panels hold the text
    if _BREADCRUMB_TEXT_RE.match(element.text or "") and element.find(".//a") is not None:
        return True  # "当前位置：首页 > 师资队伍", "Sie sind hier: Startseite > Team": a trail, whatever its class
    if not by_class:
        return False
    if tag == "aside" or element.get("role") == "complementary":
        return not _holds_contact(element)  # a CMS's sidebar of events or links; an author card keeps its contact
    if not names.strip() or tag in ("body", "html", "main"):
        return False
    if (element.text or "").strip().lower() in _ADDRESS_SIGNS and len(element) == 0:
        return False  # "name<span class="sr-only">@</span>lab.org": an e-mail address split to fool harvesters
    if _COMPOUND_MACHINERY_RE.search(names) or _CONSENT_RE.search(names):
        return True
    if _MACHINERY_RE.search(names):
        return True
    return bool(_WIDGET_RE.search(names)) and not _mails(element)  # a theme's contact box keeps the address


_FORM_TEXT_WORDS = 40  # a search or login form says a few words; a page inside a form says its content


def _wraps_page(form) -> bool:
    """A form around the page's content (ASP.NET pages, SharePoint and Sitecore, wrap the whole body in one),
    not a form to fill: it holds headings or paragraphs of many words."""
    blocks = form.xpath(".//h1 | .//h2 | .//h3 | .//p | .//article | .//main")[:1]
    return bool(blocks) and _words(form) >= _FORM_TEXT_WORDS


def _mails(element) -> bool:
    return any((a.get("href") or "").startswith("mailto:") for a in bounded(element.iter("a"), 200))


# Where a site generator puts a page's content. Measured against the two real hand-written homepages of
# the corpus, trafilatura 2.3 and readability-lxml 0.9 both drop what a homepage is made of: trafilatura
# kept 68 of 179 lines and none of the 25 paper titles (set in bold), readability kept the publication
# list alone (no name, e-mail or biography). Generated sites (Quarto, Jekyll themes, Hugo, WordPress,
# university CMSs) mark their content themselves; that mark is read, and a page without one is read whole.
_MAIN_SHARE = 0.4  # a <main> holding less of the page's words is a part of the page, not its content
_ARTICLE_SHARE = 0.6
_EMAIL_RE = lazy_re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PROFILE_RE = lazy_re.compile(r"(?:^|[\s_-])(?:author|profile|vcard|h-card|bio|about|sidebar)(?:$|[\s_-])", re.I)


def _words(element) -> int:
    return len(element.text_content().split())


def content_root(body):
    """The page's <main> (or role="main"), else its one outermost <article>, when it holds most of the words."""
    total = _words(body) or 1
    mains = body.xpath(".//main | .//*[@role='main']")
    outermost = [m for m in mains if not any(a in mains for a in m.iterancestors())]
    if outermost:
        best = max(outermost, key=_words)
        if _words(best) >= _MAIN_SHARE * total:
            return best
    articles = body.xpath(".//article[not(ancestor::article)]")
    if len(articles) == 1 and _words(articles[0]) >= _ARTICLE_SHARE * total:
        return _with_title_block(articles[0], body)
    return _content_by_id(body, total)


# The id older CMS templates (TYPO3, Plone, Joomla, a hand-made university theme) give the box of a page's
# content when they mark it with no <main>: "main", "content", "inhalt", "contenu", "contenido", "conteudo".
_CONTENT_ID_RE = lazy_re.compile(
    r"^(?:main|content|main-?content|maincontent|page-?content|primary|inhalt|hauptinhalt|contenu|"
    r"contenido|conteudo|contenuto|col-?main|content-?main|region-?content)$",
    re.I,
)


def _content_by_id(body, total: int):
    """The innermost box whose id names it the page's content, when it holds most of the page's words."""
    marked = [e for e in bounded(body.iter(), 20000) if _CONTENT_ID_RE.match(e.get("id") or "")]
    held = [e for e in marked if _words(e) >= _MAIN_SHARE * total and not is_machinery(e)]
    inner = [e for e in held if not any(e in other.iterancestors() for other in held if other is not e)]
    return max(inner, key=_words) if inner else body


_TITLE_TAGS = frozenset({"header", "h1", "h2", "h3", "hgroup"})


def _with_title_block(content, body):
    """The content with the page title a theme sets just before it (al-folio's post header beside the <article>)."""
    while True:
        parent = content.getparent()
        if parent is None or parent is body:
            return content
        others = [c for c in parent if isinstance(c.tag, str) and c is not content]
        if any(c.tag not in _TITLE_TAGS or c.xpath(".//nav | .//ul | .//ol | .//form") for c in others):
            return content
        content = parent


def _holds_contact(element) -> bool:
    """An author card: marked as a person (schema.org), or holding an e-mail address."""
    if "schema.org/Person" in (element.get("itemtype") or ""):
        return True
    if any((a.get("href") or "").startswith("mailto:") for a in bounded(element.iter("a"), 200)):
        return True
    return bool(_EMAIL_RE.search(element.text_content()[:20000]))


_BRANDING_RE = lazy_re.compile(
    r"(?:^|[\s_-])(?:site-title|site-name|site-branding|logo|brand|branding|masthead)(?:$|[\s_-])", re.I
)


def _page_title(body, content):
    """The page's one <h1> when a CMS sets it above its <main> (Drupal's page-title block), not the site's name."""
    if next(content.iter("h1"), None) is not None:
        return None
    titles = [h for h in bounded(body.iter("h1")) if content not in h.iterancestors() and not _site_name(h)]
    return titles[0] if len(titles) == 1 else None


def _site_name(heading) -> bool:
    """A heading that is the site's name or logo, or sits in a menu."""
    for element in (heading, *heading.iterdescendants("a"), *heading.iterancestors()):
        names = f"{element.get('class') or ''} {element.get('id') or ''}"
        if element.tag == "a" or is_machinery(element) or _BRANDING_RE.search(names):
            return True
    return False


def profile_parts(body, content) -> list:
    """Beside the content: the page's title set above it, and a sidebar or author card (name, affiliation,
    e-mail), read before it."""
    title = _page_title(body, content)
    parts = [] if title is None else [title]
    for element in body.iter():
        if not isinstance(element.tag, str) or element is content:
            continue
        names = f"{element.get('class') or ''} {element.get('id') or ''}"
        if element.tag != "aside" and not _PROFILE_RE.search(names):
            continue
        ancestors = list(element.iterancestors())
        if any(a is content or a in parts or is_machinery(a) for a in ancestors) or is_machinery(element):
            continue  # inside the content, inside a part already taken, or inside a menu or footer
        if element in content.iterancestors() or not _holds_contact(element):
            continue  # a wrapper around the content, or a box of links ("In this section", recent posts)
        parts.append(element)
    return parts
