import assert from "node:assert/strict";
import { test } from "node:test";

import { MalformedInput, countThirds, formatPoints, parsePoints } from "../../pwa/engine/index.js";

const refused = (value, reason) =>
  assert.throws(
    () => parsePoints(value, "declarer_points"),
    (e) => e instanceof MalformedInput && e.field === "declarer_points" && e.value === value && e.reason === reason,
  );

test("a pile is worth 3·Σvalue − 2·n thirds", () => {
  assert.equal(countThirds(["HK", "SJ", "T15", "S8"]), 19);
  assert.equal(countThirds([]), 0);
});

test('points are read from thirds or from "P/B"', () => {
  assert.deepEqual([parsePoints("35/2"), parsePoints("38"), parsePoints(107), parsePoints(" 0/0 "), parsePoints("70/0")], [107, 114, 107, 0, 210]);
});

test("Blatt above 2 and more than the deck are malformed", () => {
  refused("35/3", "Blatt must be 0, 1 or 2");
  refused(211, "must be between 0 and 210 thirds (0/0 … 70/0)");
  refused("71", "must be between 0 and 210 thirds (0/0 … 70/0)");
  refused(-1, "must be between 0 and 210 thirds (0/0 … 70/0)");
});

test("only ASCII digits, and whitespace as Python strips it", () => {
  refused("٣٥/2", 'expected "P/B" such as "35/2", or "P"');
  refused("\ufeff35/2", 'expected "P/B" such as "35/2", or "P"'); // JS trim() would strip U+FEFF
  assert.equal(parsePoints("\u001c35/2\u0085"), 107); // Python's strip() removes these
});

test("a boolean, a fraction or an object is not a number of thirds", () => {
  for (const v of [true, 35.5, null, [35], { p: 35 }]) refused(v, 'expected thirds (0–210) or "P/B"');
});

test('thirds are written as "P/B"', () => {
  assert.deepEqual([formatPoints(107), formatPoints(114), formatPoints(0), formatPoints(-1)], ["35/2", "38/0", "0/0", "-1/2"]);
});
