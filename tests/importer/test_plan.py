"""An import is a plan first: `import_profiles --dry-run --json` says what each item becomes and where it was read."""

import io
import json
import re
from pathlib import Path

import pytest
from django.core.management import call_command

from people.models import Education, Person
from publications.models import Authorship, Publication

FIXTURES = Path(__file__).parent / "fixtures"
SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"


def plan_of(*paths, dry_run=True):
    out = io.StringIO()
    call_command("import_profiles", *map(str, paths), *(["--dry-run"] if dry_run else []), "--json", stdout=out)
    return json.loads(out.getvalue())


def rows():
    return Person.objects.count(), Publication.objects.count(), Authorship.objects.count(), Education.objects.count()


def fold(text):
    return " ".join(re.sub(r"[*_`{}\\]", "", str(text)).casefold().split())


def assert_lines_hold_their_values(path, plan):
    """Every value the plan gives a line for is on that line of the file; every entry's excerpt is its lines."""
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    located = 0
    for item in plan["items"]:
        if "source" in item:
            first, last = item["source"]["lines"]
            assert 1 <= first <= last <= len(lines), item
            assert item["source"]["excerpt"].rstrip("…") in "\n".join(lines[first - 1 : last]), item
        for name, value in item.get("values", {}).items():
            if "line" not in value:
                continue
            printed = value["value"][0] if isinstance(value["value"], list) else value["value"]
            # A long value wrapped onto the next line starts on the line named: its first words are there.
            assert " ".join(fold(printed).split()[:6]) in fold(lines[value["line"] - 1]), (path.name, name, value)
            if "source" in item:
                assert first <= value["line"] <= last, (name, value, item["source"]["lines"])
            located += 1
    return located


def test_a_dry_run_prints_each_item_with_its_action_and_source_lines_and_writes_nothing(db):
    path = FIXTURES / "homepage_quill.md"
    report = plan_of(path)
    assert rows() == (0, 0, 0, 0)
    (file,) = report["files"]
    items = file["plan"]["items"]
    person = next(i for i in items if i["kind"] == "person")
    assert person["action"] == "create" and person["label"] == "Mara Quill"
    assert person["changes"]["name"] == [None, "Mara Quill"]
    papers = [i for i in items if i["kind"] == "publication"]
    assert [p["action"] for p in papers] == ["create", "create"]
    assert [p["index"] for p in papers] == [0, 1]
    text = path.read_text().splitlines()
    sorting = papers[0]
    assert "Sorting Pebbles at Scale" in text[sorting["values"]["title"]["line"] - 1]
    assert sorting["source"]["lines"][0] == sorting["values"]["title"]["line"]  # the front matter counted in
    assert "PSYS" in sorting["source"]["excerpt"]
    assert assert_lines_hold_their_values(path, file["plan"]) >= 6


def test_the_plan_says_merge_with_old_and_new_values_and_skip_for_a_paper_already_there(db):
    path = FIXTURES / "homepage_quill.md"
    plan_of(path, dry_run=False)  # applied: the plan's creates are what the import made
    made = set(Publication.objects.values_list("key", flat=True))
    assert made and len(made) == 2
    person = Person.objects.get(name="Mara Quill")
    person.affiliation = ""
    person.save()
    Publication.objects.filter(title="Gravel Logs").update(doi="")
    before = rows()

    (file,) = plan_of(path)["files"]
    assert rows() == before
    items = {(i["kind"], i.get("ref") or i["label"]): i for i in file["plan"]["items"]}
    merged = items[("person", person.slug)]
    assert merged["action"] == "merge"
    assert merged["changes"]["affiliation"][0] == ""
    assert "Northfield" in merged["changes"]["affiliation"][1]
    papers = [i for i in file["plan"]["items"] if i["kind"] == "publication"]
    assert {p["action"] for p in papers} == {"skip"}
    assert {p["ref"] for p in papers} == made
    assert all("already" in p["reason"] for p in papers)


def test_an_applied_import_creates_what_its_plan_said(db):
    path = FIXTURES / "homepage_quill.md"
    (planned,) = plan_of(path)["files"]
    creates = {i["ref"] for i in planned["plan"]["items"] if i["kind"] == "publication" and i["action"] == "create"}
    plan_of(path, dry_run=False)
    assert set(Publication.objects.values_list("key", flat=True)) == creates


@pytest.mark.seeds
@pytest.mark.skipif(not (SEEDS / "expected.json").exists(), reason="../shared/seeds is not beside the project")
def test_each_seeds_plan_names_the_source_line_of_every_value_it_places(db):
    paths = sorted(SEEDS.glob("*.txt"))
    report = plan_of(*paths)
    assert rows() == (0, 0, 0, 0)
    for path, file in zip(paths, report["files"], strict=True):
        plan = file["plan"]
        papers = [i for i in plan["items"] if i["kind"] == "publication"]
        assert papers, path.name
        assert all("source" in p for p in papers), path.name  # every paper's entry: its lines and excerpt
        located = assert_lines_hold_their_values(path, plan)
        values = sum(len(i.get("values", {})) for i in plan["items"])
        assert located >= values / 2, (path.name, located, values)
