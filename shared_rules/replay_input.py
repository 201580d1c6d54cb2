"""Reading a deal replay body (docs/design.md §3 "The deal replay") into a checked ``ReplayInput``.

The table and its seating, the 54 cards as dealt, the contract (game, declarer, called king, bird),
the talon taken and the discard, the announcements and the tricks: each field checked once, each
error named (MalformedInput / NotAllowed / Inconsistent). What the play means is ``play.py``'s job.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeAlias

from .cards import BIRDS, KINGS, QUEENS, parse_card
from .dealt import DealtCards
from .errors import Inconsistent, MalformedInput, NotAllowed
from .profiles import DEFAULT_PROFILE, Profile, load_profile
from .record import check_active, check_called_card, check_fields, check_vorhand_only, read_game
from .seating import read_table, seating
from .types import Card, GameSpec, JsonObject, Player
from .vocabulary import PREMIUMS, TALON_TO

#: (index in ``announcements`` or None for the compulsory bird, player, premium id, Kontra level)
Announcement: TypeAlias = tuple[int | None, Player, str, int]
#: (the leader as given or None, the cards in playing order)
TrickInput: TypeAlias = tuple[Player | None, list[Card]]

#: the fields of a replay body in every family: the rules, the table and hands, the contract, the play
REPLAY_FIELDS = frozenset(
    [
        "profile",
        "house_rules",
        "players",
        "dealer",
        "hands",
        "game",
        "declarer",
        "discard",
        "tricks",
        "cents_per_point",
    ]
)
_FIELDS = REPLAY_FIELDS | {
    "talon",
    "called_king",
    "bird",
    "talon_taken",
    "announcements",
    "kontra",
    "conceded",
    "talon_to",
}
TALON_SIZE = {"half": 3, "all": 6}


def discard_cards(discard: object, size: int, parse: Callable[[object, str], Card]) -> list[Card]:
    """The declarer's discard in a replay body of any family: card codes (read by the family's
    ``parse``), each once; whether they could go down is the play's business."""
    if not isinstance(discard, list):
        raise MalformedInput(
            "discard",
            discard,
            f"the declarer's discard ({size} cards) is required",
            code="discard.missing",
            params={"cards": size},
        )
    cards = [parse(c, f"discard.{i}") for i, c in enumerate(discard)]
    if len(set(cards)) != len(cards):
        raise MalformedInput("discard", discard, "a card is listed twice", code="cards.twice")
    return cards


def replay_body(data: object, fields: frozenset[str]) -> JsonObject:
    """A replay body of any family, checked to be a JSON object of the family's fields."""
    if not isinstance(data, dict):
        raise MalformedInput("deal", data, "a deal must be a JSON object", code="record.not_object")
    check_fields(data, fields, "")
    return data


@dataclass(frozen=True, slots=True)
class ReplayInput:
    """A replay body, read and checked: the deal as dealt, the contract and the tricks as given."""

    profile: Profile
    game_id: str
    game: GameSpec
    table: list[Player]  # everyone at the table in seating order (five with a sitting-out dealer)
    dealer: str | None
    players: list[Player]  # the four who play, in playing order from the Vorhand
    hands: dict[Player, list[Card]]
    talon: list[list[Card]]  # the two halves
    declarer: str
    called: str | None
    bird: str | None
    talon_taken: int | None
    discard: list[Card] | None
    announcements: list[Announcement]
    kontra: object  # as given: the record read from the replay checks it
    conceded: bool
    talon_to: str | None
    tricks: list[TrickInput]
    where: dict[Card, str] = field(
        default_factory=dict
    )  # card -> where it was dealt ("Anna", "talon")
    cents_per_point: object = None


# --- reading and checking the input ------------------------------------------------------------


