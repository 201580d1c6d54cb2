"""Live updates of a sheet (``GET /api/v1/sheets/{id}/events``): how a write wakes its streams.

The database stays the source of truth: a notification only says "sheet S is at version V now",
and a woken stream reads what changed from the database (``Store.changes``), so a notification
that is lost or comes twice only delays an event or costs one cheap query, never loses one.

* A write publishes the sheet's new version after its commit (``Notifier.publish``): to the
  streams of this process at once, and on Redis pub/sub (``EVENTS_REDIS_URL``; by default the
  rate limiter's ``RATELIMIT_STORAGE_URI`` when that is ``redis://…``) for every other worker and
  instance. Each process keeps one subscription (a background thread — a greenlet under gevent),
  not one per stream.
* Without Redis (``make run``: SQLite, one machine), or while Redis is unreachable, a stream also
  looks at its sheet's version every ``EVENTS_POLL`` seconds (one indexed row read): a write in
  another worker reaches it within that time, one in this worker at once.
* A stream holds no database connection while it waits: each look opens a session and closes it.
* Streams are bounded per process (``EVENTS_MAX_STREAMS``: a greenlet and a socket each) and in
  lifetime (``EVENTS_LIFETIME`` seconds; the client reconnects with ``Last-Event-ID``), and send a
  comment line every ``EVENTS_HEARTBEAT`` seconds so proxies keep the connection.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
import weakref
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import redis

log = logging.getLogger(__name__)

EXTENSION = "tarock_events"
#: After Redis fails: publish only in-process (and streams poll) for this long, then try again.
RETRY_SECONDS = 5.0


def redis_url(config: Mapping[str, Any]) -> str | None:
    """Where notifications travel between processes: ``EVENTS_REDIS_URL`` (``""``: nowhere), else
    the rate limiter's storage when that is Redis, else None (in-process, streams poll)."""
    url = config.get("EVENTS_REDIS_URL")
    if url is None:
        url = config.get("RATELIMIT_STORAGE_URI") or ""
    return url if urlsplit(url).scheme in ("redis", "rediss", "unix") else None


class Waiter:
    """One stream's doorbell: ``wait`` returns True when its sheet (may have) changed."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def ring(self) -> None:
        self._event.set()

    def wait(self, timeout: float) -> bool:
        rung = self._event.wait(timeout)
        self._event.clear()  # before the caller reads the database: a later ring is kept
        return rung


class Feed:
    """What the streams of one sheet in this process share, so that 200 displays of one sheet
    cost about what one costs: one look at its version per token at a time (``version``), and
    each page of changes read and rendered once per version (``pages``), not once per stream.

    A look is made with a stream's own token (the store opens the sheet under it as any GET
    does) and shared only by the streams holding the same token: a sheet that left its round, a
    round deleted, a token no longer valid ends exactly the streams of that token, however many
    others of the sheet read on (issue 32). The shared page is only the rendering; each stream
    sends it only after its own token was looked at, at that page's version or later."""

    def __init__(self) -> None:
        self.lock = threading.Lock()  # a gevent lock under gunicorn: the others wait, cheaply
        self.listeners = 0
        self._version = -1  # the newest version a look found
        self._checked = 0.0
        self._rung = False  # a write was announced after the last look: look again
        self._looks: dict[str, int] = {}  # token → the version its look found (this round)
        self._pages: dict[int, tuple[int, str, bool, int]] = {}  # since → (next, text, more, at)

    def ring(self) -> None:
        self._rung = True

    def version(
        self, token: str, read: Callable[[], int], max_age: float, at_least: int = 0
    ) -> int:
        """The sheet's version as ``token`` opens it: looked at again when a write was announced
        since the last round of looks, the last round is older than ``max_age`` seconds, or this
        token's look found less than ``at_least``. ``read`` raises what the store answers a
        token that no longer opens the sheet (nothing of it is kept: the next stream looks
        itself)."""
        with self.lock:
            now = time.monotonic()
            if self._rung or now - self._checked > max_age:
                self._rung = False  # before reading: a ring during the read is kept
                self._checked = now
                self._looks = {}
            found = self._looks.get(token)
            if found is None or found < at_least:
                found = self._looks[token] = read()
                if found > self._version:
                    self._version, self._pages = found, {}
            return found

    def page(
        self, since: int, render: Callable[[int], tuple[int, str, bool, int]]
    ) -> tuple[int, str, bool, int]:
        """(next_since, event text, more, the version it was rendered at) of the changes after
        ``since``, rendered once while the version stays."""
        with self.lock:
            cached = self._pages.get(since)
            if cached is None:
                cached = render(since)
                if len(self._pages) > 64:  # clients far behind each want their own: bounded
                    self._pages.clear()
                if cached[3] >= self._version:  # (a page of a version no look found: not kept)
                    self._pages[since] = cached
            return cached


#: Every notifier of this process (one per app), for ``end_streams``.
_notifiers: weakref.WeakSet[Notifier] = weakref.WeakSet()


def end_streams() -> None:
    """The server is shutting down (gunicorn's SIGTERM, deploy/gunicorn.conf.py): every stream
    ends now — its client reconnects, with Last-Event-ID, to a server that stays — instead of
    holding the worker until its graceful timeout."""
    for notifier in list(_notifiers):
        notifier.draining = True
        notifier._ring_all()


