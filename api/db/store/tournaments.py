"""Turnier (issue 23; docs/design.md "Tournaments"): a tournament's life in the store — created,
players registered late or withdrawn, each round drawn (one ordinary sheet per table, written
through the table's token) and closed (its tables locked), a locked table corrected by the
organiser with a reason, the ranking summed from the tables' stored totals.

Tokens: the organiser's (``edit``: everything, every table's sheet too) and a public view token
(reads the tournament, its ranking and every table's sheet). A table's token is its sheet's edit
token: it writes that sheet only, and only while the round is open. Every sheet opening passes
``_open`` here: a write to a sheet looks up its table (one primary-key read) and is refused
with 409 ``table-locked`` once the round closed; the organiser's correction (a ``Correction``
token, made only by ``correct_entry`` / ``correct_delete``) goes through and is recorded with
its reason in the same transaction as the write.

The ranking never settles a deal again: each table's sheet keeps its totals incrementally, the
ranking reads those rows (one query) and sums a player's points over the rounds.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, NamedTuple, Protocol, TypeVar, cast

from sqlalchemy import select
from sqlalchemy.orm import Session

from shared_rules.catalogue import KOENIGRUFEN
from shared_rules.families import family_of_profile
from shared_rules.ledger import amount_json, to_amount
from shared_rules.types import JsonObject, Record

from ... import tournament_draw
from ..errors import Forbidden, Invalid, InvalidToken, NotFound, Unauthorized
from ..models import Cup, Sheet, Tournament, TournamentCorrection, TournamentTable, utcnow
from . import access, inputs
from . import tournament_inputs as checks
from .base import Id
from .creating import Creating
from .default_rules import default_rule_set
from .tournament_csv import ranking_csv_text
from .tournament_errors import RoundOrder, TableComplete, TableInTournament, TableLocked
from .views import Outcome, SheetView, iso

TOURNAMENT_SETTINGS = frozenset(
    {"title", "date", "place", "profile", "custom_profile", "house_rules", "cents_per_point",
     "players", "rounds", "deals_per_table", "deals_per_dealer"}
)  # fmt: skip

#: ``session.info`` key: the tournament table (or None) of each sheet ``_open`` opened to write
TABLES_OPENED = "tournament_tables_opened"


class Correction(str):
    """The organiser's token on a correction: opens a locked table of its tournament, and the
    opening records the reason (``TournamentCorrection``) in the write's transaction."""

    tournament_id: str
    reason: str
    action: str
    entry_id: str

    def __new__(
        cls, token: str, tournament_id: str, reason: str, action: str, entry_id: str
    ) -> Correction:
        made = super().__new__(cls, token)
        made.tournament_id, made.reason, made.action, made.entry_id = (
            tournament_id, reason, action, entry_id,
        )  # fmt: skip
        return made


def tournament_role(held: Tournament | Cup, token: str) -> str | None:
    """ "edit" (the organiser) or "view" for a token that opens the tournament (or cup), else
    None."""
    digest = access.hash_token(token)
    if secrets.compare_digest(digest, held.edit_token_hash):
        return "edit"
    if secrets.compare_digest(digest, held.view_token_hash):
        return "view"
    return None


Held = TypeVar("Held", Tournament, Cup)


def open_held(
    session: Session,
    model: type[Held],
    object_id: Id,
    token: str | None,
    *,
    write: bool,
    lock: bool,
    what: str,
    edit_name: str,
) -> tuple[Held, str]:
    """The tournament or cup a token opens, with its role; 401 without a token, 403 for a view
    token asked to write, the same refusal for an unknown id as for a wrong token (the token hashed
    either way, so the two take alike)."""
    if not token:
        raise Unauthorized(
            f"Send the {what}'s {edit_name} or view token as 'Authorization: Bearer …'."
        )
    key = access.sheet_key(object_id)
    held = None
    if key is not None:
        stmt = select(model).where(model.id == key)
        held = session.scalars(stmt.with_for_update() if write and lock else stmt).first()
    role = None if held is None else tournament_role(held, token)
    if held is None or role is None:
        access.hash_token(token)
        raise InvalidToken(f"This token does not open a {what} with this id.")
    if write and role != "edit":
        raise Forbidden(f"The view token can read this {what} but not change it.")
    return held, role


