/**
 * Reading a deal record into a checked deal: every field once, every error named (twin of
 * shared_rules/record.py; the checks run in the same order, so the first error is the same one).
 *
 * @example
 * const deal = readDeal({players: ["Anna", "Bernd", "Clara", "David"], game: "rufer",
 *   declarer: "Anna", partner: "Clara", declarer_points: "38/0"}, loadProfile(ooeDocument));
 * deal.declarer_side; // ["Anna", "Clara"]
 * deal.opponents;     // ["Bernd", "David"]
 * deal.won;           // true
 */
import { KINGS, QUEENS } from "./cards.js";
import { DECK_THIRDS, formatPoints, parsePoints, pointsText } from "./counting.js";
import { Inconsistent, MalformedInput, NotAllowed } from "./errors.js";
import { get, hasOwn, isDict, isInt, isNone, isStr, longerThan, put, sameSet, sorted, truthy } from "./py.js";
import * as seating from "./seating.js";
import { BIRDS, GAMES, MAX_CENTS_PER_POINT, MAX_NAME, PREMIUMS, RENONCE_RULES, SIDES, TEXT_LIMITS } from "./vocabulary.js";

export { MAX_CENTS_PER_POINT, MAX_NAME, RENONCE_RULES, SIDES, TEXT_LIMITS };

/** @typedef {import("./types.js").Player} Player */
/** @typedef {import("./types.js").Thirds} Thirds */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {import("./types.js").GameSpec} GameSpec */
/** @typedef {import("./profiles.js").Profile} Profile */
/** @typedef {import("./ledger.js").Kontra} Kontra */
/** @typedef {{side: string, announced: boolean, won: boolean | null, kontra: number}} Valat  a checked valat */
/**
 * A checked premium of a record.
 * @typedef {object} Premium
 * @property {number} index its place in the record's ``premiums``
 * @property {string} name
 * @property {string} side
 * @property {boolean} announced
 * @property {boolean | null} won null: not said (a Renonce, a conceded game)
 * @property {number} kontra
 * @property {JsonObject} spec the profile's entry
 */
/**
 * What every deal has, read before the game decides the rest.
 * @typedef {object} DealBase
 * @property {Profile} profile
 * @property {JsonObject} record
 * @property {Player[]} players
 * @property {Player[]} active
 * @property {string} game_id
 * @property {GameSpec} game
 * @property {Player[] | null} renonce the renoncers
 * @property {string | null} renonce_rule
 * @property {number} cents_per_point
 */
/**
 * What the game decides: the sides and the outcome (a field left out takes the Deal's default).
 * @typedef {object} DealFields
 * @property {Player} declarer
 * @property {Player[]} declarer_side
 * @property {Player[]} opponents
 * @property {Player | null} forehand
 * @property {boolean | null} [won]
 * @property {Thirds | null} [declarer_points]
 * @property {Kontra} [kontra]
 * @property {Premium[]} [premiums]
 * @property {Valat | null} [valat]
 * @property {string | null} [bird]
 * @property {boolean} [king_in_talon]
 * @property {boolean} [conceded]
 * @property {boolean} [kontra_void]
 * @property {boolean} [is_trischaken]
 * @property {{[player: string]: Thirds} | null} [trischaken_points]
 * @property {Player[]} [jungfrauen]
 */
// the vocabulary under the names the other modules import (one home: vocabulary.js)
export const KNOWN_GAMES = new Set(GAMES);
export const KNOWN_PREMIUMS = new Set(PREMIUMS);
export const BIRD_IDS = BIRDS;
export const RECORD_FIELDS = new Set([
  "profile",
  "house_rules",
  "players",
  "forehand",
  "dealer",
  "game",
  "declarer",
  "partner",
  "called_king",
  "won",
  "declarer_points",
  "declarer_tricks",
  "kontra",
  "premiums",
  "valat",
  "bird",
  "king_in_talon",
  "conceded",
  "trischaken",
  "renonce",
  "cents_per_point",
  "writing_error",
  "note",
  "id",
]);

export const PREMIUM_FIELDS = new Set(["name", "side", "announced", "won", "kontra"]);
export const VALAT_FIELDS = new Set(["side", "announced", "won", "kontra"]);
export const RENONCE_FIELDS = new Set(["players", "rule", "reason"]);
export const TRISCHAKEN_FIELDS = new Set(["points", "tricks"]);

/**
 * MalformedInput naming the first key (by code point) of ``obj`` that ``allowed`` does not know.
 * @param {JsonObject} obj
 * @param {Set<string>} allowed
 * @param {string} path
 */
export function checkFields(obj, allowed, path) {
  /** @type {string[] | null} */
  let unknown = null;
  for (const key of Object.keys(obj)) if (!allowed.has(key)) (unknown ??= []).push(key);
  if (unknown !== null) {
    const key = sorted(unknown)[0];
    throw new MalformedInput(path ? `${path}.${key}` : key, obj[key], "unknown field", "record.unknown_field", { name: String(key) });
  }
}

/**
 * A checked record (Python's ``Deal``, same field names); the defaults are those of a game without
 * outcome fields (Trischaken).
 */
