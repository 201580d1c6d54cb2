import {
  customProfile
} from "./chunk-KV4MQBDT.js";
import {
  formatPoints,
  parsePoints
} from "./chunk-76HJ52WC.js";
import {
  KONTRA_NAMES,
  MAX_HOUSE_VALUE,
  SWITCHES,
  VOCABULARY,
  switchesOf
} from "./chunk-5GM52YBN.js";
import {
  familyOfProfile
} from "./chunk-R2IDERMZ.js";

// pwa/app/houserules.js
var at = (doc, path) => path.split(".").reduce((v, part) => v == null ? void 0 : v[part], doc);
function pointsOf(text) {
  try {
    return parsePoints(text);
  } catch {
    return null;
  }
}
function formRule(s) {
  const rule = (
    /** @type {FormRule} ``from`` is set below */
    { key: s.name, type: s.type }
  );
  const [min, max] = (
    /** @type {[number, number]} */
    [s.min, s.max]
  );
  if (s.type === "whole") rule.options = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (s.type === "choice") rule.options = /** @type {NonNullable<typeof s.choices>} */
  s.choices.map((c) => c.id);
  if (s.type === "ids") rule.table = s.table;
  if (s.type === "points") rule.pattern = "\\s*\\d{1,2}(/[0-2])?\\s*";
  const base = (d) => at(d, s.sets) ?? s.default;
  rule.from = s.type === "ids" ? () => [] : s.type === "points" ? (d) => Number.isInteger(base(d)) ? formatPoints(base(d)) : void 0 : base;
  return Object.freeze(rule);
}
var HOUSE_RULES = VOCABULARY.house_rules.filter((s) => s.form).map(formRule);
function switchesOf2(doc, load, rules = (
  /** @type {readonly any[]} */
  HOUSE_RULES
)) {
  return rules.filter((rule) => {
    try {
      load(doc, { [rule.key]: rule.from(doc) });
      return true;
    } catch {
      return false;
    }
  });
}
function houseRulesFrom(doc, chosen) {
  const out = {};
  for (const rule of HOUSE_RULES) {
    if (!(rule.key in chosen)) continue;
    const base = rule.from(doc);
    let value = chosen[rule.key];
    let same = value === base;
    if (rule.type === "ids") same = value.length === 0;
    if (rule.type === "points") {
      value = String(value).trim();
      same = pointsOf(value) !== null && pointsOf(value) === pointsOf(base);
    }
    if (!same) out[rule.key] = value;
  }
  return out;
}
function shown(rule, value, t) {
  if (rule.type === "bool") return t(value ? "hr.on" : "hr.off");
  if (rule.type === "choice") return t(`hr.${rule.key}.${value}`);
  return String(value);
}

// pwa/app/tariff.js
var SIDES = ["announced", "silent"];
function tariffRows(doc) {
  if (!doc) return { games: [], premiums: [] };
  const takes2 = switchesOf(familyOfProfile(doc).id);
  const games = takes2.includes("game_values") ? Object.entries(doc.games ?? {}).map(([id, g]) => ({ id, name: g.name, base: g.value })) : [];
  const premiums = takes2.includes("premium_values") ? Object.entries(doc.premiums ?? {}).map(([id, p]) => ({ id, name: p.name, base: { announced: p.announced, silent: p.silent } })) : [];
  return { games, premiums };
}
function typedValue(text) {
  const s = String(text ?? "").trim();
  if (!/^\d{1,4}$/.test(s)) return null;
  const n = Number(s);
  return n <= MAX_HOUSE_VALUE ? n : null;
}
function badValues(chosen) {
  return Object.keys(chosen).filter((k) => typedValue(chosen[k]) === null);
}
function tariffRules(doc, chosen) {
  const { games, premiums } = tariffRows(doc);
  const out = {};
  const gameValues = {};
  for (const g of games) {
    const v = typedValue(chosen[`game:${g.id}`]);
    if (v !== null && v !== g.base) gameValues[g.id] = v;
  }
  const premiumValues = {};
  for (const p of premiums) {
    for (const side of SIDES) {
      const v = typedValue(chosen[`premium:${p.id}:${side}`]);
      if (v !== null && v !== p.base[side]) (premiumValues[p.id] ??= {})[side] = v;
    }
  }
  if (Object.keys(gameValues).length) out.game_values = gameValues;
  if (Object.keys(premiumValues).length) out.premium_values = premiumValues;
  return out;
}
function kontraNote(doc) {
  const kontra = doc?.kontra;
  if (!kontra) return null;
  if (!kontra.levels) return { key: "tariff.kontra_none", vars: {} };
  const top = KONTRA_NAMES[kontra.levels];
  return { key: kontra.on_points ? "tariff.kontra_points" : "tariff.kontra_money", vars: { top } };
}
function sampleGames(doc) {
  if (!doc?.games) return [];
  const pot = familyOfProfile(doc).hasPot;
  return Object.entries(doc.games).filter(([, g]) => pot || g.kind !== "trischaken").map(([id, g]) => ({ id, name: g.name }));
}
var takes = (game, premium, doc) => !!doc.premiums?.[premium] && !(doc.disallowed_premiums ?? []).includes(premium) && (game.premiums === "all" || (game.premiums ?? []).includes(premium));
function sampleRecord(doc, game, players) {
  const g = doc.games[game];
  const record = { game, players: [...players], declarer: players[0], cents_per_point: doc.cents_per_point };
  if (familyOfProfile(doc).hasPot) return { ...record, declarer_augen: 61, stake: doc.stake?.default ?? 1 };
  record.forehand = players[0];
  if (g.kind === "negative") return { ...record, won: true };
  record.declarer_points = "40";
  if (g.team === "called_king") Object.assign(record, { partner: players[2], called_king: "HK" });
  if (doc.kontra?.levels) record.kontra = 1;
  if (takes(g, "pagat", doc)) record.premiums = [{ name: "pagat", side: "declarer", announced: true, won: true }];
  return record;
}

