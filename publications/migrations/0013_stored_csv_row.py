from django.db import migrations, models

import publications.models


def drop_raw_indexes(apps, schema_editor):
    # 0012 made these two in raw SQL, which SQLite loses when a new column remakes the table
    # (as stored_csv does just above); they come back below as Meta indexes, kept by every remake.
    for name in ("publication_list_order", "publication_selected_order"):
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0012_list_order_indexes"),
    ]

    operations = [
        migrations.AddField(
            model_name="publication",
            name="stored_csv",
            field=models.TextField(blank=True, editable=False, verbose_name="stored CSV row"),
        ),
        migrations.RunPython(drop_raw_indexes, migrations.RunPython.noop),
        migrations.AddIndex(
            model_name="publication",
            index=publications.models.NullsLastIndex(fields=["-year", "title", "id"], name="publication_list_order"),
        ),
        migrations.AddIndex(
            model_name="publication",
            index=publications.models.NullsLastIndex(
                condition=models.Q(("selected", True)), fields=["-year", "title", "id"], name="publication_selected_order"
            ),
        ),
    ]
