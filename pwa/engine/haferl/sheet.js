/**
 * A Haferltarock sheet: the stake at the start, then every deal in order with the pot carried on
 * (twin of shared_rules/haferl/sheet.py). Pure: the same sheet gives the same rows.
 */
import { Inconsistent, MalformedInput, RuleError } from "../errors.js";
import { get, isDict, isNone, pyEq, pyRepr, truthy } from "../py.js";
import { checkFields } from "../record.js";
import { checkBalanced } from "./ledger.js";
import { DEFAULT_PROFILE, HaferlProfile, profileFrom } from "./profile.js";
import { MAX_CENTS_PER_POINT, MAX_STAKE, checkTexts, readDeal, readPlayers, whole } from "./record.js";
import { dealLines, result, stakeLine } from "./settlement.js";

export const SHEET_FIELDS = new Set(["profile", "house_rules", "players", "stake", "cents_per_point", "deals", "note", "id"]);
export const MAX_DEALS = 2000;

/**
 * Every row of a sheet: the stake line (``opening``), each deal's settlement with the running
 * ``totals`` and ``pot_total`` after it, and the final ``totals`` and ``pot``. ``documents``: the
 * profile documents (the sheet's ``profile`` picks one, as Python's bundled files), or a
 * HaferlProfile (a sheet's frozen one, used as it is). Throws MalformedInput, NotAllowed or
 * Inconsistent naming the field (``deals.3.game``).
 * @param {unknown} sheet
 * @param {HaferlProfile | import("../types.js").ProfileData | import("../types.js").ProfileData[]} documents
 * @returns {import("../types.js").Result}
 */
export function settleSheet(sheet, documents) {
  if (!isDict(sheet)) throw new MalformedInput("sheet", sheet, "a sheet must be a JSON object", "sheet.not_object");
  checkFields(sheet, SHEET_FIELDS, "");
  checkTexts(sheet);
  const profile =
    documents instanceof HaferlProfile
      ? documents // a sheet's frozen profile
      : profileFrom(get(sheet, "profile", DEFAULT_PROFILE), get(sheet, "house_rules"), [documents].flat());
  const table = readPlayers(get(sheet, "players"), profile);
  const stake = whole(get(sheet, "stake", profile.stake), "stake", 1, MAX_STAKE, "Grundbeträge");
  const cpp = whole(get(sheet, "cents_per_point", profile.cents_per_point), "cents_per_point", 0, MAX_CENTS_PER_POINT, "a whole number of cents");
  const deals = get(sheet, "deals", []);
  if (!Array.isArray(deals) || deals.length > MAX_DEALS) {
    throw new MalformedInput("deals", deals, `expected a list of at most ${MAX_DEALS} deal records`, "deals.too_many", { max: MAX_DEALS });
  }
  const base = { profile: profile.id, house_rules: profile.house_rules, players: table, stake, cents_per_point: cpp };
  const opening = stakeLine(table, stake, cpp, profile);
  const points = { ...opening.points };
  const money = { ...opening.money_cents };
  let pot = opening.pot.points;
  let potMoney = opening.pot.money_cents;
  /** @type {(entry: [number, unknown], held: number) => import("./settlement.js").HaferlSettlement} */
  const settleDeal = ([i, record], held) => {
    let deal;
    try {
      deal = readDeal(dealRecord(record, base, held), profile);
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      const field = err.field === "record" ? `deals.${i}` : `deals.${i}.${err.field}`;
      // @ts-expect-error -- the same RuleError subclass again: tsc types `constructor` as Function
      throw new err.constructor(field, err.value, err.reason, err.code, err.params);
    }
    return result(deal, dealLines(deal));
  };
  const rows = [];
  for (const [[i], row] of carryPot(deals.entries(), pot, settleDeal)) {
    for (const p of table) {
      points[p] += row.points[p];
      money[p] += row.money_cents[p];
    }
    pot += row.pot.points;
    potMoney += row.pot.money_cents;
    checkBalanced(`deals.${i} running total`, points, pot);
    checkBalanced(`deals.${i} running money`, money, potMoney);
    row.totals = { points: { ...points }, money_cents: { ...money } };
    row.pot_total = { points: pot, money_cents: potMoney };
    rows.push(row);
  }
  return {
    profile: { id: profile.id, version: profile.version },
    family: profile.family,
    players: table,
    stake,
    cents_per_point: cpp,
    opening,
    deals: rows,
    totals: { points, money_cents: money },
    pot: { points: pot, money_cents: potMoney },
  };
}

/**
 * Settle ``entries`` in deal order from ``pot`` on, each against the pot the one before it left,
 * yielding ``[entry, result]``; stop at the first entry that ``found`` the pot it would find now
 * (it and every later one stand as they are). settleSheet carries the pot through a whole sheet
 * (``found`` never matches); a store settles again only the entries after a changed one, up to
 * the first that finds the pot it found before (twin of shared_rules/haferl/sheet.py carry_pot).
 * @template E
 * @param {Iterable<E>} entries
 * @param {number} pot
 * @param {(entry: E, pot: number) => import("../types.js").Result} settle
 * @param {(entry: E) => number | null} [found]
 * @returns {Generator<[E, import("../types.js").Result]>}
 */
export function* carryPot(entries, pot, settle, found = () => null) {
  for (const entry of entries) {
    if (found(entry) === pot) return;
    const settled = settle(entry, pot);
    yield [entry, settled];
    pot = settled.pot.after;
  }
}

/**
 * The deal as the sheet settles it: the sheet's profile, table, stake and the pot it finds.
 * @param {unknown} record
 * @param {import("../types.js").JsonObject} base
 * @param {number} pot
 * @returns {import("../types.js").DealRecord}
 */
function dealRecord(record, base, pot) {
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  for (const [name, sheetHas] of /** @type {[string, unknown][]} */ ([...Object.entries(base), ["pot", pot]])) {
    let given = get(record, name);
    let expected = sheetHas;
    if (name === "house_rules") {
      given = truthy(given) ? given : null;
      expected = truthy(expected) ? expected : null;
    }
    if (!isNone(given) && !pyEq(given, expected)) {
      throw new Inconsistent(name, given, `the sheet has ${pyRepr(expected)}`, "sheet.differs");
    }
  }
  const out = { ...record };
  for (const [name, value] of Object.entries(base)) out[name] = value;
  out.pot = pot;
  return out;
}
