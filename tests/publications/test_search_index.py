"""The publication search reads each database's index of words, kept current by every kind of write."""

import pytest
from django.db import connection

from publications.models import Authorship, Publication
from publications.search import COMMON, FTS, TITLE_INDEX, ensure_sqlite_index
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
            cursor.execute(f"DROP TRIGGER {TITLE_INDEX}_{suffix}")
    make_publication(title="Written While Missing")
    assert found("missing") == set()
    assert ensure_sqlite_index(connection) == [TITLE_INDEX]
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


def _common_word_lab():
    """Papers over thirty years, most with the common word "scalable": some hidden, some from no year."""
    import random

    rng = random.Random(5)
    papers = [
        Publication(
            title=f"{rng.choice(['Scalable', 'Fast', 'SCALABLE', 'Scalably'])} Things {n}",
            key=f"paper-{n}",
            year=None if n % 37 == 0 else 1995 + rng.randrange(31),
            is_public=n % 11 != 0,
        )
        for n in range(400)
    ]
    Publication.objects.bulk_create(papers)
    return {p.title for p in Publication.objects.public() if p.title.lower().split()[0].startswith("scalab")}


# What the SQL of a common word's newest-first page holds, and a whole list's does not, on each database.
PAGE_FORM = {"sqlite": "rowid <", "postgresql": "to_tsvector('simple'::regconfig, \"publications_publication\""}


@pytest.mark.django_db
def test_a_common_word_read_newest_first_gives_every_page_as_a_full_read_would(monkeypatch):
    from django.db.models import F

    # Common from 100 matches, whatever the ids (PostgreSQL's sequences go on from earlier tests).
    monkeypatch.setattr("publications.search._common", lambda connection: 100)
    expected = _common_word_lab()
    assert len(expected) > 150
    lists = {
        "newest first": Publication.objects.public().search("scalab").newest_first(),
        "as the list": Publication.objects.public().search("scalab").order_by("-year", "-title", "-id"),
        "nulls last": Publication.objects.public().search("scalab").order_by(F("year").desc(nulls_last=True), "pk"),
    }
    for label, found in lists.items():
        whole = list(found.values_list("title", flat=True))  # no LIMIT: every match held at once
        assert set(whole) == expected, label
        for start, stop in [(0, 5), (0, 25), (20, 45), (100, 125), (len(whole) - 3, len(whole) + 20)]:
            page = found[start:stop]
            assert [p.title for p in page] == whole[start:stop], (label, start)
        assert PAGE_FORM[connection.vendor] in str(found[:25].query)  # only the newest matches, or row by row
        assert PAGE_FORM[connection.vendor] not in str(found.query)  # the whole list: all of them


@pytest.mark.django_db
def test_a_paper_whose_year_changes_is_found_in_its_new_place():
    expected = {title for title in _common_word_lab() if title.lower().startswith("scalable ")}
    moved = Publication.objects.public().filter(title__in=expected).order_by("year", "pk").first()
    assert moved.title in found("scalable")  # indexed now, not queued: the change below goes through a trigger
    Publication.objects.filter(pk=moved.pk).update(year=2031)  # an UPDATE, no save(): the trigger re-numbers it
    newest = list(Publication.objects.public().search("scalable").newest_first()[:3])
    assert newest[0].pk == moved.pk
    Publication.objects.filter(pk=moved.pk).update(year=None)
    titles = list(Publication.objects.public().search("scalable").newest_first().values_list("title", flat=True))
    assert moved.title in titles and set(titles) == expected


@pytest.mark.django_db
@sqlite_only
def test_the_former_title_index_is_dropped_on_migrate():
    make_publication(title="Kept Words")
    with connection.cursor() as cursor:  # as a site made before the index by year has it
        cursor.execute("CREATE VIRTUAL TABLE publication_title_words USING fts5(title)")
        cursor.execute("CREATE TABLE publication_title_words_queue (id INTEGER PRIMARY KEY)")
        cursor.execute(
            "CREATE TRIGGER publication_title_words_insert AFTER INSERT ON publications_publication "
            "BEGIN INSERT INTO publication_title_words_queue(id) VALUES (new.id); END"
        )
    ensure_sqlite_index(connection)
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM sqlite_master WHERE name LIKE 'publication_title_words%'")
        left = {name for (name,) in cursor.fetchall()}
    assert not any(name.startswith("publication_title_words_") and "by_year" not in name for name in left)
    assert "publication_title_words" not in left
    assert found("kept") == {"Kept Words"}


@pytest.mark.django_db
def test_a_rare_word_is_found_through_one_list_of_ids_not_two_joined_by_or():
    make_publication(title="Zygote Scheduling", authors=["Ana Zygmunt"])
    make_publication(title="Other Things", authors=["Zygmunt Bauman"])
    found = Publication.objects.public().search("zyg").newest_first()
    assert {p.title for p in found[:10]} == {"Zygote Scheduling", "Other Things"}
    if connection.vendor == "postgresql":  # an IN under OR cannot be joined: every row was checked
        assert " UNION ALL " in str(found[:10].query) and " OR " not in str(found[:10].query)
