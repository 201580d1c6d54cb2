"""``GET /api/v1/sheets/{id}/events``: a sheet's changes as Server-Sent Events (api/events.py tells
how a write reaches the stream). Registered on the sheets blueprint: the token is checked first,
like on every sheet route; the view token is enough.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any
from uuid import UUID

from flask import Response, current_app, g, request
from flask.blueprints import BlueprintSetupState
from marshmallow.validate import Range

from shared_rules.types import JsonObject

from ..db import get_store
from ..db.errors import Gone, Invalid, StoreError
from ..events import EXTENSION, Notifier, StreamSlots, redis_url
from ..events_catchup import CatchUps
from ..events_clients import ClientStreams
from ..problems import problem_body, problem_response, problem_type
from ..schemas.base import StrictSchema
from ..schemas.fields import QueryInteger
from ..schemas.sheets import MAX_VERSION, ChangesSchema
from .sheets import blp, sheet_route

log = logging.getLogger(__name__)

#: Entries per event: a larger catch-up comes as several events, each with its own id. Small, so
#: that rendering one holds the worker's other requests only a moment (api/events_catchup.py).
PAGE = 25
#: What EventSource waits before it reconnects (ms), sent as the stream's first line.
RETRY_MS = 2000

DESCRIPTION = """A stream of the sheet's changes as Server-Sent Events (`text/event-stream`).

Every change of the sheet's version sends an event `change` whose `id` is the sheet version it
brings the client to and whose `data` is one line of JSON in the shape of
`GET /sheets/{id}/changes` (the changed entries, tombstones included, and the sheet with its
totals). The first event comes at once: what changed after the version in the `Last-Event-ID`
header (or the `since` query; the header wins), else none — with the totals either way. So a
client that reconnects with the id of the last event it got misses nothing; a catch-up of more
than 25 entries comes as several events.