class _Ending(Protocol):
    """How a tournament's rounds end (a ``Tournament``, or a row with its two columns)."""

    deals_per_table: int | None
    deals_per_dealer: int | None


def deals_due(held: _Ending, table_size: int) -> int:
    """The deals that end a round at a table: a number per table, or every player dealing N
    times (at a 5-table all five deal in turn)."""
    if held.deals_per_table is not None:
        return held.deals_per_table
    assert held.deals_per_dealer is not None
    return held.deals_per_dealer * table_size


def tournament_view(held: Tournament) -> JsonObject:
    return {
        "id": held.id,
        "title": held.title,
        "date": held.date,
        "place": held.place,
        "profile": held.profile_id,
        "custom_profile": held.custom_profile,
        "house_rules": held.house_rules,
        "cents_per_point": held.cents_per_point,
        "players": [dict(p) for p in held.players],
        "rounds": held.rounds_planned,
        "deals_per_table": held.deals_per_table,
        "deals_per_dealer": held.deals_per_dealer,
        "drawn": [dict(r) for r in held.rounds],
        "version": held.version,
        "created_at": iso(held.created_at),
        "updated_at": iso(held.updated_at),
    }


def _bump(held: Tournament) -> None:
    held.version += 1
    held.updated_at = utcnow()


