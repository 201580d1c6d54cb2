"""Die Runde (issue 20): a round of members over many evenings, and the sheets that belong to it.

``rounds`` holds a round's title, its members (``[{id, name}]``, JSON: a round has a handful and
they are always read together), its defaults for new sheets (profile, house rules, cents, the
Kassa share) and its two tokens (hashed); ``deleted_rounds`` keeps only the id of a deleted
round (410). A sheet gains ``round_id`` (the round it belongs to, or null) and ``members``
(``{seat name: member id}``). Existing sheets belong to no round.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02 05:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "rounds",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("members", sa.JSON(), nullable=False),
        sa.Column("profile_id", sa.String(length=64), nullable=False),
        sa.Column("house_rules", sa.JSON(), nullable=False),
        sa.Column("cents_per_point", sa.Integer(), nullable=False),
        sa.Column("kitty_percent", sa.Integer(), nullable=False),
        sa.Column("edit_token_hash", sa.String(length=64), nullable=False),
        sa.Column("view_token_hash", sa.String(length=64), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
    )
    op.create_table(
        "deleted_rounds",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_deleted_rounds")),
    )
    with op.batch_alter_table("sheets") as batch:
        batch.add_column(sa.Column("round_id", sa.String(length=36), nullable=True))
        batch.add_column(sa.Column("members", sa.JSON(), nullable=True))
        batch.create_index("ix_sheets_round_id", ["round_id"])


def downgrade() -> None:
    with op.batch_alter_table("sheets") as batch:
        batch.drop_index("ix_sheets_round_id")
        batch.drop_column("members")
        batch.drop_column("round_id")
    op.drop_table("deleted_rounds")
    op.drop_table("rounds")
