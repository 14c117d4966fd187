"""The WebP/AVIF copies of the site's wide pictures: projects' images and the lab's group photo.

Made whenever one is uploaded (a save whose picture is a new file), by the receivers that
ContentConfig.ready() connects; pictures stored before them get theirs from
`manage.py make_renditions`. People's photos get theirs from people.photos.store_photo.
"""

import logging

from django.db.models.signals import post_save, pre_save
from PIL import Image, UnidentifiedImageError

from labsite import renditions

logger = logging.getLogger(__name__)

# Widths of the copies: these pictures are shown from 288 (a phone's card) to 960 CSS pixels wide.
WIDTHS = (480, 800, 1200, 1600)
# (model label, picture field)
PICTURES = (("content.Project", "image"), ("people.Lab", "group_photo"))


def connect(apps):
    for label, field_name in PICTURES:
        model = apps.get_model(label)
        pre_save.connect(_note_new_upload(field_name), sender=model, weak=False, dispatch_uid=f"pictures-pre-{label}")
        post_save.connect(_make_for_upload(field_name), sender=model, weak=False, dispatch_uid=f"pictures-{label}")


def _note_new_upload(field_name):
    def note(sender, instance, raw=False, **kwargs):
        stored = None
        if instance.pk is not None and not raw:
            stored = sender._default_manager.filter(pk=instance.pk).values_list(field_name, flat=True).first()
        instance._pictures_before = {**getattr(instance, "_pictures_before", {}), field_name: stored or ""}

    return note


def _make_for_upload(field_name):
    def make(sender, instance, raw=False, **kwargs):
        before = getattr(instance, "_pictures_before", {}).pop(field_name, None)
        picture = getattr(instance, field_name)
        if raw or before is None or not picture or picture.name == before:
            return  # a fixture being loaded, or the same picture as before
        try:
            renditions.make(picture.storage, picture.name, WIDTHS)
        except (OSError, UnidentifiedImageError, Image.DecompressionBombError, ValueError) as error:
            # The record is saved; its page shows the picture alone until make_renditions succeeds.
            logger.warning("No WebP/AVIF copies of %s (%s.%s): %s", picture.name, sender.__name__, field_name, error)

    return make


def make_missing(apps, dry_run=False):
    """Make the copies of every stored picture (and person's photo) that has none; yield each name."""
    from people.photos import make_renditions as make_photo_renditions

    for label, field_name in PICTURES:
        for record in apps.get_model(label)._default_manager.exclude(**{field_name: ""}).iterator():
            picture = getattr(record, field_name)
            if renditions.read(picture.storage, picture.name) is None:
                if not dry_run:
                    renditions.make(picture.storage, picture.name, WIDTHS)
                yield picture.name
    for person in apps.get_model("people.Person")._default_manager.exclude(photo_small="").exclude(photo="").iterator():
        if renditions.read(person.photo_small.storage, person.photo_small.name) is None:
            if not dry_run:
                make_photo_renditions(person)
            yield person.photo_small.name
