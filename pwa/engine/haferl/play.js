/**
 * Card-level replay of a Haferltarock deal: the dispute checker (twin of shared_rules/haferl/play.py).
 * replay(body, profile) → findings, each trick's winner and Augen, Augen per side, won, Schneider,
 * Schwarz, complete, decided, the record and its settlement; ``profile`` is given as to settle().
 * Under ``breach_loses`` the first breach decides. The PWA's Nachprüfen screen loads it (precached).
 */
import { DealtCards } from "../dealt.js";
import { MalformedInput, NotAllowed } from "../errors.js";
import { finding } from "../findings.js";
import { fromKeys, get, isDict, isNone, isStr, sameSet, sorted, truthy } from "../py.js";
import { MAX_CENTS_PER_POINT } from "../record.js";
import { REPLAY_FIELDS, discardCards, replayBody } from "../replay_input.js";
import { checkNames, nameProblem, playerKey } from "../vocabulary.js";
import { cardNameDe, parseCard, suitNameDe } from "./cards.js";
import { countAugen } from "./counting.js";
import { resolveProfile } from "./profile.js";
import { MAX_POT, MAX_STAKE, RULE_DE, THROWN_IN, TRICKS, readTrump, whole } from "./record.js";
import { settle } from "./settlement.js";
import { TrickRules, judge, sortCards, winnerIndex } from "./tricks.js";

/** @typedef {import("../types.js").Player} Player */
/** @typedef {import("../types.js").Card} Card */
/** @typedef {import("../types.js").JsonObject} JsonObject */
/** @typedef {import("../types.js").DealRecord} DealRecord */
/** @typedef {import("../types.js").Result} Result */
/** @typedef {import("./profile.js").HaferlProfile} HaferlProfile */
/** @typedef {[Player | null, Card[]]} TrickInput  [the leader as given, the cards in playing order] */
/**
 * A checked Haferl replay body (Python's ``Deal``).
 * @typedef {object} HaferlReplayInput
 * @property {HaferlProfile} profile
 * @property {string} game_id
 * @property {import("../types.js").GameSpec} game
 * @property {Player[]} players the three who play, Vorhand first
 * @property {Player | null} dealer
 * @property {{[player: string]: Card[]}} hands
 * @property {Card[]} stock
 * @property {Player} declarer
 * @property {string | null} trump
 * @property {Card[] | null} discard
 * @property {TrickInput[]} tricks
 * @property {Map<Card, string>} where card -> where it was dealt (a player, "stock")
 * @property {{[field: string]: number}} passed_on pot, stake, cents_per_point: checked, then passed to the record
 */
/** @typedef {{declarer: number, opponents: number, stock?: number}} Augen  each side's Augen, and the Stock's where nobody counts it */
/** @typedef {{won: boolean | null, schneider: boolean | null, schwarz: boolean | null}} CardOutcome */

export const RULE_IDS = Object.keys(RULE_DE);
const HAND = 11;
const STOCK = 3;
const FIELDS = new Set([...REPLAY_FIELDS, "stock", "trump", "pot", "stake"]);
// checked here, settled through the record
/** @type {{[field: string]: [number, number, string]}} field -> [lowest, highest, what it counts] */
const PASSED_ON = {
  pot: [0, MAX_POT, "Grundbeträge"],
  stake: [1, MAX_STAKE, "Grundbeträge"],
  cents_per_point: [0, MAX_CENTS_PER_POINT, "a whole number of cents"],
};

/**
 * Read a replay body; MalformedInput / NotAllowed / Inconsistent name the field (Python's Deal).
 * @param {unknown} body
 * @param {HaferlProfile | import("../types.js").ProfileData | import("../types.js").ProfileData[]} profileGiven
 * @returns {HaferlReplayInput}
 */
