// The declared vocabulary reaches the JS twin and the PWA's new-sheet form: every switch is checked
// by its family's engine, offered by the form for every profile of its family (labels and hints in
// both languages from the vocabulary, never a raw key), and the generated copy is the JSON's.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { MalformedInput } from "../../pwa/engine/index.js";
import { loadFamilyProfile } from "../../pwa/engine/families.js";
import { switchChecks } from "../../pwa/engine/profiles.js";
import { VOCABULARY, switchesOf } from "../../pwa/engine/vocabulary.js";
import { HOUSE_RULES, houseRulesFrom, switchesOf as formSwitchesOf } from "../../pwa/app/houserules.js";
import { STRINGS, text } from "../../pwa/app/i18n.js";
import { PROFILES, ROOT, profile } from "./shared.mjs";

const FAMILIES = VOCABULARY.families;
const familyOf = (doc) => doc.family ?? "koenigrufen";

test("the generated module holds exactly shared_rules/vocabulary.json", () => {
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, "shared_rules", "vocabulary.json"), "utf8"));
  assert.deepEqual(VOCABULARY, json);
});

test("each family's engine checks exactly the vocabulary's switches of the family, in its order", () => {
  for (const family of FAMILIES) assert.deepEqual(Object.keys(switchChecks(family)), switchesOf(family), family);
});

test("every declared switch is checked by its family's engine, and another family's is unknown", () => {
  for (const doc of PROFILES) {
    const family = familyOf(doc);
    for (const s of VOCABULARY.house_rules) {
      assert.throws(
        () => loadFamilyProfile(doc, { [s.name]: "?" }),
        (e) =>
          e instanceof MalformedInput && e.field.startsWith(`house_rules.${s.name}`) && /unknown house rule/.test(e.reason) === !s.families.includes(family),
        `${doc.id} ${s.name}`,
      );
    }
  }
});

test("the new-sheet form offers every form switch of a profile's family, and no other", () => {
  for (const doc of PROFILES) {
    const family = familyOf(doc);
    const offered = formSwitchesOf(doc, loadFamilyProfile).map((r) => r.key);
    const declared = VOCABULARY.house_rules
      .filter((s) => s.form && s.families.includes(family))
      // no Trischaken, no Jungfrauen; no valat, no valat switches: a switch of a table the profile lacks
      .filter((s) => !(s.sets?.includes(".") && doc[s.sets.split(".")[0]] === null))
      .map((s) => s.name);
    assert.deepEqual(offered, declared, doc.id);
  }
  const ooe = formSwitchesOf(profile("ooe-2023"), loadFamilyProfile).map((r) => r.key);
  assert.ok(ooe.includes("kaiserstich_negative") && ooe.includes("threshold"));
  assert.deepEqual(
    formSwitchesOf(profile("bayerisch"), loadFamilyProfile).map((r) => r.key),
    ["breach_loses", "games_off"],
  );
});

test("every form switch has its label, hint and choices in German and English from the vocabulary", () => {
  for (const s of VOCABULARY.house_rules.filter((r) => r.form)) {
    for (const lang of ["de", "en"]) {
      assert.equal(text(lang, `hr.${s.name}`), s.label[lang]);
      assert.equal(text(lang, `hr.${s.name}.hint`), s.hint[lang]);
      for (const c of s.choices ?? []) assert.equal(text(lang, `hr.${s.name}.${c.id}`), c.label[lang]);
    }
  }
  assert.deepEqual(
    Object.keys(STRINGS.en)
      .filter((k) => k.startsWith("hr."))
      .sort(),
    Object.keys(STRINGS.de)
      .filter((k) => k.startsWith("hr."))
      .sort(),
  );
  assert.equal(text("de", "hr.breach_loses"), "Regelverstoß verliert"); // the shipped drift: a raw key
});

test("every Renonce rule and breach a deal form offers has its words in both languages", () => {
  const prefixes = { koenigrufen: "renonce", haferltarock: "breach" };
  for (const [family, prefix] of Object.entries(prefixes)) {
    for (const r of VOCABULARY.renonce_rules[family]) {
      for (const lang of ["de", "en"]) assert.equal(text(lang, `${prefix}.${r.id}`), r.label[lang]);
    }
  }
});

test("the win threshold is shown and taken in card points; only a change reaches the sheet", () => {
  const ooe = profile("ooe-2023");
  const threshold = HOUSE_RULES.find((r) => r.key === "threshold");
  assert.equal(threshold.from(ooe), "35/2");
  assert.deepEqual(houseRulesFrom(ooe, { threshold: "35/2" }), {});
  assert.deepEqual(houseRulesFrom(ooe, { threshold: " 35/1 " }), { threshold: "35/1" });
  assert.deepEqual(houseRulesFrom(ooe, { threshold: "36" }), { threshold: "36" });
  assert.equal(loadFamilyProfile(ooe, houseRulesFrom(ooe, { threshold: "35/1" })).threshold, 106);
  assert.throws(() => loadFamilyProfile(ooe, houseRulesFrom(ooe, { threshold: "35/3" })), MalformedInput);
});

test("kaiserstich_negative is offered at the profile's value and kept only when changed", () => {
  const ktc = profile("ktc-2023");
  const rule = HOUSE_RULES.find((r) => r.key === "kaiserstich_negative");
  assert.equal(rule.from(ktc), false);
  assert.deepEqual(houseRulesFrom(ktc, { kaiserstich_negative: true }), { kaiserstich_negative: true });
  assert.equal(loadFamilyProfile(ktc, { kaiserstich_negative: true }).data.kaiserstich_negative, true);
});

test("a profile without a defaulted key loads, is offered the switch and settles as one stating the default", () => {
  const stated = profile("ktc-2023");
  const { kaiserstich_negative: given, ...lacking } = stated;
  assert.equal(given, VOCABULARY.house_rules.find((s) => s.name === "kaiserstich_negative").default);
  assert.deepEqual(loadFamilyProfile(lacking, null).data, loadFamilyProfile(stated, null).data);
  assert.ok(!("kaiserstich_negative" in lacking)); // the sheet's frozen copy is not changed
  assert.equal(loadFamilyProfile(lacking, { kaiserstich_negative: true }).data.kaiserstich_negative, true);
  const offered = formSwitchesOf(lacking, loadFamilyProfile).find((r) => r.key === "kaiserstich_negative");
  assert.equal(offered.from(lacking), false);
});
