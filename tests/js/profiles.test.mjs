import assert from "node:assert/strict";
import { test } from "node:test";

import {
  MalformedInput,
  NotAllowed,
  Profile,
  applyHouseRules,
  checkProfileDocument,
  loadProfile,
  profileFor,
  profileIds,
  settle,
} from "../../pwa/engine/index.js";
import { withDefaults } from "../../pwa/engine/profiles.js";
import { settle as settleKoenigrufen } from "../../pwa/engine/settlement.js";
import { PLAYERS, PROFILES, profile } from "./shared.mjs";

const ooe = profile("ooe-2023");
const refused = (fn, Kind, field, value) =>
  assert.throws(fn, (e) => e instanceof Kind && e.field === field && JSON.stringify(e.value) === JSON.stringify(value));

test("a profile is read from its document", () => {
  const p = loadProfile(ooe);
  assert.ok(p instanceof Profile);
  assert.equal(p.game("sechserdreier").lost_factor, 2);
  assert.equal(p.premiums.uhu.silent, 2);
  assert.equal(p.id, "ooe-2023");
});

test("the same house rules give the same profile object; none gives the document with the declared defaults", () => {
  assert.equal(loadProfile(ooe, { threshold: 106 }), loadProfile(ooe, { threshold: 106 }));
  // variant22: the structural switches' keys (trischaken.rounding, …) come from their declared defaults
  assert.deepEqual(loadProfile(ooe).data, withDefaults(ooe, "koenigrufen"));
  assert.equal(loadProfile(ooe).data, loadProfile(ooe).data);
  const stated = withDefaults(ooe, "koenigrufen");
  assert.equal(loadProfile(stated).data, stated); // a document that states every key is used as it is
  assert.equal(loadProfile(ooe, {}), loadProfile(ooe, null));
});

test("house rules apply on top of the profile and leave the document untouched", () => {
  const before = JSON.stringify(ooe);
  const p = loadProfile(ooe, {
    threshold: 106,
    kontra_on_points: true,
    kontra_levels: 5,
    game_values: { dreier: 9 },
    premium_values: { uhu: { announced: 10 } },
    games_off: ["bettel"],
    disallowed_premiums: ["trull"],
    jungfrau_split: "each",
  });
  assert.equal(p.threshold, 106);
  assert.equal(p.kontra_on_points, true);
  assert.equal(p.kontra_levels, 5);
  assert.equal(p.games.dreier.value, 9);
  assert.deepEqual([p.premiums.uhu.announced, p.premiums.uhu.silent], [10, 2]);
  assert.equal(Object.hasOwn(p.games, "bettel"), false);
  assert.deepEqual([...p.disallowed], ["trull"]);
  assert.equal(p.trischaken.jungfrau_split, "each");
  assert.equal(JSON.stringify(ooe), before);
});

test("an unknown house rule or a wrong value is malformed and named", () => {
  refused(() => loadProfile(ooe, { kontra_level: 4 }), MalformedInput, "house_rules.kontra_level", 4);
  refused(() => loadProfile(ooe, { threshold: 0 }), MalformedInput, "house_rules.threshold", 0);
  refused(() => loadProfile(ooe, { threshold: true }), MalformedInput, "house_rules.threshold", true);
  refused(() => loadProfile(ooe, { four_kings: "king" }), MalformedInput, "house_rules.four_kings", "king");
  refused(() => loadProfile(ooe, { games_off: ["schnapsen"] }), MalformedInput, "house_rules.games_off.0", "schnapsen");
  refused(() => loadProfile(ooe, { game_values: { constructor: 1 } }), MalformedInput, "house_rules.game_values.constructor", "constructor");
  refused(() => loadProfile(ooe, { premium_values: { uhu: {} } }), MalformedInput, "house_rules.premium_values.uhu", {});
  refused(() => loadProfile(ooe, { premium_values: { uhu: { announced: 1001 } } }), MalformedInput, "house_rules.premium_values.uhu.announced", 1001);
  refused(() => loadProfile(ooe, ["threshold"]), MalformedInput, "house_rules", ["threshold"]);
});

