"""The person at the top of a page: name, contact, links, position, bio facts."""

from __future__ import annotations

import re

from .. import lazy_re
from ..citations import looks_like_name
from ..dates import strip_dates
from ..links import NETWORK_LABELS, host_label, network_url
from ..names import names_an_institution, title_case_name, without_titles
from ..records import ParsedLink, ParsedProfile
from ..roles import find_title, is_past_or_other
from .bio_facts import _UNIT_OF_RE
from .fields import find_institution
from .sections import (
    _MD_HEADING_RE,
    _MD_LINK_RE,
    _TEMPLATE_RE,
    Section,
    classify_heading,
    plain,
)

# --- intro: name, contact, position, bio ---------------------------------------------------

# Starting only where a token starts keeps the search linear on long runs like "a.a.a.a…".
_EMAIL_RE = lazy_re.compile(r"(?:mailto:)?(?<![\w.+-])([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\b")
# "jo [dot] li [at] cs [dot] example [dot] edu", "jo(at)example.edu", "jo *at* example.edu" (an HTML <i>at</i>)
_DOT = r"(?:\s*[\[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+|\s+DOT\s+|\.)"
_AT = r"\s*(?:[\[({<]\s*at\s*[\])}>]|[*_]\s*at\s*[*_]|\s+at\s+|\s+AT\s+)\s*"
_OBFUSCATED_EMAIL_RE = lazy_re.compile(
    rf"(?<![\w.+-])([\w+-]+(?:{_DOT}[\w+-]+){{0,6}}){_AT}([\w-]+(?:{_DOT}[\w-]+){{1,6}})", re.I
)  # bounded: linear time
_EMAIL_CUE_RE = lazy_re.compile(r"\be-?mail\b[^.\n]{0,12}$", re.I)
_DOT_WORD_RE = lazy_re.compile(r"\s*(?:[\[({<]\s*dot\s*[\])}>]|\s+dot\s+)\s*", re.I)
_I_AM_RE = lazy_re.compile(
    r"\b(?:I am|I'm|I’m|My name is|This is|Hi,? I'm)\s+((?:[A-Z][\w'’-]*\.?\s+){0,3}[A-Z][\w'’-]+)"
    r"(\s*[(（][^()（）]{1,30}[)）])?"
)
_NAME_LABEL_RE = lazy_re.compile(r"^\s*(?:full\s+)?name\s*[:：]\s*(.+?)\s*$", re.I)
# The label of a Europass CV's particulars, printed in its left column beside the name ("PERSONAL
# INFORMATION<tab>Ana Ruiz"), in the languages Europass is written in
_PARTICULARS_LABEL_RE = lazy_re.compile(
    r"\W*(?:personal\s+(?:information|details|data|particulars)|angaben\s+zur\s+person|persönliche\s+(?:daten|angaben)|"
    r"informations?\s+personnelles?|información\s+personal|datos\s+personales|informação\s+pessoal|dados\s+pessoais|"
    r"informazioni\s+personali|dati\s+personali|persoonlijke\s+(?:informatie|gegevens)|dane\s+osobowe|"
    r"informații\s+personale|osobní\s+údaje|henkilötiedot|personlig\s+information|personlige\s+oplysninger)\W*",
    re.I,
)
_PAREN_ALT_RE = lazy_re.compile(r"[(（]([^()（）]+)[)）]")
_NON_LATIN_RE = lazy_re.compile(r"[^\x00-\u024f\s]")
_BARE_URL_RE = lazy_re.compile(r"(?<![(\w])(https?://[^\s<>()\[\]\"']+)")
_LABELLED_LINK_RE = lazy_re.compile(
    r"\b(Homepage|Home page|Website|Web|Blog|GitHub|Github|Google Scholar|Scholar|ORCID|"
    r"LinkedIn|Twitter|DBLP|Email|E-mail)\s*[:：]\s*([^\s◇|·•,;]+)",
    re.I,
)
_NOT_A_PROFILE_LINK_RE = lazy_re.compile(
    r"//(?:img\.shields\.io|badgen\.net|cdn\.jsdelivr\.net|raw\.githubusercontent\.com)/|"
    r"\.(?:png|jpe?g|gif|svg|webp|ico)(?:\?|$)",
    re.I,
)  # badges and images
_ROLE_BY_DEGREE = {
    "phd": ("phd", "Ph.D. Student"),
    "master": ("master", "Master's Student"),
    "bachelor": ("undergrad", "Undergraduate Student"),
}
_AT_PHRASE_RE = lazy_re.compile(
    r"(?:\b(?:at|in|with|of)|@)\s*(?:the\s+)?([^,;.\n]+?)(?=\s*(?:[,;]|\.\s|\.$|$|\s+where\b|"
    r"\s+since\b|\s+working\b|\s+under\b|\s+and I\b))"
)
_INTERESTED_RE = lazy_re.compile(
    r"\b(?:research interests?|interests|my research)\s+(?:is|are|include|includes|lies?|lie|spans?|"
    r"covers?|focuses on)\s+(?:in\s+)?"
    r"(?:the\s+)?(?:intersection\s+of\s+|areas?\s+of\s+)?(.+?)(?:\.\s|\.$|$)|"
    r"\binterested in\s+(.+?)(?:\.\s|\.$|:|$)|"
    r"\bresearch interests?\s*[:：]\s*(.+?)(?:\.\s|\.$|$)",
    re.I,
)


