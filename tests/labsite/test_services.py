"""Services configured by URL: the cache (memory or Redis), e-mail, media storage (disk or S3-compatible).

The Redis and S3 tests run against real servers on 127.0.0.1, which .ci/run starts
(Debian's redis-server, moto's S3 server): LABSITE_TEST_REDIS_URL and
LABSITE_TEST_S3_ENDPOINT. Without them they are skipped, with that reason.
"""

import json
import os
import uuid
from urllib.request import urlopen

import pytest
from django.core.cache import cache, caches
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from labsite import pagecache
from labsite.env import EnvironmentValueError
from labsite.services import ServiceURLError, cache_config, email_settings, media_storage_config
from tests.factories import make_image, make_person, make_publication

REDIS_URL = os.environ.get("LABSITE_TEST_REDIS_URL", "")
S3_ENDPOINT = os.environ.get("LABSITE_TEST_S3_ENDPOINT", "")
needs_redis = pytest.mark.skipif(
    not REDIS_URL, reason="no Redis: set LABSITE_TEST_REDIS_URL=redis://127.0.0.1:6379/15 (.ci/run starts one)"
)
needs_s3 = pytest.mark.skipif(
    not S3_ENDPOINT, reason="no S3 server: set LABSITE_TEST_S3_ENDPOINT=http://127.0.0.1:5000 (.ci/run starts moto)"
)


def test_the_cache_is_this_process_memory_unless_a_url_names_redis():
    assert cache_config("")["BACKEND"].endswith("LocMemCache")
    redis = cache_config("redis://:secret@cache.internal:6379/2")
    assert redis == {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://:secret@cache.internal:6379/2",
    }
    assert cache_config("dummy://")["BACKEND"].endswith("DummyCache")


def test_a_cache_url_labsite_cannot_use_names_the_variable_and_hides_the_password():
    with pytest.raises(ServiceURLError, match=r"CACHE_URL='memcached://u:\*\*\*@host'"):
        cache_config("memcached://u:hunter2@host")


def test_email_goes_to_the_console_unless_a_url_or_host_names_a_server():
    assert email_settings({}) == {"EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend"}
    smtps = email_settings({"EMAIL_URL": "smtps://lab%40example.edu:p%2Fss@mail.example.edu"})
    assert smtps == {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": "mail.example.edu",
        "EMAIL_PORT": 465,
        "EMAIL_HOST_USER": "lab@example.edu",
        "EMAIL_HOST_PASSWORD": "p/ss",
        "EMAIL_USE_TLS": False,
        "EMAIL_USE_SSL": True,
    }
    starttls = email_settings({"EMAIL_URL": "smtp+tls://mail.example.edu:2525"})
    assert (starttls["EMAIL_PORT"], starttls["EMAIL_USE_TLS"], starttls["EMAIL_USE_SSL"]) == (2525, True, False)
    by_host = email_settings({"EMAIL_HOST": "mail.example.edu", "EMAIL_USE_TLS": "off"})
    assert (by_host["EMAIL_PORT"], by_host["EMAIL_USE_TLS"]) == (587, False)


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"EMAIL_URL": "smtp//mail.example.edu"}, r"EMAIL_URL='smtp//mail.example.edu': use smtp://"),
        ({"EMAIL_URL": "smtp://u:hunter2@mail.example.edu:none"}, r"EMAIL_URL='smtp://u:\*\*\*@mail.example.edu:none'"),
        ({"EMAIL_HOST": "mail.example.edu", "EMAIL_PORT": "smtp"}, r"EMAIL_PORT='smtp' is not a whole number"),
        ({"EMAIL_HOST": "mail.example.edu", "EMAIL_USE_TLS": "sometimes"}, r"EMAIL_USE_TLS='sometimes'"),
    ],
)
def test_email_settings_labsite_cannot_use_name_the_variable_and_hide_the_password(environ, message):
    with pytest.raises(EnvironmentValueError, match=message):
        email_settings(environ)


def test_media_stays_on_disk_unless_a_bucket_is_named():
    assert media_storage_config({})["BACKEND"] == "django.core.files.storage.FileSystemStorage"


