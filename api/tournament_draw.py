"""The draw of a Tarock tournament (issue 23): who sits at which table in each round.

Pure: no Flask, no database — players are opaque ids, the seed makes every draw reproducible.

**Table sizes.** Tables of 4; when the count is not a multiple of 4, ``n mod 4`` tables of 5,
where the dealer of each deal sits out (as on any five-player Königrufen sheet). So 4k+1 players
sit at one 5-table, 4k+2 at two, 4k+3 at three, the rest at 4-tables — the fewest 5-tables
possible. Counts that cannot be seated at tables of 4 and 5 are refused: fewer than 4, and 6, 7
and 11 (every count from 12 on can be seated).

>>> table_sizes(16), table_sizes(21), table_sizes(10), table_sizes(15)
([4, 4, 4, 4], [4, 4, 4, 4, 5], [5, 5], [5, 5, 5])
>>> table_sizes(7)
Traceback (most recent call last):
...
api.tournament_draw.CannotSeat: 7 players cannot be seated at tables of 4 and 5 ...

**Round 1** is a seeded shuffle. **Later rounds** minimise the repeat opponents: the cost of a
seating is the number of pairs at one table who met at a table before (a pair met twice before
counts twice). A local search swaps two players at different tables while that lowers the
cost (first improvement, in a seeded random order), from a fresh seeded shuffle each restart,
and keeps the best seating; it stops at once on a seating with no repeat. Its guarantee: the
answer is swap-optimal (no swap of two players lowers the count) and the best of ``restarts``
such local minima; when it reports a cost of 0 nobody meets an earlier opponent. It is not a
proof of the minimum in general (that is the social golfer problem), but it finds a repeat-free
draw for 16 players × 3 rounds and for 21 players × 3 rounds (tests/unit/test_tournament_draw.py).
Second to the repeats it prefers, at the 5-tables, players who sat at fewer 5-tables before (a
5-table sits out a fifth of the deals): each start seats them there, and a swap that keeps the
repeats may lower that count. This is a preference only — a repeat is never traded for it.

>>> one = draw([f"p{i}" for i in range(16)], [], seed=1)
>>> [len(t) for t in one.tables], one.repeats
([4, 4, 4, 4], 0)
>>> two = draw([f"p{i}" for i in range(16)], [one.tables], seed=2)
>>> two.repeats, sorted(sum(two.tables, [])) == sorted(sum(one.tables, []))
(0, True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

#: local minima tried after round 1 (each from a new shuffle); the search ends early on 0 repeats
RESTARTS = 40

Seating = list[list[str]]


class CannotSeat(ValueError):
    """The count of players has no seating at tables of 4 and 5."""


@dataclass(frozen=True)
class Draw:
    """A round's tables (each a list of player ids in seating order: the first deals first) and
    how many earlier meetings it repeats (0: nobody meets an earlier opponent)."""

    tables: Seating
    repeats: int


def table_sizes(players: int) -> list[int]:
    """The tables of a round: 4-tables, then ``players mod 4`` 5-tables.

    >>> table_sizes(4), table_sizes(5), table_sizes(9)
    ([4], [5], [4, 5])
    """
    fives = players % 4
    fours = (players - 5 * fives) // 4
    if players < 4 or fours < 0:
        raise CannotSeat(
            f"{players} players cannot be seated at tables of 4 and 5 (a count of at least 4, "
            "not 6, 7 or 11)"
        )
    return [4] * fours + [5] * fives


def met_before(rounds: Sequence[Seating]) -> Counter[frozenset[str]]:
    """How often each pair sat at one table in ``rounds``.

    >>> met_before([[["a", "b", "c", "d"]]])[frozenset({"a", "b"})]
    1
    """
    met: Counter[frozenset[str]] = Counter()
    for seating in rounds:
        for table in seating:
            met.update(frozenset(pair) for pair in combinations(table, 2))
    return met


def repeats(tables: Seating, met: Counter[frozenset[str]]) -> int:
    """The earlier meetings ``tables`` repeats (a pair met twice before counts twice)."""
    return sum(met[frozenset(pair)] for table in tables for pair in combinations(table, 2))


def draw(
    players: Sequence[str],
    earlier: Sequence[Seating],
    *,
    seed: int | str,
    restarts: int = RESTARTS,
) -> Draw:
    """The next round's tables for ``players`` (each seated once) after the ``earlier`` rounds.

    >>> d = draw(list("abcdefghi"), [], seed="x")
    >>> sorted(len(t) for t in d.tables), sorted(sum(d.tables, []))
    ([4, 5], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])
    >>> draw(list("abcdefghi"), [], seed="x") == d   # the seed reproduces the draw
    True
    """
    if len(set(players)) != len(players):
        raise ValueError("a player is in the list twice")
    sizes = table_sizes(len(players))
    rng = random.Random(str(seed))
    if not earlier:
        return Draw(_shuffled(players, sizes, rng), 0)
    met = met_before(earlier)
    fived = Counter(p for seating in earlier for table in seating if len(table) == 5 for p in table)
    best: tuple[int, int, Seating] | None = None
    for _ in range(max(1, restarts)):
        tables = _improved(_shuffled(players, sizes, rng, fived), met, fived, rng)
        cost = (repeats(tables, met), _five_cost(tables, fived))
        if best is None or cost < best[:2]:
            best = (*cost, tables)
        if best[0] == 0 and best[1] == 0:
            break
    assert best is not None
    return Draw(best[2], best[0])


def _shuffled(
    players: Sequence[str], sizes: list[int], rng: random.Random, fived: Counter[str] | None = None
) -> Seating:
    """A random seating; with ``fived``, those who sat at a 5-table least take the 5-tables'
    seats (the 5-tables come last, so they are seated last: a stable sort keeps the shuffle)."""
    order = list(players)
    rng.shuffle(order)
    if fived:
        order.sort(key=lambda p: -fived[p])
    tables, at = [], 0
    for size in sizes:
        tables.append(order[at : at + size])
        at += size
    return tables


def _five_cost(tables: Seating, fived: Counter[str]) -> int:
    return sum(fived[p] for table in tables if len(table) == 5 for p in table)


def _improved(
    tables: Seating,
    met: Counter[frozenset[str]],
    fived: Counter[str],
    rng: random.Random,
) -> Seating:
    """Swap two players of different tables while that lowers (repeats, 5-table repeats),
    compared in that order."""

    def cost_at(table: list[str], player: str, leaving: str) -> tuple[int, int]:
        # the cost ``player`` brings to ``table`` once ``leaving`` has left it
        meets = sum(met[frozenset((player, other))] for other in table if other != leaving)
        return meets, fived[player] if len(table) == 5 else 0

    seats = [(t, s) for t, table in enumerate(tables) for s in range(len(table))]
    improved = True
    while improved:
        improved = False
        rng.shuffle(seats)
        for i, (ta, sa) in enumerate(seats):
            for tb, sb in seats[i + 1 :]:
                if ta == tb:
                    continue
                a, b = tables[ta][sa], tables[tb][sb]
                old_a, old_b = cost_at(tables[ta], a, a), cost_at(tables[tb], b, b)
                new_a, new_b = cost_at(tables[tb], a, b), cost_at(tables[ta], b, a)
                # a and b never share a table before or after: no pair is counted twice
                delta = (
                    new_a[0] + new_b[0] - old_a[0] - old_b[0],
                    new_a[1] + new_b[1] - old_a[1] - old_b[1],
                )
                if delta < (0, 0):
                    tables[ta][sa], tables[tb][sb] = b, a
                    improved = True
    return tables
