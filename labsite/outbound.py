"""Every look-up this site makes on the internet (Crossref, DataCite, arXiv, a publication sync)
goes through `OutboundClient`, which keeps small what a broken or hostile service can do:

- only https, only to the service's own hosts; redirects followed by hand, at most a few;
- never to an address of this machine or of a private network (loopback, private, link-local,
  where cloud metadata services live, multicast, reserved), checked on the very addresses a
  host name resolves to and is connected to, so a name that points inside is refused too;
- one deadline for the whole look-up: every connect, write and read waits at most what is left;
- the answer read as a stream, decompressed by hand and refused one byte past `max_bytes`;
- every failure one `OutboundError`, whose message a member can read as it is, and a log line.

LABSITE_LOOKUP_ALLOW_HOSTS names host:port pairs exempt from the https and address rules (a
fake service in tests, a mirror on the lab's own network); there are none by default.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import socket
import ssl
import time
import zlib
from contextlib import contextmanager
from dataclasses import dataclass

import httpcore
import httpx
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

logger = logging.getLogger(__name__)

MAX_BYTES = 2_000_000  # of an answer, decompressed: a paper's record is a few kilobytes
MAX_REDIRECTS = 3
USER_AGENT = "labsite (a research lab's website)"
NOT_FOUND = (404, 410)  # the service answers that it knows no such thing: not a failure
COMPRESSED = ("gzip", "x-gzip", "deflate")
NAT64 = ipaddress.ip_network("64:ff9b::/96")


class OutboundError(Exception):
    """Why a look-up gave nothing, in a sentence a member can read (no trailing full stop).

    An error answer keeps its `status` and its Retry-After header (`retry_after`, as sent)."""

    def __init__(self, message, *, status=None, retry_after=None):
        super().__init__(message)
        self.status, self.retry_after = status, retry_after


@dataclass(frozen=True)
class Answer:
    url: str
    status: int
    content_type: str
    body: bytes

    @property
    def text(self):
        return self.body.decode("utf-8", errors="replace")


def is_public_address(text):
    """True for an address on the public internet; False for this machine, a private network,
    link-local (cloud metadata), multicast, reserved, and IPv6 forms that embed such an IPv4."""
    address = ipaddress.ip_address(text.split("%", 1)[0])
    if isinstance(address, ipaddress.IPv6Address):
        if address in NAT64:
            address = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
        else:
            address = address.ipv4_mapped or address.sixtofour or (address.teredo or (None, address))[1]
    return address.is_global and not (
        address.is_multicast
        or address.is_reserved
        or address.is_loopback
        or address.is_link_local
        or address.is_unspecified
    )


def _host_port(entry):
    host, _, port = entry.strip().rpartition(":")
    if not host or not port.isdigit():
        raise ImproperlyConfigured(f"LABSITE_LOOKUP_ALLOW_HOSTS: “{entry}” is not host:port (e.g. 127.0.0.1:8765)")
    return host.strip("[]").lower(), int(port)


class OutboundClient:
    """One look-up's connections under one deadline, counted from its creation; use it in `with`.

    `seconds` defaults to LABSITE_LOOKUP_TIMEOUT, `allow_hosts` to LABSITE_LOOKUP_ALLOW_HOSTS.
    """

    def __init__(
        self, seconds=None, *, allow_hosts=None, max_bytes=MAX_BYTES, max_redirects=MAX_REDIRECTS, user_agent=USER_AGENT
    ):
        self.seconds = settings.LABSITE_LOOKUP_TIMEOUT if seconds is None else seconds
        self.deadline = time.monotonic() + self.seconds
        allowed = settings.LABSITE_LOOKUP_ALLOW_HOSTS if allow_hosts is None else allow_hosts
        self.allowed = frozenset(_host_port(entry) for entry in allowed)
        self.max_bytes = max_bytes
        self.max_redirects = max_redirects
        self.bytes_read = 0  # of the last answer, decompressed
        self._client = httpx.Client(
            transport=_GuardedTransport(_GuardedBackend(self)),
            follow_redirects=False,
            trust_env=False,  # a proxy from the environment would connect where no check looks
            headers={"User-Agent": user_agent, "Accept-Encoding": "gzip"},
        )

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self._client.close()

    def time_left(self, timeout=None, late=httpx.TimeoutException):
        """Seconds a wait may last: `timeout`, cut to what is left before the deadline."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise late(f"the look-up's {self.seconds:g} seconds are over")
        return left if timeout is None else min(timeout, left)

    def is_allowed(self, host, port):
        return (host.strip("[]").lower(), port) in self.allowed

    def get_json(self, url, *, service, params=None, hosts=()):
        """The JSON object the service answers, or None when it knows no such thing."""
        answer = self.get(url, service=service, params=params, hosts=hosts, accept="application/json")
        if answer is None:
            return None
        try:
            value = json.loads(answer.body)
        except (ValueError, RecursionError) as err:  # a bad byte sequence is a ValueError too
            raise self._failed(service, url, f"{service}'s answer was not valid JSON", err) from err
        if not isinstance(value, dict):
            raise self._failed(service, url, f"{service}'s answer was JSON but not the record expected")
        return value

    def get(self, url, *, service, params=None, hosts=(), accept="*/*"):
        """The Answer of a GET of `url` (named `service` in messages), or None for 404 and 410.

        Redirects may go to the host of `url` and to `hosts`, over https."""
        try:
            start = httpx.URL(url, params=params)
            return self._follow(start, service, {start.host, *hosts}, accept)
        except OutboundError as err:
            self._log(service, url, err, err.__cause__)
            raise
        except (httpx.HTTPError, zlib.error) as err:
            raise self._failed(service, url, self._reason(service, err), err) from err

    def _reason(self, service, error):
        if isinstance(error, httpx.TimeoutException):
            return f"{service} did not answer in time ({self.seconds:g} second{'' if self.seconds == 1 else 's'})"
        if isinstance(error, httpx.ConnectError) and _caused_by(error, ssl.SSLError):
            return f"{service}'s https certificate could not be verified"
        if isinstance(error, httpx.ConnectError):
            return f"{service} could not be reached (this site seems to be offline)"
        if isinstance(error, httpx.InvalidURL):
            return f"{service} gave an address that is not a valid URL"
        return f"{service}'s answer broke off or could not be read"

    def _follow(self, url, service, hosts, accept):
        for _hop in range(self.max_redirects + 1):
            self._check_destination(url, service, hosts)
            with self._client.stream("GET", url, headers={"Accept": accept}, timeout=self.time_left()) as response:
                if response.is_redirect:
                    url = url.join(response.headers["location"])
                    continue
                if response.status_code in NOT_FOUND:
                    return None
                if not response.is_success:
                    raise OutboundError(
                        f"{service} answered with the error {response.status_code}",
                        status=response.status_code,
                        retry_after=response.headers.get("retry-after"),
                    )
                body = self._body(response, service)
                return Answer(str(url), response.status_code, response.headers.get("content-type", ""), body)
        raise OutboundError(f"{service} redirected more than {self.max_redirects} times (a redirect loop)")

    def _check_destination(self, url, service, hosts):
        if self.is_allowed(url.host, url.port or (443 if url.scheme == "https" else 80)):
            return
        if url.scheme != "https":
            raise OutboundError(f"{service} sent the look-up to {url.scheme}://{url.host}, which is not https: refused")
        if url.host not in hosts:
            raise OutboundError(f"{service} sent the look-up to another site ({url.host}): refused")

    def _body(self, response, service):
        too_large = f"{service}'s answer was larger than {self.max_bytes:,} bytes: not read"
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            raise OutboundError(too_large)
        encoding = response.headers.get("content-encoding", "").strip().lower()
        if encoding not in ("", "identity", *COMPRESSED):
            raise OutboundError(f"{service} answered in an encoding this site does not read ({encoding[:40]})")
        # zlib by hand, not httpx's decoder: it would inflate each chunk whole, 64 KB into 64 MB.
        inflater = zlib.decompressobj(zlib.MAX_WBITS | 32) if encoding in COMPRESSED else None  # gzip or zlib
        self.bytes_read = 0
        parts = []
        for chunk in response.iter_raw():
            self.time_left()
            room = self.max_bytes - self.bytes_read
            part = chunk if inflater is None else _inflated(inflater, chunk, room)
            self.bytes_read += len(part)
            if len(part) > room:
                raise OutboundError(too_large)
            parts.append(part)
        return b"".join(parts)

    def _failed(self, service, url, message, cause=None):
        error = OutboundError(message)
        self._log(service, url, error, cause)
        return error

    def _log(self, service, url, error, cause):
        logger.warning("%s look-up failed: %s (%s%s)", service, error, url, f"; {cause!r}" if cause else "")


