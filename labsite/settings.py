"""labsite settings, read from the environment.

DJANGO_DEBUG, DJANGO_SECRET_KEY, DJANGO_ALLOWED_HOSTS, DATABASE_URL, MEDIA_ROOT,
EMAIL_URL (or EMAIL_HOST/EMAIL_PORT/EMAIL_HOST_USER/EMAIL_HOST_PASSWORD),
DEFAULT_FROM_EMAIL, LAB_NAME, LAB_DESCRIPTION, LAB_URL, LABSITE_THEME_DIR, and the rest in the
README's table. Every value goes through one reader per kind (labsite/env.py).
With DJANGO_DEBUG=0 the secure defaults apply, so `manage.py check --deploy` is clean.
"""

import datetime
import hashlib
import tempfile
from pathlib import Path

import dj_database_url

from labsite.env import env_bool, env_float, env_int, env_list, env_str, theme_dir, theme_folders

BASE_DIR = Path(__file__).resolve().parent.parent


DEBUG = env_bool("DJANGO_DEBUG", False)


def _local_secret_key():
    """A key kept beside the project, made on first use, for machines that set none."""
    path = BASE_DIR / ".secret_key"
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        import secrets

        key = secrets.token_urlsafe(50)
        path.write_text(key)
        path.chmod(0o600)
        return key


SECRET_KEY = env_str("DJANGO_SECRET_KEY") or _local_secret_key()

ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

# The lab's override folder (README, "Restyling your site"). Its templates/ and static/ come
# before the shipped ones, so a lab restyles by adding files there, never by editing labsite's
# own: an upgrade replaces those and keeps the lab's.
THEME_DIR = theme_dir(BASE_DIR)

INSTALLED_APPS = [
    "labsite.apps.LabAdminConfig",  # django.contrib.admin, headed with the lab's name
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django_tables2",
    "django_filters",
    "axes",  # login lockout per username and address (after the auth app)
    "django_tasks",
    "django_tasks_db",  # the task queue in the database; `manage.py db_worker` runs it
    "people",
    "publications",
    "importer",
    "content",
    "staticsite",
    "sync",  # members' ORCID, DBLP and OpenAlex records checked for new papers (manage.py sync_publications)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "labsite.headers.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # After WhiteNoise, so static files (served above) are not logged.
    "labsite.logging.RequestLogMiddleware",
    # Before sessions and auth: a cached page costs neither (labsite/pagecache.py).
    "labsite.pagecache.PageCacheMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",  # last: turns a lockout into the "too many attempts" page
]

ROOT_URLCONF = "labsite.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [*theme_folders(THEME_DIR, "templates"), BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "people.context_processors.lab",
                "content.context_processors.navigation",
                "labsite.context_processors.static_copy",
                "labsite.pagecache.site_version_context",  # the key of cached template fragments
            ],
        },
    },
]

WSGI_APPLICATION = "labsite.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the site read while an import writes; NORMAL sync is safe with WAL and
    # spares an fsync per transaction (the importer commits once per file).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            # A write takes the lock when its transaction begins (no upgrade deadlock), and a
            # writer waits up to `timeout` seconds for another one instead of failing.
            "transaction_mode": "IMMEDIATE",
            "timeout": env_int("LABSITE_SQLITE_TIMEOUT", 45),
        }
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTHENTICATION_BACKENDS = [
    "labsite.logins.LockoutBackend",  # django-axes: refuses a locked-out username+address before the password is checked
    "django.contrib.auth.backends.ModelBackend",
]

