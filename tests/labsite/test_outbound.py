"""The outbound client against a real, misbehaving service on 127.0.0.1: redirects inside the
network are refused (after DNS), loops stop, a gzip bomb is read no further than the cap, a drip
keeps to the deadline, and every bad answer is one OutboundError with a readable message."""

import gzip
import logging
import ssl
import time
import tracemalloc

import httpx
import pytest

from labsite.outbound import OutboundClient, OutboundError, is_public_address
from tests.fakeservice import FakeService, self_signed

CAP = 200_000


@pytest.fixture
def fake():
    with FakeService() as service:
        yield service


@pytest.fixture
def elsewhere():
    """A second service on 127.0.0.1 that no look-up may reach."""
    with FakeService() as service:
        service.routes["/*"] = service.answer('{"secret": "instance credentials"}')
        yield service


def client_for(fake, seconds=5, **kwargs):
    return OutboundClient(seconds, allow_hosts=[fake.origin], max_bytes=CAP, **kwargs)


def get_json(fake, path, **kwargs):
    with client_for(fake, **kwargs) as client:
        return client.get_json(fake.url(path), service="Fakeref")


def test_a_good_answer_is_read_gzip_or_not(fake):
    fake.routes["/plain"] = fake.answer('{"message": {"title": ["A Plain Answer"]}}')
    compressed = gzip.compress(b'{"message": {"title": ["A Compressed Answer"]}}')
    fake.routes["/gzip"] = fake.answer(compressed, headers=[("Content-Encoding", "gzip")])
    assert get_json(fake, "/plain") == {"message": {"title": ["A Plain Answer"]}}
    assert get_json(fake, "/gzip") == {"message": {"title": ["A Compressed Answer"]}}


def test_not_found_is_no_answer_and_a_server_error_is_named(fake):
    fake.routes["/broken"] = fake.answer("oops", status=500, content_type="text/plain")
    assert get_json(fake, "/missing") is None
    with pytest.raises(OutboundError, match="Fakeref answered with the error 500"):
        get_json(fake, "/broken")


@pytest.mark.parametrize(
    ("body", "content_type", "message"),
    [
        ('{"message": {"title": ["Cut Sh', "application/json", "not valid JSON"),
        ('[{"title": "a list"}]', "application/json", "JSON but not the record expected"),
        ("<html><body><h1>Service unavailable</h1></body></html>", "text/html", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "application/json", "not valid JSON"),
        (b"\xff\xfe\x00{", "application/json", "not valid JSON"),
    ],
    ids=["truncated", "list", "html", "deeply-nested", "bad-bytes"],
)
def test_an_answer_that_is_not_a_json_object_is_one_clear_error(fake, body, content_type, message):
    fake.routes["/works/1"] = fake.answer(body, content_type=content_type)
    with pytest.raises(OutboundError, match=message):
        get_json(fake, "/works/1")


def test_a_redirect_to_another_port_of_this_machine_is_refused(fake, elsewhere):
    fake.routes["/works/1"] = fake.redirect(elsewhere.url("/latest/"))
    with pytest.raises(OutboundError, match="not https: refused"):
        get_json(fake, "/works/1")
    assert elsewhere.hits == []


@pytest.mark.parametrize(
    "location",
    [
        "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
        "https://169.254.169.254/latest/meta-data/",
        "https://metadata.google.internal/computeMetadata/v1/",
    ],
)
def test_a_redirect_to_the_metadata_service_is_refused(fake, location):
    fake.routes["/works/1"] = fake.redirect(location)
    with pytest.raises(OutboundError, match="refused"):
        get_json(fake, "/works/1")


def test_an_address_inside_is_refused_after_dns_even_among_the_services_hosts(fake, elsewhere):
    """'localhost' is one of the service's hosts here and https: only its resolved address refuses it."""
    fake.routes["/works/1"] = fake.redirect(f"https://localhost:{elsewhere.port}/latest/")
    with client_for(fake) as client, pytest.raises(OutboundError, match=r"private network \((127\.0\.0\.1|::1)\)"):
        client.get_json(fake.url("/works/1"), service="Fakeref", hosts=["localhost", "169.254.169.254"])
    fake.routes["/works/2"] = fake.redirect("https://169.254.169.254/latest/meta-data/")
    with client_for(fake) as client, pytest.raises(OutboundError, match=r"\(169\.254\.169\.254\): refused"):
        client.get_json(fake.url("/works/2"), service="Fakeref", hosts=["169.254.169.254"])
    assert elsewhere.hits == []


def test_by_default_this_machine_is_never_reached(elsewhere):
    with OutboundClient(5, allow_hosts=[]) as client:
        with pytest.raises(OutboundError, match="not https: refused"):
            client.get(elsewhere.url("/latest/"), service="Fakeref")
        with pytest.raises(OutboundError, match="private network"):
            client.get(f"https://localhost:{elsewhere.port}/latest/", service="Fakeref")
    assert elsewhere.hits == []


def test_a_redirect_within_the_service_is_followed_and_a_loop_stops(fake):
    fake.routes["/old"] = fake.redirect("/works/1", status=301)
    fake.routes["/works/1"] = fake.answer('{"message": {}}')
    fake.routes["/loop"] = fake.redirect("/loop")
    assert get_json(fake, "/old") == {"message": {}}
    fake.hits.clear()
    with pytest.raises(OutboundError, match="redirected more than 3 times"):
        get_json(fake, "/loop")
    assert len(fake.hits) == 4


