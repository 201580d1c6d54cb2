"""Rate limiting of the API: per client address and endpoint, RateLimit-* headers, 429.

A request with a valid API key (api/apikeys.py, ``g.api_key``) is counted under the key's own
limits instead, per key across every route, in the same storage.

The counting is done by ``limits``, the library flask-limiter is built on, with the same settings
(``RATELIMIT_API``, ``RATELIMIT_STORAGE_URI``, ``RATELIMIT_STRATEGY``, ``RATELIMIT_KEY_PREFIX``,
``RATELIMIT_ENABLED``), in one ``before_request`` hook. flask-limiter itself is not wired in: its
per-request pass (resolving decorated, blueprint and default limits and their exemptions, then
reading the window again for the headers) cost more than the whole settlement, and POST /settle
fell to half the requests per second of a bare echo endpoint (``make bench``).

The headers tell the truth with several workers: the default store, ``machine://``
(api/ratelimit_machine.py), is one table in memory shared by every worker gunicorn forks on this
machine, and ``redis://…`` is shared by every machine. (``memory://`` counts per process: one
worker, or tests.)

If the shared storage stops answering, counting goes on in this machine's table and the storage
is tried again after ``RETRY_SECONDS``: a rate limiter must never turn into a 500.
"""

import functools
import logging
import math
import time
from collections.abc import Iterable, Sequence

from flask import Blueprint, Flask, Response, g, request
from limits import RateLimitItem, parse_many
from limits.storage import storage_from_string
from limits.strategies import STRATEGIES, FixedWindowRateLimiter, RateLimiter
from limits.util import WindowStats
from werkzeug.exceptions import TooManyRequests

from . import headerlist
from .ratelimit_machine import MachineStorage

log = logging.getLogger(__name__)
RETRY_SECONDS = 30.0
#: the headers ``write_headers`` adds (lower case)
#: (the limit, whether this request is within it, its window)
_Verdict = tuple[RateLimitItem, bool, WindowStats]
HEADER_NAMES = headerlist.names_of(
    [(name, "") for name in ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")]
    + [("RateLimit-Policy", ""), ("Retry-After", "")]
)


class ApiRateLimit:
    """The ``RATELIMIT_API`` limits, counted per client address and endpoint of the blueprints."""

    def __init__(self, app: Flask, blueprints: Iterable[Blueprint]) -> None:
        config = app.config
        self.enabled = bool(config.get("RATELIMIT_ENABLED", True))
        self.items = sorted(parse_many(config["RATELIMIT_API"]), key=lambda i: i.get_expiry())
        self.blueprints = frozenset(b.name for b in blueprints)
        self.prefix = config.get("RATELIMIT_KEY_PREFIX") or "api"
        self.headers = bool(config.get("RATELIMIT_HEADERS_ENABLED", True))
        strategy = STRATEGIES[config.get("RATELIMIT_STRATEGY", "fixed-window")]
        uri = config.get("RATELIMIT_STORAGE_URI") or "machine://"
        options = config.get("RATELIMIT_STORAGE_OPTIONS") or {}
        self.shared = strategy(storage_from_string(uri, **options))
        self.fallback = strategy(MachineStorage())
        self.shared_dead_until = 0.0
        app.before_request(self.check)
        app.after_request(self.write_headers)

    def check(self) -> None:
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
        if not self.enabled or req.blueprint not in self.blueprints:
            return
        context = g._get_current_object()
        key = context.get("api_key")
        args: tuple[str, ...]
        if key is not None:  # the key's own limits, whatever the address and route
            items, args = key.items, (self.prefix, f"key:{key.id}", "*")
        else:
            items = self.items
            args = (self.prefix, req.remote_addr or "-", req.endpoint or "-")
        if self.shared_dead_until > time.monotonic():
            verdicts = self._hit(self.fallback, items, args)
        else:
            try:
                verdicts = self._hit(self.shared, items, args)
            except Exception:  # noqa: BLE001 - storage down: count in memory, never fail the request
                log.warning("rate limit storage unreachable: counting on this machine for now")
                self.shared_dead_until = time.monotonic() + RETRY_SECONDS
                verdicts = self._hit(self.fallback, items, args)
        # the binding limit: the first one breached, else the one with the fewest requests left
        breached = [v for v in verdicts if not v[1]]
        item, ok, window = breached[0] if breached else min(verdicts, key=lambda v: v[2][1])
        context.rate_limit = (item, window)
        if not ok:
            raise TooManyRequests(description=str(item))

    def _hit(
        self, strategy: RateLimiter, items: Sequence[RateLimitItem], args: tuple[str, ...]
    ) -> list[_Verdict]:
        storage = strategy.storage
        if isinstance(storage, MachineStorage) and isinstance(strategy, FixedWindowRateLimiter):
            # the machine table counts and reads a window under one lock
            verdicts: list[_Verdict] = []
            for item in items:
                count, end = storage.hit(_key_for(item, args), item.get_expiry())
                window = WindowStats(end, max(0, item.amount - count))
                verdicts.append((item, count <= item.amount, window))
            return verdicts
        return [
            (item, strategy.hit(item, *args), strategy.get_window_stats(item, *args))
            for item in items
        ]

    def write_headers(self, response: Response) -> Response:
        current = g.get("rate_limit") if self.headers else None
        if current is None:
            return response
        item, (reset_at, remaining) = current
        reset = max(0, math.ceil(reset_at - time.time()))
        pairs = [
            ("RateLimit-Limit", str(item.amount)),
            ("RateLimit-Remaining", str(max(0, remaining))),
            ("RateLimit-Reset", str(reset)),
            ("RateLimit-Policy", f"{item.amount};w={item.get_expiry()}"),
        ]
        if response.status_code == 429:
            pairs.append(("Retry-After", str(max(1, reset))))
        # digits and ";w=": nothing to check
        headerlist.put(response.headers, headerlist.Block(pairs, HEADER_NAMES))
        return response


@functools.lru_cache(maxsize=4096)
def _key_for(item: RateLimitItem, args: tuple[str, ...]) -> str:
    """``item.key_for(*args)``, made once per client and route: the same string every request."""
    return item.key_for(*args)