export function readReplay(body, profileGiven) {
  const data = replayBody(body, FIELDS);
  const profile = resolveProfile(data, profileGiven);
  const players = readPlayers(get(data, "players"));
  const dealer = get(data, "dealer");
  if (!isNone(dealer) && (nameProblem(dealer) || players.some((p) => playerKey(p) === playerKey(dealer)))) {
    throw new MalformedInput("dealer", dealer, "the dealer who sits out: a fourth name, not one of the three", "dealer.fourth");
  }
  const gameId = get(data, "game");
  if (gameId === THROWN_IN) {
    throw new NotAllowed("game", gameId, "all passed: a thrown-in deal has no play to replay", "game.thrown_in");
  }
  if (!isStr(gameId) || !Object.hasOwn(profile.games, gameId)) {
    throw new MalformedInput("game", gameId, `not a game of profile ${profile.id} (${Object.keys(profile.games).join(", ")})`, "game.unknown");
  }
  const game = profile.games[gameId];
  const [hands, stock, where] = readCards(data, players);
  const declarer = get(data, "declarer");
  if (!isStr(declarer) || !players.includes(declarer)) {
    throw new MalformedInput("declarer", declarer, `expected one of ${players.join(", ")}`, "player.one_of", { players: players.join(", ") });
  }
  const trump = readTrump(get(data, "trump"), game);
  const discard = readDiscard(get(data, "discard"), game);
  /** @type {{[field: string]: number}} */
  const passedOn = {};
  for (const [name, [lo, hi, what]] of Object.entries(PASSED_ON)) {
    if (!isNone(get(data, name))) passedOn[name] = whole(data[name], name, lo, hi, what);
  }
  const tricks = readTricks(get(data, "tricks", []), players);
  return {
    profile,
    game_id: gameId,
    game,
    players,
    dealer: isNone(dealer) ? null : dealer,
    hands,
    stock,
    declarer,
    trump,
    discard,
    tricks,
    where,
    passed_on: passedOn,
  };
}

/**
 * @param {unknown} players
 * @returns {Player[]}
 */
function readPlayers(players) {
  if (!Array.isArray(players) || players.length !== 3) {
    throw new MalformedInput("players", players, "expected the 3 active players in playing order, Vorhand first", "players.order");
  }
  checkNames(players);
  return players;
}

/**
 * The dealt hands and the Stock: 36 distinct cards, 11 per hand, 3 in the Stock.
 * @param {JsonObject} data
 * @param {Player[]} players
 * @returns {[{[player: string]: Card[]}, Card[], Map<Card, string>]}
 */
function readCards(data, players) {
  const handsIn = get(data, "hands");
  if (!isDict(handsIn) || !sameSet(Object.keys(handsIn), players)) {
    const got = isDict(handsIn) ? sorted(Object.keys(handsIn)) : handsIn;
    throw new MalformedInput("hands", got, `need a hand of ${HAND} cards for each of ${players.join(", ")}`, "hands.size", {
      cards: HAND,
      players: players.join(", "),
    });
  }
  const dealt = new DealtCards(parseCard, MalformedInput);
  const hands = dealt.hands(handsIn, players, HAND);
  const stockIn = get(data, "stock");
  if (!Array.isArray(stockIn) || stockIn.length !== STOCK) {
    throw new MalformedInput("stock", stockIn, `expected the Stock: ${STOCK} cards`, "stock.size", { cards: STOCK });
  }
  const stock = stockIn.map((/** @type {unknown} */ c, /** @type {number} */ i) => dealt.take(c, `stock.${i}`, "stock"));
  return [hands, stock, dealt.where]; // 33 + 3 distinct codes of a 36-card deck: the whole deck
}

/**
 * @param {unknown} discard
 * @param {import("../types.js").GameSpec} game
 * @returns {Card[] | null}
 */
function readDiscard(discard, game) {
  if (game.stock !== "exchange") {
    if (truthy(discard)) {
      throw new NotAllowed("discard", discard, `in the ${game.name} nothing is discarded`, "discard.none", { game: game.name });
    }
    return null;
  }
  return discardCards(discard, STOCK, parseCard);
}

/**
 * @param {unknown} tricks
 * @param {Player[]} players
 * @returns {TrickInput[]}
 */
