"""Publications by the words of their titles and authors' names, found through an index on either database.

A word matches as a prefix ("kern" finds "Kernels"); every word of the text must match the
title or an author's name. Each database keeps an index of the words, so a search costs
about the same at 3,000 or 100,000 papers. Whether a word is common (found in more than
about 2.5 x sqrt(papers) titles and names) is counted once per change of the site, and
decides how its matches are read:
- PostgreSQL: GIN indexes on to_tsvector('simple', column) (migration 0010); a common word's
  newest-first page is read in order and each row checked (`_PostgresMatch`);
- SQLite: FTS5 tables kept current by triggers. The titles' index numbers each paper by its
  year, newest first, then its id (YEAR_KEY): a common word's newest matches are read from
  the front of its list of matches, not all of them (`_TitleMatch`). A new row is only
  queued by its trigger (indexing it there would make a large import wait on the index per row)
  and the queue is indexed by the next search, in one statement. SQLite drops a table's
  triggers when a migration remakes the table (any new column does), so `ensure_sqlite_index`
  runs after every migrate and rebuilds the word index when it had to make them again.
A "word" with no letter or digit ("%", "(") is looked up as the characters themselves.
"""

import logging
import math
import re
from typing import NamedTuple

from django.db.models import BooleanField, Expression, F, Func, IntegerField, OrderBy, Q
from django.db.models.expressions import RawSQL
from django.db.models.lookups import In

MAX_WORDS = 10
MAX_WORD = 200  # characters: a longer pattern can only fail to match
TERM = re.compile(r"[^\W_]+")
logger = logging.getLogger(__name__)


class WordIndex(NamedTuple):
    """SQLite: an FTS5 table of a column's words, kept current by triggers (the pattern of
    https://www.sqlite.org/fts5.html section 4.4.3)."""

    table: str
    column: str
    key: str  # the SQL of a row's number in the index, `{row}` the row
    watched: tuple  # the columns whose change indexes a row again
    content: bool  # the table holds the text (external content); else the index keeps none (contentless)


# A title's number in its index: newest year first (no year last), then the id. Ids stay below 2**32.
MAX_YEAR = 32767  # the year field's largest value
ID_BITS = 32
YEAR_KEY = f"(({MAX_YEAR} - coalesce({{row}}.year, 0)) << {ID_BITS}) | {{row}}.id"
TITLE_INDEX = "publication_title_words_by_year"
FTS = {
    TITLE_INDEX: WordIndex("publications_publication", "title", YEAR_KEY, ("title", "year"), content=False),
    "authorship_name_words": WordIndex("publications_authorship", "name", "{row}.id", ("name",), content=True),
}
FORMER_FTS = ("publication_title_words",)  # numbered by id only, before YEAR_KEY: dropped on migrate
TOKENIZER = "unicode61 remove_diacritics 2"
# A common word's newest matches are read up to the page asked for, rounded up to a power of two
# (at least BOUND_FLOOR, so that the next pages share it); past BOUND_ROWS, all of them.
BOUND_FLOOR = 32
BOUND_ROWS = 512
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
            query &= Q(_postgres(connection, terms))
        elif connection.vendor == "sqlite":
            query &= _sqlite(connection, terms) or _substring(word, authorship_model)
        else:
            query &= _substring(word, authorship_model)
    return query


def _substring(word, authorship_model):
    # A subquery per word, not a join: the matching ids are found once.
    by_author = authorship_model.objects.filter(name__icontains=word).values("publication_id")
    return Q(title__icontains=word) | Q(pk__in=by_author)


def _postgres(connection, terms):
    """The condition on a publication through the GIN indexes of migration 0010."""
    from labsite.pagecache import remembered

    # Every piece of the word, as a prefix: "Hye-jin" is "hye:* & jin:*".
    tsquery = " & ".join(f"{term}:*" for term in terms)
    common = _common(connection)
    found = remembered(
        ("search-word", tsquery, common),
        lambda: _count(connection, _PostgresMatch.BY_TITLE, _PostgresMatch.BY_NAME, tsquery, common),
    )
    return _PostgresMatch(tsquery, terms, common=found >= common)


class _PaperCondition(Expression):
    """A condition on a publication written in SQL of its own, over its id and the column `other`."""

    conditional = True
    other = None

    def __init__(self):
        super().__init__(output_field=BooleanField())
        self.pk, self.column = F("pk"), F(self.other)

    def get_source_expressions(self):
        return [self.pk, self.column]

    def set_source_expressions(self, expressions):
        self.pk, self.column = expressions


