/**
 * The score sheet as paper has it, computed from its entries: seating (dealer, Vorhand, who sits
 * out), rows with running totals, statistics and the payout. Pure functions, no DOM, no storage.
 *
 * @example
 * seating(["A", "B", "C", "D", "E"], "A") // {forehand: "B", active: ["B","C","D","E"], sittingOut: "A"}
 * payout({A: 300, B: -100, C: -200}) // [{from: "C", to: "A", cents: 200}, {from: "B", to: "A", cents: 100}]
 */
import { add, isZero, neg, parts, sumInto, value } from "./amounts.js";
import { own, setOwn } from "./byname.js";
import { activeSeats, familyOfProfile } from "../engine/familytable.js";

export const LEDGERS = ["points", "money_cents"];

export function nextInSeating(players, player) {
  return players[(players.indexOf(player) + 1) % players.length];
}

/** What the sheet's game family has (its deck, table, a pot): the engine's family table. */
export const sheetFamily = (sheet) => familyOfProfile(sheet.profile_data);

/** Vorhand and the players of a deal in playing order; with more than ``active`` at the table the dealer sits out. */
export function seating(players, dealer, active = 4) {
  const i = players.indexOf(dealer);
  const out = players.length > active;
  let order = [...players.slice(i + 1), ...players.slice(0, i + 1)];
  if (out) order = order.slice(0, active);
  return { forehand: order[0], active: order, sittingOut: out ? dealer : null };
}

export const sheetSeating = (sheet, dealer) => seating(sheet.players, dealer, activeSeats(sheet.profile_data));

/** A game's name as the sheet's profile writes it ("Rufer"), else its id. */
export function gameName(sheet, id) {
  return sheet.profile_data?.games?.[id]?.name ?? id;
}

export function zeroTotals(players) {
  return Object.fromEntries(LEDGERS.map((l) => [l, Object.fromEntries(players.map((p) => [p, 0]))]));
}

/** Entries in sheet order: the server's deal number, then those not yet on the server. */
export function ordered(entries) {
  return [...entries].sort((a, b) => a.order - b.order);
}

export function live(entries) {
  return ordered(entries).filter((e) => !e.deleted);
}

/** Who deals next: the player after the dealer of the last live deal (as the server says). */
export function nextDealer(sheet, liveEntries) {
  const last = liveEntries[liveEntries.length - 1];
  return last ? nextInSeating(sheet.players, last.dealer) : sheet.first_dealer;
}

/**
 * Where a sheet's running totals start: 0, or for a sheet that continues another with a changed
 * table its ``carry`` (each continuing player's total so far this evening; one new at 0).
 */
export function startTotals(sheet) {
  const out = zeroTotals(sheet.players);
  if (sheet.carry) for (const l of LEDGERS) for (const p of sheet.players) setOwn(out[l], p, own(sheet.carry[l] ?? {}, p) ?? 0);
  return out;
}

/** Every seat with the name shown for it (a player renamed: sheet.display_names; sheetlife.js). */
export function shownNames(sheet) {
  const names = sheet.display_names ?? {};
  return Object.fromEntries(sheet.players.map((p) => [p, Object.hasOwn(names, p) ? names[p] : p]));
}

/**
 * The name shown for ``seat``: every screen that prints a player asks this, the records keep the
 * seat. A name that is no seat (one who left the table, the pot) stays as it is.
 *
 * @example
 * shownName({players: ["Anna", "Bernd"], display_names: {Anna: "Anni"}}, "Anna") // "Anni"
 */
export function shownName(sheet, seat) {
  const names = sheet.display_names ?? {};
  return typeof seat === "string" && sheet.players.includes(seat) && Object.hasOwn(names, seat) ? names[seat] : seat;
}

/** Who played earlier this evening and left the table: named in the carry, no seat here. */
export function leavers(sheet) {
  const out = new Set();
  for (const l of LEDGERS) for (const name of Object.keys(sheet.carry?.[l] ?? {})) if (!sheet.players.includes(name)) out.add(name);
  return [...out];
}

/**
 * What a continuing sheet's "Übertrag" row shows: each seat's carried amounts (``seats``, the
 * running totals' start) and those who left the table with what they carry (``left``, non-zero
 * only: the sheet's sum is zero with them). Null on a sheet that continues nothing.
 */
export function carryView(sheet) {
  if (!sheet.carry) return null;
  const left = Object.fromEntries(LEDGERS.map((l) => [l, {}]));
  for (const name of leavers(sheet)) {
    const amounts = LEDGERS.map((l) => own(sheet.carry[l] ?? {}, name) ?? 0);
    if (amounts.every(isZero)) continue; // left even: no part of the sum's note
    for (const [i, l] of LEDGERS.entries()) setOwn(left[l], name, amounts[i]);
  }
  return { seats: startTotals(sheet), left };
}

/**
 * One row per live entry with the deal's points and money and the running totals after it;
 * ``opening`` (a pot sheet's stake line) is where the totals start, and a result with a ``pot``
 * carries the pot's running total in ``row.pot``.
 */
