from django.db import migrations

STORED = ("stored_bibtex", "stored_ris", "stored_csl", "stored_csv", "stored_entry", "stored_page")


class Migration(migrations.Migration):
    # Citations, entries and pages are made from the publication when shown (publications/formats,
    # templates/publications): nothing to keep in step with them.

    dependencies = [
        ("publications", "0016_title_ends_and_doi_index"),
    ]

    operations = [migrations.RemoveField(model_name="publication", name=name) for name in STORED]
