/**
 * A sheet with a pot (Haferltarock): every live deal settled in order,
 * the pot one deal leaves is the pot the next finds, so changing or deleting a deal moves every
 * later one. Loaded only for such sheets (usesheet.js).
 */
import * as haferl from "../engine/haferl/index.js";
import { settleEntry, sheetProfile } from "./rules.js";

const deal = (e) => {
  const { pot, ...record } = e.record; // the sheet carries the pot
  return { ...record, dealer: e.dealer };
};

/**
 * ``{entries, opening}``: the live entries with their ``result`` and ``pot_total`` (the pot after
 * them), and the stake line the sheet opens with. A deal the engine refuses counts nothing (its
 * ``result`` is null, ``error`` says why) and the next finds the pot the one before it left.
 *
 * Each deal is settled once, against the pot the one before it left, as the server settles an
 * entry (rules.settleEntry): linear in the deals whatever is refused, and without the engine's cap
 * on a sheet sent to be settled as a whole (settleSheet's MAX_DEALS), which a sheet the server
 * keeps (up to 10,000 entries) may pass.
 */
export function settleEntries(sheet, liveEntries) {
  const profile = sheetProfile(sheet);
  const table = sheet.stake == null ? { ...sheet, stake: profile.stake } : sheet;
  let opening;
  try {
    // the sheet itself (its table, stake and cents) and its stake line: settleSheet without deals
    opening = haferl.settleSheet({ players: table.players, stake: table.stake, cents_per_point: table.cents_per_point, deals: [] }, profile).opening;
  } catch (/** @type {any} the engine's refusal or a bug */ err) {
    if (err.field === undefined) throw err; // a bug, not a refusal
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

/** The pot a new deal finds (or the deal ``entryId`` found): after the deal before it, else the stakes. */
export function potBefore(rows, opening, entryId = null) {
  const i = entryId ? rows.findIndex((r) => r.entry.id === entryId) : rows.length;
  const prev = rows
    .slice(0, i)
    .reverse()
    .find((r) => r.pot);
  return prev ? prev.pot.points : (opening?.pot.points ?? 0);
}
