"""Reading a Haferltarock deal record into a checked ``Deal``: every field once, every error named.

A record is one row of the sheet: ``players`` (3, or 4 with the ``dealer`` who sits out), the
``game`` (``stockspiel``, ``solo``, ``herz_solo``, ``bettel``, or ``thrown_in`` when all passed), the
``declarer``, the ``trump`` a Solo names, the outcome (``won`` and/or ``declarer_augen``, or
``declarer_tricks`` in Bettel; ``schneider``, ``schwarz``), a ``breach`` that decided the game, the
``pot`` before the deal, the ``stake`` and ``cents_per_point``. Field conventions (names, limits,
errors naming the field) are those of the Königrufen record.

>>> from shared_rules.haferl.profile import load_profile
>>> deal = read_deal({"players": ["Anna", "Bernd", "Clara"], "game": "solo", "trump": "e",
...                   "declarer": "Anna", "declarer_augen": 95}, load_profile("bayerisch"))
>>> deal.opponents, deal.trump, deal.won, deal.schneider, deal.schwarz, deal.pot
(['Bernd', 'Clara'], 'E', True, True, False, 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from ..catalogue import HAFERLTAROCK
from ..errors import Inconsistent, MalformedInput, NotAllowed
from ..record import KNOWN_GAMES, check_fields, won_by_tricks
from ..types import GameSpec, JsonObject, Player, Record
from ..vocabulary import MAX_CENTS_PER_POINT, TEXT_LIMITS, breach_names, check_names, renonce_rules
from ..vocabulary import MAX_POT as MAX_POT  # re-exported: play, sheet and the API import it here
from ..vocabulary import MAX_STAKE as MAX_STAKE
from .cards import DECK, SUITS, suit_name_de
from .counting import DECK_AUGEN, IMPOSSIBLE_AUGEN, PILE_AUGEN, parse_augen
from .profile import HaferlProfile

THROWN_IN = "thrown_in"
TRICKS = 11
#: every game id of the family's profile schema (a game a profile switched off is not allowed)
FAMILY_GAMES = frozenset(("stockspiel", "solo", "herz_solo", "bettel"))
#: the breaches a replay reports, with their German names
RULE_DE = breach_names(HAFERLTAROCK)
#: a record's ``breach`` may name the one that decided the game
BREACH_RULES = renonce_rules(HAFERLTAROCK)
RECORD_FIELDS = frozenset(
    [
        "profile",
        "house_rules",
        "players",
        "dealer",
        "game",
        "declarer",
        "trump",
        "won",
        "declarer_augen",
        "declarer_tricks",
        "schneider",
        "schwarz",
        "breach",
        "pot",
        "stake",
        "cents_per_point",
        "note",
        "id",
    ]
)
OUTCOME_FIELDS = ("won", "declarer_augen", "declarer_tricks", "schneider", "schwarz")
BREACH_FIELDS = frozenset(("player", "rule", "reason"))


class Breach(TypedDict):
    """A record's ``breach``, checked: who broke a rule, which, and why (free text)."""

    player: Player
    rule: str | None
    reason: str | None


class Outcome(TypedDict):
    """The outcome fields of a played deal, decided by ``_read_outcome``."""

    won: bool
    declarer_augen: int | None
    declarer_tricks: int | None
    schneider: bool
    schwarz: bool


@dataclass(slots=True)
class Deal:
    """A checked record. ``game`` is None for a thrown-in deal (no declarer, no outcome)."""

    profile: HaferlProfile
    record: Record
    table: list[Player]  # everyone at the table, the sitting-out dealer included
    active: list[Player]  # the three who play
    dealer: Player | None
    game_id: str
    game: GameSpec | None
    declarer: Player | None
    opponents: list[Player]
    trump: str | None
    won: bool | None
    declarer_augen: int | None
    declarer_tricks: int | None
    schneider: bool
    schwarz: bool
    breach: Breach | None
    pot: int
    stake: int
    cents_per_point: int


