"""What ORCID, dblp, OpenAlex and Crossref answer, built from a few values (all works fictional)."""

import json
from urllib.parse import parse_qs, urlsplit

ADA_ORCID = "0000-0002-1825-0097"  # ORCID's own documented example iD: its check digit is right
BRUNO_DBLP = "123/4567"
ADA_OPENALEX = "A5000000001"


def orcid_work(title, *, year=2024, kind="journal-article", journal="", doi=None, arxiv=None):
    ids = []
    if doi:
        ids.append({"external-id-type": "doi", "external-id-value": doi, "external-id-relationship": "self"})
    if arxiv:
        ids.append(
            {"external-id-type": "arxiv", "external-id-value": f"arXiv:{arxiv}", "external-id-relationship": "self"}
        )
    summary = {
        "put-code": abs(hash(title)) % 100000,
        "title": {"title": {"value": title}},
        "type": kind,
        "publication-date": {"year": {"value": str(year)}},
        "journal-title": {"value": journal} if journal else None,
        "external-ids": {"external-id": ids},
    }
    return {"external-ids": {"external-id": ids}, "work-summary": [summary]}


def orcid_works(*works):
    return json.dumps({"group": list(works), "path": f"/{ADA_ORCID}/works"})


def dblp_entry(title, authors, *, year=2024, tag="inproceedings", venue="OSDI", doi=None, arxiv=None):
    venue_tag = "journal" if tag == "article" else "booktitle"
    people = "".join(f"<author>{name}</author>" for name in authors)
    links = (f"<ee>https://doi.org/{doi}</ee>" if doi else "") + (
        f"<ee>https://arxiv.org/abs/{arxiv}</ee>" if arxiv else ""
    )
    publtype = ' publtype="informal"' if venue == "CoRR" else ""
    return (
        f'<r><{tag} key="x/{abs(hash(title)) % 1000}"{publtype}>{people}<title>{title}.</title>'
        f"<year>{year}</year><{venue_tag}>{venue}</{venue_tag}>{links}</{tag}></r>"
    )


def dblp_person(name, *entries):
    return (
        f'<?xml version="1.0" encoding="US-ASCII"?>\n<dblpperson name="{name}" pid="{BRUNO_DBLP}" n="{len(entries)}">'
        f"<person><author>{name}</author></person>{''.join(entries)}</dblpperson>"
    )


def openalex_work(
    title, authors, *, year=2024, kind="article", source=("Journal of Imaginary Systems", "journal"), doi=None
):
    return {
        "id": f"https://openalex.org/W{abs(hash(title)) % 10**9}",
        "doi": f"https://doi.org/{doi}" if doi else None,
        "title": title,
        "publication_year": year,
        "type": kind,
        "primary_location": {"source": {"display_name": source[0], "type": source[1]}},
        "authorships": [{"author": {"display_name": name}} for name in authors],
        "locations": [],
    }


def openalex_pages(fake, pages):
    """A /works route answering page n of `pages` (lists of works) for the cursor "n" ("*": the first)."""

    def write(handler):
        cursor = parse_qs(urlsplit(handler.path).query).get("cursor", ["*"])[0]
        number = 0 if cursor == "*" else int(cursor)
        following = str(number + 1) if number + 1 < len(pages) else None
        body = {"meta": {"next_cursor": following}, "results": pages[number]}
        fake.answer(json.dumps(body))(handler)

    return write


def crossref(doi, authors, relation=None):
    people = [{"given": name.split()[0], "family": name.split()[-1]} for name in authors]
    return json.dumps({"message": {"DOI": doi, "author": people, "relation": relation or {}}})
