import {
  settleSheet
} from "./chunk-OJO6HXZU.js";
import {
  settleEntry,
  sheetProfile
} from "./chunk-X2YNAM2X.js";

// pwa/app/potsheet.js
var deal = (e) => {
  const { pot, ...record } = e.record;
  return { ...record, dealer: e.dealer };
};
function settleEntries(sheet, liveEntries) {
  const profile = sheetProfile(sheet);
  const table = sheet.stake == null ? { ...sheet, stake: profile.stake } : sheet;
  let opening;
  try {
    opening = settleSheet({ players: table.players, stake: table.stake, cents_per_point: table.cents_per_point, deals: [] }, profile).opening;
  } catch (err) {
    if (err.field === void 0) throw err;
    const why = { field: err.field, reason: err.reason, kind: err.kind, code: err.code, params: err.params };
    return { entries: liveEntries.map((e) => ({ ...e, result: null, error: why })), opening: null };
  }
  let potTotal = opening.pot;
  const entries = liveEntries.map((e) => {
    const { result, error } = settleEntry(table, { ...deal(e), pot: potTotal.points });
    if (!result) return { ...e, result: null, pot_total: potTotal, error };
    potTotal = { points: potTotal.points + result.pot.points, money_cents: potTotal.money_cents + result.pot.money_cents };
    return { ...e, result, pot_total: potTotal };
  });
  return { entries, opening };
}
function potBefore(rows, opening, entryId = null) {
  const i = entryId ? rows.findIndex((r) => r.entry.id === entryId) : rows.length;
  const prev = rows.slice(0, i).reverse().find((r) => r.pot);
  return prev ? prev.pot.points : opening?.pot.points ?? 0;
}

export {
  settleEntries,
  potBefore
};