test("house rules are checked in key order, as Python's load_profile sorts them", () => {
  refused(() => loadProfile(ooe, { threshold: 0, kontra_levels: 9 }), MalformedInput, "house_rules.kontra_levels", 9);
  refused(() => loadProfile(ooe, { game_values: { rufer: -1, dreier: -1 } }), MalformedInput, "house_rules.game_values.dreier", -1);
});

test("Jungfrau split in a profile without Trischaken is not allowed", () => {
  refused(() => loadProfile(profile("cardgames-zone"), { jungfrau_split: "each" }), NotAllowed, "house_rules.jungfrau_split", "each");
});

test("applyHouseRules returns a new document", () => {
  const data = applyHouseRules(ooe, { own_king_callable: true });
  assert.notEqual(data, ooe);
  assert.equal(data.own_king_callable, true);
  assert.equal(ooe.own_king_callable, false);
});

test("every bundled Königrufen profile is a profile document; anything else is refused", () => {
  for (const doc of PROFILES.filter((d) => d.family === "koenigrufen")) checkProfileDocument(doc);
  assert.ok(PROFILES.filter((d) => d.family === "koenigrufen").length >= 4);
  for (const bad of [null, [], { id: "x" }, "ooe-2023"]) {
    assert.throws(
      () => checkProfileDocument(bad),
      (e) => e instanceof MalformedInput && e.field === "profile",
    );
  }
});

test("settling without a profile document is refused, naming the profile", () => {
  for (const given of [undefined, null, "ooe-2023", { id: "ooe-2023" }]) {
    refused(
      () => settle({ profile: "ooe-2023", players: PLAYERS, game: "dreier", declarer: "Anna", won: true }, given),
      MalformedInput,
      "profile",
      given ?? null,
    );
  }
});

test("a profile of another game family is not settled by this engine; settle() hands it to its family's", () => {
  const other = PROFILES.find((d) => d.family !== "koenigrufen");
  const record = { profile: other.id, players: PLAYERS, game: "dreier", declarer: "Anna", won: true };
  refused(() => checkProfileDocument(other), NotAllowed, "profile", other.id);
  refused(() => settleKoenigrufen(record, PROFILES), NotAllowed, "profile", other.id);
  // the Haferltarock engine reads it: four at the table need the dealer who sits out
  refused(() => settle(record, PROFILES), MalformedInput, "dealer", null);
  assert.equal(settle({ ...record, dealer: "David", game: "bettel", won: true }, PROFILES).family, "haferltarock");
});

test("among several documents the record's profile is chosen, else the default", () => {
  assert.deepEqual(profileIds(PROFILES), ["cardgames-zone", "ktc-2023", "ooe-2023", "tirol-2026"]);
  assert.equal(profileFor({}, PROFILES).id, "ooe-2023");
  assert.equal(profileFor({ profile: "tirol-2026" }, PROFILES).id, "tirol-2026");
  refused(() => profileFor({ profile: "wien" }, PROFILES), MalformedInput, "profile", "wien");
  refused(() => profileFor({ profile: null }, PROFILES), MalformedInput, "profile", null);
  refused(() => profileFor({ profile: "ooe-2023", house_rules: 3 }, PROFILES), MalformedInput, "house_rules", 3);
  // the id is looked up first, and shown cut to 64 characters
  refused(() => profileFor({ profile: "wien", house_rules: 3 }, PROFILES), MalformedInput, "profile", "wien");
  refused(() => profileFor({ profile: "x".repeat(100) }, PROFILES), MalformedInput, "profile", "x".repeat(64) + "…");
});

test("a record naming another profile than the document it is settled with is refused", () => {
  const record = { profile: "tirol-2026", players: PLAYERS, game: "dreier", declarer: "Anna", won: true };
  refused(() => settle(record, ooe), MalformedInput, "profile", "tirol-2026");
  assert.equal(settle(record, profile("tirol-2026")).profile.id, "tirol-2026");
  const { profile: _, ...unnamed } = record;
  assert.equal(settle(unnamed, ooe).profile.id, "ooe-2023");
});
