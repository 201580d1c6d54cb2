// A round's season on the device (pwa/app/season.js, issue 20): read from the sheets' stored deal
// results; a member absent from an evening neither wins nor loses; the Kassa; the CSV export;
// the round's rules back in the new-sheet form's fields. Also the round routes and tokens.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { parseRoute } from "../../pwa/app/route.js";
import { chartRows, formOf, KITTY, memberStats, periodBounds, season, seasonCsv } from "../../pwa/app/season.js";
import { newTokens, ROUND_VIEW_PREFIX, viewTokenFor } from "../../pwa/app/tokens.js";
import { profile } from "./shared.mjs";

const OOE = profile("ooe-2023");
const M = Object.fromEntries(["Anna", "Bernd", "Clara", "David", "Eva"].map((n, i) => [n, `00000000-0000-4000-8000-00000000000${i}`]));
const ROUND = { id: "r", title: "Stammtisch", kitty_percent: 0, members: Object.entries(M).map(([name, id]) => ({ id, name })), sheets: {} };

/** A stored sheet of ``players`` with one deal per {declarer, partner, points: {seat: n}}, 10 cents a point. */
function evening(id, created_at, players, deals) {
  const sheet = { id, title: id, players, first_dealer: players[0], profile_data: OOE, cents_per_point: 10, created_at };
  const entries = deals.map((d, i) => [
    `${id}-${i}`,
    {
      id: `${id}-${i}`,
      order: i + 1,
      deleted: false,
      dealer: players[i % players.length],
      record: { game: "rufer", declarer: d.declarer, partner: d.partner },
      result: {
        declarer: d.declarer,
        partner: d.partner,
        points: d.points,
        money_cents: Object.fromEntries(Object.entries(d.points).map(([p, n]) => [p, n * 10])),
      },
    },
  ]);
  return { sheet, entries: new Map(entries) };
}

function fixture(kitty = 0) {
  const items = new Map([
    [
      "s1",
      evening(
        "s1",
        "2026-03-01T19:00:00Z",
        ["Anna", "Bernd", "Clara", "David"],
        [{ declarer: "Bernd", partner: "Clara", points: { Anna: -2, Bernd: 2, Clara: 2, David: -2 } }],
      ),
    ],
    [
      "s2",
      evening(
        "s2",
        "2026-05-01T19:00:00Z",
        ["Bernd", "Clara", "David", "Eva"],
        [{ declarer: "Clara", partner: "Eva", points: { Bernd: 3, Clara: -3, David: 3, Eva: -3 } }],
      ),
    ],
  ]);
  const links = (players) => ({ members: Object.fromEntries(players.map((p) => [p, M[p]])), attached: true });
  const round = { ...ROUND, kitty_percent: kitty, sheets: { s1: links(items.get("s1").sheet.players), s2: links(items.get("s2").sheet.players) } };
  return { round, items };
}

test("a member's season total is the sum of their evenings; an absent member neither wins nor loses", () => {
  const { round, items } = fixture();
  const s = season(round, items);
  const by = Object.fromEntries(s.members.map((m) => [m.name, m]));
  assert.deepEqual(
    s.members.map((m) => [m.name, m.evenings, m.points, m.money_cents]),
    [
      ["Anna", 1, -2, -20],
      ["Bernd", 2, 5, 50],
      ["Clara", 2, -1, -10],
      ["David", 2, 1, 10],
      ["Eva", 1, -3, -30],
    ],
  );
  assert.equal(by.Bernd.deals, 2);
  assert.equal(by.Bernd.avg_points_per_evening, 2.5);
  assert.deepEqual(by.Bernd.best_evening, { sheet_id: "s2", points: 3 });
  assert.deepEqual(s.series[M.Anna], [-2]); // only the evening Anna played
  assert.deepEqual(
    chartRows(s).map((r) => r.running.points.Anna),
    [-2, -2],
  ); // on the chart she stays where she was
  assert.equal(
    s.payout.reduce((sum, tr) => sum + tr.cents, 0),
    60,
  );
});

test("a period leaves out the evenings outside it", () => {
  const { round, items } = fixture();
  const s = season(round, items, { from: "2026-04-01", to: null });
  assert.deepEqual(
    s.evenings.map((e) => e.sheet_id),
    ["s2"],
  );
  assert.equal(s.members.find((m) => m.name === "Anna").evenings, 0);
  assert.deepEqual(periodBounds("year", {}, new Date(2026, 5, 1)), { from: "2026-01-01", to: "2026-12-31" });
});

test("the Kassa takes its share of every evening's winnings and is paid like a member", () => {
  const { round, items } = fixture(10);
  const s = season(round, items);
  assert.equal(s.kitty_cents, 2 + 2 + 3 + 3); // 10 % of 20, 20, 30, 30 cents
  const toKitty = s.payout.filter((tr) => tr.to === KITTY).reduce((sum, tr) => sum + tr.cents, 0);
  assert.equal(toKitty, s.kitty_cents);
});

test("statistics count the games declared and won and the partner's games from the stored deals", () => {
  const { round, items } = fixture();
  const stats = memberStats(season(round, items));
  assert.deepEqual(stats[M.Bernd].games, { rufer: { declared: 1, won: 1 } });
  assert.deepEqual(stats[M.Clara].games, { rufer: { declared: 1, won: 0 } });
  assert.deepEqual(stats[M.Clara].partner, { times: 1, won: 1 });
  assert.deepEqual(stats[M.Eva].partner, { times: 1, won: 0 });
});