# The document's own title before the name: "Curriculum Vitae — Ana Ruiz", "Lebenslauf: Ana Ruiz", "CV of Ana Ruiz"
_CV_TITLE_PREFIX_RE = lazy_re.compile(
    r"^(?:curr[ií]culum\s+vit(?:ae|æ)(?:\s+et\s+studiorum)?|curr[ií]culum|lebenslauf|currículo|curriculo|"
    r"résumé|resume|cv|c\.v\.|(?:个人)?简历)"
    r"(?:\s*[-–—:|·]\s*|\s+(?:of|von|de|di)\s+)",
    re.I,
)


# A page's own title around the name: "Ana Ruiz's Personal Website", "Homepage of Ana Ruiz", "Welcome to Ana
# Ruiz's homepage"
# ... and after it: "Ana Ruiz - CV", "Ana Ruiz – Curriculum Vitae", "Ana Ruiz's CV", "Ana Ruiz (Résumé)"
_CV_TITLE_SUFFIX_RE = lazy_re.compile(
    r"(?:\s*[-–—:|·,]\s*|['’]s?\s+|\s+\(\s*|\s+)(?:academic\s+)?(?:curr[ií]culum\s+vit(?:ae|æ)|curr[ií]culum|"
    r"lebenslauf|currículo|résumé|resume|cv|c\.v\.)\s*\)?\s*$",
    re.I,
)

_PAGE_WORDS = (
    r"(?:personal\s+|academic\s+|professional\s+|official\s+)?(?:home\s?page|web\s?site|web\s?page|page|site|blog)"
)
_OWN_PAGE_SUFFIX_RE = lazy_re.compile(rf"['’]s?\s+{_PAGE_WORDS}\s*$", re.I)
_OWN_PAGE_PREFIX_RE = lazy_re.compile(rf"^(?:welcome\s+to\s+)?(?:(?:the\s+)?{_PAGE_WORDS}\s+of\s+)?", re.I)


_DASHED_LEAD_RE = lazy_re.compile(r"^\s*([^—–|]{3,60}?)\s+[—–|]\s+(\S.*)$")
_BOLD_LEAD_RE = lazy_re.compile(r"^\s*(?:\*\*|__)([^*_]{3,60})(?:\*\*|__)\s*(?:[-–—|,·:]\s*)?\S")


