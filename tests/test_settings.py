"""Settings come from the environment, and production settings pass Django's deploy checks."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_manage(*args, **env):
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_URL"))}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120
    )


def test_production_settings_pass_the_deploy_checks_without_silencing_any(tmp_path):
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="k" * 20 + "a-real-looking-secret-key-with-enough-entropy-9f8e7d6c",
        DJANGO_ALLOWED_HOSTS="lab.example.edu",
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_debug_settings_would_fail_the_deploy_checks(tmp_path):
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_DEBUG="1",
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
    )
    assert result.returncode != 0
    assert "DEBUG" in result.stdout + result.stderr


def test_database_url_selects_postgresql():
    code = (
        "import django; from django.conf import settings; django.setup(); "
        "db = settings.DATABASES['default']; print(db['ENGINE'], db['NAME'], db['HOST'], db['PORT'])"
    )
    environment = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "labsite.settings",
        "DATABASE_URL": "postgres://lab:pw@db.example.edu:5432/labsite",
    }
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment, capture_output=True, text=True)
    assert result.stdout.split() == ["django.db.backends.postgresql", "labsite", "db.example.edu", "5432"]


def test_the_several_servers_deployment_passes_the_deploy_checks(tmp_path):
    """PostgreSQL, Redis and S3-compatible storage, as the README's deployment section sets them."""
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="k" * 20 + "a-real-looking-secret-key-with-enough-entropy-9f8e7d6c",
        DJANGO_ALLOWED_HOSTS="lab.example.edu",
        DATABASE_URL="postgres://labsite:secret@db.internal:5432/labsite",
        CACHE_URL="redis://cache.internal:6379/0",
        MEDIA_STORAGE_URL="s3://KEY:SECRET@lab-media?endpoint_url=https://s3.example.edu&region=eu-west-1",
        LABSITE_SERVE_MEDIA="0",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_a_service_url_labsite_cannot_use_stops_the_start_with_its_name(tmp_path):
    result = run_manage("check", CACHE_URL="memcache://x", DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}")
    assert result.returncode != 0
    assert "CACHE_URL='memcache://x'" in result.stderr