// pwa/app/customrules.js
var at2 = (doc, path) => path.split(".").reduce((v, part) => v == null ? void 0 : v[part], doc);
var VALUE_SWITCHES = Object.freeze(
  VOCABULARY.house_rules.filter((s) => !s.form && s.type === "whole" && s.sets).map((s) => Object.freeze({ key: s.name, type: s.type, from: (d) => at2(
    d,
    /** @type {string} */
    s.sets
  ) ?? s.default }))
);
function valueSwitchesOf(doc, load) {
  return switchesOf2(doc, load, VALUE_SWITCHES);
}
function valueRulesFrom(doc, typed) {
  const out = {};
  for (const rule of VALUE_SWITCHES) {
    if (!(rule.key in typed)) continue;
    const v = typedValue(typed[rule.key]);
    if (v !== null && v !== rule.from(doc)) out[rule.key] = v;
  }
  return out;
}
function takesCustom(doc) {
  try {
    customProfile(doc, { id: "probe", name: `${doc.name} (probe)`, version: "1" }, [doc]);
    return true;
  } catch {
    return false;
  }
}
function newCustomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `eigen-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
function overlayOf(baseDoc, switches, name, id = newCustomId()) {
  return { base: baseDoc.id, id, name: name.trim(), version: "1", switches };
}
function customOf(baseDoc, overlay, officials) {
  const { base: _b, ...rest } = overlay;
  return customProfile(baseDoc, rest, officials);
}
function switchValue(rule, doc) {
  if (rule.type !== "points") return rule.from(doc);
  const s = SWITCHES[rule.key];
  const v = at2(doc, s.sets ?? "") ?? s.default;
  return Number.isInteger(v) ? formatPoints(v) : v;
}
function switchesBetween(baseDoc, doc) {
  const out = {};
  for (const rule of [...HOUSE_RULES, ...VALUE_SWITCHES]) {
    if (rule.type === "ids") continue;
    const mine = switchValue(rule, doc);
    const theirs = switchValue(rule, baseDoc);
    if (mine !== void 0 && JSON.stringify(mine) !== JSON.stringify(theirs)) out[rule.key] = mine;
  }
  const off = Object.keys(baseDoc.games ?? {}).filter((g) => !(g in (doc.games ?? {})));
  if (off.length) out.games_off = off;
  const had = new Set(baseDoc.disallowed_premiums ?? []);
  const forbidden = (doc.disallowed_premiums ?? []).filter((p) => !had.has(p));
  if (forbidden.length) out.disallowed_premiums = forbidden;
  const gameValues = {};
  for (const [id, g] of Object.entries(doc.games ?? {})) {
    const was = baseDoc.games?.[id];
    if (was && was.value !== g.value) gameValues[id] = g.value;
  }
  if (Object.keys(gameValues).length) out.game_values = gameValues;
  const premiumValues = {};
  for (const [id, p] of Object.entries(doc.premiums ?? {})) {
    const was = baseDoc.premiums?.[id];
    if (!was) continue;
    for (const side of ["announced", "silent"]) if (was[side] !== p[side]) (premiumValues[id] ??= {})[side] = p[side];
  }
  if (Object.keys(premiumValues).length) out.premium_values = premiumValues;
  return out;
}
function sentOverlay(sheet, baseDoc) {
  if (sheet.custom_profile) return sheet.custom_profile;
  const doc = sheet.profile_data;
  return { base: doc.base.id, id: doc.id, name: doc.name, version: doc.version, switches: switchesBetween(baseDoc, doc) };
}
var VALAT_KEYS = ["valat_mode", "valat_announced", "valat_silent", "valat_solo_double"];
function summaryParts(baseDoc, switches, t) {
  const parts = [];
  const built = (key) => key in switches ? switches[key] : [...HOUSE_RULES, ...VALUE_SWITCHES].find((r) => r.key === key)?.from(baseDoc);
  if (VALAT_KEYS.some((k) => k in switches)) {
    const vars = { silent: built("valat_silent"), announced: built("valat_announced") };
    const premium = built("valat_mode") === "premium";
    let text = t(premium ? "custom.sum.valat_premium" : "custom.sum.valat_factor", vars);
    if (premium && built("valat_solo_double")) text += t("custom.sum.valat_solo_double");
    parts.push(text);
  }
  for (const rule of [...HOUSE_RULES, ...VALUE_SWITCHES]) {
    const key = rule.key;
    if (!(key in switches) || VALAT_KEYS.includes(key)) continue;
    if (key === "trischaken_buergermeister") parts.push(t(switches[key] ? "custom.sum.buergermeister" : "custom.sum.no_buergermeister"));
    else if (key === "besserdreier") parts.push(t(switches[key] ? "custom.sum.besserdreier" : "custom.sum.no_besserdreier"));
    else if (rule.type === "ids") {
      const table = key === "games_off" ? baseDoc.games : baseDoc.premiums;
      const names = switches[key].map((id) => table?.[id]?.name ?? id).join(", ");
      parts.push(t(key === "games_off" ? "custom.sum.games_off" : "custom.sum.premiums_off", { names }));
    } else parts.push(`${t(`hr.${key}`)}: ${shown(rule, switches[key], t)}`);
  }
  for (const [id, v] of Object.entries(switches.game_values ?? {})) {
    parts.push(t("custom.sum.game_value", { game: baseDoc.games?.[id]?.name ?? id, value: v }));
  }
  for (const [id, sides] of Object.entries(switches.premium_values ?? {})) {
    const name = baseDoc.premiums?.[id]?.name ?? id;
    for (const [side, v] of Object.entries(sides)) parts.push(t("custom.sum.premium_value", { premium: name, side: t(`tariff.${side}`), value: v }));
  }
  return parts;
}
function sampleDeals(doc, switches, players) {
  const out = [];
  const [a, b, c, d] = players;
  const base = { players: [...players], forehand: a, declarer: a, cents_per_point: doc.cents_per_point };
  if (doc.valat && VALAT_KEYS.some((k) => k in switches) && doc.games?.rufer) {
    out.push({
      key: "valat",
      text: "custom.sample_valat",
      record: { ...base, game: "rufer", won: true, partner: c, called_king: "HK", valat: { side: "declarer", announced: true, won: true } }
    });
  }
  const trischaken = Object.keys(switches).some((k) => k.startsWith("trischaken_") || k === "jungfrau_split");
  if (doc.games?.trischaken && trischaken) {
    const talonOut = doc.trischaken?.talon_out;
    const points = talonOut ? { [a]: 20, [b]: 40, [c]: 110, [d]: 10 } : { [a]: 20, [b]: 50, [c]: 110, [d]: 30 };
    out.push({ key: "trischaken", text: "custom.sample_trischaken", record: { ...base, game: "trischaken", trischaken: { points } } });
    if (["trischaken_vorhand_tie", "trischaken_tied_losers"].some((k) => k in switches)) {
      const [x, y] = "trischaken_vorhand_tie" in switches ? [b, d] : [a, d];
      const tied = { [x]: talonOut ? 30 : 36, [y]: talonOut ? 12 : 24 };
      for (const p of [a, b, c, d]) tied[p] ??= 75;
      out.push({ key: "trischaken_tie", text: "custom.sample_trischaken_tie", record: { ...base, game: "trischaken", trischaken: { points: tied } } });
    }
    if ("jungfrau_split" in switches) {
      const jungfrau = { [a]: 60, [b]: talonOut ? 80 : 90, [c]: 60, [d]: 0 };
      out.push({ key: "jungfrau", text: "custom.sample_jungfrau", record: { ...base, game: "trischaken", trischaken: { points: jungfrau } } });
    }
  }
  return out;
}

export {
  HOUSE_RULES,
  switchesOf2 as switchesOf,
  houseRulesFrom,
  shown,
  SIDES,
  tariffRows,
  typedValue,
  badValues,
  tariffRules,
  kontraNote,
  sampleGames,
  sampleRecord,
  VALUE_SWITCHES,
  valueSwitchesOf,
  valueRulesFrom,
  takesCustom,
  newCustomId,
  overlayOf,
  customOf,
  switchesBetween,
  sentOverlay,
  summaryParts,
  sampleDeals
};