# A name printed in Han characters (a Japanese one may set family and given name apart: "山本 健太"; 々 repeats
# the character before it: "佐々木") or in Hangul ("김민수"), and in Latin letters side by side: with nothing
# between them, or the Latin one in brackets, or the two set apart by a slash or a bar
_HAN = r"[\u3400-\u9fff\u3005]"
_HAN_NAME = rf"(?:{_HAN}{{2,4}}|{_HAN}{{1,3}}[ \u3000]{_HAN}{{1,3}}|[\uac00-\ud7a3]{{2,4}})"
_HAN_FIRST_RE = lazy_re.compile(
    rf"\s*(?P<han>{_HAN_NAME})\s*[(（/|｜]?\s*(?P<latin>[A-Za-z][A-Za-z .'’-]{{2,40}}?)\s*[)）]?\s*"
)
_HAN_LAST_RE = lazy_re.compile(
    rf"\s*(?P<latin>[A-Za-z][A-Za-z .'’-]{{2,40}}?)\s*[(（/|｜]?\s*(?P<han>{_HAN_NAME})\s*[)）]?\s*"
)


_HAN_NAME_LINE_RE = lazy_re.compile(_HAN_NAME)  # a line that is only a name in Han characters or Hangul
# A name in another script, its Latin spelling after it in brackets
_SCRIPT_FIRST_RE = lazy_re.compile(
    r"\s*(?P<other>[^\x00-\u024f()（）][^A-Za-z\u00c0-\u024f()（）]{1,60}?)\s*[(（]\s*(?P<latin>[A-Za-z][A-Za-z .'’-]{2,40}?)\s*[)）]\s*"
)
# Academic titles before a name in Polish, Turkish and Dutch CVs ("Prof. Dr." and the like: names.without_titles)
_WORLD_TITLE = r"(?:hab\.|in[żz]\.|mgr|do[çc]\.|yrd\.|[öo]ğr\.\s*(?:üyesi|gör\.)|arş\.\s*gör\.|ir\.|ing\.|drs\.)"
_WORLD_TITLE_PREFIX_RE = lazy_re.compile(
    rf"^(?:(?:prof\.?|dr\.?)\s+)*{_WORLD_TITLE}(?:\s+(?:prof\.?|dr\.?|{_WORLD_TITLE}))*\s+(?=\S+\s+\S)", re.I
)


def _name_candidate(text: str) -> tuple[str, list[str]] | None:
    """(name, alt names) when a line is just a person's name, maybe with one in another script."""
    text = _CV_TITLE_PREFIX_RE.sub("", plain(text).replace("\u3000", " ").strip(" ,"))
    text = _CV_TITLE_SUFFIX_RE.sub("", text)
    if _OWN_PAGE_SUFFIX_RE.search(text) or re.match(
        rf"(?:welcome\s+to\s+)?(?:the\s+)?{_PAGE_WORDS}\s+of\s", text, re.I
    ):
        text = _OWN_PAGE_PREFIX_RE.sub("", _OWN_PAGE_SUFFIX_RE.sub("", text))  # the page's title: its owner's name
    text = _WORLD_TITLE_PREFIX_RE.sub("", text)  # "dr inż. Tomasz Wierzbicki", "Doç. Dr. Elif Karakaya"
    both = _HAN_FIRST_RE.fullmatch(text) or _HAN_LAST_RE.fullmatch(text)
    if both:  # "郑雨桐 ZHENG Yutong", "Yutong Zheng 郑雨桐": the Latin spelling, with the Han name beside it
        text = f"{both.group('latin')} ({both.group('han')})"
    spelled = _SCRIPT_FIRST_RE.fullmatch(text)
    if spelled:  # "Анна Волкова (Anna Volkova)": the Latin spelling is the name, the other script's another name
        text = f"{spelled.group('latin')} ({spelled.group('other').strip()})"
    text = without_titles(text)  # "Prof. Dr. Jens Hallberg", "Ana Ruiz, MD, MPH": titles are not the name
    alt = [a.strip() for a in _PAREN_ALT_RE.findall(text) if _NON_LATIN_RE.search(a)]
    bare = without_titles(_PAREN_ALT_RE.sub(" ", text).strip())
    if (
        not bare
        or len(bare) > 50
        or classify_heading(bare)
        or _PARTICULARS_LABEL_RE.fullmatch(bare)
        or re.search(
            r"\b(?:CV|Curriculum|Vitae|Resume|Résumé|Homepage|About|Home|Welcome|Publications?|Google|ORCID|ResearchGate|LinkedIn|GitHub)\b",
            bare,
            re.I,
        )
        or names_an_institution(bare)
    ):
        return None
    if _CYRILLIC_OR_GREEK_NAME_RE.fullmatch(bare) or _HANGUL_NAME_RE.fullmatch(bare):
        return bare, alt  # "Дмитрий Орлов", "김민지": a name in its own script, kept as written
    if len(bare.split()) < 2 or not looks_like_name(bare):
        return None
    return title_case_name(bare), alt


