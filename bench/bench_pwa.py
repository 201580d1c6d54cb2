"""The PWA at the table, measured in Debian's Chromium against the real app (Flask on a loopback
port, real HTTP), phone viewport.

- first visit: every byte the server sends while a new device opens "/" until the service worker
  has precached the whole app (status lines, headers, compressed bodies; target ≤ 150 KB);
- time from navigation to an interactive sheet (grid drawn, the app's mark after the paint) with
  the network off, served by the service worker, ÷ the time from navigation to the load event of
  an empty page from the same server; both timed in the page from its navigation start (medians
  of alternating runs; target ≤ 3×): a sheet of 40 deals as the app last drew it, and one of
  1,000 deals read from the database (the drawing kept in localStorage removed before every run,
  as on a phone that showed another sheet last: the sheet's own drawing kept in IndexedDB is
  drawn, its entries read after the first paint), and the same without that drawing either (a
  write while the sheet was not shown: the 1,000 entries read and settled before the first paint);
- beside each start, the medians of the app's marks from the navigation's start (database opened
  and read by boot.js, modules loaded, first render, interactive): where the time went, not part
  of any ratio;
- the Bavarian sheet's settlement (potsheet.settleEntries, in the page) of 1,000 deals with 100 of
  them refused ÷ with none refused (medians; target ≤ 1.5×: linear in the deals whatever is refused);
- saving deal 1,000 ÷ saving deal 10: from the tap on "Speichern" to the new row on screen, on a
  sheet of 999 and one of 9 deals, offline, alternating (medians; target ≤ 2×).
"""

import random
import statistics
import tempfile
import time

from playwright.sync_api import sync_playwright

from shared_rules.haferl.profile import raw_profile as raw_haferl_profile
from tests.e2e.live import PHONE, launch, live_server
from tests.e2e.pages import choose, import_sheet, sheet_export

PLAYERS = ["Anna", "Bernd", "Clara", "David"]
RUNS = 15
APPENDS = 12
EMPTY = "/__bench_empty"
QUIET_MS = 600  # the sheet is interactive well before; if not, INTERACTIVE waits for it

SHEET_INTERACTIVE = """() => performance.getEntriesByName('app:sheet-interactive')[0].startTime"""
# where the start's time went (the app's marks, from the navigation's start): printed beside the
# ratio, never part of it
PHASES = [
    "app:database-opening",
    "app:database-read",
    "app:modules-loaded",
    "app:render",
    "app:sheet-interactive",
]
MARKS = """(names) => Object.fromEntries(names.map((n) => [n, performance.getEntriesByName(n)[0]?.startTime ?? null]))"""
INTERACTIVE = """() => new Promise((resolve, reject) => {
  const seen = () => performance.getEntriesByName('app:sheet-interactive').length > 0;
  if (seen()) return resolve();
  new PerformanceObserver(() => seen() && resolve()).observe({type: 'mark'});
  setTimeout(() => reject(new Error('the sheet did not become interactive')), 30000);
})"""
LOADED = """() => new Promise((resolve) => {
  const done = () => { const n = performance.getEntriesByType('navigation')[0];
    n.loadEventEnd ? resolve(n.loadEventEnd) : setTimeout(done, 5); };
  done();
})"""
TIME_SAVE = """(n) => new Promise((resolve) => {
  const app = document.getElementById('app');
  let t0 = 0;
  const seen = () => document.querySelector('table.grid tbody tr:last-child .n a')?.textContent === String(n);
  const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(app, {childList: true, subtree: true, characterData: true});
  t0 = performance.now();
  document.getElementById('save-deal').click();
})"""


def _ready(page):
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)


def first_visit_bytes(browser, server) -> int:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    server.bytes_sent = 0
    page.goto(server.base + "/")
    _ready(page)
    page.wait_for_load_state("networkidle")
    time.sleep(0.5)
    sent = server.bytes_sent
    ctx.close()
    return sent


