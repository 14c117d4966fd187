"""A misbehaving look-up service on 127.0.0.1: a real HTTP server in a thread, whose answers each
test sets by path. Every answer is bounded (the drip stops after a few dozen bytes, the bomb
after 1 GB inflated), and the server stops when the test ends."""

import datetime
import ssl
import tempfile
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

ZEROS = bytes(1 << 20)  # made once: the bomb's megabytes are all this one buffer


def self_signed(host):
    """(certificate, key) in PEM for `host`, signed by itself: a client trusts it only when told to."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, host)])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(host)]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    return certificate.public_bytes(serialization.Encoding.PEM), key_pem


class FakeService:
    """`tls=(certificate, key)` serves https with that certificate."""

    def __init__(self, tls=None):
        self.routes = {}
        self.hits = []  # the paths asked, in order
        self.stopping = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        if tls is not None:
            self._server.socket = _server_context(*tls).wrap_socket(self._server.socket, server_side=True)
        self._server.daemon_threads = True
        self._server.fake = self
        self.port = self._server.server_address[1]
        self.origin = f"127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05})

    def url(self, path):
        return f"http://{self.origin}{path}"

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc_info):
        self.stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    # --- answers: each takes the request handler and writes a whole response ---

    @staticmethod
    def answer(body, status=200, content_type="application/json", headers=()):
        body = body.encode() if isinstance(body, str) else body

        def write(handler):
            handler.send_response(status)
            handler.send_header("Content-Type", content_type)
            handler.send_header("Content-Length", str(len(body)))
            for name, value in headers:
                handler.send_header(name, value)
            handler.end_headers()
            handler.wfile.write(body)

        return write

    @staticmethod
    def redirect(location, status=302):
        def write(handler):
            handler.send_response(status)
            handler.send_header("Location", location)
            handler.send_header("Content-Length", "0")
            handler.end_headers()

        return write

    def gzip_bomb(self, megabytes=1024):
        """A gzip answer inflating to `megabytes` of zeros, compressed while it is sent."""

        def write(handler):
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Encoding", "gzip")
            handler.end_headers()
            deflater = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
            try:
                for _ in range(megabytes):
                    if self.stopping.is_set():
                        return
                    handler.wfile.write(deflater.compress(ZEROS))
                handler.wfile.write(deflater.flush())
            except OSError:  # the client stopped reading and closed: what a bounded reader does
                return

        return write

    def drip(self, seconds=0.5, in_headers=False, limit=40):
        """One byte every `seconds`, of the headers or of the body, at most `limit` bytes."""

        def write(handler):
            head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
            handler.wfile.write(b"" if in_headers else head)
            handler.wfile.flush()
            for byte in (head if in_headers else b" " * limit)[:limit]:
                if self.stopping.wait(seconds):
                    return
                try:
                    handler.wfile.write(bytes([byte]))
                    handler.wfile.flush()
                except OSError:
                    return

        return write


def _server_context(certificate, key):
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    with tempfile.TemporaryDirectory() as folder:  # ssl reads a certificate chain only from files
        chain = Path(folder) / "chain.pem"
        chain.write_bytes(key + certificate)
        context.load_cert_chain(chain)
    return context


class _Handler(BaseHTTPRequestHandler):
    timeout = 10  # a client that sends nothing does not keep a thread

    def do_GET(self):  # noqa: N802 (http.server's name)
        fake = self.server.fake
        path = self.path.split("?", 1)[0]
        fake.hits.append(self.path)
        route = fake.routes.get(path) or next(
            (write for prefix, write in fake.routes.items() if prefix.endswith("*") and path.startswith(prefix[:-1])),
            None,
        )
        if route is None:
            self.send_error(404)
            return
        route(self)

    def log_message(self, format, *args):  # noqa: A002 (http.server's name)
        pass