def read_replay(data: object, profile: Profile | None = None) -> ReplayInput:
    """Read a replay body; MalformedInput / NotAllowed / Inconsistent name the field. ``profile``
    given (a sheet's frozen profile with its house rules, a custom one too) is the deal's rules;
    otherwise the body's ``profile`` id and ``house_rules`` load them.

    >>> read_replay({"players": ["A", "B", "C", "D"], "hands": {}, "game": "rufer"})
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: hands: [] — need a hand of 12 cards for each of A, B, C, D
    """
    data = replay_body(data, _FIELDS)
    if profile is None:
        profile = load_profile(data.get("profile", DEFAULT_PROFILE), data.get("house_rules"))
    table, dealer, players = _read_seating(data)
    seat = {"players": table, "dealer": dealer}
    game_id, game = read_game(data.get("game"), profile)
    hands, talon, where = _read_cards(data, players)
    kind = game["kind"]
    given = data.get("declarer")
    vorhand = players[0]
    if kind == "trischaken":
        if given is not None and given != vorhand:
            check_active(given, "declarer", seat, players)
            check_vorhand_only(game, profile, str(given), vorhand)
            raise Inconsistent(
                "declarer",
                given,
                "Trischaken is played by the Vorhand (the first player)",
                code="trischaken.declarer",
            )
        declarer = vorhand
    else:
        if given is None:
            raise MalformedInput("declarer", given, "required", code="value.required")
        declarer = check_active(given, "declarer", seat, players)
        if declarer != vorhand:
            check_vorhand_only(game, profile, declarer, vorhand)
    called = _read_called(data.get("called_king"), game, profile, hands[declarer])
    bird = _read_bird(data.get("bird"), game)
    conceded = data.get("conceded", False)
    if not isinstance(conceded, bool):
        raise MalformedInput("conceded", conceded, "expected true or false", code="value.yes_no")
    if conceded and not game.get("schleifen"):
        raise NotAllowed(
            "conceded",
            True,
            f"{game['name']} cannot be conceded (geschleift)",
            code="conceded.not_allowed",
            params={"game": game["name"]},
        )
    if conceded and not (called in where and where[called] == "talon"):
        raise Inconsistent(
            "conceded",
            True,
            "only a game whose called king lies in the talon can be conceded",
            code="conceded.needs_king_in_talon",
        )
    taken, discard = _read_talon_choice(data, game, conceded)
    talon_to = data.get("talon_to")
    if game["talon"] == "vorhand_choice":
        talon_to = talon_to or "last_trick"
        if talon_to not in TALON_TO:
            raise MalformedInput(
                "talon_to", talon_to, "expected last_trick or first_six", code="talon_to.choice"
            )
    elif talon_to is not None:
        raise NotAllowed(
            "talon_to",
            talon_to,
            f"in {game['name']} the Vorhand does not choose the talon",
            code="talon_to.not_chosen",
            params={"game": game["name"]},
        )
    tricks = _read_tricks(data.get("tricks", []), players, seat)
    if conceded and tricks:
        raise Inconsistent(
            "tricks",
            len(tricks),
            "a conceded (geschleift) game has no tricks",
            code="conceded.no_tricks",
        )
    announcements = _read_announcements(
        data.get("announcements", []), profile, game, players, declarer, bird, seat
    )
    return ReplayInput(
        profile,
        game_id,
        game,
        table,
        dealer,
        players,
        hands,
        talon,
        declarer,
        called,
        bird,
        taken,
        discard,
        announcements,
        data.get("kontra", 0),
        conceded,
        talon_to,
        tricks,
        where,
        data.get("cents_per_point"),
    )


def _read_seating(data: JsonObject) -> tuple[list[Player], Player | None, list[Player]]:
    """(the table in seating order, the dealer, the four who play in playing order).

    Four players without a dealer are the four in playing order, Vorhand first; with a dealer (and
    always at five, where he sits out) the Vorhand is the player after the dealer.
    """
    table, dealer = read_table(data)
    return table, dealer, list(table) if dealer is None else seating(table, dealer)[1]


