"""staticsite/output.py: the new build is written beside OUT/ and swapped in whole."""

import os
import subprocess

import pytest

from staticsite.output import Staging


def _previous_build(out):
    (out / "people" / "gone").mkdir(parents=True)
    (out / "people" / "gone" / "index.html").write_text("a page no longer built")
    (out / "index.html").write_text("home")
    (out / "about.html").write_text("about, before")
    (out / ".git" / "refs" / "tags").mkdir(parents=True)  # an empty folder of the owner's
    (out / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (out / "CNAME").write_text("lab.example.org\n")
    (out / "latest").symlink_to("index.html")
    return {"people/gone/index.html", "index.html", "about.html"}


def test_a_swapped_build_keeps_unchanged_files_and_the_owners_files_and_drops_the_rest(tmp_path):
    out = tmp_path / "out"
    built = _previous_build(out)
    home = (out / "index.html").stat()
    old_about = out / "about.html"
    old_about_inode = old_about.stat().st_ino

    with Staging(out) as staging:
        assert staging.write("index.html", b"home") is False  # the same bytes: the same file
        assert staging.write("about.html", b"about, after") is True
        staging.carry_over(built, {"index.html", "about.html"})
        assert (out / "about.html").read_text() == "about, before"  # OUT/ untouched until the swap
        staging.swap()

    assert (out / "index.html").stat().st_ino == home.st_ino
    assert (out / "index.html").stat().st_mtime_ns == home.st_mtime_ns
    assert (out / "about.html").read_text() == "about, after"
    assert (out / "about.html").stat().st_ino != old_about_inode
    assert not (out / "people").exists()  # no empty folder left where a page was
    assert (out / ".git" / "refs" / "tags").is_dir() and (out / ".git" / "HEAD").exists()
    assert (out / "CNAME").read_text() == "lab.example.org\n"
    assert (out / "latest").is_symlink() and (out / "latest").read_text() == "home"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["out"]


def test_a_build_that_fails_leaves_the_folder_as_it_was_and_nothing_beside_it(tmp_path):
    out = tmp_path / "out"
    _previous_build(out)
    before = {path: path.read_bytes() for path in out.rglob("*") if path.is_file()}

    with pytest.raises(RuntimeError), Staging(out) as staging:
        staging.write("index.html", b"home")  # linked to the previous build's file
        staging.write("index.html", b"rewritten")  # and never written through that link
        raise RuntimeError("a page failed")

    assert {path: path.read_bytes() for path in out.rglob("*") if path.is_file()} == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["out"]


def test_what_a_killed_build_left_beside_the_folder_is_removed_by_the_next_build(tmp_path):
    out = tmp_path / "out"
    _previous_build(out)
    ended = subprocess.Popen(["true"])
    ended.wait()  # a build that was killed: its process is gone
    for kind in ("building", "previous"):
        left = tmp_path / f".out.{kind}-{ended.pid}"
        (left / "people").mkdir(parents=True)
        (left / "people" / "index.html").write_text("half a build")
    running = tmp_path / f".out.building-{os.getppid()}"  # a build of a process still running
    running.mkdir()

    with Staging(out) as staging:
        staging.write("index.html", b"home")
        staging.swap()

    assert sorted(p.name for p in tmp_path.iterdir()) == [running.name, "out"]
