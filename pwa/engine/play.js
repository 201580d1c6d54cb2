/**
 * Card-level deal replay: the dispute checker (twin of shared_rules/play.py).
 *
 * replay(deal, profile) takes the four hands as dealt, the talon, the contract, the talon half
 * taken and the discard, the announcements and the tricks in playing order, and returns every rule
 * breach (trick, player, card, what was required, rule, clause and a German explanation), the
 * winner of each trick, each side's thirds and "P/B", the tricks per player, the partner, every
 * premium's outcome, the deal record that follows from all that, and its settlement (a Renonce
 * settlement when there was a breach). A partial deal is checked as far as it goes; it is settled
 * only when it ends in a Renonce. ``profile`` is given as to settle().
 *
 * The replay runs in three phases, each returning a frozen value: ``Replay.contract()`` → a
 * Contract (partner, talon, the hands in play, the breaches before trick 1), ``play(contract)`` → a
 * Play (the tricks and their breaches), ``outcome(contract, play)`` → the answer.
 *
 * @example
 * const out = replay(deal, profiles);
 * out.findings;  // [] for a legal deal
 * out.settlement.points;
 */
import { BIRDS, KINGS, SUIT_NAMES_DE, TRULL, cardNameDe } from "./cards.js";
import { countThirds, formatPoints } from "./counting.js";
import { finding } from "./findings.js";
import { decidePremiums } from "./premium_outcomes.js";
import { fromKeys, get, hasOwn, isNone, truthy } from "./py.js";
import { TALON_SIZE, readReplay } from "./replay_input.js";
import { sitsOut } from "./seating.js";
import { settle } from "./settlement.js";
import { COLOUR, TrickRules, bySortKey, judge, winnerIndex } from "./tricks.js";
import { breachNames, REPLAY_RULES, TALON_TO } from "./vocabulary.js";

export { readReplay, TALON_TO };

/** @typedef {import("./types.js").Player} Player */
/** @typedef {import("./types.js").Card} Card */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {import("./types.js").DealRecord} DealRecord */
/** @typedef {import("./types.js").Result} Result */
/** @typedef {import("./findings.js").Finding} Finding */
/** @typedef {import("./replay_input.js").ReplayInput} ReplayInput */
/** @typedef {import("./premium_outcomes.js").PremiumOutcome} PremiumOutcome */
/** @typedef {import("./premium_outcomes.js").ValatOutcome} ValatOutcome */
/**
 * One trick as played (frozen).
 * @typedef {object} Trick
 * @property {number} number 1–12
 * @property {Player} leader
 * @property {Player[]} order who played the cards, in playing order
 * @property {Card[]} cards
 * @property {Player | null} winner null while the trick is unfinished
 * @property {Card | null} top the card that took it
 */
/** @typedef {{players: (Player | null)[], rule: string, reason: string}} RenonceOfReplay  the Renonce the first breach makes */

/** the breaches a replay reports; the record's Renonce may name them */
export const RULE_IDS = REPLAY_RULES;
export const RULE_DE = breachNames("koenigrufen"); // their names in a finding (vocabulary.json)

/**
 * Before the first trick: who plays with whom, the cards each one plays, the talon cards each side
 * counts, and the breaches of calling, bird and discard (trick 0).
 */
export class Contract {
  /**
   * @param {object} fields
   * @param {Player | null} fields.partner
   * @param {boolean} fields.own_king
   * @param {boolean} fields.king_in_talon
   * @param {Map<Player, Set<Card>>} fields.hands
   * @param {{declarer: Card[], opponents: Card[]}} fields.talon_cards
   * @param {Finding[]} fields.findings
   */
  constructor({ partner, own_king, king_in_talon, hands, talon_cards, findings }) {
    this.partner = partner; // the called king's holder (the declarer himself where that is allowed)
    this.own_king = own_king; // the declarer called his own king where that is a Renonce
    this.king_in_talon = king_in_talon;
    this.hands = hands; // player -> Set of the cards he plays (after talon and discard)
    this.talon_cards = talon_cards; // side -> talon cards counted for it
    this.findings = findings;
    /** @type {Map<Card, Player>} */
    this.holder = new Map(); // who plays which card
    for (const [p, h] of hands) for (const c of h) this.holder.set(c, p);
    Object.freeze(this);
  }
}

