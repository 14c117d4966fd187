from django.db import migrations, models


def forget_old_citations(apps, schema_editor):
    # The column now holds the list entry, not the one-line citation: made again on the fly
    # when read, and stored by `manage.py refresh_stored` or the next save.
    apps.get_model("publications", "Publication").objects.exclude(stored_entry="").update(stored_entry="")


class Migration(migrations.Migration):
    dependencies = [("publications", "0010_full_text_search_indexes")]

    operations = [
        migrations.RenameField("publication", "stored_citation", "stored_entry"),
        migrations.AlterField(
            model_name="publication",
            name="stored_entry",
            field=models.TextField(blank=True, editable=False, verbose_name="stored list entry HTML"),
        ),
        migrations.RunPython(forget_old_citations, migrations.RunPython.noop),
    ]
