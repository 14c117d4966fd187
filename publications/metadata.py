"""What indexers read on a publication's page: Highwire Press tags (Google Scholar) and schema.org JSON-LD."""

from django.urls import reverse
from django.utils.html import format_html_join

from labsite.metadata import absolute_url
from people.models import Lab

from .formats import FORMATS
from .formats.common import pdf_url, venue_acronym, venue_name
from .models import Kind


def highwire_pairs(publication, request=None):
    """[(name, content)] of the citation_* tags, authors in order, one tag each."""
    pairs = [("citation_title", publication.title)]
    pairs += [("citation_author", a.name) for a in publication.authors_in_order()]
    if publication.year:
        pairs.append(("citation_publication_date", str(publication.year)))
    venue = venue_name(publication)
    if venue:
        if publication.kind == Kind.JOURNAL:
            pairs.append(("citation_journal_title", venue))
            if venue_acronym(publication):
                pairs.append(("citation_journal_abbrev", venue_acronym(publication)))
        elif publication.kind in (Kind.CONFERENCE, Kind.WORKSHOP):
            pairs.append(("citation_conference_title", venue))
        elif publication.kind == Kind.THESIS:
            pairs.append(("citation_dissertation_institution", venue))
    pdf = pdf_url(publication, request)
    if pdf:
        pairs.append(("citation_pdf_url", pdf))
    if publication.doi:
        pairs.append(("citation_doi", publication.doi))
    if publication.arxiv:
        pairs.append(("citation_arxiv_id", publication.arxiv))
    pairs.append(("citation_abstract_html_url", absolute_url(publication.get_absolute_url(), request)))
    return pairs


def highwire_tags(publication, request=None):
    return format_html_join("\n", '<meta name="{}" content="{}">', highwire_pairs(publication, request))


def scholarly_article(publication, request=None):
    """schema.org ScholarlyArticle."""
    url = absolute_url(publication.get_absolute_url(), request)
    authors = []
    for authorship in publication.authors_in_order():
        author = {"@type": "Person", "name": authorship.name}
        if authorship.person_id and authorship.person.is_public:
            author["url"] = absolute_url(authorship.person.get_absolute_url(), request)
            author["affiliation"] = {"@type": "ResearchOrganization", "name": Lab.shown(request).name}
        authors.append(author)
    data = {
        "@context": "https://schema.org",
        "@type": "ScholarlyArticle",
        "@id": url,
        "url": url,
        "headline": publication.title[:110],
        "name": publication.title,
        "author": authors,
    }
    if publication.year:
        data["datePublished"] = str(publication.year)
    venue = venue_name(publication)
    if venue:
        data["isPartOf"] = {
            "@type": "Periodical" if publication.kind == Kind.JOURNAL else "CreativeWorkSeries",
            "name": venue,
        }
        if venue_acronym(publication):
            data["isPartOf"]["alternateName"] = venue_acronym(publication)
    if publication.abstract:
        data["abstract"] = publication.abstract
    identifiers = []
    if publication.doi:
        identifiers.append({"@type": "PropertyValue", "propertyID": "DOI", "value": publication.doi})
        data["sameAs"] = f"https://doi.org/{publication.doi}"
    if publication.arxiv:
        identifiers.append({"@type": "PropertyValue", "propertyID": "arXiv", "value": publication.arxiv})
    if identifiers:
        data["identifier"] = identifiers
    pdf = pdf_url(publication, request)
    if pdf:
        data["encoding"] = {"@type": "MediaObject", "contentUrl": pdf, "encodingFormat": "application/pdf"}
    return data


def alternate_links(publication):
    """<link rel="alternate"> to the exports of one publication."""
    rows = [
        (FORMATS[fmt][0].split(";")[0], reverse("publications:publication-export", args=[publication.key, fmt]))
        for fmt in ("bib", "json", "ris")
    ]
    return format_html_join("\n", '<link rel="alternate" type="{}" href="{}">', rows)


__all__ = ["alternate_links", "highwire_pairs", "highwire_tags", "scholarly_article"]
