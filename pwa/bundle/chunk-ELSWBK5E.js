import {
  Lines
} from "./chunk-SJFBEQIH.js";
import {
  haferl_exports
} from "./chunk-OJO6HXZU.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  DECK as DECK2,
  REPLAY,
  RULE_DE,
  SIDE_DE,
  SUITS,
  SUIT_NAMES_DE as SUIT_NAMES_DE2,
  THROWN_IN,
  TRICKS,
  cardNameDe as cardNameDe2,
  checkActive,
  checkCalledCard,
  checkFields,
  checkVorhandOnly,
  countAugen,
  parseCard as parseCard2,
  readGame,
  readTable,
  readTrump,
  replay,
  resolveProfile as resolveProfile2,
  seating as seating2,
  settle,
  settle2,
  settleEntry,
  sheetProfile,
  sitsOut,
  suitNameDe,
  whole
} from "./chunk-X2YNAM2X.js";
import {
  BIRDS,
  DECK,
  DECK_THIRDS,
  KINGS,
  MOND,
  PAGAT,
  QUEENS,
  SKUS,
  STRENGTH,
  SUIT_NAMES_DE,
  TRULL,
  cardNameDe,
  countThirds,
  formatPoints,
  isTarock,
  parseCard,
  resolveProfile
} from "./chunk-76HJ52WC.js";
import {
  Inconsistent,
  MAX_CENTS_PER_POINT,
  MAX_POT,
  MAX_STAKE,
  MalformedInput,
  NotAllowed,
  PREMIUMS,
  TALON_TO,
  breachNames,
  checkNames,
  fromKeys,
  get,
  hasOwn,
  isDict,
  isInt,
  isNone,
  isStr,
  nameProblem,
  playerKey,
  put,
  sameSet,
  sorted,
  truthy
} from "./chunk-5GM52YBN.js";
import {
  A,
  Choice,
  Header,
  Missing,
  d,
  editEntry,
  familyOfProfile,
  gameName,
  getLang,
  go,
  html,
  seating,
  shownName,
  t,
  toast,
  useSheet,
  w
} from "./chunk-R2IDERMZ.js";
import {
  __export
} from "./chunk-MLKGABMK.js";

// pwa/engine/haferl/play.js
var play_exports = {};
__export(play_exports, {
  RULE_IDS: () => RULE_IDS,
  Replay: () => Replay,
  readReplay: () => readReplay2,
  replay: () => replay2
});

// pwa/engine/dealt.js
var DealtCards = class {
  /**
   * @param {(code: unknown, field: string) => string} parse a card code to the family's card
   * @param {ErrorClass} Twice the error of a card dealt twice
   */
  constructor(parse, Twice) {
    this.parse = parse;
    this.Twice = Twice;
    this.seen = /* @__PURE__ */ new Map();
    this.where = /* @__PURE__ */ new Map();
  }
  /**
   * The card at ``path``, dealt to ``owner``.
   * @param {unknown} code
   * @param {string} path
   * @param {string} owner
   * @returns {string}
   */
  take(code, path, owner) {
    const card = this.parse(code, path);
    if (this.seen.has(card)) {
      const also = this.seen.get(card);
      throw new this.Twice(path, card, `${card} is dealt twice (also ${also})`, "cards.dealt_twice", { card });
    }
    this.seen.set(card, path);
    this.where.set(card, owner);
    return card;
  }
  /**
   * Each player's hand of exactly ``size`` cards (``handsIn`` has a key for each).
   * @param {import("./types.js").JsonObject} handsIn
   * @param {string[]} players
   * @param {number} size
   * @returns {{[player: string]: string[]}}
   */
  hands(handsIn, players, size) {
    const hands = {};
    for (const p of players) {
      const cards = handsIn[p];
      if (!Array.isArray(cards) || cards.length !== size) {
        throw new MalformedInput(`hands.${p}`, Array.isArray(cards) ? cards.length : cards, `a hand has exactly ${size} cards`, "hand.size", { cards: size });
      }
      put(
        hands,
        p,
        cards.map((c, i) => this.take(c, `hands.${p}.${i}`, p))
      );
    }
    return hands;
  }
};

// pwa/engine/findings.js
function finding(clauses, ruleDe, trick, player, card, rule, text, required = []) {
  const clause = clauses[rule];
  return { trick, player, card, rule, clause, required: [...required], text: `${text}: ${ruleDe[rule]}, ${clause}` };
}

// pwa/engine/replay_input.js
var REPLAY_FIELDS = /* @__PURE__ */ new Set(["profile", "house_rules", "players", "dealer", "hands", "game", "declarer", "discard", "tricks", "cents_per_point"]);
var FIELDS = /* @__PURE__ */ new Set([...REPLAY_FIELDS, "talon", "called_king", "bird", "talon_taken", "announcements", "kontra", "conceded", "talon_to"]);
var TALON_SIZE = { half: 3, all: 6 };
function discardCards(discard, size, parse) {
  if (!Array.isArray(discard)) {
    throw new MalformedInput("discard", discard, `the declarer's discard (${size} cards) is required`, "discard.missing", { cards: size });
  }
  const cards = discard.map((c, i) => parse(c, `discard.${i}`));
  if (new Set(cards).size !== cards.length) {
    throw new MalformedInput("discard", discard, "a card is listed twice", "cards.twice");
  }
  return cards;
}
function replayBody(data, fields) {
  if (!isDict(data)) throw new MalformedInput("deal", data, "a deal must be a JSON object", "record.not_object");
  checkFields(data, fields, "");
  return data;
}
function readReplay(body, profileGiven) {
  const data = replayBody(body, FIELDS);
  const profile = resolveProfile(data, profileGiven);
  const [table, dealer, players] = readSeating(data);
  const seat = { players: table, dealer };
  const [gameId, game] = readGame(get(data, "game"), profile);
  const [hands, talon, where] = readCards(data, players);
  const given = get(data, "declarer");
  const vorhand = players[0];
  let declarer;
  if (game.kind === "trischaken") {
    if (!isNone(given) && given !== vorhand) {
      checkActive(given, "declarer", seat, players);
      checkVorhandOnly(game, profile, given, vorhand);
      throw new Inconsistent("declarer", given, "Trischaken is played by the Vorhand (the first player)", "trischaken.declarer");
    }
    declarer = vorhand;
  } else {
    if (isNone(given)) throw new MalformedInput("declarer", null, "required", "value.required");
    declarer = checkActive(given, "declarer", seat, players);
    if (declarer !== vorhand) checkVorhandOnly(game, profile, declarer, vorhand);
  }
  const called = readCalled(get(data, "called_king"), game, profile, hands[declarer]);
  const bird = readBird(get(data, "bird"), game);
  const conceded = get(data, "conceded", false);
  if (typeof conceded !== "boolean") {
    throw new MalformedInput("conceded", conceded, "expected true or false", "value.yes_no");
  }
  if (conceded && !truthy(game.schleifen)) {
    throw new NotAllowed("conceded", true, `${game.name} cannot be conceded (geschleift)`, "conceded.not_allowed", { game: game.name });
  }
  if (conceded && !(called !== null && where.get(called) === "talon")) {
    throw new Inconsistent("conceded", true, "only a game whose called king lies in the talon can be conceded", "conceded.needs_king_in_talon");
  }
  const [taken, discard] = readTalonChoice(data, game, conceded);
  let talonTo = get(data, "talon_to");
  if (game.talon === "vorhand_choice") {
    talonTo = truthy(talonTo) ? talonTo : "last_trick";
    if (!TALON_TO.includes(talonTo)) {
      throw new MalformedInput("talon_to", talonTo, "expected last_trick or first_six", "talon_to.choice");
    }
  } else if (!isNone(talonTo)) {
    throw new NotAllowed("talon_to", talonTo, `in ${game.name} the Vorhand does not choose the talon`, "talon_to.not_chosen", { game: game.name });
  }
  const tricks = readTricks(get(data, "tricks", []), players, seat);
  if (conceded && tricks.length) {
    throw new Inconsistent("tricks", tricks.length, "a conceded (geschleift) game has no tricks", "conceded.no_tricks");
  }
  const announcements2 = readAnnouncements(get(data, "announcements", []), profile, game, players, declarer, bird, seat);
  return {
    profile,
    game_id: gameId,
    game,
    table,
    dealer,
    players,
    hands,
    talon,
    declarer,
    called,
    bird,
    talon_taken: taken,
    discard,
    announcements: announcements2,
    kontra: get(data, "kontra", 0),
    conceded,
    talon_to: isNone(talonTo) ? null : talonTo,
    tricks,
    where,
    // card -> where it was dealt ("Anna", "talon")
    cents_per_point: get(data, "cents_per_point")
  };
}
function readSeating(data) {
  const [table, dealer] = readTable(data);
  return [table, dealer, dealer === null ? [...table] : seating2(table, dealer)[1]];
}
function readCards(data, players) {
  const handsIn = get(data, "hands");
  if (!isDict(handsIn) || !sameSet(Object.keys(handsIn), players)) {
    const got = isDict(handsIn) ? sorted(Object.keys(handsIn)) : handsIn;
    const out = data.players.filter((p) => !players.includes(p));
    throw new MalformedInput(
      "hands",
      got,
      `need a hand of 12 cards for each of ${players.join(", ")}` + (out.length ? ` (${out[0]} deals and sits out)` : ""),
      "hands.size",
      { cards: 12, players: players.join(", ") }
    );
  }
  const dealt = new DealtCards(parseCard, Inconsistent);
  const hands = dealt.hands(handsIn, players, 12);
  const talonIn = get(data, "talon");
  if (!Array.isArray(talonIn) || talonIn.length !== 2) {
    throw new MalformedInput("talon", talonIn, "expected the talon as two halves of 3 cards", "talon.shape");
  }
  const talon = talonIn.map((half, h) => {
    if (!Array.isArray(half) || half.length !== 3) {
      throw new MalformedInput(`talon.${h}`, half, "a talon half has exactly 3 cards", "talon.shape");
    }
    return half.map((c, i) => dealt.take(c, `talon.${h}.${i}`, "talon"));
  });
  return [hands, talon, dealt.where];
}
function readCalled(code, game, profile, declarerHand) {
  if (game.team !== "called_king") {
    if (!isNone(code)) {
      throw new NotAllowed("called_king", code, `no king is called in ${game.name}`, "king.not_called", { game: game.name });
    }
    return null;
  }
  if (isNone(code)) {
    throw new MalformedInput("called_king", null, `${game.name}: name the called king (HK, DK, SK, CK)`, "king.missing", { game: game.name });
  }
  const card = checkCalledCard(parseCard(code, "called_king"), profile);
  if (QUEENS.includes(card) && !KINGS.every((k) => declarerHand.includes(k))) {
    throw new NotAllowed("called_king", card, "a queen is called only by a player holding all four kings", "king.queen_needs_four_kings");
  }
  return card;
}
function readBird(given, game) {
  const rule = game.bird ?? null;
  if (rule === null) {
    if (!isNone(given)) {
      throw new NotAllowed("bird", given, `${game.name} has no compulsory bird`, "bird.none", { game: game.name });
    }
    return null;
  }
  const bird = !isNone(given) ? given : rule === "any" ? null : rule;
  if (!isStr(bird) || !hasOwn(BIRDS, bird)) {
    const expected = rule === "any" ? Object.keys(BIRDS).join(", ") : rule;
    throw new MalformedInput("bird", bird, `${game.name} needs its compulsory bird: ${expected}`, "bird.missing", { game: game.name });
  }
  if (rule !== "any" && bird !== rule) {
    throw new NotAllowed("bird", bird, `the bird of the ${game.name} is the ${rule}`, "bird.wrong", { game: game.name });
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
      throw new NotAllowed(fieldName, get(data, fieldName), `${game.name} is played without the talon`, "talon.none", { game: game.name });
    }
    return [null, null];
  }
  if (conceded) return [null, null];
  if (size === 3) {
    if (taken !== 0 && taken !== 1) {
      throw new MalformedInput("talon_taken", taken, "which talon half the declarer took: 0 or 1", "talon_taken.choice");
    }
  } else if (!isNone(taken)) {
    throw new NotAllowed("talon_taken", taken, `in ${game.name} the declarer takes the whole talon`, "talon_taken.whole", { game: game.name });
  }
  return [size === 3 ? taken : null, discardCards(discard, size, parseCard)];
}
function readTricks(tricks, players, seat) {
  if (!Array.isArray(tricks) || tricks.length > 12) {
    throw new MalformedInput("tricks", tricks, "expected a list of at most 12 tricks", "tricks.too_many", { max: 12 });
  }
  return tricks.map((trick, t2) => {
    if (!isDict(trick)) {
      throw new MalformedInput(`tricks.${t2}`, trick, 'expected {"leader": player, "cards": [...]}', "trick.shape");
    }
    const leader = get(trick, "leader");
    if (!isNone(leader)) checkActive(leader, `tricks.${t2}.leader`, seat, players);
    const cards = get(trick, "cards");
    const last = t2 === tricks.length - 1;
    if (!Array.isArray(cards) || !(cards.length >= 1 && cards.length <= 4) || cards.length < 4 && !last) {
      throw new MalformedInput(`tricks.${t2}.cards`, cards, "a trick has 4 cards (only the last may be unfinished)", "trick.size", { cards: 4 });
    }
    return [isNone(leader) ? null : leader, cards.map((c, i) => parseCard(c, `tricks.${t2}.cards.${i}`))];
  });
}
function readAnnouncements(items, profile, game, players, declarer, bird, seat) {
  if (!Array.isArray(items)) {
    throw new MalformedInput("announcements", items, 'expected [{"player": …, "premium": …}]', "announcements.shape");
  }
  const out = items.map((item2, i) => {
    if (!isDict(item2) || !hasOwn(item2, "player")) {
      throw new MalformedInput(`announcements.${i}`, item2, 'expected {"player": a player, "premium": …}', "announcements.shape");
    }
    checkActive(item2.player, `announcements.${i}.player`, seat, players);
    const name = get(item2, "premium");
    const path = `announcements.${i}.premium`;
    if (!isStr(name)) throw new MalformedInput(path, name, "expected a premium id or valat", "premium.unknown");
    if (name === "valat") {
      if (profile.valat === null || !game.valat) {
        throw new NotAllowed(path, name, `no Valat in ${game.name} (${profile.id})`, "valat.not_allowed", { game: game.name });
      }
    } else if (!hasOwn(profile.premiums, name)) {
      if (PREMIUMS.includes(name)) {
        throw new NotAllowed(path, name, `not a premium of profile ${profile.id}`, "premium.not_in_profile");
      }
      throw new MalformedInput(path, name, `not a premium of profile ${profile.id}`, "premium.not_in_profile");
    } else if (profile.disallowed.has(name)) {
      throw new NotAllowed(path, name, "switched off by the house rules", "premium.switched_off");
    } else if (game.premiums !== "all" && !game.premiums.includes(name)) {
      throw new NotAllowed(path, name, `not allowed in ${game.name}`, "premium.not_in_game", { game: game.name });
    } else if (profile.premiums[name].requires_called_king && game.team !== "called_king") {
      throw new NotAllowed(path, name, `${profile.premiums[name].name} needs a called king`, "premium.needs_called_king", {
        premium: profile.premiums[name].name
      });
    }
    const kontra = get(item2, "kontra", 0);
    if (!isInt(kontra) || kontra < 0) {
      throw new MalformedInput(`announcements.${i}.kontra`, kontra, "expected a Kontra level 0–5", "kontra.level");
    }
    if (kontra > profile.kontra_levels) {
      throw new NotAllowed(`announcements.${i}.kontra`, kontra, `${profile.id} has ${profile.kontra_levels} Kontra levels`, "kontra.too_many", {
        max: profile.kontra_levels
      });
    }
    return (
      /** @type {Announcement} */
      [i, item2.player, name, kontra]
    );
  });
  if (bird && !out.some(([, p, n]) => p === declarer && n === bird)) out.push([null, declarer, bird, 0]);
  return out;
}

