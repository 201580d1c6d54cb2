"""The cup season (issue 23): a cup groups tournaments; each tournament's place earns the cup's
placement points, a player's best N results count (``cup_standings``, pure). A cup has its own
edit and view tokens; a tournament joins it with the cup's edit token and a token of the
tournament (its organiser's or its public view token: the ranking is public anyway)."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy.orm import Session

from shared_rules.types import JsonObject

from ..errors import Invalid
from ..models import Cup, Tournament, utcnow
from . import access, inputs
from .base import Id, StoreBase
from .cup_csv import cup_csv_text
from .cup_standings import cup_standing
from .tournaments import _ranking, _tables, open_held, tournament_role
from .views import iso

MAX_PLACES = 200
MAX_PLACE_POINTS = 10_000
MAX_CUP_TOURNAMENTS = 100


def cup_view(held: Cup) -> JsonObject:
    return {
        "id": held.id,
        "title": held.title,
        "placement_points": list(held.placement_points),
        "best_of": held.best_of,
        "tournaments": list(held.tournaments),
        "version": held.version,
        "created_at": iso(held.created_at),
        "updated_at": iso(held.updated_at),
    }


def check_placement_points(points: object) -> list[int]:
    """Points for places 1, 2, …: whole numbers, a better place never earns less."""
    if not isinstance(points, list) or not 1 <= len(points) <= MAX_PLACES:
        raise Invalid("placement_points", points, f"expected 1 to {MAX_PLACES} whole numbers")
    for i, p in enumerate(points):
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p <= MAX_PLACE_POINTS:
            raise Invalid(f"placement_points.{i}", p, f"expected 0 to {MAX_PLACE_POINTS}")
        if i and p > points[i - 1]:
            reason = f"place {i + 1} would earn more than place {i}"
            raise Invalid(f"placement_points.{i}", p, reason, kind="inconsistent")
    return list(points)


class Cups(StoreBase):
    def _open_cup(
        self, session: Session, cup_id: Id, token: str | None, *, write: bool, lock: bool = True
    ) -> tuple[Cup, str]:
        return open_held(
            session, Cup, cup_id, token, write=write, lock=lock, what="cup", edit_name="edit"
        )

    def authorize_cup(self, cup_id: Id, token: str | None, *, write: bool) -> str:
        with self._read() as session:
            return self._open_cup(session, cup_id, token, write=write, lock=False)[1]

    def create_cup(self, *, title: object, placement_points: object, best_of: object) -> tuple[JsonObject, str, str]:  # fmt: skip
        checked = inputs.check_title(title)
        if not checked:
            raise Invalid("title", title, "a cup needs a title (1 to 200 characters)")
        points = check_placement_points(placement_points)
        if not isinstance(best_of, int) or isinstance(best_of, bool) or not 1 <= best_of <= MAX_CUP_TOURNAMENTS:  # fmt: skip
            raise Invalid("best_of", best_of, f"expected 1 to {MAX_CUP_TOURNAMENTS}")
        edit, view = access.new_token(), access.new_token()
        now = utcnow()
        held = Cup(
            id=str(uuid.uuid4()), title=checked, placement_points=points, best_of=best_of,
            tournaments=[], edit_token_hash=access.hash_token(edit),
            view_token_hash=access.hash_token(view), version=0, created_at=now, updated_at=now,
        )  # fmt: skip
        with self._write.begin() as session:
            session.add(held)
            session.flush()
            return cup_view(held), edit, view

    def add_cup_tournament(
        self, cup_id: Id, token: str | None, tournament_id: object, tournament_token: object
    ) -> JsonObject:
        """The tournament joins the cup (adding it again changes nothing)."""
        with self._write.begin() as session:
            held, _ = self._open_cup(session, cup_id, token, write=True)
            tid = inputs.canonical_uuid(tournament_id, "tournament_id")
            tournament = session.get(Tournament, tid)
            if (
                tournament is None
                or not isinstance(tournament_token, str)
                or tournament_role(tournament, tournament_token) is None
            ):
                raise Invalid("tournament_token", None, "does not open this tournament")
            if tid not in held.tournaments:
                if len(held.tournaments) >= MAX_CUP_TOURNAMENTS:
                    raise Invalid("tournament_id", tid, f"a cup holds at most {MAX_CUP_TOURNAMENTS} tournaments")  # fmt: skip
                held.tournaments = [*held.tournaments, tid]
                held.version += 1
                held.updated_at = utcnow()
            return cup_view(held)

    def cup_standing(self, cup_id: Id, token: str | None) -> JsonObject:
        """The season's standing: placement points per tournament, the best ``best_of`` count."""
        with self._read() as session, session.begin():
            held, _ = self._open_cup(session, cup_id, token, write=False)
            rankings: list[tuple[str, Any]] = []
            titles = []
            for tid in held.tournaments:
                tournament = session.get(Tournament, tid)
                if tournament is None:
                    continue
                rankings.append((tid, _ranking(tournament, _tables(session, tid))["ranking"]))
                titles.append({"id": tid, "title": tournament.title, "date": tournament.date})
            return {
                "cup": cup_view(held),
                "tournaments": titles,
                "standing": cup_standing(held.placement_points, held.best_of, rankings),
            }

    def cup_csv(self, cup_id: Id, token: str | None) -> str:
        """The season's standing as CSV (``cup_csv``)."""
        return cup_csv_text(self.cup_standing(cup_id, token))
