"""Open live streams per client (issue 32): one address (or one API key) holds at most
``EVENTS_MAX_STREAMS_PER_CLIENT`` streams at once, counted where the rate limit counts
(``RATELIMIT_STORAGE_URI``): ``machine://`` is one table for every worker of this machine
(api/ratelimit_machine.py), ``redis://…`` one for every machine. Before, one address could hold
every stream a process takes (400, then 503 for everyone) and, across workers and the streams'
5-minute lifetime, 1,500.

A stream that never says goodbye (its worker killed) must not count forever, so the count is kept
in buckets of time as wide as a stream can live (``EVENTS_LIFETIME`` and a margin for a client
that stopped reading): a stream is counted in the bucket it opened in and taken off it when it
ends, and the client's open streams are its counts in this bucket and the one before; a bucket's
counter expires by itself after three widths. Should the shared store stop answering, this
machine's table counts meanwhile (as the rate limit does), and each stream is taken off where it
was counted.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable

from limits.storage import Storage, storage_from_string

from .ratelimit_machine import MachineStorage

log = logging.getLogger(__name__)
#: a client that stopped reading holds its stream until gunicorn drops it (GUNICORN_TIMEOUT)
MARGIN = 60.0
RETRY_SECONDS = 30.0


class ClientStreams:
    """``take(client)``: a release function, or None when the client holds ``limit`` streams."""

    def __init__(self, uri: str, limit: int, lifetime: float, prefix: str) -> None:
        self.limit = limit
        self.width = lifetime + MARGIN
        self.expiry = math.ceil(3 * self.width)
        self.prefix = prefix
        shared = storage_from_string(uri or "machine://")
        assert isinstance(shared, Storage)  # (not an asyncio storage: no async+ scheme here)
        self.shared: Storage = shared
        self.fallback: Storage = MachineStorage()
        self.shared_dead_until = 0.0

    def take(self, client: str) -> Callable[[], None] | None:
        storage = self._storage()
        try:
            return self._take(storage, client)
        except Exception:  # noqa: BLE001 - the store down: count on this machine, never a 500
            if storage is self.fallback:
                raise
            log.warning("stream counts: store unreachable; counting on this machine for now")
            self.shared_dead_until = time.monotonic() + RETRY_SECONDS
            return self._take(self.fallback, client)

    def open_streams(self, client: str) -> int:
        bucket = self._bucket()
        storage = self._storage()
        return sum(max(0, storage.get(self._key(client, b))) for b in (bucket, bucket - 1))

    def _take(self, storage: Storage, client: str) -> Callable[[], None] | None:
        bucket = self._bucket()
        key = self._key(client, bucket)
        before = max(0, storage.get(self._key(client, bucket - 1)))
        held = storage.incr(key, self.expiry) + before
        if held > self.limit:
            storage.incr(key, self.expiry, -1)
            return None
        released = False

        def release() -> None:
            nonlocal released
            if released:
                return
            released = True
            try:
                storage.incr(key, self.expiry, -1)
            except Exception:  # noqa: BLE001 - its bucket expires by itself
                log.warning("stream counts: a stream's end could not be counted")

        return release

    def _storage(self) -> Storage:
        return self.fallback if self.shared_dead_until > time.monotonic() else self.shared

    def _bucket(self) -> int:
        return int(time.time() // self.width)

    def _key(self, client: str, bucket: int) -> str:
        return f"{self.prefix}/streams/{client}/{bucket}"
