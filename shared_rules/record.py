"""Reading a deal record (docs/design.md §3) into a checked ``Deal``: every field once, every error named.

>>> from shared_rules.profiles import load_profile
>>> deal = read_deal({"players": ["Anna", "Bernd", "Clara", "David"], "game": "rufer",
...                   "declarer": "Anna", "partner": "Clara", "declarer_points": "38/0"},
...                  load_profile("ooe-2023"))
>>> deal.declarer_side, deal.opponents, deal.won
(['Anna', 'Clara'], ['Bernd', 'David'], True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NoReturn

from . import seating
from .cards import KINGS, QUEENS
from .counting import DECK_THIRDS, format_points, parse_points, points_text
from .errors import Inconsistent, MalformedInput, NotAllowed
from .profiles import Profile
from .types import GameSpec, JsonObject, Kontra, Player, Record, Thirds
from .vocabulary import (
    BIRDS,
    GAMES,
    MAX_CENTS_PER_POINT,
    PREMIUMS,
    TEXT_LIMITS,
)
from .vocabulary import MAX_NAME as MAX_NAME  # re-exported: other modules import it from here
from .vocabulary import RENONCE_RULES as RENONCE_RULES  # re-exported: the API imports them here
from .vocabulary import SIDES as SIDES

# the vocabulary under the names the API imports (one home: vocabulary.py)
KNOWN_GAMES = frozenset(GAMES)
KNOWN_PREMIUMS = frozenset(PREMIUMS)
BIRD_IDS = BIRDS
RECORD_FIELDS = frozenset(
    [
        "profile",
        "house_rules",
        "players",
        "forehand",
        "dealer",
        "game",
        "declarer",
        "partner",
        "called_king",
        "won",
        "declarer_points",
        "declarer_tricks",
        "kontra",
        "premiums",
        "valat",
        "bird",
        "king_in_talon",
        "conceded",
        "trischaken",
        "renonce",
        "cents_per_point",
        "writing_error",
        "note",
        "id",
    ]
)


PREMIUM_FIELDS = frozenset(("name", "side", "announced", "won", "kontra"))
VALAT_FIELDS = frozenset(("side", "announced", "won", "kontra"))
RENONCE_FIELDS = frozenset(("players", "rule", "reason"))
TRISCHAKEN_FIELDS = frozenset(("points", "tricks"))
_TEXT_FIELDS = tuple((name, TEXT_LIMITS[name]) for name in ("note", "id"))  # (field, limit)
_TEXT_KEYS = frozenset(name for name, _ in _TEXT_FIELDS)


def check_fields(obj: JsonObject, allowed: frozenset[str], path: str) -> None:
    """MalformedInput naming the first key of ``obj`` that ``allowed`` does not know."""
    if not allowed.issuperset(obj):
        key = sorted(set(obj) - allowed)[0]
        raise MalformedInput(
            f"{path}.{key}" if path else key,
            obj[key],
            "unknown field",
            code="record.unknown_field",
            params={"name": str(key)},
        )


@dataclass(slots=True)
class Premium:
    index: int
    name: str
    side: str
    announced: bool
    won: bool | None
    kontra: int
    spec: JsonObject  # the premium's entry of the profile


@dataclass(slots=True)
class Valat:
    side: str
    announced: bool
    won: bool | None
    kontra: int


@dataclass(slots=True)
class Deal:
    """A checked record; the defaults are those of a game without outcome fields (Trischaken).

    ``read_deal`` passes every field positionally (a Trischaken sets its own three after the
    call): CPython (3.11) turns the keywords of a call to a class into a dict first, which cost 5 %
    of a settlement.
    """

    profile: Profile
    record: Record
    players: list[Player]  # everyone in the record, sitting-out dealer included
    active: list[Player]  # the four who play
    game_id: str
    game: GameSpec
    declarer: Player
    declarer_side: list[Player]
    opponents: list[Player]
    cents_per_point: int
    forehand: str | None
    renonce: list[Player] | None
    renonce_rule: str | None
    won: bool | None = None
    declarer_points: int | None = None
    kontra: Kontra = 0  # int, or {opponent: level} in negative games
    premiums: list[Premium] = field(default_factory=list)
    valat: Valat | None = None
    bird: str | None = None
    king_in_talon: bool = False
    conceded: bool = False
    kontra_void: bool = True
    # Trischaken, decided once here: every player's thirds and who took no trick
    is_trischaken: bool = False
    trischaken_points: dict[Player, Thirds] | None = None
    jungfrauen: frozenset[Player] = frozenset()


def _flag(record: Record, name: str) -> bool:
    v = record.get(name)
    if v is None:
        return False
    if not isinstance(v, bool):
        raise MalformedInput(name, v, "expected true or false", code="value.yes_no")
    return v


def _path(field: str, key: object) -> str:
    """``field``, or ``field.key`` under an object: built for an error only (a record has a level
    or flag per premium and per opponent, each checked on every settlement)."""
    return field if key is None else f"{field}.{key}"


def _opt_bool(value: object, field: str, key: object = None) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise MalformedInput(
            _path(field, key), value, "expected true, false or null", code="value.yes_no"
        )
    return value


def _player(
    record: Record, name: str, players: list[Player], required: bool = True
) -> Player | None:
    value = record.get(name)
    if value is None:
        if required:
            raise MalformedInput(name, value, "required", code="value.required")
        return None
    return value if value in players else check_active(value, name, record, players)


def check_active(value: object, field: str, record: Record, active: list[Player]) -> Player:
    """``value`` if it names one of the four who play; the sitting-out dealer is Inconsistent."""
    if value in active:
        return str(value)
    if value == record.get("dealer") and value in record.get("players", ()):
        raise Inconsistent(
            field, value, "the dealer sits out at a 5-player table", code="dealer.sits_out"
        )
    raise MalformedInput(
        field,
        value,
        f"not a player at the table ({', '.join(active)})",
        code="player.not_at_table",
        params={"players": ", ".join(active)},
    )


def _level(value: object, field: str, profile: Profile, key: object = None) -> int:
    if type(value) is int and 0 <= value <= profile.kontra_levels:  # not a bool: its type is bool
        return value
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise MalformedInput(
            _path(field, key),
            value,
            "expected a Kontra level 0–5 (1 Kontra, 2 Rekontra, 3 Subkontra)",
            code="kontra.level",
        )
    if value > profile.kontra_levels:
        raise NotAllowed(
            _path(field, key),
            value,
            f"profile {profile.id} has {profile.kontra_levels} Kontra levels",
            code="kontra.too_many",
            params={"max": profile.kontra_levels},
        )
    return value


def read_players(record: Record) -> tuple[list[Player], list[Player]]:
    """(everyone at the table, the four who play) — see ``seating.read_table``."""
    players, dealer = seating.read_table(record)
    return players, players if dealer is None else seating.active(players, dealer)


def read_deal(record: object, profile: Profile) -> Deal:
    """Check a record's fields against each other and the profile; MalformedInput/NotAllowed/Inconsistent."""
    if not isinstance(record, dict):
        raise MalformedInput(
            "record", record, "a deal record must be a JSON object", code="record.not_object"
        )
    if not RECORD_FIELDS.issuperset(record):  # the usual record: no call to name a stray key
        check_fields(record, RECORD_FIELDS, "")
    for name, limit in _TEXT_FIELDS if not _TEXT_KEYS.isdisjoint(record) else ():
        text = record.get(name)
        if text is not None and (not isinstance(text, str) or len(text) > limit):
            raise MalformedInput(
                name,
                text,
                f"expected a text of at most {limit} characters",
                code="text.too_long",
                params={"max": limit},
            )
    players, dealer = seating.read_table(record)  # read_players, one call less
    active = players if dealer is None else seating.active(players, dealer)
    named = record.get("game")
    if type(named) is str and named in profile.games:  # read_game's answer, without the call
        game_id, game = named, profile.games[named]
    else:  # read_game names why not
        game_id, game = read_game(named, profile)
    forehand = record.get("forehand")  # a player of the four as is, else _player says why
    if forehand is not None and forehand not in active:
        forehand = _player(record, "forehand", active, required=False)
    renonce, renonce_rule = (
        _read_renonce(record, active) if "renonce" in record else (None, None)
    )  # a field the record leaves out is read without a call, here and below
    cpp = record.get("cents_per_point", profile.cents_per_point)
    if not (type(cpp) is int and 0 <= cpp <= MAX_CENTS_PER_POINT) and (
        isinstance(cpp, bool) or not isinstance(cpp, int) or not 0 <= cpp <= MAX_CENTS_PER_POINT
    ):  # the first test passes a plain int at once; the second is the rule
        raise MalformedInput(
            "cents_per_point",
            cpp,
            f"expected a whole number of cents from 0 to {MAX_CENTS_PER_POINT}",
            code="cents.range",
            params={"max": MAX_CENTS_PER_POINT},
        )
    if "writing_error" in record:  # a flag a record leaves out is off: no call to check it
        _flag(record, "writing_error")
    table = (profile, record, players, active, game_id, game)  # Deal's first fields, in order

    if game["kind"] == "trischaken":
        declarer = record.get("declarer") or forehand
        if declarer is None:
            raise MalformedInput(
                "forehand",
                None,
                "Trischaken is played by the Vorhand: name the forehand",
                code="trischaken.forehand_missing",
            )
        check_active(declarer, "declarer", record, active)
        if forehand and declarer != forehand:
            check_vorhand_only(game, profile, declarer, forehand)
            raise Inconsistent(
                "declarer",
                declarer,
                "Trischaken is played by the Vorhand (forehand)",
                code="trischaken.declarer",
            )
        for name in ("premiums", "valat", "kontra"):
            value = record.get(name)
            if value:
                if name == "premiums" and isinstance(value, list) and isinstance(value[0], dict):
                    name, value = "premiums.0.name", value[0].get("name")
                raise NotAllowed(
                    name,
                    value,
                    "Trischaken has no premiums, no Valat and no Kontra",
                    code="trischaken.no_extras",
                )
        talon_out = bool(profile.trischaken["talon_out"])
        points, jungfrauen = (
            (None, frozenset()) if renonce else _read_trischaken(record, active, talon_out)
        )
        opponents = [p for p in active if p != declarer]
        # the Vorhand plays Trischaken: he is the declarer and the forehand
        deal = Deal(*table, declarer, [declarer], opponents, cpp, declarer, renonce, renonce_rule)
        deal.is_trischaken = True  # the Trischaken fields, set after the call: see Deal
        deal.trischaken_points = points
        deal.jungfrauen = jungfrauen
        return deal

    declarer = record.get("declarer")  # required: _player refuses None
    if declarer is None or declarer not in active:
        declarer = str(_player(record, "declarer", active))
    if game.get("vorhand_only") and forehand is not None and declarer != forehand:
        check_vorhand_only(game, profile, declarer, forehand)
    king_in_talon = "king_in_talon" in record and _flag(record, "king_in_talon")
    if king_in_talon and game["team"] != "called_king":
        raise NotAllowed(
            "king_in_talon",
            True,
            f"{game['name']} calls no king",
            code="king.not_called",
            params={"game": game["name"]},
        )
    conceded = "conceded" in record and _flag(record, "conceded")
    if conceded and not game.get("schleifen"):
        raise NotAllowed(
            "conceded",
            True,
            f"{game['name']} cannot be conceded (geschleift)",
            code="conceded.not_allowed",
            params={"game": game["name"]},
        )
    if conceded and not king_in_talon:
        raise Inconsistent(
            "conceded",
            True,
            "only a game whose called king lies in the talon can be conceded",
            code="conceded.needs_king_in_talon",
        )
    partner = _read_partner(
        record, game, declarer, active, profile, king_in_talon, renonce, renonce_rule
    )
    side = [declarer] if partner is None else [declarer, partner]
    # the four but the side (the partner, where there is one, is another player of the four)
    opponents = active.copy()
    opponents.remove(declarer)
    if partner is not None:
        opponents.remove(partner)
    valat = _read_valat(record, game, profile, renonce, conceded) if "valat" in record else None
    won, dpoints = _read_outcome(record, game, profile, valat, king_in_talon, conceded)
    if won is None and renonce is None and not conceded:
        field = "declarer_tricks" if game["kind"] == "negative" else "declarer_points"
        raise MalformedInput(
            field, None, "give won or " + field + " to decide the game", code="outcome.missing"
        )
    kontra = record.get("kontra", 0)
    if not (type(kontra) is int and 0 <= kontra <= profile.kontra_levels):  # else: one level, fine
        kontra = _read_kontra(kontra, game, opponents, profile, record, active)
    if conceded and kontra:
        raise Inconsistent(
            "kontra",
            kontra,
            "a conceded (geschleift) game has no Kontra",
            code="conceded.no_kontra",
        )
    premiums = _read_premiums(record.get("premiums"), game_id, game, profile, renonce, conceded)
    bird = (
        _read_bird(record, game, premiums, renonce_rule == "bird_missing")
        if "bird" in game or "bird" in record
        else None
    )
    for p in premiums:
        need = p.spec.get("min_thirds")
        if need is None or not p.won:
            continue
        # a card-point premium of either side counts that side's points (docs/rules.md §4.1)
        have = dpoints if dpoints is None or p.side == "declarer" else DECK_THIRDS - dpoints
        if have is not None and have < need:
            raise Inconsistent(
                f"premiums.{p.index}.won",
                True,
                f"{p.spec['name']} needs {format_points(need)}, the {p.side} side has {format_points(have)}",
                code="premium.too_few_points",
                params={
                    "premium": p.spec["name"],
                    "need": points_text(need),
                    "have": points_text(have),
                },
            )
        if p.side == "declarer":
            lost_on_points = won is False and not _failed_announced_valat(valat, profile)
            most = profile.threshold - 1
        else:  # the declarer side won on its points: the opponents have the rest at most
            lost_on_points = won is True and valat is None
            most = DECK_THIRDS - profile.threshold
        if dpoints is None and lost_on_points and need > most:
            raise Inconsistent(
                f"premiums.{p.index}.won",
                True,
                f"{p.spec['name']} needs {format_points(need)}: it cannot be made on a lost game",
                code="premium.lost_game",
                params={"premium": p.spec["name"]},
            )
    kontra_void = conceded or (
        king_in_talon
        and bool(game.get("king_in_talon_kontra_void"))
        and not kontra_stands(profile.data["king_in_talon_kontra"], won, kontra, premiums, valat)
    )
    # every field positionally, in Deal's order: no default is set first and then replaced
    return Deal(
        *table,
        declarer,
        side,
        opponents,
        cpp,
        forehand,
        renonce,
        renonce_rule,
        won,
        dpoints,
        kontra,
        premiums,
        valat,
        bird,
        king_in_talon,
        conceded,
        kontra_void,
    )


