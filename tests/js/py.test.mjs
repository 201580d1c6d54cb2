import assert from "node:assert/strict";
import { test } from "node:test";

import { byCodePoint, codePoints, fromKeys, isBlank, sorted, truthy } from "../../pwa/engine/py.js";

test("names sort by code point, not by UTF-16 unit and not by locale", () => {
  // U+FFFD is one UTF-16 unit above the surrogates that encode U+1F600
  assert.deepEqual(sorted(["😀", "\ufffd", "Zoë", "zoë", "Émile", "anna"]), ["Zoë", "anna", "zoë", "Émile", "\ufffd", "😀"]);
  assert.ok(byCodePoint("a", "ab") < 0 && byCodePoint("ab", "a") > 0 && byCodePoint("x", "x") === 0);
});

test("length counts code points", () => {
  assert.equal(codePoints("😀😀"), 2);
  assert.equal(codePoints("Anna"), 4);
});

test("truthiness is Python's", () => {
  assert.deepEqual([null, undefined, false, 0, "", [], {}].map(truthy), Array(7).fill(false));
  assert.deepEqual([true, 1, "0", [0], { a: 0 }].map(truthy), Array(5).fill(true));
});

test("blank is Python's whitespace", () => {
  assert.equal(isBlank(" \t\u3000\u001f"), true);
  assert.equal(isBlank("\ufeff"), false);
});

test("a player called __proto__ is a key like any other", () => {
  const points = fromKeys(["__proto__", "Anna"], 0);
  assert.deepEqual(Object.keys(points), ["__proto__", "Anna"]);
  assert.equal(JSON.stringify(points), '{"__proto__":0,"Anna":0}');
});