export function rows(sheet, liveEntries, opening = null) {
  const running = startTotals(sheet);
  if (opening) for (const l of LEDGERS) sumInto(running[l], opening[l]);
  return liveEntries.map((entry, i) => {
    const result = entry.result || { points: {}, money_cents: {} };
    for (const l of LEDGERS) sumInto(running[l], result[l]);
    const { forehand, sittingOut } = sheetSeating(sheet, entry.dealer);
    return {
      pot: entry.pot_total ?? null,
      n: i + 1,
      entry,
      dealer: entry.dealer,
      forehand: entry.record.forehand || forehand,
      sittingOut,
      result,
      running: { points: { ...running.points }, money_cents: { ...running.money_cents } },
    };
  });
}

/**
 * The totals from the entries' stored results, without the engine (the list of sheets); a sheet
 * with a pot starts from everyone's stake paid in, as its stake line does.
 */
export function totals(sheet, liveEntries) {
  const out = startTotals(sheet);
  if (sheetFamily(sheet).hasPot) {
    for (const p of sheet.players) {
      setOwn(out.points, p, -sheet.stake);
      setOwn(out.money_cents, p, -sheet.stake * sheet.cents_per_point);
    }
  }
  for (const e of liveEntries) for (const l of LEDGERS) sumInto(out[l], e.result?.[l]);
  return out;
}

/**
 * What the badge says: changes not yet on the server (the sheet itself counts one), conflicts, a
 * failed sync, or that the server deleted the sheet (410 from another device's deletion).
 */
export function syncState(sheet, entries) {
  let unsynced = sheet.role === "edit" && !sheet.remote.created ? 1 : 0;
  if (sheet.role === "edit" && sheet.meta_pending) unsynced += 1; // a rename or archive not yet on the server (sheetlife.js)
  let conflicts = 0;
  for (const e of entries) {
    if (e.dirty) unsynced += 1;
    if (e.conflict) conflicts += 1;
  }
  return { unsynced, conflicts, error: !!sheet.sync_error, deleted: !!sheet.remote.deleted };
}

/**
 * The sheet screen's drawing as plain data (the app keeps the last one, to draw at its start
 * before the database opens): the newest ``shown`` rows, of which the newest ``drawn``, in both
 * ledgers, so that the points/money switch needs nothing else. ``data`` is what useSheet gives.
 * A view outlives an app update: a change of its shape renames data.js's VIEW key.
 */
export function sheetView({ sheet, all, rows: rowList, next, opening }, { shown = Infinity, drawn = Infinity } = {}) {
  const visible = rowList.slice(Math.max(0, rowList.length - shown));
  // the newest of them: the sheet opens at its newest deal, and the rows above come a moment later
  const rows = visible.slice(Math.max(0, visible.length - drawn));
  const fromFirst = rows.length === rowList.length; // the stake and Übertrag lines stand above deal 1
  const last = rowList[rowList.length - 1];
  const start = opening ? { points: opening.points, money_cents: opening.money_cents } : startTotals(sheet);
  const carry = carryView(sheet);
  const view = {
    title: sheet.title,
    players: sheet.players,
    editable: sheet.role === "edit",
    syncError: sheet.sync_error ?? null,
    sync: syncState(sheet, all),
    conflicts: all.filter((e) => e.conflict).map((e) => e.id),
    next,
    opening: fromFirst ? opening : null,
    earlier: rowList.length - visible.length,
    rows: rows.map((row) => ({
      id: row.entry.id,
      n: row.n,
      state: row.entry.conflict ? "conflict" : row.entry.dirty ? "dirty" : "",
      dealer: row.dealer,
      forehand: row.forehand,
      sittingOut: row.sittingOut,
      running: row.running,
      result: { points: row.result.points, money_cents: row.result.money_cents },
      pot: row.pot,
      potChange: row.entry.result?.pot ?? null,
    })),
    totals: last ? last.running : start,
    pot: opening ? (last ? last.pot : opening.pot) : null,
    // the "Übertrag" line, above the first deal as the stake line is (absent in a view kept by an older app)
    carry: fromFirst ? carry : null,
    left: carry?.left ?? null, // those who left carry their part of the sum
  };
  return sheet.display_names && Object.keys(sheet.display_names).length ? shownView(view, sheet) : view;
}

/** A sheet view with every seat name turned into the name shown (the names are unique). */
function shownView(view, sheet) {
  const name = (p) => shownName(sheet, p);
  const keyed = (obj) => obj && Object.fromEntries(Object.entries(obj).map(([p, v]) => [name(p), v]));
  const ledgers = (obj) => obj && { ...obj, points: keyed(obj.points), money_cents: keyed(obj.money_cents) };
  return {
    ...view,
    players: view.players.map(name),
    next: {
      ...view.next,
      dealer: name(view.next.dealer),
      forehand: name(view.next.forehand),
      sittingOut: name(view.next.sittingOut),
      active: view.next.active?.map(name),
    },
    opening: view.opening && ledgers(view.opening),
    carry: view.carry && { ...view.carry, seats: ledgers(view.carry.seats) },
    rows: view.rows.map((row) => ({
      ...row,
      dealer: name(row.dealer),
      forehand: name(row.forehand),
      sittingOut: name(row.sittingOut),
      running: ledgers(row.running),
      result: ledgers(row.result),
    })),
    totals: ledgers(view.totals),
  };
}