/** The tricks as played, each with its winner once complete, and the breaches in them. */
export class Play {
  /**
   * @param {Readonly<Trick>[]} tricks
   * @param {Finding[]} findings
   */
  constructor(tricks, findings) {
    this.tricks = tricks;
    this.findings = findings;
    Object.freeze(this);
  }

  /** @returns {boolean} */
  get complete() {
    return this.tricks.length === 12 && this.tricks[11].winner !== null;
  }
}

/**
 * Replay a deal card by card; see the module comment for what comes back.
 * @param {unknown} data
 * @param {import("./profiles.js").Profile | import("./types.js").ProfileData | import("./types.js").ProfileData[]} profile
 * @param {{settleDeal?: boolean}} [options]
 * @returns {Result}
 */
export function replay(data, profile, { settleDeal = true } = {}) {
  return new Replay(readReplay(data, profile)).run(settleDeal);
}

/** One deal being replayed: the input and the trick rules of its game; the phases return values. */
export class Replay {
  /** @param {ReplayInput} deal */
  constructor(deal) {
    this.deal = deal;
    const { data } = deal.profile;
    this.rules = TrickRules.forGame(deal.game, data.kaiserstich, data.kaiserstich_negative);
    this.clauses = deal.profile.clauses;
  }

  /**
   * @param {number} trick
   * @param {Player | null} player
   * @param {Card | null} card
   * @param {string} rule
   * @param {string} text
   * @param {Iterable<Card>} [required]
   * @returns {Finding}
   */
  finding(trick, player, card, rule, text, required = []) {
    return finding(this.clauses, RULE_DE, trick, player, card, rule, text, required);
  }

  /**
   * Before the first trick: calling, bird, talon and discard.
   * @returns {Contract}
   */
  contract() {
    const { deal } = this;
    const d = deal.declarer;
    const dealt = deal.hands[d];
    /** @type {Finding[]} */
    const findings = [];
    /** @type {Player | null} */
    let partner = null;
    let ownKing = false;
    let kingInTalon = false;
    if (deal.called) {
      const owner = /** @type {string} */ (deal.where.get(deal.called)); // every card was dealt
      if (owner === "talon") {
        kingInTalon = true;
      } else if (owner === d) {
        const four = KINGS.every((k) => dealt.includes(k));
        const fourth = deal.profile.data.four_kings === "fourth_king" && four;
        if (deal.profile.data.own_king_callable || fourth) {
          partner = d;
        } else {
          ownKing = true;
          findings.push(this.finding(0, d, deal.called, "own_king", `${d} rief ${cardNameDe(deal.called)}, hatte die Karte aber selbst im Blatt`));
        }
      } else {
        partner = owner;
      }
    }
    if (deal.bird && !dealt.includes(BIRDS[deal.bird])) {
      const card = BIRDS[deal.bird];
      findings.push(this.finding(0, d, card, "bird_missing", `${d} sagte ${deal.game.name} mit ${cardNameDe(card)} an, hatte die Karte aber nicht im Blatt`));
    }
    const hands = new Map(deal.players.map((p) => [p, new Set(deal.hands[p])]));
    const declarerHand = /** @type {Set<Card>} */ (hands.get(d)); // the declarer plays
    /** @type {{declarer: string[], opponents: string[]}} */
    const talonCards = { declarer: [], opponents: [] }; // talon parts known before play
    const { talon } = deal;
    const mode = deal.game.talon;
    if (hasOwn(TALON_SIZE, mode) && !deal.conceded) {
      const taken = mode === "all" ? [...talon[0], ...talon[1]] : talon[deal.talon_taken ?? 0];
      for (const c of taken) declarerHand.add(c);
      if (mode === "half") talonCards.opponents = [...talon[1 - (deal.talon_taken ?? 0)]];
      talonCards.declarer = this.discard(declarerHand, findings);
    } else if (mode === "opponents" || mode === "none" || deal.conceded) {
      if (kingInTalon && deal.game.king_in_talon === "alone_gets_half" && mode === "opponents") {
        const half = talon[0].includes(/** @type {Card} */ (deal.called)) ? 0 : 1; // the king in the talon was called
        talonCards.declarer = [...talon[half]];
        talonCards.opponents = [...talon[1 - half]];
        if (deal.profile.data.solo_king_talon === "all") {
          // the lone declarer counts all six
          talonCards.declarer.push(...talonCards.opponents);
          talonCards.opponents = [];
        }
      } else {
        talonCards.opponents = [...talon[0], ...talon[1]];
      }
    }
    return new Contract({
      partner,
      own_king: ownKing,
      king_in_talon: kingInTalon,
      hands,
      talon_cards: talonCards,
      findings,
    });
  }

