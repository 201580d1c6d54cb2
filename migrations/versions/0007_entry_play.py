"""The card-level record of a checked deal (issue 21): ``entries.play``.

A deal checked card by card on the phone (the "Nachprüfen" screen) keeps what was entered — the
talon, the discard, the tricks, the hands — with its entry, so the dispute can be looked at again
later and on the other phone. Existing entries have none.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("entries") as batch:
        batch.add_column(sa.Column("play", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("entries") as batch:
        batch.drop_column("play")
