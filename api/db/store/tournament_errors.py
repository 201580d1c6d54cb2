"""What the tournament store refuses beyond the sheet store's errors (issue 23); each is a
problem type of its own (``/api/v1/problems/<slug>``, registered by ``api.problems``)."""

from __future__ import annotations

from ..errors import Conflict


class TableLocked(Conflict):
    """The table's round is closed: its sheet is locked. The organiser corrects it with a reason
    (``PUT /tournaments/{id}/tables/{sheet id}/entries/{entry id}``). ``table`` names it."""

    slug, title = "table-locked", "This table's round is closed"


class RoundOrder(Conflict):
    """A round cannot be drawn or closed now: the one before is still open, the planned rounds
    are all drawn, or the round is closed already."""

    slug, title = "tournament-round-order", "Not the round's turn"


class TableInTournament(Conflict):
    """A table's sheet belongs to its tournament: it is not deleted or joined to a round alone."""

    slug, title = "tournament-table", "This sheet is a tournament's table"


class TableComplete(Conflict):
    """The table has played the deals its round is due (``deals_per_table``): a further deal is
    refused. A deal already written may still be changed or deleted while the round is open.
    ``table`` names it with ``deals_due``."""

    slug, title = "table-complete", "This table has played its deals"