class Tournaments(Creating):
    # --- opening ----------------------------------------------------------------------------

    def _open_tournament(
        self,
        session: Session,
        tournament_id: Id,
        token: str | None,
        *,
        write: bool,
        lock: bool = True,
    ) -> tuple[Tournament, str]:
        return open_held(
            session, Tournament, tournament_id, token, write=write, lock=lock,
            what="tournament", edit_name="organiser",
        )  # fmt: skip

    def authorize_tournament(self, tournament_id: Id, token: str | None, *, write: bool) -> str:
        """401/403 before any body or query is read; else the role ("edit" or "view")."""
        with self._read() as session:
            return self._open_tournament(session, tournament_id, token, write=write, lock=False)[1]

    def _open(
        self, session: Session, sheet_id: Id, token: str | None, *, write: bool, lock: bool = True
    ) -> Sheet:
        """A sheet as ``StoreBase._open`` opens it; a tournament's table also opens with the
        tournament's tokens, and refuses a write once its round closed (but the organiser's
        correction, recorded here)."""
        table: TournamentTable | None = None
        try:
            sheet = super()._open(session, sheet_id, token, write=write, lock=lock)
        except (InvalidToken, Forbidden):
            key = access.sheet_key(sheet_id)
            table = None if key is None else session.get(TournamentTable, key)
            if table is None or token is None:
                raise
            held = session.get(Tournament, table.tournament_id)
            role = None if held is None else tournament_role(held, token)
            if role is None:
                raise
            if write and role != "edit":
                raise Forbidden(
                    "The tournament's view token reads its tables but writes none."
                ) from None
            stmt = select(Sheet).where(Sheet.id == table.sheet_id)
            sheet = session.scalars(stmt.with_for_update() if write and lock else stmt).one()
        if not write:
            return sheet
        if table is None:
            table = session.get(TournamentTable, sheet.id)
        session.info.setdefault(TABLES_OPENED, {})[sheet.id] = table
        if isinstance(token, Correction):
            if table is None or table.tournament_id != token.tournament_id:
                raise NotFound(
                    f"Sheet {sheet.id} is not a table of tournament {token.tournament_id}."
                )
            if lock:
                session.add(TournamentCorrection(
                    tournament_id=table.tournament_id, sheet_id=sheet.id, entry_id=token.entry_id,
                    action=token.action, reason=token.reason, at=utcnow(),
                ))  # fmt: skip
            return sheet
        if table is not None and table.locked:
            raise TableLocked(
                f"Round {table.round_no} of the tournament is closed: table {table.table_no} is "
                "locked. The organiser corrects it, with a reason.",
                table={"round": table.round_no, "number": table.table_no, "sheet_id": sheet.id},
            )
        return sheet

    def _table_of(self, session: Session, sheet: Sheet) -> JsonObject | None:
        """A table's sheet says so in its own GET: the tournament, round and table, the deals
        due, whether the table confirmed its result and whether its round closed (locked). The
        phone at the table, holding only the table's token, confirms from it (issue 23)."""
        row = session.execute(
            select(
                TournamentTable.tournament_id,
                TournamentTable.round_no,
                TournamentTable.table_no,
                TournamentTable.seats,
                TournamentTable.confirmed_at,
                TournamentTable.locked,
                Tournament.title,
                Tournament.deals_per_table,
                Tournament.deals_per_dealer,
            )
            .join(Tournament, Tournament.id == TournamentTable.tournament_id)
            .where(TournamentTable.sheet_id == sheet.id)
        ).first()  # one query of plain columns: a GET of any sheet asks it
        if row is None:
            return None
        return {"tournament_id": row.tournament_id, "title": row.title, "round": row.round_no,
                "number": row.table_no, "deals_due": deals_due(row, len(row.seats)),
                "confirmed_at": iso(row.confirmed_at), "locked": row.locked}  # fmt: skip

    def _adding_deal(self, session: Session, sheet: Sheet) -> None:
        """A table of a tournament whose rounds end after ``deals_per_table`` deals takes no deal
        past them (409 ``table-complete`` naming the table): a phone that goes on by mistake is
        told at once, and the ranking never counts a deal too many. A deal written may still be
        changed or deleted. Rounds that end by ``deals_per_dealer`` are not limited here (their
        tables report ``complete`` only). The table was read by ``_open`` (no query here)."""
        table = session.info.get(TABLES_OPENED, {}).get(sheet.id)
        if table is None:
            return
        held = session.get(Tournament, table.tournament_id)
        if held is None or held.deals_per_table is None:
            return
        due = deals_due(held, len(table.seats))
        if sheet.live_entries >= due:
            raise TableComplete(
                f"Table {table.table_no} of round {table.round_no} has played its {due} deals: "
                "a further deal is not counted. Change or delete a deal written instead.",
                table={"round": table.round_no, "number": table.table_no, "sheet_id": sheet.id,
                       "deals_due": due},
            )  # fmt: skip

    def delete_sheet(self, sheet_id: Id, token: str | None) -> str | None:
        """A table's sheet stays with its tournament (409 ``tournament-table``)."""
        self._refuse_table(sheet_id, token)
        return cast(str | None, super().delete_sheet(sheet_id, token))  # type: ignore[misc]

    def set_sheet_round(
        self, sheet_id: Id, token: str | None, *args: Any, **kwargs: Any
    ) -> tuple[SheetView, str]:
        """A table's sheet joins no round (409 ``tournament-table``)."""
        self._refuse_table(sheet_id, token)
        return super().set_sheet_round(sheet_id, token, *args, **kwargs)  # type: ignore[misc,no-any-return]

    def _refuse_table(self, sheet_id: Id, token: str | None) -> None:
        with self._read() as session:
            sheet = self._open(session, sheet_id, token, write=True, lock=False)  # 401/403 first
            if session.get(TournamentTable, sheet.id) is not None:
                raise TableInTournament(
                    f"Sheet {sheet.id} is a table of a tournament: it stays with it."
                )

    # --- creating ---------------------------------------------------------------------------

    def create_tournament(self, **settings: Any) -> tuple[JsonObject, str, str]:
        """A new tournament; returns (view, organiser token, view token), the tokens shown once."""
        if not TOURNAMENT_SETTINGS.issuperset(settings):
            raise TypeError(
                f"not a tournament setting: {sorted(set(settings) - TOURNAMENT_SETTINGS)}"
            )
        title, place, day = checks.check_heading(
            settings.get("title"), settings.get("place"), settings.get("date")
        )
        profile = settings.get("profile")
        data, custom, rules, built = default_rule_set(
            profile, settings.get("custom_profile"), settings.get("house_rules")
        )
        if family_of_profile(data).id != KOENIGRUFEN:
            raise Invalid(
                "profile", profile, "a tournament seats tables of 4 and 5: a Königrufen profile"
            )
        cents = settings.get("cents_per_point")
        cents = inputs.check_cents(built.cents_per_point if cents is None else cents)
        per_table, per_dealer = checks.check_round_end(
            settings.get("deals_per_table"), settings.get("deals_per_dealer")
        )
        players = checks.check_new_players(settings.get("players"), [], joined=1, field="players")
        edit, view = access.new_token(), access.new_token()
        now = utcnow()
        held = Tournament(
            id=str(uuid.uuid4()), title=title, date=day, place=place,
            profile_id=custom["base"] if custom else data["id"], custom_profile=custom,
            house_rules=rules, cents_per_point=cents, players=players,
            rounds_planned=checks.check_rounds_planned(settings.get("rounds")),
            deals_per_table=per_table, deals_per_dealer=per_dealer, rounds=[],
            edit_token_hash=access.hash_token(edit), view_token_hash=access.hash_token(view),
            version=0, created_at=now, updated_at=now,
        )  # fmt: skip
        with self._write.begin() as session:
            session.add(held)
            session.flush()
            return tournament_view(held), edit, view

    # --- reading ----------------------------------------------------------------------------

    def get_tournament(self, tournament_id: Id, token: str | None) -> JsonObject:
        """The tournament, every drawn round with its tables (deals, totals, locked), the
        organiser's corrections and the token's role."""
        with self._read() as session, session.begin():
            held, role = self._open_tournament(session, tournament_id, token, write=False)
            tables = _tables(session, held.id)
            corrections = session.scalars(
                select(TournamentCorrection)
                .where(TournamentCorrection.tournament_id == held.id)
                .order_by(TournamentCorrection.id)
            ).all()
            return {
                "tournament": tournament_view(held),
                "rounds": _rounds_doc(held, tables),
                "corrections": [
                    {
                        "sheet_id": c.sheet_id,
                        "entry_id": c.entry_id,
                        "action": c.action,
                        "reason": c.reason,
                        "at": iso(c.at),
                    }
                    for c in corrections
                ],  # fmt: skip
                "role": role,
            }

    def tournament_round(self, tournament_id: Id, token: str | None, number: int) -> JsonObject:
        """One round's results: its tables, each with its players' points."""
        with self._read() as session, session.begin():
            held, _role = self._open_tournament(session, tournament_id, token, write=False)
            rounds = _rounds_doc(held, _tables(session, held.id, number))
            if not rounds:
                raise NotFound(f"Round {number} is not drawn yet.")
            return rounds[0]

    def ranking(self, tournament_id: Id, token: str | None) -> JsonObject:
        """The ranking: a player's score is the sum of their points over the rounds (money is not
        used); ties are broken by the best round, then fewer rounds below zero, then the draw
        (the seat the player drew first: round, table, seat)."""
        with self._read() as session, session.begin():
            held, _role = self._open_tournament(session, tournament_id, token, write=False)
            return _ranking(held, _tables(session, held.id))

    def ranking_csv(self, tournament_id: Id, token: str | None) -> str:
        """The ranking as CSV (``tournament_csv``)."""
        return ranking_csv_text(self.ranking(tournament_id, token))

    # --- changing ---------------------------------------------------------------------------

    def patch_tournament(self, tournament_id: Id, token: str | None, **asked: Any) -> JsonObject:
        """Title, place, date; players registered late (``add_players``: drawn from the next
        round on) or withdrawn (``withdraw``: player ids, not drawn again; their rounds count)."""
        allowed = {"title", "place", "date", "add_players", "withdraw"}
        asked = {k: v for k, v in asked.items() if v is not None}
        if not asked or set(asked) - allowed:
            raise Invalid("body", None, f"expected any of {', '.join(sorted(allowed))}")
        with self._write.begin() as session:
            held, _role = self._open_tournament(session, tournament_id, token, write=True)
            before = tournament_view(held)
            title, place, day = checks.check_heading(
                asked.get("title", held.title), asked.get("place", held.place),
                asked.get("date", held.date),
            )  # fmt: skip
            held.title, held.place, held.date = title, place, day
            drawn = len(held.rounds)
            players = list(held.players)
            if "add_players" in asked:
                players = checks.check_new_players(asked["add_players"], players, joined=drawn + 1)
            if "withdraw" in asked:
                players = checks.check_withdrawals(asked["withdraw"], players, after=drawn)
            held.players = players
            if tournament_view(held) != before:
                _bump(held)
            return tournament_view(held)

    def draw_round(
        self,
        tournament_id: Id,
        token: str | None,
        *,
        tables: object = None,
        seed: object = None,
        budget: tournament_draw.Budget | None = None,
        pause: Callable[[], object] | None = None,
    ) -> JsonObject:
        """Draw the next round (the one before must be closed): the draw of
        ``api.tournament_draw`` within ``budget`` (``pause`` between its slices and between the
        tables made), or the organiser's own ``tables``. One sheet per table; the answer holds each table's token (its
        sheet's edit token), shown only here.

        The draw is searched outside any transaction (it may take a second; SQLite's writer
        lock and the tournament's row lock are not held meanwhile), from what a read found;
        the write then checks that the round and its players are still the ones drawn (else 409
        ``tournament-round-order``: another draw or a registration came first)."""
        drawn: tuple[int, list[str], list[list[str]], str] | None = None
        seed_text: str | None = None  # the organiser's own tables have none
        if tables is None:
            with self._read() as session, session.begin():
                held, _role = self._open_tournament(
                    session, tournament_id, token, write=True, lock=False
                )
                number, playing = _next_round(held)
                earlier = _seatings(_tables(session, held.id))
                tid = held.id
            if seed is not None and (not isinstance(seed, str) or not 1 <= len(seed) <= 64):
                raise Invalid("seed", seed, "expected text of 1 to 64 characters")
            seed_text = seed or secrets.token_hex(8)
            try:
                seating = tournament_draw.draw(
                    playing, earlier, seed=f"{tid}:{number}:{seed_text}", budget=budget,
                    pause=pause,
                ).tables  # fmt: skip
            except tournament_draw.CannotSeat as err:
                raise Invalid("players", len(playing), str(err), kind="not-allowed") from None
            drawn = (number, playing, seating, seed_text)
        with self._write.begin() as session:
            held, _role = self._open_tournament(session, tournament_id, token, write=True)
            number, playing = _next_round(held)
            if drawn is None:
                seating = checks.check_tables(tables, held.players, number)
            else:
                if (number, playing) != drawn[:2]:
                    raise RoundOrder(
                        f"Round {drawn[0]} was drawn or its players changed while this draw "
                        "was searched: draw again."
                    )
                seating, seed_text = drawn[2], drawn[3]
            names = {p["id"]: p["name"] for p in held.players}
            # the tournament's rule set built once for all its tables (an own rule set included)
            built = default_rule_set(
                None if held.custom_profile else held.profile_id,
                held.custom_profile,
                held.house_rules,
            ).built
            out_tables = []
            for t, ids in enumerate(seating, start=1):
                table_token = access.new_token()
                sheet, _, _ = self._new_sheet(
                    players=[names[i] for i in ids],
                    profile=None if held.custom_profile else held.profile_id,
                    custom_profile=held.custom_profile, house_rules=held.house_rules, cents_per_point=held.cents_per_point,
                    title=f"{held.title[:150]} · Durchgang {number} · Tisch {t}",
                    tokens=(table_token, access.view_token_of(table_token)), built=built,
                )  # fmt: skip
                session.add(sheet)
                session.add(TournamentTable(
                    sheet_id=sheet.id, tournament_id=held.id, round_no=number, table_no=t,
                    seats={names[i]: i for i in ids}, locked=False, confirmed_at=None,
                ))  # fmt: skip
                out_tables.append({"number": t, "sheet_id": sheet.id, "table_token": table_token})
                if pause is not None:  # some ms a table: the worker's other requests go on
                    pause()
            held.rounds = [*held.rounds, {"number": number, "status": "open", "seed": seed_text}]
            _bump(held)
            session.flush()
            doc = _rounds_doc(held, _tables(session, held.id, number))[0]
            for shown, token_of in zip(doc["tables"], out_tables, strict=True):
                shown["table_token"] = token_of["table_token"]
            return doc

    def close_round(self, tournament_id: Id, token: str | None, number: int) -> JsonObject:
        """Close round ``number`` (the last drawn): its tables' sheets are locked. A write in
        flight finishes first (the sheets are locked for update here), a later one is refused."""
        with self._write.begin() as session:
            held, _role = self._open_tournament(session, tournament_id, token, write=True)
            if not 1 <= number <= len(held.rounds):
                raise NotFound(f"Round {number} is not drawn yet.")
            if held.rounds[number - 1]["status"] == "closed":
                raise RoundOrder(f"Round {number} is closed already.")
            tables = session.scalars(
                select(TournamentTable)
                .where(TournamentTable.tournament_id == held.id, TournamentTable.round_no == number)
                .order_by(TournamentTable.table_no)
            ).all()
            session.scalars(  # wait for writes in flight on the round's sheets
                select(Sheet.id).where(Sheet.id.in_([t.sheet_id for t in tables])).with_for_update()
            ).all()
            for table in tables:
                table.locked = True
            held.rounds = [
                {**r, "status": "closed"} if r["number"] == number else dict(r) for r in held.rounds
            ]
            _bump(held)
            session.flush()
            return _rounds_doc(held, _tables(session, held.id, number))[0]

    def confirm_table(self, tournament_id: Id, sheet_id: Id, token: str | None) -> JsonObject:
        """The table confirms its result (its token, or the organiser's) while the round is open."""
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            table = session.get(TournamentTable, sheet.id)
            if table is None or table.tournament_id != access.sheet_key(tournament_id):
                raise NotFound(f"Sheet {sheet.id} is not a table of this tournament.")
            if table.confirmed_at is None:
                table.confirmed_at = utcnow()
            return {"round": table.round_no, "number": table.table_no, "sheet_id": sheet.id,
                    "confirmed_at": iso(table.confirmed_at)}  # fmt: skip

    def correct_entry(
        self, tournament_id: Id, token: str | None, sheet_id: Id, entry_id: Id, *, reason: object,
        revision: int, record: Record, written: JsonObject | None = None,
    ) -> Outcome:  # fmt: skip
        """The organiser writes an entry of a table, locked or not, recording ``reason``."""
        why, eid, tid = self._correction(tournament_id, token, entry_id, reason)
        assert token is not None
        return self.put_entry(  # type: ignore[attr-defined,no-any-return]
            sheet_id, Correction(token, tid, why, "put", eid), eid,
            revision=revision, record=record, written=written,
        )  # fmt: skip

    def correct_delete(
        self, tournament_id: Id, token: str | None, sheet_id: Id, entry_id: Id, *, reason: object,
        revision: int | None = None,
    ) -> Outcome:  # fmt: skip
        """The organiser deletes an entry of a table, locked or not, recording ``reason``."""
        why, eid, tid = self._correction(tournament_id, token, entry_id, reason)
        assert token is not None
        return self.delete_entry(  # type: ignore[attr-defined,no-any-return]
            sheet_id, Correction(token, tid, why, "delete", eid), eid, revision=revision
        )

    def _correction(
        self, tournament_id: Id, token: str | None, entry_id: Id, reason: object
    ) -> tuple[str, str, str]:
        with self._read() as session:
            held, _ = self._open_tournament(session, tournament_id, token, write=True, lock=False)
        return checks.check_reason(reason), inputs.canonical_uuid(entry_id), held.id


