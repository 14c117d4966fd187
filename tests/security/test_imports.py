"""Hostile files for the importer: refused by name and reason in bounded time, and the database never held while parsing."""

import os
import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from importer import services
from importer.models import SourceDocument
from importer.services import apply_upload, import_documents
from importer.tasks import stored_source
from people.models import Person
from publications.models import Publication

LEVELS = "abcdefghi"


def alias_bomb(wrapper="skills: [{name: Bombs, keywords: *i}]\n"):
    """About 400 bytes of YAML that stand for 9**9 (387 million) strings once the aliases are copied out."""
    lines = ["basics: {name: Eve Bomb}", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for previous, level in zip(LEVELS, LEVELS[1:], strict=False):
        lines.append(f"{level}: &{level} [" + ",".join([f"*{previous}"] * 9) + "]")
    return "\n".join(lines) + "\n" + wrapper


GOOD_BIB = """@inproceedings{good2024,
  title = {A Perfectly Ordinary Paper},
  author = {Ada Abara and Bruno Brennick},
  booktitle = {Proceedings of the Ordinary Workshop},
  year = {2024},
}
"""


def test_a_yaml_alias_bomb_is_refused_in_seconds_and_the_other_files_still_import(db, tmp_path):
    bomb = tmp_path / "resume.yaml"
    bomb.write_text(alias_bomb())
    assert len(bomb.read_bytes()) < 500
    good = tmp_path / "papers.bib"
    good.write_text(GOOD_BIB)
    started = time.monotonic()
    report = import_documents([bomb, good])
    assert time.monotonic() - started < 10
    by_name = {f.path.rsplit("/", 1)[-1]: f for f in report.files}
    assert by_name["resume.yaml"].status == "failed"
    assert "YAML aliases expand to more than 100,000 values" in by_name["resume.yaml"].error
    assert by_name["papers.bib"].status == "imported"
    assert not Person.objects.filter(name="Eve Bomb").exists()
    assert Publication.objects.filter(title="A Perfectly Ordinary Paper").exists()
    kept = SourceDocument.objects.get(name="resume.yaml")
    assert kept.status == "failed" and "alias" in kept.report


def test_an_alias_bomb_in_a_homepage_front_matter_is_refused(db, tmp_path):
    page = tmp_path / "about.md"
    page.write_text("---\n" + alias_bomb("title: *i\n") + "---\nHello, I am Eve.\n")
    report = import_documents([page])
    assert report.files[0].status == "failed"
    assert "alias" in report.files[0].error


def test_a_recursive_yaml_alias_is_refused(db, tmp_path):
    document = tmp_path / "cv.yaml"
    document.write_text("basics: &me {name: Loop Person, self: *me}\nwork: [*me]\n")
    report = import_documents([document])
    assert report.files[0].status == "failed"
    assert "refers to itself" in report.files[0].error
    assert not Person.objects.filter(name="Loop Person").exists()


def test_yaml_with_a_few_aliases_still_imports(db, tmp_path):
    document = tmp_path / "cv.yaml"
    document.write_text(
        "basics:\n  name: Alias Fan\n  email: alias@example.edu\n"
        "defaults: &school {institution: Fictional University, area: Computer Science}\n"
        "education:\n  - {<<: *school, studyType: PhD}\n  - {<<: *school, studyType: MS}\n"
    )
    report = import_documents([document])
    assert report.files[0].status != "failed", report.files[0].error


def test_a_parse_that_runs_past_the_time_limit_is_stopped_and_named(db, tmp_path, settings, monkeypatch):
    settings.IMPORT_PARSE_SECONDS = 1
    monkeypatch.setattr(services, "read_document", lambda *args, **kwargs: time.sleep(60))
    document = tmp_path / "slow.bib"
    document.write_text(GOOD_BIB)
    started = time.monotonic()
    report = import_documents([document])
    assert time.monotonic() - started < 10
    assert report.files[0].status == "failed"
    assert report.files[0].error == "reading it took longer than 1 s; it was stopped"
    assert Publication.objects.count() == 0


def test_a_parse_that_needs_too_much_memory_is_refused_and_named(db, tmp_path, settings, monkeypatch):
    settings.IMPORT_PARSE_MEMORY_BYTES = 200 * 1024 * 1024
    monkeypatch.setattr(services, "read_document", lambda *args, **kwargs: bytearray(2 * 1024**3))
    document = tmp_path / "greedy.bib"
    document.write_text(GOOD_BIB)
    report = import_documents([document])
    assert report.files[0].status == "failed"
    assert "needed more than 200 MB of memory" in report.files[0].error


@pytest.fixture
def parse_watch(monkeypatch):
    """Records, for every document parsed, whether a transaction was open at that moment."""
    seen = []

    def watch(name):  # parse_document reads a file whole; read_streamed may read a big BibTeX file as it is written
        real = getattr(services, name)

        def watched(*args, **kwargs):
            seen.append(transaction.get_connection().in_atomic_block)
            return real(*args, **kwargs)

        monkeypatch.setattr(services, name, watched)

    watch("parse_document")
    watch("read_streamed")
    return seen


@pytest.mark.parametrize("options", [{}, {"strict": True}, {"dry_run": True}])
def test_no_transaction_is_open_while_a_file_is_parsed(transactional_db, tmp_path, parse_watch, options):
    for n in range(3):
        (tmp_path / f"papers{n}.bib").write_text(
            GOOD_BIB.replace("good2024", f"good{n}").replace("Ordinary", f"Ordinary {n}")
        )
    report = import_documents([tmp_path], **options)
    assert not report.failed
    assert parse_watch == [False, False, False]
    assert Publication.objects.count() == (0 if options.get("dry_run") else 3)


def test_running_an_import_again_writes_nothing(transactional_db, tmp_path):
    (tmp_path / "papers.bib").write_text(GOOD_BIB)
    import_documents([tmp_path])
    with CaptureQueriesContext(connection) as queries:
        report = import_documents([tmp_path])
    assert report.files[0].status == "unchanged"
    writes = [
        q["sql"] for q in queries.captured_queries if q["sql"].split()[0].upper() in ("INSERT", "UPDATE", "DELETE")
    ]
    assert writes == []


def test_an_alias_bomb_uploaded_in_the_admin_returns_at_once_with_the_reason(client, lab_admin):
    client.force_login(lab_admin)
    started = time.monotonic()
    response = client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile("resume.yaml", alias_bomb().encode())},
        follow=True,
    )
    assert time.monotonic() - started < 10
    assert response.status_code == 200
    document = SourceDocument.objects.get(name="resume.yaml")
    assert document.status == "failed"
    assert "YAML aliases expand" in response.content.decode()
    assert not Person.objects.filter(name="Eve Bomb").exists()


