// A renamed player and a continuing sheet (model.js shownName, carryView, sheetView; recorddiff.js):
// every screen prints a player by the name shown while the records keep the seat; a continuing
// sheet's "Übertrag" line holds where the evening stood, and those who left keep the sum at zero.
import assert from "node:assert/strict";
import { test } from "node:test";
import { text } from "../../pwa/app/i18n.js";
import { carryView, isZeroSum, rows, sheetView, shownName } from "../../pwa/app/model.js";
import { versionAspects } from "../../pwa/app/recorddiff.js";
import { loadProfile, settle } from "../../pwa/engine/index.js";
import { profile } from "./shared.mjs";

const ooe = loadProfile(profile("ooe-2023"));
const FOUR = ["Anna", "Bernd", "Clara", "David"];
const RENAMED = { players: FOUR, display_names: { Anna: "Anna-Lena" } };

test("a renamed seat shows its new name; other seats, those who left and unknown names stay as they are", () => {
  assert.equal(shownName(RENAMED, "Anna"), "Anna-Lena");
  assert.equal(shownName(RENAMED, "Bernd"), "Bernd");
  assert.equal(shownName(RENAMED, "Dora"), "Dora"); // no seat here (left the table)
  assert.equal(shownName(RENAMED, undefined), undefined);
  assert.equal(shownName({ players: FOUR }, "Anna"), "Anna");
  // a display name is data: a seat called like a prototype key is not looked up on Object.prototype
  assert.equal(shownName({ players: ["toString"], display_names: {} }, "toString"), "toString");
});

test("the conflict's text names players as shown: declarer, partner, Kontra, dealer, paper", () => {
  const t = (key, vars) => text("de", key, vars);
  const version = {
    dealer: "Anna",
    record: { game: "rufer", declarer: "Anna", partner: "Bernd", kontra: { Clara: 1 }, won: true },
    written: { points: { Anna: 2, Bernd: 2 } },
  };
  const aspects = Object.fromEntries(versionAspects(version, { t, player: (p) => shownName(RENAMED, p) }).map(([key, , txt]) => [key, txt]));
  assert.equal(aspects.declarer, "Anna-Lena");
  assert.equal(aspects.partner, "Bernd");
  assert.equal(aspects.dealer, "Anna-Lena");
  assert.equal(aspects.paper, "Anna-Lena 2, Bernd 2");
  assert.match(aspects.kontra, /Clara$/);
});

/** A sheet continuing an evening at which Dora (+12) left and Erich joined; one Dreier played. */
function continued(displayNames = {}) {
  const players = ["Anna", "Bernd", "Clara", "Erich"];
  const sheet = {
    id: "s2",
    title: "Freitag",
    players,
    first_dealer: "Anna",
    role: "edit",
    remote: { created: true },
    display_names: displayNames,
    continues: "s1",
    carry: { points: { Anna: -8, Bernd: 4, Clara: -8, Dora: 12 }, money_cents: { Anna: -80, Bernd: 40, Clara: -80, Dora: 120 } },
  };
  const record = { game: "dreier", declarer: "Erich", won: true };
  const entries = [{ id: "e0", order: 0, dealer: "Anna", record, result: settle({ ...record, players }, ooe) }];
  return { sheet, all: entries, rows: rows(sheet, entries), next: { dealer: "Bernd", forehand: "Clara", sittingOut: null, active: players }, opening: null };
}

test("the Übertrag line holds each seat's carry (one new at 0) and who left with what they carry", () => {
  const carry = carryView(continued().sheet);
  assert.deepEqual(carry.seats.points, { Anna: -8, Bernd: 4, Clara: -8, Erich: 0 });
  assert.deepEqual(carry.left, { points: { Dora: 12 }, money_cents: { Dora: 120 } });
  assert.equal(carryView({ players: FOUR }), null); // a sheet that continues nothing has no such line
  // one who left even (0) is no part of the sum's note
  assert.deepEqual(carryView({ players: FOUR, carry: { points: { Anna: 0, Dora: 0 }, money_cents: {} } }).left, { points: {}, money_cents: {} });
});

test("the sheet's sum is zero only with what those who left carry", () => {
  const view = sheetView(continued());
  assert.equal(isZeroSum(view.totals.points), false); // the table alone: Dora's +12 is missing
  assert.equal(isZeroSum([...Object.values(view.totals.points), ...Object.values(view.left.points)]), true);
  assert.equal(isZeroSum([...Object.values(view.totals.money_cents), ...Object.values(view.left.money_cents)]), true);
});

test("the view's Übertrag line shows the names shown, and only while the first deal is drawn", () => {
  const view = sheetView(continued({ Erich: "Erich der Große" }));
  assert.deepEqual(view.carry.seats.points, { Anna: -8, Bernd: 4, Clara: -8, "Erich der Große": 0 });
  assert.deepEqual(JSON.parse(JSON.stringify(view)), view); // kept by the app as plain data
  assert.equal(sheetView(continued(), { shown: 0 }).carry, null); // deals hidden above it
  assert.deepEqual(sheetView(continued(), { shown: 0 }).left.points, { Dora: 12 }); // the sum still counts Dora
});
