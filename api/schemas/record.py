"""The deal record (docs/design.md §3): the body of POST /settle and one entry of a sheet.

The schema checks JSON types and the shared vocabulary and documents every field; what a value
means in a profile (is Mondfang a premium here? may this game be kontriert?) is decided by the
rules engine. When a record fails here *and* the engine has an objection of its own, the engine's
error is reported instead, so an error names the same field with the same ``kind`` whether it came
through this API, the JS engine or the PWA.
"""

from typing import Any, NoReturn

from marshmallow import ValidationError, fields, validates
from marshmallow.validate import Length, Range

from shared_rules import RuleError, profile_ids, raw_profile, settle
from shared_rules.catalogue import KOENIGRUFEN
from shared_rules.profiles import DEFAULT_PROFILE
from shared_rules.record import (
    BIRD_IDS,
    KNOWN_GAMES,
    KNOWN_PREMIUMS,
    MAX_NAME,
    RENONCE_RULES,
    SIDES,
)
from shared_rules.vocabulary import MAX_CENTS_PER_POINT, check_names

from .base import EngineChecked, StrictSchema
from .fields import Card, CardPoints, Choice, Kontra, KontraLevel, StrictBoolean, StrictInteger
from .house_rules import house_rules_schema

PROFILE_IDS = profile_ids()
# The vocabulary of docs/design.md §3, plus whatever a bundled profile adds (the Bavarian games).
GAMES = sorted(KNOWN_GAMES | {g for p in PROFILE_IDS for g in raw_profile(p)["games"]})
PREMIUMS = sorted(KNOWN_PREMIUMS | {n for p in PROFILE_IDS for n in raw_profile(p)["premiums"]})

PLAYER = {"description": "A player's name as written in `players`.", "example": "Bernd"}
#: No spaces around a name (shared_rules.vocabulary.check_names), as the OpenAPI document says it.
NAME_PATTERN = r"^\S(?:[\s\S]*\S)?$"
DISTINCT_NAMES = (
    " No name twice: names that differ only in case are one player (Anna = anna), and a name "
    "has no spaces around it."
)


def _no_spaces_around(name: str) -> None:
    if name.strip() != name:
        raise ValidationError("A player name has no spaces around it.")


def Player(**kwargs: Any) -> fields.String:  # noqa: N802 - a field factory reads like a field class
    return fields.String(
        validate=[Length(1, MAX_NAME), _no_spaces_around],
        metadata={**PLAYER, "pattern": NAME_PATTERN, **kwargs.pop("metadata", {})},
        **kwargs,
    )


def Players(description: str, length: tuple[int, int], **kwargs: Any) -> fields.List[str]:  # noqa: N802 - a field factory
    """A table: distinct names (``uniqueItems``; case does not count, see ``DISTINCT_NAMES``)."""
    return fields.List(
        Player(),
        validate=Length(*length),
        metadata={
            "description": description + DISTINCT_NAMES,
            "uniqueItems": True,
            **kwargs.pop("metadata", {}),
        },
        **kwargs,
    )


def Table(description: str) -> fields.List[str]:  # noqa: N802 - a field factory
    """The required table of a deal or sheet: 4 players, or 5 of whom the dealer sits out."""
    return Players(
        description,
        (4, 5),
        required=True,
        metadata={"example": ["Anna", "Bernd", "Clara", "David"]},
    )


HouseRulesSchema = house_rules_schema(
    KOENIGRUFEN,
    "HouseRulesSchema",
    "Overrides of the profile's switches for a private round (docs/rules.md §4).",
    {"games": GAMES, "premiums": PREMIUMS},
)


class PremiumSchema(StrictSchema):
    """One premium (Prämie) of the deal: its side, announced (angesagt) or silent (still)."""

    name = Choice(
        PREMIUMS, "Premium id; which ones a profile has: GET /profiles/{id}.", required=True
    )
    side = Choice(SIDES, "The side that announced it or, if silent, made it.", required=True)
    announced = StrictBoolean(
        allow_none=True,
        metadata={
            "description": "Announced (angesagt); silent (still) if false.",
            "default": False,
        },
    )
    won = StrictBoolean(
        allow_none=True,
        metadata={"description": "Whether the side made it (may be omitted under Renonce)."},
    )
    kontra = KontraLevel(metadata={"default": 0})


class ValatSchema(StrictSchema):
    """All twelve tricks to one side (docs/rules.md §2.3)."""

    side = Choice(SIDES, required=True)
    announced = StrictBoolean(allow_none=True, metadata={"default": False})
    won = StrictBoolean(allow_none=True)
    kontra = KontraLevel(
        metadata={"description": "Kontra on a fixed Valat premium (Tirol, KTC).", "default": 0}
    )


class TrischakenSchema(StrictSchema):
    """Trischaken: each player's card points and trick count (docs/rules.md §2.6)."""

    points = fields.Dict(
        keys=fields.String(),
        values=CardPoints(),
        required=True,
        metadata={
            "description": "Card points per active player; they add up to 70/0 (210 thirds).",
            "example": {"Anna": "20/0", "Bernd": "30/0", "Clara": "12/0", "David": "8/0"},
        },
    )
    tricks = fields.Dict(
        keys=fields.String(),
        values=StrictInteger(validate=Range(0, 12)),
        allow_none=True,
        metadata={
            "description": "Tricks per active player (adding up to 12); finds the Jungfrauen.",
            "example": {"Anna": 3, "Bernd": 5, "Clara": 4, "David": 0},
        },
    )


