// The twin behind one long-lived process for the differential test (tests/js/test_differential.py):
// one JSON request per line on stdin, one JSON answer per line on stdout, in order.
//   {"record": r}                                       settle(r, every profile document)
//   {"record": r, "sheet": {"profile": id, "house_rules": h}}
//                                                       settle(r, loadProfile(document, h))
//   {"replay": deal}                                     replay(deal, every profile document)
//   {"call": name, "args": [...]}                       one of the functions in CALLS
// Answers: {"result": …} | {"error": {kind, field, value, reason}} | {"crash": stack}.
import readline from "node:readline";

import {
  RuleError,
  countThirds,
  formatPoints,
  loadProfile,
  parseCard,
  parsePoints,
  replay,
  settle,
} from "../../pwa/engine/index.js";
import { PROFILES, profile } from "./shared.mjs";

const CALLS = { countThirds, formatPoints, parseCard, parsePoints };

function answer(request) {
  try {
    if (request.call) return { result: CALLS[request.call](...request.args) };
    if ("replay" in request) return { result: replay(request.replay, PROFILES) };
    const { record, sheet } = request;
    const rules = sheet ? loadProfile(profile(sheet.profile), sheet.house_rules) : PROFILES;
    return { result: settle(record, rules) };
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
