"""The score-sheet store: a thin transactional shell — open, check, change, view.

``Store`` is the operations, one module each: ``creating`` (POST and PUT of a sheet), ``reading``
(a page, the changes), ``exporting`` (the export, read in pages), ``entries`` (PUT and DELETE of an entry), ``importing``,
``changing`` (PATCH: players renamed, the archive), ``erasing``, ``auditing``, ``rounds`` and
``seasons`` (Die Runde: a round, its sheets, its season and statistics), on what they share (``base``: the sessions, the frozen profiles, a
sheet opened under its token, its view). Each operation opens one transaction, checks the token
(``access``) and the input (``inputs``), changes the sheet and its entry log (settling entries
with ``settling``, the pot with ``pot``), and answers with a view (``views``); export, CSV and
import are ``transfer``, the audit is ``audit``. Those pure modules never touch a database.

Every write runs in one transaction that first locks the sheet (``SELECT … FOR UPDATE`` in
PostgreSQL, ``BEGIN IMMEDIATE`` in SQLite), checks the token, applies the change, bumps the sheet's
``version`` by one and moves the running totals by the entry's old and new contribution only — no
write ever reads the whole log. Entries are keyed by client UUIDs and carry a client revision:

* a new id is inserted; a higher revision replaces the stored one; a lower revision changes nothing
  (``stale``); the same revision with the same body changes nothing (``unchanged``); the same
  revision with a different body is a ``Conflict`` (two devices edited the same revision);
* DELETE makes a tombstone (a new revision that counts nothing); its record is kept, so nothing a
  user entered is dropped and a later PUT with a higher revision brings it back.

Entries are settled against the profile frozen into the sheet at creation (with its house rules),
so a later profile change never rewrites an old sheet.

A sheet of a family with a pot (Bayerisches Tarock: ``pot``) opens with the stake line and settles
each entry against the pot the live entries before it left: a new entry finds the pot of the
totals (an append stays O(players)); a change to an earlier entry that leaves a different pot
settles the later entries again, each a change of its own (a version each), up to the first that
finds the pot it found before.
"""

from __future__ import annotations

from sqlalchemy import text

from ..models import MAX_ENTRIES
from .auditing import Auditing
from .base import Id
from .changing import Changing
from .cups import Cups
from .entries import Entries
from .erasing import Erasing
from .exporting import Exporting
from .importing import Importing
from .reading import PAGE_DEFAULT, PAGE_MAX, Reading
from .seasons import Seasons
from .tournament_erasing import TournamentErasing
from .transfer import csv_text, csv_text_read
from .views import Outcome

__all__ = [
    "MAX_ENTRIES",
    "PAGE_DEFAULT",
    "PAGE_MAX",
    "Id",
    "Outcome",
    "Store",
    "csv_text",
    "csv_text_read",
]


class Store(
    TournamentErasing,
    Cups,
    Reading,
    Exporting,
    Entries,
    Importing,
    Changing,
    Erasing,
    Auditing,
    Seasons,
):  # Importing is a Creating too; Seasons is Rounds too; TournamentErasing (a Tournaments)
    # first: its _open wraps all
    """All operations on sheets and rounds. Methods taking ``token`` check it before anything else."""

    def ping(self) -> bool:
        with self.engine.connect() as conn:
            return conn.execute(text("SELECT 1")).scalar() == 1