export class Deal {
  /**
   * @param {DealBase} base
   * @param {DealFields} fields
   */
  constructor(base, fields) {
    this.profile = base.profile;
    this.record = base.record;
    this.players = base.players; // everyone in the record, sitting-out dealer included
    this.active = base.active; // the four who play
    this.game_id = base.game_id;
    this.game = base.game;
    this.renonce = base.renonce;
    this.renonce_rule = base.renonce_rule;
    this.cents_per_point = base.cents_per_point;
    this.declarer = fields.declarer;
    this.declarer_side = fields.declarer_side;
    this.opponents = fields.opponents;
    this.forehand = fields.forehand;
    this.won = fields.won ?? null;
    this.declarer_points = fields.declarer_points ?? null;
    this.kontra = fields.kontra ?? 0; // an int, or {opponent: level} in negative games
    this.premiums = fields.premiums ?? [];
    this.valat = fields.valat ?? null;
    this.bird = fields.bird ?? null;
    this.king_in_talon = fields.king_in_talon ?? false;
    this.conceded = fields.conceded ?? false;
    this.kontra_void = fields.kontra_void ?? true;
    // Trischaken, decided once here: every player's thirds and who took no trick
    this.is_trischaken = fields.is_trischaken ?? false;
    this.trischaken_points = fields.trischaken_points ?? null;
    this.jungfrauen = fields.jungfrauen ?? [];
  }
}

/**
 * @param {JsonObject} record
 * @param {string} name
 * @returns {boolean}
 */
function flag(record, name) {
  const v = get(record, name);
  if (isNone(v)) return false;
  if (typeof v !== "boolean") throw new MalformedInput(name, v, "expected true or false", "value.yes_no");
  return v;
}

/**
 * @param {unknown} value
 * @param {string} field
 * @returns {boolean | null}
 */
function optBool(value, field) {
  if (!isNone(value) && typeof value !== "boolean") {
    throw new MalformedInput(field, value, "expected true, false or null", "value.yes_no");
  }
  return isNone(value) ? null : value;
}

/**
 * @param {JsonObject} record
 * @param {string} name
 * @param {Player[]} players
 * @param {boolean} [required]
 * @returns {Player | null}
 */
function player(record, name, players, required = true) {
  const value = get(record, name);
  if (isNone(value)) {
    if (required) throw new MalformedInput(name, null, "required", "value.required");
    return null;
  }
  return players.includes(value) ? value : checkActive(value, name, record, players);
}

/**
 * ``value`` if it names one of the four who play; the sitting-out dealer is Inconsistent.
 * @param {unknown} value
 * @param {string} field
 * @param {JsonObject} record
 * @param {Player[]} active
 * @returns {Player}
 */
export function checkActive(value, field, record, active) {
  if (active.includes(/** @type {Player} */ (value))) return /** @type {Player} */ (value);
  const players = get(record, "players");
  if (value === get(record, "dealer") && Array.isArray(players) && players.includes(value)) {
    throw new Inconsistent(field, value, "the dealer sits out at a 5-player table", "dealer.sits_out");
  }
  throw new MalformedInput(field, value, `not a player at the table (${active.join(", ")})`, "player.not_at_table", { players: active.join(", ") });
}

/**
 * @param {unknown} value
 * @param {string} field
 * @param {Profile} profile
 * @returns {number}
 */
function level(value, field, profile) {
  if (!isInt(value) || value < 0) {
    throw new MalformedInput(field, value, "expected a Kontra level 0–5 (1 Kontra, 2 Rekontra, 3 Subkontra)", "kontra.level");
  }
  if (value > profile.kontra_levels) {
    throw new NotAllowed(field, value, `profile ${profile.id} has ${profile.kontra_levels} Kontra levels`, "kontra.too_many", { max: profile.kontra_levels });
  }
  return value;
}

/**
 * [everyone at the table, the four who play] — see seating.readTable.
 * @param {JsonObject} record
 * @returns {[Player[], Player[]]}
 */
export function readPlayers(record) {
  const [players, dealer] = seating.readTable(record);
  return [players, dealer === null ? players : seating.active(players, dealer)];
}

/**
 * Check a record's fields against each other and the profile; MalformedInput/NotAllowed/Inconsistent.
 * @param {unknown} record
 * @param {Profile} profile
 * @returns {Deal}
 */