The token travels in the `Authorization` header as on every sheet route (the view token is
enough): browsers read the stream with `fetch` and a body reader, since `EventSource` cannot send
the header. A comment line (`: keep-alive`) comes every 15 s; the server ends a stream after
5 minutes (reconnect with `Last-Event-ID`; `retry:` says after how long). When the sheet is
deleted, an event `gone` (data: the 410 problem) ends the stream. The token is checked again
before every event: when it no longer opens the sheet (the sheet left the round whose token it
is, the round was deleted) the stream ends without another event. One client (address, or API
key) holds at most a few streams at once (beyond: 429 with `Retry-After`); too many open
streams on one server: 503 with `Retry-After`."""


EXAMPLE = (
    "retry: 2000\n\n"
    'id: 7\nevent: change\ndata: {"sheet":{"id":"…","version":7,"totals":{…},…},"since":6,'
    '"version":7,"entries":[{"id":"…","revision":1,"deleted":false,…}],"more":false,'
    '"next_since":7}\n\n'
    ": keep-alive\n\n"
    'event: gone\ndata: {"type":"/api/v1/problems/sheet-gone","title":"This sheet was deleted",'
    '"status":410,"detail":"…"}\n\n'
)


#: One event of the stream, as an SSE parser hands it over (the stream is a sequence of them).
EVENT_SCHEMA = {
    "type": "object",
    "description": "One event of the stream (its fields); the stream is a sequence of events.",
    "properties": {
        "id": {
            "type": "string",
            "description": "The sheet version the event brings the client to.",
        },
        "event": {"type": "string", "enum": ["change", "gone"]},
        "data": {
            "type": "string",
            "description": "One line of JSON: the shape of `changes?since=` (`change`) or the "
            "410 problem (`gone`).",
        },
        "retry": {"type": "integer", "description": "Milliseconds to wait before reconnecting."},
    },
}


class EventsQuerySchema(StrictSchema):
    since = QueryInteger(
        validate=Range(0, MAX_VERSION),
        metadata={"description": "The last sheet version the client has (`Last-Event-ID` wins)."},
    )


@blp.record_once
def _notifier(state: BlueprintSetupState) -> None:
    config = state.app.config
    prefix = config.get("RATELIMIT_KEY_PREFIX") or "tarock"
    state.app.extensions[EXTENSION] = (
        Notifier(redis_url(config), channel=f"{prefix}:sheet-versions"),
        StreamSlots(int(config["EVENTS_MAX_STREAMS"])),
    )
    # made before gunicorn forks its workers: a machine:// table is then the same in every one
    state.app.extensions[CLIENTS] = ClientStreams(
        config.get("RATELIMIT_STORAGE_URI") or "machine://",
        int(config["EVENTS_MAX_STREAMS_PER_CLIENT"]),
        float(config["EVENTS_LIFETIME"]),
        prefix,
    )
    state.app.extensions[CATCH_UPS] = CatchUps(
        int(config["EVENTS_CATCHUPS_PER_CLIENT"]), int(config["EVENTS_CATCHUPS_PER_SHEET"])
    )


CLIENTS = "tarock_event_clients"
CATCH_UPS = "tarock_event_catchups"


#: the methods that change a sheet (PATCH: its names shown, its archive)
WRITES = ("PUT", "PATCH", "DELETE")


@blp.after_request
def _publish_write(response: Response) -> Response:
    """A write that changed a sheet (its ETag: the new version) wakes the sheet's streams, after
    its commit and its answer; a deleted sheet wakes them to tell their clients."""
    sheet_id = (request.view_args or {}).get("sheet_id")
    if request.method in WRITES and sheet_id is not None and response.status_code < 300:
        etag, _weak = response.get_etag()
        version = int(etag) if etag and etag.isdigit() else 0
        notifier = current_app.extensions[EXTENSION][0]
        # a write may change a linked sheet too (h19-life: a sheet continued, or that link gone)
        changed = [str(sheet_id), *g.pop("also_changed", ())]
        # once the answer is sent: the writer does not wait while its worker's streams send
        response.call_on_close(lambda: [notifier.publish(s, version) for s in changed])
    return response


def announce(response: Response, sheet_ids: Sequence[str], version: int = 0) -> Response:
    """Once ``response`` is sent, the streams of ``sheet_ids`` look at their sheet again: a write
    on another resource changed who may read them (a round deleted) or erased them."""
    notifier = current_app.extensions[EXTENSION][0]
    response.call_on_close(lambda: [notifier.publish(s, version) for s in sheet_ids])
    return response


@sheet_route("/<uuid:sheet_id>/events", errors=(422, 429, 503))
@blp.arguments(EventsQuerySchema, location="query")
@blp.doc(
    parameters=[  # replace those of the arguments: both listed here
        {
            "in": "query",
            "name": "since",
            "required": False,
            "schema": {"type": "integer", "minimum": 0, "maximum": MAX_VERSION},
            "description": "The last sheet version the client has (`Last-Event-ID` wins).",
        },
        {
            "in": "header",
            "name": "Last-Event-ID",
            "required": False,
            "schema": {"type": "string", "pattern": "^[0-9]*$"},
            "description": "The `id` of the last event the client got (a sheet version); "
            "empty: as if absent.",
        },
    ],
    responses={
        "200": {
            "description": DESCRIPTION,
            "content": {"text/event-stream": {"schema": EVENT_SCHEMA, "example": EXAMPLE}},
        }
    },
)
def sheet_events(query: Mapping[str, Any], sheet_id: UUID) -> Response:
    """Live updates: the sheet's changes as Server-Sent Events."""
    since = _last_event_id(query.get("since"))
    extension: tuple[Notifier, StreamSlots] = current_app.extensions[EXTENSION]
    notifier, slots = extension
    client = _client()
    release_client = current_app.extensions[CLIENTS].take(client)
    if release_client is None:
        crowded: Response = problem_response(  # (api/problems.py: untyped)
            429,
            detail="This client has as many live streams open as one client may; close one, "
            "or retry later (read changes?since= meanwhile).",
            headers={"Retry-After": "60"},
        )
        return crowded
    release_slot = None if notifier.draining else slots.take()
    if release_slot is None:
        release_client()
        busy: Response = problem_response(
            503,
            detail="This server has as many live streams open as it takes; retry shortly "
            "(or read changes?since= meanwhile).",
            headers={"Retry-After": "10"},
        )
        return busy
    config = current_app.config
    store, token = get_store(), _bearer()
    stream = _stream(  # the store needs no app context: nothing of the request is kept
        lambda since, limit: store.changes(sheet_id, token, since=since, limit=limit),
        lambda: store.version(sheet_id, token),
        notifier,
        str(sheet_id),
        since,
        token=token or "",
        client=client,
        catchups=current_app.extensions[CATCH_UPS],
        dumps=current_app.json.dumps,
        heartbeat=float(config["EVENTS_HEARTBEAT"]),
        lifetime=float(config["EVENTS_LIFETIME"]),
        poll=float(config["EVENTS_POLL"]),
    )
    response = Response(
        stream,
        mimetype="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
    # also when the client left before the first byte
    response.call_on_close(lambda: (release_slot(), release_client()))
    return response


def _client() -> str:
    """Whose streams these are: the API key's, else the address's (as the rate limit counts)."""
    key = g.get("api_key")
    return f"key:{key.id}" if key is not None else f"ip:{request.remote_addr or '-'}"


def _bearer() -> str | None:
    auth = request.authorization
    return auth.token if auth is not None and auth.type == "bearer" else None


def _last_event_id(since: int | None) -> int | None:
    """The version the client has: the Last-Event-ID header, else ``since``, else None (now)."""
    header = request.headers.get("Last-Event-ID")
    if header is None or header == "":
        return since
    text = header.strip()
    if not text.isascii() or not text.isdigit() or int(text) > MAX_VERSION:
        raise Invalid(
            "Last-Event-ID",
            header[:40],
            "expected the id of an event of this stream: a sheet version (a whole number ≥ 0)",
        )
    return int(text)


def _stream(
    changes: Callable[[int, int], JsonObject],
    version: Callable[[], int],
    notifier: Notifier,
    sheet_id: str,
    since: int | None,
    *,
    token: str,
    client: str,
    catchups: CatchUps,
    dumps: Callable[..., str],
    heartbeat: float,
    lifetime: float,
    poll: float,
) -> Iterator[str]:
    schema = ChangesSchema()

    behind = False  # the page asked for is a catch-up's: rendered, then a pause

    def render(after: int) -> tuple[int, str, bool, int]:
        with catchups.render(pause=behind):
            result = changes(after, PAGE)
            data = dumps(schema.dump(result), separators=(",", ":"))
        text = f"id: {result['next_since']}\nevent: change\ndata: {data}\n\n"
        return result["next_since"], text, result["more"], result["version"]

    start = time.monotonic()
    deadline = start + lifetime

    def ending() -> bool:
        return notifier.draining

    yield f"retry: {RETRY_MS}\n\n"
    last_sent = time.monotonic()
    with notifier.listen(sheet_id) as (waiter, feed):
        # with Redis a ring says when (a look each heartbeat catches a lost one); else the
        # feed looks every poll seconds for all the sheet's streams of a token in this process
        wait = heartbeat if notifier.live else min(poll, heartbeat)
        try:
            at = feed.version(token, version, 0)
            if since is None:
                since = at
            first = True
            while True:
                if first or at > since:
                    while True:  # every page of what changed after since
                        # far behind (a catch-up): each page in turn (api/events_catchup.py),
                        # never holding a turn while the client reads (or does not)
                        behind = at - since > PAGE
                        with catchups.turn(client, sheet_id, behind, deadline, ending) as turn:
                            if not turn:
                                return
                            after, text, more, rendered_at = feed.page(since, render)
                        # this stream's own token, looked at for this page's version (or
                        # later) and again after any write announced: else it ends here
                        at = feed.version(token, version, wait * 0.9, rendered_at)
                        yield text
                        since, last_sent = after, time.monotonic()
                        if not more or last_sent > deadline:
                            break
                    first = False
                now = time.monotonic()
                left = deadline - now
                if left <= 0:
                    return
                if now - last_sent >= heartbeat * 0.99:
                    yield ": keep-alive\n\n"
                    last_sent = now
                wait = heartbeat if notifier.live else min(poll, heartbeat)
                waiter.wait(min(wait, left, max(0.0, last_sent + heartbeat - now)) or 0.01)
                if notifier.draining:
                    return
                at = feed.version(token, version, wait * 0.9)
        except Gone as gone:
            body = problem_body(410, gone.title, gone.detail, type=problem_type(gone.slug))
            yield f"event: gone\ndata: {json.dumps(body, separators=(',', ':'))}\n\n"
        except StoreError as error:  # the token stopped opening the sheet: end, the client asks
            log.info("events: stream of %s ended: %s", sheet_id, error.slug)
