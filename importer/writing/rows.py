"""The rows of an import's new authorships and links, inserted as plain values.

A lab's papers have several authors each, so a big file brings tens of thousands of
authorship rows. bulk_create would make a model instance of each and prepare each of its
fields through the field's methods, which was most of the time of importing a lab's
BibTeX file. These columns hold integers, text, booleans and foreign keys, which the
database drivers take as they are, so their rows go to one executemany. Like bulk_create,
no signal is sent and no save() runs; the publications themselves are bulk-created.
"""

from django.db import connections, models, router

PLAIN_FIELDS = (models.IntegerField, models.CharField, models.TextField, models.BooleanField, models.ForeignKey)


def insert_rows(model, columns, rows):
    """INSERT `rows` (tuples of values in the order of `columns`, field names) into `model`'s table."""
    if not rows:
        return
    fields = [model._meta.get_field(name) for name in columns]
    for field in fields:
        if not isinstance(field, PLAIN_FIELDS) or isinstance(field, (models.AutoField, models.JSONField)):
            raise TypeError(f"insert_rows: {model.__name__}.{field.name} needs its values prepared; use bulk_create")
    connection = connections[router.db_for_write(model)]
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(model._meta.db_table),
        ", ".join(quote(field.column) for field in fields),
        ", ".join(["%s"] * len(fields)),
    )
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)