@pytest.fixture
def database_queue(settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}


# The worker manages its own database connections: on PostgreSQL it cannot run inside a test's transaction.
def test_an_admin_upload_is_queued_and_the_worker_imports_it(transactional_db, client, lab_admin, database_queue):
    client.force_login(lab_admin)
    response = client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile("papers.bib", GOOD_BIB.encode())},
    )
    document = SourceDocument.objects.get(name="papers.bib")
    assert response.status_code == 302 and response["Location"] == reverse(
        "admin:importer_sourcedocument_change", args=[document.pk]
    )
    assert document.status == "queued" and Publication.objects.count() == 0
    waiting = client.get(response["Location"]).content.decode()
    assert "Waiting to be read" in waiting and "document-progress.js" in waiting

    call_command("db_worker", "--batch", "--no-startup-delay", verbosity=0)

    # The worker reads and plans it; nothing is saved before the lab admin applies the plan.
    document.refresh_from_db()
    assert document.status == "planned" and Publication.objects.count() == 0
    assert "Ready to review: papers 1 new" in document.report
    planned = client.get(response["Location"]).content.decode()
    assert "document-progress.js" not in planned
    with stored_source(document) as source:
        apply_upload(document, source)
    document.refresh_from_db()
    assert document.status == "imported" and "papers.bib (bibtex): 1 new paper." in document.report
    assert Publication.objects.filter(title="A Perfectly Ordinary Paper").exists()
    assert SourceDocument.objects.count() == 1  # the upload's own record, not a second one


def test_the_worker_refuses_an_alias_bomb_in_bounded_time(transactional_db, client, lab_admin, database_queue):
    client.force_login(lab_admin)
    client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile("cv.yaml", alias_bomb().encode())},
    )
    started = time.monotonic()
    call_command("db_worker", "--batch", "--no-startup-delay", verbosity=0)
    assert time.monotonic() - started < 15
    document = SourceDocument.objects.get(name="cv.yaml")
    assert document.status == "failed" and "alias" in document.report


