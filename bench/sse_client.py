"""A plain Server-Sent Events reader over http.client, for the tests and the bench: one stream of
``GET /api/v1/sheets/{id}/events`` with the token in the header, events parsed as the HTML
standard says (fields until a blank line; ``:`` starts a comment; an event is dispatched only when
it has data)."""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass, field


@dataclass
class Event:
    id: str | None
    type: str
    data: object
    received: float = 0.0


@dataclass
class EventStream:
    port: int
    sheet_id: str
    token: str | None
    last_event_id: str | None = None
    query: str = ""
    timeout: float = 30
    host: str = "127.0.0.1"
    comments: int = 0
    retry: int | None = None
    status: int = 0
    headers: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        headers = {"Accept": "text/event-stream"}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        if self.last_event_id is not None:
            headers["Last-Event-ID"] = self.last_event_id
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        self.conn.request(
            "GET", f"/api/v1/sheets/{self.sheet_id}/events{self.query}", headers=headers
        )
        self.response = self.conn.getresponse()
        self.status = self.response.status
        self.headers = dict(self.response.getheaders())

    def body(self) -> bytes:
        """The whole answer (for refusals)."""
        return self.response.read()

    def next(self) -> Event | None:
        """The next event, or None when the server ended the stream."""
        import time

        event_id, event_type, data = None, "message", []
        while True:
            line = self.response.readline()
            if not line:
                return None
            text = line.decode("utf-8").rstrip("\r\n")
            if text == "":
                if data:
                    payload = "\n".join(data)
                    return Event(event_id, event_type, json.loads(payload), time.monotonic())
                event_id, event_type, data = None, "message", []
                continue
            if text.startswith(":"):
                self.comments += 1
                continue
            name, _, value = text.partition(":")
            value = value.removeprefix(" ")
            if name == "id":
                event_id = value
            elif name == "event":
                event_type = value
            elif name == "data":
                data.append(value)
            elif name == "retry" and value.isdigit():
                self.retry = int(value)

    def close(self) -> None:
        self.conn.close()
