/**
 * The settle entry for every game family: the profile's ``family`` picks the engine (twin of
 * shared_rules/families.py); so does ``replay``, whose engines index.js registers in REPLAY (the
 * sheet loads this module to settle without the card replay; only the Nachprüfen screen, through
 * index.js, brings the replay in). What a family
 * has (deck, table, pot) is the table in familytable.js, re-exported here. Nothing else branches
 * on the family: each engine reads its own profiles, records and vocabulary.
 */
import { familyOfProfile } from "./familytable.js";
import { HaferlProfile, loadProfile as loadHaferl } from "./haferl/profile.js";
import { settle as settleHaferl } from "./haferl/settlement.js";
import { Profile, loadProfile } from "./profiles.js";
import { get, isDict } from "./py.js";
import { settle as settleKoenigrufen } from "./settlement.js";

export { FAMILIES, activeSeats, family, familyOfProfile, tableSizes } from "./familytable.js";

/** @typedef {import("./types.js").ProfileData} ProfileData */
/** @typedef {Profile | HaferlProfile | ProfileData | ProfileData[]} ProfileGiven  a loaded profile, a document or a list of them */
/** @typedef {(record: unknown, profile: ProfileGiven) => import("./types.js").Result} Settle */
/** @typedef {(body: unknown, profile: ProfileGiven, options?: {settleDeal?: boolean}) => import("./types.js").Result} ReplayFn */

/** @type {{[family: string]: Settle}} each engine refuses a profile of another family */
export const SETTLE = { koenigrufen: settleKoenigrufen, haferltarock: settleHaferl };
/** each family's card replay, ``(body, profile, {settleDeal})``: filled by index.js */
/** @type {{[family: string]: ReplayFn}} */
export const REPLAY = {};
/** @type {{[family: string]: (doc: unknown, houseRules?: unknown) => Profile | HaferlProfile}} */
const LOAD = { koenigrufen: loadProfile, haferltarock: loadHaferl };

/**
 * The family that settles ``record`` given ``profile`` as settle() takes it: a loaded profile's
 * own, a document's, or that of the document a list holds under the record's ``profile``.
 * @param {unknown} record
 * @param {unknown} profile
 * @returns {string}
 */
export function familyFor(record, profile) {
  if (profile instanceof HaferlProfile) return "haferltarock";
  if (profile instanceof Profile) return "koenigrufen";
  const doc = Array.isArray(profile) ? profile.find((d) => isDict(record) && d?.id === get(record, "profile")) : profile;
  // the family table's: Königrufen when the document names none or one nobody knows (its loader
  // then refuses what it is not)
  return familyOfProfile(isDict(doc) ? doc : null).id;
}

/**
 * Settle one deal record by the engine of its profile's family.
 * @type {Settle}
 */
export const settle = (record, profile) => SETTLE[familyFor(record, profile)](record, profile);

/**
 * Replay a deal card by card by the engine of its profile's family (given as to settle()).
 * @type {ReplayFn}
 */
export function replay(body, profile, options) {
  const family = familyFor(body, profile);
  if (!Object.hasOwn(REPLAY, family)) throw new Error(`the ${family} replay is not loaded (import engine/index.js)`);
  return REPLAY[family](body, profile, options);
}

/**
 * A profile document loaded by its family's loader, with house rules (a sheet's frozen profile).
 * @type {(doc: unknown, houseRules?: unknown) => Profile | HaferlProfile}
 */
export const loadFamilyProfile = (doc, houseRules) => LOAD[familyFor(null, doc)](doc, houseRules);
