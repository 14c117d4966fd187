"""How the sync asks a scholarly database: politely, a few times at most, and stopping when told to.

Every request goes through labsite.outbound (https to the service's hosts only, one deadline,
a bounded answer). On top of it: a user agent naming this site and, when set, the address
LABSITE_SYNC_MAILTO (ORCID, dblp, OpenAlex and Crossref ask for one); a failure that may pass (no
answer in time, no connection, a server error) is asked again after a growing pause, a bounded
number of times; requests to one service are spaced (INTERVAL_SECONDS); a 429 stops the asking
at once, with the time the service gave (Retry-After).
"""

from __future__ import annotations

import datetime
import email.utils
import time

import httpx
from django.conf import settings
from django.utils import timezone

from labsite.outbound import USER_AGENT, OutboundClient, OutboundError

RETRIES = 2  # a request is asked at most this many times more
BACKOFF_SECONDS = 2.0  # the pause before the first retry; doubled before each next one
# Seconds between two requests to one service: dblp, a small service, answers 429 to requests in
# quick succession; OpenAlex takes at most ten a second, and so do the others here.
INTERVAL_SECONDS = {"dblp": 1.0, None: 0.1}
RATE_LIMIT_PAUSE = datetime.timedelta(hours=1)  # when a 429 says no time (or nonsense)
LONGEST_PAUSE = datetime.timedelta(days=7)  # a Retry-After of years is read as a week
TRANSIENT = (httpx.TimeoutException, httpx.TransportError)
SWITCHED_OFF = "Looking up members' publications is switched off on this site (LABSITE_LOOKUP=0)"


class SourceFailed(Exception):
    """Why a source gave nothing this time, in words a member can read (no trailing full stop)."""


class RateLimited(SourceFailed):
    """The source asked this site to wait until `until` (an aware datetime)."""

    def __init__(self, service, until):
        self.until = until
        local = timezone.localtime(until)
        super().__init__(
            f"{service} asked this site to wait (too many requests); checked again after {local:%d %b %H:%M}"
        )


def user_agent():
    mailto = settings.LABSITE_SYNC_MAILTO.strip()
    return f"{USER_AGENT} mailto:{mailto}" if mailto else USER_AGENT


def retry_after(value, now=None):
    """When a 429's Retry-After (seconds, or an HTTP date) says asking may resume; bounded both ways."""
    now = now or timezone.now()
    text = (value or "").strip()
    wait = None
    if text.isdigit():
        wait = datetime.timedelta(seconds=int(text[:9]))
    elif text:
        try:
            when = email.utils.parsedate_to_datetime(text)
        except (TypeError, ValueError):
            when = None
        if when is not None and when.tzinfo is not None:
            wait = when - now
    if wait is None or wait <= datetime.timedelta(0):
        wait = RATE_LIMIT_PAUSE if wait is None else datetime.timedelta(0)
    return now + min(wait, LONGEST_PAUSE)


class Fetcher:
    """Asks one service at a time; `retries` and `backoff` (seconds) bound how hard it tries."""

    def __init__(self, *, retries=RETRIES, backoff=None, sleep=time.sleep):
        self.retries = retries
        self.backoff = BACKOFF_SECONDS if backoff is None else backoff
        self.sleep = sleep
        self.last_asked = {}  # service -> time.monotonic() of its last request

    def _wait_turn(self, service):
        """Requests to one service at least its interval apart (one Fetcher serves a whole run)."""
        interval = INTERVAL_SECONDS.get(service, INTERVAL_SECONDS[None])
        if service in self.last_asked:
            wait = self.last_asked[service] + interval - time.monotonic()
            if wait > 0:
                self.sleep(wait)
        self.last_asked[service] = time.monotonic()

    def json(self, url, *, service, params=None):
        """The JSON object answered, or None when the service knows no such thing (404)."""
        return self._ask(lambda client: client.get_json(url, service=service, params=params), service)

    def text(self, url, *, service, params=None, accept="*/*"):
        """The text answered, or None when the service knows no such thing (404)."""
        answer = self._ask(lambda client: client.get(url, service=service, params=params, accept=accept), service)
        return None if answer is None else answer.text

    def _ask(self, call, service):
        for attempt in range(self.retries + 1):
            self._wait_turn(service)
            try:
                with OutboundClient(user_agent=user_agent()) as client:
                    return call(client)
            except OutboundError as err:
                if err.status == 429:
                    raise RateLimited(service, retry_after(err.retry_after)) from err
                may_pass = (err.status or 0) >= 500 or isinstance(err.__cause__, TRANSIENT)
                if not may_pass or attempt == self.retries:
                    tries = f" (asked {attempt + 1} times)" if attempt else ""
                    raise SourceFailed(f"{err}{tries}") from err
            self.sleep(self.backoff * 2**attempt)
        raise AssertionError("unreachable: the last attempt returns or raises")
