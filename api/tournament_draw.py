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
and keeps the best seating. Its guarantee: the answer is swap-optimal (no swap of two players
lowers the count) and the best of ``restarts`` such local minima; when it reports a cost of 0
nobody meets an earlier opponent. It is not a proof of the minimum in general (that is the social
golfer problem), but it finds a repeat-free draw for 16 players × 3 rounds and for 21 players ×
3 rounds (tests/unit/test_tournament_draw.py). Second to the repeats it prefers, at the
5-tables, players who sat at fewer 5-tables before (a 5-table sits out a fifth of the deals):
each start seats them there, and a swap that keeps the repeats may lower that count. This is a
preference only — a repeat is never traded for it. The search stops at once on a seating nothing
can beat: no repeat, and the 5-tables' seats held by those who sat at 5-tables least.

**Bounded.** The search keeps, per table, how often each player met the players now at it, so
weighing a swap is a few lookups and making one rewrites two such rows; only a player who meets
someone at their table (or sits at a 5-table again) begins an improving swap. Its work is counted
against a ``Budget``: ``steps`` (deterministic: the same seed and budget give the same draw on
any machine) and a backstop of ``seconds`` of its own time on a clock. When the budget runs out
the draw is the best seating found so far (``complete`` False) — every player seated once at
tables of 4 and 5 all the same; only the swap-optimal guarantee is lost. ``pause`` is called
every ``slice`` units (a gevent worker serves its other requests there every few milliseconds:
api/cooperative.py). Round 20 of 287 players after 19 rounds of the organiser's own tables took
16–35 s before this (40 full restarts, each weighing every swap anew); now all 40 restarts take
some 8 of the 10 million ``STEPS`` (about half a second), none repeating an opponent.

>>> one = draw([f"p{i}" for i in range(16)], [], seed=1)
>>> [len(t) for t in one.tables], one.repeats
([4, 4, 4, 4], 0)
>>> two = draw([f"p{i}" for i in range(16)], [one.tables], seed=2)
>>> two.repeats, sorted(sum(two.tables, [])) == sorted(sum(one.tables, []))
(0, True)
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

#: local minima tried after round 1 (each from a new shuffle); the search ends early on a draw
#: nothing can beat (no repeat, and the 5-tables' seats to those who sat there least)
RESTARTS = 40
#: the search's work bound, in units: a swap weighed is one, a table's row rewritten one per
#: player; 10–20 million a second on one core, so at most about a second
STEPS = 10_000_000
#: the backstop on a machine far slower than that: seconds of the search's own time (on the
#: clock, counted between its pauses: not what others did meanwhile) after which it stops with
#: its best, whatever the steps say (the draw then depends on the machine)
SECONDS = 2.0
#: units of work between two looks at the clock and two calls of ``pause`` (well under a
#: millisecond: ``pause`` decides itself how often it lets others run)
SLICE = 5_000

Seating = list[list[str]]


class CannotSeat(ValueError):
    """The count of players has no seating at tables of 4 and 5."""


@dataclass(frozen=True)
class Budget:
    """How long the search of a draw may go on: ``steps`` units of work (the bound that keeps
    a draw reproducible: the same seed spends them the same way on any machine), and, as a
    backstop, ``seconds`` of its own time on ``clock`` (None: no backstop) — the time between
    its pauses only, so neither the requests a gevent worker serves in them nor, on the
    default clock (this thread's CPU time), other processes count. Past either, the draw is
    the best seating found so far."""

    steps: int = STEPS
    seconds: float | None = SECONDS
    clock: Callable[[], float] = time.thread_time
    #: units of work between two looks at the clock and two pauses
    slice: int = SLICE


@dataclass(frozen=True)
class Draw:
    """A round's tables (each a list of player ids in seating order: the first deals first) and
    how many earlier meetings it repeats (0: nobody meets an earlier opponent); ``complete``:
    the search ended by itself (False: its budget ran out first); ``steps``: the work it took."""

    tables: Seating
    repeats: int
    complete: bool = True
    steps: int = 0


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
    budget: Budget | None = None,
    pause: Callable[[], object] | None = None,
) -> Draw:
    """The next round's tables for ``players`` (each seated once) after the ``earlier`` rounds,
    searched within ``budget`` (``Budget()``); ``pause`` is called between slices of the search
    (a gevent worker lets its other requests run there).

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
    search = _Search(players, sizes, earlier)
    meter = _Meter(budget or Budget(), pause)
    best: tuple[tuple[int, int], Seating] | None = None
    complete = True
    for _ in range(max(1, restarts)):
        state = search.start(_shuffled(players, sizes, rng, search.fived_of))
        try:
            meter.spend(search.start_cost)
            search.descend(state, rng, meter)
        except _Spent:
            complete = False
        cost = search.cost(state)
        if best is None or cost < best[0]:
            best = (cost, search.seating(state))
        if not complete or best[0] == (0, search.five_floor):
            break
    assert best is not None
    return Draw(best[1], best[0][0], complete, meter.spent)


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


class _Spent(Exception):
    """The budget is spent: the search stops with what it has."""


class _Meter:
    """Counts the search's work against a ``Budget``: every ``slice`` units of it, adds the time
    since the last pause to the search's own, then calls ``pause``."""

    def __init__(self, budget: Budget, pause: Callable[[], object] | None) -> None:
        self.budget, self.pause = budget, pause
        self.spent = 0
        self.next_look = budget.slice
        self.own = 0.0
        self.resumed = budget.clock()

    def spend(self, units: int) -> None:
        """Pay ``units`` before doing the work, or raise ``_Spent`` (nothing is changed yet)."""
        budget = self.budget
        if self.spent + units > budget.steps:
            raise _Spent
        self.spent += units
        if self.spent < self.next_look:
            return
        self.next_look = self.spent + budget.slice
        self.own += budget.clock() - self.resumed
        if budget.seconds is not None and self.own >= budget.seconds:
            raise _Spent
        if self.pause is not None:
            self.pause()
        self.resumed = budget.clock()


