"""How many sheets a round holds (issue 32): its season, statistics and view read one row per
sheet, so the round's sheets bound what one read of it costs.

A round of friends plays one evening a week, now and then two, and an evening is one sheet or a
few when the table changes (``continues``): 1,000 sheets is ten years of two evenings a week, or
twenty of one — no real round reaches it — and its season and statistics, from the sheets' stored
totals and tallies, are still read in well under a second (bench/bench_round_stats.py).
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..errors import Invalid
from ..models import Sheet

MAX_ROUND_SHEETS = 1_000


def check_round_room(session: Session, round_id: str) -> None:
    """Refuse a sheet more in a round that holds ``MAX_ROUND_SHEETS`` (the round locked)."""
    held = session.scalar(select(func.count()).select_from(Sheet).where(Sheet.round_id == round_id))
    if held is not None and held >= MAX_ROUND_SHEETS:
        raise Invalid(
            "round.id",
            round_id,
            f"a round holds at most {MAX_ROUND_SHEETS:,} sheets (this one has {held:,}): start a "
            "new round for the next years",
            kind="not-allowed",
        )
