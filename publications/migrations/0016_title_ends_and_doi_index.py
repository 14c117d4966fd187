"""Each publication's title ends (where an import looks for a near-duplicate title), filled in; DOIs indexed by case."""

import django.db.models.functions.text
from django.db import migrations, models


def fill_title_ends(apps, schema_editor):
    from publications.titles import title_ends

    Publication = apps.get_model("publications", "Publication")
    batch = []
    for publication in Publication.objects.only("pk", "title_key").iterator(chunk_size=2000):
        publication.title_head, publication.title_tail = title_ends(publication.title_key)
        if publication.title_head:
            batch.append(publication)
        if len(batch) >= 2000:
            Publication.objects.bulk_update(batch, ["title_head", "title_tail"])
            batch = []
    if batch:
        Publication.objects.bulk_update(batch, ["title_head", "title_tail"])


class Migration(migrations.Migration):

    dependencies = [
        ('publications', '0015_venue_feed_index'),
    ]

    operations = [
        migrations.AddField(
            model_name='publication',
            name='title_head',
            field=models.CharField(blank=True, db_index=True, editable=False, max_length=100),
        ),
        migrations.AddField(
            model_name='publication',
            name='title_tail',
            field=models.CharField(blank=True, db_index=True, editable=False, max_length=100),
        ),
        migrations.AddIndex(
            model_name='publication',
            index=models.Index(django.db.models.functions.text.Lower('doi'), name='publication_doi_lower'),
        ),
        migrations.RunPython(fill_title_ends, migrations.RunPython.noop),
    ]
