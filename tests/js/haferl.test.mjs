// The Haferltarock twin's modules (pwa/engine/haferl/), each as its Python module documents it;
// the golden vectors and the differential test cover the settlement as a whole.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MalformedInput, NotAllowed, haferl, loadFamilyProfile, settle } from "../../pwa/engine/index.js";
import { Unbalanced, checkBalanced, line } from "../../pwa/engine/haferl/ledger.js";
import { tricksDe } from "../../pwa/engine/haferl/settlement.js";
import { pyEq, pyRepr, sortKeys } from "../../pwa/engine/py.js";
import { PROFILES, profile } from "./shared.mjs";

const BAY = profile("bayerisch");
const refused = (fn, Kind, field, value) =>
  assert.throws(fn, (e) => e instanceof Kind && e.field === field && JSON.stringify(e.value) === JSON.stringify(value));

test("cards: 36 German cards, case-insensitive codes, 120 Augen, German names", () => {
  assert.equal(haferl.DECK.length, 36);
  assert.deepEqual(["ea", "g10", "Hu"].map((c) => haferl.parseCard(c)), ["EA", "G10", "HU"]);
  assert.deepEqual(["EA", "S10", "HK", "GO", "EU", "H9"].map(haferl.augen), [11, 10, 4, 3, 2, 0]);
  assert.equal(haferl.cardNameDe("S7"), "Schellen Sieben");
  refused(() => haferl.parseCard("T21", "hands.Anna.0"), MalformedInput, "hands.Anna.0", "T21");
});

test("counting: a pile's Augen and the rest; a card twice is refused", () => {
  assert.equal(haferl.DECK_AUGEN, 120);
  assert.deepEqual(haferl.count(["ea", "S10", "HK"]), { augen: 25, rest: 95 });
  refused(() => haferl.count(["EA", "EA"]), MalformedInput, "cards.1", "EA");
  refused(() => haferl.parseAugen(121, "declarer_augen"), MalformedInput, "declarer_augen", 121);
  refused(() => haferl.parseAugen(true, "declarer_augen"), MalformedInput, "declarer_augen", true);
});

test("profile: values read from the document; house rules checked as Python checks them", () => {
  const p = haferl.loadProfile(BAY);
  assert.deepEqual([p.games.herz_solo.value, p.threshold, p.stake, p.games.stockspiel.trump], [3, 61, 1, "H"]);
  assert.equal(haferl.loadProfile(BAY, { breach_loses: false }).breach_loses, false);
  assert.equal(haferl.loadProfile(BAY, {}), p);
  assert.deepEqual(Object.keys(haferl.loadProfile(BAY, { games_off: ["bettel", "bettel"] }).games), ["stockspiel", "solo", "herz_solo"]);
  refused(() => haferl.loadProfile(BAY, { kontra_levels: 4 }), MalformedInput, "house_rules.kontra_levels", 4);
  refused(() => haferl.loadProfile(BAY, { games_off: ["dreier"] }), NotAllowed, "house_rules.games_off.0", "dreier");
  refused(() => haferl.loadProfile(BAY, []), MalformedInput, "house_rules", []);
  refused(() => haferl.loadProfile(profile("ooe-2023")), NotAllowed, "profile", "ooe-2023");
  assert.deepEqual(haferl.profileIds(PROFILES), ["bayerisch"]);
  assert.ok(loadFamilyProfile(BAY, null) instanceof haferl.HaferlProfile);
});

test("ledger: a line balances over the players and the pot, or it is a bug", () => {
  const ln = line("game", "t", "declarer", 1, { Anna: 1, Bernd: 0 }, -1, 10, "r");
  assert.deepEqual([ln.money_cents, ln.pot], [{ Anna: 10, Bernd: 0 }, { points: -1, money_cents: -10 }]);
  assert.throws(() => checkBalanced("game", { Anna: 2, Bernd: -1 }, 0), Unbalanced);
  assert.deepEqual([0, 1, 4, 11].map(tricksDe), ["kein Stich", "1 Stich", "4 Stiche", "alle 11 Stiche"]);
});

test("settle picks the engine by the profile's family; a record of none is Königrufen's", () => {
  const bettel = { profile: "bayerisch", players: ["Anna", "Bernd", "Clara"], game: "bettel", declarer: "Bernd", declarer_tricks: 0 };
  assert.deepEqual(settle(bettel, PROFILES).points, { Anna: -4, Bernd: 8, Clara: -4 });
  assert.deepEqual(settle(bettel, haferl.loadProfile(BAY)).pot, { before: 3, after: 3, points: 0, money_cents: 0 });
  const dreier = { players: ["Anna", "Bernd", "Clara", "David"], game: "dreier", declarer: "Anna", won: true };
  assert.equal(settle(dreier, PROFILES).points.Anna, 12);
});

test("Python's equality and repr, as a sheet's refusal shows what the sheet has", () => {
  assert.ok(pyEq({ a: 1, b: [true] }, { b: [1], a: true }) && !pyEq([1], [1, 1]) && !pyEq("1", 1));
  assert.equal(pyRepr(["Anna", "it's", "a\n\u0085😀", null, false, 3]), `['Anna', "it's", 'a\\n\\x85😀', None, False, 3]`);
  assert.equal(pyRepr({ breach_loses: false }), "{'breach_loses': False}");
  assert.deepEqual(Object.keys(sortKeys({ b: 1, a: { d: 1, c: 2 } })), ["a", "b"]);
});
