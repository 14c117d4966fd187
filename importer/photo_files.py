"""The photo files a site folder's people name, found on disk before anything is written.

A person's file says `image: /assets/img/ana.jpg` (Jekyll: from the site's root), `photo: ana.jpg` (beside
the file, or in the theme's image folder), or Hugo Blox keeps `avatar.jpg` beside the author's `_index.md`.
Only a file inside the imported folder is read: a path that leads out of it, a web address (nothing is
downloaded), a file over people.photos.MAX_BYTES or one that is not a JPEG, PNG or WebP is refused, and the
file report says which person and which file. The files accepted are read by importer.writing.people.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from people.photos import ACCEPTED_EXTENSIONS, MAX_BYTES

__all__ = ["PhotoFiles"]

_URL_RE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)
# Where a site's templates look for a photo named without a folder, or from the site's root ("/ana.jpg"):
# Hugo serves static/ and assets/ at the root; al-folio keeps its images in assets/img/.
_FROM_ROOT = ("", "static", "assets", "assets/img", "images", "img")
_HUGO_AVATARS = tuple(f"avatar.{extension}" for extension in ACCEPTED_EXTENSIONS)
_HUGO_AUTHOR_FILES = ("_index.md", "index.md")


class PhotoFiles:
    """The photos of one import run: resolved per file, then looked up by the writer (`accepted`)."""

    def __init__(self, roots=()):
        self.roots = [Path(root).resolve() for root in roots]
        self._accepted: set[str] = set()

    def resolve(self, parsed, path: Path, warnings: list[str]) -> None:
        """Each profile of `parsed` (read from `path`) with its photo as a file to read, or "" and a warning."""
        path = Path(path).resolve()
        root = next((r for r in self.roots if path.is_relative_to(r)), path.parent)
        profiles = [p for p in [parsed.profile, *parsed.people] if p is not None]
        for profile in profiles:
            if not profile.photo and path.name in _HUGO_AUTHOR_FILES and parsed.format == "hugo-author":
                profile.photo = next((name for name in _HUGO_AVATARS if (path.parent / name).is_file()), "")
            if profile.photo:
                profile.photo = self._found(profile.name or "a person", profile.photo, path, root, warnings)

    def accepted(self, photo: str) -> Path | None:
        """The file `photo` names when this run accepted it; None for any other path (an upload's own text)."""
        return Path(photo) if photo and photo in self._accepted else None

    def _found(self, person: str, written: str, path: Path, root: Path, warnings: list[str]) -> str:
        def refuse(why):
            where = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
            warnings.append(f"{where}: {person}'s photo {written!r} {why}; not imported")
            return ""

        if _URL_RE.match(written):
            return refuse("is a web address, and nothing is downloaded")
        relative = written.split("?", 1)[0].split("#", 1)[0]
        if PurePosixPath(relative).suffix.lower().lstrip(".") not in ACCEPTED_EXTENSIONS:
            return refuse(f"is not a JPEG, PNG or WebP image ({', '.join(ACCEPTED_EXTENSIONS)})")
        if relative.startswith("/"):
            candidates = [root / base / relative.lstrip("/") for base in _FROM_ROOT]
        else:
            candidates = [path.parent / relative, *(root / base / relative for base in _FROM_ROOT)]
        outside = False
        for candidate in candidates:
            try:
                resolved = candidate.resolve()
                if not resolved.is_relative_to(root):
                    outside = True
                    continue
                if not resolved.is_file():
                    continue
                size = resolved.stat().st_size
            except (OSError, RuntimeError, ValueError):  # a name too long, a symlink loop, a NUL byte: no such file
                continue
            if size > MAX_BYTES:
                return refuse(f"is {size:,} bytes; the limit is {MAX_BYTES:,}")
            self._accepted.add(str(resolved))
            return str(resolved)
        if outside:
            return refuse("is outside the imported folder")
        return refuse("was not found in the imported folder")
