"""Reading a deal record (DESIGN.md §3) into a checked ``Deal``: every field once, every error named.

>>> from shared_rules.profiles import load_profile
>>> deal = read_deal({"players": ["Anna", "Bernd", "Clara", "David"], "game": "rufer",
...                   "declarer": "Anna", "partner": "Clara", "declarer_points": "38/0"},
...                  load_profile("ooe-2023"))
>>> deal.declarer_side, deal.opponents, deal.won
(['Anna', 'Clara'], ['Bernd', 'David'], True)
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from .cards import KINGS, QUEENS
from .counting import format_points, parse_points
from .errors import Inconsistent, MalformedInput, NotAllowed
from .profiles import Profile

SIDES = ("declarer", "opponents")
KNOWN_GAMES = frozenset(
    [
        "trischaken",
        "rufer",
        "piccolo",
        "zwiccolo",
        "bettel",
        "solorufer",
        "a_rufer",
        "besserrufer",
        "pagatrufer",
        "uhurufer",
        "kakadurufer",
        "quapilrufer",
        "farbendreier",
        "sechserdreier",
        "dreier",
        "farbensolo",
        "piccolo_ouvert",
        "zwiccolo_ouvert",
        "bettel_ouvert",
        "solodreier",
    ]
)
KNOWN_PREMIUMS = frozenset(
    [
        "pagat",
        "uhu",
        "kakadu",
        "quapil",
        "koenig_ultimo",
        "trull",
        "vier_koenige",
        "mondfang",
        "sack1",
        "sack2",
    ]
)
BIRD_IDS = ("pagat", "uhu", "kakadu", "quapil")
# the breaches a deal replay reports; a Renonce record may name the one it settles
RENONCE_RULES = (
    "farbzwang",
    "tarockzwang",
    "stichzwang",
    "pagat_last",
    "farbenspiel_lead",
    "discard",
    "bird_order",
    "own_king",
    "bird_missing",
    "wrong_leader",
    "card_not_held",
    "other",
)
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


MAX_NAME = 64
MAX_CENTS_PER_POINT = 100_000
TEXT_LIMITS = {"note": 1000, "id": 100}
PREMIUM_FIELDS = frozenset(("name", "side", "announced", "won", "kontra"))
VALAT_FIELDS = frozenset(("side", "announced", "won", "kontra"))
RENONCE_FIELDS = frozenset(("players", "rule", "reason"))
TRISCHAKEN_FIELDS = frozenset(("points", "tricks"))


def check_fields(obj: dict, allowed: frozenset, path: str) -> None:
    """MalformedInput naming the first key of ``obj`` that ``allowed`` does not know."""
    if not allowed.issuperset(obj):
        key = sorted(set(obj) - allowed)[0]
        raise MalformedInput(f"{path}.{key}" if path else key, obj[key], "unknown field")


@dataclass(slots=True)
class Premium:
    index: int
    name: str
    side: str
    announced: bool
    won: bool | None
    kontra: int
    spec: dict


@dataclass(slots=True)
class Valat:
    side: str
    announced: bool
    won: bool | None
    kontra: int


@dataclass(slots=True)
class Deal:
    """A checked record; the defaults are those of a game without outcome fields (Trischaken)."""

    profile: Profile
    record: dict
    players: list  # everyone in the record, sitting-out dealer included
    active: list  # the four who play
    game_id: str
    game: dict
    declarer: str
    declarer_side: list
    opponents: list
    cents_per_point: int
    forehand: str | None
    renonce: list | None
    renonce_rule: str | None
    won: bool | None = None
    declarer_points: int | None = None
    kontra: object = 0  # int, or {opponent: level} in negative games
    premiums: list = field(default_factory=list)
    valat: Valat | None = None
    bird: str | None = None
    king_in_talon: bool = False
    conceded: bool = False
    kontra_void: bool = True


def _flag(record: dict, name: str) -> bool:
    v = record.get(name)
    if v is None:
        return False
    if not isinstance(v, bool):
        raise MalformedInput(name, v, "expected true or false")
    return v


def _opt_bool(value, field):
    if value is not None and not isinstance(value, bool):
        raise MalformedInput(field, value, "expected true, false or null")
    return value


def _player(record: dict, name: str, players: list, required: bool = True) -> str | None:
    value = record.get(name)
    if value is None:
        if required:
            raise MalformedInput(name, value, "required")
        return None
    if value not in players:
        raise MalformedInput(name, value, f"not a player at the table ({', '.join(players)})")
    return value


def _level(value, field: str, profile: Profile) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise MalformedInput(
            field, value, "expected a Kontra level 0–5 (1 Kontra, 2 Rekontra, 3 Subkontra)"
        )
    if value > profile.kontra_levels:
        raise NotAllowed(
            field, value, f"profile {profile.id} has {profile.kontra_levels} Kontra levels"
        )
    return value


def name_key(name: str) -> str:
    """What makes two names one player: case and Unicode composition do not count.

    >>> name_key("Anna") == name_key("anna") == name_key("ANNA")
    True
    """
    return unicodedata.normalize("NFC", name).casefold()


def check_names(players: list, field: str = "players") -> None:
    """Each name 1–MAX_NAME characters without spaces around it; no name twice (by ``name_key``).

    >>> check_names(["Anna", "Bernd", "anna", "David"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: players: [...] — player names must be different (Anna = anna)
    >>> check_names(["Anna ", "Bernd", "Clara", "David"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: players.0: 'Anna ' — a player name ... no spaces around it
    """
    for i, p in enumerate(players):
        if not isinstance(p, str) or not p or len(p) > MAX_NAME or p.strip() != p:
            raise MalformedInput(
                f"{field}.{i}",
                p,
                f"a player name is 1 to {MAX_NAME} characters with no spaces around it",
            )
    if len({name_key(p) for p in players}) != len(players):
        raise MalformedInput(field, players, "player names must be different (Anna = anna)")


def read_players(record: dict) -> tuple[list, list]:
    players = record.get("players")
    if not isinstance(players, list) or len(players) not in (4, 5):
        raise MalformedInput("players", players, "expected a list of 4 or 5 player names")
    check_names(players)
    if len(players) == 5:
        dealer = record.get("dealer")
        if dealer not in players:
            raise MalformedInput(
                "dealer", dealer, "at a 5-player table the dealer, who sits out, must be named"
            )
        return players, [p for p in players if p != dealer]
    if record.get("dealer") is not None and record["dealer"] not in players:
        raise MalformedInput("dealer", record["dealer"], "not a player at the table")
    return players, players


def read_deal(record: object, profile: Profile) -> Deal:
    """Check a record's fields against each other and the profile; MalformedInput/NotAllowed/Inconsistent."""
    if not isinstance(record, dict):
        raise MalformedInput("record", record, "a deal record must be a JSON object")
    check_fields(record, RECORD_FIELDS, "")
    for name, limit in TEXT_LIMITS.items():
        text = record.get(name)
        if text is not None and (not isinstance(text, str) or len(text) > limit):
            raise MalformedInput(name, text, f"expected a text of at most {limit} characters")
    players, active = read_players(record)
    game_id = record.get("game")
    if not isinstance(game_id, str) or game_id not in profile.games:
        if isinstance(game_id, str) and game_id in KNOWN_GAMES:
            raise NotAllowed("game", game_id, f"not played in profile {profile.id}")
        raise MalformedInput(
            "game", game_id, f"unknown game (profile {profile.id}: {', '.join(profile.games)})"
        )
    game = profile.games[game_id]
    forehand = _player(record, "forehand", active, required=False)
    renonce, renonce_rule = _read_renonce(record, active)
    cpp = record.get("cents_per_point", profile.cents_per_point)
    if isinstance(cpp, bool) or not isinstance(cpp, int) or not 0 <= cpp <= MAX_CENTS_PER_POINT:
        raise MalformedInput(
            "cents_per_point",
            cpp,
            f"expected a whole number of cents from 0 to {MAX_CENTS_PER_POINT}",
        )
    _flag(record, "writing_error")

    if game["kind"] == "trischaken":
        declarer = record.get("declarer") or forehand
        if declarer is None:
            raise MalformedInput(
                "forehand", None, "Trischaken is played by the Vorhand: name the forehand"
            )
        if declarer not in active or (forehand and declarer != forehand):
            raise Inconsistent(
                "declarer", declarer, "Trischaken is played by the Vorhand (forehand)"
            )
        for name in ("premiums", "valat", "kontra"):
            value = record.get(name)
            if value:
                if name == "premiums" and isinstance(value, list) and isinstance(value[0], dict):
                    name, value = "premiums.0.name", value[0].get("name")
                raise NotAllowed(name, value, "Trischaken has no premiums, no Valat and no Kontra")
        return Deal(
            profile=profile,
            players=players,
            active=active,
            game_id=game_id,
            game=game,
            declarer=declarer,
            declarer_side=[declarer],
            opponents=[p for p in active if p != declarer],
            renonce=renonce,
            renonce_rule=renonce_rule,
            cents_per_point=cpp,
            forehand=declarer,
            record=record,
        )

    declarer = _player(record, "declarer", active)
    king_in_talon = _flag(record, "king_in_talon")
    if king_in_talon and game["team"] != "called_king":
        raise NotAllowed("king_in_talon", True, f"{game['name']} calls no king")
    conceded = _flag(record, "conceded")
    partner = _read_partner(record, game, declarer, active, profile, king_in_talon, renonce)
    side = [declarer] if partner is None else [declarer, partner]
    opponents = [p for p in active if p not in side]
    won, dpoints = _read_outcome(record, game, profile, renonce, conceded)
    valat = _read_valat(record, game, profile, renonce)
    decided_by_valat = valat is not None and (
        valat.won or (valat.announced and profile.valat["mode"] == "game_factor")
    )
    if won is None and not decided_by_valat and renonce is None and not conceded:
        field = "declarer_tricks" if game["kind"] == "negative" else "declarer_points"
        raise MalformedInput(field, None, "give won or " + field + " to decide the game")
    kontra = _read_kontra(record.get("kontra", 0), game, opponents, profile)
    premiums = _read_premiums(record.get("premiums"), game, profile, renonce, conceded)
    bird = _read_bird(record, game, premiums, renonce_rule == "bird_missing")
    if conceded and not (game.get("schleifen") and king_in_talon):
        raise Inconsistent(
            "conceded",
            True,
            "only a Ruferspiel whose called king lies in the talon can be conceded",
        )
    for p in premiums:
        need = p.spec.get("min_thirds")
        if (
            need is not None
            and p.side == "declarer"
            and p.won
            and dpoints is not None
            and dpoints < need
        ):
            raise Inconsistent(
                f"premiums.{p.index}.won",
                True,
                f"{p.spec['name']} needs {format_points(need)}, the declarer side has {format_points(dpoints)}",
            )
    return Deal(
        profile=profile,
        players=players,
        active=active,
        game_id=game_id,
        game=game,
        declarer=declarer,
        declarer_side=side,
        opponents=opponents,
        won=won,
        declarer_points=dpoints,
        kontra=kontra,
        premiums=premiums,
        valat=valat,
        bird=bird,
        king_in_talon=king_in_talon,
        conceded=conceded,
        renonce=renonce,
        renonce_rule=renonce_rule,
        kontra_void=conceded or (king_in_talon and bool(game.get("king_in_talon_kontra_void"))),
        cents_per_point=cpp,
        forehand=forehand,
        record=record,
    )


def _read_renonce(record: dict, active: list) -> tuple[list | None, str | None]:
    r = record.get("renonce")
    if r is None:
        return None, None
    if not isinstance(r, dict) or not isinstance(r.get("players"), list) or not r["players"]:
        raise MalformedInput("renonce", r, 'expected {"players": [...], "reason": "..."}')
    who = r["players"]
    for i, p in enumerate(who):
        if p not in active:
            raise MalformedInput(f"renonce.players.{i}", p, "not a player in this deal")
    if len(set(who)) != len(who) or len(who) > 2:
        raise MalformedInput("renonce.players", who, "one or two different renoncers")
    check_fields(r, RENONCE_FIELDS, "renonce")
    reason = r.get("reason")
    if reason is not None and (not isinstance(reason, str) or len(reason) > 500):
        raise MalformedInput("renonce.reason", reason, "expected a text of at most 500 characters")
    rule = r.get("rule")
    if rule is not None and rule not in RENONCE_RULES:
        raise MalformedInput("renonce.rule", rule, f"expected one of {', '.join(RENONCE_RULES)}")
    return who, rule


def _read_partner(record, game, declarer, active, profile, king_in_talon, renonce) -> str | None:
    partner = _player(record, "partner", active, required=False)
    called = record.get("called_king")
    if called is not None:
        allowed = KINGS + (QUEENS if profile.data["four_kings"] == "queen" else ())
        code = called.upper() if isinstance(called, str) else called
        if code not in allowed:
            raise MalformedInput("called_king", called, f"expected one of {', '.join(allowed)}")
    if game["team"] != "called_king":
        if partner is not None and partner != declarer:
            raise NotAllowed("partner", partner, "this game is played alone")
        if called is not None:
            raise NotAllowed("called_king", called, f"{game['name']} calls no king")
        return None
    if partner == declarer:  # alone: his own king, or the fourth king while holding all four
        if not (profile.data["own_king_callable"] or profile.data["four_kings"] == "fourth_king"):
            raise NotAllowed(
                "partner",
                partner,
                "partner equal to declarer: calling your own king is "
                f"not allowed ({profile.clauses['own_king']})",
            )
        return None
    if king_in_talon:
        if partner is not None:
            raise Inconsistent(
                "partner", partner, "the called king lay in the talon: the declarer plays alone"
            )
        return None
    # under a Renonce of the declarer alone every other player is credited the same whoever his
    # partner was; otherwise the partner decides who gets what
    if partner is None and renonce != [declarer]:
        raise MalformedInput(
            "partner", None, "name the holder of the called king (or set king_in_talon)"
        )
    return partner


def _read_outcome(record, game, profile, renonce, conceded):
    won = _opt_bool(record.get("won"), "won")
    if game["kind"] == "negative":
        if record.get("declarer_points") is not None:
            raise NotAllowed(
                "declarer_points",
                record["declarer_points"],
                "a negative game counts tricks, not points",
            )
        tricks = record.get("declarer_tricks")
        if tricks is None:
            return won, None
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 12:
            raise MalformedInput("declarer_tricks", tricks, "expected 0–12 tricks")
        by_tricks = tricks == game["tricks"]
        if won is not None and won != by_tricks:
            raise Inconsistent(
                "won",
                won,
                f"{tricks} tricks {'win' if by_tricks else 'lose'} "
                f"{game['name']} (needs exactly {game['tricks']})",
            )
        return by_tricks, None
    if record.get("declarer_tricks") is not None:
        raise NotAllowed(
            "declarer_tricks",
            record["declarer_tricks"],
            "a positive game counts points, not tricks",
        )
    if record.get("declarer_points") is None:
        return won, None
    thirds = parse_points(record["declarer_points"], "declarer_points")
    by_points = thirds >= profile.threshold
    if won is not None and won != by_points and record.get("valat") is None:
        raise Inconsistent(
            "won",
            won,
            f"declarer_points {format_points(thirds)} "
            f"{'win' if by_points else 'lose'} (needs {format_points(profile.threshold)})",
        )
    return (won if won is not None else by_points), thirds


def _read_valat(record, game, profile, renonce) -> Valat | None:
    v = record.get("valat")
    if v is None:
        return None
    if not isinstance(v, dict) or v.get("side") not in SIDES:
        raise MalformedInput(
            "valat", v, 'expected {"side": "declarer"|"opponents", "announced": bool, "won": bool}'
        )
    check_fields(v, VALAT_FIELDS, "valat")
    if profile.valat is None or not game["valat"]:
        raise NotAllowed("valat", v, f"no Valat in {game['name']} ({profile.id})")
    announced = _opt_bool(v.get("announced", False), "valat.announced") or False
    won = _opt_bool(v.get("won"), "valat.won")
    if won is None and renonce is None:
        raise MalformedInput("valat.won", None, "say whether the valat was made")
    return Valat(v["side"], announced, won, _level(v.get("kontra", 0), "valat.kontra", profile))


def _read_kontra(value, game, opponents, profile):
    if isinstance(value, dict):
        if game["kind"] != "negative":
            raise MalformedInput(
                "kontra", value, "Kontra per opponent exists only in negative games"
            )
        for name, level in value.items():
            if name not in opponents:
                raise MalformedInput(f"kontra.{name}", name, "not an opponent in this deal")
            _level(level, f"kontra.{name}", profile)
        return value
    return _level(value, "kontra", profile)


def _read_premiums(items, game, profile, renonce, conceded) -> list:
    if items is None:
        return []
    if not isinstance(items, list):
        raise MalformedInput("premiums", items, "expected a list of premiums")
    allowed = game["premiums"]
    seen = set()
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise MalformedInput(f"premiums.{i}", item, "expected a premium object")
        check_fields(item, PREMIUM_FIELDS, f"premiums.{i}")
        name = item.get("name")
        spec = profile.premiums.get(name) if isinstance(name, str) else None
        if spec is None:
            if isinstance(name, str) and name in KNOWN_PREMIUMS:
                raise NotAllowed(
                    f"premiums.{i}.name", name, f"not a premium of profile {profile.id}"
                )
            raise MalformedInput(f"premiums.{i}.name", name, "unknown premium")
        if name in profile.disallowed:
            raise NotAllowed(f"premiums.{i}.name", name, "switched off by the house rules")
        if allowed != "all" and name not in allowed:
            raise NotAllowed(f"premiums.{i}.name", name, f"not allowed in {game['name']}")
        if spec.get("requires_called_king") and game["team"] != "called_king":
            raise NotAllowed(f"premiums.{i}.name", name, f"{spec['name']} needs a called king")
        side = item.get("side")
        if side not in SIDES:
            raise MalformedInput(f"premiums.{i}.side", side, "expected declarer or opponents")
        if (name, side) in seen:
            raise Inconsistent(
                f"premiums.{i}.name", name, "this premium is listed twice for the same side"
            )
        seen.add((name, side))
        announced = _opt_bool(item.get("announced", False), f"premiums.{i}.announced") or False
        won = _opt_bool(item.get("won"), f"premiums.{i}.won")
        if won is None and renonce is None and not conceded:
            raise MalformedInput(f"premiums.{i}.won", None, "say whether the premium was made")
        kontra = _level(item.get("kontra", 0), f"premiums.{i}.kontra", profile)
        out.append(Premium(i, name, side, announced, won, kontra, spec))
    return out


def _read_bird(record, game, premiums, bird_missing: bool) -> str | None:
    rule = game.get("bird")
    bird = record.get("bird")
    if rule is None:
        if bird is not None:
            raise NotAllowed("bird", bird, f"{game['name']} has no compulsory bird")
        return None
    if bird is None and rule != "any":
        bird = rule
    if bird_missing:  # the Renonce is that the bird was not in hand: nothing more to check
        return bird
    if bird not in BIRD_IDS or (rule != "any" and bird != rule):
        expected = "pagat, uhu, kakadu or quapil" if rule == "any" else rule
        raise MalformedInput("bird", bird, f"{game['name']} needs its compulsory bird: {expected}")
    if not any(p.name == bird and p.side == "declarer" and p.announced for p in premiums):
        raise Inconsistent(
            "premiums",
            bird,
            f"{game['name']}: the bird {bird} must be listed as an "
            "announced premium of the declarer",
        )
    return bird
