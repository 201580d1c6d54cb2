// The "Nachprüfen" entry (pwa/app/cardentry.js, issue 21): the taps and what follows from them —
// the phases, the cards offered, the leaders from the engine, undo, the hands inferred, the cards a
// deal cut short leaves to ask about. (Its results against /deals/verify:
// tests/js/test_cardentry_differential.py.)
import assert from "node:assert/strict";
import { test } from "node:test";
import { finalBody, knownHands, playOf, progress, roomFor, setupFor, tapCard, tapsFromPlay, unplaced } from "../../pwa/app/cardentry.js";
import { DECK } from "../../pwa/engine/cards.js";
import { loadFamilyProfile } from "../../pwa/engine/families.js";
import { replay } from "../../pwa/engine/index.js";
import { profile as doc } from "./shared.mjs";

const PLAYERS = ["Anna", "Bernd", "Clara", "David"];
const sheet = { id: "t", players: PLAYERS, profile_data: doc("ooe-2023"), house_rules: {}, cents_per_point: 10 };
const entry = { id: "e", revision: 1, record: { game: "dreier", declarer: "Bernd", won: true }, dealer: "David" }; // Anna is the Vorhand
const profile = loadFamilyProfile(sheet.profile_data, {});
const setup = setupFor(sheet, entry, profile);
const TALON = DECK.slice(0, 6);
const REST = DECK.slice(6); // 48 cards, played in this order whoever's turn it is

/** Taps the cards one by one as the screen does; a card not offered fails the test. */
function tapAll(taps, cards) {
  let out = taps;
  for (const c of cards) {
    const next = tapCard(progress(setup, out, replay), out, c);
    assert.notEqual(next, out, `${c} was not offered`);
    out = next;
  }
  return out;
}

test("talon, the half taken, the discard, then the tricks: the phases follow the taps", () => {
  let taps = tapAll([], TALON.slice(0, 5));
  assert.equal(progress(setup, taps, replay).phase, "talon");
  taps = tapAll(taps, TALON.slice(5));
  let at = progress(setup, taps, replay);
  assert.equal(at.phase, "taken");
  assert.equal(tapCard(at, taps, REST[0]), taps, "no card before the half is chosen");
  taps = [...taps, { half: 1 }];
  at = progress(setup, taps, replay);
  assert.equal(at.phase, "discard");
  // the half he took is his to put down; the other half is gone
  for (const c of TALON.slice(3)) assert.ok(!at.placed.has(c));
  for (const c of TALON.slice(0, 3)) assert.ok(at.placed.has(c));
  taps = tapAll(taps, TALON.slice(3)); // he puts the three back down
  at = progress(setup, taps, replay);
  assert.equal(at.phase, "play");
  assert.equal(at.next, "Anna", "the Vorhand leads");
  taps = tapAll(taps, REST.slice(0, 4));
  at = progress(setup, taps, replay);
  const first = at.tricks[0];
  assert.equal(first.leader, "Anna");
  assert.ok(PLAYERS.includes(/** @type {string} */ (first.winner)));
  assert.equal(at.next, first.winner, "the winner leads to the next trick");
  // undo: one tap less is the step before
  assert.deepEqual(progress(setup, taps.slice(0, -1), replay).tricks[0].cards, REST.slice(0, 3));
  taps = tapAll(taps, REST.slice(4));
  at = progress(setup, taps, replay);
  assert.equal(at.phase, "done");
  const hands = knownHands(setup, { talon: at.talon, taken: at.taken, discard: at.discard, tricks: at.tricks.map((t) => t.cards), held: at.held }, at.tricks);
  for (const p of PLAYERS) assert.equal(hands[p].length, 12, p);
  assert.ok(!hands.Bernd.some((c) => TALON.includes(c)), "the talon is not dealt to the declarer");
  const body = /** @type {any} */ (finalBody(setup, at));
  assert.deepEqual(body.talon, [TALON.slice(0, 3), TALON.slice(3)]);
  const out = replay({ ...body, profile: "ooe-2023" }, profile);
  assert.equal(out.tricks.length, 12);
  assert.deepEqual(
    out.tricks.map((/** @type {any} */ t) => t.winner),
    at.tricks.map((t) => t.winner),
  );
  // the same taps again from what is kept with the entry
  assert.deepEqual(tapsFromPlay(setup, playOf(body), replay), taps);
});

test("a talon card the declarer took is offered only when it is his turn", () => {
  let taps = tapAll([], TALON);
  taps = [...taps, { half: 0 }];
  taps = tapAll(taps, REST.slice(0, 3)); // he keeps the talon half and discards three of his own
  const at = progress(setup, taps, replay);
  assert.equal(at.next, "Anna");
  assert.ok(at.placed.has(TALON[0]), "Anna cannot play the declarer's talon card");
  const bernd = tapAll(taps, [REST[3]]);
  assert.equal(progress(setup, bernd, replay).next, "Bernd");
  assert.ok(!progress(setup, bernd, replay).placed.has(TALON[0]));
});

test("a deal cut short asks who held the cards nobody played, among those with room", () => {
  let taps = tapAll([], TALON);
  taps = [...taps, { half: 1 }];
  taps = tapAll(taps, TALON.slice(3));
  taps = tapAll(taps, REST.slice(0, 20)); // five tricks
  let at = progress(setup, taps, replay);
  assert.equal(finalBody(setup, at), null, "not before every card is placed");
  assert.deepEqual(unplaced(setup, at), REST.slice(20));
  assert.deepEqual(roomFor(setup, at), PLAYERS);
  // Anna held seven more: then she is full and not offered again
  taps = [...taps, ...REST.slice(20, 27).map((card) => ({ card, held: "Anna" }))];
  at = progress(setup, taps, replay);
  assert.deepEqual(roomFor(setup, at), ["Bernd", "Clara", "David"]);
  taps = [...taps, ...REST.slice(27, 34).map((card) => ({ card, held: "Bernd" })), ...REST.slice(34, 41).map((card) => ({ card, held: "Clara" }))];
  taps = [...taps, ...REST.slice(41).map((card) => ({ card, held: "David" }))];
  at = progress(setup, taps, replay);
  const body = /** @type {any} */ (finalBody(setup, at));
  assert.equal(body.tricks.length, 5);
  const out = replay({ ...body, profile: "ooe-2023" }, profile);
  assert.equal(out.complete, false);
});

test("a trick led by another than the player whose turn it was: named, kept, replayed", () => {
  let taps = tapAll([], TALON);
  taps = [...taps, { half: 1 }];
  taps = tapAll(taps, TALON.slice(3));
  let at = progress(setup, taps, replay);
  assert.equal(at.expected, "Anna");
  taps = [...taps, { lead: "Clara" }]; // Clara led to the first trick
  at = progress(setup, taps, replay);
  assert.equal(at.next, "Clara");
  taps = tapAll(taps, REST.slice(0, 48));
  at = progress(setup, taps, replay);
  assert.equal(at.tricks[0].leader, "Clara");
  const body = /** @type {any} */ (finalBody(setup, at));
  assert.deepEqual(body.tricks[0], { leader: "Clara", cards: REST.slice(0, 4) });
  assert.ok(!("leader" in body.tricks[1]), "the others' leaders are the engine's");
  const out = replay({ ...body, profile: "ooe-2023" }, profile);
  assert.ok(out.findings.some((/** @type {any} */ f) => f.rule === "wrong_leader" && f.trick === 1 && f.player === "Clara"));
  assert.deepEqual(tapsFromPlay(setup, playOf(body), replay), taps);
});
