"""Erasing a tournament for good (issue 23): its row, its tables, the organiser's corrections and
every table's sheet with its entries go in one transaction; a tombstone of each sheet's id stays
(a table phone's later request on its sheet is a 410, as for any deleted sheet). A cup that
counted the tournament keeps its id and leaves it out of the standing."""

from __future__ import annotations

from sqlalchemy import delete, select

from ..models import DeletedSheet, Entry, Sheet, TournamentCorrection, TournamentTable, utcnow
from .base import Id
from .tournaments import Tournaments


class TournamentErasing(Tournaments):
    def delete_tournament(self, tournament_id: Id, token: str | None) -> list[str]:
        """Erase the tournament (organiser's token) with every table's sheet; returns the ids of
        the sheets erased (their live streams are told). Writes in flight on a table finish
        first: the tables' sheets are locked for update before they go."""
        with self._write.begin() as session:
            held, _role = self._open_tournament(session, tournament_id, token, write=True)
            sheet_ids = list(
                session.scalars(
                    select(TournamentTable.sheet_id)
                    .where(TournamentTable.tournament_id == held.id)
                    .order_by(TournamentTable.round_no, TournamentTable.table_no)
                ).all()
            )
            if sheet_ids:
                session.scalars(
                    select(Sheet.id).where(Sheet.id.in_(sheet_ids)).with_for_update()
                ).all()
                session.execute(delete(Entry).where(Entry.sheet_id.in_(sheet_ids)))
                session.execute(delete(Sheet).where(Sheet.id.in_(sheet_ids)))
                now = utcnow()
                session.add_all(DeletedSheet(id=s, deleted_at=now) for s in sheet_ids)
            session.execute(
                delete(TournamentCorrection).where(TournamentCorrection.tournament_id == held.id)
            )
            session.execute(delete(TournamentTable).where(TournamentTable.tournament_id == held.id))
            session.delete(held)
        for sheet_id in sheet_ids:
            self._profiles.forget(sheet_id)
        return sheet_ids
