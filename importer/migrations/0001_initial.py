"""SourceDocument, moved from the people app: the state is created here, the table already exists."""

import django.db.models.deletion
from django.db import migrations, models


def move_content_type(apps, schema_editor):
    """Admin history and permissions of imported documents follow the model to its new app."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    if not ContentType.objects.filter(app_label="importer", model="sourcedocument").exists():
        ContentType.objects.filter(app_label="people", model="sourcedocument").update(app_label="importer")


def restore_content_type(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    if not ContentType.objects.filter(app_label="people", model="sourcedocument").exists():
        ContentType.objects.filter(app_label="importer", model="sourcedocument").update(app_label="people")


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("people", "0003_sourcedocument_to_importer"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="SourceDocument",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("name", models.CharField(help_text="File name as given to the importer.", max_length=255)),
                        ("content", models.BinaryField()),
                        ("text", models.TextField(blank=True, editable=False, help_text="The text the parser read.")),
                        ("sha256", models.CharField(db_index=True, editable=False, max_length=64)),
                        ("format", models.CharField(blank=True, editable=False, max_length=40)),
                        ("imported_at", models.DateTimeField(blank=True, editable=False, null=True)),
                        ("status", models.CharField(default="new", editable=False, max_length=20)),
                        ("report", models.TextField(blank=True, editable=False)),
                        ("created", models.DateTimeField(auto_now_add=True)),
                        (
                            "person",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="documents",
                                to="people.person",
                            ),
                        ),
                    ],
                    options={
                        "verbose_name": "imported document",
                        "ordering": ["-created"],
                        "db_table": "people_sourcedocument",
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_type, restore_content_type),
    ]