# Login lockout (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one username
# from one address, that pair is refused for AXES_COOLOFF_TIME; a lab admin unlocks it
# earlier by deleting the attempt under "Access attempts" in the admin.
AXES_FAILURE_LIMIT = env_int("LABSITE_LOGIN_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = datetime.timedelta(minutes=env_int("LABSITE_LOGIN_COOLOFF_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_LOCKOUT_CALLABLE = "labsite.logins.lockout_response"  # that page, with a Retry-After
AXES_CLIENT_IP_CALLABLE = "labsite.logins.client_address"
AXES_VERBOSE = False
# Addresses of the proxies whose X-Forwarded-For is believed (gunicorn's FORWARDED_ALLOW_IPS).
TRUSTED_PROXIES = env_list("FORWARDED_ALLOW_IPS", ["127.0.0.1", "::1"])

# Password-reset e-mails: at most this many per address, and per client address, per hour.
PASSWORD_RESET_LIMIT_PER_EMAIL = env_int("LABSITE_PASSWORD_RESET_PER_EMAIL", 3)
PASSWORD_RESET_LIMIT_PER_CLIENT = env_int("LABSITE_PASSWORD_RESET_PER_CLIENT", 10)

# Admin uploads are imported by a worker (`manage.py db_worker`), not in the request.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [*theme_folders(THEME_DIR, "static"), BASE_DIR / "static"]
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(env_str("MEDIA_ROOT", str(BASE_DIR / "media")))
# Photos are served by Django only when no web server in front does it.
SERVE_MEDIA = env_bool("LABSITE_SERVE_MEDIA", True)

# --- Cache, page cache, media storage and sessions: services configured by URL (labsite/services.py).
from labsite.services import cache_config, email_settings, media_storage_config  # noqa: E402

# CACHE_URL: empty for this process's memory (one machine), redis://host:6379/0 (or rediss://)
# for a cache every server shares.
CACHES = {"default": cache_config(env_str("CACHE_URL", ""))}
# The same cache under the name {% cache %} asks for first: without it, every kept fragment of a page
# (an entry of a list, a person's card) looked for it in vain before taking "default".
CACHES["template_fragments"] = dict(CACHES["default"])
# Anonymous GETs of public pages are served from the cache (labsite/pagecache.py).
LABSITE_PAGE_CACHE = env_bool("LABSITE_PAGE_CACHE", True)
LABSITE_PAGE_CACHE_SECONDS = env_int("LABSITE_PAGE_CACHE_SECONDS", 24 * 3600)
LABSITE_CDN_MAX_AGE = env_int("LABSITE_CDN_MAX_AGE", 60)
# True only while build_static renders the site as plain files (staticsite/builder.py sets it).
LABSITE_STATIC_COPY = False
# build_static --cms-url: the live site a static copy sends its searches to (none: no search box).
LABSITE_STATIC_CMS_URL = ""
LABSITE_PAGE_CACHE_SKIP = ["/admin/", "/accounts/", "/media/", "/static/", "/health"]
# Where the site's version is kept when the cache is per process (the memory cache).
LABSITE_VERSION_FILE = env_str("LABSITE_VERSION_FILE") or str(
    Path(tempfile.gettempdir()) / f"labsite-version-{hashlib.sha1(str(BASE_DIR).encode()).hexdigest()[:12]}"
)
# Sessions in the database, read through the cache when the cache is shared: any server
# behind the proxy reads any visitor's session.
SESSION_ENGINE = (
    "django.contrib.sessions.backends.cached_db"
    if CACHES["default"]["BACKEND"].endswith("RedisCache")
    else "django.contrib.sessions.backends.db"
)
# MEDIA_STORAGE_URL (s3://bucket?endpoint_url=...&region=...) or AWS_STORAGE_BUCKET_NAME:
# uploaded photos in S3-compatible storage, through django-storages; else MEDIA_ROOT on disk.
_media_storage = media_storage_config()
if _media_storage["BACKEND"] != "django.core.files.storage.FileSystemStorage":
    SERVE_MEDIA = False  # the bucket serves the photos

STORAGES = {
    "default": _media_storage,
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG and not env_bool("LABSITE_PLAIN_STATIC", False)
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# Uploaded photos are checked again by people.photos; this caps the request itself.
DATA_UPLOAD_MAX_MEMORY_SIZE = 12 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 12 * 1024 * 1024

LOGIN_URL = "admin:login"

# Email: console unless EMAIL_URL (smtp://user:pass@host:port) or EMAIL_HOST is given.
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "labsite@localhost")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# EMAIL_BACKEND, EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS, EMAIL_USE_SSL:
globals().update(email_settings())

# Behind a TLS-terminating proxy in production; plain HTTP in development.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("DJANGO_SECURE_COOKIES", not DEBUG)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", True)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# A load balancer's health check may speak plain HTTP.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]

# Sent on every response by labsite.headers: the site's pages load scripts, styles, fonts and
# images only from the site itself (images also over https:), and nothing inline.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' https: data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
        "interest-cohort",
    )
)

DJANGO_TABLES2_TEMPLATE = "django_tables2/semantic.html"

LAB_NAME = env_str("LAB_NAME", "Our Research Lab")
LAB_DESCRIPTION = env_str(
    "LAB_DESCRIPTION", "We study computer systems. This site lists our people and our publications."
)
LAB_URL = env_str("LAB_URL", "")

# Where import_profiles looks for limits; the parsers take them as arguments.
IMPORT_MAX_BYTES = env_int("LABSITE_IMPORT_MAX_BYTES", 5 * 1024 * 1024)
# Every document is parsed in a child process stopped after this many seconds, and
# refused more than this much memory (the command, the admin's worker and the tests alike).
IMPORT_PARSE_SECONDS = env_float("LABSITE_IMPORT_PARSE_SECONDS", 30)
IMPORT_PARSE_MEMORY_BYTES = env_int("LABSITE_IMPORT_PARSE_MEMORY_MB", 1024) * 1024 * 1024

# "Add by DOI or arXiv id" in the admin asks Crossref, DataCite or arXiv, only when a member asks;
# LABSITE_LOOKUP=0 switches it off (the BibTeX paste box still works). Seconds before giving up:
LABSITE_LOOKUP = env_bool("LABSITE_LOOKUP", True)
LABSITE_LOOKUP_TIMEOUT = env_float("LABSITE_LOOKUP_TIMEOUT", 5)
# host:port pairs a look-up may reach over http or inside the network (tests' fake service); none by default.
LABSITE_LOOKUP_ALLOW_HOSTS = env_list("LABSITE_LOOKUP_ALLOW_HOSTS", [])
# Where sync_publications asks for members' works (a mirror, or a test's fake service), and the
# address it gives them in its user agent, as their polite-use rules ask.
LABSITE_ORCID_API_URL = env_str("LABSITE_ORCID_API_URL", "https://pub.orcid.org")
LABSITE_DBLP_URL = env_str("LABSITE_DBLP_URL", "https://dblp.org")
LABSITE_OPENALEX_API_URL = env_str("LABSITE_OPENALEX_API_URL", "https://api.openalex.org")
LABSITE_CROSSREF_API_URL = env_str("LABSITE_CROSSREF_API_URL", "https://api.crossref.org")
LABSITE_SYNC_MAILTO = env_str("LABSITE_SYNC_MAILTO", "")

# One line per request (labsite.requests) in production, static files left out; a 4xx
# (a 403, a 404, a refused CSRF token) is one warning line, never a traceback.
LOG_REQUESTS = env_bool("LABSITE_LOG_REQUESTS", not DEBUG)
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"no_client_error_traceback": {"()": "labsite.logging.NoClientErrorTraceback"}},
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "filters": ["no_client_error_traceback"],
        }
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "WARNING")},
    "loggers": {
        "labsite.requests": {"level": "INFO" if LOG_REQUESTS else "WARNING"},
        # Django's own loggers only through the root's filtered handler, in development too.
        "django": {"handlers": [], "level": "INFO", "propagate": True},
    },
}