export function readDeal(record, profile) {
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  checkFields(record, RECORD_FIELDS, "");
  for (const name of ["note", "id"]) {
    const limit = TEXT_LIMITS[name];
    const text = get(record, name);
    if (!isNone(text) && (!isStr(text) || longerThan(text, limit))) {
      throw new MalformedInput(name, text, `expected a text of at most ${limit} characters`, "text.too_long", { max: limit });
    }
  }
  const [players, active] = readPlayers(record);
  const [gameId, game] = readGame(get(record, "game"), profile);
  const forehand = player(record, "forehand", active, false);
  const [renonce, renonceRule] = readRenonce(record, active);
  const cpp = get(record, "cents_per_point", profile.cents_per_point);
  if (!isInt(cpp) || !(cpp >= 0 && cpp <= MAX_CENTS_PER_POINT)) {
    throw new MalformedInput("cents_per_point", cpp, `expected a whole number of cents from 0 to ${MAX_CENTS_PER_POINT}`, "cents.range", {
      max: MAX_CENTS_PER_POINT,
    });
  }
  flag(record, "writing_error");
  const base = {
    profile,
    record,
    players,
    active,
    game_id: gameId,
    game,
    renonce,
    renonce_rule: renonceRule,
    cents_per_point: cpp,
  };

  if (game.kind === "trischaken") {
    const named = get(record, "declarer");
    const declarer = truthy(named) ? named : forehand;
    if (declarer === null) {
      throw new MalformedInput("forehand", null, "Trischaken is played by the Vorhand: name the forehand", "trischaken.forehand_missing");
    }
    checkActive(declarer, "declarer", record, active);
    if (forehand !== null && declarer !== forehand) {
      checkVorhandOnly(game, profile, declarer, forehand);
      throw new Inconsistent("declarer", declarer, "Trischaken is played by the Vorhand (forehand)", "trischaken.declarer");
    }
    for (let name of ["premiums", "valat", "kontra"]) {
      let value = get(record, name);
      if (truthy(value)) {
        if (name === "premiums" && Array.isArray(value) && isDict(value[0])) {
          [name, value] = ["premiums.0.name", get(value[0], "name")];
        }
        throw new NotAllowed(name, value, "Trischaken has no premiums, no Valat and no Kontra", "trischaken.no_extras");
      }
    }
    const talonOut = Boolean(/** @type {JsonObject} */ (profile.trischaken).talon_out);
    const [points, jungfrauen] = renonce !== null ? [null, []] : readTrischaken(record, active, talonOut);
    return new Deal(base, {
      declarer,
      declarer_side: [declarer],
      opponents: active.filter((p) => p !== declarer),
      forehand: declarer,
      is_trischaken: true,
      trischaken_points: points,
      jungfrauen,
    });
  }

  const declarer = /** @type {Player} */ (player(record, "declarer", active)); // required: never null
  if (forehand !== null && declarer !== forehand) checkVorhandOnly(game, profile, declarer, forehand);
  const kingInTalon = flag(record, "king_in_talon");
  if (kingInTalon && game.team !== "called_king") {
    throw new NotAllowed("king_in_talon", true, `${game.name} calls no king`, "king.not_called", { game: game.name });
  }
  const conceded = flag(record, "conceded");
  if (conceded && !truthy(game.schleifen)) {
    throw new NotAllowed("conceded", true, `${game.name} cannot be conceded (geschleift)`, "conceded.not_allowed", { game: game.name });
  }
  if (conceded && !kingInTalon) {
    throw new Inconsistent("conceded", true, "only a game whose called king lies in the talon can be conceded", "conceded.needs_king_in_talon");
  }
  const partner = readPartner(record, game, declarer, active, profile, kingInTalon, renonce, renonceRule);
  const side = partner === null ? [declarer] : [declarer, partner];
  const opponents = active.filter((p) => !side.includes(p));
  const valat = readValat(record, game, profile, renonce, conceded);
  const [won, dpoints] = readOutcome(record, game, profile, valat, kingInTalon, conceded);
  if (won === null && renonce === null && !conceded) {
    const field = game.kind === "negative" ? "declarer_tricks" : "declarer_points";
    throw new MalformedInput(field, null, "give won or " + field + " to decide the game", "outcome.missing");
  }
  const kontra = readKontra(get(record, "kontra", 0), game, opponents, profile, record, active);
  if (conceded && truthy(kontra)) {
    throw new Inconsistent("kontra", kontra, "a conceded (geschleift) game has no Kontra", "conceded.no_kontra");
  }
  const premiums = readPremiums(get(record, "premiums"), game, profile, renonce, conceded);
  const bird = readBird(record, game, premiums, renonceRule === "bird_missing");
  for (const p of premiums) {
    const need = p.spec.min_thirds;
    if (isNone(need) || !p.won) continue;
    // a card-point premium of either side counts that side's points (docs/rules.md §4.1)
    const have = dpoints === null || p.side === "declarer" ? dpoints : DECK_THIRDS - dpoints;
    if (have !== null && have < need) {
      throw new Inconsistent(
        `premiums.${p.index}.won`,
        true,
        `${p.spec.name} needs ${formatPoints(need)}, the ${p.side} side has ${formatPoints(have)}`,
        "premium.too_few_points",
        { premium: p.spec.name, need: pointsText(need), have: pointsText(have) },
      );
    }
    const declarerSide = p.side === "declarer";
    // the declarer side won on its points: the opponents have the rest at most
    const lostOnPoints = declarerSide ? won === false && !failedAnnouncedValat(valat, profile) : won === true && valat === null;
    const most = declarerSide ? profile.threshold - 1 : DECK_THIRDS - profile.threshold;
    if (dpoints === null && lostOnPoints && need > most) {
      throw new Inconsistent(
        `premiums.${p.index}.won`,
        true,
        `${p.spec.name} needs ${formatPoints(need)}: it cannot be made on a lost game`,
        "premium.lost_game",
        { premium: p.spec.name },
      );
    }
  }
  return new Deal(base, {
    declarer,
    declarer_side: side,
    opponents,
    won,
    declarer_points: dpoints,
    kontra,
    premiums,
    valat,
    bird,
    king_in_talon: kingInTalon,
    conceded,
    kontra_void:
      conceded ||
      (kingInTalon &&
        truthy(game.king_in_talon_kontra_void) &&
        !kontraStands(/** @type {string} */ (profile.data.king_in_talon_kontra), won, kontra, premiums, valat)),
    forehand,
  });
}

