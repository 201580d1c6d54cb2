"""Seatings an organiser may send as his own tables (issue 32: 287 players, rounds 1–19), for the
tests and benchmarks of the draw that follows them. Nothing of it ships."""

from __future__ import annotations

import random
from collections.abc import Sequence

Seating = list[list[str]]

#: players kept apart at 4-tables by ``organiser_rounds``: they all meet each other, never sit
#: at a 5-table, so the draw can never give them the 5-tables without repeats
APART = 16


def organiser_rounds(players: Sequence[str], rounds: int, seed: str = "organiser") -> list[Seating]:
    """``rounds`` seatings as an organiser may send them (tables of 4–5 are all he is asked):
    the first ``APART`` players shuffled among themselves at 4-tables every round, the rest
    shuffled at as many 5-tables as their count allows. So the 5-tables' seats of the next draw
    belong, by the 5-table preference, to players who have all met: the search cannot reach a
    seating nothing beats and tries every restart — the costliest draw a tournament can ask."""
    rng = random.Random(seed)
    apart, rest = list(players[:APART]), list(players[APART:])
    met: set[frozenset[str]] = set()
    out = []
    for _ in range(rounds):
        apart = max(
            (rng.sample(apart, len(apart)) for _ in range(40)),
            key=lambda order: len(_pairs(order) - met),
        )  # of 40 shuffles the one whose tables meet the most new pairs: all meet within rounds
        met |= _pairs(apart)
        rng.shuffle(rest)
        fives = len(rest) // 5
        while (len(rest) - 5 * fives) % 4:
            fives -= 1
        sizes = [5] * fives + [4] * ((len(rest) - 5 * fives) // 4)
        tables = [apart[i : i + 4] for i in range(0, APART, 4)]
        at = 0
        for size in sizes:
            tables.append(rest[at : at + size])
            at += size
        out.append(tables)
    return out


def _pairs(order: Sequence[str]) -> set[frozenset[str]]:
    tables = [order[i : i + 4] for i in range(0, len(order), 4)]
    return {frozenset((a, b)) for t in tables for a in t for b in t if a != b}


def seated_tournament(store, players: int, rounds: int, **settings) -> tuple[str, str, str]:
    """A tournament of ``players`` whose rounds 1…``rounds`` the organiser seated with his own
    tables (``organiser_rounds``) and closed, through ``store``; (id, organiser, view token)."""
    held, organiser, viewer = store.create_tournament(
        title="Hausruckcup", rounds=rounds + 1, deals_per_table=1,
        players=[{"name": f"Spieler {i:03}"} for i in range(players)], **settings,
    )  # fmt: skip
    ids = [p["id"] for p in held["players"]]
    for number, tables in enumerate(organiser_rounds(ids, rounds), start=1):
        store.draw_round(held["id"], organiser, tables=tables)
        store.close_round(held["id"], organiser, number)
    return held["id"], organiser, viewer
