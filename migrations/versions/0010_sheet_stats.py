"""A sheet's statistics kept with it (issue 32): ``sheets.stats``, per seat what a round's
statistics count from the sheet's live entries (api/db/store/stats_tally.py), moved by every write
in its transaction like the totals, so a round's statistics read one row per sheet.

The data migration counts every existing sheet's live entries once, sheet by sheet, with the
app's own counting (the tally must be what the store would have kept).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-07 13:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SHEETS = sa.table(
    "sheets", sa.column("id", sa.String), sa.column("players", sa.JSON), sa.column("stats", sa.JSON)
)
ENTRIES = sa.table(
    "entries",
    sa.column("sheet_id", sa.String),
    sa.column("seq", sa.BigInteger),
    sa.column("record", sa.JSON),
    sa.column("result", sa.JSON),
    sa.column("deleted", sa.Boolean),
)


def upgrade() -> None:
    from api.db.store.stats_tally import counted  # the store's counting, as of this revision

    with op.batch_alter_table("sheets") as batch:
        batch.add_column(
            sa.Column("stats", sa.JSON(), nullable=False, server_default=sa.text("'{}'"))
        )
    conn = op.get_bind()
    sheets = conn.execute(sa.select(SHEETS.c.id, SHEETS.c.players).order_by(SHEETS.c.id)).all()
    for sheet_id, players in sheets:
        live = conn.execute(
            sa.select(ENTRIES.c.seq, ENTRIES.c.record, ENTRIES.c.result)
            .where(ENTRIES.c.sheet_id == sheet_id, ENTRIES.c.deleted.is_(False))
            .order_by(ENTRIES.c.seq)
        ).all()
        if live:
            tally = counted(players, [(seq, record, result) for seq, record, result in live])
            conn.execute(SHEETS.update().where(SHEETS.c.id == sheet_id).values(stats=tally))


def downgrade() -> None:
    with op.batch_alter_table("sheets") as batch:
        batch.drop_column("stats")
