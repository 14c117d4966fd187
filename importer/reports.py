"""What an import did, file by file: printed by import_profiles, kept with each document."""

import json
from dataclasses import asdict, dataclass, field

from importer.statuses import FAILED, IMPORTED, SKIPPED, UNCHANGED


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
# importer.writing.site's change lines, and how a sentence names what they added
SITE_CONTENT_CHANGES = {"created news ": "the news item ", "created project ": "the project "}
PERSON_SENTENCES = {
    "created": "Added the person {}.",
    "updated": "Updated the person {}.",
    "unchanged": "The person {} was already as the file says.",
}


# What a plan saves, by kind (importer.review.changed_links), as a report counts it.
SAVED_NOUNS = (
    ("person", "person", "people"),
    ("publication", "paper", "papers"),
    ("news", "news item", "news items"),
    ("project", "project", "projects"),
)


def saved_count(links):
    """How many people, papers, news items and projects `links` name: "1 paper and 2 news items"."""
    parts = []
    for kind, one, many in SAVED_NOUNS:
        number = sum(1 for link in links if link.get("kind") == kind)
        if number:
            parts.append(f"{number:,} {one if number == 1 else many}")
    if len(parts) > 1:
        return f"{', '.join(parts[:-1])} and {parts[-1]}"
    return parts[0] if parts else "nothing"


def _count(number, noun):
    return f"{number:,} {noun}{'' if number == 1 else 's'}"


@dataclass
class FileReport:
    path: str
    status: str = IMPORTED  # IMPORTED, UNCHANGED, FAILED, SKIPPED, ... (importer.statuses)
    format: str = ""
    person: str | None = None
    person_action: str = ""  # created, updated, unchanged
    publications_created: int = 0
    publications_merged: int = 0
    publications_unchanged: int = 0
    publications_repeated: int = 0  # entries giving again a paper this document adds: merged into it, counted once
    members_linked: int = 0
    changes: Lines = field(default_factory=Lines)
    warnings: Lines = field(default_factory=Lines)
    conflicts: Lines = field(default_factory=Lines)
    error: str | None = None
    plan: object = None  # a dry run's or a review's importer.writing.plan.Plan: what the import does, item by item
    review: dict | None = None  # what reviews of the document corrected and unticked (importer.writing.corrections)

    def summary(self, details=False):
        """What became of the file, in sentences a lab admin reads on the document's page."""
        if self.status == FAILED:
            return f"{self.path}: not imported: {self.error}"
        if self.status == SKIPPED:  # a site's configuration or asset: not read, and no error
            return f"{self.path}: skipped: {self.error}"
        read_as = f" ({self.format.replace('-', ' ')})" if self.format else ""
        sentences = []
        if self.person:
            sentences.append(PERSON_SENTENCES.get(self.person_action, "The person {}.").format(self.person))
        sentences.append(self._papers_sentence())
        if self.members_linked:
            sentences.append(f"{_count(self.members_linked, 'paper')} linked to the lab's members.")
        if self.status == UNCHANGED:
            sentences.append("Nothing changed.")
        lines = [f"{self.path}{read_as}: {' '.join(sentences)}"]
        if details:
            lines += self.changes.shown("  ")
        lines += self.conflicts.shown("  conflict: ")
        lines += self.warnings.shown("  warning: ")
        return "\n".join(lines)

    def _papers_sentence(self):
        parts = [
            f"{_count(self.publications_created, 'new paper')}" if self.publications_created else "",
            f"{_count(self.publications_merged, 'paper')} merged into ones already on the site"
            if self.publications_merged
            else "",
            f"{_count(self.publications_unchanged, 'paper')} already on the site as they are"
            if self.publications_unchanged
            else "",
        ]
        said = ", ".join(part for part in parts if part)
        if said and self.publications_repeated:
            repeated = self.publications_repeated
            entries = "1 entry gives" if repeated == 1 else f"{repeated:,} entries give"
            return f"{said}; {entries} again a paper above, merged into it."
        if said:
            return f"{said}."
        # A news item or a project page brings no papers; the writer's change lines name what it added.
        added = [
            named + line.removeprefix(prefix)
            for line in self.changes
            for prefix, named in SITE_CONTENT_CHANGES.items()
            if line.startswith(prefix)
        ]
        if added:
            return f"Added {' and '.join(added)}."
        return "No papers."

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
        return [f for f in self.files if f.status == FAILED]

    @property
    def changed(self):
        return any(f.status == IMPORTED for f in self.files) or bool(self.relinked)

    def summary(self):
        lines = [f.summary(details=self.dry_run) for f in self.files]
        lines += [f"ambiguous author: {a}" for a in self.ambiguous]
        read = [f for f in self.files if f.status != SKIPPED]
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
