/**
 * The settle entry for every game family: the profile's ``family`` picks the engine (twin of
 * shared_rules/families.py). Nothing else branches on the family: each engine reads its own
 * profiles, records and vocabulary.
 */
import { HaferlProfile, loadProfile as loadHaferl } from "./haferl/profile.js";
import { settle as settleHaferl } from "./haferl/settlement.js";
import { Profile, loadProfile } from "./profiles.js";
import { get, isDict } from "./py.js";
import { settle as settleKoenigrufen } from "./settlement.js";

export const SETTLE = { koenigrufen: settleKoenigrufen, haferltarock: settleHaferl };
const LOAD = { koenigrufen: loadProfile, haferltarock: loadHaferl };

/** The family of a bundled document (koenigrufen when it does not say; null: not a document). */
const familyOfDoc = (doc) => (isDict(doc) ? get(doc, "family", "koenigrufen") : null);

/**
 * The family that settles ``record`` given ``profile`` as settle() takes it: a loaded profile's
 * own, a document's, or that of the document a list holds under the record's ``profile``.
 */
export function familyFor(record, profile) {
  if (profile instanceof HaferlProfile) return "haferltarock";
  if (profile instanceof Profile) return "koenigrufen";
  const doc = Array.isArray(profile)
    ? profile.find((d) => isDict(record) && d?.id === get(record, "profile"))
    : profile;
  const family = familyOfDoc(doc);
  return Object.hasOwn(SETTLE, family) ? family : "koenigrufen"; // Königrufen refuses what it is not
}

/** Settle one deal record by the engine of its profile's family. */
export const settle = (record, profile) => SETTLE[familyFor(record, profile)](record, profile);

/** A profile document loaded by its family's loader, with house rules (a sheet's frozen profile). */
export const loadFamilyProfile = (doc, houseRules) => LOAD[familyFor(null, doc)](doc, houseRules);
