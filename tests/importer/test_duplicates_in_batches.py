"""The same paper is found in the site a batch at a time, not from an index of every publication (issue 14.5)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from importer import batches, reports
from importer.matching import PublicationIndex
from importer.parsers.records import ParsedAuthor, ParsedPublication
from importer.services import import_documents
from publications.models import FormerKey, Publication
from publications.titles import ends_near, title_ends, title_key


def entry(key, title, year=2023, doi=None, arxiv=None, author="Ana Ruiz and Bo Li"):
    fields = (
        f"  title = {{{title}}},\n  author = {{{author}}},\n  journal = {{Journal of Tests}},\n  year = {{{year}}},\n"
    )
    fields += f"  doi = {{{doi}}},\n" if doi else ""
    fields += f"  eprint = {{{arxiv}}},\n  archiveprefix = {{arXiv}},\n" if arxiv else ""
    return f"@article{{{key},\n{fields}}}\n"


def test_a_title_a_typo_or_a_hyphen_away_shares_an_end_with_the_stored_one():
    stored = title_key("Tidepool: Elastic Caches for Serving Large Language Models")
    for near in (
        "Tidepool: Elastic Caches for Serving Large Language Model",  # the tail differs
        "Tide-pool: Elastic Caches for Serving Large Language Models",  # a hyphen: no letter differs
        "Tidepol: Elastic Caches for Serving Large Language Models",  # the head differs
        "Tidepool: Elastic Cache for Serving Large Language Models",  # the middle
    ):
        assert set(title_ends(stored)) & ends_near(title_key(near)), near
    assert title_ends(title_key("Short Title")) == ("", "")


def test_a_near_duplicate_title_already_on_the_site_is_merged_not_added(db, tmp_path):
    (tmp_path / "first.bib").write_text(entry("t1", "Tidepool: Elastic Caches for Serving Large Language Models"))
    import_documents([tmp_path / "first.bib"])
    (tmp_path / "second.bib").write_text(
        entry("t2", "Tidepol: Elastic Caches for Serving Large Language Models", doi="10.5555/tide")
        + entry("t3", "Tide-pool: Elastic Caches for Serving Large Language Model", year=2024)
    )

    report = import_documents([tmp_path / "second.bib"])

    assert report.files[0].publications_merged == 1 and report.files[0].publications_created == 0
    assert list(Publication.objects.values_list("doi", flat=True)) == ["10.5555/tide"]


def test_a_doi_on_the_site_is_found_whatever_its_case(db, tmp_path):
    Publication.objects.create(title="Gravel Routing in Practice", year=2020, doi="10.1145/ABC.123", key="gravel")
    (tmp_path / "papers.bib").write_text(entry("g", "Another Title Altogether", year=2020, doi="10.1145/abc.123"))

    import_documents([tmp_path / "papers.bib"])

    assert Publication.objects.count() == 1


def test_the_same_paper_again_later_in_a_big_file_is_one_record_across_batches(transactional_db, tmp_path, monkeypatch):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)  # 250 entries: three batches, written while read
    entries = [
        entry(f"p{n}", f"On Batched Reading, Part {n}", doi=f"10.5555/DUP.{n}", arxiv=f"2301.{10000 + n}")
        for n in range(246)
    ]
    entries += [
        entry("again-doi", "A Title Never Seen", doi="10.5555/dup.10"),  # the DOI of entry 10, lower case
        entry("again-arxiv", "Another Title Never Seen", arxiv="2301.10040"),
        entry("again-title", "On batched reading — part 30"),
        entry("again-near", "On Batched Readin, Part 20"),  # a letter dropped
    ]
    (tmp_path / "lab.bib").write_text("\n".join(entries))

    report = import_documents([tmp_path / "lab.bib"])

    assert not report.failed
    assert Publication.objects.count() == 246
    assert report.files[0].publications_repeated == 4  # given again in the same file: counted once, as added


def test_a_new_paper_takes_the_next_key_free_on_the_site_across_batches(transactional_db, tmp_path, monkeypatch):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    kept = Publication.objects.create(title="Pebble Caches", year=2024, key="ruiz2024pebble")
    Publication.objects.create(title="Pebble Routes", year=2024, key="ruiz2024pebblea")
    FormerKey.objects.create(key="ruiz2024pebbleb", publication=kept)
    entries = [entry(f"filler{n}", f"Filler Paper Number {n}", author="Cy Tan") for n in range(150)]
    entries += [entry("ruiz2024pebble", f"Pebble Stores, Volume {n}", year=2024) for n in range(3)]  # key taken
    (tmp_path / "lab.bib").write_text("\n".join(entries))

    import_documents([tmp_path / "lab.bib"])

    new = Publication.objects.filter(title__startswith="Pebble Stores").order_by("key")
    assert list(new.values_list("key", flat=True)) == ["ruiz2024pebblec", "ruiz2024pebbled", "ruiz2024pebblee"]


def test_a_batch_is_looked_up_in_a_few_queries_and_then_found_without_any(db):
    for n in range(50):
        Publication.objects.create(title=f"A Stored Paper About Caches, Number {n}", year=2020, key=f"stored{n}")
    parsed = [
        ParsedPublication(
            title=f"A Stored Paper About Caches, Number {n}" if n % 2 else f"A New Paper About Queues, Number {n}",
            authors=[ParsedAuthor(name="Ana Ruiz")],
            year=2020,
            doi=f"10.5555/q.{n}",
            key=f"new{n}",
        )
        for n in range(400)
    ]
    index = PublicationIndex()

    with CaptureQueriesContext(connection) as prepared:
        index.prepare(parsed)
    with CaptureQueriesContext(connection) as found:
        matches = [index.find(p, title_key(p.title)) for p in parsed]

    assert len(prepared) <= 12  # per kind of look-up, not per entry
    assert len(found) == 0
    assert sum(match is not None for match in matches) == 25


@pytest.mark.skipif(
    connection.vendor != "sqlite", reason="the plan is SQLite's; PostgreSQL's depends on its statistics"
)
def test_a_batchs_look_ups_read_indexes_not_every_publication(db):
    parsed = [ParsedPublication(title="A Paper About Caches and Queues", year=2020, doi="10.5555/X", arxiv="2301.1")]
    with CaptureQueriesContext(connection) as queries:
        PublicationIndex().prepare(parsed)
    with connection.cursor() as cursor:
        for query in queries:
            cursor.execute(f"EXPLAIN QUERY PLAN {query['sql']}")
            plan = " | ".join(str(row[-1]) for row in cursor.fetchall())
            assert "SCAN publications_publication" not in plan, query["sql"]
            assert "SCAN publications_formerkey" not in plan, query["sql"]


def test_a_long_report_keeps_its_first_lines_and_says_how_many_more(db, tmp_path, monkeypatch):
    monkeypatch.setattr(reports, "MAX_LINES", 10)
    (tmp_path / "papers.bib").write_text("\n".join(entry(f"p{n}", f"Report Line Paper {n}") for n in range(30)))

    report = import_documents([tmp_path / "papers.bib"], dry_run=True)

    changes = report.files[0].changes
    # Ana Ruiz, first author of every entry, owns the file: her person's two lines come before the 30 papers'.
    assert len(changes) == 10 and changes.total == 32
    assert changes.shown()[0] == "created person ana-ruiz"
    assert "  … and 22 more" in report.summary().splitlines()
    assert report.as_dict()["files"][0]["changes"][-1] == "… and 22 more"


def test_a_big_files_merged_paper_shows_what_the_file_added_once_it_is_written(
    transactional_db, tmp_path, monkeypatch, client
):
    from importer import services

    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    monkeypatch.setattr(services, "REMAKE_AT_ONCE", 50)  # 150 papers: let go of a batch at a time
    (tmp_path / "first.bib").write_text(entry("kiln", "Kiln: Firing Batches of Queries"))
    import_documents([tmp_path / "first.bib"])
    kiln = Publication.objects.get()
    assert "10.5555/kiln" not in b"".join(client.get(f"/publications/{kiln.key}.bib").streaming_content).decode()
    entries = [entry(f"filler{n}", f"Filler Paper Number {n}", author="Cy Tan") for n in range(149)]
    entries.insert(120, entry("kiln-again", "Kiln: Firing Batches of Queries", doi="10.5555/kiln"))  # 2nd batch
    (tmp_path / "lab.bib").write_text("\n".join(entries))

    report = import_documents([tmp_path / "lab.bib"])

    assert report.files[0].publications_merged == 1 and report.files[0].publications_created == 149
    response = client.get(f"/publications/{kiln.key}.bib")
    assert "10.5555/kiln" in b"".join(response.streaming_content).decode()
