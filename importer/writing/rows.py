"""Many new rows inserted at once, with less of Django's per-field work than bulk_create.

bulk_create makes a model instance per row and prepares every field of every row through
the field's methods; for the thousands of rows of a big file that is most of the write's
time. Columns holding ints, text, booleans and foreign keys are taken by the database
drivers of SQLite and PostgreSQL as they are, so they are passed through; only the others
(JSON, dates) are prepared. Like bulk_create, no signal is sent and no save() runs.
"""

import operator

from django.db import connections, models, router
from django.utils import timezone

PLAIN_FIELDS = (models.IntegerField, models.CharField, models.TextField, models.BooleanField, models.ForeignKey)


def _is_plain(field):
    return isinstance(field, PLAIN_FIELDS) and not isinstance(field, (models.AutoField, models.JSONField))


def insert_rows(model, columns, rows):
    """INSERT `rows` (tuples of values, in the order of `columns`, field names) into `model`'s table."""
    if not rows:
        return
    fields = [model._meta.get_field(name) for name in columns]
    for field in fields:
        # JSON, dates, ... need their values prepared: not for this path (insert_objects prepares them).
        if not _is_plain(field):
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


def insert_objects(objs):
    """bulk_create(objs) of new instances of one model, in fewer steps; sets each one's pk (RETURNING).

    auto_now and auto_now_add dates are the same instant for every row of one call.
    """
    if not objs:
        return objs
    model = type(objs[0])
    meta = model._meta
    connection = connections[router.db_for_write(model)]
    fields = [field for field in meta.concrete_fields if not field.primary_key]
    now = timezone.now()
    values = []  # per column: how a row's value is read
    for field in fields:
        if getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False):
            for obj in objs:
                setattr(obj, field.attname, now)
            prepared = field.get_db_prep_save(now, connection)
            values.append(lambda obj, prepared=prepared: prepared)
        elif _is_plain(field):
            values.append(operator.attrgetter(field.attname))
        else:
            values.append(
                lambda obj, field=field: field.get_db_prep_save(getattr(obj, field.attname), connection=connection)
            )
    quote = connection.ops.quote_name
    head = "INSERT INTO {} ({}) VALUES ".format(
        quote(meta.db_table), ", ".join(quote(field.column) for field in fields)
    )
    row_sql = "(" + ", ".join(["%s"] * len(fields)) + ")"
    batch = max(1, connection.ops.bulk_batch_size(fields, objs))
    with connection.cursor() as cursor:
        for start in range(0, len(objs), batch):
            chunk = objs[start : start + batch]
            params = [read(obj) for obj in chunk for read in values]
            cursor.execute(f"{head}{', '.join([row_sql] * len(chunk))} RETURNING {quote(meta.pk.column)}", params)
            for obj, (pk,) in zip(chunk, cursor.fetchall(), strict=True):
                obj.pk = pk
                obj._state.adding, obj._state.db = False, connection.alias
    return objs
