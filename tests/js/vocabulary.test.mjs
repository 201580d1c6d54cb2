import assert from "node:assert/strict";
import { test } from "node:test";

import { MalformedInput } from "../../pwa/engine/index.js";
import { HOUSE_RULES, MAX_NAME, REPLAY_RULES, checkNames, nameProblem, playerKey } from "../../pwa/engine/vocabulary.js";
import { PROFILES } from "./shared.mjs";

test("names that differ only in case or composition are one player", () => {
  assert.equal(playerKey("Anna"), playerKey("ANNA"));
  assert.equal(playerKey("Jürgen"), playerKey("JU\u0308RGEN")); // NFC first
  assert.equal(playerKey("Straße"), playerKey("STRASSE")); // casefold, not lower case
  assert.equal(playerKey("ΣΟΦΙΑΣ"), "σοφιασ"); // no final sigma: Python folds each character
  assert.equal(playerKey("ı"), "ı");
  assert.notEqual(playerKey("Anna"), playerKey("Anne"));
});

test("a player name is 1 to 64 characters with no spaces around it", () => {
  assert.equal(nameProblem("Anna"), null);
  assert.equal(nameProblem("😀".repeat(MAX_NAME)), null); // code points, not UTF-16 units
  for (const bad of ["", " Anna", "Anna\u3000", "x".repeat(MAX_NAME + 1), 7, null]) {
    assert.match(nameProblem(bad), /no spaces around it/);
  }
});

test("a table names each player once", () => {
  assert.throws(
    () => checkNames(["Anna", "Bernd", "anna", "David"]),
    (e) => e instanceof MalformedInput && e.field === "players" && /Anna = anna/.test(e.reason),
  );
  assert.throws(() => checkNames(["Anna ", "Bernd"]), (e) => e instanceof MalformedInput && e.field === "players.0");
  checkNames(["Anna", "Bernd", "Clara", "David"]);
});

test("every house-rule switch and Renonce rule of the profiles is in the vocabulary", () => {
  assert.ok(HOUSE_RULES.includes("kaiserstich_negative"));
  assert.ok(!REPLAY_RULES.includes("other"));
  for (const doc of PROFILES.filter((d) => d.family === "koenigrufen")) {
    assert.equal(typeof doc.kaiserstich_negative, "boolean", doc.id);
  }
});