FORGET_VIEW = """() => { for (const k of Object.keys(localStorage)) if (k.startsWith('tarock:sheet-view')) localStorage.removeItem(k); }"""
# the drawings data.js keeps in the database too (settings store, keys "tarock:sheet-view…")
FORGET_STORED_VIEWS = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open('tarock');
  open.onsuccess = () => {
    const tx = open.result.transaction('settings', 'readwrite');
    const range = IDBKeyRange.bound('tarock:sheet-view', 'tarock:sheet-view\uffff');
    tx.objectStore('settings').delete(range);
    tx.oncomplete = () => { open.result.close(); resolve(); };
    tx.onerror = () => reject(tx.error);
  };
  open.onerror = () => reject(open.error);
})"""


def synced_sheet(browser, server, deals: int):
    """A phone (browser context) holding a sheet of ``deals`` deals: (the context, the sheet's id)."""
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    sid = import_sheet(page, server.base, sheet_export(PLAYERS, deals, random.Random(1)))
    _ready(page)
    # the sheet on the server, every deal acknowledged (as on a phone that was online before)
    page.locator('[data-sync="ok"]').wait_for(timeout=180_000)
    page.close()
    return ctx, sid


def interactive_offline_ratio(
    browser, server, deals: int, from_database: bool, from_entries: bool = False
) -> tuple[float, float, float, str]:
    """The sheet of ``deals`` deals opened offline ÷ the empty page; ``from_database``: the drawing
    the app keeps of the sheet last shown (data.js's VIEW) is removed first, so the sheet is read
    from IndexedDB as on a phone that showed another sheet last (its drawing kept there first);
    ``from_entries``: that drawing removed too, the entries read and settled before the first paint."""
    ctx, sid = synced_sheet(browser, server, deals)
    sheet_ms, empty_ms, marks = [], [], []
    for _ in range(RUNS):
        for kind in ("sheet", "empty"):
            ctx.set_offline(False)
            p = ctx.new_page()
            # both timed in the page, from the start of its navigation (performance.timeOrigin)
            if kind == "sheet":
                if from_database:
                    p.goto(server.base + EMPTY, wait_until="load")  # same origin: its localStorage
                    p.evaluate(FORGET_VIEW)
                    if from_entries:
                        p.evaluate(FORGET_STORED_VIEWS)
                ctx.set_offline(True)
                # nothing of Playwright's runs in the page while it starts (the load event comes
                # before the sheet): its injected selector engine alone cost the page's main thread
                # 20-40 ms in a Chromium trace, which the empty page is not charged either
                p.goto(f"{server.base}/#/s/{sid}", wait_until="load")
                p.wait_for_timeout(QUIET_MS)
                p.evaluate(INTERACTIVE)
                p.locator("table.grid tbody tr[data-entry]").first.wait_for()
                p.locator("#new-deal").wait_for()
                sheet_ms.append(p.evaluate(SHEET_INTERACTIVE))
                marks.append(p.evaluate(MARKS, PHASES))
            else:
                p.goto(server.base + EMPTY, wait_until="load")
                empty_ms.append(p.evaluate(LOADED))
            p.close()
    ctx.close()
    sheet, empty = statistics.median(sheet_ms), statistics.median(empty_ms)
    return sheet, empty, sheet / empty, phases(marks)


def phases(marks: list[dict]) -> str:
    """The median of each mark the runs set ("modules-loaded 120 ms, …"), in the order they come."""
    found = {}
    for name in PHASES:
        times = [m[name] for m in marks if m.get(name) is not None]
        if times:
            found[name.removeprefix("app:")] = statistics.median(times)
    return ", ".join(f"{n} {t:.0f}" for n, t in sorted(found.items(), key=lambda kv: kv[1]))


SETTLE = """async ({profile, deals, refused, runs}) => {
  const { settleEntries } = await import('/app/potsheet.js');
  const players = ['Anna', 'Bernd', 'Clara'];
  const sheet = { id: 'bench', players, stake: 1, cents_per_point: 10, house_rules: {}, profile_data: profile };
  // every 10th deal refused (a Solo without its trump) until ``count`` are
  const sheetOf = (count) => Array.from({ length: deals }, (_, i) => {
    const declarer = players[(i + 1) % 3];
    const bad = i % 10 === 5 && Math.floor(i / 10) < count;
    const record = bad ? { game: 'solo', declarer, won: true }
      : { game: 'stockspiel', declarer, declarer_augen: 40 + (i * 7) % 60 };
    return { id: String(i), order: i, dealer: players[i % 3], record, deleted: false };
  });
  const kinds = [[0, sheetOf(0), []], [refused, sheetOf(refused), []]];
  for (let r = 0; r < runs; r++) {
    for (const [count, entries, times] of kinds) {  // alternating: the same state of JIT and heap
      const t0 = performance.now();
      const out = settleEntries(sheet, entries);
      times.push(performance.now() - t0);
      if (out.entries.filter((e) => e.result === null).length !== count) throw new Error(`not ${count} refused`);
    }
  }
  const median = (times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  return kinds.map(([, , times]) => median(times));
}"""


def bavarian_settle(browser, server, deals: int = 1000) -> tuple[float, float, float]:
    """settleEntries of a Bavarian sheet of ``deals`` deals, none and 100 refused, in the page."""
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.goto(server.base + "/")
    page.locator("#app").wait_for()
    profile = raw_haferl_profile("bayerisch")
    args = {"profile": profile, "deals": deals, "refused": 100}
    page.evaluate(SETTLE, {**args, "runs": 3})  # warm: modules, profile, JIT
    none, some = page.evaluate(SETTLE, {**args, "runs": 25})
    ctx.close()
    return none, some, some / none


def append_ratio(browser, server) -> tuple[float, float, float]:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    _ready_page = page
    long_id = import_sheet(page, server.base, sheet_export(PLAYERS, 999, random.Random(2)))
    short_id = import_sheet(page, server.base, sheet_export(PLAYERS, 9, random.Random(3)))
    _ready(_ready_page)
    ctx.set_offline(True)  # no sync traffic while measuring
    times = {long_id: [], short_id: []}
    counts = {long_id: 999, short_id: 9}
    for i in range(APPENDS):
        for sid in (long_id, short_id):
            page.goto(f"{server.base}/#/s/{sid}/deal")
            choose(page, "game", "dreier")
            choose(
                page,
                "declarer",
                PLAYERS[i % 4]
                if page.locator(f'[data-name="declarer"] [data-value="{PLAYERS[i % 4]}"]').count()
                else "Anna",
            )
            choose(page, "won", True)
            page.locator("#save-deal:not([disabled])").wait_for()
            counts[sid] += 1
            times[sid].append(page.evaluate(TIME_SAVE, counts[sid]))
    ctx.close()
    # the first append of each measures deal 1,000 and deal 10 exactly; the rest stay close
    long_ms, short_ms = statistics.median(times[long_id]), statistics.median(times[short_id])
    return long_ms, short_ms, long_ms / short_ms


def main() -> None:
    def setup(app):
        app.add_url_rule(EMPTY, "bench_empty", lambda: "<!doctype html><title>empty</title>")

    with (
        tempfile.TemporaryDirectory() as tmp,
        live_server(tmp, setup=setup) as server,
        sync_playwright() as p,
    ):
        browser = launch(p)
        sent = first_visit_bytes(browser, server)
        print(
            f"first visit: {sent / 1024:.1f} KB sent, compressed, service worker precache included (target ≤ 150 KB)"
        )
        sheet, empty, ratio, marks = interactive_offline_ratio(
            browser, server, 40, from_database=False
        )
        print(
            f"interactive sheet offline, 40 deals as last drawn {sheet:.0f} ms / empty page {empty:.0f} ms"
            f" = {ratio:.2f}× (target ≤ 3×)"
        )
        print(f"  medians from the navigation's start: {marks}")
        sheet, empty, ratio, marks = interactive_offline_ratio(
            browser, server, 1000, from_database=True
        )
        print(
            f"offline start, 1,000 deals from the database {sheet:.0f} ms / empty page {empty:.0f} ms"
            f" = {ratio:.2f}× (target ≤ 3×)"
        )
        print(f"  medians from the navigation's start: {marks}")
        sheet, empty, ratio, marks = interactive_offline_ratio(
            browser, server, 1000, from_database=True, from_entries=True
        )
        print(
            f"offline start, 1,000 deals, no drawing kept (entries read and settled) {sheet:.0f} ms"
            f" / empty page {empty:.0f} ms = {ratio:.2f}×"
        )
        print(f"  medians from the navigation's start: {marks}")
        none, some, ratio = bavarian_settle(browser, server)
        print(
            f"Bavarian sheet of 1,000 deals settled: 100 refused {some:.1f} ms / none refused {none:.1f} ms"
            f" = {ratio:.2f}× (target ≤ 1.5×)"
        )
        long_ms, short_ms, ratio = append_ratio(browser, server)
        print(
            f"saving deal 1,000 {long_ms:.1f} ms / deal 10 {short_ms:.1f} ms = {ratio:.2f}× (target ≤ 2×)"
        )
        browser.close()


if __name__ == "__main__":
    main()