class _PostgresMatch(_PaperCondition):
    """The papers whose title or an author's name matches the tsquery `tsquery` (PostgreSQL).

    One `id IN (titles' ids UNION ALL names' papers)`, which PostgreSQL joins from the matches,
    found through the GIN indexes: a few matches cost a few rows. Not two INs joined by OR: the
    planner cannot join through an OR, and checks every row of the table against both.
    A common word read newest first, a page at a time (BOUND_ROWS), is checked row by row as
    the list is read in order instead, which stops at the page's end: its thousands of matches
    are not all fetched and sorted.
    """

    other = "title"
    WORDS = "to_tsvector('simple'::regconfig, {}) @@ to_tsquery('simple'::regconfig, %s)"  # as the indexes
    BY_TITLE = f"SELECT id FROM publications_publication WHERE {WORDS.format('title')}"
    BY_NAME = f"SELECT publication_id FROM publications_authorship WHERE {WORDS.format('name')}"

    def __init__(self, tsquery, terms, common):
        super().__init__()
        self.tsquery, self.terms, self.common = tsquery, tuple(terms), common

    def as_sql(self, compiler, connection):
        pk, pk_params = compiler.compile(self.pk)
        if self.common and _newest_first_rows(compiler.query):
            title, title_params = compiler.compile(self.column)
            # A title with a word that begins with a term holds the term: ILIKE (letters and digits
            # only, no wildcard) turns most rows away before their words are made, the costly part.
            holds = " AND ".join(f"{title} ILIKE %s" for _ in self.terms)
            sql = f"(({holds} AND {self.WORDS.format(title)}) OR {pk} IN ({self.BY_NAME}))"
            params = [p for term in self.terms for p in (*title_params, f"%{term}%")]
            return sql, [*params, *title_params, self.tsquery, *pk_params, self.tsquery]
        return f"{pk} IN ({self.BY_TITLE} UNION ALL {self.BY_NAME})", [*pk_params, self.tsquery, self.tsquery]


def _sqlite(connection, terms):
    """Q through the word index; None when this SQLite has none (built without FTS5)."""
    from django.db import OperationalError

    from labsite.pagecache import remembered

    # Each term quoted, as a prefix: letters and digits only, so nothing in it is FTS5 syntax.
    match = " AND ".join(f'"{term}"*' for term in terms)
    by_title = f"SELECT rowid FROM {TITLE_INDEX} WHERE {TITLE_INDEX} MATCH %s"
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
        return Q(_TitleMatch(match, common=False)) | Q(pk__in=RawSQL(by_author, [match]))
    # `+id` keeps SQLite from fetching every match by id: it reads the list's index in order instead.
    unindexed_pk = Func(F("pk"), template="+%(expressions)s", output_field=IntegerField())
    return Q(_TitleMatch(match, common=True)) | Q(In(unindexed_pk, RawSQL(by_author, [match])))


class _TitleMatch(_PaperCondition):
    """The papers whose title matches `match` (SQLite): their ids from the titles' index.

    A common word (`common`) is checked row by row as a list is read in its own order, its
    matches' ids held in a temporary index that SQLite fills the first time a row is checked.
    Read newest first, up to a page of at most BOUND_ROWS, only the matches of the newest
    years are held: those of the years down to that of the page's last possible match (its
    bound). An older row is checked against the other matches, held only if the page reaches
    one (fewer matches on the page than the bound promised: a filter left some out). Any bound
    gives the same rows; the bound only decides how many matches are read.
    """

    other = "year"

    def __init__(self, match, common):
        super().__init__()
        self.match, self.common = match, common

    def as_sql(self, compiler, connection):
        pk, pk_params = compiler.compile(self.pk)
        ids = f"SELECT rowid & {(1 << ID_BITS) - 1} FROM {TITLE_INDEX} WHERE {TITLE_INDEX} MATCH %s"
        if not self.common:
            return f"{pk} IN ({ids})", [*pk_params, self.match]
        rows = _newest_first_rows(compiler.query)
        bound = _year_bound(connection, self.match, rows) if rows else None
        if bound is None:
            return f"+{pk} IN ({ids})", [*pk_params, self.match]
        year, year_params = compiler.compile(self.column)
        newer = (bound + 1) << ID_BITS  # the first number of the years older than the bound
        sql = f"(+{pk} IN ({ids} AND rowid < %s) OR (coalesce({year}, 0) < %s AND +{pk} IN ({ids} AND rowid >= %s)))"
        params = [*pk_params, self.match, newer, *year_params, MAX_YEAR - bound, *pk_params, self.match, newer]
        return sql, params


def _newest_first_rows(query):
    """How many rows of a list read newest first `query` asks for (its LIMIT); None for another order,
    no limit or more than BOUND_ROWS."""
    if query.high_mark is None or query.high_mark > BOUND_ROWS:
        return None
    order = query.order_by or (query.get_meta().ordering if query.default_ordering else ())
    first = order[0] if order else None
    if isinstance(first, OrderBy) and isinstance(first.expression, F):
        first = f"{'-' if first.descending else ''}{first.expression.name}"
    return query.high_mark if first == "-year" else None


