"""A person's photo from the site folder imported: set only when they have none, stored only once committed.

The file was found and its size checked by importer.photo_files; here it is checked as people.photos checks
an upload. The stored sizes are written once the document's transaction commits: a dry run or a review,
rolled back, stores no file, and its report says what the import would do.
"""

from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction

from people.models import Person
from people.photos import MAX_BYTES, SIZES, store_photo, validate_photo

from .fields import quoted

_PHOTO_FIELDS = [name for name, _longest in SIZES]


def take_photo(writer, person, profile) -> list[str]:
    """Schedule storing the photo `profile` names for `person`; the change's name, or [] when none is taken."""
    photo_files = getattr(writer.importer, "photo_files", None)
    path = photo_files.accepted(profile.photo) if photo_files is not None else None
    if path is None:
        return []
    if person.photo:  # a member's own upload, or one imported before: never replaced (and no change to report)
        return []
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        upload = ContentFile(data, name=path.name)
        validate_photo(upload)
    except (OSError, ValidationError) as err:
        why = " ".join(err.messages) if isinstance(err, ValidationError) else (err.strerror or str(err))
        writer.report.warnings.append(f"{person.name}'s photo {quoted(path.name)}: {why} Not imported.")
        return []
    pk = person.pk

    def store():
        stored = Person.objects.filter(pk=pk).first()
        if stored is None or stored.photo:  # gone, or given a photo by another document of the run
            return
        store_photo(stored, upload)
        stored.save(update_fields=_PHOTO_FIELDS)

    transaction.on_commit(store)
    writer.report.changes.append(f"person {person.slug}: photo from {path.name}")
    return ["photo"]