def kontra_stands(
    rule: str, won: bool | None, kontra: object, premiums: list[Premium], valat: Valat | None
) -> bool:
    """Whether the Kontras of a solo game with the called king in the talon stand by the profile's
    ``king_in_talon_kontra``: never (``void``), when the declarer acted
    (``stands_if_declarer_acted``), or unless the game is lost (``void_if_lost``: the game's outcome
    decides for every Kontra of the deal, the premiums' and the valat's too).

    >>> kontra_stands("void_if_lost", True, 1, [], None), kontra_stands("void_if_lost", False, 1, [], None)
    (True, False)
    """
    if rule == "void_if_lost":
        return won is True
    return rule == "stands_if_declarer_acted" and declarer_acted(kontra, premiums, valat)


def declarer_acted(kontra: object, premiums: list[Premium], valat: Valat | None) -> bool:
    """Whether the declarer side announced a premium or the valat, or gave Rekontra (the game or
    one of its own announcements at Rekontra or higher): where ``king_in_talon_kontra`` says so,
    the Kontras of a solo game with the called king in the talon then stand.

    >>> declarer_acted(2, [], None), declarer_acted(1, [], None)
    (True, False)
    """
    if isinstance(kontra, int) and kontra >= 2:
        return True
    own = [(p.announced, p.kontra) for p in premiums if p.side == "declarer"]
    if valat is not None and valat.side == "declarer":
        own.append((valat.announced, valat.kontra))
    return any(announced or level >= 2 for announced, level in own)


