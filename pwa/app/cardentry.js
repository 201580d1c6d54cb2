/**
 * A deal entered card by card (the "Nachprüfen" screen, issue 21): pure state, no DOM, no storage.
 *
 * The entry is the list of taps (``taps``): the talon (or the Stock) first, then which half the
 * declarer took, the discard, then the cards of each trick in playing order; undo drops the last
 * tap. Everything else is derived: the phase, the cards placed, who leads each trick and who plays
 * next (the engine's replay of the tricks so far: the Vorhand or the declarer to the first trick,
 * then each trick's winner), and the hands — nobody types them: a player's hand is what he played,
 * the declarer's also what he put down less what he took from the talon. A deal cut short leaves
 * cards nobody played: the screen asks only which player held each (``held`` taps), and only
 * among those with room in their hand. ``body`` is then the replay body /deals/verify takes.
 *
 * @example
 * const setup = setupFor(sheet, entry, profile);
 * let taps = [];
 * taps = tap(setup, taps, "T21", replay); // the first talon card
 * progress(setup, taps, replay).phase // "talon"
 */
import { DECK as TAROCK_DECK } from "../engine/cards.js";
import { DECK as GERMAN_DECK } from "../engine/haferl/cards.js";
import { familyOfProfile } from "../engine/familytable.js";
import { seating } from "./model.js";

/** @typedef {import("../engine/types.js").JsonObject} JsonObject */
/** @typedef {(body: unknown, profile: any, options?: {settleDeal?: boolean}) => any} ReplayFn */
/**
 * What the record and the sheet fix before the first card.
 * @typedef {object} Setup
 * @property {string} family "koenigrufen" or "haferltarock"
 * @property {string[]} deck every card of the family's deck
 * @property {number} handSize 12 (Königrufen) or 11 (Haferl)
 * @property {number[]} talon the halves' sizes: [3, 3] (the talon) or [3] (the Stock)
 * @property {"half" | "all" | null} takes what the declarer takes from the talon
 * @property {number} discardSize the cards he puts down for it
 * @property {string[]} players who play, Vorhand first
 * @property {string} declarer
 * @property {JsonObject} contract the replay body's contract fields (table, dealer, game, …)
 * @property {(hands: {[p: string]: string[]}) => JsonObject[]} announcements by the hands (who is whose partner)
 * @property {any} profile the sheet's loaded profile
 */
/**
 * A tap: a card to the talon, a half taken, a card to the discard or a trick, a card's holder,
 * who led the next trick where another than expected did.
 * @typedef {{card: string} | {half: number} | {card: string, held: string} | {lead: string}} Tap
 */

const TALON_SIZE = { half: 3, all: 6 };

/**
 * The setup of a sheet's deal: the table and the contract from its record (players, dealer,
 * game, declarer, called king, bird, announcements, Kontra; a Haferl game's trump).
 * @param {JsonObject} sheet
 * @param {{record: JsonObject, dealer: string}} entry
 * @param {any} profile the sheet's loaded profile (rules.js sheetProfile)
 * @returns {Setup}
 */
export function setupFor(sheet, entry, profile) {
  const fam = familyOfProfile(sheet.profile_data);
  const { record } = entry;
  const game = profile.games[record.game];
  const seat = seating(sheet.players, entry.dealer, fam.active);
  const declarer = game.kind === "trischaken" ? seat.forehand : String(record.declarer);
  if (fam.deck === "german") {
    /** @type {JsonObject} */
    const contract = { players: seat.active, game: record.game, declarer };
    if (seat.sittingOut) contract.dealer = seat.sittingOut;
    if (record.trump) contract.trump = record.trump;
    const exchange = game.stock === "exchange";
    return {
      family: fam.id,
      deck: GERMAN_DECK,
      handSize: 11,
      talon: [3],
      takes: exchange ? "all" : null,
      discardSize: exchange ? 3 : 0,
      players: seat.active,
      declarer,
      contract,
      announcements: () => [],
      profile,
    };
  }
  /** @type {JsonObject} */
  const contract = { players: [...sheet.players], dealer: entry.dealer, game: record.game };
  if (game.kind !== "trischaken") contract.declarer = declarer;
  for (const k of ["called_king", "bird", "kontra"]) if (record[k] !== undefined && record[k] !== null) contract[k] = record[k];
  if (record.conceded) contract.conceded = true; // geschleift: no talon taken, no tricks
  const takes = Object.hasOwn(TALON_SIZE, game.talon) && !record.conceded ? game.talon : null;
  return {
    family: fam.id,
    deck: TAROCK_DECK,
    handSize: 12,
    talon: [3, 3],
    takes,
    discardSize: takes ? TALON_SIZE[takes] : 0,
    players: seat.active,
    declarer,
    contract,
    announcements: (hands) => announcements(record, declarer, seat.active, hands),
    profile,
  };
}

