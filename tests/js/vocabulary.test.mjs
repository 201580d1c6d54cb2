import assert from "node:assert/strict";
import { test } from "node:test";

import { MalformedInput } from "../../pwa/engine/index.js";
import {
  HOUSE_RULES,
  INVISIBLE_RANGES,
  MAX_NAME,
  REPLAY_RULES,
  checkNames,
  hiddenChar,
  invisibleChar,
  nameProblem,
  playerKey,
} from "../../pwa/engine/vocabulary.js";
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
  assert.throws(
    () => checkNames(["Anna ", "Bernd"]),
    (e) => e instanceof MalformedInput && e.field === "players.0",
  );
  checkNames(["Anna", "Bernd", "Clara", "David"]);
});

test("every house-rule switch and Renonce rule of the profiles is in the vocabulary", () => {
  assert.ok(HOUSE_RULES.includes("kaiserstich_negative"));
  assert.ok(!REPLAY_RULES.includes("other"));
  for (const doc of PROFILES.filter((d) => d.family === "koenigrufen")) {
    assert.equal(typeof doc.kaiserstich_negative, "boolean", doc.id);
  }
});

// --- invisible characters (docs/rules.md §6) -------------------------------------------------------

const inTable = (c) => INVISIBLE_RANGES.some(([a, b]) => a <= c && c <= b);

test("every control, format, surrogate, private-use and separator code point this runtime knows is in the table", () => {
  const category = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
  const missing = [];
  for (let c = 0; c <= 0x10ffff; c++) {
    if (category.test(String.fromCodePoint(c)) && !inTable(c)) missing.push(c.toString(16));
  }
  assert.deepEqual(missing, []);
});

test("the name rule refuses exactly the table's code points", () => {
  const wrong = [];
  for (let c = 0; c <= 0x10ffff; c++) {
    if ((invisibleChar(String.fromCodePoint(c)) !== null) !== inTable(c)) wrong.push(c.toString(16));
  }
  assert.deepEqual(wrong, []);
  assert.equal(invisibleChar("😀"), null); // a surrogate pair is its character, not two surrogates
  assert.equal(invisibleChar("\ud83d"), "U+D83D"); // a lone one is refused
});

test("a name with an invisible control or format character is refused naming it", () => {
  const cases = [
    ["An\u200bna", "U+200B"],
    ["\ufeffAnna", "U+FEFF"],
    ["\u202eannA", "U+202E"],
    ["An\u2066na", "U+2066"],
    ["Anna\u00ad", "U+00AD"],
    ["A\tB", "U+0009"],
    ["Anna\n", "U+000A"],
    ["A\u2028B", "U+2028"],
    ["A\ue000B", "U+E000"],
    ["A\u{E0041}B", "U+E0041"],
    ["A\u{13439}B", "U+13439"],
    ["\u3164", "U+3164"],
  ];
  for (const [name, char] of cases) {
    assert.equal(nameProblem(name), `${char} is a control, format or invisible character: a player name cannot hold it`);
    assert.throws(
      () => checkNames(["Bernd", name, "Clara", "David"]),
      (e) => e instanceof MalformedInput && e.field === "players.1" && e.value === name,
    );
  }
});

test("names that look alike through a variation selector or another space are one player", () => {
  checkNames(["Anna ❤\ufe0f", "Bernd", "Clara", "葛\u{E0100}"]);
  assert.equal(playerKey("Anna\ufe0f"), playerKey("anna"));
  assert.equal(playerKey("Rene\ufe0f\u0301"), playerKey("René")); // the selector kept NFC from composing
  assert.equal(playerKey("Anna\u00a0Maria"), playerKey("Anna Maria"));
  assert.throws(
    () => checkNames(["Anna Maria", "Bernd", "Anna\u3000Maria", "David"]),
    (e) => e.field === "players",
  );
});

test("a multi-line text keeps its lines and tabs but not controls or bidi overrides", () => {
  assert.equal(hiddenChar("Zeile 1\r\nZeile 2\tEnde 👩\u200d👩\u200d👧"), null);
  assert.equal(hiddenChar("abc\u202edcb"), "U+202E");
  assert.equal(hiddenChar("\x1b[31mrot"), "U+001B");
});
