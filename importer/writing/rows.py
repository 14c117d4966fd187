"""An import's new publications, authorships and links, inserted as values in one executemany.

A lab's BibTeX file brings thousands of papers and tens of thousands of authorship rows.
bulk_create makes a model instance of each row and prepares every field of every row through
several of Django's methods, which was most of the time of importing such a file and made it
slower than the hand-written INSERT this replaced. Here the columns that the database drivers
of SQLite and PostgreSQL take as they are (integers, text, booleans, foreign keys, of Django's
own field classes) are passed through, and only the others (JSON, dates) are prepared, with the
fields' public pre_save() and get_db_prep_save(); an auto_now or auto_now_add date is one instant
for all the rows of a call, prepared once. Like bulk_create, no signal is sent and no save() runs.
"""

import operator

from django.db import connections, models, router

# Exact classes: a subclass may prepare its values in its own way.
PLAIN_FIELDS = frozenset(
    {
        models.CharField,
        models.SlugField,
        models.TextField,
        models.BooleanField,
        models.IntegerField,
        models.SmallIntegerField,
        models.BigIntegerField,
        models.PositiveIntegerField,
        models.PositiveSmallIntegerField,
        models.ForeignKey,
    }
)


def insert_rows(model, columns, rows):
    """INSERT `rows` (tuples of values in the order of `columns`, field names) into `model`'s table."""
    if not rows:
        return
    fields = [model._meta.get_field(name) for name in columns]
    for field in fields:
        if type(field) not in PLAIN_FIELDS:
            raise TypeError(f"insert_rows: {model.__name__}.{field.name} needs its values prepared; use insert_new")
    _execute(model, fields, rows)


def insert_new(objs, found_by):
    """INSERT the unsaved instances `objs` of one model, then give each its pk, read back by
    `found_by`: a unique field whose values they already hold."""
    if not objs:
        return
    model = type(objs[0])
    if not model._meta.get_field(found_by).unique:
        raise TypeError(f"insert_new: {model.__name__}.{found_by} is not unique; rows cannot be found by it")
    connection = connections[router.db_for_write(model)]
    fields = [field for field in model._meta.concrete_fields if not field.primary_key]
    readers = [_reader(field, objs, connection) for field in fields]
    _execute(model, fields, [[read(obj) for read in readers] for obj in objs])
    by_value = {getattr(obj, found_by): obj for obj in objs}
    saved = model._default_manager.using(connection.alias).filter(**{f"{found_by}__in": list(by_value)})
    for value, pk in saved.values_list(found_by, "pk"):
        by_value[value].pk = pk


def _reader(field, objs, connection):
    """How the value of `field` in the row of one of `objs` is read from it."""
    if type(field) in PLAIN_FIELDS:
        return operator.attrgetter(field.attname)
    if getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False):
        # One instant for every row of the call, prepared once: preparing a date is the dearest of all.
        instant = field.pre_save(objs[0], True)
        for obj in objs:
            setattr(obj, field.attname, instant)
        prepared = field.get_db_prep_save(instant, connection)
        return lambda obj: prepared
    return lambda obj: field.get_db_prep_save(field.pre_save(obj, True), connection)


def _execute(model, fields, rows):
    connection = connections[router.db_for_write(model)]
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(model._meta.db_table),
        ", ".join(quote(field.column) for field in fields),
        ", ".join(["%s"] * len(fields)),
    )
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)