_HANGUL_NAME_RE = lazy_re.compile(r"[\uac00-\ud7a3]{2,4}")  # a Korean name: family name and given name, no space
# A name written in Cyrillic or Greek letters only: two to four capitalised words ("Анна Сергеевна Волкова")
_CYRILLIC_OR_GREEK_NAME_RE = lazy_re.compile(
    r"(?:[А-ЯЁΑ-Ω][а-яёα-ωά-ώ]+(?:-[А-ЯЁΑ-Ω][а-яёα-ωά-ώ]+)?)(?:\s+[А-ЯЁΑ-Ω][а-яёα-ωά-ώ]+(?:-[А-ЯЁΑ-Ω][а-яёα-ωά-ώ]+)?){1,3}"
)


def _find_email(text: str) -> str | None:
    match = _EMAIL_RE.search(text)
    if match:
        return match.group(1).rstrip(".")
    for match in _OBFUSCATED_EMAIL_RE.finditer(text):
        raw = match.group(0)
        if (
            re.search(r"\s+at\s+", raw, re.I)
            and not _DOT_WORD_RE.search(raw)
            and not _EMAIL_CUE_RE.search(text[max(0, match.start() - 30) : match.start()])
        ):
            continue  # "a researcher at Example.org" is prose, not an address; "My email is x at y.edu" is one
        local, host = (_DOT_WORD_RE.sub(".", part).replace(" ", "") for part in match.groups())
        return f"{local}@{host}".lower()
    return None


def _link_label(url: str) -> str:
    return host_label(url) or "Homepage"


def _full_url(url: str) -> str:
    return url if re.match(r"https?://", url) else f"https://{url}"


def _collect_links(lines: list[str], profile: ParsedProfile, *, any_url: bool, bare_urls: bool = False) -> None:
    seen = {link.url for link in profile.links}

    def add(label: str, url: str) -> None:
        url = url.rstrip(".,;")
        if (
            url
            and url not in seen
            and not url.startswith(("#", "mailto:", "../", "/"))
            and "@" not in url
            and not _NOT_A_PROFILE_LINK_RE.search(url)
        ):
            seen.add(url)
            profile.links.append(ParsedLink(label, url))

    for line in lines:
        for label, value in _LABELLED_LINK_RE.findall(plain(line)):
            key = label.lower().replace(" ", "")
            if key in ("email", "e-mail"):
                continue
            if "." in value or "/" in value:
                add(
                    _link_label(value) if key not in ("homepage", "website", "web", "blog") else "Homepage",
                    _full_url(value),
                )
            elif key in ("github", "twitter", "linkedin", "orcid") and network_url(NETWORK_LABELS[key], value):
                add(NETWORK_LABELS[key], network_url(NETWORK_LABELS[key], value))
        for url in _BARE_URL_RE.findall(_MD_LINK_RE.sub(" ", line)) if bare_urls else []:
            add(_link_label(url), url)
        for _text, url in _MD_LINK_RE.findall(line):
            if url.startswith("http") and (any_url or _link_label(url) != "Homepage"):
                add(_link_label(url), url)