function readTricks(tricks, players) {
  if (!Array.isArray(tricks) || tricks.length > TRICKS) {
    throw new MalformedInput("tricks", tricks, `expected a list of at most ${TRICKS} tricks`, "tricks.too_many", { max: TRICKS });
  }
  return tricks.map((/** @type {unknown} */ trick, /** @type {number} */ t) => {
    if (!isDict(trick) || Object.keys(trick).some((k) => k !== "leader" && k !== "cards")) {
      throw new MalformedInput(`tricks.${t}`, trick, 'expected {"leader": player, "cards": [...]}', "trick.shape");
    }
    const leader = get(trick, "leader");
    if (!isNone(leader) && !players.includes(leader)) {
      throw new MalformedInput(`tricks.${t}.leader`, leader, `expected one of ${players.join(", ")}`, "player.one_of", { players: players.join(", ") });
    }
    const cards = get(trick, "cards");
    const last = t === tricks.length - 1;
    if (!Array.isArray(cards) || cards.length < 1 || cards.length > 3 || (cards.length < 3 && !last)) {
      throw new MalformedInput(`tricks.${t}.cards`, cards, "a trick has 3 cards (only the last may be unfinished)", "trick.size", { cards: 3 });
    }
    return [isNone(leader) ? null : leader, cards.map((/** @type {unknown} */ c, /** @type {number} */ i) => parseCard(c, `tricks.${t}.cards.${i}`))];
  });
}

/**
 * Replay a deal card by card; see the module comment for what comes back.
 * @param {unknown} data
 * @param {HaferlProfile | import("../types.js").ProfileData | import("../types.js").ProfileData[]} profile
 * @param {{settleDeal?: boolean}} [options]
 * @returns {Result}
 */
export function replay(data, profile, { settleDeal = true } = {}) {
  return new Replay(readReplay(data, profile)).run(settleDeal);
}

/** The state of one deal while it is replayed. */
export class Replay {
  /** @param {HaferlReplayInput} deal */
  constructor(deal) {
    this.deal = deal;
    this.rules = TrickRules.forGame(deal.profile, deal.game, deal.trump);
    /** @type {import("../findings.js").Finding[]} */
    this.findings = [];
    /** @type {Map<Card, number>} */
    this.played = new Map(); // card -> the trick it fell in
    // set by contract() and play()
    /** @type {Map<string, Set<string>>} */
    this.hands = new Map();
    /** @type {string[]} */
    this.declarerCards = []; // cards counted for the declarer besides his tricks
    /** @type {string[]} */
    this.aside = []; // cards counted for nobody
    /** @type {{number: number, leader: string, order: string[], cards: string[], winner: string | null}[]} */
    this.tricks = [];
  }

  /**
   * @param {number} trick
   * @param {Player | null} player
   * @param {Card | null} card
   * @param {string} rule
   * @param {string} text
   * @param {Iterable<Card>} [required]
   */
  finding(trick, player, card, rule, text, required = []) {
    this.findings.push(finding(this.deal.profile.clauses, RULE_DE, trick, player, card, rule, text, required));
  }

  /**
   * @param {Iterable<Card>} cards
   * @returns {string}
   */
  names(cards) {
    return sortCards(cards, this.rules).map(cardNameDe).join(", ");
  }

  // before the first trick: the Stock and the discard
  contract() {
    const { deal } = this;
    this.hands = new Map(deal.players.map((p) => [p, new Set(deal.hands[p])]));
    this.declarerCards = [];
    this.aside = [];
    const mode = deal.game.stock;
    if (mode === "exchange") {
      for (const c of deal.stock) /** @type {Set<string>} */ (this.hands.get(deal.declarer)).add(c);
      this.checkDiscard();
    } else if (mode === "declarer_at_end") {
      this.declarerCards = [...deal.stock];
    } else {
      this.aside = [...deal.stock];
    }
  }

  checkDiscard() {
    const { deal, rules } = this;
    const d = deal.declarer;
    const hand = /** @type {Set<string>} */ (this.hands.get(d)); // the declarer has a hand
    const discard = deal.discard ?? [];
    /** @type {Card[]} */
    const kept = [];
    for (const card of discard) {
      if (hand.has(card)) kept.push(card);
      else this.finding(0, d, card, "card_not_held", `${d} drückte ${cardNameDe(card)}, hatte die Karte aber nicht (${this.seat(card, true)})`);
    }
    if (discard.length !== STOCK) this.finding(0, d, null, "discard", `${d} drückte ${discard.length} Karten statt ${STOCK}`);
    if (!deal.game.discard_trumps && rules.trump) {
      const spare = sortCards(
        [...hand].filter((c) => c[0] !== rules.trump && !kept.includes(c)),
        rules,
      );
      for (const card of kept) {
        if (card[0] === rules.trump) {
          this.finding(0, d, card, "discard", `${d} drückte ${cardNameDe(card)}: Trümpfe dürfen nicht gedrückt werden`, spare);
        }
      }
    }
    for (const c of kept) hand.delete(c);
    this.declarerCards = kept;
  }

