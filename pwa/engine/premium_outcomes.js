/**
 * Premium outcomes from the played cards: who made which premium, who lost one (twin of
 * shared_rules/premium_outcomes.py).
 *
 * Each premium says in its profile how it is decided: a bird (``card``, ``trick``) must win its
 * trick itself; König ultimo (``requires_called_king``): the called king falls in the last trick
 * and that trick goes to the declarer's side; Trull and Alle Könige (``all_cards``): all of those
 * cards in one side's tricks (talon parts included); Mondfang (``caught_card``): the opponents win
 * the trick in which the declarer side plays that card; Säcke: the declarer side's thirds reach
 * ``min_thirds``; Valat: one side takes all 12 tricks. A premium belongs to the side that announced
 * it, or, silent, to the side that made it.
 *
 * @example
 * describe("pagat", "Bernd", "opponents", true, "Tarock I machte den 12. Stich");
 * // "Pagat angesagt von Bernd (Gegner): gemacht – Tarock I machte den 12. Stich"
 */
import { cardNameDe } from "./cards.js";
import { DECK_THIRDS } from "./counting.js";
import { Inconsistent } from "./errors.js";
import { SIDE_DE } from "./ledger.js";
import { get, hasOwn } from "./py.js";

/** @typedef {import("./types.js").Player} Player */
/** @typedef {import("./types.js").Card} Card */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {import("./replay_input.js").ReplayInput} ReplayInput */
/** @typedef {import("./play.js").Contract} Contract */
/** @typedef {Readonly<import("./play.js").Trick>} Trick */
/** @typedef {{side: string, announced: boolean, won: boolean | null, kontra: number, by: Player | null, text: string}} ValatOutcome */
/** @typedef {ValatOutcome & {name: string}} PremiumOutcome  a premium made, lost or still open (``won`` null) */
/** @typedef {Map<string, [Player, number]>} Announced  "name side" -> [player, kontra] */
/** @typedef {[string | null, string | null, Player | null, string]} Outcome  [side that made it, side whose silent attempt failed, holder, reason] */

const SIDES = ["declarer", "opponents"];
/** @type {Map<boolean | null, string>} */
const RESULT_DE = new Map([
  [true, "gemacht"],
  [false, "nicht gemacht"],
  [null, "offen"],
]);

/**
 * @param {string} name
 * @param {string | null} by
 * @param {string} side
 * @param {boolean | null} won
 * @param {string} [reason]
 * @param {string | null} [specName]
 * @returns {string}
 */
export function describe(name, by, side, won, reason = "", specName = null) {
  const how = by ? `angesagt von ${by}` : "still";
  const text = `${specName || name.charAt(0).toUpperCase() + name.slice(1).toLowerCase()} ${how} (${SIDE_DE[side]}): ${RESULT_DE.get(won)}`;
  return reason ? `${text} – ${reason}` : text;
}

/**
 * [premiums, valat] of a replayed positive deal (``contract`` and ``tricks`` are the replay's first
 * two phases); see the module comment.
 * @param {ReplayInput} deal
 * @param {Contract} contract
 * @param {Trick[]} tricks
 * @param {{[player: string]: string}} sideOf player -> "declarer" or "opponents"
 * @param {{[side: string]: Card[]}} sideCards
 * @param {number | null} declarerThirds
 * @param {boolean} complete
 * @returns {[PremiumOutcome[], ValatOutcome | null]}
 */
export function decidePremiums(deal, contract, tricks, sideOf, sideCards, declarerThirds, complete) {
  const { profile, game } = deal;
  /** @type {Announced} */
  const announced = new Map(); // "name side" -> [player, kontra]
  for (const [index, player, name, kontra] of deal.announcements) {
    const side = sideOf[player];
    const path = index !== null ? `announcements.${index}` : "bird";
    const fixed = get(get(profile.premiums, name, {}), "belongs_to");
    if (fixed && side !== fixed) {
      throw new Inconsistent(`${path}.player`, player, `${name} belongs to the ${fixed} side; ${player} is on the ${side} side`, "premium.wrong_player_side");
    }
    if (announced.has(`${name} ${side}`)) {
      throw new Inconsistent(path, name, `${name} is announced twice by the ${side} side`, "premium.twice");
    }
    announced.set(`${name} ${side}`, [player, kontra]);
  }
  const valat = decideValat(deal, tricks, sideOf, announced, complete);
  if (game.kind !== "positive") return [[], null];
  /** @type {string[]} */
  const names = game.premiums === "all" ? Object.keys(profile.premiums) : game.premiums;
  /** @type {PremiumOutcome[]} */
  const out = [];
  for (const name of names) {
    if (profile.disallowed.has(name)) continue;
    const spec = profile.premiums[name];
    const [made, attempt, holder, reason] = outcome(name, spec, deal, contract, tricks, sideOf, sideCards, declarerThirds, complete);
    const sidesAnnounced = new Set();
    for (const side of SIDES) {
      if (!announced.has(`${name} ${side}`)) continue;
      const [player, kontra] = /** @type {[Player, number]} */ (announced.get(`${name} ${side}`));
      sidesAnnounced.add(side);
      /** @type {boolean | null} */
      let won;
      /** @type {string} */
      let why;
      if (holder !== null && player !== holder) [won, why] = [complete ? false : null, `${player} hatte die Karte nicht`];
      else [won, why] = [complete ? made === side : null, reason];
      out.push(item(name, spec, side, true, won, kontra, player, why));
    }
    if (!complete) continue;
    if (made && !sidesAnnounced.has(made)) out.push(item(name, spec, made, false, true, 0, null, reason));
    else if (attempt && !sidesAnnounced.has(attempt) && profile.failed_silent_counts) {
      out.push(item(name, spec, attempt, false, false, 0, null, reason));
    }
  }
  return [out, valat];
}