#: the card points six talon cards can hold: six 1s (6 thirds) to six 5s (78 thirds)
TALON_THIRDS = (6, 78)


def _read_trischaken(
    record: Record, active: list[Player], talon_out: bool = False
) -> tuple[dict[Player, Thirds], frozenset[Player]]:
    """Points (thirds) per active player and the set of Jungfrauen, checked; with the talon out
    of play the four hold the deck but the talon's 6 to 78 thirds."""
    data = record.get("trischaken")
    if not isinstance(data, dict) or not isinstance(data.get("points"), dict):
        raise MalformedInput(
            "trischaken",
            data,
            'expected {"points": {player: "P/B"}, "tricks": {player: n}}',
            code="trischaken.shape",
        )
    check_fields(data, TRISCHAKEN_FIELDS, "trischaken")
    raw = data["points"]
    if set(raw) != set(active):
        raise MalformedInput(
            "trischaken.points",
            sorted(raw),
            f"need points for exactly {', '.join(active)}",
            code="trischaken.points_players",
            params={"players": ", ".join(active)},
        )
    points = {p: parse_points(raw[p], f"trischaken.points.{p}") for p in active}
    if talon_out:
        _check_sum_without_talon(raw, sum(points.values()))
    elif sum(points.values()) != DECK_THIRDS:
        total = sum(points.values())
        raise Inconsistent(
            "trischaken.points",
            raw,
            f"the four add up to {format_points(total)} ({total} thirds), not 70/0 (210 thirds)",
            code="trischaken.sum",
            params={"total": points_text(total)},
        )
    jungfrauen = frozenset(p for p, t in points.items() if t == 0)
    tricks = data.get("tricks")
    if tricks is not None:
        if not isinstance(tricks, dict) or set(tricks) != set(active):
            raise MalformedInput(
                "trischaken.tricks",
                tricks,
                f"need tricks for exactly {', '.join(active)}",
                code="trischaken.tricks_players",
                params={"players": ", ".join(active)},
            )
        for p, n in tricks.items():
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 12:
                raise MalformedInput(
                    f"trischaken.tricks.{p}", n, "expected 0–12 tricks", code="tricks.range"
                )
        if sum(tricks.values()) != 12:
            raise Inconsistent(
                "trischaken.tricks",
                tricks,
                "the tricks must add up to 12",
                code="trischaken.tricks_sum",
            )
        for p in active:
            if (tricks[p] == 0) != (points[p] == 0):
                raise Inconsistent(
                    f"trischaken.tricks.{p}",
                    tricks[p],
                    f"{format_points(points[p])} with {tricks[p]} tricks",
                    code="trischaken.tricks_points",
                    params={"points": points_text(points[p]), "tricks": tricks[p]},
                )
    return points, jungfrauen


