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
import { formatPoints, parsePoints } from "./counting.js";
import { Inconsistent, MalformedInput, NotAllowed } from "./errors.js";
import { get, hasOwn, isBlank, isDict, isInt, isNone, isStr, longerThan, sorted, truthy } from "./py.js";

export const SIDES = ["declarer", "opponents"];
export const KNOWN_GAMES = new Set([
  "trischaken", "rufer", "piccolo", "zwiccolo", "bettel", "solorufer", "a_rufer", "besserrufer",
  "pagatrufer", "uhurufer", "kakadurufer", "quapilrufer", "farbendreier", "sechserdreier", "dreier",
  "farbensolo", "piccolo_ouvert", "zwiccolo_ouvert", "bettel_ouvert", "solodreier",
]);
export const KNOWN_PREMIUMS = new Set([
  "pagat", "uhu", "kakadu", "quapil", "koenig_ultimo", "trull", "vier_koenige", "mondfang", "sack1", "sack2",
]);
export const BIRD_IDS = ["pagat", "uhu", "kakadu", "quapil"];
// the breaches a deal replay reports; a Renonce record may name the one it settles
export const RENONCE_RULES = [
  "farbzwang", "tarockzwang", "stichzwang", "pagat_last", "farbenspiel_lead", "discard", "bird_order",
  "own_king", "bird_missing", "wrong_leader", "card_not_held", "other",
];
export const RECORD_FIELDS = new Set([
  "profile", "house_rules", "players", "forehand", "dealer", "game", "declarer", "partner",
  "called_king", "won", "declarer_points", "declarer_tricks", "kontra", "premiums", "valat", "bird",
  "king_in_talon", "conceded", "trischaken", "renonce", "cents_per_point", "writing_error", "note", "id",
]);

export const MAX_NAME = 64;
export const MAX_CENTS_PER_POINT = 100_000;
export const TEXT_LIMITS = { note: 1000, id: 100 };
export const PREMIUM_FIELDS = new Set(["name", "side", "announced", "won", "kontra"]);
export const VALAT_FIELDS = new Set(["side", "announced", "won", "kontra"]);
export const RENONCE_FIELDS = new Set(["players", "rule", "reason"]);
export const TRISCHAKEN_FIELDS = new Set(["points", "tricks"]);

/** MalformedInput naming the first key (by code point) of ``obj`` that ``allowed`` does not know. */
export function checkFields(obj, allowed, path) {
  let unknown = null;
  for (const key of Object.keys(obj)) if (!allowed.has(key)) (unknown ??= []).push(key);
  if (unknown !== null) {
    const key = sorted(unknown)[0];
    throw new MalformedInput(path ? `${path}.${key}` : key, obj[key], "unknown field");
  }
}

/**
 * A checked record; the defaults are those of a game without outcome fields (Trischaken).
 * Field names are Python's, so the two engines read alike.
 */
export function makeDeal(fields) {
  return {
    won: null,
    declarer_points: null,
    kontra: 0, // an int, or {opponent: level} in negative games
    premiums: [],
    valat: null,
    bird: null,
    king_in_talon: false,
    conceded: false,
    kontra_void: true,
    ...fields,
  };
}

function flag(record, name) {
  const v = get(record, name);
  if (isNone(v)) return false;
  if (typeof v !== "boolean") throw new MalformedInput(name, v, "expected true or false");
  return v;
}

function optBool(value, field) {
  if (!isNone(value) && typeof value !== "boolean") {
    throw new MalformedInput(field, value, "expected true, false or null");
  }
  return isNone(value) ? null : value;
}

function player(record, name, players, required = true) {
  const value = get(record, name);
  if (isNone(value)) {
    if (required) throw new MalformedInput(name, null, "required");
    return null;
  }
  if (!players.includes(value)) {
    throw new MalformedInput(name, value, `not a player at the table (${players.join(", ")})`);
  }
  return value;
}

function level(value, field, profile) {
  if (!isInt(value) || value < 0) {
    throw new MalformedInput(field, value, "expected a Kontra level 0–5 (1 Kontra, 2 Rekontra, 3 Subkontra)");
  }
  if (value > profile.kontra_levels) {
    throw new NotAllowed(field, value, `profile ${profile.id} has ${profile.kontra_levels} Kontra levels`);
  }
  return value;
}

