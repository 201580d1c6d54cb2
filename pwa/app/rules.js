/**
 * The rules at the table: profile documents (served under /profiles/, precached by the service
 * worker) and settling a sheet's deal with the JavaScript twin of the engine (../engine/), exactly
 * as the server completes and settles an entry (api/db/store/settling.py engine_record).
 */
import { loadFamilyProfile, settle } from "../engine/families.js";
import { sheetFamily, sheetSeating } from "./model.js";

const docs = new Map();
const built = new Map();

export async function profileIndex() {
  if (!docs.has("index")) docs.set("index", await fetchJson("/profiles/index.json"));
  return docs.get("index");
}

export async function profileDoc(id) {
  if (!docs.has(id)) docs.set(id, await fetchJson(`/profiles/${encodeURIComponent(id)}.json`));
  return docs.get(id);
}

async function fetchJson(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
}

/** The sheet's frozen profile with its house rules applied (once per sheet). */
export function sheetProfile(sheet) {
  const key = `${sheet.id}:${JSON.stringify(sheet.house_rules)}`;
  if (!built.has(key)) built.set(key, loadFamilyProfile(sheet.profile_data, sheet.house_rules));
  return built.get(key);
}

/** A profile for the new-sheet form (house rules checked as the engine checks them). */
export function buildProfile(doc, houseRules) {
  return loadFamilyProfile(doc, houseRules);
}

/**
 * The record as the engine settles it: the sheet supplies the table, the dealer and the cents; a
 * pot sheet its stake (the record brings the pot it finds), any other the Vorhand.
 */
export function engineRecord(sheet, record) {
  const full = { ...record, players: [...sheet.players], cents_per_point: sheet.cents_per_point };
  if (sheetFamily(sheet).hasPot) full.stake = sheet.stake;
  else full.forehand ??= sheetSeating(sheet, record.dealer).forehand;
  return full;
}

/** {result} or {error: {field, reason, kind}} — never throws for a record the engine refuses. */
export function settleEntry(sheet, record) {
  try {
    return { result: settle(engineRecord(sheet, record), sheetProfile(sheet)) };
  } catch (/** @type {any} the engine's refusal or a bug */ err) {
    if (err && err.field !== undefined) {
      return { error: { field: err.field, reason: err.reason ?? err.message, kind: err.kind, code: err.code, params: err.params } };
    }
    throw err;
  }
}
