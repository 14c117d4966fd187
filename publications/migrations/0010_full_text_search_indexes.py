"""GIN indexes for full-text search of titles and author names, on PostgreSQL only.

They index the expression PublicationQuerySet.search() asks for
(to_tsvector('simple', column)); SQLite has no GIN and searches by substring.
"""

from django.db import migrations

INDEXES = [
    ("publications_title_fts", "publications_publication", "title"),
    ("publications_author_name_fts", "publications_authorship", "name"),
]


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, table, column in INDEXES:
        schema_editor.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON {table} USING gin (to_tsvector('simple'::regconfig, {column}))"
        )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _table, _column in INDEXES:
        schema_editor.execute(f"DROP INDEX IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [("publications", "0009_venue_publication_count")]

    operations = [migrations.RunPython(create, drop)]
