"""Score sheets (docs/design.md §3–4): request and response shapes of /api/v1/sheets.

Request schemas check JSON types only; what a value means (is this player on the sheet, does the
engine accept this record) is checked by the store (``api.db.store``), which names the field.
A deal record inside an entry is checked for shape by ``EntryRecordSchema`` (the settle body with
``players`` optional); the store completes it from the sheet (players, dealer, Vorhand, profile,
cents) and the engine settles it, naming the field of any objection.
"""

from typing import Any, NoReturn

from marshmallow import Schema, ValidationError, fields
from marshmallow.validate import Length, OneOf, Range

from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN
from shared_rules.vocabulary import MAX_CENTS_PER_POINT

from ..db.models import MAX_ENTRIES
from .base import StrictSchema
from .custom_profile import CustomProfileSchema
from .families import AnyOf, RecordOfSheet
from .fields import Amount, QueryInteger, StrictBoolean, StrictInteger
from .haferl import HaferlEntryRecordSchema, HaferlLineSchema, HaferlSettlementSchema
from .record import (
    DealRecordSchema,
    Player,
    Players,
    RulesSchema,
    Table,
)
from .rounds import RoundJoinSchema
from .settlement import LineSchema, ProfileRefSchema, SettlementSchema, TotalsSchema
from .tournaments import SheetTournamentTableSchema

MAX_TITLE = 200
#: What the BIGINT version column holds.
MAX_VERSION = 2**63 - 1
UUID = {"format": "uuid", "example": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11"}


def Ledger(description: str, **kwargs: Any) -> fields.Dict:  # noqa: N802 - reads like a field class
    return fields.Dict(
        keys=fields.String(),
        values=Amount(),
        metadata={"description": description, "example": {"Anna": 3, "Bernd": -3}},
        **kwargs,
    )


class EntryRecordSchema(DealRecordSchema):
    """A deal record as an entry of a sheet: the body of POST /settle, where ``profile``,
    ``house_rules``, ``players`` and ``cents_per_point`` may be omitted (the sheet supplies them;
    if given they must agree with it). ``dealer`` defaults to whoever deals next (an edit keeps
    the entry's dealer), ``forehand`` to the player after the dealer. At a 5-player table the
    dealer sits out. ``writing_error: true`` marks a Schreibfehler: the deal counts 0."""

    players = Players("Optional: the sheet's players (at a 5-table the four who play).", (4, 5))

    def handle_error(
        self, error: ValidationError, data: Any, *, many: bool, **kwargs: Any
    ) -> NoReturn:
        # Without the sheet the engine cannot judge a partial record: report the shape error.
        raise error


# --- requests ------------------------------------------------------------------------------------


class SheetCreateSchema(RulesSchema):
    """A new score sheet; its profile and house rules are frozen into it."""

    custom_profile = fields.Nested(
        CustomProfileSchema,
        allow_none=True,
        metadata={
            "description": "Instead of `profile`: the sheet's own rule set, an official profile "
            "plus switches. Built and frozen into the sheet under its own id, name and version "
            "(GET /sheets/{id}/profile shows the document, the export carries it, an import "
            "checks it again); an overlay that does not fit is a 422 naming the switch "
            "(`custom_profile.switches.valat_mode`). `GET /profiles` lists only official ones."
        },
    )

    title = fields.String(validate=Length(max=MAX_TITLE), metadata={"example": "Freitagsrunde"})
    players = Table(
        "4 or 5 players in seating order (play goes to the next in the list).",
    )
    first_dealer = Player(
        allow_none=True, metadata={"description": "Who deals first (default: the first player)."}
    )
    cents_per_point = StrictInteger(
        validate=Range(0, MAX_CENTS_PER_POINT),
        metadata={"description": "Money per point (default: the profile's).", "example": 10},
    )


class CarrySchema(StrictSchema):
    """Where the evening stood when a sheet continues another: everyone's totals so far."""

    points = Ledger(
        "Each name's points so far this evening: the players of this sheet who played before "
        "and those who left the table (a player not named starts at 0)."
    )
    money_cents = Ledger("Each name's money so far this evening, in cents.")


class SheetPutSchema(SheetCreateSchema):
    """A new sheet under an id and tokens the client chose (a sheet created offline)."""

    continues = fields.String(
        allow_none=True,
        metadata={
            **UUID,
            "description": "The sheet this one continues with a changed table (a player joins "
            "or leaves, the seating changes). If this sheet's edit token edits that one (a "
            "phone continues a sheet under its tokens, so its share links open both), that one "
            "learns the link (`continued_by`) as a change of its own; else the link is one way.",
        },
    )
    carry = fields.Nested(
        CarrySchema,
        allow_none=True,
        metadata={
            "description": "Where the evening stood (with `continues`): the running totals go "
            "on from it and the evening's payout counts it. A sheet with a pot has none."
        },
    )

    view_token = fields.String(
        required=True,
        metadata={
            "description": "The read-only token, derived from the edit token (which comes as "
            "'Authorization: Bearer …', 43 base64url characters of 256 random bits): "
            "base64url(SHA-256('tarock-view-token:' + edit token)) without padding. A view "
            "token not derived so is refused (422): a reader who knows only the view link "
            "cannot create the sheet first.",
            "example": "Of6mY0wHPs6KyN1uGsj8KfB-2ujTqCv2wDVUW6Pjaxw",
        },
    )


class SheetPatchSchema(StrictSchema):
    """What may change on a sheet after its creation: the names shown, the archive."""

    display_names = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={
            "description": "Seat name (as in `players`) → the name to show from now on (a typo, a "
            "nickname); the seat's own name undoes a rename. Records keep the seat names. "
            "1–64 characters, no spaces around, no control or invisible character, no two "
            "players the same (Anna = anna).",
            "example": {"Anna": "Anna-Lena"},
        },
    )
    archived = StrictBoolean(
        metadata={"description": "true: archived (hidden from the main list); false: restored."}
    )
    round = fields.Nested(
        RoundJoinSchema,
        allow_none=True,
        metadata={
            "description": "Join a round (Runde) with a member at every seat, or leave it "
            "(null). Needs the round's edit token in `X-Round-Token` too."
        },
    )


