// The "Nachprüfen" screen's own code path behind one long-lived process (tests/js/test_cardentry_differential.py):
// per stdin line {"sheet": {players, profile_data, house_rules, cents_per_point}, "entry": {record, dealer}, "play": body}
// the cards of ``play`` are tapped one by one as a player would (cardentry.js, the holders of cards
// nobody played asked for), and the answer is {"body": the replay body the screen made, "taps": how
// many, "result" | "error": the engine's replay of it or its refusal} | {"refused": a card the
// screen did not offer when its turn came} | {"crash": stack}.
import readline from "node:readline";

import { finalBody, progress, setupFor, tapCard, tapsFromPlay } from "../../pwa/app/cardentry.js";
import { loadFamilyProfile } from "../../pwa/engine/families.js";
import { RuleError, replay } from "../../pwa/engine/index.js";

function answer({ sheet, entry, play }) {
  const profile = loadFamilyProfile(sheet.profile_data, sheet.house_rules);
  const setup = setupFor(sheet, entry, profile);
  // tapped one by one as on the screen: a card it does not offer then is refused
  /** @type {any[]} */
  let taps = [];
  for (const t of tapsFromPlay(setup, play, replay)) {
    if ("card" in t && !("held" in t)) {
      const next = tapCard(progress(setup, taps, replay), taps, t.card);
      if (next === taps) return { refused: t.card, at: taps.length };
      taps = next;
    } else taps = [...taps, t];
  }
  const at = progress(setup, taps, replay);
  const body = finalBody(setup, at);
  if (!body) return { crash: `not every card placed (phase ${at.phase})` };
  const full = { ...body, profile: sheet.profile_data.id, house_rules: sheet.house_rules, cents_per_point: sheet.cents_per_point };
  try {
    return { body, taps: taps.length, result: replay(full, profile) };
  } catch (err) {
    if (err instanceof RuleError) return { body, taps: taps.length, error: err.toJSON() };
    throw err;
  }
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const text of lines) {
  let reply;
  try {
    reply = answer(JSON.parse(text));
  } catch (err) {
    reply = { crash: String(err?.stack ?? err) };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
}