def _position_and_affiliation(sentences: list[str]) -> tuple[str, str | None, str]:
    """(position, role, affiliation) from header lines and bio sentences: the first current title the
    person holds (not a past one, not one given to others: "my PhD students", "with Professor X")."""
    for index, sentence in enumerate(sentences):
        found = find_title(sentence)
        if not found or is_past_or_other(sentence, found):
            continue
        position, role = found.text, found.role
        after = sentence[found.end :]
        affiliation = find_institution(after, prefer_university=True)
        if not affiliation:
            at = _AT_PHRASE_RE.search(after)
            # An organisation is a name ("at Pebblecorp", "with Kestrel Research"), not "with 4+ years of" or "in systems".
            if (
                at
                and re.match(r"[^\W\d_a-z]", at.group(1))
                and not re.match(r"(?:the\s+)?(?:field|area|areas|intersection|topics?)\b", at.group(1), re.I)
            ):
                affiliation = at.group(1).strip()
                tail = after[at.end() :]
                if _UNIT_RE.search(affiliation) and tail.startswith(","):
                    # "at Tide Team, Kestrel Group - I work on ...": a team of an organisation
                    parts = re.split(r"\s+[-–—]\s+|[.;:(]", tail)[0].split(",")
                    affiliation = _organisation_of([affiliation, *parts])
            elif "," in after and not after.split(",")[0].strip():
                affiliation = _organisation_of(after.split(",")[1:])
            unit = _UNIT_OF_RE.match(affiliation)
            if unit:
                affiliation = unit.group(1).strip()
        if not find_institution(affiliation) and re.match(r"\s*of\s", after):
            # "Associate Professor of Computer Science": a field; the institution is on another line
            affiliation = next(
                (inst for other in sentences if (inst := find_institution(other, prefer_university=True))), ""
            )
        elif not find_institution(after) and _UNIT_RE.search(after.strip(" ,;|·").split(",")[0].strip()):
            # "Assistant Professor, Department of Chemistry": a unit; its university is on a line below
            affiliation = next(
                (
                    institution
                    for other in sentences[index + 1 : index + 4]
                    if len(other.split()) <= 14 and (institution := find_institution(other, prefer_university=True))
                ),
                affiliation,
            )
        elif not find_institution(after) and index + 1 < len(sentences) and after.strip().startswith(","):
            # "Research Group Leader, Marine Ecology" over "Institute of Coastal Research, ...": a field after
            # the title; the line below that begins with an institution names the employer
            below = find_institution(sentences[index + 1], prefer_university=True)
            if below and sentences[index + 1].lstrip(" -*•").startswith(below.split()[0]):
                affiliation = below
        elif not find_institution(affiliation) and re.match(r"\s*in\s", after) and not _UNIT_RE.search(affiliation):
            # "Senior Lecturer in Geophysics": a field, not a place ("in the Kestrel Lab" is one); the
            # institution is on a line below the title, if any (a bio's "at X" may be a past post)
            affiliation = next(
                (
                    institution
                    for other in sentences[index + 1 : index + 4]
                    if len(other.split()) <= 14 and (institution := find_institution(other, prefer_university=True))
                ),
                "",
            )
        rest = sentence[found.end :].strip(" ,.;|·")
        if not affiliation and (not rest or len(rest.split()) <= 4 and not re.search(r"[,;|·@:]|\d", rest)):
            # "Assistant Professor" alone on its line, or with the fellowship it is held under ("Investigadora
            # Ramón y Cajal"), "Department of X" / "Northmoor Institute" below it
            affiliation = next(
                (
                    found
                    for other in sentences[index + 1 : index + 4]
                    if len(other.split()) <= 14 and (found := find_institution(other, prefer_university=True))
                ),
                "",
            )
        return position, role, strip_dates(affiliation).strip(" .")
    return "", None, ""


_UNIT_RE = lazy_re.compile(
    r"\b(?:Team|Group|Lab|Labs|Laboratory|Division|Unit|Platform|Facility)$|^(?:Department|Dept\.?|School|Faculty|Division)\s+of\b|"
    # a shared service of an institute: "Plattform Sequenzierung", "Plateforme protéomique"
    r"^(?:Plattform|Plateforme|Plataforma|Piattaforma)\s|"
    # the same parts of a university in the other CV languages: "Lehrstuhl für ...", "Departamento de ..."
    r"^(?:Lehrstuhl|Institut|Fachbereich|Fakultät|Abteilung|Arbeitsgruppe|Département|Laboratoire|Équipe|"
    r"Departamento|Laboratorio|Laboratório|Grupo|Dipartimento|Gruppo|Facultad|Faculdade|Facoltà)\s+"
    r"(?:für|de|des|du|di|del|do|da|d['’])",
    re.I,
)
_PLACE_RE = lazy_re.compile(
    r"^(?:USA|U\.S\.A?\.?|US|UK|China|P\.?\s?R\.?\s?China|Canada|Germany|France|Switzerland|Japan|Singapore|Korea|"
    r"India|Spain|Italy|Netherlands|Australia|Israel|Hong Kong|[A-Z]{2})$"
)


