"""Reading settings from the environment: one reader per kind of value, used by every setting.

Plain Python, no Django import: settings.py and the URL readers in labsite/services.py (the cache,
e-mail and media storage) run before Django is set up, and share one meaning of "yes", one list
syntax and one error. Every variable read here is in the README's table of variables.
A value that cannot be read stops the start with an error naming the variable and the value,
instead of quietly falling back to a default.

Not django-environ: its booleans take any unknown word for false, its numbers fail with an error
that does not name the variable, and its locmem cache URL has no size limit; each of these is a
setting quietly wrong in production, which this reader refuses at start.
"""

import os
from pathlib import Path


class EnvironmentValueError(ValueError):
    """A variable's value labsite cannot read; the message names the variable and the value."""


TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")


def as_bool(text, name):
    """'1', 'true', 'yes', 'on' (any case) are true; '0', 'false', 'no', 'off' false; else an error naming `name`."""
    word = text.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise EnvironmentValueError(
        f"{name}={text!r} is not a yes/no value: use one of {', '.join(TRUE_WORDS + FALSE_WORDS)}."
    )


def _given(name, environ=None):
    """The variable's text, or None when it is unset or empty (an empty value means "the default").

    `environ`: where to read it, os.environ unless given (a test's own mapping)."""
    value = (os.environ if environ is None else environ).get(name, "")
    return value if value.strip() else None


def env_str(name, default="", environ=None):
    value = _given(name, environ)
    return default if value is None else value


def env_bool(name, default, environ=None):
    value = _given(name, environ)
    return default if value is None else as_bool(value, name)


def _number(name, default, kind, word, environ=None):
    value = _given(name, environ)
    if value is None:
        return default
    try:
        return kind(value.strip())
    except ValueError:
        raise EnvironmentValueError(f"{name}={value!r} is not {word}.") from None


def env_int(name, default, environ=None):
    return _number(name, default, int, "a whole number", environ)


def env_float(name, default, environ=None):
    return _number(name, default, float, "a number", environ)


def env_list(name, default):
    """Comma-separated items, blanks dropped."""
    value = _given(name)
    if value is None:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def theme_dir(base_dir):
    """The lab's override folder (README, "Restyling your site"): LABSITE_THEME_DIR, relative to
    `base_dir` when not absolute; else `site/` in `base_dir` when there is one; else None."""
    base_dir = Path(base_dir)
    given = _given("LABSITE_THEME_DIR")
    if given is None:
        default = base_dir / "site"
        return default if default.is_dir() else None
    path = Path(given.strip()).expanduser()
    path = path if path.is_absolute() else base_dir / path
    if not path.is_dir():
        raise EnvironmentValueError(f"LABSITE_THEME_DIR={given!r}: {path} is not a folder.")
    return path


def theme_folders(theme, name):
    """[theme/name] when the theme has that folder (templates, static), else []: put first in
    TEMPLATES DIRS and STATICFILES_DIRS, so the lab's files win over the shipped ones."""
    if theme is None or not (Path(theme) / name).is_dir():
        return []
    return [Path(theme) / name]