def _check_sum_without_talon(raw: object, total: int) -> None:
    """Inconsistent unless the four piles leave the talon what six cards can hold."""
    lo, hi = DECK_THIRDS - TALON_THIRDS[1], DECK_THIRDS - TALON_THIRDS[0]
    if not lo <= total <= hi:
        raise Inconsistent(
            "trischaken.points",
            raw,
            f"the four add up to {format_points(total)} ({total} thirds); with the talon out of "
            f"play they hold {format_points(lo)} to {format_points(hi)}",
            code="trischaken.sum_talon_out",
            params={"total": points_text(total), "min": points_text(lo), "max": points_text(hi)},
        )


def _read_renonce(record: Record, active: list[Player]) -> tuple[list[Player] | None, str | None]:
    r = record.get("renonce")
    if r is None:
        return None, None
    if not isinstance(r, dict) or not isinstance(r.get("players"), list) or not r["players"]:
        raise MalformedInput(
            "renonce", r, 'expected {"players": [...], "reason": "..."}', code="renonce.shape"
        )
    who: list[Player] = r["players"]
    for i, p in enumerate(who):
        check_active(p, f"renonce.players.{i}", record, active)
    if len(set(who)) != len(who) or len(who) > 2:
        raise MalformedInput(
            "renonce.players", who, "one or two different renoncers", code="renonce.players"
        )
    check_fields(r, RENONCE_FIELDS, "renonce")
    reason = r.get("reason")
    limit = TEXT_LIMITS["renonce.reason"]
    if reason is not None and (not isinstance(reason, str) or len(reason) > limit):
        raise MalformedInput(
            "renonce.reason",
            reason,
            f"expected a text of at most {limit} characters",
            code="text.too_long",
            params={"max": limit},
        )
    rule: str | None = r.get("rule")
    if rule is not None and rule not in RENONCE_RULES:
        raise MalformedInput(
            "renonce.rule",
            rule,
            f"expected one of {', '.join(RENONCE_RULES)}",
            code="renonce.rule",
        )
    return who, rule