class RenonceSchema(StrictSchema):
    """A Renonce ends the deal; the renoncers pay everyone else (docs/rules.md §2.5)."""

    players = Players("The renoncers.", (1, 2), required=True)
    reason = fields.String(
        validate=Length(max=500), metadata={"example": "Farbzwang nicht befolgt (Stich 4)"}
    )
    rule = Choice(
        RENONCE_RULES,
        "The breach, as a deal replay names it (`bird_missing`: an A-Rufer announced without a "
        "bird in hand is settled by its own tariff).",
        allow_none=True,
    )


class RulesSchema(StrictSchema):
    """The rules a body is judged by: a profile and the table's house rules."""

    profile = Choice(
        PROFILE_IDS, "Rule profile id (docs/rules.md §3).", metadata={"default": DEFAULT_PROFILE}
    )
    house_rules = fields.Nested(HouseRulesSchema, allow_none=True)


class DealRecordSchema(RulesSchema):
    """One deal as written on the score sheet, in enough detail to settle it."""

    players = Table(
        "The table in seating order: 4 players, or 5 with the dealer sitting out.",
    )
    dealer = Player(
        allow_none=True,
        metadata={"description": "The dealer; at a 5-player table the one who sits out."},
    )
    forehand = Player(allow_none=True, metadata={"description": "Vorhand (first to bid/lead)."})
    game = Choice(GAMES, "Game id; which ones a profile plays: GET /profiles/{id}.", required=True)
    declarer = Player(
        allow_none=True,
        metadata={"description": "Who played the game (Trischaken: the Vorhand; may be omitted)."},
    )
    partner = Player(
        allow_none=True,
        metadata={"description": "Holder of the called king (Ruferspiele); null if alone."},
    )
    called_king = Card(allow_none=True, metadata={"example": "HK"})
    won = StrictBoolean(
        allow_none=True,
        metadata={
            "description": "Whether the declarer's side won; may be derived from "
            "declarer_points or declarer_tricks (both given: they must agree)."
        },
    )
    declarer_points = CardPoints(
        allow_none=True, metadata={"description": "Card points of the declarer's side."}
    )
    declarer_tricks = StrictInteger(
        allow_none=True,
        validate=Range(0, 12),
        metadata={"description": "Negative games: tricks the declarer took."},
    )
    kontra = Kontra()
    premiums = fields.List(fields.Nested(PremiumSchema), allow_none=True, validate=Length(max=40))
    valat = fields.Nested(ValatSchema, allow_none=True)
    bird = Choice(
        BIRD_IDS,
        "The compulsory bird of an A-Rufer/Besserrufer/Vogelrufer; its outcome is its (announced) "
        "entry in `premiums`.",
        allow_none=True,
    )
    king_in_talon = StrictBoolean(
        allow_none=True,
        metadata={"description": "The called king lay in the talon.", "default": False},
    )
    conceded = StrictBoolean(
        allow_none=True,
        metadata={
            "description": "Geschleift: the declarer conceded with the king in the talon.",
            "default": False,
        },
    )
    trischaken = fields.Nested(TrischakenSchema, allow_none=True)
    renonce = fields.Nested(RenonceSchema, allow_none=True)
    cents_per_point = StrictInteger(
        validate=Range(0, MAX_CENTS_PER_POINT),
        metadata={"description": "Money per point for this table; default from the profile."},
    )
    writing_error = StrictBoolean(
        allow_none=True,
        metadata={
            "description": "Schreibfehler: the deal counts 0 for everyone.",
            "default": False,
        },
    )
    note = fields.String(allow_none=True, validate=Length(max=1000))
    id = fields.String(
        allow_none=True,
        validate=Length(max=100),
        metadata={"description": "The client's id of this entry (echoed nowhere, kept in sheets)."},
    )

    @validates("players")
    def _distinct(self, value: list[str], **kwargs: Any) -> None:
        try:
            check_names(value)
        except RuleError as error:
            raise ValidationError(error.reason) from None

    def handle_error(
        self, error: ValidationError, data: Any, *, many: bool, **kwargs: Any
    ) -> NoReturn:
        """The engine's verdict wins where it has one (see the module docstring)."""
        if isinstance(data, dict) and not many:
            try:
                settle(data)
            except RuleError:
                raise
            except Exception:  # noqa: BLE001 - the engine choking on garbage is not the answer
                pass
        raise error


class DealRecordBody(EngineChecked, DealRecordSchema):
    """The deal record as a request body: documented by the schema, checked by the engine."""


EXAMPLE_RECORD = {
    "profile": "ooe-2023",
    "players": ["Anna", "Bernd", "Clara", "David"],
    "forehand": "Anna",
    "game": "rufer",
    "declarer": "Anna",
    "partner": "Clara",
    "called_king": "HK",
    "declarer_points": "38/0",
    "kontra": 1,
    "premiums": [
        {"name": "pagat", "side": "declarer", "announced": True, "won": True},
        {"name": "trull", "side": "opponents", "announced": False, "won": True},
    ],
}
