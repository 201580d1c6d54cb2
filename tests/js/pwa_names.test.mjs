// Players are named by their players, not by the app: `constructor`, `toString`, `__proto__`,
// `hasOwnProperty`, `valueOf` are names like any other. Every model function keyed by a name
// (pwa/app/model.js, amounts.js, dealform.js) gives them what it gives "Anna".
import assert from "node:assert/strict";
import { test } from "node:test";
import { sumInto } from "../../pwa/app/amounts.js";
import { own, setOwn } from "../../pwa/app/byname.js";
import { completeTrischaken, emptyForm, fromRecord, toRecord } from "../../pwa/app/dealform.js";
import { payout, rows, series, sheetView, stats, totals, zeroTotals } from "../../pwa/app/model.js";
import { loadProfile, settle } from "../../pwa/engine/index.js";
import { profile } from "./shared.mjs";

const ooe = loadProfile(profile("ooe-2023"));
const TRICKY = ["constructor", "toString", "__proto__", "valueOf"];
const FIVE = [...TRICKY, "hasOwnProperty"];

/** The same evening with the names replaced: what a function gives must map name for name. */
function evening(players) {
  const [a, b, c, d] = players;
  const sheet = { id: "s", title: "", players, first_dealer: a, role: "edit", remote: { created: true } };
  const recs = [
    { game: "rufer", declarer: b, partner: c, won: true, dealer: a },
    { game: "dreier", declarer: c, won: false, dealer: b },
    { game: "rufer", declarer: d, partner: a, won: true, dealer: c },
  ];
  const entries = recs.map((r, i) => ({ id: `e${i}`, order: i, dealer: r.dealer, record: r, result: settle({ ...r, players }, ooe) }));
  return { sheet, entries, rows: rows(sheet, entries) };
}

/** ``obj`` with every key renamed by ``map`` (own keys only, also `__proto__`). */
function renamed(obj, map) {
  const out = {};
  for (const [k, v] of Object.entries(obj)) setOwn(out, map.get(k) ?? k, v);
  return out;
}

test("own reads a name only where it is the object's own key", () => {
  for (const name of [...FIVE, "isPrototypeOf"]) {
    assert.equal(own({}, name), undefined, name);
    assert.equal(own(JSON.parse(`{"${name}": 3}`), name), 3, name);
    assert.equal(own(setOwn({}, name, 4), name), 4, name);
  }
  const o = setOwn({}, "__proto__", 5);
  assert.equal(Object.getPrototypeOf(o), Object.prototype); // the prototype is untouched
  assert.deepEqual(Object.keys(o), ["__proto__"]);
  assert.equal(JSON.stringify(o), '{"__proto__":5}');
});

test("sumInto adds a __proto__ player's amounts as its own key", () => {
  const target = {};
  sumInto(target, JSON.parse('{"__proto__": 3, "toString": -3}'));
  sumInto(target, JSON.parse('{"__proto__": 2, "toString": -2}'));
  assert.equal(own(target, "__proto__"), 5);
  assert.equal(own(target, "toString"), -5);
  assert.equal(Object.getPrototypeOf(target), Object.prototype);
});

test("rows, totals, stats and series give tricky names what they give ordinary ones", () => {
  const plain = evening(["Anna", "Bernd", "Clara", "David"]);
  const tricky = evening(TRICKY);
  const map = new Map(plain.sheet.players.map((p, i) => [p, TRICKY[i]]));
  const last = (e) => e.rows[e.rows.length - 1];
  assert.deepEqual(last(tricky).running.points, renamed(last(plain).running.points, map));
  assert.deepEqual(Object.keys(last(tricky).running.points), TRICKY);
  for (const l of ["points", "money_cents"]) {
    assert.deepEqual(totals(tricky.sheet, tricky.entries)[l], renamed(totals(plain.sheet, plain.entries)[l], map));
  }
  assert.deepEqual(stats(tricky.sheet, tricky.rows), renamed(stats(plain.sheet, plain.rows), map));
  assert.deepEqual(series(tricky.sheet, tricky.rows), renamed(series(plain.sheet, plain.rows), map));
  assert.equal(stats(tricky.sheet, tricky.rows).toString.declarer, 1);
  // the view the app keeps (JSON in localStorage) draws the same names back
  const view = sheetView({ sheet: tricky.sheet, all: tricky.entries, rows: tricky.rows, next: { dealer: "valueOf" }, opening: null });
  assert.deepEqual(JSON.parse(JSON.stringify(view)).totals, view.totals);
  assert.equal(own(view.totals.points, "__proto__"), own(last(tricky).running.points, "__proto__"));
});

test("at five, the player sitting out is named hasOwnProperty or toString: 0 for the deal, not a function", () => {
  const sheet = { id: "s", players: FIVE, first_dealer: "toString", role: "edit", remote: { created: true } };
  const rec = { game: "rufer", declarer: "__proto__", partner: "valueOf", won: true, dealer: "toString" };
  const entries = [{ id: "e", order: 1, dealer: "toString", record: rec, result: settle({ ...rec, players: FIVE }, ooe) }];
  const [row] = rows(sheet, entries);
  assert.equal(row.sittingOut, "toString");
  assert.equal(own(row.result.points, "toString"), 0); // sat out
  assert.equal(own(row.running.points, "toString"), 0);
  assert.equal(own(row.running.points, "hasOwnProperty"), -1);
  const st = stats(sheet, rows(sheet, entries));
  assert.equal(st.toString.deals, 0);
  assert.equal(st.hasOwnProperty.deals, 1);
  assert.equal(own(st, "__proto__").declarer, 1);
});

test("the payout pays between players named __proto__ and constructor", () => {
  const balances = zeroTotals(TRICKY).money_cents;
  setOwn(balances, "__proto__", 300);
  setOwn(balances, "constructor", -200);
  setOwn(balances, "toString", -100);
  assert.deepEqual(payout(balances), [
    { from: "constructor", to: "__proto__", cents: 200 },
    { from: "toString", to: "__proto__", cents: 100 },
  ]);
});

test("Trischaken: the last of four tricky names gets what is left of 70 points and 12 tricks", () => {
  const points = {};
  const tricks = {};
  for (const [p, pts, trk] of [
    ["constructor", "20/0", 3],
    ["toString", "20/0", 4],
    ["valueOf", "10/0", 2],
  ]) {
    setOwn(points, p, pts);
    setOwn(tricks, p, trk);
  }
  const done = completeTrischaken(TRICKY, { points, tricks });
  assert.deepEqual(done.auto, { points: "__proto__", tricks: "__proto__" });
  assert.equal(own(done.points, "__proto__"), "20/0");
  assert.equal(own(done.tricks, "__proto__"), 3);
  // none of them filled in: nothing is filled in for them (toString is not "filled" by Object.prototype)
  assert.deepEqual(completeTrischaken(TRICKY, { points: {}, tricks: {} }).auto, { points: null, tricks: null });
  const seat = { dealer: "valueOf", forehand: "constructor", active: TRICKY };
  const form = { ...emptyForm(), game: "trischaken", trischaken: { points, tricks } };
  const record = toRecord(form, seat, ooe);
  assert.deepEqual(Object.keys(record.trischaken.points).sort(), [...TRICKY].sort());
  assert.deepEqual(fromRecord(JSON.parse(JSON.stringify(record))).trischaken.tricks, JSON.parse(JSON.stringify(record.trischaken.tricks)));
  const result = settle({ ...record, players: TRICKY }, ooe);
  assert.equal(
    Object.values(result.points).reduce((a, b) => a + b, 0),
    0,
  );
});
