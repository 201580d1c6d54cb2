// A round's own rule set on the phone (pwa/app/customrules.js, issue 22): the switches a frozen
// document differs by from its base rebuild the same rules; the summary says the differences in
// players' words; the sample deals settle under the own set and the base, and differ where a
// changed switch shows; the value switches become house rules only where they differ.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadFamilyProfile, settle } from "../../pwa/engine/families.js";
import {
  customOf,
  overlayOf,
  sampleDeals,
  sentOverlay,
  summaryParts,
  switchesBetween,
  takesCustom,
  valueRulesFrom,
  valueSwitchesOf,
} from "../../pwa/app/customrules.js";
import { text } from "../../pwa/app/i18n.js";
import { PROFILES, profile } from "./shared.mjs";

const ooe = profile("ooe-2023");
const de = (key, vars) => text("de", key, vars);
const en = (key, vars) => text("en", key, vars);
const FOUR = ["Anna", "Bernd", "Clara", "David"];
const VALAT_TRISCHAKEN = {
  valat_mode: "premium",
  valat_announced: 8,
  valat_silent: 4,
  trischaken_buergermeister: false,
  game_values: { rufer: 2 },
  games_off: ["piccolo"],
};

test("the switches a custom document differs by from its base rebuild the same document", () => {
  const overlay = overlayOf(ooe, VALAT_TRISCHAKEN, " Stammtisch Linz ", "stammtisch-linz");
  assert.equal(overlay.name, "Stammtisch Linz");
  const own = customOf(ooe, overlay, PROFILES);
  assert.deepEqual(switchesBetween(ooe, own.data), {
    valat_mode: "premium",
    trischaken_buergermeister: false,
    games_off: ["piccolo"],
    game_values: { rufer: 2 },
  });
  const again = customOf(ooe, { ...overlay, switches: switchesBetween(ooe, own.data) }, PROFILES);
  assert.deepEqual(again.data, own.data);
  assert.deepEqual(switchesBetween(ooe, ooe), {});
});

test("an official name is refused for a rule set of its own, naming the name", () => {
  assert.throws(
    () => customOf(ooe, overlayOf(ooe, {}, ooe.name, "mine"), PROFILES),
    (err) => err.field === "overlay.name" && err.code === "overlay.official_name",
  );
});

test("the summary says the valat add-on and Trischaken without Bürgermeister as players do", () => {
  const parts = summaryParts(ooe, { valat_mode: "premium", trischaken_buergermeister: false }, de);
  assert.deepEqual(parts, ["Valat zählt 4/8 zusätzlich", "Trischaken ohne Bürgermeister"]);
  const more = summaryParts(ooe, { valat_mode: "premium", valat_solo_double: true, game_values: { rufer: 2 }, games_off: ["piccolo"] }, en);
  assert.deepEqual(more, ["Valat counts 4/8 on top, doubled in solo games", `without ${ooe.games.piccolo.name}`, "Rufer counts 2"]);
  assert.deepEqual(summaryParts(ooe, {}, de), []);
});

test("the value switches become house rules only where they differ from the profile", () => {
  const keys = valueSwitchesOf(ooe, loadFamilyProfile).map((r) => r.key);
  assert.ok(keys.includes("valat_announced") && keys.includes("valat_silent"));
  assert.deepEqual(valueRulesFrom(ooe, { valat_announced: "8", valat_silent: " 6 ", points_premium_silent: "x" }), { valat_silent: 6 });
});

test("the sample deals differ where the own set's switches show, settled under both", () => {
  const switches = { valat_mode: "premium", trischaken_buergermeister: false, trischaken_talon_out: true };
  const own = loadFamilyProfile(ooe, switches);
  const base = loadFamilyProfile(ooe, {});
  const mine = sampleDeals(own.data, switches, FOUR);
  const theirs = sampleDeals(base.data, switches, FOUR);
  assert.deepEqual(
    mine.map((s) => s.key),
    ["valat", "trischaken"],
  );
  const valat = [settle(mine[0].record, own).points, settle(theirs[0].record, base).points];
  assert.deepEqual(valat, [
    { Anna: 9, Bernd: -9, Clara: 9, David: -9 },
    { Anna: 8, Bernd: -8, Clara: 8, David: -8 },
  ]);
  // Clara loses with 36/2: a Bürgermeister by the base, the single rate without one
  const loser = [settle(mine[1].record, own).points.Clara, settle(theirs[1].record, base).points.Clara];
  assert.ok(loser[0] > loser[1], String(loser));
  assert.deepEqual(sampleDeals(own.data, {}, FOUR), []);
});

test("another group's Trischaken choices get samples where they show: a tie for the most, a player without a trick", () => {
  for (const talonOut of [false, true]) {
    const switches = { trischaken_vorhand_tie: "shares", trischaken_tied_losers: "each_pays_one", jungfrau_split: "all_pay" };
    if (talonOut) switches.trischaken_talon_out = true;
    const own = loadFamilyProfile(ooe, switches);
    const base = loadFamilyProfile(ooe, talonOut ? { trischaken_talon_out: true } : {});
    const mine = sampleDeals(own.data, switches, FOUR);
    const theirs = sampleDeals(base.data, switches, FOUR);
    assert.deepEqual(
      mine.map((s) => s.key),
      ["trischaken", "trischaken_tie", "jungfrau"],
    );
    const points = (i) => [settle(mine[i].record, own).points, settle(theirs[i].record, base).points];
    // the Vorhand Anna tied with Clara: each pays one of the others, or Anna alone ×2 by OÖ
    assert.deepEqual(points(1), [
      { Anna: -1, Bernd: 1, Clara: -1, David: 1 },
      { Anna: -6, Bernd: 2, Clara: 2, David: 2 },
    ]);
    // David without a trick: every other player pays him, or the loser Bernd pays him all
    assert.deepEqual(points(2), [
      { Anna: -1, Bernd: -1, Clara: -1, David: 3 },
      { Anna: 0, Bernd: -3, Clara: 0, David: 3 },
    ]);
  }
  // two tied without the Vorhand where only the tied losers' rule changes
  const only = sampleDeals(ooe, { trischaken_tied_losers: "each_pays_one" }, FOUR).find((s) => s.key === "trischaken_tie");
  assert.deepEqual(settle(only?.record, loadFamilyProfile(ooe, { trischaken_tied_losers: "each_pays_one" })).points, {
    Anna: 1,
    Bernd: -1,
    Clara: -1,
    David: 1,
  });
});

test("a rule set of its own is offered where the engine makes one: on every Königrufen profile", () => {
  for (const doc of PROFILES) assert.equal(takesCustom(doc), doc.family !== "haferltarock", doc.id);
});

test("a copy with only the frozen document sends the overlay rebuilt from it, which the engine builds alike", () => {
  const made = overlayOf(ooe, VALAT_TRISCHAKEN, "Stammtisch Linz", "stammtisch-linz");
  const own = customOf(ooe, made, PROFILES);
  assert.equal(sentOverlay({ custom_profile: made, profile_data: own.data }, null), made);
  const rebuilt = sentOverlay({ profile_data: own.data }, ooe);
  assert.deepEqual(
    { ...rebuilt, switches: undefined },
    { base: "ooe-2023", id: "stammtisch-linz", name: "Stammtisch Linz", version: "1", switches: undefined },
  );
  assert.deepEqual(customOf(ooe, rebuilt, PROFILES).data, own.data);
});
