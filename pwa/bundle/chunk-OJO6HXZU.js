import {
  DECK,
  DECK_AUGEN,
  DEFAULT_PROFILE,
  FAMILY,
  HaferlProfile,
  IMPOSSIBLE_AUGEN,
  RECORD_FIELDS,
  THROWN_IN,
  Unbalanced,
  augen,
  cardNameDe,
  checkBalanced,
  checkFields,
  checkTexts,
  count,
  countAugen,
  dealLines,
  loadProfile,
  parseAugen,
  parseCard,
  profileFrom,
  profileIds,
  readDeal,
  readPlayers,
  result,
  settle,
  stakeLine,
  suitNameDe,
  whole
} from "./chunk-X2YNAM2X.js";
import {
  Inconsistent,
  MAX_CENTS_PER_POINT,
  MAX_STAKE,
  MalformedInput,
  RuleError,
  get,
  isDict,
  isNone,
  pyEq,
  pyRepr,
  truthy
} from "./chunk-5GM52YBN.js";
import {
  __export
} from "./chunk-MLKGABMK.js";

// pwa/engine/haferl/sheet.js
var SHEET_FIELDS = /* @__PURE__ */ new Set(["profile", "house_rules", "players", "stake", "cents_per_point", "deals", "note", "id"]);
var MAX_DEALS = 2e3;
function settleSheet(sheet, documents) {
  if (!isDict(sheet)) throw new MalformedInput("sheet", sheet, "a sheet must be a JSON object", "sheet.not_object");
  checkFields(sheet, SHEET_FIELDS, "");
  checkTexts(sheet);
  const profile = documents instanceof HaferlProfile ? documents : profileFrom(get(sheet, "profile", DEFAULT_PROFILE), get(sheet, "house_rules"), [documents].flat());
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
  const settleDeal = ([i, record], held) => {
    let deal;
    try {
      deal = readDeal(dealRecord(record, base, held), profile);
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      const field = err.field === "record" ? `deals.${i}` : `deals.${i}.${err.field}`;
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
    pot: { points: pot, money_cents: potMoney }
  };
}
function* carryPot(entries, pot, settle2, found = () => null) {
  for (const entry of entries) {
    if (found(entry) === pot) return;
    const settled = settle2(entry, pot);
    yield [entry, settled];
    pot = settled.pot.after;
  }
}
function dealRecord(record, base, pot) {
  if (!isDict(record)) {
    throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
  }
  for (
    const [name, sheetHas] of
    /** @type {[string, unknown][]} */
    [...Object.entries(base), ["pot", pot]]
  ) {
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

// pwa/engine/haferl/index.js
var haferl_exports = {};
__export(haferl_exports, {
  DECK: () => DECK,
  DECK_AUGEN: () => DECK_AUGEN,
  FAMILY: () => FAMILY,
  HaferlProfile: () => HaferlProfile,
  IMPOSSIBLE_AUGEN: () => IMPOSSIBLE_AUGEN,
  MAX_STAKE: () => MAX_STAKE,
  RECORD_FIELDS: () => RECORD_FIELDS,
  THROWN_IN: () => THROWN_IN,
  Unbalanced: () => Unbalanced,
  augen: () => augen,
  cardNameDe: () => cardNameDe,
  carryPot: () => carryPot,
  count: () => count,
  countAugen: () => countAugen,
  loadProfile: () => loadProfile,
  parseAugen: () => parseAugen,
  parseCard: () => parseCard,
  profileIds: () => profileIds,
  readDeal: () => readDeal,
  settle: () => settle,
  settleSheet: () => settleSheet,
  suitNameDe: () => suitNameDe
});

export {
  settleSheet,
  haferl_exports
};