/** [everyone in the record, the four who play] */
export function readPlayers(record) {
  const players = get(record, "players");
  if (!Array.isArray(players) || (players.length !== 4 && players.length !== 5)) {
    throw new MalformedInput("players", players, "expected a list of 4 or 5 player names");
  }
  players.forEach((p, i) => {
    if (!isStr(p) || isBlank(p) || longerThan(p, MAX_NAME)) {
      throw new MalformedInput(
        `players.${i}`,
        p,
        `a player name is a non-empty string of at most ${MAX_NAME} characters`,
      );
    }
  });
  if (new Set(players).size !== players.length) {
    throw new MalformedInput("players", players, "player names must be different");
  }
  const dealer = get(record, "dealer");
  if (players.length === 5) {
    if (!players.includes(dealer)) {
      throw new MalformedInput("dealer", dealer, "at a 5-player table the dealer, who sits out, must be named");
    }
    return [players, players.filter((p) => p !== dealer)];
  }
  if (!isNone(dealer) && !players.includes(dealer)) {
    throw new MalformedInput("dealer", dealer, "not a player at the table");
  }
  return [players, players];
}

/** Check a record's fields against each other and the profile; MalformedInput/NotAllowed/Inconsistent. */
export function readDeal(record, profile) {
  if (!isDict(record)) throw new MalformedInput("record", record, "a deal record must be a JSON object");
  checkFields(record, RECORD_FIELDS, "");
  for (const [name, limit] of Object.entries(TEXT_LIMITS)) {
    const text = get(record, name);
    if (!isNone(text) && (!isStr(text) || longerThan(text, limit))) {
      throw new MalformedInput(name, text, `expected a text of at most ${limit} characters`);
    }
  }
  const [players, active] = readPlayers(record);
  const gameId = get(record, "game");
  if (!isStr(gameId) || !hasOwn(profile.games, gameId)) {
    if (isStr(gameId) && KNOWN_GAMES.has(gameId)) {
      throw new NotAllowed("game", gameId, `not played in profile ${profile.id}`);
    }
    throw new MalformedInput(
      "game",
      gameId,
      `unknown game (profile ${profile.id}: ${Object.keys(profile.games).join(", ")})`,
    );
  }
  const game = profile.games[gameId];
  const forehand = player(record, "forehand", active, false);
  const [renonce, renonceRule] = readRenonce(record, active);
  const cpp = get(record, "cents_per_point", profile.cents_per_point);
  if (!isInt(cpp) || !(cpp >= 0 && cpp <= MAX_CENTS_PER_POINT)) {
    throw new MalformedInput(
      "cents_per_point",
      cpp,
      `expected a whole number of cents from 0 to ${MAX_CENTS_PER_POINT}`,
    );
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
      throw new MalformedInput("forehand", null, "Trischaken is played by the Vorhand: name the forehand");
    }
    if (!active.includes(declarer) || (forehand !== null && declarer !== forehand)) {
      throw new Inconsistent("declarer", declarer, "Trischaken is played by the Vorhand (forehand)");
    }
    for (let name of ["premiums", "valat", "kontra"]) {
      let value = get(record, name);
      if (truthy(value)) {
        if (name === "premiums" && Array.isArray(value) && isDict(value[0])) {
          [name, value] = ["premiums.0.name", get(value[0], "name")];
        }
        throw new NotAllowed(name, value, "Trischaken has no premiums, no Valat and no Kontra");
      }
    }
    return makeDeal({
      ...base,
      declarer,
      declarer_side: [declarer],
      opponents: active.filter((p) => p !== declarer),
      forehand: declarer,
    });
  }

  const declarer = player(record, "declarer", active);
  const kingInTalon = flag(record, "king_in_talon");
  if (kingInTalon && game.team !== "called_king") {
    throw new NotAllowed("king_in_talon", true, `${game.name} calls no king`);
  }
  const conceded = flag(record, "conceded");
  const partner = readPartner(record, game, declarer, active, profile, kingInTalon, renonce);
  const side = partner === null ? [declarer] : [declarer, partner];
  const opponents = active.filter((p) => !side.includes(p));
  const [won, dpoints] = readOutcome(record, game, profile);
  const valat = readValat(record, game, profile, renonce);
  const decidedByValat =
    valat !== null && (valat.won === true || (valat.announced && profile.valat.mode === "game_factor"));
  if (won === null && !decidedByValat && renonce === null && !conceded) {
    const field = game.kind === "negative" ? "declarer_tricks" : "declarer_points";
    throw new MalformedInput(field, null, "give won or " + field + " to decide the game");
  }
  const kontra = readKontra(get(record, "kontra", 0), game, opponents, profile);
  const premiums = readPremiums(get(record, "premiums"), game, profile, renonce, conceded);
  const bird = readBird(record, game, premiums, renonceRule === "bird_missing");
  if (conceded && !(truthy(game.schleifen) && kingInTalon)) {
    throw new Inconsistent(
      "conceded",
      true,
      "only a Ruferspiel whose called king lies in the talon can be conceded",
    );
  }
  for (const p of premiums) {
    const need = p.spec.min_thirds;
    if (!isNone(need) && p.side === "declarer" && p.won && dpoints !== null && dpoints < need) {
      throw new Inconsistent(
        `premiums.${p.index}.won`,
        true,
        `${p.spec.name} needs ${formatPoints(need)}, the declarer side has ${formatPoints(dpoints)}`,
      );
    }
  }
  return makeDeal({
    ...base,
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
    kontra_void: conceded || (kingInTalon && truthy(game.king_in_talon_kontra_void)),
    forehand,
  });
}

