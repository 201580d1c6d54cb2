"""Engine cost per deal vs reading and writing the same data with the json module (target ≤ 1.5×)."""

import json
import time

from shared_rules import settle

from .evening import evening


def _best(fn, repeat=7) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    records = evening(1000)
    texts = [json.dumps(r) for r in records]
    results = [settle(r) for r in records]

    def engine():
        for r in records:
            settle(r)

    def codec():
        for text, res in zip(texts, results, strict=True):
            json.loads(text)
            json.dumps(res)

    t_engine, t_codec = _best(engine), _best(codec)
    n = len(records)
    print(
        f"settle: {t_engine / n * 1e6:.1f} µs/deal; json decode record + encode result: "
        f"{t_codec / n * 1e6:.1f} µs/deal"
    )
    print(f"ratio engine/json = {t_engine / t_codec:.2f}x (target <= 1.5x)")


if __name__ == "__main__":
    main()
