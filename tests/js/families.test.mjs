// The family table (pwa/engine/familytable.js, twin of FAMILIES in shared_rules/families.py;
// tests/unit/test_families.py checks the two agree): what each family has, asked by name.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FAMILIES, activeSeats, family, familyOfProfile, haferl, loadFamilyProfile, tableSizes } from "../../pwa/engine/index.js";
import { DECK } from "../../pwa/engine/cards.js";
import { profile } from "./shared.mjs";

test("each family says its deck, its table and whether it keeps a pot", () => {
  const answers = (f) => [f.id, f.deck, f.tableSizes, f.active, f.hasPot];
  assert.deepEqual(answers(family("koenigrufen")), ["koenigrufen", "tarock", [4, 5], 4, false]);
  assert.deepEqual(answers(family("haferltarock")), ["haferltarock", "german", [3, 4], 3, true]);
  assert.deepEqual([DECK.length, haferl.DECK.length], [54, 36]);
});

test("a profile document's family is the one it names; its table narrows the family's", () => {
  for (const [id, fam] of [
    ["ooe-2023", "koenigrufen"],
    ["bayerisch", "haferltarock"],
  ]) {
    const doc = profile(id);
    assert.equal(familyOfProfile(doc), FAMILIES[fam]);
    assert.deepEqual([tableSizes(doc), activeSeats(doc)], [family(fam).tableSizes, family(fam).active]);
    assert.equal("stake" in doc, family(fam).hasPot); // the documents agree with the table
    assert.equal(loadFamilyProfile(doc).family ?? "koenigrufen", fam);
  }
  assert.deepEqual(tableSizes({ family: "haferltarock", table: { sizes: [3] } }), [3]);
});

test("no family, or one nobody knows, is Königrufen (whose loader then refuses the profile)", () => {
  for (const id of [undefined, null, "", "schafkopf", 7, ["koenigrufen"], "__proto__", "toString"]) {
    assert.equal(family(id), FAMILIES.koenigrufen);
  }
  assert.equal(familyOfProfile(undefined), FAMILIES.koenigrufen);
  assert.ok(Object.isFrozen(FAMILIES.haferltarock));
});
