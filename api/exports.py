"""Sheet exports served bounded (issue 32): a few at once per process, per sheet and per client,
each streamed page by page with the worker's other requests served between the pages.

Sixty exports of a 10,000-entry sheet at once, each read and encoded whole, held a gevent worker's
CPU past gunicorn's timeout and got it killed. Now an export takes a slot first — at most
``EXPORTS_PER_CLIENT`` at once for one client (its API key, else its address: 429), at most
``EXPORTS_PER_SHEET`` of one sheet and ``EXPORTS_AT_ONCE`` in all per process (503), each with
``Retry-After`` — and is read in pages (``api.db.store.exporting``), encoded page by page, with
a yield to the worker's other greenlets (threads) after each. The bytes are those the whole
document encoded at once gave (tests/api/test_sheet_exports.py compares them).
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from flask import current_app
from marshmallow import Schema

from .db.store.exporting import JsonExport

EXTENSION = "tarock_exports"
#: Entries encoded between two yields to the worker's other requests (~0.3–0.5 ms each): a request
#: that arrives meanwhile waits a few ms per export running in its worker, not a page's worth.
PART_ENTRIES = 4
#: The pause after each part: a wait on the clock, so the worker looks at its sockets (a request
#: that arrived) before the next part; an export takes at most about half of its worker's time.
PAUSE = 0.005


class ExportSlots:
    """Exports running at once in this process: in all, per sheet, per client."""

    def __init__(self, at_once: int, per_sheet: int, per_client: int) -> None:
        self.at_once, self.per_sheet, self.per_client = at_once, per_sheet, per_client
        self.running = 0
        self.sheets: Counter[str] = Counter()
        self.clients: Counter[str] = Counter()
        self._lock = threading.Lock()

    def take(self, sheet: str, client: str) -> Callable[[], None] | str:
        """A release function, or why not: ``"client"`` (this client runs as many as it may),
        ``"sheet"`` (this sheet is being exported as often as it may) or ``"server"``."""
        with self._lock:
            if self.clients[client] >= self.per_client:
                return "client"
            if self.sheets[sheet] >= self.per_sheet:
                return "sheet"
            if self.running >= self.at_once:
                return "server"
            self.running += 1
            self.sheets[sheet] += 1
            self.clients[client] += 1
        released = False

        def release() -> None:
            nonlocal released
            with self._lock:
                if released:
                    return
                released = True
                self.running -= 1
                for counter, key in ((self.sheets, sheet), (self.clients, client)):
                    counter[key] -= 1
                    if counter[key] <= 0:
                        del counter[key]

        return release


def slots() -> ExportSlots:
    """This app's export slots (made on first use from its config)."""
    found = current_app.extensions.get(EXTENSION)
    if found is None:
        config = current_app.config
        found = current_app.extensions.setdefault(
            EXTENSION,
            ExportSlots(
                int(config["EXPORTS_AT_ONCE"]),
                int(config["EXPORTS_PER_SHEET"]),
                int(config["EXPORTS_PER_CLIENT"]),
            ),
        )
    return found  # type: ignore[no-any-return]


def json_parts(
    export: JsonExport, document: Schema, entry: Schema, dumps: Callable[..., str]
) -> Iterator[bytes]:
    """The export as ``jsonify`` wrote the whole document (compact, in ``document``'s field order,
    entries last, a final newline), in parts of ``PART_ENTRIES`` entries: the head with an empty
    entry list, cut before its ``[]}``, then the entries, then the close."""
    head = dumps(document.dump({**export.head, "entries": []}), separators=(",", ":"))
    if not head.endswith('"entries":[]}'):  # the schema must keep the entries last
        raise AssertionError("an export's entries must be its last field")
    yield head[: -len("[]}")].encode() + b"["
    comma = ""
    for page in export.pages:
        for at in range(0, len(page), PART_ENTRIES):
            part = page[at : at + PART_ENTRIES]
            text = ",".join(dumps(entry.dump(e), separators=(",", ":")) for e in part)
            yield (comma + text).encode()
            comma = ","
    yield b"]}\n"


def paced(parts: Iterable[Any], release: Callable[[], None]) -> Iterator[Any]:
    """``parts`` with a yield to the worker's other requests after each (``time.sleep(0)`` is
    gevent's cooperative yield once patched, and lets another thread run otherwise); the slot
    released after the last part (or when the answer is closed before: ``call_on_close``)."""
    try:
        for part in parts:
            if part:  # (an empty part would end a chunked answer early for some servers)
                yield part
            time.sleep(PAUSE)
    finally:
        release()
