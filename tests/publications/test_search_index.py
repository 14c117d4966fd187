"""The publication search reads each database's index of words, kept current by every kind of write."""

import pytest
from django.db import connection

from publications.models import Authorship, Publication
from publications.search import COMMON, FTS, ensure_sqlite_index
from tests.factories import make_publication

sqlite_only = pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's FTS5 word index")


def found(text):
    return {p.title for p in Publication.objects.public().search(text)}


@pytest.mark.django_db
def test_a_word_matches_from_its_beginning_not_its_middle():
    make_publication(title="Fast Kernels for Slow Disks", authors=["Hye-jin Park"])
    assert found("kern") == {"Fast Kernels for Slow Disks"}
    assert found("ernels") == set()
    assert found("hye-jin") == found("jin") == {"Fast Kernels for Slow Disks"}


@pytest.mark.django_db
def test_renamed_retitled_and_deleted_rows_are_found_as_they_are_now():
    paper = make_publication(title="Old Words", authors=["Ana Lopes"])
    paper.title = "New Words"
    paper.save()
    Authorship.objects.filter(publication=paper).update(name="Bea Nunes")  # an UPDATE, no save()
    assert found("old") == set() and found("new") == {"New Words"}
    assert found("lopes") == set() and found("nunes") == {"New Words"}
    Publication.objects.bulk_create([Publication(title="Bulk Written", key="bulk-written")])
    assert found("bulk") == {"Bulk Written"}
    paper.delete()
    assert found("new") == set() and found("nunes") == set()


@pytest.mark.django_db
def test_a_common_word_gives_the_same_newest_first_page_as_a_rare_one_would():
    Publication.objects.bulk_create(
        Publication(title=f"Common Systems Paper {n}", key=f"common-{n}", year=1990 + n % 30)
        for n in range(COMMON + 10)
    )
    make_publication(title="Common Ground", year=2030)
    page = list(Publication.objects.public().search("common").newest_first()[:5])
    assert [p.title for p in page][0] == "Common Ground"
    assert [p.year for p in page] == sorted((p.year for p in page), reverse=True)


@pytest.mark.django_db
@sqlite_only
def test_the_word_index_is_made_again_after_a_migration_dropped_its_triggers():
    make_publication(title="Before The Remake")
    with connection.cursor() as cursor:  # what SQLite does to a table's triggers when a migration remakes it
        for suffix in ("insert", "delete", "update"):
            cursor.execute(f"DROP TRIGGER publication_title_words_{suffix}")
    make_publication(title="Written While Missing")
    assert found("missing") == set()
    assert ensure_sqlite_index(connection) == ["publication_title_words"]
    assert found("missing") == {"Written While Missing"} and found("remake") == {"Before The Remake"}
    make_publication(title="Written After")
    assert found("after") == {"Written After"}
    assert ensure_sqlite_index(connection) == []  # nothing missing: nothing rebuilt


@pytest.mark.django_db
@sqlite_only
def test_a_sqlite_without_the_word_index_searches_by_substring():
    make_publication(title="Fast Kernels for Slow Disks")
    with connection.cursor() as cursor:  # a SQLite built without FTS5 never had them
        for fts in FTS:
            for suffix in ("insert", "delete", "update"):
                cursor.execute(f"DROP TRIGGER {fts}_{suffix}")
            cursor.execute(f"DROP TABLE {fts}")
            cursor.execute(f"DROP TABLE {fts}_queue")
    assert found("ernels") == found("kern") == {"Fast Kernels for Slow Disks"}


def _probes(text):
    """How many times searching `text` counted a word's matches to tell whether it is common."""
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        list(Publication.objects.public().search(text)[:5])
    return sum("LIMIT" in query["sql"] and "count(*)" in query["sql"] for query in captured)


@pytest.mark.django_db
@sqlite_only
def test_whether_a_word_is_common_is_counted_once_per_change_of_the_site():
    make_publication(title="Kernels Everywhere")
    assert _probes("kernels") == 1
    assert _probes("kernels") == 0  # remembered: the count reads every match of the word
    assert _probes("everywhere") == 1  # another word is counted for itself
    make_publication(title="More Kernels")  # a save: the site changed
    assert _probes("kernels") == 1
    assert found("kernels") == {"Kernels Everywhere", "More Kernels"}