class WrittenSchema(StrictSchema):
    """Numbers as written on the paper sheet, for the audit."""

    points = Ledger("The deal's points per player as written on paper.")
    totals = Ledger("The running totals per player written after this deal.")


#: the card-level record of a checked deal (issue 21), checked by the store (``playinput``)
PLAY = {
    "description": "The deal checked card by card, kept with its entry: a body of POST "
    "/deals/verify in the shape of the sheet's family (players, dealer, hands, talon or stock, "
    "game, declarer, called king, announcements, discard, tricks) without `profile`, "
    "`house_rules` and `cents_per_point`, which are the sheet's. A card or a hand the replay "
    "cannot read is a 422 naming the field under `play`; breaches of the rules are kept.",
}


class EntryPutSchema(StrictSchema):
    """One deal entry: a client revision, the deal record, optionally the paper's numbers."""

    revision = StrictInteger(
        required=True,
        validate=Range(1, 2**53 - 1),
        metadata={
            "description": "Client revision of this entry, from 1. A higher revision replaces "
            "the stored one; a lower one changes nothing; the same revision with the same body "
            "changes nothing, with another body it is a 409.",
            "example": 1,
        },
    )
    record = RecordOfSheet(
        {KOENIGRUFEN: EntryRecordSchema, HAFERLTAROCK: HaferlEntryRecordSchema}, required=True
    )
    written = fields.Nested(WrittenSchema, allow_none=True)
    play = fields.Dict(allow_none=True, metadata=PLAY)


