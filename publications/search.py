"""Publications by the words of their titles and authors' names, found through an index on either database.

A word matches as a prefix ("kern" finds "Kernels"); every word of the text must match the
title or an author's name. Each database keeps an index of the words, so a search costs
about the same at 3,000 or 100,000 papers:
- PostgreSQL: GIN indexes on to_tsvector('simple', column) (migration 0010);
- SQLite: FTS5 tables kept current by triggers. A new row is only queued by its trigger
  (indexing it there would cost an import of 20,000 papers seconds) and the queue is indexed
  by the next search, in one statement. SQLite drops a table's triggers when a migration
  remakes the table (any new column does), so `ensure_sqlite_index` runs after every migrate
  and rebuilds the word index when it had to make them again.
A "word" with no letter or digit ("%", "(") is looked up as the characters themselves.
"""

import logging
import math
import re

from django.db import models
from django.db.models import F, Func, IntegerField, Q
from django.db.models.expressions import RawSQL
from django.db.models.lookups import In

MAX_WORDS = 10
MAX_WORD = 200  # characters: a longer pattern can only fail to match
TERM = re.compile(r"[^\W_]+")
logger = logging.getLogger(__name__)

# SQLite: an FTS5 table per searched column, with the column's table as its content, and the
# triggers that keep it current (the pattern of https://www.sqlite.org/fts5.html section 4.4.3).
FTS = {
    "publication_title_words": ("publications_publication", "title"),
    "authorship_name_words": ("publications_authorship", "name"),
}
TOKENIZER = "unicode61 remove_diacritics 2"
# A word found often is common: a list is read in its own order and each row checked, which
# stops at the page's end (after about page x papers / matches rows), instead of fetching and
# sorting every match. The two cost the same near sqrt(papers) matches (measured at 3,000 and
# 100,000 papers): COMMON_FACTOR * sqrt(papers), at least COMMON_FLOOR, at most COMMON.
COMMON = 2000
COMMON_FACTOR = 2.5
COMMON_FLOOR = 100


def matching(words, publication_model):
    """Q: publications whose title or an author's name matches every one of `words`.

    `publication_model` is passed in (Publication): the models call this module, not the reverse.
    """
    from django.db import connection

    authorship_model = publication_model._meta.get_field("authorships").related_model
    query = Q()
    for word in words[:MAX_WORDS]:
        word = word[:MAX_WORD]
        terms = TERM.findall(word)
        if not terms:
            query &= _substring(word, authorship_model)
        elif connection.vendor == "postgresql":
            query &= _postgres(terms, publication_model, authorship_model)
        elif connection.vendor == "sqlite":
            query &= _sqlite(connection, terms) or _substring(word, authorship_model)
        else:
            query &= _substring(word, authorship_model)
    return query


def _substring(word, authorship_model):
    # A subquery per word, not a join: the matching ids are found once.
    by_author = authorship_model.objects.filter(name__icontains=word).values("publication_id")
    return Q(title__icontains=word) | Q(pk__in=by_author)


def _postgres(terms, publication_model, authorship_model):
    from django.contrib.postgres.search import SearchQuery

    # Every piece of the word, as a prefix: "Hye-jin" is "hye:* & jin:*".
    tsquery = SearchQuery(" & ".join(f"{term}:*" for term in terms), search_type="raw", config="simple")
    by_author = authorship_model.objects.alias(document=SimpleTsVector("name")).filter(document=tsquery)
    by_title = publication_model.objects.alias(document=SimpleTsVector("title")).filter(document=tsquery)
    return Q(pk__in=by_title.values("pk")) | Q(pk__in=by_author.values("publication_id"))


def _sqlite(connection, terms):
    """Q through the word index; None when this SQLite has none (built without FTS5)."""
    from django.db import OperationalError

    from labsite.pagecache import remembered

    # Each term quoted, as a prefix: letters and digits only, so nothing in it is FTS5 syntax.
    match = " AND ".join(f'"{term}"*' for term in terms)
    by_title = "SELECT rowid FROM publication_title_words WHERE publication_title_words MATCH %s"
    by_name = "SELECT rowid FROM authorship_name_words WHERE authorship_name_words MATCH %s"
    by_author = f"SELECT publication_id FROM publications_authorship WHERE id IN ({by_name})"
    try:
        index_queued_rows(connection)
        common = _common(connection)
        # Counted once per change of the site, like a list's count: even a count stopped at
        # `common` reads every match of a prefix from the index.
        found = remembered(("search-word", match, common), lambda: _count(connection, by_title, by_name, match, common))
    except OperationalError:  # no such table: no FTS5 here
        return None
    if found < common:  # few: fetch them by id
        return Q(pk__in=RawSQL(by_title, [match])) | Q(pk__in=RawSQL(by_author, [match]))
    # `+id` keeps SQLite from fetching every match by id: it reads the list's index in order instead.
    unindexed_pk = Func(F("pk"), template="+%(expressions)s", output_field=IntegerField())
    return Q(In(unindexed_pk, RawSQL(by_title, [match]))) | Q(In(unindexed_pk, RawSQL(by_author, [match])))


