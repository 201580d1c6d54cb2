"""A deadline for reading each request, headers and body: the client socket of a gunicorn worker.

A socket's own timeout only bounds each wait: a client that trickles one byte every 10 s never
trips a 30 s timeout and holds its connection (a greenlet and a file descriptor) for as long as it
likes; a few thousand such clients fill every worker's ``worker_connections``. :class:`ReadDeadline`
wraps the client socket and bounds every ``recv`` by what is left of the request's reading budget
as well: the clock starts with the request's first byte and the budget covers its headers and its
whole body, chunked or not. The app's own work and the writing of its answer are not counted
(they never read from the socket), so a large answer to a slow reader is bounded only by the
socket's idle timeout, as before.

When the budget is spent while the app reads the body, the read raises :class:`ReadDeadlineExceeded`
(a ``TimeoutError``: the app answers 408, see api/jsonbody.py); the connection is then done, and
any later read — gunicorn reading the next request or what is left of this body — ends it without
a word in the log (``NoMoreData``: the client is gone as far as the server is concerned). A
deadline met while waiting for headers ends the connection the same way.

:meth:`ReadDeadline.shed` ends the budget at once, from another greenlet (a worker with more
connections than its share lets go of the oldest waiting one, api/connection_shedding.py): a read
waiting for the client is woken and ends as at the deadline. ``receiving`` tells whether the
connection is waiting for its client right now.

>>> import socket
>>> a, b = socket.socketpair()
>>> wrapped = ReadDeadline(a, idle=5, budget=0.05)
>>> b.sendall(b"GET / HTTP/1.1\\r\\n")
>>> wrapped.recv(100)
b'GET / HTTP/1.1\\r\\n'
>>> wrapped.in_app = True
>>> wrapped.recv(100)  # nothing more comes within the budget
Traceback (most recent call last):
...
api.read_deadline.ReadDeadlineExceeded: the request took longer than 0.05 s to arrive
>>> wrapped.in_app = False
>>> wrapped.recv(100)
Traceback (most recent call last):
...
gunicorn.http.errors.NoMoreData: No more data after: b''
>>> a.close(); b.close()
"""

from __future__ import annotations

import contextlib
import socket
import time
from typing import Any, NoReturn

from gunicorn.http.errors import NoMoreData


class ReadDeadlineExceeded(socket.timeout):
    """The request was not all there within its budget."""


class ReadDeadline:
    """``sock`` whose reads share one deadline per request (``budget`` seconds from its first
    byte); each single wait is still bounded by ``idle`` seconds too."""

    def __init__(self, sock: socket.socket, idle: float, budget: float):
        self._sock = sock
        self._idle = idle
        self._budget = budget
        self._deadline: float | None = None
        self._expired = False
        #: True while a read waits for the client's bytes (what a worker may let go of)
        self.receiving = False
        #: True while the app handles a request (set by the worker): a spent budget is then an
        #: error the app answers (408); outside, gunicorn's parser just closes the connection.
        self.in_app = False

    def next_request(self) -> None:
        """A request was answered: the next one gets a budget of its own (not after a spent one)."""
        if not self._expired:
            self._deadline = None

    def shed(self) -> None:
        """Let go of this connection now: its budget is spent, a read waiting is woken (gevent
        cancels the wait of a socket shut for reading) and ends as at the deadline."""
        self._expired = True
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RD)

    def recv(self, size: int, *flags: int) -> bytes:
        self._check()
        if self._deadline is None:  # waiting for a request's first byte: keep-alive's business
            data = self._receive(size, *flags)
            self._deadline = time.monotonic() + self._budget
            return data
        remaining = self._deadline - time.monotonic()
        if remaining <= 0:
            self._spent()
        self._sock.settimeout(min(self._idle, remaining))
        try:
            return self._receive(size, *flags)
        except TimeoutError:
            if self._deadline - time.monotonic() <= 0:
                self._spent()
            raise
        finally:
            self._sock.settimeout(self._idle)  # writing the answer: the idle timeout only

    def _receive(self, size: int, *flags: int) -> bytes:
        self.receiving = True
        try:
            data = self._sock.recv(size, *flags)
        except OSError:
            self._check()  # shed meanwhile: as at the deadline
            raise
        finally:
            self.receiving = False
        self._check()  # shed meanwhile (the end of the stream it read): as at the deadline
        return data

    def recv_into(self, buffer: bytearray | memoryview, nbytes: int = 0, *flags: int) -> int:
        data = self.recv(nbytes or len(buffer), *flags)
        buffer[: len(data)] = data
        return len(data)

    def _check(self) -> None:
        if self._expired:
            self._spent()

    def _spent(self) -> NoReturn:
        self._expired = True
        if self.in_app:
            raise ReadDeadlineExceeded(f"the request took longer than {self._budget:g} s to arrive")
        raise NoMoreData(b"")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)