# --- reading helpers ---------------------------------------------------------------------------


class TableSheet(NamedTuple):
    """What the tournament reads of a table's sheet: never its frozen profile or entries."""

    id: str
    totals: JsonObject
    live_entries: int
    version: int


def _tables(
    session: Session, tournament_id: str, number: int | None = None
) -> list[tuple[TournamentTable, TableSheet]]:
    """The tournament's tables with their sheets' totals (one query), by round and table."""
    stmt = (
        select(TournamentTable, Sheet.id, Sheet.totals, Sheet.live_entries, Sheet.version)
        .join(Sheet, Sheet.id == TournamentTable.sheet_id)
        .where(TournamentTable.tournament_id == tournament_id)
    )
    if number is not None:
        stmt = stmt.where(TournamentTable.round_no == number)
    stmt = stmt.order_by(TournamentTable.round_no, TournamentTable.table_no)
    return [(row[0], TableSheet(*row[1:])) for row in session.execute(stmt).all()]


def _next_round(held: Tournament) -> tuple[int, list[str]]:
    """The round to draw next and the ids of its players; 409 when it is not its turn."""
    number = len(held.rounds) + 1
    if held.rounds and held.rounds[-1]["status"] != "closed":
        raise RoundOrder(
            f"Round {number - 1} is still open: close it before drawing round {number}."
        )
    if number > held.rounds_planned:
        raise RoundOrder(f"All {held.rounds_planned} rounds are drawn.")
    return number, [p["id"] for p in checks.active(held.players, number)]


