import assert from "node:assert/strict";
import { test } from "node:test";

import { Inconsistent, loadProfile, settle } from "../../pwa/engine/index.js";
import { PLAYERS, PROFILES, profile } from "./shared.mjs";

const deal = (fields, docs = PROFILES) => settle({ profile: "ooe-2023", players: PLAYERS, forehand: "Anna", ...fields }, docs);

test("a won Dreier: the declarer gets three times the value", () => {
  const r = deal({ game: "dreier", declarer: "Anna", won: true });
  assert.deepEqual(r.points, { Anna: 12, Bernd: -4, Clara: -4, David: -4 });
  assert.deepEqual(r.money_cents, { Anna: 120, Bernd: -40, Clara: -40, David: -40 });
  assert.deepEqual([r.profile, r.game, r.declarer, r.partner, r.cents_per_point], [{ id: "ooe-2023", version: "2023.4-r2025.11" }, "dreier", "Anna", null, 10]);
});

test("a lost Sechserdreier counts double and cites the clause", () => {
  const r = deal({ game: "sechserdreier", declarer: "Anna", declarer_points: "33/1" });
  assert.deepEqual(r.points, { Anna: -24, Bernd: 8, Clara: 8, David: 8 });
  assert.equal(r.lines[0].text, "Sechserdreier verloren (Spieler 33/1; verloren zählt doppelt)");
  assert.equal(r.lines[0].rule, "OÖ Spiele und Punkte; OÖ Allgemeines 3"); // a clause cited twice is written once
  assert.deepEqual(r.lines[0].keys, ["games.sechserdreier.value", "threshold", "games.sechserdreier.lost_factor"]);
});

test("a Solorufer doubles its premiums", () => {
  const r = deal({
    game: "solorufer",
    declarer: "Anna",
    partner: "Clara",
    won: true,
    premiums: [{ name: "koenig_ultimo", side: "declarer", announced: true, won: true }],
  });
  assert.deepEqual(r.points, { Anna: 6, Bernd: -6, Clara: 6, David: -6 });
  assert.deepEqual(
    r.lines.map((l) => l.text),
    ["Solorufer gewonnen", "König ultimo angesagt, gemacht, im Solospiel doppelt"],
  );
});

test("Kontra multiplies the money only and shows in the line", () => {
  const r = deal({ game: "dreier", declarer: "Anna", won: true, kontra: 2 });
  assert.deepEqual(r.points, { Anna: 12, Bernd: -4, Clara: -4, David: -4 });
  assert.deepEqual(r.money_cents, { Anna: 480, Bernd: -160, Clara: -160, David: -160 });
  assert.equal(r.lines[0].text, "Dreier gewonnen, Rekontra ×4 aufs Geld");
  assert.equal(r.lines[0].kontra, 2);
});

test("a Schreibfehler is checked like any deal, then counts 0 for everyone", () => {
  const r = deal({ game: "dreier", declarer: "Anna", won: true, writing_error: true });
  assert.deepEqual(r.points, { Anna: 0, Bernd: 0, Clara: 0, David: 0 });
  assert.deepEqual(
    r.lines.map((l) => [l.item, l.rule]),
    [["writing_error", "OÖ Allgemeines 9"]],
  );
  assert.throws(
    () => deal({ game: "dreier", declarer: "Anna", writing_error: true }),
    (e) => e.field === "declarer_points",
  );
});

test("at a 5-player table the dealer sits out with 0", () => {
  const r = settle({ players: ["Eva", ...PLAYERS], dealer: "Eva", game: "dreier", declarer: "Anna", won: true }, PROFILES);
  assert.deepEqual(r.points, { Eva: 0, Anna: 12, Bernd: -4, Clara: -4, David: -4 });
});

test("a made valat contradicting won is inconsistent", () => {
  assert.throws(
    () => deal({ game: "dreier", declarer: "Anna", won: false, valat: { side: "declarer", announced: false, won: true } }),
    (e) => e instanceof Inconsistent && e.field === "won",
  );
});

test("a Profile built from a sheet's house rules is used as it is; the record's house rules are not read", () => {
  const sheet = loadProfile(profile("ooe-2023"), { game_values: { dreier: 5 } });
  const record = { players: PLAYERS, game: "dreier", declarer: "Anna", won: true, house_rules: { game_values: { dreier: 9 } } };
  assert.equal(settle(record, sheet).points.Anna, 15);
  assert.equal(settle(record, profile("ooe-2023")).points.Anna, 27);
});

test("player names that are properties of every JS object are ordinary names", () => {
  const players = ["__proto__", "constructor", "toString", "hasOwnProperty"];
  const r = settle({ players, game: "bettel", declarer: "constructor", declarer_tricks: 0, kontra: { toString: 1 } }, PROFILES);
  assert.deepEqual(r.points, JSON.parse('{"__proto__":-2,"constructor":6,"toString":-2,"hasOwnProperty":-2}'));
  assert.deepEqual(r.money_cents, JSON.parse('{"__proto__":-20,"constructor":80,"toString":-40,"hasOwnProperty":-20}'));
  assert.equal(r.lines[0].text, "Bettel gewonnen (0 Stiche verlangt), Kontra von toString ×2 aufs Geld");
});
