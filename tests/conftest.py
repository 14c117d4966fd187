import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group

from people.models import LAB_ADMINS_GROUP

from .factories import make_person, make_publication


@pytest.fixture(autouse=True)
def _plain_http_and_static(settings, tmp_path, tmp_path_factory):
    """Tests speak plain HTTP to 'testserver', with unhashed static files and a scratch media folder."""
    settings.SECURE_SSL_REDIRECT = False
    settings.ALLOWED_HOSTS = ["testserver", "localhost", "127.0.0.1"]
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    settings.MEDIA_ROOT = tmp_path / "media"
    # The page cache is tested on its own (tests/test_page_cache.py); elsewhere every request renders.
    settings.LABSITE_PAGE_CACHE = False
    # Beside the test's folder, not in it: tests import every file of tmp_path.
    settings.LABSITE_VERSION_FILE = str(tmp_path_factory.mktemp("page-cache") / "site-version")
    # Test logins need no slow password hashing (PBKDF2 costs ~0.3 s per password).
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    # Queued work (an admin upload's import) runs at once, in the request; tests of the
    # worker set the database backend themselves.
    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"}}
    # Cached values start afresh in every test.
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def lab_admin(db):
    user = get_user_model().objects.create_user("pi", "pi@example.edu", "pi-password-123", is_staff=True)
    user.groups.add(Group.objects.get(name=LAB_ADMINS_GROUP))
    return user


@pytest.fixture
def member(db):
    """A lab member with a login and a person record."""
    user = get_user_model().objects.create_user("ada", "ada@example.edu", "ada-password-123", is_staff=True)
    return make_person("Ada Abara", user=user, email="ada@example.edu")


@pytest.fixture
def other_member(db):
    user = get_user_model().objects.create_user("bruno", "bruno@example.edu", "bruno-password-123", is_staff=True)
    return make_person("Bruno Brennick", user=user, email="bruno.secret@example.edu")


@pytest.fixture
def publication_of(db):
    """publication_of(person, ...) makes a publication with that person among the authors."""
    return make_publication


@pytest.fixture
def superuser(db):
    return get_user_model().objects.create_superuser("root", "root@example.edu", "root-password-123")


@pytest.fixture
def staff_without_person(db):
    """A staff login that no person record is linked to (e.g. left over from a departed member)."""
    return get_user_model().objects.create_user("stray", "stray@example.edu", "stray-password-123", is_staff=True)
