import assert from "node:assert/strict";
import { test } from "node:test";

import { Inconsistent, MalformedInput } from "../../pwa/engine/index.js";
import { readReplay } from "../../pwa/engine/replay_input.js";
import { PROFILES } from "./shared.mjs";

// a legal deal's cards: four hands of 12 and the talon, Anna the Vorhand
const DECK = [
  "T1",
  "T2",
  "T3",
  "T4",
  "T5",
  "T6",
  "T7",
  "T8",
  "T9",
  "T10",
  "T11",
  "T12",
  "T13",
  "T14",
  "T15",
  "T16",
  "T17",
  "T18",
  "T19",
  "T20",
  "T21",
  "SKUS",
  "HK",
  "HQ",
  "HN",
  "HJ",
  "H1",
  "H2",
  "H3",
  "H4",
  "DK",
  "DQ",
  "DN",
  "DJ",
  "D1",
  "D2",
  "D3",
  "D4",
  "SK",
  "SQ",
  "SN",
  "SJ",
  "S10",
  "S9",
  "S8",
  "S7",
  "CK",
  "CQ",
  "CN",
  "CJ",
  "C10",
  "C9",
  "C8",
  "C7",
];
const hands = (names) => Object.fromEntries(names.map((p, i) => [p, DECK.slice(12 * i, 12 * i + 12)]));
const body = (extra) => ({
  players: ["Anna", "Bernd", "Clara", "David"],
  hands: hands(["Anna", "Bernd", "Clara", "David"]),
  talon: [DECK.slice(48, 51), DECK.slice(51, 54)],
  game: "dreier",
  declarer: "Anna",
  talon_taken: 0,
  discard: ["C10", "C9", "C8"],
  ...extra,
});

test("at five the dealer sits out and the Vorhand sits after him", () => {
  const five = ["Erich", "Anna", "Bernd", "Clara", "David"];
  const deal = readReplay(body({ players: five, dealer: "Erich" }), PROFILES);
  assert.deepEqual([deal.table, deal.dealer, deal.players], [five, "Erich", ["Anna", "Bernd", "Clara", "David"]]);
  assert.throws(
    () => readReplay(body({ players: five, dealer: "Erich", declarer: "Erich" }), PROFILES),
    (e) => e instanceof Inconsistent && e.field === "declarer",
  );
  assert.throws(
    () => readReplay(body({ players: five, dealer: "Bernd" }), PROFILES),
    (e) => e instanceof MalformedInput && e.field === "hands" && /Bernd deals and sits out/.test(e.reason),
  );
});

test("announcements name a player who plays", () => {
  assert.throws(
    () => readReplay(body({ announcements: [{ player: "Zoë", premium: "trull" }] }), PROFILES),
    (e) => e instanceof MalformedInput && e.field === "announcements.0.player",
  );
});
