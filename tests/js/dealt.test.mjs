// pwa/engine/dealt.js and findings.js: what both families' replays share (the Python doctests' examples).
import assert from "node:assert/strict";
import { test } from "node:test";

import { parseCard } from "../../pwa/engine/cards.js";
import { DealtCards } from "../../pwa/engine/dealt.js";
import { Inconsistent, MalformedInput } from "../../pwa/engine/errors.js";
import { finding } from "../../pwa/engine/findings.js";
import { discardCards, replayBody } from "../../pwa/engine/replay_input.js";

test("dealt cards: each parsed once, its holder remembered, a card dealt twice is the family's error", () => {
  const dealt = new DealtCards(parseCard, Inconsistent);
  assert.deepEqual(dealt.hands({ Anna: ["t1", "SK"] }, ["Anna"], 2), { Anna: ["T1", "SK"] });
  assert.equal(dealt.where.get("SK"), "Anna");
  assert.throws(
    () => dealt.take("T1", "talon.0.0", "talon"),
    (e) => e instanceof Inconsistent && e.field === "talon.0.0" && e.reason === "T1 is dealt twice (also hands.Anna.0)",
  );
  assert.throws(
    () => dealt.hands({ Bernd: ["T2"] }, ["Bernd"], 2),
    (e) => e instanceof MalformedInput && e.field === "hands.Bernd" && e.value === 1,
  );
});

test("a finding cites its clause and the rule's German name", () => {
  const f = finding({ farbzwang: "§5.2" }, { farbzwang: "Farbzwang" }, 3, "Anna", "SK", "farbzwang", "Anna wirft SK ab", ["S7"]);
  assert.deepEqual(f, { trick: 3, player: "Anna", card: "SK", rule: "farbzwang", clause: "§5.2", required: ["S7"], text: "Anna wirft SK ab: Farbzwang, §5.2" });
});

test("a replay body of any family: a JSON object of known fields; a discard of distinct cards", () => {
  assert.throws(
    () => replayBody([], new Set()),
    (e) => e instanceof MalformedInput && e.field === "deal",
  );
  assert.throws(
    () => replayBody({ talon: [], b: 1 }, new Set(["b"])),
    (e) => e.field === "talon" && e.reason === "unknown field",
  );
  assert.deepEqual(discardCards(["sk", "T3"], 2, parseCard), ["SK", "T3"]);
  assert.throws(
    () => discardCards(["SK", "sk"], 2, parseCard),
    (e) => e instanceof MalformedInput && e.field === "discard",
  );
  assert.throws(
    () => discardCards(null, 3, parseCard),
    (e) => e.reason === "the declarer's discard (3 cards) is required",
  );
});