@dataclass
class _State:
    """A seating under search, players by index: each table's players in seat order, each
    player's table and seat, and ``clash[t][p]``: how often player ``p`` met the players now at
    table ``t`` (kept up to date on every swap, so weighing a swap costs a few lookups)."""

    members: list[list[int]]
    table: list[int]
    seat: list[int]
    clash: list[list[int]]


class _Search:
    """The earlier rounds as a matrix of meetings; starts, descends and prices seatings."""

    def __init__(self, players: Sequence[str], sizes: list[int], earlier: Sequence[Seating]):
        self.players = list(players)
        self.sizes = sizes
        n = len(self.players)
        index = {p: i for i, p in enumerate(self.players)}
        self.met = [[0] * n for _ in range(n)]
        self.fived = [0] * n
        for seating in earlier:
            for table in seating:
                here = [index[p] for p in table if p in index]  # the withdrawn are not drawn
                for x, y in combinations(here, 2):
                    self.met[x][y] += 1
                    self.met[y][x] += 1
                if len(table) == 5:
                    for x in here:
                        self.fived[x] += 1
        self.fived_of = Counter({p: self.fived[i] for i, p in enumerate(self.players)})
        self.five_table = [size == 5 for size in sizes]
        #: the least 5-table repeats any seating can have: the 5-tables' seats taken by those
        #: who sat at 5-tables least (with no repeat as well, nothing better exists: stop)
        self.five_floor = sum(sorted(self.fived)[: 5 * sizes.count(5)])
        #: the work of starting a seating (its clash rows), in the units of ``_Meter``
        self.start_cost = n * n

    def start(self, tables: Seating) -> _State:
        index = {p: i for i, p in enumerate(self.players)}
        members = [[index[p] for p in table] for table in tables]
        n = len(self.players)
        table, seat = [0] * n, [0] * n
        for t, at in enumerate(members):
            for s, p in enumerate(at):
                table[p], seat[p] = t, s
        clash = [[sum(col) for col in zip(*(self.met[q] for q in at), strict=True)]
                 for at in members]  # fmt: skip
        return _State(members, table, seat, clash)

    def cost(self, s: _State) -> tuple[int, int]:
        """(repeats, 5-table repeats): lower is better, compared in that order."""
        met = sum(s.clash[s.table[p]][p] for p in range(len(self.players))) // 2
        five = sum(f for p, f in enumerate(self.fived) if self.five_table[s.table[p]])
        return met, five

    def seating(self, s: _State) -> Seating:
        return [[self.players[p] for p in at] for at in s.members]

    def descend(self, s: _State, rng: random.Random, meter: _Meter) -> None:
        """Swap two players of different tables while that lowers the cost (first improvement,
        in a seeded order) until no swap does. Only a player who meets someone at their table,
        or sits at a 5-table having sat at one before, can start an improving swap: the others
        are not tried as its first half."""
        n = len(self.players)
        met, fived, five_table = self.met, self.fived, self.five_table
        order = list(range(n))
        improved = True
        while improved:
            improved = False
            rng.shuffle(order)
            for a in order:
                ta = s.table[a]
                here = s.clash[ta]
                if here[a] == 0 and not (five_table[ta] and fived[a]):
                    continue
                meter.spend(n)
                row, own = met[a], here[a]
                for b in order:
                    tb = s.table[b]
                    if tb == ta:
                        continue
                    there = s.clash[tb]
                    # a and b never share a table before or after: met[a][b] is in both rows
                    change = there[a] + here[b] - own - there[b] - 2 * row[b]
                    if change > 0:
                        continue
                    five = 0
                    if five_table[ta] != five_table[tb]:
                        five = fived[b] - fived[a] if five_table[ta] else fived[a] - fived[b]
                    if change < 0 or five < 0:
                        meter.spend(2 * n)
                        self._swap(s, a, b)
                        improved = True
                        break

    def _swap(self, s: _State, a: int, b: int) -> None:
        ta, tb = s.table[a], s.table[b]
        ra, rb = self.met[a], self.met[b]
        s.clash[ta] = [c - x + y for c, x, y in zip(s.clash[ta], ra, rb, strict=True)]
        s.clash[tb] = [c + x - y for c, x, y in zip(s.clash[tb], ra, rb, strict=True)]
        sa, sb = s.seat[a], s.seat[b]
        s.members[ta][sa], s.members[tb][sb] = b, a
        s.table[a], s.table[b] = tb, ta
        s.seat[a], s.seat[b] = sb, sa