def _organisation_of(parts: list[str]) -> str:
    """ "Tide Team, Kestrel Group" -> "Kestrel Group": the first part that is not a sub-unit or a place."""
    parts = [p.strip() for p in parts if p.strip()]
    while len(parts) > 1 and _PLACE_RE.match(parts[-1]):
        parts.pop()
    return next((p for p in parts if not _UNIT_RE.search(p)), parts[-1] if parts else "")


def _interests_from(text: str) -> list[str]:
    match = _INTERESTED_RE.search(text)
    if not match:
        return []
    phrase = plain(match.group(1) or match.group(2) or match.group(3))
    phrase = re.split(r"\.\s|:\s", phrase)[0]
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+|;\s*", phrase)
    return [p.strip(" .") for p in parts if p.strip(" .") and len(p.split()) <= 8]


def _intro_profile(intro: Section, metadata: dict, profile: ParsedProfile) -> list[str]:
    """Fill name, contact, position from front matter and the intro; return its prose lines."""
    lines = [l for l in (_TEMPLATE_RE.sub("", x) for x in intro.lines) if l.strip()]
    for key in ("name", "title", "author", "pagetitle"):  # R Markdown's "pagetitle": the HTML page's title
        value = metadata.get(key)
        if isinstance(value, str) and not profile.name:
            found = _name_candidate(value)
            if found:
                profile.name, profile.alt_names = found
    author = metadata.get("author")
    by_author = _name_candidate(author) if isinstance(author, str) and not metadata.get("name") else None
    title_words, author_words = (profile.name or "").split(), by_author[0].split() if by_author else []
    if (
        by_author
        and title_words != author_words
        and len(title_words) == len(author_words)
        and title_words[0] == author_words[0]
    ):
        # title "Ana Ruizs's CV" by author "Ana Ruiz": the same person, and the author field is the one typed once
        profile.name, profile.alt_names = by_author
    prose = []
    for index, line in enumerate(lines):
        labelled = _NAME_LABEL_RE.match(plain(line))
        if labelled and not profile.name:
            found = _name_candidate(labelled.group(1))
            if found:
                profile.name, profile.alt_names = found
                continue
        heading = _MD_HEADING_RE.match(line)
        if not profile.name and (heading or index < 3) and not _I_AM_RE.search(line):
            cells = [cell for cell in line.split("\t") if cell.strip()]
            if len(cells) > 1 and _PARTICULARS_LABEL_RE.fullmatch(cells[0]):
                cells = cells[1:]  # "PERSONAL INFORMATION<tab>Ana Ruiz": the label, then the name
            found = _name_candidate(heading.group(2) if heading else cells[0])
            lead = _BOLD_LEAD_RE.match(line)
            if not found and lead:  # "**Ana Ruiz** — Professor of History, Kestrel College": the name, then the rest
                found = _name_candidate(lead.group(1))
            dashed = _DASHED_LEAD_RE.match(plain(line))
            if not found and dashed and is_header_line(dashed.group(2)):  # the same, the name not in bold
                found = _name_candidate(dashed.group(1))
            if found:
                profile.name, profile.alt_names = found
                above = plain(lines[index - 1]).strip(" #*") if index else ""
                if _HAN_NAME_LINE_RE.fullmatch(above) and not found[1]:
                    profile.alt_names = [above.replace("\u3000", " ")]  # "中村 彩花" over "Ayaka Nakamura"
                continue
        if (
            len(plain(line).split()) >= 8
            and not _LABELLED_LINK_RE.search(plain(line))
            and not _looks_like_address(plain(line))
            and (prose or not is_header_line(plain(line)))  # the header above the prose, not a line within it
        ):
            prose.append(line)
    if not profile.name:
        for line in lines:
            match = _I_AM_RE.search(plain(line))
            if match and len(match.group(1).split()) >= 2 and looks_like_name(match.group(1)):
                profile.name = title_case_name(match.group(1).strip())
                if match.group(2):
                    alt = _PAREN_ALT_RE.search(match.group(2)).group(1).strip()
                    if _NON_LATIN_RE.search(alt):
                        profile.alt_names = [alt]
                break
    return prose


