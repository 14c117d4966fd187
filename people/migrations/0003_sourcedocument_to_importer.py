"""SourceDocument moves to the importer app; its table and rows stay where they are."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0002_lab"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="SourceDocument")],
            database_operations=[],
        ),
    ]
