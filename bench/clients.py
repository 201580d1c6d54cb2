"""Load from client processes: each runs its connections in a common time window and reports
(latencies in seconds, errors) on a queue; the load is their sum."""

from __future__ import annotations

import multiprocessing
import time


def client_load(target, work: list[tuple], seconds: float, grace: float) -> dict:
    """One process ``target(*args, start_at, stop_at, queue)`` per ``args`` in ``work``, all
    starting together for ``seconds``: requests per second, sorted latencies, errors."""
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    start_at = time.time() + 0.3
    stop_at = start_at + seconds
    procs = [ctx.Process(target=target, args=(*args, start_at, stop_at, queue)) for args in work]
    for proc in procs:
        proc.start()
    gathered = [queue.get(timeout=seconds + grace) for _ in procs]
    for proc in procs:
        proc.join()
    latencies = sorted(x for lat, _ in gathered for x in lat)
    return {
        "rps": len(latencies) / seconds,
        "latencies": latencies,
        "errors": sum(e for _, e in gathered),
    }


def percentile_ms(sorted_values: list, q: float) -> float:
    """The ``q`` quantile of sorted latencies in seconds, in milliseconds (nan for none).

    >>> percentile_ms([0.001, 0.002, 0.003, 0.004], 0.5)
    3.0
    """
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))] * 1000
