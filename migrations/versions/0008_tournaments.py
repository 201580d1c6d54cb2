"""Turnier (issue 23): a tournament, its tables (each an ordinary sheet), the organiser's
corrections with their reasons, and the cup season that groups tournaments. Sheets are not changed: a table is a row of its own keyed by
the sheet's id.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02 09:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("date", sa.String(length=10), nullable=True),
        sa.Column("place", sa.String(length=200), nullable=False),
        sa.Column("profile_id", sa.String(length=64), nullable=False),
        sa.Column("house_rules", sa.JSON(), nullable=False),
        sa.Column("cents_per_point", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("rounds_planned", sa.Integer(), nullable=False),
        sa.Column("deals_per_table", sa.Integer(), nullable=True),
        sa.Column("deals_per_dealer", sa.Integer(), nullable=True),
        sa.Column("rounds", sa.JSON(), nullable=False),
        sa.Column("edit_token_hash", sa.String(length=64), nullable=False),
        sa.Column("view_token_hash", sa.String(length=64), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
    )
    op.create_table(
        "tournament_tables",
        sa.Column("sheet_id", sa.String(length=36), nullable=False),
        sa.Column("tournament_id", sa.String(length=36), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("seats", sa.JSON(), nullable=False),
        sa.Column("locked", sa.Boolean(), nullable=False),
        sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_tables_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("sheet_id", name=op.f("pk_tournament_tables")),
        sa.UniqueConstraint(
            "tournament_id",
            "round_no",
            "table_no",
            name=op.f("uq_tournament_tables_tournament_id_round_no_table_no"),
        ),  # fmt: skip
    )
    op.create_index(
        op.f("ix_tournament_tables_tournament_id"), "tournament_tables", ["tournament_id"]
    )
    op.create_table(
        "tournament_corrections",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("tournament_id", sa.String(length=36), nullable=False),
        sa.Column("sheet_id", sa.String(length=36), nullable=False),
        sa.Column("entry_id", sa.String(length=36), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("reason", sa.String(length=500), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_corrections_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_corrections")),
    )
    op.create_index(
        op.f("ix_tournament_corrections_tournament_id"),
        "tournament_corrections",
        ["tournament_id"],
    )

    op.create_table(
        "cups",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("placement_points", sa.JSON(), nullable=False),
        sa.Column("best_of", sa.Integer(), nullable=False),
        sa.Column("tournaments", sa.JSON(), nullable=False),
        sa.Column("edit_token_hash", sa.String(length=64), nullable=False),
        sa.Column("view_token_hash", sa.String(length=64), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cups")),
    )


def downgrade() -> None:
    op.drop_table("cups")
    op.drop_table("tournament_corrections")
    op.drop_table("tournament_tables")
    op.drop_table("tournaments")