def read_game(game_id: object, profile: Profile) -> tuple[str, GameSpec]:
    """(id, spec) of the profile's game ``game_id``: NotAllowed for a known game the profile does not play (or a
    house rule switched off), MalformedInput for an unknown one."""
    if isinstance(game_id, str) and game_id in profile.games:
        return game_id, profile.games[game_id]
    if isinstance(game_id, str) and game_id in GAMES:
        raise NotAllowed(
            "game", game_id, f"not played in profile {profile.id}", code="game.not_played"
        )
    raise MalformedInput(
        "game",
        game_id,
        f"unknown game (profile {profile.id}: {', '.join(profile.games)})",
        code="game.unknown",
    )


def check_vorhand_only(game: GameSpec, profile: Profile, declarer: str, forehand: str) -> None:
    """NotAllowed where the profile lets only the Vorhand play this game (OÖ Vorhand 1)."""
    if game.get("vorhand_only"):
        raise NotAllowed(
            "declarer",
            declarer,
            f"in {profile.id} only the Vorhand ({forehand}) may play {game['name']}",
            code="declarer.vorhand_only",
            params={"game": game["name"]},
        )


def check_called_card(called: object, profile: Profile, field: str = "called_king") -> str:
    """The canonical code of a called king, or of a queen where the profile calls queens."""
    code = called.upper() if isinstance(called, str) else called
    if code in KINGS:
        return str(code)
    if code in QUEENS:
        if profile.data["four_kings"] != "queen":
            raise NotAllowed(
                field,
                called,
                f"profile {profile.id} calls no queen (four kings: {profile.data['four_kings']})",
                code="king.no_queen",
            )
        return str(code)
    raise MalformedInput(
        field, called, "expected a king: HK, DK, SK or CK (a queen: HQ, …)", code="king.expected"
    )


def _own_king_callable(profile: Profile) -> bool:
    return bool(profile.data["own_king_callable"] or profile.data["four_kings"] == "fourth_king")


def _read_partner(
    record: Record,
    game: GameSpec,
    declarer: Player,
    active: list[Player],
    profile: Profile,
    king_in_talon: bool,
    renonce: list[Player] | None,
    renonce_rule: str | None,
) -> Player | None:
    partner = _player(record, "partner", active, required=False)
    called = record.get("called_king")
    if called is not None:
        check_called_card(called, profile)
    if game["team"] != "called_king":
        if partner is not None and partner != declarer:
            raise NotAllowed("partner", partner, "this game is played alone", code="partner.alone")
        if called is not None:
            raise NotAllowed(
                "called_king",
                called,
                f"{game['name']} calls no king",
                code="king.not_called",
                params={"game": game["name"]},
            )
        if renonce_rule == "own_king":
            raise Inconsistent(
                "renonce.rule",
                renonce_rule,
                f"{game['name']} calls no king",
                code="king.not_called",
                params={"game": game["name"]},
            )
        return None
    if renonce_rule == "own_king":  # the self-call is the Renonce: the declarer played alone
        if _own_king_callable(profile):
            raise Inconsistent(
                "renonce.rule",
                renonce_rule,
                "calling one's own king is allowed at this table",
                code="renonce.own_king_allowed",
            )
        if renonce != [declarer]:
            raise Inconsistent(
                "renonce.players",
                renonce,
                "only the declarer calls a king: he is the renoncer",
                code="renonce.own_king_player",
            )
        if partner not in (None, declarer):
            raise Inconsistent(
                "partner",
                partner,
                "a self-call (own_king) leaves the declarer without a partner",
                code="partner.self_call",
            )
        return None
    if partner == declarer:  # alone: his own king, or the fourth king while holding all four
        if not _own_king_callable(profile):
            raise NotAllowed(
                "partner",
                partner,
                "partner equal to declarer: calling your own king is "
                f"not allowed ({profile.clauses['own_king']}); a Renonce naming own_king "
                "settles it",
                code="partner.own_king",
            )
        return None
    if king_in_talon:
        if partner is not None:
            raise Inconsistent(
                "partner",
                partner,
                "the called king lay in the talon: the declarer plays alone",
                code="partner.king_in_talon",
            )
        return None
    # under a Renonce of the declarer alone every other player is credited the same whoever his
    # partner was; otherwise the partner decides who gets what
    if partner is None and renonce != [declarer]:
        raise MalformedInput(
            "partner",
            None,
            "name the holder of the called king (or set king_in_talon)",
            code="partner.missing",
        )
    return partner


