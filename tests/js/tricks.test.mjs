import assert from "node:assert/strict";
import { test } from "node:test";

import { TrickRules, judge, legalCards, winnerIndex } from "../../pwa/engine/index.js";

const positive = TrickRules.forGame({ kind: "positive" }, "off");

test("the highest tarock takes the trick, else the highest card of the suit led", () => {
  assert.equal(winnerIndex(["SK", "SJ", "T15", "S8"], positive), 2);
  assert.equal(winnerIndex(["SJ", "SK", "H4", "S8"], positive), 1);
});

test("in a Farbenspiel tarock does not beat the suit led", () => {
  assert.equal(winnerIndex(["H3", "T21", "HQ", "C7"], new TrickRules({ trumps: false })), 2);
});

test("Kaiserstich: with Mond and Sküs in the trick the Pagat is highest", () => {
  assert.equal(winnerIndex(["T21", "SKUS", "T1", "H3"], new TrickRules({ kaiserstich: "any_order" })), 2);
  assert.equal(winnerIndex(["SKUS", "T21", "T1", "H3"], new TrickRules({ kaiserstich: "mond_skus_pagat" })), 0);
});

test("Kaiserstich never applies in negative games; Stichzwang and Pagat last do", () => {
  assert.deepEqual(
    { ...TrickRules.forGame({ kind: "negative" }, "any_order") },
    {
      trumps: true,
      stichzwang: true,
      pagat_last: true,
      kaiserstich: "off",
    },
  );
});

test("Farbzwang: the suit led must be followed", () => {
  assert.deepEqual(legalCards(new Set(["S8", "T3", "HK"]), ["SK"], positive), ["S8"]);
  const [breach, ...more] = judge(new Set(["S8", "T3", "HK"]), ["SK"], "T3", positive);
  assert.deepEqual([breach.rule, breach.required, more], ["farbzwang", ["S8"], []]);
  assert.deepEqual(judge(new Set(["S8", "T3", "HK"]), ["SK"], "S8", positive), []);
  // tarock is a colour of its own: not following it is Farbzwang too
  assert.deepEqual(
    judge(new Set(["T5", "H3"]), ["T9"], "H3", positive).map((b) => b.rule),
    ["farbzwang"],
  );
});

test("Stichzwang and Pagat last in negative games", () => {
  const strict = new TrickRules({ stichzwang: true, pagat_last: true });
  assert.deepEqual(legalCards(new Set(["T1", "T5", "H3"]), ["T9"], strict), ["T5"]);
  assert.deepEqual(legalCards(new Set(["T1", "T12", "H3"]), ["T9"], strict), ["T12"]);
  const [breach] = judge(new Set(["T1", "T9", "H3"]), [], "T1", strict);
  assert.deepEqual([breach.rule, breach.required], ["pagat_last", ["T9", "H3"]]);
  // each rule is judged on its own: a Pagat too early that does not overtrump breaks both
  const both = judge(new Set(["T1", "T5", "T12"]), ["T9"], "T1", strict);
  assert.deepEqual(
    both.map((b) => [b.rule, b.required]),
    [
      ["stichzwang", ["T12"]],
      ["pagat_last", ["T12"]],
    ],
  );
});

test("the Kaiserstich applies in negative games only where the profile says so", () => {
  assert.equal(TrickRules.forGame({ kind: "negative" }, "any_order").kaiserstich, "off");
  assert.equal(TrickRules.forGame({ kind: "trischaken" }, "mond_skus_pagat", true).kaiserstich, "mond_skus_pagat");
  assert.equal(TrickRules.forGame({ kind: "positive" }, "any_order", false).kaiserstich, "any_order");
});

test("of two announced birds the higher goes first", () => {
  assert.deepEqual(legalCards(new Set(["T1", "T2", "H3"]), ["D1"], new TrickRules(), { T1: 12, T2: 11 }), ["T2"]);
});
