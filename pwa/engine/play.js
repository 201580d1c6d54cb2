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
 * @example
 * const out = replay(deal, profiles);
 * out.findings;  // [] for a legal deal
 * out.settlement.points;
 */
import { BIRDS, KINGS, QUEENS, SUIT_NAMES_DE, TRULL, cardNameDe, parseCard } from "./cards.js";
import { countThirds, formatPoints } from "./counting.js";
import { Inconsistent, MalformedInput, NotAllowed } from "./errors.js";
import { decidePremiums } from "./premium_outcomes.js";
import { resolveProfile } from "./profiles.js";
import { fromKeys, get, hasOwn, isBlank, isDict, isInt, isNone, isStr, sameSet, sorted, truthy } from "./py.js";
import { RENONCE_RULES } from "./record.js";
import { settle } from "./settlement.js";
import { COLOUR, TrickRules, bySortKey, judge, winnerIndex } from "./tricks.js";

/** the breaches a replay reports; the record's Renonce may name them */
export const RULE_IDS = RENONCE_RULES.filter((r) => r !== "other");
export const RULE_DE = {
  farbzwang: "Farbzwang",
  tarockzwang: "Tarockzwang",
  stichzwang: "Stichzwang",
  pagat_last: "Pagat nur als letztes Tarock",
  farbenspiel_lead: "Ausspiel im Farbenspiel",
  discard: "Ablage",
  bird_order: "höherer Vogel zuerst",
  own_king: "eigenen König gerufen",
  bird_missing: "Vogel nicht im Blatt",
  wrong_leader: "falsches Ausspiel",
  card_not_held: "Karte nicht im Blatt",
};
export const TALON_TO = ["last_trick", "first_six"];
const FIELDS = new Set([
  "profile", "house_rules", "players", "hands", "talon", "game", "declarer", "called_king", "bird",
  "talon_taken", "discard", "announcements", "kontra", "tricks", "conceded", "talon_to", "cents_per_point",
]);
const TALON_SIZE = { half: 3, all: 6 };

// --- reading and checking the input --------------------------------------------------------------

/** Read a replay body; MalformedInput / NotAllowed / Inconsistent name the field. */
export function readReplay(data, profileGiven) {
  if (!isDict(data)) throw new MalformedInput("deal", data, "a deal must be a JSON object");
  const unknown = Object.keys(data).filter((k) => !FIELDS.has(k));
  if (unknown.length) {
    const name = sorted(unknown)[0];
    throw new MalformedInput(name, data[name], "unknown field");
  }
  const profile = resolveProfile(data, profileGiven);
  const players = readPlayers(get(data, "players"));
  const gameId = get(data, "game");
  if (!isStr(gameId) || !hasOwn(profile.games, gameId)) {
    throw new MalformedInput("game", gameId, `not a game of profile ${profile.id} (${Object.keys(profile.games).join(", ")})`);
  }
  const game = profile.games[gameId];
  const [hands, talon, where] = readCards(data, players);
  let declarer = get(data, "declarer");
  if (game.kind === "trischaken") {
    if (!isNone(declarer) && declarer !== players[0]) {
      throw new Inconsistent("declarer", declarer, "Trischaken is played by the Vorhand (the first player)");
    }
    declarer = players[0];
  } else if (!players.includes(declarer)) {
    throw new MalformedInput("declarer", declarer, `expected one of ${players.join(", ")}`);
  }
  const called = readCalled(get(data, "called_king"), game, profile, hands[declarer]);
  const bird = readBird(get(data, "bird"), game);
  const conceded = get(data, "conceded", false);
  if (typeof conceded !== "boolean") throw new MalformedInput("conceded", conceded, "expected true or false");
  if (conceded && !(truthy(game.schleifen) && called !== null && where.get(called) === "talon")) {
    throw new Inconsistent("conceded", true, "only a Ruferspiel whose called king lies in the talon can be conceded");
  }
  const [taken, discard] = readTalonChoice(data, game, conceded);
  let talonTo = get(data, "talon_to");
  if (game.talon === "vorhand_choice") {
    talonTo = truthy(talonTo) ? talonTo : "last_trick";
    if (!TALON_TO.includes(talonTo)) throw new MalformedInput("talon_to", talonTo, "expected last_trick or first_six");
  } else if (!isNone(talonTo)) {
    throw new NotAllowed("talon_to", talonTo, `in ${game.name} the Vorhand does not choose the talon`);
  }
  const tricks = readTricks(get(data, "tricks", []), players);
  if (conceded && tricks.length) throw new Inconsistent("tricks", tricks.length, "a conceded (geschleift) game has no tricks");
  const deal = {
    profile,
    game_id: gameId,
    game,
    players,
    hands,
    talon,
    declarer,
    called,
    bird,
    talon_taken: taken,
    discard,
    announcements: [],
    kontra: get(data, "kontra", 0),
    conceded,
    talon_to: isNone(talonTo) ? null : talonTo,
    tricks,
    where, // card -> where it was dealt ("Anna", "talon")
    cents_per_point: null,
  };
  deal.announcements = readAnnouncements(get(data, "announcements", []), deal);
  deal.cents_per_point = get(data, "cents_per_point");
  return deal;
}