// pwa/engine/haferl/tricks.js
var tricks_exports = {};
__export(tricks_exports, {
  Breach: () => Breach,
  TrickRules: () => TrickRules,
  judge: () => judge,
  legalCards: () => legalCards,
  sortCards: () => sortCards,
  winnerIndex: () => winnerIndex
});
var TrickRules = class _TrickRules {
  /**
   * @param {string | null} trump the trump suit (null: none)
   * @param {string[]} ranks of a suit, high to low
   */
  constructor(trump, ranks) {
    this.trump = trump;
    this.ranks = ranks;
    Object.freeze(this);
  }
  /**
   * @param {import("./profile.js").HaferlProfile} profile
   * @param {import("../types.js").GameSpec} game
   * @param {string | null} trump
   * @returns {TrickRules}
   */
  static forGame(profile, game, trump) {
    return new _TrickRules(trump, [...profile.ranks(game)]);
  }
  /**
   * Higher beats lower within a suit.
   * @param {Card} card
   * @returns {number}
   */
  strength(card) {
    return this.ranks.length - this.ranks.indexOf(card.slice(1));
  }
};
function winnerIndex(cards, rules) {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best], rules)) best = i;
  return best;
}
function beats(card, top, rules) {
  if (card[0] === top[0]) return rules.strength(card) > rules.strength(top);
  return card[0] === rules.trump;
}
var Breach = class {
  /**
   * @param {string} rule
   * @param {Card[]} required
   */
  constructor(rule, required) {
    this.rule = rule;
    this.required = required;
  }
};
function layers(hand, table, rules) {
  const cards = [...hand];
  if (!table.length) return [cards, []];
  const out = [];
  const led = table[0][0];
  let allowed = cards.filter((c) => c[0] === led);
  if (allowed.length) {
    if (allowed.length < cards.length) out.push(["farbzwang", allowed]);
  } else {
    allowed = cards.filter((c) => c[0] === rules.trump);
    if (!allowed.length) return [cards, out];
    if (allowed.length < cards.length) out.push(["trumpfzwang", allowed]);
  }
  const top = table[winnerIndex(table, rules)];
  const beaters = allowed.filter((c) => beats(c, top, rules));
  if (beaters.length && beaters.length < allowed.length) {
    out.push(["stichzwang", beaters]);
    allowed = beaters;
  }
  return [allowed, out];
}
var legalCards = (hand, table, rules) => layers(hand, table, rules)[0];
function judge(hand, table, card, rules) {
  const [allowed, steps] = layers(hand, table, rules);
  if (allowed.includes(card)) return null;
  for (const [rule, cards] of steps) if (!cards.includes(card)) return new Breach(rule, sortCards(cards, rules));
  throw new Error(`no rule excludes ${card}`);
}
var sortCards = (cards, rules) => [...cards].sort(
  (a, b) => Number(a[0] !== rules.trump) - Number(b[0] !== rules.trump) || SUITS.indexOf(a[0]) - SUITS.indexOf(b[0]) || rules.strength(b) - rules.strength(a)
);

