"""What the citation templates read of a publication (templates/publications/_entry.html, _citation.html).

The markup is in the templates, so a lab restyles an entry by overriding them; here are only the
choices a template language says badly: which authors a long list shows, the badge, the buttons.
"""

from labsite.metadata import reverse_cached

from ..models import is_safe_link
from .bibtex import bibtex_entry, write_bibtex

# Lists longer than this show the first authors and every lab member; the rest is one click away.
LONG_AUTHOR_LIST = 8
FIRST_AUTHORS = 3
GAP = ", … "  # between two authors shown of a long list, where it leaves some out

BADGE_FALLBACK = {
    "preprint": "Preprint",
    "thesis": "Thesis",
    "book": "Book",
    "chapter": "Chapter",
    "patent": "Patent",
    "journal": "Journal",
    "workshop": "Workshop",
    "conference": "Conf.",
}


def printed_author(name, url="", owner=False, equal=False, before=", "):
    """One author as templates/publications/_authors.html prints them: a dict of plain values (the
    template language reads a dict's keys first), so fifty entries ask a few names per author instead
    of walking each one's models. `url`: the member's page, "" for an author who is not a public member;
    `owner`: the page's own member, in bold; `equal`: equal contribution; `before`: the text between
    this author and the one before ("" for the first, an ellipsis where a long list leaves some out);
    `plain`: none of these marks, and `text`, what such an author prints: the text before and the name
    (most authors of a list: the template prints one value for them instead of asking four questions);
    `linked`: a member with no other mark (most of the rest: a link, and no more questions)."""
    return {
        "name": name,
        "url": url,
        "owner": owner,
        "equal": equal,
        "before": before,
        "plain": not (url or owner or equal),
        "linked": bool(url) and not (owner or equal),
        "text": before + name,
    }


def after(author, before):
    """`author` (printed_author()) printed after `before` instead."""
    return {**author, "before": before, "text": before + author["name"]}


def printed_authors(publication, owner=None):
    """Every author of `publication` as printed_author(); `owner`, the page's own member, in bold."""
    owner_pk = getattr(owner, "pk", None)
    printed = []
    for author in publication.authors_in_order():
        before = ", " if printed else ""
        person_id = author.person_id
        if person_id is None:
            printed.append(printed_author(author.name, equal=author.equal_contribution, before=before))
            continue
        person = author.person
        url = person.get_absolute_url() if person.is_public else ""
        printed.append(printed_author(author.name, url, person_id == owner_pk, author.equal_contribution, before))
    return printed


def author_list(publication, full=False, owner=None):
    """The authors to print, as the templates read them: a dict (the template language reads a dict's keys
    first) of `all` (every author, printed_author()), `shown` (all of them, or for a long list the first
    ones and the lab's members), `folded` (only some are shown: "et al.", and the whole list one click
    away), `truncated` (the source itself listed only the first authors) and `ends_with_period` (the
    printed line ends in one already, "et al." or "Jr.": a citation adds none)."""
    authors = printed_authors(publication, owner)
    truncated = publication.authors_truncated
    if full or len(authors) <= LONG_AUTHOR_LIST:
        shown, folded = authors, False
    else:
        shown, previous, folded = [], -1, True
        for index, (author, authorship) in enumerate(zip(authors, publication.authors_in_order(), strict=True)):
            if index < FIRST_AUTHORS or authorship.person_id:
                shown.append(author if index == previous + 1 else after(author, GAP))
                previous = index
    last = shown[-1] if shown else None
    ends_with_period = (
        folded or truncated or bool(last and not last["url"] and not last["equal"] and last["name"].endswith("."))
    )
    return {
        "all": authors,
        "shown": shown,
        "folded": folded,
        "truncated": truncated,
        "ends_with_period": ends_with_period,
    }


def venue_line(publication, full=False):
    """Where a publication appeared, as templates/publications/_where.html prints it: "Submitted to
    <venue>, 2024". A dict (the template language reads a dict's keys first) of `submitted`
    ("Submitted", or "Submitted to " before a venue), `venue` (the venue's full name with `full`, else
    its label, else the venue as printed), `url` (the venue's page on the site, when it has one) and
    `year` (with what parts it from the venue before it); each "" when the publication has none."""
    venue, printed = publication.venue, publication.venue_text
    named = venue is not None or bool(printed)
    submitted = ""
    if publication.status == "submitted":
        submitted = "Submitted to " if named else "Submitted"
    if venue is not None:
        name, url = (venue.name if full else venue.label), venue.get_absolute_url()
    else:
        name, url = printed, ""
    year = str(publication.year or "")
    if year and (named or submitted):
        year = (", " if full else " ") + year
    return {"submitted": submitted, "venue": name, "url": url, "year": year}


def badge(publication):
    """The label beside an entry: the venue's acronym, else the kind."""
    venue = publication.venue
    if venue is not None and venue.acronym:
        return venue.acronym
    return BADGE_FALLBACK.get(publication.kind, "Paper")


def safe_links(publication):
    """[(label, url)] of the links the member gave that are web addresses (never javascript: and the like)."""
    return [(link.label, link.url) for link in publication.links_in_order() if is_safe_link(link.url)]


def link_buttons(publication):
    """[(label, url)]: PDF, Code, Slides, ... as the member gave them, then DOI and arXiv."""
    links = safe_links(publication)
    if publication.doi:
        links.append(("DOI", f"https://doi.org/{publication.doi}"))
    if publication.arxiv:
        links.append(("arXiv", f"https://arxiv.org/abs/{publication.arxiv}"))
    return links


def entry_bibtex(publication, request=None):
    """The BibTeX an entry unfolds: the export's, without the abstract (folded above it, as al-folio
    leaves it out) and without links that are not web addresses."""
    entry = {**bibtex_entry(publication, request), "abstract": ""}
    entry["links"] = [
        written
        for written, link in zip(entry["links"], publication.links_in_order(), strict=True)
        if is_safe_link(link.url)
    ]
    return write_bibtex([entry])


def printed_entry(publication, owner=None, request=None):
    """What templates/publications/_entry.html prints of `publication`, asked once: a dict (the template
    language reads a dict's keys first) of `url`, `title`, `kind`, `badge`, `note`, `abstract`,
    `authors` (author_list(), `owner` in bold), `where` (venue_line(), the venue's full name),
    `links` (link_buttons()) and `bibtex` (entry_bibtex()). A list prints a hundred entries, and a
    template's every look-up of a model's attribute, or tag, costs more than the value it reads."""
    return {
        "url": publication.get_absolute_url(),
        "title": publication.title,
        "kind": publication.kind,
        "badge": badge(publication),
        "note": publication.note,
        "abstract": publication.abstract,
        "authors": author_list(publication, False, owner),
        "where": venue_line(publication, full=True),
        "links": link_buttons(publication),
        "bibtex": entry_bibtex(publication, request),
    }


def person_url(slug):
    return reverse_cached("people:person-detail", slug)


def publication_url(key):
    return reverse_cached("publications:publication-detail", key)


def venue_url(slug):
    return reverse_cached("publications:venue-detail", slug)
