/**
 * Reading a Haferltarock deal record into a checked deal: every field once, every error named
 * (twin of shared_rules/haferl/record.py; the checks run in the same order, so the first error is
 * the same one).
 */
import { Inconsistent, MalformedInput, NotAllowed } from "../errors.js";
import { get, hasOwn, isDict, isInt, isNone, isStr, longerThan, truthy } from "../py.js";
import { KNOWN_GAMES, MAX_CENTS_PER_POINT, TEXT_LIMITS, checkFields } from "../record.js";
import { MAX_POT, MAX_STAKE, breachNames, checkNames, renonceRules } from "../vocabulary.js";
import { DECK, SUITS, suitNameDe } from "./cards.js";
import { DECK_AUGEN, IMPOSSIBLE_AUGEN, PILE_AUGEN, parseAugen } from "./counting.js";
import { FAMILY } from "./profile.js";

/** @typedef {import("../types.js").Player} Player */
/** @typedef {import("../types.js").JsonObject} JsonObject */
/** @typedef {import("../types.js").GameSpec} GameSpec */
/** @typedef {import("./profile.js").HaferlProfile} HaferlProfile */
/** @typedef {{player: Player, rule: string | null, reason: string | null}} HaferlBreach  the breach that decided a game */
/**
 * How the game ended.
 * @typedef {object} Outcome
 * @property {boolean | null} won null only when thrown in
 * @property {number | null} declarer_augen
 * @property {number | null} declarer_tricks
 * @property {boolean} schneider
 * @property {boolean} schwarz
 */
/**
 * A checked Haferltarock record (Python's ``HaferlDeal``).
 * @typedef {object} DealBase
 * @property {HaferlProfile} profile
 * @property {JsonObject} record
 * @property {Player[]} table everyone at the table
 * @property {Player[]} active the three who play
 * @property {Player | null} dealer
 * @property {string} game_id
 * @property {number} pot
 * @property {number} stake
 * @property {number} cents_per_point
 */
/**
 * @typedef {DealBase & Outcome & {game: GameSpec | null, declarer: Player | null, opponents: Player[],
 *   trump: string | null, breach: HaferlBreach | null}} HaferlDeal  game and declarer null when thrown in
 */

export const THROWN_IN = "thrown_in";
export const TRICKS = 11;
/** every game id of the family's profile schema (a game a profile switched off is not allowed) */
export const FAMILY_GAMES = new Set(["stockspiel", "solo", "herz_solo", "bettel"]);
/** the breaches a replay reports, with their German names */
export const RULE_DE = breachNames(FAMILY);
/** a record's ``breach`` may name the one that decided the game */
export const BREACH_RULES = renonceRules(FAMILY);
export const RECORD_FIELDS = new Set([
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
  "id",
]);
const OUTCOME_FIELDS = ["won", "declarer_augen", "declarer_tricks", "schneider", "schwarz"];
const BREACH_FIELDS = new Set(["player", "rule", "reason"]);
export { MAX_POT, MAX_STAKE }; // the vocabulary's, under the names play.js and sheet.js import
export { MAX_CENTS_PER_POINT };

/**
 * ``value`` if it is a whole number from ``lo`` to ``hi``; MalformedInput naming ``what`` otherwise.
 * @param {unknown} value
 * @param {string} field
 * @param {number} lo
 * @param {number} hi
 * @param {string} what
 * @returns {number}
 */
export function whole(value, field, lo, hi, what) {
  if (!isInt(value) || value < lo || value > hi) {
    throw new MalformedInput(field, value, `expected ${what} from ${lo} to ${hi}`, "number.range", { min: lo, max: hi });
  }
  return value;
}

/**
 * ``note`` and ``id``: texts of bounded length, as in every record.
 * @param {JsonObject} obj
 */
export function checkTexts(obj) {
  for (const [name, limit] of Object.entries(TEXT_LIMITS)) {
    const text = get(obj, name);
    if (!isNone(text) && (!isStr(text) || longerThan(text, limit))) {
      throw new MalformedInput(name, text, `expected a text of at most ${limit} characters`, "text.too_long", { max: limit });
    }
  }
}