def test_media_storage_url_and_aws_variables_configure_s3():
    config = media_storage_config(
        {"MEDIA_STORAGE_URL": "s3://KEY:SE%2FCRET@lab-media?endpoint_url=http://127.0.0.1:9000&region=eu-west-1"}
    )
    assert config["BACKEND"] == "storages.backends.s3.S3Storage"
    assert config["OPTIONS"] == {
        "bucket_name": "lab-media",
        "endpoint_url": "http://127.0.0.1:9000",
        "region_name": "eu-west-1",
        "access_key": "KEY",
        "secret_key": "SE/CRET",
        "querystring_auth": False,
        "file_overwrite": False,
    }
    config = media_storage_config({"AWS_STORAGE_BUCKET_NAME": "photos", "AWS_S3_REGION_NAME": "us-east-2"})
    assert config["OPTIONS"]["bucket_name"] == "photos" and config["OPTIONS"]["region_name"] == "us-east-2"
    with pytest.raises(ServiceURLError, match="MEDIA_STORAGE_URL='ftp://x'"):
        media_storage_config({"MEDIA_STORAGE_URL": "ftp://x"})


@needs_redis
@pytest.mark.django_db
def test_with_redis_a_save_on_one_server_invalidates_the_pages_of_every_server(client, settings):
    settings.CACHES = {"default": cache_config(REDIS_URL)}
    settings.LABSITE_PAGE_CACHE = True
    cache.clear()
    paper = make_publication(title="Shared Cache Paper", authors=["A B"])
    assert "Shared Cache Paper" in client.get("/publications/").content.decode()
    version = caches["default"].get(pagecache.VERSION_KEY)
    assert version  # kept in Redis, where every server reads it
    paper.title = "Renamed On Another Server"
    paper.save()
    assert caches["default"].get(pagecache.VERSION_KEY) > version
    assert "Renamed On Another Server" in client.get("/publications/").content.decode()
    cache.clear()


@needs_redis
@pytest.mark.django_db
def test_with_redis_sessions_are_read_through_the_shared_cache(client, settings, member):
    settings.CACHES = {"default": cache_config(REDIS_URL)}
    settings.SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
    client.force_login(member.user)
    key = client.session.session_key
    assert caches["default"].get(f"django.contrib.sessions.cached_db{key}") is not None
    assert client.get("/admin/").status_code == 200
    cache.clear()


@pytest.fixture
def s3_bucket(settings):
    import boto3

    bucket = f"labsite-test-{uuid.uuid4().hex[:12]}"
    s3 = boto3.client(
        "s3", endpoint_url=S3_ENDPOINT, aws_access_key_id="test", aws_secret_access_key="test", region_name="us-east-1"
    )
    s3.create_bucket(Bucket=bucket)
    # Photos are public: the bucket lets anyone read them, as the README's deployment section says.
    public_read = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": "*", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{bucket}/*"}
        ],
    }
    s3.put_bucket_policy(Bucket=bucket, Policy=json.dumps(public_read))
    settings.STORAGES = {
        **settings.STORAGES,
        "default": media_storage_config(
            {"MEDIA_STORAGE_URL": f"s3://test:test@{bucket}?endpoint_url={S3_ENDPOINT}&region=us-east-1"}
        ),
    }
    return bucket


@needs_s3
@pytest.mark.django_db
def test_with_s3_a_members_photo_is_stored_in_the_bucket_and_shown_from_it(client, s3_bucket):
    from people.photos import store_photo

    ada = make_person("Ada Abara")
    store_photo(ada, make_image(size=(640, 480)))
    ada.save()
    assert ada.photo_small.name.startswith("photos/")
    assert default_storage.exists(ada.photo_small.name)
    html = client.get(ada.get_absolute_url()).content.decode()
    url = default_storage.url(ada.photo_medium.name if ada.photo_medium else ada.photo.name)
    assert url.startswith(f"{S3_ENDPOINT}/{s3_bucket}/") and url in html
    with urlopen(url) as response:
        assert response.read()[:3] == b"\xff\xd8\xff"  # a JPEG, served by the storage, not by labsite


@needs_s3
@pytest.mark.django_db
def test_with_s3_files_of_the_same_name_do_not_overwrite_each_other(s3_bucket):
    first = default_storage.save("documents/cv.txt", ContentFile(b"one"))
    second = default_storage.save("documents/cv.txt", ContentFile(b"two"))
    assert first != second
    assert default_storage.open(first).read() == b"one"