function readRenonce(record, active) {
  const r = get(record, "renonce");
  if (isNone(r)) return [null, null];
  if (!isDict(r) || !Array.isArray(get(r, "players")) || r.players.length === 0) {
    throw new MalformedInput("renonce", r, 'expected {"players": [...], "reason": "..."}');
  }
  const who = r.players;
  who.forEach((p, i) => {
    if (!active.includes(p)) throw new MalformedInput(`renonce.players.${i}`, p, "not a player in this deal");
  });
  if (new Set(who).size !== who.length || who.length > 2) {
    throw new MalformedInput("renonce.players", who, "one or two different renoncers");
  }
  checkFields(r, RENONCE_FIELDS, "renonce");
  const reason = get(r, "reason");
  if (!isNone(reason) && (!isStr(reason) || longerThan(reason, 500))) {
    throw new MalformedInput("renonce.reason", reason, "expected a text of at most 500 characters");
  }
  const rule = get(r, "rule");
  if (!isNone(rule) && !RENONCE_RULES.includes(rule)) {
    throw new MalformedInput("renonce.rule", rule, `expected one of ${RENONCE_RULES.join(", ")}`);
  }
  return [who, isNone(rule) ? null : rule];
}

function readPartner(record, game, declarer, active, profile, kingInTalon, renonce) {
  const partner = player(record, "partner", active, false);
  const called = get(record, "called_king");
  if (!isNone(called)) {
    const allowed = profile.data.four_kings === "queen" ? [...KINGS, ...QUEENS] : KINGS;
    const code = isStr(called) ? called.toUpperCase() : called;
    if (!allowed.includes(code)) {
      throw new MalformedInput("called_king", called, `expected one of ${allowed.join(", ")}`);
    }
  }
  if (game.team !== "called_king") {
    if (partner !== null && partner !== declarer) throw new NotAllowed("partner", partner, "this game is played alone");
    if (!isNone(called)) throw new NotAllowed("called_king", called, `${game.name} calls no king`);
    return null;
  }
  if (partner === declarer) {
    // alone: his own king, or the fourth king while holding all four
    if (!(profile.data.own_king_callable || profile.data.four_kings === "fourth_king")) {
      throw new NotAllowed(
        "partner",
        partner,
        `partner equal to declarer: calling your own king is not allowed (${profile.clauses.own_king})`,
      );
    }
    return null;
  }
  if (kingInTalon) {
    if (partner !== null) {
      throw new Inconsistent("partner", partner, "the called king lay in the talon: the declarer plays alone");
    }
    return null;
  }
  // under a Renonce of the declarer alone every other player is credited the same whoever his
  // partner was; otherwise the partner decides who gets what
  if (partner === null && !(renonce !== null && renonce.length === 1 && renonce[0] === declarer)) {
    throw new MalformedInput("partner", null, "name the holder of the called king (or set king_in_talon)");
  }
  return partner;
}

function readOutcome(record, game, profile) {
  const won = optBool(get(record, "won"), "won");
  const points = get(record, "declarer_points");
  const tricks = get(record, "declarer_tricks");
  if (game.kind === "negative") {
    if (!isNone(points)) throw new NotAllowed("declarer_points", points, "a negative game counts tricks, not points");
    if (isNone(tricks)) return [won, null];
    if (!isInt(tricks) || !(tricks >= 0 && tricks <= 12)) {
      throw new MalformedInput("declarer_tricks", tricks, "expected 0–12 tricks");
    }
    const byTricks = tricks === game.tricks;
    if (won !== null && won !== byTricks) {
      throw new Inconsistent(
        "won",
        won,
        `${tricks} tricks ${byTricks ? "win" : "lose"} ${game.name} (needs exactly ${game.tricks})`,
      );
    }
    return [byTricks, null];
  }
  if (!isNone(tricks)) throw new NotAllowed("declarer_tricks", tricks, "a positive game counts points, not tricks");
  if (isNone(points)) return [won, null];
  const thirds = parsePoints(points, "declarer_points");
  const byPoints = thirds >= profile.threshold;
  if (won !== null && won !== byPoints && isNone(get(record, "valat"))) {
    throw new Inconsistent(
      "won",
      won,
      `declarer_points ${formatPoints(thirds)} ${byPoints ? "win" : "lose"} (needs ${formatPoints(profile.threshold)})`,
    );
  }
  return [won !== null ? won : byPoints, thirds];
}