test("the CSV has a row per member with the season's numbers, then a row per evening with blanks for the absent", () => {
  const { round, items } = fixture();
  const head = new Proxy({}, { get: (_, k) => String(k) });
  const lines = seasonCsv(season(round, items), head).trim().split("\r\n");
  assert.equal(lines[2], '"Bernd",2,2,5,"0.50","2.50","2.50"');
  assert.equal(lines[8], '"2026-03-01","s1",-2,2,2,-2,""');
});

test("a round's rules go back into the new-sheet form's fields", () => {
  assert.deepEqual(formOf({ threshold: 3, game_values: { rufer: 2 }, premium_values: { pagat: { announced: 4 } } }), {
    rules: { threshold: 3 },
    tariff: { "game:rufer": "2", "premium:pagat:announced": "4" },
  });
});

test("a round's view token is derived with its own prefix", async () => {
  const { edit_token, view_token } = await newTokens(ROUND_VIEW_PREFIX);
  const want = createHash("sha256").update(`tarock-round-view-token:${edit_token}`).digest("base64url");
  assert.equal(view_token, want);
  assert.notEqual(view_token, await viewTokenFor(edit_token));
});

test("the round routes parse, and a round link with a bad id or token is invalid", () => {
  const ID = "0b6c2c4e-8a1f-4d2b-9c3e-5f6a7b8c9d0e";
  const TOKEN = "q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ";
  assert.deepEqual(parseRoute("#/newround"), { head: "newround" });
  for (const sub of ["", "season", "share", "evening"]) assert.deepEqual(parseRoute(`#/r/${ID}${sub ? `/${sub}` : ""}`), { head: "r", id: ID, sub });
  assert.deepEqual(parseRoute(`#/rjoin/${ID}/edit/${TOKEN}`), { head: "rjoin", id: ID, role: "edit", token: TOKEN });
  for (const bad of [`#/r/${ID}/nothing`, `#/r/..%2Fsheets`, `#/rjoin/${ID}/owner/${TOKEN}`, `#/rjoin/${ID}/view/${TOKEN.slice(1)}`, `#/r/${ID}/season/x`]) {
    assert.deepEqual(parseRoute(bad), { head: "invalid" });
  }
});

test("an evening's sums are kept per item: a changed sheet, passed as a new item, moves the season", () => {
  const { round, items } = fixture();
  const before = season(round, items).members.find((m) => m.name === "Bernd").points;
  const s1 = items.get("s1");
  const edited = new Map(s1.entries);
  const [id, entry] = [...edited.entries()][0];
  edited.set(id, { ...entry, result: { ...entry.result, points: { Anna: -4, Bernd: 4, Clara: 4, David: -4 } } });
  items.set("s1", { sheet: s1.sheet, entries: edited }); // an old evening edited
  assert.equal(season(round, items).members.find((m) => m.name === "Bernd").points, before + 2);
});

// round20: the device counts premiums, Kontra, Renonces and Trischaken as the server does (round_stats.py)
test("statistics count premiums, Kontra (alone in a negative game), Renonces and Trischaken lost as the server", () => {
  const players = ["Anna", "Bernd", "Clara", "David"];
  const entry = (id, record, result) => [id, { id, order: 1, deleted: false, dealer: "David", record, result }];
  const sheet = { id: "s", title: "s", players, first_dealer: "Anna", profile_data: OOE, cents_per_point: 10, created_at: "2026-03-01T19:00:00Z" };
  const pts = (a, b, c, d) => ({ Anna: a, Bernd: b, Clara: c, David: d });
  const entries = new Map([
    entry(
      "e1",
      {
        game: "rufer",
        declarer: "Anna",
        partner: "Bernd",
        kontra: 1,
        premiums: [
          { name: "pagat", side: "declarer", announced: true, won: true },
          { name: "trull", side: "opponents", announced: false, won: true },
          { name: "uhu", side: "constructor", announced: true, won: true },
        ],
      },
      { declarer: "Anna", partner: "Bernd", won: false, points: pts(-4, -4, 4, 4) },
    ),
    entry("e2", { game: "bettel", declarer: "Clara", kontra: { Anna: 1, David: 0 } }, { declarer: "Clara", won: true, points: pts(-2, -2, 6, -2) }),
    entry("e3", { game: "trischaken", renonce: { players: ["Bernd"] } }, { points: pts(-1, -2, 1, 2) }),
    entry(
      "e4",
      { game: "solorufer", declarer: "David", partner: "David" },
      { declarer: "David", partner: "David", lines: [{ item: "game", points: pts(-1, -1, -1, 3) }], points: pts(-1, -1, -1, 3) },
    ),
  ]);
  const round = { ...ROUND, sheets: { s: { members: Object.fromEntries(players.map((p) => [p, M[p]])), attached: true } } };
  const stats = memberStats(season(round, new Map([["s", { sheet, entries }]])));
  assert.deepEqual(stats[M.Anna].premiums, { pagat: { announced: 1, made: 1, silent_made: 0 } });
  assert.deepEqual(stats[M.Clara].premiums, { trull: { announced: 0, made: 0, silent_made: 1 } });
  assert.deepEqual(stats[M.Clara].kontra, { given: 1, won: 1 }); // the Rufer was lost
  assert.deepEqual(stats[M.Anna].kontra, { given: 1, won: 0 }); // alone on the Bettel, which Clara won
  assert.deepEqual(stats[M.David].kontra, { given: 1, won: 1 }); // level 0 on the Bettel: not given there
  assert.equal(stats[M.Bernd].renonces, 1);
  assert.deepEqual(
    [M.Anna, M.Bernd, M.Clara, M.David].map((m) => stats[m].trischaken_lost),
    [1, 1, 0, 0],
  );
  assert.deepEqual(stats[M.David].games.solorufer, { declared: 1, won: 1 }); // the game line says so
  assert.deepEqual(stats[M.David].partner, { times: 0, won: 0 }); // a self-call has no partner
});
