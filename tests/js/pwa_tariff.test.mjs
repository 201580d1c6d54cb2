// The round's tariff on the new-sheet form (pwa/app/tariff.js): only what differs from the profile
// becomes a house rule, as the engine takes it; the Kontra note is read from the profile's data;
// every sample game offered settles; the settings and a sheet's tariff have their addresses.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadFamilyProfile, settle } from "../../pwa/engine/families.js";
import { parseRoute } from "../../pwa/app/route.js";
import { badValues, kontraNote, sampleGames, sampleRecord, tariffRows, tariffRules } from "../../pwa/app/tariff.js";
import { MAX_HOUSE_VALUE } from "../../pwa/engine/vocabulary.js";
import { PROFILES, profile } from "./shared.mjs";

const ooe = profile("ooe-2023");

test("only the values that differ from the profile become house rules the engine takes", () => {
  const typed = { "game:rufer": "2", "game:piccolo": String(ooe.games.piccolo.value), "premium:pagat:announced": " 5 ", "premium:pagat:silent": "1" };
  const rules = tariffRules(ooe, typed);
  assert.deepEqual(rules, { game_values: { rufer: 2 }, premium_values: { pagat: { announced: 5 } } });
  const built = loadFamilyProfile(ooe, rules);
  assert.equal(built.games.rufer.value, 2);
  assert.equal(built.premiums.pagat.announced, 5);
  assert.equal(built.premiums.pagat.silent, ooe.premiums.pagat.silent);
  assert.deepEqual(tariffRules(ooe, {}), {});
});

test("a value that is not a whole number from 0 to the limit is refused, not sent", () => {
  const typed = { "game:rufer": "zwei", "game:bettel": String(MAX_HOUSE_VALUE + 1), "game:piccolo": "-1", "game:dreier": "0" };
  assert.deepEqual(badValues(typed).sort(), ["game:bettel", "game:piccolo", "game:rufer"]);
  assert.deepEqual(tariffRules(ooe, typed), { game_values: { dreier: 0 } });
});

test("a family offers the tables of values its engine takes", () => {
  const bayerisch = PROFILES.find((d) => d.id === "bayerisch");
  assert.ok(tariffRows(bayerisch).games.length > 0);
  assert.deepEqual(tariffRows(bayerisch).premiums, []); // Haferltarock has no premium values
  assert.equal(tariffRows(ooe).premiums.length, Object.keys(ooe.premiums).length);
});

test("the Kontra note follows the profile's data, house rules included", () => {
  for (const doc of PROFILES) {
    const note = kontraNote(loadFamilyProfile(doc, {}).data);
    if (!doc.kontra) assert.equal(note, null, doc.id);
    else assert.equal(note.key, doc.kontra.on_points ? "tariff.kontra_points" : "tariff.kontra_money", doc.id);
  }
  assert.equal(kontraNote(loadFamilyProfile(ooe, { kontra_on_points: true }).data).key, "tariff.kontra_points");
  assert.equal(kontraNote(loadFamilyProfile(ooe, { kontra_levels: 0 }).data).key, "tariff.kontra_none");
});

test("the sample deal settles for the Rufer of every Königrufen profile, a changed value changing it", () => {
  const players = ["Anna", "Bernd", "Clara", "David"];
  for (const doc of PROFILES.filter((d) => d.games.rufer)) {
    assert.ok(
      sampleGames(doc).some((g) => g.id === "rufer"),
      doc.id,
    );
    const base = settle(sampleRecord(doc, "rufer", players), loadFamilyProfile(doc, {}));
    const more = loadFamilyProfile(doc, { game_values: { rufer: doc.games.rufer.value + 1 } });
    const changed = settle(sampleRecord(more.data, "rufer", players), more);
    assert.ok(changed.points.Anna > base.points.Anna, doc.id);
  }
});

test("the settings and a sheet's tariff have their addresses", () => {
  const id = "0b6c2c4e-8a1f-4d2b-9c3e-5f6a7b8c9d0e";
  assert.deepEqual(parseRoute("#/settings"), { head: "settings" });
  assert.deepEqual(parseRoute("#/settings/x"), { head: "invalid" });
  assert.deepEqual(parseRoute(`#/s/${id}/tariff`), { head: "s", id, sub: "tariff", arg: undefined });
});