class DeleteQuerySchema(StrictSchema):
    revision = QueryInteger(
        validate=Range(1, 2**53 - 1),
        metadata={"description": "Revision of the tombstone (default: stored revision + 1)."},
    )


class ChangesQuerySchema(StrictSchema):
    since = QueryInteger(
        load_default=0,
        validate=Range(0, MAX_VERSION),
        metadata={"description": "The last sheet version the client has seen."},
    )
    limit = QueryInteger(
        load_default=500, validate=Range(1, 5000), metadata={"description": "Page size."}
    )


class SheetQuerySchema(StrictSchema):
    """A page of a sheet's live entries, in deal order (``seq``)."""

    limit = QueryInteger(
        load_default=200,
        validate=Range(1, 500),
        metadata={"description": "Live entries per page (at most 500)."},
    )
    after = QueryInteger(
        load_default=0,
        validate=Range(0, MAX_VERSION),
        metadata={
            "description": "Only entries with a deal number (`seq`) above this: the "
            "`next_after` of the page before; 0 (default) for the first page."
        },
    )


class AuditRequestSchema(StrictSchema):
    written = fields.Dict(
        keys=fields.String(metadata=UUID),
        values=fields.Nested(WrittenSchema),
        metadata={
            "description": "Paper numbers by entry id; they take precedence over the numbers "
            "stored with the entries.",
        },
    )


class ImportSchema(StrictSchema):
    """An export of GET /sheets/{id}/export.json (format "tarock-sheet", format_version 1)."""

    format = fields.String(required=True, validate=OneOf(["tarock-sheet"]))
    format_version = StrictInteger(required=True, validate=OneOf([1]))
    exported_at = fields.String(allow_none=True)
    sheet = fields.Dict(
        required=True,
        metadata={
            "description": "title, players, first_dealer, cents_per_point, house_rules and "
            "profile {id, version, data} of the exported sheet (other keys are ignored). An "
            "official profile's `data` must be that profile unchanged; a custom profile's (one "
            "with `base`) keeps its own id and name, never an official one's, names an official "
            "base of this server's version and is checked again as a profile."
        },
    )
    entries = fields.List(
        fields.Dict(),
        load_default=list,
        validate=Length(
            max=MAX_ENTRIES,
            error=f"a sheet holds at most {MAX_ENTRIES:,} entries, deleted ones included",
        ),
        metadata={
            "description": "Entries in deal order: id, revision, dealer, deleted, record, written "
            f"(other keys are ignored; every record is settled again); at most {MAX_ENTRIES:,}, "
            "deleted ones included."
        },
    )


# --- responses -----------------------------------------------------------------------------------


class PayoutSchema(Schema):
    money_cents = Ledger("Each player's money so far (+ receives, − pays).", required=True)
    pot = fields.Dict(required=True, metadata={"description": "{points, money_cents} left."})
    text = fields.String(
        required=True,
        metadata={"example": "Anna bekommt 0,10 €, …; im Haferl bleiben 2 (0,20 €)."},
    )


