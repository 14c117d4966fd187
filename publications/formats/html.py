"""What the citation templates read of a publication (templates/publications/_entry.html, _citation.html).

The markup is in the templates, so a lab restyles an entry by overriding them; here are only the
choices a template language says badly: which authors a long list shows, the badge, the buttons.
"""

from dataclasses import dataclass, field

from labsite.metadata import reverse_cached

from ..models import is_safe_link
from .bibtex import bibtex_entry, write_bibtex

# Lists longer than this show the first authors and every lab member; the rest is one click away.
LONG_AUTHOR_LIST = 8
FIRST_AUTHORS = 3

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


@dataclass
class AuthorList:
    all: list
    shown: list = field(default_factory=list)  # [(authorship, gap before it)]
    folded: bool = False  # only some are shown: "et al.", and the whole list one click away
    truncated: bool = False  # the source itself listed only the first authors

    @property
    def ends_with_period(self):
        """Whether the printed line ends in a period already ("et al.", "Jr."), so a citation adds none."""
        if self.folded or self.truncated:
            return True
        if not self.shown:
            return False
        last = self.shown[-1][0]
        linked = last.person is not None and last.person.is_public
        return not linked and not last.equal_contribution and last.name.endswith(".")


def author_list(publication, full=False):
    """The authors to print: all of them, or for a long list the first ones and the lab's members."""
    authors = publication.authors_in_order()
    truncated = publication.authors_truncated
    if full or len(authors) <= LONG_AUTHOR_LIST:
        return AuthorList(all=authors, shown=[(a, False) for a in authors], truncated=truncated)
    shown, previous = [], -1
    for index, author in enumerate(authors):
        if index < FIRST_AUTHORS or author.person_id:
            shown.append((author, index != previous + 1))
            previous = index
    return AuthorList(all=authors, shown=shown, folded=True, truncated=truncated)


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


def person_url(slug):
    return reverse_cached("people:person-detail", slug)


def publication_url(key):
    return reverse_cached("publications:publication-detail", key)


def venue_url(slug):
    return reverse_cached("publications:venue-detail", slug)