function readValat(record, game, profile, renonce) {
  const v = get(record, "valat");
  if (isNone(v)) return null;
  if (!isDict(v) || !SIDES.includes(get(v, "side"))) {
    throw new MalformedInput("valat", v, 'expected {"side": "declarer"|"opponents", "announced": bool, "won": bool}');
  }
  checkFields(v, VALAT_FIELDS, "valat");
  if (profile.valat === null || !game.valat) {
    throw new NotAllowed("valat", v, `no Valat in ${game.name} (${profile.id})`);
  }
  const announced = optBool(get(v, "announced", false), "valat.announced") ?? false;
  const won = optBool(get(v, "won"), "valat.won");
  if (won === null && renonce === null) throw new MalformedInput("valat.won", null, "say whether the valat was made");
  return { side: v.side, announced, won, kontra: level(get(v, "kontra", 0), "valat.kontra", profile) };
}

function readKontra(value, game, opponents, profile) {
  if (isDict(value)) {
    if (game.kind !== "negative") {
      throw new MalformedInput("kontra", value, "Kontra per opponent exists only in negative games");
    }
    for (const [name, lvl] of Object.entries(value)) {
      if (!opponents.includes(name)) throw new MalformedInput(`kontra.${name}`, name, "not an opponent in this deal");
      level(lvl, `kontra.${name}`, profile);
    }
    return value;
  }
  return level(value, "kontra", profile);
}

function readPremiums(items, game, profile, renonce, conceded) {
  if (isNone(items)) return [];
  if (!Array.isArray(items)) throw new MalformedInput("premiums", items, "expected a list of premiums");
  const allowed = game.premiums;
  const seen = new Set();
  return items.map((item, i) => {
    if (!isDict(item)) throw new MalformedInput(`premiums.${i}`, item, "expected a premium object");
    checkFields(item, PREMIUM_FIELDS, `premiums.${i}`);
    const name = get(item, "name");
    const spec = isStr(name) && hasOwn(profile.premiums, name) ? profile.premiums[name] : null;
    if (spec === null) {
      if (isStr(name) && KNOWN_PREMIUMS.has(name)) {
        throw new NotAllowed(`premiums.${i}.name`, name, `not a premium of profile ${profile.id}`);
      }
      throw new MalformedInput(`premiums.${i}.name`, name, "unknown premium");
    }
    if (profile.disallowed.has(name)) {
      throw new NotAllowed(`premiums.${i}.name`, name, "switched off by the house rules");
    }
    if (allowed !== "all" && !allowed.includes(name)) {
      throw new NotAllowed(`premiums.${i}.name`, name, `not allowed in ${game.name}`);
    }
    if (spec.requires_called_king && game.team !== "called_king") {
      throw new NotAllowed(`premiums.${i}.name`, name, `${spec.name} needs a called king`);
    }
    const side = get(item, "side");
    if (!SIDES.includes(side)) throw new MalformedInput(`premiums.${i}.side`, side, "expected declarer or opponents");
    const key = `${side} ${name}`;
    if (seen.has(key)) {
      throw new Inconsistent(`premiums.${i}.name`, name, "this premium is listed twice for the same side");
    }
    seen.add(key);
    const announced = optBool(get(item, "announced", false), `premiums.${i}.announced`) ?? false;
    const won = optBool(get(item, "won"), `premiums.${i}.won`);
    if (won === null && renonce === null && !conceded) {
      throw new MalformedInput(`premiums.${i}.won`, null, "say whether the premium was made");
    }
    const kontra = level(get(item, "kontra", 0), `premiums.${i}.kontra`, profile);
    return { index: i, name, side, announced, won, kontra, spec };
  });
}

function readBird(record, game, premiums, birdMissing) {
  const rule = game.bird ?? null;
  let bird = get(record, "bird");
  if (rule === null) {
    if (!isNone(bird)) throw new NotAllowed("bird", bird, `${game.name} has no compulsory bird`);
    return null;
  }
  if (isNone(bird) && rule !== "any") bird = rule;
  if (birdMissing) return isNone(bird) ? null : bird; // the Renonce is that the bird was not in hand
  if (!BIRD_IDS.includes(bird) || (rule !== "any" && bird !== rule)) {
    const expected = rule === "any" ? "pagat, uhu, kakadu or quapil" : rule;
    throw new MalformedInput("bird", bird, `${game.name} needs its compulsory bird: ${expected}`);
  }
  if (!premiums.some((p) => p.name === bird && p.side === "declarer" && p.announced)) {
    throw new Inconsistent(
      "premiums",
      bird,
      `${game.name}: the bird ${bird} must be listed as an announced premium of the declarer`,
    );
  }
  return bird;
}