def _caused_by(error, kind):
    while error is not None and not isinstance(error, kind):
        error = error.__cause__ or error.__context__  # httpcore's pool re-raises `from None`
    return error is not None


def _inflated(inflater, data, room):
    """What `data` inflates to, stopping one byte past `room`: a bomb never inflates further."""
    part = inflater.decompress(data, room + 1)
    while inflater.unconsumed_tail and len(part) <= room:
        part += inflater.decompress(inflater.unconsumed_tail, room + 1 - len(part))
    return part


# --- the connections: httpx over httpcore, with the address check and the deadline in the sockets ---


class _GuardedBackend(httpcore.NetworkBackend):
    """Connects only to public addresses (or an allowed host:port), within the client's deadline.

    The check is on the addresses connected to, after DNS, so a name that resolves inside is
    refused however it was reached, and a second resolution cannot answer differently."""

    def __init__(self, client):
        self._client = client
        self._sockets = httpcore.SyncBackend()

    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None):
        addresses = [host] if self._client.is_allowed(host, port) else _public_addresses(host, port)
        refused = None
        for address in addresses:
            try:
                stream = self._sockets.connect_tcp(
                    address,
                    port,
                    timeout=self._client.time_left(timeout, httpcore.ConnectTimeout),
                    local_address=local_address,
                    socket_options=socket_options,
                )
            except httpcore.ConnectError as err:
                refused = err
                continue
            return _DeadlineStream(stream, self._client)
        raise refused

    def connect_unix_socket(self, path, timeout=None, socket_options=None):
        raise httpcore.ConnectError("look-ups use no local socket")

    def sleep(self, seconds):
        time.sleep(seconds)


