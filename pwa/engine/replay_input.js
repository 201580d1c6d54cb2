/**
 * Reading a deal replay body into a checked replay input (twin of shared_rules/replay_input.py).
 *
 * The table and its seating, the 54 cards as dealt, the contract (game, declarer, called king,
 * bird), the talon taken and the discard, the announcements and the tricks: each field checked once,
 * each error named (MalformedInput / NotAllowed / Inconsistent). What the play means is play.js's job.
 *
 * @example
 * readReplay({players: ["A", "B", "C", "D"], hands: {}, game: "rufer"}, profiles);
 * // throws MalformedInput hands: need a hand of 12 cards for each of A, B, C, D
 */
import { BIRDS, KINGS, QUEENS, parseCard } from "./cards.js";
import { DealtCards } from "./dealt.js";
import { Inconsistent, MalformedInput, NotAllowed } from "./errors.js";
import { resolveProfile } from "./profiles.js";
import { get, hasOwn, isDict, isInt, isNone, isStr, sameSet, sorted, truthy } from "./py.js";
import { checkActive, checkCalledCard, checkFields, checkVorhandOnly, readGame } from "./record.js";
import { readTable, seating } from "./seating.js";
import { PREMIUMS, TALON_TO } from "./vocabulary.js";

/** @typedef {import("./types.js").Player} Player */
/** @typedef {import("./types.js").Card} Card */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {import("./types.js").GameSpec} GameSpec */
/** @typedef {import("./profiles.js").Profile} Profile */
/** @typedef {[number | null, Player, string, number]} Announcement  [its index in the body (null: the compulsory bird), player, premium, kontra] */
/** @typedef {[Player | null, Card[]]} TrickInput  [the leader as given, the cards in playing order] */
/**
 * A checked replay body (Python's ``ReplayInput``).
 * @typedef {object} ReplayInput
 * @property {Profile} profile
 * @property {string} game_id
 * @property {GameSpec} game
 * @property {Player[]} table everyone at the table in seating order
 * @property {Player | null} dealer
 * @property {Player[]} players the four who play, in playing order from the Vorhand
 * @property {{[player: string]: Card[]}} hands
 * @property {Card[][]} talon two halves
 * @property {Player} declarer
 * @property {Card | null} called
 * @property {string | null} bird
 * @property {number | null} talon_taken
 * @property {Card[] | null} discard
 * @property {Announcement[]} announcements
 * @property {unknown} kontra as given: the record passes it to settle(), which checks it
 * @property {boolean} conceded
 * @property {string | null} talon_to
 * @property {TrickInput[]} tricks
 * @property {Map<Card, string>} where card -> where it was dealt ("Anna", "talon")
 * @property {unknown} cents_per_point as given: settle() checks it
 */

/** the fields of a replay body in every family: the rules, the table and hands, the contract, the play */
export const REPLAY_FIELDS = new Set(["profile", "house_rules", "players", "dealer", "hands", "game", "declarer", "discard", "tricks", "cents_per_point"]);
const FIELDS = new Set([...REPLAY_FIELDS, "talon", "called_king", "bird", "talon_taken", "announcements", "kontra", "conceded", "talon_to"]);
/** @type {{[mode: string]: number}} */
export const TALON_SIZE = { half: 3, all: 6 };

/**
 * The declarer's discard in a replay body of any family: card codes (read by the family's
 * ``parse``), each once; whether they could go down is the play's business.
 * @param {unknown} discard
 * @param {number} size
 * @param {(code: unknown, field: string) => string} parse
 * @returns {string[]}
 */
export function discardCards(discard, size, parse) {
  if (!Array.isArray(discard)) {
    throw new MalformedInput("discard", discard, `the declarer's discard (${size} cards) is required`, "discard.missing", { cards: size });
  }
  const cards = discard.map((/** @type {unknown} */ c, /** @type {number} */ i) => parse(c, `discard.${i}`));
  if (new Set(cards).size !== cards.length) {
    throw new MalformedInput("discard", discard, "a card is listed twice", "cards.twice");
  }
  return cards;
}

/**
 * A replay body of any family, checked to be a JSON object of the family's fields.
 * @param {unknown} data
 * @param {Set<string>} fields
 * @returns {JsonObject}
 */
export function replayBody(data, fields) {
  if (!isDict(data)) throw new MalformedInput("deal", data, "a deal must be a JSON object", "record.not_object");
  checkFields(data, fields, "");
  return data;
}

/**
 * Read a replay body (``profile`` given as to settle()); MalformedInput / NotAllowed / Inconsistent
 * name the field. The result has Python's ``ReplayInput`` fields: ``table`` (everyone at the table
 * in seating order), ``dealer``, ``players`` (the four who play, in playing order from the Vorhand).
 * @param {unknown} body
 * @param {Profile | import("./types.js").ProfileData | import("./types.js").ProfileData[]} profileGiven
 * @returns {ReplayInput}
 */
export function readReplay(body, profileGiven) {
  const data = replayBody(body, FIELDS); // the same object, checked
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
  const announcements = readAnnouncements(get(data, "announcements", []), profile, game, players, declarer, bird, seat);
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
    announcements,
    kontra: get(data, "kontra", 0),
    conceded,
    talon_to: isNone(talonTo) ? null : talonTo,
    tricks,
    where, // card -> where it was dealt ("Anna", "talon")
    cents_per_point: get(data, "cents_per_point"),
  };
}

/**
 * [the table in seating order, the dealer, the four who play in playing order]. Four players
 * without a dealer are the four in playing order, Vorhand first; with a dealer (and always at five,
 * where he sits out) the Vorhand is the player after the dealer.
 * @param {JsonObject} data
 * @returns {[Player[], Player | null, Player[]]}
 */