/**
 * @param {JsonObject} record
 * @param {string} name
 * @returns {boolean | null | undefined}
 */
function optBool(record, name) {
  const value = get(record, name);
  if (!isNone(value) && typeof value !== "boolean") {
    throw new MalformedInput(name, value, "expected true, false or null", "value.yes_no");
  }
  return value;
}

/**
 * The names at the table: as many as the profile allows, each a name by the rule both families share, no player twice.
 * @param {unknown} players
 * @param {{table_sizes: number[]}} profile
 * @returns {Player[]}
 */
export function readPlayers(players, profile) {
  const sizes = profile.table_sizes;
  if (!Array.isArray(players) || !sizes.includes(players.length)) {
    throw new MalformedInput("players", players, `expected a list of ${sizes.join(" or ")} player names (at four the dealer sits out)`, "players.count");
  }
  checkNames(players); // the one name rule (vocabulary.js): Anna = anna
  return players;
}

/**
 * [everyone at the table, the three active players, the dealer].
 * @param {JsonObject} record
 * @param {{table_sizes: number[]}} profile
 * @returns {[Player[], Player[], Player | null]}
 */
export function readTable(record, profile) {
  const players = readPlayers(get(record, "players"), profile);
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

/**
 * The trump suit of the game: fixed by the profile, named by the declarer, or none.
 * @param {unknown} value
 * @param {GameSpec} game
 * @param {string} [field]
 * @returns {string | null}
 */
export function readTrump(value, game, field = "trump") {
  const rule = game.trump;
  // not a string: no suit
  const code = /** @type {string | null | undefined} */ (isStr(value) ? value.toUpperCase() : value);
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
  const names = rule.map((/** @type {string} */ s) => `${s} (${suitNameDe(s)})`).join(", ");
  if (isNone(code)) {
    throw new MalformedInput(field, null, `name the trump of the ${game.name}: ${names}`, "trump.missing", { game: game.name, suits: names });
  }
  if (!rule.includes(code)) {
    throw new NotAllowed(field, value, `the ${game.name} takes ${names} as trump`, "trump.choice", { game: game.name, suits: names });
  }
  return code;
}

/**
 * @param {JsonObject} record
 * @param {Player[]} active
 * @param {HaferlProfile} profile
 * @returns {HaferlBreach | null}
 */
function readBreach(record, active, profile) {
  const b = get(record, "breach");
  if (isNone(b)) return null;
  if (!isDict(b)) {
    throw new MalformedInput("breach", b, 'expected {"player": …, "rule": …, "reason": …}', "breach.shape");
  }
  checkFields(b, BREACH_FIELDS, "breach");
  const player = get(b, "player");
  if (!active.includes(player)) {
    throw new MalformedInput("breach.player", player, `not a player in this deal (${active.join(", ")})`, "player.not_at_table", {
      players: active.join(", "),
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
  return /** @type {HaferlBreach} */ ({ player, rule, reason }); // get() gives null, never undefined
}

/** @type {(won: boolean | null, augen: number | null, tricks: number | null, schneider: boolean, schwarz: boolean) => Outcome} */
const outcome = (won, augen, tricks, schneider, schwarz) => ({
  won,
  declarer_augen: augen,
  declarer_tricks: tricks,
  schneider,
  schwarz,
});

/**
 * Check a record's fields against each other and the profile (MalformedInput, NotAllowed,
 * Inconsistent). The deal: profile, record, table, active, dealer, game_id, game (null when
 * thrown in), declarer, opponents, trump, won, declarer_augen, declarer_tricks, schneider,
 * schwarz, breach, pot, stake, cents_per_point.
 * @param {unknown} record
 * @param {HaferlProfile} profile
 * @returns {HaferlDeal}
 */
export function readDeal(record, profile) {
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  checkFields(record, RECORD_FIELDS, "");
  checkTexts(record);
  const [table, active, dealer] = readTable(record, profile);
  const cpp = whole(get(record, "cents_per_point", profile.cents_per_point), "cents_per_point", 0, MAX_CENTS_PER_POINT, "a whole number of cents");
  const stake = whole(get(record, "stake", profile.stake), "stake", 1, MAX_STAKE, "Grundbeträge");
  const given = get(record, "pot");
  const pot = isNone(given) ? stake * table.length : whole(given, "pot", 0, MAX_POT, "Grundbeträge");
  const gameId = get(record, "game");
  const base = { profile, record, table, active, dealer, game_id: gameId, pot, stake, cents_per_point: cpp };
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
  if (!active.includes(declarer)) {
    const why = declarer === dealer && truthy(declarer) ? "the dealer sits out" : "not an active player";
    throw new MalformedInput("declarer", declarer, `${why} (${active.join(", ")} play)`, "declarer.not_active", { players: active.join(", ") });
  }
  const trump = readTrump(get(record, "trump"), game);
  const breach = readBreach(record, active, profile);
  return {
    ...base,
    game,
    declarer,
    opponents: active.filter((p) => p !== declarer),
    trump,
    breach,
    ...readOutcome(record, game, profile, declarer, breach),
  };
}

/**
 * @param {JsonObject} record
 * @param {GameSpec} game
 * @param {HaferlProfile} profile
 * @param {Player} declarer
 * @param {HaferlBreach | null} breach
 * @returns {Outcome}
 */
function readOutcome(record, game, profile, declarer, breach) {
  let won = optBool(record, "won");
  const schneider = optBool(record, "schneider");
  const schwarz = optBool(record, "schwarz");
  let augen = get(record, "declarer_augen");
  let tricks = get(record, "declarer_tricks");
  if (!isNone(augen)) augen = parseAugen(augen, "declarer_augen");
  if (!isNone(tricks)) tricks = whole(tricks, "declarer_tricks", 0, TRICKS, "a number of tricks");
  if (!game.schneider) {
    for (const [name, value] of /** @type {[string, boolean | null][]} */ ([
      ["schneider", schneider],
      ["schwarz", schwarz],
    ])) {
      if (value) {
        throw new NotAllowed(name, value, `no Schneider or Schwarz in the ${game.name}`, "schneider.none", { game: game.name });
      }
    }
  }
  if (game.kind === "negative" && !isNone(augen)) {
    throw new NotAllowed("declarer_augen", augen, `the ${game.name} counts tricks, not Augen`, "augen.tricks_game", { game: game.name });
  }
  if (breach !== null) return decidedByBreach(declarer, breach, won, augen, tricks, schneider, schwarz);
  if (game.kind === "negative") {
    if (!isNone(tricks)) {
      const byTricks = tricks === game.tricks;
      if (!isNone(won) && won !== byTricks) {
        throw new Inconsistent(
          "won",
          won,
          `${tricks} tricks ${byTricks ? "win" : "lose"} the ${game.name} (needs exactly ${game.tricks})`,
          byTricks ? "won.tricks_won" : "won.tricks_lost",
          { tricks, game: game.name, need: game.tricks },
        );
      }
      won = byTricks;
    }
    if (isNone(won)) {
      throw new MalformedInput("declarer_tricks", null, "give won or declarer_tricks to decide the game", "outcome.missing");
    }
    return outcome(won, null, isNone(tricks) ? null : tricks, false, false);
  }
  return positive(profile, won, isNone(augen) ? null : augen, isNone(tricks) ? null : tricks, schneider, schwarz);
}

/**
 * @param {HaferlProfile} profile
 * @param {boolean | null | undefined} won
 * @param {number | null} augen
 * @param {number | null} tricks
 * @param {boolean | null | undefined} schneider
 * @param {boolean | null | undefined} schwarz
 * @returns {Outcome}
 */
function positive(profile, won, augen, tricks, schneider, schwarz) {
  const threshold = profile.threshold;
  if (IMPOSSIBLE_AUGEN.includes(/** @type {number} */ (augen))) {
    // null is none of them
    throw new Inconsistent(
      "declarer_augen",
      augen,
      `no deal gives a side ${augen} Augen: no card is worth 1 (impossible: ${IMPOSSIBLE_AUGEN.join(" and ")})`,
      "augen.impossible",
    );
  }
  if (augen !== null) {
    const byAugen = augen >= threshold;
    if (!isNone(won) && won !== byAugen) {
      throw new Inconsistent(
        "won",
        won,
        `declarer_augen ${augen} ${byAugen ? "win" : "lose"} (needs ${threshold})`,
        byAugen ? "won.augen_won" : "won.augen_lost",
        { augen, need: threshold },
      );
    }
    won = byAugen;
  }
  if (tricks !== null) {
    if (!isNone(schwarz) && schwarz !== (tricks === TRICKS)) {
      throw new Inconsistent("schwarz", schwarz, `the declarer took ${tricks} of ${TRICKS} tricks`, "schwarz.tricks", { tricks, all: TRICKS });
    }
    schwarz = tricks === TRICKS;
    // every card but the opponents' tricks: his own tricks and 3 more (the Stock, or the
    // Stockspiel discard); all 11 tricks are the Schwarz check's below
    const held = DECK.length - 3 * (TRICKS - tricks);
    if (tricks < TRICKS && augen !== null && !PILE_AUGEN[held].has(augen)) {
      throw new Inconsistent(
        "declarer_augen",
        augen,
        `with ${tricks} of ${TRICKS} tricks the declarer holds ${held} cards (his tricks and 3 more: the Stock or his discard), and no ${held} cards make ${augen} Augen`,
        "augen.impossible",
      );
    }
  }
  if (schwarz) {
    if (won === false) {
      throw new Inconsistent("schwarz", true, "Schwarz: the declarer took every trick, so he won", "schwarz.won");
    }
    if (augen !== null && augen !== DECK_AUGEN) {
      throw new Inconsistent("schwarz", true, `with every trick the declarer has all ${DECK_AUGEN} Augen, not ${augen}`, "schwarz.augen", {
        augen,
        all: DECK_AUGEN,
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
  if (augen !== null) {
    const loser = won ? DECK_AUGEN - augen : augen;
    const below = profile.schneider.below;
    const byAugen = loser < below;
    if (!isNone(schneider) && schneider !== byAugen) {
      throw new Inconsistent(
        "schneider",
        schneider,
        `the losing side has ${loser} Augen: ${byAugen ? "" : "not "}Schneider (under ${below})`,
        byAugen ? "schneider.yes" : "schneider.no",
        { augen: loser, below },
      );
    }
    schneider = byAugen;
  }
  return outcome(won, augen, tricks, !!schneider, !!schwarz);
}

/**
 * @param {Player} declarer
 * @param {HaferlBreach} breach
 * @param {boolean | null | undefined} won
 * @param {unknown} augen
 * @param {unknown} tricks
 * @param {boolean | null | undefined} schneider
 * @param {boolean | null | undefined} schwarz
 * @returns {Outcome}
 */
function decidedByBreach(declarer, breach, won, augen, tricks, schneider, schwarz) {
  for (const [name, value] of /** @type {[string, unknown][]} */ ([
    ["declarer_augen", augen],
    ["declarer_tricks", tricks],
  ])) {
    if (!isNone(value)) {
      throw new NotAllowed(name, value, "a game decided by a breach is not counted", "breach.not_counted");
    }
  }
  for (const [name, value] of /** @type {[string, unknown][]} */ ([
    ["schneider", schneider],
    ["schwarz", schwarz],
  ])) {
    if (value) {
      throw new NotAllowed(name, value, "a game decided by a breach counts at its base tariff", "breach.base_tariff");
    }
  }
  const byBreach = breach.player !== declarer;
  if (!isNone(won) && won !== byBreach) {
    throw new Inconsistent("won", won, `${breach.player} broke a rule: the game is lost for ${byBreach ? "the opponents" : "the declarer"}`, "won.breach", {
      player: breach.player,
    });
  }
  return outcome(byBreach, null, null, false, false);
}
