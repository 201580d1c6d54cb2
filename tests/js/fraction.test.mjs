import assert from "node:assert/strict";
import { test } from "node:test";

import { Fraction, add, amountJson, exact, mul, neg, whole } from "../../pwa/engine/fraction.js";

test("a share that divides is a whole number, else an exact fraction", () => {
  assert.equal(exact(4, 2), 2);
  assert.equal(amountJson(exact(3, 2)), "3/2");
  assert.equal(amountJson(exact(-3, 2)), "-3/2");
});

test("fractions add, negate and multiply exactly and reduce", () => {
  assert.equal(amountJson(add(exact(-3, 2), exact(-3, 2))), -3);
  assert.equal(amountJson(add(exact(1, 3), exact(1, 6))), "1/2");
  assert.equal(amountJson(mul(exact(-9, 2), 10)), -45);
  assert.equal(amountJson(mul(exact(-9, 2), 3)), "-27/2");
  assert.equal(whole(new Fraction(9, 1)), 9);
});

test("no negative zero leaves the engine", () => {
  assert.ok(Object.is(neg(0), 0));
  assert.ok(Object.is(neg(exact(0, 2)), 0));
});

test("an amount beyond exact integers is an error, never a rounded float", () => {
  assert.throws(() => mul(2 ** 52, 4), RangeError);
  assert.throws(() => add(Number.MAX_SAFE_INTEGER, 1), RangeError);
});