function readSeating(data) {
  const [table, dealer] = readTable(data);
  return [table, dealer, dealer === null ? [...table] : seating(table, dealer)[1]];
}

/**
 * The dealt hands and talon halves: 54 distinct cards, 12 per hand, 2 × 3 in the talon.
 * @param {JsonObject} data
 * @param {Player[]} players
 * @returns {[{[player: string]: Card[]}, Card[][], Map<Card, string>]}
 */
function readCards(data, players) {
  const handsIn = get(data, "hands");
  if (!isDict(handsIn) || !sameSet(Object.keys(handsIn), players)) {
    const got = isDict(handsIn) ? sorted(Object.keys(handsIn)) : handsIn;
    const out = data.players.filter((/** @type {Player} */ p) => !players.includes(p));
    throw new MalformedInput(
      "hands",
      got,
      `need a hand of 12 cards for each of ${players.join(", ")}` + (out.length ? ` (${out[0]} deals and sits out)` : ""),
      "hands.size",
      { cards: 12, players: players.join(", ") },
    );
  }
  const dealt = new DealtCards(parseCard, Inconsistent);
  const hands = dealt.hands(handsIn, players, 12);
  const talonIn = get(data, "talon");
  if (!Array.isArray(talonIn) || talonIn.length !== 2) {
    throw new MalformedInput("talon", talonIn, "expected the talon as two halves of 3 cards", "talon.shape");
  }
  const talon = talonIn.map((/** @type {unknown} */ half, /** @type {number} */ h) => {
    if (!Array.isArray(half) || half.length !== 3) {
      throw new MalformedInput(`talon.${h}`, half, "a talon half has exactly 3 cards", "talon.shape");
    }
    return half.map((/** @type {unknown} */ c, /** @type {number} */ i) => dealt.take(c, `talon.${h}.${i}`, "talon"));
  });
  return [hands, talon, dealt.where]; // 48 + 6 distinct codes of a 54-card deck: the whole deck
}

/**
 * @param {unknown} code
 * @param {GameSpec} game
 * @param {Profile} profile
 * @param {Card[]} declarerHand
 * @returns {Card | null}
 */
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

/**
 * @param {unknown} given
 * @param {GameSpec} game
 * @returns {string | null}
 */
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

/**
 * [the talon half taken (0, 1; null: none or the whole), the discard (null: no talon)]
 * @param {JsonObject} data
 * @param {GameSpec} game
 * @param {boolean} conceded
 * @returns {[number | null, Card[] | null]}
 */
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

/**
 * @param {unknown} tricks
 * @param {Player[]} players
 * @param {JsonObject} seat the table as checkActive reads it
 * @returns {TrickInput[]}
 */
function readTricks(tricks, players, seat) {
  if (!Array.isArray(tricks) || tricks.length > 12) {
    throw new MalformedInput("tricks", tricks, "expected a list of at most 12 tricks", "tricks.too_many", { max: 12 });
  }
  return tricks.map((/** @type {unknown} */ trick, /** @type {number} */ t) => {
    if (!isDict(trick)) {
      throw new MalformedInput(`tricks.${t}`, trick, 'expected {"leader": player, "cards": [...]}', "trick.shape");
    }
    const leader = get(trick, "leader");
    if (!isNone(leader)) checkActive(leader, `tricks.${t}.leader`, seat, players);
    const cards = get(trick, "cards");
    const last = t === tricks.length - 1;
    if (!Array.isArray(cards) || !(cards.length >= 1 && cards.length <= 4) || (cards.length < 4 && !last)) {
      throw new MalformedInput(`tricks.${t}.cards`, cards, "a trick has 4 cards (only the last may be unfinished)", "trick.size", { cards: 4 });
    }
    return [isNone(leader) ? null : leader, cards.map((/** @type {unknown} */ c, /** @type {number} */ i) => parseCard(c, `tricks.${t}.cards.${i}`))];
  });
}

/**
 * [[index, player, premium, kontra]]; the compulsory bird of a Vogelrufer is added for the declarer.
 * @param {unknown} items
 * @param {Profile} profile
 * @param {GameSpec} game
 * @param {Player[]} players
 * @param {Player} declarer
 * @param {string | null} bird
 * @param {JsonObject} seat the table as checkActive reads it
 * @returns {Announcement[]}
 */
function readAnnouncements(items, profile, game, players, declarer, bird, seat) {
  if (!Array.isArray(items)) {
    throw new MalformedInput("announcements", items, 'expected [{"player": …, "premium": …}]', "announcements.shape");
  }
  const out = items.map((/** @type {unknown} */ item, /** @type {number} */ i) => {
    if (!isDict(item) || !hasOwn(item, "player")) {
      throw new MalformedInput(`announcements.${i}`, item, 'expected {"player": a player, "premium": …}', "announcements.shape");
    }
    checkActive(item.player, `announcements.${i}.player`, seat, players);
    const name = get(item, "premium");
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
        premium: profile.premiums[name].name,
      });
    }
    const kontra = get(item, "kontra", 0);
    if (!isInt(kontra) || kontra < 0) {
      throw new MalformedInput(`announcements.${i}.kontra`, kontra, "expected a Kontra level 0–5", "kontra.level");
    }
    if (kontra > profile.kontra_levels) {
      throw new NotAllowed(`announcements.${i}.kontra`, kontra, `${profile.id} has ${profile.kontra_levels} Kontra levels`, "kontra.too_many", {
        max: profile.kontra_levels,
      });
    }
    return /** @type {Announcement} */ ([i, item.player, name, kontra]);
  });
  if (bird && !out.some(([, p, n]) => p === declarer && n === bird)) out.push([null, declarer, bird, 0]);
  return out;
}
