"""Acceptance: the five seed documents in ../shared/seeds, scored against the hand count."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from importer.exchange import export_site
from importer.services import import_documents

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
SEEDS = SHARED / "seeds"
SCORER = SHARED / "tools" / "score_import.py"

pytestmark = [
    pytest.mark.seeds,
    pytest.mark.skipif(not (SEEDS / "expected.json").exists(), reason="../shared/seeds is not beside the project"),
]


def test_seed_profiles_import_with_high_accuracy(db, tmp_path):
    report = import_documents(sorted(SEEDS.glob("*.txt")))
    assert not report.failed, report.summary()
    export = tmp_path / "export.json"
    export.write_text(json.dumps(export_site(), ensure_ascii=False))

    scored = subprocess.run(
        [sys.executable, str(SCORER), str(SEEDS / "expected.json"), str(export), "--verbose"],
        capture_output=True,
        text=True,
        check=False,
    )
    lines = scored.stdout.strip().splitlines()
    overall = float(lines[-1].split()[-1])
    fields = {
        m.group(1).strip(): float(m.group(2)) / 100
        for m in (re.match(r"(.+?)\s+[\d.]+/\d+\s+([\d.]+)%", line) for line in lines)
        if m
    }
    weak = {name: score for name, score in fields.items() if score < 0.9}
    assert overall >= 0.97 and not weak, scored.stdout
