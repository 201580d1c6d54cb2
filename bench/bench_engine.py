"""Engine cost per deal vs reading and writing the same data with the json module (target ≤ 1.0×).

An evening of 1,000 mixed records: ``settle`` of each, against ``json.loads`` of its text and
``json.dumps`` of its settlement (the JSON round trip any service around the engine pays). The two
run in alternating rounds; the ratio of each round's pair counts, and the median over the rounds.
CPU time of this process (``time.process_time``): other processes on the machine do not count.
"""

import json
import statistics
import time

from shared_rules import settle

from .evening import evening

ROUNDS = 9
TARGET = 1.0


def _cpu(fn) -> float:
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


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

    engine(), codec()  # warm
    pairs = [(_cpu(engine), _cpu(codec)) for _ in range(ROUNDS)]
    n = len(records)
    t_engine = statistics.median(e for e, _ in pairs)
    t_codec = statistics.median(c for _, c in pairs)
    ratio = statistics.median(e / c for e, c in pairs)
    print(
        f"settle: {t_engine / n * 1e6:.1f} µs/deal; json decode record + encode result: "
        f"{t_codec / n * 1e6:.1f} µs/deal ({ROUNDS} alternating rounds, medians)"
    )
    verdict = "ok" if ratio <= TARGET else "ABOVE TARGET"
    print(f"ratio engine/json = {ratio:.2f}x (target <= {TARGET}x: {verdict})")


if __name__ == "__main__":
    main()