  /**
   * Where a card not held came from, for the explanation.
   * @param {Card} card
   * @param {boolean} [discarding]
   * @returns {string}
   */
  seat(card, discarding = false) {
    if (this.played.has(card)) return `schon im ${this.played.get(card)}. Stich gespielt`;
    if (!discarding && (this.deal.discard ?? []).includes(card)) return "sie war gedrückt";
    const owner = this.deal.where.get(card);
    return owner === "stock" ? "sie lag im Stock" : `sie lag bei ${owner}`;
  }

  play() {
    const { deal, rules } = this;
    const { players } = deal;
    this.tricks = [];
    let expected = players[0]; // the Vorhand leads to the first trick
    deal.tricks.forEach(([given, cards], index) => {
      const t = index + 1;
      let leader = given;
      if (leader === null) leader = expected;
      else if (leader !== expected) this.wrongLeader(t, leader, expected, cards[0]);
      const start = players.indexOf(leader);
      const order = [...players.slice(start), ...players.slice(0, start)].slice(0, cards.length);
      cards.forEach((card, i) => {
        const p = order[i];
        const hand = /** @type {Set<string>} */ (this.hands.get(p)); // every player has a hand
        if (!hand.has(card)) {
          this.finding(t, p, card, "card_not_held", `${p} spielte ${cardNameDe(card)}, hatte die Karte aber nicht (${this.seat(card)})`);
        } else {
          const breach = judge(hand, cards.slice(0, i), card, rules);
          if (breach !== null) this.explain(t, p, card, breach, cards.slice(0, i));
          hand.delete(card);
        }
        if (!this.played.has(card)) this.played.set(card, t);
      });
      /** @type {{number: number, leader: string, order: string[], cards: string[], winner: string | null}} */
      const trick = { number: t, leader, order, cards, winner: null }; // no winner while incomplete
      if (cards.length === 3) {
        trick.winner = order[winnerIndex(cards, rules)];
        expected = trick.winner;
      }
      this.tricks.push(trick);
    });
  }

