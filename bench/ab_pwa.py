"""Two versions of the PWA's offline start, alternated in one run (not part of ``make bench``).

    git archive <commit> pwa | tar -x -C /tmp/a && ln -s "$PWD/pwa/node_modules" /tmp/a/pwa/
    .venv/bin/python -m bench.ab_pwa /tmp/a/pwa [runs] [view40,db1000,list]

A is the PWA in the given folder, B the working tree's; each on its own server (own origin,
service worker and IndexedDB), the runs alternating A, B, B, A, … with each server's empty page
right after its start, so a busy machine weighs on both alike. Per case the medians and the
ratio to the empty page as bench_pwa measures them (``view40``: 40 deals as last drawn, ``db1000``:
1,000 deals from the database; ``list``: the sheets list at "/", to the first sheet on it), with
the medians of the app's marks.
"""

import statistics
import sys
import tempfile
from contextlib import ExitStack

from playwright.sync_api import sync_playwright

from bench.bench_pwa import (
    EMPTY,
    FORGET_VIEW,
    INTERACTIVE,
    LOADED,
    MARKS,
    PHASES,
    QUIET_MS,
    SHEET_INTERACTIVE,
    phases,
    synced_sheet,
)
from tests.e2e.live import launch, live_server

LIST_READY = """() => new Promise((resolve) => {
  const seen = () => document.querySelector('[data-sheet]') ? resolve(performance.now()) : requestAnimationFrame(seen);
  seen();
})"""
CASES = {"view40": (40, "view"), "db1000": (1000, "db"), "list": (5, "list")}


def start(ctx, server, sid: str, kind: str) -> tuple[float, dict | None]:
    """One start of ``kind`` ("view", "db", "list" or "empty"): ms from the navigation, marks."""
    ctx.set_offline(False)
    p = ctx.new_page()
    try:
        if kind == "empty":
            p.goto(server.base + EMPTY, wait_until="load")
            return p.evaluate(LOADED), None
        if kind == "db":
            p.goto(server.base + EMPTY, wait_until="load")
            p.evaluate(FORGET_VIEW)
        ctx.set_offline(True)
        if kind == "list":
            p.goto(server.base + "/", wait_until="load")
            return p.evaluate(LIST_READY), None
        p.goto(f"{server.base}/#/s/{sid}", wait_until="load")
        p.wait_for_timeout(QUIET_MS)
        p.evaluate(INTERACTIVE)
        return p.evaluate(SHEET_INTERACTIVE), p.evaluate(MARKS, PHASES)
    finally:
        p.close()


def main(base: str, runs: int, cases: list[str]) -> None:
    def setup(app):
        app.add_url_rule(EMPTY, "bench_empty", lambda: "<!doctype html><title>empty</title>")

    with ExitStack() as stack, sync_playwright() as pw:
        servers = {
            version: stack.enter_context(
                live_server(
                    stack.enter_context(tempfile.TemporaryDirectory()), setup=setup, **config
                )
            )
            for version, config in (("A", {"PWA_DIR": base}), ("B", {}))
        }
        browser = launch(pw)
        for case in cases:
            deals, kind = CASES[case]
            ready = {v: synced_sheet(browser, s, deals) for v, s in servers.items()}
            times = {v: ([], [], []) for v in servers}
            for r in range(runs):
                for v in ("A", "B") if r % 2 == 0 else ("B", "A"):
                    ctx, sid = ready[v]
                    ms, marks = start(ctx, servers[v], sid, kind)
                    empty, _ = start(ctx, servers[v], sid, "empty")
                    times[v][0].append(ms)
                    times[v][1].append(empty)
                    if marks:
                        times[v][2].append(marks)
            for v, (ms, empty, marks) in times.items():
                t, e = statistics.median(ms), statistics.median(empty)
                print(
                    f"{case} {v}: {t:.0f} ms / empty page {e:.0f} ms = {t / e:.2f}×  {phases(marks)}",
                    flush=True,
                )
            for ctx, _ in ready.values():
                ctx.close()
        browser.close()


if __name__ == "__main__":
    main(
        sys.argv[1],
        int(sys.argv[2]) if len(sys.argv) > 2 else 12,
        sys.argv[3].split(",") if len(sys.argv) > 3 else list(CASES),
    )