def test_uploading_the_same_document_again_says_nothing_changed(client, lab_admin):
    client.force_login(lab_admin)
    url = reverse("admin:importer_sourcedocument_upload")
    client.post(url, {"document": SimpleUploadedFile("papers.bib", GOOD_BIB.encode())})
    with stored_source(document := SourceDocument.objects.get()) as source:
        apply_upload(document, source)
    response = client.post(url, {"document": SimpleUploadedFile("papers.bib", GOOD_BIB.encode())}, follow=True)
    assert "nothing changed" in response.content.decode()
    assert Publication.objects.count() == 1
    assert SourceDocument.objects.count() == 1  # the same bytes are neither kept nor planned again


def test_the_same_document_planned_but_never_applied_is_planned_again(client, lab_admin):
    client.force_login(lab_admin)
    url = reverse("admin:importer_sourcedocument_upload")
    client.post(url, {"document": SimpleUploadedFile("papers.bib", GOOD_BIB.encode())})
    response = client.post(url, {"document": SimpleUploadedFile("papers.bib", GOOD_BIB.encode())}, follow=True)
    assert "check what it will save, then apply" in response.content.decode()
    assert Publication.objects.count() == 0


def test_one_parse_worker_serves_a_whole_run_and_is_replaced_after_a_timeout(tmp_path):
    """Many documents, one child process; a document past its time is stopped, and the next still parses."""
    from importer.limits import LimitExceeded, ParseWorker

    worker = ParseWorker(memory=512 * 1024 * 1024)
    try:
        pids = {worker.run(os.getpid, seconds=10) for _ in range(5)}
        assert len(pids) == 1 and os.getpid() not in pids
        with pytest.raises(LimitExceeded, match="longer than 0.5 s"):
            worker.run(time.sleep, 5, seconds=0.5)
        assert worker.run(os.getpid, seconds=10) not in pids | {os.getpid()}  # a fresh child took over
    finally:
        worker.close()
    assert worker.process is None


def test_a_parse_child_after_the_process_s_first_inherits_what_the_process_loaded_before_forking_it(monkeypatch):
    """The first child loads for itself what it needs; before each later one, of any run, the process loads it."""
    from importer.limits import ParseWorker

    monkeypatch.setattr(ParseWorker, "forked", 0)  # as in a fresh process
    calls = []
    worker = ParseWorker(memory=512 * 1024 * 1024, recycle_after=2, before_next_child=lambda: calls.append(1))
    try:
        pids = [worker.run(os.getpid, seconds=10) for _ in range(5)]
    finally:
        worker.close()
    assert len(set(pids)) == 3  # a child serves 2 documents, then a fresh one takes over
    assert calls == [1, 1]  # before the second and the third child, never before the first
    another_run = ParseWorker(memory=512 * 1024 * 1024, before_next_child=lambda: calls.append(2))
    try:
        another_run.run(os.getpid, seconds=10)
    finally:
        another_run.close()
    assert calls == [1, 1, 2]  # the process forked before: its next run's first child inherits too


def _is_socket(fd):
    import stat

    return stat.S_ISSOCK(os.fstat(fd).st_mode)


def test_the_parse_child_lets_go_of_the_parents_database_socket_and_the_parent_keeps_it():
    """A forked child never holds the parent's database session (PostgreSQL's socket): nor closes it for the parent."""
    import socket

    from importer.limits import ParseWorker

    database, server = socket.socketpair()  # stands for the parent's connection to PostgreSQL
    worker = ParseWorker(memory=512 * 1024 * 1024, inherited=lambda: [database.fileno()])
    try:
        assert _is_socket(database.fileno())
        assert worker.run(_is_socket, database.fileno(), seconds=10) is False  # in the child: /dev/null
    finally:
        worker.close()
    database.sendall(b"still the parent's")
    assert server.recv(100) == b"still the parent's"
    database.close()
    server.close()


def test_the_sockets_a_parse_child_lets_go_of_are_those_of_the_open_database_connections(db):
    from django.db import connection

    from importer.services import database_sockets

    connection.ensure_connection()
    sockets = database_sockets()
    if connection.vendor == "postgresql":
        assert connection.connection.fileno() in sockets
    else:
        assert sockets == []  # SQLite's connections are files the child may keep: it never uses them
