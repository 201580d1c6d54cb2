"""A rate-limit counter shared by every worker process on this machine (``machine://``).

gunicorn loads the app once in its master and forks the workers from it (``preload_app``), so a
table in shared memory made when the app is created is the same table in every worker, and in
every worker recycled later. The counts a client sees in ``RateLimit-Remaining`` are then the
machine's, not one worker's: five workers enforce the advertised limit once, not five times.
Several machines need a shared store of their own (``redis://``).

The table is an anonymous shared mapping of ``SLOTS`` fixed-window counters, found by a 64-bit
hash of the key with a short linear probe. A slot whose window has ended is free again; when
every probed slot is live, the one whose window ends first is taken over (its client starts a new
window: with 65,536 slots that takes tens of thousands of clients in one minute). Each operation
holds a process lock (threads, greenlets) and a POSIX record lock on a private temporary file
(processes): the kernel drops the latter if its holder dies, so a killed worker never leaves the
table locked.

It is a ``limits`` storage, so ``limits``' fixed-window strategy counts with it:

>>> from limits import parse
>>> from limits.strategies import FixedWindowRateLimiter
>>> limiter = FixedWindowRateLimiter(MachineStorage("machine://"))
>>> item = parse("2 per minute")
>>> [limiter.hit(item, "client", "endpoint") for _ in range(3)]
[True, True, False]
>>> limiter.get_window_stats(item, "client", "endpoint").remaining
0
"""

from __future__ import annotations

import errno
import fcntl
import functools
import hashlib
import mmap
import struct
import tempfile
import threading
import time
from typing import Any

from limits.storage import Storage

SLOTS = 65_536
PROBES = 8
#: seconds between tries for a lock another process holds: 50 µs, doubling up to 1 ms
FIRST_PAUSE = 0.00005
LONGEST_PAUSE = 0.001
_SLOT = struct.Struct("<Qdq")  # key hash, window end (epoch seconds), count


class MachineStorage(Storage):
    """Fixed-window counters in memory shared by the processes forked after it was made."""

    STORAGE_SCHEME = ["machine"]

    def __init__(
        self, uri: str | None = None, wrap_exceptions: bool = False, **options: Any
    ) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions)
        self._slots = int(options.get("slots", SLOTS))
        self._table = mmap.mmap(-1, self._slots * _SLOT.size)  # MAP_SHARED: seen by forks
        self._lockfile = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the storage
        self._local = threading.Lock()
        self._lock = _Locked(self._local, self._lockfile.fileno())  # holds no state of a caller

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        return OSError

    def hit(self, key: str, expiry: int, amount: int = 1) -> tuple[int, float]:
        """Count a hit: (the count in the key's window, the window's end), under one lock."""
        h = _hash(key)
        with self._locked():
            now = time.time()
            slot, (found, end, count) = self._find(h, now)
            if found != h or end <= now:
                end, count = now + expiry, 0
            count += amount
            _SLOT.pack_into(self._table, slot * _SLOT.size, h, end, count)
            return count, end

    # --- limits' storage interface ----------------------------------------------------------

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        return self.hit(key, expiry, amount)[0]

    def get(self, key: str) -> int:
        h = _hash(key)
        with self._locked():
            now = time.time()
            _, (found, end, count) = self._find(h, now)
            return count if found == h and end > now else 0

    def get_expiry(self, key: str) -> float:
        h = _hash(key)
        with self._locked():
            now = time.time()
            _, (found, end, _count) = self._find(h, now)
            return end if found == h and end > now else now

    def check(self) -> bool:
        return True

    def reset(self) -> int | None:
        with self._locked():
            self._table[:] = bytes(len(self._table))
        return None

    def clear(self, key: str) -> None:
        h = _hash(key)
        with self._locked():
            slot, (found, _end, _count) = self._find(h, time.time())
            if found == h:
                _SLOT.pack_into(self._table, slot * _SLOT.size, 0, 0.0, 0)

    # --- the table ----------------------------------------------------------------------------

    def _find(self, h: int, now: float) -> tuple[int, tuple[int, float, int]]:
        """The slot holding ``h``, else a free one, else the one whose window ends first."""
        start = h % self._slots
        best, best_row = start, None
        for i in range(PROBES):
            slot = (start + i) % self._slots
            row = _SLOT.unpack_from(self._table, slot * _SLOT.size)
            if row[0] == h:
                return slot, row
            if best_row is None or row[1] < best_row[1]:
                best, best_row = slot, row
        for i in range(PROBES):  # no slot of its own: the first free one
            slot = (start + i) % self._slots
            row = _SLOT.unpack_from(self._table, slot * _SLOT.size)
            if row[1] <= now:
                return slot, row
        return best, best_row  # type: ignore[return-value]

    def _locked(self) -> _Locked:
        return self._lock


class _Locked:
    __slots__ = ("fd", "local")

    def __init__(self, local: threading.Lock, fd: int) -> None:
        self.local, self.fd = local, fd

    def __enter__(self) -> _Locked:
        self.local.acquire()
        try:
            # Never block the process in the kernel (a gevent worker would stop serving all its
            # connections): try, let the others run, and try again after a growing pause. The
            # lock is held for microseconds, but a holder the scheduler has set aside holds it for
            # a time slice; trying again at once (as this did) burnt the CPU the holder needed
            # (bench_api at 32 connections, one key: settle ÷ echo 0.60 spinning, 0.69 pausing,
            # 0.70 without a rate limit, alternating rounds).
            wait = 0.0
            while True:
                try:
                    fcntl.lockf(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    return self
                except OSError as err:
                    if err.errno not in (errno.EAGAIN, errno.EACCES):
                        raise
                time.sleep(wait)
                wait = min(LONGEST_PAUSE, wait * 2 or FIRST_PAUSE)
        except BaseException:
            self.local.release()
            raise

    def __exit__(self, *exc: object) -> None:
        try:
            fcntl.lockf(self.fd, fcntl.LOCK_UN)
        finally:
            self.local.release()


@functools.lru_cache(maxsize=4096)  # the same clients call again and again
def _hash(key: str) -> int:
    """A stable 64-bit hash, never 0 (0 marks an empty slot)."""
    digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little") or 1