def won_by_tricks(won: bool | None, tricks: int, game: GameSpec, called: str) -> bool:
    """A negative game is won with exactly its number of tricks; a ``won`` given too must agree
    (both families; ``called``: the game as the message names it).

    >>> won_by_tricks(None, 0, {"tricks": 0}, "Bettel")
    True
    >>> won_by_tricks(True, 1, {"tricks": 0}, "Bettel")
    Traceback (most recent call last):
    shared_rules.errors.Inconsistent: won: True — 1 tricks lose Bettel (needs exactly 0)
    """
    by_tricks: bool = tricks == game["tricks"]
    if won is not None and won != by_tricks:
        raise Inconsistent(
            "won",
            won,
            f"{tricks} tricks {'win' if by_tricks else 'lose'} {called} "
            f"(needs exactly {game['tricks']})",
            code="won.tricks_won" if by_tricks else "won.tricks_lost",
            params={"tricks": tricks, "game": called.removeprefix("the "), "need": game["tricks"]},
        )
    return by_tricks


def _read_outcome(
    record: Record,
    game: GameSpec,
    profile: Profile,
    valat: Valat | None,
    king_in_talon: bool,
    conceded: bool,
) -> tuple[bool | None, Thirds | None]:
    """(won, declarer thirds): from ``won``, the card points or tricks, and a valat that decides."""
    won = record.get("won")
    if won is not None and type(won) is not bool:
        won = _opt_bool(won, "won")  # it refuses what is neither
    if game["kind"] == "negative":
        if record.get("declarer_points") is not None:
            raise NotAllowed(
                "declarer_points",
                record["declarer_points"],
                "a negative game counts tricks, not points",
                code="points.negative_game",
            )
        tricks = record.get("declarer_tricks")
        if tricks is None:
            return won, None
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 12:
            raise MalformedInput(
                "declarer_tricks", tricks, "expected 0–12 tricks", code="tricks.range"
            )
        return won_by_tricks(won, tricks, game, game["name"]), None
    if record.get("declarer_tricks") is not None:
        raise NotAllowed(
            "declarer_tricks",
            record["declarer_tricks"],
            "a positive game counts points, not tricks",
            code="tricks.positive_game",
        )
    thirds = None
    if record.get("declarer_points") is not None:
        thirds = record["declarer_points"]
        if not (type(thirds) is int and 0 <= thirds <= DECK_THIRDS):  # else: thirds as they are
            thirds = parse_points(thirds, "declarer_points")
    if conceded:
        if won:
            raise Inconsistent(
                "won", won, "a conceded (geschleift) game is lost", code="conceded.lost"
            )
        if thirds is not None and thirds >= profile.threshold:
            raise Inconsistent(
                "declarer_points",
                record["declarer_points"],
                "a conceded (geschleift) game is lost",
                code="conceded.lost",
            )
        return False, thirds
    verdict = None if valat is None else _valat_verdict(valat, profile)
    if verdict is not None:
        assert valat is not None  # only a valat gives a verdict
        who = "des Spielers" if valat.side == "declarer" else "der Gegner"
        if won is not None and won != verdict:
            raise Inconsistent(
                "won",
                won,
                f"the valat of the {valat.side} side ({'made' if valat.won else 'announced, failed'})"
                f" decides the game: the declarer side {'won' if verdict else 'lost'} (Valat {who})",
                code="won.valat_won" if verdict else "won.valat_lost",
            )
        if valat.won and thirds is not None:
            _check_valat_points(
                thirds,
                record["declarer_points"],
                valat.side,
                game,
                king_in_talon,
                profile.data["solo_king_talon"],
            )
        return verdict, thirds
    if thirds is None:
        return won, None
    by_points = thirds >= profile.threshold
    if won is not None and won != by_points:
        raise Inconsistent(
            "won",
            won,
            f"declarer_points {format_points(thirds)} "
            f"{'win' if by_points else 'lose'} (needs {format_points(profile.threshold)})",
            code="won.points_won" if by_points else "won.points_lost",
            params={"points": points_text(thirds), "need": points_text(profile.threshold)},
        )
    return by_points, thirds


def _valat_verdict(valat: Valat | None, profile: Profile) -> bool | None:
    """Whether the declarer side won, where a valat decides the game; None where it does not.

    A made valat decides in every profile; an announced valat that fails decides where the valat
    replaces the game (OÖ: the announcing side lost).
    """
    if valat is None or valat.won is None:
        return None
    if valat.won:
        return valat.side == "declarer"
    if _failed_announced_valat(valat, profile):
        return valat.side != "declarer"
    return None


def _failed_announced_valat(valat: Valat | None, profile: Profile) -> bool:
    return (
        valat is not None
        and valat.announced
        and valat.won is False
        and profile.valat["mode"] == "game_factor"
    )


