"""Deleted sheets (issue 26, erasure): the tombstone of a sheet its owner deleted.

DELETE /sheets/{id} removes the sheet row, its entries and its token hashes; only the id and the
time stay here, so every later request on that id answers 410 Gone and the id is never created
again.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 01:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "deleted_sheets",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_deleted_sheets")),
    )


def downgrade() -> None:
    op.drop_table("deleted_sheets")