/** the card points six talon cards can hold: six 1s (6 thirds) to six 5s (78 thirds) */
export const TALON_THIRDS = [6, 78];

/**
 * Inconsistent unless the four piles leave the talon what six cards can hold.
 * @param {unknown} raw
 * @param {number} total
 */
function checkSumWithoutTalon(raw, total) {
  const [lo, hi] = [DECK_THIRDS - TALON_THIRDS[1], DECK_THIRDS - TALON_THIRDS[0]];
  if (!(lo <= total && total <= hi)) {
    throw new Inconsistent(
      "trischaken.points",
      raw,
      `the four add up to ${formatPoints(total)} (${total} thirds); with the talon out of play they hold ${formatPoints(lo)} to ${formatPoints(hi)}`,
      "trischaken.sum_talon_out",
      { total: pointsText(total), min: pointsText(lo), max: pointsText(hi) },
    );
  }
}

/**
 * [points (thirds) per active player, the Jungfrauen], checked; with the talon out of play the four
 * hold the deck but the talon's 6 to 78 thirds.
 * @param {JsonObject} record
 * @param {Player[]} active
 * @param {boolean} [talonOut]
 * @returns {[{[player: string]: Thirds}, Player[]]}
 */
function readTrischaken(record, active, talonOut = false) {
  const data = get(record, "trischaken");
  if (!isDict(data) || !isDict(get(data, "points"))) {
    throw new MalformedInput("trischaken", data, 'expected {"points": {player: "P/B"}, "tricks": {player: n}}', "trischaken.shape");
  }
  checkFields(data, TRISCHAKEN_FIELDS, "trischaken");
  const raw = data.points;
  const keys = Object.keys(raw);
  if (!sameSet(keys, active)) {
    throw new MalformedInput("trischaken.points", sorted(keys), `need points for exactly ${active.join(", ")}`, "trischaken.points_players", {
      players: active.join(", "),
    });
  }
  /** @type {{[player: string]: Thirds}} */
  const points = {};
  let total = 0;
  for (const p of active) {
    put(points, p, parsePoints(raw[p], `trischaken.points.${p}`));
    total += points[p];
  }
  if (talonOut) checkSumWithoutTalon(raw, total);
  else if (total !== DECK_THIRDS) {
    throw new Inconsistent("trischaken.points", raw, `the four add up to ${formatPoints(total)} (${total} thirds), not 70/0 (210 thirds)`, "trischaken.sum", {
      total: pointsText(total),
    });
  }
  const jungfrauen = active.filter((p) => points[p] === 0);
  const tricks = get(data, "tricks");
  if (tricks !== null) {
    if (!isDict(tricks) || !sameSet(Object.keys(tricks), active)) {
      throw new MalformedInput("trischaken.tricks", tricks, `need tricks for exactly ${active.join(", ")}`, "trischaken.tricks_players", {
        players: active.join(", "),
      });
    }
    let count = 0;
    for (const [p, n] of Object.entries(tricks)) {
      if (!isInt(n) || !(n >= 0 && n <= 12)) {
        throw new MalformedInput(`trischaken.tricks.${p}`, n, "expected 0–12 tricks", "tricks.range");
      }
      count += n;
    }
    if (count !== 12) {
      throw new Inconsistent("trischaken.tricks", tricks, "the tricks must add up to 12", "trischaken.tricks_sum");
    }
    for (const p of active) {
      if ((tricks[p] === 0) !== (points[p] === 0)) {
        throw new Inconsistent(`trischaken.tricks.${p}`, tricks[p], `${formatPoints(points[p])} with ${tricks[p]} tricks`, "trischaken.tricks_points", {
          points: pointsText(points[p]),
          tricks: tricks[p],
        });
      }
    }
  }
  return [points, jungfrauen];
}

/**
 * [the renoncers, the rule they broke], or [null, null] without a Renonce.
 * @param {JsonObject} record
 * @param {Player[]} active
 * @returns {[Player[], string | null] | [null, null]}
 */
function readRenonce(record, active) {
  const r = get(record, "renonce");
  if (isNone(r)) return [null, null];
  if (!isDict(r) || !Array.isArray(get(r, "players")) || r.players.length === 0) {
    throw new MalformedInput("renonce", r, 'expected {"players": [...], "reason": "..."}', "renonce.shape");
  }
  const who = r.players;
  who.forEach((/** @type {unknown} */ p, /** @type {number} */ i) => {
    checkActive(p, `renonce.players.${i}`, record, active);
  });
  if (new Set(who).size !== who.length || who.length > 2) {
    throw new MalformedInput("renonce.players", who, "one or two different renoncers", "renonce.players");
  }
  checkFields(r, RENONCE_FIELDS, "renonce");
  const reason = get(r, "reason");
  const limit = TEXT_LIMITS["renonce.reason"];
  if (!isNone(reason) && (!isStr(reason) || longerThan(reason, limit))) {
    throw new MalformedInput("renonce.reason", reason, `expected a text of at most ${limit} characters`, "text.too_long", { max: limit });
  }
  const rule = get(r, "rule");
  if (!isNone(rule) && !RENONCE_RULES.includes(rule)) {
    throw new MalformedInput("renonce.rule", rule, `expected one of ${RENONCE_RULES.join(", ")}`, "renonce.rule");
  }
  return [who, isNone(rule) ? null : rule];
}