class SheetSchema(Schema):
    """A score sheet. ``version`` is its ETag and grows by one with every change."""

    id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True)
    profile = fields.Nested(ProfileRefSchema, required=True)
    house_rules = fields.Dict(required=True)
    players = fields.List(fields.String(), required=True)
    first_dealer = fields.String(required=True)
    cents_per_point = fields.Integer(required=True)
    family = fields.String(
        metadata={"description": "The profile's game family.", "example": "koenigrufen"}
    )
    stake = fields.Integer(
        allow_none=True,
        metadata={"description": "A sheet with a pot (bayerisch): its stake; else null."},
    )
    version = fields.Integer(required=True, metadata={"example": 12})
    deals = fields.Integer(required=True, metadata={"description": "Live (counted) entries."})
    totals = fields.Nested(TotalsSchema, required=True)
    next_dealer = fields.String(required=True)
    next_forehand = fields.String(
        required=True, metadata={"description": "Vorhand of the next deal."}
    )
    sitting_out = fields.String(
        allow_none=True, required=True, metadata={"description": "5-player table: next dealer."}
    )
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})
    opening = fields.Nested(
        HaferlLineSchema,
        metadata={
            "description": "A sheet with a pot: the stake line that opens it (everyone pays the "
            "stake into the pot; already in `totals`)."
        },
    )
    payout = fields.Nested(
        PayoutSchema,
        metadata={"description": "A sheet with a pot: each player's money and the pot left."},
    )
    display_names = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={
            "description": "Every seat (as in `players`, which records use) with the name shown.",
            "example": {"Anna": "Anna-Lena", "Bernd": "Bernd"},
        },
    )
    archived = fields.Boolean(metadata={"description": "Archived: not in the main list."})
    archived_at = fields.String(allow_none=True, metadata={"format": "date-time"})
    continues = fields.String(
        allow_none=True,
        metadata={**UUID, "description": "The sheet this one continues (a changed table)."},
    )
    continued_by = fields.List(
        fields.String(metadata=UUID),
        metadata={"description": "The sheets that continue this one, oldest first."},
    )
    carry = fields.Nested(
        CarrySchema,
        allow_none=True,
        metadata={"description": "Where the evening stood when this sheet began (or null)."},
    )
    evening_totals = fields.Nested(
        CarrySchema,
        metadata={
            "description": "A continuing sheet: `carry` + `totals`, everyone of the evening "
            "(what its payout divides)."
        },
    )
    round_id = fields.String(
        allow_none=True,
        metadata={**UUID, "description": "The round (Runde) this sheet belongs to, or null."},
    )
    custom_profile = fields.Dict(
        metadata={
            "description": "A sheet with its own rule set: its id, name, version and `base` "
            "{id, version} (the whole document: GET /sheets/{id}/profile); absent otherwise.",
            "example": {
                "id": "stammtisch-linz",
                "name": "Stammtisch Linz",
                "version": "2026-12",
                "base": {"id": "ooe-2023", "version": "2023.4-r2025.11"},
            },
        }
    )
    members = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        allow_none=True,
        metadata={
            "description": "A sheet of a round: seat name → the round's member id (null else).",
            "example": {"Anna": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11"},
        },
    )


class EntrySchema(Schema):
    """One entry of the log; a tombstone has ``deleted: true`` (its record kept, counting 0)."""

    id = fields.String(required=True, metadata=UUID)
    revision = fields.Integer(required=True)
    seq = fields.Integer(required=True, metadata={"description": "Deal number (arrival order)."})
    version = fields.Integer(
        required=True, metadata={"description": "Sheet version of its change."}
    )
    dealer = fields.String(required=True)
    forehand = fields.String(required=True)
    deleted = fields.Boolean(required=True)
    schreibfehler = fields.Boolean(
        required=True, metadata={"description": "Marked as Schreibfehler (OÖ Allgemeines 9)."}
    )
    record = fields.Dict(required=True, metadata={"description": "The record as sent."})
    written = fields.Nested(WrittenSchema, allow_none=True, required=True)
    play = fields.Dict(allow_none=True, required=True, metadata=PLAY)
    result = AnyOf(SettlementSchema, HaferlSettlementSchema, allow_none=True, required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})


class SheetWithEntriesSchema(SheetSchema):
    entries = fields.List(
        fields.Nested(EntrySchema),
        required=True,
        metadata={"description": "One page of the live entries, in deal order (`seq`)."},
    )
    next_after = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "`after` of the next page; null when this page is the last.",
            "example": None,
        },
    )
    tournament_table = fields.Nested(
        SheetTournamentTableSchema,
        metadata={"description": "A tournament's table (issue 23): which one, and its result's "
                  "state; absent for any other sheet."},
    )  # fmt: skip


