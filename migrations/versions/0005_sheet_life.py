"""The sheet's life (issue 19): renamed players, archive, a sheet continuing another.

``display_names`` maps a seat name to the name shown (the seat names stay the identity records
refer to); ``archived_at`` hides a sheet from the main list; ``continues``, ``continued_by`` and
``carry`` link a sheet to the one it continues with a changed table and carry the evening's totals
on. Existing sheets get no renames, no archive, no links.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-03 01:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("sheets") as batch:
        batch.add_column(
            sa.Column("display_names", sa.JSON(), nullable=False, server_default=sa.text("'{}'"))
        )
        batch.add_column(sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("continues", sa.String(length=36), nullable=True))
        batch.add_column(
            sa.Column("continued_by", sa.JSON(), nullable=False, server_default=sa.text("'[]'"))
        )
        batch.add_column(sa.Column("carry", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sheets") as batch:
        for column in ("carry", "continued_by", "continues", "archived_at", "display_names"):
            batch.drop_column(column)
