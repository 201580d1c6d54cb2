/**
 * Renonce (twin of shared_rules/renonce.py): the deal ends; every regular player is credited what
 * his side would get had it won the game and every announced premium; the renoncer pays it all
 * (two renoncers share, in exact halves). Kontra does not apply.
 *
 * @example
 * settle({players: ["Anna", "Bernd", "Clara", "David"], game: "dreier", declarer: "Anna",
 *   renonce: {players: ["Bernd"], reason: "Farbzwang"}}, ooeDocument).points;
 * // {Anna: 12, Bernd: -20, Clara: 4, David: 4}
 */
import { exact, neg } from "./fraction.js";
import { line, moneyOf } from "./ledger.js";
import { fromKeys } from "./py.js";

/**
 * The credit lines of a Renonce in a game (Trischaken: trischakenRenonceLines).
 * @param {import("./record.js").Deal} deal
 * @returns {import("./ledger.js").Line[]}
 */
export function renonceLines(deal) {
  const renoncers = deal.renonce ?? [];
  const { profile, game } = deal;
  const side = deal.declarer_side;
  const vconf = /** @type {import("./types.js").JsonObject} */ (profile.valat); // read only where the deal has a valat, which needs one
  const valatAnnounced = deal.valat !== null && deal.valat.announced;
  let gameFactor = 1;
  let premiumTotal = 0;
  const names = [];
  const gkey = `games.${deal.game_id}`;
  const keys = [`${gkey}.value`];
  if (valatAnnounced && vconf.mode === "game_factor") {
    gameFactor = vconf.announced;
    names.push(`Valat ×${gameFactor}`);
    keys.push("valat.announced");
  } else if (valatAnnounced) {
    premiumTotal += vconf.announced * (vconf.premium_factor ? game.premium_factor : 1);
    names.push("Valat");
    keys.push("valat.announced");
  }
  for (const p of deal.premiums) {
    if (p.announced) {
      premiumTotal += p.spec.announced * game.premium_factor;
      names.push(p.spec.name);
      keys.push(`premiums.${p.name}.announced`);
    }
  }
  if (premiumTotal && game.premium_factor !== 1) keys.push(`${gkey}.premium_factor`);
  const who = renoncers.join(" und ");
  let extra = names.length ? ` und alle angesagten Prämien (${names.join(", ")})` : "";
  const flat = deal.renonce_rule === "bird_missing" ? (game.bird_missing_credit ?? null) : null;
  if (flat !== null) extra = ` (A-Rufer ohne Vogel im Blatt: je ${flat})`; // OÖ-Renonce flat case
  const lines = [];
  for (const player of deal.active) {
    if (renoncers.includes(player)) continue;
    const onDeclarerSide = side.includes(player);
    let x = game.value * gameFactor * (onDeclarerSide ? 1 : game.lost_factor) + premiumTotal;
    let credit = onDeclarerSide ? Math.floor((x * deal.opponents.length) / side.length) : x;
    let lineKeys = [...new Set(keys)]; // a premium of both sides is one key
    if (!onDeclarerSide && game.lost_factor !== 1) lineKeys.push(`${gkey}.lost_factor`);
    if (flat !== null) {
      x = credit = flat;
      lineKeys = [`${gkey}.bird_missing_credit`];
    }
    const points = fromKeys(deal.players, /** @type {import("./types.js").Amount} */ (0));
    points[player] = credit;
    const share = neg(exact(credit, renoncers.length));
    for (const r of renoncers) points[r] = share;
    const text =
      `Renonce von ${who}: ${player} bekommt, als hätte die Partei ` + `${onDeclarerSide ? "des Spielers" : "der Gegner"} das Spiel${extra} gewonnen`;
    lines.push(
      line("renonce", text, onDeclarerSide ? "declarer" : "opponents", x, points, moneyOf(points, deal.cents_per_point), [profile.clauses.renonce], lineKeys),
    );
  }
  return lines;
}
