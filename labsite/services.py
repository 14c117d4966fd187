"""The cache, e-mail and the media storage, read from URLs in the environment.

    CACHE_URL            empty or locmem://   this process's memory (the default), at most 16 MB of it:
                         locmem://?max_mb=64 for another bound
                         redis://[:password@]host:6379/0, rediss://...   Django's Redis backend
                         dummy://             no cache at all
    MEDIA_STORAGE_URL    empty                MEDIA_ROOT on the local disk (the default)
                         s3://[key:secret@]bucket?endpoint_url=URL&region=NAME&custom_domain=HOST
                                              S3-compatible storage through django-storages
    or the usual AWS_STORAGE_BUCKET_NAME, AWS_S3_ENDPOINT_URL, AWS_S3_REGION_NAME,
    AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_S3_CUSTOM_DOMAIN.
    EMAIL_URL            empty                the console (e-mails printed), unless EMAIL_HOST is set
                         smtp://[user:password@]host[:587]    plain SMTP
                         smtp+tls://...  smtps://...[:465]     STARTTLS, or TLS from the start
    or EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS.

Every value is read through labsite/env.py, with its errors. No Django import: settings.py
calls these before Django is set up.
"""

from urllib.parse import parse_qs, unquote, urlsplit

from labsite.env import EnvironmentValueError, as_bool, env_bool, env_int, env_str

SMTP_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
CONSOLE_BACKEND = "django.core.mail.backends.console.EmailBackend"


class ServiceURLError(EnvironmentValueError):
    """A service URL labsite cannot use; the message names the variable and the value."""


def cache_config(url):
    """CACHES["default"] for CACHE_URL."""
    url = (url or "").strip()
    scheme = urlsplit(url).scheme if url else "locmem"
    if scheme == "locmem":
        return {
            "BACKEND": "labsite.cache.BoundedLocMemCache",
            "LOCATION": urlsplit(url).netloc or "labsite",
            "OPTIONS": {"MAX_ENTRIES": 5000, "MAX_BYTES": _megabytes(url, "max_mb", 16) * 1024 * 1024},
        }
    if scheme in ("redis", "rediss"):
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}
    if scheme == "dummy":
        return {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}
    raise ServiceURLError(f"CACHE_URL={_safe(url)!r}: use redis://host:6379/0, rediss://..., locmem:// or dummy://.")


def _megabytes(url, name, default):
    """A positive whole number of megabytes from the URL's query (`?max_mb=64`), or the default."""
    values = parse_qs(urlsplit(url).query).get(name)
    if not values:
        return default
    try:
        megabytes = int(values[-1])
    except ValueError:
        megabytes = 0
    if megabytes < 1:
        raise ServiceURLError(f"CACHE_URL={_safe(url)!r}: {name} must be a whole number of megabytes, 1 or more.")
    return megabytes


def _safe(url):
    """The URL without its password, for error messages."""
    parts = urlsplit(url)
    if parts.password:
        return url.replace(f":{parts.password}@", ":***@")
    return url


def email_settings(environ=None):
    """EMAIL_BACKEND, EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS
    and EMAIL_USE_SSL for EMAIL_URL, or EMAIL_HOST and its companions, or the console."""
    url = env_str("EMAIL_URL", "", environ).strip()
    if url:
        return _smtp_url_settings(url)
    host = env_str("EMAIL_HOST", "", environ)
    if not host:
        return {"EMAIL_BACKEND": CONSOLE_BACKEND}
    return {
        "EMAIL_BACKEND": SMTP_BACKEND,
        "EMAIL_HOST": host,
        "EMAIL_PORT": env_int("EMAIL_PORT", 587, environ),
        "EMAIL_HOST_USER": env_str("EMAIL_HOST_USER", "", environ),
        "EMAIL_HOST_PASSWORD": env_str("EMAIL_HOST_PASSWORD", "", environ),
        "EMAIL_USE_TLS": env_bool("EMAIL_USE_TLS", True, environ),
        "EMAIL_USE_SSL": False,
    }


def _smtp_url_settings(url):
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = -1
    if parts.scheme not in ("smtp", "smtp+tls", "smtps") or not parts.hostname or port == -1:
        raise ServiceURLError(
            f"EMAIL_URL={_safe(url)!r}: use smtp://user:password@host:587, smtp+tls://... or smtps://host:465."
        )
    return {
        "EMAIL_BACKEND": SMTP_BACKEND,
        "EMAIL_HOST": parts.hostname,
        "EMAIL_PORT": port or (465 if parts.scheme == "smtps" else 587),
        "EMAIL_HOST_USER": unquote(parts.username or ""),
        "EMAIL_HOST_PASSWORD": unquote(parts.password or ""),
        "EMAIL_USE_TLS": parts.scheme == "smtp+tls",
        "EMAIL_USE_SSL": parts.scheme == "smtps",
    }


def media_storage_config(environ=None):
    """STORAGES["default"] for MEDIA_STORAGE_URL, or the AWS_* variables, or the local disk."""
    url = env_str("MEDIA_STORAGE_URL", "", environ).strip()
    if not url and not env_str("AWS_STORAGE_BUCKET_NAME", "", environ):
        return {"BACKEND": "django.core.files.storage.FileSystemStorage"}

    options = {
        "bucket_name": env_str("AWS_STORAGE_BUCKET_NAME", "", environ),
        "endpoint_url": env_str("AWS_S3_ENDPOINT_URL", None, environ),
        "region_name": env_str("AWS_S3_REGION_NAME", None, environ),
        "access_key": env_str("AWS_ACCESS_KEY_ID", None, environ),
        "secret_key": env_str("AWS_SECRET_ACCESS_KEY", None, environ),
        "custom_domain": env_str("AWS_S3_CUSTOM_DOMAIN", None, environ),
        # Photos are public: plain addresses, which a cached page can keep.
        "querystring_auth": False,
        "file_overwrite": False,
    }
    if url:
        parts = urlsplit(url)
        if parts.scheme != "s3" or not parts.hostname:
            raise ServiceURLError(
                f"MEDIA_STORAGE_URL={_safe(url)!r}: use s3://bucket?endpoint_url=https://host&region=name."
            )
        query = {name: values[-1] for name, values in parse_qs(parts.query).items()}
        options["bucket_name"] = parts.hostname
        if parts.username:
            options["access_key"] = unquote(parts.username)
            options["secret_key"] = unquote(parts.password or "")
        for name, option in (
            ("endpoint_url", "endpoint_url"),
            ("region", "region_name"),
            ("custom_domain", "custom_domain"),
        ):
            if query.get(name):
                options[option] = query[name]
        if query.get("querystring_auth"):
            options["querystring_auth"] = as_bool(query["querystring_auth"], "MEDIA_STORAGE_URL querystring_auth")
        if query.get("location"):
            options["location"] = query["location"]
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": {k: v for k, v in options.items() if v is not None}}