  /**
   * @param {number} t
   * @param {Player} leader
   * @param {Player} expected
   * @param {Card} card
   */
  wrongLeader(t, leader, expected, card) {
    const text =
      t === 1
        ? `Den 1. Stich spielt ${expected} aus (die Vorhand), ausgespielt hat ${leader} mit ${cardNameDe(card)}`
        : `${expected} hatte den ${t - 1}. Stich gemacht und musste ausspielen, ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    this.finding(t, leader, card, "wrong_leader", text);
  }

  /**
   * @param {number} t
   * @param {Player} p
   * @param {Card} card
   * @param {import("./tricks.js").Breach} breach
   * @param {Card[]} table
   */
  explain(t, p, card, breach, table) {
    const { rule, required } = breach;
    const led = suitNameDe(table[0][0]);
    const name = cardNameDe(card);
    const held = this.names(required);
    let text;
    if (rule === "farbzwang") {
      text = `${led} ausgespielt, ${p} hatte ${held} und spielte ${name}`;
    } else if (rule === "trumpfzwang") {
      text = `${led} ausgespielt, ${p} hatte kein ${led}, aber Trumpf (${held}) und spielte ${name}`;
    } else {
      // stichzwang
      const top = table[winnerIndex(table, this.rules)];
      const trump = this.rules.trump;
      const how = required[0][0] === trump && trump !== table[0][0] ? "übertrumpfen" : "überstechen";
      text = `${led} ausgespielt, ${cardNameDe(top)} lag vorne; ${p} hätte mit ${held} ${how} müssen und spielte ${name}`;
    }
    this.finding(t, p, card, rule, text, required);
  }

  /**
   * After the last card: piles, Augen, outcome, record, settlement.
   * @param {boolean} [settleDeal]
   * @returns {Result}
   */
  run(settleDeal = true) {
    const { deal } = this;
    this.contract();
    this.play();
    const d = deal.declarer;
    const tricksWon = fromKeys(deal.players, 0);
    /** @type {{declarer: string[], opponents: string[]}} */
    const piles = { declarer: [...this.declarerCards], opponents: [] };
    for (const tr of this.tricks) {
      if (tr.winner !== null) {
        tricksWon[tr.winner] += 1;
        piles[tr.winner === d ? "declarer" : "opponents"].push(...tr.cards);
      }
    }
    /** @type {Augen} */
    const augen = { declarer: countAugen(piles.declarer), opponents: countAugen(piles.opponents) };
    if (this.aside.length) augen.stock = countAugen(this.aside);
    const complete = this.tricks.length === TRICKS && this.tricks[TRICKS - 1].winner !== null;
    const outcome = this.outcome(augen, tricksWon[d], complete);
    const breach = this.breach();
    const decided = breach !== null || outcome.won !== null;
    const record = decided ? this.record(breach, augen, tricksWon[d]) : null;
    return {
      profile: { id: deal.profile.id, version: deal.profile.version },
      family: deal.profile.family,
      game: deal.game_id,
      declarer: d,
      trump: deal.trump,
      complete,
      decided,
      findings: this.findings,
      tricks: this.tricks.map((tr) => ({
        number: tr.number,
        leader: tr.leader,
        cards: tr.cards,
        winner: tr.winner,
        augen: tr.winner ? countAugen(tr.cards) : null,
      })),
      tricks_won: tricksWon,
      augen,
      ...outcome,
      record,
      settlement: record && settleDeal ? settle(record, deal.profile) : null,
    };
  }

  /**
   * Won, Schneider and Schwarz as the cards decide them (null while undecided).
   * @param {Augen} augen
   * @param {number} declarerTricks
   * @param {boolean} complete
   * @returns {CardOutcome}
   */
  outcome(augen, declarerTricks, complete) {
    const { game, profile } = this.deal;
    if (game.kind === "negative") {
      if (declarerTricks !== game.tricks && (complete || declarerTricks > game.tricks)) {
        return { won: false, schneider: false, schwarz: false };
      }
      return { won: complete ? true : null, schneider: false, schwarz: false };
    }
    if (!complete) return { won: null, schneider: null, schwarz: null };
    const won = augen.declarer >= profile.threshold;
    const loser = augen[won ? "opponents" : "declarer"];
    const counts = game.schneider;
    return { won, schneider: counts && loser < profile.schneider.below, schwarz: counts && declarerTricks === TRICKS };
  }

  /**
   * The first breach, when it decides the game (``breach_loses``).
   * @returns {{player: Player | null, rule: string, reason: string} | null}
   */
  breach() {
    if (!this.findings.length || !this.deal.profile.breach_loses) return null;
    const first = this.findings[0]; // in the order the breaches happened
    return { player: first.player, rule: first.rule, reason: first.text };
  }

  /**
   * @param {{player: Player | null, rule: string, reason: string} | null} breach
   * @param {Augen} augen
   * @param {number} declarerTricks
   * @returns {DealRecord}
   */
  record(breach, augen, declarerTricks) {
    const { deal } = this;
    /** @type {DealRecord} */
    const rec = {
      profile: deal.profile.id,
      players: [...deal.players, ...(deal.dealer !== null ? [deal.dealer] : [])],
      game: deal.game_id,
      declarer: deal.declarer,
      ...deal.passed_on,
    };
    if (deal.dealer !== null) rec.dealer = deal.dealer;
    if (truthy(deal.profile.house_rules)) rec.house_rules = deal.profile.house_rules;
    if (Array.isArray(deal.game.trump)) rec.trump = deal.trump;
    if (breach !== null) rec.breach = breach;
    else if (deal.game.kind === "negative") rec.declarer_tricks = declarerTricks;
    else Object.assign(rec, { declarer_augen: augen.declarer, declarer_tricks: declarerTricks });
    return rec;
  }
}
