"""What an import did, file by file: printed by import_profiles, kept with each document."""

import json
from dataclasses import asdict, dataclass, field


class ImportFailed(Exception):
    """The run as a whole cannot go on (no such path, --person unknown, --strict and a file failed)."""


@dataclass
class FileReport:
    path: str
    status: str = "imported"  # imported, unchanged, failed
    format: str = ""
    person: str | None = None
    person_action: str = ""  # created, updated, unchanged
    publications_created: int = 0
    publications_merged: int = 0
    publications_unchanged: int = 0
    members_linked: int = 0
    changes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    error: str | None = None

    def summary(self, details=False):
        if self.status == "failed":
            return f"{self.path}: FAILED: {self.error}"
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
            lines += [f"  {change}" for change in self.changes]
        lines += [f"  conflict: {c}" for c in self.conflicts]
        lines += [f"  warning: {w}" for w in self.warnings]
        return "\n".join(lines)


@dataclass
class ImportReport:
    files: list[FileReport] = field(default_factory=list)
    dry_run: bool = False
    relinked: list[str] = field(default_factory=list)
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
        ok = len(self.files) - len(self.failed)
        tail = f"{ok} of {len(self.files)} file(s) imported"
        if self.failed:
            tail += f", {len(self.failed)} failed"
        if not self.changed and not self.failed:
            tail += "; nothing changed"
        if self.dry_run:
            tail += " (dry run: nothing was written)"
        return "\n".join(lines + [tail + "."])

    def as_dict(self):
        return {
            "dry_run": self.dry_run,
            "files": [asdict(f) for f in self.files],
            "ambiguous_authors": self.ambiguous,
            "failed": len(self.failed),
        }


def report_json(report):
    return json.dumps(report.as_dict(), indent=2, ensure_ascii=False)
