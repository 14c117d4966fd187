"""Recompute every publication's title_key: accents, LaTeX braces, quotes and dashes no longer count."""

from django.db import migrations


def recompute(apps, schema_editor):
    from publications.titles import title_key

    Publication = apps.get_model("publications", "Publication")
    batch = []
    for publication in Publication.objects.only("pk", "title", "title_key").iterator(chunk_size=2000):
        key = title_key(publication.title)
        if key != publication.title_key:
            publication.title_key = key
            batch.append(publication)
        if len(batch) >= 2000:
            Publication.objects.bulk_update(batch, ["title_key"])
            batch = []
    if batch:
        Publication.objects.bulk_update(batch, ["title_key"])


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0006_authorship_position_help"),
    ]

    operations = [
        migrations.RunPython(recompute, migrations.RunPython.noop),
    ]
