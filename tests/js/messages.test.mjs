// The message catalogue in the JS twin (pwa/engine/messages.js): every code has a German and an
// English text with the same placeholders, and every input of the corpus (tests/refusal_corpus.py,
// as tests/js/refusals.json) is refused with its code and renders in both languages with every
// placeholder filled — as tests/unit/test_messages.py checks for Python.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { RuleError, customProfile, haferl, loadProfile, parseCard, replay, settle } from "../../pwa/engine/index.js";
import { checkLookAlikes } from "../../pwa/engine/lookalike.js";
import { LANGS, MESSAGES, errorText, placeholders, render } from "../../pwa/engine/messages.js";
import { PROFILES, ROOT, profile } from "./shared.mjs";

const CORPUS = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/js/refusals.json"), "utf8"));
const CALLS = {
  parseCard,
  countAugen: haferl.count,
  loadProfile: (document, rules) => loadProfile(document, rules),
  loadKoenigrufenProfile: (id) => loadProfile(profile(id), {}),
  customProfile: (id, overlay) => customProfile(profile(id), overlay, PROFILES), // variant22
  checkLookAlikes, // hardening III: names that read the same
};

/** The twin's refusal of one corpus request (the forms of tests/js/twin_server.mjs). */
function refusal(request) {
  try {
    if (request.call) CALLS[request.call](...request.args);
    else if ("replay" in request) replay(request.replay, PROFILES);
    else if ("haferl_sheet" in request) haferl.settleSheet(request.haferl_sheet, PROFILES);
    else if (request.sheet) {
      const doc = profile(request.sheet.profile);
      const load = doc.family === haferl.FAMILY ? haferl.loadProfile : loadProfile;
      settle(request.record, load(doc, request.sheet.house_rules));
    } else settle(request.record, PROFILES);
  } catch (err) {
    if (err instanceof RuleError) return err;
    throw err;
  }
  return null;
}

test("every code has a German and an English text with the same placeholders", () => {
  assert.ok(Object.keys(MESSAGES).length > 100);
  for (const [code, entry] of Object.entries(MESSAGES)) {
    assert.deepEqual(Object.keys(entry).sort(), [...LANGS].sort(), code);
    assert.deepEqual([...placeholders(entry.de)].sort(), [...placeholders(entry.en)].sort(), code);
  }
});

test("every corpus input is refused with its code, and its message renders in both languages", () => {
  for (const [code, request] of CORPUS) {
    const error = refusal(request);
    assert.ok(error, `${code}: not refused`);
    assert.equal(error.code, code, `${code}: ${error.message}`);
    for (const lang of LANGS) {
      const text = errorText(error, lang);
      assert.ok(text && !/[{}]/.test(text), `${code} (${lang}): ${text}`);
    }
  }
  assert.deepEqual(new Set(CORPUS.map(([code]) => code)), new Set(Object.keys(MESSAGES)));
});

test("an unknown code has no text (the PWA then falls back to its own), a missing param stays visible", () => {
  assert.equal(render("no.such_code", {}, "de"), null);
  assert.equal(errorText({ code: undefined }, "de"), null);
  assert.equal(render("trischaken.sum", {}, "de"), "Zusammen {total} statt 70 Punkte.");
  assert.equal(render("trischaken.sum", { total: "80" }, "en"), "80 points in all instead of 70.");
});