/**
 * The record's announced premiums (and Valat) as the replay takes them: by a player of the side
 * that announced it — the declarer, or an opponent (not the called king's holder).
 * @param {JsonObject} record
 * @param {string} declarer
 * @param {string[]} players
 * @param {{[p: string]: string[]}} hands
 * @returns {JsonObject[]}
 */
function announcements(record, declarer, players, hands) {
  const partner = players.find((p) => p !== declarer && hands[p]?.includes(record.called_king));
  const opponent = players.find((p) => p !== declarer && p !== partner);
  const items = [...(record.premiums ?? []), ...(record.valat ? [{ ...record.valat, name: "valat" }] : [])];
  return items
    .filter((p) => p.announced && p.name !== record.bird) // the compulsory bird: the replay adds it
    .map((p) => ({ player: p.side === "declarer" ? declarer : opponent, premium: p.name, ...(p.kontra ? { kontra: p.kontra } : {}) }));
}

/**
 * Where the entry stands after ``taps``.
 * @typedef {object} Progress
 * @property {"talon" | "taken" | "discard" | "play" | "done"} phase
 * @property {string[][]} talon the halves as far as entered
 * @property {number | null} taken the half the declarer took
 * @property {string[]} discard
 * @property {{leader: string, order: string[], cards: string[], winner: string | null}[]} tricks as far as entered
 * @property {string | null} next who plays the next card (phase "play")
 * @property {string | null} expected who must lead the trick about to begin (null within a trick)
 * @property {Map<number, string>} leads the tricks someone else led, as the players said
 * @property {Set<string>} placed the cards no longer to be tapped (greyed out)
 * @property {Set<string>} known every card whose place is known (the talon taken too)
 * @property {Map<string, string>} held the holders asked for
 */

/**
 * @param {Setup} setup
 * @param {Tap[]} taps
 * @param {ReplayFn} replay the engine's (engine/index.js)
 * @returns {Progress}
 */
export function progress(setup, taps, replay) {
  const talonSize = setup.talon.reduce((a, b) => a + b, 0);
  /** @type {string[]} */
  const talonCards = [];
  /** @type {number | null} */
  let taken = null;
  /** @type {string[]} */
  const discard = [];
  /** @type {string[]} */
  const played = [];
  const held = new Map();
  const seats = setup.players.length;
  /** @type {Map<number, string>} trick index -> who led it where someone else than expected did */
  const leads = new Map();
  for (const t of taps) {
    if ("half" in t) taken = t.half;
    else if ("lead" in t) leads.set(Math.floor(played.length / seats), t.lead);
    else if ("held" in t) held.set(t.card, t.held);
    else if (talonCards.length < talonSize) talonCards.push(t.card);
    else if (discard.length < setup.discardSize) discard.push(t.card);
    else played.push(t.card);
  }
  const talon = splitTalon(setup, talonCards);
  const known = new Set([...talonCards, ...discard, ...played, ...held.keys()]);
  // the talon cards the declarer took are his to put down or play: they stay on offer
  const takenCards = talonCards.length < talonSize ? [] : setup.takes === "all" ? talonCards : setup.takes === "half" && taken !== null ? talon[taken] : [];
  const placed = new Set(known);
  for (const c of takenCards) if (!discard.includes(c) && !played.includes(c)) placed.delete(c);
  const chunks = [];
  for (let i = 0; i < played.length; i += seats) chunks.push(played.slice(i, i + seats));
  /** @type {Progress["phase"]} */
  let phase = "play";
  if (talonCards.length < talonSize) phase = "talon";
  else if (setup.takes === "half" && taken === null) phase = "taken";
  else if (discard.length < setup.discardSize) phase = "discard";
  else if (chunks.length === setup.handSize && chunks[chunks.length - 1].length === seats) phase = "done";
  const base = { phase, talon, taken, discard, placed, known, held, leads };
  if (phase !== "play" && phase !== "done") return { ...base, tricks: [], next: null, expected: null };
  const tricks = judgeTricks(setup, { talon, taken, discard, chunks, leads }, replay);
  const last = tricks[tricks.length - 1];
  let next = null;
  let expected = null;
  if (phase === "play") {
    if (last && last.cards.length < seats) next = last.order[last.cards.length];
    else {
      expected = last ? last.winner : firstLeader(setup, { talon, taken, discard }, replay);
      next = leads.get(tricks.length) ?? expected; // who did lead, if the players say another did
    }
    // the talon cards he took only the declarer can play
    if (next !== setup.declarer) for (const c of takenCards) placed.add(c);
  }
  return { ...base, tricks, next, expected };
}

