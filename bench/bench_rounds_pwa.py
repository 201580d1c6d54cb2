"""A round's season in the PWA (issue 20), measured in Debian's Chromium against the real app:
the season standing of a round with 50 evenings × 60 deals (season.js: every member's points,
money, evenings, deals, best and worst evening, the chart's series, the payout with the Kassa),
computed from the sheets' stored deal results as the season screen does, ÷ one evening's totals
(model.totals over its 60 stored results, as the sheets list computes them). Medians of
alternating runs in the page; target ≤ 3×: the season only reads what each evening stores.
"""

import json
import statistics
import tempfile

from playwright.sync_api import sync_playwright

from shared_rules import raw_profile
from tests.e2e.live import PHONE, launch, live_server

EVENINGS = 50
DEALS = 60
RUNS = 15

# in the page: a round of 6 members, EVENINGS sheets of 4 of them (changing tables), DEALS stored
# Rufer results each; then the alternating timings of one evening's totals and the season
MEASURE = """async ([profile, evenings, deals, runs]) => {
  const { season } = await import('/app/season.js');
  const { live, totals } = await import('/app/model.js');
  const names = ['Anna', 'Bernd', 'Clara', 'David', 'Eva', 'Franz'];
  const ids = names.map((_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const round = { id: 'r', kitty_percent: 5, members: names.map((name, i) => ({ id: ids[i], name })), sheets: {} };
  const items = new Map();
  for (let k = 0; k < evenings; k++) {
    const seats = [0, 1, 2, 3, 4, 5].filter((i) => i !== k % 6 && i !== (k + 3) % 6).map((i) => names[i]);
    const entries = new Map();
    for (let d = 0; d < deals; d++) {
      const [a, b, c, e] = [0, 1, 2, 3].map((i) => seats[(d + i) % 4]);
      const v = 1 + ((d * 7 + k) % 5);
      const won = (d + k) % 3 !== 0 ? 1 : -1;
      const points = { [a]: won * v, [b]: won * v, [c]: -won * v, [e]: -won * v };
      const money = Object.fromEntries(Object.entries(points).map(([p, n]) => [p, n * 10]));
      entries.set(`${k}-${d}`, { id: `${k}-${d}`, order: d + 1, deleted: false, dealer: seats[d % 4],
        record: { game: 'rufer', declarer: a, partner: b }, result: { declarer: a, partner: b, points, money_cents: money } });
    }
    const id = `s${k}`;
    items.set(id, { sheet: { id, title: id, players: seats, first_dealer: seats[0], profile_data: profile, cents_per_point: 10,
      created_at: new Date(Date.UTC(2026, 0, 1 + k, 19)).toISOString() }, entries });
    round.sheets[id] = { members: Object.fromEntries(seats.map((s) => [s, ids[names.indexOf(s)]])), attached: true };
  }
  const one = items.get('s0');
  const time = (fn) => { const t0 = performance.now(); for (let i = 0; i < 20; i++) fn(); return (performance.now() - t0) / 20; };
  const evening = [], whole = [];
  for (let r = 0; r < runs; r++) {
    evening.push(time(() => totals(one.sheet, live([...one.entries.values()]))));
    whole.push(time(() => season(round, items)));
  }
  return JSON.stringify({ evening, whole, members: season(round, items).members.length });
}"""


def measure(page) -> tuple[float, float]:
    data = json.loads(page.evaluate(MEASURE, [raw_profile("ooe-2023"), EVENINGS, DEALS, RUNS]))
    return statistics.median(data["evening"]), statistics.median(data["whole"])


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp, live_server(tmp) as server, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(server.base + "/")
        evening, whole = measure(page)
        browser.close()
    print(
        f"PWA season standing ({EVENINGS} evenings × {DEALS} deals): {whole:.2f} ms"
        f" ÷ one evening's totals {evening:.3f} ms = {whole / evening:.1f}× (target ≤ 3×)"
    )


if __name__ == "__main__":
    main()
