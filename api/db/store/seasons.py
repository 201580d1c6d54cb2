"""A round's season, statistics and their export, read from the store: one row per sheet, its
stored totals (the season) and its statistics' tally (kept by every write: ``stats_tally``); no
entry is read. What is computed from them is pure (``season``, ``stats_tally``)."""

from __future__ import annotations

import csv
import io

from sqlalchemy import select
from sqlalchemy.orm import Session

from shared_rules.catalogue import family_of
from shared_rules.types import JsonObject

from ..models import Round, Sheet
from . import round_inputs, season, stats_tally
from .base import Id
from .rounds import Rounds, round_view
from .transfer import csv_text


class Seasons(Rounds):
    def _evenings(self, session: Session, held: Round) -> list[season.Evening]:
        """One row per sheet of the round: only the columns the season reads (never the
        frozen profile document or an entry)."""
        rows = session.execute(
            select(
                Sheet.id,
                Sheet.title,
                Sheet.created_at,
                Sheet.profile_id,
                Sheet.players,
                Sheet.members,
                Sheet.totals,
                Sheet.live_entries,
            ).where(Sheet.round_id == held.id)
        ).all()
        return [
            season.Evening(
                sheet_id=r.id,
                title=r.title,
                created_at=r.created_at,
                family=family_of(r.profile_id) or "koenigrufen",
                players=list(r.players),
                members=dict(r.members or {}),
                totals=r.totals,
                deals=r.live_entries,
            )
            for r in rows
        ]

    def season(
        self, round_id: Id, token: str | None, start: object = None, end: object = None
    ) -> JsonObject:
        """GET /rounds/{id}/season: the standing over ``start``–``end`` (dates, both optional)."""
        first, last = round_inputs.check_period(start, end)
        with self._read() as session, session.begin():
            held, _role = self._open_round(session, round_id, token, write=False)
            doc = season.season(
                held.members,
                self._evenings(session, held),
                kitty_percent=held.kitty_percent,
                start=first,
                end=last,
            )
            doc["round"] = {"id": held.id, "title": held.title, "version": held.version}
            return doc

    def round_stats(
        self, round_id: Id, token: str | None, start: object = None, end: object = None
    ) -> JsonObject:
        """GET /rounds/{id}/stats: per member, what the live entries of the period count, summed
        from each sheet's tally (``stats_tally``: kept by every write, no entry is read)."""
        first, last = round_inputs.check_period(start, end)
        with self._read() as session, session.begin():
            held, _role = self._open_round(session, round_id, token, write=False)
            chosen = season.in_period(self._evenings(session, held), first, last)
            # each sheet's tally (kept by its writes, stats_tally): one row per sheet, no entry
            kept = {
                r.id: (r.stats or {}, r.stake)
                for r in session.execute(
                    select(Sheet.id, Sheet.stats, Sheet.stake).where(Sheet.round_id == held.id)
                )
            }
            counted = stats_tally.stats(
                held.members, [(e.members, *kept[e.sheet_id]) for e in chosen]
            )
            return {
                "from": None if first is None else first.isoformat(),
                "to": None if last is None else last.isoformat(),
                "evenings": len(chosen),
                "members": [
                    {"id": m["id"], "name": m["name"], **counted[m["id"]]} for m in held.members
                ],
            }

    def season_json(
        self, round_id: Id, token: str | None, start: object = None, end: object = None
    ) -> JsonObject:
        """The season and the statistics in one document (for a file)."""
        doc = self.season(round_id, token, start, end)
        with self._read() as session:
            held, _role = self._open_round(session, round_id, token, write=False)
            about = round_view(held)
        return {
            "format": "tarock-season",
            "format_version": 1,
            "round": about,
            "season": doc,
            "stats": self.round_stats(round_id, token, start, end),
        }

    def season_csv(
        self, round_id: Id, token: str | None, start: object = None, end: object = None
    ) -> str:
        """One row per member (the standing), then one per evening (each member's points and
        money): text cells quoted and formula cells defused like a sheet's CSV (``csv_text``)."""
        doc = self.season(round_id, token, start, end)
        return season_csv_text(doc)


def season_csv_text(doc: JsonObject) -> str:
    out = io.StringIO()
    # like a sheet's CSV: every str cell quoted (text, an exact fraction "p/q"), numbers bare
    w = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_NONNUMERIC)
    members = doc["members"]
    w.writerow(
        [csv_text(h) for h in ("member", "evenings", "deals", "points", "money_cents",
                               "kitty_cents", "net_cents", "avg_points_per_evening",
                               "avg_points_per_deal")]
    )  # fmt: skip
    for m in members:
        w.writerow(
            [csv_text(m["name"]), m["evenings"], m["deals"], _cell(m["points"]),
             _cell(m["money_cents"]), m["kitty_cents"], _cell(m["net_cents"]),
             m["avg_points_per_evening"], m["avg_points_per_deal"]]
        )  # fmt: skip
    w.writerow([])
    names = {m["id"]: m["name"] for m in members}
    w.writerow(
        [csv_text(h) for h in ("date", "title", "family")]
        + [csv_text(f"{names[m['id']]} points") for m in members]
        + [csv_text(f"{names[m['id']]} money_cents") for m in members]
    )
    for e in doc["evenings"]:
        w.writerow(
            [csv_text(e["date"] or ""), csv_text(e["title"]), csv_text(e["family"])]
            + [_cell(e["points"][m["id"]]) if m["id"] in e["points"] else "" for m in members]
            + [
                _cell(e["money_cents"][m["id"]]) if m["id"] in e["money_cents"] else ""
                for m in members
            ]
        )
    return out.getvalue()


def _cell(value: int | str) -> int | str:
    return value if isinstance(value, int) else csv_text(value)