def _read_cards(
    data: JsonObject, players: list[Player]
) -> tuple[dict[Player, list[Card]], list[list[Card]], dict[Card, str]]:
    """The dealt hands and talon halves: 54 distinct cards, 12 per hand, 2 × 3 in the talon."""
    hands_in = data.get("hands")
    if not isinstance(hands_in, dict) or set(hands_in) != set(players):
        got = sorted(hands_in) if isinstance(hands_in, dict) else hands_in
        out = [p for p in data["players"] if p not in players]
        raise MalformedInput(
            "hands",
            got,
            f"need a hand of 12 cards for each of {', '.join(players)}"
            + (f" ({out[0]} deals and sits out)" if out else ""),
            code="hands.size",
            params={"cards": 12, "players": ", ".join(players)},
        )
    dealt = DealtCards(parse_card, Inconsistent)
    hands = dealt.hands(hands_in, players, 12)
    talon_in = data.get("talon")
    if not isinstance(talon_in, list) or len(talon_in) != 2:
        raise MalformedInput(
            "talon", talon_in, "expected the talon as two halves of 3 cards", code="talon.shape"
        )
    talon: list[list[Card]] = []
    for h, half in enumerate(talon_in):
        if not isinstance(half, list) or len(half) != 3:
            raise MalformedInput(
                f"talon.{h}", half, "a talon half has exactly 3 cards", code="talon.shape"
            )
        talon.append([dealt.take(c, f"talon.{h}.{i}", "talon") for i, c in enumerate(half)])
    return hands, talon, dealt.where  # 48 + 6 distinct codes of a 54-card deck: the whole deck


def _read_called(
    code: object, game: GameSpec, profile: Profile, declarer_hand: list[Card]
) -> Card | None:
    if game["team"] != "called_king":
        if code is not None:
            raise NotAllowed(
                "called_king",
                code,
                f"no king is called in {game['name']}",
                code="king.not_called",
                params={"game": game["name"]},
            )
        return None
    if code is None:
        raise MalformedInput(
            "called_king",
            None,
            f"{game['name']}: name the called king (HK, DK, SK, CK)",
            code="king.missing",
            params={"game": game["name"]},
        )
    card = check_called_card(parse_card(code, "called_king"), profile)
    if card in QUEENS and not all(k in declarer_hand for k in KINGS):
        raise NotAllowed(
            "called_king",
            card,
            "a queen is called only by a player holding all four kings",
            code="king.queen_needs_four_kings",
        )
    return card


def _read_bird(bird: object, game: GameSpec) -> str | None:
    rule = game.get("bird")
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
    bird = bird if bird is not None else (None if rule == "any" else rule)
    if not isinstance(bird, str) or bird not in BIRDS:
        expected = ", ".join(BIRDS) if rule == "any" else rule
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
    return bird


def _read_talon_choice(
    data: JsonObject, game: GameSpec, conceded: bool
) -> tuple[int | None, list[Card] | None]:
    taken, discard = data.get("talon_taken"), data.get("discard")
    size = TALON_SIZE.get(game["talon"])
    if size is None:
        if taken is not None or discard:
            field_name = "talon_taken" if taken is not None else "discard"
            raise NotAllowed(
                field_name,
                data.get(field_name),
                f"{game['name']} is played without the talon",
                code="talon.none",
                params={"game": game["name"]},
            )
        return None, None
    if conceded:
        return None, None
    if size == 3:
        if taken not in (0, 1) or isinstance(taken, bool):
            raise MalformedInput(
                "talon_taken",
                taken,
                "which talon half the declarer took: 0 or 1",
                code="talon_taken.choice",
            )
    elif taken is not None:
        raise NotAllowed(
            "talon_taken",
            taken,
            f"in {game['name']} the declarer takes the whole talon",
            code="talon_taken.whole",
            params={"game": game["name"]},
        )
    return taken, discard_cards(discard, size, parse_card)