/**
 * [id, spec] of the profile's game ``gameId``: NotAllowed for a known game the profile does not
 * play (or a house rule switched off), MalformedInput for an unknown one.
 * @param {unknown} gameId
 * @param {Profile} profile
 * @returns {[string, GameSpec]}
 */
export function readGame(gameId, profile) {
  if (isStr(gameId) && hasOwn(profile.games, gameId)) return [gameId, profile.games[gameId]];
  if (isStr(gameId) && KNOWN_GAMES.has(gameId)) {
    throw new NotAllowed("game", gameId, `not played in profile ${profile.id}`, "game.not_played");
  }
  throw new MalformedInput("game", gameId, `unknown game (profile ${profile.id}: ${Object.keys(profile.games).join(", ")})`, "game.unknown");
}

/**
 * NotAllowed where the profile lets only the Vorhand play this game (OÖ Vorhand 1).
 * @param {GameSpec} game
 * @param {Profile} profile
 * @param {Player | null} declarer
 * @param {Player} forehand
 */
export function checkVorhandOnly(game, profile, declarer, forehand) {
  if (truthy(game.vorhand_only)) {
    throw new NotAllowed("declarer", declarer, `in ${profile.id} only the Vorhand (${forehand}) may play ${game.name}`, "declarer.vorhand_only", {
      game: game.name,
    });
  }
}

/**
 * The canonical code of a called king, or of a queen where the profile calls queens.
 * @param {unknown} called
 * @param {Profile} profile
 * @param {string} [field]
 * @returns {import("./types.js").Card}
 */
export function checkCalledCard(called, profile, field = "called_king") {
  // not a string: it matches no card below
  const code = /** @type {string} */ (isStr(called) ? called.toUpperCase() : called);
  if (KINGS.includes(code)) return code;
  if (QUEENS.includes(code)) {
    if (profile.data.four_kings !== "queen") {
      throw new NotAllowed(field, called, `profile ${profile.id} calls no queen (four kings: ${profile.data.four_kings})`, "king.no_queen");
    }
    return code;
  }
  throw new MalformedInput(field, called, "expected a king: HK, DK, SK or CK (a queen: HQ, …)", "king.expected");
}

/**
 * @param {JsonObject} record
 * @param {GameSpec} game
 * @param {Player | null} declarer
 * @param {Player[]} active
 * @param {Profile} profile
 * @param {boolean} kingInTalon
 * @param {Player[] | null} renonce
 * @param {string | null} renonceRule
 * @returns {Player | null}
 */
function readPartner(record, game, declarer, active, profile, kingInTalon, renonce, renonceRule) {
  const partner = player(record, "partner", active, false);
  const called = get(record, "called_king");
  if (!isNone(called)) checkCalledCard(called, profile);
  if (game.team !== "called_king") {
    if (partner !== null && partner !== declarer) {
      throw new NotAllowed("partner", partner, "this game is played alone", "partner.alone");
    }
    if (!isNone(called)) {
      throw new NotAllowed("called_king", called, `${game.name} calls no king`, "king.not_called", { game: game.name });
    }
    if (renonceRule === "own_king") {
      throw new Inconsistent("renonce.rule", renonceRule, `${game.name} calls no king`, "king.not_called", { game: game.name });
    }
    return null;
  }
  const callableOwn = profile.data.own_king_callable || profile.data.four_kings === "fourth_king";
  const declarerAlone = renonce !== null && renonce.length === 1 && renonce[0] === declarer;
  if (renonceRule === "own_king") {
    // the self-call is the Renonce: the declarer played alone
    if (callableOwn) {
      throw new Inconsistent("renonce.rule", renonceRule, "calling one's own king is allowed at this table", "renonce.own_king_allowed");
    }
    if (!declarerAlone) {
      throw new Inconsistent("renonce.players", renonce, "only the declarer calls a king: he is the renoncer", "renonce.own_king_player");
    }
    if (partner !== null && partner !== declarer) {
      throw new Inconsistent("partner", partner, "a self-call (own_king) leaves the declarer without a partner", "partner.self_call");
    }
    return null;
  }
  if (partner === declarer) {
    // alone: his own king, or the fourth king while holding all four
    if (!callableOwn) {
      throw new NotAllowed(
        "partner",
        partner,
        "partner equal to declarer: calling your own king is " + `not allowed (${profile.clauses.own_king}); a Renonce naming own_king settles it`,
        "partner.own_king",
      );
    }
    return null;
  }
  if (kingInTalon) {
    if (partner !== null) {
      throw new Inconsistent("partner", partner, "the called king lay in the talon: the declarer plays alone", "partner.king_in_talon");
    }
    return null;
  }
  // under a Renonce of the declarer alone every other player is credited the same whoever his
  // partner was; otherwise the partner decides who gets what
  if (partner === null && !declarerAlone) {
    throw new MalformedInput("partner", null, "name the holder of the called king (or set king_in_talon)", "partner.missing");
  }
  return partner;
}

