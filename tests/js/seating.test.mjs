import assert from "node:assert/strict";
import { test } from "node:test";

import { MalformedInput } from "../../pwa/engine/index.js";
import { active, nextInSeating, readTable, seating, sitsOut } from "../../pwa/engine/seating.js";

const FIVE = ["A", "B", "C", "D", "E"];

test("the Vorhand sits after the dealer; at five the dealer sits out", () => {
  assert.deepEqual(seating(FIVE, "E"), ["A", ["A", "B", "C", "D"]]);
  assert.deepEqual(seating(FIVE, "A"), ["B", ["B", "C", "D", "E"]]);
  assert.deepEqual(seating(["A", "B", "C", "D"], "B"), ["C", ["C", "D", "A", "B"]]);
  assert.equal(sitsOut(FIVE, "C"), "C");
  assert.equal(sitsOut(["A", "B", "C", "D"], "C"), null);
  assert.deepEqual(active(FIVE, "C"), ["A", "B", "D", "E"]);
  assert.equal(nextInSeating(FIVE, "E"), "A");
});

test("a table has four players, or five with the dealer named", () => {
  assert.deepEqual(readTable({ players: ["A", "B", "C", "D"] }), [["A", "B", "C", "D"], null]);
  assert.deepEqual(readTable({ players: FIVE, dealer: "C" }), [FIVE, "C"]);
  const refused = (data, field) =>
    assert.throws(
      () => readTable(data),
      (e) => e instanceof MalformedInput && e.field === field,
    );
  refused({ players: FIVE }, "dealer");
  refused({ players: FIVE, dealer: "X" }, "dealer");
  refused({ players: ["A", "B", "C"] }, "players");
  refused({ players: ["A", "B", "C", "a"] }, "players");
});
