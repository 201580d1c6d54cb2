"""Who sits where: the dealer, the Vorhand, and who sits out at a five-player table.

``players`` are always in seating order, which is also the order of play and of dealing (counter-
clockwise). The Vorhand sits after the dealer and leads; at a 5-player table the dealer deals to the
other four and sits out (docs/rules.md §2: he gets 0), at four he plays last.

>>> seating(["A", "B", "C", "D", "E"], "E")
('A', ['A', 'B', 'C', 'D'])
>>> seating(["A", "B", "C", "D", "E"], "A")
('B', ['B', 'C', 'D', 'E'])
>>> seating(["A", "B", "C", "D"], "B")
('C', ['C', 'D', 'A', 'B'])
>>> sits_out(["A", "B", "C", "D", "E"], "C"), sits_out(["A", "B", "C", "D"], "C")
('C', None)
"""

from __future__ import annotations

from .errors import MalformedInput
from .types import JsonObject, Player
from .vocabulary import check_names

#: a table has four players, or five of whom the dealer sits out
TABLE_SIZES = (4, 5)


def read_table(data: JsonObject) -> tuple[list[Player], Player | None]:
    """``players`` and ``dealer`` of a record or a replay body, checked: 4 or 5 different names
    (the name rule of vocabulary.py); at five the dealer, who sits out, must be named.

    >>> read_table({"players": ["A", "B", "C", "D", "E"]})
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: dealer: None — at a 5-player table the dealer, who sits out, must be named
    """
    players = data.get("players")
    if not isinstance(players, list) or len(players) not in TABLE_SIZES:
        raise MalformedInput(
            "players",
            players,
            "expected the table in seating order: 4 players, or 5 with the dealer, who sits out",
            code="players.seating",
        )
    check_names(players)
    dealer = data.get("dealer")
    if dealer is None:
        if len(players) == 5:
            raise MalformedInput(
                "dealer",
                None,
                "at a 5-player table the dealer, who sits out, must be named",
                code="dealer.missing",
            )
        return players, None
    if dealer not in players:
        raise MalformedInput(
            "dealer", dealer, "not a player at the table", code="dealer.not_at_table"
        )
    return players, dealer


def next_in_seating(players: list[Player], player: Player) -> Player:
    """The player after ``player`` (the next dealer, the Vorhand after a dealer)."""
    return players[(players.index(player) + 1) % len(players)]


def sits_out(players: list[Player], dealer: Player | None) -> Player | None:
    """The player who does not play this deal: the dealer at a 5-player table, else nobody."""
    return dealer if len(players) == 5 else None


def active(players: list[Player], dealer: Player | None) -> list[Player]:
    """The four who play, in seating order (the sitting-out dealer left out)."""
    out = sits_out(players, dealer)
    return [p for p in players if p != out]


def seating(players: list[Player], dealer: Player) -> tuple[Player, list[Player]]:
    """(Vorhand, the four who play in playing order from the Vorhand) for a dealer."""
    forehand = next_in_seating(players, dealer)
    start = players.index(forehand)
    order = players[start:] + players[:start]
    return forehand, [p for p in order if p != sits_out(players, dealer)]
