/**
 * A sheet with a pot (Haferltarock): the engine's settleSheet settles every live deal in order,
 * the pot one deal leaves is the pot the next finds, so changing or deleting a deal moves every
 * later one. Loaded only for such sheets (usesheet.js).
 */
import * as haferl from "../engine/haferl/index.js";
import { sheetProfile } from "./rules.js";

const deal = (e) => {
  const { pot, ...record } = e.record; // the sheet carries the pot
  return { ...record, dealer: e.dealer };
};

/**
 * ``{entries, opening}``: the live entries with their ``result`` and ``pot_total`` (the pot after
 * them), and the stake line the sheet opens with. A deal the engine refuses counts nothing (its
 * ``result`` is null, ``error`` says why) and the others are settled without it.
 */
export function settleEntries(sheet, liveEntries) {
  const refused = new Map();
  for (;;) {
    const kept = liveEntries.filter((e) => !refused.has(e));
    try {
      const out = haferl.settleSheet(
        { players: sheet.players, stake: sheet.stake ?? sheetProfile(sheet).stake, cents_per_point: sheet.cents_per_point, deals: kept.map(deal) },
        sheetProfile(sheet),
      );
      const rows = new Map(kept.map((e, i) => [e, out.deals[i]]));
      let potTotal = out.opening.pot;
      const entries = liveEntries.map((e) => {
        const row = rows.get(e);
        if (row) potTotal = row.pot_total;
        return row ? { ...e, result: row, pot_total: potTotal } : { ...e, result: null, pot_total: potTotal, error: refused.get(e) };
      });
      return { entries, opening: out.opening };
    } catch (err) {
      if (err.field === undefined) throw err; // a bug, not a refusal
      const why = { field: err.field, reason: err.reason, kind: err.kind, code: err.code, params: err.params };
      const at = /^deals\.(\d+)/.exec(err.field);
      // the sheet itself refused (its table, stake or cents): nothing counts, each deal says why
      if (!at) return { entries: liveEntries.map((e) => ({ ...e, result: null, error: why })), opening: null };
      refused.set(kept[Number(at[1])], why);
    }
  }
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
