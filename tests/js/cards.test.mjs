import assert from "node:assert/strict";
import { test } from "node:test";

import { DECK, MalformedInput, cardNameDe, cardValue, countThirds, isTarock, parseCard, suitOf } from "../../pwa/engine/index.js";

test("a card code is read in any case and written canonically", () => {
  assert.deepEqual(
    ["skus", "hk", "s10", "T21"].map((c) => parseCard(c)),
    ["SKUS", "HK", "S10", "T21"],
  );
});

test("an unknown card code is malformed and names the field and the code", () => {
  assert.throws(
    () => parseCard("X9", "hands.Anna.0"),
    (e) => e instanceof MalformedInput && e.field === "hands.Anna.0" && e.value === "X9",
  );
  assert.throws(() => parseCard(7), MalformedInput);
});

test("the deck has 54 cards worth 70 points (210 thirds)", () => {
  assert.equal(DECK.length, 54);
  assert.equal(new Set(DECK).size, 54);
  assert.equal(countThirds(DECK), 210);
});

test("the Trull cards and the kings are worth 5, a queen 4, a pip card 1", () => {
  assert.deepEqual(["T1", "T21", "SKUS", "HK", "DQ", "CN", "SJ", "C7", "T14"].map(cardValue), [5, 5, 5, 5, 4, 3, 2, 1, 1]);
});

test("suits and tarock", () => {
  assert.equal(isTarock("SKUS"), true);
  assert.equal(isTarock("S10"), false);
  assert.equal(suitOf("HK"), "H");
  assert.equal(suitOf("T5"), null);
});

test("cards have German names", () => {
  assert.deepEqual(["T14", "H3", "SKUS", "CN", "T19"].map(cardNameDe), ["Tarock XIV", "Herz 3", "Sküs", "Kreuz Reiter", "Tarock XIX"]);
});