/**
 * [won, declarer thirds]: from ``won``, the card points or tricks, and a valat that decides.
 * @param {JsonObject} record
 * @param {GameSpec} game
 * @param {Profile} profile
 * @param {Valat | null} valat
 * @param {boolean} kingInTalon
 * @param {boolean} conceded
 * @returns {[boolean | null, Thirds | null]}
 */
function readOutcome(record, game, profile, valat, kingInTalon, conceded) {
  const won = optBool(get(record, "won"), "won");
  const points = get(record, "declarer_points");
  const tricks = get(record, "declarer_tricks");
  if (game.kind === "negative") {
    if (!isNone(points)) {
      throw new NotAllowed("declarer_points", points, "a negative game counts tricks, not points", "points.negative_game");
    }
    if (isNone(tricks)) return [won, null];
    if (!isInt(tricks) || !(tricks >= 0 && tricks <= 12)) {
      throw new MalformedInput("declarer_tricks", tricks, "expected 0–12 tricks", "tricks.range");
    }
    const byTricks = tricks === game.tricks;
    if (won !== null && won !== byTricks) {
      throw new Inconsistent(
        "won",
        won,
        `${tricks} tricks ${byTricks ? "win" : "lose"} ${game.name} (needs exactly ${game.tricks})`,
        byTricks ? "won.tricks_won" : "won.tricks_lost",
        { tricks, game: game.name, need: game.tricks },
      );
    }
    return [byTricks, null];
  }
  if (!isNone(tricks)) {
    throw new NotAllowed("declarer_tricks", tricks, "a positive game counts points, not tricks", "tricks.positive_game");
  }
  const thirds = isNone(points) ? null : parsePoints(points, "declarer_points");
  if (conceded) {
    if (won) throw new Inconsistent("won", won, "a conceded (geschleift) game is lost", "conceded.lost");
    if (thirds !== null && thirds >= profile.threshold) {
      throw new Inconsistent("declarer_points", points, "a conceded (geschleift) game is lost", "conceded.lost");
    }
    return [false, thirds];
  }
  const verdict = valat === null ? null : valatVerdict(valat, profile);
  if (verdict !== null && valat !== null) {
    // (a verdict needs a valat: the second test only tells the type check)
    const who = valat.side === "declarer" ? "des Spielers" : "der Gegner";
    if (won !== null && won !== verdict) {
      throw new Inconsistent(
        "won",
        won,
        `the valat of the ${valat.side} side (${valat.won ? "made" : "announced, failed"})` +
          ` decides the game: the declarer side ${verdict ? "won" : "lost"} (Valat ${who})`,
        verdict ? "won.valat_won" : "won.valat_lost",
      );
    }
    if (valat.won && thirds !== null) checkValatPoints(thirds, points, valat.side, game, kingInTalon, profile.data.solo_king_talon);
    return [verdict, thirds];
  }
  if (thirds === null) return [won, null];
  const byPoints = thirds >= profile.threshold;
  if (won !== null && won !== byPoints) {
    throw new Inconsistent(
      "won",
      won,
      `declarer_points ${formatPoints(thirds)} ${byPoints ? "win" : "lose"} (needs ${formatPoints(profile.threshold)})`,
      byPoints ? "won.points_won" : "won.points_lost",
      { points: pointsText(thirds), need: pointsText(profile.threshold) },
    );
  }
  return [byPoints, thirds];
}

/**
 * Whether the declarer side won, where a valat decides the game; null where it does not. A made
 * valat decides in every profile; an announced valat that fails decides where the valat replaces
 * the game (OÖ: the announcing side lost).
 * @param {Valat | null} valat
 * @param {Profile} profile
 * @returns {boolean | null}
 */
function valatVerdict(valat, profile) {
  if (valat === null || valat.won === null) return null;
  if (valat.won) return valat.side === "declarer";
  if (failedAnnouncedValat(valat, profile)) return valat.side !== "declarer";
  return null;
}

/** @type {(valat: Valat | null, profile: Profile) => boolean} */
const failedAnnouncedValat = (valat, profile) =>
  valat !== null && valat.announced && valat.won === false && /** @type {JsonObject} */ (profile.valat).mode === "game_factor"; // a valat needs the profile's

const MAX_CARD_THIRDS = 13; // a 5-point card is worth 3·5 − 2 thirds

/**
 * Whether the Kontras of a solo game with the called king in the talon stand by the profile's
 * ``king_in_talon_kontra``: never (``void``), when the declarer acted (``stands_if_declarer_acted``),
 * or unless the game is lost (``void_if_lost``: the game's outcome decides for every Kontra of the
 * deal, the premiums' and the valat's too). Twin of kontra_stands.
 * @param {string} rule
 * @param {boolean | null} won
 * @param {unknown} kontra the game's Kontra
 * @param {Premium[]} premiums
 * @param {Valat | null} valat
 * @returns {boolean}
 */
