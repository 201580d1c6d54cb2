// The PWA's Bavarian sheet without a browser: the deal form's records (haferlform.js), the sheet
// settled in order with the pot carried on (potsheet.js), seating at four, the payout with the pot.
import assert from "node:assert/strict";
import { test } from "node:test";
import { emptyHaferlForm, fromHaferlRecord, haferlMissing, THROWN_IN, toHaferlRecord } from "../../pwa/app/haferlform.js";
import { payout, rows, seating, series, sheetFamily, sheetView, stats, totals } from "../../pwa/app/model.js";
import { activeSeats, familyOfProfile, tableSizes } from "../../pwa/engine/familytable.js";
import { potBefore, settleEntries } from "../../pwa/app/potsheet.js";
import { MAX_DEALS } from "../../pwa/engine/haferl/sheet.js";
import { haferl } from "../../pwa/engine/index.js";
import { profile } from "./shared.mjs";

const BAY = profile("bayerisch");
const bay = haferl.loadProfile(BAY);
const THREE = ["Anna", "Bernd", "Clara"];
const form = (patch) => ({ ...emptyHaferlForm(), ...patch });
const sheetOf = (players, stake = 1) => ({ id: `s${players.length}${stake}`, players, stake, cents_per_point: 10, house_rules: {}, profile_data: BAY });
const entry = (i, dealer, record) => ({ id: String(i), order: i, dealer, record, deleted: false });

test("the table and the pot come from the profile's family: 3 or 4 sit, 3 play, a pot; Königrufen 4 or 5, 4 play, none", () => {
  const hasPot = (doc) => familyOfProfile(doc).hasPot;
  assert.deepEqual([tableSizes(BAY), activeSeats(BAY), hasPot(BAY)], [[3, 4], 3, true]);
  assert.deepEqual([tableSizes(profile("ooe-2023")), activeSeats(profile("ooe-2023")), hasPot(profile("ooe-2023"))], [[4, 5], 4, false]);
  assert.deepEqual([sheetFamily(sheetOf(THREE)).id, sheetFamily({ profile_data: profile("ooe-2023") }).id], ["haferltarock", "koenigrufen"]);
  assert.deepEqual(seating([...THREE, "David"], "David", 3), { forehand: "Anna", active: THREE, sittingOut: "David" });
  assert.deepEqual(seating(THREE, "Clara", 3), { forehand: "Anna", active: THREE, sittingOut: null });
});

test("the form makes the record: Augen decide, else won and the flags; a Solo names its trump", () => {
  assert.deepEqual(toHaferlRecord(form({ game: "solo", declarer: "Anna", trump: "E", augen: "70", won: true }), "Clara", bay), {
    game: "solo",
    dealer: "Clara",
    declarer: "Anna",
    trump: "E",
    declarer_augen: 70,
  });
  assert.deepEqual(toHaferlRecord(form({ game: "stockspiel", declarer: "Bernd", won: true, schneider: true, schwarz: true }), "Anna", bay), {
    game: "stockspiel",
    dealer: "Anna",
    declarer: "Bernd",
    won: true,
    schneider: true,
    schwarz: true,
  });
  assert.deepEqual(toHaferlRecord(form({ game: "bettel", declarer: "Bernd", tricks: 0, won: false }), "Anna", bay), {
    game: "bettel",
    dealer: "Anna",
    declarer: "Bernd",
    declarer_tricks: 0,
  });
  assert.deepEqual(toHaferlRecord(form({ game: THROWN_IN, declarer: "Bernd" }), "Anna", bay), { game: THROWN_IN, dealer: "Anna" });
  const record = { game: "herz_solo", declarer: "Clara", declarer_augen: 95 };
  assert.deepEqual(toHaferlRecord(fromHaferlRecord(record), "Anna", bay), { ...record, dealer: "Anna" });
});

test("a breach decides the game by itself: the record names who and which rule, no outcome", () => {
  const f = form({ game: "solo", declarer: "Anna", trump: "E", augen: "80", schwarz: true, breach: { player: "Bernd", rule: "farbzwang" } });
  const record = toHaferlRecord(f, "Clara", bay);
  assert.deepEqual(record, { game: "solo", dealer: "Clara", declarer: "Anna", trump: "E", breach: { player: "Bernd", rule: "farbzwang" } });
  assert.deepEqual(toHaferlRecord(fromHaferlRecord(record), "Clara", bay), record);
  assert.equal(haferlMissing(form({ game: "herz_solo", declarer: "Anna", breach: { player: null, rule: null } }), bay), "need.breach");
  assert.equal(haferlMissing(form({ game: "herz_solo", declarer: "Anna", breach: { player: "Anna", rule: null } }), bay), null);
  // an opponent's breach: the game is the declarer's, at its base tariff, with every player named
  const out = haferl.settle({ ...record, players: THREE }, bay);
  assert.equal(out.won, true);
  assert.equal(out.schwarz, false);
});

test("the form says what is missing: game, declarer, a Solo's trump, the outcome", () => {
  assert.equal(haferlMissing(form({}), bay), "need.game");
  assert.equal(haferlMissing(form({ game: THROWN_IN }), bay), null);
  assert.equal(haferlMissing(form({ game: "solo" }), bay), "need.declarer");
  assert.equal(haferlMissing(form({ game: "solo", declarer: "Anna" }), bay), "need.trump");
  assert.equal(haferlMissing(form({ game: "herz_solo", declarer: "Anna" }), bay), "need.outcome");
  assert.equal(haferlMissing(form({ game: "herz_solo", declarer: "Anna", augen: "61" }), bay), null);
});

