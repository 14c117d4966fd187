"""After a run: who the authors of its publications are, decided again now that every person exists.

A paper written before its author's own page was imported names that author by a printed name
that matched nobody yet (or an earlier namesake). Once the run has made everyone, those links
are decided again with the run's MemberIndex, and the member links its file reports counted
are corrected with what changed.
"""

from django.db.models import Q

from labsite.pagecache import bump
from publications.models import Authorship

from .matching import index_keys

# Changed authorships are written this many at a time.
RELINK_BATCH = 500


def relink(importer):
    """Decide again who the authors of this run's publications are (`importer`: importer.services.Importer).

    A link to a person whose own document lists the paper is kept: it may have come from the
    name being highlighted there, which no printed name can overrule.
    """
    if not importer.new_people:
        return  # everyone an author could be was known when the papers were written
    # Authors who may be one of the new people: unlinked, or linked by name (now maybe ambiguous).
    new_keys = set()
    for person in importer.new_people:
        for name in person.all_names:
            new_keys |= index_keys(name)
    publication_ids = {
        publication_id
        for name, publication_id in Authorship.objects.filter(Q(person__isnull=True) | Q(auto_linked=True)).values_list(
            "name", "publication_id"
        )
        if index_keys(name) & new_keys
    }
    if not publication_ids:
        return
    reports = _ReportsBySource(importer.report.files)
    rows = Authorship.objects.filter(publication_id__in=publication_ids).select_related("person", "publication")
    changed, written = [], 0
    for authorship in rows:
        if authorship.person_id and not authorship.auto_linked:
            continue  # linked by hand or by an export: not ours to change
        publication = authorship.publication
        if "authorships" in publication.edited_fields:
            continue  # the admin decided who the authors are
        if authorship.person_id and set(authorship.person.sources) & set(publication.sources):
            continue  # the paper is on the person's own document: linked there, maybe from highlighting
        person, strength_or_ties = importer.members.best(authorship.name)
        if person is None and strength_or_ties:
            importer.note_ambiguous(authorship.name, strength_or_ties)
        new_pk = person.pk if person else None
        if authorship.person_id != new_pk:
            was_linked = authorship.person_id is not None
            authorship.person_id = new_pk
            authorship.auto_linked = person is not None
            changed.append(authorship)
            written += 1
            if person:
                importer.report.relinked.append(f"{authorship.name} → {person.slug}")
            reports.recount(publication, (person is not None) - was_linked)
        if len(changed) >= RELINK_BATCH:
            _save_links(changed)
    if changed:
        _save_links(changed)
    if written:
        bump()  # rows written in bulk send no signal: the pages showing these authors are made again


def _save_links(authorships):
    Authorship.objects.bulk_update(authorships, ["person", "auto_linked"], batch_size=RELINK_BATCH)
    authorships.clear()


class _ReportsBySource:
    """The file reports of a run, found by the names publications give their documents.

    A report names its file by its path, a publication its documents by name (the path's end):
    a source is the report whose path is that name or ends with "/" and that name, the first
    such report of the run.
    """

    def __init__(self, reports):
        self.by_name = {}
        for report in reports:
            path = report.path.replace("\\", "/")
            parts = path.split("/")
            for start in range(len(parts)):
                self.by_name.setdefault("/".join(parts[start:]), report)

    def recount(self, publication, change):
        """A link made (+1) or undone (-1) after the run, counted in the report of the file that wrote the paper first."""
        if not change:
            return
        for source in publication.sources:
            report = self.by_name.get(source)
            if report is not None:
                report.members_linked = max(0, report.members_linked + change)
                return