  /**
   * Check the discard against ``hand`` (talon taken), take it out; the discarded cards.
   * @param {Set<Card>} hand
   * @param {Finding[]} findings
   * @returns {Card[]}
   */
  discard(hand, findings) {
    const { deal } = this;
    const d = deal.declarer;
    const size = TALON_SIZE[deal.game.talon];
    const given = deal.discard ?? [];
    /** @type {Card[]} */
    const discard = [];
    for (const card of given) {
      if (hand.has(card)) discard.push(card);
      else {
        findings.push(
          this.finding(0, d, card, "card_not_held", `${d} legte ${cardNameDe(card)} ab, hatte die Karte aber nicht (${this.seat(card, new Map(), true)})`),
        );
      }
    }
    if (given.length !== size) findings.push(this.finding(0, d, null, "discard", `${d} legte ${given.length} Karten ab statt ${size}`));
    const farben = !this.rules.trumps;
    // the cards one may put down freely; the others ("second choice") only when forced
    const never = discard.filter((c) => KINGS.includes(c) || TRULL.includes(c));
    for (const c of never) {
      findings.push(this.finding(0, d, c, "discard", `${d} legte ${cardNameDe(c)} ab: Könige und Trullstücke dürfen nie abgelegt werden`));
    }
    const rest = discard.filter((c) => !never.includes(c));
    const spare = [...hand].filter((c) => !discard.includes(c) && !KINGS.includes(c) && !TRULL.includes(c) && (COLOUR[c] === "T") === farben).sort(bySortKey);
    const second = rest.filter((c) => (COLOUR[c] === "T") !== farben);
    const excess = Math.min(second.length, spare.length);
    for (const c of second.slice(second.length - excess)) {
      const text = farben
        ? `${d} legte ${cardNameDe(c)} ab, hatte aber noch Tarock (${names(spare)}): im ${deal.game.name} wird zuerst Tarock abgelegt`
        : `${d} legte ${cardNameDe(c)} ab, hatte aber noch ablegbare Farbkarten (${names(spare)}): Tarock nur, wenn es nicht anders geht`;
      findings.push(this.finding(0, d, c, "discard", text, spare));
    }
    for (const c of discard) hand.delete(c);
    return discard;
  }

  /**
   * Where a card not held came from, for the explanation (``played``: card -> trick).
   * @param {Card} card
   * @param {Map<Card, number>} played
   * @param {boolean} [discarding]
   * @returns {string}
   */
  seat(card, played, discarding = false) {
    const owner = this.deal.where.get(card);
    if (played.has(card)) return `schon im ${played.get(card)}. Stich gespielt`;
    if (!discarding && (this.deal.discard ?? []).includes(card)) return "sie war abgelegt";
    if (owner === "talon") return "sie lag im Talon";
    return `sie lag bei ${owner}`;
  }

  /** @returns {Player} */
  expectedFirstLeader() {
    const { deal } = this;
    return deal.game.kind === "negative" ? deal.declarer : deal.players[0];
  }

  /**
   * The tricks in turn: who leads, who may play what, who takes each trick.
   * @param {Contract} contract
   * @returns {Play}
   */
  play(contract) {
    const { deal, rules } = this;
    const { players } = deal;
    const hands = new Map([...contract.hands].map(([p, h]) => [p, new Set(h)]));
    const birds = this.birdPlan(contract.hands);
    /** @type {Finding[]} */
    const findings = [];
    /** @type {Readonly<Trick>[]} */
    const tricks = [];
    /** @type {Map<Card, number>} */
    const played = new Map(); // card -> the trick it fell in
    let expected = this.expectedFirstLeader();
    deal.tricks.forEach(([given, cards], index) => {
      const t = index + 1;
      let leader = given;
      if (leader === null) leader = expected;
      else if (leader !== expected) findings.push(this.wrongLeader(t, leader, expected, cards[0]));
      const start = players.indexOf(leader);
      const order = [...players.slice(start), ...players.slice(0, start)].slice(0, cards.length);
      cards.forEach((card, i) => {
        const p = order[i];
        const hand = /** @type {Set<string>} */ (hands.get(p)); // every player has a hand
        if (!hand.has(card)) {
          findings.push(this.finding(t, p, card, "card_not_held", `${p} spielte ${cardNameDe(card)}, hatte die Karte aber nicht (${this.seat(card, played)})`));
        } else {
          /** @type {{[card: string]: number} | null} */
          let early = null; // Python's empty dict is false: null unless a bird is early
          for (const [c, n] of /** @type {Map<Card, number>} */ (birds.get(p))) if (t < n && hand.has(c)) (early ??= {})[c] = n;
          for (const breach of judge(hand, cards.slice(0, i), card, rules, early)) {
            findings.push(this.explain(t, p, card, breach, hand, cards.slice(0, i)));
          }
          hand.delete(card);
        }
        if (!played.has(card)) played.set(card, t);
      });
      if (cards.length === 4) {
        const top = winnerIndex(cards, rules);
        tricks.push(Object.freeze({ number: t, leader, order, cards, winner: order[top], top: cards[top] }));
        expected = order[top];
      } else {
        tricks.push(Object.freeze({ number: t, leader, order, cards, winner: null, top: null }));
      }
    });
    return new Play(tricks, findings);
  }