function readPlayers(players) {
  if (!Array.isArray(players) || players.length !== 4) {
    throw new MalformedInput("players", players, "expected the 4 active players in playing order, Vorhand first");
  }
  players.forEach((p, i) => {
    if (!isStr(p) || isBlank(p)) throw new MalformedInput(`players.${i}`, p, "a player name must be a non-empty string");
  });
  if (new Set(players).size !== 4) throw new MalformedInput("players", players, "player names must be different");
  return players;
}

/** The dealt hands and talon halves: 54 distinct cards, 12 per hand, 2 × 3 in the talon. */
function readCards(data, players) {
  const handsIn = get(data, "hands");
  if (!isDict(handsIn) || !sameSet(Object.keys(handsIn), players)) {
    const got = isDict(handsIn) ? sorted(Object.keys(handsIn)) : handsIn;
    throw new MalformedInput("hands", got, `need a hand of 12 cards for each of ${players.join(", ")}`);
  }
  const seen = new Map();
  const where = new Map();
  const take = (code, path, owner) => {
    const card = parseCard(code, path);
    if (seen.has(card)) throw new Inconsistent(path, card, `${card} is dealt twice (also ${seen.get(card)})`);
    seen.set(card, path);
    where.set(card, owner);
    return card;
  };
  const hands = {};
  for (const p of players) {
    const cards = handsIn[p];
    if (!Array.isArray(cards) || cards.length !== 12) {
      throw new MalformedInput(`hands.${p}`, Array.isArray(cards) ? cards.length : cards, "a hand has exactly 12 cards");
    }
    Object.defineProperty(hands, p, {
      value: cards.map((c, i) => take(c, `hands.${p}.${i}`, p)),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  const talonIn = get(data, "talon");
  if (!Array.isArray(talonIn) || talonIn.length !== 2) {
    throw new MalformedInput("talon", talonIn, "expected the talon as two halves of 3 cards");
  }
  const talon = talonIn.map((half, h) => {
    if (!Array.isArray(half) || half.length !== 3) throw new MalformedInput(`talon.${h}`, half, "a talon half has exactly 3 cards");
    return half.map((c, i) => take(c, `talon.${h}.${i}`, "talon"));
  });
  return [hands, talon, where]; // 48 + 6 distinct codes of a 54-card deck: the whole deck
}

function readCalled(code, game, profile, declarerHand) {
  if (game.team !== "called_king") {
    if (!isNone(code)) throw new NotAllowed("called_king", code, `no king is called in ${game.name}`);
    return null;
  }
  if (isNone(code)) throw new MalformedInput("called_king", null, `${game.name}: name the called king (HK, DK, SK, CK)`);
  const card = parseCard(code, "called_king");
  if (QUEENS.includes(card) && profile.data.four_kings === "queen") {
    if (!KINGS.every((k) => declarerHand.includes(k))) {
      throw new NotAllowed("called_king", card, "a queen is called only by a player holding all four kings");
    }
  } else if (!KINGS.includes(card)) {
    throw new MalformedInput("called_king", code, "expected a king: HK, DK, SK or CK");
  }
  return card;
}

function readBird(given, game) {
  const rule = game.bird ?? null;
  if (rule === null) {
    if (!isNone(given)) throw new NotAllowed("bird", given, `${game.name} has no compulsory bird`);
    return null;
  }
  const bird = !isNone(given) ? given : rule === "any" ? null : rule;
  if (!isStr(bird) || !hasOwn(BIRDS, bird) || (rule !== "any" && bird !== rule)) {
    const expected = rule === "any" ? Object.keys(BIRDS).join(", ") : rule;
    throw new MalformedInput("bird", bird, `${game.name} needs its compulsory bird: ${expected}`);
  }
  return bird;
}

function readTalonChoice(data, game, conceded) {
  const taken = get(data, "talon_taken");
  const discard = get(data, "discard");
  const size = get(TALON_SIZE, game.talon);
  if (size === null) {
    if (!isNone(taken) || truthy(discard)) {
      const fieldName = !isNone(taken) ? "talon_taken" : "discard";
      throw new NotAllowed(fieldName, get(data, fieldName), `${game.name} is played without the talon`);
    }
    return [null, null];
  }
  if (conceded) return [null, null];
  if (size === 3) {
    if (taken !== 0 && taken !== 1) throw new MalformedInput("talon_taken", taken, "which talon half the declarer took: 0 or 1");
  } else if (!isNone(taken)) {
    throw new NotAllowed("talon_taken", taken, `in ${game.name} the declarer takes the whole talon`);
  }
  if (!Array.isArray(discard)) throw new MalformedInput("discard", discard, `the declarer's discard (${size} cards) is required`);
  const cards = discard.map((c, i) => parseCard(c, `discard.${i}`));
  if (new Set(cards).size !== cards.length) throw new MalformedInput("discard", discard, "a card is listed twice");
  return [size === 3 ? taken : null, cards];
}

function readTricks(tricks, players) {
  if (!Array.isArray(tricks) || tricks.length > 12) throw new MalformedInput("tricks", tricks, "expected a list of at most 12 tricks");
  return tricks.map((trick, t) => {
    if (!isDict(trick)) throw new MalformedInput(`tricks.${t}`, trick, 'expected {"leader": player, "cards": [...]}');
    const leader = get(trick, "leader");
    if (!isNone(leader) && !players.includes(leader)) {
      throw new MalformedInput(`tricks.${t}.leader`, leader, `expected one of ${players.join(", ")}`);
    }
    const cards = get(trick, "cards");
    const last = t === tricks.length - 1;
    if (!Array.isArray(cards) || !(cards.length >= 1 && cards.length <= 4) || (cards.length < 4 && !last)) {
      throw new MalformedInput(`tricks.${t}.cards`, cards, "a trick has 4 cards (only the last may be unfinished)");
    }
    return [isNone(leader) ? null : leader, cards.map((c, i) => parseCard(c, `tricks.${t}.cards.${i}`))];
  });
}

/** [[index, player, premium, kontra]]; the compulsory bird of a Vogelrufer is added for the declarer. */
function readAnnouncements(items, deal) {
  if (!Array.isArray(items)) throw new MalformedInput("announcements", items, 'expected [{"player": …, "premium": …}]');
  const { profile, game } = deal;
  const out = items.map((item, i) => {
    if (!isDict(item) || !deal.players.includes(get(item, "player"))) {
      throw new MalformedInput(`announcements.${i}`, item, 'expected {"player": a player, "premium": …}');
    }
    const name = get(item, "premium");
    const path = `announcements.${i}.premium`;
    if (!isStr(name)) throw new MalformedInput(path, name, "expected a premium id or valat");
    if (name === "valat") {
      if (profile.valat === null || !game.valat) throw new NotAllowed(path, name, `no Valat in ${game.name} (${profile.id})`);
    } else if (!hasOwn(profile.premiums, name)) {
      throw new MalformedInput(path, name, `not a premium of profile ${profile.id}`);
    } else if (profile.disallowed.has(name)) {
      throw new NotAllowed(path, name, "switched off by the house rules");
    } else if (game.premiums !== "all" && !game.premiums.includes(name)) {
      throw new NotAllowed(path, name, `not allowed in ${game.name}`);
    } else if (name === "koenig_ultimo" && game.team !== "called_king") {
      throw new NotAllowed(path, name, "König ultimo needs a called king");
    }
    const kontra = get(item, "kontra", 0);
    if (!isInt(kontra) || kontra < 0) throw new MalformedInput(`announcements.${i}.kontra`, kontra, "expected a Kontra level 0–5");
    if (kontra > profile.kontra_levels) {
      throw new NotAllowed(`announcements.${i}.kontra`, kontra, `${profile.id} has ${profile.kontra_levels} Kontra levels`);
    }
    return [i, item.player, name, kontra];
  });
  if (deal.bird && !out.some(([, p, n]) => p === deal.declarer && n === deal.bird)) {
    out.push([null, deal.declarer, deal.bird, 0]);
  }
  return out;
}

// --- the replay ----------------------------------------------------------------------------------

/** Replay a deal card by card; see the module comment for what comes back. */
export function replay(data, profile, { settleDeal = true } = {}) {
  return new Replay(readReplay(data, profile)).run(settleDeal);
}

/** The state of one deal while it is replayed. */
export class Replay {
  constructor(deal) {
    this.deal = deal;
    this.findings = [];
    this.rules = TrickRules.forGame(deal.game, deal.profile.data.kaiserstich);
    this.clauses = deal.profile.clauses;
    this.played = new Map(); // card -> the trick it fell in
  }

  finding(trick, player, card, rule, text, required = []) {
    const clause = this.clauses[rule];
    this.findings.push({ trick, player, card, rule, clause, required: [...required], text: `${text}: ${RULE_DE[rule]}, ${clause}` });
  }

  // before the first trick: calling, bird, talon and discard
  contract() {
    const { deal } = this;
    const d = deal.declarer;
    const dealt = deal.hands[d];
    this.partner = null;
    this.king_in_talon = false;
    if (deal.called) {
      const owner = deal.where.get(deal.called);
      if (owner === "talon") {
        this.king_in_talon = true;
      } else if (owner === d) {
        const four = KINGS.every((k) => dealt.includes(k));
        const fourth = deal.profile.data.four_kings === "fourth_king" && four;
        if (deal.profile.data.own_king_callable || fourth) {
          this.partner = d;
        } else {
          this.finding(0, d, deal.called, "own_king", `${d} rief ${cardNameDe(deal.called)}, hatte die Karte aber selbst im Blatt`);
        }
      } else {
        this.partner = owner;
      }
    }
    if (deal.bird && !dealt.includes(BIRDS[deal.bird])) {
      const card = BIRDS[deal.bird];
      this.finding(0, d, card, "bird_missing", `${d} sagte ${deal.game.name} mit ${cardNameDe(card)} an, hatte die Karte aber nicht im Blatt`);
    }
    const hands = new Map(deal.players.map((p) => [p, new Set(deal.hands[p])]));
    this.talon_cards = { declarer: [], opponents: [] }; // talon parts known before play
    const { talon } = deal;
    const mode = deal.game.talon;
    if (hasOwn(TALON_SIZE, mode) && !deal.conceded) {
      const taken = mode === "all" ? [...talon[0], ...talon[1]] : talon[deal.talon_taken];
      for (const c of taken) hands.get(d).add(c);
      if (mode === "half") this.talon_cards.opponents = [...talon[1 - deal.talon_taken]];
      this.checkDiscard(hands.get(d));
    } else if (mode === "opponents" || mode === "none" || deal.conceded) {
      if (this.king_in_talon && deal.game.king_in_talon === "alone_gets_half" && mode === "opponents") {
        const half = talon[0].includes(deal.called) ? 0 : 1;
        this.talon_cards.declarer = [...talon[half]];
        this.talon_cards.opponents = [...talon[1 - half]];
      } else {
        this.talon_cards.opponents = [...talon[0], ...talon[1]];
      }
    }
    this.hands = hands;
    this.holder = new Map(); // who plays which card
    for (const [p, h] of hands) for (const c of h) this.holder.set(c, p);
  }

  checkDiscard(hand) {
    const { deal } = this;
    const d = deal.declarer;
    const size = TALON_SIZE[deal.game.talon];
    const discard = [];
    for (const card of deal.discard) {
      if (hand.has(card)) discard.push(card);
      else this.finding(0, d, card, "card_not_held", `${d} legte ${cardNameDe(card)} ab, hatte die Karte aber nicht (${this.seat(card, true)})`);
    }
    if (deal.discard.length !== size) {
      this.finding(0, d, null, "discard", `${d} legte ${deal.discard.length} Karten ab statt ${size}`);
    }
    const farben = !this.rules.trumps;
    // the cards one may put down freely; the others ("second choice") only when forced
    const never = discard.filter((c) => KINGS.includes(c) || TRULL.includes(c));
    for (const c of never) {
      this.finding(0, d, c, "discard", `${d} legte ${cardNameDe(c)} ab: Könige und Trullstücke dürfen nie abgelegt werden`);
    }
    const rest = discard.filter((c) => !never.includes(c));
    const spare = [...hand]
      .filter((c) => !discard.includes(c) && !KINGS.includes(c) && !TRULL.includes(c) && (COLOUR[c] === "T") === farben)
      .sort(bySortKey);
    const second = rest.filter((c) => (COLOUR[c] === "T") !== farben);
    const excess = Math.min(second.length, spare.length);
    for (const c of second.slice(second.length - excess)) {
      const text = farben
        ? `${d} legte ${cardNameDe(c)} ab, hatte aber noch Tarock (${names(spare)}): im ${deal.game.name} wird zuerst Tarock abgelegt`
        : `${d} legte ${cardNameDe(c)} ab, hatte aber noch ablegbare Farbkarten (${names(spare)}): Tarock nur, wenn es nicht anders geht`;
      this.finding(0, d, c, "discard", text, spare);
    }
    for (const c of discard) hand.delete(c);
    this.talon_cards.declarer = discard;
  }

  /** Where a card not held came from, for the explanation. */
  seat(card, discarding = false) {
    const owner = this.deal.where.get(card);
    if (this.played.has(card)) return `schon im ${this.played.get(card)}. Stich gespielt`;
    if (!discarding && (this.deal.discard ?? []).includes(card)) return "sie war abgelegt";
    if (owner === "talon") return "sie lag im Talon";
    return `sie lag bei ${owner}`;
  }

  expectedFirstLeader() {
    const { deal } = this;
    return deal.game.kind === "negative" ? deal.declarer : deal.players[0];
  }

  play() {
    const { deal, rules, hands } = this;
    const { players } = deal;
    const birds = this.birdPlan();
    this.tricks = [];
    let expected = this.expectedFirstLeader();
    deal.tricks.forEach(([given, cards], index) => {
      const t = index + 1;
      let leader = given;
      if (leader === null) leader = expected;
      else if (leader !== expected) this.wrongLeader(t, leader, expected, cards[0]);
      const start = players.indexOf(leader);
      const order = [...players.slice(start), ...players.slice(0, start)].slice(0, cards.length);
      cards.forEach((card, i) => {
        const p = order[i];
        const hand = hands.get(p);
        if (!hand.has(card)) {
          this.finding(t, p, card, "card_not_held", `${p} spielte ${cardNameDe(card)}, hatte die Karte aber nicht (${this.seat(card)})`);
        } else {
          let early = null;
          for (const [c, n] of birds.get(p)) {
            if (t < n && hand.has(c)) (early ??= {})[c] = n;
          }
          const breach = judge(hand, cards.slice(0, i), card, rules, early);
          if (breach !== null) this.explain(t, p, card, breach, hand, cards.slice(0, i));
          hand.delete(card);
        }
        if (!this.played.has(card)) this.played.set(card, t);
      });
      if (cards.length === 4) {
        const top = winnerIndex(cards, rules);
        this.tricks.push({ number: t, leader, order, cards, winner: order[top], top: cards[top] });
        expected = order[top];
      } else {
        this.tricks.push({ number: t, leader, order, cards, winner: null, top: null });
      }
    });
  }

  /** Each player's announced birds that he holds: card -> the trick it must take. */
  birdPlan() {
    const plan = new Map(this.deal.players.map((p) => [p, new Map()]));
    const { premiums } = this.deal.profile;
    for (const [, p, name] of this.deal.announcements) {
      const card = get(BIRDS, name);
      if (card && this.hands.get(p).has(card)) plan.get(p).set(card, premiums[name].trick);
    }
    return plan;
  }

  wrongLeader(t, leader, expected, card) {
    let text;
    if (t === 1) {
      const who = this.deal.game.kind === "negative" ? "der Spieler" : "die Vorhand";
      text = `Den 1. Stich spielt ${expected} aus (${who}), ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    } else {
      text = `${expected} hatte den ${t - 1}. Stich gemacht und musste ausspielen, ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    }
    this.finding(t, leader, card, "wrong_leader", text, []);
  }

  explain(t, p, card, breach, hand, table) {
    const { rule, required } = breach;
    const name = cardNameDe(card);
    const led = table.length ? ledDe(table[0]) : null;
    const held = names(required);
    let text;
    if (rule === "farbzwang") {
      text = `${led} ausgespielt, ${p} hatte ${held} und spielte ${name}`;
    } else if (rule === "tarockzwang") {
      text =
        COLOUR[table[0]] === "T"
          ? `${led} ausgespielt, ${p} hatte ${held} und spielte ${name}`
          : `${led} ausgespielt, ${p} hatte kein ${led}, aber ${held} und spielte ${name}`;
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
    this.finding(t, p, card, rule, text, required);
  }

  // after the last card: piles, counts, premiums, record, settlement
  run(settleDeal = true) {
    const { deal } = this;
    this.contract();
    this.play();
    const { game } = deal;
    const { tricks } = this;
    const complete = deal.conceded || (tricks.length === 12 && tricks[11].winner !== null);
    const piles = new Map(deal.players.map((p) => [p, []]));
    const tricksWon = fromKeys(deal.players, 0);
    for (const tr of tricks) {
      if (tr.winner !== null) {
        piles.get(tr.winner).push(...tr.cards);
        tricksWon[tr.winner] += 1;
      }
    }
    const out = {
      profile: { id: deal.profile.id, version: deal.profile.version },
      game: deal.game_id,
      declarer: deal.declarer,
      complete,
      findings: this.findings,
      tricks: tricks.map((tr) => ({
        number: tr.number,
        leader: tr.leader,
        cards: tr.cards,
        winner: tr.winner,
        thirds: tr.winner ? countThirds(tr.cards) : null,
      })),
      tricks_won: tricksWon,
    };
    let record;
    if (game.kind === "trischaken") {
      this.trischakenTalon(piles, complete);
      const thirds = fromKeys(deal.players, 0);
      const notation = fromKeys(deal.players, "");
      for (const p of deal.players) {
        thirds[p] = countThirds(piles.get(p));
        notation[p] = formatPoints(thirds[p]);
      }
      out.thirds = thirds;
      out.notation = notation;
      record = this.trischakenRecord(thirds, tricksWon, complete);
      out.premiums = [];
      out.valat = null;
    } else {
      const partner = this.partner !== deal.declarer ? this.partner : null;
      const sideOf = fromKeys(deal.players, "opponents");
      sideOf[deal.declarer] = "declarer";
      if (partner) sideOf[partner] = "declarer";
      const sideCards = { declarer: [...this.talon_cards.declarer], opponents: [...this.talon_cards.opponents] };
      for (const [p, cards] of piles) sideCards[sideOf[p]].push(...cards);
      let thirds = { declarer: countThirds(sideCards.declarer), opponents: countThirds(sideCards.opponents) };
      if (deal.conceded) thirds = { declarer: null, opponents: null }; // geschleift: nothing is counted
      out.partner = partner;
      out.called_king = deal.called;
      out.king_in_talon = this.king_in_talon;
      out.partner_revealed = (partner && tricks.find((tr) => tr.cards.includes(deal.called))?.number) || null;
      out.thirds = thirds;
      out.notation = {
        declarer: thirds.declarer === null ? null : formatPoints(thirds.declarer),
        opponents: thirds.opponents === null ? null : formatPoints(thirds.opponents),
      };
      if (game.kind === "negative") out.declarer_tricks = tricksWon[deal.declarer];
      const [premiums, valat] = decidePremiums(deal, this, sideOf, sideCards, thirds.declarer, complete && !deal.conceded);
      out.premiums = premiums;
      out.valat = valat;
      record = this.record(partner, thirds, tricksWon, premiums, valat, complete);
    }
    out.record = record;
    out.settlement = record && settleDeal ? settle(record, deal.profile) : null;
    return out;
  }

  trischakenTalon(piles, complete) {
    const { deal } = this;
    const talon = [...deal.talon[0], ...deal.talon[1]];
    let mode = deal.game.talon;
    if (mode === "vorhand_choice") mode = deal.talon_to === "first_six" ? "zuwaage" : "last_trick";
    if (mode === "zuwaage") {
      this.tricks.slice(0, talon.length).forEach((tr, i) => {
        if (tr.winner !== null) piles.get(tr.winner).push(talon[i]);
      });
    } else if (complete) {
      piles.get(this.tricks[this.tricks.length - 1].winner).push(...talon);
    }
  }

  renonce() {
    if (!this.findings.length) return null;
    const first = this.findings[0]; // in the order the breaches happened
    return { players: [first.player], rule: first.rule, reason: first.text };
  }

  baseRecord() {
    const { deal } = this;
    const rec = {
      profile: deal.profile.id,
      players: [...deal.players],
      forehand: deal.players[0],
      game: deal.game_id,
      declarer: deal.declarer,
    };
    if (truthy(deal.profile.house_rules)) rec.house_rules = deal.profile.house_rules;
    if (!isNone(deal.cents_per_point)) rec.cents_per_point = deal.cents_per_point;
    return rec;
  }

  trischakenRecord(thirds, tricksWon, complete) {
    const rec = this.baseRecord();
    const renonce = this.renonce();
    if (renonce) rec.renonce = renonce;
    else if (complete) rec.trischaken = { points: thirds, tricks: tricksWon };
    else return null;
    return rec;
  }

  record(partner, thirds, tricksWon, premiums, valat, complete) {
    const { deal } = this;
    const renonce = this.renonce();
    if (!renonce && !complete) return null;
    const rec = this.baseRecord();
    Object.assign(rec, {
      partner: partner || (this.partner === deal.declarer ? deal.declarer : null),
      called_king: deal.called,
      kontra: deal.kontra,
      premiums: premiums.map(({ name, side, announced, won, kontra }) => ({ name, side, announced, won, kontra })),
      valat: valat ? { side: valat.side, announced: valat.announced, won: valat.won, kontra: valat.kontra } : null,
      bird: deal.bird,
      king_in_talon: this.king_in_talon,
      conceded: deal.conceded,
    });
    if (renonce) rec.renonce = renonce;
    else if (deal.game.kind === "negative") rec.declarer_tricks = tricksWon[deal.declarer];
    else if (!deal.conceded) rec.declarer_points = thirds.declarer;
    return rec;
  }
}

/** German card names, tarock first, high to low ("Tarock XIV, Herz König, Herz 3"). */
export const names = (cards) => [...cards].sort(bySortKey).map(cardNameDe).join(", ");

const ledDe = (card) => (COLOUR[card] === "T" ? "Tarock" : SUIT_NAMES_DE[card[0]]);
