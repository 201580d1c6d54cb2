import assert from "node:assert/strict";
import { test } from "node:test";

import { MalformedInput, replay } from "../../pwa/engine/index.js";
import { PROFILES } from "./shared.mjs";

// Bernd holds one heart (H3); Anna (Vorhand) plays a Dreier with the first talon half.
const table = () => ({
  profile: "ooe-2023",
  players: ["Anna", "Bernd", "Clara", "David"],
  hands: {
    Anna: ["HK", "HQ", "HN", "SKUS", "T21", "T20", "T19", "T18", "SK", "CK", "DK", "DQ"],
    Bernd: ["H3", "T14", "T13", "T12", "T11", "S10", "S9", "S8", "C10", "C9", "C8", "D4"],
    Clara: ["H1", "H2", "H4", "HJ", "T10", "T9", "T8", "T7", "T6", "S7", "SQ", "SN"],
    David: ["T5", "T3", "T2", "T1", "T4", "SJ", "C7", "CQ", "CN", "CJ", "DN", "DJ"],
  },
  talon: [
    ["D1", "D2", "D3"],
    ["T15", "T16", "T17"],
  ],
  game: "dreier",
  declarer: "Anna",
  talon_taken: 0,
  discard: ["D1", "D2", "D3"],
  tricks: [],
});

test("a legal first trick: its winner and thirds, the deal open and unsettled", () => {
  const out = replay({ ...table(), tricks: [{ cards: ["HK", "H3", "H1", "T5"] }] }, PROFILES);
  assert.deepEqual(out.findings, []);
  assert.equal(out.complete, false);
  assert.deepEqual(out.tricks, [{ number: 1, leader: "Anna", cards: ["HK", "H3", "H1", "T5"], winner: "David", thirds: 16 }]);
  assert.equal(out.record, null);
  assert.equal(out.settlement, null);
});

test("Farbzwang broken: the finding explains it, and the deal is settled as Bernd's Renonce", () => {
  const out = replay({ ...table(), tricks: [{ cards: ["HK", "T14", "H1", "T5"] }] }, PROFILES);
  assert.deepEqual(out.findings, [
    {
      trick: 1,
      player: "Bernd",
      card: "T14",
      rule: "farbzwang",
      clause: "OÖ Allgemeines 3",
      required: ["H3"],
      text: "Herz ausgespielt, Bernd hatte Herz 3 und spielte Tarock XIV: Farbzwang, OÖ Allgemeines 3",
    },
  ]);
  assert.deepEqual(out.record.renonce, { players: ["Bernd"], rule: "farbzwang", reason: out.findings[0].text });
  assert.deepEqual(out.settlement.points, { Anna: 12, Bernd: -20, Clara: 4, David: 4 });
});

test("a wrong leader and a card not held are findings too", () => {
  const out = replay({ ...table(), tricks: [{ leader: "Bernd", cards: ["H3", "H1", "T5", "HK"] }] }, PROFILES);
  assert.deepEqual(
    out.findings.map((f) => [f.rule, f.player, f.card]),
    [["wrong_leader", "Bernd", "H3"]],
  );
  const held = replay({ ...table(), tricks: [{ cards: ["HK", "H3", "H1", "D1"] }] }, PROFILES);
  assert.deepEqual(
    held.findings.map((f) => [f.rule, f.player, f.card]),
    [["card_not_held", "David", "D1"]],
  );
  assert.match(held.findings[0].text, /sie war abgelegt/);
});

test("discarding a king breaks the discard rule", () => {
  const out = replay({ ...table(), discard: ["D1", "D2", "DK"] }, PROFILES);
  assert.deepEqual(
    out.findings.map((f) => [f.trick, f.rule, f.card]),
    [[0, "discard", "DK"]],
  );
});

test("a hand of eleven cards is malformed and named", () => {
  const deal = table();
  deal.hands.Anna.pop();
  assert.throws(
    () => replay(deal, PROFILES),
    (e) => e instanceof MalformedInput && e.field === "hands.Anna" && e.value === 11,
  );
});