// pwa/engine/haferl/play.js
var RULE_IDS = Object.keys(RULE_DE);
var HAND = 11;
var STOCK = 3;
var FIELDS2 = /* @__PURE__ */ new Set([...REPLAY_FIELDS, "stock", "trump", "pot", "stake"]);
var PASSED_ON = {
  pot: [0, MAX_POT, "Grundbeträge"],
  stake: [1, MAX_STAKE, "Grundbeträge"],
  cents_per_point: [0, MAX_CENTS_PER_POINT, "a whole number of cents"]
};
function readReplay2(body, profileGiven) {
  const data = replayBody(body, FIELDS2);
  const profile = resolveProfile2(data, profileGiven);
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
  const [hands, stock, where] = readCards2(data, players);
  const declarer = get(data, "declarer");
  if (!isStr(declarer) || !players.includes(declarer)) {
    throw new MalformedInput("declarer", declarer, `expected one of ${players.join(", ")}`, "player.one_of", { players: players.join(", ") });
  }
  const trump = readTrump(get(data, "trump"), game);
  const discard = readDiscard(get(data, "discard"), game);
  const passedOn = {};
  for (const [name, [lo, hi, what]] of Object.entries(PASSED_ON)) {
    if (!isNone(get(data, name))) passedOn[name] = whole(data[name], name, lo, hi, what);
  }
  const tricks = readTricks2(get(data, "tricks", []), players);
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
    passed_on: passedOn
  };
}
function readPlayers(players) {
  if (!Array.isArray(players) || players.length !== 3) {
    throw new MalformedInput("players", players, "expected the 3 active players in playing order, Vorhand first", "players.order");
  }
  checkNames(players);
  return players;
}
function readCards2(data, players) {
  const handsIn = get(data, "hands");
  if (!isDict(handsIn) || !sameSet(Object.keys(handsIn), players)) {
    const got = isDict(handsIn) ? sorted(Object.keys(handsIn)) : handsIn;
    throw new MalformedInput("hands", got, `need a hand of ${HAND} cards for each of ${players.join(", ")}`, "hands.size", {
      cards: HAND,
      players: players.join(", ")
    });
  }
  const dealt = new DealtCards(parseCard2, MalformedInput);
  const hands = dealt.hands(handsIn, players, HAND);
  const stockIn = get(data, "stock");
  if (!Array.isArray(stockIn) || stockIn.length !== STOCK) {
    throw new MalformedInput("stock", stockIn, `expected the Stock: ${STOCK} cards`, "stock.size", { cards: STOCK });
  }
  const stock = stockIn.map((c, i) => dealt.take(c, `stock.${i}`, "stock"));
  return [hands, stock, dealt.where];
}
function readDiscard(discard, game) {
  if (game.stock !== "exchange") {
    if (truthy(discard)) {
      throw new NotAllowed("discard", discard, `in the ${game.name} nothing is discarded`, "discard.none", { game: game.name });
    }
    return null;
  }
  return discardCards(discard, STOCK, parseCard2);
}
function readTricks2(tricks, players) {
  if (!Array.isArray(tricks) || tricks.length > TRICKS) {
    throw new MalformedInput("tricks", tricks, `expected a list of at most ${TRICKS} tricks`, "tricks.too_many", { max: TRICKS });
  }
  return tricks.map((trick, t2) => {
    if (!isDict(trick) || Object.keys(trick).some((k) => k !== "leader" && k !== "cards")) {
      throw new MalformedInput(`tricks.${t2}`, trick, 'expected {"leader": player, "cards": [...]}', "trick.shape");
    }
    const leader = get(trick, "leader");
    if (!isNone(leader) && !players.includes(leader)) {
      throw new MalformedInput(`tricks.${t2}.leader`, leader, `expected one of ${players.join(", ")}`, "player.one_of", { players: players.join(", ") });
    }
    const cards = get(trick, "cards");
    const last = t2 === tricks.length - 1;
    if (!Array.isArray(cards) || cards.length < 1 || cards.length > 3 || cards.length < 3 && !last) {
      throw new MalformedInput(`tricks.${t2}.cards`, cards, "a trick has 3 cards (only the last may be unfinished)", "trick.size", { cards: 3 });
    }
    return [isNone(leader) ? null : leader, cards.map((c, i) => parseCard2(c, `tricks.${t2}.cards.${i}`))];
  });
}
function replay2(data, profile, { settleDeal = true } = {}) {
  return new Replay(readReplay2(data, profile)).run(settleDeal);
}
var Replay = class {
  /** @param {HaferlReplayInput} deal */
  constructor(deal) {
    this.deal = deal;
    this.rules = TrickRules.forGame(deal.profile, deal.game, deal.trump);
    this.findings = [];
    this.played = /* @__PURE__ */ new Map();
    this.hands = /* @__PURE__ */ new Map();
    this.declarerCards = [];
    this.aside = [];
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
    return sortCards(cards, this.rules).map(cardNameDe2).join(", ");
  }
  // before the first trick: the Stock and the discard
  contract() {
    const { deal } = this;
    this.hands = new Map(deal.players.map((p) => [p, new Set(deal.hands[p])]));
    this.declarerCards = [];
    this.aside = [];
    const mode = deal.game.stock;
    if (mode === "exchange") {
      for (const c of deal.stock) this.hands.get(deal.declarer).add(c);
      this.checkDiscard();
    } else if (mode === "declarer_at_end") {
      this.declarerCards = [...deal.stock];
    } else {
      this.aside = [...deal.stock];
    }
  }
  checkDiscard() {
    const { deal, rules } = this;
    const d2 = deal.declarer;
    const hand = (
      /** @type {Set<string>} */
      this.hands.get(d2)
    );
    const discard = deal.discard ?? [];
    const kept = [];
    for (const card of discard) {
      if (hand.has(card)) kept.push(card);
      else this.finding(0, d2, card, "card_not_held", `${d2} drückte ${cardNameDe2(card)}, hatte die Karte aber nicht (${this.seat(card, true)})`);
    }
    if (discard.length !== STOCK) this.finding(0, d2, null, "discard", `${d2} drückte ${discard.length} Karten statt ${STOCK}`);
    if (!deal.game.discard_trumps && rules.trump) {
      const spare = sortCards(
        [...hand].filter((c) => c[0] !== rules.trump && !kept.includes(c)),
        rules
      );
      for (const card of kept) {
        if (card[0] === rules.trump) {
          this.finding(0, d2, card, "discard", `${d2} drückte ${cardNameDe2(card)}: Trümpfe dürfen nicht gedrückt werden`, spare);
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
    let expected = players[0];
    deal.tricks.forEach(([given, cards], index) => {
      const t2 = index + 1;
      let leader = given;
      if (leader === null) leader = expected;
      else if (leader !== expected) this.wrongLeader(t2, leader, expected, cards[0]);
      const start = players.indexOf(leader);
      const order = [...players.slice(start), ...players.slice(0, start)].slice(0, cards.length);
      cards.forEach((card, i) => {
        const p = order[i];
        const hand = (
          /** @type {Set<string>} */
          this.hands.get(p)
        );
        if (!hand.has(card)) {
          this.finding(t2, p, card, "card_not_held", `${p} spielte ${cardNameDe2(card)}, hatte die Karte aber nicht (${this.seat(card)})`);
        } else {
          const breach = judge(hand, cards.slice(0, i), card, rules);
          if (breach !== null) this.explain(t2, p, card, breach, cards.slice(0, i));
          hand.delete(card);
        }
        if (!this.played.has(card)) this.played.set(card, t2);
      });
      const trick = { number: t2, leader, order, cards, winner: null };
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
  wrongLeader(t2, leader, expected, card) {
    const text = t2 === 1 ? `Den 1. Stich spielt ${expected} aus (die Vorhand), ausgespielt hat ${leader} mit ${cardNameDe2(card)}` : `${expected} hatte den ${t2 - 1}. Stich gemacht und musste ausspielen, ausgespielt hat ${leader} mit ${cardNameDe2(card)}`;
    this.finding(t2, leader, card, "wrong_leader", text);
  }
  /**
   * @param {number} t
   * @param {Player} p
   * @param {Card} card
   * @param {import("./tricks.js").Breach} breach
   * @param {Card[]} table
   */
  explain(t2, p, card, breach, table) {
    const { rule, required } = breach;
    const led = suitNameDe(table[0][0]);
    const name = cardNameDe2(card);
    const held = this.names(required);
    let text;
    if (rule === "farbzwang") {
      text = `${led} ausgespielt, ${p} hatte ${held} und spielte ${name}`;
    } else if (rule === "trumpfzwang") {
      text = `${led} ausgespielt, ${p} hatte kein ${led}, aber Trumpf (${held}) und spielte ${name}`;
    } else {
      const top = table[winnerIndex(table, this.rules)];
      const trump = this.rules.trump;
      const how = required[0][0] === trump && trump !== table[0][0] ? "übertrumpfen" : "überstechen";
      text = `${led} ausgespielt, ${cardNameDe2(top)} lag vorne; ${p} hätte mit ${held} ${how} müssen und spielte ${name}`;
    }
    this.finding(t2, p, card, rule, text, required);
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
    const d2 = deal.declarer;
    const tricksWon = fromKeys(deal.players, 0);
    const piles = { declarer: [...this.declarerCards], opponents: [] };
    for (const tr of this.tricks) {
      if (tr.winner !== null) {
        tricksWon[tr.winner] += 1;
        piles[tr.winner === d2 ? "declarer" : "opponents"].push(...tr.cards);
      }
    }
    const augen = { declarer: countAugen(piles.declarer), opponents: countAugen(piles.opponents) };
    if (this.aside.length) augen.stock = countAugen(this.aside);
    const complete = this.tricks.length === TRICKS && this.tricks[TRICKS - 1].winner !== null;
    const outcome2 = this.outcome(augen, tricksWon[d2], complete);
    const breach = this.breach();
    const decided = breach !== null || outcome2.won !== null;
    const record = decided ? this.record(breach, augen, tricksWon[d2]) : null;
    return {
      profile: { id: deal.profile.id, version: deal.profile.version },
      family: deal.profile.family,
      game: deal.game_id,
      declarer: d2,
      trump: deal.trump,
      complete,
      decided,
      findings: this.findings,
      tricks: this.tricks.map((tr) => ({
        number: tr.number,
        leader: tr.leader,
        cards: tr.cards,
        winner: tr.winner,
        augen: tr.winner ? countAugen(tr.cards) : null
      })),
      tricks_won: tricksWon,
      augen,
      ...outcome2,
      record,
      settlement: record && settleDeal ? settle(record, deal.profile) : null
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
    const first = this.findings[0];
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
    const rec = {
      profile: deal.profile.id,
      players: [...deal.players, ...deal.dealer !== null ? [deal.dealer] : []],
      game: deal.game_id,
      declarer: deal.declarer,
      ...deal.passed_on
    };
    if (deal.dealer !== null) rec.dealer = deal.dealer;
    if (truthy(deal.profile.house_rules)) rec.house_rules = deal.profile.house_rules;
    if (Array.isArray(deal.game.trump)) rec.trump = deal.trump;
    if (breach !== null) rec.breach = breach;
    else if (deal.game.kind === "negative") rec.declarer_tricks = declarerTricks;
    else Object.assign(rec, { declarer_augen: augen.declarer, declarer_tricks: declarerTricks });
    return rec;
  }
};

// pwa/engine/premium_outcomes.js
var SIDES = ["declarer", "opponents"];
var RESULT_DE = /* @__PURE__ */ new Map([
  [true, "gemacht"],
  [false, "nicht gemacht"],
  [null, "offen"]
]);
function describe(name, by, side, won, reason = "", specName = null) {
  const how = by ? `angesagt von ${by}` : "still";
  const text = `${specName || name.charAt(0).toUpperCase() + name.slice(1).toLowerCase()} ${how} (${SIDE_DE[side]}): ${RESULT_DE.get(won)}`;
  return reason ? `${text} – ${reason}` : text;
}
function decidePremiums(deal, contract, tricks, sideOf, sideCards, declarerThirds, complete) {
  const { profile, game } = deal;
  const announced = /* @__PURE__ */ new Map();
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
  const names2 = game.premiums === "all" ? Object.keys(profile.premiums) : game.premiums;
  const out = [];
  for (const name of names2) {
    if (profile.disallowed.has(name)) continue;
    const spec = profile.premiums[name];
    const [made, attempt, holder, reason] = outcome(name, spec, deal, contract, tricks, sideOf, sideCards, declarerThirds, complete);
    const sidesAnnounced = /* @__PURE__ */ new Set();
    for (const side of SIDES) {
      if (!announced.has(`${name} ${side}`)) continue;
      const [player, kontra] = (
        /** @type {[Player, number]} */
        announced.get(`${name} ${side}`)
      );
      sidesAnnounced.add(side);
      let won;
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
function item(name, spec, side, announced, won, kontra, by, reason) {
  return { name, side, announced, won, kontra, by, text: describe(name, by, side, won, reason, spec.name) };
}
function outcome(_name, spec, deal, contract, tricks, sideOf, sideCards, declarerThirds, complete) {
  const byCard = hasOwn(spec, "card");
  if (byCard || spec.requires_called_king) {
    let card;
    if (byCard) card = spec.card;
    else if (contract.partner && contract.partner !== deal.declarer)
      card = /** @type {Card} */
      deal.called;
    else return [null, null, null, "kein gerufener Partner"];
    const n = spec.trick;
    const holder = contract.holder.get(card) ?? null;
    if (holder === null) return [null, null, null, `${cardNameDe(card)} war nicht im Spiel`];
    const fell = tricks.find((tr) => tr.cards.includes(card));
    if (fell === void 0 || fell.winner === null) return [null, null, holder, ""];
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
      if (spec.all_cards.every((c) => pile.includes(c))) return [side, null, null, `alle in den Stichen der ${SIDE_DE[side]}`];
    }
    return [null, null, null, "auf beide Parteien verteilt"];
  }
  if (hasOwn(spec, "caught_card")) {
    const card = spec.caught_card;
    for (const tr of tricks) {
      if (tr.cards.includes(card)) {
        const player = tr.order[tr.cards.indexOf(card)];
        if (sideOf[player] === "declarer" && sideOf[
          /** @type {Player} */
          tr.winner
        ] === "opponents") {
          return ["opponents", null, null, `${tr.winner} fing ${cardNameDe(card)} im ${tr.number}. Stich`];
        }
      }
    }
    return [null, null, null, `${cardNameDe(card)} wurde nicht gefangen`];
  }
  if (hasOwn(spec, "min_thirds")) {
    const thirds = (
      /** @type {number} */
      declarerThirds
    );
    if (thirds >= spec.min_thirds) return ["declarer", null, null, ""];
    if (!hasOwn(spec, "belongs_to") && DECK_THIRDS - thirds >= spec.min_thirds) return ["opponents", null, null, ""];
    return [null, null, null, ""];
  }
  return [null, null, null, ""];
}
function decideValat(deal, tricks, sideOf, announced, complete) {
  const calls = [];
  for (const side of SIDES) {
    if (announced.has(`valat ${side}`)) {
      calls.push([
        side,
        /** @type {[Player, number]} */
        announced.get(`valat ${side}`)
      ]);
      announced.delete(`valat ${side}`);
    }
  }
  if (calls.length > 1) {
    throw new Inconsistent("announcements", "valat", "both sides announced a Valat", "valat.both_sides");
  }
  const { game, profile } = deal;
  if (!game.valat || profile.valat === null || game.kind !== "positive") return null;
  let made = null;
  if (complete && !deal.conceded) {
    const sides = new Set(tricks.map((tr) => sideOf[
      /** @type {Player} */
      tr.winner
    ]));
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

// pwa/engine/tricks.js
var COLOUR = Object.fromEntries(DECK.map((c) => [c, isTarock(c) ? "T" : c[0]]));
var TOP = Math.max(...Object.values(STRENGTH)) + 1;
var TrickRules2 = class _TrickRules {
  /**
   * @param {{trumps?: boolean, stichzwang?: boolean, pagat_last?: boolean, kaiserstich?: string}} [options]
   */
  constructor({ trumps = true, stichzwang = false, pagat_last = false, kaiserstich = "off" } = {}) {
    this.trumps = trumps;
    this.stichzwang = stichzwang;
    this.pagat_last = pagat_last;
    this.kaiserstich = kaiserstich;
    Object.freeze(this);
  }
  /**
   * Rules of a profile's game. ``inNegative``: the profile's ``kaiserstich_negative``, whether the
   * Kaiserstich also applies in negative games and Trischaken (KTC no, Tirol yes).
   * @param {import("./types.js").GameSpec} game
   * @param {string} kaiserstich
   * @param {boolean} [inNegative]
   * @returns {TrickRules}
   */
  static forGame(game, kaiserstich, inNegative = false) {
    const strict = game.kind === "negative" || game.kind === "trischaken";
    return new _TrickRules({
      trumps: (game.trumps ?? "tarock") !== "none",
      stichzwang: strict,
      pagat_last: strict,
      kaiserstich: strict && !inNegative ? "off" : kaiserstich
    });
  }
};
function kaiserstichOn(cards, mode) {
  if (mode === "off" || !cards.includes(PAGAT) || !cards.includes(MOND) || !cards.includes(SKUS)) return false;
  if (mode === "any_order") return true;
  return cards.indexOf(MOND) < cards.indexOf(SKUS) && cards.indexOf(SKUS) < cards.indexOf(PAGAT);
}
function winnerIndex2(cards, rules) {
  const kaiser = rules.kaiserstich !== "off" && kaiserstichOn(cards, rules.kaiserstich);
  let best = 0;
  let bestColour = COLOUR[cards[0]];
  let bestStrength = kaiser && cards[0] === PAGAT ? TOP : STRENGTH[cards[0]];
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const colour = COLOUR[c];
    const s = kaiser && c === PAGAT ? TOP : STRENGTH[c];
    if (colour === bestColour) {
      if (s > bestStrength) [best, bestStrength] = [i, s];
    } else if (rules.trumps && colour === "T") {
      [best, bestColour, bestStrength] = [i, "T", s];
    }
  }
  return best;
}
var CARD_RULES = ["farbzwang", "tarockzwang", "stichzwang", "pagat_last", "farbenspiel_lead", "bird_order"];
var Breach2 = class {
  /**
   * @param {string} rule
   * @param {Card[]} required
   */
  constructor(rule, required) {
    this.rule = rule;
    this.required = required;
  }
};
function layers2(hand, table, rules, earlyBirds) {
  const out = [];
  const cards = [...hand];
  let allowed = cards;
  if (table.length === 0) {
    if (!rules.trumps) {
      const suits = cards.filter((c) => COLOUR[c] !== "T");
      if (suits.length && suits.length < cards.length) {
        allowed = suits;
        out.push(["farbenspiel_lead", allowed]);
      }
    }
  } else {
    const led = COLOUR[table[0]];
    allowed = cards.filter((c) => COLOUR[c] === led);
    if (allowed.length) {
      if (allowed.length < cards.length) out.push(["farbzwang", allowed]);
    } else {
      allowed = cards.filter((c) => COLOUR[c] === "T");
      if (allowed.length) {
        if (allowed.length < cards.length) out.push(["tarockzwang", allowed]);
      } else {
        allowed = cards;
      }
    }
    if (rules.stichzwang) {
      const n = table.length;
      const trick = (
        /** @type {Card[]} */
        [...table, null]
      );
      const beaters = allowed.filter((c) => {
        trick[n] = c;
        return winnerIndex2(trick, rules) === n;
      });
      if (beaters.length && beaters.length < allowed.length) {
        allowed = beaters;
        out.push(["stichzwang", allowed]);
      }
    }
  }
  if (rules.pagat_last && allowed.includes(PAGAT) && pagatHeldBack(cards, table, rules)) {
    allowed = allowed.filter((c) => c !== PAGAT);
    out.push(["pagat_last", allowed]);
  }
  if (earlyBirds && allowed.length > 1 && allowed.every((c) => Object.hasOwn(earlyBirds, c))) {
    allowed = [allowed.reduce((a, b) => STRENGTH[b] > STRENGTH[a] ? b : a)];
    out.push(["bird_order", allowed]);
  }
  return [allowed, out];
}
function pagatHeldBack(cards, table, rules) {
  const others = cards.some((c) => COLOUR[c] === "T" && c !== PAGAT);
  return others && !(table.length > 0 && kaiserstichOn([...table, PAGAT], rules.kaiserstich));
}
function judge2(hand, table, card, rules, earlyBirds = null) {
  if (!(rules.stichzwang || rules.pagat_last || earlyBirds) && plainlyLegal(hand, table, card, rules)) {
    return [];
  }
  const [allowed, steps] = layers2(hand, table, rules, earlyBirds);
  if (allowed.includes(card)) return [];
  const cards = [...hand];
  const out = [];
  const colour = COLOUR[card];
  if (table.length) {
    const led = COLOUR[table[0]];
    const same = cards.filter((c) => COLOUR[c] === led);
    const tarocks = cards.filter((c) => COLOUR[c] === "T");
    if (same.length && colour !== led) out.push(new Breach2("farbzwang", sortedCards(same)));
    else if (!same.length && tarocks.length && colour !== "T") out.push(new Breach2("tarockzwang", sortedCards(tarocks)));
    if (rules.stichzwang) {
      const follow = same.length ? same : tarocks.length ? tarocks : cards;
      const beaters = follow.filter((c) => takes(table, c, rules));
      if (beaters.length && !takes(table, card, rules)) out.push(new Breach2("stichzwang", sortedCards(beaters)));
    }
  } else if (!rules.trumps && colour === "T") {
    const suits = cards.filter((c) => COLOUR[c] !== "T");
    if (suits.length) out.push(new Breach2("farbenspiel_lead", sortedCards(suits)));
  }
  if (rules.pagat_last && card === PAGAT && pagatHeldBack(cards, table, rules)) {
    out.push(new Breach2("pagat_last", sortedCards(allowed)));
  }
  const birdLayer = steps.find(([rule]) => rule === "bird_order");
  if (birdLayer !== void 0 && !out.length) out.push(new Breach2("bird_order", sortedCards(birdLayer[1])));
  if (!out.length) throw new Error(`no rule excludes ${card}`);
  return out.sort((a, b) => CARD_RULES.indexOf(a.rule) - CARD_RULES.indexOf(b.rule));
}
var takes = (table, card, rules) => winnerIndex2([...table, card], rules) === table.length;
var sortedCards = (cards) => [...cards].sort(bySortKey);
function plainlyLegal(hand, table, card, rules) {
  const colour = COLOUR[card];
  const cards = [...hand];
  if (table.length === 0) return rules.trumps || colour !== "T" || cards.every((c) => COLOUR[c] === "T");
  const led = COLOUR[table[0]];
  if (colour === led) return true;
  if (cards.some((c) => COLOUR[c] === led)) return false;
  return colour === "T" || !cards.some((c) => COLOUR[c] === "T");
}
var SUIT_ORDER = { T: 0, H: 1, D: 2, S: 3, C: 4 };
function bySortKey(a, b) {
  return SUIT_ORDER[COLOUR[a]] - SUIT_ORDER[COLOUR[b]] || STRENGTH[b] - STRENGTH[a];
}

// pwa/engine/play.js
var RULE_DE2 = breachNames("koenigrufen");
var Contract = class {
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
    this.partner = partner;
    this.own_king = own_king;
    this.king_in_talon = king_in_talon;
    this.hands = hands;
    this.talon_cards = talon_cards;
    this.findings = findings;
    this.holder = /* @__PURE__ */ new Map();
    for (const [p, h] of hands) for (const c of h) this.holder.set(c, p);
    Object.freeze(this);
  }
};
var Play = class {
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
};
function replay3(data, profile, { settleDeal = true } = {}) {
  return new Replay2(readReplay(data, profile)).run(settleDeal);
}
var Replay2 = class _Replay {
  /** @param {ReplayInput} deal */
  constructor(deal) {
    this.deal = deal;
    const { data } = deal.profile;
    this.rules = TrickRules2.forGame(deal.game, data.kaiserstich, data.kaiserstich_negative);
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
    return finding(this.clauses, RULE_DE2, trick, player, card, rule, text, required);
  }
  /**
   * Before the first trick: calling, bird, talon and discard.
   * @returns {Contract}
   */
  contract() {
    const { deal } = this;
    const d2 = deal.declarer;
    const dealt = deal.hands[d2];
    const findings = [];
    let partner = null;
    let ownKing = false;
    let kingInTalon = false;
    if (deal.called) {
      const owner = (
        /** @type {string} */
        deal.where.get(deal.called)
      );
      if (owner === "talon") {
        kingInTalon = true;
      } else if (owner === d2) {
        const four = KINGS.every((k) => dealt.includes(k));
        const fourth = deal.profile.data.four_kings === "fourth_king" && four;
        if (deal.profile.data.own_king_callable || fourth) {
          partner = d2;
        } else {
          ownKing = true;
          findings.push(this.finding(0, d2, deal.called, "own_king", `${d2} rief ${cardNameDe(deal.called)}, hatte die Karte aber selbst im Blatt`));
        }
      } else {
        partner = owner;
      }
    }
    if (deal.bird && !dealt.includes(BIRDS[deal.bird])) {
      const card = BIRDS[deal.bird];
      findings.push(this.finding(0, d2, card, "bird_missing", `${d2} sagte ${deal.game.name} mit ${cardNameDe(card)} an, hatte die Karte aber nicht im Blatt`));
    }
    const hands = new Map(deal.players.map((p) => [p, new Set(deal.hands[p])]));
    const declarerHand = (
      /** @type {Set<Card>} */
      hands.get(d2)
    );
    const talonCards = { declarer: [], opponents: [] };
    const { talon } = deal;
    const mode = deal.game.talon;
    if (hasOwn(TALON_SIZE, mode) && !deal.conceded) {
      const taken = mode === "all" ? [...talon[0], ...talon[1]] : talon[deal.talon_taken ?? 0];
      for (const c of taken) declarerHand.add(c);
      if (mode === "half") talonCards.opponents = [...talon[1 - (deal.talon_taken ?? 0)]];
      talonCards.declarer = this.discard(declarerHand, findings);
    } else if (mode === "opponents" || mode === "none" || deal.conceded) {
      if (kingInTalon && deal.game.king_in_talon === "alone_gets_half" && mode === "opponents") {
        const half = talon[0].includes(
          /** @type {Card} */
          deal.called
        ) ? 0 : 1;
        talonCards.declarer = [...talon[half]];
        talonCards.opponents = [...talon[1 - half]];
        if (deal.profile.data.solo_king_talon === "all") {
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
      findings
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
    const d2 = deal.declarer;
    const size = TALON_SIZE[deal.game.talon];
    const given = deal.discard ?? [];
    const discard = [];
    for (const card of given) {
      if (hand.has(card)) discard.push(card);
      else {
        findings.push(
          this.finding(0, d2, card, "card_not_held", `${d2} legte ${cardNameDe(card)} ab, hatte die Karte aber nicht (${this.seat(card, /* @__PURE__ */ new Map(), true)})`)
        );
      }
    }
    if (given.length !== size) findings.push(this.finding(0, d2, null, "discard", `${d2} legte ${given.length} Karten ab statt ${size}`));
    const farben = !this.rules.trumps;
    const never = discard.filter((c) => KINGS.includes(c) || TRULL.includes(c));
    for (const c of never) {
      findings.push(this.finding(0, d2, c, "discard", `${d2} legte ${cardNameDe(c)} ab: Könige und Trullstücke dürfen nie abgelegt werden`));
    }
    const rest = discard.filter((c) => !never.includes(c));
    const spare = [...hand].filter((c) => !discard.includes(c) && !KINGS.includes(c) && !TRULL.includes(c) && COLOUR[c] === "T" === farben).sort(bySortKey);
    const second = rest.filter((c) => COLOUR[c] === "T" !== farben);
    const excess = Math.min(second.length, spare.length);
    for (const c of second.slice(second.length - excess)) {
      const text = farben ? `${d2} legte ${cardNameDe(c)} ab, hatte aber noch Tarock (${names(spare)}): im ${deal.game.name} wird zuerst Tarock abgelegt` : `${d2} legte ${cardNameDe(c)} ab, hatte aber noch ablegbare Farbkarten (${names(spare)}): Tarock nur, wenn es nicht anders geht`;
      findings.push(this.finding(0, d2, c, "discard", text, spare));
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
    const findings = [];
    const tricks = [];
    const played = /* @__PURE__ */ new Map();
    let expected = this.expectedFirstLeader();
    deal.tricks.forEach(([given, cards], index) => {
      const t2 = index + 1;
      let leader = given;
      if (leader === null) leader = expected;
      else if (leader !== expected) findings.push(this.wrongLeader(t2, leader, expected, cards[0]));
      const start = players.indexOf(leader);
      const order = [...players.slice(start), ...players.slice(0, start)].slice(0, cards.length);
      cards.forEach((card, i) => {
        const p = order[i];
        const hand = (
          /** @type {Set<string>} */
          hands.get(p)
        );
        if (!hand.has(card)) {
          findings.push(this.finding(t2, p, card, "card_not_held", `${p} spielte ${cardNameDe(card)}, hatte die Karte aber nicht (${this.seat(card, played)})`));
        } else {
          let early = null;
          for (
            const [c, n] of
            /** @type {Map<Card, number>} */
            birds.get(p)
          ) if (t2 < n && hand.has(c)) (early ??= {})[c] = n;
          for (const breach of judge2(hand, cards.slice(0, i), card, rules, early)) {
            findings.push(this.explain(t2, p, card, breach, hand, cards.slice(0, i)));
          }
          hand.delete(card);
        }
        if (!played.has(card)) played.set(card, t2);
      });
      if (cards.length === 4) {
        const top = winnerIndex2(cards, rules);
        tricks.push(Object.freeze({ number: t2, leader, order, cards, winner: order[top], top: cards[top] }));
        expected = order[top];
      } else {
        tricks.push(Object.freeze({ number: t2, leader, order, cards, winner: null, top: null }));
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
    const plan = new Map(this.deal.players.map((p) => [
      p,
      /** @type {Map<Card, number>} */
      /* @__PURE__ */ new Map()
    ]));
    const { premiums } = this.deal.profile;
    for (const [, p, name] of this.deal.announcements) {
      const card = get(BIRDS, name);
      if (card && /** @type {Set<Card>} */
      hands.get(p).has(card)) plan.get(p).set(card, premiums[name].trick);
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
  wrongLeader(t2, leader, expected, card) {
    let text;
    if (t2 === 1) {
      const who = this.deal.game.kind === "negative" ? "der Spieler" : "die Vorhand";
      text = `Den 1. Stich spielt ${expected} aus (${who}), ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    } else {
      text = `${expected} hatte den ${t2 - 1}. Stich gemacht und musste ausspielen, ausgespielt hat ${leader} mit ${cardNameDe(card)}`;
    }
    return this.finding(t2, leader, card, "wrong_leader", text, []);
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
  explain(t2, p, card, breach, hand, table) {
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
      const top = table[winnerIndex2(table, this.rules)];
      text = `${led} ausgespielt, ${cardNameDe(top)} lag vorne; ${p} hätte mit ${held} überstechen müssen und spielte ${name}`;
    } else if (rule === "pagat_last") {
      const others = names([...hand].filter((c) => COLOUR[c] === "T" && c !== card));
      text = `${p} spielte den Pagat, hatte aber noch ${others}: im ${this.deal.game.name} darf der Pagat nur als letztes Tarock gespielt werden`;
      if (led) text = `${led} ausgespielt, ${text}`;
    } else if (rule === "farbenspiel_lead") {
      text = `${p} spielte ${name} aus, hatte aber noch Farbkarten (${held}): im ${this.deal.game.name} darf Tarock erst ausgespielt werden, wenn man keine Farbkarte mehr hat`;
    } else {
      text = `${p} musste einen angesagten Vogel zu früh hergeben und spielte ${name} statt ${held}: der höhere Vogel geht zuerst`;
    }
    return this.finding(t2, p, card, rule, text, required);
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
    const findings = [...contract.findings, ...play.findings];
    const complete = deal.conceded || play.complete;
    const piles = new Map(deal.players.map((p) => [
      p,
      /** @type {Card[]} */
      []
    ]));
    const tricksWon = fromKeys(deal.players, 0);
    for (const tr of tricks) {
      if (tr.winner !== null) {
        piles.get(tr.winner).push(...tr.cards);
        tricksWon[tr.winner] += 1;
      }
    }
    const out = {
      profile: { id: deal.profile.id, version: deal.profile.version },
      seating: {
        table: [...deal.table],
        dealer: deal.dealer,
        sitting_out: sitsOut(deal.table, deal.dealer),
        forehand: deal.players[0],
        order: [...deal.players]
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
        thirds: tr.winner ? countThirds(tr.cards) : null
      })),
      tricks_won: tricksWon
    };
    let record;
    if (game.kind === "trischaken") {
      this.trischakenTalon(piles, tricks, complete);
      const thirds = fromKeys(deal.players, 0);
      const notation = fromKeys(deal.players, "");
      for (const p of deal.players) {
        thirds[p] = countThirds(
          /** @type {Card[]} */
          piles.get(p)
        );
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
      const sideCards = { declarer: [...contract.talon_cards.declarer], opponents: [...contract.talon_cards.opponents] };
      for (const [p, cards] of piles) sideCards[sideOf[p]].push(...cards);
      let thirds = { declarer: countThirds(sideCards.declarer), opponents: countThirds(sideCards.opponents) };
      if (deal.conceded) thirds = { declarer: null, opponents: null };
      out.partner = partner;
      out.called_king = deal.called;
      out.king_in_talon = contract.king_in_talon;
      out.partner_revealed = partner && tricks.find((tr) => tr.cards.includes(
        /** @type {Card} */
        deal.called
      ))?.number || null;
      out.thirds = thirds;
      out.notation = {
        declarer: thirds.declarer === null ? null : formatPoints(thirds.declarer),
        opponents: thirds.opponents === null ? null : formatPoints(thirds.opponents)
      };
      if (game.kind === "negative") out.declarer_tricks = tricksWon[deal.declarer];
      const [premiums, valat] = decidePremiums(deal, contract, tricks, sideOf, sideCards, thirds.declarer, complete && !deal.conceded);
      out.premiums = premiums;
      out.valat = valat;
      record = this.record(contract, partner, thirds, tricksWon, premiums, valat, complete, findings);
    }
    out.record = record;
    out.settlement = record && settleDeal ? settle2(record, deal.profile) : null;
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
    if (
      /** @type {import("./types.js").JsonObject} */
      deal.profile.trischaken.talon_out
    ) return;
    const talon = [...deal.talon[0], ...deal.talon[1]];
    let mode = deal.game.talon;
    if (mode === "vorhand_choice") mode = deal.talon_to === "first_six" ? "zuwaage" : "last_trick";
    if (mode === "zuwaage") {
      tricks.slice(0, talon.length).forEach((tr, i) => {
        if (tr.winner !== null) piles.get(tr.winner).push(talon[i]);
      });
    } else if (complete) {
      piles.get(
        /** @type {Player} */
        tricks[tricks.length - 1].winner
      ).push(...talon);
    }
  }
  /**
   * @param {Finding[]} findings
   * @returns {RenonceOfReplay | null}
   */
  static renonce(findings) {
    if (!findings.length) return null;
    const first = findings[0];
    return { players: [first.player], rule: first.rule, reason: first.text };
  }
  /** @returns {DealRecord} */
  baseRecord() {
    const { deal } = this;
    const rec = {
      profile: deal.profile.id,
      players: [...deal.table],
      forehand: deal.players[0],
      game: deal.game_id,
      declarer: deal.declarer
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
    const renonce = _Replay.renonce(findings);
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
    const renonce = _Replay.renonce(findings);
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
      conceded: deal.conceded
    });
    if (renonce) rec.renonce = renonce;
    else if (deal.game.kind === "negative") rec.declarer_tricks = tricksWon[deal.declarer];
    else if (!deal.conceded) rec.declarer_points = thirds.declarer;
    return rec;
  }
};
var names = (cards) => [...cards].sort(bySortKey).map(cardNameDe).join(", ");
var ledDe = (card) => COLOUR[card] === "T" ? "Tarock" : SUIT_NAMES_DE[card[0]];

// pwa/engine/index.js
Object.assign(REPLAY, { koenigrufen: replay3, haferltarock: replay2 });
var haferl = Object.freeze({ ...haferl_exports, ...tricks_exports, ...play_exports });

// pwa/app/cardentry.js
var TALON_SIZE2 = { half: 3, all: 6 };
function setupFor(sheet, entry, profile) {
  const fam = familyOfProfile(sheet.profile_data);
  const { record } = entry;
  const game = profile.games[record.game];
  const seat = seating(sheet.players, entry.dealer, fam.active);
  const declarer = game.kind === "trischaken" ? seat.forehand : String(record.declarer);
  if (fam.deck === "german") {
    const contract2 = { players: seat.active, game: record.game, declarer };
    if (seat.sittingOut) contract2.dealer = seat.sittingOut;
    if (record.trump) contract2.trump = record.trump;
    const exchange = game.stock === "exchange";
    return {
      family: fam.id,
      deck: DECK2,
      handSize: 11,
      talon: [3],
      takes: exchange ? "all" : null,
      discardSize: exchange ? 3 : 0,
      players: seat.active,
      declarer,
      contract: contract2,
      announcements: () => [],
      profile
    };
  }
  const contract = { players: [...sheet.players], dealer: entry.dealer, game: record.game };
  if (game.kind !== "trischaken") contract.declarer = declarer;
  for (const k of ["called_king", "bird", "kontra"]) if (record[k] !== void 0 && record[k] !== null) contract[k] = record[k];
  if (record.conceded) contract.conceded = true;
  const takes2 = Object.hasOwn(TALON_SIZE2, game.talon) && !record.conceded ? game.talon : null;
  return {
    family: fam.id,
    deck: DECK,
    handSize: 12,
    talon: [3, 3],
    takes: takes2,
    discardSize: takes2 ? TALON_SIZE2[takes2] : 0,
    players: seat.active,
    declarer,
    contract,
    announcements: (hands) => announcements(record, declarer, seat.active, hands),
    profile
  };
}
function announcements(record, declarer, players, hands) {
  const partner = players.find((p) => p !== declarer && hands[p]?.includes(record.called_king));
  const opponent = players.find((p) => p !== declarer && p !== partner);
  const items = [...record.premiums ?? [], ...record.valat ? [{ ...record.valat, name: "valat" }] : []];
  return items.filter((p) => p.announced && p.name !== record.bird).map((p) => ({ player: p.side === "declarer" ? declarer : opponent, premium: p.name, ...p.kontra ? { kontra: p.kontra } : {} }));
}
function progress(setup, taps, replay4) {
  const talonSize = setup.talon.reduce((a, b) => a + b, 0);
  const talonCards = [];
  let taken = null;
  const discard = [];
  const played = [];
  const held = /* @__PURE__ */ new Map();
  const seats = setup.players.length;
  const leads = /* @__PURE__ */ new Map();
  for (const t2 of taps) {
    if ("half" in t2) taken = t2.half;
    else if ("lead" in t2) leads.set(Math.floor(played.length / seats), t2.lead);
    else if ("held" in t2) held.set(t2.card, t2.held);
    else if (talonCards.length < talonSize) talonCards.push(t2.card);
    else if (discard.length < setup.discardSize) discard.push(t2.card);
    else played.push(t2.card);
  }
  const talon = splitTalon(setup, talonCards);
  const known = /* @__PURE__ */ new Set([...talonCards, ...discard, ...played, ...held.keys()]);
  const takenCards = talonCards.length < talonSize ? [] : setup.takes === "all" ? talonCards : setup.takes === "half" && taken !== null ? talon[taken] : [];
  const placed = new Set(known);
  for (const c of takenCards) if (!discard.includes(c) && !played.includes(c)) placed.delete(c);
  const chunks = [];
  for (let i = 0; i < played.length; i += seats) chunks.push(played.slice(i, i + seats));
  let phase = "play";
  if (talonCards.length < talonSize) phase = "talon";
  else if (setup.takes === "half" && taken === null) phase = "taken";
  else if (discard.length < setup.discardSize) phase = "discard";
  else if (chunks.length === setup.handSize && chunks[chunks.length - 1].length === seats) phase = "done";
  const base = { phase, talon, taken, discard, placed, known, held, leads };
  if (phase !== "play" && phase !== "done") return { ...base, tricks: [], next: null, expected: null };
  const tricks = judgeTricks(setup, { talon, taken, discard, chunks, leads }, replay4);
  const last = tricks[tricks.length - 1];
  let next = null;
  let expected = null;
  if (phase === "play") {
    if (last && last.cards.length < seats) next = last.order[last.cards.length];
    else {
      expected = last ? last.winner : firstLeader(setup, { talon, taken, discard }, replay4);
      next = leads.get(tricks.length) ?? expected;
    }
    if (next !== setup.declarer) for (const c of takenCards) placed.add(c);
  }
  return { ...base, tricks, next, expected };
}
function splitTalon(setup, cards) {
  const out = [];
  let at = 0;
  for (const size of setup.talon) {
    out.push(cards.slice(at, at + size));
    at += size;
  }
  return out;
}
function judgeTricks(setup, { talon, taken, discard, chunks, leads }, replay4) {
  if (!chunks.length) return [];
  const body = replayBody2(setup, { talon, taken, discard, tricks: chunks, held: /* @__PURE__ */ new Map(), leads }, { fill: true });
  const out = replay4(body, setup.profile, { settleDeal: false });
  return out.tricks.map((tr, i) => {
    const start = setup.players.indexOf(tr.leader);
    const order = [...setup.players.slice(start), ...setup.players.slice(0, start)];
    return { leader: tr.leader, order, cards: chunks[i], winner: tr.winner };
  });
}
function firstLeader(setup, { talon, taken, discard }, replay4) {
  const out = /* @__PURE__ */ new Set([...talon.flat(), ...discard]);
  const any = setup.deck.find((c) => !out.has(c));
  const body = replayBody2(setup, { talon, taken, discard, tricks: [[any]], held: /* @__PURE__ */ new Map() }, { fill: true });
  return replay4(body, setup.profile, { settleDeal: false }).tricks[0].leader;
}
function knownHands(setup, cards, leaders) {
  const hands = Object.fromEntries(setup.players.map((p) => [
    p,
    /** @type {string[]} */
    []
  ]));
  const takenCards = new Set(setup.takes === "all" ? cards.talon.flat() : setup.takes === "half" ? cards.talon[cards.taken ?? 0] ?? [] : []);
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
function unplaced(setup, at) {
  return setup.deck.filter((c) => !at.known.has(c));
}
function roomFor(setup, at) {
  const hands = knownHands(setup, cardsOf(at), at.tricks);
  return setup.players.filter((p) => hands[p].length < setup.handSize);
}
var cardsOf = (at) => ({ talon: at.talon, taken: at.taken, discard: at.discard, tricks: at.tricks.map((t2) => t2.cards), held: at.held, leads: at.leads });
function replayBody2(setup, cards, { fill = false, leaders } = {}) {
  let hands;
  if (fill) {
    const talon = new Set(cards.talon.flat());
    const rest = setup.deck.filter((c) => !talon.has(c));
    hands = Object.fromEntries(setup.players.map((p, i) => [p, rest.slice(i * setup.handSize, (i + 1) * setup.handSize)]));
  } else {
    hands = knownHands(setup, cards, leaders);
  }
  const body = { ...setup.contract, hands };
  if (setup.family === "haferltarock") body.stock = cards.talon[0];
  else body.talon = cards.talon;
  if (setup.takes === "half") body.talon_taken = cards.taken ?? 0;
  if (setup.takes) body.discard = cards.discard;
  if (!fill) {
    const said = setup.announcements(hands);
    if (said.length) body.announcements = said;
  }
  body.tricks = cards.tricks.map((c, i) => cards.leads?.has(i) ? { leader: cards.leads.get(i), cards: c } : { cards: c });
  return body;
}
function tapCard(at, taps, card) {
  if (at.placed.has(card) || at.phase === "done" || at.phase === "taken") return taps;
  return [...taps, { card }];
}
function finalBody(setup, at) {
  if (at.phase !== "done" && at.phase !== "play") return null;
  if (unplaced(setup, at).length) return null;
  return replayBody2(setup, cardsOf(at), { leaders: at.tricks });
}
function playOf(body) {
  const { profile: _p, house_rules: _h, cents_per_point: _c, ...play } = body;
  return play;
}
function tapsFromPlay(setup, play, replay4) {
  const taps = [];
  const talon = setup.family === "haferltarock" ? [play.stock ?? []] : play.talon ?? [];
  for (const c of talon.flat()) taps.push({ card: c });
  if (setup.takes === "half") taps.push({ half: play.talon_taken ?? 0 });
  for (const c of play.discard ?? []) taps.push({ card: c });
  for (const trick of play.tricks ?? []) {
    if (trick.leader) taps.push({ lead: trick.leader });
    for (const c of trick.cards ?? []) taps.push({ card: c });
  }
  const at = progress(setup, taps, replay4);
  const hands = play.hands ?? {};
  for (const c of unplaced(setup, at)) {
    const holder = Object.keys(hands).find((p) => hands[p].includes(c));
    if (holder) taps.push({ card: c, held: holder });
  }
  return taps;
}
function entryRecord(result) {
  if (!result.record) return null;
  const { profile: _p, players: _t, house_rules: _h, cents_per_point: _c, pot: _pot, stake: _s, ...record } = result.record;
  return record;
}

// pwa/app/screens/verifyparts.js
var TAROCK_SUITS = { H: "♥", D: "♦", S: "♠", C: "♣" };
var TAROCK_SUITS_EN = { H: "Hearts", D: "Diamonds", S: "Spades", C: "Clubs" };
var TAROCK_RANKS = { de: { K: "K", Q: "D", N: "R", J: "B" }, en: { K: "K", Q: "Q", N: "C", J: "J" } };
var TAROCK_RANKS_EN = { K: "King", Q: "Queen", N: "Cavalier", J: "Jack" };
var GERMAN_SUITS = { de: { E: "Ei", G: "Gr", H: "He", S: "Sch" }, en: { E: "Ac", G: "Le", H: "He", S: "Be" } };
var GERMAN_SUITS_EN = { E: "Acorns", G: "Leaves", H: "Hearts", S: "Bells" };
var GERMAN_RANKS_EN = { A: "Ace", 10: "Ten", K: "King", O: "Ober", U: "Unter", 9: "Nine", 8: "Eight", 7: "Seven", 6: "Six" };
var ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
var german = (family2) => family2 === "haferltarock";
function cardLabel(card, family2) {
  const lang = getLang() === "en" ? "en" : "de";
  if (german(family2)) {
    const [suit2, rank2] = [card[0], card.slice(1)];
    const name2 = lang === "en" ? `${GERMAN_RANKS_EN[rank2]} of ${GERMAN_SUITS_EN[suit2]}` : cardNameDe2(card);
    return { short: `${GERMAN_SUITS[lang][suit2]} ${rank2}`, name: name2, suit: suit2 };
  }
  if (card === "SKUS") return { short: lang === "en" ? "Skiz" : "Sküs", name: lang === "en" ? "Skiz" : cardNameDe(card), suit: "T" };
  if (card[0] === "T")
    return { short: ROMAN[Number(card.slice(1))], name: lang === "en" ? `Tarock ${ROMAN[Number(card.slice(1))]}` : cardNameDe(card), suit: "T" };
  const [suit, rank] = [card[0], card.slice(1)];
  const name = lang === "en" ? `${TAROCK_RANKS_EN[rank] ?? rank} of ${TAROCK_SUITS_EN[suit]}` : cardNameDe(card);
  return { short: `${TAROCK_SUITS[suit]}${TAROCK_RANKS[lang][rank] ?? rank}`, name, suit };
}
var suitName = (suit) => (getLang() === "en" ? GERMAN_SUITS_EN[suit] : SUIT_NAMES_DE2[suit]) ?? suit;
var Card = ({ card, family: family2 }) => {
  const l = cardLabel(card, family2);
  return html`<span class=${`card-text suit-${l.suit}`} title=${l.name}>${l.short}</span>`;
};
function CardPicker({ deck, family: family2, placed, disabled, onPick }) {
  return html`<div class="card-picker" role="group" aria-label=${t("verify.deck")} data-family=${family2}>
    ${deck.map((c) => {
    const l = cardLabel(c, family2);
    const gone = placed.has(c);
    return html`<button type="button" class=${`card-btn suit-${l.suit}`} data-card=${c}
        disabled=${gone || disabled} onClick=${() => onPick(c)}><span aria-hidden="true">${l.short}</span><span class="sr-only">${l.name}</span></button>`;
  })}
  </div>`;
}
function TrickList({ sheet, tricks, family: family2, from = 1, current = false }) {
  const name = (p) => shownName(sheet, p);
  return html`<ol class=${`trick-list${current ? " current-trick" : ""}`}>
    ${tricks.map(
    (tr, i) => html`<li data-trick=${current ? void 0 : i + from}><span class="muted">${t("verify.trick", { t: i + from })}</span>
        ${tr.cards.map((c, k) => html` <span class="played">${name(tr.order[k])} <${Card} card=${c} family=${family2} /></span>`)}
        ${tr.winner && html` <strong data-winner=${current ? void 0 : tr.winner}>→ ${name(tr.winner)}</strong>`}</li>`
  )}
  </ol>`;
}
function findingText(f, family2, sheet, ruleName) {
  if (getLang() !== "en") return f.text;
  const who = f.player ? shownName(sheet, f.player) : "";
  const card = f.card ? cardLabel(f.card, family2).name : "";
  const allowed = f.required.length ? ` ${t("verify.allowed", { cards: f.required.map((c) => cardLabel(c, family2).name).join(", ") })}.` : "";
  return `${[who, card].filter(Boolean).join(": ")} — ${ruleName}.${allowed}`;
}
function ReplayResult({ sheet, result, settlement, family: family2, players }) {
  const name = (p) => shownName(sheet, p);
  const prefix = german(family2) ? "breach" : "renonce";
  const ruleName = (rule) => {
    const key = `${prefix}.${rule}`;
    const text = t(key);
    return text === key ? rule : text;
  };
  const points = german(family2) ? result.augen : result.notation;
  return html`<section class="verify-result" aria-labelledby="h-verify-result"><h2 id="h-verify-result">${t("verify.result")}</h2>
    <h3>${t("verify.findings")}</h3>
    ${result.findings.length ? html`<ol class="findings">${result.findings.map(
    (f, i) => html`<li class="finding" data-finding=${i} data-rule=${f.rule}>
            <p class="finding-head"><strong>${f.trick ? t("verify.finding_trick", { t: f.trick }) : t("verify.finding_before")}</strong>
              ${f.player && html` · ${name(f.player)}`}${f.card && html` · <${Card} card=${f.card} family=${family2} />`} · ${ruleName(f.rule)}</p>
            <p class="finding-text">${findingText(f, family2, sheet, ruleName(f.rule))}</p>
            <p class="clause">§ ${f.clause}</p></li>`
  )}</ol>` : html`<p data-findings="0">${t("verify.no_findings")}</p>`}
    ${points && html`<h3>${t("verify.points")}</h3><dl class="side-points">
      <div><dt>${t("verify.declarer_side")}</dt><dd data-side="declarer">${points.declarer ?? "–"}</dd></div>
      <div><dt>${t("verify.opponents_side")}</dt><dd data-side="opponents">${points.opponents ?? "–"}</dd></div></dl>`}
    ${result.premiums?.length ? html`<h3>${t("verify.premiums")}</h3><ul class="premium-outcomes">${result.premiums.map(
    (p) => html`<li data-premium=${p.name}>${sheet.profile_data?.premiums?.[p.name]?.name ?? p.name} · ${t(p.side === "declarer" ? "verify.declarer_side" : "verify.opponents_side")}
          ${p.announced ? ` · ${t("verify.announced")}` : ""} · ${t(p.won === true ? "verify.premium_won" : p.won === false ? "verify.premium_lost" : "verify.premium_open")}</li>`
  )}</ul>` : ""}
    <h3>${t("verify.settlement")}</h3>
    ${settlement ? html`<${Lines} sheet=${sheet} result=${settlement} players=${players} />` : html`<p class="hint" data-settlement="none">${t("verify.no_settlement")}</p>`}
  </section>`;
}

// pwa/app/screens/verify.js
function replayed(sheet, profile, body) {
  try {
    const full = { ...body, profile: sheet.profile_data.id, house_rules: sheet.house_rules, cents_per_point: sheet.cents_per_point };
    return { result: replay(full, profile) };
  } catch (err) {
    if (err && err.field !== void 0) return { error: err };
    throw err;
  }
}
function stepText(sheet, setup, at, cut) {
  const name = (p) => shownName(sheet, p);
  const talonSize = setup.talon.reduce((a, b) => a + b, 0);
  if (at.phase === "talon") return t(setup.talon.length === 1 ? "verify.step_stock" : "verify.step_talon", { n: talonSize });
  if (at.phase === "taken") return t("verify.step_taken", { p: name(setup.declarer) });
  if (at.phase === "discard") return t("verify.step_discard", { p: name(setup.declarer), n: setup.discardSize });
  if (at.phase === "play" && cut) return t("verify.step_cut", { n: at.tricks.length });
  if (at.phase === "play") {
    const open = at.tricks.length && at.tricks[at.tricks.length - 1].cards.length < setup.players.length;
    return t("verify.step_play", { t: at.tricks.length + (open ? 0 : 1), p: name(
      /** @type {string} */
      at.next
    ) });
  }
  return t("verify.step_done");
}
function AskHolder({ sheet, setup, at, family: family2, onHeld }) {
  const open = unplaced(setup, at);
  if (!open.length) return null;
  const room = roomFor(setup, at);
  return html`<section class="verify-ask" aria-labelledby="h-verify-ask"><h2 id="h-verify-ask">${t("verify.ask")}</h2>
    <p data-card-code=${open[0]}>${t("verify.ask_card", { card: "" })}<${Card} card=${open[0]} family=${family2} /> <span class="muted">(${open.length})</span></p>
    <${Choice} label=${t("verify.ask_card", { card: cardLabel(open[0], family2).name })} name="holder" value=${null} wrap
      options=${room.map((p) => ({ value: p, label: shownName(sheet, p) }))} onChange=${(p) => p && onHeld(open[0], p, room)} />
  </section>`;
}
function VerifyScreen({ id, entryId }) {
  const data = useSheet(id);
  const entry = data.item?.entries.get(entryId);
  const sheet = data.sheet;
  if (data.missing || sheet && !entry) return html`<${Missing} />`;
  if (!sheet || !entry) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const apply = async (record, play, result) => {
    await editEntry(id, entryId, () => record ? { record, play, result } : { play });
    toast(t(record ? "verify.applied" : "verify.saved"));
    go(`s/${id}/row/${entryId}`, { replace: true });
  };
  return html`<${Header} title=${t("verify.title")} back=${`s/${id}/row/${entryId}`} />
  <${CardCheck} sheet=${sheet} entry=${entry} onApply=${sheet.role === "edit" ? apply : null} />`;
}
function CardCheck({ sheet, entry, onApply, top = null }) {
  const [taps, setTaps] = d(
    /** @type {import("../cardentry.js").Tap[] | null} */
    null
  );
  const [cut, setCut] = d(false);
  const [otherLead, setOtherLead] = d(false);
  const profile = sheetProfile(sheet);
  const setup = w(() => setupFor(sheet, entry, profile), [sheet.id, entry.id, entry.revision]);
  A(() => {
    if (taps !== null) return;
    setTaps(entry.play ? tapsFromPlay(setup, entry.play, replay) : []);
    if (entry.play && (entry.play.tricks?.length ?? 0) < setup.handSize) setCut(true);
  }, [setup]);
  const at = taps ? progress(setup, taps, replay) : null;
  const body = at && (cut || at.phase === "done") ? finalBody(setup, at) : null;
  const outcome2 = w(() => body ? replayed(sheet, profile, body) : null, [body && JSON.stringify(body)]);
  A(() => {
    if (outcome2) performance.mark("verify:result");
  }, [outcome2]);
  if (!at || !taps) return html`<main class="page verify"><p class="boot">${t("loading")}</p></main>`;
  const family2 = setup.family;
  const record = outcome2?.result ? entryRecord(outcome2.result) : null;
  const settled = record ? settleEntry(sheet, record) : null;
  const players = sheet.players.filter((p) => setup.players.includes(p));
  const pick = (card) => {
    performance.mark("verify:tap");
    setTaps(tapCard(at, taps, card));
  };
  const undo = () => {
    if (cut && unplaced(setup, at).length === 0 && taps[taps.length - 1] && !("held" in taps[taps.length - 1])) setCut(false);
    setTaps(taps.slice(0, -1));
  };
  const held = (card, p) => {
    const next = [...taps, { card, held: p }];
    const after = progress(setup, next, replay);
    const still = roomFor(setup, after);
    setTaps(still.length === 1 ? [...next, ...unplaced(setup, after).map((c) => ({ card: c, held: still[0] }))] : next);
  };
  const apply = () => {
    if (onApply && record && settled?.result && body) onApply(record, playOf(body), settled.result);
    else if (onApply && !record && body) onApply(null, playOf(body), null);
  };
  const contract = [
    gameName(sheet, entry.record.game),
    entry.record.declarer && shownName(sheet, entry.record.declarer),
    entry.record.called_king && cardLabel(entry.record.called_king, family2).name,
    entry.record.trump && t("verify.trump", { suit: suitName(entry.record.trump) })
  ].filter(Boolean).join(" · ");
  const conceded = !!entry.record.conceded;
  const entering = !cut && at.phase !== "done";
  const last = at.tricks[at.tricks.length - 1];
  const canOtherLead = entering && !!at.expected && !at.leads.has(at.tricks.length);
  return html`<main class="page verify" lang=${getLang()}>
    ${top}
    <p class="muted" data-contract>${contract}</p>
    ${entry.play && html`<p class="hint" data-kept>${t("verify.kept")}</p>`}
    ${conceded && html`<p class="banner">${t("verify.conceded")}</p>`}
    <p class="verify-step" role="status" data-phase=${at.phase} data-next=${at.next ?? ""}>${stepText(sheet, setup, at, cut)}</p>
    ${at.phase === "taken" && html`<${Choice} label=${t("verify.step_taken", { p: shownName(sheet, setup.declarer) })} name="taken" value=${null}
        options=${[0, 1].map((h) => ({ value: h, label: t("verify.half", { n: h + 1 }) }))} onChange=${(h) => h !== null && setTaps([...taps, { half: h }])} />`}
    ${entering && at.leads.has(at.tricks.length) && at.expected && html`<p class="hint" data-other-lead>${t("verify.led_instead", { p: shownName(
    sheet,
    /** @type {string} */
    at.next
  ), q: shownName(sheet, at.expected) })}</p>`}
    ${entering && last && html`<${TrickList} sheet=${sheet} tricks=${[last]} family=${family2} from=${at.tricks.length} current />`}
    <div class="actions verify-actions">
      <button type="button" class="btn" id="verify-undo" disabled=${!taps.length} onClick=${undo}>${t("verify.undo")}</button>
      ${at.phase === "play" && !cut && html`<button type="button" class="btn" id="verify-cut" onClick=${() => setCut(true)}>${t("verify.cut")}</button>`}
      ${cut && at.phase === "play" && html`<button type="button" class="btn" id="verify-resume" onClick=${() => setCut(false)}>${t("verify.resume")}</button>`}
      ${canOtherLead && html`<button type="button" class="btn" id="verify-other-lead" aria-expanded=${String(otherLead)} onClick=${() => setOtherLead(!otherLead)}>${t("verify.other_lead", { p: shownName(
    sheet,
    /** @type {string} */
    at.expected
  ) })}</button>`}
    </div>
    ${canOtherLead && otherLead && html`<${Choice} label=${t("verify.who_led")} name="lead" value=${null} wrap
        options=${setup.players.filter((p) => p !== at.expected).map((p) => ({ value: p, label: shownName(sheet, p) }))}
        onChange=${(p) => {
    if (p) setTaps([...taps, { lead: p }]);
    setOtherLead(false);
  }} />`}
    ${cut && at.phase === "play" && html`<${AskHolder} sheet=${sheet} setup=${setup} at=${at} family=${family2} onHeld=${held} />`}
    ${entering && html`<${CardPicker} deck=${setup.deck} family=${family2} placed=${at.placed} disabled=${at.phase === "taken" || conceded} onPick=${pick} />`}
    <div class="verify-placed">
      ${at.talon.flat().length > 0 && html`<p><span class="muted">${t(setup.talon.length === 1 ? "verify.stock" : "verify.talon")}</span> ${at.talon.map((half, h) => html`<span class=${`talon-half${at.taken === h ? " taken" : ""}`}>${half.map((c) => html` <${Card} card=${c} family=${family2} />`)}</span>`)}</p>`}
      ${at.discard.length > 0 && html`<p><span class="muted">${t("verify.discard")}</span> ${at.discard.map((c) => html` <${Card} card=${c} family=${family2} />`)}</p>`}
      <${TrickList} sheet=${sheet} tricks=${at.tricks} family=${family2} />
    </div>
    ${outcome2?.error && html`<p class="error" role="alert" data-refused>${t("verify.refused", { text: refusal(outcome2.error, getLang()) })}</p>`}
    ${outcome2?.result && html`<${ReplayResult} sheet=${sheet} result=${outcome2.result} settlement=${settled?.result ?? null} family=${family2} players=${players} />`}
    ${onApply && outcome2?.result && html`<div class="actions sticky"><button type="button" class="btn primary big" id="verify-apply" disabled=${!!record && !settled?.result} onClick=${apply}>${t(record ? "verify.apply" : "verify.save")}</button></div>`}
  </main>`;
}

export {
  cardLabel,
  suitName,
  VerifyScreen,
  CardCheck
};
