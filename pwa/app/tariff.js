/**
 * The round's own tariff on the new-sheet form: the value of each game and the announced and
 * silent value of each premium, as the house-rule switches ``game_values`` and ``premium_values``
 * (shared_rules/vocabulary.json) take them; what Kontra doubles at this table, read from the
 * profile; and one sample deal, settled by the engine under the round's tariff and under the
 * profile's, so a player sees what a change means before the sheet exists.
 *
 * @example
 * tariffRows(ooe).games[1]                    // { id: "rufer", name: "Rufer", base: 1 }
 * tariffRules(ooe, { "game:rufer": "2" })     // { game_values: { rufer: 2 } }
 * kontraNote(ooe)                             // { key: "tariff.kontra_money", vars: { top: "Subkontra" } }
 */
import { familyOfProfile } from "../engine/familytable.js";
import { KONTRA_NAMES, MAX_HOUSE_VALUE, switchesOf } from "../engine/vocabulary.js";

/** What the switches of values are called in a form field's key: "game:rufer", "premium:pagat:announced". */
export const SIDES = ["announced", "silent"];

/** The games and premiums whose values the profile's family lets a table set, with the profile's values. */
export function tariffRows(doc) {
  if (!doc) return { games: [], premiums: [] };
  const takes = switchesOf(familyOfProfile(doc).id);
  const games = takes.includes("game_values") ? Object.entries(doc.games ?? {}).map(([id, g]) => ({ id, name: g.name, base: g.value })) : [];
  const premiums = takes.includes("premium_values")
    ? Object.entries(doc.premiums ?? {}).map(([id, p]) => ({ id, name: p.name, base: { announced: p.announced, silent: p.silent } }))
    : [];
  return { games, premiums };
}

/** A typed value as the engine takes it (a whole number 0–1000), or null. */
export function typedValue(text) {
  const s = String(text ?? "").trim();
  if (!/^\d{1,4}$/.test(s)) return null;
  const n = Number(s);
  return n <= MAX_HOUSE_VALUE ? n : null;
}

/** The form fields (key → typed text) that are not a whole number 0–1000. */
export function badValues(chosen) {
  return Object.keys(chosen).filter((k) => typedValue(chosen[k]) === null);
}

/**
 * The house rules of the values typed in the form (key → text; a key "game:<id>" or
 * "premium:<id>:<side>"): only those that differ from the profile, only those the form can read.
 */
export function tariffRules(doc, chosen) {
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

/**
 * What Kontra does at this table, from the (house-ruled) profile document: the i18n key of the
 * note and its words, or null for a family without Kontra.
 */
export function kontraNote(doc) {
  const kontra = doc?.kontra;
  if (!kontra) return null;
  if (!kontra.levels) return { key: "tariff.kontra_none", vars: {} };
  const top = KONTRA_NAMES[kontra.levels];
  return { key: kontra.on_points ? "tariff.kontra_points" : "tariff.kontra_money", vars: { top } };
}

/** The games a sample deal can show for this profile document (Trischaken has no one declarer). */
export function sampleGames(doc) {
  if (!doc?.games) return [];
  const pot = familyOfProfile(doc).hasPot;
  return Object.entries(doc.games)
    .filter(([, g]) => pot || g.kind !== "trischaken")
    .map(([id, g]) => ({ id, name: g.name }));
}

const takes = (game, premium, doc) =>
  !!doc.premiums?.[premium] && !(doc.disallowed_premiums ?? []).includes(premium) && (game.premiums === "all" || (game.premiums ?? []).includes(premium));

/**
 * One deal of ``game`` as a table might write it, for ``players`` (the first declares): a positive
 * game won with 40 points, Kontra and an announced Pagat where the rules have them; a negative game
 * won; a game of a pot won with 61 Augen. The settle is the engine's; this only writes the record.
 */
export function sampleRecord(doc, game, players) {
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
