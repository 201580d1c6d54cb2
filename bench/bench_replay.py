"""Deal replay: full replay + settlement of one deal, as a ratio to the settlement alone.

1,000 random legal deals across every game of every profile (seeded); both timings in one run.
Target: ≤ 20×.
"""

import random
import time

from shared_rules import settle
from shared_rules.dealgen import random_deal
from shared_rules.play import replay
from shared_rules.profiles import load_profile, profile_ids

N = 1000
TARGET = 20.0


def deals(n: int = N, seed: int = 2026) -> list:
    rng = random.Random(seed)
    games = [(pid, g) for pid in profile_ids() for g in load_profile(pid).games]
    return [random_deal(pid, g, rng=rng) for pid, g in (rng.choice(games) for _ in range(n))]


def _best(fn, items, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> float:
    sample = deals()
    records = [replay(d)["record"] for d in sample]
    t_replay = _best(replay, sample)
    t_settle = _best(settle, records)
    ratio = t_replay / t_settle
    print(
        f"replay+settle {t_replay / N * 1e6:.0f} µs/deal, settle alone {t_settle / N * 1e6:.0f} µs/deal"
    )
    print(
        f"ratio replay+settle / settle: {ratio:.1f}× (target ≤ {TARGET:.0f}×) "
        f"{'OK' if ratio <= TARGET else 'OVER TARGET'}"
    )
    return ratio


if __name__ == "__main__":
    main()
