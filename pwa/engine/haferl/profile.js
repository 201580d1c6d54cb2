/**
 * Haferltarock profiles and house rules (twin of shared_rules/haferl/profile.py). The documents
 * come validated from Python (the server, the precache); the twin checks that it was given one of
 * this family, and checks house rules exactly as Python does.
 */
import { MalformedInput, NotAllowed } from "../errors.js";
import { checkedCopy, noHouseRules, profileLoader, setPlainSwitches, switchChecks, withDefaults } from "../profiles.js";
import { get, isDict, isInt, isStr, sortKeys, sorted } from "../py.js";

/** @typedef {import("../types.js").ProfileData} ProfileData */
/** @typedef {import("../types.js").HouseRules} HouseRules */
/** @typedef {import("../types.js").GameSpec} GameSpec */
/** @typedef {import("../types.js").JsonObject} JsonObject */

export const FAMILY = "haferltarock";
export const DEFAULT_PROFILE = "bayerisch";

/** One Haferltarock profile with house rules applied. Read-only by convention; shared. */
export class HaferlProfile {
  /**
   * @param {ProfileData} data a checked profile document
   * @param {HouseRules | null} [houseRules] the house rules applied to it
   */
  constructor(data, houseRules = null) {
    this.data = data;
    this.family = FAMILY;
    /** @type {string} */
    this.id = data.id;
    /** @type {string} */
    this.version = data.version;
    /** @type {{[gameId: string]: GameSpec}} */
    this.games = data.games;
    /** @type {number} Augen the declarer side needs */
    this.threshold = data.threshold;
    /** @type {number} */
    this.cents_per_point = data.cents_per_point;
    /** @type {number} Grundbeträge each player pays into the pot */
    this.stake = data.stake.default;
    /** @type {JsonObject} */
    this.schneider = data.schneider;
    /** @type {JsonObject} */
    this.schwarz = data.schwarz;
    /** @type {boolean} */
    this.breach_loses = data.breach_loses;
    /** @type {number[]} */
    this.table_sizes = data.table.sizes;
    /** @type {{[rule: string]: string}} */
    this.clauses = data.clauses;
    /** @type {HouseRules} */
    this.house_rules = houseRules ?? {};
    Object.freeze(this);
  }

  /**
   * The ranks of a suit in this game, high to low.
   * @param {GameSpec} game
   * @returns {string[]}
   */
  ranks(game) {
    return this.data.ranks[game.ranks];
  }
}

/**
 * The family a profile document belongs to ("koenigrufen" when it does not say); null for no document.
 * @type {(data: unknown) => unknown}
 */
export const familyOf = (data) => (isDict(data) ? get(data, "family", "koenigrufen") : null);

/**
 * NotAllowed for another family's profile; MalformedInput unless it looks like a profile document.
 * @param {unknown} data
 * @returns {asserts data is ProfileData}
 */
export function checkProfileDocument(data) {
  const family = familyOf(data);
  if (family !== null && family !== FAMILY) {
    throw new NotAllowed("profile", /** @type {JsonObject} */ (data).id ?? null, `a ${family} profile, not a Haferltarock profile`, "profile.other_family");
  }
  const ok =
    isDict(data) && isStr(data.id) && isStr(data.version) && isDict(data.games) && isDict(data.stake) && isInt(data.threshold) && isInt(data.cents_per_point);
  if (!ok) {
    throw new MalformedInput("profile", data, "expected a profile document (shared_rules/profiles/<id>.json)", "profile.invalid");
  }
}

/**
 * Ids of the Haferltarock documents among ``documents``, sorted.
 * @type {(documents: ProfileData[]) => string[]}
 */
export const profileIds = (documents) => sorted(documents.filter((d) => familyOf(d) === FAMILY).map((d) => d.id));

// the family's switches as the vocabulary declares them (docs/rules.md §4): the same checks as the
// Königrufen switches of the same name
const SWITCHES = switchChecks(FAMILY);

/**
 * A new profile document with the named overrides applied (checked in key order, as Python's).
 * @param {ProfileData} profile
 * @param {HouseRules} rules
 * @returns {ProfileData}
 */
export function applyHouseRules(profile, rules) {
  const data = checkedCopy(SWITCHES, profile, rules);
  setPlainSwitches(data, rules, FAMILY);
  for (const [game, value] of Object.entries(get(rules, "game_values", {}))) data.games[game].value = value;
  for (const game of get(rules, "games_off", [])) delete data.games[game];
  return data;
}

/** The profile with house rules applied (cached); no house rules: null or {} (anything else is checked). */
export const loadProfile = profileLoader(
  (d, h) => new HaferlProfile(withDefaults(d, FAMILY), h),
  checkProfileDocument,
  (d, h) => applyHouseRules(withDefaults(d, FAMILY), h),
  noHouseRules,
  (h) => JSON.stringify(sortKeys(h)),
);

/**
 * Python's load_profile(id, house_rules) over ``documents`` (the bundled ones), with its errors in its order.
 * @param {unknown} id
 * @param {unknown} houseRules
 * @param {ProfileData[]} documents
 * @returns {HaferlProfile}
 */
export function profileFrom(id, houseRules, documents) {
  if (!isStr(id)) throw new MalformedInput("profile", id, "expected a profile id", "profile.missing");
  if (!noHouseRules(houseRules) && !isDict(houseRules)) {
    throw new MalformedInput("house_rules", houseRules, "expected an object of named switches", "house_rules.shape");
  }
  const doc = documents.find((d) => d?.id === id);
  if (doc === undefined) {
    throw new MalformedInput("profile", id, `unknown profile (Haferltarock: ${profileIds(documents).join(", ")})`, "profile.unknown");
  }
  return loadProfile(doc, houseRules);
}

/**
 * The HaferlProfile a record is settled by, given as to settle(): a HaferlProfile as it is; a
 * document or a list of documents (``record.profile`` picks one, else bayerisch) with the record's
 * house rules on top.
 * @param {unknown} record
 * @param {HaferlProfile | ProfileData | ProfileData[]} given
 * @returns {HaferlProfile}
 */
export function resolveProfile(record, given) {
  if (given instanceof HaferlProfile) return given;
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  const documents = Array.isArray(given) ? given : [given];
  return profileFrom(get(record, "profile", DEFAULT_PROFILE), get(record, "house_rules"), documents);
}