def _common(connection):
    """How many matches make a word common, from about how many papers there are (the last id: no count)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT coalesce(max(id), 0) FROM publications_publication")
        (papers,) = cursor.fetchone()
    return int(max(COMMON_FLOOR, min(COMMON, COMMON_FACTOR * math.sqrt(papers))))


def _count(connection, by_title, by_name, match, enough):
    """Titles and names that match, each counted no further than `enough`: enough to tell a common word."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT count(*) FROM ({by_title} LIMIT {int(enough)})) "
            f"+ (SELECT count(*) FROM ({by_name} LIMIT {int(enough)}))",
            [match, match],
        )
        return cursor.fetchone()[0]


class SimpleTsVector(models.Func):
    """to_tsvector('simple', column): the very expression the GIN indexes of migration 0010 hold."""

    function = "to_tsvector"
    template = "to_tsvector('simple'::regconfig, %(expressions)s)"

    @property
    def output_field(self):
        from django.contrib.postgres.search import SearchVectorField

        return SearchVectorField()


def _sqlite_statements(fts, table, column):
    """The FTS5 table of `table.column`, its queue of new rows, and their triggers, each made if missing.

    An update or delete of a row already indexed changes the index at once (a few rows at a
    time: saves); a row still queued is indexed as it is when the queue is read.
    """
    queued = f"EXISTS (SELECT 1 FROM {fts}_queue WHERE id = old.id)"
    delete = f"INSERT INTO {fts}({fts}, rowid, {column}) SELECT 'delete', old.id, old.{column} WHERE NOT {queued};"
    return [
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {fts} USING fts5({column}, content='{table}', "
        f"content_rowid='id', tokenize='{TOKENIZER}')",
        f"CREATE TABLE IF NOT EXISTS {fts}_queue (id INTEGER PRIMARY KEY)",
        f"CREATE TRIGGER IF NOT EXISTS {fts}_insert AFTER INSERT ON {table} "
        f"BEGIN INSERT OR IGNORE INTO {fts}_queue(id) VALUES (new.id); END",
        f"CREATE TRIGGER IF NOT EXISTS {fts}_delete AFTER DELETE ON {table} "
        f"BEGIN {delete} DELETE FROM {fts}_queue WHERE id = old.id; END",
        f"CREATE TRIGGER IF NOT EXISTS {fts}_update AFTER UPDATE OF {column} ON {table} "
        f"BEGIN {delete} INSERT INTO {fts}(rowid, {column}) SELECT new.id, new.{column} WHERE NOT {queued}; END",
    ]


def index_queued_rows(connection):
    """Index the rows written since the last search, if any: one statement per table.

    Skipped, not waited for, while another connection writes (an import's batch): the rows
    stay queued for the next search, and this one finds what was indexed before.
    """
    from django.db import OperationalError, transaction

    with connection.cursor() as cursor:
        cursor.execute(" UNION ALL ".join(f"SELECT 1 FROM (SELECT 1 FROM {fts}_queue LIMIT 1)" for fts in FTS))
        if not cursor.fetchall():
            return
        try:
            cursor.execute("PRAGMA busy_timeout = 50")
            with transaction.atomic(using=connection.alias):
                for fts, (table, column) in FTS.items():
                    cursor.execute(
                        f"INSERT INTO {fts}(rowid, {column}) SELECT t.id, t.{column} FROM {fts}_queue q "
                        f"JOIN {table} t ON t.id = q.id"
                    )
                    cursor.execute(f"DELETE FROM {fts}_queue")
        except OperationalError:  # "database is locked": the next search indexes them
            pass
        finally:
            cursor.execute(f"PRAGMA busy_timeout = {_busy_timeout_ms(connection)}")


def _busy_timeout_ms(connection):
    return int(float(connection.settings_dict.get("OPTIONS", {}).get("timeout", 5)) * 1000)


def ensure_sqlite_index(connection):
    """Make SQLite's word index, its queue and its triggers where missing; rebuild the index when any was.

    Returns the FTS tables rebuilt (none when everything was in place).
    """
    from django.db import OperationalError

    if connection.vendor != "sqlite":
        return []
    rebuilt = []
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")
        present = {name for (name,) in cursor.fetchall()}
        for fts, (table, column) in FTS.items():
            wanted = {fts, f"{fts}_queue", f"{fts}_insert", f"{fts}_delete", f"{fts}_update"}
            if table not in present or wanted <= present:
                continue
            for trigger in ("insert", "delete", "update"):  # all three made anew, as one set
                cursor.execute(f"DROP TRIGGER IF EXISTS {fts}_{trigger}")
            try:
                for statement in _sqlite_statements(fts, table, column):
                    cursor.execute(statement)
            except OperationalError as err:  # "no such module: fts5": search by substring instead
                logger.warning("No word index for the publication search (%s): searching by substring.", err)
                return rebuilt
            # Rows written while a trigger was missing are not in the index: read them all again.
            cursor.execute(f"INSERT INTO {fts}({fts}) VALUES ('rebuild')")
            cursor.execute(f"DELETE FROM {fts}_queue")
            rebuilt.append(fts)
    return rebuilt