_ADDRESS_WORD_RE = lazy_re.compile(
    r"\b(?:Road|Rd|Street|St|Avenue|Ave|Building|Bldg|Room|Rm|Floor|District|Boulevard|Blvd|Suite|Lane|Drive|"
    r"P\.?\s?O\.?\s?Box|Zip|Postcode)\b\.?|\bNo\.\s?\d+",
    re.I,
)
_FIRST_PERSON_RE = lazy_re.compile(r"\b(?:I|my|me|am|is|was|are|we|our)\b", re.I)


# Lower-case words a CV's header line may hold: the connectors of names and the words of a title.
_HEADER_WORDS = frozenset(
    "of for and in at on the de del der des di du la le und y e & "
    "student candidate researcher fellow scientist engineer professor lecturer postdoc scholar associate "
    "assistant director member head chair intern affiliate emeritus visiting senior junior research "
    "postdoctoral doctoral graduate undergraduate principal investigator staff faculty adjunct "
    # the connectors and lower-case title words of the other CV languages: "Institut für Physik",
    # "Università degli Studi di X", "Maître de conférences", "Profesora titular"
    "für zu zur im vom et en da dos das degli della delle dello dei "
    "conférences recherche titular adjunto adjunta associado associada associato associata ordinario ordinaria".split()
)
_HEADER_TOKEN_RE = lazy_re.compile(r"[^\s,;|·•◇–—()]+")


def is_header_line(line: str) -> bool:
    """Is this a CV's header line, not prose: a title, unit and institution or contact details run
    together ("Jo Li — Postdoctoral researcher, Dept. of Botany, Vale University", "Email: ... | Web: ...")?

    Prose has words in lower case besides connectors and the words of a title ("is", "works", "a");
    a header line has none. Words with digits, "@" or dots (addresses, abbreviations) say nothing.
    """
    tokens = (t for t in _HEADER_TOKEN_RE.findall(line) if "@" not in t and "://" not in t)
    words = [w for w in (t.strip(".:'’\"*_") for t in tokens) if w.isalpha()]
    return bool(words) and all(w[0].isupper() or w.casefold() in _HEADER_WORDS for w in words)


def _looks_like_address(line: str) -> bool:
    """ "Room 816, Science Building, No. 5 Main Road, ..." is where to send mail, not a bio."""
    return bool(_ADDRESS_WORD_RE.search(line) and re.search(r"\d", line) and not _FIRST_PERSON_RE.search(line))


# The label a profile page or CV prints before the person's institution, in the languages CVs are written in:
# "Affiliation: ...", "Struttura: Dipartimento di ...", "Institution : ...", "所在单位：...", "Einrichtung: ..."
_AFFILIATION_LABEL_RE = lazy_re.compile(
    r"^\s*(?:current\s+|present\s+|primary\s+)?(?:affiliations?|affiliazione|afiliaci[óo]n|afilia[çc][ãa]o|"
    r"institution|institut|institute|institución|instituição|institution\s+de\s+rattachement|établissement|employer|"
    r"organi[sz]ation|einrichtung|arbeitgeber|dienststelle|struttura|ente|"
    r"(?:所在|工作|任职)?单位|所属(?:机构|单位)?|工作机构|所在机构|機関|所属機関)\s*[:：]\s*(.+?)\s*$",
    re.I,
)


def labelled_affiliation(lines: list[str]) -> str:
    """The institution a line labels as the person's own ("Struttura: Dipartimento di Fisica, Università
    di X" -> "Università di X"): the university when one is named, else the labelled name itself."""
    for line in lines:
        labelled = _AFFILIATION_LABEL_RE.match(plain(line))
        if not labelled:
            continue
        value = re.split(r"\s+[|·•◇]\s+|\s{3,}|\t", labelled.group(1))[0].strip(" .;,")
        if value and len(value.split()) <= 14:
            return find_institution(value, prefer_university=True) or value
    return ""