def whole(value: object, field: str, lo: int, hi: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise MalformedInput(
            field,
            value,
            f"expected {what} from {lo} to {hi}",
            code="number.range",
            params={"min": lo, "max": hi},
        )
    return value


def check_texts(obj: JsonObject) -> None:
    """``note`` and ``id``: texts of bounded length, as in every record."""
    for name, limit in TEXT_LIMITS.items():
        text = obj.get(name)
        if text is not None and (not isinstance(text, str) or len(text) > limit):
            raise MalformedInput(
                name,
                text,
                f"expected a text of at most {limit} characters",
                code="text.too_long",
                params={"max": limit},
            )


def _opt_bool(record: Record, name: str) -> bool | None:
    value: object = record.get(name)
    if value is not None and not isinstance(value, bool):
        raise MalformedInput(name, value, "expected true, false or null", code="value.yes_no")
    return value


def read_table(
    record: Record, profile: HaferlProfile
) -> tuple[list[Player], list[Player], Player | None]:
    """(everyone at the table, the three active players, the dealer)."""
    players = read_players(record.get("players"), profile)
    dealer: Player | None = record.get("dealer")
    if dealer is not None and dealer not in players:
        raise MalformedInput(
            "dealer",
            dealer,
            f"not a player at the table ({', '.join(players)})",
            code="player.not_at_table",
            params={"players": ", ".join(players)},
        )
    if len(players) == 3:
        return players, list(players), dealer
    if dealer is None:
        raise MalformedInput(
            "dealer",
            None,
            "at a 4-player table name the dealer, who sits out",
            code="dealer.missing",
        )
    return players, [p for p in players if p != dealer], dealer


def read_players(players: object, profile: HaferlProfile) -> list[Player]:
    """The names at the table: as many as the profile allows, each a name by the rule both
    families share, no player twice."""
    sizes = profile.table_sizes
    if not isinstance(players, list) or len(players) not in sizes:
        n = " or ".join(str(s) for s in sizes)
        raise MalformedInput(
            "players",
            players,
            f"expected a list of {n} player names (at four the dealer sits out)",
            code="players.count",
        )
    check_names(players)  # the one name rule (vocabulary.py): Anna = anna
    return players


def read_trump(value: object, game: GameSpec, game_id: str, field: str = "trump") -> str | None:
    """The trump suit of the game: fixed by the profile, named by the declarer, or none."""
    rule: str | list[str] | None = game["trump"]
    code = value.upper() if isinstance(value, str) else value
    if code is not None and code not in SUITS:
        raise MalformedInput(
            field,
            value,
            "expected a suit: E (Eichel), G (Gras), H (Herz), S (Schellen)",
            code="trump.suit",
        )
    if rule is None:
        if code is not None:
            raise NotAllowed(
                field,
                value,
                f"{game['name']} is played without trumps",
                code="trump.none",
                params={"game": game["name"]},
            )
        return None
    if isinstance(rule, str):
        if code is not None and code != rule:
            raise NotAllowed(
                field,
                value,
                f"in the {game['name']} {suit_name_de(rule)} is trump",
                code="trump.fixed",
                params={"game": game["name"], "suit": suit_name_de(rule)},
            )
        return rule
    names = ", ".join(f"{s} ({suit_name_de(s)})" for s in rule)
    if code is None:
        raise MalformedInput(
            field,
            None,
            f"name the trump of the {game['name']}: {names}",
            code="trump.missing",
            params={"game": game["name"], "suits": names},
        )
    if code not in rule:
        raise NotAllowed(
            field,
            value,
            f"the {game['name']} takes {names} as trump",
            code="trump.choice",
            params={"game": game["name"], "suits": names},
        )
    return code


def _read_breach(record: Record, active: list[Player], profile: HaferlProfile) -> Breach | None:
    b = record.get("breach")
    if b is None:
        return None
    if not isinstance(b, dict):
        raise MalformedInput(
            "breach", b, 'expected {"player": …, "rule": …, "reason": …}', code="breach.shape"
        )
    check_fields(b, BREACH_FIELDS, "breach")
    if b.get("player") not in active:
        raise MalformedInput(
            "breach.player",
            b.get("player"),
            f"not a player in this deal ({', '.join(active)})",
            code="player.not_at_table",
            params={"players": ", ".join(active)},
        )
    rule = b.get("rule")
    if rule is not None and rule not in BREACH_RULES:
        raise MalformedInput(
            "breach.rule",
            rule,
            f"expected one of {', '.join(BREACH_RULES)}",
            code="breach.rule",
        )
    reason = b.get("reason")
    if reason is not None and (not isinstance(reason, str) or len(reason) > 500):
        raise MalformedInput(
            "breach.reason",
            reason,
            "expected a text of at most 500 characters",
            code="text.too_long",
            params={"max": 500},
        )
    if not profile.breach_loses:
        raise NotAllowed(
            "breach",
            b,
            "house rule breach_loses is off: a breach is reported, the cards decide",
            code="breach.off",
        )
    return {"player": b["player"], "rule": rule, "reason": reason}


def read_deal(record: object, profile: HaferlProfile) -> Deal:
    """Check a record's fields against each other and the profile; MalformedInput/NotAllowed/Inconsistent."""
    if not isinstance(record, dict):
        raise MalformedInput(
            "record", record, "a deal record must be a JSON object", code="record.not_object"
        )
    check_fields(record, RECORD_FIELDS, "")
    check_texts(record)
    table, active, dealer = read_table(record, profile)
    cpp = record.get("cents_per_point", profile.cents_per_point)
    whole(cpp, "cents_per_point", 0, MAX_CENTS_PER_POINT, "a whole number of cents")
    stake = whole(record.get("stake", profile.stake), "stake", 1, MAX_STAKE, "Grundbeträge")
    pot = record.get("pot")
    pot = stake * len(table) if pot is None else whole(pot, "pot", 0, MAX_POT, "Grundbeträge")
    game_id = record.get("game")
    base: JsonObject = {  # Deal's fields every deal has
        "profile": profile,
        "record": record,
        "table": table,
        "active": active,
        "dealer": dealer,
        "game_id": game_id,
        "pot": pot,
        "stake": stake,
        "cents_per_point": cpp,
    }
    if game_id == THROWN_IN:
        for name in ("declarer", "trump", "breach", *OUTCOME_FIELDS):
            if record.get(name) is not None and record[name] is not False:
                raise NotAllowed(
                    name,
                    record[name],
                    "all passed: a thrown-in deal is not played",
                    code="game.thrown_in",
                )
        return Deal(
            **base,
            game=None,
            declarer=None,
            opponents=[],
            trump=None,
            won=None,
            declarer_augen=None,
            declarer_tricks=None,
            schneider=False,
            schwarz=False,
            breach=None,
        )
    if not isinstance(game_id, str) or game_id not in profile.games:
        if isinstance(game_id, str) and (game_id in FAMILY_GAMES or game_id in KNOWN_GAMES):
            raise NotAllowed(
                "game", game_id, f"not played in profile {profile.id}", code="game.not_played"
            )
        raise MalformedInput(
            "game",
            game_id,
            f"unknown game (profile {profile.id}: {', '.join(profile.games)}, {THROWN_IN})",
            code="game.unknown",
        )
    game = profile.games[game_id]
    declarer = record.get("declarer")
    if declarer not in active:
        why = "the dealer sits out" if declarer == dealer and declarer else "not an active player"
        raise MalformedInput(
            "declarer",
            declarer,
            f"{why} ({', '.join(active)} play)",
            code="declarer.not_active",
            params={"players": ", ".join(active)},
        )
    trump = read_trump(record.get("trump"), game, game_id)
    breach = _read_breach(record, active, profile)
    outcome = _read_outcome(record, game, profile, declarer, breach)
    return Deal(
        **base,
        game=game,
        declarer=declarer,
        opponents=[p for p in active if p != declarer],
        trump=trump,
        breach=breach,
        **outcome,
    )


def _read_outcome(
    record: Record, game: GameSpec, profile: HaferlProfile, declarer: Player, breach: Breach | None
) -> Outcome:
    won = _opt_bool(record, "won")
    schneider = _opt_bool(record, "schneider")
    schwarz = _opt_bool(record, "schwarz")
    augen = record.get("declarer_augen")
    tricks = record.get("declarer_tricks")
    if augen is not None:
        augen = parse_augen(augen, "declarer_augen")
    if tricks is not None:
        tricks = whole(tricks, "declarer_tricks", 0, TRICKS, "a number of tricks")
    if not game["schneider"]:
        for name, value in (("schneider", schneider), ("schwarz", schwarz)):
            if value:
                raise NotAllowed(
                    name,
                    value,
                    f"no Schneider or Schwarz in the {game['name']}",
                    code="schneider.none",
                    params={"game": game["name"]},
                )
    if game["kind"] == "negative" and augen is not None:
        raise NotAllowed(
            "declarer_augen",
            augen,
            f"the {game['name']} counts tricks, not Augen",
            code="augen.tricks_game",
            params={"game": game["name"]},
        )
    if breach is not None:
        return _decided_by_breach(game, declarer, breach, won, augen, tricks, schneider, schwarz)
    if game["kind"] == "negative":
        if tricks is not None:
            won = won_by_tricks(won, tricks, game, f"the {game['name']}")
        if won is None:
            raise MalformedInput(
                "declarer_tricks",
                None,
                "give won or declarer_tricks to decide the game",
                code="outcome.missing",
            )
        return _outcome(won, None, tricks, False, False)
    return _positive(game, profile, won, augen, tricks, schneider, schwarz)


def _positive(
    game: GameSpec,
    profile: HaferlProfile,
    won: bool | None,
    augen: int | None,
    tricks: int | None,
    schneider: bool | None,
    schwarz: bool | None,
) -> Outcome:
    threshold = profile.threshold
    if augen in IMPOSSIBLE_AUGEN:
        raise Inconsistent(
            "declarer_augen",
            augen,
            f"no deal gives a side {augen} Augen: no card is worth 1 "
            f"(impossible: {' and '.join(map(str, IMPOSSIBLE_AUGEN))})",
            code="augen.impossible",
        )
    if augen is not None:
        by_augen = augen >= threshold
        if won is not None and won != by_augen:
            raise Inconsistent(
                "won",
                won,
                f"declarer_augen {augen} {'win' if by_augen else 'lose'} (needs {threshold})",
                code="won.augen_won" if by_augen else "won.augen_lost",
                params={"augen": augen, "need": threshold},
            )
        won = by_augen
    if tricks is not None:
        if schwarz is not None and schwarz != (tricks == TRICKS):
            raise Inconsistent(
                "schwarz",
                schwarz,
                f"the declarer took {tricks} of {TRICKS} tricks",
                code="schwarz.tricks",
                params={"tricks": tricks, "all": TRICKS},
            )
        schwarz = tricks == TRICKS
        # every card but the opponents' tricks: his own tricks and 3 more (the Stock, or the
        # Stockspiel discard); all 11 tricks are the Schwarz check's below
        held = len(DECK) - 3 * (TRICKS - tricks)
        if tricks < TRICKS and augen is not None and augen not in PILE_AUGEN[held]:
            raise Inconsistent(
                "declarer_augen",
                augen,
                f"with {tricks} of {TRICKS} tricks the declarer holds {held} cards (his tricks "
                f"and 3 more: the Stock or his discard), and no {held} cards make {augen} Augen",
                code="augen.impossible",
            )
    if schwarz:
        if won is False:
            raise Inconsistent(
                "schwarz",
                True,
                "Schwarz: the declarer took every trick, so he won",
                code="schwarz.won",
            )
        if augen is not None and augen != DECK_AUGEN:
            raise Inconsistent(
                "schwarz",
                True,
                f"with every trick the declarer has all {DECK_AUGEN} Augen, not {augen}",
                code="schwarz.augen",
                params={"augen": augen, "all": DECK_AUGEN},
            )
        if schneider is False:
            raise Inconsistent(
                "schneider",
                False,
                "Schwarz leaves the opponents 0 Augen: always Schneider",
                code="schneider.schwarz",
            )
        won, schneider = True, True
    if won is None:
        raise MalformedInput(
            "declarer_augen",
            None,
            "give won or declarer_augen to decide the game",
            code="outcome.missing",
        )
    if augen is not None:
        loser = DECK_AUGEN - augen if won else augen
        by_augen = loser < profile.schneider["below"]
        if schneider is not None and schneider != by_augen:
            raise Inconsistent(
                "schneider",
                schneider,
                f"the losing side has {loser} Augen: {'' if by_augen else 'not '}Schneider "
                f"(under {profile.schneider['below']})",
                code="schneider.yes" if by_augen else "schneider.no",
                params={"augen": loser, "below": profile.schneider["below"]},
            )
        schneider = by_augen
    return _outcome(won, augen, tricks, bool(schneider), bool(schwarz))


def _decided_by_breach(
    game: GameSpec,
    declarer: Player,
    breach: Breach,
    won: bool | None,
    augen: int | None,
    tricks: int | None,
    schneider: bool | None,
    schwarz: bool | None,
) -> Outcome:
    for name, value in (("declarer_augen", augen), ("declarer_tricks", tricks)):
        if value is not None:
            raise NotAllowed(
                name, value, "a game decided by a breach is not counted", code="breach.not_counted"
            )
    for name, value in (("schneider", schneider), ("schwarz", schwarz)):
        if value:
            raise NotAllowed(
                name,
                value,
                "a game decided by a breach counts at its base tariff",
                code="breach.base_tariff",
            )
    by_breach = breach["player"] != declarer
    if won is not None and won != by_breach:
        raise Inconsistent(
            "won",
            won,
            f"{breach['player']} broke a rule: the game is lost for "
            f"{'the declarer' if not by_breach else 'the opponents'}",
            code="won.breach",
            params={"player": breach["player"]},
        )
    return _outcome(by_breach, None, None, False, False)


def _outcome(
    won: bool, augen: int | None, tricks: int | None, schneider: bool, schwarz: bool
) -> Outcome:
    return {
        "won": won,
        "declarer_augen": augen,
        "declarer_tricks": tricks,
        "schneider": schneider,
        "schwarz": schwarz,
    }
