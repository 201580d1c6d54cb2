/**
 * The house-rule switches a new sheet offers, each with its explanation (German, English) and
 * where the profile document keeps its default; a profile is offered those its engine takes.
 * Values and premiums tables (game_values, premium_values) are left to the API: a table at the inn
 * agrees on switches, not on tariffs.
 */
export const HOUSE_RULES = [
  { key: "kontra_on_points", type: "bool", from: (d) => d.kontra.on_points,
    de: "Kontra verdoppelt auch die Punkte (sonst nur das Geld).",
    en: "Kontra doubles the points too (otherwise only the money)." },
  { key: "kontra_levels", type: "select", options: [1, 2, 3, 4, 5], from: (d) => d.kontra.levels,
    de: "Wie weit gedoppelt werden darf: 1 Kontra, 2 Rekontra, 3 Subkontra, 4 Hirschkontra, 5 Mordkontra.",
    en: "How far doubling may go: 1 Kontra, 2 Rekontra, 3 Subkontra, 4 Hirschkontra, 5 Mordkontra." },
  { key: "own_king_callable", type: "bool", from: (d) => d.own_king_callable,
    de: "Man darf den eigenen König rufen und spielt dann allein.",
    en: "You may call your own king and then play alone." },
  { key: "four_kings", type: "select", options: ["forbidden", "queen", "fourth_king"], from: (d) => d.four_kings,
    de: "Wer alle vier Könige hat: Rufer verboten, eine Dame rufen, oder den vierten König rufen (allein).",
    en: "Holding all four kings: no Rufer, call a queen, or call the fourth king (alone)." },
  { key: "kaiserstich", type: "select", options: ["off", "any_order", "mond_skus_pagat"], from: (d) => d.kaiserstich,
    de: "Kaiserstich: Sküs, Mond und Pagat in einem Stich – der Pagat sticht (in jeder Reihenfolge oder nur Mond-Sküs-Pagat).",
    en: "Kaiserstich: Sküs, Mond and Pagat in one trick – the Pagat wins (any order, or only Mond-Sküs-Pagat)." },
  { key: "failed_silent_counts", type: "bool", from: (d) => d.failed_silent_counts,
    de: "Eine stille Prämie, die misslingt, zählt für die Gegner.",
    en: "A silent premium that fails counts for the other side." },
  { key: "jungfrau_split", type: "select", options: ["share", "each"], from: (d) => d.trischaken?.jungfrau_split,
    de: "Trischaken mit zwei Jungfrauen: sie teilen sich die Auszahlung, oder jede bekommt sie ganz.",
    en: "Trischaken with two Jungfrauen: they share the payout, or each gets it whole." },
  { key: "threshold", type: "number", min: 1, max: 210, from: (d) => d.threshold,
    de: "Zum Gewinnen nötig, in Dritteln (107 = 35 Punkte 2 Blatt, 108 = 36 Punkte).",
    en: "Needed to win, in thirds (107 = 35 points 2 cards, 108 = 36 points)." },
  { key: "disallowed_premiums", type: "list", table: "premiums", from: (d) => d.disallowed_premiums ?? [],
    de: "Prämien, die in dieser Runde nicht gelten.",
    en: "Premiums that do not count at this table." },
  { key: "breach_loses", type: "bool", from: (d) => d.breach_loses,
    de: "Ein Regelverstoß (Farbzwang, Trumpfzwang, Stichzwang) verliert das Spiel für die Partei, die ihn beging.",
    en: "A breach (following suit, trumping, heading the trick) loses the game for the side that made it." },
  { key: "games_off", type: "list", table: "games", from: () => [],
    de: "Spiele, die in dieser Runde nicht gespielt werden.",
    en: "Games not played at this table." },
];

/**
 * The switches a profile document takes: those its engine accepts at the profile's own value
 * (``load`` is the engine's loader; another family's switches are unknown to it).
 */
export function switchesOf(doc, load) {
  return HOUSE_RULES.filter((rule) => {
    try {
      load(doc, { [rule.key]: rule.from(doc) });
      return true;
    } catch {
      return false;
    }
  });
}

/** Only what differs from the profile goes into the sheet's house rules. */
export function houseRulesFrom(doc, chosen) {
  const out = {};
  for (const rule of HOUSE_RULES) {
    if (!(rule.key in chosen)) continue;
    const base = rule.from(doc);
    const value = chosen[rule.key];
    const same = rule.type === "list" ? value.length === 0 : value === base;
    if (!same) out[rule.key] = value;
  }
  return out;
}
