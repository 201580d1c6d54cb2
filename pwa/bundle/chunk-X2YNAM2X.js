import {
  DECK_THIRDS,
  KINGS,
  Profile,
  QUEENS,
  checkedCopy,
  formatPoints,
  loadProfile,
  noHouseRules,
  parsePoints,
  pointsText,
  profileLoader,
  resolveProfile,
  setPlainSwitches,
  switchChecks,
  withDefaults
} from "./chunk-76HJ52WC.js";
import {
  BIRDS,
  GAMES,
  HOUSE_RULE_KEYS,
  Inconsistent,
  KONTRA_NAMES,
  MAX_CENTS_PER_POINT,
  MAX_POT,
  MAX_STAKE,
  MalformedInput,
  NotAllowed,
  PREMIUMS,
  RENONCE_RULES,
  SIDES,
  TEXT_LIMITS,
  breachNames,
  checkNames,
  fromKeys,
  get,
  hasOwn,
  isDict,
  isInt,
  isNone,
  isStr,
  longerThan,
  put,
  renonceRules,
  sameSet,
  sortKeys,
  sorted,
  truthy
} from "./chunk-5GM52YBN.js";
import {
  familyOfProfile,
  sheetFamily,
  sheetSeating
} from "./chunk-R2IDERMZ.js";

// pwa/engine/haferl/profile.js
var FAMILY = "haferltarock";
var DEFAULT_PROFILE = "bayerisch";
var HaferlProfile = class {
  /**
   * @param {ProfileData} data a checked profile document
   * @param {HouseRules | null} [houseRules] the house rules applied to it
   */
  constructor(data, houseRules = null) {
    this.data = data;
    this.family = FAMILY;
    this.id = data.id;
    this.version = data.version;
    this.games = data.games;
    this.threshold = data.threshold;
    this.cents_per_point = data.cents_per_point;
    this.stake = data.stake.default;
    this.schneider = data.schneider;
    this.schwarz = data.schwarz;
    this.breach_loses = data.breach_loses;
    this.table_sizes = data.table.sizes;
    this.clauses = data.clauses;
    this.house_rules = houseRules ?? {};
    Object.freeze(this);
  }
  /**
   * The ranks of a suit in this game, high to low.
   * @param {GameSpec} game
   * @returns {string[]}
   */
  ranks(game) {
    return this.data.ranks[game.ranks];
  }
};
var familyOf = (data) => isDict(data) ? get(data, "family", "koenigrufen") : null;
function checkProfileDocument(data) {
  const family2 = familyOf(data);
  if (family2 !== null && family2 !== FAMILY) {
    throw new NotAllowed(
      "profile",
      /** @type {JsonObject} */
      data.id ?? null,
      `a ${family2} profile, not a Haferltarock profile`,
      "profile.other_family"
    );
  }
  const ok = isDict(data) && isStr(data.id) && isStr(data.version) && isDict(data.games) && isDict(data.stake) && isInt(data.threshold) && isInt(data.cents_per_point);
  if (!ok) {
    throw new MalformedInput("profile", data, "expected a profile document (shared_rules/profiles/<id>.json)", "profile.invalid");
  }
}
var profileIds = (documents) => sorted(documents.filter((d) => familyOf(d) === FAMILY).map((d) => d.id));
var SWITCHES = switchChecks(FAMILY);
function applyHouseRules(profile, rules) {
  const data = checkedCopy(SWITCHES, profile, rules);
  setPlainSwitches(data, rules, FAMILY);
  for (const [game, value] of Object.entries(get(rules, "game_values", {}))) data.games[game].value = value;
  for (const game of get(rules, "games_off", [])) delete data.games[game];
  return data;
}
var loadProfile2 = profileLoader(
  (d, h) => new HaferlProfile(withDefaults(d, FAMILY), h),
  checkProfileDocument,
  (d, h) => applyHouseRules(withDefaults(d, FAMILY), h),
  noHouseRules,
  (h) => JSON.stringify(sortKeys(h))
);
function profileFrom(id, houseRules, documents) {
  if (!isStr(id)) throw new MalformedInput("profile", id, "expected a profile id", "profile.missing");
  if (!noHouseRules(houseRules) && !isDict(houseRules)) {
    throw new MalformedInput("house_rules", houseRules, "expected an object of named switches", "house_rules.shape");
  }
  const doc = documents.find((d) => d?.id === id);
  if (doc === void 0) {
    throw new MalformedInput("profile", id, `unknown profile (Haferltarock: ${profileIds(documents).join(", ")})`, "profile.unknown");
  }
  return loadProfile2(doc, houseRules);
}
function resolveProfile2(record, given) {
  if (given instanceof HaferlProfile) return given;
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  const documents = Array.isArray(given) ? given : [given];
  return profileFrom(get(record, "profile", DEFAULT_PROFILE), get(record, "house_rules"), documents);
}

// pwa/engine/haferl/cards.js
var SUITS = ["E", "G", "H", "S"];
var SUIT_NAMES_DE = { E: "Eichel", G: "Gras", H: "Herz", S: "Schellen" };
var RANKS = ["A", "10", "K", "O", "U", "9", "8", "7", "6"];
var RANK_NAMES_DE = {
  A: "Sau",
  10: "Zehn",
  K: "König",
  O: "Ober",
  U: "Unter",
  9: "Neun",
  8: "Acht",
  7: "Sieben",
  6: "Sechs"
};
var AUGEN = { A: 11, 10: 10, K: 4, O: 3, U: 2, 9: 0, 8: 0, 7: 0, 6: 0 };
var DECK = SUITS.flatMap((s) => RANKS.map((r) => s + r));
var CANON = new Map(DECK.map((c) => [c, c]));
function parseCard(code, field = "card") {
  const card = typeof code === "string" ? CANON.get(code.toUpperCase()) : void 0;
  if (card === void 0) {
    throw new MalformedInput(field, code, "not a card of the German deck (EA, G10, HK, SO, EU, H7, …)", "card.unknown");
  }
  return card;
}
var rankOf = (card) => card.slice(1);
var augen = (card) => AUGEN[rankOf(card)];
var suitNameDe = (suit) => SUIT_NAMES_DE[suit];
var cardNameDe = (card) => `${SUIT_NAMES_DE[card[0]]} ${RANK_NAMES_DE[rankOf(card)]}`;

// pwa/engine/haferl/ledger.js
var Unbalanced = class extends Error {
  /**
   * @param {string} what
   * @param {Points} points
   * @param {number} pot
   */
  constructor(what, points, pot) {
    super(`${what}: players ${JSON.stringify(points)} and pot ${pot} do not sum to zero`);
    this.name = "Unbalanced";
  }
};
function checkBalanced(what, points, pot) {
  let sum = pot;
  for (const p in points) sum += points[p];
  if (sum !== 0) throw new Unbalanced(what, points, pot);
}
var payIn = (table, stake) => [fromKeys(table, -stake), stake * table.length];
function withPot(table, declarer, opponents, declarerWins, tariff) {
  const points = fromKeys(table, 0);
  if (declarerWins) {
    points[declarer] = tariff;
    return [points, -tariff];
  }
  for (const o of opponents) points[o] = tariff;
  points[declarer] = -tariff * (opponents.length + 1);
  return [points, tariff];
}
function betweenPlayers(table, declarer, opponents, declarerWins, tariff) {
  const sign2 = declarerWins ? 1 : -1;
  const points = fromKeys(table, 0);
  for (const o of opponents) points[o] = -sign2 * tariff + 0;
  points[declarer] = sign2 * tariff * opponents.length + 0;
  return [points, 0];
}
var PAYS = { pot: withPot, players: betweenPlayers };
function line(item, text, side, value, points, pot, cpp, rule) {
  checkBalanced(item, points, pot);
  const money = {};
  for (const p in points) put(money, p, points[p] * cpp + 0);
  return { item, text, side, value, points, money_cents: money, pot: { points: pot, money_cents: pot * cpp + 0 }, rule };
}
function addUp(table, lines) {
  const points = fromKeys(table, 0);
  const money = fromKeys(table, 0);
  let pot = 0;
  let potMoney = 0;
  for (const ln of lines) {
    for (const p in ln.points) points[p] += ln.points[p];
    for (const p in ln.money_cents) money[p] += ln.money_cents[p];
    pot += ln.pot.points;
    potMoney += ln.pot.money_cents;
  }
  checkBalanced("total", points, pot);
  checkBalanced("total money", money, potMoney);
  return [points, money, pot, potMoney];
}

// pwa/engine/seating.js
var TABLE_SIZES = [4, 5];
function readTable(data) {
  const players = get(data, "players");
  if (!Array.isArray(players) || !TABLE_SIZES.includes(players.length)) {
    throw new MalformedInput("players", players, "expected the table in seating order: 4 players, or 5 with the dealer, who sits out", "players.seating");
  }
  checkNames(players);
  const dealer = get(data, "dealer");
  if (isNone(dealer)) {
    if (players.length === 5) {
      throw new MalformedInput("dealer", null, "at a 5-player table the dealer, who sits out, must be named", "dealer.missing");
    }
    return [players, null];
  }
  if (!players.includes(dealer)) {
    throw new MalformedInput("dealer", dealer, "not a player at the table", "dealer.not_at_table");
  }
  return [players, dealer];
}
var nextInSeating = (players, player2) => players[(players.indexOf(player2) + 1) % players.length];
var sitsOut = (players, dealer) => players.length === 5 ? dealer : null;
function active(players, dealer) {
  const out = sitsOut(players, dealer);
  return players.filter((p) => p !== out);
}
function seating(players, dealer) {
  const forehand = nextInSeating(players, dealer);
  const start = players.indexOf(forehand);
  const order = [...players.slice(start), ...players.slice(0, start)];
  const out = sitsOut(players, dealer);
  return [forehand, order.filter((p) => p !== out)];
}