export function kontraStands(rule, won, kontra, premiums, valat) {
  if (rule === "void_if_lost") return won === true;
  return rule === "stands_if_declarer_acted" && declarerActed(kontra, premiums, valat);
}

/**
 * Whether the declarer side announced a premium or the valat, or gave Rekontra (the game or one of
 * its own announcements at Rekontra or higher): where ``king_in_talon_kontra`` says so, the Kontras
 * of a solo game with the called king in the talon then stand. Twin of declarer_acted.
 * @param {unknown} kontra the game's Kontra
 * @param {Premium[]} premiums
 * @param {Valat | null} valat
 * @returns {boolean}
 */
export function declarerActed(kontra, premiums, valat) {
  if (isInt(kontra) && kontra >= 2) return true;
  /** @type {[boolean, number][]} [announced, Kontra level] of each of the declarer side's own */
  const own = premiums.filter((p) => p.side === "declarer").map((p) => [p.announced, p.kontra]);
  if (valat !== null && valat.side === "declarer") own.push([valat.announced, valat.kontra]);
  return own.some(([announced, level]) => announced || level >= 2);
}

/**
 * How many talon cards each side counts in this game (the rest of its cards are tricks);
 * ``soloKingTalon`` (the profile's): what the lone declarer of a solo game with the called king in
 * the talon counts, the half with the king or all six.
 * @param {GameSpec} game
 * @param {boolean} kingInTalon
 * @param {string} [soloKingTalon]
 * @returns {{declarer: number, opponents: number}}
 */
export function talonCards(game, kingInTalon, soloKingTalon = "half") {
  const mode = game.talon;
  const soloKing = mode === "opponents" && kingInTalon && game.king_in_talon === "alone_gets_half";
  if (soloKing && soloKingTalon === "all") return { declarer: 6, opponents: 0 };
  if (mode === "half" || soloKing) {
    return { declarer: 3, opponents: 3 };
  }
  if (mode === "all") return { declarer: 6, opponents: 0 };
  if (mode === "opponents") return { declarer: 0, opponents: 6 };
  return { declarer: 0, opponents: 0 };
}

/**
 * A side that made a valat took all 48 trick cards: the other side has only talon cards.
 * @param {Thirds} thirds
 * @param {unknown} given
 * @param {string} side
 * @param {GameSpec} game
 * @param {boolean} kingInTalon
 * @param {string} soloKingTalon
 */
function checkValatPoints(thirds, given, side, game, kingInTalon, soloKingTalon) {
  const other = side === "declarer" ? "opponents" : "declarer";
  const n = talonCards(game, kingInTalon, soloKingTalon)[other];
  const otherThirds = other === "opponents" ? DECK_THIRDS - thirds : thirds;
  if (otherThirds > n * MAX_CARD_THIRDS) {
    throw new Inconsistent(
      "declarer_points",
      given,
      `a valat of the ${side} side leaves the ${other} only ${n} talon cards ` +
        `(at most ${formatPoints(n * MAX_CARD_THIRDS)}), not ${formatPoints(otherThirds)}`,
      "points.valat_talon",
      { cards: n, max: pointsText(n * MAX_CARD_THIRDS), points: pointsText(otherThirds) },
    );
  }
}

/**
 * @param {JsonObject} record
 * @param {GameSpec} game
 * @param {Profile} profile
 * @param {Player[] | null} renonce
 * @param {boolean} conceded
 * @returns {Valat | null}
 */
function readValat(record, game, profile, renonce, conceded) {
  const v = get(record, "valat");
  if (isNone(v)) return null;
  if (!isDict(v) || !SIDES.includes(get(v, "side"))) {
    throw new MalformedInput("valat", v, 'expected {"side": "declarer"|"opponents", "announced": bool, "won": bool}', "valat.shape");
  }
  checkFields(v, VALAT_FIELDS, "valat");
  if (profile.valat === null || !game.valat) {
    throw new NotAllowed("valat", v, `no Valat in ${game.name} (${profile.id})`, "valat.not_allowed", { game: game.name });
  }
  const announced = optBool(get(v, "announced", false), "valat.announced") ?? false;
  const won = optBool(get(v, "won"), "valat.won");
  if (conceded) {
    throw new Inconsistent("valat", v, "a conceded (geschleift) game has no tricks, no valat", "conceded.no_tricks");
  }
  if (won === null && renonce === null) {
    throw new MalformedInput("valat.won", null, "say whether the valat was made", "valat.won_missing");
  }
  const kontra = level(get(v, "kontra", 0), "valat.kontra", profile);
  if (kontra && !announced) {
    throw new Inconsistent("valat.kontra", kontra, "a silent valat cannot be kontriert", "kontra.silent");
  }
  return { side: v.side, announced, won, kontra };
}

/**
 * @param {unknown} value
 * @param {GameSpec} game
 * @param {Player[]} opponents
 * @param {Profile} profile
 * @param {JsonObject} record
 * @param {Player[]} active
 * @returns {Kontra}
 */