  /**
   * Each player's announced birds that he holds: card -> the trick it must take.
   * @param {Map<Player, Set<Card>>} hands
   * @returns {Map<Player, Map<Card, number>>}
   */
  birdPlan(hands) {
    const plan = new Map(this.deal.players.map((p) => [p, /** @type {Map<Card, number>} */ (new Map())]));
    const { premiums } = this.deal.profile;
    for (const [, p, name] of this.deal.announcements) {
      const card = get(BIRDS, name);
      // an announcement's player is one of the four (readReplay): he has a hand and a plan
      if (card && /** @type {Set<Card>} */ (hands.get(p)).has(card)) /** @type {Map<Card, number>} */ (plan.get(p)).set(card, premiums[name].trick);
    }
    return plan;
  }

  /**
   * @param {number} t
   * @param {Player} leader
   * @param {Player} expected
   * @param {Card} card
   * @returns {Finding}
   */
  wrongLeader(t, leader, expected, card) {
    let text;
    if (t === 1) {
      const who = this.deal.game.kind === "negative" ? "der Spieler" : "die Vorhand";
      text = `Den 1. Stich spielt ${expected} aus (${who}), ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    } else {
      text = `${expected} hatte den ${t - 1}. Stich gemacht und musste ausspielen, ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    }
    return this.finding(t, leader, card, "wrong_leader", text, []);
  }

  /**
   * The finding of one breach, explained in German.
   * @param {number} t
   * @param {Player} p
   * @param {Card} card
   * @param {import("./tricks.js").Breach} breach
   * @param {Set<Card>} hand
   * @param {Card[]} table
   * @returns {Finding}
   */
  explain(t, p, card, breach, hand, table) {
    const { rule, required } = breach;
    const name = cardNameDe(card);
    const led = table.length ? ledDe(table[0]) : null;
    const held = names(required);
    let text;
    if (rule === "farbzwang") {
      text = `${led} ausgespielt, ${p} hatte ${held} und spielte ${name}`;
    } else if (rule === "tarockzwang") {
      text = `${led} ausgespielt, ${p} hatte kein ${led}, aber ${held} und spielte ${name}`;
    } else if (rule === "stichzwang") {
      const top = table[winnerIndex(table, this.rules)];
      text = `${led} ausgespielt, ${cardNameDe(top)} lag vorne; ${p} hätte mit ${held} überstechen müssen und spielte ${name}`;
    } else if (rule === "pagat_last") {
      const others = names([...hand].filter((c) => COLOUR[c] === "T" && c !== card));
      text = `${p} spielte den Pagat, hatte aber noch ${others}: im ${this.deal.game.name} darf der Pagat nur als letztes Tarock gespielt werden`;
      if (led) text = `${led} ausgespielt, ${text}`;
    } else if (rule === "farbenspiel_lead") {
      text =
        `${p} spielte ${name} aus, hatte aber noch Farbkarten (${held}): im ${this.deal.game.name} ` +
        "darf Tarock erst ausgespielt werden, wenn man keine Farbkarte mehr hat";
    } else {
      // bird_order
      text = `${p} musste einen angesagten Vogel zu früh hergeben und spielte ${name} statt ${held}: der höhere Vogel geht zuerst`;
    }
    return this.finding(t, p, card, rule, text, required);
  }