def _seatings(tables: Sequence[tuple[TournamentTable, TableSheet]]) -> list[list[list[str]]]:
    rounds: dict[int, list[list[str]]] = {}
    for table, _sheet in tables:
        rounds.setdefault(table.round_no, []).append(list(table.seats.values()))
    return [rounds[n] for n in sorted(rounds)]


def _points(sheet: TableSheet, seat: str) -> Fraction:
    return Fraction(to_amount(sheet.totals.get("points", {}).get(seat, 0)))


def _rounds_doc(
    held: Tournament, tables: Sequence[tuple[TournamentTable, TableSheet]]
) -> list[JsonObject]:
    names = {p["id"]: p["name"] for p in held.players}
    by_round: dict[int, list[JsonObject]] = {}
    for table, sheet in tables:
        due = deals_due(held, len(table.seats))
        by_round.setdefault(table.round_no, []).append({
            "number": table.table_no,
            "sheet_id": sheet.id,
            "players": [
                {"id": pid, "name": names.get(pid, seat), "seat": seat,
                 "points": amount_json(_points(sheet, seat))}
                for seat, pid in table.seats.items()
            ],
            "deals": sheet.live_entries,
            "deals_due": due,
            "complete": sheet.live_entries >= due,
            "locked": table.locked,
            "confirmed": table.confirmed_at is not None,
            "version": sheet.version,
        })  # fmt: skip
    return [
        {
            "number": r["number"],
            "status": r["status"],
            "tables": by_round.get(r["number"], []),
        }
        for r in held.rounds
        if r["number"] in by_round
    ]