MAX_CARD_THIRDS = 13  # a 5-point card is worth 3·5 − 2 thirds


def talon_cards(
    game: GameSpec, king_in_talon: bool, solo_king_talon: str = "half"
) -> dict[str, int]:
    """How many talon cards each side counts in this game (the rest of its cards are tricks);
    ``solo_king_talon`` (the profile's): what the lone declarer of a solo game with the called king
    in the talon counts, the half with the king or all six.

    >>> talon_cards({"talon": "half"}, False), talon_cards({"talon": "all"}, False)
    ({'declarer': 3, 'opponents': 3}, {'declarer': 6, 'opponents': 0})
    >>> solo = {"talon": "opponents", "king_in_talon": "alone_gets_half"}
    >>> talon_cards(solo, True), talon_cards(solo, True, "all")
    ({'declarer': 3, 'opponents': 3}, {'declarer': 6, 'opponents': 0})
    """
    mode = game["talon"]
    solo_king = (
        mode == "opponents" and king_in_talon and game.get("king_in_talon") == "alone_gets_half"
    )
    if solo_king and solo_king_talon == "all":
        return {"declarer": 6, "opponents": 0}
    if mode == "half" or solo_king:
        return {"declarer": 3, "opponents": 3}
    if mode == "all":
        return {"declarer": 6, "opponents": 0}
    if mode == "opponents":
        return {"declarer": 0, "opponents": 6}
    return {"declarer": 0, "opponents": 0}


def _check_valat_points(
    thirds: int,
    given: object,
    side: str,
    game: GameSpec,
    king_in_talon: bool,
    solo_king_talon: str,
) -> None:
    """A side that made a valat took all 48 trick cards: the other side has only talon cards."""
    other = "opponents" if side == "declarer" else "declarer"
    n = talon_cards(game, king_in_talon, solo_king_talon)[other]
    other_thirds = DECK_THIRDS - thirds if other == "opponents" else thirds
    if other_thirds > n * MAX_CARD_THIRDS:
        raise Inconsistent(
            "declarer_points",
            given,
            f"a valat of the {side} side leaves the {other} only {n} talon cards "
            f"(at most {format_points(n * MAX_CARD_THIRDS)}), not {format_points(other_thirds)}",
            code="points.valat_talon",
            params={
                "cards": n,
                "max": points_text(n * MAX_CARD_THIRDS),
                "points": points_text(other_thirds),
            },
        )


def _read_valat(
    record: Record,
    game: GameSpec,
    profile: Profile,
    renonce: list[Player] | None,
    conceded: bool,
) -> Valat | None:
    v = record.get("valat")
    if v is None:
        return None
    if not isinstance(v, dict) or v.get("side") not in SIDES:
        raise MalformedInput(
            "valat",
            v,
            'expected {"side": "declarer"|"opponents", "announced": bool, "won": bool}',
            code="valat.shape",
        )
    check_fields(v, VALAT_FIELDS, "valat")
    if profile.valat is None or not game["valat"]:
        raise NotAllowed(
            "valat",
            v,
            f"no Valat in {game['name']} ({profile.id})",
            code="valat.not_allowed",
            params={"game": game["name"]},
        )
    announced = _opt_bool(v.get("announced", False), "valat.announced") or False
    won = _opt_bool(v.get("won"), "valat.won")
    if conceded:
        raise Inconsistent(
            "valat",
            v,
            "a conceded (geschleift) game has no tricks, no valat",
            code="conceded.no_tricks",
        )
    if won is None and renonce is None:
        raise MalformedInput(
            "valat.won", None, "say whether the valat was made", code="valat.won_missing"
        )
    kontra = _level(v.get("kontra", 0), "valat.kontra", profile)
    if kontra and not announced:
        raise Inconsistent(
            "valat.kontra", kontra, "a silent valat cannot be kontriert", code="kontra.silent"
        )
    return Valat(v["side"], announced, won, kontra)


def _read_kontra(
    value: object,
    game: GameSpec,
    opponents: list[Player],
    profile: Profile,
    record: Record,
    active: list[Player],
) -> Kontra:
    if isinstance(value, dict):
        if game["kind"] != "negative":
            raise NotAllowed(
                "kontra",
                value,
                "Kontra per opponent exists only in negative games",
                code="kontra.per_opponent",
            )
        for name, level in value.items():
            if name not in opponents:
                check_active(name, f"kontra.{name}", record, active)
                raise Inconsistent(
                    f"kontra.{name}", name, "the declarer cannot kontrieren", code="kontra.declarer"
                )
            _level(level, "kontra", profile, name)
        return value
    return _level(value, "kontra", profile)