def _public_addresses(host, port):
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as err:
        raise httpcore.ConnectError(f"{host} could not be resolved") from err
    addresses = list(dict.fromkeys(info[4][0] for info in found))
    for address in addresses:
        if not is_public_address(address):
            raise OutboundError(
                f"The look-up was sent to {host}, an address of this machine or of a private network "
                f"({address}): refused"
            )
    if not addresses:
        raise httpcore.ConnectError(f"{host} could not be resolved")
    return addresses


class _DeadlineStream(httpcore.NetworkStream):
    """A connection whose every wait is cut to what is left of the look-up's time."""

    def __init__(self, stream, client):
        self._stream = stream
        self._client = client

    def read(self, max_bytes, timeout=None):
        return self._stream.read(max_bytes, self._client.time_left(timeout, httpcore.ReadTimeout))

    def write(self, buffer, timeout=None):
        self._stream.write(buffer, self._client.time_left(timeout, httpcore.WriteTimeout))

    def close(self):
        self._stream.close()

    def start_tls(self, ssl_context, server_hostname=None, timeout=None):
        wait = self._client.time_left(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(self._stream.start_tls(ssl_context, server_hostname, wait), self._client)

    def get_extra_info(self, info):
        return self._stream.get_extra_info(info)


_HTTPX_ERROR_FOR = (
    (httpcore.TimeoutException, httpx.TimeoutException),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.NetworkError, httpx.NetworkError),
    (httpcore.ProtocolError, httpx.ProtocolError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
)


@contextmanager
def _as_httpx_errors():
    try:
        yield
    except tuple(core for core, _mapped in _HTTPX_ERROR_FOR) as err:
        mapped = next(mapped for core, mapped in _HTTPX_ERROR_FOR if isinstance(err, core))
        raise mapped(str(err)) from err


class _GuardedTransport(httpx.BaseTransport):
    """httpx's transport over a connection pool that uses the guarded backend (httpx's own
    takes no backend)."""

    def __init__(self, backend):
        self._pool = httpcore.ConnectionPool(
            ssl_context=httpx.create_ssl_context(), network_backend=backend, max_connections=2
        )

    def handle_request(self, request):
        core_request = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,
            extensions=request.extensions,
        )
        with _as_httpx_errors():
            core_response = self._pool.handle_request(core_request)
        return httpx.Response(
            status_code=core_response.status,
            headers=core_response.headers,
            stream=_ResponseStream(core_response.stream),
            extensions=core_response.extensions,
        )

    def close(self):
        self._pool.close()


class _ResponseStream(httpx.SyncByteStream):
    def __init__(self, stream):
        self._stream = stream

    def __iter__(self):
        with _as_httpx_errors():
            yield from self._stream

    def close(self):
        if hasattr(self._stream, "close"):
            self._stream.close()
