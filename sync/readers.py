"""Each source's list of a member's works, read into the importer's ParsedPublication.

Plain functions, one a source: `read_orcid`, `read_dblp`, `read_openalex` take a Fetcher and the
member's id and return [ParsedPublication]. An answer is read field by field, each of the type
expected or left empty; an answer that is not a list of works at all raises SourceFailed, so a
broken or hostile source changes nothing. At most MAX_WORKS works are read from a source.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ElementTree

from django.conf import settings

from importer.parsers.records import ParsedAuthor, ParsedLink, ParsedPublication
from labsite import answers

from .fetch import SourceFailed

MAX_WORKS = 2000  # of one member at one source: more is not one person's list
OPENALEX_PAGES = 10  # of 200 works each, followed by cursor
OPENALEX_FIELDS = "id,doi,title,publication_year,type,primary_location,authorships,locations"
OPENALEX_AUTHOR_FIELDS = "id,display_name,last_known_institutions,works_count,orcid"
AUTHOR_CHOICES = 10  # authors of a name shown to pick from

DOI = re.compile(r"10\.\d{4,9}/[^\s\"<>]+")
ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.I)
ARXIV_ID = re.compile(
    r"(?:arxiv[:.]\s*|arxiv\.org/(?:abs|pdf)/)?(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?", re.I
)
DBLP_HOMONYM = re.compile(r"\s+\d{4}$")  # dblp tells people of one name apart as "Jane Doe 0002"
TAGS = re.compile(r"<[^>]{0,200}>")

ORCID_KINDS = {
    "journal-article": "journal",
    "conference-paper": "conference",
    "conference-abstract": "conference",
    "conference-poster": "conference",
    "preprint": "preprint",
    "working-paper": "preprint",
    "book": "book",
    "edited-book": "book",
    "book-chapter": "chapter",
    "dissertation-thesis": "thesis",
    "dissertation": "thesis",
    "patent": "patent",
}
ORCID_SKIPPED = {"peer-review", "review", "lecture-speech", "translation", "website", "online-resource"}
DBLP_KINDS = {"article": "journal", "inproceedings": None, "incollection": "chapter", "book": "book"}
DBLP_KINDS |= {"phdthesis": "thesis", "mastersthesis": "thesis"}
OPENALEX_KINDS = {"preprint": "preprint", "book": "book", "book-chapter": "chapter", "dissertation": "thesis"}
OPENALEX_SKIPPED = {"paratext", "peer-review", "erratum", "retraction", "grant", "supplementary-materials"}
OPENALEX_SOURCE_KINDS = {"journal": "journal", "conference": "conference", "repository": "preprint"}


def read_orcid(fetcher, orcid):
    url = f"{settings.LABSITE_ORCID_API_URL.rstrip('/')}/v3.0/{orcid}/works"
    answer = fetcher.json(url, service="ORCID")
    if answer is None:
        raise SourceFailed(f"ORCID knows no record {orcid}: check the iD")
    groups = answer.get("group")
    if not isinstance(groups, list):
        raise SourceFailed("ORCID's answer was not a list of works")
    works = []
    for group in answers.mappings(groups)[:MAX_WORKS]:
        summaries = answers.mappings(group.get("work-summary"))
        if not summaries:
            continue
        summary = summaries[0]  # the member's preferred version of the work comes first
        kind_name = answers.text(summary.get("type")).lower()
        if kind_name in ORCID_SKIPPED:
            continue
        title = _clean(_value(answers.mapping(summary.get("title")).get("title")))
        if not title:
            continue
        ids = [*_external_ids(group), *_external_ids(summary)]
        doi = next((_doi(value) for kind, value in ids if kind == "doi" and _doi(value)), None)
        arxiv = next((_arxiv(value) for kind, value in ids if kind == "arxiv" and _arxiv(value)), None)
        doi, arxiv = _split_arxiv_doi(doi, arxiv)
        date = answers.mapping(summary.get("publication-date"))
        works.append(
            _work(
                title,
                year=_year(_value(date.get("year"))),
                kind=ORCID_KINDS.get(kind_name, "other" if kind_name else None),
                venue=_clean(_value(summary.get("journal-title"))),
                doi=doi,
                arxiv=arxiv,
            )
        )
    return works


def read_dblp(fetcher, pid):
    url = f"{settings.LABSITE_DBLP_URL.rstrip('/')}/pid/{pid}.xml"
    text = fetcher.text(url, service="dblp", accept="application/xml")
    if text is None:
        raise SourceFailed(f"dblp knows no person with the id {pid}: check it")
    if "<!DOCTYPE" in text or "<!ENTITY" in text:  # a person's page has none; entity tricks are refused
        raise SourceFailed("dblp's answer could not be read (not a person's list of works)")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as err:
        raise SourceFailed("dblp's answer could not be read (not a person's list of works)") from err
    if root.tag != "dblpperson":
        raise SourceFailed("dblp's answer could not be read (not a person's list of works)")
    works = []
    for record in root.findall("r")[:MAX_WORKS]:
        entry = next(iter(record), None)
        if entry is None or entry.tag not in DBLP_KINDS:
            continue  # an edited volume, a homepage record: not a paper of theirs
        title = _clean("".join(entry.find("title").itertext()) if entry.find("title") is not None else "")
        if not title:
            continue
        links = [(e.text or "").strip() for e in entry.findall("ee")]
        doi = next((_doi(link) for link in links if "doi.org/" in link and _doi(link)), None)
        arxiv = next((_arxiv(link) for link in links if "arxiv.org/" in link and _arxiv(link)), None)
        doi, arxiv = _split_arxiv_doi(doi, arxiv)
        venue = _clean(entry.findtext("journal") or entry.findtext("booktitle") or entry.findtext("school") or "")
        informal = entry.get("publtype") == "informal" or venue.lower() == "corr"
        works.append(
            _work(
                title,
                authors=[DBLP_HOMONYM.sub("", _clean("".join(a.itertext()))) for a in entry.findall("author")],
                year=_year(entry.findtext("year")),
                kind="preprint" if informal else DBLP_KINDS[entry.tag],
                venue="" if informal and arxiv else venue,
                doi=doi,
                arxiv=arxiv,
                link=next((link for link in links if link.startswith("https://") and "doi.org/" not in link), ""),
            )
        )
    return works


def read_openalex(fetcher, author_id):
    url = f"{settings.LABSITE_OPENALEX_API_URL.rstrip('/')}/works"
    params = {"filter": f"author.id:{author_id}", "per-page": "200", "select": OPENALEX_FIELDS, "cursor": "*"}
    if settings.LABSITE_SYNC_MAILTO.strip():
        params["mailto"] = settings.LABSITE_SYNC_MAILTO.strip()  # OpenAlex's "polite pool"
    works = []
    for _page in range(OPENALEX_PAGES):
        answer = fetcher.json(url, service="OpenAlex", params=params)
        results = answer.get("results") if answer is not None else None
        if not isinstance(results, list):
            raise SourceFailed("OpenAlex's answer was not a list of works")
        works += [w for w in map(_openalex_work, answers.mappings(results)) if w is not None]
        cursor = answers.text(answers.mapping(answer.get("meta")).get("next_cursor"))
        if not cursor or not results or len(works) >= MAX_WORKS:
            break
        params = {**params, "cursor": cursor}
    return works[:MAX_WORKS]


def search_openalex_authors(fetcher, name, affiliation=""):
    """[{"id", "name", "institutions", "works", "orcid"}] of OpenAlex's authors of that name, those
    of the affiliation first (at most AUTHOR_CHOICES)."""
    params = {"search": name[:200], "per-page": str(AUTHOR_CHOICES), "select": OPENALEX_AUTHOR_FIELDS}
    if settings.LABSITE_SYNC_MAILTO.strip():
        params["mailto"] = settings.LABSITE_SYNC_MAILTO.strip()
    answer = fetcher.json(f"{settings.LABSITE_OPENALEX_API_URL.rstrip('/')}/authors", service="OpenAlex", params=params)
    results = answer.get("results") if answer is not None else []
    if not isinstance(results, list):
        raise SourceFailed("OpenAlex's answer was not a list of authors")
    found = []
    for author in answers.mappings(results)[:AUTHOR_CHOICES]:
        identifier = answers.text(author.get("id")).rsplit("/", 1)[-1]
        if not re.fullmatch(r"A\d{4,12}", identifier):
            continue
        places = [
            answers.text(answers.mapping(i).get("display_name"))
            for i in answers.mappings(author.get("last_known_institutions"))
        ]
        works = author.get("works_count")
        found.append(
            {
                "id": identifier,
                "name": _clean(answers.text(author.get("display_name"))) or identifier,
                "institutions": ", ".join(p for p in places if p),
                "works": works if isinstance(works, int) else None,
                "orcid": answers.text(author.get("orcid")).rsplit("/", 1)[-1],
            }
        )
    words = {w for w in re.findall(r"\w{3,}", affiliation.lower())}
    found.sort(key=lambda a: -len(words & set(re.findall(r"\w{3,}", a["institutions"].lower()))))
    return found


def _openalex_work(work):
    kind_name = answers.text(work.get("type")).lower()
    title = _clean(answers.text(work.get("title")))
    if not title or kind_name in OPENALEX_SKIPPED:
        return None
    primary = answers.mapping(answers.mapping(work.get("primary_location")).get("source"))
    kind = OPENALEX_KINDS.get(kind_name) or OPENALEX_SOURCE_KINDS.get(answers.text(primary.get("type")))
    locations = [
        answers.text(answers.mapping(place).get("landing_page_url"))
        for place in answers.mappings(work.get("locations"))
    ]
    arxiv = next((_arxiv(url) for url in locations if "arxiv.org/" in url and _arxiv(url)), None)
    doi, arxiv = _split_arxiv_doi(_doi(answers.text(work.get("doi"))), arxiv)
    authors = [
        answers.text(answers.mapping(a.get("author")).get("display_name"))
        for a in answers.mappings(work.get("authorships"))
    ]
    return _work(
        title,
        authors=[_clean(a) for a in authors if a.strip()],
        year=_year(work.get("publication_year")),
        kind=kind,
        venue="" if kind == "preprint" else _clean(answers.text(primary.get("display_name"))),
        doi=doi,
        arxiv=arxiv,
    )


def _work(title, *, authors=(), year=None, kind=None, venue="", doi=None, arxiv=None, link=""):
    links = [ParsedLink("arXiv", f"https://arxiv.org/abs/{arxiv}")] if arxiv else []
    if link and not (arxiv and arxiv in link):
        links.append(ParsedLink("Link", link))
    return ParsedPublication(
        title=title[:500],
        authors=[ParsedAuthor(name[:200]) for name in authors if name][:500],
        year=year,
        kind=kind,
        venue_text=venue[:500] or None,
        doi=doi,
        arxiv=arxiv,
        links=links,
    )


# --- fields of an answer (labsite.answers), and ORCID's wrapping -----------------------------------


def _value(value):
    """ORCID's {"value": "..."} wrapping."""
    return answers.text(answers.mapping(value).get("value"))


