"""The writer's half of a review: the admin's corrections written as their edits in the admin are."""

from people.models import Person
from publications.models import Publication, PublicationLink

from .corrections import (
    PAPER_FIELDS,
    corrected_records,
    empty_review,
    make_review,
    merged,
    paper_identity,
    record_identity,
    remembered_review,
)

# Values of a paper the document may fill in, on the site's paper the admin corrected, where it has none.
FILLED = ("year", "doi", "arxiv", "abstract", "note")
# A person's values on the review page that are no field of Person (their links are records of their own).
NOT_PERSON_FIELDS = {"links"}


class CorrectionWriting:
    """Part of DocumentWriter (needs self.parsed, self.source, self.report, self.importer, self.plan)."""

    def take_review(self):
        """Make the corrections of this document's reviews (the one applied now over the ones kept) to what
        it says, before it is written; the review is then kept with the document (FileReport.review)."""
        if self._positions is None and self.parsed.publications:  # the plan names papers by their place as read
            self._positions = {id(p): i for i, p in enumerate(self.parsed.publications)}
        review = merged(remembered_review(self.source), self.parsed.review or empty_review())
        self.corrected_papers = make_review(self.parsed, review)
        self.corrected_records = corrected_records(review)
        self.corrected_person = {name for name in review["person"] if name not in NOT_PERSON_FIELDS}
        self.report.review = review if any(review.values()) else None

    def correction_of(self, parsed):
        """The review's entry of a parsed paper the admin corrected ({"key", "values", ...}), or None."""
        return self.corrected_papers.get(paper_identity(parsed)) if self.corrected_papers else None

    def is_corrected_record(self, kind, record):
        return bool(self.corrected_records) and record_identity(kind, record) in self.corrected_records

    def mark_person_corrected(self, person):
        """The person's fields the admin corrected in a review: edited, as in the admin (imports keep them)."""
        edited = set(person.edited_fields) | self.corrected_person
        if edited != set(person.edited_fields):
            person.edited_fields = sorted(edited)
            Person.objects.filter(pk=person.pk).update(edited_fields=person.edited_fields)

    def mark_publication_corrected(self, key, entry):
        """A paper the review corrected, just added: its corrected fields are edited; the review names it by key."""
        entry["key"] = key
        edited = sorted({name for field in entry["values"] for name in PAPER_FIELDS.get(field, ())})
        for publication, _authors, _links in self.pending:
            if publication.key == key:
                publication.edited_fields = edited
                return
        Publication.objects.filter(key=key).update(edited_fields=edited)  # written already (a full batch)

    def correct_publication(self, publication, parsed, title, venue, kind, entry):
        """The site's paper the plan matched, with the admin's values written over its own."""
        fields = set(entry["values"])
        values = {}
        if "title" in fields:
            values["title"] = title[:500]
        if "venue_text" in fields:
            values.update(venue=venue, venue_text=(parsed.venue_text or "")[:500])
        if "kind" in fields:
            values["kind"] = kind
        if "status" in fields:
            values["status"] = parsed.status or publication.status
        if "year" in fields:
            values["year"] = parsed.year
        for name in ("doi", "arxiv", "note"):
            if name in fields:
                values[name] = getattr(parsed, name) or ""
        for name in FILLED:  # what the document adds, where the site's paper has none
            value = getattr(parsed, name) or None
            if (
                name not in values
                and value
                and not getattr(publication, name)
                and name not in publication.edited_fields
            ):
                values[name] = value
        diffs = {
            name: (getattr(publication, name), value)
            for name, value in values.items()
            if getattr(publication, name) != value
        }
        for name, (_old, value) in diffs.items():
            setattr(publication, name, value)
            publication.field_sources = {**publication.field_sources, name: self.source}
        edited = set(publication.edited_fields) | {name for field in fields for name in PAPER_FIELDS.get(field, ())}
        touched = bool(diffs) or edited != set(publication.edited_fields)
        publication.edited_fields = sorted(edited)
        if self.source not in publication.sources:
            publication.sources = [*publication.sources, self.source]
            touched = True
        if touched:
            publication.save()
            self.importer.publications.add_saved(publication)
        if "authors" in fields and self._replace_authors(publication, parsed):
            diffs["authors"] = (None, [a.name for a in parsed.authors])
        new_links = self.new_links(parsed, existing=list(publication.links.values_list("label", "url")))
        PublicationLink.objects.bulk_create([PublicationLink(publication_id=publication.pk, **f) for f in new_links])
        if new_links:
            diffs["links"] = (None, [fields["url"] for fields in new_links])
        if diffs:
            self.report.changes.append(f"corrected {publication.key}: {', '.join(diffs)}")
            self.report.publications_merged += 1
            self.importer.touched_publications.add(publication.pk)
            self._plan_publication("merge", parsed, publication.title, ref=publication.key, changes=diffs)
        else:
            self.report.publications_unchanged += 1
            reason = "on the site already as corrected; nothing new"
            self._plan_publication("skip", parsed, publication.title, ref=publication.key, reason=reason)

    def _replace_authors(self, publication, parsed):
        """The author list the admin typed, in place of the site's: each author's link to a member kept."""
        current = list(publication.authorships.order_by("position"))
        if [a.name for a in current] == [a.name[:200] for a in parsed.authors]:
            return False
        self.replace_authorships(publication, parsed.authors, current, links_made_first=True)
        return True
