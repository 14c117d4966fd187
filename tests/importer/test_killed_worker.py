"""An import worker killed in the middle of a document leaves nothing running, nothing behind, and says so.

The first test runs real worker processes (tests/importer/worker_process.py) against a file SQLite
database, kills one with SIGKILL while its parse child is reading, and starts another.
"""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

from importer import processes
from importer.limits import LimitExceeded, ParseWorker
from importer.models import SourceDocument
from importer.processes import is_running, scratch_file, sweep_scratch, this_process
from importer.tasks import IMPORTING, INTERRUPTED, fail_interrupted_imports, import_uploaded_document

ROOT = Path(__file__).resolve().parents[2]
ENTRIES = 200
WAIT = 60  # seconds any one step may take, on a busy machine
TASKS = DBTaskResult._meta.db_table


def _run(env, *args):
    done = subprocess.run([sys.executable, *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=WAIT * 2)
    assert done.returncode == 0, f"{' '.join(args)}:\n{done.stderr[-3000:]}"
    return done


def _wait_for(condition, what, seconds=WAIT):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting for {what}")
        time.sleep(0.1)


def _gone(pid):
    """Whether process `pid` has ended (a zombie waiting to be reaped has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rpartition(")")[2].split()[0] == "Z"
    except FileNotFoundError:
        return True


def _rows(database, sql):
    with sqlite3.connect(database, timeout=WAIT) as connection:
        return connection.execute(sql).fetchall()


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="tells processes apart through /proc")
def test_a_worker_killed_mid_import_leaves_no_process_no_file_and_its_document_says_so(tmp_path):
    database, scratch, marker = tmp_path / "site.sqlite3", tmp_path / "tmp", tmp_path / "child.pid"
    scratch.mkdir()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "LABSITE_", "DATABASE_"))},
        "DJANGO_SETTINGS_MODULE": "labsite.settings",
        "DATABASE_URL": f"sqlite:///{database}",
        "TMPDIR": str(scratch),
        "PYTHONPATH": str(ROOT),
    }
    worker_script = str(ROOT / "tests" / "importer" / "worker_process.py")
    _run(env, "manage.py", "migrate", "-v0")
    first = int(_run(env, worker_script, "upload", str(ENTRIES)).stdout)

    worker = subprocess.Popen([sys.executable, worker_script, "work", str(marker)], env=env, cwd=ROOT)
    try:
        _wait_for(lambda: marker.exists() and marker.read_text() or worker.poll() is not None, "the parse child")
        assert worker.poll() is None, "the worker ended before it was killed"
        child = int(marker.read_text())
        folder = scratch / f"{processes.SCRATCH_PREFIX}{os.getuid()}"
        assert len(list(folder.iterdir())) == 1  # the document, written out for the child to read
    finally:
        worker.kill()
        worker.wait(timeout=WAIT)

    _wait_for(lambda: _gone(child), "the parse child to end with its worker", seconds=10)
    assert _rows(database, f"select status from people_sourcedocument where id = {first}") == [(IMPORTING,)]
    assert [row[0] for row in _rows(database, f"select status from {TASKS}")] == ["RUNNING"]
    assert len(list(folder.iterdir())) == 1  # a killed process cleans nothing up: the next one does

    # Run it again, as the document's page says: the next worker's task finds what the dead one left.
    second = int(_run(env, worker_script, "upload", str(ENTRIES)).stdout)
    _run(env, worker_script, "work")

    documents = dict(_rows(database, "select id, status || ': ' || report from people_sourcedocument"))
    assert documents[first] == f"failed: lab.bib: {INTERRUPTED}"
    assert documents[second].split(":")[0] in ("planned", "imported")  # read, for review or at once
    tasks = _rows(database, f"select args_kwargs, status, exception_class_path from {TASKS}")
    statuses = {json.loads(args)["args"][0]: (status, error) for args, status, error in tasks}
    assert statuses[first] == ("FAILED", "importer.tasks.ImportInterrupted")
    assert statuses[second][0] == "SUCCESSFUL"
    ((papers, distinct),) = _rows(database, "select count(*), count(distinct doi) from publications_publication")
    assert papers == distinct <= ENTRIES  # nothing saved twice
    assert list(folder.iterdir()) == []


def test_a_parse_child_ends_on_sigterm_even_with_the_workers_handler_inherited():
    noted = []
    previous = signal.signal(signal.SIGTERM, lambda *_: noted.append("shutting down"))  # as db_worker's
    worker = ParseWorker(memory=0)
    try:
        assert worker.run(os.getpid, seconds=WAIT) != os.getpid()  # a child started and answers
        child = worker.process.pid
        os.kill(child, signal.SIGTERM)
        with pytest.raises(LimitExceeded, match="stopped from outside"):
            worker.run(time.sleep, WAIT, seconds=WAIT)
        assert _gone(child)
    finally:
        worker.close()
        signal.signal(signal.SIGTERM, previous)
    assert noted == []  # the signal was the child's: this process was not told to stop


def _dead_process_name():
    ended = subprocess.Popen(["true"])
    ended.wait(timeout=WAIT)
    host, _pid, started = this_process().split(" ")
    return f"{host} {ended.pid} {started}"


def test_only_a_process_that_ended_is_taken_for_dead():
    assert is_running(this_process()) is True
    assert is_running(_dead_process_name()) is False
    host, pid, _started = this_process().split(" ")
    assert is_running(f"{host} {pid} 0.0") is False  # its id, given to another process since
    assert is_running(f"elsewhere.example {pid} 0.0") is None  # another host's: cannot be told from here
    assert is_running("") is None


def test_a_dead_process_scratch_file_is_swept_and_a_live_ones_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(processes.tempfile, "tempdir", str(tmp_path))
    folder = processes.scratch_folder()
    _host, dead_pid, started = _dead_process_name().split(" ")
    left = folder / f"{dead_pid}-{started}-abc.upload"
    left.write_bytes(b"@article{")
    with scratch_file(suffix=".upload") as file:
        assert not left.exists()  # swept when this process made its own
        assert Path(file.name).parent == folder and sweep_scratch() == []
    assert list(folder.iterdir()) == []


def test_the_document_page_says_an_import_was_interrupted_and_its_task_is_failed(db, client, lab_admin):
    stale = SourceDocument.objects.create(name="cv.txt", sha256="0" * 64, status=IMPORTING, worker=_dead_process_name())
    running = SourceDocument.objects.create(name="live.bib", sha256="1" * 64, status=IMPORTING, worker=this_process())
    elsewhere = SourceDocument.objects.create(
        name="far.bib", sha256="2" * 64, status=IMPORTING, worker="elsewhere.example 1 0.0"
    )
    rows = {
        document.pk: DBTaskResult.objects.create(
            status="RUNNING",
            args_kwargs={"args": [document.pk, None], "kwargs": {}},
            task_path=import_uploaded_document.module_path,
            backend_name="default",
            run_after="2026-01-01T00:00:00Z",
        )
        for document in (stale, running)
    }
    client.force_login(lab_admin)

    page = client.get(reverse("admin:importer_sourcedocument_change", args=[stale.pk]))

    assert INTERRUPTED in page.content.decode()
    assert SourceDocument.objects.get(pk=stale.pk).status == "failed"
    assert {d.pk: d.status for d in SourceDocument.objects.exclude(pk=stale.pk)} == {
        running.pk: IMPORTING,
        elsewhere.pk: IMPORTING,
    }
    rows[stale.pk].refresh_from_db()
    rows[running.pk].refresh_from_db()
    assert (rows[stale.pk].status, rows[running.pk].status) == ("FAILED", "RUNNING")
    assert INTERRUPTED in rows[stale.pk].traceback
    assert fail_interrupted_imports() == []  # once


def test_a_worker_told_to_stop_at_once_leaves_its_document_failed_not_importing(db, monkeypatch):
    from importer import services

    document = SourceDocument.objects.create(name="cv.txt", sha256="0" * 64, status="queued", content=b"Jane Quorn")

    def stopped(*args, **kwargs):
        raise SystemExit(1)  # what db_worker's handler does on a second SIGTERM or Ctrl-C

    monkeypatch.setattr(services, "import_upload", stopped)
    with pytest.raises(SystemExit):
        import_uploaded_document.call(document.pk)

    document.refresh_from_db()
    assert (document.status, document.report) == ("failed", f"cv.txt: {INTERRUPTED}")