test("the sheet carries the pot from deal to deal; a deleted or refused deal moves the later ones", () => {
  const sheet = sheetOf(THREE);
  const list = [
    entry(1, "Anna", { game: "stockspiel", declarer: "Bernd", declarer_augen: 75 }), // pot 3 → 2
    entry(2, "Bernd", { game: "stockspiel", declarer: "Clara", won: true, schwarz: true }), // 3: refill 2 → 5 → 2
    entry(3, "Clara", { game: "stockspiel", declarer: "Anna", declarer_augen: 40 }), // lost: 2 → 3
  ];
  const { entries, opening } = settleEntries(sheet, list);
  assert.deepEqual(opening.points, { Anna: -1, Bernd: -1, Clara: -1 });
  assert.deepEqual(
    entries.map((e) => e.pot_total.points),
    [2, 2, 3],
  );
  assert.deepEqual(
    entries[1].result.lines.map((l) => l.item),
    ["refill", "game"],
  );
  const table = rows(sheet, entries, opening);
  const last = table[2];
  assert.equal(Object.values(last.running.points).reduce((a, b) => a + b) + last.pot.points, 0);
  assert.deepEqual([potBefore(table, opening), potBefore(table, opening, "2"), potBefore([], opening)], [3, 2, 3]);
  // the list of sheets, from the stored results: the same totals, the stakes included
  assert.deepEqual(totals(sheet, entries), { points: last.running.points, money_cents: last.running.money_cents });
  assert.deepEqual(series(sheet, table, "points", opening).Bernd, [-1, 0, -1, 0]); // after the stakes, the refill, Anna's loss
  // without deal 1 the Schwarz finds 3 in the pot: no refill
  assert.deepEqual(
    settleEntries(sheet, list.slice(1)).entries[0].result.lines.map((l) => l.item),
    ["game"],
  );
  // a deal the engine refuses counts nothing and says why; the others are settled without it
  const broken = entry(9, "Anna", { game: "solo", declarer: "Bernd", won: true }); // no trump
  const out = settleEntries(sheet, [list[0], broken, list[2]]);
  assert.equal(out.entries[1].result, null);
  assert.equal(out.entries[1].error.field, "trump");
  assert.deepEqual(
    out.entries.map((e) => e.pot_total.points),
    [2, 2, 3],
  );
  // a sheet the engine refuses as a whole (five at a Bavarian table): nothing counts, no crash
  const five = settleEntries(sheetOf([...THREE, "David", "Eva"]), list);
  assert.deepEqual([five.opening, five.entries[0].result, five.entries[0].error.field], [null, null, "players"]);
});

test("a long sheet settles past the engine's cap on a sheet settled as a whole; a refused deal leaves the pot as it found it", () => {
  const sheet = sheetOf(THREE);
  const n = MAX_DEALS + 500; // the server keeps up to 10,000 entries
  const list = Array.from({ length: n }, (_, i) =>
    entry(
      i,
      THREE[i % 3],
      i % 10 === 5 ? { game: "solo", declarer: THREE[(i + 1) % 3], won: true } : { game: "stockspiel", declarer: THREE[(i + 1) % 3], won: i % 3 === 0 },
    ),
  );
  const { entries } = settleEntries(sheet, list);
  assert.equal(entries.filter((e) => e.result === null).length, n / 10);
  assert.equal(entries.filter((e) => e.result !== null).length, n - n / 10);
  // the pot a refused deal leaves is the one it found
  assert.deepEqual(entries[5].pot_total, entries[4].pot_total);
});

test("a pot sheet's view opens with the stake line and carries the pot, as plain data", () => {
  const sheet = { ...sheetOf(THREE), title: "Haferl", role: "edit", remote: { created: true } };
  const list = [entry(1, "Anna", { game: "stockspiel", declarer: "Bernd", declarer_augen: 75 })];
  const { entries, opening } = settleEntries(sheet, list);
  const data = { sheet, all: list, rows: rows(sheet, entries, opening), next: { dealer: "Bernd" }, opening };
  const view = sheetView(data);
  assert.deepEqual(JSON.parse(JSON.stringify(view)), view);
  assert.deepEqual(view.opening.points, { Anna: -1, Bernd: -1, Clara: -1 });
  assert.equal(view.pot.points, 2);
  assert.deepEqual(view.rows[0].potChange, entries[0].result.pot);
  assert.equal(sheetView(data, { shown: 0 }).opening, null); // deals hidden above: no stake line
});

test("the evening's average per deal is of what the deals brought, without the stake paid in", () => {
  const sheet = sheetOf(THREE);
  const list = [entry(1, "Anna", { game: "stockspiel", declarer: "Bernd", declarer_augen: 75 })];
  const { entries, opening } = settleEntries(sheet, list);
  const table = rows(sheet, entries, opening);
  const st = stats(sheet, table, opening);
  for (const p of THREE) {
    assert.equal(st[p].points, table[0].running.points[p]); // the sheet's total, stake included
    assert.equal(st[p].average, entries[0].result.points[p] ?? 0); // one deal: what it brought
  }
  assert.deepEqual(stats(sheet, [], opening).Anna.points, -1); // before any deal: the stake
});

test("the payout with the pot as a party: every balance met, the pot's too", () => {
  const balances = { Anna: -30, Bernd: 40, Clara: -20, Haferl: 10 };
  const moved = {};
  for (const { from, to, cents } of payout(balances)) {
    moved[from] = (moved[from] ?? 0) - cents;
    moved[to] = (moved[to] ?? 0) + cents;
  }
  assert.deepEqual(moved, balances);
});
