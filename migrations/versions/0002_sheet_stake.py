"""A sheet's stake: sheets of a family with a pot (Bayerisches Tarock, issue 14).

The pot itself lives in the sheet's ``totals`` JSON (``totals.pot``) and in each entry's result;
only the stake, chosen when the sheet is created, needs a column. Königrufen sheets keep NULL.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01 00:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("sheets", schema=None) as batch_op:
        batch_op.add_column(sa.Column("stake", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sheets", schema=None) as batch_op:
        batch_op.drop_column("stake")
