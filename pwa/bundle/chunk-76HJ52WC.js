import {
  BIRDS,
  GAMES,
  MAX_HOUSE_VALUE,
  MalformedInput,
  NotAllowed,
  PREMIUMS,
  PROFILE_NUMBERS,
  SWITCHES,
  get,
  hasOwn,
  isDict,
  isInt,
  isNone,
  isStr,
  longerThan,
  sorted,
  strip,
  switchesOf,
  truthy
} from "./chunk-5GM52YBN.js";

// pwa/engine/cards.js
var SUITS = ["H", "D", "S", "C"];
var SUIT_NAMES_DE = { H: "Herz", D: "Karo", S: "Pik", C: "Kreuz" };
var FACE_RANKS = ["K", "Q", "N", "J"];
var PIP_RANKS = { H: ["1", "2", "3", "4"], D: ["1", "2", "3", "4"], S: ["10", "9", "8", "7"], C: ["10", "9", "8", "7"] };
var RANK_NAMES_DE = { K: "König", Q: "Dame", N: "Reiter", J: "Bube" };
var [PAGAT, UHU, KAKADU, QUAPIL, MOND, SKUS] = ["T1", "T2", "T3", "T4", "T21", "SKUS"];
var TRULL = [PAGAT, MOND, SKUS];
var BIRDS2 = { pagat: PAGAT, uhu: UHU, kakadu: KAKADU, quapil: QUAPIL };
var KINGS = SUITS.map((s) => s + "K");
var QUEENS = SUITS.map((s) => s + "Q");
var TAROCKS = [...Array.from({ length: 21 }, (_, i) => `T${i + 1}`), SKUS];
var SUIT_CARDS = SUITS.flatMap((s) => [...FACE_RANKS, ...PIP_RANKS[s]].map((r) => s + r));
var DECK = [...TAROCKS, ...SUIT_CARDS];
var CANON = new Map(DECK.map((c) => [c.toUpperCase(), c]));
var STRENGTH = {};
TAROCKS.forEach((t, i) => {
  STRENGTH[t] = 101 + i;
});
for (const s of SUITS) {
  [...FACE_RANKS, ...PIP_RANKS[s]].reverse().forEach((r, i) => {
    STRENGTH[s + r] = i + 1;
  });
}
var FACE_VALUES = { K: 5, Q: 4, N: 3, J: 2 };
var VALUE = {};
for (const c of DECK) VALUE[c] = 1;
for (const c of SUIT_CARDS) if (Object.hasOwn(FACE_VALUES, c.slice(1))) VALUE[c] = FACE_VALUES[c.slice(1)];
for (const c of [PAGAT, MOND, SKUS]) VALUE[c] = 5;
function parseCard(code, field = "card") {
  const card = typeof code === "string" ? CANON.get(code.toUpperCase()) : void 0;
  if (card === void 0) {
    throw new MalformedInput(field, code, "not a card code (T1…T21, SKUS, HK, D3, S10, …)", "card.unknown");
  }
  return card;
}
var isTarock = (card) => card[0] === "T" || card === SKUS;
function cardNameDe(card) {
  if (card === SKUS) return "Sküs";
  if (card[0] === "T") return "Tarock " + roman(Number(card.slice(1)));
  const rank = card.slice(1);
  return `${SUIT_NAMES_DE[card[0]]} ${RANK_NAMES_DE[rank] ?? rank}`;
}
function roman(n) {
  let out = "";
  for (
    const [value, letters] of
    /** @type {[number, string][]} */
    [
      [10, "X"],
      [9, "IX"],
      [5, "V"],
      [4, "IV"],
      [1, "I"]
    ]
  ) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

// pwa/engine/counting.js
var DECK_THIRDS = 210;
var NOTATION = /^([0-9]{1,3})(?:\/([0-9]))?$/;
function countThirds(cards) {
  let sum = 0;
  for (const c of cards) sum += 3 * VALUE[c] - 2;
  return sum;
}
function parsePoints(value, field = "points") {
  let thirds;
  if (isInt(value)) {
    thirds = value;
  } else if (typeof value === "string") {
    const match = NOTATION.exec(strip(value));
    if (match === null) {
      throw new MalformedInput(field, value, 'expected "P/B" such as "35/2", or "P"', "points.notation");
    }
    const blatt = Number(match[2] ?? 0);
    if (blatt > 2) throw new MalformedInput(field, value, "Blatt must be 0, 1 or 2", "points.blatt");
    thirds = 3 * Number(match[1]) + blatt;
  } else {
    throw new MalformedInput(field, value, 'expected thirds (0–210) or "P/B"', "points.notation");
  }
  if (!(thirds >= 0 && thirds <= DECK_THIRDS)) {
    throw new MalformedInput(field, value, "must be between 0 and 210 thirds (0/0 … 70/0)", thirds > DECK_THIRDS ? "points.too_many" : "points.range");
  }
  return thirds;
}
function formatPoints(thirds) {
  const b = (thirds % 3 + 3) % 3;
  return `${(thirds - b) / 3}/${b}`;
}
function pointsText(thirds) {
  const b = (thirds % 3 + 3) % 3;
  return b ? `${(thirds - b) / 3}/${b}` : String((thirds - b) / 3);
}

// pwa/engine/profiles.js
var FAMILY = "koenigrufen";
var Profile = class {
  /**
   * @param {ProfileData} data a checked profile document
   * @param {HouseRules | null} [houseRules] the house rules applied to it
   */
  constructor(data, houseRules = null) {
    this.data = data;
    this.id = data.id;
    this.version = data.version;
    this.games = withBesserdreier(data);
    this.premiums = withPointsPremium(data);
    this.threshold = data.threshold;
    this.cents_per_point = data.cents_per_point;
    this.kontra_levels = data.kontra.levels;
    this.kontra_on_points = data.kontra.on_points;
    this.failed_silent_counts = data.failed_silent_counts;
    this.valat = data.valat;
    this.trischaken = data.trischaken;
    this.clauses = data.clauses;
    this.disallowed = new Set(data.disallowed_premiums ?? []);
    this.house_rules = houseRules ?? {};
    Object.freeze(this);
  }
  /**
   * @param {string} gameId
   * @returns {GameSpec}
   */
  game(gameId) {
    return this.games[gameId];
  }
};
var BESSERDREIER = "besserdreier";
function withBesserdreier(data) {
  const { games } = data;
  if (!data.besserdreier || !hasOwn(games, "dreier") || hasOwn(games, BESSERDREIER)) return games;
  return { ...games, [BESSERDREIER]: { ...games.dreier, name: "Besserdreier", bird: "any" } };
}
var POINTS_PREMIUM = "punkte";
function withPointsPremium(data) {
  const need = data.points_premium_thirds ?? 0;
  if (!need) return data.premiums;
  const entry = {
    name: `Punkte ${formatPoints(need)}`,
    announced: data.points_premium_announced ?? 2,
    silent: data.points_premium_silent ?? 0,
    announce_by: "anyone",
    min_thirds: need,
    clause: data.clauses.threshold
  };
  return { ...data.premiums, [POINTS_PREMIUM]: entry };
}
function checkProfileDocument(data) {
  if (isDict(data) && hasOwn(data, "family") && data.family !== FAMILY) {
    throw new NotAllowed("profile", data.id ?? null, `a ${data.family} profile, not a Königrufen profile`, "profile.other_family");
  }
  const ok = isDict(data) && isStr(data.id) && isStr(data.version) && ["games", "premiums", "clauses", "kontra"].every((k) => isDict(data[k])) && isInt(data.threshold) && isInt(data.cents_per_point);
  if (!ok) {
    throw new MalformedInput("profile", data, "expected a profile document (shared_rules/profiles/<id>.json)", "profile.invalid");
  }
  checkNumbers(data);
}
function checkNumbers(data) {
  for (const [path, [low, high]] of Object.entries(PROFILE_NUMBERS)) {
    for (const [where, value] of atPath(data, path.split("."), "")) {
      if (!isInt(value) || /** @type {number} */
      value < low || /** @type {number} */
      value > high) {
        throw new MalformedInput(where, value, `expected a whole number from ${low} to ${high}`, "profile.number", { min: low, max: high });
      }
    }
  }
}
function atPath(node, parts, where) {
  if (parts.length === 0) return [[where, node]];
  if (!isDict(node)) return [];
  const [first, ...rest] = parts;
  const keys = first === "*" ? Object.keys(node) : hasOwn(node, first) ? [first] : [];
  return keys.flatMap((key) => atPath(node[key], rest, where ? `${where}.${key}` : key));
}
var defaultProfile = (documents) => documents.find((d) => d?.family === FAMILY && d.default === true) ?? null;
var MAX_PROFILE_ID = 64;
function knownProfileId(profileId, documents) {
  if (!isStr(profileId)) throw new MalformedInput("profile", profileId, "expected a profile id", "profile.missing");
  if (documents.some((d) => d?.id === profileId)) return profileId;
  if (longerThan(profileId, MAX_PROFILE_ID)) {
    const shown = String.fromCodePoint(...[...profileId].slice(0, MAX_PROFILE_ID).map((c) => (
      /** @type {number} */
      c.codePointAt(0)
    ))) + "…";
    throw new MalformedInput("profile", shown, `a profile id has at most ${MAX_PROFILE_ID} characters`, "profile.id_too_long", { max: MAX_PROFILE_ID });
  }
  const known = sorted(documents.filter((d) => isDict(d) && isStr(d.id)).map((d) => d.id));
  throw new MalformedInput("profile", profileId, `unknown profile (known: ${known.join(", ")})`, "profile.unknown");
}
function profileFor(record, documents) {
  const given = isDict(record) && hasOwn(record, "profile");
  const id = knownProfileId(given ? record.profile : defaultProfile(documents)?.id, documents);
  const houseRules = isDict(record) ? get(record, "house_rules") : null;
  if (truthy(houseRules) && !isDict(houseRules)) {
    throw new MalformedInput("house_rules", houseRules, "expected an object of named switches", "house_rules.shape");
  }
  return documents.find((d) => d?.id === id);
}
function resolveProfile(record, given) {
  if (given instanceof Profile) return given;
  let doc = given;
  if (Array.isArray(given)) {
    doc = profileFor(record, given);
  } else {
    checkProfileDocument(given);
    if (hasOwn(record, "profile") && record.profile !== given.id) profileFor(record, [given]);
  }
  return loadProfile(doc, get(record, "house_rules"));
}
var CACHE_SIZE = 256;
var noHouseRules = (h) => isNone(h) || isDict(h) && Object.keys(h).length === 0;
function profileLoader(make, check, apply, isPlain = noHouseRules, key = JSON.stringify) {
  const cache = /* @__PURE__ */ new WeakMap();
  return function load(given, houseRules = null) {
    const data = (
      /** @type {ProfileData} */
      given
    );
    let built = cache.get(data);
    if (built === void 0) {
      check(data);
      built = /* @__PURE__ */ new Map();
      cache.set(data, built);
    }
    if (isPlain(houseRules)) {
      let plain = built.get("");
      if (plain === void 0) built.set("", plain = make(data, null));
      return plain;
    }
    if (!isDict(houseRules)) {
      throw new MalformedInput("house_rules", houseRules, "expected an object of named switches", "house_rules.shape");
    }
    const k = key(houseRules);
    let profile = built.get(k);
    if (profile === void 0) {
      profile = make(apply(data, houseRules), JSON.parse(k));
      if (built.size >= CACHE_SIZE) built.delete(
        /** @type {string} */
        built.keys().next().value
      );
      built.set(k, profile);
    }
    return profile;
  };
}
function withDefaults(data, family) {
  if (!isDict(data)) return data;
  const holder = (doc, key) => {
    let h = doc;
    for (const part of key.split(".").slice(0, -1)) h = isDict(h) ? h[part] : null;
    return isDict(h) ? h : null;
  };
  const lastOf = (key) => (
    /** @type {string} */
    key.split(".").pop()
  );
  const missing = switchesOf(family).map((n) => SWITCHES[n]).filter(
    (s) => hasOwn(s, "default") && holder(
      data,
      /** @type {string} */
      s.sets
    ) !== null && !hasOwn(
      /** @type {JsonObject} */
      holder(
        data,
        /** @type {string} */
        s.sets
      ),
      lastOf(
        /** @type {string} */
        s.sets
      )
    )
  );
  if (missing.length === 0) return data;
  const out = structuredClone(data);
  for (const s of missing) holder(
    out,
    /** @type {string} */
    s.sets
  )[lastOf(
    /** @type {string} */
    s.sets
  )] = s.default;
  return out;
}
var loadProfile = profileLoader(
  (d, h) => new Profile(withDefaults(d, FAMILY), h),
  checkProfileDocument,
  (d, h) => applyHouseRules(withDefaults(d, FAMILY), h)
);
function bool(field, v) {
  if (typeof v !== "boolean") throw new MalformedInput(field, v, "expected true or false", "value.yes_no");
}
var oneOf = (...choices) => (field, v) => {
  if (!choices.includes(
    /** @type {string} */
    v
  )) {
    throw new MalformedInput(field, v, `expected one of ${choices.join(", ")}`, "house_rules.choice");
  }
};
var whole = (lo, hi) => (field, v) => {
  if (!isInt(v) || !(lo <= v && v <= hi)) {
    throw new MalformedInput(field, v, `expected a whole number from ${lo} to ${hi}`, "number.range", { min: lo, max: hi });
  }
};
var points = (lo, hi) => (field, v) => {
  const thirds = typeof v === "string" ? parsePoints(v, field) : v;
  if (!isInt(thirds) || !(lo <= thirds && thirds <= hi)) {
    throw new MalformedInput(field, v, `expected "P/B" from "${formatPoints(lo)}" to "${formatPoints(hi)}" (or thirds from ${lo} to ${hi})`, "points.between", {
      min: pointsText(lo),
      max: pointsText(hi)
    });
  }
};
var idList = (table) => (field, v, data) => {
  if (!Array.isArray(v)) throw new MalformedInput(field, v, `expected a list of ${table} ids`, "house_rules.list");
  v.forEach((item, i) => {
    if (!isStr(item) || !hasOwn(data[table], item)) notInProfile(`${field}.${i}`, item, table, data);
  });
};
function notInProfile(field, item, table, data) {
  if ((table === "games" ? GAMES : PREMIUMS).includes(
    /** @type {string} */
    item
  )) {
    throw new NotAllowed(field, item, `not a ${table.slice(0, -1)} of profile ${data.id}`, "house_rules.not_in_profile");
  }
  throw new MalformedInput(field, item, `not a ${table.slice(0, -1)} id`, "house_rules.unknown_id");
}
function announcedAndSilent(field, value) {
  const keys = isDict(value) ? sorted(Object.keys(value)) : [];
  if (keys.length === 0 || keys.some((k) => k !== "announced" && k !== "silent")) {
    throw new MalformedInput(field, value, 'expected {"announced": n, "silent": n}', "house_rules.values");
  }
  for (const key of keys) whole(0, MAX_HOUSE_VALUE)(
    `${field}.${key}`,
    /** @type {JsonObject} */
    value[key]
  );
}
function values(table, value) {
  const item = table.slice(0, -1);
  const shape = value === "whole" ? `expected {${item}: value}` : `{${item}: {"announced": n, "silent": n}}`;
  const checkValue = value === "whole" ? whole(0, MAX_HOUSE_VALUE) : announcedAndSilent;
  return (field, v, data) => {
    if (!isDict(v)) throw new MalformedInput(field, v, shape, "house_rules.values");
    for (const key of sorted(Object.keys(v))) {
      if (!hasOwn(data[table], key)) notInProfile(`${field}.${key}`, key, table, data);
      checkValue(`${field}.${key}`, v[key]);
    }
  };
}
function switchCheck(s) {
  switch (s.type) {
    case "bool":
      return bool;
    case "whole":
      return whole(
        /** @type {number} */
        s.min,
        /** @type {number} */
        s.max
      );
    case "points":
      return points(
        /** @type {number} */
        s.min,
        /** @type {number} */
        s.max
      );
    case "choice":
      return oneOf(.../** @type {{id: string}[]} */
      s.choices.map((c) => c.id));
    case "ids":
      return idList(
        /** @type {string} */
        s.table
      );
    default:
      return values(
        /** @type {string} */
        s.table,
        s.value
      );
  }
}
var switchChecks = (family) => Object.fromEntries(switchesOf(family).map((n) => [n, switchCheck(SWITCHES[n])]));
function checkedCopy(switches, profile, rules) {
  for (const name of sorted(Object.keys(rules))) {
    const check = get(switches, name);
    if (check === null) {
      throw new MalformedInput(`house_rules.${name}`, rules[name], `unknown house rule (known: ${Object.keys(switches).join(", ")})`, "house_rules.unknown");
    }
    check(`house_rules.${name}`, rules[name], profile);
  }
  return structuredClone(profile);
}
function setPlainSwitches(data, rules, family) {
  for (const name of switchesOf(family)) {
    const s = SWITCHES[name];
    if (!hasOwn(rules, name) || s.sets === null) continue;
    let value = rules[name];
    if (s.type === "points" && typeof value === "string") value = parsePoints(value, `house_rules.${name}`);
    const path = s.sets.split(".");
    const last = (
      /** @type {string} */
      path.pop()
    );
    let target = data;
    for (const part of path) target = target[part];
    target[last] = value;
  }
}
var SWITCHES2 = switchChecks(FAMILY);
function dreierBirds(data, rules) {
  const allowed = data.games.dreier.premiums ?? [];
  const off = /* @__PURE__ */ new Set([...data.disallowed_premiums ?? [], ...get(rules, "disallowed_premiums", [])]);
  return BIRDS.filter((b) => hasOwn(data.premiums, b) && !off.has(b) && (allowed === "all" || allowed.includes(b)));
}
function refuseMissingTables(data, rules) {
  for (const name of sorted(Object.keys(rules))) {
    const sets = SWITCHES[name].sets ?? "";
    const table = sets.includes(".") ? sets.split(".")[0] : null;
    if (table === "valat" && data.valat === null) {
      throw new NotAllowed(`house_rules.${name}`, rules[name], "this profile has no Valat", "house_rules.no_valat");
    }
    if (table === "trischaken" && data.trischaken === null) {
      throw new NotAllowed(`house_rules.${name}`, rules[name], "this profile has no Trischaken", "house_rules.no_trischaken");
    }
  }
  if (truthy(get(rules, "besserdreier", false)) && hasOwn(data.games, "dreier") && dreierBirds(data, rules).length === 0) {
    throw new NotAllowed("house_rules.besserdreier", rules.besserdreier, "in this profile's Dreier no bird may be announced", "house_rules.no_bird");
  }
}
function applyHouseRules(profile, rules) {
  const data = checkedCopy(SWITCHES2, profile, rules);
  refuseMissingTables(data, rules);
  setPlainSwitches(data, rules, FAMILY);
  for (const [game, value] of Object.entries(get(rules, "game_values", {}))) data.games[game].value = value;
  for (const [name, values2] of Object.entries(get(rules, "premium_values", {}))) {
    Object.assign(data.premiums[name], values2);
  }
  for (const game of get(rules, "games_off", [])) delete data.games[game];
  data.disallowed_premiums = sorted(/* @__PURE__ */ new Set([...profile.disallowed_premiums ?? [], ...get(rules, "disallowed_premiums", [])]));
  return data;
}

export {
  SUIT_NAMES_DE,
  PAGAT,
  MOND,
  SKUS,
  TRULL,
  BIRDS2 as BIRDS,
  KINGS,
  QUEENS,
  DECK,
  STRENGTH,
  parseCard,
  isTarock,
  cardNameDe,
  DECK_THIRDS,
  countThirds,
  parsePoints,
  formatPoints,
  pointsText,
  FAMILY,
  Profile,
  checkProfileDocument,
  MAX_PROFILE_ID,
  resolveProfile,
  noHouseRules,
  profileLoader,
  withDefaults,
  loadProfile,
  switchChecks,
  checkedCopy,
  setPlainSwitches,
  applyHouseRules
};
