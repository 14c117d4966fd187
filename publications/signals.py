"""Keep each publication's stored citations (formats/stored.py) in step with what they print.

A change clears the stored text at once (so nothing stale is read, even inside the same
transaction) and makes it again when the transaction commits. Writes that send no
signal (bulk_create, QuerySet.update) call `publications_changed` themselves.
"""

import threading

from django.db import transaction
from django.db.models.signals import post_delete, post_save, pre_delete, pre_save

from people.models import Person

from .formats import stored
from .models import Authorship, Publication, PublicationLink, Venue

_local = threading.local()


def publications_changed(pks):
    """The stored text of these publications is out of date: clear it now, make it on commit."""
    pks = set(pks)
    if not pks:
        return
    stored.clear(pks)
    if not transaction.get_connection().in_atomic_block:
        stored.refresh(pks)
        return
    pending = getattr(_local, "pending", None)
    if pending is None:
        pending = _local.pending = set()
    pending.update(pks)
    # One callback per change; the first to run makes them all, the others find nothing left.
    transaction.on_commit(_refresh_pending)


def made_when_read(pks):
    """A big import's publications: their stored text is cleared and left to be made on the fly when
    first read, not made on commit, even for those a save in this transaction queued."""
    pks = set(pks)
    stored.clear(pks)
    pending = getattr(_local, "pending", None)
    if pending:
        pending -= pks


def _refresh_pending():
    pks, _local.pending = getattr(_local, "pending", None) or set(), set()
    if pks:
        stored.refresh(pks)


def _publication_saved(sender, instance, raw=False, update_fields=None, **kwargs):
    if not raw:
        publications_changed([instance.pk])
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


def _part_changed(sender, instance, raw=False, **kwargs):
    if not raw and instance.publication_id:
        publications_changed([instance.publication_id])


# What the stored texts print of a linked member (formats/html.py: the link to their page, if public).
PRINTED_PERSON_FIELDS = ("slug", "is_public")


def _person_before_save(sender, instance, raw=False, **kwargs):
    """Note what the stored texts print of the person as it was, to tell after the save whether it changed."""
    if not raw and instance.pk:
        instance._printed_before = sender.objects.filter(pk=instance.pk).values_list(*PRINTED_PERSON_FIELDS).first()


def _person_changed(sender, instance, raw=False, **kwargs):
    """Remake the stored texts of a member's publications when what they print of the member changed:
    a new bio or photo leaves hundreds of citations as they were, and the save stays quick."""
    if raw or not instance.pk:
        return
    before = getattr(instance, "_printed_before", None)
    now = tuple(getattr(instance, field) for field in PRINTED_PERSON_FIELDS)
    if kwargs.get("signal") is post_save and before is not None and tuple(before) == now:
        return
    publications_changed(Authorship.objects.filter(person_id=instance.pk).values_list("publication_id", flat=True))


def _venue_changed(sender, instance, raw=False, **kwargs):
    if not raw and instance.pk:
        publications_changed(Publication.objects.filter(venue_id=instance.pk).values_list("pk", flat=True))


def connect():
    post_save.connect(_publication_saved, sender=Publication, dispatch_uid="stored-publication")
    post_delete.connect(_publication_deleted, sender=Publication, dispatch_uid="venue-count-publication-delete")
    for model in (Authorship, PublicationLink):
        post_save.connect(_part_changed, sender=model, dispatch_uid=f"stored-{model.__name__}-save")
        post_delete.connect(_part_changed, sender=model, dispatch_uid=f"stored-{model.__name__}-delete")
    pre_save.connect(_person_before_save, sender=Person, dispatch_uid="stored-person-before-save")
    post_save.connect(_person_changed, sender=Person, dispatch_uid="stored-person-save")
    pre_delete.connect(_person_changed, sender=Person, dispatch_uid="stored-person-delete")
    post_save.connect(_venue_changed, sender=Venue, dispatch_uid="stored-venue-save")
    pre_delete.connect(_venue_changed, sender=Venue, dispatch_uid="stored-venue-delete")