// pwa/engine/record.js
var KNOWN_GAMES = new Set(GAMES);
var KNOWN_PREMIUMS = new Set(PREMIUMS);
var RECORD_FIELDS = /* @__PURE__ */ new Set([
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
  "id"
]);
var PREMIUM_FIELDS = /* @__PURE__ */ new Set(["name", "side", "announced", "won", "kontra"]);
var VALAT_FIELDS = /* @__PURE__ */ new Set(["side", "announced", "won", "kontra"]);
var RENONCE_FIELDS = /* @__PURE__ */ new Set(["players", "rule", "reason"]);
var TRISCHAKEN_FIELDS = /* @__PURE__ */ new Set(["points", "tricks"]);
function checkFields(obj, allowed, path) {
  let unknown = null;
  for (const key of Object.keys(obj)) if (!allowed.has(key)) (unknown ??= []).push(key);
  if (unknown !== null) {
    const key = sorted(unknown)[0];
    throw new MalformedInput(path ? `${path}.${key}` : key, obj[key], "unknown field", "record.unknown_field", { name: String(key) });
  }
}
var Deal = class {
  /**
   * @param {DealBase} base
   * @param {DealFields} fields
   */
  constructor(base, fields) {
    this.profile = base.profile;
    this.record = base.record;
    this.players = base.players;
    this.active = base.active;
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
    this.kontra = fields.kontra ?? 0;
    this.premiums = fields.premiums ?? [];
    this.valat = fields.valat ?? null;
    this.bird = fields.bird ?? null;
    this.king_in_talon = fields.king_in_talon ?? false;
    this.conceded = fields.conceded ?? false;
    this.kontra_void = fields.kontra_void ?? true;
    this.is_trischaken = fields.is_trischaken ?? false;
    this.trischaken_points = fields.trischaken_points ?? null;
    this.jungfrauen = fields.jungfrauen ?? [];
  }
};
function flag(record, name) {
  const v = get(record, name);
  if (isNone(v)) return false;
  if (typeof v !== "boolean") throw new MalformedInput(name, v, "expected true or false", "value.yes_no");
  return v;
}
function optBool(value, field) {
  if (!isNone(value) && typeof value !== "boolean") {
    throw new MalformedInput(field, value, "expected true, false or null", "value.yes_no");
  }
  return isNone(value) ? null : value;
}
function player(record, name, players, required = true) {
  const value = get(record, name);
  if (isNone(value)) {
    if (required) throw new MalformedInput(name, null, "required", "value.required");
    return null;
  }
  return players.includes(value) ? value : checkActive(value, name, record, players);
}
function checkActive(value, field, record, active2) {
  if (active2.includes(
    /** @type {Player} */
    value
  )) return (
    /** @type {Player} */
    value
  );
  const players = get(record, "players");
  if (value === get(record, "dealer") && Array.isArray(players) && players.includes(value)) {
    throw new Inconsistent(field, value, "the dealer sits out at a 5-player table", "dealer.sits_out");
  }
  throw new MalformedInput(field, value, `not a player at the table (${active2.join(", ")})`, "player.not_at_table", { players: active2.join(", ") });
}
function level(value, field, profile) {
  if (!isInt(value) || value < 0) {
    throw new MalformedInput(field, value, "expected a Kontra level 0–5 (1 Kontra, 2 Rekontra, 3 Subkontra)", "kontra.level");
  }
  if (value > profile.kontra_levels) {
    throw new NotAllowed(field, value, `profile ${profile.id} has ${profile.kontra_levels} Kontra levels`, "kontra.too_many", { max: profile.kontra_levels });
  }
  return value;
}
function readPlayers(record) {
  const [players, dealer] = readTable(record);
  return [players, dealer === null ? players : active(players, dealer)];
}
function readDeal(record, profile) {
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
  const [players, active2] = readPlayers(record);
  const [gameId, game] = readGame(get(record, "game"), profile);
  const forehand = player(record, "forehand", active2, false);
  const [renonce, renonceRule] = readRenonce(record, active2);
  const cpp = get(record, "cents_per_point", profile.cents_per_point);
  if (!isInt(cpp) || !(cpp >= 0 && cpp <= MAX_CENTS_PER_POINT)) {
    throw new MalformedInput("cents_per_point", cpp, `expected a whole number of cents from 0 to ${MAX_CENTS_PER_POINT}`, "cents.range", {
      max: MAX_CENTS_PER_POINT
    });
  }
  flag(record, "writing_error");
  const base = {
    profile,
    record,
    players,
    active: active2,
    game_id: gameId,
    game,
    renonce,
    renonce_rule: renonceRule,
    cents_per_point: cpp
  };
  if (game.kind === "trischaken") {
    const named = get(record, "declarer");
    const declarer2 = truthy(named) ? named : forehand;
    if (declarer2 === null) {
      throw new MalformedInput("forehand", null, "Trischaken is played by the Vorhand: name the forehand", "trischaken.forehand_missing");
    }
    checkActive(declarer2, "declarer", record, active2);
    if (forehand !== null && declarer2 !== forehand) {
      checkVorhandOnly(game, profile, declarer2, forehand);
      throw new Inconsistent("declarer", declarer2, "Trischaken is played by the Vorhand (forehand)", "trischaken.declarer");
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
    const talonOut = Boolean(
      /** @type {JsonObject} */
      profile.trischaken.talon_out
    );
    const [points, jungfrauen] = renonce !== null ? [null, []] : readTrischaken(record, active2, talonOut);
    return new Deal(base, {
      declarer: declarer2,
      declarer_side: [declarer2],
      opponents: active2.filter((p) => p !== declarer2),
      forehand: declarer2,
      is_trischaken: true,
      trischaken_points: points,
      jungfrauen
    });
  }
  const declarer = (
    /** @type {Player} */
    player(record, "declarer", active2)
  );
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
  const partner = readPartner(record, game, declarer, active2, profile, kingInTalon, renonce, renonceRule);
  const side = partner === null ? [declarer] : [declarer, partner];
  const opponents = active2.filter((p) => !side.includes(p));
  const valat = readValat(record, game, profile, renonce, conceded);
  const [won, dpoints] = readOutcome(record, game, profile, valat, kingInTalon, conceded);
  if (won === null && renonce === null && !conceded) {
    const field = game.kind === "negative" ? "declarer_tricks" : "declarer_points";
    throw new MalformedInput(field, null, "give won or " + field + " to decide the game", "outcome.missing");
  }
  const kontra = readKontra(get(record, "kontra", 0), game, opponents, profile, record, active2);
  if (conceded && truthy(kontra)) {
    throw new Inconsistent("kontra", kontra, "a conceded (geschleift) game has no Kontra", "conceded.no_kontra");
  }
  const premiums = readPremiums(get(record, "premiums"), game, profile, renonce, conceded);
  const bird = readBird(record, game, premiums, renonceRule === "bird_missing");
  for (const p of premiums) {
    const need = p.spec.min_thirds;
    if (isNone(need) || !p.won) continue;
    const have = dpoints === null || p.side === "declarer" ? dpoints : DECK_THIRDS - dpoints;
    if (have !== null && have < need) {
      throw new Inconsistent(
        `premiums.${p.index}.won`,
        true,
        `${p.spec.name} needs ${formatPoints(need)}, the ${p.side} side has ${formatPoints(have)}`,
        "premium.too_few_points",
        { premium: p.spec.name, need: pointsText(need), have: pointsText(have) }
      );
    }
    const declarerSide = p.side === "declarer";
    const lostOnPoints = declarerSide ? won === false && !failedAnnouncedValat(valat, profile) : won === true && valat === null;
    const most = declarerSide ? profile.threshold - 1 : DECK_THIRDS - profile.threshold;
    if (dpoints === null && lostOnPoints && need > most) {
      throw new Inconsistent(
        `premiums.${p.index}.won`,
        true,
        `${p.spec.name} needs ${formatPoints(need)}: it cannot be made on a lost game`,
        "premium.lost_game",
        { premium: p.spec.name }
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
    kontra_void: conceded || kingInTalon && truthy(game.king_in_talon_kontra_void) && !kontraStands(
      /** @type {string} */
      profile.data.king_in_talon_kontra,
      won,
      kontra,
      premiums,
      valat
    ),
    forehand
  });
}
var TALON_THIRDS = [6, 78];
function checkSumWithoutTalon(raw, total) {
  const [lo, hi] = [DECK_THIRDS - TALON_THIRDS[1], DECK_THIRDS - TALON_THIRDS[0]];
  if (!(lo <= total && total <= hi)) {
    throw new Inconsistent(
      "trischaken.points",
      raw,
      `the four add up to ${formatPoints(total)} (${total} thirds); with the talon out of play they hold ${formatPoints(lo)} to ${formatPoints(hi)}`,
      "trischaken.sum_talon_out",
      { total: pointsText(total), min: pointsText(lo), max: pointsText(hi) }
    );
  }
}
function readTrischaken(record, active2, talonOut = false) {
  const data = get(record, "trischaken");
  if (!isDict(data) || !isDict(get(data, "points"))) {
    throw new MalformedInput("trischaken", data, 'expected {"points": {player: "P/B"}, "tricks": {player: n}}', "trischaken.shape");
  }
  checkFields(data, TRISCHAKEN_FIELDS, "trischaken");
  const raw = data.points;
  const keys = Object.keys(raw);
  if (!sameSet(keys, active2)) {
    throw new MalformedInput("trischaken.points", sorted(keys), `need points for exactly ${active2.join(", ")}`, "trischaken.points_players", {
      players: active2.join(", ")
    });
  }
  const points = {};
  let total = 0;
  for (const p of active2) {
    put(points, p, parsePoints(raw[p], `trischaken.points.${p}`));
    total += points[p];
  }
  if (talonOut) checkSumWithoutTalon(raw, total);
  else if (total !== DECK_THIRDS) {
    throw new Inconsistent("trischaken.points", raw, `the four add up to ${formatPoints(total)} (${total} thirds), not 70/0 (210 thirds)`, "trischaken.sum", {
      total: pointsText(total)
    });
  }
  const jungfrauen = active2.filter((p) => points[p] === 0);
  const tricks = get(data, "tricks");
  if (tricks !== null) {
    if (!isDict(tricks) || !sameSet(Object.keys(tricks), active2)) {
      throw new MalformedInput("trischaken.tricks", tricks, `need tricks for exactly ${active2.join(", ")}`, "trischaken.tricks_players", {
        players: active2.join(", ")
      });
    }
    let count2 = 0;
    for (const [p, n] of Object.entries(tricks)) {
      if (!isInt(n) || !(n >= 0 && n <= 12)) {
        throw new MalformedInput(`trischaken.tricks.${p}`, n, "expected 0–12 tricks", "tricks.range");
      }
      count2 += n;
    }
    if (count2 !== 12) {
      throw new Inconsistent("trischaken.tricks", tricks, "the tricks must add up to 12", "trischaken.tricks_sum");
    }
    for (const p of active2) {
      if (tricks[p] === 0 !== (points[p] === 0)) {
        throw new Inconsistent(`trischaken.tricks.${p}`, tricks[p], `${formatPoints(points[p])} with ${tricks[p]} tricks`, "trischaken.tricks_points", {
          points: pointsText(points[p]),
          tricks: tricks[p]
        });
      }
    }
  }
  return [points, jungfrauen];
}
function readRenonce(record, active2) {
  const r = get(record, "renonce");
  if (isNone(r)) return [null, null];
  if (!isDict(r) || !Array.isArray(get(r, "players")) || r.players.length === 0) {
    throw new MalformedInput("renonce", r, 'expected {"players": [...], "reason": "..."}', "renonce.shape");
  }
  const who = r.players;
  who.forEach((p, i) => {
    checkActive(p, `renonce.players.${i}`, record, active2);
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
function readGame(gameId, profile) {
  if (isStr(gameId) && hasOwn(profile.games, gameId)) return [gameId, profile.games[gameId]];
  if (isStr(gameId) && KNOWN_GAMES.has(gameId)) {
    throw new NotAllowed("game", gameId, `not played in profile ${profile.id}`, "game.not_played");
  }
  throw new MalformedInput("game", gameId, `unknown game (profile ${profile.id}: ${Object.keys(profile.games).join(", ")})`, "game.unknown");
}
function checkVorhandOnly(game, profile, declarer, forehand) {
  if (truthy(game.vorhand_only)) {
    throw new NotAllowed("declarer", declarer, `in ${profile.id} only the Vorhand (${forehand}) may play ${game.name}`, "declarer.vorhand_only", {
      game: game.name
    });
  }
}
function checkCalledCard(called, profile, field = "called_king") {
  const code = (
    /** @type {string} */
    isStr(called) ? called.toUpperCase() : called
  );
  if (KINGS.includes(code)) return code;
  if (QUEENS.includes(code)) {
    if (profile.data.four_kings !== "queen") {
      throw new NotAllowed(field, called, `profile ${profile.id} calls no queen (four kings: ${profile.data.four_kings})`, "king.no_queen");
    }
    return code;
  }
  throw new MalformedInput(field, called, "expected a king: HK, DK, SK or CK (a queen: HQ, …)", "king.expected");
}
function readPartner(record, game, declarer, active2, profile, kingInTalon, renonce, renonceRule) {
  const partner = player(record, "partner", active2, false);
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
    if (!callableOwn) {
      throw new NotAllowed(
        "partner",
        partner,
        `partner equal to declarer: calling your own king is not allowed (${profile.clauses.own_king}); a Renonce naming own_king settles it`,
        "partner.own_king"
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
  if (partner === null && !declarerAlone) {
    throw new MalformedInput("partner", null, "name the holder of the called king (or set king_in_talon)", "partner.missing");
  }
  return partner;
}
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
        { tricks, game: game.name, need: game.tricks }
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
    const who = valat.side === "declarer" ? "des Spielers" : "der Gegner";
    if (won !== null && won !== verdict) {
      throw new Inconsistent(
        "won",
        won,
        `the valat of the ${valat.side} side (${valat.won ? "made" : "announced, failed"}) decides the game: the declarer side ${verdict ? "won" : "lost"} (Valat ${who})`,
        verdict ? "won.valat_won" : "won.valat_lost"
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
      { points: pointsText(thirds), need: pointsText(profile.threshold) }
    );
  }
  return [byPoints, thirds];
}
function valatVerdict(valat, profile) {
  if (valat === null || valat.won === null) return null;
  if (valat.won) return valat.side === "declarer";
  if (failedAnnouncedValat(valat, profile)) return valat.side !== "declarer";
  return null;
}
var failedAnnouncedValat = (valat, profile) => valat !== null && valat.announced && valat.won === false && /** @type {JsonObject} */
profile.valat.mode === "game_factor";
var MAX_CARD_THIRDS = 13;
function kontraStands(rule, won, kontra, premiums, valat) {
  if (rule === "void_if_lost") return won === true;
  return rule === "stands_if_declarer_acted" && declarerActed(kontra, premiums, valat);
}
function declarerActed(kontra, premiums, valat) {
  if (isInt(kontra) && kontra >= 2) return true;
  const own = premiums.filter((p) => p.side === "declarer").map((p) => [p.announced, p.kontra]);
  if (valat !== null && valat.side === "declarer") own.push([valat.announced, valat.kontra]);
  return own.some(([announced, level2]) => announced || level2 >= 2);
}
function talonCards(game, kingInTalon, soloKingTalon = "half") {
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
function checkValatPoints(thirds, given, side, game, kingInTalon, soloKingTalon) {
  const other = side === "declarer" ? "opponents" : "declarer";
  const n = talonCards(game, kingInTalon, soloKingTalon)[other];
  const otherThirds = other === "opponents" ? DECK_THIRDS - thirds : thirds;
  if (otherThirds > n * MAX_CARD_THIRDS) {
    throw new Inconsistent(
      "declarer_points",
      given,
      `a valat of the ${side} side leaves the ${other} only ${n} talon cards (at most ${formatPoints(n * MAX_CARD_THIRDS)}), not ${formatPoints(otherThirds)}`,
      "points.valat_talon",
      { cards: n, max: pointsText(n * MAX_CARD_THIRDS), points: pointsText(otherThirds) }
    );
  }
}
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
function readKontra(value, game, opponents, profile, record, active2) {
  if (isDict(value)) {
    if (game.kind !== "negative") {
      throw new NotAllowed("kontra", value, "Kontra per opponent exists only in negative games", "kontra.per_opponent");
    }
    for (const [name, lvl] of Object.entries(value)) {
      if (!opponents.includes(name)) {
        checkActive(name, `kontra.${name}`, record, active2);
        throw new Inconsistent(`kontra.${name}`, name, "the declarer cannot kontrieren", "kontra.declarer");
      }
      level(lvl, `kontra.${name}`, profile);
    }
    return value;
  }
  return level(value, "kontra", profile);
}
function readPremiums(items, game, profile, renonce, conceded) {
  if (isNone(items)) return [];
  if (!Array.isArray(items)) {
    throw new MalformedInput("premiums", items, "expected a list of premiums", "premiums.shape");
  }
  const allowed = game.premiums;
  const seen = /* @__PURE__ */ new Set();
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
  if (birdMissing) return isNone(bird) ? null : bird;
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

// pwa/engine/haferl/counting.js
var countAugen = (cards) => cards.reduce((sum, c) => sum + augen(c), 0);
var DECK_AUGEN = countAugen(DECK);
var STOCK_MAX_AUGEN = DECK.map(augen).sort((a, b) => b - a).slice(0, 3).reduce((a, b) => a + b);
function pileTotals(values) {
  const piles = [/* @__PURE__ */ new Set([0]), ...values.map(() => (
    /** @type {Set<number>} */
    /* @__PURE__ */ new Set()
  ))];
  values.forEach((value, taken) => {
    for (let n = taken; n >= 0; n--) for (const t of piles[n]) piles[n + 1].add(t + value);
  });
  return piles;
}
var PILE_AUGEN = pileTotals(DECK.map(augen));
var IMPOSSIBLE_AUGEN = Object.freeze(Array.from({ length: DECK_AUGEN + 1 }, (_, n) => n).filter((n) => !PILE_AUGEN.some((pile) => pile.has(n))));
function parseAugen(value, field = "augen") {
  if (!isInt(value) || value < 0 || value > DECK_AUGEN) {
    throw new MalformedInput(field, value, `expected a whole number of Augen from 0 to ${DECK_AUGEN}`, "augen.range", { max: DECK_AUGEN });
  }
  return value;
}
function count(cards, field = "cards") {
  if (!Array.isArray(cards)) throw new MalformedInput(field, cards, "expected a list of card codes", "cards.shape");
  const seen = /* @__PURE__ */ new Set();
  cards.forEach((code, i) => {
    const card = parseCard(code, `${field}.${i}`);
    if (seen.has(card)) throw new MalformedInput(`${field}.${i}`, code, "this card is listed twice", "cards.twice");
    seen.add(card);
  });
  const total = countAugen([...seen]);
  return { augen: total, rest: DECK_AUGEN - total };
}

// pwa/engine/haferl/record.js
var THROWN_IN = "thrown_in";
var TRICKS = 11;
var FAMILY_GAMES = /* @__PURE__ */ new Set(["stockspiel", "solo", "herz_solo", "bettel"]);
var RULE_DE = breachNames(FAMILY);
var BREACH_RULES = renonceRules(FAMILY);
var RECORD_FIELDS2 = /* @__PURE__ */ new Set([
  "profile",
  "house_rules",
  "players",
  "dealer",
  "game",
  "declarer",
  "trump",
  "won",
  "declarer_augen",
  "declarer_tricks",
  "schneider",
  "schwarz",
  "breach",
  "pot",
  "stake",
  "cents_per_point",
  "note",
  "id"
]);
var OUTCOME_FIELDS = ["won", "declarer_augen", "declarer_tricks", "schneider", "schwarz"];
var BREACH_FIELDS = /* @__PURE__ */ new Set(["player", "rule", "reason"]);
function whole(value, field, lo, hi, what) {
  if (!isInt(value) || value < lo || value > hi) {
    throw new MalformedInput(field, value, `expected ${what} from ${lo} to ${hi}`, "number.range", { min: lo, max: hi });
  }
  return value;
}
function checkTexts(obj) {
  for (const [name, limit] of Object.entries(TEXT_LIMITS)) {
    const text = get(obj, name);
    if (!isNone(text) && (!isStr(text) || longerThan(text, limit))) {
      throw new MalformedInput(name, text, `expected a text of at most ${limit} characters`, "text.too_long", { max: limit });
    }
  }
}
function optBool2(record, name) {
  const value = get(record, name);
  if (!isNone(value) && typeof value !== "boolean") {
    throw new MalformedInput(name, value, "expected true, false or null", "value.yes_no");
  }
  return value;
}
function readPlayers2(players, profile) {
  const sizes = profile.table_sizes;
  if (!Array.isArray(players) || !sizes.includes(players.length)) {
    throw new MalformedInput("players", players, `expected a list of ${sizes.join(" or ")} player names (at four the dealer sits out)`, "players.count");
  }
  checkNames(players);
  return players;
}
function readTable2(record, profile) {
  const players = readPlayers2(get(record, "players"), profile);
  const dealer = get(record, "dealer");
  if (!isNone(dealer) && !players.includes(dealer)) {
    throw new MalformedInput("dealer", dealer, `not a player at the table (${players.join(", ")})`, "player.not_at_table", { players: players.join(", ") });
  }
  if (players.length === 3) return [players, [...players], dealer];
  if (isNone(dealer)) {
    throw new MalformedInput("dealer", null, "at a 4-player table name the dealer, who sits out", "dealer.missing");
  }
  return [players, players.filter((p) => p !== dealer), dealer];
}
function readTrump(value, game, field = "trump") {
  const rule = game.trump;
  const code = (
    /** @type {string | null | undefined} */
    isStr(value) ? value.toUpperCase() : value
  );
  if (!isNone(code) && !SUITS.includes(code)) {
    throw new MalformedInput(field, value, "expected a suit: E (Eichel), G (Gras), H (Herz), S (Schellen)", "trump.suit");
  }
  if (rule === null) {
    if (!isNone(code)) {
      throw new NotAllowed(field, value, `${game.name} is played without trumps`, "trump.none", { game: game.name });
    }
    return null;
  }
  if (isStr(rule)) {
    if (!isNone(code) && code !== rule) {
      throw new NotAllowed(field, value, `in the ${game.name} ${suitNameDe(rule)} is trump`, "trump.fixed", { game: game.name, suit: suitNameDe(rule) });
    }
    return rule;
  }
  const names = rule.map((s) => `${s} (${suitNameDe(s)})`).join(", ");
  if (isNone(code)) {
    throw new MalformedInput(field, null, `name the trump of the ${game.name}: ${names}`, "trump.missing", { game: game.name, suits: names });
  }
  if (!rule.includes(code)) {
    throw new NotAllowed(field, value, `the ${game.name} takes ${names} as trump`, "trump.choice", { game: game.name, suits: names });
  }
  return code;
}
function readBreach(record, active2, profile) {
  const b = get(record, "breach");
  if (isNone(b)) return null;
  if (!isDict(b)) {
    throw new MalformedInput("breach", b, 'expected {"player": …, "rule": …, "reason": …}', "breach.shape");
  }
  checkFields(b, BREACH_FIELDS, "breach");
  const player2 = get(b, "player");
  if (!active2.includes(player2)) {
    throw new MalformedInput("breach.player", player2, `not a player in this deal (${active2.join(", ")})`, "player.not_at_table", {
      players: active2.join(", ")
    });
  }
  const rule = get(b, "rule");
  if (!isNone(rule) && !BREACH_RULES.includes(rule)) {
    throw new MalformedInput("breach.rule", rule, `expected one of ${BREACH_RULES.join(", ")}`, "breach.rule");
  }
  const reason = get(b, "reason");
  if (!isNone(reason) && (!isStr(reason) || longerThan(reason, 500))) {
    throw new MalformedInput("breach.reason", reason, "expected a text of at most 500 characters", "text.too_long", { max: 500 });
  }
  if (!profile.breach_loses) {
    throw new NotAllowed("breach", b, "house rule breach_loses is off: a breach is reported, the cards decide", "breach.off");
  }
  return (
    /** @type {HaferlBreach} */
    { player: player2, rule, reason }
  );
}
var outcome = (won, augen2, tricks, schneider, schwarz) => ({
  won,
  declarer_augen: augen2,
  declarer_tricks: tricks,
  schneider,
  schwarz
});
function readDeal2(record, profile) {
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  checkFields(record, RECORD_FIELDS2, "");
  checkTexts(record);
  const [table, active2, dealer] = readTable2(record, profile);
  const cpp = whole(get(record, "cents_per_point", profile.cents_per_point), "cents_per_point", 0, MAX_CENTS_PER_POINT, "a whole number of cents");
  const stake = whole(get(record, "stake", profile.stake), "stake", 1, MAX_STAKE, "Grundbeträge");
  const given = get(record, "pot");
  const pot = isNone(given) ? stake * table.length : whole(given, "pot", 0, MAX_POT, "Grundbeträge");
  const gameId = get(record, "game");
  const base = { profile, record, table, active: active2, dealer, game_id: gameId, pot, stake, cents_per_point: cpp };
  if (gameId === THROWN_IN) {
    for (const name of ["declarer", "trump", "breach", ...OUTCOME_FIELDS]) {
      const v = get(record, name);
      if (!isNone(v) && v !== false) {
        throw new NotAllowed(name, v, "all passed: a thrown-in deal is not played", "game.thrown_in");
      }
    }
    return { ...base, game: null, declarer: null, opponents: [], trump: null, breach: null, ...outcome(null, null, null, false, false) };
  }
  if (!isStr(gameId) || !hasOwn(profile.games, gameId)) {
    if (isStr(gameId) && (FAMILY_GAMES.has(gameId) || KNOWN_GAMES.has(gameId))) {
      throw new NotAllowed("game", gameId, `not played in profile ${profile.id}`, "game.not_played");
    }
    throw new MalformedInput("game", gameId, `unknown game (profile ${profile.id}: ${Object.keys(profile.games).join(", ")}, ${THROWN_IN})`, "game.unknown");
  }
  const game = profile.games[gameId];
  const declarer = get(record, "declarer");
  if (!active2.includes(declarer)) {
    const why = declarer === dealer && truthy(declarer) ? "the dealer sits out" : "not an active player";
    throw new MalformedInput("declarer", declarer, `${why} (${active2.join(", ")} play)`, "declarer.not_active", { players: active2.join(", ") });
  }
  const trump = readTrump(get(record, "trump"), game);
  const breach = readBreach(record, active2, profile);
  return {
    ...base,
    game,
    declarer,
    opponents: active2.filter((p) => p !== declarer),
    trump,
    breach,
    ...readOutcome2(record, game, profile, declarer, breach)
  };
}
function readOutcome2(record, game, profile, declarer, breach) {
  let won = optBool2(record, "won");
  const schneider = optBool2(record, "schneider");
  const schwarz = optBool2(record, "schwarz");
  let augen2 = get(record, "declarer_augen");
  let tricks = get(record, "declarer_tricks");
  if (!isNone(augen2)) augen2 = parseAugen(augen2, "declarer_augen");
  if (!isNone(tricks)) tricks = whole(tricks, "declarer_tricks", 0, TRICKS, "a number of tricks");
  if (!game.schneider) {
    for (
      const [name, value] of
      /** @type {[string, boolean | null][]} */
      [
        ["schneider", schneider],
        ["schwarz", schwarz]
      ]
    ) {
      if (value) {
        throw new NotAllowed(name, value, `no Schneider or Schwarz in the ${game.name}`, "schneider.none", { game: game.name });
      }
    }
  }
  if (game.kind === "negative" && !isNone(augen2)) {
    throw new NotAllowed("declarer_augen", augen2, `the ${game.name} counts tricks, not Augen`, "augen.tricks_game", { game: game.name });
  }
  if (breach !== null) return decidedByBreach(declarer, breach, won, augen2, tricks, schneider, schwarz);
  if (game.kind === "negative") {
    if (!isNone(tricks)) {
      const byTricks = tricks === game.tricks;
      if (!isNone(won) && won !== byTricks) {
        throw new Inconsistent(
          "won",
          won,
          `${tricks} tricks ${byTricks ? "win" : "lose"} the ${game.name} (needs exactly ${game.tricks})`,
          byTricks ? "won.tricks_won" : "won.tricks_lost",
          { tricks, game: game.name, need: game.tricks }
        );
      }
      won = byTricks;
    }
    if (isNone(won)) {
      throw new MalformedInput("declarer_tricks", null, "give won or declarer_tricks to decide the game", "outcome.missing");
    }
    return outcome(won, null, isNone(tricks) ? null : tricks, false, false);
  }
  return positive(profile, won, isNone(augen2) ? null : augen2, isNone(tricks) ? null : tricks, schneider, schwarz);
}
function positive(profile, won, augen2, tricks, schneider, schwarz) {
  const threshold = profile.threshold;
  if (IMPOSSIBLE_AUGEN.includes(
    /** @type {number} */
    augen2
  )) {
    throw new Inconsistent(
      "declarer_augen",
      augen2,
      `no deal gives a side ${augen2} Augen: no card is worth 1 (impossible: ${IMPOSSIBLE_AUGEN.join(" and ")})`,
      "augen.impossible"
    );
  }
  if (augen2 !== null) {
    const byAugen = augen2 >= threshold;
    if (!isNone(won) && won !== byAugen) {
      throw new Inconsistent(
        "won",
        won,
        `declarer_augen ${augen2} ${byAugen ? "win" : "lose"} (needs ${threshold})`,
        byAugen ? "won.augen_won" : "won.augen_lost",
        { augen: augen2, need: threshold }
      );
    }
    won = byAugen;
  }
  if (tricks !== null) {
    if (!isNone(schwarz) && schwarz !== (tricks === TRICKS)) {
      throw new Inconsistent("schwarz", schwarz, `the declarer took ${tricks} of ${TRICKS} tricks`, "schwarz.tricks", { tricks, all: TRICKS });
    }
    schwarz = tricks === TRICKS;
    const held = DECK.length - 3 * (TRICKS - tricks);
    if (tricks < TRICKS && augen2 !== null && !PILE_AUGEN[held].has(augen2)) {
      throw new Inconsistent(
        "declarer_augen",
        augen2,
        `with ${tricks} of ${TRICKS} tricks the declarer holds ${held} cards (his tricks and 3 more: the Stock or his discard), and no ${held} cards make ${augen2} Augen`,
        "augen.impossible"
      );
    }
  }
  if (schwarz) {
    if (won === false) {
      throw new Inconsistent("schwarz", true, "Schwarz: the declarer took every trick, so he won", "schwarz.won");
    }
    if (augen2 !== null && augen2 !== DECK_AUGEN) {
      throw new Inconsistent("schwarz", true, `with every trick the declarer has all ${DECK_AUGEN} Augen, not ${augen2}`, "schwarz.augen", {
        augen: augen2,
        all: DECK_AUGEN
      });
    }
    if (schneider === false) {
      throw new Inconsistent("schneider", false, "Schwarz leaves the opponents 0 Augen: always Schneider", "schneider.schwarz");
    }
    won = true;
    schneider = true;
  }
  if (isNone(won)) {
    throw new MalformedInput("declarer_augen", null, "give won or declarer_augen to decide the game", "outcome.missing");
  }
  if (augen2 !== null) {
    const loser2 = won ? DECK_AUGEN - augen2 : augen2;
    const below = profile.schneider.below;
    const byAugen = loser2 < below;
    if (!isNone(schneider) && schneider !== byAugen) {
      throw new Inconsistent(
        "schneider",
        schneider,
        `the losing side has ${loser2} Augen: ${byAugen ? "" : "not "}Schneider (under ${below})`,
        byAugen ? "schneider.yes" : "schneider.no",
        { augen: loser2, below }
      );
    }
    schneider = byAugen;
  }
  return outcome(won, augen2, tricks, !!schneider, !!schwarz);
}
function decidedByBreach(declarer, breach, won, augen2, tricks, schneider, schwarz) {
  for (
    const [name, value] of
    /** @type {[string, unknown][]} */
    [
      ["declarer_augen", augen2],
      ["declarer_tricks", tricks]
    ]
  ) {
    if (!isNone(value)) {
      throw new NotAllowed(name, value, "a game decided by a breach is not counted", "breach.not_counted");
    }
  }
  for (
    const [name, value] of
    /** @type {[string, unknown][]} */
    [
      ["schneider", schneider],
      ["schwarz", schwarz]
    ]
  ) {
    if (value) {
      throw new NotAllowed(name, value, "a game decided by a breach counts at its base tariff", "breach.base_tariff");
    }
  }
  const byBreach = breach.player !== declarer;
  if (!isNone(won) && won !== byBreach) {
    throw new Inconsistent("won", won, `${breach.player} broke a rule: the game is lost for ${byBreach ? "the opponents" : "the declarer"}`, "won.breach", {
      player: breach.player
    });
  }
  return outcome(byBreach, null, null, false, false);
}

// pwa/engine/haferl/settlement.js
var PAY_TEXT = {
  "pot,true": (a) => `${a} aus dem Haferl`,
  "pot,false": (a, t) => `${a} an jeden Gegner und ${t} ins Haferl`,
  "players,true": (a) => `${a} von jedem Gegner`,
  "players,false": (a) => `${a} an jeden Gegner`
};
function settle(record, profile) {
  const deal = readDeal2(record, resolveProfile2(record, profile));
  return result(deal, dealLines(deal));
}
function result(deal, lines) {
  const [points, money, pot, potMoney] = addUp(deal.table, lines);
  return {
    profile: { id: deal.profile.id, version: deal.profile.version },
    family: deal.profile.family,
    game: deal.game_id,
    declarer: deal.declarer,
    trump: deal.trump,
    dealer: deal.dealer,
    won: deal.won,
    schneider: deal.schneider,
    schwarz: deal.schwarz,
    cents_per_point: deal.cents_per_point,
    points,
    money_cents: money,
    pot: { before: deal.pot, after: deal.pot + pot, points: pot, money_cents: potMoney },
    lines
  };
}
function dealLines(deal) {
  if (deal.game === null) return [thrownInLine(deal)];
  const { game } = deal;
  const [tariff, parts, rules] = tariffOf(deal, game);
  const [points, pot] = PAYS[game.pays](
    deal.table,
    /** @type {string} */
    deal.declarer,
    deal.opponents,
    /** @type {boolean} */
    deal.won,
    tariff
  );
  const lines = [];
  let held = deal.pot;
  while (held + pot < 0) {
    lines.push(refillLine(deal, held, -pot));
    held += deal.stake * deal.table.length;
  }
  const raised = (
    /** @type {[boolean, string][]} */
    [
      [deal.schneider, "Schneider"],
      [deal.schwarz, "Schwarz"]
    ].filter(([flag2]) => flag2).map(([, n]) => n)
  );
  let text = `${gameName(deal, game)} ${deal.won ? "gewonnen" : "verloren"}`;
  if (raised.length) text += ", " + raised.join(" und ");
  const amount = parts.length > 1 ? `${parts.join(" + ")} = ${tariff}` : String(tariff);
  text += facts(deal) + ": " + PAY_TEXT[`${game.pays},${!!deal.won}`](amount, tariff);
  const side = deal.won ? "declarer" : "opponents";
  return [...lines, line("game", text, side, tariff, points, pot, deal.cents_per_point, rules.join("; "))];
}
function gameName(deal, game) {
  return Array.isArray(game.trump) && deal.trump ? `${game.name} (Trumpf ${suitNameDe(deal.trump)})` : game.name;
}
function facts(deal) {
  if (deal.breach !== null) {
    const rule = RULE_DE[
      /** @type {string} */
      deal.breach.rule
    ];
    return ` (Regelverstoß von ${deal.breach.player}` + (rule ? `: ${rule})` : ")");
  }
  const out = [];
  if (deal.declarer_augen !== null) out.push(`Spieler ${deal.declarer_augen} Augen`);
  if (deal.declarer_tricks !== null) out.push(tricksDe(deal.declarer_tricks));
  return out.length ? ` (${out.join(", ")})` : "";
}
function tricksDe(n) {
  if (n === 0) return "kein Stich";
  if (n === 1) return "1 Stich";
  return `${n === 11 ? "alle " : ""}${n} Stiche`;
}
function tariffOf(deal, game) {
  const { profile } = deal;
  let tariff = game.value;
  const parts = [String(tariff)];
  const rules = [game.clause];
  if (deal.declarer_augen !== null) rules.push(profile.clauses.threshold);
  if (deal.breach !== null) rules.push(profile.clauses.breach);
  for (
    const [flag2, name, spec] of
    /** @type {[boolean, string, import("../types.js").JsonObject][]} */
    [
      [deal.schneider, "Schneider", profile.schneider],
      [deal.schwarz, "Schwarz", profile.schwarz]
    ]
  ) {
    if (flag2) {
      tariff += spec.raise;
      parts.push(`${spec.raise} ${name}`);
      rules.push(spec.clause);
    }
  }
  return [tariff, parts, rules];
}
function refillLine(deal, held, takes) {
  const [points, pot] = payIn(deal.table, deal.stake);
  const text = `Haferl nachfüllen: es hält ${held}, der Spieler nimmt ${takes}; jeder zahlt ${deal.stake} ein`;
  return line("refill", text, null, deal.stake, points, pot, deal.cents_per_point, deal.profile.data.refill.clause);
}
function thrownInLine(deal) {
  const spec = deal.profile.data.thrown_in;
  const text = `Alle haben gepasst: ${spec.name.toLowerCase()}, keine Zahlung`;
  return line("thrown_in", text, null, 0, fromKeys(deal.table, 0), 0, deal.cents_per_point, spec.clause);
}
function stakeLine(table, stake, cpp, profile) {
  const [points, pot] = payIn(table, stake);
  return line("stake", `Einsatz: jeder zahlt ${stake} ins Haferl`, null, stake, points, pot, cpp, profile.data.stake.clause);
}

// pwa/engine/fraction.js
var Fraction = class {
  /**
   * @param {number} n
   * @param {number} d
   */
  constructor(n, d) {
    if (d < 0) {
      n = -n;
      d = -d;
    }
    const g = gcd(Math.abs(n), d);
    this.n = n / g + 0;
    this.d = d / g;
    if (!Number.isSafeInteger(this.n) || !Number.isSafeInteger(this.d) || this.d === 0) {
      throw new RangeError(`amount out of exact range: ${n}/${d}`);
    }
  }
  toString() {
    return `${this.n}/${this.d}`;
  }
  toJSON() {
    return amountJson(this);
  }
};
function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a || 1;
}
function safe(n) {
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of exact range: ${n}`);
  return n + 0;
}
var frac = (a) => typeof a === "number" ? new Fraction(a, 1) : a;
var whole2 = (a) => typeof a === "number" ? a : a.d === 1 ? a.n : a;
function exact(total, n) {
  if (typeof total === "number") {
    const q = total / n;
    return Number.isInteger(q) ? safe(q) : new Fraction(total, n);
  }
  return new Fraction(total.n, total.d * n);
}
var div = (a, n) => new Fraction(frac(a).n, frac(a).d * n);
var neg = (a) => typeof a === "number" ? 0 - a : new Fraction(-a.n, a.d);
function add(a, b) {
  if (typeof a === "number" && typeof b === "number") return safe(a + b);
  const x = frac(a);
  const y = frac(b);
  return new Fraction(safe(x.n * y.d + y.n * x.d), safe(x.d * y.d));
}
function mul(a, k) {
  if (typeof a === "number") return safe(a * k);
  return new Fraction(safe(a.n * k), a.d);
}
var sign = (a) => Math.sign(typeof a === "number" ? a : a.n);
var isZero = (a) => sign(a) === 0;
function amountJson(a) {
  if (typeof a === "number") return a;
  return a.d === 1 ? a.n : `${a.n}/${a.d}`;
}

// pwa/engine/ledger.js
var SIDE_DE = { declarer: "Spieler", opponents: "Gegner" };
function transfer(players, side, opponents, sideWins, x, kontra, cpp, kontraOnPoints) {
  const points = fromKeys(
    players,
    /** @type {import("./types.js").Amount} */
    0
  );
  const money = fromKeys(
    players,
    /** @type {import("./types.js").Amount} */
    0
  );
  let totalPoints = 0;
  let totalMoney = 0;
  const perOpponent = isDict(kontra);
  for (const o of opponents) {
    const factor = 2 ** (perOpponent ? get(kontra, o, 0) : kontra);
    const p = kontraOnPoints ? x * factor : x;
    const m = x * factor * cpp;
    points[o] = sideWins ? neg(p) : p;
    money[o] = sideWins ? neg(m) : m;
    totalPoints += p;
    totalMoney += m;
  }
  const n = side.length;
  const sharePoints = exact(totalPoints, n);
  const shareMoney = exact(totalMoney, n);
  for (const d of side) {
    points[d] = sideWins ? sharePoints : neg(sharePoints);
    money[d] = sideWins ? shareMoney : neg(shareMoney);
  }
  return [points, money];
}
var cite = (clauses) => clauses.length === 1 ? clauses[0] : [...new Set(clauses)].join("; ");
function line2(item, text, side, value, points, money, clauses, keys, kontra = 0) {
  checkZeroSum(item, points, money);
  const out = { item, text, side, value, points, money_cents: money, rule: cite(clauses), keys };
  if (kontra !== 0 && (!isDict(kontra) || Object.keys(kontra).length > 0)) out.kontra = kontra;
  return out;
}
function zeroLine(players, item, text, side, clauses, keys) {
  const zeros = fromKeys(players, 0);
  return line2(item, text, side, 0, zeros, { ...zeros }, clauses, keys);
}
var ZeroSumError = class extends Error {
  /**
   * @param {string} item
   * @param {Amounts} points
   * @param {Amounts} money
   */
  constructor(item, points, money) {
    super(`${item}: points sum to ${sumOf(points)}, money to ${sumOf(money)} (points ${JSON.stringify(points)}, money ${JSON.stringify(money)})`);
    this.name = "ZeroSumError";
  }
};
function sumOf(amounts) {
  let total = 0;
  for (const key in amounts) total = add(total, amounts[key]);
  return total;
}
function checkZeroSum(what, points, money) {
  if (!isZero(sumOf(points)) || !isZero(sumOf(money))) throw new ZeroSumError(what, points, money);
}
function jsonLine(ln) {
  const out = (
    /** @type {JsonLine} */
    /** @type {unknown} */
    ln
  );
  out.value = amountJson(ln.value);
  out.points = jsonAmounts(ln.points);
  out.money_cents = jsonAmounts(ln.money_cents);
  return out;
}
function jsonAmounts(amounts) {
  for (const key in amounts) {
    if (typeof amounts[key] !== "number") {
      const out = {};
      for (const k in amounts) put(out, k, amountJson(amounts[k]));
      return out;
    }
  }
  return (
    /** @type {{[player: string]: number}} */
    amounts
  );
}
function moneyOf(points, cpp) {
  const out = {};
  for (const p in points) put(out, p, mul(points[p], cpp));
  return out;
}
function kontraText(kontra, onPoints) {
  const where = onPoints ? "" : " aufs Geld";
  if (isDict(kontra)) {
    const parts = [];
    for (const [who, lvl] of Object.entries(kontra)) if (lvl) parts.push(`${KONTRA_NAMES[lvl]} von ${who} ×${2 ** lvl}`);
    return parts.length ? ", " + parts.join(", ") + where : "";
  }
  return kontra ? `, ${KONTRA_NAMES[kontra]} ×${2 ** kontra}${where}` : "";
}

// pwa/engine/renonce.js
function renonceLines(deal) {
  const renoncers = deal.renonce ?? [];
  const { profile, game } = deal;
  const side = deal.declarer_side;
  const vconf = (
    /** @type {import("./types.js").JsonObject} */
    profile.valat
  );
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
  const flat = deal.renonce_rule === "bird_missing" ? game.bird_missing_credit ?? null : null;
  if (flat !== null) extra = ` (A-Rufer ohne Vogel im Blatt: je ${flat})`;
  const lines = [];
  for (const player2 of deal.active) {
    if (renoncers.includes(player2)) continue;
    const onDeclarerSide = side.includes(player2);
    let x = game.value * gameFactor * (onDeclarerSide ? 1 : game.lost_factor) + premiumTotal;
    let credit = onDeclarerSide ? Math.floor(x * deal.opponents.length / side.length) : x;
    let lineKeys = [...new Set(keys)];
    if (!onDeclarerSide && game.lost_factor !== 1) lineKeys.push(`${gkey}.lost_factor`);
    if (flat !== null) {
      x = credit = flat;
      lineKeys = [`${gkey}.bird_missing_credit`];
    }
    const points = fromKeys(
      deal.players,
      /** @type {import("./types.js").Amount} */
      0
    );
    points[player2] = credit;
    const share = neg(exact(credit, renoncers.length));
    for (const r of renoncers) points[r] = share;
    const text = `Renonce von ${who}: ${player2} bekommt, als hätte die Partei ${onDeclarerSide ? "des Spielers" : "der Gegner"} das Spiel${extra} gewonnen`;
    lines.push(
      line2("renonce", text, onDeclarerSide ? "declarer" : "opponents", x, points, moneyOf(points, deal.cents_per_point), [profile.clauses.renonce], lineKeys)
    );
  }
  return lines;
}

// pwa/engine/trischaken.js
function trischakenLines(deal) {
  const c = (
    /** @type {JsonObject} */
    deal.profile.trischaken
  );
  const scheme = SCHEMES[c.scheme];
  const points = (
    /** @type {PointsOf} */
    deal.trischaken_points
  );
  const oneEach = c.jungfrau_split === "one_each";
  const ranked = rankedPoints(points, c.rounding);
  const jungfrauen = deal.jungfrauen;
  const rate = deal.game.value;
  let outcome2;
  if (c.jungfrau_split === "all_pay" && jungfrauen.length) {
    outcome2 = jungfrauenCollect(deal, c, jungfrauen, rate);
    outcome2[2][1].push("trischaken.jungfrau_split");
  } else if (c.vorhand_tie === "shares" && new Set(deal.active.map((p) => ranked[p])).size === 1) {
    const cite2 = citeOf(deal, c, null);
    cite2[1].push("trischaken.vorhand_tie");
    outcome2 = [fromKeys(deal.active, 0), `Trischaken: alle vier gleichauf (${formatPoints(ranked[deal.declarer])}), niemand zahlt`, cite2];
  } else {
    outcome2 = scheme(deal, c, ranked, oneEach ? [] : jungfrauen, rate);
  }
  let [balance, text, [clauses, keys]] = outcome2;
  if (c.rounding !== "exact") keys.push("trischaken.rounding");
  if (oneEach && jungfrauen.length) {
    text += `; ${sorted(jungfrauen).join(" und ")} ohne Punkte gewinnt wie jeder andere`;
    clauses.push(c.jungfrau_clause);
    keys.push("trischaken.jungfrau_split");
  }
  return [trischakenLine(deal, balance, text, clauses, keys)];
}
function rankedPoints(points, rounding) {
  if (rounding === "exact") return points;
  return Object.fromEntries(Object.entries(points).map(([p, t]) => [p, Math.floor((t + 1) / 3) * 3]));
}
function trischakenLine(deal, balance, text, clauses, keys) {
  const pts = fromKeys(
    deal.players,
    /** @type {import("./types.js").Amount} */
    0
  );
  let value = 0;
  for (const p of deal.active) {
    pts[p] = whole2(balance[p]);
    if (sign(pts[p]) > 0) value = add(value, pts[p]);
  }
  return line2("trischaken", text, null, whole2(value), pts, moneyOf(pts, deal.cents_per_point), clauses, keys);
}
function loser(deal, c, points) {
  const top = Math.max(...deal.active.map((p) => points[p]));
  const losers = deal.active.filter((p) => points[p] === top);
  const bm = c.buergermeister_counts && top >= c.buergermeister;
  const vorhand = deal.declarer;
  if (losers.includes(vorhand) && (losers.length === 1 || c.vorhand_tie === "alone")) {
    const key = bm ? "vorhand_buergermeister" : "vorhand";
    const why2 = "Vorhand hat die meisten Punkte" + (bm ? " und ist Bürgermeister" : "");
    return [[vorhand], key, why2, true];
  }
  if (losers.length === 1) {
    if (bm) return [losers, "buergermeister", "Bürgermeister", true];
    return [losers, null, "meiste Punkte", false];
  }
  let why = `${losers.length} gleichauf mit den meisten Punkten`;
  if (losers.includes(vorhand)) why += ", die Vorhand wie jeder andere";
  return [losers, null, why, false];
}
function citeOf(deal, c, factorKey, tied = []) {
  const keys = ["games.trischaken.value", "trischaken.scheme"];
  if (factorKey !== null) keys.push("trischaken.buergermeister", `trischaken.factors.${factorKey}`);
  if (tied.length > 1 && tied.includes(deal.declarer)) keys.push("trischaken.vorhand_tie");
  return [[c.clause], keys];
}
function jungfrauenCollect(deal, c, jungfrauen, rate) {
  const balance = fromKeys(deal.active, 0);
  for (const j of jungfrauen) {
    for (const p of deal.active) {
      if (!jungfrauen.includes(p)) {
        balance[j] += rate;
        balance[p] -= rate;
      }
    }
  }
  return [balance, `Trischaken: Jungfrau ${sorted(jungfrauen).join(" und ")} kassiert je ${rate}`, [[c.clause, c.jungfrau_clause], citeOf(deal, c, null)[1]]];
}
function loserPays(deal, c, points, jungfrauen, rate) {
  const [losers, factorKey, why] = loser(deal, c, points);
  const factor = factorKey !== null ? c.factors[factorKey] : 1;
  const cite2 = citeOf(deal, c, factorKey, losers);
  const others = deal.active.filter((p) => !losers.includes(p));
  const balance = fromKeys(
    deal.active,
    /** @type {import("./types.js").Amount} */
    0
  );
  let total;
  if (losers.length === 1 || c.tied_losers === "share") {
    total = losers.length === 1 ? rate * factor * others.length : rate * 3;
  } else if (c.tied_losers === "each_pays_one") {
    total = rate * losers.length;
  } else if (c.tied_losers === "table") {
    const tie = losers.length === 2 ? c.tie_two : c.tie_three;
    total = rate * tie * losers.length * others.length;
    cite2[1].push(losers.length === 2 ? "trischaken.tie_two" : "trischaken.tie_three");
  } else {
    total = rate * losers.length * others.length;
  }
  if (losers.length > 1) cite2[1].push("trischaken.tied_losers");
  const names = losers.length > 1 ? `${losers.slice(0, -1).join(", ")} und ${losers.at(-1)}` : losers[0];
  const verb = losers.length > 1 ? "verlieren" : "verliert";
  let text = `Trischaken: ${names} ${verb} (${why}, ${formatPoints(points[losers[0]])})`;
  if (jungfrauen.length) {
    cite2[0].push(c.jungfrau_clause);
    cite2[1].push("trischaken.jungfrau_split");
    const share = c.jungfrau_split === "each" ? total : Math.ceil(total / jungfrauen.length);
    for (const j of jungfrauen) balance[j] = share;
    total = share * jungfrauen.length;
    text += `; Jungfrau ${sorted(jungfrauen).join(" und ")} bekommt die ganze Auszahlung`;
  } else {
    for (const o of others) balance[o] = exact(total, others.length);
  }
  for (const p of losers) balance[p] = neg(exact(total, losers.length));
  return [balance, text, cite2];
}
function topTwoPay(deal, c, points, jungfrauen, rate) {
  if (jungfrauen.length) return jungfrauenCollect(deal, c, jungfrauen, rate);
  const balance = fromKeys(deal.active, 0);
  const [losers, factorKey, why, alone] = loser(deal, c, points);
  const factor = factorKey !== null ? c.factors[factorKey] : 1;
  const cite2 = citeOf(deal, c, factorKey, losers);
  if (alone) {
    const [paying] = losers;
    for (const p of deal.active) if (p !== paying) balance[p] = rate * factor;
    balance[paying] = -3 * rate * factor;
    return [balance, `Trischaken: ${paying} zahlt jedem ${rate * factor} (${why})`, cite2];
  }
  const order = [...deal.active].sort((a, b) => points[b] - points[a]);
  const s = order.map((p) => points[p]);
  if (s[1] === s[2]) {
    const payers = order.filter((p) => points[p] === s[0]);
    const bottom = order[3];
    for (const p of payers) {
      balance[p] -= rate;
      balance[bottom] += rate;
    }
    return [balance, `Trischaken: Zweiter und Dritter gleichauf, ${payers.join(" und ")} zahlt ${bottom} ${rate}`, cite2];
  }
  for (const p of order.slice(0, 2)) balance[p] = -rate;
  for (const p of order.slice(2)) balance[p] = rate;
  return [balance, `Trischaken: ${order[0]} und ${order[1]} zahlen je ${rate}`, cite2];
}
var SCHEMES = { loser_pays: loserPays, top_two_pay: topTwoPay };
function trischakenRenonceLines(deal) {
  const c = (
    /** @type {JsonObject} */
    deal.profile.trischaken
  );
  const renoncers = deal.renonce ?? [];
  let rates = 0;
  for (const r of renoncers) rates += r === deal.declarer ? c.renonce_each_trischaker : c.renonce_each;
  const pot = exact(rates * (deal.active.length - 1), renoncers.length);
  const regular = deal.active.filter((p) => !renoncers.includes(p));
  const balance = fromKeys(
    deal.active,
    /** @type {import("./types.js").Amount} */
    0
  );
  for (const p of regular) balance[p] = whole2(div(pot, regular.length));
  for (const r of renoncers) balance[r] = neg(whole2(div(pot, renoncers.length)));
  const text = `Renonce im Trischaken: ${renoncers.join(" und ")} zahlt`;
  const keys = ["trischaken.renonce_each"];
  if (renoncers.includes(deal.declarer)) keys.push("trischaken.renonce_each_trischaker");
  return [trischakenLine(deal, balance, text, [c.renonce_clause], keys)];
}

// pwa/engine/settlement.js
function settle2(record, profile) {
  if (!(profile instanceof Profile)) {
    if (!isDict(record)) {
      throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
    }
    profile = resolveProfile(record, profile);
  }
  const deal = readDeal(
    record,
    /** @type {Profile} */
    profile
  );
  let lines;
  if (deal.renonce !== null) lines = deal.is_trischaken ? trischakenRenonceLines(deal) : renonceLines(deal);
  else lines = deal.is_trischaken ? trischakenLines(deal) : gameLines(deal);
  if (truthy(get(deal.record, "writing_error"))) {
    lines = [zeroLine(deal.players, "writing_error", "Schreibfehler: das Spiel zählt für alle 0", null, [deal.profile.clauses.writing_error], [])];
  }
  return result2(deal, lines);
}
function result2(deal, lines) {
  const points = { ...lines[0].points };
  const money = { ...lines[0].money_cents };
  for (let i = 1; i < lines.length; i++) {
    const ln = lines[i];
    for (const p in ln.points) points[p] = add(points[p], ln.points[p]);
    for (const p in ln.money_cents) money[p] = add(money[p], ln.money_cents[p]);
  }
  checkZeroSum("total", points, money);
  const side = deal.declarer_side;
  return {
    profile: { id: deal.profile.id, version: deal.profile.version },
    game: deal.game_id,
    declarer: deal.declarer,
    partner: side.length > 1 ? side[1] : null,
    cents_per_point: deal.cents_per_point,
    points: jsonAmounts(points),
    money_cents: jsonAmounts(money),
    lines: lines.map(jsonLine)
  };
}
function gameLines(deal) {
  const lines = [gameLine(deal)];
  const vconf = (
    /** @type {JsonObject} */
    deal.profile.valat
  );
  if (deal.valat !== null && vconf.mode === "premium") lines.push(valatPremiumLine(deal, deal.valat, vconf));
  for (const p of deal.premiums) lines.push(premiumLine(deal, p));
  return lines;
}
function sentLine(deal, item, text, side, value, declarerWins, kontra, clauses, keys) {
  const [points, money] = transfer(
    deal.players,
    deal.declarer_side,
    deal.opponents,
    declarerWins,
    value,
    deal.kontra_void ? 0 : kontra,
    deal.cents_per_point,
    deal.profile.kontra_on_points
  );
  return line2(item, text, side, value, points, money, clauses, houseKeys(keys, deal.profile), kontra);
}
function kontraCite(clauses, keys, deal) {
  clauses.push(deal.profile.clauses.kontra);
  if (deal.profile.kontra_on_points) keys.push("kontra.on_points");
}
function gameLine(deal) {
  const { game, profile } = deal;
  const gkey = `games.${deal.game_id}`;
  let value = game.value;
  let clauses = [game.clause];
  let keys = [`${gkey}.value`];
  const notes = [];
  let kontra = deal.kontra;
  const declarerWins = Boolean(deal.won);
  const valat = deal.valat;
  if (deal.conceded) {
    clauses.push(profile.clauses.schleifen);
    keys.push(`${gkey}.schleifen`);
    notes.push("geschleift (gerufener König im Talon): verloren, allein gegen drei");
  } else if (valat !== null && valatReplacesGame(valat, profile)) {
    const vconf = (
      /** @type {JsonObject} */
      profile.valat
    );
    const howMuch = valat.announced ? "announced" : "silent";
    value *= vconf[howMuch];
    const what = valat.announced ? "angesagt" : "still";
    const how = valat.won ? "gemacht" : "nicht gemacht";
    notes.push(`Valat der ${SIDE_DE[valat.side]} ${what}, ${how}: Spielwert ×${vconf[howMuch]}`);
    clauses = [vconf.clause];
    keys = [`${gkey}.value`, `valat.${howMuch}`];
    if (valat.kontra) kontra = valat.kontra;
  } else {
    if (deal.declarer_points !== null) {
      notes.push(`Spieler ${formatPoints(deal.declarer_points)}`);
      clauses.push(profile.clauses.threshold);
      keys.push("threshold");
    }
    if (game.kind === "negative") {
      notes.push(`${game.tricks} Stich${game.tricks !== 1 ? "e" : ""} verlangt`);
      keys.push(`${gkey}.tricks`);
    }
  }
  if (!declarerWins && game.lost_factor !== 1) {
    value *= game.lost_factor;
    notes.push(`verloren zählt ${times(game.lost_factor)}`);
    clauses.push(profile.clauses.lost_double);
    keys.push(`${gkey}.lost_factor`);
  }
  if (deal.king_in_talon && !deal.conceded) {
    notes.push("gerufener König im Talon: allein gegen drei");
    clauses.push(profile.clauses.king_in_talon);
    keys.push(`${gkey}.king_in_talon`);
    const ifLost = profile.data.king_in_talon_kontra === "void_if_lost";
    if (deal.kontra_void && truthy(kontra)) {
      notes.push(ifLost ? "Kontra wirkungslos: das Spiel ist verloren" : "Kontra wirkungslos");
      keys.push(`${gkey}.king_in_talon_kontra_void`);
      if (ifLost) keys.push("king_in_talon_kontra");
      kontra = 0;
    } else if (truthy(kontra) && truthy(game.king_in_talon_kontra_void)) {
      notes.push(ifLost ? "Kontra gilt: das Spiel ist gewonnen" : "Kontra gilt: der Spieler hat angesagt oder Rekontra gegeben");
      keys.push("king_in_talon_kontra");
    }
  }
  if (truthy(kontra)) kontraCite(clauses, keys, deal);
  let text = `${game.name} ${declarerWins ? "gewonnen" : "verloren"}`;
  if (notes.length) text += " (" + notes.join("; ") + ")";
  if (truthy(kontra)) text += kontraText(kontra, profile.kontra_on_points);
  const side = declarerWins ? "declarer" : "opponents";
  return sentLine(deal, "game", text, side, value, declarerWins, kontra, clauses, keys);
}
var valatReplacesGame = (v, profile) => (
  /** @type {JsonObject} */
  profile.valat.mode === "game_factor" && (v.won === true || v.announced)
);
var times = (n) => (
  /** @type {{[n: number]: string}} */
  { 2: "doppelt", 4: "vierfach" }[n] ?? `${n}-fach`
);
function valatPremiumLine(deal, valat, vconf) {
  const kontra = deal.kontra_void ? 0 : valat.kontra;
  const howMuch = valat.announced ? "announced" : "silent";
  const clauses = [vconf.clause];
  const keys = [`valat.${howMuch}`];
  if (!valat.won && !valat.announced) {
    return zeroLine(deal.players, "valat", "Valat still, nicht gemacht: zählt nicht", valat.side, clauses, keys);
  }
  let value = vconf[howMuch];
  let text = `Valat der ${SIDE_DE[valat.side]} ${valat.announced ? "angesagt" : "still"}, ${valat.won ? "gemacht" : "nicht gemacht"}`;
  const factor = deal.game.premium_factor;
  if (vconf.premium_factor && factor !== 1) {
    value *= factor;
    text += `, im Solospiel ${times(factor)}`;
    clauses.push(deal.profile.clauses.solo_premiums);
    keys.push("valat.premium_factor", `games.${deal.game_id}.premium_factor`);
  }
  if (kontra) kontraCite(clauses, keys, deal);
  const declarerWins = valat.side === "declarer" === valat.won;
  if (kontra) text += kontraText(kontra, deal.profile.kontra_on_points);
  return sentLine(deal, "valat", text, valat.side, value, declarerWins, kontra, clauses, keys);
}
function droppedByValat(deal, p) {
  const v = deal.valat;
  if (v === null) return false;
  for (
    const rule of
    /** @type {JsonObject} */
    deal.profile.valat.drop
  ) {
    const { when } = rule;
    if (!(v.won === true || when === "made_or_announced" && v.announced)) continue;
    if (when === "silent_made" && v.announced) continue;
    if (rule.premiums !== "all" && !rule.premiums.includes(p.name)) continue;
    if (rule.which === "any" || !p.announced) return true;
  }
  return false;
}
function countsNothing(deal, p, what) {
  const { profile } = deal;
  if (deal.conceded) {
    let keys = [`games.${deal.game_id}.schleifen`];
    if (p.announced && p.side === "declarer") {
      if (profile.data.schleifen_premiums === "lost") return null;
      keys = houseKeys([...keys, "schleifen_premiums"], profile);
    }
    return [`${what}: entfällt, das Spiel wurde geschleift`, [profile.clauses.schleifen], keys];
  }
  if (droppedByValat(deal, p)) return [`${what}: zählt beim Valat nicht`, [
    /** @type {JsonObject} */
    profile.valat.clause
  ], ["valat.drop"]];
  if (p.announced || p.won || profile.failed_silent_counts) return null;
  return ["still, nicht gemacht: zählt nicht", [p.spec.clause], houseKeys(["failed_silent_counts"], profile)];
}
function premiumLine(deal, p) {
  const { spec } = p;
  const { profile } = deal;
  const item = `premium:${p.name}`;
  const pkey = `premiums.${p.name}`;
  const what = p.announced ? "angesagt" : "still";
  const nothing = countsNothing(deal, p, what);
  if (nothing !== null) {
    const [why, clauses2, keys2] = nothing;
    return zeroLine(deal.players, item, `${spec.name} ${why}`, p.side, clauses2, keys2);
  }
  if (deal.conceded) {
    return sentLine(
      deal,
      item,
      `${spec.name} angesagt: verloren, das Spiel wurde geschleift`,
      p.side,
      spec.announced,
      false,
      0,
      [spec.clause, profile.clauses.schleifen],
      [`${pkey}.announced`, `games.${deal.game_id}.schleifen`]
    );
  }
  let value;
  let sideWins;
  let keys;
  if (p.announced) [value, sideWins, keys] = [spec.announced, Boolean(p.won), [`${pkey}.announced`]];
  else if (p.won) [value, sideWins, keys] = [spec.silent, true, [`${pkey}.silent`]];
  else [value, sideWins, keys] = [spec.silent, false, [`${pkey}.silent`, "failed_silent_counts"]];
  let text = `${spec.name} ${what}, ${p.won ? "gemacht" : "nicht gemacht"}`;
  const clauses = [spec.clause];
  const factor = deal.game.premium_factor;
  if (factor !== 1) {
    value *= factor;
    text += `, im Solospiel ${times(factor)}`;
    clauses.push(profile.clauses.solo_premiums);
    keys.push(`games.${deal.game_id}.premium_factor`);
  }
  const kontra = deal.kontra_void ? 0 : p.kontra;
  if (kontra) kontraCite(clauses, keys, deal);
  if (p.kontra && !kontra) {
    text += ", Kontra wirkungslos";
    keys.push(`games.${deal.game_id}.king_in_talon_kontra_void`);
  }
  if (kontra) text += kontraText(kontra, profile.kontra_on_points);
  const declarerWins = p.side === "declarer" === sideWins;
  return sentLine(deal, item, text, p.side, value, declarerWins, kontra, clauses, keys);
}
var SWITCH_OF_KEY = Object.fromEntries(Object.entries(HOUSE_RULE_KEYS).map(([name, key]) => [key, name]));
function houseKey(key, rules) {
  const parts = key.split(".");
  const name = get(SWITCH_OF_KEY, key);
  if (name !== null && hasOwn(rules, name)) return `house_rules.${name}`;
  if (parts[0] === "games" && parts[2] === "value" && hasOwn(get(rules, "game_values", {}), parts[1])) {
    return `house_rules.game_values.${parts[1]}`;
  }
  if (key.startsWith("premiums.punkte.") && hasOwn(rules, "points_premium")) return "house_rules.points_premium";
  if (parts[0] === "premiums") {
    const values = get(get(rules, "premium_values", {}), parts[1], {});
    if (hasOwn(values, parts[2])) return `house_rules.premium_values.${parts[1]}.${parts[2]}`;
  }
  return null;
}
function houseKeys(keys, profile) {
  const rules = profile.house_rules;
  if (truthy(rules)) {
    const n = keys.length;
    for (let i = 0; i < n; i++) {
      const k = houseKey(keys[i], rules);
      if (k !== null) keys.push(k);
    }
  }
  return keys;
}

// pwa/engine/families.js
var SETTLE = { koenigrufen: settle2, haferltarock: settle };
var REPLAY = {};
var LOAD = { koenigrufen: loadProfile, haferltarock: loadProfile2 };
function familyFor(record, profile) {
  if (profile instanceof HaferlProfile) return "haferltarock";
  if (profile instanceof Profile) return "koenigrufen";
  const doc = Array.isArray(profile) ? profile.find((d) => isDict(record) && d?.id === get(record, "profile")) : profile;
  return familyOfProfile(isDict(doc) ? doc : null).id;
}
var settle3 = (record, profile) => SETTLE[familyFor(record, profile)](record, profile);
function replay(body, profile, options) {
  const family2 = familyFor(body, profile);
  if (!Object.hasOwn(REPLAY, family2)) throw new Error(`the ${family2} replay is not loaded (import engine/index.js)`);
  return REPLAY[family2](body, profile, options);
}
var loadFamilyProfile = (doc, houseRules) => LOAD[familyFor(null, doc)](doc, houseRules);

// pwa/app/rules.js
var docs = /* @__PURE__ */ new Map();
var built = /* @__PURE__ */ new Map();
async function profileIndex() {
  if (!docs.has("index")) docs.set("index", await fetchJson("/profiles/index.json"));
  return docs.get("index");
}
async function profileDoc(id) {
  if (!docs.has(id)) docs.set(id, await fetchJson(`/profiles/${encodeURIComponent(id)}.json`));
  return docs.get(id);
}
async function fetchJson(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
}
function sheetProfile(sheet) {
  const key = `${sheet.id}:${JSON.stringify(sheet.house_rules)}`;
  if (!built.has(key)) built.set(key, loadFamilyProfile(sheet.profile_data, sheet.house_rules));
  return built.get(key);
}
function buildProfile(doc, houseRules) {
  return loadFamilyProfile(doc, houseRules);
}
function engineRecord(sheet, record) {
  const full = { ...record, players: [...sheet.players], cents_per_point: sheet.cents_per_point };
  if (sheetFamily(sheet).hasPot) full.stake = sheet.stake;
  else full.forehand ??= sheetSeating(sheet, record.dealer).forehand;
  return full;
}
function settleEntry(sheet, record) {
  try {
    return { result: settle3(engineRecord(sheet, record), sheetProfile(sheet)) };
  } catch (err) {
    if (err && err.field !== void 0) {
      return { error: { field: err.field, reason: err.reason ?? err.message, kind: err.kind, code: err.code, params: err.params } };
    }
    throw err;
  }
}

export {
  FAMILY,
  DEFAULT_PROFILE,
  HaferlProfile,
  profileIds,
  loadProfile2 as loadProfile,
  profileFrom,
  resolveProfile2 as resolveProfile,
  SUITS,
  SUIT_NAMES_DE,
  DECK,
  parseCard,
  augen,
  suitNameDe,
  cardNameDe,
  Unbalanced,
  checkBalanced,
  readTable,
  sitsOut,
  seating,
  checkFields,
  checkActive,
  readGame,
  checkVorhandOnly,
  checkCalledCard,
  countAugen,
  DECK_AUGEN,
  IMPOSSIBLE_AUGEN,
  parseAugen,
  count,
  THROWN_IN,
  TRICKS,
  RULE_DE,
  BREACH_RULES,
  RECORD_FIELDS2 as RECORD_FIELDS,
  whole,
  checkTexts,
  readPlayers2 as readPlayers,
  readTrump,
  readDeal2 as readDeal,
  settle,
  result,
  dealLines,
  stakeLine,
  SIDE_DE,
  settle2,
  REPLAY,
  settle3,
  replay,
  profileIndex,
  profileDoc,
  sheetProfile,
  buildProfile,
  engineRecord,
  settleEntry
};
