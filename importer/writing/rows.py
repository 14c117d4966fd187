"""Many rows of plain values inserted at once: no model instances, no per-field preparation.

bulk_create makes a model instance per row and prepares every field of every row; for the
thousands of authorships and links of a big file that is most of the write's time. These
tables' columns hold ints, text, booleans and foreign keys, which the database drivers of
SQLite and PostgreSQL take as they are, so one prepared INSERT run over the rows does.
Like bulk_create, no signal is sent and no save() runs.
"""

from django.db import connections, models, router

PLAIN_FIELDS = (models.IntegerField, models.CharField, models.BooleanField, models.ForeignKey)


def insert_rows(model, columns, rows):
    """INSERT `rows` (tuples of values, in the order of `columns`, field names) into `model`'s table."""
    if not rows:
        return
    fields = [model._meta.get_field(name) for name in columns]
    for field in fields:
        # AutoField, JSONField, dates, ... need their values prepared: not for this path.
        if not isinstance(field, PLAIN_FIELDS) or isinstance(field, models.AutoField):
            raise TypeError(f"insert_rows: {model.__name__}.{field.name} is not a plain column")
    connection = connections[router.db_for_write(model)]
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(model._meta.db_table),
        ", ".join(quote(field.column) for field in fields),
        ", ".join(["%s"] * len(fields)),
    )
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)