def _read_tricks(tricks: object, players: list[Player], seat: JsonObject) -> list[TrickInput]:
    if not isinstance(tricks, list) or len(tricks) > 12:
        raise MalformedInput(
            "tricks",
            tricks,
            "expected a list of at most 12 tricks",
            code="tricks.too_many",
            params={"max": 12},
        )
    out: list[TrickInput] = []
    for t, trick in enumerate(tricks):
        if not isinstance(trick, dict):
            raise MalformedInput(
                f"tricks.{t}",
                trick,
                'expected {"leader": player, "cards": [...]}',
                code="trick.shape",
            )
        leader = trick.get("leader")
        if leader is not None:
            check_active(leader, f"tricks.{t}.leader", seat, players)
        cards = trick.get("cards")
        last = t == len(tricks) - 1
        if (
            not isinstance(cards, list)
            or not (1 <= len(cards) <= 4)
            or (len(cards) < 4 and not last)
        ):
            raise MalformedInput(
                f"tricks.{t}.cards",
                cards,
                "a trick has 4 cards (only the last may be unfinished)",
                code="trick.size",
                params={"cards": 4},
            )
        out.append((leader, [parse_card(c, f"tricks.{t}.cards.{i}") for i, c in enumerate(cards)]))
    return out


def _read_announcements(
    items: object,
    profile: Profile,
    game: GameSpec,
    players: list[Player],
    declarer: Player,
    bird: str | None,
    seat: JsonObject,
) -> list[Announcement]:
    """[(index, player, premium, kontra)]; the compulsory bird of a Vogelrufer is added for the declarer."""
    if not isinstance(items, list):
        raise MalformedInput(
            "announcements",
            items,
            'expected [{"player": …, "premium": …}]',
            code="announcements.shape",
        )
    out: list[Announcement] = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or "player" not in item:
            raise MalformedInput(
                f"announcements.{i}",
                item,
                'expected {"player": a player, "premium": …}',
                code="announcements.shape",
            )
        check_active(item["player"], f"announcements.{i}.player", seat, players)
        name = item.get("premium")
        path = f"announcements.{i}.premium"
        if not isinstance(name, str):
            raise MalformedInput(
                path, name, "expected a premium id or valat", code="premium.unknown"
            )
        if name == "valat":
            if profile.valat is None or not game["valat"]:
                raise NotAllowed(
                    path,
                    name,
                    f"no Valat in {game['name']} ({profile.id})",
                    code="valat.not_allowed",
                    params={"game": game["name"]},
                )
        elif name not in profile.premiums:
            if name in PREMIUMS:
                raise NotAllowed(
                    path,
                    name,
                    f"not a premium of profile {profile.id}",
                    code="premium.not_in_profile",
                )
            raise MalformedInput(
                path, name, f"not a premium of profile {profile.id}", code="premium.not_in_profile"
            )
        elif name in profile.disallowed:
            raise NotAllowed(
                path, name, "switched off by the house rules", code="premium.switched_off"
            )
        elif game["premiums"] != "all" and name not in game["premiums"]:
            raise NotAllowed(
                path,
                name,
                f"not allowed in {game['name']}",
                code="premium.not_in_game",
                params={"game": game["name"]},
            )
        elif profile.premiums[name].get("requires_called_king") and game["team"] != "called_king":
            raise NotAllowed(
                path,
                name,
                f"{profile.premiums[name]['name']} needs a called king",
                code="premium.needs_called_king",
                params={"premium": profile.premiums[name]["name"]},
            )
        kontra = item.get("kontra", 0)
        if isinstance(kontra, bool) or not isinstance(kontra, int) or kontra < 0:
            raise MalformedInput(
                f"announcements.{i}.kontra",
                kontra,
                "expected a Kontra level 0–5",
                code="kontra.level",
            )
        if kontra > profile.kontra_levels:
            raise NotAllowed(
                f"announcements.{i}.kontra",
                kontra,
                f"{profile.id} has {profile.kontra_levels} Kontra levels",
                code="kontra.too_many",
                params={"max": profile.kontra_levels},
            )
        out.append((i, item["player"], name, kontra))
    if bird and not any(p == declarer and n == bird for _, p, n, _ in out):
        out.append((None, declarer, bird, 0))
    return out