export function isZeroSum(amounts) {
  return isZero(Object.values(amounts).reduce((a, b) => add(a, b), 0));
}

/**
 * Per player: deals played, as declarer, won as declarer, average points per deal, money. The
 * totals are the sheet's (a pot sheet's with the stake paid in, ``opening``); the average is of
 * what the deals brought, without the stake.
 * @param {import("../engine/types.js").JsonObject | null} [opening]
 */
export function stats(sheet, rowList, opening = null) {
  const out = Object.fromEntries(sheet.players.map((p) => [p, { deals: 0, declarer: 0, won: 0, points: 0, money_cents: 0 }]));
  for (const row of rowList) {
    const { active } = sheetSeating(sheet, row.dealer);
    for (const p of active) own(out, p).deals += 1;
    const declarer = row.result.declarer;
    const theirs = declarer ? own(out, declarer) : undefined;
    if (theirs && row.entry.record.game !== "trischaken") {
      theirs.declarer += 1;
      // won: the declarer came out of the deal ahead (also true of a partner's Renonce)
      if (value(own(row.result.points, declarer) ?? 0) > 0) theirs.won += 1;
    }
  }
  const last = rowList[rowList.length - 1];
  for (const p of sheet.players) {
    const mine = own(out, p);
    const stake = (opening ? value(own(opening.points, p) ?? 0) : 0) + value(own(sheet.carry?.points ?? {}, p) ?? 0); // what it began with
    const begun = opening ?? startTotals(sheet); // no deal yet: where the sheet began
    mine.points = (last ? own(last.running.points, p) : own(begun.points, p)) ?? 0;
    mine.money_cents = (last ? own(last.running.money_cents, p) : own(begun.money_cents, p)) ?? 0;
    mine.average = mine.deals ? (value(mine.points) - stake) / mine.deals : 0;
  }
  return out;
}

/**
 * Who pays whom, with the fewest transfers: split the players into as many groups summing to zero
 * as possible (each group of k needs k − 1 transfers), by dynamic programming over subsets — exact
 * for a table of 4 or 5. Amounts in cents; halves stay exact.
 */
export function payout(balances) {
  const names = Object.keys(balances).filter((p) => !isZero(own(balances, p)));
  const n = names.length;
  const full = (1 << n) - 1;
  const sum = new Array(full + 1).fill(0);
  const best = new Array(full + 1).fill(0);
  const from = new Array(full + 1).fill(-1);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sum[mask] = add(sum[mask ^ low], own(balances, names[31 - Math.clz32(low)]));
    best[mask] = -1;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i) && best[mask ^ (1 << i)] > best[mask]) {
        best[mask] = best[mask ^ (1 << i)];
        from[mask] = i;
      }
    }
    if (isZero(sum[mask])) best[mask] += 1;
  }
  // walk back: the remaining players sum to zero exactly where one group ends
  const groups = [];
  let group = [];
  for (let mask = full; mask; ) {
    const i = from[mask];
    group.push(names[i]);
    mask ^= 1 << i;
    if (isZero(sum[mask])) {
      groups.push(group);
      group = [];
    }
  }
  const transfers = [];
  for (const g of groups) transfers.push(...settleGroup(g, balances));
  return transfers;
}

/** Within a zero-sum group: the biggest debtor pays the biggest creditor, until all are even. */
function settleGroup(group, balances) {
  const left = new Map(group.map((p) => [p, own(balances, p)]));
  const out = [];
  for (;;) {
    const open = group.filter((p) => !isZero(left.get(p)));
    if (open.length < 2) return out;
    const debtor = open.reduce((a, b) => (value(left.get(a)) <= value(left.get(b)) ? a : b));
    const creditor = open.reduce((a, b) => (value(left.get(a)) >= value(left.get(b)) ? a : b));
    const amount = value(neg(left.get(debtor))) < value(left.get(creditor)) ? neg(left.get(debtor)) : left.get(creditor);
    out.push({ from: debtor, to: creditor, cents: amount });
    left.set(debtor, add(left.get(debtor), amount));
    left.set(creditor, add(left.get(creditor), neg(amount)));
  }
}

/** The running totals per player after each deal, from 0 or the stake line (for the chart). */
export function series(sheet, rowList, ledger = "points", opening = null) {
  // a pot sheet starts after the stakes, a continuing sheet where the evening stood
  const start = (p) => (opening ? value(own(opening[ledger], p) ?? 0) : 0) + value(own(sheet.carry?.[ledger] ?? {}, p) ?? 0);
  return Object.fromEntries(sheet.players.map((p) => [p, [start(p), ...rowList.map((r) => value(own(r.running[ledger], p) ?? 0))]]));
}

export { parts };