def _year_bound(connection, match, rows):
    """The year (as numbered in YEAR_KEY) of the newest `rows`-th match of `match`, rounded up to
    a power of two; None when there are fewer. Found once per change of the site."""
    from labsite.pagecache import remembered

    rows = max(BOUND_FLOOR, 1 << (rows - 1).bit_length())

    def bound():
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT rowid >> {ID_BITS} FROM {TITLE_INDEX} WHERE {TITLE_INDEX} MATCH %s "
                f"ORDER BY rowid LIMIT 1 OFFSET %s",
                [match, rows - 1],
            )
            found = cursor.fetchone()
        return found[0] if found else None

    return remembered(("search-year-bound", match, rows), bound)


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
            f"SELECT (SELECT count(*) FROM ({by_title} LIMIT {int(enough)}) AS titles) "
            f"+ (SELECT count(*) FROM ({by_name} LIMIT {int(enough)}) AS names)",
            [match, match],
        )
        return cursor.fetchone()[0]


def _sqlite_statements(fts, index):
    """The FTS5 table of `index`, its queue of new rows, and their triggers, each made if missing.

    An update or delete of a row already indexed changes the index at once (a few rows at a
    time: saves); a row still queued is indexed as it is when the queue is read. A contentless
    index is told a row's old words and number to forget them, as a trigger has them.
    """
    table, column = index.table, index.column
    old_key, new_key = index.key.format(row="old"), index.key.format(row="new")
    queued = f"EXISTS (SELECT 1 FROM {fts}_queue WHERE id = old.id)"
    delete = f"INSERT INTO {fts}({fts}, rowid, {column}) SELECT 'delete', {old_key}, old.{column} WHERE NOT {queued};"
    content = f"content='{table}', content_rowid='id'" if index.content else "content=''"
    return [
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {fts} USING fts5({column}, {content}, tokenize='{TOKENIZER}')",
        f"CREATE TABLE IF NOT EXISTS {fts}_queue (id INTEGER PRIMARY KEY)",
        f"CREATE TRIGGER IF NOT EXISTS {fts}_insert AFTER INSERT ON {table} "
        f"BEGIN INSERT OR IGNORE INTO {fts}_queue(id) VALUES (new.id); END",
        f"CREATE TRIGGER IF NOT EXISTS {fts}_delete AFTER DELETE ON {table} "
        f"BEGIN {delete} DELETE FROM {fts}_queue WHERE id = old.id; END",
        f"CREATE TRIGGER IF NOT EXISTS {fts}_update AFTER UPDATE OF {', '.join(index.watched)} ON {table} "
        f"BEGIN {delete} INSERT INTO {fts}(rowid, {column}) SELECT {new_key}, new.{column} WHERE NOT {queued}; END",
    ]


def _index_rows(fts, index, source):
    """INSERT into the index `fts` of the rows of `index.table` (as t) that `source` joins."""
    return f"INSERT INTO {fts}(rowid, {index.column}) SELECT {index.key.format(row='t')}, t.{index.column} {source}"


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
                for fts, index in FTS.items():
                    cursor.execute(_index_rows(fts, index, f"FROM {fts}_queue q JOIN {index.table} t ON t.id = q.id"))
                    cursor.execute(f"DELETE FROM {fts}_queue")
        except OperationalError:  # "database is locked": the next search indexes them
            pass
        finally:
            cursor.execute(f"PRAGMA busy_timeout = {_busy_timeout_ms(connection)}")


def _busy_timeout_ms(connection):
    return int(float(connection.settings_dict.get("OPTIONS", {}).get("timeout", 5)) * 1000)


def ensure_sqlite_index(connection):
    """Make SQLite's word index, its queue and its triggers where missing; rebuild the index when any was.
    A former index (FORMER_FTS) is dropped with its queue and triggers.

    Returns the FTS tables rebuilt (none when everything was in place).
    """
    from django.db import OperationalError

    if connection.vendor != "sqlite":
        return []
    rebuilt = []
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")
        present = {name for (name,) in cursor.fetchall()}
        for fts in FORMER_FTS:
            for trigger in ("insert", "delete", "update"):
                cursor.execute(f"DROP TRIGGER IF EXISTS {fts}_{trigger}")
            if fts in present:
                cursor.execute(f"DROP TABLE {fts}")
            cursor.execute(f"DROP TABLE IF EXISTS {fts}_queue")
        for fts, index in FTS.items():
            wanted = {fts, f"{fts}_queue", f"{fts}_insert", f"{fts}_delete", f"{fts}_update"}
            if index.table not in present or wanted <= present:
                continue
            for trigger in ("insert", "delete", "update"):  # all three made anew, as one set
                cursor.execute(f"DROP TRIGGER IF EXISTS {fts}_{trigger}")
            try:
                for statement in _sqlite_statements(fts, index):
                    cursor.execute(statement)
            except OperationalError as err:  # "no such module: fts5": search by substring instead
                logger.warning("No word index for the publication search (%s): searching by substring.", err)
                return rebuilt
            # Rows written while a trigger was missing are not in the index: read them all again.
            if index.content:
                cursor.execute(f"INSERT INTO {fts}({fts}) VALUES ('rebuild')")
            else:
                cursor.execute(f"INSERT INTO {fts}({fts}) VALUES ('delete-all')")
                cursor.execute(_index_rows(fts, index, f"FROM {index.table} t"))
            cursor.execute(f"DELETE FROM {fts}_queue")
            rebuilt.append(fts)
    return rebuilt
