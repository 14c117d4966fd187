"""The photo a person's file or roster entry names: its path as written, read by importer.photo_files.

Plain Python. Site templates name a member's photo under one of a few keys: al-folio and greenelab's
`image:`, academicpages' `avatar:`, others `photo:`, `headshot:` or `picture:`; some nest it (Quarto's
`image: {src: ...}`, an `author: {avatar: ...}` block). The value is kept as the file wrote it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["add_owner_photo", "owner_photo", "photo_of"]

PHOTO_KEYS = ("photo", "image", "avatar", "headshot", "picture")
_NESTED_KEYS = ("src", "path", "url", "file")
_LONGEST = 500  # a path longer than this is not a photo's


def photo_of(entry: Any) -> str:
    """The photo path `entry` (a mapping of one person) names, as written; "" when it names none."""
    if not isinstance(entry, dict):
        return ""
    lowered = {str(k).lower(): v for k, v in entry.items()}
    for key in PHOTO_KEYS:
        value = lowered.get(key)
        if isinstance(value, dict):  # Quarto's `image: {src: ana.jpg, alt: ...}`
            nested = {str(k).lower(): v for k, v in value.items()}
            value = next((nested[k] for k in _NESTED_KEYS if isinstance(nested.get(k), str)), None)
        if isinstance(value, str) and value.strip() and len(value.strip()) <= _LONGEST:
            return value.strip()
    author = lowered.get("author")  # academicpages' `author: {avatar: ...}`
    return photo_of(author) if isinstance(author, dict) else ""


def owner_photo(configs: dict[str, dict]) -> str:
    """The owner's photo a personal site's configuration names (academicpages' `author: avatar:`); "" if none."""
    for config in configs.values():
        found = photo_of(config.get("author")) if isinstance(config, dict) else ""
        if found:
            return found
    return ""


def add_owner_photo(profile, owner: str, meta: dict, configured: str) -> None:
    """The owner's page's photo: its `profile: image:` (al-folio's about page), else the configuration's."""
    if profile is None or profile.photo or (profile.name or "").casefold() != owner.casefold():
        return
    profile.photo = photo_of(meta.get("profile")) or configured
