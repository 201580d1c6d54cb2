"""An own rule set as a round's default and a tournament's rules (issue 35): ``custom_profile``
on rounds and tournaments, the overlay their sheets are made with; NULL keeps the official
profile of ``profile_id``, so every existing round and tournament stays as it is.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-07 13:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("rounds", "tournaments")


def upgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(sa.Column("custom_profile", sa.JSON(), nullable=True))


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("custom_profile")
