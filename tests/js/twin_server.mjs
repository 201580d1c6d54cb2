// The twin behind one long-lived process for the differential test (tests/js/test_differential.py):
// one JSON request per line on stdin, one JSON answer per line on stdout, in order.
//   {"record": r}                                       settle(r, every profile document)
//   {"record": r, "sheet": {"profile": id, "house_rules": h}}
//                                                       settle(r, the family's loadProfile(document, h))
//   {"haferl_sheet": s}                                  haferl.settleSheet(s, every profile document)
//   {"replay": deal}                                     replay(deal, every profile document), by its family
//   {"call": name, "args": [...]}                       one of the functions in CALLS
//   {"record": r, "custom": {"base": id, "overlay": o}}  settle(r, customProfile(document, o, every document))
// Answers: {"result": …} | {"error": {kind, field, value, reason, code, params}} | {"crash": stack}.
import readline from "node:readline";

import { RuleError, countThirds, customProfile, formatPoints, haferl, loadProfile, parseCard, parsePoints, replay, settle } from "../../pwa/engine/index.js";
import { checkLookAlikes, lookAlikePair, skeleton } from "../../pwa/engine/lookalike.js";
import * as vocabulary from "../../pwa/engine/vocabulary.js";
import { PROFILES, profile } from "./shared.mjs";

const { checkNames, hiddenChar, invisibleChar, nameProblem, playerKey } = vocabulary;
const tables = () => ({
  INVISIBLE_RANGES: vocabulary.INVISIBLE_RANGES,
  HIDDEN_IN_TEXT_RANGES: vocabulary.HIDDEN_IN_TEXT_RANGES,
  VARIATION_SELECTORS: vocabulary.VARIATION_SELECTORS,
});
const CALLS = {
  countThirds,
  formatPoints,
  parseCard,
  parsePoints,
  countAugen: haferl.count,
  checkNames,
  hiddenChar,
  invisibleChar,
  nameProblem,
  playerKey,
  tables,
  // a profile document as the Königrufen engine loads it (the message corpus: tests/refusal_corpus.py)
  loadProfile: (document, rules) => loadProfile(document, rules),
  loadKoenigrufenProfile: (id) => loadProfile(profile(id), {}),
  // variant22: a round's own rule set from an official profile (shared_rules/custom.py): its document
  customProfile: (id, overlay) => customProfile(profile(id), overlay, PROFILES).data,
  checkLookAlikes: (names) => checkLookAlikes(names),
  // hardening III: what names read as (shared_rules/lookalike.py), the title rule
  skeletons: (texts) => texts.map(skeleton),
  lookAlikePair,
  titleProblem: (title) => vocabulary.titleProblem(title),
};

/** A sheet's frozen profile, loaded by its family's engine. */
function frozen({ profile: id, house_rules: rules }) {
  const doc = profile(id);
  return (doc.family === haferl.FAMILY ? haferl.loadProfile : loadProfile)(doc, rules);
}

function answer(request) {
  try {
    if (request.call) return { result: CALLS[request.call](...request.args) };
    if ("replay" in request) return { result: replay(request.replay, PROFILES) };
    if ("haferl_sheet" in request) return { result: haferl.settleSheet(request.haferl_sheet, PROFILES) };
    const { record, sheet } = request;
    if (request.custom) return { result: settle(record, customProfile(profile(request.custom.base), request.custom.overlay, PROFILES)) };
    return { result: settle(record, sheet ? frozen(sheet) : PROFILES) };
  } catch (err) {
    if (err instanceof RuleError) return { error: err.toJSON() };
    return { crash: String(err?.stack ?? err) };
  }
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const text of lines) {
  let reply;
  try {
    reply = answer(JSON.parse(text));
  } catch (err) {
    reply = { crash: `bad request line: ${err}` };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
}