function readKontra(value, game, opponents, profile, record, active) {
  if (isDict(value)) {
    if (game.kind !== "negative") {
      throw new NotAllowed("kontra", value, "Kontra per opponent exists only in negative games", "kontra.per_opponent");
    }
    for (const [name, lvl] of Object.entries(value)) {
      if (!opponents.includes(name)) {
        checkActive(name, `kontra.${name}`, record, active);
        throw new Inconsistent(`kontra.${name}`, name, "the declarer cannot kontrieren", "kontra.declarer");
      }
      level(lvl, `kontra.${name}`, profile);
    }
    return value;
  }
  return level(value, "kontra", profile);
}

/**
 * @param {unknown} items
 * @param {GameSpec} game
 * @param {Profile} profile
 * @param {Player[] | null} renonce
 * @param {boolean} conceded
 * @returns {Premium[]}
 */
function readPremiums(items, game, profile, renonce, conceded) {
  if (isNone(items)) return [];
  if (!Array.isArray(items)) {
    throw new MalformedInput("premiums", items, "expected a list of premiums", "premiums.shape");
  }
  const allowed = game.premiums;
  const seen = new Set();
  return items.map((item, i) => {
    if (!isDict(item)) throw new MalformedInput(`premiums.${i}`, item, "expected a premium object", "premiums.shape");
    checkFields(item, PREMIUM_FIELDS, `premiums.${i}`);
    const name = get(item, "name");
    const spec = isStr(name) && hasOwn(profile.premiums, name) ? profile.premiums[name] : null;
    if (spec === null) {
      if (isStr(name) && KNOWN_PREMIUMS.has(name)) {
        throw new NotAllowed(`premiums.${i}.name`, name, `not a premium of profile ${profile.id}`, "premium.not_in_profile");
      }
      throw new MalformedInput(`premiums.${i}.name`, name, "unknown premium", "premium.unknown");
    }
    if (profile.disallowed.has(name)) {
      throw new NotAllowed(`premiums.${i}.name`, name, "switched off by the house rules", "premium.switched_off");
    }
    if (allowed !== "all" && !allowed.includes(name)) {
      throw new NotAllowed(`premiums.${i}.name`, name, `not allowed in ${game.name}`, "premium.not_in_game", { game: game.name });
    }
    if (spec.requires_called_king && game.team !== "called_king") {
      throw new NotAllowed(`premiums.${i}.name`, name, `${spec.name} needs a called king`, "premium.needs_called_king", { premium: spec.name });
    }
    const side = get(item, "side");
    if (!SIDES.includes(side)) {
      throw new MalformedInput(`premiums.${i}.side`, side, "expected declarer or opponents", "premium.side");
    }
    if (hasOwn(spec, "belongs_to") && spec.belongs_to !== side) {
      throw new Inconsistent(`premiums.${i}.side`, side, `${spec.name} is always the ${spec.belongs_to} side's`, "premium.fixed_side", { premium: spec.name });
    }
    const key = `${side} ${name}`;
    if (seen.has(key)) {
      throw new Inconsistent(`premiums.${i}.name`, name, "this premium is listed twice for the same side", "premium.twice");
    }
    seen.add(key);
    const announced = optBool(get(item, "announced", false), `premiums.${i}.announced`) ?? false;
    const won = optBool(get(item, "won"), `premiums.${i}.won`);
    if (won === null && renonce === null && !conceded) {
      throw new MalformedInput(`premiums.${i}.won`, null, "say whether the premium was made", "premium.won_missing");
    }
    const kontra = level(get(item, "kontra", 0), `premiums.${i}.kontra`, profile);
    if (kontra && !announced) {
      throw new Inconsistent(`premiums.${i}.kontra`, kontra, "a silent premium cannot be kontriert", "kontra.silent");
    }
    if (kontra && conceded) {
      throw new Inconsistent(`premiums.${i}.kontra`, kontra, "a conceded (geschleift) game has no Kontra", "conceded.no_kontra");
    }
    return { index: i, name, side, announced, won, kontra, spec };
  });
}

/**
 * @param {JsonObject} record
 * @param {GameSpec} game
 * @param {Premium[]} premiums
 * @param {boolean} birdMissing
 * @returns {string | null}
 */
function readBird(record, game, premiums, birdMissing) {
  const rule = game.bird ?? null;
  let bird = get(record, "bird");
  if (rule === null) {
    if (!isNone(bird)) {
      throw new NotAllowed("bird", bird, `${game.name} has no compulsory bird`, "bird.none", { game: game.name });
    }
    return null;
  }
  if (isNone(bird) && rule !== "any") bird = rule;
  if (birdMissing) return isNone(bird) ? null : bird; // the Renonce is that the bird was not in hand
  if (!BIRDS.includes(bird)) {
    const expected = rule === "any" ? "pagat, uhu, kakadu or quapil" : rule;
    throw new MalformedInput("bird", bird, `${game.name} needs its compulsory bird: ${expected}`, "bird.missing", { game: game.name });
  }
  if (rule !== "any" && bird !== rule) {
    throw new NotAllowed("bird", bird, `the bird of the ${game.name} is the ${rule}`, "bird.wrong", { game: game.name });
  }
  if (!premiums.some((p) => p.name === bird && p.side === "declarer" && p.announced)) {
    throw new Inconsistent("premiums", bird, `${game.name}: the bird ${bird} must be listed as an announced premium of the declarer`, "bird.not_announced");
  }
  return bird;
}