def test_a_gzip_bomb_is_read_no_further_than_the_cap(fake):
    fake.routes["/bomb"] = fake.gzip_bomb(megabytes=1024)
    tracemalloc.start()
    try:
        with client_for(fake) as client, pytest.raises(OutboundError, match=f"larger than {CAP:,} bytes"):
            client.get_json(fake.url("/bomb"), service="Fakeref")
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert CAP < client.bytes_read <= CAP + 1  # reading stopped one byte past the cap
    assert peak < 10 * CAP + 2_000_000  # a few copies of the cap and the connection's buffers, not 1 GB


def test_a_declared_length_over_the_cap_is_not_read(fake):
    fake.routes["/big"] = fake.answer(b" " * (CAP + 1))
    with client_for(fake) as client, pytest.raises(OutboundError, match="larger than"):
        client.get_json(fake.url("/big"), service="Fakeref")
    assert client.bytes_read == 0


def test_an_encoding_it_cannot_read_is_refused(fake):
    fake.routes["/br"] = fake.answer(b"\x1b\x00", headers=[("Content-Encoding", "br")])
    with pytest.raises(OutboundError, match=r"encoding this site does not read \(br\)"):
        get_json(fake, "/br")


@pytest.mark.parametrize("in_headers", [False, True], ids=["body", "headers"])
def test_a_drip_feed_keeps_to_the_one_deadline(fake, in_headers):
    fake.routes["/drip"] = fake.drip(seconds=0.5, in_headers=in_headers)
    started = time.monotonic()
    with pytest.raises(OutboundError, match=r"did not answer in time \(1\.5 seconds\)"):
        get_json(fake, "/drip", seconds=1.5)
    assert time.monotonic() - started < 1.5 + 3  # the deadline, not 40 bytes x 0.5 s


def test_the_deadline_covers_redirects_and_every_request_of_a_client(fake):
    fake.routes["/slow-redirect"] = fake.drip(seconds=0.5, in_headers=True, limit=3)
    fake.routes["/works/1"] = fake.answer('{"message": {}}')
    with client_for(fake, seconds=1) as client:
        assert client.get_json(fake.url("/works/1"), service="Fakeref") == {"message": {}}
        with pytest.raises(OutboundError, match="did not answer in time"):
            client.get_json(fake.url("/slow-redirect"), service="Fakeref")
        with pytest.raises(OutboundError, match="did not answer in time"):  # the time is spent
            client.get_json(fake.url("/works/1"), service="Fakeref")


def test_a_refused_port_says_the_service_could_not_be_reached(fake):
    with FakeService() as closed:
        origin = closed.origin
    with OutboundClient(5, allow_hosts=[origin]) as client:
        with pytest.raises(OutboundError, match="could not be reached"):
            client.get(f"http://{origin}/works/1", service="Fakeref")


def test_every_failure_is_logged_with_the_service_and_address(fake, caplog):
    fake.routes["/list"] = fake.answer("[]")
    with caplog.at_level(logging.WARNING, logger="labsite.outbound"), pytest.raises(OutboundError):
        get_json(fake, "/list")
    assert [r.getMessage() for r in caplog.records] == [
        f"Fakeref look-up failed: Fakeref's answer was JSON but not the record expected ({fake.url('/list')})"
    ]


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",
        "::1",
        "10.1.2.3",
        "172.16.0.1",
        "192.168.1.1",
        "169.254.169.254",
        "100.100.100.200",
        "fd00:ec2::254",
        "fe80::1%eth0",
        "224.0.0.1",
        "0.0.0.0",
        "240.0.0.1",
        "::ffff:127.0.0.1",
        "64:ff9b::a9fe:a9fe",
        "2002:7f00:1::1",
    ],
)
def test_addresses_inside_are_not_public(address):
    assert not is_public_address(address)


@pytest.mark.parametrize("address", ["1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"])
def test_addresses_on_the_internet_are_public(address):
    assert is_public_address(address)


@pytest.fixture
def trusted_certificate(monkeypatch):
    """A certificate for 'localhost' that the client trusts for the test, as it trusts a CA's."""
    certificate, key = self_signed("localhost")
    trusting = ssl.create_default_context(cadata=certificate.decode())
    monkeypatch.setattr(httpx, "create_ssl_context", lambda *args, **kwargs: trusting)
    return certificate, key


def test_https_is_verified_against_the_host_name_within_the_deadline(trusted_certificate):
    with FakeService(tls=trusted_certificate) as secure:
        secure.routes["/works/1"] = secure.answer('{"message": {"title": ["Over TLS"]}}')
        secure.routes["/drip"] = secure.drip(seconds=0.5)
        by_name = f"https://localhost:{secure.port}/works/1"
        with OutboundClient(5, allow_hosts=[f"localhost:{secure.port}"]) as client:
            assert client.get_json(by_name, service="Fakeref") == {"message": {"title": ["Over TLS"]}}
        with OutboundClient(5, allow_hosts=[secure.origin]) as client:  # the certificate names localhost only
            with pytest.raises(OutboundError, match="certificate could not be verified"):
                client.get_json(secure.url("/works/1").replace("http:", "https:"), service="Fakeref")
        started = time.monotonic()
        with OutboundClient(1, allow_hosts=[f"localhost:{secure.port}"]) as client:
            with pytest.raises(OutboundError, match="did not answer in time"):
                client.get_json(f"https://localhost:{secure.port}/drip", service="Fakeref")
        assert time.monotonic() - started < 1 + 3