class SheetCreatedSchema(Schema):
    sheet = fields.Nested(SheetSchema, required=True)
    edit_token = fields.String(
        required=True, metadata={"description": "Bearer token to write; shown only once."}
    )
    view_token = fields.String(
        required=True, metadata={"description": "Bearer token to read (share link); shown once."}
    )


class SheetPutResultSchema(Schema):
    outcome = fields.String(
        required=True,
        validate=OneOf(["created", "unchanged"]),
        metadata={"description": "unchanged: this sheet was created by an earlier, equal PUT."},
    )
    sheet = fields.Nested(SheetSchema, required=True)


class SheetPatchResultSchema(Schema):
    outcome = fields.String(
        required=True,
        validate=OneOf(["updated", "unchanged"]),
        metadata={"description": "unchanged: the sheet was so already (a repeated PATCH)."},
    )
    sheet = fields.Nested(SheetSchema, required=True)


class WriteResultSchema(Schema):
    outcome = fields.String(
        required=True,
        validate=OneOf(["created", "updated", "deleted", "unchanged", "stale"]),
        metadata={
            "description": "stale: the server has a newer revision (returned in `entry`); "
            "unchanged: the same revision and body were there already."
        },
    )
    entry = fields.Nested(EntrySchema, required=True)
    sheet = fields.Nested(SheetSchema, required=True)


class ChangesSchema(Schema):
    sheet = fields.Nested(SheetSchema, required=True)
    since = fields.Integer(required=True)
    version = fields.Integer(required=True)
    entries = fields.List(fields.Nested(EntrySchema), required=True)
    more = fields.Boolean(required=True, metadata={"description": "Another page follows."})
    next_since = fields.Integer(
        required=True, metadata={"description": "`since` of the next call."}
    )


class FrozenProfileSchema(Schema):
    profile = fields.Dict(required=True, metadata={"description": "The profile as frozen."})
    house_rules = fields.Dict(required=True)


class ExplanationSchema(Schema):
    kind = fields.String(
        required=True,
        metadata={
            "description": "line_missing | line_doubled | line_reversed | signs_reversed | "
            "not_zero_sum"
        },
    )
    line = fields.Integer(metadata={"description": "Index into `lines`."})
    rule = fields.String()
    text = fields.String(required=True)


class AuditEntrySchema(Schema):
    id = fields.String(required=True, metadata=UUID)
    seq = fields.Integer(required=True)
    dealer = fields.String(required=True)
    ok = fields.Boolean(required=True)
    computed = fields.Nested(TotalsSchema, required=True)
    written = fields.Nested(WrittenSchema, required=True)
    difference = Ledger("written − computed, per player (deal points).")
    written_zero_sum = fields.Boolean()
    explanation = fields.List(fields.Nested(ExplanationSchema))
    running_totals = Ledger("Recomputed running totals after this entry.")
    totals_difference = Ledger("written − recomputed running totals.")
    lines = fields.List(AnyOf(LineSchema, HaferlLineSchema), required=True)


class AuditSchema(Schema):
    sheet = fields.Dict(required=True, metadata={"description": "{id, version}"})
    checked = fields.Integer(required=True, metadata={"description": "Entries with paper numbers."})
    differing = fields.Integer(required=True)
    ok = fields.Boolean(required=True)
    entries = fields.List(fields.Nested(AuditEntrySchema), required=True)
    recomputed_totals = fields.Nested(TotalsSchema, required=True)
    stored_totals = fields.Nested(TotalsSchema, required=True)
    changed_since_saved = fields.List(
        fields.Dict(),
        required=True,
        metadata={"description": "Entries whose settlement now differs from the stored one."},
    )


class ExportSchema(Schema):
    format = fields.String(required=True)
    format_version = fields.Integer(required=True)
    exported_at = fields.String(required=True)
    sheet = fields.Dict(required=True)
    entries = fields.List(fields.Nested(EntrySchema), required=True)