/**
 * @param {string} name
 * @param {JsonObject} spec
 * @param {string} side
 * @param {boolean} announced
 * @param {boolean | null} won
 * @param {number} kontra
 * @param {Player | null} by
 * @param {string} reason
 * @returns {PremiumOutcome}
 */
function item(name, spec, side, announced, won, kontra, by, reason) {
  return { name, side, announced, won, kontra, by, text: describe(name, by, side, won, reason, spec.name) };
}

/**
 * [side that made it or null, side whose silent attempt failed or null, holder, reason]
 * @param {string} _name
 * @param {JsonObject} spec
 * @param {ReplayInput} deal
 * @param {Contract} contract
 * @param {Trick[]} tricks
 * @param {{[player: string]: string}} sideOf
 * @param {{[side: string]: Card[]}} sideCards
 * @param {number | null} declarerThirds
 * @param {boolean} complete
 * @returns {Outcome}
 */
function outcome(_name, spec, deal, contract, tricks, sideOf, sideCards, declarerThirds, complete) {
  const byCard = hasOwn(spec, "card");
  if (byCard || spec.requires_called_king) {
    /** @type {Card} */
    let card;
    if (byCard) card = spec.card;
    else if (contract.partner && contract.partner !== deal.declarer)
      card = /** @type {Card} */ (deal.called); // a partner: a king was called
    else return [null, null, null, "kein gerufener Partner"];
    const n = spec.trick;
    const holder = contract.holder.get(card) ?? null;
    if (holder === null) return [null, null, null, `${cardNameDe(card)} war nicht im Spiel`];
    const fell = tricks.find((tr) => tr.cards.includes(card));
    if (fell === undefined || fell.winner === null) return [null, null, holder, ""];
    if (fell.number !== n) {
      return [null, null, holder, `${cardNameDe(card)} fiel im ${fell.number}. Stich statt im ${n}.`];
    }
    const side = sideOf[holder];
    const ok = byCard ? fell.top === card : sideOf[fell.winner] === "declarer";
    const why = `${cardNameDe(card)} fiel im ${n}. Stich, ${fell.winner} machte ihn`;
    return ok ? [side, null, holder, why] : [null, side, holder, why];
  }
  if (!complete) return [null, null, null, ""];
  if (hasOwn(spec, "all_cards")) {
    for (const side of SIDES) {
      const pile = sideCards[side];
      if (spec.all_cards.every((/** @type {Card} */ c) => pile.includes(c))) return [side, null, null, `alle in den Stichen der ${SIDE_DE[side]}`];
    }
    return [null, null, null, "auf beide Parteien verteilt"];
  }
  if (hasOwn(spec, "caught_card")) {
    const card = spec.caught_card;
    for (const tr of tricks) {
      if (tr.cards.includes(card)) {
        const player = tr.order[tr.cards.indexOf(card)];
        if (sideOf[player] === "declarer" && sideOf[/** @type {Player} */ (tr.winner)] === "opponents") {
          // complete: every trick has a winner
          return ["opponents", null, null, `${tr.winner} fing ${cardNameDe(card)} im ${tr.number}. Stich`];
        }
      }
    }
    return [null, null, null, `${cardNameDe(card)} wurde nicht gefangen`];
  }
  if (hasOwn(spec, "min_thirds")) {
    const thirds = /** @type {number} */ (declarerThirds); // complete and not conceded: counted
    if (thirds >= spec.min_thirds) return ["declarer", null, null, ""];
    // no fixed side: a card-point premium of either side (docs/rules.md §4.1)
    if (!hasOwn(spec, "belongs_to") && DECK_THIRDS - thirds >= spec.min_thirds) return ["opponents", null, null, ""];
    return [null, null, null, ""];
  }
  return [null, null, null, ""];
}

/**
 * @param {ReplayInput} deal
 * @param {Trick[]} tricks
 * @param {{[player: string]: string}} sideOf
 * @param {Announced} announced
 * @param {boolean} complete
 * @returns {ValatOutcome | null}
 */
function decideValat(deal, tricks, sideOf, announced, complete) {
  /** @type {[string, [Player, number]][]} */
  const calls = [];
  for (const side of SIDES) {
    if (announced.has(`valat ${side}`)) {
      calls.push([side, /** @type {[Player, number]} */ (announced.get(`valat ${side}`))]);
      announced.delete(`valat ${side}`);
    }
  }
  if (calls.length > 1) {
    throw new Inconsistent("announcements", "valat", "both sides announced a Valat", "valat.both_sides");
  }
  const { game, profile } = deal;
  if (!game.valat || profile.valat === null || game.kind !== "positive") return null;
  /** @type {string | null} */
  let made = null;
  if (complete && !deal.conceded) {
    const sides = new Set(tricks.map((tr) => sideOf[/** @type {Player} */ (tr.winner)])); // complete: every trick has a winner
    if (sides.size === 1) made = [...sides][0];
  }
  if (calls.length) {
    const [side, [player, kontra]] = calls[0];
    const won = complete ? made === side : null;
    return { side, announced: true, won, kontra, by: player, text: describe("valat", player, side, won, "", "Valat") };
  }
  if (made) {
    return { side: made, announced: false, won: true, kontra: 0, by: null, text: describe("valat", null, made, true, "", "Valat") };
  }
  return null;
}