def _ranking(held: Tournament, tables: Sequence[tuple[TournamentTable, TableSheet]]) -> JsonObject:
    rounds: dict[str, dict[int, Fraction]] = {p["id"]: {} for p in held.players}
    drawn_at: dict[str, tuple[int, int, int]] = {}
    for table, sheet in tables:
        for s, (seat, pid) in enumerate(table.seats.items()):
            rounds.setdefault(pid, {})[table.round_no] = _points(sheet, seat)
            drawn_at.setdefault(pid, (table.round_no, table.table_no, s + 1))
    never = (len(held.rounds) + 1, 0, 0)
    rows = []
    for player in held.players:
        pid = player["id"]
        played = rounds.get(pid, {})
        total = sum(played.values(), Fraction(0))
        best = max(played.values()) if played else None
        minus = sum(1 for v in played.values() if v < 0)
        order = drawn_at.get(pid, never)
        key = (
            -total,
            -(best if best is not None else Fraction(-(10**18))),
            minus,
            order,
            player["name"],
        )
        rows.append((key, {
            "player_id": pid,
            "name": player["name"],
            "points": amount_json(total),
            "rounds": [{"round": n, "points": amount_json(v)} for n, v in sorted(played.items())],
            "best_round": None if best is None else amount_json(best),
            "minus_rounds": minus,
            "draw": list(order) if pid in drawn_at else None,
            "withdrawn": player["withdrawn"] is not None,
        }))  # fmt: skip
    rows.sort(key=lambda row: row[0])
    ranked = []
    for place, (_key, row) in enumerate(rows, start=1):
        ranked.append({"rank": place, **row})
    return {
        "tournament_id": held.id,
        "version": held.version,
        "rounds_planned": held.rounds_planned,
        "rounds_closed": sum(1 for r in held.rounds if r["status"] == "closed"),
        "tie_breaks": ["points", "best_round", "fewer_minus_rounds", "draw"],
        "ranking": ranked,
    }
