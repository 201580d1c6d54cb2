import assert from "node:assert/strict";
import { test } from "node:test";

import { MalformedInput, NotAllowed, loadProfile, readDeal } from "../../pwa/engine/index.js";
import { PLAYERS, profile } from "./shared.mjs";

const ooe = loadProfile(profile("ooe-2023"));
const read = (fields) => readDeal({ players: PLAYERS, ...fields }, ooe);
const refused = (fields, Kind, field, value) =>
  assert.throws(
    () => read(fields),
    (e) => e instanceof Kind && e.field === field && JSON.stringify(e.value) === JSON.stringify(value),
  );

test("a Ruferspiel's sides are the declarer with the holder of the called king against the rest", () => {
  const deal = read({ game: "rufer", declarer: "Anna", partner: "Clara", declarer_points: "38/0" });
  assert.deepEqual([deal.declarer_side, deal.opponents, deal.won, deal.declarer_points], [["Anna", "Clara"], ["Bernd", "David"], true, 114]);
});

test("the first unknown field by code point is named", () => {
  refused({ game: "dreier", declarer: "Anna", won: true, "😀": 1, "\ufffd": 2 }, MalformedInput, "\ufffd", 2);
});

test("a 5-player table names the dealer who sits out", () => {
  refused({ players: [...PLAYERS, "Eva"], game: "dreier", declarer: "Anna", won: true }, MalformedInput, "dealer", null);
  const deal = read({ players: [...PLAYERS, "Eva"], dealer: "Bernd", game: "dreier", declarer: "Anna", won: true });
  assert.deepEqual(deal.active, ["Anna", "Clara", "David", "Eva"]);
});

test("a player name is at most 64 characters, counted as code points", () => {
  const long = "😀".repeat(64); // 128 UTF-16 units, 64 characters
  assert.equal(read({ players: [long, "B", "C", "D"], game: "dreier", declarer: long, won: true }).declarer, long);
  refused({ players: [long + "x", "B", "C", "D"], game: "dreier", declarer: "B", won: true }, MalformedInput, "players.0", long + "x");
});

test("a known game the profile does not play is not allowed; an unknown one is malformed", () => {
  refused({ game: "zwiccolo", declarer: "Anna", won: true }, NotAllowed, "game", "zwiccolo");
  refused({ game: "constructor", declarer: "Anna", won: true }, MalformedInput, "game", "constructor");
});

test("a Kontra level needs a whole number; an integral JSON number is one", () => {
  refused({ game: "dreier", declarer: "Anna", won: true, kontra: 1.5 }, MalformedInput, "kontra", 1.5);
  refused({ game: "dreier", declarer: "Anna", won: true, kontra: 4 }, NotAllowed, "kontra", 4);
  assert.equal(read({ game: "dreier", declarer: "Anna", won: true, kontra: 2.0 }).kontra, 2);
});