  /**
   * The three phases in turn: contract, play, outcome.
   * @param {boolean} [settleDeal]
   * @returns {Result}
   */
  run(settleDeal = true) {
    const contract = this.contract();
    return this.outcome(contract, this.play(contract), settleDeal);
  }

  /**
   * After the last card: piles, counts, premiums, record, settlement.
   * @param {Contract} contract
   * @param {Play} play
   * @param {boolean} [settleDeal]
   * @returns {Result}
   */
  outcome(contract, play, settleDeal = true) {
    const { deal } = this;
    const { game } = deal;
    const { tricks } = play;
    const findings = [...contract.findings, ...play.findings]; // in the order the breaches happened
    const complete = deal.conceded || play.complete;
    const piles = new Map(deal.players.map((p) => [p, /** @type {Card[]} */ ([])]));
    const tricksWon = fromKeys(deal.players, 0);
    for (const tr of tricks) {
      if (tr.winner !== null) {
        /** @type {Card[]} */ (piles.get(tr.winner)).push(...tr.cards);
        tricksWon[tr.winner] += 1;
      }
    }
    /** @type {Result} */
    const out = {
      profile: { id: deal.profile.id, version: deal.profile.version },
      seating: {
        table: [...deal.table],
        dealer: deal.dealer,
        sitting_out: sitsOut(deal.table, deal.dealer),
        forehand: deal.players[0],
        order: [...deal.players],
      },
      game: deal.game_id,
      declarer: deal.declarer,
      complete,
      findings,
      tricks: tricks.map((tr) => ({
        number: tr.number,
        leader: tr.leader,
        cards: [...tr.cards],
        winner: tr.winner,
        thirds: tr.winner ? countThirds(tr.cards) : null,
      })),
      tricks_won: tricksWon,
    };
    /** @type {DealRecord | null} */
    let record;
    if (game.kind === "trischaken") {
      this.trischakenTalon(piles, tricks, complete);
      const thirds = fromKeys(deal.players, 0);
      const notation = fromKeys(deal.players, "");
      for (const p of deal.players) {
        thirds[p] = countThirds(/** @type {Card[]} */ (piles.get(p)));
        notation[p] = formatPoints(thirds[p]);
      }
      out.thirds = thirds;
      out.notation = notation;
      record = this.trischakenRecord(thirds, tricksWon, complete, findings);
      out.premiums = [];
      out.valat = null;
    } else {
      const partner = contract.partner !== deal.declarer ? contract.partner : null;
      const sideOf = fromKeys(deal.players, "opponents");
      sideOf[deal.declarer] = "declarer";
      if (partner) sideOf[partner] = "declarer";
      /** @type {{[side: string]: Card[], declarer: Card[], opponents: Card[]}} */
      const sideCards = { declarer: [...contract.talon_cards.declarer], opponents: [...contract.talon_cards.opponents] };
      for (const [p, cards] of piles) sideCards[sideOf[p]].push(...cards);
      /** @type {{declarer: number | null, opponents: number | null}} */
      let thirds = { declarer: countThirds(sideCards.declarer), opponents: countThirds(sideCards.opponents) };
      if (deal.conceded) thirds = { declarer: null, opponents: null }; // geschleift: nothing is counted
      out.partner = partner;
      out.called_king = deal.called;
      out.king_in_talon = contract.king_in_talon;
      out.partner_revealed = (partner && tricks.find((tr) => tr.cards.includes(/** @type {Card} */ (deal.called)))?.number) || null; // a partner: a king was called
      out.thirds = thirds;
      out.notation = {
        declarer: thirds.declarer === null ? null : formatPoints(thirds.declarer),
        opponents: thirds.opponents === null ? null : formatPoints(thirds.opponents),
      };
      if (game.kind === "negative") out.declarer_tricks = tricksWon[deal.declarer];
      const [premiums, valat] = decidePremiums(deal, contract, tricks, sideOf, sideCards, thirds.declarer, complete && !deal.conceded);
      out.premiums = premiums;
      out.valat = valat;
      record = this.record(contract, partner, thirds, tricksWon, premiums, valat, complete, findings);
    }
    out.record = record;
    out.settlement = record && settleDeal ? settle(record, deal.profile) : null;
    return out;
  }