/** The talon cards entered, as its halves. */
function splitTalon(setup, cards) {
  const out = [];
  let at = 0;
  for (const size of setup.talon) {
    out.push(cards.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * Each trick's leader, playing order and winner, by the engine (hands filled in by any cards
 * nobody played yet: who wins a trick depends on its cards alone).
 */
function judgeTricks(setup, { talon, taken, discard, chunks, leads }, replay) {
  if (!chunks.length) return [];
  const body = replayBody(setup, { talon, taken, discard, tricks: chunks, held: new Map(), leads }, { fill: true });
  const out = replay(body, setup.profile, { settleDeal: false });
  return out.tricks.map((/** @type {any} */ tr, /** @type {number} */ i) => {
    const start = setup.players.indexOf(tr.leader);
    const order = [...setup.players.slice(start), ...setup.players.slice(0, start)];
    return { leader: tr.leader, order, cards: chunks[i], winner: tr.winner };
  });
}

/** Who leads to the first trick (the Vorhand, or the declarer of a negative game): the engine's. */
function firstLeader(setup, { talon, taken, discard }, replay) {
  const out = new Set([...talon.flat(), ...discard]);
  const any = setup.deck.find((c) => !out.has(c));
  const body = replayBody(setup, { talon, taken, discard, tricks: [[any]], held: new Map() }, { fill: true });
  return replay(body, setup.profile, { settleDeal: false }).tricks[0].leader;
}

/**
 * The hands as far as the taps tell: what each played, the declarer also his discard less the
 * talon cards he took; the holders asked for.
 * @param {Setup} setup
 * @param {{talon: string[][], taken: number | null, discard: string[], tricks: string[][], held: Map<string, string>, leads?: Map<number, string>}} cards
 * @param {{leader: string}[]} [leaders] each trick's leader (known from the engine)
 * @returns {{[p: string]: string[]}}
 */
export function knownHands(setup, cards, leaders) {
  const hands = Object.fromEntries(setup.players.map((p) => [p, /** @type {string[]} */ ([])]));
  const takenCards = new Set(setup.takes === "all" ? cards.talon.flat() : setup.takes === "half" ? (cards.talon[cards.taken ?? 0] ?? []) : []);
  const add = (p, c) => {
    if (!(p === setup.declarer && takenCards.has(c))) hands[p].push(c);
  };
  cards.tricks.forEach((trick, i) => {
    const leader = leaders?.[i]?.leader ?? setup.players[0];
    const start = setup.players.indexOf(leader);
    trick.forEach((c, k) => {
      add(setup.players[(start + k) % setup.players.length], c);
    });
  });
  for (const c of cards.discard) add(setup.declarer, c);
  for (const [c, p] of cards.held) add(p, c);
  return hands;
}

/**
 * The cards nobody has placed (a deal cut short): the ones the screen asks about.
 * @param {Setup} setup
 * @param {Progress} at
 * @returns {string[]}
 */
export function unplaced(setup, at) {
  return setup.deck.filter((c) => !at.known.has(c));
}

/**
 * The players who may still have held a card: those whose known hand is not yet full.
 * @param {Setup} setup
 * @param {Progress} at
 * @returns {string[]}
 */
export function roomFor(setup, at) {
  const hands = knownHands(setup, cardsOf(at), at.tricks);
  return setup.players.filter((p) => hands[p].length < setup.handSize);
}

/** @param {Progress} at */
const cardsOf = (at) => ({ talon: at.talon, taken: at.taken, discard: at.discard, tricks: at.tricks.map((t) => t.cards), held: at.held, leads: at.leads });

/**
 * The replay body of the deal as entered. ``fill``: the cards other than the talon dealt to the
 * players in any order, to learn each trick's leader and winner before the hands are known (the
 * engine takes the leader of each trick from the winner of the one before, and the winner from
 * the trick's cards: neither depends on the hands; the findings do, and a filled body has none
 * worth reading).
 * @param {Setup} setup
 * @param {{talon: string[][], taken: number | null, discard: string[], tricks: string[][], held: Map<string, string>, leads?: Map<number, string>}} cards
 * @param {{fill?: boolean, leaders?: {leader: string}[]}} [options]
 * @returns {JsonObject}
 */
export function replayBody(setup, cards, { fill = false, leaders } = {}) {
  /** @type {{[p: string]: string[]}} */
  let hands;
  if (fill) {
    const talon = new Set(cards.talon.flat());
    const rest = setup.deck.filter((c) => !talon.has(c));
    hands = Object.fromEntries(setup.players.map((p, i) => [p, rest.slice(i * setup.handSize, (i + 1) * setup.handSize)]));
  } else {
    hands = knownHands(setup, cards, leaders);
  }
  /** @type {JsonObject} */
  const body = { ...setup.contract, hands };
  if (setup.family === "haferltarock") body.stock = cards.talon[0];
  else body.talon = cards.talon;
  if (setup.takes === "half") body.talon_taken = cards.taken ?? 0;
  if (setup.takes) body.discard = cards.discard;
  if (!fill) {
    const said = setup.announcements(hands);
    if (said.length) body.announcements = said;
  }
  // a leader only where the players said someone else led than the engine expects (wrong_leader)
  body.tricks = cards.tricks.map((c, i) => (cards.leads?.has(i) ? { leader: cards.leads.get(i), cards: c } : { cards: c }));
  return body;
}

/**
 * The taps with one more card: to the talon, the discard or the trick in turn (a card placed
 * already, or a tap after the last trick, changes nothing).
 * @param {Progress} at
 * @param {Tap[]} taps
 * @param {string} card
 * @returns {Tap[]}
 */
export function tapCard(at, taps, card) {
  if (at.placed.has(card) || at.phase === "done" || at.phase === "taken") return taps;
  return [...taps, { card }];
}

/**
 * The replay body of the whole deal as entered, once every card is placed (null before): the
 * hands inferred, the held cards of a deal cut short where the players said.
 * @param {Setup} setup
 * @param {Progress} at
 * @returns {JsonObject | null}
 */
export function finalBody(setup, at) {
  if (at.phase !== "done" && at.phase !== "play") return null;
  if (unplaced(setup, at).length) return null;
  return replayBody(setup, cardsOf(at), { leaders: at.tricks });
}

/**
 * The card-level record kept with the entry (``play``): the replay body less what the sheet
 * decides (profile, house rules, cents), as the API takes it.
 * @param {JsonObject} body
 * @returns {JsonObject}
 */
export function playOf(body) {
  const { profile: _p, house_rules: _h, cents_per_point: _c, ...play } = body;
  return play;
}

/**
 * The taps that enter a stored ``play`` again (a dispute looked at later, on another phone).
 * @param {Setup} setup
 * @param {JsonObject} play
 * @param {ReplayFn} replay
 * @returns {Tap[]}
 */
export function tapsFromPlay(setup, play, replay) {
  /** @type {Tap[]} */
  const taps = [];
  const talon = setup.family === "haferltarock" ? [play.stock ?? []] : (play.talon ?? []);
  for (const c of talon.flat()) taps.push({ card: c });
  if (setup.takes === "half") taps.push({ half: play.talon_taken ?? 0 });
  for (const c of play.discard ?? []) taps.push({ card: c });
  for (const trick of play.tricks ?? []) {
    if (trick.leader) taps.push({ lead: trick.leader });
    for (const c of trick.cards ?? []) taps.push({ card: c });
  }
  const at = progress(setup, taps, replay);
  const hands = play.hands ?? {};
  for (const c of unplaced(setup, at)) {
    const holder = Object.keys(hands).find((p) => hands[p].includes(c));
    if (holder) taps.push({ card: c, held: holder });
  }
  return taps;
}

/**
 * The record the replay implies, as the sheet keeps an entry's (the sheet supplies the table,
 * profile, house rules, cents, a pot and its stake); null when it implies none (a deal cut short
 * without a breach).
 * @param {JsonObject} result the engine's replay
 * @returns {JsonObject | null}
 */
export function entryRecord(result) {
  if (!result.record) return null;
  const { profile: _p, players: _t, house_rules: _h, cents_per_point: _c, pot: _pot, stake: _s, ...record } = result.record;
  return record;
}
