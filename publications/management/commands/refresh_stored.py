from functools import reduce
from operator import or_

from django.core.management.base import BaseCommand
from django.db.models import Q

from publications.formats import stored
from publications.models import Publication


class Command(BaseCommand):
    help = (
        "Make every publication's stored BibTeX, RIS, CSL-JSON, CSV row, list entry and page again (after an upgrade, "
        "or a large import that left them to be made on the fly); a thousand publications per query."
    )

    def add_arguments(self, parser):
        parser.add_argument("--missing", action="store_true", help="Only publications with no stored text yet.")

    def handle(self, *args, missing=False, **options):
        publications = Publication.objects.all()
        if missing:
            publications = publications.filter(reduce(or_, (Q(**{field: ""}) for field in stored.ALL_FIELDS)))
        pks = list(publications.values_list("pk", flat=True))
        stored.refresh(pks)
        self.stdout.write(f"Stored text made for {len(pks)} publication{'s' if len(pks) != 1 else ''}.")
