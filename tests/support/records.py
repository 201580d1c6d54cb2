"""Random valid deal records of either family, for the storage tests and the benchmarks."""

from __future__ import annotations

from shared_rules.haferl.counting import IMPOSSIBLE_AUGEN


def sample_record(rng, players: list[str]) -> dict:
    """A random valid deal record for four active ``players`` (tests and benchmarks)."""
    declarer, partner = rng.sample(players, 2)
    kind = rng.randrange(5)
    if kind == 0:
        return {"game": "dreier", "declarer": declarer, "won": rng.random() < 0.6}
    if kind == 1:
        return {"game": "bettel", "declarer": declarer, "declarer_tricks": rng.choice([0, 0, 1])}
    if kind == 2:
        points = rng.randrange(20, 60)
        return {  # any player may bid these (an OÖ Rufer is the Vorhand's alone)
            "game": "solorufer",
            "declarer": declarer,
            "partner": partner,
            "called_king": "HK",
            "declarer_points": f"{points}/{rng.randrange(3)}",
            "kontra": rng.choice([0, 0, 1]),
        }
    if kind == 3:
        return {
            "game": "a_rufer",
            "bird": "pagat",
            "declarer": declarer,
            "partner": partner,
            "won": True,
            "premiums": [
                {"name": "pagat", "side": "declarer", "announced": True, "won": rng.random() < 0.7},
                {"name": "trull", "side": "opponents", "announced": False, "won": True},
            ],
        }
    return {
        "game": "solorufer",
        "declarer": declarer,
        "partner": partner,
        "won": rng.random() < 0.5,
        "premiums": [{"name": "koenig_ultimo", "side": "declarer", "announced": True, "won": True}],
    }


def sample_haferl_record(rng, active: list[str]) -> dict:
    """A random valid Bavarian deal record for the three ``active`` players (tests, benchmarks).

    >>> import random
    >>> sample_haferl_record(random.Random(1), ["Anna", "Bernd", "Clara"])["game"] in (
    ...     "stockspiel", "solo", "herz_solo", "bettel", "thrown_in")
    True
    """
    declarer = rng.choice(active)
    kind = rng.randrange(6)
    if kind <= 1:
        return {"game": "stockspiel", "declarer": declarer, "declarer_augen": _augen(rng)}
    if kind == 2:
        return {
            "game": "solo",
            "trump": rng.choice("EGS"),
            "declarer": declarer,
            "declarer_augen": _augen(rng),
        }
    if kind == 3:
        return {"game": "herz_solo", "declarer": declarer, "won": rng.random() < 0.5}
    if kind == 4:
        return {"game": "bettel", "declarer": declarer, "declarer_tricks": rng.choice([0, 0, 1])}
    return {"game": "thrown_in"}


def _augen(rng) -> int:
    """Augen a deal can give (never 1 or 119: no card is worth 1)."""
    return rng.choice(_POSSIBLE_AUGEN)


_POSSIBLE_AUGEN = [a for a in range(121) if a not in IMPOSSIBLE_AUGEN]