def _read_premiums(
    items: object,
    game_id: str,
    game: GameSpec,
    profile: Profile,
    renonce: list[Player] | None,
    conceded: bool,
) -> list[Premium]:
    if items is None:
        return []
    if not isinstance(items, list):
        raise MalformedInput(
            "premiums", items, "expected a list of premiums", code="premiums.shape"
        )
    game_specs = profile.game_premiums[game_id]
    seen: set[tuple[object, object]] = set()  # (name, side)
    out: list[Premium] = []
    for i, item in enumerate(items):
        at = _PREMIUM_PATHS[i] if i < len(_PREMIUM_PATHS) else f"premiums.{i}"
        if not isinstance(item, dict):
            raise MalformedInput(at, item, "expected a premium object", code="premiums.shape")
        if not PREMIUM_FIELDS.issuperset(item):
            check_fields(item, PREMIUM_FIELDS, at)
        name = item.get("name")
        # one look-up for a premium the game allows; _refuse_premium names why another is not
        spec = game_specs.get(name) if isinstance(name, str) else None
        if spec is None:
            _refuse_premium(name, i, game, profile)
        side = item.get("side")
        if side not in SIDES:
            raise MalformedInput(
                f"premiums.{i}.side", side, "expected declarer or opponents", code="premium.side"
            )
        if spec.get("belongs_to", side) != side:
            raise Inconsistent(
                f"premiums.{i}.side",
                side,
                f"{spec['name']} is always the {spec['belongs_to']} side's",
                code="premium.fixed_side",
                params={"premium": spec["name"]},
            )
        if (name, side) in seen:
            raise Inconsistent(
                f"premiums.{i}.name",
                name,
                "this premium is listed twice for the same side",
                code="premium.twice",
            )
        seen.add((name, side))
        announced = item.get("announced", False)
        if type(announced) is not bool:  # null is "not announced"; _opt_bool refuses the rest
            announced = _opt_bool(announced, at, "announced") or False
        won = item.get("won")
        if won is not None and type(won) is not bool:
            won = _opt_bool(won, at, "won")
        if won is None and renonce is None and not conceded:
            raise MalformedInput(
                f"premiums.{i}.won",
                None,
                "say whether the premium was made",
                code="premium.won_missing",
            )
        kontra = _level(item.get("kontra", 0), at, profile, "kontra")
        if kontra and not announced:
            raise Inconsistent(
                f"premiums.{i}.kontra",
                kontra,
                "a silent premium cannot be kontriert",
                code="kontra.silent",
            )
        if kontra and conceded:
            raise Inconsistent(
                f"premiums.{i}.kontra",
                kontra,
                "a conceded (geschleift) game has no Kontra",
                code="conceded.no_kontra",
            )
        out.append(Premium(i, str(name), side, announced, won, kontra, spec))
    return out


#: "premiums.<i>" for the indexes a record has: a path is needed only for an error
_PREMIUM_PATHS = tuple(f"premiums.{i}" for i in range(32))


def _refuse_premium(name: object, i: int, game: GameSpec, profile: Profile) -> NoReturn:
    """The error for a premium ``name`` that ``game`` of ``profile`` does not allow, naming why."""
    spec = profile.premiums.get(name) if isinstance(name, str) else None
    if spec is None:
        if isinstance(name, str) and name in KNOWN_PREMIUMS:
            raise NotAllowed(
                f"premiums.{i}.name",
                name,
                f"not a premium of profile {profile.id}",
                code="premium.not_in_profile",
            )
        raise MalformedInput(f"premiums.{i}.name", name, "unknown premium", code="premium.unknown")
    if name in profile.disallowed:
        raise NotAllowed(
            f"premiums.{i}.name",
            name,
            "switched off by the house rules",
            code="premium.switched_off",
        )
    allowed = game["premiums"]
    if allowed != "all" and name not in allowed:
        raise NotAllowed(
            f"premiums.{i}.name",
            name,
            f"not allowed in {game['name']}",
            code="premium.not_in_game",
            params={"game": game["name"]},
        )
    raise NotAllowed(  # premiums_by_game leaves out only these four
        f"premiums.{i}.name",
        name,
        f"{spec['name']} needs a called king",
        code="premium.needs_called_king",
        params={"premium": spec["name"]},
    )


def _read_bird(
    record: Record, game: GameSpec, premiums: list[Premium], bird_missing: bool
) -> str | None:
    rule: str | None = game.get("bird")
    bird: str | None = record.get("bird")
    if rule is None:
        if bird is not None:
            raise NotAllowed(
                "bird",
                bird,
                f"{game['name']} has no compulsory bird",
                code="bird.none",
                params={"game": game["name"]},
            )
        return None
    if bird is None and rule != "any":
        bird = rule
    if bird_missing:  # the Renonce is that the bird was not in hand: nothing more to check
        return bird
    if bird not in BIRDS:
        expected = "pagat, uhu, kakadu or quapil" if rule == "any" else rule
        raise MalformedInput(
            "bird",
            bird,
            f"{game['name']} needs its compulsory bird: {expected}",
            code="bird.missing",
            params={"game": game["name"]},
        )
    if rule != "any" and bird != rule:
        raise NotAllowed(
            "bird",
            bird,
            f"the bird of the {game['name']} is the {rule}",
            code="bird.wrong",
            params={"game": game["name"]},
        )
    if not any(p.name == bird and p.side == "declarer" and p.announced for p in premiums):
        raise Inconsistent(
            "premiums",
            bird,
            f"{game['name']}: the bird {bird} must be listed as an "
            "announced premium of the declarer",
            code="bird.not_announced",
        )
    return bird
