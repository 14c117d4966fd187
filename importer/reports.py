"""What an import did, file by file: printed by import_profiles, kept with each document."""

import json
from dataclasses import asdict, dataclass, field


class ImportFailed(Exception):
    """The run as a whole cannot go on (no such path, --person unknown, --strict and a file failed)."""


class Lines(list):
    """A report's lines of one kind: the first MAX_LINES kept, the rest only counted (`more`).

    A file of 20,000 entries says what became of each; kept whole, that is megabytes held
    to the end of the run and written into its record.
    """

    def __init__(self, lines=()):
        super().__init__()
        self.more = 0
        self.extend(lines)

    def append(self, line):
        if len(self) < MAX_LINES:
            super().append(line)
        else:
            self.more += 1

    def extend(self, lines):
        for line in lines:
            self.append(line)

    def __iadd__(self, lines):
        self.extend(lines)
        return self

    @property
    def total(self):
        return len(self) + self.more

    def cut(self, total):
        """Back to the first `total` lines said (kept or counted)."""
        del self[total:]
        self.more = max(0, total - len(self))

    def shown(self, prefix=""):
        """The lines kept, then how many more there were."""
        return [f"{prefix}{line}" for line in self] + ([f"{prefix}… and {self.more:,} more"] if self.more else [])


MAX_LINES = 1000  # lines of one kind a file's report keeps


@dataclass
class FileReport:
    path: str
    status: str = "imported"  # imported, unchanged, failed, skipped
    format: str = ""
    person: str | None = None
    person_action: str = ""  # created, updated, unchanged
    publications_created: int = 0
    publications_merged: int = 0
    publications_unchanged: int = 0
    members_linked: int = 0
    changes: Lines = field(default_factory=Lines)
    warnings: Lines = field(default_factory=Lines)
    conflicts: Lines = field(default_factory=Lines)
    error: str | None = None
    plan: object = None  # a dry run's or a review's importer.writing.plan.Plan: what the import does, item by item

    def summary(self, details=False):
        if self.status == "failed":
            return f"{self.path}: FAILED: {self.error}"
        if self.status == "skipped":  # a site's configuration or asset: not read, and no error
            return f"{self.path}: skipped: {self.error}"
        parts = [self.format]
        if self.person:
            parts.append(f"person {self.person} {self.person_action}")
        parts.append(
            f"publications {self.publications_created} new, {self.publications_merged} merged, "
            f"{self.publications_unchanged} unchanged"
        )
        parts.append(f"{self.members_linked} member link{'s' if self.members_linked != 1 else ''}")
        head = f"{self.path}: {'; '.join(parts)}"
        if self.status == "unchanged":
            head += " — nothing changed"
        lines = [head]
        if details:
            lines += self.changes.shown("  ")
        lines += self.conflicts.shown("  conflict: ")
        lines += self.warnings.shown("  warning: ")
        return "\n".join(lines)

    def as_dict(self):
        plan, self.plan = self.plan, None  # asdict would copy it whole first
        try:
            data = asdict(self)
        finally:
            self.plan = plan
        for name in ("changes", "warnings", "conflicts"):
            data[name] = getattr(self, name).shown()
        if plan is not None:
            data["plan"] = plan.as_dict()
        else:
            del data["plan"]
        return data


@dataclass
class ImportReport:
    files: list[FileReport] = field(default_factory=list)
    dry_run: bool = False
    relinked: Lines = field(default_factory=Lines)
    ambiguous: list[str] = field(default_factory=list)

    @property
    def failed(self):
        return [f for f in self.files if f.status == "failed"]

    @property
    def changed(self):
        return any(f.status == "imported" for f in self.files) or bool(self.relinked)

    def summary(self):
        lines = [f.summary(details=self.dry_run) for f in self.files]
        lines += [f"ambiguous author: {a}" for a in self.ambiguous]
        read = [f for f in self.files if f.status != "skipped"]
        ok = len(read) - len(self.failed)
        tail = f"{ok} of {len(read)} file(s) imported"
        if self.failed:
            tail += f", {len(self.failed)} failed"
        if len(read) < len(self.files):
            tail += f", {len(self.files) - len(read)} skipped"
        if not self.changed and not self.failed:
            tail += "; nothing changed"
        if self.dry_run:
            tail += " (dry run: nothing was written)"
        return "\n".join(lines + [tail + "."])

    def as_dict(self):
        return {
            "dry_run": self.dry_run,
            "files": [f.as_dict() for f in self.files],
            "ambiguous_authors": self.ambiguous,
            "failed": len(self.failed),
        }


def report_json(report):
    return json.dumps(report.as_dict(), indent=2, ensure_ascii=False)