class Notifier:
    """Per process: who listens to which sheet, and the Redis channel between processes."""

    def __init__(self, url: str | None, channel: str = "tarock:sheet-versions") -> None:
        _notifiers.add(self)
        #: True once the server shuts down: streams end, none start
        self.draining = False
        self.url = url
        self.channel = channel
        self._lock = threading.Lock()
        self._waiters: dict[str, set[Waiter]] = {}
        self._feeds: dict[str, Feed] = {}
        self._pid = 0  # the process the listener thread and the Redis clients belong to
        self._publisher: redis.Redis | None = None  # made in the process that uses it
        self._subscribed = False
        self._listener_started = False
        self._dead_until = 0.0

    @property
    def live(self) -> bool:
        """True while this process hears every other's writes (Redis subscribed): streams then
        need not poll, only look now and then in case a notification was lost."""
        return self._subscribed

    # --- writers ----------------------------------------------------------------------------

    def publish(self, sheet_id: str, version: int) -> None:
        """After a write's commit: wake this process's streams of the sheet, tell the others.
        Never raises: a write must not fail because nobody could be told (they poll)."""
        self._ring(sheet_id)
        if self.url is None or time.monotonic() < self._dead_until:
            return
        try:
            self._redis_publisher().publish(self.channel, f"{sheet_id} {version}")
        except Exception:  # noqa: BLE001 - Redis down: the streams fall back to polling
            log.warning("events: Redis unreachable; streams poll the database for now")
            self._dead_until = time.monotonic() + RETRY_SECONDS
            self._publisher = None

    # --- streams ----------------------------------------------------------------------------

    @contextlib.contextmanager
    def listen(self, sheet_id: str) -> Iterator[tuple[Waiter, Feed]]:
        """A stream's doorbell for the sheet, and the sheet's feed it shares with the others."""
        self._start_listener()
        waiter = Waiter()
        with self._lock:
            self._waiters.setdefault(sheet_id, set()).add(waiter)
            feed = self._feeds.setdefault(sheet_id, Feed())
            feed.listeners += 1
        try:
            yield waiter, feed
        finally:
            with self._lock:
                waiters = self._waiters.get(sheet_id)
                if waiters is not None:
                    waiters.discard(waiter)
                    if not waiters:
                        del self._waiters[sheet_id]
                feed.listeners -= 1
                if feed.listeners == 0:
                    self._feeds.pop(sheet_id, None)

    def _ring(self, sheet_id: str) -> None:
        with self._lock:
            waiters = list(self._waiters.get(sheet_id, ()))
            feed = self._feeds.get(sheet_id)
        if feed is not None:
            feed.ring()  # first: a woken stream must find its feed's version stale
        for waiter in waiters:
            waiter.ring()

    def _ring_all(self) -> None:
        with self._lock:
            waiters = [w for ws in self._waiters.values() for w in ws]
            feeds = list(self._feeds.values())
        for feed in feeds:
            feed.ring()
        for waiter in waiters:
            waiter.ring()

    # --- Redis --------------------------------------------------------------------------------

    def _own_process(self) -> None:
        """Clients and threads do not survive a fork (gunicorn forks workers from the master)."""
        if self._pid != os.getpid():
            self._pid = os.getpid()
            self._publisher = None
            self._subscribed = False
            self._listener_started = False

    def _redis_publisher(self) -> redis.Redis:
        self._own_process()
        if self._publisher is None:
            import redis

            from .redis_budget import one_attempt

            assert self.url is not None  # publish() asks only with a url
            # the writer's request waits for it: one attempt, no retries (api/redis_budget.py)
            self._publisher = redis.Redis.from_url(self.url, **one_attempt())
        return self._publisher

    def _start_listener(self) -> None:
        if self.url is None:
            return
        with self._lock:
            self._own_process()
            if self._listener_started:
                return
            self._listener_started = True
        threading.Thread(target=self._listen_forever, name="sheet-events", daemon=True).start()

    def _listen_forever(self) -> None:
        import redis

        assert self.url is not None  # started only with a url
        pause = 0.5
        while True:
            try:
                client = redis.Redis.from_url(
                    self.url, socket_connect_timeout=2.0, health_check_interval=30
                )
                with client.pubsub(ignore_subscribe_messages=True) as pubsub:
                    pubsub.subscribe(self.channel)
                    pubsub.get_message(timeout=2.0)  # the subscription's confirmation
                    self._subscribed = True
                    self._ring_all()  # whatever happened while not subscribed: look again
                    pause = 0.5
                    for message in pubsub.listen():
                        self._heard(message)
            except Exception:  # noqa: BLE001 - keep trying; meanwhile the streams poll
                if self._subscribed:
                    log.warning("events: lost the Redis subscription; streams poll meanwhile")
            self._subscribed = False
            time.sleep(pause)
            pause = min(pause * 2, 30.0)

    def _heard(self, message: Mapping[str, Any]) -> None:
        data = message.get("data")
        if message.get("type") != "message" or not isinstance(data, bytes):
            return
        sheet_id, _, _version = data.decode("ascii", "replace").partition(" ")
        self._ring(sheet_id)


class StreamSlots:
    """At most ``limit`` streams open at once in this process."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.open = 0
        self._lock = threading.Lock()

    def take(self) -> Callable[[], None] | None:
        """A release function, or None when every slot is taken."""
        with self._lock:
            if self.open >= self.limit:
                return None
            self.open += 1
        released = False

        def release() -> None:
            nonlocal released
            with self._lock:
                if not released:
                    released = True
                    self.open -= 1

        return release
