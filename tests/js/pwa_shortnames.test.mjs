// The sheet's column heads (shortnames.js): a name that fits stays whole, else its first word, else
// its first letters and a full stop; heads that would read the same get their seat's number.
import assert from "node:assert/strict";
import { test } from "node:test";
import { budget, shortNames } from "../../pwa/app/shortnames.js";

test("a name that fits stays whole; a long one is cut to its first word or its first letters", () => {
  assert.deepEqual(shortNames(["Anna Maria Huber", "Bartholomäus", "Wolfgang"], 8), ["Anna", "Barthol.", "Wolfgang"]);
  // "Anna" twice: the longer name shows its last word; the same name twice, each its seat
  assert.deepEqual(shortNames(["Anna", "Anna Maria Huber", "Clara"], 8), ["Anna", "A. Huber", "Clara"]);
  assert.deepEqual(shortNames(["Anna", "Anna", "Clara"], 8), ["Anna.1", "Anna.2", "Clara"]);
  assert.deepEqual(shortNames(["Christiane", "Bartholomäus", "Hannelore", "Wolfgang"], 9), ["Christia.", "Bartholo.", "Hannelore", "Wolfgang"]);
});

test("names that share their first word are told apart by their last one, not cut to the same letters", () => {
  const players = ["Spielerin 1", "Spielerin 2", "Spielerin 3", "Spielerin 4", "Spielerin 5"];
  assert.deepEqual(shortNames(players, 7), ["Spie. 1", "Spie. 2", "Spie. 3", "Spie. 4", "Spie. 5"]);
  assert.deepEqual(shortNames(["Anna Huber", "Anna Schmidt", "Bernd"], 12), ["Anna Huber", "Anna Schmidt", "Bernd"]);
  // no room for the last word: the seat's number
  assert.deepEqual(shortNames(["Maria Anna Huber", "Maria Anna Hofer", "Eva"], 7), ["Maria.1", "Maria.2", "Eva"]);
});

test("heads stay distinct and within the budget, counted in letters, not UTF-16 units", () => {
  const heads = shortNames(["Maximiliane", "Maximilian", "😀😀😀😀😀😀😀😀", "X".repeat(64), "Eva"], 6);
  assert.equal(new Set(heads).size, 5);
  for (const h of heads) assert.ok([...h].length <= 6, h);
  assert.equal(heads[2], "😀😀😀😀😀.");
});

test("the budget shrinks with the columns and the screen", () => {
  assert.ok(budget(360, 5) < budget(360, 4) && budget(360, 4) <= budget(390, 4));
  assert.ok(budget(200, 5) >= 3);
});