  /**
   * The talon's cards onto the piles of who takes them in Trischaken.
   * @param {Map<Player, Card[]>} piles
   * @param {Readonly<Trick>[]} tricks
   * @param {boolean} complete
   */
  trischakenTalon(piles, tricks, complete) {
    const { deal } = this;
    // a round's own rule set may leave the talon out of play (docs/rules.md §4.1)
    if (/** @type {import("./types.js").JsonObject} */ (deal.profile.trischaken).talon_out) return;
    const talon = [...deal.talon[0], ...deal.talon[1]];
    let mode = deal.game.talon;
    if (mode === "vorhand_choice") mode = deal.talon_to === "first_six" ? "zuwaage" : "last_trick";
    if (mode === "zuwaage") {
      tricks.slice(0, talon.length).forEach((tr, i) => {
        if (tr.winner !== null) /** @type {Card[]} */ (piles.get(tr.winner)).push(talon[i]);
      });
    } else if (complete) {
      /** @type {Card[]} */ (piles.get(/** @type {Player} */ (tricks[tricks.length - 1].winner))).push(...talon); // complete: the last trick has a winner
    }
  }

  /**
   * @param {Finding[]} findings
   * @returns {RenonceOfReplay | null}
   */
  static renonce(findings) {
    if (!findings.length) return null;
    const first = findings[0]; // in the order the breaches happened
    return { players: [first.player], rule: first.rule, reason: first.text };
  }

  /** @returns {DealRecord} */
  baseRecord() {
    const { deal } = this;
    /** @type {DealRecord} */
    const rec = {
      profile: deal.profile.id,
      players: [...deal.table],
      forehand: deal.players[0],
      game: deal.game_id,
      declarer: deal.declarer,
    };
    if (deal.dealer !== null) rec.dealer = deal.dealer;
    if (truthy(deal.profile.house_rules)) rec.house_rules = deal.profile.house_rules;
    if (!isNone(deal.cents_per_point)) rec.cents_per_point = deal.cents_per_point;
    return rec;
  }

  /**
   * @param {{[player: string]: number}} thirds
   * @param {{[player: string]: number}} tricksWon
   * @param {boolean} complete
   * @param {Finding[]} findings
   * @returns {DealRecord | null}
   */
  trischakenRecord(thirds, tricksWon, complete, findings) {
    const rec = this.baseRecord();
    const renonce = Replay.renonce(findings);
    if (renonce) rec.renonce = renonce;
    else if (complete) rec.trischaken = { points: thirds, tricks: tricksWon };
    else return null;
    return rec;
  }

  /**
   * @param {Contract} contract
   * @param {Player | null} partner
   * @param {{declarer: number | null, opponents: number | null}} thirds
   * @param {{[player: string]: number}} tricksWon
   * @param {PremiumOutcome[]} premiums
   * @param {ValatOutcome | null} valat
   * @param {boolean} complete
   * @param {Finding[]} findings
   * @returns {DealRecord | null}
   */
  record(contract, partner, thirds, tricksWon, premiums, valat, complete, findings) {
    const { deal } = this;
    const renonce = Replay.renonce(findings);
    if (!renonce && !complete) return null;
    const rec = this.baseRecord();
    Object.assign(rec, {
      // a self-call: the declarer is his own "partner" (allowed, or his Renonce)
      partner: partner || (contract.partner === deal.declarer || contract.own_king ? deal.declarer : null),
      called_king: deal.called,
      kontra: deal.kontra,
      premiums: premiums.map(({ name, side, announced, won, kontra }) => ({ name, side, announced, won, kontra })),
      valat: valat ? { side: valat.side, announced: valat.announced, won: valat.won, kontra: valat.kontra } : null,
      bird: deal.bird,
      king_in_talon: contract.king_in_talon,
      conceded: deal.conceded,
    });
    if (renonce) rec.renonce = renonce;
    else if (deal.game.kind === "negative") rec.declarer_tricks = tricksWon[deal.declarer];
    else if (!deal.conceded) rec.declarer_points = thirds.declarer;
    return rec;
  }
}

/**
 * German card names, tarock first, high to low ("Tarock XIV, Herz König, Herz 3").
 * @type {(cards: Iterable<Card>) => string}
 */
export const names = (cards) => [...cards].sort(bySortKey).map(cardNameDe).join(", ");

/** @type {(card: Card) => string} */
const ledDe = (card) => (COLOUR[card] === "T" ? "Tarock" : SUIT_NAMES_DE[card[0]]);
