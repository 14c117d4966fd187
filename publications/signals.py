"""Keep each venue's count of public publications (Venue.publication_count) in step with its papers.

Writes that send no signal (bulk_create, QuerySet.update) call `Venue.objects.recount()` themselves.
"""

import threading

from django.db import transaction
from django.db.models.signals import post_delete, post_save

from .models import Publication, Venue

_local = threading.local()


def _publication_saved(sender, instance, raw=False, **kwargs):
    if not raw:
        venues_changed([instance.venue_id])


def _publication_deleted(sender, instance, **kwargs):
    venues_changed([instance.venue_id])


def venues_changed(pks):
    """Recount these venues now, and every venue when the transaction commits (a moved
    publication leaves a venue this one change does not name)."""
    Venue.objects.filter(pk__in=[pk for pk in pks if pk]).recount()
    if transaction.get_connection().in_atomic_block:
        _local.recount_due = True
        transaction.on_commit(_recount_all)


def _recount_all():
    if getattr(_local, "recount_due", False):
        _local.recount_due = False
        Venue.objects.recount()


def connect():
    post_save.connect(_publication_saved, sender=Publication, dispatch_uid="venue-count-publication-save")
    post_delete.connect(_publication_deleted, sender=Publication, dispatch_uid="venue-count-publication-delete")
