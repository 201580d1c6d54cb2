/**
 * A round's own rule set: an official profile plus an overlay of switches, under its own id, name
 * and version (docs/rules.md §4.2; twin of shared_rules/custom.py).
 *
 * The overlay names every change as a house-rule switch of the vocabulary (the structural ones of
 * §4.1 too); the result is a whole profile document, frozen as it is, that settles like any profile.
 * An overlay that does not fit is an ``InvalidOverlay`` naming the switch and showing what was sent.
 *
 * @example
 * const p = customProfile(ooe, { id: "stammtisch-1", name: "Stammtisch Linz", version: "1",
 *   switches: { valat_mode: "premium" } }, officialDocuments);
 * p.id;          // "stammtisch-1"
 * p.valat.mode;  // "premium"
 * p.data.base;   // {id: "ooe-2023", version: "2023.4-r2025.11"}
 * customProfile(ooe, { id: "x", name: "X", version: "1", switches: { valat_mode: "sometimes" } }, officialDocuments);
 * // throws InvalidOverlay: overlay.switches.valat_mode: "sometimes" — expected one of game_factor, premium
 */
import { MalformedInput, RuleError } from "./errors.js";
import { FAMILY, MAX_PROFILE_ID, Profile, applyHouseRules, checkProfileDocument, withDefaults } from "./profiles.js";
import { hasOwn, isDict, isStr, pyRepr } from "./py.js";
import { resembles } from "./lookalike.js";
import { MAX_TITLE, titleProblem } from "./vocabulary.js";

/** @typedef {import("./types.js").ProfileData} ProfileData */

/** the keys an overlay may have */
export const OVERLAY_KEYS = ["id", "name", "version", "switches"];
export const MAX_VERSION = 64;

/** An overlay that does not make a profile: the field names the key or the switch. */
export class InvalidOverlay extends MalformedInput {}

/** @type {(text: string) => number} characters, as Python counts them */
const length = (text) => [...text].length;

/**
 * The official profile ``base`` with ``overlay`` applied: its ``switches`` (house-rule switches,
 * checked as a sheet's are) baked into the document, under the overlay's own ``id``, ``name`` and
 * ``version`` (never the id or name of one of ``officials``, the official documents); ``base``
 * records where it came from. Throws InvalidOverlay naming the key or the switch.
 * @param {ProfileData} base an official Königrufen profile document
 * @param {unknown} overlay
 * @param {ProfileData[]} [officials] every official profile document (of any family)
 * @returns {Profile}
 */
export function customProfile(base, overlay, officials = [base]) {
  checkProfileDocument(base); // another family's profile is refused here
  if (!isDict(overlay)) {
    throw new InvalidOverlay("overlay", overlay, 'expected {"id", "name", "version", "switches"}', "overlay.shape");
  }
  for (const key of Object.keys(overlay)) {
    if (!OVERLAY_KEYS.includes(key)) {
      throw new InvalidOverlay(`overlay.${key}`, overlay[key], `unknown key (known: ${OVERLAY_KEYS.join(", ")})`, "overlay.unknown_key");
    }
  }
  checkId(overlay.id, officials);
  checkName(overlay.name, officials);
  const version = overlay.version;
  if (!isStr(version) || !version.trim() || length(version) > MAX_VERSION) {
    throw new InvalidOverlay("overlay.version", version, `expected a version of 1 to ${MAX_VERSION} characters`, "overlay.version", {
      max: MAX_VERSION,
    });
  }
  const data = withSwitches(withDefaults(base, FAMILY), hasOwn(overlay, "switches") ? overlay.switches : {});
  delete data.default;
  Object.assign(data, { id: overlay.id, name: overlay.name, version });
  data.base = { id: base.id, version: base.version };
  return new Profile(data);
}

/**
 * @param {unknown} id
 * @param {ProfileData[]} officials
 */
function checkId(id, officials) {
  if (officials.some((d) => d.id === id)) {
    throw new InvalidOverlay("overlay.id", id, "the id of an official profile", "overlay.official_id");
  }
  if (!isStr(id) || length(id) > MAX_PROFILE_ID || !/^[a-z0-9-]+$/.test(id)) {
    throw new InvalidOverlay("overlay.id", id, `expected 1 to ${MAX_PROFILE_ID} of a-z, 0-9 and -`, "overlay.id", { max: MAX_PROFILE_ID });
  }
}

/**
 * A heading under the sheet title's rule, not blank, that reads as no official profile's name
 * (NFKC folding and confusable skeleton: lookalike.js).
 * @param {unknown} name
 * @param {ProfileData[]} officials
 */
function checkName(name, officials) {
  if (!isStr(name) || !name.trim() || length(name) > MAX_TITLE) {
    throw new InvalidOverlay("overlay.name", name, `expected a name of 1 to ${MAX_TITLE} characters`, "overlay.name", { max: MAX_TITLE });
  }
  const problem = titleProblem(name);
  if (problem !== null) throw new InvalidOverlay("overlay.name", name, problem, "overlay.name_char", { max: MAX_TITLE });
  const official = resembles(
    name,
    officials.map((d) => String(d.name)),
  );
  if (official !== null) {
    throw new InvalidOverlay("overlay.name", name, `reads as the name of the official profile ${pyRepr(official)}`, "overlay.official_name", {
      official,
    });
  }
}

/**
 * ``base`` with the switches applied, a switch's refusal re-thrown naming it in the overlay.
 * @param {ProfileData} base
 * @param {unknown} switches
 * @returns {ProfileData}
 */
function withSwitches(base, switches) {
  if (!isDict(switches)) {
    throw new InvalidOverlay("overlay.switches", switches, "expected an object of named switches", "overlay.shape");
  }
  try {
    return applyHouseRules(base, switches);
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    const field = `overlay.switches.${err.field.replace(/^house_rules\./, "")}`;
    throw new InvalidOverlay(field, err.value, err.reason, err.code, err.params);
  }
}