def _clean(text):
    """A title or name as plain text: markup and entities gone, spaces single, no closing full stop."""
    text = " ".join(html.unescape(TAGS.sub("", text or "")).split())
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


def _year(value):
    if isinstance(value, int) or (isinstance(value, str) and value.strip().isdigit()):
        year = int(value)
        return year if 1000 <= year <= 2999 else None
    return None


def _doi(text):
    match = DOI.search(text or "")
    return match.group(0).rstrip(".,;") if match else None


def _arxiv(text):
    match = ARXIV_ID.search(text or "")
    return match.group(1) if match else None


def _split_arxiv_doi(doi, arxiv):
    """arXiv's own DOI (10.48550/arXiv.2401.01234) is its id, not a publisher's DOI."""
    if doi and (match := ARXIV_DOI.match(doi)):
        return None, arxiv or _arxiv(match.group(1))
    return doi, arxiv


def _external_ids(record):
    """(type, value) of an ORCID record's own identifiers ("self"; a "part-of" names the book, not the work)."""
    found = []
    for item in answers.mappings(answers.mapping(record.get("external-ids")).get("external-id")):
        if answers.text(item.get("external-id-relationship")).lower() in ("", "self", "version-of"):
            kind = answers.text(item.get("external-id-type")).lower()
            found.append((kind, answers.text(item.get("external-id-value")) or _value(item.get("external-id-url"))))
    return found
